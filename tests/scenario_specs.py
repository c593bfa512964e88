"""Random scenario specs for both games, drawn from a ``random.Random``: every field the spec
documents, within the ranges its validation accepts, except that one Venturesome seat in ten
still in the round holds no card, which the validation must refuse (issue 8, item 5)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from venture_widgets.games.venturesome.data import CARDS as VS_CARDS
from venture_widgets.games.venturesome.data import CHARACTERS, THREATS
from venture_widgets.games.wild_venture.boards import BOARDS, TOKEN_REWARDS
from venture_widgets.games.wild_venture.cards import CARDS as WV_CARDS
from venture_widgets.games.wild_venture.model import SPECIES, STARTER_OF
from venture_widgets.games.wild_venture.rules import ENCHANTMENT_TYPES


def _some(rng: random.Random, items: list[Any], most: int) -> list[Any]:
    """Up to ``most`` items taken off the end of ``items`` (which shrinks)."""
    return [items.pop() for _ in range(min(len(items), rng.randint(0, most)))]


def venturesome_spec(rng: random.Random) -> dict[str, Any]:
    """A random Venturesome position that the scenario spec allows."""
    players = rng.randint(2, 5)
    codes = [card.code for card in VS_CARDS]
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


def wild_venture_spec(rng: random.Random) -> dict[str, Any]:
    """A random A Wild Venture position that the scenario spec allows."""
    board = BOARDS[rng.choice(sorted(BOARDS))]
    cards = [card for card in WV_CARDS if card.kind != "starter"]
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
