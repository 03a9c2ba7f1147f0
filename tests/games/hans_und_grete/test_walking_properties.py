"""Property tests of the score over random layouts (seeded, via hypothesis)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from hare_rules.games.hans_und_grete.clauses import PENALTY
from hare_rules.games.hans_und_grete.state import Layout, Placed
from hare_rules.games.hans_und_grete.walking import (
    _score,
    lower_bound,
    neighbours,
    score,
)

from .layouts import brute_force, random_game, random_grid_layout, state_space_search

SEEDS = st.integers(min_value=0, max_value=10**6)
PLAYERS = st.sampled_from(["hans", "grete"])


@settings(max_examples=300, deadline=None, derandomize=True)
@given(seed=SEEDS, player=PLAYERS, blocks=st.integers(min_value=0, max_value=7))
def test_brute_force_permutations_agree_up_to_seven_blocks(seed, player, blocks):
    layout = random_grid_layout(random.Random(seed), blocks)
    assert score(layout, player).steps == brute_force(layout, player)


@settings(max_examples=200, deadline=None, derandomize=True)
@given(seed=SEEDS, player=PLAYERS, blocks=st.integers(min_value=0, max_value=9))
def test_walk_never_beats_the_breadth_first_lower_bound(seed, player, blocks):
    layout = random_grid_layout(random.Random(seed), blocks)
    result = score(layout, player)
    if result.finishes:
        assert result.walk >= lower_bound(layout, player, result.order)


@settings(max_examples=200, deadline=None, derandomize=True)
@given(seed=SEEDS, player=PLAYERS, blocks=st.integers(min_value=1, max_value=9),
       pick=st.integers(min_value=0, max_value=50))
def test_removing_a_block_from_the_table_never_raises_the_result(seed, player, blocks, pick):
    layout = random_grid_layout(random.Random(seed), blocks)
    before = score(layout, player)
    if not before.finishes or not before.blocks:
        return
    gone = before.blocks[pick % len(before.blocks)]
    after = score(_without_block(layout, gone), player)
    assert after.steps <= before.steps


@settings(max_examples=200, deadline=None, derandomize=True)
@given(seed=SEEDS, player=PLAYERS, blocks=st.integers(min_value=0, max_value=9))
def test_the_route_is_a_real_walk_of_the_stated_length(seed, player, blocks):
    layout = random_grid_layout(random.Random(seed), blocks)
    result = score(layout, player)
    if not result.finishes:
        return
    squares = layout.squares()
    route = result.route
    assert squares[route[0]] == "S" and squares[route[-1]] == {"hans": "H", "grete": "G"}[player]
    assert len(route) - 1 == result.walk
    for a, b in zip(route, route[1:], strict=False):
        assert b in neighbours(squares, a)  # orthogonal, onto path, never off the cards
    must = set(result.blocks) - {result.removed} - set(result.unreachable)
    assert must <= set(route)
    assert result.steps == result.walk + result.penalty
    assert result.penalty in (0, PENALTY.value)
    assert (result.penalty == PENALTY.value) == bool(result.unreachable)


def _without_block(layout: Layout, square) -> Layout:
    laid = []
    for placed in layout.laid:
        if placed.covers(square):
            rows = [list(row) for row in placed.card.rows]
            rows[square[1] - placed.row][square[0] - placed.col] = "+"
            placed = Placed(placed.letter, placed.col, placed.row,
                            type(placed.card)(tuple(map("".join, rows))))
        laid.append(placed)
    return Layout(tuple(laid))


def test_full_games_with_thirteen_blocks_each_agree_with_lower_bounds():
    for seed in range(3):
        final = random_game(seed)[0][-1]
        for player in ("hans", "grete"):
            result = _score.__wrapped__(final.laid, player, ())
            assert len(result.blocks) == 13
            if result.finishes:
                assert result.walk >= lower_bound(final, player, result.order)
                # removing the chosen block again (the table without it) changes nothing
                if result.removed is not None:
                    again = score(_without_block(final, result.removed), player)
                    assert again.steps <= result.steps


@settings(max_examples=60, deadline=None, derandomize=True)
@given(seed=SEEDS, player=PLAYERS, blocks=st.integers(min_value=6, max_value=10))
def test_state_space_search_agrees_beyond_seven_blocks(seed, player, blocks):
    layout = random_grid_layout(random.Random(seed), blocks)
    assert score(layout, player).steps == state_space_search(layout, player)
