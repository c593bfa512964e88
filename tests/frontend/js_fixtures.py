"""The fixtures of the front end's unit tests (``js/test/engine/*.json``), made by the real engine.

Each game's file holds its catalog (A Wild Venture's: boards, words and score sheet; its cards
are left out, the front end draws unknown codes by name; Venture Forth's and Adventurous's: what
the table draws, without the notes on sources) and, per decision kind, the first position of random
games where that kind is offered: the view of the seat deciding and its ``legal`` as a table
widget syncs it (action, text, target). ``test_js_fixtures.py`` checks the files are up to date;
``python tests/frontend/js_fixtures.py`` writes them again.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import venture_widgets as vw
from venture_widgets.widgets.base import offered

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "js" / "test" / "engine"

#: The decision kinds kept per game, and how many players their games have.
KINDS: dict[str, tuple[int, tuple[str, ...]]] = {
    "venturesome": (3, ("play", "threat", "other_player", "other_expedition_card", "adjacent_pair")),
    "wild_venture": (2, ("turn", "adventure", "consider_draw", "starter_reward", "ruby_search", "chest", "invest")),
    "venture_forth": (3, ("start", "pawn", "turn", "will", "gift", "token", "exert", "recruit", "ambition", "keep")),
    "adventurous": (1, ("action", "draw", "place")),
    "venture_2019": (3, ("first_use", "action", "answer", "mission", "complete", "discard", "take", "keep", "swap")),
}


def positions(game_id: str) -> dict[str, Any]:
    """The first position of each kind that shows what it is kept for (see :func:`_telling`)."""
    players, kinds = KINDS[game_id]
    found: dict[str, Any] = {}
    for seed in range(1, 40):
        state = vw.load_game(game_id).new_game(players=players, seed=seed)
        rng = random.Random(seed)
        while not state.is_over and len(found) < len(kinds):
            seat = state.current_player
            view = state.observe(seat)
            kind = view["decision"]["kind"]
            legal = offered(state, state.legal_actions())
            if kind in kinds and kind not in found and _telling(game_id, kind, legal):
                found[kind] = {"view": view, "legal": legal}
            state.apply(rng.choice(state.legal_actions()))
    return {kind: found[kind] for kind in kinds}


def _telling(game_id: str, kind: str, legal: list[dict[str, Any]]) -> bool:
    """Whether a position shows what its kind is kept for: Venturesome's play at an end; Venture
    (2019)'s answer with an instant (not only Pass), its action with a card aimed at one of
    several players (a choice in two steps)."""
    if game_id == "venturesome" and kind == "play":
        return any("side" in item["target"] for item in legal)
    if game_id == "venture_2019" and kind == "answer":
        return any(item["target"]["zone"] == "hand" for item in legal)
    if game_id == "venture_2019" and kind == "action":
        aimed = [item["target"]["card"] for item in legal if item["target"].get("seat") is not None]
        return any(aimed.count(card) > 1 for card in aimed)
    return True


def fixture(game_id: str) -> dict[str, Any]:
    catalog = vw.load_game(game_id).catalog()
    if game_id == "wild_venture":
        catalog = {key: catalog[key] for key in ("boards", "words", "score_sheet")}
    elif game_id == "venture_forth":  # what the table draws, without the notes on where each item comes from
        kept = ("boards", "default_board", "cards", "levels", "treasures", "tokens")
        catalog = {key: _drawn(catalog[key]) for key in kept}
    elif game_id == "venture_2019":  # what the table draws, without the notes on where each item comes from
        kept = ("cards", "roles", "missions", "lasting")
        catalog = {key: _drawn(catalog[key]) for key in kept}
    elif game_id == "adventurous":
        kept = ("ship", "cards", "shapes", "difficulties", "results", "score_sheet")
        catalog = {key: _drawn(catalog[key]) for key in kept}
    else:
        kept = ("symbols", "characters", "cards", "threats", "intimidation", "score_sheet")
        catalog = {key: catalog[key] for key in kept}
    return {"catalog": catalog, "positions": positions(game_id)}


def _drawn(data: Any) -> Any:
    """``data`` without the fields that say where an item comes from (source, note(s), from_rulebook)."""
    if isinstance(data, dict):
        return {k: _drawn(v) for k, v in data.items() if k not in ("source", "note", "notes", "from_rulebook")}
    if isinstance(data, list):
        return [_drawn(v) for v in data]
    return data


def text(game_id: str) -> str:
    return json.dumps(fixture(game_id), indent=1, sort_keys=True) + "\n"


if __name__ == "__main__":
    FIXTURES.mkdir(exist_ok=True)
    for game_id in KINDS:
        (FIXTURES / f"{game_id}.json").write_text(text(game_id))
