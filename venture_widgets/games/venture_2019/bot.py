"""The greedy bot's evaluation of a Venture (2019) position, from a seat's point of view.

A position is worth the seat's own progress minus its rivals', each rival weighed by how close it
is to winning (so the bot's attacks go to the leader):

- own: 100 a completed mission, 20 an instrument in hand that fits an open mission (no more
  than there are such missions), 4 an instant card in hand (an answer kept for a card used against
  the seat), 2 a card in hand, 6 a protection, -12 a harmful card beside the role, 4 a Lab
  Assistant;
- a rival's strength: 60 a completed mission, 2 a card in hand, 6 a protection, -12 a harmful
  card beside its role, 4 a Lab Assistant; the rivals' strengths are averaged with the weights
  ``(1 + completed) ** 2``.

Cards still in play count as if everyone let them stand (:func:`settle_chain`): an action used
now is scored by what it will do, while the others' answers are still to come; cards taken from
the seat's hand at random take their share of what the hand is worth. Before its Phase 4 the
active seat's hand counts as it will be after it (two more cards, down to the hand limit), and
for the seat's own turn what two unseen cards are worth on average (:func:`refill_worth`), so that
ending the turn is not credited with a draw that playing a card first would get as well.
Once the game is over the winner's seat is worth 1000, every other -1000.

Measured against random bots (``benchmarks/venture_2019_bot.py``), these changes to the first
cut (a rival's mission 60 rather than 30, the kept instant, the Phase 4 still to come counted,
cards taken at random costing a share of the hand's worth, the greedy look-ahead stopping before
Phase 3: :func:`look_ahead_stops`) took the greedy bot from about 76% to 91% of 240 three-player
games and from about 50% to 77% of 240 six-player games.

>>> from venture_widgets import load_game
>>> state = load_game("venture_2019").new_game(players=3, seed=1)
>>> state_value(state, 0) == value(state.observe(0), 0)
True

:func:`value` reads the seat's observation; :func:`state_value` is the same number read from the
state (``tests/test_agents_speed.py`` checks that they agree).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .cards import CARD_BY_CODE, CODE, EFFECTS, HAND_SIZE, INSTRUMENTS_IN_GAME, MISSION_BY_NUMBER
from .model import INSTRUMENTS, LASTING
from .turn import CUT_LIMIT, REFILL

if TYPE_CHECKING:
    from .rules import VentureState

#: sampled worlds the greedy bot weighs each decision in: the evaluation reads public counts and
#: the seat's own hand, which no sample changes
SAMPLES = 1
#: the tree search scores a position it cuts short by each seat's margin on one scale (as for
#: Venturesome; ``venture_widgets/agents/ismcts.py``): the expert's measured edge, 8 of 12
#: three-player games against two greedy bots, was measured so
MARGIN_AGAINST_USUAL = False
WIN = 1000.0
HARMFUL_LASTING = frozenset({"no_actions", "no_mission", "hand_limit"})
PROTECTING = frozenset({"protect", "shield"})
assert HARMFUL_LASTING | PROTECTING | {"early_draw"} == set(LASTING)
#: the phases of a turn before its Phase 4 (the active seat's refill is still to come)
BEFORE_REFILL = frozenset({"draw", "actions", "missions"})
OWN_MISSION, RIVAL_MISSION, FITTING, INSTANT = 100, 60, 20, 4
CARD, PROTECTION, HARM, BOOST = 2, 6, 12, 4
INSTANTS = frozenset(code for code, card in CARD_BY_CODE.items() if card.effect and card.effect.timing == "instant")
ALL_INSTANTS = sum(effect.copies for effect in EFFECTS if effect.timing == "instant")


@dataclass
class Seat:
    """What the evaluation reads of one seat (all of it public but the seat's own hand)."""

    done: int
    hand: int
    protections: list[str] = field(default_factory=list)  # "protect" (spent when it stops a card), "shield"
    harm: int = 0
    boost: int = 0
    limited: bool = False  # a Funding Cut waits for their next Phase 4
    kept: float = 1.0  # the share of the hand's cards left after cards taken from it at random

    def lose_at_random(self, count: int) -> None:
        """``count`` cards leave the hand at random (each card as likely as any other)."""
        count = min(count, self.hand)
        if count:
            self.kept *= (self.hand - count) / self.hand
            self.hand -= count

    def end_of_turn(self) -> None:
        """Count the hand as it will be after this seat's Phase 4, still to come this turn: two
        more cards, down to the hand limit (so a card spent now from a full hand costs nothing)."""
        self.hand = min(self.hand + REFILL, CUT_LIMIT if self.limited else HAND_SIZE)

    def strength(self, mission: float) -> float:
        return (
            mission * self.done
            + CARD * self.hand
            + PROTECTION * bool(self.protections)
            - HARM * self.harm
            + BOOST * self.boost
        )


def _seat(done: int, hand: int, lasting: list[tuple[str, bool]]) -> Seat:
    active = [kind for kind, spent in lasting if not spent]
    return Seat(
        done,
        hand,
        [kind for kind in active if kind in PROTECTING],
        sum(kind in HARMFUL_LASTING for kind in active),
        active.count("early_draw"),
        "hand_limit" in active,
    )


def settle_chain(seats: list[Seat], chain: list[tuple[str, int | None, int | None, bool]]) -> None:
    """Apply to ``seats`` what the cards in play (newest last) will do if nobody answers further:
    newest first, an Objection cancels the card below, a Rebuttal turns it around, protection
    stops a harmful card."""
    cancel_next = False
    swap_next = False
    for code, player, target, cancelled in reversed(chain):
        if swap_next:
            player, target = target, player
            swap_next = False
        if cancelled or cancel_next:
            cancel_next = False
            continue
        effect = CARD_BY_CODE[code].effect
        assert effect is not None
        first = effect.program[0]
        if first.name == "cancel":
            cancel_next = True
            continue
        if first.name == "rebound":
            swap_next = True
            continue
        if target is None:
            continue
        hit = seats[target]
        if effect.harmful and hit.protections:
            if "shield" not in hit.protections:
                hit.protections.remove("protect")
            continue
        user = seats[target if player is None else player]
        if first.name == "draw":
            hit.hand += first.args["n"]
        elif first.name == "steal" and hit.hand:
            hit.lose_at_random(1)
            user.hand += 1
        elif first.name == "lose":
            hit.lose_at_random(first.args["n"])
        elif first.name == "choose_mission" and hit.done:
            hit.done -= 1
            if first.args["verb"] == "copy":
                user.hand += 1
        elif first.name == "lasting":
            kind = first.args["kind"]
            if kind in PROTECTING:
                hit.protections.append(kind)
            elif kind in HARMFUL_LASTING:
                hit.harm += 1
                hit.limited = hit.limited or kind == "hand_limit"
            else:
                hit.boost += 1


def look_ahead_stops(state: VentureState) -> bool:
    """The greedy bot follows its further decisions no further than Phase 3
    (``venture_widgets.agents.greedy``): ending the actions is then weighed, like playing a card,
    with the Phase 4 draw still to come (:func:`refill_worth`), not the one of the sampled world.

    >>> from venture_widgets import load_game
    >>> look_ahead_stops(load_game("venture_2019").new_game(players=3, seed=1))
    False
    """
    return state.phase == "missions"


def settled(seats: list[Seat], chain: list[tuple[str, int | None, int | None, bool]], active: int, phase: str) -> None:
    """The seats as they will stand once the cards in play are settled (:func:`settle_chain`)
    and, before its Phase 4, the active seat has drawn its two cards (:meth:`Seat.end_of_turn`)."""
    settle_chain(seats, chain)
    if phase in BEFORE_REFILL:
        seats[active].end_of_turn()


def formula(seats: list[Seat], seat: int, held: float, coming: float) -> float:
    """The value for ``seat`` of the seats as they stand: ``held`` the worth of what its hand
    holds (:func:`hand_worth`; a share of it if cards are to leave it at random), ``coming`` that
    of the cards it is still to draw this turn (:func:`refill_worth`; see the module docstring)."""
    mine = seats[seat].strength(OWN_MISSION) + held * seats[seat].kept + coming
    rivals = [other for index, other in enumerate(seats) if index != seat]
    weights = [(1 + rival.done) ** 2 for rival in rivals]
    threat = sum(w * rival.strength(RIVAL_MISSION) for w, rival in zip(weights, rivals, strict=True)) / sum(weights)
    return mine - threat


def fitting_instruments(held: list[str], open_missions: list[int]) -> int:
    """Instruments of ``held`` (card codes) that fit an open mission, no more than there are missions.

    >>> fitting_instruments(["quill", "quill", "flask", "grant-math"], [1, 5, 2])
    2
    """
    need = Counter(MISSION_BY_NUMBER[m].instrument for m in open_missions)
    have = Counter(code for code in held if CARD_BY_CODE[code].instrument is not None)
    return sum(min(count, need[kind]) for kind, count in have.items())


def refill_worth(
    players: int, held: list[str], open_missions: list[int], seen: list[str], completed: list[str], unseen: int
) -> float:
    """About what the two cards of a Phase 4 still to come are worth to the seat drawing them: for
    each, the chance that a card not seen (one of ``unseen``) is an instrument of a type its open
    missions still lack, times :data:`FITTING`, and that it is an instant card, times
    :data:`INSTANT`. The cards ``seen`` (codes: the discard pile, its hand, the cards in play and
    beside the roles, the cards the others were seen to take, the card drawn face up) and the
    instruments on the ``completed`` missions (types) are counted out.

    >>> refill_worth(3, ["quill"], [1, 2], ["calculator", "grant-math", "objection-bio"], ["quill"], 30)
    6.4
    """
    need = Counter(MISSION_BY_NUMBER[m].instrument for m in open_missions)
    need.subtract(instrument for code in held if (instrument := CARD_BY_CODE[code].instrument))
    left = Counter(dict.fromkeys(INSTRUMENTS, INSTRUMENTS_IN_GAME[players]))
    left.subtract(instrument for code in seen if (instrument := CARD_BY_CODE[code].instrument))
    left.subtract(completed)
    lacking = sum(max(0, left[kind]) for kind in INSTRUMENTS if need[kind] > 0)
    instants = ALL_INSTANTS - sum(code in INSTANTS for code in seen)
    return REFILL * (FITTING * lacking + INSTANT * instants) / unseen if unseen else 0.0


def hand_worth(held: list[str], open_missions: list[int]) -> float:
    """What the cards of a seat's own hand (codes) are worth beyond their number: the instruments
    that fit an open mission and the instant cards kept to answer with.

    >>> hand_worth(["quill", "objection-bio", "grant-math"], [1, 2])
    24
    """
    return FITTING * fitting_instruments(held, open_missions) + INSTANT * sum(code in INSTANTS for code in held)


def value(observation: dict[str, Any], seat: int) -> float:
    """The value of an observation for ``seat``."""
    outcome = observation["outcome"]
    if outcome is not None:
        return WIN if seat in outcome["winners"] else -WIN
    seen = observation["seats"]
    seats = [
        _seat(s["completed"], s["hand"]["count"], [(entry["kind"], entry["spent"]) for entry in s["lasting"]])
        for s in seen
    ]
    chain = [(e["card"], e["player"], e["target"], e["cancelled"]) for e in observation["chain"]]
    settled(seats, chain, observation["active"], observation["phase"])
    open_missions = [m["number"] for m in seen[seat]["missions"] if not m["completed"]]
    held = seen[seat]["hand"]["cards"]
    coming = 0.0
    if seat == observation["active"] and observation["phase"] in BEFORE_REFILL:
        others = [s["hand"] for s in seen if s["seat"] != seat]
        shown = [code for hand in others for code in hand["known"]]
        shown += [entry["card"] for s in seen for entry in s["lasting"] if entry["card"]]
        shown += [entry[0] for entry in chain] + observation["looking"]
        shown += [] if observation["face_up"] is None else [observation["face_up"]]
        coming = refill_worth(
            len(seen),
            held,
            open_missions,
            [*observation["discard"], *held, *shown],
            [m["instrument"] for s in seen for m in s["missions"] if m["completed"]],
            observation["deck"] + sum(h["count"] - len(h["known"]) for h in others),
        )
    return formula(seats, seat, hand_worth(held, open_missions), coming)


def state_value(state: VentureState, seat: int) -> float:
    """:func:`value` of ``state.observe(seat)``, read from the state's fields."""
    if state.over:
        return WIN if state.winner == seat else -WIN
    seats = [
        _seat(state.completed_count(s), len(state.hands[s]), [(kind, spent) for _, kind, spent in state.lasting[s]])
        for s in range(state.players)
    ]
    chain = [(CODE[card], player, target, cancelled) for card, player, target, cancelled in state.chain]
    settled(seats, chain, state.active, state.phase)
    open_missions = [m for m in state.missions[seat] if m not in state.completed]
    held = [CODE[card] for card in state.hands[seat]]
    coming = 0.0
    if seat == state.active and state.phase in BEFORE_REFILL:
        others = [other for other in range(state.players) if other != seat]
        shown = [card for other in others for card in state.shown[other]]
        shown += [card for entries in state.lasting for card, _, _ in entries if card is not None]
        shown += [entry[0] for entry in state.chain] + (state.looking if seat == state.actor else [])
        shown += [] if state.face_up is None else [state.face_up]
        coming = refill_worth(
            state.players,
            held,
            open_missions,
            [CODE[card] for card in (*state.discard, *state.hands[seat], *shown)],
            [MISSION_BY_NUMBER[m].instrument for m in state.completed],
            len(state.deck) + sum(len(state.hands[other]) - len(state.shown[other]) for other in others),
        )
    return formula(seats, seat, hand_worth(held, open_missions), coming)
