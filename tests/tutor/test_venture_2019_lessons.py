"""Venture (2019)'s own lesson tests: the lessons teach every rule, go on from the learner's own
moves and have the learner answer out of turn; what every game's lessons must do is checked in
``test_lessons.py`` (each step legal and the tutor agreeing with the engine, every right move
played to the end and spoken to the learner, every worked example replayed live, no run of 8
words of the rulebook) and ``test_teaching_measures.py`` (time, choices that stand, the first
turn the learner's own).

- Every step where the learner moves takes every legal move and tells what it led to in the
  lessons' own words (no step dictates a move, and no feedback is the engine's log).
- The quick start's first turn is the learner's: what follows speaks of the mission they
  completed and the hand they kept.
- The rule ids the engine emits (events and decisions of seeded random games of three to six
  players) are all among the lessons' ``sections``, each is shown live by some lesson, and each
  lesson shows the rules it claims.
- The issue's moments happen live: the learner answers a card out of turn with an instant, a
  chain of Objections resolves newest first, the learner protects themselves and a card is
  stopped, a long-term card runs its course, the deck is made again, the learner chooses between
  the talent and a card's own effect, and the fourth mission ends the game at once, from the
  mission the learner chose first.
- The lessons that teach our readings say so, and none calls the talents the rulebook's.
"""

from __future__ import annotations

import pytest
from lesson_checks import check_rules_shown, lesson_texts, played_rules, says_it_is_ours, tutor_at

import venture_widgets as vw
from venture_widgets.core.view import observe_events
from venture_widgets.games.venture_2019.lessons import LESSONS, common, later, start
from venture_widgets.games.venture_2019.sections import SECTIONS
from venture_widgets.tutor import Do, Expect, Goal, Lesson, Say, Tutor, list_lessons
from venture_widgets.tutor.model import Move

NAME = "venture_2019"
GAME = vw.load_game(NAME)
IDS = [lesson.id for lesson in LESSONS]
ALL_IDS = ["quick_start", "action_cards", "long_term", "instants", "talents_and_end"]


def test_lessons_are_listed_in_order() -> None:
    assert list_lessons(NAME) == IDS == ALL_IDS
    assert [lesson.id for lesson in start.LESSONS] == ALL_IDS[:2]
    assert [lesson.id for lesson in later.LESSONS] == ALL_IDS[2:]


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_every_move_step_takes_every_legal_move_and_says_what_it_led_to_in_our_words(lesson: Lesson) -> None:
    goals = [index for index, step in enumerate(lesson.steps) if isinstance(step, Goal)]
    assert goals and not [step for step in lesson.steps if isinstance(step, Expect | Do)]
    for index in goals:
        step = lesson.steps[index]
        assert not step.refuse and step.goal is None and step.outcome is not None
        tutor = tutor_at(lesson, index)
        assert tutor.right_moves() == tutor.legal()
        for action in tutor.right_moves():
            fork = tutor.fork()
            said = fork.act(action)["text"]
            assert said and "Seat 0" not in said and "(Phase" not in said, said  # not the log, not a rule tag


def _index(lesson: Lesson, text: object) -> int:
    return next(i for i, step in enumerate(lesson.steps) if getattr(step, "text", None) is text)


# --- the quick start: a first turn of the learner's own ------------------------------------------


@pytest.mark.parametrize("mission", [3, 5, 8, 12])
def test_what_follows_the_first_turn_speaks_of_the_mission_the_learner_completed(mission: int) -> None:
    lesson = start.QUICK_START
    tutor = tutor_at(lesson, _index(lesson, start.first_phase_3))
    assert tutor.act(f"complete {mission}")["text"].startswith(f"Mission {mission} is complete.")
    while not tutor.solved:
        tutor.act(tutor.right_moves()[0])  # a discard down to five, if the hand is over it
    tutor.next()
    assert isinstance(tutor.current, Say)
    assert f"You completed mission {mission}: 1 of 4 missions done" in tutor.text
    assert common.hand_words(tutor.view()) in tutor.text


def test_the_first_actions_are_the_learners_and_phase_3_reads_the_hand_they_led_to() -> None:
    lesson = start.QUICK_START
    tutor = tutor_at(lesson, _index(lesson, start.first_phase_3) - 1)
    texts = set()
    for action in ["play grant-phys 0", "talent grant-phys", "done"]:
        fork = tutor.fork()
        fork.act(action)
        while fork.right_moves() and not fork.solved:
            fork.act("done")
        fork.next()
        texts.add(fork.text)
        assert common.hand_words(fork.view()) in fork.text
    assert len(texts) == 3


# --- the moments, live -------------------------------------------------------------------


def _answer_step() -> tuple[Lesson, int]:
    lesson = later.INSTANTS
    return lesson, next(i for i, step in enumerate(lesson.steps) if isinstance(step, Goal))


def test_the_learner_answers_a_card_out_of_turn_with_an_instant() -> None:
    lesson, index = _answer_step()
    tutor = tutor_at(lesson, index)
    view = tutor.view()
    assert view["active"] == 1 and view["decision"]["owner"] == 0 and view["decision"]["kind"] == "answer"
    assert [entry["card"] for entry in view["chain"]] == ["theft-chem"]
    answers = {action.split()[1] for action in tutor.legal() if action.startswith("answer")}
    assert answers == set(later.INSTANTS_HELD)
    assert tutor.act("answer objection-bio")["ok"]
    assert [entry["card"] for entry in tutor.view()["chain"]] == ["theft-chem", "objection-bio", "objection-geo"]


@pytest.mark.parametrize(
    ("last", "taken"),
    [("answer objection-math", False), ("pass", True)],
)
def test_a_chain_of_objections_resolves_newest_first(last: str, taken: bool) -> None:
    lesson, index = _answer_step()
    tutor = tutor_at(lesson, index)
    tutor.act("answer objection-bio")  # Seat 1 objects to it: the learner is asked again
    start_at = len(tutor.log)
    tutor.act(last)
    assert tutor.solved and not tutor.view()["chain"]
    order = [
        (event["type"], event["card"]) for event in tutor.log[start_at:] if event["type"] in ("resolve", "cancelled")
    ]
    if taken:  # Seat 1's Objection, the newest, cancels the learner's: the theft stands
        assert order == [("resolve", "objection-geo"), ("cancelled", "objection-bio"), ("resolve", "theft-chem")]
    else:  # the learner's second Objection cancels Seat 1's; their first cancels the theft
        assert order == [
            ("resolve", "objection-math"),
            ("cancelled", "objection-geo"),
            ("resolve", "objection-bio"),
            ("cancelled", "theft-chem"),
        ]
    tutor.next()
    assert ("took a card from you" in tutor.text) == taken


def _long_term_after(actions: list[str]) -> Tutor:
    """The long-term lesson on its last step, after the learner's ``actions`` in Phase 2."""
    lesson = later.LASTING
    tutor = tutor_at(lesson, _index(lesson, later.phase_3) - 1)
    for action in actions:
        tutor.act(action)
    tutor.next()
    tutor.solve_step()
    tutor.next()
    assert isinstance(tutor.current, type(lesson.steps[-2]))  # Seat 1's turn, told
    return tutor


def test_the_learner_protects_themselves_and_a_card_is_stopped() -> None:
    tutor = _long_term_after(["play embargo-bio 1", "play peer_review-chem 0"])
    stopped = [event for event in tutor.log if event["rule"] == "cards.protected"]
    assert [(event["seat"], event["card"]) for event in stopped] == [(0, "theft-math")]
    assert "met your Peer Review" in tutor.text
    unprotected = _long_term_after(["play embargo-bio 1", "done"])
    assert not [event for event in unprotected.log if event["rule"] == "cards.protected"]
    assert "It played its Idea Theft on you" in unprotected.text


def test_a_long_term_card_acts_then_is_discarded_at_its_players_next_turn() -> None:
    tutor = _long_term_after(["play embargo-bio 1", "play peer_review-chem 0"])
    bites = [event for event in tutor.log if event["type"] == "lasting_used"]
    assert [(event["seat"], event["rule"]) for event in bites] == [(1, "cards.long_term")]
    assert tutor.view()["seats"][1]["lasting"] == [{"card": "embargo-bio", "kind": "no_mission", "spent": True}]
    assert "held back its Phase 3" in tutor.text
    tutor.next()  # the learner's next turn: their spent Peer Review goes first
    spent = [event for event in tutor.log if event["rule"] == "turn.discard_spent"]
    assert [event["seat"] for event in spent] == [0] and tutor.view()["seats"][0]["lasting"] == []


def test_the_deck_runs_out_and_the_discard_pile_makes_a_new_one() -> None:
    tutor = _long_term_after(["play embargo-bio 1", "play peer_review-chem 0"])
    assert [event["rule"] for event in tutor.log].count("deck.reshuffle") == 1
    assert "the discard pile became a new deck" in tutor.text


def test_the_last_lesson_asks_for_the_talent_or_the_cards_own_effect() -> None:
    lesson = later.TALENTS
    tutor = tutor_at(lesson, 1)
    moves = tutor.right_moves()
    assert {"talent theft-phys", "talent goggles-phys", "play theft-phys 1", "play grant-chem 0", "done"} <= set(moves)
    talent = tutor.fork()
    assert "a sure instrument" in talent.act("talent theft-phys")["text"]
    assert talent.log[-2]["rule"] == "roles.talent" and talent.log[-1]["kept"] == "flask"
    assert "own effect" in tutor.fork().act("play theft-phys 1")["text"]


@pytest.mark.parametrize(("first", "last"), [(8, 12), (12, 8)])
def test_the_learners_first_mission_stands_and_the_fourth_ends_the_game(first: int, last: int) -> None:
    lesson = later.TALENTS
    tutor = tutor_at(lesson, _index(lesson, later.last_missions))
    setups = tutor.setups
    assert tutor.act(f"complete {first}")["text"].endswith(f"one a turn: mission {last}.")
    while not tutor.state.is_over:
        tutor.next()
        tutor.solve_step()
    assert tutor.setups == setups  # the learner's choice is never overwritten by a new position
    assert tutor.state.winners() == [0]
    assert [event["rule"] for event in tutor.log[-2:]] == ["missions", "end"]
    assert tutor.log[-2]["mission"] == last


def _talents_turn(first: str) -> tuple[Tutor, str, list[dict[str, object]]]:
    """The last lesson's "play this turn to its end" step with ``first``, played on along the
    demonstration: the tutor after it, the step's text and every event since the quiz."""
    lesson = later.TALENTS
    tutor = tutor_at(lesson, _index(lesson, later.play_on))
    text, since_quiz = tutor.text, len(tutor.log) - len(tutor.events)
    tutor.act(first)
    while not tutor.solved:
        tutor.act(tutor.demo_move())
    return tutor, text, tutor.log[since_quiz:]


@pytest.mark.parametrize("first", ["keep", "play embargo-bio 1", "play embargo-bio 2"])
def test_in_the_last_turn_the_others_only_draw_and_complete_missions_as_the_step_says(first: str) -> None:
    """Review (second pass): an Embargo on Seat 2 met Seat 1's Rebuttal although the step said the
    others only draw and complete missions; now they let the learner's cards stand."""
    tutor, text, events = _talents_turn(first)
    assert "the others have only drawn and completed missions, and they let your cards stand" in text
    played = [event["text"] for event in events if event["type"] in ("play", "talent") and event["seat"] != 0]
    assert not played and "complete" in {event["type"] for event in events}
    assert tutor.state.winners() == [0]
    tutor.next()
    assert tutor.text.startswith("**The game is over:** you completed a fourth mission")


def test_the_events_of_a_card_beside_your_role_or_turned_by_a_rebuttal_speak_to_you() -> None:
    """Review: "Embargo stays beside your role: they complete no mission..." and "Rebuttal: Embargo
    now works for Seat 2 on you." are said to the learner plainly."""
    state = GAME.scenario(later.ANSWER_SPEC)
    for action in ["play theft-chem 0", "pass", "answer rebuttal", "pass"]:
        state.apply(action)
    before = state.observe(0)
    events = tuple(observe_events(state.apply("pass"), 0))
    said = common.resolution(Move("pass", "", before, state.observe(0), events))
    assert "The Rebuttal turns Seat 1's Idea Theft around: it now goes on Seat 1, as if you had played it." in said
    assert "The Idea Theft acts." in said and "Seat 1's Idea Theft acts" not in said
    beside = {"type": "lasting", "seat": 0, "card": "embargo-bio", "lasting": "no_mission", "text": ""}
    assert common.said_to_you(beside, before) == (
        "Embargo stays beside your role: you complete no mission in your next Phase 3."
    )


def test_no_text_calls_a_drawn_card_the_lit_bulbs_and_actions_are_counted_plainly() -> None:
    for lesson in LESSONS:
        for text in lesson_texts(lesson):
            assert "lit bulb's" not in text and "action(s)" not in text
    tutor = tutor_at(start.ACTION_CARDS, _index(start.ACTION_CARDS, start.lit_bulb))
    assert tutor.act("pass")["text"].startswith("You let the Change of Direction Seat 1 drew stand.")


def _bulb_steps(first: str, answer: str) -> tuple[str, str, str]:
    """The action cards lesson with ``first`` as the first action of Phase 2 and ``answer`` to the
    lit Inquisition where it is asked: the Inquisition step's text, what the learner's move there
    was told, and the last step's text."""
    lesson = start.ACTION_CARDS
    tutor = tutor_at(lesson, _index(lesson, start.swap_phase))
    tutor.act(first)
    while tutor.index < _index(lesson, start.your_bulb):
        tutor.solve_step()
        tutor.next()
    text = tutor.text
    said = tutor.act(answer if answer in tutor.right_moves() else tutor.demo_move())["text"]
    tutor.solve_step()
    tutor.next()
    return text, said, tutor.text


def test_what_the_lit_inquisition_came_to_is_told_from_what_happened() -> None:
    """Review: with the Goggles laid a turn earlier no answer chain happens: the last steps say the
    Goggles beside your role stopped the Inquisition, and only an answer is told the chain's order."""
    stopped = "met the Safety Goggles beside your role: they stopped it."
    asked, said, last = _bulb_steps("play eureka-math 0", "answer goggles-astro 0")
    assert asked.startswith("You drew an Inquisition") and "your Safety Goggles, before the Inquisition" in said
    assert stopped in last and "newer card" not in last
    laid, said, last = _bulb_steps("play goggles-astro 0", "")
    assert stopped in laid and "2 actions left" in laid and "Inquisition" not in said
    assert stopped in last and "newer card" not in last


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


def test_no_lesson_gives_the_rulebook_our_talents_or_more_than_one_mission_a_turn() -> None:
    texts = " ".join(text for lesson in LESSONS for text in lesson_texts(lesson)).lower()
    assert "rulebook's physicist" not in texts and "completes two missions" not in texts
    assert "the talents themselves are ours" in texts and "one mission a turn" in texts
