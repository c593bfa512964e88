"""Issue 8, item 4: a record is checked in one place (``core.record.read_record``), so
``game.replay``, ``vw.Replay`` and ``vw.Table(record=...)`` refuse the same bad records with the
same :class:`RecordError` naming the field, and all three take a record's JSON text."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

import venture_widgets as vw
from venture_widgets.core.record import MAX_RECORD_DEPTH, MAX_RECORD_TEXT

GAME = vw.load_game("venturesome")


def _record() -> dict[str, Any]:
    state = GAME.new_game(players=3, seed=7)
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    return state.record()


RECORD = _record()

OPENERS: dict[str, Callable[[Any], object]] = {
    "game.replay": GAME.replay,
    "vw.Replay": vw.Replay,
    "vw.Table": lambda record: vw.Table("venturesome", ["human"] * 3, record=record),
}


def _nested(depth: int) -> Any:
    value: Any = []
    for _ in range(depth):
        value = [value]
    return value


def _without(field: str) -> dict[str, Any]:
    return {key: value for key, value in RECORD.items() if key != field}


BAD_RECORDS: list[tuple[Any, str]] = [
    *[(_without(field), f"no {field!r} field") for field in ("seed", "players", "options", "scenario", "actions")],
    (_without("game"), "record field 'game' must be a game id, got None"),
    ({**RECORD, "actions": ""}, "field 'actions' must be a list of action strings, got ''"),
    ({**RECORD, "actions": [1]}, "field 'actions' must be a list of action strings"),
    ({**RECORD, "options": []}, "field 'options' must be an object"),
    ({**RECORD, "players": "3"}, "field 'players' must be an integer, got '3'"),
    ({**RECORD, "scenario": []}, "field 'scenario' must be null or a scenario object"),
    ({**RECORD, "seed": "7"}, "field 'seed' must be an integer from 0 to 2**64 - 1, got '7'"),
    ({**RECORD, "seed": -1}, "field 'seed' must be an integer from 0 to 2**64 - 1, got -1"),
    ({**RECORD, "seed": 2**64}, "field 'seed' must be an integer from 0 to 2**64 - 1"),
    ({**RECORD, "seed": True}, "field 'seed' must be an integer"),
    ({**RECORD, "seed": 10**5000}, "record.seed is a number too large for a record: <an integer of about 5000"),
    ({**RECORD, "extra": 1}, "unknown field 'extra'"),
    ({**RECORD, "options": {"first_player": (1,)}}, "record.options.first_player is not JSON data"),
    ({**RECORD, "options": {"x": _nested(MAX_RECORD_DEPTH)}}, f"nested more than {MAX_RECORD_DEPTH} levels deep"),
    (json.dumps(RECORD).replace('"seed": 7', '"seed": ' + "9" * 5000), "not valid JSON"),
    ("[" * 100_000 + "]" * 100_000, f"nested more than {MAX_RECORD_DEPTH} levels deep"),
    (json.dumps({**RECORD, "actions": ["x" * MAX_RECORD_TEXT]}), "characters long"),
    ({**RECORD, "players": 6}, "cannot start a game: Venturesome is for 2 to 5 players, got players=6"),
    ({**RECORD, "actions": ["fly away"]}, "action #0 'fly away' does not replay"),
    (42, "a record is a JSON object, got int"),
]


@pytest.mark.parametrize("opener", OPENERS)
@pytest.mark.parametrize(("record", "fragment"), BAD_RECORDS, ids=range(len(BAD_RECORDS)))
def test_every_way_in_refuses_a_bad_record_with_the_same_clear_error(opener: str, record: Any, fragment: str) -> None:
    if opener == "vw.Table" and fragment.startswith("cannot start a game"):
        fragment = "the record is for 6 players, but 3 seats"  # the table also checks the seats against the record
    with pytest.raises(vw.RulesError) as caught:
        OPENERS[opener](record)
    message = str(caught.value)
    assert fragment in message and len(message) < 400, message
    if opener != "vw.Table":
        assert isinstance(caught.value, vw.RecordError)


SPEC = {"players": 2, "hands": [["GUIDE.MAP"], ["REPORTER.RING"]], "threats": ["JAGUAR", "TRAP"]}


@pytest.mark.parametrize(
    ("field", "value"), [("players", 3), ("seed", 5), ("options", {"first_player": 1}), ("options", {})]
)
def test_a_scenario_record_must_agree_with_its_scenario(field: str, value: Any) -> None:
    """A record whose players disagreed with its scenario made a table with a phantom seat."""
    record = {**GAME.scenario(SPEC).record(), field: value}
    seats = ["human"] * record["players"]
    if value == {}:  # options left out are the defaults, which the scenario has
        assert vw.Table("venturesome", seats, record=record).state.players == 2
        return
    for opener in (GAME.replay, vw.Replay, lambda record: vw.Table("venturesome", seats, record=record)):
        with pytest.raises(vw.RecordError, match=rf"field {field!r} is .*, but its scenario makes"):
            opener(record)


def test_a_table_checks_the_record_against_its_seats() -> None:
    with pytest.raises(vw.RulesError, match="the record is for 3 players, but 2 seats"):
        vw.Table("venturesome", ["human"] * 2, record=RECORD)


@pytest.mark.parametrize("opener", OPENERS)
def test_every_way_in_takes_json_text(opener: str) -> None:
    OPENERS[opener](json.dumps(RECORD))


def test_a_replay_of_a_game_with_no_events_shows_its_opening() -> None:
    record = vw.load_game("wild_venture").new_game(seed=3).record()
    replay = vw.Replay(record)
    assert replay.replay["count"] == len(replay.full_log)
    empty = vw.Replay(GAME.scenario(SPEC).record())  # a scenario with no actions has no events
    assert empty.full_log == [] and empty.replay["index"] == 0 and empty.view == empty.state.observe(None)


def test_a_replay_names_an_unknown_game() -> None:
    with pytest.raises(vw.RecordError, match=f"field 'game' is 'chess', not one of: {', '.join(vw.list_games())}"):
        vw.Replay({**RECORD, "game": "chess"})


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        ((None,), "unknown game None"),
        ((1,), "unknown game 1"),
        (("chess",), "unknown game 'chess'"),
        (("venturesome", None), "seats must be a list of seat kinds, got None"),
        (("venturesome", "human"), "seats must be a list of seat kinds, got 'human'"),
        (("venturesome", ["human", 3]), "seats must be a list of seat kinds"),
        (("venturesome", ["human", "wizard"]), "seat 1 is 'human' or a bot: unknown bot 'wizard'"),
        (("venturesome", ["human"]), "Venturesome is for 2 to 5 players, got 1 seats"),
        (("wild_venture", ["human"] * 3), "A Wild Venture is for 2 to 2 players, got 3 seats"),
        (("venturesome", ["human"] * 2, -5), "seed must be an integer from 0 to 2**64 - 1, got -5"),
        (("venturesome", ["human"] * 2, "7"), "seed must be an integer from 0 to 2**64 - 1, got '7'"),
    ],
)
def test_a_table_checks_its_game_seats_and_seed_first(args: tuple[Any, ...], fragment: str) -> None:
    with pytest.raises(vw.RulesError) as caught:
        vw.Table(*args)
    assert fragment in str(caught.value)


def test_a_table_has_as_many_players_as_seats() -> None:
    with pytest.raises(vw.RulesError, match="a table has as many players as seats"):
        vw.Table("venturesome", ["human"] * 2, players=3)


def test_a_table_from_a_record_takes_no_seed_or_options() -> None:
    with pytest.raises(vw.RulesError, match="takes its seed and options from the record"):
        vw.Table("venturesome", ["human"] * 3, seed=3, record=RECORD)


def test_new_games_draw_64_bit_seeds() -> None:
    seeds = {GAME.new_game(players=2).seed for _ in range(8)}
    assert all(0 <= seed < 2**64 for seed in seeds) and max(seeds) >= 2**32
    assert GAME.new_game(players=2, seed=2**64 - 1).seed == 2**64 - 1
