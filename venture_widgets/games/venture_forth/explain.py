"""Venture Forth: what each action points at on the table, and why an action is not legal now.

Targets (``state.action_target(action)``) use these zones, documented in ``js/CONTRACT.md``:

===============  ==========================================================================
``hand``         a card of ``seat``'s hand (``start``, a Regroup ``discard``)
``board``        a path ``space`` to play a ``card`` of the hand on
``path``         a path (``space`` is its id) to venture along or put an explore token by
``site``         a site (``space`` is its id) for a pawn
``party``        an adventurer ``card`` of ``seat``'s party (will, despair, exerting,
                 ambitions)
``treasures``    a treasure ``card`` of ``seat``'s (to use, keep or discard)
``level3``       a face-up Level III ``card``
``button``       no piece of its own: Regroup, an offering, recruit or leave, face, done,
                 take a coin or a will, redraw; ``card`` says which card it concerns where
                 there is one
===============  ==========================================================================

Reasons use only what the seat to move sees.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.explain import NOTATION, Target, Unavailable, none_of_the_choices, not_this_decision, target
from .moves import option
from .party import complete_paths
from .tables import CARD_CODE, L3_CODE, TREASURE_CODE
from .temples import TEMPLE_NAMES
from .turn import offer_problem

if TYPE_CHECKING:
    from .rules import VentureForthState

#: The zones of the targets (see the module docstring).
ZONES = frozenset(("hand", "board", "path", "site", "party", "treasures", "level3", "button"))

#: The verbs that answer each kind of decision.
KIND_VERBS: dict[str, tuple[str, ...]] = {
    "start": ("start", "redraw"),
    "pawn": ("pawn",),
    "turn": ("play", "venture", "offer", "regroup", "use"),
    "will": ("will",),
    "resource": ("take",),
    "plus": ("plus",),
    "gift": ("gift",),
    "token": ("token",),
    "regroup": ("discard", "done"),
    "ambition": ("ambition", "pass"),
    "level3": ("level3",),
    "recruit": ("recruit", "leave"),
    "exert": ("exert", "face"),
    "lose": ("lose",),
    "despair": ("despair",),
    "keep": ("keep",),
    "move": ("move",),
    "hades": ("discard",),
    "relieve": ("relieve",),
    "upright": ("upright",),
}
PARTY_KINDS = frozenset(("will", "plus", "gift", "lose", "despair", "relieve", "exert", "ambition"))
LABELS = {
    "will": "Will here",
    "plus": "Both will here",
    "gift": "Give a will",
    "lose": "Return a will",
    "despair": "Despair here",
    "relieve": "Remove despair",
    "exert": "Exert",
    "keep": "Keep",
    "hades": "Offer to Hades",
    "move": "Move here",
    "pawn": "Start here",
    "token": "Token here",
    "level3": "Take",
    "upright": "Upright",
}


def legal_rule(st: VentureForthState, action: str) -> str:
    """The rule that allows a legal action: the decision's, or for a turn, the action's own."""
    choice = st.choice
    assert choice is not None
    if choice.kind != "turn":
        return choice.rule
    verb, value = choice.options[action]
    return {
        "play": "play.place",
        "venture": "venture",
        "offer": f"temple.{value}",
        "regroup": "regroup",
        "use": "treasure.ability",
    }[verb]


def legal_target(st: VentureForthState, action: str) -> Target:
    """What a legal action points at (see the module docstring)."""
    choice = st.choice
    assert choice is not None
    value: Any = choice.options[action]
    kind, seat = choice.kind, choice.owner
    scope = st.frames[-1][2]
    if kind == "turn":
        verb, value = value
        if verb == "play":
            card, space = value
            return target("board", "Play here", seat=seat, card=CARD_CODE[card], space=space)
        if verb == "venture":
            return target("path", "Venture forth", space=value)
        if verb == "use":
            return target("treasures", "Use", seat=seat, card=TREASURE_CODE[value])
        if verb == "offer":
            return target("button", f"Offer at {TEMPLE_NAMES[value]}")
        return target("button", "Regroup")
    if kind == "start":
        if value is None:
            return target("button", "Redraw")
        return target("hand", "Start with", seat=seat, card=CARD_CODE[value])
    if kind == "ambition":
        adventurer = CARD_CODE[scope["adventurer"]]
        label = "Pass" if value is None else f"Convert {value.will} will"
        return target("party", label, seat=seat, card=adventurer)
    if kind == "exert" and value is None:
        return target("button", "Face", card=CARD_CODE[scope["card"]])
    if kind == "gift":
        return target("party", LABELS[kind], seat=scope["seat"], card=CARD_CODE[value])
    if kind in PARTY_KINDS:
        return target("party", LABELS[kind], seat=seat, card=CARD_CODE[value])
    if kind in ("pawn", "move"):
        return target("site", LABELS[kind], space=value)
    if kind == "token":
        return target("path", LABELS[kind], space=value)
    if kind in ("keep", "hades"):
        return target("treasures", LABELS[kind], seat=seat, card=TREASURE_CODE[value])
    if kind == "level3":
        return target("level3", LABELS[kind], card=L3_CODE[st.level3_stacks[value][-1]])
    if kind == "upright":
        return target("board", LABELS[kind], card=CARD_CODE[st.spaces[value]], space=value)
    if kind == "regroup":
        if value is None:
            return target("button", "Done")
        return target("hand", "Discard", seat=seat, card=CARD_CODE[value])
    if kind == "recruit":
        return target("button", "Recruit" if value else "Leave", card=CARD_CODE[scope["card"]])
    return target("button", "Take a coin" if value == "coin" else "Take a will")


def illegal_reason(st: VentureForthState, action: str) -> tuple[str, str]:
    """The rule that forbids ``action`` now and why, in words that do not name it."""
    choice = st.choice
    assert choice is not None
    verb = action.split(" ", 1)[0] if action else ""
    if not action or action != action.strip() or "  " in action:
        return NOTATION, "an action is a verb and its arguments separated by single spaces"
    if verb not in KIND_VERBS.get(choice.kind, ()):
        return not_this_decision(choice)
    if choice.kind == "turn":
        for unavailable in illegal_options(st):
            if unavailable.action == action:
                return unavailable.rule, unavailable.reason
    return none_of_the_choices(choice)


def illegal_options(st: VentureForthState) -> list[Unavailable]:
    """On a turn: the paths from the pawn's site that are not complete, and the offering at its
    temple when it cannot be made."""
    choice = st.choice
    if choice is None or choice.kind != "turn":
        return []
    seat = st.active
    site = st.position[seat]
    found: list[Unavailable] = []
    complete = set(complete_paths(st, seat))
    for path in st.board.paths_at[site]:  # type: ignore[index]
        if path.id not in complete:
            missing = sum(1 for space in path.spaces if space.id not in st.spaces)
            found.append(
                Unavailable(
                    option("venture", path.id),
                    target("path", "Venture forth", space=path.id),
                    "venture",
                    f"the path is not complete: {missing} of its spaces {'has' if missing == 1 else 'have'} no card",
                )
            )
    temple = st.board.site_by_id[site].temple  # type: ignore[index]
    problem = None if temple is None else offer_problem(st, temple)
    if temple is not None and problem is not None:
        found.append(
            Unavailable(
                option("offer", temple),
                target("button", f"Offer at {TEMPLE_NAMES[temple]}"),
                f"temple.{temple}",
                problem,
            )
        )
    return found
