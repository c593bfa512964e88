"""Venture Forth, rulebook section "Variant Rules: Hidden Explore Tokens" (rule id
``variants.hidden_tokens``): explore tokens are placed face down, their placer knows them, and they
are revealed when taken."""

from __future__ import annotations

from typing import Any

from venture_forth_helpers import of_type, run, scenario, token_codes


def tokens_seen(state, seat: int | None) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    return {t["path"]: t["token"] for t in state.observe(seat)["board"]["tokens"]}


def test_hidden_explore_tokens_placed_face_down_the_placer_knows_it() -> None:
    state = scenario(
        hidden_tokens=True,
        players=[{"party": ["archer"], "site": "country", "hand": ["hoplite"]}, {"party": ["poet"]}],
        token_supply=["token_3c_1", "1t"],
    )
    events = run(state, "play hoplite p1.2")
    drawn = of_type(events, "token_drawn")[0]
    assert drawn["rule"] == "variants.hidden_tokens"
    assert "token" not in drawn and drawn["private"]["seats"] == [0] and drawn["private"]["token"] == "token_3c_1"
    run(state, "token p5")
    assert "p5" in state.face_down
    assert tokens_seen(state, 0) == {"p5": "token_3c_1"}
    assert tokens_seen(state, 1) == {"p5": None} and tokens_seen(state, None) == {"p5": None}


def test_hidden_explore_tokens_revealed_when_taken() -> None:
    state = scenario(
        hidden_tokens=True,
        board={"p3.1": "teumessian_fox", "p3.2": "harpy"},
        path_tokens={"p3": {"token": "token_3c_1", "placer": 1}},
        players=[{"party": ["archer"], "site": "country", "coins": 0}, {"party": ["poet"]}],
    )
    assert tokens_seen(state, 0) == {"p3": None} and tokens_seen(state, 1) == {"p3": "token_3c_1"}
    events = run(state, "venture p3")
    explore = of_type(events, "explore")[0]
    assert explore["token"] == "token_3c_1" and "private" not in explore  # shown to all
    assert state.coins[0] == 3 and "p3" not in state.face_down and token_codes(state.explored[0]) == ["token_3c_1"]


def test_hidden_explore_tokens_only_in_the_variant() -> None:
    state = scenario(
        players=[{"party": ["archer"], "site": "country", "hand": ["hoplite"]}, {"party": ["poet"]}],
        token_supply=["token_3c_1"],
    )
    events = run(state, "play hoplite p1.2", "token p5")
    assert of_type(events, "token_drawn")[0]["token"] == "token_3c_1" and state.face_down == set()
    assert tokens_seen(state, 1) == {"p5": "token_3c_1"}
