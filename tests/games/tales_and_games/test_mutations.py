"""Each rule clause switched to a wrong variant must make some scenario fail.

The rules read the named clauses of the game's clause book (Catala style,
`hare_rules.games.tales_and_games.clauses`); this is a mutation run over them with the
scenario files of tests/scenarios/tales-and-games/: every wrong variant of every clause, and
every single cell of the movement table off by one."""

from __future__ import annotations

import pytest

from hare_rules.core.scenario import parse_scenario, run_scenario
from hare_rules.games.tales_and_games import GAME
from hare_rules.games.tales_and_games import clauses as c
from hare_rules.games.tales_and_games.movement import MOVEMENT

from .test_scenarios import SCENARIOS

VARIANTS = list(c.CLAUSES.variants())


def failing_scenarios() -> list[str]:
    failed = []
    for param in SCENARIOS:
        edition, data = param.values
        if not run_scenario(parse_scenario(data, edition)).passed:
            failed.append(data["id"])
    return failed


def test_unmutated_all_pass():
    assert GAME.clauses is c.CLAUSES and len(c.CLAUSES) >= 25
    assert failing_scenarios() == []


CELLS = [(a, x) for a in MOVEMENT for x in range(5)]


@pytest.mark.parametrize(("animal", "cards"), CELLS)
def test_each_movement_cell_is_pinned(animal, cards):
    if cards == 0:
        clause = c.WITHOUT_A_CARD
        clause.value = {**clause.correct, animal: clause.correct[animal] + 1}
    else:
        clause = c.STEPS[animal]
        row = list(clause.correct)
        row[cards - 1] += 1
        clause.value = tuple(row)
    try:
        assert failing_scenarios(), f"no scenario notices {animal} with {cards} cards"
    finally:
        clause.value = clause.correct


@pytest.mark.parametrize(("name", "variant"), VARIANTS, ids=[f"{n}:{v}" for n, v in VARIANTS])
def test_each_clause_is_pinned(name, variant):
    with c.CLAUSES.broken(name, variant):
        assert failing_scenarios(), f"no scenario notices clause {name} read as {variant}"
