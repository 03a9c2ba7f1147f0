"""Action tokens of the dice edition (SCENARIOS.md, edition `classic-dice`).

    >>> parse_token("2:+3")
    Action(kind='forward', pawn=1, fields=3, result='')
    >>> parse_token("roll:move-up").result
    'move-up'
    >>> parse_token("hop") is None
    True
"""

from __future__ import annotations

import re
from dataclasses import dataclass

RESULTS = (
    "miss-turn",
    "take-or-give",
    "next-carrot",
    "previous-carrot",
    "move-up",
    "fall-back",
    "eat-lettuce",
    "eat-carrot",
    "free-move",
    "move-again",
)
ROLL_TOKENS = tuple(f"roll:{r}" for r in RESULTS)
WORDS = ("back", "eat", "take", "give", "skip", "restart")
MAX_FIELDS = 999

_TOKEN = re.compile(r"(?:(?P<pawn>\d+):)?(?:\+(?P<n>\d+)|(?P<word>[a-z]+))")
_ROLL = re.compile(r"roll:(?P<result>[a-z-]+)")


@dataclass(frozen=True, slots=True)
class Action:
    kind: str  # forward, back, eat, take, give, skip, restart, roll
    pawn: int | None = None  # 0-based pawn index from a prefix `1:`/`2:`; None: no prefix
    fields: int = 0  # forward only
    result: str = ""  # roll only

    @property
    def moves(self) -> bool:
        return self.kind in ("forward", "back")


def parse_token(token: str) -> Action | None:
    """The action a token names, or None if it is no token of this game."""
    roll = _ROLL.fullmatch(token)
    if roll:
        return Action("roll", result=roll["result"]) if roll["result"] in RESULTS else None
    match = _TOKEN.fullmatch(token)
    if not match:
        return None
    pawn = int(match["pawn"]) - 1 if match["pawn"] is not None else None
    if match["n"] is not None:
        n = int(match["n"])
        if not 1 <= n <= MAX_FIELDS or match["n"].startswith("0"):
            return None
        return Action("forward", pawn, fields=n)
    if match["word"] not in WORDS:
        return None
    return Action(match["word"], pawn)


def token(kind: str, pawn: int | None, fields: int = 0) -> str:
    """The token of an action; `pawn` None for the one-pawn game."""
    base = f"+{fields}" if kind == "forward" else kind
    return base if pawn is None else f"{pawn + 1}:{base}"
