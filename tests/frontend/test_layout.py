"""One screen, readable (issue 9, items 1 and 4): the layout measured in Chromium (static harness).

At 1400 by 900 the prompt, the board or the middle, the viewer's own area and every legal choice
of the table lie in the window without scrolling, in both themes, for A Wild Venture mid-game
(with cards being considered, and in a lesson), A Wild Venture late in games of seeded bots
(a long hand, a wide tableau: nothing scrolls inside the table either) and Venturesome with five
players. The cards being considered and an error do not move the viewer's area when they come
and go; card names and texts are
11 px or more; the board writes every space's name and its key explains every symbol drawn;
text meets WCAG AA contrast and the focus ring stands out from a legal choice's ring and from
the background. At 800 px nothing sticks out sideways. Screenshots go to the artifacts folder.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from frontend_support import EngineTable, find_position, harness_page, inside, mount, open_harness, update

from venture_widgets.agents.base import SeatView
from venture_widgets.agents.greedy import GreedyAgent
from venture_widgets.agents.random_agent import RandomAgent

ROOT_SEL = '[data-testid="vw-root"]'
WIDE = 1340  # the notebook cell in a 1400 px window (open_harness adds the page's margins)
HEIGHT = 900
CARD_TEXT = ".vw-wv-name, .vw-wv-line, .vw-name, .vw-sym, .vw-effect, .vw-threat-name, .vw-threat-text, .vw-intim-name"
LESSON = {
    "lesson": "turn",
    "title": "A turn",
    "step": 3,
    "steps": 12,
    "kind": "expect",
    "text": "Play a card from your hand: **click** a lit card.\n\nEach turn you take one main action.",
    "question": None,
    "feedback": {"ok": False, "text": "Not that one: the lesson wants you to play a card."},
    "can_next": False,
}


def considering(state, view) -> bool:
    """Mid-game, choosing among the cards being considered."""
    return view["turn"] >= 6 and bool(view["considering"]) and len(state.legal_actions()) >= 3


def main_turn(state, view) -> bool:
    """Mid-game, a main action to choose, with cards in play on both sides."""
    me = view["seats"][view["seat"]]
    legal = state.legal_actions()
    return (
        view["turn"] >= 8
        and any(a.startswith("play ") for a in legal)
        and any(a.startswith("activate ") for a in legal)
        and bool(me["villagers"])
    )


def five_players() -> EngineTable:
    table = EngineTable(players=5, seed=4)
    table.play_random(random.Random(4), until=lambda s: len(s.actions) >= 20 and s.current_player == 0)
    return table


def late_game(seed: int, bots: str) -> EngineTable:
    """Seat 0's decision where its own area is fullest (its hand, and its tableau counted twice)
    in a seeded Wild Venture between two bots (``greedy`` ones hoard cards in hand late in the
    game, ``random`` ones build wide tableaux)."""
    agents = (
        [GreedyAgent(seed=seed, samples=1), GreedyAgent(seed=seed + 50, samples=1)]
        if bots == "greedy"
        else [RandomAgent(seed=seed), RandomAgent(seed=seed + 50)]
    )
    game = EngineTable(players=2, seed=seed, game_id="wild_venture")
    fullest = (0, 0)
    while not game.state.is_over:
        player = game.state.current_player
        if player == 0:
            me = game.state.observe(0)["seats"][0]
            size = len(me["hand"]) + 2 * (len(me["villagers"]) + len(me["buildings"]) + len(me["gear"]))
            fullest = max(fullest, (size, len(game.state.actions)))
        game.apply(agents[player].choose(SeatView(game.state, player)))
    table = EngineTable(players=2, seed=seed, game_id="wild_venture")
    for action in game.state.actions[: fullest[1]]:
        table.apply(action)
    return table


def scenes() -> dict[str, dict[str, Any]]:
    main = find_position(main_turn, players=2, game_id="wild_venture").traits()
    return {
        "wv_considering": find_position(considering, players=2, game_id="wild_venture").traits(),
        "wv_lesson": {**main, "widget_kind": "tutorial", "tutor": LESSON},
        "wv_late_long_hand": late_game(1, "greedy").traits(),
        "wv_late_wide_tableau": late_game(2, "random").traits(),
        "vs_5_players": five_players().traits(),
    }


SCENES = scenes()


@pytest.fixture(params=["light", "dark"])
def wide_page(browser, request):
    for page in harness_page(browser, width=WIDE, scheme=request.param):
        assert page.viewport_size == {"width": 1400, "height": HEIGHT}
        yield page


@pytest.mark.parametrize("name", SCENES)
def test_one_screen_at_1400_by_900(wide_page, name, artifacts):
    """The prompt, the board or middle, the viewer's area and every legal choice of the table
    are in the window as it opens, without scrolling."""
    traits = SCENES[name]
    mount(wide_page, traits)
    boxes = wide_page.evaluate("window.checks.layoutBoxes()")
    wide_page.screenshot(path=artifacts / f"layout_{name}_1400_{wide_page.scheme}.png")
    assert boxes["scroll"] == [0, 0]
    assert boxes["choices"], "no legal choice on the table"
    for part in ("prompt", "middle", "own"):
        assert inside(boxes[part]), f"{part} at {boxes[part]}"
    assert [c for c in boxes["choices"] if c["clipped"] or not inside(c)] == []
    if boxes["feedback"]:  # the lesson's feedback is right above the prompt
        assert inside(boxes["feedback"]) and 0 <= boxes["prompt"]["top"] - boxes["feedback"]["bottom"] <= 40
    # the prompt is beside the viewer's own area: right above it
    assert 0 <= boxes["own"]["top"] - boxes["prompt"]["bottom"] <= 60
    assert wide_page.evaluate("window.checks.contrastProblems()") == []


# the elements of the table that scroll inside (overflow auto or scroll, with more to show)
INNER_SCROLLS_JS = """() => [...document.querySelectorAll('[data-testid="vw-table"] *')]
    .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowY))
    .filter((el) => el.getClientRects().length && el.scrollHeight > el.clientHeight + 1)
    .map((el) => `${el.className?.baseVal ?? el.className}: ${el.scrollHeight} > ${el.clientHeight}`)"""
LATE = ["wv_late_long_hand", "wv_late_wide_tableau"]


@pytest.mark.parametrize("name", LATE)
def test_late_in_the_game_the_own_area_fits_without_an_inner_scroll(wide_page, name):
    """Late in a game (a hand of twenty cards and more, or a tableau of fifteen), the viewer's
    cards fit the window: its zones of more than six cards show the cards' bands and names."""
    traits = SCENES[name]
    mount(wide_page, traits)
    me = traits["view"]["seats"][traits["seat"]]
    assert max(len(me["hand"]), len(me["villagers"]) + len(me["buildings"]) + len(me["gear"])) >= 15
    assert wide_page.evaluate(INNER_SCROLLS_JS) == []
    boxes = wide_page.evaluate("window.checks.layoutBoxes()")
    assert boxes["scroll"] == [0, 0] and inside(boxes["own"]), boxes["own"]


@pytest.mark.parametrize("name", LATE)
def test_an_error_moves_nothing(wide_page, name):
    """An error drops down from the prompt over the top of the viewer's area: the prompt, the
    area and the board stay where they are, and the error is in the window."""
    traits = SCENES[name]
    mount(wide_page, traits)
    before = wide_page.evaluate("window.checks.layoutBoxes()")
    error = "'play nothing' is not a legal action for seat 0 now: there is no such card (rule turn.play)."
    update(wide_page, {"error": error})
    shown = wide_page.get_by_test_id("vw-error")
    assert shown.is_visible()
    box = shown.bounding_box()
    assert box["y"] >= before["prompt"]["bottom"] and box["y"] + box["height"] <= HEIGHT
    after = wide_page.evaluate("window.checks.layoutBoxes()")
    assert (after["own"], after["prompt"], after["middle"]) == (before["own"], before["prompt"], before["middle"])
    assert wide_page.evaluate("window.checks.contrastProblems()") == []
    update(wide_page, {"error": ""})
    assert wide_page.evaluate("window.checks.layoutBoxes()")["own"] == before["own"]


def test_the_considered_cards_move_nothing(wide_page):
    """The cards being considered come and go over the board: the viewer's area and the prompt
    stay where they are."""
    traits = SCENES["wv_considering"]
    mount(wide_page, traits)
    shown = wide_page.evaluate("window.checks.layoutBoxes()")
    assert wide_page.get_by_test_id("vw-considering").is_visible()
    update(wide_page, {"view": {**traits["view"], "considering": None}, "legal": []})
    assert wide_page.get_by_test_id("vw-considering").count() == 0
    gone = wide_page.evaluate("window.checks.layoutBoxes()")
    assert (gone["own"], gone["prompt"], gone["middle"]) == (shown["own"], shown["prompt"], shown["middle"])


def test_the_lesson_feedback_moves_nothing(wide_page):
    """A lesson's feedback comes under its narration, right above the prompt: the prompt and
    the viewer's area stay where they are."""
    traits = SCENES["wv_lesson"]
    mount(wide_page, {**traits, "tutor": {**LESSON, "feedback": None}})
    before = wide_page.evaluate("window.checks.layoutBoxes()")
    update(wide_page, {"tutor": LESSON})
    after = wide_page.evaluate("window.checks.layoutBoxes()")
    assert after["feedback"] and not before["feedback"]
    assert (after["own"], after["prompt"]) == (before["own"], before["prompt"])


@pytest.mark.parametrize("name", SCENES)
def test_card_names_and_texts_are_11_px_or_more(wide_page, name):
    mount(wide_page, SCENES[name])
    found = wide_page.evaluate("s => window.checks.smallestFont(s)", CARD_TEXT)
    assert found["count"] >= 10
    assert found["smallest"]["size"] >= 11, found
    key = wide_page.get_by_test_id("vw-board-key")
    if key.count():
        key.locator("summary").click()
    words = wide_page.evaluate("window.checks.smallestFont('.vw-wv-key-list li, .vw-zone-label, .vw-rule, .vw-chip')")
    assert words["smallest"]["size"] >= 11, words


@pytest.mark.parametrize("board", ["spring", "autumn"])
def test_space_names_read_well_where_one_may_move(wide_page, board):
    """The names of the spaces (lit ones too) meet 4.5:1 against the board, in both themes."""
    table = find_position(
        lambda state, view: any(a.startswith("move ") for a in state.legal_actions()),
        players=2,
        game_id="wild_venture",
        board=board,
    )
    mount(wide_page, table.traits())
    assert wide_page.get_by_test_id("vw-board").locator(".vw-choice .vw-wv-space-label").count()
    names = wide_page.evaluate("window.checks.boardNameContrast()")
    assert names["count"] >= 20 and names["lowest"] >= 4.5, names


def test_space_names_are_written_on_the_board_at_11_px(wide_page):
    traits = SCENES["wv_considering"]
    mount(wide_page, traits)
    spaces = traits["catalog"]["boards"][traits["view"]["board"]["id"]]["spaces"]
    board = wide_page.get_by_test_id("vw-board")
    written = board.locator("[data-space]").evaluate_all(
        "els => els.map((s) => [...s.querySelectorAll('.vw-wv-space-label tspan')].map((t) => t.textContent).join(' '))"
    )
    assert written == [s["name"] for s in spaces]
    # the names' font size as drawn: in the board's units (104 across), scaled to its width
    size = board.evaluate(
        "b => b.getBoundingClientRect().width / 104"
        " * parseFloat(getComputedStyle(b.querySelector('.vw-wv-space-label')).fontSize)"
    )
    assert size >= 11


# the symbols the board draws (a selector) and the key's entry that must draw them too
SYMBOLS = {
    "coin reward": ".vw-wv-r-gain",
    "card reward": ".vw-wv-r-draw",
    "starter reward": ".vw-wv-r-starter",
    "chest": ".vw-wv-r-chest",
    "enchantment space": ".vw-wv-r-enchant",
    "home": ".vw-wv-r-home",
    "end of a path": ".vw-wv-end-ring",
    "path cost (coins)": ".vw-wv-cost-pay",
    "path cost (cards)": ".vw-wv-cost-trash",
    "token": ".vw-wv-token-badge",
    "enchantment tokens": ".vw-wv-enchant-disc",
    "adventurer": ".vw-wv-pawn",
    "reachable space": ".vw-wv-reachable",
}


@pytest.mark.parametrize("board", ["spring", "autumn"])
def test_the_board_key_shows_every_symbol_of_the_board(page, board):
    table = find_position(
        lambda state, view: view["turn"] >= 4 and any(a.startswith("move ") for a in state.legal_actions()),
        players=2,
        game_id="wild_venture",
        board=board,
    )
    mount(page, table.traits())
    key = page.get_by_test_id("vw-board-key")
    key.locator("summary").click()
    assert key.locator("li").first.is_visible()
    drawn = {name for name, sel in SYMBOLS.items() if page.get_by_test_id("vw-board").locator(sel).count()}
    explained = {name for name, sel in SYMBOLS.items() if key.locator(sel).count()}
    assert len(drawn) >= 10, drawn
    assert explained == set(SYMBOLS)


def test_the_focus_ring_stands_out(wide_page):
    """Tab onto a legal choice: its focus ring has 3:1 or more against the choice's own ring and
    against the background."""
    mount(wide_page, SCENES["wv_considering"])
    wide_page.locator("body").focus()
    for _ in range(60):
        wide_page.keyboard.press("Tab")
        if wide_page.evaluate("document.activeElement.matches('.vw-choice')"):
            break
    ring = wide_page.evaluate("window.checks.focusRing()")
    assert ring["choice"] and ring["width"] >= 2
    assert ring["against_choice"] >= 3 and ring["against_background"] >= 3, ring


@pytest.mark.parametrize("name", SCENES)
def test_nothing_sticks_out_at_800_px(browser, name, artifacts):
    page = open_harness(browser, width=740)
    mount(page, SCENES[name])
    root = page.locator(ROOT_SEL)
    assert root.evaluate("e => e.scrollWidth <= e.clientWidth")
    assert page.evaluate("window.checks.overflowing()") == []
    boxes = page.evaluate("window.checks.layoutBoxes()")
    assert boxes["page"][0] <= boxes["page"][1]
    page.screenshot(path=artifacts / f"layout_{name}_800.png", full_page=True)
    page.close()


# Venture Forth in JupyterLab (issue 32): the widget as measured in JupyterLab's window of 1400 by
# 900 beside its file browser (952 px wide, 779 px of notebook under the toolbar; the notebook
# scrolled so that the widget's top is at the top). The decisions with the tallest journey panel
# (treasures to keep one of, an ambition's conversions) and the other kinds, a few of each.
LAB_CELL = 952
LAB_VIEW = 779
VF_KINDS = ("start", "turn", "recruit", "exert", "ambition", "keep", "level3", "despair")
# relative to the widget's top: the prompt, the board, the hand; the board's smallest word as
# drawn (its font size times the scale of its transform); the texts of the viewer's cards that
# do not show whole (wider or taller than their box: an ellipsis, a clamp)
VF_SCREEN_JS = """() => {
    const root = document.querySelector('[data-testid=vw-root]');
    const seat = root.dataset.seat;
    const top = root.getBoundingClientRect().top;
    const box = (sel) => {
        const r = root.querySelector(sel).getBoundingClientRect();
        return { top: r.top - top, bottom: r.bottom - top, right: r.right };
    };
    const words = [...root.querySelectorAll('[data-testid=vw-board] text')].map((t) => {
        const m = t.getScreenCTM();
        return parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
    });
    const texts = `[data-testid=vw-hand-${seat}] .vw-vf-card :is(.vw-vf-region, .vw-vf-name, .vw-vf-desire, `
        + '.vw-vf-ambition), .vw-own .vw-vf-card :is(.vw-vf-region, .vw-vf-name), .vw-vf-journey .vw-vf-card '
        + ':is(.vw-vf-region, .vw-vf-name)';
    return {
        prompt: box('[data-testid=vw-prompt]'), board: box('[data-testid=vw-board]'),
        hand: box(`[data-testid=vw-hand-${seat}]`), width: root.getBoundingClientRect().right,
        words: { count: words.length, smallest: Math.min(...words) },
        cut: [...root.querySelectorAll(texts)]
            .filter((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight + 1)
            .map((el) => el.textContent),
    };
}"""


def vf_decisions(per_kind: int = 2) -> dict[str, dict[str, Any]]:
    """The first ``per_kind`` decisions of each of ``VF_KINDS`` in Venture Forth games of two to
    four players played at random from seeds 1, 2, ...: their traits (the deciding seat on screen)."""
    found: dict[str, dict[str, Any]] = {}
    for seed in range(1, 40):
        table = EngineTable(players=2 + seed % 3, seed=seed, game_id="venture_forth")
        rng = random.Random(seed)
        while not table.state.is_over:
            table.seat = table.state.current_player
            kind = table.state.observe(table.seat)["decision"]["kind"]
            name = f"{kind}_{sum(key.startswith(kind + '_') for key in found) + 1}"
            if kind in VF_KINDS and name.endswith(tuple(f"_{n}" for n in range(1, per_kind + 1))):
                found[name] = table.traits()
            table.apply(rng.choice(table.state.legal_actions()))
        if len(found) == per_kind * len(VF_KINDS):
            break
    return found


VF_DECISIONS = vf_decisions()


@pytest.mark.parametrize("name", VF_DECISIONS)
def test_venture_forth_fits_jupyterlab_one_screen(browser, name, artifacts):
    """In JupyterLab's cell the prompt, the whole board and the hand lie in the notebook's height
    from the widget's top, the board's words are 11 px or more as drawn, and no text of the
    viewer's cards is cut (the hand's regions, names, desires and ambitions whole)."""
    page = open_harness(browser, width=LAB_CELL)
    mount(page, VF_DECISIONS[name])
    page.locator(ROOT_SEL).evaluate("root => root.scrollIntoView({block: 'start'})")
    found = page.evaluate(VF_SCREEN_JS)
    if name.endswith("_1"):
        page.screenshot(path=artifacts / f"layout_vf_lab_{name}.png")
    for part in ("prompt", "board", "hand"):
        assert found[part]["top"] >= 0 and found[part]["bottom"] <= LAB_VIEW, (part, found[part])
    assert found["board"]["right"] <= found["width"]
    assert found["words"]["count"] >= 20 and found["words"]["smallest"] >= 11, found["words"]
    assert found["cut"] == []
    # nothing sticks out sideways (the party's and treasures' rows scroll sideways inside)
    assert page.locator(ROOT_SEL).evaluate("e => e.scrollWidth <= e.clientWidth")
    errors = page.errors
    page.close()
    assert errors == []


# In JupyterLab's cell, once the widget is scrolled to the top (and the frame after its redraw,
# where the growing parts get their room, has run): where the prompt, the board or middle and the
# own area lie from the widget's top, the parts given a room and whether they scroll inside, and
# the Venture (2019) card names that are cut.
LAB_PARTS_JS = """async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const root = document.querySelector('[data-testid=vw-root]');
    root.scrollIntoView({ block: 'start' });
    const top = root.getBoundingClientRect().top;
    const box = (el) => {
        const r = el.getBoundingClientRect();
        return { top: r.top - top, bottom: r.bottom - top };
    };
    const part = (el) => ({
        ...box(el),
        name: el.classList[0],
        scrolls: el.scrollHeight > el.clientHeight + 1,
        more: el.dataset.vwMore ?? null,
        fades: getComputedStyle(el).maskImage !== 'none',
    });
    return {
        prompt: box(root.querySelector('[data-testid=vw-prompt]')),
        board: box(root.querySelector('[data-testid=vw-board]') ?? root.querySelector('.vw-middle')),
        own: box(root.querySelector('.vw-adv-own') ?? root.querySelector(`[data-testid=vw-seat-${root.dataset.seat}]`)),
        parts: [...root.querySelectorAll('[data-vw-fit]')].map(part),
        cut: [...root.querySelectorAll('.vw-v19-card :is(.vw-v19-card-name, .vw-v19-card-role-name)')]
            .filter((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight + 1)
            .map((el) => el.textContent),
    };
}"""


def in_lab_view(page, traits: dict[str, Any], shot: Path | None = None) -> dict[str, Any]:
    """Mount ``traits`` and check that the prompt, the board or middle and the own area lie in
    JupyterLab's notebook height from the widget's top (a pixel's part is rounding, as in
    tests/e2e/fit_checks.py); a screenshot to ``shot`` if given. Returns ``LAB_PARTS_JS``'s finds."""
    mount(page, traits)
    found = page.evaluate(LAB_PARTS_JS)
    if shot is not None:
        page.screenshot(path=shot)
    for part in ("prompt", "board", "own"):
        assert found[part]["top"] >= 0 and found[part]["bottom"] <= LAB_VIEW + 1, (part, found[part])
    return found


# Adventurous in JupyterLab (issue 32): at the same width, the prompt, the map and the whole own
# column (the running score, the decks, the active marvel) lie in the notebook's height from the
# widget's top. The decisions: every tenth of solo voyages played at random, and their last.
def adventurous_decisions() -> dict[str, dict[str, Any]]:
    """Every tenth decision, and the last, of solo Adventurous voyages played at random from seeds 1 to 4."""
    found: dict[str, dict[str, Any]] = {}
    for seed in range(1, 5):
        table = EngineTable(players=1, seed=seed, game_id="adventurous")
        rng = random.Random(seed)
        decisions = 0
        while not table.state.is_over:
            if decisions % 10 == 0:
                found[f"seed{seed}_{decisions}"] = table.traits()
            last = table.traits()
            table.apply(rng.choice(table.state.legal_actions()))
            decisions += 1
        found[f"seed{seed}_last"] = last
    return found


ADV_DECISIONS = adventurous_decisions()


@pytest.mark.parametrize("name", ADV_DECISIONS)
def test_adventurous_fits_jupyterlab_one_screen(browser, name, artifacts):
    """In JupyterLab's cell the prompt, the map and the whole own column lie in the notebook's
    height from the widget's top, and nothing sticks out sideways."""
    page = open_harness(browser, width=LAB_CELL)
    in_lab_view(page, ADV_DECISIONS[name], artifacts / f"layout_adv_lab_{name}.png" if name.endswith("_last") else None)
    assert page.locator(ROOT_SEL).evaluate("e => e.scrollWidth <= e.clientWidth")
    errors = page.errors
    page.close()
    assert errors == []


# Venture (2019) and A Wild Venture in JupyterLab (issue 32): in a window whose notebook area is
# as tall as JupyterLab's (the harness's window made that height), the prompt, the middle or map
# and the whole own area lie in it from the widget's top. Their growing parts (the hand, the
# tableau, the chain of cards in play) get the room left under them (js/lib/fit_room.js): what
# does not fit scrolls inside them. The decisions: every twentieth of games played at random.


def every_twentieth(game_id: str, seeds: range, players: tuple[int, ...]) -> dict[str, dict[str, Any]]:
    """Every twentieth decision of ``game_id`` games played at random from ``seeds`` (the deciding
    seat on screen; the number of players taken in turn from ``players``), and each game's last."""
    found: dict[str, dict[str, Any]] = {}
    for seed in seeds:
        table = EngineTable(players=players[seed % len(players)], seed=seed, game_id=game_id)
        rng = random.Random(seed)
        decisions = 0
        while not table.state.is_over:
            table.seat = table.state.current_player
            last = table.traits()
            if decisions % 20 == 0:
                found[f"seed{seed}_{decisions}"] = last
            table.apply(rng.choice(table.state.legal_actions()))
            decisions += 1
        found[f"seed{seed}_last"] = last
    return found


FIT_DECISIONS = {
    **{f"v19_{name}": traits for name, traits in every_twentieth("venture_2019", range(1, 3), (3, 4)).items()},
    **{f"wv_{name}": traits for name, traits in every_twentieth("wild_venture", range(1, 3), (2,)).items()},
}


@pytest.fixture(scope="module")
def lab_page(browser):
    page = open_harness(browser, width=LAB_CELL)
    page.set_viewport_size({"width": LAB_CELL + 60, "height": LAB_VIEW})
    yield page
    page.close()


@pytest.mark.parametrize("name", FIT_DECISIONS)
def test_growing_parts_keep_the_table_on_one_screen(lab_page, name, artifacts):
    """The prompt, the middle or map and the whole own area lie in JupyterLab's notebook height
    from the widget's top, a growing part is marked, and no card name is cut."""
    lab_page.evaluate("() => window.w?.destroy()")
    shot = artifacts / f"layout_fit_lab_{name}.png" if name.endswith("_last") else None
    found = in_lab_view(lab_page, FIT_DECISIONS[name], shot)
    assert found["parts"], "no growing part marked"
    assert found["cut"] == []
    assert lab_page.errors == []


def test_a_tall_band_of_the_other_seats_leaves_the_board_in_view(lab_page, artifacts):
    """Late in a long game the other seat's band of tiles is seven lines tall (its villagers and
    buildings two lines each): the board, a square, gets the height left on the screen under it
    (js/lib/fit_room.js), so that it and the deck and trash under it still end in the window."""
    table = EngineTable(players=2, seed=3, game_id="wild_venture")
    rng = random.Random(3)
    for _ in range(210):  # found by playing every third decision of games 1 to 4 at random
        table.seat = table.state.current_player
        table.apply(rng.choice(table.state.legal_actions()))
    table.seat = table.state.current_player
    lab_page.evaluate("() => window.w?.destroy()")
    found = in_lab_view(lab_page, table.traits(), artifacts / "layout_fit_lab_tall_band.png")
    board = next(part for part in found["parts"] if part["name"] == "vw-wv-board-wrap")
    assert found["board"]["top"] > 280  # the band is tall
    assert board["bottom"] <= LAB_VIEW + 1


def test_a_growing_part_that_fits_is_left_whole_and_one_that_does_not_scrolls(lab_page, artifacts):
    """Early in a game the hand fits: it is as tall as its cards. Late in a long one, where a hand
    of many cards has no room, the own area still ends in the window and the hand scrolls, its
    lower edge faded while there is more below, its upper edge once scrolled to the end."""
    early = FIT_DECISIONS["wv_seed1_0"]
    lab_page.evaluate("() => window.w?.destroy()")
    mount(lab_page, early)
    parts = lab_page.evaluate(LAB_PARTS_JS)["parts"]
    hand = [(part["scrolls"], part["more"], part["fades"]) for part in parts if part["name"] == "vw-wv-zones"]
    assert hand == [(False, None, False)]
    crowded = max(
        (traits for name, traits in FIT_DECISIONS.items() if name.startswith("wv_")),
        key=lambda traits: len(traits["view"]["seats"][traits["seat"]]["hand"]),
    )
    assert len(crowded["view"]["seats"][crowded["seat"]]["hand"]) >= 12
    lab_page.evaluate("() => window.w?.destroy()")
    mount(lab_page, crowded)
    found = lab_page.evaluate(LAB_PARTS_JS)
    hand = [(part["scrolls"], part["more"], part["fades"]) for part in found["parts"] if part["name"] == "vw-wv-zones"]
    assert hand == [(True, "below", True)]
    assert found["own"]["bottom"] <= LAB_VIEW + 1
    lab_page.screenshot(path=artifacts / "layout_fit_lab_more_below.png")
    lab_page.locator(".vw-wv-zones[data-vw-fit]").evaluate("part => part.scrollTo({top: part.scrollHeight})")
    lab_page.wait_for_function("document.querySelector('.vw-wv-zones[data-vw-fit]').dataset.vwMore === 'above'")
