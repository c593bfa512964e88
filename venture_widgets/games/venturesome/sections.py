"""The rulebook sections Venturesome's rule ids stand for (``Game.rules``): what an event's or an
explanation's ``rule`` names, in the words of the rulebook's headings.

>>> SECTIONS["turn.play"], SECTIONS["threats.rope_bridge"]
("Player's Turn, step I", 'Threat Cards: Rope Bridge')

:data:`RULEBOOK` is the other table: every section of the rulebook that holds rules, by an id of
ours, with its heading. Each lesson step names the ones it teaches (``teaches=``), and a test
checks that every one of them is taught.

>>> RULEBOOK["round_end.third_round"]
'End of Round and Preparing the Next: the third round'
"""

from __future__ import annotations

from .data import CHARACTERS, THREATS

SECTIONS: dict[str, str] = {
    "setup": "Setup",
    "gameplay.turn": "Gameplay",
    "turn.play": "Player's Turn, step I",
    "turn.effect": "Player's Turn, step II",
    "turn.last_card": "Player's Turn, the notes on playing your last card",
    "turn.cannot_play": "Player's Turn, step III, case 2",
    "turn.resolve_threat": "Player's Turn, step III: resolving a threat",
    "turn.alone_in_round": "Player's Turn, the note on players who left the round",
    "round.end": "End of Round and Preparing the Next",
    "round.reveal_threats": "End of Round and Preparing the Next, step 2",
    "round.deal": "End of Round and Preparing the Next, step 3",
    "round.short_deal": "End of Round and Preparing the Next, the note on the third round",
    "round.intimidation_reset": "End of Round and Preparing the Next, step 4",
    "round.first_player": "End of Round and Preparing the Next, step 5",
    "scoring": "End of Game and Scoring",
    "scoring.most_points": "End of Game and Scoring: most points",
    "scoring.tiebreak_cards": "End of Game and Scoring: tie, fewer treasure cards",
    "scoring.tiebreak_gems": "End of Game and Scoring: tie, fewer points from gems",
    "scoring.disqualified": "End of Game and Scoring: tie, disqualification",
    "scoring.fewest_points": "End of Game and Scoring: the fewest points after a disqualification",
    "scoring.winner": "End of Game and Scoring: the winner",
    "scoring.nobody_wins": "End of Game and Scoring: everyone disqualified",
    **{c.rule: f"Character Card Effects: {c.name}" for c in CHARACTERS.values()},
    **{t.rule: f"Threat Cards: {t.name}" for t in THREATS},
}

RULEBOOK: dict[str, str] = {
    "contents": "Contents",
    "contents.anatomy": "Contents: card anatomy",
    "setup": "Setup",
    "gameplay": "Gameplay",
    "turn.step_1": "Player's Turn, step I",
    "turn.step_2": "Player's Turn, step II",
    "turn.step_3": "Player's Turn, step III",
    "turn.resolving": "Player's Turn: resolving a threat",
    "turn.out_of_round": "Player's Turn: the note on players out of the round",
    "round_end": "End of Round and Preparing the Next",
    "round_end.third_round": "End of Round and Preparing the Next: the third round",
    "scoring": "End of Game and Scoring",
    "scoring.ties": "End of Game and Scoring: ties",
    **{c.rule: f"Character Card Effects: {c.name}" for c in CHARACTERS.values()},
    **{t.rule: f"Threat Cards: {t.name}" for t in THREATS},
}
