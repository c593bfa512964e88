"""Keyboard and screen readers in the built front end (issue 9, item 8): arrow keys move the
focus within a row of choices, the focus lands on the next thing to do after a redraw took it
away (Undo, the game's last move, a lesson's question, the bots' thinking: issue 32, item 6),
Escape puts a picked card down with the focus back on it, and a dimmed choice is reachable by
keyboard and says why it cannot be chosen, without sending anything."""

from __future__ import annotations

import random
from typing import Any

import pytest
from frontend_support import EngineTable, find_position, hand_card_blocked, mount, own_second_turn, sent, update

ACTIVE = "document.activeElement"
IN_ROOT = "document.querySelector('[data-testid=vw-root]').contains(document.activeElement)"


def active(page, expression: str) -> Any:
    """``expression`` of the focused element (``el``)."""
    return page.evaluate(f"(el => {expression})({ACTIVE})")


def wait_focus(page, selector: str) -> None:
    """Wait until the focused element is inside the widget and matches ``selector``."""
    page.wait_for_function(f"{IN_ROOT} && document.activeElement.matches({selector!r})")


def test_arrow_keys_home_and_end_move_within_the_hand(page):
    table = own_second_turn()
    mount(page, table.traits())
    # the hand's cards that take the focus: its choices, and the dimmed ones (they say why not)
    cards = page.get_by_test_id("vw-hand-0").locator('[tabindex="0"]')
    assert cards.count() >= 2 and page.get_by_test_id("vw-hand-0").locator("[data-select]").count() >= 1
    order = cards.evaluate_all("els => els.map(e => e.dataset.card)")
    key = "el.dataset.card"
    cards.first.focus()
    page.keyboard.press("ArrowRight")
    assert active(page, key) == order[1]
    page.keyboard.press("ArrowLeft")
    assert active(page, key) == order[0]
    page.keyboard.press("ArrowLeft")  # the first stays the first
    assert active(page, key) == order[0]
    page.keyboard.press("End")
    assert active(page, key) == order[-1]
    page.keyboard.press("Home")
    assert active(page, key) == order[0]
    assert sent(page) == []  # moving the focus chooses nothing


def test_arrow_keys_move_among_the_buttons_of_a_bar(page):
    table = own_second_turn()
    mount(page, table.traits())
    page.get_by_test_id("vw-new-game").focus()
    page.keyboard.press("ArrowLeft")
    assert active(page, "el.dataset.testid") == "vw-undo"
    page.keyboard.press("ArrowRight")
    assert active(page, "el.dataset.testid") == "vw-new-game"
    # the list of options is a column: Down and Up move along it
    page.get_by_test_id("vw-legal-0").focus()
    page.keyboard.press("ArrowDown")
    assert active(page, "el.dataset.testid") == "vw-legal-1"
    page.keyboard.press("ArrowUp")
    assert active(page, "el.dataset.testid") == "vw-legal-0"


def test_after_undo_by_keyboard_the_focus_is_on_a_choice(page):
    table = own_second_turn()
    mount(page, table.traits())
    page.get_by_test_id("vw-undo").focus()
    page.keyboard.press("Enter")
    assert sent(page) == [{"kind": "undo"}]
    earlier = EngineTable(players=3, seed=1)  # Python's answer: the seat's first decision again
    update(page, earlier.traits())
    wait_focus(page, "[data-action], [data-select]")


def last_move() -> tuple[EngineTable, str]:
    """A two-seat Venturesome game one action before its end, the seat on screen to make it."""
    played = EngineTable(players=2, seed=5)
    played.play_random(random.Random(5))
    actions = list(played.state.actions)
    table = EngineTable(players=2, seed=5)
    for action in actions[:-1]:
        table.apply(action)
    table.seat = table.state.current_player
    return table, actions[-1]


def test_after_the_last_move_the_focus_is_on_the_score_sheet(page):
    table, action = last_move()
    mount(page, table.traits())
    choice = page.locator(f'[data-action="{action}"], [data-legal="{action}"]').first
    choice.focus()
    page.keyboard.press("Enter")
    assert sent(page) == [{"kind": "act", "action": action}]
    table.apply(action)
    assert table.state.is_over
    update(page, table.traits())
    page.get_by_test_id("vw-score-sheet").wait_for()
    wait_focus(page, "[data-testid=vw-score-sheet] h3")


def test_a_choice_that_goes_sends_the_focus_to_the_next_choice(page):
    table = own_second_turn()
    mount(page, table.traits())
    page.get_by_test_id("vw-legal-0").focus()
    action = active(page, "el.dataset.legal")
    page.keyboard.press("Enter")
    update(page, table.act_and_bots(action, random.Random(2)))
    wait_focus(page, "[data-action], [data-select], [data-legal], [data-testid=vw-prompt]")


# Every focus() and checkVisibility() call, with when it was made (each makes the browser lay the
# page out at once), and at the end of the next update's redraw (its `vw-redraw` measure, see
# js/lib/redraw_timing.js), the focus put on a text box outside the table if `steal` is set, as a
# viewer might put it (on a notebook cell, say) before the next frame.
WATCH_FOCUS_JS = """steal => {
    window.focusCalls = [];
    for (const [proto, name] of [[HTMLElement.prototype, 'focus'], [SVGElement.prototype, 'focus'],
                                 [Element.prototype, 'checkVisibility']]) {
        const original = proto[name];
        proto[name] = function (...args) {
            window.focusCalls.push({name, at: performance.now()});
            return original.apply(this, args);
        };
    }
    const measure = performance.measure.bind(performance);
    performance.measure = (name, options) => {
        const entry = measure(name, options);
        if (name === 'vw-redraw' && steal) {
            steal = false;
            const box = Object.assign(document.createElement('textarea'), {id: 'elsewhere'});
            document.body.append(box);
            box.focus();
        }
        return entry;
    };
}"""


def watched_move_by_keyboard(page, steal: bool) -> None:
    """A move by keyboard (the first of the list of options, Enter), then Python's update, the
    focus watched from before the update (``WATCH_FOCUS_JS``; ``steal``: put elsewhere at the end
    of the update's redraw)."""
    table = own_second_turn()
    mount(page, table.traits())
    page.get_by_test_id("vw-legal-0").focus()
    action = active(page, "el.dataset.legal")
    page.keyboard.press("Enter")
    page.evaluate(WATCH_FOCUS_JS, steal)
    update(page, table.act_and_bots(action, random.Random(2)))


def test_an_update_moves_the_focus_in_the_next_frame_not_in_its_redraw(page):
    """Moving the focus, or asking whether an element is shown, makes the browser lay the page
    out at once (some 4 ms in JupyterLab's page, in the middle of a redraw): an update's redraw
    leaves both to the next animation frame, where the page is laid out for the paint anyway."""
    watched_move_by_keyboard(page, steal=False)
    wait_focus(page, "[data-action], [data-select], [data-legal], [data-testid=vw-prompt]")
    last = "performance.getEntriesByName('vw-redraw').at(-1)"
    redraw = page.evaluate(f"(e => [e.startTime, e.startTime + e.duration])({last})")
    calls = page.evaluate("window.focusCalls")
    assert calls, "the focus was placed"
    assert [call for call in calls if redraw[0] <= call["at"] <= redraw[1]] == []


def test_a_focus_the_viewer_moves_before_the_frame_stays_where_they_put_it(page):
    """The frame after an update places the focus only if it is still where the redraw left it:
    a viewer who went on to a notebook cell meanwhile is not pulled back to the table."""
    watched_move_by_keyboard(page, steal=True)
    page.wait_for_function("document.activeElement.id === 'elsewhere'")
    frames = "new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))"
    assert page.evaluate(f"{frames}.then(() => document.activeElement.id)") == "elsewhere"


def test_the_focus_rests_on_the_prompt_while_the_bots_think_then_goes_on_to_the_decision(page):
    """In a kernel the bots think in the background: Python answers a move first with the table
    waiting for them (nothing to do: the focus rests on the prompt), then, bot by bot, with the
    person's next decision, whose choice the focus goes on to (not left resting on the prompt)."""
    table = own_second_turn()
    mount(page, table.traits())
    while table.state.current_player == table.seat:  # the seat's moves, up to the bots' turn
        page.get_by_test_id("vw-legal-0").focus()
        action = active(page, "el.dataset.legal")
        page.keyboard.press("Enter")
        table.apply(action)
        update(page, table.traits())
    wait_focus(page, "[data-testid=vw-prompt]")  # the bots to move think: nothing to do
    rng = random.Random(3)
    while table.state.current_player != table.seat:
        table.apply(rng.choice(table.state.legal_actions()))
        update(page, table.traits())
    wait_focus(page, "[data-action], [data-select], [data-legal]")


def test_a_focus_resting_on_the_prompt_stays_there_while_the_decision_stays(page):
    """The focus goes on from the prompt to the first choice only when a new decision arrives:
    a redraw of the same decision (an answer to the hint button shown, an error shown) leaves it
    where the person put it."""
    table = own_second_turn()
    mount(page, table.traits())
    page.get_by_test_id("vw-prompt").focus()
    # Python's answer to the hint button (no suggestion): the same decision, drawn again
    answer = "m => m.receiveCustom({kind: 'hint', decision: m.get('status').decision, hints: []})"
    page.evaluate(f"({answer})(window.w.model)")
    page.get_by_test_id("vw-hint-panel").wait_for()
    assert active(page, "el.dataset.testid") == "vw-prompt"
    update(page, {"error": "Not now: a refused move (rule turn.play)."})
    page.get_by_test_id("vw-error").wait_for()
    assert active(page, "el.dataset.testid") == "vw-prompt"
    # the next decision takes it on to its first choice
    rng = random.Random(4)
    update(page, {**table.act_and_bots(rng.choice(table.state.legal_actions()), rng), "error": ""})
    wait_focus(page, "[data-action], [data-select], [data-legal]")


def test_escape_puts_a_picked_card_down_and_the_focus_back_on_it(page):
    """A Venture (2019) card used on a player is picked (Enter: the focus on the first player lit
    for it), and Escape puts it down: the focus goes back to the card, where the keyboard user was."""
    from test_static_venture_2019 import aimed_cards

    table = find_position(
        lambda state, view: view["decision"]["kind"] == "action" and bool(aimed_cards(state)),
        players=3,
        game_id="venture_2019",
    )
    mount(page, table.traits())
    card = aimed_cards(table.state)[-1]  # the last: not where the focus would land anyway
    page.locator(f'[data-select="{card}"]').focus()
    page.keyboard.press("Enter")
    wait_focus(page, "[data-focus-first]")
    page.keyboard.press("Escape")
    page.wait_for_function("document.querySelector('[data-testid=vw-root]').dataset.selected === ''")
    assert active(page, "el.dataset.select") == card
    assert sent(page) == []


def test_a_question_after_next_takes_the_focus(page):
    pytest.importorskip("anywidget")
    from test_static_tutor import traits

    from venture_widgets.tutor import Ask
    from venture_widgets.widgets import Tutorial

    tutorial = Tutorial("venturesome", "turn")
    steps = tutorial.runner.lesson.steps
    while not (tutorial.tutor["kind"] == "say" and isinstance(steps[tutorial.runner.index + 1], Ask)):
        tutorial.runner.solve_step()  # on to a step that says, and whose Next leads to a question
        tutorial.next()
    mount(page, traits(tutorial))
    page.get_by_test_id("vw-tutor-next").focus()
    page.keyboard.press("Enter")
    assert sent(page) == [{"kind": "next"}]
    tutorial.next()
    assert tutorial.tutor["kind"] == "ask"
    update(page, traits(tutorial))
    wait_focus(page, "[data-testid=vw-tutor-option-0]")
    page.keyboard.press("ArrowRight")  # the options are a row too
    assert active(page, "el.dataset.testid") == "vw-tutor-option-1"
    # answered right, the next thing to do is Next
    right = tutorial.runner.current.answer
    page.get_by_test_id(f"vw-tutor-option-{right}").focus()
    page.keyboard.press("Enter")
    assert sent(page)[-1] == {"kind": "answer", "option": right}
    tutorial.answer(right)
    assert tutorial.tutor["feedback"]["ok"] and tutorial.tutor["can_next"]
    update(page, traits(tutorial))
    wait_focus(page, "[data-testid=vw-tutor-next]")


def test_a_dimmed_card_is_reached_by_keyboard_and_says_why(page):
    table = find_position(hand_card_blocked, players=2, game_id="wild_venture")
    traits = table.traits()
    mount(page, traits)
    blocked = next(u for u in traits["unavailable"] if u["target"]["zone"] == "hand")
    page.locator("body").focus()
    for _ in range(60):  # Tab reaches it
        page.keyboard.press("Tab")
        if active(page, "el.getAttribute('data-why')") is not None:
            break
    assert active(page, "el.getAttribute('aria-disabled')") == "true"
    note = page.get_by_test_id("vw-why-not")
    reason = active(page, "el.getAttribute('data-why')")
    assert note.is_visible() and note.inner_text() == f"Not now: {reason}"
    # a screen reader hears it: the note describes the focused element, in a polite status region
    assert active(page, "el.getAttribute('aria-describedby')") == note.get_attribute("id")
    assert note.get_attribute("role") == "status"
    page.keyboard.press("Escape")
    assert not note.is_visible()
    page.keyboard.press("Enter")  # Enter says why again, and sends nothing
    assert note.is_visible()
    page.keyboard.press(" ")
    assert sent(page) == []
    # the blocked hand card itself is reachable with the arrow keys within the hand
    seat, code = blocked["target"]["seat"], blocked["target"]["card"]
    hand = page.locator(f'[data-zone="hand"][data-seat="{seat}"]')
    hand.locator("[tabindex]").first.focus()
    for _ in range(hand.locator("[tabindex]").count()):
        if active(page, "el.dataset.card") == code:
            break
        page.keyboard.press("ArrowRight")
    assert active(page, "el.dataset.card") == code
    assert note.inner_text() == f"Not now: {blocked['text']}"
    # focus moving on takes the note away, and the description with it
    page.keyboard.press("Tab")
    assert not note.is_visible()
    assert page.locator("[aria-describedby]").count() == 0


def lit_spaces(state, view) -> bool:
    """A Wild Venture move with three board spaces or more to choose from."""
    return sum(state.action_target(a).get("space") is not None for a in state.legal_actions()) >= 3


def test_arrow_keys_move_among_the_lit_spaces_of_the_board(page):
    table = find_position(lit_spaces, players=2, game_id="wild_venture")
    mount(page, table.traits())
    board = page.get_by_test_id("vw-board")
    board.locator("[data-space][data-action]").first.focus()
    seen = {active(page, "el.dataset.space")}
    for key in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp", "End", "Home") * 2:
        page.keyboard.press(key)
        assert active(page, "el.closest('[data-testid=vw-board]') !== null && el.dataset.space !== undefined")
        seen.add(active(page, "el.dataset.space"))
    assert len(seen) >= 2  # the focus went from space to space, and never left the board
    assert sent(page) == []


def test_a_mouse_click_hands_the_focus_on_without_scrolling_the_page(page):
    """After a click the focus lands on the next thing to do, but the page stays where the mouse
    user left it: what they click next must not move away. (By keyboard, focusing scrolls the page
    to the focus as browsers do.)"""
    table = own_second_turn()
    mount(page, table.traits())
    page.set_viewport_size({"width": 760, "height": 260})  # the table is far taller than the window
    # room below the table, so that a shorter table after Undo cannot scroll the page itself
    page.evaluate("document.body.append(Object.assign(document.createElement('div'), {style: 'height: 3000px'}))")
    undo = page.get_by_test_id("vw-undo")
    undo.focus()  # as the click below would
    undo.evaluate("el => el.scrollIntoView({block: 'center'})")
    before = page.evaluate("document.scrollingElement.scrollTop")
    undo.dispatch_event("pointerdown")
    undo.dispatch_event("click")
    assert sent(page) == [{"kind": "undo"}]
    update(page, EngineTable(players=3, seed=1).traits())  # Python's answer: the first decision again
    wait_focus(page, "[data-action], [data-select]")
    assert abs(page.evaluate("document.scrollingElement.scrollTop") - before) < 20  # scroll anchoring aside
