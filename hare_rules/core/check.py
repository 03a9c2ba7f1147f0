"""The `check` command: run every scenario in scenario files and content folders.

    python -m hare_rules check tests/scenarios quiz

Each PATH is a YAML file or a folder searched for `*.yaml`. A standalone scenario file has
`edition:` (the default game) and `scenarios:`; a content file (`quiz/<game>/*.yaml`) holds
`scenarios:` lists under its rules and questions, and its folder's `game.yaml` names the
game. For every failing scenario it prints file, line, id, what was expected and what the
engine found, with the position in the game's notation; a malformed file or scenario is
`path:line: message` and counts as failed. Then one line per game and the total
`N passed, M failed` (the per-game lines add up to it). Exit 0 only if nothing failed, and
never for a run that found no scenario at all.

The content layer runs the same code (`Checker`) and adds its own checks of the answers.
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, TextIO

from ruamel.yaml.comments import CommentedMap, CommentedSeq

from .protocol import Game, ScenarioFormatError
from .scenario import ScenarioResult, game_of, parse_scenario, run_scenario
from .source import SourceError, line_of, link_out_of, load_yaml

FILE_KEYS = {"edition", "game", "scenarios", "description"}
# A scenario verifies within a second of CPU (issue 27); the slowest real one takes a few
# milliseconds, so only a position beyond what a game can hold comes near it.
SCENARIO_CPU_BUDGET = 1.0
NO_GAME = "(no game)"


def find_yaml_files(paths: list[str], refused: list[SourceError]
                    ) -> Iterator[tuple[Path, bool]]:
    """(file, named): every *.yaml below each folder, and each file named itself. A file
    below a folder that is a link leading out of it is not read: it goes to `refused`."""
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            for found in sorted(path.rglob("*.yaml")):
                why = link_out_of(found, path)
                if why is None:
                    yield found, False
                else:
                    refused.append(SourceError(found, 1, why))
        else:
            yield path, True


def nested_scenario_lists(node: object, loc: tuple = ()) -> Iterator[tuple[object, ...]]:
    """Key paths of every `scenarios:` list inside a content file (rules, questions, ...)."""
    if isinstance(node, CommentedMap):
        for key, value in node.items():
            if key == "scenarios" and isinstance(value, CommentedSeq):
                yield loc + (key,)
            else:
                yield from nested_scenario_lists(value, loc + (key,))
    elif isinstance(node, CommentedSeq):
        for index, value in enumerate(node):
            yield from nested_scenario_lists(value, loc + (index,))


@lru_cache(maxsize=64)
def folder_game(folder: Path) -> str | None:
    """The game a content folder's game.yaml names (`game:` or `edition:`), read once."""
    path = folder / "game.yaml"
    try:
        document = load_yaml(path) if path.is_file() else None
    except SourceError:
        return None
    if not isinstance(document, CommentedMap):
        return None
    game = document.get("game", document.get("edition"))
    return game if isinstance(game, str) else None


@dataclass
class Checker:
    """Runs scenarios and keeps the tally per game. `on_result` lets the content layer add
    its own problems for a scenario (e.g. a question's answer); it returns message lines."""

    games: Mapping[str, Game]
    out: TextIO = sys.stdout
    on_result: Callable[[Path, Any, ScenarioResult], list[str]] | None = None
    passed: Counter = field(default_factory=Counter)
    failed: Counter = field(default_factory=Counter)

    def fail(self, game_id: str, *lines: str) -> None:
        self.failed[game_id] += 1
        for line in lines:
            print(line, file=self.out)

    def check_file(self, path: Path, named: bool = True) -> None:
        if path.name == "game.yaml" and not named:
            return  # a content folder's description of its game: no scenarios
        try:
            document = load_yaml(path)
        except SourceError as error:
            self.fail(folder_game(path.parent) or NO_GAME, str(error))
            return
        if not isinstance(document, CommentedMap):
            self.fail(NO_GAME, f"{path}:1: expected a mapping with a 'scenarios:' list")
            return
        if isinstance(document.get("scenarios"), CommentedSeq):  # a standalone scenario file
            unknown = [k for k in document if k not in FILE_KEYS]
            if unknown:
                line = document.lc.key(unknown[0])[0] + 1
                self.fail(document.get("edition") or NO_GAME,
                          f"{path}:{line}: unknown key {unknown[0]!r} "
                          f"(allowed: {', '.join(sorted(FILE_KEYS))})")
                return
            lists: list[tuple[object, ...]] = [("scenarios",)]
            default = document.get("game", document.get("edition"))
        else:  # a content file: scenarios sit under its rules and questions
            lists = list(nested_scenario_lists(document))
            default = folder_game(path.parent)
            if not lists:
                if named:  # a file asked for by name must hold scenarios
                    self.fail(default or NO_GAME, f"{path}:1: no 'scenarios:' list in this file")
                return
        seen: dict[str, int] = {}
        for list_loc in lists:
            scenarios: Any = document
            for part in list_loc:
                scenarios = scenarios[part]
            for index, raw in enumerate(scenarios):
                self.check_one(path, document, list_loc + (index,), raw, default, seen)

    def check_one(self, path: Path, document: Any, loc: tuple, raw: Any, default: str | None,
                  seen: dict[str, int]) -> None:
        line = line_of(document, loc)
        try:
            game_id = game_of(raw, default, self.games).id if isinstance(raw, Mapping) else None
        except ScenarioFormatError:
            game_id = None
        tally_id = game_id or default or NO_GAME
        try:
            scenario = parse_scenario(raw, default, self.games)
        except ScenarioFormatError as error:
            where = line_of(document, loc + error.loc)
            self.fail(tally_id, f"{path}:{where}: {error}")
            return
        if scenario.id in seen:
            self.fail(tally_id, f"{path}:{line}: duplicate scenario id {scenario.id!r} "
                                f"(first at line {seen[scenario.id]})")
            return
        seen[scenario.id] = line
        started = time.process_time()
        result = run_scenario(scenario)
        spent = time.process_time() - started
        extra = self.on_result(path, raw, result) if self.on_result else []
        if spent > SCENARIO_CPU_BUDGET:  # the game's bounds keep every real position far below
            extra = [*extra, f"the engine took {spent:.1f} s of CPU for this scenario (at most "
                             f"{SCENARIO_CPU_BUDGET:g} s): give a smaller position"]
        if result.passed and not extra:
            self.passed[tally_id] += 1
            return
        game = scenario.game
        lines = [f"FAILED {path}:{line}: {scenario.id}"]
        lines += [f"  {failure}" for failure in result.failures] + [f"  {e}" for e in extra]
        lines.append(f"  given:  {game.format_state(scenario.state)}")
        if scenario.turns:
            lines.append(f"  when:   {' / '.join(scenario.turns)}")
            lines.append(f"  after:  {game.format_state(result.after)}")
        self.fail(tally_id, *lines)

    def summary(self) -> int:
        """Print per-game lines and the total; the exit status."""
        ids = sorted(set(self.passed) | set(self.failed))
        if len(ids) > 1:
            for game_id in ids:
                print(f"{game_id}: {self.passed[game_id]} passed, {self.failed[game_id]} failed",
                      file=self.out)
        total_passed, total_failed = sum(self.passed.values()), sum(self.failed.values())
        if total_passed + total_failed == 0:
            print("no scenario found: nothing was checked", file=self.out)
            total_failed = 1
        print(f"{total_passed} passed, {total_failed} failed", file=self.out)
        return 0 if total_failed == 0 else 1


def check(paths: list[str], out: TextIO = sys.stdout, games: Mapping[str, Game] | None = None
          ) -> int:
    if games is None:
        from hare_rules.games import GAMES
        games = GAMES
    checker = Checker(games, out)
    for raw in paths:
        if not Path(raw).exists():
            checker.fail(NO_GAME, f"{raw}:1: no such file or folder")
    refused: list[SourceError] = []
    files = [(p, named) for p, named in find_yaml_files(paths, refused) if p.exists()]
    for error in refused:
        checker.fail(NO_GAME, str(error))
    for path, named in files:
        checker.check_file(path, named)
    return checker.summary()
