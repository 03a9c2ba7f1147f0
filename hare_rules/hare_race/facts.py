"""Placeholder values every hare race can compute from its track and amounts.

    >>> cost_table(None)
    '1 · 3 · 6 · 10 · 15 · 21 · 28 · 36 · 45 · 55'
"""

from __future__ import annotations

from collections.abc import Callable

from hare_rules.core.protocol import FactError

from .track import Kind, Track, forward_cost

SEP = " · "  # between numbers in a list; reads the same in German and English
MAX_ARG = 100  # no rule needs a bigger number; a bigger one is a typo (or an attack)


def int_arg(arg: str | None, name: str, default: int | None = None) -> int:
    """A placeholder's whole-number argument, 1 to MAX_ARG."""
    if arg is None and default is not None:
        return default
    if arg is None or not arg.isascii() or not arg.isdigit() or not 1 <= int(arg) <= MAX_ARG:
        raise FactError(
            f"{{{{{name}:N}}}} needs a whole number N from 1 to {MAX_ARG}, e.g. {{{{{name}:3}}}}"
        )
    return int(arg)


def cost(arg: str | None, price: Callable[[int], int] = forward_cost) -> str:
    """`{{cost:N}}`: what N fields forward cost; a game passes its forward-cost clause as
    `price`, so the page says what the rules charge."""
    return str(price(int_arg(arg, "cost")))


def cost_table(arg: str | None, price: Callable[[int], int] = forward_cost) -> str:
    return SEP.join(str(price(n)) for n in range(1, int_arg(arg, "cost_table", 10) + 1))


def fields_of(track: Track, code: str) -> str:
    return ", ".join(str(i) for i in track.indices_of(Kind(code)))


def count_of(track: Track, code: str) -> str:
    return str(len(track.indices_of(Kind(code))))
