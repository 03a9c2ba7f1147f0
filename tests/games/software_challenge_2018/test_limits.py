"""Software-Challenge 2018: positions beyond the game's bounds are refused with the game's
sentence before any work is done (the server's 65-field board, six digits per number); any
mutated notation parses and round-trips or is refused, and the referee never fails."""

from __future__ import annotations

import pytest
from hypothesis import given

from hare_rules.core import NotationError, ScenarioFormatError
from hare_rules.core.scenario import parse_scenario
from hare_rules.games import GAMES
from tests.games.refusals import (
    PROPERTY,
    assert_parses_or_is_refused,
    mutated,
    referee_failures,
    refused,
)

GAME_ID = "software-challenge-2018"
GAME = GAMES[GAME_ID]
PLAYERS = "turn=0 red=0/68/5/ETHF/- blue=0/68/5/ETHF/-"


def board(fields: int) -> str:
    return "S" + "C" * (fields - 2) + "G"


def refusal(text: str) -> NotationError:
    return refused(GAME_ID, text)


def test_a_board_of_65_fields_is_read_66_are_refused():
    assert GAME.parse_state(f"{GAME_ID} board={board(65)} {PLAYERS}").board.goal == 64
    error = refusal(f"{GAME_ID} board={board(66)} {PLAYERS}")
    assert "66 Felder" in error.said("de") and "at most 65" in error.said("en")
    assert "100000 Felder" in refusal(f"{GAME_ID} board={board(100_000)} {PLAYERS}").said("de")


def test_a_scenario_board_is_bounded_alike():
    spaced = " ".join(board(66))
    with pytest.raises(ScenarioFormatError, match="66 fields"):
        parse_scenario({"id": "x", "track": spaced, "given": {}}, GAME_ID)


def test_six_digits_are_read_seven_are_refused():
    text = f"{GAME_ID} board={board(65)} turn=0 red=0/999999/5/ETHF/- blue=0/68/5/ETHF/-"
    assert GAME.parse_state(text).red.carrots == 999_999
    assert "zu viele Stellen" in refusal(text.replace("999999", "1000000")).said("de")
    assert "too many digits" in refusal(f"{GAME_ID} board={board(65)} turn=1000000 "
                                        "red=0/68/5/ETHF/- blue=0/68/5/ETHF/-").said("en")
    with pytest.raises(ScenarioFormatError, match="too many digits"):
        parse_scenario({"id": "x", "given": {"players": {"red": {"carrots": 10**6}}}}, GAME_ID)


@pytest.mark.parametrize("number", ["²", "٣", "1_0"])
def test_only_ascii_digits_are_numbers(number: str):
    # turn=² passed `isdigit` and ended in "invalid literal for int()".
    assert "keine ganze Zahl" in refusal(f"{GAME_ID} board={board(65)} turn={number} "
                                         "red=0/68/5/ETHF/- blue=0/68/5/ETHF/-").said("de")
    refusal(f"{GAME_ID} board={board(65)} turn=0 red=0/{number}/5/ETHF/- blue=0/68/5/ETHF/-")


# -- any input: parsed and round-tripped, or refused with the game's sentence -------------
@PROPERTY
@given(mutated(GAME_ID))
def test_any_notation_parses_or_is_refused_and_the_referee_never_fails(text: str) -> None:
    assert_parses_or_is_refused(GAME_ID, text)
    assert referee_failures(GAME_ID, text) == []
