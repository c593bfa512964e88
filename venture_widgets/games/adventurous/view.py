"""What a seat sees (``observe``), plain-words actions (``describe``) and ``determinize``.

Hidden information is decided here and nowhere else. Adventurous is played in the open, as a
team, so every seat sees the same:

- the map deck lies map side up: its top card is seen, the rest is a count and the set of cards
  in it (the team built the decks in the open), never their order; the bottom card is unknown;
- the marvel deck lies marvel side up: its top marvel is seen, the rest is a count and the set;
- everything else is public: the ship, the map with every card in its order, the active marvel,
  the cards drawn this turn, the cards set aside.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ...core.effects import Choice
from ...core.view import decision_view
from .placement import last_map
from .scoring import points, tally
from .ship import SHIP, SIDE_BY_ID, START
from .text import marvel_words, placement_words

if TYPE_CHECKING:
    from .rules import AdventurousState


def _deck(cards: list[int]) -> dict[str, Any]:
    return {"count": len(cards), "top": cards[-1] if cards else None, "cards": sorted(cards)}


def observe(st: AdventurousState, seat: int | None) -> dict[str, Any]:
    """The observation of ``seat`` (``None``: a spectator); every seat sees the same table."""
    choice = st.choice
    decision = decision_view(choice)
    side = SIDE_BY_ID["journey" if st.options["journey_effects"] else "calm"]
    effects = st.journey_effects()
    counts = tally(st.top)
    marvel = st.env.get("marvel") if choice is not None and choice.kind == "place" and not st.drawn else None
    return {  # the header every game's view starts with, then Adventurous's own keys
        "game": "adventurous",
        "seat": seat,
        "current_player": st.current_player,
        "decision": decision,
        "is_over": st.over,
        "outcome": st.outcome() if st.over else None,
        "players": st.players,
        "phase": "over" if st.over else "play",
        "turn": st.turn,
        "active": st.active,
        "first_player": st.first_player,
        "options": {"difficulty": st.options["difficulty"], "journey_effects": st.options["journey_effects"]},
        "ship": {
            "side": side.id,
            "name": side.name,
            "effects": list(side.effects),
            "start": list(START),
            "thresholds": dict(SHIP.thresholds),
        },
        "active_effect": effects[0] if effects else None,
        "placed": [
            {"card": card, "side": face, "x": x, "y": y, "orientation": orientation}
            for card, face, x, y, orientation in st.placed
        ],
        "path": [list(space) for space in st.path],
        "previous": last_map(st),
        "map_deck": _deck(st.map_deck),
        "marvel_deck": _deck(st.marvel_deck),
        "active_marvel": st.active_marvel,
        "discovering": None if marvel is None else {"card": marvel[0], "source": marvel[1]},
        "drawn": list(st.drawn),
        "set_aside": list(st.set_aside),
        "marvels_placed": st.marvels_placed(),
        "counts": counts,
        "score": points(counts, st.unplaced_marvels()),
    }


def describe(st: AdventurousState, action: str) -> str:
    """Plain words for a legal action of the current decision, from its kind and the value the
    action binds (never from the action's text)."""
    choice: Choice = st.choice  # type: ignore[assignment]
    value, kind = choice.options[action], choice.kind
    if kind == "action":
        if value[0] == "explore":
            return "Explore: draw two map cards, one at a time, and place them"
        where = "the active marvel" if value[2] == "active" else "the top marvel of the marvel deck"
        return f"Discover {where}, {marvel_words(value[1])}, and place it"
    if kind == "draw":
        if value == "top":
            return f"Draw card {st.map_deck[-1]} from the top of the map deck"
        return "Draw the unknown card from the bottom of the map deck"
    card, side, placement, _ = value
    what = f"card {card}" if side == "map" else f"marvel {card}"
    return f"Place {what} {placement_words(placement, side)}"


def determinize(st: AdventurousState, seat: int, rng: random.Random) -> AdventurousState:
    """A copy in which what no one has seen is dealt again at random: the map deck below its top
    card and the marvel deck below its top marvel, keeping every count and both tops."""
    new = st.clone()
    for deck in (new.map_deck, new.marvel_deck):
        below = sorted(deck[:-1])  # their order before is hidden: the deal must not depend on it
        rng.shuffle(below)
        deck[:-1] = below
    new.rng.state = rng.getrandbits(64)
    return new
