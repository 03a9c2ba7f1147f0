"""Every scenario file of tests/scenarios/tales-and-games/, each scenario its own test."""

from __future__ import annotations

from pathlib import Path

import pytest
from ruamel.yaml import YAML

from hare_rules.core.scenario import parse_scenario, run_scenario

FOLDER = Path(__file__).resolve().parents[2] / "scenarios" / "tales-and-games"


def _scenarios():
    yaml = YAML(typ="safe", pure=True)
    for path in sorted(FOLDER.glob("*.yaml")):
        data = yaml.load(path.read_text(encoding="utf-8"))
        for item in data["scenarios"]:
            yield pytest.param(data["edition"], item, id=f"{path.stem}:{item['id']}")


SCENARIOS = list(_scenarios())


def test_enough_scenarios_with_unique_ids():
    ids = [p.values[1]["id"] for p in SCENARIOS]
    assert len(ids) == len(set(ids)), "scenario ids must be unique"
    assert len(ids) >= 80


@pytest.mark.parametrize(("edition", "data"), SCENARIOS)
def test_scenario(edition, data):
    result = run_scenario(parse_scenario(data, edition))
    assert result.passed, "\n".join(str(f) for f in result.failures)
