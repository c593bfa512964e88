"""The command line's review: a record file in, a summary out, the review saved as JSON and as one
self-contained HTML page that shows only what the reviewed seat could see; bad input is a clear
error (exit status 2) before any search."""

from __future__ import annotations

import html
import io
import json
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from venture_widgets.agents.match import play_game
from venture_widgets.cli import main
from venture_widgets.core.errors import RulesError
from venture_widgets.review import decisions, review
from venture_widgets.review.report import html_report, text_summary

MOVE_KEYS = {"index", "seat", "played", "best", "value_played", "value_best", "loss", "mark", "reason"}
VOID = {"meta", "link", "br", "hr", "img", "input"}
SEED = 987_654  # a number that appears nowhere else on a page


class Page(HTMLParser):
    """An HTML page's tags checked for balance, with its ids, links and tag counts."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.open: list[str] = []
        self.problems: list[str] = []
        self.ids: list[str] = []
        self.links: list[str] = []
        self.counts: dict[str, int] = {}
        self.feed(text)
        self.close()

    def _note(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.counts[tag] = self.counts.get(tag, 0) + 1
        found = dict(attrs)
        self.ids += [found["id"] or ""] if "id" in found else []
        self.links += [found[name] or "" for name in ("href", "src") if name in found]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._note(tag, attrs)
        if tag not in VOID:
            self.open.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._note(tag, attrs)

    def handle_endtag(self, tag: str) -> None:
        if not self.open or self.open.pop() != tag:
            self.problems.append(f"</{tag}> closes nothing open")


def run(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    status = main(list(argv), out=out)
    return status, out.getvalue()


def check_page(page: str, marked: list[dict[str, Any]]) -> Page:
    """Assert that ``page`` is well-formed, self-contained and has one linked section per marked
    move with its texts; return it parsed."""
    parsed = Page(page)
    assert parsed.problems == [] and parsed.open == []
    assert page.startswith("<!DOCTYPE html>") and parsed.counts.get("svg", 0) == 1 + len(marked)  # graph, pictures
    assert parsed.counts.get("script", 0) == 0 and "<script src" not in page
    assert all(link.startswith("#") for link in parsed.links), parsed.links  # nothing outside the page
    assert "<link" not in page and "url(" not in page and "@import" not in page
    assert sorted(i for i in parsed.ids if i.startswith("move-")) == sorted(f"move-{m['index']}" for m in marked)
    assert parsed.counts.get("section", 0) == len(marked)
    for move in marked:
        assert f'<a href="#move-{move["index"]}">' in page  # the graph's point links to the section
        for key in ("text_played", "text_best", "reason"):
            assert html.escape(move[key]) in page
    return parsed


@pytest.fixture(scope="module")
def adventurous_record(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("records") / "adventurous.json"
    path.write_text(json.dumps(play_game("adventurous", ["random"], seed=4).state.record()))
    return path


def test_review_of_a_seeded_game_prints_a_summary_and_saves_json_and_html(adventurous_record, tmp_path, capsys):
    out_json, out_html = tmp_path / "review.json", tmp_path / "review.html"
    options = f"--seat 0 --iterations 30 --json {out_json} --html {out_html}"
    status, text = run("review", str(adventurous_record), *options.split())
    assert status == 0
    assert "32/32 decisions" in capsys.readouterr().err  # the progress bar counts decisions
    result = json.loads(out_json.read_text())
    assert set(result) >= {"game", "seat", "iterations", "moves", "summary"}
    assert (result["game"], result["seat"], result["iterations"]) == ("adventurous", 0, 30)
    assert len(result["moves"]) == 32 and all(set(move) >= MOVE_KEYS for move in result["moves"])
    assert [move["index"] for move in result["moves"]] == list(range(32))  # a one-player game: every action
    (row,) = result["summary"]
    assert row["seat"] == 0 and row["decisions"] == 32
    marked = [move for move in result["moves"] if move["mark"]]
    assert marked, "random moves at 30 iterations leave something to mark"
    assert sum(row[mark] for mark in ("inaccuracy", "mistake", "blunder")) == len(marked)
    assert all(move["loss"] >= 0.05 and move["played"] != move["best"] for move in marked)
    lines = text.splitlines()
    assert lines[0].startswith("Adventurous, review of seat 0 (30 iterations a decision")
    assert lines[2].split()[:2] == ["0", "32"]
    for move in marked:
        assert f"action {move['index']}  seat 0  {move['mark']}  played: {move['text_played']}" in text
        assert f"better: {move['text_best']}  loss {move['loss']:g}" in text
    assert f"review saved to {out_json}" in text and f"HTML report saved to {out_html}" in text
    page = out_html.read_text()
    check_page(page, marked)
    assert "Adventurous, review of seat 0" in page and "<title>" in page
    assert out_json.read_text() == json.dumps(result, indent=1) + "\n"  # indent 1
    assert result == review(json.loads(adventurous_record.read_text()), 0, 30)  # exactly the review, every time


def hand_made_review(record: dict[str, Any], seat: int) -> dict[str, Any]:
    """A review of ``seat``'s first two decisions in ``record``: the first a blunder, the second a
    mistake, each with a better move the seat did not play and a reason that needs escaping."""
    moves = []
    marks = [("blunder", 0.3), ("mistake", 0.12)]
    for (index, state, played), (mark, loss) in zip(decisions(record, seat), marks, strict=False):
        best = next(action for action in state.legal_actions() if action != played)
        moves.append(
            {
                "index": index,
                "seat": seat,
                "played": played,
                "text_played": state.describe(played),
                "best": best,
                "text_best": state.describe(best),
                "value_played": 0.4,
                "value_best": round(0.4 + loss, 3),
                "loss": loss,
                "mark": mark,
                "forced": False,
                "reason": f"Keeps <b>{mark}</b> & more off the table.",
            }
        )
    summary = [
        {"seat": seat, "decisions": 2, "forced": 0, "mean_loss": 0.21, "inaccuracy": 0, "mistake": 1, "blunder": 1}
    ]
    game = record["game"]
    return {"game": game, "seat": seat, "iterations": 9, "unit": "chance to win", "moves": moves, "summary": summary}


def test_html_report_shows_each_marked_move_from_the_seats_view_only():
    record = play_game("venturesome", ["random", "random"], seed=SEED).state.record()
    result = hand_made_review(record, seat=1)
    page = html_report(result, record)
    check_page(page, result["moves"])
    assert "<b>" not in page and "Keeps &lt;b&gt;blunder&lt;/b&gt; &amp; more" in page
    assert "Seat 1 (you)" in page and "Seat 0 (you)" not in page  # the pictures: seat 1's view
    assert str(SEED) not in page  # the record's seed would tell the deal
    assert "Venturesome, review of seat 1" in page and "blunder at action" in page  # the graph's <desc>
    assert [line.split()[1] for line in text_summary(result).splitlines()[-2:]] == [
        str(move["index"]) for move in result["moves"]
    ]


def test_html_report_refuses_a_review_of_another_game_or_other_moves():
    record = play_game("venturesome", ["random", "random"], seed=SEED).state.record()
    result = hand_made_review(record, seat=0)
    with pytest.raises(RulesError, match="'adventurous' game"):
        html_report({**result, "game": "adventurous"}, record)
    moved = [{**result["moves"][0], "played": result["moves"][0]["best"]}, result["moves"][1]]
    with pytest.raises(RulesError, match="does not fit the record"):
        html_report({**result, "moves": moved}, record)


def test_a_review_without_marks_says_so():
    record = play_game("venturesome", ["random", "random"], seed=SEED).state.record()
    result = {**hand_made_review(record, seat=0), "moves": []}
    assert text_summary(result).endswith("no marked moves")
    page = html_report(result, record)
    assert "No move lost enough to be marked." in page and check_page(page, []).counts["svg"] == 1


def write(path: Path, text: str) -> Path:
    path.write_text(text)
    return path


def bad_action(path: Path) -> Path:
    record = play_game("venturesome", ["random", "random"], seed=1).state.record()
    return write(path, json.dumps({**record, "actions": [*record["actions"][:3], "fly away"]}))


def two_player(path: Path) -> Path:
    return write(path, json.dumps(play_game("venturesome", ["random", "random"], seed=1).state.record()))


@pytest.mark.parametrize(
    ("make", "options", "named"),
    [
        (lambda path: path, [], "No such file"),
        (lambda path: write(path, "{not json"), [], "record is not valid JSON"),
        (bad_action, [], "'fly away' does not replay"),
        (two_player, ["--seat", "7"], "seat 7 does not exist"),
        (two_player, ["--iterations", "0"], "iterations=0"),
    ],
    ids=["missing file", "not JSON", "bad action", "seat 7 of 2", "no iterations"],
)
def test_bad_input_is_a_clear_error_before_any_search(tmp_path, capsys, make, options, named):
    record = make(tmp_path / "game.json")
    out_json = tmp_path / "review.json"
    status, text = run("review", str(record), *options, "--json", str(out_json))
    error = capsys.readouterr().err
    assert status == 2 and text == ""
    assert error.startswith("error: ") and named in error and "Traceback" not in error
    assert "decisions" not in error and not out_json.exists()  # no search began, nothing was written
    if not options:
        assert str(record) in error  # the file's problem names the file


def test_an_output_that_cannot_be_written_is_refused_before_the_search(adventurous_record, tmp_path, capsys):
    blocked = tmp_path / "no_such_folder" / "review.html"
    status, text = run("review", str(adventurous_record), "--html", str(blocked))
    error = capsys.readouterr().err
    assert status == 2 and text == "" and error.startswith("error: ") and str(blocked) in error
    assert "decisions" not in error  # refused before the first decision was searched
    kept = write(tmp_path / "kept.json", "an earlier review")
    status, _ = run("review", str(adventurous_record), "--json", str(kept), "--iterations", "0")
    assert status == 2 and kept.read_text() == "an earlier review"  # checking it did not change it
