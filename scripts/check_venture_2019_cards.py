#!/usr/bin/env python
"""Check Venture (2019)'s content against the rulebook's facts (docs/reconstructions.md, Venture
(2019)) and print what it holds.

- the box: 6 roles, 24 missions, 24 instruments (6 of each of the 4 types), 56 action cards;
- the symbols: 9 action cards for each role's symbol and 2 with none;
- each effect's bulb, timing and target are values the rules know, and its copies add up to 56;
- the colours: each type of instrument has its own colour, one of the four frame colours;
- the setup tables can be played at every player count: the missions in the game deal four to
  each player, and the deck holds at least as many instruments of each type as missions of its
  colour, and enough cards to deal the hands;
- the rulebook's three-player examples: four instruments of each type, mission 12 the highest.

The exit status is 1 when a check fails, 0 otherwise. Run from the repository's root:

    python scripts/check_venture_2019_cards.py           # the report
    python scripts/check_venture_2019_cards.py --table   # the effects as the table of docs/reconstructions.md

``main()`` returns the status, so a test runs it too, and checks that the page's table is
:func:`markdown_table` (tests/venture_2019/test_v19_content.py).
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Mapping, Sequence

from venture_widgets.games.venture_2019.cards import (
    ACTION_CARDS,
    EFFECTS,
    HAND_SIZE,
    INSTRUMENT_CARDS,
    INSTRUMENT_COPIES,
    INSTRUMENTS_IN_GAME,
    MISSIONS,
    MISSIONS_EACH,
    MISSIONS_IN_GAME,
    ROLE_CARDS,
    deck_cards,
)
from venture_widgets.games.venture_2019.model import (
    INSTRUMENT_COLOUR,
    INSTRUMENTS,
    MISSION_COLOURS,
    ROLE_OF_SYMBOL,
    ROLES,
    TARGETS,
    TIMINGS,
    Card,
    Effect,
    Mission,
)
from venture_widgets.games.venture_2019.text import TARGET_WORDS, effect_text

#: What the rulebook's list of contents and its kinds of card fix.
BOX = {"roles": 6, "missions": 24, "instruments": 24, "action cards": 56}
PER_SYMBOL = 9
WITHOUT_SYMBOL = 2
PLAYERS = range(3, 7)


def box_problems(action_cards: Sequence[Card], effects: Sequence[Effect]) -> list[str]:
    """The counts of the box, the symbols and each effect's values."""
    have = {
        "roles": len(ROLE_CARDS),
        "missions": len(MISSIONS),
        "instruments": len(INSTRUMENT_CARDS),
        "action cards": len(action_cards),
    }
    problems = [f"the box holds {have[kind]} {kind}, not {count}" for kind, count in BOX.items() if have[kind] != count]
    kinds = Counter(card.instrument for card in INSTRUMENT_CARDS)
    each = BOX["instruments"] // len(INSTRUMENTS)
    problems += [f"{kinds[kind]} {kind}s, not {each}" for kind in INSTRUMENTS if kinds[kind] != each]
    if sum(effect.copies for effect in effects) != len(action_cards):
        problems.append("the effects' copies do not add up to the action cards")
    symbols = Counter(card.symbol for card in action_cards)
    for role in ROLES:
        symbol = next(found.symbol for found in ROLE_CARDS if found.id == role)
        if symbols[symbol] != PER_SYMBOL:
            problems.append(f"{symbols[symbol]} action cards show the {role}'s symbol, not {PER_SYMBOL}")
    if symbols[None] != WITHOUT_SYMBOL:
        problems.append(f"{symbols[None]} action cards show no symbol, not {WITHOUT_SYMBOL}")
    for effect in effects:
        if not isinstance(effect.bulb, bool) or effect.timing not in TIMINGS or effect.target not in TARGETS:
            problems.append(f"{effect.id}: bulb {effect.bulb!r}, timing {effect.timing!r}, target {effect.target!r}")
        if effect.harmful and effect.target != "other":
            problems.append(f"{effect.id}: a harmful card is used on another player, not on {effect.target}")
        if (effect.timing == "long_term" and effect.lasting is None) or (
            effect.lasting and effect.timing == "immediate"
        ):
            problems.append(f"{effect.id}: only a long-term card, or an instant imitating one, stays beside a role")
    used = {effect.timing for effect in effects} | {"bulb" for effect in effects if effect.bulb}
    problems += [f"no action card is {kind}" for kind in (*TIMINGS, "bulb") if kind not in used]
    return problems


def colour_problems(instrument_colour: Mapping[str, str]) -> list[str]:
    """Each type of instrument has its own colour, one of the four frame colours (a mission's
    instrument is the one of its frame's colour, so each mission then has one)."""
    if sorted(instrument_colour.values()) != sorted(MISSION_COLOURS) or set(instrument_colour) != set(INSTRUMENTS):
        return ["the instruments' colours are not the four frame colours, one each"]
    return []


def setup_lines(missions: Sequence[Mission]) -> tuple[list[str], list[str]]:
    """Per player count: the missions of each colour in the game against the instruments of its
    type in the deck, and the problems found."""
    lines, problems = [], []
    for players in PLAYERS:
        in_game = [mission for mission in missions if mission.number <= MISSIONS_IN_GAME[players]]
        colours = Counter(mission.colour for mission in in_game)
        per_type = INSTRUMENTS_IN_GAME[players]
        short = [colour for colour in MISSION_COLOURS if colours[colour] > per_type]
        deck = len(deck_cards(players))
        lines.append(
            f"{players} players: missions 1-{MISSIONS_IN_GAME[players]} ("
            + ", ".join(f"{colours[colour]} {colour}" for colour in MISSION_COLOURS)
            + f"), {per_type} instruments of each type, a deck of {deck}"
        )
        if len(in_game) != MISSIONS_EACH * players:
            problems.append(f"{players} players: {len(in_game)} missions cannot deal {MISSIONS_EACH} each")
        problems += [f"{players} players: more {colour} missions than instruments" for colour in short]
        if per_type > INSTRUMENT_COPIES or deck < HAND_SIZE * players:
            problems.append(f"{players} players: the box cannot make the deck and deal the hands")
    if INSTRUMENTS_IN_GAME[3] != 4 or MISSIONS_IN_GAME[3] != 12:
        problems.append("the three-player examples: 4 instruments of each type, mission 12 the highest")
    return lines, problems


def markdown_table(effects: Sequence[Effect] = EFFECTS) -> str:
    """Every effect with its copies, bulb, timing, target, harm, symbols and generated text
    (docs/reconstructions.md, Venture (2019): action cards)."""
    head = "| Effect | Code | Copies | Bulb | Timing | Used on | Harmful | Symbols | Text |"
    lines = [head, "|" + "---|" * (head.count("|") - 1)]
    for effect in effects:
        symbols = [card.symbol for card in ACTION_CARDS if card.effect is effect]
        cells = [
            effect.name,
            f"`{effect.id}`",
            str(effect.copies),
            "lit" if effect.bulb else "dark",
            effect.timing.replace("_", "-"),
            TARGET_WORDS[effect.target],
            "yes" if effect.harmful else "no",
            ", ".join(ROLE_OF_SYMBOL[symbol] if symbol else "none" for symbol in symbols),
            effect_text(effect),
        ]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def content_problems() -> tuple[list[str], list[str]]:
    """The report's lines and every problem found."""
    bulbs = sum(effect.copies for effect in EFFECTS if effect.bulb)
    timings = Counter(card.effect.timing for card in ACTION_CARDS if card.effect is not None)
    lines = [
        f"{len(ACTION_CARDS)} action cards of {len(EFFECTS)} effects: {bulbs} with a lit bulb; "
        + ", ".join(f"{timings[timing]} {timing}" for timing in TIMINGS)
    ]
    setup, problems = setup_lines(MISSIONS)
    lines += setup
    problems += box_problems(ACTION_CARDS, EFFECTS) + colour_problems(INSTRUMENT_COLOUR)
    return lines, problems


def main(argv: list[str] | None = None) -> int:
    """Print the report (with ``--table``: the Markdown table); 1 if a check failed, else 0."""
    if "--table" in (sys.argv[1:] if argv is None else argv):
        print(markdown_table())
        return 0
    lines, problems = content_problems()
    print("\n".join(lines))
    for problem in problems:
        print("FAILED:", problem)
    print(f"{len(ACTION_CARDS) + len(INSTRUMENT_CARDS)} cards checked: {'ok' if not problems else 'problems found'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
