"""Hase und Igel 2019: positions beyond the game's bounds are refused with the game's
sentence before any work is done (the board's 65 fields, six digits per number, a seed below
2**31); any mutated notation parses and round-trips or is refused, and the referee never
fails."""

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

GAME_ID = "ravensburger-2019"
GAME = GAMES[GAME_ID]
PLAYERS = "*A:0:68:3 B:0:68:3"


def refusal(text: str) -> NotationError:
    return refused(GAME_ID, text)


def test_a_track_of_the_boards_65_fields_is_read_66_are_refused():
    assert GAME.parse_state(f"{GAME_ID} {PLAYERS} track={plain_track(65)}").track.goal == 64
    error = refusal(f"{GAME_ID} {PLAYERS} track={plain_track(66)}")
    assert "66 Felder" in error.said("de") and "at most 65" in error.said("en")


def test_a_track_of_1100_fields_is_refused_not_a_failure():
    # It ended in an IndexError (FORWARD_TOKENS) or an OverflowError in the referee.
    answer = api.view(GAME_ID, f"{GAME_ID} *A:537:999999:3 B:0:68:3 "
                               f"track={plain_track(1100)}", "de")
    assert not answer["ok"] and "1100 Felder" in answer["error"]


def test_a_scenario_track_is_bounded_alike():
    given_ = {"players": [{}, {}]}
    parse_scenario({"id": "x", "track": plain_track(65, " "), "given": given_}, GAME_ID)
    with pytest.raises(ScenarioFormatError, match="66 fields"):
        parse_scenario({"id": "x", "track": plain_track(66, " "), "given": given_}, GAME_ID)


def test_six_digits_of_carrots_are_read_seven_are_refused():
    assert GAME.parse_state(f"{GAME_ID} *A:0:999999:3 B:0:68:3").players[0].carrots == 999_999
    assert "zu viele Stellen" in refusal(f"{GAME_ID} *A:0:1000000:3 B:0:68:3").said("de")
    assert "too many digits" in refusal(f"{GAME_ID} *A:0:68:3:skip1000000 B:0:68:3").said("en")


def test_a_scenarios_carrots_are_bounded_alike():
    parse_scenario({"id": "x", "given": {"players": [{"carrots": 999_999}, {}]}}, GAME_ID)
    with pytest.raises(ScenarioFormatError, match="too many digits"):
        parse_scenario({"id": "x", "given": {"players": [{"carrots": 10**6}, {}]}}, GAME_ID)


@pytest.mark.parametrize("number", ["²", "٣", "1_0", "+5"])
def test_only_ascii_digits_are_numbers(number: str):
    assert "keine ganze Zahl" in refusal(f"{GAME_ID} *A:0:{number}:3 B:0:68:3").said("de")


def test_a_seed_below_two_to_the_31():
    assert GAME.parse_state(f"{GAME_ID} {PLAYERS} seed=2147483647").seed == 2**31 - 1
    assert "2147483647" in refusal(f"{GAME_ID} {PLAYERS} seed=2147483648").said("en")
    with pytest.raises(ScenarioFormatError, match="not between 0"):
        parse_scenario({"id": "x", "given": {"players": [{}, {}], "seed": 2**31}}, GAME_ID)


def test_a_lang_of_any_type_gets_an_answer():
    class Hostile:
        def __eq__(self, other: object) -> bool:
            raise RuntimeError("no")

        __hash__ = object.__hash__

    answer = api.view(GAME_ID, f"{GAME_ID} {PLAYERS}", Hostile())  # type: ignore[arg-type]
    assert answer["ok"] and answer["to_move_text"] == "A to move"


# -- any input: parsed and round-tripped, or refused with the game's sentence -------------
@PROPERTY
@given(mutated(GAME_ID))
def test_any_notation_parses_or_is_refused_and_the_referee_never_fails(text: str) -> None:
    assert_parses_or_is_refused(GAME_ID, text)
    assert referee_failures(GAME_ID, text) == []


def test_a_pile_of_the_games_15_hare_cards_is_read_16_are_refused():
    deck = GAME.parse_state(f"{GAME_ID} {PLAYERS}").deck or ()
    full = ",".join(sorted(GAMES[GAME_ID].start_state(2, seed=1).deck))
    assert len(GAME.parse_state(f"{GAME_ID} {PLAYERS} deck={full}").deck) == 15
    assert deck == ()
    error = refusal(f"{GAME_ID} {PLAYERS} deck={full},shuffle")
    assert "16 Hasenkarten" in error.said("de") and "the game has 15" in error.said("en")
    with pytest.raises(ScenarioFormatError, match="16 hare cards"):
        parse_scenario({"id": "x", "given": {"players": [{}, {}],
                                             "deck": ["shuffle"] * 16}}, GAME_ID)
