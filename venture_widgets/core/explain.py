"""Why an action is or is not legal now, and what an action points at on the table.

Every game answers, for any action text, *why*: :class:`Explanation` holds the answer in one
sentence that names the rule (a rule id as events use it, e.g. ``"turn.play"``, and the rulebook
section it stands for). A legal action is explained by what it would do; an illegal one by what
forbids it now, in this position, in words that use only what the seat to move can see.

Every legal action also carries a *target*, a small JSON object saying what it points at on the
table, so that a front end never re-derives it from the action text. Its keys come from one fixed
vocabulary (:data:`TARGET_KEYS`); each game documents its zones in ``js/CONTRACT.md``.

>>> why = Explanation("play GUIDE.MAP", False, "turn.play", "Player's Turn, step I",
...                   "your expedition already holds a Guide")
>>> print(why)
Your expedition already holds a Guide (rule turn.play: Player's Turn, step I).
>>> why.because
"your expedition already holds a Guide (rule turn.play: Player's Turn, step I)"
>>> target("hand", "Play", seat=0, card="GUIDE.MAP")
{'zone': 'hand', 'seat': 0, 'card': 'GUIDE.MAP', 'label': 'Play'}
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from .effects import Choice

Target = dict[str, Any]

#: The keys a target may have: ``zone`` and ``label`` always, the others where they apply.
TARGET_KEYS: tuple[str, ...] = ("zone", "seat", "card", "space", "position", "side", "orientation", "label")

#: The rule id of an explanation about how actions are written (not a rule of any rulebook).
NOTATION = "notation"

#: Titles of the rule ids the core itself uses, for every game.
CORE_RULES: dict[str, str] = {NOTATION: "Action notation"}


def target(
    zone: str,
    label: str,
    *,
    seat: int | None = None,
    card: str | None = None,
    space: str | None = None,
    position: int | None = None,
    side: str | None = None,
    orientation: int | None = None,
) -> Target:
    """A target in the fixed vocabulary, the keys that do not apply left out.

    ``zone``: where on the table (each game lists its zones); ``seat``: whose area; ``card``: the
    code of the card (or other piece) pointed at; ``space``: a board space id; ``position``: the
    0-based index in the zone's list in the view; ``side``: an end of a row (``"left"`` or
    ``"right"``); ``orientation``: how a card laid on a grid is turned (degrees clockwise);
    ``label``: the short words for a button or a menu entry.
    """
    found: Target = {"zone": zone}
    keyed = (("seat", seat), ("card", card), ("space", space), ("position", position), ("side", side))
    for key, value in (*keyed, ("orientation", orientation)):
        if value is not None:
            found[key] = value
    found["label"] = label
    return found


@dataclass(frozen=True)
class Explanation:
    """Whether ``action`` is legal now and why, naming the rule; ``str()`` is the sentence.

    ``reason`` is what the rule says of this action here (for a legal one: what it would do), in
    words that never name the action itself, so that an error message can follow the action
    with it; ``title`` is the rulebook section of ``rule`` (``""`` if the game names none).
    """

    action: str
    legal: bool
    rule: str
    title: str
    reason: str
    text: str = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "text", sentence(self.legal, self.reason, self.rule, self.title))

    @property
    def because(self) -> str:
        """The reason and its rule, to follow the action in a message."""
        return f"{self.reason} ({reference(self.rule, self.title)})"

    def as_json(self) -> dict[str, Any]:
        """The explanation as JSON: ``action``, ``legal``, ``rule``, ``title``, ``text``."""
        return {"action": self.action, "legal": self.legal, "rule": self.rule, "title": self.title, "text": self.text}

    def __str__(self) -> str:
        return self.text


def reference(rule: str, title: str) -> str:
    """``rule turn.play: Player's Turn, step I`` (the title left out when there is none)."""
    return f"rule {rule}: {title}" if title else f"rule {rule}"


def sentence(legal: bool, reason: str, rule: str, title: str) -> str:
    """The text of an :class:`Explanation`.

    >>> sentence(False, "you have no Guide (Map) in your hand", "turn.play", "")
    'You have no Guide (Map) in your hand (rule turn.play).'
    """
    if legal:
        return f"{reason}: allowed now ({reference(rule, title)})."
    return f"{reason[:1].upper()}{reason[1:]} ({reference(rule, title)})."


class Unavailable(NamedTuple):
    """A well-formed action of the decision at hand that is not legal now: what a player could
    try by clicking something they see, with its target and the rule that forbids it."""

    action: str
    target: Target
    rule: str
    reason: str


def not_this_decision(choice: Choice) -> tuple[str, str]:
    """The rule and reason for an action of another kind of decision than the one at hand."""
    return choice.rule, f"it does not answer the decision now: “{choice.prompt}”"


def none_of_the_choices(choice: Choice) -> tuple[str, str]:
    """The rule and reason for an action of the right kind that names none of the options."""
    return choice.rule, f"it is none of the choices of the decision now: “{choice.prompt}”"


def screen_action(
    action: str,
    choice: Choice,
    unavailable: Iterable[Unavailable],
    kind_verbs: Mapping[str, tuple[str, ...]],
    hint: str,
) -> tuple[tuple[str, str] | None, list[str]]:
    """The checks every game makes first of a text that is not a legal action: its spacing, an
    action of the decision the player sees but may not take now (``unavailable``, with its own
    reason), a verb no decision takes (``hint`` says how actions are written), a verb of another
    kind of decision (``kind_verbs``: the verbs each kind takes). Returns the rule and reason of
    the first that fails, or ``None`` and the action's words for the game's own checks.

    >>> from .effects import Choice
    >>> choice = Choice(0, "draw", "Draw?", "turn.draw", {"draw top": "top"}, "pick")
    >>> kinds = {"draw": ("draw",), "turn": ("play",)}
    >>> screen_action("draw  top", choice, [], kinds, "e.g. draw top")[0][1]
    'an action is a verb and its arguments separated by single spaces'
    >>> screen_action("play x", choice, [], kinds, "e.g. draw top")[0][0]
    'turn.draw'
    >>> screen_action("draw middle", choice, [], kinds, "e.g. draw top")
    (None, ['draw', 'middle'])
    """
    if not action or action != action.strip() or "  " in action:
        return (NOTATION, "an action is a verb and its arguments separated by single spaces"), []
    for seen in unavailable:
        if seen.action == action:
            return (seen.rule, seen.reason), []
    words = action.split(" ")
    if not any(words[0] in verbs for verbs in kind_verbs.values()):
        return (NOTATION, hint), []
    if words[0] not in kind_verbs[choice.kind]:
        return not_this_decision(choice), []
    return None, words
