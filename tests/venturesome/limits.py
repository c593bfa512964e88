"""The limits the Venturesome rulebook prints, held on every step of the conformance suite's
random games (``tests/conformance_hooks.py``: :class:`Limit`, :class:`EventLimits`).

Everything is counted from the public events, apart from the engine's counters and constants.
The events mark no turn: a turn begins with its step I, a ``play`` (or a ``cannot_play``) event,
so a second one by the same player with nobody else's between is a second card in one turn,
unless that player is alone in the round (players leave it with ``leave_round``; a ``deal``
starts a round with everyone). A character's effect is what happens until the next turn.
"""

from __future__ import annotations

from typing import Any

from conformance_hooks import Breach, EventLimits, Limit, Tally, made_up

PLAY = Limit(
    "Player's Turn: I. Play a chosen character card into your expedition", "character cards played in one turn", 1
)
DEAL = Limit("End of Round and Preparing the Next", "character cards dealt to each player", 6)
DEAL_TWO = Limit("End of Round and Preparing the Next", "character cards dealt to each player of two", 9)
REVEALED = Limit("End of Round and Preparing the Next", "threat cards revealed other than one per player", 0)
THREAT = Limit("Player's Turn: III. Resolve a threat", "threats resolved by one player in a round", 1)
ROUNDS = Limit("Gameplay", "rounds", 3)
PROFESSOR_DRAW = Limit("Character Card Effects: Professor", "cards drawn by one Professor", 1)
PROFESSOR_BOTTOM = Limit("Character Card Effects: Professor", "cards put under the deck by one Professor", 1)
GUIDE = Limit("Character Card Effects: Guide", "cards returned to hand by one Guide", 1)
AVIATOR = Limit("Character Card Effects: Aviator", "expedition cards swapped by one Aviator", 1)
COLLECTOR_GIVE = Limit("Character Card Effects: Collector", "cards handed over by the Collector's player", 1)
COLLECTOR_BACK = Limit("Character Card Effects: Collector", "cards given back by the chosen player", 1)
SANDSTORM = Limit("Threat Cards: Sandstorm", "cards discarded", 2)
ROPE_BRIDGE = Limit("Threat Cards: Rope Bridge", "cards discarded", 2)
TRAP = Limit("Threat Cards: Trap", "cards discarded (the first and the last)", 2)

#: What one turn's character effect may do, by (event type, rule).
EFFECTS = {
    ("draw", "effects.professor"): PROFESSOR_DRAW,
    ("bottom", "effects.professor"): PROFESSOR_BOTTOM,
    ("return_to_hand", "effects.guide"): GUIDE,
    ("swap_expedition_cards", "effects.aviator"): AVIATOR,
    ("give", "effects.collector"): COLLECTOR_GIVE,
    ("give_back", "effects.collector"): COLLECTOR_BACK,
}
#: The threats that discard a number of cards, by rule.
DISCARDS = {"threats.sandstorm": SANDSTORM, "threats.rope_bridge": ROPE_BRIDGE, "threats.trap": TRAP}
LIMITS = (
    PLAY,
    DEAL,
    DEAL_TWO,
    REVEALED,
    THREAT,
    ROUNDS,
    *EFFECTS.values(),
    *DISCARDS.values(),
)


class VenturesomeLimits(EventLimits):
    """One card played a turn, and each effect once; 6 cards dealt (9 to two players), as many
    threats revealed as players, one threat resolved by each player in a round, three rounds;
    two cards lost to a Sandstorm, a Rope Bridge or a Trap."""

    def __init__(self, state: Any) -> None:
        self.turn = Tally()  # reset at each turn's step I
        self.round = Tally()  # reset at each deal
        self.in_round: set[int] = set()
        self.last: int | None = None  # whose turn it is
        super().__init__(state)

    def take(self, event: dict[str, Any]) -> None:
        kind, rule, seat = event["type"], event["rule"], event.get("seat")
        where = f"seat {seat}"
        if kind in ("play", "cannot_play"):
            self._step_one(event["seat"], where)
        elif kind == "deal":
            self._deal(event["count"])
        elif kind == "reveal_threats":
            REVEALED.hold(abs(len(event["threats"]) - self.players), f"{len(event['threats'])} revealed")
        elif kind == "threat":
            self.round.add(THREAT, key=seat, where=where)
        elif kind == "leave_round":
            self.in_round.discard(seat)
        elif kind == "round_start":
            ROUNDS.hold(event["round"])
        elif (kind, rule) in EFFECTS:
            self.turn.add(EFFECTS[kind, rule], where=where)
        elif kind == "discard" and rule in DISCARDS:
            DISCARDS[rule].hold(len(event["cards"]), where)

    def _step_one(self, seat: int, where: str) -> None:
        """A turn begins, unless the same player goes on while others are still in the round."""
        if seat != self.last or self.in_round == {seat}:
            self.turn.reset()
        self.last = seat
        self.turn.add(PLAY, where=where)

    def _deal(self, count: int) -> None:
        (DEAL_TWO if self.players == 2 else DEAL).hold(count, f"{self.players} players")
        self.round.reset()
        self.turn.reset()
        self.in_round = set(range(self.players))
        self.last = None


TRACKER = VenturesomeLimits


_DEAL = [made_up("deal", None, rule="round.deal", count=6)]
_PLAY = made_up("play", rule="turn.play", card="PROFESSOR.RING", side="right")
_TWO_THREATS = [made_up("threat", rule="turn.resolve_threat", threat=threat) for threat in ("JAGUAR", "STORM")]
#: For each limit, public events of a round that breaks it.
BREACHES = (
    Breach(PLAY, [*_DEAL, _PLAY, _PLAY]),
    Breach(DEAL, [made_up("deal", None, rule="round.deal", count=7)]),
    Breach(DEAL_TWO, [made_up("deal", None, rule="round.deal", count=10)], players=2),
    Breach(REVEALED, [*_DEAL, made_up("reveal_threats", None, threats=["JAGUAR", "STORM"])]),
    Breach(THREAT, [*_DEAL, *_TWO_THREATS]),
    Breach(ROUNDS, [made_up("round_start", round=4)]),
    *(
        Breach(limit, [*_DEAL, _PLAY, made_up(kind, rule=rule), made_up(kind, rule=rule)])
        for (kind, rule), limit in EFFECTS.items()
    ),
    *(
        Breach(limit, [*_DEAL, made_up("discard", rule=rule, cards=["GUIDE.MAP", "REPORTER.RING", "AVIATOR.ANKH"])])
        for rule, limit in DISCARDS.items()
    ),
)
