"""The first lessons of Venture Forth: a quick start (theme, goal, scoring, setting up, a first
card played), a journey taken card by card, and ambitions with the levels they climb.

The rulebook's worked examples are replayed from :mod:`..examples` (where the Gorgon may go,
exerting, the Poet and the Dragon, the Archer's journey); the other positions are ours. Every
right move of a step is legal whatever the learner chose before it, so the lessons go on from any
of them; where what follows would differ, a new ``Setup`` starts.
"""

from __future__ import annotations

from ....core.record import make_record
from ....tutor.model import Ask, Do, Expect, Lesson, Say, Setup
from .common import GAME, Move, example_steps, spec

# --- 1. quick start --------------------------------------------------------------------------------

#: A dealt table (seed 279, seat 0 starts). Seat 0's hand holds one adventurer it cannot pay for
#: (a redraw, then the Scribe or the Beekeeper); the learner, seat 1, holds the Archer and the
#: Peltast with 4 coins.
FIRST_TABLE = make_record(GAME, 2, 279, {"first_player": 0}, [])

LATER_TEMPLE = "An offering there (lesson 4) {}. Every journey starts from the site your pawn is on."
THEN_DRAW = " Then you draw one card."
EXPLORE_ICON = (
    "A coin, and the explore icon: you turn up an explore token and lay it beside a path that has none. "
    "Whoever completes a journey along that path takes it (lesson 2)."
)

QUICK_START = Lesson(
    id="quick_start",
    game=GAME,
    title="Quick start",
    summary="The theme, the goal and how you score; setting up your party; a first card played.",
    sections=["setup", "setup.redraw", "setup.start", "setup.pawn", "turn", "play.place", "play.resource", "play.draw"],
    steps=[
        Setup(
            record=FIRST_TABLE,
            seat=1,
            text="**Welcome to Venture Forth**, a game of Greek myth for 2 to 4 players. You lead a party of "
            "adventurers across shore, country, mountains and wilderness. Players build the paths between "
            "those sites out of encounter cards; a party that walks a finished path meets every card on it: "
            "adventurers to hire, enemies to beat or pay off (rulebook: Goal of the Game).",
            teaches=["goal"],
        ),
        Say(
            "**How you score** (rulebook: Goal of the Game; Calculating Scores). Most points come during play: "
            "when an adventurer's **ambition** is met on a journey, it hands back **will** for points on the "
            "track, and may climb a level. At the end you add a point per will left, a point per two coins, "
            "the **treasures** your adventurers can use, and a bonus for holding the most explore tokens. "
            "Each **despair** on your adventurers costs 3 points. The most points wins.",
            teaches=["goal", "scores"],
        ),
        Ask(
            "The game ends. Your adventurers hold 3 will and 1 despair, and you have 5 coins. What do these "
            "add to your score?",
            ["2", "5", "8", "0"],
            answer=0,
            explanation="3 for the will, 2 for the coins (two per point, the odd one is lost), minus 3 for the "
            "despair: 2.",
            feedback={
                "5": "That forgets the despair: it takes 3 points away (rulebook: Calculating Scores).",
                "8": "Coins count half: every two make a point, so 5 coins give 2 (rulebook: Calculating Scores).",
                "0": "The coins count too: two of them make a point (rulebook: Calculating Scores).",
            },
            teaches=["scores"],
        ),
        Say(
            "**The table** (rulebook: Components; Setting Up the Game). The board shows five sites joined by "
            "paths of two or three empty spaces; this is its side with the sea in a corner, the one for a first "
            "game (the rulebook prints no map: in this kit both sides are drawn by us). Sites and cards each "
            "carry a region colour. One shuffled deck mixes 36 adventurers (with a "
            "text box) and 36 enemies, and everyone has been dealt six cards. The starting player has 3 coins, "
            "the others 4. In turn order, each player puts one adventurer from hand down as the first of a "
            "party, pays its power in coins, slides a Level I card under it, and sets a pawn on a temple site "
            "nobody holds yet.",
            teaches=["components", "setup"],
        ),
        Do(
            ["redraw", "start scribe", "pawn country"],
            text="Seat 0 starts. Its hand held a single adventurer, so it was allowed to show the hand and deal "
            "itself six fresh cards (our reading: a hand with no adventurer it can pay for may do the same). "
            "Then it took the Scribe for 3 coins and put its pawn in the Country.",
            teaches=["setup"],
        ),
        Expect(
            "Your turn to set up, with 4 coins. Your hand holds two adventurers: the **Archer** (power 2) and "
            "the **Peltast** (power 3). The number in a card's corner is both its power and its price. Which "
            "one leads your party?",
            ["start archer", "start peltast"],
            outcomes={
                "start archer": "The Archer joins for 2 coins; 2 are left. Its ambition, from the rulebook: meet "
                "an enemy of power less than seven, which happens on many journeys.",
                "start peltast": "The Peltast joins for 3 coins; 1 is left. In this kit its ambition is met each "
                "time your party defeats an enemy.",
            },
            teaches=["setup"],
        ),
        Expect(
            "Now your pawn: any temple site without a pawn. Seat 0 took the Country, so three remain.",
            ["pawn shore", "pawn mountains", "pawn wild_north"],
            outcomes={
                "pawn shore": "The Shore, temple of Hermes. " + LATER_TEMPLE.format("moves your pawn to any site"),
                "pawn mountains": "The Mountains, temple of Nike. " + LATER_TEMPLE.format("buys two extra turns"),
                "pawn wild_north": "The North Wilderness, temple of the Muses. "
                + LATER_TEMPLE.format("gives you two will"),
            },
            teaches=["setup"],
        ),
        Say(
            "**A turn** (rulebook: Playing a Turn). Turns go clockwise, and on yours you take exactly one of four "
            "actions: **Play a Card** onto the board, **Venture Forth** along a complete path, make an "
            "**Offering** at the temple under your pawn, or **Regroup** by swapping cards from your hand. The "
            "paths start empty, so the first turns mostly play cards.",
            teaches=["turn", "actions"],
        ),
        *example_steps(
            "gorgon_placement",
            "**Play a Card** (rulebook: Play a Card). A new table: your Archer stands in the South Wilderness "
            "and your hand is the Gorgon, a shore card. A card goes on an empty path space that touches a site "
            "of its colour or a card of its colour, with its title toward the north edge. Here the Shore, the "
            "Giant Crab and the Siren are blue.",
            [],
            teaches=["placement"],
        ),
        Expect(
            "Play the Gorgon on one of its four open spaces. Then you **collect** what the space shows: a will "
            "goes on an adventurer of yours; a coin is yours to keep; will plus puts two will on one of yours "
            "and one on an adventurer of each opponent; coin or will is your pick. Last, you **draw** one card "
            "(an empty deck is rebuilt from the shuffled discards).",
            ["play gorgon p6.1", "play gorgon p1.2", "play gorgon p6.3", "play gorgon p7.1"],
            outcomes={
                "play gorgon p6.1": "Next to the Siren, on a will: the will goes on your Archer, your only "
                "adventurer. Will is what ambitions turn into points." + THEN_DRAW,
                "play gorgon p1.2": "Next to the Giant Crab. " + EXPLORE_ICON + THEN_DRAW,
                "play gorgon p6.3": "Next to the Siren. " + EXPLORE_ICON + THEN_DRAW,
                "play gorgon p7.1": "Next to the Shore, on a coin: coins hire adventurers and pay for offerings."
                + THEN_DRAW,
            },
            feedback={"regroup": "Allowed, but this lesson is about playing the Gorgon (rulebook: Play a Card)."},
            teaches=["placement", "collect", "draw"],
        ),
    ],
)


# --- 2. a journey ----------------------------------------------------------------------------------

#: The Shepherd (power 1, one will, 3 coins) in the Country, the Satyr Piper in hand; the path to
#: the North Wilderness lacks its last card, on a space with the explore icon.
COMPLETING = spec(
    {"coins": 3, "site": "country", "party": [{"card": "shepherd", "will": 1}], "hand": ["satyr_piper"]},
    board={"p5.1": {"card": "centaur_raiders", "wandering": True}},
    deck=["lamia", "basilisk"],
)
PATHS = ("p5", "p1", "p2", "p3", "p4", "p6", "p7", "p8")

#: The same a turn later: the path is complete (the wandering Centaur Raiders, 3, vicious: will
#: twice; then the Satyr Piper, 2), and beside it a token of two treasures, over a wealth treasure
#: and a might one.
JOURNEY = spec(
    {"coins": 3, "site": "country", "party": [{"card": "shepherd", "will": 1}]},
    board={"p5.1": {"card": "centaur_raiders", "wandering": True}, "p5.2": "satyr_piper"},
    path_tokens={"p5": "2t"},
    treasure_deck=["cup_of_midas", "helm_of_hades", "owl_of_athena"],
    deck=["lamia", "basilisk"],
)

#: A party of five at the Shore, with coins to spare; two adventurers on the path to the Country.
FULL_PARTY = spec(
    {
        "coins": 9,
        "site": "shore",
        "party": ["poet", "net_weaver", "argonaut", "trireme_captain", "charioteer"],
    },
    board={"p1.1": "oarsman", "p1.2": "vintner"},
    deck=["lamia", "basilisk"],
)

VENTURE = Lesson(
    id="venture",
    game=GAME,
    title="Venture Forth",
    summary="Complete paths and a journey card by card: enemies (exerting, what they desire, despair), "
    "adventurers to recruit, arriving, wandering cards and explore tokens.",
    sections=[
        "venture",
        "venture.enemy",
        "venture.exert",
        "venture.defeat",
        "venture.desired",
        "despair",
        "venture.adventurer",
        "venture.recruit",
        "venture.party_limit",
        "venture.arrive",
        "play.explore",
        "explore",
    ],
    steps=[
        *example_steps(
            "exert",
            "**Venture Forth** (rulebook: Venture Forth). When every space of a path holds a card, the path is "
            "**complete** and a party at one of its ends may travel it: the pawn steps onto each card in turn, "
            "the party deals with it, and at last reaches the far site. Your Scribe (power 3, one will) stands "
            "in the Country, and the path to the Shore is complete.",
            [
                Move(
                    "You set out for the Shore. First comes the Cattle Raiders, an enemy of power 6.",
                    show=True,
                    teaches=["venture"],
                ),
                Move(
                    "**Enemies** (rulebook: Encountering an Enemy). Your party beats an enemy when its total "
                    "power reaches the enemy's. 3 against 6 falls short, but an adventurer may **exert** "
                    "(rulebook: Exerting): it gives up one of its will and its power doubles for this encounter "
                    "only, once per encounter.",
                    also=("face",),
                    outcomes={
                        "exert scribe": "6 against 6: the Raiders are beaten and discarded, as in the rulebook's "
                        "example. The Giant Crab (3) is next; 3 is enough even without will, so it falls too, and "
                        "the pawn reaches the Shore.",
                        "face": "3 against 6: the Raiders win and take what their card asks, one coin, which you "
                        "have. The Giant Crab (3) comes next, but the lesson moves on to a new table.",
                    },
                    teaches=["enemy", "exerting"],
                ),
            ],
            teaches=["venture"],
        ),
        Setup(
            scenario=COMPLETING,
            text="**Completing a path.** Your Shepherd (power 1, one will) is in the Country with 3 coins. The "
            "path to the North Wilderness holds the Centaur Raiders (power 3, turned sideways: **wandering**, "
            "since a journey passed them before) and lacks one card. Its empty space shows the **explore "
            "icon**. Like most cards in this kit, these are our own design: the rulebook names only a few.",
            teaches=["venture"],
        ),
        Expect(
            "Play the Satyr Piper, a wilderness card, on that last space: the North Wilderness lets it go there.",
            ["play satyr_piper p5.2"],
            feedback={"regroup": "Allowed, but first complete the path (rulebook: Play a Card)."},
            success="The will goes on your Shepherd, and the explore icon turns up a token of two treasures.",
            teaches=["collect"],
        ),
        Expect(
            "**Explore tokens** (rulebook: Explore Tokens). Lay the token beside any path that has none. "
            "Whoever next walks that whole path takes it.",
            [f"token {path}" for path in PATHS],
            outcomes={
                f"token {path}": "Beside the path you just completed: your journey collects it."
                if path == "p5"
                else "A prize for whoever next walks that path, perhaps Seat 1."
                for path in PATHS
            },
            teaches=["explore_tokens"],
        ),
        Setup(
            scenario=JOURNEY,
            text="**Your next turn.** Seat 1 has played, and in this position a token of two treasures lies "
            "beside your complete path, wherever yours went.",
            teaches=["venture"],
        ),
        Expect(
            "Venture Forth to the North Wilderness.",
            ["venture p5"],
            feedback={
                "regroup": "Allowed, but the path is ready: take the journey (rulebook: Venture Forth).",
                "offer hestia": "Allowed, lesson 4 shows it. Take the journey now (rulebook: Venture Forth).",
            },
            success="The pawn steps onto the Centaur Raiders.",
            teaches=["venture"],
        ),
        Expect(
            "**What's desired** (rulebook: What's Desired). An enemy you cannot beat takes what its card "
            "shows: for a will symbol, one will from any of your adventurers; for a coin, one coin; for a "
            "despair symbol, a **despair** on one of them. A will or coin you cannot give becomes a despair. "
            "Two symbols make an enemy **vicious**: the Raiders want two will. Exert the Shepherd (1 becomes 2) "
            "or face them?",
            ["face", "exert shepherd"],
            outcomes={
                "face": "1 against 3: the Shepherd hands over its will for the first symbol; for the second none "
                "is left, so a despair goes on it.",
                "exert shepherd": "Doubled to 2, still short of 3, and the will is spent: neither symbol can be "
                "paid, so two despair land on the Shepherd.",
            },
            teaches=["desired", "despair"],
        ),
        Expect(
            "**Adventurers** (rulebook: Encountering an Adventurer). Next, the Satyr Piper. You may hire it by "
            "paying its power in coins (2): it joins your party with a Level I card of its own. A party never "
            "holds more than five adventurers.",
            ["recruit", "leave"],
            outcomes={
                "recruit": "The Satyr Piper joins: 1 coin left, and its power adds to the party's in every later "
                "fight.",
                "leave": "You keep your 3 coins; the Piper stays on the path.",
            },
            teaches=["adventurer"],
        ),
        Expect(
            "**Arriving** (rulebook: Arriving at the Destination). The pawn reached the North Wilderness. Each "
            "card still on the path turned sideways; one already wandering, like the Raiders, was discarded, "
            "which is no defeat. Then the path's **explore token** is yours (rulebook: Explore Tokens): its coins "
            "are yours, each despair goes on an adventurer, and each card symbol is a treasure to look at from "
            "the top of the deck; keep one in secret and slide the rest under the deck. This token shows two.",
            ["keep cup_of_midas", "keep helm_of_hades"],
            outcomes={
                "keep cup_of_midas": "The Cup of Midas: wealth, 2 points in this kit, and the Shepherd "
                "desires wealth, so it can score it at the end. The Helm goes under the deck.",
                "keep helm_of_hades": "The Helm of Hades: might, 3 points in this kit, but only a might "
                "adventurer scores it at the end; its ability is another use (lesson 4). The Cup goes under the deck.",
            },
            teaches=["arriving", "explore_tokens"],
        ),
        Ask(
            "Look at the path you walked. Where are the Centaur Raiders now?",
            ["In the discard pile", "On the path, turned sideways", "Back in the deck"],
            answer=0,
            explanation="They were wandering when you arrived, so they were discarded; only a card still upright "
            "on arrival turns sideways.",
            feedback={
                "On the path, turned sideways": "They already lay sideways: a second arrival discards a wandering "
                "card (rulebook: Arriving at the Destination).",
                "Back in the deck": "Cards leaving the path go to the discard pile; it becomes the deck only when "
                "the deck runs out (rulebook: Arriving at the Destination).",
            },
            teaches=["arriving"],
        ),
        Setup(scenario=FULL_PARTY, teaches=["adventurer"]),
        Do(
            ["venture p1"],
            text="**A full party.** Five adventurers and 9 coins walk from the Shore past the Oarsman and the "
            "Vintner: neither may join, since five is the most a party holds (rulebook: Encountering an "
            "Adventurer).",
            teaches=["adventurer"],
        ),
    ],
)


# --- 3. ambitions and levels -----------------------------------------------------------------------

#: The Mountain Guide at Level II with 3 will in the Country, 0 coins; toward the Mountains the
#: Teumessian Fox (2) and the Beekeeper; three Level III cards face up.
LEVEL_THREE = spec(
    {"coins": 0, "site": "country", "party": [{"card": "mountain_guide", "level": 2, "will": 3}]},
    board={"p3.1": "teumessian_fox", "p3.2": "beekeeper"},
    level3=[
        ["glory_of_perseus", "daring_of_icarus"],
        ["strength_of_heracles", "rage_of_achilles"],
        ["voice_of_orpheus", "craft_of_daedalus"],
    ],
    deck=["lamia", "basilisk"],
)

AMBITIONS = Lesson(
    id="ambitions",
    game=GAME,
    title="Ambitions and levels",
    summary="Ambitions met on a journey, the level card's trades, Level II and Level III; the Poet and the "
    "Dragon, then the rulebook's whole journey of the Archer.",
    sections=["ambitions", "ambitions.level_up", "level3.ability"],
    steps=[
        *example_steps(
            "poet_and_dragon",
            "**Ambitions** (rulebook: Ambitions & Leveling Up). Each adventurer card names an ambition. When a "
            "Venture Forth meets it, you may announce it: the adventurer hands back will and you take what its "
            "level card offers. Level I offers two trades: 1 will for 3 points, or 2 will for 4 points, a level "
            "up and one despair removed; one trade per trigger. Your Poet (4 will, 1 despair) longs to meet an "
            "enemy of power 10 or more, and a Dragon of 12 waits on the path out of the North Wilderness.",
            [
                Move("The Poet sets out and meets the Dragon: its ambition is met.", show=True, teaches=["ambitions"]),
                Move(
                    "Announce the ambition? The rulebook's John takes the second trade.",
                    also=("ambition poet 1", "pass poet"),
                    outcomes={
                        "ambition poet 2": "2 will for 4 points: the Level I card turns over to Level II and the "
                        "Poet's despair is gone, as in the rulebook.",
                        "ambition poet 1": "1 will for 3 points; the Poet stays at Level I and keeps its despair.",
                        "pass poet": "No trade: the Poet keeps its 4 will for a later ambition.",
                    },
                    teaches=["ambitions", "leveling_up"],
                ),
                Move(
                    "Meeting was enough for the ambition; the fight is separate. The Poet has power 3, the Dragon 12.",
                    also=("exert poet",),
                    outcomes={
                        "face": "The Dragon wins and, vicious, leaves two despair on the Poet. You have no coins "
                        "for the Shepherd behind it, so the pawn walks on to the Country.",
                        "exert poet": "6 is still short of 12: the will is lost and the Dragon leaves two despair. "
                        "You have no coins for the Shepherd, so the pawn walks on to the Country.",
                    },
                    teaches=["ambitions"],
                ),
            ],
            teaches=["ambitions", "leveling_up"],
        ),
        Setup(
            scenario=LEVEL_THREE,
            text="**Higher levels** (rulebook: Leveling Up). Levelling up from Level I turns its card over. In "
            "this kit Level II trades 2 will for 5 points, or 3 will for 7 points with a level up and a despair "
            "removed. From Level II, the card goes back to the supply and you take a Level III card from the top "
            "of one of the three open stacks. Your Mountain Guide is at Level II with 3 will; in this kit its "
            "ambition is an enemy of power 6 or less, and the Teumessian Fox (2) waits toward the Mountains.",
            teaches=["leveling_up"],
        ),
        Do(["venture p3"], text="The Guide sets out and meets the Fox: its ambition is met.", teaches=["ambitions"]),
        Expect(
            "Take the trade that climbs: 3 will for 7 points and Level III.",
            ["ambition mountain_guide 2"],
            feedback={
                "ambition mountain_guide 1": "Allowed: 2 will for 5 points, but the Guide stays at Level II. "
                "Here, climb (rulebook: Leveling Up).",
                "pass mountain_guide": "Allowed, but then nothing happens. Here, climb (rulebook: Leveling Up).",
            },
            success="7 points, and the Level II card goes back to the supply.",
            teaches=["leveling_up"],
        ),
        Expect(
            "Choose the Guide's Level III card. A Level III card has a single trade and one ability that "
            "always works; there is no level above it. In this kit the cards are ours.",
            ["level3 glory_of_perseus", "level3 strength_of_heracles", "level3 voice_of_orpheus"],
            outcomes={
                "level3 glory_of_perseus": "Glory of Perseus: 3 will for 8 points, and a point whenever your "
                "party beats an enemy. The Fox is beaten next: watch the point arrive.",
                "level3 strength_of_heracles": "Strength of Heracles: 4 will for 10 points, and the Guide's "
                "power is 2 higher from now on. The Fox is beaten next.",
                "level3 voice_of_orpheus": "Voice of Orpheus: 3 will for 8 points, and every recruit costs 1 "
                "coin less. The Fox is beaten next.",
            },
            teaches=["leveling_up"],
        ),
        *example_steps(
            "archer_journey",
            "**The rulebook's full example** (rulebook: Example of a Venture Forth Action). Here John's party is the "
            "Archer alone: Level I, 3 will, power 2, with 2 coins, in the Country. Toward the Mountains lie the "
            "Hoplite, an adventurer costing 3, then the Lion, an enemy of power 4 already wandering. A token "
            "beside the path shows three treasures.",
            [
                [
                    Ask(
                        "What will happen when the pawn reaches the Hoplite?",
                        [
                            "Nothing: John cannot pay its 3 coins",
                            "John hires it for his 2 coins",
                            "The party fights it",
                        ],
                        answer=0,
                        explanation="Hiring costs the full power in coins; with 2 John must walk past.",
                        feedback={
                            "John hires it for his 2 coins": "The price is the adventurer's power, 3 here, paid in "
                            "full (rulebook: Encountering an Adventurer).",
                            "The party fights it": "Only enemies are fought; an adventurer is hired or left "
                            "(rulebook: Encountering an Adventurer).",
                        },
                        teaches=["venture_example"],
                    )
                ],
                Move(
                    "John sets out, passes the Hoplite, and meets the Lion: the Archer's ambition (an enemy of "
                    "power less than seven) is met.",
                    show=True,
                    teaches=["venture_example"],
                ),
                Move(
                    "Which trade? The rulebook's John takes the second.",
                    also=("ambition archer 1", "pass archer"),
                    outcomes={
                        "ambition archer 2": "2 will for 4 points: the Archer turns over to Level II with 1 will left.",
                        "ambition archer 1": "1 will for 3 points: the Archer stays at Level I with 2 will.",
                        "pass archer": "No points now: the Archer keeps its 3 will.",
                    },
                    teaches=["venture_example"],
                ),
                Move(
                    "The Lion: power 4, vicious, it wants two will. Your party has power 2.",
                    also=("exert archer",),
                    outcomes={
                        "face": "The Lion wins and takes two will from the Archer; each one missing becomes a "
                        "despair. John, with 1 will left, paid one and took one despair.",
                        "exert archer": "Doubled to 4, the Archer equals the Lion and beats it. The rulebook's John "
                        "did not exert; as we read the Exerting rule, he could have.",
                    },
                    teaches=["venture_example"],
                ),
                Move(
                    "The pawn is in the Mountains. The Hoplite, left behind, turned sideways; the Lion, if it was "
                    "still there, was wandering already and went to the discard pile. Now the token: look at three "
                    "treasures and keep one.",
                    also=("keep owl_of_athena", "keep golden_fleece"),
                    outcomes={
                        "keep sickle_of_cronus": "Sickle of Cronus: might, 1 point in this kit, which the Archer "
                        "(who desires might) can score. The other two go under the treasure deck.",
                        "keep owl_of_athena": "Owl of Athena: knowledge, 1 point in this kit, for a knowledge "
                        "adventurer only. The other two go under the treasure deck.",
                        "keep golden_fleece": "Golden Fleece: wealth, 4 points in this kit, for a wealth "
                        "adventurer only. The other two go under the treasure deck.",
                    },
                    teaches=["venture_example"],
                ),
            ],
            teaches=["venture_example"],
        ),
    ],
)


LESSONS: tuple[Lesson, ...] = (QUICK_START, VENTURE, AMBITIONS)
