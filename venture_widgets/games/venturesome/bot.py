"""The greedy bot's evaluation of a Venturesome position, from a seat's point of view.

>>> obs = {"seats": [{"seat": 0, "treasure": ["PROFESSOR.GEM2"], "expedition": ["PROFESSOR.MAP"],
...                   "hand_count": 2}]}
>>> value(obs, 0)
5.0

:func:`value` reads the seat's observation; the greedy bot, which scores thousands of positions
per decision, uses :func:`state_value` instead: the very same number computed from the few fields
of the (sampled) state it needs, without building the whole observation. Both read only what
``observe(seat)`` shows and both feed :func:`formula`, so they cannot drift apart;
``tests/test_agents_speed.py`` checks that they agree.
"""

from __future__ import annotations

from typing import Any

from .scoring import score_codes, score_pile

#: sampled worlds the greedy bot weighs each decision in (see ``venture_widgets/agents/greedy.py``)
SAMPLES = 3
#: the tree search scores a position it cuts short by each seat's margin on one scale, not against
#: the margins usual in its search (``venture_widgets/agents/ismcts.py``): with the scale the
#: expert won 19 of 30 seeded three-player games against two greedy bots, against the usual 16
MARGIN_AGAINST_USUAL = False
HAND_CARD_VALUE = 0.5


def formula(banked: int, hand_count: int) -> float:
    """Points of the treasure pile and the expedition together, as if banked now, plus a little
    for each card still in hand (each is a future play)."""
    return banked + HAND_CARD_VALUE * hand_count


def value(observation: dict[str, Any], seat: int) -> float:
    """:func:`formula` of what the seat holds."""
    me = observation["seats"][seat]
    banked = score_codes([c for c in me["treasure"] + me["expedition"] if c is not None])["total"]
    return formula(banked, me["hand_count"])


def state_value(state: Any, seat: int) -> float:
    """:func:`value` of ``state.observe(seat)``, read from the state."""
    banked = score_pile(state.treasures[seat] + state.expeditions[seat])["total"]
    return formula(banked, len(state.hands[seat]))
