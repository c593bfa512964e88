"""A Venturesome position as plain text (what ``venture_widgets.tutor.show`` prints).

Only what ``state.observe(seat)`` shows is printed, so a hidden card never appears.

>>> from venture_widgets import load_game
>>> state = load_game("venturesome").scenario({
...     "players": 2, "hands": [["GUIDE.MAP", "REPORTER.GEM3"], ["AVIATOR.RING"]],
...     "expeditions": [["PROFESSOR.RING", "COLLECTOR.GEM1"], []], "threats": ["ROPE_BRIDGE", "JAGUAR"]})
>>> print(render(state.observe(0)))
Round 1 of 3. Seat 0 (you) to decide: Play a card into your expedition [turn.play]
Seat 0 (you), in the round
  expedition: 1 Professor (Ring) | 2 Collector (1 Gem)
  hand (2): Guide (Map), Reporter (3 Gems)
  treasure pile: empty
Seat 1, in the round
  expedition: empty
  hand: 1 card
  treasure pile: empty
Threats: Rope Bridge (open), Jaguar (open)
Intimidation card: none face up
Character deck: 58 cards; discard pile: empty; threat deck: 10; threat discard: 0
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.words import counted
from .data import CHARACTERS, THREAT_BY_ID, card_name

#: How many discarded cards a position lists (the rest are counted).
DISCARD_SHOWN = 6


def _cards(codes: Sequence[str | None]) -> str:
    """Known cards by name, unseen ones counted."""
    names = [card_name(code) for code in codes if code is not None]
    unseen = len(codes) - len(names)
    if unseen:
        names.append(f"{unseen} unseen")
    return ", ".join(names)


def _pile(label: str, codes: Sequence[str | None], count: int, open_: bool) -> str:
    """``hand (2): Guide (Map), 1 unseen``, ``hand: 2 cards`` or ``hand: empty``."""
    if count == 0:
        return f"{label}: empty"
    return f"{label} ({count}): {_cards(codes)}" if open_ else f"{label}: {counted(count)}"


def seat_status(seat: Mapping[str, Any]) -> str:
    """Where a seat of the view stands in the round: ``in the round``, or that it left it
    (naming the threat it resolved, if it did)."""
    if seat["in_round"]:
        return "in the round"
    if seat["resolved_threat"]:
        return f"has left the round (resolved {THREAT_BY_ID[seat['resolved_threat']].name})"
    return "has left the round"


def _seat_lines(seat: Mapping[str, Any], viewer: int | None, over: bool) -> list[str]:
    you = seat["seat"] == viewer
    status = seat_status(seat)
    expedition = " | ".join(f"{i} {card_name(code)}" for i, code in enumerate(seat["expedition"], 1))
    hand_known = you or any(code is not None for code in seat["hand"])
    return [
        f"Seat {seat['seat']}{' (you)' * you}, {status}",
        f"  expedition: {expedition or 'empty'}",
        "  " + _pile("hand", seat["hand"], seat["hand_count"], hand_known),
        "  " + _pile("treasure pile", seat["treasure"], seat["treasure_count"], you or over),
    ]


def _deck_line(view: Mapping[str, Any]) -> str:
    deck = view["deck"]
    known = ""
    if deck["known"]:
        where = [
            f"{card_name(k['card'])} "
            + ("at the bottom" if k["from_top"] == deck["count"] - 1 else f"{k['from_top'] + 1} from the top")
            for k in deck["known"]
        ]
        known = f" (you know: {', '.join(where)})"
    discard = view["discard"]
    if not discard:
        pile = "empty"
    else:
        top = [card_name(code) for code in reversed(discard[-DISCARD_SHOWN:])]
        more = ", ..." if len(discard) > DISCARD_SHOWN else ""
        pile = f"{len(discard)} (top first: {', '.join(top)}{more})"
    return (
        f"Character deck: {counted(deck['count'])}{known}; discard pile: {pile}; "
        f"threat deck: {view['threat_deck']}; threat discard: {len(view['threat_discard'])}"
    )


def _outcome_lines(outcome: Mapping[str, Any]) -> list[str]:
    lines = ["Scores:"]
    for seat, (score, cards) in enumerate(zip(outcome["scores"], outcome["cards"], strict=True)):
        parts = ", ".join(f"{key.replace('_', ' ')} {value}" for key, value in score.items() if key != "total")
        lines.append(f"  Seat {seat}: {counted(score['total'], 'point')} ({parts}); {counted(cards, 'treasure card')}")
    lines.append("How the winner is found:")
    lines.extend(f"  [{step['rule']}] {step['text']}" for step in outcome["reasoning"])
    winners = outcome["winners"]
    lines.append(f"Winner: seat {winners[0]}" if winners else "Nobody wins.")
    return lines


def render(view: Mapping[str, Any]) -> str:
    """The text of a Venturesome observation (``state.observe(seat)``)."""
    viewer = view["seat"]
    if view["is_over"]:
        head = "The game is over."
    else:
        decision = view["decision"]
        owner = decision["owner"]
        who = f"Seat {owner}{' (you)' * (owner == viewer)}"
        head = f"Round {view['round']} of 3. {who} to decide: {decision['prompt']} [{decision['rule']}]"
    lines = [head]
    for seat in view["seats"]:
        lines.extend(_seat_lines(seat, viewer, view["is_over"]))
    threats = ", ".join(
        f"{THREAT_BY_ID[t['id']].name} ("
        + ("open" if t["resolved_by"] is None else f"resolved by seat {t['resolved_by']}")
        + ")"
        for t in view["threats"]
    )
    lines.append(f"Threats: {threats or 'none'}")
    intimidated = view["intimidated"]
    lines.append(
        f"Intimidation card: {CHARACTERS[intimidated].name} face up (nobody may play one from hand)"
        if intimidated
        else "Intimidation card: none face up"
    )
    lines.append(_deck_line(view))
    if view["is_over"]:
        lines.extend(_outcome_lines(view["outcome"]))
    return "\n".join(lines)
