"""Why an action is or is not legal now, and what a legal one points at on the table.

Zones of a target (``js/CONTRACT.md``): ``button`` (Explore, Discover), ``map_deck`` (a draw:
``side`` is ``"top"`` or ``"bottom"``), ``map`` (a placement: ``card`` the card number,
``space`` its top-left space ``"x,y"``, ``orientation`` in degrees).

An illegal placement is explained by the first placement rule it breaks
(:func:`.placement.map_problem`, :func:`.placement.marvel_problem`), in the same words a test
checks against the list of legal placements.

>>> from venture_widgets import load_game
>>> state = load_game("adventurous").new_game(players=1, seed=1)
>>> print(state.explain("draw sideways").reason)
it is none of the choices of the decision now: “Draw card 6 from the top, or the unknown bottom card?”
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.errors import shown
from ...core.explain import NOTATION, Target, Unavailable, none_of_the_choices, screen_action, target
from .cards import CARD_BY_NUMBER
from .geometry import ORIENTATIONS
from .placement import map_placements, map_problem, marvel_problem

if TYPE_CHECKING:
    from .rules import AdventurousState

Problem = tuple[str, str] | None

#: The zones a target names (``js/CONTRACT.md``).
ZONES = frozenset({"button", "map_deck", "map"})

#: The verbs each kind of decision takes.
KIND_VERBS: dict[str, tuple[str, ...]] = {"action": ("explore", "discover"), "draw": ("draw",), "place": ("place",)}
NOTATION_HINT = "this is not how Adventurous actions are written: explore, draw top, place 5 -1,-4 90, place 13 2,-5"


def legal_rule(st: AdventurousState, action: str) -> str:
    """The rule that allows a legal action: the decision's, or for a turn, the action's own."""
    choice = st.choice
    assert choice is not None
    value = choice.options[action]
    if choice.kind == "action":
        return "turn.explore" if value[0] == "explore" else "turn.discover"
    if choice.kind == "place":
        return "map.extend" if value[1] == "map" else "marvel.cost"
    return choice.rule


def legal_target(st: AdventurousState, action: str) -> Target:
    """What a legal action points at (see the module docstring)."""
    choice = st.choice
    assert choice is not None
    value = choice.options[action]
    if choice.kind == "action":
        if value[0] == "explore":
            return target("button", "Explore")
        return target("button", f"Discover the {value[2]} marvel", card=str(value[1]), side=value[2])
    if choice.kind == "draw":
        return target("map_deck", f"Draw the {value} card", side=value)
    card, _, (x, y, orientation), _ = value
    return target("map", "Place here", card=str(card), space=f"{x},{y}", orientation=orientation)


def illegal_options(st: AdventurousState) -> list[Unavailable]:
    """Explore with an empty map deck, a Discover of a marvel that fits nowhere, drawing the
    bottom card under journey effect I: the buttons a player sees that the rules forbid now."""
    choice = st.choice
    if choice is None:
        return []
    found: list[Unavailable] = []
    if choice.kind == "action":
        if not st.map_deck:
            found.append(Unavailable("explore", target("button", "Explore"), "turn.explore", "the map deck is empty"))
        for source, card in (("active", st.active_marvel), ("top", st.marvel_deck[-1] if st.marvel_deck else None)):
            action = f"discover {source}"
            if action in choice.options:
                continue
            where = target("button", f"Discover the {source} marvel", side=source)
            if card is None:
                what = "no marvel is active" if source == "active" else "the marvel deck is empty"
                found.append(Unavailable(action, where, "turn.discover", what))
            else:
                found.append(Unavailable(action, where, "turn.discover", f"marvel {card} fits nowhere on the map now"))
    elif choice.kind == "draw" and "draw bottom" not in choice.options:
        why = (
            ("journey.top_only", "the active journey effect allows drawing from the top only")
            if len(st.map_deck) > 1
            else ("turn.explore", "the top card is the only card left in the map deck")
        )
        found.append(Unavailable("draw bottom", target("map_deck", "Draw the bottom card", side="bottom"), *why))
    return [unavailable for unavailable in found if unavailable.action not in choice.options]


def illegal_reason(st: AdventurousState, action: str) -> tuple[str, str]:
    """The rule and the reason why ``action`` (not a legal action) cannot answer the decision."""
    choice = st.choice
    assert choice is not None
    problem, words = screen_action(action, choice, illegal_options(st), KIND_VERBS, NOTATION_HINT)
    if problem:
        return problem
    verb, *arguments = words
    if verb == "place":
        return _place_problem(st, arguments) or none_of_the_choices(choice)
    return none_of_the_choices(choice)


def _place_problem(st: AdventurousState, arguments: list[str]) -> Problem:
    """Why a placement that is not legal may not be made: its notation, its card, or the first
    placement rule it breaks."""
    if len(arguments) not in (2, 3):
        return NOTATION, "place takes a card, a space x,y and, for a map card, an orientation: place 5 -1,-4 90"
    number, space, *turned = arguments
    try:
        card = int(number)
        x, y = (int(part) for part in space.split(","))
        orientation = int(turned[0]) if turned else None
    except ValueError:
        return NOTATION, f"{shown(' '.join(arguments))} is not a card number, a space x,y and an orientation"
    if card not in CARD_BY_NUMBER:
        return NOTATION, f"there is no card {card}: the cards are numbered 1 to {len(CARD_BY_NUMBER)}"
    if orientation is not None and orientation not in ORIENTATIONS:
        return NOTATION, f"an orientation is one of {', '.join(map(str, ORIENTATIONS))} degrees, not {orientation}"
    marvel = st.env.get("marvel") if not st.drawn else None
    if marvel is not None:
        if card != marvel[0]:
            return "turn.discover", f"the marvel being discovered is marvel {marvel[0]}, not card {card}"
        if orientation is not None:
            if orientation in (0, 180):
                return "marvel.landscape", "a marvel lies in landscape only, 4 spaces wide and 3 tall"
            return (
                NOTATION,
                f"a marvel always lies in landscape, so its placement names no orientation: place {card} {x},{y}",
            )
        return marvel_problem(st, card, x, y)
    if card not in st.drawn:
        drawn = " and ".join(f"card {c}" for c in st.drawn)
        return "turn.explore", f"card {card} is not one of the cards drawn this turn ({drawn})"
    if orientation is None:
        return NOTATION, f"a map card's placement names its orientation too: place {card} {x},{y} 0"
    effects = st.journey_effects()
    problem = map_problem(st, card, x, y, orientation, effects)
    if problem is None and (x, y, orientation) not in map_placements(st, card, effects):
        raise AssertionError(f"placement rules disagree on place {card} {x},{y} {orientation}")
    return problem
