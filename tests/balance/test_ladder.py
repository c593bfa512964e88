"""The ladder's round-robin schedule, a tiny seeded ladder, the cooperative case, saved rows and the CLI."""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET
from collections import Counter
from itertools import combinations

import pytest

from venture_widgets.agents.tournament import TournamentError, write_rows
from venture_widgets.balance.ladder import chart, from_rows, ladder, lineups, read_rows, summary
from venture_widgets.cli import main

BOTS = ["random", "greedy", "mcts:30", "mcts:100", "mcts:300"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_schedule_gives_each_bot_each_seat_equally_and_each_pair_equal_meetings(players):
    schedule = lineups(BOTS, players)
    seats = Counter((bot, seat) for lineup in schedule for seat, bot in enumerate(lineup))
    assert len(set(seats.values())) == 1 and len(seats) == len(BOTS) * players
    meetings = Counter(frozenset(pair) for lineup in schedule for pair in combinations(lineup, 2))
    assert len(set(meetings.values())) == 1 and len(meetings) == len(BOTS) * (len(BOTS) - 1) // 2


def test_schedule_refuses_a_bot_named_twice_or_too_few_bots():
    with pytest.raises(TournamentError, match="each bot once"):
        lineups(["greedy", "greedy"], 2)
    with pytest.raises(TournamentError, match="3 seats need at least 3 different bots"):
        lineups(["greedy", "random"], 3)


@pytest.fixture(scope="module")
def small():
    return ladder("venturesome", ["random", "greedy"], games=4, seed=7, players=2, replicates=200)


def test_tiny_seeded_ladder_rates_greedy_above_random(small):
    assert [entry.bot for entry in small.ratings] == ["greedy", "random"]
    assert small.ratings["greedy"].rating > 0 == small.ratings["random"].rating
    assert small.ratings["greedy"].games == small.ratings["random"].games == 8


def test_the_two_seatings_of_a_pair_play_the_same_seeds_and_games_are_numbered_in_order(small):
    first_seat = {(row["seed"], row["bot"]) for row in small.rows if row["seat"] == 0}
    seeds = sorted({row["seed"] for row in small.rows})
    assert seeds == [7, 8, 9, 10]
    assert first_seat == {(seed, bot) for seed in seeds for bot in ("random", "greedy")}
    assert [row["game_number"] for row in small.rows[::2]] == list(range(8))


def test_ladder_is_reproducible_from_its_saved_rows(small, tmp_path):
    path = tmp_path / "ladder.csv"
    write_rows(small.rows, path)
    assert read_rows(path) == small.rows
    again = from_rows("venturesome", read_rows(path), games=4, replicates=200, seed=7)
    assert summary(again) == summary(small)


def test_saved_rows_are_written_back_as_they_were_read(small, tmp_path):
    first, second = tmp_path / "first.csv", tmp_path / "second.csv"
    write_rows(small.rows, first)
    write_rows(read_rows(first), second)
    assert second.read_text() == first.read_text()  # a score of 3 stays "3", not "3.0"


def test_a_ladder_resumed_from_its_saved_lineups_plays_only_the_rest_and_ends_the_same(small, tmp_path):
    saved: list[list[dict]] = []
    played = []
    ladder("venturesome", ["random", "greedy"], games=4, seed=7, players=2, replicates=200, saving=saved.append)
    assert [len(rows) for rows in saved] == [8, 16]  # after each of the two lineups: 4 games of 2 seats each
    path = tmp_path / "partial.csv"
    write_rows(saved[0], path)
    resumed = ladder(
        "venturesome",
        ["random", "greedy"],
        4,
        7,
        2,
        replicates=200,
        resume=read_rows(path),
        progress=lambda d, t: played.append(d),
    )
    assert resumed.rows == small.rows and summary(resumed) == summary(small)
    assert played == [5, 6, 7, 8]  # only the second lineup's games were played


def test_a_resumed_ladder_keeps_each_saved_lineup_wherever_it_stands(small):
    # the same two lineups, named the other way round: both come first in this schedule's order
    played = []
    turned = ladder(
        "venturesome",
        ["greedy", "random"],
        4,
        7,
        2,
        replicates=200,
        resume=small.rows[::-1],
        progress=lambda done, total: played.append(done),
    )
    assert played == []
    fresh = ladder("venturesome", ["greedy", "random"], 4, 7, 2, replicates=200)
    assert turned.rows == fresh.rows and summary(turned) == summary(fresh)


def test_saved_rows_of_other_games_are_not_kept(small):
    played = []
    other = ladder(
        "venturesome",
        ["random", "greedy"],
        games=4,
        seed=8,
        players=2,
        replicates=200,
        resume=small.rows,
        progress=lambda done, total: played.append(done),
    )
    assert played == list(range(1, 9))  # seeds 8 to 11: none is a saved game of these bots in these seats
    assert {row["seed"] for row in other.rows} == {8, 9, 10, 11}


def test_cooperative_ladder_rates_each_team_by_its_mean_score():
    result = ladder("adventurous", ["random", "greedy"], games=3, players=2, replicates=100)
    assert {tuple(row["bot"] for row in result.rows[i : i + 2]) for i in range(0, len(result.rows), 2)} == {
        ("random", "random"),
        ("greedy", "greedy"),
    }
    for bot in ("random", "greedy"):
        team = [row["score"] for row in result.rows if row["bot"] == bot and row["seat"] == 0]
        assert result.ratings[bot].rating == pytest.approx(sum(team) / 3)
        assert result.ratings[bot].games == 3
    assert result.ratings.scale == "mean team score" and result.ratings.anchor is None
    assert "mean team score" in chart(result)


def test_chart_names_every_bot_on_the_elo_axis(small):
    root = ET.fromstring(chart(small))
    words = [element.text for element in root.iter("{http://www.w3.org/2000/svg}text")]
    assert "greedy" in words and "random" in words
    assert any(word and word.startswith("rating (Elo scale, random = 0)") for word in words)


def test_cli_ladder_prints_the_table_and_saves_rows_and_chart(tmp_path):
    out = io.StringIO()
    csv_path, svg_path = tmp_path / "rows.csv", tmp_path / "ladder.svg"
    argv = ["ladder", "wild_venture", "--bots", "random,Greedy", "--games", "1", "--workers", "1", "--quiet"]
    assert main([*argv, "--out", str(csv_path), "--svg", str(svg_path)], out) == 0
    text = out.getvalue()
    assert text.startswith("wild_venture: 2 games, 2 players, 1 games per lineup")
    assert "greedy - random" in text and "4 rows saved" in text
    assert len(read_rows(csv_path)) == 4 and ET.parse(svg_path).getroot() is not None


def test_cli_ladder_refuses_a_bot_named_twice(capsys):
    argv = ["ladder", "venturesome", "--bots", "random,random", "--games", "1", "--workers", "1", "--quiet"]
    assert main(argv, io.StringIO()) == 2
    assert "name each bot once" in capsys.readouterr().err
