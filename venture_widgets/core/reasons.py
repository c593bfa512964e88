"""Words for what a move changed, from numbers read off a seat's observation before and after it:
the clauses a hint's reason is made of (``venture_widgets.games.<id>.hint_reasons``).

>>> changes([(2, 5, "takes {n} coin{s}", "pays {n} coin{s}"), (3, 3, "draws {n}", ""), (4, 3, "", "loses {n} will")])
['takes 3 coins', 'loses 1 will']

A game reads a few numbers of each seat's area and names them twice, for the seat and for the
others (:func:`seat_changes`):

>>> numbers = lambda area: {"coins": area["coins"]}
>>> own = {"coins": ("takes {n} coin{s}", "pays {n} coin{s}")}
>>> others = {"coins": ("gives seat {seat} {{n}} coin{{s}}", "")}
>>> before, after = {"seats": [{"coins": 1}, {"coins": 0}]}, {"seats": [{"coins": 0}, {"coins": 1}]}
>>> seat_changes(before, after, 0, numbers, own, others)
['pays 1 coin', 'gives seat 1 1 coin']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

#: one number before and after a move, and the words for a rise and a fall (``{n}`` the
#: difference, ``{s}`` an "s" unless it is 1, ``{now}`` the number after and ``{now_s}`` an "s" unless
#: that is 1; an empty phrase: say nothing)
Change = tuple[float, float, str, str]


def changes(rows: Iterable[Change]) -> list[str]:
    """The phrase of each row whose number rose or fell, in order."""
    found = []
    for was, now, rise, fall in rows:
        phrase = rise if now > was else fall if now < was else ""
        if phrase:
            n = abs(now - was)
            found.append(
                phrase.format(n=f"{n:g}", s="" if n == 1 else "s", now=f"{now:g}", now_s="" if now == 1 else "s")
            )
    return found


Words = Mapping[str, tuple[str, str]]


def seat_changes(
    before: Mapping[str, Any],
    after: Mapping[str, Any],
    seat: int,
    numbers: Callable[[dict[str, Any]], dict[str, int]],
    own: Words,
    others: Words,
) -> list[str]:
    """:func:`changes` of the seats' areas (``observation["seats"]``) ``before`` and ``after`` a
    move: the ``numbers`` of ``seat``'s area with the words ``own``, then each other seat's with
    the words ``others`` (in which ``{seat}`` is that seat's number; double the braces of ``{{n}}``)."""
    was, now = before["seats"], after["seats"]
    rows: list[Change] = []
    for index in [seat] + [other for other in range(len(was)) if other != seat]:
        old, new = numbers(was[index]), numbers(now[index])
        words = (
            own
            if index == seat
            else {key: (r.format(seat=index), f.format(seat=index)) for key, (r, f) in others.items()}
        )
        rows += [(old[key], new[key], rise, fall) for key, (rise, fall) in words.items()]
    return changes(rows)
