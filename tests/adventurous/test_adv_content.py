"""Adventurous's content: the seventeen cards, the ship, their generated text and the catalog.

The counts, the encounter types, the thresholds, the difficulty table and one marvel's cost
("3 + fin serpent") come from the rulebook; the rest checks our reconstruction's own promises
(docs/reconstructions.md, Adventurous): every map side is one chain waypoint, path segments,
waypoint (``scripts/check_adventurous_cards.py``, run here too), every row of the difficulty
table can be built, every marvel's cost names types that the map sides show, and the page's
table of the cards is the data.
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from collections import Counter
from dataclasses import replace
from pathlib import Path
from types import ModuleType

import pytest
from conformance_hooks import hooks_of, limits_of

from venture_widgets.games.adventurous import text
from venture_widgets.games.adventurous.cards import CARD_BY_NUMBER, CARDS
from venture_widgets.games.adventurous.catalog import catalog
from venture_widgets.games.adventurous.geometry import ORIENTATIONS, SHAPES, chain_of
from venture_widgets.games.adventurous.model import (
    CODES,
    ENCOUNTERS,
    HEIGHT,
    JOURNEY_EFFECTS,
    RESTRICTIONS,
    WIDTH,
    Card,
    Cost,
)
from venture_widgets.games.adventurous.rules import DIFFICULTIES, MARVELS
from venture_widgets.games.adventurous.ship import SHIP, START

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "reconstructions.md"
ENCOUNTER_NAMES = set(ENCOUNTERS.values())


def check_script() -> ModuleType:
    """``scripts/check_adventurous_cards.py``, loaded as a module."""
    name = "check_adventurous_cards"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        sys.modules[name] = module
    return sys.modules[name]


# -- the check script ------------------------------------------------------------------------------


def test_the_check_script_passes_and_prints_the_totals(capsys: pytest.CaptureFixture[str]) -> None:
    assert check_script().main([]) == 0
    out = capsys.readouterr().out
    counts = Counter("".join("".join(card.map) for card in CARDS))
    assert f"Totals: {counts['P']} path segments, {counts['W']} waypoints;" in out
    assert f"fin {counts['F']} serpent {counts['S']} trident {counts['T']} whirlpool {counts['H']}" in out
    assert "Difficulty split: I 6, II 6, III 5" in out
    assert all(f"  {name}: " in out and "cannot" not in out for name in DIFFICULTIES)
    assert out.rstrip().endswith("17 cards checked: ok")
    for card in CARDS:
        assert re.search(rf"^{card.number:2}  {'/'.join(card.map)}  path +{len(chain_of(card.map)) - 2} ", out, re.M)


@pytest.mark.parametrize(
    ("broken", "problem"),
    [
        (replace(CARD_BY_NUMBER[1], map=("WPP", "PPP", "PPP", "WTH")), "card 1: the path spaces of WPP/PPP"),
        (replace(CARD_BY_NUMBER[1], map=("WPP", "FSP", "FPP", "FTW")), "card 1: the path spaces of WPP/FSP/FPP/FTW"),
        (replace(CARD_BY_NUMBER[2], map=("PPP", "PFP", "PPP", "FFF")), "card 2: the path of PPP/PFP/PPP/FFF has 0 "),
    ],
)
def test_the_check_script_finds_a_broken_path(broken: Card, problem: str) -> None:
    cards = tuple(broken if card.number == broken.number else card for card in CARDS)
    _, problems = check_script().content_problems(cards)
    assert any(found.startswith(problem) for found in problems), problems


def without_tridents(card: Card) -> tuple[str, str, str, str]:
    top, second, third, bottom = (row.replace("T", "F") for row in card.map)
    return top, second, third, bottom


def test_the_check_script_finds_an_unbuildable_difficulty_and_an_unplaceable_cost() -> None:
    easy = tuple(replace(card, marvel=replace(card.marvel, difficulty=1)) for card in CARDS)
    _, problems = check_script().content_problems(easy)
    assert "difficulty novice needs 1 of II (there are 0)" in problems
    no_tridents = tuple(replace(card, map=without_tridents(card)) for card in CARDS)
    _, problems = check_script().content_problems(no_tridents)
    assert "marvel 8 needs trident, which no map side shows" in problems


def test_the_check_script_prints_the_table_of_the_page(capsys: pytest.CaptureFixture[str]) -> None:
    script = check_script()
    assert script.main(["--table"]) == 0
    assert capsys.readouterr().out == script.markdown_table() + "\n"


def test_the_check_script_weighs_the_content_against_the_printed_limits(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every journey effect and restriction is weighed against the limits of
    tests/adventurous/limits.py; one that touches a limit unlisted, or was never weighed, fails
    the check. The games that hold them are the conformance suite's Rough Seas games."""
    script, limits = check_script(), limits_of("adventurous")
    assert set(script.TOUCHES) == set(JOURNEY_EFFECTS) | set(RESTRICTIONS)
    assert {name for touched in script.TOUCHES.values() for name in touched} <= set(limits.NAMED)
    assert hooks_of("adventurous").options(1)["journey_effects"] and limits.TRACKER is hooks_of("adventurous").limits
    effects = SHIP.sides[1].effects
    assert script.limit_problems(CARDS, effects) == ([f"  top_only: draws, held by {script.HELD_IN}"], [])
    assert script.limit_problems(CARDS, (*effects, "double_draw"))[1] == [
        "double_draw is not in TOUCHES: which printed limits can it change?"
    ]
    monkeypatch.setitem(script.TOUCHES, "apart", ("marvels",))
    assert script.limit_problems(CARDS, effects)[1] == [
        "the content touching printed limits is {'top_only': ('draws',), 'apart': ('marvels',)}, "
        "LIMIT_CONTENT lists {'top_only': ('draws',)}"
    ]


# -- the cards -------------------------------------------------------------------------------------


def test_seventeen_cards_numbered_one_to_seventeen() -> None:
    assert [card.number for card in CARDS] == list(range(1, 18))
    assert {card.number: card for card in CARDS} == CARD_BY_NUMBER
    assert len(CARDS) == MARVELS + 12  # the marvel deck and the map deck share the cards


@pytest.mark.parametrize("card", CARDS, ids=lambda card: str(card.number))
def test_each_map_side_is_four_rows_of_three_with_one_chain(card: Card) -> None:
    assert len(card.map) == HEIGHT and all(len(row) == WIDTH for row in card.map)
    assert set("".join(card.map)) <= set(CODES)
    assert "".join(card.map).count("W") == 2
    chain = chain_of(card.map)
    ends = {chain[0], chain[-1]}
    assert {(c, r) for r, row in enumerate(card.map) for c, code in enumerate(row) if code == "W"} == ends
    assert len(chain) == sum(code in "WP" for code in "".join(card.map))
    # every encounter space is one of the 12 - len(chain) others, and each orientation keeps the chain
    for orientation in ORIENTATIONS:
        shape = SHAPES[card.number][orientation]
        assert len(shape.codes) == 12 and {shape.codes[space] for space in shape.chain} <= {"W", "P"}
        assert shape.codes[shape.chain[0]] == shape.codes[shape.chain[-1]] == "W"


@pytest.mark.parametrize("card", CARDS, ids=lambda card: str(card.number))
def test_each_marvel_side_is_well_formed(card: Card) -> None:
    marvel = card.marvel
    assert marvel.difficulty in (1, 2, 3)
    assert marvel.restriction is None or marvel.restriction in RESTRICTIONS
    assert marvel.cost.any >= 0 and set(marvel.cost.required) <= ENCOUNTER_NAMES
    assert 1 <= marvel.cost.total <= 12 - 2  # a marvel covers 12 spaces; a path of a map card shows somewhere


def test_marvel_costs_can_be_met_in_principle() -> None:
    """Every type a cost names shows on some map side, at least as often as it is named; a
    marvel asked to cover a whirlpool or to spare them has whirlpools to reckon with."""
    shown = Counter(ENCOUNTERS[code] for card in CARDS for code in "".join(card.map) if code in ENCOUNTERS)
    for card in CARDS:
        needed = Counter(card.marvel.cost.required)
        assert all(shown[kind] >= count for kind, count in needed.items()), card.number
        if card.marvel.restriction == "no_whirlpools":
            assert "whirlpool" not in needed, card.number
    assert shown["whirlpool"] > 0


def test_the_difficulty_table_can_be_built_in_every_row() -> None:
    split = Counter(card.marvel.difficulty for card in CARDS)
    assert DIFFICULTIES == {"novice": (3, 1, 1), "seasoned": (2, 2, 1), "veteran": (1, 2, 2), "legend": (1, 1, 3)}
    for name, row in DIFFICULTIES.items():
        assert sum(row) == MARVELS, name
        assert all(need <= split[difficulty] for difficulty, need in enumerate(row, 1)), name


def test_every_item_says_where_it_comes_from() -> None:
    for card in CARDS:
        assert card.source in {"rulebook", "reconstructed"}, card.number
    assert [card.number for card in CARDS if card.from_rulebook] == [13]
    example = CARD_BY_NUMBER[13]
    assert example.from_rulebook == ("marvel cost",) and example.source == "reconstructed"
    assert (
        example.marvel.cost == Cost(3, ("fin", "serpent")) and text.cost_words(example.marvel.cost) == "3 + fin serpent"
    )
    assert SHIP.source == "reconstructed" and "encounter thresholds" in SHIP.from_rulebook
    assert SHIP.thresholds == {"fin": 4, "serpent": 3, "trident": 2}
    assert SHIP.rows[0][START[0]] == "W" and START == (1, 0)
    assert all(side.source == "reconstructed" for side in SHIP.sides)
    assert [len(side.effects) for side in SHIP.sides] == [0, 3]
    assert set(SHIP.sides[1].effects) == set(JOURNEY_EFFECTS)


# -- text and catalog ------------------------------------------------------------------------------


def sentence(words: str) -> bool:
    return bool(re.fullmatch(r"[a-zA-Z0-9][^\n]*[a-z0-9)°]", words)) and "None" not in words and "  " not in words


@pytest.mark.parametrize("card", CARDS, ids=lambda card: str(card.number))
def test_every_card_has_text(card: Card) -> None:
    words = text.marvel_words(card.number)
    assert sentence(words) and words.startswith(f"marvel {card.number} (")
    assert text.cost_words(card.marvel.cost) in words
    if card.marvel.restriction:
        assert words.endswith(RESTRICTIONS[card.marvel.restriction])
    for orientation in ORIENTATIONS:
        assert sentence(text.placement_words((-1, 2, orientation), "map"))
    assert text.placement_words((3, -4, 90), "marvel") == "at (3, -4)"
    assert all(sentence(text.effect_words(effect)) for effect in JOURNEY_EFFECTS)


def test_catalog_is_strict_json() -> None:
    data = catalog()
    assert json.loads(json.dumps(data)) == data  # a tuple would come back as a list


def test_catalog_contents_and_sources() -> None:
    data = catalog()
    assert [card["number"] for card in data["cards"]] == list(range(1, 18))
    for entry, card in zip(data["cards"], CARDS, strict=True):
        assert entry["map"] == list(card.map) and entry["source"] == card.source
        assert entry["marvel"]["text"] == text.marvel_words(card.number)
        assert entry["marvel"]["cost"]["total"] == card.marvel.cost.total
    assert data["cards"][12]["from_rulebook"] == ["marvel cost"]
    assert set(data["shapes"]) == {str(card.number) for card in CARDS}
    assert all(set(shapes) == {str(o) for o in ORIENTATIONS} for shapes in data["shapes"].values())
    assert data["difficulties"] == {name: list(row) for name, row in DIFFICULTIES.items()}
    assert data["ship"]["start"] == [1, 0] and data["ship"]["source"] == "reconstructed"


# -- the page --------------------------------------------------------------------------------------


def section(heading: str) -> str:
    """The text of the page's section under ``### heading``, up to the next heading."""
    page = DOC.read_text()
    start = page.index(f"\n### {heading}\n")
    end = page.find("\n#", start + 1)
    return page[start : end if end != -1 else len(page)]


def test_the_pages_table_of_the_cards_is_the_data() -> None:
    table = [line for line in section("Adventurous: the seventeen cards").splitlines() if line.startswith("|")]
    assert "\n".join(table) == check_script().markdown_table()


def test_the_page_has_the_adventurous_sections() -> None:
    headings = {line.lstrip("#").strip() for line in DOC.read_text().splitlines() if line.startswith("#")}
    assert {
        "Adventurous",
        "Adventurous: what the rulebook fixes",
        "Adventurous: grid and ship",
        "Adventurous: the seventeen cards",
        "Adventurous: journey effects",
        "Adventurous: readings",
    } <= headings


def test_the_page_gives_the_twelve_readings() -> None:
    readings = [line for line in section("Adventurous: readings").splitlines() if re.match(r"\d+\. \*\*", line)]
    assert len(readings) == 12
