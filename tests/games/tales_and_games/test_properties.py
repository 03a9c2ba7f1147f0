"""Property tests over random games (hypothesis picks player count and seed)."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from hare_rules.games import GAMES
from hare_rules.games.tales_and_games.cards import ANIMALS, CARD_SUPPLY, RACING_CARDS
from hare_rules.games.tales_and_games.limits import PLACE_POINTS
from hare_rules.games.tales_and_games.rules import scores

from .playout import GAME, playout

GAMES_ = st.tuples(st.sampled_from([2, 3, 4, 5]), st.integers(0, 10**6))
SETTINGS = settings(max_examples=25, deadline=None, derandomize=True)


def cards_everywhere(state) -> Counter:
    """Hands + table + pile + discard + second bets (the racing cards among the bets)."""
    found = Counter(state.table_cards) + Counter(state.pile) + Counter(state.discard)
    for player in state.players:
        found.update(player.hand)
        found[player.second] += 1
    return found


@SETTINGS
@given(GAMES_)
def test_cards_are_conserved(game):
    players, seed = game
    start = GAME.start_state(players, seed)
    assert sum(cards_everywhere(start).values()) == RACING_CARDS == 81
    for step in playout(players, seed):
        assert cards_everywhere(step.after) == Counter(CARD_SUPPLY), step.action


@SETTINGS
@given(GAMES_)
def test_no_animal_moves_backwards_and_the_game_ends(game):
    steps = list(playout(*game))  # playout raises if the game does not end
    assert GAME.is_over(steps[-1].after)
    assert GAME.to_move(steps[-1].after) is None
    for step in steps:
        for animal in ANIMALS:
            assert step.after.position(animal) >= step.before.position(animal)
        assert step.after.finished[:len(step.before.finished)] == step.before.finished


@SETTINGS
@given(GAMES_)
def test_scores_sum_as_the_bets_say(game):
    players, seed = game
    steps = list(playout(players, seed))
    end = steps[-1].after
    points = {1: PLACE_POINTS[1], 2: PLACE_POINTS[2], 3: PLACE_POINTS[3]}
    by_bets = sum(points.get(end.place_of(bet) or 0, 0)
                  for p in end.players for bet in p.all_bets)
    table = scores(end)
    assert sum(table.values()) == by_bets
    bets = 2 * players if players > 2 else 3 * players
    assert sum(len(p.all_bets) for p in end.players) == bets
    # the score effects of the last turn say the same, player by player
    said = {e.player: e.change for e in steps[-1].effects if e.kind == "score"}
    assert said == table
    # each podium animal scores for every bet on it; the win goes to the best total
    assert set(GAMES["tales-and-games"].quantity("winner", _run(steps[-1]))) == {
        n for n, s in table.items() if s == max(table.values())}


def _run(step):
    from hare_rules.core import Run

    return Run(step.before, step.before, step.after, step.action, True, (), step.effects, ())


@SETTINGS
@given(GAMES_)
def test_every_state_round_trips_and_every_change_is_explained(game):
    for step in playout(*game):
        text = GAME.format_state(step.after)
        assert GAME.parse_state(text) == step.after
        assert eval(repr(step.after), {"GAMES": GAMES}) == step.after
        assert GAME.unexplained(step.before, step.after, step.effects) == []
        for effect in step.effects:
            assert effect.de and effect.en and "{" not in effect.de + effect.en


@settings(max_examples=10, deadline=None, derandomize=True)
@given(GAMES_)
def test_generator_and_checker_agree(game):
    for step in playout(*game):
        legal = set(GAME.legal_actions(step.before))
        assert step.action in legal
        for action in GAME.candidate_actions(step.before):
            reasons = GAME.reasons_against(step.before, action)
            assert (not reasons) == (action in legal), (action, reasons, step.before)
            for r in reasons:
                assert r.code in GAME.reason_codes and r.de and r.en
