"""Card and board text for A Wild Venture, generated from the effect data (never written per card).

>>> from venture_widgets.core.effects import op
>>> program_text((op("adventure", n=3),))
'Adventure 3'
>>> program_text((op("consider", n=4, steps=(("draw", 2), ("trash", 1))),))
'Consider 4: Draw 2, Trash 1'
>>> program_text((op("pay", coins=2, then=(op("draw", n=2),)),))
'Pay 2 coins: Draw 2'
>>> program_text((op("draw", n=1), op("tuck_hand", n=1), op("gain", n=1)))
'Draw 1. Tuck 1 card from your hand. Gain 1'
>>> from .model import Trigger
>>> trigger_text(Trigger("play", species="crow"), "gear")
'When any player plays a Crow card'
>>> trigger_text(Trigger("activate", kind="starter", species="crow"), "building")
'When you activate your Nest'
>>> reward_label(("chest", "iron")), reward_label(("starter", "crow")), reward_label(("enchant", None))
('Iron Chest', 'Nest', 'Enchantment')
"""

from __future__ import annotations

from collections.abc import Iterable

from ...core.effects import Op
from ...core.words import counted
from .model import STARTER_OF, Card, Trigger

_STARTER_NAME = {species: starter.capitalize() for species, starter in STARTER_OF.items()}
_KIND_NAME = {"villager": "Villager", "gear": "Gear", "building": "Building", "starter": "Starter"}
_REWARD_NAME = {"gain": "Gain", "draw": "Draw", "starter": "Starter", "chest": "Chest", "enchant": "Enchantment"}


def op_text(o: Op) -> str:
    """The text of one op.

    >>> from venture_widgets.core.effects import op
    >>> op_text(op("activate_starter", species="frog")), op_text(op("add_supply", n=1))
    ('Activate your Lilypad', 'Add 1 Supply to one of your Villagers')
    """
    a = o.args
    name = o.name
    if name in ("gain", "draw", "adventure", "invest"):
        return f"{name.capitalize()} {a['n']}"
    if name == "tuck_hand":
        return f"Tuck {counted(a['n'])} from your hand"
    if name == "trash_hand":
        return f"Trash {counted(a['n'])} from your hand"
    if name == "consider":
        steps = ", ".join(f"{step.capitalize()} {n}" for step, n in a["steps"])
        return f"Consider {a['n']}: {steps}" if steps else f"Consider {a['n']}"
    if name == "add_supply":
        supplies = "Supply" if a["n"] == 1 else "Supplies"
        return f"Add {a['n']} {supplies} to one of your Villagers"
    if name == "activate_villager":
        return "Activate one of your Villagers"
    if name == "activate_starter":
        return f"Activate your {_STARTER_NAME[a['species']]}"
    if name == "pay":
        cost = f"Pay {counted(a['coins'], 'coin')}" if "coins" in a else f"Trash {counted(a['trash'])} from your hand"
        then = " and ".join(op_text(inner) for inner in a.get("then", ()))
        return f"{cost}: {then}" if then else cost
    if name == "play_subject":
        return "You may play that card, paying its cost"
    raise ValueError(f"no text for op {name!r}")


def program_text(program: Iterable[Op]) -> str:
    """The text of a program: its ops' texts, in order, as separate sentences."""
    return ". ".join(op_text(o) for o in program)


def _thing(trigger: Trigger, article: str) -> str:
    """``a Crow Villager card`` / ``a card`` / ``a Gear card`` for a trigger's filters."""
    words = [
        w for w in (trigger.species and trigger.species.capitalize(), trigger.kind and _KIND_NAME[trigger.kind]) if w
    ]
    noun = " ".join([*words, "card"])
    if article == "a" and noun[0] in "AEIOU":
        article = "an"
    return f"{article} {noun}"


def trigger_text(trigger: Trigger, kind: str) -> str:
    """A Gear card's (``kind="gear"``: any player) or a Building's (``"building"``: you) condition."""
    gear = kind == "gear"
    who = "any player" if gear else "you"

    def verb(base: str) -> str:
        return (base + ("es" if base.endswith("sh") else "s")) if gear else base

    event = trigger.event
    if event in ("play", "trash", "tuck"):
        return f"When {who} {verb(event)} {_thing(trigger, 'a')}"
    if event == "activate":
        if trigger.kind == "starter" and trigger.species:
            owner = "their" if gear else "your"
            return f"When {who} {verb('activate')} {owner} {_STARTER_NAME[trigger.species]}"
        return f"When {who} {verb('activate')} {_thing(trigger, 'a')}"
    if event == "adventure":
        return f"When {who} {verb('adventure')}"
    if event == "reward":
        reward = _REWARD_NAME[trigger.reward] if trigger.reward else ""
        article = "an" if reward[:1] in ("A", "E", "I", "O", "U") else "a"
        what = f"{article} {reward} reward" if reward else "a reward"
        return f"When {who} {verb('claim')} {what}"
    if event == "upgrade":
        starter = f"{'their' if gear else 'your'} {_STARTER_NAME[trigger.species]}" if trigger.species else "a Starter"
        return f"When {who} {verb('upgrade')} {starter}"
    if event == "draw":
        return f"When {who} {verb('draw')} cards"
    if event == "gain":
        return f"When {who} {verb('gain')} coins"
    raise ValueError(f"no text for trigger event {event!r}")


def modifier_text(card: Card) -> str | None:
    """The Adventure modifier of a card, e.g. Frog Wizard's."""
    if card.modifier is None:
        return None
    replace, into = _REWARD_NAME[card.modifier.replace], _REWARD_NAME[card.modifier.into]
    return f"While adventuring with this card, {replace} rewards become {into} rewards of the same number"


def card_text(card: Card) -> dict[str, str | bool | None]:
    """Every text of a card, for the catalog and the front end.

    Keys: ``effects``, ``upgraded`` (starters), ``trigger``, ``relic``, ``enchant``,
    ``enchant_kind`` (``"one_time"`` or ``"slot"``), ``modifier``, ``free_action`` (a bool).

    >>> from .cards import BY_CODE
    >>> text = card_text(BY_CODE["zero_waste"])
    >>> text["trigger"], text["effects"], text["enchant_kind"], text["enchant"]
    ('When you trash a Gear card', 'You may play that card, paying its cost', 'slot', 'Invest 1')
    >>> card_text(BY_CODE["generous_pension"])["relic"]
    'Add 1 Supply to one of your Villagers'
    >>> card_text(BY_CODE["nest"])["upgraded"]
    'Consider 3: Draw 1, Tuck 1'
    """
    return {
        "effects": program_text(card.effects) if card.effects else None,
        "upgraded": program_text(card.upgraded) if card.upgraded is not None else None,
        "trigger": trigger_text(card.trigger, card.kind) if card.trigger is not None else None,
        "relic": program_text(card.relic) if card.relic is not None else None,
        "enchant": program_text(card.enchant.effects) if card.enchant is not None else None,
        "enchant_kind": card.enchant.kind if card.enchant is not None else None,
        "modifier": modifier_text(card),
        "free_action": card.free_action,
    }


def reward_label(reward: tuple[str, object] | None) -> str:
    """A board space's reward as a short label (``""`` for Home).

    >>> reward_label(("gain", 2)), reward_label(("draw", 1)), reward_label(None)
    ('Gain 2', 'Draw 1', '')
    """
    if reward is None:
        return ""
    kind, value = reward
    if kind in ("gain", "draw"):
        return f"{kind.capitalize()} {value}"
    if kind == "starter":
        return _STARTER_NAME[str(value)]
    if kind == "chest":
        return f"{str(value).capitalize()} Chest"
    if kind == "enchant":
        return "Enchantment"
    raise ValueError(f"no label for reward {reward!r}")
