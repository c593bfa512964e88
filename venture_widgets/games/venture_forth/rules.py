"""The Venture Forth state: its fields, setup and the contract methods.

>>> from venture_widgets import load_game
>>> state = load_game("venture_forth").new_game(players=3, seed=1)
>>> state.current_player == state.first_player, state.legal_actions()[0].split()[0] in ("start", "redraw")
(True, True)
"""

from __future__ import annotations

from typing import Any

from ...core.effects import push
from ...core.fields import field, item, items, per_seat, seat_items, value
from ...core.game import Game
from ...core.interpreted import InterpretedState
from .boards import BOARDS
from .cards import CARDS
from .levels import LEVEL_CARDS_COUNT, LEVEL_III
from .model import Board
from .moves import emit, seat_name
from .ops import CONDITIONS, OPS
from .programs import SETUP
from .scoring import decide_winners, score_seat
from .tables import CARD_CODE, L3_CODE, TOKEN_CODE, TREASURE_CODE
from .tokens import EXPLORE_TOKENS
from .treasures import TREASURES

CARD = CARD_CODE.__getitem__  # how a snapshot names a card
TREASURE = TREASURE_CODE.__getitem__
TOKEN = TOKEN_CODE.__getitem__
LEVEL3 = L3_CODE.__getitem__
HAND_SIZE = 6  # cards dealt at setup; one becomes the starting adventurer
STARTING_COINS = (3, 4)  # the starting player's, everyone else's
LEVEL3_STACKS = 3


def _stacks(stacks: list[list[int]]) -> list[list[int]]:
    return [stack.copy() for stack in stacks]


class VentureForthState(InterpretedState):
    """A position of Venture Forth. Build one with ``load_game("venture_forth").new_game(...)``."""

    ops = OPS
    conditions = CONDITIONS
    board: Board = field(start=lambda state: BOARDS[state.options["side"]], show=None)  # shown by the option
    deck: list[int] = items(list, leaf=CARD)  # the end is the top
    discard: list[int] = items(list, leaf=CARD)  # the end is the top
    hands: list[list[int]] = seat_items(list, leaf=CARD)
    spaces: dict[str, int] = items(dict, leaf=CARD)  # path space id -> the card on it
    wandering: set[int] = items(set, leaf=CARD)  # cards on the board turned sideways
    path_tokens: dict[str, int] = items(dict, leaf=TOKEN)  # path id -> the explore token beside it
    face_down: set[str] = items(set)  # paths whose token lies face down (Hidden Explore Tokens)
    token_placer: dict[str, int] = items(dict)  # path id -> the seat that placed its token
    token_supply: list[int] = items(list, leaf=TOKEN)  # face down; the end is the next one
    revealed_token: int | None = item(leaf=TOKEN)  # the token being placed
    explored: list[list[int]] = seat_items(list, leaf=TOKEN)  # the explore tokens each seat took
    treasure_deck: list[int] = items(list, leaf=TREASURE)  # the end is the top, index 0 the bottom
    known_bottom: list[set[int]] = seat_items(set, leaf=TREASURE)  # treasures a seat put under the deck
    treasure_discard: list[int] = items(list, leaf=TREASURE)
    treasures: list[list[int]] = seat_items(list, leaf=TREASURE)
    looking: list[int] = items(list, leaf=TREASURE)  # treasures the actor is looking at
    level3_stacks: list[list[int]] = field(
        start=lambda state: [[] for _ in range(LEVEL3_STACKS)],
        copy=_stacks,
        show=lambda stacks: [[LEVEL3(c) for c in stack] for stack in stacks],
    )
    level_supply: int = value(LEVEL_CARDS_COUNT)  # Level I / II cards left in the supply
    party: list[list[int]] = seat_items(list, leaf=CARD)
    owner: dict[int, int] = items(dict, key=CARD)  # adventurer in a party -> its seat
    will: dict[int, int] = items(dict, key=CARD)
    despair: dict[int, int] = items(dict, key=CARD)
    level: dict[int, int] = items(dict, key=CARD)  # 1, 2 or 3
    level3: dict[int, int] = items(dict, leaf=LEVEL3, key=CARD)  # adventurer -> its Level III card
    coins: list[int] = per_seat(0)
    points: list[int] = per_seat(0)  # on the score track
    position: list[str | None] = per_seat(None)  # the site of each pawn (None before setup places it)
    first_player: int = value(0)
    active: int = value(0)
    actor: int = value(0)
    turn: int = value(0)
    treasure_used: bool = value(False)
    boost: int = value(0)  # power added to the party for this turn's encounters
    extra_turns: int = value(0)  # Nike's turns still owed to the active seat
    nike_turn: bool = value(False)  # this turn is one Nike gave
    final_order: tuple[int, ...] | None = value(None)  # the last turns still to come, once the end is near
    travel: tuple[str, str, str] | None = value(None)  # (path, from site, to site) of a journey
    at_space: str | None = value(None)  # where the pawn stands on the path
    exerted: set[int] = items(set, leaf=CARD)  # adventurers exerted in this encounter
    regrouped: int = value(0)  # cards discarded so far in this Regroup

    def __init__(
        self, game: Game, players: int, seed: int, options: dict[str, Any], scenario_spec: dict[str, Any] | None = None
    ) -> None:
        super().__init__(game, players, seed, options, scenario_spec)

    # --- set-up -----------------------------------------------------------------------------

    def setup(self, first_player: int | None) -> None:
        """Setup: shuffle the encounter deck, the Level III stacks, the treasures and the explore
        tokens; six cards each; coins; then each seat in turn order chooses its starting
        adventurer and temple (rulebook: Setting Up the Game)."""
        rng = self.rng
        self.deck = list(range(len(CARDS)))
        rng.shuffle(self.deck)
        level3 = list(range(len(LEVEL_III)))
        rng.shuffle(level3)
        size = -(-len(level3) // LEVEL3_STACKS)
        self.level3_stacks = [level3[i * size : (i + 1) * size] for i in range(LEVEL3_STACKS)]
        self.treasure_deck = list(range(len(TREASURES)))
        rng.shuffle(self.treasure_deck)
        self.token_supply = list(range(len(EXPLORE_TOKENS)))
        rng.shuffle(self.token_supply)
        how = "chosen by the first_player option"
        if first_player is None:
            first_player = rng.below(self.players)
            how = "drawn at random"
        self.first_player = self.active = self.actor = first_player
        for seat in range(self.players):
            self.hands[seat] = [self.deck.pop() for _ in range(HAND_SIZE)]
            self.coins[seat] = STARTING_COINS[0] if seat == first_player else STARTING_COINS[1]
        hidden = "; explore tokens are placed face down (variant)" if self.options["hidden_tokens"] else ""
        emit(
            self,
            "setup",
            "setup",
            f"{self.board.name} side of the board{hidden}. Each player draws {HAND_SIZE} cards. "
            f"{seat_name(first_player)} starts ({how}) with {STARTING_COINS[0]} coins; "
            f"everyone else has {STARTING_COINS[1]}.",
            seat=first_player,
        )
        push(self, SETUP)
        self.advance()
        self.opening_events, self.events = self.events, []

    # --- the contract -------------------------------------------------------------------------

    def scores(self) -> list[dict[str, int]]:
        return [score_seat(self, seat) for seat in range(self.players)]

    def outcome(self) -> dict[str, Any]:
        """Scores, explore tokens, winners and the reasoning step by step."""
        scores = self.scores()
        explored = [len(tokens) for tokens in self.explored]
        winners, steps = decide_winners(scores, explored)
        return {"scores": scores, "explored": explored, "winners": winners if self.over else [], "reasoning": steps}

    def winners(self) -> list[int]:
        if not self.over:
            return []
        return decide_winners(self.scores(), [len(tokens) for tokens in self.explored])[0]

    def __repr__(self) -> str:
        status = "over" if self.over else f"turn {self.turn}, seat {self.current_player} to act"
        return f"<venture_forth seed {self.seed}: {status}, {len(self.actions)} actions>"
