"""Malformed scenarios are ScenarioFormatErrors with their key path; missing chance is an
incomplete scenario, never a rule verdict."""

from __future__ import annotations

import pytest

from hare_rules.core import IncompleteScenario, ScenarioFormatError
from hare_rules.core.scenario import parse_scenario, run_scenario
from hare_rules.games import GAMES

GAME = GAMES["tales-and-games"]


@pytest.mark.parametrize("given, loc", [
    ({"animals": {"hare": 13}}, ("given", "animals", "hare")),
    ({"animals": {"bear": 1}}, ("given", "animals", "bear")),
    ({"animals": {"fox": 3}, "podium": ["fox"]}, ("given", "animals", "fox")),
    ({"played": {"hare": 5}}, ("given", "played", "hare")),
    ({"played": {"hare": 4, "fox": 4, "lamb": 1}}, ("given",)),
    ({"howl": True}, ("given", "howl")),
    ({"howl": "yes", "played": {"wolf": 1}}, ("given", "howl")),
    ({"streams": [0, 9]}, ("given", "streams", 0)),
    ({"streams": [4, 4]}, ("given", "streams")),
    ({"podium": ["lamb", "lamb"]}, ("given", "podium", 1)),
    ({"players": [{"name": "A"}]}, ("given", "players")),
    ({"players": [{"name": "A"}, {"name": "A"}]}, ("given", "players")),
    ({"players": [{"name": "A", "hand": ["bear"]}, {}]}, ("given", "players", 0, "hand", 0)),
    ({"players": [{"name": "A", "cards": []}, {}]}, ("given", "players", 0, "cards")),
    ({"to_move": "Z"}, ("given", "to_move")),
    ({"deck": "hare"}, ("given", "deck")),
    ({"colour": "red"}, ("given", "colour")),
])
def test_bad_given_names_its_key(given, loc):
    with pytest.raises(ScenarioFormatError) as error:
        GAME.scenario_state(given)
    assert error.value.loc == loc


@pytest.mark.parametrize("then, loc", [
    ({"animals": {"hare": 14}}, ("then", "animals", "hare")),
    ({"scores": {"Z": 3}}, ("then", "scores", "Z")),
    ({"winner": ["Z"]}, ("then", "winner", 0)),
    ({"race": "yes"}, ("then", "race")),
    ({"podium": ["bear"]}, ("then", "podium", 0)),
    ({"hand": {"A": ["bear"]}}, ("then", "hand", "A", 0)),
])
def test_bad_then_names_its_key(then, loc):
    with pytest.raises(ScenarioFormatError) as error:
        parse_scenario({"id": "x", "given": {}, "when": "hare", "then": then}, GAME.id)
    assert error.value.loc == loc


def test_track_is_refused():
    with pytest.raises(ScenarioFormatError) as error:
        parse_scenario({"id": "x", "track": "S C G", "given": {}}, GAME.id)
    assert "streams" in str(error.value)


def test_refill_without_deck_is_incomplete():
    state = GAME.scenario_state({"players": [{"hand": ["hare"] * 6}, {}]})
    with pytest.raises(IncompleteScenario, match="deck"):
        GAME.apply(state, "hare")
    result = run_scenario(parse_scenario({
        "id": "x", "given": {"players": [{"hand": ["hare"] * 6}, {}]}, "when": "hare",
        "then": {"legal": True}}, GAME.id))
    assert not result.passed and "incomplete" in str(result.failures[0])


def test_reshuffle_without_stated_order_is_incomplete():
    state = GAME.scenario_state({"players": [{"hand": ["hare"] * 6}, {}], "deck": [],
                                 "discard": ["fox"]})
    with pytest.raises(IncompleteScenario, match="reshuffle"):
        GAME.apply(state, "hare")


def test_reshuffle_must_be_an_order_of_the_discards():
    state = GAME.scenario_state({"players": [{"hand": ["hare"] * 6}, {}], "deck": [],
                                 "discard": ["fox"], "reshuffle": ["lamb"]})
    with pytest.raises(IncompleteScenario, match="not an order of the discards"):
        GAME.apply(state, "hare")


def test_deck_too_short_is_incomplete():
    state = GAME.scenario_state({"players": [{"hand": ["hare"] * 6}, {}], "deck": ["fox"],
                                 "discard": []})
    with pytest.raises(IncompleteScenario, match="longer `deck`"):
        GAME.apply(state, "hare,hare")


def test_an_unstated_discard_pile_cannot_be_reshuffled():
    state = GAME.scenario_state({"players": [{"hand": ["hare"] * 6}, {}], "deck": ["fox"]})
    assert state.discard is None and "discard=?" in GAME.format_state(state)
    with pytest.raises(IncompleteScenario, match="give `discard`"):
        GAME.apply(state, "hare,hare")


def test_discards_as_counts_and_the_top_of_the_reshuffle():
    state = GAME.scenario_state({"discard": {"fox": 2, "lamb": 1}, "reshuffle": ["lamb"]})
    assert state.discard == ("fox", "fox", "lamb")
    assert state.shuffle_order == ("lamb", "fox", "fox")


def test_untracked_hand_needs_no_deck():
    state = GAME.scenario_state({})
    after = GAME.apply(state, "hare,hare").state
    assert after.players[0].hand is None and after.pile is None
