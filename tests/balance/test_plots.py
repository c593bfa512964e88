"""The SVG charts are well-formed XML with a title, axis labels and their words as text."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from venture_widgets.balance.plots import bar_chart, histogram, interval_chart, nice_ticks, stack, strip_chart

SVG = "{http://www.w3.org/2000/svg}"


def texts(svg: str) -> tuple[ET.Element, list[str]]:
    root = ET.fromstring(svg)
    return root, [element.text or "" for element in root.iter(f"{SVG}text")]


CHARTS = {
    "interval": lambda: interval_chart(
        ["random", "greedy <b>"], [0, 420.4], [-70, 350], [70, 490], title="Ladder & more", x_label="rating"
    ),
    "bar": lambda: bar_chart(
        ["seat 0", "seat 1"], [0.6, 0.4], errors=[0.1, 0.1], reference=0.5, title="Seats", x_label="win rate"
    ),
    "histogram": lambda: histogram([1, 2, 2, 3, 7], title="Scores", x_label="final score", y_label="games"),
    "strip": lambda: strip_chart({"random": [1, 2], "greedy": [4, 6, 5]}, title="Scores", x_label="score"),
}


@pytest.mark.parametrize("name", CHARTS)
def test_chart_is_well_formed_svg_with_title_and_axis_label(name):
    root, words = texts(CHARTS[name]())
    assert root.tag == f"{SVG}svg"
    title = root.find(f"{SVG}title")
    assert title is not None and title.text in ("Ladder & more", "Seats", "Scores")
    assert root.get("role") == "img"
    labels = {element.get("id") for element in root if element.get("id")}
    assert set(root.get("aria-labelledby").split()) == labels and len(labels) == 2
    assert title.text in words  # the title is drawn as text, not only stored
    assert {"rating", "win rate", "final score", "score"} & set(words)


def test_interval_chart_labels_every_row_and_escapes_words():
    root, words = texts(CHARTS["interval"]())
    assert "random" in words and "greedy <b>" in words
    assert "420" in words  # the value printed after its row (rounded to a whole rating)
    assert len(root.findall(f"{SVG}circle")) == 2


def test_histogram_counts_each_whole_score_in_its_own_bin():
    root, words = texts(CHARTS["histogram"]())
    heights = sorted(float(rect.get("height")) for rect in root.findall(f"{SVG}rect"))
    assert len(heights) == 4  # scores 1, 2, 3 and 7; the empty bins draw nothing
    assert heights[-1] == pytest.approx(2 * heights[0])  # two games scored 2
    assert "games" in words


def test_bar_chart_draws_negative_bars_left_of_zero():
    root = ET.fromstring(bar_chart(["up", "down"], [1.0, -1.0], title="T", x_label="x"))
    up, down = root.findall(f"{SVG}rect")
    assert float(down.get("x")) + float(down.get("width")) == pytest.approx(float(up.get("x")))


def test_columns_of_different_lengths_are_refused():
    with pytest.raises(ValueError, match="differ in length"):
        interval_chart(["a"], [1, 2], [0, 1], [2, 3], title="T", x_label="x")


def test_nice_ticks_cover_the_range():
    ticks = nice_ticks(-37.5, 912)
    assert ticks[0] <= -37.5 and ticks[-1] >= 912 and len(ticks) <= 8


def test_stacked_charts_keep_their_titles_and_grow_the_height():
    one, two = CHARTS["interval"](), CHARTS["bar"]()
    root = ET.fromstring(stack([one, two], title="Ladders"))
    inner = root.findall(f"{SVG}svg")
    assert [chart.find(f"{SVG}title").text for chart in inner] == ["Ladder & more", "Seats"]
    assert float(inner[1].get("y")) == float(inner[0].get("y")) + float(inner[0].get("height"))
    assert float(root.get("height")) == float(inner[1].get("y")) + float(inner[1].get("height"))
    ids = [element.get("id") for element in root.iter() if element.get("id")]
    assert len(ids) == len(set(ids)) == 6  # a title and a description each, none shared
