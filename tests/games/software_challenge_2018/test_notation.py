"""Tokens, turns, the one-line position notation, the scenario builder and the reasons'
sentences."""

from __future__ import annotations

import re

import pytest

from hare_rules.games.software_challenge_2018.actions import (
    KNOWN_TOKENS,
    UnknownTokenError,
    format_turn,
    parse_action,
    parse_turn,
)
from hare_rules.games.software_challenge_2018.given import MIDDLE_TURN, state_from_given
from hare_rules.games.software_challenge_2018.notation import (
    NotationError,
    format_state,
    parse_state,
)
from hare_rules.games.software_challenge_2018.oracle import state_from_record
from hare_rules.games.software_challenge_2018.sentences import REASON_CODES
from hare_rules.games.software_challenge_2018.sentences import REASONS as TEMPLATES
from hare_rules.games.software_challenge_2018.turns import (
    IllegalTurnError,
    apply_turn,
    legal_turns,
    reasons_against,
)


def test_every_token_round_trips():
    for token in [t for t in KNOWN_TOKENS if t != "+N"] + ["+1", "+44", "+64"]:
        assert parse_action(token).token == token


@pytest.mark.parametrize("token", ["+0", "+-1", "+03", "card:take_or_drop+10", "jump", ""])
def test_unknown_tokens_are_refused(token):
    with pytest.raises(UnknownTokenError):
        parse_action(token)


def test_turn_string_round_trip():
    text = "+3 card:fall_back card:eat_salad"
    assert format_turn(parse_turn(text)) == text
    assert parse_turn(("+3", "card:fall_back")) == parse_turn("+3 card:fall_back")


def test_notation_round_trips_on_every_oracle_state_and_result(dev_records):
    for record in dev_records:
        state = state_from_record(record)
        assert parse_state(format_state(state)) == state
        for turn in legal_turns(state):
            after, _ = apply_turn(state, turn)
            assert parse_state(format_state(after)) == after


def test_notation_example():
    text = ("board=SCCCHCHH12LICCHI1C2ICCL2ICH2CCI1C2HCHI2HCCLI1C2CCHICHC2CILCHCC1HG "
            "turn=7 red=64/4/0/-/+3 blue=30/20/2/TF/card:take_or_drop-20 winner=red:goal")
    state = parse_state(text)
    assert format_state(state) == text
    assert state.to_move == "blue" and state.outcome.winner == "red"


@pytest.mark.parametrize("text", [
    "board=SCG turn=0 red=0/68/5/ETHF/-",  # blue missing
    "board=SXG turn=0 red=0/68/5/ETHF/- blue=0/68/5/ETHF/-",
    "board=SCG turn=x red=0/68/5/ETHF/- blue=0/68/5/ETHF/-",
    "board=SCG turn=0 red=0/68/5/EE/- blue=0/68/5/ETHF/-",
    "board=SCG turn=0 red=0/68/5/ETHF/jump blue=0/68/5/ETHF/-",
    "board=SCG turn=0 red=9/68/5/ETHF/- blue=0/68/5/ETHF/-",
])
def test_bad_notation_says_what_is_wrong(text):
    with pytest.raises(NotationError):
        parse_state(text)


def test_illegal_turn_error_names_the_position_and_reason():
    s = state_from_given({"players": {"red": {"field": 12, "carrots": 9}}}, None)
    with pytest.raises(IllegalTurnError) as info:
        apply_turn(s, "give")
    message = str(info.value)
    assert format_state(s) in message and "not_enough_carrots" in message


def test_reasons_in_both_languages_with_numbers():
    s = state_from_given({"players": {"red": {"field": 0, "carrots": 14}}}, None)
    (r,) = reasons_against(s, "+5")
    assert r.code == "not_enough_carrots"
    assert r.message("de") == "Rot braucht für 5 Felder vorwärts 15 Karotten, hat aber nur 14."
    assert r.message("en") == "Red needs 15 carrots to move 5 fields forward but holds only 14."
    assert r.message("de", you="red") == ("Du brauchst für 5 Felder vorwärts 15 Karotten, "
                                          "hast aber nur 14.")
    assert r.message("en", you="red") == ("You need 15 carrots to move 5 fields forward but "
                                          "hold only 14.")
    s = state_from_given({"players": {"red": {"field": 4, "last": "+4"},
                                      "blue": {"field": 1}}}, None)
    (r,) = reasons_against(s, "card:fall_back")
    assert "Falle eine Position zurück" in r.de and "Fall back" in r.en
    (r,) = reasons_against(s, "hop")
    assert r.code == "unknown_token" and "hop" in r.de and "hop" in r.en


def test_every_reason_template_has_both_languages():
    assert {"card_owed", "card_not_held", "not_on_hare"} <= REASON_CODES
    for templates in TEMPLATES.values():
        assert len(templates) in (2, 4) and all(templates)
        assert templates[0] != templates[1]
        if len(templates) == 4:  # the second-person forms speak to the player
            assert re.search(r"\b(du|dich|dir|dein\w*)\b", templates[2], re.IGNORECASE)
            assert re.search(r"\b(you|your)\b", templates[3], re.IGNORECASE)


def test_given_defaults_and_errors():
    s = state_from_given({}, None)
    assert (s.red.field, s.red.carrots, s.red.salads, len(s.red.cards)) == (0, 68, 5, 4)
    s = state_from_given({"players": [{"name": "red", "lettuce": 2},
                                      {"name": "blue", "field": "goal"}],
                          "to_move": "blue"}, "S C H L I 1 2 G")
    # Blue off the start has moved: a turn in the middle of the game, a forward move last.
    assert s.red.salads == 2 and s.blue.field == 7 and s.turn == MIDDLE_TURN + 1
    assert s.blue.last.token == "+1"
    bad = [
        ({"players": {"green": {}}}, "only red and blue"),
        ({"players": {"red": {"field": 99}}}, "field 99"),
        ({"players": {"red": {"cards": ["joker"]}}}, "unknown cards"),
        ({"players": {"red": {"last": "skip"}}}, "not 'skip'"),
        ({"players": {"red": {"last": "jump"}}}, "unknown action token"),
        ({"players": {"red": {"carrots": -1}}}, "carrots"),
        ({"players": {"red": {"field": 5}, "blue": {"field": 5}}}, "both on field 5"),
        ({"to_move": "blue", "turn": 2}, "even turns"),
        ({"deck": []}, "unknown keys"),
    ]
    for given, words in bad:
        with pytest.raises(ValueError, match=words):
            state_from_given(given, None)
    with pytest.raises(ValueError, match="track"):
        state_from_given({}, "S C X G")


def test_the_board_games_restart_is_refused_with_its_own_reason():
    """`restart` (the Ravensburger editions' fresh start) is no action here: a quiz choice
    may name it (the reader's Frage 13), and the engine says why it is refused."""
    stuck = state_from_given({"players": {"red": {"field": 18, "carrots": 0},
                                          "blue": {"field": 15}}}, None)
    reasons = reasons_against(stuck, "restart")
    assert [r.code for r in reasons] == ["no_restart"]
    assert "Neustart" in reasons[0].de and "fresh start" in reasons[0].en
    assert legal_turns(stuck) == [("skip",)]
