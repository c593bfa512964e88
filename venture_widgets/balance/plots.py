"""Small SVG charts as strings, in pure Python (they run under Pyodide too).

Every chart has a ``<title>``, labelled axes and its words as ``<text>`` (searchable, read by
screen readers). The colours are mid-tones on a transparent background, readable on a light and
on a dark page alike; the sizes are in pixels. Show one in Jupyter with
``IPython.display.SVG(svg)`` or save it with ``Path("chart.svg").write_text(svg)``.

>>> svg = interval_chart(
...     ["random", "greedy"], [0, 400], [-60, 330], [60, 470], title="Ladder", x_label="rating"
... )
>>> svg.startswith("<svg") and ">Ladder</title>" in svg and ">rating</text>" in svg
True
>>> svg = bar_chart(["seat 0", "seat 1"], [0.55, 0.45], errors=[0.05, 0.05], reference=0.5,
...                 title="Win rate by seat", x_label="win rate")
>>> svg.count("<rect")
2
>>> svg = histogram([3, 4, 4, 5, 5, 5, 9], title="Scores", x_label="final score")
>>> ">final score</text>" in svg and ">games</text>" in svg
True
>>> svg = strip_chart({"random": [1, 2, 2, 3], "greedy": [5, 6, 8]}, title="Scores", x_label="score")
>>> svg.count("<circle")
7
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from xml.sax.saxutils import escape

INK = "#767676"  # axes and words: 4.5:1 on white, over 4:1 on a dark page (#0d1117)
GRID = "#7676764d"  # the same grey, faint
MARK = "#3b7dd8"  # points, bars: a mid blue that stands out on light and dark
ACCENT = "#d9822b"  # error bars, means, reference lines: a mid orange
FONT = "font-family:system-ui,-apple-system,'Segoe UI',sans-serif;font-size:12px"
ROW = 26  # height of one labelled row in the horizontal charts
TOP = 34  # room for the title
BOTTOM = 44  # room for the tick labels and the axis label
RIGHT = 64  # room for the values printed after the marks


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round tick values spanning ``low``..``high``, about ``count`` of them.

    >>> nice_ticks(0, 1)
    [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]
    >>> nice_ticks(-130, 1220)
    [-500.0, 0.0, 500.0, 1000.0, 1500.0]
    >>> nice_ticks(3, 3)
    [2.0, 3.0, 4.0]
    """
    if high <= low:
        return [low - 1.0, float(low), high + 1.0]
    raw = (high - low) / count
    magnitude = 10 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1, 2, 2.5, 5, 10) if m * magnitude >= raw)
    first = math.floor(low / step)
    last = math.ceil(high / step)
    return [float(round(i * step, 10)) for i in range(first, last + 1)]


def number(value: float) -> str:
    """A value as a short label: no trailing zeros, at most three significant decimals.

    >>> number(1000.0), number(0.25), number(-12.3456), number(2e-12)
    ('1000', '0.25', '-12.3', '0')
    """
    if abs(value) >= 100:
        return f"{value:.0f}"
    text = f"{value:.3g}" if abs(value) >= 1e-9 else "0"
    return text


class Scale:
    """Maps data values to pixels along one axis."""

    def __init__(self, ticks: Sequence[float], start: float, end: float) -> None:
        self.low, self.high = ticks[0], ticks[-1]
        self.start, self.end = start, end

    def __call__(self, value: float) -> float:
        return self.start + (value - self.low) / (self.high - self.low) * (self.end - self.start)


def svg_text(x: float, y: float, words: str, anchor: str = "start", extra: str = "") -> str:
    return f'<text x="{x:.1f}" y="{y:.1f}" text-anchor="{anchor}" fill="{INK}"{extra}>{escape(words)}</text>'


def svg_line(x1: float, y1: float, x2: float, y2: float, colour: str = INK, extra: str = "") -> str:
    return f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{colour}"{extra}/>'


def svg_document(width: float, height: float, title: str, description: str, body: list[str]) -> str:
    key = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")  # ids unique among charts on one page
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
        f'viewBox="0 0 {width:.0f} {height:.0f}" role="img" aria-labelledby="{key}-title {key}-desc" '
        f'style="{FONT}">'
    )
    words = [
        f'<title id="{key}-title">{escape(title)}</title>',
        f'<desc id="{key}-desc">{escape(description)}</desc>',
        svg_text(width / 2, 20, title, "middle", ' font-weight="bold" font-size="14"'),
    ]
    return "\n".join([head, *words, *body, "</svg>"])


def stack(charts: Sequence[str], *, title: str, description: str = "") -> str:
    """Charts one under the other in one SVG under a heading (each keeps its own title).

    >>> one = bar_chart(["a"], [1], title="One", x_label="x")
    >>> two = bar_chart(["b"], [2], title="Two", x_label="x")
    >>> both = stack([one, two], title="Both")
    >>> both.count("<svg"), ">Both</title>" in both, ">Two</title>" in both
    (3, True, True)
    """
    body, top, width = [], 30.0, 0.0  # the first chart under the heading
    for chart in charts:
        chart_width, chart_height = (float(_attribute(chart, name)) for name in ("width", "height"))
        body.append(chart.replace("<svg ", f'<svg x="0" y="{top:.0f}" ', 1))
        top += chart_height
        width = max(width, chart_width)
    return svg_document(width, top, title, description or f"{len(charts)} charts", body)


def _attribute(svg: str, name: str) -> str:
    found = re.search(rf'<svg [^>]*\b{name}="([^"]+)"', svg)
    if found is None:
        raise ValueError(f"not a chart of this module: no {name} on its <svg>")
    return found.group(1)


def x_axis(scale: Scale, ticks: Sequence[float], top: float, bottom: float, label: str) -> list[str]:
    """Vertical grid lines at the ticks, their values under the plot and the axis label."""
    parts = [svg_line(scale.start, bottom, scale.end, bottom)]
    for tick in ticks:
        x = scale(tick)
        parts.append(svg_line(x, top, x, bottom, GRID))
        parts.append(svg_text(x, bottom + 15, number(tick), "middle"))
    parts.append(svg_text((scale.start + scale.end) / 2, bottom + 34, label, "middle"))
    return parts


def _error_bar(start: float, end: float, y: float, colour: str) -> list[str]:
    """A horizontal line from ``start`` to ``end`` with end caps."""
    width = ' stroke-width="2"'
    return [
        svg_line(start, y, end, y, colour, width),
        svg_line(start, y - 5, start, y + 5, colour, width),
        svg_line(end, y - 5, end, y + 5, colour, width),
    ]


def _label_width(labels: Sequence[str]) -> float:
    return 16 + 7 * max((len(label) for label in labels), default=4)


def interval_chart(
    labels: Sequence[str],
    values: Sequence[float],
    lows: Sequence[float],
    highs: Sequence[float],
    *,
    title: str,
    x_label: str,
    width: int = 560,
) -> str:
    """A horizontal chart of estimates with intervals: one row per label, a dot on a bar.

    Each row shows ``values[i]`` as a dot, the interval ``lows[i]``..``highs[i]`` as a line with
    end caps, and the value in words at the right. Rows keep the given order (top to bottom).

    >>> svg = interval_chart(["a", "b"], [1.0, 2.0], [0.5, 1.5], [1.5, 2.5], title="T", x_label="x")
    >>> svg.count("<circle"), ">a</text>" in svg, ">2</text>" in svg
    (2, True, True)
    """
    _same_length(labels, values, lows, highs)
    left = _label_width(labels)
    ticks = nice_ticks(min(lows, default=0), max(highs, default=1))
    bottom = TOP + ROW * len(labels)
    scale = Scale(ticks, left, width - RIGHT)
    body = x_axis(scale, ticks, TOP, bottom, x_label)
    for i, (label, value, low, high) in enumerate(zip(labels, values, lows, highs, strict=True)):
        y = TOP + ROW * (i + 0.5)
        body += [
            svg_text(left - 8, y + 4, label, "end"),
            *_error_bar(scale(low), scale(high), y, MARK),
            f'<circle cx="{scale(value):.1f}" cy="{y:.1f}" r="4.5" fill="{MARK}"/>',
            svg_text(width - RIGHT + 8, y + 4, number(value)),
        ]
    description = "; ".join(
        f"{label}: {number(v)} ({number(lo)} to {number(hi)})"
        for label, v, lo, hi in zip(labels, values, lows, highs, strict=True)
    )
    return svg_document(width, bottom + BOTTOM, title, description, body)


def bar_chart(
    labels: Sequence[str],
    values: Sequence[float],
    *,
    title: str,
    x_label: str,
    errors: Sequence[float] | None = None,
    reference: float | None = None,
    width: int = 560,
) -> str:
    """Horizontal bars from zero, one row per label, optionally with ± error bars and a reference line.

    ``errors[i]`` draws ``values[i] ± errors[i]``; ``reference`` (say a fair share) is a dashed line.

    >>> svg = bar_chart(["x", "y"], [2, -1], title="T", x_label="v")
    >>> svg.count("<rect"), "stroke-dasharray" in svg
    (2, False)
    >>> "stroke-dasharray" in bar_chart(["x"], [0.4], reference=0.5, title="T", x_label="v")
    True
    """
    spread = list(errors) if errors is not None else [0.0] * len(values)
    _same_length(labels, values, spread)
    left = _label_width(labels)
    pairs = list(zip(values, spread, strict=True))
    extremes = [0.0, *(v - e for v, e in pairs), *(v + e for v, e in pairs)]
    if reference is not None:
        extremes.append(reference)
    ticks = nice_ticks(min(extremes), max(extremes))
    bottom = TOP + ROW * len(labels)
    scale = Scale(ticks, left, width - RIGHT)
    body = x_axis(scale, ticks, TOP, bottom, x_label)
    zero = scale(0.0)
    for i, (label, value, error) in enumerate(zip(labels, values, spread, strict=True)):
        y = TOP + ROW * (i + 0.5)
        x = scale(value)
        body += [
            svg_text(left - 8, y + 4, label, "end"),
            f'<rect x="{min(x, zero):.1f}" y="{y - 8:.1f}" width="{abs(x - zero):.1f}" height="16" fill="{MARK}"/>',
            svg_text(width - RIGHT + 8, y + 4, number(value)),
        ]
        if error:
            body += _error_bar(scale(value - error), scale(value + error), y, ACCENT)
    body.append(svg_line(zero, TOP, zero, bottom))
    if reference is not None:
        body.append(svg_line(scale(reference), TOP - 4, scale(reference), bottom, ACCENT, ' stroke-dasharray="4 3"'))
    description = "; ".join(f"{label}: {number(v)}" for label, v in zip(labels, values, strict=True))
    return svg_document(width, bottom + BOTTOM, title, description, body)


def histogram(
    values: Sequence[float],
    *,
    title: str,
    x_label: str,
    y_label: str = "games",
    bins: int | None = None,
    width: int = 560,
    height: int = 260,
) -> str:
    """How often each value occurs: vertical bars over equal bins of the values.

    Whole numbers spanning at most 40 get one bin each; otherwise ``bins`` (default: Sturges'
    rule, ``1 + log2(n)``).

    >>> svg = histogram([1, 1, 2], title="T", x_label="score")
    >>> svg.count("<rect")
    2
    >>> histogram([0.1, 0.35, 0.6, 0.9], bins=4, title="T", x_label="x").count("<rect")
    4
    """
    if not values:
        raise ValueError("a histogram needs at least one value")
    low, high = min(values), max(values)
    whole = all(float(v).is_integer() for v in values) and high - low <= 40
    if whole and bins is None:
        edges = [low - 0.5 + i for i in range(int(high - low) + 2)]
    else:
        count = bins or 1 + math.ceil(math.log2(len(values)))
        step = (high - low) / count or 1.0
        edges = [low + i * step for i in range(count + 1)]
    counts = [0] * (len(edges) - 1)
    for value in values:
        counts[min(int((value - edges[0]) / (edges[1] - edges[0])), len(counts) - 1)] += 1
    left, top, bottom = 56, TOP, height - BOTTOM
    x_ticks = nice_ticks(edges[0], edges[-1])
    x = Scale(x_ticks, left, width - 16)
    y_ticks = nice_ticks(0, max(counts), 4)
    y = Scale(y_ticks, bottom, top)
    body = x_axis(x, x_ticks, top, bottom, x_label)
    for tick in y_ticks:
        body += [
            svg_line(left, y(tick), width - 16, y(tick), GRID),
            svg_text(left - 6, y(tick) + 4, number(tick), "end"),
        ]
    middle = (top + bottom) / 2
    body.append(svg_text(14, middle, y_label, "middle", f' transform="rotate(-90 14 {middle:.1f})"'))
    for start, end, count in zip(edges, edges[1:], counts, strict=False):
        if count:
            x0, x1 = x(start), x(end)
            body.append(
                f'<rect x="{x0 + 0.5:.1f}" y="{y(count):.1f}" width="{max(x1 - x0 - 1, 1):.1f}" '
                f'height="{bottom - y(count):.1f}" fill="{MARK}"/>'
            )
    description = f"{len(values)} values from {number(low)} to {number(high)}"
    return svg_document(width, height, title, description, body)


def strip_chart(
    groups: Mapping[str, Sequence[float]],
    *,
    title: str,
    x_label: str,
    width: int = 560,
) -> str:
    """Every value as a dot, one row per group, with the group's mean as a tick.

    Dots that share a row are spread up and down in a fixed pattern (no randomness), so the same
    data always draws the same picture.

    >>> svg = strip_chart({"a": [1, 1, 1], "b": [2]}, title="T", x_label="x")
    >>> svg.count("<circle"), ">mean 1</text>" in svg
    (4, True)
    """
    labels = list(groups)
    everything = [v for values in groups.values() for v in values]
    left = _label_width(labels)
    ticks = nice_ticks(min(everything, default=0), max(everything, default=1))
    row = ROW * 1.6
    bottom = TOP + row * len(labels)
    scale = Scale(ticks, left, width - RIGHT)
    body = x_axis(scale, ticks, TOP, bottom, x_label)
    for i, label in enumerate(labels):
        y = TOP + row * (i + 0.5)
        values = groups[label]
        body.append(svg_text(left - 8, y + 4, label, "end"))
        for j, value in enumerate(values):
            offset = ((j * 7) % 11 - 5) * 1.4  # a fixed scatter over about ±7 px
            body.append(
                f'<circle cx="{scale(value):.1f}" cy="{y + offset:.1f}" r="2.5" fill="{MARK}" fill-opacity="0.75"/>'
            )
        if values:
            mean = sum(values) / len(values)
            body += [
                svg_line(scale(mean), y - 11, scale(mean), y + 11, ACCENT, ' stroke-width="2.5"'),
                svg_text(width - RIGHT + 8, y + 4, f"mean {number(mean)}"),
            ]
    description = "; ".join(
        f"{label}: {len(values)} values, mean {number(sum(values) / len(values))}"
        for label, values in groups.items()
        if values
    )
    return svg_document(width, bottom + BOTTOM, title, description, body)


def _same_length(*columns: Sequence[object]) -> None:
    if len({len(column) for column in columns}) > 1:
        raise ValueError(f"the columns differ in length: {[len(column) for column in columns]}")


__all__ = ["bar_chart", "histogram", "interval_chart", "nice_ticks", "number", "stack", "strip_chart"]
