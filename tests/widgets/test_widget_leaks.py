"""Hidden information in everything a table tells the browser: not only its synced traits but every
custom message it sends, the answers to ``why`` and ``hint`` included.

In every game, seeded games are played by clicks, with one person at the table and in hot-seat
play across its hand-offs. At every few decisions, and at every hand-off screen, the screen is
asked ``why`` about every action of the position, legal or not (and those of the look before:
after a hand-off, the cards of the person who just left), for a hint and for the log. Then what the
seat on screen cannot see is dealt again (``state.determinize``), and nothing it is told may
change: no synced trait, no message. A hand-off screen may be held by anyone, so there the same
holds whatever any seat cannot see, and no answer is given at all.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from widget_helpers import send

import venture_widgets as vw
from venture_widgets.agents import hints
from venture_widgets.core.game import State
from venture_widgets.core.view import observe_events
from venture_widgets.widgets import Table

GAMES = vw.list_games()
#: the fewest players with a bot among them and a hand-off between two people
PLAYERS = {game: max(2, vw.load_game(game).info.min_players) for game in GAMES}
CLICKS = 24  # the moves clicked in a game: enough for several hand-offs, a few seconds per game
EVERY = 4  # a look at every 4th move, and at every hand-off screen
RESHUFFLES = 2  # the deals of what the seat on screen cannot see that a look compares


@pytest.fixture(autouse=True)
def repeatable_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hint's search, seeded and bounded by its iterations instead of a second: the same
    view then gets the same hint, and quickly (``tests/test_hints.py`` checks it is blind to
    what the seat cannot see; here, that the table asks it for the seat on screen only)."""
    search = hints.hints

    def bounded(state: State, seat: int, count: int = 3, seconds: float | None = 1.0, **_: Any) -> list[dict]:
        return search(state, seat, count=count, seconds=None, seed=0, iterations=40, trees=1)

    monkeypatch.setattr(hints, "hints", bounded)


def without_decision(item: dict[str, Any]) -> dict[str, Any]:
    """``item`` without its ``decision`` number, which every update renews."""
    return {key: value for key, value in item.items() if key != "decision"}


def actions_of(state: State) -> list[str]:
    """The actions of the decision at hand, legal and unavailable, of whoever owes it."""
    return [*state.legal_actions(), *(item["action"] for item in state.unavailable_actions())]


def questions(asked: list[str]) -> Iterator[dict[str, Any]]:
    """Every question the browser can put: ``why`` about each of ``asked``, a hint, the log."""
    yield from ({"kind": "why", "action": action} for action in asked)
    yield {"kind": "hint"}
    yield {"kind": "log", "epoch": -1, "start": 0}


def capture(table: Table) -> list[dict[str, Any]]:
    """The custom messages ``table`` sends from now on (anywidget's ``send``), as they come."""
    sent: list[dict[str, Any]] = []
    table.send = lambda content, buffers=None: sent.append(content)  # type: ignore[method-assign]
    return sent


def told(table: Table, asked: list[str]) -> dict[str, Any]:
    """Everything the screen of ``table`` is told about the position now: every synced trait, the
    log, and every custom message it sends for :func:`questions` about ``asked``, with the error
    each leaves (decision numbers left out)."""
    sent = capture(table)
    table.refresh([])
    for message in questions(asked):
        send(table, message)
        sent.append({"error": table.error})
    traits = {name: value for name, value in table.get_state().items() if name not in ("_esm", "_css")}
    traits["status"] = without_decision(traits["status"])
    return {"traits": traits, "log": table.log, "sent": [without_decision(item) for item in sent]}


def look(table: Table, asked: list[str], rng: random.Random) -> bool:
    """Check that what the screen of ``table`` is told about ``asked`` stays the same when what
    the seat on screen cannot see is dealt again (on a hand-off screen: what any seat cannot see,
    and nothing is answered there); ``True`` if a deal changed the game."""
    truth = table.match.state
    seen = told(table, asked)
    seat = table.seat
    if seat is None:
        assert table.status["phase"] == "handoff"
        assert not [item for item in seen["sent"] if item.get("kind") in ("why", "hint")], "answered on the hand-off"
        assert table.log == observe_events(table.match.log, None), "the hand-off screen shows a seat's log"
    screen = "the hand-off screen" if seat is None else f"the screen of seat {seat}"
    viewers = range(truth.players) if seat is None else [seat] * RESHUFFLES
    changed = False
    try:
        for viewer in viewers:
            table.match.state = truth.determinize(viewer, random.Random(rng.randrange(2**32)))
            changed |= table.match.state.snapshot() != truth.snapshot()
            assert told(table, asked) == seen, f"{screen} is told what seat {viewer} cannot see"
    finally:
        table.match.state = truth
        table.refresh([])
    return changed


def play_and_look(table: Table, seed: int) -> tuple[int, int, int]:
    """Click :data:`CLICKS` random moves of ``table`` (confirming every hand-off), looking at
    every :data:`EVERY`-th position and at every hand-off screen (a click is answered by nothing
    but ``handled``); the looks, the hand-off looks, and the looks at which a deal changed the game."""
    rng = random.Random(seed)
    before: list[str] = []
    looks = handoffs = changed = 0
    clicks = 0
    while clicks < CLICKS and table.status["phase"] != "over":
        phase = table.status["phase"]
        if phase == "handoff" or clicks % EVERY == 0:
            position = actions_of(table.state)
            changed += look(table, list(dict.fromkeys([*position, *before])), rng)
            looks, handoffs, before = looks + 1, handoffs + (phase == "handoff"), position
        sent = capture(table)
        if phase == "handoff":
            send(table, {"kind": "handoff"})
        else:
            send(table, {"kind": "act", "action": rng.choice(table.legal)["action"]})
            clicks += 1
        assert table.error == "" and [item["kind"] for item in sent] == ["handled"]
    return looks, handoffs, changed


@pytest.mark.parametrize("game", GAMES)
def test_one_person_at_a_table_is_told_nothing_their_seat_cannot_see(game):
    table = Table(game, seats=["human"] + ["greedy"] * (PLAYERS[game] - 1), seed=21)
    looks, handoffs, changed = play_and_look(table, seed=21)
    assert looks >= 3 and handoffs == 0
    assert changed, "no deal changed anything: the test would prove nothing"


@pytest.mark.parametrize("game", GAMES)
def test_in_hot_seat_play_each_person_is_told_only_their_seat_and_the_hand_off_screen_nothing(game):
    table = Table(game, seats=["human"] * PLAYERS[game], seed=22)
    looks, handoffs, changed = play_and_look(table, seed=22)
    hidden = not vw.load_game(game).info.open_table
    assert looks >= 3 and (handoffs >= 3 if hidden else handoffs == 0)
    assert changed, "no deal changed anything: the test would prove nothing"
