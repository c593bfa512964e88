"""The Adventurous state: its fields, setup and the contract methods.

>>> from venture_widgets import load_game
>>> state = load_game("adventurous").new_game(players=1, seed=1)
>>> state.current_player, state.legal_actions()  # Explore is the only action: it is taken at once
(0, ['draw top', 'draw bottom'])
"""

from __future__ import annotations

from typing import Any

from ...core.effects import push
from ...core.fields import field, items, value
from ...core.interpreted import InterpretedState
from ...core.moves import emit, seat_name
from .cards import CARD_BY_NUMBER, CARDS
from .ops import CONDITIONS, OPS
from .programs import TURN
from .scoring import WIN_SCORE, points, result, tally
from .ship import SHIP, SHIP_TOP, SIDE_BY_ID, START
from .text import effect_words, marvel_words

#: The difficulty levels and how many marvels of difficulty I, II and III each puts in the deck (Setup).
DIFFICULTIES: dict[str, tuple[int, int, int]] = {
    "novice": (3, 1, 1),
    "seasoned": (2, 2, 1),
    "veteran": (1, 2, 2),
    "legend": (1, 1, 3),
}
MARVELS = 5  # cards in the marvel deck


class AdventurousState(InterpretedState):
    """A position of Adventurous. Build one with ``load_game("adventurous").new_game(...)``."""

    ops = OPS
    conditions = CONDITIONS
    map_deck: list[int] = items(list)  # the end is the top, index 0 the bottom
    marvel_deck: list[int] = items(list)  # the end is the top
    active_marvel: int | None = value(None)
    drawn: list[int] = items(list)  # map cards drawn this turn, not yet placed
    set_aside: list[int] = items(list)  # drawn cards that fitted nowhere
    placed: list[tuple[int, str, int, int, int]] = items(list)  # (card, side, x, y, orientation), laid in this order
    top: dict[tuple[int, int], tuple[int, str]] = field(start=lambda state: dict(SHIP_TOP), copy=dict.copy)
    path: list[tuple[int, int]] = field(start=lambda state: [START], copy=list.copy)
    first_player: int = value(0)
    active: int = value(0)
    actor: int = value(0)
    turn: int = value(0)

    # --- set-up -----------------------------------------------------------------------------

    def setup(self, first_player: int | None, marvels: list[int] | None) -> None:
        """Setup: the ship's side, the marvel deck for the difficulty, the active marvel, the map
        deck of the other twelve cards, the first player."""
        rng = self.rng
        side = SIDE_BY_ID["journey" if self.options["journey_effects"] else "calm"]
        effects = "with journey effects" if side.effects else "without journey effects"
        emit(self, "setup", "setup.ship", f"The ship lies {side.name} side up: play {effects}.")
        counts = DIFFICULTIES[self.options["difficulty"]]
        how = "chosen"
        if marvels is None:
            how = "drawn at random"
            marvels = []
            for difficulty, count in enumerate(counts, start=1):
                pool = [card.number for card in CARDS if card.marvel.difficulty == difficulty]
                rng.shuffle(pool)
                marvels += sorted(pool[:count])
        self.marvel_deck = list(marvels)
        rng.shuffle(self.marvel_deck)
        emit(
            self,
            "setup",
            "setup.marvels",
            f"Difficulty {self.options['difficulty'].title()}: a marvel deck of {MARVELS} marvels ({how}), "
            f"{counts[0]} of difficulty I, {counts[1]} of II and {counts[2]} of III.",
            cards=sorted(marvels),
        )
        self.active_marvel = self.marvel_deck.pop()
        emit(
            self,
            "setup",
            "setup.active",
            f"The active marvel is {marvel_words(self.active_marvel)}.",
            card=self.active_marvel,
        )
        effects_now = self.journey_effects()
        if effects_now:
            emit(self, "journey", "journey", f"The active journey effect: {effect_words(effects_now[0])}.")
        self.map_deck = [card.number for card in CARDS if card.number not in marvels]
        rng.shuffle(self.map_deck)
        emit(
            self,
            "setup",
            "setup.map_deck",
            f"The other {len(self.map_deck)} cards are shuffled into the map deck, map side up.",
        )
        how = "chosen by the first_player option"
        if first_player is None:
            first_player = rng.below(self.players)
            how = "drawn at random"
        self.first_player = self.active = self.actor = first_player
        if self.players > 1:
            emit(
                self, "setup", "setup.first_player", f"{seat_name(first_player)} goes first ({how}).", seat=first_player
            )
        push(self, TURN)
        self.advance()
        self.opening_events, self.events = self.events, []

    # --- what the rules read ---------------------------------------------------------------------

    def journey_effects(self) -> tuple[str, ...]:
        """The journey effect active now (a tuple of one id), or none: without journey effects,
        or once every marvel is placed (Journey Effects)."""
        if not self.options["journey_effects"] or self.active_marvel is None:
            return ()
        difficulty = CARD_BY_NUMBER[self.active_marvel].marvel.difficulty
        return (SIDE_BY_ID["journey"].effects[difficulty - 1],)

    def marvels_placed(self) -> int:
        """Marvels on the map."""
        return sum(side == "marvel" for _, side, *_ in self.placed)

    def unplaced_marvels(self) -> int:
        """Marvels not on the map: the active marvel and the marvel deck."""
        return len(self.marvel_deck) + (self.active_marvel is not None)

    # --- the contract -------------------------------------------------------------------------

    def scores(self) -> list[dict[str, int]]:
        """The team's score sheet, the same for every seat (a cooperative game)."""
        sheet = points(tally(self.top), self.unplaced_marvels())
        return [dict(sheet) for _ in range(self.players)]

    def winners(self) -> list[int]:
        """Every seat when the voyage ends Successful or better, none when Lost at Sea (or not over)."""
        if not self.over:
            return []
        return list(range(self.players)) if self.scores()[0]["total"] >= WIN_SCORE else []

    def outcome(self) -> dict[str, Any]:
        """The team's score, the result, the winners and the reasoning step by step (each
        ``{"rule", "seats", "text"}``): the thresholds, then the result table.

        >>> from venture_widgets import load_game
        >>> [step["rule"] for step in load_game("adventurous").new_game(seed=2).outcome()["reasoning"]]
        ['thresholds', 'scoring.result']
        """
        scores = self.scores()
        total = scores[0]["total"]
        row = result(total)
        counts = tally(self.top)
        team = list(range(self.players))
        over = [
            f"{counts[kind]} {kind}s (at most {limit})"
            for kind, limit in SHIP.thresholds.items()
            if counts[kind] > limit
        ]
        steps = [
            {
                "rule": "thresholds",
                "seats": team,
                "text": "Over their thresholds, scoring nothing: " + ", ".join(over) + "."
                if over
                else "Every encounter type is within its threshold.",
            },
            {
                "rule": "scoring.result",
                "seats": self.winners(),
                "text": f"The team scores {total}: {row['name']} "
                + ("\N{EM DASH} everyone wins together." if row["won"] else "\N{EM DASH} everyone loses together."),
            },
        ]
        return {"scores": scores, "result": row["id"], "winners": self.winners(), "reasoning": steps}
