"""Real JupyterLab, real Chromium: play a whole Venturesome game and a whole lesson by clicking.

The play notebook is opened and run through the Run menu; then the test clicks highlighted
choices on the table only (a hand card, then the end of the expedition; a threat; an effect's
target) until the score sheet shows, and checks through the kernel that the game ended with
exactly those moves, and that at every click, in a window of 1400 x 900, the prompt was in view
beside the clicked choice, and at every decision the prompt, the middle and the own area were in
view together (fit_checks.py). It measures, and prints (never asserts), the click-to-render time of each
human move including the bots' replies, and the size in bytes of every synced update. The
clicking and measuring are shared with the other games' tests, the whole game with Notebook 7's
test (jupyterlab_session.py, test_notebook7.py).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from fit_checks import check_one_screen
from jupyterlab_session import (
    PANEL_JS,
    TABLE_CHOICES,
    complete_lesson,
    play_a_whole_game,
    play_to_the_end,
    screenshot_whole,
)
from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parents[2]
ENDS = "[data-testid=vw-table] [data-action]"  # after a hand card: the ends of the expedition
MAX_CLICKS = 1500


def test_play_a_whole_game_by_clicking(lab, page, artifacts):
    screens: list[dict] = []  # at each decision: the prompt, the middle and the own area in view (fit_checks)
    notebook = ROOT / "notebooks" / "play_venturesome.ipynb"
    report = play_a_whole_game(lab, page, artifacts, notebook, ENDS, screens=screens)
    check_one_screen(artifacts / "e2e-one-screen.json", screens, report["clicks"])
    print("\nbrowser measurements:", json.dumps(report))


def test_complete_the_first_lesson_by_clicking(lab, page, artifacts):
    name = lab.add_notebook(ROOT / "tutorials" / "venturesome" / "01_quick_start.ipynb")
    root = complete_lesson(lab, page, name)
    screenshot_whole(page, root, artifacts / "tutorial-done.png")


NOTEBOOK_STATE_JS = f"""(name) => {{
  const panel = {PANEL_JS};
  return {{cells: panel.content.widgets.length, active: panel.content.activeCellIndex}};
}}"""


def test_keys_pressed_on_the_table_stay_in_the_widget(lab, page):
    """JupyterLab's command-mode keys do nothing while a card of the table has the focus: Down
    and Up do not move the notebook's selected cell, ``b`` inserts no cell and ``d d`` deletes
    none; the focus stays on the table."""
    name = lab.add_notebook(ROOT / "notebooks" / "play_venturesome.ipynb")
    lab.run_notebook(page, name)
    root = page.get_by_test_id("vw-root").first
    expect(root).to_have_attribute("data-phase", "play")
    card = root.locator(TABLE_CHOICES).first
    card.focus()
    before = page.evaluate(NOTEBOOK_STATE_JS, name)
    for key in ("ArrowDown", "ArrowUp", "b", "a", "d", "d", "j", "k"):
        page.keyboard.press(key)
    assert page.evaluate(NOTEBOOK_STATE_JS, name) == before
    assert root.evaluate("root => root.contains(document.activeElement)")


TO_FREE_PLAY = """
from venture_widgets.tutor import Play
lesson = [v for v in globals().values() if isinstance(v, vw.Tutorial)][0]
while not isinstance(lesson.runner.current, Play):
    lesson.runner.solve_step()
    lesson.runner.next()
lesson.refresh()
print(lesson.tutor["kind"], lesson.runner.state.current_player)
"""

FREE_PLAY_FACTS = """
import json
print(json.dumps({"over": lesson.runner.state.is_over, "done": lesson.runner.done,
                  "learner": lesson.runner.seat, "seats": lesson.seats}))
"""


def test_the_last_lesson_ends_in_a_free_game_against_the_bot(lab, page, artifacts):
    """Issue 10, item 5: the last lesson's last step is a whole game against the greedy bot,
    played by clicking the table, with the bot answering each move; Finish ends the lesson."""
    name = lab.add_notebook(ROOT / "tutorials" / "venturesome" / "05_rounds_and_scoring.ipynb")
    lab.run_notebook(page, name)
    root = page.get_by_test_id("vw-root").first
    panel = root.get_by_test_id("vw-tutor")
    expect(panel).to_be_visible()
    assert lab.kernel_exec(name, TO_FREE_PLAY).split() == ["play", "0"]
    expect(panel).to_have_attribute("data-kind", "play")
    expect(root).to_have_attribute("data-phase", "play")
    clicked, _ = play_to_the_end(page, root, random.Random(3), ENDS, MAX_CLICKS)
    expect(root.get_by_test_id("vw-tutor-feedback")).to_contain_text("The game is over")
    screenshot_whole(page, root, artifacts / "free-play-over.png")
    facts = json.loads(lab.kernel_exec(name, FREE_PLAY_FACTS))
    assert facts["over"] and len(clicked) > 3
    assert [seat["label"] for seat in facts["seats"]] == ["Seat 0 (you)", "Seat 1 (greedy bot)"]
    root.get_by_test_id("vw-tutor-next").click()
    expect(panel).to_have_attribute("data-kind", "done")
    assert json.loads(lab.kernel_exec(name, FREE_PLAY_FACTS))["done"]
