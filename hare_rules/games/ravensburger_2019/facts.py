"""Numbers of edition `ravensburger-2019` for `{{placeholders}}` in content texts.

Content never types a number the engine can compute: `{{start_carrots}}` is 68, `{{cost:5}}`
is 15, `{{lettuce_payout:3}}` is what place 3 receives.

    >>> FACTS["cost"]("5"), FACTS["goal_limit"]("2")
    ('15', '20')
"""

from __future__ import annotations

from hare_rules.core.protocol import Fact, FactError
from hare_rules.hare_race.facts import SEP, cost, cost_table, count_of, fields_of, int_arg

from . import clauses as c
from .cards import HARE_CARDS
from .edition import RAVENSBURGER_2019 as E


def _per_place(amount: int, name: str):
    return lambda arg: str(amount * int_arg(arg, name, 1))


def _goal_limits(arg: str | None) -> str:
    upto = int_arg(arg, "goal_limits", 3)
    return SEP.join(str(E.goal_limit_per_place * p) for p in range(1, upto + 1))


def _card_count(arg: str | None) -> str:
    if arg not in HARE_CARDS:
        known = ", ".join(sorted(HARE_CARDS))
        raise FactError(f"{{{{card_count:ID}}}}: unknown hare card {arg!r} (known: {known})")
    return str(HARE_CARDS[arg].count)


FACTS: dict[str, Fact] = {
    "start_carrots": lambda a: str(E.start_carrots(4)),
    "start_carrots_large": lambda a: str(E.start_carrots(6)),
    "extra_carrots_large": lambda a: str(E.start_carrots(6) - E.start_carrots(4)),
    "start_lettuce": lambda a: str(E.start_lettuce(4)),
    "cost": cost,
    "cost_table": cost_table,
    "back_refund": lambda a: str(E.back_refund_per_field),
    "carrot_exchange": lambda a: str(E.carrot_exchange),
    "lettuce_payout": _per_place(E.lettuce_payout_per_place, "lettuce_payout"),
    "position_payout": _per_place(E.position_payout_per_place, "position_payout"),
    "goal_limit": _per_place(E.goal_limit_per_place, "goal_limit"),
    "goal_limits": _goal_limits,
    "goal_field": lambda a: str(E.track.goal),
    "last_field": lambda a: str(E.track.goal - 1),
    "hedgehog_fields": lambda a: fields_of(E.track, "I"),
    "lettuce_fields": lambda a: fields_of(E.track, "L"),
    "hare_fields": lambda a: fields_of(E.track, "H"),
    "carrot_fields": lambda a: fields_of(E.track, "C"),
    "hedgehog_count": lambda a: count_of(E.track, "I"),
    "lettuce_field_count": lambda a: count_of(E.track, "L"),
    "hare_field_count": lambda a: count_of(E.track, "H"),
    "hare_rest_payout": lambda a: str(E.hare_rest_payout),  # variant no-hare-cards
    "hare_passing_fee": lambda a: str(E.hare_passing_fee),  # variant no-hare-cards
    "deck_size": lambda a: str(len(E.deck)),
    "card_kinds": lambda a: str(len(set(E.deck))),
    "card_count": _card_count,
    # The hare cards' own numbers (p. 3): the rules' values, not a mutation's.
    "restore_amount": lambda a: str(c.RESTORE_AMOUNT.correct),
    "shuffle_take": lambda a: str(c.SHUFFLE_TAKES.correct),
    "card_gift": lambda a: str(HARE_CARDS["give-10-behind"].amount),
    "lettuce_bonus": lambda a: str(c.LETTUCE_BONUS_PER_LETTUCE.correct),
}
