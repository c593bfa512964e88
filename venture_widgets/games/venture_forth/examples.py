"""The rulebook's worked examples of Venture Forth as data, replayed by the tests and the tutorials.

Each :class:`Example` is a position (a :mod:`.scenario` spec), the actions that play the example
out (legal actions only), the legal actions expected at some points on the way (``legal``: after
that many actions, sorted) and the facts to check at the end (``facts``: a subset of
:func:`facts_of`). John is seat 0 and Bob seat 1, as in the rulebook; the board is the side
with the sea in the corner unless the spec says otherwise.

>>> [example.name for example in EXAMPLES][:3]
['poet_and_dragon', 'gorgon_placement', 'exert']
>>> state, events = replay(BY_NAME["poet_and_dragon"])
>>> facts_of(state)["points"], facts_of(state)["party"][0][0]["level"]
([4, 0], 2)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from ...core.examples import Example as Example
from ...core.examples import differences, play_out
from ...core.game import Event, Game
from .tables import CARD_CODE, L3_CODE, TOKEN_CODE, TREASURE_CODE

if TYPE_CHECKING:
    from .rules import VentureForthState


#: Three treasures of each type worth two points, for the scoring example.
TWO_POINTERS = {
    "knowledge": ("tablets_of_cadmus", "star_map_of_atlas"),
    "might": ("club_of_heracles", "spear_of_achilles"),
    "wealth": ("cup_of_midas", "necklace_of_harmonia"),
}


def _member(card: str, will: int = 0, despair: int = 0, level: int = 1) -> dict[str, Any]:
    return {"card": card, "will": will, "despair": despair, "level": level}


def _party_fact(card: str, will: int = 0, despair: int = 0, level: int = 1) -> dict[str, Any]:
    """An adventurer as :func:`facts_of` shows it in a party, with no Level III card."""
    return {"card": card, "level": level, "level3": None, "will": will, "despair": despair}


def _bob(**player: Any) -> dict[str, Any]:
    """Bob: the Huntress at the South Wilderness (a site without a temple on this side)."""
    return {"site": "wild_south", "party": ["huntress"], **player}


def _temple(name: str, site: str, members: list[Any], actions: tuple[str, ...], *after: dict[str, Any]) -> Example:
    """A temple example: John, with one coin, at ``site``, makes an offering; he pays his coin and
    his party is ``after`` (Bob keeps his four coins and his Huntress as she was)."""
    return Example(
        name=name,
        section="temple",
        title=f"An offering at the temple of {site}",
        spec={"deck": ["lamia", "basilisk"], "players": [{"coins": 1, "site": site, "party": members}, _bob()]},
        actions=actions,
        facts={"coins": [0, 4], "party": [list(after), [_party_fact("huntress")]]},
        rules=("temple." + actions[0].split()[1],),
    )


EXAMPLES: tuple[Example, ...] = (
    Example(
        name="poet_and_dragon",
        section="leveling_up",
        title="The Poet meets the Dragon: two of its four will for four points, Level II, a despair removed",
        spec={
            "deck": ["lamia", "basilisk"],
            "board": {"p5.2": "dragon", "p5.1": "shepherd"},
            "players": [{"coins": 0, "site": "wild_north", "party": [_member("poet", will=4, despair=1)]}, _bob()],
        },
        # then the Poet (power 3, not exerting) cannot defeat the Dragon (12, two despair); John
        # cannot pay for the Shepherd
        actions=("venture p5", "ambition poet 2", "face"),
        legal={1: ("ambition poet 1", "ambition poet 2", "pass poet"), 2: ("exert poet", "face")},
        facts={
            "points": [4, 0],
            "party": [
                [_party_fact("poet", will=2, despair=2, level=2)],
                [_party_fact("huntress")],
            ],
        },
        rules=("ambitions", "ambitions", "ambitions.level_up", "ambitions.level_up", "venture.desired"),
    ),
    Example(
        name="gorgon_placement",
        section="placement",
        title="Where the Gorgon, a shore card, may be played: next to the Shore or next to a shore card",
        spec={
            "deck": ["lamia", "basilisk"],
            "board": {"p1.1": "giant_crab", "p2.1": "shepherd", "p6.2": "siren"},
            "players": [{"coins": 0, "site": "wild_south", "party": ["archer"], "hand": ["gorgon"]}, _bob()],
        },
        actions=(),
        legal={0: ("play gorgon p1.2", "play gorgon p6.1", "play gorgon p6.3", "play gorgon p7.1", "regroup")},
    ),
    Example(
        name="exert",
        section="exerting",
        title="A 3-power adventurer exerts to 6 and defeats an enemy of power 6",
        spec={
            "deck": ["lamia", "basilisk"],
            "board": {"p1.2": "cattle_raiders", "p1.1": "giant_crab"},
            "players": [{"coins": 1, "site": "country", "party": [_member("scribe", will=1)]}, _bob()],
        },
        actions=("venture p1", "exert scribe"),
        legal={1: ("exert scribe", "face")},
        facts={"position": ["shore", "wild_south"], "discard": ["cattle_raiders", "giant_crab"], "coins": [1, 4]},
        rules=("venture.exert", "venture.defeat", "venture.defeat", "venture.arrive"),
    ),
    Example(
        name="archer_journey",
        section="venture_example",
        title="The Archer's journey from the Country to the Mountains past the Hoplite and the Lion",
        spec={
            "deck": ["lamia", "basilisk"],
            "board": {"p3.1": "hoplite", "p3.2": {"card": "lion", "wandering": True}},
            "path_tokens": {"p3": "3t"},
            "treasure_deck": ["owl_of_athena", "sickle_of_cronus", "golden_fleece", "horn_of_plenty"],
            "players": [{"coins": 2, "site": "country", "party": [_member("archer", will=3)]}, _bob()],
        },
        actions=("venture p3", "ambition archer 2", "face", "keep sickle_of_cronus"),
        legal={
            1: ("ambition archer 1", "ambition archer 2", "pass archer"),
            2: ("exert archer", "face"),
            3: ("keep golden_fleece", "keep owl_of_athena", "keep sickle_of_cronus"),
        },
        facts={
            "points": [4, 0],
            "coins": [2, 4],
            "position": ["mountains", "wild_south"],
            "party": [
                [_party_fact("archer", despair=1, level=2)],
                [_party_fact("huntress")],
            ],
            "spaces": {"p3.1": "hoplite"},
            "wandering": ["hoplite"],
            "discard": ["lion"],
            "treasures": [["sickle_of_cronus"], []],
            # the other two under the deck in the order looked at (our reading)
            "treasure_deck": ["horn_of_plenty", "owl_of_athena", "golden_fleece"],
            "explored": [1, 0],
            "path_tokens": {},
        },
        rules=(
            "venture.recruit",
            "ambitions",
            "ambitions.level_up",
            "venture.desired",
            "despair",
            "venture.arrive",
            "explore",
        ),
    ),
    _temple(
        "hestia_with_despair",
        "shore",
        [_member("archer", despair=1)],
        ("offer hestia",),
        _party_fact("archer", will=1),
    ),
    _temple(
        "hestia_without_despair",
        "shore",
        ["archer"],
        ("offer hestia",),
        _party_fact("archer", will=1),
    ),
    _temple(
        "muses_one_each",
        "wild_north",
        ["archer", "priestess"],
        ("offer muses", "will archer", "will priestess"),
        _party_fact("archer", will=1),
        _party_fact("priestess", will=1),
    ),
    _temple(
        "muses_both_on_one",
        "wild_north",
        ["archer", "priestess"],
        ("offer muses", "will archer", "will archer"),
        _party_fact("archer", will=2),
        _party_fact("priestess"),
    ),
    Example(
        name="nike",
        section="temple",
        title="An offering to Nike: two more turns, a card played on the first and a Venture Forth on the second",
        spec={
            "deck": ["lamia", "basilisk", "cyclops"],
            "board": {"p4.2": "empusa", "p4.3": "harpy"},
            "players": [
                {"coins": 2, "site": "mountains", "party": ["archer", "hoplite"], "hand": ["mountain_wolves"]},
                _bob(),
            ],
        },
        actions=("offer nike", "play mountain_wolves p4.1", "venture p4"),
        legal={
            1: ("play mountain_wolves p3.2", "play mountain_wolves p4.1", "play mountain_wolves p8.3", "regroup"),
        },
        facts={
            "active": 1,
            "turn": 4,
            "extra_turns": 0,
            "coins": [2, 4],
            "position": ["wild_north", "wild_south"],
            "discard": ["mountain_wolves", "empusa", "harpy"],
            "hands": [["lamia"], []],
        },
        rules=("temple.nike", "play.place", "play.resource", "venture", "venture.defeat", "venture.arrive"),
    ),
    Example(
        name="hermes",
        section="temple",
        # John, at the Temple of Hermes in the Country, moves to the Shore as in the rulebook, past a
        # complete path with an explore token.
        title="An offering to Hermes: the pawn moves without travelling, no card wanders, no token is taken",
        spec={
            "deck": ["lamia", "basilisk"],
            "board": {"p1.1": "giant_crab", "p1.2": "shepherd"},
            "path_tokens": {"p1": "2c"},
            "players": [{"coins": 1, "site": "country", "party": ["archer"]}, _bob()],
        },
        actions=("offer hermes", "move shore"),
        legal={1: ("move mountains", "move shore", "move wild_north", "move wild_south")},
        facts={
            "coins": [0, 4],
            "position": ["shore", "wild_south"],
            "spaces": {"p1.1": "giant_crab", "p1.2": "shepherd"},
            "wandering": [],
            "path_tokens": {"p1": "token_2c_1"},
            "explored": [0, 0],
        },
        rules=("temple.hermes", "temple.hermes"),
    ),
    Example(
        name="hades",
        section="temple",
        title="An offering to Hades: a treasure card discarded for two coins",
        spec={
            "side": "shore_centre",
            "deck": ["lamia", "basilisk"],
            "players": [
                {"coins": 0, "site": "wild_south", "party": ["archer"], "treasures": ["golden_fleece"]},
                {"site": "shore", "party": ["huntress"]},
            ],
        },
        actions=("offer hades",),
        facts={"coins": [2, 4], "treasures": [[], []], "treasure_discard": ["golden_fleece"]},
        rules=("temple.hades", "temple.hades"),
    ),
    Example(
        name="despair",
        section="despair",
        title="Two adventurers with one and two despair: nine points off at the end",
        spec={
            "deck": ["lamia", "basilisk"],
            "final_order": [],
            "token_supply": [],  # the last turn: the supply's last token has been laid
            "players": [
                {"coins": 0, "site": "country", "party": [_member("archer", despair=1), _member("poet", despair=2)]},
                _bob(),
            ],
        },
        actions=("regroup", "done"),
        facts={"over": True},
        rules=("regroup", "scoring"),
    ),
    Example(
        name="last_turns",
        section="end",
        title="John places the last explore token; Bob takes a turn, then John one more, and the game ends",
        spec={
            "deck": ["lamia", "basilisk", "cyclops", "typhon"],
            "token_supply": ["1t"],
            "players": [{"coins": 0, "site": "country", "party": ["archer"], "hand": ["shepherd"]}, _bob()],
        },
        actions=("play shepherd p1.2", "token p3", "regroup", "done", "regroup", "done"),
        facts={"over": True, "turn": 3, "path_tokens": {"p3": "token_1t_1"}},
        rules=("play.explore", "end", "turn", "end", "turn", "end", "scoring"),
    ),
    Example(
        name="final_scoring",
        section="scores",
        title="Final scoring: treasures for a knowledge and a wealth adventurer, despair, will, coins, explore bonus",
        spec={
            "deck": ["lamia", "basilisk"],
            "final_order": [],
            "token_supply": [],  # the last turn: the supply's last token has been laid
            "players": [
                {
                    "coins": 3,
                    "points": 20,
                    "site": "country",
                    "party": [_member("poet", will=1, despair=1), _member("helmsman", will=1, despair=1)],
                    "treasures": [code for pair in TWO_POINTERS.values() for code in pair],
                    "explored": ["1t", "1t", "1t", "1t", "2t"],
                },
                _bob(explored=["2t", "2t", "2t", "3t", "3t", "3t"]),
            ],
        },
        actions=("regroup", "done"),
        facts={"over": True},
        rules=("scoring",),
    ),
)
"""Every worked example, in rulebook order."""

BY_NAME: dict[str, Example] = {example.name: example for example in EXAMPLES}


def facts_of(state: VentureForthState) -> dict[str, Any]:
    """The facts an example may check, from the state (codes, not card numbers)."""
    seats = range(state.players)
    party = [
        [
            {
                "card": CARD_CODE[a],
                "level": state.level[a],
                "level3": L3_CODE[state.level3[a]] if a in state.level3 else None,
                "will": state.will[a],
                "despair": state.despair[a],
            }
            for a in state.party[seat]
        ]
        for seat in seats
    ]
    return {
        "active": state.active,
        "turn": state.turn,
        "over": state.over,
        "coins": list(state.coins),
        "points": list(state.points),
        "position": list(state.position),
        "party": party,
        "hands": [sorted(CARD_CODE[c] for c in state.hands[seat]) for seat in seats],
        "spaces": {space: CARD_CODE[card] for space, card in sorted(state.spaces.items())},
        "wandering": sorted(CARD_CODE[c] for c in state.wandering),
        "discard": [CARD_CODE[c] for c in state.discard],
        "treasures": [sorted(TREASURE_CODE[t] for t in state.treasures[seat]) for seat in seats],
        "treasure_deck": [TREASURE_CODE[t] for t in state.treasure_deck[::-1]],  # top first
        "treasure_discard": [TREASURE_CODE[t] for t in state.treasure_discard],
        "explored": [len(tokens) for tokens in state.explored],
        "path_tokens": {path: TOKEN_CODE[token] for path, token in sorted(state.path_tokens.items())},
        "extra_turns": state.extra_turns,
        "final_order": None if state.final_order is None else list(state.final_order),
        "scores": state.scores(),
        "winners": state.winners(),
    }


def matches(example: Example, state: VentureForthState) -> dict[str, tuple[Any, Any]]:
    """The facts of ``example`` that ``state`` does not have: ``{key: (expected, actual)}``."""
    return differences(example.facts, facts_of(state))


def replay(example: Example, game: Game | None = None) -> tuple[VentureForthState, list[Event]]:
    """Build the example's position (with this game unless ``game`` is given) and apply its
    actions; the state and every event (the position's opening events first)."""
    from . import GAME

    state, events = play_out(example, GAME if game is None else game)
    return cast("VentureForthState", state), events
