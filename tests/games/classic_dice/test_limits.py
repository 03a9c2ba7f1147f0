"""Hase und Igel with dice: positions beyond the game's bounds are refused with the game's
sentence before any work is done (the board's 65 squares, six digits per number); any
mutated notation parses and round-trips or is refused, and the referee never fails."""

from __future__ import annotations

import pytest
from hypothesis import given

from hare_rules.core import NotationError, ScenarioFormatError
from hare_rules.core import referee as api
from hare_rules.core.scenario import parse_scenario
from hare_rules.games import GAMES
from tests.games.refusals import (
    PROPERTY,
    assert_parses_or_is_refused,
    mutated,
    plain_track,
    referee_failures,
    refused,
)

GAME_ID = "classic-dice"
GAME = GAMES[GAME_ID]
PLAYERS = "*A:0:95:3 B:0:95:3 C:0:95:3"


def refusal(text: str) -> NotationError:
    return refused(GAME_ID, text)


def test_a_track_of_the_boards_65_squares_is_read_66_are_refused():
    assert GAME.parse_state(f"{GAME_ID} {PLAYERS} track={plain_track(65)}").track.goal == 64
    assert "66 Felder" in refusal(f"{GAME_ID} {PLAYERS} track={plain_track(66)}").said("de")


def test_a_long_track_with_many_carrots_is_refused_before_the_moves_are_listed():
    # 6,302 fields and 999,999,999 carrots took 38 s and 129 MB.
    answer = api.view(GAME_ID, f"{GAME_ID} *A:0:999999999:3 B:0:95:3 C:0:95:3 "
                               f"track={plain_track(6302)}", "en")
    assert not answer["ok"] and "6302 fields" in answer["error"]
    answer = api.view(GAME_ID, f"{GAME_ID} *A:0:999999999:3 B:0:95:3 C:0:95:3", "en")
    assert not answer["ok"] and "too many digits" in answer["error"]


def test_a_scenario_track_is_bounded_alike():
    given_ = {"players": [{}, {}, {}]}
    parse_scenario({"id": "x", "track": plain_track(65, " "), "given": given_}, GAME_ID)
    with pytest.raises(ScenarioFormatError, match="66 fields"):
        parse_scenario({"id": "x", "track": plain_track(66, " "), "given": given_}, GAME_ID)


def test_six_digits_of_carrots_are_read_seven_are_refused():
    assert GAME.parse_state(f"{GAME_ID} *A:0:999999:3 B:0:95:3 C:0:95:3") is not None
    assert "zu viele Stellen" in refusal(f"{GAME_ID} *A:0:1000000:3 B:0:95:3 C:0:95:3").said("de")
    with pytest.raises(ScenarioFormatError, match="too many digits"):
        parse_scenario({"id": "x", "given": {"players": [{"carrots": 10**6}, {}, {}]}}, GAME_ID)


@pytest.mark.parametrize("number", ["²", "٣", "1_0"])
def test_only_ascii_digits_are_numbers(number: str):
    # '²' passed `isdigit` and ended in "invalid literal for int()" on the referee page.
    error = refusal(f"{GAME_ID} *A:0:{number}:3 B:0:95:3 C:0:95:3")
    assert "keine ganze Zahl" in error.said("de") and "invalid literal" not in error.said("en")


# -- any input: parsed and round-tripped, or refused with the game's sentence -------------
@PROPERTY
@given(mutated(GAME_ID))
def test_any_notation_parses_or_is_refused_and_the_referee_never_fails(text: str) -> None:
    assert_parses_or_is_refused(GAME_ID, text)
    assert referee_failures(GAME_ID, text) == []
