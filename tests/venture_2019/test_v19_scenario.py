"""Venture (2019) scenario specs (``game.scenario``): a spec builds the table it describes, with
the cards it does not name shuffled into the deck; every bad key or value is refused by a
:class:`ScenarioError` naming the field; the record of a scenario game replays to it."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest
from game_modules import game_module

import venture_widgets as vw
from venture_widgets import load_game
from venture_widgets.core.errors import RecordError, ScenarioError
from venture_widgets.games.venture_2019.cards import CODE, MISSION_BY_NUMBER, deck_cards
from venture_widgets.games.venture_2019.model import ROLES
from venture_widgets.games.venture_2019.scenario import SEAT_KEYS, TOP_KEYS

GAME = load_game("venture_2019")
CASES = game_module("venture_2019", "cases")
HOOKS = game_module("venture_2019", "hooks").HOOKS
INVARIANT = HOOKS.invariant
#: a 4-player table with every key given
FULL: dict[str, Any] = {
    "players": 4,
    "seed": 3,
    "seats": [
        {"role": "physicist", "missions": [2, 5, 9, 16], "completed": [5], "hand": ["quill", "theft-chem"]},
        {"role": "biologist", "missions": [1, 3, 6, 10], "hand": ["flask", "rebuttal"], "shown": ["flask"]},
        {"role": "mathematician", "missions": [4, 7, 11, 15], "lasting": [{"card": "embargo-math", "spent": True}]},
        {"role": "chemist", "missions": [8, 12, 13, 14], "lasting": [{"talent": "shield"}], "completed": [8, 12]},
    ],
    "deck": ["grant-math", "hourglass"],
    "discard": ["objection-bio", "calculator"],
    "active": 1,
    "turn": 6,
    "direction": -1,
    "start": "actions",
}


def codes(cards: list[int]) -> list[str]:
    return [CODE[card] for card in cards]


def test_scenario_builds_the_table_the_spec_describes() -> None:
    state = GAME.scenario(FULL)
    INVARIANT(state)
    assert state.roles == ["physicist", "biologist", "mathematician", "chemist"]
    assert state.missions == [[2, 5, 9, 16], [1, 3, 6, 10], [4, 7, 11, 15], [8, 12, 13, 14]]
    assert {m: CODE[card] for m, card in state.completed.items()} == {
        m: MISSION_BY_NUMBER[m].instrument for m in (5, 8, 12)
    }
    assert [codes(hand) for hand in state.hands[:2]] == [["quill", "theft-chem"], ["flask", "rebuttal"]]
    assert len(state.hands[2]) == len(state.hands[3]) == 5  # dealt from the cards not named
    assert state.observe(0)["seats"][1]["hand"] == {"count": 2, "known": ["flask"]}
    beside = [(CODE[card], kind, spent) for card, kind, spent in state.lasting[2]]
    assert beside == [("embargo-math", "no_mission", True)]
    assert state.lasting[3] == [(None, "shield", False)]
    assert codes(state.deck[-2:]) == ["hourglass", "grant-math"]  # the top is the end: grant-math first
    assert codes(state.discard) == ["objection-bio", "calculator"]
    assert (state.active, state.turn, state.direction, state.phase) == (1, 6, -1, "actions")
    assert (state.current_player, state.choice.kind) == (1, "action")
    assert state.first_player == 0  # the holder of mission 16, the highest


def test_scenario_defaults_deal_the_table_round() -> None:
    state = GAME.scenario({"players": 5})
    INVARIANT(state)
    assert state.roles == list(ROLES[:5])
    assert state.missions[0] == [1, 6, 11, 16] and state.missions[4] == [5, 10, 15, 20]
    assert all(len(hand) == 5 for hand in state.hands) and not state.completed and not state.discard
    assert state.first_player == state.active == 4  # mission 20
    assert (state.turn, state.direction) == (1, 1)
    assert [event["type"] for event in state.opening_events[:3]] == ["scenario", "turn", "draw_face_up"]


def test_scenario_starts_a_turn_with_its_face_up_draw() -> None:
    state = GAME.scenario({"deck": ["quill"], "active": 2, "turn": 4})
    (drawn,) = [event for event in state.opening_events if event["type"] == "draw_face_up"]
    assert (drawn["seat"], drawn["card"], state.turn) == (2, "quill", 4)
    assert "quill" in state.observe(0)["seats"][2]["hand"]["known"]


@pytest.mark.parametrize(("start", "kind"), [("missions", "complete"), ("refill", "discard")])
def test_scenario_starts_at_the_phase_it_names(start: str, kind: str) -> None:
    hand = ["quill", "flask", "calculator", "hourglass", "grant-math"]
    state = GAME.scenario({"seats": [{"hand": hand}], "active": 0, "start": start})
    assert (state.current_player, state.choice.kind, state.phase) == (0, kind, start)


def test_scenario_random_specs_build_sound_tables() -> None:
    rng = random.Random(5)
    for _ in range(60):
        spec = CASES.scenario_spec(rng)
        state = GAME.scenario(spec)
        INVARIANT(state)
        moved = {event.get("seat") for event in state.opening_events[1:]}  # play went on up to a decision
        for i, seat in enumerate(spec["seats"]):
            if "hand" in seat and i not in moved:
                assert Counter(codes(state.hands[i])) == Counter(seat["hand"])
            for mission in seat.get("completed", []):
                assert mission in state.completed


@pytest.mark.parametrize("seed", range(3))
def test_scenario_a_record_replays_to_the_same_state(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(8):
        built = GAME.scenario(CASES.scenario_spec(rng))
        for _ in range(rng.randrange(40)):
            if built.is_over:
                break
            built.apply(rng.choice(built.legal_actions()))
        record = built.record()
        again = GAME.replay(json.dumps(record))
        assert again.snapshot() == built.snapshot()
        assert again.scenario_spec == built.scenario_spec
        assert [again.observe(seat) for seat in range(built.players)] == [
            built.observe(seat) for seat in range(built.players)
        ]


def _seat(i: int, **keys: Any) -> dict[str, Any]:
    """The spec with seat ``i`` given ``keys``."""
    return {"seats": [{} for _ in range(i)] + [keys]}


@pytest.mark.parametrize(
    ("spec", "fragment"),
    [
        ({"board": 1}, "scenario: unknown key 'board'"),
        ({"players": 2}, "players must be an integer from 3 to 6, got 2"),
        ({"players": True}, "players must be an integer from 3 to 6, got True"),
        ({"seed": -1}, "seed must be an integer"),
        ({"seats": {}}, "seats must be a list, got {}"),
        ({"seats": [{}, {}, {}, {}]}, "seats: 4 seats given for a 3-player game"),
        ({"seats": [[]]}, "seats[0] must be an object, got []"),
        (_seat(1, cards=[]), "seats[1]: unknown key 'cards'"),
        (_seat(0, role="alchemist"), "seats[0].role must be one of 'mathematician'"),
        ({"seats": [{"role": "chemist"}, {"role": "chemist"}]}, "roles of the seats names 'chemist' twice"),
        (_seat(0, missions=[1, 2, 3]), "seats[0].missions: each scientist has 4 missions, got 3"),
        (_seat(0, missions=[1, 2, 3, 13]), "seats[0].missions[3] must be an integer from 1 to 12, got 13"),
        (_seat(0, missions=[1, 1, 2, 3]), "seats[0].missions names 1 twice"),
        (
            {"seats": [{"missions": [2, 3, 5, 6]}, {"missions": [2, 4, 7, 8]}]},
            "the missions of the seats names 2 twice",
        ),
        (_seat(0, missions="1 2 3 4"), "seats[0].missions must be a list"),
        (_seat(0, completed=[2]), "seats[0].completed[0]: 2 is not one of the seat's missions [1, 4, 7, 10]"),
        (_seat(0, completed=[True]), "seats[0].completed[0] must be an integer from 1 to 12, got True"),
        (_seat(0, completed=[1, 1]), "seats[0].completed names 1 twice"),
        (_seat(0, completed=[1, 4, 7, 10]), "seats[0].completed: a scientist with 4 completed missions has won"),
        (_seat(0, completed=1), "seats[0].completed must be a list, got 1"),
        (_seat(0, hand=["theft"]), "seats[0].hand[0]: no card is called 'theft'"),
        (_seat(0, hand=["quill"] * 5), "seats[0].hand[4]: a 3-player game has only 4 Quill cards"),
        (_seat(0, hand=["rebuttal"] * 3), "seats[0].hand[2]: a 3-player game has only 2 Rebuttal (no symbol) cards"),
        (_seat(0, hand="quill"), "seats[0].hand must be a list, got 'quill'"),
        (_seat(0, hand=["quill"], shown=["flask"]), "seats[0].shown[0]: 'flask' is not in the seat's hand"),
        (_seat(0, hand=["quill"], shown=["quill", "quill"]), "seats[0].shown[1]: 'quill' is not in the seat's hand"),
        (_seat(0, lasting=[{"card": "theft-chem"}]), "seats[0].lasting[0].card: Idea Theft (Chemist) does not stay"),
        (_seat(0, lasting=[{"talent": "protect"}]), "seats[0].lasting[0].talent must be one of 'shield'"),
        (_seat(0, lasting=[{"talent": "shield", "card": "embargo-math"}]), "seats[0].lasting[0]: give a long-term"),
        (_seat(0, lasting=[{"talent": "shield"}] * 2), "seats[0].lasting[1]: a role holds one talent's protection"),
        (_seat(0, lasting=[{}]), "seats[0].lasting[0]: give a long-term card (card) or a talent's protection"),
        (_seat(0, lasting=[{"talent": "shield", "spent": 0}]), "seats[0].lasting[0].spent must be true or false"),
        (_seat(0, lasting=[{"card": "embargo-math", "turns": 1}]), "seats[0].lasting[0]: unknown key 'turns'"),
        ({"deck": ["quill"] * 5}, "deck[4]: a 3-player game has only 4 Quill cards"),
        ({"discard": ["grant"]}, "discard[0]: no card is called 'grant'"),
        ({"discard": "quill"}, "discard must be a list, got 'quill'"),
        ({"active": 3}, "active must be an integer from 0 to 2, got 3"),
        ({"turn": 0}, "turn must be an integer from 1 to 999, got 0"),
        ({"direction": 0}, "direction must be 1 (clockwise) or -1, got 0"),
        ({"direction": 1.0}, "direction must be 1 (clockwise) or -1, got 1.0"),
        ({"direction": True}, "direction must be 1 (clockwise) or -1, got True"),
        ({"start": "draw"}, "start must be one of 'turn', 'actions', 'missions', 'refill', got 'draw'"),
    ],
)
def test_scenario_a_bad_field_is_refused_by_name(spec: dict[str, Any], fragment: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        GAME.scenario(spec)
    assert fragment in str(caught.value) and len(str(caught.value)) < 400, str(caught.value)


NASTY: list[Any] = [None, True, 1, -1, 2.5, "x" * 100_000, [], {}, [[]], [None], ["x" * 100_000], {"a": [1]}, 10**5000]


@pytest.mark.parametrize("key", TOP_KEYS)
@pytest.mark.parametrize("value", NASTY, ids=range(len(NASTY)))
def test_scenario_any_value_of_any_field_builds_or_is_a_short_scenario_error(key: str, value: Any) -> None:
    for spec in ({key: value}, {**FULL, key: value}, _seat(0, **{k: value for k in SEAT_KEYS if k == key})):
        try:
            INVARIANT(GAME.scenario(spec))
        except ScenarioError as error:
            assert len(str(error)) < 400, str(error)[:500]


@pytest.mark.parametrize("key", SEAT_KEYS)
@pytest.mark.parametrize("value", NASTY, ids=range(len(NASTY)))
def test_scenario_any_value_of_any_seat_field_builds_or_is_a_short_scenario_error(key: str, value: Any) -> None:
    for spec in (_seat(0, **{key: value}), _seat(0, **{key: [value]}), _seat(0, lasting=[{"card": value}])):
        try:
            INVARIANT(GAME.scenario(spec))
        except ScenarioError as error:
            assert len(str(error)) < 400, str(error)[:500]


def test_scenario_the_seen_cards_it_names_are_all_the_others_see() -> None:
    """From a spec's table on, the leak check (which starts from the spec's ``shown``) holds."""
    rng = random.Random(9)
    for _ in range(20):
        state = GAME.scenario(CASES.scenario_spec(rng))
        leaks = HOOKS.leaks(state)
        for _ in range(60):
            leaks.check(state, {seat: state.observe(seat) for seat in [None, *range(state.players)]})
            if state.is_over:
                break
            leaks.feed(state.apply(rng.choice(state.legal_actions())))


def test_scenario_seats_left_to_the_default_are_dealt_the_missions_no_seat_names() -> None:
    state = GAME.scenario({"seats": [{"missions": [1, 2, 3, 4]}, {}, {}]})
    assert state.missions == [[1, 2, 3, 4], [5, 7, 9, 11], [6, 8, 10, 12]]


def test_scenario_default_roles_avoid_the_roles_given() -> None:
    """A seat without a role takes its own in the rulebook's order unless another seat is given
    that one; then the first role no seat holds."""
    assert GAME.scenario({"seats": [{"role": "chemist"}]}).roles == ["chemist", "mathematician", "astronomer"]
    given_last = GAME.scenario({"players": 4, "seats": [{}, {}, {}, {"role": "mathematician"}]})
    assert given_last.roles == ["physicist", "chemist", "astronomer", "mathematician"]
    assert GAME.scenario({"seats": [{}, {"role": "geologist"}]}).roles == ["mathematician", "geologist", "astronomer"]


#: A 3-player spec whose discard pile takes all but 12 of the 72 cards: seats 0 and 1 are dealt
#: 5 each, and 2 are left for seat 2.
TOO_FEW_LEFT: dict[str, Any] = {"discard": [CODE[card] for card in deck_cards(3)][:60]}
TOO_FEW_MESSAGE = "seats[2].hand: a seat the spec gives no hand is dealt 5 cards, but only 2 are left to deal"


def test_scenario_naming_more_cards_than_are_left_to_deal_is_refused_by_name() -> None:
    with pytest.raises(ScenarioError) as caught:
        GAME.scenario(TOO_FEW_LEFT)
    assert TOO_FEW_MESSAGE in str(caught.value), str(caught.value)


@pytest.mark.parametrize("replay", [GAME.replay, vw.Replay], ids=["game.replay", "vw.Replay"])
def test_a_record_whose_scenario_names_too_many_cards_is_refused_by_name(replay: Any) -> None:
    record = {**GAME.scenario({}).record(), "scenario": TOO_FEW_LEFT}
    with pytest.raises(RecordError) as caught:
        replay(record)
    assert TOO_FEW_MESSAGE in str(caught.value), str(caught.value)


def test_a_snapshot_names_the_face_up_card_and_the_card_resolving_by_code() -> None:
    """As it names every other card: by its code, never by its index."""
    empty: list[dict[str, Any]] = [{"hand": []}, {"hand": []}, {"hand": []}]
    drawn = GAME.scenario({"seats": empty, "deck": ["grant-math"], "active": 0})
    assert drawn.choice.kind == "first_use" and drawn.snapshot()["face_up"] == "grant-math"
    seats = [{"hand": ["retraction-bio"]}, {"hand": [], "completed": [2, 5]}, {"hand": []}]
    state = GAME.scenario({"seats": seats, "active": 0, "start": "actions"})
    state.apply("play retraction-bio 1")
    while state.choice.kind == "answer":
        state.apply("pass")
    assert state.choice.kind == "mission" and state.snapshot()["resolving"] == "retraction-bio"
