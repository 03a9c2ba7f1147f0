"""The scenario files of tests/scenarios/tales-and-games as a whole: enough, ids unique (each
scenario runs once, in tests/engine/test_scenario_folder.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from ruamel.yaml import YAML

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
