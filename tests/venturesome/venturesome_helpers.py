"""Shared builders and checks for the Venturesome rule tests.

The module has a game-specific name (not ``helpers``) because ``tests/venturesome`` is not a
package: pytest puts the directory on ``sys.path`` and a generic module name could clash with
another directory's helper module.

- :func:`scenario` builds a position with ``game.scenario`` and fills in open threats.
- :func:`run` applies actions and returns all their events; :func:`rules` lists their rule ids.
- :func:`table` is the whole position by card kind (hands and treasure piles sorted,
  expeditions and the discard pile in order, whose decision it is, who has left the round,
  which threats are resolved, the intimidation card); :func:`assert_table` compares it
  exactly, every key not given meaning "empty" (or ``None``).
- :func:`end_of_game` ends round 3 with given treasure piles, for the scoring tests.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from event_helpers import of_type, rules, run, unchanged_by  # noqa: F401  (re-exported for the rule tests)

import venture_widgets as vw
from venture_widgets.games.venturesome.data import CARD_BY_ID, CARDS
from venture_widgets.games.venturesome.rules import VenturesomeState

GAME = vw.load_game("venturesome")

#: Every card kind once per physical card (63 codes, the seven extra copies twice).
ALL_CODES: tuple[str, ...] = tuple(card.code for card in CARDS)

#: Threats handed out as the open threats when a test does not name them.
SPARE_THREATS: tuple[str, ...] = ("JAGUAR", "STORM", "NATIVE", "BOG", "TRAP")


def scenario(players: int = 2, **spec: Any) -> VenturesomeState:
    """``game.scenario({"players": players, **spec})``; without ``threats``, one spare open
    threat per seat that has not resolved one yet (none of them named elsewhere in ``spec``)."""
    spec = {"players": players, **spec}
    if "threats" not in spec:
        named = set(spec.get("resolved", {})) | set(spec.get("threat_deck", [])) | set(spec.get("threat_discard", []))
        spare = [t for t in SPARE_THREATS if t not in named]
        spec["threats"] = spare[: players - len(spec.get("resolved", {}))]
    state = GAME.scenario(spec)
    assert isinstance(state, VenturesomeState)
    return state


def code(card_id: str) -> str:
    """The kind code of a card id (``"GUIDE.GEM1.2"`` -> ``"GUIDE.GEM1"``)."""
    return CARD_BY_ID[card_id].code


def codes(card_ids: list[str]) -> list[str]:
    return [code(card_id) for card_id in card_ids]


def table(state: VenturesomeState) -> dict[str, Any]:
    """The position by card kind, for exact comparisons."""
    snap = state.snapshot()
    return {
        "hands": [sorted(codes(hand)) for hand in snap["hands"]],
        "expeditions": [codes(expedition) for expedition in snap["expeditions"]],
        "treasures": [sorted(codes(pile)) for pile in snap["treasures"]],
        "discard": codes(snap["discard"]),
        "current": state.current_player,
        "out": [seat for seat, inside in enumerate(snap["in_round"]) if not inside],
        "resolved": {t: by for t, by in zip(snap["threats"], snap["threat_by"], strict=True) if by is not None},
        "intimidated": snap["intimidated"],
    }


def assert_table(
    state: VenturesomeState,
    *,
    current: int | None,
    hands: list[list[str]] | None = None,
    expeditions: list[list[str]] | None = None,
    treasures: list[list[str]] | None = None,
    discard: list[str] | None = None,
    out: list[int] | None = None,
    resolved: Mapping[str, int] | None = None,
    intimidated: str | None = None,
) -> None:
    """Assert the whole :func:`table`; a key not given is empty for every seat."""

    def per_seat(value: list[list[str]] | None, order: bool) -> list[list[str]]:
        lists = value if value is not None else [[] for _ in range(state.players)]
        return [list(x) if order else sorted(x) for x in lists]

    expected = {
        "hands": per_seat(hands, order=False),
        "expeditions": per_seat(expeditions, order=True),
        "treasures": per_seat(treasures, order=False),
        "discard": list(discard or []),
        "current": current,
        "out": sorted(out or []),
        "resolved": dict(resolved or {}),
        "intimidated": intimidated,
    }
    assert table(state) == expected


def deck(state: VenturesomeState) -> list[str]:
    """The character deck by kind, bottom first (the last one is the top card)."""
    return codes(state.snapshot()["deck"])


#: Threats the seats that already left hold in :func:`end_of_game` (seat 0 first).
_RESOLVED_BEFORE: tuple[str, ...] = ("TRAP", "BOG", "NATIVE", "STORM")


def end_of_game(treasures: list[list[str]]) -> tuple[VenturesomeState, list[dict[str, Any]]]:
    """Round 3 with the given treasure piles: every seat but the last has left the round; the
    last one plays its last card (Reporter (Map)) into an empty expedition and resolves the
    Jaguar, which discards it, so the piles end exactly as given. Returns the final state and
    the events of the last two actions."""
    players = len(treasures)
    last = players - 1
    state = scenario(
        players,
        round=3,
        current=last,
        out=list(range(last)),
        hands=[[] for _ in range(last)] + [["REPORTER.MAP"]],
        treasures=treasures,
        threats=["JAGUAR"],
        resolved={threat: seat for seat, threat in enumerate(_RESOLVED_BEFORE[:last])},
    )
    events = run(state, "play REPORTER.MAP", "threat JAGUAR")
    return state, events
