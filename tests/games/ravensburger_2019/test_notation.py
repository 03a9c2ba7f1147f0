"""Position notation: parse and format round-trip; bad positions raise clear errors."""

import pytest

from hare_rules.core import IllegalActionError, InvalidStateError, NotationError
from hare_rules.games import GAMES
from hare_rules.games.ravensburger_2019.actions import parse_action
from hare_rules.games.ravensburger_2019.edition import UnknownEditionError, get_edition
from hare_rules.games.ravensburger_2019.setup import new_game
from hare_rules.games.ravensburger_2019.state import Player, Position
from hare_rules.hare_race.track import Track

GAME = GAMES["ravensburger-2019"]

ROUND_TRIP = [
    "ravensburger-2019 *A:0:68:3 B:0:68:3",
    "ravensburger-2019 *A:12:40:2 B:G1:8:0 C:0:68:3:skip1",  # goal with place
    "ravensburger-2019 *A:10:20:2:ate B:5:3:0",  # ate flag on a lettuce field
    "ravensburger-2019 A:G2:15:0 B:G1:4:0 *C:33:12:1",  # arrival order kept
    "ravensburger-2019 *A:3:67:3:extra B:0:68:3 deck=restore-65,shuffle",  # mid-turn extra move
    "ravensburger-2019 *A:0:68:3 B:0:68:3 deck=free-ride,lose-half seed=7",
    "ravensburger-2019 A:3:20:3:passed2 *B:5:53:3 variants=no-hare-cards",
    "ravensburger-2019 *A:1:0:0 B:0:10:0 track=S.156.C.I.L.H.G",
    "ravensburger-2019 *P1:63:11:0 P2:62:5:0 P3:61:9:0 P4:60:1:0 P5:59:0:0 P6:G1:3:0",
]


@pytest.mark.parametrize("text", ROUND_TRIP)
def test_round_trip_from_text(text):
    pos = GAME.parse_state(text)
    assert GAME.format_state(pos) == text
    assert GAME.parse_state(GAME.format_state(pos)) == pos


def test_round_trip_reads_every_field():
    pos = GAME.parse_state(
        "ravensburger-2019 A:G1:8:0 *B:4:20:2:ate:skip1 C:3:7:3:passed2 deck=shuffle seed=9 "
        "variants=no-hare-cards track=S.H.C.H.L.I.G"
    )
    a, b, c = pos.players
    assert (a.field, a.place, a.carrots, a.lettuce) == (6, 1, 8, 0)  # goal = last field
    assert (b.field, b.carrots, b.lettuce, b.ate, b.skip) == (4, 20, 2, True, 1)
    assert c.passed_by == 2
    assert pos.to_move == 1 and pos.deck == ("shuffle",) and pos.seed == 9
    assert pos.variants == frozenset({"no-hare-cards"})
    assert pos.track == Track.parse("S H C H L I G")


def test_round_trip_after_moves():
    # The setup itself: GAME.start_state(3, 11) would play seed 11 without hare cards.
    pos = new_game(["A", "B", "C"], seed=11)
    for token in ["+3", "+6", "+1", "+2"]:  # includes hare fields and their cards
        pos = GAME.apply(pos, token).state
        assert GAME.parse_state(GAME.format_state(pos)) == pos


def test_own_board_is_not_written():
    assert "track=" not in GAME.format_state(GAME.start_state(2, 0))


def test_repr_rebuilds_the_position():
    pos = GAME.parse_state("ravensburger-2019 *A:13:40:2 B:5:3:1")
    assert eval(repr(pos), {"GAMES": GAMES}) == pos


# -- invalid positions --------------------------------------------------------------------
INVALID = [
    ("ravensburger-2019 *A:5:68:3 B:5:68:3", "both stand on field 5"),
    ("ravensburger-2019 *A:5:-1:3 B:0:68:3", "negative"),
    ("ravensburger-2019 *A:5:10:4 B:0:68:3", "lettuce must be 0 to 3"),
    ("ravensburger-2019 *A:65:10:0 B:0:68:3", "not on the track"),
    ("ravensburger-2019 *A:5:10:0 B:0:68:3 deck=free-ride,joker", "unknown hare card 'joker'"),
    ("ravensburger-2019 *A:5:10:0 B:64:10:0", "finishing place"),
    ("ravensburger-2019 *A:5:10:0 B:G2:10:0", "finishing places must be 1.."),
    ("ravensburger-2019 *A:5:10:0:ate B:0:68:3", "'ate' only applies on a lettuce field"),
    ("ravensburger-2019 *A:10:10:0 B:0:68:3", "no lettuce"),
    ("ravensburger-2019 *A:5:10:0 A:0:68:3", "same name"),
    ("ravensburger-2019 *A:3:10:0:passed1 B:0:68:3", "passed_by"),
    ("ravensburger-2019 *A:5:10:0 B:0:68:3 variants=turbo", "unknown variant"),
]


@pytest.mark.parametrize("text, message", INVALID)
def test_invalid_position_raises_with_notation(text, message):
    with pytest.raises(InvalidStateError) as info:
        GAME.parse_state(text)
    assert message in str(info.value)
    assert "(position: ravensburger-2019 " in str(info.value)


def test_invalid_position_from_constructor():
    edition = get_edition("ravensburger-2019")
    with pytest.raises(InvalidStateError, match="both stand on field 7"):
        Position(edition.id, edition.track, (Player("A", 7, 1, 1), Player("B", 7, 1, 1)))


def test_start_and_goal_hold_several_pawns():
    pos = GAME.parse_state("ravensburger-2019 A:G1:5:0 B:G2:15:0 *C:0:68:3 D:0:68:3")
    assert [p.field for p in pos.players] == [64, 64, 0, 0]


@pytest.mark.parametrize(
    "text",
    [
        "ravensburger-2019",
        "ravensburger-2019 *A:5:68",
        "ravensburger-2019 *A:five:68:3",
        "ravensburger-2019 *A:5:68:3:hungry",
        "ravensburger-2019 *A:5:68:3 colour=red",
        "ravensburger-2019 *A:5:68:3 seed=x",
    ],
)
def test_notation_errors(text):
    with pytest.raises(NotationError):
        GAME.parse_state(text)


def test_unknown_edition():
    with pytest.raises(UnknownEditionError, match="unknown edition 'monopoly'"):
        GAME.parse_state("monopoly *A:0:68:3")


def test_unknown_token_is_a_reason_not_a_crash():
    pos = GAME.start_state(2, 0)
    for token in ["jump", "+0", "-3", "+", "", "+03"]:
        reasons = GAME.reasons_against(pos, token)
        assert [r.code for r in reasons] == ["unknown_token"], token
    with pytest.raises(IllegalActionError) as info:
        GAME.apply(pos, "jump")
    assert "unknown_token" in str(info.value) and GAME.format_state(pos) in str(info.value)


@pytest.mark.parametrize("token", ["+1", "+12", "back", "eat", "take", "give", "skip", "restart"])
def test_action_tokens_round_trip(token):
    action = parse_action(token)
    assert action is not None and action.token() == token
