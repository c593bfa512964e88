"""The bot thinking and the level picker of the built front end in Chromium, fed with the traits
of a real ``vw.Table`` (no Jupyter): "Seat 1 (expert bot) is thinking…" in a status region of the
header while ``status.thinking`` names a seat, in both themes and with reduced motion; a select of
levels per bot seat whose picks New game sends. Screenshots go to ``artifacts``."""

from __future__ import annotations

from typing import Any

import pytest
from frontend_support import ROOT_SEL, in_scheme, mount, sent, serious_violations, update

pytest.importorskip("anywidget")

from venture_widgets.agents import LEVEL_NAMES
from venture_widgets.widgets import Table

TRAITS = (
    "widget_kind", "game_id", "catalog", "seat", "view", "legal", "unavailable", "log", "log_state", "events",
    "status", "seats", "error", "levels",
)  # fmt: skip
THINKING = "vw-bot-thinking"


def traits(table: Table) -> dict[str, Any]:
    """What the widget syncs to the browser (and its log, which the page serves)."""
    return {name: getattr(table, name) for name in TRAITS}


def human_first(seats: list[str]) -> Table:
    """A table whose person moves first: no bot moves (or thinks) before the test says."""
    return Table("venturesome", seats=seats, seed=4, first_player=0)


def while_thinking(table: Table, seat: int) -> dict[str, Any]:
    """The traits a table in a kernel syncs while the bot of ``seat`` thinks (the person's turn
    passed to it): waiting, nothing to choose, the seat named in ``status.thinking``."""
    status = {**table.status, "phase": "waiting", "to_move": seat, "thinking": seat, "decision": 99}
    return {**traits(table), "status": status, "legal": [], "unavailable": []}


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_seat_thinking_is_said_in_a_status_region_until_its_move_comes(page, artifacts, scheme):
    table = human_first(["human", "expert", "mcts:300"])
    in_scheme(page, scheme)
    mount(page, while_thinking(table, 1))
    region = page.get_by_test_id(THINKING)
    assert region.inner_text() == "Seat 1 (expert bot) is thinking…"
    assert (region.get_attribute("role"), region.get_attribute("aria-live")) == ("status", "polite")
    assert page.get_by_test_id("vw-status").is_hidden()  # the region says who the table waits for
    assert page.locator(ROOT_SEL).get_attribute("data-bot-thinking") == "1"
    spinner = region.locator(".vw-spinner")
    assert spinner.get_attribute("aria-hidden") == "true"
    assert spinner.evaluate("e => getComputedStyle(e).animationName") == "vw-spin"
    page.locator(".vw-header").screenshot(path=artifacts / f"bot_thinking_{scheme}.png")
    assert serious_violations(page) == []
    page.emulate_media(reduced_motion="reduce")
    assert spinner.evaluate("e => getComputedStyle(e).animationName") == "none"
    page.emulate_media(reduced_motion="no-preference")
    kept = region.element_handle()
    update(page, traits(table))  # the move came: the person decides
    page.wait_for_function(f"document.querySelector('{ROOT_SEL}').dataset.botThinking === ''")
    assert region.inner_text() == "" and region.is_hidden()
    assert kept.evaluate("e => e.isConnected")  # the same region stays, for screen readers to hear the next
    assert page.get_by_test_id("vw-status").inner_text() == "Your decision."


def test_a_bot_seat_picks_a_level_that_new_game_sends(page, artifacts):
    table = human_first(["human", "hard", "mcts:300"])
    mount(page, traits(table))
    assert page.get_by_test_id("vw-level-0").count() == 0  # a person has no level
    hard, other = page.get_by_test_id("vw-level-1"), page.get_by_test_id("vw-level-2")
    options = "e => [...e.options].map((o) => o.value)"
    assert hard.input_value() == "hard" and hard.evaluate(options) == list(LEVEL_NAMES)
    assert other.input_value() == "mcts:300" and other.evaluate(options) == ["mcts:300", *LEVEL_NAMES]
    new_game = page.get_by_test_id("vw-new-game")
    assert "vw-primary" not in new_game.get_attribute("class")
    hard.select_option("expert")
    page.get_by_test_id("vw-levels-pending").wait_for()
    assert "vw-primary" in new_game.get_attribute("class") and sent(page) == []  # the game in progress goes on
    page.locator(".vw-header").screenshot(path=artifacts / "level_picked.png")
    assert serious_violations(page) == []
    new_game.click()
    (message,) = sent(page)
    assert message == {"kind": "new_game", "seats": ["human", "expert", "mcts:300"]}
    table._on_message(table, page.evaluate("window.w.model.sent.at(-1)"), [])  # Python takes it
    assert table.error == "" and table.match.kinds == ["human", "expert", "mcts:300"]
    update(page, traits(table))
    page.get_by_test_id("vw-levels-pending").wait_for(state="detached")
    assert hard.input_value() == "expert" and "vw-primary" not in new_game.get_attribute("class")
