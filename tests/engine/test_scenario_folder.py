"""Every scenario of tests/scenarios as its own pytest item (id = file stem :: scenario id)."""

from pathlib import Path

import pytest

from hare_rules.cli import load_yaml
from hare_rules.scenario import parse_scenario, run_scenario

FOLDER = Path(__file__).resolve().parents[1] / "scenarios"


def collect():
    items = []
    for path in sorted(FOLDER.glob("*.yaml")):
        document = load_yaml(path)
        for raw in document["scenarios"]:
            scenario = parse_scenario(raw, document.get("edition"))
            items.append(pytest.param(scenario, id=f"{path.stem}::{scenario.id}"))
    return items


SCENARIOS = collect()


def test_folder_holds_at_least_70_scenarios_with_unique_ids():
    ids = [param.values[0].id for param in SCENARIOS]
    assert len(ids) >= 70
    assert len(set(ids)) == len(ids)


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_scenario(scenario):
    result = run_scenario(scenario)
    details = [*result.failures, f"given: {scenario.position.notation()}",
               f"after: {result.after.notation()}"]
    assert result.passed, "\n".join(details)
