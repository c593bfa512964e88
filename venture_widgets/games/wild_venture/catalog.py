"""The game's content as JSON for front ends and tutorials: every card with its generated
text, both boards (each with its source), the rulebook sections of the rule ids, and the short
words of the table (:mod:`.words`).

>>> data = catalog()
>>> data["cards"]["frog_wizard"]["kind"], data["boards"]["spring"]["source"]
('villager', 'reconstructed')
>>> space = data["boards"]["spring"]["spaces"][2]
>>> space["label"], space["text"], space["short"], space["glyph"]
('Draw 1', 'Draw 1', '', '1')
>>> data["boards"]["autumn"]["edges"][2]["cost"], data["rules"]["turn"], data["words"]["buttons"]["end"]
({'kind': 'pay', 'n': 1, 'label': '1 coin'}, 'Turn Sequence', 'End turn')
"""

from __future__ import annotations

from typing import Any

from .boards import BOARDS
from .cards import CARDS
from .model import Edge, Space
from .scoring import SCORE_SHEET
from .sections import SECTIONS
from .text import card_text, program_text, reward_label
from .words import cost_label, reward_glyph, reward_short, reward_text, words


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
            "from_rulebook": list(card.from_rulebook),
        }
    boards = {
        board_id: {
            "name": board.name,
            "source": board.source,
            "note": board.note,
            "spaces": [_space(space) for space in board.spaces],
            "edges": [_edge(edge) for edge in board.edges],
        }
        for board_id, board in BOARDS.items()
    }
    return {"cards": cards, "boards": boards, "rules": dict(SECTIONS), "words": words(), "score_sheet": SCORE_SHEET}


def _space(s: Space) -> dict[str, Any]:
    """A space: where it is drawn, its printed reward and the words for it (``label``: the
    reward, ``""`` at Home; ``text``: the same in words, ``Home`` too; ``short``: the word under
    it; ``glyph``: the text inside its glyph)."""
    return {
        "id": s.id,
        "name": s.name,
        "reward": None if s.reward is None else {"kind": s.reward[0], "value": s.reward[1]},
        "label": "" if s.reward is None else reward_label(s.reward),
        "text": reward_text(s.reward),
        "short": reward_short(s.reward),
        "glyph": reward_glyph(s.reward),
        "x": s.x,
        "y": s.y,
        "end": s.end,
        "token_spot": s.token,
    }


def _edge(e: Edge) -> dict[str, Any]:
    """A step of a path away from Home, with its cost and the cost's badge."""
    cost = None if e.cost is None else {"kind": e.cost[0], "n": e.cost[1], "label": cost_label(e.cost)}
    return {"from": e.frm, "to": e.to, "cost": cost}
