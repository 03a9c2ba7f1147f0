"""A golden game: seed 1, random legal placements; the transcript (actions, effects, final
layout and both walks) must stay exactly as recorded. Regenerate after an intended change:

    PYTHONPATH=. python -m tests.games.hans_und_grete.test_golden
"""

from __future__ import annotations

import random
from pathlib import Path

from hare_rules.games.hans_und_grete import GAME
from hare_rules.games.hans_und_grete.grid import write_grids

GOLDEN = Path(__file__).with_name("golden-seed-1.txt")


def transcript(seed: int = 1) -> str:
    rng = random.Random(seed)
    state = GAME.start_state(2, seed)
    lines = [f"start: {GAME.format_state(state)}"]
    while not GAME.is_over(state):
        legal = GAME.legal_actions(state)
        action = rng.choice(legal)
        applied = GAME.apply(state, action)
        lines.append(f"{GAME.to_move(state)}: {action}  ({len(legal)} legal)")
        lines += [f"  {effect.en}" for effect in applied.effects]
        state = applied.state
    cards, squares = write_grids(state.laid)
    lines += ["final: " + GAME.format_state(state), "cards:", cards, "squares:", squares]
    return "\n".join(lines) + "\n"


def test_golden_game_unchanged():
    assert transcript() == GOLDEN.read_text(encoding="utf-8")


if __name__ == "__main__":
    GOLDEN.write_text(transcript(), encoding="utf-8")
