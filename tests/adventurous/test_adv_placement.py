"""Adventurous, rulebook section "Placement Rules": every rule shown failing, with the rule id
``explain`` names and the reason it gives, and ``apply`` refusing the placement without changing
anything (General: ``place.ship``, ``place.marvel``, ``place.grid``; Map Card: ``map.first``,
``map.extend``, ``map.cover_whole``, ``map.single_path``; Marvel: ``marvel.landscape``,
``marvel.no_path``, ``marvel.cost``, ``marvel.restriction``); and how placements are written
(``notation``).

The maps (x right, y down; the ship's top row is y = 0, its starting waypoint (1, 0)):

- FIRST: card 5 turned 180 over the ship's start; path (1, 0) up to (1, -2), right to (3, -2),
  down to its last waypoint (3, 0); a fin, a serpent and a trident along its top row y = -3.
- CLUSTER: card 9 at (-1, -3), then card 3 turned 180 at (-3, -5): six encounters (two
  serpents, two fins, two tridents) at x -3..-2, y -4..-2, that a marvel at (-5, -4)
  covers; two more (a serpent, a trident) along y = -3 at x 0..1.
"""

from __future__ import annotations

import pytest
from adventurous_helpers import FIRST, legal, refused, run, scenario

from venture_widgets.core.explain import NOTATION
from venture_widgets.games.adventurous.geometry import SHAPES
from venture_widgets.games.adventurous.placement import marvel_spaces, neighbours
from venture_widgets.games.adventurous.ship import START

CLUSTER = [{"card": 9, "x": -1, "y": -3, "orientation": 0}, {"card": 3, "x": -3, "y": -5, "orientation": 180}]
#: marvels 11 (no whirlpools) and 17 (cover a whirlpool) fit on opposite sides of a whirlpool
WHIRLPOOL_EDGE = [{"card": 13, "x": -1, "y": -3, "orientation": 180}, {"card": 8, "x": -2, "y": -6, "orientation": 180}]
#: marvel 10 (4 any, touch the ship) fits at (0, -3) beside the ship, not at (0, -4); marvel 13
#: (3 + fin serpent) fits at (0, -4) and (0, -3)
NEAR_SHIP = [{"card": 3, "x": -1, "y": -3, "orientation": 0}, {"card": 8, "x": -1, "y": -5, "orientation": 90}]
#: marvel 14 (4 + fin, apart) fits at (4, -4), not at (3, -4) beside marvel 1
BESIDE_MARVEL = [
    {"card": 3, "x": 1, "y": -2, "orientation": 270},
    {"card": 4, "x": 4, "y": -2, "orientation": 90},
    {"card": 8, "x": 6, "y": -3, "orientation": 270},
    {"card": 1, "side": "marvel", "x": -1, "y": -3},
]


def marvel(card: int, placed: list, difficulty: str = "novice"):  # type: ignore[no-untyped-def]
    """The map ``placed``, with marvel ``card`` (the active marvel) being discovered."""
    options = {"difficulty": difficulty, "journey_effects": False}
    return scenario(placed=placed, options=options, discovering={"card": card, "source": "active"})


def explained_legal(state, action: str) -> None:  # type: ignore[no-untyped-def]
    assert action in state.legal_actions()
    assert state.explain(action).legal


# --- General Placement Rules -------------------------------------------------------------------


def test_place_ship_only_its_top_three_spaces() -> None:
    state = scenario(drawn=[1, 4])
    refused(state, "place 1 0,0 0", "place.ship", "below its top three spaces", "(0, 1)")
    refused(state, "place 4 1,-2 0", "place.ship", "(1, 1)")
    explained_legal(state, "place 1 -2,-2 270")  # it covers (0, 0) and (1, 0) of the ship's top row


def test_place_ship_a_marvel_neither() -> None:
    state = marvel(1, CLUSTER)
    refused(state, "place 1 -1,-1", "place.ship", "(0, 1)")


def test_place_marvel_a_map_card_never_covers_a_marvel() -> None:
    state = scenario(placed=[FIRST, {"card": 2, "side": "marvel", "x": -1, "y": -5}], drawn=[1, 4])
    refused(state, "place 1 2,-3 0", "place.marvel", "marvel 2", "(2, -3)")


def test_place_marvel_a_marvel_never_covers_a_marvel() -> None:
    state = marvel(1, [*CLUSTER, {"card": 14, "side": "marvel", "x": -5, "y": -4}], difficulty="legend")
    refused(state, "place 1 -6,-3", "place.marvel", "marvel 14")


def test_place_grid_a_marvel_covers_a_map_card() -> None:
    state = marvel(2, [FIRST])
    refused(state, "place 2 8,8", "place.grid", "no space of a map card")
    refused(state, "place 2 -3,-2", "place.grid")  # only the ship's open water and the empty table
    explained_legal(state, "place 2 -1,-5")


# --- Map Card Placement Rules ------------------------------------------------------------------


def test_map_orientation_landscape_or_portrait() -> None:
    orientations = {action.split(" ")[-1] for action in legal(scenario(placed=[FIRST], drawn=[1, 4]))}
    assert orientations == {"0", "90", "180"}  # portrait and landscape both offered here


def test_map_first_covers_the_ships_start_with_a_waypoint() -> None:
    state = scenario(drawn=[1, 4])
    refused(state, "place 1 5,5 0", "map.first", "starting waypoint (1, 0)")
    refused(state, "place 1 0,-3 0", "map.first")  # a trident on the start, not a waypoint
    for action in legal(state):
        _, card, space, turned = action.split(" ")
        x, y = (int(n) for n in space.split(","))
        shape = SHAPES[int(card)][int(turned)]
        assert START in [(x + dx, y + dy) for dx, dy in (shape.chain[0], shape.chain[-1])], action


def test_map_extend_covers_the_last_waypoint() -> None:
    state = scenario(placed=[FIRST], drawn=[1, 4])
    refused(state, "place 1 -3,-3 0", "map.extend", "last waypoint, at (3, 0)")


def test_map_extend_a_waypoint_on_the_previous_cards_path() -> None:
    state = scenario(placed=[FIRST], drawn=[1, 4])
    refused(state, "place 1 2,-3 0", "map.extend", "neither of its waypoints", "card 5")


def test_map_extend_anywhere_along_the_path_shortening_it() -> None:
    state = scenario(placed=[FIRST], drawn=[1, 4])
    run(state, "place 1 2,-2 90")  # its waypoint on card 5's segment (2, -2), three spaces before the end
    assert state.path[:4] == [(1, 0), (1, -1), (1, -2), (2, -2)]
    assert state.top[(2, -2)] == (1, "W") and state.top[(3, 0)] == (1, "P")  # the old last waypoint covered


def test_map_cover_whole_never_covers_a_map_card_completely() -> None:
    state = scenario(placed=[FIRST], drawn=[1, 4])
    refused(state, "place 1 1,-3 180", "map.cover_whole", "map card 5 completely")


def test_map_single_path_no_branch() -> None:
    state = scenario(placed=[FIRST], drawn=[1, 4])
    refused(state, "place 1 3,-2 270", "map.single_path", "branch at (3, -2)")  # beside the old path
    refused(state, "place 1 0,-2 90", "map.single_path", "branch at (1, 0)")  # past the ship's start


def test_map_single_path_no_stray_piece() -> None:
    state = scenario(placed=[FIRST], drawn=[1, 4])
    refused(state, "place 1 3,-3 0", "map.single_path", "would no longer join the path from the ship")


def test_map_single_path_starts_at_the_ship() -> None:
    # card 3's path starts on the ship's waypoint (1, 0), card 1's ends at (2, -3): card 4 there
    # would join card 1's path, and hide the start under a fin
    placed = [{"card": 3, "x": -1, "y": -3, "orientation": 0}, {"card": 1, "x": -1, "y": -5, "orientation": 270}]
    state = scenario(placed=placed, drawn=[4, 8])
    refused(state, "place 4 1,-3 0", "map.single_path", "(1, 0)")


def test_map_single_path_through_every_map_card() -> None:
    state = scenario(placed=[FIRST], drawn=[1, 4])
    refused(state, "place 1 1,-2 270", "map.single_path", "no longer run through map card 5")


# --- Marvel Placement Rules --------------------------------------------------------------------


def test_marvel_landscape_only() -> None:
    state = marvel(2, [FIRST])
    refused(state, "place 2 -1,-5 0", "marvel.landscape", "landscape only")
    refused(state, "place 2 -1,-5 180", "marvel.landscape")
    assert all(len(action.split(" ")) == 3 for action in legal(state))  # no orientation: landscape


def test_marvel_no_path_never_over_a_path_segment_or_waypoint() -> None:
    state = marvel(1, CLUSTER)
    refused(state, "place 1 -3,-3", "marvel.no_path", "path segment at (-1, -3)")
    refused(state, "place 1 -6,-6", "marvel.no_path", "waypoint at (-3, -5)")


def test_marvel_cost_any_encounters() -> None:
    state = marvel(4, CLUSTER)  # 3 any
    refused(state, "place 4 1,-4", "marvel.cost", "needs 3 encounters covered, it would cover 2")
    explained_legal(state, "place 4 -5,-4")


def test_marvel_cost_required_types() -> None:
    state = marvel(2, CLUSTER)  # 1 + fin
    refused(state, "place 2 0,-5", "marvel.cost", "needs 1 fin covered, it would cover 0")  # a serpent, a trident
    explained_legal(state, "place 2 1,-4")  # a trident and a fin


def test_marvel_cost_required_types_and_any_the_rulebooks_example() -> None:
    state = marvel(13, NEAR_SHIP)  # 3 + fin serpent: 5 encounters, a fin and a serpent among them
    refused(state, "place 13 2,-4", "marvel.cost", "needs 5 encounters covered, it would cover 2")  # fin, serpent
    refused(state, "place 13 2,-3", "marvel.cost", "needs 1 fin covered, it would cover 0")  # a serpent only
    explained_legal(state, "place 13 0,-4")
    run(state, "place 13 0,-4")
    assert state.placed[-1] == (13, "marvel", 0, -4, 90)


@pytest.mark.parametrize(
    ("card", "placed", "breaks", "words", "fits"),
    [
        pytest.param(11, WHIRLPOOL_EDGE, "place 11 -4,-5", "forbids covering a whirlpool", "place 11 -4,-4",
                     id="no_whirlpools"),
        pytest.param(17, WHIRLPOOL_EDGE, "place 17 -4,-4", "at least one whirlpool", "place 17 -4,-5",
                     id="cover_whirlpool"),
        pytest.param(10, NEAR_SHIP, "place 10 0,-4", "touch the ship card", "place 10 0,-3", id="touch_ship"),
        pytest.param(14, BESIDE_MARVEL, "place 14 3,-4", "forbids touching another marvel", "place 14 4,-4",
                     id="apart"),
    ],
)  # fmt: skip
def test_marvel_restriction(card: int, placed: list, breaks: str, words: str, fits: str) -> None:
    state = marvel(card, placed)
    refused(state, breaks, "marvel.restriction", words)
    explained_legal(state, fits)


def test_marvel_restriction_only_while_placing() -> None:
    state = marvel(2, [*CLUSTER, {"card": 14, "side": "marvel", "x": -5, "y": -4}], difficulty="legend")
    beside = {n for space in marvel_spaces(state) for n in neighbours(space)}
    explained_legal(state, "place 2 -4,-1")  # marvel 14 (apart) is laid: the next one may touch it
    run(state, "place 2 -4,-1")
    assert (-4, -1) in beside and state.top[(-4, -1)] == (2, "M")


# --- notation ----------------------------------------------------------------------------------


def test_notation_bad_numbers() -> None:
    state = scenario(placed=[FIRST], drawn=[1, 4])
    refused(state, "place 1 a,b 0", NOTATION, "is not a card number, a space x,y and an orientation")
    refused(state, "place 1 3,0 45", NOTATION, "one of 0, 90, 180, 270 degrees, not 45")
    refused(state, "place 1 3,0", NOTATION, "names its orientation too")
    refused(state, "place 1", NOTATION, "place takes a card")


def test_notation_unknown_card() -> None:
    state = scenario(placed=[FIRST], drawn=[1, 4])
    refused(state, "place 18 3,0 0", NOTATION, "there is no card 18")


def test_notation_a_card_not_drawn() -> None:
    state = scenario(placed=[FIRST], drawn=[1, 4])
    refused(state, "place 7 3,0 0", "turn.explore", "card 7 is not one of the cards drawn this turn")


def test_notation_a_marvel_names_no_orientation() -> None:
    state = marvel(2, [FIRST])
    refused(state, "place 2 -1,-5 90", NOTATION, "names no orientation: place 2 -1,-5")
    refused(state, "place 6 -1,-5", "turn.discover", "the marvel being discovered is marvel 2")
