"""The strength ladder of a game: a seeded round-robin of bots and their ratings.

The schedule: every ``players``-subset of the bots (in the order named), each played in every
cyclic rotation of its seats, so each bot sits in each seat equally often; each lineup plays
``games`` seeded games. The rotations of one subset play the same seeds (the same deals), so the
deal and the seat weigh on every bot of the subset alike. With two players that is every pair of
bots both ways round; with three, every triple three ways round. Subset ``s`` plays seeds
``seed + s * games`` onwards; ``game_number`` counts the games of the whole ladder in the order
played. The ratings are Bradley-Terry on the Elo scale (:mod:`.ratings`).

A cooperative game (the game's bot module says ``COOPERATIVE = True``, as Adventurous does) has
no opponents to beat: every seat of a lineup is the same bot, and its "rating" is the team's mean
final score with a bootstrap 95% interval.

>>> lineups(["a", "b", "c"], 2)
[('a', 'b'), ('b', 'a'), ('a', 'c'), ('c', 'a'), ('b', 'c'), ('c', 'b')]
>>> result = ladder("venturesome", ["random", "greedy"], games=3, players=2, replicates=100)
>>> result.total_games, [entry.bot for entry in result.ratings]
(6, ['greedy', 'random'])
"""

from __future__ import annotations

import csv
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass
from itertools import combinations
from pathlib import Path
from typing import Any

from ..agents.greedy import game_bot
from ..agents.tournament import Row, TournamentError, Workers, play_rows
from ..core.registry import load_game
from .plots import interval_chart
from .ratings import REPLICATES, Ratings, comparisons, fit_ratings, mean_scores

#: what each CSV column holds, to read saved rows back as the tournament wrote them
COLUMN_TYPES: dict[str, Callable[[str], Any]] = {
    "game_number": int,
    "seed": int,
    "players": int,
    "seat": int,
    "score": lambda text: int(text) if text.lstrip("-").isdigit() else float(text),  # as written
    "won": lambda text: text == "True",
    "win_share": float,
    "first_player": lambda text: int(text) if text else None,
    "actions": int,
}


def cooperative(game_id: str) -> bool:
    """Whether the game's seats play as one team.

    >>> cooperative("adventurous"), cooperative("venturesome")
    (True, False)
    """
    return bool(getattr(game_bot(game_id), "COOPERATIVE", False))


def default_players(game_id: str) -> int:
    """Two seats where the game allows it (every comparison direct, the cheapest games), else its fewest.

    >>> default_players("venturesome"), default_players("venture_2019")
    (2, 3)
    """
    info = load_game(game_id).info
    return max(info.min_players, 2)


def lineups(bots: Sequence[str], players: int) -> list[tuple[str, ...]]:
    """Every ``players``-subset of the bots in every cyclic rotation of its seats.

    >>> lineups(["a", "b", "c", "d"], 3)[:3]
    [('a', 'b', 'c'), ('b', 'c', 'a'), ('c', 'a', 'b')]
    """
    if len(set(bots)) != len(bots):
        raise TournamentError(f"name each bot once in a ladder: {', '.join(bots)}")
    if players > len(bots):
        raise TournamentError(f"{players} seats need at least {players} different bots, not {len(bots)}")
    return [subset[turn:] + subset[:turn] for subset in combinations(bots, players) for turn in range(players)]


def team_lineups(bots: Sequence[str], players: int) -> list[tuple[str, ...]]:
    """A cooperative game's lineups: each bot plays every seat of the team.

    >>> team_lineups(["random", "greedy"], 2)
    [('random', 'random'), ('greedy', 'greedy')]
    """
    return [(bot,) * players for bot in bots]


@dataclass
class LadderResult:
    """The rows of every game of a ladder, in order, and the ratings they give."""

    game: str
    bots: list[str]
    players: int
    games: int  # per lineup
    rows: list[Row]
    ratings: Ratings

    @property
    def total_games(self) -> int:
        return len(self.rows) // self.players

    def table(self) -> str:
        """A heading, then the ratings table."""
        unit = "team games per bot" if self.ratings.scale != "Elo" else "games per lineup"
        head = f"{self.game}: {self.total_games} games, {self.players} players, {self.games} {unit}"
        return f"{head}\n{self.ratings.table()}"


def rate(game_id: str, rows: Sequence[Mapping[str, Any]], replicates: int = REPLICATES, seed: int = 0) -> Ratings:
    """The ratings of a ladder's rows: Bradley-Terry, or mean team scores in a cooperative game."""
    if not cooperative(game_id):
        return fit_ratings(comparisons(rows), replicates=replicates, seed=seed)
    scores: dict[str, list[float]] = {}
    for row in rows:
        if row["seat"] == 0:  # the team's score, once per game
            scores.setdefault(row["bot"], []).append(float(row["score"]))
    return mean_scores(scores, replicates=replicates, seed=seed)


def ladder(
    game_id: str,
    bots: Sequence[str],
    games: int,
    seed: int = 0,
    players: int | None = None,
    workers: Workers | None = None,
    progress: Callable[[int, int], Any] | None = None,
    replicates: int = REPLICATES,
    resume: Sequence[Row] = (),
    saving: Callable[[list[Row]], Any] | None = None,
) -> LadderResult:
    """Play the round-robin (``games`` per lineup) on ``workers`` and rate the bots.

    ``progress(done, total)`` is called as each game finishes. A long ladder can stop and go on:
    ``saving(rows)`` is called with every row so far after each lineup, and those rows given
    back as ``resume`` are kept (their whole lineups; each must be the lineup this ladder plays
    there, with its seeds) instead of played again.

    >>> saved = []
    >>> whole = ladder("venturesome", ["random", "greedy"], 2, players=2, replicates=10, saving=saved.append)
    >>> [len(rows) for rows in saved]  # two lineups of two games of two seats
    [4, 8]
    >>> ladder("venturesome", ["random", "greedy"], 2, players=2, replicates=10, resume=saved[0]).rows == whole.rows
    True
    """
    players = players or default_players(game_id)
    together = cooperative(game_id)
    schedule = team_lineups(bots, players) if together else lineups(bots, players)
    rotations = 1 if together else players
    total = len(schedule) * games
    kept = min(len(resume) // (games * players), len(schedule))
    rows: list[Row] = [dict(row) for row in resume[: kept * games * players]]
    for index, lineup in enumerate(schedule):
        start = (index // rotations) * games
        done = index * games
        if index < kept:
            check_resumed(
                rows[done * players : (done + games) * players], lineup, range(seed + start, seed + start + games)
            )
            continue

        def tick(finished: int, _: int, done: int = done) -> None:
            if progress:
                progress(done + finished, total)

        for row in play_rows(game_id, lineup, games, seed + start, workers, tick):
            rows.append({**row, "game_number": done + row["game_number"]})
        if saving:
            saving(list(rows))
    return LadderResult(game_id, list(bots), players, games, rows, rate(game_id, rows, replicates, seed))


def check_resumed(rows: Sequence[Row], lineup: Sequence[str], seeds: range) -> None:
    """Raise :class:`TournamentError` unless ``rows`` are the games of ``lineup`` (a bot per
    seat) played from ``seeds``, a seat of each game per row.

    >>> rows = [{"seed": 4, "seat": 0, "bot": "greedy"}, {"seed": 4, "seat": 1, "bot": "random"}]
    >>> check_resumed(rows, ["greedy", "mcts:10"], range(4, 5))
    Traceback (most recent call last):
    ...
    venture_widgets.agents.tournament.TournamentError: the saved rows to resume from are not this ladder's: \
lineup greedy, mcts:10 (seeds 4 to 4) has seed 4, seat 1 random
    """
    expected = {(seed, seat, bot) for seed in seeds for seat, bot in enumerate(lineup)}
    found = [(row["seed"], row["seat"], row["bot"]) for row in rows]
    if len(found) == len(expected) and set(found) == expected:
        return
    strange = (f"seed {seed}, seat {seat} {bot}" for seed, seat, bot in found if (seed, seat, bot) not in expected)
    wrong = next(strange, f"{len(found)} rows for {len(expected)}")
    raise TournamentError(
        f"the saved rows to resume from are not this ladder's: lineup {', '.join(lineup)} "
        f"(seeds {seeds[0]} to {seeds[-1]}) has {wrong}"
    )


def read_rows(path: str | Path) -> list[Row]:
    """Rows saved as CSV by ``agents.tournament.write_rows``, with their types back."""
    with open(path, newline="", encoding="utf-8") as file:
        return [_typed(row) for row in csv.DictReader(file)]


def _typed(row: Mapping[str, str]) -> Row:
    return {column: COLUMN_TYPES.get(column, str)(text) for column, text in row.items()}


def summary(result: LadderResult) -> dict[str, Any]:
    """The ratings as plain data for a JSON file: the set-up, each bot's estimate and interval,
    and each neighbour pair's difference with its interval (numbers to one decimal)."""
    ratings = result.ratings
    return {
        "game": result.game,
        "bots": result.bots,
        "players": result.players,
        "games_per_lineup": result.games,
        "total_games": result.total_games,
        "scale": ratings.scale,
        "anchor": ratings.anchor,
        "method": ratings.method,
        "ratings": [_rounded(asdict(entry)) for entry in ratings],
        "neighbours": [_rounded({**asdict(gap), "separated": gap.separated}) for gap in ratings.neighbours()],
    }


def _rounded(record: dict[str, Any]) -> dict[str, Any]:
    return {key: round(value, 1) if isinstance(value, float) else value for key, value in record.items()}


def from_rows(
    game_id: str, rows: Iterable[Row], games: int, replicates: int = REPLICATES, seed: int = 0
) -> LadderResult:
    """A ladder's result from its saved rows (bots in the order they first played)."""
    rows = list(rows)
    bots = list(dict.fromkeys(row["bot"] for row in rows))
    players = int(rows[0]["players"])
    return LadderResult(game_id, bots, players, games, rows, rate(game_id, rows, replicates, seed))


def chart(result: LadderResult) -> str:
    """The ladder as an SVG interval chart, best bot on top.

    >>> from venture_widgets.agents.tournament import game_rows
    >>> svg = chart(from_rows("wild_venture", game_rows("wild_venture", ["greedy", "random"], 0, 1, {}), 1))
    >>> "A Wild Venture: strength ladder" in svg and "random = 0" in svg
    True
    """
    ratings = result.ratings
    entries = list(ratings)
    title = f"{load_game(result.game).info.title}: strength ladder"
    if ratings.scale == "Elo":
        axis = f"rating (Elo scale, {ratings.anchor} = 0), 95% interval"
    else:
        axis = f"{ratings.scale} (every seat the same bot), 95% interval"
    return interval_chart(
        [e.bot for e in entries],
        [e.rating for e in entries],
        [e.low for e in entries],
        [e.high for e in entries],
        title=title,
        x_label=axis,
    )
