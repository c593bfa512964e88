"""Print each game's teaching measures: per lesson its minutes, the learner's decisions, the
choices that stand and the overwritten ones (``venture_widgets.tutor.measure``).

Run: ``python scripts/teaching_report.py [game ...]``.
"""

from __future__ import annotations

import sys
import time

from venture_widgets.core.registry import list_games
from venture_widgets.tutor.catalog import lessons
from venture_widgets.tutor.measure import measure, share_standing


def report(game: str) -> None:
    """Print the measures of ``game``'s lessons."""
    found = []
    print(f"{game}: lesson, minutes, decisions that stand / decisions, overwritten")
    for lesson in lessons(game):
        start = time.perf_counter()
        measured = measure(lesson)
        found.append(measured)
        spent = time.perf_counter() - start
        print(
            f"  {lesson.id:<24} {measured.minutes:5.1f}  {measured.standing:>2}/{len(measured.decisions):<2}"
            f"  overwritten {measured.overwritten}  ({spent:.1f} s to measure)"
        )
    total = sum(one.minutes for one in found)
    print(f"  {'total':<24} {total:5.1f}  share standing {share_standing(found):.2f}")


if __name__ == "__main__":
    for game in sys.argv[1:] or [game for game in list_games() if lessons(game)]:
        report(game)
