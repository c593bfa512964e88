"""Bradley-Terry ratings: the MM fit, the Elo scale, ties, the prior and the bootstrap intervals."""

from __future__ import annotations

import math
import random

import pytest

from venture_widgets.balance.ratings import bradley_terry, comparisons, elo, fit_ratings, mean_scores, tally


def simulated(strengths: dict[str, float], per_pair: int, seed: int) -> list[list[tuple[str, str, float]]]:
    """Two-bot games drawn from known Elo ratings: ``per_pair`` games for each pair."""
    rng = random.Random(seed)
    games = []
    bots = list(strengths)
    for i, a in enumerate(bots):
        for b in bots[i + 1 :]:
            chance = 1 / (1 + 10 ** ((strengths[b] - strengths[a]) / 400))
            games += [[(a, b, 1.0 if rng.random() < chance else 0.0)] for _ in range(per_pair)]
    return games


def test_stronger_bot_gets_the_higher_rating():
    truth = {"random": 0.0, "greedy": 300.0, "mcts": 600.0}
    ratings = fit_ratings(simulated(truth, 60, seed=3), replicates=200)
    assert [entry.bot for entry in ratings] == ["mcts", "greedy", "random"]
    for entry in ratings:
        assert entry.low <= truth[entry.bot] <= entry.high


def test_mm_fit_matches_the_hand_computed_two_bot_case():
    # 3 wins in 4: the maximum-likelihood odds are 3 to 1, 400 * log10(3) = 190.8 Elo apart
    games = [[("a", "b", 1.0)]] * 3 + [[("a", "b", 0.0)]]
    ratings = elo(bradley_terry(tally(games), prior=0), anchor="b")
    assert ratings == {"a": pytest.approx(400 * math.log10(3)), "b": 0}


def test_mm_fit_solves_the_likelihood_equations_for_three_bots():
    wins = tally(simulated({"x": 0, "y": 150, "z": 400}, 20, seed=1))
    strength = bradley_terry(wins, prior=0)
    for bot in strength:
        scored = sum(share for (a, _), share in wins.items() if a == bot)
        expected = sum(
            (wins[bot, other] + wins[other, bot]) * strength[bot] / (strength[bot] + strength[other])
            for (a, other) in wins
            if a == bot
        )
        assert expected == pytest.approx(scored, rel=1e-6)


def test_the_prior_keeps_a_perfect_record_finite():
    ratings = fit_ratings([[("greedy", "random", 1.0)]] * 10, replicates=20)
    assert ratings["greedy"].rating == pytest.approx(400 * math.log10(10.5 / 0.5))


def test_ties_count_half_a_win_each():
    assert fit_ratings([[("a", "b", 0.5)]] * 6, anchor="a", replicates=20)["b"].rating == pytest.approx(0)
    halves = elo(bradley_terry(tally([[("a", "b", 1.0)], [("a", "b", 0.5)], [("a", "b", 0.5)]]), prior=0), "b")
    assert halves["a"] == pytest.approx(400 * math.log10(2 / 1))  # 2 points to 1


def rows(game: int, *seats: tuple[str, bool, float]) -> list[dict]:
    return [{"game_number": game, "bot": bot, "won": won, "score": score} for bot, won, score in seats]


def test_comparisons_rank_by_win_then_score_and_skip_a_bot_against_itself():
    shared = rows(0, ("a", True, 9), ("b", True, 9), ("c", False, 9))
    by_score = rows(1, ("a", False, 3), ("b", False, 5), ("c", True, 4))
    same_bot = rows(2, ("a", "True", 1), ("a", "False", 2))  # as read from a CSV file
    assert comparisons(shared + by_score + same_bot) == [
        [("a", "b", 0.5), ("a", "c", 1.0), ("b", "c", 1.0)],
        [("a", "b", 0.0), ("a", "c", 0.0), ("b", "c", 0.0)],
        [],
    ]


def test_intervals_cover_the_true_difference_about_95_times_in_100():
    covered = 0
    for seed in range(20):
        ratings = fit_ratings(simulated({"weak": 0, "strong": 200}, 40, seed), replicates=200, seed=seed)
        _, low, high = ratings.difference("strong", "weak")
        covered += low <= 200 <= high
    assert covered >= 17  # 19 expected; 17 or more happens 98% of the time at a true 95%


def test_neighbours_say_which_gaps_separate():
    ratings = fit_ratings(simulated({"random": 0, "greedy": 500, "mcts": 520}, 40, seed=5), replicates=200)
    gaps = {(gap.better, gap.worse): gap.separated for gap in ratings.neighbours()}
    assert gaps[next(k for k in gaps if "random" in k)] is True
    assert False in gaps.values()  # 20 points apart cannot be told from 80 games
    assert "do not separate" in ratings.table() and "separate" in ratings.table()


def test_mean_scores_give_each_bot_its_mean_with_an_interval_that_narrows():
    few = mean_scores({"greedy": [40, 50, 45, 55]}, replicates=300)["greedy"]
    many = mean_scores({"greedy": [40, 50, 45, 55] * 9}, replicates=300)["greedy"]
    assert few.rating == many.rating == 47.5
    assert few.low < many.low <= 47.5 <= many.high < few.high
