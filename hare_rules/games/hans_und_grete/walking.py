"""The walking phase and the score (Laufphase, Spielende).

A player walks from the start over path squares, steps onto each of its own blocks and
ends on its own house. The shortest such walk is found exactly: breadth-first distances
between the squares that matter, then dynamic programming over the subsets of blocks
(Held–Karp), which gives, in one pass, the best walk for every choice of the one block that
may be removed.

    >>> from .cards import Card
    >>> from .state import Layout, Placed
    >>> layout = Layout((Placed("A", 0, 0, Card.from_text("S+h/##+/G+H")),))
    >>> score(layout, "hans").steps
    4
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import lru_cache
from operator import add

from hare_rules.core import InvalidStateError, Text

from . import clauses as c
from .cards import BLOCK, BLOCKS_EACH, FOREST, HOUSE, START
from .state import PLAYERS, Layout, Square


def penalty_for(unreachable: int) -> int:
    """Penalty steps for this many unreachable remaining own blocks: PENALTY, once."""
    if not unreachable:
        return 0
    return c.PENALTY.value if c.PENALTY_ONCE.value else c.PENALTY.value * unreachable


INFINITY = 10**9


@dataclass(frozen=True, slots=True)
class Score:
    """One player's result and how it comes about."""

    player: str
    steps: int | None  # the result: walk + penalty; None: the house cannot be reached
    walk: int | None  # steps walked
    penalty: int
    removed: Square | None  # the block removed first (None: none)
    best_removals: tuple[Square | None, ...]  # every removal giving the same best result
    order: tuple[Square, ...]  # blocks in the order they are collected
    route: tuple[Square, ...]  # every square of the walk, start and house included
    unreachable: tuple[Square, ...]  # remaining own blocks that cannot be reached
    blocks: tuple[Square, ...]  # all own blocks on the table
    saved: int = 0  # steps the removal saves against keeping every block
    removed_cut_off: bool = False  # the removed block is one that cannot be reached
    missing: str = ""  # "start" or "house" where the layout lacks it (then steps is None)
    # Every choice weighed: (the block removed or None, steps walked, result), keeping all
    # blocks first, then each reachable block, then each cut-off block.
    options: tuple[tuple[Square | None, int, int], ...] = ()

    @property
    def finishes(self) -> bool:
        return self.steps is not None


def neighbours(squares: dict[Square, str], square: Square) -> list[Square]:
    """The squares one step away: orthogonal steps, onto path (never forest, never off the
    cards)."""
    col, row = square
    closed = c.FOREST_CLOSED.value
    return [n for dc, dr in c.STEPS.value
            if (mark := squares.get(n := (col + dc, row + dr))) is not None
            and not (closed and mark == FOREST)]


def distances(squares: dict[Square, str], source: Square) -> dict[Square, int]:
    """Breadth-first distances from `source` over path squares ("Jedes Quadrat zählt einen
    Schritt"); squares may be entered any number of times, so this is the leg length."""
    found = {source: 0}
    queue = deque([source])
    while queue:
        square = queue.popleft()
        step = found[square] + 1
        for n in neighbours(squares, square):
            if n not in found:
                found[n] = step
                queue.append(n)
    return found


def shortest_path(squares: dict[Square, str], source: Square, target: Square) -> list[Square]:
    """One shortest path from source to target (both included), the same every time."""
    parent: dict[Square, Square | None] = {source: None}
    queue = deque([source])
    while queue and target not in parent:
        square = queue.popleft()
        for n in neighbours(squares, square):
            if n not in parent:
                parent[n] = square
                queue.append(n)
    path: list[Square] = []
    at: Square | None = target
    while at is not None:
        path.append(at)
        at = parent[at]
    return path[::-1]


def marks(squares: dict[Square, str], player: str) -> tuple[Square | None, Square | None,
                                                           tuple[Square, ...]]:
    """The start, the player's house and the player's blocks (in reading order)."""
    start = house = None
    blocks = []
    for square, mark in squares.items():
        if mark == START:
            start = square
        elif mark == HOUSE[player]:
            house = square
        elif own_block(mark, player):
            blocks.append(square)
    return start, house, tuple(sorted(blocks, key=lambda s: (s[1], s[0])))


def own_block(mark: str, player: str) -> bool:
    """Only the player's own blocks must be collected; the other colour is plain path."""
    if not c.OWN_BLOCKS_ONLY.value:
        return mark in BLOCK.values()
    return mark == BLOCK[player]


def held_karp(start_to: list[int], between: list[list[int]]) -> list[list[int]]:
    """best[mask][j]: the shortest walk from the start that steps on exactly the blocks in
    `mask` (at least) and ends on block j (INFINITY where j is not in mask)."""
    n = len(start_to)
    best: list[list[int]] = [[INFINITY] * n for _ in range(1 << n)]
    columns = [[between[i][j] for i in range(n)] for j in range(n)]
    for j in range(n):
        best[1 << j][j] = start_to[j]
    bits = [1 << j for j in range(n)]
    members: list[tuple[int, ...]] = [()] * (1 << n)  # the blocks of each mask
    for mask in range(1, 1 << n):
        low = mask & -mask
        members[mask] = members[mask ^ low] + (low.bit_length() - 1,)
    for mask in range(1, 1 << n):
        inside = members[mask]
        if len(inside) < 2:
            continue
        row = best[mask]
        for j in inside:
            # the best walk over mask without j, then the leg to j (INFINITY + leg for the
            # blocks outside that mask never wins)
            row[j] = min(map(add, best[mask ^ bits[j]], columns[j]))
    return best


def score(layout: Layout, player: str) -> Score:
    return _score(layout.laid, player, clause_key())


def clause_key() -> tuple[int, ...]:
    """Which variant each clause holds now, so that the score cache never answers for a
    clause that has been switched since (`CLAUSES.broken`)."""
    return tuple(id(clause.value) for clause in c.CLAUSES)


@lru_cache(maxsize=1024)
def _score(laid: tuple, player: str, clauses: tuple[int, ...] = ()) -> Score:
    squares = Layout(laid).squares()
    start, house, blocks = marks(squares, player)
    from_start = distances(squares, start) if start is not None else {}
    if start is None or house is None or house not in from_start:
        # A house that cannot be reached: this player cannot finish (reference).
        missing = "start" if start is None else "house" if house is None else ""
        return Score(player, None, None, 0, None, (), (), (), (), blocks, missing=missing)
    reachable = [b for b in blocks if b in from_start]
    unreachable = [b for b in blocks if b not in from_start]
    if len(blocks) > BLOCKS_EACH:
        # The search doubles with every block: it never runs on more than the game's 13 of
        # one colour (Los gehts); the readers refuse such a layout before it gets here.
        raise InvalidStateError(f"{len(blocks)} blocks of {player}, at most {BLOCKS_EACH}",
                                text=Text(f"{len(blocks)} Klötzchen einer Farbe; es gibt "
                                          f"{BLOCKS_EACH} je Farbe.", f"{len(blocks)} blocks "
                                          f"of one colour; there are {BLOCKS_EACH} of each"))
    legs = [distances(squares, b) for b in reachable]
    n = len(reachable)
    to_house = [leg[house] for leg in legs]
    between = [[legs[i][reachable[j]] for j in range(n)] for i in range(n)]
    best = held_karp([from_start[b] for b in reachable], between)
    full = (1 << n) - 1

    def walk_of(mask: int) -> int:
        if mask and not c.SHORTEST_WALK.value:
            return _nearest_first(mask, from_start, legs, reachable, house)
        return from_start[house] if mask == 0 else min(map(add, best[mask], to_house))

    # Every choice: no removal, one reachable block removed, one cut-off block removed.
    options: list[tuple[int, int, Square | None, int]] = []  # (result, walk, removed, mask)
    options.append((walk_of(full) + penalty_for(len(unreachable)), walk_of(full), None, full))
    if c.REMOVALS.value:
        for i, block in enumerate(reachable):
            walk = walk_of(full ^ (1 << i))
            options.append((walk + penalty_for(len(unreachable)), walk, block, full ^ (1 << i)))
        for block in unreachable:
            options.append((walk_of(full) + penalty_for(len(unreachable) - 1), walk_of(full),
                            block, full))
    result = min(option[0] for option in options)
    winners = [option for option in options if option[0] == result]
    if not c.BEST_REMOVAL.value and len(options) > 1:
        # The wrong reading: always the block farthest from the start goes (cut off: farthest).
        far = max(options[1:], key=lambda o: (from_start.get(o[2], INFINITY) if o[2] else INFINITY,
                                              _reading(o[2])))
        result, winners = far[0], [far]
    # Ties: keep all blocks (no removal) if that is as good, else the first in reading order.
    chosen = min(winners, key=lambda o: (o[2] is not None, _reading(o[2])))
    _, walk, removed, mask = chosen
    order = _order(best, mask, to_house, reachable, between)
    route = _route(squares, start, [reachable[i] for i in order], house)
    # A block is collected when its square is first stepped on (reference), which on the way
    # to a later target can come before the target: name the blocks in the order the walk
    # reaches them.
    collected = tuple(sorted((reachable[i] for i in order), key=route.index))
    cut_off = tuple(b for b in unreachable if b != removed)
    return Score(player, result, walk, penalty_for(len(cut_off)), removed,
                 tuple(sorted((o[2] for o in winners), key=_reading)),
                 collected, route, cut_off, blocks,
                 saved=options[0][0] - result, removed_cut_off=removed in unreachable,
                 options=tuple((o[2], o[1], o[0]) for o in options))


def _nearest_first(mask: int, from_start: dict[Square, int], legs: list[dict[Square, int]],
                   reachable: list[Square], house: Square) -> int:
    """The walk of the wrong reading "always to the nearest block left first" (SHORTEST_WALK
    broken): it can be longer than the shortest walk."""
    left = [i for i in range(len(reachable)) if mask >> i & 1]
    at, total = from_start, 0
    while left:
        j = min(left, key=lambda i: (at[reachable[i]], _reading(reachable[i])))
        total += at[reachable[j]]
        at = legs[j]
        left.remove(j)
    return total + at[house]


def _reading(square: Square | None) -> tuple[int, int]:
    return (-1, -1) if square is None else (square[1], square[0])


def _order(best: list[list[int]], mask: int, to_house: list[int], reachable: list[Square],
           between: list[list[int]]) -> list[int]:
    """The blocks of `mask` in collecting order, read back from the table."""
    if mask == 0:
        return []
    last = min(range(len(reachable)), key=lambda j: best[mask][j] + to_house[j])
    order = [last]
    while mask & (mask - 1):
        prev = mask ^ (1 << last)
        value = best[mask][last]
        last = next(i for i in range(len(reachable))
                    if prev >> i & 1 and best[prev][i] + between[i][last] == value)
        order.append(last)
        mask = prev
    return order[::-1]


def _route(squares: dict[Square, str], start: Square, stops: list[Square],
           house: Square) -> tuple[Square, ...]:
    route = [start]
    for target in [*stops, house]:
        route += shortest_path(squares, route[-1], target)[1:]
    return tuple(route)


def scores(layout: Layout) -> dict[str, Score]:
    return {player: score(layout, player) for player in PLAYERS}


def winner(layout: Layout) -> str:
    """`hans`, `grete` or `draw`: "Es gewinnt der Spieler mit den wenigsten Schritten."
    (Spielende); who cannot reach the own house loses (both: a draw; reference)."""
    hans, grete = (score(layout, p).steps for p in PLAYERS)
    if hans is None and grete is None:
        return "draw"
    if hans is None:
        return "grete"
    if grete is None:
        return "hans"
    if hans == grete and c.TIE_IS_DRAW.value:
        return "draw"
    return "hans" if hans <= grete else "grete"


def lower_bound(layout: Layout, player: str, collected: tuple[Square, ...]) -> int:
    """No walk over these blocks can be shorter than the longest start–block–house detour."""
    squares = layout.squares()
    start, house, _ = marks(squares, player)
    assert start is not None and house is not None  # only asked where both are laid
    from_start, from_house = distances(squares, start), distances(squares, house)
    return max([from_start[house], *(from_start[b] + from_house[b] for b in collected)])
