"""A review (:func:`venture_widgets.review.review`) as text for a terminal and as one HTML page.

:func:`text_summary` is what ``python -m venture_widgets review`` prints: per seat its decisions,
forced moves, mean loss and marks, then one line per marked move. :func:`html_report` is a
self-contained page (inline CSS and SVG, no script, font, image or link to anything outside it):
the summary table, a graph of the value of each move played, and one section per marked move with
the move played, the better move, their values, the reason and the position before the move
drawn as the seat saw it (:func:`venture_widgets.picture`). The page shows nothing the reviewed
seat could not see: the pictures are drawn from the seat's observation alone, and the record's
seed and the other seats' hands are never printed.

>>> from venture_widgets.core.record import make_record
>>> from venture_widgets.review import review
>>> record = make_record("adventurous", 1, 3, {}, ["draw top", "draw bottom"])
>>> result = review(record, seat=0, iterations=20)
>>> for line in text_summary(result).splitlines()[:3]:
...     print(line)
Adventurous, review of seat 0 (20 iterations a decision; values: the team's expected score / 50)
seat  decisions  forced  mean loss  inaccuracy  mistake  blunder
   0          2       0      0.000           0        0        0
>>> page = html_report(result, record)
>>> page.startswith("<!DOCTYPE html>"), page.count("<svg"), "No move lost enough to be marked." in page
(True, 1, True)
"""

from __future__ import annotations

import html
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from ..balance.plots import BOTTOM, GRID, TOP, Scale, nice_ticks, number, svg_document, svg_line, svg_text, x_axis
from ..core.errors import RulesError
from ..core.game import State
from ..core.record import read_record
from ..core.registry import load_game
from ..tutor.pictures import picture
from . import MARKS, THRESHOLDS, Move, decisions

#: each mark's colour (also named in words wherever it is shown), white text on it at least 4.5:1
MARK_COLOURS: dict[str, str] = {"inaccuracy": "#8f6a00", "mistake": "#b85000", "blunder": "#c62828"}
#: the colour of each seat's line in the graph, by seat number
SEAT_COLOURS: tuple[str, ...] = ("#3b7dd8", "#2e9d6a", "#8e5bd8", "#8d6e63", "#d04f9a")
#: the summary's columns: a key of :func:`venture_widgets.review.summary` and its heading
COLUMNS: tuple[tuple[str, str], ...] = (
    ("seat", "seat"),
    ("decisions", "decisions"),
    ("forced", "forced"),
    ("mean_loss", "mean loss"),
    *((mark, mark) for mark in MARKS),
)
CHART_WIDTH, CHART_HEIGHT, CHART_LEFT, CHART_RIGHT = 960, 330, 64, 20


def who(seat: int | None) -> str:
    """Whom a review is of.

    >>> who(2), who(None)
    ('seat 2', 'every seat')
    """
    return "every seat" if seat is None else f"seat {seat}"


def heading(result: Mapping[str, Any]) -> str:
    """The review's title: the game's title and whom it reviews.

    >>> heading({"game": "venturesome", "seat": 1})
    'Venturesome, review of seat 1'
    """
    return f"{load_game(result['game']).info.title}, review of {who(result['seat'])}"


def marked(result: Mapping[str, Any]) -> list[Move]:
    """The review's marked moves, in the record's order."""
    return sorted((move for move in result["moves"] if move["mark"]), key=lambda move: move["index"])


def cell(row: Mapping[str, Any], key: str) -> str:
    """A summary row's value for ``key`` as the summary shows it.

    >>> cell({"mean_loss": 0.1}, "mean_loss"), cell({"seat": 2}, "seat")
    ('0.100', '2')
    """
    value = row[key]
    return f"{value:.3f}" if isinstance(value, float) else str(value)


def text_summary(result: Mapping[str, Any]) -> str:
    """The review in a few lines of text: the summary table, then one line per marked move (see
    the module docstring)."""
    lines = [f"{heading(result)} ({result['iterations']} iterations a decision; values: {result['unit']})"]
    widths = [max(4, len(title)) for _, title in COLUMNS]
    lines.append("  ".join(title.rjust(width) for (_, title), width in zip(COLUMNS, widths, strict=True)))
    for row in result["summary"]:
        lines.append("  ".join(cell(row, key).rjust(width) for (key, _), width in zip(COLUMNS, widths, strict=True)))
    moves = marked(result)
    lines.append("marked moves:" if moves else "no marked moves")
    lines.extend(
        f"  action {move['index']}  seat {move['seat']}  {move['mark']}  played: {move['text_played']}"
        f"  better: {move['text_best']}  loss {move['loss']:g}"
        for move in moves
    )
    return "\n".join(lines)


# --- the graph -------------------------------------------------------------------------------------


def _seat_colour(seat: int) -> str:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def _y_axis(scale: Scale, ticks: Sequence[float], left: float, right: float, label: str) -> list[str]:
    """Horizontal grid lines at the ticks, their values left of the plot and the axis label."""
    parts = [svg_line(left, scale.start, left, scale.end)]
    for tick in ticks:
        y = scale(tick)
        parts += [svg_line(left, y, right, y, GRID), svg_text(left - 6, y + 4, number(tick), "end")]
    middle = (scale.start + scale.end) / 2
    return [*parts, svg_text(16, middle, label, "middle", f' transform="rotate(-90 16 {middle:.1f})"')]


def _mark_point(move: Move, x: float, y_played: float, y_best: float) -> str:
    """A marked move in the graph: its loss as a line up to the better move's value and a dot
    that links to the move's section."""
    colour = MARK_COLOURS[move["mark"]]
    words = f"action {move['index']}, seat {move['seat']}: {move['mark']}, loss {move['loss']:g}"
    return (
        f'<a href="#move-{move["index"]}"><title>{html.escape(words)}</title>'
        + svg_line(x, y_best, x, y_played, colour, ' stroke-width="2" stroke-dasharray="3 2"')
        + f'<circle cx="{x:.1f}" cy="{y_played:.1f}" r="6" fill="{colour}" stroke="#ffffff" stroke-width="1.5"/></a>'
    )


def value_chart(result: Mapping[str, Any], actions: int) -> str:
    """The value of each move played (forced moves left out) by its index in a record of
    ``actions`` actions, one line per reviewed seat, the marked moves as coloured dots linked to
    their sections, as an SVG with a ``<title>`` and a ``<desc>``.

    >>> move = {"index": 3, "seat": 0, "value_played": 0.2, "value_best": 0.5, "loss": 0.3, "mark": "blunder"}
    >>> result = {"seat": 0, "unit": "chance to win", "moves": [move], "summary": [{"seat": 0}]}
    >>> svg = value_chart(result, actions=8)
    >>> svg.count("<polyline"), svg.count('<a href="#move-3">'), "blunder at action 3" in svg
    (1, 1, True)
    """
    chosen = [move for move in result["moves"] if move["value_played"] is not None]
    values = [move[key] for move in chosen for key in ("value_played", "value_best")]
    y_ticks = nice_ticks(min([0.0, *values]), max([1.0, *values]), count=4)
    x_ticks = nice_ticks(0, max(actions - 1, 1), count=10)
    bottom = CHART_HEIGHT - BOTTOM
    x = Scale(x_ticks, CHART_LEFT, CHART_WIDTH - CHART_RIGHT)
    y = Scale(y_ticks, bottom, TOP)
    body = x_axis(x, x_ticks, TOP, bottom, "action in the record (0 is the first)")
    body += _y_axis(y, y_ticks, CHART_LEFT, CHART_WIDTH - CHART_RIGHT, result["unit"])
    for row in result["summary"]:
        own = [move for move in chosen if move["seat"] == row["seat"]]
        colour = _seat_colour(row["seat"])
        points = " ".join(f"{x(move['index']):.1f},{y(move['value_played']):.1f}" for move in own)
        body.append(f'<polyline points="{points}" fill="none" stroke="{colour}" stroke-width="2"/>')
        body += [
            f'<circle cx="{x(move["index"]):.1f}" cy="{y(move["value_played"]):.1f}" r="2.5" fill="{colour}"/>'
            for move in own
        ]
    moves = marked(result)
    body += [
        _mark_point(move, x(move["index"]), y(move["value_played"]), y(move["value_best"]))
        for move in moves
        if move["value_played"] is not None
    ]
    title = f"Value of each move played: {result['unit']}"
    description = (
        f"{result['unit'].capitalize()} after each decision of {who(result['seat'])} with a choice, by the action's "
        f"place in the record (0 to {actions - 1}), one line per seat. "
        + (
            "Marked: " + "; ".join(f"{move['mark']} at action {move['index']}" for move in moves) + "."
            if moves
            else "No move is marked."
        )
    )
    return svg_document(CHART_WIDTH, CHART_HEIGHT, title, description, body)


# --- the page --------------------------------------------------------------------------------------

STYLE = """
body { margin: 0; background: #fbfaf7; color: #2b2118; font: 15px/1.45 system-ui, -apple-system, "Segoe UI",
  Helvetica, Arial, sans-serif; }
main { max-width: 1000px; margin: 0 auto; padding: 16px 20px 48px; }
h1 { font-size: 1.6em; margin: 0.4em 0 0.2em; }
h2 { font-size: 1.25em; margin: 1.4em 0 0.5em; }
h3 { font-size: 1.1em; margin: 0 0 0.5em; }
p.about { color: #5b5249; margin-top: 0; }
table { border-collapse: collapse; }
th, td { padding: 3px 10px; text-align: left; vertical-align: top; }
table.summary th, table.summary td { border-bottom: 1px solid #d8d0c2; }
table.summary td { text-align: right; }
figure { margin: 0; }
svg { max-width: 100%; height: auto; }
.legend { color: #5b5249; font-size: 0.9em; margin: 4px 0 0; }
.swatch { display: inline-block; width: 12px; height: 12px; border-radius: 6px; margin: 0 4px 0 12px;
  vertical-align: -1px; }
section.move { background: #ffffff; border: 1px solid #d8d0c2; border-left: 6px solid var(--mark);
  border-radius: 6px; padding: 12px 16px; margin: 16px 0; }
.mark { color: #ffffff; background: var(--mark); border-radius: 4px; padding: 1px 7px; text-transform: capitalize; }
table.compare th { color: #5b5249; font-weight: 600; }
table.compare td.value { text-align: right; font-variant-numeric: tabular-nums; }
code { font-size: 0.85em; color: #5b5249; }
p.reason { font-style: italic; }
figure.position figcaption { color: #5b5249; font-size: 0.9em; margin-bottom: 4px; }
a.back { font-size: 0.9em; }
"""


def positions(record: Mapping[str, Any], moves: Sequence[Move], seat: int | None) -> Iterator[tuple[Move, State]]:
    """Each of ``moves`` with the position before it, rebuilt by replaying ``record``; a move
    that is not the record's decision at its index raises :class:`RulesError`."""
    wanted = {move["index"]: move for move in moves}
    for index, state, action in decisions(dict(record), seat):
        move = wanted.pop(index, None)
        if move is None:
            continue
        if (move["played"], move["seat"]) != (action, state.current_player):
            raise RulesError(
                f"the review does not fit the record: action {index} is {action!r}, not {move['played']!r}"
            )
        yield move, state
    if wanted:
        raise RulesError(f"the review does not fit the record: no decision of {who(seat)} at action {min(wanted)}")


def _value(value: float | None) -> str:
    return "" if value is None else f"{value:.3f}"


def move_section(move: Move, state: State) -> str:
    """One marked move: its mark, the move played and the better one with their values, the
    loss, the reason and the position before the move as the seat saw it."""
    mark, seat = move["mark"], move["seat"]
    rows = [
        ("Played", move["text_played"], move["played"], move["value_played"]),
        ("Better", move["text_best"], move["best"], move["value_best"]),
    ]
    compare = "".join(
        f"<tr><th>{name}</th><td>{html.escape(text)} <code>{html.escape(action)}</code></td>"
        f'<td class="value">{_value(value)}</td></tr>'
        for name, text, action, value in rows
    )
    return f"""<section id="move-{move["index"]}" class="move" style="--mark: {MARK_COLOURS[mark]}">
<h3><span class="mark">{html.escape(mark)}</span> at action {move["index"]}, seat {seat}</h3>
<table class="compare">{compare}<tr><th>Loss</th><td></td><td class="value">{_value(move["loss"])}</td></tr></table>
<p class="reason">{html.escape(move["reason"])}</p>
<figure class="position"><figcaption>The position before the move, as seat {seat} saw it.</figcaption>
{picture(state, seat)._repr_svg_()}
</figure>
<a class="back" href="#graph">Back to the graph</a>
</section>"""


def _swatch(colour: str, words: str) -> str:
    return f'<span class="swatch" style="background: {colour}"></span>{html.escape(words)}'


def html_report(result: Mapping[str, Any], record: Mapping[str, Any]) -> str:
    """The review ``result`` of ``record`` as one self-contained HTML page (see the module
    docstring). A result that is not of this record raises :class:`RulesError`."""
    data = read_record(dict(record))
    if data["game"] != result["game"]:
        raise RulesError(f"the review is of a {result['game']!r} game, the record of {data['game']!r}")
    title = heading(result)
    thresholds = ", ".join(f"{mark} from a loss of {THRESHOLDS[mark]:.2f}" for mark in MARKS)
    head_row = "".join(f"<th>{html.escape(name)}</th>" for _, name in COLUMNS)
    body_rows = "".join(
        "<tr>" + "".join(f"<td>{cell(row, key)}</td>" for key, _ in COLUMNS) + "</tr>" for row in result["summary"]
    )
    legend = "".join(_swatch(_seat_colour(row["seat"]), f"seat {row['seat']}") for row in result["summary"])
    legend += "".join(_swatch(MARK_COLOURS[mark], mark) for mark in MARKS)
    moves = marked(result)
    sections = [move_section(move, state) for move, state in positions(data, moves, result["seat"])]
    listed = "\n".join(sections) if sections else "<p>No move lost enough to be marked.</p>"
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(title)}</title>
<style>{STYLE}</style>
</head>
<body>
<main>
<h1>{html.escape(title)}</h1>
<p class="about">Each decision was searched from the seat's own view with {result["iterations"]} iterations.
Values: {html.escape(result["unit"])}; the loss is the better move's value less the value of the move played.
Marks: {html.escape(thresholds)}.</p>
<h2>Summary</h2>
<table class="summary"><thead><tr>{head_row}</tr></thead><tbody>{body_rows}</tbody></table>
<h2 id="graph">The value of each move</h2>
<figure class="chart">
{value_chart(result, len(data["actions"]))}
<figcaption class="legend">{legend}<br>
A dashed line rises from a marked move to the better move's value; click a mark to see the move.</figcaption>
</figure>
<h2>Marked moves ({len(moves)})</h2>
{listed}
</main>
</body>
</html>
"""
