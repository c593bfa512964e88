"""An A Wild Venture position as plain text (what ``venture_widgets.tutor.show`` prints).

Only what ``state.observe(seat)`` shows is printed, so a hidden card never appears.

>>> from venture_widgets import load_game
>>> state = load_game("wild_venture").scenario({"players": [
...     {"coins": 3, "hand": ["chainwhip"], "villagers": [{"code": "frog_wizard", "supply": 1}]},
...     {"hand": ["recycle_bin"], "buildings": [{"code": "zero_waste", "supply": 2, "enchanted": "moon"}]}],
...     "deck": ["postal_contract"]})
>>> print(render(state.observe(0)))
Turn 1, Spring board. Seat 0 (you) to decide: 2 Main Actions left [turn]
Seat 0 (you), Crow adventurer at Home: 3 coins, 0 tucked
  hand (1): Chainwhip
  villagers: Frog Wizard (1 supply)
  starters: Nest, Lilypad, Warren
  enchantment tokens: none
Seat 1, Frog adventurer at Home: 5 coins, 0 tucked
  hand: 1 card
  buildings: Zero Waste (2 supplies, moon)
  starters: Nest, Lilypad, Warren
  enchantment tokens: moon on Zero Waste
Deck: 1 card. Trash: empty
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.show import outcome_lines
from ...core.words import counted
from .boards import BOARDS
from .tables import CARD_NAME, code_to_card

#: How many trashed cards a position lists (the rest are counted).
TRASH_SHOWN = 6


def name(code: str) -> str:
    """A card's name from its code."""
    return CARD_NAME[code_to_card(code)]


def _row(label: str, cards: Sequence[Mapping[str, Any]]) -> list[str]:
    if not cards:
        return []
    shown = []
    for card in cards:
        extra = [counted(card["supply"], "supply", "supplies")]
        if card.get("enchanted"):
            extra.append(card["enchanted"])
        shown.append(f"{name(card['code'])} ({', '.join(extra)})")
    return [f"  {label}: {', '.join(shown)}"]


def _seat_lines(view: Mapping[str, Any], seat: Mapping[str, Any]) -> list[str]:
    you = seat["seat"] == view["seat"]
    where = next((a for a in view["board"]["adventurers"] if a["seat"] == seat["seat"]), None)
    place = ""
    if where is not None:
        space = BOARDS[view["board"]["id"]].by_id[where["space"]].name
        place = f", {seat['species'].title()} adventurer at {space}"
    lines = [
        f"Seat {seat['seat']}{' (you)' * you}{place}: {counted(seat['coins'], 'coin')}, {seat['tucked_count']} tucked"
    ]
    if seat["hand"] is not None:
        hand = ", ".join(name(c) for c in seat["hand"]) or "empty"
        lines.append(f"  hand ({seat['hand_count']}): {hand}")
    else:
        known = f" (you know: {', '.join(name(c) for c in seat['known_hand'])})" if seat["known_hand"] else ""
        lines.append(f"  hand: {counted(seat['hand_count'])}{known}")
    if seat["tucked"] is not None and seat["tucked"]:
        lines.append(f"  tucked: {', '.join(name(c) for c in seat['tucked'])}")
    lines += _row("gear", seat["gear"]) + _row("villagers", seat["villagers"]) + _row("buildings", seat["buildings"])
    starters = ", ".join(s["code"].title() + (" (upgraded)" if s["upgraded"] else "") for s in seat["starters"])
    lines.append(f"  starters: {starters}")
    tokens = [t["type"] + (f" on {name(t['on'])}" if t["on"] else "") for t in seat["enchantments"]]
    lines.append(f"  enchantment tokens: {', '.join(tokens) or 'none'}")
    return lines


def render(view: Mapping[str, Any]) -> str:
    """The text of an A Wild Venture observation (``state.observe(seat)``)."""
    board = view["board"]["name"]
    if view["phase"] == "over":
        head = f"The game is over ({board} board)."
    else:
        decision = view["decision"]
        owner = decision["owner"]
        who = f"Seat {owner}{' (you)' * (owner == view['seat'])}"
        when = "Setup" if view["phase"] == "setup" else f"Turn {view['turn']}"
        head = f"{when}, {board} board. {who} to decide: {decision['prompt']} [{decision['rule']}]"
    lines = [head]
    if view["final_turns"] and view["phase"] != "over":
        lines.append(f"The deck ran out: {counted(view['final_turns'], 'final turn')} left.")
    for seat in view["seats"]:
        lines.extend(_seat_lines(view, seat))
    if view["considering"]:
        lines.append(f"Considering: {', '.join(name(c) for c in view['considering'])}")
    trash = view["trash"]
    if trash:
        top = ", ".join(name(c) for c in reversed(trash[-TRASH_SHOWN:]))
        pile = f"{len(trash)} (top first: {top}{', ...' if len(trash) > TRASH_SHOWN else ''})"
    else:
        pile = "empty"
    lines.append(f"Deck: {counted(view['deck']['count'])}. Trash: {pile}")
    outcome = view["outcome"]
    if outcome is not None:
        lines.extend(outcome_lines(outcome))
    return "\n".join(lines)
