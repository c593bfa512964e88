"""Naming bots by spec: kinds, tree-search budgets and difficulty levels, wherever bots are named."""

from __future__ import annotations

import io

import pytest

from venture_widgets import list_games
from venture_widgets.agents import LEVEL_NAMES, GreedyAgent, ISMCTSAgent, RandomAgent, check_spec, make_agent
from venture_widgets.agents.specs import EXPERT_ITERATIONS, EXPERT_TREES
from venture_widgets.agents.tournament import tournament
from venture_widgets.cli import main
from venture_widgets.core.errors import RulesError
from venture_widgets.tutor.model import Play
from venture_widgets.widgets.match import Match


def test_levels_run_from_random_to_the_longest_search():
    assert LEVEL_NAMES == ("beginner", "easy", "medium", "hard", "expert")
    assert isinstance(make_agent("beginner"), RandomAgent)
    assert isinstance(make_agent("easy"), GreedyAgent)
    budgets = [make_agent(level).iterations for level in ("medium", "hard")]
    assert budgets == [200, 1000]
    expert = make_agent("expert")
    assert isinstance(expert, ISMCTSAgent)
    assert set(expert.iterations) == set(list_games())
    assert all(expert.budget(game_id) > 1000 for game_id in list_games())
    assert expert.budget("adventurous") == EXPERT_ITERATIONS["adventurous"]
    assert expert.trees == EXPERT_TREES > 1


@pytest.mark.parametrize(("spec", "iterations"), [("mcts:1", 1), ("mcts:250", 250), ("mcts", 1000), ("ismcts", 1000)])
def test_mcts_specs_give_their_iterations(spec, iterations):
    assert make_agent(spec, seed=2).iterations == iterations


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("mcts:0", "unknown bot 'mcts:0': N in mcts:N is 1 to 1000000 iterations"),
        ("mcts:-5", "unknown bot 'mcts:-5'"),
        ("mcts:2s", "unknown bot 'mcts:2s'"),
        ("grandmaster", "unknown bot 'grandmaster'; a bot is one of: beginner, easy"),
        (7, "a bot is named by a string, got 7"),
    ],
)
def test_bad_specs_are_clear_errors(spec, message):
    with pytest.raises(RulesError, match=message):
        check_spec(spec)


def test_a_table_seats_levels_and_budgets_and_names_them():
    match = Match("venturesome", ["human", "Easy", "mcts:20"], seed=4)
    assert match.kinds == ["human", "easy", "mcts:20"]
    assert match.agents[2].iterations == 20


def test_tournaments_and_lessons_take_specs():
    result = tournament("wild_venture", ["beginner", "mcts:5"], games=2, seed=1)
    assert [row["bot"] for row in result.rows[:2]] == ["beginner", "mcts:5"]
    assert Play("Play on.", bot="hard").bot == "hard"


def test_the_command_line_takes_specs_and_refuses_bad_ones(capsys):
    out = io.StringIO()
    assert (
        main(["tournament", "wild_venture", "--bots", "easy,mcts:5", "--games", "1", "--quiet", "--workers", "1"], out)
        == 0
    )
    assert "easy" in out.getvalue() and "mcts:5" in out.getvalue()
    assert main(["tournament", "wild_venture", "--bots", "easy,mcts:x", "--games", "1", "--workers", "1"], out) == 2
    assert "unknown bot 'mcts:x'" in capsys.readouterr().err
