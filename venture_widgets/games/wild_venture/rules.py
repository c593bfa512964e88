"""The A Wild Venture state: setup, the contract methods, copying.

>>> from venture_widgets import load_game
>>> state = load_game("wild_venture").new_game(seed=1)
>>> state.current_player in (0, 1), state.legal_actions()[0].startswith("initiate ")
(True, True)
>>> events = state.apply(state.legal_actions()[0])
>>> events[0]["rule"]
'setup.initiate'
"""

from __future__ import annotations

import random
from typing import Any

from ...core.effects import NO_SCOPE, Choice, Run, push
from ...core.game import Event, Game
from ...core.interpreted import InterpretedState
from ...core.rng import Rng
from .boards import BOARDS
from .model import STARTER_OF
from .moves import emit, seat_name
from .ops import CONDITIONS, OPS
from .programs import SETUP
from .scoring import decide_winners, score_seat
from .tables import CARD_CODE, INITIATE_CARDS, STARTER_CARDS, deck_cards

ENCHANTMENT_TYPES: tuple[str, ...] = ("moon", "sun", "star")


class WildVentureState(InterpretedState):
    """A position of A Wild Venture. Build one with ``load_game("wild_venture").new_game(...)``."""

    def __init__(
        self, game: Game, seed: int, options: dict[str, Any], scenario_spec: dict[str, Any] | None = None
    ) -> None:
        Run.__init__(self, OPS, CONDITIONS)
        self.game = game
        self.players = 2
        self.seed = seed
        self.options = options
        self.scenario_spec = scenario_spec
        self.actions: list[str] = []
        self.rng = Rng(seed)
        self.board = BOARDS[options["board"]]
        self.board_tokens: dict[str, str] = {}  # space id -> "plus5" | "nest" | "gold_chest"
        self.board_enchant: dict[str, list[str]] = {}  # space id -> enchantment tokens waiting there
        self.deck: list[int] = []  # the end is the top
        self.trash: list[int] = []  # the end is the top
        self.initiates: list[int] = []
        self.hands: list[list[int]] = [[], []]
        self.tucked: list[list[int]] = [[], []]
        self.coins = [0, 0]
        self.starters: list[list[int]] = [[], []]
        self.upgraded: list[set[str]] = [set(), set()]  # species of the flipped starters
        self.villagers: list[list[int]] = [[], []]
        self.gear: list[list[int]] = [[], []]
        self.buildings: list[list[int]] = [[], []]
        self.supply: dict[int, int] = {}  # card in play -> supplies on it
        self.enchanted: dict[int, str] = {}  # building -> enchantment token type on it
        self.free_tokens: list[list[str]] = [[], []]  # enchantment tokens in each player's area
        self.position = ["home", "home"]
        self.returning = [False, False]
        self.species: list[str | None] = [None, None]
        self.first_player = 0
        self.active = 0
        self.actor = 0
        self.turn = 0
        self.main_left = 0
        self.used_main: set[int] = set()
        self.used_free: set[int] = set()
        self.considering: list[int] = []
        self.taken: list[int] = []
        self.known_deck: list[set[int]] = [set(), set()]  # deck cards whose place each seat knows
        self.known_hand: list[set[int]] = [set(), set()]  # cards of the other hand each seat knows
        self.final_turns: int | None = None
        self.choice: Choice | None = None
        self.over = False
        self.events: list[Event] = []
        self.opening_events: list[Event] = []
        self._legal: list[str] | None = None

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

    def describe_action(self, action: str) -> str:
        from .view import describe

        return describe(self, action)

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

    def observe(self, seat: int | None) -> dict[str, Any]:
        from .view import observe

        if seat is not None:
            self.check_seat(seat)
        return observe(self, seat)

    def snapshot(self) -> dict[str, Any]:
        def codes(cards: list[int]) -> list[str]:
            return [CARD_CODE[c] for c in cards]

        choice = self.choice
        return {
            "over": self.over,
            "turn": self.turn,
            "active": self.active,
            "actor": self.actor,
            "main_left": self.main_left,
            "final_turns": self.final_turns,
            "deck": codes(self.deck),
            "trash": codes(self.trash),
            "initiates": codes(self.initiates),
            "hands": [codes(h) for h in self.hands],
            "tucked": [codes(t) for t in self.tucked],
            "coins": list(self.coins),
            "upgraded": [sorted(u) for u in self.upgraded],
            "villagers": [codes(r) for r in self.villagers],
            "gear": [codes(r) for r in self.gear],
            "buildings": [codes(r) for r in self.buildings],
            "supply": {f"{CARD_CODE[c]}#{c}": n for c, n in sorted(self.supply.items())},
            "enchanted": {f"{CARD_CODE[c]}#{c}": t for c, t in sorted(self.enchanted.items())},
            "free_tokens": [list(t) for t in self.free_tokens],
            "board_tokens": dict(sorted(self.board_tokens.items())),
            "board_enchant": {k: list(v) for k, v in sorted(self.board_enchant.items())},
            "position": list(self.position),
            "returning": list(self.returning),
            "species": list(self.species),
            "used_main": sorted(CARD_CODE[c] for c in self.used_main),
            "used_free": sorted(CARD_CODE[c] for c in self.used_free),
            "considering": codes(self.considering),
            "taken": codes(self.taken),
            "known_deck": [sorted(CARD_CODE[c] for c in k) for k in self.known_deck],
            "known_hand": [sorted(CARD_CODE[c] for c in k) for k in self.known_hand],
            "rng": self.rng.state,
            "frames": [[[o.name for o in program], pc] for program, pc, _ in self.frames],
            "choice": None
            if choice is None
            else {"owner": choice.owner, "kind": choice.kind, "options": list(choice.options)},
            "actions": list(self.actions),
        }

    def clone(self) -> WildVentureState:
        new = object.__new__(WildVentureState)
        new.__dict__.update(self.__dict__)
        new.ops, new.conditions, new.scope = self.ops, self.conditions, NO_SCOPE
        new.frames = list(self.frames)
        new.env = dict(self.env)
        new.actions = list(self.actions)
        new.rng = self.rng.copy()
        new.board_tokens = dict(self.board_tokens)
        new.board_enchant = {k: list(v) for k, v in self.board_enchant.items()}
        new.deck = list(self.deck)
        new.trash = list(self.trash)
        new.initiates = list(self.initiates)
        new.hands = [list(self.hands[0]), list(self.hands[1])]
        new.tucked = [list(self.tucked[0]), list(self.tucked[1])]
        new.coins = list(self.coins)
        new.upgraded = [set(self.upgraded[0]), set(self.upgraded[1])]
        new.villagers = [list(self.villagers[0]), list(self.villagers[1])]
        new.gear = [list(self.gear[0]), list(self.gear[1])]
        new.buildings = [list(self.buildings[0]), list(self.buildings[1])]
        new.supply = dict(self.supply)
        new.enchanted = dict(self.enchanted)
        new.free_tokens = [list(self.free_tokens[0]), list(self.free_tokens[1])]
        new.position = list(self.position)
        new.returning = list(self.returning)
        new.species = list(self.species)
        new.used_main = set(self.used_main)
        new.used_free = set(self.used_free)
        new.considering = list(self.considering)
        new.taken = list(self.taken)
        new.known_deck = [set(self.known_deck[0]), set(self.known_deck[1])]
        new.known_hand = [set(self.known_hand[0]), set(self.known_hand[1])]
        new.events = []
        return new

    def determinize(self, seat: int, rng: random.Random) -> WildVentureState:
        from .view import determinize

        return determinize(self, self.check_seat(seat), rng)

    def __repr__(self) -> str:
        status = "over" if self.over else f"turn {self.turn}, seat {self.current_player} to act"
        return f"<wild_venture seed {self.seed}: {status}, {len(self.actions)} actions>"
