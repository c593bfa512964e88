"""A resumable interpreter for effects written as data.

An effect is a *program*: a tuple of :class:`Op`, each naming an operation of the game's
vocabulary (``"discard_where"``, ``"choose"``, ...) with its arguments. The interpreter runs
the ops of the frame on top of a stack; an op may

- return ``None`` to go on with the next op,
- return :data:`STOP` to end its frame early (an effect that cannot apply is skipped),
- return a :class:`Choice`: the run pauses there until the owner of the choice answers with
  one of its options (:func:`answer`), which binds the answer in the shared environment and
  moves on,
- push another frame (a character's effect inside a turn) with :func:`push`.

Each frame may carry a *scope*: read-only values of that frame alone (the card whose effect
is running, the card that set off a trigger). While an op runs, ``run.scope`` is the scope of
its frame, so the same program can run for many cards, nested inside one another, without
the frames overwriting each other's values in the shared environment.

Ops may carry guards: ``when="cond"`` runs the op only if the game's condition ``cond``
holds, ``unless="cond"`` only if it does not. Everything the interpreter holds is plain data
(programs are immutable tuples, frames are ``(program, pc, scope)`` triples, scopes and the
options of a choice are read-only mappings), so a state that contains a paused run can be copied
cheaply and replayed exactly: there are no generators inside.

>>> prog = (op("say", text="hi"), op("ask", bind="x"), op("say", text="done"))
>>> said = []
>>> def say(run, o): said.append(o.args["text"])
>>> def ask(run, o): return Choice(owner=0, kind="ask", prompt="pick", rule="demo",
...                                options={"a": 1, "b": 2}, bind=o.args["bind"])
>>> run = Run(ops={"say": say, "ask": ask}, conditions={})
>>> push(run, prog)
>>> choice = resume(run)
>>> said, sorted(choice.options)
(['hi'], ['a', 'b'])
>>> answer(run, choice, "b")
>>> resume(run) is None, said, run.env["x"]
(True, ['hi', 'done'], 2)
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields, is_dataclass
from types import MappingProxyType
from typing import Any

from .errors import IllegalActionError, listed, shown


@dataclass(frozen=True, slots=True)
class Op:
    """One operation of an effect program: a name from the vocabulary, its (read-only)
    arguments and its guards; ``text`` shows all of them, as snapshots and bug reports do."""

    name: str
    args: Mapping[str, Any] = field(default_factory=dict)
    when: str | None = None
    unless: str | None = None
    text: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if type(self.args) is not MappingProxyType:
            object.__setattr__(self, "args", MappingProxyType(dict(self.args)))
        parts = [f"{key}={_arg_text(value)}" for key, value in sorted(self.args.items())]
        guards = (("when", self.when), ("unless", self.unless))
        parts += [f"{guard}={json.dumps(condition)}" for guard, condition in guards if condition is not None]
        object.__setattr__(self, "text", f"{self.name}({', '.join(parts)})")


def _arg_text(value: Any) -> str:
    if isinstance(value, tuple) and value and all(isinstance(item, Op) for item in value):
        return f"[{', '.join(item.text for item in value)}]"  # a program
    return json.dumps(value, sort_keys=True, default=_json_default)


def _json_default(value: Any) -> Any:
    if isinstance(value, Op):
        return value.text
    if isinstance(value, Mapping):
        return dict(value)
    if isinstance(value, set | frozenset):
        return sorted(value)
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: getattr(value, f.name) for f in fields(value)}
    raise TypeError(f"an op's argument must be plain data, got {value!r:.80}")


def op(name: str, *, when: str | None = None, unless: str | None = None, **args: Any) -> Op:
    """Build an :class:`Op`; keyword arguments become its (read-only) ``args``.

    >>> o = op("discard_where", symbols=("MAP",), unless="empty")
    >>> o.args["symbols"], o.text
    (('MAP',), 'discard_where(symbols=["MAP"], unless="empty")')
    """
    return Op(name, args, when, unless)


Program = tuple[Op, ...]


@dataclass(frozen=True, slots=True)
class Choice:
    """A decision owed by one seat: a finite set of options, each an action string.

    ``options`` maps the action notation to the value bound under ``bind`` when chosen.
    """

    owner: int
    kind: str
    prompt: str
    rule: str
    options: Mapping[str, Any]
    bind: str

    def __post_init__(self) -> None:
        if type(self.options) is not MappingProxyType:  # read-only: states and their copies share a choice
            object.__setattr__(self, "options", MappingProxyType(self.options))


class _Stop:
    """The sentinel an op returns to end its frame early."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "STOP"


STOP = _Stop()

OpResult = Choice | _Stop | None
OpHandler = Callable[[Any, Op], OpResult]


Condition = Callable[[Any], bool]
Scope = Mapping[str, Any]
NO_SCOPE: Scope = MappingProxyType({})
Frame = tuple[Program, int, Scope]


class Run:
    """The interpreter's registers: a stack of frames and one shared environment.

    A game state usually *is* a Run (its class derives from this one), so that op handlers
    receive the state itself and can read and change the game.
    """

    def __init__(self, ops: Mapping[str, OpHandler], conditions: Mapping[str, Condition]):
        self.ops = ops
        self.conditions = conditions
        self.frames: list[Frame] = []
        self.env: dict[str, Any] = {}
        self.scope: Scope = NO_SCOPE


def push(run: Run, program: Program, scope: Scope = NO_SCOPE) -> None:
    """Start ``program`` on top of the stack; it runs before what was running continues.

    ``scope`` holds values of this frame alone; the frame keeps a read-only copy of it (frames
    share it with copies of the state).

    >>> seen = []
    >>> r = Run(ops={"show": lambda run, o: seen.append(run.scope["card"])}, conditions={})
    >>> push(r, (op("show"),), {"card": "outer"})
    >>> push(r, (op("show"),), {"card": "inner"})
    >>> resume(r), seen
    (None, ['inner', 'outer'])
    """
    if type(scope) is not MappingProxyType:
        scope = MappingProxyType(dict(scope))
    run.frames.append((program, 0, scope))


def push_in_order(run: Run, *steps: Program | tuple[Program, Scope]) -> None:
    """Push several programs (each alone, or with its scope as ``(program, scope)``) so that they
    run in the order written: the first listed runs first, then the next, and only then what was
    running before continues.

    >>> said = []
    >>> r = Run(ops={"say": lambda run, o: said.append(o.args.get("text", run.scope.get("text")))}, conditions={})
    >>> push_in_order(r, (op("say", text="first"),), ((op("say"),), {"text": "second"}))
    >>> resume(r), said
    (None, ['first', 'second'])
    """
    for step in reversed(steps):
        if len(step) == 2 and isinstance(step[1], Mapping):
            push(run, step[0], step[1])  # type: ignore[arg-type]
        else:
            push(run, step)  # type: ignore[arg-type]


def resume(run: Run) -> Choice | None:
    """Run until a choice is owed (returned, the run paused on it) or the stack is empty."""
    frames = run.frames
    while frames:
        program, pc, scope = frames[-1]
        if pc >= len(program):
            frames.pop()
            continue
        current = program[pc]
        run.scope = scope
        if (current.when is not None and not run.conditions[current.when](run)) or (
            current.unless is not None and run.conditions[current.unless](run)
        ):
            frames[-1] = (program, pc + 1, scope)
            continue
        depth = len(frames)
        result = run.ops[current.name](run, current)
        if result is None:
            # the op may have pushed frames: advance its own frame, not the new top
            if pc + 1 < len(program):
                frames[depth - 1] = (program, pc + 1, scope)
            else:  # its last op: drop it now, not after what it pushed (a tail call keeps the stack flat)
                del frames[depth - 1]
        elif result is STOP:
            del frames[depth - 1 :]
        else:
            return result  # type: ignore[return-value]
    return None


def ask_again(run: Run) -> Choice:
    """Run once more the op the run is paused on, and return the choice it asks now.

    After hidden cards are dealt again (``determinize``) a paused decision may name cards that
    moved; asking again gives the options of the new deal. The op must still ask a question.

    >>> r = Run(ops={"ask": lambda run, o: Choice(0, "k", "p", "demo", {run.scope["x"]: 1}, "v")}, conditions={})
    >>> push(r, (op("ask"),), {"x": "first"})
    >>> dict(resume(r).options), dict(ask_again(r).options)
    ({'first': 1}, {'first': 1})
    """
    paused = paused_op(run)
    run.scope = run.frames[-1][2]
    choice = run.ops[paused.name](run, paused)
    if not isinstance(choice, Choice):
        raise RuntimeError(f"the paused op {paused.name!r} no longer asks a question")
    return choice


def paused_op(run: Run) -> Op:
    """The op the run is paused on: the one that asked the pending question.

    >>> r = Run(ops={"ask": lambda run, o: Choice(0, "k", "p", "demo", {"a": 1}, "v")}, conditions={})
    >>> push(r, (op("ask", verb="pick"),))
    >>> resume(r) is not None, paused_op(r).args["verb"]
    (True, 'pick')
    """
    program, pc, _ = run.frames[-1]
    return program[pc]


def answer(run: Run, choice: Choice, action: str) -> None:
    """Bind the answer to a paused choice and step past the op that asked it.

    >>> r = Run(ops={}, conditions={})
    >>> push(r, (op("ask"),))
    >>> c = Choice(owner=1, kind="k", prompt="p", rule="demo", options={"x": 5}, bind="v")
    >>> answer(r, c, "y")
    Traceback (most recent call last):
    ...
    venture_widgets.core.errors.IllegalActionError: 'y' is not one of the options of this decision (demo: p); legal: x
    """
    try:
        value = choice.options[action]
    except KeyError:
        legal = listed(list(choice.options))
        raise IllegalActionError(
            f"{shown(action)} is not one of the options of this decision ({choice.rule}: {choice.prompt}); "
            f"legal: {legal}"
        ) from None
    run.env[choice.bind] = value
    program, pc, scope = run.frames[-1]
    run.frames[-1] = (program, pc + 1, scope)
