"""Property tests over random games on random standard boards: the generator and the
checker agree, and no turn breaks what the server guarantees."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from hare_rules.games.software_challenge_2018.actions import CARD_ACTIONS
from hare_rules.games.software_challenge_2018.boards import is_standard, random_board
from hare_rules.games.software_challenge_2018.notation import format_state, parse_state
from hare_rules.games.software_challenge_2018.state import initial_state
from hare_rules.games.software_challenge_2018.turns import apply_turn, legal_turns, reasons_against

CARD_TOKENS = tuple(a.token for a in CARD_ACTIONS)


def candidates(state):
    """Every single action, every advance on the board alone and, onto a hare, with one
    card, and every card alone."""
    reach = state.board.goal - state.mover.field
    turns = [(s,) for s in ("skip", "back", "take", "give", "eat", *CARD_TOKENS)]
    for d in range(1, reach + 1):
        turns.append((f"+{d}",))
        if state.board.codes[state.mover.field + d] == "H":
            turns += [(f"+{d}", c) for c in CARD_TOKENS]
    return turns


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_random_games(seed):
    rng = random.Random(seed)
    state = initial_state(random_board(rng))
    assert is_standard(state.board)
    while state.outcome is None:
        turns = legal_turns(state)
        assert turns and len(set(turns)) == len(turns)
        assert ("skip",) not in turns or turns == [("skip",)]
        assert all(len(t) <= 4 for t in turns)
        legal = set(turns)
        for turn in candidates(state) + turns:
            assert (reasons_against(state, turn) == ()) == (turn in legal), (
                format_state(state), turn)
        assert parse_state(format_state(state)) == state
        turn = rng.choice(turns)
        after, effects = apply_turn(state, turn)
        mover, waiting = state.to_move, after.to_move
        assert after.turn == state.turn + 1 and waiting != mover
        moved = after.player(mover)
        assert moved.carrots >= 0 and moved.salads >= 0
        assert moved.cards <= state.player(mover).cards
        before, now = state.player(waiting), after.player(waiting)
        assert (now.field, now.salads, now.cards, now.last) == (
            before.field, before.salads, before.cards, before.last)
        assert now.carrots - before.carrots in (0, 10, 30)
        state = after
    assert state.turn <= 60
