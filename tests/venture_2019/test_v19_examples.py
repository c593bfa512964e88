"""Venture (2019): the rulebook's worked examples, replayed from
:mod:`venture_widgets.games.venture_2019.examples` (the same data the tutorials replay), with legal
actions only.

The generic tests, shared with every game, check each example's legal actions on the way, its
facts at the end, the order of the rules applied and its record (``tests/test_examples.py``); the
named tests here check the rulebook's statements from the engine's state.
"""

from __future__ import annotations

from venture_widgets import load_game
from venture_widgets.games.venture_2019.cards import CARD_BY_CODE, CODE, INSTRUMENTS_IN_GAME, MISSIONS_IN_GAME
from venture_widgets.games.venture_2019.examples import BY_NAME, facts_of, replay
from venture_widgets.games.venture_2019.model import SYMBOLS

GAME = load_game("venture_2019")


def test_the_physicist_activates_the_talent_with_a_card_of_the_physicists_symbol_only() -> None:
    """Type of Cards: Role Cards: the physicist discards an action card with the physicist's symbol
    (any one of them); a card with another symbol (Research Grant, Chemist) cannot pay for the talent."""
    example = BY_NAME["physicist_talent"]
    state = GAME.scenario(example.spec)
    symbols = {code: CARD_BY_CODE[code].symbol for code in example.spec["seats"][0]["hand"]}
    offered = [action.split()[1] for action in state.legal_actions() if action.startswith("talent ")]
    physicists = [code for code, symbol in symbols.items() if symbol == SYMBOLS["physicist"]]
    assert offered == physicists == ["theft-phys", "goggles-phys"]
    assert "grant-chem" in symbols and symbols["grant-chem"] != SYMBOLS["physicist"]
    events = state.apply("talent theft-phys")
    assert [e["rule"] for e in events][:1] == ["roles.talent"] and state.talent_used
    assert facts_of(state)["discard"] == ["theft-phys", "grant-math"]  # Breakthrough turned up the Grant
    assert "talent theft-phys" not in state.legal_actions()  # once per turn


def test_the_physicists_talent_finds_an_instrument_and_one_mission_is_completed() -> None:
    """Our Breakthrough turns up the Research Grant and a Flask and keeps the Flask; Phase 3 still
    completes one mission only, so mission 12 waits with its Flask for the next turn."""
    state, events = replay(BY_NAME["physicist_talent"])
    assert [(e["turned"], e["kept"]) for e in events if e["type"] == "dig"] == [(["grant-math"], "flask")]
    assert [e["mission"] for e in events if e["type"] == "complete"] == [8]
    assert sorted(CODE[card] for card in state.hands[0]).count("flask") == 1 and not state.is_over


def test_three_players_have_four_instruments_of_each_type() -> None:
    """Setup, step 4: 3 players put 4 calculators, 4 hourglasses, 4 quills and 4 flasks in the deck,
    with all 56 action cards; the table gives 5 of each for 4 players and 6 for 5 or 6."""
    state, _ = replay(BY_NAME["instruments_table"])
    assert facts_of(state)["instruments"] == {"calculator": 4, "hourglass": 4, "quill": 4, "flask": 4}
    assert INSTRUMENTS_IN_GAME == {3: 4, 4: 5, 5: 6, 6: 6}
    for players, each in INSTRUMENTS_IN_GAME.items():
        dealt = facts_of(GAME.new_game(players=players, seed=1))
        assert dealt["instruments"] == dict.fromkeys(("calculator", "hourglass", "quill", "flask"), each)
        assert dealt["action_cards"] == 56


def test_with_three_players_the_holder_of_mission_12_goes_first() -> None:
    """The Game: the first player holds the highest mission, #12 with 3 players."""
    state, _ = replay(BY_NAME["first_player"])
    assert 12 in state.missions[state.first_player] and state.active == state.first_player == 0
    assert MISSIONS_IN_GAME[3] == 12
    for seed in range(5):
        dealt = GAME.new_game(players=3, seed=seed)
        assert 12 in dealt.missions[dealt.first_player] and dealt.active == dealt.first_player
