"""A Venture Forth position as a picture (``venture_widgets.tutor.pictures``) and each seat's
projected score (``live_scores``), both from ``state.observe(seat)`` alone.

The picture shows the board drawn from its graph: the sites in their regions' colours with their
temples and the pawns; the path spaces with their symbols and explore icons, the cards on them
(sideways when wandering) and the explore tokens beside the paths (face down where the viewer
cannot see them). Beside it: the projected scores, what is happening now, the top Level III
cards and the piles. Then each player's area: coins, points, explore tokens, the party's
adventurers (power, desire, ambition, level card, will and despair), and the hand and treasures
as cards for the viewer, as counts for the others.

A projected score is what scoring would give if the game ended now (the categories of
:mod:`.scoring`, counted by its functions), from what the viewer sees: everything but the other
seats' treasures, which lie face down until the end; they are not counted, and the score says
so (it is then a lower bound: a treasure never costs points).

>>> from venture_widgets import load_game
>>> state = load_game("venture_forth").scenario({"players": [
...     {"party": [{"card": "Archer", "will": 3, "despair": 1}], "coins": 5, "treasures": ["owl_of_athena"],
...      "explored": ["token_2c_1"]},
...     {"party": ["Philosopher"], "treasures": ["thread_of_ariadne"], "hand": ["dragon"]}]})
>>> mine, theirs = live_scores(state.observe(0))["seats"]
>>> mine["total"], mine["exact"], [(part["label"], part["value"]) for part in mine["parts"]]
(4, True, [('Track', 0), ('Will', 3), ('Coins', 2), ('Treasures', 0), ('Despair', -3), ('Explore', 2)])
>>> theirs["exact"], theirs["unseen"]
(False, '1 treasure face down, not counted')
>>> svg = draw(state.observe(0))
>>> "Archer" in svg, "Owl of Athena" in svg, "Dragon" in svg, "Thread of Ariadne" in svg
(True, True, False, False)
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from ...core.drawing import Box, Canvas, finish, fit, fit_width, flow, projected_scores, score_entry, score_line, tiles
from ...core.words import counted
from .scoring import CATEGORIES, explore_bonus, score_counts
from .show import (
    BOARDS,
    CARDS,
    LEVELS,
    TREASURES,
    card_name,
    headline,
    level_words,
    moment_lines,
    seat_label,
    site_words,
    temple_name,
    token_parts,
    treasure_name,
)

WIDTH = 1000
MARGIN = 12
GAP = 6
BOARD_SIZE = 600  # the board's 100 x 100 box, drawn this many pixels wide and high
SCALE = BOARD_SIZE / 100
SIDE_X = MARGIN + BOARD_SIZE + 16
SIDE_W = WIDTH - MARGIN - SIDE_X
SITE_R = 40
SLOT_W, SLOT_H = 56, 70  # a path space; a card on it covers all but the symbol strip at the bottom
STRIP = 14
TOKEN_W, TOKEN_H = 68, 36  # room kept beside each path for its explore token
CARD_W, SMALL_W = 124, 112  # party cards; hand, treasure and Level III cards
#: A space's symbol, short enough for its strip (the key spells them out).
SYMBOL_LABELS = {"will": "will", "coin": "coin", "will_plus": "2 will +", "coin_or_will": "coin/will"}

#: Region colours (the rulebook's: blue shore, green country, grey mountains, brown wilderness).
REGION_COLOURS = {"shore": "#2f6fa8", "country": "#3d7a34", "mountains": "#5f6469", "wilderness": "#7a5230"}
#: Seat colours, apart from every region colour.
SEAT_COLOURS = ("#c62828", "#6a1b9a", "#e65100", "#212121")
TREASURE_COLOURS = {"knowledge": "#1a5e8a", "might": "#9a2c2c", "wealth": "#8a6d00"}
PAPER, FACE, INK, MUTED, RULE = "#f3f0e6", "#fbf7ec", "#2b2118", "#5f5750", "#c8bfae"
BOARD_FILL, PATH, STRIP_FILL, EXPLORE = "#e9e2cc", "#a08a5c", "#efe6d2", "#d84315"
BACK, TOKEN_FILL, TOKEN_EDGE = "#4e342e", "#fff3c4", "#b8860b"
WILL, DESPAIR = "#5e35b1", "#263238"


# --- what a seat can count -----------------------------------------------------------------------


def live_scores(view: Mapping[str, Any]) -> dict[str, Any]:
    """Each seat's projected score from what the viewer sees (see the module docstring)."""
    bonus = explore_bonus([len(seat["explored"]) for seat in view["seats"]])
    seats = []
    for seat in view["seats"]:
        party = seat["party"]
        seen = seat["treasures"] or []
        score = score_counts(
            seat["points"],
            sum(member["will"] for member in party),
            seat["coins"],
            [CARDS[member["card"]]["desire"] for member in party],
            [(TREASURES[code]["type"], TREASURES[code]["points"]) for code in seen],
            sum(member["despair"] for member in party),
            bonus[seat["seat"]],
        )
        unseen = seat["treasure_count"] - len(seen)
        seats.append(score_entry(view, seat["seat"], score, CATEGORIES, unseen, "treasure"))
    return projected_scores(
        "What scoring would give if the game ended now. The other players' treasures lie face "
        "down until the end, so they are not counted.",
        seats,
    )


# --- cards ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Face:
    """What one card of the picture shows: a coloured band with two words, a name, text lines
    (each with its font size, whether bold and its colour)."""

    band: str
    left: str
    right: str
    name: str
    lines: tuple[tuple[str, float, bool, str], ...] = ()
    width: float = SMALL_W

    @property
    def height(self) -> float:
        """How high the card is drawn."""
        return 20 + 12 * len(self.names) + sum(size * 1.3 for _, size, _, _ in self.lines) + 6

    @property
    def names(self) -> list[str]:
        """The name, wrapped."""
        return fit(self.name, self.width - 8, 10)


def _wrapped(text: str, width: float, size: float = 8.5, bold: bool = False, fill: str = INK) -> list[Any]:
    return [(line, size, bold, fill) for line in fit(text, width - 8, size)]


def _card(canvas: Canvas, x: float, y: float, face: Face, height: float) -> None:
    width = face.width
    canvas.rect(x, y, width, height, fill=FACE, stroke=face.band, radius=6)
    canvas.rect(x, y, width, 16, fill=face.band, radius=6)
    canvas.rect(x, y + 8, width, 8, fill=face.band)
    canvas.text(x + 5, y + 11.5, face.left, size=8, fill="#ffffff", bold=True)
    canvas.text(x + width - 5, y + 11.5, face.right, size=8, fill="#ffffff", anchor="end")
    top = y + 18
    for line in face.names:
        top += 12
        canvas.text(x + 4, top, line, size=10, bold=True)
    top += 2
    for text, size, bold, fill in face.lines:
        top += size * 1.3
        canvas.text(x + 4, top, text, size=size, bold=bold, fill=fill)


def encounter_face(code: str, width: float = SMALL_W) -> Face:
    """An encounter card: region and kind, power, name, desire and ambition or what it takes."""
    card = CARDS[code]
    if card["kind"] == "adventurer":
        lines = _wrapped(f"Adventurer, desires {card['desire']}", width, bold=True)
        lines += _wrapped(f"Ambition: {card['ambition']}", width)
    else:
        lines = _wrapped("Enemy", width, bold=True)
        lines += _wrapped(card["text"], width, bold=card["vicious"], fill="#8e1b1b" if card["vicious"] else INK)
    colour = REGION_COLOURS[card["region"]]
    return Face(colour, card["region"].title(), f"power {card['power']}", card["name"], tuple(lines), width)


def member_face(member: Mapping[str, Any]) -> Face:
    """A party adventurer with its power now, its level card, will and despair."""
    face = encounter_face(member["card"], CARD_W)
    level = LEVELS[member["level3"] or ("level_i" if member["level"] == 1 else "level_ii")]
    lines = [*face.lines, *_wrapped(level_words(member), CARD_W, bold=True, fill="#1b5e20")]
    for text in level["text"]:
        lines += _wrapped(text, CARD_W, size=8)
    lines += [
        (f"{member['will']} will", 10, True, WILL),
        (f"{member['despair']} despair", 10, True, DESPAIR if member["despair"] else MUTED),
    ]
    return Face(face.band, face.left, f"power {member['power']}", face.name, tuple(lines), CARD_W)


def treasure_face(code: str) -> Face:
    """A treasure: type, points, name, what its ability does."""
    treasure = TREASURES[code]
    ability = treasure["text"].split(". ", 1)[1]
    colour = TREASURE_COLOURS[treasure["type"]]
    points = counted(treasure["points"], "point")
    return Face(colour, treasure["type"].title(), points, treasure["name"], tuple(_wrapped(ability, SMALL_W)))


def level3_face(stack: Mapping[str, Any]) -> Face:
    """A Level III card on top of its stack, and how many cards the stack holds."""
    card = LEVELS[stack["top"]]
    lines = [line for text in card["text"] for line in _wrapped(text, SMALL_W, size=8)]
    return Face("#1b5e20", "Level III", f"stack of {stack['count']}", card["name"], tuple(lines))


def _cards(canvas: Canvas, label: str, faces: Sequence[Face], most: float = WIDTH - 2 * MARGIN) -> Box:
    def paint(index: int, x: float, y: float, height: float) -> None:
        _card(canvas, x, y, faces[index], height)

    return tiles(canvas, label, [(face.width, face.height) for face in faces], paint, most=most, gap=GAP)


def _words(canvas: Canvas, label: str, words: str, backs: bool) -> Box:
    """A label over words; with a card back drawn before them if ``backs``."""
    indent = 26 if backs else 0

    def paint(x: float, y: float) -> None:
        canvas.text(x, y + 11, label, size=10.5, bold=True)
        if backs:
            canvas.rect(x, y + 17, 20, 26, fill=BACK, stroke="#3e2723", radius=3)
        canvas.text(x + indent, y + 34, words, size=10.5, fill=MUTED, italic=not backs)

    return Box(max(fit_width(label, 10.5), fit_width(words, 10.5) + indent), 46, paint)


def _group(canvas: Canvas, label: str, faces: Sequence[Face] | None, count: int) -> Box:
    """Cards the viewer sees, or a count of face-down cards (``faces`` is ``None``)."""
    if faces is None:
        return _words(canvas, label, f"{counted(count)} face down" if count else "none", bool(count))
    return _cards(canvas, f"{label} ({count})", faces) if faces else _words(canvas, label, "none", False)


# --- explore tokens -------------------------------------------------------------------------------


def _token(canvas: Canvas, cx: float, cy: float, parts: Sequence[str], face_up: bool) -> None:
    """An explore token centred on ``(cx, cy)``: its face, or ``face down`` (and the face, if the
    viewer knows it, below)."""
    lines = list(parts) if face_up else ["face down", *parts]
    height = 6 + 10 * len(lines)
    fill, ink = (TOKEN_FILL, INK) if face_up else (BACK, "#ffffff")
    canvas.rect(cx - TOKEN_W / 2, cy - height / 2, TOKEN_W, height, fill=fill, stroke=TOKEN_EDGE, radius=9)
    for number, line in enumerate(lines):
        bold = face_up or number == 0
        colour = ink if bold else "#ffe0b2"
        canvas.text(cx, cy - height / 2 + 12 + 10 * number, line, size=8.5, fill=colour, bold=bold, anchor="middle")


def _tokens_group(canvas: Canvas, codes: Sequence[str]) -> Box:
    if not codes:
        return _words(canvas, "Explore tokens", "none", False)

    def paint(index: int, x: float, y: float, height: float) -> None:
        parts = token_parts(codes[index])
        _token(canvas, x + TOKEN_W / 2, y + (6 + 10 * len(parts)) / 2, parts, True)

    sizes = [(TOKEN_W, 6 + 10 * len(token_parts(code))) for code in codes]
    return tiles(canvas, f"Explore tokens ({len(codes)})", sizes, paint, most=4 * (TOKEN_W + GAP), gap=GAP)


# --- the board ------------------------------------------------------------------------------------

Rect = tuple[float, float, float, float]  # left, top, right, bottom


def _overlaps(a: Rect, b: Rect) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _token_places(board: Mapping[str, Any]) -> dict[str, tuple[float, float]]:
    """Where each path's explore token is drawn (in board pixels): beside the path, on the
    first free place found moving out from the path's middle, clear of sites, spaces and the
    other tokens."""
    sites = {site["id"]: (site["x"] * SCALE, site["y"] * SCALE) for site in board["sites"]}
    taken: list[Rect] = [(x - SITE_R, y - SITE_R, x + SITE_R, y + SITE_R) for x, y in sites.values()]
    for path in board["paths"]:
        for space in path["spaces"]:
            x, y = space["x"] * SCALE, space["y"] * SCALE
            taken.append((x - SLOT_W / 2 - 4, y - SLOT_H / 2, x + SLOT_W / 2 + 4, y + SLOT_H / 2))
    places = {}
    for path in board["paths"]:
        points = [sites[path["a"]], *((s["x"] * SCALE, s["y"] * SCALE) for s in path["spaces"]), sites[path["b"]]]
        middle = (len(points) - 2) / 2
        candidates = []
        for i, ((x1, y1), (x2, y2)) in enumerate(pairwise(points)):
            length = math.hypot(x2 - x1, y2 - y1)
            nx, ny = -(y2 - y1) / length, (x2 - x1) / length
            for shift in range(0, 90, 6):
                for side in (1, -1):
                    x, y = (x1 + x2) / 2 + side * shift * nx, (y1 + y2) / 2 + side * shift * ny
                    candidates.append((shift + 20 * abs(i - middle), x, y))
        for _, x, y in sorted(candidates):
            box = (x - TOKEN_W / 2, y - TOKEN_H / 2, x + TOKEN_W / 2, y + TOKEN_H / 2)
            inside = box[0] > 2 and box[1] > 2 and box[2] < BOARD_SIZE - 2 and box[3] < BOARD_SIZE - 2
            if inside and not any(_overlaps(box, other) for other in taken):
                places[path["id"]] = (x, y)
                taken.append(box)
                break
    return places


TOKEN_PLACES = {side: _token_places(board) for side, board in BOARDS.items()}


def _space(canvas: Canvas, x: float, y: float, space: Mapping[str, Any], entry: Mapping[str, Any] | None) -> None:
    """A path space centred on ``(x, y)``, with the card on it."""
    top = y - SLOT_H / 2
    canvas.rect(x - SLOT_W / 2, top, SLOT_W, SLOT_H, fill=STRIP_FILL, stroke=PATH, radius=4)
    strip = top + SLOT_H - 4
    if space["explore"]:
        canvas.circle(x + SLOT_W / 2 - 8, strip - 3.5, 6, fill=EXPLORE)
        canvas.text(x + SLOT_W / 2 - 8, strip - 0.5, "E", size=8, fill="#ffffff", bold=True, anchor="middle")
    if entry is None:  # the symbol in the middle of an empty space, under the card on a taken one
        canvas.text(x, y, SYMBOL_LABELS[space["symbol"]], size=10, bold=True, fill=WILL, anchor="middle")
        return
    canvas.text(x - SLOT_W / 2 + 4, strip, SYMBOL_LABELS[space["symbol"]], size=8, bold=True, fill=WILL)
    card = CARDS[entry["card"]]
    colour = REGION_COLOURS[card["region"]]
    wandering = entry["wandering"]
    width, height = (66, 42) if wandering else (SLOT_W - 4, SLOT_H - STRIP - 4)
    left, up = x - width / 2, (top + 2) if not wandering else (top + (SLOT_H - STRIP) / 2 - height / 2)
    canvas.rect(left, up, width, height, fill=FACE, stroke=colour, radius=4)
    canvas.rect(left, up, width, 12, fill=colour, radius=4)
    kind = "adv." if card["kind"] == "adventurer" else "enemy"
    canvas.text(left + 3, up + 9, kind, size=7.5, fill="#ffffff", bold=True)
    canvas.text(left + width - 3, up + 9, str(card["power"]), size=8.5, fill="#ffffff", bold=True, anchor="end")
    names = fit(card["name"], width - 4, 8)
    for number, line in enumerate(names[:3]):
        canvas.text(x, up + 21 + 9 * number, line, size=8, bold=True, anchor="middle")
    if wandering:
        canvas.text(x, up + height - 2.5, "wandering", size=7, italic=True, fill=MUTED, anchor="middle")


def _site(canvas: Canvas, x: float, y: float, site: Mapping[str, Any], seats: Sequence[int]) -> None:
    """A site in its region's colour: its name, temple and the pawns on it."""
    canvas.circle(x, y, SITE_R, fill=REGION_COLOURS[site["region"]], stroke="#ffffff")
    names = fit(site["name"], 2 * SITE_R - 10, 10)
    top = y - 12 - 6 * (len(names) - 1)
    for number, line in enumerate(names):
        canvas.text(x, top + 11 * number, line, size=10, fill="#ffffff", bold=True, anchor="middle")
    if site["temple"]:
        canvas.text(x, y + 11, temple_name(site["temple"]), size=7.5, fill="#ffffff", anchor="middle")
    for number, seat in enumerate(seats):
        px = x + (number - (len(seats) - 1) / 2) * 14
        canvas.circle(px, y + 25, 6.5, fill=SEAT_COLOURS[seat], stroke="#ffffff")
        canvas.text(px, y + 28, str(seat), size=8.5, fill="#ffffff", bold=True, anchor="middle")


def _board(canvas: Canvas, x0: float, y0: float, view: Mapping[str, Any]) -> None:
    side = view["board"]["side"]
    board = BOARDS[side]
    travel = view["travel"]

    def at(item: Mapping[str, Any]) -> tuple[float, float]:
        return x0 + item["x"] * SCALE, y0 + item["y"] * SCALE

    canvas.rect(x0, y0, BOARD_SIZE, BOARD_SIZE, fill=BOARD_FILL, stroke=RULE, radius=8)
    sites = {site["id"]: site for site in board["sites"]}
    for path in board["paths"]:
        points = [at(sites[path["a"]]), *(at(space) for space in path["spaces"]), at(sites[path["b"]])]
        on_it = travel is not None and travel["path"] == path["id"]
        for (x1, y1), (x2, y2) in pairwise(points):
            canvas.line(x1, y1, x2, y2, stroke=EXPLORE if on_it else PATH, width=5 if on_it else 3)
    cards = {entry["space"]: entry for entry in view["board"]["cards"]}
    for path in board["paths"]:
        for space in path["spaces"]:
            _space(canvas, *at(space), space, cards.get(space["id"]))
    if travel is not None and travel["space"] is not None:
        space = next(s for p in board["paths"] for s in p["spaces"] if s["id"] == travel["space"])
        x, y = at(space)
        canvas.rect(x - SLOT_W / 2 - 3, y - SLOT_H / 2 - 3, SLOT_W + 6, SLOT_H + 6, stroke=EXPLORE, radius=5)
    for entry in view["board"]["tokens"]:
        x, y = TOKEN_PLACES[side][entry["path"]]
        parts = token_parts(entry["token"]) if entry["token"] else []
        _token(canvas, x0 + x, y0 + y, parts, entry["face_up"])
    pawns: dict[str, list[int]] = {}
    for pawn in view["board"]["pawns"]:
        pawns.setdefault(pawn["site"], []).append(pawn["seat"])
    for site in board["sites"]:
        _site(canvas, *at(site), site, pawns.get(site["id"], []))


def _legend(canvas: Canvas, x: float, y: float) -> float:
    canvas.text(x, y + 12, "Key", size=11, bold=True)
    y += 22
    for region, colour in REGION_COLOURS.items():
        canvas.circle(x + 6, y - 3, 6, fill=colour)
        canvas.text(x + 16, y + 1, region, size=9.5)
        x += 16 + fit_width(region, 9.5) + 14
    x = SIDE_X
    y += 16
    canvas.circle(x + 6, y - 3, 6, fill=EXPLORE)
    canvas.text(x + 6, y, "E", size=8, fill="#ffffff", bold=True, anchor="middle")
    canvas.text(x + 16, y + 1, "explore icon: playing there places an explore token", size=9.5)
    y += 16
    canvas.text(x, y + 1, "Space symbols: will, coin, coin/will (one of them), 2 will + (and", size=9.5)
    canvas.text(x, y + 14, "one to each opponent). A card turned sideways is wandering.", size=9.5)
    y += 30
    for seat, colour in enumerate(SEAT_COLOURS):
        canvas.circle(x + 6 + 22 * seat, y - 3, 6.5, fill=colour, stroke="#ffffff")
        canvas.text(x + 6 + 22 * seat, y, str(seat), size=8.5, fill="#ffffff", bold=True, anchor="middle")
    canvas.text(x + 92, y + 1, "pawns, by seat", size=9.5)
    return y + 12


# --- the whole position ---------------------------------------------------------------------------


def _piles(view: Mapping[str, Any]) -> list[str]:
    discard = view["discard"]
    top = f", the top one {card_name(discard[-1])}" if discard else ""
    treasures = view["treasure_discard"]
    known = "".join(
        f" You put {treasure_name(entry['treasure'])} {entry['from_bottom'] + 1} from the bottom."
        for entry in view["treasure_deck"]["known_bottom"]
    )
    return [
        f"Encounter deck: {counted(view['deck_count'])}; discard pile: {counted(len(discard))}{top}.",
        f"Treasure deck: {counted(view['treasure_deck']['count'])}; discarded: {counted(len(treasures))}.{known}",
        f"Explore tokens in the supply: {view['tokens_left']}. Level cards left: {view['level_supply']}.",
    ]


def _side(canvas: Canvas, y: float, view: Mapping[str, Any], scores: Sequence[Mapping[str, Any]]) -> float:
    """The column beside the board; its bottom."""
    x, width = SIDE_X, SIDE_W
    canvas.text(x, y + 12, f"Board: {view['board']['name']}", size=11, bold=True)
    y += 20
    for line in moment_lines(view):
        y += canvas.paragraph(x, y, width, line, size=9.5, bold=True) + 2
    travel = view["travel"]
    if travel is not None and travel["encounter"] is not None:
        box = _cards(canvas, "The encounter", [encounter_face(travel["encounter"], CARD_W)], most=width)
        box.paint(x, y + 4)
        y += box.height + 6
    canvas.text(x, y + 14, "Projected scores", size=11, bold=True)
    y += 20
    for entry in scores:
        y += canvas.paragraph(x, y, width, f"{entry['label']}: {score_line(entry)}", size=9.5) + 2
    y += 6
    tops = [level3_face(stack) for stack in view["level3"] if stack["top"]]
    if tops:
        box = _cards(canvas, "Level III cards on top of the stacks", tops, most=width)
        box.paint(x, y)
        y += box.height + 8
    for line in _piles(view):
        y += canvas.paragraph(x, y, width, line, size=9.5) + 2
    return _legend(canvas, x, y + 6)


def _seat(
    canvas: Canvas, y: float, view: Mapping[str, Any], seat: Mapping[str, Any], score: Mapping[str, Any]
) -> float:
    you = seat["seat"] == view["seat"]
    board = BOARDS[view["board"]["side"]]
    place = f", pawn at {site_words(board, seat['site'])}" if seat["site"] else ""
    facts = (
        f"{counted(seat['coins'], 'coin')}; {counted(seat['points'], 'point')} on the track; "
        f"{counted(len(seat['explored']), 'explore token')}"
    )
    canvas.line(MARGIN, y, WIDTH - MARGIN, y, stroke=RULE)
    canvas.circle(MARGIN + 7, y + 14, 7, fill=SEAT_COLOURS[seat["seat"]], stroke="#ffffff")
    title = f"{seat_label(view, seat['seat'])}{place}"
    canvas.text(MARGIN + 20, y + 18, title, size=13, bold=True, fill="#1b5e20" if you else INK)
    canvas.text(WIDTH - MARGIN, y + 18, facts, size=10.5, anchor="end")
    hand = None if seat["hand"] is None else [encounter_face(code) for code in seat["hand"]]
    treasures = None if seat["treasures"] is None else [treasure_face(code) for code in seat["treasures"]]
    groups = [
        _cards(canvas, "Party", [member_face(member) for member in seat["party"]])
        if seat["party"]
        else _words(canvas, "Party", "none yet", False),
        _group(canvas, "Hand", hand, seat["hand_count"]),
        _group(canvas, "Treasures", treasures, seat["treasure_count"]),
        _tokens_group(canvas, seat["explored"]),
    ]
    y = flow(groups, MARGIN, y + 28, WIDTH - 2 * MARGIN, gap=22)
    canvas.text(MARGIN, y + 20, f"Projected score: {score_line(score)}", size=10.5, bold=True)
    return y + 30


def _looking(canvas: Canvas, y: float, view: Mapping[str, Any]) -> float:
    """The treasures the viewer is looking at, as cards."""
    if not view["looking"]:
        return y
    box = _cards(canvas, "You are looking at", [treasure_face(code) for code in view["looking"]])
    canvas.line(MARGIN, y, WIDTH - MARGIN, y, stroke=RULE)
    box.paint(MARGIN, y + 6)
    return y + 6 + box.height + 10


def draw(view: Mapping[str, Any]) -> str:
    """The SVG picture of a Venture Forth observation."""
    canvas = Canvas(WIDTH)
    title = "Venture Forth. " + headline(view)
    y: float = MARGIN + canvas.paragraph(MARGIN, MARGIN, WIDTH - 2 * MARGIN, title, size=15, bold=True) + 6
    scores = live_scores(view)["seats"]
    _board(canvas, MARGIN, y, view)
    bottom = max(y + BOARD_SIZE, _side(canvas, y, view, scores))
    y = _looking(canvas, bottom + 12, view)
    for seat, score in zip(view["seats"], scores, strict=True):
        y = _seat(canvas, y, view, seat, score)
    return finish(canvas, y, view, title, MARGIN, PAPER, RULE)
