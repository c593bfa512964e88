"""The errors every game raises.

All of them derive from :class:`RulesError`, itself a ``ValueError``, so a caller can catch
one type for "the input broke a rule". A method that raises one leaves the state unchanged.

>>> issubclass(IllegalActionError, RulesError) and issubclass(RulesError, ValueError)
True

A message names the bad value with :func:`shown`, cut so that a huge value cannot flood it:

>>> shown("x" * 1000)
"'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx..."
>>> shown(10**5000)
'<an integer of about 5000 digits>'
"""

from __future__ import annotations

SHOWN_LIMIT = 80
LISTED_LIMIT = 8


def shown(value: object, limit: int = SHOWN_LIMIT) -> str:
    """``repr(value)`` cut to at most ``limit`` characters, for an error message."""
    if isinstance(value, int) and value.bit_length() > 64:
        return f"<an integer of about {round(value.bit_length() * 0.30103)} digits>"
    try:
        text = repr(value)
    except (ValueError, RecursionError):  # an integer too long to print, or nesting too deep
        return f"<a {type(value).__name__} too large to show>"
    return clipped(text, limit)


def clipped(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` characters (an ellipsis says it was cut).

    >>> clipped("a long reason", 8)
    'a lon...'
    """
    return text if len(text) <= limit else text[: limit - 3] + "..."


def listed(items: list[str], limit: int = LISTED_LIMIT) -> str:
    """The first ``limit`` of ``items``, comma-separated, and how many more there are: what an
    error lists of the legal actions, so that a position with a hundred stays readable.

    >>> listed(["a", "b"])
    'a, b'
    >>> listed([str(n) for n in range(20)], limit=3)
    '0, 1, 2 and 17 more (legal_actions() lists them all)'
    """
    head = ", ".join(shown(item) if len(item) > SHOWN_LIMIT else item for item in items[:limit])
    more = len(items) - limit
    return f"{head} and {more} more (legal_actions() lists them all)" if more > 0 else head


class RulesError(ValueError):
    """Some input does not fit the rules: the message names the value and the rule."""


class IllegalActionError(RulesError):
    """An action that is not among the legal actions of the position."""


class InvalidOptionError(RulesError):
    """An unknown game option, or a known one with a value it cannot take."""


class RecordError(RulesError):
    """A game record that is malformed or does not replay."""


class ScenarioError(RulesError):
    """A scenario spec that is malformed or describes an impossible position."""


class UnknownGameError(RulesError):
    """A game id that is not registered."""


class LessonError(RulesError):
    """A tutorial lesson that does not exist, or one whose data is malformed or does not fit
    the rules (a step's action is not legal where the lesson plays it)."""


class ProgramError(RulesError):
    """A game's rules that do not fit together: a program naming an op or a condition the game
    does not define, or an op defined twice. Raised when the game is imported, not during play."""


class TutorError(RulesError):
    """A request to a tutor that does not fit the current step (an answer when no question is
    asked, ``next`` before the expected move is made, ...)."""
