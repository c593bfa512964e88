"""``vw.Table``: play a game in a notebook against bots or friends (hot-seat).

>>> table = Table("venturesome", seats=["human", "greedy", "greedy"], seed=1)
>>> table
Table(venturesome, seats=['human', 'greedy', 'greedy'], seat 0 to move, 0 actions)
>>> table.act("not a move")
False
>>> table.error.startswith("'not a move' is not a legal action")
True
>>> table.act(table.legal[0]["action"]), table.error
(True, '')

What the browser asks of a table made in a Jupyter kernel (where an asyncio event loop runs the
cells and the messages) the bots answer in the background: the table says which seat is thinking
(``status["thinking"]``), computes its move in a worker thread on a copy of the game, and plays it
on the event loop, one update per bot move; meanwhile questions are answered, a move is refused,
and Undo or New game drop the move being thought of. The hint button's search (about a second)
runs in a worker thread too, and its answer names the decision it is for. What Python code asks
(``table.act(...)`` in a cell or a script, as above) is answered at once, the bots' moves included.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from typing import Any, ClassVar, TypeVar

import traitlets

from ..agents import LEVEL_NAMES, LEVELS, Agent, calling_off, hints
from ..core.errors import RulesError, shown
from ..core.game import Event, State
from ..core.view import observe_events
from .base import LOGGER, MessageError, VentureWidget, dimmed, offered, text_field
from .front_end import require_front_end
from .match import HUMAN, Match, seat_entry

#: The questions a table (and a lesson) answers, which change nothing: asked twice, they are
#: answered twice, for the decision offered now, and need no decision number.
QUESTIONS: dict[str, str] = {"why": "_on_why", "hint": "_on_hint"}

T = TypeVar("T")


def why_answer(state: State, seat: int | None, decision: int | None, action: str) -> dict[str, Any]:
    """Whether ``action`` is legal for ``seat`` now and the engine's sentence saying why
    (``state.explain``), as the custom message ``{"kind": "why", ...}`` for ``decision``."""
    explanation = state.explain(action, seat)
    return {"kind": "why", "decision": decision, "action": action, "text": explanation.text, "legal": explanation.legal}


def hint_answer(state: State, seat: int | None, decision: int | None, **search: Any) -> dict[str, Any]:
    """The best few moves for ``seat`` (None: the seat on screen is not deciding, so none), best
    first, each with its description, its target, its win rate (``win_rate``, 0 to 1; in a
    cooperative game ``expected``, the team's score), the search's ``visits`` and a one-line
    ``reason``, as the custom message ``{"kind": "hint", ...}`` for ``decision``: the three moves
    the tree search of :func:`venture_widgets.agents.hints.hints` rates best within one second
    (``search``: other arguments for it, as a lesson's strong move has them)."""
    if seat is None:
        return {"kind": "hint", "decision": decision, "hints": []}
    found = hints.hints(state, seat, **{"count": 3, "seconds": 1.0, **search})
    return {
        "kind": "hint",
        "decision": decision,
        "hints": [{**entry, **offered(state, [entry["action"]])[0]} for entry in found],
    }


def in_worker(loop: asyncio.AbstractEventLoop, work: Callable[[], T], then: Callable[[T | Exception], object]) -> None:
    """Run ``work()`` in a worker thread, then ``then`` with its result (or the exception it
    raised: a bug must not vanish with its thread) on ``loop``, unless the loop has closed (the
    kernel stopped: nobody waits)."""

    def run() -> None:
        result: T | Exception
        try:
            result = work()
        except Exception as error:
            result = error
        with contextlib.suppress(RuntimeError):
            loop.call_soon_threadsafe(then, result)

    threading.Thread(target=run, daemon=True).start()


def background_loop() -> asyncio.AbstractEventLoop | None:
    """The event loop on which a table's bots think in the background: the running loop, when
    called from one of its tasks (a Jupyter kernel runs cells and messages so; so does a coroutine
    under ``asyncio.run``), where threads run. Else ``None``, and the bots move at once: in plain
    Python, a doctest, under a synchronous wrapper that runs its loop only inside its own calls
    (Playwright's), or in Pyodide (JupyterLite), which has no threads.

    >>> background_loop() is None
    True
    """
    if sys.platform == "emscripten":
        return None
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return None
    return loop if asyncio.current_task(loop) is not None else None


class Table(VentureWidget):
    """A game at a table: humans click, bots answer in the kernel, with undo and new game.

    ``seats`` lists who sits where: ``"human"`` or a bot, named by its spec: a level
    (``"beginner"`` to ``"expert"``) or a kind (``"greedy"``, ``"mcts:300"``; see
    :mod:`venture_widgets.agents.specs`). The front end offers the levels for each bot seat
    (the ``levels`` trait); New game starts with the levels picked. With one
    human the screen shows that seat; with several, a hand-off screen hides the table until the
    next person confirms, so a hand is never shown to the wrong person, except in a game played
    in the open (``GameInfo.open_table``), where the screen simply follows the human to move. ``options`` are the
    game's options (e.g. ``first_player`` for Venturesome). With ``auto_pass`` (the default) the
    table passes for the person at a decision to answer out of turn where all they can do is pass,
    with a line in the log (see :mod:`.match`). A game the front end cannot draw yet (see
    :mod:`.front_end`) raises a :class:`~.front_end.FrontEndError`.
    """

    #: the difficulty levels a bot seat may take, weakest first: ``{"name", "spec"}`` each
    levels: traitlets.List[dict[str, str]] = traitlets.List().tag(sync=True)
    #: a replay's place in its record (:class:`.Replay`); a table becomes a replay when its game is reviewed
    replay = traitlets.Dict().tag(sync=True)
    #: a review's analysis of the game shown (:class:`.Review`): empty for a table or a replay
    review = traitlets.Dict().tag(sync=True)

    MESSAGES: ClassVar[dict[str, str]] = {
        "act": "_on_act",
        "undo": "_on_undo",
        "new_game": "_on_new_game",
        "handoff": "_on_handoff",
        "review": "_on_review",
        **QUESTIONS,
    }
    REPEATABLE: ClassVar[frozenset[str]] = VentureWidget.REPEATABLE | set(QUESTIONS)

    def __init__(
        self,
        game: str = "venturesome",
        seats: Sequence[str] = ("human", "greedy", "greedy"),
        seed: int | None = None,
        *,
        record: dict[str, Any] | str | None = None,
        auto_pass: bool = True,
        **options: Any,
    ) -> None:
        match = Match(game, seats, seed, record=record, auto_pass=auto_pass, **options)
        require_front_end(match.game.info.id, "vw.Table")
        super().__init__(
            widget_kind="table",
            game_id=match.game.info.id,
            catalog=match.game.catalog(),
            levels=[{"name": name, "spec": LEVELS[name]} for name in LEVEL_NAMES],
        )
        self._auto_pass = auto_pass
        #: whether the table was made where an event loop runs (a kernel's cell, a coroutine): then
        #: the browser's messages let the bots think in the background
        self._made_in_loop = background_loop() is not None
        #: while the table answers the browser: the loop on which the bots think (see _bots_on)
        self._loop: asyncio.AbstractEventLoop | None = None
        #: counts the bots' thinking started or called off: a move thought of for another count is dropped
        self._generation = 0
        #: the seat whose bot is thinking in the background, if any
        self.thinking: int | None = None
        self._start_match(match)

    def _start_match(self, match: Match) -> None:
        self.match = match
        self._seen: tuple[list[Event], int | None, list[Event]] = ([], None, [])  # see _observed_log
        humans = match.humans
        self._screen: int | None = humans[0] if humans else None
        self._handoff_needed = len(humans) > 1 and not match.game.info.open_table
        self._moved(match.log)

    def _moved(self, new_events: list[Event]) -> None:
        """The game moved on by ``new_events``: start the next bot thinking, if any, and show it."""
        self._think()
        self.refresh(new_events)

    # --- bots thinking in the background ---------------------------------------------------------

    @contextlib.contextmanager
    def _bots_on(self, loop: asyncio.AbstractEventLoop | None) -> Iterator[None]:
        """Within: the bots to move think in the background on ``loop``; at once when ``None``."""
        self._loop = loop
        self.match.play_bots = loop is None
        try:
            yield
        finally:
            self._loop = None
            self.match.play_bots = True  # the match New game made, if it did

    def _on_message(self, widget: object, content: object, buffers: object) -> None:
        """What the browser asks, for a table made in a kernel: the bots answer in the background,
        on the loop that handles the message (see :func:`background_loop`; JupyterLab may send a
        widget's messages to a subshell, a thread of the kernel with a loop of its own)."""
        with self._bots_on(background_loop() if self._made_in_loop else None):
            super()._on_message(widget, content, buffers)

    def _think(self) -> None:
        """Call off the bot's thinking, if any, and, when the bots think in the background and
        one is to decide now, start it thinking in a worker thread."""
        self._generation += 1
        generation = self._generation
        loop = self._loop
        bot = self.match.next_bot() if loop is not None else None
        self.thinking = None if bot is None else bot[0]
        if loop is not None and bot is not None:
            seat, agent, view = bot

            def think() -> str:
                # a search called off by Undo or New game stops at once (its move would be dropped)
                with calling_off.unless(lambda: generation != self._generation):
                    return agent.choose(view)

            in_worker(loop, think, functools.partial(self._chosen, loop, generation, seat, agent))

    def _chosen(
        self, loop: asyncio.AbstractEventLoop, generation: int, seat: int, agent: Agent, choice: str | Exception
    ) -> None:
        """On ``loop``: play the bot's choice (the next bot thinks on), unless Undo or New game
        called its thinking off."""
        if generation != self._generation:
            return
        try:
            if isinstance(choice, Exception):
                raise choice
            with self._bots_on(loop):
                self._moved(self.match.apply_bot(seat, choice, agent))
        except Exception as error:
            LOGGER.error("the bot of seat %s failed", seat, exc_info=error)
            self.thinking = None
            self.refresh([])
            self.error = f"the bot of seat {seat} failed ({type(error).__name__}): {error!s:.300}"

    # --- what the screen shows ----------------------------------------------------------------

    @property
    def state(self) -> State:
        """The live game state (the full truth: show it to nobody)."""
        return self.match.state

    def _phase(self) -> str:
        to_move = self.match.to_move
        if to_move is None:
            return "over"
        if to_move in self.match.humans and (to_move != self._screen or self._handoff_needed):
            return "handoff"
        return "play" if to_move == self._screen else "waiting"

    def _observed_log(self, seat: int | None) -> list[Event]:
        """``match.log`` as ``seat`` sees it, observing only the events added since the last call
        when the log is the same list (a match replaces its log when it rewrites history) and the
        seat the same."""
        source, seen_by, seen = self._seen
        if source is self.match.log and seen_by == seat and len(seen) <= len(source):
            seen = [*seen, *observe_events(source[len(seen) :], seat)]
        else:
            seen = observe_events(self.match.log, seat)
        self._seen = (self.match.log, seat, seen)
        return seen

    def refresh(self, new_events: list[Event]) -> None:
        """Send the screen seat's view of the game (one update for all traits); ``new_events``
        are the last events of ``match.log``, those of this update."""
        match = self.match
        if match.game.info.open_table and match.to_move in match.humans:
            self._screen = match.to_move  # every seat sees the same table: the screen follows the turn
        phase = self._phase()
        seat = None if phase == "handoff" else self._screen
        state = match.state
        playing = phase == "play"
        log = self._observed_log(seat)
        with self.hold_sync():
            self.seat = seat
            self.view = state.observe(seat)
            self.legal = offered(state, state.legal_actions()) if playing else []
            self.unavailable = dimmed(state) if playing else []
            self.show_log(log, log[len(log) - len(new_events) :])
            self.status = self.offer(
                phase=phase,
                to_move=match.to_move,
                handoff_to=match.to_move if phase == "handoff" else None,
                can_undo=match.can_undo(self._screen),
                actions=len(state.actions),
                thinking=self.thinking,
            )
            self.seats = [seat_entry(i, kind) for i, kind in enumerate(match.kinds)]
            self.error = ""

    # --- what a click does ----------------------------------------------------------------------

    def act(self, action: str) -> bool:
        """Do what clicking ``action`` does; ``False`` (and ``error`` set) if it was refused."""
        if self.thinking is not None:
            label = seat_entry(self.thinking, self.match.kinds[self.thinking])["label"]
            self.error = f"{shown(action)}: {label} is thinking; wait for its move, or undo"
            return False
        if self._phase() != "play":
            self.error = f"{shown(action)}: it is not the turn of the seat on screen (phase {self._phase()})"
            return False
        return self.attempt(lambda: self._moved(self.match.act(action)))

    def undo(self) -> bool:
        """Back to the previous decision of the person at the screen (in hot-seat play, the seat
        on screen; moves made since by anyone are taken back too); ``False`` if there is none.
        Asked on the hand-off screen, which anyone may be holding, it shows that seat's hand only
        once they confirm they hold the screen again."""
        from_handoff = self._phase() == "handoff"
        if not self.match.undo(self._screen):
            self.error = f"nothing to undo: no decision of seat {self._screen} lies behind this position"
            return False
        self._handoff_needed = from_handoff
        self._moved([])
        return True

    def new_game(self, seed: int | None = None, seats: Sequence[str] | None = None) -> None:
        """Start again with the same options, shuffled anew, and the same seats, or ``seats``
        (checked first: bad seats raise and change nothing).

        >>> table = Table("venturesome", seats=["human", "greedy"], seed=1)
        >>> table.new_game(seats=["human", "hard"]); table.match.kinds
        ['human', 'hard']
        >>> table.new_game(seats=["human", "genius"])
        Traceback (most recent call last):
        ...
        venture_widgets.core.errors.InvalidOptionError: seat 1 is 'human' or a bot: unknown bot 'genius'; \
a bot is one of: beginner, easy, medium, hard, expert, random, greedy, planner, mcts, mcts:N
        """
        if seats is None:
            self.match.restart(seed)
        else:
            options = self.match.start["options"]
            play_bots = self.match.play_bots
            self.match = Match(self.match.game, seats, seed, auto_pass=self._auto_pass, play_bots=play_bots, **options)
        self._start_match(self.match)

    def confirm_handoff(self) -> None:
        """Hot-seat: the person for the seat to move now holds the screen."""
        if self._phase() != "handoff":
            self.error = "no hand-off is pending"
            return
        self._screen = self.match.to_move
        self._handoff_needed = False
        self.refresh([])

    def review_game(self, iterations: int | None = None) -> None:
        """Become the review of the game just finished (:class:`.Review`): of the person's seat
        when one person played, else of every seat."""
        from .review import Review  # a review is a replay, itself a table

        if not self.state.is_over:
            raise RulesError("Review this game: the game is not over yet; finish it first")
        humans = self.match.humans
        record = self.match.record()
        self.__class__ = Review  # the same traits and the same view in the page: it takes a review's messages
        Review.enter_review(self, record, humans[0] if len(humans) == 1 else None, iterations)  # type: ignore[arg-type]

    def _on_review(self, message: dict[str, Any]) -> None:
        self.review_game()

    def _on_act(self, message: dict[str, Any]) -> None:
        self.act(text_field(message, "action"))

    def _on_undo(self, message: dict[str, Any]) -> None:
        self.undo()

    def _on_new_game(self, message: dict[str, Any]) -> None:
        seats = message.get("seats")
        if seats is None:
            self.new_game()
            return
        people = [kind == HUMAN for kind in self.match.kinds]
        if not isinstance(seats, list) or [kind == HUMAN for kind in seats] != people:
            raise MessageError(
                f"a new game's seats are {len(people)}, 'human' where a person sits now "
                f"({', '.join(str(seat) for seat in self.match.humans)}) and a bot elsewhere; got {shown(seats)}"
            )
        for seat, kind in enumerate(seats):  # a bot that is no string is named as the others are
            if kind != HUMAN:
                Match._check_bot(seat, kind)
        self.new_game(seats=seats)

    def _on_handoff(self, message: dict[str, Any]) -> None:
        self.confirm_handoff()

    # --- questions: answered by a message of the same kind, changing nothing -------------------

    def why(self, action: str) -> dict[str, Any]:
        """The answer to ``{"kind": "why", "action": ...}`` (see :func:`why_answer`) for the seat
        on screen; on the hand-off screen, a :class:`MessageError` (so is a hint's, :meth:`hint`).

        >>> table = Table("venturesome", seats=["human", "greedy", "greedy"], seed=1)
        >>> answer = table.why("play NOTHING")
        >>> answer["kind"], answer["legal"], answer["decision"] == table.status["decision"]
        ('why', False, True)
        """
        return why_answer(self.match.state, self._asking("why"), self.status.get("decision"), action)

    def hint(self) -> dict[str, Any]:
        """The answer to ``{"kind": "hint"}`` (see :func:`hint_answer`)."""
        return hint_answer(self.match.state, *self._hint_for())

    def _asking(self, kind: str) -> int | None:
        """The seat a question of ``kind`` is answered for: the seat on screen, never another. On
        the hand-off screen, which anyone may be holding, none: a :class:`MessageError` refuses it."""
        if self._phase() == "handoff":
            raise MessageError(
                f"no {kind!r} is answered on the hand-off screen: the table stays hidden until "
                f"seat {self.match.to_move} confirms they hold the screen"
            )
        return self.seat

    def _hint_for(self) -> tuple[int | None, int | None]:
        """The seat a hint is for (None while the screen shows no decision of its own) and the
        decision; refused on the hand-off screen."""
        seat = self._asking("hint")
        return (seat if self._phase() == "play" else None), self.status.get("decision")

    def _on_why(self, message: dict[str, Any]) -> None:
        self.send(self.why(text_field(message, "action")))

    def _on_hint(self, message: dict[str, Any]) -> None:
        """Answer the hint button: in a worker thread on a copy of the game when the bots think in
        the background (the search takes about a second, and the table answers meanwhile), else
        at once. The answer names its decision, so the front end shows it only while that decision
        is still on screen. The ``handled`` answer to the message goes at once, before the hint
        from a worker thread, and names the message (its ``ref``): it releases no click waiting
        on a move (see :class:`~.base.VentureWidget`)."""
        loop = self._loop
        if loop is None:
            self.send(self.hint())
            return
        state, question = self.match.state.clone(), self._hint_for()
        in_worker(loop, lambda: hint_answer(state, *question), self._hinted)

    def _hinted(self, answer: dict[str, Any] | Exception) -> None:
        """On the loop: send the hint, or say that the search failed. A hint for a decision that
        has passed is dropped: the screen may now be another seat's, or a hand-off screen."""
        if isinstance(answer, Exception):
            LOGGER.error("the hint failed", exc_info=answer)
            self.error = f"the hint failed ({type(answer).__name__}): {answer!s:.300}"
            return
        if answer["decision"] == self.status.get("decision"):
            self.send(answer)

    def __repr__(self) -> str:
        # the seed would give away every hidden card: it is shown only once the game is over
        state = self.match.state
        where = f"over, seed={self.match.start['seed']}" if state.is_over else f"seat {state.current_player} to move"
        return f"Table({self.game_id}, seats={self.match.kinds}, {where}, {len(state.actions)} actions)"
