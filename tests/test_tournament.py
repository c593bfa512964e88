"""Tournaments at scale: the same seeded rows on one core, every local core or a Dask cluster,
saved as CSV or Parquet, and bad arguments refused with a clear error before any game is played."""

from __future__ import annotations

import csv
import io
import os
import sys
from pathlib import Path

import pyarrow.parquet
import pytest
from distributed import LocalCluster

from venture_widgets.agents.tournament import COLUMNS, executor, game_rows, tournament
from venture_widgets.cli import main

BOTS = ["greedy", "random", "random"]


def run(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    status = main(list(argv), out=out)
    return status, out.getvalue()


def saved_rows(tmp_path: Path, name: str, *argv: str) -> list[dict[str, str]]:
    path = tmp_path / name
    status, text = run("tournament", "venturesome", "--bots", ",".join(BOTS), "--quiet", "--out", str(path), *argv)
    assert status == 0, text
    with open(path, newline="", encoding="utf-8") as file:
        return list(csv.DictReader(file))


def test_the_rows_are_the_same_whatever_the_number_of_workers():
    seen = []
    with executor(1) as one, executor(2) as two, executor() as every:
        assert every.count == os.cpu_count()
        alone = tournament("venturesome", BOTS, games=6, seed=5, workers=one)
        pooled = tournament("wild_venture", ["greedy", "random"], games=6, seed=5, workers=two)
        pooled_same_game = tournament(
            "venturesome", BOTS, games=6, seed=5, workers=two, progress=lambda done, total: seen.append((done, total))
        )
    assert type(two.executor).__name__ == "ProcessPoolExecutor" and two.count == 2
    assert pooled_same_game.rows == alone.rows
    assert pooled.rows[:2] == game_rows("wild_venture", ["greedy", "random"], 0, 5, {})
    assert seen == [(done, 6) for done in range(1, 7)]


def test_the_cli_saves_the_same_csv_on_one_worker_and_on_two(tmp_path):
    assert saved_rows(tmp_path, "one.csv", "--games", "5", "--workers", "1") == saved_rows(
        tmp_path, "two.csv", "--games", "5", "--workers", "2"
    )


def test_the_csv_has_one_row_per_game_and_seat(tmp_path):
    rows = saved_rows(tmp_path, "results.csv", "--games", "4", "--seed", "10", "--workers", "1")
    assert tuple(rows[0]) == COLUMNS
    assert len(rows) == 4 * 3
    assert [(row["game_number"], row["seed"], row["seat"], row["bot"]) for row in rows[:4]] == [
        ("0", "10", "0", "greedy"),
        ("0", "10", "1", "random"),
        ("0", "10", "2", "random"),
        ("1", "11", "0", "greedy"),
    ]
    for number in range(4):
        game = [row for row in rows if row["game_number"] == str(number)]
        assert {row["game"] for row in game} == {"venturesome"} and {row["players"] for row in game} == {"3"}
        assert len({(row["first_player"], row["actions"]) for row in game}) == 1  # one game, one first player
        assert game[0]["first_player"] in {"0", "1", "2"} and int(game[0]["actions"]) > 0
        assert sum(float(row["win_share"]) for row in game) in (0.0, 1.0)
        assert {row["won"] for row in game} <= {"True", "False"}


def test_parquet_holds_the_same_rows_as_csv(tmp_path):
    rows = saved_rows(tmp_path, "results.csv", "--games", "3", "--workers", "1")
    status, text = run("tournament", "venturesome", "--bots", ",".join(BOTS), "--games", "3", "--quiet", "--workers",
                       "1", "--out", str(tmp_path / "results.parquet"))  # fmt: skip
    assert status == 0 and "9 rows saved" in text
    table = pyarrow.parquet.read_table(tmp_path / "results.parquet")
    assert tuple(table.column_names) == COLUMNS
    assert [{key: str(value) for key, value in row.items()} for row in table.to_pylist()] == rows


def test_the_summary_shows_seat_and_first_player_advantage():
    status, text = run("tournament", "venturesome", "--bots", "random,random", "--games", "4", "--quiet", "--workers",
                       "1")  # fmt: skip
    assert status == 0
    assert "vs fair" in text and "first player won" in text and "(fair share 50.0%)" in text


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--workers", "0"], "--workers must be at least 1, not 0"),
        (["--games", "0"], "--games must be at least 1, not 0"),
        (["--out", "results.xlsx"], "--out must end in .csv or .parquet"),
        (["--dask", "tcp://127.0.0.1:1", "--workers", "2"], "a Dask cluster has its own workers"),
        (["--bots", "random,psychic", "--workers", "2"], "unknown bot 'psychic'"),  # raised in a worker
    ],
)
def test_bad_arguments_are_refused_with_a_clear_error(argv, message, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    status, text = run("tournament", "venturesome", "--quiet", *argv)
    assert status == 2 and text == ""
    assert message in capsys.readouterr().err
    assert not list(tmp_path.iterdir())


def test_missing_optional_packages_name_what_to_install(capsys, monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "pyarrow", None)  # as if not installed
    monkeypatch.setitem(sys.modules, "distributed", None)
    assert run("tournament", "venturesome", "--quiet", "--out", str(tmp_path / "r.parquet"))[0] == 2
    assert "writing .parquet needs pyarrow: pip install 'venture_widgets[parquet]'" in capsys.readouterr().err
    assert run("tournament", "venturesome", "--quiet", "--dask", "tcp://127.0.0.1:1")[0] == 2
    assert "--dask needs dask.distributed: pip install 'venture_widgets[dask]'" in capsys.readouterr().err


def test_a_dask_cluster_plays_the_same_rows(tmp_path):
    with LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=None) as cluster:
        on_dask = saved_rows(tmp_path, "dask.csv", "--games", "5", "--dask", cluster.scheduler_address)
    assert on_dask == saved_rows(tmp_path, "local.csv", "--games", "5", "--workers", "1")
