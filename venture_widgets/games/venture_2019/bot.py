"""The greedy bot's evaluation of a Venture (2019) position, from a seat's point of view.

A position is worth the seat's own progress minus its rivals', each rival weighed by how close it
is to winning (so the bot's attacks go to the leader):

- own: 100 a completed mission, 20 an instrument in hand that fits an open mission (no more
  than there are such missions), 2 a card in hand, 6 a protection, -12 a harmful card beside the
  role, 4 a Lab Assistant;
- a rival's strength: 30 a completed mission, 2 a card in hand, 6 a protection, -12 a harmful
  card beside its role, 4 a Lab Assistant; the rivals' strengths are averaged with the weights
  ``(1 + completed) ** 2``.

Cards still in play count as if everyone let them stand (:func:`settle_chain`): an action used
now is scored by what it will do, while the others' answers are still to come. Once the game is
over the winner's seat is worth 1000, every other -1000.

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

from .cards import CARD_BY_CODE, CODE, MISSION_BY_NUMBER
from .model import LASTING

if TYPE_CHECKING:
    from .rules import VentureState

#: sampled worlds the greedy bot weighs each decision in: the evaluation reads public counts and
#: the seat's own hand, which no sample changes
SAMPLES = 1
WIN = 1000.0
HARMFUL_LASTING = frozenset({"no_actions", "no_mission", "hand_limit"})
PROTECTING = frozenset({"protect", "shield"})
assert HARMFUL_LASTING | PROTECTING | {"extra_action"} == set(LASTING)


@dataclass
class Seat:
    """What the evaluation reads of one seat (all of it public but the seat's own hand)."""

    done: int
    hand: int
    protections: list[str] = field(default_factory=list)  # "protect" (spent when it stops a card), "shield"
    harm: int = 0
    boost: int = 0

    def strength(self, mission: float) -> float:
        return mission * self.done + 2 * self.hand + 6 * bool(self.protections) - 12 * self.harm + 4 * self.boost


def _seat(done: int, hand: int, lasting: list[tuple[str, bool]]) -> Seat:
    active = [kind for kind, spent in lasting if not spent]
    return Seat(
        done,
        hand,
        [kind for kind in active if kind in PROTECTING],
        sum(kind in HARMFUL_LASTING for kind in active),
        active.count("extra_action"),
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
            hit.hand -= 1
            user.hand += 1
        elif first.name == "lose":
            hit.hand = max(0, hit.hand - first.args["n"])
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
            else:
                hit.boost += 1


def formula(seats: list[Seat], seat: int, fitting: int) -> float:
    """The value for ``seat`` of the seats as they stand (see the module docstring)."""
    mine = seats[seat].strength(100) + 20 * fitting
    rivals = [other for index, other in enumerate(seats) if index != seat]
    weights = [(1 + rival.done) ** 2 for rival in rivals]
    threat = sum(w * rival.strength(30) for w, rival in zip(weights, rivals, strict=True)) / sum(weights)
    return mine - threat


def fitting_instruments(held: list[str], open_missions: list[int]) -> int:
    """Instruments of ``held`` (card codes) that fit an open mission, no more than there are missions.

    >>> fitting_instruments(["quill", "quill", "flask", "grant-math"], [1, 5, 2])
    2
    """
    need = Counter(MISSION_BY_NUMBER[m].instrument for m in open_missions)
    have = Counter(code for code in held if CARD_BY_CODE[code].instrument is not None)
    return sum(min(count, need[kind]) for kind, count in have.items())


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
    settle_chain(seats, [(e["card"], e["player"], e["target"], e["cancelled"]) for e in observation["chain"]])
    open_missions = [m["number"] for m in seen[seat]["missions"] if not m["completed"]]
    return formula(seats, seat, fitting_instruments(seen[seat]["hand"]["cards"], open_missions))


def state_value(state: VentureState, seat: int) -> float:
    """:func:`value` of ``state.observe(seat)``, read from the state's fields."""
    if state.over:
        return WIN if state.winner == seat else -WIN
    seats = [
        _seat(state.completed_count(s), len(state.hands[s]), [(kind, spent) for _, kind, spent in state.lasting[s]])
        for s in range(state.players)
    ]
    settle_chain(seats, [(CODE[card], player, target, cancelled) for card, player, target, cancelled in state.chain])
    open_missions = [m for m in state.missions[seat] if m not in state.completed]
    return formula(seats, seat, fitting_instruments([CODE[card] for card in state.hands[seat]], open_missions))
