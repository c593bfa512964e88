"""Venture Forth: what each action points at on the table, and why an action is not legal now.

Targets (``state.action_target(action)``) use these zones, documented in ``js/CONTRACT.md``:

===============  ==========================================================================
``hand``         a card of ``seat``'s hand (``start``, a Regroup ``discard``, a ``discard``
                 after an ability drew cards)
``board``        a path ``space`` to play a ``card`` of the hand on
``path``         a path (``space`` is its id) to venture along or put an explore token by
``site``         a site (``space`` is its id) for a pawn
``party``        an adventurer ``card`` of ``seat``'s party (will, despair, exerting,
                 ambitions)
``treasures``    a treasure ``card`` of ``seat``'s (to use, keep or discard)
``level3``       a face-up Level III ``card``
``button``       no piece of its own: Regroup, an offering, recruit or leave, face, done,
                 take a coin or a will, redraw; ``card`` says which card it concerns where
                 there is one
===============  ==========================================================================

Reasons use only what the seat to move sees: that a card is not in *your* hand, never where it is.

>>> from venture_widgets import load_game
>>> state = load_game("venture_forth").scenario({"players": [
...     {"party": ["archer"], "site": "Country", "coins": 0, "hand": ["dragon"], "treasures": ["golden_fleece"]}, {}],
...     "board": {"p3.1": "hoplite", "p3.2": "lion"}})
>>> print(state.explain("offer hermes"))
An offering costs a coin, and you have none (rule temple.hermes: Making an Offering at the Temple: Hermes).
>>> print(state.explain("venture p1"))
The path from Shore to Country is not complete: 2 of its spaces have no card (rule venture: Venture Forth).
>>> print(state.explain("play dragon p1.1").reason)
Dragon is a wilderness card: space 1 of 2 from Shore to Country (take 1 will) is next to no wilderness site or card
>>> state.explain("use owl_of_athena").reason
'you have no treasure Owl of Athena'
>>> state.action_target("venture p3")
{'zone': 'path', 'space': 'p3', 'label': 'Venture forth'}
>>> [entry["action"] for entry in state.unavailable_actions()][:3]
['venture p1', 'venture p2', 'venture p4']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...core.effects import Choice
from ...core.errors import shown
from ...core.explain import NOTATION, Target, Unavailable, none_of_the_choices, screen_action, target
from .moves import option
from .no_effect import why_no_effect
from .party import open_spaces
from .places import path_words, space_words
from .tables import (
    CARD_CODE,
    CARD_KIND,
    CARD_NAME,
    CARD_POWER,
    CARD_REGION,
    L3_CODE,
    TREASURE_ABILITY,
    TREASURE_CODE,
    TREASURE_NAME,
    level_card,
)
from .temples import TEMPLE_NAMES
from .turn import offer_problem

if TYPE_CHECKING:
    from .rules import VentureForthState

#: The zones of the targets (see the module docstring).
ZONES = frozenset(("hand", "board", "path", "site", "party", "treasures", "level3", "button"))

#: The verbs that answer each kind of decision.
KIND_VERBS: dict[str, tuple[str, ...]] = {
    "start": ("start", "redraw"),
    "pawn": ("pawn",),
    "turn": ("play", "venture", "offer", "regroup", "use"),
    "will": ("will",),
    "resource": ("take",),
    "plus": ("plus",),
    "gift": ("gift",),
    "token": ("token",),
    "regroup": ("discard", "done"),
    "sift": ("discard",),
    "ambition": ("ambition", "pass"),
    "level3": ("level3",),
    "recruit": ("recruit", "leave"),
    "exert": ("exert", "face"),
    "lose": ("lose",),
    "despair": ("despair",),
    "keep": ("keep",),
    "move": ("move",),
    "hades": ("discard",),
    "relieve": ("relieve",),
    "upright": ("upright",),
}
PARTY_KINDS = frozenset(("will", "plus", "gift", "lose", "despair", "relieve", "exert", "ambition"))
LABELS = {
    "will": "Will here",
    "plus": "Both will here",
    "gift": "Give a will",
    "lose": "Return a will",
    "despair": "Despair here",
    "relieve": "Remove despair",
    "exert": "Exert",
    "keep": "Keep",
    "hades": "Offer to Hades",
    "move": "Move here",
    "pawn": "Start here",
    "token": "Token here",
    "level3": "Take",
    "upright": "Upright",
}


def legal_rule(st: VentureForthState, action: str) -> str:
    """The rule that allows a legal action: the decision's, or for a turn, the action's own."""
    choice = st.choice
    assert choice is not None
    if choice.kind != "turn":
        return choice.rule
    verb, value = choice.options[action]
    return {
        "play": "play.place",
        "venture": "venture",
        "offer": f"temple.{value}",
        "regroup": "regroup",
        "use": "treasure.ability",
    }[verb]


def legal_target(st: VentureForthState, action: str) -> Target:
    """What a legal action points at (see the module docstring)."""
    choice = st.choice
    assert choice is not None
    value: Any = choice.options[action]
    kind, seat = choice.kind, choice.owner
    scope = st.frames[-1][2]
    if kind == "turn":
        verb, value = value
        if verb == "play":
            card, space = value
            return target("board", "Play here", seat=seat, card=CARD_CODE[card], space=space)
        if verb == "venture":
            return target("path", "Venture forth", space=value)
        if verb == "use":
            return target("treasures", "Use", seat=seat, card=TREASURE_CODE[value])
        if verb == "offer":
            return target("button", f"Offer at {TEMPLE_NAMES[value]}")
        return target("button", "Regroup")
    if kind == "start":
        if value is None:
            return target("button", "Redraw")
        return target("hand", "Start with", seat=seat, card=CARD_CODE[value])
    if kind == "ambition":
        adventurer = CARD_CODE[scope["adventurer"]]
        label = "Pass" if value is None else f"Convert {value.will} will"
        return target("party", label, seat=seat, card=adventurer)
    if kind == "exert" and value is None:
        return target("button", "Face", card=CARD_CODE[scope["card"]])
    if kind == "gift":
        return target("party", LABELS[kind], seat=scope["seat"], card=CARD_CODE[value])
    if kind in PARTY_KINDS:
        return target("party", LABELS[kind], seat=seat, card=CARD_CODE[value])
    if kind in ("pawn", "move"):
        return target("site", LABELS[kind], space=value)
    if kind == "token":
        return target("path", LABELS[kind], space=value)
    if kind in ("keep", "hades"):
        return target("treasures", LABELS[kind], seat=seat, card=TREASURE_CODE[value])
    if kind == "level3":
        return target("level3", LABELS[kind], card=L3_CODE[st.level3_stacks[value][-1]])
    if kind == "upright":
        return target("board", LABELS[kind], card=CARD_CODE[st.spaces[value]], space=value)
    if kind == "regroup" and value is None:
        return target("button", "Done")
    if kind in ("regroup", "sift"):
        return target("hand", "Discard", seat=seat, card=CARD_CODE[value])
    if kind == "recruit":
        return target("button", "Recruit" if value else "Leave", card=CARD_CODE[scope["card"]])
    return target("button", "Take a coin" if value == "coin" else "Take a will")


# --- what a player sees but may not choose now -----------------------------------------------------

Problem = tuple[str, str] | None


def illegal_options(st: VentureForthState) -> list[Unavailable]:
    """The actions of the decision at hand on things its owner sees (hand cards, paths, temples,
    sites, its adventurers, its treasures, the path spaces) that the rules forbid now, with the
    rule and the reason."""
    choice = st.choice
    if choice is None:
        return []
    options = OPTIONS.get(choice.kind)
    found = [] if options is None else options(st, choice)
    return [unavailable for unavailable in found if unavailable.action not in choice.options]


def _turn_options(st: VentureForthState, choice: Choice) -> list[Unavailable]:
    seat = st.active
    found: list[Unavailable] = []
    empty = [space for space in st.board.space_by_id if space not in st.spaces]
    where = open_spaces(st)
    for card in sorted(set(st.hands[seat]), key=CARD_CODE.__getitem__):
        if where.get(CARD_REGION[card]):
            continue
        space = empty[0] if empty else next(iter(st.board.space_by_id))
        problem = _nowhere(card) if empty else ("play.place", "every path space holds a card")
        found.append(Unavailable(option("play", CARD_CODE[card], space), _hand(seat, card, "Play"), *problem))
    for path in st.board.paths:
        found.append(
            Unavailable(
                option("venture", path.id),
                target("path", "Venture forth", space=path.id),
                *_venture_problem(st, path.id),
            )
        )
    for site in st.board.sites:
        if site.temple is not None:
            found.append(
                Unavailable(
                    option("offer", site.temple),
                    target("button", f"Offer at {TEMPLE_NAMES[site.temple]}"),
                    *_offer_problem(st, site.temple),
                )
            )
    for treasure in sorted(set(st.treasures[seat]), key=TREASURE_CODE.__getitem__):
        found.append(
            Unavailable(
                option("use", TREASURE_CODE[treasure]),
                target("treasures", "Use", seat=seat, card=TREASURE_CODE[treasure]),
                "treasure.ability",
                _use_problem(st, treasure),
            )
        )
    return [unavailable for unavailable in found if unavailable.reason]


def _use_problem(st: VentureForthState, treasure: int) -> str:
    """Why the active seat cannot use ``treasure``, one of its own (``""``: it can)."""
    if st.treasure_used:
        return "you have used a treasure's ability this turn already: one per turn"
    idle = why_no_effect(st, st.active, TREASURE_ABILITY[treasure])
    return "" if idle is None else f"using {TREASURE_NAME[treasure]} now would do nothing: {idle}"


def _hand(seat: int, card: int, label: str) -> Target:
    return target("hand", label, seat=seat, card=CARD_CODE[card])


def _nowhere(card: int) -> tuple[str, str]:
    region = CARD_REGION[card]
    return (
        "play.place",
        f"{CARD_NAME[card]} is a {region} card: it needs an empty path space next to a {region} site or a "
        f"{region} card, and there is none",
    )


def _venture_problem(st: VentureForthState, path_id: str) -> tuple[str, str]:
    """Why the active party cannot venture along ``path_id`` (``""`` as the reason: it can)."""
    site = st.position[st.active]
    path = st.board.path_by_id[path_id]
    if site not in (path.a, path.b):
        here = st.board.site_by_id[site].name  # type: ignore[index]
        return "venture", f"{path_words(st.board, path_id)} does not leave {here}, where your pawn stands"
    missing = sum(1 for space in path.spaces if space.id not in st.spaces)
    if not missing:
        return "venture", ""
    spaces = "space has" if missing == 1 else "spaces have"
    return "venture", f"{path_words(st.board, path_id)} is not complete: {missing} of its {spaces} no card"


def _offer_problem(st: VentureForthState, temple: str) -> tuple[str, str]:
    """Why the active seat cannot make an offering at ``temple`` (``""`` as the reason: it can)."""
    here = st.board.site_by_id[st.position[st.active]]  # type: ignore[index]
    if here.temple != temple:
        there = next(site.name for site in st.board.sites if site.temple == temple)
        return "temple", f"your pawn stands at {here.name}, and {TEMPLE_NAMES[temple]} is at {there}"
    return f"temple.{temple}", offer_problem(st, temple) or ""


def _start_options(st: VentureForthState, choice: Choice) -> list[Unavailable]:
    seat = choice.owner
    hand = st.hands[seat]
    found = []
    for card in sorted(set(hand), key=CARD_CODE.__getitem__):
        if CARD_KIND[card] == "enemy":
            reason = f"{CARD_NAME[card]} is an enemy: a party starts with an adventurer"
        else:
            reason = f"{CARD_NAME[card]} costs {_coins(CARD_POWER[card])} (its power) and you have {st.coins[seat]}"
        found.append(
            Unavailable(option("start", CARD_CODE[card]), _hand(seat, card, "Start with"), "setup.start", reason)
        )
    adventurers = sum(1 for card in hand if CARD_KIND[card] == "adventurer")
    found.append(
        Unavailable(
            option("redraw"),
            target("button", "Redraw"),
            "setup.redraw",
            f"your hand holds {adventurers} adventurers and you can pay for at least one: a new hand is drawn "
            "only for one adventurer or none",
        )
    )
    return found


def _coins(n: int) -> str:
    return f"{n} coin{'' if n == 1 else 's'}"


def _pawn_options(st: VentureForthState, choice: Choice) -> list[Unavailable]:
    found = []
    for site in st.board.sites:
        if site.temple is None:
            reason = f"{site.name} has no temple: pawns start on temple sites"
        else:
            reason = f"another pawn stands on {site.name} already"
        found.append(
            Unavailable(option("pawn", site.id), target("site", LABELS["pawn"], space=site.id), "setup.pawn", reason)
        )
    return found


def _move_options(st: VentureForthState, choice: Choice) -> list[Unavailable]:
    here = st.board.site_by_id[st.position[choice.owner]]  # type: ignore[index]
    reason = f"your pawn is at {here.name} already: Hermes moves it to another site"
    return [
        Unavailable(option("move", here.id), target("site", LABELS["move"], space=here.id), "temple.hermes", reason)
    ]


def _token_options(st: VentureForthState, choice: Choice) -> list[Unavailable]:
    return [
        Unavailable(
            option("token", path),
            target("path", LABELS["token"], space=path),
            "play.explore",
            f"{path_words(st.board, path)} has an explore token already: one per path",
        )
        for path in sorted(st.path_tokens)
    ]


def _party_options(why: Callable[[VentureForthState, int], str]) -> OptionsOf:
    """Options of a decision about one of the owner's adventurers: those ``why`` rules out, by the
    decision's rule."""

    def found(st: VentureForthState, choice: Choice) -> list[Unavailable]:
        verb, seat = KIND_VERBS[choice.kind][0], choice.owner
        return [
            Unavailable(
                option(verb, CARD_CODE[adventurer]),
                target("party", LABELS[choice.kind], seat=seat, card=CARD_CODE[adventurer]),
                choice.rule,
                why(st, adventurer),
            )
            for adventurer in st.party[seat]
        ]

    return found


def _cannot_exert(st: VentureForthState, adventurer: int) -> str:
    name = CARD_NAME[adventurer]
    if adventurer in st.exerted:
        return f"{name} has exerted itself in this encounter already: once per adventurer"
    return f"{name} has no will to spend on exerting"


def _no_will(st: VentureForthState, adventurer: int) -> str:
    return f"{CARD_NAME[adventurer]} has no will to return"


def _no_despair(st: VentureForthState, adventurer: int) -> str:
    return f"{CARD_NAME[adventurer]} has no despair to take off"


def _ambition_options(st: VentureForthState, choice: Choice) -> list[Unavailable]:
    adventurer = st.frames[-1][2]["adventurer"]
    card = level_card(st.level[adventurer], st.level3.get(adventurer))
    code, name = CARD_CODE[adventurer], CARD_NAME[adventurer]
    found = []
    for number, conversion in enumerate(card.conversions, start=1):
        if st.will[adventurer] < conversion.will:
            rule = "ambitions"
            reason = f"this conversion takes {conversion.will} will and {name} has {st.will[adventurer]}"
        else:
            rule, reason = "ambitions.level_up", "no Level III card is left to level up to"
        label = f"Convert {conversion.will} will"
        found.append(
            Unavailable(
                option("ambition", code, str(number)),
                target("party", label, seat=choice.owner, card=code),
                rule,
                reason,
            )
        )
    return found


def _upright_options(st: VentureForthState, choice: Choice) -> list[Unavailable]:
    return [
        Unavailable(
            option("upright", space),
            target("board", LABELS["upright"], card=CARD_CODE[card], space=space),
            choice.rule,
            f"{CARD_NAME[card]} is not wandering",
        )
        for space, card in sorted(st.spaces.items())
    ]


OptionsOf = Callable[["VentureForthState", Choice], list[Unavailable]]

#: The unavailable actions of each kind of decision that has some.
OPTIONS: dict[str, OptionsOf] = {
    "turn": _turn_options,
    "start": _start_options,
    "pawn": _pawn_options,
    "move": _move_options,
    "token": _token_options,
    "exert": _party_options(_cannot_exert),
    "lose": _party_options(_no_will),
    "relieve": _party_options(_no_despair),
    "ambition": _ambition_options,
    "upright": _upright_options,
}


# --- why any other text is not legal now ------------------------------------------------------------


def illegal_reason(st: VentureForthState, action: str) -> tuple[str, str]:
    """The rule and the reason why ``action`` (not a legal action) cannot answer the decision."""
    choice = st.choice
    assert choice is not None
    problem, words = screen_action(action, choice, illegal_options(st), KIND_VERBS, NOTATION_HINT)
    if problem:
        return problem
    verb, *arguments = words
    problem = _turn_problem(st, verb, arguments) if choice.kind == "turn" else None
    return problem or _shape_problem(verb, arguments) or none_of_the_choices(choice)


NOTATION_HINT = "this is not how Venture Forth actions are written, e.g. play lion p3.2, venture p3 or regroup"
#: The number of words after each verb (``ambition``: an adventurer and a conversion).
ARITY = {"play": 2, "ambition": 2, "face": 0, "done": 0, "leave": 0, "recruit": 0, "redraw": 0, "regroup": 0}


def _shape_problem(verb: str, arguments: list[str]) -> Problem:
    wanted = ARITY.get(verb, 1)
    if len(arguments) == wanted:
        return None
    if not wanted:
        return NOTATION, f"{verb} is a word on its own, with nothing after it"
    return NOTATION, f"{verb} takes {wanted} word{'s' if wanted > 1 else ''} after it"


def _turn_problem(st: VentureForthState, verb: str, arguments: list[str]) -> Problem:
    """What rules out a turn's action on a known card, path, temple or treasure."""
    if _shape_problem(verb, arguments):
        return None
    board, seat = st.board, st.active
    if verb == "play":
        code, space = arguments
        if code not in CARD_INDEX:
            return NOTATION, f"there is no encounter card {shown(code)}: cards are named by their code, like lion"
        card = CARD_INDEX[code]
        if card not in st.hands[seat]:
            return "play.place", f"you have no {CARD_NAME[card]} in your hand"
        if space not in board.space_by_id:
            return NOTATION, f"there is no path space {shown(space)} on the {board.name} side"
        if space in st.spaces:
            return "play.place", f"{space_words(board, space)} holds a card already"
        region = CARD_REGION[card]
        return (
            "play.place",
            f"{CARD_NAME[card]} is a {region} card: {space_words(board, space)} is next to no {region} site or card",
        )
    if verb == "venture":
        if arguments[0] not in board.path_by_id:
            return NOTATION, f"there is no path {shown(arguments[0])} on the {board.name} side"
        return _venture_problem(st, arguments[0])
    if verb == "offer":
        temple = arguments[0]
        if temple not in TEMPLE_NAMES:
            return NOTATION, f"there is no temple {shown(temple)}: temples are {', '.join(TEMPLE_NAMES)}"
        if all(site.temple != temple for site in board.sites):
            return "temple", f"this side of the board has no {TEMPLE_NAMES[temple][4:]}"
        return _offer_problem(st, temple)
    if verb == "use":
        if arguments[0] not in TREASURE_INDEX:
            return NOTATION, f"there is no treasure {shown(arguments[0])}: treasures are named by their code"
        return "treasure.ability", f"you have no treasure {TREASURE_NAME[TREASURE_INDEX[arguments[0]]]}"
    return None


CARD_INDEX = {code: card for card, code in enumerate(CARD_CODE)}
TREASURE_INDEX = {code: treasure for treasure, code in enumerate(TREASURE_CODE)}
