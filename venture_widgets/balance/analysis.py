"""Seat, first-player and score balance from tournament rows, in pure Python (runs under Pyodide).

The rows are :mod:`venture_widgets.agents.tournament`'s (one per game and seat, columns
``COLUMNS``) for one game at one player count: from a live
:func:`~venture_widgets.agents.tournament.tournament` or a saved CSV
(:func:`venture_widgets.balance.ladder.read_rows`). Win
rates come with 95% Wilson intervals and are set against the fair share (one over the number of
players); a seat's score is compared with the other seats' scores in the same games.
:func:`balance_notes` says in words what looks unbalanced and how much the sample can tell.

>>> from venture_widgets.agents.tournament import tournament
>>> rows = tournament("venturesome", ["greedy", "greedy"], games=20, seed=0).rows
>>> [str(rate) for rate in win_rates(rows)]
['seat 0: 50.0% of 20 games (95% interval 29.9% to 70.1%)', 'seat 1: 50.0% of 20 games (95% interval 29.9% to 70.1%)']
>>> first_player_rate(rows).label, first_player_rate(rows).fair
('first player', 0.5)
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

Row = Mapping[str, Any]
Z95 = statistics.NormalDist().inv_cdf(0.975)  # 1.96: the two-sided 95% point of the normal curve
GROUPINGS = ("seat", "position", "bot")


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a rate of ``successes`` in ``trials`` (95% by default).

    Unlike "rate ± 1.96 standard errors" it stays inside 0..1 and is fair at small samples and
    rates near 0 or 1. Shared wins count as fractions.

    >>> [round(end, 3) for end in wilson(10, 20)]
    [0.299, 0.701]
    >>> wilson(0, 10)[0], round(wilson(0, 10)[1], 3)
    (0.0, 0.278)
    """
    if trials < 1:
        raise ValueError("a rate needs at least one trial")
    rate = successes / trials
    centre = rate + z * z / (2 * trials)
    spread = z * math.sqrt(rate * (1 - rate) / trials + z * z / (4 * trials * trials))
    scale = 1 + z * z / trials
    low = 0.0 if rate <= 0 else (centre - spread) / scale
    high = 1.0 if rate >= 1 else (centre + spread) / scale
    return low, high


def t_critical(degrees: int) -> float:
    """The two-sided 95% point of Student's t (Cornish-Fisher expansion about the normal curve;
    within 0.01 of the table from 5 degrees of freedom on).

    >>> round(t_critical(10), 2), round(t_critical(30), 2), round(t_critical(10_000), 2)
    (2.23, 2.04, 1.96)
    """
    z, n = Z95, degrees
    return z + (z**3 + z) / (4 * n) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * n * n)


@dataclass(frozen=True)
class WinRate:
    """Wins (shared wins as fractions) of ``label`` in ``games``, against the ``fair`` share."""

    label: str
    wins: float
    games: int
    fair: float

    @property
    def rate(self) -> float:
        return self.wins / self.games

    @property
    def low(self) -> float:
        return wilson(self.wins, self.games)[0]

    @property
    def high(self) -> float:
        return wilson(self.wins, self.games)[1]

    @property
    def verdict(self) -> str:
        """``"above"`` or ``"below"`` when the 95% interval leaves out the fair share, else ``"fair"``.

        >>> WinRate("seat 0", 58, 100, 0.5).verdict, WinRate("seat 0", 70, 100, 0.5).verdict
        ('fair', 'above')
        """
        if self.low > self.fair:
            return "above"
        if self.high < self.fair:
            return "below"
        return "fair"

    def __str__(self) -> str:
        return f"{self.label}: {self.rate:.1%} of {self.games} games (95% interval {self.low:.1%} to {self.high:.1%})"


@dataclass(frozen=True)
class Scores:
    """The final scores of ``label``, one per game it played."""

    label: str
    values: tuple[float, ...]

    @property
    def mean(self) -> float:
        return statistics.fmean(self.values)

    @property
    def spread(self) -> float:
        """The standard deviation (0 for a single game)."""
        return statistics.stdev(self.values) if len(self.values) > 1 else 0.0

    @property
    def quartiles(self) -> tuple[float, float, float]:
        """The lower quartile, the median and the upper quartile.

        >>> Scores("seat 0", (1, 2, 3, 4, 5)).quartiles
        (2.0, 3.0, 4.0)
        """
        if len(self.values) == 1:
            return (float(self.values[0]),) * 3
        low, middle, high = statistics.quantiles(self.values, n=4, method="inclusive")
        return low, middle, high

    def __str__(self) -> str:
        """The scores in words.

        >>> str(Scores("seat 1", (10, 12, 14, 20)))
        'seat 1: mean 14.0, spread 4.3, from 10 to 20 (quartiles 11.5 / 13 / 15.5) over 4 games'
        """
        low, middle, high = self.quartiles
        return (
            f"{self.label}: mean {self.mean:.1f}, spread {self.spread:.1f}, from {_short(min(self.values))} "
            f"to {_short(max(self.values))} (quartiles {_short(low)} / {_short(middle)} / {_short(high)}) "
            f"over {len(self.values)} games"
        )


@dataclass(frozen=True)
class ScoreGap:
    """How many points ``label`` scores more than the mean of the other seats in the same games,
    on average, with a 95% interval (``None`` ends with fewer than two games)."""

    label: str
    gap: float
    low: float | None
    high: float | None
    games: int

    @property
    def significant(self) -> bool:
        """Whether the 95% interval leaves out 0."""
        return self.low is not None and self.high is not None and (self.low > 0 or self.high < 0)


def players(rows: Sequence[Row]) -> int:
    """The player count of the rows, which must be of one game at one player count.

    >>> players([{"game": "g", "players": 3}, {"game": "h", "players": 3}])
    Traceback (most recent call last):
    ...
    ValueError: the rows mix games or player counts: [('g', 3), ('h', 3)]; analyse one at a time
    """
    tables = sorted({(row["game"], row["players"]) for row in rows})
    if len(tables) != 1:
        raise ValueError(f"the rows mix games or player counts: {tables}; analyse one at a time")
    return int(tables[0][1])


def games(rows: Sequence[Row]) -> dict[int, list[Row]]:
    """The rows of each game (by ``game_number``), seats in order."""
    found: dict[int, list[Row]] = {}
    for row in rows:
        found.setdefault(row["game_number"], []).append(row)
    return {number: sorted(seats, key=lambda row: row["seat"]) for number, seats in sorted(found.items())}


def position(row: Row) -> int:
    """The seat's place in the first turn order: 0 for the first player, 1 for the next, ..."""
    return (row["seat"] - row["first_player"]) % row["players"]


def _key(by: str) -> Callable[[Row], tuple[int, str]]:
    """A sort key and label per row for a grouping: by seat, by position in the turn order, by bot."""
    if by == "seat":
        return lambda row: (row["seat"], f"seat {row['seat']}")
    if by == "position":
        return lambda row: (position(row), f"moves {_ordinal(position(row) + 1)}")
    if by == "bot":
        return lambda row: (0, str(row["bot"]))
    raise ValueError(f"group by one of {', '.join(GROUPINGS)}, not {by!r}")


def _grouped(rows: Sequence[Row], by: str) -> dict[str, list[Row]]:
    key = _key(by)
    groups: dict[tuple[int, str], list[Row]] = {}
    for row in rows:
        groups.setdefault(key(row), []).append(row)
    return {label: found for (_, label), found in sorted(groups.items())}


def win_rates(rows: Sequence[Row], by: str = "seat") -> list[WinRate]:
    """The win rate of each seat (``by="seat"``), each place in the first turn order
    (``"position"``: "moves 1st" is the first player) or each bot (``"bot"``: per seat it held).

    >>> rows = [{"game": "g", "players": 2, "game_number": n, "seat": s, "bot": "b", "first_player": 0,
    ...          "win_share": float(s == 0), "score": 0} for n in range(10) for s in (0, 1)]
    >>> [(rate.label, rate.rate, rate.verdict) for rate in win_rates(rows, by="position")]
    [('moves 1st', 1.0, 'above'), ('moves 2nd', 0.0, 'below')]
    """
    fair = 1 / players(rows)
    return [
        WinRate(label, sum(row["win_share"] for row in found), len(found), fair)
        for label, found in _grouped(rows, by).items()
    ]


def first_player_rate(rows: Sequence[Row]) -> WinRate:
    """How often the seat that made the first decision won."""
    first = win_rates(rows, by="position")[0]
    return WinRate("first player", first.wins, first.games, first.fair)


def score_summaries(rows: Sequence[Row], by: str = "seat") -> list[Scores]:
    """Each seat's (position's, bot's) final scores."""
    return [Scores(label, tuple(row["score"] for row in found)) for label, found in _grouped(rows, by).items()]


def score_gaps(rows: Sequence[Row], by: str = "seat") -> list[ScoreGap]:
    """Per seat (or position), its score minus the mean of the other seats' in each game,
    averaged over the games, with a 95% t interval. Comparing within a game takes out how high
    the scores of that game ran, so a small gap shows with fewer games.

    >>> rows = [{"game": "g", "players": 2, "game_number": n, "seat": s, "bot": "b", "first_player": 0,
    ...          "win_share": 0.5, "score": 10 + n + 2 * s + n % 2} for n in range(8) for s in (0, 1)]
    >>> [(gap.label, gap.gap, gap.significant) for gap in score_gaps(rows)]
    [('seat 0', -2.0, True), ('seat 1', 2.0, True)]
    """
    count = players(rows)
    if count < 2:
        return []
    key = _key(by)
    differences: dict[tuple[int, str], list[float]] = {}
    for seats in games(rows).values():
        total = sum(row["score"] for row in seats)
        for row in seats:
            differences.setdefault(key(row), []).append(row["score"] - (total - row["score"]) / (count - 1))
    return [_gap(label, values) for (_, label), values in sorted(differences.items())]


def _gap(label: str, values: list[float]) -> ScoreGap:
    mean = statistics.fmean(values)
    if len(values) < 2:
        return ScoreGap(label, mean, None, None, len(values))
    half = t_critical(len(values) - 1) * statistics.stdev(values) / math.sqrt(len(values))
    return ScoreGap(label, mean, mean - half, mean + half, len(values))


def shared_result(rows: Sequence[Row]) -> bool:
    """Whether every game's seats share one score and one result (a cooperative or solo game)."""
    return all(len({(row["score"], row["won"]) for row in seats}) == 1 for seats in games(rows).values())


def balance_notes(rows: Sequence[Row]) -> list[str]:
    """What looks unbalanced in the rows, in words, and how much their number of games can tell.

    Flags a seat or a place in the turn order whose 95% win-rate interval leaves out the fair
    share, and one that scores significantly more or less than the others in the same games.
    A game whose seats share one result (cooperative, or solo) gets the team's record instead.

    >>> rows = [{"game": "g", "players": 2, "game_number": n, "seat": s, "bot": "greedy",
    ...          "first_player": n % 2, "won": s == 0, "win_share": float(s == 0), "score": 5 - s}
    ...         for n in range(40) for s in (0, 1)]
    >>> print("\\n".join(balance_notes(rows)))  # doctest: +NORMALIZE_WHITESPACE
    40 games of g, 2 players, every seat played by greedy: a win rate is known to about ±15
    points here (95%), so only an edge larger than that can show.
    Seat 0 wins more than its fair share of 50.0%: seat 0: 100.0% of 40 games (95% interval 91.2% to 100.0%).
    Seat 1 wins less than its fair share of 50.0%: seat 1: 0.0% of 40 games (95% interval 0.0% to 8.8%).
    Seat 0 scores 1.0 points more than the other seats in the same games (95% interval 1.0 to 1.0).
    Seat 1 scores 1.0 points less than the other seats in the same games (95% interval -1.0 to -1.0).
    8 checks at 95%: about one in twenty flags by chance alone, so a lone flag on a small sample
    calls for more games, not a verdict.
    """
    count = players(rows)
    played = len(games(rows))
    bots = sorted({str(row["bot"]) for row in rows})
    who = f"every seat played by {bots[0]}" if len(bots) == 1 else "bots " + ", ".join(bots)
    if shared_result(rows):
        return _team_notes(rows, played, count, who)
    fair = 1 / count
    low, high = wilson(fair * played, played)
    notes = [
        f"{played} games of {rows[0]['game']}, {count} players, {who}: a win rate is known to about "
        f"±{(high - low) / 2 * 100:.0f} points here (95%), so only an edge larger than that can show."
    ]
    if len(bots) > 1:
        notes.append("The seats hold different bots, so a seat's edge mixes the seat with its bot's strength.")
    rates = [*win_rates(rows), first_player_rate(rows), *win_rates(rows, by="position")[1:]]
    gaps = score_gaps(rows) + score_gaps(rows, by="position")
    flagged = [
        f"{_capital(rate.label)} wins {'more' if rate.verdict == 'above' else 'less'} than its fair share of "
        f"{fair:.1%}: {rate}."
        for rate in rates
        if rate.verdict != "fair"
    ]
    flagged += [
        f"{_capital(gap.label)} scores {abs(gap.gap):.1f} points {'more' if gap.gap > 0 else 'less'} than the "
        f"other seats in the same games (95% interval {gap.low:.1f} to {gap.high:.1f})."
        for gap in gaps
        if gap.significant
    ]
    if not flagged:
        flagged.append(
            "No seat and no place in the turn order wins more or less than its fair share, and none scores "
            "more or less than the others, by more than these games can tell."
        )
    checks = len(rates) + len(gaps)
    return [
        *notes,
        *flagged,
        f"{checks} checks at 95%: about one in twenty flags by chance alone, so a lone flag on a small sample "
        "calls for more games, not a verdict.",
    ]


def team_record(rows: Sequence[Row], label: str = "the team") -> tuple[WinRate, Scores]:
    """Where the seats share one result: how often ``label`` won (against a ``fair`` of 1) and
    its scores, one per game.

    >>> rows = [{"game_number": n, "seat": s, "score": 30 + n, "won": n > 0} for n in range(4) for s in (0, 1)]
    >>> won, scores = team_record(rows, "novice")
    >>> won.rate, scores.values
    (0.75, (30, 31, 32, 33))
    """
    team = [seats[0] for seats in games(rows).values()]
    won = WinRate(label, sum(bool(row["won"]) for row in team), len(team), 1.0)
    return won, Scores(label, tuple(row["score"] for row in team))


def _team_notes(rows: Sequence[Row], played: int, count: int, who: str) -> list[str]:
    won, scores = team_record(rows, "the team won")
    scores = Scores("team score", scores.values)
    shared = "one player alone" if count == 1 else f"{count} players sharing one score and one result"
    return [
        f"{played} games of {rows[0]['game']}, {shared}, {who}: there is no seat or first-player advantage to measure.",
        f"{_capital(str(won))}; {scores}.",
    ]


def _ordinal(n: int) -> str:
    """An ordinal number in words.

    >>> [_ordinal(n) for n in (1, 2, 3, 4, 11, 21)]
    ['1st', '2nd', '3rd', '4th', '11th', '21st']
    """
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _short(value: float) -> str:
    return f"{value:.1f}".removesuffix(".0")


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


__all__ = [
    "GROUPINGS",
    "ScoreGap",
    "Scores",
    "WinRate",
    "balance_notes",
    "first_player_rate",
    "games",
    "players",
    "position",
    "score_gaps",
    "score_summaries",
    "shared_result",
    "t_critical",
    "team_record",
    "wilson",
    "win_rates",
]
