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
from itertools import combinations, groupby
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
    ``saving(rows)`` is called with every row so far after each lineup played, and the rows given
    back as ``resume`` are kept, lineup by lineup, wherever a lineup of this ladder finds all its
    games there (the same bots in the same seats, from the same seeds); the rest is played. So a
    ladder whose bots changed in one place plays only the lineups of the new bot, from saved rows
    of the old one (which must come from the same engine and bots: they are not checked).

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
    seeds = [range(seed + s * games, seed + (s + 1) * games) for s in range(len(schedule) // rotations)]
    saved = saved_games(resume)
    done: dict[int, list[Row]] = {}  # per lineup of the schedule: its rows
    for index, lineup in enumerate(schedule):
        found = [saved.get((game_seed, tuple(lineup)), []) for game_seed in seeds[index // rotations]]
        if all(found):
            done[index] = [{**row, "game_number": index * games + n} for n, game in enumerate(found) for row in game]

    def in_order() -> list[Row]:
        return [row for index in sorted(done) for row in done[index]]

    for index, lineup in enumerate(schedule):
        if index in done:
            continue

        def tick(finished: int, _: int, before: int = index * games) -> None:
            if progress:
                progress(before + finished, total)

        played = play_rows(game_id, lineup, games, seeds[index // rotations][0], workers, tick)
        done[index] = [{**row, "game_number": index * games + row["game_number"]} for row in played]
        if saving:
            saving(in_order())
    rows = in_order()
    return LadderResult(game_id, list(bots), players, games, rows, rate(game_id, rows, replicates, seed))


def saved_games(rows: Iterable[Row]) -> dict[tuple[int, tuple[str, ...]], list[Row]]:
    """Saved rows by game, each game found by its seed and its bots seat by seat (its rows in
    seat order; a game whose seats are not all there is left out). A game's rows are the rows
    next to each other with its number and seed, so the rows of several ladders' files, one
    after the other, are read as their games.

    >>> rows = [{"game_number": 0, "seed": 4, "players": 2, "seat": 1, "bot": "random"},
    ...         {"game_number": 0, "seed": 4, "players": 2, "seat": 0, "bot": "greedy"},
    ...         {"game_number": 1, "seed": 5, "players": 2, "seat": 0, "bot": "greedy"},
    ...         {"game_number": 0, "seed": 4, "players": 2, "seat": 0, "bot": "mcts:10"},
    ...         {"game_number": 0, "seed": 4, "players": 2, "seat": 1, "bot": "random"}]
    >>> {key: [row["seat"] for row in game] for key, game in saved_games(rows).items()}
    {(4, ('greedy', 'random')): [0, 1], (4, ('mcts:10', 'random')): [0, 1]}
    >>> saved_games([{"game_number": 0, "seed": 4, "seat": 0, "bot": "greedy"}])
    Traceback (most recent call last):
    ...
    venture_widgets.agents.tournament.TournamentError: a saved row has no 'players' column: \
{'game_number': 0, 'seed': 4, 'seat': 0, 'bot': 'greedy'}
    """
    rows = list(rows)
    for row in rows:
        missing = [column for column in ("game_number", "seed", "players", "seat", "bot") if column not in row]
        if missing:
            raise TournamentError(f"a saved row has no {missing[0]!r} column: {row}")
    games = {}
    for _, together in groupby(rows, key=lambda row: (row["game_number"], row["seed"])):
        game = sorted(together, key=lambda row: row["seat"])
        if [row["seat"] for row in game] == list(range(game[0]["players"])):
            games[(game[0]["seed"], tuple(row["bot"] for row in game))] = game
    return games


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
