"""Whether the animals' tiles and the arrivals over the finish can arise from the start line
under racing phases: an exact search over the tables that start a racing phase.

A racing phase moves every animal by its cards on the table, and the table that starts one
is not free: the cards are laid a turn at a time, 1 to 4 of one animal, never more than 8
in all nor more than 4 of one animal, and the first turn that ends with exactly 8 cards or
exactly 4 of one animal starts the phase (Racing Phase Trigger). So a racing table holds at
most 8 cards and at most 4 of each animal, and either exactly 8 or exactly 4 of one animal
— never 4 of two (the first of them would have started the phase). Every such table can be
laid (enough turns, each of one animal), and a table with a wolf card can hold a howl.

The search walks from the start line through the phases such tables give (the movement
table, the nap, the howl, the stream, the podium), only through standings that do not pass
the one asked about: the tiles only grow, and the arrivals only append. Standings that
cannot reach it any more (too few or too many phases left for the tortoise and the lamb,
which move in every phase without a howl) are cut off early. It uses the rulebook's
numbers (`.correct` of the clauses), not the clauses' current values: whether a position can
arise is a fact about the game, not about a reading under test.

    >>> can_arise((4, 9), (0, 1, 0, 0, 2), ())    # one phase cannot do it (see below)
    False
    >>> can_arise((4, 9), (0, 2, 0, 0, 2), ())    # 4 tortoise cards, 3 fox or more
    True
"""

from __future__ import annotations

from functools import cache
from itertools import product
from math import ceil
from typing import Any

from . import clauses as c
from .cards import ANIMALS, OVER_FINISH, START_LINE, TRACK_TILES

HARE, TORTOISE, WOLF, FOX, LAMB = range(len(ANIMALS))
FOUR = c.RACE_AT_ANIMAL.correct  # 4 of one animal start a phase ...
EIGHT = c.RACE_AT_TOTAL.correct  # ... and so do exactly 8 cards
MOST_OF_ONE = c.ANIMAL_LIMIT.correct
MOST_IN_ALL = c.TABLE_LIMIT.correct
NAP = c.NAP_CARDS.correct
PODIUM = c.PODIUM_SIZE.correct
# Tiles per number of cards X = 0 .. 4, as the rulebook's movement table has them.
STEPS = tuple((c.WITHOUT_A_CARD.correct[a], *c.STEPS[a].correct) for a in ANIMALS)
# Budget of standings one question may expand (each tries every racing table, some
# hundreds of ways): beyond it the position is allowed (sound: only what the search proves
# impossible is named), so one question costs at most about half a second.
BUDGET = 1_000


def racing_tables() -> tuple[tuple[tuple[int, ...], bool], ...]:
    """Every table that starts a racing phase: cards per animal (howls among the wolf's),
    and whether a howl is among them."""
    found = []
    for cards in product(range(MOST_OF_ONE + 1), repeat=len(ANIMALS)):
        total, fours = sum(cards), cards.count(FOUR)
        if total > MOST_IN_ALL or fours > 1 or (total != EIGHT and not fours):
            continue
        found.append((cards, False))
        if cards[WOLF]:
            found.append((cards, True))
    return tuple(found)


@cache
def moves(finished: frozenset[int]) -> tuple[tuple[Any, ...], ...]:
    """The distinct ways a racing table moves the animals that are still on the track:
    per animal its tiles (for the hare, 'nap' when 4 hare cards may let it sleep), or None
    for an animal over the finish; and whether the howl freezes all but the wolf."""
    found = set()
    for cards, howl in racing_tables():
        way: list[int | str | None] = []
        for animal, n in enumerate(cards):
            if animal in finished or (howl and animal != WOLF):
                way.append(None)
            elif animal == HARE and n == NAP:
                way.append("nap")
            else:
                way.append(STEPS[animal][n])
        found.add((*way, howl))
    return tuple(sorted(found, key=repr))


def _phase(tiles: tuple[int, ...], arrived: tuple[int, ...], way: tuple[Any, ...],
           streams: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The standing after one racing phase moved the animals `way` says (movement order)."""
    new = list(tiles)
    for animal in range(len(ANIMALS)):
        step = way[animal]
        if step is None:
            continue
        start = tiles[animal]
        if step == "nap":
            # 4 hare cards: it sleeps when first or tied (an animal over the finish is
            # ahead of it), unless it is still on the start line.
            leads = all(new[a] <= start for a in range(len(ANIMALS)) if a != HARE)
            step = 0 if leads and start != START_LINE else STEPS[HARE][NAP]
        if not step:
            continue
        end = min(start + step, OVER_FINISH)
        if animal == LAMB:  # it stops on the first stream tile it enters
            for tile in streams:
                if start < tile <= min(end, TRACK_TILES):
                    end = tile
                    break
        new[animal] = end
        if end == OVER_FINISH:
            arrived = (*arrived, animal)
    return tuple(new), arrived


def _phases_left(tiles: tuple[int, ...], target: tuple[int, ...],
                 streams: tuple[int, ...]) -> tuple[int, float]:
    """Bounds on the racing phases without a howl still to come: each moves a tortoise or
    lamb on the track at least 1 tile (the tortoise at most 2, the lamb at most 5 and
    never past a stream), the hare at most 2, the fox at most 4."""
    low, high = 0, float("inf")
    for animal in (TORTOISE, LAMB):
        if target[animal] < OVER_FINISH:
            high = min(high, target[animal] - tiles[animal])
    gap_t = target[TORTOISE] - tiles[TORTOISE]
    low = max(low, ceil(gap_t / STEPS[TORTOISE][FOUR]), ceil((target[HARE] - tiles[HARE]) / 2),
              ceil((target[FOX] - tiles[FOX]) / STEPS[FOX][FOUR]))
    start, stops = tiles[LAMB], 0
    for tile in (*[s for s in streams if tiles[LAMB] < s < target[LAMB]], target[LAMB]):
        stops += ceil((tile - start) / STEPS[LAMB][FOUR])
        start = tile
    return max(low, stops), high


def can_arise(streams: tuple[int, ...], target: tuple[int, ...],
              arrived: tuple[int | str, ...]) -> bool:
    """Whether some sequence of racing phases from the start line leaves the animals on
    `target` (tiles in ANIMALS order, 12 over the finish) with `arrived` (the animals over
    the finish, in arrival order); True also when the search runs out of its budget."""
    return _search(tuple(streams), tuple(target), tuple(ANIMALS.index(a) if isinstance(a, str)
                                                         else a for a in arrived))


@cache
def _lamb_ends(streams: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Where the lamb ends from each tile with each number of tiles to move (0 .. 5): the
    first stream tile it enters stops it."""
    ends = []
    for start in range(OVER_FINISH + 1):
        row = []
        for step in range(max(STEPS[LAMB]) + 1):
            end = min(start + step, OVER_FINISH)
            for tile in streams:
                if start < tile <= min(end, TRACK_TILES):
                    end = tile
                    break
            row.append(end)
        ends.append(tuple(row))
    return tuple(ends)


def _successors(tiles: tuple[int, ...], arrived: tuple[int, ...], streams: tuple[int, ...]):
    """Every standing one racing phase can leave (the same as `_phase` over `moves`, with
    each animal's ends worked out once)."""
    hare = tiles[HARE]
    naps = hare != START_LINE and all(t <= hare for t in tiles[1:])
    ends = []
    for animal, tile in enumerate(tiles):
        row: dict[int | str | None, int]  # by step: tiles, None (not moving) or 'nap'
        if animal == LAMB:
            row = dict(enumerate(_lamb_ends(streams)[tile]))
        else:
            row = {step: min(tile + step, OVER_FINISH) for step in set(STEPS[animal])}
        row[None] = tile
        if animal == HARE:
            row["nap"] = hare if naps else row[STEPS[HARE][NAP]]
        ends.append(row)
    e0, e1, e2, e3, e4 = ends
    found = set()
    for way in moves(frozenset(arrived)):
        found.add((e0[way[0]], e1[way[1]], e2[way[2]], e3[way[3]], e4[way[4]]))
    for new in sorted(found, key=sum):  # the search looks at the furthest first
        now = arrived
        for animal in range(len(ANIMALS)):
            if new[animal] == OVER_FINISH and tiles[animal] != OVER_FINISH:
                now = (*now, animal)
        yield new, now


@cache
def _search(streams: tuple[int, ...], target: tuple[int, ...], goal: tuple[int, ...]) -> bool:
    start = ((START_LINE,) * len(ANIMALS), ())
    if start == (target, goal):
        return True
    seen = {start}
    stack = [start]
    expanded = 0
    while stack:
        tiles, arrived = stack.pop()
        expanded += 1
        if expanded > BUDGET:
            return True
        if len(arrived) >= PODIUM:  # the game is over: no more phases
            continue
        for new, now in _successors(tiles, arrived, streams):
            if (new, now) in seen or now != goal[:len(now)]:
                continue
            if any(a > b for a, b in zip(new, target, strict=True)):
                continue
            if (new, now) == (target, goal):
                return True
            seen.add((new, now))
            low, high = _phases_left(new, target, streams)
            if low > high:
                continue
            stack.append((new, now))
    return False
