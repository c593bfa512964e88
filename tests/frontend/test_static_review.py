"""The review panel (``vw.Review``) in Chromium, fed with the traits of a real review (no Jupyter):
the progress, the graph with a point per decision reviewed, the marks, the decision shown with
the better move in words and lit on the table; a click on a point or a mark goes there; Stop the
analysis while it runs; "Review this game" under a finished table. Screenshots in ``artifacts``."""

from __future__ import annotations

import random

from frontend_support import EngineTable, mount, sent, serious_violations, traits_of, update

from venture_widgets.agents.match import play_game
from venture_widgets.widgets import Review


def marked_review() -> tuple[Review, dict]:
    """A review of a random seat's play with a mark that was not the best move, shown at that mark."""
    record = play_game("venturesome", ["greedy", "random", "greedy"], seed=3).state.record()
    widget = Review(record, seat=1, iterations=60)
    mark = widget.review["marks"][0]
    widget.goto(mark["index"])
    return widget, mark


def test_the_panel_shows_the_graph_the_marks_and_the_better_move_lit(page, artifacts):
    widget, mark = marked_review()
    move = widget.review["current"]
    assert move["index"] == mark["index"] and move["best"] != move["played"]
    mount(page, traits_of(widget))
    panel = page.locator('[data-testid="vw-review"]')
    assert panel.get_attribute("data-state") == "done"
    assert page.locator('[data-testid="vw-review-progress"]').inner_text().startswith("Analysis done: ")
    assert page.locator(".vw-review-graph circle").count() == len(widget.review["points"])
    assert page.locator('[data-testid="vw-review-point"]').count() == len(widget.review["marks"])
    assert page.locator('[data-testid="vw-review-mark"]').count() == len(widget.review["marks"])
    assert page.locator('[data-testid="vw-review-better"]').inner_text() == f"Better: {move['text_best']}"
    assert move["reason"] in page.locator('[data-testid="vw-review-current"]').inner_text()
    # the better move's element is lit; a move drawn in two steps lights the card to pick first
    lit = page.locator(".vw-table [data-preview-lit]")
    marks = lit.evaluate_all("els => els.map((e) => [e.dataset.action ?? null, e.dataset.select ?? null])")
    assert marks and all(action == move["best"] or select in move["best"].split() for action, select in marks), marks
    assert page.locator(f'.vw-table [data-action="{move["played"]}"][data-preview-lit]').count() == 0
    assert serious_violations(page) == []
    page.screenshot(path=artifacts / "review_panel.png", full_page=True)


def test_a_better_move_in_two_steps_lights_the_card_to_pick_first(page):
    widget, _ = marked_review()
    for index, _, _, _ in widget.review["points"]:
        widget.goto(index)
        best = widget.review["current"]["best"]
        if best.endswith((" left", " right")):  # a card played at one end of a row that has cards
            break
    else:
        raise AssertionError("no reviewed decision's better move is drawn in two steps")
    mount(page, traits_of(widget))
    card = best.split()[1]
    assert page.locator(f'.vw-table [data-action="{best}"]').count() == 0  # its end shows once the card is picked
    assert page.locator(f'.vw-table [data-select="{card}"][data-preview-lit]').count() == 1, (index, best)


def test_a_point_or_a_mark_clicked_asks_for_its_decision(page):
    widget, mark = marked_review()
    mount(page, traits_of(widget))
    other = widget.review["marks"][-1]
    page.locator(f'[data-testid="vw-review-point"][data-index="{other["index"]}"]').click()
    assert sent(page)[-1] == {"kind": "review_goto", "index": other["index"]}
    widget.goto(other["index"])
    update(page, traits_of(widget))
    page.locator(f'[data-testid="vw-review-mark"][data-index="{mark["index"]}"]').click()
    assert sent(page)[-1] == {"kind": "review_goto", "index": mark["index"]}


def test_a_running_analysis_can_be_stopped_and_says_how_far_it_got(page):
    widget, _ = marked_review()
    running = {**widget.review, "state": "running", "done": 3, "summary": []}
    mount(page, {**traits_of(widget), "review": running})
    assert page.locator('[data-testid="vw-review-progress"]').inner_text() == (
        f"Analysing… 3 of {running['total']} decisions"
    )
    page.locator('[data-testid="vw-review-cancel"]').click()
    assert sent(page)[-1] == {"kind": "review_cancel"}
    update(page, {"review": {**running, "state": "cancelled"}})
    assert page.locator('[data-testid="vw-review-cancel"]').count() == 0
    assert page.locator('[data-testid="vw-review-progress"]').inner_text().startswith("Analysis stopped: 3 of ")


def test_a_finished_table_offers_review_this_game(page):
    table = EngineTable(players=2, seed=4)
    table.play_random(random.Random(4))
    mount(page, table.traits())
    page.locator('[data-testid="vw-review-game"]').click()
    assert sent(page)[-1] == {"kind": "review"}


def test_a_table_still_playing_offers_no_review(page):
    mount(page, EngineTable(players=2, seed=4).traits())
    assert page.locator('[data-testid="vw-table"]').count() == 1
    assert page.locator('[data-testid="vw-review-game"]').count() == 0
