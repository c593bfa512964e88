"""Shared builders and checks for the Venture Forth rule tests.

The module has a game-specific name (not ``helpers``) because ``tests/venture_forth`` is not a
package: pytest puts the directory on ``sys.path`` and a generic module name could clash with
another directory's helper module.

- :func:`scenario` builds a position with ``GAME.scenario`` (seat 0 to play; by default seat 0's
  party is the Archer at the Country, seat 1's the Poet, and the deck is a small known one).
- :func:`run` applies actions and returns all their events; :func:`rules` lists their rule ids.
- :func:`will`, :func:`despair`, :func:`codes` read the state by card code.
- :func:`legal` is the sorted list of legal actions.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from event_helpers import of_type, rules, run, unchanged_by  # noqa: F401  (re-exported for the rule tests)

import venture_widgets as vw
from venture_widgets.games.venture_forth.boards import BOARDS
from venture_widgets.games.venture_forth.rules import VentureForthState
from venture_widgets.games.venture_forth.tables import CARD_CODE, TOKEN_CODE, TREASURE_CODE, card_index

GAME = vw.load_game("venture_forth")

#: A known deck for the tests that draw (top first): cards the tests do not otherwise use.
SMALL_DECK: tuple[str, ...] = ("pearl_diver", "oarsman", "silver_miner", "goatherd", "basilisk", "empusa")
#: A hand of five cards, as Step 3 of Play a Card leaves it (none of them in :data:`SMALL_DECK`).
FIVE: tuple[str, ...] = ("lion", "sphinx", "dragon", "gorgon", "hoplite")


def scenario(**spec: Any) -> VentureForthState:
    """``GAME.scenario(spec)``; ``players`` defaults to the Archer (seat 0, at the Country) and the
    Poet (seat 1, at the Shore), ``deck`` to :data:`SMALL_DECK`."""
    spec.setdefault("players", [{"party": ["archer"], "site": "country"}, {"party": ["poet"], "site": "shore"}])
    spec.setdefault("deck", list(SMALL_DECK))
    state = GAME.scenario(spec)
    assert isinstance(state, VentureForthState)
    return state


def legal(state: VentureForthState) -> list[str]:
    """The legal actions, sorted."""
    return sorted(state.legal_actions())


def will(state: VentureForthState, code: str) -> int:
    """The will on the adventurer ``code``."""
    return state.will[card_index(code)]


def despair(state: VentureForthState, code: str) -> int:
    """The despair on the adventurer ``code``."""
    return state.despair[card_index(code)]


def codes(cards: Iterable[int]) -> list[str]:
    """Encounter card codes, in order."""
    return [CARD_CODE[c] for c in cards]


def treasure_codes(treasures: Iterable[int]) -> list[str]:
    """Treasure codes, in order."""
    return [TREASURE_CODE[t] for t in treasures]


def token_codes(tokens: Iterable[int]) -> list[str]:
    """Explore token codes, in order."""
    return [TOKEN_CODE[t] for t in tokens]


def on_board(state: VentureForthState) -> dict[str, str]:
    """Space id -> the code of the card on it."""
    return {space: CARD_CODE[card] for space, card in sorted(state.spaces.items())}


def wandering(state: VentureForthState) -> list[str]:
    """The codes of the wandering cards, sorted."""
    return sorted(CARD_CODE[c] for c in state.wandering)


def party(state: VentureForthState, seat: int) -> list[str]:
    """The codes of ``seat``'s party, in order."""
    return codes(state.party[seat])


#: Cards the tests name elsewhere; :func:`full_board` avoids them.
RESERVED = frozenset(
    {*SMALL_DECK, "archer", "poet", "lion", "hoplite", "dragon", "gorgon", "priestess", "philosopher", "bandits"}
)


def full_board(side: str = "sea_corner", exclude: Iterable[str] = (), **cards: Any) -> dict[str, Any]:
    """A card on every path space of ``side`` but those in ``exclude``: ``cards`` (space id with
    ``_`` for ``.``, e.g. ``p3_1="lion"``) where given, elsewhere enemies the tests do not name."""
    given = {space.replace("_", "."): card for space, card in cards.items()}
    fillers = iter(c for c in CARD_CODE if c not in RESERVED and c not in given.values())
    spaces = [space.id for path in BOARDS[side].paths for space in path.spaces]
    return {space: given.get(space) or next(fillers) for space in spaces if space not in set(exclude)}


def kind(state: VentureForthState) -> str | None:
    """The kind of the decision at hand (``turn``, ``will``, ``exert``...), or ``None``."""
    return None if state.choice is None else state.choice.kind


def journey(state: VentureForthState, *prefer: str) -> tuple[list[tuple[str, str]], list[dict[str, Any]]]:
    """Play seat 0's decisions until its turn is over: the actions of ``prefer`` in their order,
    each when it becomes legal; otherwise every ambition passes, enemies are faced, adventurers
    left, and the first option is taken. Returns the ambitions met, as (adventurer, what met it:
    the card met, ``arrive`` or ``explore``), with those too short of will to convert, and the
    events."""
    wanted = list(prefer)
    met: list[tuple[str, str]] = []
    events: list[dict[str, Any]] = []
    moment = ""

    def note(new: list[dict[str, Any]]) -> None:
        nonlocal moment
        for event in new:
            if event["type"] in ("meet", "recruit"):
                moment = event["card"]
            elif event["type"] in ("arrive", "explore"):
                moment = event["type"]
            elif event["type"] == "ambition_short":
                met.append((event["card"], moment))
        events.extend(new)

    while (state.current_player == 0 and kind(state) != "turn") or not events:
        options = legal(state)
        if wanted and wanted[0] in options:
            action = wanted.pop(0)
        else:
            passes = [a for a in options if a.startswith("pass ")]
            action = (
                passes[0] if passes else "face" if "face" in options else "leave" if "leave" in options else options[0]
            )
        if action.startswith("pass ") and kind(state) == "ambition":
            met.append((action.split()[1], moment))
        note(state.apply(action))
    assert not wanted, f"never legal: {wanted}"
    return met, events
