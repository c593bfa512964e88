"""Issue 9, item 6: positions draw themselves as static SVG, and a learner's live scores.

- ``picture(state, seat)`` is one self-contained SVG document that a notebook shows without a
  kernel or JavaScript, in JupyterLab, nbviewer and on GitHub: well-formed XML, presentation
  attributes only (no ``style``, which GitHub strips), no script, no event handler, no id or
  reference that two pictures on one page could share. It names the cards, spaces and scores.
- Hidden information is sacred: reshuffling what a seat cannot see (``determinize``) changes
  neither its picture nor its live scores.
- The live scores are right: a seat's own Venturesome treasure pile, A Wild Venture's projected
  score wherever the seat sees every tucked card, and every game's final scores at the end
  (Venture Forth's own checks: ``tests/venture_forth/test_vf_picture.py``).
"""

from __future__ import annotations

import random
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from typing import Any

import pytest
from conformance_hooks import hooks_of
from game_modules import games_with

import venture_widgets as vw
from venture_widgets.games.venturesome.scoring import score_codes
from venture_widgets.games.wild_venture.scoring import score_seat
from venture_widgets.tutor.pictures import Picture, live_scores, picture

SVG = "{http://www.w3.org/2000/svg}"
ALLOWED = {"svg", "title", "rect", "line", "circle", "text"}
GAMES = games_with("picture")


def options(game_id: str, seed: int) -> list[dict[str, Any]]:
    """Three games: the fewest, a middle and the most players, each with the options the game's
    conformance hooks give a seed of its own (boards, variants: ``tests/<id>/hooks.py``)."""
    info = vw.load_game(game_id).info
    counts = [info.min_players, (info.min_players + info.max_players) // 2, info.max_players]
    return [{"players": players, **hooks_of(game_id).options(3 * seed + k)} for k, players in enumerate(counts)]


def positions(game_id: str, seed: int) -> Iterator[Any]:
    """Positions of random games: after setup, then every few actions, and the end."""
    game = vw.load_game(game_id)
    rng = random.Random(seed)
    for chosen in options(game_id, seed):
        state = game.new_game(seed=seed, **chosen)
        count = 0
        while not state.is_over:
            if count % 37 == 0:
                yield state
            state.apply(rng.choice(state.legal_actions()))
            count += 1
        yield state


CASES = [(game_id, seed) for game_id in GAMES for seed in (1, 2)]


@pytest.mark.parametrize(("game_id", "seed"), CASES)
def test_a_picture_is_one_self_contained_static_svg(game_id: str, seed: int) -> None:
    for state in positions(game_id, seed):
        for seat in (*range(min(2, state.players)), None):  # Adventurous may be played alone
            svg = picture(state, seat)._repr_svg_()
            root = ElementTree.fromstring(svg)  # well-formed
            assert root.tag == f"{SVG}svg" and int(root.get("height", "0")) > 100
            for element in root.iter():
                assert element.tag.removeprefix(SVG) in ALLOWED, element.tag
                names = set(element.attrib)
                assert not names & {"style", "id", "class", "href"}, names
                assert not any(name.startswith("on") for name in names), names
            assert "url(#" not in svg and "<script" not in svg


@pytest.mark.parametrize(("game_id", "seed"), CASES)
def test_what_a_seat_cannot_see_changes_neither_its_picture_nor_its_scores(game_id: str, seed: int) -> None:
    rng = random.Random(seed)
    for state in positions(game_id, seed):
        for seat in range(state.players):
            shown = (picture(state, seat).svg, live_scores(state.observe(seat)))
            for _ in range(3):
                other = state.determinize(seat, rng)
                assert (picture(other, seat).svg, live_scores(other.observe(seat))) == shown


def test_a_venturesome_picture_shows_cards_threats_and_scores() -> None:
    state = vw.load_game("venturesome").scenario(
        {
            "players": 2,
            "hands": [["Guide (Map)", "Reporter (3 Gems)"], ["Aviator (Ring)"]],
            "expeditions": [["Professor (Ring)", "Collector (1 Gem)"], []],
            "treasures": [["Professor (2 Gems)", "Professor (Map)"], ["Collector (Statuette)"]],
            "threats": ["Rope Bridge", "Jaguar"],
        }
    )
    svg = picture(state, 0).svg
    for words in ("Rope Bridge", "Discard every Map", "Professor", "3 Gems", "Treasure: 4 points", "1 card face down"):
        assert words in svg, words
    assert "Aviator" not in svg and "Statuette" not in svg  # seat 1's hand and treasure are face down
    assert "Swap your whole hand" not in svg  # only the characters shown are explained
    assert "Take one other card" in svg  # the Guide's effect


def test_a_wild_venture_picture_shows_the_board_cards_and_scores() -> None:
    state = vw.load_game("wild_venture").scenario(
        {
            "players": [
                {
                    "hand": ["Chainwhip"],
                    "villagers": [{"code": "Frog Wizard", "supply": 1}],
                    "position": "Bramble Gate",
                },
                {"hand": ["Recycle Bin"], "buildings": [{"code": "Zero Waste", "supply": 2, "enchanted": "moon"}]},
            ],
            "deck": ["Postal Contract"],
        }
    )
    svg = picture(state, 0).svg
    for words in ("Spring board", "Bramble Gate", "Mossy Crossroads", "Frog Wizard", "Adventure 3", "1 supply"):
        assert words in svg, words
    for words in ("Zero Waste", "2 supplies, moon token", "Seat 1: 2 points (villagers 0, buildings 2, gear 0)"):
        assert words in svg, words
    assert "Recycle Bin" not in svg and "Postal Contract" not in svg  # seat 1's hand, the deck


def test_a_picture_prints_as_text_and_names_itself() -> None:
    state = vw.load_game("wild_venture").new_game(seed=3, first_player=0)
    shown = picture(state, 1)
    assert isinstance(shown, Picture) and repr(shown) == "Picture(wild_venture, turn 0, as seat 1 sees it)"
    assert str(shown).startswith("Setup, Spring board. Seat 1 (you) to decide")
    assert picture(state.observe(None)).svg == picture(state).svg  # an observation made already


@pytest.mark.parametrize(("game_id", "seed"), CASES)
def test_the_scores_at_the_end_are_the_final_scores(game_id: str, seed: int) -> None:
    *_, state = positions(game_id, seed)
    final = [score["total"] for score in state.scores()]
    if vw.load_game(game_id).info.open_table:  # a team shares one score: shown once
        assert len(set(final)) == 1
        final = final[:1]
    for seat in (0, 1, None):
        scores = live_scores(state.observe(seat))["seats"]
        assert [entry["total"] for entry in scores] == final
        assert all(entry["exact"] and not entry["unseen"] for entry in scores)


def test_venturesome_counts_the_own_treasure_pile_and_no_other() -> None:
    for state in positions("venturesome", 5):
        if state.is_over:
            continue
        for seat in range(state.players):
            scores = live_scores(state.observe(seat))["seats"]
            own = scores[seat]
            pile = state.observe(seat)["seats"][seat]["treasure"]
            assert own["total"] == score_codes(pile)["total"] and own["exact"]
            for other in scores:
                if other["seat"] != seat and state.observe(None)["seats"][other["seat"]]["treasure_count"]:
                    assert other["total"] is None and not other["exact"] and "face down" in other["unseen"]


def test_wild_venture_projects_the_score_where_the_tucked_cards_are_seen() -> None:
    """Under No Memory a seat sees its own tucked cards: its projection is its score now. It
    never sees the other's, and normally not even its own."""
    for state in positions("wild_venture", 7):
        if state.is_over:
            continue
        for seat in (0, 1):
            scores = live_scores(state.observe(seat))["seats"]
            tucked = [len(state.tucked[p]) for p in (0, 1)]
            if state.options["no_memory"]:
                assert scores[seat]["total"] == score_seat(state, seat)["total"] and scores[seat]["exact"]
            assert scores[1 - seat]["exact"] == (tucked[1 - seat] == 0)
            if tucked[1 - seat]:
                assert scores[1 - seat]["unseen"].startswith(f"{tucked[1 - seat]} tucked card")
