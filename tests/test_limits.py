"""The printed limits of every game (``tests/<id>/limits.py``) can fail: each limit has made-up
public events that break it (``BREACHES``), and its game's tracker raises on them, naming the
rule and the value seen. That the engines keep them is the conformance suite's work
(``tests/test_conformance.py`` holds them on every step of its random games).
"""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest
from conformance_hooks import Breach, Limit, hooks_of, limits_of
from game_modules import every_game, game_module

import venture_widgets as vw

GAMES = every_game("limits", "LIMITS")
BREACHES = [
    pytest.param(game_id, breach, id=f"{game_id}-{index}-{breach.limit.what}")
    for game_id, breaches in every_game("limits", "BREACHES")
    for index, breach in enumerate(breaches)
]


def test_every_game_with_hooks_declares_its_limits() -> None:
    """A game with conformance hooks has a ``limits.py``, which its hooks hold; no two of its
    limits share a name."""
    with_hooks = [game_id for game_id in vw.list_games() if game_module(game_id, "hooks")]
    assert [game_id for game_id, _ in GAMES] == with_hooks
    for game_id, limits in GAMES:
        assert hooks_of(game_id).limits is limits_of(game_id).TRACKER, f"{game_id}'s hooks hold other limits"
        assert limits and all(isinstance(limit, Limit) for limit in limits), game_id
        assert len(set(map(str, limits))) == len(limits), f"{game_id}: two limits with one name"


@pytest.mark.parametrize(("game_id", "limits"), GAMES, ids=[game_id for game_id, _ in GAMES])
def test_every_limit_has_a_breach(game_id: str, limits: tuple[Limit, ...]) -> None:
    breaches = dict(every_game("limits", "BREACHES"))[game_id]
    assert [breach.limit for breach in breaches] == list(limits)


@pytest.mark.parametrize(("game_id", "breach"), BREACHES)
def test_a_breach_is_caught_naming_the_rule(game_id: str, breach: Breach) -> None:
    """The tracker, built for a game with no opening events, raises on the made-up events (or on
    the observation after them) with the limit's rule, its bound and the value seen; without the
    last event it does not."""
    tracker = limits_of(game_id).TRACKER(SimpleNamespace(players=breach.players, opening_events=[]))
    with pytest.raises(AssertionError, match=re.escape(f"limit broken: {breach.limit}, seen ")):
        tracker.feed(breach.events)
        if breach.public is not None:
            tracker.check(breach.public)
    before = limits_of(game_id).TRACKER(SimpleNamespace(players=breach.players, opening_events=[]))
    before.feed(breach.events[:-1])
