"""A Venturesome position as a picture (``venture_widgets.tutor.pictures``) and the treasure a
seat can count (``live_scores``), both from ``state.observe(seat)`` alone.

The picture shows the face-up threats with their texts, every expedition card by card, the
viewer's own hand and treasure pile (the others' as face-down counts, plus any card the viewer
knows is there), what each visible treasure pile is worth, and what each character shown does.

>>> from venture_widgets import load_game
>>> state = load_game("venturesome").scenario({
...     "players": 2, "hands": [["Guide (Map)"], ["Reporter (Ring)"]],
...     "treasures": [["Professor (2 Gems)", "Professor (Map)"], ["Aviator (Ring)"]], "threats": ["Jaguar", "Trap"]})
>>> scores = live_scores(state.observe(0))
>>> [(seat["label"], seat["total"], seat["unseen"]) for seat in scores["seats"]]
[('Seat 0 (you)', 4, ''), ('Seat 1', None, '1 card face down')]
>>> svg = draw(state.observe(0))
>>> "Professor" in svg, "Aviator" in svg  # seat 1's Aviator (Ring) is face down
(True, False)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.drawing import INK, Box, Canvas, fit_width, flow, tiles
from ...core.words import counted
from .data import CHARACTERS, SYMBOL_NAMES, THREAT_BY_ID
from .scoring import CATEGORIES, score_codes
from .show import seat_status

WIDTH = 900
MARGIN = 12
CARD_W, CARD_H, GAP = 74, 84, 6
THREAT_W, THREAT_H = 136, 74
#: The card colours of the table's front end (js/games/venturesome/venturesome.css).
COLOURS = {
    "green": "#2e7d32",
    "grey": "#616161",
    "red": "#c62828",
    "blue": "#1565c0",
    "yellow": "#f9c02d",
    "purple": "#6a1b9a",
    "brown": "#6d4c41",
}
DARK_INK = {"yellow"}  # colours that carry dark text
PAPER, FACE, BACK, MUTED, RULE = "#f6f1e4", "#fffdf7", "#5d4037", "#6b6259", "#c8bfae"
PART_LABELS = {"gems": "Gems", "artifacts": "Artifacts", "artifact_sets": "Sets of three", "maps": "Maps"}


# --- what a seat can count -----------------------------------------------------------------------


def live_scores(view: Mapping[str, Any]) -> dict[str, Any]:
    """Each treasure pile's points, counted from the cards the viewer sees in it (its own pile,
    everyone's once the game is over); a pile it cannot see has ``total`` ``None``."""
    seats = []
    for seat in view["seats"]:
        seen = [code for code in seat["treasure"] if code is not None]
        unseen = seat["treasure_count"] - len(seen)
        score = score_codes(seen)
        seats.append(
            {
                "seat": seat["seat"],
                "label": f"Seat {seat['seat']}" + (" (you)" if seat["seat"] == view["seat"] else ""),
                "total": score["total"] if seen or not unseen else None,
                "exact": unseen == 0,
                "parts": [{"label": PART_LABELS[key], "value": score[key]} for key in CATEGORIES],
                "unseen": f"{counted(unseen)} face down" if unseen else "",
            }
        )
    return {
        "title": "Treasure piles",
        "note": "Points of the treasure cards you can see. The others' piles stay face down until the game ends.",
        "seats": seats,
    }


def score_line(entry: Mapping[str, Any]) -> str:
    """``7 points (gems 4, maps 3)``, ``at least 2 points, 3 cards face down`` or ``3 cards face down``."""
    if entry["total"] is None:
        return entry["unseen"]
    parts = ", ".join(f"{part['label'].lower()} {part['value']}" for part in entry["parts"] if part["value"])
    points = f"{entry['total']} point{'s' * (entry['total'] != 1)}" + (f" ({parts})" if parts else "")
    return points if entry["exact"] else f"at least {points}; {entry['unseen']}"


# --- drawing ---------------------------------------------------------------------------------------


def _card(canvas: Canvas, x: float, y: float, code: str, number: int | None = None) -> None:
    """A character card: its colour band with the character's name, its symbol."""
    character, symbol = code.split(".")[:2]
    who = CHARACTERS[character]
    colour = COLOURS[who.colour]
    ink = "#1c1c1c" if who.colour in DARK_INK else "#ffffff"
    canvas.rect(x, y, CARD_W, CARD_H, fill=FACE, stroke=colour, radius=6)
    canvas.rect(x, y, CARD_W, 24, fill=colour, radius=6)
    canvas.rect(x, y + 14, CARD_W, 10, fill=colour)
    canvas.text(
        x + CARD_W / 2, y + 16, who.name, size=10 if len(who.name) < 12 else 8.5, fill=ink, bold=True, anchor="middle"
    )
    canvas.text(x + CARD_W / 2, y + 52, SYMBOL_NAMES[symbol], size=13, bold=True, anchor="middle")
    canvas.text(x + CARD_W / 2, y + 70, who.colour, size=9, fill=MUTED, anchor="middle")
    if number is not None:
        canvas.text(x + 6, y + CARD_H - 5, str(number), size=9, fill=MUTED)


def _back(canvas: Canvas, x: float, y: float, count: int) -> None:
    """A stack of face-down cards, counted."""
    canvas.rect(x, y, CARD_W, CARD_H, fill=BACK, stroke="#3e2723", radius=6)
    canvas.rect(x + 5, y + 5, CARD_W - 10, CARD_H - 10, stroke="#a1887f", radius=4)
    canvas.text(x + CARD_W / 2, y + 40, str(count), size=18, fill="#ffffff", bold=True, anchor="middle")
    canvas.text(x + CARD_W / 2, y + 58, "face down", size=9, fill="#efebe9", anchor="middle")


def _group(canvas: Canvas, label: str, codes: Sequence[str], hidden: int = 0, numbered: bool = False) -> Box:
    """A labelled group of cards: ``codes`` face up, then a stack of ``hidden`` face-down cards."""
    if not codes:
        words = f"{counted(hidden)} face down" if hidden else "empty"

        def words_only(x: float, y: float) -> None:
            canvas.text(x, y + 11, label, size=10.5, bold=True)
            if hidden:
                canvas.rect(x, y + 17, 20, 26, fill=BACK, stroke="#3e2723", radius=3)
            canvas.text(x + (26 if hidden else 0), y + 34, words, size=10.5, fill=MUTED, italic=not hidden)

        return Box(max(fit_width(label, 10.5), fit_width(words, 10.5) + 26), 46, words_only)

    def paint(index: int, x: float, y: float, height: float) -> None:
        if index < len(codes):
            _card(canvas, x, y, codes[index], index + 1 if numbered else None)
        else:
            _back(canvas, x, y, hidden)

    sizes = [(CARD_W, CARD_H)] * (len(codes) + (1 if hidden else 0))
    return tiles(canvas, label, sizes, paint, most=WIDTH - 2 * MARGIN, gap=GAP)


def _threats(canvas: Canvas, y: float, view: Mapping[str, Any]) -> float:
    canvas.text(MARGIN, y + 14, "Threats", size=12, bold=True)
    y += 22
    for i, threat in enumerate(view["threats"]):
        data = THREAT_BY_ID[threat["id"]]
        x = MARGIN + i * (THREAT_W + GAP)
        resolved = threat["resolved_by"] is not None
        canvas.rect(x, y, THREAT_W, THREAT_H, fill="#e0dbd0" if resolved else "#fff3e0", stroke="#8d6e63", radius=6)
        canvas.text(x + 6, y + 14, data.name, size=11, bold=True, fill=MUTED if resolved else "#bf360c")
        if resolved:
            canvas.paragraph(
                x + 6, y + 20, THREAT_W - 12, f"Resolved by Seat {threat['resolved_by']}: face down.", size=9
            )
        else:
            canvas.paragraph(x + 6, y + 18, THREAT_W - 12, data.text, size=8.5)
    if not view["threats"]:
        canvas.text(MARGIN, y + 14, "none face up", size=11, fill=MUTED, italic=True)
        return y + 24
    return y + THREAT_H + 10


def _seat(
    canvas: Canvas, y: float, view: Mapping[str, Any], seat: Mapping[str, Any], score: Mapping[str, Any]
) -> float:
    you = seat["seat"] == view["seat"]
    status = seat_status(seat)
    canvas.line(MARGIN, y, WIDTH - MARGIN, y, stroke=RULE)
    title = f"Seat {seat['seat']}{' (you)' * you}, {status}"
    canvas.text(MARGIN, y + 18, title, size=13, bold=True, fill="#1b5e20" if you else INK)
    canvas.text(WIDTH - MARGIN, y + 18, f"Treasure: {score_line(score)}", size=11, anchor="end")
    known = [code for code in seat["hand"] if code is not None]
    treasure = [code for code in seat["treasure"] if code is not None]
    groups = [
        _group(canvas, "Expedition, left to right", seat["expedition"], numbered=True),
        _group(canvas, "Hand", known, hidden=seat["hand_count"] - len(known)),
        _group(canvas, "Treasure pile", treasure, hidden=seat["treasure_count"] - len(treasure)),
    ]
    return flow(groups, MARGIN, y + 28, WIDTH - 2 * MARGIN, gap=22) + 12


def _characters(view: Mapping[str, Any]) -> list[str]:
    """The characters whose cards the picture shows, in the game's order."""
    shown = {
        code.split(".")[0]
        for seat in view["seats"]
        for pile in (seat["expedition"], seat["hand"], seat["treasure"])
        for code in pile
        if code is not None
    }
    return [character for character in CHARACTERS if character in shown]


def _legend(canvas: Canvas, y: float, view: Mapping[str, Any]) -> float:
    characters = _characters(view)
    if not characters:
        return y
    canvas.line(MARGIN, y, WIDTH - MARGIN, y, stroke=RULE)
    canvas.text(MARGIN, y + 18, "What the characters shown do", size=12, bold=True)
    y += 26
    for character in characters:
        who = CHARACTERS[character]
        canvas.rect(MARGIN, y + 2, 12, 12, fill=COLOURS[who.colour], radius=2)
        canvas.text(MARGIN + 18, y + 12, who.name, size=10.5, bold=True)
        y += max(16, canvas.paragraph(MARGIN + 130, y + 1, WIDTH - 2 * MARGIN - 130, who.text, size=10)) + 4
    return y


def _known_in_deck(deck: Mapping[str, Any]) -> str:
    """`` (you know: Reporter (Ring) at the bottom)``: the deck cards the viewer put there."""
    if not deck["known"]:
        return ""
    places = [
        _name(known["card"])
        + (" at the bottom" if known["from_top"] == deck["count"] - 1 else f" {known['from_top'] + 1} from the top")
        for known in deck["known"]
    ]
    return f" (you know: {', '.join(places)})"


def _footer(canvas: Canvas, y: float, view: Mapping[str, Any]) -> float:
    intimidated = view["intimidated"]
    lines = [
        f"Intimidation card: {CHARACTERS[intimidated].name} face up (nobody may play one from hand)"
        if intimidated
        else "Intimidation card: none face up",
        f"Character deck: {counted(view['deck']['count'])}{_known_in_deck(view['deck'])}. "
        f"Discard pile: {counted(len(view['discard']))}"
        + (f", the top one {_name(view['discard'][-1])}" if view["discard"] else "")
        + f". Threat deck: {view['threat_deck']}; threat discard pile: {len(view['threat_discard'])}.",
    ]
    canvas.line(MARGIN, y, WIDTH - MARGIN, y, stroke=RULE)
    for line in lines:
        canvas.text(MARGIN, y + 17, line, size=10.5, fill=MUTED)
        y += 16
    return y + 8


def _outcome(canvas: Canvas, y: float, outcome: Mapping[str, Any]) -> float:
    canvas.line(MARGIN, y, WIDTH - MARGIN, y, stroke=RULE)
    winners = outcome["winners"]
    head = f"The game is over: Seat {winners[0]} wins." if winners else "The game is over: nobody wins."
    canvas.text(MARGIN, y + 18, head, size=13, bold=True)
    y += 24
    for step in outcome["reasoning"]:
        y += canvas.paragraph(MARGIN, y, WIDTH - 2 * MARGIN, step["text"], size=10.5)
    return y + 8


def _name(code: str) -> str:
    character, symbol = code.split(".")[:2]
    return f"{CHARACTERS[character].name} ({SYMBOL_NAMES[symbol]})"


def _headline(view: Mapping[str, Any]) -> str:
    if view["is_over"]:
        return "Venturesome: the game is over"
    decision = view["decision"]
    who = f"Seat {decision['owner']}" + (" (you)" if decision["owner"] == view["seat"] else "")
    return f"Venturesome, round {view['round']} of 3. {who} to decide: {decision['prompt']}"


def draw(view: Mapping[str, Any]) -> str:
    """The SVG picture of a Venturesome observation."""
    canvas = Canvas(WIDTH)
    headline = _headline(view)
    canvas.text(MARGIN, 24, headline, size=15, bold=True)
    y = _threats(canvas, 34, view)
    scores = live_scores(view)["seats"]
    for seat, score in zip(view["seats"], scores, strict=True):
        y = _seat(canvas, y, view, seat, score)
    y = _legend(canvas, y, view)
    y = _footer(canvas, y, view)
    if view["is_over"]:
        y = _outcome(canvas, y, view["outcome"])
    who = "everyone" if view["seat"] is None else f"Seat {view['seat']}"
    return canvas.svg(int(y) + MARGIN, f"{headline} (as {who} sees it)", background=PAPER, border=RULE)
