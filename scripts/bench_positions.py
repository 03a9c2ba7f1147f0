#!/usr/bin/env python3
"""Benchmark of the positions from play (issue 23; prints numbers, not a test).

Per game: positions/s of `Game.positions` (seeded random play from the start, as the
conformance test and `python -m hare_rules positions` use it), with and without `late`, and
the property book's search (`hare_rules.core.properties.search`, 2,000 positions per
property, as the check runs it). CPU and wall time, medians of --repeat paired runs; the
ratio compares with the aim of 2,000 positions/s (so that one property's search costs at
most a second of the check).

    .venv/bin/python scripts/bench_positions.py [--repeat 3] [--count 2000] [--game ID]
"""

from __future__ import annotations

import argparse
import os
import sys
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "bench")]

from timing import paired  # noqa: E402

from hare_rules.core.properties import SEARCH, search  # noqa: E402
from hare_rules.games import GAMES  # noqa: E402

AIM = 2000  # positions per second


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench_positions.py")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--game", action="append", default=None)
    args = parser.parse_args(argv)
    ids = args.game or list(GAMES)
    print(f"load {os.getloadavg()[0]:.2f}; medians of {args.repeat} paired runs; "
          f"aim {AIM} positions/s")
    print("| game | knobs | positions/s (cpu) | wall s | cpu s | / aim |")
    print("|---|---|---|---|---|---|")
    for game_id in ids:
        game = GAMES[game_id]
        jobs = {knobs: (lambda k=knobs, g=game: list(g.positions(args.count, seed=1, **dict(k))))
                for knobs in ((), (("late", True),))}
        times = paired({str(dict(k)) or "{}": job for k, job in jobs.items()}, args.repeat)
        for name, t in times.items():
            rate = args.count / t.cpu_median if t.cpu_median else float("inf")
            print(f"| {game_id} | {name} | {rate:,.0f} | {t.wall_median:.2f} | "
                  f"{t.cpu_median:.2f} | {rate / AIM:.2f} |")
        for prop in game.properties.values():
            t = paired({prop.id: partial(search, game, prop, SEARCH)},
                       args.repeat)[prop.id]
            rate = SEARCH / t.cpu_median if t.cpu_median else float("inf")
            print(f"| {game_id} | property {prop.id} | {rate:,.0f} | {t.wall_median:.2f} | "
                  f"{t.cpu_median:.2f} | {rate / AIM:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
