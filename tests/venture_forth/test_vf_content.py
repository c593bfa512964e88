"""Venture Forth's content: the boards, the encounter cards, the level cards, the treasures, the
explore tokens, their generated text and the catalog.

The counts come from the rulebook's component list; every name and number the rulebook's examples
give is kept; the rest checks our reconstruction's own promises (docs/reconstructions.md, Venture
Forth), including that the worked examples fit on the boards.
"""

from __future__ import annotations

from collections import Counter

import pytest

from venture_widgets.games.venture_forth import model
from venture_widgets.games.venture_forth.boards import BOARDS, DEFAULT_BOARD
from venture_widgets.games.venture_forth.cards import AMBITIONS, BY_CODE, CARDS
from venture_widgets.games.venture_forth.model import Adventurer, Board, Enemy, Trigger

ADVENTURERS = [card for card in CARDS if isinstance(card, Adventurer)]
ENEMIES = [card for card in CARDS if isinstance(card, Enemy)]


# -- boards -------------------------------------------------------------------------------------


def site_pair(board: Board, a: str, b: str) -> list[model.Path]:
    return [path for path in board.paths if {path.a, path.b} == {a, b}]


@pytest.mark.parametrize("board", BOARDS.values(), ids=list(BOARDS))
def test_board_shape(board: Board) -> None:
    assert [path.id for path in board.paths] == [f"p{n}" for n in range(1, 9)]
    assert sum(len(path.spaces) for path in board.paths) == 20
    assert Counter(space.symbol for path in board.paths for space in path.spaces) == {
        "will": 7,
        "coin": 7,
        "coin_or_will": 4,
        "will_plus": 2,
    }
    for path in board.paths:
        assert 2 <= len(path.spaces) <= 3, path.id
        assert [space.id for space in path.spaces] == [f"{path.id}.{n}" for n in range(1, len(path.spaces) + 1)]
        assert sum(space.explore for space in path.spaces) == 1, path.id
        assert path.a in board.site_by_id and path.b in board.site_by_id and path.a != path.b
    assert {site.region for site in board.sites} == set(model.REGIONS)
    assert all(site.temple is None or site.temple in model.TEMPLES for site in board.sites)
    assert sum(site.temple is not None for site in board.sites) >= 4  # a temple site for each of 4 pawns
    assert len({site.temple for site in board.sites if site.temple}) == sum(1 for s in board.sites if s.temple)
    assert board.source == "reconstructed" and "rulebook" in board.note and "this kit" in board.note


@pytest.mark.parametrize("board", BOARDS.values(), ids=list(BOARDS))
def test_board_drawing_fits_and_nothing_overlaps(board: Board) -> None:
    points = [(site.x, site.y) for site in board.sites]
    points += [(space.x, space.y) for path in board.paths for space in path.spaces]
    assert all(0 <= x <= 100 and 0 <= y <= 100 for x, y in points)
    assert (
        min(((x1 - x2) ** 2 + (y1 - y2) ** 2) ** 0.5 for i, (x1, y1) in enumerate(points) for x2, y2 in points[i + 1 :])
        > 5
    )


def test_the_two_sides() -> None:
    assert set(BOARDS) == {"sea_corner", "shore_centre"} and DEFAULT_BOARD == "sea_corner"
    temples = {board_id: {site.temple for site in board.sites} for board_id, board in BOARDS.items()}
    assert "hermes" in temples["sea_corner"] and "hermes" not in temples["shore_centre"]
    assert "hades" in temples["shore_centre"] and "hades" not in temples["sea_corner"]
    sea = BOARDS["sea_corner"]
    assert len(site_pair(sea, "shore", "country")) == 2  # the rulebook's diagram note
    assert sea.site_by_id["shore"].temple == "hermes" and sea.site_by_id["wild_south"].temple is None
    centre = BOARDS["shore_centre"]
    assert centre.site_by_id["shore"].temple is None
    assert {path.other_end("shore") for path in centre.paths_at["shore"]} == {
        "country",
        "mountains",
        "wild_north",
        "wild_south",
    }


def test_the_shore_country_paths_of_the_sea_corner_are_drawn_apart() -> None:
    one, two = site_pair(BOARDS["sea_corner"], "shore", "country")
    assert min(((a.x - b.x) ** 2 + (a.y - b.y) ** 2) ** 0.5 for a in one.spaces for b in two.spaces) > 10


@pytest.mark.parametrize("board", BOARDS.values(), ids=list(BOARDS))
def test_the_gorgon_can_be_played_next_to_the_shore(board: Board) -> None:
    """Play a Card's example: the Gorgon, a shore card, goes next to the shore site."""
    gorgon = BY_CODE["gorgon"]
    shore_sites = {site.id for site in board.sites if site.region == gorgon.region}
    assert shore_sites
    assert [s for s, (_spaces, sites) in board.neighbours.items() if set(sites) & shore_sites]


def test_the_venture_forth_example_fits_the_sea_corner() -> None:
    """Country to Mountains has two spaces: the Hoplite (country) by the Country, then the Lion
    (mountains) by the Mountains; each is next to a site of its own region."""
    board = BOARDS["sea_corner"]
    (path,) = site_pair(board, "country", "mountains")
    first, second = path.from_site("country")
    assert len(path.spaces) == 2
    assert board.neighbours[first.id][1] == ("country",) and BY_CODE["hoplite"].region == "country"
    assert board.neighbours[second.id][1] == ("mountains",) and BY_CODE["lion"].region == "mountains"
    # the Archer's party, starting in the Country, has only this path to complete
    assert BY_CODE["archer"].power == 2


# -- encounter cards ----------------------------------------------------------------------------


def test_encounter_counts_and_distribution() -> None:
    assert len(CARDS) == 72 and len(ADVENTURERS) == 36 and len(ENEMIES) == 36
    for region in model.REGIONS:
        adventurers = [card for card in ADVENTURERS if card.region == region]
        enemies = [card for card in ENEMIES if card.region == region]
        assert sorted(card.power for card in adventurers) == [1, 1, 2, 2, 3, 3, 4, 5, 6], region
        assert Counter(card.desire for card in adventurers) == dict.fromkeys(model.DESIRES, 3), region
        assert len({card.ambition for card in adventurers}) == 9, region
        assert sorted(card.power for card in enemies) == [2, 3, 4, 5, 6, 7, 8, 10, 12], region
        single = Counter(card.desires[0] for card in enemies if not card.vicious)
        assert single == dict.fromkeys(model.PENALTIES, 2), region
        vicious = sorted(card.desires for card in enemies if card.vicious)
        assert vicious == [("coin", "coin"), ("despair", "despair"), ("will", "will")], region
    assert Counter(card.ambition for card in ADVENTURERS) == dict.fromkeys(AMBITIONS.values(), 3)
    assert len(AMBITIONS) == 12 == len(set(AMBITIONS.values()))


def test_every_ambition_is_a_trigger_of_a_known_event() -> None:
    for card in ADVENTURERS:
        assert isinstance(card.ambition, Trigger) and card.ambition.event in model.TRIGGER_EVENTS, card.code
        assert card.ambition.desire in (None, *model.DESIRES), card.code


def test_the_rulebook_names_and_numbers_are_kept() -> None:
    poet, archer, hoplite = BY_CODE["poet"], BY_CODE["archer"], BY_CODE["hoplite"]
    assert isinstance(poet, Adventurer) and poet.ambition == Trigger("encounter", kind="enemy", min_power=10)
    assert isinstance(archer, Adventurer) and archer.power == 2
    assert archer.ambition == Trigger("encounter", kind="enemy", max_power=6)  # less than seven
    assert isinstance(hoplite, Adventurer) and hoplite.power == 3 and hoplite.region == "country"
    assert isinstance(BY_CODE["priestess"], Adventurer)
    philosopher = BY_CODE["philosopher"]
    assert isinstance(philosopher, Adventurer)
    assert philosopher.ambition == Trigger("encounter", kind="adventurer", desire="knowledge")
    dragon, lion, gorgon = BY_CODE["dragon"], BY_CODE["lion"], BY_CODE["gorgon"]
    assert isinstance(dragon, Enemy) and dragon.power == 12
    assert isinstance(lion, Enemy) and lion.power == 4 and lion.desires == ("will", "will") and lion.vicious
    assert lion.region == "mountains"
    assert isinstance(gorgon, Enemy) and gorgon.region == "shore"
    # the Poet's trigger meets the Dragon; the Archer's meets the Lion
    facts = {"kind": "enemy", "vicious": lion.vicious, "desire": None, "region": lion.region}
    assert poet.ambition.matches("encounter", **{**facts, "power": dragon.power})
    assert archer.ambition.matches("encounter", **{**facts, "power": lion.power})
    assert not archer.ambition.matches("encounter", **{**facts, "power": 7})


def test_sources_say_what_the_rulebook_gives() -> None:
    given = {card.code: set(card.from_rulebook) for card in CARDS if card.from_rulebook}
    assert given == {
        "poet": {"name", "kind", "ambition"},
        "archer": {"name", "kind", "power", "ambition"},
        "hoplite": {"name", "kind", "power"},
        "priestess": {"name", "kind"},
        "dragon": {"name", "kind", "power"},
        "lion": {"name", "kind", "power", "desires"},
        "gorgon": {"name", "kind", "region"},
    }
    for card in CARDS:
        fields = {"name", "kind", "region", "power"} | (
            {"desire", "ambition"} if isinstance(card, Adventurer) else {"desires"}
        )
        assert set(card.from_rulebook) <= fields, card.code
        assert card.source == ("rulebook" if set(card.from_rulebook) == fields else "reconstructed"), card.code
        assert card.note and "rulebook" in card.note and "this kit" in card.note, card.code


def test_codes_and_names_are_unique() -> None:
    assert len({card.code for card in CARDS}) == len(CARDS) == len(BY_CODE)
    assert len({card.name for card in CARDS}) == len(CARDS)
    assert all(BY_CODE[card.code] is card for card in CARDS)
    assert all(card.code == card.name.lower().replace(" ", "_") for card in CARDS)
    assert all(card.region in model.REGIONS for card in CARDS)
