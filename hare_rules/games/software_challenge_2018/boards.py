"""How the 2018 server lays out a board: fixed salad and hedgehog fields, the rest shuffled
inside fixed blocks. Used to make random boards for tests and to recognise standard ones.

    >>> import random
    >>> board = random_board(random.Random(1))
    >>> is_standard(board), board.codes.count("H"), board.codes.count("C")
    (True, 12, 25)
"""

from __future__ import annotations

import random
from collections import Counter

from hare_rules.games.software_challenge_2018.state import BOARD_FIELDS, Board

FIXED = {10: "L", 22: "L", 42: "L", 57: "L"} | {
    i: "I" for i in (11, 15, 19, 24, 30, 37, 43, 50, 56)
}

# (fields of the block, the codes shuffled over them)
BLOCKS: tuple[tuple[tuple[int, ...], str], ...] = (
    (tuple(range(1, 10)), "HHHCCCC12"),
    ((12, 13, 14), "CCH"),
    ((16, 17, 18), "12C"),
    ((20, 21, 23), "CC2"),
    (tuple(range(25, 30)), "HCCC2"),
    (tuple(range(31, 37)), "HHCC12"),
    (tuple(range(38, 42)), "CCH2"),
    (tuple(range(44, 50)), "CCCH12"),
    (tuple(range(51, 56)), "HCCC2"),
    (tuple(range(58, 64)), "HHCCC1"),
)
SIZE = BOARD_FIELDS


def random_board(rng: random.Random) -> Board:
    codes = ["S"] + [""] * (SIZE - 2) + ["G"]
    for index, code in FIXED.items():
        codes[index] = code
    for fields, block in BLOCKS:
        shuffled = list(block)
        rng.shuffle(shuffled)
        for index, code in zip(fields, shuffled, strict=True):
            codes[index] = code
    return Board.parse("".join(codes))


def is_standard(board: Board) -> bool:
    """True if `board` could come from the server: same fixed fields, same block contents."""
    codes = board.codes
    if len(codes) != SIZE or codes[0] != "S" or codes[-1] != "G":
        return False
    if any(codes[i] != c for i, c in FIXED.items()):
        return False
    return all(Counter(codes[i] for i in fields) == Counter(block) for fields, block in BLOCKS)
