"""The later lessons of A Wild Venture: adventuring, Gear and Buildings, the end and the variants."""

from __future__ import annotations

from ....core.record import make_record
from ....tutor.model import Ask, Do, Expect, Lesson, Say, Setup
from .common import GAME, Move, deck, example_steps, spec

_WEST = "adventure_west"

ADVENTURE = Lesson(
    id="adventure",
    game=GAME,
    title="Adventuring",
    summary="Moving your Adventurer (the rulebook's trip towards the Mystery Forest), rewards, Starter "
    "rewards, chests at the end of a path, and the paths with costs of the Autumn side.",
    sections=[
        "adventure.move",
        "adventure.reward",
        "rewards.starter",
        "adventure.chest_home",
        "turn.return_home",
        "rewards.iron_chest",
        "adventure.path_cost",
        "adventure.cannot_move",
        "effects.trash",
    ],
    steps=[
        *example_steps(
            _WEST,
            "**Adventuring** (rulebook: Adventuring). *Adventure X* moves your Adventurer up to X spaces along "
            "the board's paths, at least 1 if it can. Leaving Home you pick any path; after that you only ever "
            "move forward, away from Home. Both Adventurers may share a space.\n\n"
            "This replays the rulebook's trip west towards the Mystery Forest. The Mighty Joe reads "
            "*Adventure 3*.",
            [
                Move("Activate The Mighty Joe.", success="Now choose the way out of Home."),
                Move(
                    "Head west, towards the Mystery Forest.",
                    feedback={
                        "move n1": "Allowed: every path from Home is open. The example goes west.",
                        "move e1": "Allowed: every path from Home is open. The example goes west.",
                    },
                ),
                Move(
                    "You could stop after one space and take its reward. Carry on instead.",
                    feedback={"stop": "Allowed (you may always stop early), but the example keeps going."},
                ),
                Move(
                    "You stand on a junction: two ways lead on. Take the northern one, to the Mystery Forest.",
                    feedback={
                        "move ws1": "That is the southern branch; the example takes the northern one.",
                        "stop": "Allowed, but the example keeps going.",
                    },
                    success="Three spaces: the movement is over. Only the space where you stop gives its reward.",
                ),
                [
                    Say(
                        "**Rewards** (rulebook: Claiming a Reward). After moving you claim the reward of the space "
                        "where you stopped, never of the spaces you passed. Gain and Draw spaces work like the "
                        "card effects. A Warren, Lilypad or Nest space lets you choose: activate that Starter "
                        "now, or flip it to its upgraded side for good."
                    )
                ],
                Move(
                    "The Mystery Forest shows a Lilypad. Upgrade your Lilypad: it will move you 2 spaces instead of 1.",
                    feedback={"activate lilypad": "Allowed: you would move one more space right now. Upgrade it."},
                    success="Your Lilypad is flipped to its upgraded side.",
                ),
                Move(
                    "Spend your second Main Action on the upgraded Lilypad.",
                    success="You must now choose between the two ways on from the Mystery Forest: it is a "
                    "junction too.",
                ),
            ],
        ),
        Expect(
            "Take the way to the Toadstool Ring (Draw 2) and stop there.",
            ["move wb1"],
            feedback={"move wa1": "Allowed; the other branch leads to an Owl Hollow with a +5 token. Take wb1."},
        ),
        Expect(
            "You may go one more space, to a Ruby Chest; stop here instead.",
            ["stop"],
            success="You drew 2 cards, and with both Main Actions spent your turn ended.",
        ),
        Setup(
            scenario=spec({"coins": 0, "hand": ["Hare Peddler"], "villagers": ["Pond Skater"], "position": "Beehives"}),
            text="**The end of a path** (rulebook: Claiming tokens). Every path ends at a Chest. An Adventurer "
            "that stops there walks back Home at the end of that turn. Your Adventurer is one space before the "
            "Lighthouse Locker, an Iron Chest at the end of the east path.",
        ),
        Expect(
            "Activate your Lilypad (Adventure 1).",
            ["activate lilypad"],
            success="Only one way leads on, so your Adventurer went straight to the chest.",
        ),
        Say(
            "**The Iron Chest** (rulebook: Claiming a Reward) lets you pick one of three things: put a card of "
            "your hand under your score card; give a Villager of yours one more Supply; or look at the top 3 "
            "cards, keep 1 and trash the other 2 (Consider 3)."
        ),
        Expect(
            "Add a Supply to your Pond Skater.",
            ["chest supply"],
            feedback={
                "chest tuck": "Allowed: tucking Hare Peddler would count for Rabbits at the end. Here, take the Supply."
            },
            success="Pond Skater has 3 Supplies now.",
        ),
        Expect(
            "Pond Skater is a Free Action: *Adventure 1*. Try it.",
            ["free pond_skater"],
            success="Nothing moved: an Adventurer at the end of a path cannot go any further, so no reward "
            "either (rulebook: Adventuring).",
        ),
        Expect("Use your second Main Action on the Warren.", ["activate warren"]),
        Ask(
            "Your turn is over. Where is your Adventurer now?",
            ["At the Lighthouse Locker", "Back on Home", "One space back"],
            answer=1,
            explanation="It returned Home as your turn ended, ready to set off down any path next time.",
            feedback={
                "At the Lighthouse Locker": "It stopped on a Chest at the end of a path, so it went back Home as "
                "your turn ended (rulebook: End of Turn).",
                "One space back": "Adventurers never step backwards: one at the end of a path returns all the way "
                "Home when the turn ends (rulebook: End of Turn).",
            },
        ),
        *example_steps(
            "autumn_pay_path",
            "**The Autumn side** (rulebook: Adventuring). Some paths of the Autumn board carry a price: pay "
            "coins, or trash cards from your hand, before you step onto the next space. If you cannot pay, that "
            "way is closed to you.\n\n"
            "You stand at Rookery Ridge with 1 coin. Stepping north-east, onto an Iron Chest, costs 1 coin.",
            [
                Move("Activate your Lilypad (Adventure 1)."),
                Move(
                    "Pay 1 coin and step north-east onto the Iron Chest.",
                    feedback={"move es1": "Allowed and free, but this step takes the paid path."},
                    success="You paid your coin and claimed the Iron Chest at the end of the step.",
                ),
            ],
        ),
        Expect(
            "Choose the chest's Consider 3: Draw 1, Trash 2.",
            ["chest consider"],
            feedback={"chest tuck": "Allowed, but your hand is empty: nothing would be tucked."},
        ),
        Expect("Draw Rook Courier.", ["draw rook_courier"]),
        Expect(
            "Trash Magpie Sorter.",
            ["trash magpie_sorter"],
            success="The second Trash had only Jackdaw Clerk left to take: three cards looked at, all used up.",
        ),
        Setup(
            scenario=spec(
                {"coins": 0, "hand": ["Hare Peddler", "Tadpole Scout"], "position": "Mystery Forest Edge"},
                board="autumn",
            ),
            text="**A path that costs a card.** On the Autumn side, from the edge of the Mystery Forest, one way "
            "costs 1 coin and the other 1 card from your hand. You have no coins but two cards.",
        ),
        Expect(
            "Activate your Lilypad.",
            ["activate lilypad"],
            success="Only the card-paying way is open to you, so it was taken. Which card do you give up?",
        ),
        Expect(
            "Trash Tadpole Scout to pay for the step.",
            ["trash tadpole_scout"],
            feedback={"trash hare_peddler": "Allowed, but keep the Hare Peddler this time."},
            success="You paid with a card and reached Chestnut Grove, where a +5 token waited.",
        ),
        *example_steps(
            "cannot_move",
            "**When you cannot move** (rulebook: Adventuring). You stand at that same fork with no coins and no "
            "cards at all, and both ways cost something.",
            [
                Move(
                    "Activate your Lilypad anyway.",
                    success="Your Adventurer could not move, so there was no reward. Apart from that case, and "
                    "standing at the end of a path, an Adventure always moves at least one space.",
                )
            ],
        ),
    ],
)


# --- 5. the detailed adventure example ------------------------------------------------------------

DETAILED = Lesson(
    id="detailed_adventure",
    game=GAME,
    title="The detailed Adventure example",
    summary="Frog Wizard turns Gain rewards into Draw rewards; The Mighty Joe reaches a Gold Chest, which "
    "activates Frog Wizard again without using a Supply.",
    sections=["adventure.move", "adventure.reward", "rewards.gold_chest", "effects.activate"],
    steps=[
        *example_steps(
            "detailed_adventure",
            "**The detailed example** (rulebook: Detailed Adventure example). Your Adventurer is on the first "
            "space of the long northern lane. Frog Wizard (2 Supplies) reads *Adventure 3*, and while it is "
            "adventuring every **Gain** reward becomes a **Draw** reward of the same size. The Mighty Joe "
            "(2 Supplies) is a plain *Adventure 3*. You already own a moon Enchantment token.",
            [
                Move(
                    "Activate Frog Wizard with a Main Action.",
                    success="It lost a Supply (1 left). Only one way leads on, so the first step was taken at once.",
                ),
                Move(
                    "Go on to the junction.",
                    feedback={"stop": "Allowed, but the example walks to the junction."},
                ),
                Move(
                    "Left is a Gain 3 space, right a Gain 2. With Frog Wizard they become Draw 3 and Draw 2. "
                    "Take the left one.",
                    feedback={"move nr1": "Allowed: you would draw 2. The example goes left for 3."},
                    success="Draw 3 instead of Gain 3: three cards, no coins.",
                ),
                Move(
                    "A Main Action cannot activate Frog Wizard a second time this turn. Use The Mighty Joe instead.",
                    feedback={
                        "activate frog_wizard": "Not allowed: a Main Action may not activate the same card twice "
                        "in one turn.",
                    },
                    success="Joe lost a Supply and made his first step at once.",
                ),
                Move("Go on one more space: the Sunken Shrine holds a Gold Chest.", feedback={"stop": "Go one more."}),
                Move(
                    "Stop on the Gold Chest, after 2 of the 3 spaces.",
                    feedback={"move nl4": "Allowed, but the Gold Chest is what we came for."},
                ),
                [
                    Say(
                        "**The Gold Chest** lets you pick one of three things: tuck two cards of your hand; "
                        "activate a Villager of yours (free of charge); or look at the top 5 cards, draw 2 and "
                        "trash 3."
                    )
                ],
                Move(
                    "Choose to activate one of your Villagers.",
                    feedback={"chest tuck": "Allowed, but the example activates a Villager."},
                ),
                Move(
                    "Activate Frog Wizard. This is an effect, not a Main Action, so it is allowed, and no Supply "
                    "is removed.",
                    feedback={"activate the_mighty_joe": "Allowed, but Frog Wizard's Draw bonus is the point here."},
                    success="Frog Wizard still has 1 Supply. Its first step was taken at once.",
                ),
                Move(
                    "Step onto the Moonlit Pool, the Enchantment space.",
                    feedback={"stop": "Allowed, but walk on: the example uses all 3 spaces."},
                ),
                Move(
                    "You already own a moon token, so stopping here would earn nothing. Move the full third space.",
                    feedback={
                        "stop": "Allowed, but useless: a player never holds two tokens of one type, so the moon "
                        "token would stay on the space.",
                    },
                    success="Another Gain 3 turned into Draw 3. Both Main Actions are spent and your turn is over.",
                ),
            ],
        ),
        Ask(
            "How many Supplies are left on Frog Wizard?",
            ["0", "1", "2"],
            answer=1,
            explanation="One: only the Main Action took a Supply; the Gold Chest activation took none.",
            feedback={
                "0": "Only the Main Action cost a Supply; the Gold Chest activated it through an effect, which "
                "removes none (rulebook: Main Action: Activate a card).",
                "2": "Activating it with a Main Action did cost one Supply, so its 2 became 1 (rulebook: Main "
                "Action: Activate a card).",
            },
        ),
        Ask(
            "Why did the last reward give cards instead of coins?",
            [
                "Gold Chests turn coins into cards",
                "Frog Wizard was doing the adventuring",
                "The deck was running low",
            ],
            answer=1,
            explanation="The modifier belongs to Frog Wizard and works whenever Frog Wizard's Adventure is moving, "
            "however it was activated.",
            feedback={
                "Gold Chests turn coins into cards": "The Gold Chest only offered its three choices; turning Gain "
                "into Draw is Frog Wizard's own modifier (rulebook: Detailed Adventure example).",
                "The deck was running low": "How many cards the deck holds changes no reward: Frog Wizard's modifier "
                "turned the Gain into a Draw (rulebook: Detailed Adventure example).",
            },
        ),
    ],
)


# --- 6. rewards, tokens and chests ----------------------------------------------------------------

REWARDS = Lesson(
    id="rewards",
    game=GAME,
    title="Tokens and chests",
    summary="The +5, Nest and Gold Chest tokens, Enchantment tokens, and what the Gold and Ruby Chests offer.",
    sections=["adventure.tokens", "adventure.reward", "rewards.starter", "rewards.gold_chest", "rewards.ruby_chest"],
    steps=[
        Setup(
            scenario=spec({"coins": 0, "villagers": ["The Mighty Joe"], "position": "Post Road"}),
            text="**Tokens on the board** (rulebook: Claiming tokens). A token lying on a space replaces its "
            "printed reward: a +5 token gives 5 coins, a Nest token the Nest reward, the Gold Chest token a "
            "Gold Chest. Once claimed it leaves the game.\n\n"
            "You are at the Post Road junction of the east path. Ahead on the right: an Orchard (Gain 3) with "
            "a +5 token, then Beehives with a Nest token.",
        ),
        Expect("Activate The Mighty Joe.", ["activate the_mighty_joe"]),
        Expect(
            "Go right, to the Orchard.",
            ["move es1"],
            feedback={"move en1": "Allowed, but this step wants the Orchard."},
        ),
        Expect(
            "Stop on the Orchard.",
            ["stop"],
            feedback={"move es2": "Allowed, but the +5 token is here."},
            success="5 coins instead of 3, and the +5 token is gone from the board.",
        ),
        Expect(
            "Now activate your Lilypad (Adventure 1) to reach the Beehives.",
            ["activate lilypad"],
            success="The Nest token there gives the Nest reward: activate your Nest or upgrade it.",
        ),
        Expect(
            "Upgrade your Nest.",
            ["upgrade nest"],
            feedback={"activate nest": "Allowed, but flip it for a lasting gain."},
            success="Upgraded, the Nest reads *Consider 3: Draw 1, Tuck 1*.",
        ),
        Setup(
            scenario=spec(
                {
                    "coins": 0,
                    "hand": ["Hare Peddler", "Tadpole Scout"],
                    "villagers": ["Pond Skater"],
                    "position": "Post Road",
                },
                board_enchant={"Standing Stones": ["sun", "sun"], "Moonlit Pool": ["moon", "moon"]},
            ),
            text="**Enchantment tokens.** Stopping on an Enchantment space gives you one of its tokens, unless "
            "you already own that type (in your area or on a Building). The next space, Smugglers' Cave, is an "
            "Iron Chest covered by the Gold Chest token.",
        ),
        Expect(
            "Activate your Lilypad (Adventure 1).",
            ["activate lilypad"],
        ),
        Expect(
            "Take the left way, to the Standing Stones.",
            ["move en1"],
            success="You took a sun token. Buildings will use it later.",
        ),
        Expect(
            "Pond Skater (Free Action, Adventure 1) moves you to the Smugglers' Cave.",
            ["free pond_skater"],
            success="The Gold Chest token replaces the Iron Chest there.",
        ),
        Expect(
            "Take the Gold Chest's first option: tuck 2 cards from your hand.",
            ["chest tuck"],
        ),
        Expect(
            "Tuck Hare Peddler.",
            ["tuck hare_peddler"],
            feedback={"tuck tadpole_scout": "Allowed, the order does not matter much here; tuck Hare Peddler first."},
            success="Only Tadpole Scout remained, so it was tucked as the second card. The Smugglers' Cave ends "
            "its path: your Adventurer goes Home when the turn is over.",
        ),
        Setup(
            scenario=spec(
                {"coins": 0, "position": "Toadstool Ring"},
                trash=["Frog Wizard", "Postal Contract", "Kit Errand-Runner"],
            ),
            text="**The Ruby Chest** lets you pick one of three things: tuck three cards of your hand; pick any "
            "2 cards out of the Trash, tucking one and playing the other without paying; or look at the top 5 "
            "cards to tuck 1, draw 2 and trash 2. The Trash holds "
            "Frog Wizard, Postal Contract and Kit Errand-Runner, and you stand one step from the Witch's "
            "Cellar.",
        ),
        Expect("Activate your Lilypad.", ["activate lilypad"], success="You reached the Ruby Chest."),
        Expect(
            "Search the Trash.",
            ["chest search"],
            feedback={"chest tuck": "Allowed, but your hand is empty."},
        ),
        Expect("Take Frog Wizard.", ["take frog_wizard"]),
        Expect("Take Postal Contract.", ["take postal_contract"]),
        Expect(
            "Tuck the Postal Contract; the Frog Wizard is played for nothing.",
            ["tuck postal_contract"],
            feedback={"tuck frog_wizard": "Allowed: then the Postal Contract would be played instead."},
            success="Frog Wizard is in your Villager row with its 2 Supplies, and you paid no coins.",
        ),
    ],
)


# --- 7. Gear cards --------------------------------------------------------------------------------

GEAR = Lesson(
    id="gear",
    game=GAME,
    title="Gear cards and Relics",
    summary="Gear triggers pay whoever sets them off (the rulebook's Postal Contract example), board rewards "
    "count as Gain or Draw, and a Gear card's Relic resolves when it is tucked (the Generous Pension order).",
    sections=["gear.trigger", "gear.relic", "turn.tuck", "turn.end", "actions.play", "adventure.reward"],
    steps=[
        Setup(
            scenario=spec(
                {"coins": 3, "hand": ["Rook Courier", "Abacus Beads"], "gear": ["Postal Contract"]},
                {"coins": 5, "hand": ["Jackdaw Clerk"]},
                active=1,
                deck=deck("Magpie Sorter", "Raven Postmaster", "Tadpole Scout"),
            ),
            text="**Gear cards** (rulebook: Gear Cards) sit in the top row. They are never activated. Each "
            "names a condition; whenever **any** player meets it, one Supply leaves the Gear card and goes to "
            "the player who met it, as a coin.\n\n"
            "You own a Postal Contract: *when any player plays a Crow card*. It is seat 1's turn.",
        ),
        Do(["play jackdaw_clerk"], text="Seat 1 plays Jackdaw Clerk, a Crow."),
        Ask(
            "Who received the Supply from your Postal Contract?",
            ["You, its owner", "Seat 1, who played the Crow", "Nobody: it went to the Reserve"],
            answer=1,
            explanation="The player who met the condition gets the coin, even from the opponent's Gear.",
            feedback={
                "You, its owner": "Owning a Gear card does not pay you: its Supply goes to whoever met the "
                "condition, here seat 1 (rulebook: Gear Cards).",
                "Nobody: it went to the Reserve": "A triggered Gear card's Supply does not go back to the Reserve: "
                "it becomes a coin for the player who set it off (rulebook: Gear Cards).",
            },
        ),
        Do(["activate warren", "end"], text="Seat 1 activates its Warren and ends its turn."),
        Expect(
            "Your turn. Play Abacus Beads, a Gear card that pays out when any player plays Gear.",
            ["play abacus_beads"],
            success="No coin: a Gear card is not yet in play while you play it, so it cannot set itself off.",
        ),
        Expect(
            "Now play Rook Courier, a Crow Villager.",
            ["play rook_courier"],
            success="Your own Postal Contract paid you a Supply as a coin. Both Main Actions are spent, so your "
            "turn ended.",
        ),
        Setup(
            scenario=spec(
                {"coins": 0, "villagers": ["Pond Skater"], "position": "Home"},
                {"coins": 5, "gear": ["Hand Cart"]},
            ),
            text="**Rewards count too** (rulebook: Claiming a Reward). Gain and Draw spaces of the board are "
            "ordinary Gain and Draw effects for Gear and Buildings. Seat 1 owns a Hand Cart: *when any player "
            "claims a Gain reward*.",
        ),
        Expect("Activate your Lilypad.", ["activate lilypad"]),
        Expect(
            "Step onto Bramble Gate (Gain 2).",
            ["move w1"],
            feedback={"move n1": "Allowed, but Hedgerow Lane holds a Nest token, not a Gain."},
            success="You gained 2, and seat 1's Hand Cart gave you 1 more.",
        ),
        *example_steps(
            "generous_pension",
            "**Relics** (rulebook: End of Turn and Gear Cards). When your turn ends, each of your empty Villager "
            "and Gear cards is tucked, one at a time, in the order you choose. An empty Gear card first resolves "
            "its Relic.\n\n"
            "Your Generous Pension is empty (its Relic: *add 1 Supply to one of your Villagers*), and so is "
            "your Hare Peddler. One Main Action is left.",
            [
                Move("Use your last Main Action on the Warren.", success="Your turn ends: time to tuck."),
                Move(
                    "Tuck the Generous Pension first, so its Relic rescues the Hare Peddler.",
                    feedback={
                        "tuck hare_peddler": "Allowed, but then Hare Peddler is gone before the Relic could "
                        "give it a Supply.",
                    },
                    success="The Relic put a Supply on Hare Peddler, so it is no longer empty and stays in play.",
                ),
            ],
        ),
        Ask(
            "A card effect makes you tuck a Gear card straight from your hand. Does its Relic happen?",
            ["Yes, always", "No: only Gear tucked from play at the end of your turn gives its Relic"],
            answer=1,
            explanation="Relics only fire for empty Gear tucked at the end of its owner's turn; tucking through a "
            "card effect or Consider gives nothing.",
            feedback={
                "Yes, always": "Only an empty Gear card tucked from play at the end of its owner's turn resolves its "
                "Relic; tucking from hand gives nothing (rulebook: Gear Cards).",
            },
        ),
    ],
)


# --- 8. Buildings ---------------------------------------------------------------------------------

BUILDINGS = Lesson(
    id="buildings",
    game=GAME,
    title="Buildings, investing and enchanting",
    summary="Buildings react to their owner's actions, Invest puts coins on them for points, Enchantment "
    "tokens improve them, and a Building's effect interrupts whatever is going on (Zero Waste).",
    sections=["buildings.trigger", "effects.invest", "actions.enchant", "enchant.one_time", "enchant.slot"],
    steps=[
        Setup(
            scenario=spec({"coins": 5, "hand": ["Telegraph Office"], "tokens": ["moon"]}),
            text="**Building cards** (rulebook: Building Cards) are placed in your lowest row, beside the Starters. "
            "They are never activated: when **their owner** meets the condition at the start of their text, "
            "the effect happens at once. Telegraph Office reads *When you activate your Nest: Invest 1*.\n\n"
            "**Invest X** (rulebook: Investing in Buildings) moves up to X of your coins onto that Building. "
            "They become Supplies, stay there, and score 1 point each at the end.",
        ),
        Expect("Play Telegraph Office (cost 3).", ["play telegraph_office"]),
        Expect(
            "Activate your Nest.",
            ["activate nest"],
            success="The Telegraph Office reacts before the Nest does anything.",
        ),
        Expect(
            "Invest 1 coin.",
            ["invest 1"],
            feedback={"invest 0": "Allowed (Invest is *up to*), but a Supply on a Building is a point."},
            success="1 Supply on the Telegraph Office. Now the Nest's Consider 2: Draw 1 goes on.",
        ),
        Expect("Keep Crow Schoolmarm of the two.", ["draw crow_schoolmarm"]),
        Say(
            "**Enchanting** (rulebook: Enchanting Buildings) is a Free Action: put an Enchantment token from "
            "your area on one of your Buildings. A Building takes one token at most, and tokens never come off. "
            "Some Buildings get a one-time effect right then; others have a slot whose effect is added to "
            "their normal one from then on. Enchanted Buildings also multiply your Gear score."
        ),
        Expect(
            "Enchant the Telegraph Office with your moon token.",
            ["enchant telegraph_office"],
            feedback={"end": "Allowed, but enchant first: it is a Free Action."},
            success="Its slot adds *Draw 1* every time it triggers from now on.",
        ),
        Setup(
            scenario=spec(
                {
                    "coins": 2,
                    "buildings": [{"code": "Telegraph Office", "supply": 1, "enchanted": "moon"}, "Sorting Office"],
                    "tokens": ["sun"],
                }
            ),
            text="Next turn. The enchanted Telegraph Office has 1 Supply, and you hold a sun token. Sorting Office "
            "has a one-time Enchantment: *Draw 2*.",
        ),
        Expect("Activate your Nest.", ["activate nest"]),
        Expect(
            "Invest 1 again.",
            ["invest 1"],
            success="2 Supplies now (a Building keeps its Supplies when it triggers), and the slot drew you a card.",
        ),
        Expect("From the Nest's Consider 2, keep Rabbit Bursar.", ["draw rabbit_bursar"]),
        Expect(
            "Enchant the Sorting Office with the sun token.",
            ["enchant sorting_office"],
            success="Its one-time effect happened at once: 2 cards drawn.",
        ),
        *example_steps(
            "zero_waste_interrupt",
            "**Interrupts** (rulebook: Building Cards). A Building's effect cuts into whatever is being resolved; "
            "afterwards you carry on where you were.\n\n"
            "Autumn side. You have 3 coins and Chainwhip (a Gear card, cost 4) in hand, and your Zero Waste "
            "reads *When you trash a Gear card: you may play that card, paying its cost*. The way to the "
            "Chestnut Grove (its +5 token pays 5) costs 1 card from hand.",
            [
                Move("Activate your Lilypad."),
                Move(
                    "Take the Trash-1 way to the Chestnut Grove.",
                    feedback={"move wn1": "Allowed (you have coins for it), but the example pays with a card."},
                    success="Chainwhip went to the Trash to pay the way, and Zero Waste triggered at once, before "
                    "you even reached the +5. With only 3 coins you could not pay 4 for Chainwhip, so it stayed "
                    "in the Trash; then you arrived and gained 5.",
                ),
            ],
        ),
        Ask(
            "Why could you not use the 5 coins of the Chestnut Grove to play Chainwhip?",
            [
                "Zero Waste only plays Villagers",
                "Zero Waste interrupted the move: you had not arrived yet",
                "Chainwhip costs more than 5",
            ],
            answer=1,
            explanation="The Building's effect happens in the middle of paying for the step, so the reward of the "
            "space still lies ahead. Only the coins you already hold can pay.",
            feedback={
                "Zero Waste only plays Villagers": "Zero Waste plays the trashed Gear card itself: the trouble was "
                "the timing, not the kind of card (rulebook: Building Cards).",
                "Chainwhip costs more than 5": "Chainwhip costs 4, so the 5 coins would have been enough, had they "
                "arrived in time (rulebook: Building Cards).",
            },
        ),
    ],
)


# --- 9. multiple triggers -------------------------------------------------------------------------

TRIGGERS = Lesson(
    id="triggers",
    game=GAME,
    title="Several triggers at once",
    summary="When several Gear cards and Buildings trigger together, the player who caused it picks the "
    "order: the rulebook's Zero Waste, Recycle Bin and Postal Contract chain.",
    sections=["triggers.multiple", "gear.trigger", "buildings.trigger", "effects.invest", "effects.trash"],
    steps=[
        *example_steps(
            "trigger_chain",
            "**Multiple Triggers** (rulebook: Multiple Triggers). If several Gear cards and Buildings trigger at "
            "the same moment, the player who set them off decides the order.\n\n"
            "Autumn side again, at the fork by the Mystery Forest. You have 3 coins and Chainwhip (cost 4) in "
            "hand; your Zero Waste is enchanted (its slot adds *Invest 1*); you own a Postal Contract (*when any "
            "player plays a Crow card*). Seat 1 owns a Recycle Bin (*when any player trashes a card*).",
            [
                Move("Activate your Lilypad."),
                Move(
                    "Take the Trash-1 way, paying with Chainwhip.",
                    feedback={"move wn1": "Allowed, but the example pays with the Chainwhip."},
                    success="Trashing Chainwhip set off two cards at once: seat 1's Recycle Bin and your Zero Waste.",
                ),
                Move(
                    "You choose the order. Take the Recycle Bin's coin first.",
                    feedback={
                        "trigger zero_waste": "Allowed, but with 3 coins you could not afford Chainwhip yet: take "
                        "the Recycle Bin's coin first.",
                    },
                    success="4 coins: now Zero Waste resolves.",
                ),
                Move(
                    "Play Chainwhip from the Trash, paying 4.",
                    feedback={"skip": "Allowed, but you would lose the Chainwhip."},
                    success="Chainwhip is a Crow card, so your Postal Contract paid you a coin.",
                ),
                Move(
                    "Zero Waste's Enchantment slot adds Invest 1. Invest the coin you just got.",
                    feedback={"invest 0": "Allowed, but that coin is worth a point on the Building."},
                    success="Then the movement goes on: you reached the Chestnut Grove and its +5 token.",
                ),
            ],
        ),
        Ask(
            "Who chooses the order when your trash sets off the opponent's Gear and your own Building?",
            ["The owner of each card", "You, the player who set them off", "The opponent"],
            answer=1,
            explanation="The triggering player orders everything that triggered together.",
            feedback={
                "The owner of each card": "Ownership does not decide it: the player who caused the triggers puts all "
                "of them in order (rulebook: Multiple Triggers).",
                "The opponent": "The opponent owns one of the cards but did not set them off; you did, so you choose "
                "(rulebook: Multiple Triggers).",
            },
        ),
    ],
)


# --- 10. the end and scoring ----------------------------------------------------------------------

_FORTY_TEXT = (
    "**Scoring** (rulebook: End of Game): three parts.\n\n"
    "- **Villagers**: sort your tucked Villagers by species; multiply the size of your smallest group by "
    "the size of your largest. Missing a species entirely scores 0.\n"
    "- **Buildings**: 1 point for every Supply on your Buildings in play.\n"
    "- **Gear**: your tucked Gear cards times your enchanted Buildings.\n\n"
    "This is the rulebook's scoring example, on your last turn: 14 tucked Villagers (5 Rabbits, 3 Frogs, "
    "6 Crows), 7 tucked Gear, two enchanted Buildings with 5 and 3 Supplies, and a spare star token."
)

END = Lesson(
    id="end",
    game=GAME,
    title="The end of the game and scoring",
    summary="The deck runs out, each player takes one final turn, leftovers are cleared, and the three "
    "scores are added (the rulebook's 40-point example).",
    sections=[
        "end.deck_empty",
        "end.final_turn",
        "end.opponent_gear",
        "end.hands_trashed",
        "scoring",
        "scoring.tie",
        "scoring.tiebreak",
        "turn.end",
    ],
    steps=[
        Setup(
            scenario=spec({"coins": 2, "villagers": ["Kit Initiate"]}, deck=deck("Rook Courier")),
            text="**The end** (rulebook: End of Game). One card is left in the deck. When the deck is empty, the "
            "current turn is finished, then each player has one last turn.",
        ),
        Expect(
            "Activate your Nest to take the last card.",
            ["activate nest"],
            success="The deck is empty now.",
        ),
        Expect("Finish your turn with the Warren.", ["activate warren"], success="Now the final turns begin."),
        Do(["activate warren", "activate lilypad", "move w1"], text="Seat 1 takes its final turn."),
        Expect(
            "This is your very last turn. Activate your Kit Initiate.",
            ["activate kit_initiate"],
        ),
        Expect(
            "And the Warren.",
            ["activate warren"],
            success="The game is over. Nobody has tucked anything yet, so both score 0 and share the victory.",
        ),
        Setup(
            scenario=spec(
                {
                    "coins": 1,
                    "hand": ["Jackdaw Clerk", "Hare Peddler"],
                    "tucked": ["Rook Courier", "Tadpole Scout", "Bunny Forager"],
                },
                {"coins": 5, "gear": [{"code": "Postal Contract", "supply": 1}], "hand": ["Magpie Sorter"]},
                deck=[],
                final_turns=1,
            ),
            text="**The last turn.** If the player taking the last turn empties a Gear card of the opponent, "
            "the opponent tucks it, without its Relic. Then both hands go to the Trash, triggering nothing. "
            "Seat 1's Postal Contract has one Supply left.",
        ),
        Expect(
            "Play Jackdaw Clerk, a Crow, to take that last Supply.",
            ["play jackdaw_clerk"],
            success="1 coin for you; the Postal Contract is empty.",
        ),
        Expect("Activate your Warren.", ["activate warren"]),
        Expect(
            "End the game.",
            ["end"],
            feedback={"free jackdaw_clerk": "Allowed, but you have nothing left to gain from it. End the turn."},
            success="Seat 1 tucked its empty Postal Contract with no Relic, and both hands were trashed.",
        ),
        *example_steps(
            "scoring_40",
            _FORTY_TEXT,
            [
                Move("Take your last Main Action: activate your Warren.", success="The game is over."),
            ],
        ),
        Ask(
            "What is your Villager score (5 Rabbits, 3 Frogs, 6 Crows)?",
            ["14", "15", "18", "90"],
            answer=2,
            explanation="Smallest group 3 times largest group 6: 18.",
            feedback={
                "14": "14 is how many Villagers are tucked; the score multiplies the smallest group by the largest: "
                "3 x 6 (rulebook: Villager Scoring).",
                "15": "15 multiplies 5 by 3. Take the largest group, 6 Crows, with the smallest, 3 Frogs (rulebook: "
                "Villager Scoring).",
                "90": "90 multiplies all three groups; only the smallest and the largest count: 3 x 6 (rulebook: "
                "Villager Scoring).",
            },
        ),
        Ask(
            "And the Gear score (7 tucked Gear, 2 enchanted Buildings, a third token unused)?",
            ["7", "14", "21"],
            answer=1,
            explanation="7 times 2: 14. The star token in your area is not on a Building, so it does not count.",
            feedback={
                "7": "The tucked Gear is multiplied by your enchanted Buildings: 7 x 2, not 7 alone (rulebook: Gear "
                "Scoring).",
                "21": "The third token lies in your area, not on a Building, so it does not count: 7 x 2 (rulebook: "
                "Gear Scoring).",
            },
        ),
        Ask(
            "So your total, with 8 Supplies on the Buildings, is:",
            ["32", "40", "48"],
            answer=1,
            explanation="18 + 8 + 14 = 40, as the scoreboard shows.",
            feedback={
                "32": "32 leaves out the Buildings: each Supply on them is a point, 8 more (rulebook: Building "
                "Scoring).",
                "48": "That counts 8 too many: the Buildings' 8 Supplies count once, so 18 + 8 + 14 (rulebook: "
                "Building Scoring).",
            },
        ),
        Setup(
            scenario=spec(
                {"coins": 3, "tucked": ["Rook Courier", "Tadpole Scout", "Hare Peddler"]},
                {"coins": 3, "tucked": ["Magpie Sorter", "Newt Ferryman", "Bunny Forager"]},
                deck=[],
                final_turns=1,
                main_actions_left=1,
                tiebreak=True,
            ),
            text="**Ties.** The designer's wish is simple: equal scores share the victory. Players who want a "
            "single winner may break the tie (option `tiebreak=True`): most coins left over wins, then the "
            "higher Villager score; if even that is equal, the victory is shared after all.\n\n"
            "Your last Main Action. Both of you will score 1 (one Villager of each species), and both of you "
            "hold 3 coins.",
        ),
        Expect(
            "Win the tie-break: activate your Warren for a coin.",
            ["activate warren"],
            feedback={
                "activate nest": "Allowed, but the deck is empty: the Nest brings nothing, and you would lose "
                "the tie-break on coins.",
            },
            success="1 point each, but 4 coins against 3: with the tie-break on, you win. Without it, you "
            "would have shared the victory.",
        ),
    ],
)


# --- 11. variants ---------------------------------------------------------------------------------

VARIANTS = Lesson(
    id="variants",
    game=GAME,
    title="Variants",
    summary="No Memory (tucked cards face up to their owner) and An Even Wilder Venture (every deck, 8 cards, "
    "trash 3).",
    sections=["variants.no_memory", "variants.even_wilder", "setup.initiate", "effects.trash"],
    steps=[
        Setup(
            scenario=spec(
                {"coins": 0, "hand": ["Frog Wizard", "Hare Peddler"], "villagers": ["Night Watch Crow"]},
                no_memory=True,
            ),
            text="**No Memory** (rulebook: Optional Variants). Normally nobody, not even you, may look at your "
            "tucked cards, so you have to remember which species you have banked. With this variant, tucked "
            "cards go under your score card face up and you may check your own at any time "
            "(option `no_memory=True`).",
        ),
        Expect("Activate Night Watch Crow (Free Action: Tuck 1, Gain 1).", ["free night_watch_crow"]),
        Expect(
            "Tuck Frog Wizard.",
            ["tuck frog_wizard"],
            success="Your view of the table lists it among your tucked cards. Seat 1 still sees only a count.",
        ),
        Setup(
            record=make_record(GAME, 2, 3, {"first_player": 0, "even_wilder": True}, []),
            text="**An Even Wilder Venture** (option `even_wilder=True`). All three decks are shuffled "
            "together, everyone is dealt 8 cards, and after picking an Initiate each player trashes 3 of them. "
            "Best kept for players who know every card.",
        ),
        Do(["initiate kit_initiate"], text="Seat 1 chooses its Initiate first, as usual."),
        Expect(
            "Choose your Initiate.",
            ["initiate fledgling_initiate", "initiate polliwog_initiate"],
            success="Now the trashing starts, with the player who chose first.",
        ),
        Do(
            ["trash bunny_courier", "trash lily_pad_library", "trash generous_pension"],
            text="Seat 1 trashes three of its eight cards.",
        ),
        Expect(
            "Your turn to trash: start with Recycle Bin.",
            ["trash recycle_bin"],
            hint="Any three cards may go; this lesson picks them for you.",
        ),
        Expect("Trash Belltower Lookout (cost 5).", ["trash belltower_lookout"]),
        Expect(
            "Trash Cartographer's Hut.",
            ["trash cartographers_hut"],
            success="Five cards remain in your hand, and your first turn begins.",
        ),
        Ask(
            "In An Even Wilder Venture, how many cards does each player keep after setup?",
            ["3", "5", "8"],
            answer=1,
            explanation="8 dealt, 3 trashed: 5, as in a normal game, but chosen from a wider pick.",
            feedback={
                "3": "3 is how many cards you trash, not how many you keep: 8 dealt minus 3 (rulebook: Optional "
                "Variants).",
                "8": "You are dealt 8, but you trash 3 of them once you have chosen your Initiate (rulebook: "
                "Optional Variants).",
            },
        ),
    ],
)


LESSONS: tuple[Lesson, ...] = (ADVENTURE, DETAILED, REWARDS, GEAR, BUILDINGS, TRIGGERS, END, VARIANTS)
