"""A key Python leaves out and a null draw the same table (JupyterLite, issue 15).

JupyterLite's Pyodide kernel drops every dict key whose value is None from the synced state,
where a kernel sends null; a None list item may arrive undefined; and a trait set to None is
left out of the update, so the model keeps its value before (the ``seat`` of a hand-off). Each
game is played at random from a seed, the seat on screen always the one deciding, and two
harness pages are given the same traits: one as a kernel sends them, one as Pyodide does
(``without_none``, then every null list item undefined in the page). At each position that
brings a None, or a value, where the game showed none before (a threat resolved by a seat while
the others are not), every 60th decision, at the end, and at a hand-off (``seat`` None) before
each seat's first position and at the end, both pages must show the same text and offer the
same choices, and neither may say "undefined" (or "NaN").
"""

from __future__ import annotations

import difflib
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from frontend_support import ROOT_SEL, EngineTable, mount, open_harness, update, without_none

# the player counts of each game's own static tests
GAMES = {"venturesome": 3, "wild_venture": 2, "venture_forth": 3, "adventurous": 1, "venture_2019": 3}
SEED = 1
EVERY = 60  # a position is shown at least every 60 decisions (the first one too)

# On the Pyodide page, a null list item becomes undefined (JSON, which takes the traits from
# Python to the page, cannot carry one) in every update.
UNDEFINED_ITEMS_JS = """() => {
    const items = (v) =>
        Array.isArray(v) ? v.map((item) => (item === null ? undefined : items(item)))
        : v && typeof v === "object" ? Object.fromEntries(Object.entries(v).map(([k, item]) => [k, items(item)]))
        : v;
    const model = window.w.model;
    const receive = model.receiveState.bind(model);
    model.receiveState = (patch) => receive(items(patch));
}"""

# What a page shows: the root's text and the choices it offers. The recap strip tells the other
# seats' moves one at a time, each page at its own pace: it is skipped to its last line first,
# and the copy of a card flying to its place (a step's animation) is waited out: the recap takes
# it away as it redraws, a moment after the click (10 s at most, on a loaded machine).
SHOWN_JS = """async (selector) => {
    const root = document.querySelector(selector);
    const skip = root.querySelector('[data-testid="vw-recap-skip"]');
    if (skip && skip.getAttribute("aria-disabled") === "false") skip.click();
    const deadline = performance.now() + 10000;
    while (root.querySelector(".vw-ghost") && performance.now() < deadline) {
        await new Promise((frame) => requestAnimationFrame(frame));
    }
    const values = (name) => [...root.querySelectorAll(`[data-${name}]`)].map((el) => el.dataset[name]).sort();
    return { text: root.innerText, actions: values("action"), selects: values("select") };
}"""


def places(value: Any, path: str = "") -> Iterator[tuple[str, bool]]:
    """Each place in ``value`` (a list's items as ``[]``) with whether it holds None there."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield f"{path}.{key}", item is None
            yield from places(item, f"{path}.{key}")
    elif isinstance(value, list):
        for item in value:
            yield f"{path}[]", item is None
            yield from places(item, f"{path}[]")


def positions(game_id: str, players: int) -> Iterator[tuple[str, dict[str, Any]]]:
    """The positions to show, as (what, traits), hand-offs included (see the module's docstring)."""
    table = EngineTable(players=players, seed=SEED, game_id=game_id)
    rng = random.Random(SEED)
    met: set[tuple[str, bool]] = set()
    handed: set[int | None] = set()  # the seats handed the screen
    shown_seat = None
    decision = 0
    while True:
        state = table.state
        if not state.is_over:
            table.seat = state.current_player
        new = set(places({"view": state.observe(table.seat), "legal": table.legal(table.seat), "events": table.last}))
        if new - met or decision % EVERY == 0 or state.is_over:
            met |= new
            if state.is_over or (table.seat != shown_seat and table.seat not in handed):
                yield f"decision {decision}, hand-off to seat {table.seat}", table.traits(phase="handoff")
                handed.add(table.seat)
            shown_seat = table.seat
            yield f"decision {decision}, seat {table.seat}", table.traits()
        if state.is_over:
            return
        table.apply(rng.choice(state.legal_actions()))
        decision += 1


def differences(kernel: dict[str, Any], pyodide: dict[str, Any]) -> list[str]:
    """How the Pyodide page differs from the kernel page (a diff of their text, the choices)."""
    lines = kernel["text"].splitlines(), pyodide["text"].splitlines()
    found = list(difflib.unified_diff(*lines, "kernel", "pyodide", lineterm=""))
    found = found[:12] + (["..."] if len(found) > 12 else [])
    for key in ("actions", "selects"):
        if kernel[key] != pyodide[key]:
            found.append(f"{key}: kernel {kernel[key]}, pyodide {pyodide[key]}")
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_shows_the_same_when_pyodide_leaves_out_none(browser, game_id):
    shown = list(positions(game_id, GAMES[game_id]))
    kernel, pyodide = open_harness(browser), open_harness(browser)
    try:
        first = shown[0][1]
        mount(kernel, first)
        mount(pyodide, without_none(first))
        pyodide.evaluate(UNDEFINED_ITEMS_JS)
        problems: list[str] = []
        for what, traits in shown:
            changes = {key: value for key, value in traits.items() if key != "catalog"}  # sent once
            update(kernel, changes)
            update(pyodide, without_none(changes))
            seen = kernel.evaluate(SHOWN_JS, ROOT_SEL), pyodide.evaluate(SHOWN_JS, ROOT_SEL)
            problems += [f"{what}: {line}" for line in differences(*seen)]
            for page, text in zip(("kernel", "pyodide"), (s["text"] for s in seen), strict=True):
                if re.search(r"\bundefined\b|\bNaN\b", text):
                    problems.append(f"{what}: the {page} page says 'undefined' or 'NaN'")
        errors = {"kernel": kernel.errors, "pyodide": pyodide.errors}
    finally:
        kernel.close()
        pyodide.close()
    assert problems == [], f"{game_id}, seed {SEED}: {len(problems)} problems:\n" + "\n".join(problems[:60])
    assert errors == {"kernel": [], "pyodide": []}
    assert any("hand-off" in what for what, _ in shown)
    if game_id == "venturesome":  # a threat resolved by a seat, another by nobody yet
        bys = [[t["resolved_by"] for t in traits["view"]["threats"]] for _, traits in shown]
        assert any(None in by and any(b is not None for b in by) for by in bys)
