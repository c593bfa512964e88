#!/usr/bin/env python
"""Check Adventurous's seventeen cards (docs/reconstructions.md, Adventurous) and print what they hold.

- every map side is one chain waypoint, path segments, waypoint (``geometry.chain_of``);
- per card: its path segments, its encounters by type and its marvel side;
- the totals: path segments and each encounter type over all map sides;
- the difficulty split of the marvel sides, and that every row of the rulebook's difficulty table
  (``rules.DIFFICULTIES``) can be built from it;
- every type a marvel's cost names shows on some map side (else the marvel could never be placed);
- the printed limits: each journey effect of the ship and each marvel restriction in use is
  weighed in :data:`TOUCHES` against the limits the rulebook prints (two map cards drawn and
  placed in an Explore turn, one marvel in a Discover turn, the encounter thresholds), and each
  that touches one is listed in :data:`LIMIT_CONTENT`, held by the test :data:`HELD_IN`.

The exit status is 1 when a check fails, 0 otherwise. Run from the repository's root:

    python scripts/check_adventurous_cards.py           # the report
    python scripts/check_adventurous_cards.py --table   # the cards as the table of docs/reconstructions.md

``main()`` returns the status, so a test runs it too, and checks that the page's table is
:func:`markdown_table` (tests/adventurous/test_adv_content.py).
"""

from __future__ import annotations

import sys
from collections import Counter

from venture_widgets.games.adventurous.cards import CARDS
from venture_widgets.games.adventurous.geometry import chain_of
from venture_widgets.games.adventurous.model import ENCOUNTERS, NUMERALS, RESTRICTIONS, Card
from venture_widgets.games.adventurous.rules import DIFFICULTIES
from venture_widgets.games.adventurous.ship import SHIP
from venture_widgets.games.adventurous.text import cost_words

#: The encounter codes in the order the report lists them.
CODES = tuple(ENCOUNTERS)

#: What each journey effect and marvel restriction can change of the limits the rulebook prints,
#: by the names tests/adventurous/limits.py gives them (``NAMED``); nothing: an empty tuple. Every
#: one the content uses must be weighed here before the check passes.
TOUCHES: dict[str, tuple[str, ...]] = {
    "top_only": ("draws",),  # Explore still draws two cards, from the top only
    "portrait_only": (),
    "spare_encounters": (),
    "no_whirlpools": (),
    "touch_ship": (),
    "apart": (),
    "cover_whirlpool": (),
}
#: The journey effects and restrictions that touch a printed limit, with the limits they touch.
LIMIT_CONTENT: dict[str, tuple[str, ...]] = {"top_only": ("draws",)}
HELD_IN = "tests/test_conformance.py::test_random_game[adventurous-...] (the Rough Seas games: odd seeds)"


def card_line(card: Card) -> tuple[str, list[str]]:
    """One card's line of the report and the problems found with it."""
    problems = []
    try:
        chain = chain_of(card.map)
        path = f"path {len(chain) - 2:2} segments"
    except ValueError as error:
        problems.append(f"card {card.number}: {error}")
        path = "path broken     "
    counts = Counter("".join(card.map))
    found = " ".join(f"{code}{counts[code]}" for code in CODES)
    marvel = card.marvel
    restriction = f", {marvel.restriction}" if marvel.restriction else ""
    cost = f"marvel {NUMERALS[marvel.difficulty]:<3} {cost_words(marvel.cost)}{restriction}"
    return f"{card.number:2}  {'/'.join(card.map)}  {path}  {found}  {cost}", problems


def content_problems(cards: tuple[Card, ...]) -> tuple[list[str], list[str]]:
    """The report's lines and every problem found, for ``cards``."""
    lines, problems = [], []
    for card in cards:
        line, found = card_line(card)
        lines.append(line)
        problems += found
    counts = Counter("".join("".join(card.map) for card in cards))
    totals = " ".join(f"{ENCOUNTERS[code]} {counts[code]}" for code in CODES)
    lines.append(f"Totals: {counts['P']} path segments, {counts['W']} waypoints; {totals}")
    split = Counter(card.marvel.difficulty for card in cards)
    lines.append("Difficulty split: " + ", ".join(f"{NUMERALS[d]} {split[d]}" for d in (1, 2, 3)))
    for name, row in DIFFICULTIES.items():
        short = [f"{need} of {NUMERALS[d]} (there are {split[d]})" for d, need in enumerate(row, 1) if need > split[d]]
        lines.append(f"  {name}: {'/'.join(map(str, row))} {'cannot be built: ' + ', '.join(short) if short else 'ok'}")
        problems += [f"difficulty {name} needs {want}" for want in short]
    shown = {ENCOUNTERS[code] for code in CODES if counts[code]}
    for card in cards:
        missing = sorted(set(card.marvel.cost.required) - shown)
        if missing:
            problems.append(f"marvel {card.number} needs {', '.join(missing)}, which no map side shows")
    return lines, problems


def limit_problems(cards: tuple[Card, ...], effects: tuple[str, ...]) -> tuple[list[str], list[str]]:
    """The journey ``effects`` and the restrictions of ``cards`` that touch a printed limit (the
    report's lines), and the problems: one not weighed in :data:`TOUCHES`, or touching limits other
    than :data:`LIMIT_CONTENT` lists."""
    used = dict.fromkeys([*effects, *(card.marvel.restriction for card in cards if card.marvel.restriction)])
    unweighed = [item for item in used if item not in TOUCHES]
    problems = [f"{item} is not in TOUCHES: which printed limits can it change?" for item in unweighed]
    touching = {item: TOUCHES[item] for item in used if TOUCHES.get(item)}
    if touching != LIMIT_CONTENT:
        problems.append(f"the content touching printed limits is {touching}, LIMIT_CONTENT lists {LIMIT_CONTENT}")
    lines = [f"  {item}: {', '.join(limits)}, held by {HELD_IN}" for item, limits in touching.items()]
    return lines, problems


def markdown_table(cards: tuple[Card, ...] = CARDS) -> str:
    """Every card's map side and marvel side as a Markdown table (docs/reconstructions.md,
    Adventurous: the seventeen cards)."""
    head = "| Card | Map side, rows top to bottom | Path segments | F | S | T | H | Marvel | Cost | Restriction |"
    lines = [head, "|" + "---|" * head.count(" | ") + "---|"]
    for card in cards:
        counts = Counter("".join(card.map))
        marvel = card.marvel
        restriction = RESTRICTIONS[marvel.restriction] if marvel.restriction else "none"
        cells = [
            str(card.number),
            f"`{'/'.join(card.map)}`",
            str(counts["P"]),
            *(str(counts[code]) for code in CODES),
            NUMERALS[marvel.difficulty],
            cost_words(marvel.cost),
            restriction,
        ]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Print the report (with ``--table``: the Markdown table); 1 if a check failed, else 0."""
    if "--table" in (sys.argv[1:] if argv is None else argv):
        print(markdown_table())
        return 0
    lines, problems = content_problems(CARDS)
    touching, limits = limit_problems(CARDS, tuple(effect for side in SHIP.sides for effect in side.effects))
    print("\n".join([*lines, "Content touching a printed limit:", *touching]))
    problems += limits
    for problem in problems:
        print("FAILED:", problem)
    print(f"{len(CARDS)} cards checked: {'ok' if not problems else f'{len(problems)} problem(s)'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
