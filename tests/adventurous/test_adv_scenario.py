"""Adventurous scenario specs (``game.scenario``): a position written as a spec resumes exactly
where it was, its record replays to it, and every bad key, card, placement or decision is refused
by a :class:`ScenarioError` naming it (and, for a placement, the rule it breaks)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from game_modules import game_module

from venture_widgets import load_game
from venture_widgets.core.errors import ScenarioError
from venture_widgets.games.adventurous.geometry import ORIENTATIONS
from venture_widgets.games.adventurous.placement import map_problem, marvel_problem
from venture_widgets.games.adventurous.scenario import DISCOVERING_KEYS, OPTION_KEYS, PLACED_KEYS, TOP_KEYS

GAME = load_game("adventurous")
CASES = game_module("adventurous", "cases")
#: a map of one card (the first, over the ship's start); four marvels in the deck, one active
BASE: dict[str, Any] = {
    "placed": [{"card": 1, "x": -2, "y": -2, "orientation": 270}],
    "marvel_deck": [2, 6, 7, 14],
    "active_marvel": 3,
}


def _refused(spec: dict[str, Any], *fragments: str) -> str:
    with pytest.raises(ScenarioError) as caught:
        GAME.scenario(spec)
    message = str(caught.value)
    assert all(fragment in message for fragment in fragments), message
    assert len(message) < 400, message
    return message


def _positions(count: int, seed: int) -> list[Any]:
    rng = random.Random(seed)
    return [CASES.random_position(rng) for _ in range(count)]


# --- a position written as a spec resumes where it was --------------------------------------------


@pytest.mark.parametrize("seed", range(4))
def test_a_position_written_as_a_spec_resumes_exactly(seed: int) -> None:
    for state in _positions(10, seed):
        again = GAME.scenario(CASES.spec_of(state))
        assert again.legal_actions() == state.legal_actions()
        for seat in [None, *range(state.players)]:
            assert again.observe(seat) == state.observe(seat)
        rng = random.Random(seed)
        while not state.is_over:  # and both play on alike
            action = rng.choice(state.legal_actions())
            assert state.apply(action) == again.apply(action)
        assert again.scores() == state.scores()


@pytest.mark.parametrize("seed", range(3))
def test_a_scenario_record_replays_to_the_same_state(seed: int) -> None:
    for state in _positions(8, seed):
        built = GAME.scenario(CASES.spec_of(state))
        rng = random.Random(seed)
        for _ in range(rng.randrange(12)):
            if built.is_over:
                break
            built.apply(rng.choice(built.legal_actions()))
        record = built.record()
        assert GAME.replay(json.dumps(record)).snapshot() == built.snapshot()
        assert GAME.replay(record).scenario_spec == built.scenario_spec


def test_each_decision_resumes_where_the_spec_says() -> None:
    turn = GAME.scenario({**BASE, "map_deck": [4, 5, 8, 9, 10, 11, 12, 13, 15, 16, 17]})
    assert turn.choice.kind == "draw" and turn.legal_actions() == ["draw top", "draw bottom"]  # Explore at once
    assert turn.turn == 1 and turn.map_deck[-1] == 4 and turn.opening_events[-1]["rule"] == "turn.explore"
    one_drawn = GAME.scenario({**BASE, "drawn": [4], "decision": "draw"})
    assert one_drawn.choice.kind == "draw" and one_drawn.drawn == [4]
    one_drawn.apply("draw top")
    assert one_drawn.choice.kind == "place" and len(one_drawn.drawn) == 2
    placing = GAME.scenario({**BASE, "drawn": [4, 5], "players": 2, "active": 1, "turn": 7})
    assert placing.choice.kind == "place" and placing.current_player == 1 and placing.turn == 7
    assert {action.split()[1] for action in placing.legal_actions()} <= {"4", "5"}
    while placing.drawn:  # both cards placed, then the map deck passes to the next seat
        placing.apply(placing.legal_actions()[0])
    assert placing.active == 0 and placing.turn == 8


def test_a_discovered_marvel_is_placed_from_its_source() -> None:
    for state in _positions(40, 7):
        found = [action for action in state.legal_actions() if action.startswith("discover")]
        if not found:
            continue
        state.apply(found[-1])
        if state.choice is None or state.choice.kind != "place":  # one placement: made at once
            continue
        card, source = state.env["marvel"]
        spec = CASES.spec_of(state)
        assert spec["discovering"] == {"card": card, "source": source} and spec["decision"] == "place"
        again = GAME.scenario(spec)
        assert again.observe(0)["discovering"] == {"card": card, "source": source}
        assert again.legal_actions() == state.legal_actions()
        action = again.legal_actions()[0]
        assert again.apply(action) == state.apply(action)
        assert again.marvel_deck == state.marvel_deck and again.active_marvel == state.active_marvel
        return
    raise AssertionError("no Discover in 40 random positions")


def test_a_finished_position_is_over_at_once() -> None:
    """Every map card placed or set aside and no marvel placed: the game ends at the turn's start."""
    state = GAME.scenario({**BASE, "set_aside": [4, 5, 8, 9, 10, 11, 12, 13, 15, 16, 17], "map_deck": []})
    assert state.is_over and state.legal_actions() == []
    assert state.opening_events[-1]["rule"] == "scoring.result"


def test_an_omitted_map_deck_is_the_rest_shuffled_by_the_seed() -> None:
    decks = {seed: GAME.scenario({**BASE, "seed": seed}).map_deck for seed in range(4)}
    assert all(sorted(deck) == [4, 5, 8, 9, 10, 11, 12, 13, 15, 16, 17] for deck in decks.values())
    assert len({tuple(deck) for deck in decks.values()}) > 1
    assert GAME.scenario({**BASE, "seed": 2}).map_deck == decks[2]


def test_the_marvels_are_the_game_option() -> None:
    state = GAME.scenario({**BASE, "options": {"difficulty": "novice", "journey_effects": True}})
    assert state.options["marvels"] == [2, 3, 6, 7, 14]
    assert state.journey_effects() == ("top_only",)  # marvel 3, of difficulty I, is active


# --- what is refused, by name ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "fragments"),
    [
        ({"board": []}, ("scenario: unknown key 'board'",)),
        ({"players": 5}, ("players must be an integer from 1 to 4, got 5",)),
        ({"players": True}, ("players must be an integer from 1 to 4, got True",)),
        ({"seed": -1}, ("seed must be an integer",)),
        ({"options": {"marvels": [1, 2, 3, 4, 5]}}, ("options: unknown key 'marvels'",)),
        ({"options": {"difficulty": "easy"}}, ("options: option difficulty='easy'",)),
        ({"options": {"difficulty": "legend"}}, ("options: option marvels=[2, 3, 6, 7, 14]", "Legend needs")),
        ({"marvel_deck": [2, 6, 7]}, ("the marvels", "must be 5 cards, got 4")),
        ({"marvel_deck": [2, 6, 7, 1]}, ("placed[0].card: card 1 appears twice", "marvel_deck[3]")),
        ({"marvel_deck": [2, 6, 7, 18]}, ("marvel_deck[3] must be an integer from 1 to 17, got 18",)),
        ({"marvel_deck": "2 6 7 14"}, ("marvel_deck must be a list",)),
        ({"active_marvel": None}, ("active_marvel: null only once the marvel deck is empty",)),
        ({"map_deck": [4, 5]}, ("card 8 is nowhere",)),
        ({"drawn": [4, 5, 8]}, ("drawn: an Explore draws 2 cards, got 3",)),
        ({"drawn": [4, 5], "decision": "turn"}, ("decision 'turn'", "[4, 5]")),
        ({"drawn": [4, 5], "decision": "draw"}, ("decision 'draw'",)),
        ({"decision": "place"}, ("decision 'place': nothing to place",)),
        ({"decision": "discover"}, ("decision must be one of 'turn', 'draw', 'place', got 'discover'",)),
        ({"active": 1}, ("active must be an integer from 0 to 0, got 1",)),
        ({"turn": 0}, ("turn must be an integer from 1 to 999, got 0",)),
        ({"discovering": {"card": 2, "source": "active"}}, ("discovering.card: marvel 2 is not the active marvel",)),
        ({"discovering": {"card": 3, "source": "under"}}, ("discovering.source must be one of 'active', 'top'",)),
        ({"discovering": {"card": 3}}, ("discovering.card: marvel 3 fits nowhere on this map",)),
        ({"discovering": {"card": 3, "what": 1}}, ("discovering: unknown key 'what'",)),
        ({"placed": [{"x": 0}]}, ("placed[0] must name its card",)),
        ({"placed": [{"card": 1, "x": -2, "y": -2, "orientation": 45}]}, ("placed[0].orientation must be one of",)),
        ({"placed": [{"card": 1, "side": "back"}]}, ("placed[0].side must be one of 'map', 'marvel'",)),
        ({"placed": [{"card": 1, "x": 10**9}]}, ("placed[0].x must be an integer from -99 to 99",)),
        ({"placed": [{"card": 1, "angle": 0}]}, ("placed[0]: unknown key 'angle'",)),
        ({"placed": [{"card": 1, "x": 0, "y": 0}]}, ("placed[0]: map card 1 at (0, 0) turned 0", "(rule place.ship)")),
        ({"placed": [{"card": 1, "x": 3, "y": -5}]}, ("placed[0]: map card 1", "(rule map.first)")),
        (
            {"placed": [{"card": 1, "side": "marvel", "x": 3, "y": -5}]},
            ("placed[0]: marvel card 1", "(rule place.grid)"),
        ),
    ],
)
def test_a_bad_spec_is_refused_naming_what_is_wrong(change: dict[str, Any], fragments: tuple[str, ...]) -> None:
    _refused({**BASE, **change}, *fragments)


def _breaking(state: Any, card: int, side: str) -> dict[str, tuple[int, int, int]]:
    """A placement of ``card`` on ``state``'s map that breaks each rule, by rule id (the first one
    the reference check finds, over anchors near the map)."""
    found: dict[str, tuple[int, int, int]] = {}
    for y in range(-12, 8):
        for x in range(-12, 12):
            for orientation in ORIENTATIONS:
                if side == "map":
                    problem = map_problem(state, card, x, y, orientation, ())
                else:
                    problem = marvel_problem(state, card, x, y, orientation)
                if problem is not None:
                    found.setdefault(problem[0], (x, y, orientation))
    return found


def _placing(count: int, seed: int) -> list[Any]:
    """Positions of random games where drawn map cards are to be placed."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = CASES.random_position(rng)
        if state.choice.kind == "place" and state.drawn:
            found.append(state)
    return found


def test_an_illegal_map_card_in_the_spec_names_its_card_and_rule() -> None:
    """On the maps of random games, a drawn card written as placed where a rule forbids it is
    refused with that rule."""
    met: set[str] = set()
    for state in _placing(16, 3):
        spec = {**CASES.spec_of(state), "decision": "turn", "drawn": [], "set_aside": state.set_aside + state.drawn[1:]}
        card = state.drawn[0]
        for rule, (x, y, orientation) in _breaking(state, card, "map").items():
            entry = {"card": card, "x": x, "y": y, "orientation": orientation}
            _refused(
                {**spec, "placed": [*spec["placed"], entry]}, f"placed[{len(state.placed)}]: map card {card}", rule
            )
            met.add(rule)
    assert {"place.ship", "map.extend", "map.cover_whole", "map.single_path"} <= met, sorted(met)


def test_an_illegal_marvel_in_the_spec_names_its_card_and_rule() -> None:
    """The same for the active marvel written as placed."""
    met: set[str] = set()
    for state in _placing(16, 4):
        card = state.active_marvel
        if card is None:
            continue
        deck = CASES.spec_of(state)["marvel_deck"]
        spec = {**CASES.spec_of(state), "active_marvel": deck[0] if deck else None, "marvel_deck": deck[1:]}
        for rule, (x, y, orientation) in _breaking(state, card, "marvel").items():
            entry = {"card": card, "side": "marvel", "x": x, "y": y, "orientation": orientation}
            where = f"placed[{len(state.placed)}]: marvel card {card}"
            _refused({**spec, "placed": [*spec["placed"], entry]}, where, rule)
            met.add(rule)
    assert {"marvel.landscape", "place.ship", "place.grid", "marvel.no_path", "marvel.cost"} <= met, sorted(met)


NASTY: list[Any] = [None, True, 1, -1, 2.5, "x" * 100_000, [], {}, [[]], [None], ["x"], {"a": [1]}, 10**5000]


@pytest.mark.parametrize("key", TOP_KEYS)
@pytest.mark.parametrize("value", NASTY, ids=range(len(NASTY)))
def test_any_value_of_any_field_builds_or_is_a_short_scenario_error(key: str, value: Any) -> None:
    for spec in ({**BASE, key: value},):
        try:
            GAME.scenario(spec)
        except ScenarioError as error:
            assert len(str(error)) < 400, str(error)[:500]


@pytest.mark.parametrize("key", [*PLACED_KEYS, *DISCOVERING_KEYS, *OPTION_KEYS])
@pytest.mark.parametrize("value", NASTY, ids=range(len(NASTY)))
def test_any_value_of_any_nested_field_builds_or_is_a_short_scenario_error(key: str, value: Any) -> None:
    nested = [
        {**BASE, "placed": [{**BASE["placed"][0], key: value}]},
        {**BASE, "discovering": {"card": 3, "source": "active", key: value}},
        {**BASE, "options": {key: value}},
    ]
    for spec in nested:
        try:
            GAME.scenario(spec)
        except ScenarioError as error:
            assert len(str(error)) < 400, str(error)[:500]
