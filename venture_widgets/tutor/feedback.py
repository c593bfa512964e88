"""What a learner's move is told when the lesson wrote nothing for it: the engine's events as the
learner saw them, in the second person, the rulebook section they apply and the score they led to.

>>> second_person("Seat 0 plays Embargo on Seat 2. Seat 2 discards Eureka.", 0)
'You play Embargo on Seat 2. Seat 2 discards Eureka.'
>>> second_person("Seat 1 takes Embargo from Seat 0's hand. Seat 0 has no card left: they pass.", 0)
'Seat 1 takes Embargo from your hand. You have no card left: you pass.'
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from .catalog import section_name
from .model import Move
from .pictures import live_scores

#: Verbs whose third person is not the base form and an ``s``.
IRREGULAR = {"has": "have", "is": "are", "was": "were", "does": "do", "goes": "go"}
#: Words that may stand between a seat and its verb ("Seat 0 already has a star token").
ADVERBS = ("already", "also", "still", "now", "then", "just", "only", "first")
#: The verbs the games' events use, as said of one seat: a second verb of a sentence whose subject
#: is the learner ("You discard a Quill and take…") is found among them.
VERBS = frozenset(
    [
        "activates",
        "adds",
        "chooses",
        "claims",
        "completes",
        "considers",
        "discards",
        "discovers",
        "does",
        "draws",
        "ends",
        "explores",
        "flips",
        "gains",
        "gives",
        "goes",
        "hands",
        "has",
        "holds",
        "invests",
        "is",
        "keeps",
        "leaves",
        "lets",
        "looks",
        "loses",
        "moves",
        "offers",
        "passes",
        "pays",
        "places",
        "plays",
        "puts",
        "recruits",
        "regroups",
        "resolves",
        "returns",
        "reveals",
        "scores",
        "sets",
        "shows",
        "starts",
        "swaps",
        "takes",
        "trashes",
        "tucks",
        "turns",
        "ventures",
        "wins",
    ]
)
#: The words of a sentence whose subject was the learner that speak of them again.
THEIR = {"their": "your", "they": "you", "themselves": "yourself", "its pawn": "your pawn"}


def base_form(verb: str) -> str:
    """The verb ``verb`` (third person singular) as said after "you".

    >>> [base_form(v) for v in ("plays", "has", "carries", "passes", "reaches", "tucks", "will")]
    ['play', 'have', 'carry', 'pass', 'reach', 'tuck', 'will']
    """
    if verb in IRREGULAR:
        return IRREGULAR[verb]
    if not verb.endswith("s") or verb.endswith("ss"):
        return verb
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    if verb.endswith(("sses", "shes", "ches", "xes", "zes")):
        return verb[:-2]
    return verb[:-1]


def second_person(text: str, seat: int) -> str:
    """``text`` (an event's words) said to the player at ``seat``: "Seat N" becomes "you", its
    verb and possessives follow, sentence by sentence. Other seats keep their names.

    >>> second_person("Seat 0 already has a star token: it stays on the space.", 0)
    'You already have a star token: it stays on the space.'
    >>> second_person("Seat 0's Adventurer moves to Cobbled Bridge.", 0)
    'Your Adventurer moves to Cobbled Bridge.'
    >>> second_person("Seat 1 gives Seat 0 Guide (Ring).", 0)
    'Seat 1 gives you Guide (Ring).'
    >>> second_person("Seat 0 turns up a Flask, and keeps it. Seat 1 draws and plays.", 0)
    'You turn up a Flask, and keep it. Seat 1 draws and plays.'
    >>> second_person("Seat 0 cannot play any card, reveals the hand and leaves the round.", 0)
    'You cannot play any card, reveal the hand and leave the round.'
    >>> second_person("Seat 10 plays.", 1)
    'Seat 10 plays.'
    """
    name = rf"\bSeat {seat}\b"
    sentences = re.split(r"(?<=[.!?])\s+", text)
    return " ".join(_addressed(sentence, name) for sentence in sentences)


def _addressed(sentence: str, name: str) -> str:
    adverbs = "|".join(ADVERBS)
    subject = re.compile(rf"{name}( (?:{adverbs}))? ([a-z]+)\b")
    said, count = subject.subn(lambda m: f"you{m.group(1) or ''} {base_form(m.group(2))}", sentence)
    said = re.sub(rf"{name}'s\b", "your", said)
    said = re.sub(name, "you", said)
    if count:
        for word, yours in THEIR.items():
            said = re.sub(rf"\b{word}\b", yours, said)
        for joint in (r"\band", r"\bthen", r"\bbut", ","):
            said = re.sub(rf"(?<={joint} )({'|'.join(VERBS)})\b", lambda m: base_form(m.group(1)), said)
    return said[:1].upper() + said[1:] if said.startswith(("you", "your")) else said


def score_change(before: Mapping[str, Any], after: Mapping[str, Any]) -> str:
    """The learner's countable score before and after a move, when it changed (``""`` if not).

    >>> from venture_widgets import load_game
    >>> state = load_game("venturesome").scenario({"players": 2, "hands": [["Guide (Map)"], ["Reporter (Ring)"]],
    ...     "treasures": [["Professor (2 Gems)"], []], "threats": ["Jaguar", "Trap"]})
    >>> view = state.observe(0)
    >>> score_change(view, view)
    ''
    """
    old, new = _own_score(before), _own_score(after)
    if old is None or new is None or old["total"] == new["total"]:
        return ""
    parts = {part["label"]: part["value"] for part in old["parts"]}
    moved = [
        f"{part['label']} {part['value'] - parts.get(part['label'], 0):+d}"
        for part in new["parts"]
        if part["value"] != parts.get(part["label"], 0)
    ]
    whose = "the team's" if new["label"] == "Team" else "yours"
    title = live_scores(after)["title"]
    return f"{title}, {whose}: {old['total']} → {new['total']} ({', '.join(moved)})."


def _own_score(view: Mapping[str, Any]) -> dict[str, Any] | None:
    seats: Sequence[dict[str, Any]] = live_scores(view)["seats"]
    if len(seats) == 1:
        return seats[0]
    return next((entry for entry in seats if entry["seat"] == view.get("seat")), None)


def told(move: Move, seat: int, game: str) -> str:
    """What ``move`` led to, said to the learner at ``seat``: what they saw happen, in the second
    person, the rulebook section of its first event, and the score it changed.

    >>> from venture_widgets import load_game
    >>> state = load_game("venturesome").scenario({"players": 2, "hands": [["Guide (Map)", "Reporter (Ring)"],
    ...     ["Reporter (Ankh)"]], "threats": ["Jaguar", "Trap"]})
    >>> before = state.observe(0)
    >>> events = tuple(state.apply("play GUIDE.MAP"))
    >>> print(told(Move("play GUIDE.MAP", "Play Guide", before, state.observe(0), events), 0, "venturesome"))
    You play Guide (Map) into the expedition. Guide has no effect: the expedition was empty. (Player's Turn, step I)
    """
    said = [second_person(event["text"], seat) for event in move.events if event.get("text")]
    if not said:
        return f"You {move.said[:1].lower()}{move.said[1:]}."
    rule = f" ({section_name(game, move.events[0]['rule'])})"
    score = score_change(move.before, move.after)
    return " ".join(said) + rule + (f" {score}" if score else "")
