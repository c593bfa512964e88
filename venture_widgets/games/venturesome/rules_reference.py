"""Venturesome's rules reference, as data: a summary of every rule id in our own words, and the
game's terms. The rulebook section of each id is :data:`.sections.SECTIONS`; the table's rules
panel draws :func:`reference` (shipped in ``catalog()["reference"]``).

>>> groups = reference()["groups"]
>>> [group["title"] for group in groups][:3]
['Setup', 'Gameplay', "Player's Turn"]
>>> groups[2]["rules"][0]["id"], groups[2]["rules"][0]["section"]
('turn.play', "Player's Turn, step I")
"""

from __future__ import annotations

from typing import Any

from ...core.reference import rules_reference
from .sections import SECTIONS

SUMMARIES: dict[str, str] = {
    "setup": "Each player gets a secret hand from the shuffled character deck: six cards, nine when only two "
    "play. One threat per player lies face up; the intimidation cards wait in a face-down stack.",
    "gameplay.turn": "A game lasts three rounds of clockwise turns. Whoever can no longer add a card resolves a "
    "threat, banks what is left and sits out until the next round.",
    "turn.play": "Put one hand card at the left or right end of your expedition, never between two cards. A "
    "character whose colour is already in your expedition may not come from your hand.",
    "turn.effect": "Once the card lies in your expedition, its character's effect is carried out; it is not optional.",
    "turn.last_card": "Placing the final card of your hand skips that card's effect: you go straight on to a threat.",
    "turn.cannot_play": "With no card you are allowed to place, you show your whole hand, throw it on the "
    "discard pile and go on to a threat.",
    "turn.resolve_threat": "Pick a face-up threat, apply its losses to your expedition and turn it down so nobody "
    "else can pick it. The surviving cards join your treasure pile and you are out for the round.",
    "turn.alone_in_round": "Players out of the round cannot be targeted. The last player still in keeps taking "
    "turns, and the Adventurer, Aviator and Collector then do nothing.",
    "round.end": "The round is over when every player has resolved a threat; the used threats go to the "
    "threat discard pile.",
    "round.reveal_threats": "Fresh threats are turned up, as many as there are players; if the threat deck "
    "runs dry, its discards are shuffled into a new one.",
    "round.deal": "Everyone receives a new hand of six (nine with two players); an empty character deck is "
    "refilled by shuffling the discard pile.",
    "round.short_deal": "If the deck cannot give full hands in round three, every player gets the same smaller "
    "number and the odd cards stay in the deck.",
    "round.intimidation_reset": "A face-up intimidation card goes back face down: every character may be played again.",
    "round.first_player": "The next round starts with the player seated left of whoever resolved the last threat.",
    "scoring": "After round three the treasure piles are revealed. A gem symbol is worth 1, 2 or 3; an artifact "
    "1, plus 4 for each trio of matching artifacts; a map 1 per card of its colour, itself included.",
    "scoring.most_points": "The highest total of victory points wins.",
    "scoring.tiebreak_cards": "Between players level on points, the smaller treasure pile wins.",
    "scoring.tiebreak_gems": "Still level: fewer points earned from gems wins.",
    "scoring.disqualified": "Still level after that: the tied players are all disqualified for collusion.",
    "scoring.fewest_points": "After a disqualification, the player left with the lowest score takes the win.",
    "scoring.winner": "Whoever remains after these steps is the winner.",
    "scoring.nobody_wins": "If every player is disqualified, there is no winner: the tied players lose together.",
    "effects.guide": "Take one card of your expedition other than the Guide back into your hand and close the "
    "gap. Played into an empty expedition, the Guide does nothing.",
    "effects.reporter": "The Reporter does nothing at all.",
    "effects.adventurer": "Pick another player still in the round: the two of you trade complete hands, which "
    "the others do not see.",
    "effects.professor": "Draw the top card of the deck, then slide any one hand card, even that one, under the "
    "deck. With the deck empty nothing happens.",
    "effects.aviator": "Trade one card of your expedition (not the Aviator) for one of another player's "
    "expedition; each card takes the other's place, even if colours repeat. Nothing happens in an empty "
    "expedition (in this kit, nor when no other expedition in the round holds a card).",
    "effects.artifact_hunter": "Choose any character of the intimidation stack and show it on top: nobody may "
    "play that character from hand until the round ends or another Artifact Hunter changes it.",
    "effects.collector": "Hand one of your cards to a player of your choice; having seen it, they hand you back "
    "a different card of theirs.",
    "threats.trap": "The two cards at the ends of your expedition are lost; a lone card survives.",
    "threats.bog": "Every card showing a Chalice or a Statuette is lost.",
    "threats.sandstorm": "Two cards of your expedition, picked at random, are lost; a lone card survives.",
    "threats.spiders_nest": "Every card showing a Ring or a Statuette is lost.",
    "threats.rope_bridge": "You lose two neighbouring cards (our reading: you pick the pair); a lone card survives.",
    "threats.collapsing_temple": "Every card showing a Chalice or an Ankh is lost.",
    "threats.jaguar": "Every card showing a Map is lost.",
    "threats.volcanic_eruption": "Every card showing a Ring or an Ankh is lost.",
    "threats.emergency_landing": "Every card showing 1 Gem or 2 Gems is lost.",
    "threats.snow_avalanche": "Any Adventurer, Collector and Artifact Hunter in your expedition are lost.",
    "threats.native": "Every card showing 1 Gem or 3 Gems is lost.",
    "threats.storm": "Any Guide, Aviator and Professor in your expedition are lost.",
}

TERMS: dict[str, str] = {
    "Expedition": "The row of character cards you have placed in front of you this round.",
    "Hand": "Your secret cards; each turn you place one of them.",
    "Treasure pile": "Your banked cards, hidden from the others; they score at the end.",
    "Character": "One of seven explorers, each with its own colour and effect; nine cards of each.",
    "Symbol": "What a card is worth: a Map, 1 to 3 Gems, or an artifact (Ankh, Chalice, Ring, Statuette).",
    "Threat": "A danger card; resolving one costs expedition cards and ends your round.",
    "Intimidation card": "Turned up by the Artifact Hunter: the character it shows cannot be played from hand.",
    "Leaving the round": "After a threat you take no more turns and nobody can target you until the next round.",
    "Discard piles": "Open piles, one for characters and one for threats; anyone may look through them.",
}


def reference() -> dict[str, Any]:
    """The rules reference of the catalog (see :func:`venture_widgets.core.reference.rules_reference`)."""
    return rules_reference(SECTIONS, SUMMARIES, TERMS)
