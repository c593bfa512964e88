"""Venture (2019)'s text and picture of a position (``show.py``, ``picture.py``) and the missions
completed as the live scores, all made from ``state.observe(seat)`` alone.

- the text prints the viewer's own hand and only the count and the cards seen going in of the
  others; the cards a Stargazing looks at only for its player;
- the picture is well-formed SVG naming every scientist's role and talent, the missions by
  number, the cards in play with who used them on whom and who is still to answer;
- reshuffling what a seat cannot see (``determinize``) changes neither its text nor its picture;
- the live scores are each seat's missions completed, exact for every viewer, and at the end
  the final scores, with the winner named.
"""

from __future__ import annotations

import random
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from typing import Any

import pytest

import venture_widgets as vw
from venture_widgets.games.venture_2019.cards import CARD_BY_CODE, ROLE_BY_ID
from venture_widgets.games.venture_2019.picture import draw, live_scores
from venture_widgets.games.venture_2019.rules import VentureState
from venture_widgets.games.venture_2019.show import render
from venture_widgets.games.venture_2019.text import card_words, code_words

GAME = vw.load_game("venture_2019")


def play(seed: int, players: int) -> Iterator[Any]:
    """Every position of a random game."""
    state = GAME.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    yield state.clone()
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        yield state.clone()


def stargazing() -> Any:
    """Seat 0, the Astronomer, has just used Stargazing: the top three cards are in their hand's reach."""
    state = GAME.scenario(
        {
            "seats": [
                {"role": "astronomer", "missions": [1, 2, 3, 4], "hand": ["grant-astro", "quill"]},
                {"role": "chemist", "missions": [5, 6, 7, 8], "hand": ["objection-bio"], "shown": ["objection-bio"]},
                {"role": "geologist", "missions": [9, 10, 11, 12], "hand": []},
            ],
            "deck": ["embargo-geo", "flask", "eureka-bio"],
            "active": 0,
            "start": "actions",
        }
    )
    state.apply("talent grant-astro")
    assert isinstance(state, VentureState) and state.looking
    return state


def test_the_text_shows_the_own_hand_and_only_what_was_seen_of_the_others() -> None:
    state = stargazing()
    mine, theirs = render(state.observe(0)), render(state.observe(1))
    assert "hand (1): Quill" in mine and "Quill" not in theirs
    assert "hand: 1 card; seen going in: Objection (Biologist)" in mine
    assert "hand (1): Objection (Biologist)" in theirs
    assert "Looking at: " in mine and "Looking at" not in theirs
    assert all(code_words(code) in mine and code_words(code) not in theirs for code in ("eureka-bio", "embargo-geo"))


def test_the_picture_shows_the_stargazing_cards_to_their_player_only() -> None:
    state = stargazing()
    assert "Stargazing: keep one" in draw(state.observe(0)) and "Taking effect" not in draw(state.observe(0))
    assert "Stargazing: keep one" not in draw(state.observe(1))
    assert "Embargo" not in draw(state.observe(2))


@pytest.mark.parametrize("players", [3, 6])
def test_the_picture_names_roles_talents_missions_and_the_cards_in_play(players: int) -> None:
    chained = resolving = 0
    for state in play(players, players):
        view = state.observe(0)
        svg = draw(view)
        root = ElementTree.fromstring(svg)
        assert root.tag.endswith("svg")
        for seat in view["seats"]:
            role = ROLE_BY_ID[seat["role"]]
            assert role.name in svg and role.talent in svg
            assert all(f"#{mission['number']}" in svg for mission in seat["missions"])
        if view["chain"]:
            chained += 1
            assert all(card_words(CARD_BY_CODE[entry["card"]].index) in svg for entry in view["chain"])
        if view["resolving"] is not None:
            resolving += 1
            assert "Taking effect" in svg and f"Taking effect: {code_words(view['resolving'])}" in render(view)
        if view["asking"]:
            assert "Still to be asked to answer, in order:" in svg
        if (chained > 3 and resolving) or state.is_over:
            break
    assert chained and resolving


@pytest.mark.parametrize("seed", [1, 2])
def test_what_a_seat_cannot_see_changes_neither_its_text_nor_its_picture(seed: int) -> None:
    rng = random.Random(seed)
    for count, state in enumerate(play(seed, 4)):
        if count % 23:
            continue
        for seat in range(state.players):
            shown = (render(state.observe(seat)), draw(state.observe(seat)))
            other = state.determinize(seat, rng)
            assert (render(other.observe(seat)), draw(other.observe(seat))) == shown


def test_the_live_scores_are_the_missions_completed_and_at_the_end_the_final_scores() -> None:
    *_, state = play(5, 3)
    assert state.is_over
    final = [score["total"] for score in state.scores()]
    assert max(final) == 4
    for seat in (0, 1, None):
        view = state.observe(seat)
        entries = live_scores(view)["seats"]
        assert [entry["total"] for entry in entries] == final
        assert all(entry["exact"] for entry in entries)
        assert "completed all four missions first" in render(view) and "completed all four missions first" in draw(view)
