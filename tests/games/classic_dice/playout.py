"""Seeded playouts of the dice edition for the property tests, the golden game and the
benchmark: die results drawn from the seed, moves chosen by a small greedy policy (so games
finish) with random choices mixed in (so odd corners are visited)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from hare_rules.core import Effect
from hare_rules.games import GAMES
from hare_rules.games.classic_dice.state import State
from hare_rules.hare_race.track import forward_cost

GAME = GAMES["classic-dice"]


@dataclass(frozen=True)
class Step:
    before: State
    action: str
    after: State
    effects: tuple[Effect, ...]


def _score(state: State, seat: int, rng: random.Random) -> float:
    player = state.players[seat]
    goal = state.goal
    score = 0.0
    for pawn in player.pawns:
        if pawn.home:
            score += 400
            continue
        left = goal - pawn.field
        score -= 6 * left
    racing = [goal - p.field for p in player.pawns if not p.home]
    if racing:
        ideal = forward_cost(min(racing)) + 10
        score -= max(0, player.carrots - ideal) * 1.5 + max(0, ideal - player.carrots) * 0.5
    score -= 40 * player.lettuce
    return score + rng.random() * 15


def choose(state: State, actions: list[str], rng: random.Random, wander: float) -> str:
    if actions[0].startswith("roll:") or rng.random() < wander:
        return rng.choice(actions)
    seat = state.to_move
    best, best_score = actions[0], float("-inf")
    for action in actions:
        after = GAME.apply(state, action).state
        while after.due is not None and after.due.kind == "roll":  # judge by an average roll
            after = GAME.apply(after, rng.choice(GAME.legal_actions(after))).state
        score = _score(after, seat, rng)
        if score > best_score:
            best, best_score = action, score
    return best


def playout(players: int, seed: int, limit: int = 4000, wander: float = 0.15) -> Iterator[Step]:
    """The steps (single tokens) of one game, until it is over or `limit` steps."""
    rng = random.Random(seed)
    state = GAME.start_state(players, seed)
    for _ in range(limit):
        if GAME.is_over(state):
            return
        actions = GAME.legal_actions(state)
        action = choose(state, actions, rng, wander)
        applied = GAME.apply(state, action)
        yield Step(state, action, applied.state, applied.effects)
        state = applied.state
