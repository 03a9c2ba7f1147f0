"""Numbers of edition `software-challenge-2018` for `{{placeholders}}` in content texts.

    >>> FACTS["goal_limit"](None), FACTS["round_limit"](None)
    ('10', '30')

The numbers are the clauses' (`clauses.py`, through `edition.SC2018`), read at each use.
"""

from __future__ import annotations

from functools import partial

from hare_rules.core.protocol import Fact, fixed_facts
from hare_rules.hare_race.facts import SEP, cost, cost_table, int_arg

from . import boards
from . import clauses as c
from .edition import SC2018 as E


def _fixed(code: str) -> str:
    return ", ".join(str(i) for i, kind in sorted(boards.FIXED.items()) if kind == code)


def cost_pairs(arg: str | None) -> str:
    """Fields and their cost side by side, for looking up at the table.

    >>> cost_pairs("4")
    '1→1 · 2→3 · 3→6 · 4→10'
    """
    n = int_arg(arg, "cost_pairs", 10)
    return SEP.join(f"{k}→{c.FORWARD_COST(k)}" for k in range(1, n + 1))


def _count(code: str) -> str:
    """How many fields of a kind every 2018 board has (fixed plus shuffled blocks)."""
    fixed = sum(kind == code for kind in boards.FIXED.values())
    return str(fixed + sum(codes.count(code) for _, codes in boards.BLOCKS))


def take_or_drop_values() -> str:
    """The carrot card's three choices, "+20 · −20 · 0", with a true minus sign like "±"."""
    amount = E.take_or_drop
    return SEP.join(f"{v:+d}".replace("-", "−") if v else "0" for v in (amount, -amount, 0))


FACTS: dict[str, Fact] = {
    "cost": partial(cost, price=c.FORWARD_COST),
    "cost_table": partial(cost_table, price=c.FORWARD_COST),
    "cost_pairs": cost_pairs,
    **fixed_facts({
        "start_carrots": lambda: E.start_carrots,
        "start_salads": lambda: E.start_salads,
        "start_cards": lambda: len(E.start_cards),
        "back_refund": lambda: E.back_refund,
        "carrot_exchange": lambda: E.exchange,
        "take_or_drop": lambda: E.take_or_drop,
        "take_or_drop_values": take_or_drop_values,
        "goal_limit": lambda: E.goal_max_carrots,
        "salad_payout_first": lambda: E.salad_bonus_first,
        "salad_payout_second": lambda: E.salad_bonus_second,
        "position_bonus_first": lambda: E.first_bonus,
        "position_bonus_second": lambda: E.second_bonus,
        "turn_limit": lambda: E.turn_limit,
        "round_limit": lambda: E.turn_limit // 2,
        "field_count": lambda: boards.SIZE,
        "goal_field": lambda: boards.SIZE - 1,
        "last_field": lambda: boards.SIZE - 2,
        "hedgehog_fields": lambda: _fixed("I"),
        "salad_fields": lambda: _fixed("L"),
        "hedgehog_count": lambda: _count("I"),
        "salad_field_count": lambda: _count("L"),
        "hare_field_count": lambda: _count("H"),
        "carrot_field_count": lambda: _count("C"),
        "position_1_count": lambda: _count("1"),
        "position_2_count": lambda: _count("2"),
    }),
}
