"""The contract methods shared by every game whose rules run on the effect interpreter.

Such a state *is* a :class:`~venture_widgets.core.effects.Run`: its turn and its card effects
are programs, and the decision owed now is the :class:`~venture_widgets.core.effects.Choice`
the interpreter paused on. Deciding means answering that choice, so ``current_player``,
``legal_actions``, ``apply`` and ``describe`` are the same for every such game; a game adds
its rules (the ops), ``advance`` when it needs more than running until the next choice, and
``describe_action`` for the plain words of one legal action.
"""

from __future__ import annotations

from abc import abstractmethod

from .effects import Choice, Run, answer, resume
from .game import Event, State


class InterpretedState(Run, State):
    """A :class:`State` driven by the effect interpreter (see the module docstring)."""

    choice: Choice | None
    over: bool
    events: list[Event]
    _legal: list[str] | None

    def advance(self) -> None:
        """Run the rules until somebody owes a decision or the game ends."""
        self.choice = resume(self)
        self._legal = None

    @property
    def current_player(self) -> int | None:
        return None if self.choice is None else self.choice.owner

    @property
    def is_over(self) -> bool:
        return self.over

    def legal_actions(self) -> list[str]:
        if self._legal is None:
            self._legal = [] if self.choice is None else list(self.choice.options)
        return list(self._legal)

    def apply(self, action: str) -> list[Event]:
        choice = self.choice
        if choice is None or not isinstance(action, str) or action not in choice.options:
            self.check_legal(action)
        self.events = []
        self.actions.append(action)
        answer(self, choice, action)  # type: ignore[arg-type]
        self.advance()
        events, self.events = self.events, []
        return events

    def describe(self, action: str) -> str:
        if self.choice is None or not isinstance(action, str) or action not in self.choice.options:
            self.check_legal(action)
        return self.describe_action(action)

    @abstractmethod
    def describe_action(self, action: str) -> str:
        """Plain words for ``action``, already known to be legal."""
