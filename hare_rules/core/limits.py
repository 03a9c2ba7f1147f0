"""Bounds for reading numbers from a reader: a notation's or a scenario's numbers are ASCII
digits, at most `MOST_DIGITS` of them, and a seed is below `SEED_BOUND`; anything else is
refused with the game's own error and a sentence in both languages, before any work is done.

No game counts past six digits (carrots, fields, coordinates, cards), so a longer number is a
typing slip or an attack, never a position. `str.isdigit` and `int` accept more than a reader
types ('²' is a digit to `isdigit` and not to `int`; `int` reads '٣', ' 7' and '1_0'), so a
number is read by a pattern of ASCII digits first.

    >>> read_number("68", Text("Karotten", "carrots"))
    68
    >>> read_number("²", Text("Karotten", "carrots"))
    Traceback (most recent call last):
    ...
    hare_rules.core.errors.NotationError: carrots: '²' is not a whole number (digits 0-9)
    >>> number_problem(1234567, Text("Karotten", "carrots")).de
    'Karotten: 1234567 hat zu viele Stellen (höchstens 6).'
"""

from __future__ import annotations

import re

from .errors import NotationError
from .sentences import Text

# A count of pieces, fields, cards or carrots: six digits are more than any game reaches.
MOST_DIGITS = 6
NUMBER_BOUND = 10**MOST_DIGITS
# Seeds are drawn below 2**31 (`random.Random(seed)` of the setups, the positions from play).
SEED_BOUND = 2**31
# How much of a bad value a sentence quotes: a huge input stays a short sentence.
QUOTED = 12
SEED = Text("seed", "seed")

WHOLE = re.compile(r"-?[0-9]+")
NATURAL = re.compile(r"[0-9]+")
# A move token `+N` (the hare races): N of at most six ASCII digits.
FORWARD = re.compile(rf"\+([0-9]{{1,{MOST_DIGITS}}})")


def _quoted(value: str) -> str:
    return value if len(value) <= QUOTED else value[:QUOTED] + "…"


def digits_problem(value: str, what: Text, *, signed: bool = False,
                   most: int = MOST_DIGITS) -> Text | None:
    """Why `value` is no number a reader writes (ASCII digits, at most `most` of them), or
    None."""
    shown = _quoted(value)
    if not (WHOLE if signed else NATURAL).fullmatch(value):
        return Text(f"{what.de}: „{shown}“ ist keine ganze Zahl (Ziffern 0 bis 9).",
                    f"{what.en}: '{shown}' is not a whole number (digits 0-9)")
    if len(value.lstrip("-")) > most:
        return Text(f"{what.de}: {shown} hat zu viele Stellen (höchstens {most}).",
                    f"{what.en}: {shown} has too many digits (at most {most})")
    return None


def read_number(value: str, what: Text, *, signed: bool = False) -> int:
    """`value` as a number of at most six ASCII digits; NotationError with the sentence."""
    problem = digits_problem(value, what, signed=signed)
    if problem is not None:
        raise NotationError(problem.en, text=problem)
    return int(value)


def forward_number(token: str) -> int | None:
    """N of a move token `+N` (ASCII digits, at most six), else None: a token of thousands
    of digits is no move (`int` refuses it with an error of its own).

    >>> forward_number("+3"), forward_number("+²"), forward_number("+" + "1" * 7)
    (3, None, None)
    """
    match = FORWARD.fullmatch(token)
    return int(match.group(1)) if match else None


def number_problem(value: int, what: Text) -> Text | None:
    """Why a number already read (a scenario's YAML value) is beyond six digits, or None."""
    if -NUMBER_BOUND < value < NUMBER_BOUND:
        return None
    return Text(f"{what.de}: {_quoted(str(value))} hat zu viele Stellen (höchstens "
                f"{MOST_DIGITS}).",
                f"{what.en}: {_quoted(str(value))} has too many digits (at most {MOST_DIGITS})")


def seed_problem(value: int, what: Text = SEED) -> Text | None:
    """Why a seed is not one of 0 .. 2**31 - 1, or None."""
    if 0 <= value < SEED_BOUND:
        return None
    return Text(f"{what.de}: {_quoted(str(value))} liegt nicht zwischen 0 und {SEED_BOUND - 1}.",
                f"{what.en}: {_quoted(str(value))} is not between 0 and {SEED_BOUND - 1}")


def read_seed(value: str, what: Text = SEED) -> int:
    """`value` as a seed (ASCII digits, below 2**31); NotationError with the sentence."""
    problem = digits_problem(value, what, most=len(str(SEED_BOUND)))
    if problem is None:
        problem = seed_problem(int(value), what)
    if problem is not None:
        raise NotationError(problem.en, text=problem)
    return int(value)
