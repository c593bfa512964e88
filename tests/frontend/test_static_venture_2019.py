"""Venture (2019)'s table in Chromium (static harness, no Jupyter), fed from the real engine.

The traits are what a table widget syncs (``EngineTable``): ``view = state.observe(seat)``, the
legal actions with their targets, ``catalog = GAME.catalog()``. Positions are found by playing
random legal actions from a seed (the seat on screen: the one deciding), or dealt by
``game.scenario`` (a large hand); clicks go to the engine and its traits come back
(``checks.connectPython``). Screenshots at 1400 x 900, and in a cell as wide as JupyterLab's
there, go to ``$VW_ARTIFACTS`` (tests/conftest.py).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from frontend_support import (
    ROOT_SEL,
    EngineTable,
    actions,
    click_and_wait,
    connect,
    find_position,
    harness_page,
    inside,
    mount,
    random_game_choices,
    sent,
    serious_violations,
)

GAME = "venture_2019"
WIDE = 1340  # the notebook cell in a 1400 px window (open_harness adds the page's margins)
LAB = 950  # the notebook cell in JupyterLab in a 1400 x 900 window, its file browser open
LAB_SEEN = 779  # the height of the notebook's visible area there


def aimed_cards(state) -> list[str]:
    """The cards of the decision that go to one of several players (a choice in two steps)."""
    targets = [state.action_target(a) for a in state.legal_actions()]
    aimed = [t["card"] for t in targets if t["zone"] in ("hand", "face_up") and t.get("seat") is not None]
    return sorted({card for card in aimed if aimed.count(card) > 1})


def mid_game(state, view) -> bool:
    """Phase 2 mid-game: missions completed, a long-term card beside a role, a card to aim."""
    seats = view["seats"]
    return (
        view["decision"]["kind"] == "action"
        and view["turn"] >= 8
        and sum(s["completed"] for s in seats) >= 2
        and any(s["lasting"] for s in seats)
        and len(seats[view["seat"]]["hand"]["cards"]) >= 4
        and bool(aimed_cards(state))
    )


def asked_to_answer(state, view) -> bool:
    """The viewer is asked to answer a card another seat used on them, and holds an instant that answers it."""
    chain = view["chain"]
    return (
        view["decision"]["kind"] == "answer"
        and bool(chain)
        and chain[-1]["target"] == view["seat"]
        and chain[-1]["player"] is not None
        and any(a.startswith("answer ") for a in state.legal_actions())
    )


def kind_is(kind: str) -> Callable[[Any, dict[str, Any]], bool]:
    return lambda state, view: view["decision"] is not None and view["decision"]["kind"] == kind


POSITIONS: dict[str, tuple[Callable[[Any, dict[str, Any]], bool], int]] = {
    "mid_3p": (mid_game, 3),
    "mid_6p": (mid_game, 6),
    "answer": (asked_to_answer, 4),
}


def position(name: str) -> EngineTable:
    want, players = POSITIONS[name]
    return find_position(want, players=players, game_id=GAME)


def game_over(players: int = 4, seed: int = 3) -> EngineTable:
    """A random game played to its end, seen by seat 0."""
    table = EngineTable(players=players, seed=seed, game_id=GAME)
    table.play_random(random.Random(seed))
    table.seat = 0
    return table


@pytest.fixture(params=["light", "dark"])
def wide_page(browser, request):
    yield from harness_page(browser, width=WIDE, scheme=request.param)


def test_every_decision_of_random_games_offers_each_legal_action_once(page):
    """Every legal action of every kind of decision has exactly one element that sends it (an
    aimed card's after picking it), and nothing else is clickable; 3 and 6 players."""
    table = EngineTable(players=3, seed=1, game_id=GAME)
    mount(page, table.traits())
    problems: list[str] = []
    kinds: dict[str, int] = {}
    for players, seed in ((3, 1), (6, 2), (4, 5)):
        table = EngineTable(players=players, seed=seed, game_id=GAME)
        found = random_game_choices(page, table, random.Random(seed), kinds, 6)
        problems += [f"{players}p seed {seed}, {p}" for p in found]
    assert problems == []
    assert {"first_use", "action", "answer", "complete", "discard"} <= set(kinds), kinds


def test_a_card_for_another_player_is_picked_then_aimed_at_a_lit_player(page):
    table = position("mid_3p")
    mount(page, table.traits())
    connect(page, table)
    code = aimed_cards(table.state)[0]
    plays = [a for a in table.state.legal_actions() if a.split()[:2] == ["play", code]]
    seats = sorted(int(a.split()[2]) for a in plays)
    assert page.locator(".vw-v19-aim").count() == 0  # nobody lit before a card is picked
    card = page.get_by_test_id(f"vw-hand-{table.seat}").locator(f'[data-card="{code}"]')
    card.focus()
    page.keyboard.press("Enter")  # picked with the keyboard: the focus goes to the first lit player
    focused = page.evaluate("[document.activeElement.className, document.activeElement.dataset.seat]")
    assert "vw-v19-aim" in focused[0] and int(focused[1]) in seats, focused
    page.keyboard.press("Escape")
    assert page.locator(".vw-v19-aim").count() == 0
    card.click()
    assert "choose a lit player" in page.get_by_test_id("vw-prompt").inner_text()
    lit = page.locator(".vw-v19-aim")
    assert sorted(int(s) for s in lit.evaluate_all("els => els.map((e) => e.dataset.seat)")) == seats
    assert page.locator(".vw-v19-aimed").count() == len(seats)
    click_and_wait(page, page.get_by_test_id(f"vw-seat-{seats[-1]}").locator(".vw-v19-aim"))
    assert f"play {code} {seats[-1]}" in table.state.actions


def test_the_question_asked_out_of_turn_is_a_banner_by_the_chain_with_the_answers_lit(wide_page):
    table = position("answer")
    view = table.state.observe(table.seat)
    top = view["chain"][-1]
    mount(wide_page, table.traits())
    connect(wide_page, table)
    banner = wide_page.get_by_test_id("vw-v19-banner")
    name = table.game.catalog()["cards"][top["card"]]["name"]
    assert banner.is_visible()
    said = banner.inner_text()
    assert said.startswith(f"Seat {top['player']}") and f"plays {name} on you." in said, said
    chain = wide_page.get_by_test_id("vw-v19-chain")
    assert chain.locator("[data-card]").count() >= len(view["chain"])
    answers = {a.split()[1] for a in table.state.legal_actions() if a.startswith("answer ")}
    hand = wide_page.get_by_test_id(f"vw-hand-{table.seat}")
    lit = set(hand.locator(".vw-choice").evaluate_all("els => els.map((e) => e.dataset.card)"))
    assert lit == answers
    asked = [f"Seat {s}" for s in view["asking"]]
    assert all(s in wide_page.get_by_test_id("vw-v19-asking").inner_text() for s in asked)
    before = actions(wide_page)
    banner.get_by_role("button", name="Pass").click()
    wide_page.wait_for_function(f"Number(document.querySelector('{ROOT_SEL}').dataset.actions) > {before}")
    assert "pass" in table.state.actions[before:]


def test_a_dimmed_card_says_why_it_cannot_be_played(page):
    table = find_position(
        lambda state, view: (
            kind_is("action")(state, view) and any(u["target"]["zone"] == "hand" for u in state.unavailable_actions())
        ),
        players=3,
        game_id=GAME,
    )
    mount(page, table.traits())
    item = next(u for u in table.state.unavailable_actions() if u["target"]["zone"] == "hand")
    card = page.get_by_test_id(f"vw-hand-{table.seat}").locator(f'[data-card="{item["target"]["card"]}"]')
    assert card.get_attribute("data-why") == item["text"]
    card.hover()
    assert item["text"] in page.get_by_test_id("vw-why-not").inner_text()


SCENES = ("mid_3p", "mid_6p", "answer")


@pytest.mark.parametrize("name", SCENES)
def test_one_screen_at_1400_by_900_nothing_overlaps(wide_page, name, artifacts):
    """The prompt, the middle, the viewer's place and every legal choice lie in the window
    without scrolling; the seats do not overlap one another; text meets WCAG AA contrast."""
    mount(wide_page, position(name).traits())
    wide_page.screenshot(path=artifacts / f"venture_2019_{name}_1400_{wide_page.scheme}.png")
    boxes = wide_page.evaluate("window.checks.layoutBoxes()")
    assert boxes["scroll"] == [0, 0]
    assert boxes["choices"], "no legal choice on the table"
    for part in ("prompt", "middle", "own"):
        assert inside(boxes[part]), f"{part} at {boxes[part]}"
    assert [c for c in boxes["choices"] if c["clipped"] or not inside(c)] == []
    seats = wide_page.locator(".vw-v19-seat").evaluate_all(
        "els => els.map((e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; })"
    )
    assert len(seats) == POSITIONS[name][1]
    overlaps = [
        (a, b)
        for i, a in enumerate(seats)
        for b in seats[i + 1 :]
        if a[0] < b[2] - 1 and b[0] < a[2] - 1 and a[1] < b[3] - 1 and b[1] < a[3] - 1
    ]
    assert overlaps == []
    assert all(inside({"left": s[0], "top": s[1], "right": s[2], "bottom": s[3]}) for s in seats), seats
    assert wide_page.evaluate("window.checks.overflowing()") == []
    assert wide_page.evaluate("window.checks.contrastProblems()") == []


def test_the_end_shows_the_winner_and_the_score_sheet(wide_page, artifacts):
    table = game_over()
    traits = table.traits()
    mount(wide_page, traits)
    wide_page.screenshot(path=artifacts / f"venture_2019_over_1400_{wide_page.scheme}.png")
    winner = traits["view"]["outcome"]["winners"][0]
    assert "wins the Nobel Prize" in wide_page.get_by_test_id("vw-prompt").inner_text()
    area = wide_page.get_by_test_id(f"vw-seat-{winner}")
    assert area.locator(".vw-v19-done").count() == 4
    assert "Nobel Prize" in area.locator(".vw-seat-head").inner_text()
    assert wide_page.locator("[data-action]").count() == 0


@pytest.mark.parametrize("name", ["mid_6p", "answer"])
def test_no_serious_accessibility_violation(wide_page, name):
    """axe-core finds nothing serious or critical on the table (names, roles, contrast)."""
    mount(wide_page, position(name).traits())
    assert serious_violations(wide_page) == []


def test_a_played_card_is_told_in_the_log_and_shown_on_the_table(page):
    """After the viewer plays, the events' text is in the log and the table shows the new position."""
    table = position("mid_3p")
    mount(page, table.traits())
    connect(page, table)
    code = aimed_cards(table.state)[0]
    page.get_by_test_id(f"vw-hand-{table.seat}").locator(f'[data-card="{code}"]').click()
    click_and_wait(page, page.locator(".vw-v19-aim").first)
    log = page.locator("[data-log-index]").all_inner_texts()
    played = [e["text"] for e in table.history if e["type"] == "play" and e.get("card") == code]
    assert played and any(played[-1] in line for line in log), log[-6:]


def test_phase_4_says_the_hand_limit_and_each_card_of_the_hand_is_discarded_by_a_click(page):
    table = find_position(kind_is("discard"), players=3, game_id=GAME)
    view = table.state.observe(table.seat)
    mount(page, table.traits())
    connect(page, table)
    assert f"hand limit {view['hand_limit']}" in page.get_by_test_id("vw-v19-hand-label").inner_text()
    hand = page.get_by_test_id(f"vw-hand-{table.seat}")
    lit = sorted(hand.locator(".vw-choice").evaluate_all("els => els.map((e) => e.dataset.card)"))
    assert lit == sorted(set(view["seats"][table.seat]["hand"]["cards"]))
    done = len(table.state.actions)
    first = hand.locator(".vw-choice").first
    code = first.get_attribute("data-card")
    click_and_wait(page, first)
    assert table.state.actions[done] == f"discard {code}"


def test_a_card_that_asks_for_a_mission_is_shown_taking_effect_and_the_missions_it_may_take_are_lit(page):
    table = find_position(kind_is("mission"), players=3, game_id=GAME)
    view = table.state.observe(table.seat)
    mount(page, table.traits())
    name = table.game.catalog()["cards"][view["resolving"]]["name"]
    assert name in page.get_by_test_id("vw-v19-resolving").inner_text()
    targets = [table.state.action_target(a) for a in table.state.legal_actions()]
    (seat,) = {t["seat"] for t in targets}
    missions = page.get_by_test_id(f"vw-v19-missions-{seat}")
    lit = missions.locator(".vw-choice").evaluate_all("els => els.map((e) => e.dataset.card)")
    assert sorted(lit) == sorted(t["card"] for t in targets)


#: Eight different cards of a scientist's hand, long texts among them; Phase 4 draws two more.
BIG_HAND = ["theft-chem", "grant-math", "accident-astro", "eureka-bio", "objection-geo", "peer_review-math"]
BIG_HAND += ["quill", "calculator"]
PHASE_4_DRAWS = ["funding_cut-chem", "hourglass"]
#: Seat 0 with a hand of eight, two missions completed, a long-term card and a talent's
#: protection beside its role: in Phase 4 (ten cards to discard from) or in Phase 2.
BIG_HANDS = {"discard_10_3p": (3, "refill"), "discard_10_6p": (6, "refill"), "actions_8_6p": (6, "actions")}


def big_hand(name: str) -> EngineTable:
    """The position ``name`` of :data:`BIG_HANDS`, dealt by ``game.scenario``, seen by seat 0."""
    players, start = BIG_HANDS[name]
    own = {
        "missions": [1, 4, 7, 10],
        "completed": [4, 7],
        "hand": BIG_HAND,
        "lasting": [{"card": "peer_review-geo"}, {"talent": "shield"}],
    }
    spec = {"players": players, "seats": [own] + [{} for _ in range(players - 1)]}
    spec |= {"deck": PHASE_4_DRAWS, "active": 0, "start": start}
    table = EngineTable(players=players, game_id=GAME)
    table.state = table.game.scenario(spec)
    table.history = table.last = list(table.state.opening_events)
    return table


# The viewer's hand cards: each one's box, and whether the point at its centre (where a click
# lands) is the card's own.
HAND_CARDS_JS = """() => [...document.querySelectorAll('[data-testid="vw-hand-0"] > [data-card]')].map((el) => {
  const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
  return { card: el.dataset.card, left: r.left, top: r.top, right: r.right, bottom: r.bottom,
           own_click: el.contains(hit) };
})"""


@pytest.mark.parametrize("name", BIG_HANDS)
def test_a_large_hand_lies_on_one_screen_with_the_prompt_each_card_clickable(wide_page, name, artifacts):
    """Ten cards to discard from (three and six players), eight in Phase 2: the prompt and every
    card of the hand lie in the 1400 x 900 window without scrolling; nothing lies over a card's
    click point; the card texts stay 11 px or more; the arrow keys and Enter choose a card;
    axe-core finds nothing serious."""
    table = big_hand(name)
    hand = table.state.observe(0)["seats"][0]["hand"]["cards"]
    mount(wide_page, table.traits())
    wide_page.screenshot(path=artifacts / f"venture_2019_{name}_1400_{wide_page.scheme}.png")
    boxes = wide_page.evaluate("window.checks.layoutBoxes()")
    assert boxes["scroll"] == [0, 0]
    for part in ("prompt", "own"):
        assert inside(boxes[part]), f"{part} at {boxes[part]}"
    cards = wide_page.evaluate(HAND_CARDS_JS)
    assert sorted(c["card"] for c in cards) == sorted(hand) and len(hand) >= 8
    assert [c for c in cards if not inside(c) or not c["own_click"]] == []
    font = wide_page.evaluate("s => window.checks.smallestFont(s)", ".vw-own .vw-v19-card *")
    assert font["smallest"]["size"] >= 11, font
    first = wide_page.get_by_test_id("vw-hand-0").locator(".vw-choice").first
    first.focus()
    wide_page.keyboard.press("ArrowDown")
    code = wide_page.evaluate("document.activeElement.dataset.card")
    assert code in hand and code != first.get_attribute("data-card")
    wide_page.keyboard.press("Enter")
    if BIG_HANDS[name][1] == "refill":
        assert sent(wide_page)[-1]["action"] == f"discard {code}"
    else:  # a card used on a player: picked, then aimed
        said = wide_page.get_by_test_id("vw-prompt").inner_text()
        assert said.startswith(f"{table.game.catalog()['cards'][code]['name']}: choose a lit player"), said
    assert serious_violations(wide_page) == []


@pytest.fixture
def lab_page(browser):
    """A harness page with the cell as wide as in JupyterLab, and tall: every click point in the window."""
    for page in harness_page(browser, width=LAB):
        page.set_viewport_size({"width": LAB + 60, "height": 1600})
        yield page


@pytest.mark.parametrize("name", BIG_HANDS)
def test_a_large_hand_fits_under_the_prompt_in_jupyterlab(lab_page, name, artifacts):
    """In JupyterLab's notebook (a narrower cell, a shorter visible area), once the prompt is at
    the top of the visible area the viewer's whole place lies in it: its missions on one row, the
    hand packed; nothing lies over a card's click point or sticks out sideways."""
    mount(lab_page, big_hand(name).traits())
    lab_page.screenshot(path=artifacts / f"venture_2019_{name}_lab.png")
    boxes = lab_page.evaluate("window.checks.layoutBoxes()")
    assert boxes["own"]["bottom"] - boxes["prompt"]["top"] <= LAB_SEEN, boxes
    missions = (
        lab_page.get_by_test_id("vw-v19-missions-0")
        .locator("[data-card]")
        .evaluate_all("els => els.map((e) => e.getBoundingClientRect().top)")
    )
    assert len(set(missions)) == 1, missions
    assert [c for c in lab_page.evaluate(HAND_CARDS_JS) if not c["own_click"]] == []
    assert lab_page.evaluate("window.checks.overflowing()") == []
