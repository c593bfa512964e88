"""The first lessons of Venture Forth: a quick start (theme, goal, scoring, setting up, your first
turns on a dealt table), journeys, and ambitions with the levels they climb.

The rulebook's worked examples are replayed from :mod:`..examples` (where the Gorgon may go,
exerting, the Poet and the Dragon, the Archer's journey, which the learner plays); the other
tables are ours. On them every move of the learner is their own: the lesson goes on from it, and
the words that follow are written from the live table.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import takewhile
from typing import Any

from ....core.record import make_record
from ....tutor.model import Ask, Do, Expect, Goal, Lesson, Move, Respond, Say, Setup, View
from ..cards import BY_CODE as CARDS
from ..examples import BY_NAME
from ..model import Enemy
from ..show import treasure_words
from .common import (
    GAME,
    GIFTS,
    acting,
    card_name,
    complete_paths,
    deciding,
    desires,
    kept,
    listed,
    mine,
    on_path,
    path_words,
    retold,
    said,
    site_words,
    spec,
    temple_at,
    turn_over,
)

# --- 1. quick start --------------------------------------------------------------------------------

#: A dealt table (seed 279, seat 0 starts). Seat 0's hand holds a single adventurer (a redraw, then
#: the Scribe); the learner, seat 1, holds the Archer and the Peltast with 4 coins.
FIRST_TABLE = make_record(GAME, 2, 279, {"first_player": 0}, [])
#: The temple sites the learner may choose (Seat 0 takes the Country).
FREE_SITES = ("shore", "mountains", "wild_north")


def _pawn_outcome(site: str) -> str:
    """What setting the pawn at ``site`` led to: its temple and gift, from the board data."""
    temple = temple_at(site)
    assert temple is not None, site
    return (
        f"Your pawn stands at {site_words(site)}: an offering there brings {GIFTS[temple]} (lesson 4). "
        "Your journeys start from your pawn's site."
    )


def _seat0_played(view: View) -> str:
    """A turn's four actions, and the card Seat 0 has just played on the live table."""
    cards = [card_name(card["card"]) for card in view["board"]["cards"]]
    done = f"Seat 0 has just played {cards[0]}." if cards else "Seat 0 has just taken its turn."
    return (
        "**A turn** (rulebook: Playing a Turn). Turns go clockwise; on yours you take one action: **Play a "
        "Card**, **Venture Forth** along a complete path, make an **Offering** at your pawn's temple, or "
        f"**Regroup** (swap cards from your hand). {done}"
    )


def _after_first_card(view: View) -> str:
    """The draw, told from the learner's hand after their first card (and their token, if any)."""
    hand = len(mine(view)["hand"])
    placed = view["board"]["tokens"]  # Seat 0 has laid none yet: any token is the learner's
    token = (
        f" Your explore token lies beside {path_words(placed[0]['path'])}: whoever completes a journey along "
        "that path next takes it (lesson 2)."
        if placed
        else ""
    )
    return (
        f"**The draw** (rulebook: Step 3: Draw One Card). You drew one card, so you hold {hand} again: after "
        "the draw a hand has five. An empty deck is rebuilt from the shuffled discards." + token
    )


def _next_turn(view: View) -> str:
    """The learner's next turn: the actions open to them where their pawn stands."""
    site = mine(view)["site"]
    temple = temple_at(site)
    choices = ["another card"]
    if temple:
        choices.append(f"an offering at {site_words(site)}: a coin for {GIFTS[temple]}")
    choices += [f"a journey along {path_words(path)}, now complete (lesson 2)" for path in complete_paths(view)]
    either = choices[0] if len(choices) == 1 else f"{'; '.join(choices[:-1])}; or {choices[-1]}"
    return f"**Your next turn**, your own choice: {either}."


QUICK_START = Lesson(
    id="quick_start",
    game=GAME,
    title="Quick start",
    summary="The theme, the goal and how you score; setting up your party; your first card played.",
    sections=[
        "setup",
        "setup.redraw",
        "setup.start",
        "setup.pawn",
        "turn",
        "play.place",
        "play.resource",
        "play.explore",
        "play.draw",
    ],
    steps=[
        Setup(
            record=FIRST_TABLE,
            seat=1,
            text="**Welcome to Venture Forth** (rulebook: Goal of the Game), a game of Greek myth for 2 to 4 "
            "players. You lead a party of adventurers between five sites. The players build the paths between "
            "the sites from encounter cards; a party walking a finished path meets every card on it: "
            "adventurers to hire, enemies to beat or pay off.",
            teaches=["goal"],
        ),
        Say(
            "**How you score** (rulebook: Goal of the Game; Calculating Scores). Your adventurers gather "
            "**will**; when one's **ambition** is met on a journey, it trades will for points and may climb a "
            "level. At the end you add a point per will left, a point per two coins, the **treasures** your "
            "adventurers can use and a bonus for the most explore tokens; each **despair** costs 3. The most "
            "points wins.",
            teaches=["goal", "scores"],
        ),
        Say(
            "**The table** (rulebook: Components; Setting Up the Game). This is the board's side with the sea "
            "in a corner, the one for a first game (the rulebook prints no map: both sides are ours in this "
            "kit). Sites and cards carry region colours. The deck mixes 36 adventurers (with a text box) and 36 "
            "enemies; each player was dealt six. The starting player has 3 coins, the others 4. In turn, each "
            "starts a party with an adventurer from hand, paying its power in coins, gives it a Level I card "
            "and sets a pawn on a free temple site.",
            teaches=["components", "setup"],
        ),
        Do(
            ["redraw", "start scribe", "pawn country"],
            text="Seat 0 starts. Its hand held one adventurer, so it showed its hand and drew six new cards (the "
            "rulebook allows it with one adventurer or none; our reading adds a hand whose adventurers cost "
            "too much). It took the Scribe for its 3 coins and set its pawn in the Country.",
            teaches=["setup"],
        ),
        Expect(
            "Your turn to set up, with 4 coins. You hold two adventurers, the **Archer** (power 2) and the "
            "**Peltast** (power 3): the number in a card's corner is its power and its price. Which one leads "
            "your party?",
            ["start archer", "start peltast"],
            outcomes={
                "start archer": "The Archer joins for 2 coins; you keep 2. Its ambition, from the rulebook: "
                "meet an enemy of power under seven.",
                "start peltast": "The Peltast joins for 3 coins; you keep 1. In this kit its ambition is met "
                "whenever your party defeats an enemy.",
            },
            teaches=["setup"],
        ),
        Expect(
            "Now your pawn: any temple site without a pawn (Seat 0 holds the Country).",
            [f"pawn {site}" for site in FREE_SITES],
            outcomes={f"pawn {site}": _pawn_outcome(site) for site in FREE_SITES},
            teaches=["setup"],
        ),
        Respond(text=_seat0_played, teaches=["turn", "actions"]),
        Goal(
            "**Your turn: Play a Card** (rulebook: Play a Card). A card goes on an empty path space next to a "
            "site or a card of its own colour, title to the north: pick a card in your hand to light its "
            "spaces. Then you collect the space's symbol: a will (on an adventurer), a coin, a will plus (two "
            "will for you, one for each rival), or coin or will. An explore icon also turns up a token for you "
            "to lay beside a path. Last, you draw a card.",
            goal=acting(["play"]),
            refuse=True,
            miss="This first turn, play a card: the other actions come in the next lessons.",
            outcome=retold,
            until=turn_over,
            demo=["play pirate_lookout p1.2", "token p3"],
            teaches=["placement", "collect"],
        ),
        Say(_after_first_card, teaches=["draw"]),
        Goal(
            _next_turn,
            outcome=retold,
            until=turn_over,
            demo=["offer hestia"],
            teaches=["actions"],
        ),
    ],
)


# --- 2. a journey ----------------------------------------------------------------------------------

#: A party of five at the Shore, with coins to spare; two adventurers on the path to the Country.
FULL_PARTY = spec(
    {"coins": 9, "site": "shore", "party": ["poet", "net_weaver", "argonaut", "trireme_captain", "charioteer"]},
    board={"p1.1": "oarsman", "p1.2": "vintner"},
    deck=["lamia", "basilisk"],
)

#: The Dryad (power 2, one will, 3 coins) in the Country, where two paths are complete: to the North
#: Wilderness past the wandering Centaur Raiders (3, vicious: will twice) and the Satyr Piper (2),
#: to the Mountains past the Stymphalian Birds (3, a coin) and the Silver Miner (1). A token of
#: treasures lies beside each; the Dryad desires wealth.
JOURNEYS = spec(
    {"coins": 3, "site": "country", "party": [{"card": "dryad", "will": 1}], "hand": ["harpy"]},
    board={
        "p5.1": {"card": "centaur_raiders", "wandering": True},
        "p5.2": "satyr_piper",
        "p3.1": "stymphalian_birds",
        "p3.2": "silver_miner",
    },
    path_tokens={"p5": "2t", "p3": "3t"},
    treasure_deck=["cup_of_midas", "helm_of_hades", "owl_of_athena"],
    deck=["lamia", "basilisk"],
)

#: What an enemy's symbols ask, in words: one symbol, or two alike (a vicious enemy).
DESIRES = {"will": ("a will", "two will"), "coin": ("a coin", "two coins"), "despair": ("a despair", "two despair")}


def _enemy(view: View) -> str:
    """The enemy the learner's party meets, its power and what it desires, and how to fight it."""
    travel = view["travel"]
    enemy = CARDS[travel["encounter"]]
    assert isinstance(enemy, Enemy), f"the encounter {travel['encounter']} is not an enemy"
    desires = enemy.desires
    wanted = listed([DESIRES[desire][desires.count(desire) - 1] for desire in sorted(set(desires))])
    vicious = " (two symbols: it is **vicious**)" if len(desires) == 2 else ""
    return (
        f"**An enemy** (rulebook: Encountering an Enemy; Exerting): {card_name(travel['encounter'])}, power "
        f"{travel['encounter_power']}, against your party's {travel['party_power']}. A party at least as strong "
        "beats it and discards it. An adventurer may **exert**: it gives up one will to double its power for "
        f"this fight only. If you lose, it takes what it desires (rulebook: What's Desired): {wanted}{vicious}; "
        "a will or coin you cannot give becomes a **despair** on one of your adventurers."
    )


def _adventurer(view: View) -> str:
    """The adventurer the learner's party meets, and what recruiting it costs."""
    travel = view["travel"]
    return (
        f"**An adventurer** (rulebook: Encountering an Adventurer): {card_name(travel['encounter'])} joins your "
        f"party if you pay its power, {travel['encounter_power']}, in coins (you have {mine(view)['coins']}); it "
        "takes a Level I card of its own. Recruit it, or leave it on the path?"
    )


def _arrival(move: Move) -> str:
    """What recruiting or leaving the adventurer led to, then what arriving did to the cards left on
    the learner's path: read from their view before and after the move (the fights were over before)."""
    travel = move.before["travel"]
    hired = " ".join(filter(None, (said(event, move.before) for event in _before_arriving(move.events))))
    now = {card["card"] for card in on_path(move.after, travel["path"])}
    before = on_path(move.before, travel["path"])
    turned = [card_name(card["card"]) for card in before if card["card"] in now]
    gone = [card_name(card["card"]) for card in before if card["card"] not in now and card["wandering"]]
    fates = [f"sideways now: {listed(turned)}"] if turned else []
    if gone:
        fates.append(f"to the discard pile (wandering already): {listed(gone)}")
    yours = f", {'; '.join(fates)}" if fates else " nothing is left: you beat or hired every card"
    left = f"You leave {card_name(travel['encounter'])} on the path."
    return (
        f"{hired or left} **Arriving** (rulebook: Arriving at the Destination) at "
        f"{site_words(mine(move.after)['site'])}: every card left on the path you travelled turns sideways "
        f"(**wandering**), and one wandering already goes to the discard pile instead, which is no defeat. On "
        f"your path{yours}."
    )


def _before_arriving(events: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """The events of a move before its pawn arrives (recruiting the adventurer, if the learner did)."""
    return list(takewhile(lambda event: event["type"] != "arrive", events))


def _token(view: View) -> str:
    """The path's explore token the learner takes on arriving, and who may score its treasures."""
    looking = listed([treasure_words(code) for code in view["looking"]])
    return (
        f"**Explore tokens** (rulebook: Explore Tokens). The token beside your path is yours: look at {looking} "
        "and keep one in secret; the rest go under the treasure deck. At the end each adventurer scores one "
        f"treasure of the type it desires: {desires(view)}."
    )


VENTURE = Lesson(
    id="venture",
    game=GAME,
    title="Venture Forth",
    summary="Complete paths and journeys: placement, exerting, enemies and what they desire, despair, "
    "recruiting and the party limit, arriving, wandering cards and explore tokens.",
    sections=[
        "venture",
        "venture.enemy",
        "venture.exert",
        "venture.defeat",
        "venture.desired",
        "despair",
        "venture.adventurer",
        "venture.recruit",
        "venture.party_limit",
        "venture.arrive",
        "explore",
    ],
    steps=[
        Setup(
            scenario=dict(BY_NAME["gorgon_placement"].spec),
            text="**Complete paths** (rulebook: Venture Forth). A party travels only a path whose every space "
            "holds a card, so where cards may go matters. The rulebook's example: you hold the Gorgon, a shore "
            "card (blue). The cards around it are ours (in this kit): the Giant Crab and the Siren, shore cards "
            "too, and the Shepherd, a country card.",
            teaches=["placement", "venture"],
        ),
        Ask(
            "Where may the Gorgon not go?",
            [
                "Beside the Shepherd, on the bending path",
                "Beside the Siren",
                "Beside the Giant Crab",
                "Next to the Shore",
            ],
            answer=0,
            explanation="The Shepherd is a country card: the space beside it touches no blue site or card.",
            feedback={
                "Beside the Siren": "It may: the Siren is a shore card, blue like the Gorgon (rulebook: Play a Card).",
                "Beside the Giant Crab": "It may: the Giant Crab is blue too, so the space beyond it takes the "
                "Gorgon (rulebook: Play a Card).",
                "Next to the Shore": "It may: a card goes next to a site of its own colour (rulebook: Play a Card).",
            },
        ),
        Setup(
            scenario=dict(BY_NAME["exert"].spec),
            text="**A journey** (rulebook: Venture Forth). The pawn steps onto each card of a complete path in "
            "turn, the party deals with it, and at last reaches the far site. The rulebook's example of exerting "
            "names no cards: an adventurer of power 3 meets an enemy of power 6. We play it with cards of ours (in "
            "this kit): your Scribe (power 3, one will) in the Country, and the path to the Shore complete.",
            teaches=["venture"],
        ),
        Do(
            list(BY_NAME["exert"].actions),
            text="You set out and meet our Cattle Raiders, power 6. Your Scribe **exerts** (rulebook: Exerting): "
            "it gives up its will and its power doubles to 6 for this fight, enough to beat them. Our Giant Crab "
            "(3) falls too, and your pawn reaches the Shore.",
            teaches=["exerting", "enemy"],
        ),
        Setup(
            scenario=FULL_PARTY,
            text="**Recruiting** (rulebook: Encountering an Adventurer). An adventurer on your path may join "
            "your party for its power in coins. Here your party has five adventurers and 9 coins.",
            teaches=["adventurer"],
        ),
        Do(
            ["venture p1"],
            text="Your party walks past the Oarsman and the Vintner: neither may join, since five is the most a party "
            "holds (our reading of the Party Limit Rule, which forbids recruiting more than five).",
            teaches=["adventurer"],
        ),
        Setup(
            scenario=JOURNEYS,
            text="**Your journey.** Your Dryad (power 2, one will) stands in the Country with 3 coins. Two paths "
            "out of it are complete, each past an enemy and an adventurer to a token of treasures. The cards are "
            "ours, like most in this kit: the rulebook names only a few.",
            teaches=["venture"],
        ),
        Goal(
            "Venture Forth along one of them: to the North Wilderness, or to the Mountains?",
            goal=acting(["venture"]),
            refuse=True,
            miss="Here, set out on a journey: choose one of the two complete paths.",
            outcome=retold,
            demo=["venture p5"],
            teaches=["venture"],
        ),
        Goal(_enemy, outcome=retold, demo=["face"], teaches=["enemy", "exerting", "desired", "despair"]),
        Goal(_adventurer, outcome=_arrival, demo=["recruit"], teaches=["adventurer", "arriving"]),
        Goal(_token, outcome=kept, teaches=["explore_tokens"]),
    ],
)


# --- 3. ambitions and levels -----------------------------------------------------------------------

#: The Mountain Guide at Level II with 3 will in the Country, 0 coins; toward the Mountains the
#: Teumessian Fox (2) and the Beekeeper; three Level III cards face up.
LEVEL_THREE = spec(
    {"coins": 0, "site": "country", "party": [{"card": "mountain_guide", "level": 2, "will": 3}]},
    board={"p3.1": "teumessian_fox", "p3.2": "beekeeper"},
    level3=[
        ["glory_of_perseus", "daring_of_icarus"],
        ["strength_of_heracles", "rage_of_achilles"],
        ["voice_of_orpheus", "craft_of_daedalus"],
    ],
    deck=["lamia", "basilisk"],
)


#: The rulebook's journey of the Archer (rulebook: Example of a Venture Forth Action).
ARCHER = BY_NAME["archer_journey"]


def _lion(view: View) -> str:
    """The Lion, with the will the learner's Archer has left after the trade they chose."""
    will = mine(view)["party"][0]["will"]
    return (
        f"The Lion: power 4, vicious, it desires two will. Your party has power 2, and your Archer {will} will. "
        "Face it, or exert?"
    )


def _lion_fought(move: Move) -> str:
    """What the learner's fight with the Lion led to (and our reading when they exerted)."""
    note = (
        " The rulebook's John did not exert; as we read the Exerting rule, he could have."
        if "exert" in move.action
        else ""
    )
    return retold(move) + note


def _after_trade(view: View) -> str:
    """What follows the Guide's trade: the Level III cards to choose from, or the fight."""
    if deciding("level3")(view):
        return (
            "**Level III**: the Level II card goes back to the supply, and your Guide takes the top card of one "
            "of the three stacks (ours, in this kit). Each has one trade and an ability that always works: "
            "Glory of Perseus, 3 will for 8 points and a point whenever your party beats an enemy; Strength of "
            "Heracles, 4 will for 10 points and 2 more power; Voice of Orpheus, 3 will for 8 points and recruits "
            "1 coin cheaper."
        )
    guide = mine(view)["party"][0]
    return (
        f"Your Guide stays at Level II with {guide['will']} will for a later ambition. Now the fight: the Fox "
        "has power 2, like your Guide. Exert, or face it?"
    )


AMBITIONS = Lesson(
    id="ambitions",
    game=GAME,
    title="Ambitions and levels",
    summary="Ambitions met on a journey, the level card's trades, Level II and Level III; the Poet and the "
    "Dragon, then the rulebook's whole journey of the Archer.",
    sections=["ambitions", "ambitions.level_up", "level3.ability"],
    steps=[
        Setup(
            scenario=dict(BY_NAME["poet_and_dragon"].spec),
            text="**Ambitions** (rulebook: Ambitions & Leveling Up). Every adventurer card names an ambition. "
            "When a journey meets it, you may announce it: the adventurer hands back will for what its level "
            "card offers. Level I offers two trades, once per trigger: 1 will for 3 points, or 2 will for 4 "
            "points, a level up and one despair off. The rulebook's Poet (4 will, 1 despair) longs for an enemy "
            "of power 10 or more.",
            teaches=["ambitions", "leveling_up"],
        ),
        Do(
            list(BY_NAME["poet_and_dragon"].actions),
            text="The rulebook's part, played for you: your Poet meets the Dragon (power 12) and its ambition is "
            "met; you take the second trade: 4 points, the Level I card turns over to Level II, the despair goes. "
            "The rulebook stops there; the fight that follows is ours (in this kit): your Poet's power, 3, cannot "
            "beat 12, and our Dragon, vicious, leaves two despair on it.",
            teaches=["ambitions", "leveling_up"],
        ),
        Setup(
            scenario=dict(ARCHER.spec),
            text="**The rulebook's full example** (rulebook: Example of a Venture Forth Action), yours to play. "
            "Your Archer (Level I, 3 will, power 2; ambition: an enemy of power under seven) is in the Country "
            "with 2 coins. Toward the Mountains lie the Hoplite, an adventurer costing 3, then the Lion, an enemy "
            "of power 4, wandering already, and a token of three treasures.",
            teaches=["venture_example"],
        ),
        Ask(
            "What will happen when your pawn reaches the Hoplite?",
            ["Nothing: you cannot pay its 3 coins", "You hire it for your 2 coins", "Your party fights it"],
            answer=0,
            explanation="Hiring costs the full power in coins; with 2 you walk past.",
            feedback={
                "You hire it for your 2 coins": "The price is the adventurer's power, 3 here, paid in full "
                "(rulebook: Encountering an Adventurer).",
                "Your party fights it": "Only enemies are fought; an adventurer is hired or left (rulebook: "
                "Encountering an Adventurer).",
            },
            teaches=["venture_example"],
        ),
        Do(
            list(ARCHER.actions[:1]),
            text="You set out, pass the Hoplite and meet the Lion: your Archer's ambition is met.",
        ),
        Goal(
            "Which trade? The rulebook's John takes the second: 2 will for 4 points and Level II.",
            outcome=retold,
            demo=ARCHER.actions[1:2],
            teaches=["venture_example"],
        ),
        Goal(_lion, outcome=_lion_fought, demo=ARCHER.actions[2:3], teaches=["venture_example"]),
        Goal(
            "In the Mountains the Hoplite, left behind, wanders. The token is yours: keep one of three treasures "
            "(ours, in this kit).",
            outcome=kept,
            demo=ARCHER.actions[3:4],
            teaches=["venture_example"],
        ),
        Setup(
            scenario=LEVEL_THREE,
            text="**Higher levels** (rulebook: Leveling Up). In this kit Level II trades 2 will for 5 points, or "
            "3 will for 7 points, a level up and a despair off. Your Mountain Guide is at Level II with 3 will; "
            "its ambition (ours) is an enemy of power 6 or less.",
            teaches=["leveling_up"],
        ),
        Do(["venture p3"], text="You set out and meet the Teumessian Fox (2): your Guide's ambition is met."),
        Goal(
            "Trade 2 will for 5 points, 3 will for 7 points and Level III, or keep your will?",
            outcome=retold,
            demo=["ambition mountain_guide 2"],
            teaches=["leveling_up"],
        ),
        Goal(_after_trade, outcome=retold, until=turn_over, demo=["level3 glory_of_perseus"]),
    ],
)


LESSONS: tuple[Lesson, ...] = (QUICK_START, VENTURE, AMBITIONS)
