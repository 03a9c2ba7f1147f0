"""Setting up the pile (Los geht's), drawn from a seed.

    >>> [card.kind for card in new_game(1).pile][:8]
    ['start', 'forest', 'forest', 'forest', 'forest', 'house', 'house', 'forest']
"""

from __future__ import annotations

import random

from . import clauses as c
from .cards import FOREST_CARDS, HOUSE_CARDS, START_CARDS, Card
from .state import Layout

START_ON_TOP = 1


def build_pile(forest: list[Card], houses: list[Card], start: Card) -> tuple[Card, ...]:
    """The pile from the top, given the shuffled forest cards and houses: some forest cards
    under the houses, the rest over them, the start card on top (clause
    `forest-under-houses`)."""
    under = c.FOREST_UNDER_HOUSES.value
    bottom_up = [*forest[:under], *houses, *forest[under:], start]
    return tuple(reversed(bottom_up))


def forest_over_houses() -> int:
    return len(FOREST_CARDS) - c.FOREST_UNDER_HOUSES.value


def house_places() -> tuple[int, ...]:
    """1-based places of the house cards in laying order (the 6th and 7th card)."""
    first = START_ON_TOP + forest_over_houses() + 1
    return (first, first + 1)


def pile_size() -> int:
    return START_ON_TOP + len(FOREST_CARDS) + len(HOUSE_CARDS)


def new_game(seed: int) -> Layout:
    """The illustrative card set (cards.py) set up as the rules say, shuffled by `seed`."""
    rng = random.Random(seed)
    forest = list(FOREST_CARDS)
    rng.shuffle(forest)
    houses = list(HOUSE_CARDS)
    rng.shuffle(houses)
    return Layout((), build_pile(forest, houses, rng.choice(START_CARDS)))
