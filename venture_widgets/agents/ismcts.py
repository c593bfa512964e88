"""The tree-search bot: single-observer information-set Monte Carlo tree search (IS-MCTS).

Cowling, Powley and Whitehouse (2012) describe the method. Each iteration

1. samples one world consistent with what the seat has seen (``SeatView.sample``, the game's
   ``determinize``) and plays every step of the iteration in that copy, in place;
2. descends the tree of action strings from the root decision: at a node, among the children whose
   action is legal in this world, it takes the one with the best UCB1 score, where a child's
   *availability* (how often it was legal when its parent was visited) stands in for the parent's
   visits, since an action may be legal in some worlds only;
3. adds one child, for an action of this world not yet tried there;
4. plays on with random legal actions for ``horizon`` more decisions (a rollout);
5. scores the position reached and adds each seat's reward to the nodes of the path where that
   seat decided.

Every seat's decisions are in the tree, the ones taken out of turn too (Venture (2019)'s answers):
a node's statistics are from the point of view of the seat that decides there, which picks by its
own reward. The bot plays the most visited action at the root.

The reward: in a competitive game a win counts 1, a shared win is split among the winners. Where
a rollout stops before the end, the game's evaluation (``state_value`` of
``venture_widgets.games.<id>.bot``, as the greedy and planning bots use it) gives half of it as a
share of one for the seats it rates highest and half from each seat's margin over the best of the
others, squashed to 0 to 1 by ``0.5 + 0.5 tanh``. How the margin is measured is the game's choice
(its bot module's ``MARGIN_AGAINST_USUAL``, true by default): against the margins this search has
seen for that seat (its distance from their running mean, in mean absolute deviations), or on
one scale (in units of the mean size of the margins seen). A search weighs the moves of one
position, so what tells them apart is whether a move leaves the margin better or worse than
usual; on one scale a seat some way behind sees every move as nearly equally lost, and its visits
spread almost evenly, as if it played at random. Against greedy bots (``benchmarks/strength.py``,
the ``expert`` level, the same seeded games each way): in two-player A Wild Venture one scale won
7 of 12 games, against the usual 10 (and 17.5 of 20 with eight more); in two-player Venture
Forth one scale won 4 of 8 and the usual 5 of 12 (17 of 24 with twelve more seeds); in
three-player Venturesome one scale won 19 of 30, against the usual 16. Venturesome and Venture
(2019), whose edge was measured on one scale, keep it.
In a cooperative game (the game's bot module says ``COOPERATIVE = True``)
every seat's reward is the team's score: the final total, or the evaluation's estimate of it
where the rollout stops. The exploration term scales with the spread of the rewards seen in the
search.

Budget: ``iterations`` per decision (or per game: a mapping from game id to iterations, as the
``expert`` level has it), and optionally ``seconds``, which ends the search earlier (the first
iteration always runs). With ``seconds=None`` the same seed makes the same choices. With
``trees`` (one by default) the budget is spread over that many trees, each grown from its own
sampled worlds, and the action chosen is the one most visited over all of them. One deep tree
does not make the most of a large budget: against two greedy bots in three-player Venturesome
(``benchmarks/strength.py``, the same 30 seeded games each), one tree won 17 games with 500
iterations, 14 with 2,000 and 11 with 5,000, while 4 trees of 500 won 17 and 10 trees of 500
won 19 (and 18 of 30 other games). The ``expert`` level searches with ten trees. Each tree reads
its rewards on a scale of its own: one scale shared by the trees of a search made the choice at a
Venture Forth position more consistent from seed to seed, yet the expert won 3 of 12 three-player
Venture (2019) games against greedy bots with it and 8 of the same 12 without, and 6 of the same
12 Venture Forth games against 5. With
``stop_early`` (on by default) the search also ends once the most visited action at the root is
so far ahead that the iterations left could not make another action the most visited: the choice
is the one the whole budget would make, sooner. A hint, which reports every action's figures,
searches with it off, and with ``chances``: a position cut short is then scored by each seat's
estimated chance of winning (:func:`rewards_for`), so that the mean reward of a move reads as one.

>>> from venture_widgets import load_game
>>> from venture_widgets.agents.base import SeatView
>>> state = load_game("venturesome").new_game(players=2, seed=3)
>>> view = SeatView(state, state.current_player)
>>> first = ISMCTSAgent(seed=1, iterations=50).choose(view)
>>> first in state.legal_actions(), ISMCTSAgent(seed=1, iterations=50).choose(view) == first
(True, True)
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Mapping

from ..core.game import State
from .base import SeatView
from .calling_off import called_off
from .greedy import Evaluate, game_bot

#: iterations per decision
ITERATIONS = 1000
#: random decisions a rollout plays after the node added before the position is scored
HORIZON = 8
#: the UCB1 exploration constant, for rewards spread over 0 to 1
EXPLORATION = 0.7
#: iterations between two looks at whether the root's leader can still be overtaken
STOP_CHECK = 50

Rewards = Callable[[State], list[float]]


class Node:
    """A decision's outcome in the tree: the children by action, and for the action that leads here
    its visits, its total reward (for the seat that took it) and how often it was available."""

    __slots__ = ("available", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[str, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 0

    def add(self, other: Node) -> None:
        """Count ``other``'s figures in this node's (its children's are not merged)."""
        self.visits += other.visits
        self.total += other.total
        self.available += other.available


class ISMCTSAgent:
    """Picks the action most visited by an information-set Monte Carlo tree search."""

    name = "ismcts"

    def __init__(
        self,
        seed: int | None = None,
        iterations: int | Mapping[str, int] = ITERATIONS,
        seconds: float | None = None,
        horizon: int = HORIZON,
        exploration: float = EXPLORATION,
        stop_early: bool = True,
        chances: bool = False,
        trees: int = 1,
    ) -> None:
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.horizon = horizon
        self.exploration = exploration
        self.stop_early = stop_early
        self.chances = chances
        self.trees = trees

    def choose(self, view: SeatView) -> str:
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        return self.most_visited(self.search(view), legal)

    @staticmethod
    def most_visited(root: Node, legal: list[str]) -> str:
        """The legal action most visited at ``root`` (the first of equals, in ``legal``'s order)."""
        return max(legal, key=lambda action: root.children[action].visits if action in root.children else -1)

    def search(self, view: SeatView) -> Node:
        """The tree grown for the seat's decision within the budget; its root. With several
        ``trees``, each grows from its own sampled worlds on an equal share of the budget, and the
        root returned holds the sums of their roots' figures."""
        deadline = float("inf") if self.seconds is None else time.perf_counter() + self.seconds
        budget = self.budget(view.game_id)
        if self.trees == 1:
            return self._grow(view, budget, deadline)
        merged = Node()
        for tree in range(self.trees):
            share = budget // self.trees + (tree < budget % self.trees)
            grower = ISMCTSAgent(
                self.rng.randrange(2**32), share, None, self.horizon, self.exploration, self.stop_early, self.chances
            )
            for action, child in grower._grow(view, share, deadline).children.items():
                merged.children.setdefault(action, Node()).add(child)
        return merged

    def _grow(self, view: SeatView, budget: int, deadline: float) -> Node:
        """One tree of at most ``budget`` iterations (at least one, whatever the ``deadline``), fewer
        if the table calls the thinking off (:mod:`.calling_off`)."""
        rewards = rewards_for(view.game_id, self.chances)
        root = Node()
        spread = _Spread()
        for done in range(budget):
            if done and (time.perf_counter() > deadline or called_off()):
                break
            if self.stop_early and done % STOP_CHECK == 0 and _settled(root, budget - done):
                break
            self._iterate(view.sample(self.rng), root, rewards, spread)
        return root

    def budget(self, game_id: str) -> int:
        """The iterations a decision of ``game_id`` may take."""
        return self.iterations if isinstance(self.iterations, int) else self.iterations[game_id]

    def _iterate(self, state: State, root: Node, rewards: Rewards, spread: _Spread) -> list[float]:
        """One iteration in the sampled world ``state``: select, expand, roll out, back up; the
        seats' rewards of the position reached."""
        rng = self.rng
        node = root
        path: list[tuple[Node, int]] = []
        while not state.is_over:
            seat = state.current_player
            assert seat is not None  # a game not over has a seat to act
            legal = state.legal_actions()
            children = node.children
            untried = [action for action in legal if action not in children]
            if untried:
                action = rng.choice(untried)
                child = children[action] = Node()
                child.available = 1
                state.apply(action)
                path.append((child, seat))
                break
            action, node = self._select(children, legal, spread.width * self.exploration)
            state.apply(action)
            path.append((node, seat))
        for _ in range(self.horizon):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        reward = rewards(state)
        spread.see(reward)
        for child, seat in path:
            child.visits += 1
            child.total += reward[seat]
        return reward

    def value_after(self, view: SeatView, action: str, iterations: int) -> tuple[int, float]:
        """The visits and total reward of ``action`` for the seat of ``view`` from a search of
        its own: ``iterations`` sampled worlds, in each the action played and the game searched
        on from there by one tree (every seat's decisions in it, as in :meth:`search`).
        A review (:mod:`venture_widgets.review`) reads a move the search of the position seldom
        tried with it, so that its value is not the mean of a few random games.

        >>> from venture_widgets import load_game
        >>> state = load_game("venturesome").new_game(players=2, seed=3, first_player=0)
        >>> visits, total = ISMCTSAgent(seed=1).value_after(SeatView(state, 0), state.legal_actions()[0], 40)
        >>> visits, 0.0 <= total / visits <= 1.0
        (40, True)
        """
        rewards = rewards_for(view.game_id, self.chances)
        root, spread, total = Node(), _Spread(), 0.0
        for _ in range(iterations):
            world = view.sample(self.rng)
            world.apply(action)
            total += (rewards(world) if world.is_over else self._iterate(world, root, rewards, spread))[view.seat]
        return iterations, total

    @staticmethod
    def _select(children: dict[str, Node], legal: list[str], exploration: float) -> tuple[str, Node]:
        """The legal action whose child has the best UCB1 score (availability for the parent's
        visits), and that child; every legal child counts one more availability."""
        best, best_score = legal[0], -math.inf
        log, sqrt = math.log, math.sqrt
        for action in legal:
            child = children[action]
            child.available += 1
            score = child.total / child.visits + exploration * sqrt(log(child.available) / child.visits)
            if score > best_score:
                best, best_score = action, score
        return best, children[best]

    def __repr__(self) -> str:
        per_decision = self.iterations if isinstance(self.iterations, int) else "a game's"
        budget = f"{per_decision} iterations" + ("" if self.seconds is None else f", {self.seconds} s")
        return f"ISMCTSAgent({budget}, horizon={self.horizon})"


def _settled(root: Node, left: int) -> bool:
    """Whether the most visited child of ``root`` stays the most visited whatever ``left`` more
    iterations do (each adds one visit to one child).

    >>> root = Node()
    >>> root.children = {"a": Node(), "b": Node()}
    >>> root.children["a"].visits, root.children["b"].visits = 30, 10
    >>> _settled(root, 19), _settled(root, 20)
    (True, False)
    """
    visits = sorted((child.visits for child in root.children.values()), reverse=True)
    return len(visits) > 1 and visits[0] - visits[1] > left


class _Spread:
    """The lowest and highest reward seen, so that exploration scales with the rewards' spread."""

    __slots__ = ("high", "low", "width")

    def __init__(self) -> None:
        self.low, self.high, self.width = math.inf, -math.inf, 1.0

    def see(self, reward: list[float]) -> None:
        self.low = min(self.low, *reward)
        self.high = max(self.high, *reward)
        self.width = self.high - self.low if self.high > self.low else 1.0


def rewards_for(game_id: str, chances: bool = False) -> Rewards:
    """Each seat's reward for a position where a rollout ends (see the module docstring). With
    ``chances``, a competitive game's position cut short is scored as each seat's estimated chance
    of winning instead (:meth:`_CutOff.chances`): a figure for a learner, summing to one over the
    seats as wins do."""
    bot = game_bot(game_id)
    evaluate: Evaluate = bot.state_value
    if getattr(bot, "COOPERATIVE", False):
        return lambda state: (
            [float(sheet["total"]) for sheet in state.scores()]
            if state.is_over
            else [evaluate(state, seat) for seat in range(state.players)]
        )

    cut_off = _CutOff(getattr(bot, "MARGIN_AGAINST_USUAL", True))
    score = cut_off.chances if chances else cut_off.rewards

    def competitive(state: State) -> list[float]:
        if not state.is_over:
            return score([evaluate(state, seat) for seat in range(state.players)])
        winners = state.winners()
        share = 1.0 / len(winners) if winners else 0.0
        return [share if seat in winners else 0.0 for seat in range(state.players)]

    return competitive


class _CutOff:
    """Rewards from the evaluation where a rollout stops before the end.

    The bot's reward (:meth:`rewards`) reads each seat's margin over the best of the others
    against the margins this search has seen for that seat (``against_usual``; a game's bot module
    may set ``MARGIN_AGAINST_USUAL = False``) or on the scale of the mean size of the margins seen.
    A hint's chances (:meth:`chances`) read the values on that scale.
    """

    __slots__ = ("against_usual", "count", "deviation", "mean", "sum")

    def __init__(self, against_usual: bool = True) -> None:
        self.against_usual = against_usual
        self.sum, self.count = 0.0, 0
        self.mean: list[float] = []
        self.deviation: list[float] = []

    def _margins(self, values: list[float]) -> list[float]:
        """Each seat's margin over the best of the others, counted in the running figures."""
        margins = [value - max(values[:seat] + values[seat + 1 :]) for seat, value in enumerate(values)]
        self.sum += sum(abs(margin) for margin in margins)
        self.count += 1
        if not self.mean:
            self.mean, self.deviation = [0.0] * len(values), [0.0] * len(values)
        for seat, margin in enumerate(margins):
            self.mean[seat] += (margin - self.mean[seat]) / self.count
            self.deviation[seat] += (abs(margin - self.mean[seat]) - self.deviation[seat]) / self.count
        return margins

    def rewards(self, values: list[float]) -> list[float]:
        """The bot's reward: half of it a share of one for the seats the evaluation rates highest,
        half the seat's margin against the margins seen, ``0.5 + 0.5 tanh((margin - mean) /
        deviation)`` with the running mean and mean absolute deviation of the seat's margins (or,
        not ``against_usual``, ``0.5 + 0.5 tanh(margin / scale)``, the scale the mean size of all
        the margins seen).

        >>> cut_off = _CutOff()
        >>> [round(r, 3) for r in cut_off.rewards([5.0, 1.0])]
        [0.75, 0.25]
        >>> [round(r, 3) for r in cut_off.rewards([6.0, 1.0])]
        [0.991, 0.009]
        >>> [round(r, 3) for r in cut_off.rewards([6.0, 3.0])]  # seat 1 still behind, by less than usual
        [0.509, 0.491]
        >>> [round(r, 3) for r in _CutOff(against_usual=False).rewards([5.0, 1.0])]  # a lead of one scale
        [0.94, 0.06]
        """
        margins = self._margins(values)
        if self.against_usual:
            sizes = [
                (margin - mean) / (deviation or 1.0)
                for margin, mean, deviation in zip(margins, self.mean, self.deviation, strict=True)
            ]
        else:
            scale = self._scale(values)
            sizes = [margin / scale for margin in margins]
        best = max(values)
        share = 0.5 / values.count(best)
        return [
            0.25 + 0.25 * math.tanh(size) + (share if value == best else 0.0)
            for value, size in zip(values, sizes, strict=True)
        ]

    def _scale(self, values: list[float]) -> float:
        """The mean size of the margins seen (one where all were level)."""
        return self.sum / (self.count * len(values)) or 1.0

    def chances(self, values: list[float]) -> list[float]:
        """Each seat's estimated chance of winning: ``exp(value / scale)`` as a share of the sum
        over the seats (equal values: equal chances; a lead of one scale: e times the chance), where
        the scale is the mean size of the margins seen.

        >>> [round(chance, 3) for chance in _CutOff().chances([3.0, 3.0, 3.0])]
        [0.333, 0.333, 0.333]
        >>> [round(chance, 3) for chance in _CutOff().chances([4.0, 2.0])]
        [0.731, 0.269]
        """
        self._margins(values)
        scale = self._scale(values)
        best = max(values)
        weights = [math.exp((value - best) / scale) for value in values]
        total = sum(weights)
        return [weight / total for weight in weights]
