"""The limits the Venture (2019) rulebook prints, held on every step of the conformance suite's
random games (``tests/conformance_hooks.py``: :class:`Limit`, :class:`EventLimits`).

Everything is counted from the public events, apart from the engine's counters and constants:

- a turn starts with a ``turn`` event; Phase 1's draw is the ``draw_face_up`` event;
- the cards in play (the chain) grow by a ``play`` or ``bulb`` event and shrink by a
  ``resolve``, ``cancelled`` or ``stopped`` one (a card stopped as it is played leaves at once);
- an action of Phase 2 is a talent, or a card the active player plays while nothing is in play,
  except the card just drawn face up and used at once (Phase 1: "it will not count as one of the
  2 actions");
- Phase 4's draw is the ``draw`` event of its rule (``refill``), and the hand at the end of a turn
  is the count the public observation shows once the next turn has begun.
"""

from __future__ import annotations

from typing import Any

from conformance_hooks import Breach, EventLimits, Limit, Tally, made_up

FACE_UP = Limit("Draw 1 Card from the Deck", "cards drawn face up in a turn", 1)
ACTIONS = Limit("Phase 2: Take Up to 2 Actions", "actions in a turn", 2)
TALENT = Limit("Type of Cards: Role Cards", "talents activated in a turn", 1)  # "once per turn"
MISSIONS = Limit("Phase 3: Complete One Mission", "missions completed in a turn", 1)
REFILL = Limit("Phase 4: Draw 2 Cards and Discard to Hand Limit", "cards drawn in Phase 4", 2)
HAND = Limit("Phase 4: Draw 2 Cards and Discard to Hand Limit", "cards in hand at the end of the turn", 5)
#: The limits by the names the content check gives them (scripts/check_venture_2019_cards.py).
NAMED = {"face_up": FACE_UP, "actions": ACTIONS, "talent": TALENT, "missions": MISSIONS, "refill": REFILL, "hand": HAND}
LIMITS = tuple(NAMED.values())

#: How each kind of event changes the number of cards in play.
CHAIN = {"play": 1, "bulb": 1, "resolve": -1, "cancelled": -1, "stopped": -1}


class Venture2019Limits(EventLimits):
    """Per turn: one card drawn face up, two actions, one talent, one mission, two cards drawn in
    Phase 4; the hand at the end of each turn at most five."""

    def __init__(self, state: Any) -> None:
        self.tally = Tally()
        self.turn = 0
        self.active: int | None = None
        self.in_play = 0
        self.face_up: tuple[int, str] | None = None  # drawn in Phase 1, not yet kept or used
        self.ended: list[tuple[int, int]] = []  # (seat, turn) of the turns ended since the last check
        super().__init__(state)

    def take(self, event: dict[str, Any]) -> None:
        kind = event["type"]
        where = f"seat {event.get('seat')}, turn {self.turn}"
        if kind == "turn":
            self._next_turn(event["seat"])
        elif kind == "play":
            self._play(event["seat"], event["card"], where)
        elif kind == "draw_face_up":
            self.face_up = (event["seat"], event["card"])
            self.tally.add(FACE_UP, where=where)
        elif kind in ("keep", "bulb"):
            self.face_up = None
        elif kind == "talent":
            self.tally.add(ACTIONS, where=where)
            self.tally.add(TALENT, where=where)
        elif kind == "complete":
            self.tally.add(MISSIONS, where=where)
        elif kind == "draw" and event["rule"] == "refill":
            self.tally.add(REFILL, n=event["count"], where=where)
        self.in_play += CHAIN.get(kind, 0)

    def _next_turn(self, seat: int) -> None:
        if self.active is not None:
            self.ended.append((self.active, self.turn))
        self.turn += 1
        self.active = seat
        self.face_up = None
        self.tally.reset()

    def _play(self, seat: int, card: str, where: str) -> None:
        """A card played while nothing is in play, by the active player, is an action, unless it
        is the card drawn face up in Phase 1."""
        if self.in_play or seat != self.active:
            return
        if self.face_up == (seat, card):
            self.face_up = None
            return
        self.tally.add(ACTIONS, where=where)

    def check(self, public: dict[str, Any]) -> None:
        for seat, turn in self.ended:
            HAND.hold(public["seats"][seat]["hand"]["count"], f"seat {seat} at the end of turn {turn}")
        self.ended.clear()


TRACKER = Venture2019Limits


def _played(seat: int, card: str) -> list[dict[str, Any]]:
    """``seat`` plays ``card`` on seat 1, nobody answers, it takes effect."""
    return [made_up("play", seat, card=card, target=1), made_up("pass", 1), made_up("resolve", None, card=card)]


_TURN = [made_up("turn"), made_up("draw_face_up", card="grant-math"), made_up("keep", rule="draw.bulb_off")]
#: For each limit, public events (and an observation) of a turn that breaks it.
BREACHES = (
    Breach(FACE_UP, [*_TURN, made_up("draw_face_up", card="quill")]),
    Breach(ACTIONS, [*_TURN, *_played(0, "theft-chem"), *_played(0, "grant-chem"), made_up("play", card="eureka-geo")]),
    Breach(TALENT, [*_TURN, made_up("talent", card="grant-phys"), made_up("talent", card="theft-phys")]),
    Breach(MISSIONS, [*_TURN, made_up("complete", mission=3), made_up("complete", mission=8)]),
    Breach(REFILL, [*_TURN, made_up("draw", rule="refill", count=3)]),
    Breach(HAND, [*_TURN, made_up("turn", 1)], {"seats": [{"hand": {"count": 6}}, {"hand": {"count": 5}}]}),
)
