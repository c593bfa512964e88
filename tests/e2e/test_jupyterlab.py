"""Real JupyterLab, real Chromium: play a whole Venturesome game and a whole lesson by clicking.

The play notebook is opened and run through the Run menu; then the test clicks highlighted
choices on the table only (a hand card, then the end of the expedition; a threat; an effect's
target) until the score sheet shows, and checks through the kernel that the game ended with
exactly those moves. It measures, and prints (never asserts), the click-to-render time of each
human move including the bots' replies, and the size in bytes of every synced update.
"""

from __future__ import annotations

import json
import random
import statistics
from pathlib import Path

from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parents[2]
CHOICES = "[data-testid=vw-table] [data-action], [data-testid=vw-table] [data-select]"
MAX_CLICKS = 1500

# Arms a watcher on the widget root: resolves with the ms from the next pointerdown inside it to
# the moment its data-actions (the number of actions played) changes, i.e. the redraw after the
# kernel has applied the move and the bots have answered.
ARM_JS = """(index) => {
  const root = document.querySelectorAll('[data-testid=vw-root]')[index];
  const before = root.dataset.actions;
  window.__vwRender = new Promise((resolve) => {
    let t0 = null;
    root.addEventListener('pointerdown', () => { t0 = performance.now(); }, { capture: true, once: true });
    const mo = new MutationObserver(() => {
      if (root.dataset.actions !== before) { mo.disconnect(); resolve(t0 === null ? null : performance.now() - t0); }
    });
    mo.observe(root, { attributes: true, subtree: true, childList: true });
  });
}"""

RECORD_SIZES = """
import json as _json
_sizes = []
_send = table.comm.send
def _measure(data=None, metadata=None, buffers=None):
    if isinstance(data, dict) and data.get("method") == "update":
        _sizes.append(len(_json.dumps(data["state"], separators=(",", ":"))))
    return _send(data=data, metadata=metadata, buffers=buffers)
table.comm.send = _measure
print("measuring")
"""


def click_one_move(page, root, rng: random.Random) -> tuple[str, float | None]:
    """Click highlighted choices on the table until one action is sent; that action and the
    click-to-render ms."""
    page.evaluate(ARM_JS, 0)
    before = root.get_attribute("data-actions")
    choices = root.locator(CHOICES)
    expect(choices.first).to_be_visible()
    pick = choices.nth(rng.randrange(choices.count()))
    if pick.get_attribute("data-action") is None:  # a hand card: then one end of the expedition
        pick.click()
        ends = root.locator("[data-testid=vw-table] [data-action]")
        expect(ends.first).to_be_visible()
        pick = ends.nth(rng.randrange(ends.count()))
    action = pick.get_attribute("data-action")
    pick.click()
    expect(root).not_to_have_attribute("data-actions", before, timeout=30_000)
    return action, page.evaluate("window.__vwRender")


def test_play_a_whole_game_by_clicking(lab, page, artifacts):
    name = lab.add_notebook(ROOT / "notebooks" / "play_venturesome.ipynb")
    lab.run_notebook(page, name)
    root = page.get_by_test_id("vw-root").first
    expect(root).to_have_attribute("data-phase", "play", timeout=30_000)
    root.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "table-start.png"), full_page=False)
    assert "measuring" in lab.kernel_exec(name, RECORD_SIZES)

    rng = random.Random(1)
    timings: list[float] = []
    clicked: list[str] = []
    while root.get_attribute("data-phase") != "over":
        assert root.get_attribute("data-phase") == "play", root.get_attribute("data-phase")
        action, elapsed = click_one_move(page, root, rng)
        clicked.append(action)
        if elapsed is not None:
            timings.append(elapsed)
        if len(clicked) == 6:
            root.screenshot(path=str(artifacts / "table-mid-game.png"))
        assert len(clicked) < MAX_CLICKS
    sheet = root.get_by_test_id("vw-score-sheet")
    expect(sheet).to_be_visible()
    root.screenshot(path=str(artifacts / "table-score-sheet.png"))

    facts = json.loads(
        lab.kernel_exec(
            name,
            "import json\nactions = table.state.actions\n"
            "print(json.dumps({'over': table.state.is_over, 'actions': len(actions), 'winners': table.state.winners(),"
            " 'human': [actions[p] for p in table.match.human_points if p < len(actions)], 'sizes': _sizes}))",
        )
    )
    assert facts["over"]
    assert facts["actions"] == int(root.get_attribute("data-actions"))
    assert facts["human"] == clicked  # the people's moves of the game are exactly the clicks
    winners = ", ".join(f"Seat {seat}" for seat in facts["winners"])
    if winners:
        expect(root.get_by_test_id("vw-verdict")).to_contain_text(winners.split(", ")[0])
    sizes = facts["sizes"]
    report = {
        "human_moves": len(timings),
        "click_to_render_ms": {"median": statistics.median(timings), "max": max(timings), "min": min(timings)},
        "synced_update_bytes": {"count": len(sizes), "median": statistics.median(sizes), "max": max(sizes)},
    }
    (artifacts / "e2e-measurements.json").write_text(json.dumps(report, indent=2))
    print("\nbrowser measurements:", json.dumps(report))


def test_complete_the_first_lesson_by_clicking(lab, page, artifacts):
    name = lab.add_notebook(ROOT / "tutorials" / "venturesome" / "01_goal_and_setup.ipynb")
    lab.run_notebook(page, name)
    root = page.get_by_test_id("vw-root").first
    panel = root.get_by_test_id("vw-tutor")
    expect(panel).to_be_visible(timeout=30_000)
    variable = lab.kernel_exec(
        name, "import venture_widgets as vw\nprint([k for k, v in globals().items() if isinstance(v, vw.Tutorial)][0])"
    ).strip()
    for _ in range(100):
        kind = panel.get_attribute("data-kind")
        step = panel.get_attribute("data-step")
        if kind == "done":
            break
        if kind == "ask":
            answer = lab.kernel_exec(name, f"print({variable}.runner.current.answer)").strip()
            root.get_by_test_id(f"vw-tutor-option-{answer}").click()
            expect(root.get_by_test_id("vw-tutor-feedback")).to_have_attribute("data-ok", "true")
        elif kind == "expect":
            wanted = lab.kernel_exec(name, f"print({variable}.runner.current.actions[0])").strip()
            click_action(root, wanted)
            expect(root.get_by_test_id("vw-tutor-feedback")).to_have_attribute("data-ok", "true")
        next_button = root.get_by_test_id("vw-tutor-next")
        if kind == panel.get_attribute("data-kind") and step == panel.get_attribute("data-step"):
            expect(next_button).to_be_enabled()
            next_button.click()
            page.wait_for_function(
                """([step, kind]) => {
                    const panel = document.querySelector('[data-testid=vw-root] [data-testid=vw-tutor]');
                    return panel.dataset.step !== step || panel.dataset.kind !== kind;
                }""",
                arg=[step, kind],
            )
    assert panel.get_attribute("data-kind") == "done"
    root.screenshot(path=str(artifacts / "tutorial-done.png"))
    assert lab.kernel_exec(name, f"print({variable}.runner.done)").strip() == "True"


def click_action(root, action: str) -> None:
    """Click the table element of ``action``: directly, or its hand card and then the end."""
    direct = root.locator(f'[data-testid=vw-table] [data-action="{action}"]')
    if direct.count() == 0:
        card = action.split()[1]
        root.locator(f'[data-testid=vw-table] [data-select="{card}"]').first.click()
    root.locator(f'[data-testid=vw-table] [data-action="{action}"]').first.click()
