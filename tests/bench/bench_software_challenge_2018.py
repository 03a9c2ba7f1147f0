#!/usr/bin/env python3
"""Benchmark of edition software-challenge-2018: whole-turn generation, single process.

    .venv/bin/python tests/bench/bench_software_challenge_2018.py [FILE] [--repeat N]
        [--games N]

Positions: the dev oracle file's (1006) and those of --games seeded random games (2,000 or
so with the default). For each set it prints positions/s of the fast generator
(`legal_turns`) and of the reference generator built on the explaining checks
(`legal_action_turns`), CPU and wall time, medians of --repeat paired runs, and their
ratio; then the whole oracle run (generate, play every turn, compare). The official Java
server's figure is quoted from issue 17 (not measured here: the repository has no Java
server to run). Prints numbers; asserts nothing.
"""

from __future__ import annotations

import argparse
import io
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parents[1])]

from timing import paired, ratio  # noqa: E402

from hare_rules.games.software_challenge_2018.boards import random_board  # noqa: E402
from hare_rules.games.software_challenge_2018.oracle import (  # noqa: E402
    compare_record,
    read_records,
    state_from_record,
)
from hare_rules.games.software_challenge_2018.state import initial_state  # noqa: E402
from hare_rules.games.software_challenge_2018.turns import (  # noqa: E402
    apply_turn,
    legal_action_turns,
    legal_turns,
)

DEV_FILE = HERE.parents[0] / "data" / "sc2018-dev.jsonl.gz"
JAVA_ANCHOR = 57_000  # positions/s, server's getPossibleMoves, one core (issue 17)


def game_positions(games: int) -> list:
    states = []
    for seed in range(games):
        rng = random.Random(seed)
        state = initial_state(random_board(rng))
        while state.outcome is None:
            states.append(state)
            state, _ = apply_turn(state, rng.choice(legal_turns(state)))
    return states


def report(label: str, states: list, repeat: int) -> list[str]:
    def fast() -> None:
        for s in states:
            legal_turns(s)

    def ref() -> None:
        for s in states:
            legal_action_turns(s)

    t = paired({"fast": fast, "reference": ref}, repeat)
    n = len(states)
    f, r = t["fast"], t["reference"]
    lines = [f"{label}: {n} positions, {sum(len(legal_turns(s)) for s in states)} legal turns"]
    for name, times in (("fast (legal_turns)", f), ("reference (legal_action_turns)", r)):
        lines.append(f"  {name:32} {n / times.cpu_median:10,.0f} positions/s cpu "
                     f"{n / times.wall_median:10,.0f} wall")
    lines.append(f"  fast / reference speed: {ratio(r, f):.1f} x cpu, "
                 f"{ratio(r, f, 'wall'):.1f} x wall; fast / Java anchor "
                 f"({JAVA_ANCHOR:,}/s): {n / f.cpu_median / JAVA_ANCHOR:.2f} x cpu")
    return lines


def extra_lines(repeat: int) -> list[str]:
    """For scripts/bench_games.py: whole-turn generation on the dev oracle positions."""
    states = [state_from_record(r) for r in read_records(str(DEV_FILE))]
    return report("whole-turn generation, oracle file", states, repeat)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?", default=str(DEV_FILE))
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--games", type=int, default=33)
    args = parser.parse_args()
    records = list(read_records(args.file))
    print(f"(medians of {args.repeat} paired runs; Java anchor quoted from issue 17, "
          "not measured here)")
    for line in report("oracle file", [state_from_record(r) for r in records], args.repeat):
        print(line)
    for line in report(f"{args.games} random games", game_positions(args.games), args.repeat):
        print(line)

    def oracle() -> None:
        sink = io.StringIO()
        for r in records:
            sink.write("\n".join(compare_record(r)))

    t = paired({"oracle": oracle}, max(1, args.repeat // 2))["oracle"]
    print(f"oracle run (generate, play every turn, compare): "
          f"{len(records) / t.cpu_median:,.0f} positions/s cpu, "
          f"{len(records) / t.wall_median:,.0f} wall")


if __name__ == "__main__":
    main()
