"""Why an action is or is not legal now, and what a legal one points at on the table.

Zones of a target (``js/CONTRACT.md``): ``button`` (keep, done, pass, skip, a swap), ``hand`` (a
card of your hand used, answered with or discarded: ``card`` its code, ``seat`` the player it is
used on), ``face_up`` (the card drawn in Phase 1, played at once: ``card``, ``seat``), ``talent``
(the talent, activated by discarding ``card``), ``mission`` (``seat`` its holder, ``card`` its
number), ``discard`` (a card taken from the discard pile: ``card``), ``looking`` (a card of a
Stargazing: ``card``).

>>> from venture_widgets import load_game
>>> state = load_game("venture_2019").new_game(players=3, seed=1)
>>> state.explain("dance").reason.startswith("this is not how Venture (2019) actions are written: play theft-chem 2")
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.explain import NOTATION, Target, Unavailable, none_of_the_choices, screen_action, target
from ...core.moves import seat_name
from .cards import CARD_BY_CODE, CARDS, CODE, MISSION_BY_NUMBER, ROLE_BY_ID
from .hands import hand_by_code
from .model import SYMBOLS
from .play import answers_for, target_problem, targets_of
from .text import code_words
from .turn import talent_problem

if TYPE_CHECKING:
    from .rules import VentureState

#: The zones a target names (``js/CONTRACT.md``).
ZONES = frozenset({"button", "hand", "face_up", "talent", "mission", "discard", "looking"})

#: The verbs each kind of decision takes.
KIND_VERBS: dict[str, tuple[str, ...]] = {
    "first_use": ("keep", "play"),
    "action": ("play", "talent", "done"),
    "answer": ("answer", "pass"),
    "mission": ("undo", "copy"),
    "swap": ("swap",),
    "keep": ("keep",),
    "take": ("take",),
    "complete": ("complete", "skip"),
    "discard": ("discard",),
}
NOTATION_HINT = (
    "this is not how Venture (2019) actions are written: play theft-chem 2, answer objection-bio, pass, "
    "talent grant-math, complete 7, discard quill"
)


def legal_rule(st: VentureState, action: str) -> str:
    """The rule that allows a legal action: the decision's, or for a card, the card's kind."""
    choice = st.choice
    assert choice is not None
    value = choice.options[action]
    if choice.kind in ("first_use", "action") and value[0] == "play":
        return "draw.bulb_off" if choice.kind == "first_use" else "cards.play"
    if choice.kind == "action" and value[0] == "talent":
        return "roles.talent"
    return choice.rule


def legal_target(st: VentureState, action: str) -> Target:
    """What a legal action points at (see the module docstring)."""
    choice = st.choice
    assert choice is not None
    value = choice.options[action]
    kind, owner = choice.kind, choice.owner
    if kind in ("first_use", "action"):
        if value[0] in ("keep", "done"):
            return target("button", "Keep it" if value[0] == "keep" else "End actions")
        if value[0] == "talent":
            return target("talent", "Activate the talent", seat=owner, card=CODE[value[1]])
        _, card, whom = value
        zone = "face_up" if kind == "first_use" else "hand"
        label = "Play" if whom is None else f"Play on {'yourself' if whom == owner else seat_name(whom)}"
        return target(zone, label, seat=whom, card=CODE[card])
    if kind == "answer":
        if value is None:
            return target("button", "Pass")
        card, whom = value
        return target("hand", "Answer" if whom is None else f"Answer on {seat_name(whom)}", seat=whom, card=CODE[card])
    if kind == "mission":
        return target("mission", "Choose", seat=st.scope.get("target"), card=str(value))
    if kind == "swap":
        return target("button", f"{value[0].title()} for {value[1].title()}")
    if kind == "keep":
        return target("looking", "Keep", card=CODE[value])
    if kind == "take":
        return target("discard", "Take", card=CODE[value])
    if kind == "complete":
        if value is None:
            return target("button", "Skip")
        return target("mission", "Complete", seat=owner, card=str(value))
    return target("hand", "Discard", seat=owner, card=value)


def _card_reason(st: VentureState, seat: int, card: int) -> tuple[str, str]:
    """Why ``seat`` may not use ``card`` on their turn now (it has no legal target)."""
    effect = CARDS[card].effect
    assert effect is not None
    if effect.target == "card":
        return "cards.instant", f"{effect.name} only answers a card just played: use it when you are asked to answer"
    reasons = [target_problem(st, effect, seat, whom) for whom in targets_of(st, effect, seat)]
    return "cards.play", next((reason for reason in reasons if reason), f"{effect.name} has no one to be used on")


def illegal_options(st: VentureState) -> list[Unavailable]:
    """What the seat deciding sees but may not do now: a card of the hand with no legal use, the
    talent (once per turn, a card with the role's symbol), a mission without its instrument, an
    instant that cannot answer this card."""
    choice = st.choice
    if choice is None:
        return []
    seat = choice.owner
    found: list[Unavailable] = []
    if choice.kind == "action":
        for code in hand_by_code(st, seat):
            card = CARD_BY_CODE[code].index
            if CARDS[card].effect is not None and not any(
                value[0] == "play" and CODE[value[1]] == code for value in choice.options.values()
            ):
                rule, reason = _card_reason(st, seat, card)
                found.append(Unavailable(f"play {code}", target("hand", "Play", seat=seat, card=code), rule, reason))
        symbol = SYMBOLS[st.roles[seat]]
        problem = talent_problem(st, seat)
        for code in hand_by_code(st, seat):
            if CARD_BY_CODE[code].symbol == symbol and problem:
                found.append(
                    Unavailable(
                        f"talent {code}",
                        target("talent", "Activate the talent", seat=seat, card=code),
                        "roles.talent",
                        problem,
                    )
                )
    elif choice.kind == "complete":
        for m in st.missions[seat]:
            if m not in st.completed and f"complete {m}" not in choice.options:
                instrument = MISSION_BY_NUMBER[m].instrument
                found.append(
                    Unavailable(
                        f"complete {m}",
                        target("mission", "Complete", seat=seat, card=str(m)),
                        "missions",
                        f"mission {m} needs a {instrument.title()}, and you hold none",
                    )
                )
    elif choice.kind == "answer":
        offered = answers_for(st, seat)
        for code in hand_by_code(st, seat):
            effect = CARD_BY_CODE[code].effect
            if effect is not None and effect.timing == "instant" and not any(a.split(" ")[1] == code for a in offered):
                found.append(
                    Unavailable(
                        f"answer {code}",
                        target("hand", "Answer", card=code),
                        "cards.instant",
                        f"{effect.name} answers only a card a player used on another player",
                    )
                )
    elif choice.kind == "first_use" and len(choice.options) == 1 and st.face_up is not None:
        card = st.face_up
        if CARDS[card].effect is not None:
            rule, reason = _card_reason(st, seat, card)
            found.append(Unavailable(f"play {CODE[card]}", target("face_up", "Play", card=CODE[card]), rule, reason))
    return [unavailable for unavailable in found if unavailable.action not in choice.options]


def illegal_reason(st: VentureState, action: str) -> tuple[str, str]:
    """The rule and the reason why ``action`` (not a legal action) cannot answer the decision."""
    choice = st.choice
    assert choice is not None
    problem, words = screen_action(action, choice, illegal_options(st), KIND_VERBS, NOTATION_HINT)
    if problem:
        return problem
    verb, *arguments = words
    seat = choice.owner
    if verb in ("play", "talent", "answer", "discard") and arguments:
        code = arguments[0]
        if code not in CARD_BY_CODE:
            return NOTATION, f"there is no card {code!r}: a card is written like theft-chem, rebuttal or quill"
        held = code in hand_by_code(st, seat) or (
            choice.kind == "first_use" and st.face_up is not None and CODE[st.face_up] == code
        )
        if not held:
            return "cards.play", f"you hold no {code_words(code)}"
        if verb != "discard" and CARD_BY_CODE[code].instrument is not None:
            return "cards.instruments", (
                f"{code_words(code)} is an instrument, not an action card: it is used only where a card asks "
                "for one, and on a mission in Phase 3"
            )
        role = ROLE_BY_ID[st.roles[seat]]
        if verb == "talent" and CARD_BY_CODE[code].symbol != role.symbol:
            return "roles.talent", f"the {role.name}'s talent takes a card with the {role.name}'s symbol"
        if verb == "play" and len(arguments) == 2:
            effect = CARD_BY_CODE[code].effect
            try:
                whom = int(arguments[1])
            except ValueError:
                return NOTATION, f"a card is used on a seat number, not {arguments[1]!r}"
            if effect is not None and not 0 <= whom < st.players:
                return NOTATION, f"there is no Seat {whom}: seats are 0 to {st.players - 1}"
            if effect is not None:
                reason = target_problem(st, effect, seat, whom)
                if reason:
                    return "cards.play", reason
    if verb == "complete" and arguments:
        try:
            number = int(arguments[0])
        except ValueError:
            return NOTATION, f"a mission is named by its number, not {arguments[0]!r}"
        if number not in st.missions[seat]:
            return "missions", f"mission {number} is not one of your missions"
        if number in st.completed:
            return "missions", f"mission {number} is already completed"
    return none_of_the_choices(choice)
