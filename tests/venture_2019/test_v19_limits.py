"""Venture (2019)'s content that touches a printed limit keeps it where it acts.

scripts/check_venture_2019_cards.py lists each effect and talent whose program touches one of the
limits the rulebook prints (``LIMIT_CONTENT``); here seeded games are played eagerly (a talent, a
mission, a card whenever one is legal, most of the time) with the conformance suite's limit
tracker (tests/venture_2019/limits.py), and in every turn where a listed effect or talent acts,
the limits its program touches (``touched_limits``) hold. An effect acts when it takes effect, or,
one that lies beside a role, when its lasting effect takes hold; a talent when its role
activates it.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from conformance_hooks import limits_of

import venture_widgets as vw
from venture_widgets.core.effects import op
from venture_widgets.core.view import observe_event

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import check_venture_2019_cards as script  # noqa: E402

LIMITS = limits_of("venture_2019")
GAMES = 60
EAGER = ("talent", "complete", "play")  # tried in this order, each taken nine times in ten
AT_LEAST = 30  # turns in which each listed effect or talent must act (each acts in 60 or more)


@dataclass
class Turn:
    """The effects and talents that acted in one turn, and the limits broken in it (by name)."""

    acting: set[str] = field(default_factory=set)
    broken: set[str] = field(default_factory=set)


def eager(legal: list[str], rng: random.Random) -> str:
    """A talent, else a mission, else a card, nine times in ten each; otherwise any legal action."""
    for verb in EAGER:
        found = [action for action in legal if action.split(" ", 1)[0] == verb]
        if found and rng.random() < 0.9:
            return rng.choice(found)
    return rng.choice(legal)


class Watch:
    """Feeds a game's events to the limit tracker, one at a time, and keeps per turn what acted
    (from the public events) and which limits broke."""

    def __init__(self, players: int) -> None:
        self.lasting: dict[str, set[str]] = {}  # a lasting effect's kind -> the effects that leave it
        for content, program in script.content_programs().items():
            for part in script.parts(program):
                if part.startswith("lasting:"):
                    self.lasting.setdefault(part.removeprefix("lasting:"), set()).add(content)
        self.beside = set().union(*self.lasting.values())  # the effects that act when they take hold
        self.roles: dict[int, str] = {}
        self.turns: list[Turn] = [Turn()]
        # fed the opening events here, not by the tracker
        self.tracker = LIMITS.TRACKER(SimpleNamespace(players=players, opening_events=[]))

    def feed(self, events: Iterable[dict[str, Any]]) -> None:
        for event in events:
            self._acting(observe_event(event, None))
            self._hold(self.tracker.feed, [event])

    def check(self, public: dict[str, Any]) -> None:
        self._hold(self.tracker.check, public)

    def _hold(self, check: Any, argument: Any) -> None:
        try:
            check(argument)
        except AssertionError as broken:
            self.turns[-1].broken |= {name for name, limit in LIMITS.NAMED.items() if str(limit) in str(broken)}

    def _acting(self, event: dict[str, Any]) -> None:
        kind, acting = event["type"], self.turns[-1].acting
        if kind == "turn":
            self.turns.append(Turn())
        elif kind == "setup" and event["rule"] == "setup.roles":
            self.roles[event["seat"]] = event["role"]
        elif kind == "resolve" and event["card"].split("-")[0] not in self.beside:
            acting.add(event["card"].split("-")[0])
        elif kind == "lasting_used":
            acting |= self.lasting.get(event["lasting"], set())
        elif kind == "talent":
            acting.add(self.roles[event["seat"]])


@pytest.fixture(scope="module")
def turns() -> list[Turn]:
    """Every turn of the seeded eager games, three to six players."""
    game = vw.load_game("venture_2019")
    found: list[Turn] = []
    for seed in range(GAMES):
        state = game.new_game(players=3 + seed % 4, seed=seed)
        rng, watch = random.Random(seed), Watch(state.players)
        watch.feed(state.opening_events)
        while not state.is_over:
            watch.check(state.observe(None))
            watch.feed(state.apply(eager(state.legal_actions(), rng)))
        found += watch.turns
    return found


@pytest.mark.parametrize("content", list(script.LIMIT_CONTENT))
def test_the_limits_hold_where_content_acts(content: str, turns: list[Turn]) -> None:
    touched = set(script.touched_limits(script.content_programs()[content]))
    acted = [turn for turn in turns if content in turn.acting]
    assert len(acted) >= AT_LEAST, f"{content} acted in {len(acted)} turns only: play more games"
    broken = [sorted(turn.broken & touched) for turn in acted if turn.broken & touched]
    assert not broken, f"{content} acted in {len(acted)} turns; limits broken in {len(broken)}: {broken[:5]}"


def test_the_check_names_the_limits_of_the_tracker() -> None:
    assert tuple(LIMITS.NAMED) == script.PRINTED_LIMITS
    assert {limit for touched in script.TOUCHES.values() for limit in touched} <= set(LIMITS.NAMED)


def test_the_check_finds_content_that_touches_a_limit_unlisted() -> None:
    """A new effect that touches the actions of a turn, or uses an op nobody weighed, fails the
    check until it is listed with the limits it touches."""
    programs = {"overtime": (op("lasting", kind="no_actions"),), "novelty": (op("unheard_of"),)}
    lines, problems = script.limit_lines(programs, {})
    assert lines == [f"  overtime: actions, held by {script.HELD_IN}[overtime]"]
    assert problems == [
        "overtime touches the printed limits ('actions',), LIMIT_CONTENT lists ()",
        "novelty: unheard_of is not in TOUCHES: which printed limits can it change?",
    ]
    assert script.limit_lines(programs, {"overtime": ("actions",), "grant": ("hand",)})[1] == [
        "novelty: unheard_of is not in TOUCHES: which printed limits can it change?",
        "LIMIT_CONTENT lists grant, which is no effect or talent",
    ]
