"""The static facts of edition `software-challenge-2018`, as data."""

from __future__ import annotations

from dataclasses import dataclass

from hare_rules.games.software_challenge_2018.actions import Card


@dataclass(frozen=True, slots=True)
class Edition:
    id: str
    start_carrots: int
    start_salads: int
    start_cards: frozenset[Card]
    goal_max_carrots: int  # "höchstens 10 Karotten" - exactly 10 may enter
    turn_limit: int  # 30 rounds of red and blue
    first_bonus: int  # on a position-1 field while first
    second_bonus: int  # on a position-2 field while second
    salad_bonus_first: int
    salad_bonus_second: int
    take_or_drop: int  # the carrot card's amount
    exchange: int  # taken or given back on a carrot field
    back_refund: int  # per field moved back to a hedgehog


SC2018 = Edition(
    id="software-challenge-2018",
    start_carrots=68,
    start_salads=5,
    start_cards=frozenset(Card),
    goal_max_carrots=10,
    turn_limit=60,
    first_bonus=10,
    second_bonus=30,
    salad_bonus_first=10,
    salad_bonus_second=30,
    take_or_drop=20,
    exchange=10,
    back_refund=10,
)
