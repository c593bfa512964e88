"""What the lessons of A Wild Venture share: small positions against an opponent who is out of the
way, the goals and feedback of their steps, and the words that read the learner's live view
(``state.observe(seat)``), so that a step speaks of the position the learner's own choices made.

>>> view = {"seat": 0, "active": 0, "decision": {"kind": "turn", "owner": 0}, "is_over": False,
...         "main_actions_left": 1, "board": {"id": "spring", "tokens": {},
...         "adventurers": [{"seat": 0, "space": "w1"}]},
...         "seats": [{"coins": 2, "hand_count": 0, "tucked_count": 1, "buildings": [],
...                    "villagers": [{"code": "hare_peddler", "supply": 1}], "gear": []}, {"coins": 5}]}
>>> at_turn_choice(view), one_main_action_done(view), main_actions_done(view), turn_over(view)
(True, True, False, False)
>>> turn_summary(view).split("; ")  # doctest: +NORMALIZE_WHITESPACE
['Your turn is over, with 2 coins and no card in hand', 'in play: Hare Peddler (1 Supply)', '1 card tucked',
 'your Adventurer on Bramble Gate.']
>>> ahead(view)
'Mossy Crossroads (Draw 1)'
>>> played("play hare_peddler"), played("activate warren")
('hare_peddler', None)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from ....core.words import counted
from ....tutor.feedback import score_change, second_person
from ....tutor.model import Goal, Move, Text, View
from ..boards import BOARDS
from ..examples import BY_NAME
from ..model import Edge, Space
from ..programs import TOKEN_NAMES
from ..show import name
from ..text import reward_label

GAME = "wild_venture"

#: A deck whose cards are known, top first (so that lessons can name what is drawn).
SMALL_DECK = (
    "Crow Schoolmarm", "Tadpole Pupil", "Rabbit Bursar", "Raven Lecturer", "Field Trip Toad", "Burrow Bookkeeper"
)  # fmt: skip


# --- positions ------------------------------------------------------------------------------------


def spec(player: Mapping[str, Any], other: Mapping[str, Any] | None = None, **top: Any) -> dict[str, Any]:
    """A position of the learner (seat 0) against an opponent who is out of the way."""
    position: dict[str, Any] = {"deck": list(SMALL_DECK), **top}
    position["players"] = [dict(player), dict(other or {"coins": 5})]
    return position


def example(example_name: str) -> dict[str, Any]:
    """The position of a worked example of the rulebook (see :mod:`..examples`)."""
    return dict(BY_NAME[example_name].spec)


# --- steps: goals and what a move is told ---------------------------------------------------------

#: The events a move's feedback leaves out: the turn passing on, and the game's last steps (hands
#: trashed, the winner), which the lesson's own words say.
UNSAID = frozenset({"turn", "turn.end", "end.hands_trashed", "scoring"})

#: A card played, as the engine says it: the card, its kind, how it was paid, its Supplies.
_PLAYED = re.compile(r"^You play (?P<card>.+?) \(\w+\) (?P<how>.+?)(?: with (?P<n>\d+) Supplies)?\.$")
#: How the engine says that a card was tucked, without naming it (face down), and the empty ones.
_TUCKED, _EMPTY = "You tuck a card from", "You tuck a card from play"
_THEIR_GEAR = re.compile(r"^Seat (\d+) tucks an emptied Gear card")


def _played(text: str) -> str:
    """An event in a teacher's words: a card played, with what it cost and its Supplies.

    >>> _played("You play Rook Courier (villager) paying 1 with 2 Supplies.")
    'You play Rook Courier for 1 coin: it arrives with 2 Supplies.'
    >>> _played("You play Frog Wizard (villager) from the Trash, ignoring its cost with 2 Supplies.")
    'You play Frog Wizard from the Trash, free: it arrives with 2 Supplies.'
    """
    found = _PLAYED.match(text)
    if found is None:
        return text
    how = re.sub(r"(?:^|,? )paying (\d+)", lambda m: f" for {counted(int(m.group(1)), 'coin')}", found["how"])
    supplies = f": it arrives with {counted(int(found['n']), 'Supply', 'Supplies')}" if found["n"] else ""
    return f"You play {found['card']} {how.replace(', ignoring its cost', ', free').strip()}{supplies}."


def _gone(before: list[str], after: list[str]) -> list[str]:
    """The names of the cards of ``before`` (codes) that are not in ``after``, in their order."""
    left, gone = list(after), []
    for code in before:
        if code in left:
            left.remove(code)
        else:
            gone.append(name(code))
    return gone


def _in_play(view: View) -> list[str]:
    """The codes of the learner's Villagers and Gear."""
    return [card["code"] for card in [*mine(view)["villagers"], *mine(view)["gear"]]]


def _emptied(move: Move, count: int) -> str:
    """The ``count`` empty cards the learner tucked from play with ``move``, named: those that
    left play."""
    gone = _gone(_in_play(move.before), _in_play(move.after))
    return f"You tuck {' and '.join(gone) if len(gone) == count else counted(count)}, now empty, under your score card."


def _chosen(move: Move, texts: list[str], count: int) -> list[str]:
    """The names of the ``count`` cards the learner tucked with ``move`` not from play, as they saw
    them go: the card of a ``tuck`` action first, then the cards that left their hand and no other
    event names, when they are as many as the tucks (else only the chosen card)."""
    verb, _, card = move.action.partition(" ")
    named = " ".join(text for text in texts if not text.startswith(_TUCKED))
    gone = [card for card in _gone(mine(move.before)["hand"], mine(move.after)["hand"]) if card not in named]
    if verb == "tuck":
        gone = [name(card), *[other for other in gone if other != name(card)]]
    return gone if len(gone) == count else gone[:1] if verb == "tuck" else []


def _gear(view: View, seat: int) -> list[str]:
    """The codes of a seat's Gear cards in play."""
    return [card["code"] for card in view["seats"][seat]["gear"]]


def _their_gear(move: Move) -> dict[int, Iterator[str]]:
    """The names of the Gear cards of each other seat that left play with the learner's ``move``."""
    others = [seat for seat in range(len(move.before["seats"])) if seat != move.before["seat"]]
    return {seat: iter(_gone(_gear(move.before, seat), _gear(move.after, seat))) for seat in others}


def _named(text: str, chosen: Iterator[str], gear: dict[int, Iterator[str]]) -> str:
    """An event in a teacher's words, the card it hides named when the learner saw it go: a card
    they tucked (from ``chosen``), another seat's emptied Gear (from ``gear``); a card played, with
    its cost."""
    if text.startswith(_TUCKED):
        return text.replace("a card", next(chosen, "a card"), 1)
    if other := _THEIR_GEAR.match(text):
        return text.replace("an emptied Gear card", f"its emptied {next(gear[int(other[1])], 'Gear')}")
    return _played(text)


def said(move: Move) -> str:
    """What the learner's move led to, in a teacher's words: the engine's events as their seat saw
    them, in the second person, less the :data:`UNSAID` ones, the cards played said with their cost,
    the cards tucked named as the learner saw them go (the empty ones in one sentence); then their
    score, when it changed while the game goes on."""
    seat = move.before["seat"]
    texts = [second_person(event["text"], seat) for event in move.events if event.get("rule") not in UNSAID]
    texts = [text for text in texts if text]
    empty = [index for index, text in enumerate(texts) if text.startswith(_EMPTY)]
    names = iter(_chosen(move, texts, sum(text.startswith(_TUCKED) for text in texts) - len(empty)))
    gear = _their_gear(move)
    told = []
    for index, text in enumerate(texts):
        if index not in empty:
            told.append(_named(text, names, gear))
        elif index == empty[0]:
            told.append(_emptied(move, len(empty)))
    score = "" if move.after["is_over"] else score_change(move.before, move.after)
    if score:
        told.append(f"Your score so far: {score.split(': ', 1)[1]}")
    return " ".join(told) or f"You {move.said[:1].lower()}{move.said[1:]}."


def goal(text: Text, point: Callable[[Move], bool] | None = None, skipped: str = "", **fields: Any) -> Goal:
    """A :class:`~venture_widgets.tutor.model.Goal` whose moves are told what they led to by
    :func:`said`, unless it says otherwise (``outcome=``). A move that misses the step's ``point``
    is played, and told after it what it ``skipped`` (a move that misses the Goal's ``goal=`` is
    refused with ``miss=``, when ``refuse=True``)."""
    outcome: Callable[[Move], str] = fields.pop("outcome", said)
    if point is not None:
        outcome = _noting(point, skipped, outcome)
    return Goal(text, outcome=outcome, **fields)


def _noting(point: Callable[[Move], bool], skipped: str, outcome: Callable[[Move], str]) -> Callable[[Move], str]:
    """An outcome: ``outcome``, then, for a move that misses ``point``, what it ``skipped``."""

    def told(move: Move) -> str:
        return outcome(move) if point(move) else f"{outcome(move)} {skipped}"

    return told


def main_action(reaches: Callable[[str], bool]) -> Callable[[Move], bool]:
    """A step's point: the Main Action the learner takes at their turn's choice (playing or
    activating a card) is one that ``reaches`` (their action); Free Actions, ending the turn and
    the answers to what an effect asks are all fine."""

    def point(move: Move) -> bool:
        main = move.action.startswith(("play ", "activate "))
        return move.before["decision"]["kind"] != "turn" or not main or reaches(move.action)

    return point


def turn_step(*starts: str) -> Callable[[Move], bool]:
    """A goal: the learner's choice of their turn's action starts with one of ``starts``
    (``"free"``, ``"activate nest"``, ...); any answer to a choice an effect asks on the way (a
    Consider, a move, a reward) is fine."""

    def reaches(move: Move) -> bool:
        return move.before["decision"]["kind"] != "turn" or move.action.startswith(starts)

    return reaches


def played(action: str) -> str | None:
    """The card an action plays from hand (``None`` for any other action)."""
    verb, _, card = action.partition(" ")
    return card if verb == "play" else None


# --- where the learner's turn stands ----------------------------------------------------------------


def mine(view: View) -> dict[str, Any]:
    """The learner's own area."""
    seat: dict[str, Any] = view["seats"][view["seat"]]
    return seat


def turn_over(view: View) -> bool:
    """The learner's turn has ended (or the game has)."""
    return bool(view["is_over"]) or view["active"] != view["seat"]


def at_turn_choice(view: View) -> bool:
    """The learner is back at the choice of their turn's next action (nothing left half done)."""
    decision = view["decision"]
    return not turn_over(view) and bool(decision) and decision["kind"] == "turn"


def one_main_action_done(view: View) -> bool:
    """The learner is back at their turn's choice with a Main Action spent, or further on."""
    return turn_over(view) or (at_turn_choice(view) and view["main_actions_left"] < 2)


def main_actions_done(view: View) -> bool:
    """Both Main Actions of the learner's turn are spent and nothing is half done, or further on."""
    return turn_over(view) or (at_turn_choice(view) and view["main_actions_left"] == 0)


# --- the learner's area in words ------------------------------------------------------------------


def coins(view: View) -> str:
    """The learner's coins, in words."""
    return counted(mine(view)["coins"], "coin")


def _with_supplies(card: Mapping[str, Any], *more: str) -> str:
    return f"{name(card['code'])} ({', '.join([counted(card['supply'], 'Supply', 'Supplies'), *more])})"


def supplies(view: View) -> str:
    """The learner's Villagers and Gear with their Supplies, in words."""
    return ", ".join(_with_supplies(card) for card in [*mine(view)["villagers"], *mine(view)["gear"]])


def buildings(view: View) -> str:
    """The learner's Buildings with their Supplies, and whether they are enchanted, in words."""
    return ", ".join(
        _with_supplies(card, *(["enchanted"] if card["enchanted"] else [])) for card in mine(view)["buildings"]
    )


def turn_summary(view: View) -> str:
    """Where the learner's turn left them: coins, hand, cards in play, tucked cards, the Adventurer."""
    me = mine(view)
    held = [coins(view), f"{counted(me['hand_count'])} in hand" if me["hand_count"] else "no card in hand"]
    in_play = ", ".join(part for part in (supplies(view), buildings(view)) if part)
    parts = [f"in play: {in_play}"] if in_play else []
    if me["tucked_count"]:
        parts.append(f"{counted(me['tucked_count'], 'card')} tucked")
    if space(view).id != "home":
        parts.append(f"your Adventurer on {space(view).name}")
    return f"Your turn is over, with {' and '.join(held)}" + "".join(f"; {part}" for part in parts) + "."


# --- the board ------------------------------------------------------------------------------------


def space(view: View) -> Space:
    """The space of the learner's Adventurer."""
    where = next(a["space"] for a in view["board"]["adventurers"] if a["seat"] == view["seat"])
    return BOARDS[view["board"]["id"]].by_id[where]


def reward_at(view: View, space_id: str) -> str:
    """What stopping on a space gives now: a token's reward, else the printed one."""
    token = view["board"]["tokens"].get(space_id)
    if token is not None:
        return f"{TOKEN_NAMES[token['kind']]} token"
    return reward_label(BOARDS[view["board"]["id"]].by_id[space_id].reward)


def _price(edge: Edge) -> str:
    """What a step costs, in words (``""`` for a free step)."""
    if edge.cost is None:
        return ""
    kind, count = edge.cost
    return f", for {counted(count, 'coin') if kind == 'pay' else counted(count, 'card')}"


def ahead(view: View) -> str:
    """The spaces the learner's Adventurer may step to next, with their rewards and costs."""
    board = BOARDS[view["board"]["id"]]
    steps = [
        f"{board.by_id[edge.to].name} ({reward_at(view, edge.to)}{_price(edge)})"
        for edge in board.forward[space(view).id]
    ]
    return " or ".join(steps) if steps else "nothing: the path ends here"


def walk_on(view: View) -> str:
    """Where the learner's Adventurer stands and what its decision offers, in words."""
    here = space(view)
    where = here.name if here.reward is None else f"{here.name} ({reward_at(view, here.id)})"
    decision = view["decision"]
    if decision["kind"] == "adventure":
        stop = ", or stop here" if "stop" in decision["prompt"] else ""
        return f"You stand on {where}. Step on to {ahead(view)}{stop}."
    return f"Your Adventurer stands on {where}. {decision['prompt']}."
