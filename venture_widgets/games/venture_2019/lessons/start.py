"""The first lessons of Venture (2019): a quick start (the theme, the goal, the cards, setup and a
whole first turn of the learner's own) and the action cards (the bulb dark and lit, a card that
asks for an instrument, the turn order turning around).

Each lesson plays one position on from the learner's moves: the other seats answer as the greedy
bot does (in the first turn they let the learner's cards stand), and the texts after a choice are
written from the learner's view.
"""

from __future__ import annotations

from ....tutor.model import Ask, Goal, Lesson, Move, Say, Setup, View
from ..cards import CARD_BY_CODE
from ..examples import BY_NAME
from .common import (
    GAME,
    actions_over,
    beside,
    chain_over,
    completed,
    deciding,
    hand_words,
    holds,
    listed,
    name,
    now,
    on_table,
    phase_3,
    progress,
    seats,
    told,
    turn_over,
)

#: The other seats let the learner's cards stand (each pass used once after each move).
LET_STAND = ("pass", "pass")


# --- 1. quick start --------------------------------------------------------------------------------

#: The rulebook's 3-player table (``examples.py``): you hold mission #12 and go first; a Quill tops the deck.
TABLE = BY_NAME["first_player"].spec


#: Why a first action matters, by the card used and whether it was on yourself.
WHY = {
    ("grant", True): "More cards, more chances at the instruments your missions want.",
    ("grant", False): "That helps a rival, not you.",
    ("theft", False): "Their card becomes yours, maybe an instrument.",
    ("goggles", True): "Cheap insurance: it waits beside your role until used.",
    ("goggles", False): "It guards a rival, not you.",
}


def first_action(move: Move) -> str:
    """What a first action led to, and why it matters."""
    words = move.action.split()
    effect = CARD_BY_CODE[words[1]].effect if words[0] == "play" else None
    if effect is not None:
        why = WHY.get((effect.id, words[2] == str(move.before["seat"])), "")
    else:
        why = "A sure instrument, for one card." if words[0] == "talent" else "Your cards wait for later turns."
    return f"{told(move)} {why}".strip()


def first_phase_3(view: View) -> str:
    """Phase 3 of the first turn, then what Phase 4 will do."""
    return (
        f"{phase_3(view)} **Phase 4** (rulebook: Phase 4: Draw 2 Cards and Discard to Hand Limit) then "
        "draws you two cards face down, for later turns; above five cards you discard down to five."
    )


def first_turn(view: View) -> str:
    """What the learner's first turn left them with."""
    done = completed(view)
    mission = f"You completed mission {done[0]}" if done else "You completed no mission yet"
    return (
        f"**Your first turn is over.** {mission}: {progress(view)}. You hold {hand_words(view)}; what you "
        "discarded lies face up for all to see. In our reading a hand may grow past five during a turn: "
        "only your own Phase 4 trims it. Seats 1 and 2 play next, clockwise."
    )


QUICK_START = Lesson(
    id="quick_start",
    game=GAME,
    title="Quick start",
    summary="The theme and the goal, the cards, the table after setup, and a whole first turn of your own.",
    sections=[
        "setup",
        "turn",
        "draw",
        "draw.instrument",
        "actions",
        "cards.play",
        "missions",
        "refill",
        "refill.limit",
    ],
    steps=[
        Setup(
            scenario=dict(TABLE),
            text="**Welcome to Venture (2019).** Scientists race for the Nobel Prize: each has four **missions**, "
            "and whoever completes all four first wins on the spot (rulebook: Game Objective). You are the "
            "physicist at a table of three; the greedy bot plays Seats 1 and 2.",
            teaches=["objective"],
        ),
        Say(
            "**The cards** (rulebook: Type of Cards). Your **role** shows a talent and the role's symbol "
            "(lesson 5). **Instruments** come in four types: Calculator, Hourglass, Quill and Flask. A "
            "**mission** is framed in the colour of the instrument that completes it. **Action cards** help you "
            "or hinder the others (lesson 2). In this kit the talents, the mission titles, the colours and what "
            "the action cards do are ours. **Setup** (rulebook: Setup): a role and four missions each, from "
            "#1 to #12 with three players (up to #24 with six); a deck of the 56 action cards and 4 instruments "
            "of each type (5 with four players, 6 with more); five cards each.",
            teaches=["role_cards", "instrument_cards", "mission_cards", "setup"],
        ),
        Ask(
            "Look at the missions in front of each seat. Who took the first turn?",
            ["You", "Seat 1", "Seat 2"],
            answer=0,
            explanation="The highest mission in play starts: with three players that is #12, yours.",
            feedback={
                "Seat 1": "Seat 1's highest mission is #11; #12 is yours (rulebook: The Game).",
                "Seat 2": "Seat 2's highest mission is #10; #12 is yours (rulebook: The Game).",
            },
            teaches=["the_game"],
        ),
        Goal(
            "**A turn has four phases** (rulebook: The Game). **Phase 1**: you drew a Quill face up; an "
            "instrument is always kept, in everyone's sight (rulebook: Draw 1 Card from the Deck). Then **Phase 2** "
            "(rulebook: Phase 2: Take Up to 2 Actions): up to two actions, each an action card used on anyone, "
            "or your talent. Your missions want an Hourglass (3), a Quill (5) and Flasks (8, 12). This turn "
            "the others let your cards stand.",
            outcome=first_action,
            until=actions_over,
            prefer=LET_STAND,
            demo=["play theft-chem 1", "play goggles-bio 0"],
            teaches=["the_game", "draw", "actions"],
        ),
        Goal(
            first_phase_3,
            outcome=told,
            until=turn_over,
            demo=["complete 12"],
            teaches=["missions", "refill"],
        ),
        Say(first_turn, teaches=["refill"]),
    ],
)

# --- 2. action cards -------------------------------------------------------------------------------

#: Your turn begins: a dark-bulb Idea Theft tops the deck; two turns on, a Change of Direction (lit)
#: for Seat 1, then an Inquisition (lit) for whoever plays next. Only instruments in the others' hands.
BULB_SPEC = seats(
    ["eureka-math", "objection-chem", "goggles-astro", "quill"],
    ["calculator", "hourglass", "flask"],
    ["calculator", "flask", "hourglass"],
    deck=["theft-astro", "calculator", "grant-bio", "reversal-bio", "hourglass", "calculator", "inquisition-math"],
    discard=["hourglass", "flask"],
    active=0,
)
INSTRUMENTS = ("Calculator", "Hourglass", "Quill", "Flask")


def swap_phase(view: View) -> str:
    """Phase 2 with Eureka: what the discard pile offers."""
    offered = [found for found in dict.fromkeys(name(code) for code in view["discard"]) if found in INSTRUMENTS]
    return (
        f"**Phase 2.** You hold {hand_words(view)}. Instruments stay in your hand unless a card asks for one "
        "(rulebook: Phase 2: Take Up to 2 Actions). In this kit Eureka does: it swaps an instrument of yours for "
        f"one of another type from the discard pile, which offers {listed(offered, 'none')}. In our reading a "
        "card that would do nothing cannot be played."
    )


def lit_bulb(view: View) -> str:
    """The Change of Direction drawn with its bulb lit, which the learner is asked to answer."""
    if deciding(view) != "answer":
        return now(view)
    return (
        f"**Seat 1's turn.** It drew a {name(view['chain'][-1]['card'])} with its bulb **lit** (rulebook: Draw 1 "
        "Card from the Deck): a lit card takes effect at once on whoever drew it, this one on the whole table. "
        "If it stands, the order turns around (rulebook: The Game): after Seat 1 comes you, then Seat 2. In "
        "our reading the drawer is asked first, then the others in turn. Answer it, or let it stand."
    )


def inquisition(view: View) -> str:
    """What became of the Inquisition drawn with its bulb lit, read off the table."""
    beside_role = [seat for seat in range(view["players"]) if holds(view, "Inquisition", seat)]
    if beside_role == [view["seat"]]:
        return "The Inquisition you drew, its bulb lit, lies beside your role: no actions for you this turn."
    if beside_role:
        seat = f"Seat {beside_role[0]}"
        return f"{seat} drew the Inquisition, its bulb lit: it lies beside {seat}'s role, no actions that turn."
    if "Safety Goggles (spent)" in beside(view):
        return "The Inquisition you drew, its bulb lit, met the Safety Goggles beside your role: they stopped it."
    return "The Inquisition, drawn with its bulb lit, came to nothing: it lies on the discard pile."


def your_bulb(view: View) -> str:
    """The lit Inquisition the learner is asked about, or what became of it before they were asked."""
    if deciding(view) != "answer":
        return f"{inquisition(view)} {now(view)}"
    drawer = view["chain"][-1]["target"]
    who = "You" if drawer == view["seat"] else f"Seat {drawer}"
    return (
        f"{who} drew an Inquisition, its bulb lit. Long-term, it takes away its player's actions in their next "
        "Phase 2 (our reading: this turn's). Safety Goggles protect whoever you put them on, and a protected "
        "player stops a harmful card; an Objection cancels a card. Answer it, or let it be."
    )


def bulb_answer(move: Move) -> str:
    """An answer to the lit Inquisition, and the order the answered cards act in (the others pass)."""
    if move.before["decision"]["kind"] != "answer" or move.action == "pass":
        return told(move)
    card = name(move.action.split()[1])
    return (
        f"You answer {on_table(move.before)} with {card}. The others let it stand, and the newest card acts "
        f"first (our reading): your {card}, before the Inquisition."
    )


def after_bulb(view: View) -> str:
    """What the lit Inquisition came to, read off the table."""
    return f"{inquisition(view)} You hold {hand_words(view)}. Lesson 3 follows long-term cards to their end."


ACTION_CARDS = Lesson(
    id="action_cards",
    game=GAME,
    title="Action cards",
    summary="The bulb dark and lit in Phase 1, protecting yourself from a lit bulb, a card that asks for an "
    "instrument, and the turn order turning around.",
    sections=["draw.bulb_off", "draw.bulb_on", "cards.resolve", "cards.effect", "turn.order"],
    steps=[
        Setup(
            scenario=BULB_SPEC,
            text="**Action cards** (rulebook: Type of Cards: Action Cards) show a light bulb, lit or dark, that "
            "counts only when you draw the card in Phase 1, and maybe a role's symbol, which pays for that "
            "role's talent. Without a timing symbol a card acts at once; a **long-term** card stays beside a "
            "role (lesson 3); an **instant** may be used out of turn (lesson 4). What each card does is ours, "
            "in this kit.",
            teaches=["action_cards"],
        ),
        Goal(
            "Your turn began: you drew an Idea Theft face up, its bulb **dark**. Keep it for later, or play it at "
            "once on anyone: played now, it is not one of your two actions (rulebook: Draw 1 Card from the Deck).",
            outcome=told,
            demo=["play theft-astro 1"],
            teaches=["draw"],
        ),
        Goal(
            swap_phase,
            outcome=told,
            until=actions_over,
            demo=["play eureka-math 0", "swap quill hourglass", "done"],
            teaches=["actions", "instrument_cards"],
        ),
        Goal(phase_3, outcome=told, until=turn_over, demo=["complete 3"], teaches=["missions"]),
        Goal(lit_bulb, outcome=told, until=chain_over, demo=["pass"], teaches=["draw", "the_game"]),
        Goal(
            your_bulb,
            outcome=bulb_answer,
            until=chain_over,
            prefer=LET_STAND,
            demo=["answer goggles-astro 0"],
            teaches=["draw", "action_cards"],
        ),
        Say(after_bulb, teaches=["action_cards"]),
    ],
)

LESSONS: tuple[Lesson, ...] = (QUICK_START, ACTION_CARDS)
