"""Venture Forth's picture and text of a position (``picture.py``, ``show.py``) and its projected
scores (``live_scores``): both are made from ``state.observe(seat)`` alone.

- the picture is well-formed SVG; it names the cards the viewer sees (board, parties, own hand and
  treasures, Level III tops, the encounter being faced) and never a hidden one (the others' hands
  and treasures, the decks, a face-down explore token the viewer did not place);
- reshuffling what a seat cannot see (``determinize``) changes neither its picture nor its text;
- every path of both boards has a place for its explore token, on the board and clear of the
  sites, the spaces and the other tokens;
- the projected scores count what ``scoring.py`` counts: a seat's own score exactly, the others'
  without their treasures (and say so), and everyone's final score at the end of a game.
"""

from __future__ import annotations

import random
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from itertools import combinations
from typing import Any

import pytest

import venture_widgets as vw
from venture_widgets.core.game import State
from venture_widgets.games.venture_forth import picture as vf_picture
from venture_widgets.games.venture_forth.scoring import score_seat
from venture_widgets.games.venture_forth.show import BOARDS, render
from venture_widgets.tutor.pictures import live_scores

GAME = vw.load_game("venture_forth")
SVG = "{http://www.w3.org/2000/svg}"


def table() -> State:
    """Seat 0 ventures along p3 and meets the Priestess; seat 1 placed a face-down token on p3."""
    state = GAME.scenario(
        {
            "hidden_tokens": True,
            "players": [
                {
                    "party": [{"card": "Archer", "will": 3, "despair": 1}],
                    "site": "Country",
                    "coins": 5,
                    "hand": ["hoplite", "dragon"],
                    "treasures": ["owl_of_athena"],
                    "explored": ["token_2t_1"],
                },
                {
                    "party": ["Poet"],
                    "site": "Shore",
                    "coins": 6,
                    "hand": ["gorgon"],
                    "treasures": ["eye_of_the_graeae"],
                },
            ],
            "board": {"p3.1": "priestess", "p3.2": {"card": "lion", "wandering": True}},
            "path_tokens": {"p3": {"token": "3c", "placer": 1}, "p1": {"token": "1c1t", "face_down": False}},
            "deck": ["cyclops"],
            "treasure_deck": ["helm_of_hades"],
            "level3": [["strength_of_heracles", "daring_of_icarus"], [], []],
        }
    )
    state.apply("venture p3")
    return state


def test_the_picture_is_well_formed_and_names_what_the_viewer_sees() -> None:
    svg = vf_picture.draw(table().observe(0))
    root = ElementTree.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    texts = " ".join(element.text or "" for element in root.iter(f"{SVG}text"))
    for words in (
        "Sea in the corner",
        "Temple of Hestia",
        "North Wilderness",
        "Priestess",  # on the board, being faced
        "Lion",
        "wandering",
        "Archer",
        "Poet",
        "Hoplite",  # own hand
        "Dragon",
        "Owl of Athena",  # own treasure
        "Strength of Heracles",  # a Level III top
        "1 coin",  # the face-up token on p1
        "face down",  # seat 1's token on p3
        "Recruit Priestess for 2 coins?",
        "1 card face down",  # seat 1's hand and treasures
    ):
        assert words in texts, words
    for hidden in ("Gorgon", "Eye of the Graeae", "Cyclops", "Helm of Hades", "Daring of Icarus", "3 coins"):
        assert hidden not in svg, hidden


def test_the_placer_of_a_face_down_token_sees_its_face_and_the_others_do_not() -> None:
    state = table()
    assert "3 coins" in vf_picture.draw(state.observe(1)) and "3 coins" in render(state.observe(1))
    assert "3 coins" not in render(state.observe(0)) and "3 coins" not in vf_picture.draw(state.observe(None))


def positions(seed: int) -> Iterator[State]:
    """Positions of a random game of three (with face-down tokens on odd seeds), every few actions."""
    state = GAME.new_game(seed=seed, players=3, hidden_tokens=seed % 2 == 1)
    rng = random.Random(seed)
    count = 0
    while not state.is_over:
        if count % 29 == 0:
            yield state.clone()
        state.apply(rng.choice(state.legal_actions()))
        count += 1
    yield state


@pytest.mark.parametrize("seed", [3, 4])
def test_what_a_seat_cannot_see_changes_neither_its_picture_nor_its_text(seed: int) -> None:
    rng = random.Random(seed)
    for state in [table(), *positions(seed)]:
        for seat in range(state.players):
            view = state.observe(seat)
            shown = (vf_picture.draw(view), render(view))
            for _ in range(2):
                other = state.determinize(seat, rng).observe(seat)
                assert (vf_picture.draw(other), render(other)) == shown


@pytest.mark.parametrize("side", sorted(BOARDS))
def test_every_path_has_a_clear_place_for_its_explore_token(side: str) -> None:
    board = BOARDS[side]
    places = vf_picture.TOKEN_PLACES[side]
    assert sorted(places) == sorted(path["id"] for path in board["paths"])
    half_w, half_h = vf_picture.TOKEN_W / 2, vf_picture.TOKEN_H / 2
    for x, y in places.values():
        assert half_w < x < vf_picture.BOARD_SIZE - half_w and half_h < y < vf_picture.BOARD_SIZE - half_h
        spaces = [space for path in board["paths"] for space in path["spaces"]]
        for space in spaces:
            sx, sy = space["x"] * vf_picture.SCALE, space["y"] * vf_picture.SCALE
            assert abs(x - sx) >= half_w + vf_picture.SLOT_W / 2 or abs(y - sy) >= half_h + vf_picture.SLOT_H / 2
    for (x1, y1), (x2, y2) in combinations(places.values(), 2):
        assert abs(x1 - x2) >= 2 * half_w or abs(y1 - y2) >= 2 * half_h


def totals(view: dict[str, Any]) -> list[int]:
    return [entry["total"] for entry in live_scores(view)["seats"]]


def test_a_seat_projects_its_own_score_exactly_and_the_others_without_their_treasures() -> None:
    state = table()
    mine, theirs = live_scores(state.observe(0))["seats"]
    assert mine["exact"] and mine["total"] == score_seat(state, 0)["total"]
    assert not theirs["exact"] and theirs["unseen"] == "1 treasure face down, not counted"
    parts = {part["label"]: part["value"] for part in theirs["parts"]}
    assert parts["Treasures"] == 0 and score_seat(state, 1)["treasures"] == 4  # the Poet desires knowledge
    assert theirs["total"] == score_seat(state, 1)["total"] - 4
    assert "at least" in vf_picture.draw(state.observe(0))


@pytest.mark.parametrize("seed", [5, 6])
def test_the_projected_scores_during_and_at_the_end_of_a_game(seed: int) -> None:
    for state in positions(seed):
        for seat in range(state.players):
            own = live_scores(state.observe(seat))["seats"][seat]
            assert own["exact"] and own["total"] == score_seat(state, seat)["total"]
    finals = [score["total"] for score in state.scores()]
    for seat in (*range(state.players), None):
        assert totals(state.observe(seat)) == finals
        assert all(entry["exact"] for entry in live_scores(state.observe(seat))["seats"])
