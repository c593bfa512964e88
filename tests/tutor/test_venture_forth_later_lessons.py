"""What Venture Forth's later lessons (``temples_and_treasures``, ``end_of_game``) must hold beyond
the checks every lesson gets from the game's lesson tests (every step legal, every right move
leading to the end, every worked example replayed, our own words):

- the engine rules these lessons teach are shown live, by events during them;
- the learner's own table of the temples lesson goes on from what they chose: wherever their
  first action took them (a flight by Hermes to each site, a journey along each complete path),
  their next turn names the temple there and what it gives, from the board data;
  filling the board's last space brings Zeus, who leaves only wandering cards; the learner
  regroups themselves, and Regroup offers their hand cards, never their treasures;
- what their texts claim of the table is what the engine does: the despair example ends at -9,
  the final scoring example at 22 in the rulebook's parts, each last action of the tie-break step
  leads to the winners its outcome names, and a hidden explore token is seen by its placer only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from lesson_checks import shown_rules, tutor_at

from venture_widgets.games.venture_forth.boards import BOARDS
from venture_widgets.games.venture_forth.lessons.common import GIFTS, temple_name
from venture_widgets.games.venture_forth.lessons.later import END_OF_GAME, LESSONS, TEMPLES_AND_TREASURES
from venture_widgets.tutor import Expect, Goal, Lesson, Tutor

#: The engine's rule ids these lessons are the ones to teach.
TAUGHT_HERE = {
    "turn.zeus",
    "temple.hestia",
    "temple.muses",
    "temple.nike",
    "temple.hermes",
    "temple.hades",
    "regroup",
    "treasure.ability",
    "end",
    "scoring",
    "variants.hidden_tokens",
}


def test_the_rules_taught_here_are_shown_live_and_each_lesson_shows_what_it_claims() -> None:
    shown: set[str] = set()
    for lesson in LESSONS:
        here = shown_rules(lesson)
        claimed = set(lesson.sections) - {"temple"}  # the heading of the five temples, no event of its own
        assert claimed <= here, f"{lesson.id} claims but never shows {claimed - here}"
        shown |= here
    assert shown >= TAUGHT_HERE


def step_index(lesson: Lesson, found: Callable[[Any], bool]) -> int:
    return next(i for i, step in enumerate(lesson.steps) if found(step))


def goal_with(lesson: Lesson, action: str) -> int:
    """The index of the Goal whose demonstration makes ``action``."""
    return step_index(lesson, lambda s: isinstance(s, Goal) and action in s.demo)


@pytest.mark.parametrize("first", ["offer hermes", "venture p1", "venture p3", "venture p5", "venture p6"])
def test_the_next_turn_goes_on_from_where_your_action_took_you(first: str) -> None:
    """Wherever the first action of your table took you (a flight by Hermes, to each site, or a
    journey along each complete path), your next turn names the temple there and its gift, from
    the board data."""
    tutor = tutor_at(TEMPLES_AND_TREASURES, goal_with(TEMPLES_AND_TREASURES, "use scroll_of_orpheus"))
    assert first in tutor.right_moves()
    tutor.act(first)
    for destination in tutor.right_moves() if first == "offer hermes" else [None]:
        fork = tutor.fork()
        while not fork.solved:
            fork.act(destination or fork.right_moves()[0])
            destination = None
        fork.next()
        site = BOARDS["sea_corner"].site_by_id[fork.view()["seats"][0]["site"]]
        assert fork.text.startswith(f"**Your next turn**, at the {site.name} (")
        if site.temple:
            assert f"({temple_name(site.temple)})" in fork.text and GIFTS[site.temple] in fork.text


def test_filling_the_last_space_brings_zeus_who_leaves_only_wandering_cards() -> None:
    index = goal_with(TEMPLES_AND_TREASURES, "play chimera p4.1")
    for action in ("play chimera p4.1", "play stonecutter p4.1"):
        tutor = tutor_at(TEMPLES_AND_TREASURES, index)
        assert tutor.act(action)["ok"] and "Zeus" in tutor.feedback["text"]  # type: ignore[index]
        state = tutor.state
        assert len(state.spaces) == 15 and set(state.spaces.values()) == state.wandering


def test_the_learner_regroups_and_regroup_never_offers_a_treasure() -> None:
    tutor = tutor_at(TEMPLES_AND_TREASURES, goal_with(TEMPLES_AND_TREASURES, "regroup"))
    assert "treasures are not part of your hand" in tutor.text
    assert sorted(tutor.right_moves()) == ["regroup", "use sickle_of_cronus"]
    tutor.act("regroup")
    treasures = tutor.view()["seats"][0]["treasures"]
    assert treasures and not [action for action in tutor.right_moves() if action.split()[-1] in treasures]
    assert sorted(tutor.right_moves()) == sorted(
        ["done", *(f"discard {card}" for card in tutor.view()["seats"][0]["hand"])]
    )


def final_scores(lesson: Lesson) -> list[list[dict[str, int]]]:
    """The scores of every game over reached on the way through ``lesson``, in order."""
    tutor, found = Tutor(lesson), []
    while not tutor.done:
        tutor.solve_step()
        if tutor.state.is_over and (not found or found[-1] != tutor.state.scores()):
            found.append(tutor.state.scores())
        tutor.next()
    return found


def test_the_despair_and_final_scoring_examples_end_as_in_the_rulebook() -> None:
    _, despair, final, *_ = final_scores(END_OF_GAME)
    assert despair[0]["despair"] == despair[0]["total"] == -9
    assert final[0] == {"track": 20, "will": 2, "coins": 1, "treasures": 4, "despair": -6, "explore": 1, "total": 22}


TIE = step_index(END_OF_GAME, lambda s: isinstance(s, Expect) and "offer hestia" in s.actions)


@pytest.mark.parametrize(
    "action, winners, totals",
    [("venture p1", [0], [12, 12]), ("offer hestia", [0, 1], [13, 13]), ("regroup", [1], [12, 13])],
)
def test_each_last_action_of_the_tie_step_ends_as_its_outcome_says(
    action: str, winners: list[int], totals: list[int]
) -> None:
    tutor = tutor_at(END_OF_GAME, TIE)
    assert tutor.act(action)["ok"]
    state = tutor.state
    if not state.is_over:
        state.apply("done")  # a Regroup that discards nothing
    assert state.winners() == winners
    assert [score["total"] for score in state.scores()] == totals


def test_a_hidden_explore_token_is_seen_by_its_placer_only() -> None:
    tutor = tutor_at(END_OF_GAME, goal_with(END_OF_GAME, "play shepherd p1.2"))
    tutor.solve_step()
    tutor.next()
    assert tutor.act("token p7")["ok"]
    seen = [
        {token["path"]: token["token"] for token in tutor.state.observe(seat)["board"]["tokens"]} for seat in (0, 1)
    ]
    assert seen[0]["p7"] is not None and seen[1]["p7"] is None
    assert seen[0]["p4"] is None and seen[1]["p4"] == "token_1t_1"  # Bob's token, face down to the learner
