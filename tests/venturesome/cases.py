"""What the shared tests play for Venturesome, found by convention (``tests/game_modules.py``):
the golden playthroughs, the recorded bot games, random scenario specs and the names people
read in a spec.

A random spec covers every field the spec documents, within the ranges its validation accepts,
except that one seat in ten still in the round holds no card, which the validation must refuse
(issue 8, item 5): :data:`SPEC_REFUSED` is what that refusal says.
"""

from __future__ import annotations

import random
from typing import Any

from venture_widgets.games.venturesome.data import CARDS, CHARACTERS, THREATS
from venture_widgets.games.venturesome.scenario import CARD_BY_NAME, CHARACTER_BY_NAME, THREAT_BY_NAME

#: (players, seed) of each golden playthrough (``tests/test_golden.py``; files in ``golden/``)
GOLDEN = [(3, 7)]
#: (bots, seed) -> (number of actions, first 16 hex digits of the SHA-256 of the JSON list of
#: actions), recorded with the greedy bot as it was before it read its evaluation from the state
#: (``tests/test_agents_speed.py``)
BOT_GAMES = {
    (("greedy", "greedy", "greedy"), 1): (99, "80571cc9631be470"),
    (("greedy", "random"), 2): (86, "3f62aa9728be905b"),
}
#: what the refusal of a random spec says (the only one a random spec may meet)
SPEC_REFUSED = "needs a card"
#: the section headings of the rulebook: a quiz's citation names one of them (and may go on with a
#: step, a note or a card: "Player's Turn, step I"), see tests/tutor/test_quiz_feedback.py
RULEBOOK_HEADINGS = (
    "Contents",
    "Setup",
    "Gameplay",
    "Player's Turn",
    "End of Round and Preparing the Next",
    "End of Game and Scoring",
    "Character Card Effects",
    "Threat Cards",
)
#: codes -> the names people read, which a spec may use instead
NAMES = {
    **{code: name for name, code in CARD_BY_NAME.items()},
    **{tid: name for name, tid in THREAT_BY_NAME.items()},
    **{cid: name for name, cid in CHARACTER_BY_NAME.items()},
}


def _some(rng: random.Random, items: list[Any], most: int) -> list[Any]:
    """Up to ``most`` items taken off the end of ``items`` (which shrinks)."""
    return [items.pop() for _ in range(min(len(items), rng.randint(0, most)))]


def scenario_spec(rng: random.Random) -> dict[str, Any]:
    """A random Venturesome position that the scenario spec allows."""
    players = rng.randint(2, 5)
    codes = [card.code for card in CARDS]
    rng.shuffle(codes)
    out = rng.sample(range(players), rng.randint(0, players - 1))
    # an empty hand in the round is not a position of the game: the spec is refused (one in ten)
    hands = [[] if p in out or rng.random() < 0.1 else [codes.pop(), *_some(rng, codes, 5)] for p in range(players)]
    expeditions = [[] if p in out else _some(rng, codes, 4) for p in range(players)]
    threats = [threat.id for threat in THREATS]
    rng.shuffle(threats)
    in_round = players - len(out)
    spec: dict[str, Any] = {
        "players": players,
        "seed": rng.randrange(2**64),
        "round": rng.randint(1, 3),
        "current": rng.choice([p for p in range(players) if p not in out]),
        "hands": hands,
        "expeditions": expeditions,
        "treasures": [_some(rng, codes, 4) for _ in range(players)],
        "deck": _some(rng, codes, 3),
        "discard": _some(rng, codes, 3),
        "rest": rng.choice(["deck", "discard"]),
        "threats": [threats.pop() for _ in range(in_round)] + _some(rng, threats, 2),
        "resolved": {threats.pop(): rng.randrange(players) for _ in range(rng.randint(0, min(2, len(threats))))},
        "threat_deck": _some(rng, threats, 2),
        "threat_discard": _some(rng, threats, 2),
        "out": out,
        "intimidated": rng.choice([None, *[c for c in CHARACTERS if c != "ARTIFACT_HUNTER"]]),
        "last_resolver": rng.choice([None, *range(players)]),
    }
    needed = ("players", "current", "hands", "out", "threats")  # left out, these describe another position
    return {key: value for key, value in spec.items() if key in needed or rng.random() < 0.8}
