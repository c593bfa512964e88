"""Venture Forth's 22 explore tokens.

The rulebook gives the count and the three kinds of symbol (coins to gain, despair to take, one
to three treasure cards to look at, keeping one); which faces there are is ours
(docs/reconstructions.md, Venture Forth: explore tokens): mostly treasures, a few coins, and
richer treasure tokens that also bring a despair. The code names the face (``1t``: one treasure,
``2c``: two coins, ``3t1d``: three treasures and a despair) and the copy.

>>> len(EXPLORE_TOKENS), EXPLORE_TOKENS[0]
(22, ExploreToken(code='token_1t_1', coins=0, despair=0, treasures=1, source='reconstructed'))
>>> sum(token.treasures > 0 for token in EXPLORE_TOKENS), sum(token.despair for token in EXPLORE_TOKENS)
(18, 4)
"""

from __future__ import annotations

from .model import ExploreToken

#: The faces: (treasures, coins, despair) and how many tokens show each.
FACES: tuple[tuple[tuple[int, int, int], int], ...] = (
    ((1, 0, 0), 4),
    ((2, 0, 0), 4),
    ((3, 0, 0), 3),
    ((0, 2, 0), 3),
    ((1, 1, 0), 3),
    ((1, 0, 1), 2),
    ((3, 0, 1), 2),
    ((0, 3, 0), 1),
)


def face_code(treasures: int, coins: int, despair: int) -> str:
    """The short name of a face: counts followed by ``c`` (coins), ``t`` (treasures), ``d``
    (despair), in that order, leaving out zeros.

    >>> face_code(1, 1, 0), face_code(3, 0, 1), face_code(0, 3, 0)
    ('1c1t', '3t1d', '3c')
    """
    return "".join(f"{n}{letter}" for n, letter in ((coins, "c"), (treasures, "t"), (despair, "d")) if n)


EXPLORE_TOKENS: tuple[ExploreToken, ...] = tuple(
    ExploreToken(f"token_{face_code(treasures, coins, despair)}_{copy}", coins, despair, treasures)
    for (treasures, coins, despair), count in FACES
    for copy in range(1, count + 1)
)
BY_CODE: dict[str, ExploreToken] = {token.code: token for token in EXPLORE_TOKENS}
