"""The A Wild Venture state: its fields, setup and the contract methods.

>>> from venture_widgets import load_game
>>> state = load_game("wild_venture").new_game(seed=1)
>>> state.current_player in (0, 1), state.legal_actions()[0].startswith("initiate ")
(True, True)
>>> events = state.apply(state.legal_actions()[0])
>>> events[0]["rule"]
'setup.initiate'
"""

from __future__ import annotations

from typing import Any

from ...core.effects import push
from ...core.fields import field, groups, items, per_seat, seat_items, value
from ...core.game import Game
from ...core.interpreted import InterpretedState
from .boards import BOARDS
from .model import ENCHANTMENT_TYPES, STARTER_OF, Board
from .moves import emit, seat_name
from .ops import CONDITIONS, OPS
from .programs import SETUP
from .scoring import decide_winners, score_seat
from .tables import CARD_CODE, INITIATE_CARDS, STARTER_CARDS, deck_cards

CARD = CARD_CODE.__getitem__  # how a snapshot names a card


def _card_key(card: int) -> str:
    """How a snapshot names a card in play: its code and index (both starters share a code)."""
    return f"{CARD_CODE[card]}#{card}"


class WildVentureState(InterpretedState):
    """A position of A Wild Venture. Build one with ``load_game("wild_venture").new_game(...)``."""

    ops = OPS
    conditions = CONDITIONS
    board: Board = field(start=lambda state: BOARDS[state.options["board"]], show=None)  # shown by the option
    board_tokens: dict[str, str] = items(dict)  # space id -> "plus5" | "nest" | "gold_chest"
    board_enchant: dict[str, list[str]] = groups()  # space id -> enchantment tokens waiting there
    deck: list[int] = items(list, leaf=CARD)  # the end is the top
    trash: list[int] = items(list, leaf=CARD)  # the end is the top
    initiates: list[int] = items(list, leaf=CARD)
    hands: list[list[int]] = seat_items(list, leaf=CARD)
    tucked: list[list[int]] = seat_items(list, leaf=CARD)
    coins: list[int] = per_seat(0)
    starters: list[list[int]] = seat_items(list, leaf=_card_key)
    upgraded: list[set[str]] = seat_items(set)  # species of the flipped starters
    villagers: list[list[int]] = seat_items(list, leaf=CARD)
    gear: list[list[int]] = seat_items(list, leaf=CARD)
    buildings: list[list[int]] = seat_items(list, leaf=CARD)
    supply: dict[int, int] = items(dict, key=_card_key)  # card in play -> supplies on it
    enchanted: dict[int, str] = items(dict, key=_card_key)  # building -> enchantment token type on it
    free_tokens: list[list[str]] = seat_items(list)  # enchantment tokens in each player's area
    position: list[str] = per_seat("home")
    returning: list[bool] = per_seat(False)
    species: list[str | None] = per_seat(None)
    first_player: int = value(0)
    active: int = value(0)
    actor: int = value(0)
    turn: int = value(0)
    main_left: int = value(0)
    used_main: set[int] = items(set, leaf=_card_key)
    used_free: set[int] = items(set, leaf=_card_key)
    considering: list[int] = items(list, leaf=CARD)
    taken: list[int] = items(list, leaf=CARD)
    known_deck: list[set[int]] = seat_items(set, leaf=CARD)  # deck cards whose place each seat knows
    known_hand: list[set[int]] = seat_items(set, leaf=CARD)  # cards of the other hand each seat knows
    final_turns: int | None = value(None)

    def __init__(
        self, game: Game, seed: int, options: dict[str, Any], scenario_spec: dict[str, Any] | None = None
    ) -> None:
        super().__init__(game, 2, seed, options, scenario_spec)

    # --- set-up -----------------------------------------------------------------------------

    def setup(self, first_player: int | None) -> None:
        """Setup: tokens on the board, the deck, coins, starters, hands, then the Initiate
        choices (the non-starting player first) and the first turn."""
        self.place_tokens()
        decks = ("core", "academy", "tidings") if self.options["even_wilder"] else ("core", self.options["theme"])
        self.deck = deck_cards(decks)
        self.rng.shuffle(self.deck)
        self.coins = [5, 5]
        for seat in (0, 1):
            self.starters[seat] = [STARTER_CARDS[starter][seat] for starter in STARTER_OF.values()]
        size = 8 if self.options["even_wilder"] else 5
        for seat in (0, 1):
            self.hands[seat] = [self.deck.pop() for _ in range(size)]
        self.initiates = list(INITIATE_CARDS)
        how = "chosen by the first_player option"
        if first_player is None:
            first_player = self.rng.below(2)
            how = "drawn at random"
        self.first_player = first_player
        decks_text = "all three decks" if self.options["even_wilder"] else self.options["theme"].title() + " theme deck"
        emit(
            self,
            "setup",
            "setup",
            f"{self.board.name} board, {decks_text}; "
            f"each player has 5 coins, 3 starters and {size} cards. {seat_name(first_player)} starts ({how}); "
            f"{seat_name(1 - first_player)} chooses an Initiate first.",
            seat=first_player,
        )
        push(self, SETUP)
        self.advance()
        self.opening_events, self.events = self.events, []

    def place_tokens(self) -> None:
        """Setup 2a-2e: Gold Chest, +5 and Nest tokens on their spots; two matching pairs of
        Enchantment tokens on the two Enchantment spaces; the third pair split between players."""
        enchant_spaces = []
        for space in self.board.spaces:
            if space.token == "enchant":
                enchant_spaces.append(space.id)
            elif space.token is not None:
                self.board_tokens[space.id] = space.token
        kinds = list(ENCHANTMENT_TYPES)
        self.rng.shuffle(kinds)
        for space_id, kind in zip(enchant_spaces, kinds, strict=False):
            self.board_enchant[space_id] = [kind, kind]
        self.free_tokens = [[kinds[-1]], [kinds[-1]]]

    # --- the contract -------------------------------------------------------------------------

    def scores(self) -> list[dict[str, int]]:
        return [score_seat(self, seat) for seat in (0, 1)]

    def outcome(self) -> dict[str, Any]:
        """Scores, leftover coins, winners and the reasoning step by step."""
        scores = self.scores()
        winners, steps = decide_winners(scores, self.coins, self.options["tiebreak"])
        return {
            "scores": scores,
            "coins": list(self.coins),
            "winners": winners if self.over else [],
            "reasoning": steps,
        }

    def winners(self) -> list[int]:
        if not self.over:
            return []
        return decide_winners(self.scores(), self.coins, self.options["tiebreak"])[0]

    def __repr__(self) -> str:
        status = "over" if self.over else f"turn {self.turn}, seat {self.current_player} to act"
        return f"<wild_venture seed {self.seed}: {status}, {len(self.actions)} actions>"
