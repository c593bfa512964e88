"""What the shared tests play for Venture (2019), found by convention (``tests/game_modules.py``):
the golden playthrough, the recorded bot games, random scenario specs and the names people read
in a spec (none: cards are named by their codes, roles by their ids).

A random spec deals a random table that the spec allows: roles, missions, completed missions
(at most three a seat: a fourth would have ended the game), hands with some of their cards
seen, cards beside the roles, the top of the deck, the discard pile and where play resumes,
with the optional keys left out at times.
"""

from __future__ import annotations

import random
from typing import Any

from venture_widgets.games.venture_2019.cards import (
    CARD_BY_CODE,
    CODE,
    MISSION_BY_NUMBER,
    MISSIONS_EACH,
    MISSIONS_IN_GAME,
    deck_cards,
)
from venture_widgets.games.venture_2019.model import ROLES
from venture_widgets.games.venture_2019.scenario import STARTS
from venture_widgets.games.venture_2019.sections import RULEBOOK

#: (players, seed) of each golden playthrough (``tests/test_golden.py``; files in ``golden/``)
GOLDEN = [(4, 7)]
#: (bots, seed) -> (number of actions, first 16 hex digits of the SHA-256 of the JSON list of
#: actions), recorded with the tuned greedy evaluation (the Phase 4 still to come counted, the
#: look-ahead stopping before Phase 3: ``games/venture_2019/bot.py``) (``tests/test_agents_speed.py``)
BOT_GAMES = {
    (("greedy", "random", "random"), 1): (182, "217e0d809624e039"),
    (("random", "greedy", "random", "greedy"), 2): (130, "631c4a34ce2ea3a9"),
}
#: a random spec is never refused
SPEC_REFUSED = None
#: cards are named by their codes and roles by their ids: no other names
NAMES: dict[str, str] = {}
#: the rulebook's headings, which a quiz's feedback cites (``tests/tutor/test_quiz_feedback.py``)
RULEBOOK_HEADINGS = tuple(RULEBOOK.values())

#: at most this many of a kind a seat, in a random spec
MOST_IN_HAND = 6
MOST_COMPLETED = MISSIONS_EACH - 1
MOST_LASTING = 2
MOST_ON_TOP = 3
LONG_TERM = sorted({code for code, card in CARD_BY_CODE.items() if card.effect and card.effect.lasting})


def _pop(rng: random.Random, pool: list[str], most: int) -> list[str]:
    """Up to ``most`` codes off the end of ``pool`` (shuffled; it shrinks)."""
    return [pool.pop() for _ in range(min(len(pool), rng.randint(0, most)))]


def _take(pool: list[str], code: str) -> bool:
    """Take one card of ``code`` out of ``pool``, if one is left."""
    if code in pool:
        pool.remove(code)
        return True
    return False


def _seat(rng: random.Random, pool: list[str], missions: list[int]) -> dict[str, Any]:
    """One seat's keys: completed missions, a hand with seen cards, cards beside the role."""
    seat: dict[str, Any] = {"missions": missions}
    done = rng.sample(missions, rng.randint(0, MOST_COMPLETED))
    seat["completed"] = [m for m in done if _take(pool, MISSION_BY_NUMBER[m].instrument)]
    if rng.random() < 0.8:  # else five cards from the deck
        hand = _pop(rng, pool, MOST_IN_HAND)
        seat["hand"] = hand
        seat["shown"] = rng.sample(hand, rng.randint(0, len(hand)))
    lasting: list[dict[str, Any]] = []
    for code in rng.sample(LONG_TERM, rng.randint(0, MOST_LASTING)):
        if _take(pool, code):
            lasting.append({"card": code, "spent": rng.random() < 0.3})
    if rng.random() < 0.2:
        lasting.append({"talent": "shield"})
    seat["lasting"] = lasting
    return seat


def scenario_spec(rng: random.Random) -> dict[str, Any]:
    """A random Venture (2019) table that the spec allows, with the optional keys left out at times."""
    players = rng.randint(3, 6)
    pool = [CODE[card] for card in deck_cards(players)]
    rng.shuffle(pool)
    numbers = rng.sample(range(1, MISSIONS_IN_GAME[players] + 1), MISSIONS_EACH * players)
    seats = [_seat(rng, pool, sorted(numbers[i::players])) for i in range(players)]
    for seat, role in zip(seats, rng.sample(ROLES, players), strict=True):
        seat["role"] = role
    spec: dict[str, Any] = {
        "players": players,
        "seed": rng.randrange(2**64),
        "seats": seats,
        "deck": _pop(rng, pool, MOST_ON_TOP),
        "discard": _pop(rng, pool, MOST_ON_TOP),
        "active": rng.randrange(players),
        "turn": rng.randint(1, 40),
        "direction": rng.choice([1, -1]),
        "start": rng.choice(list(STARTS)),
    }
    for key in ("seed", "deck", "discard", "active", "turn", "direction", "start"):
        if rng.random() < 0.2:
            del spec[key]
    if rng.random() < 0.2:  # the roles in the rulebook's order and the missions dealt round the table
        for seat in seats:
            del seat["role"], seat["missions"], seat["completed"]
    return spec
