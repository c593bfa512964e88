"""Venture (2019)'s own lesson tests: the lessons teach every rule and have the learner answer
out of turn; what every game's lessons must do is checked in ``test_lessons.py`` (each step legal
and the tutor agreeing with the engine, every right move leading to the end, every worked example
replayed live, no run of 8 words of the rulebook).

- Every right move of a choice says what it led to, and the words are the engine's: the
  lesson's outcome of each move names what the events of that move name.
- The rule ids the engine emits (events and decisions of seeded random games of three to six
  players) are all among the lessons' ``sections``, each is shown live by some lesson, and each
  lesson shows the rules it claims.
- The issue's moments happen live: the learner answers a card out of turn with an instant, a
  chain of Objections resolves newest first, the learner protects themselves and a card is
  stopped, a long-term card runs its course, the learner activates a talent, and the fourth
  mission ends the game at once.
- The lessons that teach our readings say so.
"""

from __future__ import annotations

import pytest
from lesson_checks import check_choice_outcomes, check_rules_shown, played_rules, says_it_is_ours, tutor_at

import venture_widgets as vw
from venture_widgets.games.venture_2019.lessons import LESSONS, later, start
from venture_widgets.games.venture_2019.sections import SECTIONS
from venture_widgets.tutor import Expect, Lesson, Setup, list_lessons

NAME = "venture_2019"
GAME = vw.load_game(NAME)
IDS = [lesson.id for lesson in LESSONS]
ALL_IDS = ["quick_start", "action_cards", "long_term", "instants", "talents_and_end"]


def test_lessons_are_listed_in_order() -> None:
    assert list_lessons(NAME) == IDS == ALL_IDS
    assert [lesson.id for lesson in start.LESSONS] == ALL_IDS[:2]
    assert [lesson.id for lesson in later.LESSONS] == ALL_IDS[2:]


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_every_right_move_of_a_choice_says_what_it_led_to(lesson: Lesson) -> None:
    check_choice_outcomes(lesson)


def test_a_choice_the_lesson_does_not_depend_on_takes_every_legal_move() -> None:
    """Where the lesson goes on from a new position, the learner may make any legal move."""
    for lesson in LESSONS:
        for index, step in enumerate(lesson.steps[:-1]):
            if isinstance(step, Expect) and step.is_choice and lesson.steps[index + 1].kind == "setup":
                tutor = tutor_at(lesson, index)
                assert sorted(step.actions) == sorted(tutor.legal()), f"{lesson.id}: {step.text[:50]}"


def _log_after(lesson: Lesson, index: int, action: str) -> list[dict]:
    """The events the learner sees from ``action`` at step ``index`` up to the next new position."""
    tutor = tutor_at(lesson, index)
    start_at = len(tutor.log)
    assert tutor.act(action)["ok"]
    while tutor.index + 1 < len(lesson.steps) and not isinstance(lesson.steps[tutor.index + 1], Setup):
        tutor.next()
        tutor.solve_step()
    return tutor.log[start_at:]


def test_the_learner_answers_a_card_out_of_turn_with_an_instant() -> None:
    lesson = later.INSTANTS
    index = next(i for i, s in enumerate(lesson.steps) if isinstance(s, Expect))
    tutor = tutor_at(lesson, index)
    view = tutor.view()
    assert view["active"] == 1 and view["decision"]["owner"] == 0 and view["decision"]["kind"] == "answer"
    assert [entry["card"] for entry in view["chain"]] == ["theft-chem"]
    answers = [a for a in lesson.steps[index].actions if a.startswith("answer")]
    assert {a.split()[1] for a in answers} == {"objection-bio", "rebuttal", "goggles-astro"}
    assert tutor.act("answer objection-bio")["ok"] and tutor.view()["chain"][-1]["card"] == "objection-bio"


def test_a_chain_of_objections_resolves_newest_first() -> None:
    lesson = later.INSTANTS
    index = next(i for i, s in enumerate(lesson.steps) if isinstance(s, Expect) and list(s.actions) == later.OBJECTIONS)
    tutor = tutor_at(lesson, index)
    assert [entry["card"] for entry in tutor.view()["chain"]] == ["theft-math", "objection-geo"]
    for action in later.OBJECTIONS:
        events = _log_after(lesson, index, action)
        kinds = [(e["type"], e.get("card")) for e in events if e["type"] in ("cancelled", "resolve")]
        # the newest Objection acts first, cancels Seat 1's, and the theft it saved takes effect
        assert kinds == [("resolve", action.split()[1]), ("cancelled", "objection-geo"), ("resolve", "theft-math")]


def test_the_learner_protects_themselves_and_a_card_is_stopped() -> None:
    lesson = later.LASTING
    index = next(i for i, s in enumerate(lesson.steps) if isinstance(s, Expect) and list(s.actions) == later.PROTECT)
    for action in later.PROTECT:
        events = _log_after(lesson, index, action)
        stopped = [e for e in events if e["rule"] == "cards.protected"]
        assert [(e["seat"], e["card"]) for e in stopped] == [(0, "theft-math")]


def test_a_long_term_card_acts_then_is_discarded_at_its_players_next_turn() -> None:
    lesson = later.LASTING
    index = next(i for i, s in enumerate(lesson.steps) if isinstance(s, Expect) and list(s.actions) == later.PROTECT)
    tutor = tutor_at(lesson, index - 1)  # the Do of the turns before yours shows the Embargo biting
    bites = [e for e in tutor.log if e.get("lasting") == "no_mission"]
    assert [(e["seat"], e["rule"]) for e in bites] == [(1, "cards.long_term")]
    assert tutor.view()["seats"][1]["lasting"] == [{"card": "embargo-bio", "kind": "no_mission", "spent": True}]
    events = _log_after(lesson, index, later.PROTECT[0])
    spent = [e for e in events if e["rule"] == "turn.discard_spent"]
    assert [e["seat"] for e in spent] == [1]


def test_the_learner_activates_the_talent_and_the_fourth_mission_ends_the_game() -> None:
    lesson = later.TALENTS
    index = next(i for i, s in enumerate(lesson.steps) if isinstance(s, Expect))
    for action in lesson.steps[index].actions:
        tutor = tutor_at(lesson, index)
        assert tutor.act(action)["ok"] and tutor.log[-2]["rule"] == "roles.talent"
        while isinstance(tutor.current, Expect) or not tutor.state.is_over:
            tutor.next()
            tutor.solve_step()
        assert tutor.state.is_over and tutor.state.winners() == [0]
        assert tutor.log[-1]["rule"] == "end" and tutor.log[-2]["rule"] == "missions"


def test_the_deck_runs_out_and_the_discard_pile_makes_a_new_one() -> None:
    lesson = later.LASTING
    index = next(
        i for i, s in enumerate(lesson.steps) if isinstance(s, Expect) and list(s.actions) == later.SHORT_MOVES
    )
    tutor = tutor_at(lesson, index)
    assert [e["rule"] for e in tutor.log].count("deck.reshuffle") == 1 and not tutor.view()["discard"]


# --- every rule is taught ----------------------------------------------------------------------


@pytest.fixture(scope="module")
def emitted() -> set[str]:
    """Rule ids of seeded random games of three to six players."""
    return played_rules(GAME.new_game(players=3 + seed % 4, seed=seed) for seed in range(24))


def test_the_lessons_teach_and_show_every_rule_the_engine_applies(emitted: set[str]) -> None:
    assert len(emitted) > 15
    check_rules_shown(LESSONS, emitted, SECTIONS)


# --- our own words ------------------------------------------------------------------------------


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_our_readings_and_reconstructions_are_said_to_be_ours(lesson: Lesson) -> None:
    """Every lesson teaches a reading of ours (docs: the lead's list) or our cards: each says so."""
    assert says_it_is_ours(lesson)
