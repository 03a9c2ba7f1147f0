"""Positions that can arise in play, and positions from seeded random play.

`position_problems` names every reason the rules prove a layout impossible (Los gehts: the
pile of 15 cards in its order; Legephase: each card laid next to the cards before it; the
box: one house on each house card, 13 blocks of each colour). It reads the rules as the
rulebook has them (`Clause.correct`): a position does not become possible because a test has
switched a clause to a wrong reading.

    >>> from .notation import parse_layout
    >>> [r.code for r in position_problems(parse_layout("hans-und-grete A@0,0:S+/++ |"))]
    ['card_count']

`positions` lays random cards by sampling legal places (a random laid card, side and offset;
no enumeration of every place), so that thousands of positions a second come out.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from hare_rules.core import Reason, Text

from . import clauses as c
from .cards import BLOCK, BLOCKS_EACH, FOREST_CARDS, HOUSE, START, Card
from .laying import shared_sides
from .rules import apply, legal_placements
from .sentences import PLAYER_NAMES, POSITION_PROBLEMS, ordinal
from .setup import new_game, pile_size
from .state import PLAYERS, Layout, Placed


def kinds_in_order() -> tuple[str, ...]:
    """The kind of each card in laying order (Los gehts): the start card on top, the forest
    cards over the houses, the two houses, the forest cards under them."""
    over = len(FOREST_CARDS) - c.FOREST_UNDER_HOUSES.correct
    return ("start", *("forest",) * over, "house", "house",
            *("forest",) * c.FOREST_UNDER_HOUSES.correct)


KIND_WORDS = {"start": Text("die Startkarte", "the start card"),
              "house": Text("eine Hauskarte", "a house card"),
              "forest": Text("eine Waldkarte", "a forest card")}


def _card_words(layout: Layout, index: int) -> Text:
    """Card number `index` (0-based, laying order) as the reader names it."""
    if index < len(layout.laid):
        letter = layout.laid[index].letter
        return Text(f"Karte {letter}", f"card {letter}")
    place = ordinal(index - len(layout.laid) + 1)
    return Text(f"die {place.de} Karte im Stapel", f"the {place.en} card in the pile")


def _problem(code: str, **params: Any) -> Reason:
    return Reason.from_table(POSITION_PROBLEMS, code, **params)


def position_problems(layout: Layout) -> tuple[Reason, ...]:
    """Every reason why `layout` cannot arise in play (empty: it can)."""
    cards: list[Card] = [p.card for p in layout.laid] + list(layout.pile)
    found: list[Reason] = []
    # Los gehts: 12 forest cards, 2 house cards and one start card make the pile.
    if len(cards) != pile_size():
        found.append(_problem("card_count", total=pile_size(), laid=len(layout.laid),
                              pile=len(layout.pile)))
    for index, card in enumerate(cards):
        found += _card_problems(layout, index, card)
    # ... and the box holds 13 blocks of each colour for the spots on the cards.
    for player in PLAYERS:
        n = sum(row.count(BLOCK[player]) for card in cards for row in card.rows)
        if n > BLOCKS_EACH:
            found.append(_problem("too_many_blocks", n=n, most=BLOCKS_EACH,
                                  name=PLAYER_NAMES[player]))
    # Legephase: every card after the first touched one card laid before it along at least
    # two square sides (cards never overlap: the notation refuses that already).
    need = c.MIN_CONTACT.correct
    for index, placed in enumerate(layout.laid[1:], start=1):
        most = max(shared_sides(placed, old) for old in layout.laid[:index])
        if most < need:
            found.append(_problem("not_laid_legally", card=placed.letter, place=ordinal(index + 1),
                                  need=need, most=most))
    return tuple(found)


def _card_problems(layout: Layout, index: int, card: Card) -> list[Reason]:
    squares = "".join(card.rows)
    houses = [mark for mark in HOUSE.values() if mark in squares]
    name = _card_words(layout, index)
    if START in squares and houses:
        return [_problem("start_and_house", card=name)]
    if len(houses) == 2:
        return [_problem("both_houses", card=name)]
    # The printed cards are not known; in our examples (cards.py) no start card has a spot
    # for a block (our reading, stated on the page under "Klötzchen sofort drauf").
    if START in squares and any(mark in squares for mark in BLOCK.values()):
        return [_problem("block_on_start", card=name)]
    order = kinds_in_order()
    if index < len(order) and card.kind != order[index]:
        return [_problem("wrong_kind", card=name, place=ordinal(index + 1),
                         expected=KIND_WORDS[order[index]], found=KIND_WORDS[card.kind])]
    return []


# -- positions from play -----------------------------------------------------------------
KNOBS = {
    "players": Text("Spieler (nur 2)", "players (2 only)"),
    "late": Text("nur Stellungen, in denen beide Häuser liegen (ab der 7. Karte)",
                 "only positions with both houses laid (from the 7th card on)"),
    "complete": Text("nur fertige Auslagen (alle 15 Karten liegen: gelaufen wird)",
                     "only complete layouts (all 15 cards laid: the walk decides)"),
    "laid": Text("nur Stellungen mit genau so vielen gelegten Karten (0–15)",
                 "only positions with exactly this many cards laid (0-15)"),
}
TRIES = 40  # random places tried for a card before every place is enumerated


def positions(count: int, seed: int, players: int | None = None, late: bool = False,
              complete: bool = False, laid: int | None = None, **unknown: Any
              ) -> Iterator[Layout]:
    """`count` positions from seeded random games (each game from its own seed): every
    position of each game, or only those the knobs ask for."""
    if unknown:
        raise ValueError(f"hans-und-grete: unknown knob {sorted(unknown)[0]!r} (known: "
                         f"{', '.join(sorted(KNOBS))})")
    if players not in (None, 2):
        raise ValueError(f"hans-und-grete is a game for two, not {players}")
    if laid is not None and not 0 <= int(laid) <= pile_size():
        raise ValueError(f"laid is 0..{pile_size()}, not {laid}")
    first = 7 if late else 0
    wanted = (lambda n: n == pile_size()) if complete else (
        (lambda n: n == int(laid)) if laid is not None else (lambda n: n >= first))
    given, game = 0, 0
    while given < count:
        rng = random.Random(seed * 1_000_003 + game)
        game += 1
        for state in random_game(rng):
            if wanted(len(state.laid)):
                yield state
                given += 1
                if given == count:
                    return


def random_game(rng: random.Random) -> Iterator[Layout]:
    """The positions of one random game, from the set-up pile to the complete layout."""
    state = new_game(rng.randrange(1 << 30))
    yield state
    covered: set[tuple[int, int]] = set()
    while state.pile:
        placed = random_place(state, covered, rng)
        if placed is None:  # no place found at random: take one of all the legal ones
            actions = legal_placements(state)
            if not actions:
                return
            state = apply(state, actions[rng.randrange(len(actions))]).state
            placed = state.laid[-1]
        else:
            state = Layout((*state.laid, placed), state.pile[1:])
        covered.update(square for square, _ in placed.squares())
        yield state


def random_place(state: Layout, covered: set[tuple[int, int]], rng: random.Random
                 ) -> Placed | None:
    """The top card at a random legal place (Legephase): turned at random, along a random
    side of a random laid card with at least two square sides shared, on no covered square.
    None if TRIES attempts found none."""
    top = state.pile[0]
    letter = state.next_letter()
    turns = top.orientations()
    if not state.laid:
        return Placed(letter, 0, 0, turns[rng.randrange(len(turns))][1])
    need = c.MIN_CONTACT.correct
    for _ in range(TRIES):
        card = turns[rng.randrange(len(turns))][1]
        w, h = card.width, card.height
        old = state.laid[rng.randrange(len(state.laid))]
        side = rng.randrange(4)
        if side < 2:  # left or right of `old`: rows overlapping by at least `need`
            low, high = old.row - h + need, old.bottom - need
            if low > high:
                continue
            col, row = (old.right if side else old.col - w), rng.randint(low, high)
        else:  # above or below
            low, high = old.col - w + need, old.right - need
            if low > high:
                continue
            col, row = rng.randint(low, high), (old.bottom if side == 3 else old.row - h)
        if not any((col + dc, row + dr) in covered for dr in range(h) for dc in range(w)):
            return Placed(letter, col, row, card)
    return None
