"""Seeded move-choice policies and game playouts shared by the property tests, the golden
transcripts and `tests/bench/bench_ravensburger_2019.py`, played through the protocol
(`GAMES["ravensburger-2019"]`) from the edition's setup (`setup.new_game`: the seed shuffles
the pile, the variants are chosen apart from it).

Both policies are plain functions of (rng, legal moves, position), so a game is fully
determined by its seed.

    >>> plies, final = play_game(4, seed=1, policy=sensible_policy)
    >>> GAME.is_over(final)
    True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from hare_rules.core import Effect
from hare_rules.games import GAMES
from hare_rules.games.ravensburger_2019.setup import new_game
from hare_rules.games.ravensburger_2019.state import Position
from hare_rules.hare_race.track import Kind, forward_cost

GAME = GAMES["ravensburger-2019"]

Policy = Callable[[random.Random, list[str], Position], str]
NAMES = ("A", "B", "C", "D", "E", "F")


def uniform_policy(rng: random.Random, moves: list[str], pos: Position) -> str:
    """Any legal move, all equally likely."""
    return rng.choice(moves)


def sensible_policy(rng: random.Random, moves: list[str], pos: Position) -> str:
    """A race-minded random player: home if it can, a lettuce field while it still holds
    lettuce (going back for one it has passed), else mostly a forward move costing at most
    half its carrots, giving carrots away late in the race; otherwise any legal move (but no
    taking once it holds 60 or more)."""
    me, track = pos.mover, pos.track
    forward = [m for m in moves if m.startswith("+")]
    home = [m for m in forward if me.field + int(m[1:]) == track.goal]
    if home:
        return home[0]
    if me.lettuce:
        lettuce = [m for m in forward if track.kind(me.field + int(m[1:])) is Kind.LETTUCE]
        if lettuce:
            return lettuce[0]
        if track.indices_of(Kind.LETTUCE)[-1] < me.field and "back" in moves:
            return "back"
    cheap = [m for m in forward if 2 * forward_cost(int(m[1:])) <= me.carrots]
    if cheap and rng.random() < 0.8:
        return rng.choice(cheap)
    too_many = me.carrots > 10 * (pos.finished_count() + 1) + 30
    if too_many and "give" in moves and me.field > 40:
        return "give"
    if me.carrots >= 60:  # rich enough: no more taking
        moves = [m for m in moves if m != "take"] or moves
    return rng.choice(moves)


@dataclass(frozen=True)
class Ply:
    position: Position  # before the action
    token: str
    effects: tuple[Effect, ...]


def plies(
    players: int, seed: int, policy: Policy, cutoff: int, variants: frozenset[str] = frozenset()
) -> Iterator[Ply]:
    """The plies of one seeded game, until it is over or `cutoff` plies were played."""
    rng = random.Random(seed)
    pos = new_game(NAMES[:players], seed=seed, variants=variants)
    for _ in range(cutoff):
        if GAME.is_over(pos):
            return
        token = policy(rng, GAME.legal_actions(pos), pos)
        applied = GAME.apply(pos, token)
        yield Ply(pos, token, applied.effects)
        pos = applied.state


def play_game(
    players: int, seed: int, policy: Policy, cutoff: int = 5000
) -> tuple[int, Position]:
    """Play one game; returns the number of plies and the final position."""
    rng = random.Random(seed)
    pos = new_game(NAMES[:players], seed=seed)
    count = 0
    while count < cutoff and not GAME.is_over(pos):
        pos = GAME.apply(pos, policy(rng, GAME.legal_actions(pos), pos)).state
        count += 1
    return count, pos


def transcript(
    players: int, seed: int, cutoff: int = 2000, variants: frozenset[str] = frozenset()
) -> str:
    """A golden transcript: every position in notation, the move, and its effects in English."""
    shown = f", variants {','.join(sorted(variants))}" if variants else ""
    lines = [f"# {players} players, seed {seed}, sensible_policy, cutoff {cutoff} plies{shown}"]
    last = None
    moves = plies(players, seed, sensible_policy, cutoff, variants)
    for number, ply in enumerate(moves, start=1):
        lines.append(f"{number:4d}  {GAME.format_state(ply.position)}")
        lines.append(f"      move {ply.token}")
        lines.extend(f"      - {effect.en}" for effect in ply.effects)
        last = ply
    if last is not None:
        final = GAME.apply(last.position, last.token).state
        lines.append(f"final {GAME.format_state(final)}")
        order = sorted((p for p in final.players if p.place), key=lambda p: p.place)
        lines.append("places " + " ".join(f"{p.place}.{p.name}" for p in order))
    return "\n".join(lines) + "\n"
