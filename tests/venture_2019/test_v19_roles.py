"""Venture (2019) Role Cards: each of the six talents (our reconstruction), activated once per turn
in Phase 2 by discarding an action card with the role's symbol; a talent is no action card, so
nobody answers it and no protection stops it."""

from __future__ import annotations

from v19_rules_helpers import codes, discard_codes, kind, lasting, of_type, rules, run, scenario

from venture_widgets.games.venture_2019.cards import CODE, ROLE_BY_ID


def test_roles_talent_names_and_symbols() -> None:
    talents = {role.id: (role.symbol, role.talent) for role in ROLE_BY_ID.values()}
    assert talents == {
        "mathematician": ("math", "Quick Proof"),
        "chemist": ("chem", "Distillation"),
        "astronomer": ("astro", "Stargazing"),
        "physicist": ("phys", "Breakthrough"),
        "biologist": ("bio", "Field Immunity"),
        "geologist": ("geo", "Core Sample"),
    }


def test_roles_talent_mathematician_quick_proof_draws_two() -> None:
    state = scenario({"role": "mathematician", "hand": ["theft-math"]}, deck=["quill", "flask", "hourglass"])
    events = run(state, "talent theft-math")
    assert rules(of_type(events, "talent")) == ["roles.talent"]
    assert codes(state, 0) == ["flask", "quill"]
    assert discard_codes(state) == ["theft-math"]
    assert kind(state) == "action" and state.actions_left == 1


def test_roles_talent_chemist_distillation_takes_an_instrument_from_the_discard() -> None:
    discard = ["quill", "theft-math", "flask"]
    state = scenario({"role": "chemist", "hand": ["grant-chem"]}, {"role": "mathematician"}, discard=discard)
    run(state, "talent grant-chem")
    assert kind(state) == "take" and sorted(state.legal_actions()) == ["take flask", "take quill"]
    events = run(state, "take quill")
    assert [(e["rule"], e["card"]) for e in of_type(events, "take")] == [("roles.talent", "quill")]
    assert codes(state, 0) == ["quill"]
    assert state.observe(1)["seats"][0]["hand"]["known"] == ["quill"]  # everyone saw it taken
    assert discard_codes(state) == ["theft-math", "flask", "grant-chem"]


def test_roles_talent_chemist_distillation_needs_an_instrument_in_the_discard() -> None:
    state = scenario({"role": "chemist", "hand": ["grant-chem"]}, discard=["theft-math"])
    assert "talent grant-chem" not in state.legal_actions()
    why = state.explain("talent grant-chem")
    assert why.rule == "roles.talent" and "no instrument" in why.reason


def test_roles_talent_astronomer_stargazing_looks_at_three_keeps_one() -> None:
    deck = ["quill", "theft-math", "flask", "hourglass"]
    state = scenario({"role": "astronomer", "hand": ["grant-astro"]}, {"role": "chemist"}, deck=deck)
    events = run(state, "talent grant-astro")
    look = of_type(events, "look")[0]
    assert look["rule"] == "roles.talent" and look["private"] == {
        "seats": [0],
        "text": "You look at Quill, Idea Theft, Flask.",
        "cards": ["quill", "theft-math", "flask"],
    }
    assert state.observe(0)["looking"] == ["quill", "theft-math", "flask"]
    assert state.observe(1)["looking"] == [] and state.observe(None)["looking"] == []
    assert kind(state) == "keep" and sorted(state.legal_actions()) == ["keep flask", "keep quill", "keep theft-math"]
    run(state, "keep theft-math")
    assert codes(state, 0) == ["theft-math"]
    assert state.observe(1)["seats"][0]["hand"]["known"] == []  # the others did not see which
    assert sorted(discard_codes(state)) == ["flask", "grant-astro", "quill"]
    assert state.looking == [] and CODE[state.deck[-1]] == "hourglass"  # the fourth card is still on top


def test_roles_talent_physicist_breakthrough_turns_up_cards_until_an_instrument() -> None:
    deck = ["theft-math", "grant-geo", "hourglass", "quill"]
    state = scenario({"role": "physicist", "hand": ["grant-phys"]}, {"role": "chemist"}, deck=deck)
    events = run(state, "talent grant-phys")
    dig = of_type(events, "dig")
    assert [(e["rule"], e["turned"], e["kept"]) for e in dig] == [
        ("roles.talent", ["theft-math", "grant-geo"], "hourglass")
    ]
    assert dig[0]["text"] == "Seat 0 turns up Idea Theft, Research Grant and then an Hourglass, and keeps it."
    assert codes(state, 0) == ["hourglass"]
    assert state.observe(1)["seats"][0]["hand"]["known"] == ["hourglass"]  # everyone saw it
    assert discard_codes(state) == ["grant-phys", "theft-math", "grant-geo"]
    assert CODE[state.deck[-1]] == "quill"  # the dig stops at the first instrument


def test_roles_talent_physicist_breakthrough_with_no_instrument_left_in_the_deck() -> None:
    state = scenario({"role": "physicist", "hand": ["grant-phys"]}, {"role": "chemist"}, deck=["theft-math"])
    state.deck[:] = [card for card in state.deck if CODE[card] == "theft-math"]  # the deck is one card
    events = run(state, "talent grant-phys")
    assert [(e["turned"], e["kept"]) for e in of_type(events, "dig")] == [(["theft-math"], None)]
    assert codes(state, 0) == []
    # the deck ran out: the discard pile is the new deck at once
    assert rules(of_type(events, "reshuffle")) == ["deck.reshuffle"]
    assert sorted(CODE[card] for card in state.deck) == ["grant-phys", "theft-math"] and state.discard == []


def test_phase_3_one_mission_per_turn_even_after_the_physicists_talent() -> None:
    hand = ["grant-phys", "quill", "flask"]  # missions 1 (quill) and 4 (flask) could both be completed
    state = scenario({"role": "physicist", "hand": hand}, {"role": "chemist"}, deck=["calculator"] * 3)
    run(state, "talent grant-phys", "done")
    # the talent turned up a Calculator too: missions 1, 4 and 10 could all be completed
    assert kind(state) == "complete" and state.legal_actions() == ["complete 1", "complete 4", "complete 10", "skip"]
    run(state, "complete 1")
    assert set(state.completed) == {1} and state.active == 1  # Phase 3 ended after one mission


def test_roles_talent_physicist_breakthrough_lasts_only_this_turn() -> None:
    spec = {"role": "physicist", "hand": ["quill", "flask"]}
    state = scenario(spec, {"role": "chemist"}, start="missions", deck=["calculator"] * 2 + ["quill"])
    run(state, "complete 1")
    assert state.active == 1 and set(state.completed) == {1}  # without the talent: one mission


def test_roles_talent_biologist_field_immunity_until_the_next_turn() -> None:
    seats = [{"role": "biologist", "hand": ["grant-bio"]}, {"role": "chemist", "hand": ["theft-chem", "theft-math"]}]
    state = scenario(*seats, deck=["quill", "flask", "hourglass"])
    events = run(state, "talent grant-bio")
    assert [(e["rule"], e["lasting"]) for e in of_type(events, "lasting")] == [("cards.long_term", "shield")]
    assert lasting(state, 0) == [(None, "shield", False)]
    run(state, "done", "skip")  # Phase 4 draws quill and flask; Seat 1 draws the hourglass
    assert state.current_player == 1 and codes(state, 0) == ["flask", "quill"]
    events = run(state, "play theft-chem 0")
    assert rules(of_type(events, "stopped")) == ["cards.protected"]
    run(state, "play theft-math 0")  # the shield stops every card, not only the first
    assert codes(state, 0) == ["flask", "quill"] and lasting(state, 0) == [(None, "shield", False)]
    assert discard_codes(state)[-2:] == ["theft-chem", "theft-math"]


def test_roles_talent_biologist_field_immunity_ends_at_the_start_of_the_next_turn() -> None:
    state = scenario({"role": "biologist", "lasting": [{"talent": "shield"}]}, start="turn", deck=["quill"])
    assert lasting(state, 0) == []
    assert rules(of_type(state.opening_events, "expire")) == ["turn.discard_spent"]
    assert discard_codes(state) == []  # a talent has no card to discard


def test_roles_talent_geologist_core_sample_takes_an_action_card_from_the_discard() -> None:
    discard = ["grant-math", "quill", "embargo-bio"]
    state = scenario({"role": "geologist", "hand": ["theft-geo"]}, {"role": "chemist"}, discard=discard)
    run(state, "talent theft-geo")
    # action cards only, and not the card just spent
    assert kind(state) == "take" and sorted(state.legal_actions()) == ["take embargo-bio", "take grant-math"]
    events = run(state, "take embargo-bio")
    assert [(e["rule"], e["card"]) for e in of_type(events, "take")] == [("roles.talent", "embargo-bio")]
    assert codes(state, 0) == ["embargo-bio"] and discard_codes(state) == ["grant-math", "quill", "theft-geo"]
    assert state.observe(1)["seats"][0]["hand"]["known"] == ["embargo-bio"]


def test_roles_talent_geologist_core_sample_not_the_card_just_spent() -> None:
    state = scenario({"role": "geologist", "hand": ["theft-geo"]}, discard=["grant-math"])
    run(state, "talent theft-geo")  # one card to take: a public choice, made at once
    assert codes(state, 0) == ["grant-math"] and discard_codes(state) == ["theft-geo"]


def test_roles_talent_geologist_core_sample_needs_an_action_card_in_the_discard() -> None:
    state = scenario({"role": "geologist", "hand": ["theft-geo"]}, discard=["quill"])
    assert "talent theft-geo" not in state.legal_actions()
    why = state.explain("talent theft-geo")
    assert why.rule == "roles.talent" and "no action card" in why.reason


def test_roles_talent_is_not_answered_reading_7() -> None:
    seats = [{"role": "mathematician", "hand": ["grant-math"]}, {"hand": ["objection-bio", "rebuttal"]}]
    state = scenario(*seats, deck=["quill", "flask"])
    run(state, "talent grant-math")
    assert kind(state) == "action" and state.current_player == 0  # nobody was asked to answer
    assert codes(state, 1) == ["objection-bio", "rebuttal"]


def test_roles_talent_is_not_stopped_by_protection_reading_7() -> None:
    spec = {"role": "mathematician", "hand": ["grant-math"], "lasting": [{"card": "peer_review-geo"}]}
    state = scenario(spec, deck=["quill", "flask"])
    run(state, "talent grant-math")
    assert codes(state, 0) == ["flask", "quill"]
    assert lasting(state, 0) == [("peer_review-geo", "protect", False)]  # not spent on a talent


def test_roles_talent_needs_a_card_with_the_roles_symbol() -> None:
    state = scenario({"role": "mathematician", "hand": ["grant-chem", "rebuttal"]})
    assert not [a for a in state.legal_actions() if a.startswith("talent")]
    why = state.explain("talent grant-chem")
    assert not why.legal and why.rule == "roles.talent" and "symbol" in why.reason
