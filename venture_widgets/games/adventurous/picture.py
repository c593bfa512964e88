"""An Adventurous position as a picture (``venture_widgets.tutor.pictures``) and the team's
running score (``live_scores``), both from ``state.observe(seat)`` alone.

The picture draws the map as it lies: the ship (its open top row, the starting waypoint and the
hull no card may cover), then every card in the order laid, each over the ones before, so the
overlaps show. A map card shows its spaces: waypoints as rings, path segments as a line from
waypoint to waypoint, encounters as round glyphs with their letter (fin, serpent, trident, and a
whirlpool with a white ring); a marvel shows its number, difficulty, cost and restriction. The
visible path is traced over the cards from the ship, and its last waypoint is lit. Grid
coordinates run along the top and the left. Beside the map: the decision, the visible encounters
against their thresholds, the running score, the active journey effect, the active marvel, both
decks (each top card drawn, the set of cards in each listed), the cards drawn and set aside, and
a key. All glyphs are simple shapes of ours.

The running score is the team's, the same for every seat: what scoring would give if the voyage
ended now (``view["score"]``, an unplaced marvel counting -5). Nothing is hidden from it.

>>> from venture_widgets import load_game
>>> state = load_game("adventurous").new_game(players=2, seed=1, first_player=0)
>>> for _ in range(4):
...     _ = state.apply(state.legal_actions()[0])
>>> svg = draw(state.observe(1))
>>> "Marvel 2 (I)" in svg, "cover 1 + fin" in svg, "Calm Seas" in svg
(True, True, True)
>>> scores = live_scores(state.observe(1))["seats"]
>>> [(entry["label"], entry["seat"], entry["total"], entry["exact"]) for entry in scores]
[('Team', 1, -5, True)]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import pairwise
from typing import Any

from ...core.drawing import Canvas, finish, fit, projected_scores, score_entry, score_line
from .cards import CARD_BY_NUMBER
from .geometry import SHAPES
from .model import ENCOUNTERS, NUMERALS, RESTRICTIONS
from .placement import Shown
from .scoring import CATEGORIES
from .show import (
    THRESHOLDS,
    Space,
    bounds,
    deck_lines,
    headline,
    map_spaces,
    outcome_words,
    score_words,
)
from .text import cost_words

MARGIN = 12
MAP_W, MAP_H = 640, 680  # the most room the map takes; its spaces shrink to fit
CELL = 56  # a grid space, when the map fits at this size
SMALL = 18  # a grid space of a map card drawn beside the map
MARVEL_CELL = 36  # and of a marvel
LABEL = 18  # room for the coordinates along the top and the left
SIDE_W = 320
GAP = 16

PAPER, RULE, INK, MUTED = "#f3f0e6", "#c8bfae", "#2b2118", "#5f5750"
SEA, WATER, HULL, HULL_EDGE = "#d7e8f1", "#a9cde3", "#6d4c41", "#3e2723"
CARD, CARD_EDGE, PATH, WAYPOINT = "#f6eedb", "#7a6440", "#b08d57", "#3e2723"
MARVEL, MARVEL_EDGE = "#efe3f6", "#6a1b9a"
TRACE, LIT, OVER = "#e65100", "#ffd54f", "#b71c1c"
#: Each encounter's glyph: its fill and its letter's colour, by code.
GLYPHS = {"F": ("#1565c0", "#ffffff"), "S": ("#2e7d32", "#ffffff"), "T": ("#f9a825", INK), "H": ("#c62828", "#ffffff")}


def live_scores(view: Mapping[str, Any]) -> dict[str, Any]:
    """The team's running score: one entry, labelled the team's, since every seat shares it (see
    the module docstring); it stands for the viewer's seat (seat 0 for a spectator)."""
    team = score_entry(view, view["seat"] or 0, view["score"], CATEGORIES, 0, "card")
    return projected_scores(
        "The team's score if the voyage ended now: every seat shares it. Each marvel not yet placed counts -5.",
        [{**team, "label": "Team"}],
    )


# --- glyphs ---------------------------------------------------------------------------------------


def glyph(canvas: Canvas, cx: float, cy: float, code: str, cell: float) -> None:
    """What a space of a map side shows, centred on ``(cx, cy)``: a waypoint's ring, an
    encounter's round glyph with its letter; nothing for a path segment (the path's line)."""
    if code == "W":
        canvas.circle(cx, cy, cell * 0.26, fill=WAYPOINT)
        canvas.circle(cx, cy, cell * 0.11, fill="#ffffff")
    elif code in GLYPHS:
        fill, ink = GLYPHS[code]
        canvas.circle(cx, cy, cell * 0.3, fill=fill)
        if code == "H":
            canvas.circle(cx, cy, cell * 0.19, fill=fill, stroke="#ffffff")
        if cell >= 16:
            canvas.text(cx, cy + cell * 0.13, code, size=cell * 0.36, fill=ink, bold=True, anchor="middle")


def map_card(canvas: Canvas, x: float, y: float, number: int, orientation: int, cell: float) -> None:
    """Map card ``number`` lying in ``orientation`` with its top-left corner at ``(x, y)``."""
    shape = SHAPES[number][orientation]
    canvas.rect(x + 1, y + 1, shape.width * cell - 2, shape.height * cell - 2, fill=CARD, stroke=CARD_EDGE, radius=3)

    def centre(space: Space) -> tuple[float, float]:
        return x + (space[0] + 0.5) * cell, y + (space[1] + 0.5) * cell

    for a, b in pairwise(shape.chain):
        canvas.line(*centre(a), *centre(b), stroke=PATH, width=cell * 0.22)
    for space, code in shape.codes.items():
        glyph(canvas, *centre(space), code, cell)
    if cell >= 24:  # a small card beside the map is named under it
        canvas.text(x + 3, y + cell * 0.2, str(number), size=cell * 0.19, fill=MUTED, bold=True)


def marvel_lines(number: int) -> list[tuple[str, bool]]:
    """What a marvel side says: its name and difficulty, its cost, its restriction."""
    marvel = CARD_BY_NUMBER[number].marvel
    lines = [(f"Marvel {number} ({NUMERALS[marvel.difficulty]})", True), (f"cover {cost_words(marvel.cost)}", True)]
    if marvel.restriction:
        lines.append((RESTRICTIONS[marvel.restriction], False))
    return lines


def marvel_card(canvas: Canvas, x: float, y: float, number: int, cell: float) -> None:
    """Marvel ``number`` in landscape with its top-left corner at ``(x, y)``: 4 spaces by 3."""
    width, height = 4 * cell, 3 * cell
    canvas.rect(x + 1, y + 1, width - 2, height - 2, fill=MARVEL, stroke=MARVEL_EDGE, radius=4)
    size = max(6.0, min(11.0, cell * 0.27))
    top = y + 4
    for text, bold in marvel_lines(number):
        for line in fit(text, width - 8, size):
            top += size * 1.25
            if top < y + height - 2:
                canvas.text(x + 5, top, line, size=size, bold=bold, fill=MARVEL_EDGE if bold else INK)


# --- the map --------------------------------------------------------------------------------------


def _cell_size(left: int, right: int, top: int, bottom: int) -> float:
    return min(CELL, (MAP_W - LABEL) / (right - left + 1), (MAP_H - LABEL) / (bottom - top + 1))


def draw_map(canvas: Canvas, x0: float, y0: float, view: Mapping[str, Any]) -> tuple[float, float]:
    """The map with its top-left corner at ``(x0, y0)``; its width and height."""
    shown: dict[Space, Shown] = map_spaces(view)
    left, right, top, bottom = bounds(shown)
    cell = _cell_size(left, right, top, bottom)
    width, height = LABEL + (right - left + 1) * cell, LABEL + (bottom - top + 1) * cell

    def corner(x: int, y: int) -> tuple[float, float]:
        return x0 + LABEL + (x - left) * cell, y0 + LABEL + (y - top) * cell

    canvas.rect(x0 + LABEL, y0 + LABEL, width - LABEL, height - LABEL, fill=SEA, stroke=RULE)
    size = min(9.0, cell * 0.4)
    for x in range(left, right + 1):
        canvas.text(corner(x, top)[0] + cell / 2, y0 + LABEL - 5, str(x), size=size, fill=MUTED, anchor="middle")
    for y in range(top, bottom + 1):
        canvas.text(x0 + LABEL - 3, corner(left, y)[1] + cell / 2 + 3, str(y), size=size, fill=MUTED, anchor="end")
    _ship(canvas, *corner(0, 0), view, cell)
    for card in view["placed"]:
        if card["side"] == "map":
            map_card(canvas, *corner(card["x"], card["y"]), card["card"], card["orientation"], cell)
        else:
            marvel_card(canvas, *corner(card["x"], card["y"]), card["card"], cell)
    centres = [(corner(x, y)[0] + cell / 2, corner(x, y)[1] + cell / 2) for x, y in view["path"]]
    for (x1, y1), (x2, y2) in pairwise(centres):
        canvas.line(x1, y1, x2, y2, stroke=TRACE, width=max(1.5, cell * 0.07))
    end_x, end_y = centres[-1]
    canvas.circle(end_x, end_y, cell * 0.42, fill=LIT, stroke=TRACE)
    glyph(canvas, end_x, end_y, "W", cell)
    return width, height


def _ship(canvas: Canvas, x: float, y: float, view: Mapping[str, Any], cell: float) -> None:
    """The ship card: its open top row (the starting waypoint in the middle) and its hull."""
    canvas.rect(x + 1, y + 1, 3 * cell - 2, cell - 2, fill=WATER, stroke=HULL_EDGE, dash="4 3")
    canvas.rect(x + 1, y + cell, 3 * cell - 2, 3 * cell - 1, fill=HULL, stroke=HULL_EDGE, radius=4)
    start_x, start_y = view["ship"]["start"]
    glyph(canvas, x + (start_x + 0.5) * cell, y + (start_y + 0.5) * cell, "W", cell)
    size = max(6.0, min(12.0, cell * 0.3))
    canvas.text(x + 1.5 * cell, y + 2 * cell, "Ship", size=size * 1.2, fill="#ffffff", bold=True, anchor="middle")
    for number, line in enumerate(fit(view["ship"]["name"], 3 * cell - 6, size)):
        canvas.text(
            x + 1.5 * cell, y + 2.4 * cell + number * size * 1.2, line, size=size, fill="#ffe0b2", anchor="middle"
        )


# --- beside the map -------------------------------------------------------------------------------


def _counts(canvas: Canvas, x: float, y: float, view: Mapping[str, Any]) -> float:
    """The visible path and encounters against their thresholds; the bottom."""
    counts = view["counts"]
    canvas.text(x, y + 12, f"Visible path segments: {counts['path']}", size=10, bold=True)
    y += 16
    for code, name in ENCOUNTERS.items():
        fill, ink = GLYPHS[code]
        canvas.circle(x + 7, y + 8, 7, fill=fill)
        canvas.text(x + 7, y + 11.5, code, size=9, fill=ink, bold=True, anchor="middle")
        limit = THRESHOLDS.get(name)
        over = limit is not None and counts[name] > limit
        words = f"{name}s: {counts[name]}" + (f" of at most {limit}" if limit is not None else " (-3 each)")
        canvas.text(x + 20, y + 12, words + (": over, no points" if over else ""), size=10, fill=OVER if over else INK)
        y += 17
    return y


def _marvel_box(canvas: Canvas, x: float, y: float, label: str, number: int) -> float:
    canvas.text(x, y + 11, label, size=10, bold=True)
    marvel_card(canvas, x, y + 16, number, MARVEL_CELL)
    return y + 16 + 3 * MARVEL_CELL + 8


def _map_box(canvas: Canvas, x: float, y: float, label: str, numbers: Sequence[int]) -> float:
    canvas.text(x, y + 11, label, size=10, bold=True)
    for index, number in enumerate(numbers):
        left = x + index * (3 * SMALL + 12)
        map_card(canvas, left, y + 16, number, 0, SMALL)
        canvas.text(left + 1.5 * SMALL, y + 28 + 4 * SMALL, f"card {number}", size=9, anchor="middle")
    return y + 16 + 4 * SMALL + 20


def _side(canvas: Canvas, x: float, y: float, view: Mapping[str, Any]) -> float:
    """The column beside the map; its bottom."""
    canvas.text(x, y + 13, "Score if the voyage ended now", size=11, bold=True)
    y += 18
    y += canvas.paragraph(x, y, SIDE_W, score_words(view["score"]), size=10) + 6
    y = _counts(canvas, x, y, view) + 6
    if view["discovering"]:
        y = _marvel_box(canvas, x, y, "Being placed", view["discovering"]["card"])
    if view["active_marvel"] is not None:
        y = _marvel_box(canvas, x, y, "Active marvel", view["active_marvel"])
    if view["marvel_deck"]["count"]:
        y = _marvel_box(canvas, x, y, "Top of the marvel deck", view["marvel_deck"]["top"])
    if view["drawn"]:
        y = _map_box(canvas, x, y, "Drawn this turn, to place", view["drawn"])
    if view["map_deck"]["count"]:
        y = _map_box(canvas, x, y, "Top of the map deck", [view["map_deck"]["top"]])
    for line in deck_lines(view):
        y += canvas.paragraph(x, y, SIDE_W, line, size=9.5, fill=MUTED) + 2
    return _legend(canvas, x, y + 8)


def _legend(canvas: Canvas, x: float, y: float) -> float:
    canvas.text(x, y + 12, "Key", size=11, bold=True)
    y += 20
    glyph(canvas, x + 9, y + 6, "W", 24)
    canvas.text(x + 24, y + 10, "waypoint; the brown line is a card's path", size=9.5)
    y += 20
    canvas.line(x, y + 6, x + 18, y + 6, stroke=TRACE, width=2.5)
    canvas.text(x + 24, y + 10, "the visible path from the ship; its end lit", size=9.5)
    y += 20
    for index, (code, name) in enumerate(ENCOUNTERS.items()):
        glyph(canvas, x + 9 + 78 * index, y + 6, code, 24)
        canvas.text(x + 22 + 78 * index, y + 10, name, size=9.5)
    y += 20
    canvas.text(x, y + 10, "A later card lies over an earlier one; numbers name cards.", size=9.5, fill=MUTED)
    return y + 16


# --- the whole position ---------------------------------------------------------------------------


def draw(view: Mapping[str, Any]) -> str:
    """The SVG picture of an Adventurous observation."""
    shown = map_spaces(view)
    left, right, top, bottom = bounds(shown)
    map_w = LABEL + (right - left + 1) * _cell_size(left, right, top, bottom)
    canvas = Canvas(int(max(MAP_W, map_w) + SIDE_W + GAP + 2 * MARGIN))
    title = "Adventurous. " + headline(view)
    y: float = MARGIN + canvas.paragraph(MARGIN, MARGIN, canvas.width - 2 * MARGIN, title, size=14, bold=True) + 8
    _, map_h = draw_map(canvas, MARGIN, y, view)
    bottom_y = max(y + map_h, _side(canvas, canvas.width - MARGIN - SIDE_W, y, view)) + 10
    team = live_scores(view)["seats"][0]
    canvas.text(MARGIN, bottom_y + 12, f"The team: {score_line(team)}", size=10.5, bold=True)
    bottom_y += 20
    if view["outcome"] is not None:
        canvas.line(MARGIN, bottom_y, canvas.width - MARGIN, bottom_y, stroke=RULE)
        bottom_y += 6 + canvas.paragraph(MARGIN, bottom_y + 6, canvas.width - 2 * MARGIN, outcome_words(view), 12)
    # the result is drawn above: Adventurous's outcome has no reasoning steps for ``finish`` to add
    return finish(canvas, bottom_y, {"outcome": None, "seat": view["seat"]}, title, MARGIN, PAPER, RULE)
