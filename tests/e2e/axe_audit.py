"""axe-core accessibility audits of a widget inside real JupyterLab, in its light and dark themes.

axe-core (an npm test dependency, ``node_modules/axe-core``) runs in the page on one widget's
root. Two things make its colour-contrast rule see what a person sees inside JupyterLab:

- JupyterLab's ``body`` has no height (its shell is absolutely placed), and axe then finds no
  background behind any text and files every contrast check under "incomplete" instead of
  failing it: the audit gives ``html`` and ``body`` the window's height first.
- The widget must be on screen: an element scrolled out of JupyterLab's notebook panel is
  "incomplete" too, so the root is scrolled into view before each run.

``audit`` returns the violations of serious or critical impact (what the tests must not have),
with the nodes' selectors and axe's summary of each failure; ``incomplete`` contrast checks are
returned apart, so a test can show them instead of letting them pass silently.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
BLOCKING = ("serious", "critical")

RUN_AXE_JS = """async (index) => {
  document.documentElement.style.height = '100%';
  document.body.style.height = '100%';
  const root = document.querySelectorAll('[data-testid=vw-root]')[index];
  root.scrollIntoView({ block: 'start' });
  const result = await window.axe.run(root, { resultTypes: ['violations', 'incomplete'] });
  const nodes = (rule) => rule.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' }));
  return {
    violations: result.violations.map((r) => ({ id: r.id, impact: r.impact, help: r.help, nodes: nodes(r) })),
    incomplete: result.incomplete.filter((r) => r.id === 'color-contrast')
      .map((r) => ({ id: r.id, impact: r.impact, help: r.help, nodes: nodes(r) })),
  };
}"""

THEMES = {"light": "JupyterLab Light", "dark": "JupyterLab Dark"}
THEME_IS_JS = "(light) => document.body.dataset.jpThemeLight === String(light)"
CHANGE_THEME_JS = "(name) => window.jupyterapp.commands.execute('apputils:change-theme', { theme: name })"


def audit(page, index: int = 0) -> dict[str, list[dict]]:
    """Run axe on the ``index``-th widget of the page: ``{"blocking": [...], "incomplete": [...]}``
    (violations of serious or critical impact; contrast checks axe could not decide)."""
    if not page.evaluate("() => Boolean(window.axe)"):
        assert AXE.exists(), f"axe-core is missing at {AXE}: run npm ci"
        page.add_script_tag(path=str(AXE))
    result = page.evaluate(RUN_AXE_JS, index)
    blocking = [v for v in result["violations"] if v["impact"] in BLOCKING]
    return {"blocking": blocking, "incomplete": result["incomplete"]}


def use_theme(page, theme: str) -> None:
    """Switch JupyterLab to ``theme`` ("light" or "dark") and wait until the page shows it."""
    page.evaluate(CHANGE_THEME_JS, THEMES[theme])
    page.wait_for_function(THEME_IS_JS, arg=theme == "light")


def describe(findings: list[dict]) -> str:
    """The findings as lines a failure message can show."""
    lines = []
    for rule in findings:
        lines.append(f"{rule['id']} ({rule['impact']}): {rule['help']}")
        lines.extend(f"    {node['target']}: {node['summary'][:300]}" for node in rule["nodes"][:8])
    return "\n".join(lines)
