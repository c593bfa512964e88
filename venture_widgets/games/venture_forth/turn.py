"""The flow of the game: setup (starting adventurers and temples), the turn (the Zeus rule, one
treasure ability, one of the four actions), Play a Card with its resources, Regroup, the end of
a turn, the last turns and the end of the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.effects import STOP, Choice, Op, OpHandler, push, push_in_order
from .moves import (
    Result,
    add_will,
    ask,
    card_names,
    discard_card,
    discard_from_hand,
    draw_cards,
    emit,
    gain_coins,
    hand_options,
    join_party,
    option,
    plural,
    seat_name,
    token_words,
)
from .no_effect import why_no_effect
from .party import complete_paths, open_spaces
from .places import path_words
from .programs import (
    ACTION,
    DRAW_ONE,
    GIFT,
    PAWN,
    PLACE_TOKEN,
    PLACE_WILL,
    REGROUP,
    STARTER,
    TURN,
    WILL_OR_COIN,
    WILL_PLUS,
)
from .scoring import final_event
from .tables import (
    CARD_CODE,
    CARD_KIND,
    CARD_NAME,
    CARD_POWER,
    CARD_REGION,
    TOKEN_CODE,
    TREASURE_ABILITY,
    TREASURE_CODE,
    TREASURE_NAME,
)
from .temples import offer
from .venture import venture

if TYPE_CHECKING:
    from .rules import VentureForthState

SPACE_WORDS = {"will": "a will", "coin": "a coin", "will_plus": "a will plus", "coin_or_will": "a coin-or-will"}


# --- setup ----------------------------------------------------------------------------------------


def _setup_seats(st: VentureForthState, o: Op) -> Result:
    order = [(st.first_player + i) % st.players for i in range(st.players)]
    push_in_order(st, *((STARTER + PAWN, {"seat": seat}) for seat in order))
    return None


def starting_options(st: VentureForthState, seat: int) -> dict[str, Any]:
    """The adventurers of ``seat``'s hand it can pay for, and ``redraw`` when its hand holds one
    adventurer or none (or, our reading, none it can pay for)."""
    hand = st.hands[seat]
    adventurers = [c for c in hand if CARD_KIND[c] == "adventurer"]
    options: dict[str, Any] = {
        option("start", CARD_CODE[c]): c
        for c in sorted(adventurers, key=CARD_CODE.__getitem__)
        if CARD_POWER[c] <= st.coins[seat]
    }
    if len(adventurers) <= 1 or not options:
        options[option("redraw")] = None
    return options


def _choose_start(st: VentureForthState, o: Op) -> Result:
    seat = st.actor = st.scope["seat"]
    options = starting_options(st, seat)
    return Choice(
        seat, "start", "Choose your starting adventurer (you pay its power in coins)", "setup.start", options, "pick"
    )


def _take_start(st: VentureForthState, o: Op) -> Result:
    card = st.env.pop("pick")
    seat = st.actor
    if card is None:
        old = st.hands[seat]
        emit(
            st,
            "redraw",
            "setup.redraw",
            f"{seat_name(seat)} shows a hand of {card_names(old)} and draws six new cards.",
            seat=seat,
            cards=[CARD_CODE[c] for c in old],
        )
        st.hands[seat] = []
        draw_cards(st, seat, len(old), "setup.redraw")
        st.deck.extend(old)
        st.rng.shuffle(st.deck)
        push(st, STARTER, st.scope)
        return None
    st.hands[seat].remove(card)
    st.coins[seat] -= CARD_POWER[card]
    join_party(st, seat, card)
    emit(
        st,
        "start",
        "setup.start",
        f"{seat_name(seat)} starts with {CARD_NAME[card]}, paying {plural(CARD_POWER[card], 'coin')}; "
        "it takes a Level I card.",
        seat=seat,
        card=CARD_CODE[card],
    )
    return None


def _choose_pawn(st: VentureForthState, o: Op) -> Result:
    st.actor = st.scope["seat"]
    taken = set(st.position)
    options = {
        option("pawn", site.id): site.id for site in st.board.sites if site.temple is not None and site.id not in taken
    }
    return ask(st, "pawn", "Put your pawn on a temple site without a pawn", "setup.pawn", options)


def _take_pawn(st: VentureForthState, o: Op) -> Result:
    site = st.env.pop("pick")
    seat = st.actor
    st.position[seat] = site
    emit(
        st,
        "pawn",
        "setup.pawn",
        f"{seat_name(seat)} puts its pawn on {st.board.site_by_id[site].name}.",
        seat=seat,
        site=site,
    )
    return None


def _begin_play(st: VentureForthState, o: Op) -> Result:
    start_turn(st, st.first_player)
    return None


# --- the turn -------------------------------------------------------------------------------------


def start_turn(st: VentureForthState, seat: int) -> None:
    """Begin ``seat``'s turn."""
    st.active = st.actor = seat
    push(st, TURN)


def _start_turn(st: VentureForthState, o: Op) -> Result:
    seat = st.active
    st.turn += 1
    st.treasure_used = False
    st.boost = 0
    extra = " (a turn from the Temple of Nike)" if st.nike_turn else ""
    emit(st, "turn", "turn", f"Turn {st.turn}: {seat_name(seat)}{extra}.", seat=seat, turn=st.turn)
    if st.final_order is not None:
        emit(st, "last_turn", "end", f"This is one of the last turns: {seat_name(seat)}'s last.", seat=seat)
    zeus(st)
    return None


def zeus(st: VentureForthState) -> None:
    """The Zeus rule: when every path space holds a card, the wandering cards are discarded and
    every other card turns wandering."""
    if len(st.spaces) < len(st.board.space_by_id):
        return
    gone = [space for space, card in st.spaces.items() if card in st.wandering]
    for space in gone:
        discard_card(st, st.spaces.pop(space))
    st.wandering = set(st.spaces.values())
    emit(
        st,
        "zeus",
        "turn.zeus",
        f"Every path space is full: Zeus is not happy. {plural(len(gone), 'wandering card')} discarded, "
        f"{plural(len(st.wandering), 'card')} turn{'s' if len(st.wandering) == 1 else ''} wandering.",
    )


def turn_options(st: VentureForthState) -> dict[str, tuple[str, Any]]:
    """The four actions open to the active seat now, and, until one is used, each treasure whose
    ability would do something (:mod:`.no_effect`)."""
    seat = st.active
    options: dict[str, tuple[str, Any]] = {}
    where = open_spaces(st)
    for card in sorted(st.hands[seat], key=CARD_CODE.__getitem__):
        code = CARD_CODE[card]
        for space in where.get(CARD_REGION[card], ()):
            options[f"play {code} {space}"] = ("play", (card, space))
    for path in complete_paths(st, seat):
        options[option("venture", path)] = ("venture", path)
    temple = st.board.site_by_id[st.position[seat]].temple  # type: ignore[index]
    if temple is not None and offer_problem(st, temple) is None:
        options[option("offer", temple)] = ("offer", temple)
    options[option("regroup")] = ("regroup", None)
    if not st.treasure_used:
        for treasure in sorted(st.treasures[seat], key=TREASURE_CODE.__getitem__):
            if why_no_effect(st, seat, TREASURE_ABILITY[treasure]) is None:
                options[option("use", TREASURE_CODE[treasure])] = ("use", treasure)
    return options


def offer_problem(st: VentureForthState, temple: str) -> str | None:
    """Why the active seat cannot make an offering at ``temple`` now, or ``None``."""
    seat = st.active
    if temple == "nike" and st.nike_turn:
        return "the Temple of Nike cannot be used on the extra turns it gives"
    if temple == "hades":
        return None if st.treasures[seat] else "an offering to Hades is a treasure card, and you have none"
    return None if st.coins[seat] else "an offering costs a coin, and you have none"


def _choose_action(st: VentureForthState, o: Op) -> Result:
    st.actor = st.active
    # Every seat sees the prompt: it may follow how many treasures the seat holds (public), never
    # which, so it does not say whether one of them would do something now.
    prompt = (
        "Choose your action"
        if st.treasure_used or not st.treasures[st.active]
        else ("Choose your action (or first use one treasure's ability)")
    )
    return Choice(st.active, "turn", prompt, "turn", turn_options(st), "pick")


def _take_action(st: VentureForthState, o: Op) -> Result:
    verb, value = st.env.pop("pick")
    seat = st.active
    if verb == "use":
        st.treasure_used = True
        st.treasures[seat].remove(value)
        st.treasure_discard.append(value)
        emit(
            st,
            "use",
            "treasure.ability",
            f"{seat_name(seat)} discards the treasure {TREASURE_NAME[value]} to use its ability.",
            seat=seat,
            treasure=TREASURE_CODE[value],
        )
        push_in_order(st, (TREASURE_ABILITY[value], {"seat": seat, "adventurer": None}), ACTION)
    elif verb == "play":
        play_card(st, *value)
    elif verb == "venture":
        venture(st, value)
    elif verb == "offer":
        offer(st, value)
    else:
        st.regrouped = 0
        emit(st, "regroup", "regroup", f"{seat_name(seat)} regroups.", seat=seat)
        push(st, REGROUP)
    return None


def play_card(st: VentureForthState, card: int, space_id: str) -> None:
    """Step 1: put ``card`` on the space; then push steps 2 (the space's resource, an explore
    token for the explore icon) and 3 (draw one card)."""
    seat = st.active
    st.hands[seat].remove(card)
    st.spaces[space_id] = card
    space = st.board.space_by_id[space_id]
    emit(
        st,
        "play",
        "play.place",
        f"{seat_name(seat)} plays {CARD_NAME[card]} on {SPACE_WORDS[space.symbol]} space"
        f"{' with the explore icon' if space.explore else ''}.",
        seat=seat,
        card=CARD_CODE[card],
        space=space_id,
    )
    steps: list[tuple[Any, ...]] = []
    why = "from the space it was played on"
    if space.symbol == "coin":
        gain_coins(st, seat, 1, "play.resource", why)
    elif space.symbol == "will":
        steps.append((PLACE_WILL, {"why": why}))
    elif space.symbol == "will_plus":
        steps.append(WILL_PLUS)
    else:
        steps.append(WILL_OR_COIN)
    if space.explore:
        steps.append(PLACE_TOKEN)
    steps.append(DRAW_ONE)
    push_in_order(st, *steps)


# --- Play a Card: resources, explore tokens, the draw --------------------------------------------


def own_adventurers(st: VentureForthState, seat: int, verb: str) -> dict[str, int]:
    """One option per adventurer of ``seat``'s party: ``<verb> <code>``."""
    return {option(verb, CARD_CODE[c]): c for c in st.party[seat]}


def _choose_will(st: VentureForthState, o: Op) -> Result:
    options = own_adventurers(st, st.actor, "will")
    return ask(st, "will", "Which of your adventurers takes the will?", "play.resource", options)


def _take_will(st: VentureForthState, o: Op) -> Result:
    adventurer = st.env.pop("pick")
    st.env["last_will"] = adventurer
    add_will(st, adventurer, 1, st.scope.get("rule", "play.resource"), st.scope.get("why", ""))
    return None


def _choose_resource(st: VentureForthState, o: Op) -> Result:
    options = {option("take", "coin"): "coin", option("take", "will"): "will"}
    return ask(st, "resource", "Take a coin or a will?", "play.resource", options)


def _take_resource(st: VentureForthState, o: Op) -> Result:
    why = "from the space it was played on"
    if st.env.pop("pick") == "coin":
        gain_coins(st, st.actor, 1, "play.resource", why)
    else:
        push(st, PLACE_WILL, {"why": why})
    return None


def _choose_plus(st: VentureForthState, o: Op) -> Result:
    options = own_adventurers(st, st.actor, "plus")
    return ask(st, "plus", "Will plus: which of your adventurers takes the two will?", "play.resource", options)


def _take_plus(st: VentureForthState, o: Op) -> Result:
    add_will(st, st.env.pop("pick"), 2, "play.resource", "from a will plus space")
    return None


def _gifts(st: VentureForthState, o: Op) -> Result:
    seat = st.actor
    others = [(seat + i) % st.players for i in range(1, st.players)]
    push_in_order(st, *((GIFT, {"seat": other}) for other in others))
    return None


def _choose_gift(st: VentureForthState, o: Op) -> Result:
    other = st.scope["seat"]
    options = own_adventurers(st, other, "gift")
    return ask(
        st, "gift", f"Will plus: which of {seat_name(other)}'s adventurers takes a will?", "play.resource", options
    )


def _take_gift(st: VentureForthState, o: Op) -> Result:
    add_will(st, st.env.pop("pick"), 1, "play.resource", f"from {seat_name(st.actor)}'s will plus space")
    return None


def _reveal_token(st: VentureForthState, o: Op) -> Result:
    free = [path.id for path in st.board.paths if path.id not in st.path_tokens]
    if not st.token_supply or not free:
        why = "none is left" if not st.token_supply else "every path already has one"
        emit(st, "no_token", "play.explore", f"No explore token is placed: {why} (our reading).", seat=st.actor)
        return STOP
    token = st.revealed_token = st.token_supply.pop()
    seat = st.actor
    if st.options["hidden_tokens"]:
        from .moves import emit_private

        emit_private(
            st,
            "token_drawn",
            "variants.hidden_tokens",
            f"{seat_name(seat)} draws an explore token and looks at it.",
            f"You draw the explore token {token_words(token)}; it will lie face down.",
            [seat],
            seat=seat,
            token=TOKEN_CODE[token],
        )
    else:
        emit(
            st,
            "token_drawn",
            "play.explore",
            f"{seat_name(seat)} reveals the explore token {token_words(token)}.",
            seat=seat,
            token=TOKEN_CODE[token],
        )
    return None


def _choose_token_path(st: VentureForthState, o: Op) -> Result:
    options = {option("token", path.id): path.id for path in st.board.paths if path.id not in st.path_tokens}
    return ask(st, "token", "Put the explore token beside a path without one", "play.explore", options)


def _take_token_path(st: VentureForthState, o: Op) -> Result:
    path = st.env.pop("pick")
    token, st.revealed_token = st.revealed_token, None
    seat = st.actor
    st.path_tokens[path] = token  # type: ignore[assignment]
    st.token_placer[path] = seat
    hidden = st.options["hidden_tokens"]
    if hidden:
        st.face_down.add(path)
    face = "face down" if hidden else token_words(token)  # type: ignore[arg-type]
    emit(
        st,
        "token",
        "play.explore",
        f"{seat_name(seat)} puts an explore token ({face}) beside {path_words(st.board, path)}.",
        seat=seat,
        path=path,
    )
    if not st.token_supply:
        st.final_order = (*((seat + i) % st.players for i in range(1, st.players)), seat)
        emit(
            st,
            "end_near",
            "end",
            "That was the last explore token: after this turn everyone takes one more turn, "
            f"ending with {seat_name(seat)}.",
            seat=seat,
        )
    return None


def _draw_after_play(st: VentureForthState, o: Op) -> Result:
    draw_cards(st, st.actor, 1, "play.draw")
    return None


# --- Regroup --------------------------------------------------------------------------------------


def _choose_regroup(st: VentureForthState, o: Op) -> Result:
    seat = st.actor
    options: dict[str, Any] = hand_options(st, seat, "discard")
    options[option("done")] = None
    prompt = f"Regroup: discard cards one at a time, then draw as many ({st.regrouped} discarded so far)"
    return Choice(seat, "regroup", prompt, "regroup", options, "pick")


def _take_regroup(st: VentureForthState, o: Op) -> Result:
    card = st.env.pop("pick")
    seat = st.actor
    if card is None:
        emit(
            st, "regroup_done", "regroup", f"{seat_name(seat)} has discarded {plural(st.regrouped, 'card')}.", seat=seat
        )
        if st.regrouped:
            draw_cards(st, seat, st.regrouped, "regroup")
        return None
    discard_from_hand(st, seat, card, "regroup")
    st.regrouped += 1
    push(st, REGROUP)
    return None


# --- the end of a turn ----------------------------------------------------------------------------


def _end_turn(st: VentureForthState, o: Op) -> Result:
    seat = st.active
    if st.extra_turns:
        st.extra_turns -= 1
        st.nike_turn = True
        start_turn(st, seat)
        return None
    st.nike_turn = False
    if st.final_order is None:
        start_turn(st, (seat + 1) % st.players)
    elif st.final_order:
        following, st.final_order = st.final_order[0], st.final_order[1:]
        start_turn(st, following)
    else:
        st.over = True
        final_event(st)
    return None


HANDLERS: dict[str, OpHandler] = {
    "setup_seats": _setup_seats,
    "choose_start": _choose_start,
    "take_start": _take_start,
    "choose_pawn": _choose_pawn,
    "take_pawn": _take_pawn,
    "begin_play": _begin_play,
    "start_turn": _start_turn,
    "choose_action": _choose_action,
    "take_action": _take_action,
    "end_turn": _end_turn,
    "choose_will": _choose_will,
    "take_will": _take_will,
    "choose_resource": _choose_resource,
    "take_resource": _take_resource,
    "choose_plus": _choose_plus,
    "take_plus": _take_plus,
    "gifts": _gifts,
    "choose_gift": _choose_gift,
    "take_gift": _take_gift,
    "reveal_token": _reveal_token,
    "choose_token_path": _choose_token_path,
    "take_token_path": _take_token_path,
    "draw_after_play": _draw_after_play,
    "choose_regroup": _choose_regroup,
    "take_regroup": _take_regroup,
}
