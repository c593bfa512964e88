"""Venture Forth's card and board text, generated from the data (never written per card).

>>> from .cards import BY_CODE
>>> ambition_text(BY_CODE["poet"].ambition), ambition_text(BY_CODE["archer"].ambition)
('Encounter an enemy with 10 or more power', 'Encounter an enemy with 6 or less power')
>>> ambition_text(BY_CODE["philosopher"].ambition)
'Encounter an adventurer who desires knowledge'
>>> enemy_text(BY_CODE["lion"]), enemy_text(BY_CODE["gorgon"]), enemy_text(BY_CODE["bandits"])
('Vicious: desires 2 will', 'Desires 1 despair', 'Vicious: desires 2 coins')
>>> from .levels import LEVEL_I
>>> [conversion_text(c) for c in LEVEL_I.conversions]
['Return 1 will: score 3 points', 'Return 2 will: score 4 points, level up and remove 1 despair']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from ...core.effects import Op
from .model import Ability, Conversion, Enemy, ExploreToken, LevelCard, Space, Treasure, Trigger


def _count(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


def _amount(n: int, thing: str) -> str:
    """``2 coins`` but ``2 will``, ``2 despair`` (the game counts will and despair like money)."""
    return f"{n} {thing}" if thing in ("will", "despair") else _count(n, thing)


def _yours(n: int) -> str:
    return "one of your adventurers" if n == 1 else "your adventurers, as you choose"


#: The words of each op a treasure or a Level III ability may use (model.py's table), as a phrase
#: that follows "you may" or starts a sentence.
OP_WORDS: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "gain_coins": lambda a: f"gain {_count(a['n'], 'coin')}",
    "gain_points": lambda a: f"score {_count(a['n'], 'point')}",
    "place_will": lambda a: f"put {a['n']} will on {_yours(a['n'])}",
    "will_here": lambda a: f"put {a['n']} will on this adventurer",
    "remove_despair": lambda a: f"take {a['n']} despair off {_yours(a['n'])}",
    "boost": lambda a: f"your party has {a['n']} more power in this turn's encounters",
    "move_adjacent": lambda a: "move your pawn to the other end of a path from its site, without travelling the path",
    "sift": lambda a: (
        f"draw {_count(a['n'], 'encounter card')}, then discard any {_count(a['n'], 'card')} from your hand"
    ),
    "upright": lambda a: "turn one wandering card on the board upright",
}


def op_text(o: Op) -> str:
    """One op as a phrase.

    >>> from venture_widgets.core.effects import op
    >>> op_text(op("gain_coins", n=1)), op_text(op("sift", n=2))
    ('gain 1 coin', 'draw 2 encounter cards, then discard any 2 cards from your hand')
    """
    if o.name not in OP_WORDS:
        raise ValueError(f"no words for op {o.name!r}")
    return OP_WORDS[o.name](o.args)


def program_text(program: Iterable[Op]) -> str:
    """A program as one clause: its ops' phrases in order.

    >>> from venture_widgets.core.effects import op
    >>> program_text((op("gain_coins", n=2), op("will_here", n=1)))
    'gain 2 coins, then put 1 will on this adventurer'
    """
    return ", then ".join(op_text(o) for o in program)


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def _subject(trigger: Trigger, default: str) -> str:
    """What a trigger is about: ``a vicious enemy with 10 or more power``, ``an adventurer who
    desires might``."""
    noun = trigger.kind or default
    words = ["vicious", noun] if trigger.vicious else [noun]
    article = "an" if words[0][0] in "aeiou" else "a"
    text = f"{article} {' '.join(words)}"
    low, high = trigger.min_power, trigger.max_power
    if low is not None and high is not None:
        text += f" with {low} to {high} power"
    elif low is not None:
        text += f" with {low} or more power"
    elif high is not None:
        text += f" with {high} or less power"
    if trigger.desire:
        text += f" who desires {trigger.desire}"
    if trigger.own_region and trigger.event != "arrive":
        text += " from this adventurer's region"
    return text


def ambition_text(trigger: Trigger) -> str:
    """An ambition (or an ability's trigger) as an order: what the party must do.

    >>> ambition_text(Trigger("defeat", exerted=True)), ambition_text(Trigger("undefeated"))
    ('Defeat an enemy while exerting', 'Encounter an enemy you cannot defeat')
    >>> ambition_text(Trigger("arrive", own_region=True)), ambition_text(Trigger("explore"))
    ("Arrive at a site of this adventurer's region", 'Take an explore token')
    """
    event = trigger.event
    if event == "encounter":
        text = f"encounter {_subject(trigger, 'card')}"
    elif event == "recruit":
        text = f"recruit {_subject(trigger, 'adventurer')}"
    elif event == "defeat":
        exerting = {True: " while exerting", False: " without exerting", None: ""}[trigger.exerted]
        text = f"defeat {_subject(trigger, 'enemy')}{exerting}"
    elif event == "undefeated":
        text = f"encounter {_subject(trigger, 'enemy')} you cannot defeat"
    elif event == "arrive":
        text = "arrive at a site of this adventurer's region" if trigger.own_region else "arrive at a site"
    elif event == "explore":
        text = "take an explore token"
    else:
        raise ValueError(f"no words for trigger event {event!r}")
    return _sentence(text)


def conversion_text(conversion: Conversion) -> str:
    """A level card's option."""
    text = f"Return {conversion.will} will: score {_count(conversion.points, 'point')}"
    if conversion.level_up:
        text += ", level up" + (f" and remove {conversion.despair} despair" if conversion.despair else "")
    return text


def ability_text(ability: Ability) -> str:
    """A Level III card's ability, one sentence per part.

    >>> from venture_widgets.core.effects import op
    >>> ability_text(Ability(power=2)), ability_text(Ability(exert_factor=3, recruit_discount=1))
    ('This adventurer has 2 more power.', "Exerting triples this adventurer's power. Recruits cost 1 coin less.")
    >>> ability_text(Ability(trigger=Trigger("defeat"), effects=(op("gain_points", n=1),)))
    'Whenever you defeat an enemy, score 1 point.'
    """
    parts = []
    if ability.power:
        parts.append(f"This adventurer has {ability.power} more power.")
    if ability.exert_factor != 2:
        times = {3: "triples", 4: "quadruples"}.get(ability.exert_factor, f"multiplies by {ability.exert_factor}")
        parts.append(f"Exerting {times} this adventurer's power.")
    if ability.recruit_discount:
        parts.append(f"Recruits cost {_count(ability.recruit_discount, 'coin')} less.")
    if ability.trigger is not None:
        when = ambition_text(ability.trigger)
        parts.append(f"Whenever you {when[:1].lower()}{when[1:]}, {program_text(ability.effects)}.")
    return " ".join(parts)


def level_text(card: LevelCard) -> list[str]:
    """Every line of a level card: its options, then its ability (Level III)."""
    lines = [conversion_text(c) for c in card.conversions]
    if card.ability is not None:
        lines.append(ability_text(card.ability))
    return lines


def treasure_text(treasure: Treasure) -> str:
    """What a treasure does: its score, or its ability when discarded.

    >>> from .treasures import BY_CODE
    >>> for sentence in treasure_text(BY_CODE["owl_of_athena"]).split(". "): print(sentence)
    Worth 1 point at the end to an adventurer who desires knowledge
    Or discard it at the start of your turn: draw 2 encounter cards, then discard any 2 cards from your hand.
    """
    return (
        f"Worth {_count(treasure.points, 'point')} at the end to an adventurer who desires {treasure.type}. "
        f"Or discard it at the start of your turn: {program_text(treasure.ability)}."
    )


def token_text(token: ExploreToken) -> str:
    """What taking an explore token gives.

    >>> from .tokens import BY_CODE
    >>> for sentence in token_text(BY_CODE["token_3t1d_1"]).split(". "): print(sentence)
    Look at the top 3 treasure cards, keep 1 and put the others under the treasure deck
    Put 1 despair on one of your adventurers.
    >>> token_text(BY_CODE["token_1c1t_1"])
    'Gain 1 coin. Take the top treasure card.'
    """
    parts = []
    if token.coins:
        parts.append(f"Gain {_count(token.coins, 'coin')}.")
    if token.treasures == 1:
        parts.append("Take the top treasure card.")
    elif token.treasures:
        parts.append(
            f"Look at the top {token.treasures} treasure cards, keep 1 and put the "
            f"{'other' if token.treasures == 2 else 'others'} under the treasure deck."
        )
    if token.despair:
        parts.append(f"Put {token.despair} despair on one of your adventurers.")
    return " ".join(parts)


#: What each space symbol gives the player who plays a card on it.
SYMBOL_WORDS: dict[str, str] = {
    "will": "Take 1 will",
    "coin": "Take 1 coin",
    "will_plus": "Take 2 will, and give each opponent 1 will",
    "coin_or_will": "Take 1 coin or 1 will",
}


def space_text(space: Space) -> str:
    """What playing a card on a space gives.

    >>> from .boards import SEA_CORNER
    >>> space_text(SEA_CORNER.space_by_id["p3.2"])
    'Take 1 coin, and place an explore token'
    """
    text = SYMBOL_WORDS[space.symbol]
    return text + ", and place an explore token" if space.explore else text


def enemy_text(enemy: Enemy) -> str:
    """What an enemy takes from a party that cannot defeat it."""
    counts = Counter(enemy.desires)
    wanted = "desires " + " and ".join(_amount(n, desire) for desire, n in counts.items())
    return f"Vicious: {wanted}" if enemy.vicious else _sentence(wanted)
