"""What the shared tests play for A Wild Venture, found by convention (``tests/game_modules.py``):
the golden playthroughs, the recorded bot games, random scenario specs and the names people
read in a spec.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from venture_widgets.games.wild_venture.boards import BOARDS, TOKEN_REWARDS
from venture_widgets.games.wild_venture.cards import CARDS
from venture_widgets.games.wild_venture.model import SPECIES, STARTER_OF
from venture_widgets.games.wild_venture.rules import ENCHANTMENT_TYPES
from venture_widgets.games.wild_venture.scenario import CODE_BY_NAME

#: (players, seed) of each golden playthrough (``tests/test_golden.py``; files in ``golden/``)
GOLDEN = [(2, 5)]
#: (bots, seed) -> (number of actions, first 16 hex digits of the SHA-256 of the JSON list of
#: actions), recorded when the greedy bot's look-ahead became a beam on one sample, which changed
#: its choices on purpose (``tests/test_agents_speed.py``)
BOT_GAMES = {(("greedy", "random"), 4): (171, "83f648026523ad02")}
#: a random spec is never refused
SPEC_REFUSED = None
#: the section headings of the rulebook: a quiz's citation names one of them (and may go on with a
#: step, a note or a card: "Player's Turn, step I"), see tests/tutor/test_quiz_feedback.py
RULEBOOK_HEADINGS = (
    "Setup",
    "Overview",
    "Turn Sequence",
    "Main Action: Play a card",
    "Main Action: Activate a card",
    "Free Action",
    "End of Turn",
    "Card Effects",
    "Adventuring",
    "Claiming a Reward",
    "Claiming tokens",
    "Detailed Adventure example",
    "Gear Cards",
    "Building Cards",
    "Investing in Buildings",
    "Enchanting Buildings",
    "Multiple Triggers",
    "End of Game",
    "Villager Scoring",
    "Building Scoring",
    "Gear Scoring",
    "Optional Variants",
)
#: codes -> the names people read, which a spec may use instead; the starters' codes ("nest")
#: are also the names of board tokens, which keep their ids
NAMES = {code: name for name, code in CODE_BY_NAME.items() if code not in ("nest", "lilypad", "warren")}


def scenario_spec(rng: random.Random) -> dict[str, Any]:
    """A random A Wild Venture position that the scenario spec allows."""
    board = BOARDS[rng.choice(sorted(BOARDS))]
    cards = [card for card in CARDS if card.kind != "starter"]
    rng.shuffle(cards)
    used: set[str] = set()
    tokens_left = Counter({token: 2 for token in ENCHANTMENT_TYPES})
    species = rng.sample(SPECIES, 2)

    def take(kind: str | None, most: int) -> list[Any]:
        pool = [c for c in cards if c.code not in used and kind in (None, c.kind)]
        chosen = pool[: rng.randint(0, min(most, len(pool)))]
        used.update(c.code for c in chosen)
        return chosen

    def owned_tokens() -> list[str]:
        owned = rng.sample([t for t in ENCHANTMENT_TYPES if tokens_left[t]], rng.randint(0, 2))
        tokens_left.subtract(owned)
        return owned

    def board_pair() -> list[str]:
        pair = [t for t in rng.sample(ENCHANTMENT_TYPES, 2) if tokens_left[t]]
        tokens_left.subtract(pair)
        return pair

    def player(seat: int) -> dict[str, Any]:
        area = {kind: take(kind, most) for kind, most in (("villager", 4), ("gear", 2), ("building", 2))}
        owned = owned_tokens()
        enchanted = dict(zip((c.code for c in area["building"]), owned, strict=False))
        spec: dict[str, Any] = {
            "coins": rng.randint(0, 15),
            "hand": [c.code for c in take(None, 6)],
            "tucked": [c.code for c in take(None, 5)],
            "villagers": [
                rng.choice([c.code, {"code": c.code, "supply": rng.randint(0, c.supply)}]) for c in area["villager"]
            ],
            "gear": [{"code": c.code, "supply": rng.randint(0, c.supply)} for c in area["gear"]],
            "buildings": [
                {"code": c.code, "supply": rng.randint(0, 4), "enchanted": enchanted.get(c.code)}
                for c in area["building"]
            ],
            "upgraded": rng.sample(sorted(STARTER_OF.values()), rng.randint(0, 3)),
            "tokens": owned[len(enchanted) :],
            "position": rng.choice(board.spaces).id,
            "returning": rng.random() < 0.2,
            "species": species[seat],
            "used_main": [c.code for c in area["villager"]][: rng.randint(0, 1)],
            "used_free": rng.sample([c.code for c in area["gear"]] + sorted(STARTER_OF.values()), rng.randint(0, 1)),
        }
        needed = ("species", "villagers", "gear")  # what used_main and used_free name
        return {key: value for key, value in spec.items() if key in needed or rng.random() < 0.8}

    players = [player(0), player(1)]
    spec: dict[str, Any] = {
        "board": board.id,
        "theme": rng.choice(["academy", "tidings"]),
        "no_memory": rng.random() < 0.5,
        "even_wilder": rng.random() < 0.5,
        "tiebreak": rng.random() < 0.5,
        "seed": rng.randrange(2**64),
        "active": rng.randint(0, 1),
        "main_actions_left": rng.randint(0, 2),
        "turn": rng.randint(1, 30),
        "final_turns": rng.choice([None, None, None, 1, 2]),
        "players": players,
        "trash": [c.code for c in take(None, 4)],
        "board_tokens": {
            space.id: space.token for space in board.spaces if space.token in TOKEN_REWARDS and rng.random() < 0.7
        },
        "board_enchant": {space.id: board_pair() for space in board.spaces if space.token == "enchant"},
    }
    if rng.random() < 0.5:
        spec["deck"] = [c.code for c in take(None, 30)]
    return {key: value for key, value in spec.items() if key in ("board", "players") or rng.random() < 0.8}
