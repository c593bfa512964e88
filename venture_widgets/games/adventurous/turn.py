"""The flow of the game: a turn (Explore or Discover), drawing, placing, the journey effects, and
the end of the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.effects import STOP, Op, OpHandler, push, push_in_order
from ...core.moves import ask, emit, seat_name
from .placement import fitting_marvels, lay_map, lay_marvel, map_placements, marvel_placements
from .programs import DISCOVER, DRAW, EXPLORE, PLACE, TURN
from .scoring import result
from .text import effect_words, marvel_words, placement_words

if TYPE_CHECKING:
    from .rules import AdventurousState

Result = Any

#: How many map cards Explore draws.
EXPLORE_DRAWS = 2


def place_option(card: int, placement: tuple[int, int, int], side: str) -> str:
    """The notation of a placement: ``place 5 -1,-4 90`` for a map card (card, top-left space,
    orientation), ``place 13 2,-5`` for a marvel (always landscape).

    >>> place_option(5, (-1, -4, 90), "map"), place_option(13, (2, -5, 90), "marvel")
    ('place 5 -1,-4 90', 'place 13 2,-5')
    """
    x, y, orientation = placement
    return f"place {card} {x},{y} {orientation}" if side == "map" else f"place {card} {x},{y}"


def start_turn(state: AdventurousState, o: Op) -> Result:
    """Start the active seat's turn, or end the game when every card is placed (End of Game)."""
    state.actor = state.active
    if not state.map_deck and not state.drawn and state.active_marvel is None:
        return finish(state, "end", "Every map card and every marvel is on the map (or set aside).")
    state.turn += 1
    return None


def discover_options(state: AdventurousState) -> dict[str, Any]:
    """Discover's options: the active marvel, the top of the marvel deck; each only if it can be placed."""
    offered = {"active": state.active_marvel, "top": state.marvel_deck[-1] if state.marvel_deck else None}
    fitting = fitting_marvels(state, [card for card in offered.values() if card is not None])
    return {f"discover {source}": ("discover", card, source) for source, card in offered.items() if card in fitting}


def choose_action(state: AdventurousState, o: Op) -> Result:
    """Taking a Turn: Explore (not with an empty map deck) or Discover a marvel that can be placed;
    when neither is possible, no more cards can be placed and the game ends."""
    options: dict[str, Any] = {}
    if state.map_deck:
        options["explore"] = ("explore",)
    options.update(discover_options(state))
    if not options:
        return finish(state, "end", "No card can be placed any more: the map deck is empty and no marvel fits.")
    return ask(state, "action", "Explore or Discover?", "turn", options)


def take_action(state: AdventurousState, o: Op) -> Result:
    """Start the chosen action."""
    pick = state.env["pick"]
    who = seat_name(state.actor)
    if pick[0] == "explore":
        emit(state, "explore", "turn.explore", f"{who} explores: two map cards, one at a time.", seat=state.actor)
        push(state, EXPLORE)
        return None
    _, card, source = pick
    state.env["marvel"] = (card, source)
    where = "the active marvel" if source == "active" else "the top of the marvel deck"
    emit(
        state,
        "discover",
        "turn.discover",
        f"{who} discovers {where}: {marvel_words(card)}.",
        seat=state.actor,
        card=card,
    )
    push(state, DISCOVER)
    return None


def explore(state: AdventurousState, o: Op) -> Result:
    """Explore: draw two cards one at a time, then place them."""
    push_in_order(state, *[DRAW] * EXPLORE_DRAWS, *[PLACE] * EXPLORE_DRAWS)
    return None


def choose_draw(state: AdventurousState, o: Op) -> Result:
    """Draw the top card (seen) or the unknown bottom card; only the top one while the journey
    effect I is active; nothing when the map deck is empty."""
    deck = state.map_deck
    if not deck:
        return STOP
    options: dict[str, Any] = {"draw top": "top"}
    if len(deck) > 1 and "top_only" not in state.journey_effects():
        options["draw bottom"] = "bottom"
    return ask(
        state, "draw", f"Draw card {deck[-1]} from the top, or the unknown bottom card?", "turn.explore", options
    )


def take_draw(state: AdventurousState, o: Op) -> Result:
    """Take the chosen card into the drawn cards (they lie face up for the whole team to see)."""
    where = state.env["pick"]
    card = state.map_deck.pop() if where == "top" else state.map_deck.pop(0)
    state.drawn.append(card)
    rule = "journey.top_only" if where == "top" and "top_only" in state.journey_effects() else "turn.explore"
    emit(
        state,
        "draw",
        rule,
        f"{seat_name(state.actor)} draws card {card} from the {where} of the map deck.",
        seat=state.actor,
        card=card,
        where=where,
    )
    return None


def set_aside(state: AdventurousState, cards: list[int]) -> None:
    """Drawn cards that fit nowhere leave the game (our reading of End of Game)."""
    for card in cards:
        state.drawn.remove(card)
        state.set_aside.append(card)
        emit(
            state,
            "set_aside",
            "end.set_aside",
            f"Card {card} fits nowhere on the map: it is set aside, out of the game.",
            seat=state.actor,
            card=card,
        )


def choose_place(state: AdventurousState, o: Op) -> Result:
    """Place a drawn card (the team picks which first); a card that fits nowhere is set aside."""
    if not state.drawn:
        return STOP
    effects = state.journey_effects()
    options: dict[str, Any] = {}
    stuck = []
    for card in state.drawn:
        found = map_placements(state, card, effects)
        if not found:
            stuck.append(card)
        for placement, path in found.items():
            options[place_option(card, placement, "map")] = (card, "map", placement, tuple(path))
    if not options:
        set_aside(state, stuck)
        return STOP
    cards = " or ".join(f"card {card}" for card in state.drawn if card not in stuck)
    return ask(state, "place", f"Place {cards} on the map", "map.extend", options)


def choose_marvel_place(state: AdventurousState, o: Op) -> Result:
    """Place the discovered marvel (Discover lists only a marvel that fits somewhere)."""
    card, _ = state.env["marvel"]
    options = {
        place_option(card, placement, "marvel"): (card, "marvel", placement, ())
        for placement in marvel_placements(state, card)
    }
    return ask(state, "place", f"Place marvel {card} on the map", "marvel.cost", options)


def take_place(state: AdventurousState, o: Op) -> Result:
    """Lay the chosen card; a placed active marvel is replaced at once by the top of the marvel deck."""
    card, side, placement, path = state.env["pick"]
    source = state.env["marvel"][1] if side == "marvel" else None
    before = state.journey_effects()
    who = seat_name(state.actor)
    if side == "map":
        state.drawn.remove(card)
        lay_map(state, card, placement, list(path))
    else:
        if source == "active":
            state.active_marvel = None
        else:
            state.marvel_deck.pop()
        lay_marvel(state, card, placement)
    what, rule = ("card", "map.extend") if side == "map" else ("marvel", "marvel.cost")
    emit(
        state,
        "place",
        rule,
        f"{who} places {what} {card} {placement_words(placement, side)}.",
        seat=state.actor,
        card=card,
        side=side,
        placement=list(placement),
    )
    if side == "marvel" and source == "active" and state.marvel_deck:
        state.active_marvel = state.marvel_deck.pop()
        emit(
            state,
            "active_marvel",
            "turn.discover",
            f"Marvel {state.active_marvel} from the top of the marvel deck becomes the active marvel.",
            card=state.active_marvel,
        )
    after = state.journey_effects()
    if state.options["journey_effects"] and after != before:
        if after:
            emit(state, "journey", "journey", f"The active journey effect is now: {effect_words(after[0])}.")
        else:
            emit(
                state,
                "journey",
                "journey.off",
                "Every marvel is placed: the journey effects are off for the rest of the game.",
            )
    return None


def end_turn(state: AdventurousState, o: Op) -> Result:
    """Pass the map deck (if it is not empty) to the next player, whose turn begins."""
    following = (state.active + 1) % state.players
    if state.players > 1:
        passed = "passes the map deck to" if state.map_deck else "hands the turn to"
        emit(state, "pass", "turn.pass", f"{seat_name(state.active)} {passed} {seat_name(following)}.", seat=following)
    state.active = following
    push(state, TURN)
    return None


def finish(state: AdventurousState, rule: str, why: str) -> Result:
    """End the game: score the map and name the result."""
    state.over = True
    state.frames.clear()
    sheet = state.scores()[0]
    row = result(sheet["total"])
    emit(state, "end", rule, why)
    emit(
        state,
        "score",
        "scoring.result",
        f"The team scores {sheet['total']}: {row['name']}",
        total=sheet["total"],
        result=row["id"],
    )
    return STOP


HANDLERS: dict[str, OpHandler] = {
    "start_turn": start_turn,
    "choose_action": choose_action,
    "take_action": take_action,
    "explore": explore,
    "choose_draw": choose_draw,
    "take_draw": take_draw,
    "choose_place": choose_place,
    "choose_marvel_place": choose_marvel_place,
    "take_place": take_place,
    "end_turn": end_turn,
}
