"""The tree-search bot (IS-MCTS): legal choices in every game, reproducible from its seed, blind to
what its seat cannot see, and far stronger than random at Venturesome."""

from __future__ import annotations

import copy
import itertools
import random

import pytest
from test_agents import player_counts, positions

from venture_widgets import list_games, load_game
from venture_widgets.agents import AGENTS, SeatView, make_agent
from venture_widgets.agents.greedy import game_bot
from venture_widgets.agents.ismcts import ISMCTSAgent, _CutOff, rewards_for
from venture_widgets.agents.tournament import tournament

ITERATIONS = 40


@pytest.mark.parametrize(("game_id", "players"), player_counts())
def test_ismcts_chooses_legal_actions(game_id, players):
    for state in positions(game_id, players, range(2), per_game=5):
        assert ISMCTSAgent(seed=1, iterations=ITERATIONS).choose(SeatView(state, state.current_player)) in (
            state.legal_actions()
        )


@pytest.mark.parametrize("game_id", list_games())
def test_ismcts_choices_are_reproducible_from_the_seed(game_id):
    players = max(2, load_game(game_id).info.min_players)
    for state in positions(game_id, players, range(1), per_game=5):
        view = SeatView(state, state.current_player)
        first = ISMCTSAgent(seed=4, iterations=ITERATIONS).search(view)
        second = ISMCTSAgent(seed=4, iterations=ITERATIONS).search(view)
        assert {action: child.visits for action, child in first.children.items()} == {
            action: child.visits for action, child in second.children.items()
        }


@pytest.mark.parametrize("game_id", list_games())
def test_ismcts_sees_only_its_seat(game_id):
    """Reshuffling everything the seat cannot see changes neither the tree's root statistics nor
    the choice."""
    for state in positions(game_id, max(2, load_game(game_id).info.min_players), range(2), per_game=4):
        seat = state.current_player
        hidden_reshuffled = state.determinize(seat, random.Random(7))
        first = ISMCTSAgent(seed=3, iterations=ITERATIONS).search(SeatView(state, seat))
        second = ISMCTSAgent(seed=3, iterations=ITERATIONS).search(SeatView(hidden_reshuffled, seat))
        assert {action: (child.visits, child.total) for action, child in first.children.items()} == {
            action: (child.visits, child.total) for action, child in second.children.items()
        }


def test_ismcts_spends_its_whole_iteration_budget():
    """Every iteration adds one visit to exactly one of the root's children."""
    state = load_game("venturesome").new_game(players=3, seed=2)
    root = ISMCTSAgent(seed=0, iterations=77, stop_early=False).search(SeatView(state, state.current_player))
    assert sum(child.visits for child in root.children.values()) == 77
    assert set(root.children) == set(state.legal_actions())


@pytest.mark.parametrize("game_id", list_games())
def test_ismcts_stopping_early_makes_the_choice_of_the_whole_budget(game_id):
    """Once no other action can catch up with the root's most visited one, the search ends: with
    the same choice as searching on to the end."""
    for state in positions(game_id, max(2, load_game(game_id).info.min_players), range(2), per_game=4):
        view = SeatView(state, state.current_player)
        early = ISMCTSAgent(seed=5, iterations=400).search(view)
        whole = ISMCTSAgent(seed=5, iterations=400, stop_early=False).search(view)
        assert ISMCTSAgent.most_visited(early, state.legal_actions()) == ISMCTSAgent.most_visited(
            whole, state.legal_actions()
        )


def test_ismcts_stops_early_where_the_choice_is_clear():
    """In some early Venturesome decisions one action runs away with the visits: the search spends
    fewer than its 400 iterations there, and never more."""
    spent = []
    for state in positions("venturesome", 2, range(2), per_game=4):
        root = ISMCTSAgent(seed=5, iterations=400).search(SeatView(state, state.current_player))
        spent.append(sum(child.visits for child in root.children.values()))
    assert max(spent) <= 400 and min(spent) < 400


def test_ismcts_spreads_its_budget_over_its_trees():
    """With several trees the root's figures are the sums of theirs: every iteration of every tree
    adds one visit, the budget shared out (77 = 8 x 7 + 7 x 3), the same for the same seed."""
    state = load_game("venturesome").new_game(players=3, seed=2)
    view = SeatView(state, state.current_player)
    root = ISMCTSAgent(seed=0, iterations=77, stop_early=False, trees=10).search(view)
    again = ISMCTSAgent(seed=0, iterations=77, stop_early=False, trees=10).search(view)
    assert sum(child.visits for child in root.children.values()) == 77
    assert {a: (c.visits, c.total) for a, c in root.children.items()} == {
        a: (c.visits, c.total) for a, c in again.children.items()
    }
    one_tree = ISMCTSAgent(seed=0, iterations=77, stop_early=False).search(view)
    assert {a: c.visits for a, c in root.children.items()} != {a: c.visits for a, c in one_tree.children.items()}


def test_ismcts_time_budget_ends_the_search_early():
    """A budget of no time at all still runs the first iteration, and no more."""
    state = load_game("venturesome").new_game(players=2, seed=2)
    root = ISMCTSAgent(seed=0, iterations=1000, seconds=0.0).search(SeatView(state, state.current_player))
    assert sum(child.visits for child in root.children.values()) == 1


def test_ismcts_is_in_the_agent_table():
    assert "ismcts" in AGENTS
    assert make_agent("ismcts", seed=1).name == "ismcts"


def test_ismcts_beats_random_at_venturesome(monkeypatch):
    """With 100 iterations a decision it sits at each seat of two-player games against a random bot,
    eight games a seat over fixed seeds: it wins at least 12 of the 16 (it wins 15), which a bot no
    better than random does with a chance of 3.8%."""
    monkeypatch.setitem(AGENTS, "ismcts", lambda seed: ISMCTSAgent(seed, iterations=100))
    wins, games = 0.0, 0
    for seat in range(2):
        bots = ["random", "random"]
        bots[seat] = "ismcts"
        result = tournament("venturesome", bots, games=8, seed=500 + 100 * seat)
        wins += result.wins[seat]
        games += result.games
    assert games == 16 and wins >= 12


@pytest.mark.parametrize("game_id", ["venturesome", "venture_2019", "wild_venture", "venture_forth"])
def test_ismcts_rewards_a_win_and_splits_a_shared_one(game_id):
    """In a competitive game a finished game rewards its winners a share of one each; a position
    cut off before the end rewards more than half exactly the seat the evaluation rates above all
    others and less than half each seat it rates below another."""
    rewards = rewards_for(game_id)
    evaluate = game_bot(game_id).state_value
    players = max(2, load_game(game_id).info.min_players)
    for state in positions(game_id, players, range(2), per_game=3):
        values = [evaluate(state, seat) for seat in range(players)]
        found = rewards(state)
        for seat, value in enumerate(values):
            best_other = max(values[:seat] + values[seat + 1 :])
            if value != best_other:
                assert (found[seat] > 0.5, found[seat] < 0.5) == (value > best_other, value < best_other)
        while not state.is_over:
            state.apply(state.legal_actions()[0])
        winners = state.winners()
        assert rewards(state) == [1 / len(winners) if seat in winners else 0.0 for seat in range(players)]


def test_ismcts_cut_off_reward_rises_with_the_margin_seen_from_the_same_search():
    """Two positions scored at the same point of a search: the seat whose margin over the best of
    the others is larger in the one gets the larger reward there, whether it leads or trails, and a
    seat's reward does not depend on how far behind it usually is, only on how it compares."""
    seen = _CutOff()
    for values in ([2.0, 9.0, 4.0], [3.0, 8.0, 5.0], [1.0, 10.0, 4.0]):
        seen.rewards(values)
    closer, further = copy.deepcopy(seen), copy.deepcopy(seen)
    near = closer.rewards([4.0, 8.0, 4.0])  # seat 0 four behind, seat 2 four behind
    far = further.rewards([1.0, 9.0, 3.0])  # seat 0 eight behind, seat 2 six behind
    assert near[0] > far[0] and near[2] > far[2] and near[1] < far[1]
    assert 0.0 < far[0] < near[0] < 0.5 < far[1]


@pytest.mark.parametrize("game_id", ["venturesome", "venture_2019", "wild_venture", "venture_forth"])
def test_ismcts_measures_the_margin_as_the_game_chooses(game_id):
    """A game's bot module chooses how a cut-off margin is measured (``MARGIN_AGAINST_USUAL``, true
    by default): the search's rewards are those of a ``_CutOff`` made so, position after position."""
    bot = game_bot(game_id)
    rewards = rewards_for(game_id)
    expected = _CutOff(getattr(bot, "MARGIN_AGAINST_USUAL", True))
    other = _CutOff(not expected.against_usual)
    players = max(2, load_game(game_id).info.min_players)
    differs = False
    for state in positions(game_id, players, range(2), per_game=4):
        values = [bot.state_value(state, seat) for seat in range(players)]
        found = rewards(state)
        assert found == expected.rewards(values)
        differs |= found != other.rewards(values)
    assert differs


@pytest.mark.parametrize("game_id", ["venturesome", "venture_2019", "wild_venture", "venture_forth"])
def test_ismcts_win_chances_share_one_in_the_evaluations_order(game_id):
    """Scored as chances (for hints), a position cut off before the end gives the seats shares of
    one, a larger share to a seat the evaluation rates higher, equal shares to equal values."""
    rewards = rewards_for(game_id, chances=True)
    evaluate = game_bot(game_id).state_value
    players = max(2, load_game(game_id).info.min_players)
    for state in positions(game_id, players, range(2), per_game=3):
        values = [evaluate(state, seat) for seat in range(players)]
        found = rewards(state)
        assert sum(found) == pytest.approx(1.0)
        for seat, other in itertools.permutations(range(players), 2):
            if values[seat] > values[other]:
                assert found[seat] > found[other]
            elif values[seat] == values[other]:
                assert found[seat] == pytest.approx(found[other])


def test_ismcts_rewards_the_team_score_in_a_cooperative_game():
    """Adventurous: every seat's reward is the team's final total, or the evaluation's estimate of it."""
    rewards = rewards_for("adventurous")
    bot = game_bot("adventurous")
    for state in positions("adventurous", 2, range(1), per_game=3):
        assert rewards(state) == [bot.state_value(state, seat) for seat in range(2)]
        while not state.is_over:
            state.apply(state.legal_actions()[0])
        assert rewards(state) == [float(sheet["total"]) for sheet in state.scores()]
