"""The rulebook sections Venture Forth's rule ids stand for (``Game.rules``): what an event's or an
explanation's ``rule`` names, in the words of the rulebook's headings.

>>> SECTIONS["venture.exert"]
'Venture Forth: Exerting'

:data:`RULEBOOK` is the other table: every section of the rulebook that holds rules, by an id of
ours, with its heading. Each lesson step names the ones it teaches (``teaches=``), and a test
checks that every one of them is taught.

>>> RULEBOOK["despair"]
'Despair'
"""

from __future__ import annotations

SECTIONS: dict[str, str] = {
    "setup": "Setting Up the Game",
    "setup.start": "Setting Up the Game: the starting adventurer",
    "setup.redraw": "Setting Up the Game: redrawing a hand with too few adventurers",
    "setup.pawn": "Setting Up the Game: pawns on temple sites",
    "turn": "Playing a Turn",
    "turn.zeus": "Playing a Turn: the Zeus Rule",
    "play.place": "Play a Card, Step 1: Placement",
    "play.resource": "Play a Card, Step 2: Collect Resource",
    "play.explore": "Play a Card, Step 2: the explore icon",
    "play.draw": "Play a Card, Step 3: Draw One Card",
    "venture": "Venture Forth",
    "venture.adventurer": "Venture Forth: Encountering an Adventurer",
    "venture.recruit": "Venture Forth: Encountering an Adventurer, recruiting",
    "venture.party_limit": "Venture Forth: the Party Limit Rule",
    "venture.enemy": "Venture Forth: Encountering an Enemy",
    "venture.defeat": "Venture Forth: Encountering an Enemy, defeating it",
    "venture.desired": "Venture Forth: What's Desired",
    "venture.exert": "Venture Forth: Exerting",
    "venture.arrive": "Venture Forth: Arriving at the Destination (the Wandering Rule)",
    "ambitions": "Ambitions & Leveling Up: Ambitions",
    "ambitions.level_up": "Ambitions & Leveling Up: Leveling Up",
    "level3.ability": "Ambitions & Leveling Up: a Level III card's ability",
    "temple.hestia": "Making an Offering at the Temple: Hestia",
    "temple.muses": "Making an Offering at the Temple: the Muses",
    "temple.nike": "Making an Offering at the Temple: Nike",
    "temple.hermes": "Making an Offering at the Temple: Hermes",
    "temple.hades": "Making an Offering at the Temple: Hades",
    "temple": "Making an Offering at the Temple",
    "regroup": "Regroup",
    "explore": "Explore Tokens",
    "treasure.ability": "Treasure Cards: Abilities",
    "despair": "Despair",
    "end": "End of the Game",
    "scoring": "End of the Game: Calculating Scores",
    "variants.hidden_tokens": "Variant Rules: Hidden Explore Tokens",
}

RULEBOOK: dict[str, str] = {
    "goal": "Goal of the Game",
    "components": "Components",
    "setup": "Setting Up the Game",
    "turn": "Playing a Turn",
    "actions": "Playing a Turn: Actions",
    "ambitions": "Ambitions & Leveling Up: Ambitions",
    "leveling_up": "Ambitions & Leveling Up: Leveling Up",
    "placement": "Play a Card: Step 1: Placement",
    "collect": "Play a Card: Step 2: Collect Resource",
    "draw": "Play a Card: Step 3: Draw One Card",
    "venture": "Venture Forth",
    "adventurer": "Venture Forth: Encountering an Adventurer",
    "enemy": "Venture Forth: Encountering an Enemy",
    "desired": "Venture Forth: What's Desired",
    "exerting": "Venture Forth: Exerting",
    "arriving": "Venture Forth: Arriving at the Destination",
    "venture_example": "Venture Forth: Example of a Venture Forth Action",
    "temple": "Making an Offering at the Temple",
    "regroup": "Regroup",
    "explore_tokens": "Explore Tokens",
    "treasure_abilities": "Treasure Cards: Abilities",
    "treasure_scoring": "Treasure Cards: Scoring",
    "despair": "Despair",
    "end": "End of the Game",
    "scores": "End of the Game: Calculating Scores",
    "variants": "Variant Rules",
}
