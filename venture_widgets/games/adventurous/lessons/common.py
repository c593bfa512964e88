"""What the lessons of Adventurous share: a table of a seeded game (a record), and the words a
learner's move is told, written from their own view (the learner plays from the live position,
so every word is read off the table they have made).

The positions are seeded games or scenarios: a record (game, seed, options and the moves so far)
replays exactly. What a move led to is read off the learner's views before and after it and the
events they saw, so the words never drift from the rules: the path it left, what it hid or showed,
the crew's running score, a type over its limit, and what the rules did next (a new active marvel,
a journey effect, a card set aside, the map deck passed on, the end).

>>> from venture_widgets import load_game
>>> from venture_widgets.tutor.model import Move
>>> state = load_game("adventurous").replay(table(2, ["draw top", "draw top"], players=2, first_player=0))
>>> before = state.observe(0)
>>> events = tuple(state.apply("place 5 -2,-2 90"))
>>> print(told(Move("place 5 -2,-2 90", "", before, state.observe(0), events)))
Card 5 (landscape): path 0 → 5 segments; two fins, two serpents and a trident show. Your crew's score: -25 → -10.
>>> print(encounters(state.observe(0)))
2 fins (4), 2 serpents (4), 1 trident (2), 0 whirlpools (0)
>>> print(encounters(state.observe(0), limits=True))
2 fins (limit 4: 4), 2 serpents (limit 3: 4), 1 trident (limit 2: 2), 0 whirlpools (no limit: 0)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ....core.record import make_record
from ....tutor.model import Move
from ..model import JOURNEY_EFFECTS, NUMERALS
from ..scoring import result
from ..ship import SHIP
from ..text import marvel_words

GAME = "adventurous"
View = Mapping[str, Any]
#: The encounter types in the order the score sheet lists them, and the limits of three of them.
KINDS = ("fin", "serpent", "trident", "whirlpool")
LIMITS: dict[str, int] = dict(SHIP.thresholds)
#: How the lessons name the second seat of a crew: the bot that sails with the learner.
CREWMATE = "your crewmate (Seat 1)"
NUMBER_WORDS = ("no", "a", "two", "three", "four", "five", "six")


def table(seed: int, actions: Sequence[str] = (), players: int = 1, **options: Any) -> dict[str, Any]:
    """The record of a seeded game of ``players`` with ``options`` after ``actions``."""
    return make_record(GAME, players, seed, options, list(actions))


def plural(count: int, word: str) -> str:
    """``count`` of ``word``, in figures: ``1 fin``, ``3 serpents``."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def spelled(count: int, word: str) -> str:
    """``count`` of ``word`` in words where they are short: ``a fin``, ``two serpents``."""
    amount = NUMBER_WORDS[count] if count < len(NUMBER_WORDS) else str(count)
    return f"{amount} {word}{'' if count == 1 else 's'}"


def listed(parts: Sequence[str]) -> str:
    """``a, b and c``."""
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def encounters(view: View, limits: bool = False) -> str:
    """What shows of each encounter type and what it is worth now, a type over its limit saying so
    (with ``limits``, every type's limit too)."""
    parts = []
    for kind in KINDS:
        count, limit = view["counts"][kind], LIMITS.get(kind)
        if limit is not None and count > limit:
            worth = f"over {limit}: 0"
        elif limits:
            worth = f"limit {limit}: {view['score'][kind]}" if limit is not None else f"no limit: {view['score'][kind]}"
        else:
            worth = str(view["score"][kind])
        parts.append(f"{plural(count, kind)} ({worth})")
    return ", ".join(parts)


def cards(numbers: Sequence[int]) -> str:
    """``card 5``, ``cards 5 and 11``."""
    return ("card " if len(numbers) == 1 else "cards ") + listed([str(number) for number in numbers])


def _changed(before: View, after: View) -> str:
    """What a placement did to the encounters that show: ``a fin and a serpent show``,
    ``two fins are hidden``."""
    moved = {kind: after["counts"][kind] - before["counts"][kind] for kind in KINDS}
    shown = [spelled(count, kind) for kind, count in moved.items() if count > 0]
    hidden = [spelled(-count, kind) for kind, count in moved.items() if count < 0]
    said = []
    if shown:
        said.append(f"{listed(shown)} show{'s' if len(shown) == 1 and shown[0].startswith('a ') else ''}")
    if hidden:
        said.append(f"{listed(hidden)} {'is' if len(hidden) == 1 and hidden[0].startswith('a ') else 'are'} hidden")
    return listed(said) if said else "no encounter shows or hides"


def crossed(before: View, after: View) -> list[str]:
    """A type that went over its limit, or came back within it, with what it is worth now."""
    said = []
    for kind, limit in LIMITS.items():
        old, new = before["counts"][kind], after["counts"][kind]
        if old <= limit < new:
            said.append(f"{new} {kind}s are over their limit of {limit}: they score nothing now.")
        elif new <= limit < old:
            said.append(
                f"{plural(new, kind).capitalize()}, within the limit of {limit} again: worth {after['score'][kind]}."
            )
    return said


def _laid(event: Mapping[str, Any], seat: int, only: bool) -> str:
    """A placement named: ``card 5 (portrait)``, ``marvel 13``, ``your crewmate's marvel 14`` (with
    ``only``: laid by the rules at once, in the one place it had)."""
    whose = "" if event["seat"] == seat else "your crewmate's "
    if event["side"] == "marvel":
        return f"{whose}marvel {event['card']}" + (" (its one place)" if only else "")
    shape = "portrait" if event["placement"][2] in (0, 180) else "landscape"
    return f"{whose}card {event['card']} ({shape}{', its one place' if only else ''})"


def _placed(move: Move) -> str:
    """Every placement of ``move`` (the learner's, then any the rules made at once because a card
    had one place only), and what they did together to the path and the encounters."""
    seat, before, after = move.before["seat"], move.before, move.after
    placed = [event for event in move.events if event["type"] == "place"]
    alone = placed[0]["side"] == "marvel" and move.action.startswith("discover")
    names = [_laid(event, seat, only=alone or index > 0) for index, event in enumerate(placed)]
    said = ", then ".join(names)
    parts = [_changed(before, after)]
    if any(event["side"] == "map" for event in placed):
        parts.insert(0, f"path {before['counts']['path']} → {after['counts']['path']} segments")
    return f"{said[:1].upper()}{said[1:]}: {'; '.join(parts)}."


def effect_now(view: View) -> str:
    """The journey effect in force, and the active marvel whose mark picks it (the effects are ours)."""
    effect = view["active_effect"]
    if effect is None:
        return "No journey effect is in force: every marvel is placed."
    mark = NUMERALS[view["ship"]["effects"].index(effect) + 1]
    return f"Effect {mark} is in force (marvel {view['active_marvel']} is active): {JOURNEY_EFFECTS[effect]}."


def _event(event: Mapping[str, Any], move: Move) -> str:
    """One event of the learner's move, in the second person ("" for those other words cover or
    that belong to the crewmate's turn, which the lesson tells on its own)."""
    after, seat = move.after, move.before["seat"]
    kind = event["type"]
    if (event.get("seat", seat) != seat) != (kind == "pass"):  # a pass names the seat it goes to
        return ""
    if kind == "explore":
        chosen = move.action == "explore"
        why = "no marvel fits" if after["active_marvel"] else "no marvel is left"
        return "You explore: two map cards to draw." if chosen else f"Your next turn: {why}, so you explore."
    if kind == "discover":
        taken = f"take {marvel_words(event['card'])}."
        return f"You {taken}" if move.action.startswith("discover") else f"Your next turn: no deck left, so you {taken}"
    if kind == "draw":
        only = " (effect I: the top only)" if event["rule"] == "journey.top_only" else ""
        return f"You draw card {event['card']} from the {event['where']}{only}."
    if kind == "active_marvel":
        return f"Marvel {event['card']} becomes the active marvel."
    if kind == "journey":
        return effect_now(after)
    if kind == "set_aside":
        return f"Card {event['card']} fits nowhere: it is set aside (our reading)."
    if kind == "pass":
        handed = "pass the map deck" if after["map_deck"]["count"] else "hand the turn, with no deck left to pass,"
        return f"You {handed} to {CREWMATE}."
    if kind == "end":
        return f"{event['text'].rstrip('.')}: the voyage ends."
    if kind == "score":
        return f"Your crew scores {event['total']}: {ending(event['total'])}"
    return ""


def ending(total: int) -> str:
    """The row of the result table a final score of ``total`` reaches, as a sentence's end.

    >>> ending(52), ending(39)
    ('Marvelous Adventure!', 'Lost at Sea.')
    """
    name: str = result(total)["name"]
    return name if name.endswith("!") else f"{name}."


def told(move: Move) -> str:
    """What ``move`` led to, said to the learner: the move, the path and the encounters it left,
    the running score when it changed and a type over (or back within) its limit (said after the
    placement), then what followed (a new active marvel, an effect, the next turn, the end)."""
    before, after = move.before, move.after
    said: list[str] = []
    scored = False
    for event in move.events:
        if event["type"] == "place" and not scored:
            scored = True
            old, new = before["score"]["total"], after["score"]["total"]
            said.append(_placed(move))
            scores = [f"Your crew's score: {old} → {new}."] if old != new and not after["is_over"] else []
            said += scores + crossed(before, after)
        elif text := _event(event, move):
            said.append(text)
    return " ".join(said) or f"You {move.said[:1].lower()}{move.said[1:]}."


def told_with(extra: Callable[[Move], str]) -> Callable[[Move], str]:
    """An outcome: :func:`told`, then what ``extra`` adds about the same move."""

    def outcome(move: Move) -> str:
        return " ".join(part for part in (told(move), extra(move)) if part)

    return outcome


def deciding(view: View) -> str:
    """The kind of the decision the learner faces: ``action``, ``draw``, ``place`` (or ``""``)."""
    decision = view.get("decision")
    return decision["kind"] if decision else ""


def your_turn(view: View) -> str:
    """What the learner's turn offers now: a choice of Explore or Discover, or an Explore the rules
    took for them because no marvel fits."""
    if deciding(view) == "action":
        return "Explore or Discover: your choice."
    return "No marvel fits anywhere, so your turn is an Explore: draw two cards and lay them."


def turn_over(turn: int) -> Callable[[View], bool]:
    """An ``until``: the game's turn number ``turn`` is over (or the voyage is)."""
    return lambda view: view["is_over"] or view["turn"] > turn
