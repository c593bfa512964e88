"""Venture Forth: hidden information, proven by reshuffling what a seat cannot see.

For positions of random games (Hidden Explore Tokens on, two to four players), each part of the
game a seat cannot see is dealt again at random, one part at a time, independently of
``determinize``: the other hands with the encounter deck, the other seats' treasures with the
treasure deck (but for the treasures this seat put under it), the order of the encounter deck,
the Level III stacks below their top cards, and the face-down explore tokens this seat did not
place with the token supply. The seat's observation, its explanations of actions naming hidden
things, and when it decides its legal and unavailable actions must stay the same; a control
shows that dealing again what the seat *does* see is noticed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest

from venture_widgets import load_game
from venture_widgets.core.effects import ask_again
from venture_widgets.games.venture_forth.examples import EXAMPLES
from venture_widgets.games.venture_forth.rules import VentureForthState
from venture_widgets.games.venture_forth.tables import CARD_CODE, L3_CODE, TREASURE_CODE
from venture_widgets.games.venture_forth.view import token_visible

GAME = load_game("venture_forth")
Slots = list[tuple[list[int], int]]


def deal_again(slots: Slots, rng: random.Random) -> dict[int, int]:
    """Shuffle the items of ``slots`` among them; what each old item became."""
    old = [zone[i] for zone, i in slots]
    new = old.copy()
    rng.shuffle(new)
    for (zone, i), item in zip(slots, new, strict=True):
        zone[i] = item
    return dict(zip(old, new, strict=True))


def others(st: VentureForthState, seat: int) -> list[int]:
    return [p for p in range(st.players) if p != seat]


def hands(st: VentureForthState, seat: int, rng: random.Random) -> None:
    slots = [(st.deck, i) for i in range(len(st.deck))]
    deal_again(slots + [(st.hands[p], i) for p in others(st, seat) for i in range(len(st.hands[p]))], rng)


def treasures(st: VentureForthState, seat: int, rng: random.Random) -> None:
    slots = [(st.treasure_deck, i) for i, t in enumerate(st.treasure_deck) if t not in st.known_bottom[seat]]
    if not st.over:
        slots += [(st.treasures[p], i) for p in others(st, seat) for i in range(len(st.treasures[p]))]
    if seat != st.actor:
        slots += [(st.looking, i) for i in range(len(st.looking))]
    moved = deal_again(slots, rng)
    for p in others(st, seat):
        st.known_bottom[p] = {moved.get(t, t) for t in st.known_bottom[p]}


def deck_order(st: VentureForthState, seat: int, rng: random.Random) -> None:
    rng.shuffle(st.deck)


def level3_below_top(st: VentureForthState, seat: int, rng: random.Random) -> None:
    deal_again([(stack, i) for stack in st.level3_stacks for i in range(len(stack) - 1)], rng)


def face_down_tokens(st: VentureForthState, seat: int, rng: random.Random) -> None:
    hidden = [path for path in sorted(st.path_tokens) if not token_visible(st, path, seat)]
    beside = [st.path_tokens[path] for path in hidden]
    slots = [(st.token_supply, i) for i in range(len(st.token_supply))] + [(beside, i) for i in range(len(beside))]
    revealed = [st.revealed_token] if st.revealed_token is not None else []
    if revealed and seat != st.actor:
        slots.append((revealed, 0))
    deal_again(slots, rng)
    st.path_tokens.update(zip(hidden, beside, strict=True))
    if revealed:
        st.revealed_token = revealed[0]


def own_hand(st: VentureForthState, seat: int, rng: random.Random) -> None:
    """The control: the seat's own hand dealt again with the deck."""
    slots = [(st.deck, i) for i in range(len(st.deck))]
    deal_again(slots + [(st.hands[seat], i) for i in range(len(st.hands[seat]))], rng)


UNSEEN: dict[str, Callable[[VentureForthState, int, random.Random], None]] = {
    "hands": hands,
    "treasures": treasures,
    "deck_order": deck_order,
    "level3_below_top": level3_below_top,
    "face_down_tokens": face_down_tokens,
}


def reshuffled(st: VentureForthState, seat: int, part: str, rng: random.Random) -> VentureForthState:
    new = st.clone()
    (UNSEEN.get(part) or own_hand)(new, seat, rng)
    if new.choice is not None and new.choice.owner != seat:
        new.choice = ask_again(new)  # another seat's options may name what was dealt again
    return new


def probes(st: VentureForthState) -> list[str]:
    """Actions naming hidden things (hands, treasures, Level III cards below the tops) and paths,
    with the legal and unavailable ones."""
    cards = [CARD_CODE[c] for hand in st.hands for c in hand] + [CARD_CODE[c] for c in st.deck[-4:]]
    found = [f"play {code} {space}" for code in cards for space in ("p1.1", "p4.2")]
    found += [f"start {code}" for code in cards]
    treasures = [TREASURE_CODE[t] for t in [*st.treasure_deck[-3:], *(t for held in st.treasures for t in held)]]
    found += [f"{verb} {code}" for code in treasures for verb in ("use", "keep", "discard")]
    found += [f"level3 {L3_CODE[c]}" for stack in st.level3_stacks for c in stack[-2:]]
    found += [f"{verb} {path.id}" for path in st.board.paths for verb in ("venture", "token")]
    return [*found, *st.legal_actions(), *(entry["action"] for entry in st.unavailable_actions())]


def what_seat_sees(st: VentureForthState, seat: int, asked: list[str]) -> tuple[object, ...]:
    seen: tuple[object, ...] = (st.observe(seat), [st.explain(action, seat).text for action in asked])
    if st.current_player == seat:
        seen += (st.legal_actions(), st.unavailable_actions())
    return seen


def positions(games: int = 6, every: int = 5) -> Iterator[VentureForthState]:
    """Positions of random games with Hidden Explore Tokens, two to four players."""
    rng = random.Random(11)
    for seed in range(games):
        state = GAME.new_game(players=2 + seed % 3, seed=seed, hidden_tokens=True)
        step = 0
        while not state.is_over:
            if step % every == 0:
                yield state.clone()
            state.apply(rng.choice(state.legal_actions()))
            step += 1


POSITIONS = list(positions())


@pytest.mark.parametrize("part", list(UNSEEN))
def test_what_a_seat_cannot_see_can_be_dealt_again_unnoticed(part: str) -> None:
    rng = random.Random(part)
    changed = 0
    for st in POSITIONS[::3]:
        for seat in range(st.players):
            other = reshuffled(st, seat, part, rng)
            changed += other.snapshot() != st.snapshot()
            asked = probes(st)
            assert what_seat_sees(other, seat, asked) == what_seat_sees(st, seat, asked), (part, seat, st)
    assert changed > 20, f"dealing {part} again hardly ever changed a position"


def test_the_control_dealing_a_seats_own_hand_again_is_noticed() -> None:
    rng = random.Random(5)
    noticed = 0
    for st in POSITIONS[::3]:
        seat = st.current_player if st.current_player is not None else 0
        other = reshuffled(st, seat, "own_hand", rng)
        asked = probes(st)
        noticed += what_seat_sees(other, seat, asked) != what_seat_sees(st, seat, asked)
    assert noticed > 20


def test_the_positions_hold_hidden_things_of_every_kind() -> None:
    assert any(st.face_down for st in POSITIONS), "no face-down explore token"
    assert any(any(st.known_bottom) for st in POSITIONS), "no treasure put under the deck"
    assert any(sum(map(len, st.treasures)) > 1 for st in POSITIONS), "too few treasures held"
    assert any(len(POSITIONS[0].hands[p]) for p in range(POSITIONS[0].players))


def test_a_face_down_token_is_known_to_its_placer_only_until_it_is_taken() -> None:
    spec = {
        "hidden_tokens": True,
        "board": {"p3.1": "hoplite", "p3.2": "lion"},
        "path_tokens": {"p3": {"token": "2c", "face_down": True, "placer": 1}},
        "players": [{"party": ["archer"], "site": "country", "coins": 0}, {"party": ["huntress"], "site": "shore"}],
    }
    state = GAME.scenario(spec)
    token = [{"path": "p3", "token": "token_2c_1", "face_up": False}]
    assert state.observe(1)["board"]["tokens"] == token
    for seat in (0, None):
        assert state.observe(seat)["board"]["tokens"] == [{**token[0], "token": None}]
    state.apply("venture p3")
    for _ in range(10):
        if state.position[0] == "mountains":
            break
        state.apply(state.legal_actions()[0])
    for seat in (0, 1, None):
        assert state.observe(seat)["seats"][0]["explored"] == ["token_2c_1"]


def test_the_treasures_a_seat_puts_under_the_deck_are_known_to_it_only() -> None:
    example = next(example for example in EXAMPLES if example.name == "archer_journey")
    state = GAME.scenario(example.spec)
    for action in example.actions:
        state.apply(action)
    known = state.observe(0)["treasure_deck"]["known_bottom"]
    assert [entry["from_bottom"] for entry in known] == [0, 1]
    assert {entry["treasure"] for entry in known} == {"owl_of_athena", "golden_fleece"}
    assert state.observe(1)["treasure_deck"]["known_bottom"] == []
    assert state.observe(None)["treasure_deck"]["known_bottom"] == []
    assert state.observe(1)["seats"][0]["treasures"] is None and state.observe(1)["seats"][0]["treasure_count"] == 1
    # seat 1 may not tell them from the rest of the deck; seat 0 would notice them moved
    rng = random.Random(2)
    for _ in range(5):
        other = reshuffled(state, 1, "treasures", rng)
        assert other.observe(1) == state.observe(1)
    moved = state.clone()
    moved.treasure_deck.reverse()
    assert moved.observe(0) != state.observe(0) and moved.observe(1) == state.observe(1)
