"""Bots that play through a seat's view only, and a runner for bot games and tournaments.

>>> sorted(AGENTS)
['greedy', 'ismcts', 'planner', 'random']
"""

from __future__ import annotations

from collections.abc import Callable

from .base import Agent, SeatView
from .greedy import GreedyAgent
from .ismcts import ISMCTSAgent
from .planner import PlannerAgent
from .random_agent import RandomAgent

AGENTS: dict[str, Callable[[int | None], Agent]] = {
    "random": RandomAgent,
    "greedy": GreedyAgent,
    "planner": PlannerAgent,
    "ismcts": ISMCTSAgent,
}


def make_agent(name: str, seed: int | None = None) -> Agent:
    """A new bot by name (``"random"``, ``"greedy"``, ``"planner"``, ``"ismcts"``), seeded."""
    from ..core.errors import RulesError

    if name not in AGENTS:
        raise RulesError(f"unknown bot {name!r}; bots: {', '.join(sorted(AGENTS))}")
    return AGENTS[name](seed)


__all__ = ["AGENTS", "Agent", "GreedyAgent", "ISMCTSAgent", "PlannerAgent", "RandomAgent", "SeatView", "make_agent"]
