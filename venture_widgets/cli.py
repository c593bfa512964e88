"""The command line: ``python -m venture_widgets {list,play,tournament,ladder,review,tutorials}``.

``play`` prints a seeded bot game event by event and its score sheet; ``tournament`` (or
``simulate``) plays many seeded games on every local core or a Dask cluster, with a progress bar,
prints win rates, mean scores and seat and first-player advantage, and saves one row per
(game, seat) with ``--out results.csv`` or ``.parquet``; ``ladder`` plays a seeded round-robin
of bots and prints their ratings with 95% intervals (:mod:`venture_widgets.balance.ladder`);
``review RECORD.json`` searches each decision of a game record from the deciding seat's view
(:mod:`venture_widgets.review`), with a progress bar, prints each seat's mean loss and marked
moves, and saves the review as JSON with ``--json`` and as an HTML page with ``--html``
(:mod:`venture_widgets.review.report`); ``tutorials [DIR]`` copies the tutorials and play
notebooks out of the installed package (:mod:`venture_widgets.notebook_files`).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from typing import Any, TextIO

from .agents import check_spec
from .agents.match import play_game
from .agents.specs import allowed
from .agents.tournament import TournamentError, check_output, executor, tournament, write_rows
from .core.errors import RecordError, RulesError
from .core.record import MAX_RECORD_TEXT, read_record
from .core.registry import list_games, load_game
from .notebook_files import DEFAULT_FOLDER, copy_notebooks, first_lessons


def _bots(text: str | None, game_id: str, players: int | None, default: str) -> list[str]:
    if text:
        bots = [check_spec(name) for name in text.split(",")]
        if players is not None and players != len(bots):
            raise RulesError(f"--players {players} does not match {len(bots)} bots in --bots {text!r}")
        return bots
    info = load_game(game_id).info
    return [default] * (players if players is not None else min(max(info.min_players, 3), info.max_players))


def progress_bar(stream: TextIO, unit: str = "games") -> Callable[[int, int], None]:
    r"""A ``progress(done, total)`` for a run of ``unit`` (games, decisions) that draws a bar on
    ``stream``.

    >>> import io
    >>> stream = io.StringIO()
    >>> show = progress_bar(stream)
    >>> for done in range(1, 5):
    ...     show(done, 4)
    >>> stream.getvalue().split("\r")[-1]
    '[##############################] 4/4 games\n'
    >>> progress_bar(stream, "decisions")(1, 8)
    >>> stream.getvalue().split("\r")[-1]
    '[###...........................] 1/8 decisions'
    """
    width = 30

    def show(done: int, total: int) -> None:
        filled = width * done // total
        if filled == width * (done - 1) // total and done != total:
            return  # redraw only when the bar grows
        stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} {unit}")
        if done == total:
            stream.write("\n")
        stream.flush()

    return show


def score_sheet(state: Any) -> str:
    """The final scores per category and the tie-break reasoning, as text."""
    scores = state.scores()
    categories = [k for k in scores[0] if k != "total"]
    lines = ["seat  " + "  ".join(f"{c:>13}" for c in categories) + f"  {'total':>5}"]
    for seat, score in enumerate(scores):
        lines.append(f"{seat:>4}  " + "  ".join(f"{score[c]:>13}" for c in categories) + f"  {score['total']:>5}")
    outcome = getattr(state, "outcome", None)
    if outcome is not None:
        lines.extend(f"  {step['text']}" for step in outcome()["reasoning"])
    return "\n".join(lines)


def cmd_play(args: argparse.Namespace, out: TextIO) -> None:
    bots = _bots(args.bots, args.game, args.players, "greedy")
    out.write(
        f"{load_game(args.game).info.title}, seed {args.seed}: "
        + ", ".join(f"seat {i} {bot}" for i, bot in enumerate(bots))
        + "\n"
    )
    result = play_game(
        args.game, bots, args.seed, on_event=lambda event: out.write(f"[{event['rule']}] {event['text']}\n")
    )
    out.write(score_sheet(result.state) + "\n")


def cmd_tournament(args: argparse.Namespace, out: TextIO) -> None:
    bots = _bots(args.bots, args.game, args.players, "random")
    if args.out:
        check_output(args.out)  # before the games, not after them
    progress = None if args.quiet else progress_bar(sys.stderr)
    with executor(args.workers, args.dask) as workers:
        result = tournament(args.game, bots, args.games, seed=args.seed, progress=progress, workers=workers)
    out.write(result.table() + "\n")
    if args.out:
        write_rows(result.rows, args.out)
        out.write(f"{len(result.rows)} rows saved to {args.out}\n")


def cmd_ladder(args: argparse.Namespace, out: TextIO) -> None:
    from .balance.ladder import chart, ladder

    if args.out:
        check_output(args.out)
    progress = None if args.quiet else progress_bar(sys.stderr)
    bots = [check_spec(name) for name in args.bots.split(",")]
    with executor(args.workers, args.dask) as workers:
        result = ladder(args.game, bots, args.games, args.seed, args.players, workers, progress)
    out.write(result.table() + "\n")
    if args.out:
        write_rows(result.rows, args.out)
        out.write(f"{len(result.rows)} rows saved to {args.out}\n")
    if args.svg:
        with open(args.svg, "w", encoding="utf-8") as file:
            file.write(chart(result) + "\n")


def read_record_file(path: str) -> dict[str, Any]:
    """The record saved in the file at ``path``, checked and replayed; a file that is not a
    replayable record raises :class:`RecordError` naming the file (a missing one, ``OSError``)."""
    try:
        with open(path, encoding="utf-8") as file:
            text = file.read(MAX_RECORD_TEXT + 1)  # read_record refuses a longer one
        record = read_record(text)
        load_game(record["game"]).replay(record)
    except UnicodeDecodeError:
        raise RecordError(f"{path}: not a record: the file is not UTF-8 text") from None
    except RulesError as error:
        raise RecordError(f"{path}: {error}") from None
    return record


def check_writable(path: str) -> None:
    """Raise ``OSError`` (naming ``path``) unless a file can be written at ``path``; leaves no
    file behind."""
    existed = os.path.exists(path)
    with open(path, "a", encoding="utf-8"):
        pass
    if not existed:
        os.remove(path)


def cmd_review(args: argparse.Namespace, out: TextIO) -> None:
    from .review import review
    from .review.report import html_report, text_summary

    record = read_record_file(args.record)
    for path in (args.json, args.html):
        if path:
            check_writable(path)  # before the search, not after it
    progress = None if args.quiet else progress_bar(sys.stderr, "decisions")
    result = review(record, args.seat, args.iterations, progress)
    out.write(text_summary(result) + "\n")
    if args.json:
        save_text(args.json, json.dumps(result, indent=1), "review", out)
    if args.html:
        save_text(args.html, html_report(result, record), "HTML report", out)


def save_text(path: str, text: str, what: str, out: TextIO) -> None:
    """Write ``text`` and a newline to the file at ``path`` and say so on ``out``."""
    with open(path, "w", encoding="utf-8") as file:
        file.write(text + "\n")
    out.write(f"{what} saved to {path}\n")


def cmd_tutorials(args: argparse.Namespace, out: TextIO) -> None:
    copied = copy_notebooks(args.folder)
    out.write(f"{len(copied.written)} files copied into {args.folder}")
    out.write(f" ({len(copied.unchanged)} already there)\n" if copied.unchanged else "\n")
    for path in copied.kept:
        out.write(f"kept your changed copy of {path} (delete it to get the original back)\n")
    out.write(f"Open them with:  jupyter lab {args.folder}\nEach game's first lesson:\n")
    for path in first_lessons(args.folder):
        out.write(f"  {path}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m venture_widgets", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("list", help="list the games")
    bot_help = f"comma-separated bots, one per seat: a level or a bot ({allowed()})"
    play = sub.add_parser("play", help="play and print a seeded bot game")
    play.add_argument("game", choices=list_games())
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--players", type=int)
    play.add_argument("--bots", help=bot_help + "; default: greedy for every seat")
    simulate = sub.add_parser(
        "tournament", aliases=["simulate"], help="run many bot games and report win rates and seat advantage"
    )
    simulate.add_argument("game", choices=list_games())
    simulate.add_argument("--games", type=int, default=100)
    simulate.add_argument("--seed", type=int, default=0, help="seed of the first game; the next ones count up")
    simulate.add_argument("--players", type=int)
    simulate.add_argument("--bots", help=bot_help + "; default: random for every seat")
    simulate.add_argument("--quiet", action="store_true", help="no progress bar")
    simulate.add_argument("--workers", type=int, help="local processes; default: one per core (1: no pool)")
    simulate.add_argument("--dask", metavar="ADDRESS", help="play on the dask.distributed scheduler at ADDRESS")
    simulate.add_argument("--out", metavar="FILE", help="save one row per game and seat to FILE (.csv or .parquet)")
    ranks = sub.add_parser("ladder", help="rate bots by a seeded round-robin: ratings with 95%% intervals")
    ranks.add_argument("game", choices=list_games())
    ranks.add_argument("--bots", default="random,greedy,mcts:50,mcts:200,mcts:800", help="comma-separated bots")
    ranks.add_argument("--games", type=int, default=10, help="games per lineup (each seating of each group of bots)")
    ranks.add_argument("--players", type=int, help="seats per game; default: 2 where the game allows")
    ranks.add_argument("--seed", type=int, default=0)
    ranks.add_argument("--workers", type=int, help="local processes; default: one per core (1: no pool)")
    ranks.add_argument("--dask", metavar="ADDRESS", help="play on the dask.distributed scheduler at ADDRESS")
    ranks.add_argument("--quiet", action="store_true", help="no progress bar")
    ranks.add_argument("--out", metavar="FILE", help="save the games' rows to FILE (.csv or .parquet)")
    ranks.add_argument("--svg", metavar="FILE", help="save the ladder as an SVG chart")
    check = sub.add_parser("review", help="review a game record: each decision's loss against the best move")
    check.add_argument("record", metavar="RECORD.json", help="a game record, as state.record() makes it")
    check.add_argument("--seat", type=int, help="the seat to review; default: every seat")
    check.add_argument(
        "--iterations", type=int, help="tree-search iterations a decision; default: half the expert's budget"
    )
    check.add_argument("--json", metavar="FILE", help="save the review as JSON to FILE")
    check.add_argument("--html", metavar="FILE", help="save the review as an HTML page to FILE")
    check.add_argument("--quiet", action="store_true", help="no progress bar")
    copy = sub.add_parser("tutorials", help="copy the tutorials and play notebooks into a folder, ready to open")
    copy.add_argument("folder", nargs="?", default=DEFAULT_FOLDER, help=f"default: ./{DEFAULT_FOLDER}")
    return parser


def main(argv: list[str] | None = None, out: TextIO | None = None) -> int:
    """Run the command line; return the exit status."""
    out = out or sys.stdout
    args = build_parser().parse_args(argv)
    try:
        if args.command == "list":
            for game_id in list_games():
                info = load_game(game_id).info
                out.write(f"{game_id:<14} {info.title} ({info.min_players}-{info.max_players} players)\n")
        elif args.command == "play":
            cmd_play(args, out)
        elif args.command == "ladder":
            cmd_ladder(args, out)
        elif args.command == "review":
            cmd_review(args, out)
        elif args.command == "tutorials":
            cmd_tutorials(args, out)
        else:
            cmd_tournament(args, out)
    except (RulesError, TournamentError, OSError) as error:
        sys.stderr.write(f"error: {error}\n")
        return 2
    return 0
