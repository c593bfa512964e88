"""Adventuring: moving along the board's paths (junctions, path costs, at least one space),
claiming the reward where the move ends (tokens, modifiers, enchantment tokens), the starter
rewards and the three chests, with the Ruby Chest's search of the Trash.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.effects import STOP, Choice, Op, OpHandler, push
from ...core.words import counted
from .model import STARTER_OF
from .moves import (
    Result,
    activate,
    ask,
    current_reward,
    draw_cards,
    emit,
    fire,
    gain_coins,
    option,
    owned_enchantments,
    push_triggers,
    put_in_play,
    seat_name,
    starter_card,
    triggered,
    tuck_card,
)
from .programs import (
    ADVENTURE_STEP,
    ARRIVE,
    CHEST_PROGRAMS,
    CHESTS,
    CHOOSE_CHEST,
    CHOOSE_STARTER_REWARD,
    CLAIM,
    MODIFIERS,
    RUBY_FINISH,
    RUBY_PLAY,
    RUBY_TAKE,
    TOKEN_NAMES,
    TRASH_FOR_PATH,
)
from .tables import CARD_CODE, CARD_NAME
from .text import reward_label

if TYPE_CHECKING:
    from .rules import WildVentureState


def _adventure(st: WildVentureState, o: Op) -> Result:
    push(st, ADVENTURE_STEP, {"source": st.scope.get("source"), "left": o.args["n"], "moved": 0})
    return None


def step_options(st: WildVentureState, seat: int) -> dict[str, Any]:
    """The spaces the seat's Adventurer may step to next, with the cost it can pay."""
    coins, cards = st.coins[seat], len(st.hands[seat])
    options: dict[str, Any] = {}
    for edge in st.board.forward[st.position[seat]]:
        cost = edge.cost
        if cost is None or (cost[0] == "pay" and coins >= cost[1]) or (cost[0] == "trash" and cards >= cost[1]):
            options[option("move", edge.to)] = edge
    return options


def _choose_step(st: WildVentureState, o: Op) -> Result:
    seat = st.actor
    scope = st.scope
    options = step_options(st, seat) if scope["left"] > 0 else {}
    if scope["moved"] == 0:
        if not options:
            where = st.board.by_id[st.position[seat]].name
            emit(
                st,
                "cannot_move",
                "adventure.cannot_move",
                f"{seat_name(seat)}'s Adventurer cannot move from {where}: no reward.",
                seat=seat,
            )
            return STOP
        return ask(
            st, "adventure", f"Adventure: move up to {counted(scope['left'], 'space')}", "adventure.move", options
        )
    if not options:
        st.env["pick"] = None
        return None
    options[option("stop")] = None
    prompt = f"Adventure: move on (up to {scope['left']} more) or stop here"
    return Choice(seat, "adventure", prompt, "adventure.move", options, "pick")


def _take_step(st: WildVentureState, o: Op) -> Result:
    edge = st.env.pop("pick")
    scope = st.scope
    if edge is None:
        push(st, CLAIM, scope)
        return None
    seat = st.actor
    moved = {**scope, "to": edge.to}
    push(st, ARRIVE, moved)
    cost = edge.cost
    if cost is not None and cost[0] == "pay":
        st.coins[seat] -= cost[1]
        emit(
            st,
            "pay",
            "adventure.path_cost",
            f"{seat_name(seat)} pays {cost[1]} coin{'s' if cost[1] > 1 else ''} for the path.",
            seat=seat,
        )
    elif cost is not None:
        for _ in range(cost[1]):
            push(st, TRASH_FOR_PATH)
    return None


def _arrive(st: WildVentureState, o: Op) -> Result:
    scope = st.scope
    seat = st.actor
    to = scope["to"]
    st.position[seat] = to
    space = st.board.by_id[to]
    emit(st, "move", "adventure.move", f"{seat_name(seat)}'s Adventurer moves to {space.name}.", seat=seat, space=to)
    nxt = {"source": scope["source"], "left": scope["left"] - 1, "moved": scope["moved"] + 1}
    push(st, ADVENTURE_STEP, nxt)
    return None


def _claim(st: WildVentureState, o: Op) -> Result:
    seat = st.actor
    space_id = st.position[seat]
    space = st.board.by_id[space_id]
    source = st.scope["source"]
    batch = triggered(st, "adventure", None)  # with the reward's own triggers: all at the same moment
    if space.end:
        st.returning[seat] = True
        emit(
            st,
            "chest_end",
            "adventure.chest_home",
            f"{space.name} ends the path: the Adventurer goes Home at the end of the turn.",
            seat=seat,
        )
    reward = current_reward(st, space_id)
    if reward is None:
        push_triggers(st, batch, None)
        return None
    kind, value = reward
    token = st.board_tokens.pop(space_id, None)
    if token is not None:
        emit(
            st,
            "token",
            "adventure.tokens",
            f"{seat_name(seat)} claims the {TOKEN_NAMES[token]} token; it leaves the game.",
            seat=seat,
            space=space_id,
            token=token,
        )
    modifier = MODIFIERS[source] if source is not None else None
    if modifier is not None and modifier.replace == kind:
        emit(
            st,
            "modifier",
            "adventure.reward",
            f"{CARD_NAME[source]} turns the {reward_label(reward)} reward into {reward_label((modifier.into, value))}.",
            seat=seat,
            card=CARD_CODE[source],
        )
        kind = modifier.into
    emit(
        st,
        "reward",
        "adventure.reward",
        f"{seat_name(seat)} claims {reward_label((kind, value))} at {space.name}.",
        seat=seat,
        space=space_id,
        reward=kind,
    )
    batch += triggered(st, "reward", None, reward=kind)
    if kind == "gain":
        gain_coins(st, value, "adventure.reward", batch)  # type: ignore[arg-type]
    elif kind == "draw" and draw_cards(st, value, "adventure.reward"):  # type: ignore[arg-type]
        batch += triggered(st, "draw", None)
    push_triggers(st, batch, None)  # a chest or starter choice below is pushed above: it comes first
    if kind == "starter":
        push(st, CHOOSE_STARTER_REWARD, {"species": value})
    elif kind == "chest":
        push(st, CHOOSE_CHEST, {"chest": value})
    elif kind == "enchant":  # only an Enchantment space holds Enchantment tokens
        take_enchantment(st, space_id)
    return None


def take_enchantment(st: WildVentureState, space_id: str) -> None:
    """Take an Enchantment token from the space unless the seat already has that type."""
    seat = st.actor
    waiting = st.board_enchant.get(space_id, [])
    if not waiting:
        emit(st, "enchant_token", "adventure.tokens", "No Enchantment token is left on this space.", seat=seat)
        return
    kind = waiting[0]
    if kind in owned_enchantments(st, seat):
        emit(
            st,
            "enchant_token",
            "adventure.tokens",
            f"{seat_name(seat)} already has a {kind} token: it stays on the space.",
            seat=seat,
            token=kind,
        )
        return
    waiting.pop()
    st.free_tokens[seat].append(kind)
    emit(
        st,
        "enchant_token",
        "adventure.tokens",
        f"{seat_name(seat)} takes a {kind} Enchantment token.",
        seat=seat,
        token=kind,
    )


def _choose_starter_reward(st: WildVentureState, o: Op) -> Result:
    species = st.scope["species"]
    starter = STARTER_OF[species]
    options = {f"activate {starter}": "activate"}
    if species not in st.upgraded[st.actor]:
        options[f"upgrade {starter}"] = "upgrade"
    return ask(st, "starter_reward", f"Activate your {starter.title()} or upgrade it?", "rewards.starter", options)


def _take_starter_reward(st: WildVentureState, o: Op) -> Result:
    species = st.scope["species"]
    card = starter_card(st, st.actor, species)
    if st.env.pop("pick") == "activate":
        activate(st, card, "rewards.starter", remove_supply=False)
        return None
    st.upgraded[st.actor].add(species)
    emit(
        st,
        "upgrade",
        "rewards.starter",
        f"{seat_name(st.actor)} flips {CARD_NAME[card]} to its upgraded side.",
        seat=st.actor,
        card=CARD_CODE[card],
    )
    fire(st, "upgrade", card)
    return None


def _choose_chest(st: WildVentureState, o: Op) -> Result:
    chest = st.scope["chest"]
    options = {f"chest {key}": key for key in CHESTS[chest]}
    rule = f"rewards.{chest}_chest"
    return Choice(st.actor, "chest", f"{chest.title()} Chest: choose one", rule, options, "pick")


def _take_chest(st: WildVentureState, o: Op) -> Result:
    chest = st.scope["chest"]
    key = st.env.pop("pick")
    text = CHESTS[chest][key][0]
    emit(st, "chest", f"rewards.{chest}_chest", f"{seat_name(st.actor)} chooses: {text}.", seat=st.actor, option=key)
    push(st, CHEST_PROGRAMS[chest][key], {"source": None, "subject": None})
    return None


def _ruby_search(st: WildVentureState, o: Op) -> Result:
    push(st, RUBY_FINISH)
    push(st, RUBY_TAKE)
    push(st, RUBY_TAKE)
    return None


def _choose_from_trash(st: WildVentureState, o: Op) -> Result:
    options = {option("take", CARD_CODE[c]): c for c in st.trash if c not in st.taken}
    return ask(st, "ruby_search", "Search the Trash: take a card", "rewards.ruby_chest", options)


def _take_from_trash(st: WildVentureState, o: Op) -> Result:
    card = st.env.pop("pick")
    st.taken.append(card)
    emit(
        st,
        "take",
        "rewards.ruby_chest",
        f"{seat_name(st.actor)} takes {CARD_NAME[card]} from the Trash.",
        seat=st.actor,
        card=CARD_CODE[card],
    )
    return None


def _choose_ruby_tuck(st: WildVentureState, o: Op) -> Result:
    options = {f"tuck {CARD_CODE[c]}": c for c in st.taken}
    return ask(st, "ruby_tuck", "Tuck one of the two; the other is played free", "rewards.ruby_chest", options)


def _finish_ruby(st: WildVentureState, o: Op) -> Result:
    tucked = st.env.pop("pick")
    taken, st.taken = st.taken, []
    st.trash.remove(tucked)
    for card in taken:
        if card != tucked:  # played after the tuck's triggers, which interrupt (pushed above it)
            push(st, RUBY_PLAY, {"source": card})
    tuck_card(st, tucked, "from the Trash", "rewards.ruby_chest")
    return None


def _ruby_play(st: WildVentureState, o: Op) -> Result:
    card = st.scope["source"]
    st.trash.remove(card)
    put_in_play(st, card, "from the Trash, ignoring its cost", "rewards.ruby_chest")
    return None


HANDLERS: dict[str, OpHandler] = {
    "adventure": _adventure,
    "choose_step": _choose_step,
    "take_step": _take_step,
    "arrive": _arrive,
    "claim": _claim,
    "choose_starter_reward": _choose_starter_reward,
    "take_starter_reward": _take_starter_reward,
    "choose_chest": _choose_chest,
    "take_chest": _take_chest,
    "ruby_search": _ruby_search,
    "choose_from_trash": _choose_from_trash,
    "take_from_trash": _take_from_trash,
    "choose_ruby_tuck": _choose_ruby_tuck,
    "finish_ruby": _finish_ruby,
    "ruby_play": _ruby_play,
}
