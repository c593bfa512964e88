#!/usr/bin/env python
"""Write ``notebooks/bots_and_balance.ipynb`` without outputs; then run
``scripts/refresh_notebooks.py`` on it to store the outputs strict nbval compares.

Per game: the strength ladder read from its saved run, a small seeded greedy-against-greedy
tournament played live (seat and first-player advantage, score distributions, as SVG charts
and in words), then what the bigger saved run (``benchmarks/results/balance_<game>.csv``,
docs/balance.md) says. Every run is seeded and small, so the notebook gives the same output on
every run and runs in well under a minute.

    python scripts/make_balance_notebook.py && python scripts/refresh_notebooks.py notebooks/bots_and_balance.ipynb
"""

from __future__ import annotations

import json

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell
from notebooks_common import ROOT, finished, stable_ids

#: Per competitive game: its title, the bots (one per seat), the games played live, and what the
#: saved run says (markdown, from docs/balance.md's figures).
GAMES: dict[str, tuple[str, list[str], int, str]] = {
    "venturesome": (
        "Venturesome",
        ["greedy"] * 3,
        60,
        "Sixty games show nothing, as they should: their intervals are about ±12 points wide. The 2,000 "
        "saved games do. The seat numbers make no difference (each seat within two points of the fair 33.3%, "
        "and the same mean score of 18.2 to 18.3 points), so our reconstructed deck, the same nine-card mix "
        "for every colour, favours no seat. The turn order does matter: the player who starts round 1 wins "
        "38.9% of the games (95% interval 36.8% to 41.1%) and scores 0.9 points more than the others in the "
        "same games; the third player wins only 28.6%. The turn order itself is the rulebook's (later rounds "
        "start left of the last player to resolve a threat), but how much an early pick of character and "
        "symbol is worth depends on our deck: that edge, about one game in eighteen, is what a designer "
        "would look at first.",
    ),
    "venture_2019": (
        "Venture (2019)",
        ["greedy"] * 3,
        40,
        "The forty games above flag nothing, as forty games rarely can (intervals about ±15 points). The "
        "1,200 saved games flag seat 1 (29.9%, 95% interval 27.4% to 32.6%) and seat 2 (36.2%, 33.6% to "
        "39.0%), each just clear of the fair 33.3%; no rule treats a seat number differently, and every place "
        "in the turn order is fair (32.5% to 34.4%), so these read as the flags twelve checks at 95% give by "
        "chance. Seats complete 2.7 missions on average. The first player (the holder of the highest mission, "
        "as the rulebook says) has no measurable edge. Seats hide our reconstructed talents, though: roles are "
        "dealt at random, so a strong talent helps whichever seat draws it. Counted by role (docs/balance.md), "
        "the **Chemist's holder wins 44.3%** of the 183 games (of 400) it was dealt in (95% interval 37.3% to "
        "51.5%) against a fair third: our Distillation talent, taking the very instrument a mission needs from "
        "the discard pile, is worth more than the others.",
    ),
    "venture_forth": (
        "Venture Forth",
        ["greedy"] * 3,
        20,
        "Twenty games flag seat 1's score (8.6 points behind the others in the same games), which the saved "
        "games do not repeat. The 500 saved games (intervals about ±4 points) show no seat edge. Two checks "
        "flag, both just: the first player wins 28.8% (95% interval 25.0% to 32.9%) and scores 1.6 points "
        "less, and the second player wins 37.5% (33.4% to 41.8%). The first player starts with fewer coins, "
        "as the rulebook says, which may overshoot; but with twelve checks at 95%, one or two such flags are "
        "what chance gives, so a longer run should settle it. What does stand out is the score spread: most "
        "games end between 41 and 58 points, but a few run away (111, 98 and 97 points), mostly on the score "
        "track (ambitions met, level cards converted). Our reconstructed Level II and Level III cards, "
        "ambitions and the abilities that pay points are where to look.",
    ),
    "wild_venture": (
        "A Wild Venture",
        ["greedy"] * 2,
        20,
        "Read the turn order with care here: the game's first decision is the Initiate choice, made by the "
        'player who does not start, so "moves 1st" and "first player" above are the player who picks an '
        'Initiate first and takes the second turn, and "moves 2nd" is the starting player. Then the picture '
        "is plain, already in twenty games and beyond doubt in the 500 saved ones: **the starting player wins "
        "72.9% of the games** (95% interval 68.8% to 76.6%, against a fair 50%) and scores 8.5 points more "
        "(7.0 to 10.0), with seat numbers making no difference. Choosing the Initiate first is the rulebook's "
        "compensation for starting second, and with our reconstructed Initiates, Starters, cards and board it "
        "falls far short: even the player who picked the best of our Initiates first loses two games in three, "
        "and Polliwog Initiate's holders win only 29.8% (docs/balance.md). This is the clearest imbalance in "
        "the kit.",
    ),
}
ADVENTUROUS_GAMES = 5  # voyages per difficulty played live
ADVENTUROUS = (
    "Five voyages per difficulty tell nothing (Legend even does better than Seasoned above). The 150 saved "
    "voyages per difficulty do: the bot wins 72.7% of Novice voyages, 65.3% of Seasoned, 65.3% of Veteran and "
    "56.0% of Legend (each about ±7 to 8 points), with mean scores of 43.0, 40.4, 41.0 and 39.6. The table of "
    "difficulties is the rulebook's (how many marvels of levels I, II and III go into the deck: 3/1/1, 2/2/1, "
    "1/2/2, 1/1/3), but all marvel costs and restrictions save one are our reconstruction, and the steps they make are "
    "small and uneven: Veteran, which trades a level I marvel for a level III, is no harder than Seasoned, and "
    "the whole way from Novice to Legend costs about 3.4 points (95% interval 0.6 to 6.2). As we reconstructed "
    "them, the marvels of the three levels are closer in difficulty than the rulebook's table assumes; the "
    "level III costs are the first to raise."
)
SUMMARY = """## Where the reconstructed content looks unbalanced

From the bigger saved runs, greedy bots in every seat (the details, the tables and how they were
made are in [docs/balance.md](../docs/balance.md)):

- **A Wild Venture:** the starting player wins about 73% of the games and scores 8.5 points more.
  Choosing an Initiate first does not make up for starting second with our Initiates, Starters,
  cards and board, and our Polliwog Initiate is the weakest of the three. The clearest imbalance
  in the kit.
- **Adventurous:** the difficulties barely differ. Veteran is no harder than Seasoned, and Legend
  costs about 3.4 points against Novice: our marvels of the three levels are too close in difficulty.
- **Venturesome:** the player who starts round 1 wins 38.9% of three-player games against a fair
  33.3%; the deck favours no seat.
- **Venture Forth:** no real seat edge (the first player's shortfall is marginal), but a few games
  run away to nearly 100 points and more, mostly on the score track: our level cards, ambitions and
  point-paying abilities are worth a look.
- **Venture (2019):** two marginal seat flags that read as chance, but the Chemist's holder wins
  44.3% of the games against a fair third: our Distillation talent is too strong.

All of this is how greedy bots play, which look one move ahead; a stronger player may find other
edges. A flag calls for a longer run and a look at the content, not a verdict."""

INTRO = """# Bots and balance: who wins, who moves first, how the scores spread

For each of the five games this notebook shows {ladder}whether a seat or the first player wins
more than a fair share, and how the final scores are spread, as charts and in words; then it
says where our reconstructed content ([docs/reconstructions.md](../docs/reconstructions.md))
looks unbalanced.

**These are small samples.** The games below are played live when you run the notebook: 20 to
60 seeded games of greedy bots against each other per game, so that it runs in under a minute
and gives the same output every time. With so few games a win rate is known only to ±12 to ±20
points, and only a large edge can show. Each game's section therefore also reads a bigger saved
run of the same bots (`benchmarks/results/balance_<game>.csv`, 150 to 2,000 games; its figures
are in [docs/balance.md](../docs/balance.md)). To play more yourself, on every local core or on
a Dask cluster:

```
python -m venture_widgets tournament venturesome --bots greedy,greedy,greedy --games 2000 --out venturesome.csv
python -m venture_widgets tournament venturesome --bots greedy,greedy,greedy --games 20000 --dask HOST:8786 \\
    --out big.csv
```

then analyse the rows here: `balance_notes(read_rows("venturesome.csv"))`, `seats_and_scores(...)`. Other
bots are named the same way (`--bots mcts:200,greedy,greedy`): the notes then warn that a seat's
edge mixes the seat with its bot.

**How to read the charts.** A win-rate chart has one row per seat and one per place in the
first turn order ("moves 1st" is the first player), each a dot with its 95% interval; the
bottom row marks the fair share, one over the number of players. A score chart shows every
game's final score as a dot, one row per seat, the orange tick at the mean."""

LADDER = """

**The strength ladder** of each game is a seeded round-robin of the random and greedy bots and
MCTS at three budgets (`benchmarks/ladder.py`; its figures are in the README), read from its
saved rows and fitted again here: Bradley-Terry ratings on the Elo scale with random at 0 and
95% bootstrap intervals, best on top. In Adventurous, where the crew shares one score, each bot is
rated by its crew's mean score instead."""

HELPERS = '''import json
from pathlib import Path

from IPython.display import SVG, display

from venture_widgets.agents.tournament import tournament
from venture_widgets.balance.analysis import balance_notes, score_summaries, team_record, win_rates
from venture_widgets.balance.ladder import chart, from_rows, read_rows
from venture_widgets.balance.plots import histogram, interval_chart, strip_chart

RESULTS = Path("..") / "benchmarks" / "results"
LADDER_SEED = 2026  # benchmarks/ladder.py's seed: the same fit gives the same intervals as the README's


def strength_ladder(game):
    """The saved round-robin of random, greedy and MCTS bots (benchmarks/ladder.py), fitted again here."""
    games_per_lineup = json.loads((RESULTS / f"ladder_{game}.json").read_text())["games_per_lineup"]
    result = from_rows(game, read_rows(RESULTS / f"ladder_{game}.csv"), games_per_lineup, seed=LADDER_SEED)
    display(SVG(chart(result)))
    print(result.table())


def rate_chart(rates, title):
    """Win rates in percent with their 95% intervals, and the fair share as the last row."""
    fair = 100 * rates[0].fair
    return SVG(
        interval_chart(
            [rate.label for rate in rates] + ["fair share"],
            [100 * rate.rate for rate in rates] + [fair],
            [100 * rate.low for rate in rates] + [fair],
            [100 * rate.high for rate in rates] + [fair],
            title=title,
            x_label="games won (%), shared wins split",
        )
    )


def seats_and_scores(rows, title, dots=True):
    """Win rate by seat and by place in the turn order; the final scores, every game a dot per seat
    (``dots``) or all seats in one histogram (for a big run); then in words."""
    display(rate_chart(win_rates(rows) + win_rates(rows, by="position"), f"{title}: who wins"))
    by_seat = score_summaries(rows)
    if dots:
        groups = {summary.label: summary.values for summary in by_seat}
        display(SVG(strip_chart(groups, title=f"{title}: final scores by seat", x_label="final score")))
    else:
        scores = [row["score"] for row in rows]
        display(SVG(histogram(scores, title=f"{title}: final scores", x_label="final score", y_label="seats")))
    summaries = by_seat + score_summaries(rows, by="position")
    print("\\n".join(str(summary) for summary in summaries), end="\\n\\n")
    print("\\n".join(balance_notes(rows)))


def saved_rows(name):
    """The rows of a bigger saved run, benchmarks/results/balance_<name>.csv (see docs/balance.md)."""
    return read_rows(RESULTS / f"balance_{name}.csv")


DIFFICULTIES = ("novice", "seasoned", "veteran", "legend")


def difficulty_charts(runs, title):
    """A cooperative game's success rate and team scores, one row per difficulty."""
    records = [team_record(rows, difficulty) for difficulty, rows in runs.items()]
    display(
        SVG(
            interval_chart(
                [won.label for won, _ in records],
                [100 * won.rate for won, _ in records],
                [100 * won.low for won, _ in records],
                [100 * won.high for won, _ in records],
                title=f"{title}: voyages won",
                x_label="voyages Successful or better (%)",
            )
        )
    )
    groups = {scores.label: scores.values for _, scores in records}
    display(SVG(strip_chart(groups, title=f"{title}: team scores", x_label="final team score")))
    for won, scores in records:
        print(f"{won} won; mean score {scores.mean:.1f}, spread {scores.spread:.1f}")'''


def ladder_cells(game: str) -> list[nbformat.NotebookNode]:
    """The game's strength ladder, read from its saved run (none until benchmarks/ladder.py has saved it)."""
    if not (ROOT / "benchmarks" / "results" / f"ladder_{game}.csv").is_file():
        return []
    return [new_markdown_cell("### Strength ladder"), new_code_cell(f'strength_ladder("{game}")')]


def game_cells(game: str, title: str, bots: list[str], games: int, verdict: str) -> list[nbformat.NotebookNode]:
    """A competitive game's section: the ladder, the live tournament, the saved run, what it says."""
    return [
        new_markdown_cell(f"## {title}"),
        *ladder_cells(game),
        new_markdown_cell(
            f"### Seats, first player and scores: {games} games now\n\n{len(bots)} greedy bots, "
            f"{games} seeded games (seeds 0 to {games - 1})."
        ),
        new_code_cell(
            f'rows = tournament("{game}", {json.dumps(bots)}, games={games}, seed=0).rows\n'
            f'seats_and_scores(rows, "{title}, {games} games")'
        ),
        new_markdown_cell(f"### The bigger saved run\n\nThe same bots; the games above are its first {games}."),
        new_code_cell(f'seats_and_scores(saved_rows("{game}"), "{title}, saved run", dots=False)'),
        new_markdown_cell(f"### What it says\n\n{verdict}"),
    ]


def adventurous_cells(games: int, verdict: str) -> list[nbformat.NotebookNode]:
    """Adventurous's section: a team has no seat to favour, so the question is the difficulty levels."""
    return [
        new_markdown_cell(
            "## Adventurous\n\nThe seats play as one crew and share one score, so there is no seat or "
            "first-player advantage to measure (the notes below say so). What can be out of balance is the "
            "difficulty: Novice, Seasoned, Veteran and Legend put more of the harder marvels into the deck, "
            "so the crew should win less often and score less at each step. (In the ladder below greedy sails in "
            "a crew of two; a crew of greedy bots still sails worse than one bot alone, as said further down.)"
        ),
        *ladder_cells("adventurous"),
        new_markdown_cell(
            f"### The four difficulties: {games} voyages each now\n\nOne greedy bot sailing alone, seeds 0 to "
            f"{games - 1} at each difficulty; a voyage is won when it ends Successful or better. (Alone, because "
            "a crew of greedy bots still sails worse: a crew of three scored 42.7 points on average on seeds 0 "
            "to 15, one bot alone 47.1; see docs/balance.md.)"
        ),
        new_code_cell(
            f"""runs = {{
    difficulty: tournament("adventurous", ["greedy"], games={games}, seed=0, difficulty=difficulty).rows
    for difficulty in DIFFICULTIES
}}
difficulty_charts(runs, "Adventurous, {games} voyages each")
print("\\n".join(balance_notes(runs["novice"])))"""
        ),
        new_markdown_cell(
            "### The bigger saved run\n\nThe same bot, 150 voyages at each difficulty; the voyages above are its first."
        ),
        new_code_cell(
            """saved = {difficulty: saved_rows(f"adventurous_{difficulty}") for difficulty in DIFFICULTIES}
difficulty_charts(saved, "Adventurous, saved run")
print("\\n".join(balance_notes(saved["novice"])))"""
        ),
        new_markdown_cell(f"### What it says\n\n{verdict}"),
    ]


def notebook() -> nbformat.NotebookNode:
    saved = [game for game in [*GAMES, "adventurous"] if ladder_cells(game)]
    ladder = "how strong the bots are (the strength ladder), " if saved else ""
    intro = INTRO.format(ladder=ladder) + (LADDER if saved else "")
    cells = [new_markdown_cell(intro), new_code_cell(HELPERS)]
    for game, (title, bots, games, verdict) in GAMES.items():
        cells += game_cells(game, title, bots, games, verdict)
    cells += adventurous_cells(ADVENTUROUS_GAMES, ADVENTUROUS)
    cells.append(new_markdown_cell(SUMMARY))
    return finished(cells)


def main() -> None:
    path = ROOT / "notebooks" / "bots_and_balance.ipynb"
    nbformat.write(stable_ids(notebook(), "balance"), path)
    print(f"wrote {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
