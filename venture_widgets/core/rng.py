"""A small seeded random generator whose whole state is one integer.

Games keep their randomness in the state so that (game, options, seed, actions) replays
exactly. Python's ``random.Random`` carries 625 words of state, which makes ``clone()`` slow;
this SplitMix64 generator carries one, gives the same sequence on every Python version
(CPython and Pyodide alike), and copies for free.

>>> rng = Rng(7)
>>> [rng.below(10) for _ in range(5)]
[7, 4, 6, 3, 4]
>>> cards = [1, 2, 3, 4]
>>> Rng(1).shuffle(cards)
>>> sorted(cards)
[1, 2, 3, 4]

A seed is one of the generator's 2**64 states: :func:`check_seed` refuses anything else, and
:func:`random_seed` draws one when a game is started without a seed.

>>> check_seed(7, ValueError)
7
>>> check_seed(-1, ValueError, "record field 'seed'")
Traceback (most recent call last):
...
ValueError: record field 'seed' must be an integer from 0 to 2**64 - 1, got -1

``determinize(seat, rng)`` takes a ``random.Random`` from its caller instead (a bot's own
generator); :func:`check_random` refuses anything else before a copy is made.
"""

from __future__ import annotations

import random
from typing import Any

from .errors import RulesError, shown

#: Default seeds are drawn from the operating system with this many bits: the seed decides every
#: hidden card, and a search over all seeds of this size for one matching a seat's own hand is out
#: of reach (``benchmarks/seed_search.py``); the generator keeps 64 bits, so more would add nothing.
SEED_BITS = 64
SEED_LIMIT = 1 << SEED_BITS
_MASK = SEED_LIMIT - 1
RANDOM_METHODS = ("shuffle", "getrandbits")  # what determinize asks of its generator


def check_seed(value: object, error: type[ValueError], where: str = "seed") -> int:
    """Return ``value`` if it is a seed (an integer in ``range(2**64)``), else raise ``error``."""
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < SEED_LIMIT:
        raise error(f"{where} must be an integer from 0 to 2**64 - 1, got {shown(value)}")
    return value


def random_seed() -> int:
    """A fresh seed from the operating system's randomness."""
    return random.SystemRandom().randrange(SEED_LIMIT)


class Rng:
    """SplitMix64: fast, well mixed, and fully described by ``self.state``."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        """The next 64-bit output."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, got {n}")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle ``items`` in place (Fisher-Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def copy(self) -> Rng:
        """An independent generator in the same state."""
        return Rng(self.state)


def check_random(rng: object) -> random.Random:
    """Return ``rng`` if it can resample hidden information, else raise a clear :class:`RulesError`.

    >>> check_random(random.Random(1)).getrandbits(1) in (0, 1)
    True
    >>> check_random(7)
    Traceback (most recent call last):
    ...
    venture_widgets.core.errors.RulesError: determinize needs a random.Random (with shuffle() and getrandbits()), got 7
    """
    if isinstance(rng, random.Random):
        return rng
    if not isinstance(rng, type) and all(callable(getattr(rng, name, None)) for name in RANDOM_METHODS):
        return rng  # type: ignore[return-value]
    methods = " and ".join(f"{name}()" for name in RANDOM_METHODS)
    raise RulesError(f"determinize needs a random.Random (with {methods}), got {shown(rng)}")
