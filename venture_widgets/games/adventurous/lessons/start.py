"""The first lessons of Adventurous: a quick start (the theme, the score, the table after setup,
and your first turn, every decision of it yours), the map (played: you lay the cards and are told
what each did to the path and the score), and the marvels (Explore or Discover over a limit, the
rulebook's "3 + fin serpent").

Every step where the learner moves is a :class:`~venture_widgets.tutor.Goal` played from the live
position, its words read off the learner's view (:mod:`.common`); the crewmate answers from it.
"""

from __future__ import annotations

from ....tutor.model import Ask, Goal, Lesson, Move, Respond, Say, Setup
from ..examples import BY_NAME
from ..text import marvel_words
from .common import CREWMATE, GAME, View, cards, deciding, encounters, table, told, told_with, turn_over, your_turn

# --- 1. quick start --------------------------------------------------------------------------------

#: Two players (the learner is seat 0, first), Novice: marvel 1 is active, card 5 tops the map deck.
QUICK_TABLE = table(2, players=2, first_player=0)


def _first_draw(view: View) -> str:
    """Your first draw: Explore (the only action on an empty map), top or bottom."""
    return (
        "**Your first turn** (rulebook: Taking a Turn). On a turn you **Explore** or **Discover**. No map lies "
        "out yet for a marvel, so you Explore: you draw two map cards, one at a time, each time the card you see "
        f"on top (now card {view['map_deck']['top']}) or the unseen one at the bottom; then you lay both. "
        "Draw your first card."
    )


def _second_draw(view: View) -> str:
    """Your second draw, with the card you hold and the new top card."""
    return f"You hold card {view['drawn'][0]}; card {view['map_deck']['top']} tops the deck now. Draw your second card."


def _first_card(view: View) -> str:
    """The first card: one of the two drawn, on the ship's starting waypoint."""
    return (
        "**The first card** (rulebook: Map Card Placement Rules; General Placement Rules). Lay card "
        f"{' or card '.join(map(str, view['drawn']))} first, upright or sideways: one of its two waypoints must lie "
        "on the ship's starting waypoint. A card may cover the ship's top row, never the rest of the ship. The lit "
        "places are the legal ones."
    )


def _second_card(view: View) -> str:
    """The second card: extending the path of the first."""
    return (
        f"**The path grows.** Now card {view['drawn'][0]}: one of its waypoints must land on the path of the card "
        "you just laid, covering that card's last waypoint (and any path beyond the join). The path then runs on "
        "through your new card."
    )


def _crewmate_turn(view: View) -> str:
    """The crewmate's answer to your first turn, and the map deck passed round."""
    theirs = view["placed"][2:]  # your first turn laid two map cards
    laid = [entry["card"] for entry in theirs if entry["side"] == "map"]
    marvels = [entry["card"] for entry in theirs if entry["side"] == "marvel"]
    did = f"laid {cards(laid)}" if laid else f"placed marvel {marvels[0]}" if marvels else "could lay nothing"
    return (
        f"**Passing the map deck** (rulebook: Taking a Turn). Your turn done, you passed the map deck to "
        f"{CREWMATE}, who {did}: the path shows {view['counts']['path']} segments, and your crew's score is "
        f"{view['score']['total']}. The deck goes round the table like this until the voyage ends."
    )


QUICK_START = Lesson(
    id="quick_start",
    game=GAME,
    title="Quick start",
    summary="The theme, the goal and how the crew scores; the table after setup; your first turn, drawn and laid.",
    sections=[
        "setup",
        "setup.ship",
        "setup.marvels",
        "setup.active",
        "setup.map_deck",
        "setup.first_player",
        "turn",
        "turn.explore",
        "map.first",
        "map.extend",
        "turn.pass",
    ],
    steps=[
        Setup(
            record=QUICK_TABLE,
            text="**Welcome to Adventurous.** Your crew lays sea-map cards from its ship so that one path winds "
            "across the table, and places **marvels** that hide the sea's dangers. You share one score and win or "
            "lose together. The rulebook names no number of players: **in this kit** one to four may sail. Here "
            f"you sail with {CREWMATE}, a bot.",
            teaches=["components"],
        ),
        Say(
            "**How the crew scores** (rulebook: Scoring; Encounter Thresholds). At the end you count what still "
            "shows: a point per path segment (waypoints do not count), two per fin, serpent or trident, minus three "
            "per whirlpool. A type that shows more than the ship's limit (fins 4, serpents 3, tridents 2) scores "
            "nothing at all. All five marvels placed earn 5 more; each left out costs 5. The crew needs 40 to "
            "succeed. The score under the map runs as you play, each marvel not yet placed costing 5.",
            teaches=["scoring", "encounter_thresholds"],
        ),
        Say(
            "**The table after setup** (rulebook: Components; Setup). Each of the 17 cards has a **map side** (a "
            "path between two waypoints, and encounters) and a **marvel side** (a mark I to III, a cost, maybe a "
            "restriction). At Novice, five marvels make the marvel deck; its top one lies by the ship as the "
            "**active marvel**. The other twelve are the map deck, held by the first player: you. The 3-by-4 grid "
            "and the card faces are ours.",
            teaches=["components", "setup", "gameplay"],
        ),
        Goal(_first_draw, outcome=told, teaches=["taking_a_turn"]),
        Goal(_second_draw, outcome=told, teaches=["taking_a_turn"]),
        Goal(_first_card, outcome=told, teaches=["map_placement", "general_placement"]),
        Goal(_second_card, outcome=told, teaches=["map_placement"]),
        Respond(_crewmate_turn, bot="planner", teaches=["taking_a_turn"]),
    ],
)

# --- 2. the map ------------------------------------------------------------------------------------

#: A solo Novice voyage, one turn in: cards 11 and 4 carry the path; no marvel fits yet, so turn 2
#: is an Explore, and card 13 tops the map deck.
MAP = table(3, ["draw bottom", "draw bottom", "place 11 1,-2 270", "place 4 4,-2 270"])


def _next_turn(view: View) -> str:
    """Your second turn of the map lesson, from what the map shows now."""
    return (
        f"**Your next turn.** The map shows {encounters(view)}; your score is {view['score']['total']}. "
        f"{your_turn(view)} Watch what each card does to the path and to the limits."
    )


THE_MAP = Lesson(
    id="map",
    game=GAME,
    title="The map",
    summary="Two turns of laying map cards: where a card may go, and what each one does to the path and the score.",
    sections=["map.extend", "map.cover_whole", "map.single_path", "place.marvel", "place.ship", "turn.explore"],
    steps=[
        Setup(
            record=MAP,
            text="**A solo voyage, one turn in.** Cards 11 and 4 carry the path from the ship, card 4 laid last. No "
            "marvel fits on so small a map yet, so this turn you Explore.",
            teaches=["map_placement"],
        ),
        Ask(
            "Where must the next map card put one of its waypoints?",
            ["On card 4's path, over its last waypoint", "On any waypoint of card 11 or card 4", "Beside the ship"],
            answer=0,
            explanation="The path grows from the card laid last: a waypoint of your card lands on card 4's path and "
            "covers its last waypoint.",
            feedback={
                "On any waypoint of card 11 or card 4": "Only the card laid last carries the path on: card 11 lies "
                "behind it now (rulebook: Map Card Placement Rules).",
                "Beside the ship": "The ship only starts the path: the first card joins it, every later card joins "
                "the card laid last (rulebook: Map Card Placement Rules).",
            },
            teaches=["map_placement"],
        ),
        Goal(
            "**Where a map card may go** (rulebook: Map Card Placement Rules; General Placement Rules). A card "
            "never hides a whole card, and the path stays one line with no fork (in this kit, path spaces join "
            "along an edge). No card lies over a marvel or the ship below its top row. Draw two cards and lay them. "
            "Try a place the rules refuse, if you like: the table names the rule.",
            outcome=told,
            until=turn_over(2),
            teaches=["map_placement", "general_placement"],
        ),
        Goal(_next_turn, outcome=told, until=turn_over(3), teaches=["taking_a_turn"]),
    ],
)

# --- 3. marvels ------------------------------------------------------------------------------------

#: The rulebook's cost example (``examples.py``): cards 6 and 3 show five fins, one over the limit,
#: and three serpents, right at it; marvel 13 ("3 + fin serpent") is active and marvel 5 ("fin
#: fin") tops the marvel deck.
COST_EXAMPLE = BY_NAME["marvel_cost"]


def _standing(move: Move) -> str:
    """The crew's running score and what shows, after ``move``."""
    view = move.after
    return f"Your crew's score is {view['score']['total']}: {encounters(view, limits=True)}."


def _lay_or_draw(view: View) -> str:
    """After Explore or Discover: the marvel's cost to meet, or the cards to draw."""
    if deciding(view) == "place" and view["discovering"]:
        card = view["discovering"]["card"]
        return (
            f"**The cost** (rulebook: Marvel Placement Rules). Lay {marvel_words(card)}. The encounters under it "
            "must include those its cost names, and as many as its number adds, of any kind. A marvel lies "
            "sideways only, never over a waypoint or a path segment, and may cover more than it needs."
        )
    return (
        "**Explore** (rulebook: Taking a Turn). Draw your two cards and lay them: each card you lay may hide some "
        "encounters, or show new ones."
    )


MARVELS = Lesson(
    id="marvels",
    game=GAME,
    title="Marvels",
    summary="Five fins over the limit: Explore or Discover? A marvel's cost (the rulebook's “3 + fin serpent”), "
    "the active marvel replaced.",
    sections=["turn", "turn.discover", "marvel.cost", "thresholds"],
    steps=[
        Setup(
            scenario=dict(COST_EXAMPLE.spec),
            text="**Over the limit** (rulebook: Encounter Thresholds). A solo voyage, one turn in: five fins show, "
            "one over their limit of 4; three serpents sit right at theirs. Marvel 13 (III) is active, with the "
            "rulebook's own cost; marvel 5 (in this kit, “fin fin”) tops the marvel deck.",
            teaches=["encounter_thresholds"],
        ),
        Ask(
            "What do the five fins score, as things stand?",
            ["10", "8", "0"],
            answer=2,
            explanation="Nothing: over the ship's limit a type scores nothing at all, not only the fin too many. "
            "Hide one fin and the other four score 8; the three serpents, at their limit, score 6.",
            feedback={
                "10": "A fin is worth 2 only while no more than 4 fins show; past that limit the whole type scores "
                "nothing (rulebook: Encounter Thresholds).",
                "8": "The limit does not cut off the fifth fin alone: once over it, every fin scores nothing "
                "(rulebook: Encounter Thresholds).",
            },
            teaches=["encounter_thresholds"],
        ),
        Goal(
            "**Explore or Discover?** (rulebook: Taking a Turn) To Discover is to lay a marvel instead of map "
            "cards: the active one or the top of the marvel deck. A marvel hides what lies under it, and each one "
            "placed lifts the score by 5 (it no longer counts against you). Choose.",
            outcome=told_with(_standing),
            demo=[COST_EXAMPLE.actions[0]],
            teaches=["taking_a_turn"],
        ),
        Goal(
            _lay_or_draw,
            outcome=told,
            until=turn_over(2),
            demo=[COST_EXAMPLE.actions[1]],
            teaches=["marvel_placement", "general_placement"],
        ),
    ],
)

LESSONS: tuple[Lesson, ...] = (QUICK_START, THE_MAP, MARVELS)
