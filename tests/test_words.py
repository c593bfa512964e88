"""The small words fit the numbers and names they go with: "1 coin", never "1 coins"; "an
Adventurer", never "a Adventurer".

Every game's texts are walked in seeded random games at the largest and the smallest table: the
words of each legal action, the reasons of the unavailable ones, the events and every seat's view
(prompts, labels, log lines). A text built as ``f"{n} coins"`` or ``f"a {name}"`` shows up here
as soon as a game reaches ``n == 1`` or a name said with a vowel first; the cure is in
:mod:`venture_widgets.core.words` (``counted``, ``with_article``).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

import venture_widgets as vw
from venture_widgets.core.game import State

#: The nouns the games count, in the plural.
NOUNS = (
    *("adventurers", "actions", "buildings", "cards", "coins", "gems", "instruments", "marvels", "missions"),
    *("paths", "players", "points", "rounds", "seats", "spaces", "steps", "supplies", "tokens", "treasures"),
    *("turns", "villagers", "wills", "random cards", "final turns"),
)
#: "1 coins"; not "Seat 1 turns up" (a verb) nor "11 cards".
ONE_WITH_A_PLURAL = re.compile(rf"(?<![\d.,-])(?<!Seat )\b1 ({'|'.join(NOUNS)})\b")
#: "a Adventurer": a name said with a vowel first, after "a".
A_BEFORE_A_VOWEL = re.compile(r"\b[Aa] [AEIO]\w*")


def strings(value: Any) -> Iterator[str]:
    """Every text in a JSON-like value.

    >>> sorted(strings({"a": ["x", {"b": "y"}], "c": 1}))
    ['x', 'y']
    """
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from strings(item)


def texts_of(state: State, players: int) -> Iterator[str]:
    """What a player can read at this position: the views, the choices and why others are out."""
    for seat in range(players):
        yield from strings(state.observe(seat))
    if not state.is_over:
        yield from (state.describe(action) for action in state.legal_actions())
        yield from strings(state.unavailable_actions())


@cache
def readable_texts(game_id: str) -> frozenset[str]:
    """Every text of three seeded random games of the game, with its events."""
    game, texts = vw.load_game(game_id), set()
    for players, seed in ((game.info.max_players, 1), (game.info.max_players, 2), (game.info.min_players, 3)):
        state, rng = game.new_game(players=players, seed=seed), random.Random(seed)
        texts.update(texts_of(state, players))
        while not state.is_over:
            texts.update(strings(state.apply(rng.choice(state.legal_actions()))))
            texts.update(texts_of(state, players))
    return frozenset(texts)


@pytest.mark.parametrize(
    ("pattern", "text", "found"),
    [
        (ONE_WITH_A_PLURAL, "pay 1 coins", True),
        (ONE_WITH_A_PLURAL, "pay 1 coin", False),
        (ONE_WITH_A_PLURAL, "Seat 1 turns up", False),
        (ONE_WITH_A_PLURAL, "11 cards", False),
        (A_BEFORE_A_VOWEL, "nobody may play a Adventurer", True),
        (A_BEFORE_A_VOWEL, "nobody may play an Adventurer", False),
        (A_BEFORE_A_VOWEL, "a Guide", False),
    ],
)
def test_the_patterns_find_the_mistakes_and_nothing_else(pattern: re.Pattern[str], text: str, found: bool) -> None:
    assert bool(pattern.search(text)) is found


@pytest.mark.parametrize("game_id", vw.list_games())
def test_a_count_of_one_reads_in_the_singular(game_id: str) -> None:
    wrong = sorted(text for text in readable_texts(game_id) if ONE_WITH_A_PLURAL.search(text))
    assert not wrong, wrong[:10]


@pytest.mark.parametrize("game_id", vw.list_games())
def test_a_name_said_with_a_vowel_first_takes_an(game_id: str) -> None:
    wrong = sorted(text for text in readable_texts(game_id) if A_BEFORE_A_VOWEL.search(text))
    assert not wrong, wrong[:10]
