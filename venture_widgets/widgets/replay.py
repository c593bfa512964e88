"""``vw.Replay``: step through a recorded game event by event, then play on from any point.

>>> from venture_widgets.agents.match import play_game
>>> record = play_game("venturesome", ["greedy", "random"], seed=2).state.record()
>>> replay = Replay(record)
>>> replay.replay["index"], replay.replay["count"] == len(replay.log)
(0, True)
>>> replay.seek(5)
>>> replay.replay["index"], replay.widget_kind
(5, 'replay')
>>> replay.play_from_here()
>>> replay.widget_kind
'table'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from ..core.errors import RecordError, RulesError, shown
from ..core.game import State
from ..core.record import read_record
from ..core.registry import list_games, load_game
from ..core.view import observe_events
from .base import MessageError, int_field
from .match import HUMAN, Match, record_upto
from .table import Table


def checked_record(record: dict[str, Any] | str) -> dict[str, Any]:
    """``record`` read and replayed to its end (a :class:`RecordError` naming what is wrong, if
    anything is), as the record of the state it reaches."""
    data = read_record(record)
    game_id = data["game"]
    if game_id not in list_games():
        raise RecordError(f"record field 'game' is {shown(game_id)}, not one of: {', '.join(list_games())}")
    return load_game(game_id).replay(data).record()


class Replay(Table):
    """A recorded game shown event by event, each with its rule, as ``seat`` may see it
    (``None``: a spectator, who sees no hand). :meth:`play_from_here` turns it into a table."""

    REPLAY_MESSAGES: ClassVar[dict[str, str]] = {"seek": "_on_seek", "play_from_here": "_on_play_from_here"}
    REPEATABLE: ClassVar[frozenset[str]] = Table.REPEATABLE | {"seek"}  # it names the event to show, not a step

    def __init__(self, record: dict[str, Any] | str, seat: int | None = None) -> None:
        full = checked_record(record)
        super().__init__(full["game"], [HUMAN] * full["players"], record=record_upto(full, 0))
        self.enter_replay(full, seat)

    def enter_replay(self, record: dict[str, Any], seat: int | None) -> None:
        """Show ``record`` (checked: :func:`checked_record`) from its opening, as ``seat`` sees it:
        a new replay, or a table whose game is over that becomes its replay."""
        state = self.match.game.replay(record_upto(record, 0))
        if seat is not None:
            state.check_seat(seat)
        self.record = record
        self.full_log = list(state.opening_events)
        self.event_action = [0] * len(self.full_log)  # per event: actions played once it happened
        for number, action in enumerate(record["actions"], start=1):
            events = state.apply(action)
            self.full_log.extend(events)
            self.event_action.extend([number] * len(events))
        #: whether the recorded game is over: until then its seed, which deals every hidden card, is a secret
        self.finished = state.is_over
        self.widget_kind = "replay"
        self._viewer = seat
        self._shown_log = observe_events(self.full_log, seat)  # the viewer's log, the same at every seek
        self.seek(0)

    def seek(self, index: int) -> None:
        """Show event ``index`` (0-based) and the position right after the action that caused it."""
        count = len(self.full_log)
        if index != 0 and not 0 <= index < count:  # event 0 is the opening, even of a game with no events
            raise MessageError(f"event {index} does not exist: this game has events 0 to {max(count - 1, 0)}")
        self.show_position(index, self.event_action[index] if count else 0)

    def show_position(self, index: int, actions: int) -> None:
        """Show the position after the record's first ``actions`` actions, with event ``index`` of
        the log as the one shown."""
        self.draw_position(self.match.game.replay(record_upto(self.record, actions)), index, actions)

    def draw_position(self, state: State, index: int, actions: int) -> None:
        """Send ``state``, the position after ``actions`` actions, with event ``index`` shown."""
        count = len(self.full_log)
        with self.hold_sync():
            self.seat = self._viewer
            self.view = state.observe(self._viewer)
            self.legal = []
            self.show_log(self._shown_log, self._shown_log[index : index + 1], index)
            self.status = self.offer(
                phase="replay", to_move=state.current_player, handoff_to=None, can_undo=False, actions=actions
            )
            self.replay = {"index": index, "count": count, "action": actions, "actions": len(self.record["actions"])}
            self.error = ""

    def play_from_here(self, seats: Sequence[str] | None = None) -> None:
        """Become a table at the shown position. By default the viewer's seat (or seat 0) is a
        person and the others are greedy bots."""
        if self.widget_kind != "replay":
            raise RulesError("this replay already became a table")
        if seats is None:
            person = self._viewer if self._viewer is not None else 0
            seats = [HUMAN if seat == person else "greedy" for seat in range(self.record["players"])]
        match = Match(self.game_id, seats, record=record_upto(self.record, self.replay["action"]))
        self.widget_kind = "table"
        self._start_match(match)

    def messages(self) -> dict[str, str]:
        return self.REPLAY_MESSAGES if self.widget_kind == "replay" else self.MESSAGES

    def _on_seek(self, message: dict[str, Any]) -> None:
        self.seek(int_field(message, "index"))

    def _on_play_from_here(self, message: dict[str, Any]) -> None:
        self.play_from_here()

    def __repr__(self) -> str:
        if self.widget_kind != "replay":
            return super().__repr__()
        # the seed would give away every hidden card: it is shown only once the game is over, as a table does
        seed = f"seed={self.record['seed']}, " if self.finished else ""
        return (
            f"Replay({self.game_id}, {seed}event {self.replay['index']} of "
            f"{self.replay['count']}, action {self.replay['action']} of {self.replay['actions']})"
        )
