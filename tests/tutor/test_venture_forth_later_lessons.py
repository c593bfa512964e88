"""What Venture Forth's later lessons (``temples_and_treasures``, ``end_of_game``) must hold beyond
the checks every lesson gets from the game's lesson tests (every step legal, every right move
leading to the end, every worked example replayed, our own words):

- the engine rules these lessons teach are shown live, by events during them;
- what their texts claim of the table is what the engine does: Zeus leaves only wandering cards,
  the despair example ends at -9, the final scoring example at 22 in the rulebook's parts, each
  last action of the tie-break step leads to the winners its outcome names, and a hidden explore
  token is seen by its placer only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from lesson_checks import shown_rules, tutor_at

from venture_widgets.games.venture_forth.lessons.later import END_OF_GAME, LESSONS, TEMPLES_AND_TREASURES
from venture_widgets.tutor import Expect, Lesson, Tutor

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


def test_zeus_leaves_only_wandering_cards_as_the_quiz_says() -> None:
    index = step_index(TEMPLES_AND_TREASURES, lambda s: isinstance(s, Expect) and "play chimera p4.1" in s.actions)
    for action in TEMPLES_AND_TREASURES.steps[index].actions:
        tutor = tutor_at(TEMPLES_AND_TREASURES, index)
        assert tutor.act(action)["ok"]
        state = tutor.state
        assert len(state.spaces) == 15 and set(state.spaces.values()) == state.wandering


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
    # the step that lays the variant's token: p4 already has one (Bob's), so it is not offered
    index = step_index(
        END_OF_GAME, lambda s: isinstance(s, Expect) and "token p7" in s.actions and "token p4" not in s.actions
    )
    tutor = tutor_at(END_OF_GAME, index)
    assert tutor.act("token p7")["ok"]
    seen = [
        {token["path"]: token["token"] for token in tutor.state.observe(seat)["board"]["tokens"]} for seat in (0, 1)
    ]
    assert seen[0]["p7"] == "token_3t1d_1" and seen[1]["p7"] is None
    assert seen[0]["p4"] is None and seen[1]["p4"] == "token_1t_1"  # Bob's token, face down to the learner
