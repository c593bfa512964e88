"""What the lessons of Adventurous share: a table of a seeded game (a record), and the words a
learner's move is told, written from their own view (the learner plays from the live position,
so every word is read off the table they have made).

The positions are seeded games or scenarios: a record (game, seed, options and the moves so far)
replays exactly. What a move led to is read off the learner's view before it and the events they
saw, told once each in the order they came, so the words never drift from the rules: the path it
left, what it hid or showed, the crew's running score, a type over its limit, a marvel it left no
room, and what the rules did next, saying it was theirs (a new active marvel, a journey effect, a
card set aside, the map deck passed on, a turn with one move only, the crewmate's too, the end).

>>> from venture_widgets import load_game
>>> from venture_widgets.tutor.model import Move
>>> state = load_game("adventurous").replay(table(2, ["draw top", "draw top"], players=2, first_player=0))
>>> before = state.observe(0)
>>> events = tuple(state.apply("place 5 -2,-2 90"))
>>> print(told(Move("place 5 -2,-2 90", "", before, state.observe(0), events)))
Card 5 (landscape): path 0 → 5 segments; two fins, two serpents and a trident show. Your crew's score: -25 → -10.
>>> print(encounters(state.observe(0)))
2 fins (4), 2 serpents (4), 1 trident (2), 0 whirlpools (0)
>>> print(encounters(state.observe(0), limits=True))
2 fins (limit 4: 4), 2 serpents (limit 3: 4), 1 trident (limit 2: 2), 0 whirlpools (no limit: 0)

The last two marvels (``later.LAST_MARVELS``): the learner lays marvel 3, then the rules play the
crewmate's turn, which has one move only:

>>> from venture_widgets.games.adventurous.lessons.later import LAST_MARVELS
>>> state = load_game("adventurous").scenario(LAST_MARVELS)
>>> _ = state.apply("discover active")
>>> before = state.observe(0)
>>> events = tuple(state.apply("place 3 8,-14"))
>>> print(told(Move("place 3 8,-14", "", before, state.observe(0), events)).replace(". ", ".\\n"))
Marvel 3: a fin and a serpent are hidden.
Marvel 14 becomes the active marvel.
You hand the turn, with no deck left to pass, to your crewmate (Seat 1).
Your crewmate's turn: with no map card left, they take the only marvel that fits, marvel 14.
It goes in its one place: three fins, a serpent, a trident and a whirlpool are hidden.
The voyage ends: every card is down or set aside.
Your crew scores 62: Marvelous Adventure!
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ....core.record import make_record
from ....tutor.model import Move
from ..cards import CARD_BY_NUMBER
from ..geometry import Space, footprint
from ..model import JOURNEY_EFFECTS, NUMERALS
from ..placement import MARVEL, BareMap, Shown, fitting_marvels, shown_by
from ..scoring import ENCOUNTER_POINTS, points, result, tally
from ..ship import SHIP, SHIP_TOP
from ..text import marvel_words

GAME = "adventurous"
View = Mapping[str, Any]
#: A line per category: the path and encounter counts, or the score sheet.
Counts = dict[str, int]
#: The encounter types in the order the score sheet lists them, and the limits of three of them.
KINDS = ("fin", "serpent", "trident", "whirlpool")
LIMITS: dict[str, int] = dict(SHIP.thresholds)
#: How the lessons name the second seat of a crew: the bot that sails with the learner.
CREWMATE = "your crewmate (Seat 1)"
NUMBER_WORDS = ("no", "a", "two", "three", "four", "five", "six")


def table(seed: int, actions: Sequence[str] = (), players: int = 1, **options: Any) -> dict[str, Any]:
    """The record of a seeded game of ``players`` with ``options`` after ``actions``."""
    return make_record(GAME, players, seed, options, list(actions))


def plural(count: int, word: str) -> str:
    """``count`` of ``word``, in figures: ``1 fin``, ``3 serpents``."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def spelled(count: int, word: str) -> str:
    """``count`` of ``word`` in words where they are short: ``a fin``, ``two serpents``."""
    amount = NUMBER_WORDS[count] if count < len(NUMBER_WORDS) else str(count)
    return f"{amount} {word}{'' if count == 1 else 's'}"


def listed(parts: Sequence[str]) -> str:
    """``a, b and c``."""
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def encounters(view: View, limits: bool = False) -> str:
    """What shows of each encounter type and what it is worth now, a type over its limit saying so
    (with ``limits``, every type's limit too)."""
    parts = []
    for kind in KINDS:
        count, limit = view["counts"][kind], LIMITS.get(kind)
        if limit is not None and count > limit:
            worth = f"over {limit}: 0"
        elif limits:
            worth = f"limit {limit}: {view['score'][kind]}" if limit is not None else f"no limit: {view['score'][kind]}"
        else:
            worth = str(view["score"][kind])
        parts.append(f"{plural(count, kind)} ({worth})")
    return ", ".join(parts)


def cards(numbers: Sequence[int], word: str = "card") -> str:
    """``card 5``, ``cards 5 and 11`` (or another ``word``: ``marvels 2 and 17``)."""
    return f"{word if len(numbers) == 1 else word + 's'} {listed([str(number) for number in numbers])}"


def _changed(before: Counts, after: Counts) -> str:
    """What a placement did to the encounters that show: ``a fin and a serpent show``,
    ``two fins are hidden``."""
    moved = {kind: after[kind] - before[kind] for kind in KINDS}
    shown = [spelled(count, kind) for kind, count in moved.items() if count > 0]
    hidden = [spelled(-count, kind) for kind, count in moved.items() if count < 0]
    said = []
    if shown:
        said.append(f"{listed(shown)} show{'s' if len(shown) == 1 and shown[0].startswith('a ') else ''}")
    if hidden:
        said.append(f"{listed(hidden)} {'is' if len(hidden) == 1 and hidden[0].startswith('a ') else 'are'} hidden")
    return listed(said) if said else "no encounter shows or hides"


def crossed(before: Counts, after: Counts) -> list[str]:
    """A type that went over its limit, or came back within it, with what it is worth now."""
    said = []
    for kind, limit in LIMITS.items():
        old, new = before[kind], after[kind]
        if old <= limit < new:
            said.append(f"{new} {kind}s are over their limit of {limit}: they score nothing now.")
        elif new <= limit < old:
            worth = ENCOUNTER_POINTS * new
            said.append(f"{plural(new, kind).capitalize()}, within the limit of {limit} again: worth {worth}.")
    return said


def mark(card: int) -> str:
    """Marvel ``card``'s difficulty mark: ``I``, ``II`` or ``III``."""
    return NUMERALS[CARD_BY_NUMBER[card].marvel.difficulty]


def _effect(active: int | None, effects: Sequence[str]) -> str:
    """The journey effect the active marvel ``active`` picks from the ship's ``effects`` (ours)."""
    if active is None:
        return "No journey effect is in force: every marvel is placed."
    effect = JOURNEY_EFFECTS[effects[CARD_BY_NUMBER[active].marvel.difficulty - 1]]
    return f"Effect {mark(active)} is in force (marvel {active} is active): {effect}."


def effect_now(view: View) -> str:
    """The journey effect in force, and the active marvel whose mark picks it (the effects are ours)."""
    return _effect(view["active_marvel"], view["ship"]["effects"])


def marvels_left(view: View) -> list[int]:
    """The marvels not yet placed: the active one, then the marvel deck."""
    active = [view["active_marvel"]] if view["active_marvel"] is not None else []
    return active + [card for card in view["marvel_deck"]["cards"] if card not in active]


def _cover(top: dict[Space, Shown], card: int, side: str, placement: Sequence[int]) -> None:
    """Lay card ``card`` (its ``side``) at ``placement`` on what shows, ``top``."""
    x, y, orientation = placement
    if side == "map":
        top.update(shown_by(card, x, y, orientation))
    else:
        top.update(dict.fromkeys(footprint(x, y, orientation), (card, MARVEL)))


@dataclass
class Sea:
    """The table as the learner sees it, followed event by event through a move: what shows, the
    marvels not yet placed, the two on offer (the active one and the top of the marvel deck, when
    the learner can know it), the one taken to be placed, the cards left in the map deck and the
    seat whose turn it is; rebuilt from the learner's view (the cards placed, in order, on the ship's top row).

    >>> from venture_widgets import load_game
    >>> from venture_widgets.games.adventurous.examples import BY_NAME
    >>> view = load_game("adventurous").scenario(BY_NAME["marvel_cost"].spec).observe(0)
    >>> sea = Sea.of(view)
    >>> sea.counts == view["counts"], sea.score == view["score"], sorted(sea.fitting())
    (True, True, [5, 13])
    """

    top: dict[Space, Shown]
    marvels: set[int]
    active: int | None
    next_marvel: int | None
    deck: int
    player: int
    taken: int | None = None

    @classmethod
    def of(cls, view: View) -> Sea:
        """The table of ``view``."""
        top = dict(SHIP_TOP)
        for entry in view["placed"]:
            _cover(top, entry["card"], entry["side"], (entry["x"], entry["y"], entry["orientation"]))
        marvels, taken = set(marvels_left(view)), (view["discovering"] or {}).get("card")
        deck, player = view["map_deck"]["count"], view["active"]
        return cls(top, marvels, view["active_marvel"], view["marvel_deck"]["top"], deck, player, taken)

    @property
    def counts(self) -> Counts:
        """The path segments and the encounters that show."""
        return tally(self.top)

    @property
    def score(self) -> Counts:
        """The crew's running score, line by line."""
        return points(self.counts, len(self.marvels))

    def fitting(self) -> set[int]:
        """The marvels on offer (a Discover's choices) that fit somewhere now."""
        offered = [card for card in (self.active, self.next_marvel) if card is not None]
        return fitting_marvels(BareMap([], self.top, []), offered)

    def _seen_top(self) -> int | None:
        """The top of the marvel deck, once the one seen is gone: known if it is the last card."""
        deck = self.marvels - {self.active}
        return next(iter(deck)) if len(deck) == 1 else None

    def lay(self, event: Mapping[str, Any]) -> None:
        """Lay the card of a ``place`` event."""
        _cover(self.top, event["card"], event["side"], event["placement"])
        if event["side"] == "marvel":
            self.marvels.discard(event["card"])
            self.taken = None
            if event["card"] == self.active:
                self.active = None
            else:
                self.next_marvel = self._seen_top()

    def replace_active(self, card: int) -> None:
        """Marvel ``card``, the top of the marvel deck, becomes the active marvel."""
        self.active = card
        self.next_marvel = self._seen_top()


Event = Mapping[str, Any]


def _turn_of(event: Event, seat: int) -> tuple[str, str]:
    """Whose turn an action the rules took opens, and who takes it: the learner's or the crewmate's."""
    return ("Your next turn", "you") if event["seat"] == seat else ("Your crewmate's turn", "they")


def _laid(event: Event, seat: int, chosen: bool, taken: bool) -> str:
    """A placement named: ``Card 5 (portrait)``, ``Card 6 (portrait) goes in its one place``, ``It
    goes in its one place`` (one the rules made, the only one there was; ``taken``: the marvel just
    taken, named already)."""
    whose = "" if event["seat"] == seat else "your crewmate's "
    if event["side"] == "marvel":
        name = "it" if taken else f"{whose}marvel {event['card']}"
    else:
        shape = "portrait" if event["placement"][2] in (0, 180) else "landscape"
        name = f"{whose}card {event['card']} ({shape})"
    name += "" if chosen else " goes in its one place"
    return name[:1].upper() + name[1:]


def _placement(event: Event, chosen: bool, sea: Sea, move: Move) -> str:
    """A placement and what it did: to the path and the encounters, the running score (while the
    voyage goes on), a type over (or back within) its limit, a marvel on offer it left no room."""
    counts, score, fitting = sea.counts, sea.score["total"], sea.fitting()
    laid = _laid(event, move.before["seat"], chosen, taken=not chosen and event["card"] == sea.taken)
    sea.lay(event)
    parts = [_changed(counts, sea.counts)]
    if event["side"] == "map":
        parts.insert(0, f"path {counts['path']} → {sea.counts['path']} segments")
    said = [f"{laid}: {'; '.join(parts)}."]
    if sea.score["total"] != score and not move.after["is_over"]:
        said.append(f"Your crew's score: {score} → {sea.score['total']}.")
    said += crossed(counts, sea.counts)
    stuck = sorted((fitting & sea.marvels) - sea.fitting())
    if stuck:
        said.append(f"{cards(stuck, 'Marvel')} no longer fit{'s' if len(stuck) == 1 else ''} anywhere.")
    return " ".join(said)


def _explore(event: Event, chosen: bool, sea: Sea, move: Move) -> str:
    """An Explore: the learner's, or one the rules took because no marvel on offer fits."""
    if chosen:
        return "You explore: two map cards to draw."
    turn, who = _turn_of(event, move.before["seat"])
    return f"{turn}: {'no marvel fits' if sea.marvels else 'no marvel is left'}, so {who} explore."


def _discover(event: Event, chosen: bool, sea: Sea, move: Move) -> str:
    """A marvel taken: by the learner, or by the rules when no map card is left and one marvel fits."""
    sea.taken = event["card"]
    turn, who = _turn_of(event, move.before["seat"])
    marvel = marvel_words(event["card"]) if who == "you" else f"marvel {event['card']}"
    return (
        f"You take {marvel}."
        if chosen
        else f"{turn}: with no map card left, {who} take the only marvel that fits, {marvel}."
    )


def _draw(event: Event, chosen: bool, sea: Sea, move: Move) -> str:
    """A card drawn: by choice, or by the rules (effect I, or the last card of the deck)."""
    sea.deck -= 1
    who = "You draw" if event["seat"] == move.before["seat"] else "Your crewmate draws"
    forced = " (the last)" if not chosen else ""
    why = " (effect I: the top only)" if event["rule"] == "journey.top_only" else forced
    return f"{who} card {event['card']} from the {event['where']}{why}."


def _active(event: Event, chosen: bool, sea: Sea, move: Move) -> str:
    """The top of the marvel deck becomes the active marvel."""
    sea.replace_active(event["card"])
    return f"Marvel {event['card']} becomes the active marvel."


def _journey(event: Event, chosen: bool, sea: Sea, move: Move) -> str:
    """The journey effect changes with the active marvel (the effects are ours)."""
    return _effect(sea.active, move.after["ship"]["effects"])


def _set_aside(event: Event, chosen: bool, sea: Sea, move: Move) -> str:
    """A drawn card that fits nowhere (our reading)."""
    return f"Card {event['card']} fits nowhere: it is set aside (our reading)."


def _pass(event: Event, chosen: bool, sea: Sea, move: Move) -> str:
    """The turn passed on (told when the learner passes it)."""
    passer, sea.player = sea.player, event["seat"]
    if passer != move.before["seat"]:
        return ""
    handed = "pass the map deck" if sea.deck else "hand the turn, with no deck left to pass,"
    return f"You {handed} to your crewmate (Seat {event['seat']})."


def _end(event: Event, chosen: bool, sea: Sea, move: Move) -> str:
    """The end of the voyage, and why."""
    why = "no map card is left and no marvel fits" if sea.marvels else "every card is down or set aside"
    return f"The voyage ends: {why}."


def _score(event: Event, chosen: bool, sea: Sea, move: Move) -> str:
    """The crew's final score and its row of the result table."""
    return f"Your crew scores {event['total']}: {ending(event['total'])}"


#: How each event of a move is told (an event not listed is not told): each reads the table
#: before it (``sea``) and moves it on.
TELLERS: dict[str, Callable[[Event, bool, Sea, Move], str]] = {
    "place": _placement,
    "explore": _explore,
    "discover": _discover,
    "draw": _draw,
    "active_marvel": _active,
    "journey": _journey,
    "set_aside": _set_aside,
    "pass": _pass,
    "end": _end,
    "score": _score,
}


def ending(total: int) -> str:
    """The row of the result table a final score of ``total`` reaches, as a sentence's end.

    >>> ending(52), ending(39)
    ('Marvelous Adventure!', 'Lost at Sea.')
    """
    name: str = result(total)["name"]
    return name if name.endswith("!") else f"{name}."


def told(move: Move) -> str:
    """What ``move`` led to, said to the learner event by event, in the order they came: the
    learner's own choice, then what the rules did at once (a card or marvel with one place laid
    for them, a new active marvel, an effect, the next turn's forced action, the crewmate's forced
    turn, the end), each placement with what it did to the path, the encounters and the score."""
    sea = Sea.of(move.before)
    verb = move.action.split()[0]  # the type of the event that is the learner's own choice
    chosen = next((index for index, event in enumerate(move.events) if event["type"] == verb), None)
    said = []
    for index, event in enumerate(move.events):  # in order: each event moves the sea the next is told on
        teller = TELLERS.get(event["type"])
        said.append(teller(event, index == chosen, sea, move) if teller else "")
    return " ".join(part for part in said if part) or f"You {move.said[:1].lower()}{move.said[1:]}."


def told_with(extra: Callable[[Move], str]) -> Callable[[Move], str]:
    """An outcome: :func:`told`, then what ``extra`` adds about the same move."""

    def outcome(move: Move) -> str:
        return " ".join(part for part in (told(move), extra(move)) if part)

    return outcome


def deciding(view: View) -> str:
    """The kind of the decision the learner faces: ``action``, ``draw``, ``place`` (or ``""``)."""
    decision = view.get("decision")
    return decision["kind"] if decision else ""


def your_turn(view: View) -> str:
    """What the learner's turn offers now: a choice of Explore or Discover, or an Explore the rules
    took for them because no marvel fits."""
    if deciding(view) == "action":
        return "Explore or Discover: your choice."
    return "No marvel fits anywhere, so your turn is an Explore: draw two cards and lay them."


def turn_over(turn: int) -> Callable[[View], bool]:
    """An ``until``: the game's turn number ``turn`` is over (or the voyage is)."""
    return lambda view: view["is_over"] or view["turn"] > turn
