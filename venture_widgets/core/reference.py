"""The rules reference a game ships to the front end in its catalog (``catalog()["reference"]``).

Each game keeps, as data, a summary in our own words of every rule id its events, decisions and
explanations name, and a glossary of its terms; the rulebook section of each rule id comes from
the game's ``SECTIONS`` (``Game.rules``). :func:`rules_reference` puts them together as JSON, the
rules grouped by the rulebook section they belong to, in rulebook order, and the rules of the
core (:data:`~venture_widgets.core.explain.CORE_RULES`) last:

>>> ref = rules_reference(
...     {"turn.play": "Turn: playing", "turn.pass": "Turn: passing", "scoring": "Scoring"},
...     {"turn.play": "Play a card.", "turn.pass": "Pass.", "scoring": "Count."},
...     {"Hand": "Your cards."},
... )
>>> [(group["title"], [rule["id"] for rule in group["rules"]]) for group in ref["groups"]]
[('Turn', ['turn.play', 'turn.pass']), ('Scoring', ['scoring']), ('Action notation', ['notation'])]
>>> ref["groups"][0]["rules"][0]
{'id': 'turn.play', 'section': 'Turn: playing', 'summary': 'Play a card.'}
>>> ref["terms"]
[{'term': 'Hand', 'text': 'Your cards.'}]
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from .explain import CORE_RULES, NOTATION

#: Summaries of the core's rule ids, for every game.
CORE_SUMMARIES: dict[str, str] = {
    NOTATION: "A move is written as a short text: a verb, then the card, space or choice it names. A text "
    "that is not one of the game's moves is refused and changes nothing.",
}


def section_group(section: str) -> str:
    """The rulebook heading a section name falls under: the part before its first ':' or ','.

    >>> section_group("Player's Turn, step III: resolving a threat")
    "Player's Turn"
    >>> section_group("Building Cards")
    'Building Cards'
    """
    return re.split(r"[:,]", section, maxsplit=1)[0].strip()


def rules_reference(
    sections: Mapping[str, str], summaries: Mapping[str, str], terms: Mapping[str, str]
) -> dict[str, Any]:
    """The reference as JSON: ``{"groups": [{"title", "rules": [{"id", "section", "summary"}]}],
    "terms": [{"term", "text"}]}``; every rule id of ``sections`` needs a summary and no summary
    may name a rule id that ``sections`` does not know (the core's rules are added to both).

    >>> rules_reference({"setup": "Setup"}, {}, {})
    Traceback (most recent call last):
    ...
    ValueError: rules reference: no summary for setup; a summary for no known rule id: none
    """
    sections = {**sections, **CORE_RULES}
    summaries = {**summaries, **CORE_SUMMARIES}
    missing = [rule for rule in sections if rule not in summaries]
    unknown = [rule for rule in summaries if rule not in sections]
    if missing or unknown:
        raise ValueError(
            f"rules reference: no summary for {', '.join(missing) or 'none'}; "
            f"a summary for no known rule id: {', '.join(unknown) or 'none'}"
        )
    groups: dict[str, list[dict[str, str]]] = {}
    for rule, section in sections.items():
        groups.setdefault(section_group(section), []).append(
            {"id": rule, "section": section, "summary": summaries[rule]}
        )
    return {
        "groups": [{"title": title, "rules": rules} for title, rules in groups.items()],
        "terms": [{"term": term, "text": text} for term, text in terms.items()],
    }
