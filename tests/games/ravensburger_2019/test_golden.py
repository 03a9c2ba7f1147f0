"""Golden playthroughs: seeded games as text transcripts (position, move, effects), diffed.

Regenerate after an intended rules change with

    HARE_UPDATE_GOLDEN=1 .venv/bin/pytest tests/games/ravensburger_2019/test_golden.py

and read the diff before committing it.
"""

import difflib
import os
from pathlib import Path

import pytest

from hare_rules.games.ravensburger_2019.edition import NO_HARE_CARDS
from tests.games.ravensburger_2019.playout import transcript

GOLDEN = Path(__file__).resolve().parents[2] / "golden"
GAMES = {
    "2-players-seed-1": dict(players=2, seed=1),
    "4-players-seed-2": dict(players=4, seed=2),
    "6-players-seed-3": dict(players=6, seed=3),
    "3-players-no-hare-cards-seed-4": dict(
        players=3, seed=4, cutoff=150, variants=frozenset({NO_HARE_CARDS})
    ),
}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_golden_transcript(name):
    path = GOLDEN / f"{name}.txt"
    text = transcript(**GAMES[name])
    if os.environ.get("HARE_UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    expected = path.read_text(encoding="utf-8")
    if text != expected:
        diff = difflib.unified_diff(expected.splitlines(), text.splitlines(), "golden", "now",
                                    lineterm="", n=2)
        pytest.fail("transcript changed:\n" + "\n".join(list(diff)[:60]))


def test_golden_games_are_deterministic():
    assert transcript(2, 1) == transcript(2, 1)
