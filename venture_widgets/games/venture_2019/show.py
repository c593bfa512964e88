"""A Venture (2019) position as plain text (what ``venture_widgets.tutor.show`` prints), and the
words the picture (:mod:`.picture`) writes too.

Only what ``state.observe(seat)`` shows is printed: a hand is listed for its owner; another
seat's hand is counted, with the cards everyone saw go into it; the deck is counted.

>>> from venture_widgets import load_game
>>> state = load_game("venture_2019").scenario({
...     "seats": [{"role": "chemist", "missions": [1, 6, 11, 12], "completed": [6], "hand": ["theft-chem", "quill"],
...                "lasting": [{"card": "peer_review-geo"}]},
...               {"role": "biologist", "missions": [2, 3, 4, 5], "hand": ["objection-bio", "flask"],
...                "shown": ["flask"]},
...               {"role": "physicist", "missions": [7, 8, 9, 10], "hand": []}],
...     "discard": ["grant-math"], "active": 0, "start": "actions"})
>>> print(render(state.observe(0)))
Turn 1, Phase 2 (2 actions left), clockwise.
Seat 0 (you) to decide: Phase 2: take an action (2 left), or end your actions [actions]
Seat 0 (you), the Chemist (talent: Distillation), 1 of 4 missions completed
  missions: 1 purple (quill), 6 blue (calculator) completed, 11 green (hourglass), 12 red (flask)
  beside the role: Peer Review (Geologist): it protects them from the next card used against them
  hand (2): Idea Theft (Chemist), Quill
Seat 1, the Biologist (talent: Field Immunity), 0 of 4 missions completed
  missions: 2 blue (calculator), 3 green (hourglass), 4 red (flask), 5 purple (quill)
  hand: 2 cards; seen going in: Flask
Seat 2, the Physicist (talent: Breakthrough), 0 of 4 missions completed
  missions: 7 green (hourglass), 8 red (flask), 9 purple (quill), 10 blue (calculator)
  hand: empty
Deck: 65 cards; discard pile: 1 (top first: Research Grant (Mathematician))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.moves import seat_name
from ...core.words import counted
from .cards import MISSIONS_EACH, ROLE_BY_ID
from .model import LASTING
from .text import code_words

#: The phases of a turn as the text names them.
PHASES: dict[str, str] = {
    "setup": "Setup",
    "start": "the start of the turn",
    "draw": "Phase 1 (the draw)",
    "actions": "Phase 2",
    "missions": "Phase 3 (a mission)",
    "refill": "Phase 4 (draw 2, hand limit)",
    "over": "the end",
}
#: How many discarded cards a position lists (the rest are counted).
DISCARD_SHOWN = 6


def who(view: Mapping[str, Any], seat: int) -> str:
    """``Seat 2``, or ``Seat 2 (you)`` for the viewer."""
    return seat_name(seat) + (" (you)" if seat == view["seat"] else "")


def phase_words(view: Mapping[str, Any]) -> str:
    """The phase, with the actions left in Phase 2.

    >>> phase_words({"phase": "actions", "actions_left": 1})
    'Phase 2 (1 action left)'
    """
    words = PHASES.get(view["phase"], view["phase"])
    if view["actions_left"] is not None:
        words += f" ({counted(view['actions_left'], 'action')} left)"
    return words


def headline(view: Mapping[str, Any]) -> str:
    """The turn, the phase and the turn order (or that the game is over)."""
    if view["is_over"]:
        return f"Turn {view['turn']}: the game is over."
    order = "clockwise" if view["direction"] == 1 else "counter-clockwise"
    return f"Turn {view['turn']}, {phase_words(view)}, {order}."


def decision_words(view: Mapping[str, Any]) -> str:
    """Whose decision it is, its prompt and its rule; empty when nobody owes one."""
    decision = view["decision"]
    if decision is None:
        return ""
    return f"{who(view, decision['owner'])} to decide: {decision['prompt']} [{decision['rule']}]"


def role_line(view: Mapping[str, Any], seat: Mapping[str, Any]) -> str:
    """A seat's name, role, talent and missions completed."""
    role = ROLE_BY_ID[seat["role"]]
    return (
        f"{who(view, seat['seat'])}, the {role.name} (talent: {role.talent}), "
        f"{seat['completed']} of {MISSIONS_EACH} missions completed"
    )


def mission_label(mission: Mapping[str, Any]) -> str:
    """``6 blue (calculator)``, with ``completed`` once an instrument lies on it."""
    done = " completed" if mission["completed"] else ""
    return f"{mission['number']} {mission['colour']} ({mission['instrument']}){done}"


def lasting_label(entry: Mapping[str, Any], role: str) -> str:
    """A card (or a talent's protection) beside a role, with what it does, and ``spent`` once it
    has done its work."""
    name = ROLE_BY_ID[role].talent if entry["card"] is None else code_words(entry["card"])
    spent = " (spent, discarded at their next turn)" if entry["spent"] else ""
    return f"{name}: {LASTING[entry['kind']]}{spent}"


def hand_words(seat: Mapping[str, Any]) -> str:
    """A hand: its cards for its owner; else its count and the cards seen going in."""
    hand = seat["hand"]
    if not hand["count"]:
        return "hand: empty"
    if "cards" in hand:
        return f"hand ({hand['count']}): " + ", ".join(code_words(code) for code in hand["cards"])
    known = "; seen going in: " + ", ".join(code_words(code) for code in hand["known"]) if hand["known"] else ""
    return f"hand: {counted(hand['count'])}{known}"


def chain_label(view: Mapping[str, Any], entry: Mapping[str, Any]) -> str:
    """A card in play: who used it on whom (a lit bulb's card is the drawer's), cancelled or not."""
    name = code_words(entry["card"])
    if entry["player"] is None:
        words = f"{name}, bulb lit, on {who(view, entry['target'])}"
    else:
        on = "" if entry["target"] is None else f" on {who(view, entry['target'])}"
        words = f"{name} by {who(view, entry['player'])}{on}"
    return words + (" (cancelled)" if entry["cancelled"] else "")


def table_lines(view: Mapping[str, Any]) -> list[str]:
    """The cards in play, the card taking effect, who is still to be asked, the face-up draw and
    the Stargazing cards."""
    lines = []
    if view["resolving"] is not None:
        lines.append(f"Taking effect: {code_words(view['resolving'])}")
    if view["chain"]:
        lines.append("In play, oldest first: " + "; ".join(chain_label(view, entry) for entry in view["chain"]))
    if view["asking"]:
        lines.append("Still to be asked to answer: " + ", ".join(who(view, seat) for seat in view["asking"]))
    if view["face_up"] is not None:
        lines.append(f"Drawn face up: {code_words(view['face_up'])}")
    if view["looking"]:
        lines.append("Looking at: " + ", ".join(code_words(code) for code in view["looking"]))
    return lines


def pile_words(view: Mapping[str, Any]) -> str:
    """The deck's count and the discard pile, top first."""
    discard: Sequence[str] = view["discard"]
    if discard:
        top = ", ".join(code_words(code) for code in reversed(discard[-DISCARD_SHOWN:]))
        pile = f"{len(discard)} (top first: {top}{', ...' if len(discard) > DISCARD_SHOWN else ''})"
    else:
        pile = "empty"
    return f"Deck: {counted(view['deck'])}; discard pile: {pile}"


def outcome_words(view: Mapping[str, Any]) -> str:
    """The result: who won, and each seat's missions completed."""
    outcome = view["outcome"]
    done = ", ".join(f"{who(view, seat)} {score['missions']}" for seat, score in enumerate(outcome["scores"]))
    return " ".join(step["text"] for step in outcome["reasoning"]) + f" Missions completed: {done}."


def render(view: Mapping[str, Any]) -> str:
    """The text of a Venture (2019) observation (``state.observe(seat)``)."""
    lines = [headline(view), decision_words(view)] if view["decision"] else [headline(view)]
    for seat in view["seats"]:
        lines.append(role_line(view, seat))
        lines.append("  missions: " + ", ".join(mission_label(mission) for mission in seat["missions"]))
        if seat["lasting"]:
            lines.append(
                "  beside the role: " + "; ".join(lasting_label(entry, seat["role"]) for entry in seat["lasting"])
            )
        lines.append("  " + hand_words(seat))
    lines.extend(table_lines(view))
    lines.append(pile_words(view))
    if view["outcome"] is not None:
        lines.append(outcome_words(view))
    return "\n".join(lines)
