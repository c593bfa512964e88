"""What the shared tests play for Adventurous, found by convention (``tests/game_modules.py``):
the golden playthrough, the recorded bot games, random scenario specs and the names people read
in a spec (none: cards are named by their numbers).

A random spec is the position of a random game, written back as a spec (:func:`spec_of`), so
every spec it gives is one the rules could reach, with the optional keys left out at times.
"""

from __future__ import annotations

import random
from typing import Any

from venture_widgets import load_game
from venture_widgets.games.adventurous.rules import DIFFICULTIES
from venture_widgets.games.adventurous.sections import RULEBOOK

#: (players, seed) of each golden playthrough (``tests/test_golden.py``; files in ``golden/``)
GOLDEN = [(2, 4)]
#: (bots, seed) -> (number of actions, first 16 hex digits of the SHA-256 of the JSON list of
#: actions), recorded with the first greedy evaluation (the running score) (``tests/test_agents_speed.py``);
#: the crew's game again since the greedy bot follows its teammates' decisions
BOT_GAMES = {
    (("greedy",), 1): (30, "2326bd641ec231e9"),
    (("random", "greedy", "random"), 3): (26, "dfbb02cfac72a2cc"),
}
#: a random spec is never refused
SPEC_REFUSED = None
#: cards are named by their numbers: no other names
NAMES: dict[str, str] = {}
#: the rulebook's headings, which a quiz's feedback cites (``tests/tutor/test_quiz_feedback.py``)
RULEBOOK_HEADINGS = tuple(RULEBOOK.values())

GAME = load_game("adventurous")
MOST_STEPS = 80  # a random position lies within this many actions of the opening


def spec_of(state: Any) -> dict[str, Any]:
    """The spec of ``state``'s position (at a decision): its map as laid, its decks, the cards
    drawn and the decision at hand."""
    choice = state.choice
    assert choice is not None, "a finished game has no decision to resume at"
    spec: dict[str, Any] = {
        "players": state.players,
        "seed": state.seed,
        "options": {
            "difficulty": state.options["difficulty"],
            "journey_effects": state.options["journey_effects"],
            "first_player": state.first_player,
        },
        "placed": [
            {"card": card, "side": side, "x": x, "y": y, "orientation": orientation}
            for card, side, x, y, orientation in state.placed
        ],
        "map_deck": state.map_deck[::-1],
        "marvel_deck": state.marvel_deck[::-1],
        "active_marvel": state.active_marvel,
        "drawn": list(state.drawn),
        "set_aside": list(state.set_aside),
        "active": state.active,
        "turn": state.turn,
        "decision": {"action": "turn"}.get(choice.kind, choice.kind),
    }
    if choice.kind == "place" and not state.drawn:
        card, source = state.env["marvel"]
        spec["discovering"] = {"card": card, "source": source}
    return spec


def random_position(rng: random.Random) -> Any:
    """A position of a random game (random players, options and length), not over."""
    options = {"difficulty": rng.choice(list(DIFFICULTIES)), "journey_effects": rng.random() < 0.5}
    players = rng.randint(GAME.info.min_players, GAME.info.max_players)
    options["first_player"] = rng.choice([None, rng.randrange(players)])
    state = GAME.new_game(players=players, seed=rng.randrange(2**32), **options)
    for _ in range(rng.randrange(MOST_STEPS)):
        legal = state.legal_actions()
        after = state.clone()
        after.apply(rng.choice(legal))
        if after.is_over:
            break
        state = after
    return state


def scenario_spec(rng: random.Random) -> dict[str, Any]:
    """A random Adventurous position the spec allows, with the optional keys left out at times
    (the map deck then shuffled by the seed; the decision then read from the cards drawn)."""
    spec = spec_of(random_position(rng))
    optional = ["map_deck", "turn", "active", "seed"]
    optional += [
        key for key, empty in (("set_aside", []), ("drawn", []), ("active_marvel", None)) if spec[key] == empty
    ]
    if spec["decision"] != "draw":
        optional.append("decision")
    for key in optional:
        if rng.random() < 0.2:
            del spec[key]
    return spec
