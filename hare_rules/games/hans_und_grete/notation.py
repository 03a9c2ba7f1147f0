"""One-line notation: the game id, the cards laid (in laying order), `|`, the pile.

A laid card is `LETTER@COL,ROW:ROWS` (rows of squares separated by '/'), a pile card its
rows alone:

    >>> text = "hans-und-grete A@0,0:S+/++ B@2,0:+h/+H | G+/+#"
    >>> format_layout(parse_layout(text)) == text
    True
"""

from __future__ import annotations

import re

from hare_rules.core import NotationError

from .cards import UNIQUE_MARKS, Card
from .laying import overlap_squares
from .state import GAME_ID, Layout, Placed

PLACED = re.compile(r"([A-Za-z])@(-?\d+),(-?\d+):(\S+)")


def format_layout(state: Layout) -> str:
    laid = [f"{p.letter}@{p.col},{p.row}:{p.card.text}" for p in state.laid]
    return " ".join([GAME_ID, *laid, "|", *(card.text for card in state.pile)])


def parse_layout(text: str) -> Layout:
    words = text.split()
    if not words or words[0] != GAME_ID or "|" not in words:
        raise NotationError(f"not a {GAME_ID} notation (want '{GAME_ID} A@0,0:S+/++ | ...'): "
                            f"{text!r}")
    split = words.index("|")
    laid = []
    try:
        for word in words[1:split]:
            m = PLACED.fullmatch(word)
            if not m:
                raise ValueError(f"{word!r} is not a laid card LETTER@COL,ROW:ROWS")
            laid.append(Placed(m.group(1), int(m.group(2)), int(m.group(3)),
                               Card.from_text(m.group(4))))
        pile = tuple(Card.from_text(word) for word in words[split + 1:])
    except ValueError as error:
        raise NotationError(f"{error} in {text!r}") from None
    state = Layout(tuple(laid), pile)
    problem = layout_problem(state)
    if problem:
        raise NotationError(f"{problem} in {text!r}")
    return state


def layout_problem(state: Layout) -> str | None:
    """Why a layout cannot exist (None if it can)."""
    letters = [p.letter for p in state.laid]
    if len(set(letters)) != len(letters):
        return "two cards have the same letter"
    for i, a in enumerate(state.laid):
        for b in state.laid[:i]:
            if overlap_squares(a, b):
                return f"cards {b.letter} and {a.letter} overlap"
    every = "".join("".join(p.card.rows) for p in state.laid) + "".join(
        "".join(c.rows) for c in state.pile)
    for mark in UNIQUE_MARKS:
        if every.count(mark) > 1:
            return f"{mark!r} appears {every.count(mark)} times (at most once)"
    return None
