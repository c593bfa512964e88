"""Venture Forth's 72 encounter cards: per region 9 adventurers and 9 enemies.

The rulebook gives the counts (36 adventurers, 36 enemies) and, through its examples, a few
names and numbers: the Poet's and the Archer's ambitions, the Archer's power (the party of the
Venture Forth example has power two), the Hoplite (an adventurer costing three), the Priestess
(an adventurer), the Dragon's power (twelve), the Lion (power four, vicious, desiring will twice)
and the Gorgon's region (the shore). Everything else is ours (``source="reconstructed"``,
docs/reconstructions.md, Venture Forth: encounter cards), to one plan per region:

- adventurers: powers 1, 1, 2, 2, 3, 3, 4, 5, 6 (power is also the cost in coins); 3 desire
  knowledge, 3 might, 3 wealth; 9 different ambitions from a catalogue of 12 (:data:`AMBITIONS`),
  each ambition used by three regions;
- enemies: powers 2, 3, 4, 5, 6, 7, 8, 10, 12; six desire one symbol (two each of will, coin and
  despair) and three are vicious (will twice, coin twice, despair twice).

``from_rulebook`` names the fields the rulebook gives; no card has all of them, so every card is
``reconstructed``. Codes are the names in snake_case.

>>> len(CARDS), sum(card.kind == "enemy" for card in CARDS)
(72, 36)
>>> poet, lion = BY_CODE["poet"], BY_CODE["lion"]
>>> poet.ambition == Trigger("encounter", kind="enemy", min_power=10), poet.from_rulebook
(True, ('name', 'kind', 'ambition'))
>>> lion.region, lion.power, lion.desires, lion.vicious, lion.from_rulebook
('mountains', 4, ('will', 'will'), True, ('name', 'kind', 'power', 'desires'))
"""

from __future__ import annotations

import re

from .model import Adventurer, EncounterCard, Enemy, Trigger

#: The catalogue of ambitions, by a short key; each is used by three adventurers.
AMBITIONS: dict[str, Trigger] = {
    "enemy_10_plus": Trigger("encounter", kind="enemy", min_power=10),
    "enemy_6_or_less": Trigger("encounter", kind="enemy", max_power=6),
    "meet_knowledge": Trigger("encounter", kind="adventurer", desire="knowledge"),
    "meet_might": Trigger("encounter", kind="adventurer", desire="might"),
    "meet_wealth": Trigger("encounter", kind="adventurer", desire="wealth"),
    "vicious": Trigger("encounter", kind="enemy", vicious=True),
    "defeat": Trigger("defeat"),
    "defeat_exerting": Trigger("defeat", exerted=True),
    "recruit": Trigger("recruit"),
    "undefeated": Trigger("undefeated"),
    "arrive_home": Trigger("arrive", own_region=True),
    "explore": Trigger("explore"),
}

#: What the rulebook gives of the cards it names, and where (a heading of the rulebook).
_FROM_RULEBOOK: dict[str, tuple[tuple[str, ...], str]] = {
    "Poet": (("name", "kind", "ambition"), "its ambition (Ambitions & Leveling Up)"),
    "Archer": (
        ("name", "kind", "power", "ambition"),
        "its ambition and, since it makes up a party of power two, its power (Example of a Venture Forth Action)",
    ),
    "Hoplite": (
        ("name", "kind", "power"),
        "that it is an adventurer costing three (Example of a Venture Forth Action)",
    ),
    "Priestess": (("name", "kind"), "that it is an adventurer (Making an Offering at the Temple)"),
    "Dragon": (("name", "kind", "power"), "that it is an enemy of power twelve (Ambitions & Leveling Up)"),
    "Lion": (
        ("name", "kind", "power", "desires"),
        "that it is an enemy of power four, vicious, desiring will twice (Example of a Venture Forth Action)",
    ),
    "Gorgon": (("name", "kind", "region"), "that it is a shore card (Play a Card)"),
}


def code_of(name: str) -> str:
    """A name in snake_case: the code of a card, level card or treasure.

    >>> code_of("Tyrrhenian Pirates"), code_of("Poet")
    ('tyrrhenian_pirates', 'poet')
    """
    return re.sub(r"[^a-z0-9]+", "_", name.lower().replace("'", "")).strip("_")


def _note(name: str, fields: tuple[str, ...]) -> str:
    """The note of a card: what the rulebook gives, and that the rest is this kit's."""
    given = _FROM_RULEBOOK.get(name)
    if given is None:
        return "Not named in the rulebook: every field is this kit's own design."
    rest = [field for field in fields if field not in given[0]]
    words = " and ".join([", ".join(rest[:-1]), rest[-1]] if len(rest) > 1 else rest)
    verb = "are" if len(rest) > 1 else "is"
    return f"The rulebook gives its name and {given[1]}; in this kit its {words} {verb} our own design."


def _from_rulebook(name: str) -> tuple[str, ...]:
    return _FROM_RULEBOOK[name][0] if name in _FROM_RULEBOOK else ()


def _adventurers(region: str, rows: tuple[tuple[str, int, str, str], ...]) -> tuple[Adventurer, ...]:
    """Rows ``(name, power, desire, ambition key)``."""
    fields = ("region", "power", "desire", "ambition")
    return tuple(
        Adventurer(
            code=code_of(name),
            name=name,
            region=region,
            power=power,
            desire=desire,
            ambition=AMBITIONS[ambition],
            note=_note(name, fields),
            from_rulebook=_from_rulebook(name),
        )
        for name, power, desire, ambition in rows
    )


def _enemies(region: str, rows: tuple[tuple[str, int, str], ...]) -> tuple[Enemy, ...]:
    """Rows ``(name, power, desires)``; desires as ``"will"`` or ``"will will"`` (vicious)."""
    fields = ("region", "power", "desires")
    return tuple(
        Enemy(
            code=code_of(name),
            name=name,
            region=region,
            power=power,
            desires=tuple(desires.split()),
            note=_note(name, fields),
            from_rulebook=_from_rulebook(name),
        )
        for name, power, desires in rows
    )


# Each region leaves out three of the twelve ambitions: shore (might, exerting, undefeated), country
# (10 or more, wealth, explore), mountains (knowledge, recruit, arrive), wilderness (6 or less,
# vicious, defeat).

SHORE = _adventurers(
    "shore",
    (
        ("Pearl Diver", 1, "wealth", "arrive_home"),
        ("Oarsman", 1, "might", "recruit"),
        ("Net Weaver", 2, "knowledge", "enemy_6_or_less"),
        ("Shell Trader", 2, "wealth", "meet_knowledge"),
        ("Poet", 3, "knowledge", "enemy_10_plus"),
        ("Navigator", 3, "knowledge", "explore"),
        ("Helmsman", 4, "wealth", "meet_wealth"),
        ("Argonaut", 5, "might", "vicious"),
        ("Trireme Captain", 6, "might", "defeat"),
    ),
) + _enemies(
    "shore",
    (
        ("Pirate Lookout", 2, "coin"),
        ("Giant Crab", 3, "will"),
        ("Siren", 4, "will will"),
        ("Tyrrhenian Pirates", 5, "coin coin"),
        ("Sea Serpent", 6, "despair"),
        ("Triton Warband", 7, "coin"),
        ("Charybdis", 8, "despair despair"),
        ("Gorgon", 10, "despair"),
        ("Scylla", 12, "will"),
    ),
)

COUNTRY = _adventurers(
    "country",
    (
        ("Shepherd", 1, "wealth", "arrive_home"),
        ("Vintner", 1, "wealth", "meet_knowledge"),
        ("Archer", 2, "might", "enemy_6_or_less"),
        ("Beekeeper", 2, "knowledge", "recruit"),
        ("Hoplite", 3, "might", "defeat_exerting"),
        ("Scribe", 3, "knowledge", "meet_might"),
        ("Charioteer", 4, "wealth", "undefeated"),
        ("Horse Tamer", 5, "might", "vicious"),
        ("Lawgiver", 6, "knowledge", "defeat"),
    ),
) + _enemies(
    "country",
    (
        ("Teumessian Fox", 2, "coin"),
        ("Bandits", 3, "coin coin"),
        ("Satyr Revellers", 4, "will"),
        ("Calydonian Boar", 5, "despair"),
        ("Cattle Raiders", 6, "coin"),
        ("Sphinx", 7, "will will"),
        ("Minotaur", 8, "despair"),
        ("Cretan Bull", 10, "will"),
        ("Talos", 12, "despair despair"),
    ),
)

MOUNTAINS = _adventurers(
    "mountains",
    (
        ("Goatherd", 1, "wealth", "explore"),
        ("Silver Miner", 1, "wealth", "meet_wealth"),
        ("Mountain Guide", 2, "knowledge", "enemy_6_or_less"),
        ("Priestess", 2, "knowledge", "undefeated"),
        ("Stonecutter", 3, "might", "meet_might"),
        ("Peltast", 3, "might", "defeat"),
        ("Bronze Smith", 4, "wealth", "defeat_exerting"),
        ("Giant Slayer", 5, "might", "enemy_10_plus"),
        ("Oracle", 6, "knowledge", "vicious"),
    ),
) + _enemies(
    "mountains",
    (
        ("Mountain Wolves", 2, "will"),
        ("Stymphalian Birds", 3, "coin"),
        ("Lion", 4, "will will"),
        ("Caucasian Eagle", 5, "despair"),
        ("Griffin", 6, "coin coin"),
        ("Cyclops", 7, "coin"),
        ("Chimera", 8, "despair despair"),
        ("Mountain Giant", 10, "despair"),
        ("Typhon", 12, "will"),
    ),
)

WILDERNESS = _adventurers(
    "wilderness",
    (
        ("Huntress", 1, "might", "arrive_home"),
        ("Herbalist", 1, "knowledge", "explore"),
        ("Satyr Piper", 2, "wealth", "recruit"),
        ("Dryad", 2, "wealth", "meet_might"),
        ("Philosopher", 3, "knowledge", "meet_knowledge"),
        ("Amazon", 3, "might", "defeat_exerting"),
        ("Centaur Sage", 4, "knowledge", "undefeated"),
        ("Fleece Seeker", 5, "wealth", "meet_wealth"),
        ("Wandering Hero", 6, "might", "enemy_10_plus"),
    ),
) + _enemies(
    "wilderness",
    (
        ("Harpy", 2, "coin"),
        ("Centaur Raiders", 3, "will will"),
        ("Empusa", 4, "despair"),
        ("Basilisk", 5, "will"),
        ("Lamia", 6, "coin"),
        ("Maenad Band", 7, "coin coin"),
        ("Cerberus", 8, "despair"),
        ("Hydra", 10, "will"),
        ("Dragon", 12, "despair despair"),
    ),
)

#: The encounter deck, region by region (shore, country, mountains, wilderness).
CARDS: tuple[EncounterCard, ...] = SHORE + COUNTRY + MOUNTAINS + WILDERNESS
BY_CODE: dict[str, EncounterCard] = {card.code: card for card in CARDS}
