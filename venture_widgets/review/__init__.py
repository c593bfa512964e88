"""Game review: which of a seat's moves cost it, by how much, and what was better.

For a record and a seat (or every seat), :func:`review` goes through each decision the seat made
and searches that position *from the seat's own view*, as the hints do (:mod:`..agents.hints`:
the tree search over worlds sampled from what the seat has seen, never from the cards it could
not see). Each decision becomes a *move*:

- ``index``: the action's position in the record (0 is the first action), ``seat``, ``played`` and
  ``best`` (the search's most visited move, the one the expert would make), with their texts;
- ``value_played`` and ``value_best``: the search's value of each, 0 to 1. In a competitive game
  it is the estimated chance to win after the move. In the cooperative game (Adventurous) it is
  the team's expected final score divided by the game's ``SCORE_SCALE`` (50, the score of a
  Marvelous Adventure), so that a move that costs the team 5 points loses 0.1;
- ``loss``: ``value_best - value_played``, never negative, and 0 when the move played is the best;
- ``mark`` by the loss (:data:`THRESHOLDS`): ``"inaccuracy"`` from 0.05, ``"mistake"`` from 0.10,
  ``"blunder"`` from 0.20, else ``None``. The figures are the search's estimates, about ±0.02
  at the default budget, so a mark starts well above that noise;
- ``reason``: one line in the hints' words, what the better move does (what the seat sees it do)
  and how the search rates it against the move played (or, when the best was played, against the
  next best).

A decision with one legal move is *forced*: it is listed with no values, no loss and no mark. An
answer owed out of turn (Venture (2019)) is a decision of the seat that owes it, like any other.

The search of decision ``index`` is seeded with ``index`` and bounded by iterations, not seconds
(:data:`REVIEW_ITERATIONS`, half the expert's budget, over the expert's ten trees), so a review is
the same on any machine, loaded or not. A move the search seldom tried (fewer than
:data:`PLAYED_SHARE` of the budget's visits) is searched on its own until it has that many, so
that its value is not the mean of a few random games.

>>> from venture_widgets.agents.match import play_game
>>> record = play_game("adventurous", ["random"], seed=4).state.record()
>>> result = review(record, seat=0, iterations=60)
>>> sorted(result), result["summary"][0]["decisions"] == len(result["moves"])
(['game', 'iterations', 'moves', 'seat', 'summary', 'unit'], True)
>>> move = result["moves"][0]
>>> move["index"], move["seat"], move["loss"] >= 0, move["mark"] in MARKS + (None,)
(0, 0, True, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from ..agents.base import SeatView
from ..agents.greedy import game_bot
from ..agents.hints import is_cooperative, reason_facts, reason_line, search_words, searched_moves
from ..agents.ismcts import ISMCTSAgent
from ..agents.specs import EXPERT_ITERATIONS, EXPERT_TREES
from ..core.errors import RulesError
from ..core.game import State
from ..core.record import read_record
from ..core.registry import load_game
from ..core.words import with_article

#: the marks, mildest first
MARKS: tuple[str, ...] = ("inaccuracy", "mistake", "blunder")
#: the least loss (on the 0 to 1 scale) that earns each mark
THRESHOLDS: dict[str, float] = {"inaccuracy": 0.05, "mistake": 0.10, "blunder": 0.20}
#: a review's iterations per decision: half the expert's, about half a second on one core
REVIEW_ITERATIONS: dict[str, int] = {game: iterations // 2 for game, iterations in EXPERT_ITERATIONS.items()}
#: the share of the budget's visits the move played gets at least (searched on its own if need be)
PLAYED_SHARE = 0.05
#: a review's figures are rounded to this many decimals (what it shows, and what marks are read from)
DIGITS = 3

Move = dict[str, Any]
Progress = Callable[[int, int], None]


def mark_for(loss: float) -> str | None:
    """The mark a loss earns (:data:`THRESHOLDS`), or ``None``.

    >>> [mark_for(loss) for loss in (0.0, 0.049, 0.05, 0.1, 0.199, 0.2, 0.7)]
    [None, None, 'inaccuracy', 'mistake', 'mistake', 'blunder', 'blunder']
    """
    earned = [mark for mark in MARKS if loss >= THRESHOLDS[mark]]
    return earned[-1] if earned else None


def budget_for(game_id: str, iterations: int | Mapping[str, int] | None = None) -> int:
    """The iterations a decision of ``game_id`` is searched with: ``iterations`` (a number, or one
    per game id), by default :data:`REVIEW_ITERATIONS`. Refuses a budget below 1.

    >>> budget_for("venturesome"), budget_for("venturesome", 300), budget_for("adventurous", {"adventurous": 9})
    (2500, 300, 9)
    """
    chosen = REVIEW_ITERATIONS if iterations is None else iterations
    budget = chosen if isinstance(chosen, int) else chosen[game_id]
    if isinstance(budget, bool) or not isinstance(budget, int) or budget < 1:
        raise RulesError(f"a review searches at least 1 iteration a decision, got iterations={budget!r}")
    return budget


def score_scale(game_id: str) -> float:
    """What a move's figure is divided by to lie on the 0 to 1 scale of the marks: 1 for a chance
    to win, the game's ``SCORE_SCALE`` for a cooperative game's expected score.

    >>> score_scale("venturesome"), score_scale("adventurous")
    (1.0, 50.0)
    """
    return float(getattr(game_bot(game_id), "SCORE_SCALE", 1.0)) if is_cooperative(game_id) else 1.0


def unit_of(game_id: str) -> str:
    """What a review's values are, in words.

    >>> unit_of("venture_forth")
    'chance to win'
    >>> unit_of("adventurous")
    "the team's expected score / 50"
    """
    return f"the team's expected score / {score_scale(game_id):g}" if is_cooperative(game_id) else "chance to win"


def value_words(game_id: str, value: float) -> str:
    """A move's value (on the marks' scale) in words: a chance to win, or the team's points.

    >>> value_words("venturesome", 0.434), value_words("adventurous", 0.55)
    ('about a 43% chance to win', 'about 27.5 points for the team')
    """
    if is_cooperative(game_id):
        return f"about {value * score_scale(game_id):.1f} points for the team"
    return f"about {with_article(f'{value:.0%}')} chance to win"


def decisions(record: dict[str, Any] | str, seat: int | None = None) -> Iterator[tuple[int, State, str]]:
    """Each decision of ``seat`` (``None``: of every seat) in the record, in order, as ``(index,
    position, action)``: the action's place in the record, the position before it (a state of
    its own) and the action played. A bad record raises :class:`RecordError`, a seat the game has
    not a :class:`RulesError`.

    >>> from venture_widgets.core.record import make_record
    >>> record = make_record("adventurous", 1, 3, {}, ["draw top", "draw bottom"])
    >>> [(index, action) for index, _, action in decisions(record, 0)]
    [(0, 'draw top'), (1, 'draw bottom')]
    """
    data = read_record(record)
    game = load_game(data["game"])
    game.replay(data)  # every action checked before the first is searched
    state = game.replay(dict(data, actions=[]))
    if seat is not None:
        state.check_seat(seat)
    for index, action in enumerate(data["actions"]):
        if seat is None or state.current_player == seat:
            yield index, state.clone(), action
        state.apply(action)


def review_decision(state: State, played: str, index: int, iterations: int | Mapping[str, int] | None = None) -> Move:
    """The move ``played`` at ``state`` by the seat to decide, reviewed (see the module
    docstring); the search is seeded with ``index``, the action's place in the record.

    >>> from venture_widgets import load_game
    >>> state = load_game("venturesome").new_game(players=2, seed=3, first_player=0)
    >>> move = review_decision(state, state.legal_actions()[0], 0, iterations=100)
    >>> move["played"] == state.legal_actions()[0], move["forced"], move["loss"] >= 0
    (True, False, True)
    """
    seat = state.current_player
    if seat is None or state.is_over:
        raise RulesError("no decision to review: the game is over")
    played = state.check_legal(played)
    game_id = state.game.info.id
    move: Move = {"index": index, "seat": seat, "played": played, "text_played": state.describe(played)}
    legal = state.legal_actions()
    if len(legal) == 1:
        return {
            **move,
            "best": played,
            "text_best": move["text_played"],
            "value_played": None,
            "value_best": None,
            "loss": 0.0,
            "mark": None,
            "forced": True,
            "reason": "It was the only legal move.",
        }
    budget = budget_for(game_id, iterations)
    view = SeatView(state, seat)
    ranked = searched_moves(view, index, budget, trees=EXPERT_TREES)
    best = ranked[0][0]
    visits, total = _topped_up(view, ranked, played, budget, index)
    mean_best, mean_played = ranked[0][2], total / visits
    scale = score_scale(game_id)
    value_best, value_played = round(mean_best / scale, DIGITS), round(mean_played / scale, DIGITS)
    loss = 0.0 if played == best else round(max(0.0, value_best - value_played), DIGITS)
    cooperative = is_cooperative(game_id)
    if played == best:
        other = ranked[1][2] if len(ranked) > 1 else None  # a small budget may try one move only
        said = search_words(mean_best, other, "the next best move", cooperative)
    else:
        said = search_words(mean_best, mean_played, "the move played", cooperative)
    facts = reason_facts(view, [best], random.Random(index))[best]
    return {
        **move,
        "best": best,
        "text_best": state.describe(best),
        "value_played": value_played,
        "value_best": value_best,
        "loss": loss,
        "mark": mark_for(loss),
        "forced": False,
        "reason": reason_line(facts, said),
    }


def _topped_up(
    view: SeatView, ranked: list[tuple[str, int, float]], action: str, budget: int, seed: int
) -> tuple[int, float]:
    """The visits and total reward of ``action`` in the search ``ranked``, searched on its own
    (:meth:`ISMCTSAgent.value_after`) up to :data:`PLAYED_SHARE` of the ``budget`` if it had fewer."""
    figures = {move: (visits, visits * mean) for move, visits, mean in ranked}
    visits, total = figures.get(action, (0, 0.0))
    wanted = max(1, round(budget * PLAYED_SHARE))
    if visits < wanted:
        more, more_total = ISMCTSAgent(seed, chances=True).value_after(view, action, wanted - visits)
        visits, total = visits + more, total + more_total
    return visits, total


def move_values(state: State, seed: int, iterations: int | Mapping[str, int] | None = None) -> list[tuple[str, float]]:
    """Every legal move of the seat to decide at ``state`` with its value (on the marks' 0 to 1
    scale, as a review gives it), best first: the search's best move (its most visited) first,
    then the others by value. Each move the search seldom tried is searched on its own, as a
    review's move played is. The puzzles are mined with it (``scripts/mine_puzzles.py``).

    >>> from venture_widgets import load_game
    >>> state = load_game("adventurous").new_game(players=1, seed=2)
    >>> [(action, round(value, 2)) for action, value in move_values(state, 0, 200)]
    [('draw top', 0.56), ('draw bottom', 0.55)]
    """
    seat = state.current_player
    if seat is None or state.is_over:
        raise RulesError("no decision to search: the game is over")
    game_id = state.game.info.id
    budget = budget_for(game_id, iterations)
    view = SeatView(state, seat)
    ranked = searched_moves(view, seed, budget, trees=EXPERT_TREES)
    scale = score_scale(game_id)
    values = {}
    for action in state.legal_actions():
        visits, total = _topped_up(view, ranked, action, budget, seed)
        values[action] = total / visits / scale
    best = ranked[0][0]
    others = sorted((action for action in values if action != best), key=lambda action: -values[action])
    return [(action, values[action]) for action in [best, *others]]


def review_moves(
    record: dict[str, Any] | str,
    seat: int | None = None,
    iterations: int | Mapping[str, int] | None = None,
    progress: Progress | None = None,
) -> Iterator[Move]:
    """The reviewed moves of ``seat`` (``None``: every seat), one at a time as each is searched,
    with ``progress(done, total)`` after each."""
    found = list(decisions(record, seat))
    for done, (index, state, played) in enumerate(found, start=1):
        yield review_decision(state, played, index, iterations)
        if progress is not None:
            progress(done, len(found))


def summary(moves: list[Move], seats: list[int]) -> list[dict[str, Any]]:
    """Per seat: its ``decisions``, how many were ``forced``, its ``mean_loss`` over the decisions
    that had a choice, and the count of each mark.

    >>> summary([{"seat": 0, "loss": 0.3, "mark": "blunder", "forced": False},
    ...          {"seat": 0, "loss": 0.0, "mark": None, "forced": True}], [0])
    [{'seat': 0, 'decisions': 2, 'forced': 1, 'mean_loss': 0.3, 'inaccuracy': 0, 'mistake': 0, 'blunder': 1}]
    """
    rows = []
    for seat in seats:
        own = [move for move in moves if move["seat"] == seat]
        chosen = [move["loss"] for move in own if not move["forced"]]
        rows.append(
            {
                "seat": seat,
                "decisions": len(own),
                "forced": len(own) - len(chosen),
                "mean_loss": round(sum(chosen) / len(chosen), DIGITS) if chosen else 0.0,
                **{mark: sum(move["mark"] == mark for move in own) for mark in MARKS},
            }
        )
    return rows


def review(
    record: dict[str, Any] | str,
    seat: int | None = None,
    iterations: int | Mapping[str, int] | None = None,
    progress: Progress | None = None,
) -> dict[str, Any]:
    """The review of ``seat``'s decisions (``None``: every seat's) in ``record``, as JSON-ready
    data: ``game``, ``seat``, ``iterations`` (per decision), ``unit`` (what the values are),
    ``moves`` (see the module docstring) and ``summary`` (:func:`summary`)."""
    data = read_record(record)
    game_id = data["game"]
    budget = budget_for(game_id, iterations)
    moves = list(review_moves(data, seat, budget, progress))
    seats = list(range(data["players"])) if seat is None else [seat]
    return {
        "game": game_id,
        "seat": seat,
        "iterations": budget,
        "unit": unit_of(game_id),
        "moves": moves,
        "summary": summary(moves, seats),
    }
