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
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from ..agents import hints
from ..core.errors import shown
from ..core.game import Event, State
from ..core.view import observe_events
from .base import VentureWidget, dimmed, offered, text_field
from .front_end import require_front_end
from .match import Match, seat_entry

#: The questions a table (and a lesson) answers, which change nothing: asked twice, they are
#: answered twice, for the decision offered now, and need no decision number.
QUESTIONS: dict[str, str] = {"why": "_on_why", "hint": "_on_hint"}


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


class Table(VentureWidget):
    """A game at a table: humans click, bots answer in the kernel, with undo and new game.

    ``seats`` lists who sits where: ``"human"`` or a bot (``"random"``, ``"greedy"``). With one
    human the screen shows that seat; with several, a hand-off screen hides the table until the
    next person confirms, so a hand is never shown to the wrong person, except in a game played
    in the open (``GameInfo.open_table``), where the screen simply follows the human to move. ``options`` are the
    game's options (e.g. ``first_player`` for Venturesome). With ``auto_pass`` (the default) the
    table passes for the person at a decision to answer out of turn where all they can do is pass,
    with a line in the log (see :mod:`.match`). A game the front end cannot draw yet (see
    :mod:`.front_end`) raises a :class:`~.front_end.FrontEndError`.
    """

    MESSAGES: ClassVar[dict[str, str]] = {
        "act": "_on_act",
        "undo": "_on_undo",
        "new_game": "_on_new_game",
        "handoff": "_on_handoff",
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
        super().__init__(widget_kind="table", game_id=match.game.info.id, catalog=match.game.catalog())
        self._start_match(match)

    def _start_match(self, match: Match) -> None:
        self.match = match
        self._seen: tuple[list[Event], int | None, list[Event]] = ([], None, [])  # see _observed_log
        humans = match.humans
        self._screen: int | None = humans[0] if humans else None
        self._handoff_needed = len(humans) > 1 and not match.game.info.open_table
        self.refresh(match.log)

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
            )
            self.seats = [seat_entry(i, kind) for i, kind in enumerate(match.kinds)]
            self.error = ""

    # --- what a click does ----------------------------------------------------------------------

    def act(self, action: str) -> bool:
        """Do what clicking ``action`` does; ``False`` (and ``error`` set) if it was refused."""
        if self._phase() != "play":
            self.error = f"{shown(action)}: it is not the turn of the seat on screen (phase {self._phase()})"
            return False
        return self.attempt(lambda: self.refresh(self.match.act(action)))

    def undo(self) -> bool:
        """Back to the previous decision of the person at the screen (in hot-seat play, the seat
        on screen; moves made since by anyone are taken back too); ``False`` if there is none."""
        if not self.match.undo(self._screen):
            self.error = f"nothing to undo: no decision of seat {self._screen} lies behind this position"
            return False
        self._handoff_needed = False  # the seat on screen decides again, and holds the screen
        self.refresh([])
        return True

    def new_game(self, seed: int | None = None) -> None:
        """Start again with the same seats and options, shuffled anew."""
        self.match.restart(seed)
        self._start_match(self.match)

    def confirm_handoff(self) -> None:
        """Hot-seat: the person for the seat to move now holds the screen."""
        if self._phase() != "handoff":
            self.error = "no hand-off is pending"
            return
        self._screen = self.match.to_move
        self._handoff_needed = False
        self.refresh([])

    def _on_act(self, message: dict[str, Any]) -> None:
        self.act(text_field(message, "action"))

    def _on_undo(self, message: dict[str, Any]) -> None:
        self.undo()

    def _on_new_game(self, message: dict[str, Any]) -> None:
        self.new_game()

    def _on_handoff(self, message: dict[str, Any]) -> None:
        self.confirm_handoff()

    # --- questions: answered by a message of the same kind, changing nothing -------------------

    def why(self, action: str) -> dict[str, Any]:
        """The answer to ``{"kind": "why", "action": ...}`` (see :func:`why_answer`).

        >>> table = Table("venturesome", seats=["human", "greedy", "greedy"], seed=1)
        >>> answer = table.why("play NOTHING")
        >>> answer["kind"], answer["legal"], answer["decision"] == table.status["decision"]
        ('why', False, True)
        """
        return why_answer(self.match.state, self.seat, self.status.get("decision"), action)

    def hint(self) -> dict[str, Any]:
        """The answer to ``{"kind": "hint"}`` (see :func:`hint_answer`)."""
        return hint_answer(
            self.match.state, self.seat if self._phase() == "play" else None, self.status.get("decision")
        )

    def _on_why(self, message: dict[str, Any]) -> None:
        self.send(self.why(text_field(message, "action")))

    def _on_hint(self, message: dict[str, Any]) -> None:
        self.send(self.hint())

    def __repr__(self) -> str:
        # the seed would give away every hidden card: it is shown only once the game is over
        state = self.match.state
        where = f"over, seed={self.match.start['seed']}" if state.is_over else f"seat {state.current_player} to move"
        return f"Table({self.game_id}, seats={self.match.kinds}, {where}, {len(state.actions)} actions)"
