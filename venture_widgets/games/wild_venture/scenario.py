"""Positions built from a JSON spec, for tests and tutorials (``game.scenario(spec)``).

A spec sets up the middle of a turn directly, without playing up to it::

    {
      "board": "spring", "theme": "academy",            # options, as for new_game
      "no_memory": false, "even_wilder": false, "tiebreak": false,
      "seed": 0,                                        # for the shuffled rest of the deck
      "active": 0, "main_actions_left": 2, "turn": 1, "final_turns": null,
      "deck": ["code", ...],                            # top first; omitted: every card of the
                                                        # chosen decks not placed elsewhere, shuffled
      "trash": ["code", ...],                           # bottom first
      "board_tokens": {"space": "plus5" | "nest" | "gold_chest"},   # omitted: the setup spots
      "board_enchant": {"space": ["moon", "moon"]},     # omitted: moon and sun pairs
      "players": [{
          "coins": 5, "hand": ["code"], "tucked": ["code"],
          "villagers": [{"code": "frog_wizard", "supply": 2}],        # or just "code" (full supply)
          "gear": [{"code": "...", "supply": 2}],
          "buildings": [{"code": "...", "supply": 0, "enchanted": "moon"}],
          "upgraded": ["nest"], "tokens": ["star"],     # starters flipped; Enchantment tokens in the area
          "position": "home", "returning": false, "species": "frog",
          "used_main": ["code"], "used_free": ["code"]
      }, {...}]
    }

Every card may appear once. Unknown keys, codes, spaces or values raise
:class:`~venture_widgets.core.errors.ScenarioError` naming the value.

>>> from venture_widgets import load_game
>>> s = load_game("wild_venture").scenario({"players": [{"villagers": ["frog_wizard"]}, {}], "deck": []})
>>> s.current_player, "activate frog_wizard" in s.legal_actions()
(0, True)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...core.effects import push
from ...core.errors import ScenarioError
from .model import SPECIES, STARTER_OF
from .moves import emit
from .programs import TURN_LOOP
from .rules import ENCHANTMENT_TYPES, WildVentureState
from .tables import CARD_KIND, CARD_SUPPLY, STARTER_CARDS, code_to_card, deck_cards

if TYPE_CHECKING:
    from ...core.game import Game

TOP_KEYS = {
    "board", "theme", "no_memory", "even_wilder", "tiebreak", "seed", "active", "main_actions_left", "turn",
    "final_turns", "deck", "trash", "board_tokens", "board_enchant", "players",
}  # fmt: skip
PLAYER_KEYS = {
    "coins", "hand", "tucked", "villagers", "gear", "buildings", "upgraded", "tokens", "position", "returning",
    "species", "used_main", "used_free",
}  # fmt: skip
OPTION_KEYS = ("board", "theme", "no_memory", "even_wilder", "tiebreak")


class _Cards:
    """Hands out each physical card once."""

    def __init__(self) -> None:
        self.used: set[int] = set()

    def take(self, code: object, where: str, kind: str | None = None) -> int:
        card = code_to_card(code)
        if CARD_KIND[card] == "starter":
            raise ScenarioError(f"{where}: {code!r} is a starter; every player has their own three already")
        if card in self.used:
            raise ScenarioError(f"{where}: card {code!r} appears twice in the scenario")
        if kind is not None and CARD_KIND[card] != kind:
            raise ScenarioError(f"{where}: {code!r} is a {CARD_KIND[card]}, not a {kind}")
        self.used.add(card)
        return card


def _list(value: object, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise ScenarioError(f"{where} must be a list, got {value!r:.60}")
    return value


def _int(value: object, where: str, low: int = 0) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        raise ScenarioError(f"{where} must be an integer of at least {low}, got {value!r:.60}")
    return value


def _row(state: WildVentureState, cards: _Cards, entries: object, kind: str, where: str) -> list[int]:
    row = []
    for i, entry in enumerate(_list(entries, where)):
        spot = f"{where}[{i}]"
        if isinstance(entry, str):
            entry = {"code": entry}
        if not isinstance(entry, Mapping) or "code" not in entry:
            raise ScenarioError(f"{spot} must be a card code or {{'code': ..., 'supply': n}}, got {entry!r:.60}")
        unknown = set(entry) - {"code", "supply", "enchanted"}
        if unknown:
            raise ScenarioError(f"{spot}: unknown key {sorted(unknown)[0]!r}")
        card = cards.take(entry["code"], spot, kind)
        default = 0 if kind == "building" else CARD_SUPPLY[card]
        state.supply[card] = _int(entry.get("supply", default), f"{spot}.supply")
        enchanted = entry.get("enchanted")
        if enchanted is not None:
            if kind != "building" or enchanted not in ENCHANTMENT_TYPES:
                raise ScenarioError(f"{spot}.enchanted={enchanted!r}: only buildings, with one of {ENCHANTMENT_TYPES}")
            state.enchanted[card] = enchanted
        row.append(card)
    return row


def _player(state: WildVentureState, cards: _Cards, seat: int, spec: object) -> None:
    where = f"players[{seat}]"
    if not isinstance(spec, Mapping):
        raise ScenarioError(f"{where} must be an object, got {spec!r:.60}")
    unknown = set(spec) - PLAYER_KEYS
    if unknown:
        raise ScenarioError(f"{where}: unknown key {sorted(unknown)[0]!r}; keys: {', '.join(sorted(PLAYER_KEYS))}")
    state.coins[seat] = _int(spec.get("coins", 5), f"{where}.coins")
    state.hands[seat] = [cards.take(c, f"{where}.hand") for c in _list(spec.get("hand", []), f"{where}.hand")]
    state.tucked[seat] = [cards.take(c, f"{where}.tucked") for c in _list(spec.get("tucked", []), f"{where}.tucked")]
    state.villagers[seat] = _row(state, cards, spec.get("villagers", []), "villager", f"{where}.villagers")
    state.gear[seat] = _row(state, cards, spec.get("gear", []), "gear", f"{where}.gear")
    state.buildings[seat] = _row(state, cards, spec.get("buildings", []), "building", f"{where}.buildings")
    state.starters[seat] = [STARTER_CARDS[starter][seat] for starter in STARTER_OF.values()]
    upgraded = _list(spec.get("upgraded", []), f"{where}.upgraded")
    by_starter = {starter: species for species, starter in STARTER_OF.items()}
    for starter in upgraded:
        if starter not in by_starter:
            raise ScenarioError(f"{where}.upgraded: {starter!r} is not a starter; starters: nest, lilypad, warren")
        state.upgraded[seat].add(by_starter[starter])
    tokens = _list(spec.get("tokens", []), f"{where}.tokens")
    for token in tokens:
        if token not in ENCHANTMENT_TYPES:
            raise ScenarioError(f"{where}.tokens: {token!r} is not an Enchantment token; tokens: {ENCHANTMENT_TYPES}")
    state.free_tokens[seat] = list(tokens)
    position = spec.get("position", "home")
    if position not in state.board.by_id:
        raise ScenarioError(f"{where}.position: no space {position!r} on the {state.board.name} board")
    state.position[seat] = position
    state.returning[seat] = bool(spec.get("returning", False))
    species = spec.get("species", SPECIES[seat])
    if species not in SPECIES:
        raise ScenarioError(f"{where}.species must be one of {SPECIES}, got {species!r}")
    state.species[seat] = species
    for key, used in (("used_main", state.used_main), ("used_free", state.used_free)):
        for code in _list(spec.get(key, []), f"{where}.{key}"):
            card = code_to_card(code)
            if CARD_KIND[card] == "starter":
                card = STARTER_CARDS[code][seat]
            used.add(card)


def build_scenario(game: Game, spec: Mapping[str, Any]) -> WildVentureState:
    """Build the position ``spec`` describes (see the module docstring)."""
    if not isinstance(spec, Mapping):
        raise ScenarioError(f"a scenario must be a JSON object, got {spec!r:.60}")
    unknown = set(spec) - TOP_KEYS
    if unknown:
        raise ScenarioError(f"unknown scenario key {sorted(unknown)[0]!r}; keys: {', '.join(sorted(TOP_KEYS))}")
    try:
        options = game.check_options({k: spec[k] for k in OPTION_KEYS if k in spec}, 2)
    except ValueError as error:
        raise ScenarioError(f"scenario option: {error}") from None
    seed = _int(spec.get("seed", 0), "seed")
    state = WildVentureState(game, seed, options, scenario_spec=dict(spec))
    state.place_tokens()
    if "board_tokens" in spec:
        state.board_tokens = {}
        for space, token in dict(spec["board_tokens"]).items():
            if space not in state.board.by_id or token not in ("plus5", "nest", "gold_chest"):
                raise ScenarioError(f"board_tokens: {space!r}: {token!r} is not a token on a space of this board")
            state.board_tokens[space] = token
    if "board_enchant" in spec:
        state.board_enchant = {}
        for space, tokens in dict(spec["board_enchant"]).items():
            if space not in state.board.by_id or any(
                t not in ENCHANTMENT_TYPES for t in _list(tokens, "board_enchant")
            ):
                raise ScenarioError(f"board_enchant: {space!r}: {tokens!r} is not a list of tokens on a space")
            state.board_enchant[space] = list(tokens)
    players = _list(spec.get("players", [{}, {}]), "players")
    if len(players) != 2:
        raise ScenarioError(f"players must list 2 players, got {len(players)}")
    cards = _Cards()
    for seat, player in enumerate(players):
        _player(state, cards, seat, player)
    state.trash = [cards.take(c, "trash") for c in _list(spec.get("trash", []), "trash")]
    if "deck" in spec:
        state.deck = [cards.take(c, "deck") for c in _list(spec["deck"], "deck")][::-1]
    else:
        decks = ("core", "academy", "tidings") if options["even_wilder"] else ("core", options["theme"])
        state.deck = [c for c in deck_cards(decks) if c not in cards.used]
        state.rng.shuffle(state.deck)
    active = spec.get("active", 0)
    if active not in (0, 1):
        raise ScenarioError(f"active must be 0 or 1, got {active!r}")
    state.active = state.actor = state.first_player = active
    state.main_left = _int(spec.get("main_actions_left", 2), "main_actions_left")
    if state.main_left > 2:
        raise ScenarioError(f"main_actions_left must be 0, 1 or 2, got {state.main_left}")
    state.turn = _int(spec.get("turn", 1), "turn", low=1)
    final = spec.get("final_turns")
    state.final_turns = None if final is None else _int(final, "final_turns", low=1)
    emit(state, "scenario", "setup", f"A prepared position: Seat {active} to play.", seat=active)
    push(state, TURN_LOOP)
    state.advance()
    state.opening_events, state.events = state.events, []
    return state
