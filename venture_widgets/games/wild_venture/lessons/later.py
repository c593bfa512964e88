"""The later lessons of A Wild Venture: adventuring, Gear and Buildings, the end of the game.

The learner knows the goal, the scoring, a whole turn and the card effects (``start.py``). Each
rule is taught here where it is first needed, and the learner makes the decisions: a step with
several right moves says in ``outcomes`` what each leads to, and a position that depends on the
choice is set up anew after it.
"""

from __future__ import annotations

from ....core.record import make_record
from ....tutor.model import Ask, Do, Expect, Lesson, Play, Setup
from ..examples import BY_NAME
from .common import GAME, spec


def _example(name: str) -> dict[str, object]:
    """The position of a worked example of the rulebook (see :mod:`..examples`)."""
    return dict(BY_NAME[name].spec)


# --- 1. adventuring -------------------------------------------------------------------------------

_STOPPED = "5 coins from the +5 token, or 2 cards from the Toadstool Ring."

ADVENTURE = Lesson(
    id="adventure",
    game=GAME,
    title="Adventuring",
    summary="Moving on the board, rewards, tokens, chests, the rulebook's detailed example, and the paths "
    "with costs of the Autumn side.",
    sections=[
        "adventure.move",
        "adventure.reward",
        "adventure.tokens",
        "adventure.chest_home",
        "adventure.path_cost",
        "adventure.cannot_move",
        "rewards.starter",
        "rewards.iron_chest",
        "rewards.gold_chest",
        "rewards.ruby_chest",
        "turn.return_home",
        "effects.activate",
    ],
    steps=[
        Setup(
            scenario=_example("adventure_west"),
            text="**Adventure X** (rulebook: Adventuring) moves your Adventurer up to X spaces, at least 1 if it "
            "can. Leaving Home you pick any path; after that you only go forward, picking a branch at each "
            "junction. Both Adventurers may share a space. (Both boards' layouts are our reconstruction.)\n\n"
            "Watch the rulebook's trip west: The Mighty Joe (*Adventure 3*) reaches a junction and turns north.",
            teaches=["effects.adventure", "adventuring"],
        ),
        Do(
            [action for action in BY_NAME["adventure_west"].actions],
            text="Only the space where you stop pays (rulebook: Claiming a Reward): Gain and Draw work as on cards; "
            "a Starter space, here the Lilypad (in this kit), activates that Starter or flips it to its upgraded "
            "side for good. You flip it (*Adventure 2* in this kit), then activate it: your second Main Action.",
            teaches=["adventuring.reward"],
        ),
        Ask(
            "Your Lilypad (*Adventure 2*) sets off from the Mystery Forest, a junction. Where can your "
            "Adventurer end this move?",
            [
                "One or two spaces along either branch",
                "Two spaces along either branch, no less",
                "Back to the Mossy Crossroads too",
            ],
            answer=0,
            explanation="Up to 2 spaces, on the branch you pick now: Owl Hollow or Fern Grotto, the Toadstool Ring "
            "or the Witch's Cellar.",
            feedback={
                "Two spaces along either branch, no less": "Adventure 2 is up to 2 spaces: you may stop after the "
                "first (rulebook: Adventuring).",
                "Back to the Mossy Crossroads too": "Once on a path you never step back towards "
                "Home (rulebook: Adventuring).",
            },
        ),
        Expect(
            "Pick a branch: Owl Hollow holds a **+5 token**, the Toadstool Ring draws 2.",
            ["move wa1", "move wb1"],
            outcomes={"move wa1": "On Owl Hollow, one step left.", "move wb1": "On the Toadstool Ring, one step left."},
            teaches=["adventuring"],
        ),
        Expect(
            "**Tokens** (rulebook: Claiming tokens): stop on a +5, Nest or Gold Chest token to claim its reward "
            "(a Nest token: the Nest reward); then it leaves the game. In this kit it replaces the printed reward "
            "(our reading). Stop here: a token you walk past stays put.",
            ["stop"],
            feedback={
                "move wa2": "Allowed, but you would walk past the +5 token, which stays on its space.",
                "move wb2": "Allowed: the Witch's Cellar is a Ruby Chest, coming later. Stop here this time.",
            },
            success=_STOPPED,
            teaches=["adventuring.tokens"],
        ),
        Setup(
            scenario=spec(
                {
                    "coins": 0,
                    "hand": ["Hare Peddler"],
                    "villagers": ["Pond Skater", "The Mighty Joe"],
                    "tokens": ["star"],
                    "position": "Post Road",
                }
            ),
            text="**Enchantment tokens.** Stop on an Enchantment space and you take one of its tokens, unless "
            "you already own that kind, loose or on a Building. You own a star. "
            "Ahead: the Standing Stones (two moons), then the Smugglers' Cave under the Gold Chest token.",
            teaches=["adventuring.tokens"],
        ),
        Expect("Activate your Lilypad (*Adventure 1*).", ["activate lilypad"]),
        Expect(
            "One space: the Standing Stones, or the Orchard and its +5 token?",
            ["move en1", "move es1"],
            outcomes={
                "move en1": "A moon token is yours. The second moon never can be.",
                "move es1": "5 coins from the +5 token. The lesson goes on as if you had taken a moon at the "
                "Standing Stones.",
            },
        ),
        Setup(
            scenario=spec(
                {
                    "coins": 0,
                    "hand": ["Hare Peddler"],
                    "villagers": ["Pond Skater", "The Mighty Joe"],
                    "tokens": ["star", "moon"],
                    "position": "Standing Stones",
                    "used_main": ["lilypad"],
                },
                board_enchant={"Standing Stones": ["moon"], "Moonlit Pool": ["sun", "sun"]},
                main_actions_left=1,
            )
        ),
        Expect(
            "Now reach the Smugglers' Cave: with The Mighty Joe, or with Pond Skater's Free Action (*Adventure 1* "
            "in this kit).",
            ["activate the_mighty_joe", "free pond_skater"],
            outcomes={
                "activate the_mighty_joe": "Joe had only one space left to walk: the path ends at the Cave.",
                "free pond_skater": "One step, to the end of the path.",
            },
        ),
        Expect(
            "The Gold Chest token turned this Iron Chest into a **Gold Chest**. Pick its reward. The Cave ends its "
            "path, so your Adventurer goes Home when your turn ends.",
            ["chest tuck", "chest activate", "chest consider"],
            outcomes={
                "chest tuck": "Tuck 2 from hand: Hare Peddler, your only card, went under your score card.",
                "chest activate": "A Villager acts free of Supplies, but at the path's end neither can move: no "
                "reward.",
                "chest consider": "Consider 5: keep 2 of the top 5 cards, trash 3.",
            },
            teaches=["adventuring.reward"],
        ),
        Setup(
            scenario=_example("detailed_adventure"),
            text="**The rulebook's detailed example** (rulebook: Detailed Adventure example). Frog Wizard "
            "(*Adventure 3*) turns every Gain reward into a Draw of the same size while it adventures. You own "
            "star and moon tokens.",
            teaches=["adventuring.example"],
        ),
        Do(
            list(BY_NAME["detailed_adventure"].actions[:7]),
            text="Frog Wizard takes the left fork's Gain 3: you draw 3. Joe, your second Main Action, stops on a "
            "mid-path Gold Chest, whose reward activates a Villager of yours.",
        ),
        Expect(
            "Which Villager? This activation comes from an effect, so Frog Wizard may go again.",
            ["activate frog_wizard", "activate the_mighty_joe"],
            outcomes={
                "activate frog_wizard": "Frog Wizard sets off, its Supply untouched.",
                "activate the_mighty_joe": "Joe sets off, his Supply untouched. No Draw bonus this time.",
            },
        ),
        Do(list(BY_NAME["detailed_adventure"].actions[8:9])),
        Expect(
            "You stand on the Moonlit Pool. Stop here, or take the third step to the Honey Tree (Gain 3)?",
            ["move nl6", "stop"],
            outcomes={
                "move nl6": "The rulebook's choice: the moon token is not for you, the Gain 3 is (3 cards with "
                "Frog Wizard, 3 coins with Joe).",
                "stop": "Nothing: you own a moon already, so the token stays on the space.",
            },
        ),
        Setup(
            scenario=_example("autumn_pay_path"),
            text="**The Autumn side** (rulebook: Adventuring). Some steps cost coins or cards from your hand, paid "
            "before you move; a step you cannot pay is closed. From Rookery Ridge, with 1 coin, the north-east "
            "step costs 1.",
            teaches=["adventuring"],
        ),
        Expect("Activate your Lilypad.", list(BY_NAME["autumn_pay_path"].actions[:1])),
        Expect(
            "One space: pay 1 coin for the **Iron Chest** (tuck a card from hand, add a "
            "Supply to a Villager, or Consider 3: Draw 1, Trash 2), or take the free way to the Apple Store (Gain 1)?",
            [*BY_NAME["autumn_pay_path"].actions[1:], "move es1"],
            outcomes={
                "move ne1": "Paid: pick one of the Iron Chest's rewards.",
                "move es1": "No cost, and 1 coin from the Apple Store.",
            },
        ),
        Setup(scenario=_example("cannot_move")),
        Expect(
            "Both ways on cost, and you have no coins and no cards. Activate your Lilypad.",
            list(BY_NAME["cannot_move"].actions),
            success="It cannot move you, so no reward. That, and a path's end, are the only times you stay put.",
        ),
        Setup(
            scenario=spec(
                {"coins": 0, "hand": ["Hare Peddler", "Tadpole Scout"], "position": "Misty Moor"},
                board="autumn",
                trash=["Frog Wizard"],
                main_actions_left=1,
            ),
            text="Your last Main Action. From the Misty Moor the only way on costs a card, to a **Ruby Chest**.",
        ),
        Ask(
            "You activate your Lilypad here, with no coins and two cards in hand. What happens?",
            ["You pay a card and move on", "You may stay put and keep both cards", "Nothing: you have no coins"],
            answer=0,
            explanation="You can pay, so you must move at least one space: a card pays.",
            feedback={
                "You may stay put and keep both cards": "You must move at least one space whenever you can, and "
                "a cost you can pay leaves the way open (rulebook: Adventuring).",
                "Nothing: you have no coins": "This step costs a card, not a coin, and you hold two (rulebook: "
                "Adventuring).",
            },
        ),
        Expect("Activate your Lilypad.", ["activate lilypad"]),
        Expect(
            "Which card pays?",
            ["trash hare_peddler", "trash tadpole_scout"],
            outcomes={
                "trash hare_peddler": "Hare Peddler went to the Trash, beside Frog Wizard.",
                "trash tadpole_scout": "Tadpole Scout went to the Trash, beside Frog Wizard.",
            },
        ),
        Expect(
            "Pick the Ruby Chest's reward.",
            ["chest tuck", "chest search", "chest consider"],
            outcomes={
                "chest tuck": "Tuck 3: your last card went under your score card. Your turn is over, so your "
                "Adventurer went Home from the chest.",
                "chest search": "Take the two Trash cards: tuck one, play the other free.",
                "chest consider": "You look at the top five cards of the deck: one to tuck, two to draw, two to trash.",
            },
        ),
    ],
)


# --- 2. Gear and Buildings ------------------------------------------------------------------------

GEAR_AND_BUILDINGS = Lesson(
    id="gear_and_buildings",
    game=GAME,
    title="Gear and Buildings",
    summary="Gear pays whoever sets it off and leaves a Relic; Buildings react to their owner, hold invested "
    "coins and take Enchantment tokens; several triggers at once go in the order you choose.",
    sections=[
        "gear.trigger",
        "gear.relic",
        "buildings.trigger",
        "effects.invest",
        "actions.enchant",
        "enchant.one_time",
        "enchant.slot",
        "triggers.multiple",
        "turn.tuck",
    ],
    steps=[
        Setup(
            scenario=spec(
                {"coins": 4, "hand": ["Pigeon Post Depot", "Jackdaw Clerk"]},
                {"coins": 5, "gear": ["Postal Contract"]},
                theme="tidings",
            ),
            text="**Gear** (rulebook: Gear Cards): whenever **any** player meets its condition, it gives that "
            "player one of its Supplies as a coin. Seat 1's Postal Contract: *when any player "
            "plays a Crow card*.\n\n"
            "**Buildings** (rulebook: Building Cards) react only to their owner, at once, interrupting whatever "
            "is going on. Invest X (rulebook: Investing in Buildings) puts up to X of your coins on the Building: "
            "Supplies that score, and that stay when the Building triggers (a Gear loses one each time).",
            teaches=["gear", "buildings", "buildings.invest", "effects.invest"],
        ),
        Ask(
            "In your hand, Pigeon Post Depot is a Crow Building (in this kit *when you play a Crow card: Invest 1*). "
            "If you play it, which cards react?",
            ["Only Seat 1's Postal Contract", "The Postal Contract and the Depot", "Only the Depot", "Neither"],
            answer=0,
            explanation="The Contract pays you a coin. The Depot is not in play until it is played, so its own "
            "play cannot set it off.",
            feedback={
                "The Postal Contract and the Depot": "A Building is not in play while it is being played, so it "
                "does not react to its own play (rulebook: Building Cards).",
                "Only the Depot": "Gear reacts to any player, not only its owner: you would take the Contract's "
                "coin (rulebook: Gear Cards).",
                "Neither": "Seat 1's Gear reacts to you too: playing a Crow card takes a coin from it "
                "(rulebook: Gear Cards).",
            },
        ),
        Expect(
            "Play one of your two Crow cards.",
            ["play pigeon_post_depot", "play jackdaw_clerk"],
            outcomes={
                "play pigeon_post_depot": "Seat 1's Postal Contract paid you a coin; the Depot stayed still.",
                "play jackdaw_clerk": "Seat 1's Postal Contract paid you a coin. Now your Depot would react to a "
                "Crow card.",
            },
        ),
        Setup(
            scenario=spec({"coins": 1, "buildings": ["Abacus Hall"]}, {"coins": 5, "gear": ["Hand Cart"]}),
            text="**Rewards count too** (rulebook: Claiming a Reward). In this kit your Abacus Hall reacts "
            "whenever you gain coins (*Invest 1*), Seat 1's Hand Cart only to a Gain *reward* of the board.",
            teaches=["adventuring.reward"],
        ),
        Expect(
            "Activate your Warren (+1 coin).",
            ["activate warren"],
            success="The Abacus Hall reacts; the Hand Cart does not stir.",
        ),
        Expect(
            "Invest the coin in the Hall, or keep it.",
            ["invest 1", "invest 0"],
            outcomes={"invest 1": "A Supply that scores.", "invest 0": "A coin kept."},
        ),
        Do(["activate lilypad"], text="Then your Lilypad sets off."),
        Ask(
            "Which cards trigger if you step onto a Gain space?",
            ["The Hall and the Hand Cart", "Only the Hand Cart", "Only the Hall"],
            answer=0,
            explanation="A Gain reward is a Gain like any other, and it is a reward of the board: both cards.",
            feedback={
                "Only the Hand Cart": "A board's Gain reward counts as a Gain for every card, so the Hall reacts "
                "too (rulebook: Claiming a Reward).",
                "Only the Hall": "Seat 1's Gear reacts to you too, and a Gain space is a board reward (rulebook: "
                "Gear Cards).",
            },
        ),
        Expect(
            "Step onto a Gain space.",
            ["move w1", "move e1"],
            outcomes={
                "move w1": "Gain 2, and both cards trigger at once.",
                "move e1": "Gain 1, and both cards trigger at once.",
            },
        ),
        Expect(
            "**Multiple Triggers** (rulebook: Multiple Triggers): you set them off, you choose the order.",
            ["trigger hand_cart", "trigger abacus_hall"],
            outcomes={
                "trigger hand_cart": "The Hand Cart's coin first: now the Hall asks you to invest.",
                "trigger abacus_hall": "The Hall first asks you to invest; the Hand Cart's coin follows.",
            },
            teaches=["triggers.multiple"],
        ),
        Expect(
            "Invest 1 coin, or keep it.",
            ["invest 1", "invest 0"],
            outcomes={"invest 1": "One more point on the Hall.", "invest 0": "A coin kept for playing cards."},
        ),
        Setup(
            scenario=_example("generous_pension"),
            text="**Relics** (rulebook: Gear Cards). At your turn's end you pick the order of the tucks, and an "
            "empty Gear resolves its Relic just before it is tucked. Generous Pension's Relic adds a Supply to a "
            "Villager of yours. A Gear tucked any other way gives no Relic. Your Generous "
            "Pension and Hare Peddler are both empty.",
            teaches=["gear"],
        ),
        Do(list(BY_NAME["generous_pension"].actions[:1])),
        Expect(
            "Your turn is over. Which card do you tuck first?",
            [*BY_NAME["generous_pension"].actions[1:], "tuck hare_peddler"],
            outcomes={
                "tuck generous_pension": "Its Relic put a Supply on Hare Peddler, which is no longer empty and stays.",
                "tuck hare_peddler": "Hare Peddler is tucked (a Rabbit for your score); the Relic then had no "
                "Villager to feed.",
            },
        ),
        Setup(
            scenario=spec({"coins": 2, "buildings": ["Telegraph Office", "Sorting Office"], "tokens": ["moon"]}),
            text="**Enchanting** (rulebook: Enchanting Buildings) is a Free Action: a token of yours goes on one "
            "of your Buildings for good, one per Building. A one-time effect happens at once; a slot changes the "
            "Building's effect each time it triggers (in this kit, by adding one more effect after it).",
            teaches=["buildings.enchant", "turn.enchant"],
        ),
        Expect(
            "Enchant one. In this kit, Sorting Office has a one-time *Draw 2*; Telegraph Office invests 1 when you "
            "activate your Nest, and its slot adds *Draw 1*.",
            ["enchant sorting_office", "enchant telegraph_office"],
            outcomes={
                "enchant sorting_office": "2 cards drawn, right away.",
                "enchant telegraph_office": "Nothing yet: from now on each Nest activation invests and also draws 1.",
            },
        ),
        Setup(
            scenario=_example("zero_waste_interrupt"),
            text="**Interrupts**, on the Autumn side. Zero Waste: *when you trash a Gear card, you may play it, "
            "paying*. You hold 3 coins and Chainwhip (cost 4). One way on costs 1 coin, the other 1 card, to a "
            "+5 token.",
            teaches=["buildings"],
        ),
        Expect("Activate your Lilypad.", list(BY_NAME["zero_waste_interrupt"].actions[:1])),
        Expect(
            "Which way?",
            [*BY_NAME["zero_waste_interrupt"].actions[1:], "move wn1"],
            outcomes={
                "move ws1": "Chainwhip paid the step and Zero Waste cut in before you arrived: 3 coins could not "
                "pay 4, so it stayed trashed. Then the +5 came.",
                "move wn1": "You paid a coin; the Mystery Forest's Draw 2 found one card left in the deck. "
                "Chainwhip is safe in hand.",
            },
        ),
        Setup(
            scenario=_example("trigger_chain"),
            text="**The rulebook's chain** (rulebook: Multiple Triggers). Same place; now Zero Waste is enchanted "
            "(slot: *Invest 1*), you own a Postal Contract, and Seat 1 a Recycle Bin (*when any player trashes a "
            "card*).",
            teaches=["triggers.multiple"],
        ),
        Expect("Activate your Lilypad.", list(BY_NAME["trigger_chain"].actions[:1])),
        Do(list(BY_NAME["trigger_chain"].actions[1:2])),
        Expect(
            "Chainwhip paid the card-costing step, setting off Recycle Bin and Zero Waste together. Which first?",
            ["trigger recycle_bin", "trigger zero_waste"],
            outcomes={
                "trigger recycle_bin": "4 coins: enough for Zero Waste to play Chainwhip. Watch the rest.",
                "trigger zero_waste": "With 3 coins Zero Waste could not pay 4: Chainwhip stays in the Trash. "
                "Watch the rulebook's order.",
            },
        ),
        Setup(scenario=_example("trigger_chain")),
        Do(
            list(BY_NAME["trigger_chain"].actions),
            text="The rulebook takes the Recycle Bin's coin first. Zero Waste plays Chainwhip, a Crow card, so "
            "your Postal Contract pays a coin, which the enchanted slot invests. Then you reach the +5.",
        ),
    ],
)


# --- 3. the end of the game -----------------------------------------------------------------------

END_OF_GAME = Lesson(
    id="end_of_game",
    game=GAME,
    title="The end of the game",
    summary="The empty deck and the final turns, emptied Gear, the rulebook's scoring example, ties, the two "
    "variants, then a whole game against a bot.",
    sections=[
        "end.deck_empty",
        "end.final_turn",
        "end.opponent_gear",
        "end.hands_trashed",
        "scoring",
        "scoring.tie",
        "scoring.tiebreak",
        "variants.even_wilder",
    ],
    steps=[
        Setup(
            scenario=spec(
                {"coins": 0, "hand": ["Rook Courier"], "position": "Hedgerow Lane"},
                {
                    "coins": 2,
                    "gear": [{"code": "Hand Cart", "supply": 1}, {"code": "Postal Contract", "supply": 1}],
                    "hand": ["Magpie Sorter"],
                },
                deck=["Crow Schoolmarm"],
            ),
            text="**The end** (rulebook: End of Game). One card is left. Once the deck is empty, the turn is "
            "finished, then each player takes one final turn. Seat 1's two Gear cards have one Supply each.",
            teaches=["end"],
        ),
        Expect(
            "Activate your Lilypad: the Gain space ahead empties Seat 1's Hand Cart.",
            ["activate lilypad"],
        ),
        Do(["activate nest"], text="Your Nest drew the last card."),
        Do(
            ["activate warren", "activate nest"],
            text="Seat 1's final turn. At its end its empty Hand Cart was tucked with its Relic, as on any turn.",
        ),
        Expect(
            "Your final turn. Play Rook Courier (a Crow) to empty Seat 1's Postal Contract too, or not.",
            ["play rook_courier", "activate warren"],
            outcomes={
                "play rook_courier": "Seat 1 will tuck it, but no Relic: the game ends before Seat 1 plays again.",
                "activate warren": "A coin instead.",
            },
        ),
        Expect(
            "Your last Main Action.",
            ["activate nest", "play crow_schoolmarm"],
            success="Game over. Both hands went to the Trash, setting nothing off. Nobody scored: a tie, so the "
            "victory is shared.",
        ),
        Setup(
            scenario=_example("scoring_40"),
            text="**The rulebook's scoring example** (rulebook: Scoring example): 14 tucked Villagers (5 Rabbits, "
            "3 Frogs, 6 Crows), Buildings holding 8 Supplies, 7 tucked Gear, two enchanted Buildings and a "
            "spare star token.",
            teaches=["scoring.example"],
        ),
        Do(list(BY_NAME["scoring_40"].actions), text="18 + 8 + 14 = 40, as the scores show."),
        Ask(
            "With one more Frog tucked (5 Rabbits, 4 Frogs, 6 Crows), what would your Villager score be?",
            ["18", "24", "30"],
            answer=1,
            explanation="The smallest group is now the 4 Frogs: 4 x 6 = 24.",
            feedback={
                "18": "The Frogs would be 4, and the smallest group is what counts: 4 x 6 (rulebook: Villager "
                "Scoring).",
                "30": "5 x 6 takes the Rabbits, but the 4 Frogs would be the smallest group: 4 x 6 (rulebook: "
                "Villager Scoring).",
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
            text="**Ties.** The designer prefers a shared victory. With the tie-break (option `tiebreak=True`): "
            "most coins left, then the higher Villager score, else shared. You both will score 1 and hold 3 "
            "coins.",
            teaches=["end"],
        ),
        Expect(
            "Your last Main Action.",
            ["activate warren", "activate nest"],
            outcomes={
                "activate warren": "4 coins to 3: you win the tie-break.",
                "activate nest": "The deck is empty, so nothing: still tied on coins and on Villagers, so shared.",
            },
        ),
        Setup(
            record=make_record(
                GAME,
                2,
                3,
                {"first_player": 0, "even_wilder": True},
                [
                    "initiate kit_initiate",
                    "initiate fledgling_initiate",
                    "trash bunny_courier",
                    "trash carrier_crow",
                    "trash chancellor_lop",
                ],
            ),
            text="**Variants** (rulebook: Optional Variants). *No Memory* (`no_memory=True`): tucked cards lie "
            "face up and you may check your own. *An Even Wilder Venture* (`even_wilder=True`): all three decks, "
            "8 cards each, and after the Initiates each player trashes 3. The rulebook does not say who trashes "
            "first; in this kit the player who chose the first Initiate does (our reading).",
            teaches=["variants.no_memory", "variants.even_wilder"],
        ),
        Expect(
            "The Initiates are chosen and Seat 1 has trashed its 3. Trash your first card.",
            [
                "trash telegraph_office",
                "trash belltower_lookout",
                "trash carrion_auctioneer",
                "trash cartographers_hut",
                "trash dragonfly_runner",
                "trash hare_headmistress",
                "trash recycle_bin",
                "trash warren_steward",
            ],
            success="Two more, then play begins with 5 cards in hand.",
        ),
        Setup(record=make_record(GAME, 2, 5, {}, [])),  # seed 5: seat 1 starts, so you choose your Initiate first
        Play(
            "**Your game.** A fresh table against the greedy bot, from the choice of your Initiate to the "
            "final score. A move you cannot make is dimmed, and the table tells you why.",
            bot="greedy",
        ),
    ],
)


LESSONS: tuple[Lesson, ...] = (ADVENTURE, GEAR_AND_BUILDINGS, END_OF_GAME)
