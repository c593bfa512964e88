"""Venture (2019)'s rules reference, as data: a summary of every rule id in our own words, and the
game's terms. The rulebook section of each id is :data:`.sections.SECTIONS`; the table's rules
panel draws :func:`reference` (shipped in ``catalog()["reference"]``).

Where the rulebook is silent a summary gives our reading and says so ("our reading":
docs/reconstructions.md, Venture (2019): readings); the talents, the mission titles, the
instruments' colours and the fifteen action-card effects are this kit's reconstruction, and the
summaries say so too ("in this kit").

>>> groups = reference()["groups"]
>>> [group["title"] for group in groups][:4]
['Setup', 'The Game', 'Draw 1 Card from the Deck', 'Phase 2']
>>> [rule["id"] for rule in groups[0]["rules"]][:3]
['setup', 'setup.roles', 'setup.missions']
>>> "our reading" in SUMMARIES["cards.instant"].lower()
True
"""

from __future__ import annotations

from typing import Any

from ...core.reference import rules_reference
from .sections import SECTIONS

SUMMARIES: dict[str, str] = {
    "setup": "Deal the roles, the missions for the player count and a deck of every action card plus the "
    "instruments the table allows, then five cards to each scientist.",
    "setup.roles": "Each scientist gets one role at random and lays it face up; it stays public all game, and the "
    "roles nobody got leave the box.",
    "setup.missions": "Only missions #1 up to 12, 16, 20 or 24 (three to six players) are used; each scientist "
    "gets four of them face up and the rest leave the game.",
    "setup.deck": "All 56 action cards go in the deck with 4, 5, 6 or 6 instruments of each type (three to six "
    "players); after the shuffle everyone is dealt five cards face down.",
    "setup.first_player": "Whoever was dealt the highest mission number starts; with three players that is "
    "the holder of mission 12.",
    "deck.reshuffle": "The moment the deck runs out, the discard pile is shuffled into a new deck, so the deck "
    "is never empty beside a discard pile; if both are empty, our reading is that a draw draws nothing.",
    "turn": "A turn has four phases in order: a face-up draw, up to two actions, one mission, then two more "
    "cards and the hand limit.",
    "turn.order": "Turns pass clockwise at first; each Change of Direction card (ours) turns the order the "
    "other way round.",
    "turn.discard_spent": "At the start of your turn the long-term cards beside your role that have done their "
    "work, and your talent's shield, go to the discard pile.",
    "draw": "Draw the top card face up so everyone sees it; what happens next depends on whether it is an "
    "instrument and on its bulb.",
    "draw.instrument": "An instrument drawn face up goes to your hand, and everyone knows you hold it.",
    "draw.bulb_off": "With the bulb dark you either keep the card or use it at once on any player, which costs "
    "none of your two actions.",
    "draw.bulb_on": "A lit bulb means the card hits you at once, as if played on you; in our reading you and "
    "then the others may answer it, and a protected drawer stops a harmful one.",
    "actions": "Take up to two actions, one at a time: use an action card from your hand or activate your "
    "role's talent; Inquisition takes them all, and nothing gives you more than two.",
    "roles.talent": "Once per turn, as one of your actions, discard an action card showing your role's symbol "
    "to use the talent (the six talents are ours); in our reading no card can answer a talent.",
    "cards.play": "Using a card names whom it is for; our reading forbids a card that could do nothing, such as "
    "Idea Theft on an empty hand, though a harmful card on a protected player is legal and wasted.",
    "cards.resolve": "A card used goes into play, every other scientist in turn order may answer it, and "
    "once all pass the cards in play take effect newest first.",
    "cards.effect": "What each of the fifteen kinds of action card does is this kit's design, with its text "
    "generated from the card's program.",
    "cards.long_term": "A long-term card lies face up beside its target's role and, in our reading, acts at "
    "their next phase of its kind; it is discarded at their following turn start once spent.",
    "cards.instant": "Instants answer a card out of turn, and the newest answer settles first, so two "
    "Objections leave the first card standing (our reading); Safety Goggles may also be used like a "
    "long-term card.",
    "cards.protected": "A harmful card aimed at a protected scientist is discarded without effect and is never "
    "turned on someone else; a protecting card is spent by the first card it stops.",
    "cards.instruments": "Instruments stay in your hand in Phase 2 unless a card calls for one, such as "
    "Eureka (ours), which trades one for another type from the discard pile.",
    "missions": "In Phase 3 you may lay one matching instrument on one of your open missions to complete it: "
    "one mission a turn, whatever your role; in our reading no other phase completes a mission.",
    "refill": "Draw two cards face down; they cannot be used this turn, and since nothing is used after "
    "Phase 4 they wait for your next one.",
    "refill.limit": "Then discard down to five cards, or three under a Funding Cut; in our reading a hand may "
    "hold more than five at any other moment.",
    "end": "The moment someone completes their fourth mission the game stops and that scientist wins the Nobel Prize.",
}

TERMS: dict[str, str] = {
    "Role": "The scientist you play: public, with a symbol and a talent (the talents are ours).",
    "Talent": "A role's power, used once per turn as an action by discarding a card with the role's symbol.",
    "Symbol": "The role mark on 54 of the 56 action cards; both Rebuttals carry none.",
    "Instrument": "A calculator, hourglass, quill or flask; its colour tells which missions it completes.",
    "Mission": "One of your four goals, numbered for setup and framed in the colour of its instrument.",
    "Bulb": "The lamp on an action card: lit, it acts on whoever draws it face up; dark, the drawer chooses.",
    "Long-term card": "A card that stays beside a role until its effect has run its course.",
    "Instant card": "A card used out of turn to answer another card; the newest answer settles first.",
    "Harmful card": "A card used against a player, which protection stops: in this kit Idea Theft, Lab "
    "Accident, Retraction, Plagiarism, Inquisition, Funding Cut and Embargo.",
    "Protection": "Peer Review, Safety Goggles or Field Immunity beside a role, which stops harmful cards.",
    "Cards in play": "The card just used and the answers to it, waiting until everyone passes.",
}


def reference() -> dict[str, Any]:
    """The rules reference of the catalog (see :func:`venture_widgets.core.reference.rules_reference`)."""
    return rules_reference(SECTIONS, SUMMARIES, TERMS)
