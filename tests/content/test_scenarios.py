"""Every scenario in quiz/ is its own test item, named by its scenario id.

The same `verify_scenario` runs in the site build and in `--check`; a question's answer is
checked with its first scenario.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from refresher.loader import load_content
from refresher.verify import scenario_cases, verify_scenario

QUIZ = Path(__file__).resolve().parents[2] / "quiz"
CASES = list(scenario_cases(load_content(QUIZ)))


@pytest.mark.parametrize(
    ("game", "item", "spec"), CASES, ids=[f"{item.id}::{spec.id}" for _, item, spec in CASES]
)
def test_scenario(game, item, spec) -> None:
    outcome = verify_scenario(game, item, spec)
    assert outcome.passed, "\n".join(str(p) for p in outcome.problems)
