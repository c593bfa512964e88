"""The contract methods shared by every game whose rules run on the effect interpreter.

Such a state *is* a :class:`~venture_widgets.core.effects.Run`: its turn and its card effects
are programs, and the decision owed now is the :class:`~venture_widgets.core.effects.Choice`
the interpreter paused on. Deciding means answering that choice, so ``current_player``,
``legal_actions``, ``apply`` and ``describe`` are the same for every such game; a game adds
its rules (the class attributes ``ops`` and ``conditions``), its own fields (declared as
:mod:`~venture_widgets.core.fields` says, after the ones below), ``advance`` when it needs more
than running until the next choice. Four views of the decision at hand, and the seat views, are
found by convention in the game's folder beside its rules: ``view.describe`` (the plain words of
a legal action), ``explain.legal_target`` (what it points at), ``explain.illegal_reason`` (the
rule that forbids any other text now), ``explain.illegal_options`` (the actions a player sees but
may not take now), ``explain.legal_rule`` if the game has one (else the decision's rule),
``view.observe`` and ``view.determinize``; ``explain``, ``action_target`` and
``unavailable_actions`` are built on them.
``clone`` and ``snapshot`` come from the field declarations; a snapshot shows each frame of the
interpreter with its program (every op with its arguments and guards), where it stands and its
scope.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from copy import deepcopy
from functools import cache
from importlib import import_module
from types import ModuleType
from typing import Any, ClassVar, Self

from .effects import NO_SCOPE, Choice, Frame, Run, Scope, answer, resume
from .errors import shown
from .explain import NOTATION, Explanation, Target, Unavailable, sentence
from .fields import Copy, Declared, field, given, items, log, value
from .game import Event, Game, State
from .plain import plain
from .rng import Rng, check_random


@cache
def _game_module(package: str, module: str) -> ModuleType:
    """``package.module``, imported once and then looked up (the views run on every table update)."""
    return import_module(f"{package}.{module}")


def _show_choice(choice: Choice | None) -> dict[str, Any] | None:
    """The pending choice as JSON, its options in their order (the order of the legal actions)."""
    if choice is None:
        return None
    shown: dict[str, Any] = plain(choice)
    shown["options"] = [[action, plain(bound)] for action, bound in choice.options.items()]
    return shown


class InterpretedState(Run, Declared, State):
    """A :class:`State` driven by the effect interpreter (see the module docstring)."""

    game: Game = given(show=None)
    players: int = given()
    seed: int = given()
    options: dict[str, Any] = given(copy=Copy.COPY)
    scenario_spec: dict[str, Any] | None = given(copy=lambda spec: spec if spec is None else deepcopy(spec))
    actions: list[str] = items(list, leaf=str)
    rng: Rng = field(start=lambda state: Rng(state.seed), copy=Copy.COPY, show=lambda rng: rng.state)
    frames: list[Frame] = items(list)
    env: dict[str, Any] = items(dict)
    scope: Scope = value(NO_SCOPE, show=None)  # a register: the scope of the frame running or paused
    choice: Choice | None = value(None, show=_show_choice)
    over: bool = value(False)
    events: list[Event] = log()  # of the action being applied
    opening_events: list[Event] = log()  # the contract's State.opening_events (new_game, scenario, replay)

    #: The rule that says the game is over (what explains any action after the end).
    end_rule: ClassVar[str] = "scoring"

    def __init__(
        self, game: Game, players: int, seed: int, options: dict[str, Any], scenario_spec: dict[str, Any] | None = None
    ) -> None:
        self.start_fields(game=game, players=players, seed=seed, options=options, scenario_spec=scenario_spec)

    def advance(self) -> None:
        """Run the rules until somebody owes a decision or the game ends."""
        self.choice = resume(self)

    @property
    def current_player(self) -> int | None:
        return None if self.choice is None else self.choice.owner

    @property
    def is_over(self) -> bool:
        return self.over

    def legal_actions(self) -> list[str]:
        return [] if self.choice is None else list(self.choice.options)

    def apply(self, action: str) -> list[Event]:
        choice = self.choice
        if choice is None or type(action) is not str or action not in choice.options:
            self.check_legal(action)
        self.events = []
        self.actions.append(action)
        answer(self, choice, action)  # type: ignore[arg-type]
        self.advance()
        events, self.events = self.events, []
        return events

    def describe(self, action: str) -> str:
        if self.choice is None or type(action) is not str or action not in self.choice.options:
            self.check_legal(action)
        return self.describe_action(action)

    def action_target(self, action: str) -> Target:
        if self.choice is None or type(action) is not str or action not in self.choice.options:
            self.check_legal(action)
        return self.legal_target(action)

    def explain(self, action: str, seat: int | None = None) -> Explanation:
        choice = self.choice
        asker = self.check_seat(seat) if seat is not None else self.current_player
        if type(action) is not str:
            kind = type(action).__name__
            return self.explanation(
                shown(action), NOTATION, f"a value of type {kind} is no action: actions are plain str values"
            )
        if choice is None:
            return self.explanation(action, self.end_rule, "the game is over: no action is legal any more")
        if asker != choice.owner:
            return self.explanation(
                action, choice.rule, f"it is not your decision: Seat {choice.owner} decides now, on “{choice.prompt}”"
            )
        if action in choice.options:
            return self.explanation(action, self.legal_rule(action), self.describe_action(action), legal=True)
        rule, reason = self.illegal_reason(action)
        return self.explanation(action, rule, reason)

    def explanation(self, action: str, rule: str, reason: str, legal: bool = False) -> Explanation:
        """An :class:`Explanation` with the title this game gives ``rule``."""
        return Explanation(action, legal, rule, self.game.rule_title(rule), reason)

    def unavailable_actions(self) -> list[dict[str, Any]]:
        if self.choice is None:
            return []
        title = self.game.rule_title
        return [
            {
                "action": action,
                "target": where,
                "rule": rule,
                "title": title(rule),
                "text": sentence(False, reason, rule, title(rule)),
            }
            for action, where, rule, reason in self.illegal_options()
        ]

    def rules_module(self, module: str) -> ModuleType:
        """The game's module ``module``, found by convention beside the module of the state's
        class (``games/<id>/view.py``, ``games/<id>/explain.py``) and imported when first asked
        for (those modules import the rules)."""
        return _game_module(type(self).__module__.rpartition(".")[0], module)

    def rules_function(self, module: str, name: str) -> Callable[..., Any]:
        """The function ``name`` of the game's module ``module`` (see :meth:`rules_module`)."""
        found: Callable[..., Any] = getattr(self.rules_module(module), name)
        return found

    def describe_action(self, action: str) -> str:
        """Plain words for ``action``, already known to be legal: the game's ``view.describe``."""
        return str(self.rules_function("view", "describe")(self, action))

    def legal_rule(self, action: str) -> str:
        """The rule that allows ``action``, already known to be legal: the game's
        ``explain.legal_rule`` if it has one, else the rule of the decision."""
        if hasattr(self.rules_module("explain"), "legal_rule"):
            return str(self.rules_function("explain", "legal_rule")(self, action))
        return self.choice.rule  # type: ignore[union-attr]

    def legal_target(self, action: str) -> Target:
        """What ``action``, already known to be legal, points at (see :meth:`action_target`):
        the game's ``explain.legal_target``."""
        target: Target = self.rules_function("explain", "legal_target")(self, action)
        return target

    def illegal_reason(self, action: str) -> tuple[str, str]:
        """The rule id that forbids ``action`` (any text but a legal action of the decision at
        hand, asked by its owner) and the reason in words that do not name the action: the
        game's ``explain.illegal_reason``."""
        rule, reason = self.rules_function("explain", "illegal_reason")(self, action)
        return rule, reason

    def illegal_options(self) -> Iterable[Unavailable]:
        """The actions of the decision at hand (there is one) that its owner sees but may not
        take: the game's ``explain.illegal_options``."""
        found: Iterable[Unavailable] = self.rules_function("explain", "illegal_options")(self)
        return found

    def observe(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` sees (``None``: the public view, what a spectator sees): the game's ``view.observe``."""
        if seat is not None:
            self.check_seat(seat)
        seen: dict[str, Any] = self.rules_function("view", "observe")(self, seat)
        return seen

    def determinize(self, seat: int, rng: random.Random) -> Self:
        """A copy with what ``seat`` cannot see dealt again: the game's ``view.determinize``."""
        dealt: Self = self.rules_function("view", "determinize")(self, self.check_seat(seat), check_random(rng))
        return dealt
