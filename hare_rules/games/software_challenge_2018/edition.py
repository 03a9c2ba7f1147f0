"""The static facts of edition `software-challenge-2018`, as data.

Its numbers are the clauses' (`clauses.py`), read at each use: one source, so a clause that
`check --mutate` or a test switches is what the rules, the facts and the referee say.

    >>> SC2018.goal_max_carrots
    10
    >>> from .clauses import CLAUSES
    >>> with CLAUSES.broken("goal-max-carrots", "eleven"):
    ...     SC2018.goal_max_carrots
    11
"""

from __future__ import annotations

from dataclasses import dataclass

from hare_rules.games.software_challenge_2018 import clauses as c
from hare_rules.games.software_challenge_2018.actions import Card


@dataclass(frozen=True, slots=True)
class Edition:
    id: str
    start_cards: frozenset[Card]

    @property
    def start_carrots(self) -> int:
        return c.START_CARROTS.value

    @property
    def start_salads(self) -> int:
        return c.START_SALADS.value

    @property
    def goal_max_carrots(self) -> int:  # "höchstens 10 Karotten" - exactly 10 may enter
        return c.GOAL_MAX_CARROTS.value

    @property
    def turn_limit(self) -> int:  # 30 rounds of red and blue
        return c.TURN_LIMIT.value

    @property
    def first_bonus(self) -> int:  # on a position-1 field while first
        return c.POSITION_1_BONUS.value

    @property
    def second_bonus(self) -> int:  # on a position-2 field while second
        return c.POSITION_2_BONUS.value

    @property
    def salad_bonus_first(self) -> int:
        return c.SALAD_PAYOUT.value[0]

    @property
    def salad_bonus_second(self) -> int:
        return c.SALAD_PAYOUT.value[1]

    @property
    def take_or_drop(self) -> int:  # the carrot card's amount
        return c.TAKE_OR_DROP_AMOUNT.value

    @property
    def exchange(self) -> int:  # taken or given back on a carrot field
        return c.CARROT_EXCHANGE.value

    @property
    def back_refund(self) -> int:  # per field moved back to a hedgehog
        return c.BACK_REFUND_PER_FIELD.value


SC2018 = Edition(id="software-challenge-2018", start_cards=frozenset(Card))
