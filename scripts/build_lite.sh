#!/usr/bin/env bash
# Build the JupyterLite site of venture_widgets: JupyterLab and Python (Pyodide) in the browser,
# with the tutorials and play notebooks, that runs with no server and no network at all.
#
#   bash scripts/build_lite.sh [WORK_DIR]      (default build/lite)  -> site in WORK_DIR/_output
#   python -m http.server -d build/lite/_output   then open http://localhost:8000/lab/index.html
#
# Needs, at build time only: npm and PyPI (Pyodide's core from npm, pure-Python wheels from PyPI),
# and a Python (PYTHON=..., default python) with this package's test extra installed:
# jupyterlite-core and jupyterlite-pyodide-kernel build the site; hatchling builds the wheel;
# anywidget and ipywidgets must be installed there, as their lab extensions (the widgets' front
# end) are copied into the site from that Python, and their Python halves are taken at the same
# versions. What goes in (see scripts/lite_site.py):
# - Pyodide itself, at the version the installed kernel extension expects, served by the site;
# - this repository's wheel and what it needs, added to pyodide-lock.json, so a notebook's
#   `import venture_widgets` loads it with no `%pip` line (and `%pip install venture_widgets`
#   finds it there); the same wheels in piplite's index of the site; PyPI fallback off;
# - tutorials/, notebooks/, docs/ and benchmarks/results/ as the wheel carries them (the layout of
#   the repository: links between them work, bots_and_balance reads ../benchmarks/results).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PY=${PYTHON:-python}
W=$(mkdir -p "${1:-$ROOT/build/lite}" && cd "${1:-$ROOT/build/lite}" && pwd)
if [ -n "$(ls -A "$W")" ] && [ ! -e "$W/.venture_widgets_lite" ]; then
  echo "$W is not empty and was not made by this script; refusing to clean it" >&2; exit 1; fi
touch "$W/.venture_widgets_lite"
# Always start clean: the build's doit cache can drop the pyodideUrl patch on a rebuild.
rm -rf "$W"/{_output,.jupyterlite.doit.db,static,wheels,wheels_lock,wheels_piplite,content,npm,jupyter-lite.json}
mkdir -p "$W"/{static/pyodide,wheels,npm}
START=$SECONDS

# 1. The Pyodide version the installed kernel extension expects (from its default CDN address)
EXT=$("$PY" -c "import sys; print(sys.prefix)")/share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension
PYODIDE=$(grep -rhoE 'cdn.jsdelivr.net/pyodide/v[0-9.]+/full/pyodide.mjs' "$EXT"/static/*.js \
  | head -1 | sed -E 's#.*/v([0-9.]+)/.*#\1#')
[ -n "$PYODIDE" ] || { echo "no jupyterlite-pyodide-kernel in $PY" >&2; exit 1; }
echo "pyodide $PYODIDE"

# 2. Pyodide's core (no package wheels) from npm
(cd "$W/npm" && npm pack --silent "pyodide@$PYODIDE" >/dev/null && tar xzf "pyodide-$PYODIDE.tgz")
cp "$W"/npm/package/{pyodide.mjs,pyodide.js,pyodide.asm.mjs,pyodide.asm.wasm,python_stdlib.zip,pyodide-lock.json,package.json} \
   "$W/static/pyodide/"

# 3. This repository's wheel, as `pip install .` would install it
"$PY" -m pip wheel -q --no-deps --no-build-isolation -w "$W/wheels" "$ROOT"

# 4. The lock, the wheels beside it and for piplite, the contents
"$PY" "$ROOT/scripts/lite_site.py" prepare "$W"
cat > "$W/jupyter-lite.json" <<'JSON'
{"jupyter-lite-schema-version": 0,
 "jupyter-config-data": {"appName": "venture_widgets", "exposeAppInBrowser": true,
   "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": {"disablePyPIFallback": true}}}}
JSON

# 5. Build: WORK_DIR/static/pyodide is taken as the site's Pyodide (pyodideUrl points at it)
(cd "$W" && "$PY" -m jupyterlite_core build --contents content --piplite-wheels wheels_piplite \
   --no-sourcemaps --output-dir _output)
"$PY" "$ROOT/scripts/lite_site.py" check "$W/_output"
echo "site: $W/_output ($(du -sh "$W/_output" | cut -f1), built in $((SECONDS - START)) s)"
