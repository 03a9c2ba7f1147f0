#!/usr/bin/env python3
"""Benchmark of `./run.sh check` (= scripts/build_site.py --check): how long authors wait.
Prints numbers; asserts nothing.

1. The whole command as a fresh process, CPU (user + system) and wall time, beside a bare
   `python -c pass` start of the same interpreter (the floor no check can go below);
2. inside one process: the imports, loading the content with the fast YAML path
   (hare_rules.core.fast_yaml) and with ruamel alone, and verifying every scenario.
Medians of --repeat paired runs.

    .venv/bin/python scripts/bench_check.py [--repeat 5] [CONTENT]

Aim of issue 17: the check takes at most 0.3 s for today's content.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "bench")]

from timing import paired  # noqa: E402

IN_PROCESS = """
import sys, time
cpu, wall = time.process_time(), time.perf_counter()
from refresher.loader import read_content
from refresher.verify import verify
print(time.process_time() - cpu, time.perf_counter() - wall)
"""


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(cmd: list[str]) -> tuple[float, float]:
    wall, cpu = time.perf_counter(), children_cpu()
    subprocess.run(cmd, cwd=ROOT, check=False, capture_output=True)
    return time.perf_counter() - wall, children_cpu() - cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("content", nargs="?", default="quiz")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    check = [sys.executable, str(ROOT / "scripts/build_site.py"), "--check", args.content]
    bare = [sys.executable, "-c", "pass"]
    imports = [sys.executable, "-c", IN_PROCESS]
    rounds = [(run(check), run(bare), run(imports)) for _ in range(args.repeat)]

    def med(i: int, which: int) -> float:
        return statistics.median(r[i][which] for r in rounds)

    print(f"medians of {args.repeat} paired runs; content {args.content}/ (aim: check <= 0.3 s)")
    print(f"  build_site.py --check, fresh process: {med(0, 1):.3f} s cpu, {med(0, 0):.3f} s "
          "wall")
    print(f"  python -c pass (start-up floor):      {med(1, 1):.3f} s cpu, {med(1, 0):.3f} s "
          "wall")
    print(f"  start-up + imports of the check:      {med(2, 1):.3f} s cpu, {med(2, 0):.3f} s "
          "wall")

    from hare_rules.core import fast_yaml
    from refresher.loader import read_content
    from refresher.verify import verify

    compose = fast_yaml.compose
    content, _ = read_content(args.content)

    def load_fast() -> None:
        read_content(args.content)

    def load_ruamel() -> None:
        fast_yaml.compose = lambda text: fast_yaml.UNSURE
        try:
            read_content(args.content)
        finally:
            fast_yaml.compose = compose

    def check_all() -> None:
        verify(content)

    t = paired({"fast": load_fast, "ruamel": load_ruamel, "verify": check_all}, args.repeat)
    fast, slow = t["fast"], t["ruamel"]
    print("  in one process:")
    print(f"    load, fast YAML path:  {fast.cpu_median:.3f} s cpu, {fast.wall_median:.3f} s wall")
    print(f"    load, ruamel alone:    {slow.cpu_median:.3f} s cpu, {slow.wall_median:.3f} s wall"
          f"  (fast = {fast.cpu_median / slow.cpu_median:.2f} x ruamel, cpu)")
    print(f"    verify (scenarios):    {t['verify'].cpu_median:.3f} s cpu, "
          f"{t['verify'].wall_median:.3f} s wall")
    return 0


if __name__ == "__main__":
    sys.exit(main())
