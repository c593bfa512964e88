"""A Wild Venture: hidden information (hands, considered cards, tucked cards, the trash, what a
Consider tells) and ``determinize``, and the optional variants "No Memory" and "An Even Wilder
Venture" (rule ids ``variants.*``)."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from wild_venture_helpers import GAME, facts, legal, of_type, run, scenario

from venture_widgets.core.view import observe_event
from venture_widgets.games.wild_venture.cards import CARDS
from venture_widgets.games.wild_venture.tables import CARD_CODE, CARD_NAME

ALL_CODES = set(CARD_CODE)


def named_cards(value: object) -> set[str]:
    """Every card code or card name in an event or an observation."""
    text = json.dumps(value)
    found = {code for code in ALL_CODES if f'"{code}"' in text}
    return found | {name for name in set(CARD_NAME) if name in text}


def test_hidden_hands() -> None:
    state = scenario(players=[{"hand": ["hare_peddler", "pond_skater"]}, {"hand": ["rook_courier"]}])
    own, other = state.observe(0)["seats"][0], state.observe(0)["seats"][1]
    assert own["hand"] == ["hare_peddler", "pond_skater"]
    assert other["hand"] is None and other["hand_count"] == 1 and other["known_hand"] == []
    assert state.observe(None)["seats"][0]["hand"] is None
    assert "rook_courier" not in named_cards(state.observe(0))


def test_hidden_draws_name_the_cards_only_to_the_drawer() -> None:
    state = scenario(players=[{"villagers": ["rook_courier"]}, {}])
    events = run(state, "activate rook_courier")
    draw = of_type(events, "draw")[0]
    assert observe_event(draw, 0)["cards"] == ["crow_schoolmarm", "fledgling_scribe"]
    assert not named_cards(observe_event(draw, 1)) and not named_cards(observe_event(draw, None))


def test_hidden_tucked_cards_hidden_even_from_their_owner() -> None:
    state = scenario(players=[{"coins": 0, "hand": ["hare_peddler"], "villagers": ["night_watch_crow"]}, {}])
    events = run(state, "free night_watch_crow")
    for seat in (0, 1, None):
        view = state.observe(seat)
        assert view["seats"][0]["tucked"] is None and view["seats"][0]["tucked_count"] == 1
        assert "hare_peddler" not in named_cards(view)
        assert not named_cards([observe_event(e, seat) for e in of_type(events, "tuck")])


@pytest.mark.parametrize("where", ["hand", "consider", "play", "ruby"])
def test_hidden_events_never_name_a_tucked_card(where: str) -> None:
    if where == "hand":
        state = scenario(players=[{"hand": ["hare_peddler"], "villagers": ["night_watch_crow"]}, {}])
        events = run(state, "free night_watch_crow")
    elif where == "consider":
        state = scenario(players=[{"villagers": ["fledgling_scribe"]}, {}], deck=["hare_peddler", "pond_skater"])
        events = run(state, "free fledgling_scribe", "tuck hare_peddler")
    elif where == "play":
        state = scenario(main_actions_left=1, players=[{"villagers": [{"code": "hare_peddler", "supply": 0}]}, {}])
        events = run(state, "activate warren")
    else:
        state = scenario(players=[{"position": "wb1"}, {}], trash=["hare_peddler", "pond_skater"])
        run(state, "activate lilypad", "chest search", "take hare_peddler")  # the other taken at once
        events = run(state, "tuck hare_peddler")
    tucks = of_type(events, "tuck")
    assert len(tucks) == 1
    for seat in (0, 1, None):
        assert not named_cards(observe_event(tucks[0], seat))


def test_hidden_considered_cards() -> None:
    state = scenario(deck=["hare_peddler", "pond_skater", "rook_courier"])
    events = run(state, "activate nest")
    assert state.observe(0)["considering"] == ["hare_peddler", "pond_skater"]
    assert state.observe(1)["considering"] is None and state.observe(1)["considering_count"] == 2
    secret = {"hare_peddler", "pond_skater", "Hare Peddler", "Pond Skater"}
    assert not named_cards([observe_event(e, 1) for e in events]) & secret
    assert not named_cards(state.observe(1)) & secret


def test_hidden_trash_is_public_and_ordered() -> None:
    state = scenario(players=[{"position": "nr2"}, {}], trash=["frog_wizard"])
    run(state, "activate lilypad", "chest consider", "draw fledgling_scribe", "trash raven_lecturer")
    for seat in (0, 1, None):
        assert state.observe(seat)["trash"] == ["frog_wizard", "raven_lecturer", "crow_schoolmarm"]


def test_hidden_known_deck_and_known_hand_after_consider() -> None:
    # seat 0 considers 2 (Nest), draws 1 and puts the other back on top: it knows the top card
    state = scenario(
        players=[{}, {"villagers": ["jackdaw_clerk"]}], deck=["hare_peddler", "pond_skater", "rook_courier"]
    )
    run(state, "activate nest", "draw pond_skater")
    assert state.observe(0)["deck"]["known"] == [{"from_top": 0, "card": "hare_peddler"}]
    assert state.observe(1)["deck"]["known"] == []
    run(state, "activate lilypad", "move e1")
    # seat 1 draws it (Jackdaw Clerk: Draw 1): seat 0 now knows that card is in seat 1's hand
    run(state, "free jackdaw_clerk")
    assert state.observe(0)["seats"][1]["known_hand"] == ["hare_peddler"]
    assert state.observe(0)["deck"]["known"] == []
    assert state.observe(None)["seats"][1]["known_hand"] == []


def test_hidden_determinize_keeps_the_observation_and_changes_hidden_cards() -> None:
    state = GAME.new_game(seed=21)
    rng = random.Random(0)
    while state.turn < 6:
        state.apply(rng.choice(state.legal_actions()))
    for seat in (0, 1):
        before = state.snapshot()
        changed = False
        for k in range(8):
            copy = state.determinize(seat, random.Random(k))
            assert copy.observe(seat) == state.observe(seat)
            if copy.current_player == seat:
                assert copy.legal_actions() == state.legal_actions()
            other = 1 - seat
            changed |= sorted(copy.hands[other]) != sorted(state.hands[other]) or copy.deck != state.deck
            assert Counter(copy.deck + copy.hands[other] + copy.tucked[0] + copy.tucked[1]) == Counter(
                state.deck + state.hands[other] + state.tucked[0] + state.tucked[1]
            )
            assert sorted(copy.hands[seat]) == sorted(state.hands[seat]) and copy.trash == state.trash
        assert changed
        assert state.snapshot() == before  # the original is left alone


def test_hidden_determinize_keeps_known_cards() -> None:
    state = scenario(
        players=[{}, {"villagers": ["jackdaw_clerk"]}], deck=["hare_peddler", "pond_skater", "rook_courier"]
    )
    run(state, "activate nest", "draw pond_skater")
    for k in range(5):
        copy = state.determinize(0, random.Random(k))
        assert copy.deck[-1] == state.deck[-1]  # seat 0 knows the top card
        assert copy.observe(0) == state.observe(0)


def test_variants_no_memory_owner_sees_tucked_cards() -> None:
    state = scenario(no_memory=True, players=[{"hand": ["hare_peddler"], "villagers": ["night_watch_crow"]}, {}])
    events = run(state, "free night_watch_crow")
    assert state.observe(0)["seats"][0]["tucked"] == ["hare_peddler"]
    assert state.observe(1)["seats"][0]["tucked"] is None and state.observe(None)["seats"][0]["tucked"] is None
    tuck = of_type(events, "tuck")[0]
    assert observe_event(tuck, 0)["cards"] == ["hare_peddler"]
    assert not named_cards(observe_event(tuck, 1))
    copy = state.determinize(0, random.Random(1))
    assert copy.tucked[0] == state.tucked[0]  # known to its owner: never dealt again


def test_variants_no_memory_off_by_default() -> None:
    assert GAME.new_game(seed=1).options["no_memory"] is False


def test_variants_even_wilder_eight_cards_trash_three_after_the_initiates_all_three_decks() -> None:
    state = GAME.new_game(seed=5, even_wilder=True, first_player=0)
    dealt = state.deck + state.hands[0] + state.hands[1]
    assert Counter(CARDS[c].deck for c in dealt) == Counter({"core": 51, "academy": 24, "tidings": 24})
    assert [len(h) for h in state.hands] == [8, 8]
    run(state, "initiate kit_initiate", "initiate polliwog_initiate")
    # then each player trashes 3 from hand, the non-starting player first
    assert state.current_player == 1 and state.choice.kind == "trash_hand"
    for seat in (1, 1, 1, 0, 0, 0):
        assert state.current_player == seat
        run(state, legal(state)[0])
    assert [len(h) for h in state.hands] == [5, 5]
    assert len(state.trash) == 1 + 6 and CARD_CODE[state.trash[0]] == "fledgling_initiate"
    assert state.choice.kind == "turn" and state.active == 0 and state.turn == 1
    assert facts(state)["coins"] == [5, 5]
