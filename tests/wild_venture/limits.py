"""The limits the A Wild Venture rulebook prints, held on every step of the conformance suite's
random games (``tests/conformance_hooks.py``: :class:`Limit`, :class:`EventLimits`).

Everything is counted from the public events, apart from the engine's counters and constants:
a turn runs from a ``turn`` event to its ``end_turn``; a Main Action is an event of the rules
``actions.play`` or ``actions.activate`` (a card played or activated by another effect, such as a
chest or a Building, is no Main Action: "This does not count towards your limit"); a Free Action
activation is one of ``actions.free``; a chest's reward starts with its ``chest`` event.
"""

from __future__ import annotations

from typing import Any

from conformance_hooks import Breach, EventLimits, Limit, Tally, made_up

MAIN = Limit("Turn Sequence", "Main Actions in a turn", 2, least=2)
MAIN_TWICE = Limit("Main Action: Activate a card", "Main Action activations of one card in a turn", 1)
FREE_TWICE = Limit(
    "Free Action: Activate a 'Free Action' Villager card", "Free Action activations of one card in a turn", 1
)
ENCHANTED = Limit("Enchanting Buildings", "Enchantment tokens placed on one Building", 1)
IRON = Limit("Claiming a Reward: Iron Chest", "cards considered", 3)
GOLD = Limit("Claiming a Reward: Gold Chest", "cards considered", 5)
RUBY = Limit("Claiming a Reward: Ruby Chest", "cards considered", 5)
SEARCH = Limit("Claiming a Reward: Ruby Chest", "cards taken from the Trash pile", 2)
FINAL = Limit("End of Game", "turns begun once the deck is empty", 2)  # each player's one final turn
WILDER = Limit("Optional Variants: An Even Wilder Venture", "cards trashed from one hand at setup", 3)
LIMITS = (MAIN, MAIN_TWICE, FREE_TWICE, ENCHANTED, IRON, GOLD, RUBY, SEARCH, FINAL, WILDER)

#: The Consider of each chest, by the rule of its ``chest`` event.
CHESTS = {"rewards.iron_chest": IRON, "rewards.gold_chest": GOLD, "rewards.ruby_chest": RUBY}


class WildVentureLimits(EventLimits):
    """Two Main Actions a turn, no card activated twice a turn by the same kind of action, each
    Building enchanted once, the chests' Considers and search, one final turn each once the deck
    is empty, three cards trashed at an Even Wilder setup."""

    def __init__(self, state: Any) -> None:
        self.turn = Tally()  # reset each turn
        self.reward = Tally()  # reset at each chest
        self.game = Tally()  # never reset
        self.chest: Limit | None = None  # the Consider of the chest just chosen, until it comes
        self.deck_empty = False
        super().__init__(state)

    def take(self, event: dict[str, Any]) -> None:
        kind, rule, seat = event["type"], event["rule"], event.get("seat")
        where = f"seat {seat}"
        if kind == "turn":
            self.turn.reset()
            if self.deck_empty:
                self.game.add(FINAL, where=where)
        elif kind == "end_turn":
            MAIN.hold(self.turn.count(MAIN), where)
        elif kind == "deck_empty":
            self.deck_empty = True
        elif rule in ("actions.play", "actions.activate", "actions.free"):
            self._action(rule, (event["seat"], event["card"]), where)
        elif kind == "enchant":
            self.game.add(ENCHANTED, key=(seat, event["card"]), where=f"{where}, {event['card']}")
        elif kind == "trash" and rule == "variants.even_wilder":
            self.game.add(WILDER, key=seat, where=where)
        else:
            self._chest(event, where)

    def _action(self, rule: str, card: tuple[int, str], where: str) -> None:
        if rule != "actions.free":
            self.turn.add(MAIN, where=where)
        if rule != "actions.play":
            self.turn.add(FREE_TWICE if rule == "actions.free" else MAIN_TWICE, key=card, where=f"{where}, {card[1]}")

    def _chest(self, event: dict[str, Any], where: str) -> None:
        """A chest's option, then its Consider or its search of the Trash pile."""
        kind, rule = event["type"], event["rule"]
        if kind == "chest":
            self.chest = CHESTS[rule] if event["option"] == "consider" else None
            self.reward.reset()
        elif kind == "consider" and self.chest is not None:
            self.chest.hold(event["count"], where)
            self.chest = None
        elif kind == "take" and rule == "rewards.ruby_chest":
            self.reward.add(SEARCH, where=where)


TRACKER = WildVentureLimits


_TURN = [made_up("turn", turn=3)]
_PLAY = made_up("play", rule="actions.play", card="postal_contract")
_WARREN = made_up("activate", rule="actions.activate", card="warren")
_FREE = made_up("activate", rule="actions.free", card="fledgling_scribe")
_ENCHANT = made_up("enchant", rule="actions.enchant", card="zero_waste", token="sun")
_RUBY = made_up("chest", rule="rewards.ruby_chest", option="search")
_TAKE = made_up("take", rule="rewards.ruby_chest", card="kit_prefect")
_WILDER = made_up("trash", rule="variants.even_wilder", card="kit_prefect")


def _consider(rule: str, count: int) -> list[dict[str, Any]]:
    return [
        *_TURN,
        made_up("chest", rule=rule, option="consider"),
        made_up("consider", rule="effects.consider", count=count),
    ]


#: For each limit, public events that break it.
BREACHES = (
    Breach(MAIN, [*_TURN, _PLAY, _WARREN, made_up("activate", rule="actions.activate", card="nest")]),
    Breach(MAIN_TWICE, [*_TURN, _WARREN, _WARREN]),
    Breach(FREE_TWICE, [*_TURN, _FREE, _FREE]),
    Breach(ENCHANTED, [*_TURN, _ENCHANT, _ENCHANT]),
    Breach(IRON, _consider("rewards.iron_chest", 4)),
    Breach(GOLD, _consider("rewards.gold_chest", 6)),
    Breach(RUBY, _consider("rewards.ruby_chest", 6)),
    Breach(SEARCH, [*_TURN, _RUBY, _TAKE, _TAKE, _TAKE]),
    Breach(FINAL, [*_TURN, made_up("deck_empty", None), *_TURN, *_TURN, *_TURN]),
    Breach(WILDER, [_WILDER, _WILDER, _WILDER, _WILDER], players=2),
)
