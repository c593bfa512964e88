"""Bradley-Terry ratings from bot games, on the Elo scale, with bootstrap 95% intervals.

The model: bot ``i`` has a strength ``g[i] > 0`` and beats bot ``j`` with probability
``g[i] / (g[i] + g[j])``. A rating is ``400 * log10(g[i])`` shifted so that the *anchor* bot
(``random`` when it played, else the first bot named) is 0: 400 points apart means the
stronger bot is expected to win 10 of 11 meetings, 200 points about 3 of 4, 100 points 64%.

Comparisons: each finished game compares every pair of *different* bots in it (two seats with the
same bot compare nothing): a winner beats a non-winner; among non-winners the higher final score
beats the lower; two winners of a shared win, or equal scores, tie, which counts half a win each.

The fit is Hunter's (2004) MM algorithm. So that a bot that won every meeting still gets a finite
rating, every pair of bots that met also gets ``prior`` virtual drawn games (default one); with
tens of real games per pair it moves a rating by a few points. The 95% interval of each rating is
the 2.5th to 97.5th percentile over ``replicates`` bootstrap resamples of the games (a seeded
generator, so the same rows give the same intervals). The anchor's interval is 0 to 0 by
definition: the others are measured from it, their intervals include its uncertainty.
:meth:`Ratings.difference` gives the interval of a difference between two bots directly, the
fair test of whether they separate.

>>> games = [[("greedy", "random", 1.0)]] * 8 + [[("greedy", "random", 0.0)]] * 2
>>> ratings = fit_ratings(games, seed=1)
>>> [(r.bot, round(r.rating)) for r in ratings]
[('greedy', 213), ('random', 0)]
>>> round(400 * math.log10(8.5 / 2.5))  # 8 wins plus half of the virtual draw, against 2.5
213
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations, pairwise
from typing import Any

#: (bot a, bot b, a's share of the point: 1 win, 0.5 tie, 0 loss)
Comparison = tuple[str, str, float]
#: who won how much against whom in a set of games: wins[(a, b)] = a's points against b
Wins = dict[tuple[str, str], float]

ANCHOR = "random"
PRIOR = 1.0  # virtual drawn games per pair of bots that met
REPLICATES = 1000
LEVEL = 0.95
TOLERANCE = 1e-9  # largest change of a log-strength that ends the MM iterations
MAX_ITERATIONS = 10_000


def comparisons(rows: Iterable[Mapping[str, Any]]) -> list[list[Comparison]]:
    """The pairwise results of each game in tournament rows (see ``agents.tournament``), in game order.

    >>> rows = [
    ...     {"game_number": 0, "bot": "random", "won": False, "score": 3},
    ...     {"game_number": 0, "bot": "greedy", "won": True, "score": 7},
    ...     {"game_number": 0, "bot": "mcts:50", "won": False, "score": 3},
    ... ]
    >>> comparisons(rows)
    [[('random', 'greedy', 0.0), ('random', 'mcts:50', 0.5), ('greedy', 'mcts:50', 1.0)]]
    """
    by_game: dict[Any, list[Mapping[str, Any]]] = {}
    for row in rows:
        by_game.setdefault(row["game_number"], []).append(row)
    return [
        [(a["bot"], b["bot"], _share(a, b)) for a, b in combinations(seats, 2) if a["bot"] != b["bot"]]
        for _, seats in sorted(by_game.items())
    ]


def _share(a: Mapping[str, Any], b: Mapping[str, Any]) -> float:
    """a's share of the point against b: by winning, then by final score."""
    first = (_truth(a["won"]), float(a["score"]))
    second = (_truth(b["won"]), float(b["score"]))
    return 1.0 if first > second else 0.0 if first < second else 0.5


def _truth(value: Any) -> bool:
    """A ``won`` cell as a bool, from Python rows or from a CSV file (``"True"``/``"False"``)."""
    return value in (True, "True", "true", "1", 1)


def tally(games: Iterable[Sequence[Comparison]]) -> Wins:
    """Total points of each bot against each other bot.

    >>> tally([[("a", "b", 1.0)], [("a", "b", 0.5), ("b", "c", 0.0)]])
    {('a', 'b'): 1.5, ('b', 'a'): 0.5, ('b', 'c'): 0.0, ('c', 'b'): 1.0}
    """
    wins: Wins = {}
    for game in games:
        for a, b, share in game:
            wins[a, b] = wins.get((a, b), 0.0) + share
            wins[b, a] = wins.get((b, a), 0.0) + 1.0 - share
    return wins


def bradley_terry(wins: Wins, prior: float = PRIOR) -> dict[str, float]:
    """The maximum-likelihood strengths (geometric mean 1) by Hunter's MM algorithm.

    Each bot's strength becomes its points over the sum, for each opponent, of meetings over the
    two strengths' sum, until no log-strength moves by more than :data:`TOLERANCE`. ``prior``
    virtual drawn games are added to every pair that met.

    A hand-computed case: 3 wins of 4 gives strengths in ratio 3 to 1.

    >>> strengths = bradley_terry({("a", "b"): 3.0, ("b", "a"): 1.0}, prior=0)
    >>> round(strengths["a"] / strengths["b"], 6)
    3.0
    >>> bradley_terry({("a", "b"): 2.0, ("b", "a"): 0.0}, prior=0)
    Traceback (most recent call last):
    ...
    ValueError: a won every meeting: no finite strength without a prior (prior > 0)
    """
    bots = sorted({bot for pair in wins for bot in pair})
    points = {bot: 0.0 for bot in bots}
    meetings: dict[str, dict[str, float]] = {bot: {} for bot in bots}
    for (a, b), share in wins.items():
        points[a] += share + prior / 2
        meetings[a][b] = meetings[a].get(b, 0.0) + share + prior / 2
        meetings[b][a] = meetings[b].get(a, 0.0) + share + prior / 2
    for bot in bots:
        if not 0 < points[bot] < sum(meetings[bot].values()):
            record = "won every" if points[bot] else "lost every"
            raise ValueError(f"{bot} {record} meeting: no finite strength without a prior (prior > 0)")
    strength = dict.fromkeys(bots, 1.0)
    for _ in range(MAX_ITERATIONS):
        new = {
            bot: points[bot] / sum(n / (strength[bot] + strength[other]) for other, n in meetings[bot].items())
            for bot in bots
        }
        centre = math.exp(sum(math.log(value) for value in new.values()) / len(bots))
        new = {bot: value / centre for bot, value in new.items()}
        moved = max(abs(math.log(new[bot] / strength[bot])) for bot in bots)
        strength = new
        if moved < TOLERANCE:
            break
    return strength


def elo(strengths: Mapping[str, float], anchor: str) -> dict[str, float]:
    """Strengths on the Elo scale (``400 * log10``), the anchor at 0.

    >>> elo({"a": 10.0, "b": 1.0}, "b")
    {'a': 400.0, 'b': 0.0}
    """
    zero = math.log10(strengths[anchor])
    return {bot: 400 * (math.log10(value) - zero) for bot, value in strengths.items()}


def percentile(sorted_values: Sequence[float], fraction: float) -> float:
    """The value below which ``fraction`` of the sorted values lie, interpolated linearly.

    >>> percentile([0.0, 10.0, 20.0], 0.25), percentile([5.0], 0.9)
    (5.0, 5.0)
    """
    position = fraction * (len(sorted_values) - 1)
    below = math.floor(position)
    above = min(below + 1, len(sorted_values) - 1)
    return sorted_values[below] + (position - below) * (sorted_values[above] - sorted_values[below])


@dataclass(frozen=True)
class Rating:
    """One bot's estimate, its 95% interval, and how many games it played."""

    bot: str
    rating: float
    low: float
    high: float
    games: int


@dataclass(frozen=True)
class Gap:
    """How far ``better``'s estimate lies above ``worse``'s, with the 95% interval of the gap."""

    better: str
    worse: str
    difference: float
    low: float
    high: float

    @property
    def separated(self) -> bool:
        """Whether the whole interval lies above zero: the better bot is better beyond the noise."""
        return self.low > 0


@dataclass
class Ratings:
    """Estimates per bot, best first, with the bootstrap samples behind their intervals.

    ``scale`` says what the numbers are (``"Elo"`` ratings or a ``"mean team score"``).
    """

    entries: list[Rating]
    samples: dict[str, list[float]] = field(repr=False)
    scale: str = "Elo"
    anchor: str | None = None
    method: str = ""

    def __iter__(self) -> Iterator[Rating]:
        return iter(self.entries)

    def __getitem__(self, bot: str) -> Rating:
        return next(entry for entry in self.entries if entry.bot == bot)

    def difference(self, better: str, worse: str) -> tuple[float, float, float]:
        """``better``'s estimate minus ``worse``'s, with the 95% interval of that difference over
        the same bootstrap resamples (so the shared uncertainty of the anchor cancels)."""
        gaps = sorted(a - b for a, b in zip(self.samples[better], self.samples[worse], strict=True))
        tail = (1 - LEVEL) / 2
        return self[better].rating - self[worse].rating, percentile(gaps, tail), percentile(gaps, 1 - tail)

    def table(self) -> str:
        """The estimates as a text table, best first, then each neighbour pair's separation."""
        width = max(len(entry.bot) for entry in self.entries)
        name = "rating" if self.scale == "Elo" else "mean"
        lines = [f"{'bot':<{width}}  {name:>7}  {'95% interval':>17}  {'games':>5}"]
        lines += [
            f"{e.bot:<{width}}  {e.rating:>7.1f}  {f'{e.low:.1f} to {e.high:.1f}':>17}  {e.games:>5}" for e in self
        ]
        for gap in self.neighbours():
            verdict = "separate" if gap.separated else "do not separate"
            lines.append(
                f"{gap.better} - {gap.worse}: {gap.difference:+.1f} ({gap.low:+.1f} to {gap.high:+.1f}), {verdict}"
            )
        return "\n".join(lines)

    def neighbours(self) -> list[Gap]:
        """The difference between each bot and the next one down, with its 95% interval."""
        return [Gap(a.bot, b.bot, *self.difference(a.bot, b.bot)) for a, b in pairwise(self.entries)]


def fit_ratings(
    games: Sequence[Sequence[Comparison]],
    anchor: str | None = None,
    prior: float = PRIOR,
    replicates: int = REPLICATES,
    seed: int = 0,
) -> Ratings:
    """Bradley-Terry ratings (Elo scale, ``anchor`` at 0) with bootstrap 95% intervals over games.

    ``anchor`` defaults to ``random`` if it played, else the first bot named in the games.

    >>> ratings = fit_ratings([[("a", "b", 1.0)], [("b", "a", 0.5)]], anchor="b", replicates=50)
    >>> ratings["b"].rating, ratings["a"].games, ratings.scale
    (0.0, 2, 'Elo')
    """
    bots = list(dict.fromkeys(bot for game in games for a, b, _ in game for bot in (a, b)))
    if len(bots) < 2:
        raise ValueError("ratings need games between at least two different bots")
    anchor = anchor or (ANCHOR if ANCHOR in bots else bots[0])
    point = elo(bradley_terry(tally(games), prior), anchor)
    rng = random.Random(seed)
    samples: dict[str, list[float]] = {bot: [] for bot in bots}
    for _ in range(replicates):
        resample = [games[rng.randrange(len(games))] for _ in games]
        fitted = bradley_terry(tally(resample), prior)
        fitted = {bot: fitted.get(bot, 1.0) for bot in bots}  # a bot the resample left out: the mean strength
        for bot, value in elo(fitted, anchor).items():
            samples[bot].append(value)
    played = {bot: sum(1 for game in games if any(bot in (a, b) for a, b, _ in game)) for bot in bots}
    method = (
        f"Bradley-Terry by MM, {prior:g} virtual draw per pair; "
        f"95% bootstrap percentile intervals over {replicates} resamples of the {len(games)} games (seed {seed})"
    )
    return _ranked(point, samples, played, "Elo", anchor, method)


def _ranked(
    point: Mapping[str, float],
    samples: dict[str, list[float]],
    played: Mapping[str, int],
    scale: str,
    anchor: str | None,
    method: str,
) -> Ratings:
    tail = (1 - LEVEL) / 2
    entries = []
    for bot in sorted(point, key=lambda b: -point[b]):
        ordered = sorted(samples[bot])
        entries.append(Rating(bot, point[bot], percentile(ordered, tail), percentile(ordered, 1 - tail), played[bot]))
    return Ratings(entries, samples, scale, anchor, method)


def mean_scores(scores: Mapping[str, Sequence[float]], replicates: int = REPLICATES, seed: int = 0) -> Ratings:
    """Each bot's mean score with a bootstrap 95% interval: the ladder of a cooperative game,
    where a bot plays every seat of the team and there is nobody to beat.

    >>> ladder = mean_scores({"random": [1, 2, 3], "greedy": [5, 5, 5]}, replicates=100)
    >>> [(r.bot, r.rating, r.low, r.high) for r in ladder]
    [('greedy', 5.0, 5.0, 5.0), ('random', 2.0, 1.0, 2.6666666666666665)]
    """
    rng = random.Random(seed)
    samples: dict[str, list[float]] = {}
    for bot, values in scores.items():
        samples[bot] = [sum(rng.choice(values) for _ in values) / len(values) for _ in range(replicates)]
    point = {bot: sum(values) / len(values) for bot, values in scores.items()}
    played = {bot: len(values) for bot, values in scores.items()}
    method = (
        f"mean team score; 95% bootstrap percentile intervals over {replicates} resamples of the games (seed {seed})"
    )
    return _ranked(point, samples, played, "mean team score", None, method)
