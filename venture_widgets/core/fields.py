"""One declaration of a state's fields: how each starts, how a copy takes it, how a snapshot shows it.

A class deriving from :class:`Declared` writes each field once, in its class body, as its type and
one of the constructors below (or a :class:`Field`). Starting an instance
(:meth:`Declared.start_fields`), copying it (:meth:`Declared.clone`) and showing it as JSON
(:meth:`Declared.snapshot`) all read that one declaration, so a new field cannot be forgotten by
one of them; a subclass adds its fields to its parent's.

>>> class Tally(Declared):
...     players: int = given()
...     round: int = value(1)
...     scores: list[int] = per_seat(0)
...     hands: list[list[int]] = seat_items(list, leaf="ABC".__getitem__)
...     seen: set[int] = items(set)
...     held: int | None = item(leaf="ABC".__getitem__)
...     def __init__(self, players: int) -> None:
...         self.start_fields(players=players)
>>> tally = Tally(2)
>>> tally.hands[0].append(1)
>>> tally.held = 2
>>> copy = tally.clone()
>>> copy.hands[0].append(2)
>>> tally.hands, copy.hands
([[1], []], [[1, 2], []])
>>> tally.snapshot()
{'players': 2, 'round': 1, 'scores': [0, 0], 'hands': [['B'], []], 'seen': [], 'held': 'C'}
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from operator import itemgetter
from typing import Any, ClassVar, Self

from .plain import plain, plain_key

Convert = Callable[[Any], Any]


class Copy(Enum):
    """The usual ways a copy takes a field (a loop each in :meth:`Declared.clone`: fast)."""

    SHARE = "share"  # the same value: it is immutable, or read-only for the whole game
    COPY = "copy"  # value.copy(): a list, set or dict of immutable values, or an object with copy()
    EACH_LIST = "each list"  # a list of lists of immutable values: each list copied
    EACH_SET = "each set"  # a list of sets of immutable values: each set copied
    EMPTY = "empty"  # a new empty list (a log)


@dataclass(frozen=True, slots=True)
class Field:
    """How one field of a :class:`Declared` class starts, is copied and is shown.

    ``start(obj)`` gives the value in a new object (``None``: the constructor passes it to
    :meth:`Declared.start_fields`); a field starts after those declared before it, so it may read
    them. ``copy`` is a :class:`Copy` or a function from the value to the copy's value.
    ``show(value)`` gives its JSON form in a snapshot (``None``: not shown, e.g. a cache or the
    rules the state follows).
    """

    start: Convert | None = None
    copy: Copy | Convert = Copy.SHARE
    show: Convert | None = plain


def field(start: Convert | None = None, copy: Copy | Convert = Copy.SHARE, show: Convert | None = plain) -> Any:
    """A field declared with its own ``start``, ``copy`` and ``show`` (see :class:`Field`)."""
    return Field(start, copy, show)


def given(copy: Copy | Convert = Copy.SHARE, show: Convert | None = plain) -> Any:
    """A field the constructor passes to :meth:`Declared.start_fields`; shared by copies unless
    ``copy`` says how to copy it."""
    return Field(None, copy, show)


def value(start: Any, show: Convert | None = plain) -> Any:
    """An immutable value (a number, a string, ``None``, frozen data) that starts as ``start``;
    a copy shares it."""
    return Field(lambda obj: start, Copy.SHARE, show)


def item(leaf: Convert) -> Any:
    """One immutable item or ``None`` (a card index, say), starting as ``None``; a copy shares it.
    A snapshot shows it as :func:`items` shows each item, as ``leaf(item)`` (the card's code), and
    ``None`` as ``None``."""
    return Field(lambda obj: None, Copy.SHARE, lambda one: None if one is None else leaf(one))


def items(kind: type[list[Any] | set[Any] | dict[Any, Any]], leaf: Convert = plain, key: Convert = plain_key) -> Any:
    """A ``list``, ``set`` or ``dict`` of immutable values: starts empty, a copy copies the container.

    A snapshot shows each item as ``leaf(item)`` (a card index as its code, say): a list in its
    order, a set sorted, a dict with keys ``key(k)`` in sorted order.
    """
    return Field(lambda obj: kind(), Copy.COPY, _show(kind, leaf, key))


def per_seat(fill: Any) -> Any:
    """A list of one immutable value per seat (``obj.players`` of them), each starting as ``fill``."""
    return Field(lambda obj: [fill] * obj.players, Copy.COPY, _show(list, plain, plain_key))


def seat_items(kind: type[list[Any] | set[Any]], leaf: Convert = plain) -> Any:
    """A list of one ``list`` or ``set`` of immutable values per seat, each starting empty; a copy
    copies each of them. A snapshot shows them as :func:`items` does."""
    show = _show(kind, leaf, plain_key)
    return Field(
        lambda obj: [kind() for _ in range(obj.players)],
        Copy.EACH_LIST if kind is list else Copy.EACH_SET,
        lambda seats: list(map(show, seats)),
    )


def groups(leaf: Convert = plain) -> Any:
    """A dict of lists of immutable values (immutable keys): starts empty, a copy copies each list."""
    show_list = _show(list, leaf, plain_key)
    show = _show(dict, show_list, plain_key)
    return Field(lambda obj: {}, lambda groups: {key: group.copy() for key, group in groups.items()}, show)


def log() -> Any:
    """A list the object appends to as it goes (events): not part of the position, so a copy
    starts it empty and a snapshot does not show it."""
    return Field(lambda obj: [], Copy.EMPTY, None)


def _show(kind: type, leaf: Convert, key: Convert) -> Convert:
    if kind is list:
        return lambda values: list(map(leaf, values))
    if kind is set:
        return lambda values: sorted(map(leaf, values))
    return lambda mapping: dict(sorted(((key(k), leaf(v)) for k, v in mapping.items()), key=itemgetter(0)))


class Fields:
    """The declared fields of a class, in order, sorted by what each operation needs."""

    def __init__(self, declared: Mapping[str, Field]) -> None:
        self.declared = dict(declared)
        self.given = tuple(name for name, f in self.declared.items() if f.start is None)
        self.started = tuple((name, f.start) for name, f in self.declared.items() if f.start is not None)
        self.copied = self._copied(Copy.COPY)
        self.each = tuple((name, list.copy) for name in self._copied(Copy.EACH_LIST)) + tuple(
            (name, set.copy) for name in self._copied(Copy.EACH_SET)
        )
        self.emptied = self._copied(Copy.EMPTY)
        custom: list[tuple[str, Convert]] = []
        for name, f in self.declared.items():
            if not isinstance(f.copy, Copy):
                custom.append((name, f.copy))
        self.custom = tuple(custom)
        self.shown = tuple((name, f.show) for name, f in self.declared.items() if f.show is not None)

    def _copied(self, how: Copy) -> tuple[str, ...]:
        return tuple(name for name, f in self.declared.items() if f.copy is how)

    def extend(self, more: Mapping[str, Field], owner: str) -> Fields:
        """These fields and then ``more`` (declared by class ``owner``); a name declared twice raises."""
        again = sorted(set(self.declared) & set(more))
        if again:
            raise TypeError(f"{owner} declares the field {again[0]!r} that a base class already declares")
        return Fields({**self.declared, **more})


class Declared:
    """A class whose instances hold exactly the fields declared in its class bodies (see the
    module docstring). The declarations are taken off the class, so that reading a field finds
    the instance's own value at full speed."""

    FIELDS: ClassVar[Fields] = Fields({})

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        own = {name: f for name, f in vars(cls).items() if isinstance(f, Field)}
        for name in own:
            delattr(cls, name)
        cls.FIELDS = cls.FIELDS.extend(own, cls.__qualname__)

    def start_fields(self, **given: Any) -> None:
        """Set the fields the constructor gives, then start every other one from its declaration."""
        fields = self.FIELDS
        if set(given) != set(fields.given):
            wrong = sorted(set(given) ^ set(fields.given))
            raise TypeError(f"{type(self).__qualname__} is given the fields {fields.given}, not {wrong[0]!r}")
        d = self.__dict__
        d.update(given)
        for name, start in fields.started:
            d[name] = start(self)

    def clone(self) -> Self:
        """An independent copy: every field copied as its declaration says."""
        fields = self.FIELDS
        new = object.__new__(type(self))
        d, src = new.__dict__, self.__dict__
        d.update(src)  # the shared fields (one bulk copy is faster than one key at a time)
        for name in fields.copied:
            d[name] = src[name].copy()
        for name, copy_one in fields.each:
            d[name] = list(map(copy_one, src[name]))
        for name in fields.emptied:
            d[name] = []
        for name, copy in fields.custom:
            d[name] = copy(src[name])
        return new

    def snapshot(self) -> dict[str, Any]:
        """Every shown field as JSON (see :class:`Field`), for equality checks and bug reports."""
        src = self.__dict__
        return {name: show(src[name]) for name, show in self.FIELDS.shown}
