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
- the rulebook's three-player examples: four instruments of each type, mission 12 the highest;
- the printed limits: every op and lasting effect of the effects' and talents' programs is
  weighed in :data:`TOUCHES` against the limits the rulebook prints (one card drawn face up,
  two actions, a talent once a turn, one mission, two cards drawn in Phase 4, a hand of five),
  and each effect or talent that touches one is listed in :data:`LIMIT_CONTENT` with the limits
  it touches, which the test :data:`HELD_IN` holds where it acts.

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

from venture_widgets.core.effects import Program
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

#: The limits the rulebook prints, by the names tests/venture_2019/limits.py gives them (``NAMED``):
#: one card drawn face up in Phase 1, up to two actions in Phase 2, a talent once a turn, one
#: mission in Phase 3, two cards drawn in Phase 4 and a hand of five at the end of a turn.
PRINTED_LIMITS = ("face_up", "actions", "talent", "missions", "refill", "hand")
#: A draw from the deck besides the phases' own (which must still count one and two) into a hand.
_DRAWS = ("face_up", "refill", "hand")
#: What each op of a program, and each lasting effect (``lasting:<kind>``), can change of the
#: printed limits (nothing: an empty tuple). Every one the content uses must be weighed here
#: before the check passes, so new content is looked at against the limits.
TOUCHES: dict[str, tuple[str, ...]] = {
    "draw": _DRAWS,
    "dig": _DRAWS,
    "look": _DRAWS,
    "lasting:early_draw": _DRAWS,
    "steal": ("hand",),
    "plagiarize": ("hand",),
    "take_from_discard": ("hand",),
    "take_keep": ("hand",),
    "lasting:hand_limit": ("hand",),
    "lasting:no_actions": ("actions",),
    "lasting:no_mission": ("missions",),
    **dict.fromkeys(("lose", "retract", "swap_instrument", "reverse", "cancel", "rebound"), ()),
    **dict.fromkeys(("choose_mission", "choose_swap", "choose_from_discard", "choose_keep"), ()),
    **dict.fromkeys(("lasting:protect", "lasting:shield"), ()),
}
#: Each effect (by id) and talent (by role) whose program touches a printed limit, and the limits
#: it touches; :data:`HELD_IN` holds them in the turns where it acts.
LIMIT_CONTENT: dict[str, tuple[str, ...]] = {
    "grant": _DRAWS,
    "theft": ("hand",),
    "plagiarism": ("hand",),
    "inquisition": ("actions",),
    "funding_cut": ("hand",),
    "embargo": ("missions",),
    "assistant": _DRAWS,
    "mathematician": _DRAWS,
    "chemist": ("hand",),
    "astronomer": _DRAWS,
    "physicist": _DRAWS,
    "geologist": ("hand",),
}
HELD_IN = "tests/venture_2019/test_v19_limits.py::test_the_limits_hold_where_content_acts"


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


def content_programs() -> dict[str, Program]:
    """Every effect's program by its id and every talent's by its role."""
    return {**{effect.id: effect.program for effect in EFFECTS}, **{role.id: role.program for role in ROLE_CARDS}}


def parts(program: Program) -> list[str]:
    """What :data:`TOUCHES` weighs of a program: its ops' names, a lasting effect as ``lasting:<kind>``."""
    return [f"lasting:{o.args['kind']}" if o.name == "lasting" else o.name for o in program]


def touched_limits(program: Program) -> tuple[str, ...]:
    """The printed limits a program touches, in the order of :data:`PRINTED_LIMITS`."""
    weighed = {limit for part in parts(program) for limit in TOUCHES.get(part, ())}
    return tuple(limit for limit in PRINTED_LIMITS if limit in weighed)


def limit_lines(programs: Mapping[str, Program], listed: Mapping[str, tuple[str, ...]]) -> tuple[list[str], list[str]]:
    """For each effect or talent of ``programs`` that touches a printed limit, the limits and the
    test that holds them; and the problems: a part not weighed in :data:`TOUCHES`, content that
    touches other limits than ``listed`` says (or none while listed)."""
    lines, problems = [], []
    for content, program in programs.items():
        unweighed = [part for part in parts(program) if part not in TOUCHES]
        problems += [f"{content}: {part} is not in TOUCHES: which printed limits can it change?" for part in unweighed]
        touched, says = touched_limits(program), listed.get(content, ())
        if touched != says:
            problems.append(f"{content} touches the printed limits {touched}, LIMIT_CONTENT lists {says}")
        if touched:
            lines.append(f"  {content}: {', '.join(touched)}, held by {HELD_IN}[{content}]")
    problems += [f"LIMIT_CONTENT lists {name}, which is no effect or talent" for name in listed if name not in programs]
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
    touching, limit_problems = limit_lines(content_programs(), LIMIT_CONTENT)
    lines += [*setup, "Content touching a printed limit:", *touching]
    problems += box_problems(ACTION_CARDS, EFFECTS) + colour_problems(INSTRUMENT_COLOUR) + limit_problems
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
