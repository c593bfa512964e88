#!/usr/bin/env python
"""Write Adventurous's tutorial notebooks, one per lesson (``tutorials/adventurous/NN_<id>.ipynb``),
and its play notebook (``notebooks/play_adventurous.ipynb``), without outputs; then run
``scripts/refresh_notebooks.py`` on them to store the outputs strict nbval compares.

Each tutorial stays thin: its length (the lesson's measure with the notebook's own words, as
``tests/tutor/test_teaching_measures.py`` counts it), the live lesson, one position to change and
run, drawn as a picture, and a link to the next notebook (``notebooks_common.py``, shared with the
other games' scripts).

    python scripts/make_adventurous_notebooks.py && python scripts/refresh_notebooks.py \\
        tutorials/adventurous/*.ipynb notebooks/play_adventurous.ipynb
"""

from __future__ import annotations

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell
from notebooks_common import Tutorials, bots_and_replay, finished, moves_from_code, write_notebooks

#: Per lesson: what it covers (after "It takes about N minutes: "), then the "try it yourself"
#: markdown and code (a position from the lessons or the rulebook's examples, drawn).
LESSONS: dict[str, tuple[str, str, str]] = {
    "quick_start": (
        "the theme, the goal and how the crew scores, the table after setup, then your first turn",
        "**Try it yourself:** where may the first card go? Draw other cards (`draw bottom`) and ask again.",
        """import venture_widgets as vw
from venture_widgets.tutor import picture

state = vw.load_game("adventurous").new_game(players=1, seed=2)
state.apply("draw top")
state.apply("draw top")
print(state.legal_actions())
picture(state, seat=0)""",
    ),
    "map": (
        "two turns of laying map cards, each told what it did to the path and the score",
        "**Try it yourself:** ask the engine why a placement is refused; change the card, the space or the turn.",
        """import venture_widgets as vw
from venture_widgets.games.adventurous.lessons.start import MAP
from venture_widgets.tutor import picture

state = vw.load_game("adventurous").replay(MAP)
state.apply("draw top")
state.apply("draw top")
for action in ["place 13 -3,-6 0", "place 13 4,-2 90", "place 13 5,-5 0"]:
    print(action, "->", state.explain(action).text)
picture(state, seat=0)""",
    ),
    "marvels": (
        "five fins over their limit: Explore or Discover, a marvel's cost (the rulebook's 3 + fin serpent)",
        "**Try it yourself:** the rulebook's cost example; which places take marvel 13, and why not elsewhere?",
        """import venture_widgets as vw
from venture_widgets.games.adventurous.examples import BY_NAME
from venture_widgets.tutor import picture

state = vw.load_game("adventurous").scenario(BY_NAME["marvel_cost"].spec)
state.apply("discover active")
print(state.legal_actions())
print(state.explain("place 13 4,-3").text)
picture(state, seat=0)""",
    ),
    "journey_effects": (
        "the difficulty table, marvels of your choosing, three journey effects (ours) in force, and the end of them",
        "**Try it yourself:** the rulebook's completed setup, with the effect the active marvel picks.",
        """import venture_widgets as vw
from venture_widgets.games.adventurous.examples import BY_NAME
from venture_widgets.tutor import picture

state = vw.load_game("adventurous").scenario(BY_NAME["completed_setup"].spec)
view = state.observe(0)
print("active marvel", view["active_marvel"], "- effect in force:", view["active_effect"])
picture(state, seat=0)""",
    ),
    "end_of_voyage": (
        "cards that fit nowhere (our reading), the end, the last marvels and the result, then a voyage with a bot",
        "**Try it yourself:** the rulebook's five fins, played to the end, and its score sheet.",
        """import venture_widgets as vw
from venture_widgets.games.adventurous.examples import BY_NAME, replay
from venture_widgets.tutor import picture

state, events = replay(BY_NAME["five_fins"])
print("; ".join(f"{part} {points}" for part, points in state.scores()[0].items()))
picture(state, seat=0)""",
    ),
}


TUTORIALS = Tutorials(
    game="adventurous",
    title="Adventurous",
    board="map",
    last="a voyage of your own",
    lessons=LESSONS,
)


def play_notebook() -> nbformat.NotebookNode:
    """The solo play notebook: a table, the options, moves from code, a bots' voyage and its replay."""
    cells = [
        new_markdown_cell(
            "# Play Adventurous\n\nRun the next two cells: a map appears with you alone at the ship. Pick "
            "Explore or Discover, then click a lit place to lay each card (rotate with the button or the R key). "
            "The score below the map counts what shows. New to the game? The tutorials in "
            "[tutorials/adventurous](../tutorials/adventurous/01_quick_start.ipynb) teach the rules."
        ),
        new_code_cell("import venture_widgets as vw"),
        new_code_cell('table = vw.Table("adventurous", seats=["human"], seed=2024)\ntable'),
        new_markdown_cell(
            "## The options\n\n"
            '- `seats`: one to four entries, one crew. `"human"` is a person at this screen, `"random"`, '
            '`"greedy"` and `"planner"` (the strongest) are bots that play as your teammates.\n'
            "- `seed`: the same seed deals the same decks.\n"
            '- Game options are passed on: `difficulty="legend"` (or `"novice"`, `"seasoned"`, `"veteran"`), '
            "`journey_effects=True` for the ship's harder side, `marvels=[...]` to choose the five marvels, "
            "`first_player=0`."
        ),
        new_code_cell(
            'crew = vw.Table(\n    "adventurous", seats=["human", "planner"], seed=5, difficulty="veteran", '
            "journey_effects=True, first_player=0\n)\nprint(crew)\nprint(crew.status)"
        ),
        *moves_from_code(),
        *bots_and_replay(
            "voyage",
            'bots = vw.Table("adventurous", seats=["planner", "planner"], seed=7)',
            "outcome = bots.state.outcome()\n"
            'print("; ".join(f"{part} {points}" for part, points in outcome["scores"][0].items()))\n'
            'print("result:", outcome["result"])',
        ),
    ]
    return finished(cells)


def main() -> None:
    write_notebooks(TUTORIALS, play_notebook)


if __name__ == "__main__":
    main()
