"""A Wild Venture's programs: the fixed ones (setup, the turn, adventuring, chests) and every
card's effects, relic and enchantment compiled from the card data, as tables by card.

Compiling gives each op that asks a question the op that acts on the answer, in a frame of
their own (``sub``), so an effect that cannot apply skips only itself.

>>> [o.name for o in TURN_LOOP]
['choose_turn_action', 'take_turn_action']
>>> from .tables import code_to_card
>>> [o.name for o in CARD_PROGRAMS[code_to_card("frog_wizard")]]
['adventure']
"""

from __future__ import annotations

from functools import cache

from ...core.effects import Op, Program, op
from .cards import CARDS

SETUP: Program = (op("setup_initiates"), op("setup_wilder_trash"), op("begin_play"))
TURN_LOOP: Program = (op("choose_turn_action"), op("take_turn_action"))
END_TURN: Program = (op("return_home"), op("tuck_empties"), op("finish_turn"))
TUCK_LOOP: Program = (op("choose_empty"), op("tuck_empty"))
TUCK_FROM_PLAY: Program = (op("tuck_from_play"),)
SLOT_NOTE: Program = (op("slot_note"),)
TRASH_ONE: Program = (op("choose_hand", verb="trash"), op("trash_picked"))


def _trash_from_hand(rule: str, why: str, how: str) -> Program:
    """Trash one card from hand for a reason other than a Trash effect (the events say which)."""
    return (op("choose_hand", verb="trash", rule=rule, why=why), op("trash_picked", rule=rule, how=how))


TRASH_FOR_PATH = _trash_from_hand("adventure.path_cost", "to pay for the path", "from hand to pay for the path")
TRASH_FOR_COST = _trash_from_hand("effects.cost", "to pay the cost", "from hand to pay the cost")
TRASH_AT_SETUP = _trash_from_hand("variants.even_wilder", "(An Even Wilder Venture: trash 3)", "from hand at setup")
WILDER_TRASH: Program = (op("set_actor"), *TRASH_AT_SETUP * 3)  # the scope's seat trashes 3 at setup
TUCK_ONE: Program = (op("choose_hand", verb="tuck"), op("tuck_picked"))
INITIATE_ONE: Program = (op("choose_initiate"), op("take_initiate"))
ADVENTURE_STEP: Program = (op("choose_step"), op("take_step"))
ARRIVE: Program = (op("arrive"),)
CLAIM: Program = (op("claim"),)
RESOLVE_TRIGGERS: Program = (op("choose_trigger"), op("take_trigger"))
CONSIDER_RETURN: Program = (op("choose_return"), op("take_return"))
RUBY_SEARCH: Program = (op("ruby_search"),)
RUBY_TAKE: Program = (op("choose_from_trash"), op("take_from_trash"))
RUBY_FINISH: Program = (op("choose_ruby_tuck"), op("finish_ruby"))
RUBY_PLAY: Program = (op("ruby_play"),)
CHESTS: dict[str, dict[str, tuple[str, Program]]] = {
    "iron": {
        "tuck": ("Tuck 1 card from your hand", TUCK_ONE),
        "supply": ("Add 1 Supply to one of your Villagers", (op("add_supply", n=1),)),
        "consider": ("Consider 3: Draw 1, Trash 2", (op("consider", n=3, steps=(("draw", 1), ("trash", 2))),)),
    },
    "gold": {
        "tuck": ("Tuck 2 cards from your hand", TUCK_ONE + TUCK_ONE),
        "activate": ("Activate one of your Villagers", (op("activate_villager"),)),
        "consider": ("Consider 5: Draw 2, Trash 3", (op("consider", n=5, steps=(("draw", 2), ("trash", 3))),)),
    },
    "ruby": {
        "tuck": ("Tuck 3 cards from your hand", TUCK_ONE + TUCK_ONE + TUCK_ONE),
        "search": ("Search the Trash for 2 cards: tuck 1, play the other free", RUBY_SEARCH),
        "consider": (
            "Consider 5: Tuck 1, Draw 2, Trash 2",
            (op("consider", n=5, steps=(("tuck", 1), ("draw", 2), ("trash", 2))),),
        ),
    },
}


CHOOSE_CHEST: Program = (op("choose_chest"), op("take_chest"))
CHOOSE_STARTER_REWARD: Program = (op("choose_starter_reward"), op("take_starter_reward"))


CONSIDER_ONE: dict[str, Program] = {
    verb: (op("choose_considered", verb=verb), op("take_considered", verb=verb)) for verb in ("draw", "tuck", "trash")
}
CONSIDERED_DRAWN: Program = (op("considered_drawn"),)


def consider_steps_problem(consider: Op) -> str | None:
    """What is wrong with the steps of a ``consider`` op, or ``None``: checked for every card
    when the game is imported (``ops.py``), so that a step with an unknown verb cannot first
    fail when the card is played.

    >>> consider_steps_problem(op("consider", n=3, steps=(("draw", 1), ("juggle", 2))))
    "step ('juggle', 2): the verbs are draw, tuck, trash, each with a count of at least 1"
    """
    for step in consider.args["steps"]:
        if not (
            isinstance(step, tuple)
            and len(step) == 2
            and step[0] in CONSIDER_ONE
            and type(step[1]) is int
            and step[1] > 0
        ):
            return f"step {step!r}: the verbs are {', '.join(CONSIDER_ONE)}, each with a count of at least 1"
    return None


@cache
def consider_program(steps: tuple[tuple[str, int], ...]) -> Program:
    """The program of a Consider with these steps, worked out once per kind of Consider: the
    steps one card at a time; a "Draw n" step is one Draw effect, so it sets off "draw"
    triggers once, after its last card (``considered_drawn``). Built from the programs above
    only, so that the op names are checked with them when the game is imported."""
    ops: list[Op] = []
    for verb, count in steps:
        ops += CONSIDER_ONE[verb] * count
        if verb == "draw":
            ops += CONSIDERED_DRAWN
    return tuple(ops) + CONSIDER_RETURN


FOLLOWERS = {
    "invest": "invest_picked",
    "add_supply": "supply_picked",
    "activate_villager": "villager_picked",
    "play_subject": "subject_picked",
}


def _with_followers(program: Program) -> Program:
    """Compile a card's program: every op that asks a question gets the op that acts on its
    answer, the pair in a frame of its own (so an effect that cannot apply skips itself only)."""
    result: list[Op] = []
    for o in program:
        if "then" in o.args:
            o = op(o.name, **{**o.args, "then": _with_followers(o.args["then"])})
        if o.name in FOLLOWERS:
            follower = op(FOLLOWERS[o.name], **({"n": o.args["n"]} if o.name == "add_supply" else {}))
            o = op("sub", program=(o, follower))
        result.append(o)
    return tuple(result)


def _compile(program: Program | None) -> Program | None:
    return None if program is None else _with_followers(program)


CARD_PROGRAMS: tuple[Program, ...] = tuple(_compile(card.effects) or () for card in CARDS)
UPGRADED: tuple[Program | None, ...] = tuple(_compile(card.upgraded) for card in CARDS)
RELICS: tuple[Program | None, ...] = tuple(_compile(card.relic) for card in CARDS)
ONE_TIME: tuple[Program | None, ...] = tuple(
    _compile(card.enchant.effects) if card.enchant and card.enchant.kind == "one_time" else None for card in CARDS
)
SLOTS: tuple[Program | None, ...] = tuple(
    _compile(card.enchant.effects) if card.enchant and card.enchant.kind == "slot" else None for card in CARDS
)
TRIGGERS = tuple(card.trigger for card in CARDS)
MODIFIERS = tuple(card.modifier for card in CARDS)
FREE_ACTION = tuple(card.free_action for card in CARDS)
CHEST_PROGRAMS: dict[str, dict[str, Program]] = {
    chest: {key: _with_followers(program) for key, (_, program) in options.items()} for chest, options in CHESTS.items()
}


TOKEN_NAMES = {"plus5": "+5", "nest": "Nest", "gold_chest": "Gold Chest"}
