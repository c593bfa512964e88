#!/usr/bin/env python
"""Engine speed for every game: a measurement, never a test.

For each game and player count it plays seeded random games and reports

- µs per random-play step (one ``legal_actions()`` plus one ``apply()``),
- games per second,
- µs per ``clone()``, per ``observe(seat)`` and per ``determinize(seat, rng)``,
- ms per decision of the greedy bot (what a person waits for after each move);

and for a game with rows of its own (:data:`GAME_ROWS`), those: for Adventurous (issue 12,
targets: a random step at most 200 µs, a clone at most 15 µs) the random step of two-player games
at each difficulty with and without journey effects, and what builds and explains its decisions
(the placement lists, ``legal_actions`` at a placement decision, ``unavailable_actions``); for
Venture (2019) (issue 13, targets: a random step at most 25 µs, a clone at most 15 µs) what its
answers out of turn cost at 3 and 6 players.

Each figure is the median of ``--repeats`` runs of about ``--seconds`` each, on one core, timed by
the wall clock or (``--clock cpu``, for a machine shared with other work) the process's CPU time.

Run:  python benchmarks/engine.py [GAME ...] [--seconds 1] [--repeats 3] [--clock wall|cpu]
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable

import venture_widgets
from venture_widgets import list_games, load_game
from venture_widgets.agents import GreedyAgent, SeatView
from venture_widgets.games.adventurous.placement import map_placements, marvel_placements

#: The clock every figure is timed by (``--clock``).
clock = time.perf_counter


def _median_rate(measure: Callable[[], tuple[float, int]], repeats: int) -> float:
    """Median of seconds-per-unit over repeated runs of ``measure`` (returns elapsed, units)."""
    return statistics.median(elapsed / units for elapsed, units in (measure() for _ in range(repeats)))


def random_playouts(game_id: str, players: int, seconds: float, **options: object) -> tuple[float, int, int]:
    """Play random games (with ``options``) for about ``seconds``; return elapsed, steps, games."""
    game = load_game(game_id)
    rng = random.Random(0)
    steps = games = 0
    start = clock()
    while clock() - start < seconds:
        state = game.new_game(players=players, seed=rng.randrange(2**32), **options)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            steps += 1
        games += 1
    return clock() - start, steps, games


def step_us(game_id: str, players: int, seconds: float, repeats: int, **options: object) -> float:
    """Median µs per random-play step over ``repeats`` runs of :func:`random_playouts`."""
    runs = [random_playouts(game_id, players, seconds, **options) for _ in range(repeats)]
    return statistics.median(elapsed / steps for elapsed, steps, _ in runs) * 1e6


def sample_states(game_id: str, players: int, count: int = 200, keep: Callable = lambda state: True, **options) -> list:
    """Positions from random games (with ``options``), spread over whole games; only those ``keep`` takes."""
    game = load_game(game_id)
    rng = random.Random(1)
    states = []
    while len(states) < count:
        state = game.new_game(players=players, seed=rng.randrange(2**32), **options)
        while not state.is_over:
            if keep(state) and rng.random() < 0.2:
                states.append(state.clone())
            state.apply(rng.choice(state.legal_actions()))
    return states[:count]


def per_call(states: list, call: Callable, seconds: float, repeats: int) -> float:
    """Median µs of one ``call(state)`` over the states, each repeat running about ``seconds``."""
    runs = []
    for _ in range(repeats):
        calls = 0
        start = clock()
        while clock() - start < seconds:
            for state in states:
                call(state)
            calls += len(states)
        runs.append((clock() - start) / calls)
    return statistics.median(runs) * 1e6


def adventurous_rows(seconds: float, repeats: int) -> list[tuple[str, float]]:
    """Adventurous's own rows, from two-player games over every difficulty (issue 12, section 4)."""
    rows = []
    for difficulty in ("novice", "seasoned", "veteran", "legend"):
        for journey in (False, True):
            step = step_us("adventurous", 2, seconds, repeats, difficulty=difficulty, journey_effects=journey)
            rows.append((f"µs/step {difficulty}{' journey' if journey else ''}", step))
    half = seconds / 2

    def states(kind: str, keep: Callable = lambda state: True) -> list:
        found = []
        for journey in (False, True):
            found += sample_states(
                "adventurous",
                2,
                100,
                lambda state: state.choice is not None and state.choice.kind == kind and keep(state),
                difficulty="seasoned",
                journey_effects=journey,
            )
        return found

    placing = states("place", lambda state: bool(state.drawn))
    turns = states("action", lambda state: state.active_marvel is not None)
    rows += [
        ("µs/map placement lists (every drawn card)", per_call(placing, _drawn_placements, half, repeats)),
        ("µs/legal_actions at a placement", per_call(placing, lambda state: state.legal_actions(), half, repeats)),
        ("µs/marvel placement list (active)", per_call(turns, _active_placements, half, repeats)),
        ("µs/unavailable_actions at a turn", per_call(turns, lambda state: state.unavailable_actions(), half, repeats)),
    ]
    return rows


def _drawn_placements(state) -> None:
    for card in state.drawn:
        map_placements(state, card, state.journey_effects())


def _active_placements(state) -> None:
    marvel_placements(state, state.active_marvel)


def venture_2019_rows(seconds: float, repeats: int) -> list[tuple[str, float]]:
    """Venture (2019)'s own rows (issue 13, section 3: targets a random step at most 25 µs, a
    clone at most 15 µs, in the table above): at 3 and 6 players, how many of a random game's
    decisions are answers out of turn, and what one with a choice costs the greedy bot."""
    rows = []
    for players in (3, 6):
        _, steps, games = random_playouts("venture_2019", players, seconds / 2)
        asked = sample_states("venture_2019", players, 50, lambda state: _answering(state) and _can_answer(state))
        rows += [
            (f"{players}p decisions per random game", steps / games),
            (f"{players}p answers in 100 decisions", 100 * _answer_share("venture_2019", players)),
            (f"{players}p ms/greedy at an answer with an instant", greedy_ms(asked, seconds, repeats)),
        ]
    return rows


def greedy_ms(states: list, seconds: float, repeats: int) -> float:
    """Median ms of one greedy bot decision over the states (see :func:`per_call`)."""
    bot = GreedyAgent(seed=0)
    return per_call(states, lambda state: bot.choose(SeatView(state, state.current_player)), seconds, repeats) / 1e3


def _answering(state) -> bool:
    return state.choice is not None and state.choice.kind == "answer"


def _can_answer(state) -> bool:
    return len(state.legal_actions()) > 1


def _answer_share(game_id: str, players: int, games: int = 20) -> float:
    """The share of the decisions of ``games`` seeded random games that are answers."""
    answers = decisions = 0
    for seed in range(games):
        state = load_game(game_id).new_game(players=players, seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            answers += _answering(state)
            decisions += 1
            state.apply(rng.choice(state.legal_actions()))
    return answers / decisions


#: Rows of a game's own, printed under its table rows: ``(label, figure)`` for seconds and repeats.
GAME_ROWS: dict[str, Callable[[float, int], list[tuple[str, float]]]] = {
    "adventurous": adventurous_rows,
    "venture_2019": venture_2019_rows,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list_games())
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall")
    args = parser.parse_args()
    global clock
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    print(
        f"Python {platform.python_version()} ({platform.python_implementation()}) on {platform.machine()}, "
        f"{args.clock} clock, load {', '.join(f'{load:.1f}' for load in os.getloadavg())}; "
        f"venture_widgets from {venture_widgets.__file__}"
    )
    header = (
        f"{'game':<13} {'pl':>2} {'µs/step':>8} {'games/s':>8} {'µs/clone':>9} {'µs/observe':>10} "
        f"{'µs/determinize':>14} {'ms/greedy':>9}"
    )
    print(header)
    for game_id in args.games:
        info = load_game(game_id).info
        for players in range(info.min_players, info.max_players + 1):
            runs = [random_playouts(game_id, players, args.seconds) for _ in range(args.repeats)]
            step = statistics.median(e / s for e, s, _ in runs) * 1e6
            gps = statistics.median(g / e for e, _, g in runs)
            states = sample_states(game_id, players)
            half, repeats = args.seconds / 2, args.repeats
            clone = per_call(states, lambda state: state.clone(), half, repeats)
            observe = per_call(states, lambda state: state.observe(state.current_player), half, repeats)
            rng = random.Random(2)
            determinize = per_call(
                states, lambda state, rng=rng: state.determinize(state.current_player, rng), half, repeats
            )
            greedy = greedy_ms(states[:50], args.seconds, repeats)
            print(
                f"{game_id:<13} {players:>2} {step:>8.1f} {gps:>8.0f} {clone:>9.1f} {observe:>10.1f} "
                f"{determinize:>14.1f} {greedy:>9.2f}"
            )
            sys.stdout.flush()
        for label, figure in GAME_ROWS.get(game_id, lambda seconds, repeats: [])(args.seconds, args.repeats):
            print(f"{game_id:<13} {label:<45} {figure:>8.1f}")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
