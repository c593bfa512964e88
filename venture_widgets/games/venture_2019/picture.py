"""A Venture (2019) position as one static SVG picture (``venture_widgets.tutor.picture``), and the
missions each seat has completed (``live_scores``), both from ``state.observe(seat)`` alone.

The table: one panel per scientist (three to six), each with the role, its talent and what it
does, the four missions framed in their colours (an instrument laid on a completed one), the
cards beside the role, and the hand: the viewer's own cards face up, another seat's as backs,
with the cards everyone saw go in named under them. Under the panels: the deck, the discard
pile's top card, the card drawn face up, the cards in play with who used them on whom, the card
taking effect (while it asks a question), who is
still to be asked to answer, the cards a Stargazing looks at (its player only), and a key. An
action card shows its name, its role symbol, its bulb (lit or dark) and its timing. All glyphs
are simple shapes of ours.

The scores are public: every seat's missions completed, exact for every viewer.

>>> from venture_widgets import load_game
>>> state = load_game("venture_2019").scenario({
...     "seats": [{"role": "chemist", "missions": [1, 6, 11, 12], "completed": [6], "hand": ["theft-chem", "quill"]},
...               {"role": "biologist", "missions": [2, 3, 4, 5], "hand": ["objection-bio"]},
...               {"role": "physicist", "missions": [7, 8, 9, 10], "hand": []}],
...     "active": 0, "start": "actions"})
>>> svg = draw(state.observe(0))
>>> "Idea Theft" in svg, "Distillation" in svg, "Objection" in svg
(True, True, False)
>>> [(entry["label"], entry["total"], entry["exact"]) for entry in live_scores(state.observe(0))["seats"]]
[('Seat 0 (you)', 1, True), ('Seat 1', 0, True), ('Seat 2', 0, True)]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.drawing import Box, Canvas, finish, fit, flow, projected_scores, score_entry
from ...core.words import counted
from .cards import CARD_BY_CODE, MISSION_BY_NUMBER
from .model import INSTRUMENT_COLOUR, INSTRUMENTS, ROLE_OF_SYMBOL
from .show import chain_label, decision_words, headline, lasting_label, pile_words, role_line, who
from .text import code_words, talent_text

MARGIN = 12
GAP = 14
PANEL_W = 300
COLUMNS = 3
CARD_W, CARD_H = 52, 76  # an action or instrument card
MISSION_W, MISSION_H = 68, 74
BACK_W, BACK_H = 16, 24  # a card face down

PAPER, RULE, INK, MUTED = "#f7f4ec", "#cfc6b4", "#2b2118", "#6b625a"
PANEL, ACTIVE, DECIDING = "#fffdf7", "#8d6e63", "#e65100"
CARD, BACK, LIT, DARK = "#fbf7ee", "#5d4037", "#ffd54f", "#9e9e9e"
#: The ink of each colour the cards name (the instruments' and the missions' frames).
COLOURS: dict[str, str] = {"purple": "#7b1fa2", "blue": "#1565c0", "green": "#2e7d32", "red": "#c62828"}
TIMING_MARKS: dict[str, str] = {"immediate": "", "long_term": "long-term", "instant": "instant"}


def live_scores(view: Mapping[str, Any]) -> dict[str, Any]:
    """Every seat's missions completed: public, so exact for every viewer."""
    seats = [
        score_entry(
            view, seat["seat"], {"total": seat["completed"], "missions": seat["completed"]}, ["missions"], 0, ""
        )
        for seat in view["seats"]
    ]
    return projected_scores("Missions completed: all public. The first to complete four wins.", seats)


# --- cards ----------------------------------------------------------------------------------------


def card(canvas: Canvas, x: float, y: float, code: str) -> None:
    """Card ``code`` face up, ``CARD_W`` by ``CARD_H`` from ``(x, y)``: an instrument in its colour,
    or an action card with its name, symbol, bulb and timing."""
    found = CARD_BY_CODE[code]
    if found.effect is None:
        kind = str(found.instrument)
        colour = COLOURS[INSTRUMENT_COLOUR[kind]]
        canvas.rect(x, y, CARD_W, CARD_H, fill=colour, stroke=INK, radius=4)
        canvas.circle(x + CARD_W / 2, y + CARD_H / 2 - 6, 12, fill="#ffffff")
        canvas.text(
            x + CARD_W / 2, y + CARD_H / 2 - 2, kind[0].upper(), size=12, fill=colour, bold=True, anchor="middle"
        )
        canvas.text(x + CARD_W / 2, y + CARD_H - 8, kind.title(), size=8.5, fill="#ffffff", bold=True, anchor="middle")
        return
    effect = found.effect
    canvas.rect(x, y, CARD_W, CARD_H, fill=CARD, stroke=INK, radius=4)
    canvas.circle(x + 8, y + 8, 5, fill=LIT if effect.bulb else DARK, stroke=INK)
    mark = TIMING_MARKS[effect.timing]
    if mark:
        canvas.text(x + CARD_W - 3, y + 11, mark, size=6.5, fill=MUTED, italic=True, anchor="end")
    for number, line in enumerate(fit(effect.name, CARD_W - 6, 8)[:3]):
        canvas.text(x + 4, y + 26 + number * 10, line, size=8, bold=True)
    role = ROLE_OF_SYMBOL[found.symbol].title() if found.symbol else "no symbol"
    canvas.text(x + CARD_W / 2, y + CARD_H - 6, role, size=7, fill=MUTED, anchor="middle")


def cards_row(canvas: Canvas, x: float, y: float, codes: Sequence[str], width: float) -> float:
    """Cards face up in lines ``width`` wide from ``(x, y)``; the bottom."""
    per_line = max(1, int((width + 4) // (CARD_W + 4)))
    for index, code in enumerate(codes):
        row, column = divmod(index, per_line)
        card(canvas, x + column * (CARD_W + 4), y + row * (CARD_H + 4), code)
    lines = -(-len(codes) // per_line)
    return y + lines * (CARD_H + 4)


def mission(canvas: Canvas, x: float, y: float, entry: Mapping[str, Any]) -> None:
    """A mission framed in its colour: its number, title and instrument; completed, the instrument
    lies on it."""
    colour = COLOURS[entry["colour"]]
    canvas.rect(x, y, MISSION_W, MISSION_H, fill=CARD, stroke=colour, radius=4)
    canvas.rect(x + 2, y + 2, MISSION_W - 4, MISSION_H - 4, fill="none", stroke=colour)
    canvas.text(x + MISSION_W - 5, y + 13, f"#{entry['number']}", size=9.5, bold=True, fill=colour, anchor="end")
    title = MISSION_BY_NUMBER[entry["number"]].title
    for number, line in enumerate(fit(title, MISSION_W - 10, 7.5)[:4]):
        canvas.text(x + 5, y + 25 + number * 9, line, size=7.5)
    if entry["completed"]:
        canvas.rect(x + 6, y + MISSION_H - 20, MISSION_W - 12, 14, fill=colour, radius=3)
        canvas.text(x + MISSION_W / 2, y + MISSION_H - 10, "completed", size=7.5, fill="#ffffff", anchor="middle")
    else:
        canvas.text(x + MISSION_W / 2, y + MISSION_H - 8, entry["instrument"], size=7.5, fill=colour, anchor="middle")


# --- a scientist's panel --------------------------------------------------------------------------


def _hand(canvas: Canvas, x: float, y: float, seat: Mapping[str, Any]) -> float:
    """The hand: face up for its owner, else backs and the cards seen going in; the bottom."""
    hand = seat["hand"]
    if "cards" in hand:
        canvas.text(x, y + 11, f"Your hand ({hand['count']})", size=10, bold=True)
        return cards_row(canvas, x, y + 16, hand["cards"], PANEL_W - 16)
    canvas.text(x, y + 11, f"Hand: {counted(hand['count'])}", size=10, bold=True)
    for index in range(hand["count"]):
        canvas.rect(x + 90 + index * (BACK_W - 6), y, BACK_W, BACK_H, fill=BACK, stroke="#ffffff", radius=2)
    y += BACK_H + 4
    if hand["known"]:
        seen = "Seen going in: " + ", ".join(code_words(code) for code in hand["known"])
        y += canvas.paragraph(x, y, PANEL_W - 16, seen, size=8.5, fill=MUTED)
    return y


def _panel_body(canvas: Canvas, view: Mapping[str, Any], seat: Mapping[str, Any], x: float, y: float) -> float:
    """What a panel holds, from its top-left corner ``(x, y)``; its height."""
    inner, width = x + 8, PANEL_W - 16
    top = y + 6
    top += canvas.paragraph(inner, top, width, role_line(view, seat), size=10.5, bold=True)
    top += canvas.paragraph(inner, top, width, talent_text(seat["role"]), size=8.5, fill=MUTED) + 4
    for index, entry in enumerate(seat["missions"]):
        mission(canvas, inner + index * (MISSION_W + 4), top, entry)
    top += MISSION_H + 6
    for entry in seat["lasting"]:
        top += canvas.paragraph(inner, top, width, "Beside the role: " + lasting_label(entry, seat["role"]), 8.5)
    return _hand(canvas, inner, top + 2, seat) + 8 - y


def panel(canvas: Canvas, view: Mapping[str, Any], seat: Mapping[str, Any]) -> Box:
    """One scientist's panel (see the module docstring), as a box ``PANEL_W`` wide, outlined for
    the seat whose turn it is and, more strongly, for the seat deciding."""
    height = _panel_body(Canvas(PANEL_W), view, seat, 0, 0)
    deciding = view["decision"] is not None and view["decision"]["owner"] == seat["seat"]
    stroke = DECIDING if deciding else ACTIVE if seat["seat"] == view["active"] else RULE

    def paint(x: float, y: float) -> None:
        canvas.rect(x, y, PANEL_W, height, fill=PANEL, stroke=stroke, radius=6)
        _panel_body(canvas, view, seat, x, y)
        if deciding:
            canvas.text(x + PANEL_W - 8, y + height - 6, "deciding", size=8.5, fill=DECIDING, bold=True, anchor="end")

    return Box(PANEL_W, height, paint)


# --- the middle of the table ----------------------------------------------------------------------


def _labelled(canvas: Canvas, label: str, codes: Sequence[str], caption: str = "") -> Box:
    """A labelled row of cards face up, with a caption under it."""
    width = max(CARD_W, len(codes) * (CARD_W + 4) - 4, len(label) * 5.5, 120 if caption else 0)
    lines = fit(caption, width, 8.5) if caption else []
    height = 16 + CARD_H + 12 * len(lines)

    def paint(x: float, y: float) -> None:
        canvas.text(x, y + 11, label, size=10, bold=True)
        cards_row(canvas, x, y + 16, codes, width)
        for number, line in enumerate(lines):
            canvas.text(x, y + 16 + CARD_H + 10 + 12 * number, line, size=8.5, fill=MUTED)

    return Box(width, height, paint)


def _deck(canvas: Canvas, view: Mapping[str, Any]) -> Box:
    def paint(x: float, y: float) -> None:
        canvas.text(x, y + 11, "Deck", size=10, bold=True)
        canvas.rect(x, y + 16, CARD_W, CARD_H, fill=BACK, stroke=INK, radius=4)
        canvas.text(
            x + CARD_W / 2, y + 16 + CARD_H / 2 + 4, str(view["deck"]), size=13, fill="#ffffff", anchor="middle"
        )

    return Box(CARD_W, 16 + CARD_H, paint)


def middle(canvas: Canvas, view: Mapping[str, Any]) -> list[Box]:
    """The deck, the discard pile's top, the face-up draw, the cards in play, the card taking
    effect and the Stargazing cards."""
    boxes = [_deck(canvas, view)]
    discard = view["discard"]
    boxes.append(_labelled(canvas, f"Discard ({len(discard)})", discard[-1:], ""))
    if view["face_up"] is not None:
        boxes.append(_labelled(canvas, "Drawn face up", [view["face_up"]]))
    for index, entry in enumerate(view["chain"]):
        label = "In play" if index == 0 else "Answered by"
        boxes.append(_labelled(canvas, label, [entry["card"]], chain_label(view, entry)))
    if view["resolving"] is not None:
        boxes.append(_labelled(canvas, "Taking effect", [view["resolving"]]))
    if view["looking"]:
        boxes.append(_labelled(canvas, "Stargazing: keep one", view["looking"]))
    return boxes


def key(canvas: Canvas, x: float, y: float) -> float:
    """The key: the bulb lit and dark, and each instrument's colour; the bottom."""
    canvas.text(x, y + 12, "Key", size=11, bold=True)
    y += 18
    canvas.circle(x + 6, y + 6, 5, fill=LIT, stroke=INK)
    canvas.text(x + 16, y + 10, "bulb lit: acts on whoever draws it", size=9.5)
    canvas.circle(x + 216, y + 6, 5, fill=DARK, stroke=INK)
    canvas.text(x + 226, y + 10, "bulb dark: the drawer keeps or uses it", size=9.5)
    y += 18
    for index, kind in enumerate(INSTRUMENTS):
        colour = INSTRUMENT_COLOUR[kind]
        canvas.rect(x + 150 * index, y, 12, 12, fill=COLOURS[colour], radius=2)
        canvas.text(x + 150 * index + 17, y + 10, f"{kind}: {colour} missions", size=9.5)
    return y + 18


# --- the whole position ---------------------------------------------------------------------------


def draw(view: Mapping[str, Any]) -> str:
    """The SVG picture of a Venture (2019) observation."""
    width = COLUMNS * PANEL_W + (COLUMNS - 1) * GAP + 2 * MARGIN
    canvas = Canvas(width)
    inner = width - 2 * MARGIN
    title = f"Venture (2019). {headline(view)} {decision_words(view)}".rstrip()
    y: float = MARGIN + canvas.paragraph(MARGIN, MARGIN, inner, title, size=13, bold=True) + 8
    y = flow([panel(canvas, view, seat) for seat in view["seats"]], MARGIN, y, inner, gap=GAP) + GAP
    y = flow(middle(canvas, view), MARGIN, y, inner, gap=GAP) + 8
    if view["asking"]:
        asked = "Still to be asked to answer, in order: " + ", ".join(who(view, seat) for seat in view["asking"])
        y += canvas.paragraph(MARGIN, y, inner, asked, size=10) + 4
    y += canvas.paragraph(MARGIN, y, inner, pile_words(view), size=9.5, fill=MUTED) + 6
    y = key(canvas, MARGIN, y) + 8
    return finish(canvas, y, view, title, MARGIN, PAPER, RULE)
