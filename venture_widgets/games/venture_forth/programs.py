"""Venture Forth's fixed programs: setup, the turn, each action and its steps, a Venture Forth
journey, ambitions and the small decisions they share. Card abilities are programs in the
content itself (:mod:`.treasures`, :mod:`.levels`).

Each op that asks a question is followed by the op that acts on the answer, in a frame of their
own, so a step that cannot apply skips only itself.

>>> [o.name for o in TURN]
['start_turn', 'choose_action', 'take_action', 'end_turn']
"""

from __future__ import annotations

from ...core.effects import Program, op

SETUP: Program = (op("setup_seats"), op("begin_play"))
STARTER: Program = (op("choose_start"), op("take_start"))
PAWN: Program = (op("choose_pawn"), op("take_pawn"))
TURN: Program = (op("start_turn"), op("choose_action"), op("take_action"), op("end_turn"))
ACTION: Program = (op("choose_action"), op("take_action"))

PLACE_WILL: Program = (op("choose_will"), op("take_will"))
WILL_OR_COIN: Program = (op("choose_resource"), op("take_resource"))
WILL_PLUS: Program = (op("choose_plus"), op("take_plus"), op("gifts"))
GIFT: Program = (op("choose_gift"), op("take_gift"))
PLACE_TOKEN: Program = (op("reveal_token"), op("choose_token_path"), op("take_token_path"))
DRAW_ONE: Program = (op("draw_after_play"),)
REGROUP: Program = (op("choose_regroup"), op("take_regroup"))

ENCOUNTER: Program = (op("meet"),)
ADVENTURER: Program = (op("ambitions", event="encounter"), op("choose_recruit"), op("take_recruit"))
ENEMY: Program = (op("ambitions", event="encounter"), op("choose_exert"), op("take_exert"))
EXERT: Program = (op("choose_exert"), op("take_exert"))
FIGHT: Program = (op("fight"),)
PAY_WILL: Program = (op("choose_lose"), op("take_lose"))
PAY_COIN: Program = (op("pay_coin"),)
DESPAIR: Program = (op("choose_despair"), op("take_despair"))
ARRIVE: Program = (op("arrive"), op("ambitions", event="arrive"), op("take_explore_token"), op("end_journey"))
LOOK: Program = (op("look"), op("choose_keep"), op("take_keep"))

AMBITION: Program = (op("choose_ambition"), op("take_ambition"))
LEVEL_THREE: Program = (op("choose_level3"), op("take_level3"))

HESTIA: Program = (op("choose_will"), op("take_will"), op("hestia_despair"))
HERMES: Program = (op("choose_site"), op("take_site"))
HADES: Program = (op("choose_hades"), op("take_hades"))
REMOVE_DESPAIR: Program = (op("choose_relief"), op("take_relief"))
MOVE_ADJACENT: Program = (op("choose_adjacent"), op("take_site"))
UPRIGHT: Program = (op("choose_upright"), op("take_upright"))
SIFT: Program = (op("choose_sift"), op("take_sift"))

#: What a party pays for each symbol an undefeated enemy desires.
PENALTY: dict[str, Program] = {"will": PAY_WILL, "coin": PAY_COIN, "despair": DESPAIR}
