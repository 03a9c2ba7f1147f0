"""Benchmark of the hare_rules engine (not a test). Prints:

1. legal-move generations per second over a fixed set of positions, collected from seeded
   4-player games (every position of seeds 0-9 under `sensible_policy`);
2. complete 4-player games per second: seeded games under `sensible_policy` (see
   tests/engine/playout.py), cut off at 5000 plies (none is), with the mean plies per game;
   and, for comparison, uniform random play cut off at 1000 plies.

    .venv/bin/python tests/bench/bench_ravensburger_2019.py [--seconds 3] [--profile]

Targets of issue 2: >= 20,000 move generations/s and >= 200 complete 4-player games/s.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from hare_rules.games.ravensburger_2019 import apply, legal_moves  # noqa: E402
from tests.engine.playout import (  # noqa: E402
    play_game,
    plies,
    sensible_policy,
    uniform_policy,
)


def collect_plies(games: int = 10) -> list:
    return [(ply.position, ply.token) for seed in range(games)
            for ply in plies(4, seed, sensible_policy, 5000)]


def bench_generation(positions: list, seconds: float) -> float:
    # A position memoises its legal moves; `evolve()` gives a fresh copy without the memo,
    # so every call generates (the copy's cost is included in the number).
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for pos in positions:
            legal_moves(pos.evolve())
        count += len(positions)
    return count / (time.perf_counter() - start)


def bench_apply(pairs: list, seconds: float) -> float:
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for pos, token in pairs:
            apply(pos.evolve(), token)  # without the memo: apply checks legality itself
        count += len(pairs)
    return count / (time.perf_counter() - start)


def bench_games(policy, cutoff: int, seconds: float) -> tuple[float, float, int, int]:
    """games/s, mean plies, games played, games that ended before the cutoff."""
    games = total = ended = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        count, final = play_game(4, seed=games, policy=policy, cutoff=cutoff)
        ended += count < cutoff
        games, total = games + 1, total + count
    elapsed = time.perf_counter() - start
    return games / elapsed, total / games, games, ended


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    parser.add_argument("--profile", action="store_true", help="cProfile the game benchmark")
    args = parser.parse_args(argv)

    pairs = collect_plies()
    positions = [pos for pos, _ in pairs]
    rate = bench_generation(positions, args.seconds)
    print(f"legal-move generations: {rate:,.0f}/s over {len(positions)} positions "
          f"(4-player sensible_policy games, seeds 0-9)")
    print(f"apply (one move incl. its legality check): "
          f"{bench_apply(pairs, args.seconds):,.0f}/s over the same positions")
    games_rate, mean, games, ended = bench_games(sensible_policy, 5000, args.seconds)
    print(f"complete 4-player games: {games_rate:,.1f}/s (sensible_policy, cutoff 5000 plies; "
          f"{ended}/{games} ended; mean {mean:.0f} plies/game, {games_rate * mean:,.0f} plies/s)")
    u_rate, u_mean, u_games, u_ended = bench_games(uniform_policy, 1000, args.seconds)
    print(f"uniform random 4-player games: {u_rate:,.1f}/s (cutoff 1000 plies; "
          f"{u_ended}/{u_games} ended; mean {u_mean:.0f} plies/game)")
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        for seed in range(30):
            play_game(4, seed=seed, policy=sensible_policy, cutoff=5000)
        profiler.disable()
        stats = pstats.Stats(profiler).sort_stats("tottime")
        stats.print_stats(15)
        stats.sort_stats("cumulative").print_stats(20)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
