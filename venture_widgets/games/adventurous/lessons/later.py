"""The last lessons of Adventurous: the journey effects of the ship's other side, then the end of
the voyage (the set-aside reading, which is ours), the score and the result table, and free play.

The positions are seeded games (:func:`.common.table`) and the rulebook's completed setup and
five fins, replayed from :mod:`..examples`; the journey effects themselves are this
kit's reconstruction, and the lessons say so.
"""

from __future__ import annotations

from ....tutor.model import Ask, Expect, Lesson, Play, Setup
from ....tutor.worked import Move, replay_steps
from ..examples import BY_NAME
from .common import GAME, placements, position, refused, table

# --- 4. journey effects ----------------------------------------------------------------------------

#: The rulebook's completed setup (``examples.py``): Seasoned, journey effects, marvel 11 (II) active.
SETUP_EXAMPLE = BY_NAME["completed_setup"]
#: A solo Novice voyage with journey effects: marvel 6 (I) is active, so both draws came from the top.
TOP_ONLY = table(0, journey_effects=True, first_player=0)
TOP_MOVES, TOP_SAID = placements(TOP_ONLY)
#: 10 moves into another: marvel 10 (II) is active; card 15 to place; card 13 fits nowhere.
PORTRAIT_ACTIONS = [
    "place 6 1,-3 0", "place 17 -1,-6 180", "place 7 -4,-3 90", "place 11 -3,-1 0", "place 9 -3,2 0",
    "place 3 -4,5 270", "discover active", "place 2 -6,4", "draw bottom", "draw top",
]  # fmt: skip
PORTRAIT = table(1, PORTRAIT_ACTIONS, journey_effects=True)
PORTRAIT_MOVES, PORTRAIT_SAID = placements(PORTRAIT)
#: 7 moves into a third: marvel 17 (III) is active; card 11 to place.
SPARE_ACTIONS = [
    "place 16 -1,-3 180", "place 13 0,-4 270", "discover active", "place 6 -3,-5", "draw top", "draw bottom",
    "place 15 3,-7 180",
]  # fmt: skip
SPARE = table(3, SPARE_ACTIONS, journey_effects=True)
SPARE_MOVES, SPARE_SAID = placements(SPARE)
#: A Seasoned voyage with journey effects, 25 moves in: marvel 15 is the last one left.
LAST_MARVEL_ACTIONS = [
    "place 6 -1,-3 180", "place 11 1,-4 270", "discover active", "place 2 -3,-5", "draw bottom", "draw top",
    "place 12 4,-2 0", "draw bottom", "draw bottom", "place 10 6,-5 180", "place 4 8,-2 180", "discover active",
    "place 7 5,-7", "draw bottom", "draw bottom", "place 8 9,-1 0", "place 5 11,2 0", "discover active",
    "place 9 10,-1", "discover top", "place 1 10,5", "draw top", "draw top", "place 3 13,2 90", "place 13 16,0 90",
]  # fmt: skip
LAST_MARVEL = table(5, LAST_MARVEL_ACTIONS, difficulty="seasoned", journey_effects=True)

JOURNEY = Lesson(
    id="journey_effects",
    game=GAME,
    title="Journey effects",
    summary="The ship's rough side: the active marvel's mark picks one of three effects, until every marvel is placed.",
    sections=[
        "setup.ship",
        "journey",
        "journey.top_only",
        "journey.portrait_only",
        "journey.spare_encounters",
        "journey.off",
    ],
    steps=[
        *replay_steps(
            SETUP_EXAMPLE,
            "**A completed setup, for a harder voyage** (rulebook: Setup; Journey Effects). Two players at Seasoned: "
            "marvels 3 and 5 (I), 9 and 11 (II) and 16 (III) were shuffled, marvel 11 turned up as the active "
            "marvel, the twelve others shuffled into the map deck. The ship lies with its other side up, which "
            "lists three **journey effects**; the active marvel's mark (I, II or III) picks the one in force, "
            "and when the active marvel changes, so may the effect. The rulebook does not print the three: "
            "**in this kit** they are ours.",
            [
                [
                    Ask(
                        "Look at the ship and the active marvel. Which effect is in force?",
                        ["II: map cards in portrait only", "I: draws from the top only", "None yet"],
                        answer=0,
                        explanation="Marvel 11 carries mark II, so the second effect applies: portrait only.",
                        feedback={
                            "I: draws from the top only": "That one needs an active marvel of mark I; marvel 11 "
                            "has II (rulebook: Journey Effects).",
                            "None yet": "An effect is in force from the start, picked by the active marvel "
                            "(rulebook: Journey Effects).",
                        },
                        teaches=["journey_effects"],
                    )
                ]
            ],
            teaches=["setup", "journey_effects"],
        ),
        Setup(
            record=TOP_ONLY,
            text="**Effect I** (ours): draw from the top of the map deck only. A solo voyage with marvel 6 (I) "
            "active: your two draws were both top cards, with nothing to choose.",
            teaches=["journey_effects"],
        ),
        Expect(
            "Lay card 1 or card 13.",
            TOP_MOVES,
            outcomes=TOP_SAID,
            teaches=["map_placement"],
        ),
        Setup(
            record=PORTRAIT,
            text="**Effect II** (ours): map cards in portrait only. Another voyage, with marvel 10 (II) active. "
            "Card 15 is yours to lay; card 13, drawn with it, fits nowhere (lesson 5 says what becomes of it).",
            teaches=["journey_effects"],
        ),
        Expect(
            "Lay card 15, upright.",
            PORTRAIT_MOVES,
            outcomes=PORTRAIT_SAID,
            feedback=dict(
                [
                    refused(
                        "place 15 -4,7 90", "journey.portrait_only", "Without the effect it could lie there, sideways."
                    )
                ]
            ),
            teaches=["journey_effects"],
        ),
        Setup(
            record=SPARE,
            text="**Effect III** (ours): a map card may not cover any encounter. A third voyage, with marvel 17 "
            "(III) active, and card 11 to lay.",
            teaches=["journey_effects"],
        ),
        Expect(
            "Lay card 11 over no encounter.",
            SPARE_MOVES,
            outcomes=SPARE_SAID,
            feedback=dict(
                [
                    refused(
                        "place 11 4,-6 90",
                        "journey.spare_encounters",
                        "Without the effect it could lie there, over a whirlpool of card 15.",
                    )
                ]
            ),
            teaches=["journey_effects"],
        ),
        Setup(
            record=LAST_MARVEL,
            text="**The last marvel.** Four marvels of this Seasoned voyage are placed; marvel 15 (III) is active "
            "and none is left in the deck.",
            teaches=["journey_effects"],
        ),
        Expect(
            "Discover marvel 15 (it fits in one place only, so it is laid at once).",
            ["discover active"],
            feedback={"explore": "Allowed, but this step is about the last marvel (rulebook: Journey Effects)."},
            success="Every marvel is on the map: from now on no journey effect applies.",
            teaches=["journey_effects"],
        ),
        Ask(
            "Which journey effect is in force now?",
            ["None", "III, map cards cover no encounter", "I, top cards only"],
            answer=0,
            explanation="With every marvel placed there is no active marvel, and the effects are off for good.",
            feedback={
                "III, map cards cover no encounter": "Marvel 15 is no longer active: it lies on the map "
                "(rulebook: Journey Effects).",
                "I, top cards only": "No active marvel is left to pick an effect (rulebook: Journey Effects).",
            },
            teaches=["journey_effects"],
        ),
    ],
)

# --- 5. the end of the voyage ----------------------------------------------------------------------

END_ACTIONS = [
    "draw bottom", "draw bottom", "place 7 1,-3 180", "place 15 3,-2 0", "discover top", "draw bottom",
    "draw bottom", "place 5 5,-4 270", "place 9 5,-6 0", "draw bottom", "draw top", "place 17 4,-7 180",
    "draw top", "draw bottom", "place 13 0,-8 180", "place 11 -2,-11 180", "discover top", "discover top",
    "place 3 8,-5", "discover top", "draw top", "draw top", "place 2 0,-13 270", "place 8 0,-16 0",
    "discover active", "draw bottom", "place 16 -3,-16 270",
]  # fmt: skip
#: A solo Novice voyage, 11 moves in: cards 10 and 17 drawn; some places for card 10 leave card 17 none.
STUCK = table(81, END_ACTIONS[:11])
STUCK_MOVES, STUCK_SAID = placements(STUCK)
#: The rulebook's five fins (``examples.py``): four fins show, card 7 to lay, two map cards left.
FIVE_FINS = BY_NAME["five_fins"]
FINS_MOVES, FINS_SAID = placements(position(FIVE_FINS.spec))
#: The same voyage near its end: the last two map cards, 16 and 6, drawn.
NEAR_END = table(81, END_ACTIONS[:26])
NEAR_MOVES, NEAR_SAID = placements(NEAR_END)
#: Card 16 laid: card 6, the last card, to place.
LAST_CARD = table(81, END_ACTIONS)
LAST_MOVES, LAST_SAID = placements(LAST_CARD)
#: The voyage over, card 6 laid where it leaves the longest path.
FINISHED = table(81, [*END_ACTIONS, "place 6 -6,-16 90"])

END = Lesson(
    id="end_of_voyage",
    game=GAME,
    title="The end of the voyage",
    summary="A card that fits nowhere (our reading), the end, the score sheet and the result; then a voyage "
    "with a bot.",
    sections=["end.set_aside", "end", "scoring.result"],
    steps=[
        Setup(
            record=STUCK,
            text="**A card with nowhere to go** (rulebook: End of Game). The rulebook does not say what becomes of "
            "a drawn card that cannot be laid. **Our reading**: it is set aside, out of the voyage; you choose "
            "which drawn card to lay first, and a card that still fits nowhere when its turn comes is set aside. "
            "Here you drew cards 10 and 17: both fit now, but some places for card 10 leave card 17 no room at all.",
            teaches=["end_of_game"],
        ),
        Expect(
            "Lay card 10 or card 17, and watch the other one.",
            STUCK_MOVES,
            outcomes=STUCK_SAID,
            teaches=["end_of_game", "map_placement"],
        ),
        *replay_steps(
            FIVE_FINS,
            "**Too many fins** (rulebook: Encounter Thresholds). Another voyage, late on: four fins show, worth 8, "
            "with two serpents and a trident, and you drew card 7.",
            [
                Move(
                    "Lay card 7: wherever it goes, it shows one more fin, and a serpent and a trident that bring "
                    "those two exactly to their limits.",
                    also=tuple(move for move in FINS_MOVES if move != FIVE_FINS.actions[0]),
                    outcomes=FINS_SAID,
                    teaches=["encounter_thresholds"],
                ),
                Move(
                    "The next turn draws the top card, then the last one: neither fits anywhere, so both are set "
                    "aside, nothing else can be laid, and the voyage ends.",
                    show=True,
                    teaches=["end_of_game"],
                ),
                [
                    Ask(
                        "Read the score sheet. What do the five fins score?",
                        ["0", "8", "10"],
                        answer=0,
                        explanation="Five is over the fins' limit of 4: they score nothing, and the 8 points of "
                        "four fins are gone.",
                        feedback={
                            "8": "Fins over the limit are not capped at four: they score nothing (rulebook: "
                            "Encounter Thresholds).",
                            "10": "Over the limit, fins score nothing at all (rulebook: Encounter Thresholds).",
                        },
                        teaches=["encounter_thresholds"],
                    )
                ],
            ],
            teaches=["encounter_thresholds"],
        ),
        Setup(
            record=NEAR_END,
            text="**The end** (rulebook: End of Game). The voyage ends when every card is on the map (or set "
            "aside), or when a turn finds nothing that can still be laid. The same voyage, much later: the map "
            "deck is empty, all five marvels are placed, and you drew the last two cards, 16 and 6.",
            teaches=["end_of_game"],
        ),
        Expect("Lay card 16 or card 6.", NEAR_MOVES, outcomes=NEAR_SAID, teaches=["map_placement"]),
        Setup(
            record=LAST_CARD,
            text="So that everyone goes on alike: card 16 lies at the path's end. Card 6 is the last card.",
            teaches=["end_of_game"],
        ),
        Expect(
            "Lay card 6 and end the voyage. Every path segment still showing is a point, and the crew needs 40.",
            LAST_MOVES,
            outcomes=LAST_SAID,
            teaches=["end_of_game"],
        ),
        Setup(
            record=FINISHED,
            text="**The score sheet** (rulebook: Encounter Thresholds; Scoring). Whatever you chose, here is the "
            "voyage ended with card 6 in landscape on the left, its best place. 11 fins, 10 serpents and "
            "7 tridents show, each type far over its limit, so none scores; three whirlpools cost 9; the path and "
            "the five marvels carry the crew.",
            teaches=["scoring", "encounter_thresholds"],
        ),
        Ask(
            "Read the score sheet. Which result does the crew reach?",
            ["Successful Voyage", "Marvelous Adventure!", "Lost at Sea"],
            answer=0,
            explanation="40 to 49 is a Successful Voyage: the crew wins together.",
            feedback={
                "Marvelous Adventure!": "That takes 50 or more (rulebook: Scoring).",
                "Lost at Sea": "That is 39 or less; the crew has more (rulebook: Scoring).",
            },
            teaches=["scoring"],
        ),
        Ask(
            "Had a marvel also hidden one of the three whirlpools, what would the crew have scored?",
            ["46", "44", "43"],
            answer=0,
            explanation="A hidden whirlpool no longer costs its 3 points: 43 + 3 = 46.",
            feedback={
                "44": "A whirlpool costs 3 points, not 1 (rulebook: Scoring).",
                "43": "Only what shows is counted, so a hidden whirlpool costs nothing (rulebook: Scoring).",
            },
            teaches=["scoring"],
        ),
        Setup(
            record=table(2024, players=2, first_player=0),
            text="**Your own voyage.** You and the planning bot share a crew, Novice, no journey effects.",
            teaches=["gameplay"],
        ),
        Play(
            "Play as long as you like: the table lights the legal places, and the why-not notes say which rule "
            "keeps a card from anywhere else.",
            bot="planner",
        ),
    ],
)

LESSONS: tuple[Lesson, ...] = (JOURNEY, END)
