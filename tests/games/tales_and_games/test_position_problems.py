"""Positions that cannot arise in play: each problem code fires on an impossible position
and stays silent on its possible neighbour (the boundary from both sides)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from hare_rules.games import GAMES
from hare_rules.games.tales_and_games.state import Player

GAME = GAMES["tales-and-games"]
TWO = [{"name": "A"}, {"name": "B"}]
THREE = [{"name": "A"}, {"name": "B"}, {"name": "C"}]


def codes(given: dict) -> list[str]:
    return [p.code for p in GAME.position_problems(GAME.scenario_state(given))]


def state_codes(state) -> list[str]:
    return [p.code for p in GAME.position_problems(state)]


# (code, impossible given, possible neighbour)
CASES = [
    ("stream_count", {"streams": [4]}, {"streams": [4, 9]}),
    ("stream_count", {"streams": [2, 4, 9]}, {"streams": [2, 4]}),
    ("bets_count", {"players": [{"bets": ["fox", "hare"]}, {}]},
     {"players": [{"bets": ["fox", "hare", "lamb"]}, {}]}),
    ("bets_count", {"players": [{"bets": ["fox", "hare", "lamb", "wolf"]}, {}]},
     {"players": [{"bets": ["fox", "hare", "wolf"]}, {}]}),
    ("bets_count", {"players": [{"bets": ["fox", "hare", "lamb"]}, {}, {}]},
     {"players": [{"bets": ["fox", "hare"]}, {}, {}]}),
    ("starting_bets", {"players": [{"bets": ["fox", "fox", "fox"]}, {}]},
     {"players": [{"bets": ["fox", "fox", "hare"]}, {}]}),
    ("starting_bets", {"players": [{"bets": ["fox", "fox", "hare"]},
                                   {"bets": ["fox", "hare", "wolf"]}]},
     {"players": [{"bets": ["fox", "fox", "hare"]}, {"bets": ["fox", "lamb", "wolf"]}]}),
    ("starting_bets", {"players": [{"bets": ["fox", "fox"]} for _ in range(5)]},
     {"players": [{"bets": [a, "fox"]} for a in ("hare", "tortoise", "wolf", "fox", "lamb")]}),
    ("hand_size", {"players": [{"hand": ["fox"] * 5}, {}]},
     {"players": [{"hand": ["fox"] * 6}, {}]}),
    ("hand_size", {"players": [{"hand": ["fox"] * 7}, {}]},
     {"players": [{"hand": ["fox"] * 6}, {}]}),
    ("race_due", {"played": {"hare": 2, "tortoise": 2, "wolf": 2, "fox": 2}},
     {"played": {"hare": 2, "tortoise": 2, "wolf": 2, "fox": 1}, "to_move": "B"}),
    ("race_due", {"played": {"lamb": 4}}, {"played": {"lamb": 3}}),
    ("race_due", {"played": {"wolf": 4}, "howl": True}, {"played": {"wolf": 3}, "howl": True}),
    # Two players, A to move and holding the token: an even number of turns were played.
    ("turns_since_race", {"played": {"lamb": 1}}, {"played": {"lamb": 1}, "to_move": "B"}),
    ("turns_since_race", {"played": {"lamb": 1}, "first": "B", "to_move": "B"},
     {"played": {"lamb": 2}, "first": "B", "to_move": "B"}),
    # Three players, C to move after A: two turns, so at least two cards ...
    ("turns_since_race", {"players": THREE, "to_move": "C", "played": {"hare": 1}},
     {"players": THREE, "to_move": "C", "played": {"hare": 2}}),
    # ... and one turn lays one animal only: B to move after A with two animals needs 3.
    ("turns_since_race", {"to_move": "B", "played": {"hare": 1, "fox": 1}},
     {"to_move": "B", "played": {"hare": 1, "fox": 2}}),
    ("token_holder_plays", {"players": THREE, "to_move": "B"},
     {"players": THREE, "to_move": "B", "first": "B"}),
    ("over_table", {"animals": {"tortoise": 4}, "podium": ["fox", "lamb", "wolf"],
                    "played": {"hare": 2}},
     {"animals": {"tortoise": 4}, "podium": ["fox", "lamb", "wolf"]}),
    # (The tortoise on 3, not 2: two phases with 4 hare cards would let the leading hare nap.)
    ("hare_odd_tile", {"animals": {"hare": 3, "tortoise": 3, "lamb": 2}},
     {"animals": {"hare": 4, "tortoise": 3, "lamb": 2}}),
    ("hare_odd_tile", {"animals": {"hare": 11, "tortoise": 8, "lamb": 8}},
     {"animals": {"hare": 10, "tortoise": 8, "lamb": 8}}),
    # The tortoise on tile 1: at most one racing phase without a howl, so the fox moved at
    # most 4 tiles.
    ("phases", {"animals": {"tortoise": 1, "lamb": 1, "fox": 5}},
     {"animals": {"tortoise": 1, "lamb": 1, "fox": 4}}),
    # The tortoise over the finish needs 6 phases; the lamb on the track moved in each.
    ("phases", {"streams": [10, 11], "animals": {"lamb": 5}, "podium": ["tortoise"]},
     {"streams": [10, 11], "animals": {"lamb": 6}, "podium": ["tortoise"]}),
    # The lamb stops on both streams it passed: three phases at least.
    ("phases", {"streams": [2, 3], "animals": {"lamb": 4, "tortoise": 2}},
     {"streams": [2, 3], "animals": {"lamb": 4, "tortoise": 3, "hare": 2}}),
    # The hare on tile 2 has moved: the tortoise and the lamb have too.
    ("phases", {"animals": {"hare": 2}}, {"animals": {"hare": 2, "tortoise": 1, "lamb": 1}}),
    ("arrival_order", {"podium": ["fox", "lamb", "wolf", "tortoise"]},
     {"podium": ["fox", "lamb", "tortoise", "wolf"]}),
    # (One phase of 4 hare cards: the hare on 2, the tortoise and the lamb on 1.)
    ("discards", {"discard": ["lamb"] * 4},
     {"discard": ["lamb"] * 4, "animals": {"hare": 2, "tortoise": 1, "lamb": 1}}),
    # At most one racing phase (tortoise and lamb on tile 1, the wolf on the start line).
    ("discards", {"animals": {"hare": 2, "tortoise": 1, "lamb": 1}, "discard": ["lamb"] * 9},
     {"animals": {"hare": 2, "tortoise": 1, "lamb": 1}, "discard": ["lamb"] * 8}),
    # The tortoise on 4 needs two racing phases of at least 4 cards each, and no more than
    # 4 * 8 of the 67 cards of the pile can have been drawn: nothing was reshuffled.
    ("discards_too_few", {"streams": [10, 11], "animals": {"tortoise": 4, "lamb": 5},
                          "discard": ["fox"] * 7},
     {"streams": [10, 11], "animals": {"tortoise": 4, "lamb": 5},
      "discard": ["tortoise"] * 4 + ["lamb"] * 4}),
    ("discards_too_few", {"animals": {"tortoise": 3},
                          "podium": ["lamb"], "played": {"fox": 1}, "to_move": "B",
                          "discard": []},
     {"animals": {"tortoise": 3}, "podium": ["lamb"],
      "played": {"fox": 1}, "to_move": "B", "discard": ["lamb"] * 12}),
    # With five players the pile holds 46 cards: after up to six phases of 8 cards the
    # discards may have been reshuffled, so even an empty discard pile can be.
    ("discards_too_few", {"animals": {"tortoise": 6, "lamb": 6}, "discard": []},
     {"players": [{"name": n} for n in "ABCDE"], "animals": {"tortoise": 6, "lamb": 6},
      "discard": []}),
]


@pytest.mark.parametrize(("code", "impossible", "possible"), CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_each_problem_fires_on_its_boundary(code, impossible, possible):
    assert code in codes(impossible), codes(impossible)
    assert codes(possible) == []


def test_player_count_outside_two_to_five():
    start = GAME.start_state(5, seed=3)
    sixth = replace(start.players[4], name="F")
    assert state_codes(replace(start, players=(*start.players, sixth))) == ["player_count"]
    assert state_codes(start) == []
    one = GAME.start_state(2, seed=3)
    assert state_codes(replace(one, players=one.players[:1])) == ["player_count"]


def test_the_dealt_bets_are_read_as_dealt():
    """A state from the deal knows which bet is the second (a racing card)."""
    state = GAME.start_state(2, seed=1)
    first, second = state.players
    assert state_codes(state) == []
    twice = replace(state, players=(first, Player(second.name, first.bets, second.second,
                                                  second.hand)))
    assert state_codes(twice) == ["starting_bets"]


def test_empty_given_and_its_defaults_can_arise():
    assert codes({}) == []
    assert codes({"players": THREE}) == []


def test_sentences_in_both_languages_name_the_numbers():
    state = GAME.scenario_state({"animals": {"tortoise": 1, "lamb": 1, "fox": 5}})
    (found,) = GAME.position_problems(state)
    assert found.en == ("The tortoise on tile 1 has had at most 1 racing phase without a "
                        "howl (it moves at least 1 tile in each), but the fox on tile 5 "
                        "needs at least 2.")
    assert found.de == ("Die Schildkröte auf Feld 1 hat höchstens 1 Rennphase ohne Geheul "
                        "hinter sich (sie zieht in jeder mindestens 1 Feld), der Fuchs auf "
                        "Feld 5 braucht aber mindestens 2.")
    (token,) = GAME.position_problems(GAME.scenario_state({"players": THREE, "to_move": "C"}))
    assert "A" in token.de and "C" in token.en and "du" not in token.de.split()


def test_positions_from_play_have_no_problem():
    for knobs in ({}, {"late": True}, {"players": 2, "late": True}, {"hands": "unknown"}):
        for state in GAME.positions(400, seed=5, **knobs):
            assert state_codes(state) == [], GAME.format_state(state)
