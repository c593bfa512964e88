"""Words the games' texts share: a number with its noun, singular or plural; "a" or "an".

>>> counted(1), counted(3, "mission"), counted(2, "supply", "supplies"), counted(0, "will", "will")
('1 card', '3 missions', '2 supplies', '0 will')
"""

from __future__ import annotations

import re


def counted(n: int, what: str = "card", many: str = "") -> str:
    """``n`` and its noun: ``what`` for one, else ``many`` (by default ``what`` and an ``s``).

    >>> counted(1, "coin"), counted(2, "coin"), counted(-1, "point")
    ('1 coin', '2 coins', '-1 points')
    """
    return f"{n} {what if n == 1 else many or what + 's'}"


#: How the words said with a silent h start.
SILENT_H = ("hour", "honest", "honour", "heir")


def with_article(word: str) -> str:
    """``word`` after "a" or "an", as it is said: "an" before a vowel sound.

    A word starting with a, e, i or o takes "an"; a number takes it when said starting with
    "eight" or as eleven or eighteen. A word starting with u takes "a" (as in "a unique card"):
    no name in the games starts with a u said as in "up". A silent h takes "an" (an Hourglass).

    >>> with_article("Adventurer"), with_article("Guide"), with_article("80%"), with_article("51%")
    ('an Adventurer', 'a Guide', 'an 80%', 'a 51%')
    >>> with_article("Hourglass"), with_article("Hare")
    ('an Hourglass', 'a Hare')
    >>> with_article("8%"), with_article("11%"), with_article("110%")
    ('an 8%', 'an 11%', 'a 110%')
    """
    number = re.match(r"\d+", word)
    if number:
        vowel = word.startswith("8") or number.group() in ("11", "18")
    else:
        vowel = word[:1].lower() in ("a", "e", "i", "o") or word.lower().startswith(SILENT_H)
    return f"{'an' if vowel else 'a'} {word}"
