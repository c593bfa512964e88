"""The conformance suite's hooks for Venture (2019): conservation of the game's cards, missions
and the cards in play, and an independent leak check built from the events (see
``tests/conformance_hooks.py``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from itertools import chain
from typing import Any

from conformance_hooks import Hooks, limits_tracker

from venture_widgets.core.view import observe_event
from venture_widgets.games.venture_2019.cards import (
    CARDS,
    CODE,
    MISSION_BY_NUMBER,
    MISSIONS_EACH,
    MISSIONS_IN_GAME,
    deck_cards,
)


def _resolving(state: Any) -> list[int]:
    """The cards whose effect is running (taken off the cards in play, not yet discarded): the
    card of each frame's scope, once per card."""
    found = {scope.get("card") for _, _, scope in state.frames}
    return sorted(card for card in found if card is not None)


def _places(state: Any) -> Counter[int]:
    """Every card somewhere in the game, counted once for each place that holds it."""
    lasting = [card for entries in state.lasting for card, _, _ in entries if card is not None]
    chained = [card for card, *_ in state.chain]
    face_up = [] if state.face_up is None else [state.face_up]
    return Counter(
        chain(
            state.deck,
            state.discard,
            *state.hands,
            state.completed.values(),
            lasting,
            chained,
            state.looking,
            face_up,
            _resolving(state),
        )
    )


def _check_missions(state: Any) -> None:
    """Four distinct missions a seat, in the game's range; an instrument of its colour on each
    completed one; at most four completed a seat, and the game is over exactly when one has four."""
    highest = MISSIONS_IN_GAME[state.players]
    every = [m for missions in state.missions for m in missions]
    assert all(len(missions) == MISSIONS_EACH for missions in state.missions), state.missions
    assert len(set(every)) == len(every) and all(1 <= m <= highest for m in every), state.missions
    assert set(state.completed) <= set(every), f"completed missions nobody holds: {state.completed}"
    for mission, card in state.completed.items():
        wanted = MISSION_BY_NUMBER[mission].instrument
        assert CARDS[card].instrument == wanted, f"mission {mission} holds {CODE[card]}, not a {wanted}"
    done = [sum(m in state.completed for m in missions) for missions in state.missions]
    assert max(done) <= MISSIONS_EACH, done
    four = [seat for seat, count in enumerate(done) if count == MISSIONS_EACH]
    assert state.is_over == bool(four), f"over: {state.is_over}, seats with four missions: {four}"
    assert state.winners() == four, f"winners {state.winners()}, four missions: {four}"


def _check_play(state: Any) -> None:
    """The cards in play and the seats asked to answer the newest one agree with the decision."""
    choice = state.choice
    kind = None if choice is None else choice.kind
    for index, (card, player, target, cancelled) in enumerate(state.chain):
        effect = CARDS[card].effect
        assert effect is not None, f"an instrument in play: {CODE[card]}"
        assert player is None or 0 <= player < state.players, state.chain
        assert target is None or 0 <= target < state.players, state.chain
        assert isinstance(cancelled, bool)
        assert index == 0 or effect.timing == "instant", f"{CODE[card]} answers a card but is no instant"
    window = state.window
    assert len(set(window)) == len(window) and all(0 <= seat < state.players for seat in window), window
    if window:
        assert kind == "answer" and choice.owner == window[0], f"{window} asked, decision {kind}"
        newest_player = state.chain[-1][1]
        assert newest_player is None or newest_player not in window, "the player is asked to answer their own card"
    if kind == "answer":
        assert state.chain and window, "asked to answer with nothing in play"
    assert (state.face_up is not None) == (kind == "first_use"), f"face up {state.face_up}, decision {kind}"
    assert not state.looking or kind == "keep", f"cards looked at ({state.looking}) outside Stargazing"
    if kind == "discard":
        assert len(state.hands[choice.owner]) > state.hand_limit, "asked to discard below the hand limit"


def _check_lasting(state: Any) -> None:
    """Each card beside a role stays there with its own lasting effect; a talent's is a shield."""
    for seat, entries in enumerate(state.lasting):
        for card, kind, spent in entries:
            assert isinstance(spent, bool)
            if card is None:
                assert kind == "shield", f"seat {seat}: a talent's {kind}"
            else:
                effect = CARDS[card].effect
                assert effect is not None and effect.lasting == kind, f"seat {seat}: {CODE[card]} as {kind}"
        assert sum(kind == "shield" for _, kind, _ in entries) <= 1, f"seat {seat}: two shields"


def venture_2019_invariant(state: Any) -> None:
    """Each card of the game's deck in exactly one place (deck, discard, a hand, a completed
    mission, beside a role, in play, looked at, face up, resolving); the missions; the hands'
    seen cards in their hands; the cards in play and the seats asked; the cards beside a role."""
    places = _places(state)
    wanted = Counter(deck_cards(state.players))
    assert places == wanted, f"cards not conserved: missing {wanted - places}, extra {places - wanted}"
    for seat in range(state.players):
        assert state.shown[seat] <= set(state.hands[seat]), f"seat {seat} shows cards it does not hold"
    assert state.direction in (1, -1) and 0 <= state.active < state.players
    # Setup: the moment the deck runs out, the discard pile becomes the new deck
    assert state.deck or not state.discard, f"the deck is empty beside a discard pile of {len(state.discard)}"
    _check_missions(state)
    _check_play(state)
    _check_lasting(state)


class Venture2019Leaks:
    """An independent check that observations leak no hidden card.

    It keeps, from the events alone (as a spectator sees them), which cards of each hand every
    seat saw go there: a card drawn face up and kept, a card taken from the discard pile, an
    instrument taken off a mission, the instrument a Eureka takes or a Breakthrough turns up. A
    card of that code leaving the hand (played, discarded, lost, spent on a mission or a talent)
    makes one fewer certain; a random steal makes all of the victim's unknown. From each seat's
    events it keeps what a Stargazing showed it. Then every observation must be the spectator's
    but for the seat's own hand and the cards it looks at; the spectator's hands show their
    counts and exactly the known cards.
    """

    def __init__(self, state: Any) -> None:
        self.players = state.players
        spec = getattr(state, "scenario_spec", None) or {}  # a scenario's seen cards are given in its spec
        seats = [*spec.get("seats", []), *[{}] * self.players][: self.players]
        self.known: list[Counter[str]] = [Counter(seat.get("shown", [])) for seat in seats]
        self.face_up: tuple[int, str] | None = None
        self.looked: list[list[str]] = [[] for _ in range(self.players)]
        self.feed(state.opening_events)

    def _leaves(self, seat: int, code: str) -> None:
        if self.known[seat][code]:
            self.known[seat][code] -= 1

    def feed(self, events: Iterable[dict[str, Any]]) -> None:
        for event in events:
            if event["type"] == "look":
                self.looked[event["seat"]] = list(observe_event(event, event["seat"])["cards"])
            self._public(observe_event(event, None))

    def _public(self, event: dict[str, Any]) -> None:
        kind, seat, card = event["type"], event.get("seat"), event.get("card")
        if kind == "draw_face_up":
            self.face_up = (seat, card)
        elif kind == "keep" and event["rule"].startswith("draw") and self.face_up is not None:
            self.known[self.face_up[0]][self.face_up[1]] += 1
            self.face_up = None
        elif kind == "bulb":
            self.face_up = None
        elif kind == "play":
            if self.face_up == (seat, card):  # played at once from the face-up draw, not from the hand
                self.face_up = None
            else:
                self._leaves(seat, card)
        elif kind in ("talent", "discard", "lose"):
            self._leaves(seat, card)
        elif kind == "complete":
            self._leaves(seat, MISSION_BY_NUMBER[event["mission"]].instrument)
        elif kind == "take":
            self.known[seat][card] += 1
        elif kind == "dig" and event["kept"] is not None:  # Breakthrough keeps the instrument it turned up
            self.known[seat][event["kept"]] += 1
        elif kind == "plagiarize":
            self.known[seat][MISSION_BY_NUMBER[event["mission"]].instrument] += 1
        elif kind == "swap":
            self._leaves(seat, event["gave"])
            self.known[seat][event["took"]] += 1
        elif kind == "steal":
            self.known[event["target"]].clear()

    def check(self, state: Any, observations: dict[int | None, dict[str, Any]]) -> None:
        public = observations[None]
        assert public["looking"] == [] and all("cards" not in view["hand"] for view in public["seats"])
        assert isinstance(public["deck"], int), "the deck shows more than its count"
        shown_face_up = None if self.face_up is None else self.face_up[1]
        assert public["face_up"] == shown_face_up, f"face up: {public['face_up']}, drawn in the open: {shown_face_up}"
        for seat, view in enumerate(public["seats"]):
            hand = Counter(CODE[card] for card in state.hands[seat])
            known = Counter(view["hand"]["known"])
            assert view["hand"]["count"] == len(state.hands[seat]), f"seat {seat}'s hand count"
            assert not known - hand, f"seat {seat}'s hand shows {sorted(known - hand)} it does not hold"
            leaked = known - self.known[seat]
            assert not leaked, f"seat {seat}'s hand shows {sorted(leaked)}, which not every seat saw go there"
            missing = self.known[seat] - known
            assert not missing, f"seat {seat}'s hand hides {sorted(missing)}, which every seat saw go there"
        for viewer in range(self.players):
            obs = observations[viewer]
            seats = [dict(view) for view in obs["seats"]]
            own = dict(seats[viewer]["hand"])
            assert sorted(own.pop("cards")) == sorted(CODE[card] for card in state.hands[viewer]), "own hand"
            seats[viewer]["hand"] = own
            looking = obs["looking"]
            assert not Counter(looking) - Counter(self.looked[viewer]), f"seat {viewer} looks at {looking} unshown"
            stripped = {**obs, "seat": None, "looking": [], "seats": seats}
            assert stripped == public, f"seat {viewer} sees more than its hand and the cards it looks at"


HOOKS = Hooks(invariant=venture_2019_invariant, leaks=Venture2019Leaks, limits=limits_tracker("venture_2019"))
