"""The Venturesome state: setup, the turn loop, rounds, the end and the contract methods.

>>> from venture_widgets import load_game
>>> state = load_game("venturesome").new_game(players=3, seed=1)
>>> state.current_player, len(state.legal_actions()) > 0
(0, True)
>>> events = state.apply(state.legal_actions()[0])
>>> events[0]["rule"]
'turn.play'
"""

from __future__ import annotations

from typing import Any

from ...core.effects import push, resume
from ...core.fields import items, per_seat, seat_items, value
from ...core.interpreted import InterpretedState
from .data import CARDS, CHARACTERS, THREATS
from .ops import CONDITIONS, OPS, TURN, emit, seat_name
from .scoring import decide_winners, score_pile

ROUNDS = 3
CARD_ID = tuple(card.id for card in CARDS).__getitem__  # how a snapshot names a card
THREAT_ID = tuple(threat.id for threat in THREATS).__getitem__


def hand_size(players: int) -> int:
    """Cards dealt to each player each round (Setup, step 2)."""
    return 9 if players == 2 else 6


class VenturesomeState(InterpretedState):
    """A position of Venturesome. Build one with ``load_game("venturesome").new_game(...)``."""

    ops = OPS
    conditions = CONDITIONS
    hands: list[list[int]] = seat_items(list, leaf=CARD_ID)
    expeditions: list[list[int]] = seat_items(list, leaf=CARD_ID)
    treasures: list[list[int]] = seat_items(list, leaf=CARD_ID)
    deck: list[int] = items(list, leaf=CARD_ID)  # index 0 is the bottom, the end is the top
    discard: list[int] = items(list, leaf=CARD_ID)  # the end is the top
    threat_deck: list[int] = items(list, leaf=THREAT_ID)
    threat_discard: list[int] = items(list, leaf=THREAT_ID)
    threats: list[int] = items(list, leaf=THREAT_ID)  # revealed this round
    threat_by: list[int | None] = items(list)  # who resolved each revealed threat
    intimidated: str | None = value(None)
    in_round: list[bool] = per_seat(True)
    round: int = value(1)
    last_resolver: int | None = value(None)
    known: list[set[int]] = seat_items(set, leaf=CARD_ID)  # cards of others' hands / the deck

    # --- set-up and the flow of turns and rounds ------------------------------------------------

    def setup(self, first_player: int | None) -> None:
        """Setup: shuffle and deal, reveal threats, pick the first player, start the first turn."""
        self.deck = list(range(len(CARDS)))
        self.rng.shuffle(self.deck)
        self.threat_deck = list(range(len(THREATS)))
        self.rng.shuffle(self.threat_deck)
        self.deal()
        self.reveal_threats()
        how = "chosen by the first_player option"
        if first_player is None:
            first_player = self.rng.below(self.players)
            how = "drawn at random"
        emit(
            self,
            "setup",
            "setup",
            f"{seat_name(first_player)} goes first ({how}).",
            seat=first_player,
        )
        self.start_turn(first_player)
        self.advance()
        self.opening_events, self.events = self.events, []

    def deal(self) -> None:
        """Deal each player a hand, reshuffling the discard pile when the deck runs out; when
        even that is short, everyone gets the same smaller number and the rest stays in the deck."""
        size = hand_size(self.players)
        per = min(size, (len(self.deck) + len(self.discard)) // self.players)
        if per < size:
            emit(
                self,
                "short_deal",
                "round.short_deal",
                f"Not enough cards for {size} each: everyone gets {per}.",
                count=per,
            )
        self.known = [set() for _ in range(self.players)]
        for _ in range(per):
            for hand in self.hands:
                hand.append(self.top_card(self.deck, self.discard, "reshuffle", "round.deal", "character"))
        emit(self, "deal", "round.deal", f"Each player is dealt {per} cards.", count=per)

    def top_card(self, deck: list[int], discard: list[int], kind: str, rule: str, what: str) -> int:
        """Take the top card of ``deck``; when it is empty, first shuffle ``discard`` into it."""
        if not deck:
            deck.extend(discard)
            discard.clear()
            self.rng.shuffle(deck)
            emit(self, kind, rule, f"The {what} deck ran out: its discard pile is shuffled into a new deck.")
        return deck.pop()

    def reveal_threats(self) -> None:
        """Reveal one threat per player, reshuffling the threat discard pile when needed."""
        self.threats = []
        for _ in range(self.players):
            self.threats.append(
                self.top_card(
                    self.threat_deck, self.threat_discard, "reshuffle_threats", "round.reveal_threats", "threat"
                )
            )
        self.threat_by = [None] * len(self.threats)
        names = ", ".join(THREATS[t].name for t in self.threats)
        emit(
            self,
            "reveal_threats",
            "round.reveal_threats",
            f"Threats revealed: {names}.",
            threats=[THREATS[t].id for t in self.threats],
        )

    def start_turn(self, seat: int) -> None:
        """Begin ``seat``'s turn (a fresh environment for the turn program)."""
        self.env = {"actor": seat}
        push(self, TURN)

    def advance(self) -> None:
        """Run the rules until somebody owes a decision or the game ends."""
        while True:
            choice = resume(self)
            if choice is not None or self.over:
                self.choice = choice
                return
            self.next_turn()

    def next_turn(self) -> None:
        """Pass the turn clockwise to the next player still in the round, or end the round."""
        actor = self.env["actor"]
        for step in range(1, self.players + 1):
            seat = (actor + step) % self.players
            if self.in_round[seat]:
                self.start_turn(seat)
                return
        self.end_round()

    def end_round(self) -> None:
        """End of Round and Preparing the Next (or the end of the game after round 3)."""
        if self.round == ROUNDS:
            self.over = True
            self.env = {}
            winners = self.winners()
            text = "The game is over. " + (
                f"Winner: {', '.join(seat_name(p) for p in winners)}." if winners else "Nobody wins."
            )
            emit(self, "game_over", "scoring", text, scores=self.scores(), winners=winners)
            return
        emit(self, "round_end", "round.end", f"Round {self.round} ends.")
        self.threat_discard.extend(self.threats)
        self.round += 1
        self.reveal_threats()
        self.deal()
        if self.intimidated is not None:
            emit(
                self,
                "intimidation_down",
                "round.intimidation_reset",
                f"The {CHARACTERS[self.intimidated].name} intimidation card is turned face down.",
            )
            self.intimidated = None
        self.in_round = [True] * self.players
        first = (self.last_resolver + 1) % self.players  # type: ignore[operator]
        emit(
            self,
            "round_start",
            "round.first_player",
            f"Round {self.round} begins with {seat_name(first)}, left of the last player to resolve a threat.",
            seat=first,
            round=self.round,
        )
        self.start_turn(first)

    # --- the contract ---------------------------------------------------------------------------

    def scores(self) -> list[dict[str, int]]:
        return [score_pile(pile) for pile in self.treasures]

    def outcome(self) -> dict[str, Any]:
        """Scores, treasure-card counts, winners and the tie-break reasoning step by step."""
        scores = self.scores()
        cards = [len(pile) for pile in self.treasures]
        winners, steps = decide_winners(scores, cards)
        return {"scores": scores, "cards": cards, "winners": winners if self.over else [], "reasoning": steps}

    def winners(self) -> list[int]:
        if not self.over:
            return []
        return decide_winners(self.scores(), [len(pile) for pile in self.treasures])[0]

    def __repr__(self) -> str:
        status = "over" if self.over else f"round {self.round}, seat {self.current_player} to act"
        return f"<venturesome {self.players} players, seed {self.seed}: {status}, {len(self.actions)} actions>"
