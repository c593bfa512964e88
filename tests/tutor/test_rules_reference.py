"""Every game's rules reference (``catalog()["reference"]``, drawn by the table's rules panel)
covers every rule id the game uses, and is written in our own words.

- Coverage: the rule ids of the events, decisions, tie-break steps and unavailable actions of
  seeded random games (both Wild Venture boards, theme decks and variants), and every id of the
  game's sections table (``Game.rules``, which the conformance suite checks against what the
  engine names) and of the core (``CORE_RULES``), each has exactly one entry with its rulebook
  section and a one- or two-sentence summary.
- Own words: no run of 8 words of the rulebook appears in a summary, a term or its text (the
  fingerprints of ``lesson_checks.py``, as for the lessons, checked against the rulebook when it
  is at hand).
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from conformance_hooks import hooks_of
from lesson_checks import copied_runs, fingerprints, reasoning_rules, rulebook_path, stored_fingerprints, words

import venture_widgets as vw
from venture_widgets.core.explain import CORE_RULES

GAMES = vw.list_games()


def playout_options(game_id: str, seed: int) -> dict[str, Any]:
    """New-game options that vary the player count, and the board, the decks and the variants as
    the game's conformance hooks spread them over the seeds (``tests/<id>/hooks.py``)."""
    info = vw.load_game(game_id).info
    return {
        "players": info.min_players + seed % (info.max_players - info.min_players + 1),
        **hooks_of(game_id).options(seed),
    }


def played_rules(game_id: str, games: int = 40) -> set[str]:
    """The rule ids of the opening events, events, decisions, unavailable actions and outcome
    steps of random games."""
    game = vw.load_game(game_id)
    rng = random.Random(9)
    rules: set[str] = set()
    for seed in range(games):
        state = game.new_game(seed=seed, **playout_options(game_id, seed))
        rules.update(event["rule"] for event in state.opening_events)
        while not state.is_over:
            rules.add(state.observe(None)["decision"]["rule"])
            rules.update(unavailable["rule"] for unavailable in state.unavailable_actions())
            rules.update(event["rule"] for event in state.apply(rng.choice(state.legal_actions())))
        rules |= reasoning_rules(state.outcome())
    return rules


def known_rules(game_id: str) -> dict[str, str]:
    """Every rule id the game may name, with its rulebook section."""
    return {**vw.load_game(game_id).rules, **CORE_RULES}


def reference_rules(game_id: str) -> list[dict[str, str]]:
    return [rule for group in vw.load_game(game_id).catalog()["reference"]["groups"] for rule in group["rules"]]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_rule_the_game_uses_has_one_entry(game_id: str) -> None:
    ids = [rule["id"] for rule in reference_rules(game_id)]
    assert len(ids) == len(set(ids)), "a rule id is listed twice"
    played = played_rules(game_id)
    # random games must reach a good share of the rules for the check below to mean something (in
    # Adventurous most placement rules only ever refuse a placement, so events name under half)
    assert len(played) > len(known_rules(game_id)) / 3, sorted(played)
    assert played - set(ids) == set()
    assert set(known_rules(game_id)) == set(ids)


@pytest.mark.parametrize("game_id", GAMES)
def test_entries_name_their_section_and_say_it_in_one_or_two_sentences(game_id: str) -> None:
    known = known_rules(game_id)
    for rule in reference_rules(game_id):
        assert rule["section"] == known[rule["id"]]
        sentences = re.findall(r"[.!?](?:\s|$)", rule["summary"])
        assert 1 <= len(sentences) <= 2, f"{rule['id']}: {rule['summary']!r}"
        assert len(rule["summary"]) <= 260, rule["id"]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_glossary_defines_the_key_terms(game_id: str) -> None:
    terms = vw.load_game(game_id).catalog()["reference"]["terms"]
    assert len(terms) >= 8
    assert all(term["term"] and term["text"].endswith(".") for term in terms)


@pytest.mark.parametrize("game_id", GAMES)
def test_no_text_copies_eight_words_of_the_rulebook(game_id: str) -> None:
    rulebook = stored_fingerprints(game_id)
    reference = vw.load_game(game_id).catalog()["reference"]
    texts = [rule["summary"] for rule in reference_rules(game_id)]
    texts += [f"{term['term']} {term['text']}" for term in reference["terms"]]
    copied = [run for text in texts for run in copied_runs(text, rulebook)]
    assert copied == []


@pytest.mark.parametrize("game_id", GAMES)
def test_the_copy_check_catches_a_run_of_the_rulebook(game_id: str) -> None:
    """The check above can fail: any 8 words read from the rulebook (when it is at hand) are caught."""
    path = rulebook_path(game_id)
    if path is None:
        pytest.skip("the rulebook text is not at hand (VW_RULEBOOKS or ../shared/rulebooks)")
    found = words(path.read_text())
    middle = len(found) // 2
    assert copied_runs(" ".join(found[middle : middle + 8]), stored_fingerprints(game_id))


@pytest.mark.parametrize("game_id", GAMES)
def test_the_stored_fingerprints_are_the_rulebooks(game_id: str) -> None:
    """The fingerprints the checks above use are those of the rulebook itself, when it is at hand
    (``python tests/tutor/lesson_checks.py <game> <rulebook.txt>`` makes them)."""
    path = rulebook_path(game_id)
    if path is None:
        pytest.skip("the rulebook text is not at hand (VW_RULEBOOKS or ../shared/rulebooks)")
    assert stored_fingerprints(game_id) == fingerprints(path.read_text())
