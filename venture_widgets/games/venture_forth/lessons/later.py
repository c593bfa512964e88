"""The later lessons of Venture Forth: the temples and the treasures, then the end of the game.

Each opens with the rulebook's worked examples replayed live from :mod:`..examples` (their
positions and their moves, in order, shown by the tutor), then the learner plays a table of ours:
every move they make there is their own choice, and the lesson goes on from it. The temples are
named from the board data (:mod:`..boards`), never by hand.

>>> [lesson.id for lesson in LESSONS]
['temples_and_treasures', 'end_of_game']
>>> [step.actions for step in TEMPLES_AND_TREASURES.steps if isinstance(step, Do)][0]
('offer hestia',)
"""

from __future__ import annotations

from typing import Any

from ....tutor.model import Ask, Do, Expect, Goal, Lesson, Move, Play, Setup, Step, View
from ..boards import BOARDS, DEFAULT_BOARD
from ..examples import BY_NAME
from ..moves import plural
from .common import (
    GAME,
    GIFTS,
    OTHER,
    acting,
    deciding,
    mine,
    retold,
    side,
    site_name,
    site_words,
    temple_at,
    temple_name,
    token_face,
    turn_over,
)

# --- 4. temples and treasures ---------------------------------------------------------------------


def example(name: str, before: str, text: str, cut: int | None = None) -> list[Step]:
    """The steps that replay worked example ``name``: its position, shown with ``before``, then its
    moves played by the tutor with ``text`` (the first ``cut`` of them, when the rest follow in later
    steps)."""
    found = BY_NAME[name]
    return [Setup(scenario=dict(found.spec), text=before), Do(list(found.actions[:cut]), text=text)]


def heading(name: str) -> str:
    """The temple of worked example ``name`` and the site it stands at, from the board data:
    ``"**Hestia**, at the Shore"``."""
    found = BY_NAME[name].spec
    where, board = found["players"][0]["site"], found.get("side", DEFAULT_BOARD)
    temple = temple_at(where, board)
    assert temple is not None, name
    name = temple_name(temple)
    return f"**{name[:1].upper()}{name[1:]}**, at {site_name(where, board)}"


def _wandering(card: str) -> dict[str, Any]:
    """A card on the board that lies sideways."""
    return {"card": card, "wandering": True}


#: Nineteen of the twenty path spaces hold a card, five of them wandering; the coin space by the
#: Mountains on the path to the North Wilderness is empty. You stand in the Country with 2 coins,
#: two treasures and two mountain cards that fit that space; your Archer bears a despair.
TABLE = {
    "deck": ["lamia", "basilisk", "typhon", "cerberus"],
    "board": {
        "p1.1": "giant_crab",
        "p1.2": _wandering("vintner"),
        "p2.1": "pearl_diver",
        "p2.2": "siren",
        "p2.3": _wandering("bandits"),
        "p3.1": "scribe",
        "p3.2": "cyclops",
        "p4.2": _wandering("harpy"),
        "p4.3": "dryad",
        "p5.1": "satyr_revellers",
        "p5.2": _wandering("hydra"),
        "p6.1": "beekeeper",
        "p6.2": "sphinx",
        "p6.3": "empusa",
        "p7.1": "oarsman",
        "p7.2": _wandering("centaur_raiders"),
        "p8.1": "amazon",
        "p8.2": "griffin",
        "p8.3": "peltast",
    },
    "players": [
        {
            "coins": 2,
            "site": "country",
            "party": [{"card": "archer", "will": 1, "despair": 1}],
            "hand": ["stonecutter", "chimera"],
            "treasures": ["sickle_of_cronus", "scroll_of_orpheus"],
        },
        {**OTHER, "hand": ["talos", "herbalist"]},
    ],
}


def _first_action(view: View) -> str:
    """The first action on the learner's own table: treasures first, then the choices."""
    temple = temple_at(mine(view)["site"])
    assert temple is not None, "the lesson's pawn stands on a temple site"
    return (
        "**Your action.** Before it you may discard one treasure for its ability (rulebook: Treasure Cards: "
        "Abilities; the abilities are ours in this kit), one a turn; a used treasure scores nothing. An "
        "ability works whatever your adventurers desire: your Archer desires might, yet the Scroll of Orpheus "
        "(knowledge) still gives its 2 coins; the Sickle of Cronus gives 4 power this turn. Then fill the last "
        "space, set out along a complete path toward a temple, or make an offering at "
        f"{site_words(mine(view)['site'])}: {GIFTS[temple]}."
    )


def _next_action(view: View) -> str:
    """The learner's next turn, at the site their first action took them to."""
    site = mine(view)["site"]
    temple = temple_at(site, side(view))
    offer = f"an offering here brings {GIFTS[temple]}" if temple else "no offering here"
    coins = plural(mine(view)["coins"], "coin")
    return f"**Your next turn**, at {site_words(site)}: {offer}. You have {coins}. Your choice."


TEMPLES_AND_TREASURES = Lesson(
    id="temples_and_treasures",
    game=GAME,
    title="Temples and treasures",
    summary="The five temples with the rulebook's examples, which side each stands on, then a table of your "
    "own: treasure abilities, the Zeus rule, offerings and Regroup.",
    sections=[
        "temple",
        "temple.hestia",
        "temple.muses",
        "temple.nike",
        "temple.hermes",
        "temple.hades",
        "treasure.ability",
        "regroup",
        "turn.zeus",
    ],
    steps=[
        *example(
            "hestia_with_despair",
            "**Offerings** (rulebook: Making an Offering at the Temple): as your action, you pay a coin at the "
            "temple under your pawn for its gift. The rulebook's examples follow, played for you on our board; "
            "where the rulebook names no card, the cards are ours (in this kit). "
            f"{heading('hestia_with_despair')}: you have a coin, and your Archer bears a despair.",
            "You pay your coin: a will goes on your Archer and, since it bore a despair, the despair goes back.",
        ),
        *example(
            "hestia_without_despair",
            "Hestia again, with no despair on your Archer.",
            "You pay your coin: the will is all.",
        ),
        *example(
            "muses_one_each",
            f"{heading('muses_one_each')}: you have a coin, and your party is the rulebook's Archer and Priestess.",
            "A coin buys two will to share as you like: one goes on your Archer, one on your Priestess...",
        ),
        *example("muses_both_on_one", "The Muses again, the same party.", "...or both on your Archer."),
        *example(
            "nike",
            f"{heading('nike')}: you have 2 coins and hold our Mountain Wolves, and the path to the North "
            "Wilderness lacks one card.",
            "A coin buys two more turns straight after this one, on which this temple accepts no offering. You "
            "play the Mountain Wolves on the first, which completes the path, and venture along it on the second.",
        ),
        *example(
            "hermes",
            f"{heading('hermes')}: our Giant Crab and Shepherd lie on the path to the Shore, beside a 2-coin token.",
            "A coin sends your pawn to any other site. You fly to the Shore.",
        ),
        Ask(
            "What did your flight do to the Giant Crab, the Shepherd and their token?",
            ["Nothing: both upright, the token in place", "Both wander now, and the token is yours"],
            answer=0,
            explanation="A flight travels no path: nothing wanders, and the token waits for a real journey.",
            feedback={
                "Both wander now, and the token is yours": "Only a Venture Forth makes cards wander and takes a "
                "token (rulebook: Making an Offering at the Temple)."
            },
        ),
        *example(
            "hades",
            f"{heading('hades')}, on the board's other side only (in this kit): you have no coin, and one "
            "treasure, our Golden Fleece.",
            "This temple takes a treasure, not a coin: you give up the Golden Fleece for 2 coins.",
        ),
        Setup(
            scenario=TABLE,
            text="**Your table.** You stand in the Country with 2 coins; your Archer bears a despair. Nineteen "
            "of the twenty path spaces hold a card. **The Zeus rule** (rulebook: Playing a Turn): a turn that "
            "starts with every space full begins with Zeus discarding the wandering cards and turning all the "
            "others sideways.",
            teaches=["turn"],
        ),
        Goal(
            _first_action,
            outcome=retold,
            until=turn_over,
            demo=["use scroll_of_orpheus", "play chimera p4.1"],
            teaches=["treasure_abilities", "temple"],
        ),
        Goal(_next_action, outcome=retold, until=turn_over, demo=["offer hermes", "move mountains"]),
        Goal(
            "**Regroup** (rulebook: Regroup): discard as many cards from your hand as you like, one by one, then "
            "draw as many. Your treasures are not part of your hand: Regroup cannot discard them.",
            goal=acting(["regroup", "use"]),
            refuse=True,
            miss="This turn, Regroup (a treasure may still come first).",
            outcome=retold,
            until=turn_over,
            demo=["regroup", "discard lamia", "done"],
            teaches=["regroup"],
        ),
    ],
)


# --- 5. the end of the game -----------------------------------------------------------------------

#: Your last turn (the supply of explore tokens is empty): you and Bob hold two explore tokens
#: each, he leads 13 to 12. The path from the Shore to the Country holds two adventurers you cannot
#: pay for, and a token (one treasure, which your Archer cannot score).
TIE = {
    "deck": ["lamia", "basilisk"],
    "final_order": [],
    "token_supply": [],
    "board": {"p1.1": "lawgiver", "p1.2": "oracle"},
    "path_tokens": {"p1": "1t"},
    "treasure_deck": ["owl_of_athena", "golden_fleece"],
    "players": [
        {"coins": 1, "points": 10, "site": "shore", "party": ["archer"], "explored": ["2c", "3c"]},
        {**OTHER, "points": 9, "explored": ["2t", "3t"]},
    ],
}

#: The variant, in a game to play on: Bob's token lies face down beside the path from the
#: Mountains to the North Wilderness; the rest of the deck and of the tokens is shuffled (seed 7).
HIDDEN = {
    "hidden_tokens": True,
    "seed": 7,
    "board": {"p2.3": "siren", "p3.1": "harpy", "p5.1": "griffin", "p6.1": "amazon"},
    "path_tokens": {"p4": {"token": "1t", "face_down": True, "placer": 1}},
    "players": [
        {"coins": 2, "site": "country", "party": ["archer"], "hand": ["shepherd", "vintner", "lion", "oarsman"]},
        {**OTHER, "hand": ["talos", "herbalist", "gorgon", "scribe"]},
    ],
}


def on_explore_icon(move: Move) -> bool:
    """A goal: the learner's card goes on a space with the explore icon (any move after it counts)."""
    if move.before["decision"]["kind"] != "turn":
        return True
    verb, *rest = move.action.split()
    return verb == "play" and BOARDS[side(move.before)].space_by_id[rest[-1]].explore


def _lay_it(view: View) -> str:
    """The hidden token the learner turned up, for them alone to see."""
    return (
        f"Only you saw it: {token_face(view['revealed_token'])}. Lay it face down beside a path; Bob will see "
        "its back only, until someone takes it."
    )


END_OF_GAME = Lesson(
    id="end_of_game",
    game=GAME,
    title="The end of the game",
    summary="The last explore token and the last turns, the final score (despair, will, coins, treasures, the "
    "explore bonus) with the rulebook's examples, the tie-break, hidden explore tokens, then a game against a bot.",
    sections=["end", "scoring", "variants.hidden_tokens"],
    steps=[
        *example(
            "last_turns",
            "**The end** (rulebook: End of the Game) comes with the last explore token of the supply: whoever "
            "lays it finishes that turn, every other player takes one more, and the one who laid it takes the "
            "very last. The rulebook's example, played for you: one token is left in the supply, and you hold "
            "the Shepherd (ours, like the two Regroups to come).",
            "You play the Shepherd on an explore space and lay the last token: the supply is empty. Bob takes his "
            "last turn, a Regroup. From now on an explore icon brings no token, and an offering to Nike would "
            "bring its two turns at once (both our reading).",
            cut=4,
        ),
        Ask(
            "Bob has had his last turn. What comes next?",
            ["Your turn, the last of the game", "The scores: the game is over"],
            answer=0,
            explanation="The one who laid the last token closes the game with one more turn.",
            feedback={
                "The scores: the game is over": "The player who laid the last token still has one turn to come "
                "(rulebook: End of the Game)."
            },
            teaches=["end"],
        ),
        Do(list(BY_NAME["last_turns"].actions[4:]), text="Your last turn: you regroup, and the game is over."),
        Setup(
            scenario=dict(BY_NAME["despair"].spec),
            text="**The final score** (rulebook: End of the Game: Calculating Scores) adds to the track a point "
            "per will, a point per two coins, your treasures and the explore bonus, and takes 3 off per despair "
            "(rulebook: Despair). The rulebook's example, with names of ours: the supply is empty and this is your "
            "last turn; your Archer bears one despair, your Poet two.",
            teaches=["scores", "despair"],
        ),
        Ask(
            "What will their despair cost you?",
            ["9 points", "3 points", "6 points"],
            answer=0,
            explanation="Three despair at 3 points each: 9 points off.",
            feedback={
                "3 points": "Each despair costs 3, not each adventurer (rulebook: Despair).",
                "6 points": "The Poet's two despair count one by one: 3 in all, 9 points (rulebook: Despair).",
            },
        ),
        Do(list(BY_NAME["despair"].actions), text="You regroup; the game is over. Your score: -9."),
        Setup(
            scenario=dict(BY_NAME["final_scoring"].spec),
            text="**Treasures** (rulebook: Treasure Cards: Scoring): each adventurer scores one treasure of the "
            "type it desires; the rest score nothing. The rulebook's final example: one adventurer desires "
            "knowledge, one wealth, and you hold six 2-point treasures, two of each type; 2 will, 2 despair, 3 "
            "coins, 5 explore tokens, the second most. Ours (in this kit): the names (your Poet and Helmsman), "
            "a will and a despair on each, 20 on the track and Bob's 6 tokens. The supply is empty: your last "
            "turn.",
            teaches=["treasure_scoring"],
        ),
        Ask(
            "What will your six treasures score?",
            ["4 points", "12 points", "8 points"],
            answer=0,
            explanation="One knowledge and one wealth treasure, 2 each; the might pair and the spares score nothing.",
            feedback={
                "12 points": "Each adventurer scores only one treasure, of its own desire (rulebook: Treasure Cards: "
                "Scoring).",
                "8 points": "Nobody in your party desires might: those two score nothing (rulebook: Treasure Cards: "
                "Scoring).",
            },
        ),
        Do(
            list(BY_NAME["final_scoring"].actions),
            text="20 + 4 for the treasures - 6 for despair + 2 will + 1 for 3 coins + 1 for the second most "
            "explore tokens = 22.",
        ),
        Setup(
            scenario=TIE,
            text="**Ties** go to the player with more explore tokens (rulebook: Calculating Scores); if that is "
            "tied too, the rulebook says no more, and in this kit the victory is shared (our reading). The "
            "explore bonus: 2 for the most tokens, 1 for the second most, each tied player gets it, and in this "
            "kit a player without a token gets none (our reading). Your last turn, the supply empty: two tokens "
            "each, and Bob leads 13 to 12.",
            teaches=["scores"],
        ),
        Expect(
            "Choose your last action.",
            ["venture p1", "offer hestia", "regroup"],
            outcomes={
                "venture p1": "A third token: the bonus of 2 is yours alone, Bob drops to 1. 12 all, and you win on "
                "explore tokens.",
                "offer hestia": "A will: 13 all, two tokens each: in our reading, a shared victory.",
                "regroup": "A pass: Bob wins, 13 to 12.",
            },
        ),
        Setup(
            scenario=HIDDEN,
            text="**Hidden Explore Tokens** (rulebook: Variant Rules; option `hidden_tokens=True`): you look at "
            "the token you turn up, then lay it face down. Bob's token, beside the path from the Mountains to "
            "the North Wilderness, is such a secret to you. A new game, with the variant on.",
            teaches=["variants"],
        ),
        Goal(
            "Play a card on a space with the explore icon.",
            goal=on_explore_icon,
            refuse=True,
            miss="Here, choose a space with the explore icon.",
            outcome=retold,
            until=lambda view: deciding("token")(view) or turn_over(view),
            demo=["play shepherd p1.2"],
        ),
        Goal(_lay_it, outcome=retold, until=turn_over),
        Play(
            "**Your game.** Play it on against the greedy bot, to the final score. A move you cannot make is "
            "dimmed, and the table tells you why.",
            bot="greedy",
        ),
    ],
)


LESSONS: tuple[Lesson, ...] = (TEMPLES_AND_TREASURES, END_OF_GAME)
