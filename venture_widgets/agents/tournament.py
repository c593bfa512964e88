"""Tournaments: many seeded bot games as a tidy table, one row per (game, seat).

>>> result = tournament("venturesome", ["random", "greedy"], games=4, seed=0)
>>> result.games, len(result.rows), tuple(result.rows[0]) == COLUMNS
(4, 8, True)
>>> [(row["game_number"], row["seed"], row["seat"], row["bot"]) for row in result.rows[:2]]
[(0, 0, 0, 'random'), (0, 0, 1, 'greedy')]
>>> sum(result.wins) + result.nobody_won
4.0

Game ``n`` is seeded ``seed + n`` and each bot from that seed and its seat (see
:func:`~venture_widgets.agents.match.play_game`), so the rows are the same whichever executor
plays the games and in whatever order they finish. :func:`executor` gives one for this process,
for every local core, or for a Dask cluster.
"""

from __future__ import annotations

import csv
import itertools
import os
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .match import play_game

Row = dict[str, Any]
COLUMNS = (
    "game",
    "game_number",
    "seed",
    "players",
    "seat",
    "bot",
    "score",
    "won",
    "win_share",
    "first_player",
    "actions",
)
OUTPUT_FORMATS = (".csv", ".parquet")
IN_FLIGHT_PER_WORKER = 4  # games handed out ahead per worker: keeps workers busy, memory bounded


class TournamentError(ValueError):
    """Tournament arguments that cannot work; the message says what to change."""


def game_rows(game_id: str, bots: Sequence[str], game_number: int, seed: int, options: dict[str, Any]) -> list[Row]:
    """Play one seeded game; one row per seat. A shared win gives each winner an equal ``win_share``.

    >>> rows = game_rows("wild_venture", ["greedy", "random"], 7, 107, {})
    >>> [row["seat"] for row in rows], sum(row["win_share"] for row in rows) in (0, 1)
    ([0, 1], True)
    """
    outcome = play_game(game_id, bots, seed, **options)
    winners = outcome.winners
    return [
        {
            "game": game_id,
            "game_number": game_number,
            "seed": seed,
            "players": len(bots),
            "seat": seat,
            "bot": bot,
            "score": score["total"],
            "won": seat in winners,
            "win_share": 1 / len(winners) if seat in winners else 0.0,
            "first_player": outcome.first_player,
            "actions": outcome.actions,
        }
        for seat, (bot, score) in enumerate(zip(bots, outcome.scores, strict=True))
    ]


class InlineExecutor(Executor):
    """Runs each call at once in this process: one worker, no pool, the same code path."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except Exception as error:  # handed to whoever reads the result, as a pool would
            future.set_exception(error)
        return future


@dataclass
class Workers:
    """An executor and how many games it runs at once."""

    executor: Executor
    count: int


@contextmanager
def executor(workers: int | None = None, dask: str | None = None) -> Iterator[Workers]:
    """Workers for a tournament: a Dask cluster at ``dask``, else ``workers`` local processes.

    ``workers`` defaults to every local core; one worker plays in this process.

    >>> with executor(1) as pool:
    ...     type(pool.executor).__name__, pool.count
    ('InlineExecutor', 1)
    >>> with executor(0):
    ...     pass
    Traceback (most recent call last):
    ...
    venture_widgets.agents.tournament.TournamentError: --workers must be at least 1, not 0
    """
    if dask is not None:
        if workers is not None:
            raise TournamentError("--workers is for local cores; a Dask cluster has its own workers")
        with _dask_workers(dask) as pool:
            yield pool
        return
    count = (os.cpu_count() or 1) if workers is None else workers
    if count < 1:
        raise TournamentError(f"--workers must be at least 1, not {count}")
    if count == 1:
        yield Workers(InlineExecutor(), 1)
        return
    with ProcessPoolExecutor(count) as pool:
        yield Workers(pool, count)


@contextmanager
def _dask_workers(address: str) -> Iterator[Workers]:
    try:
        from distributed import Client
    except ImportError as error:
        raise TournamentError(
            "--dask needs dask.distributed: pip install 'venture_widgets[dask]' (or pip install distributed)"
        ) from error
    try:
        client = Client(address, timeout=10)
    except OSError as error:
        raise TournamentError(f"cannot reach the Dask scheduler at {address!r}: {error}") from error
    with client:
        threads = sum(client.nthreads().values())
        yield Workers(client.get_executor(pure=False), max(threads, 1))


def play_rows(
    game_id: str,
    bots: Sequence[str],
    games: int,
    seed: int = 0,
    workers: Workers | None = None,
    progress: Callable[[int, int], Any] | None = None,
    **options: Any,
) -> list[Row]:
    """The rows of ``games`` seeded games (seeds ``seed``, ``seed + 1``, ...), in game order.

    ``progress(done, games)`` is called as each game finishes.
    """
    if games < 1:
        raise TournamentError(f"--games must be at least 1, not {games}")
    workers = workers or Workers(InlineExecutor(), 1)
    numbers = iter(range(games))
    pending: dict[Future[list[Row]], int] = {}
    finished: dict[int, list[Row]] = {}

    def hand_out() -> None:
        for n in itertools.islice(numbers, workers.count * IN_FLIGHT_PER_WORKER - len(pending)):
            pending[workers.executor.submit(game_rows, game_id, list(bots), n, seed + n, dict(options))] = n

    hand_out()
    while pending:
        done, _ = wait(pending, return_when=FIRST_COMPLETED)
        for future in done:
            finished[pending.pop(future)] = future.result()
            if progress:
                progress(len(finished), games)
        hand_out()
    return [row for n in range(games) for row in finished[n]]


@dataclass
class TournamentResult:
    """Win rates and mean scores per seat, and the first player's share, from the rows."""

    game: str
    bots: list[str]
    rows: list[Row] = field(default_factory=list)

    @property
    def games(self) -> int:
        return len(self.rows) // len(self.bots)

    @property
    def wins(self) -> list[float]:
        """Games won per seat; a shared win counts as a fraction for each winner."""
        return self._per_seat("win_share")

    @property
    def score_sums(self) -> list[int]:
        return [int(total) for total in self._per_seat("score")]

    @property
    def nobody_won(self) -> int:
        return self.games - len({row["game_number"] for row in self.rows if row["won"]})

    @property
    def win_rate(self) -> list[float]:
        return [w / self.games for w in self.wins] if self.games else [0.0] * len(self.bots)

    @property
    def mean_score(self) -> list[float]:
        return [s / self.games for s in self.score_sums] if self.games else [0.0] * len(self.bots)

    @property
    def fair_share(self) -> float:
        """The win rate of a seat when no seat has an edge."""
        return 1 / len(self.bots)

    @property
    def first_player_win_rate(self) -> float:
        """Games won by the seat that moved first (shares count), over all games."""
        won = sum(row["win_share"] for row in self.rows if row["seat"] == row["first_player"])
        return won / self.games if self.games else 0.0

    def _per_seat(self, column: str) -> list[float]:
        totals = [0.0] * len(self.bots)
        for row in self.rows:
            totals[row["seat"]] += row[column]
        return totals

    def table(self) -> str:
        """The result as a small text table, with each seat's edge over a fair share."""
        lines = [
            f"{self.game}: {self.games} games",
            f"{'seat':>4}  {'bot':<8} {'win rate':>8}  {'vs fair':>7}  {'mean score':>10}",
        ]
        for seat, bot in enumerate(self.bots):
            edge = self.win_rate[seat] - self.fair_share
            lines.append(
                f"{seat:>4}  {bot:<8} {self.win_rate[seat]:>8.1%}  {edge:>+7.1%}  {self.mean_score[seat]:>10.2f}"
            )
        lines.append(f"first player won {self.first_player_win_rate:.1%} of games (fair share {self.fair_share:.1%})")
        if self.nobody_won:
            lines.append(f"games nobody won: {self.nobody_won}")
        return "\n".join(lines)


def tournament(
    game_id: str,
    bots: Sequence[str],
    games: int,
    seed: int = 0,
    progress: Callable[[int, int], Any] | None = None,
    workers: Workers | None = None,
    **options: Any,
) -> TournamentResult:
    """Play ``games`` seeded games on ``workers`` (this process by default) and total the results."""
    rows = play_rows(game_id, bots, games, seed, workers, progress, **options)
    return TournamentResult(game_id, list(bots), rows)


def check_output(path: str | Path) -> str:
    """The format of an output file by its suffix, refused early if it cannot be written.

    >>> check_output("results.CSV")
    '.csv'
    >>> check_output("results.xlsx")
    Traceback (most recent call last):
    ...
    venture_widgets.agents.tournament.TournamentError: --out must end in .csv or .parquet, not 'results.xlsx'
    """
    suffix = Path(path).suffix.lower()
    if suffix not in OUTPUT_FORMATS:
        raise TournamentError(f"--out must end in {' or '.join(OUTPUT_FORMATS)}, not {str(path)!r}")
    if suffix == ".parquet":
        try:
            import pyarrow  # noqa: F401
        except ImportError as error:
            raise TournamentError(
                "writing .parquet needs pyarrow: pip install 'venture_widgets[parquet]' (or use .csv)"
            ) from error
    return suffix


def write_rows(rows: Sequence[Row], path: str | Path) -> None:
    """Save the rows as CSV or Parquet, by the file's suffix; the columns are :data:`COLUMNS`."""
    if check_output(path) == ".csv":
        with open(path, "w", newline="", encoding="utf-8") as file:
            writer = csv.DictWriter(file, fieldnames=COLUMNS)
            writer.writeheader()
            writer.writerows(rows)
        return
    import pyarrow as pa
    import pyarrow.parquet as pq

    pq.write_table(pa.Table.from_pylist(list(rows)), str(path))
