"""The score sheet's words live once, in each game's catalog (``score_sheet``), and name every
category the game scores (issue 9, item 7: the front end keeps no copy of Python's words)."""

from __future__ import annotations

import random

import pytest

from venture_widgets import list_games, load_game


@pytest.mark.parametrize("game_id", list_games())
def test_the_catalog_labels_every_category_of_a_finished_games_scores(game_id):
    game = load_game(game_id)
    state = game.new_game(players=game.info.max_players, seed=3)
    rng = random.Random(3)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    sheet = game.catalog()["score_sheet"]
    scored = set(state.scores()[0]) - {"total"}
    assert set(sheet["categories"]) == scored
    assert set(sheet["labels"]) == scored | {"total"}
    assert all(label.strip() for label in sheet["labels"].values())
    assert sheet["no_winner"]
