"""Real JupyterLab, real Chromium: review a finished game at its table and play on from a mark;
solve a puzzle by clicking.

The play notebook's table is played to its end through the kernel (random moves for the person,
the bots at once), with a small review budget so that the analysis takes seconds on a loaded
machine. Then, in the page: "Review this game" turns the table into its review; the test waits
for the analysis to finish (the panel's state), clicks a marked point of the graph, reads the
better move beside the table, and plays it by clicking it where it is lit on the table (or, for a
move the table shows in two steps, "Play from here"), and checks through the kernel that the game
goes on from that decision with that move. In the puzzles notebook, the test tries a wrong move,
reads what it is worth, then clicks the answer (asked of the kernel) and sees it solved and lit.
"""

from __future__ import annotations

import json
from pathlib import Path

from jupyterlab_session import click_action, screenshot_whole
from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parents[2]
FINISH = """
import random, venture_widgets.review as review_module
review_module.REVIEW_ITERATIONS.update(dict.fromkeys(review_module.REVIEW_ITERATIONS, 150))
rng = random.Random(3)
while not table.state.is_over:
    table.act(rng.choice(table.legal)["action"])
print("over", len(table.state.actions))
"""
SHOWN = "import json; print(json.dumps({'kind': table.widget_kind, 'current': table.review.get('current')}))"
PLAYED = "import json; print(json.dumps(table.match.record()['actions']))"


def opened(lab, page, notebook: str, kind: str):
    """Run ``notebooks/<notebook>`` through the Run menu in a window of 1400 x 900: its name and
    the root of its first widget, which is of ``kind`` (the root stays that widget's when its
    kind changes: a table that becomes its review)."""
    page.set_viewport_size({"width": 1400, "height": 900})
    name = lab.add_notebook(ROOT / "notebooks" / notebook)
    lab.run_notebook(page, name)
    root = page.get_by_test_id("vw-root").first
    expect(root).to_have_attribute("data-kind", kind)
    return name, root


def test_review_a_finished_game_click_a_mark_and_play_on_with_the_better_move(lab, page, artifacts):
    name, root = opened(lab, page, "play_venturesome.ipynb", "table")
    expect(root).to_have_attribute("data-phase", "play")
    printed = lab.kernel_exec(name, FINISH + "import json; print(json.dumps(table.match.record()))")
    record = json.loads(printed.strip().splitlines()[-1])
    expect(root).to_have_attribute("data-phase", "over")

    root.get_by_test_id("vw-review-game").click()
    expect(root).to_have_attribute("data-kind", "replay")
    panel = root.get_by_test_id("vw-review")
    expect(panel).to_be_visible()
    expect(panel).to_have_attribute("data-state", "done", timeout=240_000)
    graph = root.get_by_test_id("vw-review-graph")
    expect(graph).to_be_visible()
    points = root.get_by_test_id("vw-review-point")
    assert points.count() > 0, "a game of random moves has marked moves"
    screenshot_whole(page, root, artifacts / "review-done.png")

    point = points.first
    index = int(point.get_attribute("data-index"))
    point.click()
    expect(root.get_by_test_id("vw-review-better")).to_contain_text("Better: ")
    shown = json.loads(lab.kernel_exec(name, SHOWN))
    current = shown["current"]
    assert shown["kind"] == "replay" and current["index"] == index and current["mark"]
    expect(root.get_by_test_id("vw-review-better")).to_have_text(f"Better: {current['text_best']}")
    screenshot_whole(page, root, artifacts / "review-at-a-mark.png")

    lit = root.locator(f'[data-testid=vw-table] [data-preview-lit][data-action="{current["best"]}"]')
    if lit.count():
        lit.first.click()
        expect(root).to_have_attribute("data-kind", "table")
        played = json.loads(lab.kernel_exec(name, PLAYED))
        assert played[: index + 1] == [*record["actions"][:index], current["best"]]
    else:
        root.get_by_test_id("vw-replay-play").click()
        expect(root).to_have_attribute("data-kind", "table")
        expect(root).to_have_attribute("data-phase", "play")
        played = json.loads(lab.kernel_exec(name, PLAYED))
        assert played == record["actions"][:index]
    expect(root.get_by_test_id("vw-review")).to_have_count(0)
    screenshot_whole(page, root, artifacts / "review-played-on.png")


PUZZLE = "import json; print(json.dumps([board.current.answers, board.puzzle['index'], board.puzzle['count']]))"


def test_solve_a_puzzle_by_clicking(lab, page, artifacts):
    name, root = opened(lab, page, "puzzles.ipynb", "puzzle")
    panel = root.get_by_test_id("vw-puzzle")
    expect(panel).to_have_attribute("data-status", "open")
    answers, index, count = json.loads(lab.kernel_exec(name, PUZZLE).strip().splitlines()[-1])
    assert index == 0
    moves = root.locator("[data-testid=vw-table] [data-action]")
    wrong = [moves.nth(i) for i in range(moves.count()) if moves.nth(i).get_attribute("data-action") not in answers]
    assert wrong, "the puzzle's table shows a move that is not the answer"
    wrong[0].click()
    feedback = root.get_by_test_id("vw-puzzle-feedback")
    expect(panel).to_have_attribute("data-status", "missed")
    expect(feedback).to_have_attribute("data-correct", "false")
    expect(feedback).to_contain_text("Not the best: ")
    click_action(root, answers[0])
    expect(panel).to_have_attribute("data-status", "solved")
    expect(feedback).to_have_attribute("data-correct", "true")
    expect(root.locator(f'[data-testid=vw-table] [data-action="{answers[0]}"][data-preview-lit]').first).to_be_visible()
    expect(root.get_by_test_id("vw-puzzle-score")).to_have_text("Solved at the first try: 0 of 1")
    screenshot_whole(page, root, artifacts / "puzzle-solved.png")
    root.get_by_test_id("vw-puzzle-next").click()
    expect(root.get_by_test_id("vw-puzzle-number")).to_have_text(f"Puzzle 2 of {count}")
    expect(panel).to_have_attribute("data-status", "open")
