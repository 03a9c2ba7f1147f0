"""Setting up the pile (Los geht's), drawn from a seed.

    >>> [card.kind for card in new_game(1).pile][:8]
    ['start', 'forest', 'forest', 'forest', 'forest', 'house', 'house', 'forest']
"""

from __future__ import annotations

import random

from .cards import FOREST_CARDS, HOUSE_CARDS, START_CARDS, Card
from .state import Layout

# "Die Waldkarten werden gemischt und 8 davon als verdeckter Stapel abgelegt. Danach werden
# die beiden Hauskarten ... in zufälliger Reihenfolge darauf gelegt. Es folgen die restlichen
# vier Waldkarten. Obenauf kommt eine der Startkarten." (Los geht's)
FOREST_UNDER_HOUSES = 8
FOREST_OVER_HOUSES = 4
START_ON_TOP = 1


def build_pile(forest: list[Card], houses: list[Card], start: Card) -> tuple[Card, ...]:
    """The pile from the top, given the shuffled forest cards and houses."""
    under, over = forest[:FOREST_UNDER_HOUSES], forest[FOREST_UNDER_HOUSES:]
    assert len(over) == FOREST_OVER_HOUSES
    bottom_up = [*under, *houses, *over, start]
    return tuple(reversed(bottom_up))


def house_places() -> tuple[int, ...]:
    """1-based places of the house cards in laying order (the 6th and 7th card)."""
    first = START_ON_TOP + FOREST_OVER_HOUSES + 1
    return (first, first + 1)


def pile_size() -> int:
    return START_ON_TOP + FOREST_OVER_HOUSES + len(HOUSE_CARDS) + FOREST_UNDER_HOUSES


def new_game(seed: int) -> Layout:
    """The illustrative card set (cards.py) set up as the rules say, shuffled by `seed`."""
    rng = random.Random(seed)
    forest = list(FOREST_CARDS)
    rng.shuffle(forest)
    houses = list(HOUSE_CARDS)
    rng.shuffle(houses)
    return Layout((), build_pile(forest, houses, rng.choice(START_CARDS)))
