"""Shared builders and checks for the A Wild Venture rule tests.

The module has a game-specific name (not ``helpers``) because ``tests/wild_venture`` is not a
package: pytest puts the directory on ``sys.path`` and a generic module name could clash with
another directory's helper module.

- :func:`scenario` builds a position with ``GAME.scenario`` (seat 0 to play, a small known deck
  unless ``deck`` is given, every coin count given explicitly by the tests that care).
- :func:`run` applies actions and returns all their events; :func:`rules` lists their rule ids.
- :func:`facts` is :func:`venture_widgets.games.wild_venture.examples.facts_of`: coins,
  positions, hands (sorted), the deck (top first), the trash, the rows, supplies by code...
- :func:`legal` is the sorted list of legal actions.
"""

from __future__ import annotations

from typing import Any

from event_helpers import of_type, rules, run, unchanged_by  # noqa: F401  (re-exported for the rule tests)

import venture_widgets as vw
from venture_widgets.games.wild_venture.examples import facts_of
from venture_widgets.games.wild_venture.rules import WildVentureState

GAME = vw.load_game("wild_venture")

#: A known deck for the tests that draw or consider (top first): Academy cards the tests do not
#: otherwise use.
SMALL_DECK: tuple[str, ...] = (
    "crow_schoolmarm",
    "fledgling_scribe",
    "raven_lecturer",
    "jay_librarian",
    "dean_of_rooks",
    "tadpole_pupil",
)


def scenario(**spec: Any) -> WildVentureState:
    """``GAME.scenario(spec)``; ``players`` defaults to two empty areas and ``deck`` to
    :data:`SMALL_DECK` (so the game does not end and draws are known)."""
    spec.setdefault("players", [{}, {}])
    spec.setdefault("deck", list(SMALL_DECK))
    state = GAME.scenario(spec)
    assert isinstance(state, WildVentureState)
    return state


def legal(state: WildVentureState) -> list[str]:
    """The legal actions, sorted."""
    return sorted(state.legal_actions())


def facts(state: WildVentureState) -> dict[str, Any]:
    """Coins, positions, hands, deck (top first), trash, rows, supplies by code, ..."""
    return facts_of(state)


def supply(state: WildVentureState, code: str) -> int:
    """The Supplies on the card ``code`` in play."""
    return facts_of(state)["supply"][code]
