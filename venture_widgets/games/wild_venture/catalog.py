"""The game's content as JSON for front ends and tutorials: every card with its generated
text, and both boards, each with its source.

>>> data = catalog()
>>> data["cards"]["frog_wizard"]["kind"], data["boards"]["spring"]["source"]
('villager', 'reconstructed')
"""

from __future__ import annotations

from typing import Any

from .boards import BOARDS
from .cards import CARDS
from .text import card_text, program_text, reward_label


def catalog() -> dict[str, Any]:
    """Cards by code and boards by id."""
    cards: dict[str, Any] = {}
    for card in CARDS:
        if card.code in cards:
            continue
        cards[card.code] = {
            "name": card.name,
            "deck": card.deck,
            "species": card.species,
            "kind": card.kind,
            "cost": card.cost,
            "supply": card.supply,
            "text": card_text(card),
            "upgraded_text": program_text(card.upgraded) if card.upgraded else None,
            "source": card.source,
            "note": card.note,
        }
    boards = {
        board_id: {
            "name": board.name,
            "source": board.source,
            "note": board.note,
            "spaces": [
                {
                    "id": s.id,
                    "name": s.name,
                    "reward": None if s.reward is None else {"kind": s.reward[0], "value": s.reward[1]},
                    "label": "" if s.reward is None else reward_label(s.reward),
                    "x": s.x,
                    "y": s.y,
                    "end": s.end,
                    "token_spot": s.token,
                }
                for s in board.spaces
            ],
            "edges": [
                {"from": e.frm, "to": e.to, "cost": None if e.cost is None else {"kind": e.cost[0], "n": e.cost[1]}}
                for e in board.edges
            ],
        }
        for board_id, board in BOARDS.items()
    }
    return {"cards": cards, "boards": boards}
