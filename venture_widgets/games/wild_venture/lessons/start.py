"""The first lessons of A Wild Venture: from the goal to a whole turn and the card effects."""

from __future__ import annotations

from ....core.record import make_record
from ....tutor.model import Ask, Do, Expect, Lesson, Say, Setup
from .common import GAME, deck, spec

SETUP = Lesson(
    id="setup",
    game=GAME,
    title="Goal and setup",
    summary="What you are after, what is on the table, and how a game of A Wild Venture starts.",
    sections=["setup", "setup.initiate", "turn"],
    steps=[
        Setup(
            record=make_record(GAME, 2, 3, {"first_player": 0}, []),
            text="**Welcome to A Wild Venture**, a duel for exactly two players. This is a real table right after "
            "it was dealt, seen from seat 0: you.\n\n"
            "You build a little village in front of you. Villagers do things when you activate them, Gear "
            "rewards whoever sets it off, Buildings react to what you do. Cards that run out of Supplies are "
            "**tucked** face down under your score card, and at the end those tucked cards (plus the Supplies "
            "sitting on your Buildings) are what you score (rulebook: Overview).",
        ),
        Say(
            "**The table** (rulebook: Setup). The Adventure board lies in the middle, Spring side up for a first "
            "game. A few tokens wait on marked spaces: a Gold Chest, two +5 tokens, three Nest tokens and two "
            "pairs of Enchantment tokens; the last pair is split, one for each player.\n\n"
            "The deck is the Core deck shuffled with one Theme deck (Academy for a first game). Everyone starts "
            "with **5 coins**, the three Starter cards (Nest for the Crows, Lilypad for the Frogs, Warren for "
            "the Rabbits) and **5 cards** in hand. Coins on your card rows are called **Supplies**: the same "
            "tokens, a different job."
        ),
        Ask(
            "How many coins does each player begin with?",
            ["2", "3", "5", "8"],
            answer=2,
            explanation="Five coins each. Look at the coin counters on the table.",
            feedback={
                "2": "Two is the number of Supplies an Initiate starts with; each player's own coins are 5 "
                "(rulebook: Setup).",
                "3": "Three is how many Starter cards everyone has; the coins are 5 (rulebook: Setup).",
                "8": "Eight is the opening hand of An Even Wilder Venture, not a number of coins; every game starts "
                "with 5 coins each (rulebook: Setup).",
            },
        ),
        Ask(
            "Which three Starter cards does everybody have?",
            ["Nest, Lilypad and Warren", "Crow, Frog and Rabbit Initiates", "Three random cards of the deck"],
            answer=0,
            explanation="Nest (Crow), Lilypad (Frog) and Warren (Rabbit). They start on their basic side and can "
            "later be flipped to a stronger upgraded side.",
            feedback={
                "Crow, Frog and Rabbit Initiates": "The Initiates are Villagers, laid out for the players to pick "
                "from: each player takes just one (rulebook: Setup).",
                "Three random cards of the deck": "Starters are not drawn: every player gets the same three, one per "
                "species (rulebook: Setup).",
            },
        ),
        Say(
            "**Initiates.** Three Initiate Villagers lie open, one per species. The starting player is drawn at "
            "random, and to make up for it the **other** player chooses an Initiate first. Each player takes the "
            "Adventurer of the same species, puts the Initiate in their Villager row with 2 Supplies on it, and "
            "places that Adventurer on Home. The Initiate nobody took goes face up into the Trash.\n\n"
            "Here you start, so seat 1 chooses first."
        ),
        Do(["initiate kit_initiate"], text="Seat 1 takes the Kit Initiate (a Rabbit) and the Rabbit Adventurer."),
        Expect(
            "Your turn to choose: take one of the two Initiates that are left.",
            ["initiate fledgling_initiate", "initiate polliwog_initiate"],
            success="It sits in your Villager row with 2 Supplies, and your Adventurer stands on Home. "
            "The last Initiate went to the Trash.",
        ),
        Ask(
            "Where did the Initiate that nobody chose end up?",
            ["Back in the box", "Face up in the Trash", "Shuffled into the deck"],
            answer=1,
            explanation="Face up in the Trash. The Trash is open: anybody may look through it, without changing "
            "its order.",
            feedback={
                "Back in the box": "It stays in the game: the Initiate nobody picked goes face up onto the Trash "
                "(rulebook: Setup).",
                "Shuffled into the deck": "It never joins the deck; it lies face up on the Trash, where a Ruby Chest "
                "can find it later (rulebook: Setup).",
            },
        ),
        Say(
            "**How play goes** (rulebook: Overview and Turn Sequence). Players alternate turns. On a turn you "
            "take **two Main Actions** (play a card from hand, or activate a Starter or Villager) and as many "
            "**Free Actions** as you can. When the deck runs dry the game soon ends and the tucked cards are "
            "scored. The next lessons take each part in turn."
        ),
        Expect(
            "Start your first turn: activate your Warren (it gives you coins).",
            ["activate warren"],
            feedback={
                "activate nest": "Allowed, and a fine move later: the Nest looks at cards of the deck. For now "
                "try the Warren.",
            },
            success="Your Warren paid you a coin. Every Starter can be activated without spending anything.",
        ),
    ],
)


# --- 2. a turn -------------------------------------------------------------------------------------

TURN = Lesson(
    id="turn",
    game=GAME,
    title="A turn",
    summary="Two Main Actions (play a card, activate a card), Free Actions at any moment, and the end of "
    "the turn, when empty cards are tucked.",
    sections=["turn", "actions.play", "actions.activate", "actions.free", "turn.end", "turn.tuck", "effects.gain"],
    steps=[
        Setup(
            scenario=spec(
                {
                    "coins": 3,
                    "hand": ["Hare Peddler", "Sorting Office"],
                    "villagers": [{"code": "Kit Initiate", "supply": 1}, "Jackdaw Clerk", "Kit Errand-Runner"],
                }
            ),
            text="**Your turn** (rulebook: Turn Sequence). You have 3 coins, two cards in hand and three "
            "Villagers: your Kit Initiate (1 Supply left), Jackdaw Clerk and Kit Errand-Runner. The two last "
            "ones carry the words *Free Action*.\n\n"
            "A turn is **two Main Actions**, in any mix: *play a card* or *activate a card*. Free Actions come "
            "on top, as many as you like, before, between or after them.",
        ),
        Say(
            "**Activating** (rulebook: Main Action: Activate a card). Pick one of your Starters or Villagers and "
            "carry out its text from top to bottom. Starters cost nothing to activate. A Villager gives up one "
            "of its Supplies each time, back to the Reserve; with none left it cannot be activated this way. "
            "Gear and Buildings are never activated."
        ),
        Expect(
            "Activate your Kit Initiate for 2 coins, using its very last Supply.",
            ["activate kit_initiate"],
            feedback={
                "activate warren": "Allowed (Starters are free to activate), but this step wants the Kit Initiate.",
            },
            success="You took 2 coins (5 now) and the Kit Initiate is empty. That was your first Main Action.",
        ),
        Say(
            "**Free Actions** (rulebook: the Free Action for Villagers). A Villager "
            "marked *Free Action* is activated without spending a Main Action, still paying 1 Supply. Each such "
            "Villager works once per turn this way."
        ),
        Expect(
            "Use a Free Action now: activate Jackdaw Clerk to draw a card.",
            ["free jackdaw_clerk"],
            success="You drew a card and still have one Main Action left.",
        ),
        Say(
            "**Playing a card** (rulebook: Main Action: Play a card). Pay the cost shown on the card in coins, "
            "then put it in its row: Buildings at the bottom beside your Starters, Villagers in the middle, Gear "
            "on top. A Villager or Gear card arrives with as many Supplies as its Supply Value."
        ),
        Expect(
            "Spend your second Main Action on playing Hare Peddler (cost 1).",
            ["play hare_peddler"],
            feedback={
                "activate kit_initiate": "Not possible: the Kit Initiate has no Supply left, and a Main Action may "
                "activate a card only once per turn anyway.",
                "play sorting_office": "Allowed, you can afford it now, but this step plays the Hare Peddler.",
            },
            success="Hare Peddler is in your Villager row with 2 Supplies, ready for a later turn.",
        ),
        Expect(
            "Both Main Actions are spent. Kit Errand-Runner could still give a coin as a Free Action, but end "
            "your turn now.",
            ["end"],
            feedback={
                "free kit_errand_runner": "Allowed: Free Actions may come after the Main Actions too. Here, just "
                "end the turn to see what happens then.",
            },
            success="Look at the log: your empty Kit Initiate was tucked, then seat 1's turn began.",
        ),
        Ask(
            "Why was the Kit Initiate tucked under your score card?",
            [
                "Initiates are always tucked after one turn",
                "It had no Supplies left when your turn ended",
                "You chose to tuck it",
            ],
            answer=1,
            explanation="At the end of your turn, every Villager and Gear card of yours with no Supplies is "
            "tucked, one by one (rulebook: End of Turn). Tucked Villagers score at the end of the game.",
            feedback={
                "Initiates are always tucked after one turn": "An Initiate is an ordinary Villager: with a Supply "
                "left on it, it would have stayed in play (rulebook: End of Turn).",
                "You chose to tuck it": "You did not choose: at the end of your turn every Villager and Gear card of "
                "yours with no Supplies is tucked (rulebook: End of Turn).",
            },
        ),
        Ask(
            "Could you have activated your Warren twice in one turn with both Main Actions?",
            ["Yes, Starters are free", "No, a Main Action cannot pick the same card twice in a turn"],
            answer=1,
            explanation="Two Main Actions may both activate, but never the same card.",
            feedback={
                "Yes, Starters are free": "Starters cost no Supply, but the limit still holds: your two Main Actions "
                "may not activate one card twice (rulebook: Main Action: Activate a card).",
            },
        ),
    ],
)


# --- 3. card effects ------------------------------------------------------------------------------

EFFECTS = Lesson(
    id="effects",
    game=GAME,
    title="Card effects",
    summary="Gain, Draw, Tuck, Trash and Consider; effects with a cost; effects that activate other cards "
    "or add Supplies.",
    sections=[
        "effects.gain",
        "effects.draw",
        "effects.tuck",
        "effects.trash",
        "effects.consider",
        "effects.cost",
        "effects.activate",
        "effects.supply",
    ],
    steps=[
        Setup(
            scenario=spec(
                {"coins": 2, "villagers": ["Raven Postmaster"]},
                deck=deck("Frog Wizard", "Tadpole Scout", "Hare Peddler", "Rook Courier", "Magpie Sorter"),
            ),
            text="**Card Effects.** A card's effects are carried out in the order they are printed, as far as "
            "they can go. The basic words: *Gain X* takes coins from the Reserve; *Draw X* takes the top cards "
            "of the deck; *Tuck* puts a card face down under your score card (nobody may look at tucked cards); "
            "*Trash X* puts cards face up on the Trash pile, in the order you like.\n\n"
            "Your Raven Postmaster reads **Consider 4: Draw 2, Trash 1. Gain 1**: the very example the "
            "rulebook uses for Consider. You secretly look at the deck's top 4, keep 2, trash 1, and put the "
            "rest back on top.",
        ),
        Expect("Activate Raven Postmaster.", ["activate raven_postmaster"], success="You are looking at 4 cards."),
        Expect(
            "Draw Frog Wizard, the strongest of the four.",
            ["draw frog_wizard"],
            hint="The Draw choices come first, then the Trash one.",
            success="One card kept.",
        ),
        Expect("Draw Hare Peddler as the second card.", ["draw hare_peddler"], success="Two cards kept."),
        Expect(
            "Now trash one of the two left: get rid of Tadpole Scout.",
            ["trash tadpole_scout"],
            success="Rook Courier, the only card left, went back on top of the deck, and then the Postmaster's "
            "Gain 1 paid you a coin.",
        ),
        Setup(
            scenario=spec(
                {"coins": 2, "villagers": ["Raven Postmaster"]},
                deck=deck("Frog Wizard", "Tadpole Scout", "Hare Peddler"),
            ),
            text="**A short deck** (rulebook: Card Effects, Consider). Same Villager, but only 3 cards remain in "
            "the deck. Consider looks at what there is and does as much as it can, in order.",
        ),
        Expect("Activate Raven Postmaster again.", ["activate raven_postmaster"]),
        Expect("Draw Frog Wizard.", ["draw frog_wizard"]),
        Expect(
            "Draw Hare Peddler.",
            ["draw hare_peddler"],
            success="Only Tadpole Scout was left, so the Trash 1 took it and nothing went back.",
        ),
        Ask(
            "With Consider 4: Draw 2, Trash 1 and only 3 cards in the deck, what happened?",
            ["Nothing: the effect needs 4 cards", "Draw 2 and Trash 1, nothing returned", "Draw 3"],
            answer=1,
            explanation="You looked at all 3, drew 2 and trashed the last one.",
            feedback={
                "Nothing: the effect needs 4 cards": "A short deck does not cancel Consider: you look at what there "
                "is and carry out as much as you can, in order (rulebook: Card Effects).",
                "Draw 3": "Consider never draws more than it says: you drew 2, and the Trash 1 took the third "
                "(rulebook: Card Effects).",
            },
        ),
        Setup(
            scenario=spec(
                {
                    "coins": 0,
                    "hand": [],
                    "villagers": ["Carrion Auctioneer", "Lop-Eared Lender", "Jackrabbit Trader"],
                }
            ),
            text="**Effects with a cost** (rulebook: Card Effects). Some effects ask for a payment first, "
            "coins or cards from your hand. If you can pay, you must, and then the effect happens. If you "
            "cannot, that effect is simply skipped and you go on with the next one. You may still activate the "
            "card, and it still loses its Supply.\n\n"
            "You have no coins and no cards. Carrion Auctioneer reads *Trash 1 card from your hand: Gain 4. "
            "Draw 1*.",
        ),
        Expect(
            "Activate Carrion Auctioneer anyway.",
            ["activate carrion_auctioneer"],
            success="With an empty hand you could not pay, so no Gain 4; the Draw 1 still happened and the "
            "Auctioneer lost a Supply.",
        ),
        Expect(
            "Lop-Eared Lender is a Free Action: *Pay 2 coins: Tuck 1 card from your hand and Draw 1*. Try it "
            "with your 0 coins.",
            ["free lop_eared_lender"],
            success="Skipped: no coins to pay. It still spent a Supply, so think before activating a card whose "
            "cost you cannot meet.",
        ),
        Expect(
            "Now activate Jackrabbit Trader: *Trash 1 card from your hand: Gain 4. Adventure 2*. You hold one "
            "card, so you must pay with it.",
            ["activate jackrabbit_trader"],
            success="Your only card went to the Trash and paid for Gain 4. Next comes its Adventure 2.",
        ),
        Expect(
            "Move one space, west to Bramble Gate (the Adventure lesson explains the board).",
            ["move w1"],
        ),
        Expect(
            "Stop here and claim the space's reward.",
            ["stop"],
            success="Your second Main Action is spent, so the turn ends.",
        ),
        Setup(
            scenario=spec(
                {
                    "coins": 1,
                    "hand": ["Hare Peddler", "Tadpole Scout"],
                    "villagers": ["Warren Steward", {"code": "Night Watch Crow", "supply": 1}],
                }
            ),
            text="**Effects that activate or add Supplies.** Warren Steward reads *Activate your Warren. Add 1 "
            "Supply to one of your Villagers*. A card activated by an effect uses no Supply and does not count "
            "as your once-per-turn activation (rulebook: Main Action: Activate a card).",
        ),
        Expect(
            "Activate Warren Steward.",
            ["activate warren_steward"],
            success="Your Warren was activated by the effect (a coin for you), and now you choose the Villager "
            "that receives a Supply.",
        ),
        Expect(
            "Give the Supply to Night Watch Crow, which has only one left.",
            ["supply night_watch_crow"],
            feedback={"supply warren_steward": "Allowed, but Night Watch Crow needs it more: it has 1 Supply."},
            success="Night Watch Crow now has 2 Supplies.",
        ),
        Expect(
            "You may still activate the Warren with a Main Action: being activated by an effect did not use it "
            "up. Do that.",
            ["activate warren"],
            success="Another coin. Activations by effects never count against your limits.",
        ),
        Expect(
            "Night Watch Crow is a Free Action: *Tuck 1 card from your hand. Gain 1*. Activate it.",
            ["free night_watch_crow"],
        ),
        Expect(
            "Tuck Tadpole Scout from your hand.",
            ["tuck tadpole_scout"],
            success="It lies face down under your score card and will count as a Frog Villager at the end. "
            "Then came the Gain 1.",
        ),
    ],
)


# --- 4. adventuring -------------------------------------------------------------------------------


LESSONS: tuple[Lesson, ...] = (SETUP, TURN, EFFECTS)
