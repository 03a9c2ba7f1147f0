"""Numbers of edition `ravensburger-2019` for `{{placeholders}}` in content texts.

Content never types a number the engine can compute: `{{start_carrots}}` is 68, `{{cost:5}}`
is 15, `{{lettuce_payout:3}}` is what place 3 receives.

    >>> FACTS["cost"]("5"), FACTS["goal_limit"]("2"), FACTS["back_refund"]("2")
    ('15', '20', '20')
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from hare_rules.core.protocol import Fact, FactError, fixed_facts
from hare_rules.hare_race.facts import SEP, cost, cost_table, count_of, fields_of, int_arg
from hare_rules.hare_race.track import Kind

from . import clauses as c
from .cards import HARE_CARDS
from .edition import RAVENSBURGER_2019 as E
from .rules import per_place


def _per_place(amount: Callable[[], int | None], name: str) -> Fact:
    """`{{name}}` for place (or field) 1, `{{name:3}}` for 3; the amount read at each use."""
    return lambda arg: str(per_place(amount(), int_arg(arg, name, 1)))


def _goal_limits(arg: str | None) -> str:
    upto = int_arg(arg, "goal_limits", 3)
    return SEP.join(str(per_place(E.goal_limit_per_place, p)) for p in range(1, upto + 1))


def _card_count(arg: str | None) -> str:
    if arg not in HARE_CARDS:
        known = ", ".join(sorted(HARE_CARDS))
        raise FactError(f"{{{{card_count:ID}}}}: unknown hare card {arg!r} (known: {known})")
    return str(HARE_CARDS[arg].count)


def _position_fields(arg: str | None) -> str:
    """`{{position_fields:156}}`: the position fields printed with these places (p. 4)."""
    found = [i for i, f in enumerate(E.track.fields)
             if f.kind is Kind.POSITION and f.code == (arg or "")]
    if not found:
        codes = sorted({f.code for f in E.track.fields if f.kind is Kind.POSITION})
        raise FactError(f"{{{{position_fields:PLACES}}}}: no position field {arg!r} "
                        f"(known: {', '.join(codes)})")
    return ", ".join(map(str, found))


FACTS: dict[str, Fact] = {
    "cost": partial(cost, price=c.FORWARD_COST),
    "cost_table": partial(cost_table, price=c.FORWARD_COST),
    # `{{back_refund}}` per field, `{{back_refund:2}}` for a move of 2 fields back (p. 3).
    "back_refund": _per_place(lambda: E.back_refund_per_field, "back_refund"),
    "lettuce_payout": _per_place(lambda: E.lettuce_payout_per_place, "lettuce_payout"),
    "position_payout": _per_place(lambda: E.position_payout_per_place, "position_payout"),
    "goal_limit": _per_place(lambda: E.goal_limit_per_place, "goal_limit"),
    "goal_limits": _goal_limits,
    "position_fields": _position_fields,
    "card_count": _card_count,
    **fixed_facts({
        "start_carrots": lambda: E.start_carrots(4),
        "start_carrots_large": lambda: E.start_carrots(6),
        "extra_carrots_large": lambda: E.start_carrots(6) - E.start_carrots(4),
        "start_lettuce": lambda: E.start_lettuce(4),
        "carrot_exchange": lambda: E.carrot_exchange,
        "goal_field": lambda: E.track.goal,
        "last_field": lambda: E.track.goal - 1,
        "hedgehog_fields": lambda: fields_of(E.track, "I"),
        "lettuce_fields": lambda: fields_of(E.track, "L"),
        "hare_fields": lambda: fields_of(E.track, "H"),
        "carrot_fields": lambda: fields_of(E.track, "C"),
        "hedgehog_count": lambda: count_of(E.track, "I"),
        "lettuce_field_count": lambda: count_of(E.track, "L"),
        "hare_field_count": lambda: count_of(E.track, "H"),
        # variant no-hare-cards:
        "hare_rest_payout": lambda: E.hare_rest_payout,
        "hare_passing_fee": lambda: E.hare_passing_fee,
        "deck_size": lambda: len(E.deck),
        "card_kinds": lambda: len(set(E.deck)),
        # The hare cards' own numbers (p. 3), their clauses' like every other number.
        "restore_amount": lambda: c.RESTORE_AMOUNT.value,
        "shuffle_take": lambda: c.SHUFFLE_TAKES.value,
        "card_gift": lambda: c.GIVE_BEHIND_AMOUNT.value,
        "lettuce_bonus": lambda: c.LETTUCE_BONUS_PER_LETTUCE.value,
    }),
}
