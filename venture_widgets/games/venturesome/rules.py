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

import random
from typing import Any

from ...core.effects import Choice, Run, push, resume
from ...core.game import Event, Game
from ...core.interpreted import InterpretedState
from ...core.rng import Rng
from .data import CARDS, CHARACTERS, THREATS
from .ops import CONDITIONS, OPS, TURN, emit, seat_name
from .scoring import decide_winners, score_pile

ROUNDS = 3


def hand_size(players: int) -> int:
    """Cards dealt to each player each round (Setup, step 2)."""
    return 9 if players == 2 else 6


class VenturesomeState(InterpretedState):
    """A position of Venturesome. Build one with ``load_game("venturesome").new_game(...)``."""

    def __init__(
        self, game: Game, players: int, seed: int, options: dict[str, Any], scenario_spec: dict[str, Any] | None = None
    ) -> None:
        Run.__init__(self, OPS, CONDITIONS)
        self.game = game
        self.players = players
        self.seed = seed
        self.options = options
        self.scenario_spec = scenario_spec
        self.actions: list[str] = []
        self.rng = Rng(seed)
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.expeditions: list[list[int]] = [[] for _ in range(players)]
        self.treasures: list[list[int]] = [[] for _ in range(players)]
        self.deck: list[int] = []  # index 0 is the bottom, the end is the top
        self.discard: list[int] = []  # the end is the top
        self.threat_deck: list[int] = []
        self.threat_discard: list[int] = []
        self.threats: list[int] = []  # revealed this round
        self.threat_by: list[int | None] = []  # who resolved each revealed threat
        self.intimidated: str | None = None
        self.in_round = [True] * players
        self.round = 1
        self.last_resolver: int | None = None
        self.known: list[set[int]] = [set() for _ in range(players)]  # cards of others' hands / the deck
        self.choice: Choice | None = None
        self.over = False
        self.events: list[Event] = []
        self.opening_events: list[Event] = []
        self._legal: list[str] | None = None

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
                self._legal = None
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

    def describe_action(self, action: str) -> str:
        from .view import describe

        return describe(self, action)

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

    def observe(self, seat: int | None) -> dict[str, Any]:
        from .view import observe

        if seat is not None:
            self.check_seat(seat)
        return observe(self, seat)

    def snapshot(self) -> dict[str, Any]:
        ids = [card.id for card in CARDS]
        threat_ids = [threat.id for threat in THREATS]
        choice = self.choice
        return {
            "round": self.round,
            "over": self.over,
            "hands": [[ids[c] for c in h] for h in self.hands],
            "expeditions": [[ids[c] for c in e] for e in self.expeditions],
            "treasures": [[ids[c] for c in t] for t in self.treasures],
            "deck": [ids[c] for c in self.deck],
            "discard": [ids[c] for c in self.discard],
            "threat_deck": [threat_ids[t] for t in self.threat_deck],
            "threat_discard": [threat_ids[t] for t in self.threat_discard],
            "threats": [threat_ids[t] for t in self.threats],
            "threat_by": list(self.threat_by),
            "intimidated": self.intimidated,
            "in_round": list(self.in_round),
            "last_resolver": self.last_resolver,
            "known": [sorted(ids[c] for c in k) for k in self.known],
            "rng": self.rng.state,
            "frames": [[[o.name for o in program], pc] for program, pc, _ in self.frames],
            "env": {k: (list(v) if isinstance(v, tuple) else v) for k, v in self.env.items()},
            "choice": None
            if choice is None
            else {"owner": choice.owner, "kind": choice.kind, "options": list(choice.options)},
            "actions": list(self.actions),
        }

    def clone(self) -> VenturesomeState:
        new = object.__new__(VenturesomeState)
        d = new.__dict__
        d.update(self.__dict__)
        new.ops, new.conditions = self.ops, self.conditions
        new.frames = list(self.frames)
        new.env = dict(self.env)
        new.actions = list(self.actions)
        new.rng = self.rng.copy()
        new.hands = [list(h) for h in self.hands]
        new.expeditions = [list(e) for e in self.expeditions]
        new.treasures = [list(t) for t in self.treasures]
        new.deck = list(self.deck)
        new.discard = list(self.discard)
        new.threat_deck = list(self.threat_deck)
        new.threat_discard = list(self.threat_discard)
        new.threats = list(self.threats)
        new.threat_by = list(self.threat_by)
        new.in_round = list(self.in_round)
        new.known = [set(k) for k in self.known]
        new.events = []
        return new

    def determinize(self, seat: int, rng: random.Random) -> VenturesomeState:
        from .view import determinize

        return determinize(self, self.check_seat(seat), rng)

    def __repr__(self) -> str:
        status = "over" if self.over else f"round {self.round}, seat {self.current_player} to act"
        return f"<venturesome {self.players} players, seed {self.seed}: {status}, {len(self.actions)} actions>"
