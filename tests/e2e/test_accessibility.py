"""Accessibility in real JupyterLab: axe-core finds no serious or critical violation in any
widget, in the light and the dark theme.

One notebook shows every kind of screen a learner meets: a table of each game waiting for the
person's move, a finished game of each (score sheet and winner badge or result), a lesson showing
a question and the feedback to a wrong answer, and what only some games have: Adventurous's map
while the drawn cards are placed (its lit spots), and Venture (2019)'s question asked out of turn
(a card a bot used on the person, to answer with an instant of the hand or pass; its table
waiting for the move is shown with a card picked and the players it may go to lit). Adventurous
has no decision out of turn: every decision of a voyage belongs to the seat whose turn it is.
Each widget is audited in both themes (axe_audit.py says how axe is made to check contrast
inside JupyterLab); screenshots of the audited screens go to the artifacts folder.

The keyboard tests play in the lab with the keyboard only, the focus checked after every move to
be on the next thing to do (js/lib/landing.js): a Venturesome card, and a whole Venture (2019)
turn from an answer out of turn to the person's next decision after it.
"""

from __future__ import annotations

import json

import nbformat
import pytest
from axe_audit import audit, describe, use_theme
from jupyterlab_session import screenshot_whole
from playwright.sync_api import expect

# A Venture (2019) table played on (the person's first legal action each time, the bots
# answering) to the person's action in a turn of the middle of the game: missions completed,
# long-term cards beside the roles, a hand of six.
V19_MIDDLE = """middle = vw.Table("venture_2019", seats=["human", "greedy", "greedy"], seed=5)
while not (middle.view["turn"] >= 8 and middle.view["decision"]["kind"] == "action" and middle.view["active"] == 0):
    middle.act(middle.legal[0]["action"])
middle"""
# A solo voyage played on (the first legal action each time) to cards to place on a map of six.
ADV_PLACING = """placing = vw.Table("adventurous", seats=["human"], seed=5)
while not (placing.view["decision"]["kind"] == "place" and len(placing.view["placed"]) >= 6):
    placing.act(placing.legal[0]["action"])
placing"""


def v19_answer(name: str) -> str:
    """The cell of a Venture (2019) table named ``name`` whose first question to the person comes
    out of turn (seed 36): Seat 2 uses a Funding Cut on them before their first turn, and they
    hold a Rebuttal."""
    return f'{name} = vw.Table("venture_2019", seats=["human", "greedy", "greedy"], seed=36)\n{name}'


# (screen, cell, the phase its table shows: "play" for the person's move, "over"; None for the lesson)
SCREENS_AND_CELLS: list[tuple[str, str, str | None]] = [
    ("venturesome table", 'vw.Table("venturesome", seats=["human", "greedy", "greedy"], seed=5)', "play"),
    ("wild_venture table", 'vw.Table("wild_venture", seats=["human", "greedy"], seed=5)', "play"),
    ("venturesome over", 'vw.Table("venturesome", seats=["greedy", "greedy", "greedy"], seed=5)', "over"),
    ("wild_venture over", 'vw.Table("wild_venture", seats=["greedy", "greedy"], seed=5)', "over"),
    ("lesson question", 'lesson = vw.Tutorial("venturesome", "quick_start")\nlesson', None),
    ("venture_forth table", 'vw.Table("venture_forth", seats=["human", "greedy"], seed=5)', "play"),
    ("venture_forth over", 'vw.Table("venture_forth", seats=["greedy", "greedy", "greedy"], seed=5)', "over"),
    ("adventurous table", 'vw.Table("adventurous", seats=["human"], seed=5)', "play"),
    ("adventurous placing", ADV_PLACING, "play"),
    ("adventurous over", 'vw.Table("adventurous", seats=["planner"], seed=5)', "over"),
    ("venture_2019 table", V19_MIDDLE, "play"),
    ("venture_2019 answer", v19_answer("answer"), "play"),
    ("venture_2019 over", 'vw.Table("venture_2019", seats=["greedy", "greedy", "greedy"], seed=5)', "over"),
]
CELLS = ["import venture_widgets as vw", *(cell for _, cell, _ in SCREENS_AND_CELLS)]
SCREENS = [screen for screen, _, _ in SCREENS_AND_CELLS]
LESSON = SCREENS.index("lesson question")
NEXT_STEP_JS = f"""(step) => document.querySelectorAll('[data-testid=vw-root]')[{LESSON}]
    .querySelector('[data-testid=vw-tutor]').dataset.step !== step"""
# What the kernel knows of the question asked out of turn: who decides, whose turn it is, what.
ASKED = 'import json; print(json.dumps([answer.view["decision"], answer.view["active"], answer.legal]))'


def add_notebook(lab, tmp_path_factory, name: str, cells: list[str]) -> str:
    """A notebook of ``cells`` added to the lab as ``name``."""
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(source) for source in cells])
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    path = tmp_path_factory.mktemp("notebooks") / name
    nbformat.write(notebook, path)
    return lab.add_notebook(path)


@pytest.fixture(scope="module")
def screens(lab, tmp_path_factory) -> str:
    """The notebook with every screen, added to the lab."""
    return add_notebook(lab, tmp_path_factory, "accessibility_screens.ipynb", CELLS)


def show_a_question(lab, page, name: str) -> None:
    """Click Next on the lesson until it asks a question, then answer it wrongly."""
    root = page.get_by_test_id("vw-root").nth(LESSON)
    panel = root.get_by_test_id("vw-tutor")
    while panel.get_attribute("data-kind") != "ask":
        step = panel.get_attribute("data-step")
        root.get_by_test_id("vw-tutor-next").click()
        page.wait_for_function(NEXT_STEP_JS, arg=step)
    right = int(lab.kernel_exec(name, "print(lesson.runner.current.answer)").strip())
    root.get_by_test_id(f"vw-tutor-option-{1 if right == 0 else 0}").click()
    expect(root.get_by_test_id("vw-tutor-feedback")).to_have_attribute("data-ok", "false")


def show_the_special_screens(lab, page, name: str) -> None:
    """Check that the screens only some games have are there: the lit spots of Adventurous's
    map; the question asked of the person out of turn in Venture (2019) (the person decides
    while it is another seat's turn, an instant of the hand lit); and pick a card of the
    Venture (2019) table waiting for the move, so that the players it may go to are lit."""
    roots = page.get_by_test_id("vw-root")
    placing = roots.nth(SCREENS.index("adventurous placing"))
    expect(placing.locator("[data-testid=adv-map] [data-anchor]").first).to_be_visible()
    decision, active, legal = json.loads(lab.kernel_exec(name, ASKED))
    assert decision["kind"] == "answer" and decision["owner"] == 0 and active != 0, (decision, active)
    answer = roots.nth(SCREENS.index("venture_2019 answer"))
    expect(answer.get_by_test_id("vw-v19-banner")).to_be_visible()
    instants = [item["action"] for item in legal if item["action"].startswith("answer ")]
    assert instants, legal
    expect(answer.locator(f'[data-testid=vw-hand-0] [data-action="{instants[0]}"]')).to_be_visible()
    middle = roots.nth(SCREENS.index("venture_2019 table"))
    middle.locator("[data-testid=vw-hand-0] [data-select]").first.click()
    expect(middle.locator(".vw-v19-aim[data-action]").first).to_be_visible()


def test_no_serious_axe_violation_in_either_theme(lab, page, screens, artifacts):
    lab.run_notebook(page, screens)
    roots = page.get_by_test_id("vw-root")
    expect(roots).to_have_count(len(SCREENS))
    for index, (_, _, phase) in enumerate(SCREENS_AND_CELLS):
        if phase is not None:
            expect(roots.nth(index)).to_have_attribute("data-phase", phase)
    show_a_question(lab, page, screens)
    show_the_special_screens(lab, page, screens)

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
    # the focus lands in the frame after the update's redraw (js/lib/keep.js)
    choice = "document.activeElement.matches('[data-action], [data-select], [data-legal]')"
    page.wait_for_function(f"index => ({FOCUS_IN_ROOT_JS})(index) && {choice}", arg=0)


# --- a whole Venture (2019) turn by keyboard, an answer out of turn included ---------------------

# Whether the table shows the person's next decision (or the end) after the move that left
# ``before`` actions played: Python and the bots have answered, nothing is waiting for them.
DECIDING_JS = """([root, before]) => root.dataset.phase === 'over' || (root.dataset.phase === 'play'
    && root.dataset.actions !== before && root.dataset.waiting === undefined && root.dataset.legalCount !== '0')"""
# The frame after the one now due has begun: the focus an update's redraw left for its next
# frame is placed.
NEXT_FRAME_JS = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"
# What has the keyboard focus, as the checks of the next thing to do need it.
FOCUS_JS = """(root) => {
  const el = document.activeElement;
  const table = root.querySelector('[data-testid=vw-table]');
  return {
    inTable: Boolean(table && table.contains(el)),
    action: el.dataset?.action ?? null,
    select: el.dataset?.select ?? null,
    focusFirst: el.hasAttribute('data-focus-first'),
    disabled: el.getAttribute('aria-disabled') === 'true',
    landing: el.hasAttribute('data-landing') && el.closest('[data-testid=vw-score-sheet]') !== null,
    shown: el.outerHTML.slice(0, 200),
  };
}"""
# Where the focus is against the element of ``selector`` in ``root``: on it ("here"), before it
# in the same row of choices ("right": the arrow keys move within a row, js/lib/rows.js), after it
# there ("left"), else before it in the page ("tab") or after it ("back"); null: it is not drawn.
WHERE_JS = """([root, selector]) => {
  const rows = '[role="group"], [role="toolbar"], .vw-controls, .vw-legal-list';
  const el = document.activeElement;
  const target = root.querySelector(selector);
  if (!target) return null;
  if (target === el) return 'here';
  const later = Boolean(el.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING);
  const row = el.closest(rows);
  if (row && target.closest(rows) === row) return later ? 'right' : 'left';
  return later ? 'tab' : 'back';
}"""
KEYS = {"right": "ArrowRight", "left": "ArrowLeft", "tab": "Tab", "back": "Shift+Tab"}
# The person's decision in the keyboard notebook: the decision, whose turn it is, the choices, the end.
DECISION = (
    "import json; print(json.dumps([table.view[k] for k in ('decision', 'active', 'turn', 'is_over')] + [table.legal]))"
)
MAX_KEYS = 80  # presses of Tab or an arrow to reach a choice: far more than a table has
MAX_MOVES = 30  # the person's moves from the answer to the end of their turn


@pytest.fixture(scope="module")
def answer_table(lab, tmp_path_factory) -> str:
    """A notebook with the Venture (2019) table whose first question to the person comes out of turn."""
    return add_notebook(
        lab, tmp_path_factory, "keyboard_venture_2019.ipynb", ["import venture_widgets as vw", v19_answer("table")]
    )


def reach(page, root, selector: str) -> str:
    """Move the focus to the element of ``selector`` in ``root`` as a keyboard user does: the
    arrow keys within a row of choices, else Tab (Shift+Tab to go back). The keys, in words."""
    handle = root.element_handle()
    pressed: list[str] = []
    for _ in range(MAX_KEYS):
        where = page.evaluate(WHERE_JS, [handle, selector])
        assert where is not None, f"{selector} is not drawn"
        if where == "here":
            return " ".join(f"{key} x{pressed.count(key)}" for key in dict.fromkeys(pressed))
        pressed.append(KEYS[where])
        page.keyboard.press(KEYS[where])
    raise AssertionError(f"the keys never reached {selector}: the focus is on {page.evaluate(FOCUS_JS, handle)}")


def choose(decision: dict, legal: list[dict], done: set[str]) -> str:
    """The person's move: an answer out of turn with the first instant that answers (on one's
    own turn, Pass); the first card that goes to another player (picked, then aimed: a choice in
    two steps) for the first action, then End actions; else the first choice offered."""
    actions = [item["action"] for item in legal]
    kind = decision["kind"]
    if kind == "answer":
        instants = [a for a in actions if a.startswith("answer ")]
        return instants[0] if instants and "out of turn" not in done else "pass"
    if kind == "action":
        if "aimed" not in done:
            return next(a for a in actions if a.startswith("play ") and not a.endswith(" 0"))
        if "done" in actions:
            return "done"
    return actions[0]


def press_the_choice(page, root, legal: list[dict], action: str, escaped: bool) -> list[str]:
    """Make ``action`` with the keyboard: reach its element and press Enter (Space on a button,
    as the browser takes both); a card that goes to a player is picked first (Enter), the focus
    then on the first player lit for it, and Escape, the first time, puts it down again (the
    focus back on the card) before it is picked anew. The keys pressed, in words."""
    keys: list[str] = []
    if not root.locator(f'[data-testid=vw-table] [data-action="{action}"]').count():
        card = next(item["target"]["card"] for item in legal if item["action"] == action)
        for _ in range(1 if escaped else 2):
            keys += [reach(page, root, f'[data-testid=vw-table] [data-select="{card}"]'), f"Enter on {card}"]
            page.keyboard.press("Enter")
            expect(root).to_have_attribute("data-selected", card)
            focus = page.evaluate(FOCUS_JS, root.element_handle())
            assert focus["focusFirst"] and focus["action"], f"picking {card} left the focus on {focus}"
            if not escaped:
                keys.append("Escape")
                page.keyboard.press("Escape")
                expect(root).to_have_attribute("data-selected", "")
                focus = page.evaluate(FOCUS_JS, root.element_handle())
                assert focus["select"] == card, f"Escape left the focus on {focus}, not on {card} put down"
                escaped = True
    keys.append(reach(page, root, f'[data-testid=vw-table] [data-action="{action}"]'))
    key = "Space" if page.evaluate("document.activeElement.tagName") == "BUTTON" else "Enter"
    keys.append(f"{key} on {action}")
    page.keyboard.press(key)
    return [key for key in keys if key]


def check_the_next_thing(page, root, legal: list[dict], over: bool) -> dict:
    """The focus is on the next thing to do (js/lib/landing.js): a choice of the person's
    decision on the table (the question's Pass or a lit instant when they are asked out of
    turn), never the page, the prompt or a choice of a decision gone; at the end, the score sheet."""
    page.evaluate(NEXT_FRAME_JS)  # where an update's redraw places the focus (js/lib/keep.js)
    focus = page.evaluate(FOCUS_JS, root.element_handle())
    if over:
        assert focus["landing"], f"the game is over, but the focus is on {focus}"
        return focus
    actions = {item["action"] for item in legal}
    cards = {item["target"].get("card") for item in legal}
    choice = focus["action"] in actions or (focus["select"] is not None and focus["select"] in cards)
    assert focus["inTable"] and choice and not focus["disabled"], (
        f"the focus is on {focus}, not a choice of {sorted(actions)}"
    )
    return focus


def test_a_venture_2019_turn_by_keyboard_the_focus_on_the_next_thing_to_do(lab, page, answer_table):
    """In the lab, the person answers a card a bot used on them out of turn, then plays their
    whole turn (the card drawn face up, two actions, a mission, the discards) with the keyboard
    only: Tab and the arrow keys to a choice, Enter or Space, a card picked and then a lit
    player, Escape to put a picked card down. After every move the focus is on the next thing
    to do, once Python and the bots have answered: the next decision's choice, never the page."""
    lab.run_notebook(page, answer_table)
    root = page.get_by_test_id("vw-root").first
    expect(root).to_have_attribute("data-phase", "play")
    # the way in: the prompt, where the table itself rests the focus when nothing is to be done
    root.get_by_test_id("vw-prompt").focus()
    done: set[str] = set()  # what the moves so far did: "out of turn", "aimed", "escaped"
    played: list[str] = []
    own_turn = None  # the number of the person's turn, once it began
    decision, active, turn, over, legal = json.loads(lab.kernel_exec(answer_table, DECISION))
    for _ in range(MAX_MOVES):
        if active == 0 and own_turn is None:
            own_turn = turn
        action = choose(decision, legal, done)
        before = root.get_attribute("data-actions")
        keys = press_the_choice(page, root, legal, action, "escaped" in done)
        played.append(", ".join(keys))
        done |= {"escaped"} if "Escape" in keys else set()
        done |= {"out of turn"} if decision["kind"] == "answer" and active != 0 else set()
        done |= {"aimed"} if decision["kind"] == "action" and action.startswith("play ") else set()
        page.wait_for_function(DECIDING_JS, arg=[root.element_handle(), before])
        decision, active, turn, over, legal = json.loads(lab.kernel_exec(answer_table, DECISION))
        check_the_next_thing(page, root, legal, over)
        if over or (own_turn is not None and turn != own_turn):
            break  # the turn is over, and the focus is on the person's next decision
    else:
        raise AssertionError(f"the turn did not end in {MAX_MOVES} moves: {played}")
    print("\nkeys of the moves:", played)
    assert own_turn is not None and {"out of turn", "aimed", "escaped"} <= done, (own_turn, done)
