"""The Venture (2019) state: its fields, setup and the contract methods.

>>> from venture_widgets import load_game
>>> state = load_game("venture_2019").new_game(players=3, seed=1)
>>> max(state.missions[state.active]) == 12  # the first player holds the highest mission
True
>>> state.phase in ("draw", "actions")
True
"""

from __future__ import annotations

from typing import Any

from ...core.effects import push
from ...core.fields import item, items, per_seat, seat_items, value
from ...core.interpreted import InterpretedState
from ...core.moves import emit, emit_private, seat_name
from .cards import CODE, HAND_SIZE, MISSIONS_EACH, MISSIONS_IN_GAME, ROLE_BY_ID, deck_cards
from .model import ROLES
from .ops import CONDITIONS, OPS
from .programs import TURN
from .text import card_words, mission_words

CARD = CODE.__getitem__  # how a snapshot names a card
#: One lasting effect beside a role: (card or ``None`` for a talent, kind, spent).
Lasting = tuple[int | None, str, bool]


def _show_lasting(entry: Lasting) -> list[Any]:
    card, kind, spent = entry
    return [None if card is None else CODE[card], kind, spent]


def _show_entry(entry: tuple[int, int | None, int | None, bool]) -> list[Any]:
    card, player, target, cancelled = entry
    return [CODE[card], player, target, cancelled]


class VentureState(InterpretedState):
    """A position of Venture (2019). Build one with ``load_game("venture_2019").new_game(...)``."""

    ops = OPS
    conditions = CONDITIONS
    end_rule = "end"
    roles: list[str] = per_seat("")
    missions: list[list[int]] = seat_items(list)
    completed: dict[int, int] = items(dict, leaf=CARD)  # mission -> the instrument on it
    hands: list[list[int]] = seat_items(list, leaf=CARD)
    shown: list[set[int]] = seat_items(set, leaf=CARD)  # cards of each hand every seat saw go there
    deck: list[int] = items(list, leaf=CARD)  # the end is the top
    discard: list[int] = items(list, leaf=CARD)  # the end is the top, face up
    lasting: list[list[Lasting]] = seat_items(list, leaf=_show_lasting)
    chain: list[tuple[int, int | None, int | None, bool]] = items(list, leaf=_show_entry)
    window: list[int] = items(list)  # the seats still to be asked to answer the newest card in play
    resolving: int | None = item(leaf=CARD)  # the card whose effect is being carried out (it may ask a question)
    looking: list[int] = items(list, leaf=CARD)  # cards a Stargazing looks at
    face_up: int | None = item(leaf=CARD)  # the card drawn in Phase 1, bulb off, not yet kept or played
    first_player: int = value(0)
    active: int = value(0)
    actor: int = value(0)
    direction: int = value(1)
    turn: int = value(0)
    phase: str = value("setup")
    actions_left: int = value(0)
    talent_used: bool = value(False)
    hand_limit: int = value(HAND_SIZE)
    winner: int | None = value(None)

    # --- set-up -----------------------------------------------------------------------------

    def setup(self) -> None:
        """Setup: roles dealt face up, four missions each from #1 to the table's number, the deck
        of every action card and the instruments for the player count, five cards each; the first
        player holds the highest mission."""
        rng = self.rng
        roles = list(ROLES)
        rng.shuffle(roles)
        self.roles = roles[: self.players]
        for seat, role in enumerate(self.roles):
            emit(
                self, "setup", "setup.roles", f"{seat_name(seat)} is the {ROLE_BY_ID[role].name}.", seat=seat, role=role
            )
        numbers = list(range(1, MISSIONS_IN_GAME[self.players] + 1))
        rng.shuffle(numbers)
        for seat in range(self.players):
            self.missions[seat] = sorted(numbers[seat * MISSIONS_EACH : (seat + 1) * MISSIONS_EACH])
            shown = ", ".join(str(m) for m in self.missions[seat])
            emit(
                self,
                "setup",
                "setup.missions",
                f"{seat_name(seat)}'s missions: {shown}.",
                seat=seat,
                missions=self.missions[seat],
            )
        self.deck = deck_cards(self.players)
        rng.shuffle(self.deck)
        emit(
            self, "setup", "setup.deck", f"The deck holds {len(self.deck)} cards: 56 action cards and the instruments."
        )
        for seat in range(self.players):
            hand = [self.deck.pop() for _ in range(HAND_SIZE)]
            self.hands[seat] = hand
            emit_private(
                self,
                "deal",
                "setup.deck",
                f"{seat_name(seat)} is dealt {HAND_SIZE} cards.",
                "You are dealt " + ", ".join(card_words(card) for card in hand) + ".",
                [seat],
                seat=seat,
                cards=[CODE[card] for card in hand],
            )
        highest = max(m for seat_missions in self.missions for m in seat_missions)
        first = next(seat for seat in range(self.players) if highest in self.missions[seat])
        self.first_player = self.active = self.actor = first
        emit(
            self,
            "setup",
            "setup.first_player",
            f"{seat_name(first)} holds {mission_words(highest)}, the highest: they go first.",
            seat=first,
        )
        push(self, TURN)
        self.advance()
        self.opening_events, self.events = self.events, []

    # --- what the rules read ---------------------------------------------------------------------

    def completed_count(self, seat: int) -> int:
        """How many of ``seat``'s missions are completed."""
        return sum(m in self.completed for m in self.missions[seat])

    # --- the contract -------------------------------------------------------------------------

    def scores(self) -> list[dict[str, int]]:
        """Missions completed by each seat (the winner has four)."""
        return [
            {"total": self.completed_count(seat), "missions": self.completed_count(seat)}
            for seat in range(self.players)
        ]

    def winners(self) -> list[int]:
        """The seat that completed its fourth mission, once the game is over."""
        return [] if self.winner is None else [self.winner]

    def outcome(self) -> dict[str, Any]:
        """The scores, the winner and the reasoning (each step ``{"rule", "seats", "text"}``).

        >>> from venture_widgets import load_game
        >>> [step["rule"] for step in load_game("venture_2019").new_game(players=3, seed=2).outcome()["reasoning"]]
        ['end']
        """
        scores = self.scores()
        if self.winner is None:
            text = "Nobody has completed four missions yet."
        else:
            text = f"{seat_name(self.winner)} completed all four missions first and wins the Nobel Prize."
        return {
            "scores": scores,
            "winners": self.winners(),
            "reasoning": [{"rule": "end", "seats": self.winners(), "text": text}],
        }

    def __repr__(self) -> str:
        status = "over" if self.over else f"turn {self.turn}, seat {self.current_player} to decide"
        return f"<venture_2019 seed {self.seed}: {status}, {len(self.actions)} actions>"
