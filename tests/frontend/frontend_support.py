"""Shared pieces of the front-end tests: the engine-driven traits, Chromium, the static harness.

``EngineTable`` builds exactly what a table widget syncs (see ``js/CONTRACT.md``) straight from
the engine: ``view = state.observe(seat)``, ``legal`` with ``state.describe``, the observed log.
The harness page (``static/harness.html`` + ``static/fake_model.js``, from the static-harness
recipe) mounts the committed bundle with a fake anywidget model; no Jupyter, no HTTP server.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import venture_widgets as vw
from venture_widgets.core.view import observe_events

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
STATIC = ROOT / "venture_widgets" / "widgets" / "static"
BUNDLE = STATIC / "venture_widgets.js"
STYLES = STATIC / "venture_widgets.css"
ORIGIN = "http://widget.test"


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

    def legal(self, seat: int | None) -> list[dict[str, str]]:
        if seat is None or self.state.current_player != seat:
            return []
        return [{"action": a, "text": self.state.describe(a)} for a in self.state.legal_actions()]

    def traits(self, seat: int | None = None, *, phase: str | None = None, error: str = "") -> dict[str, Any]:
        """The synced traits for ``seat`` (default: the seat on screen); ``phase`` overrides the status."""
        seat = self.seat if seat is None else seat
        state = self.state
        if phase is None:
            phase = "over" if state.is_over else "play" if state.current_player == seat else "waiting"
        shown = None if phase == "handoff" else seat
        return {
            "widget_kind": "table",
            "game_id": self.game_id,
            "catalog": self.game.catalog(),
            "seat": shown,
            "view": state.observe(shown),
            "legal": [] if phase == "handoff" else self.legal(shown),
            "log": observe_events(self.history, shown),
            "events": observe_events(self.last, shown),
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
        traits, and no message of the widget's own."""
        return {"state": self.act_and_bots(message["action"], rng), "custom": []}


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


def open_harness(browser, width: int = 700, color_scheme: str = "light"):
    """A page with the harness loaded; ``page.errors`` collects page errors and console errors."""
    files = {
        "/harness.html": ((HERE / "static" / "harness.html").read_text(), "text/html"),
        "/fake_model.js": ((HERE / "static" / "fake_model.js").read_text(), "text/javascript"),
        "/checks.js": ((HERE / "static" / "checks.js").read_text(), "text/javascript"),
        "/venture_widgets.js": (BUNDLE.read_text(), "text/javascript"),
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


def mount(page, traits: dict[str, Any]) -> None:
    """Mount the bundle as anywidget would, with a fake model holding ``traits``."""
    page.evaluate(
        "async ([url, state, css]) => { window.w = await window.mount(url, state, css); }",
        [f"{ORIGIN}/venture_widgets.js", traits, STYLES.read_text()],
    )


def update(page, traits: dict[str, Any]) -> None:
    """Python -> browser: new trait values, as a kernel update would set them."""
    page.evaluate("t => window.w.model.receiveState(t)", traits)


def answered(page) -> None:
    """Python's answer to the last message when it changes no trait (a refused message): the
    view takes clicks again."""
    page.evaluate("window.w.model.receiveCustom({kind: 'handled'})")


def sent(page) -> list[dict[str, Any]]:
    """The messages the view sent to Python so far, each without the number of the decision it
    answers (checked by :func:`sent_raw`'s tests)."""
    return [{key: value for key, value in message.items() if key != "decision"} for message in sent_raw(page)]


def sent_raw(page) -> list[dict[str, Any]]:
    """The messages the view sent to Python so far, exactly."""
    return page.evaluate("window.w.model.sent")
