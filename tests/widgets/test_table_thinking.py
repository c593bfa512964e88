"""Bots think in the background at a table in a running asyncio event loop (as in a Jupyter kernel):
the table says which seat is thinking, answers questions meanwhile, refuses moves, and drops the
move of a bot whose thinking Undo or New game called off; the move lands once the bot has chosen.

Each test runs a coroutine with ``asyncio.run`` (on a thread of its own: see :func:`run`); the
bots are gates (:class:`GateBot`) that think until the test opens them. The tests wait for states
(:func:`until`), never for a fixed time.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable
from typing import Any

import pytest
from widget_helpers import send

from venture_widgets.agents import ISMCTSAgent, SeatView
from venture_widgets.widgets import Table
from venture_widgets.widgets import table as table_module

DEADLINE = 30.0  # seconds: far more than any state here takes to come


class GateBot:
    """A bot that thinks until its gate opens, then plays the first legal action. It is its own
    copy, so that the test holds the bot the table thinks with."""

    name = "gate"

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.thinking = threading.Event()

    def choose(self, view: SeatView) -> str:
        self.thinking.set()
        if not self.gate.wait(DEADLINE):
            raise TimeoutError("the test never opened the gate")
        return view.legal_actions()[0]

    def __deepcopy__(self, memo: dict[int, Any]) -> GateBot:
        return self


class EndlessSearch(ISMCTSAgent):
    """A tree search with a budget it would take days to spend, which notes the threads it thinks
    in; its own copy, as a gate is."""

    def __init__(self) -> None:
        super().__init__(seed=0, iterations=10**9, stop_early=False)
        self.threads: list[threading.Thread] = []

    def choose(self, view: SeatView) -> str:
        self.threads.append(threading.current_thread())
        return super().choose(view)

    def __deepcopy__(self, memo: dict[int, Any]) -> EndlessSearch:
        return self


class BrokenBot(GateBot):
    def choose(self, view: SeatView) -> str:
        raise ValueError("no idea")


async def until(holds: Callable[[], bool], what: str) -> None:
    """Let the event loop run until ``holds()``; fail after :data:`DEADLINE` seconds."""
    deadline = time.monotonic() + DEADLINE
    while not holds():
        assert time.monotonic() < deadline, f"never: {what}"
        await asyncio.sleep(0.005)


def gated_table(bots: int = 1) -> tuple[Table, list[GateBot]]:
    """A Venturesome table in the running loop, the person (seat 0) to move first, each bot seat
    played by a gate."""
    table = Table("venturesome", seats=["human"] + ["greedy"] * bots, seed=5, first_player=0)
    gates = [GateBot() for _ in range(bots)]
    for seat, gate in enumerate(gates, start=1):
        table.match.agents[seat] = gate
    return table, gates


def move(table: Table) -> None:
    send(table, {"kind": "act", "action": table.legal[0]["action"]})


def move_until_a_bot_thinks(table: Table) -> dict[str, Any]:
    """The person's moves until their turn passes to a bot (a turn may take several moves); the
    position before the last of them (where Undo goes back to)."""
    while table.status["thinking"] is None:
        before = table.state.snapshot()
        move(table)
        assert table.error == ""
    return before


def watch_chosen(table: Table) -> list[tuple[Any, ...]]:
    """Every bot choice that reaches the event loop, played or dropped (appended to the list returned)."""
    reached: list[tuple[Any, ...]] = []
    chosen = table._chosen

    def spy(*args: Any) -> None:
        reached.append(args)
        chosen(*args)

    table._chosen = spy  # type: ignore[method-assign]
    return reached


def run(test: Callable[[], Any]) -> Any:
    """Run the coroutine ``test()`` in an event loop of its own, on a thread of its own (the
    browser tests' Playwright session keeps a loop running on the main thread); its result."""
    outcome: dict[str, Any] = {}

    def main() -> None:
        try:
            outcome["result"] = asyncio.run(test())
        except BaseException as error:  # raised again in the test's thread below
            outcome["error"] = error

    thread = threading.Thread(target=main)
    thread.start()
    thread.join()
    if "error" in outcome:
        raise outcome["error"]
    return outcome["result"]


def test_without_a_running_loop_the_bots_move_at_once():
    table = Table("venturesome", seats=["human", "greedy"], seed=5, first_player=0)
    move(table)
    assert table.status["thinking"] is None and table.thinking is None
    assert table.match.to_move == 0 and table.status["phase"] == "play"


def test_python_code_in_a_running_loop_gets_the_bots_moves_at_once():
    """A cell of a notebook runs in the kernel's loop: ``table.act`` there answers with the bots'
    moves made, as a script expects; only the browser's messages let the bots think on."""

    async def test() -> None:
        table = Table("venturesome", seats=["human", "greedy"], seed=5, first_player=0)
        acts = 0
        while not table.state.is_over:
            assert table.act(table.legal[0]["action"])
            acts += 1
            assert table.status["thinking"] is None and table.match.to_move != 1  # the bot has moved
        assert len(table.state.actions) > acts

    run(test)


def test_the_seat_thinking_is_shown_and_its_move_lands_when_it_has_chosen():
    async def test() -> None:
        table, gates = gated_table(bots=2)
        move_until_a_bot_thinks(table)
        assert table.status["thinking"] == 1 and table.status["phase"] == "waiting" and table.legal == []
        updates: list[tuple[int | None, int]] = []  # (seat thinking, actions played) of each update
        table.observe(lambda change: updates.append((change["new"]["thinking"], len(table.state.actions))), "status")
        played = len(table.state.actions)
        await until(gates[0].thinking.is_set, "the bot of seat 1 thinks")
        assert updates == []  # nothing happens until the bot has chosen
        gates[0].gate.set()
        await until(lambda: table.status["thinking"] == 2, "seat 2 thinks")
        gates[1].gate.set()
        await until(lambda: table.status["thinking"] is None, "nobody thinks")
        assert table.match.to_move == 0 and table.status["phase"] == "play" and table.legal
        # one update per bot move, each with the seat thinking next: seat 1's moves show before seat 2 moves
        thinking = [seat for seat, _ in updates]
        assert thinking == sorted(thinking, key=lambda seat: seat or 3) and set(thinking) == {1, 2, None}
        assert [count for _, count in updates] == list(range(played + 1, played + 1 + len(updates)))
        assert table.error == ""

    run(test)


def test_a_question_is_answered_while_a_bot_thinks():
    async def test() -> None:
        table, (gate,) = gated_table()
        move_until_a_bot_thinks(table)
        await until(gate.thinking.is_set, "the bot thinks")
        replies: list[dict[str, Any]] = []
        table.send = replies.append  # type: ignore[method-assign]
        send(table, {"kind": "why", "action": "play NOBODY.NOTHING"})
        assert [reply["kind"] for reply in replies] == ["why", "handled"]
        assert replies[0]["legal"] is False and replies[0]["text"]
        assert table.status["thinking"] == 1 and table.error == ""
        gate.gate.set()
        await until(lambda: table.status["thinking"] is None, "the bot moved")

    run(test)


def test_a_move_is_refused_while_a_bot_thinks():
    async def test() -> None:
        table, (gate,) = gated_table()
        move_until_a_bot_thinks(table)
        before = table.state.snapshot()
        send(table, {"kind": "act", "action": "pass"})
        assert table.error == "'pass': Seat 1 (greedy bot) is thinking; wait for its move, or undo"
        assert table.state.snapshot() == before and table.status["thinking"] == 1
        gate.gate.set()
        await until(lambda: table.status["thinking"] is None, "the bot moved")

    run(test)


def test_undo_drops_the_move_of_the_bot_thinking():
    async def test() -> None:
        table, (gate,) = gated_table()
        reached = watch_chosen(table)
        start = move_until_a_bot_thinks(table)
        await until(gate.thinking.is_set, "the bot thinks")
        send(table, {"kind": "undo"})
        assert table.status["thinking"] is None and table.state.snapshot() == start
        gate.gate.set()
        await until(lambda: len(reached) == 1, "the bot's choice reaches the loop")
        assert table.state.snapshot() == start and table.status["thinking"] is None and table.error == ""

    run(test)


def test_new_game_drops_the_move_of_the_bot_thinking():
    async def test() -> None:
        table, (gate,) = gated_table()
        reached = watch_chosen(table)
        move_until_a_bot_thinks(table)
        await until(gate.thinking.is_set, "the bot thinks")
        send(table, {"kind": "new_game"})
        fresh = table.state.snapshot()
        assert table.status["thinking"] is None and table.state.actions == []
        gate.gate.set()
        await until(lambda: len(reached) == 1, "the bot's choice reaches the loop")
        assert table.state.snapshot() == fresh and table.status["thinking"] is None

    run(test)


@pytest.mark.parametrize("message", ["undo", "new_game"])
def test_undo_and_new_game_stop_the_search_of_the_bot_thinking(message):
    """A tree search called off stops between two iterations: its thread ends, long before its
    budget would run out, and its move is dropped."""

    async def test() -> None:
        table = Table("venturesome", seats=["human", "greedy"], seed=5, first_player=0)
        bot = table.match.agents[1] = EndlessSearch()
        reached = watch_chosen(table)
        move_until_a_bot_thinks(table)
        await until(lambda: bot.threads != [], "the bot thinks")
        send(table, {"kind": message})
        await until(lambda: not bot.threads[0].is_alive(), "the search called off has ended")
        await until(lambda: len(reached) == 1, "its choice reaches the loop")
        assert table.status["thinking"] is None and table.error == "" and table.match.to_move == 0

    run(test)


def test_a_bot_that_fails_is_reported_and_thinks_no_more():
    async def test() -> None:
        table, _ = gated_table()
        table.match.agents[1] = BrokenBot()
        move_until_a_bot_thinks(table)
        await until(lambda: table.status["thinking"] is None, "the bot stopped")
        assert table.error == "the bot of seat 1 failed (ValueError): no idea"

    run(test)


def test_bots_in_the_background_play_the_game_they_play_at_once():
    """A game plays the same whether the bots move at once or in the background: the copy of a
    bot that chose a move goes on in its place."""

    plain = Table("venturesome", seats=["human", "greedy", "random"], seed=8)
    for _ in range(4):
        move(plain)

    async def test() -> list[str]:
        table = Table("venturesome", seats=["human", "greedy", "random"], seed=8)
        for _ in range(4):
            await until(lambda: table.status["phase"] == "play", "the person's turn")
            move(table)
        await until(lambda: table.status["phase"] == "play", "the person's turn")
        return table.state.actions

    assert run(test) == plain.state.actions


@pytest.fixture
def gated_hints(monkeypatch: pytest.MonkeyPatch) -> tuple[threading.Event, threading.Event]:
    """The table's hint search waits at a gate: ``(gate, searching)``, the search set going by
    ``searching`` and let on (a short seeded search) when the test sets ``gate``."""
    gate, searching = threading.Event(), threading.Event()
    hint_answer = table_module.hint_answer

    def gated_hint(state: Any, seat: int | None, decision: int | None) -> dict[str, Any]:
        searching.set()
        assert gate.wait(DEADLINE), "the test never opened the gate"
        return hint_answer(state, seat, decision, seconds=None, iterations=30, trees=1)

    monkeypatch.setattr(table_module, "hint_answer", gated_hint)
    return gate, searching


def test_the_hint_is_searched_in_the_background_and_the_table_answers_meanwhile(gated_hints):
    """The hint's search takes about a second: from the browser it runs in a worker thread on a
    copy of the game, a question meanwhile is answered at once, and the hint arrives for its decision."""
    gate, searching = gated_hints

    async def test() -> None:
        table = Table("venturesome", seats=["human", "greedy"], seed=5, first_player=0)
        before = table.state.snapshot()
        replies: list[dict[str, Any]] = []
        table.send = replies.append  # type: ignore[method-assign]
        send(table, {"kind": "hint"})
        await until(searching.is_set, "the hint's search started")
        send(table, {"kind": "why", "action": "play NOBODY.NOTHING"})
        assert [reply["kind"] for reply in replies] == ["handled", "why", "handled"]
        gate.set()
        await until(lambda: len(replies) == 4, "the hint arrived")
        hint = replies[3]
        assert hint["kind"] == "hint" and hint["decision"] == table.status["decision"]
        legal = {entry["action"] for entry in table.legal}
        assert hint["hints"] and {entry["action"] for entry in hint["hints"]} <= legal
        assert table.state.snapshot() == before and table.error == ""

    run(test)


def test_a_hint_that_arrives_after_its_decision_passed_is_not_sent(gated_hints, monkeypatch):
    """Hot-seat: a person asks for a hint, then moves before it comes; the hint, about that
    person's hand, would arrive on the hand-off screen, in front of whoever takes the screen
    next. It is dropped: only the seat on screen is answered, for the decision on screen."""
    gate, searching = gated_hints
    came: list[dict[str, Any] | Exception] = []
    hinted = Table._hinted
    monkeypatch.setattr(Table, "_hinted", lambda table, answer: (came.append(answer), hinted(table, answer)))

    async def test() -> None:
        table = Table("venturesome", seats=["human", "human"], seed=5, first_player=0)
        send(table, {"kind": "handoff"})
        replies: list[dict[str, Any]] = []
        table.send = replies.append  # type: ignore[method-assign]
        send(table, {"kind": "hint"})
        await until(searching.is_set, "the hint's search started")
        while table.status["phase"] == "play":
            move(table)
        assert table.status["phase"] == "handoff" and table.status["handoff_to"] == 1
        gate.set()
        await until(lambda: bool(came), "the hint came back")
        assert isinstance(came[0], dict) and came[0]["hints"], "the search found moves for seat 0"
        assert [reply["kind"] for reply in replies] == ["handled"] * len(replies)
        assert table.error == ""

    run(test)


def test_a_hint_that_fails_in_the_background_is_reported(monkeypatch):
    def broken(state: Any, seat: int | None, decision: int | None) -> dict[str, Any]:
        raise ValueError("no idea")

    monkeypatch.setattr(table_module, "hint_answer", broken)

    async def test() -> None:
        table = Table("venturesome", seats=["human", "greedy"], seed=5, first_player=0)
        send(table, {"kind": "hint"})
        await until(lambda: table.error != "", "the failure is reported")
        assert table.error == "the hint failed (ValueError): no idea"

    run(test)


def test_the_answers_to_a_hint_in_the_background_and_to_a_move_meanwhile_name_their_messages(gated_hints):
    """The hint's ``handled`` comes at once and its answer later, from the worker thread; a move
    sent meanwhile gets a ``handled`` of its own: each names the message it answers (``ref``), so
    the browser releases the click for the move's answer only (issue 32, point 5)."""
    gate, searching = gated_hints

    async def test() -> None:
        table, gates = gated_table()
        replies: list[dict[str, Any]] = []
        table.send = replies.append  # type: ignore[method-assign]
        send(table, {"kind": "hint", "ref": "v-1"})
        await until(searching.is_set, "the hint's search started")
        asked_at = table.status["decision"]
        send(table, {"kind": "act", "action": table.legal[0]["action"], "ref": "v-2"})
        assert table.error == "" and table.status["decision"] != asked_at
        gate.set()
        gates[0].gate.set()
        await until(lambda: table.status["phase"] == "play", "the bot moved")
        assert [(reply["kind"], reply.get("ref")) for reply in replies] == [("handled", "v-1"), ("handled", "v-2")]
        assert replies[0]["decision"] == asked_at  # the hint's decision passed: its answer is dropped

    run(test)
