"""Benchmark of edition software-challenge-2018 on the dev oracle file.

    .venv/bin/python tests/bench/bench_software_challenge_2018.py [FILE] [--repeat N]

Prints positions per second for (1) full turn generation, card chains included, and
(2) the whole oracle run (generation, playing every turn, comparing with the server).
Timing only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import io
import time
from pathlib import Path

from hare_rules.games.software_challenge_2018 import legal_turns
from hare_rules.games.software_challenge_2018.oracle import (
    compare_record,
    read_records,
    state_from_record,
)

DEV_FILE = Path(__file__).resolve().parents[1] / "data" / "sc2018-dev.jsonl.gz"


def best_of(repeat: int, job) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        job()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?", default=str(DEV_FILE))
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    records = list(read_records(args.file))
    states = [state_from_record(r) for r in records]
    turns = sum(len(legal_turns(s)) for s in states)

    def generate() -> None:
        for s in states:
            legal_turns(s)

    def oracle() -> None:
        sink = io.StringIO()
        for r in records:
            sink.write("\n".join(compare_record(r)))

    n = len(states)
    gen = best_of(args.repeat, generate)
    full = best_of(args.repeat, oracle)
    print(f"{n} positions, {turns} legal turns (best of {args.repeat})")
    print(f"turn generation: {gen:.3f} s, {n / gen:,.0f} positions/s")
    print(f"oracle run:      {full:.3f} s, {n / full:,.0f} positions/s "
          "(generate, play every turn, compare)")


if __name__ == "__main__":
    main()
