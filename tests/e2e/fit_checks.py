"""One screen in JupyterLab (issue 32): at a decision, what a player needs lies in the window.

At every decision of a game clicked in JupyterLab's window of 1400 x 900, the notebook is
scrolled so that the widget's top is at the top of the notebook's area (as a player keeps the
table in view: JupyterLab scrolls nothing by itself), and then the prompt, the board or map,
and the player's own area (for Venture Forth: the hand) must lie wholly inside that area and
the window. The browser tests of every game record this before each move (``one_screen``) and
check the whole game at its end (``check_one_screen``), saving the records as JSON. The parts of
a table that grow (a long hand, a large tableau, a long chain of cards in play) are given the
room the screen has left under them (js/lib/fit_room.js), in the frame after a redraw: the
measure waits for that frame.

Venture Forth also checks, at each decision, that the board's smallest words are 11 px or more
as drawn (their font size times the board's scale); Venture Forth and Venture (2019) that no
text of the viewer's cards (and for Venture (2019), of the cards in the middle) is cut (wider or
taller than its box, as an ellipsis or a clamp would cut it).
"""

from __future__ import annotations

import json
from pathlib import Path

#: The board or map of a table, the first one found: a board drawn in SVG, else the middle.
BOARDS = ("[data-testid=vw-board]", "[data-testid=vw-table] .vw-middle")
#: A player's own area by default ({seat}: the widget's seat), else Adventurous's own column.
OWN_AREAS = ("[data-testid=vw-seat-{seat}]", ".vw-adv-own")
#: Venture Forth: the viewer's hand, the board's words, the texts of the viewer's cards.
VF_HAND = ("[data-testid=vw-hand-{seat}]",)
VF_BOARD_WORDS = "[data-testid=vw-board] text"
VF_CARD_TEXTS = (
    "[data-testid=vw-hand-{seat}] .vw-vf-card :is(.vw-vf-region, .vw-vf-name, .vw-vf-desire, .vw-vf-ambition),"
    " .vw-own .vw-vf-card :is(.vw-vf-region, .vw-vf-name), .vw-vf-journey .vw-vf-card :is(.vw-vf-region, .vw-vf-name)"
)

# The widget scrolled to the top of the notebook's area; then, relative to the top left of that
# area (the part of it inside the window), the boxes of the prompt, the board and the own area
# and whether each lies wholly inside it (a pixel's part is rounding). Optionally the smallest
# board word as drawn (font size times the scale of its transform: a wandering card's words are
# turned a quarter) and the card texts cut (scrolling further than their box, sideways or down).
ONE_SCREEN_JS = """async (root, [boards, owns, words, whole]) => {
    const seat = root.dataset.seat ?? '';
    const find = (sels) => sels.map((s) => root.querySelector(s.replaceAll('{seat}', seat))).find(Boolean) ?? null;
    root.scrollIntoView({ block: 'start' });
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const area = root.closest('.jp-WindowedPanel-outer, .jp-Notebook, .jp-NotebookPanel')?.getBoundingClientRect()
        ?? { top: 0, left: 0, bottom: innerHeight, right: innerWidth };
    const view = { top: Math.max(area.top, 0), left: Math.max(area.left, 0),
                   bottom: Math.min(area.bottom, innerHeight), right: Math.min(area.right, innerWidth) };
    const place = (el) => {
        if (!el) return null;
        const r = el.getBoundingClientRect();
        const box = { top: Math.round(r.top - view.top), bottom: Math.round(r.bottom - view.top),
                      left: Math.round(r.left - view.left), right: Math.round(r.right - view.left) };
        box.inside = r.width > 0 && r.height > 0 && r.top >= view.top - 1 && r.bottom <= view.bottom + 1
            && r.left >= view.left - 1 && r.right <= view.right + 1;
        return box;
    };
    const found = {
        view: { width: Math.round(view.right - view.left), height: Math.round(view.bottom - view.top) },
        prompt: place(root.querySelector('[data-testid=vw-prompt]')),
        board: place(find(boards)),
        own: place(find(owns)),
    };
    found.fits = ['prompt', 'board', 'own'].every((part) => found[part]?.inside);
    if (words) {
        const sizes = [...root.querySelectorAll(words)].map((t) => {
            const m = t.getScreenCTM();
            return parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
        });
        found.board_words = { count: sizes.length, smallest_px: Math.round(Math.min(...sizes) * 100) / 100 };
    }
    if (whole) {
        found.cut = [...root.querySelectorAll(whole.replaceAll('{seat}', seat))]
            .filter((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight + 1)
            .map((el) => el.textContent);
    }
    return found;
}"""


def one_screen(root, own: tuple[str, ...] = OWN_AREAS, words: str | None = None, whole: str | None = None) -> dict:
    """Where the prompt, the board or map and the own area (the first of ``own`` found) lie
    once the widget ``root`` is scrolled to the top of the notebook's area (``ONE_SCREEN_JS``);
    with ``words``, the smallest of those board words as drawn; with ``whole``, the card texts
    matching it that are cut."""
    return root.evaluate(ONE_SCREEN_JS, [list(BOARDS), list(own), words, whole])


#: Venture (2019): the names and role names of the cards of the viewer's area and of the middle.
V19_CARD_TEXTS = "[data-testid=vw-table] .vw-v19-card :is(.vw-v19-card-name, .vw-v19-card-role-name)"


def venture_2019_screen(root) -> dict:
    """``one_screen`` for Venture (2019): the default areas, and the cards' names not cut."""
    return one_screen(root, whole=V19_CARD_TEXTS)


def venture_forth_screen(root) -> dict:
    """``one_screen`` for Venture Forth: the hand as the own area, the board's words, the card texts."""
    return one_screen(root, own=VF_HAND, words=VF_BOARD_WORDS, whole=VF_CARD_TEXTS)


def check_one_screen(path: Path, screens: list[dict], at_least: int, smallest_px: float | None = None) -> None:
    """Save the records of a game (``path``, JSON) and check them: ``at_least`` decisions seen,
    and at each the prompt, the board and the whole own area in the window; where the board's
    words were measured, none smaller than ``smallest_px``; where card texts were checked, none
    cut."""
    path.write_text(json.dumps(screens, indent=1))
    assert len(screens) >= at_least, f"{len(screens)} decisions recorded, {at_least} or more expected"
    misfits = [screen for screen in screens if not screen["fits"]]
    assert misfits == [], f"{len(misfits)} of {len(screens)} decisions did not fit; the first: {misfits[:3]}"
    if smallest_px is not None:
        words = [screen["board_words"] for screen in screens]
        small = [w for w in words if w["count"] < 20 or w["smallest_px"] < smallest_px]
        assert small == [], f"board words under {smallest_px} px at {len(small)} decisions: {small[:3]}"
    cut = [screen["cut"] for screen in screens if screen.get("cut")]
    assert cut == [], f"card texts cut at {len(cut)} decisions: {cut[:3]}"
