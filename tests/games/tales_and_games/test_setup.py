"""The setup drawn from a seed (reference: Setup)."""

from __future__ import annotations

import pytest

from hare_rules.games import GAMES

GAME = GAMES["tales-and-games"]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup(players):
    state = GAME.start_state(players, 2026)
    per = 2 if players == 2 else 1
    assert [len(p.bets) for p in state.players] == [per] * players
    starting = [b for p in state.players for b in p.bets]
    assert len(set(starting)) == len(starting)  # five different starting-bet cards
    assert all(len(p.hand) == 6 and p.second is not None for p in state.players)
    assert len(state.pile) == 81 - 7 * players
    assert len(state.streams) == 2 and all(1 <= t <= 11 for t in state.streams)
    assert state.positions == (0, 0, 0, 0, 0) and state.table_total == 0
    assert state.to_move == state.first == 0 and GAME.to_move(state) == "A"


def test_setup_depends_on_the_seed_only():
    assert GAME.start_state(4, 1) == GAME.start_state(4, 1)
    assert GAME.start_state(4, 1) != GAME.start_state(4, 2)


def test_player_counts():
    assert GAME.player_counts == (2, 3, 4, 5)
    with pytest.raises(ValueError):
        GAME.start_state(6, 1)
