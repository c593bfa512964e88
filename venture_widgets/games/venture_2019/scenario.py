"""Positions built from a JSON spec, for tests and tutorials (``game.scenario(spec)``).

A spec deals the table as it should stand, without playing up to it::

    {
      "players": 3, "seed": 0,                    # the seed shuffles the cards not named
      "seats": [                                  # one per seat, each key optional
        {"role": "chemist",                       # default: the roles in the rulebook's order,
                                                  # less the roles given
         "missions": [4, 7, 8, 12],               # default: the missions dealt round the table
         "completed": [7],                        # an instrument of its type on each; 3 at most
         "hand": ["theft-chem", "quill"],         # card codes; default: 5 cards from the deck
         "shown": ["quill"],                      # cards of the hand every seat has seen
         "lasting": [{"card": "peer_review-geo"},             # a long-term card beside the role
                     {"talent": "shield", "spent": false}]},  # a talent's protection
        ...],
      "deck": ["grant-math", "quill"],            # the top of the deck, top first; the rest of
                                                  # the game's cards below it, shuffled
      "discard": ["objection-bio"],               # the discard pile, bottom first
      "active": 0, "turn": 1, "direction": 1,     # whose turn, its number, the turn order (1 or -1)
      "start": "turn"                             # "turn" (from its start: Phase 1 draws the top
    }                                             # card), "actions", "missions" or "refill"

Each card named takes one card of that code out of the game's deck (the 56 action cards and the
instruments of the setup table), so no card is in two places; a seat given no hand is dealt 5
of the cards not named. A lasting card's kind is its card's; a talent's protection is
``{"talent": "shield"}``. Unknown keys, bad values, cards that are not in the game and a spec
that leaves too few cards to deal raise :class:`~venture_widgets.core.errors.ScenarioError`
naming the key.

>>> from venture_widgets import load_game
>>> game = load_game("venture_2019")
>>> spec = {"seats": [{"hand": ["theft-chem", "quill"]}, {"hand": []}, {}], "active": 0, "start": "actions"}
>>> state = game.scenario(spec)
>>> state.current_player, state.legal_actions()
(0, ['play theft-chem 2', 'done'])
>>> try:
...     game.scenario({"seats": [{"hand": ["quill"] * 5}]})
... except ValueError as error:
...     print(error)
seats[0].hand[4]: a 3-player game has only 4 Quill cards
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...core.effects import push
from ...core.errors import ScenarioError, shown
from ...core.moves import emit, seat_name
from ...core.rng import check_seed
from ...core.spec import spec_choice, spec_distinct, spec_flag, spec_int, spec_list, spec_object
from .cards import CARD_BY_CODE, CARDS, CODE, HAND_SIZE, MISSION_BY_NUMBER, MISSIONS_EACH, MISSIONS_IN_GAME, deck_cards
from .model import LASTING, ROLES
from .programs import TURN
from .rules import VentureState
from .text import code_words

if TYPE_CHECKING:
    from ...core.game import Game

TOP_KEYS = ("players", "seed", "seats", "deck", "discard", "active", "turn", "direction", "start")
SEAT_KEYS = ("role", "missions", "completed", "hand", "shown", "lasting")
#: Where play resumes: the ops of the turn from that point on.
STARTS: dict[str, int] = {"turn": 0, "actions": 2, "missions": 3, "refill": 4}
MOST_TURNS = 999


class _Cards:
    """The game's cards not yet placed, taken by code."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.left = deck_cards(players)

    def take(self, code: object, where: str) -> int:
        if not isinstance(code, str) or code not in CARD_BY_CODE:
            raise ScenarioError(f"{where}: no card is called {shown(code)}; codes are like theft-chem, rebuttal, quill")
        for card in self.left:
            if CODE[card] == code:
                self.left.remove(card)
                return card
        copies = sum(CODE[card] == code for card in deck_cards(self.players))
        raise ScenarioError(f"{where}: a {self.players}-player game has only {copies} {code_words(code)} cards")

    def take_all(self, codes: object, where: str) -> list[int]:
        return [self.take(code, f"{where}[{i}]") for i, code in enumerate(spec_list(codes, where))]


def _roles(seats: list[Mapping[str, Any]]) -> list[str]:
    """Each seat's role: the one its spec gives, else its own in the rulebook's order (seat ``i``
    the ``i``-th role) unless a seat is given that one, else the first role no seat holds."""
    given = {i: spec_choice(s["role"], f"seats[{i}].role", ROLES) for i, s in enumerate(seats) if "role" in s}
    spec_distinct(list(given.values()), "roles of the seats")
    own = {i: ROLES[i] for i in range(len(seats)) if i not in given and ROLES[i] not in given.values()}
    spare = iter(role for role in ROLES if role not in {*given.values(), *own.values()})
    return [given.get(i) or own.get(i) or next(spare) for i in range(len(seats))]


def _deal(rest: list[int], where: str) -> list[int]:
    """A hand dealt from the top (the end) of ``rest``, the cards the spec does not name, to a
    seat whose hand it does not name (``where``)."""
    if len(rest) < HAND_SIZE:
        raise ScenarioError(
            f"{where}: a seat the spec gives no hand is dealt {HAND_SIZE} cards, but only {len(rest)} are left "
            "to deal: name its hand, or fewer cards elsewhere"
        )
    return [rest.pop() for _ in range(HAND_SIZE)]


def _missions(spec: Mapping[str, Any], players: int, where: str) -> list[int] | None:
    """The seat's missions as the spec names them, or ``None`` to deal them."""
    highest = MISSIONS_IN_GAME[players]
    if "missions" not in spec:
        return None
    missions = [
        spec_int(m, f"{where}.missions[{i}]", 1, highest)
        for i, m in enumerate(spec_list(spec["missions"], f"{where}.missions"))
    ]
    if len(missions) != MISSIONS_EACH:
        raise ScenarioError(f"{where}.missions: each scientist has {MISSIONS_EACH} missions, got {len(missions)}")
    return sorted(spec_distinct(missions, f"{where}.missions"))


def _completed(spec: Mapping[str, Any], missions: list[int], highest: int, where: str) -> list[int]:
    """The seat's completed missions: its own, each once, at most three (a fourth ends the game)."""
    done = spec_list(spec.get("completed", []), where)
    for j, mission in enumerate(done):
        if spec_int(mission, f"{where}[{j}]", 1, highest) not in missions:
            raise ScenarioError(f"{where}[{j}]: {mission} is not one of the seat's missions {missions}")
    if len(done) >= MISSIONS_EACH:
        raise ScenarioError(f"{where}: a scientist with {MISSIONS_EACH} completed missions has won; at most 3")
    return spec_distinct(done, where)


def _lasting(entries: object, where: str, cards: _Cards) -> list[tuple[int | None, str, bool]]:
    found: list[tuple[int | None, str, bool]] = []
    for i, entry in enumerate(spec_list(entries, where)):
        here = f"{where}[{i}]"
        entry = spec_object(entry, here, ("card", "talent", "spent"))
        spent = spec_flag(entry.get("spent", False), f"{here}.spent")
        if ("card" in entry) == ("talent" in entry):
            raise ScenarioError(f"{here}: give a long-term card (card) or a talent's protection (talent), not both")
        if "talent" in entry:
            if any(card is None for card, _, _ in found):  # a talent once a turn, its shield gone by the next
                raise ScenarioError(f"{here}: a role holds one talent's protection at most")
            found.append((None, spec_choice(entry["talent"], f"{here}.talent", ("shield",)), spent))
            continue
        card = cards.take(entry["card"], f"{here}.card")
        effect = CARDS[card].effect
        kind = None if effect is None else effect.lasting
        if kind is None:
            raise ScenarioError(f"{here}.card: {code_words(CODE[card])} does not stay beside a role")
        found.append((card, kind, spent))
    assert all(kind in LASTING for _, kind, _ in found)
    return found


def build_scenario(game: Game, spec: Mapping[str, Any]) -> VentureState:
    """Build the position ``spec`` describes (see the module docstring)."""
    spec = spec_object(spec, "scenario", TOP_KEYS)
    players = spec_int(spec.get("players", 3), "players", game.info.min_players, game.info.max_players)
    seed = check_seed(spec.get("seed", 0), ScenarioError)
    seats = spec_list(spec.get("seats", []), "seats")
    if len(seats) > players:
        raise ScenarioError(f"seats: {len(seats)} seats given for a {players}-player game")
    seats = [spec_object(s, f"seats[{i}]", SEAT_KEYS) for i, s in enumerate(seats)] + [{}] * (players - len(seats))
    state = VentureState(game, players, seed, {}, scenario_spec=dict(spec))
    cards = _Cards(players)
    state.roles = _roles(seats)
    named = [_missions(s, players, f"seats[{i}]") for i, s in enumerate(seats)]
    spec_distinct([m for missions in named if missions for m in missions], "the missions of the seats")
    taken = {m for missions in named if missions for m in missions}
    free = [m for m in range(1, MISSIONS_IN_GAME[players] + 1) if m not in taken]
    # seats whose missions are not named get the free ones round the table: seat 0 the 1st, the
    # (n+1)th, ... of those left, so the default of every seat is 1, 1+n, 1+2n, 1+3n and so on
    unnamed = [i for i, missions in enumerate(named) if missions is None]
    for k, i in enumerate(unnamed):
        named[i] = free[k :: len(unnamed)][:MISSIONS_EACH]
    state.missions = [list(missions or []) for missions in named]
    for i, s in enumerate(seats):
        where = f"seats[{i}].completed"
        for j, mission in enumerate(_completed(s, state.missions[i], MISSIONS_IN_GAME[players], where)):
            state.completed[mission] = cards.take(MISSION_BY_NUMBER[mission].instrument, f"{where}[{j}]")
        state.lasting[i] = _lasting(s.get("lasting", []), f"seats[{i}].lasting", cards)
    hands_given = {i: cards.take_all(s["hand"], f"seats[{i}].hand") for i, s in enumerate(seats) if "hand" in s}
    top = cards.take_all(spec.get("deck", []), "deck")
    state.discard = cards.take_all(spec.get("discard", []), "discard")
    rest = cards.left
    state.rng.shuffle(rest)
    for i, s in enumerate(seats):
        state.hands[i] = hands_given[i] if i in hands_given else _deal(rest, f"seats[{i}].hand")
        for j, code in enumerate(spec_list(s.get("shown", []), f"seats[{i}].shown")):
            match = [card for card in state.hands[i] if CODE[card] == code and card not in state.shown[i]]
            if not match:
                raise ScenarioError(f"seats[{i}].shown[{j}]: {shown(code)} is not in the seat's hand")
            state.shown[i].add(match[0])
    state.deck = rest + top[::-1]
    highest = max(m for missions in state.missions for m in missions)
    state.first_player = next(i for i in range(players) if highest in state.missions[i])
    state.active = state.actor = spec_int(spec.get("active", state.first_player), "active", 0, players - 1)
    state.turn = spec_int(spec.get("turn", 1), "turn", 1, MOST_TURNS)
    direction = spec.get("direction", 1)
    if type(direction) is not int or direction not in (1, -1):
        raise ScenarioError(f"direction must be 1 (clockwise) or -1, got {shown(direction)}")
    state.direction = direction
    start = spec_choice(spec.get("start", "turn"), "start", tuple(STARTS))
    emit(state, "scenario", "setup", f"A prepared position: {seat_name(state.active)}'s turn.", seat=state.active)
    if start == "turn":
        state.turn -= 1  # starting the turn counts it
    else:
        state.phase = start
    push(state, TURN[STARTS[start] :])
    state.advance()
    state.opening_events, state.events = state.events, []
    return state
