"""Run bot games and small tournaments.

>>> result = play_game("venturesome", ["greedy", "random"], seed=3)
>>> result.state.is_over, len(result.scores)
(True, 2)
>>> summary = tournament("venturesome", ["random", "random"], games=2, seed=0)
>>> summary.games, len(summary.win_rate)
(2, 2)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.errors import RulesError
from ..core.game import Event, State
from ..core.registry import load_game
from . import make_agent
from .base import SeatView

MAX_STEPS = 100_000


@dataclass
class GameResult:
    """One finished bot game."""

    state: State
    events: list[Event]

    @property
    def scores(self) -> list[dict[str, int]]:
        return self.state.scores()

    @property
    def winners(self) -> list[int]:
        return self.state.winners()


def play_game(
    game_id: str,
    bots: Sequence[str],
    seed: int,
    on_event: Callable[[Event], Any] | None = None,
    **options: Any,
) -> GameResult:
    """Play one game between the named bots (one per seat), seeded; return the final state.

    Each bot gets its own generator derived from ``seed`` and its seat, so a game replays
    exactly from ``(game_id, bots, seed, options)``.
    """
    state = load_game(game_id).new_game(players=len(bots), seed=seed, **options)
    agents = [make_agent(name, seed * 1009 + seat) for seat, name in enumerate(bots)]
    events: list[Event] = list(getattr(state, "opening_events", []))
    if on_event:
        for event in events:
            on_event(event)
    for _ in range(MAX_STEPS):
        seat = state.current_player
        if seat is None:
            return GameResult(state, events)
        new = state.apply(agents[seat].choose(SeatView(state, seat)))
        events.extend(new)
        if on_event:
            for event in new:
                on_event(event)
    raise RulesError(f"{game_id} game with seed {seed} did not end within {MAX_STEPS} steps")


@dataclass
class TournamentResult:
    """Win rates and mean scores per seat over many games."""

    game: str
    bots: list[str]
    games: int = 0
    wins: list[float] = field(default_factory=list)
    score_sums: list[int] = field(default_factory=list)
    nobody_won: int = 0

    @property
    def win_rate(self) -> list[float]:
        return [w / self.games for w in self.wins] if self.games else [0.0] * len(self.bots)

    @property
    def mean_score(self) -> list[float]:
        return [s / self.games for s in self.score_sums] if self.games else [0.0] * len(self.bots)

    def table(self) -> str:
        """The result as a small text table."""
        lines = [f"{self.game}: {self.games} games", f"{'seat':>4}  {'bot':<8} {'win rate':>8}  {'mean score':>10}"]
        for seat, bot in enumerate(self.bots):
            lines.append(f"{seat:>4}  {bot:<8} {self.win_rate[seat]:>8.1%}  {self.mean_score[seat]:>10.2f}")
        if self.nobody_won:
            lines.append(f"games nobody won: {self.nobody_won}")
        return "\n".join(lines)


def tournament(
    game_id: str,
    bots: Sequence[str],
    games: int,
    seed: int = 0,
    progress: Callable[[int, int], Any] | None = None,
    **options: Any,
) -> TournamentResult:
    """Play ``games`` seeded games (seeds ``seed``, ``seed + 1``, ...) and total the results.

    A shared win counts as a fraction for each winner.
    """
    result = TournamentResult(game_id, list(bots), wins=[0.0] * len(bots), score_sums=[0] * len(bots))
    for index in range(games):
        outcome = play_game(game_id, bots, seed + index, **options)
        result.games += 1
        winners = outcome.winners
        for seat in winners:
            result.wins[seat] += 1 / len(winners)
        if not winners:
            result.nobody_won += 1
        for seat, score in enumerate(outcome.scores):
            result.score_sums[seat] += score["total"]
        if progress:
            progress(index + 1, games)
    return result
