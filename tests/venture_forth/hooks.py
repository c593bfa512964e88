"""The conformance suite's hooks for Venture Forth: conservation of every card, treasure, token
and level card, and an independent leak check (see ``tests/conformance_hooks.py``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from itertools import chain
from typing import Any

from conformance_hooks import Hooks, limits_tracker
from event_helpers import collect_codes

from venture_widgets.core.view import observe_event
from venture_widgets.games.venture_forth.cards import CARDS
from venture_widgets.games.venture_forth.levels import LEVEL_CARDS_COUNT, LEVEL_III
from venture_widgets.games.venture_forth.tables import CARD_CODE, CARD_KIND, L3_CODE, TOKEN_CODE, TREASURE_CODE
from venture_widgets.games.venture_forth.tokens import EXPLORE_TOKENS
from venture_widgets.games.venture_forth.treasures import TREASURES
from venture_widgets.games.venture_forth.venture import PARTY_LIMIT


def _once(found: Iterable[int], count: int, what: str) -> None:
    """Each of ``range(count)`` exactly once in ``found``."""
    items = sorted(found)
    if items != list(range(count)):
        counts = Counter(items)
        missing = [i for i in range(count) if not counts[i]]
        twice = sorted(i for i, n in counts.items() if n > 1)
        raise AssertionError(f"{what} not conserved: missing {missing}, more than once {twice}")


def venture_forth_invariant(state: Any) -> None:
    """The 72 encounter cards, 21 treasures, 22 explore tokens and 20 Level III cards each in
    exactly one place; Level I/II cards conserved; parties of adventurers (at most five) whose
    will, despair and levels are kept exactly for them; nothing negative; pawns on sites;
    wandering only cards on the board; at most one token beside each path."""
    party_cards = list(chain(*state.party))
    _once(
        chain(state.deck, state.discard, *state.hands, state.spaces.values(), party_cards),
        len(CARDS),
        "encounter cards",
    )
    looking = state.looking
    _once(chain(state.treasure_deck, state.treasure_discard, *state.treasures, looking), len(TREASURES), "treasures")
    revealed = [] if state.revealed_token is None else [state.revealed_token]
    _once(
        chain(state.token_supply, state.path_tokens.values(), *state.explored, revealed),
        len(EXPLORE_TOKENS),
        "explore tokens",
    )
    _once(chain(*state.level3_stacks, state.level3.values()), len(LEVEL_III), "Level III cards")
    board = state.board
    assert set(state.path_tokens) <= set(board.path_by_id), f"a token beside no path: {state.path_tokens}"
    assert set(state.face_down) <= set(state.path_tokens), "a face-down token beside a path with none"
    assert state.options["hidden_tokens"] or not state.face_down, "a face-down token without the variant"
    assert set(state.spaces) <= set(board.space_by_id), f"a card on no space: {state.spaces}"
    assert state.wandering <= set(state.spaces.values()), "a wandering card that is not on the board"
    members = set(party_cards)
    for seat, party in enumerate(state.party):
        assert len(party) <= PARTY_LIMIT, f"seat {seat} has a party of {len(party)}"
        assert all(CARD_KIND[a] == "adventurer" for a in party), f"seat {seat}'s party holds an enemy"
        assert all(state.owner[a] == seat for a in party), f"seat {seat}'s party has another owner's card"
    for name in ("owner", "will", "despair", "level"):
        assert set(getattr(state, name)) == members, f"{name} is kept for {set(getattr(state, name)) ^ members}"
    assert min(state.will.values(), default=0) >= 0, f"negative will {state.will}"
    assert min(state.despair.values(), default=0) >= 0, f"negative despair {state.despair}"
    assert min(state.coins) >= 0, f"negative coins {state.coins}"
    assert set(state.level3) == {a for a in members if state.level[a] == 3}, "Level III cards and levels disagree"
    low = sum(1 for a in members if state.level[a] in (1, 2))
    assert state.level_supply >= 0 and state.level_supply + low == LEVEL_CARDS_COUNT, "Level I/II cards"
    for seat, site in enumerate(state.position):
        assert site in board.site_by_id or (site is None and state.turn == 0), f"seat {seat}'s pawn is on {site}"


class VentureForthLeaks:
    """An independent check that observations leak nothing hidden.

    It ignores the state's own bookkeeping (``token_placer``, ``known_bottom``): a seat may only
    be shown a code (card, treasure, explore token, Level III card) that is public now (on the
    board, in a party, a discard pile, an explore token taken or face up, a Level III card on top
    of its stack or under an adventurer), that it holds itself, or that was named to it in an
    event (``observe_event``). Besides: another seat's hand is never shown, nor its treasures
    before the end; a face-down explore token only to the seat the events say placed it; the
    treasures being looked at only to the seat looking at them.
    """

    def __init__(self, state: Any) -> None:
        self.codes = set(CARD_CODE) | set(TREASURE_CODE) | set(TOKEN_CODE) | set(L3_CODE)
        self.seen: dict[int | None, set[str]] = {seat: set() for seat in [None, *range(state.players)]}
        self.placed_by: dict[str, int] = {}  # path -> the seat the events say put its token there
        self.feed(state.opening_events)

    def feed(self, events: Iterable[dict[str, Any]]) -> None:
        for event in events:
            if event["type"] == "token":
                self.placed_by[event["path"]] = event["seat"]
            elif event["type"] == "explore":
                self.placed_by.pop(event["path"], None)
            for seat, seen in self.seen.items():
                collect_codes(observe_event(event, seat), self.codes, seen)

    @staticmethod
    def public(state: Any) -> set[str]:
        """The codes anybody may see now."""
        over = state.over
        cards = chain(state.spaces.values(), *state.party, state.discard)
        treasures = chain(state.treasure_discard, *(state.treasures if over else []))
        tokens = chain(
            *state.explored, (t for path, t in state.path_tokens.items() if over or path not in state.face_down)
        )
        level3 = chain(state.level3.values(), (stack[-1] for stack in state.level3_stacks if stack))
        return (
            {CARD_CODE[c] for c in cards}
            | {TREASURE_CODE[t] for t in treasures}
            | {TOKEN_CODE[t] for t in tokens}
            | {L3_CODE[c] for c in level3}
        )

    def check(self, state: Any, observations: dict[int | None, dict[str, Any]]) -> None:
        public = self.public(state)
        for viewer, obs in observations.items():
            where = f"observation of seat {viewer}"
            seen = public | self.seen[viewer]
            for p, view in enumerate(obs["seats"]):
                assert view["hand_count"] == len(state.hands[p]), f"{where}: hand count of seat {p}"
                assert view["treasure_count"] == len(state.treasures[p]), f"{where}: treasure count of seat {p}"
                if p == viewer:
                    assert sorted(view["hand"]) == sorted(CARD_CODE[c] for c in state.hands[p]), f"{where}: hand"
                    treasures = sorted(TREASURE_CODE[t] for t in state.treasures[p])
                    assert sorted(view["treasures"]) == treasures, f"{where}: own treasures"
                    continue
                assert view["hand"] is None, f"{where}: shows seat {p}'s hand"
                if not state.over:
                    assert view["treasures"] is None, f"{where}: shows seat {p}'s treasures"
            for entry in obs["board"]["tokens"]:
                path, shown = entry["path"], entry["token"]
                assert entry["face_up"] is (path not in state.face_down), f"{where}: token beside {path}"
                if not entry["face_up"] and not state.over and self.placed_by.get(path) != viewer:
                    assert shown is None, f"{where}: the face-down token beside {path}, placed by another seat"
                if shown is not None:
                    assert shown == TOKEN_CODE[state.path_tokens[path]], f"{where}: token beside {path}"
            if obs["looking"]:
                assert viewer == state.actor, f"{where}: treasures looked at by seat {state.actor}"
                assert obs["looking"] == [TREASURE_CODE[t] for t in state.looking], f"{where}: looking"
            for item in obs["treasure_deck"]["known_bottom"]:
                at = state.treasure_deck[item["from_bottom"]]
                assert TREASURE_CODE[at] == item["treasure"], f"{where}: {item} is not there"
            own = obs["seats"][viewer] if viewer is not None else {}
            shown_codes: set[str] = set()
            collect_codes({key: value for key, value in obs.items() if key != "seats"}, self.codes, shown_codes)
            for view in obs["seats"]:
                collect_codes(
                    view if view is not own else {**view, "hand": [], "treasures": []}, self.codes, shown_codes
                )
            leaked = shown_codes - seen
            assert not leaked, f"{where}: shows {sorted(leaked)}, never shown to seat {viewer}"
        for seat in range(state.players):  # from now on each seat has seen what it holds
            seen = self.seen[seat]
            seen.update(CARD_CODE[c] for c in state.hands[seat])
            seen.update(TREASURE_CODE[t] for t in state.treasures[seat])


def venture_forth_options(seed: int) -> dict[str, Any]:
    """Both board sides, with and without Hidden Explore Tokens, spread over the seeds."""
    return {"side": ("sea_corner", "shore_centre")[seed % 2], "hidden_tokens": seed // 2 % 2 == 1}


HOOKS = Hooks(
    invariant=venture_forth_invariant,
    leaks=VentureForthLeaks,
    options=venture_forth_options,
    limits=limits_tracker("venture_forth"),
)
