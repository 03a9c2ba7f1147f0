"""A layout as two aligned grids, `cards` and `squares` (SCENARIOS.md, game
`hans-und-grete`): one character per square, rows as lines, '.' where no card lies.

    >>> layout = read_grids("AAB\\nAAB", "S+h\\n++H")
    >>> [(p.letter, p.col, p.row, p.card.text) for p in layout]
    [('A', 0, 0, 'S+/++'), ('B', 2, 0, 'h/H')]

Anything after a space on a line is a comment (grid characters are never spaces), so a
row can carry a note: `S+h#   # the start`.
"""

from __future__ import annotations

from .cards import SQUARE_CHARS, UNIQUE_MARKS, Card
from .state import Placed

NO_CARD = "."


class GridError(ValueError):
    """A malformed grid: `grid` is `cards` or `squares`, `row` 1-based (0: the whole grid)."""

    def __init__(self, grid: str, row: int, message: str):
        self.grid, self.row = grid, row
        super().__init__(f"row {row}: {message}" if row else message)


def grid_rows(text: str, grid: str) -> list[str]:
    lines = text.split("\n")
    while lines and not lines[-1].strip():
        lines.pop()
    while lines and not lines[0].strip():
        lines.pop(0)
    rows = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            raise GridError(grid, number, "an empty row inside the grid (write '.' squares)")
        if line[0] in " \t":
            raise GridError(grid, number, "starts with a space: write '.' for a square "
                                          "without a card, so that the columns line up")
        rows.append(line.split()[0])
    return rows


def read_grids(cards_text: str, squares_text: str) -> tuple[Placed, ...]:
    """The cards of the two grids, in the order of their letters (A first)."""
    cards, squares = grid_rows(cards_text, "cards"), grid_rows(squares_text, "squares")
    if len(cards) != len(squares):
        grid = "squares" if len(squares) < len(cards) else "cards"
        raise GridError(grid, 0, f"`cards` has {len(cards)} rows, `squares` {len(squares)}: "
                                 "the two grids must have the same size")
    found: dict[str, list[tuple[int, int]]] = {}
    marks: dict[str, int] = {}
    for r, (letters, marks_row) in enumerate(zip(cards, squares, strict=True)):
        if len(letters) != len(marks_row):
            raise GridError("squares", r + 1, f"{len(marks_row)} squares, but `cards` has "
                            f"{len(letters)} in this row: {marks_row!r} / {letters!r}")
        for c, (letter, mark) in enumerate(zip(letters, marks_row, strict=True)):
            if letter != NO_CARD and not (letter.isascii() and letter.isalpha()):
                raise GridError("cards", r + 1, f"column {c}: {letter!r} is neither a card "
                                "letter (A-Z, a-z) nor '.'")
            if mark != NO_CARD and mark not in SQUARE_CHARS:
                raise GridError("squares", r + 1, f"column {c}: unknown square {mark!r} "
                                "(+ path, # forest, S start, h/g block, H/G house, . no card)")
            if (letter == NO_CARD) != (mark == NO_CARD):
                grid = "squares" if letter != NO_CARD else "cards"
                raise GridError(grid, r + 1, f"column {c}: '.' in one grid but not in the "
                                "other (a square without a card is '.' in both)")
            if mark in UNIQUE_MARKS:
                if mark in marks:
                    raise GridError("squares", r + 1, f"column {c}: a second {mark!r} "
                                    f"(the first is in row {marks[mark]}; at most one)")
                marks[mark] = r + 1
            if letter != NO_CARD:
                found.setdefault(letter, []).append((c, r))
    placed = []
    for letter in sorted(found):
        where = found[letter]
        c0, c1 = min(c for c, _ in where), max(c for c, _ in where)
        r0, r1 = min(r for _, r in where), max(r for _, r in where)
        if len(where) != (c1 - c0 + 1) * (r1 - r0 + 1):
            gap = next(r for r in range(r0, r1 + 1) for c in range(c0, c1 + 1)
                       if (c, r) not in where)
            raise GridError("cards", gap + 1, f"card {letter} is not a filled rectangle "
                            f"(rows {r0 + 1}-{r1 + 1}, columns {c0}-{c1}; row {gap + 1} "
                            "has a gap or another card in it)")
        rows = tuple(squares[r][c0:c1 + 1] for r in range(r0, r1 + 1))
        placed.append(Placed(letter, c0, r0, Card(rows)))
    return tuple(placed)


def write_grids(laid: tuple[Placed, ...]) -> tuple[str, str]:
    """The two grids of a layout (its top-left square becomes column 0, row 0)."""
    if not laid:
        return "", ""
    c0, r0 = min(p.col for p in laid), min(p.row for p in laid)
    width = max(p.right for p in laid) - c0
    height = max(p.bottom for p in laid) - r0
    cards = [[NO_CARD] * width for _ in range(height)]
    squares = [[NO_CARD] * width for _ in range(height)]
    for p in laid:
        for (c, r), mark in p.squares():
            cards[r - r0][c - c0], squares[r - r0][c - c0] = p.letter, mark
    return "\n".join(map("".join, cards)), "\n".join(map("".join, squares))
