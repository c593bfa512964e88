"""Hints: the best few moves for the seat to move, each with its chances and a reason in words.

:func:`hints` grows the tree search's tree for the seat's decision (:mod:`.ismcts`: the seat's
view only, sampled worlds for what it cannot see) and returns the ``count`` moves it visited
most, best first. Each says how it fares in the search:

- ``win_rate`` (a competitive game): the estimated chance of winning after the move, 0 to 1: the
  mean over the games the search played on after it. A game played to its end counts 1 for a win
  (a shared win split) and 0 for a loss; the search cuts most of its play-outs short, though, and
  such a one counts the seat's chance by the game's evaluation of the position reached
  (``venture_widgets.games.<id>.bot``): ``exp(value / scale)`` as a share of the seats' sum, so
  that even positions give every seat a fair share (see :mod:`.ismcts`, ``chances``). It is an
  estimate, not a count of games won, and its play-outs play randomly beyond a few moves: it
  ranks the moves better than it predicts.
- ``expected`` (a cooperative game, Adventurous): the team's mean final score in those games (the
  evaluation's estimate of it where a play-out stops short).

and ``visits`` (how many of the search's games began with the move), ``text`` (the move in plain
words) and ``reason``: one line a learner reads, what the seat sees the move do (a game's
``hint_reasons.facts``, see :func:`reason_facts`) and how the search rates it against the next
best move (or, for the others, against the best).

The reason's facts are found in sampled worlds too, so a hint never tells what the seat cannot
see: only what the move does in every one of :data:`WORLDS` worlds consistent with the seat's view
is said. For a seed, hints are the same as long as ``iterations`` end the search before
``seconds`` do (``seconds=None``: no time limit).

>>> from venture_widgets import load_game
>>> state = load_game("adventurous").new_game(players=1, seed=2)
>>> found = hints(state, 0, count=2, seconds=None, seed=0, iterations=200)
>>> [hint["action"] for hint in found], sorted(found[0])
(['draw top', 'draw bottom'], ['action', 'expected', 'reason', 'text', 'visits'])
>>> found[0]["reason"]
'The search expects the team to score about 28.2 points; the next best move, 27.4.'
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Mapping
from types import ModuleType
from typing import Any

from ..core.errors import RulesError
from ..core.game import State
from ..core.words import with_article
from .base import SeatView
from .greedy import game_bot
from .ismcts import ISMCTSAgent
from .specs import EXPERT_ITERATIONS, EXPERT_TREES

#: sampled worlds in which a move's reason is looked for: only what it does in all of them is said
WORLDS = 3

Facts = Callable[[dict[str, Any], dict[str, Any], int, str], list[str]]


def hints(
    state: State,
    seat: int,
    count: int = 3,
    seconds: float | None = 1.0,
    seed: int | None = None,
    iterations: int | Mapping[str, int] = EXPERT_ITERATIONS,
    trees: int = EXPERT_TREES,
) -> list[dict[str, Any]]:
    """The best ``count`` moves for ``seat`` (fewer if the search tried fewer), best first, as
    ``{"action", "text", "visits", "win_rate" or "expected", "reason"}`` (``win_rate`` rounded to
    three decimals, ``expected`` to one). The search runs ``iterations`` (by default the
    ``expert`` level's, about a second; a number, or one per game id) over ``trees`` trees (by
    default the expert's too, so that a hint's best move is the move the expert would make)
    unless ``seconds`` end it first, and never stops early (every move's figures are reported,
    not only the leader's).
    Refuses a game that is over and a seat not to move.

    >>> from venture_widgets import load_game
    >>> hints(load_game("adventurous").new_game(players=2, seed=2, first_player=0), 1)
    Traceback (most recent call last):
    ...
    venture_widgets.core.errors.RulesError: no hint for seat 1: it is seat 0's decision
    """
    if state.is_over:
        raise RulesError(f"no hint for seat {seat}: the game is over")
    if state.current_player != seat:
        raise RulesError(f"no hint for seat {seat}: it is seat {state.current_player}'s decision")
    view = SeatView(state, seat)
    ranked = searched_moves(view, seed, iterations, seconds, trees)
    means = [mean for _, _, mean in ranked]
    ranked = ranked[:count]
    cooperative = is_cooperative(view.game_id)
    facts = reason_facts(view, [action for action, _, _ in ranked], random.Random(seed))
    found = []
    for place, (action, visits, mean) in enumerate(ranked):
        other = None if len(means) == 1 else means[1] if place == 0 else means[0]
        said = search_words(mean, other, "the next best move" if place == 0 else "the best move", cooperative)
        figure = {"expected": round(mean, 1)} if cooperative else {"win_rate": round(mean, 3)}
        found.append(
            {
                "action": action,
                "text": state.describe(action),
                "visits": visits,
                **figure,
                "reason": reason_line(facts[action], said),
            }
        )
    return found


def searched_moves(
    view: SeatView,
    seed: int | None,
    iterations: int | Mapping[str, int] = EXPERT_ITERATIONS,
    seconds: float | None = None,
    trees: int = EXPERT_TREES,
) -> list[tuple[str, int, float]]:
    """Every move the hints' search tried at the seat's decision, as ``(action, visits, mean
    reward)``, most visited first (the higher mean first among equals): the search's best move
    first. The search never stops early, so that every move's figures are full.

    >>> from venture_widgets import load_game
    >>> view = SeatView(load_game("adventurous").new_game(players=1, seed=2), 0)
    >>> [(action, visits) for action, visits, _ in searched_moves(view, 0, 200, trees=2)]
    [('draw top', 104), ('draw bottom', 96)]
    """
    root = ISMCTSAgent(seed, iterations, seconds, stop_early=False, chances=True, trees=trees).search(view)
    ranked = [(action, node.visits, node.total / node.visits) for action, node in root.children.items()]
    return sorted(ranked, key=lambda move: (-move[1], -move[2]))


def is_cooperative(game_id: str) -> bool:
    """Whether the seats of ``game_id`` play as one team (its bot module says so): then a move's
    figure is the team's expected score, not a chance to win.

    >>> is_cooperative("adventurous"), is_cooperative("venturesome")
    (True, False)
    """
    return bool(getattr(game_bot(game_id), "COOPERATIVE", False))


def reason_facts(view: SeatView, actions: list[str], rng: random.Random) -> dict[str, list[str]]:
    """For each of ``actions``, what the seat sees it do in every one of :data:`WORLDS` worlds
    sampled from the seat's view (the game's ``hint_reasons.facts`` of ``observe(seat)`` before and
    after the move, kept where all worlds agree; none for a game without that module).

    >>> import random
    >>> from venture_widgets import load_game
    >>> view = SeatView(load_game("venturesome").new_game(players=2, seed=3, first_player=0), 0)
    >>> reason_facts(view, [view.legal_actions()[0]], random.Random(0))
    {'play GUIDE.GEM2': ['makes your expedition worth 2 points (it was 0)', 'keeps 8 cards in hand']}
    """
    module = _reasons_module(view.game_id)
    if module is None:
        return {action: [] for action in actions}
    facts: Facts = module.facts
    seat = view.seat
    found: dict[str, list[str]] = {}
    worlds = [view.sample(rng) for _ in range(WORLDS)]
    befores = [world.observe(seat) for world in worlds]
    for action in actions:
        common: list[str] | None = None
        for world, before in zip(worlds, befores, strict=True):
            after = world.clone()
            after.apply(action)
            said = facts(before, after.observe(seat), seat, action)
            common = said if common is None else [fact for fact in common if fact in said]
        found[action] = common or []
    return found


def _reasons_module(game_id: str) -> ModuleType | None:
    """``venture_widgets.games.<game_id>.hint_reasons``, or None if the game has none."""
    try:
        return importlib.import_module(f"venture_widgets.games.{game_id}.hint_reasons")
    except ModuleNotFoundError:
        return None


def reason_line(facts: list[str], said: str) -> str:
    """A move's reason: what the seat sees it do (``facts``, as a sentence) and what the search
    ``said`` of it.

    >>> reason_line(["banks 4 points"], "The search gives it about a 64% chance to win.")
    'Banks 4 points. The search gives it about a 64% chance to win.'
    """
    return " ".join(part for part in (_sentence(facts), said) if part)


def _sentence(facts: list[str]) -> str:
    """``["a", "b", "c"]`` as ``"A, b and c."``; nothing for no facts.

    >>> _sentence(["banks 4 points", "you keep 2 cards in hand"]), _sentence([])
    ('Banks 4 points and you keep 2 cards in hand.', '')
    """
    if not facts:
        return ""
    text = facts[0] if len(facts) == 1 else ", ".join(facts[:-1]) + " and " + facts[-1]
    return text[0].upper() + text[1:] + "."


def search_words(mean: float, other: float | None, compared: str, cooperative: bool) -> str:
    """How the search rates a move, and the move it is ``compared`` with (a hint's best move with
    the next best, the others with the best; a review's better move with the move played).

    >>> search_words(0.643, 0.51, "the next best move", False)
    'The search gives it about a 64% chance to win; the next best move, 51%.'
    >>> search_words(0.51, 0.643, "the best move", False)
    'The search gives it about a 51% chance to win; the best move, 64%.'
    >>> search_words(17.25, None, "the next best move", True)
    'The search expects the team to score about 17.2 points.'
    """
    if cooperative:
        text = f"The search expects the team to score about {mean:.1f} points"
        figure = None if other is None else f"{other:.1f}"
    else:
        text = f"The search gives it about {with_article(f'{mean:.0%}')} chance to win"
        figure = None if other is None else f"{other:.0%}"
    if figure is None:
        return text + "."
    return f"{text}; {compared}, {figure}."
