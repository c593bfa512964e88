"""Python knows which games the front end draws (the bundle's list, built from js/games/index.js),
and the table and tutorial widgets refuse, naming what is missing, a game it cannot draw."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

import venture_widgets as vw
from venture_widgets.core.errors import LessonError
from venture_widgets.widgets import front_end
from venture_widgets.widgets.front_end import FrontEndError, games_in_bundle

ROOT = Path(__file__).resolve().parents[2]


def test_the_bundle_lists_the_games_that_have_a_renderer_folder():
    """The list read from the committed bundle is the games with a ``js/games/<id>/index.js``
    (``tests/frontend/test_bundle.py`` checks that the bundle is a fresh build of js/)."""
    folders = sorted(path.parent.name for path in (ROOT / "js" / "games").glob("*/index.js"))
    assert front_end.front_end_games() == folders and folders


def test_a_bundle_without_a_list_of_games_is_named():
    with pytest.raises(FrontEndError, match="no list of games"):
        games_in_bundle("var OTHER = { venturesome };")


@pytest.fixture
def only_wild_venture_drawn(monkeypatch):
    monkeypatch.setattr(front_end, "front_end_games", lambda: ["wild_venture"])


@pytest.mark.usefixtures("only_wild_venture_drawn")
def test_a_table_of_a_game_without_a_front_end_is_refused():
    with pytest.raises(FrontEndError) as caught:
        vw.Table("venturesome", seats=["human", "greedy"], seed=1)
    message = str(caught.value)
    assert "vw.Table cannot show venturesome" in message and "js/games/venturesome/" in message
    assert "front ends: wild_venture" in message
    vw.Table("wild_venture", seats=["human", "greedy"], seed=1).close()


@pytest.mark.usefixtures("only_wild_venture_drawn")
def test_a_tutorial_of_a_game_without_a_front_end_is_refused():
    with pytest.raises(FrontEndError, match=r"vw\.Tutorial cannot show venturesome"):
        vw.Tutorial("venturesome", "turn")


def test_a_tutorial_of_a_game_without_lessons_names_the_game(monkeypatch):
    real = importlib.import_module

    def no_lessons(name: str):
        if name.endswith(".lessons"):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return real(name)

    monkeypatch.setattr(importlib, "import_module", no_lessons)
    with pytest.raises(LessonError, match=r"^venturesome has no lessons yet$"):
        vw.Tutorial("venturesome")


def test_an_unknown_game_is_still_an_unknown_game():
    with pytest.raises(vw.UnknownGameError):
        vw.Table("chess", seats=["human", "greedy"])
