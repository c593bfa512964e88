"""The recap strip ("what just happened") and the rules panel in Chromium (static harness).

The traits come from the real engine (``EngineTable``); a click goes to Python and the bots
answer (``checks.connectPython``). A recorder in the page notes every line the strip shows
(``data-event``: the log index of the event told), so the tests wait for states (the last line
shown, the telling over) and never sleep.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from frontend_support import EngineTable, connect, mount, update

STRIP = '[data-testid="vw-recap"]'
# Note each line the strip shows when it is drawn (log index, text, the strip's height), and each flying ghost.
RECORD_JS = """() => {
    const root = document.querySelector('[data-testid="vw-root"]');
    window.__told = [];
    window.__ghosts = 0;
    new MutationObserver((records) => {
        const strip = root.querySelector('[data-testid="vw-recap"]');
        const event = strip?.dataset.event;
        const painted = records.some((r) => strip?.contains(r.target));  // not the flash of another element
        if (painted && event && event !== window.__told.at(-1)?.event) {
            const text = strip.querySelector('[data-testid="vw-recap-text"]').textContent;
            window.__told.push({ event, text, height: strip.getBoundingClientRect().height });
        }
        for (const r of records)
            for (const n of r.addedNodes) if (n.classList?.contains('vw-ghost')) window.__ghosts += 1;
    }).observe(root, { subtree: true, childList: true, attributes: true });
}"""
TOLD_ALL_JS = """([last]) => {
    const strip = document.querySelector('[data-testid="vw-recap"]');
    return strip.dataset.event === String(last) && strip.dataset.playing === 'false';
}"""


def told(events: list[dict[str, Any]], viewer: int) -> list[dict[str, Any]]:
    """The events the strip tells: from the first one of another seat, with the events of no
    seat just before it."""
    start = next((i for i, e in enumerate(events) if e.get("seat") not in (None, viewer)), len(events))
    while start > 0 and events[start - 1].get("seat") is None:
        start -= 1
    return events[start:]


def has_a_move(events: list[dict[str, Any]]) -> bool:
    return any(e["type"] == "move" for e in events)


def before_a_bot_turn(game_id: str = "venturesome", least: int = 4, want=lambda events: True):
    """A table where seat 0 decides, and the rng with which its first option brings at least
    ``least`` events of the other seats (and ``want`` holds for them)."""
    players = 3 if game_id == "venturesome" else 2
    for seed in range(1, 80):
        for probe in (True, False):
            table = EngineTable(players=players, seed=seed, game_id=game_id)
            rng = random.Random(seed)
            table.play_random(rng, until=lambda s: s.current_player == 0 and len(s.actions) >= 3)
            if table.state.is_over:
                break
            if not probe:
                return table, rng
            first = table.legal(0)[0]["action"]
            events = table.act_and_bots(first, rng)["events"]
            if len(told(events, 0)) < least or not want(told(events, 0)):
                break
    raise AssertionError(f"no {game_id} position where the bots answer with {least} events")


def play_first_option(page, table: EngineTable, rng: random.Random, speed: str) -> dict[str, Any]:
    """Mount the table (no events to tell yet), choose the speed, click the first option: the
    bots answer. Returns the traits Python sent back."""
    mount(page, {**table.traits(), "events": []})
    connect(page, table, rng)
    page.get_by_test_id("vw-recap-speed").select_option(speed)
    page.evaluate(RECORD_JS)
    page.get_by_test_id("vw-legal-0").click()
    page.wait_for_function("document.querySelector('[data-testid=\"vw-recap\"]').dataset.playing === 'true'")
    return table.traits()


def test_a_bot_turn_is_told_one_move_at_a_time_and_the_log_keeps_everything(page):
    table, rng = before_a_bot_turn()
    traits = play_first_option(page, table, rng, "fast")
    log, events = traits["log"], traits["events"]
    expected = told(events, 0)
    page.wait_for_function(TOLD_ALL_JS, arg=[len(log) - 1])
    lines = page.evaluate("window.__told")
    assert [line["text"] for line in lines] == [e["text"] for e in expected]
    assert [int(line["event"]) for line in lines] == list(range(len(log) - len(expected), len(log)))
    assert len({line["height"] for line in lines}) == 1, "the strip keeps its height"
    assert expected[0] is not events[0], "the viewer's own move is not told"
    strip = page.locator(STRIP)
    assert strip.get_attribute("data-steps") == str(len(expected))
    assert strip.locator("[data-rule]").get_attribute("data-rule") == expected[-1]["rule"]
    assert page.get_by_test_id("vw-recap-line").get_attribute("aria-live") == "polite"
    assert page.get_by_test_id("vw-log").locator("li .vw-log-text").all_inner_texts() == [e["text"] for e in log]


def test_skip_jumps_to_the_last_move_and_replay_tells_them_again_by_keyboard(page):
    table, rng = before_a_bot_turn()
    traits = play_first_option(page, table, rng, "slow")
    last = len(traits["log"]) - 1
    expected = told(traits["events"], 0)
    strip = page.locator(STRIP)
    # the strip holds every move of the answer (the view's copy of the log is complete), and tells them
    holds_all = f"s => s.dataset.steps === '{len(expected)}' && s.dataset.playing === 'true'"
    page.wait_for_function(f"({holds_all})(document.querySelector('{STRIP}'))")
    page.get_by_test_id("vw-recap-skip").click()
    assert strip.get_attribute("data-event") == str(last)  # at once: no waiting
    assert strip.get_attribute("data-playing") == "false"
    assert page.get_by_test_id("vw-recap-text").inner_text() == expected[-1]["text"]
    assert page.get_by_test_id("vw-recap-skip").get_attribute("aria-disabled") == "true"
    # by keyboard: Replay starts again from the first move, Skip ends it
    page.evaluate("window.__told = []")
    page.get_by_test_id("vw-recap-replay").focus()
    page.keyboard.press("Enter")
    page.wait_for_function(f"document.querySelector('{STRIP}').dataset.step === '0'")
    assert page.evaluate("window.__told[0].text") == expected[0]["text"]
    assert page.evaluate("document.activeElement.dataset.recap") == "replay", "the line changed, the focus stayed"
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("document.activeElement.dataset.recap") == "skip"
    assert strip.get_attribute("data-playing") == "true"
    page.keyboard.press("Enter")
    assert strip.get_attribute("data-event") == str(last)
    assert strip.get_attribute("data-playing") == "false"


@pytest.mark.parametrize("taken_back", ["undo", "new game"])
def test_an_update_with_only_the_viewers_moves_keeps_the_last_recap_until_its_moves_are_gone(page, taken_back):
    table, rng = before_a_bot_turn()
    traits = play_first_option(page, table, rng, "fast")
    page.wait_for_function(TOLD_ALL_JS, arg=[len(traits["log"]) - 1])
    strip = page.locator(STRIP)
    steps = strip.get_attribute("data-steps")
    own = {"type": "effect", "rule": "effects.reporter", "text": "Reporter: no effect.", "seat": 0}
    update(page, {"log": [*traits["log"], own], "events": [own]})
    assert strip.get_attribute("data-steps") == steps
    assert strip.get_attribute("data-playing") == "false"
    # the moves told are gone from the log (undone, or another game's log): so is the recap
    other = [{**e, "text": f"{e['text']} (another game)"} for e in traits["log"]]
    update(page, {"log": traits["log"][:3] if taken_back == "undo" else other, "events": []})
    assert strip.get_attribute("data-steps") == "0"
    assert page.get_by_test_id("vw-recap-skip").get_attribute("aria-disabled") == "true"


def test_moves_that_came_during_a_hand_off_are_told_once_the_screen_is_taken(page):
    table, rng = before_a_bot_turn()
    mount(page, {**table.traits(), "events": []})
    page.get_by_test_id("vw-recap-speed").select_option("fast")
    page.evaluate(RECORD_JS)
    table.act_and_bots(table.legal(0)[0]["action"], rng)
    update(page, table.traits(phase="handoff"))
    assert page.locator(STRIP).count() == 0
    update(page, {**table.traits(), "events": []})  # the hand-off is confirmed: no new events
    log = table.traits()["log"]
    page.wait_for_function(TOLD_ALL_JS, arg=[len(log) - 1])
    assert [line["text"] for line in page.evaluate("window.__told")] == [
        e["text"] for e in told(table.traits()["events"], 0)
    ]


def test_a_table_opened_after_the_bots_moved_tells_their_moves(page):
    table, rng = before_a_bot_turn()
    table.act_and_bots(table.legal(0)[0]["action"], rng)
    traits = table.traits()
    mount(page, traits)
    page.get_by_test_id("vw-recap-speed").select_option("fast")
    page.wait_for_function(TOLD_ALL_JS, arg=[len(traits["log"]) - 1])
    assert page.get_by_test_id("vw-recap-text").inner_text() == traits["events"][-1]["text"]


def test_wild_venture_pieces_fly_and_reduced_motion_keeps_them_still(page):
    table, rng = before_a_bot_turn(
        "wild_venture", least=4, want=lambda events: any(e["type"] == "move" for e in events)
    )
    traits = play_first_option(page, table, rng, "fast")
    last = len(traits["log"]) - 1
    page.wait_for_function(TOLD_ALL_JS, arg=[last])
    assert page.evaluate("window.__ghosts") > 0, "a moved adventurer or card flies to its place"
    page.wait_for_function("document.querySelectorAll('.vw-ghost').length === 0")  # each flight is cleared
    page.emulate_media(reduced_motion="reduce")
    page.evaluate("window.__told = []; window.__ghosts = 0")
    page.get_by_test_id("vw-recap-replay").click()
    page.wait_for_function(TOLD_ALL_JS, arg=[last])
    assert len(page.evaluate("window.__told")) == len(told(traits["events"], 0)), "every move is still told"
    assert page.evaluate("window.__ghosts") == 0


def test_rule_links_in_the_recap_the_log_and_an_error_open_the_rules_panel_there(page):
    table, rng = before_a_bot_turn()
    traits = play_first_option(page, table, rng, "fast")
    page.wait_for_function(TOLD_ALL_JS, arg=[len(traits["log"]) - 1])
    panel = page.get_by_test_id("vw-rules")
    assert panel.evaluate("d => d.open") is False
    anchors = set(panel.locator("[data-rule-anchor]").evaluate_all("els => els.map(e => e.dataset.ruleAnchor)"))
    assert {e["rule"] for e in traits["log"]} <= anchors, "every rule of the log has an entry"

    def opened_at(rule: str) -> None:
        assert panel.evaluate("d => d.open") is True
        entry = panel.locator(f'[data-rule-anchor="{rule}"]')
        assert entry.get_attribute("aria-current") == "true"
        assert page.evaluate("document.activeElement.dataset.ruleAnchor") == rule
        assert entry.locator(".vw-rule-summary").inner_text()
        panel.locator("summary").click()  # closed again for the next link

    rule = traits["events"][-1]["rule"]
    page.locator(f'{STRIP} [data-rule="{rule}"]').click()
    opened_at(rule)
    first = traits["log"][0]["rule"]
    page.get_by_test_id("vw-log").locator("[data-rule]").first.click()
    opened_at(first)
    hand = table.state.observe(0)["seats"][0]["hand"]
    card = next(c["code"] for c in traits["catalog"]["cards"] if c["code"] not in hand)
    why = table.state.explain(f"play {card} left")  # the engine's words for a card not in hand, with its rule
    assert why.rule == "turn.play"
    message = f"'play {card} left' is not a legal action for seat 0 now: {why.because}"
    update(page, {"error": message})
    link = page.get_by_test_id("vw-error").locator('[data-rule="turn.play"]')
    assert page.get_by_test_id("vw-error").inner_text() == message
    link.click()
    opened_at("turn.play")
