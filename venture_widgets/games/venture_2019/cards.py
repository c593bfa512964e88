"""Venture (2019)'s content as data: 6 roles, 24 missions, 24 instruments and 56 action cards.

The rulebook fixes the counts, the roles and their symbols, the four types of instrument, the
frame colours of the missions, the bulb, the long-term and instant timings and the setup tables.
It prints no card's text: the talents, the mission titles, the instrument colours and the
fifteen action-card effects are our reconstruction, marked ``source="reconstructed"``
(docs/reconstructions.md, Venture (2019)).

>>> len(ACTION_CARDS), len(INSTRUMENT_CARDS), len(MISSIONS)
(56, 24, 24)
>>> sum(effect.copies for effect in EFFECTS), sum(effect.bulb * effect.copies for effect in EFFECTS)
(56, 14)
>>> sorted({sum(card.symbol == symbol for card in ACTION_CARDS) for symbol in SYMBOLS.values()})
[9]
>>> MISSION_BY_NUMBER[12].colour, MISSION_BY_NUMBER[12].instrument
('red', 'flask')
>>> CARD_BY_CODE["theft-chem"].effect.name
'Idea Theft'
"""

from __future__ import annotations

from ...core.effects import Program, op
from .model import INSTRUMENTS, MISSION_COLOURS, ROLES, SYMBOLS, Card, Effect, Mission, Role

ROLE_CARDS: tuple[Role, ...] = (
    Role("mathematician", "Mathematician", "math", "Quick Proof", (op("draw", n=2),)),
    Role(
        "chemist",
        "Chemist",
        "chem",
        "Distillation",
        (op("choose_from_discard", kind="instrument"), op("take_from_discard")),
    ),
    Role("astronomer", "Astronomer", "astro", "Stargazing", (op("look", n=3), op("choose_keep"), op("take_keep"))),
    Role("physicist", "Physicist", "phys", "Breakthrough", (op("dig"),)),
    Role("biologist", "Biologist", "bio", "Field Immunity", (op("lasting", kind="shield"),)),
    Role(
        "geologist",
        "Geologist",
        "geo",
        "Core Sample",
        (op("choose_from_discard", kind="action"), op("take_from_discard")),
    ),
)
ROLE_BY_ID: dict[str, Role] = {role.id: role for role in ROLE_CARDS}
assert tuple(ROLE_BY_ID) == ROLES

_TITLES = (
    "Time a falling stone",
    "Count the moons of a giant",
    "Weigh the air in a jar",
    "Split light into colours",
    "Measure the speed of sound",
    "Chart a comet's return",
    "Name a new element",
    "Date a layer of rock",
    "Grow a crystal garden",
    "Map the tides of a bay",
    "Classify a forest's beetles",
    "Find the freezing point of brine",
    "Prove a theorem of primes",
    "Track a swinging pendulum",
    "Describe a fossil fern",
    "Distil a pure essence",
    "Catalogue the winter stars",
    "Trace a river to its source",
    "Breed a hardier wheat",
    "Test a new vaccine",
    "Measure the height of a volcano",
    "Decode a bird's migration",
    "Calculate an eclipse",
    "Sample the deep-sea mud",
)
#: Missions 1 to 24; the frame colours run purple, blue, green, red through the numbers, so each
#: block of four has one of each colour (reconstructed).
MISSIONS: tuple[Mission, ...] = tuple(
    Mission(number, title, MISSION_COLOURS[(number - 1) % len(MISSION_COLOURS)])
    for number, title in enumerate(_TITLES, start=1)
)
MISSION_BY_NUMBER: dict[int, Mission] = {mission.number: mission for mission in MISSIONS}

#: Missions in the game by player count: #1 to this number (Setup, table of missions).
MISSIONS_IN_GAME: dict[int, int] = {3: 12, 4: 16, 5: 20, 6: 24}
#: Instruments of each type in the game by player count (Setup, table of instruments).
INSTRUMENTS_IN_GAME: dict[int, int] = {3: 4, 4: 5, 5: 6, 6: 6}
INSTRUMENT_COPIES = 6  # of each type in the box: 24 in all
HAND_SIZE = 5  # cards dealt, and the hand limit at the end of a turn
MISSIONS_EACH = 4

_OFF, _ON = False, True  # the bulb
_KIND, _HARM = False, True  # used against its target (protection stops it)
_UNDO_MISSION: Program = (op("choose_mission", verb="undo"), op("retract"))
_TAKE_MISSION: Program = (op("choose_mission", verb="copy"), op("plagiarize"))
#: The fifteen action-card effects, in the order their copies are numbered (reconstructed):
#: id, name, copies, bulb, timing, target, harmful, program.
_EFFECT_TABLE: tuple[tuple[str, str, int, bool, str, str, bool, Program], ...] = (
    ("grant", "Research Grant", 6, _OFF, "immediate", "player", _KIND, (op("draw", n=2),)),
    ("theft", "Idea Theft", 6, _OFF, "immediate", "other", _HARM, (op("steal", n=1),)),
    ("accident", "Lab Accident", 4, _ON, "immediate", "other", _HARM, (op("lose", n=2),)),
    ("retraction", "Retraction", 3, _OFF, "immediate", "other", _HARM, _UNDO_MISSION),
    ("plagiarism", "Plagiarism", 3, _OFF, "immediate", "other", _HARM, _TAKE_MISSION),
    ("eureka", "Eureka", 4, _OFF, "immediate", "self", _KIND, (op("choose_swap"), op("swap_instrument"))),
    ("reversal", "Change of Direction", 3, _ON, "immediate", "table", _KIND, (op("reverse"),)),
    ("peer_review", "Peer Review", 4, _OFF, "long_term", "player", _KIND, (op("lasting", kind="protect"),)),
    ("inquisition", "Inquisition", 4, _ON, "long_term", "other", _HARM, (op("lasting", kind="no_actions"),)),
    ("funding_cut", "Funding Cut", 3, _ON, "long_term", "other", _HARM, (op("lasting", kind="hand_limit"),)),
    ("embargo", "Embargo", 3, _OFF, "long_term", "other", _HARM, (op("lasting", kind="no_mission"),)),
    ("assistant", "Lab Assistant", 3, _OFF, "long_term", "player", _KIND, (op("lasting", kind="early_draw"),)),
    ("objection", "Objection", 4, _OFF, "instant", "card", _KIND, (op("cancel"),)),
    ("goggles", "Safety Goggles", 4, _OFF, "instant", "player", _KIND, (op("lasting", kind="protect"),)),
    ("rebuttal", "Rebuttal", 2, _OFF, "instant", "card", _KIND, (op("rebound"),)),
)
#: What an instant may answer, where it is not any card: Rebuttal only a card used on another player.
_ANSWERS = {"rebuttal": "used_on_other"}
EFFECTS: tuple[Effect, ...] = tuple(
    Effect(id, name, copies, bulb, timing, target, harmful, program, answers=_ANSWERS.get(id, "any"))
    for id, name, copies, bulb, timing, target, harmful, program in _EFFECT_TABLE
)
EFFECT_BY_ID: dict[str, Effect] = {effect.id: effect for effect in EFFECTS}
#: The effects whose copies carry no role symbol (the 2 of the 56 cards without one).
NO_SYMBOL: frozenset[str] = frozenset({"rebuttal"})


def _action_cards() -> tuple[Card, ...]:
    """The 56 action cards: the copies of each effect in turn; the role symbols go round the six
    roles in their order over the cards that carry one, so each role has nine (reconstructed)."""
    cards: list[Card] = []
    symbols = [SYMBOLS[role] for role in ROLES]
    next_symbol = 0
    for effect in EFFECTS:
        for _ in range(effect.copies):
            if effect.id in NO_SYMBOL:
                cards.append(Card(len(cards), effect.id, effect=effect))
                continue
            symbol = symbols[next_symbol % len(symbols)]
            next_symbol += 1
            cards.append(Card(len(cards), f"{effect.id}-{symbol}", effect=effect, symbol=symbol))
    return tuple(cards)


ACTION_CARDS: tuple[Card, ...] = _action_cards()
INSTRUMENT_CARDS: tuple[Card, ...] = tuple(
    Card(len(ACTION_CARDS) + INSTRUMENT_COPIES * kind_index + copy, kind, instrument=kind)
    for kind_index, kind in enumerate(INSTRUMENTS)
    for copy in range(INSTRUMENT_COPIES)
)
#: Every card of the deck by its index.
CARDS: tuple[Card, ...] = ACTION_CARDS + INSTRUMENT_CARDS
CODE: tuple[str, ...] = tuple(card.code for card in CARDS)
#: One card of each code (copies alike share a code: any of them stands for the others).
CARD_BY_CODE: dict[str, Card] = {}
for _card in CARDS:
    CARD_BY_CODE.setdefault(_card.code, _card)
del _card


def deck_cards(players: int) -> list[int]:
    """The deck of a game for ``players``: every action card and the instruments of the setup table.

    >>> len(deck_cards(3)), len(deck_cards(6))
    (72, 80)
    """
    per_type = INSTRUMENTS_IN_GAME[players]
    instruments = [
        card.index for card in INSTRUMENT_CARDS if (card.index - len(ACTION_CARDS)) % INSTRUMENT_COPIES < per_type
    ]
    return [card.index for card in ACTION_CARDS] + instruments
