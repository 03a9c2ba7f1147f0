"""Setting up the pile (Los gehts), drawn from a seed.

    >>> [card.kind for card in new_game(1).pile][:8]
    ['start', 'forest', 'forest', 'forest', 'forest', 'house', 'house', 'forest']
"""

from __future__ import annotations

import random

from . import clauses as c
from .cards import FOREST_CARDS, HOUSE, HOUSE_CARDS, START_CARDS, Card
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


# The cards a scenario leaves out of its pile: a plain path card for a forest card (the
# printed cards are not known; any card will do), the house card of whoever has no house yet.
FILLER = Card.from_text("++/++")


def rest_of_pile(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """What lies under `cards` (the cards laid, then the top of the pile, in laying order)
    to make up a whole game's pile, each place of the kind the setup gives it (Los gehts,
    as the rulebook has it: a scenario's filler is data, not a rule under test)."""
    under = c.FOREST_UNDER_HOUSES.correct
    kinds = ["start", *["forest"] * (len(FOREST_CARDS) - under), "house", "house",
             *["forest"] * under]
    marks = "".join(card.text for card in cards)
    houses = [card for card in HOUSE_CARDS
              if not any(mark in marks for mark in HOUSE.values() if mark in card.text)]
    rest = []
    for kind in kinds[len(cards):]:
        if kind == "start":
            rest.append(START_CARDS[0])
        else:
            rest.append(houses.pop(0) if kind == "house" and houses else FILLER)
    return tuple(rest)
