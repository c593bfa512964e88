"""The built front end in Chromium, fed with traits from the real engine (no Jupyter).

Each test mounts ``venture_widgets/widgets/static/venture_widgets.js`` in the static harness
with a fake anywidget model whose traits come from ``EngineTable`` (``state.observe(seat)``,
the legal actions with ``state.describe``, the observed log), then checks what a player sees
and what the view sends back. Screenshots go to ``$VW_SCREENSHOTS`` (default: a pytest
temporary directory); the click-to-render figures are printed (run with ``-s`` to see them).
"""

from __future__ import annotations

import random
import statistics
from collections import Counter

import pytest
from frontend_support import (
    EngineTable,
    answered,
    connect,
    connect_to,
    log_requests,
    mount,
    open_harness,
    own_second_turn,
    sent,
    sent_raw,
    update,
)

ROOT_SEL = '[data-testid="vw-root"]'
# From now on: count the highlights (class vw-flash added) under the root in window.__vwFlashes,
# and keep the page's pending timers in window.__vwTimers, so that a test can wait until every
# timer an update scheduled (the highlights are staggered with timers) has run, however slow
# the machine, instead of sleeping.
WATCH_HIGHLIGHTS_JS = """(rootSel) => {
    window.__vwFlashes = 0;
    new MutationObserver((records) => {
        window.__vwFlashes += records.filter((r) => r.target.classList.contains('vw-flash')).length;
    }).observe(document.querySelector(rootSel), { attributes: true, attributeFilter: ['class'], subtree: true });
    const pending = (window.__vwTimers = new Set());
    const { setTimeout: set, clearTimeout: clear } = window;
    window.setTimeout = (callback, ms, ...args) => {
        const id = set(() => { pending.delete(id); callback(...args); }, ms);
        pending.add(id);
        return id;
    };
    window.clearTimeout = (id) => { pending.delete(id); clear(id); };
}"""
CHECKS_PER_KIND = 4  # positions checked per kind of decision and player count
PLAYER_COUNTS = (2, 3, 4, 5)
ALL_KINDS = {
    "play",
    "threat",
    "own_card_not_played",
    "other_player",
    "hand_card",
    "hand_card_to_return",
    "other_expedition_card",
    "intimidation_card",
    "adjacent_pair",
}


def decision_positions(players: int, seed: int):
    """Every decision of a random game, as (table seen by the deciding seat, decision kind)."""
    table = EngineTable(players=players, seed=seed)
    rng = random.Random(seed)
    while not table.state.is_over:
        table.seat = table.state.current_player
        yield table, table.state.observe(table.seat)["decision"]["kind"]
        table.apply(rng.choice(table.state.legal_actions()))


def test_every_legal_action_has_one_element_that_sends_it(page):
    """At every decision of random games of 2 to 5 players until each kind of decision has been
    met at each player count, the first few of each kind at each count checked in full."""
    mount(page, EngineTable().traits())
    met: Counter[tuple[int, str]] = Counter()
    problems: list[str] = []
    games = [(players, seed) for seed in range(1, 9) for players in PLAYER_COUNTS]
    for players, seed in games:
        for table, kind in decision_positions(players, seed):
            met[players, kind] += 1
            if met[players, kind] > CHECKS_PER_KIND:
                continue
            traits = table.traits()
            update(page, traits)
            found = page.evaluate("window.checks.checkTable", {"legal": traits["legal"], "view": traits["view"]})
            problems += [f"{players}p seed {seed}, {kind}: {p}" for p in found]
        if all(met[count, kind] for count in PLAYER_COUNTS for kind in ALL_KINDS):
            break
    assert problems == []
    assert {kind for _, kind in met} == ALL_KINDS


def test_other_hands_are_backs_with_counts(page):
    table = EngineTable(players=3, seed=1)
    mount(page, table.traits())
    for seat in (1, 2):
        hand = page.get_by_test_id(f"vw-hand-{seat}")
        assert hand.get_attribute("data-count") == "6"
        assert hand.locator(".vw-back").count() == 6
        assert hand.locator("[data-card]").count() == 0
    own = page.get_by_test_id("vw-hand-0")
    assert sorted(own.locator("[data-card]").evaluate_all("els => els.map(e => e.dataset.card)")) == sorted(
        set(table.state.observe(0)["seats"][0]["hand"])
    )


def test_play_is_a_card_then_an_end_and_other_cards_do_nothing(page):
    table = own_second_turn()
    traits = table.traits()
    mount(page, traits)
    selectors = page.locator("[data-select]")
    codes = selectors.evaluate_all("els => els.map(e => e.dataset.select)")
    assert codes, "no playable card"
    inert = page.get_by_test_id("vw-hand-0").locator(".vw-card:not(.vw-choice)")
    for i in range(inert.count()):
        inert.nth(i).click(force=True)
    assert page.locator('[data-testid="vw-expedition-0"] .vw-end').count() == 0
    selectors.first.click()
    assert page.locator(ROOT_SEL).get_attribute("data-selected") == codes[0]
    assert "choose the left or right end" in page.get_by_test_id("vw-prompt").inner_text()
    page.locator('[data-testid="vw-expedition-0"] .vw-end[data-side="right"]').click()
    assert sent(page) == [{"kind": "act", "action": f"play {codes[0]} right"}]


def test_keyboard_tab_and_enter(page):
    table = own_second_turn()
    mount(page, table.traits())
    page.locator("body").focus()
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.dataset.select !== undefined"):
            break
    code = page.evaluate("document.activeElement.dataset.select")
    assert code, "Tab never reached a playable card"
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.dataset.side") == "left"  # focus moved to the first end
    page.keyboard.press("Tab")
    page.keyboard.press("Shift+Tab")
    page.keyboard.press(" ")
    assert sent(page) == [{"kind": "act", "action": f"play {code} left"}]
    page.keyboard.press("Escape")
    assert page.locator(".vw-end").count() == 0
    # the list of options below the table works by keyboard too
    page.get_by_test_id("vw-legal-0").focus()
    page.keyboard.press("Enter")
    assert sent(page)[-1] == {"kind": "act", "action": table.state.legal_actions()[0]}


def test_a_click_goes_to_python_and_the_answer_is_drawn(page):
    table = own_second_turn()
    mount(page, table.traits())
    connect(page, table, 5)
    page.evaluate(WATCH_HIGHLIGHTS_JS, ROOT_SEL)
    before = int(page.locator(ROOT_SEL).get_attribute("data-actions"))
    log_before = page.locator('[data-testid="vw-log"] li').count()
    page.locator("[data-select]").first.click()
    page.locator('.vw-end[data-side="left"]').click()
    page.wait_for_function(f"document.querySelector('{ROOT_SEL}').dataset.actions !== '{before}'")
    assert int(page.locator(ROOT_SEL).get_attribute("data-actions")) == len(table.state.actions) > before
    assert page.locator('[data-testid="vw-log"] li').count() > log_before
    # screen readers hear the news and the prompt: the news once the update's events have come
    # (an update may draw before its events arrive, on a loaded machine)
    news = table.traits()["events"][-1]["text"]
    heard = "news => document.querySelector('[data-testid=vw-announce]').textContent.includes(news)"
    page.wait_for_function(heard, arg=news)
    assert page.get_by_test_id("vw-prompt").inner_text() in page.get_by_test_id("vw-announce").text_content()
    page.wait_for_function("window.__vwFlashes > 0")  # the update's events are highlighted


def test_the_recap_strip_does_not_take_back_what_the_live_region_said(page):
    """An update's own events are spoken with the prompt; the recap strip then tells the other
    seats' moves step by step, and each step redraws the table: the live region keeps the news."""
    table = own_second_turn()
    traits = table.traits()
    mount(page, traits)
    mine = {"type": "deal", "rule": "round.deal", "text": "You are dealt a card.", "seat": 0}
    theirs = [{"type": "deal", "rule": "round.deal", "text": f"Seat 1 is dealt card {n}.", "seat": 1} for n in (1, 2)]
    update(page, {"events": [mine, *theirs], "log": [*traits["log"], mine, *theirs]})
    page.wait_for_function("document.querySelector('.vw-recap-count')?.textContent === '2/2'")  # both steps told
    assert mine["text"] in page.get_by_test_id("vw-announce").text_content()
    assert page.get_by_test_id("vw-prompt").inner_text() in page.get_by_test_id("vw-announce").text_content()


def test_reduced_motion_turns_the_highlight_off(page):
    table = own_second_turn()
    mount(page, table.traits())
    page.evaluate(WATCH_HIGHLIGHTS_JS, ROOT_SEL)
    # the viewer's own events are flashed (the other seats' are told one by one by the recap strip)
    news = [{"type": "deal", "rule": "round.deal", "text": "x", "seat": 0}]
    update(page, {"events": news})
    page.wait_for_function("window.__vwFlashes > 0")  # with motion, an update is highlighted
    page.wait_for_function("window.__vwTimers.size === 0")  # and its highlights have all started
    page.emulate_media(reduced_motion="reduce")
    page.evaluate("window.__vwFlashes = 0")
    update(page, {"events": [*news, {"type": "deal", "rule": "round.deal", "text": "y", "seat": 0}]})
    page.wait_for_function("window.__vwTimers.size === 0")  # every timer the update set has run
    assert page.evaluate("window.__vwFlashes") == 0


def test_the_next_update_ends_the_highlights_of_the_last_one(page):
    """An element that stays drawn keeps its highlight class only until the next update: even one
    whose highlight cannot end by itself (here: paused) is cleared then."""
    table = own_second_turn()
    mount(page, table.traits())
    page.evaluate(WATCH_HIGHLIGHTS_JS, ROOT_SEL)
    page.add_style_tag(content=".vw-flash { animation-play-state: paused !important; }")
    # the viewer's own events are flashed (the other seats' are told one by one by the recap strip)
    update(page, {"events": [{"type": "deal", "rule": "round.deal", "text": "x", "seat": 0}]})
    page.wait_for_function("window.__vwTimers.size === 0")  # every highlight has started
    assert page.locator(".vw-flash").count() > 0
    update(page, {"events": []})
    assert page.locator(".vw-flash").count() == 0


def finished_game(players: int = 3, seed: int = 3) -> EngineTable:
    table = EngineTable(players=players, seed=seed)
    table.play_random(random.Random(seed))
    return table


def test_score_sheet_at_the_end(page, artifacts):
    table = finished_game()
    traits = table.traits()
    mount(page, traits)
    outcome = traits["view"]["outcome"]
    sheet = page.get_by_test_id("vw-score-sheet")
    assert sheet.is_visible()
    rows = sheet.locator("tbody tr").evaluate_all("rows => rows.map(r => r.dataset.category)")
    assert rows == ["gems", "artifacts", "artifact_sets", "maps", "cards", "total"]
    totals = sheet.locator('tr[data-category="total"] td').all_inner_texts()
    assert totals == [str(s["total"]) for s in outcome["scores"]]
    reasons = page.get_by_test_id("vw-reasoning").locator("li").all_inner_texts()
    assert [r.split(" ", 1)[1] for r in reasons] == [step["text"] for step in outcome["reasoning"]]
    assert page.locator(ROOT_SEL).get_attribute("data-phase") == "over"
    for seat in range(3):  # every treasure pile can be browsed at the end
        assert page.get_by_test_id(f"vw-treasure-{seat}").evaluate("e => e.tagName") == "DETAILS"
    page.locator(ROOT_SEL).screenshot(path=artifacts / "score_sheet_light.png")
    page.evaluate("document.documentElement.classList.add('jp-dark')")
    page.locator(ROOT_SEL).screenshot(path=artifacts / "score_sheet_dark.png")


def test_tie_break_reasoning_is_listed(page):
    table = finished_game()
    traits = table.traits()
    traits["view"]["outcome"]["reasoning"] = [
        {"rule": "scoring.most_points", "seats": [0, 1], "text": "Most points: 10, seats 0, 1."},
        {"rule": "scoring.tiebreak_cards", "seats": [1], "text": "Tie between seats 0, 1: seat 1 has the fewest."},
        {"rule": "scoring.winner", "seats": [1], "text": "Seat 1 wins."},
    ]
    mount(page, traits)
    items = page.get_by_test_id("vw-reasoning").locator("li")
    assert items.count() == 3
    assert items.nth(1).inner_text() == "scoring.tiebreak_cards Tie between seats 0, 1: seat 1 has the fewest."


def test_a_tie_break_rule_on_the_score_sheet_opens_the_rules_panel_there(page):
    table = finished_game()
    traits = table.traits()
    traits["view"]["outcome"]["reasoning"] = [
        {"rule": "scoring.tiebreak_cards", "seats": [1], "text": "Tie between seats 0, 1: seat 1 has the fewest."},
    ]
    mount(page, traits)
    panel = page.get_by_test_id("vw-rules")
    assert panel.evaluate("d => d.open") is False
    tag = page.get_by_test_id("vw-reasoning").locator('[data-rule="scoring.tiebreak_cards"]')
    assert tag.evaluate("e => e.tagName") == "BUTTON"
    assert "open it in the rules reference" in (tag.get_attribute("aria-label") or "")
    tag.click()
    assert panel.evaluate("d => d.open") is True
    entry = panel.locator('[data-rule-anchor="scoring.tiebreak_cards"]')
    assert entry.get_attribute("aria-current") == "true"
    assert page.evaluate("document.activeElement.dataset.ruleAnchor") == "scoring.tiebreak_cards"


def test_handoff_hides_the_table(page):
    table = own_second_turn()
    mount(page, table.traits(phase="handoff"))
    assert page.get_by_test_id("vw-table").count() == 0
    assert page.locator("[data-card]").count() == 0
    assert page.get_by_test_id("vw-log").count() == 0
    assert "Pass the screen to Seat 0" in page.get_by_test_id("vw-handoff").inner_text()
    page.get_by_test_id("vw-handoff-confirm").click()
    assert sent(page) == [{"kind": "handoff"}]
    update(page, table.traits())
    assert page.get_by_test_id("vw-table").is_visible()


def test_error_is_shown(page):
    table = EngineTable()
    mount(page, table.traits(error="'dance' is not a legal action"))
    error = page.get_by_test_id("vw-error")
    assert error.inner_text() == "'dance' is not a legal action"
    assert error.get_attribute("role") == "alert"
    update(page, {"error": ""})
    assert page.get_by_test_id("vw-error").count() == 0


def test_undo_and_new_game_send_messages(page):
    table = own_second_turn()
    mount(page, table.traits())
    page.get_by_test_id("vw-undo").click()
    update(page, table.traits())  # Python's answer: the next click is taken again
    page.get_by_test_id("vw-new-game").click()
    assert sent(page) == [{"kind": "undo"}, {"kind": "new_game"}]
    update(page, {"status": {**table.traits()["status"], "can_undo": False}})
    assert page.get_by_test_id("vw-undo").is_disabled()


def test_a_click_names_the_decision_and_a_second_click_waits_for_python(page):
    """One click, one message: it carries ``status.decision``; until Python answers (an update
    or its ``handled`` message) the clicked element is disabled and nothing more is sent."""
    table = own_second_turn()
    traits = table.traits()
    mount(page, traits)
    first = page.get_by_test_id("vw-legal-0")
    first.click()
    first.click(force=True)  # a double click
    page.get_by_test_id("vw-legal-1").click(force=True)  # an impatient second choice
    page.get_by_test_id("vw-undo").click(force=True)
    assert sent_raw(page) == [
        {"kind": "act", "action": table.legal(0)[0]["action"], "decision": traits["status"]["decision"]}
    ]
    assert first.get_attribute("aria-disabled") == "true" and "vw-sent" in first.get_attribute("class")
    assert page.locator(ROOT_SEL).get_attribute("data-waiting") == "true"
    answered(page)  # refused: no trait changed
    page.wait_for_function(f"document.querySelector('{ROOT_SEL}').dataset.waiting === undefined")
    assert page.get_by_test_id("vw-legal-0").get_attribute("aria-disabled") is None
    page.get_by_test_id("vw-legal-1").click()
    assert [message["action"] for message in sent_raw(page)] == [table.legal(0)[i]["action"] for i in (0, 1)]


THINKING = '[data-testid="vw-thinking"]'
# From now on: count in window.__vwThought how often the thinking indicator showed its words.
WATCH_THINKING_JS = """(sel) => {
    window.__vwThought = 0;
    const region = document.querySelector(sel);
    new MutationObserver(() => { if (region.textContent) window.__vwThought += 1; })
        .observe(region, { childList: true, subtree: true, characterData: true });
}"""


def test_thinking_shows_while_python_is_slow_and_goes_with_its_answer(page):
    """A message Python answers at once shows nothing; one it has not answered after a moment shows
    "Thinking…" in a status region until the answer (its ``handled`` message, or new traits)."""
    table = own_second_turn()
    traits = table.traits()
    mount(page, traits)
    region = page.locator(THINKING)
    assert region.get_attribute("role") == "status" and region.get_attribute("aria-live") == "polite"
    page.evaluate(WATCH_HIGHLIGHTS_JS, ROOT_SEL)  # keeps the pending timers in window.__vwTimers
    page.evaluate(WATCH_THINKING_JS, THINKING)
    # the fake kernel answers each message at once
    page.evaluate("() => { window.w.model.onSend = (m) => [{ kind: 'handled', ref: m.ref }]; }")
    page.get_by_test_id("vw-legal-0").click()
    page.wait_for_function(f"document.querySelector('{ROOT_SEL}').dataset.waiting === undefined")
    page.wait_for_function("window.__vwTimers.size === 0")  # the indicator's timer is gone, not pending
    assert page.evaluate("window.__vwThought") == 0 and region.inner_text() == ""
    # from now on the fake kernel answers only when the test says so
    page.evaluate("window.w.model.onSend = null")
    for answer in (lambda: answered(page), lambda: update(page, table.traits())):
        page.get_by_test_id("vw-legal-1").click()
        words = region.locator(".vw-thinking")
        words.wait_for(state="visible")
        assert words.inner_text() == "Thinking…"
        assert page.locator(ROOT_SEL).get_attribute("data-thinking") == "true"
        answer()
        words.wait_for(state="detached")
        assert page.locator(ROOT_SEL).get_attribute("data-thinking") is None
    assert page.evaluate("window.__vwThought") == 2
    assert len(sent(page)) == 3


def test_theme_variables_switch_light_and_dark(page, artifacts):
    table = EngineTable(players=4, seed=2)
    table.play_random(random.Random(2), until=lambda s: len(s.actions) >= 14 and s.current_player == 0)
    mount(page, table.traits())
    colours = "e => { const s = getComputedStyle(e); return [s.backgroundColor, s.color]; }"
    root = page.locator(ROOT_SEL)
    light = root.evaluate(colours)
    root.screenshot(path=artifacts / "table_light.png")
    page.evaluate("document.documentElement.classList.add('jp-dark')")
    dark = root.evaluate(colours)
    root.screenshot(path=artifacts / "table_dark.png")
    assert light == ["rgb(255, 255, 255)", "rgba(0, 0, 0, 0.87)"]
    assert dark == ["rgb(33, 33, 33)", "rgba(255, 255, 255, 0.87)"]
    print(f"\nartifacts in {artifacts}")


@pytest.mark.parametrize("width", [700, 420])
def test_fits_the_cell_width(browser, width, artifacts):
    page = open_harness(browser, width=width)
    table = EngineTable(players=5, seed=4)
    table.play_random(random.Random(4), until=lambda s: len(s.actions) >= 20 and s.current_player == 0)
    mount(page, table.traits())
    root = page.locator(ROOT_SEL)
    overflow = root.evaluate("e => [e.scrollWidth, e.clientWidth]")
    root.screenshot(path=artifacts / f"table_5p_{width}px.png")
    page.close()
    assert overflow[0] <= overflow[1], f"wider than the {width} px cell: {overflow}"


def test_replay_controls(page):
    table = finished_game()
    traits = {**table.traits(), "widget_kind": "replay", "legal": []}
    traits["replay"] = {"index": 5, "count": len(traits["log"]), "action": 2, "actions": len(table.state.actions)}
    mount(page, traits)
    assert page.get_by_test_id("vw-undo").count() == 0
    for button in ("vw-replay-next", "vw-replay-prev", "vw-replay-play"):
        page.get_by_test_id(button).click()
        answered(page)
    page.get_by_test_id("vw-replay-slider").fill("9")
    assert sent(page) == [
        {"kind": "seek", "index": 6},
        {"kind": "seek", "index": 4},
        {"kind": "play_from_here"},
        {"kind": "seek", "index": 9},
    ]
    assert page.locator('[data-log-index="5"]').get_attribute("aria-current") == "step"
    assert page.get_by_test_id("vw-replay-position").inner_text().startswith("Event 6 of ")
    assert page.get_by_test_id("vw-prompt").inner_text() == traits["log"][5]["text"]


def test_tutorial_panel(page):
    tutor = {
        "lesson": "turn",
        "title": "A turn",
        "step": 2,
        "steps": 12,
        "kind": "ask",
        "text": "You play **one** card.\n\n- at the *left* end\n- or the right end",
        "question": {"prompt": "Where may a card go?", "options": ["Anywhere", "At an end"]},
        "feedback": {"ok": False, "text": "Not between cards."},
        "can_next": False,
    }
    mount(page, {**EngineTable().traits(), "widget_kind": "tutorial", "tutor": tutor})
    assert page.get_by_test_id("vw-tutor-text").locator("strong").inner_text() == "one"
    assert page.get_by_test_id("vw-tutor-text").locator("li").count() == 2
    assert page.get_by_test_id("vw-tutor-step").inner_text() == "Step 2 of 12"  # steps count from 1
    assert page.get_by_test_id("vw-tutor-feedback").get_attribute("data-ok") == "false"
    assert page.get_by_test_id("vw-tutor-next").is_disabled()
    # a question, not a move: nobody is said to be deciding
    assert page.get_by_test_id("vw-prompt").inner_text() == "Answer the question above."
    assert page.get_by_test_id("vw-status").inner_text() == "Lesson"
    page.get_by_test_id("vw-tutor-option-1").click()
    answered(page)
    page.get_by_test_id("vw-tutor-restart").click()
    update(page, {"tutor": {**tutor, "kind": "say", "question": None, "feedback": None, "can_next": True}})
    assert page.get_by_test_id("vw-prompt").inner_text() == "Read the step above, then press Next."
    page.get_by_test_id("vw-tutor-next").click()
    assert sent(page) == [{"kind": "answer", "option": 1}, {"kind": "restart"}, {"kind": "next"}]


def test_render_cleanup_removes_every_listener(page):
    mount(page, EngineTable().traits())
    assert page.evaluate("window.w.model.listenerCount()") > 0
    page.evaluate("window.w.destroy()")
    assert page.evaluate("window.w.model.listenerCount()") == 0
    assert page.locator(ROOT_SEL).count() == 0


def test_click_to_render_time(page, record_property):
    """Measured, not asserted: a model change until drawn, a local click (pick a card) until drawn,
    and a click answered by Python (engine + random bots through the page bridge) until drawn."""
    table = own_second_turn()
    mount(page, table.traits())
    rng = random.Random(9)
    states = []
    while not table.state.is_over and len(states) < 30:
        states.append(table.act_and_bots(rng.choice(table.state.legal_actions()), rng))
    live = own_second_turn()
    connect(page, live, rng)
    figures = page.evaluate(
        "window.checks.measure", {"states": states, "start": live.traits(), "clicks": 40, "roundTrips": 15}
    )
    for name, samples in figures.items():
        median = statistics.median(samples)
        record_property(f"{name}_median_ms", median)
        print(f"\n{name}: median {median:.2f} ms, max {max(samples):.2f} ms (n={len(samples)})", end="")
    print()


CONTRACT_TRAITS = (
    "widget_kind",
    "game_id",
    "catalog",
    "seat",
    "view",
    "legal",
    "log_state",
    "events",
    "status",
    "seats",
)


@pytest.fixture
def python_table(page):
    """The real ``vw.Table`` behind the page: the view's messages go to its ``on_msg`` handler
    (ipywidgets' dispatcher, as in the static-harness recipe) and its traits come back."""
    pytest.importorskip("anywidget", reason="the widget classes need anywidget")
    from venture_widgets.widgets import Table

    def start(**kwargs):
        widget = Table("venturesome", **kwargs)

        def state():
            return {name: getattr(widget, name) for name in (*CONTRACT_TRAITS, "error")}

        custom: list[dict] = []
        widget.send = lambda content, buffers=None: custom.append(content)

        def on_message(content):
            custom.clear()
            widget._handle_custom_msg(content, [])
            return {"state": state(), "custom": list(custom)}

        mount(page, {**state(), "log": widget.log})  # the page answers the first request for the log
        connect_to(page, on_message)
        return widget

    return start


def test_real_table_widget_plays_undoes_and_reports_errors(page, python_table):
    widget = python_table(seats=["human", "greedy", "greedy"], seed=1)
    root = page.locator(ROOT_SEL)
    assert root.get_attribute("data-phase") == "play"
    page.get_by_test_id("vw-legal-0").click()
    page.wait_for_function(f"document.querySelector('{ROOT_SEL}').dataset.actions !== '0'")
    assert root.get_attribute("data-actions") == str(len(widget.state.actions))
    assert len(widget.state.actions) > 1  # the bots answered in Python
    page.evaluate(
        "window.w.model.send({kind: 'act', action: 'dance', decision: window.w.model.get('status').decision})"
    )
    page.get_by_test_id("vw-error").wait_for()
    assert "dance" in page.get_by_test_id("vw-error").inner_text()
    page.get_by_test_id("vw-undo").click()
    page.wait_for_function(f"document.querySelector('{ROOT_SEL}').dataset.actions === '0'")
    assert widget.state.actions == []


def test_real_hot_seat_table_hands_off(page, python_table):
    widget = python_table(seats=["human", "human"], seed=2)
    assert page.get_by_test_id("vw-table").count() == 0
    page.get_by_test_id("vw-handoff-confirm").click()
    page.get_by_test_id("vw-table").wait_for()
    seat = widget.state.current_player
    assert page.locator(ROOT_SEL).get_attribute("data-seat") == str(seat)
    assert page.get_by_test_id(f"vw-hand-{seat}").locator(".vw-back").count() == 0
    assert page.get_by_test_id(f"vw-hand-{1 - seat}").locator("[data-card]").count() == 0


# Every log line drawn by each view of the page, in order (the first view is mount()'s).
LOG_LINES_JS = """() => [...document.querySelectorAll('[data-testid="vw-root"]')].map((root) =>
    [...root.querySelectorAll('[data-testid="vw-log"] .vw-log-text')].map((line) => line.textContent))"""
# Whether each of ``views`` views draws ``count`` log lines.
LOG_COUNT_JS = f"""([views, count]) => {{
    const lines = ({LOG_LINES_JS})();
    return lines.length === views && lines.every((view) => view.length === count);
}}"""
# A second view of the same model, as when a widget is displayed twice (anywidget's render again).
# ``forget``: the model forgets the log it keeps (saved_log) just before the view starts, in the same
# task, so that no other view's redraw can put it back in between (a busy machine leaves them time)
SECOND_VIEW_JS = """async ([url, forget]) => {
    const el = document.createElement('div');
    document.getElementById('root').append(el);
    const widget = (await import(url)).default;
    if (forget) window.w.model.set('saved_log', null);
    widget.render({ model: window.w.model, el });
}"""


def test_real_table_views_keep_the_log_from_its_new_events_and_catch_up_when_new(page, python_table):
    widget = python_table(seats=["human", "greedy", "greedy"], seed=4)

    def shown(views: int) -> None:
        """Wait until ``views`` views draw as many log lines as the widget's log; check their text."""
        page.wait_for_function(LOG_COUNT_JS, arg=[views, len(widget.log)])
        assert page.evaluate(LOG_LINES_JS) == [[event["text"] for event in widget.log]] * views

    def click(testid: str) -> None:
        before = widget.status["decision"]
        page.locator(ROOT_SEL).first.get_by_test_id(testid).click()
        page.wait_for_function(f"window.w.model.get('status').decision !== {before}")

    shown(1)
    for _ in range(3):
        click("vw-legal-0")
        shown(1)
    asked = len(log_requests(page))
    page.evaluate(SECOND_VIEW_JS, ["http://widget.test/venture_widgets.js", False])  # a second view of the model
    shown(2)
    assert len(log_requests(page)) == asked  # it starts from the log the model keeps (saved_log)
    page.evaluate(SECOND_VIEW_JS, ["http://widget.test/venture_widgets.js", True])  # a view with nothing yet
    shown(3)
    assert len(log_requests(page)) == asked + 1  # it asked once
    click("vw-legal-0")
    shown(3)
    click("vw-undo")  # the log shrinks: a new epoch, every view asks
    shown(3)
    click("vw-new-game")  # a new game's events are its whole log
    shown(3)
