"""The last lesson of A Wild Venture: the empty deck and the final turns, played from the learner's
own moves; then the rulebook's scoring example, a tie-break, the variants, and a game of their own.
"""

from __future__ import annotations

from ....core.record import make_record
from ....tutor.model import Ask, Do, Lesson, Play, Respond, Setup, View
from ..examples import BY_NAME
from .common import GAME, coins, example, goal, space, spec, turn_over

#: Seat 1 takes its coin and looks at the deck, so that its Gear waits for the learner.
QUIET = ("activate warren", "activate nest")

LAST_CARD = spec(
    {"coins": 0, "hand": ["Rook Courier"], "position": "Toadstool Ring"},
    {
        "coins": 2,
        "gear": [{"code": "Hand Cart", "supply": 1}, {"code": "Postal Contract", "supply": 1}],
        "hand": ["Magpie Sorter"],
    },
    deck=["Crow Schoolmarm"],
    trash=["Frog Wizard", "Tadpole Scout"],
)


def _final_turn(view: View) -> str:
    """The learner's last turn: who still plays after it, and what it can still do."""
    after = "" if view["final_turns"] == 1 else "; Seat 1 has one more after it"
    ruby = (
        " Your Lilypad reaches the Witch's Cellar, a **Ruby Chest** at the path's end."
        if space(view).id == "wb1"
        else ""
    )
    return (
        f"The deck is empty: this is your final turn{after}. You hold {coins(view)}.{ruby} A Crow card played now "
        "takes the last Supply of Seat 1's Postal Contract."
    )


def _game_over(view: View) -> str:
    """The final scores, from the learner's side."""
    yours, other = (view["outcome"]["scores"][seat]["total"] for seat in (view["seat"], 1 - view["seat"]))
    verdict = "you win" if yours > other else "Seat 1 wins"
    if yours == other:
        verdict = "a tie, shared as the designer prefers"
    return (
        "The game is over. The cards left in hand went to the Trash, setting nothing off. Final scores: you "
        f"{yours}, Seat 1 {other}: {verdict} (rulebook: End of Game)."
    )


END_OF_GAME = Lesson(
    id="end_of_game",
    game=GAME,
    title="The end of the game",
    summary="The empty deck and the final turns, emptied Gear, the rulebook's scoring example, ties, the two "
    "variants, then a whole game against a bot.",
    sections=[
        "end.deck_empty",
        "end.final_turn",
        "end.opponent_gear",
        "end.hands_trashed",
        "rewards.ruby_chest",
        "adventure.chest_home",
        "turn.return_home",
        "scoring",
        "scoring.tie",
        "scoring.tiebreak",
        "variants.even_wilder",
    ],
    steps=[
        Setup(
            scenario=LAST_CARD,
            text="**The end** (rulebook: End of Game). Once the deck is empty, the turn is finished, then each player "
            "takes one final turn. If the very last turn takes the last Supply off the other player's Gear, its "
            "owner tucks it without its Relic. Then the hands go to the Trash and the scores are counted.",
            teaches=["end"],
        ),
        goal(
            "One card is left in the deck, and Seat 1's two Gear cards hold one Supply each. Take your turn.",
            until=turn_over,
            demo=["activate nest", "activate warren"],
        ),
        goal(
            _final_turn,
            until=turn_over,
            prefer=QUIET,
            demo=["play rook_courier", "activate lilypad", "chest search", "take frog_wizard", "tuck frog_wizard"],
        ),
        Respond(_game_over, prefer=QUIET),
        Setup(
            scenario=example("scoring_40"),
            text="**The rulebook's scoring example** (rulebook: Scoring example): 14 tucked Villagers (5 Rabbits, "
            "3 Frogs, 6 Crows), Buildings holding 8 Supplies, 7 tucked Gear, two enchanted Buildings and a spare "
            "star token.",
            teaches=["scoring.example"],
        ),
        Do(list(BY_NAME["scoring_40"].actions), text="Your last action ends the game: 18 + 8 + 14 = 40."),
        Ask(
            "With one more Frog tucked (5 Rabbits, 4 Frogs, 6 Crows), what would your Villager score be?",
            ["18", "24", "30"],
            answer=1,
            explanation="The smallest group is now the 4 Frogs: 4 x 6 = 24.",
            feedback={
                "18": "The Frogs would be 4, and the smallest group is what counts: 4 x 6 (rulebook: Villager "
                "Scoring).",
                "30": "5 x 6 takes the Rabbits, but the 4 Frogs would be the smallest group: 4 x 6 (rulebook: "
                "Villager Scoring).",
            },
        ),
        Setup(
            scenario=spec(
                {"coins": 3, "tucked": ["Rook Courier", "Tadpole Scout", "Hare Peddler"]},
                {"coins": 3, "tucked": ["Magpie Sorter", "Newt Ferryman", "Bunny Forager"]},
                deck=[],
                final_turns=1,
                main_actions_left=1,
                tiebreak=True,
            ),
        ),
        Do(
            ["activate warren"],
            text="**A tie-break** if you insist (option `tiebreak=True`): most coins left, then the higher Villager "
            "score, else shared. Both of you score 1, but your Warren's coin makes it 4 coins to 3: you win.",
        ),
        Setup(
            record=make_record(
                GAME,
                2,
                3,
                {"first_player": 0, "even_wilder": True},
                [
                    "initiate kit_initiate",
                    "initiate fledgling_initiate",
                    "trash bunny_courier",
                    "trash carrier_crow",
                    "trash chancellor_lop",
                ],
            ),
            text="**Variants** (rulebook: Optional Variants). *No Memory* (`no_memory=True`): tucked cards lie "
            "face up, and you may check your own. *An Even Wilder Venture* (`even_wilder=True`), here: all three "
            "decks, 8 cards each, and after the Initiates each player trashes 3. The rulebook does not say who "
            "trashes first; in this kit the player who chose the first Initiate does (our reading).",
            teaches=["variants.no_memory", "variants.even_wilder"],
        ),
        Setup(record=make_record(GAME, 2, 5, {}, [])),  # seed 5: seat 1 starts, so you choose your Initiate first
        Play(
            "**Your game.** A fresh table against the greedy bot, from the choice of your Initiate to the "
            "final score. A move you cannot make is dimmed, and the table tells you why.",
            bot="greedy",
        ),
    ],
)
