"""The puzzle panel (``vw.Puzzles``) in Chromium, fed with the traits of a real puzzles widget (no
Jupyter): the puzzle's number, rule and score; a move clicked on the table is sent as a try;
Python's judgement shows (wrong: its worth; right: the answer lit and its reason); Show the
answer, Previous and Next send their messages; no hint button (it would give the answer away).
Screenshots in ``artifacts``."""

from __future__ import annotations

from frontend_support import mount, sent, serious_violations, traits_of, update
from puzzle_helpers import few_puzzles

from venture_widgets.widgets import Puzzles


def drawn_actions(page) -> set[str]:
    """The moves one click on the table sends (a move of two steps is drawn once its first is picked)."""
    return set(
        page.evaluate("() => [...document.querySelectorAll('.vw-table [data-action]')].map(e => e.dataset.action)")
    )


def puzzle_with_its_answer_drawn(page) -> Puzzles:
    """The test puzzles, mounted at the first whose answer and another move are each one click."""
    widget = Puzzles("venturesome", puzzles=few_puzzles())
    mount(page, traits_of(widget))
    for index in range(len(widget.puzzles)):
        widget.go(index)
        update(page, traits_of(widget))
        drawn = drawn_actions(page)
        if widget.current.answers[0] in drawn and drawn - set(widget.current.answers):
            return widget
    raise AssertionError("no test puzzle has its answer and another move drawn as one click")


def test_a_puzzle_shows_its_number_rule_and_score_and_no_hint(page):
    widget = Puzzles("venturesome", puzzles=few_puzzles())
    mount(page, traits_of(widget))
    assert page.locator('[data-testid="vw-puzzle-number"]').inner_text() == "Puzzle 1 of 3"
    assert page.locator('[data-testid="vw-puzzle-score"]').inner_text() == "No puzzle tried yet"
    assert page.locator('[data-testid="vw-puzzle-line"]').inner_text() == "Find the best move: click it on the table."
    assert page.locator('[data-testid="vw-hint-button"]').count() == 0
    assert page.locator('[data-testid="vw-puzzle-previous"]').is_disabled()
    assert page.locator("[data-preview-lit]").count() == 0
    assert serious_violations(page) == []


def test_a_move_tried_then_the_answer_shown_lit_and_explained(page, artifacts):
    widget = puzzle_with_its_answer_drawn(page)
    wrong = sorted(drawn_actions(page) - set(widget.current.answers))[0]
    page.locator(f'.vw-table [data-action="{wrong}"]').first.click()
    assert sent(page)[-1] == {"kind": "act", "action": wrong}
    widget.try_move(wrong)
    update(page, traits_of(widget))
    feedback = page.locator('[data-testid="vw-puzzle-feedback"]')
    assert feedback.get_attribute("data-correct") == "false" and feedback.inner_text().startswith("Not the best: ")
    page.locator('[data-testid="vw-puzzle-show"]').click()
    assert sent(page)[-1] == {"kind": "puzzle_show"}
    widget.show_answer()
    update(page, traits_of(widget))
    answer = widget.current.answers[0]
    assert page.locator(f'.vw-table [data-action="{answer}"][data-preview-lit]').count() >= 1
    assert page.locator('[data-testid="vw-puzzle-reason"]').inner_text() == widget.current.reason
    assert page.locator('[data-testid="vw-puzzle-show"]').count() == 0
    assert serious_violations(page) == []
    page.screenshot(path=artifacts / "puzzle_answer_shown.png", full_page=True)
    index = widget.puzzle["index"]
    if index + 1 < widget.puzzle["count"]:
        page.locator('[data-testid="vw-puzzle-next"]').click()
        assert sent(page)[-1] == {"kind": "puzzle_go", "index": index + 1}
    if index > 0:
        page.locator('[data-testid="vw-puzzle-previous"]').click()
        assert sent(page)[-1] == {"kind": "puzzle_go", "index": index - 1}
