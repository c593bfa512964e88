"""Venturesome, rulebook section "End of Game and Scoring" (rule ids ``scoring`` and
``scoring.*`` in the reasoning of ``outcome()``).

The scenario tests end round 3 with :func:`venturesome_helpers.end_of_game`: the treasure piles
are exactly the ones given. The tie-break chain is also tested on
:func:`~venture_widgets.games.venturesome.scoring.decide_winners` directly.

=============================================  ====================================================
Rulebook                                       Tests
=============================================  ====================================================
1/2/3 VP for 1/2/3 Gems                        test_gems_score_*
1 VP per artifact, +4 per 3 identical          test_each_artifact_*, test_three_identical_artifacts_*
1 VP per card in the colour of a map           test_each_map_*, test_two_maps_of_a_colour_*
The blue 2-Gems + blue Map example             test_rulebook_example_*
Most VP wins                                   test_most_points_wins*
Tie: fewer treasure cards                      test_tie_on_points_fewer_treasure_cards_wins
Then fewer gem VP                              test_tie_on_points_and_cards_fewer_gem_points_wins
Then disqualified, fewest VP wins              test_still_tied_players_are_disqualified_*
Everyone disqualified: nobody wins             test_*_nobody_wins
=============================================  ====================================================

Ambiguity: after a disqualification "the win goes to whoever earned the fewest VP". We read
this as the fewest points among all players not disqualified, and a tie among those is broken
by the same chain (fewer cards, fewer gem points, else disqualified too), as the engine does.
"""

from __future__ import annotations

from typing import Any

import pytest
from venturesome_helpers import end_of_game, rules

from venture_widgets.games.venturesome import scoring
from venture_widgets.games.venturesome.data import CARD_BY_ID, CARD_SYMBOL


def points(*codes: str) -> dict[str, int]:
    """The score of a treasure pile given by kind codes (the first copy of each kind, then the
    second when a kind is named twice)."""
    seen: dict[str, int] = {}
    pile = []
    for code in codes:
        seen[code] = seen.get(code, 0) + 1
        pile.append(CARD_BY_ID[code if seen[code] == 1 else f"{code}.{seen[code]}"].index)
    return scoring.score_pile(pile)


def breakdown(total: int, gems: int = 0, artifacts: int = 0, artifact_sets: int = 0, maps: int = 0) -> dict[str, int]:
    assert total == gems + artifacts + artifact_sets + maps
    return {"total": total, "gems": gems, "artifacts": artifacts, "artifact_sets": artifact_sets, "maps": maps}


# --- points per category ---------------------------------------------------------------------


def test_gems_score_one_two_and_three_points() -> None:
    assert points("GUIDE.GEM1", "REPORTER.GEM2", "ADVENTURER.GEM3") == breakdown(6, gems=6)
    assert points("GUIDE.GEM1", "GUIDE.GEM1") == breakdown(2, gems=2)


def test_each_artifact_scores_one_point() -> None:
    assert points("GUIDE.ANKH", "REPORTER.CHALICE", "ADVENTURER.RING", "PROFESSOR.STATUETTE") == breakdown(
        4, artifacts=4
    )


def test_three_identical_artifacts_score_four_more_regardless_of_colour() -> None:
    assert points("GUIDE.ANKH", "REPORTER.ANKH", "PROFESSOR.ANKH") == breakdown(7, artifacts=3, artifact_sets=4)
    assert points("GUIDE.ANKH", "REPORTER.ANKH") == breakdown(2, artifacts=2)


def test_three_identical_artifacts_count_once_per_full_set() -> None:
    five_rings = ("GUIDE.RING", "REPORTER.RING", "ADVENTURER.RING", "AVIATOR.RING", "COLLECTOR.RING")
    assert points(*five_rings) == breakdown(9, artifacts=5, artifact_sets=4)
    six_ankhs = ("GUIDE.ANKH", "REPORTER.ANKH", "ADVENTURER.ANKH", "PROFESSOR.ANKH", "PROFESSOR.ANKH", "AVIATOR.ANKH")
    assert points(*six_ankhs) == breakdown(14, artifacts=6, artifact_sets=8)
    mixed = ("GUIDE.RING", "REPORTER.ANKH", "ADVENTURER.CHALICE")
    assert points(*mixed) == breakdown(3, artifacts=3)


def test_each_map_counts_every_card_of_its_colour_including_itself() -> None:
    assert points("GUIDE.MAP") == breakdown(1, maps=1)
    assert points("GUIDE.MAP", "GUIDE.GEM1", "GUIDE.RING", "REPORTER.GEM3") == breakdown(8, gems=4, artifacts=1, maps=3)
    assert points("GUIDE.MAP", "REPORTER.MAP", "REPORTER.GEM1") == breakdown(4, gems=1, maps=3)


def test_rulebook_example_blue_two_gems_card_earns_one_more_point_with_a_blue_map() -> None:
    """PROFESSOR is the blue character of our (reconstructed) data."""
    assert points("PROFESSOR.GEM2") == breakdown(2, gems=2)
    assert points("PROFESSOR.GEM2", "PROFESSOR.MAP") == breakdown(4, gems=2, maps=2)


def test_two_maps_of_a_colour_each_count_every_card_of_that_colour(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every colour has one Map (test_setup), so this cannot happen with the real cards: the
    symbol table is patched to give the Guide a second Map."""
    second = CARD_BY_ID["GUIDE.GEM1"].index
    symbols = list(CARD_SYMBOL)
    symbols[second] = "MAP"
    monkeypatch.setattr(scoring, "CARD_SYMBOL", tuple(symbols))
    # two green maps and a green ring: each map counts the three green cards
    assert points("GUIDE.MAP", "GUIDE.GEM1", "GUIDE.RING") == breakdown(7, artifacts=1, maps=6)


def test_a_card_scores_in_several_categories_at_once() -> None:
    pile = ("GUIDE.MAP", "GUIDE.GEM1", "GUIDE.GEM1", "REPORTER.MAP", "REPORTER.GEM3")
    pile += ("PROFESSOR.ANKH", "PROFESSOR.ANKH", "AVIATOR.ANKH", "COLLECTOR.RING")
    assert points(*pile) == breakdown(18, gems=5, artifacts=4, artifact_sets=4, maps=5)


def test_final_scores_have_a_breakdown_per_category() -> None:
    state, events = end_of_game(
        [["PROFESSOR.GEM2", "PROFESSOR.MAP", "GUIDE.ANKH"], ["REPORTER.ANKH", "AVIATOR.ANKH", "COLLECTOR.ANKH"], []]
    )
    expected = [breakdown(5, gems=2, artifacts=1, maps=2), breakdown(7, artifacts=3, artifact_sets=4), breakdown(0)]
    assert state.scores() == expected
    assert events[-1]["rule"] == "scoring" and events[-1]["scores"] == expected
    assert state.outcome()["cards"] == [3, 3, 0]
    assert state.winners() == [1]


# --- the winner and the tie-break chain ----------------------------------------------------------


def reasoning(state: Any) -> list[tuple[str, list[int]]]:
    return [(step["rule"], step["seats"]) for step in state.outcome()["reasoning"]]


def test_most_points_wins() -> None:
    state, events = end_of_game([["GUIDE.GEM3"], ["REPORTER.GEM1", "ADVENTURER.GEM2", "AVIATOR.RING"]])
    assert [s["total"] for s in state.scores()] == [3, 4]
    assert state.winners() == [1] and events[-1]["winners"] == [1]
    assert reasoning(state) == [("scoring.most_points", [1]), ("scoring.winner", [1])]
    assert "Winner: Seat 1." in events[-1]["text"]


def test_tie_on_points_fewer_treasure_cards_wins() -> None:
    state, _ = end_of_game([["GUIDE.GEM1", "REPORTER.GEM2"], ["ADVENTURER.GEM3"]])
    assert [s["total"] for s in state.scores()] == [3, 3]
    assert state.winners() == [1]
    assert reasoning(state) == [
        ("scoring.most_points", [0, 1]),
        ("scoring.tiebreak_cards", [1]),
        ("scoring.winner", [1]),
    ]


def test_tie_on_points_and_cards_fewer_gem_points_wins() -> None:
    state, _ = end_of_game([["REPORTER.GEM1", "AVIATOR.GEM2"], ["ADVENTURER.GEM2", "PROFESSOR.ANKH"]])
    assert [(s["total"], s["gems"]) for s in state.scores()] == [(3, 3), (3, 2)]
    assert state.winners() == [1]
    assert reasoning(state) == [
        ("scoring.most_points", [0, 1]),
        ("scoring.tiebreak_cards", [0, 1]),
        ("scoring.tiebreak_gems", [1]),
        ("scoring.winner", [1]),
    ]


def test_still_tied_players_are_disqualified_and_the_fewest_points_win() -> None:
    state, events = end_of_game(
        [["GUIDE.GEM3"], ["REPORTER.GEM3"], ["AVIATOR.RING", "AVIATOR.GEM1"], ["COLLECTOR.RING"]]
    )
    assert [s["total"] for s in state.scores()] == [3, 3, 2, 1]
    assert state.winners() == [3] and events[-1]["winners"] == [3]
    assert reasoning(state) == [
        ("scoring.most_points", [0, 1]),
        ("scoring.tiebreak_cards", [0, 1]),
        ("scoring.tiebreak_gems", [0, 1]),
        ("scoring.disqualified", [0, 1]),
        ("scoring.fewest_points", [3]),
        ("scoring.winner", [3]),
    ]


def test_two_player_exact_tie_both_are_disqualified_and_nobody_wins() -> None:
    state, events = end_of_game([["GUIDE.GEM3"], ["REPORTER.GEM3"]])
    assert state.is_over and state.winners() == [] and events[-1]["winners"] == []
    assert events[-1]["text"] == "The game is over. Nobody wins."
    assert reasoning(state)[-2:] == [("scoring.disqualified", [0, 1]), ("scoring.nobody_wins", [])]
    assert state.outcome()["winners"] == []


def decide(totals: list[int], gems: list[int], cards: list[int]) -> tuple[list[int], list[tuple[str, list[int]]]]:
    scores = [{"total": t, "gems": g} for t, g in zip(totals, gems, strict=True)]
    winners, steps = scoring.decide_winners(scores, cards)
    return winners, [(step["rule"], step["seats"]) for step in steps]


@pytest.mark.parametrize(
    ("totals", "gems", "cards", "winners"),
    [
        ([5, 9, 2], [0, 0, 0], [1, 9, 1], [1]),  # most points, whatever the cards
        ([9, 9, 2], [0, 0, 0], [4, 3, 1], [1]),  # fewer treasure cards
        ([9, 9, 2], [5, 4, 0], [3, 3, 1], [1]),  # fewer gem points
        ([9, 9, 2, 4], [5, 5, 0, 0], [3, 3, 1, 1], [2]),  # disqualified: the fewest points win
        ([9, 9], [5, 5], [3, 3], []),  # everyone disqualified
        ([9, 9, 9], [5, 5, 1], [3, 3, 3], [2]),  # a three-way tie broken by gems
    ],
)
def test_decide_winners_applies_the_tie_break_chain_in_order(
    totals: list[int], gems: list[int], cards: list[int], winners: list[int]
) -> None:
    assert decide(totals, gems, cards)[0] == winners


def test_decide_winners_breaks_a_tie_among_the_fewest_points_with_the_same_chain() -> None:
    winners, steps = decide([9, 9, 2, 2], [5, 5, 0, 1], [3, 3, 1, 1])
    assert winners == [2]
    assert steps == [
        ("scoring.most_points", [0, 1]),
        ("scoring.tiebreak_cards", [0, 1]),
        ("scoring.tiebreak_gems", [0, 1]),
        ("scoring.disqualified", [0, 1]),
        ("scoring.fewest_points", [2, 3]),
        ("scoring.tiebreak_cards", [2, 3]),
        ("scoring.tiebreak_gems", [2]),
        ("scoring.winner", [2]),
    ]


def test_decide_winners_disqualifies_only_the_players_still_tied() -> None:
    """Seats 0-2 tie on 9 points; seat 2 has more cards, so only seats 0 and 1 are still tied
    after the gems and are disqualified. Our reading: the win then goes to the fewest points
    among everyone else (seat 3 with 2), and with nobody else left to seat 2."""
    winners, steps = decide([9, 9, 9, 2], [1, 1, 0, 0], [2, 2, 3, 1])
    assert winners == [3]
    assert steps[:4] == [
        ("scoring.most_points", [0, 1, 2]),
        ("scoring.tiebreak_cards", [0, 1]),
        ("scoring.tiebreak_gems", [0, 1]),
        ("scoring.disqualified", [0, 1]),
    ]
    assert decide([9, 9, 9], [1, 1, 0], [2, 2, 3])[0] == [2]


def test_decide_winners_nobody_wins_when_every_group_is_disqualified_in_turn() -> None:
    winners, steps = decide([9, 9, 2, 2], [5, 5, 1, 1], [3, 3, 1, 1])
    assert winners == []
    assert [rule for rule, _ in steps].count("scoring.disqualified") == 2
    assert steps[-1] == ("scoring.nobody_wins", [])


def test_game_over_event_carries_the_scores_and_winners() -> None:
    state, events = end_of_game([["GUIDE.GEM3"], []])
    assert rules(events)[-1] == "scoring"
    assert events[-1]["scores"] == state.scores() and events[-1]["winners"] == [0]
    assert state.observe(1)["outcome"]["winners"] == [0]
