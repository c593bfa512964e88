"""Puzzles (``venture_widgets.puzzles``, mined by ``scripts/mine_puzzles.py``): every game ships
enough of them, with unique ids; each position replays with its seat to decide, its answer is a
legal move that beats every other by the file's gap, and its values are exactly the legal moves;
the rules the answers exercise vary; an unknown game and malformed data are refused; and the
miner finds the first puzzle again from its position at the stored budgets.

Adventurous has fewer rules to vary: an answer's first event there is one of four rules only
(``turn.explore``, ``map.extend``, ``turn.discover``, ``marvel.cost``), so its puzzles cover at
most four, and its file was mined with more puzzles a rule allowed (see its ``made_by``).
"""

from __future__ import annotations

import copy
import importlib.util
import json
from collections import Counter
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from venture_widgets import RulesError, load_game
from venture_widgets.core.errors import UnknownGameError
from venture_widgets.core.registry import list_games
from venture_widgets.puzzles import PUZZLE_FORMAT, from_data, games, load

#: the games that ship puzzles (``venture_widgets/puzzles/data/<game>.json``)
GAMES = games()
#: the least count of puzzles a game ships
LEAST = 30
#: the least count of distinct rules a game's answers exercise (see the module docstring)
LEAST_RULES = {game: 4 if game == "adventurous" else 5 for game in GAMES}
MINER = Path(__file__).resolve().parents[1] / "scripts" / "mine_puzzles.py"


def data_of(game: str) -> dict[str, Any]:
    """The raw data of ``game``'s puzzle file."""
    text = resources.files("venture_widgets.puzzles").joinpath("data", f"{game}.json").read_text(encoding="utf-8")
    return json.loads(text)


def miner() -> Any:
    """``scripts/mine_puzzles.py`` as a module."""
    spec = importlib.util.spec_from_file_location("mine_puzzles", MINER)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("game", GAMES)
def test_a_game_ships_enough_puzzles_with_unique_ids(game: str) -> None:
    found = load(game)
    ids = [puzzle.id for puzzle in found]
    assert len(found) >= LEAST
    assert len(set(ids)) == len(ids)
    assert all(puzzle.id.startswith(f"{game}-") and puzzle.game == game for puzzle in found)


@pytest.mark.parametrize("game", GAMES)
def test_each_position_has_its_seat_to_decide_and_a_clearly_best_legal_answer(game: str) -> None:
    data = data_of(game)
    gap = data["gap"]
    assert data["format"] == PUZZLE_FORMAT and data["game"] == game and 0 < gap < 1
    for puzzle in load(game):
        state = puzzle.position()
        legal = state.legal_actions()
        assert state.current_player == puzzle.seat and not state.is_over, puzzle.id
        assert len(legal) >= 2 and puzzle.answers and set(puzzle.answers) <= set(legal), puzzle.id
        assert set(puzzle.values) == set(legal) and len(puzzle.values) == len(legal), puzzle.id
        best = min(puzzle.values[answer] for answer in puzzle.answers)
        others = [value for action, value in puzzle.values.items() if action not in puzzle.answers]
        assert all(best - value >= gap - 1e-9 for value in others), puzzle.id
        assert all(0 <= value <= 1 for value in puzzle.values.values()), puzzle.id
        assert puzzle.reason.endswith(".") and "the next best move" in puzzle.reason, puzzle.id


@pytest.mark.parametrize("game", GAMES)
def test_the_answers_exercise_varied_rules_with_their_sections(game: str) -> None:
    found = load(game)
    rules = Counter(puzzle.rule for puzzle in found)
    assert "" not in rules
    assert len(rules) >= LEAST_RULES[game], rules
    for puzzle in found:
        assert puzzle.section == (load_game(game).rule_title(puzzle.rule) or puzzle.rule), puzzle.id


@pytest.mark.parametrize("game", GAMES)
def test_a_record_gives_at_most_two_puzzles(game: str) -> None:
    games = Counter((puzzle.record["seed"], puzzle.record["players"]) for puzzle in load(game))
    assert max(games.values()) <= 2, games


def test_an_unknown_game_is_refused_and_one_without_puzzles_says_which_have_them(tmp_path, monkeypatch) -> None:
    with pytest.raises(UnknownGameError, match="unknown game 'chess'"):
        load("chess")
    assert GAMES and set(GAMES) <= set(list_games())
    monkeypatch.setattr("venture_widgets.puzzles.games", lambda: GAMES[:1])
    other = next(game for game in list_games() if game not in GAMES[:1])
    with pytest.raises(RulesError, match=f"no puzzles for '{other}' yet; puzzles ship for: {GAMES[0]}"):
        load(other)


def test_malformed_data_is_refused() -> None:
    good = data_of("venturesome")
    assert len(from_data(good)) == len(good["puzzles"])
    wrong_format = dict(good, format="something.else")
    with pytest.raises(RulesError, match="not a puzzle file"):
        from_data(wrong_format)
    illegal = copy.deepcopy(good)
    illegal["puzzles"][0]["answers"] = ["not a move"]
    with pytest.raises(RulesError, match="does not fit its position"):
        from_data(illegal)
    wrong_seat = copy.deepcopy(good)
    wrong_seat["puzzles"][0]["seat"] = (good["puzzles"][0]["seat"] + 1) % good["puzzles"][0]["record"]["players"]
    with pytest.raises(RulesError, match="does not fit its position"):
        from_data(wrong_seat)
    unknown = dict(good, game="chess")
    with pytest.raises(RulesError, match="unknown game"):
        from_data(unknown)


def test_the_miner_finds_the_first_puzzle_again_from_its_position() -> None:
    """Two searches at the stored budgets (about two seconds on the development machine)."""
    mine = miner()
    data = data_of("venturesome")
    stored = data["puzzles"][0]
    puzzle = load("venturesome")[0]
    state = puzzle.position()
    index = len(puzzle.record["actions"])
    assert tuple(data["budgets"]) == mine.budgets("venturesome")
    checked = mine.full_check(state, index, data["gap"], tuple(data["budgets"]))
    assert checked is not None
    best, values = checked
    assert [best] == stored["answers"]
    assert {action: round(value, mine.DIGITS) for action, value in values} == stored["values"]
    again = mine.puzzle_data(state, index, dict(puzzle.record), best, values)
    assert again == {key: value for key, value in stored.items() if key != "id"}
