"""The last lessons of Adventurous: the journey effects of the ship's other side (ours), played
from the rulebook's completed setup and through a Legend voyage whose active marvel changes, then
the end of the voyage (the set-aside reading, which is ours), the last marvels from an empty map
deck, the score sheet and the result table, and free play.

The positions are the rulebook's completed setup and five fins, replayed from :mod:`..examples`,
two late voyages of our own (scenarios) and a seeded game; from each the learner plays on from
the live table, and the words are read off it (:mod:`.common`).
"""

from __future__ import annotations

from typing import Any

from ....tutor.model import Ask, Goal, Lesson, Play, Respond, Say, Setup
from ..examples import BY_NAME
from .common import (
    GAME,
    Sea,
    View,
    cards,
    deciding,
    effect_now,
    encounters,
    ending,
    mark,
    marvels_left,
    table,
    told,
    turn_over,
)

# --- 4. journey effects ----------------------------------------------------------------------------

#: The rulebook's completed setup (``examples.py``): Seasoned, journey effects, marvel 11 (II) active.
SETUP_EXAMPLE = BY_NAME["completed_setup"]
#: A solo Legend voyage with journey effects and its marvels chosen (2, 11, 13, 14, 17), late on:
#: marvel 17 (III, it must cover a whirlpool, and fits in one place only) is active, marvel 2 (I)
#: is the last in the deck (both its places take marvel 17's room), and four map cards are left.
LEGEND: dict[str, Any] = {
    "options": {"difficulty": "legend", "journey_effects": True},
    "placed": [
        {"card": 8, "x": -1, "y": -3, "orientation": 180},
        {"card": 12, "x": -4, "y": -5, "orientation": 90},
        {"card": 4, "x": -1, "y": -7, "orientation": 90},
        {"card": 9, "x": 1, "y": -8, "orientation": 90},
        {"card": 13, "side": "marvel", "x": -3, "y": -2},
        {"card": 11, "side": "marvel", "x": -2, "y": -9},
        {"card": 1, "x": 3, "y": -10, "orientation": 270},
        {"card": 15, "x": 5, "y": -10, "orientation": 0},
        {"card": 14, "side": "marvel", "x": 4, "y": -7},
        {"card": 3, "x": 7, "y": -10, "orientation": 270},
        {"card": 16, "x": 10, "y": -13, "orientation": 0},
    ],
    "map_deck": [7, 5, 10, 6],
    "marvel_deck": [2],
    "active_marvel": 17,
    "turn": 8,
}
LEGEND_TURN = LEGEND["turn"]


def _first_turn_under_effect(view: View) -> str:
    """Your first turn of the completed setup, under the effect its active marvel picks."""
    return f"**Your first turn under an effect.** {effect_now(view)} Draw two cards and lay them."


def _marvels_to_place(view: View) -> str:
    """The marvels still to place, and what placing the last of them does to the effects; an
    active marvel that fits nowhere keeps its effect in force (and costs 5 if it is left out)."""
    left = marvels_left(view)
    if not left:
        return ""
    active = view["active_marvel"]
    if len(left) == 1:
        said = f" Marvel {left[0]} is the last to place: once it is, no effect applies for the rest of the voyage."
    else:
        said = f" {cards(left, 'Marvel')} are left: once all are placed, no effect applies."
    if active not in Sea.of(view).fitting():
        said += (
            f" Marvel {active} fits nowhere now: until a card makes room for it, effect {mark(active)} stays, and left "
            "out at the end it costs 5."
        )
    return said


def _under_effect(view: View) -> str:
    """The last two turns of the lesson's Legend voyage, under the effect in force: the cards
    drawn (if any), the marvels still to place."""
    held = f" You drew {cards(view['drawn'])}: lay them." if view["drawn"] and deciding(view) == "place" else ""
    return f"**Under a journey effect.** {effect_now(view)}{held}{_marvels_to_place(view)} Play this turn and the next."


JOURNEY = Lesson(
    id="journey_effects",
    game=GAME,
    title="Journey effects",
    summary="The ship's rough side: the active marvel's mark picks one of three effects (ours), until every marvel "
    "is placed; the difficulty table and marvels of your choosing.",
    sections=[
        "journey",
        "journey.top_only",
        "journey.portrait_only",
        "journey.spare_encounters",
        "journey.off",
        "marvel.restriction",
    ],
    steps=[
        Setup(
            scenario=dict(SETUP_EXAMPLE.spec),
            text="**A completed setup, for a harder voyage** (rulebook: Setup; Journey Effects). Two sailors at "
            "Seasoned: marvels 3 and 5 (I), 9 and 11 (II), 16 (III). A crew draws its five at random or picks "
            "them, with the marks its difficulty asks. The ship lies rough side up, listing three **journey "
            "effects**; the active marvel's mark picks the one in force. **In this kit** the three are ours.",
            teaches=["setup", "journey_effects"],
        ),
        Ask(
            "Seasoned asks two marvels marked I, two marked II and one marked III, as here. Which difficulty asks "
            "one I, one II and three III?",
            ["Legend", "Veteran", "Novice"],
            answer=0,
            explanation="Legend, the hardest. In full: Novice three I, one II, one III; Seasoned two, two, one; "
            "Veteran one, two, two; Legend one, one, three.",
            feedback={
                "Veteran": "Veteran asks one marvel marked I, two marked II and two marked III (rulebook: Setup).",
                "Novice": "Novice, the first voyage, asks three marked I, one marked II and one marked III "
                "(rulebook: Setup).",
            },
            teaches=["setup"],
        ),
        Goal(
            _first_turn_under_effect,
            outcome=told,
            until=turn_over(1),
            teaches=["journey_effects"],
        ),
        Setup(
            scenario=LEGEND,
            text="**A Legend voyage, late on.** This solo crew picked its own marvels: 2 (I), 11 (II), 13, 14 and 17 "
            "(III). Three are placed. Marvel 17 (III) is active, so effect III (ours) is in force: a map card may not "
            "cover any encounter. Marvel 2 is the last in the deck.",
            teaches=["setup", "journey_effects"],
        ),
        Goal(
            "**Restrictions** (rulebook: Marvel Placement Rules). Some marvels add a condition, in this kit one of "
            "four: no whirlpool under it, at least one under it, touching the ship, or touching no other marvel. "
            "It holds only while the marvel is laid. Marvel 17 must cover a whirlpool: one shows, and it fits in one "
            "place. Marvel 2, on top of the deck, fits only where it takes that room. Explore or Discover? Each "
            "placed marvel may change the effect.",
            outcome=told,
            until=turn_over(LEGEND_TURN),
            demo=["discover active"],
            teaches=["marvel_placement", "journey_effects"],
        ),
        Goal(
            _under_effect,
            outcome=told,
            until=turn_over(LEGEND_TURN + 2),
            demo=["discover active"],
            teaches=["journey_effects"],
        ),
    ],
)

# --- 5. the end of the voyage ----------------------------------------------------------------------

#: The rulebook's five fins (``examples.py``): four fins show, card 7 to lay, two map cards left.
FIVE_FINS = BY_NAME["five_fins"]
#: A Novice voyage of two (a planning bots' game with its last two marvels taken back): the map deck
#: is empty; marvel 3 (no whirlpool under it) is active and marvel 14 (touching no other marvel) is
#: the last in the deck. Half the places for marvel 3 leave marvel 14 no room.
LAST_MARVELS: dict[str, Any] = {
    "players": 2,
    "options": {"difficulty": "novice", "first_player": 0},
    "placed": [
        {"card": 7, "x": -2, "y": -2, "orientation": 90},
        {"card": 11, "x": 1, "y": -5, "orientation": 0},
        {"card": 1, "side": "marvel", "x": 2, "y": -2},
        {"card": 5, "x": -2, "y": -7, "orientation": 90},
        {"card": 13, "x": 1, "y": -9, "orientation": 270},
        {"card": 4, "side": "marvel", "x": -5, "y": -7},
        {"card": 2, "x": 4, "y": -11, "orientation": 270},
        {"card": 12, "x": 2, "y": -13, "orientation": 90},
        {"card": 9, "side": "marvel", "x": 0, "y": -10},
        {"card": 15, "x": 5, "y": -15, "orientation": 270},
        {"card": 6, "x": 3, "y": -18, "orientation": 180},
        {"card": 16, "x": 4, "y": -20, "orientation": 0},
        {"card": 8, "x": 2, "y": -23, "orientation": 0},
        {"card": 17, "x": 0, "y": -26, "orientation": 180},
        {"card": 10, "x": -2, "y": -23, "orientation": 0},
    ],
    "map_deck": [],
    "marvel_deck": [14],
    "active_marvel": 3,
    "turn": 20,
}


def _score_sheet(view: View) -> str:
    """The final score sheet of the voyage, line by line, and the result table."""
    left = marvels_left(view)
    marvels = "+5, all placed" if not left else f"{cards(left, 'marvel')} left out, minus {5 * len(left)}"
    return (
        f"**The score sheet** (rulebook: Scoring). The voyage is over. {view['counts']['path']} path segments; "
        f"{encounters(view)}; "
        f"marvels: {marvels}. Total {view['score']['total']}: {ending(view['score']['total'])} The result table: 50 "
        "or more is a Marvelous Adventure!, 40 to 49 a Successful Voyage, less is Lost at Sea."
    )


END = Lesson(
    id="end_of_voyage",
    game=GAME,
    title="The end of the voyage",
    summary="Five fins over the limit, cards that fit nowhere (our reading), no Explore from an empty deck, the "
    "last marvels, the score sheet and the result; then a voyage with a bot.",
    sections=["end.set_aside", "end", "scoring.result", "turn.discover", "turn.pass"],
    steps=[
        Setup(
            scenario=dict(FIVE_FINS.spec),
            text="**Late in a voyage** (rulebook: End of Game). Four fins show, worth 8. You drew card 7; two map "
            "cards are left. Six cards already lie set aside: the rulebook does not say what becomes of a drawn "
            "card that fits nowhere, and **our reading** is that it leaves the voyage.",
            teaches=["end_of_game"],
        ),
        Goal(
            "Lay card 7. Wherever it goes, a fifth fin shows.",
            outcome=told,
            demo=[FIVE_FINS.actions[0]],
            teaches=["encounter_thresholds", "map_placement"],
        ),
        Goal(
            "**The end** (rulebook: End of Game). The voyage ends when every card is down, or when nothing more "
            "can be laid. Play on.",
            outcome=told,
            until=lambda view: view["is_over"],
            demo=[FIVE_FINS.actions[1]],
            teaches=["end_of_game"],
        ),
        Setup(
            scenario=LAST_MARVELS,
            text="**The last two marvels.** Another voyage, near its end: you and your crewmate have laid every map "
            "card, and the map deck is empty. Marvel 3 (I) is active (no whirlpool may lie under it); marvel 14, the "
            "last in the deck, may touch no other marvel.",
            teaches=["end_of_game"],
        ),
        Goal(
            "**No Explore from an empty deck** (rulebook: Taking a Turn). Your turn can only be a Discover: the "
            "active marvel or the top one. Whichever you leave, your crewmate must still find room for it: a "
            "marvel left out costs 5, and the crew loses the 5 for placing all five. Play your turn.",
            outcome=told,
            until=turn_over(LAST_MARVELS["turn"]),
            demo=["discover active"],
            teaches=["taking_a_turn", "marvel_placement"],
        ),
        Respond(teaches=["end_of_game"]),
        Say(_score_sheet, teaches=["scoring", "encounter_thresholds"]),
        Setup(
            record=table(2024, players=2, first_player=0),
            text="**Your own voyage.** You and the planning bot share a crew, Novice, no journey effects.",
            teaches=["gameplay"],
        ),
        Play(
            "Play as long as you like: the table lights the legal places, and a refused try says which rule keeps "
            "a card out.",
            bot="planner",
        ),
    ],
)

LESSONS: tuple[Lesson, ...] = (JOURNEY, END)
