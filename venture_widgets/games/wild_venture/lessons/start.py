"""The first lessons of A Wild Venture: a quick start (theme, goal, scoring, setup, the Initiate
and your first turns), then a turn taken apart with the words cards are written in.

The learner plays from their own position: a step states a goal and takes any move that reaches
it, the other seat answers from the live table, and the texts read the learner's view.
"""

from __future__ import annotations

from ....core.record import make_record
from ....core.words import counted
from ....tutor.model import Ask, Do, Lesson, Move, Say, Setup, View
from ..cards import BY_CODE
from ..show import name
from .common import (
    GAME,
    at_turn_choice,
    coins,
    goal,
    main_action,
    mine,
    one_main_action_done,
    played,
    spec,
    supplies,
    turn_over,
    turn_step,
    turn_summary,
)

# --- 1. quick start --------------------------------------------------------------------------------

#: A dealt table (seed 180, seat 0 starts): you hold Burrow Bank, Hand Cart, Hare Peddler, Magpie
#: Sorter and Tadpole Scout.
FIRST_TABLE = make_record(GAME, 2, 180, {"first_player": 0}, [])


def _species(code: str) -> str:
    """A card's species, capitalised."""
    return BY_CODE[code].species.capitalize()


def _plays_a_villager(move: Move) -> bool:
    """The move plays a Villager from the hand."""
    card = BY_CODE.get(played(move.action) or "")
    return card is not None and card.kind == "villager"


def _initiate_taken(move: Move) -> str:
    """What the learner's choice of Initiate gave them."""
    initiate = mine(move.after)["villagers"][0]["code"]
    return (
        f"{name(initiate)} joins your Villager row with 2 Supplies, and the {_species(initiate)} Adventurer is "
        "yours; the last Initiate goes to the Trash."
    )


def _villager_played(move: Move) -> str:
    """The Villager the learner played, and how it will score."""
    card = played(move.action) or ""
    return f"{name(card)} arrives with 2 Supplies; once both are spent it is tucked: a {_species(card)} for your score."


def _second_turn(view: View) -> str:
    """The learner's second turn, from what their first one left."""
    return (
        f"Seat 1 has played. Your turn, with {coins(view)}; in play: {supplies(view)}. A Villager or Gear left "
        "empty at the end of your turn is **tucked** (rulebook: End of Turn). Take two Main Actions."
    )


def _first_tucks(view: View) -> str:
    """What the learner has tucked so far."""
    tucked = mine(view)["tucked_count"]
    done = f"You have {counted(tucked, 'tucked card')}, face down even to you." if tucked else "Nothing is tucked yet."
    return f"{done} Next: a turn taken apart, and the words cards are written in."


QUICK_START = Lesson(
    id="quick_start",
    game=GAME,
    title="Quick start",
    summary="The theme, the goal and how you score; the table; your Initiate; your first turns.",
    sections=["setup", "setup.initiate", "turn", "actions.play", "actions.activate", "effects.gain"],
    steps=[
        Setup(
            record=FIRST_TABLE,
            text="**Welcome to A Wild Venture**, a card duel for two (rulebook: Overview). You grow a village of "
            "Crows, Frogs and Rabbits and walk an Adventurer over the board. Villagers and Gear arrive with "
            "**Supplies**; each use spends one, and an empty card is **tucked** under your score card, where it "
            "scores. The game ends soon after the deck runs out: most points wins.",
            teaches=["overview"],
        ),
        Say(
            "**How you score** (rulebook: End of Game), three parts added up:\n\n"
            "- **Villagers**: sort your tucked Villagers by species; your smallest group times your largest. "
            "A species you lack makes it 0.\n"
            "- **Buildings**: each Supply on one of your Buildings is a point.\n"
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
        Do(
            ["initiate kit_initiate"],
            text="**The table** (rulebook: Setup): the board, Spring side up, tokens on its marked spaces; the deck, "
            "Core and Academy cards; 5 coins, 5 cards and an Enchantment token each; your Starters Nest, Lilypad "
            "and Warren. The player who does not start picks an Initiate Villager first: Seat 1 took the Rabbit.",
            teaches=["setup", "components"],
        ),
        goal("Your pick: the Crow or the Frog Initiate.", outcome=_initiate_taken, teaches=["setup"]),
        goal(
            "**Your first turn** (rulebook: Turn Sequence): two **Main Actions**, each playing a card from your hand "
            "(pay its cost in coins) or activating one of your Starters or Villagers. Start by playing a Villager: "
            "Hare Peddler, Magpie Sorter or Tadpole Scout, 1 coin each.",
            goal=_plays_a_villager,
            miss="Allowed, and a fine action later. Start with a Villager: Villagers are what the Villager score "
            "counts.",
            refuse=True,
            outcome=_villager_played,
            demo=["play hare_peddler"],
            teaches=["turn", "turn.play"],
        ),
        goal(
            "Second Main Action: **activate** a card and do what it says. A Starter is free; a Villager gives up "
            "one Supply (rulebook: Main Action: Activate a card).",
            point=main_action(lambda action: action.startswith("activate")),
            skipped="A second play: activating waits for your next turn.",
            until=turn_over,
            demo=["activate hare_peddler"],
            teaches=["turn.activate"],
        ),
        goal(
            _second_turn,
            until=turn_over,
            demo=["activate fledgling_initiate", "activate hare_peddler"],
            teaches=["turn.end"],
        ),
        Say(_first_tucks),
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

EFFECTS_TABLE = spec(
    {
        "coins": 0,
        "hand": ["Tadpole Scout"],
        "villagers": [
            "Raven Postmaster",
            {"code": "Night Watch Crow", "supply": 1},
            {"code": "Kit Prefect", "supply": 1},
            "Warren Steward",
            "Carrion Auctioneer",
        ],
    },
    deck=["Frog Wizard", "Hare Peddler", "Rook Courier", "Magpie Sorter", "Crow Schoolmarm", "Rabbit Bursar"],
)


def _second_action(view: View) -> str:
    """The second Main Action: play a card if the learner has coins."""
    if mine(view)["coins"]:
        action = (
            f"With {coins(view)}, **play** a card: pay its cost, and it goes to its row with as many Supplies as "
            "its Supply Value (rulebook: Main Action: Play a card)."
        )
    else:
        action = "With no coins to play a card, activate another one."
    return (
        f"Second Main Action. {action} Then Jackdaw Clerk, or end your turn: your empty Villagers and Gear are "
        "tucked then, one at a time (rulebook: End of Turn)."
    )


def _plays_if_it_can(move: Move) -> bool:
    """The second Main Action plays a card when the learner holds coins (with none, any will do)."""
    return not mine(move.before)["coins"] or main_action(lambda action: action.startswith("play"))(move)


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
            text="**Two Main Actions a turn** (rulebook: Turn Sequence), in any mix, but never activating the same "
            "card twice, and never an empty Villager. Jackdaw Clerk is, in this kit, a **Free Action** Villager: a "
            "Free Action activates it, at any moment of your turn, once a turn, for a Supply.",
            teaches=["turn", "turn.activate", "turn.free_action"],
        ),
        goal(
            "You have no coins, so start by activating a card.",
            until=one_main_action_done,
            demo=["activate kit_initiate"],
            teaches=["turn.activate"],
        ),
        goal(
            _second_action,
            point=_plays_if_it_can,
            skipped="Your coins wait: playing a card comes again in the next lessons.",
            until=turn_over,
            demo=["play hare_peddler", "free jackdaw_clerk"],
            teaches=["turn.play", "turn.end"],
        ),
        Say(turn_summary),
        Setup(
            scenario=EFFECTS_TABLE,
            text="**Card effects** (rulebook: Card Effects) happen in order, each as far as it can. **Gain** takes "
            "coins, **Draw** cards from the deck. **Tuck**: face down under your score card, never looked at again. "
            "**Trash**: face up on the Trash pile, which anyone may look through but nobody reorders. **Consider**: "
            "look at the top cards in secret, do the listed Draw, Tuck or Trash with them, and put the rest back on "
            "top in any order.",
            teaches=["effects", "effects.gain", "effects.draw", "effects.tuck", "effects.trash", "effects.consider"],
        ),
        goal(
            "Activate Raven Postmaster, in this kit *Consider 4: Draw 2, Trash 1. Gain 1*, or your Nest, "
            "*Consider 2: Draw 1*.",
            goal=turn_step("activate raven_postmaster", "activate nest"),
            miss="Allowed; here, try a Consider first.",
            refuse=True,
            until=one_main_action_done,
            demo=["activate raven_postmaster", "draw frog_wizard", "draw hare_peddler", "trash rook_courier"],
            teaches=["effects.consider"],
        ),
        goal(
            "**Costs** (rulebook: Card Effects): *Cost: effect* happens only if you pay, and if you can pay you "
            "must; if you cannot, skip it: the card still spends its Supply. Free Action now, in this kit: Kit "
            "Prefect (*Trash 1 card from your hand: Gain 2*) or Night Watch Crow (*Tuck 1 card from your hand. Gain "
            "1*).",
            goal=turn_step("free"),
            miss="Allowed, but take one of the Free Actions first.",
            refuse=True,
            until=at_turn_choice,
            demo=["free kit_prefect", "trash tadpole_scout"],
            teaches=["effects", "effects.tuck", "effects.trash"],
        ),
        goal(
            "Second Main Action: Warren Steward, in this kit *Activate your Warren. Add 1 Supply to one of your "
            "Villagers*. A card activated by an effect spends no Supply, even when empty, and may still take its "
            "own Main Action this turn.",
            point=main_action(lambda action: action == "activate warren_steward"),
            skipped="Warren Steward stays idle: its Warren, activated by an effect, would have spent no Supply.",
            until=turn_over,
            demo=["activate warren_steward", "supply night_watch_crow", "free night_watch_crow", "tuck frog_wizard"],
            teaches=["turn.activate"],
        ),
        Ask(
            "Had the deck held only 3 cards, what would Raven Postmaster's Consider have done?",
            ["Look at all 3, draw 2, trash the last", "Nothing: it needs 4 cards", "Draw 2 and put the third back"],
            answer=0,
            explanation="Consider does as much as it can, in order: both Draws, then the Trash takes the last.",
            feedback={
                "Nothing: it needs 4 cards": "A short deck does not cancel Consider: you look at what is there "
                "and do as much as you can (rulebook: Card Effects, Consider).",
                "Draw 2 and put the third back": "The Trash comes before anything goes back: it takes the third "
                "card (rulebook: Card Effects, Consider).",
            },
            teaches=["effects.consider"],
        ),
        Ask(
            "Your Carrion Auctioneer (in this kit *Trash 1 card from your hand: Gain 4. Draw 1*), activated with "
            "an empty hand?",
            ["Gives up a Supply and draws 1", "Nothing: it cannot be activated", "Gains 4 and draws 1"],
            answer=0,
            explanation="The unpaid Gain 4 is skipped; the Draw 1 still happens.",
            feedback={
                "Nothing: it cannot be activated": "You may activate a card whose cost you cannot pay: only that "
                "effect is skipped (rulebook: Card Effects).",
                "Gains 4 and draws 1": "Gain 4 comes only with the card you trash: unpaid, it is skipped (rulebook: "
                "Card Effects).",
            },
            teaches=["effects"],
        ),
        Say(
            "No limits (rulebook: Things to Remember): hold as many cards, and keep as many in play, as you like.",
            teaches=["remember"],
        ),
    ],
)


LESSONS: tuple[Lesson, ...] = (QUICK_START, TURN)
