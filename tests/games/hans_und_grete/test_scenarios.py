"""The scenario files of tests/scenarios/hans-und-grete as a whole: enough, ids unique (each
scenario runs once, in tests/engine/test_scenario_folder.py; its position in test_plausible_cli)."""

from __future__ import annotations

from pathlib import Path

import pytest
from ruamel.yaml import YAML

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
