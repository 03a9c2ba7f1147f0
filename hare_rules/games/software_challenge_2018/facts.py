"""Numbers of edition `software-challenge-2018` for `{{placeholders}}` in content texts.

    >>> FACTS["goal_limit"](None), FACTS["round_limit"](None)
    ('10', '30')
"""

from __future__ import annotations

from hare_rules.core.protocol import Fact
from hare_rules.hare_race.facts import SEP, cost, cost_table
from hare_rules.hare_race.track import BACK_REFUND_PER_FIELD

from . import boards
from .actions import EXCHANGE_AMOUNT, TAKE_OR_DROP_VALUES
from .edition import SC2018 as E


def _fixed(code: str) -> str:
    return ", ".join(str(i) for i, c in sorted(boards.FIXED.items()) if c == code)


def cost_pairs(arg: str | None) -> str:
    """Fields and their cost side by side, for looking up at the table.

    >>> cost_pairs("4")
    '1→1 · 2→3 · 3→6 · 4→10'
    """
    n = int(arg) if arg else 10
    return SEP.join(f"{k}→{cost(str(k))}" for k in range(1, n + 1))


def _count(code: str) -> str:
    """How many fields of a kind every 2018 board has (fixed plus shuffled blocks)."""
    fixed = sum(c == code for c in boards.FIXED.values())
    return str(fixed + sum(codes.count(code) for _, codes in boards.BLOCKS))


FACTS: dict[str, Fact] = {
    "start_carrots": lambda a: str(E.start_carrots),
    "start_salads": lambda a: str(E.start_salads),
    "start_cards": lambda a: str(len(E.start_cards)),
    "cost": cost,
    "cost_table": cost_table,
    "cost_pairs": cost_pairs,
    "back_refund": lambda a: str(BACK_REFUND_PER_FIELD),
    "carrot_exchange": lambda a: str(EXCHANGE_AMOUNT),
    "take_or_drop": lambda a: str(E.take_or_drop),
    # "+20 · −20 · 0" with a true minus sign, like "±" beside it
    "take_or_drop_values": lambda a: SEP.join(f"{v:+d}".replace("-", "−") if v else "0"
                                              for v in TAKE_OR_DROP_VALUES),
    "goal_limit": lambda a: str(E.goal_max_carrots),
    "salad_payout_first": lambda a: str(E.salad_bonus_first),
    "salad_payout_second": lambda a: str(E.salad_bonus_second),
    "position_bonus_first": lambda a: str(E.first_bonus),
    "position_bonus_second": lambda a: str(E.second_bonus),
    "turn_limit": lambda a: str(E.turn_limit),
    "round_limit": lambda a: str(E.turn_limit // 2),
    "field_count": lambda a: str(boards.SIZE),
    "goal_field": lambda a: str(boards.SIZE - 1),
    "last_field": lambda a: str(boards.SIZE - 2),
    "hedgehog_fields": lambda a: _fixed("I"),
    "salad_fields": lambda a: _fixed("L"),
    "hedgehog_count": lambda a: _count("I"),
    "salad_field_count": lambda a: _count("L"),
    "hare_field_count": lambda a: _count("H"),
    "carrot_field_count": lambda a: _count("C"),
    "position_1_count": lambda a: _count("1"),
    "position_2_count": lambda a: _count("2"),
}
