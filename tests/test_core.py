"""The game-agnostic core: registry, new_game validation, records, effects, Rng, import hygiene.

Game-specific positions come only from the public API (``new_game``, ``scenario``), so these
tests hold for every game; where a test needs a game it uses each of ``vw.list_games()`` or,
for scenario records, Venturesome.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import textwrap
from collections import Counter
from types import ModuleType
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import venture_widgets as vw
from venture_widgets.core import effects, fields
from venture_widgets.core.effects import STOP, Choice, Run, answer, op, push, resume
from venture_widgets.core.errors import (
    IllegalActionError,
    InvalidOptionError,
    ProgramError,
    RecordError,
    RulesError,
    ScenarioError,
    UnknownGameError,
    shown,
)
from venture_widgets.core.record import RECORD_FORMAT, RECORD_VERSION, make_record, read_record
from venture_widgets.core.rng import Rng
from venture_widgets.core.vocabulary import check_programs, merge_handlers
from venture_widgets.games.venturesome.scenario import KEYS as SCENARIO_KEYS

GAMES = vw.list_games()


def _played(game_id: str, steps: int = 25, seed: int = 4) -> Any:
    game = vw.load_game(game_id)
    state = game.new_game(players=game.info.min_players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


# --- errors and registry --------------------------------------------------------------------------


def test_error_hierarchy() -> None:
    assert issubclass(RulesError, ValueError)
    for error in (IllegalActionError, InvalidOptionError, RecordError, ScenarioError, UnknownGameError):
        assert issubclass(error, RulesError)
        assert getattr(vw, error.__name__) is error


def test_list_games() -> None:
    games = vw.list_games()
    assert "venturesome" in games
    assert games == sorted(games) and len(set(games)) == len(games)
    assert all(isinstance(g, str) for g in games)


@pytest.mark.parametrize("game_id", GAMES)
def test_load_game(game_id: str) -> None:
    game = vw.load_game(game_id)
    assert game is vw.load_game(game_id)
    info = game.info
    assert info.id == game_id and info.title
    assert isinstance(info.min_players, int) and 1 <= info.min_players <= info.max_players
    assert game_id in repr(game)


@pytest.mark.parametrize("bad", ["no_such_game", "", "Venturesome", "core", "../core", None, 3])
def test_unknown_game(bad: Any) -> None:
    with pytest.raises(UnknownGameError) as caught:
        vw.load_game(bad)
    assert repr(bad) in str(caught.value)
    assert "venturesome" in str(caught.value)  # the message lists the games there are


# --- new_game validation --------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
def test_new_game_players(game_id: str) -> None:
    game = vw.load_game(game_id)
    lo, hi = game.info.min_players, game.info.max_players
    for players in range(lo, hi + 1):
        assert game.new_game(players=players, seed=1).players == players
    assert game.new_game(seed=1).players == lo
    for bad in (lo - 1, hi + 1, 0, -1, 10**9, True, False, str(lo), float(lo), [lo], "x"):
        with pytest.raises(InvalidOptionError) as caught:
            game.new_game(players=bad, seed=1)
        message = str(caught.value)
        assert repr(bad) in message and f"{lo} to {hi} players" in message


@pytest.mark.parametrize("game_id", GAMES)
def test_new_game_seed(game_id: str) -> None:
    game = vw.load_game(game_id)
    players = game.info.min_players
    for bad in ("7", 7.0, True, [7], b"7"):
        with pytest.raises(InvalidOptionError, match="seed must be an integer") as caught:
            game.new_game(players=players, seed=bad)
        assert repr(bad) in str(caught.value)
    for bad in (-1, 2**64, 2**200):  # a seed is one of the generator's 2**64 states
        with pytest.raises(InvalidOptionError, match=r"seed must be an integer from 0 to 2\*\*64 - 1"):
            game.new_game(players=players, seed=bad)
    for seed in (0, 2**64 - 1):
        assert game.new_game(players=players, seed=seed).seed == seed
    drawn = game.new_game(players=players)
    assert isinstance(drawn.seed, int) and not isinstance(drawn.seed, bool)
    assert game.replay(drawn.record()).snapshot() == drawn.snapshot()  # a drawn seed is recorded


@pytest.mark.parametrize("game_id", GAMES)
def test_new_game_unknown_option(game_id: str) -> None:
    game = vw.load_game(game_id)
    with pytest.raises(InvalidOptionError) as caught:
        game.new_game(players=game.info.min_players, seed=1, no_such_option=3)
    message = str(caught.value)
    assert "'no_such_option'" in message and game_id in message
    for spec in game.option_specs:
        assert spec.name in message  # it lists the options there are


@pytest.mark.parametrize("game_id", GAMES)
def test_option_values_never_crash(game_id: str) -> None:
    """Any value for a documented option is accepted or refused with InvalidOptionError naming it."""
    game = vw.load_game(game_id)
    players = game.info.min_players
    for spec in game.option_specs:
        assert spec.doc
        game.new_game(players=players, seed=1, **{spec.name: spec.default})
        refused = 0
        for value in (object(), "nonsense", -1, 10**9, [1], {"a": 1}, 1.5, True, None):
            try:
                game.new_game(players=players, seed=1, **{spec.name: value})
            except InvalidOptionError as error:
                refused += 1
                assert spec.name in str(error)
        assert refused, f"option {spec.name} accepts anything"


def test_venturesome_first_player_option() -> None:
    game = vw.load_game("venturesome")
    assert game.new_game(players=4, seed=1, first_player=3).current_player == 3
    for bad in (4, -1, True, "0", 1.0):
        with pytest.raises(InvalidOptionError, match=r"option first_player=.*seat from 0 to 3") as caught:
            game.new_game(players=4, seed=1, first_player=bad)
        assert repr(bad) in str(caught.value)


def test_shown_cuts_any_value_for_a_message() -> None:
    assert shown("abc") == "'abc'"
    assert shown("x" * 1000) == "'" + "x" * 76 + "..."
    assert shown(10**5000) == "<an integer of about 5000 digits>"  # repr() itself refuses it
    assert shown([10**5000]) == "<a list too large to show>"
    deep: Any = []
    for _ in range(100_000):
        deep = [deep]
    assert shown(deep) == "<a list too large to show>"
    assert len(shown({"k": "v" * 500}, 30)) == 30


# --- records --------------------------------------------------------------------------------------


def test_make_and_read_record() -> None:
    options = {"first_player": 1}
    actions = ["a", "b"]
    scenario = {"players": 2, "hands": [["X"], []]}
    record = make_record("venturesome", 2, 9, options, actions, scenario)
    assert record == {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "game": "venturesome",
        "players": 2,
        "seed": 9,
        "options": {"first_player": 1},
        "scenario": {"players": 2, "hands": [["X"], []]},
        "actions": ["a", "b"],
    }
    options["first_player"] = 0  # a record is a fresh copy, deep for the scenario
    actions.append("c")
    scenario["hands"][0].append("Y")
    assert record["options"] == {"first_player": 1} and record["actions"] == ["a", "b"]
    assert record["scenario"]["hands"] == [["X"], []]
    assert read_record(record, "venturesome") is record
    assert read_record(json.dumps(record), "venturesome") == record
    assert make_record("venturesome", 2, 9, {}, [])["scenario"] is None


@pytest.mark.parametrize("game_id", GAMES)
def test_record_round_trip(game_id: str) -> None:
    state = _played(game_id, steps=12)  # a solo voyage of Adventurous may end within 25 actions
    assert not state.is_over
    record = state.record()
    text = json.dumps(record)
    for form in (record, text, json.loads(text)):
        assert vw.load_game(game_id).replay(form).snapshot() == state.snapshot()
    before = json.dumps(record)
    state.apply(state.legal_actions()[0])
    assert json.dumps(record) == before, "a record changed when the game went on"


def _expect_record_error(game_id: str, record: Any, *fragments: str) -> str:
    with pytest.raises(RecordError) as caught:
        vw.load_game(game_id).replay(record)
    message = str(caught.value)
    for fragment in fragments:
        assert fragment in message, f"{fragment!r} not in {message!r}"
    return message


@pytest.mark.parametrize(
    ("record", "fragment"),
    [
        ("{not json", "not valid JSON"),
        ("", "not valid JSON"),
        ("[1, 2]", "a record is a JSON object, got list"),
        ("42", "got int"),
        (None, "got NoneType"),
        ([], "got list"),
        (b"{}", "got bytes"),
        ({}, "format=None"),
        ({"format": "chess.pgn"}, "format='chess.pgn'"),
    ],
)
def test_malformed_record(record: Any, fragment: str) -> None:
    _expect_record_error("venturesome", record, fragment)


@pytest.mark.parametrize("game_id", GAMES)
def test_record_header_errors(game_id: str) -> None:
    good = _played(game_id).record()
    for version in (2, 0, "1", 1.0, True, None):
        _expect_record_error(game_id, {**good, "version": version}, f"version {version!r}")
    del_version = {k: v for k, v in good.items() if k != "version"}
    _expect_record_error(game_id, del_version, "version None")
    other = "venturesome" if game_id != "venturesome" else "venture_forth"
    _expect_record_error(game_id, {**good, "game": other}, f"for game {other!r}, not {game_id!r}")
    _expect_record_error(game_id, {**good, "game": None}, "field 'game' must be a game id, got None")


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("field", ["players", "seed", "options", "scenario", "actions"])
def test_record_missing_field(game_id: str, field: str) -> None:
    record = _played(game_id).record()
    del record[field]
    _expect_record_error(game_id, record, f"no {field!r} field")


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("players", "3"),
        ("players", True),
        ("players", 2.0),
        ("players", None),
        ("seed", "7"),
        ("seed", 1.5),
        ("seed", False),
        ("options", []),
        ("options", None),
        ("scenario", "a position"),
        ("scenario", []),
        ("actions", "play X"),
        ("actions", [1, 2]),
        ("actions", [None]),
        ("actions", {"0": "x"}),
    ],
)
def test_record_field_types(field: str, value: Any) -> None:
    record = _played("venturesome").record()
    record[field] = value
    _expect_record_error("venturesome", record, f"record field {field!r} must be")


def test_record_options_need_string_keys() -> None:
    record = _played("venturesome").record()
    record["options"] = {1: 2}
    _expect_record_error("venturesome", record, "record.options has a key that is not a string: 1")


@pytest.mark.parametrize("game_id", GAMES)
def test_record_cannot_start(game_id: str) -> None:
    game = vw.load_game(game_id)
    record = _played(game_id).record()
    _expect_record_error(game_id, {**record, "players": game.info.max_players + 1}, "cannot start a game", "players")
    _expect_record_error(game_id, {**record, "options": {"bogus": 1}}, "cannot start a game", "'bogus'")


@pytest.mark.parametrize("game_id", GAMES)
def test_record_illegal_action_names_its_index(game_id: str) -> None:
    state = _played(game_id, steps=12)
    record = state.record()
    for k in (0, 5, len(record["actions"]) - 1):
        broken = json.loads(json.dumps(record))
        broken["actions"][k] = "no such action"
        _expect_record_error(game_id, broken, f"action #{k} 'no such action'")
    longer = {**record, "actions": [*record["actions"], "x" * 10_000]}
    message = _expect_record_error(game_id, longer, f"action #{len(record['actions'])} 'xxx")
    assert len(message) < 2_000, "the message repeats a huge action"
    finished = _played(game_id, steps=100_000)
    assert finished.is_over
    after_end = {**finished.record()}
    after_end["actions"] = [*after_end["actions"], after_end["actions"][-1]]
    _expect_record_error(game_id, after_end, f"action #{len(after_end['actions']) - 1}", "over")


# Fuzz: a record with any one field (or any one scenario key) replaced by any JSON value, or
# removed, replays (and the game then plays on to its end) or raises RecordError: never another
# exception.

_WORDS = st.sampled_from(
    [
        *("GUIDE.MAP", "REPORTER.GEM1", "COLLECTOR.STATUETTE", "TRAP", "ROPE_BRIDGE", "ARTIFACT_HUNTER", "GUIDE"),
        *("deck", "discard", "play GUIDE.MAP", "first_player", "venturesome", ""),
    ]
)
_JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 7)
    | st.integers()
    | st.floats(allow_nan=False)
    | st.text(max_size=6)
    | _WORDS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(_WORDS | st.text(max_size=4), inner, max_size=4),
    max_leaves=12,
)


def _scenario_record() -> dict[str, Any]:
    game = vw.load_game("venturesome")
    state = game.scenario(
        {
            "players": 3,
            "seed": 5,
            "round": 2,
            "current": 1,
            "hands": [["GUIDE.MAP", "PROFESSOR.RING"], ["COLLECTOR.GEM1", "AVIATOR.ANKH"], ["REPORTER.GEM2"]],
            "expeditions": [["ADVENTURER.MAP"], [], ["GUIDE.GEM3"]],
            "treasures": [["REPORTER.RING"], [], []],
            "deck": ["PROFESSOR.MAP"],
            "threats": ["TRAP", "JAGUAR", "BOG"],
            "threat_discard": ["STORM", "NATIVE", "SANDSTORM"],
            "intimidated": "GUIDE",
        }
    )
    rng = random.Random(1)
    for _ in range(4):
        state.apply(rng.choice(state.legal_actions()))
    return state.record()


_BASES = [_played("venturesome").record(), _scenario_record()]
_SCENARIO_KEYS = sorted(SCENARIO_KEYS)


@settings(max_examples=300, deadline=None)
@given(
    base=st.sampled_from(_BASES),
    where=st.sampled_from(["top", "scenario"]),
    key=st.sampled_from(sorted(_BASES[0]) + _SCENARIO_KEYS + ["extra"]),
    value=_JSON,
    delete=st.booleans(),
)
def test_mutated_records_raise_only_record_errors(
    base: dict[str, Any], where: str, key: str, value: Any, delete: bool
) -> None:
    record = json.loads(json.dumps(base))
    target = record["scenario"] if where == "scenario" and record["scenario"] is not None else record
    if delete:
        target.pop(key, None)
    else:
        target[key] = value
    try:
        state = vw.load_game("venturesome").replay(record)
    except RecordError:
        return
    rng = random.Random(0)  # a position the record describes plays on to the end
    for _ in range(2_000):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    assert state.is_over and not state.legal_actions()


@settings(max_examples=200, deadline=None)
@given(_JSON)
def test_any_json_is_not_a_crash(value: Any) -> None:
    for form in (value, json.dumps(value)):
        with pytest.raises(RecordError):
            vw.load_game("venturesome").replay(form)


# --- scenario records -----------------------------------------------------------------------------


def test_replay_of_a_scenario_game() -> None:
    game = vw.load_game("venturesome")
    record = _scenario_record()
    assert record["scenario"]["round"] == 2 and len(record["actions"]) == 4
    state = game.replay(record)
    rng = random.Random(2)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        if len(state.actions) % 7 == 0:
            again = game.replay(json.dumps(state.record()))
            assert again.snapshot() == state.snapshot()
    final = state.record()
    assert final["scenario"] == record["scenario"]
    assert game.replay(final).snapshot() == state.snapshot()
    assert game.replay(json.loads(json.dumps(final))).snapshot() == state.snapshot()
    assert game.replay(final).winners() == state.winners()


@pytest.mark.parametrize(
    ("change", "fragment"),
    [
        ({"hands": [["NOT.A.CARD"], [], []]}, "'NOT.A.CARD' is not a card code"),
        ({"threats": "TRAP"}, "threats must be a list, got 'TRAP'"),
        ({"threats": [["TRAP"]]}, "threats must be one of 'TRAP', 'BOG',"),
        ({"threat_deck": None}, "threat_deck must be a list, got None"),
        ({"intimidated": ["GUIDE"]}, "intimidated must be one of 'GUIDE',"),
        ({"round": 1.0}, "round must be an integer from 1 to 3, got 1.0"),
        ({"round": True}, "round must be an integer from 1 to 3, got True"),
        ({"bogus": 1}, "scenario: unknown key 'bogus'"),
    ],
)
def test_record_with_a_bad_scenario(change: dict[str, Any], fragment: str) -> None:
    record = _scenario_record()
    record["scenario"].update(change)
    _expect_record_error("venturesome", record, "cannot start a game", fragment)
    with pytest.raises(ScenarioError) as caught:
        vw.load_game("venturesome").scenario(record["scenario"])
    assert fragment in str(caught.value)


# --- the effects interpreter ----------------------------------------------------------------------


class Toy(Run):
    """A tiny game for the interpreter: ops log what they do; conditions read flags."""

    def __init__(self, **flags: bool) -> None:
        self.log: list[str] = []
        self.flags = flags
        super().__init__(
            ops={
                "say": lambda run, o: run.log.append(o.args["text"]),
                "stop": lambda run, o: STOP,
                "ask": lambda run, o: Choice(0, "ask", "pick", "demo", {"a": 1, "b": 2}, o.args["bind"]),
                "call": lambda run, o: push(run, o.args["program"]),
                "call_and_stop": lambda run, o: (push(run, o.args["program"]), STOP)[1],
                "flag": lambda run, o: run.flags.__setitem__(o.args["key"], o.args["value"]),
            },
            conditions={"yes": lambda run: run.flags.get("yes", False), "no": lambda run: run.flags.get("no", False)},
        )


def _run(program: tuple[effects.Op, ...], **flags: bool) -> Toy:
    toy = Toy(**flags)
    push(toy, program)
    assert resume(toy) is None
    return toy


def test_guards() -> None:
    program = (
        op("say", text="always"),
        op("say", text="when yes", when="yes"),
        op("say", text="unless yes", unless="yes"),
        op("say", text="when yes unless no", when="yes", unless="no"),
    )
    assert _run(program, yes=True).log == ["always", "when yes", "when yes unless no"]
    assert _run(program, yes=False).log == ["always", "unless yes"]
    assert _run(program, yes=True, no=True).log == ["always", "when yes"]


def test_guards_read_the_state_when_the_op_runs() -> None:
    program = (op("flag", key="yes", value=True), op("say", text="now", when="yes"))
    assert _run(program).log == ["now"]


def test_stop_ends_only_its_own_frame() -> None:
    inner = (op("say", text="inner 1"), op("stop"), op("say", text="never"))
    outer = (op("say", text="outer 1"), op("call", program=inner), op("say", text="outer 2"))
    assert _run(outer).log == ["outer 1", "inner 1", "outer 2"]
    assert _run((op("stop"), op("say", text="never"))).log == []
    guarded = (op("stop", when="yes"), op("say", text="went on"))
    assert _run(guarded, yes=False).log == ["went on"]
    assert _run(guarded, yes=True).log == []


def test_stop_after_a_push_drops_the_pushed_frame_too() -> None:
    inner = (op("say", text="pushed"),)
    outer = (op("call_and_stop", program=inner), op("say", text="never"))
    assert _run((op("call", program=outer), op("say", text="after"))).log == ["after"]


def test_nested_push_runs_first_then_continues_after_the_pushing_op() -> None:
    deepest = (op("say", text="3"),)
    middle = (op("say", text="2a"), op("call", program=deepest), op("say", text="2b"))
    outer = (op("say", text="1a"), op("call", program=middle), op("say", text="1b"))
    toy = _run(outer)
    assert toy.log == ["1a", "2a", "3", "2b", "1b"]
    assert toy.frames == []
    empty = _run((op("call", program=()), op("say", text="after empty")))
    assert empty.log == ["after empty"]


def test_choice_pauses_and_answer_binds_and_moves_on() -> None:
    inner = (op("ask", bind="x"), op("say", text="inner after"))
    outer = (op("call", program=inner), op("ask", bind="y"), op("say", text="end"))
    toy = Toy()
    push(toy, outer)
    first = resume(toy)
    assert first is not None and first.bind == "x" and toy.log == []
    assert resume(toy) == first, "resuming without an answer asks the same question again"
    answer(toy, first, "b")
    second = resume(toy)
    assert second is not None and second.bind == "y"
    assert toy.env == {"x": 2} and toy.log == ["inner after"]
    answer(toy, second, "a")
    assert resume(toy) is None
    assert toy.env == {"x": 2, "y": 1} and toy.log == ["inner after", "end"]


def test_answer_with_a_wrong_option_changes_nothing() -> None:
    toy = Toy()
    push(toy, (op("ask", bind="x"), op("say", text="end")))
    choice = resume(toy)
    assert choice is not None
    frames, env = list(toy.frames), dict(toy.env)
    for bad in ("c", "", "A", "a ", None, 1):
        with pytest.raises(IllegalActionError) as caught:
            answer(toy, choice, bad)  # type: ignore[arg-type]
        message = str(caught.value)
        assert repr(bad) in message and "demo: pick" in message and "legal: a, b" in message
        assert toy.frames == frames and toy.env == env
    answer(toy, choice, "a")
    assert resume(toy) is None and toy.log == ["end"]


def test_ops_are_read_only_data() -> None:
    o = op("say", when="yes", text="hi", cards=("A", "B"))
    assert (o.name, o.when, o.unless, dict(o.args)) == ("say", "yes", None, {"text": "hi", "cards": ("A", "B")})
    with pytest.raises(TypeError):
        o.args["text"] = "changed"  # type: ignore[index]
    with pytest.raises(AttributeError):
        o.name = "other"  # type: ignore[misc]
    assert repr(STOP) == "STOP"


def test_paused_runs_copy_by_value() -> None:
    """Frames are (program, pc) pairs of immutable data: copying the list copies the run."""
    toy = Toy()
    push(toy, (op("say", text="1"), op("ask", bind="x"), op("say", text="2")))
    choice = resume(toy)
    assert choice is not None
    copy = Toy()
    copy.frames, copy.env, copy.log = list(toy.frames), dict(toy.env), list(toy.log)
    answer(toy, choice, "a")
    assert resume(toy) is None
    answer(copy, choice, "b")
    assert resume(copy) is None
    assert (toy.env, copy.env) == ({"x": 1}, {"x": 2})
    assert toy.log == copy.log == ["1", "2"]


def test_a_program_that_ends_by_pushing_another_leaves_no_finished_frame_beneath() -> None:
    """A tail call keeps the stack flat: a turn that starts the next turn from its last op, turn
    after turn, never piles up finished frames (which every copy and snapshot would carry)."""
    toy = Toy()
    toy.ops = {**toy.ops, "again": lambda run, o: push(run, run.frames[-1][0])}
    push(toy, (op("say", text="turn"), op("ask", bind="x"), op("again")))
    for _ in range(50):
        choice = resume(toy)
        assert choice is not None and len(toy.frames) == 1
        answer(toy, choice, "a")
    assert toy.log == ["turn"] * 50


def test_scopes_ops_and_options_are_read_only() -> None:
    """What a clone shares with its original cannot change: a frame keeps a read-only copy of the
    scope it was pushed with, an Op built directly has read-only arguments, a choice read-only options."""
    toy, scope = Toy(), {"card": 1}
    push(toy, (op("say", text="x"),), scope)
    scope["card"] = 2
    assert toy.frames[0][2] == {"card": 1}
    direct = effects.Op("say", {"text": "x"})
    choice = Choice(0, "k", "p", "demo", {"a": 1}, "v")
    for mapping in (toy.frames[0][2], direct.args, choice.options):
        with pytest.raises(TypeError):
            mapping["new"] = 0  # type: ignore[index]
    assert direct.text == 'say(text="x")'


def test_an_op_text_shows_its_arguments_guards_and_inner_programs() -> None:
    inner = (op("gain", n=1),)
    o = op("pay", when="rich", unless="broke", coins=2, then=inner, steps=(("draw", 1),))
    assert o.text == 'pay(coins=2, steps=[["draw", 1]], then=[gain(n=1)], when="rich", unless="broke")'
    assert op("gain", n=1).text != op("gain", n=2).text != op("gain", n=2, when="x").text
    with pytest.raises(TypeError, match="plain data"):
        op("bad", value=object())


# --- field declarations and the game's vocabulary -------------------------------------------------


class Tally(fields.Declared):
    """Every kind of field declaration, for the tests below."""

    players: int = fields.given()
    notes: dict[str, Any] = fields.given(copy=fields.Copy.COPY)
    round: int = fields.value(1)
    hidden: int = fields.value(0, show=None)
    scores: list[int] = fields.per_seat(0)
    hands: list[list[int]] = fields.seat_items(list, leaf="ABCD".__getitem__)
    seen: list[set[str]] = fields.seat_items(set)
    pile: list[int] = fields.items(list)
    marks: set[int] = fields.items(set)
    tokens: dict[int, str] = fields.items(dict, key=lambda k: f"#{k}")
    waiting: dict[str, list[str]] = fields.groups()
    events: list[str] = fields.log()

    def __init__(self, players: int) -> None:
        self.start_fields(players=players, notes={"a": 1})


def test_declared_fields_start_copy_and_show() -> None:
    tally = Tally(2)
    tally.hands[1] += [3, 0]
    tally.seen[0].add("x")
    tally.marks |= {5, 2}
    tally.tokens.update({10: "sun", 9: "moon"})
    tally.waiting["space"] = ["star"]
    tally.events.append("happened")
    copy = tally.clone()
    assert (
        copy.snapshot()
        == tally.snapshot()
        == {
            "players": 2,
            "notes": {"a": 1},
            "round": 1,
            "scores": [0, 0],
            "hands": [[], ["D", "A"]],
            "seen": [["x"], []],
            "pile": [],
            "marks": [2, 5],
            "tokens": {"#10": "sun", "#9": "moon"},
            "waiting": {"space": ["star"]},
        }
    )
    assert copy.events == [] and tally.events == ["happened"], "a copy starts its log empty"
    copy.hands[1].append(1)
    copy.seen[0].add("y")
    copy.waiting["space"].append("moon")
    copy.notes["b"] = 2
    copy.scores[0] = 9
    assert tally.snapshot()["hands"] == [[], ["D", "A"]] and tally.seen == [{"x"}, set()]
    assert tally.waiting == {"space": ["star"]} and tally.notes == {"a": 1} and tally.scores == [0, 0]
    assert sorted(vars(copy)) == sorted(vars(tally)) == sorted(Tally.FIELDS.declared)
    assert not hasattr(Tally, "hands"), "a declaration is taken off the class"


def test_a_field_is_declared_once() -> None:
    with pytest.raises(TypeError, match="'round'"):

        class Again(Tally):
            round: int = fields.value(2)


def test_a_constructor_gives_exactly_the_given_fields() -> None:
    tally = object.__new__(Tally)
    with pytest.raises(TypeError, match="'notes'"):
        tally.start_fields(players=2)
    with pytest.raises(TypeError, match="'extra'"):
        tally.start_fields(players=2, notes={}, extra=1)


def _say(run: Any, o: effects.Op) -> None:
    return None


def test_check_programs_finds_unknown_ops_and_conditions_anywhere() -> None:
    ops, conditions = {"say": _say, "call": _say}, {"yes": bool}
    good = (op("say", when="yes"), op("call", program=(op("say", unless="yes"),)))
    check_programs([good, {"deep": [good]}], ops, conditions)
    module = ModuleType("cards")
    module.CARDS = ({"effect": (op("say"), op("sya"))},)  # type: ignore[attr-defined]
    planted = {
        "a misspelt op": [(op("say"), op("sya"))],
        "an op inside an argument": [(op("call", program=(op("say"), op("sya"))),)],
        "an op in a module's data": [module],
        "an op in a dataclass": [Choice(0, "k", "p", "demo", {"a": (op("sya"),)}, "v")],
    }
    for where, places in planted.items():
        with pytest.raises(ProgramError, match="uses the op 'sya', not one of the game's ops"):
            check_programs(places, ops, conditions)
            raise AssertionError(f"{where} was not found")
    for guard in ("when", "unless"):
        with pytest.raises(ProgramError, match=r"\(say\) guards say with the condition 'no'"):
            check_programs([(op("say", **{guard: "no"}),)], ops, conditions)


def test_merge_handlers_refuses_an_op_defined_twice() -> None:
    first, second, third = ModuleType("rules.first"), ModuleType("rules.second"), ModuleType("rules.third")
    first.HANDLERS = {"say": _say}  # type: ignore[attr-defined]
    second.HANDLERS = {"call": _say}  # type: ignore[attr-defined]
    third.HANDLERS = {"ask": _say, "say": _say}  # type: ignore[attr-defined]
    table = merge_handlers(first, second)
    assert dict(table) == {"say": _say, "call": _say}
    with pytest.raises(TypeError):
        table["ask"] = _say  # type: ignore[index]
    with pytest.raises(ProgramError, match=r"the op 'say' is defined twice: in rules\.first and in rules\.third"):
        merge_handlers(first, second, third)


_PLANT = textwrap.dedent(
    """
    import importlib, sys
    import venture_widgets.core.effects as effects

    game_id, target, change = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    real, built = effects.op, 0

    def planted(name, **kwargs):
        global built
        built += 1
        if built == target:  # plant a bad name in the target-th op the game builds
            if change == "op":
                name += "_misspelt"
            else:
                kwargs[change] = "no_such_condition"
        return real(name, **kwargs)

    effects.op = planted
    try:
        importlib.import_module("venture_widgets.games." + game_id)
    except Exception as error:
        print(type(error).__name__, error)
    else:
        print("imported", built)
    """
)


def _plant(game_id: str, target: int, change: str) -> str:
    args = [sys.executable, "-c", _PLANT, game_id, str(target), change]
    result = subprocess.run(args, capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_bad_name_in_any_program_fails_at_import(game_id: str) -> None:
    """An op or a guard that the game does not define, planted in the first, middle or last op the
    game builds (in its turn, its card data, ...), fails the import of the game, naming it."""
    outcome = _plant(game_id, 0, "op")
    assert outcome.startswith("imported "), outcome
    built = int(outcome.split()[1])
    for target, change in ((1, "op"), (built // 2, "op"), (built, "op"), (built // 3, "when"), (built, "unless")):
        outcome = _plant(game_id, target, change)
        assert outcome.startswith("ProgramError "), f"op #{target} of {built} with a bad {change}: {outcome}"
        assert ("_misspelt" if change == "op" else "'no_such_condition'") in outcome, outcome


# --- Rng ------------------------------------------------------------------------------------------


def test_rng_determinism() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.next64() for _ in range(100)] == [b.next64() for _ in range(100)]
    rng = Rng(7)
    assert [rng.below(10) for _ in range(5)] == [7, 4, 6, 3, 4]  # the same on every Python
    assert Rng(1).next64() != Rng(2).next64()
    assert Rng(-1).state == Rng(2**64 - 1).state and Rng(2**64 + 5).state == 5


def test_rng_copy_is_independent() -> None:
    rng = Rng(3)
    rng.next64()
    twin = rng.copy()
    assert [twin.next64() for _ in range(5)] == [rng.next64() for _ in range(5)]
    twin.next64()
    assert twin.state != rng.state


@pytest.mark.parametrize("n", [1, 2, 3, 7, 10, 63, 64, 1000, 2**32 + 1, 2**63 + 1, 2**64 - 1, 2**64])
def test_rng_below_bounds(n: int) -> None:
    rng = Rng(n)
    values = [rng.below(n) for _ in range(2000)]
    assert all(isinstance(v, int) and 0 <= v < n for v in values)
    if n == 1:
        assert set(values) == {0}
    if n <= 10:
        assert set(values) == set(range(n)), "every value turns up"


def test_rng_below_rejects_empty_ranges() -> None:
    for n in (0, -1, -(2**70)):
        with pytest.raises(ValueError, match="positive bound"):
            Rng(1).below(n)


def test_rng_below_is_uniform() -> None:
    rng = Rng(2024)
    counts = Counter(rng.below(6) for _ in range(60_000))
    chi2 = sum((counts[i] - 10_000) ** 2 / 10_000 for i in range(6))
    assert chi2 < 25, f"chi-square {chi2:.1f} with 5 degrees of freedom"  # p < 0.0002 for a fair die


@given(st.integers(), st.lists(st.integers(), max_size=80))
def test_rng_shuffle_is_a_permutation(seed: int, items: list[int]) -> None:
    shuffled = list(items)
    Rng(seed).shuffle(shuffled)
    assert sorted(shuffled) == sorted(items)
    again = list(items)
    Rng(seed).shuffle(again)
    assert again == shuffled


def test_rng_shuffle_reaches_every_order() -> None:
    rng = Rng(5)
    seen = Counter()
    for _ in range(6000):
        items = [1, 2, 3]
        rng.shuffle(items)
        seen[tuple(items)] += 1
    assert len(seen) == 6 and min(seen.values()) > 800


# --- import hygiene -------------------------------------------------------------------------------

_BLOCKED_IMPORT = textwrap.dedent(
    """
    import importlib, importlib.abc, pkgutil, sys

    BLOCKED = ("ipywidgets", "anywidget")

    class Block(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in BLOCKED:
                raise ImportError(f"{name} is blocked for this test")
            return None

    sys.meta_path.insert(0, Block())
    for name in BLOCKED:
        try:
            importlib.import_module(name)
        except ImportError:
            pass
        else:
            raise SystemExit(f"the blocker let {name} through")

    import venture_widgets
    import venture_widgets.agents
    import venture_widgets.core
    import venture_widgets.games
    import venture_widgets.tutor

    for package in (venture_widgets.core, venture_widgets.games, venture_widgets.agents, venture_widgets.tutor):
        for module in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            importlib.import_module(module.name)
    for game_id in venture_widgets.list_games():
        game = venture_widgets.load_game(game_id)
        state = game.new_game(players=game.info.min_players, seed=1)
        state.apply(state.legal_actions()[0])
        state.observe(None)
    loaded = sorted(m for m in sys.modules if m.split(".")[0] in BLOCKED)
    print("games:", ",".join(venture_widgets.list_games()), "loaded:", loaded)
    """
)


def test_core_and_games_import_without_widget_packages() -> None:
    result = subprocess.run(
        [sys.executable, "-c", _BLOCKED_IMPORT], capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"games: {','.join(GAMES)} loaded: []", result.stdout


@pytest.mark.parametrize("game_id", vw.list_games())
def test_an_illegal_action_error_stays_short_however_many_actions_are_legal(game_id):
    """It names the action and some legal ones, and says how many more: in a position with a
    hundred legal actions it is no flood (it listed all of them, up to 866 characters)."""
    game, longest = vw.load_game(game_id), 0
    for seed in range(6):
        state, rng = game.new_game(seed=seed), random.Random(seed)
        while not state.is_over:
            with pytest.raises(vw.IllegalActionError) as refused:
                state.apply("x" * 300)
            longest = max(longest, len(str(refused.value)))
            legal = len(state.legal_actions())
            if legal > 8:  # some listed and how many more, or (with a long reason) how many in all
                message = str(refused.value)
                listed = message.rpartition("legal: ")[2].count(", ") + 1
                assert message.endswith(
                    (
                        f" and {legal - listed} more (legal_actions() lists them all)",
                        f"legal: {legal} of them (legal_actions() lists them all)",
                    )
                ), message
            state.apply(rng.choice(state.legal_actions()))
    assert 0 < longest <= 500
