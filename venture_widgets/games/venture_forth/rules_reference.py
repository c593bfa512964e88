"""Venture Forth's rules reference, as data: a summary of every rule id in our own words, and the
game's terms. The rulebook section of each id is :data:`.sections.SECTIONS`; the table's rules
panel draws :func:`reference` (shipped in ``catalog()["reference"]``).

Where the rulebook is silent a summary gives our reading and says so ("our reading":
docs/reconstructions.md, Venture Forth: readings); the cards, level cards, treasures and tokens
the summaries speak of are this kit's reconstruction.

>>> groups = reference()["groups"]
>>> [group["title"] for group in groups][:4]
['Setting Up the Game', 'Playing a Turn', 'Play a Card', 'Venture Forth']
>>> [rule["id"] for rule in groups[2]["rules"]]
['play.place', 'play.resource', 'play.explore', 'play.draw']
>>> "our reading" in SUMMARIES["end"]
True
"""

from __future__ import annotations

from typing import Any

from ...core.reference import rules_reference
from .sections import SECTIONS

SUMMARIES: dict[str, str] = {
    "setup": "Everyone draws six encounter cards; the first player gets 3 coins and the others 4. The Level "
    "III cards lie in three shuffled stacks, the top of each face up.",
    "setup.start": "In turn order, each player lays one adventurer from hand as its party, pays coins equal to "
    "its power and gives it a Level I card.",
    "setup.redraw": "A hand holding at most one adventurer may be shown to all and swapped for six fresh cards, "
    "the old ones shuffled back; our reading also allows it when no adventurer is affordable.",
    "setup.pawn": "After choosing an adventurer, each player puts its pawn on a temple site that no other pawn "
    "occupies.",
    "turn": "Play goes clockwise. On your turn you take exactly one action: play a card, venture forth, make an "
    "offering or regroup.",
    "turn.zeus": "If every path space holds a card when your turn starts, the wandering cards are discarded and "
    "all the others turn wandering.",
    "play.place": "Put a hand card on an empty path space next to a site or a card of its own region (its colour).",
    "play.resource": "Take what the space shows: a will for one of your adventurers, a coin, or your pick of the "
    "two; will plus gives you two will and each opponent one.",
    "play.explore": "A space with the explore icon also lets you draw a token from the supply and set it by a "
    "path without one; with no such path or no token left, our reading: nothing happens.",
    "play.draw": "The play ends with drawing one encounter card; when the deck runs out, the discards are "
    "shuffled into a new one.",
    "venture": "Pick a path from your site whose spaces are all filled and walk your pawn along it, dealing with "
    "each card in turn.",
    "venture.adventurer": "Meeting an adventurer on the path may set off ambitions in your party; then you may "
    "recruit it.",
    "venture.recruit": "Pay coins equal to its power to add the adventurer to your party with a Level I card; "
    "otherwise it stays on the path.",
    "venture.party_limit": "You cannot recruit more than five: in our reading a party never holds more than "
    "five adventurers, so with five you cannot recruit.",
    "venture.enemy": "Meeting an enemy may set off ambitions; then your party defeats it or gives up what it desires.",
    "venture.defeat": "When your party's total power, boosts and exertion included, reaches the enemy's power, "
    "the enemy is beaten and discarded.",
    "venture.desired": "An enemy you cannot beat takes a will from your party, a coin, or gives a despair, as "
    "its symbols show; what you cannot pay becomes a despair, and a vicious one takes it twice.",
    "venture.exert": "Against an enemy, each adventurer may spend one of its will, once per encounter, to count "
    "double power (triple with some Level III cards).",
    "venture.arrive": "At the end of the path your pawn reaches the site; the cards behind turn wandering, "
    "already wandering ones are discarded, and you take the path's explore token.",
    "ambitions": "During a venture, each adventurer whose ambition is met may convert will from itself into "
    "points, once per trigger, using one option of its level card.",
    "ambitions.level_up": "The second option of Level I or II also lifts one despair and raises the level: Level "
    "I flips to II, and II is swapped for a face-up Level III card.",
    "level3.ability": "A Level III card has a single conversion, with no level up, and an ability that always "
    "applies: more power, stronger exerting, cheaper recruits or a bonus at certain moments.",
    "temple.hestia": "Pay a coin: one will on an adventurer of yours, and one despair off it if it has any.",
    "temple.muses": "Pay a coin: two will, spread over your adventurers as you like.",
    "temple.nike": "Pay a coin: two more turns follow this one, and on them Nike cannot be chosen.",
    "temple.hermes": "Pay a coin: your pawn jumps to any other site, skipping the paths, so no card turns "
    "wandering and no token is taken.",
    "temple.hades": "Discard one of your treasures to gain two coins.",
    "temple": "Use the temple on the site your pawn stands on, once; it costs a coin (a treasure at Hades).",
    "regroup": "Throw away as many hand cards as you like, none included, and draw as many back.",
    "explore": "An explore token gives its coins, its despair and a look at the top treasures: keep one, the "
    "rest go under the treasure deck in their order.",
    "treasure.ability": "Once per turn, before your action, you may discard a treasure to use its ability; a "
    "used treasure scores nothing. In our reading a treasure whose ability would do nothing cannot be used.",
    "despair": "Despair sits on an adventurer; each one costs three points at the end.",
    "end": "Once the last token of the supply is placed, its placer finishes the turn, every other player has "
    "one more and the placer a final one; in our reading Nike turns bought then are taken at once.",
    "scoring": "Add track points, 1 per will, 1 per two coins, one treasure of its desire per adventurer and the "
    "explore bonus (none without a token: our reading), minus three per despair.",
    "variants.hidden_tokens": "Explore tokens are placed face down: only the player who placed one knows it, "
    "until someone takes it.",
}

TERMS: dict[str, str] = {
    "Party": "The adventurers in front of a player, at most five; your pawn stands for it on the board.",
    "Encounter card": "An adventurer (it has a text box) or an enemy, from one of the four regions.",
    "Region": "Shore (blue), country (green), mountains (grey) or wilderness (brown): a card's colour.",
    "Power": "An adventurer's strength and its price in coins; an enemy's strength.",
    "Will": "Tokens on adventurers, converted into points by ambitions, spent to exert; 1 point each at the end.",
    "Despair": "A token on an adventurer, minus three points at the end.",
    "Ambition": "What an adventurer wants to see happen during a venture; when it does, it may convert will.",
    "Desire": "The treasure type an adventurer can score (knowledge, might or wealth); on an enemy, what it "
    "takes from a party that cannot beat it.",
    "Vicious": "An enemy showing two symbols: its penalty is paid twice.",
    "Wandering": "A card turned sideways after a party passed it; passed again, it is discarded.",
    "Explore token": "A token set beside a path, giving coins, treasures or despair to whoever travels it.",
    "Level card": "The card under an adventurer that says how will turns into points; Level III cards add an "
    "ability and are this kit's design.",
    "Temple": "A site with a god whose offering a pawn standing there may make.",
}


def reference() -> dict[str, Any]:
    """The rules reference of the catalog (see :func:`venture_widgets.core.reference.rules_reference`)."""
    return rules_reference(SECTIONS, SUMMARIES, TERMS)
