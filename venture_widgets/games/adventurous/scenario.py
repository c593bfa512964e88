"""Positions built from a JSON spec, for tests and tutorials (``game.scenario(spec)``).

A spec lays the map card by card and sets up the decision at hand, without playing up to it::

    {
      "players": 1, "seed": 0,                          # the seed shuffles an omitted map deck
      "options": {"difficulty": "novice", "journey_effects": false, "first_player": 0},
      "placed": [{"card": 8, "x": -1, "y": -3, "orientation": 0},      # laid in this order
                 {"card": 17, "x": -2, "y": -6, "orientation": 0},     # (side "map" by default)
                 {"card": 13, "side": "marvel", "x": 0, "y": -4}],     # a marvel: landscape
      "map_deck": [12, 9, 5, 14, 4, 1, 11, 15],         # top first; omitted: the rest, shuffled
      "marvel_deck": [6, 7, 2],                         # top first
      "active_marvel": 3,                               # null once the marvel deck is empty
      "drawn": [16, 10],                                # map cards drawn this turn
      "set_aside": [],                                  # drawn cards that fitted nowhere
      "active": 0, "turn": 3,                           # whose turn, and its number
      "discovering": {"card": 3, "source": "active"},   # instead of drawn cards: a Discover
                                                        # begun, the marvel to place
      "decision": "turn" | "draw" | "place"             # default: "place" with drawn cards or
    }                                                   # a marvel discovered, else "turn"

The decision: ``"turn"`` starts the active seat's turn (Explore or Discover; the game ends there
if nothing can be placed any more); ``"draw"`` is an Explore begun with 0 or 1 cards drawn
(``drawn``), the next card to draw; ``"place"`` places the cards drawn (the team picks which
first), or the marvel being discovered, and then the turn ends.

Every card 1 to 17 appears exactly once across ``placed``, ``map_deck``, ``marvel_deck``,
``active_marvel``, ``drawn`` and ``set_aside`` (a discovered marvel is the active one or the top
of the marvel deck, as ``source`` says). The marvels (placed marvel sides, the marvel deck and the
active marvel) are the game's option ``marvels``, so there are five, as the difficulty asks.
Each placed card must be legal when it is laid, in order: a map card by the placement rules
without journey effects (Map Card Placement Rules), a marvel by its own (Marvel Placement
Rules). Unknown keys, bad values and illegal placements raise
:class:`~venture_widgets.core.errors.ScenarioError` naming the key, the card and the rule.

>>> from venture_widgets import load_game
>>> game = load_game("adventurous")
>>> spec = {"placed": [{"card": 1, "x": -2, "y": -2, "orientation": 270}],
...         "marvel_deck": [2, 6, 7, 14], "active_marvel": 3, "drawn": [4, 5]}
>>> state = game.scenario(spec)
>>> state.current_player, state.legal_actions()[0], state.path[-1]
(0, 'place 4 -2,-3 0', (-2, 0))
>>> try:
...     game.scenario({**spec, "placed": [{"card": 1, "x": 0, "y": 0}]})
... except ValueError as error:
...     for part in str(error).split(" may not lie there: "):
...         print(part)
placed[0]: map card 1 at (0, 0) turned 0
it would cover the ship below its top three spaces, at (0, 1) (rule place.ship)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...core.effects import NO_SCOPE, push, push_in_order
from ...core.errors import ScenarioError
from ...core.moves import emit, seat_name
from ...core.rng import check_seed
from ...core.spec import spec_choice, spec_int, spec_list, spec_object
from .cards import CARD_BY_NUMBER
from .geometry import LANDSCAPE, ORIENTATIONS
from .placement import (
    BareMap,
    laid_over,
    lay_map,
    lay_marvel,
    map_problem,
    marvel_placements,
    marvel_problem,
    walk,
)
from .programs import DISCOVER, DRAW, PLACE, TURN
from .rules import MARVELS, AdventurousState
from .ship import SHIP_TOP, START
from .turn import EXPLORE_DRAWS

if TYPE_CHECKING:
    from ...core.game import Game

TOP_KEYS = (
    "players", "seed", "options", "placed", "map_deck", "marvel_deck", "active_marvel", "drawn", "set_aside",
    "active", "turn", "discovering", "decision",
)  # fmt: skip
OPTION_KEYS = ("difficulty", "journey_effects", "first_player")
PLACED_KEYS = ("card", "side", "x", "y", "orientation")
DISCOVERING_KEYS = ("card", "source")
DECISIONS = ("turn", "draw", "place")
SIDES = ("map", "marvel")
SOURCES = ("active", "top")
MIN_PLAYERS, MAX_PLAYERS = 1, 4
FAR = 99  # a bound on grid coordinates, so that texts stay short
MOST = 999  # a bound on the turn number
#: The rest of a turn once its action has begun: passing the map deck.
END_OF_TURN = TURN[-1:]


class _Cards:
    """Hands out each of the seventeen cards once, and says where a card was named first."""

    def __init__(self) -> None:
        self.where: dict[int, str] = {}

    def take(self, value: object, where: str) -> int:
        card = spec_int(value, where, 1, len(CARD_BY_NUMBER))
        if card in self.where:
            raise ScenarioError(f"{where}: card {card} appears twice in the scenario (also at {self.where[card]})")
        self.where[card] = where
        return card

    def take_all(self, values: object, where: str) -> list[int]:
        return [self.take(value, f"{where}[{i}]") for i, value in enumerate(spec_list(values, where))]

    def rest(self) -> list[int]:
        return [card for card in CARD_BY_NUMBER if card not in self.where]


def _lay(state: BareMap, entry: object, where: str, cards: _Cards) -> int | None:
    """Lay one entry of ``placed`` if the placement rules allow it; the card if it is a marvel."""
    entry = spec_object(entry, where, PLACED_KEYS)
    if "card" not in entry:
        raise ScenarioError(f"{where} must name its card: {{'card': n, 'x': x, 'y': y, ...}}")
    card = cards.take(entry["card"], f"{where}.card")
    side = spec_choice(entry.get("side", "map"), f"{where}.side", SIDES)
    x = spec_int(entry.get("x", 0), f"{where}.x", -FAR, FAR)
    y = spec_int(entry.get("y", 0), f"{where}.y", -FAR, FAR)
    default = 0 if side == "map" else LANDSCAPE
    orientation = spec_int(entry.get("orientation", default), f"{where}.orientation", 0, max(ORIENTATIONS))
    if orientation not in ORIENTATIONS:
        raise ScenarioError(
            f"{where}.orientation must be one of {', '.join(map(str, ORIENTATIONS))}, got {orientation}"
        )
    if side == "map":
        problem = map_problem(state, card, x, y, orientation, ())
    else:
        problem = marvel_problem(state, card, x, y, orientation)
    if problem is not None:
        rule, reason = problem
        raise ScenarioError(
            f"{where}: {side} card {card} at ({x}, {y}) turned {orientation} may not lie there: {reason} (rule {rule})"
        )
    if side == "marvel":
        lay_marvel(state, card, (x, y, orientation))
        return card
    path, _ = walk(laid_over(state, card, x, y, orientation))
    lay_map(state, card, (x, y, orientation), path)
    return None


def _options(game: Game, spec: Mapping[str, Any], players: int, marvels: list[int]) -> dict[str, Any]:
    given = dict(spec_object(spec.get("options", {}), "options", OPTION_KEYS))
    if len(marvels) != MARVELS:
        raise ScenarioError(
            f"the marvels (placed marvel sides, marvel_deck, active_marvel) must be {MARVELS} cards, "
            f"got {len(marvels)}: {sorted(marvels)}"
        )
    try:
        return game.check_options({**given, "marvels": sorted(marvels)}, players)
    except ValueError as error:
        raise ScenarioError(f"options: {error}") from None


def _discovering(state: AdventurousState, value: object) -> tuple[int, str]:
    entry = spec_object(value, "discovering", DISCOVERING_KEYS)
    source = spec_choice(entry.get("source", "active"), "discovering.source", SOURCES)
    card = spec_int(entry.get("card"), "discovering.card", 1, len(CARD_BY_NUMBER))
    there = state.active_marvel if source == "active" else next(reversed(state.marvel_deck), None)
    if card != there:
        what = "the active marvel" if source == "active" else "the top of the marvel deck"
        raise ScenarioError(f"discovering.card: marvel {card} is not {what} ({there})")
    if not marvel_placements(state, card):
        raise ScenarioError(f"discovering.card: marvel {card} fits nowhere on this map (rule turn.discover)")
    return card, source


def _decision(state: AdventurousState, spec: Mapping[str, Any], discovering: bool) -> str:
    default = "place" if state.drawn or discovering else "turn"
    decision = spec_choice(spec.get("decision", default), "decision", DECISIONS)
    drawn = len(state.drawn)
    if discovering and (decision != "place" or drawn):
        raise ScenarioError("discovering: a marvel discovered is placed at once (decision 'place', nothing drawn)")
    if decision == "turn" and drawn:
        raise ScenarioError(f"decision 'turn': the cards drawn ({state.drawn}) are placed before the turn ends")
    if decision == "draw" and (drawn >= EXPLORE_DRAWS or not state.map_deck):
        raise ScenarioError(
            f"decision 'draw': an Explore draws {EXPLORE_DRAWS} cards from a map deck that is not empty, "
            f"drawn {state.drawn}, map deck of {len(state.map_deck)}"
        )
    if decision == "place" and not discovering and not drawn:
        raise ScenarioError("decision 'place': nothing to place (no drawn cards, no marvel discovered)")
    if drawn > EXPLORE_DRAWS:
        raise ScenarioError(f"drawn: an Explore draws {EXPLORE_DRAWS} cards, got {drawn}")
    return decision


def _resume(state: AdventurousState, decision: str, marvel: tuple[int, str] | None) -> None:
    """Set the interpreter where play resumes: the turn's start, or inside its action, with
    the pass of the map deck still to come."""
    if decision == "turn":
        state.turn -= 1  # starting the turn counts it
        push(state, TURN)
        return
    push(state, END_OF_TURN, NO_SCOPE)
    if marvel is not None:
        state.env["marvel"] = marvel
        push(state, DISCOVER)
        return
    draws = EXPLORE_DRAWS - len(state.drawn) if decision == "draw" else 0
    places = EXPLORE_DRAWS if decision == "draw" else len(state.drawn)
    push_in_order(state, *[DRAW] * draws, *[PLACE] * places)


def build_scenario(game: Game, spec: Mapping[str, Any]) -> AdventurousState:
    """Build the position ``spec`` describes (see the module docstring)."""
    spec = spec_object(spec, "scenario", TOP_KEYS)
    players = spec_int(spec.get("players", 1), "players", MIN_PLAYERS, MAX_PLAYERS)
    seed = check_seed(spec.get("seed", 0), ScenarioError)
    cards = _Cards()
    placed = spec_list(spec.get("placed", []), "placed")
    marvel_deck = cards.take_all(spec.get("marvel_deck", []), "marvel_deck")
    active_marvel = spec.get("active_marvel")
    if active_marvel is not None:
        active_marvel = cards.take(active_marvel, "active_marvel")
    elif marvel_deck:
        raise ScenarioError("active_marvel: null only once the marvel deck is empty (the top replaces it at once)")
    drawn = cards.take_all(spec.get("drawn", []), "drawn")
    set_aside = cards.take_all(spec.get("set_aside", []), "set_aside")
    board = BareMap(placed=[], top=dict(SHIP_TOP), path=[START])
    laid = [card for i, entry in enumerate(placed) if (card := _lay(board, entry, f"placed[{i}]", cards))]
    marvels = laid + marvel_deck + ([active_marvel] if active_marvel is not None else [])
    options = _options(game, spec, players, marvels)
    state = AdventurousState(game, players, seed, options, scenario_spec=dict(spec))
    state.placed, state.top, state.path = board.placed, board.top, board.path
    if "map_deck" in spec:
        state.map_deck = cards.take_all(spec["map_deck"], "map_deck")[::-1]
        missing = cards.rest()
        if missing:
            raise ScenarioError(f"card {missing[0]} is nowhere: every card 1 to 17 appears once in the scenario")
    else:
        state.map_deck = cards.rest()
        state.rng.shuffle(state.map_deck)
    state.marvel_deck = marvel_deck[::-1]
    state.active_marvel = active_marvel
    state.drawn, state.set_aside = drawn, set_aside
    first = state.options["first_player"]
    state.first_player = 0 if first is None else first
    state.active = state.actor = spec_int(spec.get("active", state.first_player), "active", 0, players - 1)
    state.turn = spec_int(spec.get("turn", 1), "turn", 1, MOST)
    marvel = _discovering(state, spec["discovering"]) if spec.get("discovering") is not None else None
    decision = _decision(state, spec, marvel is not None)
    emit(state, "scenario", "setup", f"A prepared position: {seat_name(state.active)} to play.", seat=state.active)
    _resume(state, decision, marvel)
    state.advance()
    state.opening_events, state.events = state.events, []
    return state
