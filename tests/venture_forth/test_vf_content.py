"""Venture Forth's content: the boards, the encounter cards, the level cards, the treasures, the
explore tokens, their generated text and the catalog.

The counts come from the rulebook's component list; every name and number the rulebook's examples
give is kept; the rest checks our reconstruction's own promises (docs/reconstructions.md, Venture
Forth), including that the worked examples fit on the boards.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable

import pytest

from venture_widgets.core.effects import Op
from venture_widgets.games.venture_forth import model, text
from venture_widgets.games.venture_forth.boards import BOARDS, DEFAULT_BOARD
from venture_widgets.games.venture_forth.cards import AMBITIONS, BY_CODE, CARDS
from venture_widgets.games.venture_forth.catalog import catalog
from venture_widgets.games.venture_forth.levels import LEVEL_CARDS_COUNT, LEVEL_I, LEVEL_II, LEVEL_III
from venture_widgets.games.venture_forth.model import Ability, Adventurer, Board, Enemy, LevelCard, Trigger
from venture_widgets.games.venture_forth.tokens import EXPLORE_TOKENS
from venture_widgets.games.venture_forth.treasures import TREASURES

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
    assert sea.site_by_id["country"].temple == "hermes" and sea.site_by_id["wild_south"].temple is None
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


LEVELS: list[LevelCard] = [LEVEL_I, LEVEL_II, *LEVEL_III]
NAMED = [*CARDS, *LEVELS, *TREASURES]


def test_codes_and_names_are_unique_across_all_content() -> None:
    assert len({item.code for item in NAMED}) == len(NAMED)
    assert len({item.name for item in NAMED}) == len(NAMED)
    assert all(BY_CODE[card.code] is card for card in CARDS) and len(BY_CODE) == len(CARDS)
    assert all(item.code == re.sub(r"[^a-z0-9]+", "_", item.name.lower()) for item in NAMED)
    assert len({token.code for token in EXPLORE_TOKENS}) == len(EXPLORE_TOKENS)
    assert all(card.region in model.REGIONS for card in CARDS)


# -- level cards ----------------------------------------------------------------------------------


def test_level_i_is_the_rulebooks_and_level_ii_pays_more() -> None:
    """The Archer's choice (1 will for 3 points, or 2 for 4 and a level) and the Poet's (2 will: 4
    points, a level up and a despair removed)."""
    assert LEVEL_CARDS_COUNT == 20
    assert LEVEL_I.level == 1 and LEVEL_II.level == 2 and LEVEL_I.source == "rulebook"
    assert LEVEL_I.conversions == (model.Conversion(1, 3), model.Conversion(2, 4, level_up=True, despair=1))
    assert LEVEL_II.source == "reconstructed"
    assert LEVEL_II.conversions == (model.Conversion(2, 5), model.Conversion(3, 7, level_up=True, despair=1))
    assert LEVEL_I.ability is None and LEVEL_II.ability is None


def test_level_iii_cards() -> None:
    assert len(LEVEL_III) == 20
    kinds = Counter()
    for card in LEVEL_III:
        assert card.level == 3 and card.source == "reconstructed" and card.ability is not None, card.code
        (conversion,) = card.conversions
        assert 3 <= conversion.will <= 4 and 8 <= conversion.points <= 10 and not conversion.level_up, card.code
        ability = card.ability
        parts = [
            ability.power != 0,
            ability.exert_factor != 2,
            ability.recruit_discount != 0,
            ability.trigger is not None,
        ]
        assert sum(parts) == 1, card.code  # one ability each
        assert (ability.trigger is None) == (ability.effects == ()), card.code
        assert ability.power in (0, 1, 2) and ability.exert_factor in (2, 3) and ability.recruit_discount in (0, 1)
        if ability.trigger is not None:
            assert ability.trigger.event in model.TRIGGER_EVENTS, card.code
        kinds["power", ability.power] += ability.power != 0
        kinds["exert"] += ability.exert_factor == 3
        kinds["recruit"] += ability.recruit_discount == 1
        kinds["trigger"] += ability.trigger is not None
    assert kinds["power", 1] and kinds["power", 2] and kinds["exert"] and kinds["recruit"]
    assert kinds["trigger"] >= 10


# -- treasures and tokens ---------------------------------------------------------------------------


def program_key(program: model.Program) -> tuple[str, ...]:
    return tuple(o.text for o in program)


def test_treasures() -> None:
    assert len(TREASURES) == 21
    for kind in model.DESIRES:
        of_type = [t for t in TREASURES if t.type == kind]
        assert sorted(t.points for t in of_type) == [1, 1, 2, 2, 3, 3, 4], kind
        assert len({program_key(t.ability) for t in of_type}) == 7, kind  # every ability once per type
    assert len({program_key(t.ability) for t in TREASURES}) == 7
    assert all(t.source == "reconstructed" and "rulebook" in t.note for t in TREASURES)


def test_explore_tokens() -> None:
    faces = Counter((t.treasures, t.coins, t.despair) for t in EXPLORE_TOKENS)
    assert faces == {
        (1, 0, 0): 4,
        (2, 0, 0): 4,
        (3, 0, 0): 3,
        (0, 2, 0): 3,
        (1, 1, 0): 3,
        (1, 0, 1): 2,
        (3, 0, 1): 2,
        (0, 3, 0): 1,
    }
    assert len(EXPLORE_TOKENS) == 22
    assert all(t.code.startswith("token_") and t.source == "reconstructed" for t in EXPLORE_TOKENS)


# -- programs and text ----------------------------------------------------------------------------

#: The ops model.py's docstring lists, with the arguments each takes.
MODEL_OPS = dict(re.findall(r"``(\w+)\((\w*)\)``", model.__doc__ or ""))


def programs() -> Iterable[tuple[str, model.Program]]:
    for card in LEVEL_III:
        assert card.ability is not None
        if card.ability.trigger is not None:
            yield card.code, card.ability.effects
    for treasure in TREASURES:
        yield treasure.code, treasure.ability


def test_programs_use_only_the_listed_ops_with_their_arguments() -> None:
    assert len(MODEL_OPS) == 9
    used = set()
    for code, program in programs():
        assert isinstance(program, tuple), code
        for o in program:
            assert isinstance(o, Op) and o.name in MODEL_OPS, (code, o)
            assert o.when is None and o.unless is None, code
            wanted = {MODEL_OPS[o.name]} - {""}
            assert set(o.args) == wanted, (code, o.text)
            assert all(isinstance(n, int) and n >= 1 for n in o.args.values()), (code, o.text)
            used.add(o.name)
    assert used == set(MODEL_OPS)


def test_every_op_has_words() -> None:
    assert set(text.OP_WORDS) == set(MODEL_OPS)
    for code, program in programs():
        assert text.program_text(program), code


def sentence(words: str) -> bool:
    return bool(re.fullmatch(r"[A-Z][^\n]*[a-z0-9.']", words)) and "None" not in words and "  " not in words


def test_every_item_has_text() -> None:
    for card in CARDS:
        if isinstance(card, Adventurer):
            assert sentence(text.ambition_text(card.ambition)), card.code
        else:
            assert sentence(text.enemy_text(card)), card.code
    for card in LEVELS:
        lines = text.level_text(card)
        assert len(lines) == len(card.conversions) + (card.ability is not None), card.code
        assert all(sentence(line) for line in lines), card.code
        assert all(sentence(text.conversion_text(c)) for c in card.conversions), card.code
        if card.ability is not None:
            assert sentence(text.ability_text(card.ability)), card.code
    assert all(sentence(text.treasure_text(t)) for t in TREASURES)
    assert all(sentence(text.token_text(t)) for t in EXPLORE_TOKENS)
    for board in BOARDS.values():
        assert all(sentence(text.space_text(s)) for path in board.paths for s in path.spaces)
    assert set(text.SYMBOL_WORDS) == set(model.SYMBOLS)


def test_ambition_texts_tell_the_catalogue_apart() -> None:
    words = {text.ambition_text(trigger) for trigger in AMBITIONS.values()}
    assert len(words) == 12
    assert text.ability_text(Ability()) == ""  # nothing to say of no ability


def test_unknown_words_fail() -> None:
    with pytest.raises(ValueError, match="juggle"):
        text.op_text(Op("juggle"))
    with pytest.raises(ValueError, match="sneeze"):
        text.ambition_text(Trigger("sneeze"))


# -- catalog ----------------------------------------------------------------------------------------


def test_catalog_is_strict_json() -> None:
    data = catalog()
    assert json.loads(json.dumps(data)) == data  # a tuple would come back as a list


def test_catalog_contents_and_sources() -> None:
    data = catalog()
    assert set(data["boards"]) == set(BOARDS) and data["default_board"] == "sea_corner"
    sea = data["boards"]["sea_corner"]
    assert sea["source"] == "reconstructed" and sea["temples"]["hermes"] == "country"
    assert sum(len(path["spaces"]) for path in sea["paths"]) == 20
    assert {"id", "symbol", "explore", "x", "y", "text"} <= set(sea["paths"][0]["spaces"][0])
    assert len(data["cards"]) == 72 and len(data["levels"]) == 22 and len(data["treasures"]) == 21
    assert len(data["tokens"]) == 22
    assert data["cards"]["archer"]["ambition"] == "Encounter an enemy with 6 or less power"
    assert data["cards"]["archer"]["from_rulebook"] == ["name", "kind", "power", "ambition"]
    assert data["levels"]["level_i"]["source"] == "rulebook"
    for group in ("cards", "levels", "treasures"):
        assert all(entry["source"] in {"rulebook", "reconstructed"} for entry in data[group].values()), group
    assert all(token["source"] == "reconstructed" for token in data["tokens"])


def test_four_reference_cards_in_the_colours_the_table_draws_the_seats_in() -> None:
    """One reference card per player (the rulebook's four), each in the colour of its seat on the
    table: the front end's seat colours are read from its source, so the two cannot drift."""
    import re
    from pathlib import Path

    cards = catalog()["reference_cards"]
    assert [card["seat"] for card in cards] == [0, 1, 2, 3] and len({card["colour"] for card in cards}) == 4
    source = (Path(__file__).parents[2] / "js" / "games" / "venture_forth" / "catalog.js").read_text()
    drawn = re.search(r"SEAT_COLOURS = \[([^\]]*)\]", source)
    assert drawn is not None
    assert [card["hex"] for card in cards] == re.findall(r'"(#[0-9a-f]{6})"', drawn.group(1))
    assert all(card["source"] == "reconstructed" and card["lines"] for card in cards)
