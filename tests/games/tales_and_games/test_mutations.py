"""Each rule clause switched to a wrong variant must make some scenario fail.

The clauses are named constants and small functions (Catala style); this is a small
mutation run over them with the scenario files of tests/scenarios/tales-and-games/."""

from __future__ import annotations

import pytest

from hare_rules.core.scenario import parse_scenario, run_scenario
from hare_rules.games.tales_and_games import movement, rules
from hare_rules.games.tales_and_games import state as state_module

from .test_scenarios import SCENARIOS


def failing_scenarios() -> list[str]:
    failed = []
    for param in SCENARIOS:
        edition, data = param.values
        if not run_scenario(parse_scenario(data, edition)).passed:
            failed.append(data["id"])
    return failed


def test_unmutated_all_pass():
    assert failing_scenarios() == []


CELLS = [(a, x) for a in movement.MOVEMENT for x in range(5)]


@pytest.mark.parametrize(("animal", "cards"), CELLS)
def test_each_movement_cell_is_pinned(monkeypatch, animal, cards):
    table = dict(movement.MOVEMENT)
    row = list(table[animal])
    row[cards] += 1
    table[animal] = tuple(row)
    monkeypatch.setattr(movement, "MOVEMENT", table)
    assert failing_scenarios()


MUTANTS = {
    "nap-with-three-cards": (movement, "NAP_CARDS", 3),
    "nap-only-when-strictly-ahead": (movement, "hare_in_lead", lambda s: all(
        s.position(a) < s.position("hare") for a in movement.ANIMALS if a != "hare")),
    "nap-ignores-podium": (movement, "hare_in_lead", lambda s: all(
        s.position(a) <= s.position("hare") for a in movement.ANIMALS
        if a != "hare" and a not in s.finished)),
    "nap-even-on-start-line": (movement, "hare_naps", lambda s, n: n == 4 and
                               movement.hare_in_lead(s)),
    "no-howl": (movement, "only_wolf_moves", lambda s: False),
    "no-stream": (movement, "lamb_stops_at_stream", lambda s, a, b: None),
    "stream-holds-the-lamb-on-it": (movement, "lamb_stops_at_stream", lambda s, a, b: next(
        (t for t in range(a, min(b, 11) + 1) if t in s.streams), None)),
    "reverse-order": (movement, "MOVE_ORDER", tuple(reversed(movement.ANIMALS))),
    "table-nine": (rules, "TABLE_LIMIT", 9),
    "animal-five": (rules, "ANIMAL_LIMIT", 5),
    "play-five": (rules, "MAX_PLAY", 5),
    "race-at-seven": (rules, "RACE_AT_TOTAL", 7),
    "race-at-three": (rules, "RACE_AT_ANIMAL", 3),
    "refill-to-five": (rules, "HAND_SIZE", 5),
    "points-5-3-1": (rules, "PLACE_POINTS", {1: 5, 2: 3, 3: 1}),
    "points-4-3-2": (rules, "PLACE_POINTS", {1: 4, 2: 3, 3: 2}),
    "points-5-2-2": (rules, "PLACE_POINTS", {1: 5, 2: 2, 3: 2}),
    "game-ends-at-two": (state_module, "PODIUM_PLACES", 2),
}


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_each_clause_is_pinned(monkeypatch, name):
    module, attr, value = MUTANTS[name]
    monkeypatch.setattr(module, attr, value)
    assert failing_scenarios(), f"no scenario notices the mutant {name}"
