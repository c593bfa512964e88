"""Real JupyterLab, real Chromium: a whole game of Venture (2019) and its first lesson by clicking.

The play notebook (Seat 0, the person, against two greedy bots) is opened and run through the
Run menu; then the test clicks, at random from a seed, one of the choices the table offers: a
card of the hand or drawn face up, or one picked and then one of the players it lights, a
mission, a card of a Stargazing or of the discard pile, a button beside the prompt. It keeps its
instants (Objection, Rebuttal, Safety Goggles) for answers: when the banner of a card asked of
it out of turn shows, it answers with a lit instant of its hand if it holds one (Safety Goggles:
the card, then a lit player), else it clicks the banner's Pass. It goes on until the score
sheet shows, and checks that it answered out of turn at least once; through the kernel, that
the game is over, that the human seat's moves are exactly the clicked actions and that the
score sheet and the verdict are the kernel's outcome; and that at every click, in a window of
1400 x 900, the prompt was in view beside the clicked choice, and at every decision the prompt,
the middle and the own area were in view together (fit_checks.py). Click-to-redraw times (the bots'
replies included) and synced update sizes are printed and saved, never asserted. Screenshots
of the whole table mid-game, at the first answer and at the end, and of JupyterLab's window at
those moments, go to the artifacts folder (tests/conftest.py).
"""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

from fit_checks import check_one_screen, venture_2019_screen
from jupyterlab_session import (
    ARM_JS,
    AWAIT_REDRAW_JS,
    DEADLINE_MS,
    GAME_FACTS,
    IN_VIEW_JS,
    TABLE_CHOICES,
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
AIMS = "[data-testid=vw-table] .vw-v19-aim[data-action]"  # after a card is picked: the players it lights
ANSWERS = "[data-testid=vw-hand-0] [data-action^='answer '], [data-testid=vw-hand-0] [data-select]"
COMPLETE = "[data-testid=vw-table] [data-action^='complete ']"
INSTANTS = ("objection", "rebuttal", "goggles")
MAX_CLICKS = 400
SEED = 5  # the clicks' seed: a game of a few dozen clicks in which the person answers twice
MID_GAME = 12  # the move before which the mid-game screenshots are taken
# Whether the cards of the table lie where they are drawn: no card is still gliding to its new
# place after a redraw (js/lib/motion.js: a transform from its old place back to none). A card on
# its way lies elsewhere for a moment: where it and the prompt lie, and so the click, wait for it.
CARDS_SETTLED_JS = """(root) => [...root.querySelectorAll('[data-testid=vw-table] [data-card]')].every((card) =>
    card.getAnimations().every((a) => !String(a.effect?.getKeyframes()[0]?.transform ?? '').startsWith('translate(')),
)"""
# What the kernel knows of the game's end, besides GAME_FACTS.
OUTCOME = "import json; print(json.dumps(table.state.outcome()))"


def pick(rng: random.Random, options: list):
    """One of ``options`` at random; the only one without a draw (the clicks that follow are then
    the same whether or not the table passes for the person where all they can do is pass)."""
    return options[0] if len(options) == 1 else rng.choice(options)


def spends_an_instant(choice) -> bool:
    """Whether clicking ``choice`` plays, discards or spends an instant otherwise (kept for answers)."""
    key = choice.get_attribute("data-select") or " ".join((choice.get_attribute("data-action") or "").split()[1:2])
    return key.startswith(INSTANTS)


def one_move(page, root, rng: random.Random, seen: list[dict]) -> tuple[str, bool]:
    """One decision taken by clicking: an answer with an instant when the banner asks and the
    hand has one lit, else a choice at random that keeps the instants (any choice if all spend
    one); a picked card is then aimed at one of the players it lights. The action sent and
    whether it answered out of turn."""

    def click(el) -> None:
        seen.append({"action": el.get_attribute("data-action") or "", **el.evaluate(IN_VIEW_JS)})
        click_choice(el)

    choices = root.locator(TABLE_CHOICES)
    expect(choices.first).to_be_attached()
    page.wait_for_function(CARDS_SETTLED_JS, arg=root.element_handle())
    answering = root.get_by_test_id("vw-v19-banner").count() > 0 and root.locator(ANSWERS).count() > 0
    completing = root.locator(COMPLETE)
    if answering:
        options = root.locator(ANSWERS).all()
    elif completing.count():  # as a person does, a mission is completed whenever one can be
        options = completing.all()
    else:
        options = [c for c in choices.all() if not spends_an_instant(c)] or choices.all()
    choice = pick(rng, options)
    if choice.get_attribute("data-action") is None:  # a card to aim: then one of the players it lights
        click(choice)
        aims = root.locator(AIMS)
        expect(aims.first).to_be_visible()
        page.wait_for_function(CARDS_SETTLED_JS, arg=root.element_handle())
        choice = pick(rng, aims.all())
    action = choice.get_attribute("data-action")
    click(choice)
    return action, answering


def test_play_a_whole_venture_2019_game_by_clicking(lab, page, artifacts):
    notebook = ROOT / "notebooks" / "play_venture_2019.ipynb"
    name, root = open_game(lab, page, notebook, "venture_2019", artifacts / "v19-start-lab.png")

    answer_shot = artifacts / "v19-answer.png"
    answer_shot.unlink(missing_ok=True)
    rng = random.Random(SEED)
    clicked: list[str] = []
    answers: list[str] = []
    timings: list[float] = []
    seen: list[dict] = []
    screens: list[dict] = []  # at each decision: the prompt, the board or map and the own area in view (fit_checks)
    while root.get_attribute("data-phase") != "over":
        assert root.get_attribute("data-phase") == "play", root.get_attribute("data-phase")
        screens.append(venture_2019_screen(root))
        if len(clicked) == MID_GAME:
            root.evaluate("root => root.scrollIntoView({block: 'start'})")
            page.screenshot(path=str(artifacts / "v19-mid-game-lab.png"), animations="disabled")
            screenshot_whole(page, root, artifacts / "v19-mid-game.png")
            check_no_black(root.locator(".vw-middle"), artifacts / "v19-mid-game-middle.png")
        if not answer_shot.exists() and root.get_by_test_id("vw-v19-banner").count() and root.locator(ANSWERS).count():
            # the moment a card is asked of the person out of turn and an instant of the hand answers it
            root.evaluate("root => root.scrollIntoView({block: 'start'})")
            page.screenshot(path=str(artifacts / "v19-answer-lab.png"), animations="disabled")
            screenshot_whole(page, root, answer_shot)
        page.evaluate(ARM_JS, 0)
        action, answered = one_move(page, root, rng, seen)
        # wait in the page for the redraw (see click_one_move)
        elapsed = page.evaluate(AWAIT_REDRAW_JS, DEADLINE_MS)
        clicked.append(action)
        if answered:
            answers.append(action)
        if elapsed is not None:
            timings.append(elapsed)
        assert len(clicked) < MAX_CLICKS
    # one screen: at every click the prompt was in view too, in JupyterLab's window of 1400 x 900
    check_clicks_in_view(artifacts / "v19-e2e-clicks-in-view.json", seen, len(clicked))
    # one screen at every decision: the prompt, the middle and the whole own area (the role, the
    # missions and the hand) in view, and no card's name cut
    check_one_screen(artifacts / "v19-e2e-one-screen.json", screens, len(clicked))
    assert answers and all(a.startswith("answer ") for a in answers), answers  # out of turn, with an instant

    sheet = root.get_by_test_id("vw-score-sheet")
    expect(sheet).to_be_visible()
    root.evaluate("root => root.scrollIntoView({block: 'start'})")
    page.screenshot(path=str(artifacts / "v19-end-lab.png"), animations="disabled")
    screenshot_whole(page, root, artifacts / "v19-end.png")

    facts = json.loads(lab.kernel_exec(name, GAME_FACTS))
    outcome = json.loads(lab.kernel_exec(name, OUTCOME))
    assert facts["over"]
    assert facts["actions"] == int(root.get_attribute("data-actions"))
    assert facts["human"] == clicked  # the human seat's moves of the game are exactly the clicks
    assert outcome["winners"] == facts["winners"] and len(facts["winners"]) == 1, outcome
    totals = sheet.locator('tr[data-category="total"] td').all_inner_texts()
    assert [int(total) for total in totals] == [score["total"] for score in outcome["scores"]]
    assert outcome["scores"][facts["winners"][0]]["total"] == 4
    expect(root.get_by_test_id("vw-verdict")).to_contain_text(f"Seat {facts['winners'][0]}")
    expect(root.get_by_test_id("vw-prompt")).to_contain_text(f"Seat {facts['winners'][0]}")
    verbs = Counter(action.split()[0] for action in clicked)
    assert verbs["complete"] and verbs["play"], verbs  # missions and hand cards were clicked
    assert any(click["action"] == "" for click in seen), "no card was picked and then aimed at a player"
    print("\nclicked verbs:", dict(verbs.most_common()), "answers:", answers)
    report = {
        **measurements(timings, facts, page),
        "clicked_verbs": dict(verbs.most_common()),
        "answers": answers,
        "winner": facts["winners"][0],
        "clicks_with_the_prompt_in_view": f"{sum(click['prompt'] for click in seen)} of {len(seen)}",
    }
    (artifacts / "v19-e2e-measurements.json").write_text(json.dumps(report, indent=2))
    print("\nVenture (2019) browser measurements:", json.dumps(report))


def test_complete_the_first_venture_2019_lesson_by_clicking(lab, page, artifacts):
    page.set_viewport_size({"width": 1400, "height": 900})
    name = lab.add_notebook(ROOT / "tutorials" / "venture_2019" / "01_quick_start.ipynb")
    root = complete_lesson(lab, page, name)
    screenshot_whole(page, root, artifacts / "v19-tutorial-done.png")
