"""Venture (2019)'s content: the rulebook's facts held against our data, the check script, and the
catalog the front end and the docs read.

The rulebook fixes the box (6 roles, 24 missions, 24 instruments, 56 action cards), the two setup
tables, the frame colours matching the instruments and its three-player examples; the rest
checks our reconstruction's promises (docs/reconstructions.md, Venture (2019)): nine cards per
role symbol and two without, every setup playable, the page's table of effects is the data, and
every item of the catalog says where it comes from.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

import venture_widgets as vw
from venture_widgets.games.venture_2019.cards import (
    ACTION_CARDS,
    CARD_BY_CODE,
    CARDS,
    EFFECTS,
    INSTRUMENT_CARDS,
    INSTRUMENTS_IN_GAME,
    MISSIONS,
    MISSIONS_IN_GAME,
    ROLE_CARDS,
    deck_cards,
)
from venture_widgets.games.venture_2019.model import INSTRUMENT_COLOUR, INSTRUMENTS, ROLES, SYMBOLS, TIMINGS
from venture_widgets.games.venture_2019.rules import VentureState
from venture_widgets.games.venture_2019.sections import SECTIONS

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "reconstructions.md"
GAME = vw.load_game("venture_2019")

sys.path.insert(0, str(ROOT / "scripts"))
import check_venture_2019_cards as script  # noqa: E402

# -- the rulebook's facts --------------------------------------------------------------------------


def test_the_box_holds_what_the_game_contents_list() -> None:
    assert (len(ROLE_CARDS), len(MISSIONS), len(INSTRUMENT_CARDS), len(ACTION_CARDS)) == (6, 24, 24, 56)
    assert Counter(card.instrument for card in INSTRUMENT_CARDS) == dict.fromkeys(INSTRUMENTS, 6)
    assert [role.id for role in ROLE_CARDS] == list(ROLES)
    assert [mission.number for mission in MISSIONS] == list(range(1, 25))


def test_nine_action_cards_per_role_symbol_and_two_without() -> None:
    symbols = Counter(card.symbol for card in ACTION_CARDS)
    assert {symbol: symbols[symbol] for symbol in SYMBOLS.values()} == dict.fromkeys(SYMBOLS.values(), 9)
    assert symbols[None] == 2
    assert all(card.code == card.effect.id for card in ACTION_CARDS if card.symbol is None and card.effect)


def test_bulbs_and_timings_are_the_rulebooks_kinds() -> None:
    assert sum(effect.copies for effect in EFFECTS) == 56
    assert all(isinstance(effect.bulb, bool) and effect.timing in TIMINGS for effect in EFFECTS)
    assert {effect.timing for effect in EFFECTS} == set(TIMINGS)
    assert {effect.bulb for effect in EFFECTS} == {True, False}
    assert all(effect.lasting for effect in EFFECTS if effect.timing == "long_term")


def test_the_setup_tables() -> None:
    """Setup: missions #1 to 12, 16, 20, 24 and 4, 5, 6, 6 instruments of each type, for 3 to 6 players."""
    assert MISSIONS_IN_GAME == {3: 12, 4: 16, 5: 20, 6: 24}
    assert INSTRUMENTS_IN_GAME == {3: 4, 4: 5, 5: 6, 6: 6}
    for players, per_type in INSTRUMENTS_IN_GAME.items():
        kinds = Counter(CARDS[card].instrument for card in deck_cards(players))
        assert {kind: kinds[kind] for kind in INSTRUMENTS} == dict.fromkeys(INSTRUMENTS, per_type)
        assert kinds[None] == 56


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_enough_instruments_of_each_colour_for_the_missions_in_game(players: int) -> None:
    colours = Counter(mission.colour for mission in MISSIONS if mission.number <= MISSIONS_IN_GAME[players])
    assert sum(colours.values()) == 4 * players
    assert all(colours[INSTRUMENT_COLOUR[kind]] <= INSTRUMENTS_IN_GAME[players] for kind in INSTRUMENTS)


def test_each_mission_is_framed_in_its_instruments_colour() -> None:
    assert len(set(INSTRUMENT_COLOUR.values())) == 4
    assert all(INSTRUMENT_COLOUR[mission.instrument] == mission.colour for mission in MISSIONS)
    assert {mission.colour for mission in MISSIONS} == {"purple", "blue", "green", "red"}


def test_the_three_player_examples() -> None:
    """The Game and Setup: with three players, four of each instrument, and mission 12 goes first."""
    for seed in range(5):
        state = GAME.new_game(players=3, seed=seed)
        assert isinstance(state, VentureState)
        assert 12 in state.missions[state.first_player]
        assert max(m for missions in state.missions for m in missions) == 12


# -- the check script ------------------------------------------------------------------------------


def test_the_check_script_passes_and_prints_each_setup(capsys: pytest.CaptureFixture[str]) -> None:
    assert script.main([]) == 0
    out = capsys.readouterr().out
    assert "56 action cards of 15 effects: 14 with a lit bulb;" in out
    assert "3 players: missions 1-12 (3 purple, 3 blue, 3 green, 3 red), 4 instruments of each type" in out
    assert "6 players: missions 1-24 (6 purple, 6 blue, 6 green, 6 red), 6 instruments of each type" in out
    assert out.rstrip().endswith("80 cards checked: ok")


def test_the_check_script_finds_broken_content() -> None:
    purple = tuple(replace(mission, colour="purple") for mission in MISSIONS)
    _, problems = script.setup_lines(purple)
    assert "3 players: more purple missions than instruments" in problems
    assert script.colour_problems({**INSTRUMENT_COLOUR, "quill": "blue"}) == [
        "the instruments' colours are not the four frame colours, one each"
    ]
    problems = script.box_problems(ACTION_CARDS[1:], EFFECTS)
    assert "the box holds 55 action cards, not 56" in problems
    assert "8 action cards show the mathematician's symbol, not 9" in problems
    harmless = tuple(replace(effect, target="self") if effect.id == "theft" else effect for effect in EFFECTS)
    assert "theft: a harmful card is used on another player, not on self" in script.box_problems(ACTION_CARDS, harmless)


def test_the_check_script_prints_the_table_of_the_page(capsys: pytest.CaptureFixture[str]) -> None:
    assert script.main(["--table"]) == 0
    table = capsys.readouterr().out
    assert table == script.markdown_table() + "\n"
    assert table in DOC.read_text()


# -- the catalog -----------------------------------------------------------------------------------


def test_the_catalog_is_json_with_a_source_for_every_item() -> None:
    data = json.loads(json.dumps(GAME.catalog()))
    assert set(data["cards"]) == set(CARD_BY_CODE)
    for part in ("cards", "effects", "roles", "missions"):
        assert all(item["source"] in ("rulebook", "reconstructed") for item in data[part].values()), part
    assert {item["source"] for item in data["effects"].values()} == {"reconstructed"}
    assert {data["cards"][kind]["source"] for kind in INSTRUMENTS} == {"rulebook"}
    assert data["setup"]["source"] == "rulebook"
    assert data["rules"] == SECTIONS


def test_the_catalog_carries_the_reference_and_the_score_sheet() -> None:
    data = GAME.catalog()
    ids = {rule["id"] for group in data["reference"]["groups"] for rule in group["rules"]}
    assert set(SECTIONS) <= ids
    assert data["score_sheet"]["categories"] == ["missions"]
    state = GAME.new_game(players=3, seed=1)
    assert set(state.scores()[0]) == {"total", *data["score_sheet"]["categories"]}
