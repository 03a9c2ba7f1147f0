"""The positions generator: seeded random play from the start, with the game's knobs."""

from __future__ import annotations

import pytest

from hare_rules.games import GAMES

GAME = GAMES["tales-and-games"]


def states(count=300, seed=2, **knobs):
    return list(GAME.positions(count, seed, **knobs))


def test_count_and_seed():
    assert len(states(50)) == 50
    assert states(50) == states(50)
    assert states(50) != states(50, seed=3)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_players(players):
    assert {len(s.players) for s in states(players=players)} == {players}


def test_late_reaches_the_finish_more_often():
    def finished(found):
        return sum(len(s.finished) for s in found) / len(found)

    assert finished(states(600, late=True)) > 2 * finished(states(600))


def test_podium_keeps_only_positions_with_that_many_over_the_finish():
    found = states(40, podium=2, late=True)
    assert len(found) == 40 and all(len(s.finished) >= 2 for s in found)
    over = states(5, podium=3, late=True)
    assert all(GAME.is_over(s) for s in over)


def test_hands_unknown_forgets_hands_pile_and_reshuffle():
    found = states(100, hands="unknown")
    assert all(p.hand is None for s in found for p in s.players)
    assert all(s.pile is None and s.shuffle_seed is None for s in found)
    known = states(100)
    assert all(p.hand is not None for s in known for p in s.players)
    # The same play, the same table and track: only what is stated differs.
    assert [s.positions for s in found] == [s.positions for s in known]


@pytest.mark.parametrize("knobs, message", [
    ({"colour": 1}, "unknown knob 'colour'"),
    ({"podium": 6}, "podium is 0 to 5"),
    ({"hands": "maybe"}, "hands is known or unknown"),
])
def test_bad_knobs_say_why(knobs, message):
    with pytest.raises(ValueError, match=message):
        states(1, **knobs)


def test_every_knob_is_documented():
    assert set(GAME.position_knobs) == {"players", "late", "podium", "hands"}
    assert all(text.de and text.en for text in GAME.position_knobs.values())
