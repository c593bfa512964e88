"""The greedy bot: one step of look-ahead with a per-game evaluation.

For each legal action it samples a few games consistent with what its seat has seen
(``SeatView.sample``), applies the action, follows its own further decisions of the same
turn greedily (a Professor's draw is followed by choosing what to put back), and scores the
result with the game's evaluation, averaged over the samples. Ties are broken at random.

Each game brings its evaluation in its own folder, found by convention: the module
``venture_widgets.games.<id>.bot`` (see :func:`game_bot`) with ``state_value(state, seat)``, the
value of a position for a seat read from the state (equal to ``value(observation, seat)``, the
same number from the seat's observation), and ``SAMPLES``, how many sampled worlds each
decision is weighed in. It may also bring ``look_ahead_stops(state)``: the bot follows its further
decisions no further than a position where that is true. Venture (2019) stops before Phase 3, so
that ending one's actions is not weighed with the cards its Phase 4 then draws in the one sampled
world while playing a card first, whose Phase 4 comes after the others' answers, is weighed
without them (the evaluation counts the draw still to come the same way for both).

In a cooperative game (the game's bot module says ``COOPERATIVE = True``) the bot follows its
teammates' further decisions the same way, as they score the same: in two-seat Adventurous one
seat's choice of card is only worth what the other then makes of it. Over the same 20 seeded
two-seat games the team's mean score went from 32.4 to 41.8 (random moves score 16.8).

A turn of A Wild Venture is a run of decisions of the same seat, so following a move's further
decisions three deep weighs about 25 x 25 x 25 positions. The look-ahead keeps it to a beam: at
the first further decision, every option is scored as it stands and only the ``beam`` best are
followed deeper. One sample suffices there: what the bot cannot see (the deck's order, the other
seat's hand) hardly moves its evaluation, which reads its own area. Played against the bot that
followed every option on three samples, this one is as strong (``benchmarks/bot_strength.py``) and
weighs about a quarter of the positions per turn (``benchmarks/table_update.py``).

Thousands of positions are scored per decision, so the bot scores them with the evaluation read
straight from the sampled state (``state_value``, equal to the observation's ``value``) and lets
the last action tried at each position use that position itself instead of a copy.

>>> from venture_widgets import load_game
>>> from venture_widgets.agents.base import SeatView
>>> state = load_game("venturesome").new_game(players=3, seed=4)
>>> GreedyAgent(seed=0).choose(SeatView(state, state.current_player)) in state.legal_actions()
True
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from types import ModuleType

from ..core.errors import RulesError
from ..core.game import State
from .base import SeatView

Evaluate = Callable[[State, int], float]

CHAIN_DEPTH = 3
#: how many options of the first further decision are followed deeper
BEAM = 3


def game_bot(game_id: str) -> ModuleType:
    """The module ``venture_widgets.games.<game_id>.bot`` that holds the game's evaluation; a
    clear error naming the game and the module it needs if there is none.

    >>> game_bot("venturesome").SAMPLES
    3
    >>> game_bot("chess")
    Traceback (most recent call last):
    ...
    venture_widgets.core.errors.RulesError: the greedy bot cannot play chess: it needs venture_widgets.games.chess.bot
    """
    name = f"venture_widgets.games.{game_id}.bot"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name != name and not name.startswith(f"{error.name}."):  # something the bot imports is missing
            raise
        raise RulesError(f"the greedy bot cannot play {game_id}: it needs {name}") from None


class GreedyAgent:
    """Picks the action whose immediate result its game's evaluation likes best."""

    name = "greedy"

    def __init__(self, seed: int | None = None, samples: int | None = None, beam: int = BEAM) -> None:
        """``samples``: worlds per decision (by default the game's ``SAMPLES``); ``beam``:
        options of the first further decision followed deeper."""
        self.rng = random.Random(seed)
        self.samples = samples
        self.beam = beam
        self._stops: Callable[[State], bool] = _never  # the game's look_ahead_stops, set by choose
        self._team = False  # whether the game is cooperative (its bot module's COOPERATIVE), set by choose

    def choose(self, view: SeatView) -> str:
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        bot = game_bot(view.game_id)
        self._stops = getattr(bot, "look_ahead_stops", _never)
        self._team = getattr(bot, "COOPERATIVE", False)
        evaluate: Evaluate = bot.state_value
        totals = dict.fromkeys(legal, 0.0)
        for _ in range(self.samples or bot.SAMPLES):
            world = view.sample(self.rng)
            for action, value in zip(legal, self._values(world, legal, view.seat, evaluate, CHAIN_DEPTH), strict=True):
                totals[action] += value
        best = max(totals.values())
        return self.rng.choice([a for a in legal if totals[a] >= best - 1e-9])

    def _values(self, world: State, actions: list[str], seat: int, evaluate: Evaluate, depth: int) -> list[float]:
        """The value of each of ``actions`` from ``world``, which the last of them uses up."""
        last = len(actions) - 1
        return [
            self._value(world if i == last else world.clone(), action, seat, evaluate, depth)
            for i, action in enumerate(actions)
        ]

    def _value(self, world: State, action: str, seat: int, evaluate: Evaluate, depth: int) -> float:
        world.apply(action)
        return self._after(world, seat, evaluate, depth)

    def _after(self, world: State, seat: int, evaluate: Evaluate, depth: int) -> float:
        """The value of ``world`` just after an action: the best of the seat's further decisions
        of the same turn (a beam of them at the first, see the module docstring), else its score."""
        if depth > 1 and self._follows(world, seat) and not self._stops(world):
            further = world.legal_actions()
            if depth > 2 and len(further) > self.beam:
                return max(
                    self._after(w, seat, evaluate, depth - 1)
                    for w in self._most_promising(world, further, seat, evaluate)
                )
            return max(self._values(world, further, seat, evaluate, depth - 1))
        return evaluate(world, seat)

    def _follows(self, world: State, seat: int) -> bool:
        """Whether the look-ahead follows the decision ``world`` asks for: the seat's own, or in a
        cooperative game any teammate's (every seat scores the team's score)."""
        if world.is_over:
            return False
        return world.current_player == seat or (self._team and world.current_player is not None)

    def _most_promising(self, world: State, actions: list[str], seat: int, evaluate: Evaluate) -> list[State]:
        """The positions after the :attr:`beam` of ``actions`` whose results score best as they
        stand (in the actions' order); ``world`` is used up for the last action."""
        last = len(actions) - 1
        results = []
        for i, action in enumerate(actions):
            result = world if i == last else world.clone()
            result.apply(action)
            results.append(result)
        now = [evaluate(result, seat) for result in results]
        kept = sorted(sorted(range(len(actions)), key=now.__getitem__, reverse=True)[: self.beam])
        return [results[i] for i in kept]

    def __repr__(self) -> str:
        return f"GreedyAgent(samples={self.samples}, beam={self.beam})"


def _never(state: State) -> bool:
    """A game's ``look_ahead_stops`` when it brings none: the look-ahead stops nowhere early."""
    return False
