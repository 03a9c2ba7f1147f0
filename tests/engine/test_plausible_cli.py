"""`python -m hare_rules plausible` and `positions` from the command line, on the toy game
of tests/fixtures/games (found through HARE_RULES_GAME_PATH, as any further game is)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TOYS = ROOT / "tests" / "fixtures" / "games"

POSSIBLE = """\
edition: toy-race
scenarios:
  - id: apart
    given: {players: [{field: 3}, {field: 4}]}
    when: "+2"
    then: {legal: true}
"""
IMPOSSIBLE = """\
edition: toy-race
scenarios:
  - id: apart
    given: {players: [{field: 3}, {field: 4}]}
    then: {legal_moves: ["+2", "+3"]}
  - id: same-field
    given:
      players: [{field: 5}, {field: 5}, {field: 0}]
    then: {legal_moves: ["+1", "+2", "+3"]}
"""


def run(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "HARE_RULES_GAME_PATH": str(TOYS)}
    return subprocess.run([sys.executable, "-m", "hare_rules", *args], capture_output=True,
                          text=True, cwd=ROOT, env=env, check=False)


def test_possible_positions_exit_0(tmp_path):
    (tmp_path / "ok.yaml").write_text(POSSIBLE)
    result = run("plausible", str(tmp_path / "ok.yaml"))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "cannot arise" not in result.stdout


def test_an_impossible_position_is_named_at_its_given_line_and_exits_1(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text(IMPOSSIBLE)
    result = run("plausible", str(path))
    assert result.returncode == 1
    lines = [line for line in result.stdout.splitlines() if "cannot arise" in line]
    assert lines == [f"{path}:7: same-field: cannot arise in play: A and B both stand on "
                     "field 5; a move never ends on a taken field."]


def test_a_file_error_exits_2(tmp_path):
    result = run("plausible", str(tmp_path / "missing.yaml"))
    assert result.returncode == 2
    assert "missing.yaml:1: no such file or folder" in result.stdout
    broken = tmp_path / "broken.yaml"
    broken.write_text("edition: toy-race\nscenarios:\n  - id: x\n    given: [1\n")
    assert run("plausible", str(broken)).returncode == 2


def test_the_projects_scenarios_can_all_arise():
    result = run("plausible", "quiz", "tests/scenarios")
    assert result.returncode == 0, result.stdout[-3000:]


def test_positions_prints_one_parseable_notation_a_line():
    result = run("positions", "toy-race", "--count", "25", "--seed", "3")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 25 and all(line.startswith("toy-race ") for line in lines)
    assert run("positions", "toy-race", "--count", "25", "--seed", "3").stdout == result.stdout
    assert run("positions", "toy-race", "--count", "25", "--seed", "4").stdout != result.stdout


def test_positions_refuses_what_it_cannot_do():
    assert run("positions", "no-such-game").returncode == 2
    bad = run("positions", "toy-race", "--players", "7")
    assert bad.returncode == 2 and "played by 2, 3 players" in bad.stderr
    knob = run("positions", "toy-race", "--knob", "podium=3")
    assert knob.returncode == 2 and "unknown knob 'podium'" in knob.stderr
