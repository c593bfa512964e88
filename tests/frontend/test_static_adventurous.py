"""Adventurous's table in Chromium (static harness, no Jupyter), fed from the real engine.

The traits are what a table widget syncs (``EngineTable``); a click goes to the engine and its
traits come back (``checks.connectPython``), and so do the table's questions: ``why`` is answered
as ``vw.Table`` answers it (``why_answer``), ``hint`` with a fixed suggestion (the planner's hints
are tested in tests/widgets/test_table_questions.py). Screenshots at 1400 x 900 go to
``$VW_ARTIFACTS`` (tests/conftest.py).
"""

from __future__ import annotations

import base64
import random
from typing import Any

import pytest
from frontend_support import (
    EngineTable,
    actions,
    connect,  # clicks and questions go to the engine
    find_position,
    in_scheme,
    mount,
    open_harness,
    serious_violations,
    update,
)

from venture_widgets.widgets.base import offered
from venture_widgets.widgets.table import why_answer

GAME = "adventurous"
ROOT_SEL = '[data-testid="vw-root"]'
WIDE = 1340  # the notebook cell in a 1400 px window (open_harness adds the page's margins)


class AdventurousTable(EngineTable):
    """The engine, answering the table's questions as ``vw.Table`` does."""

    def answer(self, message: dict[str, Any], rng: random.Random) -> dict[str, Any]:
        decision = len(self.state.actions) + 1
        if message["kind"] == "why":
            return {"state": {}, "custom": [why_answer(self.state, self.seat, decision, message["action"])]}
        if message["kind"] == "hint":  # fixed suggestions: the last three legal moves, the last one best
            best = self.state.legal_actions()[::-1][:3]
            hints = [{"expected": 42.0 - i, **item} for i, item in enumerate(offered(self.state, best))]
            return {"state": {}, "custom": [{"kind": "hint", "decision": decision, "hints": hints}]}
        return super().answer(message, rng)


def placing(min_placed: int, marvel: bool = False):
    """A placement with at least ``min_placed`` cards on the map (a marvel's, or a map card's)."""

    def want(state, view) -> bool:
        kind = view["decision"] and view["decision"]["kind"]
        return kind == "place" and len(view["placed"]) >= min_placed and (view["discovering"] is not None) == marvel

    return want


def position(want, seeds=range(1, 60)) -> AdventurousTable:
    found = find_position(want, players=1, game_id=GAME, seeds=seeds)
    table = AdventurousTable(players=1, game_id=GAME)
    table.state, table.history, table.last = found.state, found.history, found.last
    table.seat = found.seat
    return table


def wait_for_actions(page, more_than: int) -> None:
    page.wait_for_function(f"Number(document.querySelector('{ROOT_SEL}').dataset.actions) > {more_than}")


def centre(page, locator) -> tuple[float, float]:
    box = locator.bounding_box()
    assert box is not None
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def current_card(table: EngineTable) -> int:
    view = table.state.observe(table.seat)
    return view["discovering"]["card"] if view["discovering"] else view["drawn"][0]


def first_anchors(state, view) -> int:
    """How many placements the table lights first: the first drawn card with any, in the
    orientation of its first legal placement."""
    targets = [state.action_target(a) for a in state.legal_actions()]
    places = [t for t in targets if t["zone"] == "map"]
    if not places:
        return 0
    first = places[0]
    return sum(t["card"] == first["card"] and t["orientation"] == first["orientation"] for t in places)


def legal_here(table: EngineTable, card: int, orientation: int) -> set[str]:
    """The legal placements of ``card`` in ``orientation``: their top-left spaces."""
    return {
        t["space"]
        for a in table.state.legal_actions()
        if (t := table.state.action_target(a))["zone"] == "map"
        and t["card"] == str(card)
        and t["orientation"] == orientation
    }


def test_an_update_that_keeps_the_lit_spots_keeps_their_anchors(page):
    """The anchors are keyed by their place, not their action: an update whose legal placements
    lie on the same spots under other actions (the engine's actions are only names to the table)
    patches each anchor (the same element, its new action) rather than drawing them all anew."""
    table = position(placing(3))
    traits = table.traits()
    mount(page, traits)
    anchors = page.locator("[data-anchor]")
    spots = anchors.evaluate_all("els => els.map((e) => { e.vwTag = e.dataset.space; return e.dataset.space; })")
    assert spots
    renamed = [{**item, "action": f"{item['action']} again"} for item in traits["legal"]]
    update(page, {"legal": renamed})
    page.wait_for_function("document.querySelector('[data-anchor]').dataset.action.endsWith(' again')")
    kept = anchors.evaluate_all("els => els.map((e) => e.vwTag === e.dataset.space)")
    assert len(kept) == len(spots) and all(kept)


def test_the_map_draws_the_ship_and_every_card_in_the_order_laid_with_the_path_and_its_end(page):
    table = position(placing(5))
    mount(page, table.traits())
    view = table.state.observe(table.seat)
    cards = page.locator('[data-testid="adv-map"] .vw-adv-placed > [data-map-card]')
    assert [int(c) for c in cards.evaluate_all("els => els.map(e => e.dataset.mapCard)")] == [
        p["card"] for p in view["placed"]
    ]
    assert cards.evaluate_all("els => els.map(e => e.dataset.side)") == [p["side"] for p in view["placed"]]
    end = view["path"][-1]
    assert page.get_by_test_id("adv-path-end").get_attribute("data-end") == f"{end[0]},{end[1]}"
    points = page.locator(".vw-adv-trace-line").get_attribute("points").split()
    assert len(points) == len(view["path"])
    assert page.get_by_test_id("adv-ship").count() == 1
    # the map card laid last (whose path the next one extends) is marked
    assert page.locator(".vw-adv-placed [data-last]").get_attribute("data-map-card") == str(view["previous"])
    # encounters are glyphs: every encounter code of the map sides drawn has one
    assert page.locator('.vw-adv-placed [data-glyph="whirlpool"]').count() > 0


def test_lit_anchors_are_the_legal_placements_of_the_card_in_its_orientation(page):
    table = position(placing(3))
    mount(page, table.traits())
    card = current_card(table)
    anchors = page.locator("[data-anchor]")
    orientation = int(anchors.first.get_attribute("data-orientation"))
    shown = set(anchors.evaluate_all("els => els.map(e => e.dataset.space)"))
    assert shown == legal_here(table, card, orientation)


def test_rotating_by_key_or_button_lights_the_placements_of_the_new_orientation(page):
    table = position(placing(3))
    mount(page, table.traits())
    card = current_card(table)
    page.locator("[data-anchor]").first.focus()
    before = int(page.locator("[data-anchor]").first.get_attribute("data-orientation"))
    for turn in (1, 2):
        if turn == 1:
            page.keyboard.press("r")
        else:
            page.get_by_test_id("adv-rotate").click()
        now = (before + 90 * turn) % 360
        page.wait_for_function(f"document.querySelector('[data-testid=adv-rotate]').textContent.includes('({now}°)')")
        shown = set(page.locator("[data-anchor]").evaluate_all("els => els.map(e => e.dataset.space)"))
        assert shown == legal_here(table, card, now)


def test_the_ghost_snaps_to_a_legal_placement_and_a_click_places_the_card_there(page):
    table = position(placing(3))
    mount(page, table.traits())
    connect(page, table)
    anchor = page.locator("[data-anchor]").first
    action = anchor.get_attribute("data-action")
    x, y = centre(page, anchor)
    page.mouse.move(x + 6, y + 4)  # near the anchor: the ghost snaps onto it
    ghost = page.get_by_test_id("adv-ghost")
    page.wait_for_function("a => document.querySelector('[data-testid=adv-ghost]')?.dataset.action === a", arg=action)
    assert ghost.get_attribute("data-at") == anchor.get_attribute("data-space")
    before = actions(page)
    page.mouse.click(x + 6, y + 4)
    wait_for_actions(page, before)
    assert table.state.actions[-1] == action


def test_over_a_spot_with_no_legal_placement_the_ghost_is_red_and_python_says_why(page):
    table = position(placing(3))
    mount(page, table.traits())
    connect(page, table)
    box = page.get_by_test_id("adv-map").bounding_box()
    page.mouse.move(box["x"] + 30, box["y"] + 30)  # a corner of the map, far from any card
    page.wait_for_function("document.querySelector('[data-testid=adv-ghost]')?.classList.contains('vw-adv-ghost-bad')")
    page.wait_for_function("document.querySelector('[data-testid=adv-map-status]').textContent.startsWith('Not here:')")
    status = page.get_by_test_id("adv-map-status").text_content()
    asked = [m for m in page.evaluate("window.w.model.sent") if m.get("kind") == "why"]
    assert asked, "the table asked Python why"
    assert status == f"Not here: {table.state.explain(asked[-1]['action']).text}"
    assert page.get_by_test_id("adv-ghost").get_attribute("data-action") is None
    assert "(rule " in status


def test_keyboard_play_tab_to_a_placement_arrow_among_them_enter_places(page):
    table = position(lambda s, v: placing(3)(s, v) and first_anchors(s, v) >= 3)
    mount(page, table.traits())
    connect(page, table)
    page.get_by_test_id("adv-fit").focus()
    anchors = page.locator("[data-anchor]")
    for _ in range(12):  # Tab goes on from the tools to the lit placements
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.hasAttribute('data-anchor')"):
            break
    assert page.evaluate("document.activeElement.hasAttribute('data-anchor')")
    assert anchors.count() > 1
    first = page.evaluate("document.activeElement.dataset.space")
    for key in ("End", "Home", "End"):  # the arrow keys and Home/End move among the lit placements
        page.keyboard.press(key)
    assert page.evaluate("document.activeElement.dataset.space") != first
    page.keyboard.press("Home")
    page.keyboard.press("ArrowRight" if page.evaluate("document.activeElement.dataset.space") == first else "ArrowLeft")
    assert page.evaluate("document.activeElement.hasAttribute('data-anchor')")
    focused = page.evaluate("document.activeElement.dataset.action")
    # the ghost shows the focused placement, and the focus is visible (a thicker white ring)
    assert page.get_by_test_id("adv-ghost").get_attribute("data-action") == focused
    ring = "e => getComputedStyle(e.querySelector('.vw-adv-anchor-ring')).stroke"
    assert page.evaluate(f"({ring})(document.activeElement)") == "rgb(255, 255, 255)"
    before = actions(page)
    page.keyboard.press("Enter")
    wait_for_actions(page, before)
    assert table.state.actions[-1] == focused


def test_number_keys_pick_the_drawn_card_to_place(page):
    table = position(
        lambda s, v: (
            placing(2)(s, v)
            and len(v["drawn"]) == 2
            and all(any(a.startswith(f"place {c} ") for a in s.legal_actions()) for c in v["drawn"])
        )
    )
    mount(page, table.traits())
    drawn = table.state.observe(table.seat)["drawn"]
    page.locator("[data-anchor]").first.focus()
    page.keyboard.press("2")
    page.wait_for_function(
        f"document.querySelector('[data-testid=adv-pick-{drawn[1]}]').getAttribute('aria-pressed') === 'true'"
    )
    shown = set(page.locator("[data-anchor]").evaluate_all("els => els.map(e => e.dataset.space)"))
    orientation = int(page.locator("[data-anchor]").first.get_attribute("data-orientation"))
    assert shown == legal_here(table, drawn[1], orientation)
    page.wait_for_function("document.activeElement.hasAttribute('data-anchor')")  # the focus follows


def test_a_marvel_is_placed_the_same_way_landscape_and_never_rotated(page):
    table = position(placing(2, marvel=True))
    mount(page, table.traits())
    card = current_card(table)
    assert page.get_by_test_id("adv-rotate").count() == 0
    shown = set(page.locator("[data-anchor]").evaluate_all("els => els.map(e => e.dataset.space)"))
    assert shown == legal_here(table, card, 90)
    page.locator("[data-anchor]").first.focus()
    assert page.locator('[data-testid="adv-ghost"] .vw-adv-marvel').count() == 1


def test_decisions_are_buttons_and_the_unavailable_ones_are_dimmed_with_the_reason(page):
    table = position(lambda s, v: v["decision"]["kind"] in ("action", "draw") and s.unavailable_actions())
    mount(page, table.traits())
    connect(page, table)
    for item in table.state.unavailable_actions():
        button = page.locator(
            '[data-testid="vw-decisions"] button[aria-disabled="true"]', has_text=item["target"]["label"]
        )
        assert button.count() == 1
        reason = page.get_by_test_id(f"{button.get_attribute('data-testid')}-why")
        assert reason.text_content() == item["text"]
    legal = table.state.legal_actions()
    buttons = page.locator('[data-testid="vw-decisions"] [data-action]')
    assert sorted(buttons.evaluate_all("els => els.map(e => e.dataset.action)")) == sorted(legal)
    before = actions(page)
    buttons.first.click()
    wait_for_actions(page, before)


def test_the_top_of_the_map_deck_is_shown_on_its_draw_button(page):
    table = position(lambda s, v: v["decision"]["kind"] == "draw")
    mount(page, table.traits())
    top = table.state.observe(table.seat)["map_deck"]["top"]
    assert page.get_by_test_id("adv-draw-top").locator(".vw-adv-mini").count() == 1
    assert str(top) in page.get_by_test_id("adv-map-deck").text_content()
    assert page.get_by_test_id("adv-draw-bottom").locator(".vw-adv-mini").count() == 0


def test_counts_against_thresholds_and_the_running_score(page):
    table = position(placing(6))
    mount(page, table.traits())
    view = table.state.observe(table.seat)
    for kind, limit in view["ship"]["thresholds"].items():
        cell = page.locator(f'[data-testid="adv-score"] [data-category="{kind}"] .vw-adv-count').text_content()
        assert cell.startswith(f"{view['counts'][kind]} / {limit}")
        over = page.locator(f'[data-testid="adv-score"] [data-category="{kind}"]').get_attribute("class") or ""
        assert ("vw-adv-over" in over) == (view["counts"][kind] > limit)
    assert page.get_by_test_id("adv-total").text_content() == str(view["score"]["total"])


def test_a_hint_outlines_the_best_placement_and_lists_the_suggestions(page):
    table = position(placing(3))
    mount(page, table.traits())
    connect(page, table)
    page.get_by_test_id("adv-hint").click()
    page.get_by_test_id("adv-hints").wait_for()
    best = table.state.action_target(table.state.legal_actions()[-1])
    assert page.get_by_test_id("adv-hint-outline").get_attribute("data-at") == best["space"]
    assert "team score about 42" in page.get_by_test_id("adv-hints").text_content()
    # the map shrank for the list; its cards stay where they are drawn (nothing glides them)
    moving = "[...document.querySelectorAll('.vw-adv-placed > *')].filter(e => e.getAnimations().length)"
    assert page.evaluate(f"{moving}.length") == 0


def test_wheel_and_buttons_zoom_drag_pans_and_fit_shows_the_whole_map(page):
    table = position(placing(5))
    mount(page, table.traits())
    the_map = page.get_by_test_id("adv-map")
    fitted = the_map.get_attribute("data-view-box")
    width = lambda: float(the_map.get_attribute("data-view-box").split()[2])  # noqa: E731
    page.get_by_test_id("adv-zoom-in").click()
    zoomed = width()
    assert zoomed < float(fitted.split()[2])
    x, y = centre(page, the_map)
    page.mouse.move(x, y)
    page.mouse.wheel(0, 200)  # out again
    page.wait_for_function(
        f"Number(document.querySelector('[data-testid=adv-map]').dataset.viewBox.split(' ')[2]) > {zoomed}"
    )
    before = the_map.get_attribute("data-view-box").split()
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 60, y + 40, steps=4)
    page.mouse.up()
    after = the_map.get_attribute("data-view-box").split()
    assert float(after[0]) < float(before[0]) and float(after[1]) < float(before[1])
    assert actions(page) == len(table.state.actions)  # a drag places nothing
    page.get_by_test_id("adv-fit").click()
    assert the_map.get_attribute("data-view-box") == fitted


# The share of near-black pixels (each channel under 16) in a box of a PNG screenshot, decoded by
# the page's own image decoder.
BLACK_JS = """async ([url, box]) => {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width; canvas.height = img.height;
    const ctx = canvas.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const data = ctx.getImageData(box.x, box.y, box.width, box.height).data;
    let black = 0;
    for (let i = 0; i < data.length; i += 4) black += data[i] < 16 && data[i + 1] < 16 && data[i + 2] < 16;
    return black / (data.length / 4);
}"""


def black_share(page, png: bytes, box: dict) -> float:
    """The share of near-black pixels of ``box`` in the screenshot ``png``."""
    url = "data:image/png;base64," + base64.b64encode(png).decode()
    return page.evaluate(BLACK_JS, [url, {key: round(box[key]) for key in ("x", "y", "width", "height")}])


def play_out(table: EngineTable, rng: random.Random, until) -> None:
    while not table.state.is_over and not until(table.state):
        table.apply(rng.choice(table.state.legal_actions()))


@pytest.mark.parametrize("when", ["mid", "end"])
def test_screenshots_at_1400_by_900_everything_on_one_screen(browser, artifacts, when):
    """Mid-game (a card being placed, the pointer on a legal spot) and at the end: the map, the
    prompt, the decisions and the score fit a 1400 x 900 window, text at 13 px or more."""
    page = open_harness(browser, width=WIDE)
    page.set_viewport_size({"width": 1400, "height": 900})
    try:
        table = position(placing(6))
        if when == "end":
            play_out(table, random.Random(3), lambda s: False)
        mount(page, table.traits())
        if when == "mid":
            anchor = page.locator("[data-anchor]").first
            x, y = centre(page, anchor)
            page.mouse.move(x, y)
            page.get_by_test_id("adv-ghost").wait_for()
        else:
            page.get_by_test_id("adv-result").wait_for()
            assert page.get_by_test_id("vw-score-sheet").is_visible()
        shot = page.screenshot(path=str(artifacts / f"adventurous_{when}_1400x900.png"))
        # the whole map in the window; mid-game the running score, at the end the result and the
        # score sheet (the running score is not repeated then)
        wholly = ("adv-map", "adv-result") if when == "end" else ("adv-map",)
        for testid in wholly:
            box = page.get_by_test_id(testid).bounding_box()
            assert box is not None and box["y"] + box["height"] <= 900, testid
        for testid in ("vw-prompt", "vw-score-sheet" if when == "end" else "adv-score"):
            box = page.get_by_test_id(testid).bounding_box()
            assert box is not None and box["y"] + min(box["height"], 200) <= 900, testid
        assert page.get_by_test_id("adv-score").count() == (when == "mid")
        # no black rectangle over the map: its pixels are the table's sea-blue or the cards'
        assert black_share(page, shot, page.get_by_test_id("adv-map").bounding_box()) < 0.01
        # words at 12 px or more; the kit's rule-id chips (the score sheet's reasons) at its 11 px
        smallest = """(chips) => Math.min(...[...document.querySelectorAll('.vw-adv-table *')]
            .filter(e => !e.closest('svg') && e.matches('.vw-rule') === chips
              && [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()))
            .map(e => parseFloat(getComputedStyle(e).fontSize)))"""
        assert page.evaluate(smallest, False) >= 12
        assert page.evaluate(smallest, True) >= 11
        assert page.errors == []
    finally:
        page.close()


def test_a_hint_for_a_turn_or_a_draw_outlines_its_button(page):
    table = position(lambda s, v: v["decision"]["kind"] == "draw")
    mount(page, table.traits())
    connect(page, table)
    page.get_by_test_id("adv-hint").click()
    page.get_by_test_id("adv-hints").wait_for()
    best = table.state.legal_actions()[-1]
    hinted = page.locator(".vw-adv-hinted")
    assert hinted.count() == 1 and hinted.get_attribute("data-action") == best


SCENES = {
    "placing": placing(4),
    "dimmed": lambda s, v: v["decision"]["kind"] in ("action", "draw") and s.unavailable_actions(),
}


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize("scene", SCENES)
def test_no_serious_accessibility_violation(browser, scene, dark):
    """axe-core finds nothing serious or critical on the table (names, contrast, roles). The
    table only: the game log below it is the kit's (lib/log.js)."""
    page = open_harness(browser, width=WIDE, color_scheme="dark" if dark else "light")
    try:
        in_scheme(page, "dark" if dark else "light")
        mount(page, position(SCENES[scene]).traits())
        assert serious_violations(page, "[data-testid=vw-table]") == []
    finally:
        page.close()


def test_a_whole_solo_game_is_played_by_clicks_on_buttons_and_lit_placements(page):
    """Every decision is taken on the table: a button beside the prompt, or a lit placement on
    the map (the first card that fits, in its first orientation), up to the result."""
    table = AdventurousTable(players=1, seed=4, game_id=GAME)
    mount(page, table.traits())
    connect(page, table)
    while not table.state.is_over:
        before = actions(page)
        kind = table.state.observe(0)["decision"]["kind"]
        choice = "[data-anchor]" if kind == "place" else '[data-testid="vw-decisions"] [data-action]'
        page.locator(choice).first.dispatch_event("click")
        wait_for_actions(page, before)
    page.get_by_test_id("adv-result").wait_for()
    assert page.get_by_test_id("adv-result").get_attribute("data-result") == table.state.observe(0)["outcome"]["result"]
    assert page.get_by_test_id("vw-score-sheet").is_visible()
