"""A CPU `rate` times slower for every thread of a browser, for the benchmarks (not a test).

Chromium's own CPU throttle (CDP Emulation.setCPUThrottlingRate) slows a page's main thread
only: a dedicated worker, where the referee starts Python, is refused ("Operation is only
supported for pages, not workers"), so a throttled run measured the worker at full speed.
Here every thread of the browser's processes gets a cgroup (v1 `cpu` controller) of its own
whose quota is 1/rate of one core: each thread runs at most a quarter of a core at rate 4,
as on a phone 4x slower per core, and threads still run side by side as they would on a
phone's several cores (one cgroup for all would make two busy threads 8x slower). A watcher
gives each new thread its cgroup within `POLL` seconds of its start.

Needs root and a writable /sys/fs/cgroup/cpu (cgroup v1); `SlowThreads.available()` says why
not otherwise, and the benchmark then stops with that sentence.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

CPU = Path("/sys/fs/cgroup/cpu")
PERIOD_US = 10_000  # a short period: a throttled thread waits at most ~7.5 ms at rate 4
POLL = 0.01  # seconds between looks for new threads


def _children() -> dict[int, list[int]]:
    kids: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            kids.setdefault(parent, []).append(int(entry.name))
    return kids


def _descendants(pid: int) -> list[int]:
    kids, out, todo = _children(), [], [pid]
    while todo:
        proc = todo.pop()
        out.append(proc)
        todo.extend(kids.get(proc, []))
    return out[1:]


class SlowThreads:
    """While entered, every thread of every process below `root` (the Playwright driver's
    parent: this process) whose command line names `name` runs at most 1/rate of a core."""

    def __init__(self, rate: float, name: str = "chrom") -> None:
        self.rate, self.name = rate, name
        self.base = CPU / f"slow-{os.getpid()}"
        self.done: set[int] = set()
        self.stop = threading.Event()
        self.watcher = threading.Thread(target=self._watch, daemon=True)

    @staticmethod
    def available() -> str | None:
        """None, or why threads cannot be slowed here."""
        if not (CPU / "cgroup.procs").exists():
            return f"no cgroup v1 cpu controller at {CPU}"
        if not os.access(CPU, os.W_OK):
            return f"{CPU} is not writable (run as root)"
        return None

    def __enter__(self) -> SlowThreads:
        if self.rate == 1:  # full speed: nothing to slow
            self.stop.set()
            return self
        self.base.mkdir(exist_ok=True)
        self.watcher.start()
        return self

    def __exit__(self, *exc: object) -> None:
        if not self.watcher.is_alive():
            return
        self.stop.set()
        self.watcher.join()
        for group in self.base.iterdir() if self.base.exists() else []:
            if group.is_dir():
                for tid in (group / "tasks").read_text().split():
                    try:  # a thread still alive goes back to the root group
                        (CPU / "tasks").write_text(tid)
                    except OSError:
                        pass
                group.rmdir()
        self.base.rmdir()

    def _watch(self) -> None:
        while not self.stop.is_set():
            self.slow_new_threads()
            self.stop.wait(POLL)

    def slow_new_threads(self) -> None:
        for pid in _descendants(os.getpid()):
            try:
                if self.name not in (Path(f"/proc/{pid}/cmdline").read_bytes()
                                     .split(b"\0")[0].decode(errors="replace")):
                    continue
                tids = [int(t.name) for t in Path(f"/proc/{pid}/task").iterdir()]
            except OSError:
                continue  # the process has just ended
            for tid in tids:
                if tid not in self.done:
                    self.done.add(tid)
                    self._slow(tid)

    def _slow(self, tid: int) -> None:
        group = self.base / str(tid)
        try:
            group.mkdir(exist_ok=True)
            (group / "cpu.cfs_period_us").write_text(str(PERIOD_US))
            (group / "cpu.cfs_quota_us").write_text(str(max(1000, round(PERIOD_US / self.rate))))
            (group / "tasks").write_text(str(tid))
        except OSError:
            pass  # the thread ended between the look and the move
