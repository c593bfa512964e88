"""Positions built from a JSON spec, for tests and tutorials (``game.scenario(spec)``).

A spec sets up the start of a turn directly (the active seat's turn decision), without playing
up to it::

    {
      "side": "sea_corner", "hidden_tokens": false,     # options, as for new_game
      "first_player": 0,                                # the option too (default 0)
      "seed": 0,                                        # shuffles what the spec leaves out
      "active": 0, "turn": 1,                           # whose turn, and its number
      "final_order": [1, 0],                            # the last turns still to come after this one
      "extra_turns": 0, "nike_turn": false,             # Nike's turns owed; this turn is one of them
      "board": {"p3.1": "hoplite", "p3.2": {"card": "lion", "wandering": true}},
      "path_tokens": {"p3": "token_2t_1"},              # or {"token": "2t", "face_down": true, "placer": 1}
      "deck": ["code", ...],                            # top first; omitted: the rest, shuffled
      "discard": ["code", ...],                         # bottom first (the last is on top)
      "treasure_deck": ["code", ...],                   # top first; omitted: the rest, shuffled
      "treasure_discard": ["code", ...],                # bottom first
      "token_supply": ["code", ...],                    # the next one drawn first; omitted: the rest, shuffled
      "level3": [["code", ...], [...], [...]],          # three stacks, each top first;
                                                        # omitted: the rest, shuffled and dealt into three
      "players": [{                                     # 2 to 4 players
          "coins": 4, "points": 0, "site": "country",
          "hand": ["code"], "treasures": ["code"], "explored": ["token code"],
          "party": [{"card": "archer", "level": 1, "will": 3, "despair": 0},   # or just "archer"
                    {"card": "poet", "level": 3, "level3": "fury_of_ares"}]
      }, {...}]
    }

Encounter cards and treasures may be named as people read them (``"Golden Fleece"``) or by code
(``"golden_fleece"``), sites by name (``"Country"``) or id. Explore tokens are named by code
(``"token_2t_1"``) or by their face (``"2t"``: the next copy of that face not placed yet). Every
card, treasure, token and Level III card may appear once; a Level III card belongs to a level-3
adventurer (``level3``) or to a stack. A face-down token needs the variant ``hidden_tokens``,
under which tokens lie face down unless the spec says ``"face_down": false``; a token's placer
defaults to the active seat. A player's pawn defaults to the temple sites in board order (seat 0
on the first). Unknown keys, codes, spaces or values raise
:class:`~venture_widgets.core.errors.ScenarioError` naming the field and the value.

>>> from venture_widgets import load_game
>>> game = load_game("venture_forth")
>>> s = game.scenario({"players": [{"party": [{"card": "Archer", "will": 3}], "site": "Country"}, {}],
...                    "board": {"p3.1": "hoplite", "p3.2": {"card": "lion", "wandering": True}}})
>>> s.current_player, s.players, "venture p3" in s.legal_actions(), s.will[s.party[0][0]]
(0, 2, True, 3)
>>> game.scenario({"players": [{"party": ["archer"]}, {"party": ["Archer"]}]})
Traceback (most recent call last):
...
venture_widgets.core.errors.ScenarioError: players[1].party[0].card: 'archer' appears twice in the scenario
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ...core.errors import ScenarioError, shown
from ...core.rng import check_seed
from ...core.spec import spec_choice, spec_distinct, spec_flag, spec_int, spec_list, spec_mapping, spec_object
from .moves import emit, seat_name
from .rules import LEVEL3_STACKS, VentureForthState
from .tables import CARD_CODE, CARD_KIND, CARD_NAME, L3_CODE, L3_NAME, TOKEN_CODE, TREASURE_CODE, TREASURE_NAME
from .temples import NIKE_TURNS
from .turn import start_turn
from .venture import PARTY_LIMIT

if TYPE_CHECKING:
    from ...core.game import Game

TOP_KEYS = {
    "side", "hidden_tokens", "first_player", "seed", "active", "turn", "final_order", "extra_turns", "nike_turn",
    "board", "path_tokens", "deck", "discard", "treasure_deck", "treasure_discard", "token_supply", "level3",
    "players",
}  # fmt: skip
PLAYER_KEYS = {"coins", "points", "site", "hand", "treasures", "explored", "party"}
MEMBER_KEYS = ("card", "level", "level3", "will", "despair")
OPTION_KEYS = ("side", "hidden_tokens", "first_player")
MIN_PLAYERS, MAX_PLAYERS = 2, 4
DEFAULT_COINS = 4
MOST = 999  # a bound on counts (coins, points, will, despair, turns), so that texts stay short


def read_name(value: object, names: Mapping[str, str]) -> object:
    """The code that ``value`` names, if it is one of ``names``; any other value as it is (for
    the check that follows to refuse it by name).

    >>> read_name("Golden Fleece", Pool(TREASURE_CODE, TREASURE_NAME, "treasure").by_name)
    'golden_fleece'
    """
    return names.get(value, value) if isinstance(value, str) else value


def _face(code: str) -> str:
    """An explore token's face: ``token_2t_1`` -> ``2t``."""
    return code.split("_")[1]


class Pool:
    """Hands out each piece of one kind (cards, treasures, tokens, Level III cards) once, named
    by code or name; ``alias`` gives a piece another name, shared with others, that stands for the
    first of them not used yet."""

    def __init__(
        self, codes: Sequence[str], names: Sequence[str], what: str, alias: Callable[[str], str] | None = None
    ) -> None:
        self.index = {code: i for i, code in enumerate(codes)}
        self.by_name = dict(zip(names, codes, strict=True))
        self.codes = codes
        self.what = what
        self.alias: dict[str, list[int]] = {}
        for i, code in enumerate(codes):
            if alias is not None:
                self.alias.setdefault(alias(code), []).append(i)
        self.used: set[int] = set()

    def take(self, value: object, where: str) -> int:
        """The piece ``value`` names, if it is not used yet."""
        code = read_name(value, self.by_name)
        if isinstance(code, str) and code in self.alias:
            free = [i for i in self.alias[code] if i not in self.used]
            if not free:
                copies = len(self.alias[code])
                raise ScenarioError(f"{where}: every {self.what} {code!r} is placed already: the game has {copies}")
            piece = free[0]
        elif isinstance(code, str) and code in self.index:
            piece = self.index[code]
        else:
            raise ScenarioError(
                f"{where}: {shown(value)} is not a known {self.what} (code or name, e.g. {self.codes[0]!r})"
            )
        if piece in self.used:
            raise ScenarioError(f"{where}: {self.codes[piece]!r} appears twice in the scenario")
        self.used.add(piece)
        return piece

    def take_all(self, values: object, where: str) -> list[int]:
        """The pieces of a list, in its order."""
        return [self.take(value, f"{where}[{i}]") for i, value in enumerate(spec_list(values, where))]

    def rest(self) -> list[int]:
        """The pieces not used, in their order."""
        return [i for i in range(len(self.codes)) if i not in self.used]


class _Pools:
    def __init__(self) -> None:
        self.cards = Pool(CARD_CODE, CARD_NAME, "encounter card")
        self.treasures = Pool(TREASURE_CODE, TREASURE_NAME, "treasure")
        self.tokens = Pool(TOKEN_CODE, TOKEN_CODE, "explore token", _face)
        self.level3 = Pool(L3_CODE, L3_NAME, "Level III card")


def _site(state: VentureForthState, value: object, where: str) -> str:
    names = {site.name: site.id for site in state.board.sites}
    return spec_choice(read_name(value, names), where, state.board.site_by_id)


def _member(state: VentureForthState, pools: _Pools, seat: int, entry: object, where: str) -> None:
    if isinstance(entry, str):
        entry = {"card": entry}
    entry = spec_object(entry, where, MEMBER_KEYS)
    if "card" not in entry:
        raise ScenarioError(f"{where} must be a card code or {{'card': ..., 'level': n, ...}}, got {shown(entry)}")
    card = pools.cards.take(entry["card"], f"{where}.card")
    if CARD_KIND[card] != "adventurer":
        raise ScenarioError(f"{where}.card: {CARD_CODE[card]!r} is an enemy, not an adventurer")
    level = spec_int(entry.get("level", 1), f"{where}.level", 1, 3)
    state.party[seat].append(card)
    state.owner[card] = seat
    state.level[card] = level
    state.will[card] = spec_int(entry.get("will", 0), f"{where}.will", 0, MOST)
    state.despair[card] = spec_int(entry.get("despair", 0), f"{where}.despair", 0, MOST)
    if level == 3:
        if "level3" not in entry:
            raise ScenarioError(f"{where}.level3: a level-3 adventurer needs its Level III card")
        state.level3[card] = pools.level3.take(entry["level3"], f"{where}.level3")
    else:
        if "level3" in entry:
            raise ScenarioError(f"{where}.level3: only a level-3 adventurer has a Level III card, not level {level}")
        state.level_supply -= 1


def _player(state: VentureForthState, pools: _Pools, seat: int, spec: object) -> None:
    where = f"players[{seat}]"
    spec = spec_object(spec, where, PLAYER_KEYS)
    state.coins[seat] = spec_int(spec.get("coins", DEFAULT_COINS), f"{where}.coins", 0, MOST)
    state.points[seat] = spec_int(spec.get("points", 0), f"{where}.points", 0, MOST)
    temples = [site.id for site in state.board.sites if site.temple is not None]
    state.position[seat] = _site(state, spec.get("site", temples[seat % len(temples)]), f"{where}.site")
    state.hands[seat] = pools.cards.take_all(spec.get("hand", []), f"{where}.hand")
    state.treasures[seat] = pools.treasures.take_all(spec.get("treasures", []), f"{where}.treasures")
    state.explored[seat] = pools.tokens.take_all(spec.get("explored", []), f"{where}.explored")
    party = spec_list(spec.get("party", []), f"{where}.party")
    if len(party) > PARTY_LIMIT:
        raise ScenarioError(f"{where}.party holds at most {PARTY_LIMIT} adventurers, got {len(party)}")
    for i, entry in enumerate(party):
        _member(state, pools, seat, entry, f"{where}.party[{i}]")


def _board(state: VentureForthState, pools: _Pools, spec: Mapping[str, Any]) -> None:
    for space, entry in spec_mapping(spec.get("board", {}), "board").items():
        space = spec_choice(space, "a board space", state.board.space_by_id)
        where = f"board.{space}"
        if not isinstance(entry, str):
            entry = spec_object(entry, where, ("card", "wandering"))
            if "card" not in entry:
                raise ScenarioError(f"{where} must be a card code or {{'card': ..., 'wandering': true}}")
        card = pools.cards.take(entry if isinstance(entry, str) else entry["card"], where)
        state.spaces[space] = card
        if not isinstance(entry, str) and spec_flag(entry.get("wandering", False), f"{where}.wandering"):
            state.wandering.add(card)


def _path_tokens(state: VentureForthState, pools: _Pools, spec: Mapping[str, Any], active: int) -> None:
    hidden = state.options["hidden_tokens"]
    for path, entry in spec_mapping(spec.get("path_tokens", {}), "path_tokens").items():
        path = spec_choice(path, "a path_tokens path", state.board.path_by_id)
        where = f"path_tokens.{path}"
        if isinstance(entry, str):
            entry = {"token": entry}
        entry = spec_object(entry, where, ("token", "face_down", "placer"))
        if "token" not in entry:
            raise ScenarioError(f"{where} must be a token code or {{'token': ..., 'face_down': true, 'placer': n}}")
        state.path_tokens[path] = pools.tokens.take(entry["token"], f"{where}.token")
        state.token_placer[path] = spec_int(entry.get("placer", active), f"{where}.placer", 0, state.players - 1)
        if spec_flag(entry.get("face_down", hidden), f"{where}.face_down"):
            if not hidden:
                raise ScenarioError(f"{where}.face_down: tokens lie face down only in the variant hidden_tokens")
            state.face_down.add(path)


def _level3_stacks(state: VentureForthState, pools: _Pools, spec: Mapping[str, Any]) -> None:
    if "level3" in spec:
        stacks = spec_list(spec["level3"], "level3")
        if len(stacks) != LEVEL3_STACKS:
            raise ScenarioError(f"level3 must list {LEVEL3_STACKS} stacks, got {len(stacks)}")
        state.level3_stacks = [pools.level3.take_all(stack, f"level3[{i}]")[::-1] for i, stack in enumerate(stacks)]
        return
    rest = pools.level3.rest()
    state.rng.shuffle(rest)
    size = -(-len(rest) // LEVEL3_STACKS)
    state.level3_stacks = [rest[i * size : (i + 1) * size] for i in range(LEVEL3_STACKS)]


def _pile(state: VentureForthState, pool: Pool, spec: Mapping[str, Any], key: str) -> list[int]:
    """A pile listed top first, as the state keeps it (the top at the end); omitted: the rest
    of the pool, shuffled."""
    if key in spec:
        return pool.take_all(spec[key], key)[::-1]
    rest = pool.rest()
    state.rng.shuffle(rest)
    return rest


def _turn_order(state: VentureForthState, spec: Mapping[str, Any]) -> int:
    active = spec_int(spec.get("active", 0), "active", 0, state.players - 1)
    state.active = state.actor = active
    first = state.options["first_player"]
    state.first_player = 0 if first is None else first
    state.turn = spec_int(spec.get("turn", 1), "turn", 1, MOST) - 1  # starting the turn counts it
    state.extra_turns = spec_int(spec.get("extra_turns", 0), "extra_turns", 0, NIKE_TURNS)
    state.nike_turn = spec_flag(spec.get("nike_turn", False), "nike_turn")
    if "final_order" in spec and spec["final_order"] is not None:
        order = [
            spec_int(seat, f"final_order[{i}]", 0, state.players - 1)
            for i, seat in enumerate(spec_list(spec["final_order"], "final_order"))
        ]
        state.final_order = tuple(spec_distinct(order, "final_order"))
    return active


def build_scenario(game: Game, spec: Mapping[str, Any]) -> VentureForthState:
    """Build the position ``spec`` describes (see the module docstring)."""
    spec = spec_object(spec, "scenario", TOP_KEYS)
    players = spec_list(spec.get("players", [{}, {}]), "players")
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise ScenarioError(f"players must list {MIN_PLAYERS} to {MAX_PLAYERS} players, got {len(players)}")
    try:
        options = game.check_options({k: spec[k] for k in OPTION_KEYS if k in spec}, len(players))
    except ValueError as error:
        raise ScenarioError(f"scenario option: {error}") from None
    seed = check_seed(spec.get("seed", 0), ScenarioError)
    state = VentureForthState(game, len(players), seed, options, scenario_spec=dict(spec))
    active = _turn_order(state, spec)
    pools = _Pools()
    for seat, player in enumerate(players):
        _player(state, pools, seat, player)
    _board(state, pools, spec)
    _path_tokens(state, pools, spec, active)
    _level3_stacks(state, pools, spec)
    state.discard = pools.cards.take_all(spec.get("discard", []), "discard")
    state.treasure_discard = pools.treasures.take_all(spec.get("treasure_discard", []), "treasure_discard")
    state.deck = _pile(state, pools.cards, spec, "deck")
    state.treasure_deck = _pile(state, pools.treasures, spec, "treasure_deck")
    state.token_supply = _pile(state, pools.tokens, spec, "token_supply")
    emit(state, "scenario", "setup", f"A prepared position: {seat_name(active)} to play.", seat=active)
    start_turn(state, active)
    state.advance()
    state.opening_events, state.events = state.events, []
    return state
