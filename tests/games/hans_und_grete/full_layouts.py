"""A helper for writing scenarios: a small drawing of squares laid out as a whole game's
layout of 15 cards that can arise in play (shared/reference/hans-und-grete.md: the start
card first, the two house cards 6th and 7th, each card next to one laid before it along at
least two square sides, no block on the start card).

    PYTHONPATH=. python -m tests.games.hans_und_grete.full_layouts 'S+h+H' '+##++'

The drawing is cut into equal cards (2×2 where that works); cards of forest are added below
and beside it until there are 15, and an order of laying is found. Forest adds no path, so
every walk stays as drawn; a house the drawing lacks goes onto an added card, on a square
next to exactly one path square (a dead end: it shortens no walk). Prints the `cards` and
`squares` grids and how far the drawing moved (its squares' new names).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from dataclasses import dataclass

CARDS = 15
HOUSE_PLACES = (5, 6)  # 0-based: the 6th and 7th card
SIZES = ((2, 2), (3, 2), (2, 3), (3, 3), (4, 2), (2, 4), (4, 3), (3, 4), (4, 4), (5, 3),
         (3, 5), (5, 4), (4, 5), (5, 5))
PATH = set("+SHGhg")


@dataclass(frozen=True)
class Full:
    cards: str
    squares: str
    shift: tuple[int, int]  # (columns, rows) the drawing moved right and down
    size: tuple[int, int]  # the cards' width and height


def full_layout(rows: list[str], max_width: int = 11, cut_off: str = "") -> Full | None:
    """The drawing as 15 cards, or None where no cutting works. A house the drawing lacks
    goes onto an added card: next to one path square, or, for the marks in `cut_off`
    ("H", "G"), surrounded by forest (that player cannot finish)."""
    for bw, bh in SIZES:
        for oy in range(bh):
            for ox in range(bw):
                found = _try(rows, bw, bh, ox, oy, max_width, cut_off)
                if found is not None:
                    return found
    return None


def _try(rows, bw, bh, ox, oy, max_width, cut_off) -> Full | None:
    grid: dict[tuple[int, int], str] = {}
    for r, line in enumerate(rows):
        for col, ch in enumerate(line):
            if ch != ".":
                grid[(col + ox, r + oy)] = ch
    slots: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for col, r in grid:
        slots.setdefault((col // bw, r // bh), []).append((col, r))
    slot_of = {sq: (sq[0] // bw, sq[1] // bh) for sq in grid}
    marks = {ch: slot_of[sq] for sq, ch in grid.items() if ch in "SHG"}
    if "S" not in marks:
        return None
    if len({marks[m] for m in marks}) != len(marks):
        return None  # two of start and houses on one card
    if any(slot_of[sq] == marks["S"] for sq, ch in grid.items() if ch in "hg"):
        return None  # a block on the start card: it gets none (positions.py block_on_start)
    region = set(slots)
    if len(region) > CARDS:
        return None
    cols = max(sx for sx, _ in region) + 1
    if cols * bw > max_width + bw:  # far too wide for a phone
        return None
    cols = max(cols, min(4, max_width // bw))  # added cards keep the layout about square
    squares = dict(grid)
    # Fill every lesson card: squares the drawing leaves out are forest.
    for sx, sy in region:
        for dy in range(bh):
            for dx in range(bw):
                squares.setdefault((sx * bw + dx, sy * bh + dy), "#")
    fillers: list[tuple[int, int]] = []
    missing = [m for m in "HG" if m not in marks]
    for mark in missing:
        spot = _dead_end(squares, region | set(fillers), bw, bh, cols, mark in cut_off)
        if spot is None:
            return None
        slot, square = spot
        fillers.append(slot)
        for dy in range(bh):
            for dx in range(bw):
                squares[(slot[0] * bw + dx, slot[1] * bh + dy)] = "#"
        squares[square] = mark
        marks[mark] = slot
    taken = region | set(fillers)
    while len(taken) < CARDS:
        slot = _next_filler(taken, cols)
        taken.add(slot)
        for dy in range(bh):
            for dx in range(bw):
                squares[(slot[0] * bw + dx, slot[1] * bh + dy)] = "#"
    order = _order(taken, marks["S"], {marks.get("H"), marks.get("G")} - {None})
    if order is None:
        return None
    letters = {slot: "ABCDEFGHIJKLMNO"[i] for i, slot in enumerate(order)}
    c1 = max(c for c, _ in squares) + 1
    r1 = max(r for _, r in squares) + 1
    cards_grid = "\n".join("".join(letters[(c // bw, r // bh)] if (c, r) in squares else "."
                                   for c in range(c1)) for r in range(r1))
    squares_grid = "\n".join("".join(squares.get((c, r), ".") for c in range(c1))
                             for r in range(r1))
    if c1 > max_width:
        return None
    return Full(cards_grid, squares_grid, (ox, oy), (bw, bh))


def _neighbours(slot):
    sx, sy = slot
    return ((sx + 1, sy), (sx - 1, sy), (sx, sy + 1), (sx, sy - 1))


def _next_filler(taken: set, cols: int) -> tuple[int, int]:
    """A slot next to the cards: holes first, then row by row below, never left of 0."""
    around = {n for slot in taken for n in _neighbours(slot)
              if n not in taken and 0 <= n[0] < cols and n[1] >= 0}
    return min(around, key=lambda s: (s[1], s[0]))


def _dead_end(squares, taken, bw, bh, cols, shut_in=False):
    """A slot for a missing house and the square on it next to exactly one path square,
    one that the start reaches (`shut_in`: next to none)."""
    reached = _reached(squares)
    around = sorted({n for slot in taken for n in _neighbours(slot)
                     if n not in taken and 0 <= n[0] <= cols and n[1] >= 0},
                    key=lambda s: (s[0] >= cols, s[1], s[0]))
    for slot in around:
        for dy in range(bh):
            for dx in range(bw):
                sq = (slot[0] * bw + dx, slot[1] * bh + dy)
                paths = [n for n in ((sq[0] + 1, sq[1]), (sq[0] - 1, sq[1]),
                                     (sq[0], sq[1] + 1), (sq[0], sq[1] - 1))
                         if squares.get(n, "#") in PATH]
                if shut_in and not paths or not shut_in and len(paths) == 1 and \
                        paths[0] in reached:
                    return slot, sq
    return None


def _reached(squares) -> set:
    """The path squares the start reaches."""
    start = next(sq for sq, ch in squares.items() if ch == "S")
    seen, todo = {start}, [start]
    while todo:
        c, r = todo.pop()
        for n in ((c + 1, r), (c - 1, r), (c, r + 1), (c, r - 1)):
            if n not in seen and squares.get(n, "#") in PATH:
                seen.add(n)
                todo.append(n)
    return seen


def _order(taken: set, start, houses: set) -> list | None:
    """A laying order: the start card first, the house cards 6th and 7th, each card next to
    one laid before it (searched for the first seven; the rest in reading order)."""
    def frontier(placed: set) -> list:
        return sorted({n for slot in placed for n in _neighbours(slot)
                       if n in taken and n not in placed}, key=lambda s: (s[1], s[0]))

    def grow(order: list) -> Iterator[list]:
        i = len(order)
        if i > max(HOUSE_PLACES) or i == len(taken):
            yield order
            return
        for slot in frontier(set(order)):
            if (slot in houses) == (i in HOUSE_PLACES):
                yield from grow([*order, slot])

    for first in grow([start]):
        order = list(first)
        while len(order) < len(taken):
            nxt = frontier(set(order))
            if not nxt:
                break
            order.append(nxt[0])
        if len(order) == len(taken) and all(h in order[:max(HOUSE_PLACES) + 1]
                                            for h in houses):
            return order
    return None


def main(argv: list[str]) -> int:
    found = full_layout(argv)
    if found is None:
        print("no layout of 15 cards found", file=sys.stderr)
        return 1
    print(f"cards {found.size[0]}×{found.size[1]}, shifted by {found.shift}")
    print("cards: |\n" + "\n".join("  " + r for r in found.cards.split("\n")))
    print("squares: |\n" + "\n".join("  " + r for r in found.squares.split("\n")))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
