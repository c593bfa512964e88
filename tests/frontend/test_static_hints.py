"""The hint panel of the built front end in Chromium (static harness, no Jupyter), answered by the
real hints (``hint_answer``, a short seeded search): at a table the Hint button lists the best
moves, each with its win rate (or the team's expected score) and its reason; in a lesson the
button asks what a strong player would do. Readable (axe-core: contrast, names) in the light and
the dark theme; screenshots go to ``$VW_ARTIFACTS`` (tests/conftest.py)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from frontend_support import EngineTable, connect, in_scheme, mount, open_harness, serious_violations

from venture_widgets.widgets.table import hint_answer

#: a short search bounded by iterations: the same answer on any machine
SEARCH = {"seconds": None, "iterations": 60, "seed": 0}


class HintTable(EngineTable):
    """The engine, answering ``hint`` as ``vw.Table`` does (with a short search)."""

    def answer(self, message: dict[str, Any], rng: random.Random) -> dict[str, Any]:
        if message["kind"] == "hint":
            decision = len(self.state.actions) + 1
            answer = hint_answer(self.state, self.seat, decision, **SEARCH)
            return {"state": {}, "custom": [answer, {"kind": "handled", "decision": decision}]}
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
        # a hint's line plays nothing: only the legal choices send an action
        page.locator('[data-testid="vw-hints"] li').first.click()
        assert page.evaluate("window.w.model.sent.filter((m) => m.kind === 'act').length") == 0
        assert page.errors == []
    finally:
        page.close()


def test_the_hint_button_takes_no_click_while_another_seat_decides(page):
    table = EngineTable(players=3, seed=2)
    table.seat = (table.state.current_player + 1) % 3
    mount(page, table.traits())
    assert page.get_by_test_id("vw-hint-button").is_disabled()


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
    page.evaluate("window.w.model.receiveCustom({kind: 'handled'})")
    page.get_by_test_id("vw-hints").wait_for()
    assert page.locator('[data-testid="vw-hints"] li').count() == 1
    assert page.get_by_test_id("vw-hints-reason-0").inner_text() == reply["hints"][0]["reason"]
    assert page.get_by_test_id("vw-hints").get_attribute("aria-label") == "What a strong player would do"
    page.get_by_test_id("vw-hint-panel").screenshot(path=str(artifacts / "strong_move.png"))
