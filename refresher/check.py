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
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from .loader import read_content
from .verify import verify

DEFAULT_ROOT = "quiz"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Validate and verify the quiz content.")
    parser.add_argument("--check", action="store_true", help="accepted for build_site.py")
    parser.add_argument("--mutate", action="store_true",
                        help="also break every claimed clause and report claims that survive")
    parser.add_argument("root", nargs="?", default=DEFAULT_ROOT, help="content folder (quiz)")
    args = parser.parse_args(argv)

    content, load_problems = read_content(args.root)
    report = verify(content)
    unique = dict.fromkeys([*load_problems, *report.problems])  # keeps the order found
    problems = sorted(unique, key=lambda p: (p.path, p.line))
    for problem in problems:
        print(problem)
    for game in content.games:
        mine = [o for o in report.outcomes if o.game_id == game.id]
        passed = sum(o.passed for o in mine)
        print(f"{game.id} ({game.edition}): {passed} passed, {len(mine) - passed} failed")
    # Items and files that failed to load never ran their scenarios: count them as failed.
    unrunnable = len({(p.path, p.line) for p in load_problems})
    failed = report.failed + unrunnable
    print(f"{report.passed} passed, {failed} failed")
    if args.mutate:
        return mutation_summary(content, bool(problems))
    return 1 if problems else 0


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
    sys.exit(main(sys.argv[1:]))
