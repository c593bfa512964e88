"""A Wild Venture, card by card: every card of ``cards.CARDS`` does what its generated text
(``text.card_text``) says.

The expected outcome is computed from the *text*, not from the effect programs: a small model
below reads "Draw 2. Gain 1", "Consider 3: Draw 1, Tuck 1", "Pay 2 coins: ..." and so on, and
plays them on a copy of the facts; the engine plays the card in a prepared position, every
choice answered by the same fixed policy (the first card by code, the most coins to invest,
forward along a known path). Triggers are checked against a control run without the card:

- a Villager (and an Initiate): activated, its effects change coins, hand, deck, trash, tucked
  cards, its Supplies and the Adventurer's position as the text says; played, it costs its cost
  and carries its Supply Value;
- a Starter: both sides;
- a Gear card: its trigger, met by the *other* player, hands that player 1 coin and takes 1
  Supply (and not when empty, nor when the condition's filter is not met); its Relic resolves
  when it is tucked empty at the end of its owner's turn;
- a Building: its trigger, met by its owner (not by the opponent), invests as the text says,
  plus the slot enchantment when enchanted; a one-time enchantment resolves when enchanted.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import pytest
from wild_venture_helpers import GAME, facts, of_type

from venture_widgets.games.wild_venture.cards import CARDS
from venture_widgets.games.wild_venture.model import STARTER_OF, Card
from venture_widgets.games.wild_venture.text import card_text

UNIQUE: list[Card] = list({card.code: card for card in CARDS}.values())
VILLAGERS = [c for c in UNIQUE if c.kind == "villager"]
STARTERS = [c for c in UNIQUE if c.kind == "starter"]
GEAR = [c for c in UNIQUE if c.kind == "gear"]
BUILDINGS = [c for c in UNIQUE if c.kind == "building"]
PLAYABLE = [c for c in UNIQUE if c.kind != "starter"]

#: The Spring path the model follows: every Adventure of a tested card ends on Fern Grotto (Gain 2).
PATH = ["home", "w1", "w2", "wn1", "wa1", "wa2"]
STARTER_NAMES = {"nest": "crow", "lilypad": "frog", "warren": "rabbit"}
SPECIES_OF_NAME = {name.capitalize(): species for name, species in STARTER_NAMES.items()}
#: Helpers the scenarios use (never the card under test).
HELPERS = {"carrion_auctioneer", "night_watch_crow", "rook_courier", "newt_ferryman", "hare_peddler"}
#: Cards for hands and decks: villagers whose only role here is to be a card.
POOL = [c.code for c in VILLAGERS if c.deck in ("core", "tidings") and c.code not in HELPERS]


# -- reading the text ---------------------------------------------------------------------------


def parse(text: str | None) -> list[tuple]:
    """The steps of a card text, e.g. ``[("draw", 2), ("gain", 1)]``."""
    if not text:
        return []
    return [parse_one(sentence) for sentence in text.split(". ")]


def parse_one(sentence: str) -> tuple:
    patterns = [
        (r"Gain (\d+)", lambda m: ("gain", int(m[1]))),
        (r"Draw (\d+)", lambda m: ("draw", int(m[1]))),
        (r"Adventure (\d+)", lambda m: ("adventure", int(m[1]))),
        (r"Invest (\d+)", lambda m: ("invest", int(m[1]))),
        (r"Tuck (\d+) cards? from your hand", lambda m: ("tuck", int(m[1]))),
        (r"Trash (\d+) cards? from your hand: (.+)", lambda m: ("pay_trash", int(m[1]), parse_then(m[2]))),
        (r"Trash (\d+) cards? from your hand", lambda m: ("trash", int(m[1]))),
        (r"Pay (\d+) coins?: (.+)", lambda m: ("pay_coins", int(m[1]), parse_then(m[2]))),
        (r"Add (\d+) Suppl(?:y|ies) to one of your Villagers", lambda m: ("supply", int(m[1]))),
        (r"Activate your (Nest|Lilypad|Warren)", lambda m: ("starter", SPECIES_OF_NAME[m[1]])),
        (
            r"Consider (\d+): (.+)",
            lambda m: ("consider", int(m[1]), [(s.split()[0].lower(), int(s.split()[1])) for s in m[2].split(", ")]),
        ),
        (r"You may play that card, paying its cost", lambda m: ("play_subject",)),
    ]
    for pattern, build in patterns:
        match = re.fullmatch(pattern, sentence)
        if match:
            return build(match)
    raise AssertionError(f"the card-text model cannot read {sentence!r}")


def parse_then(text: str) -> list[tuple]:
    return [parse_one(part) for part in text.split(" and ")]


def adventure_steps(steps: list[tuple], upgraded: set[str] = frozenset()) -> int:
    total = 0
    for step in steps:
        if step[0] == "adventure":
            total += step[1]
        elif step[0] == "starter" and step[1] == "frog":
            total += 2 if "frog" in upgraded else 1
        elif step[0] in ("pay_coins", "pay_trash"):
            total += adventure_steps(step[2], upgraded)
    return total


# -- the model ------------------------------------------------------------------------------------


@dataclass
class Model:
    """Seat 0's side of the facts, changed step by step as the texts say."""

    coins: int
    hand: list[str]
    deck: list[str]  # top first
    trash: list[str]
    tucked: int
    position: str
    supply: dict[str, int] = field(default_factory=dict)
    villager: str | None = None  # the one villager "Add 1 Supply" goes to
    building: str | None = None  # the building an Invest fills
    modifier: tuple[str, str] | None = None
    upgraded: set[str] = field(default_factory=set)

    @classmethod
    def of(cls, state) -> Model:
        f = facts(state)
        return cls(
            coins=f["coins"][0],
            hand=list(f["hands"][0]),
            deck=list(f["deck"]),
            trash=list(f["trash"]),
            tucked=f["tucked_count"][0],
            position=f["position"][0],
            supply=dict(f["supply"]),
            upgraded={s for s in f["upgraded"][0]},
        )

    def check(self, state) -> None:
        f = facts(state)
        assert f["coins"][0] == self.coins, "coins"
        assert f["hands"][0] == sorted(self.hand), "hand"
        assert f["deck"] == self.deck, "deck"
        assert f["trash"] == self.trash, "trash"
        assert f["tucked_count"][0] == self.tucked, "tucked"
        assert f["position"][0] == self.position, "position"
        for code, n in self.supply.items():
            assert f["supply"].get(code) == n, f"supply of {code}"

    def play(self, steps: list[tuple], modifier: tuple[str, str] | None = None) -> None:
        for step in steps:
            self.step(step, modifier)

    def step(self, step: tuple, modifier: tuple[str, str] | None) -> None:
        verb = step[0]
        if verb == "gain":
            self.coins += step[1]
        elif verb == "draw":
            drawn, self.deck = self.deck[: step[1]], self.deck[step[1] :]
            self.hand += drawn
        elif verb in ("tuck", "trash"):
            for _ in range(step[1]):
                if self.hand:
                    card = min(self.hand)
                    self.hand.remove(card)
                    if verb == "tuck":
                        self.tucked += 1
                    else:
                        self.trash.append(card)
        elif verb == "pay_coins":
            if self.coins >= step[1]:
                self.coins -= step[1]
                self.play(step[2], modifier)
        elif verb == "pay_trash":
            if len(self.hand) >= step[1]:
                self.step(("trash", step[1]), modifier)
                self.play(step[2], modifier)
        elif verb == "supply":
            if self.villager is not None:
                self.supply[self.villager] += step[1]
        elif verb == "invest":
            k = min(step[1], self.coins)
            self.coins -= k
            self.supply[self.building] += k
        elif verb == "starter":
            starter = STARTER_OF[step[1]]
            text = card_text(next(c for c in STARTERS if c.code == starter))
            self.play(parse(text["upgraded"] if step[1] in self.upgraded else text["effects"]))
        elif verb == "adventure":
            here = PATH.index(self.position)
            self.position = PATH[here + step[1]]
            assert self.position == "wa2", "the model knows the reward of Fern Grotto only"
            reward = "gain"
            if modifier is not None and modifier[0] == reward:
                reward = modifier[1]
            self.step((reward, 2), None)
        elif verb == "consider":
            looked, self.deck = self.deck[: step[1]], self.deck[step[1] :]
            for what, count in step[2]:
                for _ in range(count):
                    if not looked:
                        break
                    card = min(looked)
                    looked.remove(card)
                    if what == "draw":
                        self.hand.append(card)
                    elif what == "tuck":
                        self.tucked += 1
                    else:
                        self.trash.append(card)
            back = []
            while looked:  # put back one at a time, the first by code first: the last one ends on top
                card = min(looked)
                looked.remove(card)
                back.insert(0, card)
            self.deck = back + self.deck
        else:
            raise AssertionError(f"no model for {step}")


def modifier_of(card: Card) -> tuple[str, str] | None:
    text = card_text(card)["modifier"]
    if not text:
        return None
    match = re.fullmatch(
        r"While adventuring with this card, (\w+) rewards become (\w+) rewards of the same number", text
    )
    assert match, text
    return match[1].lower(), match[2].lower()


# -- driving the engine -------------------------------------------------------------------------


def drive(state, limit: int = 60) -> list[dict[str, Any]]:
    """Answer every decision the same way until it is a turn decision again (or seat 1's)."""
    events: list[dict[str, Any]] = []
    for _ in range(limit):
        choice = state.choice
        if choice is None or choice.kind == "turn":
            return events
        options = sorted(state.legal_actions())
        if choice.kind == "invest":
            action = max(options, key=lambda a: int(a.split()[1]))
        elif choice.kind == "adventure":
            here = state.position[state.actor]
            ahead = PATH[PATH.index(here) + 1] if here in PATH[:-1] else None
            action = f"move {ahead}" if f"move {ahead}" in options else ("stop" if "stop" in options else options[0])
        elif choice.kind == "starter_reward":
            action = next((a for a in options if a.startswith("upgrade")), options[0])
        elif choice.kind == "chest":
            action = "chest consider"
        else:
            action = options[0]
        events += state.apply(action)
    raise AssertionError("the policy did not get back to a turn decision")


def pool(exclude: set[str], n: int, skip: int = 0) -> list[str]:
    return [code for code in POOL if code not in exclude][skip : skip + n]


# -- villagers, initiates and starters ------------------------------------------------------


@pytest.mark.parametrize("card", VILLAGERS, ids=lambda c: c.code)
def test_card_villager_activation_does_what_its_text_says(card: Card) -> None:
    text = card_text(card)
    steps = parse(text["effects"])
    distance = adventure_steps(steps)
    assert distance <= 4, "one Adventure, at most 4 spaces, per card (the model's path)"
    hand = pool({card.code}, 3)
    deck = pool({card.code}, 8, skip=3)
    supply = max(card.supply, 2)
    state = GAME.scenario(
        {
            "deck": deck,
            "board_tokens": {},
            "players": [
                {
                    "coins": 5,
                    "hand": hand,
                    "position": PATH[len(PATH) - 1 - distance] if distance else "home",
                    "villagers": [{"code": card.code, "supply": supply}],
                },
                {},
            ],
        }
    )
    model = Model.of(state)
    model.villager = card.code
    model.supply[card.code] = supply - 1
    verb = "free" if text["free_action"] else "activate"
    assert f"{verb} {card.code}" in state.legal_actions()
    events = state.apply(f"{verb} {card.code}")
    events += drive(state)
    assert events[0]["rule"] == ("actions.free" if text["free_action"] else "actions.activate")
    model.play(steps, modifier_of(card))
    model.check(state)


@pytest.mark.parametrize("card", STARTERS, ids=lambda c: c.code)
@pytest.mark.parametrize("upgraded", [False, True], ids=["basic", "upgraded"])
def test_card_starter_both_sides_do_what_their_text_says(card: Card, upgraded: bool) -> None:
    text = card_text(card)
    steps = parse(text["upgraded"] if upgraded else text["effects"])
    distance = adventure_steps(steps)
    state = GAME.scenario(
        {
            "deck": pool(set(), 8),
            "board_tokens": {},
            "players": [
                {
                    "coins": 5,
                    "hand": pool(set(), 2, skip=8),
                    "upgraded": [card.code] if upgraded else [],
                    "position": PATH[len(PATH) - 1 - distance] if distance else "home",
                },
                {},
            ],
        }
    )
    model = Model.of(state)
    state.apply(f"activate {card.code}")
    drive(state)
    model.play(steps)
    model.check(state)
    assert state.main_left == 1


@pytest.mark.parametrize("card", PLAYABLE, ids=lambda c: c.code)
def test_card_play_costs_its_cost_and_carries_its_supply_value(card: Card) -> None:
    state = GAME.scenario({"deck": pool({card.code}, 4), "players": [{"coins": 5, "hand": [card.code]}, {}]})
    assert card.cost <= 5
    state.apply(f"play {card.code}")
    drive(state)
    f = facts(state)
    row = {"villager": "villagers", "gear": "gear", "building": "buildings"}[card.kind]
    assert f[row][0] == [card.code]
    assert f["supply"][card.code] == (0 if card.kind == "building" else card.supply)
    assert f["coins"][0] == 5 - card.cost


# -- gear and buildings: causing a trigger -------------------------------------------------------


TRIGGER_TEXT = re.compile(
    r"When (?:any player|you) (?P<verb>plays?|trash(?:es)?|tucks?|activates?|adventures?|claims?|draws?|gains?)"
    r"(?: (?P<rest>.+))?"
)


def read_trigger(card: Card) -> dict[str, str | None]:
    """The condition of a Gear card or Building, read from its text."""
    text = card_text(card)["trigger"]
    match = TRIGGER_TEXT.fullmatch(text)
    assert match, text
    verb = match["verb"].rstrip("s").replace("trashe", "trash")
    rest = match["rest"] or ""
    found: dict[str, str | None] = {"event": verb, "kind": None, "species": None, "reward": None}
    if verb in ("play", "trash", "tuck", "activate"):
        own = re.fullmatch(r"(?:their|your) (Nest|Lilypad|Warren)", rest)
        if own:
            found.update(kind="starter", species=SPECIES_OF_NAME[own[1]])
        else:
            words = re.fullmatch(r"an? (?:(Crow|Frog|Rabbit) )?(?:(Villager|Gear|Building|Starter) )?card", rest)
            assert words, text
            found["species"] = words[1].lower() if words[1] else None
            found["kind"] = words[2].lower() if words[2] else None
    elif verb == "claim":
        words = re.fullmatch(r"an? (Gain|Draw|Starter|Chest|Enchantment) reward", rest)
        assert words, text
        found["reward"] = {"Enchantment": "enchant"}.get(words[1], words[1].lower())
    elif verb == "draw":
        assert rest == "cards", text
    elif verb == "gain":
        assert rest == "coins", text
    return found


def a_card(kind: str | None, species: str | None, exclude: set[str]) -> str:
    """A card of that kind and species (a Villager if the kind is open), cost at most 5."""
    for card in UNIQUE:
        if (
            card.kind == (kind or "villager")
            and (species is None or card.species == species)
            and card.code not in exclude
            and card.deck in ("core", "academy")
            and card.cost <= 5
        ):
            return card.code
    raise AssertionError(f"no {species} {kind} card")


REWARD_START = {"gain": "wa1", "draw": "nl1", "starter": "n2", "chest": "wa2", "enchant": "nl4"}
VILLAGER_OF = {"crow": "rook_courier", "frog": "newt_ferryman", "rabbit": "hare_peddler", None: "hare_peddler"}


def cause(condition: dict[str, str | None], exclude: set[str]) -> tuple[dict[str, Any], str]:
    """Seat 0's area and the action that meets ``condition``."""
    event, kind, species = condition["event"], condition["kind"], condition["species"]
    if event == "play":
        code = a_card(kind, species, exclude)
        return {"hand": [code]}, f"play {code}"
    if event == "trash":
        return {"hand": [a_card(kind, species, exclude)], "villagers": ["carrion_auctioneer"]}, (
            "activate carrion_auctioneer"
        )
    if event == "tuck":
        return {"hand": [a_card(kind, species, exclude)], "villagers": ["night_watch_crow"]}, "free night_watch_crow"
    if event == "activate":
        if kind == "starter" and species is not None:
            return {"position": "wa1"}, f"activate {STARTER_OF[species]}"
        if kind == "starter":
            return {}, "activate warren"
        villager = VILLAGER_OF[species]
        return {"position": "wa1", "villagers": [villager]}, f"activate {villager}"
    if event == "adventure":
        return {"position": "wa1"}, "activate lilypad"
    if event == "claim":
        return {"position": REWARD_START[condition["reward"]], "hand": [a_card(None, None, exclude)]}, (
            "activate lilypad"
        )
    if event == "draw":
        return {"villagers": ["rook_courier"]}, "activate rook_courier"
    if event == "gain":
        return {}, "activate warren"
    raise AssertionError(f"cannot cause {condition}")


def mismatch(condition: dict[str, str | None]) -> dict[str, str | None] | None:
    """A condition like ``condition`` that its filter does not let through (``None``: no filter)."""
    if condition["event"] in ("play", "trash", "tuck") and (condition["kind"] or condition["species"]):
        if condition["species"]:
            other = next(s for s in ("crow", "frog", "rabbit") if s != condition["species"])
            return {**condition, "species": other}
        other_kind = "gear" if condition["kind"] != "gear" else "villager"
        return {**condition, "kind": other_kind}
    if condition["event"] == "activate" and (condition["kind"] or condition["species"]):
        if condition["kind"] == "starter":
            other = "rabbit" if condition["species"] != "rabbit" else "crow"
            return {
                "event": "activate",
                "kind": "villager" if condition["species"] is None else "starter",
                "species": other,
            }
        return {"event": "activate", "kind": "starter", "species": condition["species"] or "rabbit"}
    if condition["event"] == "claim":
        return {**condition, "reward": "gain" if condition["reward"] != "gain" else "draw"}
    return None


def run_cause(card: Card, condition, card_area: dict[str, Any] | None, seat_of_card: int) -> tuple[Any, list]:
    """The position where seat 0 meets ``condition``, with ``card`` (if ``card_area``) in the
    area of ``seat_of_card``; the state after the action and the policy, and the events."""
    area, action = cause(condition, {card.code})
    players: list[dict[str, Any]] = [{"coins": 5, **area}, {"coins": 5}]
    if card_area is not None:
        players[seat_of_card] = {**players[seat_of_card], **card_area}
    spec = {
        "deck": pool({card.code, *area.get("hand", [])}, 8),
        "board_tokens": {},
        "board_enchant": {"nl5": ["moon", "moon"], "en1": ["sun", "sun"]},
        "players": players,
    }
    for p in players:
        p.setdefault("tokens", ["star"])
    state = GAME.scenario(spec)
    events = state.apply(action)
    events += drive(state)
    return state, events


TRIGGER_GEAR = GEAR


@pytest.mark.parametrize("card", GEAR, ids=lambda c: c.code)
def test_card_gear_trigger_met_by_the_other_player(card: Card) -> None:
    condition = read_trigger(card)
    control, _ = run_cause(card, condition, None, 1)
    state, events = run_cause(card, condition, {"gear": [{"code": card.code, "supply": 2}]}, 1)
    fired = [e for e in of_type(events, "trigger") if e["card"] == card.code]
    assert len(fired) == 1 and fired[0]["rule"] == "gear.trigger" and fired[0]["seat"] == 0
    assert facts(state)["supply"][card.code] == 1
    assert facts(state)["coins"][0] == facts(control)["coins"][0] + 1  # the coin to the triggering player
    assert facts(state)["coins"][1] == facts(control)["coins"][1]


@pytest.mark.parametrize("card", GEAR, ids=lambda c: c.code)
def test_card_gear_trigger_not_when_empty_nor_when_the_filter_fails(card: Card) -> None:
    condition = read_trigger(card)
    control, _ = run_cause(card, condition, None, 1)
    state, events = run_cause(card, condition, {"gear": [{"code": card.code, "supply": 0}]}, 1)
    assert not [e for e in of_type(events, "trigger") if e["card"] == card.code]
    assert facts(state)["coins"] == facts(control)["coins"]
    other = mismatch(condition)
    if other is not None:
        state, events = run_cause(card, other, {"gear": [{"code": card.code, "supply": 2}]}, 1)
        assert not [e for e in of_type(events, "trigger") if e["card"] == card.code], other
        assert facts(state)["supply"][card.code] == 2


@pytest.mark.parametrize("card", GEAR, ids=lambda c: c.code)
def test_card_gear_relic_resolves_when_tucked_at_the_end_of_its_owners_turn(card: Card) -> None:
    relic = parse(card_text(card)["relic"])
    spec = {
        "deck": pool({card.code}, 6),
        "main_actions_left": 1,
        "players": [
            {"coins": 2, "hand": pool({card.code}, 2, skip=6), "villagers": [{"code": "hare_peddler", "supply": 1}]},
            {},
        ],
    }
    spec["players"][0]["gear"] = [{"code": card.code, "supply": 0}]
    state = GAME.scenario(spec)
    model = Model.of(state)
    model.villager = "hare_peddler"
    del model.supply[card.code]
    events = state.apply("activate warren")
    events += drive(state)
    assert [e["card"] for e in of_type(events, "relic")] == [card.code]
    model.play([("gain", 1), *relic])
    model.tucked += 1  # the Gear card itself
    model.check(state)
    assert facts(state)["gear"][0] == [] and state.active == 1


@pytest.mark.parametrize("card", [b for b in BUILDINGS if b.code != "zero_waste"], ids=lambda c: c.code)
@pytest.mark.parametrize("enchanted", [False, True], ids=["plain", "enchanted"])
def test_card_building_trigger_for_its_owner(card: Card, enchanted: bool) -> None:
    text = card_text(card)
    condition = read_trigger(card)
    effects = parse(text["effects"])
    if enchanted and text["enchant_kind"] == "slot":
        effects += parse(text["enchant"])
    control, _ = run_cause(card, condition, None, 0)
    entry = {"code": card.code, "supply": 0, **({"enchanted": "star"} if enchanted else {})}
    tokens = [] if enchanted else ["star"]  # the player's star token enchants the building
    state, events = run_cause(card, condition, {"buildings": [entry], "tokens": tokens}, 0)
    fired = [e for e in of_type(events, "trigger") if e["card"] == card.code]
    assert len(fired) == 1 and fired[0]["rule"] == "buildings.trigger"
    invest = sum(step[1] for step in effects if step[0] == "invest")
    gain = sum(step[1] for step in effects if step[0] == "gain")
    draw = sum(step[1] for step in effects if step[0] == "draw")
    assert {step[0] for step in effects} <= {"invest", "gain", "draw"}, effects
    assert facts(state)["supply"][card.code] == invest
    assert facts(state)["coins"][0] == facts(control)["coins"][0] - invest + gain
    assert len(facts(state)["hands"][0]) == len(facts(control)["hands"][0]) + draw


@pytest.mark.parametrize("card", BUILDINGS, ids=lambda c: c.code)
def test_card_building_does_not_trigger_for_the_opponent(card: Card) -> None:
    condition = read_trigger(card)
    control, _ = run_cause(card, condition, None, 1)
    state, events = run_cause(card, condition, {"buildings": [card.code]}, 1)
    assert not [e for e in of_type(events, "trigger") if e["card"] == card.code]
    assert facts(state)["coins"] == facts(control)["coins"] and facts(state)["supply"][card.code] == 0


@pytest.mark.parametrize(
    "card", [b for b in BUILDINGS if card_text(b)["enchant_kind"] == "one_time"], ids=lambda c: c.code
)
def test_card_building_one_time_enchantment(card: Card) -> None:
    steps = parse(card_text(card)["enchant"])
    state = GAME.scenario(
        {
            "deck": pool({card.code}, 6),
            "players": [
                {
                    "coins": 2,
                    "hand": pool({card.code}, 2, skip=6),
                    "villagers": [{"code": "hare_peddler", "supply": 1}],
                    "buildings": [card.code],
                    "tokens": ["star"],
                },
                {},
            ],
        }
    )
    model = Model.of(state)
    model.villager, model.building = "hare_peddler", card.code
    events = state.apply(f"enchant {card.code}")
    events += drive(state)
    assert events[0]["rule"] == "actions.enchant"
    model.play(steps)
    model.check(state)
    assert state.observe(0)["seats"][0]["buildings"][0]["enchanted"] == "star"


@pytest.mark.parametrize("card", [b for b in BUILDINGS if card_text(b)["enchant_kind"] == "slot"], ids=lambda c: c.code)
def test_card_building_slot_enchantment_does_nothing_when_placed(card: Card) -> None:
    state = GAME.scenario(
        {"deck": pool({card.code}, 4), "players": [{"coins": 2, "buildings": [card.code], "tokens": ["star"]}, {}]}
    )
    before = facts(state)
    events = state.apply(f"enchant {card.code}")
    assert [e["type"] for e in events] == ["enchant"]
    after = facts(state)
    assert (after["coins"], after["hands"], after["deck"]) == (before["coins"], before["hands"], before["deck"])


def test_card_zero_waste_plays_the_trashed_gear_paying_its_cost() -> None:
    spec = {
        "players": [
            {"coins": 5, "hand": ["hand_cart"], "villagers": ["carrion_auctioneer"], "buildings": ["zero_waste"]},
            {},
        ],
    }
    state = GAME.scenario({"deck": pool(set(), 4), **spec})
    state.apply("activate carrion_auctioneer")  # Trash 1 card from your hand (Hand Cart, a Gear card): Gain 4
    assert sorted(state.legal_actions()) == ["play hand_cart", "skip"]
    state.apply("play hand_cart")
    assert facts(state)["gear"][0] == ["hand_cart"] and facts(state)["coins"][0] == 5 - 1 + 4
    # not for a trashed Villager card
    spec["players"][0]["hand"] = ["pond_skater"]
    state = GAME.scenario({"deck": pool({"pond_skater"}, 4), **spec})
    events = state.apply("activate carrion_auctioneer")
    assert not of_type(events, "trigger") and state.choice.kind == "turn"


def test_card_every_card_is_covered() -> None:
    covered = {c.code for c in VILLAGERS + STARTERS + GEAR + BUILDINGS}
    assert covered == {card.code for card in CARDS}
