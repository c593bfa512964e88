"""The tutor panel of the built front end in Chromium, fed with the traits of real Tutorial
widgets (no Jupyter): Back, the next lesson at the end, and the live scores (issue 9, item 6)."""

from __future__ import annotations

from typing import Any

import pytest
from frontend_support import answered, mount, sent, sent_raw, update

pytest.importorskip("anywidget")

from venture_widgets.tutor import Ask, Setup
from venture_widgets.tutor.model import MOVE_STEPS
from venture_widgets.widgets import Tutorial

TRAITS = (
    "widget_kind", "game_id", "catalog", "seat", "view", "legal", "unavailable", "log", "log_state", "events",
    "status", "seats", "error",
)  # fmt: skip


def traits(tutorial: Tutorial) -> dict[str, Any]:
    """What the widget syncs to the browser."""
    return {**{name: getattr(tutorial, name) for name in TRAITS}, "tutor": tutorial.tutor}


def finished(game: str, lesson: str) -> Tutorial:
    tutorial = Tutorial(game, lesson)
    while tutorial.tutor["kind"] != "done":
        step = tutorial.runner.current
        if isinstance(step, (*MOVE_STEPS, Ask)):
            tutorial.runner.solve_step()
        tutorial.next()
    return tutorial


def test_back_is_offered_from_the_second_step_and_sends_back(page) -> None:
    tutorial = Tutorial("venturesome", "turn")
    mount(page, traits(tutorial))
    assert page.get_by_test_id("vw-tutor-back").is_disabled()
    tutorial.next()
    update(page, traits(tutorial))
    back = page.get_by_test_id("vw-tutor-back")
    assert back.is_enabled() and back.get_attribute("title") == "Back to the step before, as it was"
    back.click()
    assert sent_raw(page) == [{"kind": "back", "decision": tutorial.status["decision"]}]
    answered(page)


def test_a_finished_lesson_offers_the_next_one(page) -> None:
    tutorial = finished("wild_venture", "gear_and_buildings")
    mount(page, traits(tutorial))
    assert page.get_by_test_id("vw-tutor-next").count() == 0
    button = page.get_by_test_id("vw-tutor-next-lesson")
    assert button.inner_text() == "Next lesson: The end of the game"
    button.click()
    assert sent(page) == [{"kind": "next_lesson"}]


def test_the_last_lesson_points_to_free_play(page) -> None:
    tutorial = finished("venturesome", "rounds_and_scoring")
    mount(page, traits(tutorial))
    assert page.get_by_test_id("vw-tutor-next-lesson").count() == 0
    assert page.get_by_test_id("vw-tutor-next").count() == 0
    text = page.get_by_test_id("vw-tutor-text").inner_text()
    assert "Play on against the bots" in text and 'vw.Table("venturesome", seats=["human", "greedy"])' in text


def test_the_live_scores_are_drawn(page) -> None:
    tutorial = Tutorial("venturesome", "rounds_and_scoring")
    example = next(  # the rulebook's scoring example: seat 0 holds a Professor (2 Gems) in its treasure pile
        index
        for index, step in enumerate(tutorial.runner.lesson.steps)
        if isinstance(step, Setup) and (step.scenario or {}).get("treasures", [[]])[0] == ["Professor (2 Gems)"]
    )
    while tutorial.runner.index < example:
        tutorial.runner.solve_step()
        tutorial.next()
    mount(page, traits(tutorial))
    scores = page.get_by_test_id("vw-tutor-scores")
    assert scores.locator("h4").text_content() == "Treasure piles"
    assert page.get_by_test_id("vw-tutor-score-0").inner_text() == "2"
    assert page.get_by_test_id("vw-tutor-score-1").inner_text() == "?"  # seat 1's pile is face down
    row = scores.locator('tr[data-seat="1"]')
    assert row.locator("th").inner_text() == "Seat 1" and "2 cards face down" in row.inner_text()
    update(page, {"tutor": {**tutorial.tutor, "scores": None}})
    assert page.get_by_test_id("vw-tutor-scores").count() == 0


def test_a_projected_score_that_misses_tucked_cards_says_at_least(page) -> None:
    tutorial = Tutorial("wild_venture", "end_of_game")
    tutor = tutorial.tutor
    seats = tutor["scores"]["seats"]
    seats[0] = {**seats[0], "total": 8, "exact": False, "unseen": "3 tucked cards face down, not counted"}
    mount(page, {**traits(tutorial), "tutor": tutor})
    assert page.get_by_test_id("vw-tutor-score-0").inner_text() == "at least 8"
    header = [cell.inner_text() for cell in page.get_by_test_id("vw-tutor-scores").locator("thead th").all()]
    assert header == ["Seat", "Points", "Villagers", "Buildings", "Gear", "Not counted"]
