"""The rulebook's worked examples of A Wild Venture as data, replayed by the tests and the tutorials.

Each :class:`Example` is a position (a :mod:`.scenario` spec), the actions that play the example
out, the legal actions expected at some points on the way (``legal``: after that many actions)
and the facts to check at the end (``facts``: a subset of :func:`facts_of`). The board spaces
are those :data:`.boards.EXAMPLE_SPACES` names.

>>> [example.name for example in EXAMPLES][:3]
['adventure_west', 'detailed_adventure', 'autumn_pay_path']
>>> state, events = replay(BY_NAME["autumn_pay_path"])
>>> facts_of(state)["coins"], facts_of(state)["position"]
([0, 5], ['ne1', 'home'])
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from ...core.examples import Example as Example
from ...core.examples import differences, play_out
from ...core.game import Event, Game
from .boards import EXAMPLE_SPACES

if TYPE_CHECKING:
    from .rules import WildVentureState

SPRING = EXAMPLE_SPACES["spring"]
AUTUMN = EXAMPLE_SPACES["autumn"]


def _edge(key: str) -> tuple[str, str]:
    """An Autumn step of the examples: (from, to)."""
    step = AUTUMN[key]
    assert isinstance(step, tuple)
    return str(step[0]), str(step[1])


PAY1_FROM, PAY1_TO = _edge("pay1_edge")
TRASH_FROM, TRASH_TO = _edge("trash_to_gain5")


def _both_home(**player0: Any) -> list[dict[str, Any]]:
    return [player0, {"coins": 5}]


EXAMPLES: tuple[Example, ...] = (
    Example(
        name="adventure_west",
        section="adventuring",
        title="Adventure 3 from Home towards the Mystery Forest: stop allowed, a junction, then a fork ahead",
        spec={
            "board": "spring",
            "deck": ["rook_courier", "magpie_sorter", "jackdaw_clerk", "raven_postmaster"],
            "players": _both_home(coins=0, villagers=[{"code": "the_mighty_joe", "supply": 2}]),
        },
        actions=(
            "activate the_mighty_joe",
            "move " + str(SPRING["west_start"]),
            "move " + str(SPRING["west_junction"]),
            "move " + str(SPRING["west_fork"]),
            "upgrade lilypad",
            "activate lilypad",
        ),
        legal={
            1: ("move e1", "move n1", "move w1"),
            2: ("move w2", "stop"),
            3: ("move wn1", "move ws1", "stop"),
            4: ("activate lilypad", "upgrade lilypad"),
            6: ("move wa1", "move wb1"),
        },
        facts={
            "position": ["wn1", "home"],
            "supply": {"the_mighty_joe": 1},
            "upgraded": [["frog"], []],
            "main_actions_left": 0,
        },
        rules=("actions.activate", "adventure.move", "adventure.move", "adventure.move", "rewards.starter"),
    ),
    Example(
        name="detailed_adventure",
        section="adventuring.detailed_example",
        title="Frog Wizard (Gain becomes Draw), The Mighty Joe to a Gold Chest, Frog Wizard again by the chest",
        spec={
            "board": "spring",
            "deck": [
                "rook_courier",
                "magpie_sorter",
                "jackdaw_clerk",
                "raven_postmaster",
                "chough_bellringer",
                "night_watch_crow",
                "old_crow_archivist",
            ],
            "board_enchant": {str(SPRING["enchant_after_chest"]): ["moon"], "en1": ["sun", "sun"]},
            "players": [
                {
                    "coins": 2,
                    "position": SPRING["wizard_start"],
                    "villagers": [{"code": "frog_wizard", "supply": 2}, {"code": "the_mighty_joe", "supply": 2}],
                    "tokens": ["star", "moon"],
                },
                {"coins": 5, "tokens": ["star"]},
            ],
        },
        actions=(
            "activate frog_wizard",
            "move " + str(SPRING["wizard_junction"]),
            "move " + str(SPRING["wizard_left_gain3"]),
            "activate the_mighty_joe",
            "move " + str(SPRING["mid_gold_chest"]),
            "stop",
            "chest activate",
            "activate frog_wizard",
            "move " + str(SPRING["enchant_after_chest"]),
            "move " + str(SPRING["gain3_after_enchant"]),
        ),
        legal={
            1: ("move n3", "stop"),
            2: ("move nl1", "move nr1", "stop"),
            6: ("chest activate", "chest consider", "chest tuck"),
            7: ("activate frog_wizard", "activate the_mighty_joe"),
            9: ("move nl6", "stop"),
        },
        facts={
            "coins": [2, 5],
            "position": ["nl6", "home"],
            "hands": [
                sorted(
                    [
                        "rook_courier",
                        "magpie_sorter",
                        "jackdaw_clerk",
                        "raven_postmaster",
                        "chough_bellringer",
                        "night_watch_crow",
                    ]
                ),
                [],
            ],
            "deck": ["old_crow_archivist"],
            "supply": {"frog_wizard": 1, "the_mighty_joe": 1},
            "tokens": [["star", "moon"], ["star"]],
            "board_enchant": {"nl5": ["moon"], "en1": ["sun", "sun"]},
            "active": 1,
        },
        rules=(
            "actions.activate",
            "adventure.reward",
            "actions.activate",
            "rewards.gold_chest",
            "effects.activate",
            "adventure.reward",
        ),
    ),
    Example(
        name="autumn_pay_path",
        section="adventuring.path_costs",
        title="Autumn: the north-east step to the Iron Chest costs 1 coin",
        spec={
            "board": "autumn",
            "deck": ["rook_courier", "magpie_sorter", "jackdaw_clerk"],
            "players": _both_home(coins=1, position=PAY1_FROM),
        },
        actions=("activate lilypad", "move " + PAY1_TO),
        legal={1: ("move es1", "move ne1"), 2: ("chest consider", "chest supply", "chest tuck")},
        facts={"coins": [0, 5], "position": ["ne1", "home"]},
        rules=("actions.activate", "adventure.path_cost", "adventure.move", "adventure.reward"),
    ),
    Example(
        name="cannot_move",
        section="adventuring.cannot_move",
        title="At a junction whose every way costs, with no coins and no cards: no move, no reward",
        spec={
            "board": "autumn",
            "deck": ["rook_courier"],
            "players": _both_home(coins=0, position=AUTUMN["all_cost_junction"]),
        },
        actions=("activate lilypad",),
        legal={1: ("activate nest", "activate warren")},
        facts={"coins": [0, 5], "position": ["w2", "home"], "main_actions_left": 1, "hands": [[], []]},
        rules=("actions.activate", "adventure.cannot_move"),
    ),
    Example(
        name="generous_pension",
        section="turn.end",
        title="Tucking Generous Pension first puts its Supply on an empty Villager, which then stays",
        spec={
            "deck": ["rook_courier", "magpie_sorter"],
            "main_actions_left": 1,
            "players": [
                {
                    "coins": 0,
                    "villagers": [{"code": "hare_peddler", "supply": 0}],
                    "gear": [{"code": "generous_pension", "supply": 0}],
                },
                {"coins": 5},
            ],
        },
        actions=("activate warren", "tuck generous_pension"),
        legal={1: ("tuck generous_pension", "tuck hare_peddler")},
        facts={
            "coins": [1, 5],
            "villagers": [["hare_peddler"], []],
            "gear": [[], []],
            "supply": {"hare_peddler": 1},
            "tucked_count": [1, 0],
            "active": 1,
        },
        rules=("actions.activate", "gear.relic", "effects.supply", "turn.tuck", "turn.end", "turn"),
    ),
    Example(
        name="zero_waste_interrupt",
        section="buildings.interrupt",
        title="Zero Waste interrupts a Trash 1 path: the Gear must be paid before the Gain 5 arrives",
        spec={
            "board": "autumn",
            "deck": ["rook_courier"],
            "players": _both_home(
                coins=3,
                position=TRASH_FROM,
                hand=["chainwhip"],
                buildings=["zero_waste"],
            ),
        },
        actions=("activate lilypad", "move " + TRASH_TO),
        legal={1: ("move wn1", "move ws1")},
        facts={
            "coins": [8, 5],
            "position": ["ws1", "home"],
            "hands": [[], []],
            "trash": ["chainwhip"],
            "gear": [[], []],
        },
        rules=("actions.activate", "adventure.path_cost", "buildings.trigger", "adventure.move", "adventure.reward"),
    ),
    Example(
        name="trigger_chain",
        section="triggers.multiple",
        title="Chainwhip trashed: Recycle Bin first (4 coins), Zero Waste plays it, Postal Contract, Invest 1",
        spec={
            "board": "autumn",
            "deck": ["rook_courier"],
            "players": [
                {
                    "coins": 3,
                    "position": TRASH_FROM,
                    "hand": ["chainwhip"],
                    "buildings": [{"code": "zero_waste", "enchanted": "moon"}],
                    "gear": [{"code": "postal_contract", "supply": 3}],
                },
                {"coins": 5, "gear": [{"code": "recycle_bin", "supply": 3}]},
            ],
            "board_enchant": {"wn2": ["sun", "sun"], "nr3": ["star", "star"]},
        },
        actions=(
            "activate lilypad",
            "move " + TRASH_TO,
            "trigger recycle_bin",
            "play chainwhip",
            "invest 1",
        ),
        legal={
            2: ("trigger recycle_bin", "trigger zero_waste"),
            3: ("play chainwhip", "skip"),
            4: ("invest 0", "invest 1"),
        },
        facts={
            "coins": [5, 5],
            "position": ["ws1", "home"],
            "gear": [["postal_contract", "chainwhip"], ["recycle_bin"]],
            "supply": {"postal_contract": 2, "chainwhip": 3, "recycle_bin": 2, "zero_waste": 1},
            "trash": [],
            "hands": [[], []],
        },
        rules=(
            "adventure.path_cost",
            "gear.trigger",
            "buildings.trigger",
            "buildings.trigger",
            "gear.trigger",
            "effects.invest",
            "adventure.reward",
        ),
    ),
    Example(
        name="scoring_40",
        section="scoring",
        title="14 tucked Villagers (5/3/6), 8 Supplies on 2 Buildings, 7 tucked Gear x 2 enchanted: 40",
        spec={
            "deck": [],
            "final_turns": 1,
            "main_actions_left": 1,
            "players": [
                {
                    "coins": 0,
                    "tucked": [
                        "hare_peddler",
                        "bunny_forager",
                        "kit_errand_runner",
                        "the_mighty_joe",
                        "warren_steward",
                        "tadpole_scout",
                        "newt_ferryman",
                        "pond_skater",
                        "rook_courier",
                        "magpie_sorter",
                        "jackdaw_clerk",
                        "raven_postmaster",
                        "chough_bellringer",
                        "night_watch_crow",
                        "postal_contract",
                        "chainwhip",
                        "brass_spyglass",
                        "inkwell_satchel",
                        "recycle_bin",
                        "waxed_rain_cape",
                        "reed_flute",
                    ],
                    "buildings": [
                        {"code": "rookery_archive", "supply": 5, "enchanted": "moon"},
                        {"code": "carrot_exchange", "supply": 3, "enchanted": "sun"},
                    ],
                    "tokens": ["star"],
                },
                {"coins": 5, "tokens": ["star"]},
            ],
            "board_enchant": {"nl5": ["moon"], "en1": ["sun"]},
        },
        actions=("activate warren",),
        facts={
            "over": True,
            "scores": [
                {"total": 40, "villagers": 18, "buildings": 8, "gear": 14},
                {"total": 0, "villagers": 0, "buildings": 0, "gear": 0},
            ],
            "winners": [0],
        },
        rules=("actions.activate", "effects.gain", "turn.end", "scoring"),
    ),
)
"""Every worked example, in rulebook order."""

BY_NAME: dict[str, Example] = {example.name: example for example in EXAMPLES}


def facts_of(state: WildVentureState) -> dict[str, Any]:
    """The facts an example may check, from the state (codes, not card numbers)."""
    snap = state.snapshot()
    supply = {key.split("#")[0]: n for key, n in snap["supply"].items()}
    return {
        "coins": snap["coins"],
        "position": snap["position"],
        "hands": [sorted(hand) for hand in snap["hands"]],
        "deck": snap["deck"][::-1],  # top first
        "trash": snap["trash"],
        "villagers": snap["villagers"],
        "gear": snap["gear"],
        "buildings": snap["buildings"],
        "supply": supply,
        "upgraded": snap["upgraded"],
        "tokens": snap["free_tokens"],
        "board_tokens": snap["board_tokens"],
        "board_enchant": snap["board_enchant"],
        "tucked_count": [len(t) for t in snap["tucked"]],
        "main_actions_left": snap["main_left"],
        "active": snap["active"],
        "over": snap["over"],
        "scores": state.scores(),
        "winners": state.winners(),
    }


def matches(example: Example, state: WildVentureState) -> dict[str, tuple[Any, Any]]:
    """The facts of ``example`` that ``state`` does not have: ``{key: (expected, actual)}``.
    ``supply`` compares only the cards the example names."""
    return differences(example.facts, facts_of(state), ("supply",))


def replay(example: Example, game: Game | None = None) -> tuple[WildVentureState, list[Event]]:
    """Build the example's position (with this game unless ``game`` is given) and apply its
    actions; the state and every event (the position's opening events first)."""
    from . import GAME

    state, events = play_out(example, GAME if game is None else game)
    return cast("WildVentureState", state), events
