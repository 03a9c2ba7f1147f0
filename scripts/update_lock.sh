#!/usr/bin/env bash
# Refresh requirements/lock.txt: every package of the environment (pyproject.toml's
# dependencies, its `test` extra and the build backend of requirements/build.in) pinned with
# its hashes, by pip-tools' pip-compile.  Run it after changing a pin in pyproject.toml and
# commit both files; `./run.sh` installs exactly the lock (`pip install --require-hashes`).
#   scripts/update_lock.sh                      # keep the other pins, add what changed
#   scripts/update_lock.sh --upgrade-package X  # move one package to its newest version
set -euo pipefail
cd "$(dirname "$0")/.."
TOOLS=.venv-lock  # pip-tools in a venv of its own, never in the project's
if [ ! -x "$TOOLS/bin/pip-compile" ]; then
  python3 -m venv "$TOOLS"
  "$TOOLS/bin/pip" install --quiet --disable-pip-version-check pip-tools==7.6.2
fi
"$TOOLS/bin/pip-compile" --quiet --generate-hashes --allow-unsafe --extra test --strip-extras \
  --no-emit-index-url --no-emit-find-links --output-file requirements/lock.txt \
  pyproject.toml requirements/build.in "$@"
