"""Command line: `python -m hare_rules check PATH...` (and `oracle` for the SC 2018 edition).

`check` runs standalone scenario files (`edition:` + `scenarios:`) and also the scenarios
inside content files, whose edition comes from `game.yaml` in the same folder.

This is the engine's only contact with YAML: files are read here with ruamel.yaml (YAML 1.2,
line numbers, duplicate keys rejected) and handed to `scenario` as plain mappings.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import MarkedYAMLError, YAMLError

from .scenario import ScenarioFormatError, parse_scenario, run_scenario

FILE_KEYS = {"edition", "scenarios", "description"}


@dataclass
class Tally:
    passed: int = 0
    failed: int = 0


def line_of(node: object, loc: tuple[object, ...]) -> int:
    """1-based line of the deepest node that `loc` reaches inside a ruamel document."""
    line = getattr(getattr(node, "lc", None), "line", 0) or 0
    for part in loc:
        if isinstance(node, CommentedMap) and part in node:
            line = node.lc.key(part)[0]
            node = node[part]
        elif isinstance(node, CommentedSeq) and isinstance(part, int) and part < len(node):
            line = node.lc.item(part)[0]
            node = node[part]
        else:
            break
    return line + 1


def find_yaml_files(paths: list[str]) -> Iterator[Path]:
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            yield from sorted(path.rglob("*.yaml"))
        else:
            yield path


def load_yaml(path: Path) -> object:
    """Parse one file; raises ValueError('path:line: message') for anything malformed."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise ValueError(f"{path}:1: cannot read the file: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise ValueError(f"{path}:1: the file is not UTF-8 text") from None
    try:
        return YAML(typ="rt").load(text)
    except MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark else 1
        problem = error.problem or error.context or "malformed YAML"
        raise ValueError(f"{path}:{line}: {problem.strip()}") from None
    except YAMLError as error:
        raise ValueError(f"{path}:1: {error}") from None


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


def content_edition(path: Path) -> str | None:
    """A content file's scenarios default to the edition in its folder's game.yaml."""
    return folder_edition(path.parent)


@lru_cache(maxsize=64)
def folder_edition(folder: Path) -> str | None:
    """Read once per folder, not once per topic file."""
    game = folder / "game.yaml"
    try:
        document = load_yaml(game) if game.exists() else None
    except ValueError:
        return None
    return document.get("edition") if isinstance(document, CommentedMap) else None


def check_file(path: Path, out, tally: Tally, named: bool = True) -> None:
    try:
        document = load_yaml(path)
    except ValueError as error:
        print(error, file=out)
        tally.failed += 1
        return
    if not isinstance(document, CommentedMap):
        print(f"{path}:1: expected a mapping with a 'scenarios:' list", file=out)
        tally.failed += 1
        return
    if isinstance(document.get("scenarios"), CommentedSeq):  # a standalone scenario file
        unknown = [k for k in document if k not in FILE_KEYS]
        if unknown:
            line = document.lc.key(unknown[0])[0] + 1
            print(f"{path}:{line}: unknown key {unknown[0]!r} (allowed: edition, scenarios)",
                  file=out)
            tally.failed += 1
            return
        lists = [("scenarios",)]
        default_edition = document.get("edition")
    else:  # a content file: scenarios sit under its rules and questions
        lists = list(nested_scenario_lists(document))
        default_edition = document.get("edition") or content_edition(path)
        if not lists:
            if named:  # a file asked for by name must hold scenarios
                print(f"{path}:1: no 'scenarios:' list in this file", file=out)
                tally.failed += 1
            return
    seen: dict[str, int] = {}
    for list_loc in lists:
        check_list(document, path, list_loc, default_edition, seen, out, tally)


def check_list(document, path, list_loc, default_edition, seen, out, tally: Tally) -> None:
    scenarios = document
    for part in list_loc:
        scenarios = scenarios[part]
    for index, raw in enumerate(scenarios):
        loc = list_loc + (index,)
        line = line_of(document, loc)
        try:
            scenario = parse_scenario(raw, default_edition)
        except ScenarioFormatError as error:
            where = line_of(document, loc + error.loc)
            print(f"{path}:{where}: {error}", file=out)
            tally.failed += 1
            continue
        if scenario.id in seen:
            print(f"{path}:{line}: duplicate scenario id {scenario.id!r} "
                  f"(first at line {seen[scenario.id]})", file=out)
            tally.failed += 1
            continue
        seen[scenario.id] = line
        result = run_scenario(scenario)
        if result.passed:
            tally.passed += 1
            continue
        tally.failed += 1
        print(f"FAILED {path}:{line}: {scenario.id}", file=out)
        for failure in result.failures:
            print(f"  {failure}", file=out)
        print(f"  given:  {scenario.position}", file=out)
        if scenario.turns:
            print(f"  when:   {' / '.join(' '.join(t) for t in scenario.turns)}", file=out)
            print(f"  after:  {result.after}", file=out)


def check(paths: list[str], out=sys.stdout) -> int:
    tally = Tally()
    files = list(find_yaml_files(paths))
    named = {Path(p) for p in paths}
    for path in files:
        if not path.exists():
            print(f"{path}:1: no such file or folder", file=out)
            tally.failed += 1
            continue
        check_file(path, out, tally, named=path in named)
    if not files:
        print(f"no *.yaml files found in: {' '.join(paths)}", file=out)
        tally.failed += 1
    print(f"{tally.passed} passed, {tally.failed} failed", file=out)
    return 0 if tally.failed == 0 else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m hare_rules")
    commands = parser.add_subparsers(dest="command", required=True)
    check_cmd = commands.add_parser("check", help="run scenario files (SCENARIOS.md format)")
    check_cmd.add_argument("paths", nargs="+", metavar="PATH")
    oracle_cmd = commands.add_parser(
        "oracle", help="compare the software-challenge-2018 edition with the server's answers"
    )
    oracle_cmd.add_argument("file", metavar="FILE.jsonl.gz")
    oracle_cmd.add_argument("--limit", type=int, default=None)
    args = parser.parse_args(argv)
    if args.command == "check":
        return check(args.paths)
    from .sc2018 import oracle  # the SC 2018 edition is loaded only when asked for

    forwarded = [args.file] + ([] if args.limit is None else ["--limit", str(args.limit)])
    return oracle.main(forwarded)
