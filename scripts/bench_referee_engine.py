#!/usr/bin/env python3
"""Benchmark of the referee API natively (hare_rules.core.referee): how long each answer
takes before the browser's Pyodide (about 2-4x slower) adds its share. Prints numbers;
asserts nothing.

Per game, over the start position and positions along a seeded random game (the referee's
own answers to `play`): the median and the worst milliseconds of `view` (a fresh position:
legal actions with effects, controls, picture, extras), `attempt` of a legal and of an
illegal action, and `edit` of the first control, each beside the native aim of 50 ms
(the page's budget of 300 ms per answer in Pyodide, divided by about 4 and some margin).

    .venv/bin/python scripts/bench_referee_engine.py [--plies 40] [--seed 7]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hare_rules.core import referee  # noqa: E402
from hare_rules.games import GAMES  # noqa: E402

AIM_MS = 50.0


def timed(call) -> tuple[float, dict]:
    """Milliseconds of CPU time of this process (the machine may be shared: wall time
    would count the other processes' turns)."""
    start = time.process_time()
    answer = call()
    return (time.process_time() - start) * 1000, answer


def positions(game_id: str, plies: int, seed: int) -> list[str]:
    """Notations along a random game played through the API."""
    rng = random.Random(seed)
    view = referee.start(game_id, "de")
    found = [view["notation"]]
    for _ in range(plies):
        if not view["actions"]:
            break
        view = referee.play(game_id, view["notation"], rng.choice(view["actions"])["token"], "de")
        found.append(view["notation"])
    return found


def bench(game_id: str, plies: int, seed: int) -> dict[str, list[float]]:
    game = GAMES[game_id]
    times: dict[str, list[float]] = {"view": [], "attempt": [], "illegal": [], "edit": []}
    for notation in positions(game_id, plies, seed):
        # A fresh state each time: the engine's per-state memos must not flatter the number.
        ms, view = timed(lambda n=notation: referee.view(game_id, n + " ", "de"))
        times["view"].append(ms)
        if view["actions"]:
            token = view["actions"][len(view["actions"]) // 2]["token"]
            times["attempt"].append(timed(lambda n=notation, t=token: referee.attempt(
                game_id, n + " ", t, "de"))[0])
        state = game.parse_state(notation)
        legal = set(game.legal_actions(state))
        illegal = next((a for a in game.candidate_actions(state) if a not in legal), None)
        if illegal is not None:
            times["illegal"].append(timed(lambda n=notation, t=illegal: referee.attempt(
                game_id, n + " ", t, "de"))[0])
        if view["controls"]:
            control = view["controls"][0]
            value = control["value"] if control["kind"] != "place" else control["value"] or "0"
            times["edit"].append(timed(lambda n=notation, c=control, v=value: referee.edit(
                game_id, n + " ", c["id"], v, "de"))[0])
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plies", type=int, default=40)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    print(f"referee answers natively (Python {sys.version.split()[0]}), aim <= {AIM_MS:.0f} ms; "
          "median / worst CPU ms, and the median as a share of the aim")
    print(f"{'game':<26}{'answer':<9}{'n':>4}{'median':>9}{'worst':>9}{'median/aim':>12}")
    for game_id in sorted(GAMES):
        for kind, values in bench(game_id, args.plies, args.seed).items():
            if not values:
                continue
            median = statistics.median(values)
            print(f"{game_id:<26}{kind:<9}{len(values):>4}{median:>9.1f}{max(values):>9.1f}"
                  f"{median / AIM_MS:>12.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
