"""The limits the Venture Forth rulebook prints, held on every step of the conformance suite's
random games (``tests/conformance_hooks.py``: :class:`Limit`, :class:`EventLimits`).

Everything is counted from the public events, apart from the engine's counters and constants:
a turn starts with a ``turn`` event (a Nike turn too); its action is the event that opens it
(``play``, ``venture``, ``offer``, ``regroup``); a party grows by ``start`` and ``recruit``
events; an encounter starts with a ``meet`` event, a look at the treasure deck with a ``look``.
The hand of five is read from the public observation (``hand_count``, which leaves treasures
out) once the draw of Step 3 (a ``draw`` event of ``play.draw``) has happened.

Not held here: the 15 despair tokens of the box are unlimited in this kit
(docs/reconstructions.md, Venture Forth: readings).
"""

from __future__ import annotations

from typing import Any

from conformance_hooks import Breach, EventLimits, Limit, Tally, made_up

ACTION = Limit("Playing a Turn", "actions in a turn", 1)
TREASURE = Limit("Treasure Cards: Abilities", "treasure abilities used in a turn", 1)
TREASURE_FIRST = Limit("Treasure Cards: Abilities", "treasure abilities used after the turn's action", 0)
PARTY = Limit("Encountering an Adventurer: Party Limit Rule", "adventurers in a party", 5)
PLAY_DRAW = Limit("Play a Card: Step 3: Draw One Card", "cards drawn after playing a card", 1)
#: "He should have a hand of five cards"; treasures are no part of the hand (Treasure Cards).
HAND = Limit("Play a Card: Step 3: Draw One Card", "cards in hand after the draw (treasures not counted)", 5, 5)
REGROUP = Limit("Regroup", "cards drawn back beyond those discarded", 0)
EXERT = Limit("Exerting", "exertions of one adventurer in one encounter", 1)
LOOK = Limit("Explore Tokens", "treasure cards looked at for one token", 3)
KEEP = Limit("Explore Tokens", "treasure cards kept from one look", 1)
NIKE_TURNS = Limit("Making an Offering at the Temple: Temple of Nike", "additional turns from one offering", 2)
NIKE_AGAIN = Limit("Making an Offering at the Temple: Temple of Nike", "offerings to Nike on an additional turn", 0)
LIMITS = (ACTION, TREASURE, TREASURE_FIRST, PARTY, PLAY_DRAW, HAND, REGROUP, EXERT, LOOK, KEEP, NIKE_TURNS, NIKE_AGAIN)

#: The events that open each of the four actions of a turn.
ACTIONS = frozenset({"play", "venture", "offer", "regroup"})


class VentureForthLimits(EventLimits):
    """Per turn: one action, one treasure ability before it, one card drawn after playing a card
    and a hand of five after it, no more drawn back than discarded in a regroup; a party of at most
    five; one exertion per adventurer per encounter; up to three treasures looked at and one kept;
    Nike's two additional turns, on which Nike takes no offering."""

    def __init__(self, state: Any) -> None:
        self.turn = Tally()  # reset each turn
        self.moment = Tally()  # reset at each encounter and each look
        self.game = Tally()  # never reset: the parties
        self.acted = False
        self.nike: int | None = None  # the seat owed Nike's turns
        self.additional = 0  # how many of them it has begun (0: this turn is none of them)
        self.drew: int | None = None  # the seat whose Step 3 draw the next observation follows
        super().__init__(state)

    def take(self, event: dict[str, Any]) -> None:
        kind, seat = event["type"], event.get("seat")
        where = f"seat {seat}"
        if kind == "turn":
            self._next_turn(event["seat"], where)
        elif kind in ACTIONS:
            self._action(event, where)
        elif kind in ("meet", "look"):
            self.moment.reset()
            if kind == "look":
                LOOK.hold(event["count"], where)
        elif kind in ("start", "recruit"):
            self.game.add(PARTY, key=seat, where=where)
        elif kind == "use":
            self.turn.add(TREASURE, where=where)
            TREASURE_FIRST.hold(int(self.acted), where)
        elif kind == "nike":
            self.nike = seat
        self._count(event, where)

    def _next_turn(self, seat: int, where: str) -> None:
        self.turn.reset()
        self.acted = False
        if seat == self.nike:
            self.additional += 1
            NIKE_TURNS.hold(self.additional, where)
        else:
            self.nike = None
            self.additional = 0

    def _action(self, event: dict[str, Any], where: str) -> None:
        self.acted = True
        self.turn.add(ACTION, where=where)
        if event["type"] == "offer" and event["temple"] == "nike" and self.additional:
            NIKE_AGAIN.hold(1, where)

    def _count(self, event: dict[str, Any], where: str) -> None:
        """The draws of a turn, the exertions of an encounter and the treasures kept from a look."""
        kind, rule = event["type"], event["rule"]
        if kind == "exert":
            self.moment.add(EXERT, key=event["card"], where=f"{where}, {event['card']}")
        elif kind == "keep" and rule == "explore":
            self.moment.add(KEEP, where=where)
        elif kind == "draw" and rule == "play.draw":
            self.turn.add(PLAY_DRAW, n=event["count"], where=where)
            self.drew = event["seat"]
        elif rule == "regroup" and kind in ("draw", "discard"):
            self.turn.add(REGROUP, n=event["count"] if kind == "draw" else -1, where=where)

    def check(self, public: dict[str, Any]) -> None:
        """The hand of the seat that has just drawn in Step 3 of Play a Card: five cards (Step 3
        ends the action, so nothing comes between the draw and the observation after it)."""
        if self.drew is not None:
            HAND.hold(public["seats"][self.drew]["hand_count"], f"seat {self.drew}")
            self.drew = None


TRACKER = VentureForthLimits


_TURN = [made_up("turn", turn=1)]
_PLAY = [made_up("play", rule="play.place", card="gorgon", space="p2.1")]
_NIKE = [*_TURN, made_up("offer", rule="temple.nike", temple="nike"), made_up("nike", rule="temple.nike")]
_MEET = [*_TURN, made_up("venture", path="p1"), made_up("meet", rule="venture.enemy", card="lion")]
_LOOK = [*_TURN, made_up("look", rule="explore", count=2)]
_RECRUITS = [made_up("recruit", rule="venture.recruit", card=card) for card in ("archer", "poet", "hoplite", "oracle")]
_DRAW_AFTER_PLAY = made_up("draw", rule="play.draw", count=1)
_DRAW_BACK = made_up("draw", rule="regroup", count=2)
#: The public view after seat 0's Step 3 draw left it a hand of seven (as treasures that drew two
#: encounter cards once did).
_SEVEN_IN_HAND = {"seats": [{"seat": seat, "hand_count": n} for seat, n in enumerate((7, 5, 5))]}
#: For each limit, public events of a turn that breaks it.
BREACHES = (
    Breach(ACTION, [*_TURN, *_PLAY, made_up("regroup")]),
    Breach(TREASURE, [*_TURN, made_up("use", treasure="golden_fleece"), made_up("use", treasure="owl_of_athena")]),
    Breach(TREASURE_FIRST, [*_TURN, *_PLAY, made_up("use", treasure="golden_fleece")]),
    Breach(PARTY, [made_up("start", card="oarsman"), *_MEET, *_RECRUITS, made_up("recruit", card="priestess")]),
    Breach(PLAY_DRAW, [*_TURN, *_PLAY, _DRAW_AFTER_PLAY, _DRAW_AFTER_PLAY]),
    Breach(HAND, [*_TURN, *_PLAY, _DRAW_AFTER_PLAY], public=_SEVEN_IN_HAND),
    Breach(REGROUP, [*_TURN, made_up("regroup"), made_up("discard", rule="regroup"), _DRAW_BACK]),
    Breach(EXERT, [*_MEET, made_up("exert", card="archer"), made_up("exert", card="archer")]),
    Breach(LOOK, [*_TURN, made_up("look", rule="explore", count=4)]),
    Breach(KEEP, [*_LOOK, made_up("keep", rule="explore"), made_up("keep", rule="explore")]),
    Breach(NIKE_TURNS, [*_NIKE, *_TURN, *_PLAY, *_TURN, *_PLAY, *_TURN]),
    Breach(NIKE_AGAIN, [*_NIKE, *_TURN, made_up("offer", rule="temple.nike", temple="nike")]),
)
