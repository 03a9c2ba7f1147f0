#!/usr/bin/env python3
"""Benchmark of every game in GAMES through the protocol (prints numbers; not a test).

Per game, over --games seeded random games (uniform random choice among the legal actions,
cut off at --plies):
- legal actions/s: `legal_actions` over every state of those games (fresh states, parsed
  from notation before the timing starts, so that no memo of an earlier call helps);
- engine plies/s: what a game costs the engine per ply, without any policy: `legal_actions`
  and `apply` of the recorded action, on fresh states;
- games/s: complete random games, start state, policy (a uniform `rng.choice`) and all.
CPU time (this process) and wall time, medians of --repeat paired runs (the jobs alternate
round by round). A game with its own benchmark `tests/bench/bench_<package>.py` that
defines `extra_lines(repeat) -> list[str]` adds its lines below its row (e.g. scores/s of a
card game's full layouts, or SC 2018's fast generator against the reference).

    .venv/bin/python scripts/bench_games.py [--repeat 5] [--games 20] [--plies 400]
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "tests" / "bench"
sys.path[:0] = [str(ROOT), str(BENCH)]

from timing import paired  # noqa: E402

from hare_rules.games import GAMES  # noqa: E402


def random_game(game, players: int, seed: int, plies: int) -> list[tuple[object, str | None]]:
    """(state, action played there) of one seeded game; the last state's action is None."""
    rng = random.Random(seed)
    state = game.start_state(players, seed)
    seen: list[tuple[object, str | None]] = []
    for _ in range(plies):
        if game.is_over(state):
            break
        action = rng.choice(game.legal_actions(state))
        seen.append((state, action))
        state = game.apply(state, action).state
    seen.append((state, None))
    return seen


def measure(game, repeat: int, count: int, plies: int) -> str:
    players = max(game.player_counts)
    games = [random_game(game, players, seed, plies) for seed in range(count)]
    moves = [(game.format_state(s), a) for g in games for s, a in g if a is not None]

    def fresh() -> list:
        return [(game.parse_state(text), action) for text, action in moves]

    def generate(states: list) -> None:
        for state, _ in states:
            game.legal_actions(state)

    def engine(states: list) -> None:
        for state, action in states:
            game.legal_actions(state)
            game.apply(state, action)

    def play() -> None:
        for seed in range(count):
            random_game(game, players, seed, plies)

    t = paired({"generate": generate, "engine": engine}, repeat, setup=fresh)
    t |= paired({"play": play}, repeat)

    def rate(name: str, which: str, n: int) -> float:
        spent = getattr(t[name], f"{which}_median")
        return n / spent if spent > 0 else float("inf")

    n = len(moves)
    ended = sum(game.is_over(g[-1][0]) for g in games)
    mean = statistics.mean(len(g) - 1 for g in games)
    return (f"{players:3d} {rate('generate', 'cpu', n):10,.0f} {rate('generate', 'wall', n):10,.0f}"
            f" {rate('engine', 'cpu', n):10,.0f} {rate('engine', 'wall', n):10,.0f}"
            f" {rate('play', 'cpu', count):8.1f} {rate('play', 'wall', count):8.1f}"
            f" {ended:3d}/{count:<3d} {mean:6.0f}")


def extra_lines(game, repeat: int) -> list[str]:
    parts = type(game).__module__.split(".")  # hare_rules.games.<package>[.module]
    package = parts[2] if parts[:2] == ["hare_rules", "games"] and len(parts) > 2 else ""
    path = BENCH / f"bench_{package}.py"
    if not path.is_file():
        return []
    spec = importlib.util.spec_from_file_location(f"bench_{package}", path)
    assert spec is not None and spec.loader is not None  # the file exists
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    extra = getattr(module, "extra_lines", None)
    return list(extra(repeat)) if extra else []


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--plies", type=int, default=400)
    parser.add_argument("--no-extras", action="store_true", help="skip the games' own lines")
    args = parser.parse_args(argv)
    print(f"medians of {args.repeat} paired runs; {args.games} seeded games per game, uniform "
          f"random play, cut off at {args.plies} plies")
    print(f"{'game':26} {'pl':>3} {'legal actions/s':>21} {'engine plies/s':>21} "
          f"{'games/s':>17} {'ended':>7} {'plies':>6}")
    print(f"{'':26} {'':3} {'cpu':>10} {'wall':>10} {'cpu':>10} {'wall':>10} "
          f"{'cpu':>8} {'wall':>8}")
    for game_id, game in sorted(GAMES.items()):
        print(f"{game_id:26} " + measure(game, args.repeat, args.games, args.plies))
        if not args.no_extras:
            for line in extra_lines(game, args.repeat):
                print(f"    {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
