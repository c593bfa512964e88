"""Venturesome's tutorial lessons, as data: a quick start, then four lessons that deepen it.

Each lesson is a :class:`~venture_widgets.tutor.Lesson`; ``venture_widgets.tutor.load_lesson``
finds them by id. The texts are our own words; they name the rulebook section they explain
(the headings are in ``sections.py``), and each step's ``teaches`` lists the ``RULEBOOK`` ids it
explains. Where the lessons follow this kit's reading or reconstruction, they say so.

A lesson plays on from the learner's own position: after a choice the other seats answer from
the table as it is (:class:`~venture_widgets.tutor.Respond`, :class:`~venture_widgets.tutor.Goal`),
and what the lesson says next is written from what that choice led to. A new position
(:class:`~venture_widgets.tutor.Setup`) comes only for a new topic, after a step has looked at
the result of the learner's last choice.

======================  ===============================================================
lesson                  teaches
======================  ===============================================================
``quick_start``         the theme, the goal, how you score, the shape of a game, setup,
                        and a real turn: a card to choose (one barred by the colour rule),
                        then a threat
``turn``                the three steps of a turn, the Guide, playing on until nothing
                        fits, resolving a threat, being out of the round
``characters``          Professor, Aviator, Collector, Artifact Hunter and Adventurer, one
                        a turn at one table, each with its choices
``threats``             the twelve threats, choosing among them, and Trap, Sandstorm and
                        Rope Bridge on short rows
``rounds_and_scoring``  scoring (the rulebook's example), the tie-break, the last player
                        alone in a round, the end of a round and the short deal of round 3,
                        then free play
======================  ===============================================================

>>> [lesson.id for lesson in LESSONS]
['quick_start', 'turn', 'characters', 'threats', 'rounds_and_scoring']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from ...core.record import make_record
from ...core.words import counted, with_article
from ...tutor.feedback import second_person
from ...tutor.model import Ask, Do, Expect, Goal, Lesson, Move, Play, Respond, Say, Setup, View
from .data import CARDS, CHARACTERS, THREAT_BY_ID, card_name
from .scoring import score_codes

BUDGET_MINUTES = 25
"""The most the lessons may take, notebooks included (``venture_widgets.tutor.measure``)."""

# --- reading the learner's view -----------------------------------------------------------------


def _me(view: View) -> dict[str, Any]:
    """The learner's own seat, as their view shows it."""
    seat: dict[str, Any] = view["seats"][view["seat"]]
    return seat


def _listed(names: Sequence[str]) -> str:
    """``A``, ``A and B``, ``A, B and C``; ``nothing`` for none."""
    if not names:
        return "nothing"
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _cards(codes: Iterable[str | None]) -> str:
    """The cards' names, listed."""
    return _listed([card_name(code) for code in codes if code])


def _points(codes: Iterable[str | None]) -> int:
    """What the cards would score as a treasure pile."""
    return score_codes([code for code in codes if code])["total"]


def _without(codes: Iterable[str | None], taken: Iterable[str | None]) -> list[str]:
    """``codes`` less the cards of ``taken`` (each once)."""
    left = Counter(code for code in codes if code)
    left.subtract(code for code in taken if code)
    return [code for code, count in left.items() for _ in range(count)]


def _deciding(view: View, *kinds: str) -> bool:
    """Whether the learner owes the decision now (of one of ``kinds``, if given)."""
    decision = view["decision"]
    return bool(decision) and decision["owner"] == view["seat"] and (not kinds or decision["kind"] in kinds)


def _turn_over(view: View) -> bool:
    """Whether the learner's turn is over: another player's turn, a new turn of theirs, or out."""
    new_turn = _deciding(view, "play", "threat")
    return view["turn"] != view["seat"] or new_turn or not _me(view)["in_round"]


def _facing_threat(view: View) -> bool:
    """Whether the learner is choosing a threat (their hand is empty, or nothing in it fits)."""
    return _deciding(view, "threat") or not _me(view)["in_round"]


def _character(code: str | None) -> str:
    """The character of a card code (``""`` for a card the learner cannot see)."""
    return code.split(".")[0] if code else ""


def _open_threats(view: View) -> list[str]:
    """The face-up threats nobody has faced yet."""
    return [threat["id"] for threat in view["threats"] if threat["resolved_by"] is None]


# --- what a move led to, in the second person ---------------------------------------------------

#: What the learner is asked next, by the rule and kind of their decision.
_ASKED: dict[tuple[str, str], str] = {
    ("effects.guide", "own_card_not_played"): "Now your Guide takes another card of your row back into your hand.",
    ("effects.professor", "hand_card"): "Now put a card of your hand under the deck, even the one you drew.",
    ("effects.aviator", "own_card_not_played"): "Now choose the card of your row you give away.",
    ("effects.aviator", "other_expedition_card"): "Now choose the card you take; yours goes in its place.",
    ("effects.collector", "other_player"): "Now choose who gets a card of your hand; they hand you another back.",
    ("effects.collector", "hand_card"): "Now choose the card you hand over.",
    ("effects.adventurer", "other_player"): "Now choose whose hand becomes yours.",
    ("effects.artifact_hunter", "intimidation_card"): "Now choose the character nobody may lay.",
    ("turn.resolve_threat", "threat"): "Step III: choose a threat.",
    ("threats.rope_bridge", "adjacent_pair"): "Choose the two neighbouring cards you lose.",
}
#: What the learner waits for, by the kind of another seat's decision within their turn.
_AWAITED: dict[str, str] = {
    "hand_card_to_return": "They look at it and must hand you a different card back.",
}


def _asked(view: View) -> str:
    """What the learner must decide, or wait for, next ('' when it is not theirs to see)."""
    decision = view["decision"]
    if not decision:
        return ""
    if not _deciding(view):
        return _AWAITED.get(decision["kind"], "") if view["turn"] == view["seat"] else ""
    left = _open_threats(view)
    if decision["kind"] == "threat" and len(left) == 1:
        return f"Step III: only {THREAT_BY_ID[left[0]].name} is left for you."
    return _ASKED.get((decision["rule"], decision["kind"]), "")


def _barred(event: dict[str, Any], hand: Sequence[str | None]) -> str:
    """What the learner's Artifact Hunter barred, and what of their own hand it holds back."""
    name = CHARACTERS[event["character"]].name
    held = [code for code in hand if _character(code) == event["character"]]
    stuck = f": your {_cards(held)} {'wait' if len(held) > 1 else 'waits'} in your hand" if held else ""
    return f"Nobody, you included, may lay {with_article(name)} from hand this round{stuck}."


#: The kinds of events of the learner's move that their words, said to them, tell what it led to.
_TOLD = ("effect_skipped", "return_to_hand", "draw", "swap_expedition_cards", "swap_hands")


def _event_line(event: dict[str, Any], move: Move) -> str:
    """A sentence for one event of the learner's move that their click does not already say."""
    seat, kind = move.before["seat"], event["type"]
    if event.get("seat") != seat:
        return ""
    if kind == "cannot_play":
        shown = event["cards"]
        return (
            f"Nothing in your hand fits now: you show {_cards(shown)} and discard {'them' if len(shown) > 1 else 'it'}."
        )
    if kind == "effect" and event["rule"] == "effects.reporter":
        return "A Reporter does nothing."
    if kind == "intimidate":
        return _barred(event, _me(move.after)["hand"])
    if kind == "swap_hands":
        return f"{second_person(event['text'], seat)} You now hold {_cards(_me(move.after)['hand'])}."
    return second_person(event["text"], seat) if kind in _TOLD else ""


def _narrate(move: Move) -> str:
    """What the learner's move led to that they should notice, and what they decide next; their
    move itself when nothing else is to be said."""
    said = [_event_line(event, move) for event in move.events] + [_asked(move.after)]
    return " ".join(part for part in said if part) or f"You {move.said[:1].lower()}{move.said[1:]}."


def _kept(threat: str, row: Sequence[str]) -> list[str] | None:
    """The cards of ``row`` that ``threat`` would leave (the best pair for Rope Bridge, where the
    player picks); ``None`` for Sandstorm, whose loss is left to chance."""
    effect = THREAT_BY_ID[threat].effect[0]
    if effect.name == "discard_where":
        hit = set(effect.args["symbols"]) | set(effect.args["characters"])
        return [code for code in row if not hit & set(code.split(".")[:2])]
    if len(row) < 2:
        return list(row)
    if effect.name == "discard_ends":
        return list(row[1:-1])
    if effect.name == "choose":  # Rope Bridge: the neighbouring pair that costs the least
        return max((list(row[:i]) + list(row[i + 2 :]) for i in range(len(row) - 1)), key=_points)
    return None


def _best_note(move: Move, banked: int) -> str:
    """A word on the learner's threat (or Rope Bridge pair) against the one that would have left
    them the most."""
    row = _me(move.before)["expedition"]
    if move.action.startswith("bridge"):
        most = _points(_kept("ROPE_BRIDGE", row) or [])
        return "" if most <= banked else f"Another pair would have left you {counted(most, 'point')}."
    known = {threat: kept for threat in _open_threats(move.before) if (kept := _kept(threat, row)) is not None}
    best = max(known, key=lambda threat: _points(known[threat]), default="")
    if not best or _points(known[best]) <= banked:
        return "No threat here would have left you more."
    return f"{THREAT_BY_ID[best].name} would have left you {counted(_points(known[best]), 'point')}."


def _threat_outcome(move: Move) -> str:
    """What the threat the learner faced took, what they banked, and how it compares."""
    if _deciding(move.after, "adjacent_pair"):
        return "Rope Bridge: now you pick the two neighbouring cards you lose (in this kit; our reading)."
    before, after = _me(move.before), _me(move.after)
    banked = _without(after["treasure"], before["treasure"])
    lost = _without(before["expedition"], banked)
    threat = move.action.split()[1] if move.action.startswith("threat") else before["resolved_threat"]
    name = THREAT_BY_ID[threat].name
    points = _points(banked)
    said = (
        f"{name} takes {_cards(lost) if lost else 'nothing of yours'}: you bank {counted(len(banked))}, "
        f"{counted(points, 'point')}, and leave the round."
    )
    return f"{said} {_best_note(move, points)}".strip()


# --- 1. quick start -----------------------------------------------------------------------------


def _both_ends(card: str) -> list[str]:
    """Playing ``card`` at either end of a non-empty expedition."""
    return [f"play {card} left", f"play {card} right"]


_PROFESSOR_AGAIN = (
    "Not allowed: your expedition already holds a Professor, and a colour already in your row may not "
    "be laid from hand. That is the rulebook's own example (Player's Turn, step I)."
)
_SAFE_GEMS = "2 safe points: no threat here takes 2 Gems. Your other two cards now repeat colours of your row."
_RISKY_MAP = "A grey Map worth 1, but Jaguar takes Maps. Your other two cards now repeat colours of your row."


def _stuck(view: View) -> str:
    """The quick start's threat step: the learner, stuck, faces a threat."""
    shown = _cards(view["discard"])
    return (
        f"The others have played. Nothing in your hand fits now, so you show it ({shown}), discard it and stop "
        "(rulebook: Player's Turn, step III). Choose a threat: it takes the cards it names from your row, "
        "and you bank the rest."
    )


QUICK_START = Lesson(
    id="quick_start",
    game="venturesome",
    title="Quick start",
    summary="The goal, how you score, the shape of a game, and your first turn.",
    sections=["setup", "gameplay.turn", "turn.play", "turn.cannot_play", "turn.resolve_threat", "threats.jaguar"],
    steps=[
        Setup(
            record=make_record("venturesome", 3, 7, {"first_player": 0}, []),
            text="**Venturesome.** You lead an expedition into the jungle: you hire characters, brave threats "
            "and bring treasure home. After three rounds, the explorer whose treasure is worth the most points "
            "wins. Below is a real table for three; you are seat 0.",
            teaches=["gameplay"],
        ),
        Say(
            "**The cards** (rulebook: Contents). 63 characters: seven kinds, nine of each, each kind in a "
            "colour of its own. Every card shows one symbol: a Map, 1, 2 or 3 Gems, or an artifact (Ankh, "
            "Chalice, Ring, Statuette). Which symbols each colour carries, and which colour is which, is this "
            "kit's reconstruction; here the Professor is blue, the Guide green.",
            teaches=["contents", "contents.anatomy"],
        ),
        Say(
            "**How you score** (rulebook: End of Game and Scoring). Only your *treasure pile* counts:\n\n"
            "- **Gems:** 1, 2 or 3 points.\n"
            "- **Artifacts:** 1 point each, plus 4 for every three of the same artifact.\n"
            "- **Maps:** 1 point for each card of the Map's colour in your pile, itself included.",
            teaches=["scoring"],
        ),
        Ask(
            "Your hand on this table: Guide (3 Gems), Professor (Map), Professor (Ring), Aviator (2 Gems), "
            "Artifact Hunter (1 Gem), Reporter (1 Gem). If all six ended in your treasure pile, how many points?",
            ["8", "9", "10"],
            answer=2,
            explanation="Gems: 3 + 2 + 1 + 1 = 7. The Ring: 1. The blue Map: 1 for each blue card, the two "
            "Professors, itself included: 2. In all 10.",
            feedback={
                "8": "The Map scores too: 1 for each card of its colour in the pile (rulebook: End of Game and "
                "Scoring).",
                "9": "The Map counts itself as well as the other Professor: 2 (rulebook: End of Game and Scoring).",
            },
            teaches=["scoring"],
        ),
        Say(
            "**A round** (rulebook: Gameplay). In turn, clockwise, you lay a card from your hand at an end of "
            "your row, your *expedition*, and do what that character does. A colour already in your row may "
            "not be laid again. Once your hand is empty, or nothing in it may be laid, you stop: pick a face-up "
            "threat, lose the cards it names, and bank the rest. The round ends when everyone has stopped.",
            teaches=["gameplay"],
        ),
        Say(
            "**Setting up** (rulebook: Setup), as on this table: shuffle the characters and deal six to each "
            "player (nine each with two), hidden from the others. Shuffle the threats and turn up one per "
            "player. Each deck gets a discard pile anyone may look through; the six intimidation cards wait "
            "face down. Then someone starts.",
            teaches=["setup"],
        ),
        Setup(
            scenario={
                "players": 3,
                "hands": [
                    ["Professor (1 Gem)", "Reporter (2 Gems)", "Reporter (Map)"],
                    ["Reporter (Ring)", "Guide (Ring)"],
                    ["Guide (Chalice)", "Reporter (Statuette)"],
                ],
                "expeditions": [
                    ["Guide (Map)", "Professor (3 Gems)", "Aviator (Ring)"],
                    ["Professor (Chalice)", "Collector (2 Gems)", "Aviator (Statuette)", "Adventurer (1 Gem)"],
                    ["Collector (Ankh)", "Professor (2 Gems)", "Adventurer (Map)", "Aviator (1 Gem)"],
                ],
                "threats": ["Jaguar", "Native", "Storm"],
            },
            text="**Your turn**, later in round 1: Seat 1 began, so the others have laid one card more than you. "
            "Look at the three threats before you choose.",
        ),
        Expect(
            "Lay a card at either end of your row. A Reporter does nothing.",
            [*_both_ends("REPORTER.GEM2"), *_both_ends("REPORTER.MAP")],
            feedback={"play PROFESSOR.GEM1 left": _PROFESSOR_AGAIN, "play PROFESSOR.GEM1 right": _PROFESSOR_AGAIN},
            outcomes={
                "play REPORTER.GEM2 left": _SAFE_GEMS,
                "play REPORTER.GEM2 right": _SAFE_GEMS,
                "play REPORTER.MAP left": _RISKY_MAP,
                "play REPORTER.MAP right": _RISKY_MAP,
            },
            teaches=["turn.step_1"],
        ),
        Goal(_stuck, outcome=_threat_outcome, demo=["threat JAGUAR"], teaches=["turn.step_3", "turn.resolving"]),
    ],
)

# --- 2. a turn -----------------------------------------------------------------------------------

#: The learner's hand and row at the start of the lesson: the two Professors never both fit.
_TURN_START: dict[str, Any] = {
    "players": 3,
    "hands": [
        ["Professor (1 Gem)", "Guide (2 Gems)", "Reporter (Ankh)"],
        ["Reporter (2 Gems)", "Reporter (3 Gems)", "Guide (1 Gem)"],
        ["Reporter (Ring)", "Guide (Chalice)", "Professor (3 Gems)"],
    ],
    "expeditions": [["Professor (Ring)", "Collector (Map)"], [], []],
    "deck": ["Reporter (Chalice)", "Guide (Statuette)", "Reporter (1 Gem)"],
    "threats": ["Jaguar", "Trap", "Storm"],
}
_GUIDE = (
    "**The Guide** (rulebook: Character Card Effects: Guide): take back any other card of your row into your "
    "hand; the row closes up. Into an empty row, a Guide does nothing."
)


def _guide_done(view: View) -> bool:
    """The learner's Guide is in their row and has taken its card back."""
    return "GUIDE.GEM2" in _me(view)["expedition"] and not _deciding(view, "own_card_not_played")


def _guide_text(view: View) -> str:
    """The Guide, as the learner meets it: laid just now, or the only card that fits."""
    if _deciding(view, "own_card_not_played"):
        return f"{_GUIDE} Which card would you rather lay again?"
    return (
        f"The others have played. Your Professor (1 Gem) is still barred, so only your Guide fits. {_GUIDE} "
        "Lay it, at either end."
    )


def _play_on(view: View) -> str:
    """Playing on from the learner's hand and row, until step III."""
    me = _me(view)
    return (
        f"You hold {_cards(me['hand'])}; your row is {_cards(me['expedition'])}. Play on, a card a turn. Whatever "
        "you lay acts (step II), except your **last** card: its effect is skipped. Once your hand is empty or "
        "nothing in it fits, your turn goes to step III."
    )


def _step_three(view: View) -> str:
    """Step III, with the row the threat will act on."""
    return (
        f"**Step III** (rulebook: Player's Turn): your row is {_cards(_me(view)['expedition'])}. Choose a "
        "threat: it takes the cards it names, you bank the rest in your treasure pile, and the threat is "
        "turned face down."
    )


def _out_of_round(view: View) -> str:
    """Out of the round, with what the learner banked."""
    me = _me(view)
    return (
        f"You are out of the round. Your treasure pile ({counted(me['treasure_count'])}, "
        f"{counted(_points(me['treasure']), 'point')}) is yours alone to look at. The others play on without "
        "you; the round ends once everyone has faced a threat."
    )


TURN = Lesson(
    id="turn",
    game="venturesome",
    title="A turn, step by step",
    summary="Ends only, the colour rule, the effect, playing until nothing fits, resolving a threat, and "
    "players out of the round.",
    sections=[
        "turn.play",
        "turn.effect",
        "turn.cannot_play",
        "turn.resolve_threat",
        "effects.guide",
        "effects.reporter",
    ],
    steps=[
        Setup(
            scenario=_TURN_START,
            text="**Three steps, in order** (rulebook: Player's Turn). **I:** lay a card at the left or right "
            "end of your row, never between two cards. **II:** do the character's effect; it is not "
            "optional. **III:** face a threat, only when your hand ran out or nothing could be laid.",
            teaches=["turn.step_1", "turn.step_2", "turn.step_3"],
        ),
        Expect(
            "Lay a card.",
            [*_both_ends("REPORTER.ANKH")[::-1], *_both_ends("GUIDE.GEM2")],
            feedback={"play PROFESSOR.GEM1 left": _PROFESSOR_AGAIN, "play PROFESSOR.GEM1 right": _PROFESSOR_AGAIN},
            outcomes={
                "play GUIDE.GEM2 left": "Step II: your Guide must now take another card of your row back.",
                "play GUIDE.GEM2 right": "Step II: your Guide must now take another card of your row back.",
                "play REPORTER.ANKH left": "A Reporter has no effect, and you still hold cards: your turn is over.",
                "play REPORTER.ANKH right": "A Reporter has no effect, and you still hold cards: your turn is over.",
            },
            teaches=["turn.step_1", "effects.reporter"],
        ),
        Goal(
            _guide_text,
            until=_guide_done,
            outcome=_narrate,
            demo=["play GUIDE.GEM2 right", "return REPORTER.ANKH@3"],
            teaches=["effects.guide"],
        ),
        Goal(
            _play_on,
            until=_facing_threat,
            outcome=_narrate,
            demo=["play REPORTER.ANKH left"],
            teaches=["turn.step_2", "turn.step_3"],
        ),
        Goal(_step_three, outcome=_threat_outcome, teaches=["turn.resolving"]),
        Say(_out_of_round, teaches=["turn.out_of_round"]),
        Ask(
            "Another player now lays an Adventurer, which swaps hands with a player of their choice. May they "
            "choose you?",
            ["Yes", "No"],
            answer=1,
            explanation="No: once you have faced a threat you are out of the round, and no card may target you.",
            feedback={
                "Yes": "You have faced a threat, so you are out of the round, and no card may target you "
                "(rulebook: Player's Turn, the note on resolving a threat).",
            },
            teaches=["turn.out_of_round"],
        ),
    ],
)

# --- 3. characters ------------------------------------------------------------------------------

#: The characters the learner lays, one a turn, in this order (the Adventurer last: it gives the
#: whole hand away).
_TOUR = ("PROFESSOR.RING", "AVIATOR.GEM2", "COLLECTOR.GEM1", "ARTIFACT_HUNTER.MAP", "ADVENTURER.GEM3")


def _tour_goal(card: str) -> Callable[[Move], bool]:
    """The goal of the turn that lays ``card``: lay it, and keep the characters still to come."""

    def reached(move: Move) -> bool:
        kind = move.before["decision"]["kind"]
        code = move.action.split()[1]
        if kind == "play":
            return code == card
        if kind == "hand_card":
            return code not in _TOUR
        if kind == "intimidation_card":
            return code != "ADVENTURER"
        return True

    return reached


def _tour_miss(move: Move) -> str:
    """Why a move of the characters' tour is refused."""
    kind = move.before["decision"]["kind"]
    if kind == "play":
        return "Lay the character this step is about; the others come in the turns that follow."
    if kind == "hand_card":
        return "Keep your characters for the turns to come: part with a spare card."
    return "Do not bar the Adventurer: you lay it next turn."


#: The cards the others' Aviators take, in this lesson always from each other's rows (any card, at
#: any place), so that only the learner's own moves change the learner's row.
_NOT_FROM_YOU = tuple(f"take {seat}:{card.code}@{place}" for seat in (1, 2) for card in CARDS for place in range(1, 8))


def _tour(text: str | Callable[[View], str], card: str, teaches: str, demo: Sequence[str] = ()) -> Goal:
    """The turn of the tour that lays ``card`` and makes its choices; the others' Aviators keep
    off the learner's row."""
    return Goal(
        text,
        goal=_tour_goal(card),
        miss=_tour_miss,
        refuse=True,
        until=_turn_over,
        outcome=_narrate,
        prefer=_NOT_FROM_YOU,
        demo=[f"play {card} right", *demo],
        teaches=[teaches],
    )


def _collector(view: View) -> str:
    """The Collector, after the others' turns: the learner's row is as they left it."""
    return (
        f"Your row is as you left it, {_cards(_me(view)['expedition'])}: in this lesson the others' Aviators swap "
        "only with each other (a word from the tutor). **Collector:** hand a card of yours to a player of your "
        "choice, unseen by the rest; they look at it and must hand you a different card of theirs, their choice. "
        "Lay your Collector."
    )


def _hunter(view: View) -> str:
    """The Artifact Hunter, with the hand the Collector's trade left the learner."""
    return (
        f"You now hold {_cards(_me(view)['hand'])}. **Artifact Hunter:** turn up any character of the "
        "intimidation pile: nobody, you included, may lay that character from hand until the round ends or "
        "another Hunter turns up a different one (the same one again keeps the bar: our reading). Lay your Hunter."
    )


def _adventurer(view: View) -> str:
    """The Adventurer, with the hands the learner may take."""
    others = [seat for seat in view["seats"] if seat["seat"] != view["seat"] and seat["in_round"]]
    held = _listed([f"Seat {seat['seat']} holds {counted(seat['hand_count'])}" for seat in others])
    if not others:
        held = "Nobody else is left in the round, so yours will do nothing"
    return (
        "**Adventurer:** swap your whole hand with the hand of another player still in the round; the rest "
        f"do not see the cards. {held}. Lay your Adventurer."
    )


CHARACTERS_LESSON = Lesson(
    id="characters",
    game="venturesome",
    title="The characters",
    summary="Professor, Aviator, Collector, Artifact Hunter and Adventurer: you lay each in turn and make its choices.",
    sections=[
        "turn.effect",
        "effects.professor",
        "effects.artifact_hunter",
        "effects.adventurer",
        "effects.aviator",
        "effects.collector",
    ],
    steps=[
        Setup(
            scenario={
                "players": 3,
                "hands": [
                    [
                        "Professor (Ring)",
                        "Aviator (2 Gems)",
                        "Collector (1 Gem)",
                        "Artifact Hunter (Map)",
                        "Adventurer (3 Gems)",
                        "Reporter (1 Gem)",
                        "Professor (Statuette)",
                    ],
                    [
                        "Reporter (2 Gems)",
                        "Guide (Ring)",
                        "Professor (Chalice)",
                        "Aviator (Statuette)",
                        "Guide (3 Gems)",
                    ],
                    ["Guide (Map)", "Reporter (Ring)", "Professor (1 Gem)", "Aviator (1 Gem)", "Professor (2 Gems)"],
                ],
                "expeditions": [["Guide (1 Gem)"], [], []],
                "deck": ["Reporter (3 Gems)", "Guide (Ankh)", "Reporter (Chalice)", "Guide (Chalice)"],
                "threats": ["Jaguar", "Trap", "Storm"],
            },
            text="**Five more characters** (rulebook: Character Card Effects). You hold them all, with two spare "
            "cards, and lay one a turn; each step says what its character does.",
        ),
        _tour(
            "**Professor:** draw the deck's top card, then put a card of your hand under the deck, even that one "
            "(an empty deck: nothing happens). Lay your Professor.",
            "PROFESSOR.RING",
            "effects.professor",
        ),
        _tour(
            "**Aviator:** swap a card of your row (not the Aviator) with one of another player's row, each taking "
            "the other's place; a row may end up with two of a colour. Into an empty row, or when no one else in "
            "the round has a row card (our reading), it does nothing. Lay your Aviator.",
            "AVIATOR.GEM2",
            "effects.aviator",
        ),
        _tour(
            _collector,
            "COLLECTOR.GEM1",
            "effects.collector",
            demo=["trade-with 2"],
        ),
        _tour(
            _hunter,
            "ARTIFACT_HUNTER.MAP",
            "effects.artifact_hunter",
            demo=["intimidate COLLECTOR"],
        ),
        _tour(_adventurer, "ADVENTURER.GEM3", "effects.adventurer"),
    ],
)

# --- 4. threats ----------------------------------------------------------------------------------


def _others_faced(view: View) -> str:
    """What each other player's threat left them, once everyone has faced one (the piles are shown
    at the end of the game)."""
    faced = [
        f"Seat {seat['seat']} faced {THREAT_BY_ID[seat['resolved_threat']].name} and banked "
        f"{counted(_points(seat['treasure']), 'point')}"
        for seat in view["seats"]
        if seat["seat"] != view["seat"] and seat["resolved_threat"]
    ]
    return f"{_listed(faced)}."


def _symbols_faced(view: View) -> str:
    """What the others' threats left them, at the first table of the threats."""
    return f"The others lay their last cards and face the rest of the threats: {_others_faced(view)}"


def _rows_faced(view: View) -> str:
    """What the others' threats left them on rows of one, two and three cards."""
    return (
        f"{_others_faced(view)} Seat 1 had one card in its row, Seat 2 two, Seat 3 three: on a row of one, Trap, "
        "Sandstorm and Rope Bridge take nothing; on a row of two, both cards."
    )


def _place_threats(view: View) -> str:
    """Trap, Sandstorm and Rope Bridge, with the learner's row and last card."""
    me = _me(view)
    return (
        f"**Place and chance.** Your row: {_cards(me['expedition'])}. Trap takes its two end cards; Sandstorm "
        "shuffles it and takes two at random; Rope Bridge takes two neighbours. Lay your last card, "
        f"{_cards(me['hand'])}: the end you choose decides what Trap would take."
    )


THREATS_LESSON = Lesson(
    id="threats",
    game="venturesome",
    title="The twelve threats",
    summary="What each threat removes, choosing among them, and Trap, Sandstorm and Rope Bridge on short rows.",
    sections=[
        "turn.resolve_threat",
        "threats.bog",
        "threats.spiders_nest",
        "threats.collapsing_temple",
        "threats.volcanic_eruption",
        "threats.snow_avalanche",
        "threats.emergency_landing",
        "threats.trap",
        "threats.sandstorm",
        "threats.rope_bridge",
    ],
    steps=[
        Setup(
            scenario={
                "players": 5,
                "round": 3,
                "current": 1,
                "hands": [
                    ["Guide (3 Gems)"],
                    ["Reporter (1 Gem)", "Guide (Chalice)"],
                    ["Reporter (3 Gems)", "Guide (Statuette)"],
                    ["Reporter (Statuette)", "Guide (Ankh)"],
                    ["Reporter (Chalice)", "Guide (2 Gems)"],
                ],
                "expeditions": [
                    [
                        "Collector (Ring)",
                        "Professor (Statuette)",
                        "Guide (Ring)",
                        "Adventurer (2 Gems)",
                        "Reporter (Ring)",
                        "Aviator (Chalice)",
                    ],
                    [],
                    [],
                    [],
                    [],
                ],
                "threats": ["Bog", "Spider's Nest", "Collapsing Temple", "Volcanic Eruption", "Snow Avalanche"],
            },
            text="**The threats** (rulebook: Threat Cards). By symbol: Bog (Chalices, Statuettes), Spider's "
            "Nest (Rings, Statuettes), Collapsing Temple (Chalices, Ankhs), Volcanic Eruption (Rings, Ankhs), "
            "Jaguar (Maps), Emergency Landing (1 and 2 Gems), Native (1 and 3 Gems). By character: Snow "
            "Avalanche (Adventurer, Collector, Artifact Hunter), Storm (Guide, Aviator, Professor). By place "
            "or chance: Trap, Sandstorm, Rope Bridge.",
            teaches=[
                "threats.bog",
                "threats.spiders_nest",
                "threats.collapsing_temple",
                "threats.volcanic_eruption",
                "threats.jaguar",
                "threats.emergency_landing",
                "threats.native",
                "threats.snow_avalanche",
                "threats.storm",
            ],
        ),
        Goal(
            "The others have laid a card each. Your Guide cannot join a row that has one, so you show it, discard "
            "it and face a threat. Your three Rings make a set worth 4 more: which threat leaves you the most?",
            outcome=_threat_outcome,
            demo=["threat COLLAPSING_TEMPLE"],
            teaches=["turn.resolving"],
        ),
        Respond(_symbols_faced),
        Setup(
            scenario={
                "players": 4,
                "round": 3,
                "seed": 1,
                "hands": [["Aviator (2 Gems)"], ["Reporter (Statuette)"], ["Reporter (1 Gem)"], ["Collector (2 Gems)"]],
                "expeditions": [
                    ["Collector (3 Gems)", "Guide (1 Gem)", "Professor (Ankh)"],
                    [],
                    ["Professor (Ring)"],
                    ["Guide (Map)", "Reporter (Ring)"],
                ],
                "threats": ["Trap", "Sandstorm", "Rope Bridge", "Emergency Landing"],
            },
        ),
        Goal(
            _place_threats,
            outcome=_narrate,
            demo=["play AVIATOR.GEM2 left"],
            teaches=["threats.trap", "threats.sandstorm", "threats.rope_bridge"],
        ),
        Goal(
            "Choose your threat. In this kit, the player facing Rope Bridge picks the neighbouring pair it takes "
            "(our reading: the rulebook does not say who picks).",
            until=_facing_threat,
            outcome=_threat_outcome,
            demo=["threat ROPE_BRIDGE", "bridge 3-4"],
            teaches=["threats.rope_bridge"],
        ),
        Respond(_rows_faced, teaches=["threats.trap", "threats.sandstorm", "threats.rope_bridge"]),
    ],
)

# --- 5. rounds and scoring ------------------------------------------------------------------------


def _final_turn(treasures: list[list[str]], last: int, hand: str, threat: str) -> dict[str, Any]:
    """The game's last turn: round 3, everyone but seat ``last`` has left; ``last`` holds one card
    and an empty expedition and faces ``threat``, the one threat left. The others' threats come
    from a fixed list."""
    players = len(treasures)
    resolved = iter(t for t in ("Trap", "Bog", "Storm", "Rope Bridge") if t != threat)
    return {
        "players": players,
        "round": 3,
        "current": last,
        "out": [seat for seat in range(players) if seat != last],
        "hands": [[hand] if seat == last else [] for seat in range(players)],
        "treasures": treasures,
        "threats": [threat],
        "resolved": {next(resolved): seat for seat in range(players) if seat != last},
    }


def _colour(character: str, symbols: Sequence[str] = ()) -> list[str]:
    """The cards of the character (colour) named ``character``, by name: all nine, or those with
    one of ``symbols``."""
    return [
        card_name(card.code)
        for card in CARDS
        if CHARACTERS[card.character].name == character and (not symbols or card.symbol in symbols)
    ]


def _alone(view: View) -> str:
    """The learner's last card, alone in the round."""
    me = _me(view)
    return (
        f"Your last card, {_cards(me['hand'])}: lay it at either end. As your last card, its effect is "
        "skipped (rulebook: Player's Turn, the notes on step I)."
    )


def _next_round(view: View) -> str:
    """How round 2 ended and round 3 was dealt, from the learner's new hand."""
    me = _me(view)
    return (
        f"**Round 3.** With every threat faced, round 2 ended (rulebook: End of Round and Preparing the Next): "
        "the faced threats went to their discard pile and five new ones were turned up; the Professor bar was "
        f"lifted; and since the deck and its discards held too few cards for six each, everyone got "
        f"{counted(me['hand_count'])} and the rest stayed in the deck (the note on the third round). You faced "
        f"the last threat of round 2, so the player on your left, Seat {view['turn']}, begins round 3."
    )


ROUNDS_AND_SCORING = Lesson(
    id="rounds_and_scoring",
    game="venturesome",
    title="Rounds, scoring and your first game",
    summary="Scoring with the rulebook's example, the tie-break, the last player alone in a round, ending a "
    "round and preparing the next, the short deal of round 3, then a game against the bots.",
    sections=[
        "turn.last_card",
        "turn.alone_in_round",
        "round.end",
        "round.reveal_threats",
        "round.deal",
        "round.short_deal",
        "round.intimidation_reset",
        "round.first_player",
        "scoring",
        "scoring.most_points",
        "scoring.tiebreak_cards",
        "scoring.tiebreak_gems",
        "scoring.disqualified",
        "scoring.fewest_points",
        "scoring.winner",
        "scoring.nobody_wins",
        "threats.native",
        "threats.storm",
    ],
    steps=[
        Setup(
            scenario=_final_turn(
                [["Professor (2 Gems)"], ["Guide (2 Gems)", "Guide (Map)"], ["Reporter (1 Gem)"]],
                0,
                "Professor (Map)",
                "Native",
            ),
            text="**The last turn of the game.** Your treasure pile holds a blue Professor (2 Gems); your hand, a "
            "blue Professor (Map). Seats 1 and 2 are out; only Native is left to face.",
        ),
        Ask(
            "If you bank the Map, what is your pile worth?",
            ["2", "3", "4"],
            answer=2,
            explanation="The rulebook's example: 2 for the gems, and the Map scores 1 for each blue card, "
            "itself included: 4.",
            feedback={
                "2": "That counts the gems only; the blue Map scores 1 per blue card in your pile (rulebook: End "
                "of Game and Scoring).",
                "3": "The Map counts itself too: 2 for the gems, 2 for the Map (rulebook: End of Game and Scoring).",
            },
            teaches=["scoring"],
        ),
        Do(
            ["play PROFESSOR.MAP", "threat NATIVE"],
            text="You lay the Map, Native spares it, and the game is over. Seat 1 also has 4 points.",
        ),
        Ask(
            "You and Seat 1 each have 4 points, 2 treasure cards and 2 points from gems; Seat 2 has 1 point. Who wins?",
            ["You", "Seat 1", "Seat 2"],
            answer=2,
            explanation="Tied on points, the fewer treasure cards win, then the fewer points from gems. Still tied, "
            "you and Seat 1 are disqualified, and of the rest the fewest points win: Seat 2.",
            feedback={
                "You": "You and Seat 1 tie on points, cards and gem points: both disqualified (rulebook: End of "
                "Game and Scoring).",
                "Seat 1": "Seat 1 ties with you on points, cards and gem points: both disqualified (rulebook: End "
                "of Game and Scoring).",
            },
            teaches=["scoring.ties"],
        ),
        Setup(
            scenario=_final_turn(
                [["Guide (2 Gems)", "Reporter (Ring)"], ["Professor (2 Gems)", "Aviator (Ankh)"]],
                1,
                "Artifact Hunter (Map)",
                "Jaguar",
            ),
        ),
        Do(
            ["play ARTIFACT_HUNTER.MAP", "threat JAGUAR"],
            text="**Two players tied on everything** are both disqualified, and with nobody left they share the "
            "defeat.",
            teaches=["scoring.ties"],
        ),
        Setup(
            scenario={
                "players": 5,
                "round": 2,
                "hands": [["Collector (1 Gem)", "Adventurer (2 Gems)"], [], [], [], []],
                "expeditions": [["Reporter (3 Gems)", "Aviator (Ring)"], [], [], [], []],
                "treasures": [
                    [],
                    _colour("Guide"),
                    _colour("Professor"),
                    _colour("Artifact Hunter"),
                    _colour("Reporter", ("MAP", "GEM2", "ANKH", "CHALICE", "RING", "STATUETTE"))
                    + _colour("Aviator", ("MAP", "GEM1", "GEM2")),
                ],
                "out": [1, 2, 3, 4],
                "threats": ["Storm"],
                "resolved": {"Trap": 1, "Bog": 2, "Native": 3, "Jaguar": 4},
                "intimidated": "Professor",
            },
            text="**The end of round 2**, five players. Everyone else has faced a threat; you are alone in the "
            "round and play on until you too must face one. An Adventurer, Aviator or Collector laid now has "
            "nobody to act on, so its effect is skipped (rulebook: Player's Turn, the note on leaving the round).",
            teaches=["turn.out_of_round"],
        ),
        Goal("Lay a card.", outcome=_narrate, demo=["play COLLECTOR.GEM1 right"], teaches=["turn.out_of_round"]),
        Goal(_alone, outcome=_narrate, teaches=["turn.step_2"]),
        Do(["threat STORM"], text="You face Storm: it takes your Aviator, and you bank the rest."),
        Say(_next_round, teaches=["round_end", "round_end.third_round"]),
        Setup(record=make_record("venturesome", 2, 11, {"first_player": 0}, [])),
        Play(
            "**Your first game**, from a fresh deal: three rounds against the greedy bot, or go on whenever you "
            "like. Click or point at a card you may not play to see why.",
            bot="greedy",
        ),
    ],
)

LESSONS: tuple[Lesson, ...] = (QUICK_START, TURN, CHARACTERS_LESSON, THREATS_LESSON, ROUNDS_AND_SCORING)
