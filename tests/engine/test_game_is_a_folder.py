"""A game is a folder: the toy game in tests/fixtures/games (engine) and
tests/fixtures/toy-quiz (content) is picked up by the `check` command, the content layer
and the site build through HARE_RULES_GAME_PATH alone, with no other edit."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures"
TOY_CONTENT = FIXTURES / "toy-quiz"


def run(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "HARE_RULES_GAME_PATH": str(FIXTURES / "games")}
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300)


def test_check_command_runs_the_toy_games_scenarios():
    done = run("-m", "hare_rules", "check", str(TOY_CONTENT))
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.strip().splitlines()[-1] == "3 passed, 0 failed"


def test_content_check_verifies_the_toy_games_answers(tmp_path):
    done = run("scripts/build_site.py", "--check", str(TOY_CONTENT))
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.strip().splitlines()[-1] == "3 passed, 0 failed"
    wrong = tmp_path / "toy-race"
    wrong.mkdir()
    for f in (TOY_CONTENT / "toy-race").iterdir():
        (wrong / f.name).write_text(f.read_text().replace('answer: "no"', 'answer: "yes"'))
    done = run("scripts/build_site.py", "--check", str(wrong))
    assert done.returncode == 1
    assert "the answer is 'yes' but the engine computes 'no'" in done.stdout


def test_site_build_renders_the_toy_game(tmp_path):
    out = tmp_path / "site"
    done = run("scripts/build_site.py", "--content", str(TOY_CONTENT), "--out", str(out))
    assert done.returncode == 0, done.stdout + done.stderr
    page = (out / "de" / "toy-race" / "quiz" / "index.html").read_text()
    assert 'id="quiz-toy-race-q-onto-taken"' in page and 'data-game="toy-race"' in page
    assert 'id="board-toy-race-q-onto-taken"' in page  # the toy game's own picture


def test_toy_game_is_not_known_without_the_path():
    name = "toy-race"
    done = subprocess.run([sys.executable, "-c", "from hare_rules.games import GAMES; "
                           f"print({name!r} in GAMES)"], cwd=ROOT, capture_output=True,
                          text=True, env={k: v for k, v in os.environ.items()
                                          if k != "HARE_RULES_GAME_PATH"})
    assert done.stdout.strip() == "False"


def test_both_check_commands_agree_on_the_real_content():
    """`python -m hare_rules check quiz` (scenarios) and `./run.sh check` (scenarios plus the
    content's own checks) count the same scenarios, and per-game lines add up."""
    engine = run("-m", "hare_rules", "check", "quiz").stdout.strip().splitlines()
    content = run("scripts/build_site.py", "--check", "quiz").stdout.strip().splitlines()
    assert engine[-1] == content[-1]
    passed = sum(int(line.split(": ")[1].split()[0]) for line in engine[:-1])
    assert f"{passed} passed, 0 failed" == engine[-1]
