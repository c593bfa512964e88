"""Accessibility in real JupyterLab: axe-core finds no serious or critical violation in any
widget, in the light and the dark theme.

One notebook shows every kind of screen a learner meets: a table of each game waiting for the
person's move, a finished game of each (score sheet and winner badge), and a lesson showing a
question and the feedback to a wrong answer. Each widget is audited in both themes
(axe_audit.py says how axe is made to check contrast inside JupyterLab); screenshots of the
audited screens go to the artifacts folder.
"""

from __future__ import annotations

import json

import nbformat
import pytest
from axe_audit import audit, describe, use_theme
from jupyterlab_session import screenshot_whole
from playwright.sync_api import expect

CELLS = [
    "import venture_widgets as vw",
    'vw.Table("venturesome", seats=["human", "greedy", "greedy"], seed=5)',
    'vw.Table("wild_venture", seats=["human", "greedy"], seed=5)',
    'vw.Table("venturesome", seats=["greedy", "greedy", "greedy"], seed=5)',
    'vw.Table("wild_venture", seats=["greedy", "greedy"], seed=5)',
    'lesson = vw.Tutorial("venturesome", "quick_start")\nlesson',
    'vw.Table("venture_forth", seats=["human", "greedy"], seed=5)',
    'vw.Table("venture_forth", seats=["greedy", "greedy", "greedy"], seed=5)',
]
SCREENS = [
    "venturesome table",
    "wild_venture table",
    "venturesome over",
    "wild_venture over",
    "lesson question",
    "venture_forth table",
    "venture_forth over",
]
NEXT_STEP_JS = """(step) => document.querySelectorAll('[data-testid=vw-root]')[4]
    .querySelector('[data-testid=vw-tutor]').dataset.step !== step"""


@pytest.fixture(scope="module")
def screens(lab, tmp_path_factory) -> str:
    """The notebook with every screen, added to the lab."""
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(source) for source in CELLS])
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    path = tmp_path_factory.mktemp("notebooks") / "accessibility_screens.ipynb"
    nbformat.write(notebook, path)
    return lab.add_notebook(path)


def show_a_question(lab, page, name: str) -> None:
    """Click Next on the lesson until it asks a question, then answer it wrongly."""
    root = page.get_by_test_id("vw-root").nth(4)
    panel = root.get_by_test_id("vw-tutor")
    while panel.get_attribute("data-kind") != "ask":
        step = panel.get_attribute("data-step")
        root.get_by_test_id("vw-tutor-next").click()
        page.wait_for_function(NEXT_STEP_JS, arg=step)
    right = int(lab.kernel_exec(name, "print(lesson.runner.current.answer)").strip())
    root.get_by_test_id(f"vw-tutor-option-{1 if right == 0 else 0}").click()
    expect(root.get_by_test_id("vw-tutor-feedback")).to_have_attribute("data-ok", "false")


def test_no_serious_axe_violation_in_either_theme(lab, page, screens, artifacts):
    lab.run_notebook(page, screens)
    roots = page.get_by_test_id("vw-root")
    expect(roots).to_have_count(len(SCREENS))
    expect(roots.nth(0)).to_have_attribute("data-phase", "play")
    expect(roots.nth(1)).to_have_attribute("data-phase", "play")
    expect(roots.nth(2)).to_have_attribute("data-phase", "over")
    expect(roots.nth(3)).to_have_attribute("data-phase", "over")
    expect(roots.nth(6)).to_have_attribute("data-phase", "over")
    show_a_question(lab, page, screens)

    report: dict[str, dict] = {}
    for theme in ("light", "dark"):
        use_theme(page, theme)
        for index, screen in enumerate(SCREENS):
            findings = audit(page, index)
            report[f"{screen}, {theme}"] = findings
            slug = screen.replace(" ", "-")
            screenshot_whole(page, roots.nth(index), artifacts / f"axe-{slug}-{theme}.png")
    (artifacts / "axe-report.json").write_text(json.dumps(report, indent=2))
    undecided = {where: len(f["incomplete"]) for where, f in report.items() if f["incomplete"]}
    print("\ncontrast checks axe could not decide:", undecided or "none")
    failures = {where: describe(f["blocking"]) for where, f in report.items() if f["blocking"]}
    assert not failures, "\n\n".join(f"{where}:\n{text}" for where, text in failures.items())


FOCUS_IN_ROOT_JS = """(index) => {
  const root = document.querySelectorAll('[data-testid=vw-root]')[index];
  return root.contains(document.activeElement) && document.activeElement !== root;
}"""


def test_the_table_plays_by_keyboard_and_the_focus_stays_on_what_to_do(lab, page, screens):
    """In the lab, the arrow keys move the focus along the hand (JupyterLab does not take them),
    and a card played with Enter hands the focus on to the next thing to do once Python and the
    bots have answered: never to the notebook or the page."""
    lab.run_notebook(page, screens)
    root = page.get_by_test_id("vw-root").first
    expect(root).to_have_attribute("data-phase", "play")
    hand = root.locator('[data-zone="hand"][data-seat="0"]')
    cards = hand.locator("[data-action], [data-select]")
    cards.first.focus()
    first = page.evaluate("document.activeElement.dataset.card")
    page.keyboard.press("End")
    page.keyboard.press("Home")
    assert page.evaluate("document.activeElement.dataset.card") == first
    actions = root.get_attribute("data-actions")
    page.keyboard.press("Enter")
    if page.evaluate("document.activeElement.matches('.vw-end')"):  # a card goes at an end: pick one
        page.keyboard.press("Enter")
    expect(root).not_to_have_attribute("data-actions", actions)  # Python took the move
    expect(root).to_have_attribute("data-phase", "play")
    page.wait_for_function(FOCUS_IN_ROOT_JS, arg=0)
    assert page.evaluate("document.activeElement.matches('[data-action], [data-select], [data-legal]')")
