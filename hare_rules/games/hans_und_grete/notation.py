"""One-line notation: the game id, the cards laid (in laying order), `|`, the pile.

A laid card is `LETTER@COL,ROW:ROWS` (rows of squares separated by '/'), a pile card its
rows alone:

    >>> text = "hans-und-grete A@0,0:S+/++ B@2,0:+h/+H | G+/+#"
    >>> format_layout(parse_layout(text)) == text
    True

The layout formats itself (`state.format_layout`, re-exported here); this module parses.
"""

from __future__ import annotations

import re

from hare_rules.core import NotationError, Text

from .cards import UNIQUE_MARKS, Card
from .laying import overlap_squares
from .state import GAME_ID, Layout, Placed
from .state import format_layout as format_layout  # the layout formats itself

PLACED = re.compile(r"([A-Za-z])@(-?\d+),(-?\d+):(\S+)")


def parse_layout(text: str) -> Layout:
    words = text.split()
    if not words or words[0] != GAME_ID or "|" not in words:
        raise NotationError(f"not a {GAME_ID} notation (want '{GAME_ID} A@0,0:S+/++ | ...'): "
                            f"{text!r}", text=Text(
                                f"Eine Stellung dieses Spiels sieht so aus: „{GAME_ID} "
                                "A@0,0:S+/++ | …“ (gelegte Karten, „|“, der Stapel).",
                                f"A position of this game looks like '{GAME_ID} A@0,0:S+/++ | "
                                "...' (the cards laid, '|', the pile)."))
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
        raise NotationError(f"{error} in {text!r}", text=Text(
            f"Diese Stellung kann ich nicht lesen: {error}",
            f"I cannot read this position: {error}")) from None
    state = Layout(tuple(laid), pile)
    problem = first_problem(state)
    if problem:
        raise NotationError(f"{problem.en} in {text!r}", text=problem)
    return state


MARK_DE = {"S": "Der Start", "H": "Das Haus von Hans", "G": "Das Haus von Grete"}


def first_problem(state: Layout) -> Text | None:
    """Why a layout cannot exist, in German and English (None if it can)."""
    letters = [p.letter for p in state.laid]
    if len(set(letters)) != len(letters):
        return Text("Zwei Karten haben denselben Buchstaben.", "two cards have the same letter")
    for i, a in enumerate(state.laid):
        for b in state.laid[:i]:
            if overlap_squares(a, b):
                return Text(f"Die Karten {b.letter} und {a.letter} überdecken sich.",
                            f"cards {b.letter} and {a.letter} overlap")
    every = "".join("".join(p.card.rows) for p in state.laid) + "".join(
        "".join(c.rows) for c in state.pile)
    for mark in UNIQUE_MARKS:
        if every.count(mark) > 1:
            n = every.count(mark)
            return Text(f"{MARK_DE[mark]} ({mark}) kommt {n}-mal vor, höchstens "
                        "einmal.", f"{mark!r} appears {n} times (at most once)")
    return None
