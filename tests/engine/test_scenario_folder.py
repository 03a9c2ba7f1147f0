"""Every scenario of tests/scenarios (all games, sub-folders included) as its own pytest
item (id = file path :: scenario id), run by the one core runner."""

from pathlib import Path

import pytest

from hare_rules.core.scenario import parse_scenario, run_scenario
from hare_rules.core.source import load_yaml

FOLDER = Path(__file__).resolve().parents[1] / "scenarios"


def collect():
    items = []
    for path in sorted(FOLDER.rglob("*.yaml")):
        document = load_yaml(path)
        default = document.get("game", document.get("edition"))
        for raw in document["scenarios"]:
            scenario = parse_scenario(raw, default)
            name = path.relative_to(FOLDER).with_suffix("").as_posix()
            items.append(pytest.param(scenario, id=f"{name}::{scenario.id}"))
    return items


SCENARIOS = collect()


def test_folder_holds_at_least_70_scenarios_with_unique_ids_per_game():
    assert len(SCENARIOS) >= 70
    keys = [(param.values[0].game_id, param.values[0].id) for param in SCENARIOS]
    assert len(set(keys)) == len(keys)


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_scenario(scenario):
    result = run_scenario(scenario)
    game = scenario.game
    details = [*map(str, result.failures), f"given: {game.format_state(scenario.state)}",
               f"after: {game.format_state(result.after)}"]
    assert result.passed, "\n".join(details)
