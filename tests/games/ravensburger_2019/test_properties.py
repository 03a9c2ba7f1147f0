"""Property tests over random complete games for 2-6 players (hypothesis draws the seeds).

In every visited position: carrots never negative, at most one pawn per track field,
lettuce only decreases, the effects explain every carrot change, generator and checker
agree on every candidate token, and the notation round-trips. Every game ends or is cut off,
and no unfinished game ever reaches a position without a legal move.
"""

from hypothesis import given, settings
from hypothesis import strategies as st

from hare_rules.games.ravensburger_2019.edition import NO_HARE_CARDS
from hare_rules.games.ravensburger_2019.state import Position
from tests.games.ravensburger_2019.playout import GAME, plies, sensible_policy, uniform_policy

CUTOFF = 150  # plies per game; uniform random play rarely finishes, so this bounds runtime
CANDIDATES = [f"+{n}" for n in range(1, 65)] + [
    "back", "eat", "take", "give", "skip", "restart",
]
POLICIES = {"uniform": uniform_policy, "sensible": sensible_policy}

games = st.fixed_dictionaries({
    "players": st.integers(min_value=2, max_value=6),
    "seed": st.integers(min_value=0, max_value=2**32 - 1),
    "policy": st.sampled_from(sorted(POLICIES)),
    "variants": st.sampled_from([frozenset(), frozenset({NO_HARE_CARDS})]),
})


def check_position(pos: Position) -> None:
    on_track = [p.field for p in pos.players if 0 < p.field < pos.track.goal]
    assert len(on_track) == len(set(on_track)), GAME.format_state(pos)
    assert all(p.carrots >= 0 for p in pos.players), GAME.format_state(pos)
    assert all(0 <= p.lettuce <= 3 for p in pos.players), GAME.format_state(pos)
    assert GAME.parse_state(GAME.format_state(pos)) == pos
    if GAME.is_over(pos):
        return
    assert not pos.mover.finished, GAME.format_state(pos)
    legal = GAME.legal_actions(pos)
    assert legal, f"no legal move in {GAME.format_state(pos)}"
    assert len(set(legal)) == len(legal)
    for token in legal:
        assert GAME.reasons_against(pos, token) == (), (token, GAME.format_state(pos))
    for token in CANDIDATES:
        if token not in legal:
            reasons = GAME.reasons_against(pos, token)
            assert reasons, (f"{token} has no reason against it but is not legal: "
                             f"{GAME.format_state(pos)}")
            for reason in reasons:
                assert reason.de and reason.en  # the messages format without error


def check_step(before: Position, token: str, effects, after: Position) -> None:
    for old, new in zip(before.players, after.players, strict=True):
        assert new.lettuce <= old.lettuce, (token, GAME.format_state(before))
        explained = sum(e.carrots for e in effects if e.player == old.name)
        assert new.carrots - old.carrots == explained, (token, GAME.format_state(before), effects)
        if old.finished:
            assert (new.field, new.place, new.carrots >= 0) == (old.field, old.place, True)
    if not after.extra_move and not GAME.is_over(after):
        racing = sum(1 for p in after.players if not p.finished)
        if racing > 1:
            assert after.to_move != before.to_move, (token, GAME.format_state(before))


@settings(max_examples=25, deadline=None, derandomize=True)  # seeded, sized for the suite
@given(games)
def test_random_games_keep_the_invariants(game):
    policy = POLICIES[game["policy"]]
    seen = list(plies(game["players"], game["seed"], policy, CUTOFF, game["variants"]))
    assert 0 < len(seen) <= CUTOFF
    for ply in seen:
        check_position(ply.position)
    for ply, nxt in zip(seen, seen[1:], strict=False):
        check_step(ply.position, ply.token, ply.effects, nxt.position)
    last = seen[-1]
    final = GAME.apply(last.position, last.token)
    check_step(last.position, last.token, final.effects, final.state)
    check_position(final.state)
    # The game ended, or it was cut off after exactly CUTOFF plies.
    assert GAME.is_over(final.state) or len(seen) == CUTOFF


@settings(max_examples=20, deadline=None, derandomize=True)
@given(st.integers(min_value=2, max_value=6), st.integers(min_value=0, max_value=2**32 - 1))
def test_sensible_games_finish_with_places_in_arrival_order(players, seed):
    seen = list(plies(players, seed, sensible_policy, 5000))
    last = seen[-1]
    final = GAME.apply(last.position, last.token).state
    assert GAME.is_over(final), f"not over after {len(seen)} plies: {GAME.format_state(final)}"
    places = sorted(p.place for p in final.players if p.finished)
    assert places == list(range(1, len(places) + 1))
    assert len(places) >= players - 1
    # Whoever finished did so without lettuce and within the goal limit of its place
    # (afterwards a shuffle card can only take carrots away).
    for p in final.players:
        if p.finished:
            assert p.lettuce == 0 and p.carrots <= 10 * p.place, GAME.format_state(final)
