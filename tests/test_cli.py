"""The command line: play a seeded bot game, simulate a tournament, list games."""

from __future__ import annotations

import io
import subprocess
import sys

from venture_widgets.cli import main


def run(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    status = main(list(argv), out=out)
    return status, out.getvalue()


def test_play_prints_a_whole_seeded_game_and_its_score_sheet():
    status, text = run("play", "venturesome", "--seed", "1")
    assert status == 0
    assert "[turn.play]" in text and "[turn.resolve_threat]" in text
    assert "The game is over." in text
    assert "artifact_sets" in text and "total" in text
    assert run("play", "venturesome", "--seed", "1")[1] == text


def test_play_a_two_player_game_without_naming_the_players():
    """A Wild Venture is for two: the default bot count follows the game."""
    status, text = run("play", "wild_venture", "--seed", "1", "--bots", "random,random")
    assert status == 0 and "The game is over." in text and "[adventure.move]" in text
    status, text = run("play", "wild_venture", "--seed", "1")
    assert status == 0 and "seat 1 greedy" in text and "seat 2" not in text


def test_play_with_chosen_bots_and_players():
    status, text = run("play", "venturesome", "--seed", "2", "--bots", "random,greedy,random,greedy")
    assert status == 0
    assert "seat 3 greedy" in text


def test_simulate_reports_win_rates_per_seat():
    status, text = run("simulate", "venturesome", "--games", "5", "--bots", "greedy,random", "--quiet")
    assert status == 0
    assert "venturesome: 5 games" in text
    assert "greedy" in text and "random" in text


def test_bad_input_is_a_clear_error_not_a_traceback(capsys):
    status, _ = run("play", "venturesome", "--bots", "random,psychic")
    assert status == 2
    assert "unknown bot 'psychic'" in capsys.readouterr().err
    status, _ = run("simulate", "venturesome", "--players", "3", "--bots", "random,random")
    assert status == 2


def test_list_and_module_entry_point():
    status, text = run("list")
    assert status == 0 and "venturesome" in text and "2-5 players" in text
    done = subprocess.run([sys.executable, "-m", "venture_widgets", "list"], capture_output=True, text=True, check=True)
    assert "Venturesome" in done.stdout


def test_tutorials_copies_the_notebooks_out_and_keeps_a_learners_changes(tmp_path):
    folder = tmp_path / "mine"
    status, text = run("tutorials", str(folder))
    lesson = folder / "tutorials" / "venture_forth" / "01_quick_start.ipynb"
    assert status == 0 and lesson.is_file() and (folder / "notebooks" / "play_venturesome.ipynb").is_file()
    assert f"jupyter lab {folder}" in text and str(lesson) in text
    changed = folder / "notebooks" / "play_venturesome.ipynb"
    changed.write_text("{}")
    status, text = run("tutorials", str(folder))
    assert status == 0 and text.startswith("0 files copied") and f"kept your changed copy of {changed}" in text
    assert changed.read_text() == "{}"


def test_tutorials_into_a_place_that_cannot_hold_a_folder_is_a_clear_error(tmp_path, capsys):
    blocker = tmp_path / "a_file"
    blocker.write_text("not a folder")
    assert run("tutorials", str(blocker / "inside"))[0] == 2
    error = capsys.readouterr().err
    assert error.startswith("error: ") and str(blocker) in error and "Traceback" not in error
