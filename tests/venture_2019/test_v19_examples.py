"""Venture (2019): the rulebook's worked examples, replayed from
:mod:`venture_widgets.games.venture_2019.examples` (the same data the tutorials replay), with legal
actions only.

The generic tests, shared with every game, check each example's legal actions on the way, its
facts at the end, the order of the rules applied and its record (``tests/test_examples.py``); the
named tests here check the rulebook's statements from the engine's state.
"""

from __future__ import annotations

from venture_widgets import load_game
from venture_widgets.games.venture_2019.cards import CARD_BY_CODE, INSTRUMENTS_IN_GAME, MISSIONS_IN_GAME
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
    assert facts_of(state)["discard"] == ["theft-phys"]
    assert "talent theft-phys" not in state.legal_actions()  # once per turn


def test_the_physicists_talent_completes_two_missions_and_the_fourth_ends_the_game() -> None:
    """Our Breakthrough: two missions in Phase 3 this turn; the fourth ends the game at once."""
    state, events = replay(BY_NAME["physicist_talent"])
    assert state.is_over and state.winners() == [0] and state.current_player is None
    assert [e["rule"] for e in events].count("missions") == 2 and events[-1]["rule"] == "end"


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
