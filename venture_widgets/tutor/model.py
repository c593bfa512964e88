"""A lesson is data: a :class:`Lesson` and its steps :class:`Say`, :class:`Setup`, :class:`Do`,
:class:`Expect`, :class:`Goal`, :class:`Respond`, :class:`Ask` and :class:`Play`.

A lesson goes on from the learner's own position: a :class:`Goal` accepts any legal move that
reaches what it asks for (a check on the learner's own view), :class:`Respond` lets the other
seats answer from the live position, and narration may be a function of the learner's view
(:data:`Text`), so that it can speak of what the learner's choices led to.

The steps only hold data; :class:`venture_widgets.tutor.Tutor` runs them against a game. Each
step checks its own shape when it is built and raises :class:`LessonError` naming the field;
whether its actions fit the rules is checked when a tutor reaches it (and by the tests, which
run every lesson).

>>> lesson = Lesson(
...     id="tiny", game="venturesome", title="A tiny lesson", summary="One move.", sections=["turn.play"],
...     steps=[Setup(scenario={"players": 2, "hands": [["GUIDE.MAP"], ["REPORTER.RING"]],
...                            "threats": ["JAGUAR", "TRAP"]}),
...            Expect("Play your Guide.", ["play GUIDE.MAP"])])
>>> [step.kind for step in lesson.steps]
['setup', 'expect']
>>> Ask("Two plus two?", ["3", "4"], answer=2, explanation="It is 4.")
Traceback (most recent call last):
...
venture_widgets.core.errors.LessonError: Ask 'Two plus two?': answer 2 is not an index of the 2 options
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..agents import check_spec
from ..core.errors import LessonError, RulesError, shown


def _text(value: object, what: str, *, empty: bool = True) -> str:
    if not isinstance(value, str) or (not empty and not value.strip()):
        raise LessonError(f"{what} must be {'a' if empty else 'a non-empty'} string, got {shown(value)}")
    return value


View = dict[str, Any]
#: A step's words: markdown, or a function of the learner's view (``observe`` of their seat) that
#: writes them from the live position.
Text = str | Callable[[View], str]


@dataclass(frozen=True)
class Move:
    """One move of the learner, as their own seat saw it: what a :class:`Goal`'s checks and
    outcomes read (never more than the learner may see).

    ``action`` and ``said`` (its words), the learner's view ``before`` and ``after`` it, and the
    ``events`` it caused as the learner's seat sees them."""

    action: str
    said: str
    before: View
    after: View
    events: tuple[dict[str, Any], ...]


def _live_text(value: object, what: str, *, empty: bool = True) -> Text:
    """A :data:`Text`: a string (checked as :func:`_text` does) or a function of the view."""
    if callable(value):
        return value  # type: ignore[return-value]
    return _text(value, what, empty=empty)


def _check(value: object, what: str) -> None:
    if value is not None and not callable(value):
        raise LessonError(f"{what} must be a function or None, got {shown(value)}")


def _strings(value: object, what: str) -> tuple[str, ...]:
    if isinstance(value, str) or not isinstance(value, Sequence) or not value:
        raise LessonError(f"{what} must be a non-empty list of strings, got {shown(value)}")
    return tuple(_text(item, f"{what} entry", empty=False) for item in value)


def _json(value: object, what: str) -> dict[str, Any]:
    """A private deep copy of a JSON object, so lesson data cannot change under a running tutor."""
    if not isinstance(value, Mapping):
        raise LessonError(f"{what} must be a JSON object, got {shown(value)}")
    try:
        copy: dict[str, Any] = json.loads(json.dumps(value))
    except (TypeError, ValueError) as error:
        raise LessonError(f"{what} is not JSON: {error}") from None
    return copy


def _set(step: object, name: str, value: object) -> None:
    object.__setattr__(step, name, value)  # frozen dataclasses normalise their fields this way


def _teaches(step: Any) -> None:
    """Normalise a step's ``teaches``: the rulebook section ids (``RULEBOOK`` in the game's
    ``sections.py``) whose rules the step explains, as a tuple."""
    value = step.teaches
    if isinstance(value, str) or not isinstance(value, Sequence):
        raise LessonError(f"{type(step).__name__} teaches must be a list of rulebook section ids, got {shown(value)}")
    _set(step, "teaches", tuple(_text(item, "teaches entry", empty=False) for item in value))


@dataclass(frozen=True)
class Say:
    """Narration: markdown in our own words. The learner reads it and moves on. With
    ``strong_move`` the learner's seat must be deciding, and the tutor adds what a strong player
    would do here and why (:meth:`venture_widgets.tutor.Tutor.strong_move`)."""

    text: Text
    teaches: Sequence[str] = ()
    strong_move: bool = False
    kind: ClassVar[str] = "say"

    def __post_init__(self) -> None:
        _live_text(self.text, "Say text", empty=False)
        if not isinstance(self.strong_move, bool):
            raise LessonError(f"Say strong_move must be True or False, got {shown(self.strong_move)}")
        _teaches(self)


@dataclass(frozen=True)
class Setup:
    """A new position: ``scenario`` (a spec for ``game.scenario``) or ``record`` (a game record,
    replayed), and the learner's ``seat``. With ``text`` the tutor stops to show it; without,
    it goes straight on to the next step."""

    scenario: Mapping[str, Any] | None = None
    record: Mapping[str, Any] | None = None
    seat: int = 0
    text: str = ""
    teaches: Sequence[str] = ()
    kind: ClassVar[str] = "setup"

    def __post_init__(self) -> None:
        if (self.scenario is None) == (self.record is None):
            raise LessonError("Setup needs exactly one of scenario= and record=")
        if self.scenario is not None:
            _set(self, "scenario", _json(self.scenario, "Setup scenario"))
        if self.record is not None:
            _set(self, "record", _json(self.record, "Setup record"))
        if not isinstance(self.seat, int) or isinstance(self.seat, bool) or self.seat < 0:
            raise LessonError(f"Setup seat must be a seat number, got {self.seat!r}")
        _text(self.text, "Setup text")
        _teaches(self)


@dataclass(frozen=True)
class Do:
    """The tutor plays ``actions`` (for whichever seats owe them) as a live example."""

    actions: Sequence[str]
    text: str = ""
    teaches: Sequence[str] = ()
    kind: ClassVar[str] = "do"

    def __post_init__(self) -> None:
        _set(self, "actions", _strings(self.actions, "Do actions"))
        _text(self.text, "Do text")
        _teaches(self)


@dataclass(frozen=True)
class Expect:
    """The learner must make one of ``actions``. A wrong try listed in ``feedback`` gets that
    explanation (legal or not); any other wrong try gets a general one, plus ``hint``. The
    position changes only with a right move; then ``outcomes[move]`` is said (what that choice
    leads to), else ``success``. A step with more than one right move is a real decision: the
    lesson goes on from whichever the learner picks (the first is the one demonstrations play)."""

    text: str
    actions: Sequence[str]
    feedback: Mapping[str, str] = field(default_factory=dict)
    hint: str = ""
    success: str = ""
    outcomes: Mapping[str, str] = field(default_factory=dict)
    teaches: Sequence[str] = ()
    kind: ClassVar[str] = "expect"

    def __post_init__(self) -> None:
        _text(self.text, "Expect text", empty=False)
        _set(self, "actions", _strings(self.actions, f"Expect {self.text[:40]!r} actions"))
        if not isinstance(self.feedback, Mapping):
            raise LessonError(f"Expect {self.text[:40]!r}: feedback must map wrong actions to explanations")
        feedback = {
            _text(wrong, "feedback action", empty=False): _text(why, f"feedback for {wrong!r}", empty=False)
            for wrong, why in self.feedback.items()
        }
        both = sorted(set(feedback) & set(self.actions))
        if both:
            raise LessonError(f"Expect {self.text[:40]!r}: {both[0]!r} is both a right action and a wrong one")
        _set(self, "feedback", feedback)
        _text(self.hint, "Expect hint")
        _text(self.success, "Expect success")
        if not isinstance(self.outcomes, Mapping):
            raise LessonError(f"Expect {self.text[:40]!r}: outcomes must map right actions to what they lead to")
        for move, text in self.outcomes.items():
            if move not in self.actions:
                raise LessonError(f"Expect {self.text[:40]!r}: outcomes names {shown(move)}, not a right action")
            _text(text, f"outcome of {move!r}", empty=False)
        _set(self, "outcomes", dict(self.outcomes))
        _teaches(self)

    @property
    def is_choice(self) -> bool:
        """Whether the learner really decides here: more than one move is accepted."""
        return len(self.actions) > 1


@dataclass(frozen=True)
class Ask:
    """A quiz: the learner clicks one of ``options``; ``answer`` is the index of the right one
    and ``explanation`` is shown once it is found. ``text`` (optional) is shown above it.
    ``feedback`` maps a wrong option (its text) to why it is wrong; a wrong option it does not
    list gets a general answer, plus ``hint``."""

    prompt: str
    options: Sequence[str]
    answer: int
    explanation: str
    text: str = ""
    hint: str = ""
    feedback: Mapping[str, str] = field(default_factory=dict)
    teaches: Sequence[str] = ()
    kind: ClassVar[str] = "ask"

    def __post_init__(self) -> None:
        _text(self.prompt, "Ask prompt", empty=False)
        options = _strings(self.options, f"Ask {self.prompt[:40]!r} options")
        if len(options) < 2:
            raise LessonError(f"Ask {self.prompt[:40]!r}: a question needs at least two options")
        _set(self, "options", options)
        if not isinstance(self.answer, int) or isinstance(self.answer, bool) or not 0 <= self.answer < len(options):
            raise LessonError(
                f"Ask {self.prompt[:40]!r}: answer {self.answer!r} is not an index of the {len(options)} options"
            )
        _text(self.explanation, "Ask explanation", empty=False)
        _text(self.text, "Ask text")
        _text(self.hint, "Ask hint")
        if not isinstance(self.feedback, Mapping):
            raise LessonError(f"Ask {self.prompt[:40]!r}: feedback must map wrong options to explanations")
        for wrong, why in self.feedback.items():
            if wrong not in options:
                raise LessonError(f"Ask {self.prompt[:40]!r}: feedback names {shown(wrong)}, which is not an option")
            if wrong == options[self.answer]:
                raise LessonError(f"Ask {self.prompt[:40]!r}: feedback names the right answer {wrong!r}")
            _text(why, f"feedback for {wrong!r}", empty=False)
        _set(self, "feedback", dict(self.feedback))
        _teaches(self)

    def wrong_options(self) -> list[str]:
        """The options that are not the answer."""
        return [option for i, option in enumerate(self.options) if i != self.answer]


@dataclass(frozen=True)
class Play:
    """Free play: the learner plays whatever they like from the position, against ``bot`` (a bot
    spec such as ``"greedy"`` or ``"hard"``, see :mod:`venture_widgets.agents.specs`) in every
    other seat, with the table's "why not" at hand. The learner may go on (and so end the lesson) at any moment."""

    text: str
    bot: str = "greedy"
    teaches: Sequence[str] = ()
    kind: ClassVar[str] = "play"

    def __post_init__(self) -> None:
        _text(self.text, "Play text", empty=False)
        _bot(self.bot, "Play")
        _teaches(self)


@dataclass(frozen=True)
class Goal:
    """The learner plays from the live position towards a goal: any legal move that reaches it is
    right. ``goal`` reads the learner's :class:`Move` (their own view before and after, and what
    they saw happen); without it every legal move is right.

    A legal move that misses the goal is played and told ``miss``, then what it led to (the
    lesson goes on from it), or, with ``refuse``, refused with ``miss`` and nothing changes. A
    refusing goal must not depend on what the move shows of hidden cards (the lesson tests hold
    it to that by reshuffling them); its ``miss`` reads a move not played (``after`` is
    ``before``, no events). What a played move led to is ``outcome(move)``, else what the
    engine's events say, in the second person (:func:`venture_widgets.tutor.feedback.told`).

    With ``until`` (a check on the learner's view) the step lasts several moves: after each, the
    other seats answer (``bot``, or a move of ``prefer`` when one is legal, see :class:`Respond`)
    until the learner decides again, and the step is done once ``until`` holds or the game ends.
    ``demo`` are the moves a demonstration (and a test) makes, in order, each played when it is
    legal and right; otherwise a demonstration plays the first right move.

    >>> Goal("Score 3.", goal=lambda move: move.after["round"] > 1, miss="Not yet.", refuse=True).kind
    'expect'
    >>> Goal("Play on.", refuse=True)
    Traceback (most recent call last):
    ...
    venture_widgets.core.errors.LessonError: Goal 'Play on.': refuse needs a goal (and a miss text says why)
    """

    text: Text
    goal: Callable[[Move], bool] | None = None
    miss: str | Callable[[Move], str] = ""
    refuse: bool = False
    outcome: Callable[[Move], str] | None = None
    until: Callable[[View], bool] | None = None
    demo: Sequence[str] = ()
    bot: str = "greedy"
    prefer: Sequence[str] = ()
    hint: str = ""
    teaches: Sequence[str] = ()
    kind: ClassVar[str] = "expect"

    def __post_init__(self) -> None:
        where = f"Goal {_words_of(self.text)!r}"
        _live_text(self.text, "Goal text", empty=False)
        _check(self.goal, f"{where}: goal")
        _check(self.outcome, f"{where}: outcome")
        _check(self.until, f"{where}: until")
        _live_text(self.miss, f"{where}: miss")
        if not isinstance(self.refuse, bool):
            raise LessonError(f"{where}: refuse must be True or False, got {shown(self.refuse)}")
        if self.refuse and (self.goal is None or not self.miss):
            raise LessonError(f"{where}: refuse needs a goal (and a miss text says why)")
        _set(self, "demo", () if not self.demo else _strings(self.demo, f"{where}: demo"))
        _set(self, "prefer", () if not self.prefer else _strings(self.prefer, f"{where}: prefer"))
        _bot(self.bot, where)
        _text(self.hint, f"{where}: hint")
        _teaches(self)


@dataclass(frozen=True)
class Respond:
    """The other seats answer from the live position until the learner's seat decides again (or
    ``until`` holds on the learner's view, or the game ends): each plays a move of ``prefer`` when
    one is legal for it (each used once, in order), else what ``bot`` chooses, seeded by the
    position so a lesson replays exactly. An answer where the learner can only pass is passed for
    them. With ``text`` the tutor stops to show it.

    >>> Respond(bot="random").kind
    'respond'
    """

    text: Text = ""
    bot: str = "greedy"
    prefer: Sequence[str] = ()
    until: Callable[[View], bool] | None = None
    teaches: Sequence[str] = ()
    kind: ClassVar[str] = "respond"

    def __post_init__(self) -> None:
        _live_text(self.text, "Respond text")
        _set(self, "prefer", () if not self.prefer else _strings(self.prefer, "Respond prefer"))
        _check(self.until, "Respond until")
        _bot(self.bot, "Respond")
        _teaches(self)


def _words_of(text: Text) -> str:
    return text[:40] if isinstance(text, str) else getattr(text, "__name__", "live text")


def _bot(spec: object, where: str) -> None:
    try:
        check_spec(spec)
    except RulesError as error:
        raise LessonError(f"{where} bot: {error}") from None


Step = Say | Setup | Do | Expect | Goal | Respond | Ask | Play
STEP_TYPES: tuple[type, ...] = (Say, Setup, Do, Expect, Goal, Respond, Ask, Play)
#: The steps where the learner moves.
MOVE_STEPS: tuple[type, ...] = (Expect, Goal)


@dataclass(frozen=True)
class Lesson:
    """One lesson of one game: its ``sections`` are the rule ids it teaches (the ids the
    game's events carry, e.g. ``"threats.rope_bridge"``); the first step sets up a position."""

    id: str
    game: str
    title: str
    summary: str
    sections: Sequence[str]
    steps: Sequence[Step]

    def __post_init__(self) -> None:
        _text(self.id, "Lesson id", empty=False)
        where = f"lesson {self.id!r}"
        _text(self.game, f"{where}: game", empty=False)
        _text(self.title, f"{where}: title", empty=False)
        _text(self.summary, f"{where}: summary")
        _set(self, "sections", _strings(self.sections, f"{where}: sections"))
        if isinstance(self.steps, str) or not isinstance(self.steps, Sequence) or not self.steps:
            raise LessonError(f"{where}: steps must be a non-empty list of steps")
        for number, step in enumerate(self.steps, 1):
            if not isinstance(step, STEP_TYPES):
                kinds = ", ".join(kind.__name__ for kind in STEP_TYPES)
                raise LessonError(f"{where}, step {number}: {shown(step)} is not a lesson step ({kinds})")
        if not isinstance(self.steps[0], Setup):
            raise LessonError(f"{where}: the first step must be a Setup (the position the lesson starts from)")
        _set(self, "steps", tuple(self.steps))

    def __repr__(self) -> str:
        return f"Lesson({self.game}/{self.id}: {self.title!r}, {len(self.steps)} steps)"
