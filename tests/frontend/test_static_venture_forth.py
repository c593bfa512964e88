"""Venture Forth's front end in Chromium (static harness, no Jupyter), fed from the real engine.

The traits are what a table widget syncs (``EngineTable``): ``view = state.observe(seat)``, the
legal actions with their targets, ``catalog = GAME.catalog()``. Positions are found by playing
random legal actions from a seed; a short game is played by clicking, the engine answering each
click (``checks.connectPython``). Screenshots go to ``$VW_ARTIFACTS`` (tests/conftest.py).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from frontend_support import (
    ROOT_SEL,
    EngineTable,
    click_and_wait,
    connect,
    find_position,
    harness_page,
    inside,
    mount,
    open_harness,
    random_game_choices,
    serious_violations,
)

GAME = "venture_forth"
WIDE = 1340  # the notebook cell in a 1400 px window (open_harness adds the page's margins)
LAB = 952  # the widget in JupyterLab's 1400 px window beside its file browser (measured)
LAB_HEIGHT = 780  # the height of JupyterLab's notebook area in a 900 px window


def kind_is(*kinds: str) -> Callable[[Any, dict[str, Any]], bool]:
    return lambda state, view: view["decision"] is not None and view["decision"]["kind"] in kinds


def mid_turn(state, view) -> bool:
    """A turn mid-game with several hand cards to play and a path to venture along."""
    legal = state.legal_actions()
    return (
        view["decision"]["kind"] == "turn"
        and view["turn"] >= 8
        and any(a.startswith("play ") for a in legal)
        and any(a.startswith("venture ") for a in legal)
    )


def enemy_at_hand(state, view) -> bool:
    """An enemy met on a journey, with an adventurer of the party able to exert."""
    return view["decision"]["kind"] == "exert" and any(a.startswith("exert ") for a in state.legal_actions())


def late_turn(state, view) -> bool:
    """Late in the game: a party of three or more, treasures, explore tokens on the board."""
    me = view["seats"][view["seat"]]
    return view["decision"]["kind"] == "turn" and view["turn"] >= 40 and len(me["party"]) >= 3


def full_own_area(state, view) -> bool:
    """The viewer's turn with a full area: five hand cards, a party of four or more, treasures."""
    me = view["seats"][view["seat"]]
    return (
        view["decision"]["kind"] == "turn"
        and len(me["hand"]) >= 5
        and len(me["party"]) >= 4
        and len(me["treasures"]) >= 3
    )


POSITIONS: dict[str, Callable[[Any, dict[str, Any]], bool]] = {
    "turn": mid_turn,
    "exert": enemy_at_hand,
    "keep": kind_is("keep"),
    "late": late_turn,
    "full": full_own_area,
}


def position(name: str, players: int = 3) -> EngineTable:
    """The first position of a random game (seat on screen: the one deciding) that fits ``name``."""
    return find_position(POSITIONS[name], players=players, game_id=GAME)


def test_every_decision_of_random_games_offers_each_legal_action_once(page):
    """Every legal action of every kind of decision has exactly one element that sends it (a play
    after picking its hand card), and nothing else is clickable."""
    table = EngineTable(players=3, seed=1, game_id=GAME)
    mount(page, table.traits())
    problems: list[str] = []
    kinds: dict[str, int] = {}
    for seed in (1, 2):
        table = EngineTable(players=3, seed=seed, game_id=GAME)
        problems += [f"seed {seed}, {p}" for p in random_game_choices(page, table, random.Random(seed), kinds, 4)]
    assert problems == []
    assert {"start", "pawn", "turn", "exert", "recruit", "token", "keep", "regroup"} <= set(kinds), kinds


def finish_own_steps(page, table: EngineTable, kinds: set[str]) -> None:
    """While the seat on screen answers one of ``kinds``, click the first legal choice drawn."""
    for _ in range(12):
        choice = table.state.choice
        if table.state.is_over or table.state.current_player != table.seat or choice.kind not in kinds:
            return
        click_and_wait(page, page.locator('[data-testid="vw-table"] [data-action]').first)


def test_a_card_is_played_in_two_steps_hand_card_then_lit_space(page):
    table = position("turn", players=2)
    seat = table.seat
    mount(page, table.traits())
    connect(page, table)
    plays = [a for a in table.state.legal_actions() if a.startswith("play ")]
    code = plays[0].split()[1]
    spaces = {a.split()[2] for a in plays if a.split()[1] == code}
    board = page.get_by_test_id("vw-board")
    assert board.locator(".vw-vf-lit").count() == 0  # nothing lit before a card is picked
    hand_card = page.get_by_test_id(f"vw-hand-{seat}").locator(f'[data-card="{code}"]')
    hand_card.focus()
    page.keyboard.press("Enter")  # picked with the keyboard: the focus goes to the first lit space
    assert page.evaluate("document.activeElement.dataset.space") in spaces
    page.keyboard.press("Escape")
    assert board.locator(".vw-vf-lit").count() == 0
    hand_card.click()
    assert "choose a lit space" in page.get_by_test_id("vw-prompt").inner_text()
    lit = board.locator(".vw-vf-space.vw-choice")
    assert sorted(lit.evaluate_all("els => els.map((e) => e.dataset.space)")) == sorted(spaces)
    space = sorted(spaces)[0]
    click_and_wait(page, board.locator(f'[data-space="{space}"]'))
    assert f"play {code} {space}" in table.state.actions
    assert board.locator(f'[data-space="{space}"] [data-card="{code}"]').count() == 1
    assert page.get_by_test_id(f"vw-hand-{seat}").locator(f'[data-card="{code}"]').count() == 0
    # the resources of the space: where the will goes, a coin or a will, the explore token's path
    finish_own_steps(page, table, {"will", "resource", "plus", "gift", "token"})
    assert page.locator(ROOT_SEL).get_attribute("data-phase") in ("play", "over", "waiting")


def test_a_journey_asks_each_encounter_in_one_place_beside_the_board(page, artifacts):
    table = find_position(
        lambda state, view: (
            view["decision"]["kind"] == "turn"
            and view["turn"] >= 6
            and any(a.startswith("venture ") for a in state.legal_actions())
        ),
        players=2,
        game_id=GAME,
    )
    mount(page, table.traits())
    connect(page, table)
    venture = next(a for a in table.state.legal_actions() if a.startswith("venture "))
    path = page.get_by_test_id("vw-board").locator(f'.vw-vf-path[data-space="{venture.split()[1]}"]')
    assert "vw-choice" in path.get_attribute("class")
    assert page.get_by_test_id("vw-vf-journey").count() == 0
    click_and_wait(page, path)
    journey = page.get_by_test_id("vw-vf-journey")
    view = table.state.observe(table.seat)
    assert journey.is_visible() and view["travel"] is not None
    if view["travel"]["encounter"]:
        encounter = page.get_by_test_id("vw-vf-encounter")
        assert encounter.locator(f'[data-card="{view["travel"]["encounter"]}"]').count() == 1
        assert page.get_by_test_id("vw-vf-party-power").inner_text() == str(view["travel"]["party_power"])
    # the question is asked in the journey: its answers are there, and nowhere else
    question = page.get_by_test_id("vw-vf-question")
    assert question.locator("[data-action]").count() == len(table.state.legal_actions())
    page.locator(ROOT_SEL).screenshot(path=artifacts / "venture_forth_journey.png")
    # answer every question of the journey until the pawn arrives
    for _ in range(30):
        if table.state.current_player != table.seat or table.state.observe(table.seat)["travel"] is None:
            break
        click_and_wait(page, journey.locator("[data-action]").first)
    log = page.locator("[data-log-index]").all_inner_texts()
    assert any("arrives at" in line for line in log), log[-8:]


def test_an_offering_at_the_temple_is_a_button_beside_the_prompt(page):
    table = find_position(
        lambda state, view: (
            view["decision"]["kind"] == "turn" and any(a.startswith("offer ") for a in state.legal_actions())
        ),
        players=2,
        game_id=GAME,
    )
    seat = table.seat
    mount(page, table.traits())
    connect(page, table)
    offer = next(a for a in table.state.legal_actions() if a.startswith("offer "))
    button = page.get_by_test_id("vw-decisions").locator(f'[data-action="{offer}"]')
    assert button.inner_text().startswith("Offer at")
    click_and_wait(page, button)
    assert offer in table.state.actions
    # what the temple gives: a will on an adventurer (Hestia, the Muses), a site (Hermes), ...
    finish_own_steps(page, table, {"will", "move", "hades", "relieve"})
    coins = page.get_by_test_id(f"vw-coins-{seat}").get_attribute("data-count")
    assert coins == str(table.state.observe(seat)["seats"][seat]["coins"])
    log = page.locator("[data-log-index]").all_inner_texts()
    assert any("offers" in line and "Temple" in line for line in log), log[-8:]


# the card words of the table, and the words of the board (in SVG)
CARD_TEXT = ".vw-vf-name, .vw-vf-desire, .vw-vf-ambition, .vw-vf-level, .vw-vf-ability, .vw-vf-l3, .vw-vf-step"
BOARD_TEXT = ".vw-vf-bc-name, .vw-vf-site-name, .vw-vf-temple, .vw-vf-sym-text, .vw-vf-token-text"
SCENES = {"turn_4_players": ("turn", 4), "journey": ("exert", 3), "keep": ("keep", 3), "late": ("late", 3)}


@pytest.fixture(params=["light", "dark"])
def wide_page(browser, request):
    yield from harness_page(browser, width=WIDE, scheme=request.param)


@pytest.mark.parametrize("name", SCENES)
def test_one_screen_at_1400_by_900_readable(wide_page, name, artifacts):
    """The prompt, the board, the viewer's area and every legal choice lie in the window without
    scrolling; text meets WCAG AA contrast; card words are 11 px or more, and so are the board's
    words as drawn (its units scaled to its width)."""
    kind, players = SCENES[name]
    mount(wide_page, position(kind, players).traits())
    boxes = wide_page.evaluate("window.checks.layoutBoxes()")
    wide_page.screenshot(path=artifacts / f"venture_forth_{name}_1400_{wide_page.scheme}.png")
    assert boxes["scroll"] == [0, 0]
    assert boxes["choices"], "no legal choice on the table"
    for part in ("prompt", "middle", "own"):
        assert inside(boxes[part]), f"{part} at {boxes[part]}"
    assert [c for c in boxes["choices"] if c["clipped"] or not inside(c)] == []
    assert wide_page.evaluate("window.checks.contrastProblems()") == []
    cards = wide_page.evaluate("s => window.checks.smallestFont(s)", CARD_TEXT)
    assert cards["count"] >= 5 and cards["smallest"]["size"] >= 11, cards
    drawn = wide_page.get_by_test_id("vw-board").evaluate(
        """(b, sel) => {
            const scale = b.getBoundingClientRect().width / b.viewBox.baseVal.width;
            const sizes = [...b.querySelectorAll(sel)].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
            return { count: sizes.length, smallest: Math.min(...sizes) };
        }""",
        BOARD_TEXT,
    )
    assert drawn["count"] >= 20 and drawn["smallest"] >= 11, drawn


@pytest.mark.parametrize("name", ["full", "exert"])
def test_in_jupyterlab_width_the_prompt_and_the_own_choices_fit_one_screen(browser, name, artifacts):
    """In JupyterLab's cell (952 px wide, 780 px tall) the viewer's column beside the board holds
    a hand of five three abreast (two rows), and from the prompt down to the last choice of the
    viewer's area (a full area: five hand cards, a party of four, treasures) all fits in the
    notebook's height, nothing cut off by a scrolling box; card words stay 11 px or more."""
    page = open_harness(browser, width=LAB)
    mount(page, position(name).traits())
    page.screenshot(path=artifacts / f"venture_forth_{name}_{LAB}.png", full_page=True)
    boxes = page.evaluate("window.checks.layoutBoxes()")
    own = boxes["own"]
    # the viewer's column: the journey's questions over the prompt, the viewer's own area under it
    mine = [c for c in boxes["choices"] if c["left"] >= own["left"] - 1]
    assert mine, "no choice in the viewer's column"
    assert [c["what"] for c in mine if c["clipped"]] == []
    lowest = max(c["bottom"] for c in mine)
    assert lowest - boxes["prompt"]["top"] <= LAB_HEIGHT, (boxes["prompt"], lowest)
    hand = page.locator(".vw-own .vw-vf-zone-hand .vw-vf-card").evaluate_all(
        "els => els.map((e) => Math.round(e.getBoundingClientRect().top))"
    )
    assert len(hand) == 5 and len(set(hand)) == 2, hand
    cards = page.evaluate("s => window.checks.smallestFont(s)", CARD_TEXT)
    assert cards["smallest"]["size"] >= 11, cards
    assert page.evaluate("window.checks.overflowing()") == []
    errors = page.errors
    page.close()
    assert errors == []


@pytest.mark.parametrize("name", ["journey", "late"])
def test_no_serious_accessibility_violation(wide_page, name):
    """axe-core finds nothing serious or critical on the table (buttons named by their words,
    contrast, roles), in both themes."""
    kind, players = SCENES[name]
    mount(wide_page, position(kind, players).traits())
    assert serious_violations(wide_page) == []


def test_hidden_explore_tokens_show_their_backs_to_all_but_their_placer(page):
    """With Hidden Explore Tokens a token beside a path is face down: a back, unless the viewer
    placed it (then its face, marked as known)."""
    table = find_position(
        lambda state, view: view["turn"] > 12 and any(t["token"] is None for t in view["board"]["tokens"]),
        players=3,
        game_id=GAME,
        hidden_tokens=True,
    )
    mount(page, table.traits())
    tokens = table.state.observe(table.seat)["board"]["tokens"]
    board = page.get_by_test_id("vw-board")
    for token in tokens:
        path = board.locator(f'.vw-vf-path[data-space="{token["path"]}"]')
        assert path.get_attribute("data-token") == (token["token"] or "hidden")
        assert path.locator(".vw-vf-token-back").count() == (token["token"] is None)
    assert board.locator(".vw-vf-token-back").count() == sum(t["token"] is None for t in tokens) > 0


def test_at_the_end_the_score_sheet_and_every_treasure_face_up(page, artifacts):
    table = EngineTable(players=3, seed=3, game_id=GAME)
    table.play_random(random.Random(3))
    mount(page, table.traits())
    assert page.locator(ROOT_SEL).get_attribute("data-phase") == "over"
    totals = page.get_by_test_id("vw-score-sheet").locator('tr[data-category="total"] td').all_inner_texts()
    assert totals == [str(s["total"]) for s in table.state.observe(0)["outcome"]["scores"]]
    for seat in table.state.observe(0)["seats"]:
        shown = page.get_by_test_id(f"vw-treasures-{seat['seat']}").locator("[data-card]")
        assert shown.evaluate_all("els => els.map((e) => e.dataset.card)") == seat["treasures"]
    page.locator(ROOT_SEL).screenshot(path=artifacts / "venture_forth_over.png")


@pytest.mark.parametrize("width", [740, 420])
def test_nothing_sticks_out_of_a_narrow_cell(browser, width, artifacts):
    """In a narrow cell the board, the journey and the areas stack: nothing is wider than the widget."""
    page = open_harness(browser, width=width)
    mount(page, position("exert").traits())
    root = page.locator(ROOT_SEL)
    assert root.evaluate("e => e.scrollWidth <= e.clientWidth")
    assert page.evaluate("window.checks.overflowing()") == []
    page.screenshot(path=artifacts / f"venture_forth_exert_{width}.png", full_page=True)
    errors = page.errors
    page.close()
    assert errors == []
