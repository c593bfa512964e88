"""Plain words for Venture (2019)'s cards, missions and effects; card text is generated from the
programs, never written beside them.

>>> from venture_widgets.games.venture_2019.cards import EFFECT_BY_ID
>>> card_words(CARD_BY_CODE["theft-chem"].index)
'Idea Theft'
>>> effect_text(EFFECT_BY_ID["theft"])
'Take 1 random card from the hand of another player.'
>>> effect_text(EFFECT_BY_ID["goggles"])
'Instant. Stays beside the role of a player of your choice: it protects them from the next card used against them.'
>>> mission_words(7)
'mission 7 (Name a new element, green)'
"""

from __future__ import annotations

from ...core.effects import Op, Program
from ...core.moves import seat_name
from ...core.words import counted
from .cards import CARD_BY_CODE, CARDS, MISSION_BY_NUMBER, ROLE_BY_ID
from .model import LASTING, ROLE_OF_SYMBOL, TAKING_HOLD, Effect

#: Whom each kind of target names in a card's text.
TARGET_WORDS: dict[str, str] = {
    "player": "a player of your choice",
    "other": "another player",
    "self": "you",
    "table": "the whole table",
    "card": "the card it answers",
}


def card_words(card: int) -> str:
    """A card's name: the action card's title or the instrument's type."""
    found = CARDS[card]
    if found.effect is not None:
        return found.effect.name
    return str(found.instrument).title()


def code_words(code: str) -> str:
    """A card code's name and symbol: ``Idea Theft (Chemist)``, ``Rebuttal (no symbol)``, ``Quill``."""
    card = CARD_BY_CODE[code]
    if card.effect is None:
        return str(card.instrument).title()
    symbol = ROLE_OF_SYMBOL[card.symbol].title() if card.symbol else "no symbol"
    return f"{card.effect.name} ({symbol})"


def mission_words(number: int) -> str:
    """A mission's number, title and frame colour."""
    mission = MISSION_BY_NUMBER[number]
    return f"mission {number} ({mission.title}, {mission.colour})"


def _op_text(o: Op, whom: str) -> str:
    args = o.args
    if o.name == "draw":
        return f"{whom.capitalize()} draws {counted(args['n'])}" if whom != "you" else f"Draw {counted(args['n'])}"
    if o.name == "steal":
        return f"Take {counted(args['n'], 'random card')} from the hand of {whom}"
    if o.name == "lose":
        return f"{whom.capitalize()} discards {counted(args['n'], 'random card')} from their hand"
    if o.name == "choose_mission":
        if args["verb"] == "undo":
            return f"One completed mission of {whom} is undone: its instrument goes to the discard pile"
        return f"Take into your hand the instrument of one completed mission of {whom}"
    if o.name == "choose_swap":
        return "Discard an instrument from your hand and take one of another type from the discard pile"
    if o.name == "reverse":
        return "The turn order turns the other way"
    if o.name == "lasting":
        if whom == "you":
            return f"Stays beside your role: {_to_you(LASTING[args['kind']])}"
        return f"Stays beside the role of {whom}: {LASTING[args['kind']]}"
    if o.name == "cancel":
        return "Answer a card: it has no effect"
    if o.name == "rebound":
        return "Answer a card a player used on another: it turns on the one who played it"
    if o.name == "look":
        return f"Look at the top {counted(args['n'])} of the deck, keep 1 and discard the others"
    if o.name == "choose_from_discard":
        kind = "an instrument" if args["kind"] == "instrument" else "an action card"
        return f"Take {kind} of your choice from the discard pile"
    if o.name == "dig":
        return "Turn up cards from the top of the deck until an instrument shows: keep it and discard the others"
    return ""


def _to_you(clause: str) -> str:
    """A lasting effect's words said to its own player.

    >>> _to_you("they take no actions in their next Phase 2")
    'you take no actions in your next Phase 2'
    """
    words = {"they": "you", "them": "you", "their": "your"}
    return " ".join(words.get(word, word) for word in clause.split(" "))


def program_text(program: Program, whom: str) -> str:
    """The sentences of a program's ops that say something (the ops that act on an answer add none)."""
    sentences = [text for text in (_op_text(o, whom) for o in program) if text]
    return " ".join(f"{sentence}." for sentence in sentences)


def effect_text(effect: Effect) -> str:
    """An action card's text: its timing and what it does, generated from its program."""
    head = {"immediate": "", "long_term": "Long-term. ", "instant": "Instant. "}[effect.timing]
    return head + program_text(effect.program, TARGET_WORDS[effect.target])


def talent_text(role_id: str) -> str:
    """A role's talent: its name and what it does.

    >>> talent_text("mathematician")
    'Quick Proof: Draw 2 cards.'
    """
    role = ROLE_BY_ID[role_id]
    return f"{role.talent}: {program_text(role.program, 'you')}"


def lasting_words(kind: str) -> str:
    """What a lasting effect beside a role does."""
    return LASTING[kind]


def taking_hold(kind: str, seat: int) -> str:
    """What a lasting effect does to ``seat`` when its moment comes.

    >>> taking_hold("no_actions", 2)
    'Seat 2 takes no actions this turn'
    """
    return TAKING_HOLD[kind].format(who=seat_name(seat))


def with_article(name: str) -> str:
    """``a Quill``, ``an Hourglass``, ``an Objection``.

    >>> with_article("Hourglass"), with_article("Quill")
    ('an Hourglass', 'a Quill')
    """
    return f"{'an' if name[:1] in 'AEIOUH' else 'a'} {name}"
