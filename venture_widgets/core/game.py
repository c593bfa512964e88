"""The engine contract every game meets: :class:`GameInfo`, :class:`Game` and :class:`State`.

A :class:`Game` is a stateless description (title, player counts, options) that builds
states: ``new_game`` from a seed, ``replay`` from a record, ``scenario`` from a position spec.
A :class:`State` is one position of one game; every choice a rule gives a player is one
decision owned by :attr:`State.current_player`, answered by applying one of
:meth:`State.legal_actions`. Applying an action returns the events it caused; the events of
building the position (setup, turn 1 up to its first decision) are :attr:`State.opening_events`.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .errors import IllegalActionError, InvalidOptionError, RecordError, RulesError, clipped, listed, shown
from .explain import CORE_RULES, Explanation, Target
from .record import make_record, read_record
from .rng import check_seed, random_seed

Event = dict[str, Any]

#: How many legal actions an illegal action's error lists after its reason (a short message).
LISTED_WITH_REASON = 5
REASON_LIMIT = 230  # characters of the reason in an error message
MESSAGE_LIMIT = 380  # characters of an illegal action's message: room for a record error to quote it within 500


@dataclass(frozen=True)
class GameInfo:
    """What a table, a menu or a test needs to know about a game before playing it."""

    id: str
    title: str
    min_players: int
    max_players: int
    summary: str = ""
    #: every seat sees the same table (a team playing in the open): ``observe`` gives each seat the
    #: public view, so hot-seat play needs no screen hiding the table between seats
    open_table: bool = False


@dataclass(frozen=True)
class OptionSpec:
    """One documented game option: its default and a check that explains a bad value.

    ``check(value, players)`` returns ``None`` for a good value, otherwise the reason.
    """

    name: str
    doc: str
    default: Any
    check: Callable[[Any, int], str | None]


def check_seat_or_none(value: Any, players: int) -> str | None:
    """An :class:`OptionSpec` check for options that name a seat or ``None`` (a first player).

    >>> check_seat_or_none(1, 2), check_seat_or_none(2, 2)
    (None, 'must be None or a seat from 0 to 1')
    """
    if value is None or (isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players):
        return None
    return f"must be None or a seat from 0 to {players - 1}"


class State(ABC):
    """One position of a game. Subclasses implement the abstract methods and hold the attributes
    below, ``opening_events`` among them: what building the position did, before any action."""

    game: Game
    players: int
    seed: int
    options: dict[str, Any]
    scenario_spec: dict[str, Any] | None
    actions: list[str]
    #: The events of building the position, before its first decision: a new game's setup and its
    #: first turn up to that decision, or a scenario's start; ``game.replay`` rebuilds them (the
    #: events of the actions are what :meth:`apply` returned). They come first in a log; a copy
    #: (:meth:`clone`, :meth:`determinize`) has none, for it was not built.
    opening_events: list[Event]

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat that must decide now; ``None`` once the game is over."""

    @property
    @abstractmethod
    def is_over(self) -> bool:
        """Whether the game has ended."""

    @abstractmethod
    def legal_actions(self) -> list[str]:
        """The actions :attr:`current_player` may take, as notation strings."""

    @abstractmethod
    def describe(self, action: str) -> str:
        """A plain-words description of a legal action."""

    @abstractmethod
    def explain(self, action: str, seat: int | None = None) -> Explanation:
        """Why ``action`` is legal now (what it would do) or not (the rule that forbids it here),
        in one sentence naming the rule, as ``seat`` (default: the seat to move) may be told:
        an explanation never uses what that seat cannot see. Any text may be asked about, even
        one that is no action of the game; only a seat that does not exist raises."""

    @abstractmethod
    def action_target(self, action: str) -> Target:
        """What a legal action points at on the table: ``zone`` and ``label`` always, and where
        they apply ``seat``, ``card``, ``space``, ``position``, ``side`` (see
        :func:`~venture_widgets.core.explain.target`). An illegal action raises."""

    @abstractmethod
    def unavailable_actions(self) -> list[dict[str, Any]]:
        """The well-formed actions of the decision at hand that the seat to move could try by
        clicking something it sees, but that are not legal now, each as
        ``{"action", "target", "rule", "title", "text"}`` (``text``: the explanation). Cheap
        enough for every update of a table; empty once the game is over."""

    @abstractmethod
    def apply(self, action: str) -> list[Event]:
        """Take a legal action; return the events it caused. Illegal: raise, change nothing."""

    @abstractmethod
    def scores(self) -> list[dict[str, int]]:
        """One dict per seat with ``"total"`` and the scoring categories."""

    @abstractmethod
    def winners(self) -> list[int]:
        """The winning seats (empty when nobody wins or the game is not over)."""

    @abstractmethod
    def observe(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` sees, as a JSON-ready dict; ``None`` gives the public view."""

    @abstractmethod
    def clone(self) -> State:
        """An independent copy."""

    @abstractmethod
    def determinize(self, seat: int, rng: random.Random) -> State:
        """A copy in which everything ``seat`` cannot know is resampled with ``rng``."""

    @abstractmethod
    def snapshot(self) -> dict[str, Any]:
        """Everything in the state, hidden parts included, as JSON: for equality checks and bug
        reports, never for showing to a player."""

    def record(self) -> dict[str, Any]:
        """The JSON game record from which ``game.replay`` rebuilds this state exactly."""
        return make_record(self.game.info.id, self.players, self.seed, self.options, self.actions, self.scenario_spec)

    def check_seat(self, seat: object) -> int:
        """Return ``seat`` if it is a seat of this game, else raise a clear :class:`RulesError`."""
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players:
            raise RulesError(f"seat {shown(seat)} does not exist: seats are 0 to {self.players - 1}")
        return seat

    def check_legal(self, action: object) -> str:
        """Return ``action`` if it is legal now, else raise a clear :class:`IllegalActionError`
        that names it, says why (:meth:`explain`) and lists some legal actions.

        Only a plain ``str`` is an action: a subclass could compare equal to a legal action
        without being one, and then be recorded."""
        legal = self.legal_actions()
        if type(action) is str and action in legal:
            return action
        because = clipped(self.explain(action).because, REASON_LIMIT)  # type: ignore[arg-type]
        if self.is_over:
            raise IllegalActionError(f"{shown(action)}: {because}")
        head = f"{shown(action)} is not a legal action for seat {self.current_player} now: {because}; legal: "
        # as many legal actions as keep the message short, however long the actions of a game are
        fitting = (listed(legal, count) for count in range(LISTED_WITH_REASON, 0, -1))
        named = next(
            (text for text in fitting if len(head) + len(text) <= MESSAGE_LIMIT),
            f"{len(legal)} of them (legal_actions() lists them all)",
        )
        raise IllegalActionError(head + named)


class Game(ABC):
    """A game: builds states from a seed, a record or a scenario spec."""

    info: GameInfo
    option_specs: tuple[OptionSpec, ...] = ()
    #: The game's rule ids (as events and explanations use them), each with the rulebook section
    #: it stands for.
    rules: Mapping[str, str] = {}

    def new_game(self, players: int | None = None, seed: int | None = None, **options: Any) -> State:
        """A new game for ``players`` seats (default: the minimum), shuffled by ``seed``."""
        players = self.check_players(self.info.min_players if players is None else players)
        seed = random_seed() if seed is None else check_seed(seed, InvalidOptionError)
        return self._new_state(players, seed, self.check_options(options, players))

    def check_players(self, players: object) -> int:
        """Return ``players`` if this game supports that many seats, else raise."""
        lo, hi = self.info.min_players, self.info.max_players
        if not isinstance(players, int) or isinstance(players, bool) or not lo <= players <= hi:
            raise InvalidOptionError(f"{self.info.title} is for {lo} to {hi} players, got players={shown(players)}")
        return players

    def check_options(self, options: Mapping[str, Any], players: int) -> dict[str, Any]:
        """Fill in defaults and validate every option; unknown names are errors."""
        specs = {spec.name: spec for spec in self.option_specs}
        unknown = sorted(set(options) - set(specs))
        if unknown:
            known = ", ".join(specs) or "none"
            raise InvalidOptionError(f"unknown option {shown(unknown[0])} for {self.info.id}; options: {known}")
        result = {}
        for name, spec in specs.items():
            value = options.get(name, spec.default)
            problem = spec.check(value, players)
            if problem:
                raise InvalidOptionError(f"option {name}={shown(value)}: {problem}")
            result[name] = value
        return result

    def replay(self, record: Any) -> State:
        """Rebuild a state from a record made by :meth:`State.record` (a dict or its JSON text).

        Whatever is wrong with the record raises :class:`RecordError` naming the field.
        """
        data = read_record(record, self.info.id)
        try:
            if data["scenario"] is not None:
                state = self.scenario(data["scenario"])
            else:
                state = self.new_game(data["players"], data["seed"], **data["options"])
            options = self.check_options(data["options"], state.players)
        except RecordError:
            raise
        except RulesError as error:  # a bad option or scenario inside the record
            raise RecordError(f"record cannot start a game: {error}") from None
        for key, value in (("players", data["players"]), ("seed", data["seed"]), ("options", options)):
            if value != getattr(state, key):  # a scenario decides these: the record must agree
                raise RecordError(
                    f"record field {key!r} is {shown(value)}, but its scenario makes {shown(getattr(state, key))}"
                )
        for index, action in enumerate(data["actions"]):
            try:
                state.apply(action)
            except IllegalActionError as error:
                raise RecordError(f"record action #{index} {shown(action)} does not replay: {error}") from None
        return state

    def catalog(self) -> dict[str, Any]:
        """The game's card, board and token data as JSON, each item with its source (``"rulebook"``
        or ``"reconstructed"``: docs/reconstructions.md says what each game's rulebook gives and
        what this kit adds)."""
        return {}

    def rule_title(self, rule: str) -> str:
        """The rulebook section a rule id stands for; ``""`` when the game does not name it.

        >>> from venture_widgets import load_game
        >>> load_game("venturesome").rule_title("turn.play"), load_game("venturesome").rule_title("x")
        ("Player's Turn, step I", '')
        """
        return self.rules.get(rule) or CORE_RULES.get(rule, "")

    @abstractmethod
    def scenario(self, spec: Mapping[str, Any]) -> State:
        """Build a position from a documented JSON spec (tutorials and tests)."""

    @abstractmethod
    def _new_state(self, players: int, seed: int, options: dict[str, Any]) -> State:
        """Build the opening state once players, seed and options are validated."""

    def __repr__(self) -> str:
        return f"<game {self.info.id}: {self.info.title}, {self.info.min_players}-{self.info.max_players} players>"
