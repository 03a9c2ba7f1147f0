#!/usr/bin/env bash
# One entry point for a fresh machine (Debian 12, its Python 3.11):
#   ./run.sh serve [--port N]   set up, build both languages, serve on http://127.0.0.1:8000/
#                               (MkDocs' live-reload server; rebuilds all or nothing on edits)
#   ./run.sh test [pytest args] set up (venv + Debian chromium), lint, type-check, run every test
#   ./run.sh check              validate and verify quiz/ only (fast, for authors)
set -euo pipefail
cd "$(dirname "$0")"

VENV=.venv
PY="$VENV/bin/python"
export NO_MKDOCS_2_WARNING=1

apt_install() {
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

LOCK=requirements/lock.txt  # every package of the environment, pinned with hashes (README)

ensure_venv() {
  # Reinstall only when pyproject.toml or the lock changed since the last install.
  local stamp="$VENV/.installed-$(cat pyproject.toml "$LOCK" | sha256sum | cut -c1-16)"
  if [ ! -f "$stamp" ]; then
    echo "==> setting up $VENV (Python packages pinned with hashes in $LOCK)"
    if ! python3 -m venv "$VENV" >/dev/null 2>&1; then
      # Debian's python3 has no ensurepip without python3-venv.
      echo "==> installing Debian's python3-venv (apt-get)"
      apt_install python3-venv
      rm -rf "$VENV"
      python3 -m venv "$VENV"
    fi
    # Exactly the locked files (a changed or unlisted package fails), then the project
    # itself without resolving anything again.
    "$PY" -m pip install --quiet --disable-pip-version-check --require-hashes -r "$LOCK"
    "$PY" -m pip install --quiet --disable-pip-version-check --no-deps --no-build-isolation \
      -e .
    rm -f "$VENV"/.installed-*
    touch "$stamp"
  fi
}

ensure_node_modules() {
  # Workbox builds the offline service worker (pinned in package.json + package-lock.json);
  # reinstall only when the lock file changed.
  local stamp="node_modules/.installed-$(sha256sum package-lock.json | cut -c1-16)"
  if [ ! -f "$stamp" ]; then
    if ! command -v npm >/dev/null; then
      echo "==> installing Debian's npm (apt-get)"
      apt_install npm
    fi
    echo "==> npm ci (package-lock.json)"
    npm ci --no-audit --no-fund --silent
    touch "$stamp"
  fi
}

ensure_chromium() {
  # Browser tests drive Debian's chromium; Playwright never downloads a browser here.
  if [ ! -x /usr/bin/chromium ]; then
    echo "==> installing Debian's chromium (apt-get)"
    apt_install chromium
  fi
}

cmd="${1:-}"
[ $# -gt 0 ] && shift
case "$cmd" in
  serve)
    ensure_venv
    ensure_node_modules
    exec "$PY" scripts/build_site.py --serve "$@"
    ;;
  test)
    ensure_venv
    ensure_node_modules
    ensure_chromium
    echo "==> ruff"
    "$VENV/bin/ruff" check .
    echo "==> mypy"
    "$VENV/bin/mypy"  # [tool.mypy] in pyproject.toml: hare_rules, refresher, hooks, scripts
    echo "==> pytest"
    # One worker per core (pytest-xdist), a test module's tests on one worker (loadscope: a
    # module's fixtures, such as the pictures shot once, are made once); each worker that
    # runs browser tests builds its own site (tests/site/conftest.py), so the browser tests
    # no longer queue on one worker. `-n 0` runs everything in-process.
    exec "$VENV/bin/pytest" -q -n auto --dist loadscope "$@"
    ;;
  check)
    ensure_venv
    # = scripts/build_site.py --check (the same cached refresher.check, without the build's imports)
    exec "$PY" -m refresher.check "$@"
    ;;
  *)
    echo "usage: ./run.sh serve [--port N] | test [pytest args] | check" >&2
    exit 2
    ;;
esac
