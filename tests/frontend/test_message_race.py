"""One click, one move, while a question is answered first (issue 32, point 5): in Chromium (static
harness, no Jupyter), with a real ``vw.Table`` behind the page and a kernel that holds back the
answer to a move until the test releases it.

The Adventurous map asks Python questions while the player is busy (js/CONTRACT.md): ``why`` a
spot under the pointer takes no placement, and ``hint``. Python answers each message with
``handled``, and the front end waits for the ``handled`` of the move it sent before it takes
another click. A question asked while the move is in flight gets its own ``handled`` back first
(the hint's answer comes later still, from the worker thread that searches it); that answer must
not release the click, or a second click sends a second move for a decision that has passed.
Every message names itself (``ref``) and ``handled`` names the message it answers. The tests wait
for states, never for a fixed time.
"""

from __future__ import annotations

import functools
import json
from typing import Any

import pytest
from frontend_support import ORIGIN, ROOT_SEL, mount

pytest.importorskip("anywidget")

from test_static_thinking import TRAITS, traits

from venture_widgets.widgets import Table
from venture_widgets.widgets import table as table_module

#: the traits the widget syncs (the log is not one: a view asks for it)
SYNCED_NAMES = [name for name in TRAITS if name != "log"]

# The kernel behind the page: each message goes to Python (window.pyMessage) and its answer comes
# back as over a comm, the traits it changed, then the custom messages in the order sent; but a
# move waits in window.heldMoves until the test releases it, and a hint's answer comes after its
# `handled`, as from the worker thread that searches it. window.answers keeps every custom
# message the view got.
DELAYED_KERNEL_JS = """() => {
  const model = window.w.model;
  window.heldMoves = [];
  window.answers = [];
  model.on("msg:custom", (m) => window.answers.push(m));
  model.onSend = async (m) => {
    if (m.kind === "act") await new Promise((release) => window.heldMoves.push(release));
    const answer = JSON.parse(await window.pyMessage(m));
    model.receiveState(answer.state);
    if (m.kind !== "hint") return answer.custom;
    const later = answer.custom.filter((r) => r.kind !== "handled");
    setTimeout(() => later.forEach((r) => model.receiveCustom(r)), 0);
    return answer.custom.filter((r) => r.kind === "handled");
  };
}"""

# Whether the question of kind `kind` was answered, its `handled` naming it included.
QUESTION_ANSWERED_JS = """(kind) => {
  const asked = window.w.model.sent.filter((m) => m.kind === kind).map((m) => m.ref);
  const handled = window.answers.some((a) => a.kind === "handled" && asked.includes(a.ref));
  return asked.length > 0 && handled && window.answers.some((a) => a.kind === kind);
}"""


class Kernel:
    """A real table answering the page: per message, the synced traits it changed (only those, as
    an update carries them) and the custom messages it sent."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.custom: list[dict[str, Any]] = []
        table.send = lambda content, buffers=None: self.custom.append(content)  # type: ignore[method-assign]

    def answer(self, message: dict[str, Any]) -> str:
        before = self.synced()
        self.custom = []
        self.table._on_message(self.table, message, [])
        changed = {name: value for name, value in self.synced().items() if value != before[name]}
        return json.dumps({"state": changed, "custom": self.custom})

    def synced(self) -> dict[str, Any]:
        return {name: getattr(self.table, name) for name in SYNCED_NAMES}


def placing_table() -> Table:
    """A solo Adventurous table at the placing of the first of two cards drawn, with three cards on
    the map already (so its corner is far from any legal spot); the next decision places the other."""
    table = Table("adventurous", seats=["human"], seed=1)  # four spots for the first card
    view = table.view
    while not (view["decision"]["kind"] == "place" and len(view["placed"]) >= 3 and len(view["drawn"]) == 2):
        assert table.act(table.legal[0]["action"]), table.error
        view = table.view
    return table


def connect_delayed(page, table: Table) -> Kernel:
    kernel = Kernel(table)
    page.expose_function("pyMessage", kernel.answer)
    page.evaluate(DELAYED_KERNEL_JS)
    return kernel


def moves_sent(page) -> list[str]:
    return [m["action"] for m in page.evaluate("window.w.model.sent") if m.get("kind") == "act"]


def wait_until_answered(page, actions: int) -> None:
    """Until the table shows ``actions`` actions played and takes clicks again."""
    page.wait_for_function(
        "([sel, n]) => { const root = document.querySelector(sel);"
        " return Number(root.dataset.actions) === n && root.dataset.waiting === undefined; }",
        arg=[ROOT_SEL, actions],
    )


def ask(page, question: str, view=None) -> None:
    """Ask the question of the map of ``view`` (default: the only one): hover a corner of the map,
    far from any card (``why``), or press its Hint button (``hint``); until its answer and its
    ``handled`` came back."""
    view = view or page
    if question == "why":
        board = view.get_by_test_id("adv-map")
        board.scroll_into_view_if_needed()
        box = board.bounding_box()
        page.mouse.move(box["x"] + 30, box["y"] + 30)
    else:
        view.get_by_test_id("adv-hint").click()
    page.wait_for_function(QUESTION_ANSWERED_JS, arg=question)


@pytest.fixture
def quick_hints(monkeypatch):
    """The table's hint: a short seeded search (the same answer on any machine) instead of a second's."""
    monkeypatch.setattr(
        table_module, "hint_answer", functools.partial(table_module.hint_answer, seconds=None, iterations=60, seed=0)
    )


@pytest.mark.parametrize("question", ["why", "hint"])
def test_a_question_answered_while_a_move_is_in_flight_releases_no_click(page, artifacts, quick_hints, question):
    table = placing_table()
    played = len(table.state.actions)
    mount(page, traits(table))
    connect_delayed(page, table)
    anchors = page.locator("[data-anchor]")
    assert anchors.count() >= 2
    move, other = (anchors.nth(i).get_attribute("data-action") for i in (0, 1))
    anchors.nth(0).dispatch_event("click")
    page.wait_for_function("window.heldMoves.length === 1")  # the move is in flight
    ask(page, question)
    if question == "why":
        assert page.get_by_test_id("adv-map-status").text_content().startswith("Not here:")
    page.locator(f'[data-anchor][data-action="{other}"]').dispatch_event("click")  # an impatient second choice
    assert moves_sent(page) == [move]
    assert page.locator(ROOT_SEL).get_attribute("data-waiting") == "true"
    page.screenshot(path=artifacts / f"move_in_flight_after_{question}.png")
    page.evaluate("window.heldMoves.shift()()")  # the move's answer comes
    wait_until_answered(page, played + 1)
    assert table.state.actions[played:] == [move] and table.error == ""
    # the next decision (the other card drawn) takes one click again: one move, answered
    anchor = page.locator("[data-anchor]").first
    again = anchor.get_attribute("data-action")
    anchor.dispatch_event("click")
    anchor.dispatch_event("click")  # a double click
    page.wait_for_function("window.heldMoves.length === 1")
    assert moves_sent(page) == [move, again]
    page.evaluate("window.heldMoves.shift()()")
    wait_until_answered(page, played + 2)
    assert table.state.actions[played:] == [move, again] and table.error == ""
    assert page.get_by_test_id("vw-error").count() == 0  # the player saw no refusal


def test_an_error_alone_while_a_move_is_in_flight_releases_no_click(page):
    """A hint search that fails in its worker thread sets only ``error``; the move sent meanwhile
    is still in flight, so a second click sends nothing until the move's own answer comes."""
    table = placing_table()
    played = len(table.state.actions)
    mount(page, traits(table))
    connect_delayed(page, table)
    anchors = page.locator("[data-anchor]")
    move, other = (anchors.nth(i).get_attribute("data-action") for i in (0, 1))
    anchors.nth(0).dispatch_event("click")
    page.wait_for_function("window.heldMoves.length === 1")
    page.evaluate("window.w.model.receiveState({error: 'internal error (RuntimeError): the hint search failed'})")
    page.get_by_test_id("vw-error").wait_for()
    page.locator(f'[data-anchor][data-action="{other}"]').dispatch_event("click")
    assert moves_sent(page) == [move]
    assert page.locator(ROOT_SEL).get_attribute("data-waiting") == "true"
    page.evaluate("window.heldMoves.shift()()")
    wait_until_answered(page, played + 1)
    assert table.state.actions[played:] == [move]


# A second view of the widget's model (the same output shown twice), as anywidget renders one.
SECOND_VIEW_JS = """async (url) => {
  const widget = (await import(url)).default;
  const el = document.createElement("div");
  document.getElementById("root").append(el);
  window.second = { el, cleanup: await widget.render({ model: window.w.model, el, experimental: {} }) };
}"""


def test_the_answer_to_a_question_of_another_view_releases_no_click(page):
    """Two views of one table each count their messages: the view's own name in each ``ref``
    keeps the ``handled`` of one view's first question from releasing the other's first click."""
    table = placing_table()
    played = len(table.state.actions)
    mount(page, traits(table))
    connect_delayed(page, table)
    page.evaluate(SECOND_VIEW_JS, f"{ORIGIN}/venture_widgets.js")
    first, second = page.locator(ROOT_SEL).nth(0), page.locator(ROOT_SEL).nth(1)
    anchors = first.locator("[data-anchor]")
    move, other = (anchors.nth(i).get_attribute("data-action") for i in (0, 1))
    anchors.nth(0).dispatch_event("click")
    page.wait_for_function("window.heldMoves.length === 1")
    ask(page, "why", second)
    first.locator(f'[data-anchor][data-action="{other}"]').dispatch_event("click")
    assert moves_sent(page) == [move] and first.get_attribute("data-waiting") == "true"
    named = {m["kind"]: m["ref"] for m in page.evaluate("window.w.model.sent") if m["kind"] in ("act", "why")}
    views, counts = zip(*(ref.rsplit("-", 1) for ref in named.values()), strict=True)
    assert counts == ("1", "1") and views[0] != views[1]  # the same count: only the view's name tells them apart
    page.evaluate("window.heldMoves.shift()()")
    wait_until_answered(page, played + 1)
    assert table.state.actions[played:] == [move] and table.error == ""
    page.evaluate("window.second.cleanup(); window.second.el.remove()")


def test_every_message_is_named_by_the_view_and_handled_names_it_back(page):
    """The names (``ref``) of a view's messages are all different, and Python's ``handled``
    answers name them back, one for each (requests for the log are answered by the log)."""
    table = placing_table()
    played = len(table.state.actions)
    mount(page, traits(table))
    connect_delayed(page, table)
    ask(page, "why")
    page.locator("[data-anchor]").first.dispatch_event("click")
    page.wait_for_function("window.heldMoves.length === 1")
    page.evaluate("window.heldMoves.shift()()")
    wait_until_answered(page, played + 1)
    messages = [m for m in page.evaluate("window.w.model.sent") if m.get("kind") != "log"]
    refs = [m["ref"] for m in messages]
    assert all(isinstance(ref, str) and ref for ref in refs) and len(set(refs)) == len(refs)
    handled = [a["ref"] for a in page.evaluate("window.answers") if a["kind"] == "handled"]
    assert sorted(handled) == sorted(refs)
