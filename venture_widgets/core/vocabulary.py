"""A game's vocabulary, checked once when the game is imported, never during play.

A game's op table may be gathered from the modules that define its ops
(:func:`merge_handlers`): an op defined in two of them is refused, naming both. Every program of
the game, wherever it sits in the game's modules (a turn, a card's effect inside the card data,
a table of programs, an op's argument), is then checked against that table and the game's
conditions (:func:`check_programs`), so a misspelt op of a rare card fails at import, not when
the card is first played.

>>> from .effects import op
>>> try:
...     check_programs([(op("gain"), op("draw", when="rich"))], {"gain": print, "draw": print}, {})
... except ProgramError as error:
...     print(error)
the program (gain, draw) guards draw with the condition 'rich', not one of the game's conditions (none)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import fields, is_dataclass
from types import MappingProxyType, ModuleType
from typing import Any

from .effects import Condition, Op, OpHandler
from .errors import ProgramError


def merge_handlers(*modules: ModuleType) -> Mapping[str, OpHandler]:
    """The read-only op table of ops defined in several modules, each in its ``HANDLERS`` table.

    >>> first, second = ModuleType("first"), ModuleType("second")
    >>> first.HANDLERS, second.HANDLERS = {"gain": print}, {"draw": print, "gain": repr}
    >>> merge_handlers(first, second)
    Traceback (most recent call last):
    ...
    venture_widgets.core.errors.ProgramError: the op 'gain' is defined twice: in first and in second
    """
    table: dict[str, OpHandler] = {}
    where: dict[str, str] = {}
    for module in modules:
        for name, handler in module.HANDLERS.items():
            if name in table:
                raise ProgramError(f"the op {name!r} is defined twice: in {where[name]} and in {module.__name__}")
            table[name], where[name] = handler, module.__name__
    return MappingProxyType(table)


def check_programs(
    places: Iterable[Any],
    ops: Mapping[str, OpHandler],
    conditions: Mapping[str, Condition],
    arguments: Mapping[str, Callable[[Op], str | None]] = MappingProxyType({}),
) -> None:
    """Raise :class:`ProgramError` unless every op found in ``places`` is in ``ops``, its guards
    are in ``conditions``, and ``arguments[name]`` (where the game gives one) finds nothing wrong
    with its arguments: a check that returns ``None``, or the problem in words.

    >>> from .effects import op
    >>> verbs = {"pick": lambda o: None if o.args["verb"] in ("draw", "trash") else "no such verb"}
    >>> check_programs([(op("pick", verb="juggle"),)], {"pick": print}, {}, verbs)
    Traceback (most recent call last):
    ...
    venture_widgets.core.errors.ProgramError: the program (pick) gives pick arguments it cannot take: no such verb

    A place is a module (the values of its globals are searched, not the modules it imports), a
    program, or any data holding programs: tuples, lists, sets, mappings, dataclasses (card data),
    down to the programs inside an op's arguments.
    """
    for program, o in _ops_in(places):
        if o.name not in ops:
            raise ProgramError(
                f"the program {_show(program)} uses the op {o.name!r}, not one of the game's ops "
                f"({', '.join(sorted(ops)) or 'none'})"
            )
        for guard in (o.when, o.unless):
            if guard is not None and guard not in conditions:
                raise ProgramError(
                    f"the program {_show(program)} guards {o.name} with the condition {guard!r}, not one of "
                    f"the game's conditions ({', '.join(sorted(conditions)) or 'none'})"
                )
        check = arguments.get(o.name)
        problem = check(o) if check is not None else None
        if problem is not None:
            raise ProgramError(f"the program {_show(program)} gives {o.name} arguments it cannot take: {problem}")


def _ops_in(places: Iterable[Any]) -> Iterator[tuple[tuple[Any, ...], Op]]:
    """Every op reachable from ``places``, with the tuple (the program) it was found in."""
    todo: list[tuple[Any, tuple[Any, ...]]] = []
    for place in places:
        if isinstance(place, ModuleType):  # its own globals (not the modules it imports)
            todo.extend((v, ()) for k, v in vars(place).items() if not k.startswith("__"))
        else:
            todo.append((place, ()))
    seen: set[int] = set()
    while todo:
        item, parent = todo.pop()
        if id(item) in seen or isinstance(item, str | bytes | int | float | type(None)):
            continue
        seen.add(id(item))
        if isinstance(item, Op):
            yield parent, item
            todo.extend((v, ()) for v in item.args.values())
        elif isinstance(item, tuple | list | set | frozenset):
            todo.extend((v, tuple(item)) for v in item)
        elif isinstance(item, Mapping):
            todo.extend((v, ()) for v in item.values())
        elif is_dataclass(item) and not isinstance(item, type):
            todo.extend((getattr(item, f.name), ()) for f in fields(item))


def _show(program: tuple[Any, ...]) -> str:
    names = ", ".join(o.name if isinstance(o, Op) else "?" for o in program)
    return f"({names})" if len(names) <= 80 else f"({names[:77]}...)"
