"""A Wild Venture, rulebook section "Card Effects" (rule ids ``effects.*``): effects in order and
as much as possible, costs, activation by effects, Invest, Consider, Trash order, Tuck."""

from __future__ import annotations

from wild_venture_helpers import facts, legal, of_type, rules, run, scenario, supply

from venture_widgets.core.effects import op, push
from venture_widgets.core.view import observe_event


def test_effects_resolved_in_the_order_written() -> None:
    # Lop-Eared Lender: Pay 2 coins: Tuck 1 card from your hand and Draw 1. The tuck comes first
    # (from an empty hand: nothing), so the drawn card stays in hand.
    state = scenario(players=[{"coins": 2, "villagers": ["lop_eared_lender"]}, {}])
    events = run(state, "free lop_eared_lender")
    assert rules(events) == ["actions.free", "effects.cost", "effects.draw"]
    assert facts(state)["hands"][0] == ["crow_schoolmarm"] and facts(state)["tucked_count"][0] == 0
    # Raven Lecturer: Draw 2. Tuck 1: the tuck may take a card just drawn
    state = scenario(players=[{"villagers": ["raven_lecturer"]}, {}], deck=["rook_courier", "magpie_sorter"])
    run(state, "activate raven_lecturer")
    assert legal(state) == ["tuck magpie_sorter", "tuck rook_courier"]
    run(state, "tuck magpie_sorter")
    assert facts(state)["hands"][0] == ["rook_courier"] and facts(state)["tucked_count"][0] == 1


def test_effects_as_much_as_possible() -> None:
    # Postmistress General: Draw 3. Tuck 1. Gain 1 with one card left in the deck
    state = scenario(players=[{"coins": 0, "villagers": ["postmistress_general"]}, {}], deck=["rook_courier"])
    events = run(state, "activate postmistress_general")
    assert of_type(events, "draw")[0]["count"] == 1
    assert facts(state)["hands"][0] == [] and facts(state)["tucked_count"][0] == 1  # the one card drawn, tucked
    assert facts(state)["coins"][0] == 1  # and the next effect still resolves


def test_effects_cost_paid_when_payable() -> None:
    # Carrion Auctioneer: Trash 1 card from your hand: Gain 4. Draw 1
    state = scenario(players=[{"coins": 0, "hand": ["hare_peddler"], "villagers": ["carrion_auctioneer"]}, {}])
    events = run(state, "activate carrion_auctioneer")
    assert facts(state)["trash"] == ["hare_peddler"] and facts(state)["coins"][0] == 4
    assert facts(state)["hands"][0] == ["crow_schoolmarm"]
    assert rules(events)[:3] == ["actions.activate", "effects.cost", "effects.gain"]


def test_effects_cost_not_payable_skips_only_that_effect() -> None:
    state = scenario(players=[{"coins": 0, "villagers": [{"code": "carrion_auctioneer", "supply": 3}]}, {}])
    events = run(state, "activate carrion_auctioneer")
    assert "effects.cost" in rules(events) and of_type(events, "skip")
    assert facts(state)["coins"][0] == 0 and facts(state)["hands"][0] == ["crow_schoolmarm"]  # Draw 1 still
    assert supply(state, "carrion_auctioneer") == 2  # the activation still removes a Supply
    # a coin cost: Lop-Eared Lender with 1 coin pays nothing and does nothing
    state = scenario(players=[{"coins": 1, "villagers": ["lop_eared_lender"]}, {}])
    run(state, "free lop_eared_lender")
    assert facts(state)["coins"][0] == 1 and facts(state)["hands"][0] == []
    assert supply(state, "lop_eared_lender") == 1


def test_effects_activation_by_effects_removes_no_supply_and_ignores_the_limits() -> None:
    # Chough Bellringer: Activate your Nest. Gain 2 -- after the Nest was activated by Main Action
    state = scenario(players=[{"coins": 0, "villagers": ["chough_bellringer"]}, {}])
    run(state, "activate nest", "draw crow_schoolmarm")
    events = run(state, "activate chough_bellringer")
    assert [e["rule"] for e in of_type(events, "activate")] == ["actions.activate", "effects.activate"]
    assert facts(state)["coins"][0] == 0 and state.choice.kind == "consider_draw"  # the Nest again


def test_effects_activation_by_effects_works_at_zero_supply_and_for_free_action_villagers() -> None:
    state = scenario(
        players=[
            {
                "coins": 0,
                "position": "nl2",
                "villagers": [{"code": "hare_peddler", "supply": 0}, {"code": "kit_errand_runner", "supply": 1}],
            },
            {},
        ]
    )
    run(state, "activate lilypad", "chest activate")  # Lilypad: Adventure 1 onto a Gold Chest
    assert legal(state) == ["activate hare_peddler", "activate kit_errand_runner"]  # even at 0 Supplies
    run(state, "activate hare_peddler")
    assert facts(state)["coins"][0] == 3 and supply(state, "hare_peddler") == 0
    # a Free Action villager activated by an effect keeps its Free Action for the turn
    state = scenario(players=[{"coins": 0, "position": "nl2", "villagers": ["kit_errand_runner"]}, {}])
    run(state, "activate lilypad", "chest activate")  # the only villager: activated at once
    assert facts(state)["coins"][0] == 1 and supply(state, "kit_errand_runner") == 2
    assert "free kit_errand_runner" in legal(state)
    run(state, "free kit_errand_runner")
    assert facts(state)["coins"][0] == 2 and supply(state, "kit_errand_runner") == 1


def test_effects_activation_by_effects_does_not_use_the_main_action_limit() -> None:
    state = scenario(players=[{"coins": 0, "position": "nl2", "villagers": ["hare_peddler"]}, {}])
    run(state, "activate lilypad", "chest activate")
    assert "activate hare_peddler" in legal(state)  # still open to the second Main Action
    run(state, "activate hare_peddler")
    assert facts(state)["coins"][0] == 6 and supply(state, "hare_peddler") == 1


def test_effects_invest_up_to_x() -> None:
    state = scenario(players=[{"coins": 3, "hand": ["rook_courier"], "buildings": ["belltower_lookout"]}, {}])
    run(state, "play rook_courier")  # Belltower Lookout: When you play a Crow Villager: Invest 2
    assert legal(state) == ["invest 0", "invest 1", "invest 2"]
    run(state, "invest 1")
    assert supply(state, "belltower_lookout") == 1 and facts(state)["coins"][0] == 1
    state = scenario(players=[{"coins": 2, "hand": ["magpie_sorter"], "buildings": ["belltower_lookout"]}, {}])
    run(state, "play magpie_sorter")  # 1 coin left: up to 1
    assert legal(state) == ["invest 0", "invest 1"]
    state = scenario(players=[{"coins": 1, "hand": ["rook_courier"], "buildings": ["belltower_lookout"]}, {}])
    events = run(state, "play rook_courier")  # no coin left: nothing to invest, no question
    assert not of_type(events, "invest") and state.choice.kind == "turn"


def test_effects_consider_steps_in_order_and_the_rest_back_on_top_in_a_chosen_order() -> None:
    # Raven Postmaster: Consider 4: Draw 2, Trash 1. Gain 1
    deck = ["rook_courier", "magpie_sorter", "jackdaw_clerk", "hare_peddler", "pond_skater"]
    state = scenario(players=[{"coins": 0, "villagers": ["raven_postmaster"]}, {}], deck=deck)
    events = run(state, "activate raven_postmaster")
    assert of_type(events, "consider")[0]["count"] == 4
    assert legal(state) == ["draw hare_peddler", "draw jackdaw_clerk", "draw magpie_sorter", "draw rook_courier"]
    assert len(state.deck) == 1
    run(state, "draw jackdaw_clerk", "draw rook_courier")
    assert legal(state) == ["trash hare_peddler", "trash magpie_sorter"]
    run(state, "trash hare_peddler")
    assert facts(state)["hands"][0] == ["jackdaw_clerk", "rook_courier"] and facts(state)["trash"] == ["hare_peddler"]
    # one card left: it goes back on top by itself, then Gain 1
    assert facts(state)["deck"] == ["magpie_sorter", "pond_skater"] and facts(state)["coins"][0] == 1


def test_effects_consider_rest_back_on_top_in_the_chosen_order() -> None:
    # Every Consider of the content leaves at most one card, so the rule is checked on the op
    # itself: Consider 3: Draw 1 leaves two, put back one at a time (the last one ends on top).
    for first, second in (("hare_peddler", "pond_skater"), ("pond_skater", "hare_peddler")):
        state = scenario(
            players=[{"coins": 0}, {}], deck=["rook_courier", "hare_peddler", "pond_skater", "tadpole_scout"]
        )
        push(state, (op("consider", n=3, steps=(("draw", 1),)),))
        state.advance()
        run(state, "draw rook_courier")
        assert legal(state) == ["top hare_peddler", "top pond_skater"]
        run(state, f"top {first}")
        assert state.choice.kind == "turn"
        assert facts(state)["deck"] == [second, first, "tadpole_scout"]  # the last one went back by itself
        assert [k["card"] for k in state.observe(0)["deck"]["known"]] == [second, first]


def test_effects_consider_one_card_left_goes_back_on_top() -> None:
    state = scenario(
        players=[{"coins": 0, "villagers": ["old_crow_archivist"]}, {}],
        deck=["rook_courier", "hare_peddler", "pond_skater", "magpie_sorter", "jackdaw_clerk"],
    )
    run(state, "activate old_crow_archivist", "tuck rook_courier", "tuck hare_peddler", "draw pond_skater")
    # Consider 4: Tuck 2, Draw 1; the rest (Magpie Sorter) goes back on top, then Draw 1 draws it
    assert facts(state)["hands"][0] == ["magpie_sorter", "pond_skater"]
    assert facts(state)["deck"] == ["jackdaw_clerk"] and facts(state)["tucked_count"][0] == 2


def test_effects_consider_fewer_cards_than_x() -> None:
    # Raven Postmaster: Consider 4: Draw 2, Trash 1 with 2 cards: Draw 2, nothing to trash
    state = scenario(
        players=[{"coins": 0, "villagers": ["raven_postmaster"]}, {}], deck=["rook_courier", "pond_skater"]
    )
    events = run(state, "activate raven_postmaster")
    assert of_type(events, "consider")[0]["count"] == 2
    run(state, "draw pond_skater")  # the second draw takes the last one by itself
    assert facts(state)["hands"][0] == ["pond_skater", "rook_courier"]
    assert facts(state)["trash"] == [] and facts(state)["coins"][0] == 1 and state.deck == []
    # with 3: Draw 2 and Trash 1
    state = scenario(
        players=[{"coins": 0, "villagers": ["raven_postmaster"]}, {}],
        deck=["rook_courier", "pond_skater", "hare_peddler"],
    )
    run(state, "activate raven_postmaster", "draw pond_skater", "draw rook_courier")
    assert facts(state)["trash"] == ["hare_peddler"] and state.deck == []


def test_effects_consider_is_secret() -> None:
    state = scenario(players=[{"coins": 0}, {}], deck=["rook_courier", "pond_skater", "hare_peddler"])
    events = run(state, "activate nest")
    assert state.observe(0)["considering"] == ["rook_courier", "pond_skater"]
    assert state.observe(1)["considering"] is None and state.observe(None)["considering"] is None
    assert state.observe(1)["considering_count"] == 2
    consider = of_type(events, "consider")[0]
    for seat in (1, None):
        seen = observe_event(consider, seat)
        assert "cards" not in seen and "pond_skater" not in str(seen) and "Pond" not in str(seen)
    assert observe_event(consider, 0)["cards"] == ["rook_courier", "pond_skater"]


def test_effects_trash_order_of_choice_and_public() -> None:
    for first, second in (("crow_schoolmarm", "raven_lecturer"), ("raven_lecturer", "crow_schoolmarm")):
        state = scenario(players=[{"coins": 0, "position": "nr2"}, {}])
        run(state, "activate lilypad", "chest consider")  # Iron Chest: Consider 3: Draw 1, Trash 2
        run(state, "draw fledgling_scribe", f"trash {first}")
        assert facts(state)["trash"] == [first, second]
        assert state.observe(1)["trash"] == [first, second] == state.observe(None)["trash"]


def test_effects_tuck_face_down() -> None:
    state = scenario(players=[{"coins": 0, "hand": ["hare_peddler"], "villagers": ["night_watch_crow"]}, {}])
    events = run(state, "free night_watch_crow")  # Tuck 1 card from your hand. Gain 1
    assert facts(state)["tucked_count"][0] == 1 and facts(state)["hands"][0] == []
    assert state.observe(0)["seats"][0]["tucked"] is None and state.observe(0)["seats"][0]["tucked_count"] == 1
    tuck = of_type(events, "tuck")[0]
    assert "hare_peddler" not in str(tuck) and "Hare" not in str(tuck)


def test_effects_consider_draw_is_one_draw_effect_for_triggers() -> None:
    # Schoolhouse Belfry: When you draw cards: Invest 1. "Draw 2" is one Draw effect, whether
    # from the deck (Rook Courier: Draw 2) or from the considered cards (Raven Postmaster:
    # Consider 4: Draw 2, Trash 1): the building triggers once either way.
    deck = ["rook_courier", "hare_peddler", "pond_skater", "magpie_sorter", "jackdaw_clerk"]
    for villager, answers in (
        ("rabbit_bursar", []),  # Gain 2. Draw 1
        ("raven_postmaster", ["draw hare_peddler", "draw magpie_sorter", "trash pond_skater"]),
    ):
        state = scenario(
            players=[{"coins": 5, "villagers": [villager], "buildings": ["schoolhouse_belfry"]}, {}], deck=deck
        )
        events = run(state, f"activate {villager}")
        for answer in answers:
            while state.choice.kind == "invest":
                events += run(state, "invest 1")
            events += run(state, answer)
        while state.choice.kind == "invest":
            events += run(state, "invest 1")
        assert [e["card"] for e in of_type(events, "trigger")] == ["schoolhouse_belfry"], villager
        assert supply(state, "schoolhouse_belfry") == 1
    # one card left for a Draw 2: still one Draw effect, one trigger
    state = scenario(
        players=[{"coins": 5, "villagers": ["raven_postmaster"], "buildings": ["schoolhouse_belfry"]}, {}],
        deck=["hare_peddler"],
    )
    events = run(state, "activate raven_postmaster", "invest 1")
    assert [e["card"] for e in of_type(events, "trigger")] == ["schoolhouse_belfry"]
    assert facts(state)["hands"][0] == ["hare_peddler"] and facts(state)["coins"][0] == 5 - 1 + 1
