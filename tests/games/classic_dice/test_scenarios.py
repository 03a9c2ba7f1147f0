"""The scenario files of tests/scenarios/classic-dice as a whole: enough of them, ids unique, every
reason code pinned (each scenario runs once, in tests/engine/test_scenario_folder.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from ruamel.yaml import YAML

from hare_rules.core.scenario import parse_scenario
from hare_rules.games import GAMES

FOLDER = Path(__file__).resolve().parents[2] / "scenarios" / "classic-dice"
GAME = GAMES["classic-dice"]


def collect() -> list:
    items = []
    yaml = YAML(typ="safe")
    for path in sorted(FOLDER.glob("*.yaml")):
        document = yaml.load(path.read_text(encoding="utf-8"))
        assert document["edition"] == "classic-dice", path
        for raw in document["scenarios"]:
            try:
                scenario = parse_scenario(raw, document["edition"])
            except Exception as error:
                raise AssertionError(f"{path.name}: {raw.get('id')}: {error}") from error
            items.append(pytest.param(scenario, id=f"{path.stem}::{scenario.id}"))
    return items


SCENARIOS = collect()


def test_at_least_80_scenarios_with_unique_ids() -> None:
    ids = [param.values[0].id for param in SCENARIOS]
    assert len(ids) >= 80, len(ids)
    assert len(set(ids)) == len(ids)


def test_every_reason_code_is_pinned_by_a_scenario() -> None:
    pinned = set()
    for param in SCENARIOS:
        if param.values[0].reasons:
            pinned |= param.values[0].reasons
    # turn_over and unknown_token are covered by unit tests too; all others need a scenario.
    assert GAME.reason_codes - pinned <= {"turn_over"}, sorted(GAME.reason_codes - pinned)
