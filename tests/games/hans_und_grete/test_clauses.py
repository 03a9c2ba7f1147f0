"""Every clause of the rules, switched to each of its wrong variants, makes some scenario of
tests/scenarios/hans-und-grete fail: the scenarios pin every clause."""

from __future__ import annotations

import pytest

from hare_rules.core.scenario import parse_scenario, run_scenario
from hare_rules.games.hans_und_grete import GAME
from hare_rules.games.hans_und_grete.clauses import CLAUSES

from .test_scenarios import SCENARIOS


def failing_scenarios(first_only: bool = False) -> list[str]:
    failed = []
    for param in SCENARIOS:
        raw, edition = param.values
        try:
            passed = run_scenario(parse_scenario(raw, edition)).passed
        except Exception:  # a crash under a broken clause counts as failing  # noqa: BLE001
            passed = False
        if not passed:
            failed.append(raw["id"])
            if first_only:
                break
    return failed


def test_the_game_exposes_its_clauses():
    assert GAME.clauses is CLAUSES and len(CLAUSES) >= 12


def test_all_scenarios_pass_with_the_true_clauses():
    assert failing_scenarios() == []


@pytest.mark.parametrize(("clause", "variant"), list(CLAUSES.variants()),
                         ids=[f"{c}:{v}" for c, v in CLAUSES.variants()])
def test_a_wrong_variant_fails_some_scenario(clause, variant):
    with CLAUSES.broken(clause, variant):
        failed = failing_scenarios(first_only=True)
    assert failed, f"no scenario notices {clause} switched to {variant}"
