"""Cards: rectangles of squares, path or forest, some with a mark (shared/reference/
hans-und-grete.md, "Cards and squares").

A card is written as its rows from the top, separated by '/':

    >>> card = Card.from_text("S+/#+")
    >>> card.width, card.height, card.kind
    (2, 2, 'start')
    >>> card.turned(1).text
    '#S/++'
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hare_rules.core.sentences import Text

# One character per square. '#' is forest; every other square is path and can be walked on.
PATH = "+"
FOREST = "#"
START = "S"
BLOCK = {"hans": "h", "grete": "g"}
HOUSE = {"hans": "H", "grete": "G"}
SQUARE_CHARS = frozenset(PATH + FOREST + START + "".join(BLOCK.values()) + "".join(HOUSE.values()))
# The marks of which a layout holds at most one each.
UNIQUE_MARKS = (START, *HOUSE.values())

KINDS = ("start", "forest", "house")
# Los gehts: "Wer möchte kann mit 2x13 Farbklötzchen spielen": 13 blocks of each colour.
BLOCKS_EACH = 13
# The printed cards are not known (reference): a card side longer than this is a typo, not
# a card.
MAX_SIDE = 12
# How far from the corner of the first card a square may lie: 15 cards of at most 12
# squares a side lie within 180 squares of it, and a card laid beside them stays within
# this (a lay token's column and row).
MAX_OFFSET = 200


class CardError(ValueError):
    """A card a reader wrote that is no card; `text` says why in both languages."""

    def __init__(self, text: Text):
        super().__init__(text.en)
        self.text = text


@dataclass(frozen=True, slots=True)
class Card:
    """A card as it lies: its rows of squares from the top (already turned)."""

    rows: tuple[str, ...]
    width: int = field(init=False, compare=False, repr=False)
    height: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not self.rows or not self.rows[0]:
            raise CardError(Text("Eine Karte hat mindestens ein Feld.",
                                 "a card has at least one square"))
        shown = self.text if len(self.text) <= 24 else self.text[:24] + "…"
        if len({len(row) for row in self.rows}) != 1:
            raise CardError(Text(f"Karte „{shown}“: jede Reihe braucht gleich viele Felder.",
                                 f"card {shown!r}: every row needs the same number of squares"))
        bad = sorted(set("".join(self.rows)) - SQUARE_CHARS)
        if bad:
            raise CardError(Text(
                f"Karte „{shown}“: unbekanntes Feld „{bad[0]}“ (+ Weg, # Wald, S Start, h/g "
                "Klötzchen, H/G Haus).", f"card {shown!r}: unknown square {bad[0]!r} (use + "
                "path, # forest, S start, h/g block, H/G house)"))
        object.__setattr__(self, "width", len(self.rows[0]))
        object.__setattr__(self, "height", len(self.rows))

    @classmethod
    def from_text(cls, text: str) -> Card:
        return cls(tuple(text.split("/")))

    @property
    def text(self) -> str:
        return "/".join(self.rows)

    @property
    def kind(self) -> str:
        """`start` (carries the start), `house` (carries a house) or `forest`."""
        squares = "".join(self.rows)
        if START in squares:
            return "start"
        if any(mark in squares for mark in HOUSE.values()):
            return "house"
        return "forest"

    def turned(self, quarter_turns: int) -> Card:
        """The card turned clockwise by 90° `quarter_turns` times ("cards may be turned")."""
        rows = self.rows
        for _ in range(quarter_turns % 4):
            rows = tuple("".join(rows[r][c] for r in reversed(range(len(rows))))
                         for c in range(len(rows[0])))
        return Card(rows)

    def orientations(self) -> tuple[tuple[int, Card], ...]:
        """The distinct ways the card can lie, each with the fewest quarter turns."""
        seen: dict[tuple[str, ...], int] = {}
        for turns in range(4):
            seen.setdefault(self.turned(turns).rows, turns)
        return tuple((turns, Card(rows)) for rows, turns in seen.items())


def blank(width: int, height: int) -> Card:
    """A what-if card of forest (a scenario that lays a W×H card without a pile): it can
    change who may lay where, but opens no new path."""
    return Card((FOREST * width,) * height)


# -- the illustrative card set -----------------------------------------------------------
# The printed cards are not public (reference: "no card list or picture is public"); the
# engine takes any rectangular cards. This small set stands in for them in `start_state`,
# random playouts and the benchmark: 12 forest cards with 13 block spots per player,
# 2 house cards, 3 start cards.
START_CARDS = tuple(map(Card.from_text, ("+S+/+#+", "#S/++/+#", "+S/++")))
HOUSE_CARDS = (Card.from_text("+H/#+"), Card.from_text("G+/+#"))
FOREST_CARDS = tuple(map(Card.from_text, (
    "+h+/g+#",
    "g+#/++h",
    "+#/h+/+g",
    "++/g#/+h",
    "h++/#g+",
    "+g/#+/h+",
    "+++/h#g",
    "g#+/+h+",
    "+h/+#/g+",
    "#++/g+h",
    "+g+/h#+",
    "hg/+g/#h",
)))
