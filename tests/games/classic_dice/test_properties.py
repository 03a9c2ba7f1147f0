"""Property tests over random games (2 players = the two-pawn game, 3, 4 and 6 players) with
random die results: every visited state is sane, round-trips through the notation, and the
move generator agrees with the checker on every candidate; every effect explains its change."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hare_rules.games import GAMES
from hare_rules.games.classic_dice.actions import ROLL_TOKENS
from hare_rules.games.classic_dice.state import first_problem

from .playout import GAME, playout

SETTINGS = settings(max_examples=8, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])
SEEDS = st.integers(min_value=0, max_value=10**6)


def check_game(players: int, seed: int, limit: int) -> None:
    codes = GAME.reason_codes
    for step in playout(players, seed, limit=limit, wander=0.35):
        before, after = step.before, step.after
        # The state is sane and its notation round-trips (also through repr).
        assert first_problem(after) is None, GAME.format_state(after)
        text = GAME.format_state(before)
        assert GAME.parse_state(text) == before
        assert eval(repr(before), {"GAMES": GAMES}) == before
        # Generator and checker agree on every candidate.
        legal = GAME.legal_actions(before)
        assert legal, f"no legal action in {text}"
        for action in GAME.candidate_actions(before):
            reasons = GAME.reasons_against(before, action)
            assert (not reasons) == (action in legal), (text, action, reasons, legal)
            assert {r.code for r in reasons} <= codes
            for r in reasons:
                assert r.de and r.en
        # A roll point offers exactly the ten results.
        if before.due is not None and before.due.kind == "roll":
            assert legal == list(ROLL_TOKENS)
        # Every number change is explained by an effect, in both languages.
        assert GAME.unexplained(before, after, step.effects) == [], (text, step.action)
        for effect in step.effects:
            assert effect.de and effect.en and "{" not in effect.de + effect.en
        # Lettuce is never given back; only the mover's carrots change.
        for seat, player in enumerate(after.players):
            assert player.lettuce <= before.players[seat].lettuce
            if seat != before.to_move:
                assert player == before.players[seat]
        # One pawn acts per action: the other pawns keep their squares.
        moved = [i for i, (a, b) in enumerate(zip(before.mover.pawns,
                                                  after.players[before.to_move].pawns,
                                                  strict=True)) if a.field != b.field]
        assert len(moved) <= 1
        # The player to move still has a pawn racing unless the game is over.
        if not GAME.is_over(after):
            assert not after.mover.home
            assert GAME.to_move(after) == after.mover.name
        else:
            assert GAME.to_move(after) is None


@SETTINGS
@given(SEEDS)
def test_two_pawn_games(seed: int) -> None:
    check_game(2, seed, 160)


@SETTINGS
@given(SEEDS)
def test_three_player_games(seed: int) -> None:
    check_game(3, seed, 160)


@SETTINGS
@given(SEEDS)
def test_four_player_games(seed: int) -> None:
    check_game(4, seed, 160)


@SETTINGS
@given(SEEDS)
def test_six_player_games(seed: int) -> None:
    check_game(6, seed, 160)


def test_two_pawn_winner_has_both_pawns_home() -> None:
    for seed in range(6):
        steps = list(playout(2, seed))
        final = steps[-1].after
        assert GAME.is_over(final)
        winners = [p for p in final.players if p.home]
        assert len(winners) == 1
        assert any(e.kind == "winner" for e in steps[-1].effects)


def test_race_of_three_ends_with_one_pawn_left() -> None:
    for seed in range(6):
        final = list(playout(3, seed))[-1].after
        assert GAME.is_over(final)
        assert final.pawns_on_track() == 1
        places = sorted(p.pawns[0].place for p in final.players if p.home)
        assert places == [1, 2]


def test_every_die_result_is_visited() -> None:
    seen = set()
    for players in (2, 3, 4, 6):
        for seed in range(4):
            seen |= {s.action for s in playout(players, seed, limit=400)
                     if s.action.startswith("roll:")}
    assert seen == set(ROLL_TOKENS)

