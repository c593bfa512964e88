"""The JSON form of the engine's values, for snapshots: the same value always gives the same JSON.

Tuples become lists, sets sorted lists, mappings (``MappingProxyType`` too) objects with string
keys in sorted order, an :class:`~venture_widgets.core.effects.Op` its text (name, arguments and
guards), other frozen data (a board's ``Edge``) an object of its fields; anything else raises
``TypeError`` rather than turning into text that two different values could share.

>>> from types import MappingProxyType
>>> from .effects import op
>>> plain((op("gain", n=2, when="rich"), MappingProxyType({"b": {3, 1}, 7: None})))
['gain(n=2, when="rich")', {'7': None, 'b': [1, 3]}]
>>> plain(1j)
Traceback (most recent call last):
...
TypeError: a snapshot has no JSON form for a value of type complex: 1j
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import fields, is_dataclass
from functools import cache
from operator import itemgetter
from typing import Any

from .effects import Op

_SCALARS = (str, int, float, bool, type(None))


def plain(value: Any) -> Any:
    """The JSON form of ``value`` (see the module docstring)."""
    if isinstance(value, _SCALARS):
        return value
    if isinstance(value, list | tuple):
        return [plain(item) for item in value]
    if isinstance(value, set | frozenset):
        items = [plain(item) for item in value]
        try:
            return sorted(items)
        except TypeError:  # mixed types: by type, then by JSON text
            return sorted(items, key=_order)
    if isinstance(value, Op):
        return value.text
    if isinstance(value, Mapping):
        return dict(sorted(((plain_key(k), plain(v)) for k, v in value.items()), key=itemgetter(0)))
    if is_dataclass(value) and not isinstance(value, type):
        return {name: plain(getattr(value, name)) for name in _field_names(type(value))}
    raise TypeError(f"a snapshot has no JSON form for a value of type {type(value).__name__}: {value!r:.80}")


def plain_key(key: Any) -> str:
    """A mapping key as a JSON object key: strings stay, other values become their JSON text.

    >>> plain_key("deck"), plain_key(12), plain_key(("a", 1))
    ('deck', '12', '["a", 1]')
    """
    if isinstance(key, str):
        return key
    return str(key) if type(key) is int else json.dumps(plain(key))


def _order(item: Any) -> tuple[str, str]:
    return type(item).__name__, json.dumps(item, sort_keys=True)


@cache
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in fields(cls))
