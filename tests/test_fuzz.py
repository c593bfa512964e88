"""Fuzzing: input of any shape is refused with a short ``RulesError`` and changes nothing.

For every game of ``vw.list_games()`` (a new game inherits every property), Hypothesis throws

- at ``state.apply`` and ``state.describe``: any JSON-like value, bytes, extreme values (a
  200 kB text, a 5,000-digit number, lists nested 3,000 deep) and near misses of the position's
  legal actions (a character added, dropped or changed, a word swapped for a word of another
  action, case, spacing, an action that was legal earlier in the game);
- at ``game.replay``: records as dicts and as JSON text, valid ones, mutated valid ones (a field
  dropped, retyped or changed, an action edited or dropped), edited JSON text, and garbage;
- at ``game.scenario``: the scenario specs of the game's lessons, mutated, and garbage;
- at the widgets ``Table``, ``Replay`` and ``Tutorial``: sequences of browser messages, sent as
  ``widget._on_message(widget, content, [])``: valid ones built from what the widget shows (with
  ``status["decision"]`` when it has one), mutated valid ones, and JSON-like garbage.

The properties:

(a) bad input raises only :class:`RulesError` subclasses (never KeyError, TypeError, a plain
    ValueError, RecursionError, ...), and a refused ``apply`` leaves ``snapshot()`` unchanged;
    input that is accepted gives a sound position (a decision or the end, a record that
    replays to it, a few more moves that play);
(b) a valid record, dict or JSON text, replays to an equal snapshot;
(c) a widget's message handler never raises nor logs an internal error, and after any message
    either ``error`` is set and the synced state (view, legal, status, log) and the game are
    unchanged, or exactly the one legal act, undo, seek, step, ... that the message asked for
    took effect;
(d) every error message is at most :data:`MAX_ERROR` characters, whatever the input's size.

Examples per property: the counts below in the default (deterministic) Hypothesis profile of
``tests/conftest.py``; a profile with more ``max_examples`` scales them all, e.g.
``python -m pytest tests/test_fuzz.py --hypothesis-profile=fuzz`` (random, 20 times as many).
"""

from __future__ import annotations

import json
import logging
import random
import re
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from typing import Any
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import venture_widgets as vw
from venture_widgets.core.errors import LessonError, RulesError
from venture_widgets.core.game import Game, State

GAMES = vw.list_games()
MAX_ERROR = 500  # characters in an error message, whatever the input
DEEP = 3_000  # nesting of the deepest Python value thrown at the engine
MESSAGE_DEPTH = 900  # nesting a browser message can have: json.loads stops near the recursion limit
PLAY_ON = 25  # moves played from a position that bad-looking input built


def examples(count: int) -> settings:
    """``count`` examples in the default profile (100 ``max_examples``), scaled with the profile."""
    scale = settings.default.max_examples / 100
    return settings(
        max_examples=max(1, round(count * scale)),
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example],
    )


# --- values of any shape ----------------------------------------------------------------------------


def nested(depth: int, in_dicts: bool) -> Any:
    """A list (or an object) nested ``depth`` deep."""
    value: Any = 0
    for _ in range(depth):
        value = {"k": value} if in_dicts else [value]
    return value


SCALARS = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=12))
JSON_LIKE = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=10,
)
ODD_NUMBERS = st.sampled_from([float("nan"), float("inf"), -float("inf"), -0.0, 2**63, -(2**63) - 1, 2**64])
LONG_TEXT = st.integers(300, 200_000).map(lambda n: "x" * n)
LONG_LIST = st.integers(300, 20_000).map(lambda n: list(range(n)))
# what a browser can send: JSON (json.loads gives no number of more than 4,300 digits); one in
# five is extreme, so that the rest finds what small values of the wrong type break
MESSAGE_EXTREMES = st.one_of(
    ODD_NUMBERS, LONG_TEXT, LONG_LIST, st.builds(nested, st.integers(2, MESSAGE_DEPTH), st.booleans())
)
MESSAGE_GARBAGE = st.one_of(JSON_LIKE, JSON_LIKE, JSON_LIKE, JSON_LIKE, MESSAGE_EXTREMES)
# what a Python caller can pass
EXTREMES = st.one_of(
    MESSAGE_EXTREMES,
    st.builds(nested, st.integers(2, DEEP), st.booleans()),
    st.integers(4_301, 5_000).map(lambda n: 10**n),  # too many digits for str() and repr()
)
GARBAGE = st.one_of(JSON_LIKE, JSON_LIKE, JSON_LIKE, JSON_LIKE, EXTREMES)
TEXT_GARBAGE = st.one_of(
    st.text(max_size=40),
    st.integers(2, 100_000).map(lambda n: "[" * n + "]" * n),  # nesting json.loads cannot follow
    st.integers(4_301, 6_000).map(lambda n: '{"seed": 1' + "0" * n + "}"),  # a number int() refuses
    st.sampled_from(["", "null", "{}", "[]", "NaN", "1e999", '"text"', "[1, 2", '{"format": "venture_widgets.record"']),
)


def words_in(values: Any) -> list[str]:
    """Every text inside ``values`` (keys too), with its words and the parts of its words: the
    vocabulary a mutation uses to put a plausible value in the wrong place."""
    found: set[str] = set()
    stack = [values]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            stack.extend(value)
            stack.extend(value.values())
        elif isinstance(value, list | tuple | set):
            stack.extend(value)
        elif isinstance(value, str) and len(value) <= 60:
            found.add(value)
            found.update(re.split(r"\s+", value))
            found.update(re.split(r"[^A-Za-z0-9_]+", value))
    found.discard("")
    return sorted(found) or ["x"]


def edited_text(text: str, words: Sequence[str]) -> st.SearchStrategy[str]:
    """Near misses of ``text``: a character added, dropped or changed, cut short, case and
    spacing, a word replaced by or joined with a word from ``words``."""
    spots = st.integers(0, len(text))
    tokens = text.split(" ")
    word = st.sampled_from(words)
    return st.one_of(
        st.tuples(spots, st.characters()).map(lambda p: text[: p[0]] + p[1] + text[p[0] :]),
        spots.map(lambda i: text[:i] + text[i + 1 :]),
        st.tuples(spots, st.characters()).map(lambda p: text[: p[0]] + p[1] + text[p[0] + 1 :]),
        spots.map(lambda i: text[:i]),
        st.sampled_from(
            [
                text.upper(),
                text.lower(),
                text.title(),
                f" {text}",
                f"{text} ",
                text.replace(" ", "  "),
                text.replace(" ", ""),
                f"{text} {text}",
                f"{text}\n{text}",
                f"{text}\x00",
            ]
        ),
        st.tuples(st.integers(0, len(tokens) - 1), word).map(
            lambda p: " ".join([*tokens[: p[0]], p[1], *tokens[p[0] + 1 :]])
        ),
        st.tuples(st.integers(0, len(tokens)), word).map(lambda p: " ".join([*tokens[: p[0]], p[1], *tokens[p[0] :]])),
        word.map(lambda w: text + w),
    )


def changed(value: Any, words: Sequence[str], garbage: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """One change of ``value``: garbage, a word from elsewhere, or an edit that keeps its type (a
    key's value replaced, a key dropped or added, an item dropped, doubled or added, a number
    moved, a text edited)."""
    word = st.sampled_from(words)
    options: list[st.SearchStrategy[Any]] = [garbage, word]
    if isinstance(value, dict):
        options.append(st.tuples(word | st.text(max_size=8), garbage | word).map(lambda kv: {**value, kv[0]: kv[1]}))
        if value:
            keys = sorted(value)
            options.append(st.tuples(st.sampled_from(keys), garbage | word).map(lambda kv: {**value, kv[0]: kv[1]}))
            options.append(st.sampled_from(keys).map(lambda k: {n: v for n, v in value.items() if n != k}))
            options.append(st.just(list(value.values())))
    elif isinstance(value, list):
        options.append(st.sampled_from([[], value[::-1]]))
        options.append((word | garbage).map(lambda item: [*value, item]))
        if value:
            spot = st.integers(0, len(value) - 1)
            options.append(spot.map(lambda i: value[:i] + value[i + 1 :]))
            options.append(spot.map(lambda i: value[: i + 1] + value[i:]))
            options.append(st.just(value[0]))
    elif isinstance(value, bool):
        options.append(st.sampled_from([not value, int(value), str(value).lower(), None]))
    elif isinstance(value, int):
        nearby = [value + 1, value - 1, -value, 0, -1, value * 1000]
        if abs(value) < 2**53:  # a float and a text of the same number
            nearby += [float(value), str(value)]
        options.append(st.sampled_from(nearby))
    elif isinstance(value, str):
        options.append(edited_text(value, words))
    else:
        options.append(st.sampled_from([0, "", [], {}, False, None]))
    return st.one_of(options)


@st.composite
def mutated(draw: st.DrawFn, value: Any, words: Sequence[str], garbage: st.SearchStrategy[Any] = GARBAGE) -> Any:
    """``value`` (JSON-like) with one to three changes somewhere inside it; ``value`` is not changed."""
    for _ in range(draw(st.integers(1, 3))):
        value = _mutate_somewhere(draw, value, words, garbage)
    return value


def _mutate_somewhere(draw: st.DrawFn, value: Any, words: Sequence[str], garbage: st.SearchStrategy[Any]) -> Any:
    if isinstance(value, dict) and value and draw(st.booleans()):  # change here or inside
        key = draw(st.sampled_from(sorted(value)))
        return {**value, key: _mutate_somewhere(draw, value[key], words, garbage)}
    if isinstance(value, list) and value and draw(st.booleans()):
        i = draw(st.integers(0, len(value) - 1))
        return [*value[:i], _mutate_somewhere(draw, value[i], words, garbage), *value[i + 1 :]]
    return draw(changed(value, words, garbage))


def as_json_text(value: Any) -> str:
    """``value`` as JSON text; what ``json.dumps`` cannot write becomes text ``json.loads`` cannot read."""
    try:
        return json.dumps(value)
    except (ValueError, RecursionError):
        return "[" * 10_000


# --- positions, records and specs of a game -------------------------------------------------------


@cache
def lesson_setups(game_id: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The scenario specs and the records the game's lessons set up (plain JSON copies)."""
    from venture_widgets.tutor import Setup
    from venture_widgets.tutor.catalog import lessons

    try:
        found = lessons(game_id)
    except LessonError:  # a game without lessons yet: only new games and garbage
        return [], []
    steps = [step for lesson in found for step in lesson.steps if isinstance(step, Setup)]
    scenarios = [json.loads(json.dumps(step.scenario)) for step in steps if step.scenario is not None]
    records = [json.loads(json.dumps(step.record)) for step in steps if step.record is not None]
    return scenarios, records


@cache
def option_candidates(game_id: str) -> dict[str, list[Any]]:
    """Per option, values to try: the default, small numbers, booleans, the words its doc quotes
    and the values the lessons use. ``new_games`` keeps those the option's check accepts."""
    game = vw.load_game(game_id)
    scenarios, records = lesson_setups(game_id)
    used = [*scenarios, *(record["options"] for record in records)]
    found: dict[str, list[Any]] = {}
    for spec in game.option_specs:
        values = [spec.default, None, True, False, *range(game.info.max_players), *re.findall(r"'(\w+)'", spec.doc)]
        values += [setup[spec.name] for setup in used if spec.name in setup]
        found[spec.name] = list({json.dumps(v): v for v in values}.values())
    return found


@st.composite
def new_games(draw: st.DrawFn, game_id: str) -> State:
    """A new game: any player count, seed and valid options."""
    game = vw.load_game(game_id)
    players = draw(st.integers(game.info.min_players, game.info.max_players), label="players")
    options = {}
    for spec in game.option_specs:
        accepted = [v for v in option_candidates(game_id)[spec.name] if spec.check(v, players) is None]
        options[spec.name] = draw(st.sampled_from(accepted), label=spec.name)
    seed = draw(st.integers(0, 2**64 - 1), label="seed")
    return game.new_game(players=players, seed=seed, **options)


@st.composite
def positions(draw: st.DrawFn, game_id: str) -> tuple[State, list[str]]:
    """A position: a new game or the scenario of a lesson, played on by up to 300 random legal
    actions. Also every action that was legal on the way (near misses of the position's own)."""
    game = vw.load_game(game_id)
    scenarios = lesson_setups(game_id)[0]
    if scenarios and draw(st.booleans(), label="from a lesson's scenario"):
        state = game.scenario(draw(st.sampled_from(scenarios), label="scenario"))
    else:
        state = draw(new_games(game_id))
    rng = random.Random(draw(st.integers(0, 2**32 - 1), label="walk"))
    seen: set[str] = set()
    for _ in range(draw(st.integers(0, 300), label="actions")):
        legal = state.legal_actions()
        if not legal:
            break
        seen.update(legal)
        state.apply(rng.choice(legal))
    return state, sorted(seen)


@st.composite
def records(draw: st.DrawFn, game_id: str) -> Any:
    """What ``game.replay`` may be given: a record mutated as a dict or as JSON text, another
    lesson's scenario in a record, or garbage (values and text)."""
    state, seen = draw(positions(game_id))
    record = state.record()
    scenarios = lesson_setups(game_id)[0]
    words = words_in([record, seen, scenarios])
    forms = [
        mutated(record, words),
        mutated(record, words).map(as_json_text),
        edited_text(json.dumps(record), words),
        GARBAGE,
        TEXT_GARBAGE,
    ]
    if scenarios:
        forms.append(st.sampled_from(scenarios).map(lambda spec: {**record, "scenario": spec}))
    return draw(st.one_of(forms))


@cache
def scenario_words(game_id: str) -> list[str]:
    """Texts a spec could hold: those of the lessons' specs and the short ones of the catalog."""
    scenarios = lesson_setups(game_id)[0]
    catalog = [word for word in words_in(vw.load_game(game_id).catalog()) if len(word) <= 30]
    return sorted({*words_in(scenarios), *catalog})


@st.composite
def specs(draw: st.DrawFn, game_id: str) -> Any:
    """What ``game.scenario`` may be given: a lesson's spec, mutated, or garbage."""
    scenarios = lesson_setups(game_id)[0]
    if not scenarios:
        return draw(GARBAGE)
    base = draw(st.sampled_from(scenarios))
    return draw(st.one_of(mutated(base, scenario_words(game_id)), GARBAGE))


# --- the checks -----------------------------------------------------------------------------------


def check_short(error: str | Exception) -> None:
    """An error message is at most :data:`MAX_ERROR` characters."""
    text = str(error)
    assert len(text) <= MAX_ERROR, f"a {len(text)}-character error message: {text[:300]}..."


def refused(call: Callable[[Any], Any], value: Any) -> None:
    """``call(value)`` raises a :class:`RulesError` with a short message (any other exception
    goes through, and fails the test)."""
    try:
        call(value)
    except RulesError as error:
        check_short(error)
        return
    raise AssertionError(f"{call.__qualname__} accepted {value!r:.200}")


def check_sound(game: Game, state: State) -> None:
    """A position built from input is one the engine can go on with: a decision or the end, a
    JSON record that replays to it (dict and text), and legal moves that play."""
    legal = state.legal_actions()
    assert isinstance(legal, list) and all(isinstance(action, str) for action in legal), legal
    if state.is_over:
        assert legal == [] and state.current_player is None, "a finished game still has a decision"
    else:
        assert legal, f"no legal action but the game is not over (seat {state.current_player})"
        assert state.current_player in range(state.players), state.current_player
    snap = state.snapshot()
    record = state.record()
    try:
        text = json.dumps(record, allow_nan=False)
    except ValueError as error:
        raise AssertionError(f"the state's record is not JSON: {error}") from None
    assert game.replay(record).snapshot() == snap, "the record does not replay to an equal state"
    assert game.replay(text).snapshot() == snap, "the record's JSON text does not replay to an equal state"
    rng, state = random.Random(0), state.clone()
    for _ in range(PLAY_ON):
        if state.is_over:
            break
        events = state.apply(rng.choice(state.legal_actions()))
        assert isinstance(events, list) and all(isinstance(event, dict) for event in events), events


def refused_or_sound(game: Game, build: Callable[[Any], State], value: Any) -> State | None:
    """``build(value)`` is refused with a short :class:`RulesError` (``None``), or builds a sound
    position (returned)."""
    try:
        state = build(value)
    except RulesError as error:
        check_short(error)
        return None
    check_sound(game, state)
    return state


# --- (a) apply ------------------------------------------------------------------------------------


def bad_actions(legal: list[str], seen: list[str], words: Sequence[str]) -> st.SearchStrategy[Any]:
    """Anything but a legal action (a near miss may happen to be legal: it is then played)."""
    forms = [GARBAGE, st.binary(max_size=20), st.tuples(st.sampled_from(words))]
    if seen:
        forms.append(st.sampled_from(seen))
    if legal or seen:
        forms.append(st.sampled_from(legal or seen).flatmap(lambda action: edited_text(action, words)))
    return st.one_of(forms)


@pytest.mark.parametrize("game_id", GAMES)
@examples(60)
@given(data=st.data())
def test_apply_refuses_bad_actions_and_changes_nothing(game_id: str, data: st.DataObject) -> None:
    state, seen = data.draw(positions(game_id), label="position")
    legal = state.legal_actions()
    action = data.draw(bad_actions(legal, seen, words_in([legal, seen])), label="action")
    if isinstance(action, str) and action in legal:
        events = state.apply(action)
        assert isinstance(events, list), events
        return
    before = state.snapshot()
    refused(state.apply, action)
    refused(state.describe, action)
    assert state.legal_actions() == legal, "a refused action changed the legal actions"
    assert state.snapshot() == before, "a refused action changed the state"


# --- (a), (b) replay ------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
@examples(30)
@given(data=st.data())
def test_a_valid_record_replays_to_an_equal_state(game_id: str, data: st.DataObject) -> None:
    game = vw.load_game(game_id)
    state, _ = data.draw(positions(game_id), label="position")
    record = state.record()
    kept = json.loads(json.dumps(record))
    snap = state.snapshot()
    for form in (record, json.dumps(record)):
        again = game.replay(form)
        assert again.snapshot() == snap, "the record does not replay to an equal state"
        assert again.record() == record, "the replayed state has another record"
    assert record == kept, "replaying a record changed it"


@pytest.mark.parametrize("game_id", GAMES)
@examples(100)
@given(data=st.data())
def test_bad_records_are_refused_or_replay_soundly(game_id: str, data: st.DataObject) -> None:
    game = vw.load_game(game_id)
    record = data.draw(records(game_id), label="record")
    state = refused_or_sound(game, game.replay, record)
    if state is not None and isinstance(record, dict):
        assert state.actions == record["actions"], "the replayed state did not play the record's actions"


# --- (a) scenario ---------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
@examples(100)
@given(data=st.data())
def test_bad_scenarios_are_refused_or_build_a_sound_position(game_id: str, data: st.DataObject) -> None:
    game = vw.load_game(game_id)
    refused_or_sound(game, game.scenario, data.draw(specs(game_id), label="spec"))


# --- (c) the widgets' message handlers ------------------------------------------------------------

SYNCED = ("view", "legal", "status", "log")


@dataclass(frozen=True)
class Shown:
    """What a widget showed before a message: the synced traits, the game, its own traits."""

    kind: str
    synced: dict[str, Any]
    snapshot: dict[str, Any]
    actions: list[str]
    tutor: dict[str, Any]
    replay: dict[str, Any]

    @classmethod
    def of(cls, widget: Any) -> Shown:
        return cls(
            kind=widget.widget_kind,
            synced=json.loads(json.dumps({name: getattr(widget, name) for name in SYNCED})),
            snapshot=widget.state.snapshot(),
            actions=list(widget.state.actions),
            tutor=dict(getattr(widget, "tutor", {})),
            replay=dict(getattr(widget, "replay", {})),
        )

    @property
    def legal(self) -> list[str]:
        return [item["action"] for item in self.synced["legal"]]


class _Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.texts: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.texts.append(f"{record.getMessage():.300} {record.exc_text or ''}")


@contextmanager
def no_internal_error() -> Iterator[None]:
    """Fail if the widgets log an error (their handlers log what they did not foresee)."""
    logger = logging.getLogger("venture_widgets.widgets")
    collect = _Collect()
    logger.addHandler(collect)
    try:
        yield
    finally:
        logger.removeHandler(collect)
    assert not collect.texts, f"the widget logged an internal error: {collect.texts[0]}"


def decision_of(widget: Any) -> dict[str, Any]:
    """The ``decision`` field an act or undo message echoes (none while the widget offers none)."""
    return {"decision": widget.status["decision"]} if "decision" in widget.status else {}


def stale(message: Any, before: Shown) -> bool:
    """Whether ``message`` names a decision other than the one offered (every message but a
    replay's seek must name the one offered)."""
    if not isinstance(message, dict) or message.get("kind") == "seek":
        return False
    if "decision" not in before.synced["status"]:
        return False
    sent, offered = message.get("decision"), before.synced["status"]["decision"]
    return not (type(sent) is type(offered) and sent == offered)


def wrong_try(widget: Any, message: Any, before: Shown) -> bool:
    """Whether a tutorial took ``message`` as a wrong try at the move its step asks for: any text
    move is taken then, and one that is not legal gets feedback and sets ``error`` as well."""
    return (
        isinstance(message, dict)
        and message.get("kind") == "act"
        and isinstance(message.get("action"), str)
        and before.tutor.get("kind") == "expect"
        and not stale(message, before)
        and widget.tutor["feedback"] is not None
        and widget.tutor["feedback"]["ok"] is False
    )


def send(widget: Any, message: Any) -> Shown | None:
    """Send ``message`` as the browser does and check (c) and (d). Returns what the widget showed
    before when the message took effect, ``None`` when it was refused."""
    before = Shown.of(widget)
    with no_internal_error():
        widget._on_message(widget, message, [])
    check_short(widget.error)
    assert not widget.error.startswith("internal error"), widget.error
    if stale(message, before):
        assert widget.error, f"a message for another decision than {before.synced['status']['decision']!r} was taken"
    if widget.error and not wrong_try(widget, message, before):
        after = Shown.of(widget)
        assert after.synced == before.synced, "a refused message changed what the widget shows"
        assert after.snapshot == before.snapshot, "a refused message changed the game"
        return None
    return before


def check_table_effect(widget: Any, message: dict[str, Any], before: Shown) -> None:
    """A table took exactly the act, undo, new game or hand-off the message asked for, and shows
    the seat on screen what the game is now."""
    state, status, kind = widget.state, widget.status, message["kind"]
    if kind == "act":
        assert before.synced["status"]["phase"] == "play", "a move was taken while the screen's seat was not to play"
        assert message["action"] in before.legal, f"{message['action']!r:.80} was taken but was not offered"
        assert state.actions[: len(before.actions) + 1] == [*before.actions, message["action"]]
    elif kind == "undo":
        assert before.synced["status"]["can_undo"], "an undo was taken with nothing to undo"
        assert len(state.actions) < len(before.actions) and state.actions == before.actions[: len(state.actions)]
    elif kind == "new_game":
        assert not status["can_undo"], "a new game has a move to undo"
    elif kind == "handoff":
        assert before.synced["status"]["phase"] == "handoff", "a hand-off was taken while none was pending"
        assert state.actions == before.actions and status["phase"] == "play" and widget.seat == status["to_move"]
    else:
        raise AssertionError(f"a table took a {kind!r} message")
    if kind in ("act", "undo", "new_game"):  # the bots answered until a person decides
        assert status["to_move"] is None or status["to_move"] in widget.match.humans, status
    assert status["actions"] == len(state.actions)
    assert widget.view == state.observe(widget.seat), "the table shows another position than the game's"
    offered = state.legal_actions() if status["phase"] == "play" else []
    assert [item["action"] for item in widget.legal] == offered, "the table offers other moves than the legal ones"


def table_messages(widget: Any) -> st.SearchStrategy[Any]:
    """Valid table messages for what ``widget`` shows, mutated ones, and garbage."""
    decision = decision_of(widget)
    valid = [st.just({"kind": kind, **decision}) for kind in ("undo", "new_game", "handoff")]
    if widget.legal:
        actions = [item["action"] for item in widget.legal]
        act = st.sampled_from(actions).map(lambda action: {"kind": "act", "action": action, **decision})
        valid += [act] * 3  # mostly moves, so that games go on
    return widget_messages(st.one_of(valid), words_in([widget.legal, widget.status, list(widget.MESSAGES)]))


def widget_messages(valid: st.SearchStrategy[dict[str, Any]], words: Sequence[str]) -> st.SearchStrategy[Any]:
    """Mostly valid messages (so that a game moves on), then mutated ones, then garbage."""
    mutants = valid.flatmap(lambda message: mutated(message, words, MESSAGE_GARBAGE))
    return st.one_of(valid, valid, valid, mutants, MESSAGE_GARBAGE)


@contextmanager
def seeded_new_games() -> Iterator[None]:
    """A table's "new game" draws its seed from the system; here from a fixed generator, so a
    failing example replays exactly."""
    with mock.patch.object(random, "SystemRandom", lambda: random.Random(0)):
        yield


@st.composite
def tables(draw: st.DrawFn, game_id: str) -> Any:
    """A table at any player count, with people and random bots (hot-seat when several people)."""
    from venture_widgets.widgets import Table

    info = vw.load_game(game_id).info
    players = draw(st.integers(info.min_players, info.max_players), label="players")
    seats = draw(st.lists(st.sampled_from(["human", "random"]), min_size=players, max_size=players), label="seats")
    return Table(game_id, seats=seats, seed=draw(st.integers(0, 2**32 - 1), label="seed"))


@pytest.mark.parametrize("game_id", GAMES)
@examples(60)
@given(data=st.data())
def test_table_messages_are_refused_or_take_effect_exactly(game_id: str, data: st.DataObject) -> None:
    pytest.importorskip("anywidget")
    with seeded_new_games():
        table = data.draw(tables(game_id), label="table")
        for _ in range(data.draw(st.integers(1, 20), label="messages")):
            message = data.draw(table_messages(table), label="message")
            before = send(table, message)
            if before is not None:
                check_table_effect(table, message, before)


def replay_messages(widget: Any) -> st.SearchStrategy[Any]:
    """Messages for a replay: seek and play from here while it shows the record, then a table's."""
    if widget.widget_kind != "replay":
        return table_messages(widget)
    count = widget.replay["count"]  # a record with no events has one position to show, at 0
    seek = st.integers(0, max(count - 1, 0)).map(lambda index: {"kind": "seek", "index": index})
    valid = st.one_of(seek, seek, seek, st.just({"kind": "play_from_here"}))
    return widget_messages(valid, words_in([list(widget.REPLAY_MESSAGES), list(widget.MESSAGES)]))


@pytest.mark.parametrize("game_id", GAMES)
@examples(60)
@given(data=st.data())
def test_replay_messages_are_refused_or_take_effect_exactly(game_id: str, data: st.DataObject) -> None:
    pytest.importorskip("anywidget")
    from venture_widgets.widgets import Replay

    state, _ = data.draw(positions(game_id), label="game")
    seat = data.draw(st.sampled_from([None, *range(state.players)]), label="seat")
    replay = Replay(state.record(), seat=seat)
    with seeded_new_games():
        for _ in range(data.draw(st.integers(1, 20), label="messages")):
            message = data.draw(replay_messages(replay), label="message")
            before = send(replay, message)
            if before is None:
                continue
            if before.kind != "replay":
                check_table_effect(replay, message, before)
            elif message["kind"] == "seek":
                assert replay.replay["index"] == message["index"] and replay.widget_kind == "replay"
                shown = vw.load_game(game_id).replay(
                    {**replay.record, "actions": replay.record["actions"][: replay.replay["action"]]}
                )
                assert replay.view == shown.observe(seat), "the replay shows another position than the event's"
            else:
                assert message["kind"] == "play_from_here", f"a replay took a {message['kind']!r} message"
                assert replay.widget_kind == "table"
                played = before.replay["action"]
                assert replay.state.actions[:played] == replay.record["actions"][:played]


def tutorial_messages(widget: Any) -> st.SearchStrategy[Any]:
    """Valid tutorial messages (a legal move, the move the step expects, an answer, next,
    restart), mutated ones, and garbage."""
    from venture_widgets.tutor import Expect

    decision = decision_of(widget)
    valid = [st.just({"kind": "next", **decision})] * 3 + [st.just({"kind": "restart", **decision})]
    moves = [item["action"] for item in widget.legal]
    step = widget.runner.current
    if isinstance(step, Expect):
        moves += list(step.actions)
    if moves:
        valid += [st.sampled_from(moves).map(lambda action: {"kind": "act", "action": action, **decision})] * 3
    question = widget.tutor.get("question")
    if question:
        options = st.integers(0, len(question["options"]) - 1)
        valid += [options.map(lambda option: {"kind": "answer", "option": option, **decision})] * 3
    words = words_in([widget.legal, widget.tutor.get("question"), list(widget.MESSAGES)])
    return widget_messages(st.one_of(valid), words)


def check_tutorial_effect(widget: Any, message: dict[str, Any], before: Shown) -> None:
    """A tutorial took exactly the move, answer, step or restart the message asked for."""
    from venture_widgets.tutor import Tutor

    state, tutor, kind = widget.state, widget.tutor, message["kind"]
    if kind == "act":
        if message["action"] not in before.legal:  # a wrong try: feedback, and the position stays
            assert widget.error == tutor["feedback"]["text"] and not tutor["feedback"]["ok"]
            assert state.snapshot() == before.snapshot, "an illegal move changed the lesson's position"
        elif tutor["feedback"]["ok"]:
            assert state.actions == [*before.actions, message["action"]], "the right move was not played alone"
        else:
            assert state.snapshot() == before.snapshot, "a wrong move changed the lesson's position"
    elif kind == "next":
        assert before.tutor["can_next"], "next was taken before the step was done"
        assert tutor["kind"] == "done" or tutor["step"] > before.tutor["step"], (before.tutor, tutor)
    elif kind == "answer":
        assert before.tutor["kind"] == "ask" and tutor["feedback"] is not None, "an answer was taken with no question"
        assert state.snapshot() == before.snapshot, "an answer changed the lesson's position"
    elif kind == "restart":
        fresh = Tutor(widget.runner.lesson)
        assert tutor == fresh.snapshot() and state.snapshot() == fresh.state.snapshot(), "restart did not start again"
    else:
        raise AssertionError(f"a tutorial took a {kind!r} message")
    assert widget.view == state.observe(widget.seat), "the tutorial shows another position than the lesson's"


@pytest.mark.parametrize("game_id", GAMES)
@examples(60)
@given(data=st.data())
def test_tutorial_messages_are_refused_or_take_effect_exactly(game_id: str, data: st.DataObject) -> None:
    pytest.importorskip("anywidget")
    from venture_widgets.tutor import list_lessons
    from venture_widgets.widgets import Tutorial

    tutorial = Tutorial(game_id, data.draw(st.sampled_from(list_lessons(game_id)), label="lesson"))
    for _ in range(data.draw(st.integers(1, 20), label="messages")):
        message = data.draw(tutorial_messages(tutorial), label="message")
        before = send(tutorial, message)
        if before is not None:
            check_tutorial_effect(tutorial, message, before)
