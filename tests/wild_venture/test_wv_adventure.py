"""A Wild Venture, rulebook sections "Adventuring", "Claiming a Reward" and "Claiming tokens"
(rule ids ``adventure.*``, ``rewards.*``)."""

from __future__ import annotations

from wild_venture_helpers import facts, legal, of_type, rules, run, scenario, supply

DECK5 = ["rook_courier", "magpie_sorter", "jackdaw_clerk", "raven_postmaster", "pond_skater", "hare_peddler"]


def test_adventuring_at_least_one_space_when_able() -> None:
    state = scenario(players=[{"villagers": ["the_mighty_joe"]}, {}])
    run(state, "activate the_mighty_joe")
    assert legal(state) == ["move e1", "move n1", "move w1"]  # no "stop" before the first step


def test_adventuring_stop_allowed_after_one_space_and_reward_only_where_the_move_ends() -> None:
    state = scenario(players=[{"coins": 0, "villagers": ["the_mighty_joe"]}, {}])
    run(state, "activate the_mighty_joe", "move w1")
    assert legal(state) == ["move w2", "stop"]
    events = run(state, "move w2", "stop")  # passes Bramble Gate (Gain 2) without its reward
    assert facts(state)["coins"][0] == 0
    assert [e["space"] for e in of_type(events, "reward")] == ["w2"]  # the Nest token's reward
    assert state.choice.kind == "starter_reward"


def test_adventuring_forward_only_and_junction_choices() -> None:
    state = scenario(players=[{"coins": 0, "position": "w2", "villagers": ["the_mighty_joe"]}, {}])
    run(state, "activate the_mighty_joe")
    assert legal(state) == ["move wn1", "move ws1"]  # never back to w1 or Home
    run(state, "move wn1")
    assert legal(state) == ["move wa1", "move wb1", "stop"]  # the junction: choose the path


def test_adventuring_up_to_x_spaces() -> None:
    state = scenario(players=[{"coins": 0, "position": "n2", "villagers": ["the_mighty_joe"]}, {}])
    events = run(state, "activate the_mighty_joe", "move nr1", "move nr2")  # n3 is the only way: at once
    assert len(of_type(events, "move")) == 3 and facts(state)["position"][0] == "nr2"
    assert facts(state)["hands"][0] == ["crow_schoolmarm", "fledgling_scribe"]  # Draw 2 at the Windmill


def test_adventuring_path_cost_pay() -> None:
    state = scenario(board="autumn", players=[{"coins": 2, "position": "n2"}, {}])
    run(state, "activate lilypad")
    assert legal(state) == ["move nl1", "move nr1"]
    events = run(state, "move nr1")  # Pay 2 to the +5 space
    assert of_type(events, "pay")[0]["rule"] == "adventure.path_cost"
    assert facts(state)["coins"][0] == 0 + 5


def test_adventuring_path_cost_trash() -> None:
    state = scenario(
        board="autumn", players=[{"coins": 1, "position": "w2", "hand": ["hare_peddler", "pond_skater"]}, {}]
    )
    run(state, "activate lilypad")
    assert legal(state) == ["move wn1", "move ws1"]
    run(state, "move ws1")
    assert legal(state) == ["trash hare_peddler", "trash pond_skater"]  # the cost first
    run(state, "trash pond_skater")
    assert facts(state)["trash"] == ["pond_skater"] and facts(state)["coins"][0] == 1 + 5


def test_adventuring_cannot_use_unaffordable_paths() -> None:
    state = scenario(board="autumn", players=[{"coins": 1, "position": "n2"}, {}])
    run(state, "activate lilypad")  # Pay 2 not affordable: the free path is the only way, taken at once
    assert facts(state)["position"][0] == "nl1" and facts(state)["coins"][0] == 1 + 2


def test_adventuring_cannot_move_at_a_path_end_no_reward() -> None:
    state = scenario(players=[{"coins": 0, "position": "wa3"}, {}])
    events = run(state, "activate lilypad")
    assert rules(events) == ["actions.activate", "adventure.cannot_move"]
    assert facts(state)["position"][0] == "wa3" and state.choice.kind == "turn"


def test_adventuring_cannot_move_when_no_cost_is_payable_no_reward() -> None:
    state = scenario(board="autumn", players=[{"coins": 0, "position": "w2"}, {}])
    events = run(state, "activate lilypad")
    assert of_type(events, "cannot_move") and not of_type(events, "reward")
    assert facts(state)["position"][0] == "w2"


def test_adventuring_players_may_share_a_space() -> None:
    state = scenario(players=[{"coins": 0, "position": "wa1"}, {"position": "wa2"}])
    run(state, "activate lilypad")
    assert facts(state)["position"] == ["wa2", "wa2"]
    assert [a["space"] for a in state.observe(None)["board"]["adventurers"]] == ["wa2", "wa2"]


def test_adventuring_end_chest_sends_the_adventurer_home_at_the_end_of_turn() -> None:
    state = scenario(players=[{"coins": 0, "position": "wa2", "hand": ["hare_peddler"]}, {}])
    events = run(state, "activate lilypad")
    assert of_type(events, "chest_end") and facts(state)["position"][0] == "wa3"
    run(state, "chest tuck")
    assert facts(state)["position"][0] == "wa3" and state.returning[0]  # still there during the turn
    events = run(state, "activate warren")
    assert "turn.return_home" in rules(events)
    assert facts(state)["position"][0] == "home" and not state.returning[0]


def test_adventuring_mid_path_chest_does_not_send_home() -> None:
    state = scenario(players=[{"coins": 0, "position": "nl2", "villagers": ["hare_peddler"]}, {}])
    run(state, "activate lilypad", "chest activate", "activate warren")
    assert facts(state)["position"][0] == "nl3" and state.active == 1


def test_tokens_replace_the_printed_reward_and_leave_the_game() -> None:
    state = scenario(players=[{"coins": 0, "position": "wn1"}, {"position": "wn1"}])
    run(state, "activate lilypad", "move wa1")  # the +5 token on a Gain 3 space
    assert facts(state)["coins"][0] == 5 and "wa1" not in facts(state)["board_tokens"]
    assert "wa1" not in state.observe(1)["board"]["tokens"]  # seat 1 sees the printed Gain 3 again
    run(state, "activate warren")  # seat 1 next, on the same path: the printed Gain 3 now
    coins = facts(state)["coins"][1]
    run(state, "activate lilypad", "move wa1")
    assert facts(state)["coins"][1] == coins + 3


def test_tokens_nest_token_replaces_draw_1() -> None:
    state = scenario(players=[{"coins": 0}, {}])
    events = run(state, "activate lilypad", "move n1")
    assert [e["token"] for e in of_type(events, "token")] == ["nest"]
    assert legal(state) == ["activate nest", "upgrade nest"] and facts(state)["hands"][0] == []
    assert "n1" not in facts(state)["board_tokens"]


def test_tokens_gold_chest_token_on_an_iron_chest() -> None:
    state = scenario(players=[{"coins": 0, "position": "en1"}, {}], board_enchant={"nl5": ["sun", "sun"]})
    run(state, "activate lilypad")
    assert state.choice.rule == "rewards.gold_chest"
    assert legal(state) == ["chest activate", "chest consider", "chest tuck"]


def test_tokens_enchantment_taken_once_of_each_type() -> None:
    state = scenario(
        players=[{"coins": 0, "position": "nl4", "tokens": ["star"]}, {"position": "nl4", "tokens": ["star"]}],
        board_enchant={"nl5": ["moon", "moon"], "en1": ["sun", "sun"]},
    )
    events = run(state, "activate lilypad")
    assert of_type(events, "enchant_token")[0]["token"] == "moon"
    assert facts(state)["tokens"][0] == ["star", "moon"] and facts(state)["board_enchant"]["nl5"] == ["moon"]
    # already has a moon token (here: on a building): the other stays on the space
    state = scenario(
        players=[
            {"coins": 0, "position": "nl4", "buildings": [{"code": "rookery_archive", "enchanted": "moon"}]},
            {"tokens": ["star"]},
        ],
        board_enchant={"nl5": ["moon"], "en1": ["sun", "sun"]},
    )
    run(state, "activate lilypad")
    assert facts(state)["tokens"][0] == [] and facts(state)["board_enchant"]["nl5"] == ["moon"]


def test_tokens_enchantment_space_empty_after_both_are_taken() -> None:
    state = scenario(
        players=[{"coins": 0, "position": "nl4"}, {"tokens": ["star"]}],
        board_enchant={"nl5": [], "en1": ["sun", "sun"]},
    )
    events = run(state, "activate lilypad")
    assert of_type(events, "enchant_token") and facts(state)["tokens"][0] == []


def test_rewards_gain_and_draw() -> None:
    state = scenario(players=[{"coins": 0, "position": "wa1"}, {}])
    events = run(state, "activate lilypad")
    assert facts(state)["coins"][0] == 2
    state = scenario(players=[{"coins": 0, "position": "wn1", "villagers": ["the_mighty_joe"]}, {}])
    events += run(state, "activate the_mighty_joe", "move wb1", "stop")
    assert facts(state)["hands"][0] == ["crow_schoolmarm", "fledgling_scribe"]
    # Enchantment tokens wait only on Enchantment spaces: a Gain or Draw space says nothing of them
    assert of_type(events, "reward") and not of_type(events, "enchant_token")


def test_rewards_starter_activate_or_upgrade() -> None:
    state = scenario(players=[{"coins": 0, "position": "n2"}, {}])
    run(state, "activate lilypad")
    assert legal(state) == ["activate nest", "upgrade nest"]
    events = run(state, "upgrade nest")
    assert rules(events) == ["rewards.starter"] and facts(state)["upgraded"][0] == ["crow"]
    assert state.observe(1)["seats"][0]["starters"][0]["upgraded"]
    # the upgraded Nest: Consider 3: Draw 1, Tuck 1
    run(state, "activate nest")
    assert legal(state) == ["draw crow_schoolmarm", "draw fledgling_scribe", "draw raven_lecturer"]
    run(state, "draw raven_lecturer", "tuck crow_schoolmarm")
    assert facts(state)["tucked_count"][0] == 1 and facts(state)["hands"][0] == ["raven_lecturer"]


def test_rewards_starter_activate_removes_nothing_and_an_upgraded_starter_is_only_activated() -> None:
    state = scenario(players=[{"coins": 0, "position": "w2", "upgraded": ["warren"]}, {}])
    run(state, "activate lilypad", "move ws1")  # Reed Bank: Warren, already upgraded
    assert facts(state)["coins"][0] == 2  # activated at once: upgraded Warren is Gain 2
    assert "activate warren" in legal(state)  # the reward used no Main Action on it


def test_rewards_starter_activate_lilypad_adventures_again() -> None:
    state = scenario(players=[{"coins": 0, "position": "w2", "villagers": ["pond_skater"]}, {}])
    run(state, "free pond_skater", "move wn1", "activate lilypad")  # reward: activate the Lilypad
    assert legal(state) == ["move wa1", "move wb1"]
    run(state, "move wa1")
    assert facts(state)["coins"][0] == 5


def test_rewards_iron_chest_tuck() -> None:
    state = scenario(players=[{"coins": 0, "position": "wa2", "hand": ["hare_peddler", "pond_skater"]}, {}])
    run(state, "activate lilypad")
    assert state.choice.rule == "rewards.iron_chest"
    assert legal(state) == ["chest consider", "chest supply", "chest tuck"]
    run(state, "chest tuck", "tuck pond_skater")
    assert facts(state)["hands"][0] == ["hare_peddler"] and facts(state)["tucked_count"][0] == 1


def test_rewards_iron_chest_supply() -> None:
    state = scenario(
        players=[
            {"coins": 0, "position": "wa2", "villagers": [{"code": "hare_peddler", "supply": 0}, "pond_skater"]},
            {},
        ]
    )
    run(state, "activate lilypad", "chest supply")
    assert legal(state) == ["supply hare_peddler", "supply pond_skater"]
    run(state, "supply hare_peddler")
    assert supply(state, "hare_peddler") == 1


def test_rewards_iron_chest_consider() -> None:
    state = scenario(players=[{"coins": 0, "position": "wa2"}, {}], deck=DECK5)
    run(state, "activate lilypad", "chest consider", "draw magpie_sorter", "trash jackdaw_clerk")
    assert facts(state)["hands"][0] == ["magpie_sorter"]
    assert facts(state)["trash"] == ["jackdaw_clerk", "rook_courier"]
    assert facts(state)["deck"] == ["raven_postmaster", "pond_skater", "hare_peddler"]


def test_rewards_gold_chest_tuck_two() -> None:
    state = scenario(
        players=[{"coins": 0, "position": "nl2", "hand": ["hare_peddler", "pond_skater", "tadpole_scout"]}, {}]
    )
    run(state, "activate lilypad", "chest tuck", "tuck pond_skater", "tuck tadpole_scout")
    assert facts(state)["hands"][0] == ["hare_peddler"] and facts(state)["tucked_count"][0] == 2


def test_rewards_gold_chest_activate_a_villager() -> None:
    state = scenario(
        players=[{"coins": 0, "position": "nl2", "villagers": [{"code": "hare_peddler", "supply": 1}]}, {}]
    )
    events = run(state, "activate lilypad", "chest activate")
    assert "effects.activate" in rules(events)
    assert facts(state)["coins"][0] == 3 and supply(state, "hare_peddler") == 1


def test_rewards_gold_chest_consider() -> None:
    state = scenario(players=[{"coins": 0, "position": "nl2"}, {}], deck=DECK5)
    run(state, "activate lilypad", "chest consider", "draw rook_courier", "draw pond_skater")
    run(state, "trash magpie_sorter", "trash raven_postmaster")
    assert facts(state)["hands"][0] == ["pond_skater", "rook_courier"]
    assert facts(state)["trash"] == ["magpie_sorter", "raven_postmaster", "jackdaw_clerk"]
    assert facts(state)["deck"] == ["hare_peddler"]


def test_rewards_ruby_chest_tuck_three() -> None:
    hand = ["hare_peddler", "pond_skater", "tadpole_scout", "rook_courier"]
    state = scenario(players=[{"coins": 0, "position": "wb1", "hand": hand}, {}])
    run(state, "activate lilypad")
    assert state.choice.rule == "rewards.ruby_chest"
    assert legal(state) == ["chest consider", "chest search", "chest tuck"]
    run(state, "chest tuck", "tuck hare_peddler", "tuck pond_skater", "tuck rook_courier")
    assert facts(state)["hands"][0] == ["tadpole_scout"] and facts(state)["tucked_count"][0] == 3


def test_rewards_ruby_chest_search_the_trash_tuck_one_play_the_other_free() -> None:
    state = scenario(
        players=[{"coins": 0, "position": "wb1"}, {}], trash=["frog_wizard", "hare_peddler", "generous_pension"]
    )
    run(state, "activate lilypad", "chest search")
    assert legal(state) == ["take frog_wizard", "take generous_pension", "take hare_peddler"]
    run(state, "take generous_pension")
    assert legal(state) == ["take frog_wizard", "take hare_peddler"]
    run(state, "take frog_wizard")
    assert legal(state) == ["tuck frog_wizard", "tuck generous_pension"]
    events = run(state, "tuck generous_pension")
    assert facts(state)["villagers"][0] == ["frog_wizard"] and supply(state, "frog_wizard") == 2
    assert facts(state)["coins"][0] == 0  # its cost ignored
    assert facts(state)["trash"] == ["hare_peddler"] and facts(state)["tucked_count"][0] == 1
    assert [e["rule"] for e in of_type(events, "play")] == ["rewards.ruby_chest"]


def test_rewards_ruby_chest_consider() -> None:
    state = scenario(players=[{"coins": 0, "position": "wb1"}, {}], deck=DECK5)
    run(state, "activate lilypad", "chest consider", "tuck jackdaw_clerk")
    run(state, "draw rook_courier", "draw pond_skater", "trash raven_postmaster")
    assert facts(state)["tucked_count"][0] == 1
    assert facts(state)["hands"][0] == ["pond_skater", "rook_courier"]
    assert facts(state)["trash"] == ["raven_postmaster", "magpie_sorter"]
    assert facts(state)["deck"] == ["hare_peddler"]


def test_adventuring_modifier_only_while_adventuring_with_that_card() -> None:
    # Frog Wizard (Gain becomes Draw) stops on the Mystery Forest and activates the Lilypad: the
    # Lilypad's own Adventure onto the +5 token gains 5 coins, unmodified.
    state = scenario(players=[{"coins": 0, "position": "w1", "villagers": ["frog_wizard"]}, {}])
    run(state, "activate frog_wizard", "move wn1", "stop", "activate lilypad", "move wa1")
    assert facts(state)["coins"][0] == 5 and facts(state)["hands"][0] == []
    # and Frog Wizard itself onto the +5: Draw 5
    state = scenario(players=[{"coins": 0, "position": "w2", "villagers": ["frog_wizard"]}, {}])
    run(state, "activate frog_wizard", "move wn1", "move wa1", "stop")
    assert facts(state)["coins"][0] == 0 and len(facts(state)["hands"][0]) == 5
