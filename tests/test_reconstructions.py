"""The project documents its own reconstructions and readings (docs/reconstructions.md), and the
data's sources agree with that page.

- The code cites the page by its headings ("docs/reconstructions.md, Venturesome: colours and
  symbols"); every citation names a heading that exists, and nothing cites notes outside the
  repository.
- The page is in our own words: no run of 8 words of any game's rulebook (the fingerprints of
  tests/tutor/lesson_checks.py).
- The sources are as the audit found. A card or item is ``rulebook`` only when the rulebook gives
  what it does; a card whose name comes from the rulebook but whose text is partly ours is
  ``reconstructed``, and its ``from_rulebook`` and ``note`` say which parts are printed.
- The content that touches a limit the rulebook prints (Venture Forth's, A Wild Venture's) is
  listed with the limits it touches and the test that holds them.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from conformance_hooks import Limit, limits_of

import venture_widgets as vw
from venture_widgets.games.venture_forth.levels import LEVEL_III
from venture_widgets.games.venture_forth.tokens import EXPLORE_TOKENS
from venture_widgets.games.venture_forth.treasures import TREASURES
from venture_widgets.games.venturesome import data as vs
from venture_widgets.games.wild_venture.boards import BOARDS
from venture_widgets.games.wild_venture.cards import BY_CODE, CARDS

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "reconstructions.md"
CITED = "docs/reconstructions.md, "

sys.path.insert(0, str(ROOT / "tests" / "tutor"))
from lesson_checks import copied_runs, stored_fingerprints  # noqa: E402


def squeeze(text: str) -> str:
    """Letters and digits only, lower case: a citation split over lines or string pieces reads the same."""
    return re.sub(r"[^a-z0-9]", "", text.lower())


def headings() -> list[str]:
    return [line.lstrip("#").strip() for line in DOC.read_text().splitlines() if line.startswith(("## ", "### "))]


def test_no_citation_of_notes_outside_the_repository() -> None:
    outside = "GAME-DATA" + "-NOTES"
    for folder in ("venture_widgets", "tests", "docs"):
        for path in (ROOT / folder).rglob("*"):
            if path.is_file() and path.suffix in {".py", ".md", ".json", ".txt"}:
                assert outside not in path.read_text(errors="replace"), path


def test_every_citation_names_a_heading_of_the_page() -> None:
    known = [squeeze(heading) for heading in headings()]
    found = 0
    for path in (ROOT / "venture_widgets").rglob("*.py"):
        text = path.read_text()
        for match in re.finditer(re.escape(CITED), text):
            found += 1
            cited = squeeze(text[match.end() : match.end() + 120])
            assert any(cited.startswith(heading) for heading in known), (path, text[match.end() : match.end() + 60])
    assert found >= 10


def test_the_page_has_a_section_per_reconstruction() -> None:
    assert {
        "Venturesome: colours and symbols",
        "Venturesome: intimidation cards",
        "Venturesome: readings",
        "A Wild Venture: card lists",
        "A Wild Venture: named cards",
        "A Wild Venture: Starter and Initiate cards",
        "A Wild Venture: boards",
        "A Wild Venture: setup tokens",
        "A Wild Venture: readings",
        "Venture Forth: boards",
        "Venture Forth: encounter cards",
        "Venture Forth: level cards",
        "Venture Forth: treasures",
        "Venture Forth: explore tokens",
        "Venture Forth: readings",
    } <= set(headings())


@pytest.mark.parametrize("game", vw.list_games())
def test_the_page_is_in_our_own_words(game: str) -> None:
    assert copied_runs(DOC.read_text(), stored_fingerprints(game)) == []


# --- A Wild Venture ----------------------------------------------------------------------------

#: The fields that make up what a card does, per kind (cost, Supply, deck and species aside).
TEXT_FIELDS = {
    "villager": {"effects"},
    "gear": {"trigger", "relic"},
    "building": {"trigger", "effects", "enchant"},
    "starter": {"effects", "upgraded"},
}
FIELDS = {"name", "kind", "species", "cost", "supply", "effects", "upgraded", "modifier", "trigger", "relic", "enchant"}


def text_fields(card) -> set[str]:
    return TEXT_FIELDS[card.kind] | ({"modifier"} if card.modifier else set())


def test_a_card_is_rulebook_only_when_the_rulebook_gives_all_it_does() -> None:
    for card in CARDS:
        assert set(card.from_rulebook) <= FIELDS, card.code
        whole = bool(card.from_rulebook) and text_fields(card) <= set(card.from_rulebook)
        assert card.source == ("rulebook" if whole else "reconstructed"), card.code
        if card.from_rulebook:
            assert "rulebook" in card.note and ("this kit" in card.note or "our reading" in card.note), card.code


def test_the_audit_of_the_named_cards() -> None:
    """What the rulebook prints of each named card (docs/reconstructions.md, A Wild Venture: named
    cards)."""
    parts = {code: set(card.from_rulebook) - {"name", "kind"} for code, card in BY_CODE.items() if card.from_rulebook}
    assert parts == {
        "frog_wizard": {"effects", "modifier"},
        "the_mighty_joe": {"effects"},
        "zero_waste": {"trigger", "effects", "enchant"},
        "postal_contract": {"trigger"},
        "recycle_bin": {"trigger"},
        "generous_pension": {"relic"},
        "telegraph_office": {"trigger"},
        "chainwhip": {"species", "cost"},
        "nest": {"species"},
        "lilypad": {"species"},
        "warren": {"species"},
        "fledgling_initiate": {"species", "supply"},
        "polliwog_initiate": {"species", "supply"},
        "kit_initiate": {"species", "supply"},
    }
    assert {code for code, card in BY_CODE.items() if card.source == "rulebook"} == {
        "frog_wizard",
        "the_mighty_joe",
        "zero_waste",
    }


@pytest.mark.parametrize("code", ["nest", "lilypad", "warren", "telegraph_office"])
def test_named_by_the_rulebook_but_doing_what_we_wrote(code: str) -> None:
    """The issue's four: the rulebook names them (and the Telegraph Office's trigger), not their effects."""
    card = BY_CODE[code]
    assert card.source == "reconstructed"
    assert "name" in card.from_rulebook and "effects" not in card.from_rulebook
    assert "this kit's own" in card.note


def test_the_catalog_carries_the_sources() -> None:
    from venture_widgets.games.wild_venture.catalog import catalog

    cards = catalog()["cards"]
    assert cards["telegraph_office"]["source"] == "reconstructed"
    assert cards["telegraph_office"]["from_rulebook"] == ["name", "kind", "trigger"]
    assert cards["frog_wizard"]["source"] == "rulebook"
    assert all(entry["source"] == "reconstructed" for code, entry in cards.items() if not entry["from_rulebook"])


def test_every_path_ends_at_a_chest() -> None:
    """The page says so of this kit's boards (A Wild Venture: boards)."""
    for board in BOARDS.values():
        ends = [space for space in board.spaces if space.end]
        assert ends and all(space.reward is not None and space.reward[0] == "chest" for space in ends), board.id
        assert board.source == "reconstructed" and "docs/reconstructions.md" in board.note


# --- Venturesome -------------------------------------------------------------------------------


def test_venturesome_sources() -> None:
    """Characters and threats are the rulebook's; colours, the symbol of each card and the
    characters on the intimidation cards are ours; the readings are noted where they apply."""
    assert all(c.source == "rulebook" and c.colour_source == "reconstructed" for c in vs.CHARACTERS.values())
    assert all(card.source == "reconstructed" for card in vs.CARDS)
    assert all(threat.source == "rulebook" for threat in vs.THREATS)
    assert all(card.source == "reconstructed" for card in vs.INTIMIDATION)
    noted = {c.id for c in vs.CHARACTERS.values() if c.note} | {t.id for t in vs.THREATS if t.note}
    assert noted == {"AVIATOR", "ROPE_BRIDGE"}
    assert "in this kit" in vs.THREAT_BY_ID["ROPE_BRIDGE"].text
    assert all("Our reading" in note for note in (vs.CHARACTERS["AVIATOR"].note, vs.THREAT_BY_ID["ROPE_BRIDGE"].note))


# --- content that touches a printed limit ------------------------------------------------------
#
# Reconstructed content may add anything the rulebook does not forbid and nothing it does. Each
# part of the content (an op of a program, a number of a card or token) is weighed against the
# limits the rulebook prints (tests/<id>/limits.py); the content touching one is listed with the
# limits it touches, and HELD_IN holds them on every step of the seeded random games. Venture
# (2019)'s and Adventurous's lists are in their check scripts (scripts/check_*_cards.py).

HELD_IN = "tests/test_conformance.py::test_random_game"
VF = limits_of("venture_forth")
WV = limits_of("wild_venture")

#: Venture Forth: what each part can change of the printed limits. ``sift`` draws encounter cards
#: into the hand, and so touches the hand of five of Step 3 of Play a Card, which it keeps by
#: discarding as many (an earlier ``draw_cards`` left hands of seven and more); the other ops of a
#: treasure or a Level III card change none (the despair on tokens and enemies is taken from an
#: unlimited supply in this kit, docs/reconstructions.md, Venture Forth: readings); the treasures
#: an explore token shows are looked at (at most three, one kept); a Level III card that changes
#: the factor of exerting touches Exerting (still once an encounter).
VF_TOUCHES = {
    **dict.fromkeys(("gain_coins", "place_will", "will_here", "gain_points", "remove_despair"), ()),
    **dict.fromkeys(("upright", "move_adjacent", "boost"), ()),
    "sift": (VF.HAND,),
    **dict.fromkeys(("power", "recruit_discount", "coins", "despair"), ()),
    "exert_factor": (VF.EXERT,),
    "treasures": (VF.LOOK, VF.KEEP),
}
VF_LISTED = {
    **dict.fromkeys(("token_1t", "token_2t", "token_3t", "token_1c1t", "token_1t1d", "token_3t1d"), (VF.LOOK, VF.KEEP)),
    **dict.fromkeys(("rage_of_achilles", "endurance_of_hector"), (VF.EXERT,)),
    **dict.fromkeys(("owl_of_athena", "spear_of_achilles", "apple_of_the_hesperides"), (VF.HAND,)),
    "defiance_of_prometheus": (VF.HAND,),
}
#: A Wild Venture: a card that activates a Starter or plays a card by its effect does so outside
#: the Main Actions, not counting towards their limits (Main Action: Activate a card); no other op
#: changes a printed limit.
WV_TOUCHES = {
    "activate_starter": (WV.MAIN, WV.MAIN_TWICE),
    "play_subject": (WV.MAIN,),
    **dict.fromkeys(("gain", "draw", "consider", "invest", "pay", "tuck_hand", "adventure", "add_supply"), ()),
}
WV_STARTERS = ("chough_bellringer", "hare_headmistress", "hare_stationer", "marsh_guide", "newt_naturalist")
WV_LISTED = {
    **dict.fromkeys((*WV_STARTERS, "rook_telegraphist", "warren_steward"), (WV.MAIN, WV.MAIN_TWICE)),
    "zero_waste": (WV.MAIN,),
}


def venture_forth_parts() -> dict[str, list[str]]:
    """The weighed parts of Venture Forth's treasures, Level III cards and explore tokens (by face)."""
    parts = {treasure.code: [o.name for o in treasure.ability] for treasure in TREASURES}
    for card in LEVEL_III:
        ability = card.ability
        changed = [name for name in ("power", "recruit_discount") if getattr(ability, name)]
        parts[card.code] = [o.name for o in ability.effects] + changed + ["exert_factor"] * (ability.exert_factor != 2)
    for token in EXPLORE_TOKENS:
        parts[token.code.rsplit("_", 1)[0]] = [
            name for name in ("treasures", "coins", "despair") if getattr(token, name)
        ]
    return parts


def wild_venture_parts() -> dict[str, list[str]]:
    """The weighed parts of A Wild Venture's cards: the ops of every program a card carries."""
    parts = {}
    for card in CARDS:
        programs = (card.effects, card.upgraded or (), card.relic or (), card.enchant.effects if card.enchant else ())
        parts[card.code] = [o.name for program in programs for o in program]
    return parts


def touching(parts: dict[str, list[str]], touches: dict[str, tuple[Limit, ...]]) -> dict[str, tuple[Limit, ...]]:
    """The content whose parts touch a printed limit, with the limits (each once, in order); every
    part must have been weighed."""
    unweighed = sorted({part for its in parts.values() for part in its if part not in touches})
    assert not unweighed, f"not weighed against the printed limits: {unweighed}"
    found = {
        content: tuple(dict.fromkeys(limit for part in its for limit in touches[part]))
        for content, its in parts.items()
    }
    return {content: limits for content, limits in found.items() if limits}


@pytest.mark.parametrize(
    ("parts", "touches", "listed"),
    [(venture_forth_parts, VF_TOUCHES, VF_LISTED), (wild_venture_parts, WV_TOUCHES, WV_LISTED)],
    ids=["venture_forth", "wild_venture"],
)
def test_content_touching_a_printed_limit_is_listed(
    parts: Callable[[], dict[str, list[str]]],
    touches: dict[str, tuple[Limit, ...]],
    listed: dict[str, tuple[Limit, ...]],
) -> None:
    """Each card or token that touches a printed limit is listed with the limits it touches (held
    by HELD_IN); one that touches a limit unlisted, or a part never weighed, fails."""
    assert touching(parts(), touches) == listed
    with pytest.raises(AssertionError, match=re.escape("not weighed against the printed limits: ['double_actions']")):
        touching({"new_card": ["double_actions"]}, touches)
