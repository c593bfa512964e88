"""Builders the lessons of Venture (2019) share: a position's spec, words written from the
learner's live view (their hand, their missions, the card on the table), and what a move of the
learner led to, in a teacher's words (:func:`told`).

The positions are scenarios (``game.scenario``): the learner is Seat 0, every hand is named, and
the top of the deck is laid out so that each lesson starts the same way every time. From there
the lessons play on from the learner's own moves: the other seats answer as the greedy bot does,
and the words that follow are read off the learner's view, so they speak of what the learner's
choices led to.

>>> from venture_widgets import load_game
>>> spec = seats(["theft-chem", "quill", "flask"], ["flask"], ["hourglass"], active=0, start="actions")
>>> state = load_game(GAME).scenario(spec)
>>> before = state.observe(0)
>>> hand_words(before), fits(before)
('Idea Theft, Quill and Flask', 'your hand completes mission 5, 8 or 12')
>>> events = tuple(state.apply("play theft-chem 1"))
>>> told(Move("play theft-chem 1", "", before, state.observe(0), events))
'Idea Theft on Seat 1: you take 1 random card from the hand of Seat 1, unless answered.'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ....tutor.feedback import second_person
from ....tutor.model import Move, View
from .. import GAME as ENGINE
from ..cards import CARD_BY_CODE, CODE
from ..model import LASTING
from ..text import program_text

GAME = "venture_2019"
LEARNER = 0
#: The roles of the three seats in every lesson: you are the physicist.
ROLES = ("physicist", "chemist", "geologist")
#: The missions of the three seats: yours are 3 (Hourglass), 5 (Quill), 8 and 12 (Flasks).
MISSIONS = ([3, 5, 8, 12], [1, 6, 9, 11], [2, 4, 7, 10])
#: Events a teacher leaves out: another seat letting a card stand.
QUIET = frozenset({"pass", "passed_for"})
#: The verbs a card's text starts with when it speaks to its player ("Draw 2 cards").
IMPERATIVE = frozenset({"Draw", "Take", "Discard", "Look", "Turn"})


def seats(*hands: Sequence[str], completed: Sequence[Sequence[int]] = (), **spec: Any) -> dict[str, Any]:
    """A 3-player spec: the seats' hands (Seat 0 first), their completed missions, then the other
    keys of a scenario (``deck``, ``active``, ``start``...); the roles and missions are the lessons'."""
    done = list(completed) + [[]] * (len(hands) - len(completed))
    table = [
        {"role": role, "missions": missions, "hand": list(hand), **({"completed": list(d)} if d else {})}
        for role, missions, hand, d in zip(ROLES, MISSIONS, hands, done, strict=True)
    ]
    return {"players": 3, "seed": 7, "seats": table, **spec}


def nearly_out(spec: Mapping[str, Any]) -> dict[str, Any]:
    """``spec`` with every card it does not name on the discard pile: the deck holds only the
    cards its ``deck`` names, so the first draws past them run it out.

    >>> short = nearly_out(seats(["quill"], ["flask"], ["hourglass"], deck=["calculator"], start="refill"))
    >>> len(short["discard"]), [event["rule"] for event in ENGINE.scenario(short).opening_events][:2]
    (68, ['setup', 'deck.reshuffle'])
    """
    state = ENGINE.scenario({**spec, "start": "missions"})  # Phase 3 asks before anything is drawn
    top = len(spec.get("deck", []))
    rest = state.deck[: len(state.deck) - top]
    return {**spec, "discard": [*spec.get("discard", []), *(CODE[card] for card in rest)]}


# --- words from the learner's view --------------------------------------------------------------


def name(code: str) -> str:
    """A card's name without its symbol: ``Idea Theft``, ``Flask``."""
    card = CARD_BY_CODE[code]
    return card.effect.name if card.effect is not None else str(card.instrument).title()


def listed(words: Sequence[str], empty: str = "nothing", last: str = "and") -> str:
    """``a, b and c`` (or ``last`` for ``and``)."""
    if not words:
        return empty
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {last} {words[-1]}"


def seat_view(view: View, seat: int | None = None) -> dict[str, Any]:
    """A seat of the view (the learner's by default)."""
    found: dict[str, Any] = view["seats"][view["seat"] if seat is None else seat]
    return found


def hand(view: View) -> list[str]:
    """The codes of the learner's hand."""
    return list(seat_view(view)["hand"]["cards"])


def hand_words(view: View) -> str:
    """The learner's hand, by name."""
    return listed([name(code) for code in hand(view)], "no card")


def open_missions(view: View, seat: int | None = None) -> list[dict[str, Any]]:
    """The open missions of ``seat`` (the learner's by default)."""
    return [mission for mission in seat_view(view, seat)["missions"] if not mission["completed"]]


def completed(view: View, seat: int | None = None) -> list[int]:
    """The completed missions of ``seat`` (the learner's by default)."""
    return [mission["number"] for mission in seat_view(view, seat)["missions"] if mission["completed"]]


def can_complete(view: View) -> list[int]:
    """The learner's open missions that an instrument of their hand completes."""
    held = {CARD_BY_CODE[code].instrument for code in hand(view)}
    return [mission["number"] for mission in open_missions(view) if mission["instrument"] in held]


def fits(view: View) -> str:
    """Which open missions the learner's hand completes now."""
    numbers = [str(number) for number in can_complete(view)]
    if not numbers:
        return "no instrument of yours fits an open mission"
    return f"your hand completes mission {listed(numbers, last='or')}"


def progress(view: View) -> str:
    """``1 of 4 missions done``."""
    return f"{len(completed(view))} of 4 missions done"


def beside(view: View, seat: int | None = None) -> list[str]:
    """The names of the cards beside ``seat``'s role (the learner's by default), ``spent`` marked."""
    return [
        f"{name(entry['card']) if entry['card'] else 'a talent'}{' (spent)' if entry['spent'] else ''}"
        for entry in seat_view(view, seat)["lasting"]
    ]


def deciding(view: View) -> str:
    """The kind of decision the learner owes (``""`` if none)."""
    decision = view.get("decision")
    return decision["kind"] if decision and decision.get("owner") == view["seat"] else ""


def whom(seat: int | None, view: View) -> str:
    """A seat as the learner hears it: ``yourself`` or ``Seat 2``."""
    return "the whole table" if seat is None else "yourself" if seat == view["seat"] else f"Seat {seat}"


def in_play(entry: Mapping[str, Any], view: View) -> str:
    """A card in play and whose it is: ``your Objection``, ``Seat 1's Idea Theft``, or a card
    drawn with its bulb lit, by its drawer: ``the Inquisition you drew``."""
    player, target = entry["player"], entry["target"]
    if player is None:
        drawer = "you" if target == view["seat"] else f"Seat {target}"
        return f"the {name(entry['card'])} {drawer} drew"
    whose = "your" if player == view["seat"] else f"Seat {player}'s"
    return f"{whose} {name(entry['card'])}"


def on_table(view: View) -> str:
    """The newest card in play, who played it and on whom: ``Seat 1's Idea Theft on you``."""
    entry = view["chain"][-1]
    target = entry["target"]
    if target is None or entry["player"] is None:  # a card on the whole table, or one its drawer drew
        return in_play(entry, view)
    return f"{in_play(entry, view)} on {'you' if target == view['seat'] else f'Seat {target}'}"


def now(view: View) -> str:
    """What the learner decides now, in a few words."""
    kind = deciding(view)
    if kind == "answer":
        return f"You are asked about {on_table(view)}: answer it or pass."
    if kind == "first_use":
        return f"You drew {name(view['face_up'])} face up, bulb dark: keep it or play it at once."
    if kind == "complete":
        return f"Phase 3: you hold {hand_words(view)}; {fits(view)}."
    if kind == "discard":
        return f"Phase 4: discard down to {view['hand_limit']}."
    left = view["actions_left"]
    return f"Phase 2, {left} action{'' if left == 1 else 's'} left: you hold {hand_words(view)}."


def phase_3(view: View) -> str:
    """Phase 3 from the learner's live hand."""
    return (
        f"**Phase 3** (rulebook: Phase 3: Complete One Mission). You hold {hand_words(view)}: {fits(view)}. "
        "Lay one instrument on a mission of its colour to complete it; one mission a turn, and you may skip."
    )


def holds(view: View, card: str, seat: int | None = None) -> bool:
    """Whether a card named ``card`` lies beside ``seat``'s role (the learner's by default), spent or not."""
    return any(entry.startswith(card) for entry in beside(view, seat))


# --- when a step is over --------------------------------------------------------------------------


def turn_over(view: View) -> bool:
    """The learner's turn is over (or the game)."""
    return view["is_over"] or view["active"] != view["seat"]


def actions_over(view: View) -> bool:
    """The learner's Phase 2 is over (or their turn)."""
    return view["phase"] != "actions" or turn_over(view)


def chain_over(view: View) -> bool:
    """No card is in play any more."""
    return not view["chain"]


# --- what a move led to -------------------------------------------------------------------------


def effect_words(code: str, target: int | None, view: View) -> str:
    """What the card ``code`` will do to ``target``, said to the learner: ``you draw 2 cards``."""
    effect = CARD_BY_CODE[code].effect
    assert effect is not None
    if effect.lasting is not None:
        return lasting_words(effect.lasting, target, view)
    said = program_text(effect.program, "you" if target == view["seat"] else whom(target, view)).rstrip(".")
    first = said.split(" ", 1)[0]
    if first in IMPERATIVE:
        return "you " + said[:1].lower() + said[1:]
    return said if first == "Seat" else said[:1].lower() + said[1:]


def lasting_words(kind: str, seat: int | None, view: View) -> str:
    """What a long-term card of ``kind`` does to ``seat``, said to the learner when it is theirs:
    ``you complete no mission in your next Phase 3``."""
    said = LASTING[kind]
    if seat != view["seat"]:
        return said
    return " ".join({"they": "you", "them": "you", "their": "your"}.get(word, word) for word in said.split())


def to_you(text: str) -> str:
    """An event's words said to the learner, every verb of theirs in the second person."""
    return second_person(text, LEARNER)


def said_to_you(event: Mapping[str, Any], before: View) -> str:
    """An event's words said to the learner (``before``: their view before it): a long-term card
    beside their role says what it does to them, a card a Rebuttal turns says on whom it now goes."""
    if event["type"] == "lasting" and event["seat"] == before["seat"]:
        card = name(event["card"]) if event["card"] else "Field Immunity"
        return f"{card} stays beside your role: {lasting_words(event['lasting'], event['seat'], before)}."
    if event["type"] == "rebound":
        entry = next(entry for entry in before["chain"] if entry["card"] == event["card"])
        on, by = ("you" if seat == before["seat"] else f"Seat {seat}" for seat in (entry["player"], entry["target"]))
        return f"The Rebuttal turns {in_play(entry, before)} around: it now goes on {on}, as if {by} had played it."
    return to_you(event["text"])


def spoken(events: Sequence[dict[str, Any]], before: View, skip: int = 0) -> str:
    """The learner's events from ``skip`` on, up to the next seat's turn, in the second person."""
    said = []
    for event in events[skip:]:
        if event.get("type") == "turn":
            break
        if event.get("text") and event.get("type") not in QUIET:
            said.append(said_to_you(event, before))
    return " ".join(said)


def _talent(move: Move) -> str:
    """The talent: what Breakthrough turned up."""
    dig = next(event for event in move.events if event["type"] == "dig")
    turned = [name(code) for code in dig["turned"]]
    kept = f"a {name(dig['kept'])}, yours to keep" if dig["kept"] else "no instrument at all"
    found = f"{listed(turned)}, then {kept}" if turned else kept
    return f"You spend {name(move.action.split()[1])} on Breakthrough: it turns up {found}."


def _action(move: Move) -> str:
    """What a Phase 2 action (or a card played at once in Phase 1) will do."""
    words = move.action.split()
    if words[0] == "done":
        return f"You end your actions with {len(hand(move.after))} cards in hand."
    if words[0] == "keep":
        return f"You keep it: {len(hand(move.after))} cards in hand, and everyone saw this one go there."
    if words[0] == "talent":
        return _talent(move)
    target = int(words[2]) if len(words) > 2 else None
    played = f"{name(words[1])} on {whom(target, move.before)}"
    rest = spoken(move.events, move.before, 1)  # a card stopped at once by protection says so
    return f"{played}: {rest}" if rest else f"{played}: {effect_words(words[1], target, move.before)}, unless answered."


def resolution(move: Move) -> str:
    """The cards in play resolving, newest first, each named with its owner."""
    cards = {entry["card"]: in_play(entry, move.before) for entry in move.before["chain"]}
    said = []
    for event in move.events[1:]:
        card = event.get("card", "")
        if event["type"] == "resolve":
            said.append(f"{cards.get(card, f'the {name(card)}')} acts.")
        elif event["type"] == "cancelled":
            said.append(f"{cards.get(card, f'the {name(card)}')} is cancelled.")
        elif event.get("text") and event["type"] not in (*QUIET, "cancel"):
            said.append(said_to_you(event, move.before))
            if event["type"] == "rebound":  # the card turned is no longer its first player's
                cards[card] = f"the {name(card)}"
    return " ".join(sentence[:1].upper() + sentence[1:] for sentence in said)


def _answer(move: Move) -> str:
    """An answer out of turn, or letting a card stand."""
    what = on_table(move.before)
    if move.action == "pass":
        return f"You let {what} stand. {resolution(move) or 'It acts once the others have passed too.'}"
    return f"You answer {what} with {name(move.action.split()[1])}; now the others may answer yours."


def _mission(move: Move) -> str:
    """Phase 3's mission, then what Phase 4 drew (and the discard it asks for)."""
    head = "No mission this turn." if move.action == "skip" else f"Mission {move.action.split()[1]} is complete."
    tail = f" {progress(move.after)}." if move.action != "skip" else ""
    rest = spoken(move.events, move.before, 0 if move.action == "skip" else 1)
    over = len(hand(move.after)) - move.after["hand_limit"]
    limit = f" You hold {over} above the limit: discard." if deciding(move.after) == "discard" else ""
    return f"{head}{tail} {rest}{limit}".replace("  ", " ")


def _discard(move: Move) -> str:
    """A discard down to the hand limit."""
    left = len(hand(move.after)) - move.after["hand_limit"]
    more = f" {left} more to go." if deciding(move.after) == "discard" and left > 0 else ""
    return f"You discard {name(move.action.split()[1])}, face up.{more}"


def told(move: Move) -> str:
    """What a learner's move led to, in a teacher's words: by the kind of decision, what the move
    will do or did, then what the learner saw happen (to the end of their turn) in the second person."""
    kind = move.before["decision"]["kind"]
    if kind in ("action", "first_use"):
        return _action(move)
    if kind == "answer":
        return _answer(move)
    if kind == "complete":
        return _mission(move)
    if kind == "discard":
        return _discard(move)
    return spoken(move.events, move.before) or f"You {move.said[:1].lower()}{move.said[1:]}."
