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
from typing import Any

from .errors import RecordError

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


def read_record(record: Any, game: str) -> dict[str, Any]:
    """Check a record (a dict or its JSON text) for ``game``; return it as a dict or raise."""
    if isinstance(record, str):
        try:
            record = json.loads(record)
        except json.JSONDecodeError as error:
            raise RecordError(f"record is not valid JSON: {error}") from None
    if not isinstance(record, dict):
        raise RecordError(f"a record is a JSON object, got {type(record).__name__}")
    if record.get("format") != RECORD_FORMAT:
        raise RecordError(f"not a venture_widgets record: format={record.get('format')!r} (expected {RECORD_FORMAT!r})")
    if type(record.get("version")) is not int or record["version"] != RECORD_VERSION:  # True == 1 in Python
        raise RecordError(
            f"record version {record.get('version')!r} is not supported (this is version {RECORD_VERSION})"
        )
    if record.get("game") != game:
        raise RecordError(f"record is for game {record.get('game')!r}, not {game!r}")
    checks = {
        "players": lambda v: isinstance(v, int) and not isinstance(v, bool),
        "seed": lambda v: isinstance(v, int) and not isinstance(v, bool),
        "options": lambda v: isinstance(v, dict) and all(isinstance(k, str) for k in v),
        "scenario": lambda v: v is None or isinstance(v, dict),
        "actions": lambda v: isinstance(v, list) and all(isinstance(a, str) for a in v),
    }
    for key, ok in checks.items():
        if key not in record:
            raise RecordError(f"record has no {key!r} field")
        if not ok(record[key]):
            raise RecordError(f"record field {key!r} is malformed: {record[key]!r:.80}")
    return record
