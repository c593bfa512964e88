"""The hint panel of the built front end in Chromium (static harness, no Jupyter), answered by the
real hints (``hint_answer``, a short seeded search): at a table the Hint button lists the best
moves, each with its win rate (or the team's expected score) and its reason; in a lesson the
button asks what a strong player would do. Readable (axe-core: contrast, names) in the light and
the dark theme; screenshots go to ``$VW_ARTIFACTS`` (tests/conftest.py).

A suggestion can be shown on the table and played (lib/hint_preview.js), in every game: answered
by fixed suggestions of the kind of move each game shows in its own way (a choice in two steps, a
placement with its ghost), its elements are lit, the ghost is drawn where the move puts
something, and playing it sends exactly that action once; Escape and a new decision end it."""

from __future__ import annotations

import functools
import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from frontend_support import (
    ROOT_SEL,
    EngineTable,
    actions,
    connect,
    find_position,
    in_scheme,
    mount,
    open_harness,
    sent,
    serious_violations,
)

from venture_widgets import load_game
from venture_widgets.widgets.base import offered
from venture_widgets.widgets.front_end import front_end_games
from venture_widgets.widgets.table import hint_answer

#: a short search bounded by iterations: the same answer on any machine
SEARCH = {"seconds": None, "iterations": 60, "seed": 0}


class HintTable(EngineTable):
    """The engine, answering ``hint`` as ``vw.Table`` does (with a short search)."""

    def answer(self, message: dict[str, Any], rng: random.Random) -> dict[str, Any]:
        if message["kind"] == "hint":
            decision = len(self.state.actions) + 1
            answer = hint_answer(self.state, self.seat, decision, **SEARCH)
            handled = {"kind": "handled", "decision": decision, "ref": message["ref"]}
            return {"state": {}, "custom": [answer, handled]}
        return super().answer(message, rng)


def asked(page, table: HintTable) -> list[dict[str, Any]]:
    """Click the hint button; the hints Python answered with, once the list is drawn."""
    connect(page, table)
    page.get_by_test_id("vw-hint-button").click()
    page.get_by_test_id("vw-hints").wait_for()
    found: list[dict[str, Any]] = hint_answer(table.state, table.seat, 0, **SEARCH)["hints"]
    return found


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_hint_button_lists_the_best_moves_with_win_rate_and_reason(browser, artifacts, scheme):
    page = open_harness(browser, width=1000)
    try:
        in_scheme(page, scheme)
        table = HintTable(players=3, seed=2)
        table.seat = table.state.current_player
        mount(page, table.traits())
        assert page.get_by_test_id("vw-hint-button").inner_text() == "Hint"
        found = asked(page, table)
        assert page.locator('[data-testid="vw-hints"] li').count() == len(found) == 3
        for i, hint in enumerate(found):
            figure = page.get_by_test_id(f"vw-hints-figure-{i}").inner_text()
            assert figure.strip() == f"(about a {round(hint['win_rate'] * 100)}% chance to win)"
            assert page.get_by_test_id(f"vw-hints-reason-{i}").inner_text() == hint["reason"]
        assert serious_violations(page) == []
        page.get_by_test_id("vw-hint-panel").screenshot(path=str(artifacts / f"hints_{scheme}.png"))
        page.screenshot(path=str(artifacts / f"hints_table_{scheme}.png"))
        # a hint's line plays nothing (only its buttons, and the legal choices, do)
        page.get_by_test_id("vw-hints-reason-0").click()
        assert page.evaluate("window.w.model.sent.filter((m) => m.kind === 'act').length") == 0
        assert page.locator("[data-preview-lit]").count() == 0
        assert page.errors == []
    finally:
        page.close()


def test_the_hint_button_takes_no_click_while_another_seat_decides(page):
    table = EngineTable(players=3, seed=2)
    table.seat = (table.state.current_player + 1) % 3
    mount(page, table.traits())
    assert page.get_by_test_id("vw-hint-button").is_disabled()


@pytest.mark.parametrize("game_id", front_end_games())
def test_a_finished_game_shows_no_hint_button(page, game_id):
    """A finished game has nothing to hint: no Hint button (not even a greyed one), as at
    Adventurous's end, while the end itself (the score sheet) is drawn."""
    info = load_game(game_id).info
    table = EngineTable(players=min(max(3, info.min_players), info.max_players), seed=1, game_id=game_id)
    table.play_random(random.Random(1))
    mount(page, table.traits())
    page.get_by_test_id("vw-score-sheet").wait_for()
    assert page.locator('[data-testid="vw-hint-button"], [data-testid="adv-hint"]').count() == 0


def test_a_lesson_asks_what_a_strong_player_would_do(page, artifacts):
    pytest.importorskip("anywidget")
    from test_static_tutor import traits

    from venture_widgets.widgets import Tutorial

    tutorial = Tutorial("venturesome", "turn")
    tutorial.next()  # a move to make
    mount(page, traits(tutorial))
    button = page.get_by_test_id("vw-hint-button")
    assert button.inner_text() == "What would a strong player do?"
    button.click()
    assert [m["kind"] for m in page.evaluate("window.w.model.sent") if m["kind"] != "log"] == ["hint"]
    reply = hint_answer(tutorial.state, tutorial.seat, tutorial.status["decision"], count=1, **SEARCH)
    page.evaluate("m => window.w.model.receiveCustom(m)", reply)
    page.evaluate("window.w.model.handled()")
    page.get_by_test_id("vw-hints").wait_for()
    assert page.locator('[data-testid="vw-hints"] li').count() == 1
    assert page.get_by_test_id("vw-hints-reason-0").inner_text() == reply["hints"][0]["reason"]
    assert page.get_by_test_id("vw-hints").get_attribute("aria-label") == "What a strong player would do"
    page.get_by_test_id("vw-hint-panel").screenshot(path=str(artifacts / "strong_move.png"))


def test_a_strong_move_of_a_lesson_is_shown_and_played_as_any_move(page) -> None:
    pytest.importorskip("anywidget")
    from test_static_tutor import traits

    from venture_widgets.widgets import Tutorial

    tutorial = Tutorial("venturesome", "turn")
    tutorial.next()  # a move to make
    mount(page, traits(tutorial))
    page.get_by_test_id("vw-hint-button").click()
    reply = hint_answer(tutorial.state, tutorial.seat, tutorial.status["decision"], count=1, **SEARCH)
    page.evaluate("m => window.w.model.receiveCustom(m)", reply)
    page.evaluate("window.w.model.handled()")
    page.get_by_test_id("vw-hints-0-show").click()
    action = reply["hints"][0]["action"]
    target = reply["hints"][0]["target"]  # played at an end: the hand card is picked first
    assert lit(page) == {f"action:{action}"} | ({f"select:{target['card']}"} if target.get("side") else set())
    page.get_by_test_id("vw-hints-0-play").click()
    assert [m for m in sent(page) if m["kind"] == "act"] == [{"kind": "act", "action": action}]


# --- a suggestion shown on the table, then played, in every game ---------------------------------


def hint_reply(state, decision: int, chosen: list[str]) -> dict[str, Any]:
    """Python's answer to ``hint`` suggesting ``chosen`` (best first), as ``hint_answer`` words it."""
    hints = [
        {**item, "win_rate": 0.6 - i / 10, "visits": 40 - i, "reason": "It keeps your options open."}
        for i, item in enumerate(offered(state, chosen))
    ]
    return {"kind": "hint", "decision": decision, "hints": hints}


class ChosenHints(EngineTable):
    """The engine, answering ``hint`` with the moves ``choose`` picks of the legal ones."""

    choose: Callable[[list[dict[str, Any]], int], list[str]] = staticmethod(lambda legal, seat: [])

    def answer(self, message: dict[str, Any], rng: random.Random) -> dict[str, Any]:
        if message["kind"] == "hint":
            decision = len(self.state.actions) + 1
            chosen = self.choose(offered(self.state, self.state.legal_actions()), self.state.current_player)
            handled = {"kind": "handled", "decision": decision, "ref": message["ref"]}
            return {"state": {}, "custom": [hint_reply(self.state, decision, chosen), handled]}
        return super().answer(message, rng)


@dataclass(frozen=True)
class Case:
    """A kind of move a game shows in its own way, suggested first, with another legal move second."""

    game_id: str
    players: int
    suggested: Callable[[dict[str, Any], int], bool]  # (a legal entry, the seat deciding)
    ghost: str | None  # where the move's ghost is drawn (a selector), None: it puts nothing down
    two_steps: bool = False  # its target's card is picked first, then the element the move goes to
    hint_button: str = "vw-hint-button"
    hints: str = "vw-hints"


def target(zone: str, **keys: Any) -> Callable[[dict[str, Any], int], bool]:
    return lambda item, seat: (
        item["target"]["zone"] == zone and all((item["target"].get(k) is not None) == v for k, v in keys.items())
    )


CASES = {
    # a hand card picked, then the end of the expedition: both lit, the card's ghost at that end
    "venturesome": Case(
        "venturesome", 3, target("hand", side=True), "[data-zone=expedition] [data-preview-ghost]", two_steps=True
    ),
    # the adventurer's move: the space lit, the adventurer's ghost on it
    "wild_venture": Case("wild_venture", 2, target("board", space=True), "[data-testid=vw-board] [data-preview-ghost]"),
    # a hand card played on a path space: the card and the space lit, the card's ghost on the space
    "venture_forth": Case(
        "venture_forth",
        3,
        target("board", seat=True),
        "[data-testid=vw-board] [data-preview-ghost]",
        two_steps=True,
    ),
    # a pawn put on a site: the site lit, the pawn's ghost beside it
    "venture_forth_site": Case("venture_forth", 3, target("site"), "[data-testid=vw-board] [data-preview-ghost]"),
    # venturing down a path: the path lit, the pawn's ghost setting out on it
    "venture_forth_path": Case(
        "venture_forth",
        3,
        lambda item, seat: item["target"]["zone"] == "path" and item["action"].startswith("venture "),
        "[data-testid=vw-board] [data-preview-ghost].vw-vf-pawn",
    ),
    # the explore token just revealed put beside a path: the path lit, the token's ghost on its
    # spot, its face as its placer knows it
    "venture_forth_token": Case(
        "venture_forth",
        3,
        lambda item, seat: item["target"]["zone"] == "path" and item["action"].startswith("token "),
        "[data-testid=vw-board] [data-preview-ghost] .vw-vf-token-face.vw-vf-known",
    ),
    # a card placed on the map: its ghost at the placement (a click on it places the card)
    "adventurous": Case(
        "adventurous",
        1,
        target("map"),
        "[data-testid=adv-map] [data-preview-ghost]",
        hint_button="adv-hint",
        hints="adv-hints",
    ),
    # a card aimed at another player: the card and the player's aim button lit; nothing put down
    "venture_2019": Case(
        "venture_2019",
        3,
        lambda item, seat: (
            item["target"]["zone"] in ("hand", "face_up") and item["target"].get("seat") not in (None, seat)
        ),
        None,
        two_steps=True,
    ),
}


def suggestions(case: Case) -> Callable[[list[dict[str, Any]], int], list[str]]:
    """The case's move first, then another legal move (of another element) if there is one."""

    def choose(legal: list[dict[str, Any]], seat: int) -> list[str]:
        first = next(item for item in legal if case.suggested(item, seat))
        other = [item["action"] for item in legal if item["target"] != first["target"]][:1]
        return [first["action"], *other]

    return choose


def case_table(case: Case) -> ChosenHints:
    def want(state, view) -> bool:
        return any(case.suggested(item, state.current_player) for item in offered(state, state.legal_actions()))

    found = find_position(want, players=case.players, game_id=case.game_id)
    table = ChosenHints(players=case.players, game_id=case.game_id)
    table.state, table.history, table.last, table.seat = found.state, found.history, found.last, found.seat
    table.choose = suggestions(case)
    return table


def lit(page) -> set[str]:
    """The lit elements of the table, each as what it sends (``action:…``) or picks (``select:…``)."""
    found: list[str] = page.evaluate(
        """() => [...document.querySelectorAll('[data-preview-lit]')].map((el) =>
            el.dataset.action !== undefined ? `action:${el.dataset.action}` : `select:${el.dataset.select}`)"""
    )
    return set(found)


# No motion is under way but the endless ones (the spinner): the cards are where they stay.
MOTION_OVER_JS = """() => document.getAnimations()
    .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity)"""
# The labels of the table's zones ("Your hand (5)") whose words the marks of a lit element (its
# outline and glow, as far as they reach outside it) cover.
COVERED_LABELS_JS = """() => {
    const reach = (el) => {
        const style = getComputedStyle(el);
        const outline = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
        const spread = [...style.boxShadow.matchAll(/(-?[\\d.]+)px/g)].map((m) => parseFloat(m[1]))[3] ?? 0;
        return Math.max(0, outline, spread);
    };
    const labels = [...document.querySelectorAll('.vw-root .vw-zone-label')];
    return [...document.querySelectorAll('[data-preview-lit]')]
        .filter((el) => !el.closest('svg'))
        .flatMap((el) => {
            const r = el.getBoundingClientRect();
            const d = reach(el);
            const covers = (l) =>
                l.left < r.right + d && l.right > r.left - d && l.top < r.bottom + d && l.bottom > r.top - d;
            const words = (label) => {
                const range = document.createRange();
                range.selectNodeContents(label);
                return range.getBoundingClientRect();
            };
            return labels
                .filter((label) => label.getClientRects().length && covers(words(label)))
                .map((label) => `${label.textContent} under ${el.dataset.action ?? el.dataset.select}`);
        });
}"""


@pytest.mark.parametrize(
    ("name", "scheme"),
    [(name, "light") for name in CASES] + [("venturesome", "dark"), ("venture_forth", "dark"), ("adventurous", "dark")],
)
def test_a_suggestion_is_shown_on_the_table_then_played(browser, artifacts, name, scheme):
    case = CASES[name]
    page = open_harness(browser, width=1000)
    try:
        in_scheme(page, scheme)
        table = case_table(case)
        legal = table.legal(table.seat)
        mount(page, table.traits())
        connect(page, table)
        page.get_by_test_id(case.hint_button).click()
        page.get_by_test_id(case.hints).wait_for()
        reply = hint_reply(table.state, 0, table.choose(legal, table.seat))
        best, other = reply["hints"][0], reply["hints"][1:]
        show = page.get_by_test_id(f"{case.hints}-0-show")
        assert show.inner_text() == "Show on the table"
        assert lit(page) == set()

        # the second suggestion, then the first: only the one shown now is lit
        if other:
            page.get_by_test_id(f"{case.hints}-1-show").click()
            assert f"action:{other[0]['action']}" in lit(page)
        show.focus()
        page.keyboard.press("Enter")  # the buttons are the keyboard's too
        expected = {f"action:{best['action']}"} | ({f"select:{best['target']['card']}"} if case.two_steps else set())
        assert lit(page) == expected
        if case.ghost:
            assert page.locator(case.ghost).count() == 1
        assert page.locator("[data-preview-ghost]").count() == (1 if case.ghost else 0)
        assert page.locator("[data-preview-lit]:visible").count() >= 1
        page.wait_for_function(MOTION_OVER_JS)  # a card picked for the preview glides to its place
        assert page.evaluate(COVERED_LABELS_JS) == []
        assert serious_violations(page) == []
        page.screenshot(path=str(artifacts / f"hint_preview_{name}_{scheme}.png"))

        # Escape ends it (and the card it picked); shown again, it is played by its second click
        page.keyboard.press("Escape")
        assert lit(page) == set()
        assert page.locator("[data-preview-ghost]").count() == 0
        assert page.locator(ROOT_SEL).get_attribute("data-selected") == ""
        page.get_by_test_id(f"{case.hints}-0-show").click()
        assert lit(page) == expected
        before = actions(page)
        page.get_by_test_id(f"{case.hints}-0-play").click()
        page.wait_for_function(f"Number(document.querySelector('{ROOT_SEL}').dataset.actions) > {before}")
        assert [m for m in sent(page) if m["kind"] == "act"] == [{"kind": "act", "action": best["action"]}]
        # a new decision: nothing shown any more
        assert lit(page) == set()
        assert page.locator("[data-preview-ghost]").count() == 0
        assert page.errors == []
    finally:
        page.close()


def test_a_lit_element_of_the_suggestion_shown_plays_it(page):
    case = CASES["wild_venture"]
    table = case_table(case)
    mount(page, table.traits())
    connect(page, table)
    page.get_by_test_id(case.hint_button).click()
    page.get_by_test_id(f"{case.hints}-0-show").click()
    (action,) = lit(page)
    before = actions(page)
    page.locator("[data-testid=vw-board] [data-preview-lit]").dispatch_event("click")  # an SVG space
    page.wait_for_function(f"Number(document.querySelector('{ROOT_SEL}').dataset.actions) > {before}")
    assert [f"action:{m['action']}" for m in sent(page) if m["kind"] == "act"] == [action]


def test_a_real_table_plays_the_suggestion_shown_once(page, monkeypatch):
    """The whole path with a real ``vw.Table`` behind the page: its hint, shown, then played."""
    pytest.importorskip("anywidget")
    from test_static_thinking import TRAITS, human_first, traits

    from venture_widgets.widgets import table as table_module

    monkeypatch.setattr(table_module, "hint_answer", functools.partial(table_module.hint_answer, **SEARCH))
    table = human_first(["human", "random", "random"])
    played = len(table.state.actions)
    synced = [name for name in TRAITS if name != "log"]

    def answer(message: dict[str, Any]) -> str:
        before = {name: getattr(table, name) for name in synced}
        custom: list[dict[str, Any]] = []
        table.send = lambda content, buffers=None: custom.append(content)  # type: ignore[method-assign]
        table._on_message(table, message, [])
        changed = {name: getattr(table, name) for name in synced if getattr(table, name) != before[name]}
        return json.dumps({"state": changed, "custom": custom})

    mount(page, traits(table))
    page.expose_function("pyMessage", answer)
    page.evaluate("window.checks.connectPython()")
    page.get_by_test_id("vw-hint-button").click()
    page.get_by_test_id("vw-hints-0-show").click()
    action = page.get_by_test_id("vw-hints-0-play").get_attribute("data-action")
    assert f"action:{action}" in lit(page)
    page.get_by_test_id("vw-hints-0-play").click()
    page.wait_for_function(f"Number(document.querySelector('{ROOT_SEL}').dataset.actions) > {played}")
    assert [m["action"] for m in sent(page) if m["kind"] == "act"] == [action]
    assert table.state.actions[played] == action
    assert lit(page) == set()
