"""The `plausible` command: every scenario's `given` must be a position that can arise in
play (SCENARIOS.md, "Positions that can happen").

    python -m hare_rules plausible tests/scenarios quiz

For each scenario whose position the game's `position_problems` names a reason against, it
prints `path:line: <id>: cannot arise in play: <why>` (the line of its `given`). Exit 1 if
there is one, 0 if none, 2 on a file error (a file or folder that does not exist, a file
that does not read as YAML, a scenario that does not parse).
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from .check import Checker, find_yaml_files
from .protocol import Game, ScenarioFormatError
from .scenario import parse_scenario
from .source import SourceError, line_of


def problem_text(problems: tuple[Any, ...], lang: str = "en") -> str:
    """The reasons of `position_problems` as one line."""
    return " ".join(p.message(lang) for p in problems)


@dataclass
class PlausibilityChecker(Checker):
    """Walks the same files as `check`, judging only whether each position can happen."""

    implausible: int = 0
    broken: int = 0
    seen_ids: dict[Path, set[str]] = field(default_factory=dict)

    def fail(self, game_id: str, *lines: str) -> None:  # a file error
        self.broken += 1
        for line in lines:
            print(line, file=self.out)

    def check_one(self, path: Path, document: Any, loc: tuple, raw: Any, default: str | None,
                  seen: dict[str, int]) -> None:
        try:
            scenario = parse_scenario(raw, default, self.games)
        except ScenarioFormatError as error:
            self.fail("", f"{path}:{line_of(document, loc + error.loc)}: {error}")
            return
        problems = scenario.game.position_problems(scenario.state)
        if problems:
            self.implausible += 1
            where = line_of(document, loc + ("given",))
            print(f"{path}:{where}: {scenario.id}: cannot arise in play: "
                  f"{problem_text(problems)}", file=self.out)
        else:
            self.passed[scenario.game.id] += 1


def plausible(paths: list[str], out: TextIO = sys.stdout,
              games: Mapping[str, Game] | None = None) -> int:
    if games is None:
        from hare_rules.games import GAMES
        games = GAMES
    checker = PlausibilityChecker(games, out)
    for raw in paths:
        if not Path(raw).exists():
            checker.fail("", f"{raw}:1: no such file or folder")
    refused: list[SourceError] = []
    files = [(p, named) for p, named in find_yaml_files(paths, refused) if p.exists()]
    for error in refused:
        checker.fail("", str(error))
    for path, named in files:
        checker.check_file(path, named)
    total = sum(checker.passed.values())
    print(f"{total} possible, {checker.implausible} impossible"
          + (f", {checker.broken} file errors" if checker.broken else ""), file=out)
    if checker.broken:
        return 2
    return 1 if checker.implausible else 0
