"""Every rule clause, switched to a wrong variant, makes some scenario fail (so the
scenarios pin each clause; the lead's mutation tool will do this systematically)."""

from __future__ import annotations

import pytest

from hare_rules.core.scenario import parse_scenario, run_scenario
from hare_rules.games.hans_und_grete import laying, setup, state, walking

from .test_scenarios import SCENARIOS

MUTATIONS = {
    "one side is enough": (laying, "MIN_CONTACT", 1),
    "three sides needed": (laying, "MIN_CONTACT", 3),
    "sides with several cards add up": (laying, "contact_counts_per_card", lambda: False),
    "the first card needs contact": (laying, "first_card_free", lambda: False),
    "cards may overlap": (laying, "overlap_forbidden", lambda: False),
    "diagonal steps": (walking, "STEPS", walking.STEPS + ((1, 1), (-1, -1), (1, -1), (-1, 1))),
    "penalty 10": (walking, "PENALTY", 10),
    "penalty per cut-off block": (walking, "penalty_for", lambda n: 20 * n),
    "no removal": (walking, "MAX_REMOVALS", 0),
    "the other's blocks must be collected too": (walking, "own_block",
                                                 lambda mark, player: mark in "hg"),
    "ties go to Hans": (walking, "ties_are_draws", lambda: False),
    "Grete lays first": (state, "layer_of", lambda n: ("grete", "hans")[(n - 1) % 2]),
    "houses after 3 forest cards": (setup, "FOREST_OVER_HOUSES", 3),
}


@pytest.mark.parametrize("name", list(MUTATIONS))
def test_a_wrong_clause_fails_some_scenario(name, monkeypatch):
    module, attribute, wrong = MUTATIONS[name]
    monkeypatch.setattr(module, attribute, wrong)
    if name == "houses after 3 forest cards":
        monkeypatch.setattr(setup, "FOREST_UNDER_HOUSES", 9)
    if name == "Grete lays first":
        import hare_rules.games.hans_und_grete as package
        monkeypatch.setattr(package, "layer_of", wrong)
    walking._score.cache_clear()
    try:
        failed = []
        for param in SCENARIOS:
            raw, edition = param.values
            try:
                passed = run_scenario(parse_scenario(raw, edition)).passed
            except Exception:  # noqa: BLE001 -- a crash under a broken clause counts as failing
                passed = False
            if not passed:
                failed.append(raw["id"])
        assert failed, f"no scenario notices the clause switched to: {name}"
    finally:
        walking._score.cache_clear()
