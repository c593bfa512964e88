"""What the shared tests play for Venture Forth, found by convention (``tests/game_modules.py``):
the golden playthroughs, the recorded bot games, random scenario specs and the names people
read in a spec.
"""

from __future__ import annotations

import random
from typing import Any

from venture_widgets.games.venture_forth import SIDES
from venture_widgets.games.venture_forth.boards import BOARDS
from venture_widgets.games.venture_forth.model import Board
from venture_widgets.games.venture_forth.scenario import MAX_PLAYERS, MIN_PLAYERS
from venture_widgets.games.venture_forth.tables import (
    CARD_CODE,
    CARD_KIND,
    CARD_NAME,
    L3_CODE,
    L3_NAME,
    TOKEN_CODE,
    TREASURE_CODE,
    TREASURE_NAME,
)
from venture_widgets.games.venture_forth.temples import NIKE_TURNS
from venture_widgets.games.venture_forth.venture import PARTY_LIMIT

#: (players, seed) of each golden playthrough (``tests/test_golden.py``; files in ``golden/``)
GOLDEN = [(2, 6)]
#: (bots, seed) -> (number of actions, first 16 hex digits of the SHA-256 of the JSON list of
#: actions), recorded with the first greedy evaluation on the final boards (``tests/test_agents_speed.py``);
#: the first game recorded again once a treasure that would do nothing is no longer offered
BOT_GAMES = {
    (("greedy", "random"), 4): (243, "1bd64524359820b3"),
    (("random", "greedy", "random"), 5): (301, "d5681d889058ac76"),
}
#: a random spec is never refused
SPEC_REFUSED = None
#: the section headings of the rulebook, in its order: a quiz's citation names one of them (and
#: may go on with a step or a note: "Venture Forth: Exerting"), see tests/tutor/test_quiz_feedback.py
RULEBOOK_HEADINGS = (
    "Goal of the Game",
    "Components",
    "Setting Up the Game",
    "Playing a Turn",
    "Actions",
    "Ambitions & Leveling Up",
    "Ambitions",
    "Leveling Up",
    "Play a Card",
    "Step 1: Placement",
    "Step 2: Collect Resource",
    "Step 3: Draw One Card",
    "Venture Forth",
    "Encountering an Adventurer",
    "Encountering an Enemy",
    "What's Desired",
    "Exerting",
    "Arriving at the Destination",
    "Example of a Venture Forth Action",
    "Making an Offering at the Temple",
    "Regroup",
    "Explore Tokens",
    "Treasure Cards",
    "Abilities",
    "Scoring",
    "Despair",
    "End of the Game",
    "Calculating Scores",
    "Variant Rules",
)
#: codes -> the names people read, which a spec may use instead: encounter cards, treasures,
#: Level III cards and sites (explore tokens have codes only; both sides name their sites alike)
NAMES = {
    **dict(zip(CARD_CODE, CARD_NAME, strict=True)),
    **dict(zip(TREASURE_CODE, TREASURE_NAME, strict=True)),
    **dict(zip(L3_CODE, L3_NAME, strict=True)),
    **{site.id: site.name for site in BOARDS["sea_corner"].sites},
}


def _maybe(rng: random.Random, spec: dict[str, Any], keep: tuple[str, ...]) -> dict[str, Any]:
    """``spec`` with each key but those in ``keep`` left out one time in five (its default)."""
    return {key: value for key, value in spec.items() if key in keep or rng.random() < 0.8}


class _Pieces:
    """Every card, treasure, explore token and Level III card, shuffled, each handed out once."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.left = {codes: list(codes) for codes in (CARD_CODE, TREASURE_CODE, TOKEN_CODE, L3_CODE)}
        for pool in self.left.values():
            rng.shuffle(pool)

    def take(self, codes: tuple[str, ...], most: int, least: int = 0, adventurers: bool = False) -> list[str]:
        """``least`` to ``most`` pieces of a kind (only adventurers, if asked)."""
        pool = self.left[codes]
        fit = [c for c in pool if not adventurers or CARD_KIND[CARD_CODE.index(c)] == "adventurer"]
        chosen = fit[: self.rng.randint(least, min(most, len(fit)))]
        pool[:] = [c for c in pool if c not in chosen]
        return chosen


def _member(rng: random.Random, pieces: _Pieces, code: str) -> Any:
    """A party member: a code, or a card with its level (a Level III card at level 3), will and despair."""
    if rng.random() < 0.3:
        return code
    level = rng.randint(1, 3)
    entry: dict[str, Any] = {"card": code, "level": level, "will": rng.randint(0, 6), "despair": rng.randint(0, 2)}
    if level == 3:
        entry["level3"] = pieces.take(L3_CODE, 1, 1)[0]
    return _maybe(rng, entry, ("card", "level", "level3"))


def _player(rng: random.Random, pieces: _Pieces, board: Board) -> dict[str, Any]:
    spec = {
        "party": [_member(rng, pieces, code) for code in pieces.take(CARD_CODE, PARTY_LIMIT, 1, adventurers=True)],
        "coins": rng.randint(0, 12),
        "points": rng.randint(0, 40),
        "site": rng.choice(board.sites).id,
        "hand": pieces.take(CARD_CODE, 6, 1),
        "treasures": pieces.take(TREASURE_CODE, 3),
        "explored": pieces.take(TOKEN_CODE, 2),
    }
    return _maybe(rng, spec, ("party", "hand"))


def _path_token(rng: random.Random, token: str, players: int, hidden: bool) -> Any:
    """A token beside a path: its code, or with its placer (and, in the variant, face up or down)."""
    if rng.random() < 0.4:
        return token
    entry: dict[str, Any] = {"token": token, "placer": rng.randrange(players)}
    if hidden:
        entry["face_down"] = rng.random() < 0.7
    return _maybe(rng, entry, ("token",))


def scenario_spec(rng: random.Random) -> dict[str, Any]:
    """A random Venture Forth position that the scenario spec allows: each card, treasure, token
    and Level III card at most once, parties of one to five adventurers, face-down tokens only
    with the variant, and tokens left in the supply (the end comes when the last is placed)."""
    side = rng.choice(SIDES)
    board = BOARDS[side]
    hidden = rng.random() < 0.5
    players = rng.randint(MIN_PLAYERS, MAX_PLAYERS)
    pieces = _Pieces(rng)
    seats = [_player(rng, pieces, board) for _ in range(players)]
    spaces = [space.id for path in board.paths for space in path.spaces]
    on_board = {
        space: code if rng.random() < 0.7 else {"card": code, "wandering": rng.random() < 0.5}
        for space, code in zip(rng.sample(spaces, len(spaces)), pieces.take(CARD_CODE, len(spaces)), strict=False)
    }
    paths = rng.sample([path.id for path in board.paths], len(board.paths))
    tokens = pieces.take(TOKEN_CODE, len(paths))
    spec: dict[str, Any] = {
        "side": side,
        "hidden_tokens": hidden,
        "first_player": rng.randrange(players),
        "seed": rng.randrange(2**64),
        "active": rng.randrange(players),
        "turn": rng.randint(1, 40),
        "final_order": rng.choice([None, None, None, rng.sample(range(players), rng.randint(0, players))]),
        "extra_turns": rng.choice([0, 0, 0, rng.randint(1, NIKE_TURNS)]),
        "nike_turn": rng.random() < 0.1,
        "board": on_board,
        "path_tokens": {
            path: _path_token(rng, token, players, hidden) for path, token in zip(paths, tokens, strict=False)
        },
        "discard": pieces.take(CARD_CODE, 6),
        "treasure_discard": pieces.take(TREASURE_CODE, 3),
        "players": seats,
    }
    left = pieces.left
    rest = {
        "deck": left[CARD_CODE],
        "treasure_deck": left[TREASURE_CODE],
        "token_supply": left[TOKEN_CODE],
        "level3": [left[L3_CODE][i::3] for i in range(3)],
    }
    spec.update((key, value) for key, value in rest.items() if rng.random() < 0.3)
    return _maybe(rng, spec, ("side", "hidden_tokens", "players"))
