"""Venture Forth, rulebook section "Making an Offering at the Temple" (rule ids ``temple.hestia``,
``temple.muses``, ``temple.nike``, ``temple.hermes``, ``temple.hades``): each temple, only where
the pawn stands, for a coin (Hades: a treasure), and which temples stand on which board side."""

from __future__ import annotations

from typing import Any

from venture_forth_helpers import (
    GAME,
    despair,
    kind,
    legal,
    of_type,
    on_board,
    rules,
    run,
    scenario,
    token_codes,
    treasure_codes,
    unchanged_by,
    wandering,
    will,
)


def at(site: str, coins: int = 1, side: str = "sea_corner", **seat0: Any):  # type: ignore[no-untyped-def]
    """Seat 0 (the Archer and the Priestess unless ``party``) at ``site`` with ``coins``."""
    seat0.setdefault("party", ["archer", "priestess"])
    return scenario(side=side, players=[{"site": site, "coins": coins, **seat0}, {"party": ["poet"], "site": "shore"}])


def offers(state) -> list[str]:  # type: ignore[no-untyped-def]
    return [a for a in legal(state) if a.startswith("offer")]


def test_temple_of_hestia_a_will_and_one_despair_off_that_adventurer() -> None:
    state = at("shore", party=[{"card": "archer", "despair": 2}, "priestess"])
    events = run(state, "offer hestia")
    assert rules(events) == ["temple.hestia"] and state.coins[0] == 0
    assert legal(state) == ["will archer", "will priestess"]
    events = run(state, "will archer")
    assert of_type(events, "relief")[0]["rule"] == "temple.hestia"
    assert will(state, "archer") == 1 and despair(state, "archer") == 1 and state.active == 1


def test_temple_of_hestia_without_despair_only_the_will() -> None:
    state = at("shore", party=["archer", {"card": "priestess", "despair": 1}])
    events = run(state, "offer hestia", "will archer")
    assert not of_type(events, "relief")
    assert will(state, "archer") == 1 and despair(state, "priestess") == 1  # the despair elsewhere stays


def test_temple_of_the_muses_two_will_shared_as_the_player_likes() -> None:
    state = at("wild_north")
    events = run(state, "offer muses", "will archer", "will priestess")
    assert of_type(events, "offer")[0]["rule"] == "temple.muses"
    assert (will(state, "archer"), will(state, "priestess"), state.coins[0]) == (1, 1, 0)
    state = at("wild_north")
    run(state, "offer muses", "will archer", "will archer")
    assert (will(state, "archer"), will(state, "priestess")) == (2, 0)


def test_temple_of_nike_two_more_turns() -> None:
    state = at("mountains", hand=["lion", "sphinx"])
    events = run(state, "offer nike")
    assert of_type(events, "nike")[0]["rule"] == "temple.nike" and state.coins[0] == 0
    assert state.active == 0 and state.nike_turn and state.turn == 2
    run(state, "play lion p4.1")  # the first extra turn
    assert state.active == 0 and state.turn == 3
    run(state, "regroup", "done")  # the second
    assert state.active == 1 and state.turn == 4 and not state.nike_turn


def test_temple_of_nike_not_on_its_extra_turns() -> None:
    state = at("mountains", coins=3)
    run(state, "offer nike")
    assert "offer nike" not in legal(state)
    unchanged_by(state, "offer nike")
    run(state, "regroup", "done")
    assert "offer nike" not in legal(state)
    run(state, "regroup", "done", "regroup", "done")  # seat 1's turn, then seat 0's own again
    assert state.active == 0 and "offer nike" in legal(state)


def test_temple_of_hermes_move_to_any_other_site_no_wandering_no_token() -> None:
    state = scenario(
        board={"p1.1": "gorgon", "p1.2": "hoplite"},
        path_tokens={"p1": "2c"},
        players=[{"party": ["archer"], "site": "country", "coins": 1}, {"party": ["poet"], "site": "mountains"}],
    )
    run(state, "offer hermes")
    assert sorted(legal(state)) == ["move mountains", "move shore", "move wild_north", "move wild_south"]
    events = run(state, "move shore")
    assert of_type(events, "move")[0]["rule"] == "temple.hermes" and state.position[0] == "shore"
    assert wandering(state) == [] and on_board(state) == {"p1.1": "gorgon", "p1.2": "hoplite"}
    assert token_codes(state.path_tokens.values()) == ["token_2c_1"] and state.explored[0] == []
    assert state.coins[0] == 0


def test_temple_of_hades_a_treasure_for_two_coins() -> None:
    state = at("wild_south", coins=0, side="shore_centre", treasures=["golden_fleece", "owl_of_athena"])
    assert offers(state) == ["offer hades"]  # no coin needed
    run(state, "offer hades")
    assert legal(state) == ["discard golden_fleece", "discard owl_of_athena"]
    events = run(state, "discard owl_of_athena")
    assert rules(events)[:2] == ["temple.hades", "temple.hades"]
    assert state.coins[0] == 2 and treasure_codes(state.treasures[0]) == ["golden_fleece"]
    assert treasure_codes(state.treasure_discard) == ["owl_of_athena"]


def test_temple_of_hades_needs_a_treasure() -> None:
    state = at("wild_south", coins=5, side="shore_centre")
    assert offers(state) == []
    unchanged_by(state, "offer hades")


def test_temple_offering_needs_a_coin() -> None:
    for site, temple in (("shore", "hestia"), ("wild_north", "muses"), ("mountains", "nike"), ("country", "hermes")):
        state = at(site, coins=0)
        assert offers(state) == []
        unchanged_by(state, f"offer {temple}")


def test_temple_only_where_the_pawn_stands() -> None:
    state = at("shore", coins=3, treasures=["golden_fleece"])
    assert offers(state) == ["offer hestia"]
    unchanged_by(state, "offer muses")
    unchanged_by(state, "offer hermes")
    state = at("wild_south", coins=3)  # no temple there on this side
    assert offers(state) == []


def test_temple_which_temples_stand_on_which_board_side() -> None:
    def temples(side: str) -> dict[str, str | None]:
        return {site.id: site.temple for site in GAME.new_game(players=2, seed=0, side=side).board.sites}

    assert temples("sea_corner") == {
        "shore": "hestia",
        "country": "hermes",
        "mountains": "nike",
        "wild_north": "muses",
        "wild_south": None,
    }
    assert temples("shore_centre") == {
        "shore": None,
        "country": "hestia",
        "mountains": "muses",
        "wild_north": "nike",
        "wild_south": "hades",
    }
    state = at("mountains", side="shore_centre")
    assert offers(state) == ["offer muses"]


def test_temple_offering_is_the_turns_action() -> None:
    state = at("shore", coins=2)
    run(state, "offer hestia", "will archer")
    assert state.active == 1 and kind(state) == "turn"
