"""Venture Forth's own lesson tests: the lessons teach every rule, go on from the learner's own
choices and end the worked examples as the rulebook does; what every game's lessons must do is
checked in ``test_lessons.py`` (each step legal and the tutor agreeing with the engine, every
right move leading to the end, every worked example replayed live, no run of 8 words of the
rulebook).

- Every right move of a choice says what it led to; a move a step refuses gets its reason and
  changes nothing.
- The learner sets up a party of their own on a dealt table and plays their first card there:
  whichever card it was, their hand holds five again after the draw, and the lesson says so.
- Every temple a lesson names at a place (``the Shore (Hestia)``, ``the Shore, temple of
  Hestia``, ``Hestia at the Shore``) stands there on the board side on the table at that moment.
- Our readings are flagged as ours: the shared victory of a tie on explore tokens, and five as
  the most a party holds; so are the cards and numbers we added to the rulebook's examples.
- Every lesson starts at step 1 and numbers the steps it shows without a gap.
- Your own journey is told as it went, on every branch: what arriving turned sideways or
  discarded, who in your party may score the treasures, and a treasure nobody desires.
- Whenever the last turns have begun, the supply of explore tokens is empty (the rule that
  brings them).
- The rule ids the engine emits (events and decisions of seeded random games over both board
  sides and the variant) are all among the lessons' ``sections``, each is shown live by some
  lesson, and each lesson shows the rules it claims.
- The Gorgon's placement and the Archer's journey end in the lessons as in the rulebook.
"""

from __future__ import annotations

import re

import pytest
from lesson_checks import check_choice_outcomes, check_rules_shown, lesson_texts, played_rules

import venture_widgets as vw
from venture_widgets.games.venture_forth.boards import BOARDS
from venture_widgets.games.venture_forth.examples import BY_NAME
from venture_widgets.games.venture_forth.lessons import LESSONS, start
from venture_widgets.games.venture_forth.lessons.common import card_name, listed, on_path, temple_name
from venture_widgets.games.venture_forth.sections import SECTIONS
from venture_widgets.tutor import Ask, Expect, Goal, Lesson, Play, Say, Setup, Tutor, list_lessons, load_lesson
from venture_widgets.tutor.model import MOVE_STEPS

NAME = "venture_forth"
GAME = vw.load_game(NAME)
IDS = [lesson.id for lesson in LESSONS]
ALL_IDS = ["quick_start", "venture", "ambitions", "temples_and_treasures", "end_of_game"]


def test_lessons_are_listed_in_order() -> None:
    assert list_lessons(NAME) == IDS == ALL_IDS
    assert [lesson.id for lesson in start.LESSONS] == ALL_IDS[:3]


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_every_right_move_of_a_choice_says_what_it_led_to(lesson: Lesson) -> None:
    check_choice_outcomes(lesson)


def at_step(lesson: Lesson, found: type, text: str) -> Tutor:
    """A tutor on the first step of kind ``found`` whose words contain ``text``, along the demonstration."""
    tutor = Tutor(lesson)
    while not (isinstance(tutor.current, found) and text in tutor.text):
        tutor.solve_step()
        tutor.next()
    return tutor


def test_a_refused_move_gets_its_reason_and_changes_nothing() -> None:
    tutor = at_step(load_lesson(NAME, "venture"), Goal, "Venture Forth along one of them")
    assert sorted(tutor.right_moves()) == ["venture p3", "venture p5"]
    before = tutor.state.snapshot()
    feedback = tutor.act("offer hermes")
    assert not feedback["ok"] and "set out on a journey" in feedback["text"]
    feedback = tutor.act("venture p1")
    assert not feedback["ok"] and "is not a legal move here" in feedback["text"]
    assert tutor.state.snapshot() == before and not tutor.can_next


def test_the_learner_sets_up_a_party_of_their_own() -> None:
    """The quick start deals a real table: the learner (seat 1) picks a starting adventurer and a
    temple site after Seat 0 has redrawn its hand."""
    tutor = Tutor(load_lesson(NAME, "quick_start"))
    while not (isinstance(tutor.current, Expect) and tutor.current.actions[0].startswith("pawn")):
        tutor.solve_step()
        tutor.next()
    rules = [event["rule"] for event in tutor.log]
    assert "setup.redraw" in rules and tutor.seat == 1
    assert sorted(tutor.legal()) == ["pawn mountains", "pawn shore", "pawn wild_north"]


def test_the_first_card_is_the_learners_and_the_hand_holds_five_after_the_draw() -> None:
    """Every card play of the learner's first turn is taken (nothing else is); whichever it was,
    the turn ends with five cards in hand, and the next step says so."""
    tutor = at_step(load_lesson(NAME, "quick_start"), Goal, "Your turn: Play a Card")
    right = tutor.right_moves()
    assert len(right) > 10 and all(action.startswith("play ") for action in right)
    assert "regroup" in tutor.legal() and not tutor.act("regroup")["ok"]
    for action in right:
        fork = tutor.fork()
        fork.act(action)
        while not fork.solved:
            fork.act(fork.right_moves()[0])
        assert len(fork.view()["seats"][1]["hand"]) == 5
        fork.next()
        assert isinstance(fork.current, Say) and "you hold 5 again" in fork.text


# --- the temples named at places are the board's ---------------------------------------------------

SITES = {site.name.lower(): site.id for board in BOARDS.values() for site in board.sites}
TEMPLES = {temple_name(temple).lower(): temple for temple in ("hestia", "muses", "nike", "hermes", "hades")}
SITE = "|".join(SITES)
TEMPLE = "|".join(TEMPLES)
#: The ways a text names a temple at a place (any case): (pattern, group of the site, of the temple).
NAMED_AT = [
    (re.compile(rf"\b({SITE}) \(({TEMPLE})\)", re.IGNORECASE), 1, 2),
    (re.compile(rf"\b({SITE}),? (?:the )?temple of ({TEMPLE})", re.IGNORECASE), 1, 2),
    (re.compile(rf"\b({TEMPLE})\**,? (?:[\w ,']{{0,60}} )?(?:at|in) the ({SITE})", re.IGNORECASE), 2, 1),
]


def temples_named(text: str) -> list[tuple[str, str]]:
    """The (site id, temple id) pairs a text names."""
    return [
        (SITES[found.group(site).lower()], TEMPLES[found.group(temple).lower()])
        for pattern, site, temple in NAMED_AT
        for found in pattern.finditer(text)
    ]


def shown_on_sides(lesson: Lesson) -> list[tuple[str, str]]:
    """Every text the lesson shows along its demonstration, and what each right move of each
    decision is told, with the board side on the table when it is shown."""
    shown = []
    tutor = Tutor(lesson)
    while not tutor.done and not isinstance(tutor.current, Play):
        step = tutor.current
        shown.append((tutor.text, tutor.view()["board"]["side"]))
        if isinstance(step, MOVE_STEPS):
            demo = list(step.demo) if isinstance(step, Goal) else []
            while not tutor.solved:
                for action in tutor.right_moves():
                    fork = tutor.fork()
                    fork.act(action)
                    shown.append((fork.feedback["text"] if fork.feedback else "", fork.view()["board"]["side"]))
                tutor.act(tutor.demo_move(demo))
        else:
            tutor.solve_step()
        tutor.next()
    return shown


def test_temples_named_at_places_stand_there_on_the_board() -> None:
    assert temples_named("The Shore, temple of Hermes; **The Muses**, at the Shore; the Country (Hermes).") == [
        ("country", "hermes"),
        ("shore", "hermes"),
        ("shore", "muses"),
    ]
    named = set()
    for lesson in LESSONS:
        for text, side in shown_on_sides(lesson):
            for site, temple in temples_named(text):
                assert BOARDS[side].site_by_id[site].temple == temple, f"{lesson.id}: {text!r} on {side}"
                named.add((side, site, temple))
        for text in lesson_texts(lesson):  # the words written by hand, wherever they are shown
            for site, temple in temples_named(text):
                assert any(board.site_by_id[site].temple == temple for board in BOARDS.values()), text
    sea = {(site.id, site.temple) for site in BOARDS["sea_corner"].sites if site.temple}
    assert {(site, temple) for side, site, temple in named if side == "sea_corner"} == sea
    assert ("shore_centre", "wild_south", "hades") in named


# --- our readings are ours ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "claim",
    [r"victory is shared|shared victory", r"five is the most a party holds"],
)
def test_our_readings_are_flagged_as_ours(claim: str) -> None:
    texts = [text for lesson in LESSONS for text in lesson_texts(lesson) if re.search(claim, text)]
    assert texts and all("our reading" in text for text in texts), texts


# --- every rule is taught ----------------------------------------------------------------------


SIDES = ("sea_corner", "shore_centre")


@pytest.fixture(scope="module")
def emitted() -> set[str]:
    """Rule ids of seeded random games (both board sides, the variant on and off, two to four players)."""
    return played_rules(
        GAME.new_game(players=2 + seed % 3, seed=seed, side=SIDES[seed % 2], hidden_tokens=seed % 3 == 0)
        for seed in range(60)
    )


def test_the_lessons_teach_and_show_every_rule_the_engine_applies(emitted: set[str]) -> None:
    assert len(emitted) > 25
    check_rules_shown(LESSONS, emitted, SECTIONS)


# --- the rulebook's worked examples ------------------------------------------------------------


def test_the_gorgon_quiz_names_the_one_space_it_may_not_take() -> None:
    """The venture lesson sets up the Gorgon's example, and the quiz's answer (beside the
    Shepherd) is the only space next to a blue card or site the Gorgon may not take."""
    example = BY_NAME["gorgon_placement"]
    tutor = at_step(load_lesson(NAME, "venture"), Ask, "")
    quiz = tutor.current
    assert isinstance(quiz, Ask) and "Gorgon" in quiz.prompt and "Shepherd" in quiz.options[quiz.answer]
    assert tutor.state.snapshot() == GAME.scenario(example.spec).snapshot()
    plays = sorted(action for action in tutor.state.legal_actions() if action.startswith("play gorgon"))
    assert plays == [action for action in example.legal[0] if action != "regroup"]
    assert "play gorgon p2.2" not in plays  # the space beside the Shepherd


def test_the_archer_journey_ends_as_in_the_rulebook() -> None:
    """Played as the rulebook's John plays it, the journey leaves the Archer at Level II with a
    despair, four points, the Hoplite wandering and the Lion discarded."""
    tutor = Tutor(load_lesson(NAME, "ambitions"))
    while tutor.state.actions[-1:] != ["keep sickle_of_cronus"]:
        tutor.next()
        tutor.solve_step()
    facts = tutor.state
    archer = facts.party[0][0]
    assert (facts.level[archer], facts.will[archer], facts.despair[archer], facts.points[0]) == (2, 0, 1, 4)
    assert facts.position[0] == "mountains" and len(facts.treasures[0]) == 1


@pytest.mark.parametrize(
    "lesson_id, name, added",
    [
        ("venture", "gorgon_placement", ["Giant Crab", "Siren", "Shepherd"]),
        ("venture", "exert", ["Scribe", "Cattle Raiders", "Giant Crab"]),
        ("ambitions", "poet_and_dragon", ["power, 3", "vicious"]),
    ],
)
def test_what_we_added_to_a_rulebook_example_is_said_to_be_ours(lesson_id: str, name: str, added: list[str]) -> None:
    """The first sentence naming each card or number we added to the example says it is ours."""
    steps = load_lesson(NAME, lesson_id).steps
    index = next(i for i, step in enumerate(steps) if isinstance(step, Setup) and step.scenario == BY_NAME[name].spec)
    sentences = re.split(r"(?<=\.) ", " ".join(step.text for step in steps[index : index + 2]))  # type: ignore[union-attr]
    for words in added:
        first = next(sentence for sentence in sentences if words in sentence)
        assert re.search(r"\bours?\b", first, re.IGNORECASE), first


# --- the steps shown -------------------------------------------------------------------------------


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_every_lesson_shows_its_steps_from_one_without_a_gap(lesson: Lesson) -> None:
    tutor, shown = Tutor(lesson), []
    while not tutor.done:
        shown.append(tutor.step)
        tutor.solve_step()
        tutor.next()
    assert shown == list(range(1, len(lesson.steps) + 1))


# --- your journey, on every branch -----------------------------------------------------------------


def branches(tutor: Tutor, decisions: int) -> list[Tutor]:
    """``tutor`` after each way through its next ``decisions`` (each fork on the last one's feedback)."""
    if not decisions:
        return [tutor]
    found = []
    for action in tutor.right_moves():
        fork = tutor.fork()
        fork.act(action)
        if decisions > 1:
            fork.next()
        found += branches(fork, decisions - 1)
    return found


def test_arriving_tells_what_your_own_journey_did_on_every_branch() -> None:
    """Whichever path, fight and recruit: the cards the arrival names as sideways are those left on
    the path, a card is said to go to the discard pile for wandering already exactly when the engine
    discards it so, and the explore token's step names the desires of the party you have."""
    start_at = at_step(load_lesson(NAME, "venture"), Goal, "Venture Forth along one of them")
    ends = branches(start_at, 3)
    assert len(ends) == 8
    for tutor in ends:
        told, view = tutor.feedback["text"], tutor.view()  # type: ignore[index]
        arrived = next(event["text"] for event in tutor.events if event["type"] == "arrive")
        left = [card_name(card["card"]) for card in on_path(view, view["travel"]["path"])]
        gone = "already wandering" in arrived
        assert ("sideways now: " + listed(left) in told) if left else "sideways now" not in told
        assert gone == ("to the discard pile (wandering already)" in told)
        assert ("nothing is left" in told) == (not left and not gone)
        tutor.next()
        party = [member["card"] for member in view["seats"][0]["party"]]
        assert ("desire wealth" if len(party) > 1 else "your Dryad desires wealth") in tutor.text


def test_a_treasure_nobody_in_your_party_desires_is_said_to_score_nothing() -> None:
    tutor = at_step(load_lesson(NAME, "venture"), Goal, "**Explore tokens**")
    assert tutor.act("keep helm_of_hades")["ok"]
    assert "none of your adventurers desires might, so it scores nothing" in tutor.feedback["text"]  # type: ignore[index]


# --- the end of the game ---------------------------------------------------------------------------


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_the_last_turns_come_only_with_an_empty_supply_of_explore_tokens(lesson: Lesson) -> None:
    tutor = Tutor(lesson)
    while not tutor.done and not isinstance(tutor.current, Play):
        view = tutor.view()
        assert view["final_order"] is None or view["tokens_left"] == 0, f"{lesson.id} step {tutor.step}"
        tutor.solve_step()
        tutor.next()
