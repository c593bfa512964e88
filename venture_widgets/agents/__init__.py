"""Bots that play through a seat's view only, and a runner for bot games and tournaments.

A bot is named by a spec (``"greedy"``, ``"mcts:1000"``, a level such as ``"expert"``): see
:mod:`.specs`.

>>> sorted(AGENTS)
['greedy', 'ismcts', 'planner', 'random']
"""

from __future__ import annotations

from .base import Agent, SeatView
from .greedy import GreedyAgent
from .ismcts import ISMCTSAgent
from .planner import PlannerAgent
from .random_agent import RandomAgent
from .specs import AGENTS, LEVEL_NAMES, LEVELS, check_spec, make_agent

__all__ = [
    "AGENTS",
    "LEVELS",
    "LEVEL_NAMES",
    "Agent",
    "GreedyAgent",
    "ISMCTSAgent",
    "PlannerAgent",
    "RandomAgent",
    "SeatView",
    "check_spec",
    "make_agent",
]
