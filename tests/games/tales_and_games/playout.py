"""Random games for the property tests, the golden transcript and the benchmark."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from hare_rules.core import Effect
from hare_rules.games import GAMES

GAME = GAMES["tales-and-games"]
TURN_CAP = 3000  # far beyond any real game (about 40-80 turns)


@dataclass(frozen=True)
class Step:
    before: object
    action: str
    after: object
    effects: tuple[Effect, ...]


def playout(players: int, seed: int) -> Iterator[Step]:
    """Play one game from the seeded setup with seeded random choices among legal turns."""
    rng = random.Random(seed * 7919 + players)
    state = GAME.start_state(players, seed)
    for _ in range(TURN_CAP):
        if GAME.is_over(state):
            return
        action = rng.choice(GAME.legal_actions(state))
        applied = GAME.apply(state, action)
        yield Step(state, action, applied.state, applied.effects)
        state = applied.state
    raise AssertionError(f"no end after {TURN_CAP} turns: {GAME.format_state(state)}")


def transcript(players: int, seed: int) -> str:
    """A golden playthrough: the setup, then each turn with its effects in both languages."""
    lines = [f"# tales-and-games, {players} players, seed {seed}",
             GAME.format_state(GAME.start_state(players, seed))]
    for number, step in enumerate(playout(players, seed), start=1):
        lines.append(f"{number}. {GAME.to_move(step.before)}: {step.action}")
        for effect in step.effects:
            lines.append(f"   {effect.en} | {effect.de}")
        lines.append(f"   = {GAME.format_state(step.after)}")
    return "\n".join(lines) + "\n"
