"""A Wild Venture's rules reference, as data: a summary of every rule id in our own words, and
the game's terms. The rulebook section of each id is :data:`.sections.SECTIONS`; the table's
rules panel draws :func:`reference` (shipped in ``catalog()["reference"]``).

>>> groups = reference()["groups"]
>>> [group["title"] for group in groups][:4]
['Setup', 'Turn Sequence', 'Main Action', 'Free Action']
>>> [rule["id"] for rule in groups[2]["rules"]]
['actions.play', 'actions.activate', 'effects.activate']
"""

from __future__ import annotations

from typing import Any

from ...core.reference import rules_reference
from .sections import SECTIONS

SUMMARIES: dict[str, str] = {
    "setup": "The board goes out with its setup tokens and the deck is the Core cards shuffled with one Theme "
    "deck. Each player starts with 5 coins, one Enchantment token, the Nest, Lilypad and Warren Starters "
    "and 5 cards.",
    "setup.initiate": "The second player picks an Initiate Villager first, then the starting player; each takes "
    "the Adventurer of that species and puts 2 Supplies on the Initiate. The Initiate left over is trashed.",
    "turn": "A turn holds two Main Actions, playing or activating in any mix, and as many Free Actions as you "
    "like before, between or after them.",
    "actions.play": "Pay a hand card's cost in coins and lay it in its row: Gear on top, Villagers in the middle, "
    "Buildings beside the Starters. Gear and Villagers get Supplies equal to their Supply Value.",
    "actions.activate": "Use a Starter (free) or a Villager (one Supply comes off; impossible with none) and carry "
    "out its effects in order. One card cannot be activated by both Main Actions of a turn.",
    "actions.free": "A Villager marked Free Action is used without spending a Main Action: one Supply comes off "
    "and it resolves, at most once per turn in this way.",
    "actions.enchant": "As a Free Action, put an Enchantment token from your area on one of your Buildings. Each "
    "Building holds one token, and it never comes off.",
    "enchant.one_time": "A Building with a one-time Enchantment effect resolves that effect as soon as it is "
    "enchanted.",
    "enchant.slot": "Once enchanted, a Building with an Enchantment slot modifies its own effect every time it "
    "triggers; in this kit the slot adds an effect, carried out right after the Building's.",
    "turn.end": "When a turn is over, an Adventurer that reached the end of a path goes Home, then every empty "
    "Villager and Gear card is tucked.",
    "turn.return_home": "An Adventurer that got to the end of a path this turn is set back on Home as the turn ends.",
    "turn.tuck": "Empty Villager and Gear cards are tucked under your Score card one at a time, in the order you "
    "choose; an empty Gear first resolves its Relic.",
    "effects.gain": "Take that many coins from the Reserve.",
    "effects.draw": "Take that many cards from the top of the deck into your hand.",
    "effects.tuck": "Slide the card named face down under your Score card, where it stays hidden.",
    "effects.trash": "Lay that many cards face up on the Trash pile, in the order you like; anyone may browse "
    "the Trash.",
    "effects.adventure": "Move your Adventurer up to that many spaces, at least one when possible (see Adventuring).",
    "effects.invest": "Move up to that many of your coins onto the Building: they become Supplies that score at "
    "the end.",
    "effects.consider": "Secretly look at that many cards from the top of the deck, do the listed Draw, Tuck and "
    "Trash with them in order, and put the others back on top in any order. A short deck gives what it has.",
    "effects.cost": "An effect with a price is carried out only when you can pay it; when you cannot, that effect "
    "is skipped, and the activation still happened.",
    "effects.activate": "A card activated by another effect resolves without losing a Supply, even when empty, "
    "and this does not use up its once-per-turn activation.",
    "effects.supply": "Put one Supply from the Reserve on one of your Villagers.",
    "adventure.move": "Move forward along the paths, never back towards Home, picking a branch at each fork; you "
    "may stop early. Adventurers may share a space.",
    "adventure.path_cost": "On the Autumn side some paths ask for coins, or cards from hand, before you may cross; "
    "a path you cannot pay for is closed.",
    "adventure.cannot_move": "An Adventurer at a path's end, or at a fork whose every way costs more than you can "
    "pay, stays put and claims nothing.",
    "adventure.reward": "Where the Adventurer stops after moving, you claim that space's reward; not moving claims "
    "nothing. Board Gain and Draw rewards set off triggers like any Gain or Draw.",
    "adventure.tokens": "Stopping on a token: an Enchantment token joins your area unless you already own that "
    "kind; any other token gives its reward (in this kit, instead of the space's) and leaves the game.",
    "adventure.chest_home": "A Chest at the end of a path sends the Adventurer back Home when the turn ends.",
    "rewards.starter": "A Warren, Lilypad or Nest space lets you either activate that Starter or flip it to its "
    "upgraded side.",
    "rewards.iron_chest": "Choose one: tuck a hand card; add a Supply to one of your Villagers; or Consider 3, "
    "keeping 1 and trashing 2.",
    "rewards.gold_chest": "Choose one: tuck two hand cards; activate one of your Villagers; or Consider 5, keeping "
    "2 and trashing 3.",
    "rewards.ruby_chest": "Choose one: tuck three hand cards; take two cards from the Trash, tucking one and "
    "playing the other for free; or Consider 5 to tuck 1, keep 2 and trash 2.",
    "gear.trigger": "Gear is never activated. Whenever anyone meets a Gear card's condition, a Supply comes off "
    "it, if it has one, and that player takes it as a coin.",
    "gear.relic": "An empty Gear card tucked as its owner's turn ends resolves its Relic first; a Gear tucked in "
    "any other way skips it.",
    "buildings.trigger": "A Building is never activated: when its owner meets its condition, its effect happens at "
    "once, pausing whatever was going on. Its Supplies stay on it.",
    "triggers.multiple": "When several Gear and Building cards go off together, the player who set them off picks "
    "the order.",
    "end.deck_empty": "Once the deck is empty, the turn in progress is finished and then each player takes one "
    "last turn.",
    "end.final_turn": "This player's turn is the last one they get.",
    "end.opponent_gear": "If the very last turn empties one of the opponent's Gear cards, the opponent tucks it "
    "without its Relic.",
    "end.hands_trashed": "When play stops, the cards left in hand go to the Trash without setting anything off.",
    "scoring": "Your score adds up your Villager, Building and Gear points; the highest score wins.",
    "scoring.villagers": "Sort your tucked Villagers by species and multiply the smallest group by the largest; a "
    "species you lack makes it 0.",
    "scoring.buildings": "Each Supply on a Building in play is a point; a tucked Building is worth nothing.",
    "scoring.gear": "Multiply your tucked Gear cards by your enchanted Buildings.",
    "scoring.tie": "Tied players share the win, as the designer prefers.",
    "scoring.tiebreak": "With the tiebreak option a tie goes to more leftover coins, then to the higher Villager "
    "score; failing both, the win is shared.",
    "variants.no_memory": "Tucked cards lie face up, and you may look at your own whenever you like.",
    "variants.even_wilder": "Both Theme decks join the Core deck; players draw 8 cards at setup and trash 3 once "
    "they hold their Initiate (in this kit, after both have chosen, the player who chose first trashes first).",
}

TERMS: dict[str, str] = {
    "Main Action": "One of the two things your turn must hold: play a card or activate a card.",
    "Free Action": "Anything extra your turn may hold: a Free Action Villager, or enchanting a Building.",
    "Coin": "Money in your area; pays for cards and path costs.",
    "Supply": "A coin token lying on a card: uses left on Villagers and Gear, points on Buildings.",
    "Reserve": "The common heap of coin tokens.",
    "Starter": "Nest, Lilypad and Warren: three cards everyone starts with, used for free, flipped when upgraded; "
    "their effects are this kit's own.",
    "Villager": "A card of the middle row, activated for its effects; tucked when empty, scored by species.",
    "Gear": "A card of the top row that pays a coin to whoever meets its condition; its Relic acts when tucked.",
    "Building": "A card of the bottom row that acts when its owner meets its condition; its Supplies score.",
    "Initiate": "The first Villager each player picks at setup, which also gives the Adventurer's species.",
    "Species": "Crow, Frog or Rabbit.",
    "Adventurer": "Your piece on the board; it starts at Home and moves along the paths.",
    "Tuck": "Put a card face down under your Score card; tucked Villagers and Gear score.",
    "Trash": "The open discard pile.",
    "Consider": "Look secretly at the top cards of the deck and deal with them as the effect says.",
    "Relic": "The effect a Gear card gives when it is tucked empty at the end of its owner's turn.",
    "Enchantment token": "A token placed on a Building to power it up; three matching pairs, called sun, moon and "
    "star in this kit.",
    "Chest": "A space (Iron, Gold or Ruby) offering a choice of three rewards; on this kit's boards every path ends "
    "at one.",
}


def reference() -> dict[str, Any]:
    """The rules reference of the catalog (see :func:`venture_widgets.core.reference.rules_reference`)."""
    return rules_reference(SECTIONS, SUMMARIES, TERMS)
