"""Venturesome's tutorial lessons, as data: a quick start, then four lessons that deepen it.

Each lesson is a :class:`~venture_widgets.tutor.Lesson`; ``venture_widgets.tutor.load_lesson``
finds them by id. The texts are our own words; they name the rulebook section they explain
(the headings are in ``sections.py``), and each step's ``teaches`` lists the ``RULEBOOK`` ids it
explains. Where the lessons follow this kit's reading or reconstruction, they say so.

======================  ===============================================================
lesson                  teaches
======================  ===============================================================
``quick_start``         the theme, the goal, how you score, the shape of a game, setup,
                        and a real turn: a card to choose (one barred by the colour rule),
                        then a threat
``turn``                the three steps of a turn, the Guide, the last
                        card, when nothing fits, resolving a threat, out of / alone in
                        the round
``characters``          Professor, Artifact Hunter, Adventurer, Aviator, Collector
``threats``             the twelve threats; Trap, Sandstorm and Rope Bridge on short rows
``rounds_and_scoring``  the end of a round, the short deal of round 3, who starts,
                        scoring (the rulebook's example), the tie-break, then free play
======================  ===============================================================

>>> [lesson.id for lesson in LESSONS]
['quick_start', 'turn', 'characters', 'threats', 'rounds_and_scoring']
"""

from __future__ import annotations

from typing import Any

from ...core.record import make_record
from ...tutor.model import Ask, Do, Expect, Lesson, Play, Say, Setup
from .data import CARDS, CHARACTERS, card_name

BUDGET_MINUTES = 25
"""The most the lessons may take, notebooks included (``venture_widgets.tutor.measure``)."""

# --- small builders for the positions below -----------------------------------------------------


def _both_ends(card: str) -> list[str]:
    """Playing ``card`` at either end of a non-empty expedition."""
    return [f"play {card} left", f"play {card} right"]


def _choose_threat(outcomes: dict[str, str]) -> Expect:
    """The learner picks any face-up threat (the keys of ``outcomes``), each told what it took."""
    return Expect("Choose a threat.", list(outcomes), outcomes=outcomes)


def _colour(character: str) -> list[str]:
    """All nine cards of the character (colour) named ``character``, by name."""
    return [card_name(card.code) for card in CARDS if CHARACTERS[card.character].name == character]


def _final_turn(treasures: list[list[str]], last: int, hand: str, threats: list[str]) -> dict[str, Any]:
    """Round 3, everyone but seat ``last`` has left; ``last`` holds one card and an empty
    expedition, and faces ``threats``. The others' threats come from a fixed list."""
    players = len(treasures)
    resolved = iter(t for t in ("Trap", "Bog", "Storm", "Rope Bridge") if t not in threats)
    return {
        "players": players,
        "round": 3,
        "current": last,
        "out": [seat for seat in range(players) if seat != last],
        "hands": [[hand] if seat == last else [] for seat in range(players)],
        "treasures": treasures,
        "threats": threats,
        "resolved": {next(resolved): seat for seat in range(players) if seat != last},
    }


_PROFESSOR_AGAIN = (
    "Not allowed: your expedition already holds a Professor, and a colour already in your row may not "
    "be laid from hand. That is the rulebook's own example (Player's Turn, step I)."
)
_SAFE_GEMS = "2 safe points: no threat here takes 2 Gems. Your other two cards now repeat colours of your row."
_RISKY_MAP = (
    "A grey Map worth 1, but Jaguar would take it with your green Map. Your other two cards now repeat colours "
    "of your row."
)

# --- 1. quick start -----------------------------------------------------------------------------

QUICK_START = Lesson(
    id="quick_start",
    game="venturesome",
    title="Quick start",
    summary="The goal, how you score, the shape of a game, and your first turn.",
    sections=["setup", "gameplay.turn", "turn.play", "turn.resolve_threat", "threats.jaguar"],
    steps=[
        Setup(
            record=make_record("venturesome", 3, 7, {"first_player": 0}, []),
            text="**Venturesome.** You lead an expedition into the jungle: you hire characters, brave threats "
            "and bring treasure home. A game lasts three rounds; then the explorer whose treasure is worth "
            "the most points wins. Below is a real table for three; you are seat 0.",
            teaches=["gameplay"],
        ),
        Say(
            "**The cards** (rulebook: Contents). 63 characters: seven kinds, nine of each, each kind in a "
            "colour of its own. Every card shows one symbol: a Map, 1, 2 or 3 Gems, or an artifact (Ankh, "
            "Chalice, Ring, Statuette). Which symbols each colour carries, and which colour is which, is this "
            "kit's reconstruction; here the Professor is blue, the Guide green.",
            teaches=["contents", "contents.anatomy"],
        ),
        Say(
            "**How you score** (rulebook: End of Game and Scoring). Only your *treasure pile* counts:\n\n"
            "- **Gems:** 1, 2 or 3 points.\n"
            "- **Artifacts:** 1 point each, plus 4 for every three of the same artifact.\n"
            "- **Maps:** 1 point for each card of the Map's colour in your pile, itself included.",
            teaches=["scoring"],
        ),
        Ask(
            "A treasure pile: Professor (Map), Professor (Ring), Guide (Ring), Aviator (Ring). How many points?",
            ["5", "7", "9"],
            answer=2,
            explanation="Three Rings: 3, plus 4 for the set. The blue Map: 1 per blue card, so 2. In all 9.",
            feedback={
                "5": "Three Rings of any colours are a set worth 4 more (rulebook: End of Game and Scoring).",
                "7": "The Map scores too: 1 for each blue card in the pile, itself included (rulebook: End of Game "
                "and Scoring).",
            },
            teaches=["scoring"],
        ),
        Say(
            "**A round** (rulebook: Gameplay). Taking turns clockwise, you lay one card from your hand at an "
            "end of your row, your *expedition*, and do what that character does. A colour already in your "
            "row may not be laid again. When your hand is empty, or nothing in it may be laid, you stop: "
            "pick a face-up threat, lose the cards it names, and bank the rest in your treasure pile. The "
            "round ends when everyone has stopped.",
            teaches=["gameplay"],
        ),
        Say(
            "**Setting up** (rulebook: Setup), as on this table: shuffle the characters and deal six to each "
            "player (nine each with two), hidden from the others. Shuffle the threats and turn up one per "
            "player. Each deck gets a discard pile anyone may look through; the six intimidation cards wait "
            "face down. Then someone starts.",
            teaches=["setup"],
        ),
        Setup(
            scenario={
                "players": 3,
                "hands": [
                    ["Professor (1 Gem)", "Reporter (2 Gems)", "Reporter (Map)"],
                    ["Reporter (Ring)", "Guide (Ring)"],
                    ["Collector (Ankh)", "Reporter (Statuette)"],
                ],
                "expeditions": [["Guide (Map)", "Professor (3 Gems)", "Aviator (Ring)"], [], []],
                "threats": ["Jaguar", "Native", "Storm"],
            },
            text="**Your turn**, later in a round. Look at the three threats before you choose.",
        ),
        Expect(
            "Lay a card at either end of your row. A Reporter does nothing.",
            [*_both_ends("REPORTER.GEM2"), *_both_ends("REPORTER.MAP")],
            feedback={"play PROFESSOR.GEM1 left": _PROFESSOR_AGAIN, "play PROFESSOR.GEM1 right": _PROFESSOR_AGAIN},
            outcomes={
                "play REPORTER.GEM2 left": _SAFE_GEMS,
                "play REPORTER.GEM2 right": _SAFE_GEMS,
                "play REPORTER.MAP left": _RISKY_MAP,
                "play REPORTER.MAP right": _RISKY_MAP,
            },
            teaches=["gameplay"],
        ),
        Do(["play REPORTER.RING", "play REPORTER.STATUETTE"]),
        Expect(
            "The others have played. Nothing in your hand fits now, so you show it, discard it and stop. "
            "Choose a threat.",
            ["threat JAGUAR", "threat NATIVE", "threat STORM"],
            outcomes={
                "threat JAGUAR": "Jaguar took only Maps: your gems and the Ring are banked. The best pick here.",
                "threat NATIVE": "Native took the Professor (3 Gems), your most valuable card.",
                "threat STORM": "Storm took the Guide, Professor and Aviator: only your Reporter is banked.",
            },
            teaches=["gameplay"],
        ),
    ],
)

# --- 2. a turn -----------------------------------------------------------------------------------


_TURN_START: dict[str, Any] = {
    "players": 3,
    "hands": [
        ["Professor (1 Gem)", "Guide (2 Gems)", "Reporter (Ankh)"],
        ["Reporter (2 Gems)", "Collector (1 Gem)", "Adventurer (Ring)"],
        ["Reporter (Ring)", "Artifact Hunter (3 Gems)", "Aviator (1 Gem)"],
    ],
    "expeditions": [["Professor (Ring)", "Collector (Map)"], [], []],
    "threats": ["Jaguar", "Trap", "Storm"],
}

TURN = Lesson(
    id="turn",
    game="venturesome",
    title="A turn, step by step",
    summary="Ends only, the colour rule, the effect, the last card, when nothing fits, resolving a threat, "
    "and players out of the round.",
    sections=[
        "turn.play",
        "turn.effect",
        "turn.last_card",
        "turn.cannot_play",
        "turn.resolve_threat",
        "turn.alone_in_round",
        "effects.guide",
        "effects.reporter",
        "threats.storm",
        "threats.native",
    ],
    steps=[
        Setup(
            scenario=_TURN_START,
            text="**Three steps, in order** (rulebook: Player's Turn). **I:** lay a card at the left or right "
            "end of your row, never between two cards. **II:** do the character's effect; it is not "
            "optional. **III:** face a threat, only when your hand ran out or nothing could be laid.",
            teaches=["turn.step_1", "turn.step_2", "turn.step_3"],
        ),
        Expect(
            "Lay a card.",
            [*_both_ends("GUIDE.GEM2"), *_both_ends("REPORTER.ANKH")],
            feedback={"play PROFESSOR.GEM1 left": _PROFESSOR_AGAIN, "play PROFESSOR.GEM1 right": _PROFESSOR_AGAIN},
            outcomes={
                "play GUIDE.GEM2 left": "Step II: the Guide must now take another card of your row back.",
                "play GUIDE.GEM2 right": "Step II: the Guide must now take another card of your row back.",
                "play REPORTER.ANKH left": "A Reporter has no effect, and you still hold cards: your turn is over.",
                "play REPORTER.ANKH right": "A Reporter has no effect, and you still hold cards: your turn is over.",
            },
            teaches=["turn.step_1", "effects.reporter"],
        ),
        Setup(
            scenario=_TURN_START,
            text="**The Guide** (rulebook: Character Card Effects: Guide): take one card of your row other than "
            "the Guide back into your hand; the row closes up. Into an empty row, it does nothing. Here it "
            "goes on the right.",
            teaches=["effects.guide"],
        ),
        Do(["play GUIDE.GEM2 right"]),
        Expect(
            "Take a card back.",
            ["return PROFESSOR.RING@1", "return COLLECTOR.MAP@2"],
            feedback={"return GUIDE.GEM2@3": "The Guide never takes itself back: pick another card of your row."},
            outcomes={
                "return PROFESSOR.RING@1": "No Professor in your row now: either Professor in hand may be laid "
                "later, but only one of them, since the first bars the second.",
                "return COLLECTOR.MAP@2": "The Collector is back in hand; your row holds a Professor and the Guide.",
            },
            teaches=["effects.guide"],
        ),
        Setup(
            scenario={
                "players": 3,
                "hands": [["Aviator (3 Gems)"], ["Reporter (2 Gems)", "Adventurer (Ring)"], ["Reporter (Ring)"]],
                "expeditions": [["Guide (Map)", "Professor (Ring)", "Collector (2 Gems)"], [], []],
                "threats": ["Storm", "Jaguar", "Trap"],
            },
            text="**The last card.** Lay the last card of your hand and its effect is skipped: go straight to "
            "step III.",
            teaches=["turn.step_2"],
        ),
        Expect(
            "Lay your Aviator at either end.",
            _both_ends("AVIATOR.GEM3"),
            success="No swap: it was your last card. Now step III.",
            teaches=["turn.step_2"],
        ),
        Expect(
            "**Resolving a threat** (rulebook: Player's Turn): the threat you pick is turned face down, "
            "only you may look at your treasure pile, and you sit out the rest of the round. Choose.",
            ["threat STORM", "threat JAGUAR", "threat TRAP"],
            outcomes={
                "threat STORM": "Storm took the Guide, Professor and Aviator: only the Collector is banked.",
                "threat JAGUAR": "Jaguar took the Guide (Map): three cards are banked.",
                "threat TRAP": "Trap took the two cards at the ends of your row: two are banked.",
            },
            teaches=["turn.resolving"],
        ),
        Ask(
            "Seat 1 now lays an Adventurer, which swaps hands with another player. Could it choose you?",
            ["Yes", "No"],
            answer=1,
            explanation="No: a player who has resolved a threat is out of the round and cannot be targeted.",
            feedback={
                "Yes": "You have resolved a threat, so you are out of the round, and no card may target you "
                "(rulebook: Player's Turn, the note on resolving a threat).",
            },
            teaches=["turn.out_of_round"],
        ),
        Setup(
            scenario={
                "players": 3,
                "current": 2,
                "hands": [
                    ["Guide (1 Gem)", "Professor (3 Gems)"],
                    ["Adventurer (2 Gems)", "Collector (Ankh)"],
                    ["Reporter (Statuette)", "Collector (Ring)"],
                ],
                "expeditions": [["Guide (Ring)", "Professor (Map)", "Reporter (2 Gems)"], ["Aviator (1 Gem)"], []],
                "threats": ["Native", "Bog", "Jaguar"],
            },
            text="**When nothing fits.** Seat 2 plays, then it is your turn.",
        ),
        Ask(
            "Which of your cards may you lay?",
            ["The Guide", "The Professor", "Neither"],
            answer=2,
            explanation="Your row already holds a Guide and a Professor.",
            feedback={
                "The Guide": "Your row already holds a Guide (Ring): that colour is taken (rulebook: Player's "
                "Turn, step I).",
                "The Professor": "Your row already holds a Professor (Map): that colour is taken (rulebook: "
                "Player's Turn, step I).",
            },
            teaches=["turn.step_1"],
        ),
        Do(
            ["play REPORTER.STATUETTE"],
            text="Seat 2 plays. With nothing to lay, you skip steps I and II (rulebook: Player's Turn, step III).",
            teaches=["turn.step_3"],
        ),
        _choose_threat(
            {
                "threat NATIVE": "Native hits nothing of yours: all three cards are banked.",
                "threat BOG": "Bog hits nothing of yours: all three cards are banked.",
                "threat JAGUAR": "Jaguar took the Professor (Map): two cards are banked.",
            }
        ),
        Setup(
            scenario={
                "players": 3,
                "hands": [["Collector (Map)", "Reporter (3 Gems)"], [], []],
                "expeditions": [["Guide (2 Gems)"], [], []],
                "treasures": [[], ["Aviator (Ring)", "Professor (1 Gem)"], ["Adventurer (3 Gems)"]],
                "out": [1, 2],
                "threats": ["Jaguar"],
                "resolved": {"Trap": 1, "Bog": 2},
            },
            text="**Alone in the round.** The others are out; you play on until you too must face a threat. "
            "An Adventurer, Aviator or Collector you lay now has nobody to act on, so its effect is skipped.",
            teaches=["turn.out_of_round"],
        ),
        Expect(
            "Lay a card.",
            [*_both_ends("COLLECTOR.MAP"), *_both_ends("REPORTER.GEM3")],
            outcomes={
                "play COLLECTOR.MAP left": "No trade: nobody else is in the round.",
                "play COLLECTOR.MAP right": "No trade: nobody else is in the round.",
                "play REPORTER.GEM3 left": "No effect. Your Collector would not trade either.",
                "play REPORTER.GEM3 right": "No effect. Your Collector would not trade either.",
            },
        ),
    ],
)

# --- 3. characters ------------------------------------------------------------------------------

CHARACTERS_LESSON = Lesson(
    id="characters",
    game="venturesome",
    title="The characters",
    summary="Professor, Artifact Hunter, Adventurer, Aviator and Collector: you make each of their choices.",
    sections=[
        "turn.effect",
        "effects.professor",
        "effects.artifact_hunter",
        "effects.adventurer",
        "effects.aviator",
        "effects.collector",
    ],
    steps=[
        Setup(
            scenario={
                "players": 2,
                "hands": [
                    ["Professor (Ring)", "Reporter (3 Gems)", "Collector (Ankh)"],
                    ["Reporter (Map)", "Guide (Statuette)"],
                ],
                "expeditions": [["Guide (1 Gem)"], []],
                "deck": ["Aviator (3 Gems)"],
                "threats": ["Jaguar", "Trap"],
            },
            text="The other five characters (rulebook: Character Card Effects). **Professor:** draw the top card "
            "of the deck, then put any card of your hand under it, even the one just drawn. If the deck is "
            "empty, nothing happens; if your draw emptied it, you still put one under.",
            teaches=["effects.professor"],
        ),
        Expect(
            "Lay your Professor.",
            _both_ends("PROFESSOR.RING"),
            success="You drew an Aviator (3 Gems).",
            teaches=["effects.professor"],
        ),
        Expect(
            "Put a card under the deck.",
            ["bottom AVIATOR.GEM3", "bottom REPORTER.GEM3", "bottom COLLECTOR.ANKH"],
            outcomes={
                "bottom AVIATOR.GEM3": "The new card goes straight back: only you know what lies under the deck.",
                "bottom REPORTER.GEM3": "You keep the Aviator; a card worth 3 is out of your hand.",
                "bottom COLLECTOR.ANKH": "You keep the Aviator (3 Gems) and drop the artifact.",
            },
            teaches=["effects.professor"],
        ),
        Setup(
            scenario={
                "players": 3,
                "hands": [
                    ["Artifact Hunter (Map)", "Professor (2 Gems)", "Reporter (Ring)"],
                    ["Guide (3 Gems)", "Aviator (Ankh)"],
                    ["Adventurer (Statuette)", "Guide (Chalice)"],
                ],
                "expeditions": [["Guide (1 Gem)"], [], []],
                "threats": ["Jaguar", "Trap", "Storm"],
            },
            text="**Artifact Hunter.** Turn any character of the intimidation pile face up on top: nobody may lay "
            "that character from hand until the round ends or another Artifact Hunter turns up a different "
            "one. A later Hunter may pick the card already up; in our reading, that character stays barred "
            "until the round ends.",
            teaches=["effects.artifact_hunter"],
        ),
        Ask(
            "You lay the Hunter and bar the Professor. If nobody changes the bar, which card of yours may you "
            "lay next turn?",
            ["Professor (2 Gems)", "Reporter (Ring)", "Both"],
            answer=1,
            explanation="Only the Reporter: the bar holds for its own player too.",
            feedback={
                "Professor (2 Gems)": "A barred character may not be laid from hand by anyone, including the "
                "player who barred it (rulebook: Character Card Effects: Artifact Hunter).",
                "Both": "The Reporter fits, but the barred Professor may not be laid by anyone, you included "
                "(rulebook: Character Card Effects: Artifact Hunter).",
            },
            teaches=["effects.artifact_hunter"],
        ),
        Expect(
            "Lay your Hunter.",
            _both_ends("ARTIFACT_HUNTER.MAP"),
            success="Now its effect.",
            teaches=["effects.artifact_hunter"],
        ),
        Expect(
            "Choose the character to bar.",
            [
                "intimidate AVIATOR",
                "intimidate GUIDE",
                "intimidate ADVENTURER",
                "intimidate COLLECTOR",
                "intimidate PROFESSOR",
                "intimidate REPORTER",
            ],
            outcomes={
                "intimidate AVIATOR": "Seat 1 may not lay its Aviator (Ankh) this round.",
                "intimidate GUIDE": "Both opponents hold a Guide they may not lay now.",
                "intimidate ADVENTURER": "Seat 2 may not lay its Adventurer this round.",
                "intimidate COLLECTOR": "Nobody here holds a Collector: no one is hurt yet.",
                "intimidate PROFESSOR": "Allowed, but you barred your own Professor too.",
                "intimidate REPORTER": "Allowed, but you barred your own Reporter too.",
            },
            teaches=["effects.artifact_hunter"],
        ),
        Setup(
            scenario={
                "players": 4,
                "hands": [
                    ["Adventurer (Map)", "Collector (1 Gem)"],
                    ["Reporter (3 Gems)", "Guide (Ring)"],
                    [
                        "Aviator (2 Gems)",
                        "Collector (Ring)",
                        "Artifact Hunter (3 Gems)",
                        "Reporter (Statuette)",
                        "Professor (1 Gem)",
                    ],
                    [],
                ],
                "expeditions": [["Reporter (2 Gems)"], ["Professor (Map)"], ["Adventurer (Ankh)"], []],
                "treasures": [[], [], [], ["Aviator (Map)", "Collector (3 Gems)"]],
                "out": [3],
                "threats": ["Jaguar", "Storm", "Native"],
                "resolved": {"Trap": 3},
            },
            text="**Adventurer.** You and a player of your choice swap your whole hands, unseen by the rest.",
            teaches=["effects.adventurer"],
        ),
        Expect(
            "Lay your Adventurer.",
            _both_ends("ADVENTURER.MAP"),
            success="Now its effect.",
            teaches=["effects.adventurer"],
        ),
        Expect(
            "Swap hands with whom? Seat 1 holds 2 cards, seat 2 holds 5.",
            ["swap-hands 2", "swap-hands 1"],
            feedback={"swap-hands 3": "Seat 3 has resolved a threat: it is out of the round and cannot be chosen."},
            outcomes={
                "swap-hands 2": "Five cards: more turns before you must face a threat.",
                "swap-hands 1": "Two cards for your one: a small gain.",
            },
            teaches=["effects.adventurer"],
        ),
        Setup(
            scenario={
                "players": 2,
                "hands": [["Aviator (2 Gems)", "Collector (1 Gem)"], ["Reporter (3 Gems)", "Guide (Ring)"]],
                "expeditions": [["Reporter (2 Gems)", "Guide (Ankh)"], ["Professor (Map)", "Guide (3 Gems)"]],
                "threats": ["Jaguar", "Trap"],
            },
            text="**Aviator.** Swap one card of your row, not the Aviator, with one of another player's row; "
            "each takes the other's place. Two cards of a colour may end up in a row. Into an empty row it "
            "does nothing; in this kit, likewise when nobody else in the round has a row (our reading).",
            teaches=["effects.aviator"],
        ),
        Do(["play AVIATOR.GEM2 right"]),
        Expect(
            "Choose the card you give.",
            ["give REPORTER.GEM2@1", "give GUIDE.ANKH@2"],
            feedback={"give AVIATOR.GEM2@3": "The Aviator you just laid stays: give another card of your row."},
            success="Now the card you take from seat 1's row.",
            teaches=["effects.aviator"],
        ),
        Expect(
            "Choose the card you take.",
            ["take 1:GUIDE.GEM3@2", "take 1:PROFESSOR.MAP@1"],
            outcomes={
                "take 1:GUIDE.GEM3@2": "You have the 3 Gems. If you kept your Guide (Ankh), your row now has two "
                "Guides: allowed.",
                "take 1:PROFESSOR.MAP@1": "You have the Map; seat 1 has your card in its place.",
            },
            teaches=["effects.aviator"],
        ),
        Setup(
            scenario={
                "players": 3,
                "hands": [
                    ["Collector (2 Gems)", "Guide (Map)", "Reporter (1 Gem)"],
                    ["Professor (Ankh)", "Aviator (Ring)", "Collector (Ankh)"],
                    ["Professor (Ankh)", "Reporter (Chalice)", "Guide (Statuette)"],
                ],
                "expeditions": [["Adventurer (3 Gems)"], [], []],
                "threats": ["Jaguar", "Trap", "Storm"],
            },
            text="**Collector.** Hand a player of your choice a card of yours, unseen by the rest; they look at "
            "it and must hand you a different card of theirs, their choice.",
            teaches=["effects.collector"],
        ),
        Expect(
            "Lay your Collector.",
            _both_ends("COLLECTOR.GEM2"),
            success="Now its effect.",
            teaches=["effects.collector"],
        ),
        Expect(
            "Trade with whom?",
            ["trade-with 1", "trade-with 2"],
            success="Now the card you hand over.",
            teaches=["effects.collector"],
        ),
        Expect(
            "Which card do you give?",
            ["give REPORTER.GEM1", "give GUIDE.MAP"],
            outcomes={
                "give REPORTER.GEM1": "You part with 1 point and keep your Map.",
                "give GUIDE.MAP": "You part with the Map and keep the Reporter.",
            },
            teaches=["effects.collector"],
        ),
        Do(["give-back PROFESSOR.ANKH"], text="Your partner looks at it and hands you its Professor (Ankh)."),
        Setup(
            scenario={
                "players": 2,
                "current": 1,
                "hands": [
                    ["Guide (Map)", "Aviator (Ring)"],
                    ["Collector (Ankh)", "Reporter (1 Gem)", "Professor (3 Gems)"],
                ],
                "threats": ["Jaguar", "Trap"],
            },
        ),
        Do(
            ["play COLLECTOR.ANKH", "trade-with 0", "give REPORTER.GEM1"],
            text="**The other side.** Seat 1 lays a Collector and hands you a Reporter (1 Gem).",
        ),
        Expect(
            "Hand a card back.",
            ["give-back GUIDE.MAP", "give-back AVIATOR.RING"],
            feedback={"give-back REPORTER.GEM1": "It must be a different card from the one you were handed."},
            success="Each of you gave one card and got one.",
            teaches=["effects.collector"],
        ),
    ],
)

# --- 4. threats ----------------------------------------------------------------------------------

THREATS_LESSON = Lesson(
    id="threats",
    game="venturesome",
    title="The twelve threats",
    summary="What each threat removes, choosing among them, and Trap, Sandstorm and Rope Bridge on short rows.",
    sections=[
        "turn.resolve_threat",
        "threats.bog",
        "threats.spiders_nest",
        "threats.collapsing_temple",
        "threats.volcanic_eruption",
        "threats.snow_avalanche",
        "threats.emergency_landing",
        "threats.trap",
        "threats.sandstorm",
        "threats.rope_bridge",
    ],
    steps=[
        Setup(
            scenario={
                "players": 4,
                "current": 1,
                "hands": [
                    ["Reporter (1 Gem)"],
                    ["Aviator (1 Gem)"],
                    ["Guide (3 Gems)"],
                    ["Reporter (Map)", "Guide (Statuette)"],
                ],
                "expeditions": [
                    ["Guide (Chalice)", "Professor (Statuette)", "Aviator (Map)", "Collector (Ring)"],
                    ["Adventurer (Chalice)", "Reporter (Statuette)", "Guide (2 Gems)"],
                    ["Artifact Hunter (Ring)", "Aviator (Statuette)", "Professor (2 Gems)"],
                    [],
                ],
                "threats": ["Bog", "Spider's Nest", "Collapsing Temple", "Volcanic Eruption"],
            },
            text="**The threats** (rulebook: Threat Cards). By symbol: Bog (Chalices, Statuettes), Spider's "
            "Nest (Rings, Statuettes), Collapsing Temple (Chalices, Ankhs), Volcanic Eruption (Rings, Ankhs), "
            "Jaguar (Maps), Emergency Landing (1 and 2 Gems), Native (1 and 3 Gems). By character: Snow "
            "Avalanche (Adventurer, Collector, Artifact Hunter), Storm (Guide, Aviator, Professor). By place "
            "or chance: Trap, Sandstorm, Rope Bridge.",
            teaches=[
                "threats.bog",
                "threats.spiders_nest",
                "threats.collapsing_temple",
                "threats.volcanic_eruption",
                "threats.jaguar",
                "threats.emergency_landing",
                "threats.native",
                "threats.snow_avalanche",
                "threats.storm",
            ],
        ),
        Do(
            [
                "play AVIATOR.GEM1 right",
                "threat BOG",
                "play GUIDE.GEM3 right",
                "threat SPIDERS_NEST",
                "play REPORTER.MAP",
            ],
            text="Seats 1 and 2 lay their last cards and take Bog and Spider's Nest (see the log).",
        ),
        Expect("Lay your last card, at either end.", _both_ends("REPORTER.GEM1")),
        _choose_threat(
            {
                "threat COLLAPSING_TEMPLE": "It took the Guide (Chalice): four cards are banked.",
                "threat VOLCANIC_ERUPTION": "It took the Collector (Ring): four cards are banked.",
            }
        ),
        Setup(
            scenario={
                "players": 4,
                "current": 1,
                "hands": [
                    ["Reporter (Ankh)"],
                    ["Professor (Chalice)"],
                    ["Collector (2 Gems)"],
                    ["Reporter (3 Gems)", "Guide (Chalice)"],
                ],
                "expeditions": [
                    ["Guide (1 Gem)", "Professor (3 Gems)", "Collector (Ring)", "Adventurer (Map)"],
                    ["Aviator (3 Gems)", "Reporter (1 Gem)", "Guide (Ring)"],
                    ["Adventurer (2 Gems)", "Artifact Hunter (Statuette)", "Guide (Map)"],
                    [],
                ],
                "threats": ["Volcanic Eruption", "Snow Avalanche", "Emergency Landing", "Native"],
            },
            text="**Gems and characters.** A new table.",
        ),
        Ask(
            "Which of the four threats would cost your row the most points?",
            ["Volcanic Eruption", "Snow Avalanche", "Emergency Landing", "Native"],
            answer=3,
            explanation="Native takes the Guide (1 Gem) and the Professor (3 Gems): 4 points.",
            feedback={
                "Volcanic Eruption": "It takes Rings and Ankhs: only your Collector (Ring), 1 point (rulebook: "
                "Threat Cards: Volcanic Eruption).",
                "Snow Avalanche": "It takes the Adventurer, Collector and Artifact Hunter: 2 points here "
                "(rulebook: Threat Cards: Snow Avalanche).",
                "Emergency Landing": "It takes 1 and 2 Gems: only your Guide (1 Gem), 1 point (rulebook: "
                "Threat Cards: Emergency Landing).",
            },
        ),
        Do(
            [
                "play PROFESSOR.CHALICE right",
                "threat VOLCANIC_ERUPTION",
                "play COLLECTOR.GEM2 right",
                "threat SNOW_AVALANCHE",
                "play REPORTER.GEM3",
            ],
            text="Seats 1 and 2 take Volcanic Eruption and Snow Avalanche.",
        ),
        Expect("Lay your last card, at either end.", _both_ends("REPORTER.ANKH")),
        _choose_threat(
            {
                "threat EMERGENCY_LANDING": "Only the Guide (1 Gem) goes: you bank 6 points.",
                "threat NATIVE": "The Guide (1 Gem) and the Professor (3 Gems) go: you bank 3 points.",
            }
        ),
        Setup(
            scenario={
                "players": 3,
                "seed": 1,
                "hands": [["Aviator (2 Gems)"], ["Guide (Map)"], ["Reporter (Statuette)"]],
                "expeditions": [["Collector (3 Gems)", "Guide (1 Gem)", "Professor (Ankh)"], [], ["Professor (Ring)"]],
                "threats": ["Trap", "Sandstorm", "Rope Bridge"],
            },
            text="**Place and chance.** Trap takes the two end cards of your row; Sandstorm shuffles it and takes "
            "two at random; Rope Bridge takes two neighbours. On a row of one card they take nothing, on two "
            "they take both.",
            teaches=["threats.trap", "threats.sandstorm", "threats.rope_bridge"],
        ),
        Expect(
            "Lay your last card: the end decides what Trap takes.",
            _both_ends("AVIATOR.GEM2")[::-1],
            outcomes={
                "play AVIATOR.GEM2 right": "Ends: the Collector (3 Gems) and the Aviator (2 Gems).",
                "play AVIATOR.GEM2 left": "Ends: the Aviator (2 Gems) and the Professor (Ankh).",
            },
        ),
        _choose_threat(
            {
                "threat TRAP": "Trap took your two end cards.",
                "threat SANDSTORM": "Sandstorm took two cards at random.",
                "threat ROPE_BRIDGE": "Rope Bridge: next, you pick the neighbouring pair that goes.",
            }
        ),
        Setup(
            scenario={
                "players": 3,
                "hands": [["Collector (1 Gem)"], [], []],
                "expeditions": [
                    ["Collector (3 Gems)", "Guide (1 Gem)", "Professor (Ankh)", "Aviator (2 Gems)"],
                    [],
                    [],
                ],
                "treasures": [[], ["Guide (Map)"], ["Professor (Ring)"]],
                "out": [1, 2],
                "threats": ["Rope Bridge"],
                "resolved": {"Trap": 1, "Sandstorm": 2},
            },
            text="**Rope Bridge.** Your Collector does not fit. The rulebook says two adjacent cards go, not who "
            "picks them; in this kit the player facing it picks (our reading).",
        ),
        Do(["threat ROPE_BRIDGE"]),
        Expect(
            "Choose the pair you lose.",
            ["bridge 2-3", "bridge 1-2", "bridge 3-4"],
            outcomes={
                "bridge 2-3": "1 Gem and an Ankh gone: 2 points lost, the least.",
                "bridge 1-2": "3 Gems and 1 Gem gone: 4 points lost.",
                "bridge 3-4": "An Ankh and 2 Gems gone: 3 points lost.",
            },
            teaches=["threats.rope_bridge"],
        ),
        Setup(
            scenario={
                "players": 3,
                "seed": 1,
                "current": 1,
                "hands": [[], ["Guide (Map)"], ["Reporter (Statuette)"]],
                "expeditions": [[], [], ["Professor (Ring)"]],
                "treasures": [["Collector (3 Gems)"], [], []],
                "out": [0],
                "threats": ["Trap", "Sandstorm"],
                "resolved": {"Rope Bridge": 0},
            },
        ),
        Do(
            ["play GUIDE.MAP", "threat TRAP", "play REPORTER.STATUETTE right", "threat SANDSTORM"],
            text="Seat 1 faces Trap with one card in its row: nothing goes. Seat 2 faces Sandstorm with two: both go.",
            teaches=["threats.trap", "threats.sandstorm"],
        ),
    ],
)

# --- 5. rounds and scoring ------------------------------------------------------------------------

ROUNDS_AND_SCORING = Lesson(
    id="rounds_and_scoring",
    game="venturesome",
    title="Rounds, scoring and your first game",
    summary="Ending a round and preparing the next, the short deal of round 3, who starts, scoring with the "
    "rulebook's example, the tie-break, then a game against a bot.",
    sections=[
        "round.end",
        "round.reveal_threats",
        "round.deal",
        "round.short_deal",
        "round.intimidation_reset",
        "round.first_player",
        "scoring",
        "scoring.most_points",
        "scoring.tiebreak_cards",
        "scoring.tiebreak_gems",
        "scoring.disqualified",
        "scoring.fewest_points",
        "scoring.winner",
        "scoring.nobody_wins",
    ],
    steps=[
        Setup(
            scenario={
                "players": 3,
                "hands": [["Reporter (3 Gems)"], [], []],
                "expeditions": [["Guide (Map)", "Aviator (Ring)"], [], []],
                "treasures": [[], ["Professor (2 Gems)", "Collector (Ankh)"], ["Adventurer (1 Gem)"]],
                "out": [1, 2],
                "threats": ["Jaguar"],
                "resolved": {"Trap": 1, "Bog": 2},
                "threat_deck": ["Storm"],
                "threat_discard": [
                    "Sandstorm",
                    "Spider's Nest",
                    "Rope Bridge",
                    "Collapsing Temple",
                    "Volcanic Eruption",
                    "Emergency Landing",
                    "Snow Avalanche",
                    "Native",
                ],
                "deck": ["Guide (2 Gems)", "Reporter (Ankh)", "Collector (Map)", "Adventurer (3 Gems)"],
                "rest": "discard",
                "intimidated": "Professor",
                "last_resolver": 2,
            },
            text="**The end of round 1.** You are the last one in. Note the barred Professor, the one-card "
            "threat deck and the four-card character deck.",
        ),
        Expect("Lay your last card.", _both_ends("REPORTER.GEM3"), success="Your hand is empty.", teaches=[]),
        Do(["threat JAGUAR"], text="You resolve the last threat, and round 1 ends."),
        Say(
            "**Preparing the next round** (rulebook: End of Round and Preparing the Next), as the log shows: "
            "resolved threats go to their discard pile; new threats are turned up, one per player (the "
            "threat discards were shuffled into a new deck when it ran out); everyone gets a new hand (the "
            "character discards were shuffled in too); the barred Professor is turned face down; and the "
            "player to the left of the last one to resolve a threat begins.",
            teaches=["round_end"],
        ),
        Setup(
            scenario={
                "players": 5,
                "round": 2,
                "hands": [["Aviator (1 Gem)"], [], [], [], []],
                "expeditions": [["Collector (3 Gems)", "Artifact Hunter (Ring)"], [], [], [], []],
                "treasures": [[], _colour("Guide"), _colour("Reporter"), _colour("Adventurer"), _colour("Professor")],
                "out": [1, 2, 3, 4],
                "threats": ["Jaguar"],
                "resolved": {"Trap": 1, "Bog": 2, "Native": 3, "Storm": 4},
            },
            text="**Round 2 of five players is ending.** The others banked nine cards each; once your three join "
            "them, only 24 character cards are left to deal. In round 3, if the deck cannot give everyone a full "
            "hand, everyone gets the same smaller number and the rest stays in the deck.",
            teaches=["round_end.third_round"],
        ),
        Ask(
            "How many cards will each player get for round 3?",
            ["6", "5", "4"],
            answer=2,
            explanation="24 cards for 5 players: 4 each; the 4 left over stay in the deck.",
            feedback={
                "6": "Six each would take 30 cards; only 24 remain (rulebook: End of Round and Preparing the Next).",
                "5": "Five each would take 25 cards, one more than the 24 that remain (rulebook: End of Round and "
                "Preparing the Next).",
            },
            teaches=["round_end.third_round"],
        ),
        Ask(
            "You will resolve the last threat of round 2. Who begins round 3?",
            ["You (seat 0)", "Seat 1", "Seat 4"],
            answer=1,
            explanation="Seat 1, on the left of the last player to resolve a threat.",
            feedback={
                "You (seat 0)": "The last to resolve a threat does not begin; the player on their left does "
                "(rulebook: End of Round and Preparing the Next).",
                "Seat 4": "Play goes clockwise: the next round starts with the player on the left of the last "
                "to resolve a threat (rulebook: End of Round and Preparing the Next).",
            },
            teaches=["round_end"],
        ),
        Expect("Lay your last card.", _both_ends("AVIATOR.GEM1"), success="Your hand is empty."),
        Do(["threat JAGUAR"], text="You resolve the last threat. Round 3 begins, four cards each."),
        Setup(
            scenario=_final_turn(
                [["Professor (2 Gems)"], ["Reporter (1 Gem)", "Guide (2 Gems)"]],
                0,
                "Professor (Map)",
                ["Native", "Jaguar"],
            ),
            text="**The last turn of the game.** Your treasure pile holds a blue Professor (2 Gems); your hand "
            "a blue Professor (Map). Seat 1 is out with 3 points.",
        ),
        Ask(
            "If you bank the Map, what is your pile worth?",
            ["2", "3", "4"],
            answer=2,
            explanation="The rulebook's example: 2 for the gems, and the Map scores 1 for each blue card, "
            "itself included: 4.",
            feedback={
                "2": "That counts the gems only; the blue Map scores 1 per blue card in your pile (rulebook: End "
                "of Game and Scoring).",
                "3": "The Map counts itself too: 2 for the gems, 2 for the Map (rulebook: End of Game and Scoring).",
            },
            teaches=["scoring"],
        ),
        Do(["play PROFESSOR.MAP"]),
        Expect(
            "Choose the last threat of the game.",
            ["threat NATIVE", "threat JAGUAR"],
            outcomes={
                "threat NATIVE": "The Map survives: 4 points to seat 1's 3. You win.",
                "threat JAGUAR": "Jaguar took the Map: 2 points to seat 1's 3. You lose.",
            },
        ),
        Setup(
            scenario=_final_turn(
                [
                    ["Guide (3 Gems)", "Reporter (Ankh)"],
                    ["Professor (3 Gems)", "Aviator (Chalice)"],
                    ["Collector (1 Gem)"],
                ],
                2,
                "Artifact Hunter (Map)",
                ["Jaguar"],
            ),
            text="**Ties** (rulebook: End of Game and Scoring). Tied for most points, the player with fewer "
            "treasure cards wins; still tied, fewer points from gems. Players still tied are disqualified, "
            "and the one with the fewest points among the rest wins. Here seats 0 and 1 have 4 points, 2 "
            "cards and 3 gem points each.",
            teaches=["scoring.ties"],
        ),
        Do(["play ARTIFACT_HUNTER.MAP", "threat JAGUAR"]),
        Ask(
            "Seat 2 has finished with 1 point. Who wins?",
            ["You (seat 0)", "Seat 1", "Seat 2"],
            answer=2,
            explanation="Seats 0 and 1 are disqualified; of the rest, the fewest points win: seat 2.",
            feedback={
                "You (seat 0)": "You and seat 1 tie on points, cards and gem points: both disqualified "
                "(rulebook: End of Game and Scoring).",
                "Seat 1": "Seat 1 ties with you on points, cards and gem points: both disqualified (rulebook: "
                "End of Game and Scoring).",
            },
            teaches=["scoring.ties"],
        ),
        Setup(
            scenario=_final_turn(
                [["Guide (2 Gems)", "Reporter (Ring)"], ["Professor (2 Gems)", "Aviator (Ankh)"]],
                1,
                "Artifact Hunter (Map)",
                ["Jaguar"],
            ),
        ),
        Do(
            ["play ARTIFACT_HUNTER.MAP", "threat JAGUAR"],
            text="**Two players tied on everything:** both are disqualified, and they share the defeat.",
            teaches=["scoring.ties"],
        ),
        Setup(record=make_record("venturesome", 2, 11, {"first_player": 0}, [])),
        Play(
            "**Your game.** A fresh two-player game against the greedy bot: play it through, or go on "
            "whenever you like. Click or point at a card you may not play to see why.",
            bot="greedy",
        ),
    ],
)

LESSONS: tuple[Lesson, ...] = (QUICK_START, TURN, CHARACTERS_LESSON, THREATS_LESSON, ROUNDS_AND_SCORING)
