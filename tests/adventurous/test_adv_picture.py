"""Adventurous's picture and text of a position (``picture.py``, ``show.py``) and the team's
running score (``live_scores``), all made from ``state.observe(seat)`` alone.

- the map both draw is the engine's map: laying the view's cards in order over the ship gives
  what the state shows at every space;
- the text prints the grid of codes with the visible path in brackets and its end in angle
  brackets, the counts, the score, the decks' tops and the active marvel;
- the picture is well-formed SVG that draws every card in the order laid, the ship, the path
  traced from the ship and its last waypoint lit, and names the marvels with their cost;
- reshuffling what no one has seen (``determinize``) changes neither the picture nor the text;
- the running score is the team's, the same for every seat, and at the end the final score.
"""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator

import pytest

import venture_widgets as vw
from venture_widgets.games.adventurous import picture as adv_picture
from venture_widgets.games.adventurous.rules import AdventurousState as State
from venture_widgets.games.adventurous.show import map_spaces, render
from venture_widgets.tutor import picture as tutor_picture
from venture_widgets.tutor.pictures import live_scores

GAME = vw.load_game("adventurous")
SVG = "{http://www.w3.org/2000/svg}"


def play(seed: int, players: int = 1, **options: object) -> Iterator[State]:
    """Positions of a random game, after every action, that Discovers half the time it may (so
    that marvels reach the map)."""
    state = GAME.new_game(players=players, seed=seed, **options)
    assert isinstance(state, State)
    rng = random.Random(seed)
    yield state.clone()
    while not state.is_over:
        actions = state.legal_actions()
        discover = [action for action in actions if action.startswith("discover")]
        state.apply(discover[0] if discover and rng.random() < 0.5 else rng.choice(actions))
        yield state.clone()


def with_marvels(seed: int) -> State:
    """The first position of a seeded game with a marvel and two map cards on the map."""
    for state in play(seed, journey_effects=True):
        sides = [side for _, side, *_ in state.placed]
        if "marvel" in sides and sides.count("map") >= 2 and state.choice is not None:
            return state
    raise AssertionError(f"seed {seed} placed no marvel")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_map_drawn_is_the_engines_map(seed: int) -> None:
    for state in play(seed, journey_effects=seed % 2 == 0):
        assert map_spaces(state.observe(0)) == state.top


def test_the_text_shows_the_grid_the_path_and_its_end() -> None:
    state = with_marvels(3)
    view = state.observe(0)
    text = render(view)
    grid = [line.split(": ", 1)[1] for line in text.splitlines() if re.match(r"  y +-?\d+: ", line)]
    cells = [[row[i : i + 4] for i in range(0, len(row), 4)] for row in grid]
    marked = sum(1 for row in cells for cell in row if cell[0] in "[<")
    assert marked == len(view["path"])
    assert sum(1 for row in cells for cell in row if cell[0] == "<") == 1
    assert sum(row.count("M") for row in grid) == 12 * sum(card["side"] == "marvel" for card in view["placed"])
    assert f"Visible: {view['counts']['path']} path segments;" in text
    assert f"Score if the voyage ended now: {view['score']['total']} (" in text
    assert f"Active marvel: marvel {view['active_marvel']} (" in text
    assert f"the top one card {view['map_deck']['top']}" in text


def test_the_text_marks_an_encounter_count_over_its_threshold() -> None:
    view = {**with_marvels(3).observe(0), "counts": {"path": 3, "fin": 5, "serpent": 3, "trident": 0, "whirlpool": 2}}
    text = render(view)
    assert "fins 5 of 4 (over: no points), serpents 3 of 3, tridents 0 of 2, whirlpools 2." in text


def texts(svg: str) -> str:
    return " ".join(element.text or "" for element in ElementTree.fromstring(svg).iter(f"{SVG}text"))


def test_the_picture_draws_every_card_the_ship_and_the_lit_path_end() -> None:
    state = with_marvels(3)
    view = state.observe(0)
    svg = adv_picture.draw(view)
    root = ElementTree.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    words = texts(svg)
    for card in view["placed"]:
        if card["side"] == "marvel":
            assert f"Marvel {card['card']} (" in words
    for words_expected in ("Ship", view["ship"]["name"], "Active marvel", "Score if the voyage ended now", "Key"):
        assert words_expected in words, words_expected
    lit = [element for element in root.iter(f"{SVG}circle") if element.get("fill") == adv_picture.LIT]
    assert len(lit) == 1
    traced = [element for element in root.iter(f"{SVG}line") if element.get("stroke") == adv_picture.TRACE]
    assert len(traced) == len(view["path"]) - 1 + 1  # one line per step of the path, and the key's sample
    # the last step of the trace ends at the lit circle
    last = traced[-2]
    assert (last.get("x2"), last.get("y2")) == (lit[0].get("cx"), lit[0].get("cy"))


def test_later_cards_are_drawn_over_earlier_ones() -> None:
    state = with_marvels(3)
    root = ElementTree.fromstring(adv_picture.draw(state.observe(0)))
    faces = {adv_picture.CARD: "map", adv_picture.MARVEL: "marvel"}
    drawn = [rect for rect in root.iter(f"{SVG}rect") if rect.get("fill") in faces][: len(state.placed)]
    assert [faces[rect.get("fill", "")] for rect in drawn] == [side for _, side, *_ in state.placed]
    for rect, (_, _, _, _, orientation) in zip(drawn, state.placed, strict=True):
        wide = float(rect.get("width", "0")) > float(rect.get("height", "0"))
        assert wide == (orientation in (90, 270))


def test_the_map_shrinks_to_fit_a_long_voyage() -> None:
    *_, state = play(3, journey_effects=True)
    view = state.observe(None)
    root = ElementTree.fromstring(adv_picture.draw(view))
    assert (
        int(root.get("width", "0")) <= 2 * adv_picture.MARGIN + adv_picture.MAP_W + adv_picture.GAP + adv_picture.SIDE_W
    )
    assert "Final score:" in texts(adv_picture.draw(view))


@pytest.mark.parametrize("seed", [4, 5])
def test_what_no_one_has_seen_changes_neither_the_picture_nor_the_text(seed: int) -> None:
    rng = random.Random(seed)
    for count, state in enumerate(play(seed, players=2)):
        if count % 3:
            continue
        view = state.observe(1)
        shown = (adv_picture.draw(view), render(view))
        for _ in range(2):
            other = state.determinize(1, rng).observe(1)
            assert (adv_picture.draw(other), render(other)) == shown


def test_every_seat_shares_the_team_score_shown_once_and_it_ends_as_the_final_score() -> None:
    for state in play(6, players=3):
        scores = live_scores(state.observe(2))["seats"]
        assert [(entry["seat"], entry["label"]) for entry in scores] == [(2, "Team")]
        assert scores[0]["total"] == state.scores()[2]["total"] and scores[0]["exact"]
    assert state.is_over
    assert {score["total"] for score in state.scores()} == {live_scores(state.observe(None))["seats"][0]["total"]}


def test_the_tutor_shows_an_adventurous_position() -> None:
    state = GAME.new_game(players=1, seed=2)
    shown = tutor_picture(state, 0)
    assert shown._repr_svg_().startswith("<svg") and repr(shown) == "Picture(adventurous, turn 1, as seat 0 sees it)"
    assert str(shown).startswith("Turn 1, Novice, Calm Seas (without journey effects). Seat 0 (you) to decide:")
