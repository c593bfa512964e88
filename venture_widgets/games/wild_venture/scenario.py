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

Cards may be named as people read them (``"Frog Wizard"``) or by code (``"frog_wizard"``), and
spaces of the board by name (``"Bramble Gate"``) or id (``"w1"``). Every card may appear once.
A board token may only lie on its own setup spot, an Enchantment
token only on an Enchantment space (at most a pair there); the spec places at most two tokens of
each Enchantment type, and a player holds at most one of a type. ``used_main`` and ``used_free`` name
cards in that player's area (villagers, gear, buildings, starters). The two species differ.
Unknown keys, codes, spaces or values raise :class:`~venture_widgets.core.errors.ScenarioError`
naming the field and the value.

>>> from venture_widgets import load_game
>>> s = load_game("wild_venture").scenario({"players": [{"villagers": ["frog_wizard"]}, {}], "deck": []})
>>> s.current_player, "activate frog_wizard" in s.legal_actions()
(0, True)
>>> s = load_game("wild_venture").scenario({"players": [
...     {"villagers": ["Frog Wizard"], "position": "Bramble Gate"}, {"hand": ["Postal Contract"]}]})
>>> s.position[0], s.hands[1] == [code_to_card("postal_contract")]
('w1', True)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping
from typing import TYPE_CHECKING, Any

from ...core.effects import push
from ...core.errors import ScenarioError, shown
from ...core.rng import check_seed
from ...core.spec import spec_choice, spec_distinct, spec_flag, spec_int, spec_list, spec_mapping, spec_object
from .boards import TOKEN_REWARDS
from .model import ENCHANTMENT_TYPES, SPECIES, SPECIES_OF_STARTER, STARTER_OF
from .moves import emit
from .programs import TURN_LOOP
from .rules import WildVentureState
from .tables import CARD_CODE, CARD_KIND, CARD_NAME, CARD_SUPPLY, STARTER_CARDS, code_to_card, deck_cards

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
ROW_KEYS = ("code", "supply", "enchanted")
TOKENS_OF_A_TYPE = 2  # Enchantment tokens come in pairs


#: Card codes by the names people read ("Frog Wizard" -> "frog_wizard").
CODE_BY_NAME = dict(zip(CARD_NAME, CARD_CODE, strict=True))


def read_name(value: object, names: Mapping[str, str]) -> object:
    """The id that ``value`` names, if it is one of ``names``; any other value as it is (for
    the check that follows to refuse it by name).

    >>> read_name("Frog Wizard", CODE_BY_NAME), read_name("frog_wizard", CODE_BY_NAME)
    ('frog_wizard', 'frog_wizard')
    """
    return names.get(value, value) if isinstance(value, str) else value


def _space_names(state: WildVentureState) -> dict[str, str]:
    """The ids of the spaces of the state's board, by name."""
    return {space.name: space.id for space in state.board.spaces}


def _space(state: WildVentureState, value: object, where: str) -> str:
    """A space of the state's board, named by id or by name."""
    return spec_choice(read_name(value, _space_names(state)), where, state.board.by_id)


class _Cards:
    """Hands out each physical card once."""

    def __init__(self) -> None:
        self.used: set[int] = set()

    def take(self, name: object, where: str, kind: str | None = None) -> int:
        code = read_name(name, CODE_BY_NAME)
        try:
            card = code_to_card(code)
        except ScenarioError:
            raise ScenarioError(
                f"{where}: {shown(name)} is not a card code or name (e.g. 'frog_wizard' or 'Frog Wizard')"
            ) from None
        if CARD_KIND[card] == "starter":
            raise ScenarioError(f"{where}: {code!r} is a starter; every player has their own three already")
        if card in self.used:
            raise ScenarioError(f"{where}: card {code!r} appears twice in the scenario")
        if kind is not None and CARD_KIND[card] != kind:
            raise ScenarioError(f"{where}: {code!r} is a {CARD_KIND[card]}, not a {kind}")
        self.used.add(card)
        return card

    def take_all(self, codes: object, where: str) -> list[int]:
        return [self.take(code, f"{where}[{i}]") for i, code in enumerate(spec_list(codes, where))]


def _row(state: WildVentureState, cards: _Cards, entries: object, kind: str, where: str) -> list[int]:
    row = []
    for i, entry in enumerate(spec_list(entries, where)):
        spot = f"{where}[{i}]"
        if isinstance(entry, str):
            entry = {"code": entry}
        if "code" not in spec_object(entry, spot, ROW_KEYS):
            raise ScenarioError(f"{spot} must be a card code or {{'code': ..., 'supply': n}}, got {shown(entry)}")
        card = cards.take(entry["code"], spot, kind)
        if kind == "building":  # a building holds the supplies put on it, from none up
            state.supply[card] = spec_int(entry.get("supply", 0), f"{spot}.supply")
        else:
            state.supply[card] = spec_int(
                entry.get("supply", CARD_SUPPLY[card]), f"{spot}.supply", 0, CARD_SUPPLY[card]
            )
        enchanted = entry.get("enchanted")
        if enchanted is not None:
            if kind != "building":
                raise ScenarioError(f"{spot}.enchanted: only buildings are enchanted, not a {kind}")
            state.enchanted[card] = spec_choice(enchanted, f"{spot}.enchanted", ENCHANTMENT_TYPES)
        row.append(card)
    return row


def _player(state: WildVentureState, cards: _Cards, seat: int, spec: object) -> None:
    where = f"players[{seat}]"
    spec = spec_object(spec, where, PLAYER_KEYS)
    state.coins[seat] = spec_int(spec.get("coins", 5), f"{where}.coins")
    state.hands[seat] = cards.take_all(spec.get("hand", []), f"{where}.hand")
    state.tucked[seat] = cards.take_all(spec.get("tucked", []), f"{where}.tucked")
    state.villagers[seat] = _row(state, cards, spec.get("villagers", []), "villager", f"{where}.villagers")
    state.gear[seat] = _row(state, cards, spec.get("gear", []), "gear", f"{where}.gear")
    state.buildings[seat] = _row(state, cards, spec.get("buildings", []), "building", f"{where}.buildings")
    state.starters[seat] = [STARTER_CARDS[starter][seat] for starter in STARTER_OF.values()]
    starters = [read_name(name, CODE_BY_NAME) for name in spec_list(spec.get("upgraded", []), f"{where}.upgraded")]
    upgraded = _names(starters, f"{where}.upgraded", SPECIES_OF_STARTER)
    state.upgraded[seat] = {SPECIES_OF_STARTER[starter] for starter in upgraded}
    state.free_tokens[seat] = _names(spec.get("tokens", []), f"{where}.tokens", ENCHANTMENT_TYPES)
    owned = [*state.free_tokens[seat], *(state.enchanted[b] for b in state.buildings[seat] if b in state.enchanted)]
    spec_distinct(owned, f"{where}: its tokens and enchanted buildings (one of each type at most)")
    state.position[seat] = _space(state, spec.get("position", "home"), f"{where}.position")
    state.returning[seat] = spec_flag(spec.get("returning", False), f"{where}.returning")
    state.species[seat] = spec_choice(spec.get("species", SPECIES[seat]), f"{where}.species", SPECIES)
    area = [*state.villagers[seat], *state.gear[seat], *state.buildings[seat], *state.starters[seat]]
    by_code = {CARD_CODE[card]: card for card in area}
    for key, used in (("used_main", state.used_main), ("used_free", state.used_free)):
        codes = [read_name(name, CODE_BY_NAME) for name in spec_list(spec.get(key, []), f"{where}.{key}")]
        used.update(by_code[code] for code in _names(codes, f"{where}.{key}", by_code))


def _names(value: object, where: str, choices: Collection[str]) -> list[str]:
    """A list of distinct names, each one of ``choices``."""
    names = [spec_choice(name, f"{where}[{i}]", choices) for i, name in enumerate(spec_list(value, where))]
    return spec_distinct(names, where)


def _board_tokens(state: WildVentureState, spec: Mapping[str, Any]) -> None:
    """The setup tokens still on the board (each on its own setup spot) and the Enchantment
    tokens still on Enchantment spaces (at most a pair on each)."""
    if "board_tokens" in spec:
        spots = {space.id: space.token for space in state.board.spaces if space.token in TOKEN_REWARDS}
        state.board_tokens = {}
        for name, token in spec_mapping(spec["board_tokens"], "board_tokens").items():
            space = spec_choice(read_name(name, _space_names(state)), "a board_tokens space", spots)
            state.board_tokens[space] = spec_choice(token, f"board_tokens.{space}", (spots[space],))
    if "board_enchant" in spec:
        spaces = [space.id for space in state.board.spaces if space.token == "enchant"]
        state.board_enchant = {}
        for name, tokens in spec_mapping(spec["board_enchant"], "board_enchant").items():
            space = spec_choice(read_name(name, _space_names(state)), "a board_enchant space", spaces)
            names = [
                spec_choice(t, f"board_enchant.{space}[{i}]", ENCHANTMENT_TYPES)
                for i, t in enumerate(spec_list(tokens, f"board_enchant.{space}"))
            ]
            if len(names) > TOKENS_OF_A_TYPE:
                raise ScenarioError(f"board_enchant.{space} holds at most a pair of tokens, got {shown(names)}")
            state.board_enchant[space] = names


def _check_token_counts(state: WildVentureState, spec: Mapping[str, Any]) -> None:
    """The game has a pair of tokens of each Enchantment type: the spec places no more (the setup's
    tokens on the board, where ``board_enchant`` is omitted, are not counted)."""
    counts: Counter[str] = Counter()
    if "board_enchant" in spec:
        counts.update(token for tokens in state.board_enchant.values() for token in tokens)
    counts.update(token for tokens in state.free_tokens for token in tokens)
    counts.update(state.enchanted.values())
    for token, count in sorted(counts.items()):
        if count > TOKENS_OF_A_TYPE:
            raise ScenarioError(
                f"{count} {token} tokens are placed (on board_enchant spaces, in players' tokens and on enchanted "
                f"buildings), but the game has {TOKENS_OF_A_TYPE}"
            )


def build_scenario(game: Game, spec: Mapping[str, Any]) -> WildVentureState:
    """Build the position ``spec`` describes (see the module docstring)."""
    spec = spec_object(spec, "scenario", TOP_KEYS)
    try:
        options = game.check_options({k: spec[k] for k in OPTION_KEYS if k in spec}, 2)
    except ValueError as error:
        raise ScenarioError(f"scenario option: {error}") from None
    seed = check_seed(spec.get("seed", 0), ScenarioError)
    state = WildVentureState(game, seed, options, scenario_spec=dict(spec))
    state.place_tokens()
    _board_tokens(state, spec)
    players = spec_list(spec.get("players", [{}, {}]), "players")
    if len(players) != 2:
        raise ScenarioError(f"players must list 2 players, got {len(players)}")
    cards = _Cards()
    for seat, player in enumerate(players):
        _player(state, cards, seat, player)
    if state.species[0] == state.species[1]:
        raise ScenarioError(f"both players are {state.species[0]}s: players[1].species must differ")
    _check_token_counts(state, spec)
    state.trash = cards.take_all(spec.get("trash", []), "trash")
    if "deck" in spec:
        state.deck = cards.take_all(spec["deck"], "deck")[::-1]
    else:
        decks = ("core", "academy", "tidings") if options["even_wilder"] else ("core", options["theme"])
        state.deck = [c for c in deck_cards(decks) if c not in cards.used]
        state.rng.shuffle(state.deck)
    active = spec_int(spec.get("active", 0), "active", 0, 1)
    state.active = state.actor = state.first_player = active
    state.main_left = spec_int(spec.get("main_actions_left", 2), "main_actions_left", 0, 2)
    state.turn = spec_int(spec.get("turn", 1), "turn", 1)
    final = spec.get("final_turns")
    state.final_turns = None if final is None else spec_int(final, "final_turns", 1, 2)
    emit(state, "scenario", "setup", f"A prepared position: Seat {active} to play.", seat=active)
    push(state, TURN_LOOP)
    state.advance()
    state.opening_events, state.events = state.events, []
    return state
