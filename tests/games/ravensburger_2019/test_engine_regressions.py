"""Engine issues found while writing the tests, now fixed: kept as regression tests."""

import pytest

from hare_rules.core import InvalidStateError, NotationError
from hare_rules.games import GAMES

GAME = GAMES["ravensburger-2019"]


def test_extra_flag_only_on_the_player_to_move():
    with pytest.raises((NotationError, InvalidStateError)):
        GAME.parse_state("ravensburger-2019 A:3:67:3:extra *B:0:68:3")


def test_player_to_move_cannot_be_in_the_goal():
    # Three pawns, two still racing, but the mover is in the goal: a dead end.
    with pytest.raises(InvalidStateError):
        GAME.parse_state("ravensburger-2019 *A:G1:5:0 B:3:20:3 C:5:20:3")


def test_ate_implies_a_lettuce_was_eaten():
    with pytest.raises(InvalidStateError):
        GAME.parse_state("ravensburger-2019 *A:10:5:3:ate B:0:68:3")


def test_effect_english_singular():
    applied = GAME.apply(GAME.parse_state("ravensburger-2019 *A:0:68:3 B:0:68:3"), "+2")
    assert applied.effects[0].en == "A pays 3 carrots to move 2 squares forward (square 0 → 2)."
    pos = GAME.parse_state("ravensburger-2019 *A:2:68:3 B:0:68:3 deck=show-carrots")
    cost = GAME.apply(pos, "+1").effects[0]
    assert cost.en == "A pays 1 carrot to move 1 square forward (square 2 → 3)."
