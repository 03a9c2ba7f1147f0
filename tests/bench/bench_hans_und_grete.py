"""Benchmark of the Hans & Grete score: full scores of complete 15-card layouts per second.

A full score is both players' exact shortest walks with the best removal and the penalty
(breadth-first distances plus subset dynamic programming over up to 13 blocks each). The
layouts come from seeded random games with the illustrative card set (13 blocks a player).
The score cache is bypassed, so every layout is scored from scratch.

    PYTHONPATH=. python tests/bench/bench_hans_und_grete.py [LAYOUTS]
"""

from __future__ import annotations

import os
import random
import sys
import time

from hare_rules.games.hans_und_grete import GAME
from hare_rules.games.hans_und_grete.state import PLAYERS
from hare_rules.games.hans_und_grete.walking import _score, clause_key


def random_layout(seed: int):
    rng = random.Random(seed)
    state = GAME.start_state(2, seed)
    while not GAME.is_over(state):
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state))).state
    return state


def extra_lines(repeat: int) -> list[str]:
    """For scripts/bench_games.py: scores/s of full 15-card layouts (both players), medians
    of `repeat` runs over the same layouts, beside the budget of 500 ms a score."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from timing import paired

    layouts = [random_layout(seed) for seed in range(5)]
    uncached = _score.__wrapped__

    def score_all() -> None:
        for state in layouts:
            for player in PLAYERS:
                uncached(state.laid, player, clause_key())

    t = paired({"score": score_all}, repeat)["score"]
    cpu, wall = t.cpu_median / len(layouts), t.wall_median / len(layouts)
    return [f"  full scores of 15-card layouts (both players), medians of {repeat} runs: "
            f"{1 / cpu:.1f}/s cpu, {1 / wall:.1f}/s wall; {1000 * cpu:.0f} ms cpu each = "
            f"{cpu / 0.5:.2f} x the budget of 500 ms"]


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    started = time.perf_counter()
    layouts = [random_layout(seed) for seed in range(count)]
    lay_time = time.perf_counter() - started
    uncached = _score.__wrapped__  # the uncached function

    def score(laid, player):
        return uncached(laid, player, clause_key())

    blocks = [sum(len(score(s.laid, p).blocks) for p in PLAYERS) / 2 for s in layouts]
    reachable = [sum(len(score(s.laid, p).blocks) - len(score(s.laid, p).unreachable)
                     - (score(s.laid, p).removed is not None) + 1 for p in PLAYERS) / 2
                 for s in layouts]
    times, cpus = [], []
    for state in layouts:
        wall, cpu = time.perf_counter(), time.process_time()
        for player in PLAYERS:
            score(state.laid, player)
        times.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    total = sum(times)
    print(f"random games laid: {count} in {lay_time:.2f} s ({count / lay_time:.1f} games/s, "
          f"legal placements listed at every card)")
    print(f"blocks per player: mean {sum(blocks) / count:.1f}, reachable mean "
          f"{sum(reachable) / count:.1f}")
    print(f"full scores (both players) of 15-card layouts: {count / total:.1f} scores/s "
          f"(wall), {count / sum(cpus):.1f} scores/s (CPU)")
    print(f"time per full score: mean {1000 * total / count:.0f} ms wall / "
          f"{1000 * sum(cpus) / count:.0f} ms CPU, worst {1000 * max(times):.0f} ms wall / "
          f"{1000 * max(cpus):.0f} ms CPU (budget 500 ms)")
    print(f"load average while measuring: {os.getloadavg()[0]:.1f} "
          f"(other processes slow the wall-clock numbers)")


if __name__ == "__main__":
    main()
