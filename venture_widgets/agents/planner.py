"""The planning bot: flat Monte Carlo over sampled worlds, playing each move's future out.

For a decision it samples worlds consistent with what its seat has seen (``SeatView.sample``:
the hidden decks dealt again at random). In each world it tries every legal action and plays on
from it with random legal actions for ``horizon`` more decisions (a rollout), then scores the
position reached with the game's evaluation (``state_value`` of
``venture_widgets.games.<id>.bot``, the greedy bot's). An action's value is the mean over the
worlds; every action is tried in the same worlds, so the comparison is fair. The bot picks the
best, ties broken at random.

How many worlds: as many as ``steps`` decisions of rollouts allow (``steps`` spread over the
legal actions), at least ``least`` and at most ``most``; so a decision takes about the same time
however many actions it offers.

The rollouts follow only decisions whose results its seat shares: its own, or every seat's in a
cooperative game (the game's bot module says so with ``COOPERATIVE = True``). A rollout stops
where another seat decides, and that position is scored; so it does where the game's bot module
says the look-ahead stops (``look_ahead_stops(state)``, as for the greedy bot).

Why rollouts and not a beam search: a beam of the best-scored lines, four decisions deep,
scored lower on the same seeds at about the same time per decision (``benchmarks/planner_choice.py``;
numbers in ``benchmarks/results/planner_choice.json``). Random play-outs judge what matters in
Adventurous, whether the cards still to come will fit on the map, better than the evaluation
alone can at the end of a short line.

>>> from venture_widgets import load_game
>>> from venture_widgets.agents.base import SeatView
>>> state = load_game("adventurous").new_game(players=1, seed=2)
>>> PlannerAgent(seed=0).choose(SeatView(state, 0)) in state.legal_actions()
True
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from ..core.game import State
from .base import SeatView
from .calling_off import called_off
from .greedy import Evaluate, game_bot

#: decisions a rollout plays after the action tried
HORIZON = 10
#: decisions of rollouts per decision of the bot, spread over its legal actions
STEPS = 160
#: the fewest and the most worlds per decision
LEAST, MOST = 1, 8


class PlannerAgent:
    """Picks the action whose rollouts in sampled worlds score best on average."""

    name = "planner"

    def __init__(
        self, seed: int | None = None, horizon: int = HORIZON, steps: int = STEPS, least: int = LEAST, most: int = MOST
    ) -> None:
        self.rng = random.Random(seed)
        self.horizon = horizon
        self.steps = steps
        self.least = least
        self.most = most

    def choose(self, view: SeatView) -> str:
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        worlds = min(self.most, max(self.least, self.steps // (len(legal) * self.horizon)))
        values = self.action_values(view, worlds)
        best = max(values.values())
        return self.rng.choice([action for action in legal if values[action] >= best - 1e-9])

    def action_values(self, view: SeatView, worlds: int, seconds: float | None = None) -> dict[str, float]:
        """Every legal action's value: the mean of its rollouts in up to ``worlds`` sampled worlds.
        With ``seconds``, the search ends by about then: no world is begun that would likely end
        later, and a world still unfinished then is left out (the first one always counts). None is
        begun once the table calls the thinking off (:mod:`.calling_off`)."""
        legal = view.legal_actions()
        bot = game_bot(view.game_id)
        follows = _follows(view.seat, getattr(bot, "COOPERATIVE", False), getattr(bot, "look_ahead_stops", None))
        totals = dict.fromkeys(legal, 0.0)
        start = time.perf_counter()
        deadline = float("inf") if seconds is None else start + seconds
        searched = 0
        while searched < worlds:
            now = time.perf_counter()
            if searched and (now + (now - start) / searched > deadline or called_off()):
                break
            found = self._world(view, legal, follows, bot.state_value, deadline if searched else float("inf"))
            if found is None:
                break
            for action, value in zip(legal, found, strict=True):
                totals[action] += value
            searched += 1
        return {action: total / searched for action, total in totals.items()}

    def _world(
        self, view: SeatView, legal: list[str], follows: Callable[[State], bool], evaluate: Evaluate, deadline: float
    ) -> list[float] | None:
        """Each legal action's rollout value in one sampled world; ``None`` if past ``deadline``."""
        world = view.sample(self.rng)
        last = len(legal) - 1
        values = []
        for i, action in enumerate(legal):
            if time.perf_counter() > deadline:
                return None
            state = world if i == last else world.clone()
            state.apply(action)
            self._play_out(state, follows)
            values.append(evaluate(state, view.seat))
        return values

    def _play_out(self, state: State, follows: Callable[[State], bool]) -> None:
        """Play up to ``horizon`` random legal actions in ``state`` while the seat follows them."""
        for _ in range(self.horizon):
            if not follows(state):
                return
            state.apply(self.rng.choice(state.legal_actions()))

    def __repr__(self) -> str:
        return f"PlannerAgent(horizon={self.horizon}, steps={self.steps}, worlds {self.least}-{self.most})"


def _follows(seat: int, cooperative: bool, stops: Callable[[State], bool] | None = None) -> Callable[[State], bool]:
    """Whether a rollout goes on from a position: the game is not over, the decision is the
    seat's own (any seat's in a cooperative game), and the game's ``look_ahead_stops`` (if it
    has one) does not stop it there."""
    if stops is not None:
        plain = _follows(seat, cooperative)
        return lambda state: plain(state) and not stops(state)
    if cooperative:
        return lambda state: not state.is_over
    return lambda state: not state.is_over and state.current_player == seat
