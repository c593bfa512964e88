"""A small SVG canvas for static pictures of positions (``venture_widgets.tutor.pictures``).

The drawing is one self-contained SVG: shapes and text with presentation attributes (``fill``,
``font-size``), no ``style`` attribute or element, no script, no ids or references, so it looks
the same wherever a notebook is shown: JupyterLab, nbviewer, GitHub (which strips styles from
HTML outputs but shows SVG outputs as drawn). Text is wrapped by an estimate of its width.

>>> canvas = Canvas(120)
>>> canvas.rect(0, 0, 120, 20, fill="#eee")
>>> canvas.text(4, 14, "Guide & Map", size=11, bold=True)
>>> canvas.paragraph(4, 24, 112, "a few words that will not fit on one short line", size=10)
39
>>> svg = canvas.svg(height=60, label="A card")
>>> svg.startswith('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"')
True
>>> "Guide &amp; Map" in svg, "style" in svg
(True, False)
"""

from __future__ import annotations

import math
import textwrap
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any
from xml.sax.saxutils import escape, quoteattr

#: An estimate of the width of an average character of a sans-serif font, in font sizes.
CHAR_WIDTH = 0.5
#: The distance between two lines of text, in font sizes.
LINE_HEIGHT = 1.3
FONT = "Segoe UI, Helvetica, Arial, sans-serif"
INK = "#2b2118"


def fit(text: str, width: float, size: float) -> list[str]:
    """``text`` broken into lines that are about ``width`` wide at font size ``size``.

    >>> fit("Take one other card back", 60, 10)
    ['Take one', 'other card', 'back']
    """
    return textwrap.wrap(text, max(1, int(width / (CHAR_WIDTH * size)))) or [""]


def _number(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


class Canvas:
    """Shapes and texts added in drawing order, then :meth:`svg` of a given height."""

    def __init__(self, width: int) -> None:
        self.width = width
        self.parts: list[str] = []

    def _add(self, tag: str, attrs: dict[str, object], content: str = "") -> None:
        shown = " ".join(
            f"{name.replace('_', '-')}={quoteattr(_number(v) if isinstance(v, float | int) else str(v))}"
            for name, v in attrs.items()
            if v is not None
        )
        self.parts.append(f"<{tag} {shown}>{content}</{tag}>")

    def rect(
        self,
        x: float,
        y: float,
        width: float,
        height: float,
        fill: str = "none",
        stroke: str | None = None,
        radius: float = 0,
        dash: str | None = None,
    ) -> None:
        """A rectangle, with rounded corners if ``radius``."""
        self._add(
            "rect",
            {
                "x": x,
                "y": y,
                "width": width,
                "height": height,
                "rx": radius or None,
                "fill": fill,
                "stroke": stroke,
                "stroke_dasharray": dash,
            },
        )

    def line(
        self, x1: float, y1: float, x2: float, y2: float, stroke: str = INK, width: float = 1, dash: str = ""
    ) -> None:
        """A straight line."""
        self._add(
            "line",
            {
                "x1": x1,
                "y1": y1,
                "x2": x2,
                "y2": y2,
                "stroke": stroke,
                "stroke_width": width,
                "stroke_dasharray": dash or None,
            },
        )

    def circle(self, x: float, y: float, r: float, fill: str, stroke: str | None = None) -> None:
        """A circle around ``(x, y)``."""
        self._add("circle", {"cx": x, "cy": y, "r": r, "fill": fill, "stroke": stroke})

    def text(
        self,
        x: float,
        y: float,
        text: str,
        size: float = 11,
        fill: str = INK,
        bold: bool = False,
        anchor: str = "start",
        italic: bool = False,
    ) -> None:
        """One line of text whose baseline starts at (``anchor="middle"``: is centred on) ``(x, y)``."""
        self._add(
            "text",
            {
                "x": x,
                "y": y,
                "font_size": size,
                "fill": fill,
                "font_weight": "bold" if bold else None,
                "font_style": "italic" if italic else None,
                "text_anchor": None if anchor == "start" else anchor,
            },
            escape(text),
        )

    def paragraph(
        self, x: float, y: float, width: float, text: str, size: float = 10, fill: str = INK, bold: bool = False
    ) -> int:
        """``text`` wrapped to ``width``, its first line's top at ``y``; the height it takes."""
        lines = fit(text, width, size)
        step = size * LINE_HEIGHT
        for number, line in enumerate(lines):
            self.text(x, y + size + number * step, line, size=size, fill=fill, bold=bold)
        return round(len(lines) * step)

    def svg(self, height: int, label: str, background: str | None = None, border: str | None = None) -> str:
        """The drawing as an SVG document ``height`` high, described by ``label`` for screen
        readers, on a ``background`` (a card of that colour with a ``border``) if given."""
        head = (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.width}" height="{height}" '
            f'viewBox="0 0 {self.width} {height}" font-family={quoteattr(FONT)} role="img" '
            f"aria-label={quoteattr(label)}>"
        )
        under = Canvas(self.width)
        if background is not None:
            under.rect(0.5, 0.5, self.width - 1, height - 1, fill=background, stroke=border, radius=8)
        return "\n".join([head, f"<title>{escape(label)}</title>", *under.parts, *self.parts, "</svg>"])


@dataclass(frozen=True)
class Box:
    """Something to draw ``width`` by ``height``, by ``paint(x, y)`` at its top left corner."""

    width: float
    height: float
    paint: Callable[[float, float], None]


def flow(boxes: Sequence[Box], x: float, y: float, width: float, gap: float = 14) -> float:
    """Draw ``boxes`` left to right from ``(x, y)``, starting a new line where the next one does
    not fit in ``width``; the bottom of the last line.

    >>> painted = []
    >>> boxes = [Box(60, 10, lambda x, y: painted.append((x, y))) for _ in range(3)]
    >>> flow(boxes, 0, 0, 150, gap=10), painted
    (30, [(0, 0), (70, 0), (0, 20)])
    """
    left, line = x, 0.0
    for box in boxes:
        if left > x and left + box.width > x + width:
            left, y, line = x, y + line + gap, 0.0
        box.paint(left, y)
        left += box.width + gap
        line = max(line, box.height)
    return y + line


def tiles(
    canvas: Canvas,
    label: str,
    sizes: Sequence[tuple[float, float]],
    paint: Callable[[int, float, float, float], None],
    most: float,
    gap: float = 6,
) -> Box:
    """A labelled group of tiles of the given ``(width, height)`` sizes, in lines at most
    ``most`` wide, each tile drawn by ``paint(index, x, y, height of its line)``.

    >>> box = tiles(Canvas(100), "Hand", [(40, 50)] * 3, lambda i, x, y, h: None, most=100)
    >>> box.width, box.height
    (86, 122)
    """
    pitch = max((w for w, _ in sizes), default=0) + gap
    columns = max(1, min(len(sizes), int((most + gap) // pitch))) if sizes else 1
    lines = [list(range(start, min(start + columns, len(sizes)))) for start in range(0, len(sizes), columns)]
    heights = [max(sizes[i][1] for i in line) for line in lines]
    title = 16

    def draw(x: float, y: float) -> None:
        canvas.text(x, y + 11, label, size=10.5, bold=True)
        top = y + title
        for line, height in zip(lines, heights, strict=True):
            for column, index in enumerate(line):
                paint(index, x + column * pitch, top, height)
            top += height + gap

    width = max(columns * pitch - gap, fit_width(label, 10.5))
    return Box(width, title + sum(heights) + gap * max(0, len(lines) - 1), draw)


def fit_width(text: str, size: float) -> float:
    """An estimate of how wide ``text`` is at font size ``size``."""
    return math.ceil(len(text) * CHAR_WIDTH * size)


# --- projected scores ------------------------------------------------------------------------------


def score_entry(
    view: Mapping[str, Any], seat: int, score: Mapping[str, int], parts: Iterable[str], unseen: int, hidden: str
) -> dict[str, Any]:
    """One seat's projected score as the pictures and the tutor show it: its ``total``, its
    ``parts`` (the categories of ``score``, named), and the ``unseen`` cards (each a ``hidden``)
    that it does not count, when there are some.

    >>> entry = score_entry({"seat": 1}, 1, {"total": 5, "gear": 5}, ["gear"], 2, "tucked card")
    >>> entry["label"], entry["exact"], entry["unseen"]
    ('Seat 1 (you)', False, '2 tucked cards face down, not counted')
    >>> score_line(entry)
    'at least 5 points (gear 5); 2 tucked cards face down, not counted'
    """
    return {
        "seat": seat,
        "label": f"Seat {seat}" + (" (you)" if seat == view["seat"] else ""),
        "total": score["total"],
        "exact": unseen == 0,
        "parts": [{"label": key.title(), "value": score[key]} for key in parts],
        "unseen": f"{unseen} {hidden}{'s' * (unseen != 1)} face down, not counted" if unseen else "",
    }


def projected_scores(note: str, seats: list[dict[str, Any]]) -> dict[str, Any]:
    """The projected scores of every seat (:func:`score_entry`), with the ``note`` that says what
    they leave out."""
    return {"title": "Projected scores", "note": note, "seats": seats}


def score_line(entry: Mapping[str, Any]) -> str:
    """``40 points (villagers 18, buildings 8, gear 14)``, or ``at least ...; 3 tucked cards ...``."""
    parts = ", ".join(f"{part['label'].lower()} {part['value']}" for part in entry["parts"])
    points = f"{entry['total']} point{'s' * (entry['total'] != 1)} ({parts})"
    return points if entry["exact"] else f"at least {points}; {entry['unseen']}"


def finish(
    canvas: Canvas, y: float, view: Mapping[str, Any], title: str, margin: int, background: str, border: str
) -> str:
    """Close a picture of ``view`` drawn down to ``y`` with ``margin`` on each side: the outcome's
    reasoning under a rule when the game is over, then the SVG, labelled with ``title`` and whose
    view it is.

    >>> svg = finish(Canvas(200), 40, {"outcome": None, "seat": 1}, "A game", 12, "#fff", "#ccc")
    >>> 'height="52"' in svg, "A game (as Seat 1 sees it)" in svg
    (True, True)
    """
    outcome = view["outcome"]
    if outcome is not None:
        canvas.line(margin, y, canvas.width - margin, y, stroke=border)
        y += 6
        for step in outcome["reasoning"]:
            y += canvas.paragraph(margin, y, canvas.width - 2 * margin, step["text"], size=10.5)
    who = "everyone" if view["seat"] is None else f"Seat {view['seat']}"
    return canvas.svg(int(y) + margin, f"{title} (as {who} sees it)", background=background, border=border)
