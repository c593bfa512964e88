"""The later lessons of Venture Forth: the temples and the treasures, then the end of the game.

The learner knows the goal, setting up, Play a Card, Venture Forth, ambitions and levelling up
(``start.py``). Each rule is taught here where it is first needed, and the learner makes the
decisions: a step with several right moves says in ``outcomes`` what each leads to, and a
position that depends on the choice is set up anew after it. The rulebook's worked examples
(each temple's, the despair example, the last turns, the final scoring) are replayed live from
:mod:`..examples`: their positions and their moves, in order.

>>> [lesson.id for lesson in LESSONS]
['temples_and_treasures', 'end_of_game']
>>> [step.actions for step in TEMPLES_AND_TREASURES.steps if isinstance(step, Do)][0]
('offer hestia',)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ....core.record import make_record
from ....tutor.model import Ask, Do, Expect, Lesson, Play, Setup
from ..examples import BY_NAME

GAME = "venture_forth"

# --- helpers the two lessons share ----------------------------------------------------------------


def _example(name: str) -> dict[str, Any]:
    """The position of a worked example of the rulebook (see :mod:`..examples`)."""
    return dict(BY_NAME[name].spec)


def _moves(name: str) -> list[str]:
    """The moves of a worked example of the rulebook, in order."""
    return list(BY_NAME[name].actions)


def _all(actions: Iterable[str], text: str) -> dict[str, str]:
    """The same outcome for each of ``actions`` (choices that lead to the same place).

    >>> _all(["token p1", "token p2"], "Placed.")
    {'token p1': 'Placed.', 'token p2': 'Placed.'}
    """
    return dict.fromkeys(actions, text)


def _bob(**player: Any) -> dict[str, Any]:
    """Seat 1 (Bob in the rulebook's examples), out of the way in the South Wilderness."""
    return {"site": "wild_south", "party": ["huntress"], **player}


def _wandering(card: str) -> dict[str, Any]:
    return {"card": card, "wandering": True}


# --- 4. temples and treasures ---------------------------------------------------------------------

_NIKE_PLAYS = ["play lamia p5.2", "play lamia p6.3", "play lamia p7.2", "play lamia p8.1"]
_SITES = ["move shore", "move mountains", "move wild_north", "move wild_south"]

#: A treasure for each kind of help, and a path where it shows: the Boar (power 5) beats a lone
#: Hoplite (power 3), the Charioteer costs more coins than either treasure leaves.
_TREASURES = {
    "deck": ["lamia", "basilisk"],
    "board": {"p3.1": "calydonian_boar", "p3.2": "charioteer"},
    "players": [
        {"coins": 1, "site": "country", "party": ["hoplite"], "treasures": ["sickle_of_cronus", "scroll_of_orpheus"]},
        _bob(),
    ],
}

#: Nineteen of the twenty path spaces hold a card, five of them wandering; the coin space by the
#: Mountains on the path to the North Wilderness is empty.
_ZEUS = {
    "deck": ["lamia", "basilisk", "typhon"],
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
        {"coins": 2, "site": "country", "party": ["archer"], "hand": ["stonecutter", "chimera"]},
        _bob(hand=["talos", "herbalist"]),
    ],
}

TEMPLES_AND_TREASURES = Lesson(
    id="temples_and_treasures",
    game=GAME,
    title="Temples and treasures",
    summary="The five temples with the rulebook's examples, which side each stands on, treasure abilities, "
    "Regroup and the Zeus rule.",
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
        Setup(
            scenario=_example("hestia_with_despair"),
            text="**Offerings** (rulebook: Making an Offering at the Temple). As your action, pay a coin to the "
            "temple where your pawn stands. On this side (in this kit) Hestia is at the Shore, Hermes in the "
            "Country, Nike in the Mountains, the Muses in the North Wilderness.\n\n"
            "**Hestia**: a will on one of your adventurers; if it bears despair, one despair leaves. You are John, "
            "at the Shore with a coin; your Archer bears a despair.",
            teaches=["temple"],
        ),
        Expect(
            "Offer to Hestia, or pass with a Regroup that discards nothing.",
            ["offer hestia", "regroup"],
            outcomes={
                "offer hestia": "A will on the Archer and its despair gone: 4 points more at the end.",
                "regroup": "Nothing changes: the despair stays, 3 points off at the end.",
            },
        ),
        Setup(scenario=_example("hestia_without_despair")),
        Do(_moves("hestia_without_despair"), text="The rulebook's other Hestia example: no despair, so just the will."),
        Setup(
            scenario=_example("muses_one_each"),
            text="**The Muses**: a coin buys two will, shared among your adventurers as you please. Your party: "
            "the Archer and the Priestess.",
        ),
        Expect(
            "Offer to the Muses.",
            _moves("muses_one_each")[:1],
            feedback={"regroup": "Allowed, a pass with your empty hand; this time make the offering."},
        ),
        Expect(
            "Who takes the first will?",
            ["will archer", "will priestess"],
            outcomes={"will archer": "One on the Archer.", "will priestess": "One on the Priestess."},
        ),
        Expect(
            "And the second?",
            ["will priestess", "will archer"],
            outcomes={"will priestess": "The Priestess takes it.", "will archer": "The Archer takes it."},
        ),
        Setup(scenario=_example("muses_both_on_one")),
        Do(_moves("muses_both_on_one"), text="The rulebook shows both ways; here both go on the Archer."),
        Setup(
            scenario=_example("nike"),
            text="**Nike** (the Mountains): a coin buys two more turns, straight after this one; on them Nike is "
            "closed to you. You hold the Mountain Wolves, and the path to the North Wilderness lacks one card.",
        ),
        Expect(
            "Offer to Nike.",
            _moves("nike")[:1],
            feedback={"play mountain_wolves p4.1": "Allowed, but then your turn is over; offer first."},
        ),
        Expect(
            "Your first extra turn: complete the path to the North Wilderness.",
            _moves("nike")[1:2],
            feedback={
                "play mountain_wolves p3.2": "Allowed, but that is the path to the Country.",
                "play mountain_wolves p8.3": "Allowed, but that is the path to the South Wilderness.",
            },
        ),
        Expect(
            "Your second extra turn. The rulebook's John ventures forth.",
            [*_moves("nike")[2:], *_NIKE_PLAYS, "regroup"],
            feedback={
                "offer nike": "Nike grants no offering on the turns she gives (rulebook: Making an Offering at the "
                "Temple)."
            },
            outcomes={
                "venture p4": "Archer and Hoplite (power 5) beat all three enemies and reach the North Wilderness.",
                **_all(_NIKE_PLAYS, "The Lamia you drew goes down: a second card played."),
                "regroup": "A Regroup instead.",
            },
        ),
        Setup(
            scenario=_example("hermes"),
            text="**Hermes** (the Country): a coin sends your pawn to any other site.",
        ),
        Expect(
            "Offer to Hermes.",
            _moves("hermes")[:1],
            feedback={"venture p1": "Allowed, but this time pay Hermes: ventures you know already."},
        ),
        Expect(
            "Where to? The rulebook's John flies to the Shore.",
            _SITES,
            outcomes=_all(_SITES, "Your pawn is there, without a journey."),
        ),
        Ask(
            "The Giant Crab and the Shepherd lie between the Shore and the Country, beside a 2-coin token. "
            "What did your move do to them?",
            [
                "Nothing: both upright, the token in place",
                "Both wander now, and the token is yours",
                "Both wander now; the token stayed",
            ],
            answer=0,
            explanation="Hermes travels no path: nothing wanders, and the token waits for a real journey.",
            feedback={
                "Both wander now, and the token is yours": "Only a Venture Forth makes cards wander and takes a "
                "token; Hermes moves no one along a path (rulebook: Making an Offering at the Temple).",
                "Both wander now; the token stayed": "Cards wander only behind a party that travelled their path "
                "(rulebook: Making an Offering at the Temple).",
            },
        ),
        Setup(
            scenario=_TREASURES,
            text="**Treasure abilities** (rulebook: Treasure Cards: Abilities). Before your action you may "
            "discard one treasure, one a turn, for its ability (ours, in this kit); it then scores nothing. Yours: "
            "the Sickle of Cronus (+4 power this turn) and the Scroll of Orpheus (2 coins). Ahead: the Calydonian "
            "Boar (power 5), then the Charioteer (costs 4).",
            teaches=["treasure_abilities"],
        ),
        Expect(
            "Use one of them.",
            ["use sickle_of_cronus", "use scroll_of_orpheus"],
            feedback={"venture p3": "Allowed: no treasure is ever required. Here, try one first."},
            outcomes={
                "use sickle_of_cronus": "Your party has power 7 this turn. Now your action.",
                "use scroll_of_orpheus": "3 coins: still short of the Charioteer. Now your action.",
            },
        ),
        Expect(
            "Your action. The other treasure waits for another turn.",
            ["venture p3", "offer hermes", "regroup"],
            feedback=_all(
                ["use sickle_of_cronus", "use scroll_of_orpheus"],
                "One treasure a turn: the other keeps for a later turn, or to score (rulebook: Treasure Cards: "
                "Abilities).",
            ),
            outcomes={
                "venture p3": "With the Sickle the Boar falls; without it, it leaves a despair on the Hoplite.",
                "offer hermes": "Hermes flies you off without a journey.",
                "regroup": "A pass, with an empty hand.",
            },
        ),
        Setup(
            scenario=_example("hades"),
            text="**Hades** is only on the other side of the board (in this kit in the South Wilderness; that "
            "side has no temple at the Shore). He takes a treasure, not a coin: discard one for 2 coins. You hold "
            "the Golden Fleece and no coin.",
        ),
        Expect(
            "Your turn: Hades, the Fleece's own ability, or a pass?",
            [*_moves("hades"), "use golden_fleece", "regroup"],
            outcomes={
                "offer hades": "The rulebook's move: the Fleece is gone, 2 coins are yours, and that was your action.",
                "use golden_fleece": "Its ability gives 2 coins too, and your action is still to come.",
                "regroup": "A pass: you keep the Fleece.",
            },
        ),
        Setup(
            scenario=_ZEUS,
            text="**The Zeus rule** (rulebook: Playing a Turn). Each turn starts with a look at the board: is "
            "every path space full? Then Zeus is displeased. One space is empty, between the Mountains and the "
            "North Wilderness.",
            teaches=["turn"],
        ),
        Expect(
            "Fill it.",
            ["play stonecutter p4.1", "play chimera p4.1"],
            feedback={"venture p3": "Allowed, but then the board stays one card short of full."},
            outcomes={
                "play stonecutter p4.1": "The Stonecutter fills the board, and Seat 1's turn opens with Zeus.",
                "play chimera p4.1": "The Chimera fills the board, and Seat 1's turn opens with Zeus.",
            },
        ),
        Ask(
            "Zeus has struck at the start of Seat 1's turn. How do the cards on the board lie now?",
            [
                "All wandering: the next journey along a path discards its cards",
                "All upright again",
                "All gone",
            ],
            answer=0,
            explanation="The five that were wandering are discarded; the other 15 turned sideways.",
            feedback={
                "All upright again": "Zeus turns the remaining cards sideways, not upright (rulebook: Playing a Turn).",
                "All gone": "Only the cards already wandering are discarded (rulebook: Playing a Turn).",
            },
        ),
        Do(
            ["regroup", "discard talos", "done"],
            text="**Regroup** (rulebook: Regroup) is the fourth action: discard as many cards from your hand as "
            "you like, none included, and draw as many. Seat 1 lets Talos go and draws one.",
            teaches=["regroup"],
        ),
    ],
)


# --- 5. the end of the game -----------------------------------------------------------------------

_LAST_TOKEN_PATHS = [f"token p{n}" for n in (3, 1, 2, 4, 5, 6, 7, 8)]

#: Your last turn: you and Bob hold two explore tokens each, he leads 13 to 12. The path to the
#: Mountains holds two adventurers you cannot pay for, and a token (one treasure, which your
#: Archer cannot score).
_TIE = {
    "deck": ["lamia", "basilisk"],
    "final_order": [],
    "board": {"p1.1": "lawgiver", "p1.2": "oracle"},
    "path_tokens": {"p1": "1t"},
    "treasure_deck": ["owl_of_athena", "golden_fleece"],
    "players": [
        {"coins": 1, "points": 10, "site": "shore", "party": ["archer"], "explored": ["2c", "3c"]},
        _bob(points=9, explored=["2t", "3t"]),
    ],
}

#: The variant: Bob's token lies face down beside the path from the Mountains to the North
#: Wilderness; the only space open to your two country cards has the explore icon.
_HIDDEN = {
    "hidden_tokens": True,
    "deck": ["lamia", "basilisk"],
    "board": {"p2.3": "siren", "p3.1": "harpy", "p5.1": "griffin", "p6.1": "amazon"},
    "token_supply": ["3t1d", "2c"],
    "path_tokens": {"p4": {"token": "1t", "face_down": True, "placer": 1}},
    "players": [{"coins": 1, "site": "country", "party": ["archer"], "hand": ["shepherd", "vintner"]}, _bob()],
}
_HIDDEN_PATHS = [f"token p{n}" for n in (1, 2, 3, 5, 6, 7, 8)]

END_OF_GAME = Lesson(
    id="end_of_game",
    game=GAME,
    title="The end of the game",
    summary="The last explore token and the last turns, the final score (despair, will, coins, treasures, the "
    "explore bonus) with the rulebook's examples, the tie-break, hidden explore tokens, then a game against a bot.",
    sections=["end", "scoring", "variants.hidden_tokens"],
    steps=[
        Setup(
            scenario=_example("last_turns"),
            text="**The end** (rulebook: End of the Game) comes with the last explore token of the supply. "
            "Whoever places it finishes that turn; then every other player takes one more turn, in order, and "
            "the placer takes the very last. You are John, against Bob (Seat 1); one token is left, and your "
            "Shepherd fits the coin space with the explore icon next to the Country, on the shorter path to the "
            "Shore.",
            teaches=["end"],
        ),
        Expect(
            "Play the Shepherd there.",
            _moves("last_turns")[:1],
            feedback={
                "play shepherd p2.3": "Allowed, and it has the explore icon too; this time take the rulebook's "
                "space on the shorter path.",
                "regroup": "Allowed, but then the last token stays in the supply.",
            },
        ),
        Expect(
            "The last token: put it beside any path.",
            _LAST_TOKEN_PATHS,
            outcomes=_all(_LAST_TOKEN_PATHS, "The supply is empty. You draw, and your turn ends; Bob's is his last."),
        ),
        Do(
            _moves("last_turns")[2:4],
            text="Bob's last turn: a Regroup. From now on an explore icon brings no token, and an offering to Nike "
            "would bring its two turns at once (both our reading).",
        ),
        Ask(
            "Bob has had his last turn. What comes next?",
            ["Your turn, the last of the game", "The scores: the game is over", "Another turn for Bob"],
            answer=0,
            explanation="The placer of the last token closes the game with one more turn.",
            feedback={
                "The scores: the game is over": "The player who placed the last token still has one turn to "
                "come (rulebook: End of the Game).",
                "Another turn for Bob": "Each other player takes just one more turn (rulebook: End of the Game).",
            },
        ),
        Do(_moves("last_turns")[4:], text="Your last turn: the rulebook's John regroups, and the game is over."),
        Setup(
            scenario=_example("despair"),
            text="**The final score** (rulebook: End of the Game: Calculating Scores) adds to the score track 1 "
            "point per will, 1 per two coins, your treasures and the explore bonus, and takes 3 off per despair "
            "(rulebook: Despair). Your last turn: your Archer bears one despair, your Poet two.",
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
        Do(_moves("despair"), text="You regroup; the game is over. Your score: -9."),
        Setup(
            scenario=_example("final_scoring"),
            text="**Treasures** (rulebook: Treasure Cards: Scoring): each adventurer scores one treasure of the "
            "type it desires; the rest score nothing, though you may hold them. The rulebook's final example: your "
            "Poet desires knowledge, your Helmsman wealth. Secretly you hold six 2-point treasures, two of each type. "
            "On the track: 20; each adventurer has a will and a despair; 3 coins; 5 explore tokens to Bob's 6.",
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
            _moves("final_scoring"),
            text="20 + 4 for the treasures - 6 for despair + 2 will + 1 for 3 coins + 1 for the second most "
            "explore tokens = 22.",
        ),
        Setup(
            scenario=_TIE,
            text="**Ties** go to the player with more explore tokens; still tied, the victory is shared. The "
            "explore bonus: 2 for the most tokens, 1 for the second most, both tied players get it, and in this kit "
            "a player without a token gets none (our reading). Your last turn: you and Bob hold two tokens each, "
            "and he leads 13 to 12.",
            teaches=["scores"],
        ),
        Expect(
            "Choose your last action.",
            ["venture p1", "offer hestia", "regroup"],
            outcomes={
                "venture p1": "A third token: the bonus of 2 is yours alone, Bob drops to 1. 12 all, and you win on "
                "explore tokens.",
                "offer hestia": "A will: 13 all, two tokens each: a shared victory.",
                "regroup": "A pass: Bob wins, 13 to 12.",
            },
        ),
        Setup(
            scenario=_HIDDEN,
            text="**Hidden Explore Tokens** (rulebook: Variant Rules; option `hidden_tokens=True`): you look at the "
            "token you draw, then lay it face down: only you know it until someone takes it. Bob's token, beside "
            "the path from the Mountains to the North Wilderness, is such a secret to you.",
            teaches=["variants"],
        ),
        Expect(
            "Play a card on the explore space.",
            ["play shepherd p1.2", "play vintner p1.2"],
            outcomes=_all(["play shepherd p1.2", "play vintner p1.2"], "A coin, and a token only you have seen."),
        ),
        Expect(
            "Lay it face down beside a path.",
            _HIDDEN_PATHS,
            outcomes=_all(_HIDDEN_PATHS, "Bob sees only its back; you know what waits there."),
        ),
        Setup(record=make_record(GAME, 2, 5, {}, [])),  # seed 5: you start, so you choose your adventurer first
        Play(
            "**Your game.** A fresh table against the greedy bot, from your starting adventurer to the final "
            "score. A move you cannot make is dimmed, and the table tells you why.",
            bot="greedy",
        ),
    ],
)


LESSONS: tuple[Lesson, ...] = (TEMPLES_AND_TREASURES, END_OF_GAME)
