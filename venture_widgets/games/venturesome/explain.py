"""Venturesome: what each action points at on the table, and why an action is not legal now.

Targets (``state.action_target(action)``) use these zones, each documented in ``js/CONTRACT.md``:

================  =====================================================================
``hand``          a card kind (``card``) of ``seat``'s hand; with ``side`` (``"left"`` or
                  ``"right"``) when it is played at that end of a non-empty expedition
``expedition``    the card at ``position`` (from 0, left first) of ``seat``'s expedition
``pair``          the cards at ``position`` and ``position + 1`` of ``seat``'s expedition
``threat``        the revealed threat ``card`` (its id) at ``position`` of the threat row
``seat``          a player, ``seat``
``intimidation``  the intimidation card of the character ``card``
================  =====================================================================

Reasons use only what the seat to move sees: that a card is not in *your* hand, never where it is.

>>> from venture_widgets import load_game
>>> state = load_game("venturesome").scenario({"players": 2, "hands": [["GUIDE.MAP", "AVIATOR.GEM1"], ["AVIATOR.RING"]],
...     "expeditions": [["GUIDE.RING"], []], "threats": ["JAGUAR", "TRAP"]})
>>> print(state.explain("play GUIDE.MAP left"))
Your expedition already holds a Guide: each character at most once (rule turn.play: Player's Turn, step I).
>>> [entry["action"] for entry in state.unavailable_actions()][:2]
['play GUIDE.MAP left', 'play GUIDE.MAP right']
>>> state.unavailable_actions()[0]["target"]
{'zone': 'hand', 'seat': 0, 'card': 'GUIDE.MAP', 'side': 'left', 'label': 'Left end'}
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ...core.effects import Choice, Op, paused_op
from ...core.errors import shown
from ...core.explain import NOTATION, Target, Unavailable, none_of_the_choices, not_this_decision, target
from ...core.vocabulary import check_programs
from . import data, ops
from .data import CARD_CHARACTER, CARD_CODE, CHARACTERS, CODES, INTIMIDATION, THREAT_BY_ID, THREATS, card_name
from .ops import CONDITIONS, OPS, TURN, card_option, position_option, seat_option, threat_option

if TYPE_CHECKING:
    from .rules import VenturesomeState

#: The zones of the targets (see the module docstring).
ZONES = frozenset(("hand", "expedition", "pair", "threat", "seat", "intimidation"))

#: The words of a button or menu entry for each verb of the notation.
LABELS: dict[str, str] = {
    "play": "Play",
    "threat": "Resolve",
    "return": "Take back",
    "give": "Give",
    "swap-hands": "Swap hands",
    "trade-with": "Trade a card",
    "bottom": "Put at the bottom",
    "give-back": "Give back",
    "take": "Take",
    "intimidate": "Intimidate",
    "bridge": "Lose these two",
}
SIDE_LABELS = {"left": "Left end", "right": "Right end"}
NOTATION_HINT = "this is not how Venturesome actions are written, e.g. play GUIDE.MAP left or threat JAGUAR"


def _choose_ops() -> Iterator[Op]:
    for program in (TURN, *(c.effect for c in CHARACTERS.values()), *(t.effect for t in THREATS)):
        yield from (o for o in program if o.name == "choose")


#: Which decision kinds each verb answers (from the programs: a verb may answer several).
VERB_KINDS: dict[str, set[str]] = {}
for _op in _choose_ops():
    VERB_KINDS.setdefault(_op.args["verb"], set()).add(_op.args["what"])


def _labelled(o: Op) -> str | None:
    return None if o.args["verb"] in LABELS else f"the verb {o.args['verb']!r} has no label in explain.LABELS"


check_programs((data, ops), OPS, CONDITIONS, {"choose": _labelled})  # every verb has its label


# --- targets --------------------------------------------------------------------------------------


def legal_target(state: VenturesomeState, action: str) -> Target:
    """The target of a legal action, from the decision's kind and the value the action binds."""
    choice: Choice = state.choice  # type: ignore[assignment]
    return _target(state, choice, paused_op(state).args["verb"], choice.options[action])


def _target(state: VenturesomeState, choice: Choice, verb: str, value: Any) -> Target:
    kind, owner, label = choice.kind, choice.owner, LABELS[verb]
    if kind == "play":
        card, side = value
        if state.expeditions[owner]:
            return target("hand", SIDE_LABELS[side], seat=owner, card=CARD_CODE[card], side=side)
        return target("hand", label, seat=owner, card=CARD_CODE[card])
    if kind == "threat":
        return target("threat", label, card=THREATS[state.threats[value]].id, position=value)
    if kind == "own_card_not_played":
        return target("expedition", label, seat=owner, card=CARD_CODE[state.expeditions[owner][value]], position=value)
    if kind == "other_player":
        return target("seat", label, seat=value)
    if kind in ("hand_card", "hand_card_to_return"):
        return target("hand", label, seat=owner, card=CARD_CODE[value])
    if kind == "other_expedition_card":
        seat, position = value
        return target(
            "expedition", label, seat=seat, card=CARD_CODE[state.expeditions[seat][position]], position=position
        )
    if kind == "intimidation_card":
        return target("intimidation", label, card=value)
    if kind == "adjacent_pair":
        return target("pair", label, seat=owner, position=value)
    raise AssertionError(f"no target for decision kind {kind!r}")  # pragma: no cover


# --- what a player sees but may not choose now -----------------------------------------------------


def illegal_options(state: VenturesomeState) -> list[Unavailable]:
    """The actions of the decision at hand on things its owner sees (cards of the hand, of the
    expeditions, threats, players) that the rules forbid now, with the rule and the reason."""
    choice: Choice = state.choice  # type: ignore[assignment]
    verb = paused_op(state).args["verb"]
    found: list[Unavailable] = []

    def add(action: str, value: Any, problem: tuple[str, str]) -> None:
        found.append(Unavailable(action, _target(state, choice, verb, value), *problem))

    kind, owner = choice.kind, choice.owner
    if kind == "play":
        sides = ("left", "right") if state.expeditions[owner] else ("",)
        for card in _one_per_kind(state.hands[owner]):
            problem = _play_problem(state, owner, card)
            if problem is not None:
                for side in sides:
                    add(card_option(verb, CARD_CODE[card], side), (card, side or "right"), problem)
    elif kind == "threat":
        for i, by in enumerate(state.threat_by):
            if by is not None:
                add(threat_option(verb, state.threats[i]), i, _resolved(state, i))
    elif kind == "own_card_not_played":
        played = state.env["played_card"]
        position = state.expeditions[owner].index(played)
        add(position_option(verb, CARD_CODE[played], position), position, _itself(choice, played))
    elif kind == "other_player":
        for seat in range(state.players):
            problem = _player_problem(state, choice, seat)
            if problem is not None:
                add(seat_option(verb, seat), seat, problem)
    elif kind == "hand_card_to_return":
        given = state.env["given_card"]
        if sum(CARD_CODE[c] == CARD_CODE[given] for c in state.hands[owner]) == 1:
            add(card_option(verb, CARD_CODE[given]), given, _given_back(given))
    elif kind == "other_expedition_card":
        for position, card in enumerate(state.expeditions[owner]):
            add(position_option(verb, CARD_CODE[card], position, owner), (owner, position), _not_others(choice))
    return found


def _one_per_kind(cards: list[int]) -> list[int]:
    """One card of each kind (the first by index), as the options name kinds."""
    seen: dict[str, int] = {}
    for card in sorted(cards):
        seen.setdefault(CARD_CODE[card], card)
    return list(seen.values())


def _play_problem(state: VenturesomeState, seat: int, card: int) -> tuple[str, str] | None:
    character = CARD_CHARACTER[card]
    name = CHARACTERS[character].name
    one = f"{'an' if name[0] in 'AEIOU' else 'a'} {name}"
    if character == state.intimidated:
        return (
            "effects.artifact_hunter",
            f"the {name} intimidation card is face up: nobody may play {one} from hand this round",
        )
    if any(CARD_CHARACTER[c] == character for c in state.expeditions[seat]):
        return "turn.play", f"your expedition already holds {one}: each character at most once"
    return None


def _resolved(state: VenturesomeState, index: int) -> tuple[str, str]:
    name = THREATS[state.threats[index]].name
    return "turn.resolve_threat", f"Seat {state.threat_by[index]} has already resolved {name} this round"


def _itself(choice: Choice, played: int) -> tuple[str, str]:
    name = CHARACTERS[CARD_CHARACTER[played]].name
    return choice.rule, f"the {name} you just played cannot choose itself: choose another card of your expedition"


def _player_problem(state: VenturesomeState, choice: Choice, seat: int) -> tuple[str, str] | None:
    if seat == choice.owner:
        return choice.rule, "choose another player, not yourself"
    if not state.in_round[seat]:
        return "turn.alone_in_round", f"Seat {seat} has left the round: only players still in it can be chosen"
    return None


def _given_back(card: int) -> tuple[str, str]:
    return "effects.collector", f"give back a different card than the {card_name(CARD_CODE[card])} you were given"


def _not_others(choice: Choice) -> tuple[str, str]:
    return choice.rule, "choose a card of another player's expedition, not of yours"


# --- why any other text is not legal now ------------------------------------------------------------


def illegal_reason(state: VenturesomeState, action: str) -> tuple[str, str]:
    """The rule and the reason why ``action`` (not a legal action) cannot answer the decision."""
    for option in illegal_options(state):
        if option.action == action:
            return option.rule, option.reason
    choice: Choice = state.choice  # type: ignore[assignment]
    verb, _, rest = action.partition(" ")
    kinds = VERB_KINDS.get(verb)
    if kinds is None:
        return NOTATION, NOTATION_HINT
    if verb == "threat" and choice.kind == "play":
        return "turn.resolve_threat", "you resolve a threat once your hand is empty: first play a card"
    if choice.kind not in kinds or verb != paused_op(state).args["verb"]:
        return not_this_decision(choice)
    return CHECKS[choice.kind](state, choice, rest) or none_of_the_choices(choice)


Problem = tuple[str, str] | None


def _card(text: str) -> tuple[int | None, Problem]:
    """A card kind named in an action: its code (as the index of its first card), or a problem."""
    if text in CODES:
        return CARD_CODE.index(text), None
    return None, (NOTATION, f"there is no card {shown(text)}: cards are named CHARACTER.SYMBOL, like GUIDE.MAP")


def _number(text: str) -> int | None:
    """A small non-negative number written in digits, else ``None``."""
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 3 else None


def _in_hand(state: VenturesomeState, seat: int, card: int, rule: str) -> Problem:
    if any(CARD_CODE[c] == CARD_CODE[card] for c in state.hands[seat]):
        return None
    return rule, f"you have no {card_name(CARD_CODE[card])} in your hand"


def _check_play(state: VenturesomeState, choice: Choice, rest: str) -> Problem:
    code, _, side = rest.partition(" ")
    card, problem = _card(code)
    if card is None:
        return problem
    if side not in ("", "left", "right"):
        return NOTATION, "a card goes at the left or the right end: play CODE left or play CODE right"
    problem = _in_hand(state, choice.owner, card, "turn.play") or _play_problem(state, choice.owner, card)
    if problem is not None:
        return problem
    empty = not state.expeditions[choice.owner]
    if empty and side:
        return "turn.play", f"your expedition is empty: its first card goes in without an end (play {code})"
    return "turn.play", "a card goes at one end of your expedition: say left or right"


def _check_threat(state: VenturesomeState, choice: Choice, rest: str) -> Problem:
    threat = THREAT_BY_ID.get(rest)
    if threat is None:
        return NOTATION, f"there is no threat {shown(rest)}: threats are named like JAGUAR or ROPE_BRIDGE"
    if threat.index not in state.threats:
        return "turn.resolve_threat", f"{threat.name} is not among this round's revealed threats"
    return None


def _expedition_card(state: VenturesomeState, seat: int, text: str, whose: str, rule: str) -> Problem:
    """A problem with ``CODE@POSITION`` naming a card of ``seat``'s expedition (``whose``)."""
    code, at, where = text.partition("@")
    position = _number(where)
    if not at or position is None:
        return NOTATION, "a card of an expedition is named CODE@POSITION, counting from 1 at the left, like GUIDE.MAP@2"
    card, problem = _card(code)
    if card is None:
        return problem
    expedition = state.expeditions[seat]
    if not 1 <= position <= len(expedition):
        count = len(expedition)
        return rule, f"{whose} expedition has {count} card{'s' * (count != 1)}: no position {position}"
    there = CARD_CODE[expedition[position - 1]]
    if there != code:
        return rule, f"position {position} of {whose} expedition holds {card_name(there)}, not {card_name(code)}"
    return None


def _check_own_card(state: VenturesomeState, choice: Choice, rest: str) -> Problem:
    return _expedition_card(state, choice.owner, rest, "your", choice.rule)


def _seat(state: VenturesomeState, text: str) -> tuple[int | None, Problem]:
    seat = _number(text)
    if seat is None or seat >= state.players:
        return None, (NOTATION, f"a player is named by the number of their seat, 0 to {state.players - 1}")
    return seat, None


def _check_player(state: VenturesomeState, choice: Choice, rest: str) -> Problem:
    seat, problem = _seat(state, rest)
    return problem if seat is None else _player_problem(state, choice, seat)


def _check_hand_card(state: VenturesomeState, choice: Choice, rest: str) -> Problem:
    card, problem = _card(rest)
    return problem if card is None else _in_hand(state, choice.owner, card, choice.rule)


def _check_other_card(state: VenturesomeState, choice: Choice, rest: str) -> Problem:
    text, colon, card = rest.partition(":")
    seat, problem = _seat(state, text)
    if not colon:
        return NOTATION, "a card of another player's expedition is named SEAT:CODE@POSITION, like 1:GUIDE.MAP@2"
    if seat is None:
        return problem
    return _player_problem(state, choice, seat) or _expedition_card(state, seat, card, f"Seat {seat}'s", choice.rule)


def _check_intimidation(state: VenturesomeState, choice: Choice, rest: str) -> Problem:
    if rest not in CHARACTERS:
        return NOTATION, f"there is no character {shown(rest)}: characters are named like GUIDE or ARTIFACT_HUNTER"
    if all(card.character != rest for card in INTIMIDATION):
        return choice.rule, f"there is no {CHARACTERS[rest].name} intimidation card"
    return None


def _check_pair(state: VenturesomeState, choice: Choice, rest: str) -> Problem:
    first, dash, second = rest.partition("-")
    left, right = _number(first), _number(second)
    if not dash or left is None or right is None:
        return NOTATION, "two neighbouring cards are named by their positions, counting from 1, like 2-3"
    if right != left + 1:
        return choice.rule, "the two cards must be neighbours: positions like 2-3"
    size = len(state.expeditions[choice.owner])
    return choice.rule, f"your expedition has {size} cards: the pairs are 1-2 to {size - 1}-{size}"


CHECKS = {
    "play": _check_play,
    "threat": _check_threat,
    "own_card_not_played": _check_own_card,
    "other_player": _check_player,
    "hand_card": _check_hand_card,
    "hand_card_to_return": _check_hand_card,
    "other_expedition_card": _check_other_card,
    "intimidation_card": _check_intimidation,
    "adjacent_pair": _check_pair,
}
