"""Chance, stated: what a reshuffle of the discards gives follows from the state alone.

A game from `start_state` carries a shuffle number: the new pile is the discards in
canonical order, shuffled by a generator seeded with it (then the number counts up). A
scenario states the new pile's order instead (`given.reshuffle`), or leaves it out, and
the turn that needs it is an incomplete scenario.

    >>> shuffled(("fox", "hare", "lamb"), 7) == shuffled(("fox", "hare", "lamb"), 7)
    True
"""

from __future__ import annotations

import random

from .cards import sort_cards


def shuffled(cards: tuple[str, ...], seed: int) -> tuple[str, ...]:
    """The discards shuffled by the stated number: the same number, the same pile."""
    order = list(sort_cards(cards))
    random.Random(seed).shuffle(order)
    return tuple(order)


def next_seed(seed: int) -> int:
    return seed + 1
