"""Rule boundaries that issue 24 names, each on both sides and under its wrong reading:
no backward move without a hedgehog behind, finished pawns get no turns, a missed turn is
used up by missing it."""

from __future__ import annotations

from hare_rules.games import GAMES
from hare_rules.games.ravensburger_2019 import rules
from hare_rules.games.ravensburger_2019.clauses import CLAUSES

GAME = GAMES["ravensburger-2019"]


def state(*players: dict, **given):
    return GAME.scenario_state({"players": list(players), **given})


def stuck_on_six():
    return state({"field": 6, "carrots": 0}, {"field": 21, "carrots": 30},
                 {"field": 16, "carrots": 25}, {"field": 13, "carrots": 40})


def test_no_hedgehog_behind_means_no_backward_move() -> None:
    assert rules.legal_moves(stuck_on_six()) == ["restart"]
    [reason] = rules.reasons_against(stuck_on_six(), "back")
    assert reason.code == "no_hedgehog_behind"
    # The first hedgehog (11) behind: the same pawn may go back from 12.
    assert "back" in rules.legal_moves(state({"field": 12, "carrots": 0}, {"field": 21},
                                             {"field": 16}, {"field": 13}))
    with CLAUSES.broken("no-back-without-hedgehog", "to_start"):
        assert "back" in rules.legal_moves(stuck_on_six())


def race_with_b_home():
    return state({"field": 52, "carrots": 30, "lettuce": 0}, {"field": "goal"},
                 {"field": 45, "carrots": 40, "lettuce": 0},
                 {"field": 40, "carrots": 50, "lettuce": 0})


def test_a_finished_pawn_is_passed_over() -> None:
    after = rules.apply(race_with_b_home(), "+1").position
    assert after.mover.name == "C"
    with CLAUSES.broken("goal-pawns-get-no-turn", "keep_turns"):
        assert rules.apply(race_with_b_home(), "+1").position.mover.name == "B"


def missing_a_turn():
    return state({"field": 1, "carrots": 67, "skip": 1}, {"field": 6, "carrots": 47},
                 {"field": 5, "carrots": 53}, {"field": 7, "carrots": 40})


def play(position, *tokens):
    for token in tokens:
        position = rules.apply(position, token).position
    return position


def test_a_missed_turn_is_missed_once() -> None:
    assert rules.legal_moves(missing_a_turn()) == ["skip"]
    again = play(missing_a_turn(), "skip", "+2", "+4", "+6")
    assert again.mover.name == "A" and again.mover.skip == 0
    assert "+3" in rules.legal_moves(again)
    with CLAUSES.broken("skip-counts-down", "stays"):
        assert rules.legal_moves(play(missing_a_turn(), "skip", "+2", "+4", "+6")) == ["skip"]
