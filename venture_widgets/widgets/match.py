"""A game being played at a table: who sits where, bots that answer at once, undo, hot-seat.

Plain Python (no Jupyter): the widgets use it, and so can a test or a script.

A game may ask a seat to answer out of turn even when all it can do is pass (Venture (2019) asks
every seat to answer every card, so that being asked tells nobody what a hand holds). With
``auto_pass`` (on by default) the match passes for a person at such a decision, one of kind
``answer`` whose only legal action is ``pass``: the ``pass`` is recorded like any action, the log
gets a line saying so (its words for that person only), and undo steps over it to the person's
previous real decision. It is done only where no other person watches the screen: with one person
at the table, or at a table played in the open. In hot-seat play with hidden hands, passing for
one person would skip their hand-off screen, and the others would see that they hold no answer.

>>> match = Match("venturesome", ["human", "greedy"], seed=3)
>>> match.humans, match.to_move in match.humans
([0], True)
>>> before = match.state.snapshot()
>>> events = match.act(match.state.legal_actions()[0])
>>> match.undo()
True
>>> match.state.snapshot() == before
True
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

from ..agents import check_spec, make_agent
from ..agents.base import Agent, SeatView
from ..agents.passing import PASS, only_pass, passed_event
from ..core.errors import InvalidOptionError, RulesError, shown
from ..core.game import Event, Game, State
from ..core.record import read_record
from ..core.registry import load_game

HUMAN = "human"
TUTOR = "tutor"  # a lesson's other seats, moved by the lesson itself


def seat_entry(seat: int, kind: str) -> dict[str, Any]:
    """One entry of a widget's ``seats`` trait: a person is "you", a bot is named by its spec (a
    level, or a kind and budget), a lesson's other seats are just their number.

    >>> seat_entry(0, "human")["label"], seat_entry(1, "expert")["label"], seat_entry(2, "tutor")["label"]
    ('Seat 0 (you)', 'Seat 1 (expert bot)', 'Seat 2')
    """
    suffix = " (you)" if kind == HUMAN else "" if kind == TUTOR else f" ({kind} bot)"
    return {"seat": seat, "kind": kind, "label": f"Seat {seat}{suffix}"}


class Match:
    """One game at a table. Humans decide through :meth:`act`; bots answer in between.

    ``log`` holds every event of the game so far. Moves append to it; undo and a new game, which
    rewrite the history, replace it with a new list (so a reader can tell the two apart)."""

    def __init__(
        self,
        game: str | Game,
        seats: Sequence[str],
        seed: int | None = None,
        *,
        record: dict[str, Any] | str | None = None,
        auto_pass: bool = True,
        play_bots: bool = True,
        **options: Any,
    ) -> None:
        self.game = game if isinstance(game, Game) else load_game(game)
        self.kinds = self._check_seats(seats)
        if not isinstance(auto_pass, bool):
            raise InvalidOptionError(f"auto_pass must be True or False, got {shown(auto_pass)}")
        #: whether the match moves its bots itself after each decision (see :meth:`reply`)
        self.play_bots = play_bots
        #: whether the match passes for a person who can only pass (see the module docstring)
        self.auto_pass = auto_pass and (len(self.humans) == 1 or self.game.info.open_table)
        if "players" in options:
            raise InvalidOptionError(f"a table has as many players as seats ({len(self.kinds)}): give no 'players'")
        if record is None:
            state = self.game.new_game(len(self.kinds), seed, **options)  # seed None: a random one
        elif seed is not None or options:
            raise InvalidOptionError("a game from a record takes its seed and options from the record")
        else:
            data = read_record(record, self.game.info.id)
            if data["players"] != len(self.kinds):
                raise InvalidOptionError(f"the record is for {data['players']} players, but {len(self.kinds)} seats")
            state = self.game.replay(data)  # checks the options, scenario and actions
        self.state: State
        self.log: list[Event] = []
        self._begin(state.record())

    def _begin(self, record: dict[str, Any]) -> None:
        """Play ``record`` to its end, then let the bots move."""
        self.start = dict(record, actions=[])
        self.agents = {seat: make_agent(kind, int(record["seed"]) * 1009 + seat) for seat, kind in self.bot_seats()}
        # action count at which a person owed a decision -> that person's seat (in order of play)
        self.human_points: dict[int, int] = {}
        self._rebuild(list(record["actions"]))
        self.reply()

    def _check_seats(self, seats: object) -> list[str]:
        """``seats`` as a list of ``"human"`` and bot specs (tidied), if this game can seat them.

        >>> Match("venturesome", ["human", "Hard", "cleverest"])
        Traceback (most recent call last):
        ...
        venture_widgets.core.errors.InvalidOptionError: seat 2 is 'human' or a bot: unknown bot 'cleverest'; \
a bot is one of: beginner, easy, medium, hard, expert, random, greedy, planner, mcts, mcts:N
        """
        if not isinstance(seats, list | tuple) or not all(isinstance(kind, str) for kind in seats):
            raise InvalidOptionError(f"seats must be a list of seat kinds, got {shown(seats)}")
        kinds = [
            HUMAN if kind.strip().lower() == HUMAN else self._check_bot(seat, kind) for seat, kind in enumerate(seats)
        ]
        info = self.game.info
        if not info.min_players <= len(seats) <= info.max_players:
            raise InvalidOptionError(
                f"{info.title} is for {info.min_players} to {info.max_players} players, got {len(seats)} seats"
            )
        return kinds

    @staticmethod
    def _check_bot(seat: int, spec: str) -> str:
        """``spec`` tidied if it names a bot; else an error naming the seat and the value."""
        try:
            return check_spec(spec)
        except RulesError as error:
            raise InvalidOptionError(f"seat {seat} is 'human' or a bot: {error}") from None

    def bot_seats(self) -> list[tuple[int, str]]:
        """``(seat, bot name)`` for every seat a bot plays."""
        return [(seat, kind) for seat, kind in enumerate(self.kinds) if kind != HUMAN]

    @property
    def humans(self) -> list[int]:
        """The seats people play."""
        return [seat for seat, kind in enumerate(self.kinds) if kind == HUMAN]

    @property
    def to_move(self) -> int | None:
        """The seat that owes the next decision (``None`` once the game is over)."""
        return self.state.current_player

    def _rebuild(self, actions: list[str]) -> None:
        """Start from the opening position and play ``actions`` again, collecting the events."""
        self.state = self.game.replay(self.start)
        self.log = list(self.state.opening_events)
        for action in actions:
            note = self._pass_note()
            if note is None:
                self._note_human_point()
            self.log.extend(self.state.apply(action))
            if note is not None and action == PASS:
                self.log.append(note)

    def _note_human_point(self) -> None:
        seat = self.to_move
        if seat is not None and seat in self.humans:
            self.human_points.setdefault(len(self.state.actions), seat)

    def _pass_note(self) -> Event | None:
        """The log's line for passing for the person to decide now, if the match does
        (``auto_pass``: their decision is an answer whose only legal action is ``pass``), else ``None``."""
        seat = self.to_move
        if not self.auto_pass or seat is None or seat not in self.humans or not only_pass(self.state, seat):
            return None
        return passed_event(seat, self.state.observe(seat)["decision"]["rule"])

    def reply(self) -> list[Event]:
        """What follows a decision: with ``play_bots``, every bot move up to a person's decision
        (:meth:`run_bots`); without, only the passes up to the next bot's decision
        (:meth:`pass_for_people`), whose move its caller computes (:meth:`next_bot`,
        :meth:`apply_bot`), for instance in the background. Returns the events."""
        return self.run_bots() if self.play_bots else self.pass_for_people()

    def run_bots(self) -> list[Event]:
        """Let the bots decide, and pass for a person who can only pass (``auto_pass``), until a
        person must decide or the game ends; return the events."""
        events = self.pass_for_people()
        while (seat := self._bot_to_move()) is not None:
            events += self.apply_bot(seat, self.agents[seat].choose(SeatView(self.state, seat)))
        return events

    def pass_for_people(self) -> list[Event]:
        """Pass for a person who can only pass (``auto_pass``) until a bot or a person must
        decide, or the game ends; return the events (added to the log)."""
        events: list[Event] = []
        while (note := self._pass_note()) is not None:
            events += [*self.state.apply(PASS), note]
        self._note_human_point()
        self.log.extend(events)
        return events

    def next_bot(self) -> tuple[int, Agent, SeatView] | None:
        """The bot to decide now: its seat, a copy of its agent and its view of a copy of the
        game, all three free to use in another thread while the match goes on; ``None`` when a
        person decides, or nobody. Give the choice to :meth:`apply_bot` with the copy of the agent.

        >>> match = Match("venturesome", ["greedy", "human"], seed=3, play_bots=False, first_player=0)
        >>> seat, agent, view = match.next_bot()
        >>> seat, agent is match.agents[0], view.legal_actions() == match.state.legal_actions()
        (0, False, True)
        >>> events = match.apply_bot(seat, agent.choose(view), agent)
        >>> match.next_bot() is None, match.to_move
        (True, 1)
        >>> match.apply_bot(0, "pass")
        Traceback (most recent call last):
        ...
        venture_widgets.core.errors.RulesError: 'pass': seat 0 is not a bot to decide now (seat 1 is)
        """
        seat = self._bot_to_move()
        if seat is None:
            return None
        return seat, copy.deepcopy(self.agents[seat]), SeatView(self.state.clone(), seat)

    def _bot_to_move(self) -> int | None:
        seat = self.to_move
        return None if seat is None or seat in self.humans else seat

    def apply_bot(self, seat: int, action: str, agent: Agent | None = None) -> list[Event]:
        """Play the bot of ``seat``'s ``action`` (``agent``: the copy of its agent that chose it,
        which goes on from there, so that a game plays the same whoever computes the bots' moves),
        then pass for people who can only pass; return the events. Raises, changing nothing, if
        ``seat`` is not a bot's seat deciding now."""
        if seat != self._bot_to_move():
            raise RulesError(f"{shown(action)}: seat {seat} is not a bot to decide now (seat {self.to_move} is)")
        events = self.state.apply(action)
        self.log.extend(events)
        if agent is not None:
            self.agents[seat] = agent
        return events + self.pass_for_people()

    def act(self, action: str) -> list[Event]:
        """A human's decision; then the bots reply (see :meth:`reply`). An illegal action raises
        and changes nothing."""
        seat = self.to_move
        if seat is None:
            raise RulesError(f"{shown(action)}: the game is over")
        if seat not in self.humans:
            raise RulesError(f"{shown(action)}: seat {seat} is played by the {self.kinds[seat]} bot, not a person")
        events = self.state.apply(action)
        self.log.extend(events)
        return events + self.reply()

    def _undo_point(self, seat: int | None) -> int | None:
        """The action count of the latest decision behind the position that ``seat`` owed (any
        person's when ``seat`` is ``None``), or ``None``."""
        now = len(self.state.actions)
        earlier = [point for point, owner in self.human_points.items() if point < now and seat in (None, owner)]
        return earlier[-1] if earlier else None

    def can_undo(self, seat: int | None = None) -> bool:
        """Whether a decision of ``seat`` (of any person when ``None``) lies behind the position."""
        return self._undo_point(seat) is not None

    def undo(self, seat: int | None = None) -> bool:
        """Go back to the previous decision ``seat`` owed (any person's when ``None``): the
        position just before that seat decided, with the seat to decide again. Every move made
        since, by anyone, is taken back. ``False`` (and nothing changes) when there is none.

        >>> match = Match("venturesome", ["human", "human"], seed=3)
        >>> first = match.to_move
        >>> _ = match.act(match.state.legal_actions()[0])
        >>> match.to_move != first, match.can_undo(match.to_move), match.can_undo(first)
        (True, False, True)
        >>> match.undo(match.to_move), match.undo(first), match.to_move == first
        (False, True, True)
        """
        point = self._undo_point(seat)
        if point is None:
            return False
        self.human_points = {count: owner for count, owner in self.human_points.items() if count <= point}
        self._rebuild(self.state.actions[:point])
        return True

    def restart(self, seed: int | None = None) -> None:
        """A new game with the same seats and options (a new seed unless one is given)."""
        self._begin(self.game.new_game(players=len(self.kinds), seed=seed, **self.start["options"]).record())

    def record(self) -> dict[str, Any]:
        """The game record so far."""
        return self.state.record()

    def __repr__(self) -> str:
        # the seed would give away every hidden card: it is shown only once the game is over
        seed = f", seed={self.start['seed']}" if self.state.is_over else ""
        return f"Match({self.game.info.id}, seats={self.kinds}{seed})"


def record_upto(record: dict[str, Any], actions: int) -> dict[str, Any]:
    """The record cut after its first ``actions`` actions.

    >>> from venture_widgets.core.record import make_record
    >>> rec = make_record("venturesome", 2, 1, {"first_player": None}, ["a", "b", "c"])
    >>> record_upto(rec, 2)["actions"]
    ['a', 'b']
    """
    return dict(record, actions=list(record["actions"][:actions]))
