"""The state: the cards on the table in laying order, and the pile still to be laid.

Squares are addressed as (column, row), 0-based from the top-left square of the layout a
scenario gives; cards laid further left or up get negative numbers (the grid grows).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from . import clauses as c
from .cards import Card

PLAYERS = ("hans", "grete")
NAMES = {"hans": "Hans", "grete": "Grete"}
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
GAME_ID = "hans-und-grete"

Square = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Placed:
    """A card on the table: its letter, the square of its top-left corner, how it lies."""

    letter: str
    col: int
    row: int
    card: Card

    @property
    def right(self) -> int:  # first column past the card
        return self.col + self.card.width

    @property
    def bottom(self) -> int:  # first row past the card
        return self.row + self.card.height

    def squares(self) -> Iterator[tuple[Square, str]]:
        for dr, line in enumerate(self.card.rows):
            for dc, square in enumerate(line):
                yield (self.col + dc, self.row + dr), square

    def covers(self, square: Square) -> bool:
        c, r = square
        return self.col <= c < self.right and self.row <= r < self.bottom


@dataclass(frozen=True, slots=True, repr=False)
class Layout:
    """Cards laid so far (in laying order) and the pile from the top. An empty pile means
    the layout is complete: the walking phase scores it."""

    laid: tuple[Placed, ...] = ()
    pile: tuple[Card, ...] = ()

    @property
    def complete(self) -> bool:
        return not self.pile

    def card(self, letter: str) -> Placed | None:
        return next((p for p in self.laid if p.letter == letter), None)

    def next_letter(self) -> str:
        used = {p.letter for p in self.laid}
        return next(letter for letter in LETTERS if letter not in used)

    def squares(self) -> dict[Square, str]:
        return square_map(self.laid)

    def __repr__(self) -> str:
        return f"GAMES[{GAME_ID!r}].parse_state({format_layout(self)!r})"


def format_layout(state: Layout) -> str:
    """The layout in one line of notation; `notation.parse_layout` reads it back."""
    laid = [f"{p.letter}@{p.col},{p.row}:{p.card.text}" for p in state.laid]
    return " ".join([GAME_ID, *laid, "|", *(card.text for card in state.pile)])


@lru_cache(maxsize=4096)
def square_map(laid: tuple[Placed, ...]) -> dict[Square, str]:
    """Every covered square and what it shows (shared: do not change the result)."""
    return {square: mark for placed in laid for square, mark in placed.squares()}


def layer_of(card_number: int) -> str:
    """Who lays the card with this 1-based number: the players alternate, Hans first
    (clause `hans-lays-first`)."""
    first = 0 if c.HANS_LAYS_FIRST.value else 1
    return PLAYERS[(card_number - 1 + first) % 2]


def bounds(laid: tuple[Placed, ...]) -> tuple[int, int, int, int]:
    """(first column, first row, last column + 1, last row + 1) of the layout."""
    if not laid:
        return 0, 0, 0, 0
    return (min(p.col for p in laid), min(p.row for p in laid),
            max(p.right for p in laid), max(p.bottom for p in laid))
