"""The rulebook sections Adventurous's rule ids stand for (``Game.rules``): what an event's or an
explanation's ``rule`` names, in the words of the rulebook's headings.

>>> SECTIONS["map.extend"]
'Map Card Placement Rules: extending the path'

:data:`RULEBOOK` is the other table: every section of the rulebook that holds rules, by an id of
ours, with its heading. Each lesson step names the ones it teaches (``teaches=``), and a test
checks that every one of them is taught.
"""

from __future__ import annotations

SECTIONS: dict[str, str] = {
    "setup": "Setup",
    "setup.ship": "Setup: the ship's side",
    "setup.marvels": "Setup: the difficulty level and the marvel deck",
    "setup.active": "Setup: the active marvel",
    "setup.map_deck": "Setup: the map deck",
    "setup.first_player": "Setup: the first player",
    "turn": "Taking a Turn",
    "turn.explore": "Taking a Turn: Explore",
    "turn.discover": "Taking a Turn: Discover",
    "turn.pass": "Taking a Turn: passing the map deck",
    "journey": "Journey Effects",
    "journey.top_only": "Journey Effects: I, draw from the top only (our effect)",
    "journey.portrait_only": "Journey Effects: II, map cards in portrait only (our effect)",
    "journey.spare_encounters": "Journey Effects: III, map cards cover no encounter (our effect)",
    "journey.off": "Journey Effects: all off once every marvel is placed",
    "place.ship": "General Placement Rules: the ship's top three spaces",
    "place.marvel": "General Placement Rules: never over a marvel",
    "place.grid": "General Placement Rules: on the grid, over a placed map card",
    "map.orientation": "Map Card Placement Rules: landscape or portrait",
    "map.first": "Map Card Placement Rules: the first map card",
    "map.extend": "Map Card Placement Rules: extending the path",
    "map.cover_whole": "Map Card Placement Rules: never covering a map card completely",
    "map.single_path": "Map Card Placement Rules: one continuous path",
    "marvel.landscape": "Marvel Placement Rules: landscape only",
    "marvel.no_path": "Marvel Placement Rules: never over the path",
    "marvel.cost": "Marvel Placement Rules: the placement cost",
    "marvel.restriction": "Marvel Placement Rules: placement restrictions",
    "end": "End of Game",
    "end.set_aside": "End of Game: a drawn card that cannot be placed (our reading)",
    "thresholds": "Encounter Thresholds",
    "scoring": "Scoring",
    "scoring.result": "Scoring: the result table",
    "notation": "How actions are written",
}

#: Every section of the rulebook that holds rules, by an id of ours, with its heading.
RULEBOOK: dict[str, str] = {
    "components": "Components",
    "setup": "Setup",
    "gameplay": "Gameplay",
    "taking_a_turn": "Taking a Turn",
    "journey_effects": "Journey Effects",
    "end_of_game": "End of Game",
    "encounter_thresholds": "Encounter Thresholds",
    "scoring": "Scoring",
    "general_placement": "General Placement Rules",
    "map_placement": "Map Card Placement Rules",
    "marvel_placement": "Marvel Placement Rules",
}
