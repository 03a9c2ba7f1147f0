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


def measure(game, repeat: int, count: int, plies: int) -> str:
    players = max(game.player_counts)
    games = [random_game(game, players, seed, plies) for seed in range(count)]
    # Fresh states (parsed from notation) so that no memo of an earlier call helps; the
    # parsing itself is timed apart and taken off.
    states = [game.format_state(s) for g in games for s in g if not game.is_over(s)]

    def generate() -> None:
        for text in states:
            game.legal_actions(game.parse_state(text))

    def parse() -> None:
        for text in states:
            game.parse_state(text)

    def play() -> None:
        for seed in range(count):
            random_game(game, players, seed, plies)

    def median(work, which: int) -> float:
        return statistics.median(timed(work)[which] for _ in range(repeat))

    gen_wall = median(generate, 0) - median(parse, 0)
    gen_cpu = median(generate, 1) - median(parse, 1)
    play_wall, play_cpu = median(play, 0), median(play, 1)
    ended = sum(game.is_over(g[-1]) for g in games)
    mean = statistics.mean(len(g) - 1 for g in games)
    return (f"{players:7d} {len(states) / gen_wall:10,.0f} ({len(states) / gen_cpu:,.0f}) "
            f"{count / play_wall:6.1f} ({count / play_cpu:.1f}) {ended:3d}/{count:<3d} "
            f"{mean:10.0f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--plies", type=int, default=400)
    args = parser.parse_args(argv)
    print(f"{'game':28} {'players':>7} {'legal actions/s':>16} {'games/s':>9} "
          f"{'ended':>7} {'plies/game':>10}  (median of {args.repeat}, wall; cpu in brackets)")
    for game_id, game in sorted(GAMES.items()):
        print(f"{game_id:28} " + measure(game, args.repeat, args.games, args.plies))
    return 0


if __name__ == "__main__":
    sys.exit(main())
