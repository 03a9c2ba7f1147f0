"""Random layouts for the property tests, and an independent brute-force walk."""

from __future__ import annotations

import random
from collections import deque
from itertools import permutations

from hare_rules.games.hans_und_grete import GAME
from hare_rules.games.hans_und_grete.cards import Card
from hare_rules.games.hans_und_grete.state import Layout, Placed

OWN = {"hans": ("h", "H"), "grete": ("g", "G")}


def random_grid_layout(rng: random.Random, blocks: int) -> Layout:
    """A random rectangle of 2×2 cards: path and forest at random, start, houses, blocks."""
    cols, rows = rng.randint(2, 5), rng.randint(1, 4)
    path = rng.uniform(0.5, 0.85)
    squares = [["+" if rng.random() < path else "#" for _ in range(cols * 2)]
               for _ in range(rows * 2)]
    spots = [(c, r) for r in range(rows * 2) for c in range(cols * 2)]
    rng.shuffle(spots)
    marks = ["S", "H", "G"] + ["h"] * blocks + ["g"] * rng.randint(0, blocks)
    for (c, r), mark in zip(spots, marks, strict=False):
        squares[r][c] = mark
    laid = []
    letters = iter("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    for cr in range(rows):
        for cc in range(cols):
            card = Card(tuple("".join(squares[cr * 2 + dr][cc * 2:cc * 2 + 2]) for dr in (0, 1)))
            laid.append(Placed(next(letters), cc * 2, cr * 2, card))
    return Layout(tuple(laid))


def random_game(seed: int) -> tuple[list, list]:
    """A seeded random game: the states visited and the actions played."""
    rng = random.Random(seed)
    state = GAME.start_state(2, seed)
    states, actions = [state], []
    while not GAME.is_over(state):
        action = rng.choice(GAME.legal_actions(state))
        state = GAME.apply(state, action).state
        states.append(state)
        actions.append(action)
    return states, actions


def bfs(squares: dict, source) -> dict:
    seen = {source: 0}
    queue = deque([source])
    while queue:
        c, r = queue.popleft()
        for n in ((c + 1, r), (c - 1, r), (c, r + 1), (c, r - 1)):
            if squares.get(n, "#") != "#" and n not in seen:
                seen[n] = seen[(c, r)] + 1
                queue.append(n)
    return seen


def brute_force(layout: Layout, player: str) -> int | None:
    """The result by trying every removal and every order of the remaining blocks."""
    squares = layout.squares()
    block, house_mark = OWN[player]
    where = {mark: sq for sq, mark in squares.items() if mark in ("S", house_mark)}
    if "S" not in where or house_mark not in where:
        return None
    start, house = where["S"], where[house_mark]
    blocks = [sq for sq, mark in squares.items() if mark == block]
    dist = {sq: bfs(squares, sq) for sq in [start, *blocks]}
    if house not in dist[start]:
        return None
    best = None
    for removed in [None, *blocks]:
        left = [b for b in blocks if b != removed]
        reach = [b for b in left if b in dist[start]]
        penalty = 20 if len(reach) < len(left) else 0
        for order in permutations(reach):
            stops = [start, *order, house]
            walk = sum(dist[a][b] if a in dist else bfs(squares, a)[b]
                       for a, b in zip(stops, stops[1:], strict=False))
            if best is None or walk + penalty < best:
                best = walk + penalty
    return best


def state_space_search(layout: Layout, player: str) -> int | None:
    """A second, independent oracle: 0-1 breadth-first search over (square, blocks
    collected, removal used), where declaring the removal costs no step."""
    squares = layout.squares()
    block, house_mark = OWN[player]
    where = {mark: sq for sq, mark in squares.items() if mark in ("S", house_mark)}
    if "S" not in where or house_mark not in where:
        return None
    start, house = where["S"], where[house_mark]
    if house not in bfs(squares, start):
        return None
    reach = bfs(squares, start)
    blocks = [sq for sq, mark in squares.items() if mark == block and sq in reach]
    cut_off = sum(1 for mark in squares.values() if mark == block) - len(blocks)
    index = {sq: i for i, sq in enumerate(blocks)}
    full = (1 << len(blocks)) - 1
    best = {(start, 0, 0): 0}
    queue = deque([(start, 0, 0)])
    at_house: dict[tuple[int, int], int] = {}
    while queue:
        node = queue.popleft()
        square, mask, used = node
        d = best[node]
        if square == house:
            at_house[(mask, used)] = min(at_house.get((mask, used), 10**9), d)
        moves = []
        if not used:
            moves += [((square, mask | 1 << i, 1), 0) for i in range(len(blocks))
                      if not mask >> i & 1]
        c, r = square
        for n in ((c + 1, r), (c - 1, r), (c, r + 1), (c, r - 1)):
            if squares.get(n, "#") != "#":
                moves.append(((n, mask | (1 << index[n] if n in index else 0), used), 1))
        for key, cost in moves:
            if d + cost < best.get(key, 10**9):
                best[key] = d + cost
                (queue.appendleft if cost == 0 else queue.append)(key)
    penalty = 20 if cut_off else 0
    options = [at_house[(full, u)] + penalty for u in (0, 1) if (full, u) in at_house]
    if cut_off == 1 and (full, 0) in at_house:
        options.append(at_house[(full, 0)])  # the removal spent on the cut-off block
    return min(options)
