"""Race places and the goal limit, as every board-game edition counts them.

A race entity is a pawn (one per player, or two in the dice edition's two-pawn game).

    >>> race_place(20, others_on_track=(25, 3), in_goal=1)
    3
    >>> goal_limit(2, per_place=10)
    20
"""

from __future__ import annotations

from collections.abc import Iterable


def goal_limit(place: int, per_place: int) -> int:
    """The most carrots a pawn may keep when it arrives in the goal in `place`: `per_place`
    (the edition's clause, 10 in every board game) times the place."""
    return per_place * place


def race_place(field: int, others_on_track: Iterable[int], in_goal: int) -> int:
    """Place of a pawn on the track: 1 + pawns already in the goal + pawns on a higher field
    (pawns on the same field, only possible on the start, are tied)."""
    return 1 + in_goal + sum(1 for other in others_on_track if other > field)
