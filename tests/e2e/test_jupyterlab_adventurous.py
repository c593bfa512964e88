"""Real JupyterLab, real Chromium: a whole solo voyage of Adventurous and its first lesson by clicking.

The play notebook is opened and run through the Run menu; then the test plays, at random from a
seed, as a person does: a decision's button beside the prompt (Explore, Discover, a draw), or,
when cards are to be laid, one of the drawn cards picked, turned a few quarter turns with the
Rotate button, and laid on one of its lit placements: by the pointer (moved onto the placement,
where the ghost snaps, then clicked) or by the keyboard (Tab to the placements, arrow keys among
them, Enter). It goes on until the result and the score sheet show, and checks through the
kernel that the game is over with the result shown and that the seat's moves are exactly the
actions clicked or entered, and that at every click, in a window of 1400 x 900, the prompt was
in view beside the clicked choice, and at every decision the prompt, the map and the own column
were in view together (fit_checks.py). Click-to-redraw times and synced update sizes are printed
and saved, never asserted. Screenshots of JupyterLab's window and of the whole table mid-game
(the ghost on a placement) and at the end go to the artifacts folder (tests/conftest.py).
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from pathlib import Path

from fit_checks import check_one_screen, one_screen
from jupyterlab_session import (
    ARM_JS,
    AWAIT_REDRAW_JS,
    DEADLINE_MS,
    GAME_FACTS,
    IN_VIEW_JS,
    check_clicks_in_view,
    click_choice,
    complete_lesson,
    measurements,
    open_game,
    screenshot_whole,
)
from playwright.sync_api import expect
from screen_checks import check_no_black

ROOT = Path(__file__).resolve().parents[2]
ANCHORS = "[data-testid=adv-map] [data-anchor]"  # the lit placements of the card in its orientation
PICKS = "[data-testid^=adv-pick-]"  # the drawn cards (or the marvel) to lay
DECISIONS = "[data-testid=vw-decisions] [data-action]"
GHOST_OK = re.compile(r"\bvw-adv-ghost-ok\b")  # the ghost on a legal placement
MAX_MOVES = 120
MID_GAME = 12  # the screenshots are taken at the first placement from this move on
KEYBOARD = 0.3  # the share of placements made with the keyboard
# What the kernel knows of the voyage's end, besides GAME_FACTS.
RESULT = "import json; print(json.dumps(table.state.observe(0)['outcome']))"


def turn_to(page, root, orientation: int) -> None:
    """Click Rotate until the card lies in ``orientation``."""
    rotate = root.get_by_test_id("adv-rotate")
    for _ in range(4):
        if f"({orientation}°)" in rotate.inner_text():
            return
        shown = rotate.inner_text()
        rotate.click()
        expect(rotate).not_to_have_text(shown)
    raise AssertionError(f"Rotate never showed {orientation}°")


def rotate_some(root, rng: random.Random) -> None:
    """Turn the card a random number of quarter turns with the Rotate button, then on to an
    orientation that has lit placements."""
    rotate = root.get_by_test_id("adv-rotate")
    if rotate.count() == 0:  # a marvel: landscape only
        return
    anchors = root.locator(ANCHORS)
    turns = rng.randrange(4)
    for turn in range(turns + 4):
        if turn >= turns and anchors.count():
            return
        shown = rotate.inner_text()
        rotate.click()
        expect(rotate).not_to_have_text(shown)
    raise AssertionError("no orientation of the card has a lit placement")


def pick_card(root, card: str) -> None:
    """Pick the drawn card ``card`` to lay (its button in the map's toolbar)."""
    button = root.get_by_test_id(f"adv-pick-{card}")
    if button.get_attribute("aria-pressed") != "true":
        button.click()
    expect(button).to_have_attribute("aria-pressed", "true")


def lay_by_pointer(page, root, anchor, seen: list[dict] | None = None) -> str:
    """Move the pointer onto ``anchor`` (a lit placement), check that the ghost snaps there,
    and click: the action sent."""
    action = anchor.get_attribute("data-action")
    dot = anchor.locator(".vw-adv-anchor-dot")
    if seen is not None:
        seen.append({"action": action, **dot.evaluate(IN_VIEW_JS)})
    dot.scroll_into_view_if_needed()
    box = dot.bounding_box()
    assert box is not None, action
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    ghost = root.get_by_test_id("adv-ghost")
    expect(ghost).to_have_attribute("data-action", action)
    expect(ghost).to_have_class(GHOST_OK)
    page.mouse.click(x, y)
    return action


def lay_by_keyboard(page, root, rng: random.Random) -> str:
    """Tab from the map's tools to the lit placements, arrow among them, Enter: the action sent."""
    root.get_by_test_id("adv-fit").click()
    for _ in range(12):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.hasAttribute('data-anchor')"):
            break
    else:
        raise AssertionError("Tab never reached a lit placement")
    for _ in range(rng.randrange(4)):
        page.keyboard.press(rng.choice(["ArrowRight", "ArrowLeft", "ArrowDown", "End", "Home"]))
    action = page.evaluate("document.activeElement.dataset.action")
    assert page.evaluate("document.activeElement.hasAttribute('data-anchor')"), action
    expect(root.get_by_test_id("adv-ghost")).to_have_attribute("data-action", action)
    check_no_black(root.get_by_test_id("adv-map"))  # a lit spot has the keyboard focus
    page.keyboard.press("Enter")
    return action


def place_action(page, root, action: str) -> None:
    """Make the placement ``action`` ("place C X,Y [O]") on the map as a person does: pick the
    card, turn it to the orientation, point at the placement and click."""
    _, card, space, *turned = action.split()
    pick_card(root, card)
    if turned:
        turn_to(page, root, int(turned[0]))
    lay_by_pointer(page, root, root.locator(f'{ANCHORS}[data-space="{space}"]'))


def click_lesson_action(page, root, action: str) -> None:
    """A lesson's expected move: a placement on the map, or a decision's button."""
    if action.startswith("place "):
        place_action(page, root, action)
    else:
        click_choice(root.locator(f'[data-testid=vw-table] [data-action="{action}"]').first)


def one_move(page, root, rng: random.Random, seen: list[dict], ways: Counter) -> str:
    """One decision taken on the table at random: a button, or a card laid (pointer or
    keyboard); the action sent. ``ways`` counts how each was taken (the last one added)."""
    picks = root.locator(PICKS)
    if picks.count():
        fits = [p for p in picks.all() if "fits nowhere" not in p.inner_text()]
        assert fits, "a placement decision where no card fits"
        pick_card(root, rng.choice(fits).get_attribute("data-testid").removeprefix("adv-pick-"))
        rotate_some(root, rng)
        if rng.random() < KEYBOARD:
            ways["keyboard"] += 1
            return lay_by_keyboard(page, root, rng)
        ways["pointer"] += 1
        anchors = root.locator(ANCHORS)
        return lay_by_pointer(page, root, anchors.nth(rng.randrange(anchors.count())), seen)
    buttons = root.locator(DECISIONS)
    expect(buttons.first).to_be_attached()
    button = buttons.nth(rng.randrange(buttons.count()))
    seen.append({"action": button.get_attribute("data-action"), **button.evaluate(IN_VIEW_JS)})
    ways["button"] += 1
    action = button.get_attribute("data-action")
    click_choice(button)
    return action


def test_play_a_whole_adventurous_voyage_by_clicking(lab, page, artifacts):
    notebook = ROOT / "notebooks" / "play_adventurous.ipynb"
    name, root = open_game(lab, page, notebook, "adventurous", artifacts / "adv-start-lab.png")

    rng = random.Random(7)
    clicked: list[str] = []
    timings: list[float] = []
    seen: list[dict] = []
    ways: Counter = Counter()
    screens: list[dict] = []  # at each decision: the prompt, the board or map and the own area in view (fit_checks)
    mid_game = artifacts / "adv-mid-game-lab.png"
    mid_game.unlink(missing_ok=True)
    while root.get_attribute("data-phase") != "over":
        assert root.get_attribute("data-phase") == "play", root.get_attribute("data-phase")
        screens.append(one_screen(root))
        if len(clicked) >= MID_GAME and not mid_game.exists() and root.locator(ANCHORS).count():
            # JupyterLab's window while a card is laid: the ghost snapped to a lit placement
            anchor = root.locator(ANCHORS).first.locator(".vw-adv-anchor-dot")
            anchor.evaluate(IN_VIEW_JS)
            box = anchor.bounding_box()
            page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
            expect(root.get_by_test_id("adv-ghost")).to_have_class(GHOST_OK)
            page.screenshot(path=str(mid_game))
            screenshot_whole(page, root, artifacts / "adv-mid-game.png")
            check_no_black(root.get_by_test_id("adv-map"), artifacts / "adv-mid-game-map.png")
        page.evaluate(ARM_JS, 0)
        entered = ways["keyboard"]
        clicked.append(one_move(page, root, rng, seen, ways))
        elapsed = page.evaluate(AWAIT_REDRAW_JS, DEADLINE_MS)
        if ways["keyboard"] == entered:  # a click: timed from it (Enter is not a pointerdown)
            timings.append(elapsed)
        if clicked[-1].startswith("place ") and ways["keyboard"] == entered and root.locator(ANCHORS).count():
            check_no_black(root.get_by_test_id("adv-map"), artifacts / "adv-after-pointer-map.png")  # a card to go
        assert len(clicked) < MAX_MOVES
    # one screen: at every click the prompt was in view too, in JupyterLab's window of 1400 x 900
    check_clicks_in_view(artifacts / "adv-e2e-clicks-in-view.json", seen)
    # one screen at every decision: the prompt, the map and the whole own area (the running score,
    # the decks and the marvel) in view
    check_one_screen(artifacts / "adv-e2e-one-screen.json", screens, len(clicked))

    result = root.get_by_test_id("adv-result")
    sheet = root.get_by_test_id("vw-score-sheet")
    expect(result).to_be_visible()
    expect(sheet).to_be_visible()
    root.evaluate("root => root.scrollIntoView({block: 'start'})")
    page.screenshot(path=str(artifacts / "adv-end-lab.png"), animations="disabled")
    screenshot_whole(page, root, artifacts / "adv-end.png")

    facts = json.loads(lab.kernel_exec(name, GAME_FACTS))
    outcome = json.loads(lab.kernel_exec(name, RESULT))
    assert facts["over"]
    assert facts["actions"] == int(root.get_attribute("data-actions"))
    assert facts["human"] == clicked  # the seat's moves of the voyage are exactly the clicks and keys
    assert result.get_attribute("data-result") == outcome["result"]
    total = outcome["scores"][0]["total"]
    expect(result).to_contain_text(f"scored {total} points")
    expect(sheet.locator('tr[data-category="total"] td').first).to_have_text(str(total))
    verbs = Counter(action.split()[0] for action in clicked)
    print("\nmoves:", dict(verbs.most_common()), dict(ways))
    assert verbs["place"] and verbs["draw"], verbs
    assert ways["pointer"] and ways["keyboard"], ways
    report = {
        **measurements(timings, facts, page),
        "moves": dict(verbs.most_common()),
        "ways": dict(ways),
        "result": outcome["result"],
        "total": total,
        "clicks_with_the_prompt_in_view": f"{sum(click['prompt'] for click in seen)} of {len(seen)}",
    }
    (artifacts / "adv-e2e-measurements.json").write_text(json.dumps(report, indent=2))
    print("\nAdventurous browser measurements:", json.dumps(report))


def test_complete_the_first_adventurous_lesson_by_clicking(lab, page, artifacts):
    page.set_viewport_size({"width": 1400, "height": 900})
    name = lab.add_notebook(ROOT / "tutorials" / "adventurous" / "01_quick_start.ipynb")
    root = complete_lesson(lab, page, name, click=lambda root, action: click_lesson_action(page, root, action))
    screenshot_whole(page, root, artifacts / "adv-tutorial-done.png")
