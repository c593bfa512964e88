"""Balance analysis on synthetic tournament rows: a biased seat, a first-player edge and a seat that
scores more are flagged in words; a fair table and a sample too small to tell are not; a
cooperative table gets the team's record; saved rows give the same analysis as live ones."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

import pytest

from venture_widgets.agents.tournament import COLUMNS, tournament, write_rows
from venture_widgets.balance.analysis import (
    balance_notes,
    first_player_rate,
    score_gaps,
    score_summaries,
    wilson,
    win_rates,
)
from venture_widgets.balance.ladder import read_rows

PLAYERS = 3


def synthetic_rows(
    games: int,
    winner: Callable[[random.Random, int], int],
    score: Callable[[random.Random, int, int], float] = lambda rng, seat, first: rng.randint(10, 20),
    players: int = PLAYERS,
    seed: int = 1,
    bots: tuple[str, ...] = ("greedy",) * PLAYERS,
) -> list[dict[str, Any]]:
    """Rows in the tournament's columns; ``winner(rng, first)`` picks game n's winning seat,
    ``score(rng, seat, first)`` each seat's score; the first player rotates with the game number."""
    rng = random.Random(seed)
    rows = []
    for number in range(games):
        first = number % players
        won = winner(rng, first)
        for seat in range(players):
            rows.append(
                {
                    "game": "synthetic",
                    "game_number": number,
                    "seed": number,
                    "players": players,
                    "seat": seat,
                    "bot": bots[seat],
                    "score": score(rng, seat, first),
                    "won": seat == won,
                    "win_share": float(seat == won),
                    "first_player": first,
                    "actions": 50,
                }
            )
    return rows


def seat_zero_favoured(share: float) -> Callable[[random.Random, int], int]:
    """Seat 0 wins ``share`` of the games, the others split the rest."""
    return lambda rng, first: 0 if rng.random() < share else rng.choice([1, 2])


def flags(notes: list[str]) -> list[str]:
    """The notes that say something is unbalanced."""
    return [note for note in notes if "fair share of" in note or "points more" in note or "points less" in note]


def test_a_biased_seat_is_flagged_and_the_others_fall_short():
    rows = synthetic_rows(600, seat_zero_favoured(0.5))
    rates = win_rates(rows)
    assert [rate.verdict for rate in rates] == ["above", "below", "below"]
    assert rates[0].low > 1 / PLAYERS
    notes = flags(balance_notes(rows))
    assert notes[0].startswith("Seat 0 wins more than its fair share of 33.3%: seat 0: ")
    assert any(note.startswith("Seat 1 wins less") for note in notes)


def test_a_fair_table_is_not_flagged():
    rows = synthetic_rows(600, lambda rng, first: rng.randrange(PLAYERS))
    assert [rate.verdict for rate in win_rates(rows)] == ["fair"] * PLAYERS
    assert first_player_rate(rows).verdict == "fair"
    notes = balance_notes(rows)
    assert flags(notes) == []
    assert any(note.startswith("No seat and no place in the turn order") for note in notes)


def test_a_small_sample_says_how_little_it_can_tell_and_flags_nothing():
    rows = synthetic_rows(12, seat_zero_favoured(0.5))
    notes = balance_notes(rows)
    assert notes[0].startswith("12 games of synthetic, 3 players, every seat played by greedy: a win rate is known")
    assert "±24 points" in notes[0]
    assert flags(notes) == []
    assert notes[-1].startswith("12 checks at 95%")  # 3 seats, 3 places in the turn order, wins and scores


def test_a_first_player_edge_is_flagged_though_every_seat_is_fair():
    rows = synthetic_rows(600, lambda rng, first: first if rng.random() < 0.5 else rng.randrange(PLAYERS))
    assert [rate.verdict for rate in win_rates(rows)] == ["fair"] * PLAYERS
    assert first_player_rate(rows).verdict == "above"
    assert any(note.startswith("First player wins more than its fair share") for note in balance_notes(rows))


def test_a_seat_that_scores_more_is_flagged_with_its_gap():
    rows = synthetic_rows(
        300, lambda rng, first: rng.randrange(PLAYERS), lambda rng, seat, first: rng.gauss(15, 4) + (2 if seat else 0)
    )
    gaps = score_gaps(rows)
    assert [gap.significant for gap in gaps] == [True, True, True]  # each other seat is 1 above the mean of the rest
    assert gaps[0].high < 0 and gaps[0].gap == pytest.approx(-2, abs=0.6)
    assert gaps[1].low > 0 and gaps[1].gap == pytest.approx(1, abs=0.6)
    assert any(note.startswith("Seat 0 scores 2.") and "points less" in note for note in balance_notes(rows))


def test_score_summaries_give_mean_spread_and_quartiles_per_seat():
    rows = synthetic_rows(4, lambda rng, first: 0, lambda rng, seat, first: 10 * seat + first)
    summaries = score_summaries(rows)
    assert [summary.label for summary in summaries] == ["seat 0", "seat 1", "seat 2"]
    assert summaries[1].values == (10, 11, 12, 10)
    assert summaries[1].mean == 10.75 and summaries[1].quartiles == (10.0, 10.5, 11.25)
    by_position = score_summaries(rows, by="position")
    assert [summary.label for summary in by_position] == ["moves 1st", "moves 2nd", "moves 3rd"]


def test_different_bots_are_named_and_grouped():
    rows = synthetic_rows(30, seat_zero_favoured(0.5), bots=("mcts:200", "greedy", "greedy"))
    assert [rate.label for rate in win_rates(rows, by="bot")] == ["greedy", "mcts:200"]
    notes = balance_notes(rows)
    assert "bots greedy, mcts:200" in notes[0]
    assert notes[1].startswith("The seats hold different bots")


def test_a_shared_result_gets_the_team_record_not_seat_advantage():
    rows = synthetic_rows(40, lambda rng, first: 0, lambda rng, seat, first: first * 10)
    for row in rows:
        row["won"] = row["first_player"] == 1
    notes = balance_notes(rows)
    assert "3 players sharing one score and one result" in notes[0] and "no seat or first-player" in notes[0]
    assert notes[1].startswith("The team won: 32.5% of 40 games (95% interval")


def test_rows_of_two_tables_are_refused():
    rows = synthetic_rows(4, lambda rng, first: 0) + synthetic_rows(4, lambda rng, first: 0, players=2)
    with pytest.raises(ValueError, match="mix games or player counts"):
        win_rates(rows)
    with pytest.raises(ValueError, match="group by one of seat, position, bot"):
        win_rates(rows[:3], by="colour")


def score_test_bound(successes: int, trials: int, low: float, high: float) -> float:
    """The rate p between ``low`` and ``high`` where the observed rate lies 1.96 standard errors
    (of p) from p, by bisection: the definition the Wilson interval solves in closed form."""
    observed = successes / trials
    for _ in range(60):
        middle = (low + high) / 2
        outside = abs(observed - middle) > 1.959964 * math.sqrt(middle * (1 - middle) / trials)
        if outside == (middle < observed):
            low = middle
        else:
            high = middle
    return (low + high) / 2


@pytest.mark.parametrize(("successes", "trials"), [(81, 263), (3, 10), (50, 60)])
def test_the_wilson_interval_is_where_the_score_test_turns(successes, trials):
    low, high = wilson(successes, trials)
    observed = successes / trials
    assert low == pytest.approx(score_test_bound(successes, trials, 0.0, observed), abs=1e-6)
    assert high == pytest.approx(score_test_bound(successes, trials, observed, 1.0), abs=1e-6)


def test_the_wilson_interval_ends_at_zero_and_one_for_all_or_nothing():
    assert wilson(0, 8)[0] == 0.0 and wilson(5, 5)[1] == 1.0


def test_saved_rows_give_the_same_analysis_as_the_live_ones(tmp_path):
    rows = tournament("wild_venture", ["greedy", "random"], games=6, seed=4).rows
    path = tmp_path / "rows.csv"
    write_rows(rows, path)
    back = read_rows(path)
    assert tuple(back[0]) == COLUMNS
    assert balance_notes(back) == balance_notes(rows)
    assert [str(summary) for summary in score_summaries(back)] == [str(summary) for summary in score_summaries(rows)]
