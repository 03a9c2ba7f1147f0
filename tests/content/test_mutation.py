"""`check --mutate` over the real content: no claim of any game survives its clauses being
broken, and the mutation really breaks something (a claim without a killing scenario is
reported with its line). Every game has a clause book, so every item of every game must
claim clauses or be marked `prose: true`."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hare_rules.games import GAMES
from refresher.loader import load_content, read_content
from refresher.mutate import mutate, mutate_game

ROOT = Path(__file__).resolve().parents[2]
QUIZ = ROOT / "quiz"
CONTENT = load_content(QUIZ)


@pytest.mark.parametrize("game", CONTENT.games, ids=[g.id for g in CONTENT.games])
def test_no_claim_survives(game) -> None:
    result = mutate_game(game)
    assert [str(s) for s in result.survivors] == []
    assert result.killed == result.tried
    assert result.items >= 20 and result.tried >= result.claims >= result.items


def test_games_with_clauses_have_claims_mutated() -> None:
    results = {r.game_id: r for r in mutate(CONTENT)}
    assert results["hase-und-igel"].tried >= 100
    assert results["software-challenge-2018"].tried >= 100
    assert results["tales-and-games"].tried >= 100


@pytest.mark.parametrize("edition", sorted(GAMES))
def test_every_game_has_a_clause_book(edition: str) -> None:
    """So `refresher.checks` demands claims of every item of every game."""
    clauses = GAMES[edition].clauses
    assert len(clauses) >= 10
    for clause in clauses:
        assert clause.variants and clause.value is clause.correct, clause.name


@pytest.mark.parametrize("folder", ["software-challenge-2018", "tales-and-games"])
def test_an_item_without_claims_is_reported(tmp_path, folder: str) -> None:
    """The games that got their clause books last demand claims like the others."""
    content = tmp_path / folder
    shutil.copytree(QUIZ / folder, content)
    questions = content / "questions.yaml"
    lines = questions.read_text(encoding="utf-8").splitlines(keepends=True)
    first = next(i for i, line in enumerate(lines) if line.startswith("    claims:"))
    del lines[first]
    questions.write_text("".join(lines), encoding="utf-8")
    _, problems = read_content(tmp_path)
    messages = [f"{Path(p.path).name}:{p.line}: {p.message}" for p in problems]
    assert len(messages) == 1 and re.match(rf"questions\.yaml:{first}: question '[a-z0-9-]+' "
                                           r"claims nothing", messages[0]), messages


def test_a_weak_scenario_is_reported(make_game) -> None:
    """The fixture's rule claims the nearest hedgehog, but its scenario has no free hedgehog
    behind the taken one: the wrong reading "nearest free hedgehog" passes it too."""
    game = load_content(make_game()).games[0]
    survivors = [str(s) for s in mutate_game(game).survivors]
    assert any("'back-nearest' claims 'nearest-hedgehog-only'" in s and "'nearest_free'" in s
               for s in survivors), survivors


def test_check_mutate_prints_one_line_per_game() -> None:
    """`./run.sh check --mutate` (= scripts/build_site.py --check --mutate), as CI runs it:
    exit 0, and per game its items, claims, clause variants and kill ratio."""
    done = subprocess.run([sys.executable, "scripts/build_site.py", "--check", "--mutate"],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    for game in CONTENT.games:
        assert any(re.fullmatch(rf"{game.id}: \d+ items, \d+ claims, \d+ clause variants, "
                                r"(\d+) killed, kill ratio 1\.00", line) for line in lines), game.id
    assert re.fullmatch(r"mutation: \d+ killed, 0 survived", lines[-1])
