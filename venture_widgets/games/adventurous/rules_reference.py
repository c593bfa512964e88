"""Adventurous's rules reference, as data: a summary of every rule id in our own words, and the
game's terms. The rulebook section of each id is :data:`.sections.SECTIONS`; the table's rules
panel draws :func:`reference` (shipped in ``catalog()["reference"]``).

Where the rulebook is silent a summary gives our reading and says so ("our reading":
docs/reconstructions.md, Adventurous: readings); the grid, the cards' faces, the ship's layout and
the three journey effects are this kit's reconstruction, and the summaries say so too.

>>> groups = reference()["groups"]
>>> [group["title"] for group in groups][:4]
['Setup', 'Taking a Turn', 'Journey Effects', 'General Placement Rules']
>>> [rule["id"] for rule in groups[3]["rules"]]
['place.ship', 'place.marvel', 'place.grid']
>>> "our reading" in SUMMARIES["end.set_aside"].lower()
True
"""

from __future__ import annotations

from typing import Any

from ...core.reference import rules_reference
from .sections import SECTIONS

SUMMARIES: dict[str, str] = {
    "setup": "Lay the ship with the chosen side up, build the marvel deck for the difficulty, turn up the "
    "active marvel, shuffle the other cards into the map deck and pick who starts.",
    "setup.ship": "The plain side plays without journey effects; the rough side adds them (in this kit: Calm "
    "Seas and Rough Seas).",
    "setup.marvels": "The difficulty sets how many marvels of mark I, II and III make up the five-card marvel "
    "deck; the crew picks them or draws them at random.",
    "setup.active": "The top marvel of the shuffled marvel deck is turned up beside the ship as the active marvel.",
    "setup.map_deck": "The twelve cards left are shuffled into the map deck, map side up; the first player holds it.",
    "setup.first_player": "The crew decides who starts; in this kit the first_player option or the seed picks "
    "the seat.",
    "turn": "Whoever's turn it is chooses Explore or Discover; when only one move is possible it is taken at once.",
    "turn.explore": "Draw two map cards one after the other, each time the seen top card or the unseen bottom "
    "one, then lay both; not possible once the map deck is empty.",
    "turn.discover": "Lay the active marvel or the top marvel of the deck; a laid active marvel is replaced at "
    "once by the top of the marvel deck.",
    "turn.pass": "After a turn the map deck, if any cards are left, goes to the next player clockwise.",
    "journey": "On the rough side, the active marvel's mark (I, II or III) picks which of the three effects is "
    "in force; it changes with the active marvel.",
    "journey.top_only": "Effect I, ours: Explore draws from the top of the map deck only.",
    "journey.portrait_only": "Effect II, ours: map cards are laid in portrait only.",
    "journey.spare_encounters": "Effect III, ours: a map card may not cover any encounter that shows.",
    "journey.off": "Once every marvel is on the map, no journey effect applies for the rest of the voyage.",
    "place.ship": "A card may cover the ship's top row of three spaces, never the rest of the ship.",
    "place.marvel": "No card may cover any space of a marvel.",
    "place.grid": "Cards lie on the grid of spaces and cover at least one space of a map card already laid.",
    "map.orientation": "A map card may lie in portrait (3 wide, 4 tall in this kit) or in landscape.",
    "map.first": "The first map card puts one of its waypoints on the ship's starting waypoint.",
    "map.extend": "A later map card puts a waypoint on the path of the card laid just before it and covers "
    "the last waypoint and any path beyond that join; in our reading that card keeps some path showing.",
    "map.cover_whole": "A map card may never hide every space of another map card.",
    "map.single_path": "The path stays one line from the ship through every map card, with no fork and no "
    "loose piece; in our reading path spaces join when they share an edge.",
    "marvel.landscape": "A marvel lies in landscape only.",
    "marvel.no_path": "A marvel may not cover a waypoint or a path segment.",
    "marvel.cost": "A marvel covers at least the encounters its cost names, and in all at least as many as the "
    "cost counts; extra encounters are fine unless its restriction says otherwise.",
    "marvel.restriction": "A restriction (in this kit: no whirlpool, a whirlpool, touching the ship or touching "
    "no marvel) is checked only while the marvel is laid.",
    "end": "The voyage ends when every card is laid or set aside, or when a turn has nothing left that can be laid.",
    "end.set_aside": "Our reading: a drawn map card that fits nowhere when its turn to be laid comes is set "
    "aside, out of the voyage.",
    "thresholds": "Count each encounter type that shows; a type over the ship's limit (fin 4, serpent 3, "
    "trident 2) scores nothing, and whirlpools have no limit.",
    "scoring": "A point per path segment showing, two per fin, serpent or trident within its limit, minus three "
    "per whirlpool, plus 5 with every marvel placed or minus 5 per marvel left out.",
    "scoring.result": "50 or more is a Marvelous Adventure, 40 to 49 a Successful Voyage; below 40 the crew is "
    "Lost at Sea and loses.",
}

TERMS: dict[str, str] = {
    "Crew": "Everyone at the table: one team that shares one score and wins or loses together.",
    "Ship": "The card the map starts from, with the starting waypoint, the encounter limits and, on one side, "
    "the journey effects.",
    "Map side": "A card's sea-map face: a path of segments between two waypoints, and encounters.",
    "Marvel side": "A card's other face: a difficulty mark, a placement cost and maybe a restriction.",
    "Path": "The waypoints and path segments that show, one line from the ship's starting waypoint.",
    "Waypoint": "An end of a card's path; the last one that shows is where the next map card must reach.",
    "Encounter": "A fin, serpent, trident or whirlpool printed on a map side.",
    "Active marvel": "The marvel turned up beside the ship; on the rough side its mark picks the journey effect.",
    "Threshold": "The most of an encounter type that may show and still score.",
    "Journey effect": "A harder rule in force while the active marvel carries its mark (the three are ours).",
    "Set aside": "Out of the voyage: a drawn card that fits nowhere, in our reading.",
}


def reference() -> dict[str, Any]:
    """The rules reference of the catalog (see :func:`venture_widgets.core.reference.rules_reference`)."""
    return rules_reference(SECTIONS, SUMMARIES, TERMS)
