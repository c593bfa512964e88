"""The rulebook sections Venture (2019)'s rule ids stand for (``Game.rules``): what an event's or
an explanation's ``rule`` names, in the words of the rulebook's headings.

>>> SECTIONS["cards.instant"]
'Type of Cards: Action Cards, instant cards (out of turn; the most recent wins)'

:data:`RULEBOOK` is the other table: every section of the rulebook that holds rules, by an id of
ours, with its heading. Each lesson step names the ones it teaches (``teaches=``), and a test
checks that every one of them is taught.
"""

from __future__ import annotations

SECTIONS: dict[str, str] = {
    "setup": "Setup",
    "setup.roles": "Setup: step 1, the roles",
    "setup.missions": "Setup: steps 2 and 3, the missions",
    "setup.deck": "Setup: steps 4 to 6, the deck and the hands",
    "setup.first_player": "The Game: the first player holds the highest mission",
    "deck.reshuffle": "Setup: a new deck from the discard pile",
    "turn": "The Game",
    "turn.order": "The Game: the turn order (it may change where a card says so)",
    "turn.discard_spent": "Draw 1 Card from the Deck: discard inactive long-term cards first",
    "draw": "Draw 1 Card from the Deck",
    "draw.instrument": "Draw 1 Card from the Deck: an instrument is kept",
    "draw.bulb_off": "Draw 1 Card from the Deck: bulb off, keep it or play it at once",
    "draw.bulb_on": "Draw 1 Card from the Deck: bulb on, it takes effect on the drawer",
    "actions": "Phase 2: Take Up to 2 Actions",
    "roles.talent": "Type of Cards: Role Cards, the talent (once per turn)",
    "cards.play": "Phase 2: Take Up to 2 Actions, using an action card",
    "cards.resolve": "Type of Cards: Action Cards",
    "cards.effect": "Type of Cards: Action Cards, what a card does (our cards)",
    "cards.long_term": "Type of Cards: Action Cards, long-term cards",
    "cards.instant": "Type of Cards: Action Cards, instant cards (out of turn; the most recent wins)",
    "cards.protected": "Type of Cards: Action Cards, a card against a protected player",
    "cards.instruments": "Phase 2: Take Up to 2 Actions, instruments only where a card asks",
    "missions": "Phase 3: Complete One Mission",
    "refill": "Phase 4: Draw 2 Cards and Discard to Hand Limit",
    "refill.limit": "Phase 4: Draw 2 Cards and Discard to Hand Limit, the hand limit",
    "end": "End of the Game",
    "notation": "How actions are written",
}

#: Every section of the rulebook that holds rules, by an id of ours, with its heading.
RULEBOOK: dict[str, str] = {
    "objective": "Game Objective",
    "role_cards": "Type of Cards: Role Cards",
    "instrument_cards": "Type of Cards: Instrument Cards",
    "mission_cards": "Type of Cards: Mission Cards",
    "action_cards": "Type of Cards: Action Cards",
    "setup": "Setup",
    "the_game": "The Game",
    "draw": "Draw 1 Card from the Deck",
    "actions": "Phase 2: Take Up to 2 Actions",
    "missions": "Phase 3: Complete One Mission",
    "refill": "Phase 4: Draw 2 Cards and Discard to Hand Limit",
    "end": "End of the Game",
}
