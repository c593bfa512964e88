"""Real JupyterLab, real Chromium: a whole game of Venture Forth and its first lesson by clicking.

The play notebook is opened and run through the Run menu; then the test clicks, at random from
a seed, one of the choices the table offers (a hand card and then one of the spaces it lights, a
path, a site, a party's adventurer, a treasure, a button of the journey panel or beside the
prompt) until the score sheet shows, from the starting adventurer and temple on. It checks
through the kernel that the game is over and that the human seat's moves are exactly the clicked
actions, and that at every click, in a window of 1400 x 900, the prompt was in view beside the
clicked choice, and at every decision the prompt, the whole board and the hand were in view
together, the board's words 11 px or more and no card text cut (fit_checks.py). Click-to-redraw
times (the greedy bot's replies included) and synced update sizes are printed and saved, never
asserted. Screenshots of the whole table mid-game and at the score
sheet, and of JupyterLab's window during a journey, go to the artifacts folder (tests/conftest.py).
The page asks for reduced motion, as a person may in their system's settings.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

from fit_checks import check_one_screen, venture_forth_screen
from jupyterlab_session import (
    GAME_FACTS,
    RECORD_SIZES,
    ask_for_reduced_motion,
    check_clicks_in_view,
    click_one_move,
    complete_lesson,
    measurements,
    screenshot_whole,
)
from playwright.sync_api import expect
from screen_checks import check_no_black

ROOT = Path(__file__).resolve().parents[2]
LIT_SPACES = "[data-testid=vw-board] [data-action]"  # after a hand card: the spaces it may go to
MAX_CLICKS = 600
MID_GAME = 40  # the move before which the mid-game screenshot is taken


def test_play_a_whole_venture_forth_game_by_clicking(lab, page, artifacts):
    ask_for_reduced_motion(page)
    page.set_viewport_size({"width": 1400, "height": 900})
    name = lab.add_notebook(ROOT / "notebooks" / "play_venture_forth.ipynb")
    lab.run_notebook(page, name)
    root = page.get_by_test_id("vw-root").first
    expect(root).to_have_attribute("data-game", "venture_forth")
    page.screenshot(path=str(artifacts / "vf-start.png"), animations="disabled")
    assert "measuring" in lab.kernel_exec(name, RECORD_SIZES)

    journey = artifacts / "vf-journey-lab.png"
    journey.unlink(missing_ok=True)
    rng = random.Random(3)
    clicked: list[str] = []
    timings: list[float] = []
    seen: list[dict] = []
    screens: list[dict] = []  # at each decision: the prompt, the board and the hand in view (fit_checks)
    while root.get_attribute("data-phase") != "over":
        assert root.get_attribute("data-phase") in ("setup", "play"), root.get_attribute("data-phase")
        if len(clicked) == MID_GAME:
            screenshot_whole(page, root, artifacts / "vf-mid-game.png")
            check_no_black(root.get_by_test_id("vw-board"), artifacts / "vf-mid-game-board.png")
        if not journey.exists() and clicked and clicked[-1].startswith("venture "):
            # JupyterLab's window while the party meets the cards of its path
            root.evaluate("root => root.scrollIntoView({block: 'start'})")
            page.screenshot(path=str(journey), animations="disabled")
        screens.append(venture_forth_screen(root))
        action, elapsed = click_one_move(page, root, rng, LIT_SPACES, seen)
        clicked.append(action)
        if elapsed is not None:
            timings.append(elapsed)
        assert len(clicked) < MAX_CLICKS
    # one screen: at every click the prompt was in view too, in JupyterLab's window of 1400 x 900
    check_clicks_in_view(artifacts / "vf-e2e-clicks-in-view.json", seen, len(clicked))
    # one screen at every decision: the prompt, the whole board and the hand, the board's words
    # 11 px or more and no card text cut
    check_one_screen(artifacts / "vf-e2e-one-screen.json", screens, len(clicked), smallest_px=11)
    sheet = root.get_by_test_id("vw-score-sheet")
    expect(sheet).to_be_visible()
    screenshot_whole(page, root, artifacts / "vf-score-sheet.png")

    facts = json.loads(lab.kernel_exec(name, GAME_FACTS))
    assert facts["over"]
    assert facts["actions"] == int(root.get_attribute("data-actions"))
    assert facts["human"] == clicked  # the human seat's moves of the game are exactly the clicks
    totals = sheet.locator('tr[data-category="total"] td').all_inner_texts()
    assert len(totals) == 2 and all(total.strip().lstrip("-").isdigit() for total in totals)
    for seat in facts["winners"]:
        expect(root.get_by_test_id("vw-verdict")).to_contain_text(f"Seat {seat}")
    verbs = Counter(action.split()[0] for action in clicked)
    print("\nclicked verbs:", dict(verbs.most_common()))
    assert verbs["start"] and verbs["play"] and verbs["venture"], verbs  # hand, board spaces, paths
    assert journey.exists(), "no journey was taken by clicking"
    report = {
        **measurements(timings, facts, page),
        "clicked_verbs": dict(verbs.most_common()),
        "clicks_with_the_prompt_in_view": f"{sum(click['prompt'] for click in seen)} of {len(seen)}",
    }
    (artifacts / "vf-e2e-measurements.json").write_text(json.dumps(report, indent=2))
    print("\nVenture Forth browser measurements:", json.dumps(report))


def test_complete_the_first_venture_forth_lesson_by_clicking(lab, page, artifacts):
    name = lab.add_notebook(ROOT / "tutorials" / "venture_forth" / "01_quick_start.ipynb")
    root = complete_lesson(lab, page, name)
    screenshot_whole(page, root, artifacts / "vf-tutorial-done.png")
