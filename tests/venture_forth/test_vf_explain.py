"""Venture Forth: why an action is not legal now (``explain``) and the actions a player sees but
may not take (``unavailable_actions``), each naming the rule that forbids it.

Positions come from the scenario builder and legal actions only; every check names the rule id
and a word of the reason that only a correct explanation holds.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from venture_widgets import load_game
from venture_widgets.core.game import State
from venture_widgets.games.venture_forth.sections import SECTIONS

GAME = load_game("venture_forth")
BOB = {"party": ["huntress"], "site": "shore"}


def scenario(player: dict[str, Any], **spec: Any) -> State:
    """Seat 0 (``player``) to act, against Bob; the deck starts with two known cards."""
    return GAME.scenario({"deck": ["lamia", "basilisk"], **spec, "players": [player, BOB]})


def unavailable(state: State, action: str) -> dict[str, Any]:
    """The unavailable entry of ``action``, checked to agree with its explanation."""
    entry = next(entry for entry in state.unavailable_actions() if entry["action"] == action)
    why = state.explain(action)
    assert not why.legal and (why.rule, why.text) == (entry["rule"], entry["text"])
    return entry


def run(state: State, *actions: str) -> State:
    for action in actions:
        state.apply(action)
    return state


def test_a_hand_card_that_fits_no_empty_space_names_the_region_it_needs() -> None:
    # the hoplite (country) has no country site or card next to any empty space: the only
    # country site's paths are full
    board = {"p1.1": "giant_crab", "p1.2": "siren", "p2.1": "net_weaver", "p2.2": "oarsman", "p2.3": "poet"}
    board |= {"p3.1": "minotaur", "p3.2": "lion", "p5.1": "harpy", "p5.2": "dragon"}
    board |= {"p6.1": "chimera", "p6.2": "cerberus", "p6.3": "hydra"}
    state = scenario({"party": ["archer"], "site": "mountains", "hand": ["hoplite"]}, board=board)
    assert not [action for action in state.legal_actions() if action.startswith("play hoplite")]
    entry = [entry for entry in state.unavailable_actions() if entry["action"].startswith("play hoplite ")]
    assert len(entry) == 1
    entry = unavailable(state, entry[0]["action"])
    assert entry["rule"] == "play.place" and "country site or a country card" in entry["text"]
    assert entry["target"] == {"zone": "hand", "seat": 0, "card": "hoplite", "label": "Play"}


def test_a_space_a_card_may_not_take_says_so() -> None:
    state = scenario({"party": ["archer"], "site": "country", "hand": ["gorgon"]}, board={"p3.1": "hoplite"})
    why = state.explain("play gorgon p4.2")
    assert why.rule == "play.place" and "next to no shore site or card" in why.reason
    why = state.explain("play gorgon p3.1")
    assert why.rule == "play.place" and "holds a card already" in why.reason
    why = state.explain("play dragon p1.1")
    assert why.rule == "play.place" and why.reason == "you have no Dragon in your hand"


def test_a_path_that_is_not_complete_or_leaves_another_site() -> None:
    state = scenario({"party": ["archer"], "site": "country"}, board={"p3.1": "hoplite"})
    entry = unavailable(state, "venture p3")
    assert entry["rule"] == "venture" and "not complete: 1 of its space has no card" in entry["text"]
    assert entry["target"] == {"zone": "path", "space": "p3", "label": "Venture forth"}
    entry = unavailable(state, "venture p8")
    assert entry["rule"] == "venture" and "does not leave Country" in entry["text"]


@pytest.mark.parametrize(
    ("site", "temple", "player", "words"),
    [
        ("shore", "hestia", {"coins": 0}, "costs a coin, and you have none"),
        ("wild_north", "muses", {"coins": 0}, "costs a coin, and you have none"),
        ("country", "hermes", {"coins": 0}, "costs a coin, and you have none"),
    ],
)
def test_an_offering_without_a_coin(site: str, temple: str, player: dict[str, Any], words: str) -> None:
    state = scenario({"party": ["archer"], "site": site, **player})
    entry = unavailable(state, f"offer {temple}")
    assert entry["rule"] == f"temple.{temple}" and words in entry["text"]


def test_hades_without_a_treasure() -> None:
    state = GAME.scenario(
        {"side": "shore_centre", "players": [{"party": ["archer"], "site": "wild_south", "coins": 3}, BOB]}
    )
    entry = unavailable(state, "offer hades")
    assert entry["rule"] == "temple.hades" and "a treasure card, and you have none" in entry["text"]


def test_nike_on_a_turn_nike_gave() -> None:
    state = scenario({"party": ["archer"], "site": "mountains", "coins": 2}, nike_turn=True)
    entry = unavailable(state, "offer nike")
    assert entry["rule"] == "temple.nike" and "extra turns it gives" in entry["text"]
    assert "offer nike" in scenario({"party": ["archer"], "site": "mountains", "coins": 2}).legal_actions()


def test_a_temple_where_the_pawn_is_not() -> None:
    state = scenario({"party": ["archer"], "site": "country", "coins": 2})
    entry = unavailable(state, "offer nike")
    assert entry["rule"] == "temple" and "at Country, and the Temple of Nike is at Mountains" in entry["text"]
    why = GAME.scenario({"side": "sea_corner", "players": [{"party": ["archer"]}, BOB]}).explain("offer hades")
    assert why.rule == "temple" and "no Temple of Hades" in why.reason


def test_one_treasure_ability_per_turn() -> None:
    state = scenario({"party": ["archer"], "site": "country", "treasures": ["golden_fleece", "horn_of_plenty"]})
    run(state, "use golden_fleece")
    entry = unavailable(state, "use horn_of_plenty")
    assert entry["rule"] == "treasure.ability" and "one per turn" in entry["text"]
    assert state.explain("use owl_of_athena").reason == "you have no treasure Owl of Athena"


def test_exerting_needs_a_will_and_happens_once_per_encounter() -> None:
    party = [{"card": "scribe", "will": 1}, {"card": "archer", "will": 0}]
    board = {"p1.2": "cattle_raiders", "p1.1": "giant_crab"}
    state = scenario({"party": party, "site": "country", "coins": 0}, board=board)
    run(state, "venture p1")
    assert state.legal_actions() == ["exert scribe", "face"]
    entry = unavailable(state, "exert archer")
    assert entry["rule"] == "venture.exert" and "Archer has no will" in entry["text"]
    assert entry["target"] == {"zone": "party", "seat": 0, "card": "archer", "label": "Exert"}


def test_an_adventurer_exerts_once_per_encounter() -> None:
    party = [{"card": "scribe", "will": 2}, {"card": "archer", "will": 1}]
    state = scenario({"party": party, "site": "country", "coins": 0}, board={"p1.2": "dragon", "p1.1": "giant_crab"})
    run(state, "venture p1", "exert scribe")
    assert state.legal_actions() == ["exert archer", "face"]
    entry = unavailable(state, "exert scribe")
    assert entry["rule"] == "venture.exert" and "exerted itself in this encounter already" in entry["text"]


def test_a_conversion_that_needs_more_will() -> None:
    board = {"p5.2": "dragon", "p5.1": "shepherd"}
    state = scenario({"coins": 0, "site": "wild_north", "party": [{"card": "poet", "will": 1}]}, board=board)
    run(state, "venture p5")
    assert state.legal_actions() == ["ambition poet 1", "pass poet"]
    entry = unavailable(state, "ambition poet 2")
    assert entry["rule"] == "ambitions" and "takes 2 will and Poet has 1" in entry["text"]


def test_setup_a_starting_adventurer_too_dear_an_enemy_and_a_redraw_not_allowed() -> None:
    for seed in range(40):
        state = GAME.new_game(players=2, seed=seed)
        found = {entry["rule"] for entry in state.unavailable_actions()}
        if {"setup.start", "setup.redraw"} <= found:
            break
    else:
        pytest.fail("no seed gives a hand with both")
    for entry in state.unavailable_actions():
        card = entry["action"].split(" ")[-1]
        if entry["action"].startswith("start "):
            assert "an enemy" in entry["text"] or "(its power) and you have" in entry["text"], entry
            assert entry["target"]["zone"] == "hand" and entry["target"]["card"] == card
        else:
            assert entry["action"] == "redraw" and "one adventurer or none" in entry["text"]


def test_setup_a_site_with_a_pawn_or_without_a_temple() -> None:
    state = GAME.new_game(players=2, seed=1, first_player=0)
    run(state, state.legal_actions()[0])
    taken = next(action for action in state.legal_actions() if action.startswith("pawn "))
    run(state, taken)
    while not state.legal_actions()[0].startswith("pawn "):
        run(state, state.legal_actions()[0])
    texts = {entry["action"]: entry["text"] for entry in state.unavailable_actions()}
    assert "Another pawn stands on" in texts[taken]
    assert "has no temple" in texts["pawn wild_south"]


def test_a_path_that_has_a_token_already() -> None:
    board = {"p1.1": "giant_crab"}
    state = scenario({"party": ["archer"], "site": "shore", "hand": ["siren"]}, board=board, path_tokens={"p3": "2t"})
    run(state, "play siren p7.1")
    while state.choice.kind != "token":
        run(state, state.legal_actions()[0])
    entry = unavailable(state, "token p3")
    assert entry["rule"] == "play.explore" and "has an explore token already" in entry["text"]


def test_what_is_written_wrong_names_the_notation() -> None:
    state = scenario({"party": ["archer"], "site": "country"})
    for action, words in [
        ("fly p3", "this is not how Venture Forth actions are written"),
        ("play gorgon", "play takes 2 words"),
        ("regroup now", "a word on its own"),
        ("venture p99", "there is no path 'p99'"),
        ("offer zeus", "there is no temple 'zeus'"),
        ("play minotaur_king p1.1", "there is no encounter card 'minotaur_king'"),
    ]:
        why = state.explain(action)
        assert why.rule == "notation" and words in why.reason, why.text
    why = state.explain("face")
    assert why.rule == "turn" and "does not answer the decision" in why.reason


def test_every_unavailable_action_of_random_games_names_a_rule_of_the_rulebook() -> None:
    rng = random.Random(4)
    seen: set[str] = set()
    for seed in range(6):
        state = GAME.new_game(players=2 + seed % 3, seed=seed, hidden_tokens=seed % 2 == 1)
        while not state.is_over:
            for entry in state.unavailable_actions():
                assert entry["rule"] in SECTIONS and f"(rule {entry['rule']}: " in entry["text"], entry
                assert entry["action"] not in state.legal_actions()
                seen.add(entry["rule"])
            state.apply(rng.choice(state.legal_actions()))
    assert {"venture", "temple", "play.place", "setup.start", "setup.pawn"} <= seen
