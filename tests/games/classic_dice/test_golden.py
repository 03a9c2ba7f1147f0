"""Golden playthroughs: whole seeded games (two-pawn game, four players) written out step by
step; any change in the rules' behaviour shows up as a diff. Regenerate deliberately with
`UPDATE_GOLDEN=1 pytest tests/games/classic_dice/test_golden.py`."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from .playout import GAME, playout

FOLDER = Path(__file__).resolve().parents[2] / "golden"
GAMES_PLAYED = [(2, 1), (4, 2)]


def transcript(players: int, seed: int) -> str:
    lines = []
    for step in playout(players, seed):
        said = " / ".join(e.en for e in step.effects)
        lines.append(f"{GAME.format_state(step.before)} | {step.action} | {said}")
    final = step.after
    lines.append(f"{GAME.format_state(final)} | over={GAME.is_over(final)}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(("players", "seed"), GAMES_PLAYED)
def test_golden_playthrough(players: int, seed: int) -> None:
    path = FOLDER / f"classic-dice-{players}-players-seed-{seed}.txt"
    text = transcript(players, seed)
    if os.environ.get("UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    expected = path.read_text(encoding="utf-8")
    assert text == expected
    assert text.rstrip().endswith("over=True")
