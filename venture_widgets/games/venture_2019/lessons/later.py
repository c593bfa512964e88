"""The later lessons of Venture (2019): long-term cards and protection (a card running its course,
the learner protecting themselves, a card stopped, the deck made again), instant cards out of
turn (answering a card, a chain of Objections resolving newest first), and the talents with the
last missions, then free play against the greedy bot.

Each lesson plays one position on from the learner's moves, the other seats answering as the
greedy bot does (a ``prefer`` move where the lesson needs a card played); the texts after a
choice are written from the learner's view. The talents and what the cards do are this kit's
reconstruction (the rulebook prints no talent), and the lessons say so, as they say which rules
are our reading.
"""

from __future__ import annotations

from ....core.record import make_record
from ....tutor.model import Ask, Goal, Lesson, Move, Play, Respond, Say, Setup, View
from ..cards import CARD_BY_CODE
from ..examples import BY_NAME
from ..model import SYMBOLS
from .common import (
    GAME,
    actions_over,
    beside,
    chain_over,
    completed,
    deciding,
    fits,
    hand,
    hand_words,
    holds,
    listed,
    name,
    nearly_out,
    now,
    open_missions,
    phase_3,
    progress,
    seats,
    told,
    turn_over,
)

# --- 3. long-term cards and protection -------------------------------------------------------------

#: Your Phase 2: Seat 1 has two missions done and everyone saw it take the Hourglass for a third;
#: it holds an Idea Theft. Three cards are left in the deck, the rest lie on the discard pile.
LONG_SPEC = nearly_out(
    seats(
        ["embargo-bio", "peer_review-chem", "quill", "flask"],
        ["theft-math", "hourglass", "calculator"],
        ["quill", "calculator"],
        completed=[[3], [1, 6], [2]],
        deck=["hourglass", "flask", "quill"],
        active=0,
        start="actions",
    )
)
LONG_SPEC["seats"][1]["shown"] = ["hourglass"]  # every seat saw this card go into Seat 1's hand
#: Seat 1's Idea Theft goes on you, whatever the greedy bot would choose.
THEFT_ON_YOU = ("play theft-math 0",)


def seat_1_turn(view: View) -> str:
    """What Seat 1's turn came to, read off the cards beside the roles."""
    held = "Embargo (spent)" in beside(view, 1)
    embargo = (
        "The Embargo beside its role held back its Phase 3: no mission. Spent, it stays there until its next "
        "turn begins."
        if held
        else f"Seat 1 has {len(completed(view, 1))} of 4 missions done."
    )
    if "Peer Review (spent)" in beside(view):
        theft = "Its Idea Theft on you met your Peer Review: discarded with no effect, and your protection is spent."
    else:
        theft = f"It played its Idea Theft on you: you hold {hand_words(view)}."
    new_deck = (
        " Its draw took the deck's last card, and the discard pile became a new deck at once (rulebook: Setup)."
        if len(view["discard"]) < len(LONG_SPEC["discard"])
        else ""
    )
    return f"**Seat 1's turn is over** (rulebook: Type of Cards: Action Cards). {embargo} {theft}{new_deck}"


def next_turn(view: View) -> str:
    """The learner's next decision, after the spent cards were discarded."""
    return (
        "**Your turn again.** Before you drew, every spent long-term card beside your role went to the discard "
        f"pile (rulebook: Draw 1 Card from the Deck). Beside your role now: {', '.join(beside(view)) or 'nothing'}. "
        f"{now(view)}"
    )


LASTING = Lesson(
    id="long_term",
    game=GAME,
    title="Long-term cards and protection",
    summary="A long-term card beside a rival's role runs its course; you protect yourself and a card against "
    "you is stopped; the deck runs out and is made again.",
    sections=["cards.long_term", "turn.discard_spent", "cards.protected", "deck.reshuffle"],
    steps=[
        Setup(
            scenario=LONG_SPEC,
            text="**Long-term cards** (rulebook: Type of Cards: Action Cards) lie face up beside a role until they "
            "have run their course, several at once if need be. In this kit each acts once, at its player's next "
            "phase of its kind (our reading): an Embargo takes a Phase 3, a Peer Review stops the next card used "
            "against its player. Your Phase 2: Seat 1 has two missions done, and all saw it take an Hourglass. "
            "The deck is down to three cards.",
            teaches=["action_cards", "setup"],
        ),
        Ask(
            "Which card of yours keeps Seat 1 from completing mission 11 with that Hourglass next turn?",
            ["Embargo", "Peer Review", "Neither"],
            answer=0,
            explanation="Beside Seat 1's role, the Embargo takes its next Phase 3, the only phase that completes "
            "missions.",
            feedback={
                "Peer Review": "It protects a player; it takes nothing from Seat 1 (rulebook: Type of Cards: "
                "Action Cards).",
                "Neither": "One of them waits for Seat 1's next Phase 3 (rulebook: Phase 3: Complete One Mission).",
            },
            teaches=["missions"],
        ),
        Goal(
            "Take your two actions. Seat 1 holds an Idea Theft (a word from the tutor): a protected player stops "
            "it, and playing it on them is still allowed (our reading).",
            outcome=told,
            until=actions_over,
            demo=["play embargo-bio 1", "play peer_review-chem 0"],
            teaches=["actions", "action_cards"],
        ),
        Goal(
            phase_3,
            outcome=told,
            until=turn_over,
            demo=["complete 5"],
            teaches=["missions"],
        ),
        Respond(seat_1_turn, prefer=THEFT_ON_YOU, until=lambda view: view["active"] == 2, teaches=["action_cards"]),
        Goal(next_turn, outcome=told, teaches=["draw"]),
    ],
)

# --- 4. instant cards, out of turn ---------------------------------------------------------------

#: Seat 1's Phase 2: it holds an Idea Theft and an Objection; you hold four instants.
ANSWER_SPEC = seats(
    ["objection-bio", "objection-math", "rebuttal", "goggles-astro", "quill"],
    ["theft-chem", "objection-geo", "calculator"],
    ["flask", "hourglass"],
    active=1,
    start="actions",
)
#: Seat 1 plays its Idea Theft on you, then answers your answer with its Objection.
SEAT_1_ATTACKS = ("play theft-chem 0", "answer objection-geo")
INSTANTS_HELD = ("objection-bio", "objection-math", "rebuttal", "goggles-astro")


def theft_on_you(view: View) -> str:
    """Seat 1's card played on the learner, who is asked to answer it."""
    return (
        f"**Seat 1's turn.** It plays its {name(view['chain'][-1]['card'])} on you; Seat 2 let it pass, and now "
        "you are asked. In this kit an Objection cancels a card, a Rebuttal turns a card played on you back on "
        "its player, Safety Goggles protect whoever you put them on. Seat 1 still holds an Objection (a word "
        "from the tutor)."
    )


def what_resolved(view: View) -> str:
    """What the chain came to, read off the learner's hand."""
    beside_roles = [entry["card"] for seat in view["seats"] for entry in seat["lasting"]]
    played = [code for code in INSTANTS_HELD if code in view["discard"] or code in beside_roles]
    change = len(hand(view)) - (len(ANSWER_SPEC["seats"][0]["hand"]) - len(played))
    if change < 0:
        theft = "Seat 1's Idea Theft took a card from you"
    elif change > 0:
        theft = "Seat 1's Idea Theft turned on Seat 1: you took a card from its hand"
    else:
        theft = "Seat 1's Idea Theft came to nothing"
    return (
        f"**The chain is over:** {theft}. You hold {hand_words(view)}. **Which cards answer** (our reading): "
        "Objection and Rebuttal are only ever answers; Safety Goggles may also be one of your actions."
    )


INSTANTS = Lesson(
    id="instants",
    game=GAME,
    title="Instant cards, out of turn",
    summary="Answering a card played on you out of turn, and a chain of Objections resolving newest first.",
    sections=["cards.instant", "cards.play"],
    steps=[
        Setup(
            scenario=ANSWER_SPEC,
            text="**Instant cards** (rulebook: Type of Cards: Action Cards) may be used at most moments, even in "
            "another player's turn. In our reading, each time a card is played every other player is asked in "
            "turn from the player's left: answer with an instant, or pass. Everyone is asked, whatever their "
            "hand, so being asked gives nothing away.",
            teaches=["action_cards"],
        ),
        Ask(
            "Say you object to a card, its player objects to your Objection, and then everyone passes. What "
            "becomes of the first card?",
            ["It takes effect", "It is cancelled", "It goes back to its player"],
            answer=0,
            explanation="The newest card acts first (our reading of the most recent winning): their Objection "
            "cancels yours, and nothing cancels the first card.",
            feedback={
                "It is cancelled": "Your Objection is cancelled before it can act (rulebook: Type of Cards: "
                "Action Cards).",
                "It goes back to its player": "A card answered goes to the discard pile (rulebook: Type of Cards: "
                "Action Cards).",
            },
            teaches=["action_cards"],
        ),
        Goal(
            theft_on_you,
            outcome=told,
            until=chain_over,
            prefer=SEAT_1_ATTACKS,
            demo=["answer objection-bio", "answer objection-math"],
            teaches=["action_cards"],
        ),
        Say(what_resolved, teaches=["action_cards"]),
    ],
)

# --- 5. talents and the last missions ------------------------------------------------------------

#: The rulebook's physicist example (``examples.py``): two missions done, one Flask in hand.
PHYSICIST = BY_NAME["physicist_talent"]
PHYSICIST_SYMBOL = SYMBOLS["physicist"]
#: The learner's next turn is over (the game's fourth turn, whichever way the order runs).
NEXT_TURN = 4
#: This round the others keep what they draw, take no actions and let every card stand: only
#: missions and draws.
HOLD_BACK = ("keep", "keep", "done", "done", "pass", "pass")
#: A new 3-player game for free play: you are Seat 0, the physicist, and go first; the greedy bot plays the others.
FREE_PLAY = make_record(GAME, 3, 2026, {}, [])


def trade_off(move: Move) -> str:
    """What the learner's first action led to, and what it gave up: the talent or a card's own effect."""
    words = move.action.split()
    if words[0] == "talent":
        why = "That is the trade: a sure instrument, for a card and one action."
    elif words[0] == "done":
        why = "You keep every card, and Breakthrough for a later turn."
    elif CARD_BY_CODE[words[1]].symbol == PHYSICIST_SYMBOL:
        why = "That is the trade: the card's own effect, and one card fewer to pay for Breakthrough."
    else:
        why = "This card could not pay for Breakthrough anyway: it shows another role's symbol."
    return f"{told(move)} {why}"


def one_a_turn(move: Move) -> str:
    """Phase 3 of the last missions: what waits for later turns."""
    left = [str(mission["number"]) for mission in open_missions(move.after)]
    if move.before["decision"]["kind"] != "complete" or not left:
        return told(move)
    return f"{told(move)} Left for later turns, one a turn: mission{'s' if len(left) > 1 else ''} {listed(left)}."


def second_action(view: View) -> str:
    """The learner's position after their first action."""
    if deciding(view) != "action":
        return now(view)
    return f"You hold {hand_words(view)}, with {progress(view)}. Take your second action, or end your actions."


def last_missions(view: View) -> str:
    """Phase 3 with the missions left."""
    if deciding(view) != "complete":
        return now(view)
    left = 4 - len(completed(view))
    return (
        f"{phase_3(view)} You have {left} missions left and can complete only one now: whatever your talent "
        "found, the others wait for later turns (rulebook: Phase 3: Complete One Mission)."
    )


def play_on(view: View) -> str:
    """Play on to the end of the learner's turn, the others holding back."""
    return (
        "**Play this turn to its end.** Since the quiz the others have only drawn and completed missions, and "
        f"they let your cards stand: the tutor holds them back. You hold {hand_words(view)}, with {progress(view)}: "
        f"{fits(view)}. {now(view)}"
    )


def how_it_ended(view: View) -> str:
    """The game's end, or what is left to do."""
    if view["is_over"]:
        who = "you" if view["outcome"]["winners"] == [view["seat"]] else f"Seat {view['outcome']['winners'][0]}"
        return f"**The game is over:** {who} completed a fourth mission, and the game stopped on the spot."
    held = " The Embargo beside your role took your Phase 3." if holds(view, "Embargo") else ""
    return f"**Not yet:** {progress(view)}, and you hold {hand_words(view)}.{held} {fits(view).capitalize()}."


TALENTS = Lesson(
    id="talents_and_end",
    game=GAME,
    title="Talents and the last missions",
    summary="Spend a card on your talent or play it for its own effect, one mission a turn, and the fourth "
    "mission ending the game at once; then a game against the greedy bot.",
    sections=["roles.talent", "missions", "end", "setup.roles", "setup.missions", "setup.deck", "setup.first_player"],
    steps=[
        Setup(
            scenario=dict(PHYSICIST.spec),
            text="**Talents** (rulebook: Type of Cards: Role Cards). Once a turn, as one of your actions, you may "
            "activate your role's talent by discarding an action card that shows your role's symbol; the rulebook "
            "shows it with the physicist, you. The talents themselves are ours: Breakthrough turns up cards from "
            "the deck until an instrument shows, and you keep it; nobody can answer a talent (our reading).",
            teaches=["role_cards"],
        ),
        Goal(
            "You hold an Idea Theft and Safety Goggles with the physicist's symbol, a Research Grant of the "
            "chemist's, and one Flask; missions 8 and 12 both want a Flask. Spend a card on Breakthrough for a sure "
            "instrument, or play it for its own effect?",
            outcome=trade_off,
            demo=["talent theft-phys"],
            teaches=["role_cards", "actions"],
        ),
        Goal(second_action, outcome=told, until=actions_over, demo=["done"], teaches=["actions"]),
        Goal(last_missions, outcome=one_a_turn, until=turn_over, demo=["complete 8"], teaches=["missions"]),
        Ask(
            "When a scientist completes a fourth mission, what happens?",
            ["The game ends at once", "The round is played out", "They still draw in Phase 4"],
            answer=0,
            explanation="The fourth mission ends the game on the spot: that scientist wins the Nobel Prize.",
            feedback={
                "The round is played out": "There is no last round (rulebook: End of the Game).",
                "They still draw in Phase 4": "Nothing more of the turn is played (rulebook: End of the Game).",
            },
            teaches=["end"],
        ),
        Goal(
            play_on,
            outcome=told,
            until=lambda view: view["is_over"] or (view["turn"] >= NEXT_TURN and view["active"] != view["seat"]),
            prefer=HOLD_BACK,
            demo=["done", "complete 12"],
            teaches=["end"],
        ),
        Say(how_it_ended, teaches=["end"]),
        Setup(
            record=FREE_PLAY,
            text="**Your own game.** A new table of three, dealt from scratch: you are the physicist and hold #12, "
            "so you go first; the greedy bot plays the others. The other talents (ours): the mathematician draws "
            "two, the chemist takes an instrument from the discard pile, the astronomer keeps one of the top "
            "three, the biologist cannot be touched until their next turn, the geologist takes an action card "
            "from the discard pile.",
            teaches=["setup", "role_cards"],
        ),
        Play(
            "Play as long as you like: the table lights your legal moves, asks you when a card can be answered, "
            "and its why-not notes name the rule that keeps a move out.",
            bot="greedy",
        ),
    ],
)

LESSONS: tuple[Lesson, ...] = (LASTING, INSTANTS, TALENTS)
