"""The short words of A Wild Venture's table: button and menu labels, path costs, rewards and
tokens at a glance. Written once here; the action targets and ``game.catalog()["words"]`` carry
them to the front end.

>>> cost_label(("pay", 1)), cost_label(("pay", 2)), cost_label(("trash", 1))
('1 coin', '2 coins', 'trash 1')
>>> reward_text(None), reward_text(("chest", "iron")), reward_short(("starter", "frog")), reward_glyph(("gain", 2))
('Home', 'Iron Chest', 'Lilypad', '2')
>>> token = words()["tokens"]["plus5"]
>>> token["badge"], token["reward"], token["text"], token["glyph"]
('+5', {'kind': 'gain', 'value': 5}, 'Gain 5', '5')
"""

from __future__ import annotations

from typing import Any

from ...core.words import counted
from .boards import TOKEN_REWARDS
from .model import ENCHANTMENT_TYPES, SPECIES, STARTER_OF
from .programs import CHESTS, TOKEN_NAMES
from .text import reward_label

#: The menu entry of each verb whose argument is a card (what a click on that card may do).
VERB_LABELS: dict[str, str] = {
    "play": "Play",
    "activate": "Activate",
    "free": "Free action",
    "enchant": "Enchant",
    "trash": "Trash",
    "tuck": "Tuck",
    "draw": "Draw",
    "top": "Put back on top",
    "supply": "Add a supply",
    "take": "Take",
    "initiate": "Choose",
}

#: The buttons of actions with no card or space of their own.
BUTTON_LABELS: dict[str, str] = {"end": "End turn", "stop": "Stop here", "skip": "Skip"}

#: A chest's options, as buttons (``chest tuck`` ...).
CHEST_LABELS: dict[str, str] = {
    "tuck": "Chest: tuck from hand",
    "supply": "Chest: add a supply",
    "consider": "Chest: consider",
    "activate": "Chest: activate a villager",
    "search": "Chest: search the trash",
}

#: Badges of the setup tokens on the board.
TOKEN_BADGES: dict[str, str] = {"plus5": "+5", "nest": "Nest", "gold_chest": "Gold"}

#: Singular and plural of the things the table counts.
UNITS: dict[str, tuple[str, str]] = {
    "coin": ("coin", "coins"),
    "supply": ("supply", "supplies"),
    "card": ("card", "cards"),
}


def starter_name(species: str) -> str:
    """``Nest`` for the crow's starter."""
    return STARTER_OF[species].capitalize()


def cost_label(cost: tuple[str, int] | None) -> str:
    """A path's cost badge: ``1 coin``, ``2 coins``, ``trash 1`` (``""``: a free path)."""
    if cost is None:
        return ""
    kind, n = cost
    return counted(n, "coin") if kind == "pay" else f"{kind} {n}"


def reward_text(reward: tuple[str, object] | None) -> str:
    """A space's reward in words (``Home`` for the space without one)."""
    return reward_label(reward) if reward is not None else "Home"


def reward_short(reward: tuple[str, object] | None) -> str:
    """The word under a space where its glyph alone does not say it: the chest's metal, the
    starter's name; ``""`` for coins, cards, enchantments and Home."""
    if reward is None:
        return ""
    kind, value = reward
    if kind == "chest":
        return str(value).capitalize()
    return starter_name(str(value)) if kind == "starter" else ""


def reward_glyph(reward: tuple[str, object] | None) -> str:
    """The text inside a space's glyph: the number of coins or cards, a starter's initial."""
    if reward is None:
        return ""
    kind, value = reward
    if kind in ("gain", "draw"):
        return str(value)
    return starter_name(str(value))[0] if kind == "starter" else ""


def words() -> dict[str, Any]:
    """The words above as JSON, for ``game.catalog()["words"]``."""
    return {
        "verbs": VERB_LABELS,
        "buttons": BUTTON_LABELS,
        "chests": {chest: {key: CHEST_LABELS[key] for key in options} for chest, options in CHESTS.items()},
        "tokens": {kind: _token(kind) for kind in TOKEN_NAMES},
        "species": {species: {"name": species.capitalize(), "starter": starter_name(species)} for species in SPECIES},
        "enchantments": {kind: kind.capitalize() for kind in ENCHANTMENT_TYPES},
        "units": {unit: list(forms) for unit, forms in UNITS.items()},
    }


def _token(kind: str) -> dict[str, Any]:
    """A setup token: its name, its badge, and the reward it puts on its space, with that
    reward's words as a space has them (``text``, ``short``, ``glyph``)."""
    reward = TOKEN_REWARDS[kind]
    return {
        "name": TOKEN_NAMES[kind],
        "badge": TOKEN_BADGES[kind],
        "reward": {"kind": reward[0], "value": reward[1]},
        "text": reward_text(reward),
        "short": reward_short(reward),
        "glyph": reward_glyph(reward),
    }
