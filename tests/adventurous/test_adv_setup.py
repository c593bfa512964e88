"""Adventurous, rulebook section "Setup" (rule ids ``setup.ship``, ``setup.marvels``,
``setup.active``, ``setup.map_deck``, ``setup.first_player``): the ship's side, the marvel deck
the difficulty builds (random or chosen marvels), the active marvel, the map deck of the other
twelve cards, the first player; one to four players."""

from __future__ import annotations

import pytest
from adventurous_helpers import ALL_CARDS, GAME, new, of_type

from venture_widgets.core.errors import InvalidOptionError
from venture_widgets.games.adventurous.cards import CARD_BY_NUMBER
from venture_widgets.games.adventurous.rules import DIFFICULTIES

#: The rulebook's table: marvels of difficulty I, II and III in the deck of each level.
TABLE = {"novice": (3, 1, 1), "seasoned": (2, 2, 1), "veteran": (1, 2, 2), "legend": (1, 1, 3)}
#: Marvels chosen for each level (card numbers), matching the table.
CHOSEN = {
    "novice": [1, 2, 3, 7, 13],
    "seasoned": [1, 2, 7, 8, 13],
    "veteran": [1, 7, 8, 13, 14],
    "legend": [1, 7, 13, 14, 15],
}


def marvels(state) -> list[int]:  # type: ignore[no-untyped-def]
    """The five marvels of the game: the active one and the marvel deck."""
    return sorted([state.active_marvel, *state.marvel_deck])


def by_difficulty(cards: list[int]) -> tuple[int, ...]:
    return tuple(sum(CARD_BY_NUMBER[card].marvel.difficulty == d for card in cards) for d in (1, 2, 3))


def test_setup_ship_calm_side_without_journey_effects() -> None:
    state = new()
    ship = state.observe(0)["ship"]
    assert (ship["side"], ship["effects"]) == ("calm", [])
    assert state.opening_events[0]["rule"] == "setup.ship"
    assert "without journey effects" in state.opening_events[0]["text"]
    assert state.journey_effects() == () and state.observe(0)["active_effect"] is None


def test_setup_ship_journey_side_with_its_three_effects() -> None:
    state = new(journey_effects=True)
    ship = state.observe(0)["ship"]
    assert (ship["side"], ship["effects"]) == ("journey", ["top_only", "portrait_only", "spare_encounters"])
    assert state.opening_events[0]["rule"] == "setup.ship"
    assert "with journey effects" in state.opening_events[0]["text"]


def test_setup_marvels_the_difficulty_table_is_the_rulebooks() -> None:
    assert DIFFICULTIES == TABLE


@pytest.mark.parametrize("level", list(TABLE))
def test_setup_marvels_random_deck_matches_the_difficulty(level: str) -> None:
    decks = set()
    for seed in range(8):
        state = new(seed=seed, difficulty=level)
        five = marvels(state)
        assert len(set(five)) == 5 and by_difficulty(five) == TABLE[level]
        event = of_type(state.opening_events, "setup")[1]
        assert event["rule"] == "setup.marvels" and event["cards"] == five and "at random" in event["text"]
        decks.add(tuple(five))
    assert len(decks) > 1  # random marvels, not a fixed deck


@pytest.mark.parametrize("level", list(TABLE))
def test_setup_marvels_chosen_deck(level: str) -> None:
    state = new(seed=5, difficulty=level, marvels=CHOSEN[level])
    assert marvels(state) == sorted(CHOSEN[level])
    event = of_type(state.opening_events, "setup")[1]
    assert event["rule"] == "setup.marvels" and "chosen" in event["text"]


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"difficulty": "legend", "marvels": [1, 2, 3, 4, 5]}, "Legend needs marvels of difficulty I/II/III 1/1/3"),
        ({"marvels": [1, 2, 3, 7, 8]}, "Novice needs marvels of difficulty I/II/III 3/1/1, these are 3/2/0"),
        ({"marvels": [1, 2, 3, 7]}, "5 different card numbers"),
        ({"marvels": [1, 1, 2, 7, 13]}, "5 different card numbers"),
        ({"marvels": [1, 2, 3, 7, 18]}, "5 different card numbers"),
    ],
)
def test_setup_marvels_wrong_choice_refused_naming_the_value_and_rule(options: dict, words: str) -> None:
    with pytest.raises(InvalidOptionError) as error:
        new(**options)
    message = str(error.value)
    assert f"option marvels={options['marvels']!r}" in message and words in message
    if "needs" in words:  # the rule: the difficulty table of Setup
        assert message.endswith("(Setup)")


def test_setup_marvels_unknown_difficulty_refused() -> None:
    with pytest.raises(InvalidOptionError, match="option difficulty='easy': must be one of 'novice', 'seasoned'"):
        new(difficulty="easy")


def test_setup_active_marvel_is_the_top_of_the_shuffled_marvel_deck() -> None:
    for seed in range(6):
        state = new(seed=seed)
        assert len(state.marvel_deck) == 4 and state.active_marvel not in state.marvel_deck
        event = of_type(state.opening_events, "setup")[2]
        assert (event["rule"], event["card"]) == ("setup.active", state.active_marvel)
        view = state.observe(0)
        assert view["active_marvel"] == state.active_marvel
        assert view["marvel_deck"]["top"] == state.marvel_deck[-1] and view["marvel_deck"]["count"] == 4
    assert len({new(seed=seed, marvels=CHOSEN["novice"]).active_marvel for seed in range(12)}) > 1  # shuffled


def test_setup_map_deck_is_the_other_twelve_cards_shuffled() -> None:
    orders = set()
    for seed in range(4):
        state = new(seed=seed)
        deck = state.map_deck
        assert len(deck) == 12 and set(deck) == ALL_CARDS - set(marvels(state))
        assert [e["rule"] for e in of_type(state.opening_events, "setup")][3] == "setup.map_deck"
        orders.add(tuple(new(seed=seed, marvels=CHOSEN["novice"]).map_deck))
    assert len(orders) > 1


def test_setup_first_player_by_option() -> None:
    state = new(players=4, first_player=2)
    assert (state.first_player, state.active, state.current_player) == (2, 2, 2)
    event = of_type(state.opening_events, "setup")[-1]
    assert (event["rule"], event["seat"]) == ("setup.first_player", 2) and "option" in event["text"]


def test_setup_first_player_drawn_at_random_without_the_option() -> None:
    firsts = {new(players=3, seed=seed).first_player for seed in range(16)}
    assert firsts == {0, 1, 2}
    assert "at random" in of_type(new(players=3).opening_events, "setup")[-1]["text"]


def test_setup_first_player_solo_is_seat_zero_without_an_event() -> None:
    state = new(players=1, seed=7)
    assert state.current_player == 0
    assert "setup.first_player" not in [e["rule"] for e in state.opening_events]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_setup_one_to_four_players(players: int) -> None:
    state = new(players=players, seed=players)
    assert state.players == players and len(state.scores()) == players
    assert state.observe(players - 1)["players"] == players


@pytest.mark.parametrize("players", [0, 5])
def test_setup_zero_or_five_players_refused(players: int) -> None:
    with pytest.raises(InvalidOptionError, match=f"Adventurous is for 1 to 4 players, got players={players}"):
        GAME.new_game(players=players, seed=0)


def test_setup_first_player_option_must_be_a_seat() -> None:
    with pytest.raises(InvalidOptionError, match="option first_player=2: must be None or a seat from 0 to 1"):
        new(players=2, first_player=2)
