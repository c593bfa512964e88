"""The greedy bot's fast path changes no choice: each game's evaluation read from the state
(``games/<id>/bot.py``: ``state_value``) equals the one read from the observation (``value``),
and seeded bot games play exactly the recorded moves (issue 9, item 5)."""

from __future__ import annotations

import hashlib
import itertools
import json
import random

import pytest
from game_modules import every_game

from venture_widgets import list_games, load_game
from venture_widgets.agents.greedy import game_bot
from venture_widgets.agents.match import play_game

# (game, bots, seed) -> (number of actions, first 16 hex digits of the SHA-256 of the JSON list
# of actions): each game's BOT_GAMES in its tests/<id>/cases.py (game_modules.py)
RECORDED = {
    (game_id, *game): played for game_id, games in every_game("cases", "BOT_GAMES") for game, played in games.items()
}


def positions(game_id: str, players: int, seed: int):
    """Every position of a random game, the last (game over) included."""
    state = load_game(game_id).new_game(players=players, seed=seed)
    rng = random.Random(seed)
    yield state.clone()
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        yield state.clone()


@pytest.mark.parametrize("game_id", list_games())
def test_state_values_equal_the_observation_values_exactly(game_id):
    """For every seat of every position of random games with the fewest and the most players."""
    bot = game_bot(game_id)
    info = load_game(game_id).info
    checked = 0
    for players, seed in itertools.product(sorted({info.min_players, info.max_players}), range(3)):
        for state in positions(game_id, players, seed):
            for seat in range(players):
                assert bot.state_value(state, seat) == bot.value(state.observe(seat), seat)
                checked += 1
    assert checked > 100


@pytest.mark.parametrize(("game_id", "bots", "seed"), list(RECORDED))
def test_seeded_bot_games_play_the_recorded_moves(game_id, bots, seed):
    actions = play_game(game_id, list(bots), seed).state.actions
    digest = hashlib.sha256(json.dumps(actions).encode()).hexdigest()[:16]
    assert (len(actions), digest) == RECORDED[game_id, bots, seed]
