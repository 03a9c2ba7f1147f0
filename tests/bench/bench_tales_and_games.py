"""Benchmark of game tales-and-games (timing only; nothing is asserted).

    PYTHONPATH=. .venv/bin/python tests/bench/bench_tales_and_games.py [--games N] [--repeat N]

Prints: complete random games per second (setup, every turn generated and applied), legal
action generation per second, apply per second, reasons_against per second over candidate
actions, and notation format+parse round trips per second, on positions of random games.
"""

from __future__ import annotations

import argparse
import random
import time

from hare_rules.games import GAMES

GAME = GAMES["tales-and-games"]


def best_of(repeat: int, job) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        job()
        times.append(time.perf_counter() - start)
    return min(times)


def play(players: int, seed: int) -> list:
    rng = random.Random(seed)
    state = GAME.start_state(players, seed)
    visited = []
    while not GAME.is_over(state):
        visited.append(state)
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state))).state
    return visited


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    seeds = [(2 + i % 4, i) for i in range(args.games)]
    seconds = best_of(args.repeat, lambda: [play(p, s) for p, s in seeds])
    positions = [state for p, s in seeds[:50] for state in play(p, s)]
    turns = len(positions)
    print(f"complete games:      {args.games / seconds:10.0f} games/s "
          f"({args.games} games of 2-5 players)")
    t = best_of(args.repeat, lambda: [GAME.legal_actions(s) for s in positions])
    print(f"legal_actions:       {turns / t:10.0f} positions/s ({turns} positions)")
    moves = [(s, GAME.legal_actions(s)[0]) for s in positions]
    t = best_of(args.repeat, lambda: [GAME.apply(s, a) for s, a in moves])
    print(f"apply:               {turns / t:10.0f} turns/s")
    candidates = [(s, a) for s in positions for a in GAME.candidate_actions(s)]
    t = best_of(args.repeat, lambda: [GAME.reasons_against(s, a) for s, a in candidates])
    print(f"reasons_against:     {len(candidates) / t:10.0f} checks/s "
          f"({len(candidates)} candidates)")
    t = best_of(args.repeat, lambda: [GAME.parse_state(GAME.format_state(s)) for s in positions])
    print(f"notation round trip: {turns / t:10.0f} states/s")
    lengths = [len(play(p, s)) for p, s in seeds[:50]]
    print(f"turns per game:      {min(lengths)}..{max(lengths)}, "
          f"mean {sum(lengths) / len(lengths):.1f}")


if __name__ == "__main__":
    main()
