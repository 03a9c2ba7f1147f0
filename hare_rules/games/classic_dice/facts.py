"""Numbers the engine knows, for `{{placeholders}}` in the content (quiz/hase-und-igel-dice).

    >>> FACTS["printed"]("10")
    '54'
    >>> FACTS["cost"]("4")
    '10'
"""

from __future__ import annotations

from collections.abc import Callable

from hare_rules.core import FactError
from hare_rules.hare_race.board import STANDARD_TRACK
from hare_rules.hare_race.facts import cost_table
from hare_rules.hare_race.race import goal_limit
from hare_rules.hare_race.track import Kind, forward_cost, max_affordable_distance

from . import setup
from .actions import RESULTS

GOAL = STANDARD_TRACK.goal


def printed_number(index: int) -> int:
    """The number printed on a race square counts down to the goal: 63 just after the start,
    1 just before the goal (跑向终点线); engine indices stay 0..64."""
    return GOAL - index


def _int_arg(arg: str | None, low: int, high: int, name: str) -> int:
    if arg is None or not arg.lstrip("-").isdigit():
        raise FactError(f"{{{{{name}:N}}}} needs a whole number {low}..{high}, got {arg!r}")
    value = int(arg)
    if not low <= value <= high:
        raise FactError(f"{{{{{name}:{arg}}}}}: the number must be {low}..{high}")
    return value


def _squares(kind: Kind) -> str:
    return ", ".join(str(i) for i in STANDARD_TRACK.indices_of(kind))


def _printed_squares(kind: Kind) -> str:
    return ", ".join(str(printed_number(i)) for i in STANDARD_TRACK.indices_of(kind))


def _no_arg(value: object) -> Callable[[str | None], str]:
    def fact(arg: str | None) -> str:
        if arg is not None:
            raise FactError(f"this placeholder takes no argument, got {arg!r}")
        return str(value)
    return fact


FACTS: dict[str, Callable[[str | None], str]] = {
    "box_pawns": _no_arg(setup.BOX_PAWNS),
    "box_lettuce_cards": _no_arg(setup.BOX_LETTUCE_CARDS),
    "box_carrot_cards": _no_arg(setup.BOX_CARROT_CARDS),
    "box_race_cards": _no_arg(setup.BOX_RACE_CARDS),
    "box_dice": _no_arg(setup.BOX_DICE),
    "start_carrots": _no_arg(setup.START_CARROTS),
    "start_carrots_large": _no_arg(setup.start_carrots(setup.LARGE_GAME_FROM)),
    "large_game_from": _no_arg(setup.LARGE_GAME_FROM),
    "extra_carrots_large": _no_arg(setup.EXTRA_CARROTS_LARGE_GAME),
    "start_lettuce": _no_arg(setup.START_LETTUCE),
    "two_pawn_carrots": _no_arg(setup.TWO_PAWN_CARROTS),
    "two_pawn_lettuce": _no_arg(setup.TWO_PAWN_LETTUCE),
    "min_players": _no_arg(setup.MIN_PLAYERS),
    "max_players": _no_arg(setup.MAX_PLAYERS),
    "podium_places": _no_arg(setup.PODIUM_PLACES),
    "carrot_exchange": _no_arg(setup.CARROT_EXCHANGE),
    "back_refund": _no_arg(setup.BACK_REFUND_PER_SQUARE),
    "payout_per_place": _no_arg(setup.PAYOUT_PER_PLACE),
    "eat_carrot_cost": _no_arg(setup.EAT_CARROT_COST),
    "die_results": _no_arg(len(RESULTS)),
    "goal_index": _no_arg(GOAL),
    "race_squares": _no_arg(GOAL - 1),
    "first_printed": _no_arg(printed_number(1)),
    "last_printed": _no_arg(printed_number(GOAL - 1)),
    "hare_squares": _no_arg(_squares(Kind.HARE)),
    "hare_squares_printed": _no_arg(_printed_squares(Kind.HARE)),
    "hedgehog_squares": _no_arg(_squares(Kind.HEDGEHOG)),
    "hedgehog_squares_printed": _no_arg(_printed_squares(Kind.HEDGEHOG)),
    "lettuce_squares": _no_arg(_squares(Kind.LETTUCE)),
    "lettuce_squares_printed": _no_arg(_printed_squares(Kind.LETTUCE)),
    "carrot_squares": _no_arg(_squares(Kind.CARROT)),
    "carrot_squares_printed": _no_arg(_printed_squares(Kind.CARROT)),
    "hare_count": _no_arg(len(STANDARD_TRACK.indices_of(Kind.HARE))),
    "printed": lambda arg: str(printed_number(_int_arg(arg, 1, GOAL - 1, "printed"))),
    "index_of_printed": lambda arg: str(GOAL - _int_arg(arg, 1, GOAL - 1, "index_of_printed")),
    "cost_table": cost_table,
    "cost": lambda arg: str(forward_cost(_int_arg(arg, 1, GOAL, "cost"))),
    "reach": lambda arg: str(max_affordable_distance(_int_arg(arg, 0, 100_000, "reach"))),
    "goal_limit": lambda arg: str(goal_limit(_int_arg(arg, 1, 6, "goal_limit"))),
    "refund": lambda arg: str(setup.BACK_REFUND_PER_SQUARE * _int_arg(arg, 1, GOAL, "refund")),
    "payout": lambda arg: str(setup.PAYOUT_PER_PLACE * _int_arg(arg, 1, 6, "payout")),
}
