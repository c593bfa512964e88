"""A Wild Venture's front end in Chromium (static harness, no Jupyter), fed from the real engine.

The traits are what a table widget syncs (``EngineTable``): ``view = state.observe(seat)``, the
legal actions with ``state.describe``, ``catalog = GAME.catalog()``. Positions are found by
playing random legal actions from a seed. Screenshots go to ``$VW_ARTIFACTS`` (tests/conftest.py).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from frontend_support import (
    EngineTable,
    answered,
    check_choices,
    connect,
    find_position,
    mount,
    open_harness,
    random_game_choices,
    sent,
    update,
)

ROOT_SEL = '[data-testid="vw-root"]'


def mine(view: dict[str, Any], seat: int) -> dict[str, Any]:
    return view["seats"][seat]


def main_turn(state, view) -> bool:
    """A main-action decision mid-game, with cards in play on both sides."""
    seat = view["seat"]
    legal = state.legal_actions()
    me, them = mine(view, seat), mine(view, 1 - seat)
    return (
        view["turn"] >= 6
        and any(a.startswith("play ") for a in legal)
        and any(a.startswith("activate ") for a in legal)
        and me["villagers"]
        and (me["gear"] or me["buildings"])
        and len(them["villagers"]) + len(them["gear"]) >= 2
    )


def moving(state, view) -> bool:
    return (
        view["turn"] >= 6
        and any(a.startswith("move ") for a in state.legal_actions())
        and "stop" in state.legal_actions()
    )


def considering(state, view) -> bool:
    return bool(view["considering"]) and len(state.legal_actions()) >= 3


POSITIONS: dict[str, Callable[[Any, dict[str, Any]], bool]] = {
    "setup": lambda state, view: True,
    "main": main_turn,
    "move": moving,
    "consider": considering,
}


def position(name: str) -> EngineTable:
    """The first position of a random game (seat on screen: the one deciding) that fits ``name``."""
    return find_position(POSITIONS[name], players=2, game_id="wild_venture")


def finished(seed: int = 3) -> EngineTable:
    table = EngineTable(players=2, seed=seed, game_id="wild_venture")
    table.play_random(random.Random(seed))
    return table


def traits(name: str) -> dict[str, Any]:
    return position(name).traits()


def test_every_decision_of_random_games_offers_each_legal_action_once(page):
    table = EngineTable(players=2, seed=1, game_id="wild_venture")
    mount(page, table.traits())
    problems: list[str] = []
    kinds: dict[str, int] = {}
    for seed in (1, 2, 3):
        table = EngineTable(players=2, seed=seed, game_id="wild_venture")
        problems += [f"seed {seed}, {p}" for p in random_game_choices(page, table, random.Random(seed), kinds, 12)]
    assert problems == []
    assert {"initiate", "turn", "adventure"} <= set(kinds), kinds


@pytest.mark.parametrize("name", ["setup", "main", "move", "consider"])
def test_every_legal_action_has_one_element_that_sends_it(page, name):
    t = traits(name)
    mount(page, t)
    assert page.locator(ROOT_SEL).get_attribute("data-game") == "wild_venture"
    assert check_choices(page, t["legal"]) == []


def test_clicking_a_hand_card_plays_it(page):
    t = traits("main")
    mount(page, t)
    play = next(item["action"] for item in t["legal"] if item["action"].startswith("play "))
    code = play.split(" ", 1)[1]
    card = page.get_by_test_id(f"vw-hand-{t['seat']}").locator(f'[data-card="{code}"]')
    # named by what it shows, described by what playing it does
    assert card.get_attribute("aria-description") == next(i["text"] for i in t["legal"] if i["action"] == play)
    card.click()
    assert sent(page) == [{"kind": "act", "action": play}]


def test_clicking_a_space_moves_there(page):
    t = traits("move")
    mount(page, t)
    move = next(item["action"] for item in t["legal"] if item["action"].startswith("move "))
    space = page.locator(f'[data-testid="vw-board"] [data-space="{move.split()[1]}"]')
    assert "vw-choice" in space.get_attribute("class")
    assert page.locator('[data-testid="vw-board"] .vw-choice').count() == sum(
        i["action"].startswith("move ") for i in t["legal"]
    )
    space.click()
    answered(page)
    page.get_by_test_id("vw-decisions").get_by_role("button", name="Stop moving here and claim the reward").click()
    assert sent(page) == [{"kind": "act", "action": move}, {"kind": "act", "action": "stop"}]


@pytest.mark.parametrize("motion", ["reduce", "no-preference"])
def test_a_lit_space_stays_in_its_place_under_the_pointer(page, motion):
    """Hovering a lit space leaves it where it is: a CSS lift on an SVG element would replace the
    transform that places it, and the space would leave for the board's corner (with reduced
    motion at once, so that a click's press and release fell on different things and was lost)."""
    page.emulate_media(reduced_motion=motion)
    t = traits("move")
    mount(page, t)
    lit = page.locator('[data-testid="vw-board"] [data-space].vw-choice')
    for index in range(lit.count()):
        space = lit.nth(index)
        placed, before = space.evaluate("el => getComputedStyle(el).transform"), space.bounding_box()
        space.hover()
        page.wait_for_function("document.querySelector('[data-space].vw-choice:hover') !== null")
        assert space.evaluate("el => getComputedStyle(el).transform") == placed  # still its attribute's
        assert space.bounding_box() == before
    page.mouse.move(0, 0)


def test_a_click_goes_to_the_engine_and_the_answer_is_drawn(page):
    table = position("main")
    mount(page, table.traits())
    connect(page, table)
    before = page.locator(ROOT_SEL).get_attribute("data-actions")
    page.locator('[data-testid="vw-table"] [data-action^="play "]').first.click()
    page.wait_for_function(f"document.querySelector('{ROOT_SEL}').dataset.actions !== '{before}'")
    assert int(page.locator(ROOT_SEL).get_attribute("data-actions")) == len(table.state.actions)


def test_a_card_with_several_verbs_opens_a_menu(page):
    t = traits("consider")
    codes = t["view"]["considering"]
    verbs = ("draw", "tuck", "trash", "top")
    label = t["catalog"]["words"]["verbs"]
    legal = [
        {
            "action": f"{verb} {code}",
            "text": f"{verb} {code}",
            "target": {"zone": "considering", "card": code, "label": label[verb]},
        }
        for code in codes
        for verb in verbs
    ]
    mount(page, {**t, "legal": legal})
    card = page.get_by_test_id("vw-considering").locator(f'[data-card="{codes[0]}"]')
    assert card.get_attribute("data-select") == codes[0]
    card.click()
    menu = page.get_by_test_id("vw-wv-menu")
    assert menu.locator("button").all_inner_texts() == ["Draw", "Tuck", "Trash", "Put back on top"]
    assert page.evaluate("document.activeElement.dataset.action") == f"draw {codes[0]}"  # focus moved into the menu
    assert "choose what to do" in page.get_by_test_id("vw-prompt").inner_text()
    menu.get_by_role("button", name=f"tuck {codes[0]}").click()
    assert sent(page) == [{"kind": "act", "action": f"tuck {codes[0]}"}]
    answered(page)
    page.keyboard.press("Escape")
    assert page.get_by_test_id("vw-wv-menu").count() == 0
    assert check_choices(page, legal) == []


def test_the_opponent_hand_is_backs_and_the_trash_opens(page):
    t = traits("main")
    mount(page, t)
    other = 1 - t["seat"]
    hand = page.get_by_test_id(f"vw-hand-{other}")
    them = t["view"]["seats"][other]
    assert hand.locator(".vw-wv-back").count() == them["hand_count"] - len(them["known_hand"])
    trash = page.get_by_test_id("vw-trash")
    trash.locator("summary").click()
    shown = trash.locator(".vw-pile-cards [data-card]").evaluate_all("els => els.map(e => e.dataset.card)")
    assert shown == t["view"]["trash"]


def test_score_sheet_at_the_end(page, artifacts):
    t = finished().traits()
    mount(page, t)
    sheet = page.get_by_test_id("vw-score-sheet")
    rows = sheet.locator("tbody tr").evaluate_all("rows => rows.map(r => r.dataset.category)")
    assert rows == ["villagers", "buildings", "gear", "total"]
    totals = sheet.locator('tr[data-category="total"] td').all_inner_texts()
    assert totals == [str(s["total"]) for s in t["view"]["outcome"]["scores"]]
    assert page.locator(ROOT_SEL).get_attribute("data-phase") == "over"
    for seat in (0, 1):  # the tucked cards are revealed at the end, and browsable
        assert page.get_by_test_id(f"vw-tucked-{seat}").evaluate("e => e.tagName") in ("DETAILS", "SPAN")
    page.locator(ROOT_SEL).screenshot(path=artifacts / "wild_venture_over.png")


@pytest.mark.parametrize(("width", "scheme"), [(700, "light"), (700, "dark"), (420, "light")])
def test_screenshots_fit_the_cell(browser, artifacts, width, scheme):
    page = open_harness(browser, width=width)
    if scheme == "dark":
        page.evaluate("document.documentElement.classList.add('jp-dark')")
    for name in ("main", "move", "consider"):
        mount(page, traits(name))
        root = page.locator(ROOT_SEL).last
        box = root.bounding_box()
        assert box["width"] <= width + 1
        overflow = page.evaluate(
            """r => [...r.querySelectorAll('.vw-wv-card, .vw-wv-board')]
                 .filter(e => e.getBoundingClientRect().right > r.getBoundingClientRect().right + 1).length""",
            root.element_handle(),
        )
        assert overflow == 0
        root.screenshot(path=artifacts / f"wild_venture_{name}_{width}_{scheme}.png")
        page.evaluate("window.w.destroy()")
    errors = page.errors
    page.close()
    assert errors == []


@pytest.mark.parametrize("board", ["spring", "autumn"])
@pytest.mark.parametrize("seed", [1, 2024])
def test_board_names_and_badges_cover_no_space_or_each_other(page, board, seed):
    """Space names, token badges, enchantment discs and path costs are placed (badges.js) where
    they cover no other space, no space's name and no other badge, inside the board: measured
    on the drawn board. Every space shows its name."""
    mount(page, EngineTable(players=2, seed=seed, game_id="wild_venture", board=board).traits())
    clashes = page.evaluate(
        """() => {
        const board = document.querySelector('[data-testid="vw-board"]');
        const box = (e) => e.getBoundingClientRect();
        const things = [];
        for (const space of board.querySelectorAll('[data-space]')) {
            const id = space.dataset.space;
            const disc = space.querySelector('.vw-wv-disc');
            things.push({ what: `disc ${id}`, owner: id, badge: false, r: box(disc) });
            for (const line of space.querySelectorAll('.vw-wv-space-label tspan'))
                things.push({ what: `name ${id}`, owner: id, badge: true, r: box(line) });
            for (const b of space.querySelectorAll('.vw-wv-token-badge rect, .vw-wv-enchant-disc circle'))
                things.push({ what: `badge ${id}`, owner: id, badge: true, r: box(b) });
        }
        for (const c of board.querySelectorAll('.vw-wv-cost-badge rect'))
            things.push({ what: 'cost', owner: null, badge: true, r: box(c) });
        const tolerance = 1; // px
        const boxes = (a, b) =>
            Math.min(a.right, b.right) - Math.max(a.left, b.left) > tolerance &&
            Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > tolerance;
        // a disc is round: it clashes with a box if its centre is nearer the box than its radius
        const round = (disc, b) => {
            const [cx, cy, r] = [(disc.left + disc.right) / 2, (disc.top + disc.bottom) / 2, disc.width / 2];
            const dx = Math.max(b.left - cx, 0, cx - b.right);
            const dy = Math.max(b.top - cy, 0, cy - b.bottom);
            return Math.hypot(dx, dy) < r - tolerance;
        };
        const clash = (a, b) =>
            a.what.startsWith('disc') ? round(a.r, b.r) : b.what.startsWith('disc') ? round(b.r, a.r) : boxes(a.r, b.r);
        const found = [];
        things.forEach((a, i) => things.slice(i + 1).forEach((b) => {
            if (!a.badge && !b.badge) return;
            if (a.owner !== null && a.owner === b.owner) return; // a space's own badges touch it
            if (clash(a, b)) found.push(`${a.what} / ${b.what}`);
        }));
        const names = [...board.querySelectorAll('[data-space]')].map(
            (s) => (s.querySelector('.vw-wv-space-label')?.textContent ?? '').replace(/ /g, ''));
        const edge = box(board);
        const outside = things.filter((t) => t.r.left < edge.left || t.r.right > edge.right || t.r.top < edge.top
            || t.r.bottom > edge.bottom).map((t) => t.what);
        return { found, badges: things.filter((t) => t.badge).length, names, outside };
    }"""
    )
    spaces = EngineTable(players=2, game_id="wild_venture").game.catalog()["boards"][board]["spaces"]
    assert clashes["names"] == [s["name"].replace(" ", "") for s in spaces]
    assert clashes["badges"] >= 5 + len(spaces)
    assert clashes["found"] == []
    assert clashes["outside"] == []


# the drawn elements of the board's spaces and of the viewer's hand, remembered in the page
REMEMBER_NODES_JS = """(seat) => {
    window.__kept = [
        ...document.querySelectorAll('[data-testid="vw-board"] [data-space]'),
        ...document.querySelectorAll(`[data-testid="vw-hand-${seat}"] [data-card]`),
    ];
    return window.__kept.length;
}"""
# the remembered elements that are no longer the ones drawn
REPLACED_NODES_JS = """() => window.__kept.filter((e) => !e.isConnected)
    .map((e) => e.dataset.space ?? e.dataset.card)"""


def test_an_update_patches_the_dom_in_place(page):
    """A move changes the pawn, the lit spaces and the log; every space of the board and every card
    of the hand stays the very same DOM node (Preact patches what changed), so nothing the player
    points at is swapped under the pointer."""
    table = position("move")
    seat = table.seat
    mount(page, table.traits())
    hand = len(table.state.observe(seat)["seats"][seat]["hand"])
    assert page.evaluate(REMEMBER_NODES_JS, seat) == len(page.locator("[data-space]").all()) + hand
    pawn = page.locator(f'[data-pawn="{seat}"]').get_attribute("transform")
    move = next(a for a in table.state.legal_actions() if a.startswith("move "))
    table.apply(move)
    update(page, table.traits())
    assert page.locator(f'[data-pawn="{seat}"]').get_attribute("transform") != pawn  # the update was drawn
    assert page.evaluate(REPLACED_NODES_JS) == []


def test_a_click_that_spans_an_update_is_not_lost(page):
    """The button goes down on a playable hand card, an update arrives (a line for the log), the
    button comes up: the card is still the same element, so the click lands and sends its play."""
    t = traits("main")
    mount(page, t)
    play = next(item["action"] for item in t["legal"] if item["action"].startswith("play "))
    card = page.get_by_test_id(f"vw-hand-{t['seat']}").locator(f'[data-card="{play.split()[1]}"]')
    card.scroll_into_view_if_needed()
    box = card.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    news = {"type": "note", "rule": "turn", "text": "Seat 1 looks at the board."}
    update(page, {"log": [*t["log"], news], "events": [news]})
    page.wait_for_function(f"document.querySelectorAll('{ROOT_SEL} [data-log-index]').length === {len(t['log']) + 1}")
    page.mouse.up()
    assert sent(page) == [{"kind": "act", "action": play}]


# From now on: the cards that start a glide (Element.animate) are listed in window.__glides.
# The glides of a redraw start in the next animation frame (widget.js): GLIDES_JS waits for it.
GLIDES_JS = "() => new Promise((resolve) => requestAnimationFrame(() => resolve(window.__glides)))"
WATCH_GLIDES_JS = """() => {
    window.__glides = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (...args) {
        if (this.dataset.card) window.__glides.push(this.dataset.card);
        return animate.apply(this, args);
    };
}"""


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_a_played_card_glides_from_the_hand_to_its_row(page, motion):
    """The card goes from the hand to its row: its new element glides there from where it was in
    the hand (none glides for a reader who asked for reduced motion)."""
    page.emulate_media(reduced_motion=motion)
    table = position("main")
    mount(page, table.traits())
    page.evaluate(WATCH_GLIDES_JS)
    play = next(a for a in table.state.legal_actions() if a.startswith("play "))
    code = play.split()[1]
    table.apply(play)
    update(page, table.traits())
    assert page.locator(f'[data-seat-area="{table.seat}"] [data-zone="hand"] [data-card="{code}"]').count() == 0
    assert page.locator(f'[data-seat-area="{table.seat}"] [data-card="{code}"]').count() == 1
    glides = page.evaluate(GLIDES_JS)
    assert (code in glides) == (motion == "no-preference"), glides


def test_cards_that_only_move_with_their_row_do_not_glide(page):
    """A lesson's next step says more above the viewer's area (neither Considering nor an error
    moves it: they lie over the board and the area): the area moves down whole, and none of its
    cards glides."""
    step = {"lesson": "turn", "title": "A turn", "step": 1, "steps": 5, "kind": "say", "text": "One line."}
    step |= {"question": None, "feedback": None, "can_next": True}
    t = {**traits("main"), "widget_kind": "tutorial", "tutor": step}
    mount(page, t)
    page.evaluate(WATCH_GLIDES_JS)
    hand = page.get_by_test_id(f"vw-hand-{t['seat']}")
    top = hand.bounding_box()["y"]
    codes = hand.locator("[data-card]").evaluate_all("els => els.map((e) => e.dataset.card)")
    update(page, {"tutor": {**step, "step": 2, "text": "A first line.\n\nA second one.\n\nAnd a third."}})
    assert hand.bounding_box()["y"] > top + 10  # the hand moved down with the viewer's area
    # none of its cards glides (a row further down may wrap anew, and its cards change places)
    assert set(page.evaluate(GLIDES_JS)) & set(codes) == set()
    assert codes
