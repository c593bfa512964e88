"""What a seat sees (``observe``), plain-words actions (``describe``) and ``determinize``.

Hidden information is decided here and nowhere else:

- a seat sees its own hand; of the other hand, the count and the cards it knows are there
  (cards it put back on the deck with Consider, then saw the other player draw);
- the deck is a count, plus the cards this seat put back on top and where they are;
- cards being considered are seen only by the seat considering them;
- tucked cards are face down: only counts, even for their owner, unless the No Memory variant
  is on (then the owner sees its own); everything is revealed when the game is over;
- everything in play, coins, the board, and the trash pile (in order) are public.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ...core.effects import Choice, ask_again
from ...core.view import decision_view
from .boards import TOKEN_REWARDS
from .moves import current_reward
from .programs import CHESTS
from .tables import CARD_CODE, CARD_NAME, CARD_SPECIES
from .text import reward_label
from .words import starter_name

if TYPE_CHECKING:
    from .rules import WildVentureState


def _codes(cards: list[int]) -> list[str]:
    return [CARD_CODE[c] for c in cards]


def _board(state: WildVentureState) -> dict[str, Any]:
    """What changes on the board: tokens (and the reward they put on their space), the
    enchantment tokens waiting, the adventurers. The spaces, paths and costs never change; they
    are in ``game.catalog()["boards"]``."""
    tokens = {}
    for space_id, token in state.board_tokens.items():
        reward = TOKEN_REWARDS[token]
        tokens[space_id] = {
            "kind": token,
            "reward": {"kind": reward[0], "value": reward[1]},
            "label": reward_label(reward),
        }
    adventurers = [
        {"seat": p, "species": state.species[p], "space": state.position[p], "returning": state.returning[p]}
        for p in (0, 1)
        if state.species[p] is not None
    ]
    return {
        "id": state.board.id,
        "name": state.board.name,
        "tokens": tokens,
        "enchantments": {space_id: list(kinds) for space_id, kinds in state.board_enchant.items() if kinds},
        "adventurers": adventurers,
    }


def _player(state: WildVentureState, p: int, seat: int | None) -> dict[str, Any]:
    own = p == seat
    over = state.over
    show_tucked = over or (own and state.options["no_memory"])
    known = state.known_hand[seat] if seat is not None and not own else set()
    tokens = [{"type": t, "on": None} for t in state.free_tokens[p]]
    tokens += [{"type": state.enchanted[b], "on": CARD_CODE[b]} for b in state.buildings[p] if b in state.enchanted]
    return {
        "seat": p,
        "coins": state.coins[p],
        "hand": _codes(sorted(state.hands[p], key=CARD_CODE.__getitem__)) if own or over else None,
        "hand_count": len(state.hands[p]),
        "known_hand": sorted(CARD_CODE[c] for c in state.hands[p] if c in known),
        "tucked_count": len(state.tucked[p]),
        "tucked": _codes(state.tucked[p]) if show_tucked else None,
        "enchantments": tokens,
        "starters": [
            {"code": CARD_CODE[c], "species": CARD_SPECIES[c], "upgraded": CARD_SPECIES[c] in state.upgraded[p]}
            for c in state.starters[p]
        ],
        "villagers": [
            {
                "code": CARD_CODE[c],
                "supply": state.supply[c],
                "used_main": p == state.active and c in state.used_main,
                "used_free": p == state.active and c in state.used_free,
            }
            for c in state.villagers[p]
        ],
        "gear": [{"code": CARD_CODE[c], "supply": state.supply[c]} for c in state.gear[p]],
        "buildings": [
            {"code": CARD_CODE[c], "supply": state.supply[c], "enchanted": state.enchanted.get(c)}
            for c in state.buildings[p]
        ],
        "species": state.species[p],
    }


def observe(state: WildVentureState, seat: int | None) -> dict[str, Any]:
    """The observation of ``seat`` (``None``: a spectator who sees only public things)."""
    choice = state.choice
    decision = decision_view(choice)
    known_deck = state.known_deck[seat] if seat is not None else set()
    size = len(state.deck)
    if state.over:
        phase = "over"
    elif state.turn == 0:
        phase = "setup"
    else:
        phase = "play"
    return {  # the header every game's view starts with, then A Wild Venture's own keys
        "game": "wild_venture",
        "seat": seat,
        "current_player": state.current_player,
        "decision": decision,
        "is_over": state.over,
        "outcome": state.outcome() if state.over else None,
        "players": 2,
        "phase": phase,
        "turn": state.turn,
        "active": state.active,
        "main_actions_left": state.main_left,
        "final_turns": state.final_turns,
        "options": dict(state.options),
        "board": _board(state),
        "deck": {
            "count": size,
            "known": [
                {"from_top": size - 1 - i, "card": CARD_CODE[c]} for i, c in enumerate(state.deck) if c in known_deck
            ][::-1],
        },
        "trash": _codes(state.trash),
        "initiates": _codes(state.initiates),
        "considering": _codes(state.considering) if seat is not None and seat == state.actor else None,
        "considering_count": len(state.considering),
        "taken": _codes(state.taken),
        "seats": [_player(state, p, seat) for p in (0, 1)],
    }


#: What the answer of each kind of decision that names a card does (``{name}``: the card's name).
CARD_WORDS: dict[str, str] = {
    "initiate": "Choose {name} as your Initiate Villager",
    "tuck_order": "Tuck {name}",
    "ruby_search": "Take {name} from the Trash",
    "ruby_tuck": "Tuck {name}",
    "trash_hand": "Trash {name}",
    "tuck_hand": "Tuck {name}",
    "consider_draw": "Draw {name}",
    "consider_tuck": "Tuck {name}",
    "consider_trash": "Trash {name}",
    "consider_return": "Put {name} back on the deck",
    "add_supply": "Add a Supply to {name}",
    "activate_villager": "Activate {name}",
    "play_subject": "Play {name}",
    "trigger_order": "Resolve {name}'s trigger next",
}
#: What each Main or Free Action of a turn does.
TURN_WORDS: dict[str, str] = {
    "play": "Play {name} (a Main Action, paying its cost)",
    "activate": "Activate {name}",
    "free": "Activate {name} with a Free Action (removing 1 Supply)",
    "enchant": "Enchant {name} with one of your Enchantment tokens (a Free Action)",
    "end": "End your turn",
}


def describe(state: WildVentureState, action: str) -> str:
    """Plain words for a legal action of the current decision, from its kind and the value the
    action binds (never from the action's text)."""
    choice: Choice = state.choice  # type: ignore[assignment]
    value, kind, scope = choice.options[action], choice.kind, state.frames[-1][2]
    if kind == "turn":
        verb, card = value
        return TURN_WORDS[verb].format(name="" if card is None else CARD_NAME[card])
    if kind == "adventure":
        if value is None:
            return "Stop moving here and claim the reward"
        reward = current_reward(state, value.to)
        label = f" ({reward_label(reward)})" if reward else ""
        return f"Move your Adventurer to {state.board.by_id[value.to].name}{label}"
    if kind == "chest":
        return CHESTS[scope["chest"]][value][0]
    if kind == "starter_reward":
        name = starter_name(scope["species"])
        return f"Activate {name}" if value == "activate" else f"Upgrade your {name}"
    if kind == "invest":
        return f"Invest {value} coin{'s' if value != 1 else ''}"
    if kind == "play_subject" and value is None:
        return "Do not play it"
    return CARD_WORDS[kind].format(name=CARD_NAME[value])


def determinize(state: WildVentureState, seat: int, rng: random.Random) -> WildVentureState:
    """A copy in which every card ``seat`` cannot see is dealt again at random, keeping every
    count, every card the seat knows and its place, and so the seat's observation."""
    new = state.clone()
    other = 1 - seat
    hidden_tucked = [p for p in (0, 1) if not state.over and not (p == seat and state.options["no_memory"])]
    known_other = new.known_hand[seat]
    slots: list[tuple[list[int], int]] = []
    for i, card in enumerate(new.hands[other]):
        if card not in known_other:
            slots.append((new.hands[other], i))
    for i, card in enumerate(new.deck):
        if card not in new.known_deck[seat]:
            slots.append((new.deck, i))
    for p in hidden_tucked:
        for i in range(len(new.tucked[p])):
            slots.append((new.tucked[p], i))
    if seat != new.actor:
        for i in range(len(new.considering)):
            slots.append((new.considering, i))
    old = [zone[i] for zone, i in slots]
    cards = sorted(old)
    rng.shuffle(cards)
    for (zone, i), card in zip(slots, cards, strict=True):
        zone[i] = card
    moved = dict(zip(old, cards, strict=True))
    new.known_deck[other] = {moved.get(c, c) for c in new.known_deck[other]}
    new.known_hand[other] = {moved.get(c, c) for c in new.known_hand[other]}
    new.rng.state = rng.getrandbits(64)
    if new.choice is not None and new.choice.owner != seat:
        new.choice = ask_again(new)  # its options may name cards that were dealt again
    return new
