"""Mutation test of the rulebook clauses: switching any clause of the dice edition to any of
its wrong variants must make at least one scenario of tests/scenarios/classic-dice fail, so
every clause the engine reads is pinned by a scenario."""

from __future__ import annotations

import pytest

from hare_rules.core.scenario import parse_scenario, run_scenario
from hare_rules.games import GAMES

from .test_scenarios import FOLDER

GAME = GAMES["classic-dice"]
CLAUSES = GAME.clauses


def raw_scenarios() -> list[dict]:
    from ruamel.yaml import YAML

    yaml = YAML(typ="safe")
    return [raw for path in sorted(FOLDER.glob("*.yaml"))
            for raw in yaml.load(path.read_text(encoding="utf-8"))["scenarios"]]


RAW = raw_scenarios()


def first_failing(raws: list[dict]) -> str | None:
    for raw in raws:
        try:
            if not run_scenario(parse_scenario(raw, "classic-dice")).passed:
                return raw["id"]
        except Exception:  # a broken clause may also make a scenario impossible to build
            return raw["id"]
    return None


def test_the_game_has_clauses() -> None:
    assert len(CLAUSES) >= 15
    assert first_failing(RAW) is None  # all pass with the correct clauses


@pytest.mark.parametrize(("name", "variant"), list(CLAUSES.variants()),
                         ids=[f"{n}:{v}" for n, v in CLAUSES.variants()])
def test_every_wrong_variant_fails_a_scenario(name: str, variant: str) -> None:
    with CLAUSES.broken(name, variant):
        caught = first_failing(RAW)
    assert caught is not None, f"no scenario notices clause {name} read as {variant}"
