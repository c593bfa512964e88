"""The Venture Forth action: a journey along a complete path. The pawn meets each card in turn
(an adventurer to recruit, an enemy to defeat or pay), then arrives: the cards left on the path
wander, and the explore token beside the path is taken.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.effects import Choice, Op, OpHandler, push, push_in_order
from .ambitions import ambition_steps, fire
from .moves import (
    Result,
    add_despair,
    ask,
    discard_card,
    emit,
    emit_private,
    gain_coins,
    join_party,
    option,
    plural,
    seat_name,
    token_words,
    treasure_codes,
    treasure_names,
)
from .party import adventurer_power, party_power, recruit_cost
from .programs import ADVENTURER, ARRIVE, DESPAIR, ENCOUNTER, ENEMY, EXERT, FIGHT, LOOK, PENALTY
from .tables import CARD_CODE, CARD_DESIRES, CARD_KIND, CARD_NAME, CARD_POWER, TOKEN_CODE, TREASURE_CODE
from .tokens import EXPLORE_TOKENS

if TYPE_CHECKING:
    from .rules import VentureForthState

PARTY_LIMIT = 5
PENALTY_WORDS = {"will": "a will", "coin": "a coin", "despair": "a despair"}


def venture(st: VentureForthState, path_id: str) -> None:
    """Start a journey along a complete path: each card on it is met in turn, then the pawn
    arrives (rulebook: Venture Forth)."""
    seat = st.active
    path = st.board.path_by_id[path_id]
    start: str = st.position[seat]  # type: ignore[assignment]
    end = path.other_end(start)
    st.travel = (path_id, start, end)
    sites = st.board.site_by_id
    emit(
        st,
        "venture",
        "venture",
        f"{seat_name(seat)} ventures forth from {sites[start].name} to {sites[end].name}.",
        seat=seat,
        path=path_id,
    )
    push_in_order(st, *((ENCOUNTER, {"space": space.id}) for space in path.from_site(start)), ARRIVE)


def _meet(st: VentureForthState, o: Op) -> Result:
    space = st.scope["space"]
    card = st.spaces[space]
    st.at_space = space
    st.exerted = set()
    kind = CARD_KIND[card]
    wandering = " (wandering)" if card in st.wandering else ""
    emit(
        st,
        "meet",
        f"venture.{kind}",
        f"{seat_name(st.actor)}'s party meets {CARD_NAME[card]}{wandering}, "
        f"{'an adventurer' if kind == 'adventurer' else 'an enemy'} of power {CARD_POWER[card]}.",
        seat=st.actor,
        card=CARD_CODE[card],
        space=space,
    )
    push(st, ADVENTURER if kind == "adventurer" else ENEMY, {"space": space, "card": card})
    return None


# --- an adventurer --------------------------------------------------------------------------------


def recruit_problem(st: VentureForthState, card: int) -> str | None:
    """Why the active party cannot recruit ``card`` now, or ``None``."""
    seat = st.actor
    if len(st.party[seat]) >= PARTY_LIMIT:
        return f"a party holds at most {PARTY_LIMIT} adventurers"
    cost = recruit_cost(st, seat, card)
    if st.coins[seat] < cost:
        return f"recruiting {CARD_NAME[card]} costs {plural(cost, 'coin')} and {seat_name(seat)} has {st.coins[seat]}"
    return None


def _choose_recruit(st: VentureForthState, o: Op) -> Result:
    card = st.scope["card"]
    problem = recruit_problem(st, card)
    if problem is not None:
        rule = "venture.party_limit" if "at most" in problem else "venture.recruit"
        emit(
            st,
            "no_recruit",
            rule,
            f"{CARD_NAME[card]} cannot be recruited: {problem}.",
            seat=st.actor,
            card=CARD_CODE[card],
        )
        st.env["pick"] = False
        return None
    cost = recruit_cost(st, st.actor, card)
    options = {option("recruit"): True, option("leave"): False}
    return Choice(
        st.actor,
        "recruit",
        f"Recruit {CARD_NAME[card]} for {plural(cost, 'coin')}?",
        "venture.recruit",
        options,
        "pick",
    )


def _take_recruit(st: VentureForthState, o: Op) -> Result:
    card = st.scope["card"]
    seat = st.actor
    if not st.env.pop("pick"):
        return None
    cost = recruit_cost(st, seat, card)
    st.coins[seat] -= cost
    del st.spaces[st.scope["space"]]
    st.wandering.discard(card)
    join_party(st, seat, card)
    emit(
        st,
        "recruit",
        "venture.recruit",
        f"{seat_name(seat)} recruits {CARD_NAME[card]} for {plural(cost, 'coin')}; it takes a Level I card.",
        seat=seat,
        card=CARD_CODE[card],
    )
    fire(st, "recruit", card)
    return None


# --- an enemy -------------------------------------------------------------------------------------


def _choose_exert(st: VentureForthState, o: Op) -> Result:
    card = st.scope["card"]
    seat = st.actor
    options: dict[str, Any] = {
        option("exert", CARD_CODE[a]): a for a in st.party[seat] if a not in st.exerted and st.will[a] > 0
    }
    options[option("face")] = None
    power = party_power(st, seat)
    prompt = f"{CARD_NAME[card]} has power {CARD_POWER[card]}; your party has {power}. Exert an adventurer, or face it"
    return ask(st, "exert", prompt, "venture.exert", options)


def _take_exert(st: VentureForthState, o: Op) -> Result:
    adventurer = st.env.pop("pick")
    if adventurer is None:
        push(st, FIGHT, st.scope)
        return None
    seat = st.actor
    before = adventurer_power(st, adventurer)
    st.will[adventurer] -= 1
    st.exerted.add(adventurer)
    emit(
        st,
        "exert",
        "venture.exert",
        f"{CARD_NAME[adventurer]} exerts itself: one will returned, its power goes from {before} to "
        f"{adventurer_power(st, adventurer)} for this encounter (party: {party_power(st, seat)}).",
        seat=seat,
        card=CARD_CODE[adventurer],
    )
    push(st, EXERT, st.scope)
    return None


def _fight(st: VentureForthState, o: Op) -> Result:
    card, space = st.scope["card"], st.scope["space"]
    seat = st.actor
    power = party_power(st, seat)
    exerted = bool(st.exerted)
    st.exerted = set()
    if power >= CARD_POWER[card]:
        del st.spaces[space]
        discard_card(st, card)
        emit(
            st,
            "defeat",
            "venture.defeat",
            f"{seat_name(seat)}'s party (power {power}) defeats {CARD_NAME[card]} (power {CARD_POWER[card]}); "
            "it is discarded.",
            seat=seat,
            card=CARD_CODE[card],
        )
        fire(st, "defeat", card, exerted=exerted)
        return None
    desires = CARD_DESIRES[card]
    vicious = " It is vicious: it desires two things." if len(desires) == 2 else ""
    wanted = " and ".join(PENALTY_WORDS[d] for d in desires)
    emit(
        st,
        "undefeated",
        "venture.desired",
        f"{seat_name(seat)}'s party (power {power}) cannot defeat {CARD_NAME[card]} (power {CARD_POWER[card]}): "
        f"it gives up {wanted}.{vicious}",
        seat=seat,
        card=CARD_CODE[card],
    )
    why = f"for {CARD_NAME[card]}"
    push_in_order(st, *ambition_steps(st, "undefeated", card), *((PENALTY[d], {"why": why}) for d in desires))
    return None


def _choose_lose(st: VentureForthState, o: Op) -> Result:
    seat = st.actor
    options: dict[str, Any] = {option("lose", CARD_CODE[a]): a for a in st.party[seat] if st.will[a] > 0}
    if not options:
        st.env["pick"] = None
        return None
    return ask(st, "lose", f"Return a will {st.scope['why']}: from which adventurer?", "venture.desired", options)


def _take_lose(st: VentureForthState, o: Op) -> Result:
    adventurer = st.env.pop("pick")
    seat = st.actor
    if adventurer is None:
        emit(
            st, "no_will", "venture.desired", f"{seat_name(seat)} has no will to return: a despair instead.", seat=seat
        )
        push(st, DESPAIR, st.scope)
        return None
    st.will[adventurer] -= 1
    emit(
        st,
        "lose",
        "venture.desired",
        f"{CARD_NAME[adventurer]} returns a will {st.scope['why']}.",
        seat=seat,
        card=CARD_CODE[adventurer],
    )
    return None


def _pay_coin(st: VentureForthState, o: Op) -> Result:
    seat = st.actor
    if st.coins[seat]:
        st.coins[seat] -= 1
        emit(st, "pay", "venture.desired", f"{seat_name(seat)} returns a coin {st.scope['why']}.", seat=seat)
        return None
    emit(st, "no_coin", "venture.desired", f"{seat_name(seat)} has no coin to return: a despair instead.", seat=seat)
    push(st, DESPAIR, st.scope)
    return None


def _choose_despair(st: VentureForthState, o: Op) -> Result:
    options = {option("despair", CARD_CODE[a]): a for a in st.party[st.actor]}
    return ask(st, "despair", f"Put a despair on one of your adventurers ({st.scope['why']})", "despair", options)


def _take_despair(st: VentureForthState, o: Op) -> Result:
    add_despair(st, st.env.pop("pick"), st.scope.get("rule", "despair"), st.scope["why"])
    return None


# --- arriving -------------------------------------------------------------------------------------


def _arrive(st: VentureForthState, o: Op) -> Result:
    path_id, _, end = st.travel  # type: ignore[misc]
    seat = st.actor
    st.position[seat] = end
    st.at_space = None
    turned, gone = [], []
    for space in st.board.path_by_id[path_id].spaces:
        card = st.spaces.get(space.id)
        if card is None:
            continue
        if card in st.wandering:
            del st.spaces[space.id]
            discard_card(st, card)
            gone.append(CARD_NAME[card])
        else:
            st.wandering.add(card)
            turned.append(CARD_NAME[card])
    parts = []
    if turned:
        parts.append(f"{', '.join(turned)} turn{'s' if len(turned) == 1 else ''} wandering")
    if gone:
        parts.append(f"{', '.join(gone)}, already wandering, {'is' if len(gone) == 1 else 'are'} discarded")
    left = f" {'; '.join(parts)}." if parts else ""
    emit(
        st,
        "arrive",
        "venture.arrive",
        f"{seat_name(seat)}'s pawn arrives at {st.board.site_by_id[end].name}.{left}",
        seat=seat,
        site=end,
    )
    return None


def _take_explore_token(st: VentureForthState, o: Op) -> Result:
    path_id = st.travel[0]  # type: ignore[index]
    token = st.path_tokens.pop(path_id, None)
    if token is None:
        return None
    st.face_down.discard(path_id)
    st.token_placer.pop(path_id, None)
    seat = st.actor
    st.explored[seat].append(token)
    emit(
        st,
        "explore",
        "explore",
        f"{seat_name(seat)} takes the explore token beside the path: {token_words(token)}.",
        seat=seat,
        token=TOKEN_CODE[token],
        path=path_id,
    )
    face = EXPLORE_TOKENS[token]
    if face.coins:
        gain_coins(st, seat, face.coins, "explore", "from the explore token")
    steps: list[Any] = [(DESPAIR, {"why": "from the explore token", "rule": "explore"})] * face.despair
    if face.treasures:
        steps.append((LOOK, {"n": face.treasures}))
    push_in_order(st, *steps, *ambition_steps(st, "explore", None))
    return None


def _end_journey(st: VentureForthState, o: Op) -> Result:
    """The journey is over once the explore token's steps are done (``travel`` names it until then)."""
    st.travel = None
    return None


def _look(st: VentureForthState, o: Op) -> Result:
    n = min(st.scope["n"], len(st.treasure_deck))
    seat = st.actor
    if not n:
        emit(st, "look", "explore", "The treasure deck is empty: no treasure to look at (our reading).", seat=seat)
        return None
    st.looking = [st.treasure_deck.pop() for _ in range(n)]
    for known in st.known_bottom:  # whoever put them under the deck no longer knows where they are
        known.difference_update(st.looking)
    emit_private(
        st,
        "look",
        "explore",
        f"{seat_name(seat)} looks at the top {plural(n, 'treasure card')}.",
        f"You look at {treasure_names(st.looking)}.",
        [seat],
        seat=seat,
        count=n,
        treasures=treasure_codes(st.looking),
    )
    return None


def _choose_keep(st: VentureForthState, o: Op) -> Result:
    options = {option("keep", TREASURE_CODE[t]): t for t in st.looking}
    return ask(st, "keep", "Keep one treasure; the others go to the bottom of the treasure deck", "explore", options)


def _take_keep(st: VentureForthState, o: Op) -> Result:
    kept = st.env.pop("pick")
    seat = st.actor
    rest = [t for t in st.looking if t != kept]
    st.looking = []
    st.treasures[seat].append(kept)
    st.treasure_deck[0:0] = rest[::-1]  # in the order looked at: the last of the rest ends up lowest
    st.known_bottom[seat].update(rest)
    for other in range(st.players):
        if other != seat:
            st.known_bottom[other].difference_update(rest)
    under = f"; {plural(len(rest), 'card')} go under the treasure deck" if rest else ""
    emit_private(
        st,
        "keep",
        "explore",
        f"{seat_name(seat)} keeps a treasure{under}.",
        f"You keep {treasure_names([kept])}"
        + (f"; {treasure_names(rest)} go under the treasure deck." if rest else "."),
        [seat],
        seat=seat,
        treasures=treasure_codes([kept]),
    )
    return None


HANDLERS: dict[str, OpHandler] = {
    "meet": _meet,
    "choose_recruit": _choose_recruit,
    "take_recruit": _take_recruit,
    "choose_exert": _choose_exert,
    "take_exert": _take_exert,
    "fight": _fight,
    "choose_lose": _choose_lose,
    "take_lose": _take_lose,
    "pay_coin": _pay_coin,
    "choose_despair": _choose_despair,
    "take_despair": _take_despair,
    "arrive": _arrive,
    "take_explore_token": _take_explore_token,
    "end_journey": _end_journey,
    "look": _look,
    "choose_keep": _choose_keep,
    "take_keep": _take_keep,
}
