"""Build a Venturesome position from a JSON spec, for tutorials and tests.

The position starts at the beginning of the turn of ``current``. Cards are named as people
read them (``"Professor (Ring)"``) or by their kind code (``"PROFESSOR.RING"``); each kind may
be used as often as the deck has it. Threats and characters too take their names
(``"Rope Bridge"``, ``"Artifact Hunter"``) or their ids (``"ROPE_BRIDGE"``).

======================  ===========================================================  ========
key                     meaning                                                      default
======================  ===========================================================  ========
``players``             number of players (2 to 5)                                   required
``seed``                seed for later chance (Sandstorm, reshuffles)                0
``round``               round number, 1 to 3                                         1
``current``             seat whose turn starts                                       0
``hands``               per seat, the cards in hand                                  empty
``expeditions``         per seat, the expedition from left to right                  empty
``treasures``           per seat, the treasure pile                                  empty
``deck``                cards on top of the deck, top first                          none
``discard``             the character discard pile, bottom first                     none
``rest``                where every card not named goes: ``"deck"`` (shuffled, under  ``deck``
                        the named deck cards) or ``"discard"``
``threats``             revealed threats not yet resolved                            required
``resolved``            revealed threats already resolved: ``{"TRAP": seat}``        none
``threat_deck``         threats on top of the threat deck, top first                 none
``threat_discard``      threats in the threat discard pile                           none
``out``                 seats that have already left the round                       none
``intimidated``         character whose intimidation card is face up                 none
``last_resolver``       the last seat that resolved a threat this round              none
======================  ===========================================================  ========

Threats not named go to the threat deck, shuffled, under the named ones. Every seat still
in the round holds at least one card and needs an unresolved threat to be left for it.

>>> from venture_widgets import load_game
>>> s = load_game("venturesome").scenario({"players": 2, "hands": [["GUIDE.MAP"], ["REPORTER.RING"]],
...                                        "threats": ["JAGUAR", "TRAP"]})
>>> s.legal_actions()
['play GUIDE.MAP']
>>> s = load_game("venturesome").scenario({"players": 2, "hands": [["Guide (Map)"], ["Reporter (Ring)"]],
...                                        "threats": ["Jaguar", "Rope Bridge"], "intimidated": "Reporter"})
>>> s.legal_actions(), s.intimidated
(['play GUIDE.MAP'], 'REPORTER')
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...core.errors import ScenarioError, shown
from ...core.game import Game
from ...core.rng import check_seed
from ...core.spec import spec_choice, spec_distinct, spec_int, spec_list, spec_mapping, spec_object
from .data import CARDS, CHARACTERS, INTIMIDATION, THREAT_BY_ID, THREATS, card_name

if TYPE_CHECKING:
    from .rules import VenturesomeState

KEYS = {
    "players",
    "seed",
    "round",
    "current",
    "hands",
    "expeditions",
    "treasures",
    "deck",
    "discard",
    "rest",
    "threats",
    "resolved",
    "threat_deck",
    "threat_discard",
    "out",
    "intimidated",
    "last_resolver",
}


#: The names people read, for the ids of the spec: cards, threats and characters.
CARD_BY_NAME = {card_name(card.code): card.code for card in CARDS}
THREAT_BY_NAME = {threat.name: threat.id for threat in THREATS}
CHARACTER_BY_NAME = {character.name: character.id for character in CHARACTERS.values()}


def read_name(value: object, names: dict[str, str]) -> object:
    """The id that ``value`` names, if it is one of ``names``; any other value as it is (for
    the check that follows to refuse it by name).

    >>> read_name("Rope Bridge", THREAT_BY_NAME), read_name("ROPE_BRIDGE", THREAT_BY_NAME)
    ('ROPE_BRIDGE', 'ROPE_BRIDGE')
    """
    return names.get(value, value) if isinstance(value, str) else value


class _CardPool:
    """Hands out physical cards by kind, each card once."""

    def __init__(self) -> None:
        self.free: dict[str, list[int]] = defaultdict(list)
        for card in reversed(CARDS):
            self.free[card.code].append(card.index)

    def take(self, name: object, where: str) -> int:
        code = read_name(name, CARD_BY_NAME)
        if not isinstance(code, str) or code not in self.free:
            raise ScenarioError(
                f"{where}: {shown(name)} is not a card code or name (e.g. 'PROFESSOR.RING' or 'Professor (Ring)')"
            )
        if not self.free[code]:
            copies = sum(card.code == code for card in CARDS)
            raise ScenarioError(f"{where}: no {code} card is left: the game has {copies}")
        return self.free[code].pop()

    def take_all(self, names: object, where: str) -> list[int]:
        """The cards of the list ``names``, in its order, each named by its place in it."""
        return [self.take(name, f"{where}[{i}]") for i, name in enumerate(spec_list(names, where))]

    def rest(self) -> list[int]:
        return sorted(c for cards in self.free.values() for c in cards)


def _seat_lists(spec: Mapping[str, Any], key: str, players: int) -> list[list[Any]]:
    value = spec.get(key, [[] for _ in range(players)])
    if not isinstance(value, list) or len(value) != players or not all(isinstance(v, list) for v in value):
        raise ScenarioError(f"{key} must be a list of {players} lists (one per seat), got {shown(value)}")
    return value


def _threat(value: object, where: str, used: set[int]) -> int:
    index = THREAT_BY_ID[spec_choice(read_name(value, THREAT_BY_NAME), where, THREAT_BY_ID)].index
    if index in used:
        raise ScenarioError(f"{where}: threat {value} is named twice")
    used.add(index)
    return index


def build_scenario(game: Game, spec: Mapping[str, Any]) -> VenturesomeState:
    """The position ``spec`` describes (see the module docstring), ready for ``current``."""
    from .rules import ROUNDS, VenturesomeState

    spec_object(spec, "scenario", KEYS)
    if "players" not in spec:
        raise ScenarioError("a scenario needs 'players'")
    try:
        players = game.check_players(spec["players"])
    except ValueError as error:
        raise ScenarioError(str(error)) from None
    seed = check_seed(spec.get("seed", 0), ScenarioError)
    state = VenturesomeState(game, players, seed, game.check_options({}, players), dict(spec))
    state.round = spec_int(spec.get("round", 1), "round", 1, ROUNDS)

    pool = _CardPool()
    for key, target in (("hands", state.hands), ("expeditions", state.expeditions), ("treasures", state.treasures)):
        for p, codes in enumerate(_seat_lists(spec, key, players)):
            target[p].extend(pool.take_all(codes, f"{key}[{p}]"))
    top = pool.take_all(spec.get("deck", []), "deck")
    state.discard = pool.take_all(spec.get("discard", []), "discard")
    rest = pool.rest()
    state.rng.shuffle(rest)
    if spec_choice(spec.get("rest", "deck"), "rest", ("deck", "discard")) == "deck":
        state.deck = rest + top[::-1]
    else:
        state.deck = top[::-1]
        state.discard = rest + state.discard

    used: set[int] = set()
    threats = {key: spec_list(spec.get(key, []), key) for key in ("threats", "threat_deck", "threat_discard")}
    open_threats = [_threat(t, "threats", used) for t in threats["threats"]]
    resolved = spec_mapping(spec.get("resolved", {}), "resolved")
    done = [
        (_threat(t, "resolved", used), spec_int(p, f"resolved[{shown(t)}]", 0, players - 1))
        for t, p in resolved.items()
    ]
    state.threats = open_threats + [t for t, _ in done]
    state.threat_by = [None] * len(open_threats) + [p for _, p in done]
    threat_top = [_threat(t, "threat_deck", used) for t in threats["threat_deck"]]
    state.threat_discard = [_threat(t, "threat_discard", used) for t in threats["threat_discard"]]
    threat_rest = [t.index for t in THREATS if t.index not in used]
    state.rng.shuffle(threat_rest)
    state.threat_deck = threat_rest + threat_top[::-1]

    out = spec_distinct(
        [spec_int(p, f"out[{i}]", 0, players - 1) for i, p in enumerate(spec_list(spec.get("out", []), "out"))], "out"
    )
    for p in out:
        if state.hands[p] or state.expeditions[p]:
            raise ScenarioError(f"seat {p} has left the round, so its hand and expedition must be empty")
        state.in_round[p] = False
    for p in range(players):
        if state.in_round[p] and not state.hands[p]:
            raise ScenarioError(f"seat {p} is still in the round, so hands[{p}] needs a card (or put {p} in 'out')")
    in_round = state.in_round.count(True)
    if in_round == 0:
        raise ScenarioError("every seat has left the round: start the position at the next round instead")
    if len(open_threats) < in_round:
        raise ScenarioError(f"{in_round} seats are still in the round but only {len(open_threats)} threats are open")
    current = spec_int(spec.get("current", 0), "current", 0, players - 1)
    if not state.in_round[current]:
        raise ScenarioError(f"'current' seat {current} has already left the round")
    intimidated = spec.get("intimidated")
    if intimidated is not None:
        characters = [card.character for card in INTIMIDATION]
        intimidated = spec_choice(read_name(intimidated, CHARACTER_BY_NAME), "intimidated", characters)
    state.intimidated = intimidated
    last = spec.get("last_resolver")
    state.last_resolver = None if last is None else spec_int(last, "last_resolver", 0, players - 1)

    state.start_turn(current)
    state.advance()
    state.opening_events, state.events = state.events, []
    return state
