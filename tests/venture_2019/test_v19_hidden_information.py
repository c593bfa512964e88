"""Venture (2019): hidden information. A seat sees its own hand, the count of every other hand and
the cards every seat saw go into it, and the cards its own Stargazing looks at; the deck's order
and the other cards are hidden. Reshuffling what a seat cannot see changes nothing it observes,
``determinize`` keeps what it observes, and being asked to answer a card tells nothing about a
hand (every seat is asked, whether or not it holds an instant)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from event_helpers import of_type, run
from game_modules import game_module

from venture_widgets import load_game
from venture_widgets.core.view import observe_event
from venture_widgets.games.venture_2019.cards import CARDS
from venture_widgets.games.venture_2019.rules import VentureState
from venture_widgets.games.venture_2019.text import card_words

GAME = load_game("venture_2019")
HOOKS = game_module("venture_2019", "hooks").HOOKS
#: every card's name, as an event's text would show it
NAMES = {card_words(card.index) for card in CARDS}
#: three astronomers' seats: the astronomer first, so ``talent accident-astro`` is Stargazing
STARGAZERS = [{"role": "astronomer"}, {"role": "chemist"}, {"role": "geologist"}]


def positions(seed: int, players: int, every: int = 1) -> Iterator[VentureState]:
    """Every ``every``-th position of a random game, and its end."""
    state = GAME.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    step = 0
    while not state.is_over:
        if step % every == 0:
            yield state
        state.apply(rng.choice(state.legal_actions()))
        step += 1
    yield state


def sampled() -> Iterator[VentureState]:
    """Positions of random games with 3 to 6 players."""
    for players in range(3, 7):
        for seed in range(3):
            yield from positions(seed, players, every=7)


def hidden_from(state: VentureState, seat: int, rng: random.Random) -> VentureState:
    """A copy in which everything ``seat`` cannot see is reshuffled: the deck, the cards of the
    other hands that were not seen going in (their order too), and the cards another seat's
    Stargazing looks at."""
    new = state.clone()
    pool = list(new.deck)
    unseen: dict[int, int] = {}
    for other in range(new.players):
        if other == seat:
            continue
        seen = [card for card in new.hands[other] if card in new.shown[other]]
        unseen[other] = len(new.hands[other]) - len(seen)
        pool += [card for card in new.hands[other] if card not in new.shown[other]]
        new.hands[other] = seen
    looked = len(new.looking) if new.actor != seat else 0
    pool += new.looking[:looked]
    rng.shuffle(pool)
    for other, count in unseen.items():
        new.hands[other] += [pool.pop() for _ in range(count)]
        rng.shuffle(new.hands[other])
    if looked:
        new.looking = [pool.pop() for _ in range(looked)]
    new.deck = pool
    return new


def test_hidden_reshuffling_what_a_seat_cannot_see_changes_nothing_it_observes() -> None:
    rng = random.Random(1)
    changed = checked = 0
    for state in sampled():
        for seat in range(state.players):
            other = hidden_from(state, seat, rng)
            HOOKS.invariant(other)
            assert other.observe(seat) == state.observe(seat), f"seat {seat} sees what was reshuffled"
            changed += other.snapshot() != state.snapshot()
            checked += 1
    assert checked > 200 and changed > 0.9 * checked, (changed, checked)


def test_hidden_determinize_keeps_what_the_seat_observes() -> None:
    rng = random.Random(2)
    changed = checked = 0
    for state in sampled():
        for seat in range(state.players):
            other = state.determinize(seat, random.Random(rng.randrange(2**32)))
            HOOKS.invariant(other)
            assert other.observe(seat) == state.observe(seat), f"determinize({seat}) changed what seat {seat} sees"
            if state.current_player == seat:
                assert other.legal_actions() == state.legal_actions()
            changed += other.deck != state.deck
            checked += 1
    assert changed > 0.9 * checked, (changed, checked)


def _events(seed: int, players: int) -> list[dict[str, Any]]:
    """The opening events and every event of a random game."""
    state = GAME.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    events = list(state.opening_events)
    while not state.is_over:
        events += state.apply(rng.choice(state.legal_actions()))
    return events


@pytest.mark.parametrize("players", range(3, 7))
def test_hidden_the_phase_1_draw_is_face_up_for_everyone(players: int) -> None:
    drawn = of_type(_events(players, players), "draw_face_up")
    assert drawn
    for event in drawn:
        assert "private" not in event and event["card"], event
        assert card_words(next(c.index for c in CARDS if c.code == event["card"])) in event["text"]


def _names_in(text: str) -> set[str]:
    return {name for name in NAMES if name in text}


@pytest.mark.parametrize("players", range(3, 7))
def test_hidden_dealt_hands_and_drawn_cards_only_their_drawer_sees(players: int) -> None:
    events = _events(players + 10, players)
    deals, draws = of_type(events, "deal"), of_type(events, "draw")
    assert len(deals) == players and any(event["rule"] == "refill" for event in draws)
    for event in deals + draws:
        seat = event["seat"]
        assert event["private"]["seats"] == [seat], event
        mine = observe_event(event, seat)
        assert all(card_words(next(c.index for c in CARDS if c.code == code)) in mine["text"] for code in mine["cards"])
        for other in [None, *range(players)]:
            if other == seat:
                continue
            seen = observe_event(event, other)
            assert "cards" not in seen and not _names_in(seen["text"]), f"seat {other} sees {seen}"


def test_hidden_a_random_steal_makes_the_victims_seen_cards_unknown() -> None:
    state = GAME.scenario(
        {
            "seats": [
                {"hand": ["theft-chem"]},
                {"hand": ["quill", "flask", "grant-math"], "shown": ["quill", "flask"]},
                {"hand": ["calculator"]},
            ],
            "active": 0,
            "start": "actions",
        }
    )
    assert state.observe(2)["seats"][1]["hand"] == {"count": 3, "known": ["flask", "quill"]}
    events = run(state, "play theft-chem 1", "pass", "pass")
    (steal,) = of_type(events, "steal")
    taken = observe_event(steal, 0)["cards"]
    assert observe_event(steal, 1)["cards"] == taken and "cards" not in observe_event(steal, 2)
    for seat in (None, 0, 2):  # the thief knows what it took, not what is left
        assert state.observe(seat)["seats"][1]["hand"] == {"count": 2, "known": []}
    assert state.observe(2)["seats"][0]["hand"] == {"count": 1, "known": []}  # nor what the thief took
    assert state.observe(0)["seats"][0]["hand"]["cards"] == taken


def test_hidden_stargazing_cards_only_the_astronomer_sees() -> None:
    spec = {"seats": [{**STARGAZERS[0], "hand": ["accident-astro"]}, *STARGAZERS[1:]], "active": 0}
    state = GAME.scenario({**spec, "deck": ["grant-math", "quill", "flask"], "start": "actions"})
    (look,) = of_type(run(state, "talent accident-astro"), "look")
    assert observe_event(look, 0)["cards"] == ["grant-math", "quill", "flask"]
    assert "cards" not in observe_event(look, 1) and not _names_in(observe_event(look, None)["text"])
    assert state.observe(0)["looking"] == ["grant-math", "quill", "flask"]
    assert state.observe(1)["looking"] == [] and state.observe(None)["looking"] == []
    assert state.determinize(0, random.Random(0)).looking == state.looking
    others = {tuple(state.determinize(1, random.Random(i)).looking) for i in range(10)}
    assert len(others) > 1, "determinize for another seat keeps the cards looked at"


def test_hidden_every_seat_is_asked_to_answer_with_or_without_an_instant() -> None:
    state = GAME.scenario(
        {"seats": [{"hand": ["grant-math"]}, {"hand": ["quill"]}, {"hand": ["objection-bio"]}], "active": 0}
        | {"start": "actions"}
    )
    state.apply("play grant-math 0")
    assert (state.current_player, state.choice.kind, state.legal_actions()) == (1, "answer", ["pass"])
    state.apply("pass")
    assert (state.current_player, state.choice.kind) == (2, "answer")
    assert state.legal_actions() == ["pass", "answer objection-bio"]


def _asked(state: VentureState, action: str) -> list[tuple[int, str, str]]:
    """Who is asked what after ``action`` while every seat passes, until the cards in play resolve
    (what comes after, the next turn's draw included, may depend on the hidden cards)."""
    turn = state.turn
    state.apply(action)
    asked = []
    while state.turn == turn and state.chain and state.choice is not None and state.choice.kind == "answer":
        asked.append((state.current_player, state.choice.kind, state.choice.prompt))
        state.apply("pass")
    return asked


def test_hidden_who_is_asked_to_answer_tells_nothing_about_the_hands() -> None:
    """Whatever the other hands hold, the same seats are asked, in the same order, the same question."""
    only_pass = compared = 0
    for state in sampled():
        plays = [a for a in state.legal_actions() if a.startswith("play")]
        if not plays or state.choice.kind not in ("action", "first_use"):
            continue
        seat = state.current_player
        asked = _asked(state.clone(), plays[0])
        for n in range(4):
            other = state.determinize(seat, random.Random(n))
            assert _asked(other, plays[0]) == asked, f"seat {seat} playing {plays[0]}"
        compared += 1
        probe = state.clone()
        probe.apply(plays[0])
        only_pass += probe.choice is not None and probe.legal_actions() == ["pass"]
    assert compared > 20 and only_pass > 5, (compared, only_pass)


def test_hidden_a_hand_with_no_choice_is_still_asked() -> None:
    state = GAME.scenario({"seats": [{"hand": []}, {}, {}], "active": 0, "start": "actions"})
    assert (state.current_player, state.choice.kind, state.legal_actions()) == (0, "action", ["done"])
    state.apply("done")
    assert (state.current_player, state.choice.kind, state.legal_actions()) == (0, "complete", ["skip"])
