"""What the lessons of Venture Forth share: positions of our own against an opponent who is out
of the way, the board's temples (always read from :mod:`..boards`, never written by hand), and
words written from the learner's own view of the live table.

>>> site_words("shore"), site_words("wild_south"), site_words("country", "shore_centre")
('the Shore (Hestia)', 'the South Wilderness (no temple)', 'the Country (Hestia)')
>>> listed(["the Archer"]), listed(["the Archer", "the Poet", "the Hoplite"])
('the Archer', 'the Archer, the Poet and the Hoplite')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ....tutor.feedback import second_person
from ....tutor.model import Move, View
from ..boards import BOARDS, DEFAULT_BOARD
from ..cards import BY_CODE as CARDS
from ..model import Adventurer
from ..moves import plural
from ..show import token_parts
from ..temples import TEMPLE_NAMES
from ..treasures import BY_CODE as TREASURES

GAME = "venture_forth"

#: The opponent of our own positions: Seat 1's Huntress in the South Wilderness, out of the way
#: (as in the worked examples).
OTHER: dict[str, Any] = {"site": "wild_south", "party": ["huntress"]}

#: What an offering at each temple gives, in our words (rulebook: Making an Offering at the Temple).
GIFTS = {
    "hestia": "a will on one adventurer, and a despair off it if it bears one",
    "muses": "two will to share among your adventurers",
    "nike": "two more turns straight after this one",
    "hermes": "a flight to any other site, without a journey",
    "hades": "two coins for one of your treasures (no coin asked)",
}


def spec(player: Mapping[str, Any], **top: Any) -> dict[str, Any]:
    """A position of the learner (seat 0, to play) against :data:`OTHER`."""
    return {**top, "players": [dict(player), dict(OTHER)]}


# --- the board's temples ---------------------------------------------------------------------------


def temple_at(site: str, side: str = DEFAULT_BOARD) -> str | None:
    """The temple at ``site`` on board side ``side`` (``None`` where there is none)."""
    return BOARDS[side].site_by_id[site].temple


def temple_name(temple: str) -> str:
    """A temple as a text names it: ``"Hestia"``, ``"the Muses"``."""
    return TEMPLE_NAMES[temple].removeprefix("the Temple of ")


def site_name(site: str, side: str = DEFAULT_BOARD) -> str:
    """A site's name with its article: ``"the Shore"``."""
    return f"the {BOARDS[side].site_by_id[site].name}"


def site_words(site: str, side: str = DEFAULT_BOARD) -> str:
    """A site and its temple, from the board data: ``"the Shore (Hestia)"``."""
    temple = temple_at(site, side)
    return f"{site_name(site, side)} ({temple_name(temple) if temple else 'no temple'})"


def path_words(path: str, side: str = DEFAULT_BOARD) -> str:
    """A path by its two ends: ``"the path from the Country to the Mountains"``."""
    found = BOARDS[side].path_by_id[path]
    return f"the path from {site_name(found.a, side)} to {site_name(found.b, side)}"


# --- the learner's view ----------------------------------------------------------------------------


def mine(view: View) -> dict[str, Any]:
    """The learner's own seat in their view: coins, hand, treasures, party, site."""
    found: dict[str, Any] = view["seats"][view["seat"]]
    return found


def side(view: View) -> str:
    """The board side of the view."""
    found: str = view["board"]["side"]
    return found


def card_name(code: str) -> str:
    """An encounter card's name with its article: ``"the Archer"``."""
    return f"the {CARDS[code].name}"


def treasure_name(code: str) -> str:
    """A treasure's name with its article: ``"the Golden Fleece"``."""
    return f"the {TREASURES[code].name}"


def listed(items: Sequence[str]) -> str:
    """Items joined in words."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def party_words(view: View) -> str:
    """The learner's party with each adventurer's will and despair: ``"the Archer (2 will)"``."""
    return listed([_member(member) for member in mine(view)["party"]])


def _member(member: Mapping[str, Any]) -> str:
    load = [f"{member[what]} {what}" for what in ("will", "despair") if member[what]]
    return card_name(member["card"]) + (f" ({', '.join(load)})" if load else "")


def token_face(code: str) -> str:
    """What an explore token gives: ``"1 coin and 1 treasure"``."""
    return listed(token_parts(code))


#: Events the lessons' feedback leaves out: the turn passing on, and an ambition's trade (the
#: points and the level it brings are told next).
UNSAID = ("turn", "ambition")


def retold(move: Move) -> str:
    """What the learner's move led to, in the second person: the engine's events as they saw them,
    a few of them in fewer words (:func:`said`)."""
    return " ".join(filter(None, (said(event, move.before) for event in move.events)))


def said(event: Mapping[str, Any], before: View) -> str:
    """One event as the lessons tell it to the learner (``""``: left out)."""
    kind, text = event["type"], event.get("text", "")
    if kind in UNSAID or not text:
        return ""
    if kind == "token_drawn" and event.get("token"):
        return f"The explore icon turns up a token of {token_face(event['token'])}: lay it beside a path."
    if kind == "token":
        return f"You lay the explore token beside {path_words(event['path'], side(before))}."
    if kind == "explore":
        return "You take the path's explore token."
    if kind == "undefeated":  # what is given up is told by the events that follow
        text = text.split(":")[0] + "."
    return second_person(text, before["seat"])


def on_path(view: View, path: str) -> list[dict[str, Any]]:
    """The cards on ``path`` in the view (``{"space", "card", "wandering"}``), in the path's order."""
    spaces = [space.id for space in BOARDS[side(view)].path_by_id[path].spaces]
    cards = {card["space"]: card for card in view["board"]["cards"]}
    return [cards[space] for space in spaces if space in cards]


def desires(view: View) -> str:
    """What the learner's adventurers desire: ``"your Dryad and your Satyr Piper desire wealth"``."""
    wanted: dict[str, list[str]] = {}
    for member in mine(view)["party"]:
        wanted.setdefault(_desire(member["card"]) or "nothing", []).append(f"your {CARDS[member['card']].name}")
    return "; ".join(
        f"{listed(names)} {'desires' if len(names) == 1 else 'desire'} {what}" for what, names in wanted.items()
    )


def complete_paths(view: View) -> list[str]:
    """The complete paths at the learner's site: every space holds a card (rulebook: Venture Forth)."""
    held = {card["space"] for card in view["board"]["cards"]}
    paths = BOARDS[side(view)].paths_at[mine(view)["site"]]
    return [path.id for path in paths if all(space.id in held for space in path.spaces)]


def kept(move: Move) -> str:
    """What keeping a treasure led to: its type and points, and who in your party may score it."""
    treasure = TREASURES[move.action.split()[1]]
    party = mine(move.after)["party"]
    fans = [card_name(member["card"]) for member in party if _desire(member["card"]) == treasure.type]
    scores = (
        f"{listed(fans)} can score it"
        if fans
        else f"none of your adventurers desires {treasure.type}, so it scores nothing unless one who does joins you"
    )
    return (
        f"You keep {treasure_name(treasure.code)}: {treasure.type}, {plural(treasure.points, 'point')} in this kit; "
        f"{scores}. The others go under the treasure deck."
    )


def _desire(code: str) -> str | None:
    """What the adventurer ``code`` desires (``None`` for an enemy)."""
    card = CARDS[code]
    return card.desire if isinstance(card, Adventurer) else None


def turn_over(view: View) -> bool:
    """Whether the learner's turn (with any extra turns) is over, or the game."""
    return bool(view["is_over"]) or view["active"] != view["seat"]


def deciding(kind: str) -> Callable[[View], bool]:
    """A check that the learner's view asks for a decision of ``kind`` (``"turn"``, ``"keep"``...)."""

    def check(view: View) -> bool:
        decision = view.get("decision")
        return decision is not None and decision["kind"] == kind and decision["owner"] == view["seat"]

    return check


def acting(verbs: Sequence[str]) -> Callable[[Move], bool]:
    """A goal: the learner's choice of action starts with one of ``verbs``; any move inside the
    action (a token's path, a will's adventurer) is taken as it comes."""

    def check(move: Move) -> bool:
        return move.before["decision"]["kind"] != "turn" or move.action.split()[0] in verbs

    return check
