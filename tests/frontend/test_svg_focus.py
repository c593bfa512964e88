"""The keyboard focus inside a drawing (a map or a board), every game, both themes (static harness).

Chromium draws a CSS outline of an SVG element in the drawing's own units: in a scaled map a
3 px focus ring becomes a band tens of pixels wide over the cards (issue 32: black bands over
Adventurous's map). So no element that takes the focus inside an SVG of a table may have a CSS
outline, focused or not, and its focus must show by the shape itself (a ring, a halo, a stroke:
something of it looks different). A random game of each game is shown decision by decision, the
seat on screen deciding, until a few of its tables drew such elements (the choices, and the
elements that say why they are not one); games that draw none (today Venture (2019) and
Venturesome: their SVGs are icons) are checked all the same, for the day they do.
"""

from __future__ import annotations

import random
import re

import pytest
from frontend_support import EngineTable, harness_page, mount, update

PLAYERS = {"adventurous": 1, "venture_forth": 2, "wild_venture": 2, "venture_2019": 3, "venturesome": 3}
DRAWN_CHOICES = {"adventurous", "venture_forth", "wild_venture"}  # the games with choices in an SVG
SEED = 4
TABLES = 3  # tables with focusable SVG elements checked per game
MOST_DECISIONS = 80  # a game that draws none is looked at this long
FAR_FROM_BLACK = 32  # a channel this light or lighter: far from near-black (below 16, tests/e2e/screen_checks.py)

# Every element inside an SVG of the table that takes the focus: an outline unfocused, or focused
# (by script after a key press, so :focus-visible applies as for Tab), is a problem, and so is a
# focus that changes nothing of its look (its and its parts' paint, width, display, opacity).
CHECK_JS = """() => {
  const root = document.querySelector('[data-testid="vw-root"]');
  const LOOK = ["display", "visibility", "opacity", "fill", "fill-opacity", "stroke", "stroke-width", "stroke-opacity"];
  const look = (el) => [el, ...el.querySelectorAll("*")]
    .map((e) => { const s = getComputedStyle(e); return LOOK.map((p) => s.getPropertyValue(p)).join(" "); })
    .join("|");
  const outline = (el) => {
    const s = getComputedStyle(el);
    return s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0 ? `${s.outlineWidth} ${s.outlineStyle}` : "";
  };
  const name = (el) => `${el.tagName} .${el.getAttribute("class")} [${el.dataset.space ?? el.dataset.action ?? ""}]`;
  const problems = [];
  const focusable = [...root.querySelectorAll("svg *")].filter((e) => e.tabIndex >= 0);
  for (const el of focusable) {
    if (outline(el)) problems.push(`${name(el)}: an outline unfocused (${outline(el)})`);
    const before = look(el);
    el.focus();
    if (!el.matches(":focus-visible")) problems.push(`${name(el)}: the keyboard focus is not on it`);
    if (outline(el)) problems.push(`${name(el)}: an outline focused (${outline(el)})`);
    if (look(el) === before) problems.push(`${name(el)}: nothing of it shows the focus`);
    el.blur();
  }
  return { count: focusable.length, problems };
}"""

# The focus colour as drawn: a probe inside the table painted with it.
FOCUS_COLOUR_JS = """() => {
  const probe = document.createElement("span");
  probe.style.color = "var(--vw-focus)";
  document.querySelector('[data-testid="vw-root"]').append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}"""


@pytest.fixture(params=["light", "dark"])
def themed_page(browser, request):
    yield from harness_page(browser, width=1000, scheme=request.param)


@pytest.mark.parametrize("game", PLAYERS)
def test_no_css_outline_in_a_drawing_and_the_focus_shows_on_the_shape(themed_page, game):
    page = themed_page
    table = EngineTable(players=PLAYERS[game], seed=SEED, game_id=game)
    rng = random.Random(SEED)
    problems: list[str] = []
    tables = 0  # tables drawn with focusable SVG elements
    for decision in range(MOST_DECISIONS):
        if table.state.is_over or tables == TABLES:
            break
        table.seat = table.state.current_player
        if decision:
            update(page, table.traits())
        else:
            mount(page, table.traits())
            page.keyboard.press("Shift")  # a key pressed: a focus moved by script now shows as by Tab
        found = page.evaluate(CHECK_JS)
        problems += [f"decision {decision}: {problem}" for problem in found["problems"]]
        tables += found["count"] > 0
        table.apply(rng.choice(table.state.legal_actions()))
    assert problems == [], f"{len(problems)} problems in {page.scheme} theme, the first: {problems[:6]}"
    if game in DRAWN_CHOICES:
        assert tables == TABLES, f"only {tables} tables with focusable SVG elements"


def channels(colour: str) -> list[float]:
    """The red, green and blue of a computed colour, 0 to 255 (``rgb(…)`` or ``color(srgb …)``)."""
    scale = 255 if colour.startswith("color(srgb ") else 1
    return [scale * float(v) for v in re.findall(r"[\d.]+", colour)[:3]]


@pytest.mark.parametrize("theme", ["light", "dark", "none"])
def test_the_focus_colour_is_never_near_black(browser, theme):
    """In JupyterLab's light and dark themes, and outside JupyterLab (none of its variables: the
    kit's fallbacks), the focus colour is not near-black."""
    for page in harness_page(browser, scheme="light" if theme == "none" else theme):
        if theme == "none":
            page.evaluate("document.querySelector('head style').remove()")  # the harness's JupyterLab variables
        mount(page, EngineTable(players=3, seed=SEED).traits())
        colour = page.evaluate(FOCUS_COLOUR_JS)
        assert max(channels(colour)) >= FAR_FROM_BLACK, colour
        if theme == "dark":
            assert min(channels(colour)) >= 250, colour  # white: 3:1 against the dark theme's brand colour
