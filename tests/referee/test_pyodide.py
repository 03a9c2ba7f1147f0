"""The engine's conformance under both Pythons: native CPython (this interpreter, 3.11 on
the project's machines) and Pyodide 314's CPython 3.14 in Node, with the very files the
site serves (node_modules/pyodide, and the engine archive the build makes from the
source). On seeded positions of every game both give the same legal actions, the same
reasons (codes and sentences) against every candidate action, and the same referee
answers (view and verdicts, as the referee page receives them)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from hare_rules.games import GAMES
from refresher.render.referee import PYODIDE_VERSION, engine_archive

from . import conformance

ROOT = Path(__file__).resolve().parents[2]
RUNNER = Path(__file__).with_name("pyodide_runner.mjs")
PYODIDE = ROOT / "node_modules" / "pyodide"


@pytest.fixture(scope="module")
def cases() -> list[tuple[str, str]]:
    return conformance.positions(sorted(GAMES))


@pytest.fixture(scope="module")
def under_pyodide(cases, tmp_path_factory) -> tuple[str, list[dict]]:
    if shutil.which("node") is None or not PYODIDE.is_dir():
        pytest.fail("no node or node_modules/pyodide: run `npm ci` (run.sh does)")
    folder = tmp_path_factory.mktemp("pyodide")
    name, data = engine_archive()
    (folder / name).write_bytes(data)
    (folder / "cases.json").write_text(json.dumps(cases), encoding="utf-8")
    result = subprocess.run(["node", str(RUNNER), str(folder / name), str(folder / "cases.json")],
                            capture_output=True, text=True, check=False, timeout=300, cwd=ROOT)
    assert result.returncode == 0, result.stderr[-2000:]
    version = result.stderr.strip().splitlines()[0]
    return version, json.loads(result.stdout)


def test_the_runner_uses_the_pinned_pyodide_and_its_python():
    package = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    assert package["devDependencies"]["pyodide"] == PYODIDE_VERSION
    installed = json.loads((PYODIDE / "package.json").read_text(encoding="utf-8"))
    assert installed["version"] == PYODIDE_VERSION


def test_every_game_has_positions(cases):
    assert {game for game, _ in cases} == set(GAMES)
    assert len(cases) >= 3 * len(GAMES)


def test_pyodide_and_native_python_agree(cases, under_pyodide):
    version, pyodide = under_pyodide
    assert version.startswith("3.14"), version
    native = json.loads(conformance.run(json.dumps(cases)))
    assert len(pyodide) == len(native) == len(cases)
    for mine, theirs in zip(native, pyodide, strict=True):
        where = f"{mine['game']}: {mine['notation']}"
        assert theirs["legal"] == mine["legal"], where
        assert theirs["reasons"] == mine["reasons"], where
        assert theirs["view"] == mine["view"], where
        assert theirs["attempts"] == mine["attempts"], where
        # and the referee lists exactly the engine's legal actions
        assert sorted(a["token"] for a in mine["view"]["actions"]) == mine["legal"], where
        illegal = [t for t, reasons in mine["reasons"].items() if reasons]
        for token in illegal:
            assert mine["attempts"][token]["legal"] is False, (where, token)
            assert [r["code"] for r in mine["attempts"][token]["reasons"]] == \
                [code for code, _ in mine["reasons"][token]], (where, token)
