"""Venturesome's tutorial lessons, as data: together they teach the whole rulebook.

Each lesson is a :class:`~venture_widgets.tutor.Lesson`; ``venture_widgets.tutor.load_lesson``
finds them by id. The texts are our own words; they name the rulebook section they explain.
The rulebook section of every rule id the engine uses is in ``sections.py``.

=================  ==================================================================
lesson             teaches
=================  ==================================================================
``setup``          the goal, the cards, setting up, the shape of a game
``turn``           a turn: ends only, the colour rule, effects, the last card,
                   cannot play, resolving a threat, leaving the round, playing alone
``effects``        Guide, Reporter, Professor, Artifact Hunter (and their edge cases)
``effects_others`` Adventurer, Aviator, Collector; who can be a target
``threats``        the twelve threats, Trap/Sandstorm/Rope Bridge on 1 and 2 cards
``round_end``      ending a round, reshuffles, the short deal of round 3, who starts
``scoring``        points (the rulebook's example) and every step of the tie-break
=================  ==================================================================

>>> [lesson.id for lesson in LESSONS]
['setup', 'turn', 'effects', 'effects_others', 'threats', 'round_end', 'scoring']
"""

from __future__ import annotations

from typing import Any

from ...core.record import make_record
from ...tutor.model import Ask, Do, Expect, Lesson, Say, Setup
from .data import CARDS, CHARACTERS, THREATS, card_name

BUDGET_MINUTES = 25
"""The most the lessons may take, notebooks included (``venture_widgets.tutor.measure``)."""

# --- small builders for the positions below -----------------------------------------------------


def _both_ends(card: str) -> list[str]:
    """Playing ``card`` at either end of a non-empty expedition."""
    return [f"play {card} left", f"play {card} right"]


def _colour(character: str) -> list[str]:
    """All nine cards of the character (colour) named ``character``, by name."""
    return [card_name(card.code) for card in CARDS if CHARACTERS[card.character].name == character]


def _final_turn(treasures: list[list[str]], last: int, hand: str, threats: list[str], **spec: Any) -> dict[str, Any]:
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
        **spec,
    }


# --- 1. goal and setup ---------------------------------------------------------------------------

SETUP = Lesson(
    id="setup",
    game="venturesome",
    title="Goal and setup",
    summary="What you are trying to do, which cards there are, and how the table is prepared.",
    sections=["setup", "gameplay.turn", "round.deal", "round.reveal_threats"],
    steps=[
        Setup(
            record=make_record("venturesome", 3, 7, {"first_player": 0}, []),
            text="**Welcome to Venturesome.** This is a real three-player table just after it was set up, "
            "seen from seat 0: that is you.\n\n"
            "Over three rounds you lay characters one by one into a row in front of you, your *expedition*. "
            "Sooner or later you have to stop; then a threat hits your row and whatever survives is banked "
            "face down in your *treasure pile*. When the third round is over, the treasure piles are counted "
            "and the richest explorer wins (rulebook: Gameplay; End of Game and Scoring).",
        ),
        Say(
            "**The cards.** There are 63 character cards: seven characters (Guide, Reporter, Adventurer, "
            "Professor, Aviator, Artifact Hunter, Collector), each in a colour of its own, nine cards apiece. "
            "Every card also shows one symbol: a Map, one, two or three Gems, or one of four artifacts "
            "(Ankh, Chalice, Ring, Statuette). Add 12 threat cards and 6 intimidation cards "
            "(rulebook: Contents).\n\n"
            "The rulebook does not say which colour belongs to which character, nor which symbols each colour "
            "carries; in this kit the Guide is green, the Reporter grey, the Adventurer red, the Professor blue, "
            "the Aviator yellow, the Artifact Hunter purple and the Collector brown, and each colour holds all "
            "eight symbols once plus one of them a second time."
        ),
        Ask(
            "How many character cards share one colour?",
            ["7", "8", "9", "12"],
            answer=2,
            explanation="Nine: 63 cards split evenly over seven characters, and a character is its colour.",
            feedback={
                "7": "Seven is how many characters, and so colours, there are. The 63 cards are shared evenly among "
                "them: 9 per colour (rulebook: Contents).",
                "8": "There are eight symbols, but a colour holds more cards than that: 63 cards over 7 colours "
                "makes 9 (rulebook: Contents).",
                "12": "Twelve is the number of threat cards, not of the character cards in one colour (rulebook: "
                "Contents).",
            },
        ),
        Say(
            "**Setting up** (rulebook: Setup). The character cards are shuffled into a face-down deck and "
            "everyone gets six of them — nine each when only two play. Keep your hand to yourself. The threat "
            "cards are shuffled into their own deck, and one threat per player is turned face up. Both decks "
            "get a discard pile beside them, open for anyone to look through whenever they like. The six "
            "intimidation cards wait face down in a pile; their order does not matter.\n\n"
            "Then somebody starts. The rulebook picks the boldest-looking explorer; here the `first_player` "
            "option chooses, or the seed decides."
        ),
        Ask(
            "Look at the table: how many cards were dealt to each of the three players?",
            ["6", "7", "9"],
            answer=0,
            explanation="Six each with three players, so 63 - 18 = 45 cards remain in the deck.",
            feedback={
                "7": "No player count is dealt 7 cards. With three to five players everyone starts with 6: count "
                "your hand (rulebook: Setup).",
                "9": "Nine cards each is the deal of a two-player game only; three players get 6 (rulebook: Setup).",
            },
        ),
        Ask(
            "And if only two people played?",
            ["6", "7", "9"],
            answer=2,
            explanation="A two-player game deals nine cards to each player.",
            feedback={
                "6": "Six each is the deal for three, four or five players; a two-player game gives each player more "
                "(rulebook: Setup).",
                "7": "No player count is dealt 7 cards: two players get 9 each (rulebook: Setup).",
            },
        ),
        Ask(
            "In a five-player game, how many threats lie face up when a round begins?",
            ["3", "5", "12"],
            answer=1,
            explanation="One face-up threat per player: five.",
            feedback={
                "3": "Three is right for three players: one threat is turned up for every player at the table "
                "(rulebook: Setup).",
                "12": "Twelve is the whole threat deck; only one threat per player is turned face up (rulebook: "
                "Setup).",
            },
        ),
        Ask(
            "Who is allowed to check the character discard pile?",
            ["Nobody", "Only whoever discarded them", "Every player, at any moment"],
            answer=2,
            explanation="Both discard piles are public: anyone may check them at any time.",
            feedback={
                "Nobody": "The discard piles are no secret: they lie open, and looking through them is allowed "
                "(rulebook: Setup).",
                "Only whoever discarded them": "Not just the player who threw the cards away: the discard piles are "
                "public to the whole table (rulebook: Setup).",
            },
        ),
        Say(
            "**How play goes** (rulebook: Gameplay). Players take turns clockwise — here seat 0, then 1, then 2. "
            "On your turn you lay exactly one card from your hand into your expedition and carry out what that "
            "character does. Your row grows turn after turn until you cannot go on: then you pick one of the "
            "face-up threats, suffer it, bank what is left and sit out the rest of the round. The others keep "
            "playing until each of them has faced a threat too. That ends the round; after three rounds the "
            "game is scored."
        ),
        Expect(
            "It is your turn and your expedition is empty. Lay any card of your hand into it.",
            [
                "play GUIDE.GEM3",
                "play PROFESSOR.MAP",
                "play PROFESSOR.RING",
                "play AVIATOR.GEM2",
                "play ARTIFACT_HUNTER.GEM1",
                "play REPORTER.GEM1",
            ],
            success="Your expedition has its first card. The next lesson looks at a turn step by step.",
        ),
    ],
)

# --- 2. a turn -----------------------------------------------------------------------------------

_PROFESSOR_AGAIN = (
    "Not allowed: your expedition already holds a Professor, and no colour may appear twice in it when you "
    "play from hand. That is the rulebook's own example (Player's Turn, step I, note)."
)

TURN = Lesson(
    id="turn",
    game="venturesome",
    title="A turn",
    summary="The three steps of a turn: play at an end, the colour rule, the effect, the last card, "
    "being unable to play, resolving a threat and leaving the round.",
    sections=[
        "gameplay.turn",
        "turn.play",
        "turn.effect",
        "turn.last_card",
        "turn.cannot_play",
        "turn.resolve_threat",
        "turn.alone_in_round",
        "effects.reporter",
    ],
    steps=[
        Setup(
            scenario={
                "players": 3,
                "hands": [
                    ["Professor (1 Gem)", "Guide (2 Gems)", "Reporter (Ankh)", "Aviator (Map)"],
                    ["Reporter (2 Gems)", "Collector (1 Gem)", "Adventurer (Ring)"],
                    ["Reporter (Ring)", "Artifact Hunter (3 Gems)", "Aviator (1 Gem)"],
                ],
                "expeditions": [["Professor (Ring)", "Collector (Map)"], [], []],
                "threats": ["Jaguar", "Trap", "Storm"],
            },
            text="**A turn has three steps, always in this order** (rulebook: Player's Turn): "
            "**I** lay a card from your hand into your expedition, **II** carry out that character's effect, "
            "**III** face a threat — and step III only happens when your hand has run out or you could not "
            "play at all.\n\nYour expedition already holds a Professor and a Collector.",
        ),
        Say(
            "**Step I: only at the ends.** A new card goes to the far left or the far right of your row, never "
            "between two cards that are already down. The order of the row matters: some threats care about "
            "which cards sit at the ends or next to each other."
        ),
        Ask(
            "Which card of your hand are you NOT allowed to play now?",
            ["Professor (1 Gem)", "Guide (2 Gems)", "Reporter (Ankh)", "Aviator (Map)"],
            answer=0,
            explanation="Your row already has a Professor. Each character has its own colour, and you may never "
            "play a card whose colour is already in your expedition — so no second Professor. This is the "
            "rulebook's example for the colour rule.",
            feedback={
                "Guide (2 Gems)": "The Guide may be laid: your row holds a Professor and a Collector, no Guide yet "
                "(rulebook: Player's Turn, step I).",
                "Reporter (Ankh)": "Your row has no Reporter, so its colour is still free and either end will do "
                "(rulebook: Player's Turn, step I).",
                "Aviator (Map)": "No Aviator lies in your row yet, so that colour may still be laid (rulebook: "
                "Player's Turn, step I).",
            },
        ),
        Expect(
            "Lay your **Reporter** at the **left** end of your expedition.",
            ["play REPORTER.ANKH left"],
            feedback={
                "play PROFESSOR.GEM1 left": _PROFESSOR_AGAIN,
                "play PROFESSOR.GEM1 right": _PROFESSOR_AGAIN,
                "play REPORTER.ANKH right": "Right card, other end: this time put it on the left.",
            },
            success="The Reporter now opens your row. It has no effect, so step II is over at once; you still "
            "hold cards, so there is no step III either. Your turn is done.",
        ),
        Do(
            ["play REPORTER.GEM2", "play REPORTER.RING"],
            text="Turns pass clockwise: seat 1 plays, then seat 2. Both chose a Reporter.",
        ),
        Say(
            "**Step II: the effect is not optional.** Whatever the character you just laid does, you must do it "
            "(rulebook: Player's Turn, step II). The Guide, for example, makes you take one *other* card of your "
            "row back into your hand."
        ),
        Expect(
            "Lay your **Guide** at the **right** end of your expedition.",
            ["play GUIDE.GEM2 right"],
            feedback={
                "play GUIDE.GEM2 left": "The rules let you use either end; put it on the right for this example.",
                "play PROFESSOR.GEM1 left": _PROFESSOR_AGAIN,
                "play PROFESSOR.GEM1 right": _PROFESSOR_AGAIN,
            },
            success="The Guide is down. Now its effect: choose a card to take back.",
        ),
        Expect(
            "Take the **Professor (Ring)** back into your hand.",
            ["return PROFESSOR.RING@2"],
            feedback={
                "return GUIDE.GEM2@4": "The Guide cannot take itself back: pick one of the other cards.",
                "return REPORTER.ANKH@1": "That is allowed, but take the Professor back for this example.",
                "return COLLECTOR.MAP@3": "That is allowed, but take the Professor back for this example.",
            },
            success="The Professor is back in your hand and the row closed the gap. With no Professor in your "
            "expedition any more, both Professors in your hand could be played on a later turn.",
        ),
        Setup(
            scenario={
                "players": 3,
                "hands": [
                    ["Aviator (3 Gems)"],
                    ["Reporter (2 Gems)", "Collector (1 Gem)", "Adventurer (Ring)"],
                    ["Reporter (Ring)", "Artifact Hunter (3 Gems)", "Aviator (1 Gem)"],
                ],
                "expeditions": [["Guide (Map)", "Professor (Ring)", "Collector (2 Gems)"], [], []],
                "threats": ["Jaguar", "Trap", "Storm"],
            },
            text="**A new position: one card left.** You hold a single Aviator.",
        ),
        Say(
            "**The last card.** When the card you lay is the last one in your hand, its effect is skipped and "
            "you go straight on to step III: resolving a threat (rulebook: Player's Turn, notes to steps I and "
            "II)."
        ),
        Expect(
            "Lay your Aviator, at either end.",
            _both_ends("AVIATOR.GEM3"),
            success="That was your last card, so the Aviator's effect does not happen. Step III: pick a threat.",
        ),
        Expect(
            "Three threats are face up. Pick the one that costs your expedition the fewest cards.",
            ["threat JAGUAR"],
            feedback={
                "threat TRAP": "Trap throws out the two cards at the ends of your row: two cards gone. "
                "Another threat costs less.",
                "threat STORM": "Storm sweeps away every Guide, Aviator and Professor: three of your four cards.",
            },
            hint="Read what each threat removes and count your cards that it would hit.",
            success="Jaguar only took your Map. The threat card is turned face down so nobody else can choose "
            "it, the rest of your row moves to your treasure pile, and you are out of this round.",
        ),
        Say(
            "**Resolving a threat, in order** (rulebook: Player's Turn, step III): choose one face-up threat and "
            "do what it says to your expedition; turn it face down; move every card still in your expedition "
            "to your treasure pile (you may look at your own pile, nobody else may); then wait. The round ends "
            "once every player has resolved a threat."
        ),
        Do(
            ["play REPORTER.GEM2", "play REPORTER.RING"],
            text="Seats 1 and 2 carry on without you.",
        ),
        Ask(
            "Seat 1 now lays an Adventurer, which swaps hands with another player. Could it pick you?",
            ["Yes, any other player", "No: you have left the round"],
            answer=1,
            explanation="Once you have resolved a threat you take no further part in the round, and nobody's "
            "card can target you (rulebook: Player's Turn, note to step III).",
            feedback={
                "Yes, any other player": "Not any more: a player who has resolved a threat sits out the rest of the "
                "round, and no card may target them (rulebook: Player's Turn, step III).",
            },
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
            text="**When nothing fits.** Seat 2 is about to play. Look at your hand and your expedition.",
        ),
        Ask(
            "When your turn comes, which of your cards can you lay?",
            ["The Guide (1 Gem)", "The Professor (3 Gems)", "Neither of them"],
            answer=2,
            explanation="Your row already has a Guide and a Professor, so both colours are taken.",
            feedback={
                "The Guide (1 Gem)": "Your expedition already holds a Guide (Ring), so another Guide may not come "
                "from your hand (rulebook: Player's Turn, step I).",
                "The Professor (3 Gems)": "Your expedition already holds a Professor (Map): that colour is taken "
                "(rulebook: Player's Turn, step I).",
            },
        ),
        Do(
            ["play REPORTER.STATUETTE"],
            text="Seat 2 plays. On your turn no card of yours can be laid, so you skip steps I and II: you show "
            "your hand to everyone, discard it, and go straight to step III (rulebook: Player's Turn, step III, "
            "case 2).",
        ),
        Expect(
            "Resolve a threat that leaves your expedition untouched.",
            ["threat NATIVE", "threat BOG"],
            feedback={"threat JAGUAR": "Jaguar would take your Professor (Map). Another threat hits nothing."},
            success="None of your cards carries what that threat removes, so your whole row is banked.",
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
            text="**Alone in the round.** Seats 1 and 2 have already resolved their threats; only you are left.",
        ),
        Expect(
            "Lay your Collector (it trades a card with another player), at either end.",
            _both_ends("COLLECTOR.MAP"),
            success="There is nobody left to trade with, so the Collector's effect is skipped. The same goes "
            "for the Adventurer and the Aviator when you are alone (rulebook: Player's Turn, note to step III). "
            "You keep taking turns.",
        ),
        Expect(
            "Lay your last card.",
            _both_ends("REPORTER.GEM3"),
            success="Your hand is empty: time for step III.",
        ),
        Expect(
            "One threat is still face up. Resolve it.",
            ["threat JAGUAR"],
            success="Jaguar took the Collector (Map). You were the last explorer in the round, so round 1 is "
            "over and round 2 begins — the lesson on the end of a round explains what just happened.",
        ),
        Say(
            "That is a whole turn: lay a card at an end (never a colour you already have), do its effect unless "
            "it was your last card, and face a threat when your hand is empty or nothing fits."
        ),
    ],
)

# --- 3. effects on your own cards ----------------------------------------------------------------

EFFECTS = Lesson(
    id="effects",
    game="venturesome",
    title="Character effects I: Guide, Reporter, Professor, Artifact Hunter",
    summary="The characters that act on your own cards, the deck and the intimidation cards.",
    sections=[
        "turn.effect",
        "effects.guide",
        "effects.reporter",
        "effects.professor",
        "effects.artifact_hunter",
        "turn.cannot_play",
    ],
    steps=[
        Setup(
            scenario={
                "players": 2,
                "hands": [
                    ["Guide (1 Gem)", "Reporter (3 Gems)", "Professor (Ring)", "Collector (Ankh)"],
                    ["Reporter (Map)", "Guide (Statuette)", "Adventurer (1 Gem)"],
                ],
                "deck": ["Aviator (3 Gems)"],
                "threats": ["Jaguar", "Trap"],
            },
            text="**Effects, part one.** Each character does something when you lay it (rulebook: Character Card "
            "Effects). This lesson covers the four that deal with your own cards, the deck and the "
            "intimidation cards; the next one covers the three that reach other players.",
        ),
        Say(
            "**Guide:** take one card of your expedition — any except the Guide you just laid — back into your "
            "hand, then push the row together so there is no gap. If your expedition was empty before the "
            "Guide, there is nothing to take and nothing happens."
        ),
        Expect(
            "Your expedition is empty. Lay the Guide into it.",
            ["play GUIDE.GEM1"],
            success="There was no other card to take back, so the Guide did nothing this time.",
        ),
        Do(["play REPORTER.MAP"], text="Seat 1 plays a Reporter."),
        Say("**Reporter:** no effect at all. A calm card: nothing changes but the length of your row."),
        Expect(
            "Lay your Reporter, at either end.",
            _both_ends("REPORTER.GEM3"),
            success="Nothing else happens: the Reporter has no effect.",
        ),
        Do(
            ["play GUIDE.STATUETTE right", "return REPORTER.MAP@1"],
            text="Seat 1 lays a Guide and takes its Reporter back into its hand.",
        ),
        Say(
            "**Professor:** take the card lying on top of the character deck into your hand, then put one card of "
            "your hand — any one, even the one you just drew — face down under the deck. If the deck is empty, "
            "the Professor does nothing."
        ),
        Expect(
            "Lay your Professor, at either end.",
            _both_ends("PROFESSOR.RING"),
            success="You drew the top card of the deck: an Aviator (3 Gems). Now one card must go under the deck.",
        ),
        Ask(
            "Which cards may you put under the deck now?",
            ["Only the card you just drew", "Any card in your hand, the new one included", "Only an older card"],
            answer=1,
            explanation="Any card of your hand may go, including the one you have just drawn.",
            feedback={
                "Only the card you just drew": "You are not tied to the new card: any card of your hand may go under "
                "the deck (rulebook: Character Card Effects: Professor).",
                "Only an older card": "The card you just drew may go too: the choice is any card of your hand "
                "(rulebook: Character Card Effects: Professor).",
            },
        ),
        Expect(
            "Put a card of your choice under the deck.",
            ["bottom COLLECTOR.ANKH", "bottom AVIATOR.GEM3"],
            success="It lies under the deck, face down. The others only know that some card went there; the "
            "table view reminds you which one.",
        ),
        Setup(
            scenario={
                "players": 2,
                "hands": [["Professor (2 Gems)", "Reporter (Ring)"], ["Aviator (Statuette)", "Collector (2 Gems)"]],
                "deck": ["Guide (Chalice)"],
                "rest": "discard",
                "threats": ["Jaguar", "Trap"],
            },
            text="**A nearly empty deck.** Every other card is in the discard pile: the character deck holds just "
            "one card.",
        ),
        Expect(
            "Lay your Professor.",
            ["play PROFESSOR.GEM2"],
            success="You drew the very last card of the deck. The deck is now empty — and still you must put a "
            "card under it.",
        ),
        Expect(
            "Put a card from your hand under the (empty) deck.",
            ["bottom REPORTER.RING", "bottom GUIDE.CHALICE"],
            success="The deck holds one card again: the one you chose.",
        ),
        Setup(
            scenario={
                "players": 2,
                "hands": [["Professor (2 Gems)", "Reporter (Ring)"], ["Aviator (Statuette)", "Collector (2 Gems)"]],
                "deck": [],
                "rest": "discard",
                "threats": ["Jaguar", "Trap"],
            },
            text="**An empty deck.** This time the character deck has no cards at all.",
        ),
        Expect(
            "Lay your Professor.",
            ["play PROFESSOR.GEM2"],
            success="With nothing to draw, the Professor's effect is ignored.",
        ),
        Setup(
            scenario={
                "players": 3,
                "hands": [
                    ["Artifact Hunter (Map)", "Professor (2 Gems)", "Reporter (Ring)"],
                    ["Guide (3 Gems)", "Aviator (Ankh)", "Collector (1 Gem)"],
                    ["Adventurer (Statuette)", "Guide (Chalice)", "Reporter (1 Gem)"],
                ],
                "threats": ["Jaguar", "Trap", "Storm"],
            },
            text="**Artifact Hunter.** You turn one card of the intimidation pile face up on top of it. From then "
            "on nobody — you included — may lay that character from hand, until the round ends or another "
            "Artifact Hunter turns up a different card (or the same one again).",
        ),
        Expect("Lay your Artifact Hunter.", ["play ARTIFACT_HUNTER.MAP"], success="Now pick a character to block."),
        Expect(
            "Block a character — but not one you still want to lay yourself.",
            ["intimidate GUIDE", "intimidate ADVENTURER", "intimidate AVIATOR", "intimidate COLLECTOR"],
            feedback={
                "intimidate PROFESSOR": "That would block your own Professor (2 Gems) too: the ban applies to "
                "everybody, you included.",
                "intimidate REPORTER": "That would block your own Reporter (Ring) too: the ban applies to "
                "everybody, you included.",
            },
            success="That character's card now lies face up: nobody may lay one from hand this round unless "
            "another Artifact Hunter changes it.",
        ),
        Ask(
            "How long does the face-up intimidation card keep its effect?",
            [
                "Until your next turn",
                "Until the round ends, or until another Artifact Hunter turns up a card",
                "For the rest of the game",
            ],
            answer=1,
            explanation="It holds until the round is over (then it is turned face down) or until a later Artifact "
            "Hunter replaces it.",
            feedback={
                "Until your next turn": "It lasts longer than one trip around the table: it holds until the round is "
                "over or a later Artifact Hunter changes it (rulebook: Character Card Effects: Artifact Hunter).",
                "For the rest of the game": "It does not outlive the round: when a round ends, a face-up "
                "intimidation card is turned face down (rulebook: End of Round and Preparing the Next, step 4).",
            },
        ),
        Ask(
            "A later Artifact Hunter wants the same character blocked again. Is that allowed?",
            ["Yes", "No, it must choose a different one"],
            answer=0,
            explanation="Yes: picking the card that is already face up is allowed.",
            feedback={
                "No, it must choose a different one": "Picking the card that is already face up is allowed; the same "
                "character simply stays blocked (rulebook: Character Card Effects: Artifact Hunter).",
            },
        ),
        Setup(
            scenario={
                "players": 2,
                "current": 1,
                "hands": [["Reporter (1 Gem)", "Guide (3 Gems)"], ["Artifact Hunter (Ring)", "Aviator (Ankh)"]],
                "expeditions": [["Guide (Map)"], []],
                "threats": ["Native", "Jaguar"],
            },
            text="**Blocked out.** Your expedition holds a Guide; your hand a Reporter and a Guide. Seat 1 moves "
            "first.",
        ),
        Do(
            ["play ARTIFACT_HUNTER.RING", "intimidate REPORTER"],
            text="Seat 1 lays an Artifact Hunter and blocks the Reporter. On your turn, the Reporter is forbidden "
            "and the Guide repeats a colour: you cannot play, so you show and discard your hand and go to step "
            "III, as the rulebook says for this case (Character Card Effects: Artifact Hunter).",
        ),
        Expect(
            "Resolve the threat that spares your expedition.",
            ["threat NATIVE"],
            feedback={"threat JAGUAR": "Jaguar removes Maps: your Guide (Map) would be lost."},
            success="Native removes 1-Gem and 3-Gems cards; your Guide (Map) survives and is banked.",
        ),
    ],
)

# --- 4. effects that reach other players ----------------------------------------------------------

_SIDE_FOR_EXAMPLE = "Either end is allowed by the rules; use the right end so the example below fits."

EFFECTS_OTHERS = Lesson(
    id="effects_others",
    game="venturesome",
    title="Character effects II: Adventurer, Aviator, Collector",
    summary="The characters that deal with other players, and who may be their target.",
    sections=["effects.adventurer", "effects.aviator", "effects.collector", "turn.alone_in_round", "turn.last_card"],
    steps=[
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
                "expeditions": [
                    ["Reporter (2 Gems)", "Guide (Ankh)"],
                    ["Professor (Map)", "Guide (3 Gems)"],
                    ["Adventurer (Ankh)"],
                    [],
                ],
                "treasures": [[], [], [], ["Aviator (Map)", "Collector (3 Gems)"]],
                "out": [3],
                "threats": ["Jaguar", "Storm", "Native"],
                "resolved": {"Trap": 3},
            },
            text="**Effects, part two.** These three characters involve another player. They can only pick a "
            "player who is still in the round: seat 3 has already left it.",
        ),
        Say(
            "**Adventurer:** choose another player still in the round; you and they swap your entire hands. "
            "Nobody else gets to see the cards that changed hands."
        ),
        Expect(
            "Lay your Adventurer at the right end of your expedition.",
            ["play ADVENTURER.MAP right"],
            feedback={"play ADVENTURER.MAP left": _SIDE_FOR_EXAMPLE},
            success="Now choose whom to swap hands with.",
        ),
        Expect(
            "Seat 1 holds 2 cards, seat 2 holds 5. More cards mean more turns before you must face a threat: "
            "swap with the bigger hand.",
            ["swap-hands 2"],
            feedback={
                "swap-hands 1": "Allowed, but seat 1 has only 2 cards: you would gain little.",
                "swap-hands 3": "Seat 3 has left the round, and players who left cannot be chosen.",
            },
            success="You now hold seat 2's five cards, and seat 2 holds your single Collector.",
        ),
        Ask(
            "Does seat 1 get to see which cards you and seat 2 swapped?",
            ["Yes, the hands are shown", "No, only the two of you know"],
            answer=1,
            explanation="The swapped hands stay hidden from everyone else.",
            feedback={
                "Yes, the hands are shown": "The swap happens out of sight: the other players never learn which "
                "cards changed hands (rulebook: Character Card Effects: Adventurer).",
            },
        ),
        Do(
            ["play REPORTER.GEM3 right", "play COLLECTOR.GEM1 right", "threat NATIVE"],
            text="Seat 1 lays a Reporter. Seat 2 lays the Collector you gave it — its last card, so there is no "
            "trade — and must resolve a threat: Native costs it that 1-Gem card. Seat 3 is out, so it is your "
            "turn again.",
        ),
        Say(
            "**Aviator:** swap one card of your expedition (not the Aviator you just laid) with one card from the "
            "expedition of another player still in the round. Each card takes the exact spot of the other. This "
            "may leave an expedition with two cards of one colour, and that is fine. If your expedition was "
            "empty before the Aviator, or nobody else in the round has a card in their expedition, nothing "
            "happens."
        ),
        Expect(
            "Lay your Aviator at the right end.",
            ["play AVIATOR.GEM2 right"],
            feedback={"play AVIATOR.GEM2 left": _SIDE_FOR_EXAMPLE},
            success="First choose which of your cards to give away.",
        ),
        Expect(
            "Give away your Reporter (2 Gems), in position 1.",
            ["give REPORTER.GEM2@1"],
            feedback={
                "give AVIATOR.GEM2@4": "The Aviator you just laid stays where it is: pick another card.",
            },
            hint="Pick the Reporter at the left end of your row.",
            success="Now take a card from seat 1's expedition in exchange.",
        ),
        Expect(
            "Take seat 1's Guide (3 Gems) in exchange.",
            ["take 1:GUIDE.GEM3@2"],
            hint="The Guide (3 Gems) is second in seat 1's row.",
            success="The two cards swapped places: your Reporter now sits in seat 1's row, and the Guide (3 Gems) "
            "sits at the left of yours.",
        ),
        Ask(
            "Your expedition now holds two Guides. Is that allowed?",
            ["Yes: the colour rule only limits cards laid from hand", "No: you must discard one"],
            answer=0,
            explanation="The Aviator may create repeated colours; the colour rule only applies when you lay a "
            "card from your hand.",
            feedback={
                "No: you must discard one": "Nothing is discarded: an Aviator may leave two cards of one colour in a "
                "row. The colour rule only stops you laying a second one from hand (rulebook: Character Card "
                "Effects: Aviator).",
            },
        ),
        Do(
            ["play GUIDE.RING right", "threat STORM"],
            text="Seat 1 lays its last card, a Guide (it has no Guide in its row now), and resolves Storm, which "
            "strips its Guide and Professor. You are the only one left in the round.",
        ),
        Expect(
            "Lay your Collector at either end.",
            _both_ends("COLLECTOR.RING"),
            success="Nobody else is in the round, so the Collector's trade is skipped (rulebook: Player's Turn, "
            "note to step III). The same would have happened to an Adventurer or an Aviator.",
        ),
        Setup(
            scenario={
                "players": 3,
                "hands": [
                    ["Collector (2 Gems)", "Guide (Map)", "Reporter (1 Gem)"],
                    ["Professor (3 Gems)", "Aviator (Ring)", "Collector (Ankh)"],
                    ["Adventurer (3 Gems)", "Reporter (Chalice)", "Guide (Statuette)"],
                ],
                "threats": ["Jaguar", "Trap", "Storm"],
            },
            text="**Collector:** choose another player still in the round and hand them one card from your hand, "
            "unseen by the rest. They may look at it, then must hand you back a *different* card of their own "
            "choosing.",
        ),
        Expect("Lay your Collector.", ["play COLLECTOR.GEM2"], success="Now choose a trading partner."),
        Expect(
            "Trade with seat 1.",
            ["trade-with 1"],
            feedback={"trade-with 2": "Seat 2 is allowed too, but trade with seat 1 for this example."},
            success="Choose the card you give.",
        ),
        Expect(
            "Give away your weakest card, the Reporter (1 Gem).",
            ["give REPORTER.GEM1"],
            feedback={"give GUIDE.MAP": "Allowed, but the Reporter (1 Gem) is the card you care least about."},
            success="Seat 1 looks at it and picks a card to give you back.",
        ),
        Do(["give-back AVIATOR.RING"], text="Seat 1 hands you its Aviator (Ring)."),
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
            text="**On the other side of a Collector.** Seat 1 is about to play.",
        ),
        Do(
            ["play COLLECTOR.ANKH", "trade-with 0", "give REPORTER.GEM1"],
            text="Seat 1 lays a Collector, chooses you and hands you a Reporter (1 Gem).",
        ),
        Expect(
            "Give seat 1 a card back. It must be a different card from the one you received.",
            ["give-back GUIDE.MAP", "give-back AVIATOR.RING"],
            feedback={
                "give-back REPORTER.GEM1": "You must return a different card, not the Reporter you were just given.",
            },
            success="The trade is complete: each of you gave one card and got one.",
        ),
    ],
)

# --- 5. threats ----------------------------------------------------------------------------------

THREATS_LESSON = Lesson(
    id="threats",
    game="venturesome",
    title="The twelve threats",
    summary="What each threat removes, how to choose, and Trap, Sandstorm and Rope Bridge on short expeditions.",
    sections=["turn.resolve_threat", *(t.rule for t in THREATS)],
    steps=[
        Setup(
            scenario={
                "players": 5,
                "hands": [
                    ["Reporter (1 Gem)"],
                    ["Aviator (1 Gem)"],
                    ["Guide (3 Gems)"],
                    ["Professor (1 Gem)"],
                    ["Adventurer (Map)"],
                ],
                "expeditions": [
                    ["Guide (Chalice)", "Professor (Statuette)", "Aviator (Map)", "Collector (3 Gems)"],
                    ["Adventurer (Chalice)", "Reporter (Statuette)", "Guide (2 Gems)"],
                    ["Collector (Ring)", "Aviator (Statuette)", "Professor (2 Gems)"],
                    ["Artifact Hunter (Chalice)", "Adventurer (Ankh)", "Reporter (3 Gems)"],
                    ["Reporter (Map)", "Guide (Ankh)"],
                ],
                "threats": ["Bog", "Spider's Nest", "Collapsing Temple", "Volcanic Eruption", "Jaguar"],
            },
            text="**Threats** (rulebook: Threat Cards). When your hand runs dry you choose one face-up threat, "
            "and it throws cards out of your expedition into the discard pile. Choosing well saves points. "
            "Five players each hold one last card here.",
        ),
        Say(
            "Seven threats remove cards by **symbol**: Bog (Chalices and Statuettes), Spider's Nest (Rings and "
            "Statuettes), Collapsing Temple (Chalices and Ankhs), Volcanic Eruption (Rings and Ankhs), Jaguar "
            "(Maps), Emergency Landing (1-Gem and 2-Gems cards), Native (1-Gem and 3-Gems cards). Two remove "
            "cards by **character**: Snow Avalanche (Adventurers, Collectors, Artifact Hunters) and Storm "
            "(Guides, Aviators, Professors). Three care about **places** or **chance**: Trap, Rope Bridge and "
            "Sandstorm."
        ),
        Do(["play REPORTER.GEM1 right"], text="You lay your last card; its effect is skipped."),
        Expect(
            "Choose the threat that removes none of your cards.",
            ["threat VOLCANIC_ERUPTION"],
            feedback={
                "threat BOG": "Bog takes Chalices and Statuettes: your Guide (Chalice) and Professor (Statuette).",
                "threat SPIDERS_NEST": "Spider's Nest takes Rings and Statuettes: your Professor (Statuette).",
                "threat COLLAPSING_TEMPLE": "Collapsing Temple takes Chalices and Ankhs: your Guide (Chalice).",
                "threat JAGUAR": "Jaguar takes every Map: your Aviator (Map).",
            },
            hint="Check each threat's symbols against the symbols in your row.",
            success="Volcanic Eruption wants Rings and Ankhs; you have neither, so all five cards are banked.",
        ),
        Do(
            [
                "play AVIATOR.GEM1 right",
                "threat BOG",
                "play GUIDE.GEM3 right",
                "threat SPIDERS_NEST",
                "play PROFESSOR.GEM1 right",
                "threat COLLAPSING_TEMPLE",
                "play ADVENTURER.MAP right",
                "threat JAGUAR",
            ],
            text="The others play their last cards and take the remaining threats: watch the log to see Bog, "
            "Spider's Nest, Collapsing Temple and Jaguar at work. Once all five have resolved a threat, the "
            "round ends.",
        ),
        Setup(
            scenario={
                "players": 4,
                "hands": [["Reporter (Ankh)"], ["Professor (Chalice)"], ["Collector (2 Gems)"], ["Professor (Map)"]],
                "expeditions": [
                    ["Guide (1 Gem)", "Professor (3 Gems)", "Collector (Ring)", "Adventurer (Map)"],
                    ["Aviator (3 Gems)", "Reporter (1 Gem)", "Guide (Ring)"],
                    ["Adventurer (2 Gems)", "Artifact Hunter (Statuette)", "Guide (Map)"],
                    ["Guide (Statuette)", "Aviator (Ring)", "Reporter (Chalice)"],
                ],
                "threats": ["Emergency Landing", "Native", "Snow Avalanche", "Storm"],
            },
            text="**Gems and characters.** Four players, four threats.",
        ),
        Do(["play REPORTER.ANKH right"], text="You lay your last card."),
        Expect(
            "Choose the threat that costs you the fewest cards.",
            ["threat EMERGENCY_LANDING"],
            feedback={
                "threat NATIVE": "Native takes 1-Gem and 3-Gems cards: your Guide (1 Gem) and Professor (3 Gems).",
                "threat SNOW_AVALANCHE": "Snow Avalanche takes Adventurers, Collectors and Artifact Hunters: "
                "two of your cards.",
                "threat STORM": "Storm takes Guides, Aviators and Professors: two of your cards.",
            },
            success="Emergency Landing takes 1-Gem and 2-Gems cards: only your Guide (1 Gem) goes.",
        ),
        Do(
            [
                "play PROFESSOR.CHALICE right",
                "threat NATIVE",
                "play COLLECTOR.GEM2 right",
                "threat SNOW_AVALANCHE",
                "play PROFESSOR.MAP right",
                "threat STORM",
            ],
            text="The others take Native, Snow Avalanche and Storm: see the log for what each one lost.",
        ),
        Setup(
            scenario={
                "players": 3,
                "seed": 1,
                "hands": [["Aviator (2 Gems)"], ["Guide (Map)"], ["Reporter (Statuette)"]],
                "expeditions": [["Collector (3 Gems)", "Guide (1 Gem)", "Professor (Ankh)"], [], ["Professor (Ring)"]],
                "threats": ["Trap", "Sandstorm", "Rope Bridge"],
            },
            text="**Places and chance.** Trap takes the two cards at the ends of your row. Sandstorm shuffles "
            "your row and takes two cards at random. Rope Bridge takes two neighbouring cards of your choice. "
            "On a row of one card, all three take nothing; on a row of two, they take both.",
        ),
        Expect(
            "Lay your last card, the Aviator (2 Gems), at the right end.",
            ["play AVIATOR.GEM2 right"],
            feedback={"play AVIATOR.GEM2 left": _SIDE_FOR_EXAMPLE},
            success="Your row: Collector (3 Gems), Guide (1 Gem), Professor (Ankh), Aviator (2 Gems).",
        ),
        Expect(
            "Which threat lets you decide what you lose? Resolve it.",
            ["threat ROPE_BRIDGE"],
            feedback={
                "threat TRAP": "Trap takes both ends: your Collector (3 Gems) and Aviator (2 Gems), 5 points of gems.",
                "threat SANDSTORM": "Sandstorm picks two cards at random: it might hit your best ones.",
            },
            success="Rope Bridge: now choose two cards that sit side by side.",
        ),
        Expect(
            "Lose the neighbouring pair that is worth the least.",
            ["bridge 2-3"],
            feedback={
                "bridge 1-2": "That loses the Collector (3 Gems) and the Guide (1 Gem): 4 points.",
                "bridge 3-4": "That loses the Professor (Ankh) and the Aviator (2 Gems): 3 points.",
            },
            hint="Gems are worth their number, an artifact 1 point.",
            success="The Guide (1 Gem) and the Professor (Ankh), 2 points between them, are gone; the rest is banked.",
        ),
        Do(
            ["play GUIDE.MAP", "threat TRAP"],
            text="Seat 1 lays its only card into an empty row and takes Trap: one card has no pair of ends, "
            "so Trap takes nothing.",
        ),
        Do(
            ["play REPORTER.STATUETTE right", "threat SANDSTORM"],
            text="Seat 2 has two cards in its row and takes Sandstorm: with two cards, both are lost.",
        ),
        Ask(
            "You have exactly two cards in your expedition and resolve Rope Bridge. What do you lose?",
            ["Nothing", "One card of your choice", "Both cards"],
            answer=2,
            explanation="Two cards are always neighbours: Rope Bridge takes both. With a single card it takes nothing.",
            feedback={
                "Nothing": "Only a row of a single card loses nothing. Two cards always sit side by side, so both go "
                "(rulebook: Threat Cards: Rope Bridge).",
                "One card of your choice": "Rope Bridge takes a pair, never one card alone: with two cards, the pair "
                "is your whole row (rulebook: Threat Cards: Rope Bridge).",
            },
        ),
        Ask(
            "Your expedition is empty when you must resolve a threat (you could not play). What does any threat take?",
            ["Nothing", "Your next card", "A card from your treasure pile"],
            answer=0,
            explanation="Threats only act on your expedition; your treasure pile is always safe.",
            feedback={
                "Your next card": "A threat acts once, on the row as it is, and then you leave the round: no later "
                "card is touched (rulebook: Player's Turn, step III).",
                "A card from your treasure pile": "Threats throw out cards of your expedition only; a treasure pile "
                "is never touched (rulebook: Threat Cards).",
            },
        ),
    ],
)

# --- 6. end of a round ---------------------------------------------------------------------------

ROUND_END = Lesson(
    id="round_end",
    game="venturesome",
    title="End of a round",
    summary="What happens when everybody has resolved a threat: threats, the deal, the intimidation card, "
    "who starts, and the short deal of round 3.",
    sections=[
        "round.end",
        "round.reveal_threats",
        "round.deal",
        "round.short_deal",
        "round.intimidation_reset",
        "round.first_player",
        "gameplay.turn",
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
            text="**The end of round 1.** You are the last explorer still in the round. Note the face-up "
            "Professor intimidation card, the threat deck of a single card and the character deck of four.",
        ),
        Expect("Lay your last card.", _both_ends("REPORTER.GEM3"), success="Your hand is empty."),
        Expect(
            "Resolve the last face-up threat: then everybody has faced one and the round ends.",
            ["threat JAGUAR"],
            success="Round 1 is over. Read the log: the rulebook's preparation for the next round happened in order.",
        ),
        Say(
            "**Preparing the next round** (rulebook: End of Round and Preparing the Next):\n\n"
            "1. The resolved threats go onto the threat discard pile, face up.\n"
            "2. New threats are turned up, one per player. The threat deck held only one card, so the threat "
            "discard pile was shuffled into a new deck to turn up the others.\n"
            "3. Each player is dealt a new hand (six cards, nine with two players). The character deck ran out "
            "after four cards, so the character discard pile was shuffled into a new deck.\n"
            "4. The face-up intimidation card is turned face down: Professors may be laid again.\n"
            "5. The player to the left of whoever resolved the last threat begins."
        ),
        Ask(
            "You resolved the last threat of round 1. Who begins round 2?",
            ["You (seat 0)", "Seat 1, on your left", "Seat 2"],
            answer=1,
            explanation="The player to the left of the last one to resolve a threat starts: clockwise from seat 0 "
            "that is seat 1.",
            feedback={
                "You (seat 0)": "The last player to face a threat does not begin; the player on their left does "
                "(rulebook: End of Round and Preparing the Next, step 5).",
                "Seat 2": "Seat 2 is two places on. The new round starts with the player directly on the left of the "
                "last one to resolve a threat: seat 1 (rulebook: End of Round and Preparing the Next, step 5).",
            },
        ),
        Ask(
            "Where did the three threats resolved in round 1 go?",
            ["Back into the box", "Onto the threat discard pile", "To the players' treasure piles"],
            answer=1,
            explanation="Resolved threats are discarded face up; they come back when the threat deck runs out and "
            "the discard pile is reshuffled, as just happened.",
            feedback={
                "Back into the box": "Threats stay in the game: resolved ones are discarded face up, and come back "
                "when that pile is shuffled into a new threat deck (rulebook: End of Round and Preparing the "
                "Next, step 1).",
                "To the players' treasure piles": "Treasure piles only hold character cards from expeditions; a "
                "resolved threat goes to the threat discard pile (rulebook: End of Round and Preparing the Next, "
                "step 1).",
            },
        ),
        Ask(
            "Can a Professor be laid from hand at the start of round 2?",
            ["Yes: the intimidation card was turned face down", "No: it stays blocked for the whole game"],
            answer=0,
            explanation="The end of a round turns a face-up intimidation card face down again.",
            feedback={
                "No: it stays blocked for the whole game": "An intimidation card blocks a character for the rest of "
                "the round only; then it is turned face down (rulebook: End of Round and Preparing the Next, "
                "step 4).",
            },
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
            text="**Round 2 of a five-player game is ending.** The others have banked nine cards each, so few "
            "cards are left for round 3.",
        ),
        Expect("Lay your last card.", _both_ends("AVIATOR.GEM1"), success="Your hand is empty."),
        Expect("Resolve the last threat.", ["threat JAGUAR"], success="Round 2 ends and round 3, the last, begins."),
        Say(
            "**A short deal.** Only 24 character cards remained outside the treasure piles — not enough for six "
            "each. In the last round the cards are then shared out equally, fewer than usual, and whatever "
            "cannot be split evenly stays in the deck (rulebook: End of Round and Preparing the Next, the note "
            "on the third round)."
        ),
        Ask(
            "How many cards did each of the five players get for round 3?",
            ["6", "5", "4", "Some 5, some 4"],
            answer=2,
            explanation="24 cards for 5 players: 4 each, and the 4 left over stay in the deck.",
            feedback={
                "6": "Six each would need 30 cards, and only 24 were left outside the treasure piles (rulebook: End "
                "of Round and Preparing the Next, the note on the third round).",
                "5": "Five each would need 25 cards, one more than the 24 that were left (rulebook: End of Round and "
                "Preparing the Next, the note on the third round).",
                "Some 5, some 4": "A short deal stays even: everyone gets the same number, and the remainder stays "
                "in the deck (rulebook: End of Round and Preparing the Next, the note on the third round).",
            },
        ),
        Ask(
            "After round 3 ends, what comes next?",
            ["A fourth round", "Scoring: the game is over"],
            answer=1,
            explanation="The game has three rounds. After the third the treasure piles are scored.",
            feedback={
                "A fourth round": "A game has three rounds only: after the third, the treasure piles are counted "
                "(rulebook: End of Game and Scoring).",
            },
        ),
    ],
)

# --- 7. scoring ----------------------------------------------------------------------------------

SCORING = Lesson(
    id="scoring",
    game="venturesome",
    title="Scoring and the tie-break",
    summary="How treasure piles are scored (with the rulebook's example) and every step of the tie-break.",
    sections=[
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
            scenario=_final_turn(
                [["Professor (2 Gems)"], ["Reporter (1 Gem)", "Guide (Ankh)"]],
                0,
                "Professor (Map)",
                ["Jaguar", "Native"],
            ),
            text="**The very last turn of a game.** Your treasure pile holds a Professor (2 Gems); your hand a "
            "Professor (Map). Seat 1 is already out.",
        ),
        Say(
            "**Points** (rulebook: End of Game and Scoring). Every card in your treasure pile may score in "
            "several ways:\n\n"
            "- **Gems:** 1, 2 or 3 points, as many as the card shows.\n"
            "- **Artifacts:** 1 point for each Ankh, Chalice, Ring or Statuette, plus 4 more for every three "
            "of the same artifact, whatever their colours.\n"
            "- **Maps:** each Map earns 1 point for every card of its colour in your pile, itself included."
        ),
        Expect("Lay your Professor (Map).", ["play PROFESSOR.MAP"], success="Your last card: pick a threat."),
        Expect(
            "Keep the Map: choose the threat that does not remove it.",
            ["threat NATIVE"],
            feedback={"threat JAGUAR": "Jaguar removes Maps: your Professor (Map) would be lost."},
            success="The game is over and the treasure piles are revealed.",
        ),
        Ask(
            "Your pile: a blue Professor (2 Gems) and a blue Professor (Map). How many points?",
            ["2", "3", "4", "5"],
            answer=2,
            explanation="This is the rulebook's example: the 2 Gems score 2, and the Map scores 1 for each blue "
            "card in the pile — itself and the 2-Gems card — so 4 in all.",
            feedback={
                "2": "That counts the gems only. The Map scores too: 1 for each blue card in the pile, itself "
                "included, so 2 more (rulebook: End of Game and Scoring).",
                "3": "The Map counts itself as well as the 2-Gems card: 2 from the gems and 2 from the Map "
                "(rulebook: End of Game and Scoring).",
                "5": "One too many: the gems give 2 and the Map 2 (one per blue card, itself included); a Map earns "
                "nothing beyond that (rulebook: End of Game and Scoring).",
            },
        ),
        Ask(
            "A pile of Guide (Ring), Aviator (Ring), Collector (Ring) and Reporter (Ankh): how many points?",
            ["4", "7", "8"],
            answer=2,
            explanation="Four artifacts make 4 points, and the three Rings form a set worth 4 more: 8.",
            feedback={
                "4": "That is 1 per artifact, but it forgets the set: three Rings, whatever their colours, earn 4 "
                "more (rulebook: End of Game and Scoring).",
                "7": "Four artifacts make 4, and the three Rings form a set worth 4 more: 8 (rulebook: End of Game "
                "and Scoring).",
            },
        ),
        Setup(
            scenario=_final_turn(
                [
                    ["Guide (3 Gems)", "Reporter (2 Gems)"],
                    ["Professor (2 Gems)", "Collector (2 Gems)", "Adventurer (1 Gem)", "Aviator (1 Gem)"],
                ],
                0,
                "Artifact Hunter (1 Gem)",
                ["Jaguar", "Native"],
            ),
            text="**Ties.** If several players share the top score, the one with **fewer cards** in the treasure "
            "pile wins. You have 5 points in 2 cards; seat 1 has 6 points in 4 cards. Your last card is an "
            "Artifact Hunter (1 Gem).",
        ),
        Expect("Lay your last card.", ["play ARTIFACT_HUNTER.GEM1"], success="Now choose the final threat."),
        Expect(
            "Choose the threat that lets you win.",
            ["threat JAGUAR"],
            feedback={
                "threat NATIVE": "Native removes 1-Gem cards: you would end on 5 points, one behind seat 1.",
            },
            success="You keep the Artifact Hunter: 6 points each, and you win the tie with 3 treasure cards against 4.",
        ),
        Setup(
            scenario=_final_turn(
                [
                    ["Guide (3 Gems)", "Reporter (Ring)", "Adventurer (Ring)", "Aviator (Ring)"],
                    ["Professor (3 Gems)", "Collector (3 Gems)", "Guide (2 Gems)", "Reporter (2 Gems)"],
                    ["Collector (Ankh)"],
                ],
                2,
                "Artifact Hunter (Map)",
                ["Jaguar"],
            ),
            seat=0,
            text="**Still tied?** Seats 0 and 1 both have 10 points in 4 cards. Then the player who earned "
            "**fewer points from gems** wins. Seat 2 takes the last turn.",
        ),
        Do(["play ARTIFACT_HUNTER.MAP", "threat JAGUAR"], text="Seat 2 plays its last card and resolves Jaguar."),
        Ask(
            "Who wins?",
            ["You (seat 0)", "Seat 1", "Nobody"],
            answer=0,
            explanation="Your gems give you 3 points (the rest come from your Rings); seat 1's gems give it all 10. "
            "Fewer gem points wins the tie.",
            feedback={
                "Seat 1": "You and seat 1 tie on points and on cards, and the tie then goes to fewer points from "
                "gems: you earned 3 that way, seat 1 all 10 (rulebook: End of Game and Scoring).",
                "Nobody": "Nobody is disqualified here: fewer gem points breaks the tie before it comes to that, and "
                "you have 3 against 10 (rulebook: End of Game and Scoring).",
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
            seat=0,
            text="**A tie nothing breaks.** Seats 0 and 1 have 4 points each, in 2 cards each, with 3 points "
            "from gems each. Players still tied after both checks are disqualified for colluding, and the "
            "victory goes to the player with the **fewest** points among the rest.",
        ),
        Do(["play ARTIFACT_HUNTER.MAP", "threat JAGUAR"], text="Seat 2 plays its last card and resolves Jaguar."),
        Ask(
            "Who wins?",
            ["You (seat 0)", "Seat 1", "Seat 2, with 1 point", "Nobody"],
            answer=2,
            explanation="Seats 0 and 1 are disqualified; among the others, the fewest points wins — seat 2, "
            "with just 1 point.",
            feedback={
                "You (seat 0)": "You and seat 1 are still tied after comparing cards and gem points, so both of you "
                "are disqualified (rulebook: End of Game and Scoring).",
                "Seat 1": "Seat 1 ties with you on points, cards and gem points, so it is disqualified along with "
                "you (rulebook: End of Game and Scoring).",
                "Nobody": "Somebody is left once the tied players are out: seat 2, and the fewest points among those "
                "left wins (rulebook: End of Game and Scoring).",
            },
        ),
        Setup(
            scenario=_final_turn(
                [["Guide (2 Gems)", "Reporter (Ring)"], ["Professor (2 Gems)", "Aviator (Ankh)"]],
                1,
                "Artifact Hunter (Map)",
                ["Jaguar"],
            ),
            seat=0,
            text="**Two players, perfectly tied:** 3 points, 2 cards and 2 gem points each.",
        ),
        Do(["play ARTIFACT_HUNTER.MAP", "threat JAGUAR"], text="Seat 1 plays its last card and resolves Jaguar."),
        Ask(
            "Who wins?",
            ["You (seat 0)", "Seat 1", "Nobody: both are disqualified"],
            answer=2,
            explanation="Both are disqualified and nobody is left, so you share the defeat. The game does not "
            "allow a shared win.",
            feedback={
                "You (seat 0)": "Nothing separates you from seat 1: the same points, cards and gem points, so you "
                "are disqualified (rulebook: End of Game and Scoring).",
                "Seat 1": "Seat 1 ties with you on every count, so it is disqualified too (rulebook: End of Game and "
                "Scoring).",
            },
        ),
    ],
)

LESSONS: tuple[Lesson, ...] = (SETUP, TURN, EFFECTS, EFFECTS_OTHERS, THREATS_LESSON, ROUND_END, SCORING)
