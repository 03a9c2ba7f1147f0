"""Positions that can arise in play (issue 23): each problem code fires on an impossible
position and stays silent on its possible neighbour, and the generator's knobs do what they
say."""

from __future__ import annotations

import pytest

from hare_rules.core.properties import search
from hare_rules.games import GAMES
from hare_rules.games.ravensburger_2019.positions import PROBLEMS

GAME = GAMES["ravensburger-2019"]
CARDS = "deck=free-ride,lose-half"


def codes(notation: str) -> list[str]:
    return [p.code for p in GAME.position_problems(GAME.parse_state(notation))]


# The blue side of the board is for 4 to 6: every case but the player-count ones has four
# or more pawns, X and Y racing far off where they change nothing.
XY = "X:40:60:3 Y:46:60:3"

# (impossible, its possible neighbour, the code): boundaries on both sides.
CASES = [
    # Four players: at most 9 cards drawn by the others before A's next turn (+10 or -1 each).
    (f"*A:0:58:3 B:5:60:3 {XY}", f"*A:0:59:3 B:5:60:3 {XY}", "start_carrots"),
    (f"*A:0:168:3 B:5:60:3 {XY}", f"*A:0:158:3 B:5:60:3 {XY}", "start_carrots"),
    (f"*A:0:69:3 B:5:60:3 {XY}", f"*A:0:68:3 B:5:60:3 {XY}", "start_carrots"),
    (f"*A:0:10:3 B:5:60:3 {XY}", f"*A:0:77:3 B:5:60:3 {XY}", "start_carrots"),
    # Five players start with 98; a restart gives 98 again, whatever the lettuce.
    ("*A:0:68:1 B:5:60:3 C:6:60:3 D:7:60:3 E:8:60:3",
     "*A:0:98:1 B:5:60:3 C:6:60:3 D:7:60:3 E:8:60:3", "start_carrots"),
    # Without hare cards nothing changes a pawn on the start.
    (f"*A:0:67:3 B:5:60:3 {XY} variants=no-hare-cards",
     f"*A:0:68:3 B:5:60:3 {XY} variants=no-hare-cards", "start_carrots"),
    (f"A:G1:0:1 *B:9:60:3 {XY}", f"A:G1:0:0 *B:9:60:3 {XY}", "goal_lettuce"),
    (f"A:G1:11:0 *B:9:60:3 {XY}", f"A:G1:10:0 *B:9:60:3 {XY}", "goal_carrots"),
    (f"A:G1:0:0 B:G2:21:0 *C:9:60:3 {XY}", f"A:G1:0:0 B:G2:20:0 *C:9:60:3 {XY}",
     "goal_carrots"),
    ("A:G1:0:0 B:G2:0:0 C:G3:0:0 *D:G4:0:0", "A:G1:0:0 B:G2:0:0 C:G3:0:0 *D:63:20:0",
     "all_finished"),
    ("*A:0:68:3", "*A:0:68:3 B:0:68:3", "too_few_players"),
    # 2 and 3 players race on the yellow side; the engine's board is the blue one.
    ("*A:0:68:3 B:0:68:3 C:0:68:3", "*A:0:68:3 B:0:68:3 C:0:68:3 D:0:68:3", "board_side"),
    (f"*A:5:60:3 B:0:68:3 {XY} deck=free-ride variants=no-hare-cards",
     f"*A:5:60:3 B:0:68:3 {XY} variants=no-hare-cards", "deck_in_variant"),
    (f"*A:5:60:3 B:0:68:3 {XY} deck=free-ride,free-ride,free-ride",
     f"*A:5:60:3 B:0:68:3 {XY} deck=free-ride,free-ride", "deck_count"),
    (f"*A:5:60:3 B:0:68:3 {XY} deck=shuffle,free-ride,shuffle",
     f"*A:5:60:3 B:0:68:3 {XY} deck=shuffle,free-ride", "deck_count"),
    (f"*A:14:60:3:skip2 B:0:68:3 {XY}", f"*A:14:60:3:skip1 B:0:68:3 {XY}", "skip_count"),
    (f"*A:13:60:3:skip1 B:0:68:3 {XY}", f"*A:14:60:3:skip1 B:0:68:3 {XY}", "skip_off_hare"),
    (f"*A:14:60:3:skip1 B:0:68:3 {XY} variants=no-hare-cards", f"*A:14:60:3:skip1 B:0:68:3 {XY}",
     "skip_in_variant"),
    (f"A:14:60:3:passed5 *B:20:68:3 C:21:50:3 {XY} variants=no-hare-cards",
     f"A:14:60:3:passed4 *B:20:68:3 C:21:50:3 {XY} variants=no-hare-cards", "passed_count"),
    (f"*A:2:60:3:extra B:0:68:3 {XY}", f"*A:3:60:3:extra B:0:68:3 {XY}", "extra_move_off_hare"),
    (f"*A:3:60:3:extra B:0:68:3 {XY} variants=no-hare-cards", f"*A:3:60:3:extra B:0:68:3 {XY}",
     "extra_move_off_hare"),
    # Without hare cards, before the first hedgehog (11): field 3 is reached for 6, 4 or 3
    # from 68 (62, 64, 65), less tens; 68 is not, but a hare card can make it anything.
    (f"*A:3:68:3 B:0:68:3 {XY} variants=no-hare-cards",
     f"*A:3:62:3 B:0:68:3 {XY} variants=no-hare-cards", "carrots_off_the_way"),
    (f"*A:3:68:3 B:0:68:3 {XY} variants=no-hare-cards", f"*A:3:68:3 B:0:68:3 {XY}",
     "carrots_off_the_way"),
    # Field 1 only from the start (67), less 10 for each of the three others passing.
    (f"*A:1:27:3 B:5:60:3 {XY} variants=no-hare-cards",
     f"*A:1:37:3 B:5:60:3 {XY} variants=no-hare-cards", "carrots_too_few_here"),
    # Six players: 97, and five may pass.
    ("*A:1:37:3 B:5:60:3 C:6:60:3 D:7:60:3 E:8:60:3 F:9:60:3 variants=no-hare-cards",
     "*A:1:47:3 B:5:60:3 C:6:60:3 D:7:60:3 E:8:60:3 F:9:60:3 variants=no-hare-cards",
     "carrots_too_few_here"),
    # A 0 on field 3 (passing took the rest) waits for its 10 there; 10 or 30 cannot wait.
    (f"*A:3:30:3 B:0:68:3 {XY} variants=no-hare-cards",
     f"*A:3:32:3 B:0:68:3 {XY} variants=no-hare-cards", "carrots_not_on_the_way"),
    (f"*A:3:10:3 B:0:68:3 {XY} variants=no-hare-cards",
     f"*A:3:0:3 B:0:68:3 {XY} variants=no-hare-cards", "carrots_not_on_the_way"),
    # On the first hedgehog and beyond, moves back make any amount possible.
    (f"*A:2:68:3 B:0:68:3 {XY} variants=no-hare-cards",
     f"*A:12:68:3 B:0:68:3 {XY} variants=no-hare-cards", "carrots_off_the_way"),
    # A hedgehog is reached by a move back (at least +10); until the pawn's next turn only
    # the shuffle card takes from it, 1 carrot, at most once in each other player's turn.
    (f"*A:43:6:1 B:48:30:1 {XY}", f"*A:43:7:1 B:48:30:1 {XY}", "hedgehog_carrots"),
    (f"*A:43:9:1 B:48:30:1 {XY} variants=no-hare-cards",
     f"*A:43:10:1 B:48:30:1 {XY} variants=no-hare-cards", "hedgehog_carrots"),
    (f"A:43:6:1 *B:48:30:1 {XY}", f"A:44:6:1 *B:48:30:1 {XY}", "hedgehog_carrots"),
]


@pytest.mark.parametrize(("impossible", "possible", "code"), CASES,
                         ids=[f"{c[2]}-{i}" for i, c in enumerate(CASES)])
def test_each_problem_fires_on_its_boundary(impossible: str, possible: str, code: str) -> None:
    assert code in codes(f"ravensburger-2019 {impossible}")
    assert code not in codes(f"ravensburger-2019 {possible}")


def test_every_problem_code_is_tested() -> None:
    assert {case[2] for case in CASES} == set(PROBLEMS)


def test_problems_read_in_both_languages() -> None:
    problem = GAME.position_problems(
        GAME.parse_state(f"ravensburger-2019 *A:0:10:3 B:5:60:3 {XY}"))[0]
    assert "68" in problem.de and "68" in problem.en and "A" in problem.de


def test_a_scenario_pawn_in_the_goal_defaults_to_a_possible_pawn() -> None:
    state = GAME.scenario_state({"players": [{"field": "goal"}, {"field": 40}, {"field": 9},
                                             {"field": 30}],
                                 "to_move": "B"})
    home = state.players[0]
    assert (home.carrots, home.lettuce, home.place) == (0, 0, 1)
    assert GAME.position_problems(state) == ()


@pytest.mark.parametrize("knobs", [{}, {"late": True}, {"players": 4}, {"players": 6},
                                   {"variant": "without", "late": True}])
def test_positions_from_play_can_arise(knobs: dict) -> None:
    for state in GAME.positions(400, seed=5, **knobs):
        assert GAME.position_problems(state) == (), GAME.format_state(state)


def test_the_knobs_do_what_they_say() -> None:
    assert {len(s.players) for s in GAME.positions(200, seed=1, players=5)} == {5}
    assert all(not s.hare_cards for s in GAME.positions(200, seed=1, variant="without"))
    assert all(s.hare_cards for s in GAME.positions(200, seed=1, variant="with"))
    any_kind = list(GAME.positions(2000, seed=1))
    assert {s.hare_cards for s in any_kind} == {True, False}
    late = sum(any(p.finished for p in s.players) for s in GAME.positions(1000, seed=1, late=True))
    early = sum(any(p.finished for p in s.players) for s in any_kind[:1000])
    assert late > 300 > early


def test_bad_knobs_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown knob"):
        list(GAME.positions(1, seed=1, laet=True))
    with pytest.raises(ValueError, match="variant"):
        list(GAME.positions(1, seed=1, variant="sometimes"))
    with pytest.raises(ValueError, match="4 to 6"):
        list(GAME.positions(1, seed=1, players=7))
    with pytest.raises(ValueError, match="4 to 6"):  # 3 race on the board's yellow side
        list(GAME.positions(1, seed=1, players=3))


def test_positions_are_seeded() -> None:
    first = [GAME.format_state(s) for s in GAME.positions(50, seed=3, late=True)]
    assert first == [GAME.format_state(s) for s in GAME.positions(50, seed=3, late=True)]
    assert first != [GAME.format_state(s) for s in GAME.positions(50, seed=4, late=True)]


def test_a_false_property_is_found() -> None:
    """The search refutes a statement that does not hold ("nobody ever moves back")."""
    from hare_rules.core.properties import Property
    from hare_rules.core.protocol import Text

    never_back = Property("never-back", Text("", ""),
                          lambda game, s: "back" if "back" in game.legal_actions(s) else None)
    found, _ = search(GAME, never_back, 500)
    assert found is not None and "back" in GAME.legal_actions(found.state)


@pytest.mark.parametrize("prop", sorted(GAME.properties))
def test_every_property_holds(prop: str) -> None:
    found, searched = search(GAME, GAME.properties[prop], 2000)
    assert found is None, str(found)
    assert searched == 2000


@pytest.mark.parametrize("players", [4, 6])
def test_early_carrot_problems_never_fire_in_play_without_hare_cards(players: int) -> None:
    """The carrots-on-the-way search is sound: positions from play never trip it."""
    early = {"carrots_off_the_way", "carrots_too_few_here", "carrots_not_on_the_way"}
    for late in (False, True):
        for state in GAME.positions(300, 11, players=players, late=late, variant="without"):
            found = {p.code for p in GAME.position_problems(state)} & early
            assert not found, GAME.format_state(state)
