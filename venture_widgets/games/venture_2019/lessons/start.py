"""The first lessons of Venture (2019): a quick start (the theme, the goal, the cards, the table after
setup and a whole first turn) and the action cards (the bulb off and on, a card that asks for an
instrument, the turn order turning around).

The positions are scenarios (:func:`.common.seats`). Where the learner's choice would change what
follows, a new ``Setup`` starts from a fixed position and says so.
"""

from __future__ import annotations

from ....tutor.model import Ask, Do, Expect, Lesson, Say, Setup
from ..examples import BY_NAME
from .common import GAME, outcomes, seats

# --- 1. quick start --------------------------------------------------------------------------------

#: The rulebook's 3-player table (``examples.py``): you hold mission #12 and go first; a Quill tops the deck.
TABLE = BY_NAME["first_player"].spec
TURN_MOVES, TURN_SAID = outcomes(TABLE)
#: Phase 3 of that turn, after a Research Grant on yourself drew two cards.
MISSION_SPEC = seats(
    ["flask", "hourglass", "quill", "theft-chem", "goggles-bio"],
    ["objection-geo", "quill", "calculator"],
    ["eureka-geo", "flask", "quill", "grant-math"],
    deck=["grant-chem", "calculator"],
    active=0,
    start="missions",
)
MISSION_MOVES, MISSION_SAID = outcomes(MISSION_SPEC)
#: Phase 4 after completing mission 8: four cards in hand, two more drawn face down.
REFILL_SPEC = seats(
    ["hourglass", "quill", "theft-chem", "goggles-bio"],
    ["objection-geo", "quill", "calculator"],
    ["eureka-geo", "flask", "quill", "grant-math"],
    completed=[[8]],
    deck=["grant-chem", "calculator"],
    active=0,
    start="refill",
)
REFILL_MOVES, REFILL_SAID = outcomes(REFILL_SPEC)

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
            text="**Welcome to Venture (2019).** Three to six scientists race for the Nobel Prize. Each of you "
            "has four **missions**; the first to complete all four wins at once (rulebook: Game Objective). "
            "You are Seat 0, the physicist, at a table of three.",
            teaches=["objective"],
        ),
        Say(
            "**The cards** (rulebook: Type of Cards). Your **role** card shows a talent and the role's symbol "
            "(lesson 5). There are four kinds of **instrument**: Calculator, Hourglass, Quill and Flask, each "
            "with its colour. A **mission** frame has the colour of the instrument that completes it, and a "
            "number used only for setup. **Action cards** help you and hinder the others (lesson 2). In this "
            "kit the talents, the mission titles, the colours and what the action cards do are our own.",
            teaches=["role_cards", "instrument_cards", "mission_cards"],
        ),
        Say(
            "**Setup** (rulebook: Setup). Each player is dealt a role, face up. The missions in play run from "
            "#1 to #12 with three players (#16, #20, #24 with four, five, six); four go face up to each player. "
            "The deck is all 56 action cards plus the instruments of the table: 4 of each type with three "
            "players, 5 with four, 6 with five or six. Everyone is dealt five cards.",
            teaches=["setup"],
        ),
        Ask(
            "This table has three players. How many Flasks are in the game, deck and hands together?",
            ["4", "6", "5"],
            answer=0,
            explanation="Three players play with 4 of each type: one of the Flasks is in your hand.",
            feedback={
                "6": "The box holds 6, but only five or six players use them all (rulebook: Setup).",
                "5": "Five of each type is for four players (rulebook: Setup).",
            },
            teaches=["setup"],
        ),
        Ask(
            "Look at the missions in front of each seat. Who took the first turn?",
            ["You, Seat 0", "Seat 1", "Seat 2"],
            answer=0,
            explanation="The highest mission in play starts: with three players that is #12, and it is yours.",
            feedback={
                "Seat 1": "Seat 1's highest mission is #11; #12 is yours (rulebook: The Game).",
                "Seat 2": "Seat 2's highest mission is #10; #12 is yours (rulebook: The Game).",
            },
            teaches=["the_game"],
        ),
        Say(
            "**A turn has four phases** (rulebook: The Game), and turns go clockwise. **Phase 1** (rulebook: "
            "Draw 1 Card from the Deck): draw one card face up. You drew a Quill: an instrument is always kept, "
            "and everyone saw it go into your hand. **Phase 2** (rulebook: Phase 2: Take Up to 2 Actions): up to "
            "two actions, each using an action card on yourself or another player, or your talent.",
            teaches=["the_game", "draw", "actions"],
        ),
        Expect(
            "Take your first action, any one you like: the lit cards are the ones you can use now.",
            TURN_MOVES,
            outcomes=TURN_SAID,
            teaches=["actions"],
        ),
        Setup(
            scenario=MISSION_SPEC,
            text="So that everyone goes on alike: your actions are over, and you hold these five cards. "
            "**Phase 3** (rulebook: Phase 3: Complete One Mission): you may lay one "
            "instrument from your hand on the mission of its colour. That completes it. Only this phase "
            "completes missions (our reading), one per turn, and you may skip it.",
            teaches=["missions"],
        ),
        Expect(
            "Complete a mission, or skip.",
            MISSION_MOVES,
            outcomes=MISSION_SAID,
            teaches=["missions"],
        ),
        Setup(
            scenario=REFILL_SPEC,
            text="Again so that everyone goes on alike: mission 8 is complete. **Phase 4** (rulebook: Phase 4): "
            "you drew two cards face down, and you cannot play them "
            "this turn (nothing is played after Phase 4 anyway). At the end of your turn you may hold five: you "
            "hold six. In our reading a hand may grow past five at other moments; only your own Phase 4 trims it.",
            teaches=["refill"],
        ),
        Expect(
            "Discard one card of your choice.",
            REFILL_MOVES,
            outcomes=REFILL_SAID,
            teaches=["refill"],
        ),
    ],
)

# --- 2. action cards -------------------------------------------------------------------------------

#: Your turn: an Idea Theft (bulb off) tops the deck.
BULB_OFF_SPEC = seats(
    ["quill", "flask", "grant-chem"],
    ["objection-geo", "quill", "calculator"],
    ["flask", "hourglass", "eureka-geo"],
    deck=["theft-astro"],
    active=0,
)
BULB_OFF_MOVES, BULB_OFF_SAID = outcomes(BULB_OFF_SPEC)
#: Your turn: an Inquisition (bulb on) tops the deck; you hold Safety Goggles and an Objection.
BULB_ON_SPEC = seats(
    ["goggles-astro", "objection-bio", "quill", "flask", "grant-chem"],
    ["quill", "calculator"],
    ["flask", "hourglass"],
    deck=["inquisition-phys", "calculator"],
    active=0,
)
BULB_ON_MOVES, BULB_ON_SAID = outcomes(BULB_ON_SPEC)
#: Phase 2: Eureka in hand, an Hourglass and a Calculator on the discard pile.
EUREKA_SPEC = seats(
    ["eureka-math", "quill", "flask", "grant-chem"],
    ["quill", "calculator"],
    ["flask", "hourglass"],
    discard=["hourglass", "calculator"],
    active=0,
    start="actions",
)
SWAP_MOVES, SWAP_SAID = outcomes(EUREKA_SPEC, ["play eureka-math 0", "pass", "pass"])
#: Seat 1's Phase 2: it holds a Change of Direction; you hold an Objection.
REVERSE_SPEC = seats(
    ["objection-bio", "quill", "flask"],
    ["reversal-astro", "calculator"],
    ["hourglass", "flask"],
    active=1,
    start="actions",
)
PLAYED = ["play reversal-astro", "pass"]
REVERSE_MOVES, REVERSE_SAID = outcomes(REVERSE_SPEC, PLAYED)

ACTION_CARDS = Lesson(
    id="action_cards",
    game=GAME,
    title="Action cards",
    summary="The bulb off and on in Phase 1, protecting yourself from a bulb, a card that asks for an "
    "instrument, and the turn order turning around.",
    sections=["draw.bulb_off", "draw.bulb_on", "cards.resolve", "cards.effect", "turn.order"],
    steps=[
        Setup(
            scenario=BULB_OFF_SPEC,
            text="**Action cards** (rulebook: Type of Cards: Action Cards). Each shows a light bulb, on or off, "
            "that matters only when you draw it in Phase 1, and maybe a role's symbol, which pays for that "
            "role's talent. A card with no timing symbol acts at once; a **long-term** card stays beside a "
            "role (lesson 3); an **instant** may be used even out of turn (lesson 4). Your turn began: you "
            "drew an Idea Theft face up, its bulb **off**.",
            teaches=["action_cards"],
        ),
        Expect(
            "Bulb off: keep it for later, or play it at once on anyone. Played now, it does not use up one of "
            "your two actions (rulebook: Draw 1 Card from the Deck).",
            BULB_OFF_MOVES,
            outcomes=BULB_OFF_SAID,
            teaches=["draw"],
        ),
        Setup(
            scenario=BULB_ON_SPEC,
            text="**Bulb on** (rulebook: Draw 1 Card from the Deck). Another turn of yours: you drew an "
            "Inquisition face up, and its bulb is **on**. It is long-term: beside your role it would take away "
            "your actions in your next Phase 2, which in our reading is this very turn's. A card you suffer "
            "was played by no one, so in our reading you are asked first whether to answer it.",
            teaches=["draw", "action_cards"],
        ),
        Ask(
            "If nobody answers the Inquisition, whom does it hit?",
            ["You, who drew it", "A player you choose", "Nobody until it is played"],
            answer=0,
            explanation="A card drawn with its bulb on takes effect on the one who drew it, at once.",
            feedback={
                "A player you choose": "Choosing a target is for a card whose bulb is off (rulebook: Draw 1 "
                "Card from the Deck).",
                "Nobody until it is played": "With the bulb on it is not kept: it acts at once (rulebook: Draw 1 "
                "Card from the Deck).",
            },
            teaches=["draw"],
        ),
        Expect(
            "Answer the Inquisition or let it be. Your Safety Goggles protect whoever you put them on; in our "
            "reading a protected drawer stops the card when it resolves.",
            BULB_ON_MOVES,
            outcomes=BULB_ON_SAID,
            teaches=["draw", "action_cards"],
        ),
        Setup(
            scenario=EUREKA_SPEC,
            text="**Instruments stay in your hand** (rulebook: Phase 2: Take Up to 2 Actions) unless a card asks "
            "for one. In this kit that card is Eureka: swap an instrument of your hand for one of another type "
            "from the discard pile. In our reading a card cannot be played where it would do nothing (a "
            "theft from an empty hand, a Eureka with nothing to swap). Your Phase 2: an Hourglass and a "
            "Calculator lie on the discard pile.",
            teaches=["actions"],
        ),
        Expect(
            "Play Eureka on yourself.",
            ["play eureka-math 0"],
            feedback={
                "done": "Allowed, but this step is about Eureka: play it first (rulebook: Phase 2: Take Up to "
                "2 Actions).",
            },
            success="Nobody answers it: choose the swap.",
            hint="Eureka is used on yourself only.",
            teaches=["actions"],
        ),
        Do(["pass", "pass"], text="Both other players let Eureka stand.", teaches=["actions"]),
        Expect(
            "Which instrument do you give, and which do you take?",
            SWAP_MOVES,
            outcomes=SWAP_SAID,
            teaches=["instrument_cards"],
        ),
        Setup(
            scenario=REVERSE_SPEC,
            text="**The turn order** (rulebook: The Game) goes clockwise, unless a card turns it. Seat 1's turn: "
            "it holds a Change of Direction.",
            teaches=["the_game"],
        ),
        Do(
            PLAYED,
            text="Seat 1 plays it. Seat 2, on its left, passes; you are asked last.",
            teaches=["action_cards"],
        ),
        Ask(
            "If Change of Direction stands, who plays after Seat 1?",
            ["You, Seat 0", "Seat 2", "Seat 1 again"],
            answer=0,
            explanation="The order turns the other way: 1, 0, 2, 1, …",
            feedback={
                "Seat 2": "That is the clockwise order, and the card turns it around (rulebook: The Game).",
                "Seat 1 again": "A turn passes on to the next seat, in the order now in force (rulebook: The Game).",
            },
            teaches=["the_game"],
        ),
        Expect(
            "Let it stand, or cancel it with your Objection.",
            REVERSE_MOVES,
            outcomes=REVERSE_SAID,
            teaches=["action_cards"],
        ),
    ],
)

LESSONS: tuple[Lesson, ...] = (QUICK_START, ACTION_CARDS)
