"""A Wild Venture, rulebook sections "End of Game" and scoring (rule ids ``end.*``, ``scoring``)."""

from __future__ import annotations

import pytest
from wild_venture_helpers import facts, of_type, rules, run, scenario

from venture_widgets.games.wild_venture.examples import BY_NAME, replay
from venture_widgets.games.wild_venture.scoring import decide_winners, score_counts


def last_turn(**spec):
    """Seat 0's final turn with an empty deck and one Main Action left; "activate nest" ends it
    (Consider 0 on an empty deck: nothing happens) and with it the game."""
    return scenario(deck=[], final_turns=1, main_actions_left=1, **spec)


def test_end_deck_empty_finish_the_turn_then_one_final_turn_each() -> None:
    state = scenario(players=[{"coins": 0, "villagers": ["rook_courier"]}, {}], deck=["hare_peddler"])
    events = run(state, "activate rook_courier")  # Draw 2: the last card, the deck is empty
    assert state.deck == [] and not of_type(events, "deck_empty")
    assert state.main_left == 1 and state.active == 0  # the turn goes on
    events = run(state, "activate warren")
    assert "end.deck_empty" in rules(events) and state.final_turns == 2
    assert state.active == 1 and not state.is_over  # seat 1's final turn
    assert [e["seat"] for e in events if e["rule"] == "end.final_turn"] == [1]
    events = run(state, "activate warren", "activate nest")
    assert state.active == 0 and state.final_turns == 1 and not state.is_over  # seat 0's final turn
    assert [e["seat"] for e in events if e["rule"] == "end.final_turn"] == [0]
    events = run(state, "activate warren", "activate nest")
    assert state.is_over and state.legal_actions() == [] and state.current_player is None
    assert of_type(events, "game_over")


def test_end_deck_emptied_by_the_second_player_each_still_gets_one_more_turn() -> None:
    state = scenario(active=1, players=[{}, {"coins": 0, "villagers": ["rook_courier"]}], deck=["hare_peddler"])
    run(state, "activate rook_courier", "activate warren")
    assert state.active == 0 and state.final_turns == 2
    run(state, "activate warren", "activate nest")
    assert state.active == 1 and not state.is_over
    run(state, "activate warren", "activate nest")
    assert state.is_over


def test_end_opponent_tucks_emptied_gear_without_relic() -> None:
    # seat 0's last turn takes the last Supply from seat 1's Postal Contract (Relic: Draw 1)
    state = last_turn(
        players=[
            {"coins": 1, "hand": ["rook_courier"]},
            {"coins": 0, "gear": [{"code": "postal_contract", "supply": 1}, {"code": "hand_cart", "supply": 2}]},
        ]
    )
    events = run(state, "play rook_courier")
    assert state.is_over
    assert "end.opponent_gear" in rules(events) and not of_type(events, "relic")
    assert facts(state)["gear"][1] == ["hand_cart"] and facts(state)["tucked_count"][1] == 1
    assert state.tucked[1] and state.scores()[1]["gear"] == 0  # tucked Gear, but no enchanted building


def test_end_hands_trashed_without_triggers() -> None:
    state = last_turn(
        players=[
            {"coins": 0, "hand": ["hare_peddler", "chainwhip"], "buildings": ["zero_waste"]},
            {"hand": ["pond_skater"], "gear": ["recycle_bin"]},
        ]
    )
    events = run(state, "activate nest")
    assert state.is_over
    assert sorted(facts(state)["trash"]) == ["chainwhip", "hare_peddler", "pond_skater"]
    assert facts(state)["hands"] == [[], []]
    assert {e["rule"] for e in of_type(events, "trash")} == {"end.hands_trashed"}
    assert not of_type(events, "trigger") and facts(state)["coins"] == [0, 5]
    assert facts(state)["supply"]["recycle_bin"] == 3


def test_end_tucked_cards_revealed_when_over() -> None:
    state = last_turn(players=[{"tucked": ["hare_peddler"]}, {}])
    assert state.observe(1)["seats"][0]["tucked"] is None
    run(state, "activate nest")
    assert state.observe(1)["seats"][0]["tucked"] == ["hare_peddler"]


@pytest.mark.parametrize(
    ("tucked", "expected"),
    [
        ({"crow": 2, "frog": 3, "rabbit": 4}, 8),
        ({"crow": 6, "frog": 0, "rabbit": 4}, 0),  # a species missing: 0
        ({"crow": 1, "frog": 1, "rabbit": 1}, 1),
        ({"crow": 5, "frog": 3, "rabbit": 6}, 18),
    ],
)
def test_scoring_villagers_smallest_times_largest(tucked: dict[str, int], expected: int) -> None:
    assert score_counts(tucked, [], 0, 0)["villagers"] == expected


VILLAGERS = {
    "crow": [
        "rook_courier",
        "magpie_sorter",
        "jackdaw_clerk",
        "raven_postmaster",
        "chough_bellringer",
        "night_watch_crow",
    ],
    "frog": ["tadpole_scout", "newt_ferryman", "pond_skater", "bullfrog_boatswain"],
    "rabbit": ["hare_peddler", "bunny_forager", "kit_errand_runner"],
}


def test_scoring_villagers_from_a_real_state() -> None:
    tucked = VILLAGERS["crow"][:2] + VILLAGERS["frog"] + VILLAGERS["rabbit"] + ["hand_cart", "burrow_bank"]
    state = last_turn(players=[{"tucked": tucked}, {"tucked": VILLAGERS["crow"][2:]}])
    run(state, "activate nest")
    assert state.scores()[0]["villagers"] == 2 * 4  # crows 2, frogs 4, rabbits 3
    assert state.scores()[1]["villagers"] == 0  # crows only
    assert state.scores()[0]["buildings"] == 0  # a tucked Building scores nothing


def test_scoring_buildings_supplies() -> None:
    state = last_turn(
        players=[{"buildings": [{"code": "burrow_bank", "supply": 4}, {"code": "carrot_exchange", "supply": 0}]}, {}]
    )
    run(state, "activate nest")
    assert state.scores()[0] == {"total": 4, "villagers": 0, "buildings": 4, "gear": 0}


def test_scoring_gear_times_enchanted_buildings() -> None:
    state = last_turn(
        players=[
            {
                "tucked": ["hand_cart", "brass_spyglass", "recycle_bin"],
                "buildings": [
                    {"code": "burrow_bank", "enchanted": "moon"},
                    {"code": "carrot_exchange", "enchanted": "star"},
                    "rookery_archive",
                ],
            },
            {"tokens": []},
        ],
        board_enchant={"nl5": ["moon"], "en1": ["sun", "sun"]},
    )
    run(state, "activate nest")
    assert state.scores()[0]["gear"] == 3 * 2


def test_scoring_example_as_a_real_game_end() -> None:
    """The rulebook's Scoring example (``examples.py``), played to the end: 18 + 8 + 14 = 40 wins."""
    state, events = replay(BY_NAME["scoring_40"])
    assert state.is_over
    assert state.scores()[0] == {"total": 40, "villagers": 18, "buildings": 8, "gear": 14}
    assert state.winners() == [0] and state.outcome()["winners"] == [0]
    assert of_type(events, "game_over")[0]["winners"] == [0]


def test_scoring_tie_breakers_off_share_the_victory() -> None:
    state = last_turn(
        players=[
            {"coins": 3, "buildings": [{"code": "burrow_bank", "supply": 2}]},
            {"coins": 1, "buildings": [{"code": "carrot_exchange", "supply": 2}]},
        ]
    )
    run(state, "activate nest")
    assert state.winners() == [0, 1]
    assert "share" in state.outcome()["reasoning"][-1]["text"]


def test_scoring_tie_breakers_on_most_coins_then_villager_score() -> None:
    spec = {
        "tiebreak": True,
        "players": [
            {"coins": 3, "buildings": [{"code": "burrow_bank", "supply": 2}]},
            {"coins": 1, "buildings": [{"code": "carrot_exchange", "supply": 2}]},
        ],
    }
    state = last_turn(**spec)
    run(state, "activate nest")
    assert state.winners() == [0]
    assert decide_winners([{"total": 9, "villagers": 4}, {"total": 9, "villagers": 6}], [2, 2], True)[0] == [1]
    assert decide_winners([{"total": 9, "villagers": 4}, {"total": 9, "villagers": 4}], [2, 2], True)[0] == [0, 1]
    assert decide_winners([{"total": 9, "villagers": 4}, {"total": 8, "villagers": 9}], [0, 9], True)[0] == [0]


def test_scoring_no_winners_before_the_end() -> None:
    state = scenario()
    assert state.winners() == [] and state.outcome()["winners"] == []
