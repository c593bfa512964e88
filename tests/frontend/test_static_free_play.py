"""Issue 10, item 5: a lesson ends in free play against a bot. The built front end in Chromium,
fed with the traits of a real Tutorial widget (no Jupyter): the step offers every legal move
with the table's "why not" notes, says so in the prompt, shows the lesson's length, and its
Finish button ends the lesson."""

from __future__ import annotations

import pytest
from frontend_support import mount, sent
from test_static_tutor import traits

pytest.importorskip("anywidget")

from venture_widgets.core.record import make_record
from venture_widgets.tutor import Lesson, Play, Setup
from venture_widgets.widgets import Tutorial


def free_play() -> Tutorial:
    record = make_record("venturesome", 2, 7, {"first_player": 0}, [])
    lesson = Lesson(
        id="free", game="venturesome", title="Free play", summary="", sections=["gameplay.turn"],
        steps=[Setup(record=record), Play("Play a whole game against the bot.", bot="random")],
    )  # fmt: skip
    return Tutorial("venturesome", lesson)


def test_free_play_offers_every_legal_move_and_finish_ends_it(page, artifacts) -> None:
    tutorial = free_play()
    assert tutorial.legal and tutorial.tutor["kind"] == "play"
    assert [seat["label"] for seat in tutorial.seats] == ["Seat 0 (you)", "Seat 1 (random bot)"]
    mount(page, traits(tutorial))
    panel = page.get_by_test_id("vw-tutor")
    assert panel.get_attribute("data-kind") == "play"
    assert page.get_by_test_id("vw-tutor-step").inner_text() == "Step 2 of 2 · about 1 min"
    prompt = page.get_by_test_id("vw-prompt").inner_text()
    assert prompt.startswith("Your turn: play a card")  # the table's own prompt, not "Read the step above"
    assert page.locator(".vw-choice").count() >= len({action["action"].split()[1] for action in tutorial.legal}) > 0
    page.screenshot(path=artifacts / "free_play.png", full_page=True)
    finish = page.get_by_test_id("vw-tutor-next")
    assert finish.inner_text() == "Finish" and finish.is_enabled()
    finish.click()
    assert sent(page) == [{"kind": "next"}]
