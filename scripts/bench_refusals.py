#!/usr/bin/env python3
"""Hostile and clumsy positions against every game (issue 27's numbers, not a test):

    python scripts/bench_refusals.py [--inputs 1500] [--seed 1]

Per game: positions of play mutated at random (characters inserted, deleted and replaced,
long and non-ASCII numbers spliced in, pieces repeated, the alphabet and splices of
tests/games/refusals.py), each sent to the referee's `view` in both languages and, where it
reads, its first listed moves to `attempt` and `play` and the hostile move tokens to
`attempt`. Prints the inputs tried, how many parsed, the slowest answer (CPU ms) beside the
issue's bound of 1 s as a ratio, the answers from the referee's "failed" path (must be 0)
and the five most frequent refusals by kind (the sentence up to its first colon or quote).
"""

from __future__ import annotations

import argparse
import collections
import random
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from hare_rules.core import referee as api  # noqa: E402
from hare_rules.games import GAMES  # noqa: E402
from tests.games.refusals import ALPHABET, FAILED, SPLICES, TOKENS  # noqa: E402

BOUND_MS = 1000.0


def mutate(text: str, rng: random.Random) -> str:
    chars = list(text)
    for _ in range(rng.randint(1, 4)):
        at = rng.randint(0, len(chars))
        kind = rng.randint(0, 4)
        if kind == 0:
            chars.insert(at, rng.choice(ALPHABET))
        elif kind == 1 and chars:
            del chars[min(at, len(chars) - 1)]
        elif kind == 2 and chars:
            chars[min(at, len(chars) - 1)] = rng.choice(ALPHABET)
        elif kind == 3:
            chars[at:at] = rng.choice(SPLICES)
        else:
            end = rng.randint(at, min(len(chars), at + 40))
            chars[at:at] = chars[at:end] * rng.randint(1, 3)
    return "".join(chars)


def kind_of(message: str) -> str:
    """A refusal's kind: its sentence without the reader's own input and numbers."""
    head = message.split(": ", 1)[-1] if message.startswith(("Diese", "I cannot", "This")) \
        else message
    head = re.split(r"[:„“'\"(]", head, maxsplit=1)[0]
    return re.sub(r"\d+", "N", head).strip()[:60] or message[:60]


def timed(call: Callable[..., dict], *args: str) -> tuple[dict, float]:
    started = time.process_time()
    answer = call(*args)
    return answer, (time.process_time() - started) * 1000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for game_id, game in sorted(GAMES.items()):
        if game_id.startswith("toy"):
            continue
        rng = random.Random(args.seed)
        seeds = [game.format_state(s) for s in game.positions(6, seed=args.seed)]
        parsed, failed, slowest = 0, 0, 0.0
        kinds: collections.Counter[str] = collections.Counter()
        for _ in range(args.inputs):
            text = mutate(rng.choice(seeds), rng)
            answers = []
            for lang in ("de", "en"):
                answer, ms = timed(api.view, game_id, text, lang)
                answers.append(answer)
                slowest = max(slowest, ms)
            if answers[-1]["ok"]:
                parsed += 1
                for action in answers[-1]["actions"][:3]:
                    for call in (api.attempt, api.play):
                        answer, ms = timed(call, game_id, text, action["token"], "en")
                        answers.append(answer)
                        slowest = max(slowest, ms)
                for token in TOKENS:
                    answer, ms = timed(api.attempt, game_id, text, token, "de")
                    answers.append(answer)
                    slowest = max(slowest, ms)
            else:
                kinds[kind_of(answers[-1]["error"])] += 1
            failed += sum(1 for a in answers if not a["ok"] and a["error"].startswith(FAILED))
        top = "; ".join(f"{n} {k}" for k, n in kinds.most_common(5))
        print(f"{game_id:24} inputs {args.inputs}  parsed {parsed}  slowest {slowest:6.1f} ms "
              f"(bound {BOUND_MS:.0f} ms, ratio {slowest / BOUND_MS:.3f})  failed {failed}")
        print(f"{'':24} refusals: {top}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
