#!/usr/bin/env python
"""Write Venture (2019)'s tutorial notebooks, one per lesson (``tutorials/venture_2019/NN_<id>.ipynb``),
and its play notebook (``notebooks/play_venture_2019.ipynb``), without outputs; then run
``scripts/refresh_notebooks.py`` on them to store the outputs strict nbval compares.

Each tutorial stays thin: its length (the lesson's measure with the notebook's own words, as
``tests/tutor/test_teaching_measures.py`` counts it), the live lesson, one position to change and
run, drawn as a picture, and a link to the next notebook (``notebooks_common.py``, shared with the
other games' scripts).

    python scripts/make_venture_2019_notebooks.py && python scripts/refresh_notebooks.py \\
        tutorials/venture_2019/*.ipynb notebooks/play_venture_2019.ipynb
"""

from __future__ import annotations

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell
from notebooks_common import Tutorials, bots_and_replay, finished, moves_from_code, write_notebooks

GAME = "venture_2019"

#: Per lesson: what it covers (after "It takes about N minutes: "), then the "try it yourself"
#: markdown and code (a position from the lessons or the rulebook's examples, drawn).
LESSONS: dict[str, tuple[str, str, str]] = {
    "quick_start": (
        "the theme and the goal, the cards, setup and the first player, then a whole turn of your own",
        "**Try it yourself:** the rulebook's table of three. Who goes first, and what may they do? Change the "
        "missions and see.",
        """import venture_widgets as vw
from venture_widgets.games.venture_2019.examples import BY_NAME
from venture_widgets.tutor import picture

state = vw.load_game("venture_2019").scenario(BY_NAME["first_player"].spec)
print("first player: Seat", state.first_player)
for action in state.legal_actions()[:4]:
    print(action, "-", state.describe(action))
picture(state, seat=0)""",
    ),
    "action_cards": (
        "the bulb dark and lit, protecting yourself from a lit bulb, a card that asks for an instrument, the turn "
        "order",
        "**Try it yourself:** the lesson's first draw, an Idea Theft with its bulb dark. What may you do with it, "
        "and why not your Eureka yet?",
        """import venture_widgets as vw
from venture_widgets.games.venture_2019.lessons.start import BULB_SPEC
from venture_widgets.tutor import picture

state = vw.load_game("venture_2019").scenario(BULB_SPEC)
for action in state.legal_actions():
    print(action, "-", state.describe(action))
print("play eureka-math 0 ->", state.explain("play eureka-math 0").text)
picture(state, seat=0)""",
    ),
    "long_term": (
        "a long-term card running its course, protecting yourself, a card stopped, the deck made again",
        "**Try it yourself:** an Embargo on Seat 1 and a Peer Review on you. What lies beside each role?",
        """import venture_widgets as vw
from venture_widgets.games.venture_2019.lessons.later import LONG_SPEC
from venture_widgets.tutor import picture

state = vw.load_game("venture_2019").scenario(LONG_SPEC)
for action in ["play embargo-bio 1", "pass", "pass", "play peer_review-chem 0", "pass", "pass"]:
    state.apply(action)
for seat in state.observe(0)["seats"]:
    beside = ", ".join(f"{entry['card']} ({'spent' if entry['spent'] else 'waiting'})" for entry in seat["lasting"])
    print("Seat", seat["seat"], "-", beside or "nothing")
picture(state, seat=0)""",
    ),
    "instants": (
        "answering a card out of turn with an instant, and a chain of Objections resolving newest first",
        "**Try it yourself:** the lesson's chain, stopped while you are asked again. Pass instead, and see what "
        "resolves.",
        """import venture_widgets as vw
from venture_widgets.games.venture_2019.lessons.later import ANSWER_SPEC
from venture_widgets.tutor import picture

state = vw.load_game("venture_2019").scenario(ANSWER_SPEC)
for action in ["play theft-chem 0", "pass", "answer objection-bio", "answer objection-geo", "pass"]:
    state.apply(action)
print("on the table, oldest first:", ", ".join(entry["card"] for entry in state.observe(0)["chain"]))
print("you may:", ", ".join(state.legal_actions()))
picture(state, seat=0)""",
    ),
    "talents_and_end": (
        "a card spent on your talent or played for its own effect, one mission a turn, the fourth mission ending "
        "the game, then a game against the bot",
        "**Try it yourself:** the rulebook's physicist with our Breakthrough: it finds a Flask, and one mission "
        "is completed.",
        """import venture_widgets as vw
from venture_widgets.games.venture_2019.examples import BY_NAME, replay
from venture_widgets.tutor import picture

state, events = replay(BY_NAME["physicist_talent"])
for event in events[-3:]:
    print(event["text"])
picture(state, seat=0)""",
    ),
}

TUTORIALS = Tutorials(
    game=GAME,
    title="Venture (2019)",
    board="table",
    last="a game of your own",
    lessons=LESSONS,
)


def play_notebook() -> nbformat.NotebookNode:
    """The play notebook: a table against two bots, the options, moves from code, a bots' game and its replay."""
    cells = [
        new_markdown_cell(
            "# Play Venture (2019) against the bots\n\nRun the next two cells: a table appears where you sit at "
            "Seat 0 against two greedy bots. Click a lit card or button to move; when a card can be answered out "
            "of turn, the table asks you right there. New to the game? The tutorials in "
            "[tutorials/venture_2019](../tutorials/venture_2019/01_quick_start.ipynb) teach the rules."
        ),
        new_code_cell("import venture_widgets as vw"),
        new_code_cell(f'table = vw.Table("{GAME}", seats=["human", "greedy", "greedy"], seed=2024)\ntable'),
        new_markdown_cell(
            "## The options\n\n"
            '- `seats`: three to six entries, in turn order. `"human"` is a person at this screen; `"random"` '
            'is a bot that picks any legal move; `"greedy"` weighs its options and goes after the leader.\n'
            "- `seed`: the same seed deals the same roles, missions and cards."
        ),
        new_code_cell(
            f'six = vw.Table("{GAME}", seats=["human", "random", "greedy", "random", "greedy", "random"], seed=5)\n'
            "print(six)\nprint(six.status)"
        ),
        *moves_from_code(),
        *bots_and_replay(
            "game",
            f'bots = vw.Table("{GAME}", seats=["greedy", "random", "greedy"], seed=7)',
            'print("winner: Seat", *bots.state.winners())',
        ),
    ]
    return finished(cells)


def main() -> None:
    write_notebooks(TUTORIALS, play_notebook)


if __name__ == "__main__":
    main()
