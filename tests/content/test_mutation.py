"""`check --mutate` over the real content: no claim of any game survives its clauses being
broken, and the mutation really breaks something (a claim without a killing scenario is
reported with its line)."""

from __future__ import annotations

from pathlib import Path

import pytest

from refresher.loader import load_content
from refresher.mutate import mutate, mutate_game

QUIZ = Path(__file__).resolve().parents[2] / "quiz"
CONTENT = load_content(QUIZ)


@pytest.mark.parametrize("game", CONTENT.games, ids=[g.id for g in CONTENT.games])
def test_no_claim_survives(game) -> None:
    result = mutate_game(game)
    assert [str(s) for s in result.survivors] == []
    assert result.killed == result.tried


def test_games_with_clauses_have_claims_mutated() -> None:
    results = {r.game_id: r for r in mutate(CONTENT)}
    assert results["hase-und-igel"].tried >= 100


def test_a_weak_scenario_is_reported(make_game) -> None:
    """The fixture's rule claims the nearest hedgehog, but its scenario has no free hedgehog
    behind the taken one: the wrong reading "nearest free hedgehog" passes it too."""
    game = load_content(make_game()).games[0]
    survivors = [str(s) for s in mutate_game(game).survivors]
    assert any("'back-nearest' claims 'nearest-hedgehog-only'" in s and "'nearest_free'" in s
               for s in survivors), survivors
