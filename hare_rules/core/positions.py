"""Positions from play: seeded random playouts from a game's start, for the conformance
test, the property book and `python -m hare_rules positions`.

Every position is reached by legal actions from `start_state`, so it can arise in play by
construction; the conformance test asserts that the game's `position_problems` agrees.

    >>> from hare_rules.games import GAMES
    >>> game = GAMES["ravensburger-2019"]
    >>> states = list(game.positions(3, seed=1))
    >>> len(states), all(not game.position_problems(s) for s in states)
    (3, True)
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING, Any

from .errors import GameError

if TYPE_CHECKING:  # types only: the protocol calls this module (`Game.positions`)
    from .protocol import Game, State

MAX_PLIES = 400  # a playout longer than this stops (every game here ends much sooner)


@dataclass(frozen=True)
class Playout:
    """One random game from the start: its seed and the states it passed, in order."""

    seed: int
    states: tuple[State, ...]


def check_knobs(game: Game, knobs: dict[str, Any], allowed: set[str]) -> None:
    unknown = sorted(set(knobs) - allowed)
    if unknown:
        known = ", ".join(sorted(allowed)) or "none"
        raise ValueError(f"{game.id}: unknown knob {unknown[0]!r} (known: {known})")


def playout(game: Game, seed: int, players: int | None = None, late: bool = False,
            plies: int | None = None) -> Playout:
    """One seeded random game: `players` (default: any the game allows), at most `plies`
    actions (default: a random length, so that early and late positions both come up)."""
    rng = Random(seed)
    count = players if players is not None else rng.choice(game.player_counts)
    state = game.start_state(count, seed=rng.randrange(1 << 30))
    limit = plies if plies is not None else rng.randrange(MAX_PLIES if late else 120)
    states = [state]
    for _ in range(limit):
        if game.is_over(state):
            break
        actions = game.legal_actions(state)
        if not actions:
            break
        action = game.playout_action(state, actions, rng, late)
        try:
            state = game.apply(state, action).state
        except GameError:  # chance the engine cannot resolve here: the playout ends
            break
        states.append(state)
    return Playout(seed, tuple(states))


def playouts(game: Game, seed: int, players: int | None = None,
             late: bool = False) -> Iterator[Playout]:
    """Seeded playouts without end: the n-th from seed `seed * 1_000_003 + n`."""
    index = 0
    while True:
        yield playout(game, seed * 1_000_003 + index, players, late)
        index += 1


def random_playouts(game: Game, count: int, seed: int, players: int | None = None,
                    late: bool = False, **knobs: Any) -> Iterator[State]:
    """`count` positions: every state of successive seeded playouts (the start state once
    per playout), so early, middle and late positions all come up."""
    check_knobs(game, knobs, set())
    given = 0
    for played in playouts(game, seed, players, late):
        for state in played.states:
            if given == count:
                return
            yield state
            given += 1
