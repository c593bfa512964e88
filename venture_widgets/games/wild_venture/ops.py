"""A Wild Venture's effect vocabulary and its turn, as programs of the core interpreter.

Every card effect, board reward, trigger, relic and the turn itself is a program of the ops
below, run by :mod:`venture_widgets.core.effects`. A frame's *scope* says which card the
program belongs to (``source``), which card set off a trigger (``subject``) and, while
adventuring, how far there is still to go; so a Building can interrupt an Adventure, or the
Gold Chest can activate Frog Wizard inside The Mighty Joe's adventure, without either
overwriting the other's values.

Choices follow one pattern: a ``choose_*`` op returns a :class:`~venture_widgets.core.effects.Choice`
(or, when only one answer is possible, binds it at once), and the op after it acts on
``env["pick"]`` before anything else runs. An effect that cannot apply returns ``STOP``, which
skips the rest of its small frame: "as much as possible".

Events name the rule they apply, a section id of the rulebook:

=========================  ================================================================
``setup``                  Setup (``setup.initiate``: choosing Initiate Villagers)
``turn``                   Turn Sequence: two Main Actions, Free Actions at any time
``actions.play``           Main Action: Play a card
``actions.activate``       Main Action: Activate a card
``actions.free``           Free Action: Activate a 'Free Action' Villager card
``actions.enchant``        Free Action: Enchant a Building (``enchant.one_time`` / ``enchant.slot``)
``turn.end``               End of Turn (``turn.return_home``, ``turn.tuck``)
``effects.<name>``         Card Effects: gain, draw, tuck, trash, invest, consider, cost (paying
                           one), supply (adding a Supply)
``effects.activate``       activation by an effect (no Supply removed)
``adventure.*``            Adventuring: move, path_cost, cannot_move, reward, tokens, chest_home
``rewards.*``              Claiming a Reward: starter, iron_chest, gold_chest, ruby_chest
``gear.trigger``           Gear Cards: a trigger hands a Supply to the triggering player
``gear.relic``             Gear Cards: the Relic on tucking at the end of the owner's turn
``buildings.trigger``      Building Cards: the owner's trigger interrupts
``triggers.multiple``      Multiple Triggers: the triggering player orders them
``end.*``                  End of Game: deck_empty, final_turn, opponent_gear, hands_trashed
``scoring``                Scoring: the three categories (``scoring.tie``: a shared victory,
                           ``scoring.tiebreak``: the optional tie-breakers)
``variants.even_wilder``   An Even Wilder Venture's setup trash (No Memory only changes what
                           ``observe`` shows: tucked cards to their owner)
=========================  ================================================================
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...core.effects import STOP, Choice, Op, Program, op, push
from .boards import TOKEN_REWARDS
from .cards import CARDS
from .model import STARTER_OF
from .tables import CARD_CODE, CARD_COST, CARD_KIND, CARD_NAME, CARD_SPECIES, CARD_SUPPLY
from .text import reward_label

if TYPE_CHECKING:
    from .rules import WildVentureState

Result = Choice | object | None

SETUP: Program = (op("setup_initiates"), op("setup_wilder_trash"), op("begin_play"))
TURN_LOOP: Program = (op("choose_turn_action"), op("take_turn_action"))
END_TURN: Program = (op("return_home"), op("tuck_empties"), op("finish_turn"))
TUCK_LOOP: Program = (op("choose_empty"), op("tuck_empty"))
TRASH_ONE: Program = (op("choose_hand", verb="trash"), op("trash_picked"))
TRASH_FOR_PATH: Program = (
    op("choose_hand", verb="trash", rule="adventure.path_cost", why="to pay for the path"),
    op("trash_picked", rule="adventure.path_cost", how="from hand to pay for the path"),
)
TRASH_FOR_COST: Program = (
    op("choose_hand", verb="trash", rule="effects.cost", why="to pay the cost"),
    op("trash_picked", rule="effects.cost", how="from hand to pay the cost"),
)
TRASH_AT_SETUP: Program = (
    op("choose_hand", verb="trash", rule="variants.even_wilder", why="(An Even Wilder Venture: trash 3)"),
    op("trash_picked", rule="variants.even_wilder", how="from hand at setup"),
)
TUCK_ONE: Program = (op("choose_hand", verb="tuck"), op("tuck_picked"))
INITIATE_ONE: Program = (op("choose_initiate"), op("take_initiate"))
ADVENTURE_STEP: Program = (op("choose_step"), op("take_step"))
ARRIVE: Program = (op("arrive"),)
CLAIM: Program = (op("claim"),)
RESOLVE_TRIGGERS: Program = (op("choose_trigger"), op("take_trigger"))
CONSIDER_RETURN: Program = (op("choose_return"), op("take_return"))
RUBY_SEARCH: Program = (op("ruby_search"),)
RUBY_TAKE: Program = (op("choose_from_trash"), op("take_from_trash"))
RUBY_FINISH: Program = (op("choose_ruby_tuck"), op("finish_ruby"))
RUBY_PLAY: Program = (op("ruby_play"),)
CHESTS: dict[str, dict[str, tuple[str, Program]]] = {
    "iron": {
        "tuck": ("Tuck 1 card from your hand", TUCK_ONE),
        "supply": ("Add 1 Supply to one of your Villagers", (op("add_supply", n=1),)),
        "consider": ("Consider 3: Draw 1, Trash 2", (op("consider", n=3, steps=(("draw", 1), ("trash", 2))),)),
    },
    "gold": {
        "tuck": ("Tuck 2 cards from your hand", TUCK_ONE + TUCK_ONE),
        "activate": ("Activate one of your Villagers", (op("activate_villager"),)),
        "consider": ("Consider 5: Draw 2, Trash 3", (op("consider", n=5, steps=(("draw", 2), ("trash", 3))),)),
    },
    "ruby": {
        "tuck": ("Tuck 3 cards from your hand", TUCK_ONE + TUCK_ONE + TUCK_ONE),
        "search": ("Search the Trash for 2 cards: tuck 1, play the other free", RUBY_SEARCH),
        "consider": (
            "Consider 5: Tuck 1, Draw 2, Trash 2",
            (op("consider", n=5, steps=(("tuck", 1), ("draw", 2), ("trash", 2))),),
        ),
    },
}
CHOOSE_CHEST: Program = (op("choose_chest"), op("take_chest"))
CHOOSE_STARTER_REWARD: Program = (op("choose_starter_reward"), op("take_starter_reward"))


def seat_name(seat: int) -> str:
    """How events and descriptions name a seat."""
    return f"Seat {seat}"


def emit(st: WildVentureState, kind: str, rule: str, text: str, **fields: Any) -> None:
    """Record an event of the action being applied."""
    event = {"type": kind, "rule": rule, "text": text}
    event.update(fields)
    st.events.append(event)


def emit_private(
    st: WildVentureState, kind: str, rule: str, public: str, private: str, seats: list[int], **fields: Any
) -> None:
    """An event whose ``private`` text and ``cards`` only ``seats`` see."""
    cards = fields.pop("cards", None)
    secret: dict[str, Any] = {"seats": seats, "text": private}
    if cards is not None:
        secret["cards"] = cards
    emit(st, kind, rule, public, private=secret, **fields)


def ask(
    st: WildVentureState, kind: str, prompt: str, rule: str, options: dict[str, Any], owner: int | None = None
) -> Result:
    """A decision for ``owner`` (the acting seat by default); one possible answer is taken at
    once, none skips the rest of the frame."""
    if not options:
        return STOP
    if len(options) == 1:
        st.env["pick"] = next(iter(options.values()))
        return None
    return Choice(st.actor if owner is None else owner, kind, prompt, rule, options, "pick")


# --- zones ------------------------------------------------------------------------------------


def rows(st: WildVentureState, seat: int) -> tuple[list[int], list[int], list[int]]:
    """A seat's villager, gear and building rows."""
    return st.villagers[seat], st.gear[seat], st.buildings[seat]


def owned_enchantments(st: WildVentureState, seat: int) -> set[str]:
    """Every enchantment token type the seat has, in its area or on its buildings."""
    return set(st.free_tokens[seat]) | {st.enchanted[b] for b in st.buildings[seat] if b in st.enchanted}


def draw_cards(st: WildVentureState, n: int, rule: str) -> int:
    """Move up to ``n`` cards from the top of the deck into the actor's hand."""
    seat = st.actor
    drawn = []
    for _ in range(min(n, len(st.deck))):
        card = st.deck.pop()
        st.hands[seat].append(card)
        drawn.append(card)
        other = 1 - seat
        if card in st.known_deck[other]:
            st.known_deck[other].discard(card)
            st.known_hand[other].add(card)
        st.known_deck[seat].discard(card)
    if drawn:
        names = ", ".join(CARD_NAME[c] for c in drawn)
        emit_private(
            st,
            "draw",
            rule,
            f"{seat_name(seat)} draws {len(drawn)} card{'s' if len(drawn) > 1 else ''}.",
            f"You draw {names}.",
            [seat],
            seat=seat,
            count=len(drawn),
            cards=[CARD_CODE[c] for c in drawn],
        )
    elif n:
        emit(st, "draw", rule, f"The deck is empty: {seat_name(seat)} draws nothing.", seat=seat, count=0)
    return len(drawn)


def leave_hand(st: WildVentureState, seat: int, card: int) -> None:
    """Take ``card`` out of ``seat``'s hand (it becomes public or is tucked)."""
    st.hands[seat].remove(card)
    st.known_hand[1 - seat].discard(card)


def tuck_card(st: WildVentureState, card: int, how: str, rule: str) -> None:
    """Put ``card`` face down under the actor's score card and set off "tuck" triggers."""
    seat = st.actor
    st.tucked[seat].append(card)
    no_memory = st.options["no_memory"]
    public = f"{seat_name(seat)} tucks a card {how}."
    if no_memory:
        emit_private(
            st,
            "tuck",
            rule,
            public,
            f"You tuck {CARD_NAME[card]} {how} (face up: No Memory variant).",
            [seat],
            seat=seat,
            cards=[CARD_CODE[card]],
        )
    else:
        emit(st, "tuck", rule, public, seat=seat)
    fire(st, "tuck", card)


def trash_card(st: WildVentureState, card: int, how: str, rule: str, triggers: bool = True) -> None:
    """Put ``card`` face up on top of the trash pile (public) and set off "trash" triggers."""
    st.trash.append(card)
    emit(
        st,
        "trash",
        rule,
        f"{seat_name(st.actor)} trashes {CARD_NAME[card]} {how}.",
        seat=st.actor,
        card=CARD_CODE[card],
    )
    if triggers:
        fire(st, "trash", card)


def put_in_play(st: WildVentureState, card: int, how: str, rule: str) -> None:
    """Place ``card`` in its row with its Supply Value and set off "play" triggers."""
    seat = st.actor
    kind = CARD_KIND[card]
    row = {"villager": st.villagers, "gear": st.gear, "building": st.buildings}[kind][seat]
    row.append(card)
    st.supply[card] = CARD_SUPPLY[card] if kind != "building" else 0
    supplies = f" with {st.supply[card]} Supplies" if kind != "building" else ""
    emit(
        st,
        "play",
        rule,
        f"{seat_name(seat)} plays {CARD_NAME[card]} ({kind}) {how}{supplies}.",
        seat=seat,
        card=CARD_CODE[card],
    )
    fire(st, "play", card)


def gain_coins(st: WildVentureState, n: int, rule: str, batch: list[int] | None = None) -> None:
    """The actor takes ``n`` coins from the reserve; its "gain" triggers fire now, or join
    ``batch`` when other triggers go off at the same moment."""
    if n <= 0:
        return
    st.coins[st.actor] += n
    emit(st, "gain", rule, f"{seat_name(st.actor)} gains {n} coin{'s' if n > 1 else ''}.", seat=st.actor, n=n)
    hits = triggered(st, "gain", None)
    if batch is None:
        push_triggers(st, hits, None)
    else:
        batch += hits


# --- triggers ---------------------------------------------------------------------------------


def fire(st: WildVentureState, event: str, card: int | None, reward: str | None = None) -> None:
    """Push the resolution of every card that ``event`` triggers (ordered by the actor when
    there are several)."""
    push_triggers(st, triggered(st, event, card, reward), card)


def triggered(st: WildVentureState, event: str, card: int | None, reward: str | None = None) -> list[int]:
    """Every Gear card (either player's, with a Supply) and every Building of the actor whose
    condition ``event`` meets. ``card`` is the card the event happened to; it never triggers
    itself."""
    kind = CARD_KIND[card] if card is not None else None
    species = CARD_SPECIES[card] if card is not None else None
    hits = []
    for seat in (0, 1):
        for g in st.gear[seat]:
            trigger = TRIGGERS[g]
            if g != card and st.supply[g] > 0 and trigger is not None and trigger.matches(event, kind, species, reward):
                hits.append(g)
    for b in st.buildings[st.actor]:
        trigger = TRIGGERS[b]
        if b != card and trigger is not None and trigger.matches(event, kind, species, reward):
            hits.append(b)
    return hits


def push_triggers(st: WildVentureState, hits: list[int], subject: int | None) -> None:
    """Resolve the triggered cards next; the actor orders them when there are several."""
    if hits:
        push(st, RESOLVE_TRIGGERS, {"pending": tuple(hits), "subject": subject})


def _choose_trigger(st: WildVentureState, o: Op) -> Result:
    pending = st.scope["pending"]
    options = {f"trigger {CARD_CODE[c]}": c for c in pending}
    return ask(
        st, "trigger_order", "Several cards trigger at once: which resolves first?", "triggers.multiple", options
    )


def _take_trigger(st: WildVentureState, o: Op) -> Result:
    card = st.env.pop("pick")
    rest = tuple(c for c in st.scope["pending"] if c != card)
    subject = st.scope["subject"]
    if rest:
        push(st, RESOLVE_TRIGGERS, {"pending": rest, "subject": subject})
    if CARD_KIND[card] == "gear":
        if st.supply[card] > 0:
            owner = 0 if card in st.gear[0] else 1
            st.supply[card] -= 1
            st.coins[st.actor] += 1
            whose = "your own" if owner == st.actor else f"{seat_name(owner)}'s"
            emit(
                st,
                "trigger",
                "gear.trigger",
                f"{CARD_NAME[card]} ({whose} Gear) triggers: {seat_name(st.actor)} takes 1 Supply from it as a coin.",
                seat=st.actor,
                card=CARD_CODE[card],
                owner=owner,
            )
        return None
    emit(
        st,
        "trigger",
        "buildings.trigger",
        f"{CARD_NAME[card]} triggers for {seat_name(st.actor)}.",
        seat=st.actor,
        card=CARD_CODE[card],
        owner=st.actor,
    )
    program = CARD_PROGRAMS[card]
    if card in st.enchanted and SLOTS[card] is not None:
        push(st, SLOTS[card], {"source": card, "subject": subject})
        push(st, (op("slot_note"),), {"source": card})
    push(st, program, {"source": card, "subject": subject})
    return None


def _slot_note(st: WildVentureState, o: Op) -> Result:
    card = st.scope["source"]
    emit(
        st,
        "enchant_slot",
        "enchant.slot",
        f"{CARD_NAME[card]} is enchanted: its Enchantment slot adds to the effect.",
        seat=st.actor,
        card=CARD_CODE[card],
    )
    return None


# --- turn structure ---------------------------------------------------------------------------


def _setup_initiates(st: WildVentureState, o: Op) -> Result:
    second = st.first_player
    first = 1 - second
    push(st, INITIATE_ONE, {"seat": second})
    push(st, INITIATE_ONE, {"seat": first})
    return None


def _choose_initiate(st: WildVentureState, o: Op) -> Result:
    st.actor = st.scope["seat"]
    options = {f"initiate {CARD_CODE[c]}": c for c in st.initiates}
    return ask(st, "initiate", "Choose your Initiate Villager (and its Adventurer)", "setup.initiate", options)


def _take_initiate(st: WildVentureState, o: Op) -> Result:
    card = st.env.pop("pick")
    seat = st.actor
    st.initiates.remove(card)
    st.villagers[seat].append(card)
    st.supply[card] = CARD_SUPPLY[card]
    st.species[seat] = CARD_SPECIES[card]
    emit(
        st,
        "initiate",
        "setup.initiate",
        f"{seat_name(seat)} chooses {CARD_NAME[card]} and the {CARD_SPECIES[card].title()} Adventurer.",
        seat=seat,
        card=CARD_CODE[card],
    )
    if len(st.initiates) == 1:
        left = st.initiates.pop()
        st.trash.append(left)
        emit(
            st,
            "trash",
            "setup.initiate",
            f"The unchosen {CARD_NAME[left]} goes face up to the Trash.",
            card=CARD_CODE[left],
        )
    return None


def _setup_wilder_trash(st: WildVentureState, o: Op) -> Result:
    if not st.options["even_wilder"]:
        return None
    second = st.first_player
    for seat in (second, 1 - second):
        push(st, (op("set_actor", seat=seat),) + TRASH_AT_SETUP * 3)
    return None


def _set_actor(st: WildVentureState, o: Op) -> Result:
    st.actor = o.args["seat"]
    return None


def _begin_play(st: WildVentureState, o: Op) -> Result:
    start_turn(st, st.first_player)
    return None


def start_turn(st: WildVentureState, seat: int) -> None:
    """Begin ``seat``'s turn: two Main Actions, no card used yet."""
    st.active = st.actor = seat
    st.turn += 1
    st.main_left = 2
    st.used_main = set()
    st.used_free = set()
    emit(st, "turn", "turn", f"Turn {st.turn}: {seat_name(seat)}.", seat=seat, turn=st.turn)
    if st.final_turns is not None:
        emit(st, "final_turn", "end.final_turn", f"This is {seat_name(seat)}'s final turn.", seat=seat)
    push(st, TURN_LOOP)


def turn_options(st: WildVentureState) -> dict[str, tuple[str, int | None]]:
    """The Main and Free Actions open to the active seat, and ``end`` once both Main Actions
    are spent."""
    seat = st.active
    options: dict[str, tuple[str, int | None]] = {}
    coins = st.coins[seat]
    if st.main_left:
        for card in sorted(set(st.hands[seat]), key=CARD_CODE.__getitem__):
            if CARD_COST[card] <= coins:
                options[f"play {CARD_CODE[card]}"] = ("play", card)
        for card in st.starters[seat]:
            if card not in st.used_main:
                options[f"activate {CARD_CODE[card]}"] = ("activate", card)
        for card in st.villagers[seat]:
            if card not in st.used_main and st.supply[card] > 0 and not FREE_ACTION[card]:
                options[f"activate {CARD_CODE[card]}"] = ("activate", card)
    for card in st.villagers[seat]:
        if FREE_ACTION[card] and card not in st.used_free and st.supply[card] > 0:
            options[f"free {CARD_CODE[card]}"] = ("free", card)
    if st.free_tokens[seat]:
        for card in st.buildings[seat]:
            if card not in st.enchanted:
                options[f"enchant {CARD_CODE[card]}"] = ("enchant", card)
    if not st.main_left:
        options["end"] = ("end", None)
    return options


def _choose_turn_action(st: WildVentureState, o: Op) -> Result:
    st.actor = st.active
    options = turn_options(st)
    if list(options) == ["end"]:
        st.env["pick"] = ("end", None)
        return None
    left = st.main_left
    prompt = f"{left} Main Action{'s' if left != 1 else ''} left" if left else "Free Actions, or end your turn"
    return Choice(st.active, "turn", prompt, "turn", options, "pick")


def _take_turn_action(st: WildVentureState, o: Op) -> Result:
    verb, card = st.env.pop("pick")
    seat = st.active
    if verb == "end":
        push(st, END_TURN)
        return None
    push(st, TURN_LOOP)
    if verb == "play":
        st.main_left -= 1
        st.coins[seat] -= CARD_COST[card]
        leave_hand(st, seat, card)
        put_in_play(st, card, f"paying {CARD_COST[card]}", "actions.play")
    elif verb == "activate":
        st.main_left -= 1
        st.used_main.add(card)
        activate(st, card, "actions.activate", remove_supply=CARD_KIND[card] == "villager")
    elif verb == "free":
        st.used_free.add(card)
        activate(st, card, "actions.free", remove_supply=True)
    else:
        enchant(st, card)
    return None


def activate(st: WildVentureState, card: int, rule: str, remove_supply: bool) -> None:
    """Activate ``card``: remove a Supply if a Main or Free Action does it, resolve the
    effects in order, and first let "activate" triggers interrupt."""
    seat = st.actor
    how = ""
    if remove_supply:
        st.supply[card] -= 1
        how = f", removing 1 Supply ({st.supply[card]} left)"
    elif rule == "effects.activate":
        how = " by an effect (no Supply removed)"
    program = CARD_PROGRAMS[card]
    if CARD_KIND[card] == "starter" and CARD_SPECIES[card] in st.upgraded[seat]:
        program = UPGRADED[card] or ()
    emit(st, "activate", rule, f"{seat_name(seat)} activates {CARD_NAME[card]}{how}.", seat=seat, card=CARD_CODE[card])
    push(st, program, {"source": card})
    fire(st, "activate", card)


def enchant(st: WildVentureState, building: int) -> None:
    """Place an available Enchantment token on ``building``; resolve a one-time effect."""
    seat = st.actor
    token = st.free_tokens[seat].pop(0)
    st.enchanted[building] = token
    emit(
        st,
        "enchant",
        "actions.enchant",
        f"{seat_name(seat)} enchants {CARD_NAME[building]} with the {token} token.",
        seat=seat,
        card=CARD_CODE[building],
        token=token,
    )
    one_time = ONE_TIME[building]
    if one_time is not None:
        emit(
            st,
            "enchant_effect",
            "enchant.one_time",
            f"{CARD_NAME[building]}'s one-time Enchantment effect resolves.",
            seat=seat,
            card=CARD_CODE[building],
        )
        push(st, one_time, {"source": building, "subject": None})


def _return_home(st: WildVentureState, o: Op) -> Result:
    seat = st.active
    st.actor = seat
    if st.returning[seat]:
        st.returning[seat] = False
        st.position[seat] = "home"
        emit(st, "home", "turn.return_home", f"{seat_name(seat)}'s Adventurer returns Home from the chest.", seat=seat)
    return None


def empty_cards(st: WildVentureState, seat: int) -> list[int]:
    """The seat's Villager and Gear cards with no Supplies on them."""
    return [c for c in st.villagers[seat] + st.gear[seat] if st.supply[c] == 0]


def _tuck_empties(st: WildVentureState, o: Op) -> Result:
    push(st, TUCK_LOOP)
    return None


def _choose_empty(st: WildVentureState, o: Op) -> Result:
    empties = empty_cards(st, st.active)
    if not empties:
        return STOP
    if not any(CARD_KIND[c] == "gear" for c in empties):
        st.env["pick"] = empties[0]  # no Relic can change anything: the order does not matter
        return None
    options = {f"tuck {CARD_CODE[c]}": c for c in empties}
    return ask(st, "tuck_order", "Tuck your empty cards one at a time: which next?", "turn.tuck", options)


def _tuck_empty(st: WildVentureState, o: Op) -> Result:
    card = st.env.pop("pick")
    push(st, TUCK_LOOP)
    push(st, (op("tuck_from_play"),), {"source": card})
    relic = RELICS[card]
    if relic is not None:
        emit(
            st,
            "relic",
            "gear.relic",
            f"{CARD_NAME[card]} is empty: its Relic resolves before it is tucked.",
            seat=st.actor,
            card=CARD_CODE[card],
        )
        push(st, relic, {"source": card})
    return None


def _tuck_from_play(st: WildVentureState, o: Op) -> Result:
    card = st.scope["source"]
    seat = st.actor
    row = st.gear[seat] if CARD_KIND[card] == "gear" else st.villagers[seat]
    row.remove(card)
    del st.supply[card]
    tuck_card(st, card, "from play (it has no Supplies)", "turn.tuck")
    return None


def _finish_turn(st: WildVentureState, o: Op) -> Result:
    seat = st.active
    emit(st, "end_turn", "turn.end", f"{seat_name(seat)} ends the turn.", seat=seat)
    if st.final_turns is None and not st.deck:
        st.final_turns = 2
        emit(
            st,
            "deck_empty",
            "end.deck_empty",
            "The deck is empty: each player now takes one final turn.",
        )
    elif st.final_turns is not None:
        st.final_turns -= 1
        if st.final_turns == 0:
            end_game(st, seat)
            return None
    start_turn(st, 1 - seat)
    return None


def end_game(st: WildVentureState, last: int) -> None:
    """After the last turn: the other player tucks emptied Gear (no Relic), hands are trashed
    without triggers, and the game is scored."""
    other = 1 - last
    st.actor = other
    for card in [c for c in st.gear[other] if st.supply[c] == 0]:
        st.gear[other].remove(card)
        del st.supply[card]
        st.tucked[other].append(card)
        emit(
            st,
            "tuck",
            "end.opponent_gear",
            f"{seat_name(other)} tucks an emptied Gear card (no Relic at the end of the game).",
            seat=other,
        )
    for seat in (0, 1):
        st.actor = seat
        for card in list(st.hands[seat]):
            st.hands[seat].remove(card)
            trash_card(st, card, "from hand at the end of the game", "end.hands_trashed", triggers=False)
    st.known_hand = [set(), set()]
    st.over = True
    winners = st.winners()
    text = "The game is over. " + (
        f"Winner: {', '.join(seat_name(p) for p in winners)}." if winners else "The players share the victory."
    )
    emit(st, "game_over", "scoring", text, scores=st.scores(), winners=winners)


# --- card effects -----------------------------------------------------------------------------


def _gain(st: WildVentureState, o: Op) -> Result:
    gain_coins(st, o.args["n"], "effects.gain")
    return None


def _draw(st: WildVentureState, o: Op) -> Result:
    if draw_cards(st, o.args["n"], "effects.draw"):
        fire(st, "draw", None)
    return None


def _tuck_hand(st: WildVentureState, o: Op) -> Result:
    for _ in range(o.args["n"]):
        push(st, TUCK_ONE)
    return None


def _trash_hand(st: WildVentureState, o: Op) -> Result:
    for _ in range(o.args["n"]):
        push(st, TRASH_ONE)
    return None


def _choose_hand(st: WildVentureState, o: Op) -> Result:
    verb = o.args["verb"]
    hand = st.hands[st.actor]
    options = {f"{verb} {CARD_CODE[c]}": c for c in sorted(hand, key=CARD_CODE.__getitem__)}
    prompt = f"Choose a card from your hand to {verb} {o.args.get('why', '')}".rstrip()
    return ask(st, f"{verb}_hand", prompt, o.args.get("rule", f"effects.{verb}"), options)


def _trash_picked(st: WildVentureState, o: Op) -> Result:
    card = st.env.pop("pick")
    leave_hand(st, st.actor, card)
    trash_card(st, card, o.args.get("how", "from hand"), o.args.get("rule", "effects.trash"))
    return None


def _tuck_picked(st: WildVentureState, o: Op) -> Result:
    card = st.env.pop("pick")
    leave_hand(st, st.actor, card)
    tuck_card(st, card, "from hand", "effects.tuck")
    return None


def _invest(st: WildVentureState, o: Op) -> Result:
    building = st.scope["source"]
    most = min(o.args["n"], st.coins[st.actor])
    if most <= 0 or building not in st.buildings[st.actor]:
        return STOP
    options = {f"invest {k}": k for k in range(most, -1, -1)}
    return Choice(
        st.actor, "invest", f"Invest up to {most} coins in {CARD_NAME[building]}", "effects.invest", options, "pick"
    )


def _invest_picked(st: WildVentureState, o: Op) -> Result:
    k = st.env.pop("pick")
    building = st.scope["source"]
    st.coins[st.actor] -= k
    st.supply[building] += k
    emit(
        st,
        "invest",
        "effects.invest",
        f"{seat_name(st.actor)} invests {k} coin{'s' if k != 1 else ''} in {CARD_NAME[building]} "
        f"({st.supply[building]} {'Supply' if st.supply[building] == 1 else 'Supplies'} on it).",
        seat=st.actor,
        card=CARD_CODE[building],
        n=k,
    )
    return None


def _consider(st: WildVentureState, o: Op) -> Result:
    seat = st.actor
    n = min(o.args["n"], len(st.deck))
    looked = [st.deck.pop() for _ in range(n)]
    for card in looked:
        for known in st.known_deck:
            known.discard(card)
    st.considering = looked
    names = ", ".join(CARD_NAME[c] for c in looked) or "nothing (the deck is empty)"
    emit_private(
        st,
        "consider",
        "effects.consider",
        f"{seat_name(seat)} considers the top {n} card{'s' if n != 1 else ''} of the deck in secret.",
        f"You consider {names}.",
        [seat],
        seat=seat,
        count=n,
        cards=[CARD_CODE[c] for c in looked],
    )
    push(st, CONSIDER_PROGRAMS[o.args["steps"]])
    return None


def _choose_considered(st: WildVentureState, o: Op) -> Result:
    verb = o.args["verb"]
    if not st.considering:  # fewer cards than the steps ask for: as much as possible
        st.env["pick"] = None
        return None
    options = {f"{verb} {CARD_CODE[c]}": c for c in sorted(st.considering, key=CARD_CODE.__getitem__)}
    return ask(st, f"consider_{verb}", f"Consider: choose a card to {verb}", "effects.consider", options)


def _take_considered(st: WildVentureState, o: Op) -> Result:
    card = st.env.pop("pick")
    if card is None:
        return None
    verb = o.args["verb"]
    seat = st.actor
    st.considering.remove(card)
    if verb == "draw":
        st.hands[seat].append(card)
        st.env["considered_drawn"] = True
        emit_private(
            st,
            "draw",
            "effects.consider",
            f"{seat_name(seat)} draws 1 of the considered cards.",
            f"You draw {CARD_NAME[card]}.",
            [seat],
            seat=seat,
            count=1,
            cards=[CARD_CODE[card]],
        )
    elif verb == "tuck":
        tuck_card(st, card, "from the considered cards", "effects.consider")
    else:
        trash_card(st, card, "from the considered cards", "effects.consider")
    return None


def _choose_return(st: WildVentureState, o: Op) -> Result:
    left = st.considering
    if not left:
        return STOP
    options = {f"top {CARD_CODE[c]}": c for c in sorted(left, key=CARD_CODE.__getitem__)}
    prompt = "Put the rest back on the deck one at a time: the last one you put back ends on top"
    return ask(st, "consider_return", prompt, "effects.consider", options)


def _take_return(st: WildVentureState, o: Op) -> Result:
    card = st.env.pop("pick")
    st.considering.remove(card)
    st.deck.append(card)
    st.known_deck[st.actor].add(card)
    if st.considering:
        push(st, CONSIDER_RETURN)
    else:
        emit(
            st,
            "return",
            "effects.consider",
            f"{seat_name(st.actor)} puts the remaining considered cards back on top of the deck.",
            seat=st.actor,
        )
    return None


def _add_supply(st: WildVentureState, o: Op) -> Result:
    options = {f"supply {CARD_CODE[c]}": c for c in st.villagers[st.actor]}
    return ask(st, "add_supply", "Choose one of your Villagers to add a Supply to", "effects.supply", options)


def _supply_picked(st: WildVentureState, o: Op) -> Result:
    card = st.env.pop("pick")
    st.supply[card] += o.args["n"]
    emit(
        st,
        "supply",
        "effects.supply",
        f"{seat_name(st.actor)} adds a Supply to {CARD_NAME[card]} ({st.supply[card]} now).",
        seat=st.actor,
        card=CARD_CODE[card],
    )
    return None


def _activate_villager(st: WildVentureState, o: Op) -> Result:
    options = {f"activate {CARD_CODE[c]}": c for c in st.villagers[st.actor]}
    return ask(st, "activate_villager", "Choose one of your Villagers to activate", "effects.activate", options)


def _villager_picked(st: WildVentureState, o: Op) -> Result:
    activate(st, st.env.pop("pick"), "effects.activate", remove_supply=False)
    return None


def _activate_starter(st: WildVentureState, o: Op) -> Result:
    card = starter_card(st, st.actor, o.args["species"])
    activate(st, card, "effects.activate", remove_supply=False)
    return None


def starter_card(st: WildVentureState, seat: int, species: str) -> int:
    """The seat's starter card of ``species``."""
    code = STARTER_OF[species]
    return next(c for c in st.starters[seat] if CARD_CODE[c] == code)


def _pay(st: WildVentureState, o: Op) -> Result:
    seat = st.actor
    then = o.args["then"]
    coins, trash = o.args.get("coins", 0), o.args.get("trash", 0)
    if st.coins[seat] < coins or len(st.hands[seat]) < trash:
        emit(st, "skip", "effects.cost", f"{seat_name(seat)} cannot pay the cost: that effect is skipped.", seat=seat)
        return None
    push(st, then, st.scope)
    if coins:
        st.coins[seat] -= coins
        emit(st, "pay", "effects.cost", f"{seat_name(seat)} pays {coins} coin{'s' if coins > 1 else ''}.", seat=seat)
    for _ in range(trash):
        push(st, TRASH_FOR_COST)
    return None


def _play_subject(st: WildVentureState, o: Op) -> Result:
    card = st.scope["subject"]
    if card is None or card not in st.trash:
        return STOP
    if CARD_COST[card] > st.coins[st.actor]:
        emit(
            st,
            "skip",
            "buildings.trigger",
            f"{seat_name(st.actor)} cannot pay {CARD_COST[card]} for {CARD_NAME[card]}: it stays in the Trash.",
            seat=st.actor,
            card=CARD_CODE[card],
        )
        return STOP
    options = {f"play {CARD_CODE[card]}": card, "skip": None}
    return Choice(
        st.actor,
        "play_subject",
        f"Play {CARD_NAME[card]} from the Trash, paying its cost?",
        "buildings.trigger",
        options,
        "pick",
    )


def _subject_picked(st: WildVentureState, o: Op) -> Result:
    card = st.env.pop("pick")
    if card is not None:
        st.trash.remove(card)
        st.coins[st.actor] -= CARD_COST[card]
        put_in_play(st, card, f"from the Trash, paying {CARD_COST[card]}", "buildings.trigger")
    return None


# --- adventuring --------------------------------------------------------------------------


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
            options[f"move {edge.to}"] = edge
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
        return ask(st, "adventure", f"Adventure: move up to {scope['left']} spaces", "adventure.move", options)
    if not options:
        st.env["pick"] = None
        return None
    options["stop"] = None
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


def current_reward(st: WildVentureState, space_id: str) -> tuple[str, object] | None:
    """The reward of a space as it is now: a token on it replaces the printed reward."""
    token = st.board_tokens.get(space_id)
    if token is not None:
        return TOKEN_REWARDS[token]
    return st.board.by_id[space_id].reward


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
    else:
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
    options = {f"take {CARD_CODE[c]}": c for c in st.trash if c not in st.taken}
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


# --- tables built from the card data --------------------------------------------------------


def _consider_program(steps: tuple[tuple[str, int], ...]) -> Program:
    """The steps one card at a time; a "Draw n" step is one Draw effect, so it sets off "draw"
    triggers once, after its last card (``considered_drawn``)."""
    ops: list[Op] = []
    for verb, count in steps:
        ops += [op("choose_considered", verb=verb), op("take_considered", verb=verb)] * count
        if verb == "draw":
            ops.append(op("considered_drawn"))
    return tuple(ops) + CONSIDER_RETURN


def _considered_drawn(st: WildVentureState, o: Op) -> Result:
    if st.env.pop("considered_drawn", False):
        fire(st, "draw", None)
    return None


def _walk(program: Program) -> list[Op]:
    found = []
    for o in program:
        found.append(o)
        if "then" in o.args:
            found += _walk(o.args["then"])
    return found


FOLLOWERS = {
    "invest": "invest_picked",
    "add_supply": "supply_picked",
    "activate_villager": "villager_picked",
    "play_subject": "subject_picked",
}


def _with_followers(program: Program) -> Program:
    """Compile a card's program: every op that asks a question gets the op that acts on its
    answer, the pair in a frame of its own (so an effect that cannot apply skips itself only)."""
    result: list[Op] = []
    for o in program:
        if "then" in o.args:
            o = op(o.name, **{**o.args, "then": _with_followers(o.args["then"])})
        if o.name in FOLLOWERS:
            follower = op(FOLLOWERS[o.name], **({"n": o.args["n"]} if o.name == "add_supply" else {}))
            o = op("sub", program=(o, follower))
        result.append(o)
    return tuple(result)


def _sub(st: WildVentureState, o: Op) -> Result:
    push(st, o.args["program"], st.scope)
    return None


def _compile(program: Program | None) -> Program | None:
    return None if program is None else _with_followers(program)


_COMPILED = [_compile(card.effects) or () for card in CARDS]
CARD_PROGRAMS: tuple[Program, ...] = tuple(_COMPILED)
UPGRADED: tuple[Program | None, ...] = tuple(_compile(card.upgraded) for card in CARDS)
RELICS: tuple[Program | None, ...] = tuple(_compile(card.relic) for card in CARDS)
ONE_TIME: tuple[Program | None, ...] = tuple(
    _compile(card.enchant.effects) if card.enchant and card.enchant.kind == "one_time" else None for card in CARDS
)
SLOTS: tuple[Program | None, ...] = tuple(
    _compile(card.enchant.effects) if card.enchant and card.enchant.kind == "slot" else None for card in CARDS
)
TRIGGERS = tuple(card.trigger for card in CARDS)
MODIFIERS = tuple(card.modifier for card in CARDS)
FREE_ACTION = tuple(card.free_action for card in CARDS)
CONSIDER_PROGRAMS: dict[tuple[tuple[str, int], ...], Program] = {}
for _card in CARDS:
    for _program in (
        _card.effects,
        _card.upgraded or (),
        _card.relic or (),
        _card.enchant.effects if _card.enchant else (),
    ):
        for _o in _walk(_program):
            if _o.name == "consider":
                CONSIDER_PROGRAMS.setdefault(_o.args["steps"], _consider_program(_o.args["steps"]))
for _chest in CHESTS.values():
    _o = _chest["consider"][1][0]
    CONSIDER_PROGRAMS.setdefault(_o.args["steps"], _consider_program(_o.args["steps"]))
CHEST_PROGRAMS: dict[str, dict[str, Program]] = {
    chest: {key: _with_followers(program) for key, (_, program) in options.items()} for chest, options in CHESTS.items()
}
TOKEN_NAMES = {"plus5": "+5", "nest": "Nest", "gold_chest": "Gold Chest"}

OPS: dict[str, Callable[[Any, Op], Any]] = {
    "setup_initiates": _setup_initiates,
    "choose_initiate": _choose_initiate,
    "take_initiate": _take_initiate,
    "setup_wilder_trash": _setup_wilder_trash,
    "set_actor": _set_actor,
    "begin_play": _begin_play,
    "choose_turn_action": _choose_turn_action,
    "take_turn_action": _take_turn_action,
    "return_home": _return_home,
    "tuck_empties": _tuck_empties,
    "choose_empty": _choose_empty,
    "tuck_empty": _tuck_empty,
    "tuck_from_play": _tuck_from_play,
    "finish_turn": _finish_turn,
    "choose_trigger": _choose_trigger,
    "take_trigger": _take_trigger,
    "gain": _gain,
    "draw": _draw,
    "tuck_hand": _tuck_hand,
    "trash_hand": _trash_hand,
    "choose_hand": _choose_hand,
    "trash_picked": _trash_picked,
    "tuck_picked": _tuck_picked,
    "invest": _invest,
    "invest_picked": _invest_picked,
    "consider": _consider,
    "choose_considered": _choose_considered,
    "take_considered": _take_considered,
    "considered_drawn": _considered_drawn,
    "choose_return": _choose_return,
    "take_return": _take_return,
    "add_supply": _add_supply,
    "supply_picked": _supply_picked,
    "activate_villager": _activate_villager,
    "villager_picked": _villager_picked,
    "activate_starter": _activate_starter,
    "pay": _pay,
    "play_subject": _play_subject,
    "subject_picked": _subject_picked,
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
    "slot_note": _slot_note,
    "sub": _sub,
    "choose_from_trash": _choose_from_trash,
    "take_from_trash": _take_from_trash,
    "choose_ruby_tuck": _choose_ruby_tuck,
    "finish_ruby": _finish_ruby,
    "ruby_play": _ruby_play,
}
CONDITIONS: dict[str, Callable[[Any], bool]] = {}
