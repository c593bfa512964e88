"""The first lessons of Adventurous: a quick start (theme, goal, scoring, the set-up table, a
first turn explored and placed), the map's placement rules, and the marvels.

The positions are seeded games (:func:`.common.table`). Where a learner's choice would change
what follows, a new ``Setup`` starts from a fixed position, and says so. Every placement rule is
shown failing: a quiz asks which rule refuses a placement the table shows, and the placement
steps answer the tempting wrong tries with the rule that refuses them.
"""

from __future__ import annotations

from ....tutor.model import Ask, Expect, Lesson, Say, Setup
from ....tutor.worked import Move, replay_steps
from ..examples import BY_NAME
from .common import GAME, placements, position, refused, table

# --- 1. quick start --------------------------------------------------------------------------------

#: Two players (the learner is seat 0, first), Novice: marvel 1 is active, card 5 tops the map deck.
FIRST_TABLE = table(2, players=2, first_player=0)
#: Both draws from the top: cards 5 and 11.
DRAWN = table(2, ["draw top", "draw top"], players=2, first_player=0)
#: Card 5 laid first, in landscape: card 11 to place.
SECOND = table(2, ["draw top", "draw top", "place 5 -2,-2 90"], players=2, first_player=0)
FIRST_MOVES, FIRST_SAID = placements(DRAWN)
SECOND_MOVES, SECOND_SAID = placements(SECOND)

QUICK_START = Lesson(
    id="quick_start",
    game=GAME,
    title="Quick start",
    summary="The theme, the goal and how the team scores; the table after setup; a first turn explored and placed.",
    sections=[
        "setup",
        "setup.ship",
        "setup.marvels",
        "setup.active",
        "setup.map_deck",
        "setup.first_player",
        "turn.explore",
        "map.first",
        "map.extend",
        "turn.pass",
    ],
    steps=[
        Setup(
            record=FIRST_TABLE,
            text="**Welcome to Adventurous**, a voyage for one to four sailors who play as one crew and share "
            "one score. From your ship you lay sea-map cards, one partly over another, so that a single path "
            "winds away across the table; and you place **marvels**, wonders that hide the dangers of the sea. "
            "The whole crew wins or loses together.",
            teaches=["components"],
        ),
        Say(
            "**How the crew scores** (rulebook: Scoring). When the voyage ends you count what still shows: a "
            "point per path segment (waypoints are not counted), two per fin, serpent or trident, and minus "
            "three per whirlpool. But a type that shows more than the ship's limit (fin 4, serpent 3, trident 2) "
            "scores nothing at all. All five marvels placed give 5 more; each one left out costs 5. With 40 or "
            "more the voyage succeeds, with 50 it is marvelous; below 40 the crew is lost at sea.",
            teaches=["scoring", "encounter_thresholds"],
        ),
        Ask(
            "The voyage ends: 20 path segments, 3 fins and 1 whirlpool show, and all five marvels are placed. "
            "What does the crew score?",
            ["28", "31", "23", "25"],
            answer=0,
            explanation="20 for the path, 6 for the fins (3 is within the limit of 4), minus 3 for the "
            "whirlpool, plus 5 for the marvels: 28.",
            feedback={
                "31": "The whirlpool still shows, and it costs 3 (rulebook: Scoring).",
                "23": "Placing all five marvels earns 5 more (rulebook: Scoring).",
                "25": "Each fin within its limit is worth 2, not 1 (rulebook: Scoring).",
            },
            teaches=["scoring"],
        ),
        Say(
            "**The table after setup** (rulebook: Components; Setup). The ship lies at the foot of the map, "
            "its plain side up: no journey effects. Each of the 17 cards has a **map side** (a path of segments "
            "between two waypoints, and encounters: fins, serpents, tridents, whirlpools) and a **marvel side** "
            "(a difficulty mark I to III, a cost, maybe a restriction). The crew chose Novice: three marvels of "
            "I, one of II, one of III, shuffled into the marvel deck; its top card was turned up beside the ship "
            "as the **active marvel**. The other twelve cards form the map deck, map side up, held by the first "
            "player (the rulebook's pick: whoever last went adventuring): you. "
            "In this kit a card covers 3 by 4 spaces of a grid, and the cards' faces are our design.",
            teaches=["components", "setup"],
        ),
        Ask(
            "Look at the table. How many cards are left in the marvel deck?",
            ["4", "5", "12"],
            answer=0,
            explanation="Five marvels, less the active one turned up beside the ship: 4.",
            feedback={
                "5": "One of the five was turned up as the active marvel (rulebook: Setup).",
                "12": "Twelve is the map deck; the marvel deck holds what is left of the five (rulebook: Setup).",
            },
            teaches=["setup"],
        ),
        Say(
            "**A turn** (rulebook: Gameplay; Taking a Turn). Turns go clockwise, and on yours you either "
            "**Explore** or **Discover**. Explore: draw two map cards, one after the other; each time you see "
            "the top card and take it, or take the unseen bottom card instead. Then you lay both. Discover: lay "
            "the active marvel or the top marvel of the deck (lesson 3). A marvel has to lie over map cards, so "
            "on the first turn only Explore is possible, and the table has begun it for you.",
            teaches=["gameplay", "taking_a_turn"],
        ),
        Expect(
            "The top of the map deck shows card 5. Draw it, or the unknown card at the bottom?",
            ["draw top", "draw bottom"],
            outcomes={
                "draw top": "Card 5 is yours: you knew what you were taking.",
                "draw bottom": "A card no one had seen: sometimes worth the gamble.",
            },
            teaches=["taking_a_turn"],
        ),
        Expect(
            "Your second draw: again you see the top card before you choose.",
            ["draw top", "draw bottom"],
            outcomes={
                "draw top": "Two cards drawn; both lie face up for the whole crew.",
                "draw bottom": "Two cards drawn; both lie face up for the whole crew.",
            },
            teaches=["taking_a_turn"],
        ),
        Setup(
            record=DRAWN,
            text="**Laying the first card** (rulebook: Map Card Placement Rules; General Placement Rules). So that "
            "the lesson goes on the same for everyone, say both draws came from the top: cards 5 and 11. You "
            "choose which to lay first. A map card may lie in portrait or landscape. The first one must put one "
            "of its two waypoints on the ship's starting waypoint. A card may cover the ship's top row, never "
            "the rest of the ship.",
            teaches=["map_placement", "general_placement"],
        ),
        Expect(
            "Lay card 5 or card 11: the lit places are the legal ones.",
            FIRST_MOVES,
            outcomes=FIRST_SAID,
            feedback=dict(
                [
                    refused("place 5 0,0 0", "place.ship", "That covers the ship below its top row."),
                    refused(
                        "place 11 3,-3 0",
                        "map.first",
                        "Beside the ship, its waypoints miss the ship's starting waypoint.",
                    ),
                ]
            ),
            teaches=["map_placement"],
        ),
        Setup(
            record=SECOND,
            text="**Extending the path.** Again so that everyone goes on alike: card 5 lies in landscape. Each "
            "later map card puts one of its waypoints on the path of the card laid just before it, and covers "
            "the last waypoint: the path grows from there.",
            teaches=["map_placement"],
        ),
        Expect(
            "Lay card 11 to end your turn.",
            SECOND_MOVES,
            outcomes=SECOND_SAID,
            teaches=["map_placement"],
        ),
    ],
)

# --- 2. the map ------------------------------------------------------------------------------------

#: A solo Novice voyage, 15 moves in: map cards 15, 4, 6 and 9 carry the path (it ends on card 9),
#: marvels 5, 2 and 1 lie on the map, and cards 11 and 7 were drawn.
MAP_ACTIONS = [
    "draw top", "draw top", "place 15 1,-2 270", "place 4 1,-5 0", "discover top", "discover top",
    "place 2 2,-7", "discover top", "place 1 4,-3", "draw bottom", "draw bottom", "place 6 -1,-8 180",
    "place 9 -1,-11 0", "draw top", "draw bottom",
]  # fmt: skip
MAP = table(6, MAP_ACTIONS)
MAP_MOVES, MAP_SAID = placements(MAP)

THE_MAP = Lesson(
    id="map",
    game=GAME,
    title="The map",
    summary="Every rule a map card must keep, each shown refusing a placement.",
    sections=["map.extend", "map.cover_whole", "map.single_path", "place.marvel", "place.ship"],
    steps=[
        Setup(
            record=MAP,
            text="**A voyage under way.** Four map cards carry the path from the ship; it ends at a waypoint of "
            "card 9, the card laid last. Three marvels already lie on the map. You explored and drew cards 11 "
            "and 7.",
            teaches=["map_placement"],
        ),
        Say(
            "**Where a map card may go** (rulebook: Map Card Placement Rules). One of its waypoints must land on "
            "the path of card 9, and it must cover the last waypoint and any path beyond where it joins: the path "
            "gets shorter there, then longer. In our reading card 9 keeps at least one path space showing. A card "
            "may never hide a whole map card, and the path stays one line from the ship through every map card, "
            "with no fork and no loose piece: in this kit two path spaces join when they share an edge. "
            "**For every card** (rulebook: General Placement Rules): never over a marvel, never over the ship "
            "below its top row, always on the grid and over part of a map card.",
            teaches=["map_placement", "general_placement"],
        ),
        Ask(
            "Card 11 laid exactly over card 9 (place 11 -1,-11 0) would carry the path on. Why may it not lie there?",
            ["It would hide card 9 completely", "It would not cover the last waypoint", "It would cover a marvel"],
            answer=0,
            explanation="No part of card 9 would still show, and a map card may never be covered whole.",
            feedback={
                "It would not cover the last waypoint": "The last waypoint is on card 9, and card 11 would cover "
                "all of card 9 (rulebook: Map Card Placement Rules).",
                "It would cover a marvel": "No marvel lies over card 9; marvel 2 is off to the right "
                "(rulebook: General Placement Rules).",
            },
            teaches=["map_placement"],
        ),
        Ask(
            "Card 11 in landscape just left of the path's end (place 11 -4,-11 90) covers the last waypoint. Why "
            "may it not lie there?",
            ["Its path would touch card 9's path a second time", "It covers the ship", "It hides card 6"],
            answer=0,
            explanation="Its path would run beside card 9's and touch it again: a fork, and the path must be one line.",
            feedback={
                "It covers the ship": "The ship is far below; only its top row may be covered anyway "
                "(rulebook: General Placement Rules).",
                "It hides card 6": "Card 6 lies below card 9 and stays in view (rulebook: Map Card Placement Rules).",
            },
            teaches=["map_placement"],
        ),
        Expect(
            "Lay card 11 or card 7. Try a place the rules refuse first, if you like: the tutor says which rule "
            "stops it.",
            MAP_MOVES,
            outcomes=MAP_SAID,
            feedback=dict(
                [
                    refused("place 11 -1,-11 0", "map.cover_whole", "Card 9 would vanish under it."),
                    refused("place 11 -4,-11 90", "map.single_path", "Its path would touch card 9's path again."),
                    refused("place 7 -3,-15 0", "map.extend", "It does not reach the path's last waypoint."),
                    refused(
                        "place 11 -3,-13 0",
                        "map.extend",
                        "It covers the last waypoint, but neither of its waypoints lies on card 9's path.",
                    ),
                    refused("place 11 -1,-9 90", "place.marvel", "It would lie over part of marvel 2."),
                ]
            ),
            teaches=["map_placement", "general_placement"],
        ),
    ],
)

# --- 3. marvels ------------------------------------------------------------------------------------

#: The rulebook's cost example (``examples.py``): cards 6 and 3 show five fins, one over the limit,
#: and three serpents, right at it; marvel 13 ("3 + fin serpent") is active and marvel 5 tops the
#: marvel deck (marvel 1 lies under it).
COST_EXAMPLE = BY_NAME["marvel_cost"]
COST_MOVES, COST_PLACED = placements(position(COST_EXAMPLE.spec, COST_EXAMPLE.actions[:1]))
#: Each of its places hides two fins: three show, back within the limit.
COST_SAID = {
    move: f"{said} Three fins show now, within their limit: worth 6 again." for move, said in COST_PLACED.items()
}
#: Another Veteran voyage, 4 moves in: marvel 10 (it must touch the ship) tops the marvel deck.
RESTRICTED_ACTIONS = ["draw bottom", "draw top", "place 8 -1,-3 180", "place 3 -1,-5 180"]
RESTRICTED = table(86, RESTRICTED_ACTIONS, difficulty="veteran")
TOUCH = table(86, [*RESTRICTED_ACTIONS, "discover top"], difficulty="veteran")
TOUCH_MOVES, TOUCH_SAID = placements(TOUCH)

MARVELS = Lesson(
    id="marvels",
    game=GAME,
    title="Marvels",
    summary="Five fins over the limit, three serpents at it; Discover, a marvel's cost (the rulebook's “3 + fin "
    "serpent”) hiding fins; restrictions.",
    sections=["turn", "turn.discover", "marvel.cost", "thresholds"],
    steps=[
        *replay_steps(
            COST_EXAMPLE,
            "**Marvels** (rulebook: Marvel Placement Rules). A new voyage. Two map cards lie out; marvel 13 is "
            "active beside the ship, and marvel 5 tops the marvel deck. Count the fins and the serpents showing.",
            [
                [
                    Ask(
                        "Five fins and three serpents show; the ship's limits are 4 fins and 3 serpents. If the "
                        "voyage ended now, what would the fins and the serpents score together?",
                        ["6", "16", "14", "0"],
                        answer=0,
                        explanation="Five fins are one over their limit: they score nothing. Three serpents are "
                        "the limit itself, not past it: each still earns 2, so 6 in all.",
                        feedback={
                            "16": "A type over its limit scores nothing: the five fins earn 0 (rulebook: "
                            "Encounter Thresholds).",
                            "14": "Fins over the limit are not capped at four: they score nothing (rulebook: "
                            "Encounter Thresholds).",
                            "0": "Only a count above the limit scores nothing; three serpents are within a "
                            "limit of 3 (rulebook: Encounter Thresholds).",
                        },
                        teaches=["encounter_thresholds"],
                    )
                ],
                Move(
                    "A marvel laid over a fin hides it, and one fin fewer would bring them back within the "
                    "limit. **Discover** (rulebook: Taking a Turn) lays the active "
                    "marvel or the top of the marvel deck, instead of exploring. Discover marvel 13.",
                    feedback={
                        "discover top": "Allowed: marvel 5 would do. Here, take marvel 13 (rulebook: Taking a Turn).",
                        "explore": "Allowed, but this step is about marvels (rulebook: Taking a Turn).",
                    },
                    success="Marvel 13 is yours to lay.",
                    teaches=["taking_a_turn"],
                ),
                Move(
                    "**The cost** (rulebook: Marvel Placement Rules). Marvel 13 costs **3 + fin serpent**: five "
                    "encounters under it, a fin, a serpent and three more of any kind. A marvel lies in landscape "
                    "only, never over a waypoint or a path segment, and may cover more encounters than it needs. "
                    "Lay it; try a place the rules refuse first, if you like.",
                    also=tuple(move for move in COST_MOVES if move != COST_EXAMPLE.actions[1]),
                    outcomes=COST_SAID,
                    feedback=dict(
                        [
                            refused("place 13 4,-1 0", "marvel.landscape", "Upright it would stand in portrait."),
                            refused("place 13 3,-1", "marvel.no_path", "It would hide a path segment of card 6."),
                            refused(
                                "place 13 4,-2", "marvel.cost", "Three fins and a serpent: four encounters, one short."
                            ),
                            refused("place 13 4,-3", "marvel.cost", "There it covers two fins but no serpent."),
                            refused("place 13 6,-2", "place.grid", "It would lie on empty table, over no map card."),
                        ]
                    ),
                    teaches=["marvel_placement", "general_placement"],
                ),
            ],
            teaches=["marvel_placement"],
        ),
        Ask(
            "Look beside the ship. Which marvel is active now?",
            ["Marvel 5", "None until the next Discover", "Marvel 13"],
            answer=0,
            explanation="Marvel 13 came from beside the ship, so the top of the marvel deck, marvel 5, took its "
            "place at once.",
            feedback={
                "None until the next Discover": "An active marvel that is laid is replaced straight away "
                "(rulebook: Taking a Turn).",
                "Marvel 13": "Marvel 13 is on the map now (rulebook: Taking a Turn).",
            },
            teaches=["taking_a_turn"],
        ),
        Setup(
            record=RESTRICTED,
            text="**Restrictions** (rulebook: Marvel Placement Rules). Another voyage. Some marvels add a "
            "condition, in this kit one of four: no whirlpool under it, at least one whirlpool under it, touching "
            "the ship, or touching no other marvel. It counts only while you lay the marvel: what comes later may "
            "break it. Marvel 10 tops the marvel deck: four encounters of any kind, touching the ship.",
            teaches=["marvel_placement"],
        ),
        Expect(
            "Discover the top marvel, marvel 10.",
            ["discover top"],
            feedback={
                "discover active": "Allowed: marvel 15 is active. Here, take marvel 10 from the deck "
                "(rulebook: Taking a Turn).",
            },
            success="Taken from the deck, marvel 10 leaves marvel 15 active.",
            teaches=["taking_a_turn"],
        ),
        Expect(
            "Lay marvel 10 so that it touches the ship (sharing an edge; in this kit corners do not touch).",
            TOUCH_MOVES,
            outcomes=TOUCH_SAID,
            feedback=dict(
                [
                    refused(
                        "place 10 -3,-4", "marvel.restriction", "Its cost is met there, but it stays clear of the ship."
                    )
                ]
            ),
            teaches=["marvel_placement"],
        ),
    ],
)

LESSONS: tuple[Lesson, ...] = (QUICK_START, THE_MAP, MARVELS)
