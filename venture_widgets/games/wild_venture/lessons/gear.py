"""The fourth lesson of A Wild Venture: Gear and Buildings, investing, enchanting, Relics and several
triggers at once (the rulebook's Generous Pension, Zero Waste and chain examples).

The learner plays one turn where both kinds of card react, then the rulebook's examples: two are
replayed as they are written, the last is played from the learner's own choice of order.
"""

from __future__ import annotations

from ....tutor.model import Do, Lesson, Move, Say, Setup, View
from ..cards import BY_CODE
from ..examples import BY_NAME
from .common import (
    GAME,
    at_turn_choice,
    coins,
    example,
    goal,
    main_action,
    main_actions_done,
    played,
    reward_at,
    spec,
    turn_over,
    turn_summary,
)

REACTING_TABLE = spec(
    {"coins": 1, "hand": ["Rook Courier"], "buildings": ["Abacus Hall", "Sorting Office"], "tokens": ["moon"]},
    {"coins": 5, "gear": [{"code": "Hand Cart", "supply": 2}, {"code": "Postal Contract", "supply": 2}]},
)

_INVEST = (
    "(rulebook: Investing in Buildings): the coins put there are Supplies, a point each at the end, and they stay "
    "when the Building triggers again."
)


def _reactions(view: View) -> str:
    """What the learner's decision now is about (a trigger's order, an Invest, a play), or their turn."""
    decision = view["decision"]
    kind = decision["kind"]
    if kind == "trigger_order":
        return (
            "**Multiple Triggers** (rulebook: Multiple Triggers): cards set off at the same moment resolve in the "
            f"order chosen by the player who set them off: you. Your Hall's Invest 1 follows {_INVEST}"
        )
    if kind == "invest":
        return f"**{decision['prompt']}** {_INVEST}"
    if kind == "play_subject":
        return f"Zero Waste lets you play the trashed Chainwhip, paying its 4 coins: you hold {coins(view)}."
    return f"Nothing more reacts. {_next_action(view)}"


def _walked(view: View) -> bool:
    """The learner's first Main Action is done, and so is any move on the board it started."""
    return view["decision"]["kind"] != "adventure" and view["main_actions_left"] < 2


def _walks_to_gain(move: Move) -> bool:
    """The first Main Action walks the Lilypad onto a space whose reward is a Gain."""
    kind, (verb, _, where) = move.before["decision"]["kind"], move.action.partition(" ")
    if kind == "adventure":
        return verb == "move" and reward_at(move.before, where).startswith("Gain")
    return kind != "turn" or move.action == "activate lilypad"


def _walk_first(move: Move) -> str:
    """Why a move of the first Main Action is refused."""
    if move.before["decision"]["kind"] == "adventure":
        return "No coins there, so nothing would react: stop on a Gain space."
    return "Walk your Lilypad first; Rook Courier and your token come later this turn."


def _plays_a_crow(move: Move) -> bool:
    """The last Main Action plays a Crow card."""
    return main_action(lambda action: (card := played(action)) is not None and BY_CODE[card].species == "crow")(move)


def _crow_card(view: View) -> str:
    """The last Main Action: a Crow card sets off Seat 1's Postal Contract."""
    return (
        f"{_next_action(view)} Play Rook Courier, a Crow card, and Seat 1's Postal Contract pays you one of its "
        "Supplies. A card never reacts to its own play: it is not in play yet."
    )


def _keeps_token(move: Move) -> bool:
    """The move does not enchant (the token waits for the step that teaches it)."""
    return not move.action.startswith("enchant")


def _next_action(view: View) -> str:
    """The Main Actions the learner has left, and their coins."""
    left = view["main_actions_left"]
    return f"{('Your last', 'Your next')[left > 1]} Main Action, with {coins(view)}." if left else "Main Actions spent."


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
            scenario=REACTING_TABLE,
            text="**Gear** (rulebook: Gear Cards) reacts to **any** player: whoever meets its condition takes one of "
            "its Supplies as a coin. Seat 1's Hand Cart reacts (in this kit) to a Gain reward of the board, its "
            "Postal Contract to a Crow card played. **Buildings** (rulebook: Building Cards) react to their owner "
            "only, cutting in at once. Your Abacus Hall, in this kit: *when you gain coins, Invest 1*.",
            teaches=["gear", "buildings"],
        ),
        goal(
            "Walk your Lilypad onto a Gain space: a board's Gain reward is a Gain like any other (rulebook: "
            "Claiming a Reward), so your Hall and the Hand Cart both react.",
            goal=_walks_to_gain,
            miss=_walk_first,
            refuse=True,
            until=_walked,
            demo=["activate lilypad", "move w1"],
            teaches=["adventuring.reward"],
        ),
        goal(
            _reactions,
            until=at_turn_choice,
            demo=["trigger hand_cart", "invest 1"],
            teaches=["triggers.multiple", "buildings.invest", "effects.invest"],
        ),
        goal(
            _crow_card,
            goal=_keeps_token,
            miss="Keep your token for the next step: enchanting is a Free Action, so it can wait.",
            refuse=True,
            point=_plays_a_crow,
            skipped="No Crow card, so the Postal Contract stays still.",
            until=main_actions_done,
            demo=["play rook_courier"],
            teaches=["gear"],
        ),
        goal(
            "**Enchanting** (rulebook: Enchanting Buildings) is a Free Action: your token goes on one of your "
            "Buildings for good, one per Building. Sorting Office's enchantment is one-time, *Draw 2* at once; Abacus "
            "Hall's, a slot adding *Draw 1* whenever it triggers (in this kit). Enchanted Buildings also multiply "
            "your tucked Gear.",
            point=lambda move: move.action.startswith("enchant"),
            skipped="Your token stays loose, for a Building in a later turn.",
            until=turn_over,
            demo=["enchant sorting_office"],
            teaches=["buildings.enchant", "turn.enchant"],
        ),
        Say(turn_summary),
        Setup(
            scenario=example("generous_pension"),
            text="**Relics** (rulebook: Gear Cards): at the end of your turn you tuck your empty cards in the order "
            "you choose, and an empty Gear resolves its Relic just before; a Gear tucked any other way gives none. "
            "Your Generous Pension (Relic: a Supply for a Villager) and Hare Peddler are empty.",
            teaches=["gear"],
        ),
        Do(
            list(BY_NAME["generous_pension"].actions),
            text="The rulebook's order: the Pension first. Its Relic put a Supply on Hare Peddler, which stays.",
        ),
        Setup(
            scenario=example("zero_waste_interrupt"),
            text="**Interrupts**, on the Autumn side. Your Zero Waste: *when you trash a Gear card, you may play it, "
            "paying*. You hold 3 coins and Chainwhip (cost 4); the way to a +5 token costs a card.",
            teaches=["buildings"],
        ),
        Do(
            list(BY_NAME["zero_waste_interrupt"].actions),
            text="Chainwhip paid the step, and Zero Waste cut in before you arrived: 3 coins could not pay 4, so "
            "Chainwhip stayed trashed. Then came the +5.",
        ),
        Setup(
            scenario=example("trigger_chain"),
            text="**The rulebook's chain** (rulebook: Multiple Triggers). The same step, but Zero Waste is enchanted "
            "(in this kit its slot adds *Invest 1*), you own a Postal Contract, and Seat 1 a Recycle Bin (*when any "
            "player trashes a card*).",
            teaches=["triggers.multiple"],
        ),
        Do(list(BY_NAME["trigger_chain"].actions[:2])),
        goal(
            "Chainwhip paid the step and set off Recycle Bin and Zero Waste together. Which first?",
            demo=BY_NAME["trigger_chain"].actions[2:3],
        ),
        goal(_reactions, demo=BY_NAME["trigger_chain"].actions[3:4]),
        goal(_reactions, demo=BY_NAME["trigger_chain"].actions[4:5]),
    ],
)
