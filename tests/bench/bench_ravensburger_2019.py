#!/usr/bin/env python3
"""Benchmark of edition ravensburger-2019 (not a test). Prints, CPU and wall time, medians
of --repeat paired runs:

1. legal-move generations per second over a fixed set of positions, collected from seeded
   4-player games (every position of seeds 0-9 under `sensible_policy`);
2. apply per second (one move, its legality check included) over the same positions;
3. the engine's plies per second without any policy: per recorded ply, legal moves and
   apply on a fresh copy of the position, which is what a game costs the engine;
4. complete 4-player games per second under `sensible_policy`
   (tests/games/ravensburger_2019/playout.py; the policy's own share of that time is
   printed too) and under uniform random play.

    .venv/bin/python tests/bench/bench_ravensburger_2019.py [--repeat 5] [--profile]

Targets of issue 2: >= 20,000 move generations/s and >= 200 complete 4-player games/s.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parents[1])]

from timing import paired  # noqa: E402

from hare_rules.games.ravensburger_2019.rules import apply, legal_moves  # noqa: E402
from tests.games.ravensburger_2019.playout import (  # noqa: E402
    play_game,
    plies,
    sensible_policy,
    uniform_policy,
)

SEEDS = range(10)
CUTOFF = 5000


def collect_plies() -> list:
    return [(ply.position, ply.token) for seed in SEEDS
            for ply in plies(4, seed, sensible_policy, CUTOFF)]


def measurements(repeat: int) -> list[str]:
    pairs = collect_plies()
    n = len(pairs)
    # A position memoises its legal moves; `evolve()` gives a fresh copy without the memo.
    # The copies are made before each timing starts.

    def fresh() -> list:
        return [(pos.evolve(), token) for pos, token in pairs]

    def generate(fresh_pairs: list) -> None:
        for pos, _ in fresh_pairs:
            legal_moves(pos)

    def applied(fresh_pairs: list) -> None:
        for pos, token in fresh_pairs:
            apply(pos, token)  # without the memo: apply checks legality itself

    def engine(fresh_pairs: list) -> None:
        for pos, token in fresh_pairs:
            legal_moves(pos)
            apply(pos, token)

    def policy(fresh_pairs: list) -> None:
        rng = random.Random(0)
        for pos, moves in fresh_pairs:
            sensible_policy(rng, moves, pos)

    t = paired({"generate": generate, "apply": applied, "engine": engine}, repeat, fresh)
    with_moves = [(pos, legal_moves(pos)) for pos, _ in pairs]
    t |= paired({"policy": policy}, repeat, lambda: with_moves)

    def sensible() -> None:
        for seed in SEEDS:
            play_game(4, seed=seed, policy=sensible_policy, cutoff=CUTOFF)

    def uniform() -> None:
        for seed in SEEDS:
            play_game(4, seed=seed, policy=uniform_policy, cutoff=1000)

    t |= paired({"sensible": sensible, "uniform": uniform}, repeat)
    games = len(SEEDS)
    mean = n / games
    u_plies = [play_game(4, seed=s, policy=uniform_policy, cutoff=1000)[0] for s in SEEDS]

    def per_s(name: str, count: float) -> str:
        cpu, wall = count / t[name].cpu_median, count / t[name].wall_median
        digits = 0 if cpu >= 1000 else 1
        return f"{cpu:,.{digits}f}/s cpu, {wall:,.{digits}f}/s wall"

    share = t["policy"].cpu_median / t["sensible"].cpu_median
    return [
        f"{n} positions from 4-player sensible_policy games, seeds 0-9; medians of {repeat} "
        "paired runs",
        f"legal-move generations: {per_s('generate', n)}",
        f"apply (one move incl. its legality check): {per_s('apply', n)}",
        f"engine plies (legal moves + apply, no policy): {per_s('engine', n)}",
        f"complete 4-player games, sensible_policy: {per_s('sensible', games)} "
        f"(mean {mean:.0f} plies/game; the policy itself is {share:.0%} of the cpu time)",
        f"uniform random 4-player games: {per_s('uniform', games)} (cutoff 1000 plies; "
        f"{sum(p < 1000 for p in u_plies)}/{games} ended; mean "
        f"{sum(u_plies) / games:.0f} plies/game)",
    ]


def extra_lines(repeat: int) -> list[str]:
    """For scripts/bench_games.py."""
    return measurements(repeat)[3:5]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--profile", action="store_true", help="cProfile the game benchmark")
    args = parser.parse_args(argv)
    for line in measurements(args.repeat):
        print(line)
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        for seed in range(30):
            play_game(4, seed=seed, policy=sensible_policy, cutoff=CUTOFF)
        profiler.disable()
        stats = pstats.Stats(profiler).sort_stats("tottime")
        stats.print_stats(15)
        stats.sort_stats("cumulative").print_stats(20)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
