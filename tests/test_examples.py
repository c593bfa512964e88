"""Every game's worked examples of the rulebook (``venture_widgets/games/<id>/examples.py``, the
same data the tutorials replay) replay exactly, with legal actions only.

For each example of each game that has an ``examples`` module: the legal actions on the way are
the ones it lists, every action is legal when it is made, the facts at the end are its facts, the
rules it names are applied in this order, and its record replays to the same state. The named
tests of what each example shows stay in the game's folder (``tests/<id>/test_*_examples.py``).
"""

from __future__ import annotations

import importlib
from types import ModuleType

import pytest
from event_helpers import is_subsequence, rules
from game_modules import games_with

from venture_widgets import load_game
from venture_widgets.core.examples import Example


def examples_module(game_id: str) -> ModuleType:
    return importlib.import_module(f"venture_widgets.games.{game_id}.examples")


CASES = [(game_id, example) for game_id in games_with("examples") for example in examples_module(game_id).EXAMPLES]
IDS = [f"{game_id}-{example.name}" for game_id, example in CASES]


def test_the_games_with_examples_are_found() -> None:
    assert {"adventurous", "venture_2019", "venture_forth", "wild_venture"} <= set(games_with("examples"))


@pytest.mark.parametrize(("game_id", "example"), CASES, ids=IDS)
def test_examples_replay_exactly(game_id: str, example: Example) -> None:
    state = load_game(game_id).scenario(example.spec)
    events = list(state.opening_events)
    for done, action in enumerate(example.actions):
        if done in example.legal:
            assert sorted(state.legal_actions()) == list(example.legal[done]), f"legal actions after {done} actions"
        assert action in state.legal_actions(), action
        events += state.apply(action)
    if len(example.actions) in example.legal:
        assert sorted(state.legal_actions()) == list(example.legal[len(example.actions)])
    assert examples_module(game_id).matches(example, state) == {}
    assert is_subsequence(example.rules, rules(events)), rules(events)


@pytest.mark.parametrize(("game_id", "example"), CASES, ids=IDS)
def test_examples_replay_from_their_record(game_id: str, example: Example) -> None:
    state, _ = examples_module(game_id).replay(example)
    assert load_game(game_id).replay(state.record()).snapshot() == state.snapshot()
