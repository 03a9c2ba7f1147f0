"""What the referee lets a player do keeps the position possible (issue 27): random
sequences of plays through the referee API, from positions of play (and, where a game can
forget the hands, from positions with unknown hands), each answered by the game, never by
the referee's "failed" path, and each leading to a position it can show, that parses back
and that can arise in play."""

from __future__ import annotations

import random

import pytest

from hare_rules.core import referee
from hare_rules.games import GAMES

PLAYS = 6  # per sequence
STARTS = 12  # positions per game and setting


def settings():
    for game_id, game in sorted(GAMES.items()):
        yield pytest.param(game_id, {}, id=game_id)
        if "hands" in game.position_knobs:  # positions as a scenario without hands states them
            yield pytest.param(game_id, {"hands": "unknown"}, id=f"{game_id}-unknown-hands")


@pytest.mark.parametrize(("game_id", "knobs"), list(settings()))
def test_referee_plays_lead_to_positions_it_can_show(game_id: str, knobs: dict) -> None:
    game = GAMES[game_id]
    failed = referee.INTERNAL.en.split("(")[0]
    rng = random.Random(11)
    played = 0
    for start in game.positions(STARTS, seed=5, **knobs):
        notation = game.format_state(start)
        for _ in range(PLAYS):
            state = game.parse_state(notation)
            tokens = sorted(set(game.legal_actions(state)) | {
                t for t in game.candidate_actions(state) if not game.reasons_against(state, t)})
            if not tokens:
                break
            answer = referee.play(game_id, notation, rng.choice(tokens), "en")
            assert not str(answer.get("error", "")).startswith(failed), (notation, answer)
            if not answer["ok"]:  # chance the position does not fix: the reader's to choose
                break
            notation = answer["notation"]
            after = game.parse_state(notation)
            assert game.format_state(after) == notation
            problems = game.position_problems(after)
            assert not problems, f"{notation}: " + "; ".join(p.en for p in problems)
            played += 1
    assert played >= STARTS, f"{game_id}: only {played} plays were made"
