#!/usr/bin/env python
"""What a table update costs with the engine's answers to "why not?" and "what does it point at?":
a measurement, never a test.

For each game and player count, over positions of seeded random games (the same ones as
``benchmarks/engine.py``), it reports µs per position for

- ``unavailable_actions()`` (every table update makes it once),
- the targets of all legal actions (``action_target`` for each),
- the explanations of all legal actions, and of all unavailable actions plus one text that is
  no action (``explain`` for each), with the µs per call in brackets,
- a whole update as a table would make it: ``observe``, the legal actions with ``describe`` and
  ``action_target``, and ``unavailable_actions``.

Run:  python benchmarks/explain.py [GAME ...] [--seconds 1] [--repeats 3]
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys

from engine import per_call, sample_states

from venture_widgets import list_games, load_game


def targets(state) -> None:
    for action in state.legal_actions():
        state.action_target(action)


def explain_legal(state) -> None:
    for action in state.legal_actions():
        state.explain(action)


def illegal(state) -> list[str]:
    return [entry["action"] for entry in state.unavailable_actions()] + ["not an action"]


def update(state) -> None:
    seat = state.current_player
    state.observe(seat)
    [(action, state.describe(action), state.action_target(action)) for action in state.legal_actions()]
    state.unavailable_actions()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list_games())
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    print(f"Python {platform.python_version()} ({platform.python_implementation()}) on {platform.machine()}")
    print(
        f"{'game':<13} {'pl':>2} {'legal':>5} {'unavail':>7} {'µs/unavailable':>14} {'µs/targets':>10} "
        f"{'µs/explain legal':>18} {'µs/explain illegal':>20} {'µs/update':>9}"
    )
    for game_id in args.games:
        info = load_game(game_id).info
        for players in range(info.min_players, info.max_players + 1):
            states = [s for s in sample_states(game_id, players) if not s.is_over]
            half, repeats = args.seconds / 2, args.repeats
            legal = statistics.mean(len(s.legal_actions()) for s in states)
            texts = {id(s): illegal(s) for s in states}
            unavailable_count = statistics.mean(len(texts[id(s)]) - 1 for s in states)
            unavailable = per_call(states, lambda state: state.unavailable_actions(), half, repeats)
            target = per_call(states, targets, half, repeats)
            legal_why = per_call(states, explain_legal, half, repeats)
            illegal_why = per_call(
                states, lambda state, texts=texts: [state.explain(text) for text in texts[id(state)]], half, repeats
            )
            whole = per_call(states, update, half, repeats)
            each_legal = legal_why / legal
            each_illegal = illegal_why / (unavailable_count + 1)
            print(
                f"{game_id:<13} {players:>2} {legal:>5.1f} {unavailable_count:>7.1f} {unavailable:>14.1f} "
                f"{target:>10.1f} {legal_why:>9.1f} ({each_legal:>5.1f}) {illegal_why:>11.1f} ({each_illegal:>5.1f}) "
                f"{whole:>9.1f}"
            )
            sys.stdout.flush()


if __name__ == "__main__":
    main()
