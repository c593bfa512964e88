"""The later lessons of Venture (2019): long-term cards and protection (a card running its course,
the learner protecting themselves, a card stopped), instant cards out of turn (answering a card,
a chain of Objections resolving newest first), and the talents with the last mission, then free
play against the greedy bot.

The positions are scenarios (:func:`.common.seats`) and the rulebook's physicist example, replayed
from :mod:`..examples`; the talents and what the cards do are this kit's reconstruction, and the
lessons say so, as they say which rules are our reading.
"""

from __future__ import annotations

from ....core.record import make_record
from ....tutor.model import Ask, Do, Expect, Lesson, Play, Say, Setup
from ....tutor.worked import Move, replay_steps
from ..examples import BY_NAME
from .common import GAME, nearly_out, outcomes, seats

# --- 3. long-term cards and protection -------------------------------------------------------------

#: Your Phase 2: Seat 1 has three missions done, Seat 2 one; you hold three long-term cards.
LONG_SPEC = seats(
    ["embargo-bio", "funding_cut-chem", "peer_review-math", "quill", "flask"],
    ["theft-math", "quill"],
    ["flask", "calculator"],
    completed=[[], [1, 6, 9], [2]],
    active=0,
    start="actions",
)
LONG_MOVES, LONG_SAID = outcomes(LONG_SPEC)
#: Seat 1's Phase 3 with an Embargo beside its role; you hold Peer Review and Safety Goggles.
RUNS_SPEC = seats(
    ["peer_review-chem", "goggles-astro"],
    ["theft-math", "quill"],
    ["flask", "calculator"],
    completed=[[], [1, 6, 9], [2]],
    deck=[
        *["grant-math", "assistant-chem", "flask", "grant-geo", "theft-bio", "hourglass", "eureka-chem"],
        *["objection-math", "quill"],
    ],
    active=1,
    start="missions",
)
RUNS_SPEC["seats"][1]["lasting"] = [{"card": "embargo-bio"}]
#: The two turns before yours, played out by the tutor.
BEFORE_YOURS = ["done", "skip"]
PROTECT = ["play peer_review-chem 0", "play goggles-astro 0"]
MISSION_MOVES, MISSION_SAID = outcomes(RUNS_SPEC, [*BEFORE_YOURS, PROTECT[0], "pass", "pass", "done"])
#: Your Phase 4 with one card left in the deck: the discard pile makes a new one.
SHORT_SPEC = nearly_out(
    seats(
        ["quill", "hourglass", "grant-chem", "objection-bio"],
        ["flask", "theft-math"],
        ["hourglass", "calculator"],
        deck=["calculator"],
        active=0,
        start="refill",
    )
)
SHORT_MOVES, SHORT_SAID = outcomes(SHORT_SPEC)

LASTING = Lesson(
    id="long_term",
    game=GAME,
    title="Long-term cards and protection",
    summary="A long-term card beside a rival's role runs its course; you protect yourself and a card "
    "against you is stopped; the deck runs out.",
    sections=["cards.long_term", "turn.discard_spent", "cards.protected", "deck.reshuffle"],
    steps=[
        Setup(
            scenario=LONG_SPEC,
            text="**Long-term cards** (rulebook: Type of Cards: Action Cards) lie face up beside a role, several "
            "at once if need be, until they have run their course. In this kit each acts once, at its player's "
            "next phase of its kind (our reading): an Embargo takes away a Phase 3, a Funding Cut makes the "
            "hand limit 3 in a Phase 4, a Peer Review protects from the next card used against you. Your "
            "Phase 2: Seat 1 has completed three missions.",
            teaches=["action_cards"],
        ),
        Ask(
            "Seat 1 needs one more mission. Which card of your hand keeps it from winning on its next turn?",
            ["Embargo", "Funding Cut", "Peer Review"],
            answer=0,
            explanation="Beside Seat 1's role, the Embargo takes away its next Phase 3, the only phase that "
            "completes missions.",
            feedback={
                "Funding Cut": "It trims Seat 1's hand in Phase 4, after Phase 3 has let it complete a mission "
                "(rulebook: Type of Cards: Action Cards).",
                "Peer Review": "It protects a player; it takes nothing from Seat 1 (rulebook: Type of Cards: "
                "Action Cards).",
            },
            teaches=["action_cards"],
        ),
        Expect(
            "Use a card, or end your actions: any choice goes.",
            LONG_MOVES,
            outcomes=LONG_SAID,
            teaches=["actions"],
        ),
        Setup(
            scenario=RUNS_SPEC,
            text="So that everyone goes on alike: say the Embargo went beside Seat 1's role, and Seat 1's turn has "
            "come. Its Phase 3 just began, and the Embargo holds it back.",
            teaches=["action_cards"],
        ),
        Do(
            BEFORE_YOURS,
            text="Seat 2 plays its turn, and yours begins: you drew an Hourglass. A word from the tutor: Seat 1 "
            "holds an Idea Theft.",
            teaches=["the_game"],
        ),
        Expect(
            "Protect yourself: put Peer Review or Safety Goggles beside your own role.",
            PROTECT,
            outcomes={
                PROTECT[0]: "Peer Review waits beside your role for the next card used against you.",
                PROTECT[1]: "Safety Goggles, an instant, can stand in for a long-term card: they stay beside your "
                "role and protect like Peer Review.",
            },
            feedback={
                "play peer_review-chem 1": "Allowed, but that protects Seat 1 (rulebook: Type of Cards: Action Cards).",
                "done": "Allowed, but then the Idea Theft finds you unprotected (rulebook: Type of Cards: Action "
                "Cards).",
            },
            teaches=["action_cards"],
        ),
        Do(["pass", "pass"], text="Nobody answers: your protection is in place.", teaches=["action_cards"]),
        Expect(
            "End your actions: one protection is enough.",
            ["done"],
            feedback={
                "play goggles-astro 0": "Allowed, but a protection stops one card at a time, and one is all "
                "Seat 1 can throw at you (rulebook: Type of Cards: Action Cards).",
            },
            success="On to Phase 3.",
            teaches=["actions"],
        ),
        Expect(
            "Complete mission 3 with your Hourglass, or skip.",
            MISSION_MOVES,
            outcomes=MISSION_SAID,
            teaches=["missions"],
        ),
        Do(
            ["play theft-math 0"],
            text="Seat 1's turn began with its spent Embargo discarded, before its draw. Now it plays its Idea "
            "Theft on you. Playing a card on a protected player is allowed (our reading); protection is checked "
            "when the card is played and again when it resolves.",
            teaches=["draw", "action_cards"],
        ),
        Ask(
            "Look at the discard pile and your role. What became of Seat 1's Idea Theft?",
            ["Discarded, with no effect", "It went on to Seat 2", "It took a card from you"],
            answer=0,
            explanation="Your protection stopped it: discarded with no effect, and your protection is spent. "
            "In our reading a spent protection is discarded at the start of your next turn.",
            feedback={
                "It went on to Seat 2": "A stopped card cannot be turned on another player (rulebook: Type of "
                "Cards: Action Cards).",
                "It took a card from you": "Your hand is as it was: the card was stopped (rulebook: Type of "
                "Cards: Action Cards).",
            },
            teaches=["action_cards"],
        ),
        Setup(
            scenario=SHORT_SPEC,
            text="**The deck runs out** (rulebook: Setup). A later turn of yours, Phase 4, with one card left in "
            "the deck: your first draw takes it, and the moment the deck is empty the discard pile is shuffled "
            "into a new deck, from which your second card comes. In our "
            "reading, with the deck and the discard pile both empty, nobody draws.",
            teaches=["setup", "refill"],
        ),
        Expect(
            "Discard down to five.",
            SHORT_MOVES,
            outcomes=SHORT_SAID,
            teaches=["refill"],
        ),
    ],
)

# --- 4. instant cards, out of turn ---------------------------------------------------------------

#: Seat 1's Phase 2: it holds an Idea Theft; you hold three instants.
ANSWER_SPEC = seats(
    ["objection-bio", "rebuttal", "goggles-astro", "quill", "flask"],
    ["theft-chem", "calculator"],
    ["flask", "hourglass"],
    active=1,
    start="actions",
)
ASKED = ["play theft-chem 0", "pass"]
ANSWER_MOVES, ANSWER_SAID = outcomes(ANSWER_SPEC, ASKED)
#: Your Phase 2: an Idea Theft and two Objections; Seat 1 holds an Objection too.
CHAIN_SPEC = seats(
    ["theft-math", "objection-chem", "objection-math", "quill"],
    ["objection-geo", "flask", "calculator"],
    ["hourglass", "quill"],
    active=0,
    start="actions",
)
THEFTS = ["play theft-math 1", "play theft-math 2"]
THEFT_SAID = {
    THEFTS[0]: "Your Idea Theft goes on the table, aimed at Seat 1.",
    THEFTS[1]: "Your Idea Theft goes on the table, aimed at Seat 2.",
}
OBJECTIONS = ["answer objection-chem", "answer objection-math"]
OBJECTED = "Your Objection goes on top of Seat 1's."

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
            "turn from the player's left, one at a time: answer with an instant, or pass. Everyone is asked, "
            "whatever their hand, so being asked gives nothing away. Seat 1's turn: it holds an Idea Theft.",
            teaches=["action_cards"],
        ),
        Do(
            ASKED,
            text="Seat 1 plays its Idea Theft on you. Seat 2, on Seat 1's left, is asked first and passes; now "
            "you are asked.",
            teaches=["action_cards"],
        ),
        Expect(
            "Answer it, or let it be. In this kit an Objection cancels the card, a Rebuttal turns a card played "
            "on you back on its player, and Safety Goggles protect whoever you put them on.",
            ANSWER_MOVES,
            outcomes=ANSWER_SAID,
            teaches=["action_cards"],
        ),
        Setup(
            scenario=CHAIN_SPEC,
            text="**The most recent wins** (rulebook: Type of Cards: Action Cards). Answers pile up on the table. "
            "When everyone has passed, in our reading the newest card acts first: an Objection cancels the card "
            "just below it before that card can act. Your Phase 2 now: you hold an Idea Theft and two "
            "Objections, and Seat 1 has an Objection too.",
            teaches=["action_cards"],
        ),
        Expect(
            "Play your Idea Theft on Seat 1 or Seat 2.",
            THEFTS,
            outcomes=THEFT_SAID,
            feedback={
                "done": "Allowed, but this step is about a chain of answers (rulebook: Type of Cards: Action Cards)."
            },
            teaches=["actions"],
        ),
        Do(
            ["answer objection-geo", "pass"],
            text="Seat 1 answers with its Objection. A new round of asking starts on Seat 1's left: Seat 2 "
            "passes, and you, who played the theft, may answer too.",
            teaches=["action_cards"],
        ),
        Ask(
            "If you pass now, what becomes of your Idea Theft?",
            ["It is cancelled", "It takes effect", "It goes back to your hand"],
            answer=0,
            explanation="Seat 1's Objection is the newest card: it acts first and cancels your theft.",
            feedback={
                "It takes effect": "The newest card, Seat 1's Objection, acts first (rulebook: Type of Cards: "
                "Action Cards).",
                "It goes back to your hand": "A cancelled card is discarded (rulebook: Type of Cards: Action Cards).",
            },
            teaches=["action_cards"],
        ),
        Expect(
            "Object to the Objection, with either of yours.",
            OBJECTIONS,
            outcomes=dict.fromkeys(OBJECTIONS, OBJECTED),
            feedback={
                "pass": "Allowed, but then Seat 1's Objection cancels your theft (rulebook: Type of Cards: Action "
                "Cards)."
            },
            teaches=["action_cards"],
        ),
        Do(
            ["pass", "pass"],
            text="Seats 1 and 2 have nothing more to say. Watch the chain resolve in the log.",
            teaches=["action_cards"],
        ),
        Ask(
            "Three cards went on the table. Which of them took effect?",
            ["Your Idea Theft", "Seat 1's Objection", "None of them"],
            answer=0,
            explanation="Your Objection acted first and cancelled Seat 1's; nothing cancelled your theft. With "
            "an even number of Objections the first card stands.",
            feedback={
                "Seat 1's Objection": "Your Objection was newer, so it acted first and cancelled Seat 1's "
                "(rulebook: Type of Cards: Action Cards).",
                "None of them": "Your Objection took effect too, and so did the theft it saved (rulebook: Type "
                "of Cards: Action Cards).",
            },
            teaches=["action_cards"],
        ),
        Say(
            "**Which cards answer** (our reading). Objection and Rebuttal are only ever answers. Safety Goggles "
            "may also be one of your actions, or be played at once when you draw them.",
            teaches=["action_cards"],
        ),
    ],
)

# --- 5. talents and the last mission ---------------------------------------------------------------

#: The rulebook's physicist example (``examples.py``): two missions done, one Flask in hand.
PHYSICIST = BY_NAME["physicist_talent"]
#: Your next turn in the physicist's game: three missions done, the Flask for mission 12 in hand.
LAST_MISSION_SPEC = {
    **PHYSICIST.spec,
    "seats": [
        {**PHYSICIST.spec["seats"][0], "completed": [3, 5, 8], "hand": ["goggles-phys", "grant-chem", "flask"]},
        *PHYSICIST.spec["seats"][1:],
    ],
    "start": "missions",
}
#: A new 3-player game for free play: you are Seat 0, the physicist, and go first; the greedy bot plays the others.
FREE_PLAY = make_record(GAME, 3, 2026, {}, [])

TALENTS = Lesson(
    id="talents_and_end",
    game=GAME,
    title="Talents and the last mission",
    summary="The rulebook's physicist activates the talent with a card of the physicist's symbol and finds an "
    "instrument, completes one mission (one a turn, whatever the talent), and the fourth mission wins at once; "
    "then a game against the greedy bot.",
    sections=["roles.talent", "missions", "end", "setup.roles", "setup.missions", "setup.deck", "setup.first_player"],
    steps=[
        *replay_steps(
            PHYSICIST,
            "**Talents** (rulebook: Type of Cards: Role Cards). Once a turn, as one of your Phase 2 actions, "
            "you may activate your role's talent by discarding an action card that carries your role's "
            "symbol. In this kit the six talents are ours; the physicist's, Breakthrough, turns up cards from "
            "the deck until an instrument shows, which you keep; the others are discarded. In our reading nobody "
            "can answer a talent. You, the physicist, hold one Flask; missions 8 and 12 both want one.",
            [
                Move(
                    "Activate Breakthrough: discard a card with the physicist's symbol.",
                    also=("talent goggles-phys",),
                    outcomes={
                        "talent theft-phys": "The Idea Theft pays. Breakthrough turns up a Research Grant, then "
                        "a Flask you keep: you hold two.",
                        "talent goggles-phys": "The Safety Goggles pay. Breakthrough turns up a Research Grant, "
                        "then a Flask you keep: you hold two.",
                    },
                    feedback={
                        "talent grant-chem": "The Research Grant carries the chemist's symbol, not yours "
                        "(rulebook: Type of Cards: Role Cards).",
                    },
                    teaches=["role_cards"],
                ),
                Move(
                    "End your actions.",
                    feedback={
                        "play grant-chem 0": "Allowed, but you hold all you need (rulebook: Phase 2: Take Up to "
                        "2 Actions)."
                    },
                    success="Phase 3.",
                    teaches=["actions"],
                ),
                Move(
                    "Complete mission 8 or mission 12 with a Flask.",
                    also=("complete 12", "skip"),
                    outcomes={
                        "complete 8": "Mission 8 is done, three of four. Your other Flask must wait: one mission "
                        "a turn, whatever the talent.",
                        "complete 12": "Mission 12 is done, three of four. Your other Flask must wait: one "
                        "mission a turn, whatever the talent.",
                        "skip": "You keep both Flasks, with two missions to do: one a turn, whatever the talent.",
                    },
                    teaches=["missions"],
                ),
            ],
            teaches=["role_cards"],
        ),
        Setup(
            scenario=LAST_MISSION_SPEC,
            text="**Your next turn.** The others have played; it is your Phase 3 again, with the Flask still "
            "in your hand for your last open mission (here we say it is mission 12).",
            teaches=["missions"],
        ),
        Expect(
            "Complete your fourth mission.",
            ["complete 12"],
            feedback={"skip": "Allowed, but you came to win (rulebook: Phase 3: Complete One Mission)."},
            success="All four: the game ends at once, and you win the Nobel Prize.",
            teaches=["end"],
        ),
        Ask(
            "What happens now that your fourth mission is complete?",
            ["The game is over: you win", "You still draw in Phase 4", "The others each finish their turn"],
            answer=0,
            explanation="The fourth mission ends the game on the spot.",
            feedback={
                "You still draw in Phase 4": "Nothing more of the turn is played (rulebook: End of the Game).",
                "The others each finish their turn": "There is no last round (rulebook: End of the Game).",
            },
            teaches=["end"],
        ),
        Say(
            "**The other talents** (ours). Mathematician: draw two cards. Chemist: take an instrument of your "
            "choice from the discard pile. Astronomer: look at the top three cards, keep one. Biologist: no "
            "card can touch you until your next turn. Geologist: take an action card from the discard pile.",
            teaches=["role_cards"],
        ),
        Setup(
            record=FREE_PLAY,
            text="**Your own game.** A new table of three, dealt from scratch: you are Seat 0, the greedy bot "
            "plays the other two.",
            teaches=["setup"],
        ),
        Play(
            "Play as long as you like: the table lights your legal moves, asks you when a card can be answered, "
            "and its why-not notes name the rule that keeps a move out.",
            bot="greedy",
        ),
    ],
)

LESSONS: tuple[Lesson, ...] = (LASTING, INSTANTS, TALENTS)
