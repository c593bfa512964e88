"""A Wild Venture: what each action points at on the table, and why an action is not legal now.

Targets (``state.action_target(action)``) use these zones, documented in ``js/CONTRACT.md``;
a card is named by its code (``card``), in the area of ``seat`` where the zone is a player's:

===============  ==========================================================================
``hand``         a card of ``seat``'s hand
``starters``     ``seat``'s starter ``card`` (``nest``, ``lilypad``, ``warren``)
``villagers``    a Villager in ``seat``'s row (also ``gear``, ``buildings``: the other rows)
``initiates``    an Initiate Villager to choose at setup
``trash``        a card of the Trash
``considering``  a card the seat to move is considering
``taken``        a card taken from the Trash by the Ruby Chest's search
``board``        the board ``space`` the Adventurer would move to
``button``       no card or space of its own: a button (End turn, Stop here, Skip, a chest's
                 option, Invest n, a starter reward, the next trigger); ``card`` and ``seat``
                 say which card it concerns where there is one
===============  ==========================================================================

Reasons use only what the seat to move sees: that a card is not in *your* hand, never where it is.

>>> from venture_widgets import load_game
>>> state = load_game("wild_venture").scenario({"deck": [], "players": [
...     {"coins": 1, "hand": ["frog_wizard"], "villagers": [{"code": "tadpole_scout", "supply": 0}]}, {}]})
>>> print(state.explain("play frog_wizard"))
Frog Wizard costs 3 coins and you have 1 (rule actions.play: Main Action: Play a card).
>>> state.action_target("activate nest")
{'zone': 'starters', 'seat': 0, 'card': 'nest', 'label': 'Activate'}
>>> [entry["action"] for entry in state.unavailable_actions()]
['play frog_wizard', 'activate tadpole_scout', 'end']
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from ...core.effects import Choice
from ...core.errors import shown
from ...core.explain import NOTATION, Target, Unavailable, none_of_the_choices, not_this_decision, target
from ...core.words import counted
from .boards import BOARDS
from .model import STARTER_OF, Board
from .moves import option
from .programs import CHESTS, FREE_ACTION
from .tables import CARD_CODE, CARD_COST, CARD_KIND, CARD_NAME
from .words import BUTTON_LABELS, CHEST_LABELS, VERB_LABELS, starter_name

if TYPE_CHECKING:
    from .rules import WildVentureState

ROWS = {"starter": "starters", "villager": "villagers", "gear": "gear", "building": "buildings"}
SEATED = frozenset(("hand", *ROWS.values()))  # the zones of a player's area
#: The zones of the targets (see the module docstring).
ZONES = SEATED | {"initiates", "trash", "considering", "taken", "board", "button"}

#: The verbs that answer each kind of decision (the first one names the card zone's menu entry).
KIND_VERBS: dict[str, tuple[str, ...]] = {
    "initiate": ("initiate",),
    "turn": ("play", "activate", "free", "enchant", "end"),
    "tuck_order": ("tuck",),
    "adventure": ("move", "stop"),
    "starter_reward": ("activate", "upgrade"),
    "chest": ("chest",),
    "ruby_search": ("take",),
    "ruby_tuck": ("tuck",),
    "trash_hand": ("trash",),
    "tuck_hand": ("tuck",),
    "invest": ("invest",),
    "consider_draw": ("draw",),
    "consider_tuck": ("tuck",),
    "consider_trash": ("trash",),
    "consider_return": ("top",),
    "add_supply": ("supply",),
    "activate_villager": ("activate",),
    "play_subject": ("play", "skip"),
    "trigger_order": ("trigger",),
}
VERBS = frozenset(verb for verbs in KIND_VERBS.values() for verb in verbs)
NOTATION_HINT = "this is not how A Wild Venture actions are written, e.g. play frog_wizard, move w1 or end"
CODES = frozenset(CARD_CODE)

#: The rule that allows each action of a turn (the other decisions: the decision's own rule).
TURN_RULES = {
    "play": "actions.play",
    "activate": "actions.activate",
    "free": "actions.free",
    "enchant": "actions.enchant",
    "end": "turn.end",
}

#: Where the card a decision's action names lies (``None``: in the row its kind says).
CARD_ZONES: dict[str, str | None] = {
    "initiate": "initiates",
    "tuck_order": None,
    "ruby_search": "trash",
    "ruby_tuck": "taken",
    "trash_hand": "hand",
    "tuck_hand": "hand",
    "consider_draw": "considering",
    "consider_tuck": "considering",
    "consider_trash": "considering",
    "consider_return": "considering",
    "add_supply": "villagers",
    "activate_villager": "villagers",
}


def _ahead(board: Board) -> dict[str, frozenset[str]]:
    """Every space further along the paths from each space (its descendants)."""
    found: dict[str, frozenset[str]] = {}

    def of(space: str) -> frozenset[str]:
        if space not in found:
            found[space] = frozenset().union(*({e.to} | of(e.to) for e in board.forward[space]))
        return found[space]

    for space in board.spaces:
        of(space.id)
    return found


AHEAD = {board_id: _ahead(board) for board_id, board in BOARDS.items()}


def legal_rule(state: WildVentureState, action: str) -> str:
    """The rule that allows a legal action: a Main or Free Action's own, else the decision's."""
    choice: Choice = state.choice  # type: ignore[assignment]
    return TURN_RULES[choice.options[action][0]] if choice.kind == "turn" else choice.rule


# --- targets --------------------------------------------------------------------------------------


def legal_target(state: WildVentureState, action: str) -> Target:
    """The target of a legal action, from the decision's kind and the value the action binds."""
    choice: Choice = state.choice  # type: ignore[assignment]
    return _target(state, choice, choice.options[action])


def _card_target(state: WildVentureState, zone: str | None, label: str, seat: int, card: int) -> Target:
    zone = zone or ROWS[CARD_KIND[card]]
    return target(zone, label, seat=seat if zone in SEATED else None, card=CARD_CODE[card])


def _target(state: WildVentureState, choice: Choice, value: Any) -> Target:
    kind, owner = choice.kind, choice.owner
    scope = state.frames[-1][2]
    if kind == "turn":
        verb, card = value
        if card is None:
            return target("button", BUTTON_LABELS[verb])
        return _card_target(state, "hand" if verb == "play" else None, VERB_LABELS[verb], owner, card)
    if kind == "adventure":
        if value is None:
            return target("button", BUTTON_LABELS["stop"])
        return target("board", f"Move to {state.board.by_id[value.to].name}", space=value.to)
    if kind == "starter_reward":
        species = scope["species"]
        label = f"{value.capitalize()} {starter_name(species)}"
        return target("button", label, seat=owner, card=STARTER_OF[species])
    if kind == "chest":
        return target("button", CHEST_LABELS[value])
    if kind == "invest":
        return target("button", f"Invest {value}", seat=owner, card=CARD_CODE[scope["source"]])
    if kind == "play_subject":
        if value is None:
            return target("button", BUTTON_LABELS["skip"])
        return target("trash", VERB_LABELS["play"], card=CARD_CODE[value])
    if kind == "trigger_order":
        holder = next(p for p in (0, 1) if value in state.gear[p] or value in state.buildings[p])
        return target("button", f"Resolve {CARD_NAME[value]} next", seat=holder, card=CARD_CODE[value])
    return _card_target(state, CARD_ZONES[kind], VERB_LABELS[KIND_VERBS[kind][0]], owner, value)


# --- what a player sees but may not choose now -----------------------------------------------------


def illegal_options(state: WildVentureState) -> list[Unavailable]:
    """The actions of the decision at hand on things its owner sees (cards of the hand and the
    rows, board spaces, buttons) that the rules forbid now, with the rule and the reason."""
    choice: Choice = state.choice  # type: ignore[assignment]
    if choice.kind == "turn":
        return _turn_options(state, choice)
    if choice.kind == "adventure":
        return _board_options(state, choice)
    if choice.kind == "ruby_search":
        return [
            Unavailable(option("take", CARD_CODE[card]), _target(state, choice, card), *_taken_already(card))
            for card in state.taken
        ]
    if choice.kind == "tuck_order":
        owner = choice.owner
        return [
            Unavailable(option("tuck", CARD_CODE[card]), _target(state, choice, card), *_not_empty(card))
            for card in state.villagers[owner] + state.gear[owner]
            if state.supply[card] > 0
        ]
    return []


def _turn_options(state: WildVentureState, choice: Choice) -> list[Unavailable]:
    seat, options = choice.owner, choice.options
    found: list[Unavailable] = []

    def add(verb: str, card: int | None, problem: tuple[str, str]) -> None:
        action = option(verb, CARD_CODE[card] if card is not None else "")
        if action not in options:
            found.append(Unavailable(action, _target(state, choice, (verb, card)), *problem))

    for card in sorted(set(state.hands[seat]), key=CARD_CODE.__getitem__):
        add("play", card, _main_problem(state, card) or _cost_problem(state, seat, card))
    for card in state.starters[seat]:
        add("activate", card, _main_problem(state, card) or _used(card))
    for card in state.villagers[seat]:
        if FREE_ACTION[card]:
            add("free", card, _free_problem(state, card))
        else:
            add("activate", card, _main_problem(state, card) or _empty(card, "actions.activate"))
    for card in state.buildings[seat]:
        add("enchant", card, _enchant_problem(state, card))
    if state.main_left:
        left = state.main_left
        add("end", None, ("turn", f"you must still take {left} Main Action{'s' * (left != 1)}: a turn has two"))
    return found


def _main_problem(state: WildVentureState, card: int) -> tuple[str, str] | None:
    if not state.main_left:
        return "turn", "both Main Actions of this turn are spent: take Free Actions or end your turn"
    if card in state.used_main:
        return _used(card)
    return None


def _used(card: int) -> tuple[str, str]:
    return "actions.activate", f"{CARD_NAME[card]} was already activated with a Main Action this turn"


def _cost_problem(state: WildVentureState, seat: int, card: int) -> tuple[str, str]:
    cost = counted(CARD_COST[card], "coin")
    return "actions.play", f"{CARD_NAME[card]} costs {cost} and you have {state.coins[seat]}"


def _empty(card: int, rule: str) -> tuple[str, str]:
    return rule, f"{CARD_NAME[card]} has no Supply left to remove"


def _free_problem(state: WildVentureState, card: int) -> tuple[str, str]:
    if card in state.used_free:
        return "actions.free", f"{CARD_NAME[card]}'s Free Action was already used this turn"
    return _empty(card, "actions.free")


def _enchant_problem(state: WildVentureState, card: int) -> tuple[str, str]:
    if card in state.enchanted:
        return "actions.enchant", f"{CARD_NAME[card]} is already enchanted: a Building takes one Enchantment token"
    return "actions.enchant", "you have no Enchantment token left to place"


def _board_options(state: WildVentureState, choice: Choice) -> list[Unavailable]:
    board, here = state.board, state.position[choice.owner]
    steps = {edge.to: edge for edge in board.forward[here]}
    ahead = AHEAD[board.id][here]
    found = []
    for space in board.spaces:
        action = option("move", space.id)
        if action in choice.options:
            continue
        name = space.name
        if space.id in steps:
            problem = _path_cost(state, choice.owner, steps[space.id].cost, name)  # type: ignore[arg-type]
        elif space.id == here:
            problem = "adventure.move", f"your Adventurer is on {name} already: it moves on from here"
        elif space.id in ahead:
            problem = "adventure.move", f"{name} is further along the path: your Adventurer moves one space at a time"
        else:
            problem = "adventure.move", f"{name} is not ahead of your Adventurer: it moves forward, away from Home"
        found.append(Unavailable(action, target("board", f"Move to {name}", space=space.id), *problem))
    if option("stop") not in choice.options:
        problem = "adventure.move", "an Adventure moves at least one space when it can"
        found.append(Unavailable(option("stop"), target("button", BUTTON_LABELS["stop"]), *problem))
    return found


def _path_cost(state: WildVentureState, seat: int, cost: tuple[str, int], name: str) -> tuple[str, str]:
    kind, n = cost
    if kind == "pay":
        return "adventure.path_cost", f"the path to {name} costs {counted(n, 'coin')} and you have {state.coins[seat]}"
    held = counted(len(state.hands[seat]), "card")
    return "adventure.path_cost", f"the path to {name} costs {counted(n, 'card')} from your hand and you hold {held}"


def _taken_already(card: int) -> tuple[str, str]:
    return "rewards.ruby_chest", f"you have already taken {CARD_NAME[card]}: take another card"


def _not_empty(card: int) -> tuple[str, str]:
    return "turn.tuck", f"{CARD_NAME[card]} still has Supplies: only empty cards are tucked"


# --- why any other text is not legal now ------------------------------------------------------------


def illegal_reason(state: WildVentureState, action: str) -> tuple[str, str]:
    """The rule and the reason why ``action`` (not a legal action) cannot answer the decision."""
    for unavailable in illegal_options(state):
        if unavailable.action == action:
            return unavailable.rule, unavailable.reason
    choice: Choice = state.choice  # type: ignore[assignment]
    verb, _, rest = action.partition(" ")
    if verb not in VERBS:
        return NOTATION, NOTATION_HINT
    if verb not in KIND_VERBS[choice.kind]:
        return not_this_decision(choice)
    return _argument_problem(state, choice, verb, rest) or none_of_the_choices(choice)


Problem = tuple[str, str] | None


def _argument_problem(state: WildVentureState, choice: Choice, verb: str, rest: str) -> Problem:
    if verb in BUTTON_LABELS:
        return (NOTATION, f"{verb} is a word on its own, with nothing after it") if rest else None
    if verb == "move":
        name = state.board.name
        return None if rest in state.board.by_id else (NOTATION, f"there is no space {shown(rest)} on the {name} board")
    if verb == "chest":
        chest = state.frames[-1][2]["chest"]
        offers = ", ".join(option("chest", key) for key in CHESTS[chest])
        return choice.rule, f"the {chest.capitalize()} Chest offers {offers}"
    if verb == "invest":
        most = max(choice.options.values())
        return choice.rule, f"you may invest from 0 up to {counted(most, 'coin')} here: invest N"
    if rest not in CODES:
        return NOTATION, f"there is no card {shown(rest)}: cards are named by their code, like frog_wizard"
    return _where_problem(state, choice, verb, rest)


def _where_problem(state: WildVentureState, choice: Choice, verb: str, code: str) -> Problem:
    """The card named is not where this decision takes it from."""
    seat, kind, name = choice.owner, choice.kind, CARD_NAME[CARD_CODE.index(code)]
    cards: Collection[int]
    if kind == "turn":
        return _turn_card_problem(state, seat, verb, code, name)
    if kind == "starter_reward":
        species = state.frames[-1][2]["species"]
        return choice.rule, f"this reward is your {starter_name(species)}'s: {verb} {STARTER_OF[species]}"
    if kind == "play_subject":
        subject = state.frames[-1][2]["subject"]
        return choice.rule, f"only {CARD_NAME[subject]} can be played from the Trash now"
    if kind == "trigger_order":
        return choice.rule, f"{name} is not among the cards that trigger now"
    zone = CARD_ZONES[kind]
    cards = _zone_cards(state, zone, seat)
    if any(CARD_CODE[card] == code for card in cards):
        return None
    return choice.rule, WHERE[zone].format(name=name)


WHERE: dict[str | None, str] = {
    "hand": "you have no {name} in your hand",
    "initiates": "{name} is not one of the Initiate Villagers to choose from",
    "trash": "{name} is not in the Trash",
    "taken": "{name} is not one of the cards you took from the Trash",
    "considering": "{name} is not among the cards you consider",
    "villagers": "{name} is not one of your Villagers in play",
    None: "{name} is not one of your Villagers or Gear in play",
}


def _zone_cards(state: WildVentureState, zone: str | None, seat: int) -> Collection[int]:
    if zone == "hand":
        return state.hands[seat]
    if zone == "villagers":
        return state.villagers[seat]
    if zone is None:
        return state.villagers[seat] + state.gear[seat]
    return {"initiates": state.initiates, "trash": state.trash, "taken": state.taken, "considering": state.considering}[
        zone
    ]


def _turn_card_problem(state: WildVentureState, seat: int, verb: str, code: str, name: str) -> Problem:
    def own(*rows: list[list[int]]) -> list[int]:
        return [card for row in rows for card in row[seat] if CARD_CODE[card] == code]

    if verb == "play":
        return None if own(state.hands) else ("actions.play", f"you have no {name} in your hand")
    if verb == "enchant":
        return None if own(state.buildings) else ("actions.enchant", f"{name} is not one of your Buildings")
    villagers = own(state.villagers)
    if verb == "activate" and not own(state.starters) and not villagers:
        return "actions.activate", f"{name} is not one of your Starters or Villagers in play"
    if verb == "activate" and villagers and FREE_ACTION[villagers[0]]:
        return "actions.free", f"{name} is activated with a Free Action: free {code}"
    if verb == "free" and not villagers:
        return "actions.free", f"{name} is not one of your Villagers in play"
    if verb == "free" and not FREE_ACTION[villagers[0]]:
        return "actions.free", f"{name} has no Free Action: it is activated with a Main Action"
    return None
