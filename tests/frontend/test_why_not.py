"""Why not, in the front end: an element the viewer sees but may not use now (the ``unavailable``
trait) says which rule forbids it, next to it, when clicked, hovered or focused, and clicking it
sends nothing (issue 9, item 3). The reasons are the engine's (``state.unavailable_actions``)."""

from __future__ import annotations

from frontend_support import find_position, hand_card_blocked, mount, sent, update


def board_out_of_reach(state, view) -> bool:
    """An Adventurer's move with some board space out of reach."""
    return any(u["target"]["zone"] == "board" for u in state.unavailable_actions())


def test_a_dimmed_hand_card_says_why_when_clicked_and_sends_nothing(page):
    table = find_position(hand_card_blocked, players=2, game_id="wild_venture")
    traits = table.traits()
    mount(page, traits)
    blocked = next(u for u in traits["unavailable"] if u["target"]["zone"] == "hand")
    seat, code = blocked["target"]["seat"], blocked["target"]["card"]
    card = page.locator(f'[data-zone="hand"][data-seat="{seat}"] [data-card="{code}"][data-why]').first
    assert card.get_attribute("data-why") == blocked["text"]
    card.click()
    note = page.get_by_test_id("vw-why-not")
    assert note.is_visible()
    assert note.inner_text() == f"Not now: {blocked['text']}"
    assert sent(page) == []  # a click on a card that is no choice sends nothing
    # the note sits next to the card: below it and overlapping it horizontally
    card_box, note_box = card.bounding_box(), note.bounding_box()
    assert 0 <= note_box["y"] - (card_box["y"] + card_box["height"]) <= 12
    assert note_box["x"] < card_box["x"] + card_box["width"] and card_box["x"] < note_box["x"] + note_box["width"]
    # its rule id is a link to the rules panel
    rule = note.locator("[data-rule]").first
    assert rule.get_attribute("data-rule") in blocked["text"]
    page.get_by_test_id("vw-prompt").click()  # a click elsewhere closes it
    assert not note.is_visible()


def test_an_unreachable_space_says_why_on_hover_and_the_marks_follow_the_updates(page):
    table = find_position(board_out_of_reach, players=2, game_id="wild_venture")
    traits = table.traits()
    mount(page, traits)
    far = next(u for u in traits["unavailable"] if u["target"]["zone"] == "board")
    space = page.locator(f'[data-testid="vw-board"] [data-space="{far["target"]["space"]}"]')
    assert space.get_attribute("data-why") == far["text"]
    space.hover()
    note = page.get_by_test_id("vw-why-not")
    assert note.is_visible() and far["text"] in note.inner_text()
    # an update without that reason takes the mark (and the note about it) away
    update(page, {"unavailable": [], "status": {**traits["status"], "decision": traits["status"]["decision"] + 1}})
    page.wait_for_function("document.querySelectorAll('[data-why]').length === 0")
    assert not note.is_visible()


def test_reasons_are_marked_only_on_elements_that_take_no_legal_action(page):
    table = find_position(hand_card_blocked, players=2, game_id="wild_venture")
    traits = table.traits()
    mount(page, traits)
    marked = page.locator("[data-why]")
    assert marked.count() > 0
    assert page.locator("[data-why][data-action], [data-why][data-select]").count() == 0


def test_a_redraw_that_keeps_the_reasons_marks_a_card_drawn_anew_and_unmarks_one_become_a_choice(page):
    """The marks are attributes Preact does not draw: while ``unavailable`` stays the same list
    (not synced again), a card the redraw draws anew is marked again, and one that has become a
    choice loses its mark (why_not.js reads the view's changes instead of marking it all anew)."""
    table = find_position(hand_card_blocked, players=2, game_id="wild_venture")
    traits = table.traits()
    mount(page, traits)
    blocked = next(u for u in traits["unavailable"] if u["target"]["zone"] == "hand")
    seat, code = blocked["target"]["seat"], blocked["target"]["card"]
    card = page.locator(f'[data-zone="hand"][data-seat="{seat}"] [data-card="{code}"]')
    assert card.get_attribute("data-why") == blocked["text"]
    view = traits["view"]
    seats = view["seats"]
    without = [{**s, "hand": [c for c in s["hand"] if c != code]} if s["seat"] == seat else s for s in seats]
    update(page, {"view": {**view, "seats": without}})
    card.wait_for(state="detached")
    update(page, {"view": view})  # drawn anew, the list of reasons the same
    card.wait_for()
    assert card.get_attribute("data-why") == blocked["text"]
    update(page, {"legal": [*traits["legal"], {k: blocked[k] for k in ("action", "target")} | {"text": "Play"}]})
    page.wait_for_function(f"document.querySelector('[data-zone=hand] [data-card=\"{code}\"][data-action]')")
    assert card.get_attribute("data-why") is None
    update(page, {"legal": traits["legal"]})
    page.wait_for_function(f"document.querySelector('[data-zone=hand] [data-card=\"{code}\"][data-why]')")
