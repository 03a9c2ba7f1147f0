#!/usr/bin/env python3
"""Benchmark of `./run.sh check` (= scripts/build_site.py --check): how long authors wait.
Prints numbers; asserts nothing.

1. Whole commands as fresh processes, CPU (user + system of the process and its children)
   and wall time, each beside the aim of issue 17 (0.3 s) as a ratio:
   - `./run.sh check` itself (bash, the venv stamp check, Python's start, the check), with
     the cache of passing results (refresher.cache, one entry per game folder) warm: what an
     author waits for when nothing changed since the last passing check;
   - the same after an edit of one game's file (`--edit`, by default one file of the
     smallest and one of the largest game): a copy of the content in a temporary folder,
     its cache (a temporary one) warmed, then before every timed run one more comment line
     appended to that file, so that the edited game is checked afresh and the others are
     answered from the cache: what an author waits for after saving a file;
   - the same with the cache off (`REFRESHER_CACHE=0`): the whole check cold;
   - `build_site.py --check` without bash, cache off;
   - `python -c pass` (the start-up floor no check can go below) and the imports alone.
2. Inside one process: loading the content with the fast YAML path (hare_rules.core.fast_yaml)
   and with ruamel alone (ratio fast / ruamel), and verifying every scenario.
Medians of --repeat paired runs (every command once per round, in turn).  The commands run
without PYTHONDONTWRITEBYTECODE, so Python's bytecode cache is used as on an author's
machine (with it set, every import compiles its module again: about 0.2 s more).

    .venv/bin/python scripts/bench_check.py [--repeat 5] [--edit GAME/FILE ...] [CONTENT]
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "bench")]

from timing import paired, ratio  # noqa: E402

IN_PROCESS = """
import sys, time
cpu, wall = time.process_time(), time.perf_counter()
from refresher.loader import read_content
from refresher.verify import verify
print(time.process_time() - cpu, time.perf_counter() - wall)
"""


AIM = 0.3  # seconds: issue 17's aim for `./run.sh check` on today's content
EDITS = ("hans-und-grete/questions.yaml", "hase-und-igel/questions.yaml")  # smallest, largest


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


BASE_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def run(cmd: list[str], env: dict[str, str] | None = None,
        before: Callable[[], object] | None = None) -> tuple[float, float]:
    """(wall, cpu) of one command; cpu counts its children too (bash's python).  `before`
    runs first, untimed (the edit of a file)."""
    if before is not None:
        before()
    wall, cpu = time.perf_counter(), children_cpu()
    subprocess.run(cmd, cwd=ROOT, check=False, capture_output=True,
                   env={**BASE_ENV, **(env or {})})
    return time.perf_counter() - wall, children_cpu() - cpu


class Edit:
    """A copy of the content with its own warm cache; `next()` appends one more comment line
    to `file` (a content the cache has never seen)."""

    def __init__(self, content: str, file: str, scratch: Path) -> None:
        self.root = scratch / file.replace("/", "-") / "quiz"
        shutil.copytree(ROOT / content, self.root)
        self.file, self.count = self.root / file, 0
        if not self.file.is_file():
            raise SystemExit(f"--edit {file}: no such file in {content}/")
        self.env = {"REFRESHER_CACHE_DIR": str(self.root.parent / "cache")}
        self.cmd = ["bash", str(ROOT / "run.sh"), "check", str(self.root)]
        self.last = subprocess.run(self.cmd, cwd=ROOT, check=False, capture_output=True,
                                   text=True, env={**BASE_ENV, **self.env})  # warms the cache

    def next(self) -> None:
        self.count += 1
        with open(self.file, "a", encoding="utf-8") as out:
            out.write(f"# bench_check edit {self.count}\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("content", nargs="?", default="quiz")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--edit", action="append", metavar="GAME/FILE",
                        help=f"the file to edit, under CONTENT (default: {', '.join(EDITS)})")
    args = parser.parse_args(argv)
    cold = {"REFRESHER_CACHE": "0"}
    scratch = Path(tempfile.mkdtemp(prefix="bench-check-"))
    try:
        edits = {f"after an edit of {file.split('/')[0]}": Edit(args.content, file, scratch)
                 for file in args.edit or EDITS}
        return measure(args, cold, edits)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def measure(args: argparse.Namespace, cold: dict[str, str], edits: dict[str, Edit]) -> int:
    jobs = {
        "./run.sh check, cache warm": (["bash", str(ROOT / "run.sh"), "check", args.content],
                                       None),
        **{f"./run.sh check, {name}": (edit.cmd, edit.env) for name, edit in edits.items()},
        "./run.sh check, cache off": (["bash", str(ROOT / "run.sh"), "check", args.content],
                                      cold),
        "build_site.py --check, cache off": (
            [sys.executable, str(ROOT / "scripts/build_site.py"), "--check", args.content], cold),
        "python -c pass (start-up floor)": ([sys.executable, "-c", "pass"], None),
        "start-up + imports of the check": ([sys.executable, "-c", IN_PROCESS], None),
    }
    first = subprocess.run(jobs["./run.sh check, cache warm"][0], cwd=ROOT, check=False,
                           capture_output=True, text=True, env=BASE_ENV)  # fills the cache
    befores = {f"./run.sh check, {name}": edit.next for name, edit in edits.items()}
    rounds = [{name: run(cmd, env, befores.get(name)) for name, (cmd, env) in jobs.items()}
              for _ in range(args.repeat)]

    def med(name: str, which: int) -> float:
        return statistics.median(r[name][which] for r in rounds)

    last = (first.stdout.strip().splitlines() or ["(no output)"])[-1]
    print(f"medians of {args.repeat} paired runs; content {args.content}/ ({last}; exit "
          f"{first.returncode}); aim: ./run.sh check <= {AIM} s")
    for name, edit in edits.items():
        done = subprocess.run(edit.cmd, cwd=ROOT, check=False, capture_output=True, text=True,
                              env={**BASE_ENV, **edit.env})
        tail = (done.stdout.strip().splitlines() or ["(no output)"])[-1]
        print(f"  {name}: {edit.file.relative_to(edit.root)} ({tail}; exit {done.returncode})")
    width = max(len(name) for name in jobs)
    print(f"  {'command':{width}} {'cpu s':>7} {'wall s':>7}  {'cpu/aim':>7} {'wall/aim':>8}")
    for name in jobs:
        cpu, wall = med(name, 1), med(name, 0)
        print(f"  {name:{width}} {cpu:7.3f} {wall:7.3f}  {cpu / AIM:7.2f} {wall / AIM:8.2f}")

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
    print("  in one process (cpu, wall):")
    print(f"    load, fast YAML path:  {fast.cpu_median:.3f} s cpu, {fast.wall_median:.3f} s wall")
    print(f"    load, ruamel alone:    {slow.cpu_median:.3f} s cpu, {slow.wall_median:.3f} s wall"
          f"  (fast / ruamel = {ratio(fast, slow, 'cpu'):.2f} cpu, "
          f"{ratio(fast, slow, 'wall'):.2f} wall)")
    print(f"    verify (scenarios):    {t['verify'].cpu_median:.3f} s cpu, "
          f"{t['verify'].wall_median:.3f} s wall")
    return 0


if __name__ == "__main__":
    sys.exit(main())
