"""Numbers the engine knows, for `{{placeholders}}` in the content (quiz/hase-und-igel-dice).

    >>> FACTS["printed"]("10")
    '54'
    >>> FACTS["cost"]("4")
    '10'
"""

from __future__ import annotations

from functools import partial

from hare_rules.core import Fact, FactError, fixed_facts
from hare_rules.hare_race.board import STANDARD_TRACK
from hare_rules.hare_race.facts import cost_table
from hare_rules.hare_race.race import goal_limit
from hare_rules.hare_race.track import Kind, max_affordable_distance

from . import clauses as rule
from . import setup
from .actions import RESULTS

GOAL = STANDARD_TRACK.goal


def printed_number(index: int) -> int:
    """The number printed on a race square counts down to the goal: 63 just after the start,
    1 just before the goal (跑向终点线); engine indices stay 0..64. Its clause's."""
    return rule.PRINTED_NUMBER(index, GOAL)


def index_of_printed(printed: int) -> int:
    """The engine index of the race square with this printed number."""
    return next(i for i in range(1, GOAL) if printed_number(i) == printed)


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


FACTS: dict[str, Fact] = {
    **fixed_facts({
        "box_pawns": lambda: setup.BOX_PAWNS,
        "box_lettuce_cards": lambda: setup.BOX_LETTUCE_CARDS,
        "box_carrot_cards": lambda: setup.BOX_CARROT_CARDS,
        "box_race_cards": lambda: setup.BOX_RACE_CARDS,
        "box_dice": lambda: setup.BOX_DICE,
        "carrot_card_values": lambda: " · ".join(str(v) for v in setup.CARROT_CARDS),
        "start_hand": lambda: " + ".join(str(v) for v in setup.START_HAND),
        "extra_card_large": lambda: setup.EXTRA_CARD_LARGE_GAME,
        # The amounts are the clauses' (`clauses.py`), read at each use.
        "start_carrots": lambda: rule.START_CARROTS.value,
        "start_carrots_large": lambda: setup.start_carrots(rule.LARGE_GAME_FROM.value),
        "large_game_from": lambda: rule.LARGE_GAME_FROM.value,
        "extra_carrots_large": lambda: rule.EXTRA_CARROTS_LARGE_GAME.value,
        "start_lettuce": lambda: rule.START_LETTUCE.value,
        "two_pawn_carrots": lambda: rule.TWO_PAWN_CARROTS.value,
        "two_pawn_lettuce": lambda: rule.TWO_PAWN_LETTUCE.value,
        "min_players": lambda: setup.MIN_PLAYERS,
        "max_players": lambda: setup.MAX_PLAYERS,
        "podium_places": lambda: setup.PODIUM_PLACES,
        "carrot_exchange": lambda: rule.CARROT_EXCHANGE.value,
        "back_refund": lambda: rule.BACK_REFUND_PER_FIELD.value,
        "payout_per_place": lambda: rule.PAYOUT_PER_PLACE.value,
        "eat_carrot_cost": lambda: rule.EAT_CARROT_COST.value,
        "die_results": lambda: len(RESULTS),
        "goal_index": lambda: GOAL,
        "race_squares": lambda: GOAL - 1,
        "first_printed": lambda: printed_number(1),
        "last_printed": lambda: printed_number(GOAL - 1),
        "hare_squares": lambda: _squares(Kind.HARE),
        "hare_squares_printed": lambda: _printed_squares(Kind.HARE),
        "hedgehog_squares": lambda: _squares(Kind.HEDGEHOG),
        "hedgehog_squares_printed": lambda: _printed_squares(Kind.HEDGEHOG),
        "lettuce_squares": lambda: _squares(Kind.LETTUCE),
        "lettuce_squares_printed": lambda: _printed_squares(Kind.LETTUCE),
        "carrot_squares": lambda: _squares(Kind.CARROT),
        "carrot_squares_printed": lambda: _printed_squares(Kind.CARROT),
        "hare_count": lambda: len(STANDARD_TRACK.indices_of(Kind.HARE)),
    }),
    "printed": lambda arg: str(printed_number(_int_arg(arg, 1, GOAL - 1, "printed"))),
    "index_of_printed": lambda arg: str(index_of_printed(_int_arg(arg, 1, GOAL - 1,
                                                                  "index_of_printed"))),
    "cost_table": partial(cost_table, price=rule.FORWARD_COST),
    "cost": lambda arg: str(rule.FORWARD_COST(_int_arg(arg, 1, GOAL, "cost"))),
    "reach": lambda arg: str(max_affordable_distance(_int_arg(arg, 0, 100_000, "reach"))),
    "goal_limit": lambda arg: str(goal_limit(_int_arg(arg, 1, 6, "goal_limit"),
                                             rule.GOAL_LIMIT_PER_PLACE.value)),
    "refund": lambda arg: str(rule.BACK_REFUND_PER_FIELD.value
                              * _int_arg(arg, 1, GOAL, "refund")),
    "payout": lambda arg: str(rule.PAYOUT_PER_PLACE.value * _int_arg(arg, 1, 6, "payout")),
}
