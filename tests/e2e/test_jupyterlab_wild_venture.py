"""Real JupyterLab, real Chromium: a whole game of A Wild Venture and its first lesson by clicking.

The play notebook is opened and run through the Run menu; then the test clicks, at random from
a seed, one of the choices the table offers (a card, a board space, a button of the decision
bar; a card with several verbs opens a menu, and one of its verbs is clicked) until the score
sheet shows, and checks through the kernel that the game is over and that the human seat's
moves are exactly the clicked actions, and that at every click, in a window of 1400 x 900, the
prompt was in view beside the clicked choice, and at every decision the prompt, the board and
the own area were in view together (fit_checks.py). Click-to-redraw times (the greedy bot's replies
included) and synced update sizes are printed and saved, never asserted. Screenshots of the
whole table mid-game and at the score sheet, and of JupyterLab's window, go to the artifacts
folder (tests/conftest.py). The page asks for reduced motion, as a person may in their system's
settings.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

from fit_checks import check_one_screen, one_screen
from jupyterlab_session import (
    GAME_FACTS,
    ask_for_reduced_motion,
    check_clicks_in_view,
    complete_lesson,
    measurements,
    open_game,
    play_to_the_end,
    screenshot_whole,
)
from playwright.sync_api import expect
from screen_checks import check_no_black

ROOT = Path(__file__).resolve().parents[2]
MENU = "[data-testid=vw-wv-menu] [data-action]"  # after a card with several verbs: its verbs
MAX_CLICKS = 400
MID_GAME = 30  # the move before which the mid-game screenshots are taken


def test_play_a_whole_wild_venture_game_by_clicking(lab, page, artifacts):
    notebook = ROOT / "notebooks" / "play_wild_venture.ipynb"
    ask_for_reduced_motion(page)
    name, root = open_game(lab, page, notebook, "wild_venture", artifacts / "wv-start.png")

    board = root.get_by_test_id("vw-board")
    adventuring = artifacts / "wv-adventuring-lab.png"
    adventuring.unlink(missing_ok=True)

    screens: list[dict] = []  # at each decision: the prompt, the board or map and the own area in view (fit_checks)

    def on_move(n: int) -> None:
        screens.append(one_screen(root))
        if n == MID_GAME:
            screenshot_whole(page, root, artifacts / "wv-mid-game.png")
            check_no_black(board, artifacts / "wv-mid-game-board.png")
        if n >= MID_GAME and not adventuring.exists() and board.locator("[data-action]").count():
            # JupyterLab's window while the Adventurer moves: the reachable spaces are lit
            root.evaluate("root => root.scrollIntoView({block: 'start'})")
            page.screenshot(path=str(adventuring), animations="disabled")

    seen: list[dict] = []
    clicked, timings = play_to_the_end(page, root, random.Random(3), MENU, MAX_CLICKS, on_move, seen)
    # one screen: at every click the prompt was in view too, in JupyterLab's window of 1400 x 900
    check_clicks_in_view(artifacts / "wv-e2e-clicks-in-view.json", seen, len(clicked))
    # one screen at every decision: the prompt, the board and the whole own area (a hand of ten
    # cards and more over the tableau: what the screen has no room for scrolls inside it) in view
    check_one_screen(artifacts / "wv-e2e-one-screen.json", screens, len(clicked))
    sheet = root.get_by_test_id("vw-score-sheet")
    expect(sheet).to_be_visible()
    screenshot_whole(page, root, artifacts / "wv-score-sheet.png")
    sheet.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "wv-score-sheet-lab.png"), animations="disabled")

    facts = json.loads(lab.kernel_exec(name, GAME_FACTS))
    assert facts["over"]
    assert facts["actions"] == int(root.get_attribute("data-actions"))
    assert facts["human"] == clicked  # the human seat's moves of the game are exactly the clicks
    totals = sheet.locator('tr[data-category="total"] td').all_inner_texts()
    assert len(totals) == 2 and all(total.strip().isdigit() for total in totals)
    for seat in facts["winners"]:
        expect(root.get_by_test_id("vw-verdict")).to_contain_text(f"Seat {seat}")
    verbs = Counter(action.split()[0] for action in clicked)
    print("\nclicked verbs:", dict(verbs.most_common()))
    assert verbs["move"], verbs  # board spaces were clicked, and decision-bar buttons:
    assert sum(verbs[verb] for verb in ("end", "stop", "skip", "chest", "invest", "trigger", "upgrade")), verbs
    report = {
        **measurements(timings, facts, page),
        "clicked_verbs": dict(verbs.most_common()),
        "clicks_with_the_prompt_in_view": f"{sum(click['prompt'] for click in seen)} of {len(seen)}",
    }
    (artifacts / "wv-e2e-measurements.json").write_text(json.dumps(report, indent=2))
    print("\nA Wild Venture browser measurements:", json.dumps(report))


def test_complete_the_first_wild_venture_lesson_by_clicking(lab, page, artifacts):
    name = lab.add_notebook(ROOT / "tutorials" / "wild_venture" / "01_quick_start.ipynb")
    root = complete_lesson(lab, page, name)
    screenshot_whole(page, root, artifacts / "wv-tutorial-done.png")
