"""`scripts/build_site.py --check`: validate and verify all of quiz/ without building.

Prints every problem as `path:line: message` (sorted by file and line), one line per game
(`game-id (edition): N passed, M failed`, scenarios only), then a last line
`N passed, M failed`: N scenarios passed; M counts the failed scenarios plus every line
with a problem found while loading (a file or item that does not load never runs its
scenarios, so it must not vanish from the count).  Exit status 1 on any problem.

    $ python scripts/build_site.py --check
    quiz/<folder>/forgotten.yaml:40: scenario 'back-taken' (...): legal: expected false, ...
    <folder> (<game id>): 109 passed, 1 failed
    <other folder> (<its game id>): 70 passed, 0 failed
    179 passed, 1 failed

With `cached=True` (what `./run.sh check` and `build_site.py --check` run) each game
folder's passing result is kept in refresher.cache, keyed by that folder's files and the
code: after an edit of one game only that game is loaded and verified again, the others are
answered from the cache, and the engines, pydantic and the loader are not even imported
when nothing changed.  The check spans games in one way only: two folders with the same
game id (the later one is refused).  The output is the same as an uncached run's, line for
line; any folder the cache cannot judge, and any clash of ids, runs the whole check
uncached.  `--mutate` runs are cached whole (their output, keyed by all the content).

This module imports only the standard library's lightest parts until a game must be
checked: `python -m refresher.check` is the quickest way in (`./run.sh check` takes it).
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .model import Game

DEFAULT_ROOT = "quiz"
GAME_FILE = "game.yaml"  # as refresher.loader.GAME_FILE
KIND = "check-game"  # refresher.cache's kind of one game folder's passing result


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Validate and verify the quiz content.")
    parser.add_argument("--check", action="store_true", help="accepted for build_site.py")
    parser.add_argument("--mutate", action="store_true",
                        help="also break every claimed clause and report claims that survive")
    parser.add_argument("root", nargs="?", default=DEFAULT_ROOT, help="content folder (quiz)")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None, cached: bool = False) -> int:
    args = parse_args(argv)
    if cached and args.mutate:
        return cached_whole(args, list(sys.argv[1:] if argv is None else argv))
    if cached:
        status = cached_check(Path(args.root))
        if status is not None:
            return status
    return uncached(args)


def uncached(args: argparse.Namespace) -> int:
    from .loader import read_content
    from .verify import verify

    content, load_problems = read_content(args.root)
    report = verify(content)
    status = summary([load_problems], [report.problems],
                     [_game_line(game, report.outcomes) for game in content.games],
                     report.passed, report.failed)
    if args.mutate:
        return mutation_summary(content, status != 0)
    return status


def summary(load_problems: list[Sequence], report_problems: list[Sequence],
            game_lines: list[str], passed: int, failed: int) -> int:
    """Print the problems, the per-game lines and the totals; the exit status.  The problem
    lists come in per game folder, in folder order (one list each for the whole run)."""
    loaded = [p for part in load_problems for p in part]
    found = [p for part in report_problems for p in part]
    unique = dict.fromkeys([*loaded, *found])  # keeps the order found
    problems = sorted(unique, key=lambda p: (p.path, p.line))
    for problem in problems:
        print(problem)
    for line in game_lines:
        print(line)
    # Items and files that failed to load never ran their scenarios: count them as failed.
    unrunnable = len({(p.path, p.line) for p in loaded})
    print(f"{passed} passed, {failed + unrunnable} failed")
    return 1 if problems else 0


def _game_line(game, outcomes) -> str:
    mine = [o for o in outcomes if o.game_id == game.id]
    passed = sum(o.passed for o in mine)
    return f"{game.id} ({game.edition}): {passed} passed, {len(mine) - passed} failed"


class _Folder:
    """One game folder's part of the check: from the cache (`entry`) or run now."""

    def __init__(self, path: Path, key: str | None, entry: dict | None = None) -> None:
        self.path, self.key, self.entry = path, key, entry
        self.game: Game | None = None  # the loaded content game (None: it did not load, or cached)
        self.load_problems: list = []
        self.report_problems: tuple = ()
        self.line, self.passed, self.failed = "", 0, 0

    @property
    def game_id(self) -> str | None:
        if self.entry is not None:
            return self.entry["id"]
        return None if self.game is None else self.game.id


def game_folders(root: Path) -> list[Path] | None:
    """The game folders `refresher.loader.read_content` loads under `root`, in its order;
    None where it would report something besides the games (no folder, a folder of YAML
    files without a game.yaml, no game at all): the uncached check tells those."""
    if not root.is_dir():
        return None
    if (root / GAME_FILE).is_file():
        return [root]
    folders = []
    for folder in sorted(p for p in root.iterdir() if p.is_dir()):
        if (folder / GAME_FILE).is_file():
            folders.append(folder)
        elif any(folder.glob("*.yaml")):
            return None
    return folders or None


def cached_check(root: Path) -> int | None:
    """The check of `root` with per-game caching; None when the uncached check must run."""
    from . import cache

    folders = game_folders(root)
    code = cache.code_key()
    if folders is None or code is None:
        return None
    parts = []
    for path in folders:
        key = cache.content_key(KIND, [path], code=code)
        if key is None:
            return None
        entry = cache.load(KIND, key)
        parts.append(_Folder(path, key, entry if _valid(entry) else None))
    for part in parts:
        if part.entry is None:
            _run(part)
        else:
            part.line, part.passed = part.entry["line"], part.entry["passed"]
    ids = [part.game_id for part in parts if part.game_id is not None]
    if len(set(ids)) != len(ids):
        return None  # the loader refuses the later of two games with one id: its words
    status = summary([p.load_problems for p in parts], [p.report_problems for p in parts],
                     [p.line for p in parts if p.line], sum(p.passed for p in parts),
                     sum(p.failed for p in parts))
    for part in parts:
        if part.entry is None and part.game is not None and not part.load_problems \
                and not part.report_problems and part.failed == 0 \
                and cache.content_key(KIND, [part.path], code=code) == part.key:
            # Unchanged while it ran (the key taken again), and passing: kept.
            cache.store(KIND, part.key, 0, id=part.game.id, line=part.line,
                        passed=part.passed)
    return status


def _valid(entry: dict | None) -> bool:
    return (entry is not None and isinstance(entry.get("id"), str)
            and isinstance(entry.get("line"), str) and type(entry.get("passed")) is int)


def _run(part: _Folder) -> None:
    """Load and verify one game folder, as the uncached check does for it."""
    from .loader import read_content
    from .verify import verify

    content, part.load_problems = read_content(part.path)
    report = verify(content)
    part.report_problems = report.problems
    part.passed, part.failed = report.passed, report.failed
    if content.games:
        [part.game] = content.games
        part.line = _game_line(part.game, report.outcomes)


class _Tee:
    """Writes to a stream and keeps a copy of what was written."""

    def __init__(self, stream) -> None:
        self.stream = stream
        self.parts: list[str] = []

    def write(self, text: str) -> int:
        self.parts.append(text)
        return self.stream.write(text)

    def flush(self) -> None:
        self.stream.flush()


def cached_whole(args: argparse.Namespace, argv: list[str]) -> int:
    """The whole check's output, served while no file of the content or the code changed;
    the key is taken before and after the run: a file edited meanwhile stores nothing."""
    from . import cache

    roots = [Path(args.root)]
    key = cache.content_key("check", roots, argv)
    entry = cache.load("check", key)
    if entry is not None and isinstance(entry.get("stdout"), str):
        sys.stdout.write(entry["stdout"])
        return 0
    tee = _Tee(sys.stdout)
    with contextlib.redirect_stdout(tee):
        status = uncached(args)
    if key is not None and cache.content_key("check", roots, argv) == key:
        cache.store("check", key, status, stdout="".join(tee.parts))
    return status


def mutation_summary(content, failed_before: bool) -> int:
    """Run the claim mutation (refresher.mutate); report survivors and the kill ratios."""
    from .mutate import mutate

    results = mutate(content)
    for result in results:
        for survivor in result.survivors:
            print(survivor)
    for result in results:
        print(result.summary())
    survivors = sum(len(r.survivors) for r in results)
    print(f"mutation: {sum(r.killed for r in results)} killed, {survivors} survived")
    return 1 if failed_before or survivors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:], cached=True))
