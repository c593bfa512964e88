"""Game records: everything needed to replay a game exactly, as JSON.

A record holds the format version, the game id, the number of players, the seed, the
options, an optional scenario spec (for games started from a position) and the actions.

>>> rec = make_record("venturesome", 3, 7, {"first_player": None}, ["play GUIDE.MAP"])
>>> rec["format"], rec["version"], rec["actions"]
('venture_widgets.record', 1, ['play GUIDE.MAP'])
>>> try:
...     read_record({"format": "something else"}, "venturesome")
... except RecordError as error:
...     print(error)
not a venture_widgets record: format='something else' (expected 'venture_widgets.record')
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from .errors import RecordError, shown
from .rng import check_seed

RECORD_FORMAT = "venture_widgets.record"
RECORD_VERSION = 1


def make_record(
    game: str,
    players: int,
    seed: int,
    options: dict[str, Any],
    actions: list[str],
    scenario: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """A JSON-ready record (a fresh dict: later moves do not change it)."""
    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "game": game,
        "players": players,
        "seed": seed,
        "options": dict(options),
        "scenario": json.loads(json.dumps(scenario)) if scenario is not None else None,
        "actions": list(actions),
    }


MAX_RECORD_TEXT = 4_000_000  # characters of JSON text: hours of play fit in far less
MAX_RECORD_DEPTH = 32  # nesting of lists and objects: a record and its scenario use under 10
MAX_RECORD_INT = 1 << 128  # the size of any number in a record (a seed is below 2**64)

_FIELDS: dict[str, tuple[str, Callable[[Any], bool]]] = {
    "players": ("an integer", lambda v: type(v) is int),
    "options": ("an object of option names", lambda v: isinstance(v, dict)),
    "scenario": ("null or a scenario object", lambda v: v is None or isinstance(v, dict)),
    "actions": ("a list of action strings", lambda v: isinstance(v, list) and all(isinstance(a, str) for a in v)),
}


def read_record(record: Any, game: str | None = None) -> dict[str, Any]:
    """Check a record (a dict or its JSON text), for ``game`` if given; return it as a dict or raise
    :class:`RecordError` naming the field and what it should be.

    >>> good = make_record("venturesome", 2, 7, {}, [])
    >>> read_record(json.dumps(good))["seed"]
    7
    >>> read_record({**good, "actions": ""})
    Traceback (most recent call last):
    ...
    venture_widgets.core.errors.RecordError: record field 'actions' must be a list of action strings, got ''
    """
    if isinstance(record, str):
        record = _parse(record)
    if not isinstance(record, dict):
        raise RecordError(f"a record is a JSON object, got {type(record).__name__}")
    _check_json(record)
    if record.get("format") != RECORD_FORMAT:
        raise RecordError(
            f"not a venture_widgets record: format={shown(record.get('format'))} (expected {RECORD_FORMAT!r})"
        )
    if type(record.get("version")) is not int or record["version"] != RECORD_VERSION:  # True == 1 in Python
        raise RecordError(
            f"record version {shown(record.get('version'))} is not supported (this is version {RECORD_VERSION})"
        )
    unknown = sorted(set(record) - {"format", "version", "game", "seed", *_FIELDS})
    if unknown:
        raise RecordError(f"record has an unknown field {shown(unknown[0])}")
    if not isinstance(record.get("game"), str):
        raise RecordError(f"record field 'game' must be a game id, got {shown(record.get('game'))}")
    if game is not None and record["game"] != game:
        raise RecordError(f"record is for game {shown(record['game'])}, not {game!r}")
    for key in ("seed", *_FIELDS):
        if key not in record:
            raise RecordError(f"record has no {key!r} field")
    check_seed(record["seed"], RecordError, "record field 'seed'")
    for key, (expected, ok) in _FIELDS.items():
        if not ok(record[key]):
            raise RecordError(f"record field {key!r} must be {expected}, got {shown(record[key])}")
    return record


def _parse(text: str) -> Any:
    """The JSON value of a record's text, bounded in size; any failure is a :class:`RecordError`."""
    if len(text) > MAX_RECORD_TEXT:
        raise RecordError(f"record text is {len(text)} characters long, more than a record needs ({MAX_RECORD_TEXT})")
    try:
        return json.loads(text)
    except RecursionError:
        raise RecordError(f"record text is nested more than {MAX_RECORD_DEPTH} levels deep") from None
    except ValueError as error:  # malformed JSON, or a number too long to read
        raise RecordError(f"record is not valid JSON: {shown(str(error), 200)}") from None


def _check_json(record: dict[str, Any]) -> None:
    """Raise unless ``record`` is plain JSON data: objects with string keys, lists, strings,
    numbers below 2**128 and booleans, at most :data:`MAX_RECORD_DEPTH` levels deep."""
    stack: list[tuple[Any, str, int]] = [(record, "record", 1)]
    while stack:
        value, where, depth = stack.pop()
        if isinstance(value, dict | list):
            if depth > MAX_RECORD_DEPTH:
                raise RecordError(f"{where} is nested more than {MAX_RECORD_DEPTH} levels deep")
            if isinstance(value, list):
                stack.extend((item, f"{where}[{i}]", depth + 1) for i, item in enumerate(value))
                continue
            for key, item in value.items():
                if not isinstance(key, str):
                    raise RecordError(f"{where} has a key that is not a string: {shown(key)}")
                stack.append((item, f"{where}.{key}" if key.isidentifier() else f"{where}[{shown(key)}]", depth + 1))
        elif isinstance(value, int) and not -MAX_RECORD_INT < value < MAX_RECORD_INT:
            raise RecordError(f"{where} is a number too large for a record: {shown(value)}")
        elif value is not None and not isinstance(value, str | int | float):
            raise RecordError(f"{where} is not JSON data: {shown(value)}")
