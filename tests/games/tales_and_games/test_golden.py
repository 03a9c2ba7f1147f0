"""Golden playthrough: a seeded game as a transcript (turn, effects de|en, notation), diffed.

Regenerate after an intended rules change with
    HARE_UPDATE_GOLDEN=1 PYTHONPATH=. .venv/bin/python -m pytest tests/games/tales_and_games
and read the diff before committing it.
"""

from __future__ import annotations

import difflib
import os
from pathlib import Path

import pytest

from .playout import transcript

GOLDEN = Path(__file__).resolve().parents[2] / "golden"
# Chosen so that every special rule shows: howl, nap, stream, reshuffle, a 4th arrival.
GAMES = {"tales-and-games-3-players-seed-9": (3, 9), "tales-and-games-4-players-seed-35": (4, 35)}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_golden_transcript(name):
    path = GOLDEN / f"{name}.txt"
    text = transcript(*GAMES[name])
    if os.environ.get("HARE_UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    expected = path.read_text(encoding="utf-8")
    if text != expected:
        diff = difflib.unified_diff(expected.splitlines(), text.splitlines(), "golden", "now",
                                    lineterm="", n=2)
        pytest.fail("transcript changed:\n" + "\n".join(list(diff)[:60]))
