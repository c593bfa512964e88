"""The rulebook's worked examples of Venture (2019) as data, replayed by the tests and the tutorials.

Each :class:`Example` is a position (a :mod:`.scenario` spec), the actions that play the example
out (legal actions only), the legal actions expected at some points on the way (``legal``: after
that many actions, sorted) and the facts to check at the end (``facts``: a subset of
:func:`facts_of`).

The rulebook shows three: the physicist's talent, activated by discarding an action card with the
physicist's symbol (Type of Cards: Role Cards); the deck of a 3-player game, with 4 instruments of
each type (Setup, step 4); and the first player of a 3-player game, who holds mission #12 (The
Game). The talent itself, Breakthrough (turn up cards from the deck until an instrument shows and
keep it), is our reconstruction (docs/reconstructions.md, Venture (2019)).

>>> [example.name for example in EXAMPLES]
['physicist_talent', 'instruments_table', 'first_player']
>>> state, events = replay(BY_NAME["physicist_talent"])
>>> facts_of(state)["completed"], facts_of(state)["discard"]
([3, 5, 8], ['theft-phys', 'grant-math'])
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, cast

from ...core.examples import Example as Example
from ...core.examples import differences, play_out
from ...core.game import Event, Game
from .cards import CARDS, CODE
from .model import INSTRUMENTS

if TYPE_CHECKING:
    from .rules import VentureState

#: The physicist (Seat 0) has completed missions 3 and 5 and holds one Flask, for mission 8 or 12
#: (both red); Idea Theft and Safety Goggles carry the physicist's symbol, Research Grant (Chemist)
#: does not. The deck's top: a Research Grant, then a Flask, then what the turn draws after.
PHYSICIST_SPEC: dict[str, Any] = {
    "players": 3,
    "seed": 3,
    "seats": [
        {
            "role": "physicist",
            "missions": [3, 5, 8, 12],
            "completed": [3, 5],
            "hand": ["theft-phys", "goggles-phys", "grant-chem", "flask"],
        },
        {"role": "chemist", "missions": [1, 6, 9, 11], "hand": ["quill", "peer_review-math", "hourglass"]},
        {"role": "geologist", "missions": [2, 4, 7, 10], "hand": ["calculator", "eureka-geo", "quill"]},
    ],
    "deck": ["grant-math", "flask", "quill", "hourglass", "calculator"],
    "active": 0,
    "start": "actions",
}

#: A 3-player table as setup leaves it: Seat 0 was dealt mission #12, the highest of the game.
FIRST_PLAYER_SPEC: dict[str, Any] = {
    "players": 3,
    "seed": 5,
    "seats": [
        {
            "role": "physicist",
            "missions": [3, 5, 8, 12],
            "hand": ["grant-phys", "flask", "theft-chem", "hourglass", "goggles-bio"],
        },
        {"role": "chemist", "missions": [1, 6, 9, 11], "hand": ["objection-geo", "quill", "calculator"]},
        {"role": "geologist", "missions": [2, 4, 7, 10], "hand": ["eureka-geo", "flask", "quill", "grant-math"]},
    ],
    "deck": ["quill"],
}

EXAMPLES: tuple[Example, ...] = (
    Example(
        name="physicist_talent",
        section="role_cards",
        title="The physicist discards a card with the physicist's symbol to activate their talent",
        spec=PHYSICIST_SPEC,
        # Breakthrough turns up the Research Grant (discarded) and a Flask (kept): one mission this
        # turn all the same, and the second Flask waits for mission 12 next turn
        actions=("talent theft-phys", "done", "complete 8"),
        # Idea Theft and Safety Goggles carry the physicist's symbol: the Research Grant cannot pay
        legal={
            0: (
                "done",
                "play goggles-phys 0",
                "play goggles-phys 1",
                "play goggles-phys 2",
                "play grant-chem 0",
                "play grant-chem 1",
                "play grant-chem 2",
                "play theft-phys 1",
                "play theft-phys 2",
                "talent goggles-phys",
                "talent theft-phys",
            ),
            2: ("complete 12", "complete 8", "skip"),
        },
        facts={"discard": ["theft-phys", "grant-math"], "completed": [3, 5, 8], "over": False, "active": 1},
        rules=("roles.talent", "roles.talent", "actions", "missions", "refill", "turn"),
    ),
    Example(
        name="instruments_table",
        section="setup",
        title="With 3 players the deck holds 4 calculators, 4 hourglasses, 4 quills and 4 flasks",
        spec=FIRST_PLAYER_SPEC,
        actions=(),
        facts={"instruments": {kind: 4 for kind in INSTRUMENTS}, "action_cards": 56},
        rules=("setup",),
    ),
    Example(
        name="first_player",
        section="the_game",
        title="With 3 players, whoever was dealt mission #12 goes first",
        spec=FIRST_PLAYER_SPEC,
        actions=(),
        # Seat 0 plays first: after its face-up draw (a Quill, kept), its Phase 2 begins
        legal={
            0: (
                "done",
                "play goggles-bio 0",
                "play goggles-bio 1",
                "play goggles-bio 2",
                "play grant-phys 0",
                "play grant-phys 1",
                "play grant-phys 2",
                "play theft-chem 1",
                "play theft-chem 2",
                "talent grant-phys",
            )
        },
        facts={"first_player": 0, "active": 0, "turn": 1, "highest": 12},
        rules=("turn", "draw", "draw.instrument"),
    ),
)
BY_NAME: dict[str, Example] = {example.name: example for example in EXAMPLES}


def _every_card(state: VentureState) -> list[int]:
    """Every card of the game wherever it lies: deck, hands, discard, missions, beside the roles, in play."""
    beside = [card for entries in state.lasting for card, _, _ in entries if card is not None]
    in_play = [card for card, _, _, _ in state.chain]
    held = [card for hand in state.hands for card in hand]
    return [*state.deck, *held, *state.discard, *state.completed.values(), *beside, *in_play, *state.looking]


def facts_of(state: VentureState) -> dict[str, Any]:
    """The facts an example may check, from the state."""
    cards = _every_card(state)
    kinds = Counter(CARDS[card].instrument for card in cards if CARDS[card].instrument is not None)
    return {
        "over": state.over,
        "winner": state.winner,
        "turn": state.turn,
        "active": state.active,
        "first_player": state.first_player,
        "highest": max(m for missions in state.missions for m in missions),
        "completed": sorted(state.completed),
        "discard": [CODE[card] for card in state.discard],
        "instruments": dict(kinds),
        "action_cards": sum(CARDS[card].effect is not None for card in cards),
    }


def matches(example: Example, state: VentureState) -> dict[str, tuple[Any, Any]]:
    """The facts of ``example`` that ``state`` does not have: ``{key: (expected, actual)}``."""
    return differences(example.facts, facts_of(state))


def replay(example: Example, game: Game | None = None) -> tuple[VentureState, list[Event]]:
    """Build the example's position (with this game unless ``game`` is given) and apply its
    actions; the state and every event (the position's opening events first)."""
    from . import GAME

    state, events = play_out(example, GAME if game is None else game)
    return cast("VentureState", state), events
