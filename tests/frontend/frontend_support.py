"""Shared pieces of the front-end tests: the engine-driven traits, Chromium, the static harness.

``EngineTable`` builds exactly what a table widget syncs (see ``js/CONTRACT.md``) straight from
the engine: ``view = state.observe(seat)``, ``legal`` with ``state.describe``, the observed log's
``log_state``. The harness page (``static/harness.html`` + ``static/fake_model.js``, from the
static-harness recipe) mounts the committed bundle with a fake anywidget model; no Jupyter, no
HTTP server. The traits given to :func:`mount` and :func:`update` may hold the whole ``log``
(not a trait): the page then answers the view's requests for the log from it, as the widget would.
"""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import venture_widgets as vw
from venture_widgets.core.view import observe_events
from venture_widgets.widgets.base import dimmed, offered
from venture_widgets.widgets.log_sync import LogSync

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
STATIC = ROOT / "venture_widgets" / "widgets" / "static"
BUNDLE = STATIC / "venture_widgets.js"
STYLES = STATIC / "venture_widgets.css"
ORIGIN = "http://widget.test"
ROOT_SEL = '[data-testid="vw-root"]'
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"


class EngineTable:
    """A game (Venturesome unless ``game_id`` says otherwise) and the traits a table widget
    would sync for the seat on screen."""

    def __init__(
        self, players: int = 3, seed: int = 1, seat: int | None = 0, game_id: str = "venturesome", **options: Any
    ) -> None:
        self.game_id = game_id
        self.game = vw.load_game(game_id)
        self.state = self.game.new_game(players=players, seed=seed, **options)
        self.seat = seat
        self.history: list[dict[str, Any]] = list(self.state.opening_events)
        self.last: list[dict[str, Any]] = list(self.state.opening_events)
        self.log_sync = LogSync()

    def legal(self, seat: int | None) -> list[dict[str, Any]]:
        if seat is None or self.state.current_player != seat:
            return []
        return offered(self.state, self.state.legal_actions())

    def traits(self, seat: int | None = None, *, phase: str | None = None, error: str = "") -> dict[str, Any]:
        """The synced traits for ``seat`` (default: the seat on screen), and the whole ``log``
        that seat sees (not a trait: see :func:`mount`); ``phase`` overrides the status."""
        seat = self.seat if seat is None else seat
        state = self.state
        if phase is None:
            phase = "over" if state.is_over else "play" if state.current_player == seat else "waiting"
        shown = None if phase == "handoff" else seat
        log = observe_events(self.history, shown)
        return {
            "widget_kind": "table",
            "game_id": self.game_id,
            "catalog": self.game.catalog(),
            "seat": shown,
            "view": state.observe(shown),
            "legal": [] if phase == "handoff" else self.legal(shown),
            "unavailable": dimmed(state) if phase == "play" and state.current_player == shown else [],
            "log": log,
            "log_state": self.log_sync.update(log, log[len(log) - len(self.last) :]),
            "events": log[len(log) - len(self.last) :],
            "status": {
                "decision": len(state.actions) + 1,  # the widget numbers every update; one per action will do here
                "phase": phase,
                "to_move": state.current_player,
                "handoff_to": seat if phase == "handoff" else None,
                "can_undo": bool(state.actions),
                "actions": len(state.actions),
            },
            "seats": [
                {"seat": p, "kind": "human" if p == seat else "random", "label": ""} for p in range(state.players)
            ],
            "error": error,
        }

    def apply(self, action: str) -> None:
        self.last = self.state.apply(action)
        self.history.extend(self.last)

    def play_random(self, rng: random.Random, until=lambda state: state.is_over) -> None:
        """Play random legal actions until ``until(state)`` holds (or the game ends)."""
        while not self.state.is_over and not until(self.state):
            self.apply(rng.choice(self.state.legal_actions()))

    def act_and_bots(self, action: str, rng: random.Random) -> dict[str, Any]:
        """Apply the seat's action, let the other seats play at random up to its next decision."""
        self.apply(action)
        events = list(self.last)
        while not self.state.is_over and self.state.current_player != self.seat:
            self.apply(rng.choice(self.state.legal_actions()))
            events.extend(self.last)
        self.last = events
        return self.traits()

    def answer(self, message: dict[str, Any], rng: random.Random) -> dict[str, Any]:
        """What the kernel sends back for an act ``message`` (``checks.connectPython``): the new
        traits, and no message of the widget's own; for a view's request for the log, the log."""
        if message["kind"] == "log":
            return {"state": {}, "custom": [self.log_sync.reply(message["epoch"], message["start"])]}
        return {"state": self.act_and_bots(message["action"], rng), "custom": []}


def without_none(value: Any) -> Any:
    """``value`` as JupyterLite's Pyodide kernel syncs it: every dict key whose value is None left
    out, at any depth (a kernel sends null). The front end must draw it the same.

    >>> without_none({"seat": None, "view": {"threats": [{"id": "JAGUAR", "resolved_by": None}], "turn": 0}})
    {'view': {'threats': [{'id': 'JAGUAR'}], 'turn': 0}}
    >>> without_none([None, {"a": None, "b": [1, None]}])
    [None, {'b': [1, None]}]

    A list keeps its None items (JSON, which takes the traits to the page, has no ``undefined``
    for the item Pyodide may make of one), and a dict its key order.
    """
    if isinstance(value, dict):
        return {key: without_none(item) for key, item in value.items() if item is not None}
    if isinstance(value, list):
        return [without_none(item) for item in value]
    return value


def find_position(want, players: int, game_id: str, seeds=range(1, 60), **options: Any) -> EngineTable:
    """The first position of a random game (the seat on screen: the one deciding) for which
    ``want(state, view)`` holds; the games are played at random from each seed in turn."""
    for seed in seeds:
        table = EngineTable(players=players, seed=seed, game_id=game_id, **options)
        rng = random.Random(seed)
        while not table.state.is_over:
            table.seat = table.state.current_player
            if want(table.state, table.state.observe(table.seat)):
                return table
            table.apply(rng.choice(table.state.legal_actions()))
    raise AssertionError(f"no such {game_id} position in seeds {seeds}")


def own_second_turn(seed: int = 1) -> EngineTable:
    """Seat 0 of a three-player Venturesome about to play a card of its hand into a non-empty
    expedition (cards go at an end; several of them playable)."""
    table = EngineTable(players=3, seed=seed)
    table.play_random(
        random.Random(seed),
        until=lambda s: s.current_player == 0 and s.observe(0)["seats"][0]["expedition"] and s.choice.kind == "play",
    )
    return table


def hand_card_blocked(state, view) -> bool:
    """A Wild Venture main action with a hand card that cannot be played now (for find_position)."""
    return any(u["target"]["zone"] == "hand" for u in state.unavailable_actions())


def open_harness(browser, width: int = 700, color_scheme: str = "light", bundle: Path = BUNDLE):
    """A page with the harness loaded; ``page.errors`` collects page errors and console errors.
    ``bundle``: the front end to serve (default: the committed build)."""
    files = {
        "/harness.html": ((HERE / "static" / "harness.html").read_text(), "text/html"),
        "/fake_model.js": ((HERE / "static" / "fake_model.js").read_text(), "text/javascript"),
        "/checks.js": ((HERE / "static" / "checks.js").read_text(), "text/javascript"),
        "/venture_widgets.js": (bundle.read_text(), "text/javascript"),
    }
    page = browser.new_page(viewport={"width": width + 60, "height": 900}, color_scheme=color_scheme)
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.on("console", lambda m: m.type == "error" and page.errors.append(m.text))

    def handle(route):
        path = route.request.url[len(ORIGIN) :].split("?")[0]
        body, ctype = files.get(path, ("not found", "text/plain"))
        route.fulfill(status=200 if path in files else 404, body=body, content_type=ctype)

    page.route(f"{ORIGIN}/**", handle)
    page.goto(f"{ORIGIN}/harness.html")
    page.wait_for_function("window.harnessReady === true")
    page.evaluate("w => document.documentElement.style.setProperty('--cell-width', w + 'px')", width)
    return page


def in_scheme(page, scheme: str) -> None:
    """Show ``page`` in JupyterLab's ``"dark"`` theme (or leave it ``"light"``); ``page.scheme`` says which."""
    if scheme == "dark":
        page.evaluate("document.documentElement.classList.add('jp-dark')")
    page.scheme = scheme


def harness_page(browser, width: int = 700, scheme: str = "light") -> Iterator[Any]:
    """A fixture's body: a harness page (:func:`open_harness`) in ``scheme``, then, once the test
    is done, closed, with no error in the page."""
    page = open_harness(browser, width=width)
    in_scheme(page, scheme)
    yield page
    errors = page.errors
    page.close()
    assert errors == [], f"errors in the page: {errors}"


def serious_violations(page, selector: str = "[data-testid=vw-root]") -> list[str]:
    """What axe-core finds serious or critical inside ``selector`` (names, roles, contrast), as
    ``"<rule id>: <the first four elements>"``, on the screen at rest: a card still flying in the
    recap of the bots' moves is half-transparent for a moment, so the audit waits until every
    animation that ends has ended (a cancelled one too)."""
    assert AXE.exists(), f"axe-core is missing at {AXE}: run npm ci"
    page.add_script_tag(path=str(AXE))
    found: list[str] = page.evaluate(
        """async (selector) => {
            const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
            await Promise.all(ending.map((a) => a.finished.catch(() => null)));
            const root = document.querySelector(selector);
            const result = await window.axe.run({ include: [root] }, { resultTypes: ['violations'] });
            return result.violations.filter((v) => ['serious', 'critical'].includes(v.impact))
                .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4)}`);
        }""",
        selector,
    )
    return found


def check_choices(page, legal: list[dict[str, Any]]) -> list[str]:
    """The problems ``checks.checkChoices`` finds: a legal action without exactly one element
    that sends it, or something else clickable."""
    problems: list[str] = page.evaluate("window.checks.checkChoices", {"legal": legal})
    return problems


def random_game_choices(page, table: EngineTable, rng: random.Random, kinds: dict[str, int], most: int) -> list[str]:
    """Play ``table`` to its end with ``rng``'s legal actions, the seat on screen always the one
    deciding; at the first ``most`` decisions of each kind (counted in ``kinds``, which may go on
    from game to game) show the table and return what :func:`check_choices` finds, as
    ``"<kind>: <problem>"``."""
    problems: list[str] = []
    while not table.state.is_over:
        table.seat = table.state.current_player
        kind = table.state.observe(table.seat)["decision"]["kind"]
        kinds[kind] = kinds.get(kind, 0) + 1
        if kinds[kind] <= most:  # enough of each kind; every kind met is checked
            traits = table.traits()
            update(page, traits)
            problems += [f"{kind}: {problem}" for problem in check_choices(page, traits["legal"])]
        table.apply(rng.choice(table.state.legal_actions()))
    return problems


def connect(page, table: EngineTable, rng: random.Random | int = 7) -> None:
    """Clicks go to the engine (the other seats answer at random from ``rng``, or from a
    generator seeded with it), its traits come back."""
    bots = rng if isinstance(rng, random.Random) else random.Random(rng)
    connect_to(page, lambda content: table.answer(content, bots))


def connect_to(page, answer: Callable[[dict[str, Any]], dict[str, Any]]) -> None:
    """The view's messages go to ``answer``, whose ``{"state": traits, "custom": messages}`` the
    page draws as a kernel's update (sent as JSON text, which crosses to the page many times
    faster than the same value as an object)."""
    page.expose_function("pyMessage", lambda content: json.dumps(answer(content)))
    page.evaluate("window.checks.connectPython()")


def actions(page) -> int:
    """The number of actions played, as the table on the page says."""
    return int(page.locator(ROOT_SEL).get_attribute("data-actions"))


def click_and_wait(page, locator) -> None:
    """Click a choice and wait until the engine's answer is drawn."""
    before = actions(page)
    locator.dispatch_event("click")  # SVG elements too
    page.wait_for_function(f"Number(document.querySelector('{ROOT_SEL}').dataset.actions) > {before}")


def inside(box: dict[str, int], width: int = 1400, height: int = 900) -> bool:
    """Whether ``box`` (left, top, right, bottom) lies inside a window of ``width`` by ``height``."""
    return box["left"] >= 0 and box["top"] >= 0 and box["right"] <= width and box["bottom"] <= height


# The widget's part of the log protocol (js/CONTRACT.md, "The log"), played by the page: it
# answers the view's requests for the log from ``window.vwLog`` ({state: log_state, log}), which
# mount() and update() keep, until a test connects the view to Python (checks.connectPython).
SERVE_LOG_JS = """async (json) => {
  const [patch, state, log] = JSON.parse(json);
  const model = window.w.model;
  window.vwLog = { state, log };
  const reply = (m) => {
    const { state, log } = window.vwLog;
    const start = m.epoch === state.epoch && m.start <= log.length ? m.start : 0;
    return { kind: "log", epoch: state.epoch, start, events: log.slice(start) };
  };
  if (!model.onSend) {
    model.onSend = (m) => (m?.kind === "log" ? [reply(m)] : []);
    // the first drawing asked before there was anybody to answer
    for (const m of model.sent.filter((m) => m?.kind === "log")) model.receiveCustom(reply(m));
  }
  if (patch) model.receiveState(patch);
  await new Promise((resolve) => setTimeout(resolve, 0)); // answers arrive, the view redraws
}"""


def traits_of(widget) -> dict[str, Any]:
    """What a real widget syncs (the traits of ``widget.keys`` that the view reads: not the
    bundle, the saved log or the widget's own bookkeeping), and its whole log, for :func:`mount`."""
    hidden = {"saved_log", "log", "layout", "tabbable", "tooltip"}
    names = [name for name in widget.keys if not name.startswith("_") and name not in hidden]
    return {**{name: getattr(widget, name) for name in names}, "log": widget.log}


def mount(page, traits: dict[str, Any]) -> None:
    """Mount the bundle as anywidget would, with a fake model holding ``traits`` (and the page
    answering the view's requests for the log from ``traits["log"]``, if given)."""
    state = {key: value for key, value in traits.items() if key != "log"}
    page.evaluate(
        "async ([url, state, css]) => { window.w = await window.mount(url, JSON.parse(state), css); }",
        [f"{ORIGIN}/venture_widgets.js", json.dumps(state), STYLES.read_text()],
    )
    if "log" in traits:
        SHOWN_LOGS[id(page)] = (traits["log_state"]["epoch"], traits["log"])
        page.evaluate(SERVE_LOG_JS, json.dumps([None, traits["log_state"], traits["log"]]))


REWRITES = itertools.count(10_000)  # epochs of logs a test writes by hand (above any LogSync's)
SHOWN_LOGS: dict[int, tuple[int, list[dict[str, Any]]]] = {}  # per page: the epoch and log last given


def update(page, traits: dict[str, Any]) -> None:
    """Python -> browser: new trait values, as a kernel update would set them (the page answers
    the view's requests for the log from ``traits["log"]``, if given). A ``log`` given without
    its ``log_state`` gets one as Python would: the same epoch while it only grows, else a new one."""
    if "log" in traits:
        log = traits["log"]
        if "log_state" not in traits:
            epoch, before = SHOWN_LOGS.get(id(page), (None, None))
            if epoch is None or before is None or log[: len(before)] != before:
                epoch = next(REWRITES)
            events = traits.get("events")
            at = None if events is None else len(log) - len(events)
            traits = {**traits, "log_state": {"epoch": epoch, "length": len(log), "events_at": at}}
        SHOWN_LOGS[id(page)] = (traits["log_state"]["epoch"], log)
        patch = {key: value for key, value in traits.items() if key != "log"}
        page.evaluate(SERVE_LOG_JS, json.dumps([patch, traits["log_state"], traits["log"]]))
    else:
        page.evaluate("t => window.w.model.receiveState(JSON.parse(t))", json.dumps(traits))


def answered(page) -> None:
    """Python's answer to the last message when it changes no trait (a refused message): the
    view takes clicks again."""
    page.evaluate("window.w.model.handled()")


def sent(page) -> list[dict[str, Any]]:
    """The messages the view sent to Python so far, each without the number of the decision it
    answers (checked by :func:`sent_raw`'s tests), and without its requests for the log."""
    return [{key: value for key, value in message.items() if key != "decision"} for message in sent_raw(page)]


def sent_raw(page) -> list[dict[str, Any]]:
    """The messages the view sent to Python so far, exactly, but for its requests for the log
    (:func:`log_requests`) and the name each message has (``ref``: the view's own, unlike any
    other view's; test_message_race.py checks it)."""
    return [
        {key: value for key, value in message.items() if key != "ref"}
        for message in page.evaluate("window.w.model.sent")
        if message.get("kind") != "log"
    ]


def log_requests(page) -> list[dict[str, Any]]:
    """The view's requests for the log so far."""
    return [message for message in page.evaluate("window.w.model.sent") if message.get("kind") == "log"]
