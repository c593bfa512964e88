"""Issue 8, item 5: scenario specs are validated, field by field, in every game.

Each game's random specs, the one refusal they may meet and the names people read come from its
``tests/<id>/cases.py`` (``game_modules.py``).

A bad field raises :class:`ScenarioError` naming the field and the value, cut short; a spec that
passes never reaches a position with no legal action before the game is over.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from game_modules import game_module
from hypothesis import given, settings
from hypothesis import strategies as st

import venture_widgets as vw
from venture_widgets.core.errors import ScenarioError

#: every game with random scenario specs: ``scenario_spec`` of its ``tests/<id>/cases.py``
GAMES = [game_id for game_id in vw.list_games() if hasattr(game_module(game_id, "cases"), "scenario_spec")]
VS = vw.load_game("venturesome")
WV = vw.load_game("wild_venture")
VS_BASE = {"players": 2, "hands": [["GUIDE.MAP"], ["REPORTER.RING"]], "threats": ["JAGUAR", "TRAP"]}
WV_BASE: dict[str, Any] = {"players": [{"villagers": ["frog_wizard"]}, {}]}
HUGE = "x" * 100_000
NASTY: list[Any] = [None, True, 1, -1, 2.5, HUGE, [], {}, [[]], [None], [HUGE], {"a": [1]}, {HUGE: 1}, 10**5000]


def _build(game: vw.Game, spec: Any) -> None:
    """Build ``spec``: it works, or raises a ScenarioError with a short message."""
    try:
        game.scenario(spec)
    except ScenarioError as error:
        assert len(str(error)) < 400, str(error)[:500]


@pytest.mark.parametrize("key", sorted(vw.games.venturesome.scenario.KEYS))
@pytest.mark.parametrize("value", NASTY, ids=range(len(NASTY)))
def test_any_value_of_any_venturesome_field_builds_or_is_a_short_scenario_error(key: str, value: Any) -> None:
    _build(VS, {**VS_BASE, key: value})


@pytest.mark.parametrize("key", sorted(vw.games.wild_venture.scenario.TOP_KEYS))
@pytest.mark.parametrize("value", NASTY, ids=range(len(NASTY)))
def test_any_value_of_any_wild_venture_field_builds_or_is_a_short_scenario_error(key: str, value: Any) -> None:
    _build(WV, {**WV_BASE, key: value})


@pytest.mark.parametrize("key", sorted(vw.games.wild_venture.scenario.PLAYER_KEYS))
@pytest.mark.parametrize("value", NASTY, ids=range(len(NASTY)))
def test_any_value_of_any_wild_venture_player_field_builds_or_is_a_short_scenario_error(key: str, value: Any) -> None:
    _build(WV, {"players": [{key: value}, {}]})
    _build(WV, {"players": [{key: [value]}, {}]})  # and as an entry of a list
    _build(WV, {"players": [{"buildings": [{"code": "zero_waste", key: value}]}, {}]})


@pytest.mark.parametrize(
    ("change", "fragment"),
    [
        ({"seed": -1}, "seed must be an integer from 0 to 2**64 - 1, got -1"),
        ({"seed": True}, "seed must be an integer from 0 to 2**64 - 1, got True"),
        ({"current": True}, "current must be an integer from 0 to 1, got True"),
        ({"hands": [["GUIDE.MAP"], []]}, "seat 1 is still in the round, so hands[1] needs a card"),
        ({"hands": [["NO.SUCH"], ["REPORTER.RING"]]}, "hands[0][0]: 'NO.SUCH' is not a card code"),
        ({"hands": [["GUIDE.MAP", "GUIDE.MAP"], ["REPORTER.RING"]]}, "hands[0][1]: no GUIDE.MAP card is left"),
        ({"deck": ["GUIDE.GEM1"] * 3}, "deck[2]: no GUIDE.GEM1 card is left: the game has 2"),
        ({"discard": ["GUIDE.MAP"]}, "discard[0]: no GUIDE.MAP card is left: the game has 1"),
        ({"hands": [[HUGE], ["GUIDE.MAP"]]}, "hands[0][0]: 'xxxxxxxx"),
        ({"threats": ["JAGUAR", "JAGUAR"]}, "threat JAGUAR is named twice"),
        ({"out": [1, 1], "hands": [["GUIDE.MAP"], []]}, "out names 1 twice"),
        ({"out": [[1]]}, "out[0] must be an integer from 0 to 1, got [1]"),
        ({"resolved": ["TRAP"]}, "resolved must be an object, got ['TRAP']"),
        ({"resolved": {"BOG": 2}}, "resolved['BOG'] must be an integer from 0 to 1, got 2"),
        ({"rest": ["deck"]}, "rest must be one of 'deck', 'discard', got ['deck']"),
        ({"intimidated": "ARTIFACT_HUNTER"}, "intimidated must be one of 'GUIDE',"),
        ({"last_resolver": 1.0}, "last_resolver must be an integer from 0 to 1, got 1.0"),
        ({"deck": "GUIDE.RING"}, "deck must be a list, got 'GUIDE.RING'"),
        ({HUGE: 1}, "scenario: unknown key 'xxxxx"),
    ],
)
def test_a_bad_venturesome_field_is_named(change: dict[str, Any], fragment: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        VS.scenario({**VS_BASE, **change})
    assert fragment in str(caught.value) and len(str(caught.value)) < 400


def test_a_collector_never_targets_a_seat_with_no_card() -> None:
    """An empty hand in the round was accepted, and a Collector trading with it dead-ended."""
    spec = {"players": 2, "hands": [["COLLECTOR.MAP", "GUIDE.MAP", "GUIDE.RING"], []], "threats": ["TRAP", "BOG"]}
    with pytest.raises(ScenarioError, match=r"seat 1 is still in the round, so hands\[1\] needs a card"):
        VS.scenario(spec)


def _wv_player(**fields: Any) -> dict[str, Any]:
    return {**WV_BASE, "players": [fields, {}]}


@pytest.mark.parametrize(
    ("spec", "fragment"),
    [
        ({"board_tokens": ["w2"]}, "board_tokens must be an object, got ['w2']"),
        ({"board_tokens": {"w2": "plus5"}}, "board_tokens.w2 must be one of 'nest', got 'plus5'"),
        ({"board_tokens": {"home": "nest"}}, "a board_tokens space must be one of 'w2', 'wa1',"),
        ({"board_tokens": {"w2": ["nest"]}}, "board_tokens.w2 must be one of 'nest', got ['nest']"),
        ({"board_enchant": "nl5"}, "board_enchant must be an object, got 'nl5'"),
        ({"board_enchant": {"w1": ["sun"]}}, "a board_enchant space must be one of 'nl5', 'en1', got 'w1'"),
        ({"board_enchant": {"nl5": ["sun", "sun", "moon"]}}, "board_enchant.nl5 holds at most a pair"),
        ({"board_enchant": {"nl5": [["sun"]]}}, "board_enchant.nl5[0] must be one of 'moon', 'sun', 'star'"),
        ({"board_enchant": {"nl5": ["sun", "sun"], "en1": ["sun"]}}, "3 sun tokens are placed"),
        ({"active": True}, "active must be an integer from 0 to 1, got True"),
        ({"active": 2}, "active must be an integer from 0 to 1, got 2"),
        ({"main_actions_left": 3}, "main_actions_left must be an integer from 0 to 2, got 3"),
        ({"final_turns": 3}, "final_turns must be an integer from 1 to 2, got 3"),
        ({"turn": 0}, "turn must be an integer of at least 1, got 0"),
        ({"seed": 2**64}, "seed must be an integer from 0 to 2**64 - 1"),
        ({"no_memory": 1}, "option no_memory=1: must be True or False"),
        ({"players": [{}, {}, {}]}, "players must list 2 players, got 3"),
        ({"deck": ["frog_wizard", "frog_wizard"]}, "deck[1]: card 'frog_wizard' appears twice"),
        ({"trash": ["nest"]}, "trash[0]: 'nest' is a starter"),
        ({"trash": [["nest"]]}, "trash[0]: ['nest'] is not a card code"),
        (_wv_player(position=["home"]), "players[0].position must be one of 'home', 'w1',"),
        (_wv_player(upgraded=[["nest"]]), "players[0].upgraded[0] must be one of 'nest', 'lilypad', 'warren'"),
        (_wv_player(upgraded=["nest", "nest"]), "players[0].upgraded names 'nest' twice"),
        (_wv_player(tokens=["sun", "sun"]), "players[0].tokens names 'sun' twice"),
        (
            _wv_player(tokens=["sun"], buildings=[{"code": "zero_waste", "enchanted": "sun"}]),
            "players[0]: its tokens and enchanted buildings (one of each type at most) names 'sun' twice",
        ),
        (_wv_player(returning=1), "players[0].returning must be true or false, got 1"),
        (_wv_player(coins=True), "players[0].coins must be an integer of at least 0, got True"),
        (_wv_player(species="frog"), "both players are frogs"),
        (_wv_player(villagers=[{"code": "frog_wizard", "supply": 9}]), ".supply must be an integer from 0 to"),
        (_wv_player(villagers=[{"code": "frog_wizard", "level": 2}]), "players[0].villagers[0]: unknown key 'level'"),
        (_wv_player(villagers=[{"supply": 2}]), "players[0].villagers[0] must be a card code or"),
        (_wv_player(gear=[{"code": "frog_wizard"}]), "'frog_wizard' is a villager, not a gear"),
        (_wv_player(villagers=[{"code": "frog_wizard", "enchanted": "sun"}]), "only buildings are enchanted"),
        (_wv_player(used_main=["the_mighty_joe"]), "players[0].used_main[0] must be one of"),
        (_wv_player(used_free=["nest", "nest"]), "players[0].used_free names 'nest' twice"),
        (_wv_player(hand=HUGE), "players[0].hand must be a list, got 'xxxxx"),
        (_wv_player(**{HUGE: 1}), "players[0]: unknown key 'xxxxx"),
    ],
)
def test_a_bad_wild_venture_field_is_named(spec: dict[str, Any], fragment: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        WV.scenario(spec)
    assert fragment in str(caught.value) and len(str(caught.value)) < 400


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=100, deadline=None)
@given(rng=st.randoms(use_true_random=False))
def test_a_valid_spec_never_reaches_a_position_without_a_legal_action(game_id: str, rng: random.Random) -> None:
    cases = game_module(game_id, "cases")
    spec = cases.scenario_spec(rng)
    try:
        state = vw.load_game(game_id).scenario(spec)
    except ScenarioError as error:  # only the refusal the game's cases name (a Venturesome seat with no card)
        assert cases.SPEC_REFUSED is not None and cases.SPEC_REFUSED in str(error), error
        return
    for _ in range(5_000):
        if state.is_over:
            return
        legal = state.legal_actions()
        assert legal, f"seat {state.current_player} has no legal action: {state.snapshot()}"
        state.apply(rng.choice(legal))
    raise AssertionError("a random playout did not end in 5,000 actions")


# --- names people read (issue 9, item 6) ----------------------------------------------------------


def _named(spec: Any, names: dict[str, str]) -> Any:
    """``spec`` with every string (and object key) that ``names`` knows replaced by its name."""
    if isinstance(spec, dict):
        return {names.get(key, key): _named(value, names) for key, value in spec.items()}
    if isinstance(spec, list):
        return [_named(item, names) for item in spec]
    return names.get(spec, spec) if isinstance(spec, str) else spec


def _position(state: Any) -> dict[str, Any]:
    """The state's snapshot but the spec it was built from (kept, as given, for its record)."""
    return {key: value for key, value in state.snapshot().items() if key != "scenario_spec"}


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=60, deadline=None)
@given(rng=st.randoms(use_true_random=False))
def test_a_spec_naming_cards_as_people_read_them_builds_the_same_position(game_id: str, rng: random.Random) -> None:
    cases = game_module(game_id, "cases")
    spec = cases.scenario_spec(rng)
    named = _named(spec, cases.NAMES)
    game = vw.load_game(game_id)
    try:
        state = game.scenario(spec)
    except ScenarioError as error:
        with pytest.raises(ScenarioError) as caught:
            game.scenario(named)
        assert str(caught.value).split(":")[0] == str(error).split(":")[0]
        return
    assert _position(game.scenario(named)) == _position(state)


def test_wild_venture_spaces_may_be_named_too() -> None:
    named = WV.scenario(
        {"players": [{"position": "Mystery Forest Edge"}, {}], "board": "autumn", "board_enchant": {"Fox Den": ["sun"]}}
    )
    plain = WV.scenario({"players": [{"position": "w2"}, {}], "board": "autumn", "board_enchant": {"wn2": ["sun"]}})
    assert _position(named) == _position(plain)


@pytest.mark.parametrize(
    ("game", "spec", "fragment"),
    [
        (VS, {**VS_BASE, "hands": [["Guide (Maps)"], ["REPORTER.RING"]]}, "hands[0][0]: 'Guide (Maps)' is not a card"),
        (VS, {**VS_BASE, "threats": ["Jaguar", "Jaguar"]}, "threat Jaguar is named twice"),
        (VS, {**VS_BASE, "intimidated": "Artifact Hunter"}, "intimidated must be one of 'GUIDE',"),
        (WV, _wv_player(hand=["Frog wizard"]), "players[0].hand[0]: 'Frog wizard' is not a card code or name"),
        (WV, _wv_player(position="Mystery Forest Edge"), "players[0].position must be one of 'home', 'w1',"),
    ],
)
def test_a_name_that_is_not_one_is_refused_by_name(game: vw.Game, spec: dict[str, Any], fragment: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        game.scenario(spec)
    assert fragment in str(caught.value)
