#!/usr/bin/env python3
"""Benchmark of every game in GAMES through the protocol (prints numbers; not a test).

Per game: legal-action listings per second over the states of seeded random games, and
complete random games per second (cut off at --plies), CPU and wall time, the median of
--repeat runs. Game-specific benchmarks live in tests/bench/.

    .venv/bin/python scripts/bench_games.py [--repeat 3] [--games 20] [--plies 400]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hare_rules.games import GAMES  # noqa: E402


def random_game(game, players: int, seed: int, plies: int) -> list:
    rng = random.Random(seed)
    state = game.start_state(players, seed)
    seen = [state]
    for _ in range(plies):
        if game.is_over(state):
            break
        state = game.apply(state, rng.choice(game.legal_actions(state))).state
        seen.append(state)
    return seen


def timed(work) -> tuple[float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    work()
    return time.perf_counter() - wall, time.process_time() - cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--plies", type=int, default=400)
    args = parser.parse_args(argv)
    print(f"{'game':28} {'players':>7} {'legal actions/s':>16} {'games/s':>9} "
          f"{'ended':>7} {'plies/game':>10}  (median of {args.repeat}, wall; cpu in brackets)")
    for game_id, game in sorted(GAMES.items()):
        players = max(game.player_counts)
        games = [random_game(game, players, seed, args.plies) for seed in range(args.games)]
        # Fresh states (parsed from notation) so that no memo of an earlier call helps.
        states = [game.parse_state(game.format_state(s)) for g in games for s in g
                  if not game.is_over(s)]
        gen = [timed(lambda: [game.legal_actions(game.parse_state(game.format_state(s)))
                              for s in states]) for _ in range(args.repeat)]
        parse = [timed(lambda: [game.parse_state(game.format_state(s)) for s in states])
                 for _ in range(args.repeat)]
        gen_wall = statistics.median(g[0] for g in gen) - statistics.median(p[0] for p in parse)
        gen_cpu = statistics.median(g[1] for g in gen) - statistics.median(p[1] for p in parse)
        play = [timed(lambda: [random_game(game, players, seed, args.plies)
                               for seed in range(args.games)]) for _ in range(args.repeat)]
        play_wall = statistics.median(p[0] for p in play)
        play_cpu = statistics.median(p[1] for p in play)
        ended = sum(game.is_over(g[-1]) for g in games)
        mean = statistics.mean(len(g) - 1 for g in games)
        print(f"{game_id:28} {players:7d} {len(states) / gen_wall:10,.0f} "
              f"({len(states) / gen_cpu:,.0f}) {args.games / play_wall:6.1f} "
              f"({args.games / play_cpu:.1f}) {ended:3d}/{args.games:<3d} {mean:10.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
