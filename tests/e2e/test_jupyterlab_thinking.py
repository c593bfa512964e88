"""Real JupyterLab, real Chromium: against the expert bot (about a second a decision) the table
says "Seat 1 (expert bot) is thinking…" while the bot thinks in the kernel's background, then
shows its moves and offers the person's next decision. Prints (never asserts) how long the words
showed."""

from __future__ import annotations

import random

import nbformat
from jupyterlab_session import click_one_move
from playwright.sync_api import expect

ENDS = "[data-testid=vw-table] [data-action]"  # after a hand card: the ends of the expedition
CODE = """import venture_widgets as vw
table = vw.Table("venturesome", seats=["human", "expert"], seed=3, first_player=0)
table"""
KERNEL = {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}}
# From now on: every text the bot-thinking region shows, with how long it showed (ms), in window.__vwThought.
WATCH_JS = """() => {
    const region = document.querySelector('[data-testid=vw-root] [data-testid=vw-bot-thinking]');
    window.__vwThought = [];
    let since = null;
    new MutationObserver(() => {
        const text = region.textContent;
        const last = window.__vwThought.at(-1);
        if (last && last.ms === null && last.text !== text) last.ms = performance.now() - since;
        if (text && (!last || last.ms !== null || last.text !== text)) {
            since = performance.now();
            window.__vwThought.push({ text, ms: null });
        }
    }).observe(region, { childList: true, subtree: true, characterData: true });
}"""


def test_the_table_says_the_expert_bot_is_thinking_then_shows_its_moves(lab, page, tmp_path):
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(CODE)], metadata=KERNEL)
    path = tmp_path / "thinking.ipynb"
    nbformat.write(notebook, path)
    name = lab.add_notebook(path)
    lab.run_notebook(page, name)
    root = page.get_by_test_id("vw-root").first
    expect(root).to_have_attribute("data-phase", "play")
    page.evaluate(WATCH_JS)
    rng = random.Random(3)
    for _ in range(12):  # a turn may take several moves before the bot decides
        click_one_move(page, root, rng, ENDS)  # returns once no bot thinks any more
        if page.evaluate("window.__vwThought.length"):
            break
    thought = page.evaluate("window.__vwThought")
    assert {entry["text"] for entry in thought} == {"Seat 1 (expert bot) is thinking…"}
    expect(root).to_have_attribute("data-bot-thinking", "")
    expect(root).to_have_attribute("data-phase", "play")
    assert "None" in lab.kernel_exec(name, "print(table.status['thinking'], table.error or None)")
    print(f"\nthinking shown for {[round(entry['ms'] or 0) for entry in thought]} ms")
