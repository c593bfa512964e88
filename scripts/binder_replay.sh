#!/usr/bin/env bash
# Replay what repo2docker does with binder/ on a fresh environment: a venv of the Python that
# binder/runtime.txt names, `pip install -r binder/requirements.txt`, then binder/postBuild run
# from the repository's root; check the installed set is consistent and register the environment
# as the Jupyter kernel "vw-binder" in the Python environment that runs the tests (its prefix is
# the second argument). .ci/run then runs every notebook in that kernel under strict nbval
# (VW_NOTEBOOK_KERNEL=vw-binder, see conftest.py).
# Run:  bash scripts/binder_replay.sh ENV_DIR TEST_PREFIX
set -euo pipefail
cd "$(dirname "$0")/.."
env_dir=$1
test_prefix=$2
python="python$(sed -n 's/^python-//p' binder/runtime.txt)"
command -v "$python" >/dev/null || { echo "binder/runtime.txt asks for $python, which is not here" >&2; exit 1; }
rm -rf "$env_dir"
"$python" -m venv "$env_dir"
"$env_dir/bin/pip" install --quiet --upgrade pip
"$env_dir/bin/pip" install --quiet -r binder/requirements.txt
PATH="$(cd "$env_dir" && pwd)/bin:$PATH" bash binder/postBuild >/dev/null
"$env_dir/bin/pip" check
"$env_dir/bin/python" -m ipykernel install --prefix "$test_prefix" --name vw-binder \
  --display-name "Python (Binder's environment)" >/dev/null
echo "Binder's environment replayed in $env_dir: $("$env_dir/bin/python" --version), venture_widgets $("$env_dir/bin/python" -c 'import venture_widgets; print(venture_widgets.__version__)')"
