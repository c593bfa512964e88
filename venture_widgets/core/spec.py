"""Checks for the fields of a JSON spec (a scenario): each returns the value when it fits and
otherwise raises :class:`ScenarioError` naming the field, what it must be and the value given,
cut by :func:`~venture_widgets.core.errors.shown`.

>>> spec_int(2, "round", 1, 3)
2
>>> spec_int(True, "round", 1, 3)
Traceback (most recent call last):
...
venture_widgets.core.errors.ScenarioError: round must be an integer from 1 to 3, got True
>>> spec_choice(["moon"], "players[0].tokens[0]", ("moon", "sun"))
Traceback (most recent call last):
...
venture_widgets.core.errors.ScenarioError: players[0].tokens[0] must be one of 'moon', 'sun', got ['moon']
>>> spec_distinct(["nest", "warren", "nest"], "players[1].upgraded")
Traceback (most recent call last):
...
venture_widgets.core.errors.ScenarioError: players[1].upgraded names 'nest' twice
"""

from __future__ import annotations

from collections.abc import Collection, Hashable, Mapping
from typing import Any, TypeVar

from .errors import ScenarioError, shown

H = TypeVar("H", bound=Hashable)

CHOICES_SHOWN = 240  # characters of a list of choices in a message


def spec_mapping(value: object, where: str) -> Mapping[Any, Any]:
    """``value`` if it is a JSON object."""
    if not isinstance(value, Mapping):
        raise ScenarioError(f"{where} must be an object, got {shown(value)}")
    return value


def spec_object(value: object, where: str, keys: Collection[str]) -> Mapping[str, Any]:
    """``value`` if it is a JSON object whose keys are all among ``keys``."""
    unknown = sorted(shown(key) for key in spec_mapping(value, where) if key not in keys)
    if unknown:
        raise ScenarioError(f"{where}: unknown key {unknown[0]}; keys: {', '.join(sorted(keys))}")
    return value  # type: ignore[return-value]


def spec_list(value: object, where: str) -> list[Any]:
    """``value`` if it is a JSON list."""
    if not isinstance(value, list):
        raise ScenarioError(f"{where} must be a list, got {shown(value)}")
    return value


def spec_int(value: object, where: str, low: int = 0, high: int | None = None) -> int:
    """``value`` if it is an integer (not a bool) from ``low`` to ``high`` (no upper bound: None)."""
    if not isinstance(value, int) or isinstance(value, bool) or value < low or (high is not None and value > high):
        bound = f"from {low} to {high}" if high is not None else f"of at least {low}"
        raise ScenarioError(f"{where} must be an integer {bound}, got {shown(value)}")
    return value


def spec_flag(value: object, where: str) -> bool:
    """``value`` if it is ``true`` or ``false`` (not 0 or 1)."""
    if not isinstance(value, bool):
        raise ScenarioError(f"{where} must be true or false, got {shown(value)}")
    return value


def spec_choice(value: object, where: str, choices: Collection[str]) -> str:
    """``value`` if it is one of the strings ``choices``."""
    if not isinstance(value, str) or value not in choices:
        listed = ", ".join(map(repr, choices))
        if len(listed) > CHOICES_SHOWN:
            listed = listed[: CHOICES_SHOWN - 4] + ", ..."
        raise ScenarioError(f"{where} must be one of {listed}, got {shown(value)}")
    return value


def spec_distinct(values: list[H], where: str) -> list[H]:
    """``values`` (each checked already, so hashable) if no value comes twice."""
    seen: set[Hashable] = set()
    for value in values:
        if value in seen:
            raise ScenarioError(f"{where} names {shown(value)} twice")
        seen.add(value)
    return values
