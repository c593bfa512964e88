"""The limits the Adventurous rulebook prints, held on every step of the conformance suite's
random games (``tests/conformance_hooks.py``: :class:`Limit`, :class:`EventLimits`).

The turn's limits are counted from the public events, apart from the engine's counters and
constants: a turn starts with its ``explore`` or ``discover`` event; what is laid is a ``place``
event of its side. The thresholds and the result are held on the public observation (the
visible ``counts``, the running ``score``) and on the ``score`` event, against the rulebook's
numbers written here, not the ship's.
"""

from __future__ import annotations

from typing import Any

from conformance_hooks import Breach, EventLimits, Limit, Tally, made_up

DRAWS = Limit("Taking a Turn: Explore", "map cards drawn in a turn", 2)
MAPS = Limit("Taking a Turn: Explore", "map cards placed in a turn", 2)
MARVELS = Limit("Taking a Turn: Discover", "marvels placed in a turn", 1)
#: What each of the thresholds limits: the encounters of a type that score points.
THRESHOLDS = {
    "fin": Limit("Encounter Thresholds", "fins scoring points", 4),
    "serpent": Limit("Encounter Thresholds", "serpents scoring points", 3),
    "trident": Limit("Encounter Thresholds", "tridents scoring points", 2),
}
#: The scoring table: the points of each result.
RESULTS = {
    "lost": Limit("Scoring", "points of a voyage Lost at Sea", 39),
    "successful": Limit("Scoring", "points of a Successful Voyage", 49, least=40),
    "marvelous": Limit("Scoring", "points of a Marvelous Adventure", None, least=50),
}
#: The limits of a turn and the thresholds by the names the content check gives them
#: (scripts/check_adventurous_cards.py).
NAMED = {"draws": DRAWS, "maps": MAPS, "marvels": MARVELS, **THRESHOLDS}
LIMITS = (*NAMED.values(), *RESULTS.values())


class AdventurousLimits(EventLimits):
    """Two map cards drawn and placed in an Explore turn, one marvel in a Discover turn; no
    encounter type over its threshold scores; each result within its points."""

    def __init__(self, state: Any) -> None:
        self.turn = Tally()  # reset each turn
        super().__init__(state)

    def take(self, event: dict[str, Any]) -> None:
        kind, seat = event["type"], event.get("seat")
        where = f"seat {seat}"
        if kind in ("explore", "discover"):
            self.turn.reset()
        elif kind == "draw":
            self.turn.add(DRAWS, where=where)
        elif kind == "place":
            self.turn.add(MAPS if event["side"] == "map" else MARVELS, where=where)
        elif kind == "score":
            RESULTS[event["result"]].hold(event["total"])

    def check(self, public: dict[str, Any]) -> None:
        """A type over its threshold scores nothing: the encounters that score are all that show,
        or none."""
        counts, score = public["counts"], public["score"]
        for kind, limit in THRESHOLDS.items():
            limit.hold(counts[kind] if score[kind] else 0, f"{counts[kind]} visible, scoring {score[kind]}")


TRACKER = AdventurousLimits


def _over_threshold(kind: str) -> dict[str, Any]:
    """An observation where a type over its threshold scores two points for each."""
    counts = {"path": 10, "fin": 0, "serpent": 0, "trident": 0, "whirlpool": 0, kind: 5}
    return {"counts": counts, "score": {**counts, "path": 10, kind: 10}}


_EXPLORE = made_up("explore", rule="turn.explore")
_DRAW = made_up("draw", rule="turn.explore", card=6, where="top")
_MAP = made_up("place", rule="map.extend", card=6, side="map", placement=[0, 0, 0])
_MARVEL = made_up("place", rule="marvel.cost", card=2, side="marvel", placement=[0, 0, 90])
#: For each limit, public events (and an observation) that break it.
BREACHES = (
    Breach(DRAWS, [_EXPLORE, _DRAW, _DRAW, _DRAW], players=1),
    Breach(MAPS, [_EXPLORE, _DRAW, _DRAW, _MAP, _MAP, _MAP], players=1),
    Breach(MARVELS, [made_up("discover", rule="turn.discover", card=2), _MARVEL, _MARVEL], players=1),
    *(Breach(limit, [], _over_threshold(kind), players=1) for kind, limit in THRESHOLDS.items()),
    Breach(RESULTS["lost"], [made_up("score", None, rule="scoring.result", total=45, result="lost")], players=1),
    Breach(RESULTS["successful"], [made_up("score", None, rule="scoring.result", total=39, result="successful")]),
    Breach(RESULTS["marvelous"], [made_up("score", None, rule="scoring.result", total=49, result="marvelous")]),
)
