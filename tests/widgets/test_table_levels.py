"""The level picker of a table: the levels offered (the ``levels`` trait), and New game with the
seats picked (``{"kind": "new_game", "seats": [...]}``), each value checked by Python."""

from __future__ import annotations

import pytest
from widget_helpers import send

from venture_widgets.agents import LEVEL_NAMES, LEVELS
from venture_widgets.widgets import Table


def human_first(seats: list[str]) -> Table:
    """A table whose person moves first: no bot thinks before the test acts."""
    return Table("venturesome", seats=seats, seed=4, first_player=0)


def test_a_table_offers_every_level_weakest_first_with_the_bot_it_stands_for():
    table = human_first(["human", "greedy"])
    assert [level["name"] for level in table.levels] == list(LEVEL_NAMES)
    assert table.levels[0] == {"name": "beginner", "spec": "random"}
    assert all(level["spec"] == LEVELS[level["name"]] for level in table.levels)


def test_a_table_seats_bots_by_level_and_shows_each_level():
    table = human_first(["human", "hard", "expert"])
    assert [entry["label"] for entry in table.seats] == ["Seat 0 (you)", "Seat 1 (hard bot)", "Seat 2 (expert bot)"]


def test_new_game_with_seats_starts_a_game_with_the_levels_picked():
    table = human_first(["human", "greedy", "mcts:300"])
    send(table, {"kind": "act", "action": table.legal[0]["action"]})
    send(table, {"kind": "new_game", "seats": ["human", "expert", "beginner"]})
    assert table.error == ""
    assert table.match.kinds == ["human", "expert", "beginner"]
    assert [entry["kind"] for entry in table.seats] == ["human", "expert", "beginner"]
    assert table.state.actions == [] and table.status["phase"] == "play"
    send(table, {"kind": "new_game"})  # the levels stay for the games after
    assert table.match.kinds == ["human", "expert", "beginner"]


@pytest.mark.parametrize(
    ("seats", "words"),
    [
        (["human", "genius", "easy"], ["'genius'", "beginner, easy, medium, hard, expert"]),
        (["human", "easy", "mcts:0"], ["'mcts:0'", "1 to 1000000 iterations"]),
        (["human", "easy", 7], ["got 7", "beginner, easy, medium, hard, expert"]),
        (["easy", "human", "easy"], ["'human' where a person sits now (0)"]),
        (["human", "easy"], ["seats are 3"]),
        ("human, easy, easy", ["seats are 3"]),
    ],
)
def test_bad_seats_are_refused_with_the_value_and_what_is_allowed_and_change_nothing(seats, words):
    table = human_first(["human", "greedy", "medium"])
    send(table, {"kind": "act", "action": table.legal[0]["action"]})
    before = (table.state.snapshot(), table.match.kinds, table.seats, table.view)
    send(table, {"kind": "new_game", "seats": seats})
    assert all(word in table.error for word in words), table.error
    assert (table.state.snapshot(), table.match.kinds, table.seats, table.view) == before
