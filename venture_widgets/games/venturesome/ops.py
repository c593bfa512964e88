"""Venturesome's effect vocabulary: the ops, choices and conditions that the card data uses.

Each op is a function ``(state, op) -> None | STOP | Choice`` run by the core interpreter
(:mod:`venture_widgets.core.effects`); the turn itself is a program of the same ops
(:data:`TURN`). Events name the rule they apply, a section id of the rulebook:

======================  ==============================================================
``setup``               Setup
``gameplay.turn``       Gameplay: turns in clockwise order
``turn.play``           Player's Turn, step I (and its notes: colour rule, ends only)
``turn.effect``         step II (``turn.last_card``: the last card's effect is skipped)
``turn.cannot_play``    step III, case 2: reveal and discard the hand
``turn.resolve_threat`` step III: resolve a threat, set the expedition aside
``turn.alone_in_round`` the note on players who left the round and the last player
``round.end``           End of Round and Preparing the Next (``round.*`` its steps)
``effects.<id>``        Character Card Effects
``threats.<id>``        Threat Cards
``scoring.*``           End of Game and Scoring
======================  ==============================================================
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...core.effects import STOP, Choice, Condition, Op, OpHandler, Program, op, push
from ...core.moves import emit as emit
from ...core.moves import seat_name as seat_name
from ...core.vocabulary import check_programs
from ...core.words import counted, with_article
from . import data
from .data import CARD_CHARACTER, CARD_CODE, CARD_SYMBOL, CHARACTERS, INTIMIDATION, THREATS, card_name

if TYPE_CHECKING:
    from .rules import VenturesomeState

TURN: Program = (
    op("start_turn"),
    op("choose", what="play", bind="play", rule="turn.play", verb="play", unless="stuck"),
    op("play_card", unless="stuck"),
    op("character_effect", unless="stuck"),
    op("choose", what="threat", bind="threat", rule="turn.resolve_threat", verb="threat", when="hand_empty"),
    op("resolve_threat", when="hand_empty"),
    op("leave_round", when="hand_empty"),
)


def playable(state: VenturesomeState, seat: int) -> list[int]:
    """The cards of ``seat``'s hand that the colour rule and the intimidation card allow."""
    taken = {CARD_CHARACTER[c] for c in state.expeditions[seat]}
    banned = state.intimidated
    return [c for c in state.hands[seat] if CARD_CHARACTER[c] not in taken and CARD_CHARACTER[c] != banned]


def forget(state: VenturesomeState, cards: list[int]) -> None:
    """Nobody keeps track of these cards any more (they left hand or deck, or were mixed)."""
    drop = set(cards)
    for known in state.known:
        known -= drop


# --- the notation of the options (``explain`` writes the actions it lists the same way) ------


def card_option(verb: str, code: str, side: str = "") -> str:
    """``play GUIDE.MAP left``, ``give-back GUIDE.MAP``: a card kind, at an end when ``side``."""
    return f"{verb} {code} {side}" if side else f"{verb} {code}"


def position_option(verb: str, code: str, position: int, seat: int | None = None) -> str:
    """``return GUIDE.MAP@2``, ``take 1:GUIDE.MAP@2``: a card of an expedition (``position``
    counts from 0; the notation from 1), of ``seat``'s when it is another player's."""
    owner = "" if seat is None else f"{seat}:"
    return f"{verb} {owner}{code}@{position + 1}"


def seat_option(verb: str, seat: int) -> str:
    """``swap-hands 1``: a player."""
    return f"{verb} {seat}"


def threat_option(verb: str, threat: int) -> str:
    """``threat JAGUAR``: a threat card (by its index in :data:`.data.THREATS`)."""
    return f"{verb} {THREATS[threat].id}"


def pair_option(verb: str, first: int) -> str:
    """``bridge 2-3``: two neighbouring cards of an expedition (``first`` counts from 0)."""
    return f"{verb} {first + 1}-{first + 2}"


# --- choices: each returns (owner, prompt, options) ------------------------------------------


def _by_code(cards: list[int], verb: str) -> dict[str, int]:
    options: dict[str, int] = {}
    for card in sorted(cards):
        options.setdefault(card_option(verb, CARD_CODE[card]), card)
    return options


def _choose_play(state: VenturesomeState, verb: str) -> tuple[int, str, dict[str, Any]]:
    actor = state.env["actor"]
    options: dict[str, Any] = {}
    ends = ("left", "right") if state.expeditions[actor] else ("",)
    for card in sorted(playable(state, actor)):
        code = CARD_CODE[card]
        for side in ends:
            options.setdefault(card_option(verb, code, side), (card, side or "right"))
    return actor, "Play a card into your expedition", options


def _choose_threat(state: VenturesomeState, verb: str) -> tuple[int, str, dict[str, Any]]:
    options = {threat_option(verb, t): i for i, t in enumerate(state.threats) if state.threat_by[i] is None}
    return state.env["actor"], "Choose a threat to resolve", options


def _choose_own_card(state: VenturesomeState, verb: str) -> tuple[int, str, dict[str, Any]]:
    actor = state.env["actor"]
    played = state.env["played_card"]
    options = {
        position_option(verb, CARD_CODE[c], pos): pos for pos, c in enumerate(state.expeditions[actor]) if c != played
    }
    return actor, "Choose a card of your expedition", options


def _choose_other_player(state: VenturesomeState, verb: str) -> tuple[int, str, dict[str, Any]]:
    actor = state.env["actor"]
    options = {seat_option(verb, p): p for p in range(state.players) if p != actor and state.in_round[p]}
    return actor, "Choose another player still in the round", options


def _choose_hand_card(state: VenturesomeState, verb: str) -> tuple[int, str, dict[str, Any]]:
    actor = state.env["actor"]
    return actor, "Choose a card from your hand", _by_code(state.hands[actor], verb)


def _choose_card_to_return(state: VenturesomeState, verb: str) -> tuple[int, str, dict[str, Any]]:
    target, given = state.env["target"], state.env["given_card"]
    cards = [c for c in state.hands[target] if c != given]
    return target, "Give back a different card from your hand", _by_code(cards, verb)


def _choose_other_expedition_card(state: VenturesomeState, verb: str) -> tuple[int, str, dict[str, Any]]:
    actor = state.env["actor"]
    options = {
        position_option(verb, CARD_CODE[c], pos, p): (p, pos)
        for p in range(state.players)
        if p != actor and state.in_round[p]
        for pos, c in enumerate(state.expeditions[p])
    }
    return actor, "Choose a card of another player's expedition", options


def _choose_intimidation(state: VenturesomeState, verb: str) -> tuple[int, str, dict[str, Any]]:
    options = {card_option(verb, card.character): card.character for card in INTIMIDATION}
    return state.env["actor"], "Choose the character to intimidate", options


def _choose_adjacent_pair(state: VenturesomeState, verb: str) -> tuple[int, str, dict[str, Any]]:
    size = len(state.expeditions[state.env["actor"]])
    return (
        state.env["actor"],
        "Choose two neighbouring cards to lose",
        {pair_option(verb, i): i for i in range(size - 1)},
    )


CHOICES: dict[str, Callable[[VenturesomeState, str], tuple[int, str, dict[str, Any]]]] = {
    "play": _choose_play,
    "threat": _choose_threat,
    "own_card_not_played": _choose_own_card,
    "other_player": _choose_other_player,
    "hand_card": _choose_hand_card,
    "hand_card_to_return": _choose_card_to_return,
    "other_expedition_card": _choose_other_expedition_card,
    "intimidation_card": _choose_intimidation,
    "adjacent_pair": _choose_adjacent_pair,
}


def choose(state: VenturesomeState, o: Op) -> Choice | None:
    """Pause for a decision; the answer is bound in ``state.env`` under ``bind``."""
    args = o.args
    owner, prompt, options = CHOICES[args["what"]](state, args["verb"])
    return Choice(owner, args["what"], prompt, args["rule"], options, args["bind"])


# --- the turn -------------------------------------------------------------------------------


def start_turn(state: VenturesomeState, o: Op) -> None:
    """Step III case 2: a player who cannot play any card reveals and discards the hand."""
    actor = state.env["actor"]
    if playable(state, actor):
        return
    hand = state.hands[actor]
    codes = [CARD_CODE[c] for c in sorted(hand)]
    shown = ", ".join(card_name(code) for code in codes) or "no cards"
    emit(
        state,
        "cannot_play",
        "turn.cannot_play",
        f"{seat_name(actor)} cannot play any card, reveals the hand ({shown}) and discards it.",
        seat=actor,
        cards=codes,
    )
    state.discard.extend(sorted(hand))
    forget(state, hand)
    hand.clear()
    state.env["stuck"] = True


def play_card(state: VenturesomeState, o: Op) -> None:
    """Step I: put the chosen card at the chosen end of the expedition."""
    env = state.env
    actor = env["actor"]
    card, side = env["play"]
    state.hands[actor].remove(card)
    expedition = state.expeditions[actor]
    env["expedition_was_empty"] = not expedition
    if side == "left":
        expedition.insert(0, card)
    else:
        expedition.append(card)
    env["played_card"] = card
    for known in state.known:
        known.discard(card)
    where = f"at the {side} end of" if len(expedition) > 1 else "into"
    emit(
        state,
        "play",
        "turn.play",
        f"{seat_name(actor)} plays {card_name(CARD_CODE[card])} {where} the expedition.",
        seat=actor,
        card=CARD_CODE[card],
        side=side,
    )


def character_effect(state: VenturesomeState, o: Op) -> None:
    """Step II: resolve the played character's effect, unless it was the last card in hand."""
    actor = state.env["actor"]
    character = CHARACTERS[CARD_CHARACTER[state.env["played_card"]]]
    if not state.hands[actor]:
        emit(
            state,
            "effect_skipped",
            "turn.last_card",
            f"{character.name} was {seat_name(actor)}'s last card: its effect is skipped.",
            seat=actor,
        )
        return
    if not character.effect:
        emit(state, "effect", character.rule, f"{character.name}: no effect.", seat=actor)
        return
    push(state, character.effect)


def resolve_threat(state: VenturesomeState, o: Op) -> None:
    """Step III: resolve the chosen threat (it is then turned face down)."""
    actor = state.env["actor"]
    index = state.env["threat"]
    threat = THREATS[state.threats[index]]
    state.threat_by[index] = actor
    emit(
        state,
        "threat",
        "turn.resolve_threat",
        f"{seat_name(actor)} resolves {threat.name}.",
        seat=actor,
        threat=threat.id,
    )
    state.env["threat_rule"] = threat.rule
    push(state, threat.effect)


def leave_round(state: VenturesomeState, o: Op) -> None:
    """Step III: set the expedition aside on the treasure pile and leave the round."""
    actor = state.env["actor"]
    expedition = state.expeditions[actor]
    state.treasures[actor].extend(expedition)
    count = len(expedition)
    expedition.clear()
    state.in_round[actor] = False
    state.last_resolver = actor
    emit(
        state,
        "leave_round",
        "turn.resolve_threat",
        f"{seat_name(actor)} sets {count} card{'s' * (count != 1)} aside on the treasure pile and leaves the round.",
        seat=actor,
        count=count,
    )


def stop(state: VenturesomeState, o: Op) -> Any:
    """End the effect here (its guard said it cannot apply), saying why."""
    actor = state.env["actor"]
    name = CHARACTERS[CARD_CHARACTER[state.env["played_card"]]].name
    emit(state, "effect_skipped", o.args["rule"], f"{name} has no effect: {o.args['reason']}.", seat=actor)
    return STOP


# --- character effects ----------------------------------------------------------------------


def return_to_hand(state: VenturesomeState, o: Op) -> None:
    """Guide: the chosen expedition card goes back to the hand; the row closes up."""
    actor = state.env["actor"]
    card = state.expeditions[actor].pop(state.env["own_position"])
    state.hands[actor].append(card)
    for seat, known in enumerate(state.known):
        if seat != actor:
            known.add(card)
    emit(
        state,
        "return_to_hand",
        "effects.guide",
        f"{seat_name(actor)} takes {card_name(CARD_CODE[card])} back into the hand.",
        seat=actor,
        card=CARD_CODE[card],
    )


def swap_hands(state: VenturesomeState, o: Op) -> None:
    """Adventurer: swap whole hands; each of the two now knows the other's hand."""
    actor, target = state.env["actor"], state.env["target"]
    hands = state.hands
    hands[actor], hands[target] = hands[target], hands[actor]
    state.known[actor].update(hands[target])
    state.known[target].update(hands[actor])
    emit(
        state,
        "swap_hands",
        "effects.adventurer",
        f"{seat_name(actor)} swaps hands with {seat_name(target)} "
        f"({len(hands[actor])} and {counted(len(hands[target]))}).",
        seat=actor,
        target=target,
    )


def draw(state: VenturesomeState, o: Op) -> None:
    """Professor: draw the top card of the deck (only the drawer sees it)."""
    actor = state.env["actor"]
    card = state.deck.pop()
    state.hands[actor].append(card)
    emit(
        state,
        "draw",
        "effects.professor",
        f"{seat_name(actor)} draws the top card of the deck.",
        seat=actor,
        private={
            "seats": [actor],
            "text": f"{seat_name(actor)} draws {card_name(CARD_CODE[card])}.",
            "card": CARD_CODE[card],
        },
    )


def put_on_deck_bottom(state: VenturesomeState, o: Op) -> None:
    """Professor: the chosen hand card goes under the deck, face down."""
    actor = state.env["actor"]
    card = state.env["bottom_card"]
    hand = state.hands[actor]
    for seat, known in enumerate(state.known):
        if seat != actor:
            known.difference_update(hand)  # they cannot tell which card went down
    hand.remove(card)
    state.deck.insert(0, card)
    state.known[actor].add(card)
    emit(
        state,
        "bottom",
        "effects.professor",
        f"{seat_name(actor)} puts a card at the bottom of the deck.",
        seat=actor,
        private={
            "seats": [actor],
            "card": CARD_CODE[card],
            "text": f"{seat_name(actor)} puts {card_name(CARD_CODE[card])} at the bottom of the deck.",
        },
    )


def swap_expedition_cards(state: VenturesomeState, o: Op) -> None:
    """Aviator: two expedition cards trade places (each takes the other's spot)."""
    env = state.env
    actor, own_pos = env["actor"], env["own_position"]
    other, other_pos = env["other_position"]
    mine, theirs = state.expeditions[actor], state.expeditions[other]
    given, taken = mine[own_pos], theirs[other_pos]
    mine[own_pos], theirs[other_pos] = taken, given
    emit(
        state,
        "swap_expedition_cards",
        "effects.aviator",
        f"{seat_name(actor)} swaps {card_name(CARD_CODE[given])} for {seat_name(other)}'s "
        f"{card_name(CARD_CODE[taken])}.",
        seat=actor,
        target=other,
        given=CARD_CODE[given],
        taken=CARD_CODE[taken],
    )


def intimidate(state: VenturesomeState, o: Op) -> None:
    """Artifact Hunter: the chosen intimidation card lies face up on the stack."""
    actor, character = state.env["actor"], state.env["intimidated"]
    state.intimidated = character
    name = CHARACTERS[character].name
    emit(
        state,
        "intimidate",
        "effects.artifact_hunter",
        f"{seat_name(actor)} turns up the {name} intimidation card: nobody may play {with_article(name)} from hand "
        "until the round ends or another Artifact Hunter changes it.",
        seat=actor,
        character=character,
    )


def _hand_over(state: VenturesomeState, giver: int, receiver: int, card: int, kind: str, says: str, shows: str) -> None:
    """Move ``card`` between two hands, seen by those two only; the others lose track of the
    giver's hand, since they cannot tell which card went. ``says``/``shows`` are the event texts
    for everyone and for the two, with ``{card}`` standing for the card's name."""
    for seat, known in enumerate(state.known):
        if seat not in (giver, receiver):
            known.difference_update(state.hands[giver])
    state.hands[giver].remove(card)
    state.hands[receiver].append(card)
    state.known[giver].add(card)
    emit(
        state,
        kind,
        "effects.collector",
        says,
        seat=giver,
        target=receiver,
        private={
            "seats": [giver, receiver],
            "card": CARD_CODE[card],
            "text": shows.format(card=card_name(CARD_CODE[card])),
        },
    )


def give_card(state: VenturesomeState, o: Op) -> None:
    """Collector: the chosen card goes to the target, who may look at it before answering."""
    actor, target = state.env["actor"], state.env["target"]
    _hand_over(
        state,
        actor,
        target,
        state.env["given_card"],
        "give",
        f"{seat_name(actor)} gives {seat_name(target)} a card.",
        f"{seat_name(actor)} gives {seat_name(target)} {{card}}.",
    )


def give_back(state: VenturesomeState, o: Op) -> None:
    """Collector: the target gives back the different card it chose."""
    actor, target = state.env["actor"], state.env["target"]
    _hand_over(
        state,
        target,
        actor,
        state.env["returned_card"],
        "give_back",
        f"{seat_name(target)} gives {seat_name(actor)} a different card back.",
        f"{seat_name(target)} gives {{card}} back to {seat_name(actor)}.",
    )


# --- threats --------------------------------------------------------------------------------


def _discard_positions(state: VenturesomeState, positions: list[int]) -> None:
    actor = state.env["actor"]
    expedition = state.expeditions[actor]
    lost = [expedition[i] for i in sorted(positions)]
    for i in sorted(positions, reverse=True):
        del expedition[i]
    state.discard.extend(lost)
    names = ", ".join(card_name(CARD_CODE[c]) for c in lost) or "nothing"
    emit(
        state,
        "discard",
        state.env["threat_rule"],
        f"{seat_name(actor)} loses {names}.",
        seat=actor,
        cards=[CARD_CODE[c] for c in lost],
    )


def discard_where(state: VenturesomeState, o: Op) -> None:
    """Lose every expedition card showing one of the symbols, or of one of the characters."""
    symbols, characters = o.args["symbols"], o.args["characters"]
    expedition = state.expeditions[state.env["actor"]]
    _discard_positions(
        state, [i for i, c in enumerate(expedition) if CARD_SYMBOL[c] in symbols or CARD_CHARACTER[c] in characters]
    )


def discard_ends(state: VenturesomeState, o: Op) -> None:
    """Lose the outermost two cards (none of a single card)."""
    size = len(state.expeditions[state.env["actor"]])
    _discard_positions(state, [0, size - 1] if size >= 2 else [])


def discard_random(state: VenturesomeState, o: Op) -> None:
    """Shuffle the expedition's cards and lose ``count`` of them at random (none of a single card)."""
    size = len(state.expeditions[state.env["actor"]])
    if size < 2:
        _discard_positions(state, [])
        return
    positions = list(range(size))
    state.rng.shuffle(positions)
    _discard_positions(state, positions[: o.args["count"]])


def discard_adjacent_pair(state: VenturesomeState, o: Op) -> None:
    """Lose the chosen neighbouring pair (both of two cards, none of one)."""
    size = len(state.expeditions[state.env["actor"]])
    if size > 2:
        first = state.env["pair"]
        _discard_positions(state, [first, first + 1])
    else:
        _discard_positions(state, list(range(size)) if size == 2 else [])


OPS: dict[str, OpHandler] = {
    "choose": choose,
    "start_turn": start_turn,
    "play_card": play_card,
    "character_effect": character_effect,
    "resolve_threat": resolve_threat,
    "leave_round": leave_round,
    "stop": stop,
    "return_to_hand": return_to_hand,
    "swap_hands": swap_hands,
    "draw": draw,
    "put_on_deck_bottom": put_on_deck_bottom,
    "swap_expedition_cards": swap_expedition_cards,
    "intimidate": intimidate,
    "give_card": give_card,
    "give_back": give_back,
    "discard_where": discard_where,
    "discard_ends": discard_ends,
    "discard_random": discard_random,
    "discard_adjacent_pair": discard_adjacent_pair,
}


def _others_in_round(state: VenturesomeState) -> list[int]:
    actor = state.env["actor"]
    return [p for p in range(state.players) if p != actor and state.in_round[p]]


CONDITIONS: dict[str, Condition] = {
    "stuck": lambda s: s.env.get("stuck", False),
    "hand_empty": lambda s: not s.hands[s.env["actor"]],
    "expedition_was_empty": lambda s: s.env["expedition_was_empty"],
    "alone_in_round": lambda s: not _others_in_round(s),
    "deck_empty": lambda s: not s.deck,
    "no_other_expedition_cards": lambda s: not any(s.expeditions[p] for p in _others_in_round(s)),
    "expedition_over_two": lambda s: len(s.expeditions[s.env["actor"]]) > 2,
}

check_programs((data, sys.modules[__name__]), OPS, CONDITIONS)  # the turn and every card's and threat's effect
