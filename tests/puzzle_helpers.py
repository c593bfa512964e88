"""Puzzles made in a test: the widget tests' and the front end's, cheap and reproducible."""

from __future__ import annotations

from venture_widgets.agents.match import play_game
from venture_widgets.puzzles import Puzzle
from venture_widgets.review import move_values


def few_puzzles() -> list[Puzzle]:
    """Three puzzles from a seeded Venturesome game, at a cheap budget (the widget's behaviour
    does not depend on how good the answers are)."""
    record = play_game("venturesome", ["greedy", "random", "greedy"], seed=8).state.record()
    found: list[Puzzle] = []
    for index in range(4, len(record["actions"])):
        cut = dict(record, actions=record["actions"][:index])
        state = Puzzle("x", "venturesome", 0, cut, (), "", "", "", {}).position()
        if len(state.legal_actions()) < 3:
            continue
        if len(found) == 3:
            return found
        values = move_values(state, index, 40)
        found.append(
            Puzzle(
                id=f"test-{index}",
                game="venturesome",
                seat=state.current_player,
                record=cut,
                answers=(values[0][0],),
                reason="Because it is best.",
                rule="turn.play",
                section="Player's Turn",
                values=dict(values),
            )
        )
    raise AssertionError("the game has fewer than three decisions with three moves or more")
