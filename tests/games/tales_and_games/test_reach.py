"""The exact reachability search over racing tables (`reach`) and its position problem
`unreachable`: the positions a fresh reader proved impossible (report findings 1-4) are
refused, their fixed neighbours and every position of the game's own play are allowed."""

from __future__ import annotations

import doctest

import pytest

from hare_rules.games import GAMES
from hare_rules.games.tales_and_games import reach

GAME = GAMES["tales-and-games"]
ORDER = ("hare", "tortoise", "wolf", "fox", "lamb")


def tiles(**animals: int) -> tuple[int, ...]:
    return tuple(animals.get(a, 0) for a in ORDER)


# (streams, impossible tiles, possible neighbour): the reader's findings 1-4 and the
# positions the content uses now.
CASES = [
    # 1: tortoise 1 and lamb 2 need one phase of at most 3 tortoise and 1 lamb card.
    ((4, 9), tiles(tortoise=1, lamb=2), tiles(tortoise=2, lamb=2)),
    # 2: tortoise 5 and hare 10 need 5 phases of a moving hare; the lamb cannot keep to 8.
    ((2, 3), tiles(hare=10, tortoise=5, lamb=8), tiles(hare=10, tortoise=6, lamb=8)),
    # 3: only tortoise and lamb cards; tortoise on 3 forces the lamb to 6 or beyond.
    ((10, 11), tiles(tortoise=3, lamb=5), tiles(tortoise=4, lamb=5)),
    # 4: fox 6 needs 4 + 2, but a phase with 2 fox cards and at most 3 tortoise never starts.
    ((7, 9), tiles(tortoise=2, fox=6, lamb=2), tiles(tortoise=3, fox=6, lamb=2)),
]


@pytest.mark.parametrize(("streams", "impossible", "possible"), CASES)
def test_the_search_refuses_the_findings_and_allows_their_neighbours(streams, impossible,
                                                                      possible) -> None:
    assert not reach.can_arise(streams, impossible, ())
    assert reach.can_arise(streams, possible, ())


def given(streams, positions) -> dict:
    return {"streams": list(streams), "animals": dict(zip(ORDER, positions, strict=True))}


@pytest.mark.parametrize(("streams", "impossible", "possible"), CASES)
def test_position_problems_names_unreachable_tiles(streams, impossible, possible) -> None:
    bad = GAME.position_problems(GAME.scenario_state(given(streams, impossible)))
    assert [p.code for p in bad] == ["unreachable"]
    assert "8" in bad[0].message("de") and "Rennphase" in bad[0].message("de")
    assert "racing phase" in bad[0].message("en")
    assert GAME.position_problems(GAME.scenario_state(given(streams, possible))) == ()


def test_the_start_line_is_reachable_and_a_lone_tortoise_step_is_not() -> None:
    assert reach.can_arise((4, 9), tiles(), ())
    assert not reach.can_arise((4, 9), tiles(tortoise=1), ())  # ≤ 3 tortoise cards: no race
    assert reach.can_arise((4, 9), tiles(tortoise=1, fox=4, lamb=1), ())  # 4 fox cards


def test_past_its_budget_the_search_allows_the_position(monkeypatch) -> None:
    # Sound: what the search cannot finish is allowed, never refused.
    streams, impossible, _ = CASES[1]
    monkeypatch.setattr(reach, "BUDGET", 0)
    reach._search.cache_clear()
    try:
        assert reach.can_arise(streams, impossible, ())
    finally:
        reach._search.cache_clear()


@pytest.mark.parametrize("knobs", [{}, {"late": True}, {"late": True, "podium": 3},
                                   {"players": 2, "late": True}])
def test_every_position_of_play_is_reachable(knobs) -> None:
    for state in GAME.positions(200, seed=11, **knobs):
        assert reach.can_arise(state.streams, state.positions, state.finished), (
            GAME.format_state(state))


def test_doctests() -> None:
    assert doctest.testmod(reach).failed == 0
