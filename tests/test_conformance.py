"""The conformance suite: every game of ``vw.list_games()`` meets the engine contract.

Each test case is one seeded random game (``<game>-<players>p-seed<n>``), played to the end with
``random.Random(seed)`` choosing among the legal actions. Per game id the suite plays ``--games``
games (default :data:`GAMES_PER_GAME`), spread evenly over its supported player counts; the seeds
are chosen so that even a short run covers every combination of the options the game's hooks
spread over the seeds (A Wild Venture: both boards, both theme decks, every variant).

On every step (cheap checks):

- the decision: legal actions are a list of distinct strings, non-empty until the end and empty
  after; ``current_player`` is a seat exactly while the game is not over; no winners before it;
- every event carries a type, a rule and a text and is JSON that survives a round trip; as each
  seat and a spectator see it (``observe_event``) it has no private part and is JSON too;
- the observation of every seat and of ``None`` is strict JSON (``json.dumps`` with no
  ``default=``, no NaN), and starts with the header every game shares (:data:`HEADER`);
- an unknown action and a non-string raise ``IllegalActionError`` and leave the legal actions
  (and, every 4th step, the whole snapshot) unchanged;
- the game's own hooks, ``HOOKS`` of ``tests/<id>/hooks.py`` found by convention
  (``conformance_hooks.py``): options spread over the seeds (board sides, variants), an
  invariant (Venturesome: all 63 character cards and all 12 threats exactly once; A Wild
  Venture: see ``tests/wild_venture/hooks.py``), a leak check built only from what each seat
  was shown, and the limits its rulebook prints (``tests/<id>/limits.py``: actions and missions
  in a turn, hand limits, party size, draws, thresholds), counted from the public events and
  the public observation apart from the engine's own counters, each failure naming the rule and
  the value seen. A game without a hooks module gets the generic checks only.

On a sample of the steps (``EXPENSIVE_RATE``) and on the final position, the expensive checks:
observations and the snapshot survive a JSON round trip unchanged (no tuples, no non-string
keys); every legal action has a description, a target in the fixed vocabulary with one of the
game's zones, and an explanation that says it is legal; illegal candidates (garbage, near
misses, legal actions with a word changed, the unavailable actions) are explained as not legal
by a rule the game names, and ``apply``'s error carries that explanation; every unavailable action
is well formed and not legal; explanations and the unavailable actions of the seat to move are
the same after ``determinize`` for that seat (they leak nothing), and so is what another seat is
told; more illegal input (empty, bytes, a list, a 200 kB
string, near misses of legal actions) is refused by ``apply`` and ``describe`` with the snapshot
unchanged; a clone is equal and independent; ``determinize`` for every seat leaves the original
alone, keeps that seat's observation (and its legal actions when it decides) and keeps the
invariant, and in some games the copy is played to the end; the record replays to an equal
snapshot from its JSON text (at the end also from the dict, mid-game in ``MID_GAME_REPLAY_RATE``
of the samples), replaying does not change it, and it does not change as the game goes on.

Run just this module with ``python -m pytest tests/test_conformance.py``; add ``--games 2000``
for a long local run.
"""

from __future__ import annotations

import copy
import json
import math
import random
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import fields, is_dataclass
from itertools import chain
from pathlib import Path
from types import BuiltinFunctionType, FunctionType, MappingProxyType, MethodType, ModuleType
from typing import Any

import pytest
from conformance_hooks import LeakTracker, LimitTracker, hooks_of
from game_modules import game_module
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import venture_widgets as vw
from venture_widgets.core.errors import IllegalActionError, RulesError, ScenarioError
from venture_widgets.core.explain import CORE_RULES, TARGET_KEYS
from venture_widgets.core.game import Game, State
from venture_widgets.core.view import observe_event

GAMES_PER_GAME = 32  # per game id, unless --games says otherwise: A Wild Venture has 32 option combinations
EXPENSIVE_RATE = 0.1  # share of the steps that also get the expensive checks (fewer games, each checked longer)
MID_GAME_REPLAY_RATE = 0.4  # share of the mid-game samples that also replay the record
PLAY_OUT_RATE = 0.3  # share of the games that play a determinized copy to the end
CHEAP_ILLEGAL_INPUTS: tuple[object, ...] = ("not an action", None)  # every step
ILLEGAL_INPUTS: tuple[object, ...] = (  # on the sampled steps
    "not an action",
    "",
    None,
    42,
    b"bytes",
    ["list"],
    "x" * 200_000,
)


# --- per-game hooks (tests/<id>/hooks.py, see conformance_hooks.py) and zones --------------------


def zones_of(game_id: str) -> frozenset[str]:
    """The zones the targets of a game's actions may name: ``ZONES`` of its ``explain`` module
    (``venture_widgets/games/<id>/explain.py``), as js/CONTRACT.md lists them for the front end."""
    from importlib import import_module

    zones: frozenset[str] = import_module(f"venture_widgets.games.{game_id}.explain").ZONES
    return zones


#: The keys every game's observation starts with, in this order.
HEADER = ("game", "seat", "current_player", "decision", "is_over", "outcome")


# --- generic checks -------------------------------------------------------------------------------


_STRICT_JSON = json.JSONEncoder(allow_nan=False, check_circular=False)  # json.dumps without default=, faster


def assert_json(value: Any, what: str, round_trip: bool = True) -> None:
    """Strict JSON (``json.dumps`` with no ``default=``, no NaN); with ``round_trip``, it also
    comes back equal from ``json.loads`` (no tuples, no non-string keys)."""
    try:
        text = _STRICT_JSON.encode(value)
    except (TypeError, ValueError) as error:
        raise AssertionError(f"{what} is not JSON: {error}") from None
    if round_trip:
        assert json.loads(text) == value, f"{what} changes in a JSON round trip (a tuple or a non-string key?)"


def check_event(event: Any, players: int, what: str) -> None:
    """An event has a type, a rule and a text; it is JSON in full and as every seat sees it."""
    assert isinstance(event, dict), f"{what} is not a dict"
    for key in ("type", "rule", "text"):
        assert isinstance(event.get(key), str) and event[key], f"{what} has no {key!r}: {event}"
    assert_json(event, what)
    private = event.get("private")
    if private is not None:
        seats = private.get("seats")
        assert isinstance(seats, list) and all(isinstance(s, int) and 0 <= s < players for s in seats), what
    for seat in [None, *range(players)]:
        seen = observe_event(event, seat)
        assert "private" not in seen, f"{what} as seat {seat} sees it still has its private part"
        if private is None:
            assert seen == event, f"{what} without a private part looks different to seat {seat}"
        else:  # the full event is JSON; what a seat sees of it must be too
            assert_json(seen, f"{what} as seat {seat} sees it")


def check_header(obs: dict[str, Any], state: State, seat: int | None, game_id: str) -> None:
    """The observation starts with the shared header, whose values agree with the state."""
    assert tuple(obs)[: len(HEADER)] == HEADER, f"the observation of seat {seat} starts with {tuple(obs)[:6]}"
    assert obs["game"] == game_id and obs["seat"] == seat and obs["current_player"] == state.current_player
    assert obs["is_over"] is state.is_over, f"is_over is {obs['is_over']!r}"
    assert (obs["outcome"] is None) is not state.is_over, "outcome must be null exactly until the game is over"
    decision = obs["decision"]
    assert (decision is None) is state.is_over and (decision is None or decision["owner"] == state.current_player)


def check_target(found: Any, zones: frozenset[str], what: str) -> None:
    """A target: JSON in the fixed vocabulary, a zone the game documents, a label to show."""
    assert isinstance(found, dict) and set(found) <= set(TARGET_KEYS), f"{what}: {found!r}"
    assert found.get("zone") in zones, f"{what}: zone {found.get('zone')!r} is none of the game's {sorted(zones)}"
    assert isinstance(found.get("label"), str) and found["label"].strip(), f"{what}: no label in {found}"
    assert_json(found, what)


def illegal_candidates(legal: list[str], rng: random.Random) -> list[str]:
    """Texts that are not legal now: garbage, near misses, legal actions with a word changed."""
    candidates = ["not an action", "", "x" * 5000, "play", "move", "end now", "42"]
    for action in rng.sample(legal, min(3, len(legal))):
        verb, _, rest = action.partition(" ")
        other = rng.choice(legal).partition(" ")[2]
        candidates += [action + " ", action.upper(), f"{verb} {rest}{rest}", f"{verb} {other}x", f"{rest} {verb}"]
    return [c for c in candidates if c not in legal]


class Conformance:
    """Plays one game, checking the contract on the way."""

    def __init__(self, game: Any, state: State, rng: random.Random, sample: random.Random) -> None:
        self.game = game
        self.state = state
        self.rng = rng  # chooses the actions
        self.sample = sample  # chooses where the expensive checks go
        self.players = state.players
        self.seats: list[int | None] = [None, *range(self.players)]
        hooks = hooks_of(game.info.id)
        self.invariant = hooks.invariant
        self.leaks = hooks.leaks(state) if hooks.leaks else None
        self.limits = hooks.limits(state) if hooks.limits else None
        self.steps = 0
        self.play_out_left = self.sample.random() < PLAY_OUT_RATE
        self.pending_record: dict[str, Any] | None = None
        for i, event in enumerate(state.opening_events):
            check_event(event, self.players, f"opening event #{i}")

    # cheap, every step
    def check_position(
        self, state: State | None = None, leaks: LeakTracker | None = None, limits: LimitTracker | None = None
    ) -> list[str]:
        """The decision, the observations (strict JSON), the invariant, the leak check and the
        printed limits."""
        state = state or self.state
        legal = state.legal_actions()
        assert isinstance(legal, list) and all(isinstance(a, str) for a in legal), legal
        assert len(set(legal)) == len(legal), f"duplicate legal actions: {legal}"
        if state.is_over:
            assert legal == [] and state.current_player is None, "a finished game still has a decision"
        else:
            assert legal, f"no legal action but the game is not over (seat {state.current_player})"
            assert state.current_player in range(self.players), state.current_player
            assert state.winners() == [], "winners before the end"
        observations = {seat: state.observe(seat) for seat in self.seats}
        assert all(isinstance(obs, dict) for obs in observations.values()), "an observation is not a dict"
        assert_json(list(observations.values()), "an observation", round_trip=False)
        for seat, obs in observations.items():
            check_header(obs, state, seat, self.game.info.id)
        if self.invariant:
            self.invariant(state)
        if leaks:
            leaks.check(state, observations)
        if limits:
            limits.check(observations[None])
        return legal

    def check_rejections(
        self, legal: list[str], inputs: Iterable[object], with_snapshot: bool, describe: bool = True
    ) -> None:
        """Illegal input raises IllegalActionError from apply (and describe), and changes nothing."""
        state = self.state
        before = state.snapshot() if with_snapshot else None
        methods = (state.apply, state.describe) if describe else (state.apply,)
        for bad in inputs:
            if isinstance(bad, str) and bad in legal:
                continue
            for method in methods:
                try:
                    method(bad)  # type: ignore[arg-type]
                except IllegalActionError:
                    continue
                raise AssertionError(f"{method.__name__}({bad!r:.80}) did not raise IllegalActionError")
        assert state.legal_actions() == legal, "a rejected action changed the legal actions"
        if with_snapshot:
            assert state.snapshot() == before, "a rejected action changed the state"

    # expensive, on a sample of steps
    def check_expensive(self, legal: list[str]) -> None:
        state, game = self.state, self.game
        snap = state.snapshot()
        assert_json(snap, "snapshot")
        for seat in self.seats:
            assert_json(state.observe(seat), f"observation of seat {seat}")
        scores = state.scores()
        assert len(scores) == self.players and all(isinstance(s["total"], int) for s in scores), scores
        for action in legal:
            text = state.describe(action)
            assert isinstance(text, str) and text.strip(), f"describe({action!r}) gave {text!r}"
        near_misses = [legal[0] + " ", legal[-1].upper(), legal[0] + "\n" + legal[0]] if legal else []
        self.check_rejections(legal, [*ILLEGAL_INPUTS, *near_misses], with_snapshot=True)
        self.check_explanations(legal)

        # a clone is equal and independent
        twin = state.clone()
        assert twin.snapshot() == snap, "a clone differs from its original"
        if legal:
            twin.apply(self.sample.choice(legal))
            assert state.snapshot() == snap, "applying an action to a clone changed the original"

        # determinize keeps what the seat sees, and makes a consistent game
        unavailable = state.unavailable_actions()
        asked = [*illegal_candidates(legal, self.sample), *legal[:3]]
        for seat in range(self.players):
            seen = state.observe(seat)
            told = [state.explain(action, seat) for action in asked]
            other = state.determinize(seat, random.Random(self.sample.randrange(2**32)))
            assert state.snapshot() == snap, f"determinize({seat}) changed the original"
            assert other.observe(seat) == seen, f"determinize({seat}) changed seat {seat}'s observation"
            assert other.current_player == state.current_player
            assert [other.explain(action, seat) for action in asked] == told, f"explanations for seat {seat} leak"
            if state.current_player == seat:
                assert other.legal_actions() == legal, f"determinize({seat}) changed the deciding seat's actions"
                assert other.unavailable_actions() == unavailable, f"seat {seat}'s unavailable actions leak"
            if self.invariant:
                self.invariant(other)
            if legal and self.play_out_left and self.sample.random() < 0.5:
                self.play_out_left = False  # at most once per game: a determinized copy plays to the end
                self.play_out(other)
                assert state.snapshot() == snap, "playing a determinized copy changed the original"

        # the record replays to the same state, also through JSON (at the end; mid-game sometimes)
        if legal and self.sample.random() >= MID_GAME_REPLAY_RATE:
            return
        record = state.record()
        assert_json(record, "record")
        kept = copy.deepcopy(record)
        forms: list[Any] = [json.dumps(record)]  # the JSON text (replay reads it back)
        if not legal:  # at the end also the dict itself
            forms.append(record)
        for again in forms:
            assert game.replay(again).snapshot() == snap, "the record does not replay to an equal state"
        assert record == kept, "replaying a record changed it"
        self.pending_record = record  # checked after the next action: a record is a fresh copy

    def check_explanations(self, legal: list[str]) -> None:
        """Targets and explanations of the legal actions, explanations of illegal candidates (and
        the errors that carry them), and the unavailable actions."""
        state, zones = self.state, zones_of(self.game.info.id)
        rules = {**CORE_RULES, **self.game.rules}
        for action in legal:
            check_target(state.action_target(action), zones, f"the target of {action!r}")
            why = state.explain(action)
            assert why.legal and why.action == action and why.rule in rules, f"explain({action!r}) = {why!r}"
            assert str(why) == why.text and why.text.endswith(")."), why.text
        unavailable = state.unavailable_actions()
        assert state.is_over or unavailable is not None
        for entry in unavailable:
            action = entry["action"]
            assert action not in legal, f"{action!r} is listed as unavailable, but it is legal"
            check_target(entry["target"], zones, f"the target of unavailable {action!r}")
            why = state.explain(action)
            assert not why.legal and (entry["rule"], entry["text"]) == (why.rule, why.text), entry
            assert entry["title"] == self.game.rule_title(why.rule)
        assert_json(unavailable, "unavailable_actions()")
        candidates = [*illegal_candidates(legal, self.sample), *(entry["action"] for entry in unavailable)]
        for action in candidates:
            why = state.explain(action)
            assert not why.legal and why.rule in rules, f"explain({action!r:.80}) = {why!r:.300}"
            assert why.reason and len(why.text) < 400, why.text  # a huge action is cut, not repeated
        for action in self.sample.sample(candidates, min(3, len(candidates))):
            with pytest.raises(IllegalActionError) as refused:
                state.apply(action)
            assert state.explain(action).because in str(refused.value), str(refused.value)
        if state.current_player is not None:  # what another seat is told: whose decision it is
            for seat in range(self.players):
                if seat != state.current_player and legal:
                    why = state.explain(legal[0], seat)
                    assert not why.legal and f"Seat {state.current_player} decides" in why.reason, why.text

    def play_out(self, state: State) -> None:
        """Play a (determinized) copy to the end: legal actions, invariant, events as JSON."""
        rng = random.Random(self.steps)
        for _ in range(10_000):
            legal = state.legal_actions()
            if state.is_over:
                assert not legal
                return
            assert legal, f"a determinized game has no legal action (seat {state.current_player})"
            if self.invariant:
                self.invariant(state)
            for i, event in enumerate(state.apply(rng.choice(legal))):
                assert_json(event, f"event #{i} of a determinized game", round_trip=False)
        raise AssertionError("a determinized game did not end within 10000 actions")

    def feed(self, events: list[dict[str, Any]]) -> None:
        """The events of a step go to the leak and the limit trackers."""
        for tracker in (self.leaks, self.limits):
            if tracker:
                tracker.feed(events)

    def run(self, max_steps: int = 100_000) -> int:
        state = self.state
        for _ in range(max_steps):
            legal = self.check_position(leaks=self.leaks, limits=self.limits)
            expensive = not legal or self.sample.random() < EXPENSIVE_RATE
            if expensive:
                self.check_expensive(legal)
            else:
                self.check_rejections(legal, CHEAP_ILLEGAL_INPUTS, with_snapshot=self.steps % 4 == 0, describe=False)
            if not legal:
                return self.steps
            action = self.rng.choice(legal)
            events = state.apply(action)
            assert isinstance(events, list), events
            for i, event in enumerate(events):
                check_event(event, self.players, f"event #{i} of action {action!r} (step {self.steps})")
            self.feed(events)
            if self.pending_record is not None:
                assert len(self.pending_record["actions"]) == self.steps, "an old record changed after a move"
                assert len(state.record()["actions"]) == self.steps + 1, "the record did not grow with the game"
                self.pending_record = None
            self.steps += 1
        raise AssertionError(f"the game did not end within {max_steps} actions")


# --- the seeded random games ----------------------------------------------------------------------


def _seeds(options: Callable[[int], dict[str, Any]], count: int) -> list[int]:
    """``count`` seeds: first the smallest seed of each option combination ``options(seed)``
    gives, then the other seeds in order (so ``count`` seeds are ``range(count)`` when every
    seed has the same options)."""
    combinations: dict[str, int] = {}
    for seed in range(max(count, 1_000)):
        combinations.setdefault(json.dumps(options(seed), sort_keys=True), seed)
    first = sorted(combinations.values())[:count]
    others = [seed for seed in range(2 * count) if seed not in first][: count - len(first)]
    return sorted(first + others)


def _cases(games: int) -> Iterator[Any]:
    for game_id in vw.list_games():
        info = vw.load_game(game_id).info
        counts = range(info.min_players, info.max_players + 1)
        seeds = _seeds(hooks_of(game_id).options, math.ceil(games / len(counts)))
        for players in counts:
            for seed in seeds:
                yield pytest.param(game_id, players, seed, id=f"{game_id}-{players}p-seed{seed}")


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """The cases of :func:`test_random_game`: ``--games`` per game id."""
    if metafunc.definition.name == "test_random_game":
        games = metafunc.config.getoption("games", None) or GAMES_PER_GAME
        metafunc.parametrize(("game_id", "players", "seed"), list(_cases(games)))


def test_random_game(game_id: str, players: int, seed: int) -> None:
    game = vw.load_game(game_id)
    options = hooks_of(game_id).options(seed)
    state = game.new_game(players=players, seed=seed, **options)
    sample = random.Random(f"{game_id}/{players}/{seed}")
    steps = Conformance(game, state, random.Random(seed), sample).run()
    assert state.is_over and steps > 0
    winners = state.winners()
    assert winners == sorted(set(winners)) and all(0 <= w < players for w in winners), winners


@pytest.mark.parametrize("game_id", vw.list_games())
def test_every_target_zone_is_documented_in_the_contract(game_id: str) -> None:
    """The zones a game's targets may name are the ones the table of "<title>'s zones" in
    js/CONTRACT.md lists for the front end."""
    title = vw.load_game(game_id).info.title
    lines = (Path(__file__).parent.parent / "js" / "CONTRACT.md").read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"{title}'s zones")) + 2  # then a blank line
    end = next(i for i in range(start, len(lines)) if not lines[i].startswith("|"))
    cells = [row.split("|")[1] for row in lines[start + 2 : end]]  # after the header and its rule
    documented = {name.strip("` ") for cell in cells for name in cell.split("/")}
    assert documented == set(zones_of(game_id))


@pytest.mark.parametrize("game_id", vw.list_games())
def test_same_seed_same_game(game_id: str) -> None:
    """new_game is a function of (players, seed, options): two builds play identically."""
    game = vw.load_game(game_id)
    players = game.info.min_players
    a, b = game.new_game(players=players, seed=11), game.new_game(players=players, seed=11)
    rng = random.Random(11)
    while not a.is_over:
        assert a.snapshot() == b.snapshot()
        action = rng.choice(a.legal_actions())
        assert a.apply(action) == b.apply(action)
    assert a.snapshot() == b.snapshot()
    others = {json.dumps(game.new_game(players=players, seed=s).snapshot()) for s in range(5)}
    assert len(others) == 5, "different seeds gave the same opening"


def _a_scenario(game: Game) -> State:
    """A position built from the first of the game's random scenario specs (``scenario_spec`` of
    ``tests/<id>/cases.py``) that the game does not refuse."""
    specs = game_module(game.info.id, "cases").scenario_spec
    rng = random.Random(1)
    for _ in range(20):
        try:
            return game.scenario(specs(rng))
        except ScenarioError:  # the one refusal the game's cases may meet
            continue
    raise AssertionError(f"no random scenario spec of {game.info.id} builds")


@pytest.mark.parametrize("game_id", vw.list_games())
def test_opening_events_are_part_of_the_contract(game_id: str) -> None:
    """``State.opening_events``, declared and documented by the contract (and by js/CONTRACT.md
    for the log), holds what building a position did before its first decision: every event a
    new game's setup caused, or a scenario's start. A replay of the record rebuilds them, however
    many actions follow (their events are what ``apply`` returned)."""
    assert "opening_events" in State.__annotations__ and "opening_events" in (State.__doc__ or "")
    contract = (Path(__file__).parent.parent / "js" / "CONTRACT.md").read_text(encoding="utf-8")
    assert "state.opening_events" in contract
    game = vw.load_game(game_id)
    new = game.new_game(players=game.info.min_players, seed=2)
    assert new.opening_events, "a new game's setup caused no event"
    for state in (new, _a_scenario(game)):
        opening = list(state.opening_events)
        for i, event in enumerate(opening):
            check_event(event, state.players, f"opening event #{i}")
        later, rng = state.clone(), random.Random(3)
        for _ in range(5):
            if not later.is_over:
                later.apply(rng.choice(later.legal_actions()))
        assert game.replay(state.record()).opening_events == opening
        assert game.replay(later.record()).opening_events == opening


@pytest.mark.parametrize("game_id", vw.list_games())
def test_an_open_table_shows_every_seat_the_same(game_id: str) -> None:
    """A game that says it is played in the open (``GameInfo.open_table``: hot-seat play then
    shows no hand-off screen) gives every seat what a spectator sees, all game long; a game with
    hidden hands does not."""
    game = vw.load_game(game_id)
    state = game.new_game(players=game.info.max_players, seed=3)
    rng = random.Random(3)
    differ = False
    while not state.is_over:
        public = {**state.observe(None), "seat": None}
        differ |= any({**state.observe(seat), "seat": None} != public for seat in range(state.players))
        state.apply(rng.choice(state.legal_actions()))
    assert differ is not game.info.open_table


@pytest.mark.parametrize("game_id", vw.list_games())
def test_determinize_resamples(game_id: str) -> None:
    """determinize really resamples what the seat cannot see: a copy that kept the hidden
    information would pass the observation check while helping no IS-MCTS bot."""
    game = vw.load_game(game_id)
    state = game.new_game(players=game.info.max_players, seed=5)
    snap = state.snapshot()
    samples = [state.determinize(0, random.Random(i)).snapshot() for i in range(10)]
    assert any(s != snap for s in samples), "determinize(0) never changed anything hidden from seat 0"
    assert len({json.dumps(s, sort_keys=True) for s in samples}) > 1, "determinize ignores its rng"


@pytest.mark.parametrize("game_id", vw.list_games())
def test_finished_game_rejects_everything(game_id: str) -> None:
    game = vw.load_game(game_id)
    state = game.new_game(players=game.info.min_players, seed=3)
    rng = random.Random(3)
    last: list[str] = []
    while not state.is_over:
        last = state.legal_actions()
        state.apply(rng.choice(last))
    snap = state.snapshot()
    for action in [*last, "anything"]:
        with pytest.raises(IllegalActionError, match="over"):
            state.apply(action)
    assert state.snapshot() == snap
    assert game.replay(state.record()).snapshot() == snap


@pytest.mark.parametrize("game_id", vw.list_games())
def test_bad_seats_are_rules_errors(game_id: str) -> None:
    """observe and determinize name the seat they cannot find, and change nothing."""
    game = vw.load_game(game_id)
    state = game.new_game(players=game.info.min_players, seed=2)
    snap = state.snapshot()
    for seat in (-1, state.players, 99, True, "0", 0.0, [0]):
        with pytest.raises(RulesError) as caught:
            state.observe(seat)  # type: ignore[arg-type]
        assert repr(seat) in str(caught.value)
        with pytest.raises(RulesError):
            state.determinize(seat, random.Random(0))  # type: ignore[arg-type]
    assert state.snapshot() == snap


# --- property test: any sequence of choices keeps the invariants -------------------------------


@st.composite
def _games(draw: st.DrawFn) -> tuple[str, int, int, list[int]]:
    game_id = draw(st.sampled_from(vw.list_games()))
    info = vw.load_game(game_id).info
    players = draw(st.integers(info.min_players, info.max_players))
    seed = draw(st.integers(0, 2**64 - 1))
    picks = draw(st.lists(st.integers(0, 10_000), max_size=400))
    return game_id, players, seed, picks


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_games())
def test_any_choices_keep_the_invariants(case: tuple[str, int, int, list[int]]) -> None:
    """Whatever legal action is picked at each decision (index ``pick % len(legal)``; once the
    picks run out, the first action), every step keeps the invariants, and the game ends."""
    game_id, players, seed, picks = case
    game = vw.load_game(game_id)
    state = game.new_game(players=players, seed=seed, **hooks_of(game_id).options(seed))
    checker = Conformance(game, state, random.Random(seed), random.Random(seed))
    for step in range(100_000):
        legal = checker.check_position(leaks=checker.leaks, limits=checker.limits)
        if not legal:
            break
        pick = picks[step] if step < len(picks) else 0
        events = state.apply(legal[pick % len(legal)])
        for i, event in enumerate(events):
            check_event(event, players, f"event #{i} of step {step}")
        checker.feed(events)
    assert state.is_over
    checker.check_expensive([])


# --- copies and snapshots: the equality oracle sees everything -----------------------------------


# what a copy may share with its original: immutable scalars, code, and the Game (the rules, not the position)
_SHAREABLE = (
    str,
    bytes,
    int,
    float,
    complex,
    type(None),
    type,
    ModuleType,
    FunctionType,
    BuiltinFunctionType,
    MethodType,
    Game,
)


def _mutables(root: object) -> dict[int, tuple[object, str]]:
    """Every mutable object reachable from ``root`` (id -> the object and a path to it): lists,
    dicts, sets, bytearrays and objects with a ``__dict__`` or slots, except frozen dataclasses.
    Tuples, frozensets, ``MappingProxyType`` and frozen dataclasses are not mutable themselves,
    but what they hold is searched too."""
    found: dict[int, tuple[object, str]] = {}
    seen: set[int] = set()
    todo: list[tuple[object, str]] = [(root, "state")]
    while todo:
        value, path = todo.pop()
        if id(value) in seen or isinstance(value, _SHAREABLE):
            continue
        seen.add(id(value))
        children: Iterable[tuple[object, str]]
        if isinstance(value, tuple | list):
            children = ((item, f"{path}[{i}]") for i, item in enumerate(value))
        elif isinstance(value, set | frozenset):
            children = ((item, f"{path}{{{item!r:.20}}}") for item in value)
        elif isinstance(value, Mapping):
            keys = ((k, f"{path}.keys()") for k in value)
            children = chain(keys, ((v, f"{path}[{k!r:.30}]") for k, v in value.items()))
        elif is_dataclass(value):
            children = ((getattr(value, f.name), f"{path}.{f.name}") for f in fields(value))
        elif isinstance(value, bytearray):
            children = ()
        else:
            slots = [name for cls in type(value).__mro__ for name in getattr(cls, "__slots__", ())]
            attributes = {name: getattr(value, name) for name in slots if hasattr(value, name)}
            attributes.update(getattr(value, "__dict__", {}))
            children = ((v, f"{path}.{k}") for k, v in attributes.items())
        frozen = isinstance(value, tuple | frozenset | MappingProxyType) or (
            is_dataclass(value) and type(value).__dataclass_params__.frozen  # type: ignore[attr-defined]
        )
        if not frozen:
            found[id(value)] = (value, path)
        todo.extend(children)
    return found


def assert_independent(copy: State, original: State, what: str) -> None:
    """``copy`` has the original's attributes and shares no mutable object with it."""
    assert sorted(vars(copy)) == sorted(vars(original)), f"{what} has other attributes than its original"
    mine = _mutables(original)
    shared = [path for key, (_, path) in _mutables(copy).items() if key in mine]
    assert not shared, f"{what} shares mutable objects with its original: {', '.join(sorted(shared)[:5])}"


def _positions(game_id: str, games: int, rate: float) -> Iterator[State]:
    """Positions of seeded random games over every player count: each with chance ``rate``, or
    four times that if it is paused inside an effect (more than one frame of the interpreter),
    and the end."""
    game = vw.load_game(game_id)
    info = game.info
    for seed in range(games):
        players = info.min_players + seed % (info.max_players - info.min_players + 1)
        state = game.new_game(players=players, seed=seed, **hooks_of(game_id).options(seed))
        rng = random.Random(seed)
        while True:
            if state.is_over or rng.random() < rate * (4 if len(getattr(state, "frames", ())) > 1 else 1):
                yield state
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("game_id", vw.list_games())
def test_copies_share_no_mutable_object(game_id: str) -> None:
    """A clone, and a determinized copy, share no list, dict, set or other mutable object with
    the original, also paused in the middle of an effect; so changing one never changes the other."""
    mid_effect = 0
    for n, state in enumerate(_positions(game_id, games=6, rate=0.02)):
        mid_effect += len(getattr(state, "frames", ())) > 1
        assert_independent(state.clone(), state, f"a clone (position {n})")
        seat = state.current_player if state.current_player is not None else 0
        assert_independent(state.determinize(seat, random.Random(n)), state, f"determinize({seat}) (position {n})")
    assert mid_effect >= 5, f"only {mid_effect} positions paused inside an effect were checked"


@pytest.mark.parametrize("game_id", vw.list_games())
def test_snapshot_shows_scopes_arguments_and_guards(game_id: str) -> None:
    """Two states that differ only in a frame's scope, in an argument of an op of a running
    program, or in an op's guard have different snapshots."""
    from venture_widgets.core.effects import Op, op

    state = next(s for s in _positions(game_id, games=1, rate=1) if getattr(s, "frames", ()))
    snap = state.snapshot()
    program, pc, scope = state.frames[-1]  # type: ignore[attr-defined]
    first = program[0]
    changes: dict[str, Any] = {
        "scope": (program, pc, {**scope, "planted": 1}),
        "argument": ((op(first.name, **first.args, planted=1), *program[1:]), pc, scope),
        "guard": ((Op(first.name, first.args, "planted", first.unless), *program[1:]), pc, scope),
    }
    for what, frame in changes.items():
        other = state.clone()
        other.frames[-1] = frame  # type: ignore[attr-defined]
        assert other.snapshot() != snap, f"the snapshot does not show a frame's {what}"
        assert_json(other.snapshot(), f"a snapshot with a changed {what}")
    assert state.snapshot() == snap


class _Sneaky(str):
    """A str that says it equals anything, and hashes as the text it holds (a legal action)."""

    def __eq__(self, other: object) -> bool:
        return True

    def __ne__(self, other: object) -> bool:
        return False

    __hash__ = str.__hash__


@pytest.mark.parametrize("game_id", vw.list_games())
def test_only_plain_str_actions(game_id: str) -> None:
    """A str subclass that compares equal to a legal action is refused by apply and describe
    with an IllegalActionError naming it, before anything changes or is recorded."""
    for n, state in enumerate(_positions(game_id, games=2, rate=0.05)):
        legal = state.legal_actions()
        snap, record = state.snapshot(), state.record()
        for action in [*legal[:1], *legal[-1:], "not an action"]:
            sneaky = _Sneaky(action)
            for method in (state.apply, state.describe):
                with pytest.raises(IllegalActionError) as caught:
                    method(sneaky)
                assert repr(sneaky) in str(caught.value) and ("_Sneaky" in str(caught.value) or state.is_over)
        assert state.snapshot() == snap and state.record() == record, f"position {n}: a refused action changed it"


@pytest.mark.parametrize("game_id", vw.list_games())
@pytest.mark.parametrize(
    "rng",
    [None, 7, "seed", object(), random.Random, [random.Random(1)]],
    ids=["None", "int", "str", "object", "class", "list"],
)
def test_determinize_refuses_what_is_no_generator(game_id: str, rng: object) -> None:
    """determinize names a generator it cannot use, and what it needs, before changing anything."""
    for state in _positions(game_id, games=1, rate=0.02):
        snap = state.snapshot()
        with pytest.raises(RulesError) as caught:
            state.determinize(0, rng)  # type: ignore[arg-type]
        message = str(caught.value)
        assert f"{rng!r:.80}" in message and "random.Random" in message, message
        with pytest.raises(RulesError, match="seat"):
            state.determinize(state.players, rng)  # type: ignore[arg-type]
        assert state.snapshot() == snap
