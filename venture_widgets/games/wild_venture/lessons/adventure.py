"""The third lesson of A Wild Venture: adventuring, from the rulebook's worked examples.

Each example is replayed live up to the learner's first choice in its position; from there the
learner walks on, and the texts say where their Adventurer stands and what lies ahead.
"""

from __future__ import annotations

from ....tutor.model import Do, Lesson, Move, Say, Setup, View
from ..examples import BY_NAME
from ..model import STARTER_OF
from ..programs import TOKEN_NAMES
from ..words import starter_name
from .common import GAME, ahead, at_turn_choice, example, goal, mine, space, turn_over, turn_summary, walk_on


def _token_taken(view: View) -> str:
    """The token the learner took on the space they stand on (``""`` if none)."""
    token = space(view).token
    return TOKEN_NAMES[token] if token in TOKEN_NAMES and space(view).id not in view["board"]["tokens"] else ""


def _starter_reward(view: View) -> str:
    """The Starter reward of the space the learner stopped on (or of the token they took there)."""
    prompt = view["decision"]["prompt"]
    starter = next(starter_name(species) for species in STARTER_OF if starter_name(species) in prompt)
    token = _token_taken(view)
    source = f"The {token} token you took on {space(view).name}" if token else space(view).name
    return (
        f"{source} gives a Starter reward: activate your {starter} now, or flip it to its upgraded side for good "
        "(rulebook: Claiming a Reward)."
    )


def _second_walk(view: View) -> str:
    """The second Main Action, with the tokens on the board (or the one the learner took) and the ways ahead."""
    token = _token_taken(view)
    tokens = (
        f"the {token} token you stopped on gave its reward instead of the space's (our reading) and left the game"
        if token
        else "stop on a +5, Nest or Gold Chest token to take its reward (instead of the space's: our reading), and "
        "it leaves the game"
    )
    return (
        f"Second Main Action. **Tokens** (rulebook: Claiming tokens): {tokens}; one you pass stays. From "
        f"{space(view).name}: {ahead(view)}."
    )


def _enchantment_ahead(view: View) -> str:
    """Enchantment tokens, and the way on to the next Enchantment space."""
    return (
        "**Enchantment tokens**: stop on an Enchantment space to take one, unless you own that kind already, loose "
        f"or on a Building. From {space(view).name}, walk on to {ahead(view)}."
    )


def _enchantment_here(view: View) -> str:
    """The Enchantment tokens on the learner's space, whether they own that kind, and the ways on."""
    owned = {token["type"] for token in mine(view)["enchantments"]}
    here = view["board"]["enchantments"].get(space(view).id, [])
    kinds = " and ".join(sorted({f"{kind}{' (you own one)' if kind in owned else ''}" for kind in here}))
    return f"{walk_on(view)} The token{'s' if len(here) > 1 else ''} here: {kinds or 'none left'}."


def _wizard_or_joe(move: Move) -> str:
    """Which Villager the Gold Chest set off, and what it walks with."""
    wizard = "frog_wizard" in move.action
    return f"{'Frog Wizard' if wizard else 'The Mighty Joe'} sets off again, its Supply untouched" + (
        ": Gain rewards become Draws." if wizard else ", with no Draw bonus."
    )


_CHESTS = (
    "You paid the coin for an **Iron Chest** (rulebook: Claiming a Reward). Its choice: tuck a card from your "
    "hand, add a Supply to one of your Villagers, or Consider 3: Draw 1, Trash 2. A **Gold Chest**: tuck 2, "
    "activate one of your Villagers, or Consider 5: Draw 2, Trash 3. A **Ruby Chest**: tuck 3, take any 2 cards "
    "from the Trash (tuck one, play the other free), or Consider 5 to tuck 1, draw 2 and trash 2. A chest at a "
    "path's end sends your Adventurer Home when your turn ends."
)


ADVENTURE = Lesson(
    id="adventure",
    game=GAME,
    title="Adventuring",
    summary="Moving on the board, rewards, tokens, chests, the rulebook's detailed example, and the paths "
    "with costs of the Autumn side.",
    sections=[
        "adventure.move",
        "adventure.reward",
        "adventure.tokens",
        "adventure.path_cost",
        "adventure.cannot_move",
        "rewards.starter",
        "rewards.iron_chest",
        "rewards.gold_chest",
        "effects.activate",
    ],
    steps=[
        Setup(
            scenario=example("adventure_west"),
            text="**Adventure X** (rulebook: Adventuring) moves your Adventurer up to X spaces: at least one if it "
            "can, fewer if you like. From Home you pick any path, then you only go forward, choosing a branch at "
            "each junction. Adventurers may share a space. (The boards are our reconstruction.)",
            teaches=["effects.adventure", "adventuring"],
        ),
        Do(
            list(BY_NAME["adventure_west"].actions[:3]),
            text="The rulebook's trip west: The Mighty Joe (*Adventure 3*) walked to the Mossy Crossroads, a "
            "junction, with one step left. Only the space where you stop pays (rulebook: Claiming a Reward).",
            teaches=["adventuring.reward"],
        ),
        goal(walk_on, demo=BY_NAME["adventure_west"].actions[3:4], teaches=["adventuring"]),
        goal(_starter_reward, until=at_turn_choice, demo=BY_NAME["adventure_west"].actions[4:5]),
        goal(
            _second_walk,
            until=turn_over,
            demo=[*BY_NAME["adventure_west"].actions[5:], "move wa1", "stop"],
            teaches=["adventuring.tokens"],
        ),
        Say(turn_summary),
        Setup(
            scenario=example("cannot_move"),
            text="**The Autumn side** (rulebook: Adventuring): some steps cost coins or cards from your hand, paid "
            "before you step; one you cannot pay is closed. You must move if you can: you stay put only at a path's "
            "end, or where no way ahead is affordable, as here, with no coin and no card.",
        ),
        Do(list(BY_NAME["cannot_move"].actions), text="Your Lilypad cannot move you: no step, no reward."),
        Setup(
            scenario=example("autumn_pay_path"),
            text="The rulebook's paid step: from Rookery Ridge, with 1 coin, the way north-east costs 1 coin.",
        ),
        Do(list(BY_NAME["autumn_pay_path"].actions), text=_CHESTS),
        Setup(
            scenario=example("detailed_adventure"),
            text="**The rulebook's detailed example** (rulebook: Detailed Adventure example). Frog Wizard "
            "(*Adventure 3*) turns Gain rewards into Draws of the same size while it adventures; The Mighty Joe "
            "(*Adventure 3*) does not. You own star and moon tokens.",
            teaches=["adventuring.example"],
        ),
        Do(
            list(BY_NAME["detailed_adventure"].actions[:7]),
            text="Frog Wizard took the left fork, and its Gain 3 became Draw 3. Joe, your second Main Action, "
            "stopped on the Sunken Shrine, a Gold Chest, whose reward you chose: activate one of your Villagers.",
        ),
        goal(
            "Which one? Activated by an effect, a card spends no Supply and its Main Action is not used up: Frog "
            "Wizard may go again.",
            outcome=_wizard_or_joe,
            demo=BY_NAME["detailed_adventure"].actions[7:8],
            teaches=["turn.activate"],
        ),
        goal(
            _enchantment_ahead,
            goal=lambda move: move.action != "stop",
            miss="Walk on: stopping here would end your turn one step short of the Enchantment space.",
            refuse=True,
            demo=BY_NAME["detailed_adventure"].actions[8:9],
            teaches=["adventuring.tokens"],
        ),
        goal(_enchantment_here, demo=BY_NAME["detailed_adventure"].actions[9:]),
    ],
)
