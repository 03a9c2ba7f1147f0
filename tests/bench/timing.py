"""Timing for the benchmark scripts: paired runs, CPU and wall time, medians.

Jobs are run in rounds, each job once per round in turn, so that a change of load on the
machine hits every job alike; a ratio is the median of the per-round ratios.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial


@dataclass
class Times:
    wall: list[float]
    cpu: list[float]

    @property
    def wall_median(self) -> float:
        return statistics.median(self.wall)

    @property
    def cpu_median(self) -> float:
        return statistics.median(self.cpu)


def timed(job: Callable[[], object]) -> tuple[float, float]:
    """(wall, cpu) seconds of one call; cpu is this process's user + system time."""
    wall, cpu = time.perf_counter(), time.process_time()
    job()
    return time.perf_counter() - wall, time.process_time() - cpu


def paired(jobs: dict[str, Callable[..., object]], repeat: int,
           setup: Callable[[], object] | None = None) -> dict[str, Times]:
    """Run every job `repeat` times, interleaved round by round. With `setup`, each job is
    called with a fresh result of `setup()`, made before its timing starts."""
    times = {name: Times([], []) for name in jobs}
    for _ in range(repeat):
        for name, job in jobs.items():
            if setup is not None:
                fresh = setup()
                wall, cpu = timed(partial(job, fresh))
            else:
                wall, cpu = timed(job)
            times[name].wall.append(wall)
            times[name].cpu.append(cpu)
    return times


def ratio(a: Times, b: Times, which: str = "cpu") -> float:
    """Median over the rounds of a/b (`which`: "cpu" or "wall")."""
    pairs = zip(getattr(a, which), getattr(b, which), strict=True)
    return statistics.median(x / y for x, y in pairs if y > 0)
