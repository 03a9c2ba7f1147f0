"""Benchmark of the classic-dice engine: prints legal-action generation, applying single
actions, and complete games per second of CPU time (wall time in brackets; a shared machine
slows the wall clock), not a timed test. Games use random legal actions leaning towards the
goal, so they finish.

    PYTHONPATH=. python tests/bench/bench_classic_dice.py [--games N]
"""

from __future__ import annotations

import argparse
import random
import time

from hare_rules.games import GAMES
from hare_rules.hare_race.track import forward_cost

GAME = GAMES["classic-dice"]


def random_game(players: int, seed: int, limit: int = 20_000) -> tuple[list, bool]:
    """A game with uniformly random legal actions (and so random die results)."""
    rng = random.Random(seed)
    state = GAME.start_state(players, seed)
    visited = []
    for _ in range(limit):
        if GAME.is_over(state):
            return visited, True
        actions = GAME.legal_actions(state)
        goal_moves = [a for a in actions if _enters_goal(state, a)]
        action = goal_moves[0] if goal_moves else _pick(state, actions, rng)
        visited.append((state, action))
        state = GAME.apply(state, action).state
    return visited, False


def _pick(state, actions: list[str], rng: random.Random) -> str:
    """Random, but leaning towards the goal: forward moves, and shedding surplus carrots."""
    racing = [state.goal - p.field for p in state.mover.pawns if not p.home] or [0]
    ideal = forward_cost(min(racing)) + 10
    rich = state.mover.carrots > ideal
    weights = []
    for action in actions:
        word = action.split(":")[-1]
        if word.startswith("+"):
            weights.append(3.0)
        elif word == "give":
            weights.append(6.0 if rich else 0.1)
        elif word in ("take", "back"):
            weights.append(0.2 if rich else 2.0)
        else:
            weights.append(1.0)
    return rng.choices(actions, weights)[0]


def _enters_goal(state, action: str) -> bool:
    if not action.lstrip("12:").startswith("+"):
        return False
    pawn = int(action[0]) - 1 if action[1:2] == ":" else 0
    fields = int(action.split("+")[1])
    return state.mover.pawns[pawn].field + fields == state.goal


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    for players in (2, 3, 4, 6):
        start, cpu_start = time.perf_counter(), time.process_time()
        states, finished = [], 0
        for seed in range(args.games):
            visited, over = random_game(players, seed)
            states += visited
            finished += over
        cpu = time.process_time() - cpu_start
        elapsed = time.perf_counter() - start
        sample = states[:: max(1, len(states) // 3000)]
        t0 = time.process_time()
        for state, _ in sample:
            GAME.legal_actions(state)
        legal_rate = len(sample) / (time.process_time() - t0)
        t0 = time.process_time()
        for state, action in sample:
            GAME.apply(state, action)
        apply_rate = len(sample) / (time.process_time() - t0)
        print(f"{players} players: {finished}/{args.games} games finished, "
              f"{args.games / cpu:.1f} games/s cpu ({args.games / elapsed:.1f} wall), "
              f"{len(states) / args.games:.0f} actions/game; per cpu second: "
              f"legal_actions {legal_rate:,.0f}, apply {apply_rate:,.0f}")


if __name__ == "__main__":
    main()
