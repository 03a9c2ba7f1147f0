"""The fast generator (`generate.legal_turn_tokens`, behind `legal_turns`) returns exactly
the turns of the reference generator built on the explaining checks
(`turns.legal_action_turns`), in the same order: on every dev oracle position, on the
positions of random games, and on random hand-made positions (cards first, odd holdings,
pending must-eat, both in the goal)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hare_rules.games.software_challenge_2018.actions import (
    BACK,
    CARD_ACTIONS,
    EAT,
    GIVE,
    TAKE,
    Card,
    advance,
)
from hare_rules.games.software_challenge_2018.boards import random_board
from hare_rules.games.software_challenge_2018.generate import legal_turn_tokens
from hare_rules.games.software_challenge_2018.notation import format_state
from hare_rules.games.software_challenge_2018.oracle import state_from_record
from hare_rules.games.software_challenge_2018.state import (
    Board,
    Outcome,
    Player,
    State,
    initial_state,
)
from hare_rules.games.software_challenge_2018.turns import (
    apply_turn,
    legal_action_turns,
    reasons_against,
)


def reference(state: State) -> list[tuple[str, ...]]:
    return [tuple(a.token for a in turn) for turn in legal_action_turns(state)]


def test_same_turns_on_every_oracle_position(dev_records):
    for record in dev_records:
        state = state_from_record(record)
        assert legal_turn_tokens(state) == reference(state), record["id"]


@pytest.mark.parametrize("seed", range(12))
def test_same_turns_in_random_games(seed):
    rng = random.Random(seed)
    state = initial_state(random_board(rng))
    while state.outcome is None:
        turns = legal_turn_tokens(state)
        assert turns == reference(state), format_state(state)
        state, _ = apply_turn(state, rng.choice(turns))
    assert legal_turn_tokens(state) == [] == reference(state)


LASTS = (None, BACK, EAT, TAKE, GIVE, advance(3), *CARD_ACTIONS)
# A hand-made board with hare fields next to each other, salads, hedgehogs and positions.
HAND_MADE = Board.parse("S H H L H I H C 1 H 2 L H I H H C L 2 I H 1 H C G")


@st.composite
def positions(draw):
    board = draw(st.sampled_from((HAND_MADE, random_board(random.Random(draw(st.integers(0, 9)))))))
    goal = board.goal

    def player():
        return Player(
            draw(st.integers(0, goal)),
            draw(st.sampled_from((0, 5, 10, 11, 19, 20, 21, 30, 45, 68, 120))),
            draw(st.integers(0, 5)),
            frozenset(draw(st.sets(st.sampled_from(list(Card))))),
            draw(st.sampled_from(LASTS)),
        )

    red, blue = player(), player()
    if red.field == blue.field and red.field not in (0, goal):
        blue = Player(red.field - 1, blue.carrots, blue.salads, blue.cards, blue.last)
    return State(board, red, blue, draw(st.integers(0, 59)))


@settings(max_examples=400, deadline=None)
@given(state=positions())
def test_same_turns_on_hand_made_positions(state):
    turns = legal_turn_tokens(state)
    assert turns == reference(state), format_state(state)
    for turn in turns:
        assert reasons_against(state, turn) == (), (format_state(state), turn)


def test_no_turns_once_the_game_is_over():
    state = initial_state(HAND_MADE)
    over = State(state.board, state.red, state.blue, 2, Outcome("red", "goal"))
    assert legal_turn_tokens(over) == [] == reference(over)
