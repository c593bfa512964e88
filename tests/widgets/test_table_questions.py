"""The table's questions, which change nothing: ``why`` (is this action legal now, and the
engine's reason) and ``hint`` (the tree search's best few moves), each answered by a custom message of
the same kind for the decision offered now; asked again, answered again."""

from __future__ import annotations

import pytest
from widget_helpers import send, send_raw, synced

import venture_widgets as vw
from venture_widgets.agents import hints
from venture_widgets.agents.specs import EXPERT_ITERATIONS
from venture_widgets.widgets import Table
from venture_widgets.widgets.table import why_answer


def answers(table, message, *, raw: bool = False) -> list[dict]:
    """The custom messages ``table`` sends back for ``message`` (as the front end sends it)."""
    sent: list[dict] = []
    table.send = sent.append  # type: ignore[method-assign]
    (send_raw if raw else send)(table, message)
    return sent


def placing_table() -> Table:
    table = Table("adventurous", seats=["human"], seed=2)
    while table.view["decision"]["kind"] != "place":
        send(table, {"kind": "act", "action": table.legal[0]["action"]})
    return table


def test_why_answers_with_the_engines_reason_for_an_illegal_placement_and_changes_nothing():
    table = placing_table()
    before = synced(table)
    card = table.view["drawn"][0]
    action = f"place {card} 40,40 0"
    reply, handled = answers(table, {"kind": "why", "action": action})
    assert reply == {
        "kind": "why",
        "decision": table.status["decision"],
        "action": action,
        "text": table.state.explain(action).text,
        "legal": False,
    }
    assert "(rule " in reply["text"]
    assert handled["kind"] == "handled"
    assert synced(table) == before and table.error == ""


def test_why_says_a_legal_action_is_allowed():
    table = placing_table()
    action = table.legal[0]["action"]
    (reply, _) = answers(table, {"kind": "why", "action": action})
    assert reply["legal"] is True and "allowed now" in reply["text"]


def test_why_is_repeatable_it_needs_no_decision_number_and_an_old_one_is_no_error():
    table = placing_table()
    first = answers(table, {"kind": "why", "action": "place 1 0,0 0"}, raw=True)
    again = answers(table, {"kind": "why", "action": "place 1 0,0 0", "decision": 1}, raw=True)
    assert first[0] == again[0] and table.error == ""


def test_why_without_an_action_text_is_refused_clearly():
    table = placing_table()
    before = synced(table)
    (handled,) = answers(table, {"kind": "why", "action": 7})
    assert handled["kind"] == "handled"
    assert table.error == "a 'why' message needs a text 'action', got 7"
    table.error = ""
    assert synced(table) == before


@pytest.fixture
def planner(monkeypatch):
    """A stand-in for ``hints`` that records its calls and suggests the last legal moves (the
    hints themselves are tested in tests/test_hints.py)."""
    calls: list[tuple] = []

    def fake(state, seat, count=3, seconds=1.0, **search):
        calls.append((seat, count, seconds, *search.values()))
        return [
            {"action": a, "text": state.describe(a), "visits": 30 - i, "expected": 40.0 - i, "reason": f"Reason {i}."}
            for i, a in enumerate(state.legal_actions()[::-1][:count])
        ]

    monkeypatch.setattr(hints, "hints", fake)
    return calls


def test_hint_answers_with_the_best_moves_their_targets_expected_scores_and_reasons(planner):
    table = placing_table()
    before = synced(table)
    reply, _ = answers(table, {"kind": "hint"})
    best = table.state.legal_actions()[::-1][:3]
    assert planner == [(0, 3, 1.0)]  # three moves, a second's search
    assert reply["kind"] == "hint" and reply["decision"] == table.status["decision"]
    assert [h["action"] for h in reply["hints"]] == best
    assert reply["hints"][0] == {
        "action": best[0],
        "expected": 40.0,
        "visits": 30,
        "reason": "Reason 0.",
        "text": table.state.describe(best[0]),
        "target": table.state.action_target(best[0]),
    }
    assert synced(table) == before and table.error == ""


def test_no_hint_when_the_game_is_over(planner):
    table = Table("adventurous", seats=["human"], seed=2)
    while table.status["phase"] == "play":
        send(table, {"kind": "act", "action": table.legal[0]["action"]})
    reply, _ = answers(table, {"kind": "hint"})
    assert reply["hints"] == [] and planner == []


def test_a_lesson_answers_why_and_hint_as_a_table_does(planner):
    from venture_widgets.widgets import Tutorial

    tutorial = Tutorial("venturesome", "turn")
    tutorial.next()  # a move to make
    assert tutorial.legal
    before = synced(tutorial)
    (why, _) = answers(tutorial, {"kind": "why", "action": "play NOBODY.NOTHING"})
    assert why["legal"] is False and why["text"] == tutorial.state.explain("play NOBODY.NOTHING").text
    (hint, _) = answers(tutorial, {"kind": "hint"})
    # what a strong player would do: one move, the expert's search without a time limit, seeded
    assert [h["action"] for h in hint["hints"]] == tutorial.state.legal_actions()[::-1][:1]
    assert planner == [(0, 1, None, EXPERT_ITERATIONS, len(tutorial.state.actions))]
    assert synced(tutorial) == before and tutorial.error == ""


def test_the_hint_at_a_real_table_names_legal_moves_most_visited_first_with_reasons():
    table = placing_table()
    reply, _ = answers(table, {"kind": "hint"})
    found = reply["hints"]
    assert 1 <= len(found) <= 3
    assert {h["action"] for h in found} <= {item["action"] for item in table.legal}
    assert [h["visits"] for h in found] == sorted((h["visits"] for h in found), reverse=True)
    assert all(isinstance(h["expected"], float) and h["reason"].endswith(".") for h in found)
    assert all(h["target"]["zone"] == "map" for h in found)


# --- hot-seat: questions are answered for the seat on screen only, on the hand-off screen for none --

#: the games whose hot-seat play hides the table between people (the others are played in the open)
HIDDEN_HANDS = [game for game in vw.list_games() if not vw.load_game(game).info.open_table]


def hot_seat(game: str) -> Table:
    """A table of people only, at its first hand-off screen."""
    table = Table(game, seats=["human"] * max(2, vw.load_game(game).info.min_players), seed=6)
    assert table.status["phase"] == "handoff"
    return table


def asked_on_the_hand_off_screen(table: Table) -> list[dict]:
    """What whoever holds the hand-off screen could ask to learn the next person's hand: why
    about every action of the seat to move, legal or not, and a hint."""
    state = table.state
    actions = [*state.legal_actions(), *(item["action"] for item in state.unavailable_actions())]
    return [*({"kind": "why", "action": action} for action in actions), {"kind": "hint"}]


def assert_refused_on_the_hand_off_screen(table: Table) -> None:
    """Every question asked on the hand-off screen is refused, naming the reason, with nothing
    sent back but ``handled`` and nothing else changed."""
    before = (table.state.snapshot(), synced(table))
    for message in asked_on_the_hand_off_screen(table):
        assert answers(table, message) == [{"kind": "handled", "decision": table.status["decision"]}], message
        assert table.error == (
            f"no {message['kind']!r} is answered on the hand-off screen: the table stays hidden until "
            f"seat {table.status['handoff_to']} confirms they hold the screen"
        )
        table.error = ""
        assert (table.state.snapshot(), synced(table)) == before


@pytest.mark.parametrize("game", HIDDEN_HANDS)
def test_no_question_is_answered_on_the_hand_off_screen(game, planner):
    table = hot_seat(game)
    assert_refused_on_the_hand_off_screen(table)
    assert planner == []  # no search was even started for the hidden seat
    with pytest.raises(vw.RulesError, match="hand-off screen"):
        table.why(table.state.legal_actions()[0])  # asked in Python, as the browser does
    with pytest.raises(vw.RulesError, match="hand-off screen"):
        table.hint()


@pytest.mark.parametrize("game", HIDDEN_HANDS)
def test_after_a_hand_off_questions_are_answered_for_the_seat_on_screen_and_at_the_next_hand_off_for_none(
    game, planner
):
    table = hot_seat(game)
    send(table, {"kind": "handoff"})
    seat = table.seat
    assert seat == table.state.current_player and table.status["phase"] == "play"
    action = table.legal[0]["action"]
    (why, _) = answers(table, {"kind": "why", "action": action})
    assert why == why_answer(table.state, seat, table.status["decision"], action) and why["legal"] is True
    (hint, _) = answers(table, {"kind": "hint"})
    assert hint["hints"] and planner == [(seat, 3, 1.0)]
    while table.status["phase"] == "play" and table.state.current_player == seat:
        send(table, {"kind": "act", "action": table.legal[0]["action"]})
    assert table.status["phase"] == "handoff", "the next decision is another person's"
    assert_refused_on_the_hand_off_screen(table)
