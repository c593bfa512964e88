"""A notebook saved with its widget state shows the log without a kernel (js/CONTRACT.md, "The log").

The log is not a trait: Python sends each update's new events only. So each view keeps what it
received in the model attribute ``saved_log``, set in the browser and never sent to Python (no
``save_changes``), which the saved widget state holds like any other attribute. A view drawn from
that state alone (nbviewer, a static render: no kernel to ask) shows the whole log.
"""

from __future__ import annotations

import json
import random
from typing import Any

from frontend_support import EngineTable, log_requests, mount, open_harness, update


def played(page, moves: int = 6) -> dict[str, Any]:
    """The traits of a Wild Venture table mounted and played for ``moves`` of the viewer's moves
    (bots reply)."""
    table = EngineTable(players=2, seed=4, game_id="wild_venture")
    rng = random.Random(4)
    traits = table.traits()
    mount(page, traits)
    for _ in range(moves):
        traits = table.act_and_bots(rng.choice(table.state.legal_actions()), rng)
        update(page, traits)
    return traits


def saved_widget_state(page) -> dict[str, Any]:
    """The model's attributes, through JSON, as "Save widget state" stores them."""
    return json.loads(page.evaluate("JSON.stringify(window.w.model.state)"))


def log_texts(page) -> list[str]:
    return page.get_by_test_id("vw-log").locator(".vw-log-text").all_inner_texts()


def test_the_saved_state_holds_the_log_received_and_python_gets_none_of_it(page):
    traits = played(page)
    saved = saved_widget_state(page)["saved_log"]
    assert saved == {"epoch": traits["log_state"]["epoch"], "events": traits["log"]}
    # kept in the browser only: nothing is sent to Python per move but the view's (absent) requests
    assert page.evaluate("window.w.model.saved") == []
    assert log_requests(page) == []


def test_a_view_drawn_from_the_saved_state_without_a_kernel_shows_the_whole_log(page, browser):
    traits = played(page)
    state = saved_widget_state(page)
    static = open_harness(browser)
    try:
        static.evaluate(
            "async ([url, state]) => { window.w = await window.mount(url, state, ''); }",
            ["http://widget.test/venture_widgets.js", state],
        )
        assert log_texts(static) == [event["text"] for event in traits["log"]]
        assert log_requests(static) == [], "nobody to ask, and no need to"
        assert static.errors == []
    finally:
        static.close()


def test_a_rewritten_log_replaces_the_saved_one(page):
    traits = played(page, moves=3)
    shorter = traits["log"][:2]
    update(page, {"log": shorter, "events": [], "log_state": {"epoch": 99_999, "length": 2, "events_at": None}})
    assert saved_widget_state(page)["saved_log"] == {"epoch": 99_999, "events": shorter}
    assert log_texts(page) == [event["text"] for event in shorter]
