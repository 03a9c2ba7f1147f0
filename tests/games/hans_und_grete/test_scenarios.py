"""Every scenario in tests/scenarios/hans-und-grete/ through the core runner, one test each."""

from __future__ import annotations

from pathlib import Path

import pytest
from ruamel.yaml import YAML

from hare_rules.core.scenario import parse_scenario, run_scenario

FOLDER = Path(__file__).resolve().parents[2] / "scenarios" / "hans-und-grete"


def collect() -> list:
    params = []
    for path in sorted(FOLDER.glob("*.yaml")):
        document = YAML(typ="rt").load(path.read_text(encoding="utf-8"))
        for raw in document["scenarios"]:
            params.append(pytest.param(raw, document["edition"], id=f"{path.stem}::{raw['id']}"))
    return params


SCENARIOS = collect()


def test_at_least_60_scenarios_with_unique_ids() -> None:
    ids = [param.values[0]["id"] for param in SCENARIOS]
    assert len(ids) >= 60, len(ids)
    assert len(set(ids)) == len(ids)


@pytest.mark.parametrize(("raw", "edition"), SCENARIOS)
def test_scenario(raw, edition) -> None:
    result = run_scenario(parse_scenario(raw, edition))
    game = result.scenario.game
    assert result.passed, "\n".join([*map(str, result.failures),
                                     f"given: {game.format_state(result.scenario.state)}"])


@pytest.mark.parametrize(("raw", "edition"), SCENARIOS)
def test_scenario_position_can_arise_in_play(raw, edition) -> None:
    scenario = parse_scenario(raw, edition)
    problems = scenario.game.position_problems(scenario.state)
    assert not problems, "; ".join(p.en for p in problems)
