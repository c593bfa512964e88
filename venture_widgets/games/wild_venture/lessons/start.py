"""The first lessons of A Wild Venture: a quick start (theme, goal, scoring, setup, the Initiate
and a first turn), then a turn taken apart with the words cards are written in.

Every right move of a step is legal whatever the learner chose before it, so the lessons go on
from any of them (a new ``Setup`` starts each part of the second lesson).
"""

from __future__ import annotations

from ....core.record import make_record
from ....tutor.model import Ask, Do, Expect, Lesson, Say, Setup
from .common import GAME, deck, spec

# --- 1. quick start --------------------------------------------------------------------------------

#: A dealt table (seed 180, seat 0 starts): seat 0 holds Burrow Bank, Hand Cart, Hare Peddler,
#: Magpie Sorter and Tadpole Scout.
FIRST_TABLE = make_record(GAME, 2, 180, {"first_player": 0}, [])

VILLAGER_PLAYED = "It stands in your Villager row with 2 Supplies: two uses, then it is tucked and scores with your {}."
NOT_YET = "Allowed, and a fine second action. Start with a Villager: they are what the Villager score counts."

QUICK_START = Lesson(
    id="quick_start",
    game=GAME,
    title="Quick start",
    summary="The theme, the goal and how you score; the table; your Initiate; a first turn.",
    sections=["setup", "setup.initiate", "turn", "actions.play", "actions.activate", "effects.gain"],
    steps=[
        Setup(
            record=FIRST_TABLE,
            text="**Welcome to A Wild Venture**, a card duel for two. You grow a village of Crows, Frogs and "
            "Rabbits and send an Adventurer over the board in the middle. Villagers and Gear arrive carrying "
            "**Supplies**; each use spends one, and once empty they are **tucked** face down under your score "
            "card. Soon after the deck runs out the game ends, and the most points win (rulebook: Overview).",
            teaches=["overview"],
        ),
        Say(
            "**How you score** (rulebook: End of Game), three parts added up:\n\n"
            "- **Villagers**: sort your tucked Villagers by species and multiply your smallest group by your "
            "largest. A species you lack makes it 0.\n"
            "- **Buildings**: every Supply on one of your Buildings is a point.\n"
            "- **Gear**: your tucked Gear cards times your Buildings that carry an Enchantment token.",
            teaches=["scoring.villagers", "scoring.buildings", "scoring.gear"],
        ),
        Ask(
            "Your tucked Villagers at the end: 4 Frogs, 2 Crows, 1 Rabbit. What is your Villager score?",
            ["7", "8", "4", "2"],
            answer=2,
            explanation="1 Rabbit x 4 Frogs = 4. One more Rabbit would double it: balance pays.",
            feedback={
                "7": "That adds the groups up; the score multiplies the smallest group by the largest: 1 x 4 "
                "(rulebook: Villager Scoring).",
                "8": "That is 4 x 2, but the middle group does not count: smallest times largest, 1 x 4 "
                "(rulebook: Villager Scoring).",
                "2": "That multiplies the two smallest groups; the rule takes the smallest and the largest, 1 x 4 "
                "(rulebook: Villager Scoring).",
            },
            teaches=["scoring.villagers"],
        ),
        Say(
            "**The table** (rulebook: Setup). The board lies Spring side up for a first game, tokens on its "
            "marked spaces; each player also holds one Enchantment token. The deck is the Core deck shuffled with "
            "one Theme deck (Academy here). You each have 5 coins, 5 cards and three Starters: Nest (Crow), "
            "Lilypad (Frog) and Warren (Rabbit).\n\n"
            "Three Initiate Villagers lie open. The player who does not start picks first; the one left over "
            "goes to the Trash.",
            teaches=["setup", "components"],
        ),
        Do(["initiate kit_initiate"], text="You start, so Seat 1 picks first: the Kit Initiate, a Rabbit."),
        Expect(
            "Your pick. It joins your Villager row with 2 Supplies, and the Adventurer of its species is yours.",
            ["initiate fledgling_initiate", "initiate polliwog_initiate"],
            outcomes={
                "initiate fledgling_initiate": "A Crow: once tucked it opens your Crow group. In this kit it draws "
                "a card and gains a coin. You still want Frogs and Rabbits: the smallest group multiplies.",
                "initiate polliwog_initiate": "A Frog: once tucked it opens your Frog group. In this kit it moves "
                "your Adventurer (lesson 3). You still want Crows and Rabbits: the smallest group multiplies.",
            },
            teaches=["setup"],
        ),
        Expect(
            "**Your first turn: two Main Actions** (rulebook: Turn Sequence). Each one either plays a card from "
            "your hand, paying its cost in coins, or activates a Starter or Villager of yours. First, play one "
            "of your three Villagers (1 coin each).",
            ["play hare_peddler", "play magpie_sorter", "play tadpole_scout"],
            feedback={
                "activate warren": NOT_YET,
                "play hand_cart": NOT_YET,
                "play burrow_bank": NOT_YET,
                "activate lilypad": "Allowed: in this kit it moves your Adventurer, which lesson 3 teaches. Play a "
                "Villager for now.",
                "activate nest": "Allowed: in this kit the Nest looks at the top of the deck, which the next "
                "lesson teaches. Play a Villager for now.",
            },
            outcomes={
                "play hare_peddler": "A Rabbit. " + VILLAGER_PLAYED.format("Rabbits"),
                "play magpie_sorter": "A Crow. " + VILLAGER_PLAYED.format("Crows"),
                "play tadpole_scout": "A Frog. " + VILLAGER_PLAYED.format("Frogs"),
            },
            teaches=["turn"],
        ),
        Expect(
            "Second Main Action: activate your Warren (a Starter: free to use), or play Hand Cart (Gear, 1 coin) "
            "or Burrow Bank (a Building, 3 coins).",
            ["activate warren", "play hand_cart", "play burrow_bank"],
            outcomes={
                "activate warren": "In this kit the Warren gains you 1 coin. Both actions are spent, so your turn "
                "ends and Seat 1 plays.",
                "play hand_cart": "Gear goes in your top row. Tucked later, it scores with your enchanted "
                "Buildings. Your turn ends and Seat 1 plays.",
                "play burrow_bank": "Buildings go in your bottom row; Supplies put on it later score a point each. "
                "You could enchant it now with your token (lesson 4).",
            },
            teaches=["turn"],
        ),
    ],
)


# --- 2. a turn and the card effects ---------------------------------------------------------------

TURN_TABLE = spec(
    {
        "coins": 0,
        "species": "rabbit",
        "hand": ["Hare Peddler", "Rook Courier"],
        "villagers": [{"code": "Kit Initiate", "supply": 1}, {"code": "Jackdaw Clerk", "supply": 1}],
    }
)

CONSIDER_TABLE = spec(
    {"coins": 0, "villagers": ["Raven Postmaster"]},
    deck=deck("Frog Wizard", "Tadpole Scout", "Hare Peddler", "Rook Courier", "Magpie Sorter"),
)

COST_TABLE = spec(
    {
        "coins": 0,
        "hand": ["Tadpole Scout"],
        "villagers": [
            {"code": "Night Watch Crow", "supply": 1},
            {"code": "Kit Prefect", "supply": 1},
            "Warren Steward",
            "Carrion Auctioneer",
        ],
    }
)

SUPPLY_KEPT = "{} gets a Supply. A card with a Supply on it is not tucked at the end of your turn."

TURN = Lesson(
    id="turn",
    game=GAME,
    title="A turn and card effects",
    summary="Main Actions and Free Actions, the end of a turn, and the words cards are written in: Gain, "
    "Draw, Tuck, Trash, Consider, costs and activations by an effect.",
    sections=[
        "turn",
        "actions.play",
        "actions.activate",
        "actions.free",
        "turn.end",
        "turn.tuck",
        "effects.gain",
        "effects.draw",
        "effects.tuck",
        "effects.consider",
        "effects.cost",
        "effects.activate",
        "effects.supply",
    ],
    steps=[
        Setup(
            scenario=TURN_TABLE,
            text="**Two Main Actions** (rulebook: Turn Sequence), the same kind twice or one of each, but they "
            "never activate the same card twice. To **activate**, carry out a card's text in order: a Starter "
            "costs nothing, a Villager gives up one Supply and cannot be activated once empty. Gear and "
            "Buildings are never activated. A Villager marked **Free Action**, like Jackdaw Clerk, is activated "
            "only by a Free Action: at any moment of your turn, once a turn, for a Supply.",
            teaches=["turn", "turn.activate", "turn.free_action"],
        ),
        Expect(
            "First Main Action: activate a card.",
            ["activate kit_initiate", "activate warren"],
            feedback={
                "free jackdaw_clerk": "Allowed, a Free Action fits at any moment. Here, spend a Main Action first.",
                "activate jackdaw_clerk": "Jackdaw Clerk is marked Free Action, so no Main Action can activate it "
                "(rulebook: Free Action).",
            },
            outcomes={
                "activate kit_initiate": "+2 coins (its Gain 2 in this kit). It gave up its last Supply: it is empty.",
                "activate warren": "+1 coin (the Warren's effect in this kit). A Starter has no Supplies and never "
                "runs out.",
            },
            teaches=["turn.activate"],
        ),
        Expect(
            "Second Main Action: **play** a card (rulebook: Main Action: Play a card). It goes in its row "
            "(Villagers in the middle) with as many Supplies as its Supply Value.",
            ["play hare_peddler", "play rook_courier"],
            outcomes={
                "play hare_peddler": "Hare Peddler (Gain 3 in this kit) arrives with 2 Supplies.",
                "play rook_courier": "Rook Courier (Draw 2, Gain 1 in this kit) arrives with 2 Supplies.",
            },
            teaches=["turn.play"],
        ),
        Expect(
            "Main Actions spent. Use Jackdaw Clerk's Free Action (draw a card), or end your turn. At the end, an "
            "Adventurer that reached the end of a path goes Home (lesson 3), then each Villager or Gear of yours "
            "with no Supply left is tucked, one at a time.",
            ["end", "free jackdaw_clerk"],
            outcomes={
                "end": "Turn over: Kit Initiate, if you emptied it, was tucked; Jackdaw Clerk kept its Supply "
                "and stays.",
                "free jackdaw_clerk": "You drew a card and the turn ended; Jackdaw Clerk, now empty, was tucked.",
            },
            teaches=["turn.end", "turn.free_action"],
        ),
        Setup(
            scenario=CONSIDER_TABLE,
            text="**Card effects** (rulebook: Card Effects) happen in the order printed, as far as they can. "
            "**Gain**: coins from the Reserve. **Draw**: cards from the top of the deck. **Tuck**: face down "
            "under your score card, never looked at again. **Trash**: face up on the Trash pile, in the order "
            "you pick; anyone may look through it but nobody reorders it. **Consider**: look at the top cards "
            "in secret, do the listed Draw, Tuck or Trash with them, and put the rest back on top in the order "
            "you choose.",
            teaches=["effects", "effects.gain", "effects.draw", "effects.tuck", "effects.trash", "effects.consider"],
        ),
        Expect(
            "Activate Raven Postmaster, in this kit *Consider 4: Draw 2, Trash 1. Gain 1*.",
            ["activate raven_postmaster"],
            success="You see the top 4 cards.",
            teaches=["effects.consider"],
        ),
        Expect(
            "Keep a first card: Frog Wizard or Hare Peddler.",
            ["draw frog_wizard", "draw hare_peddler"],
            outcomes={
                "draw frog_wizard": "Frog Wizard is yours. Hare Peddler, if passed over, goes back on top for "
                "the next draw: perhaps Seat 1's.",
                "draw hare_peddler": "Hare Peddler is yours. Frog Wizard, if passed over, goes back on top for "
                "the next draw: perhaps Seat 1's.",
            },
            teaches=["effects.consider"],
        ),
        Expect(
            "Keep Rook Courier as your second card.",
            ["draw rook_courier"],
            success="Two kept: the Draw 2 is done.",
            teaches=["effects.consider"],
        ),
        Expect(
            "Trash Tadpole Scout.",
            ["trash tadpole_scout"],
            success="It lies face up on the Trash. The last card went back on top of the deck (you order them "
            "when more are left), then Gain 1 paid a coin.",
            teaches=["effects.consider", "effects.trash"],
        ),
        Ask(
            "Had the deck held only 3 cards, what would Raven Postmaster's Consider have done?",
            ["Look at all 3, draw 2, trash the last", "Nothing: it needs 4 cards", "Draw 2 and put the third back"],
            answer=0,
            explanation="Consider does as much as it can, in the order listed: both Draws, then the Trash takes "
            "the last card.",
            feedback={
                "Nothing: it needs 4 cards": "A short deck does not cancel Consider: you look at what is there "
                "and do as much as you can (rulebook: Card Effects, Consider).",
                "Draw 2 and put the third back": "The Trash comes before anything goes back: it takes the third "
                "card (rulebook: Card Effects, Consider).",
            },
            teaches=["effects.consider"],
        ),
        Setup(
            scenario=COST_TABLE,
            text="**Costs** (rulebook: Card Effects). An effect written *Cost: effect* happens only if you pay: "
            "when you can, you must; when you cannot, skip it and go on. The card still gives up its Supply.",
            teaches=["effects"],
        ),
        Expect(
            "Free Action with your one card. In this kit, Night Watch Crow tucks it (then Gain 1); Kit Prefect's "
            "cost trashes it (then Gain 2).",
            ["free night_watch_crow", "free kit_prefect"],
            outcomes={
                "free night_watch_crow": "Tadpole Scout lies tucked, secret even from you, and will score as a "
                "Frog. +1 coin.",
                "free kit_prefect": "Tadpole Scout lies face up on the Trash: the cost is paid, so +2 coins.",
            },
            teaches=["effects.tuck", "effects.trash"],
        ),
        Expect(
            "Main Action: activate Warren Steward (in this kit it activates your Warren, then adds a Supply).",
            ["activate warren_steward"],
            success="+1 coin from the Warren. Activated by an effect, a card spends no Supply and keeps its own "
            "Main Action free; an effect may even activate an empty Villager.",
            teaches=["effects"],
        ),
        Expect(
            "Its second effect: add a Supply to any of your Villagers, even an empty one.",
            [
                "supply night_watch_crow",
                "supply kit_prefect",
                "supply warren_steward",
                "supply carrion_auctioneer",
            ],
            outcomes={
                "supply night_watch_crow": SUPPLY_KEPT.format("Night Watch Crow"),
                "supply kit_prefect": SUPPLY_KEPT.format("Kit Prefect"),
                "supply warren_steward": SUPPLY_KEPT.format("Warren Steward"),
                "supply carrion_auctioneer": SUPPLY_KEPT.format("Carrion Auctioneer"),
            },
            teaches=["effects"],
        ),
        Expect(
            "Last Main Action: the Warren again, or Carrion Auctioneer (in this kit *Trash 1 card from your hand: "
            "Gain 4. Draw 1*) with an empty hand.",
            ["activate carrion_auctioneer", "activate warren"],
            outcomes={
                "activate carrion_auctioneer": "No card to pay with: Gain 4 is skipped, Draw 1 still happens, and "
                "the Auctioneer lost a Supply anyway.",
                "activate warren": "+1 coin: being activated by an effect did not use up the Warren's Main Action.",
            },
            teaches=["effects", "turn.activate"],
        ),
        Say(
            "And two limits that do not exist (rulebook: Things to Remember): hold as many cards as you like, "
            "and keep as many in play as you like.",
            teaches=["remember"],
        ),
    ],
)


LESSONS: tuple[Lesson, ...] = (QUICK_START, TURN)
