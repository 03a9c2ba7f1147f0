"""Positions that can arise in play (`position_problems`): each problem code fires on an
impossible position and stays silent on its possible neighbour (boundaries on both sides);
every position of the official server's games is possible; the defaults a scenario's `given`
fills in are possible; the positions generator and its knobs."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from hare_rules.games.software_challenge_2018 import GAME
from hare_rules.games.software_challenge_2018.actions import Card, parse_action
from hare_rules.games.software_challenge_2018.given import MIDDLE_TURN, state_from_given
from hare_rules.games.software_challenge_2018.oracle import (
    action_token,
    read_records,
    state_from_record,
)
from hare_rules.games.software_challenge_2018.positions import PROBLEM_CODES
from hare_rules.games.software_challenge_2018.state import Outcome, State
from hare_rules.games.software_challenge_2018.turns import apply_turn

DEV_FILE = Path(__file__).resolve().parents[2] / "data" / "sc2018-dev.jsonl.gz"
ALL = ["eat_salad", "take_or_drop", "hurry_ahead", "fall_back"]


def given(red: dict | None = None, blue: dict | None = None, **rest) -> State:
    """A position on the default board (given.py; 8 is a '1' field, 9 and 18 '2' fields,
    10/22/42 salad, 11/15/19/24 hedgehogs, 4/6/7/14 hare fields, 12/13/20 carrot fields)."""
    players = {"red": {"field": 12, **(red or {})}, "blue": {"field": 20, **(blue or {})}}
    return state_from_given({"players": players, **rest}, None)


def codes(state: State) -> set[str]:
    return {p.code for p in GAME.position_problems(state)}


def with_player(state: State, color: str, **changes) -> State:
    return state.with_player(color, replace(state.player(color), **changes))


def test_a_middle_of_the_game_position_is_possible():
    assert codes(given()) == set()


# (code, impossible position, its possible neighbour)
CASES = {
    "board_not_from_server": (
        lambda: replace(given(), board=type(given().board).parse(
            "S C C C H C H H 1 2 L C I C H I 1 C 2 I C C L 2 I C H 2 C C I 1 C 2 H C H I 2 "
            "H C C L I 1 C 2 C C H I C H C 2 C I L C H C C 1 H G")),
        given),
    "start_amounts": (
        lambda: given({"field": 0, "carrots": 67}, {"field": 0}),
        lambda: given({"field": 0, "carrots": 68}, {"field": 0})),
    "moved_off_start": (
        lambda: given({"field": 0}, {"field": 0}, turn=2),
        lambda: given({"field": 0}, {"field": 0}, turn=0)),
    "not_moved_yet": (
        lambda: given({"field": 3, "carrots": 62}, {"field": 5, "carrots": 53}, turn=1,
                      to_move="blue"),
        lambda: given({"field": 3, "carrots": 64}, {"field": 5, "carrots": 53}, turn=3,
                      to_move="blue")),
    "no_last_action": (
        lambda: with_player(given(), "red", last=None),
        lambda: with_player(given(), "red", last=parse_action("+1"))),
    "last_does_not_end_here": (
        lambda: given({"field": 11, "last": "+2"}),
        lambda: given({"field": 11, "last": "back"})),
    "advance_from_before_start": (
        lambda: given({"field": 3, "carrots": 62, "last": "+4"}, {"field": 5, "carrots": 53},
                      turn=2),
        lambda: given({"field": 3, "carrots": 62, "last": "+3"}, {"field": 5, "carrots": 53},
                      turn=2)),
    "first_move_not_from_start": (
        lambda: given({"field": 5, "carrots": 53, "last": "+2"}, {"field": 3, "carrots": 62},
                      turn=2),
        lambda: given({"field": 5, "carrots": 53, "last": "+5"}, {"field": 3, "carrots": 62},
                      turn=2)),
    "advance_from_hare_without_card": (
        lambda: given({"field": 16, "last": "+2"}),
        lambda: given({"field": 16, "last": "+2",
                       "cards": ["eat_salad", "hurry_ahead", "fall_back"]})),
    "card_still_held": (
        lambda: given({"field": 14, "last": "card:take_or_drop+20"}),
        lambda: given({"field": 14, "last": "card:take_or_drop+20",
                       "cards": ["eat_salad", "hurry_ahead", "fall_back"]})),
    "ate_but_all_salads": (
        lambda: given({"field": 22, "last": "eat", "salads": 5}),
        lambda: given({"field": 22, "last": "eat", "salads": 4})),
    "salad_card_but_all_salads": (
        lambda: given({"cards": ["take_or_drop", "hurry_ahead"], "salads": 5}),
        lambda: given({"cards": ["take_or_drop", "hurry_ahead"], "salads": 4})),
    "arrived_without_salad": (
        lambda: given({"field": 22, "last": "+2", "salads": 0}, turn=50),
        lambda: given({"field": 22, "last": "+2", "salads": 1}, turn=50)),
    "too_many_salads": (
        lambda: given({"salads": 6}),
        lambda: given({"salads": 5})),
    "salads_too_fast": (
        lambda: given({"field": 9, "carrots": 35, "salads": 3}, {"field": 3}, turn=2),
        lambda: given({"field": 4, "carrots": 68, "salads": 4, "cards": ALL[1:],
                       "last": "card:eat_salad"}, {"field": 3, "carrots": 62}, turn=2)),
    "cards_too_fast": (
        lambda: given({"field": 36, "salads": 4, "cards": []}, {"field": 3, "carrots": 62},
                      turn=2),
        lambda: given({"field": 36, "salads": 4, "cards": ["fall_back"]},
                      {"field": 3, "carrots": 62}, turn=2)),
    "field_shared": (
        lambda: with_player(given(), "blue", field=12),
        lambda: with_player(given(), "blue", field=13)),
    "goal_with_salads": (
        lambda: given({"field": "goal", "carrots": 5, "salads": 1}, to_move="blue"),
        lambda: given({"field": "goal", "carrots": 5, "salads": 0}, to_move="blue")),
    "goal_with_carrots": (
        lambda: given({"field": "goal", "carrots": 11, "salads": 0}, to_move="blue"),
        lambda: given({"field": "goal", "carrots": 10, "salads": 0}, to_move="blue")),
    "blue_in_goal_game_on": (
        lambda: given(blue={"field": "goal", "carrots": 3, "salads": 0}),
        lambda: replace(given(blue={"field": "goal", "carrots": 3, "salads": 0}),
                        outcome=Outcome("blue", "goal"))),
    "red_in_goal_game_on": (
        lambda: given({"field": "goal", "carrots": 5, "salads": 0}),
        lambda: given({"field": "goal", "carrots": 5, "salads": 0}, to_move="blue")),
    "past_turn_limit": (
        lambda: given(turn=60),
        lambda: replace(given(turn=60), outcome=Outcome("blue", "round_limit"))),
    "outcome_wrong": (
        lambda: replace(given(), outcome=Outcome("red", "goal")),
        given),
    "carrots_off_the_way": (
        lambda: given({"field": 5, "carrots": 68}),
        lambda: given({"field": 5, "carrots": 63, "last": "give"})),
    "carrots_off_the_last_move": (  # the reader's Frage 12: 0 -> 3 -> 5 never leaves 53
        lambda: given({"field": 5, "carrots": 53, "last": "+2"}),
        lambda: given({"field": 5, "carrots": 63, "last": "give"})),
    "carrots_not_after_these_turns": (  # round 12's Frage 12: +5, then 15 exchanges of 10
        lambda: given({"field": 5, "carrots": 53, "last": "give"}),
        lambda: given({"field": 5, "carrots": 63, "last": "give"})),
    "too_many_carrots_so_early": (  # the reader's Frage 1: on 63 with 11 in the 16th turn
        lambda: given({"field": 63, "carrots": 11, "salads": 0, "last": "card:take_or_drop-20",
                       "cards": ["eat_salad", "hurry_ahead", "fall_back"]}, turn=30),
        lambda: given({"field": 63, "carrots": 11, "salads": 0, "last": "card:take_or_drop-20",
                       "cards": ["eat_salad", "hurry_ahead", "fall_back"]}, turn=32)),
    "too_early_for_field": (  # salad field 10 is the only one before 12: never 0 salads
        lambda: given({"field": 12, "salads": 0}),
        lambda: given({"field": 47, "salads": 0})),
    "last_gain_not_held": (
        lambda: given({"field": 14, "carrots": 19, "last": "card:take_or_drop+20",
                       "cards": ALL[:1] + ALL[2:]}),
        lambda: given({"field": 14, "carrots": 20, "last": "card:take_or_drop+20",
                       "cards": ALL[:1] + ALL[2:]})),
    "bonus_not_paid": (
        lambda: given({"field": 16, "carrots": 9}, {"field": 15}),
        lambda: given({"field": 16, "carrots": 10}, {"field": 15})),
}


def test_every_problem_code_has_a_case():
    assert set(CASES) == PROBLEM_CODES


@pytest.mark.parametrize("code", sorted(CASES))
def test_each_problem_fires_and_its_neighbour_is_possible(code):
    impossible, possible = (make() for make in CASES[code])
    found = GAME.position_problems(impossible)
    assert code in {p.code for p in found}, GAME.format_state(impossible)
    assert codes(possible) == set(), GAME.format_state(possible)
    for problem in found:  # a sentence in both languages, naming no "du"/"you"
        assert problem.de and problem.en and problem.de != problem.en
        assert " du " not in f" {problem.de} " and " you " not in f" {problem.en.lower()} "


@pytest.mark.parametrize(("field", "carrots", "opponent", "fires"), [
    (16, 9, 15, True),    # a '1' field in the lead: the 10 carrots are already there
    (16, 0, 17, False),   # ... behind: it pays nothing
    (18, 29, 20, True),   # a '2' field behind: the 30 carrots are already there
    (18, 30, 20, False),
    (18, 0, 15, False),   # ... in the lead: it pays nothing (q-choice-stuck)
])
def test_the_position_bonus_boundaries(field, carrots, opponent, fires):
    state = given({"field": field, "carrots": carrots}, {"field": opponent})
    assert ("bonus_not_paid" in codes(state)) is fires


def test_the_bonus_is_judged_for_the_player_to_move_only():
    waiting = given({"field": 16, "carrots": 0}, {"field": 15}, to_move="blue")
    assert "bonus_not_paid" not in codes(waiting)


@pytest.mark.parametrize(("red", "fires"), [
    ({"field": 5, "carrots": 68}, True),     # 5 fields cost 5 to 15: never a multiple of 10
    ({"field": 5, "carrots": 60}, False),    # 3 + 1 + 1 + 1 + 2 ... : 68 - 8
    ({"field": 5, "carrots": 58}, True),
    ({"field": 4, "carrots": 58}, False),    # 4 fields in one move cost 10
    ({"field": 1, "carrots": 67}, False),
    ({"field": 1, "carrots": 77}, False),    # and took 10 on the carrot field
    ({"field": 1, "carrots": 68}, True),
    ({"field": 3, "carrots": 68}, True),     # 6, 4 or 3
    ({"field": 3, "carrots": 64}, False),    # 2 + 1: 3 + 1
    ({"field": 7, "carrots": 63}, True),     # no split of 7 fields costs 5, 15 or 25
    ({"field": 8, "carrots": 63}, False),    # 2 + 1 + 1 + 4 fields: 3 + 1 + 1 + 10 = 15
    ({"field": 10, "carrots": 68, "last": "+1"}, False),  # 1 + 2 + 3 + 4 fields cost 20
    ({"field": 12, "carrots": 68}, False),   # past a hedgehog: a move back may have paid
    ({"field": 5, "carrots": 68, "cards": ["eat_salad", "take_or_drop", "fall_back"]}, False),
    ({"field": 5, "carrots": 68, "cards": ["eat_salad", "take_or_drop", "hurry_ahead"]},
     False),
])
def test_the_carrots_before_the_first_hedgehog(red, fires):
    """Only forward moves lead to a field before the first hedgehog while both moving cards
    are held; their costs fix the carrots' last digit (every other change is a multiple of
    10). Without one of the cards the player may have jumped or fallen back there."""
    state = given(red, {"field": 20}, turn=MIDDLE_TURN)
    assert ("carrots_off_the_way" in codes(state)) is fires, GAME.format_state(state)


@pytest.mark.parametrize(("red", "turn", "fires"), [
    ({"field": 5, "carrots": 53, "last": "+5"}, 2, None),       # 0 -> 5 costs 15
    ({"field": 5, "carrots": 63, "last": "+5"}, 2, "too_many_carrots_so_early"),
    ({"field": 5, "carrots": 63, "last": "take"}, 4, None),     # ... then took 10
    ({"field": 5, "carrots": 73, "last": "take"}, 4, "too_many_carrots_so_early"),
    ({"field": 13, "carrots": 0, "last": "+13"}, 2, "too_early_for_field"),  # 91 > 68
    ({"field": 10, "carrots": 13, "last": "+10"}, 2, None),    # salad field 10 in one move
    ({"field": 10, "carrots": 13, "salads": 4, "last": "eat"}, 2, "too_early_for_field"),
    ({"field": 10, "carrots": 43, "salads": 4, "last": "eat"}, 4, None),
    ({"field": 10, "carrots": 53, "salads": 4, "last": "eat"}, 4,
     "too_many_carrots_so_early"),  # eating pays at most 30
    ({"field": 5, "carrots": 43, "last": "give"}, 4, None),     # +5, then gave 10
    ({"field": 5, "carrots": 53, "last": "give"}, 4, "too_many_carrots_so_early"),
    ({"field": 5, "carrots": 53, "last": "give"}, 32, "carrots_not_after_these_turns"),
    ({"field": 5, "carrots": 63, "last": "give"}, 32, None),    # 8 taken, 7 given
])
def test_the_turns_played_bound_the_field_and_carrots(red, turn, fires):
    """The search of a player's own turns (`reachable_carrots`): exact at its boundaries in
    the first turns, where nothing but the moves shown can have happened; later, an odd
    number of exchanges never adds up to nothing (round 12's Frage 12: on field 5 with 53
    carrots in the 17th turn, after one move of 5 fields and 15 exchanges)."""
    blue = {"field": 3, "carrots": 62} if turn == 2 else {"field": 3, "carrots": 72,
                                                           "last": "take"}
    state = given(red, blue, turn=turn)
    early = codes(state) & {"too_many_carrots_so_early", "too_early_for_field",
                            "carrots_not_after_these_turns"}
    assert early == ({fires} if fires else set()), GAME.format_state(state)


@pytest.mark.parametrize(("field", "last", "fires"), [
    (14, "card:take_or_drop+20", False), (14, "+2", True), (14, "card:hurry_ahead", True),
    (22, "card:fall_back", False), (22, "take", True), (13, "give", False),
    (13, "eat", True), (8, "card:hurry_ahead", False), (8, "back", True),
    (64, "card:hurry_ahead", False), (64, "card:fall_back", True),
])
def test_the_last_action_fits_the_field(field, last, fires):
    red = {"field": "goal" if field == 64 else field, "last": last, "salads": 4,
           "cards": ["eat_salad", "hurry_ahead"] if last.startswith("card:take") else
           ["eat_salad", "take_or_drop"]}
    if field == 64:
        red.update(salads=0, carrots=5)
    state = given(red, to_move="blue")
    assert ("last_does_not_end_here" in codes(state)) is fires


@pytest.mark.parametrize(("red", "fires"), [
    ({"field": 14, "carrots": 11, "last": "card:take_or_drop+20"}, True),  # had -9 before
    ({"field": 14, "carrots": 11, "last": "card:take_or_drop-20"}, False),  # had 31
    ({"field": 14, "carrots": 0, "last": "card:take_or_drop0"}, False),
    ({"field": 14, "carrots": 9, "last": "card:eat_salad", "salads": 4}, True),
    ({"field": 14, "carrots": 10, "last": "card:eat_salad", "salads": 4}, False),
    ({"field": 22, "carrots": 9, "last": "eat", "salads": 4}, True),
    ({"field": 22, "carrots": 10, "last": "eat", "salads": 4}, False),
    ({"field": 13, "carrots": 9, "last": "take"}, True),
    ({"field": 13, "carrots": 0, "last": "give"}, False),
    ({"field": 11, "carrots": 9, "last": "back"}, True),
    ({"field": 11, "carrots": 10, "last": "back"}, False),
])
def test_the_last_action_brought_the_carrots_it_gives(red, fires):
    """A carrot card that took 20, eating, taking 10 and a move back leave at least what
    they brought: nothing spends carrots before the player's next turn (the reader's
    finding: a player on hare field 63 with 11 carrots whose last action took 20)."""
    if red["last"].startswith("card:"):
        card = red["last"].removeprefix("card:").split("+")[0].split("-")[0].rstrip("0")
        red["cards"] = [c for c in ALL if c != card]
    state = given(red, to_move="blue")
    assert ("last_gain_not_held" in codes(state)) is fires, GAME.format_state(state)


# -- the server's own games ----------------------------------------------------------------
def test_every_position_of_the_servers_games_is_possible():
    """958 positions of 143 games, and the state after each move the server accepted."""
    seen = 0
    for record in read_records(str(DEV_FILE)):
        if record["source"] != "game":
            continue
        state = state_from_record(record)
        afters = [apply_turn(state, " ".join(action_token(a) for a in m["actions"]))[0]
                  for m in record["moves"]]
        for position in (state, *afters):
            assert codes(position) == set(), (record["id"], GAME.format_state(position))
            seen += 1
    assert seen > 8000


def test_the_hand_made_corners_are_named():
    """The oracle's hand-made positions include what play never reaches (its README)."""
    named: dict[str, set[str]] = {}
    for record in read_records(str(DEV_FILE)):
        if record["source"] == "handmade":
            named.setdefault(record["scenario"], set()).update(codes(state_from_record(record)))
    assert "arrived_without_salad" in named["on_salad_after_advance_with_zero_salads"]
    assert "bonus_not_paid" in named["skip_stuck"]
    assert named["card_first_action"] & {"last_does_not_end_here", "no_last_action"}


# -- the defaults of `given` ------------------------------------------------------------------
@pytest.mark.parametrize(("red", "last", "cards"), [
    ({"field": 0}, None, ALL),
    ({"field": 11}, "back", ALL),                            # a hedgehog: the move back
    ({"field": 14}, "card:take_or_drop+20", ["eat_salad", "hurry_ahead", "fall_back"]),
    ({"field": 14, "cards": ["hurry_ahead"], "salads": 4}, "card:take_or_drop+20",
     ["hurry_ahead"]),
    # fewer than 20 carrots: the card dropped 20 (taking 20 would leave at least 20)
    ({"field": 14, "carrots": 11, "salads": 4}, "card:take_or_drop-20",
     ["eat_salad", "hurry_ahead", "fall_back"]),
    ({"field": 14, "cards": ["take_or_drop"], "salads": 4}, "card:eat_salad",
     ["take_or_drop"]),
    ({"field": 22}, "+1", ALL),                              # a salad field: just arrived
    ({"field": 21}, "+2", ALL),                              # not from blue's field 20
])
def test_given_fills_in_a_last_action_that_can_have_happened(red, last, cards):
    state = given(red, {"field": 0} if red["field"] == 0 else None)
    assert (state.red.last.token if state.red.last else None) == last
    assert sorted(c.value for c in state.red.cards) == sorted(
        Card(c).value if c != "take_or_drop" else Card.TAKE_OR_DROP.value for c in cards)
    assert codes(state) == set()


def test_a_hare_field_with_both_staying_cards_has_no_default_last():
    state = given({"field": 14, "cards": ALL})
    assert state.red.last is None and "no_last_action" in codes(state)


@pytest.mark.parametrize(("red", "blue", "to_move", "turn"), [
    (0, 0, "red", 0), (3, 0, "blue", 1), (3, 5, "red", MIDDLE_TURN),
    (3, 5, "blue", MIDDLE_TURN + 1),
])
def test_given_fills_in_a_turn_that_fits_the_start(red, blue, to_move, turn):
    assert given({"field": red}, {"field": blue}, to_move=to_move).turn == turn


# -- positions from play ----------------------------------------------------------------------
def test_late_play_reaches_the_goal_and_uses_the_cards():
    states = list(GAME.positions(3000, seed=5, late=True))
    assert sum(1 for s in states if s.outcome and s.outcome.reason == "goal") >= 10
    assert any(not s.red.cards or not s.blue.cards for s in states)
    plain = list(GAME.positions(3000, seed=5))
    assert sum(1 for s in plain if s.outcome and s.outcome.reason == "goal") < \
        sum(1 for s in states if s.outcome and s.outcome.reason == "goal")


def test_from_turn_skips_the_early_positions():
    states = list(GAME.positions(200, seed=2, from_turn=40))
    assert len(states) == 200 and min(s.turn for s in states) == 40


def test_positions_refuse_unknown_knobs_and_player_counts():
    with pytest.raises(ValueError, match="unknown knob 'speed'"):
        list(GAME.positions(3, seed=1, speed=2))
    with pytest.raises(ValueError, match="2 players"):
        list(GAME.positions(3, seed=1, players=3))
    with pytest.raises(ValueError, match="from_turn"):
        list(GAME.positions(3, seed=1, from_turn=61))
    assert set(GAME.position_knobs) == {"late", "from_turn"}


@pytest.mark.parametrize(("red", "blue", "turn", "red_last", "blue_last"), [
    ({"field": 5, "carrots": 53}, {"field": 3, "carrots": 62}, 2, "+5", "+3"),  # first turns
    ({"field": 5, "carrots": 59}, {"field": 3, "carrots": 64}, 4, "+3", "+1"),  # 3: blue's
    ({"field": 16}, {"field": 20}, 30, "+1", "+1"),  # from hedgehogs 15 and 19
    ({"field": 8, "carrots": 47}, {"field": 20}, 30, "+3", "+1"),  # 7, 6 hare fields: from 5
    ({"field": 8, "cards": ALL[:1] + ALL[2:]}, {"field": 20}, 30, "+1", "+1"),  # a card gone
])
def test_the_default_last_move_begins_where_a_turn_can_end(red, blue, turn, red_last,
                                                            blue_last):
    """Without `last`, the forward move begins on the start in the first turn and never on
    a hare field while all four cards are held (the reader's Frage 6, 7, 10 and 13)."""
    state = given(red, blue, turn=turn)
    assert (state.red.last.token, state.blue.last.token) == (red_last, blue_last)
    assert codes(state) == set(), GAME.format_state(state)
