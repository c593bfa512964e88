"""The rulebook sections A Wild Venture's rule ids stand for (``Game.rules``): what an event's or
an explanation's ``rule`` names, in the words of the rulebook's headings.

>>> SECTIONS["actions.activate"]
'Main Action: Activate a card'

:data:`RULEBOOK` is the other table: every section of the rulebook that holds rules, by an id of
ours, with its heading. Each lesson step names the ones it teaches (``teaches=``), and a test
checks that every one of them is taught.

>>> RULEBOOK["remember"]
'Things to Remember'
"""

from __future__ import annotations

SECTIONS: dict[str, str] = {
    "setup": "Setup",
    "setup.initiate": "Setup: choosing the Initiate Villagers",
    "turn": "Turn Sequence",
    "actions.play": "Main Action: Play a card",
    "actions.activate": "Main Action: Activate a card",
    "actions.free": "Free Action: activating a Free Action Villager",
    "actions.enchant": "Free Action: Enchant a Building",
    "enchant.one_time": "Enchanting Buildings: one-time Enchantment effects",
    "enchant.slot": "Enchanting Buildings: Enchantment slots",
    "turn.end": "End of Turn",
    "turn.return_home": "End of Turn: the Adventurer goes Home",
    "turn.tuck": "End of Turn: tucking empty cards",
    "effects.gain": "Card Effects: Gain",
    "effects.draw": "Card Effects: Draw",
    "effects.tuck": "Card Effects: Tuck",
    "effects.trash": "Card Effects: Trash",
    "effects.adventure": "Card Effects: Adventure",
    "effects.invest": "Investing in Buildings",
    "effects.consider": "Card Effects: Consider",
    "effects.cost": "Card Effects: effects with a cost",
    "effects.activate": "Main Action: Activate a card, activations by other effects",
    "effects.supply": "Card Effects: adding a Supply to a Villager",
    "adventure.move": "Adventuring",
    "adventure.path_cost": "Adventuring: paths with costs (Autumn side)",
    "adventure.cannot_move": "Adventuring: when you cannot move",
    "adventure.reward": "Claiming a Reward",
    "adventure.tokens": "Claiming tokens",
    "adventure.chest_home": "Claiming tokens: a Chest at the end of a path",
    "rewards.starter": "Claiming a Reward: Warren, Lilypad and Nest",
    "rewards.iron_chest": "Claiming a Reward: Iron Chest",
    "rewards.gold_chest": "Claiming a Reward: Gold Chest",
    "rewards.ruby_chest": "Claiming a Reward: Ruby Chest",
    "gear.trigger": "Gear Cards: triggers",
    "gear.relic": "Gear Cards: Relic effects",
    "buildings.trigger": "Building Cards",
    "triggers.multiple": "Multiple Triggers",
    "end.deck_empty": "End of Game: the deck runs out",
    "end.final_turn": "End of Game: the final turns",
    "end.opponent_gear": "End of Game: the opponent's emptied Gear",
    "end.hands_trashed": "End of Game: hands go to the Trash",
    "scoring": "End of Game: scoring",
    "scoring.villagers": "Villager Scoring",
    "scoring.buildings": "Building Scoring",
    "scoring.gear": "Gear Scoring",
    "scoring.tie": "End of Game: a tie is shared",
    "scoring.tiebreak": "End of Game: breaking a tie",
    "variants.no_memory": "Optional Variants: No Memory",
    "variants.even_wilder": "Optional Variants: An Even Wilder Venture",
}

RULEBOOK: dict[str, str] = {
    "components": "Component List",
    "setup": "Setup",
    "overview": "Overview",
    "turn": "Turn Sequence",
    "turn.play": "Main Action: Play a card",
    "turn.activate": "Main Action: Activate a card",
    "turn.free_action": "Free Action: Free Action Villager cards",
    "turn.enchant": "Free Action: Enchant a Building",
    "turn.end": "End of Turn",
    "effects": "Card Effects: doing as much as you can, and costs",
    "effects.gain": "Card Effects: Gain",
    "effects.draw": "Card Effects: Draw",
    "effects.tuck": "Card Effects: Tuck",
    "effects.trash": "Card Effects: Trash",
    "effects.adventure": "Card Effects: Adventure",
    "effects.invest": "Card Effects: Invest",
    "effects.consider": "Card Effects: Consider",
    "adventuring": "Adventuring",
    "adventuring.reward": "Claiming a Reward",
    "adventuring.tokens": "Claiming tokens",
    "adventuring.example": "Detailed Adventure example",
    "gear": "Gear Cards",
    "buildings": "Building Cards",
    "buildings.invest": "Investing in Buildings",
    "buildings.enchant": "Enchanting Buildings",
    "triggers.multiple": "Multiple Triggers",
    "end": "End of Game",
    "scoring.villagers": "Villager Scoring",
    "scoring.buildings": "Building Scoring",
    "scoring.gear": "Gear Scoring",
    "scoring.example": "Scoring example",
    "remember": "Things to Remember",
    "variants.no_memory": "Optional Variants: No Memory",
    "variants.even_wilder": "Optional Variants: An Even Wilder Venture",
}
