"""Mine puzzles: positions from seeded bot games where one move is clearly best (``venture_widgets.puzzles``).

For a game, the script plays seeded bot games (seeds counting up from ``--seeds``; the seats
alternate between the greedy bot and ``mcts:300`` with the seed, so that the positions are ones
real play reaches; three players where the game allows them, two to four by the seed where it
allows those) and looks at every decision of each game's record with at least two legal moves:

1. the greedy bot's choice there (``GreedyAgent`` seeded with the decision's index in the record);
2. a cheap filter: the review's search (:func:`venture_widgets.review.move_values`, seeded with the
   index) at ``--cheap`` iterations must rate a move other than greedy's choice best, by at least
   ``--gap`` over the second best;
3. the full check at two budgets, the review's (seed: the index) and the expert's (seed: the index
   + 1,000,003): both name the same best move, it beats every other move by at least ``--gap`` at
   each (also once the expert's values are rounded to 3 decimals, as stored), and greedy's choice
   is not it.

Such a position becomes a puzzle: the record cut to it, the seat, the answer, every legal move's
value at the expert's budget, a reason in the hints' words (the best move against the next best)
and the rule of the first event the answer makes that the seat sees (of the decision it answers
if it makes none), with its rulebook section.
For variety a game has at most ``--per-rule`` puzzles of one rule and a record at most 2 puzzles;
a decision whose cheap best move would make a rule already at its limit is not searched further.
The miner stops at ``--count`` puzzles or after 400 seeds, and writes
``venture_widgets/puzzles/data/<game>.json`` (or into ``--out-dir``) after each puzzle found, so
that a run stopped early leaves what it found. Searches are bounded by iterations, never seconds:
the same arguments give the same file on any machine. Progress goes to stderr.

Run (one game takes hours; the expert's search is about a second a decision)::

    python scripts/mine_puzzles.py --game venturesome
    python scripts/mine_puzzles.py --game adventurous --per-rule 12
    python scripts/mine_puzzles.py            # every game, one after the other
"""

from __future__ import annotations

import argparse
import json
import random
import shlex
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from venture_widgets.agents.base import SeatView
from venture_widgets.agents.greedy import GreedyAgent
from venture_widgets.agents.hints import is_cooperative, reason_facts, reason_line, search_words
from venture_widgets.agents.match import play_game
from venture_widgets.agents.specs import EXPERT_ITERATIONS
from venture_widgets.core.game import State
from venture_widgets.core.registry import list_games, load_game
from venture_widgets.core.view import observe_events
from venture_widgets.puzzles import PUZZLE_FORMAT, PUZZLE_VERSION
from venture_widgets.review import REVIEW_ITERATIONS, move_values, score_scale

DATA_DIR = Path(__file__).resolve().parents[1] / "venture_widgets" / "puzzles" / "data"
#: the expert-budget search's seed is the decision's index plus this
EXPERT_SEED_OFFSET = 1_000_003
#: at most this many puzzles from one game record
PER_RECORD = 2
#: the miner gives up on a game after this many seeds
SEED_CAP = 400
#: the stored values' decimals
DIGITS = 3
#: the bots' budget for the tree-search seats of the mined games
MCTS_BOT = "mcts:300"

Values = list[tuple[str, float]]


def budgets(game_id: str) -> tuple[int, int]:
    """The full check's two budgets for ``game_id``: the review's and the expert's iterations."""
    return REVIEW_ITERATIONS[game_id], EXPERT_ITERATIONS[game_id]


def players_for(game_id: str, seed: int) -> int:
    """The seats of the game mined from ``seed``: 2 to 4 by the seed where the game allows them,
    else 3 where allowed, else the nearest count the game allows."""
    info = load_game(game_id).info
    if info.min_players <= 2 and info.max_players >= 4:
        return 2 + seed % 3
    return min(max(3, info.min_players), info.max_players)


def bots_for(seed: int, players: int) -> list[str]:
    """The bots of the game mined from ``seed``: greedy and tree search, alternating by seat and seed."""
    return ["greedy" if (seed + seat) % 2 == 0 else MCTS_BOT for seat in range(players)]


def greedy_choice(state: State, index: int) -> str:
    """What the greedy bot (seeded with ``index``) plays at ``state``."""
    return GreedyAgent(index).choose(SeatView(state, state.current_player))


def clear_best(values: Values, gap: float) -> bool:
    """Whether the first of ``values`` (best first) beats every other by at least ``gap``."""
    best = values[0][1]
    return all(best - value >= gap for _, value in values[1:])


def cheap_candidate(state: State, index: int, gap: float, cheap: int, tally: Counter[str] | None = None) -> str | None:
    """The cheap filter's best move if it passes (greedy plays otherwise, and it leads by ``gap``);
    ``tally`` counts why a decision fails it."""
    tally = Counter() if tally is None else tally
    greedy = greedy_choice(state, index)
    values = move_values(state, seed=index, iterations=cheap)
    best = values[0][0]
    if best == greedy:
        tally["greedy plays the best"] += 1
        return None
    if not clear_best(values, gap):
        tally["lead under the gap"] += 1
        return None
    return best


def full_check(state: State, index: int, gap: float, budget: tuple[int, int]) -> tuple[str, Values] | None:
    """The full check of a decision (see the module docstring): the best move and the values at
    the expert's budget (``budget``: the review's and the expert's iterations), or ``None``."""
    review = move_values(state, seed=index, iterations=budget[0])
    expert = move_values(state, seed=index + EXPERT_SEED_OFFSET, iterations=budget[1])
    best = expert[0][0]
    rounded = [(action, round(value, DIGITS)) for action, value in expert]
    if review[0][0] != best or not (clear_best(review, gap) and clear_best(expert, gap)):
        return None
    if not clear_best(rounded, gap - 1e-9) or greedy_choice(state, index) == best:
        return None
    return best, expert


def answer_rule(state: State, action: str) -> str:
    """The rule of the first event ``action`` makes that the seat to decide sees; for a move that
    makes none (a step of a decision of several steps, such as choosing a card an effect then
    gives), the rule of the decision it answers (``""`` if neither names one)."""
    seat = state.current_player
    events = observe_events(state.clone().apply(action), seat)
    decision = state.observe(seat).get("decision") or {}
    return next((event["rule"] for event in events if event.get("rule")), decision.get("rule") or "")


def reason_for(state: State, index: int, values: Values) -> str:
    """The best move's reason in the hints' words: what the seat sees it do, and its value against
    the next best move's (in points for a cooperative game)."""
    game_id = state.game.info.id
    (best, mean), (_, other) = values[0], values[1]
    facts = reason_facts(SeatView(state, state.current_player), [best], random.Random(index))[best]
    scale = score_scale(game_id)
    said = search_words(mean * scale, other * scale, "the next best move", is_cooperative(game_id))
    return reason_line(facts, said)


def puzzle_data(state: State, index: int, record: dict[str, Any], best: str, values: Values) -> dict[str, Any]:
    """A puzzle's data (without its id) for the position ``state`` before ``record``'s action ``index``."""
    game = state.game
    rule = answer_rule(state, best)
    return {
        "seat": state.current_player,
        "record": dict(record, actions=record["actions"][:index]),
        "answers": [best],
        "values": {action: round(value, DIGITS) for action, value in values},
        "reason": reason_for(state, index, values),
        "rule": rule,
        "section": game.rule_title(rule) or rule,
    }


def mine(game_id: str, args: argparse.Namespace, made_by: str) -> list[dict[str, Any]]:
    """Mine ``game_id``'s puzzles with the script's arguments, writing its file as they come."""
    budget = budgets(game_id)
    found: list[dict[str, Any]] = []
    per_rule: dict[str, int] = {}
    looked = 0
    tally: Counter[str] = Counter()
    start = time.perf_counter()
    seed = args.seeds
    for seed in range(args.seeds, args.seeds + SEED_CAP):
        if len(found) >= args.count:
            break
        players = players_for(game_id, seed)
        record = play_game(game_id, bots_for(seed, players), seed).state.record()
        state = load_game(game_id).replay(dict(record, actions=[]))
        from_record = 0
        for index, action in enumerate(record["actions"]):
            if len(found) >= args.count or from_record >= PER_RECORD:
                break
            if len(state.legal_actions()) >= 2:
                looked += 1
                puzzle = examine(state.clone(), index, record, per_rule, budget, args, tally)
                if puzzle is not None:
                    puzzle = {"id": f"{game_id}-{len(found) + 1:02d}", **puzzle}
                    found.append(puzzle)
                    per_rule[puzzle["rule"]] = per_rule.get(puzzle["rule"], 0) + 1
                    from_record += 1
                    write(game_id, found, args, made_by, budget)
                    print(f"  {puzzle['id']}: seed {seed}, action {index}, {puzzle['rule']}", file=sys.stderr)
            state.apply(action)
        rules = ", ".join(f"{rule} {count}" for rule, count in sorted(per_rule.items()))
        print(
            f"{game_id} seed {seed} ({players} players): {looked} decisions looked at, {len(found)} puzzles,"
            f" {len(per_rule)} rules ({rules}); not puzzles: {dict(sorted(tally.items()))};"
            f" {time.perf_counter() - start:.0f} s",
            file=sys.stderr,
            flush=True,
        )
    write(game_id, found, args, made_by, budget)
    if len(found) < args.count:
        print(f"{game_id}: only {len(found)} puzzles found in seeds {args.seeds} to {seed}", file=sys.stderr)
    return found


def examine(
    state: State,
    index: int,
    record: dict[str, Any],
    per_rule: dict[str, int],
    budget: tuple[int, int],
    args: argparse.Namespace,
    tally: Counter[str],
) -> dict[str, Any] | None:
    """The puzzle at the decision ``state`` (action ``index`` of ``record``), or ``None``;
    ``tally`` counts why a decision is not one."""
    cheap = cheap_candidate(state, index, args.gap, args.cheap, tally)
    if cheap is None:
        return None
    if per_rule.get(answer_rule(state, cheap), 0) >= args.per_rule:
        tally["its rule is full"] += 1
        return None
    checked = full_check(state, index, args.gap, budget)
    if checked is None:
        tally["full check fails"] += 1
        return None
    best, values = checked
    if per_rule.get(answer_rule(state, best), 0) >= args.per_rule:
        tally["its rule is full"] += 1
        return None
    return puzzle_data(state, index, record, best, values)


def write(game_id: str, found: list[dict[str, Any]], args: argparse.Namespace, made_by: str, budget: tuple[int, int]):
    """Write ``game_id``'s puzzle file."""
    data = {
        "format": PUZZLE_FORMAT,
        "version": PUZZLE_VERSION,
        "game": game_id,
        "made_by": made_by,
        "gap": args.gap,
        "budgets": list(budget),
        "puzzles": found,
    }
    out = Path(args.out_dir)
    out.mkdir(parents=True, exist_ok=True)
    (out / f"{game_id}.json").write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="all", choices=["all", *list_games()], help="the game to mine (default all)")
    parser.add_argument("--count", type=int, default=36, help="puzzles per game (default 36)")
    parser.add_argument("--seeds", type=int, default=0, help="the first game seed (default 0)")
    parser.add_argument("--gap", type=float, default=0.08, help="the least lead of the best move (default 0.08)")
    parser.add_argument("--per-rule", type=int, default=4, help="at most this many puzzles of one rule (default 4)")
    parser.add_argument("--cheap", type=int, default=300, help="the cheap filter's iterations (default 300)")
    parser.add_argument("--out-dir", default=str(DATA_DIR), help="where the files go (default: the package's data)")
    args = parser.parse_args(argv)
    made_by = "python scripts/mine_puzzles.py " + shlex.join(argv)
    for game_id in list_games() if args.game == "all" else [args.game]:
        found = mine(game_id, args, made_by.strip())
        print(f"{game_id}: {len(found)} puzzles, {len({puzzle['rule'] for puzzle in found})} rules", file=sys.stderr)


if __name__ == "__main__":
    main()
