"""An A Wild Venture position as a picture (``venture_widgets.tutor.pictures``) and each seat's
projected score (``live_scores``), both from ``state.observe(seat)`` alone.

The picture shows the board with the name and reward of every space, the tokens still on it
and both Adventurers; then each player's area: coins, Enchantment tokens, the hand (the
viewer's own; of the other, a count and the cards the viewer knows), Gear, Villagers,
Buildings and Starters as cards with their names, texts and Supplies, the tucked cards the
viewer can see, and the projected score.

A projected score is what scoring would give if the game ended now, counted from what the
viewer sees: Supplies on Buildings and enchanted Buildings are public; tucked cards lie face
down, even for their owner (except under the No Memory variant, and for everyone once the game
is over), so a tucked card the viewer cannot see is not counted, and the score says so.

>>> from venture_widgets import load_game
>>> game = load_game("wild_venture")
>>> state = game.scenario({"players": [
...     {"tucked": ["Rook Courier", "Tadpole Scout", "Bunny Forager"],
...      "buildings": [{"code": "Zero Waste", "supply": 2, "enchanted": "moon"}]}, {}], "no_memory": True})
>>> mine, theirs = live_scores(state.observe(0))["seats"]
>>> mine["total"], mine["exact"], [part["value"] for part in mine["parts"]]
(3, True, [1, 2, 0])
>>> live_scores(state.observe(1))["seats"][0]["unseen"]  # the opponent sees a count only
'3 tucked cards face down, not counted'
>>> "Bramble Gate" in draw(state.observe(0))
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...core.drawing import Box, Canvas, finish, fit, fit_width, flow, projected_scores, score_entry, score_line, tiles
from ...core.words import counted
from .catalog import catalog
from .model import SPECIES
from .scoring import score_counts

CATALOG = catalog()
CARDS: Mapping[str, Mapping[str, Any]] = CATALOG["cards"]
BOARDS: Mapping[str, Mapping[str, Any]] = CATALOG["boards"]

WIDTH = 900
MARGIN = 12
CARD_W, GAP = 100, 6
BOARD_SIZE = 440  # the board's 100 x 100 box, drawn this many pixels wide and high
SCALE = BOARD_SIZE / 100
#: Species colours of the table's front end (js/games/wild_venture/wild_venture.css).
SPECIES_COLOURS = {"crow": "#1f2a48", "frog": "#2e6b34", "rabbit": "#7b5a3c"}
REWARD_COLOURS = {"gain": "#f2c14e", "draw": "#8ab6e8", "starter": "#9ccc65", "chest": "#bc8f5a", "enchant": "#c59be0"}
TOKEN_COLOURS = {"moon": "#90a4ae", "sun": "#ffb300", "star": "#ab47bc"}
PAPER, FACE, INK, MUTED, RULE = "#f3f0e6", "#fbf7ec", "#2b2118", "#6b6259", "#c8bfae"
TEXT_SIZE, LINE = 8, 10.5  # card texts


# --- what a seat can count -----------------------------------------------------------------------


def _kinds(codes: Sequence[str]) -> tuple[dict[str, int], int]:
    """Tucked Villagers by species, and the number of tucked Gear cards."""
    villagers = {species: 0 for species in SPECIES}
    gear = 0
    for code in codes:
        card = CARDS[code]
        if card["kind"] == "villager":
            villagers[card["species"]] += 1
        elif card["kind"] == "gear":
            gear += 1
    return villagers, gear


def live_scores(view: Mapping[str, Any]) -> dict[str, Any]:
    """Each seat's projected score from what the viewer sees (see the module docstring)."""
    seats = []
    for seat in view["seats"]:
        seen = seat["tucked"] or []
        villagers, gear = _kinds(seen)
        buildings = seat["buildings"]
        score = score_counts(
            villagers, [b["supply"] for b in buildings], gear, sum(1 for b in buildings if b["enchanted"])
        )
        unseen = seat["tucked_count"] - len(seen)
        seats.append(score_entry(view, seat["seat"], score, ("villagers", "buildings", "gear"), unseen, "tucked card"))
    return projected_scores(
        "What scoring would give if the game ended now. Tucked cards lie face down, even for their "
        "owner, so only the ones you can see are counted.",
        seats,
    )


# --- cards ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Face:
    """What one card in the picture shows: its code and its state at the table."""

    code: str
    note: str = ""  # "2 supplies", "upgraded", ...
    upgraded: bool = False


def _texts(face: Face) -> list[tuple[str, bool]]:
    """The card's text lines (wrapped), each with whether it is a heading-like line in italics."""
    card = CARDS[face.code]
    text = card["text"]
    parts: list[tuple[str, bool]] = []
    if text["trigger"]:
        parts.append((text["trigger"] + ":", True))
    effects = card["upgraded_text"] if face.upgraded else text["effects"]
    if effects:
        parts.append((("Free Action: " if text["free_action"] else "") + effects, False))
    for key, label in (("modifier", ""), ("relic", "Relic: "), ("enchant", "Enchanted: ")):
        if text[key]:
            parts.append((label + text[key], key != "modifier"))
    return [(line, italic) for part, italic in parts for line in fit(part, CARD_W - 8, TEXT_SIZE)]


def _name_lines(face: Face) -> list[str]:
    return fit(CARDS[face.code]["name"], CARD_W - 8, 10)


def _height(face: Face) -> float:
    return 32 + 12 * len(_name_lines(face)) + LINE * len(_texts(face)) + 6


def _card(canvas: Canvas, x: float, y: float, face: Face, height: float) -> None:
    card = CARDS[face.code]
    colour = SPECIES_COLOURS[card["species"]]
    canvas.rect(x, y, CARD_W, height, fill=FACE, stroke=colour, radius=6)
    canvas.rect(x, y, CARD_W, 16, fill=colour, radius=6)
    canvas.rect(x, y + 8, CARD_W, 8, fill=colour)
    canvas.text(x + 5, y + 11.5, f"{card['species'].title()} {card['kind']}", size=8, fill="#ffffff", bold=True)
    if card["kind"] != "starter":
        canvas.text(x + CARD_W - 5, y + 11.5, f"cost {card['cost']}", size=8, fill="#ffffff", anchor="end")
    top = y + 16
    for line in _name_lines(face):
        top += 12
        canvas.text(x + 4, top, line, size=10, bold=True)
    if face.note:
        top += 11
        canvas.text(x + 4, top, face.note, size=8, fill="#1b5e20", bold=True)
    top += 3
    for line, italic in _texts(face):
        top += LINE
        canvas.text(x + 4, top, line, size=TEXT_SIZE, italic=italic)


def _group(canvas: Canvas, label: str, faces: Sequence[Face], unseen: str = "") -> Box | None:
    """A labelled group of cards, or words about face-down cards, or ``"empty"`` for an empty
    hand (``None``: nothing to show)."""
    if not faces and not unseen:
        return None
    if not faces:
        indent = 0 if unseen == "empty" else 26

        def words(x: float, y: float) -> None:
            canvas.text(x, y + 11, label, size=10.5, bold=True)
            if indent:
                canvas.rect(x, y + 17, 20, 26, fill="#5d4037", stroke="#3e2723", radius=3)
            canvas.text(x + indent, y + 34, unseen, size=10.5, fill=MUTED, italic=not indent)

        return Box(max(fit_width(label, 10.5), fit_width(unseen, 10.5) + indent), 46, words)

    def paint(index: int, x: float, y: float, height: float) -> None:
        _card(canvas, x, y, faces[index], height)

    sizes = [(CARD_W, _height(face)) for face in faces]
    return tiles(canvas, label + (f" ({unseen})" if unseen else ""), sizes, paint, most=WIDTH - 2 * MARGIN, gap=GAP)


# --- the board ------------------------------------------------------------------------------------


def _token_label(kind: str) -> str:
    return {"plus5": "+5", "nest": "Nest", "gold_chest": "Gold Chest"}.get(kind, kind)


def _board(canvas: Canvas, x0: float, y0: float, view: Mapping[str, Any]) -> None:
    board = BOARDS[view["board"]["id"]]
    spaces = {space["id"]: space for space in board["spaces"]}

    def at(space_id: str) -> tuple[float, float]:
        space = spaces[space_id]
        return x0 + space["x"] * SCALE, y0 + space["y"] * SCALE

    canvas.rect(x0, y0, BOARD_SIZE, BOARD_SIZE, fill="#e8f0dc", stroke=RULE, radius=8)
    canvas.text(x0 + 8, y0 + 16, f"{board['name']} board", size=11, bold=True, fill="#33691e")
    for edge in board["edges"]:
        (x1, y1), (x2, y2) = at(edge["from"]), at(edge["to"])
        cost = edge["cost"]
        canvas.line(x1, y1, x2, y2, stroke="#8d6e63" if cost else "#a1887f", width=2, dash="4 3" if cost else "")
        if cost:
            words = f"pay {cost['n']}" if cost["kind"] == "pay" else f"trash {cost['n']}"
            canvas.text((x1 + x2) / 2, (y1 + y2) / 2 - 3, words, size=7.5, fill="#bf360c", bold=True, anchor="middle")
    tokens = view["board"]["tokens"]
    enchantments = view["board"]["enchantments"]
    for space in board["spaces"]:
        x, y = at(space["id"])
        reward = space["reward"]
        fill = "#ffffff" if reward is None else REWARD_COLOURS[reward["kind"]]
        canvas.circle(x, y, 7, fill=fill, stroke="#5d4037")
        for number, line in enumerate(fit(space["name"], 62, 7)[:2]):
            canvas.text(x, y + 15 + number * 8, line, size=7, anchor="middle")
        label = space["label"]
        if space["id"] in tokens:
            label = tokens[space["id"]]["label"] + " (token)"
        elif space["id"] in enchantments:
            label = " + ".join(enchantments[space["id"]])
        if label:
            canvas.text(x, y - 10, label, size=7, fill="#4e342e", bold=True, anchor="middle")
    for adventurer in view["board"]["adventurers"]:
        x, y = at(adventurer["space"])
        dx = -7 if adventurer["seat"] == 0 else 7
        colour = SPECIES_COLOURS[adventurer["species"]]
        canvas.circle(x + dx, y + 1, 6, fill=colour, stroke="#ffffff")
        canvas.text(x + dx, y + 4, str(adventurer["seat"]), size=8, fill="#ffffff", bold=True, anchor="middle")


def _legend(canvas: Canvas, x: float, y: float) -> float:
    canvas.text(x, y + 12, "Board", size=11, bold=True)
    y += 18
    for kind, words in (
        ("gain", "Gain coins"),
        ("draw", "Draw cards"),
        ("starter", "Activate or upgrade a Starter"),
        ("chest", "A Chest: choose one of three rewards"),
        ("enchant", "Enchantment tokens"),
    ):
        canvas.circle(x + 6, y + 6, 5, fill=REWARD_COLOURS[kind], stroke="#5d4037")
        canvas.text(x + 16, y + 10, words, size=9.5)
        y += 14
    canvas.line(x, y + 6, x + 14, y + 6, stroke="#8d6e63", width=2, dash="4 3")
    canvas.text(x + 20, y + 10, "a path with a price (Autumn side)", size=9.5)
    canvas.circle(x + 6, y + 22, 6, fill=SPECIES_COLOURS["frog"], stroke="#ffffff")
    canvas.text(x + 16, y + 25, "an Adventurer and its seat", size=9.5)
    return y + 36


# --- the whole position ------------------------------------------------------------------------------


def _headline(view: Mapping[str, Any]) -> str:
    if view["phase"] == "over":
        return "A Wild Venture: the game is over"
    decision = view["decision"]
    who = f"Seat {decision['owner']}" + (" (you)" if decision["owner"] == view["seat"] else "")
    when = "setup" if view["phase"] == "setup" else f"turn {view['turn']}"
    return f"A Wild Venture, {when}. {who} to decide: {decision['prompt']}"


def _side(canvas: Canvas, x: float, y: float, view: Mapping[str, Any], scores: Sequence[Mapping[str, Any]]) -> None:
    """The column beside the board: scores, deck and trash, what is being considered, the legend."""
    width = WIDTH - MARGIN - x
    canvas.text(x, y + 12, "Projected scores", size=11, bold=True)
    y += 18
    for entry in scores:
        y += canvas.paragraph(x, y, width, f"{entry['label']}: {score_line(entry)}", size=9.5) + 2
    y += 6
    deck = f"Deck: {counted(view['deck']['count'])}"
    if view["final_turns"] and view["phase"] != "over":
        deck += f"; the deck ran out, {counted(view['final_turns'], 'final turn')} left"
    y += canvas.paragraph(x, y, width, deck + ".", size=9.5)
    trash = view["trash"]
    top = ", ".join(CARDS[code]["name"] for code in reversed(trash[-5:]))
    shown = (
        f"Trash: {counted(len(trash))}"
        + (f", top first: {top}" if trash else "")
        + ("" if len(trash) <= 5 else ", ...")
    )
    y += canvas.paragraph(x, y, width, shown + ".", size=9.5) + 6
    if view["considering"]:
        names = ", ".join(CARDS[code]["name"] for code in view["considering"])
        y += canvas.paragraph(x, y, width, f"You are considering: {names}.", size=9.5, bold=True) + 6
    _legend(canvas, x, y)


def _faces(entries: Sequence[Mapping[str, Any]], enchanted: bool = False) -> list[Face]:
    faces = []
    for entry in entries:
        note = counted(entry["supply"], "supply", "supplies")
        if enchanted and entry.get("enchanted"):
            note += f", {entry['enchanted']} token"
        if entry.get("used_main") or entry.get("used_free"):
            note += ", used"
        faces.append(Face(entry["code"], note))
    return faces


def _seat(
    canvas: Canvas, y: float, view: Mapping[str, Any], seat: Mapping[str, Any], score: Mapping[str, Any]
) -> float:
    you = seat["seat"] == view["seat"]
    where = next((a for a in view["board"]["adventurers"] if a["seat"] == seat["seat"]), None)
    place = ""
    if where is not None:
        space = next(s for s in BOARDS[view["board"]["id"]]["spaces"] if s["id"] == where["space"])
        place = f", {where['species'].title()} Adventurer at {space['name']}"
    tokens = [t["type"] for t in seat["enchantments"] if t["on"] is None]
    facts = f"{counted(seat['coins'], 'coin')}; Enchantment tokens in the area: {', '.join(tokens) or 'none'}"
    canvas.line(MARGIN, y, WIDTH - MARGIN, y, stroke=RULE)
    title = f"Seat {seat['seat']}{' (you)' * you}{place}"
    canvas.text(MARGIN, y + 18, title, size=13, bold=True, fill="#1b5e20" if you else INK)
    canvas.text(WIDTH - MARGIN, y + 18, facts, size=10.5, anchor="end")
    if seat["hand"] is not None:
        hand = _group(canvas, "Hand", [Face(code) for code in seat["hand"]], "" if seat["hand"] else "empty")
    else:
        known = [Face(code) for code in seat["known_hand"]]
        hidden = seat["hand_count"] - len(known)
        hand = _group(
            canvas, "Hand", known, f"{counted(hidden)} you cannot see" if hidden else "" if known else "empty"
        )
    starters = [Face(s["code"], "upgraded" if s["upgraded"] else "", s["upgraded"]) for s in seat["starters"]]
    tucked = [Face(code) for code in seat["tucked"] or []]
    unseen = seat["tucked_count"] - len(tucked)
    groups = [
        hand,
        _group(canvas, "Gear", _faces(seat["gear"])),
        _group(canvas, "Villagers", _faces(seat["villagers"])),
        _group(canvas, "Buildings", _faces(seat["buildings"], enchanted=True)),
        _group(canvas, "Starters", starters),
        _group(canvas, "Tucked", tucked, f"{counted(unseen)} face down" if unseen else ""),
    ]
    y = flow([group for group in groups if group is not None], MARGIN, y + 28, WIDTH - 2 * MARGIN, gap=22)
    canvas.text(MARGIN, y + 20, f"Projected score: {score_line(score)}", size=10.5, bold=True)
    return y + 30


def draw(view: Mapping[str, Any]) -> str:
    """The SVG picture of an A Wild Venture observation."""
    canvas = Canvas(WIDTH)
    headline = _headline(view)
    y: float = MARGIN + canvas.paragraph(MARGIN, MARGIN, WIDTH - 2 * MARGIN, headline, size=15, bold=True) + 6
    scores = live_scores(view)["seats"]
    _board(canvas, MARGIN, y, view)
    _side(canvas, MARGIN + BOARD_SIZE + 16, y, view, scores)
    y += BOARD_SIZE + 12
    for seat, score in zip(view["seats"], scores, strict=True):
        y = _seat(canvas, y, view, seat, score)
    return finish(canvas, y, view, headline, MARGIN, PAPER, RULE)
