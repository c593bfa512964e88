"""Naming a bot: agent specs and difficulty levels.

Wherever a bot is named (a table's seats, a lesson's free play, ``play_game``, tournaments and
the command line's ``--bots``) the name is a *spec*:

- a bot by kind: ``random``, ``greedy``, ``planner``;
- the tree-search bot with its budget: ``mcts:N`` (``N`` iterations a decision, reproducible from
  its seed), ``mcts`` alone (:data:`~.ismcts.ITERATIONS` of them), ``ismcts`` (the same, its
  older name);
- a difficulty level, weakest first: ``beginner`` (random moves), ``easy`` (greedy: the best move
  by the game's evaluation one step ahead), ``medium`` (``mcts:200``), ``hard`` (``mcts:1000``),
  ``expert`` (the tree search with about one second a decision on one core of the development
  machine: :data:`EXPERT_ITERATIONS` per game, from ``benchmarks/ismcts.py``, spread over
  :data:`EXPERT_TREES` trees; iterations rather than seconds, so that a seeded game replays the
  same on any machine, loaded or not).

>>> make_agent("mcts:300", seed=1)
ISMCTSAgent(300 iterations, horizon=8)
>>> make_agent("hard")
ISMCTSAgent(1000 iterations, horizon=8)
>>> [check_spec(spec) for spec in ("easy", " Greedy ", "MCTS:50")]
['easy', 'greedy', 'mcts:50']
>>> check_spec("mcts:lots")
Traceback (most recent call last):
...
venture_widgets.core.errors.RulesError: unknown bot 'mcts:lots': N in mcts:N is 1 to 1000000 iterations
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.errors import RulesError
from .base import Agent
from .greedy import GreedyAgent
from .ismcts import ISMCTSAgent
from .planner import PlannerAgent
from .random_agent import RandomAgent

#: the bots by kind, each made from a seed
AGENTS: dict[str, Callable[[int | None], Agent]] = {
    "random": RandomAgent,
    "greedy": GreedyAgent,
    "planner": PlannerAgent,
    "ismcts": ISMCTSAgent,
}
#: the tree-search bot's spec, bare or with ``:N`` iterations
MCTS = "mcts"
MAX_ITERATIONS = 1_000_000

#: iterations a decision that take about one second on one core of the development machine
#: (``python benchmarks/ismcts.py``: iterations per second over early positions, rounded down)
EXPERT_ITERATIONS: dict[str, int] = {
    "venturesome": 5000,
    "venture_forth": 4000,
    "adventurous": 1500,
    "venture_2019": 4000,
    "wild_venture": 4000,
}
#: the expert's budget is spread over this many trees (see ``ISMCTSAgent``'s ``trees``)
EXPERT_TREES = 10
#: the difficulty levels, weakest first, and the spec each stands for
LEVELS: dict[str, str] = {
    "beginner": "random",
    "easy": "greedy",
    "medium": "mcts:200",
    "hard": "mcts:1000",
    "expert": "mcts:~1s",
}
LEVEL_NAMES: tuple[str, ...] = tuple(LEVELS)


def allowed() -> str:
    """What a spec may be, for error messages and help texts.

    >>> allowed()
    'beginner, easy, medium, hard, expert, random, greedy, planner, mcts, mcts:N'
    """
    kinds = [kind for kind in AGENTS if kind != "ismcts"]
    return ", ".join([*LEVEL_NAMES, *kinds, MCTS, f"{MCTS}:N"])


def _iterations(spec: str) -> int | None:
    """The iterations of ``mcts:N`` (``None`` for any other spec); refuses a bad ``N``."""
    kind, colon, budget = spec.partition(":")
    if kind != MCTS or not colon:
        return None
    if not budget.isdigit() or not 1 <= int(budget) <= MAX_ITERATIONS:
        raise RulesError(f"unknown bot {spec!r}: N in mcts:N is 1 to {MAX_ITERATIONS} iterations")
    return int(budget)


def check_spec(spec: object) -> str:
    """``spec`` tidied (trimmed, lower case) if it names a bot; a :class:`RulesError` naming the
    value and what is allowed if not.

    >>> try:
    ...     check_spec("clever")
    ... except RulesError as error:
    ...     print(error)
    unknown bot 'clever'; a bot is one of: beginner, easy, medium, hard, expert, random, greedy, planner, mcts, mcts:N
    """
    if not isinstance(spec, str):
        raise RulesError(f"a bot is named by a string, got {spec!r}; a bot is one of: {allowed()}")
    tidy = spec.strip().lower()
    if tidy in LEVELS or tidy in AGENTS or tidy == MCTS or _iterations(tidy) is not None:
        return tidy
    raise RulesError(f"unknown bot {spec!r}; a bot is one of: {allowed()}")


def make_agent(spec: str, seed: int | None = None) -> Agent:
    """A new bot from its spec (see the module docstring), seeded.

    >>> make_agent("expert").iterations["adventurous"], make_agent("beginner").name
    (1500, 'random')
    """
    tidy = check_spec(spec)
    if tidy == "expert":
        return ISMCTSAgent(seed, iterations=EXPERT_ITERATIONS, trees=EXPERT_TREES)
    tidy = LEVELS.get(tidy, tidy)
    iterations = _iterations(tidy)
    if iterations is not None:
        return ISMCTSAgent(seed, iterations=iterations)
    return AGENTS["ismcts" if tidy == MCTS else tidy](seed)
