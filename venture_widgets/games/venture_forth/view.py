"""What a seat sees (``observe``), plain-words actions (``describe``) and ``determinize``.

Hidden information is decided here and nowhere else:

- a seat sees its own hand; of the others, the count (a hand shown for a redraw is in the log);
- a seat sees its own treasures; of the others, the count (all are shown at the end);
- the encounter deck and the explore-token supply are counts; the treasure deck is a count, plus
  the treasures this seat put under it and where they are;
- treasures being looked at are seen only by the seat looking at them;
- of each Level III stack, the top card is face up; the rest is a count;
- with Hidden Explore Tokens, a token beside a path is face down: only its placer knows it, until
  it is taken;
- everything else is public: the board and wandering cards, parties (levels, will, despair),
  coins, points, explore tokens taken, the discard piles.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ...core.effects import Choice, ask_again
from ...core.view import decision_view
from ...core.words import counted
from .party import adventurer_power, party_power
from .places import path_words, site_words, space_words
from .tables import (
    CARD_CODE,
    CARD_NAME,
    CARD_POWER,
    L3_CODE,
    TOKEN_CODE,
    TREASURE_ABILITY,
    TREASURE_CODE,
    TREASURE_NAME,
    TREASURE_POINTS,
    TREASURE_TYPE,
    level_card,
)
from .temples import TEMPLE_NAMES
from .text import ability_text, conversion_text, program_text

if TYPE_CHECKING:
    from .rules import VentureForthState


def _codes(cards: list[int]) -> list[str]:
    return [CARD_CODE[c] for c in cards]


def _treasures(treasures: list[int]) -> list[str]:
    return [TREASURE_CODE[t] for t in treasures]


def token_visible(st: VentureForthState, path: str, seat: int | None) -> bool:
    """Whether ``seat`` may see the explore token beside ``path``."""
    return path not in st.face_down or st.over or (seat is not None and st.token_placer.get(path) == seat)


def _board(st: VentureForthState, seat: int | None) -> dict[str, Any]:
    """What changes on the board; the sites, paths and spaces never change (``game.catalog()``)."""
    return {
        "side": st.board.id,
        "name": st.board.name,
        "cards": [
            {"space": space, "card": CARD_CODE[card], "wandering": card in st.wandering}
            for space, card in sorted(st.spaces.items())
        ],
        "tokens": [
            {
                "path": path,
                "token": TOKEN_CODE[token] if token_visible(st, path, seat) else None,
                "face_up": path not in st.face_down,
            }
            for path, token in sorted(st.path_tokens.items())
        ],
        "pawns": [{"seat": p, "site": st.position[p]} for p in range(st.players) if st.position[p] is not None],
    }


def _travel(st: VentureForthState) -> dict[str, Any] | None:
    if st.travel is None:
        return None
    path, start, end = st.travel
    card = st.spaces.get(st.at_space) if st.at_space is not None else None
    return {
        "path": path,
        "from": start,
        "to": end,
        "space": st.at_space,
        "encounter": None if card is None else CARD_CODE[card],
        "encounter_power": None if card is None else CARD_POWER[card],
        "party_power": party_power(st, st.active),
        "exerted": _codes(sorted(st.exerted)),
    }


def _party(st: VentureForthState, seat: int) -> list[dict[str, Any]]:
    return [
        {
            "card": CARD_CODE[a],
            "level": st.level[a],
            "level3": L3_CODE[st.level3[a]] if a in st.level3 else None,
            "will": st.will[a],
            "despair": st.despair[a],
            "power": adventurer_power(st, a),
        }
        for a in st.party[seat]
    ]


def _player(st: VentureForthState, p: int, seat: int | None) -> dict[str, Any]:
    own = p == seat
    return {
        "seat": p,
        "coins": st.coins[p],
        "points": st.points[p],
        "hand": _codes(sorted(st.hands[p], key=CARD_CODE.__getitem__)) if own else None,
        "hand_count": len(st.hands[p]),
        "treasures": _treasures(sorted(st.treasures[p], key=TREASURE_CODE.__getitem__)) if own or st.over else None,
        "treasure_count": len(st.treasures[p]),
        "explored": [TOKEN_CODE[t] for t in st.explored[p]],
        "party": _party(st, p),
        "site": st.position[p],
    }


def observe(st: VentureForthState, seat: int | None) -> dict[str, Any]:
    """The observation of ``seat`` (``None``: a spectator who sees only public things)."""
    choice = st.choice
    decision = decision_view(choice)
    if st.over:
        phase = "over"
    elif st.turn == 0:
        phase = "setup"
    else:
        phase = "play"
    looker = seat is not None and seat == st.actor
    revealed = st.revealed_token
    token_seen = revealed is not None and (looker or not st.options["hidden_tokens"])
    known = st.known_bottom[seat] if seat is not None else set()
    return {  # the header every game's view starts with, then Venture Forth's own keys
        "game": "venture_forth",
        "seat": seat,
        "current_player": st.current_player,
        "decision": decision,
        "is_over": st.over,
        "outcome": st.outcome() if st.over else None,
        "players": st.players,
        "phase": phase,
        "turn": st.turn,
        "active": st.active,
        "first_player": st.first_player,
        "options": dict(st.options),
        "board": _board(st, seat),
        "travel": _travel(st),
        "deck_count": len(st.deck),
        "discard": _codes(st.discard),
        "treasure_deck": {
            "count": len(st.treasure_deck),
            "known_bottom": [
                {"treasure": TREASURE_CODE[t], "from_bottom": i} for i, t in enumerate(st.treasure_deck) if t in known
            ],
        },
        "treasure_discard": _treasures(st.treasure_discard),
        "tokens_left": len(st.token_supply),
        "revealed_token": TOKEN_CODE[revealed] if token_seen else None,  # type: ignore[index]
        "level3": [{"top": L3_CODE[s[-1]] if s else None, "count": len(s)} for s in st.level3_stacks],
        "level_supply": st.level_supply,
        "looking": _treasures(st.looking) if looker else None,
        "looking_count": len(st.looking),
        "treasure_used": st.treasure_used,
        "boost": st.boost,
        "extra_turns": st.extra_turns,
        "nike_turn": st.nike_turn,
        "final_order": None if st.final_order is None else list(st.final_order),
        "seats": [_player(st, p, seat) for p in range(st.players)],
    }


# --- describe -------------------------------------------------------------------------------------


ADVENTURER_WORDS: dict[str, str] = {
    "will": "Put the will on {name}",
    "plus": "Put both will on {name}",
    "gift": "Give {name} a will",
    "lose": "Return a will from {name}",
    "despair": "Put the despair on {name}",
    "relieve": "Take a despair off {name}",
    "start": "Start with {name}",
}


def _treasure_words(treasure: int) -> str:
    return f"{TREASURE_NAME[treasure]} ({TREASURE_TYPE[treasure]}, {TREASURE_POINTS[treasure]})"


def _turn_words(st: VentureForthState, verb: str, value: Any) -> str:
    board = st.board
    if verb == "play":
        card, space = value
        return f"Play {CARD_NAME[card]} on {space_words(board, space)}"
    if verb == "venture":
        path = board.path_by_id[value]
        end = path.other_end(st.position[st.active])  # type: ignore[arg-type]
        return f"Venture forth to {site_words(board, end)} past {len(path.spaces)} encounters"
    if verb == "offer":
        return f"Make an offering at {TEMPLE_NAMES[value]}"
    if verb == "use":
        return f"Discard {_treasure_words(value)} to use its ability: {program_text(TREASURE_ABILITY[value])}"
    return "Regroup: discard cards from your hand and draw as many"


def describe(st: VentureForthState, action: str) -> str:
    """Plain words for a legal action of the current decision, from its kind and the value the
    action binds (never from the action's text)."""
    choice: Choice = st.choice  # type: ignore[assignment]
    value, kind, scope = choice.options[action], choice.kind, st.frames[-1][2]
    if kind == "turn":
        return _turn_words(st, *value)
    if kind == "start":
        if value is None:
            return "Show your hand, draw six new cards and shuffle the old ones into the deck"
        return f"Start with {CARD_NAME[value]}, paying {counted(CARD_POWER[value], 'coin')}"
    if kind in ("pawn", "move"):
        return f"Put your pawn on {site_words(st.board, value)}"
    if kind == "resource":
        return "Take a coin" if value == "coin" else "Take a will"
    if kind == "token":
        return f"Put the explore token beside {path_words(st.board, value)}"
    if kind == "ambition":
        name = CARD_NAME[scope["adventurer"]]
        return f"Let {name}'s ambition pass" if value is None else f"{name}: {conversion_text(value)}"
    if kind == "level3":
        card = level_card(3, st.level3_stacks[value][-1])
        return f"Take {card.name}: {ability_text(card.ability)}"  # type: ignore[arg-type]
    if kind == "recruit":
        return f"Recruit {CARD_NAME[scope['card']]}" if value else f"Leave {CARD_NAME[scope['card']]} on the path"
    if kind == "exert":
        if value is None:
            return f"Face {CARD_NAME[scope['card']]} with your party's power {party_power(st, st.actor)}"
        return f"Exert {CARD_NAME[value]}: a will for double power in this encounter"
    if kind == "keep":
        return f"Keep {_treasure_words(value)}"
    if kind == "hades":
        return f"Discard {_treasure_words(value)} for two coins"
    if kind == "regroup" and value is None:
        return f"Stop discarding and draw {st.regrouped}"
    if kind in ("regroup", "sift"):
        return f"Discard {CARD_NAME[value]}"
    if kind == "upright":
        return f"Turn {CARD_NAME[st.spaces[value]]} upright"
    return ADVENTURER_WORDS[kind].format(name=CARD_NAME[value])


# --- determinize ----------------------------------------------------------------------------------


def _deal_again(slots: list[tuple[list[int], int]], rng: random.Random) -> dict[int, int]:
    """Shuffle the items in ``slots`` among those slots; return what each old item became."""
    old = [zone[i] for zone, i in slots]
    new = sorted(old)
    rng.shuffle(new)
    for (zone, i), item in zip(slots, new, strict=True):
        zone[i] = item
    return dict(zip(old, new, strict=True))


def determinize(st: VentureForthState, seat: int, rng: random.Random) -> VentureForthState:
    """A copy in which everything ``seat`` cannot see is dealt again at random, keeping every
    count, every card the seat knows and its place, and so the seat's observation."""
    new = st.clone()
    others = [p for p in range(new.players) if p != seat]
    cards = [(new.deck, i) for i in range(len(new.deck))]
    cards += [(new.hands[p], i) for p in others for i in range(len(new.hands[p]))]
    _deal_again(cards, rng)
    treasures = [(new.treasure_deck, i) for i, t in enumerate(new.treasure_deck) if t not in new.known_bottom[seat]]
    if not new.over:
        treasures += [(new.treasures[p], i) for p in others for i in range(len(new.treasures[p]))]
    if seat != new.actor:
        treasures += [(new.looking, i) for i in range(len(new.looking))]
    moved = _deal_again(treasures, rng)
    for p in others:
        new.known_bottom[p] = {moved.get(t, t) for t in new.known_bottom[p]}
    tokens = [(new.token_supply, i) for i in range(len(new.token_supply))]
    hidden_paths = [path for path in sorted(new.path_tokens) if not token_visible(new, path, seat)]
    if hidden_paths:
        token_list = [new.path_tokens[path] for path in hidden_paths]
        tokens += [(token_list, i) for i in range(len(token_list))]
    revealed = [new.revealed_token] if new.revealed_token is not None else []
    if revealed and seat != new.actor and new.options["hidden_tokens"]:
        tokens += [(revealed, 0)]
    _deal_again(tokens, rng)
    for path, token in zip(hidden_paths, token_list if hidden_paths else [], strict=True):
        new.path_tokens[path] = token
    if revealed:
        new.revealed_token = revealed[0]
    _deal_again([(stack, i) for stack in new.level3_stacks for i in range(len(stack) - 1)], rng)
    new.rng.state = rng.getrandbits(64)
    if new.choice is not None and new.choice.owner != seat:
        new.choice = ask_again(new)  # its options may name cards that were dealt again
    return new
