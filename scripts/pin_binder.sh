#!/usr/bin/env bash
# Pin Binder's environment: install binder/requirements.in into a fresh venv of the Python that
# binder/runtime.txt names and write every installed distribution, at its version, to
# binder/requirements.txt, so that a launch next year gets what CI tested (.ci/run replays it).
# Run:  bash scripts/pin_binder.sh
set -euo pipefail
cd "$(dirname "$0")/.."
python="python$(sed -n 's/^python-//p' binder/runtime.txt)"
command -v "$python" >/dev/null || { echo "binder/runtime.txt asks for $python, which is not here" >&2; exit 1; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
"$python" -m venv "$scratch/env"
"$scratch/env/bin/pip" install --quiet --upgrade pip
"$scratch/env/bin/pip" install --quiet -r binder/requirements.in
{
  echo "# Binder's environment, pinned (made by scripts/pin_binder.sh from binder/requirements.in with"
  echo "# $("$scratch/env/bin/python" --version); .ci/run installs exactly this and runs every notebook in it)."
  "$scratch/env/bin/pip" freeze --exclude-editable
} > binder/requirements.txt
echo "binder/requirements.txt: $(grep -c '==' binder/requirements.txt) pins"
