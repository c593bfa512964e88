"""A Wild Venture's content: the cards, the boards and their generated text.

The counts come from the rulebook's component list; the rest checks our reconstruction's own
promises: only the rulebook's vocabulary, no building that can set itself off (directly or
through other buildings), boards that are trees whose paths end in chests, and boards on which
the rulebook's worked examples can be replayed exactly.
"""

from __future__ import annotations

import itertools
import math
import subprocess
import sys
from collections import Counter
from collections.abc import Iterable

import pytest

from venture_widgets.core.effects import Op
from venture_widgets.games.wild_venture import boards, model, text
from venture_widgets.games.wild_venture.boards import BOARDS, EXAMPLE_SPACES
from venture_widgets.games.wild_venture.cards import BY_CODE, CARDS, INITIATES, STARTERS, deck_cards
from venture_widgets.games.wild_venture.model import AdventureModifier, Board, Card, Enchant, Trigger

VOCABULARY = {
    "gain",
    "draw",
    "tuck_hand",
    "trash_hand",
    "adventure",
    "invest",
    "consider",
    "add_supply",
    "activate_villager",
    "activate_starter",
    "pay",
    "play_subject",
}
COUNTED_OPS = {"gain", "draw", "tuck_hand", "trash_hand", "adventure", "invest", "add_supply"}


def programs(card: Card) -> Iterable[model.Program]:
    for program in (card.effects, card.upgraded, card.relic, card.enchant and card.enchant.effects):
        if program is not None:
            assert isinstance(program, tuple), card.code
        if program:
            yield program


def walk_ops(program: model.Program) -> Iterable[Op]:
    for o in program:
        yield o
        if o.name == "pay":
            yield from walk_ops(o.args["then"])


# -- counts -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("deck", "villagers", "gear", "buildings"),
    [("core", 9, 4, 4), ("academy", 5, 2, 1), ("tidings", 5, 2, 1)],
)
def test_deck_counts_follow_the_component_list(deck: str, villagers: int, gear: int, buildings: int) -> None:
    counts = Counter((card.species, card.kind) for card in deck_cards(deck))
    for species in model.SPECIES:
        assert counts[species, "villager"] == villagers
        assert counts[species, "gear"] == gear
        assert counts[species, "building"] == buildings
    assert sum(counts.values()) == 3 * (villagers + gear + buildings)


def test_total_counts_starters_and_initiates() -> None:
    assert len(CARDS) == 51 + 24 + 24 + 6 + 3
    starters = deck_cards("starter")
    assert Counter((c.code, c.species, c.kind) for c in starters) == {
        ("nest", "crow", "starter"): 2,
        ("lilypad", "frog", "starter"): 2,
        ("warren", "rabbit", "starter"): 2,
    }
    assert [c.code for c in STARTERS] == ["nest", "lilypad", "warren"]
    assert all(c.upgraded and c.effects for c in STARTERS)
    assert all(model.STARTER_OF[c.species] == c.code for c in STARTERS)
    assert deck_cards("initiate") == INITIATES
    assert sorted(c.species for c in INITIATES) == list(model.SPECIES)
    assert all(c.kind == "villager" and c.supply == 2 and c.cost == 0 for c in INITIATES)


def test_fields_are_in_range() -> None:
    for card in CARDS:
        assert card.deck in model.DECKS and card.species in model.SPECIES and card.kind in model.KINDS, card.code
        assert card.source in {"rulebook", "reconstructed"}, card.code
        assert card.source == "reconstructed" or (card.note and card.from_rulebook), card.code
        assert not card.from_rulebook or card.note, card.code
        if card.kind == "gear":
            assert 1 <= card.cost <= 4 and 2 <= card.supply <= 3, card.code
            assert card.trigger and card.relic and not card.effects and card.enchant is None, card.code
            assert card.trigger.event in model.TRIGGER_EVENTS, card.code
        if card.kind == "building":
            assert 2 <= card.cost <= 5 and card.supply == 0, card.code
            assert card.trigger and card.effects and card.enchant and card.relic is None, card.code
            assert card.trigger.event in model.TRIGGER_EVENTS and card.enchant.kind in {"one_time", "slot"}
        if card.kind == "villager":
            assert card.effects and card.trigger is None and card.relic is None and card.enchant is None
            assert card.supply >= 2, card.code
        if card.kind != "starter":
            assert card.upgraded is None, card.code
        if card.trigger and card.trigger.reward is not None:
            assert card.trigger.event == "reward" and card.trigger.reward in model.REWARD_KINDS


def test_codes_are_unique_except_the_starters_copies() -> None:
    counts = Counter(card.code for card in CARDS)
    assert {code: n for code, n in counts.items() if n > 1} == {"nest": 2, "lilypad": 2, "warren": 2}
    assert set(BY_CODE) == set(counts)
    assert all(BY_CODE[card.code] == card for card in CARDS)
    names = Counter(card.name for card in CARDS if card.kind != "starter")
    assert max(names.values()) == 1


def test_core_distribution_per_species() -> None:
    for species in model.SPECIES:
        villagers = [c for c in deck_cards("core") if c.kind == "villager" and c.species == species]
        assert sorted(c.cost for c in villagers) == [1, 1, 1, 2, 2, 2, 3, 3, 4]
        assert sum(c.free_action for c in villagers) == 2
        buildings = [c for c in deck_cards("core") if c.kind == "building" and c.species == species]
        assert Counter(c.enchant.kind for c in buildings if c.enchant) == {"one_time": 2, "slot": 2}
        for deck in ("academy", "tidings"):
            themed = [c for c in deck_cards(deck) if c.kind == "villager" and c.species == species]
            assert sum(c.free_action for c in themed) == 1


# -- vocabulary ---------------------------------------------------------------------------------


def test_every_op_is_in_the_vocabulary_with_valid_arguments() -> None:
    for card in CARDS:
        for program in programs(card):
            assert isinstance(program, tuple) and program, card.code
            for o in walk_ops(program):
                assert isinstance(o, Op) and o.name in VOCABULARY, (card.code, o)
                assert o.when is None and o.unless is None, card.code
                args = dict(o.args)
                if o.name in COUNTED_OPS:
                    assert set(args) == {"n"} and isinstance(args["n"], int) and args["n"] >= 1, card.code
                elif o.name == "consider":
                    assert set(args) == {"n", "steps"} and args["n"] >= 1, card.code
                    assert all(step in {"draw", "tuck", "trash"} and k >= 1 for step, k in args["steps"])
                    assert sum(k for _, k in args["steps"]) <= args["n"], card.code
                elif o.name == "activate_starter":
                    assert set(args) == {"species"} and args["species"] in model.SPECIES, card.code
                elif o.name == "pay":
                    assert set(args) in ({"coins", "then"}, {"trash", "then"}), card.code
                    assert isinstance(args["then"], tuple) and args["then"], card.code
                else:
                    assert args == {}, card.code


_PLANT_CONSIDER = """
import venture_widgets.core.effects as effects

real = effects.op

def planted(name, **kwargs):  # the first step of every card's Consider gets a verb the game lacks
    if name == "consider":
        kwargs["steps"] = (("juggle", 1), *kwargs["steps"][1:])
    return real(name, **kwargs)

effects.op = planted
try:
    import venture_widgets.games.wild_venture
except Exception as error:
    print(type(error).__name__, error)
else:
    print("imported")
"""


def test_a_consider_step_with_an_unknown_verb_fails_at_import() -> None:
    """Card data is checked when the game is imported, down to a Consider's steps: a verb the
    game has no program for fails there, not when the card is first played."""
    result = subprocess.run([sys.executable, "-c", _PLANT_CONSIDER], capture_output=True, text=True, check=True)
    assert result.stdout.startswith("ProgramError the program (consider) gives consider arguments it cannot take")
    assert "step ('juggle', 1)" in result.stdout


def test_gear_and_buildings_never_adventure_or_activate_villagers() -> None:
    for card in CARDS:
        if card.kind in ("gear", "building"):
            for program in programs(card):
                names = {o.name for o in walk_ops(program)}
                assert not names & {"adventure", "activate_villager"}, card.code
        for program in programs(card):
            if any(o.name == "play_subject" for o in walk_ops(program)):
                assert card.kind == "building" and card.trigger == Trigger("trash", kind="gear"), card.code
    # a villager activating a villager could activate itself forever
    assert not any(o.name == "activate_villager" for c in CARDS if c.kind == "villager" for o in walk_ops(c.effects))


# -- named cards ------------------------------------------------------------------------------

ADVENTURE_3 = (("adventure", {"n": 3}),)


def shape(program: model.Program | None) -> tuple:
    return tuple((o.name, dict(o.args)) for o in program or ())


def test_named_cards_have_their_rulebook_roles() -> None:
    wizard = BY_CODE["frog_wizard"]
    assert (wizard.name, wizard.kind, wizard.species, wizard.deck) == ("Frog Wizard", "villager", "frog", "core")
    assert (wizard.cost, wizard.supply, shape(wizard.effects)) == (3, 2, ADVENTURE_3)
    assert wizard.modifier == AdventureModifier("gain", "draw")
    joe = BY_CODE["the_mighty_joe"]
    assert (joe.name, joe.kind, joe.cost, joe.supply, joe.modifier) == ("The Mighty Joe", "villager", 2, 2, None)
    assert shape(joe.effects) == ADVENTURE_3
    postal = BY_CODE["postal_contract"]
    assert postal.kind == "gear" and postal.trigger == Trigger("play", species="crow")
    pension = BY_CODE["generous_pension"]
    assert pension.kind == "gear" and shape(pension.relic) == (("add_supply", {"n": 1}),)
    telegraph = BY_CODE["telegraph_office"]
    assert (telegraph.kind, telegraph.species) == ("building", "crow")
    assert telegraph.trigger == Trigger("activate", kind="starter", species="crow")
    assert shape(telegraph.effects) == (("invest", {"n": 1}),)
    zero = BY_CODE["zero_waste"]
    assert zero.kind == "building" and zero.trigger == Trigger("trash", kind="gear")
    assert shape(zero.effects) == (("play_subject", {}),)
    assert (
        zero.enchant is not None
        and zero.enchant.kind == "slot"
        and shape(zero.enchant.effects) == (("invest", {"n": 1}),)
    )
    recycle = BY_CODE["recycle_bin"]
    assert recycle.kind == "gear" and recycle.trigger == Trigger("trash")
    whip = BY_CODE["chainwhip"]
    assert (whip.kind, whip.species, whip.cost) == ("gear", "crow", 4)
    # the rulebook's chain: playing Chainwhip sets off Postal Contract
    assert postal.trigger.matches("play", kind=whip.kind, species=whip.species)
    named = [wizard, joe, postal, pension, telegraph, zero, recycle, whip]
    assert all(card.deck == "core" and "name" in card.from_rulebook and card.note for card in named)
    # the rulebook gives all that these three do; the others' names come with part of their text
    # (docs/reconstructions.md, A Wild Venture: named cards; tests/test_reconstructions.py)
    assert {c.code for c in CARDS if c.source == "rulebook"} == {"frog_wizard", "the_mighty_joe", "zero_waste"}


def test_starter_programs() -> None:
    nest, lilypad, warren = STARTERS
    assert shape(nest.effects) == (("consider", {"n": 2, "steps": (("draw", 1),)}),)
    assert shape(nest.upgraded) == (("consider", {"n": 3, "steps": (("draw", 1), ("tuck", 1))}),)
    assert (shape(lilypad.effects), shape(lilypad.upgraded)) == ((("adventure", {"n": 1}),), (("adventure", {"n": 2}),))
    assert (shape(warren.effects), shape(warren.upgraded)) == ((("gain", {"n": 1}),), (("gain", {"n": 2}),))


# -- the safety rule: no building can set itself off ------------------------------------------

# An event a program may cause: (event, kind, species, reward); None means "could be anything".
Event = tuple[str, str | None, str | None, str | None]
ANYTHING: frozenset[Event] = frozenset((event, None, None, None) for event in model.TRIGGER_EVENTS)


def events_of(program: model.Program) -> set[Event]:
    """Every trigger event resolving ``program`` could cause, over-approximated."""
    caused: set[Event] = set()
    for o in program:
        name, args = o.name, o.args
        if name == "gain":
            caused.add(("gain", None, None, None))
        elif name == "draw":
            caused.add(("draw", None, None, None))
        elif name == "tuck_hand":
            caused.add(("tuck", None, None, None))
        elif name == "trash_hand":
            caused.add(("trash", None, None, None))
        elif name == "consider":
            for step, _n in args["steps"]:
                caused.add((step, None, None, None))
        elif name in ("adventure", "activate_villager"):
            caused |= ANYTHING
        elif name == "activate_starter":
            starter = BY_CODE[model.STARTER_OF[args["species"]]]
            caused.add(("activate", "starter", args["species"], None))
            caused |= events_of(starter.effects) | events_of(starter.upgraded or ())
        elif name == "pay":
            if "trash" in args:
                caused.add(("trash", None, None, None))
            caused |= events_of(args["then"])
        elif name == "play_subject":
            caused.add(("play", "gear", None, None))
    return caused


def may_trigger(events: set[Event], trigger: Trigger) -> bool:
    return any(
        event == trigger.event
        and (kind is None or trigger.kind is None or kind == trigger.kind)
        and (species is None or trigger.species is None or species == trigger.species)
        and (reward is None or trigger.reward is None or reward == trigger.reward)
        for event, kind, species, reward in events
    )


def test_event_analysis_sees_the_obvious_cases() -> None:
    assert may_trigger(events_of(BY_CODE["zero_waste"].effects), Trigger("play", species="crow"))
    assert not may_trigger(events_of(BY_CODE["zero_waste"].effects), Trigger("play", kind="villager"))
    assert may_trigger(events_of(BY_CODE["chough_bellringer"].effects), Trigger("activate", kind="starter"))
    assert may_trigger(events_of(BY_CODE["nest"].upgraded or ()), Trigger("tuck"))
    assert not may_trigger(events_of(BY_CODE["warren"].effects), Trigger("draw"))


BUILDINGS = [card for card in CARDS if card.kind == "building"]


@pytest.mark.parametrize("building", BUILDINGS, ids=lambda card: card.code)
def test_no_building_causes_its_own_trigger(building: Card) -> None:
    assert building.trigger is not None and building.enchant is not None
    assert not may_trigger(events_of(building.effects), building.trigger)
    assert not may_trigger(events_of(building.enchant.effects), building.trigger)


def test_no_two_buildings_set_each_other_off_in_a_cycle() -> None:
    """Over every building of all three decks (An Even Wilder Venture): the graph "resolving A's
    effect (and slot) may set off B" has no cycle."""

    def repeated(card: Card) -> model.Program:
        slot = card.enchant.effects if card.enchant is not None and card.enchant.kind == "slot" else ()
        return card.effects + slot

    sets_off = {
        a.code: [b.code for b in BUILDINGS if b.trigger is not None and may_trigger(events_of(repeated(a)), b.trigger)]
        for a in BUILDINGS
    }
    state: dict[str, int] = {}

    def visit(code: str, path: tuple[str, ...]) -> None:
        assert state.get(code) != 1, f"cycle: {' -> '.join((*path, code))}"
        if state.get(code) == 2:
            return
        state[code] = 1
        for other in sets_off[code]:
            visit(other, (*path, code))
        state[code] = 2

    for code in sets_off:
        visit(code, ())
    assert sets_off["zero_waste"] == ["clover_market", "pigeon_post_depot"]


# -- boards -----------------------------------------------------------------------------------


@pytest.fixture(params=sorted(BOARDS))
def board(request: pytest.FixtureRequest) -> Board:
    return BOARDS[request.param]


def test_board_is_a_tree_rooted_at_home(board: Board) -> None:
    ids = [space.id for space in board.spaces]
    assert len(ids) == len(set(ids)) and "home" in ids
    assert board.source == "reconstructed" and board.note
    parents = Counter(edge.to for edge in board.edges)
    assert "home" not in parents and all(parents[sid] == 1 for sid in ids if sid != "home")
    assert len(board.edges) == len(ids) - 1
    seen, todo = set(), ["home"]
    while todo:
        sid = todo.pop()
        seen.add(sid)
        todo.extend(edge.to for edge in board.forward[sid])
    assert seen == set(ids)
    assert board.by_id["home"].reward is None and all(s.reward is not None for s in board.spaces if s.id != "home")
    assert all(edge.cost is None for edge in board.forward["home"]) and len(board.forward["home"]) >= 2
    for edge in board.edges:
        assert edge.cost is None or (edge.cost[0] in ("pay", "trash") and edge.cost[1] >= 1)
    if board.id == "spring":
        assert all(edge.cost is None for edge in board.edges)


def test_every_leaf_is_an_end_chest(board: Board) -> None:
    for space in board.spaces:
        leaf = not board.forward[space.id]
        assert space.end == leaf, space.id
        if leaf:
            assert space.reward is not None and space.reward[0] == "chest", space.id


def test_rewards_and_tokens(board: Board) -> None:
    rewards = [s.reward for s in board.spaces if s.reward is not None]
    for kind, value in rewards:
        assert kind in model.REWARD_KINDS
        if kind in ("gain", "draw"):
            assert isinstance(value, int) and value >= 1
        elif kind == "starter":
            assert value in model.SPECIES
        elif kind == "chest":
            assert value in ("iron", "gold", "ruby")
        else:
            assert value is None
    tokens = Counter(s.token for s in board.spaces if s.token)
    assert tokens == {"gold_chest": 1, "plus5": 2, "nest": 3, "enchant": 2}
    expected = {
        "gold_chest": ("chest", "iron"),
        "plus5": ("gain", 3),
        "nest": ("draw", 1),
        "enchant": ("enchant", None),
    }
    assert all(s.reward == expected[s.token] for s in board.spaces if s.token)
    assert sum(s.reward == ("enchant", None) for s in board.spaces) == 2
    assert {v for k, v in rewards if k == "starter"} == set(model.SPECIES)
    chests = {v for k, v in rewards if k == "chest"} | {"gold" for s in board.spaces if s.token == "gold_chest"}
    assert chests == {"iron", "gold", "ruby"}
    assert set(boards.TOKEN_REWARDS) == {"plus5", "nest", "gold_chest"}


def test_layout_fits_the_drawing(board: Board) -> None:
    home = board.by_id["home"]
    assert home.x == 50 and home.y == max(s.y for s in board.spaces)
    for s in board.spaces:
        assert 4 <= s.x <= 96 and 4 <= s.y <= 96, s.id
    for a, b in itertools.combinations(board.spaces, 2):
        assert math.dist((a.x, a.y), (b.x, b.y)) >= 9, (a.id, b.id)

    def crosses(p, q, r, s) -> bool:  # type: ignore[no-untyped-def]
        def side(a, b, c):  # type: ignore[no-untyped-def]
            return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])

        return side(p, q, r) * side(p, q, s) < 0 and side(r, s, p) * side(r, s, q) < 0

    xy = {s.id: (s.x, s.y) for s in board.spaces}
    for e, f in itertools.combinations(board.edges, 2):
        assert not crosses(xy[e.frm], xy[e.to], xy[f.frm], xy[f.to]), (e, f)


def only_next(board: Board, sid: str) -> str:
    (edge,) = board.forward[sid]
    assert edge.cost is None
    return edge.to


def test_spring_west_example() -> None:
    """Adventuring: west from Home, a junction, the northern branch, which is itself a junction."""
    b, ex = BOARDS["spring"], EXAMPLE_SPACES["spring"]
    start, junction, fork = ex["west_start"], ex["west_junction"], ex["west_fork"]
    assert start in [e.to for e in b.forward["home"]] and b.by_id[start].x < b.by_id["home"].x
    assert only_next(b, start) == junction
    branches = [b.by_id[e.to] for e in b.forward[junction]]
    assert len(branches) == 2 and min(branches, key=lambda s: s.y).id == fork
    assert len(b.forward[fork]) == 2
    assert "Mystery Forest" in {b.by_id[sid].name for sid in (start, junction, fork)}


def test_spring_detailed_adventure_example() -> None:
    b, ex = BOARDS["spring"], EXAMPLE_SPACES["spring"]
    # Frog Wizard, Adventure 3: two spaces to a junction, then left Gain 3 or right Gain 2
    junction = ex["wizard_junction"]
    assert only_next(b, only_next(b, ex["wizard_start"])) == junction
    left, right = b.by_id[ex["wizard_left_gain3"]], b.by_id[ex["wizard_right_gain2"]]
    assert {e.to for e in b.forward[junction]} == {left.id, right.id}
    assert left.x < right.x  # heading north, left is west
    assert (left.reward, left.token, right.reward, right.token) == (("gain", 3), None, ("gain", 2), None)
    # The Mighty Joe moves 2 of his 3: a Gold Chest mid-path
    chest = b.by_id[only_next(b, only_next(b, left.id))]
    assert chest.id == ex["mid_gold_chest"] and not chest.end
    assert chest.reward == ("chest", "gold") or chest.token == "gold_chest"
    # Frog Wizard again (via the chest): 2 spaces to an Enchantment token, 3 to a Gain 3
    enchant = b.by_id[only_next(b, only_next(b, chest.id))]
    assert enchant.id == ex["enchant_after_chest"] and enchant.token == "enchant"
    gain3 = b.by_id[only_next(b, enchant.id)]
    assert gain3.id == ex["gain3_after_enchant"] and (gain3.reward, gain3.token, gain3.end) == (
        ("gain", 3),
        None,
        False,
    )
    sid = gain3.id
    while b.forward[sid]:
        sid = only_next(b, sid)
    assert b.by_id[sid].end


def test_autumn_examples() -> None:
    b, ex = BOARDS["autumn"], EXAMPLE_SPACES["autumn"]
    frm, to = ex["pay1_edge"]
    (edge,) = [e for e in b.forward[frm] if e.to == to]
    assert edge.cost == ("pay", 1) and b.by_id[to].reward == ("chest", "iron")
    assert b.by_id[to].x > b.by_id[frm].x and b.by_id[to].y < b.by_id[frm].y  # north-east
    junction = b.forward[ex["all_cost_junction"]]
    assert len(junction) >= 2 and all(e.cost is not None for e in junction)
    assert {e.cost[0] for e in junction if e.cost} == {"pay", "trash"}
    frm, to = ex["trash_to_gain5"]
    (edge,) = [e for e in b.forward[frm] if e.to == to]
    target = b.by_id[to]
    assert edge.cost == ("trash", 1)
    assert target.reward == ("gain", 5) or (target.reward == ("gain", 3) and target.token == "plus5")
    assert boards.TOKEN_REWARDS["plus5"] == ("gain", 5)


# -- text -------------------------------------------------------------------------------------


@pytest.mark.parametrize("card", list(BY_CODE.values()), ids=lambda card: card.code)
def test_card_text_covers_every_card(card: Card) -> None:
    texts = text.card_text(card)
    assert set(texts) >= {"effects", "trigger", "relic", "enchant", "enchant_kind", "modifier", "free_action"}
    if card.kind in ("villager", "starter"):
        assert texts["effects"]
    if card.kind == "starter":
        assert texts["upgraded"]
    if card.kind == "gear":
        assert texts["trigger"] and texts["relic"] and texts["trigger"].startswith("When any player ")
    if card.kind == "building":
        assert texts["trigger"] and texts["effects"] and texts["enchant"] and texts["trigger"].startswith("When you ")
        assert texts["enchant_kind"] == card.enchant.kind if card.enchant else False
    assert bool(texts["modifier"]) == (card.modifier is not None)
    assert texts["free_action"] is card.free_action
    for value in texts.values():
        assert not isinstance(value, str) or (value and "None" not in value and "{" not in value)


def test_text_examples() -> None:
    wizard = text.card_text(BY_CODE["frog_wizard"])
    assert wizard["effects"] == "Adventure 3" and "Gain" in str(wizard["modifier"])
    assert text.card_text(BY_CODE["telegraph_office"])["trigger"] == "When you activate your Nest"
    assert text.card_text(BY_CODE["postal_contract"])["trigger"] == "When any player plays a Crow card"
    assert text.card_text(BY_CODE["recycle_bin"])["trigger"] == "When any player trashes a card"
    assert text.program_text(BY_CODE["raven_postmaster"].effects).startswith("Consider 4: Draw 2, Trash 1")
    assert (
        text.trigger_text(Trigger("reward", reward="enchant"), "gear") == "When any player claims an Enchantment reward"
    )
    assert text.trigger_text(Trigger("upgrade", species="frog"), "building") == "When you upgrade your Lilypad"


def test_every_reward_has_a_label() -> None:
    for board in BOARDS.values():
        for space in board.spaces:
            label = text.reward_label(space.reward)
            assert bool(label) == (space.reward is not None), space.id
    assert text.reward_label(("chest", "gold")) == "Gold Chest"
    assert text.reward_label(("starter", "rabbit")) == "Warren"

    assert all(isinstance(c.enchant, Enchant) for c in BUILDINGS)
