"""Positions that can happen: each position problem fires on an impossible position and not
on its possible neighbour (the boundary on both sides); the generator's positions are all
possible, seeded, and follow their knobs; a scenario's defaults stay possible."""

from __future__ import annotations

import pytest

from hare_rules.core import InvalidStateError, NotationError
from hare_rules.core.scenario import parse_scenario

from .playout import GAME, playout

THREE = "classic-dice *A:{a} B:0:65:3 C:0:65:3"  # A's word filled in: FIELD:CARROTS:LETTUCE


def codes(text: str) -> list[str]:
    return [p.code for p in GAME.position_problems(GAME.parse_state(text))]


# (code, impossible position, its possible neighbour)
CASES = [
    # 游戏准备: 2 to 6 players.
    ("player_count", "classic-dice *A:0:65:3", "classic-dice *A:0,0:95:5 B:0,0:95:5"),
    # The start only with the starting carrots: 65 with three, 95 with four, both sides.
    ("start_carrots", THREE.format(a="0:64:3"), THREE.format(a="0:65:3")),
    ("start_carrots", THREE.format(a="0:66:3"), THREE.format(a="0:65:2")),
    ("start_carrots", "classic-dice *A:0:65:3 B:0:95:3 C:0:95:3 D:0:95:3",
     "classic-dice *A:0:95:1 B:0:95:3 C:0:95:3 D:0:95:3"),
    ("start_carrots", THREE.format(a="0:10:3"), THREE.format(a="5:10:3")),
    # Two pawns, one supply: only both pawns on the start say what the carrots are.
    ("start_carrots", "classic-dice *A:0,0:94:5 B:0,0:95:5",
     "classic-dice *A:0,5:94:5 B:0,0:95:5"),
    # Going back to the start clears what a pawn owed.
    ("start_flag", THREE.format(a="0/skip1:65:3"), THREE.format(a="1/skip1:64:3")),
    ("start_flag", THREE.format(a="0/eat:65:3"), THREE.format(a="1/eat:64:3")),
    # Into the goal only with no lettuce ...
    ("goal_lettuce", "classic-dice *A:5:60:3 B:G1:5:1 C:0:65:3",
     "classic-dice *A:5:60:3 B:G1:5:0 C:0:65:3"),
    # ... except the first pawn home of the two-pawn game.
    ("goal_lettuce", "classic-dice *A:G1,5:60:5 B:G2,7:40:1",
     "classic-dice *A:G1,5:60:5 B:G2,7:40:0"),
    # ... and with at most 10 x place carrots, which stay once no pawn races.
    ("goal_carrots", "classic-dice *A:5:60:3 B:G1:11:0 C:0:65:3",
     "classic-dice *A:5:60:3 B:G1:10:0 C:0:65:3"),
    ("goal_carrots", "classic-dice *A:5:60:3 B:G2:21:0 C:G1:0:0 D:9:80:3",
     "classic-dice *A:5:60:3 B:G2:20:0 C:G1:0:0 D:9:80:3"),
    ("goal_carrots", "classic-dice A:G1,G3:31:0 *B:G2,40:80:0",
     "classic-dice A:G1,G3:30:0 *B:G2,40:80:0"),
    # The two-pawn game ends when one player has both pawns home.
    ("two_winners", "classic-dice A:G1,G3:30:0 *B:G2,G4:40:0",
     "classic-dice A:G1,G3:30:0 *B:G2,40:40:0"),
    # The race ends with one pawn left on the track.
    ("nobody_racing", "classic-dice *A:G1:10:0 B:G2:20:0 C:G3:30:0",
     "classic-dice *A:G1:10:0 B:G2:20:0 C:40:30:0"),
    # "Miss a turn" and "eat a lettuce" come from the die on a hare field: one turn.
    ("skip_off_hare", THREE.format(a="2/skip1:60:3"), THREE.format(a="3/skip1:59:3")),
    ("skip_twice", THREE.format(a="1/skip2:64:3"), THREE.format(a="1/skip1:64:3")),
    ("eat_next_off_hare", THREE.format(a="2/eat:60:3"), THREE.format(a="3/eat:59:3")),
    # Eating on a lettuce field gave up a lettuce.
    ("ate_without_lettuce", THREE.format(a="10/ate:20:3"), THREE.format(a="10/ate:20:2")),
    ("ate_without_lettuce", "classic-dice *A:10/ate,22/ate:50:4 B:0,0:95:5",
     "classic-dice *A:10/ate,22/ate:50:3 B:0,0:95:5"),
    # Mid-turn, the die owes something to a pawn on its hare field that owes nothing.
    ("due_off_hare", THREE.format(a="2:60:3") + " due=choice.1.0",
     THREE.format(a="1:64:3") + " due=choice.1.0"),
    ("due_owed", THREE.format(a="1/skip1:64:3") + " due=again.1.0",
     THREE.format(a="1:64:3") + " due=again.1.0"),
]


@pytest.mark.parametrize(("code", "impossible", "possible"), CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_each_problem_fires_on_its_boundary(code: str, impossible: str, possible: str) -> None:
    assert code in codes(impossible), (impossible, codes(impossible))
    assert codes(possible) == [], (possible, codes(possible))


def test_every_problem_code_is_tested_and_said_in_both_languages() -> None:
    from hare_rules.games.classic_dice.sentences import PROBLEMS

    assert {c[0] for c in CASES} == set(PROBLEMS)
    for _, impossible, _ in CASES:
        for problem in GAME.position_problems(GAME.parse_state(impossible)):
            assert problem.de and problem.en and problem.de != problem.en
            assert "{" not in problem.de + problem.en


@pytest.mark.parametrize("text", [
    "classic-dice *A:3:65:3 B:3:65:3 C:0:65:3",  # two pawns on one square
    "classic-dice *A:4,4:95:5 B:0,0:95:5",  # a player's two pawns on one square
    "classic-dice *A:0:65:4 B:0:65:3 C:0:65:3",  # more lettuce than the start
    "classic-dice *A:5:65:3 B:0:65:3 C:0:65:3 due=roll.1.0",  # a roll off a hare field
])
def test_what_the_state_refuses_stays_refused(text: str) -> None:
    with pytest.raises((InvalidStateError, NotationError)):
        GAME.parse_state(text)


def test_greedy_games_pass_only_through_possible_positions() -> None:
    for players, seed in ((2, 3), (3, 4), (5, 5)):
        for step in playout(players, seed, limit=1500, wander=0.2):
            assert not GAME.position_problems(step.after), GAME.format_state(step.after)


# -- the generator ------------------------------------------------------------------------
def test_knob_players_two_is_the_two_pawn_game() -> None:
    states = list(GAME.positions(300, seed=2, players=2))
    assert all(s.two_pawns and len(s.players) == 2 for s in states)
    assert not any(GAME.position_problems(s) for s in states)


def test_knob_late_reaches_the_goal() -> None:
    early = sum(s.home_count() for s in GAME.positions(1000, seed=3))
    late = [s for s in GAME.positions(1000, seed=3, late=True)]
    assert sum(s.home_count() for s in late) > 3 * early
    assert any(s.over for s in GAME.positions(3000, seed=3, late=True))
    assert not any(GAME.position_problems(s) for s in late)


def test_knob_home_gives_only_positions_with_pawns_home() -> None:
    states = list(GAME.positions(200, seed=4, home=2))
    assert len(states) == 200 and all(s.home_count() >= 2 for s in states)
    assert any(s.two_pawns for s in GAME.positions(200, seed=4, home=1, players=2))


def test_unknown_knob_and_seeds() -> None:
    with pytest.raises(ValueError, match="unknown knob"):
        list(GAME.positions(5, seed=1, speed=3))
    first = [GAME.format_state(s) for s in GAME.positions(50, seed=9, late=True)]
    assert first == [GAME.format_state(s) for s in GAME.positions(50, seed=9, late=True)]
    assert first != [GAME.format_state(s) for s in GAME.positions(50, seed=10, late=True)]
    assert set(GAME.position_knobs) == {"players", "late", "home"}


# -- a scenario's defaults ----------------------------------------------------------------
@pytest.mark.parametrize(("given", "expected"), [
    # A player in the goal came home with no lettuce and at most 10 x place carrots.
    ({"players": [{"field": 5}, {"field": "goal"}, {}]}, {"B": (0, 0)}),
    # The first pawn home of the two-pawn game needs nothing: the supply stays.
    ({"players": [{"pawns": [5, 0]}, {"pawns": ["goal", 7]}]}, {"B": (95, 5)}),
    # A later pawn needed no lettuce left; its player races on with any carrots.
    ({"players": [{"pawns": ["goal", 5]}, {"pawns": ["goal", 7]}]}, {"A": (95, 5), "B": (95, 0)}),
    # Both pawns home: nothing left to change the carrots either.
    ({"players": [{"pawns": ["goal", "goal"]}, {"pawns": [9, 7]}], "to_move": "B"},
     {"A": (0, 0)}),
])
def test_defaults_stay_possible(given: dict, expected: dict) -> None:
    scenario = parse_scenario({"id": "x", "given": given}, "classic-dice")
    state = scenario.state
    assert not GAME.position_problems(state), GAME.format_state(state)
    for name, (carrots, lettuce) in expected.items():
        player = state.player(name)
        assert (player.carrots, player.lettuce) == (carrots, lettuce)
