"""Numbers the engine knows, for `{{fact}}` placeholders in content texts.

Content never types a number the engine can compute: `{{start_carrots}}` becomes 68 for
`ravensburger-2019`, `{{cost:5}}` becomes 15.  A placeholder is `{{name}}` or
`{{name:argument}}`; an unknown name is a load error at the text's line.  Each edition has
its own table (`FACTS_BY_EDITION`): a name means the same thing wherever two editions share
it, and a name the game's edition does not have is reported like a typo.

    >>> expand("Start with {{start_carrots}} carrots.", "ravensburger-2019")   # doctest: +SKIP
    'Start with 68 carrots.'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

import hare_rules as hr
from hare_rules.hare_race.track import BACK_REFUND_PER_FIELD
from hare_rules.games.software_challenge_2018 import boards as sc2018_boards
from hare_rules.games.software_challenge_2018.actions import EXCHANGE_AMOUNT as SC2018_EXCHANGE
from hare_rules.games.software_challenge_2018.actions import TAKE_OR_DROP_VALUES

from .editions import EditionAdapter, adapter_for
from .model import Game, Text

PLACEHOLDER = re.compile(r"\{\{\s*([a-z0-9_]+)\s*(?::\s*([^}\s]+)\s*)?\}\}")
SEP = " · "  # between numbers in a list; reads the same in German and English


class FactError(ValueError):
    """A placeholder that cannot be filled in (unknown name, bad argument)."""


def _int_arg(arg: str | None, name: str) -> int:
    if arg is None or not arg.isdigit():
        raise FactError(f"{{{{{name}:N}}}} needs a whole number N, e.g. {{{{{name}:3}}}}")
    return int(arg)


def _place(arg: str | None, name: str) -> int:
    return 1 if arg is None else _int_arg(arg, name)


def _fields(edition: Any, code: str) -> str:
    kind = hr.Kind(code)
    return ", ".join(str(i) for i in edition.track.indices_of(kind))


def _count(edition: Any, code: str) -> str:
    return str(len(edition.track.indices_of(hr.Kind(code))))


def _cost_table(edition: Any, arg: str | None) -> str:
    upto = 10 if arg is None else _int_arg(arg, "cost_table")
    return SEP.join(str(hr.forward_cost(n)) for n in range(1, upto + 1))


def _goal_limits(edition: Any, arg: str | None) -> str:
    upto = 3 if arg is None else _int_arg(arg, "goal_limits")
    return SEP.join(str(edition.goal_limit_per_place * p) for p in range(1, upto + 1))


def _card(edition: Any, arg: str | None) -> str:
    if arg not in hr.HARE_CARDS:
        known = ", ".join(sorted(hr.HARE_CARDS))
        raise FactError(f"{{{{card_count:ID}}}}: unknown hare card {arg!r} (known: {known})")
    return str(hr.HARE_CARDS[arg].count)


Fact = Callable[[Any, str | None], str]

# name -> how to compute it from an engine Edition (and the optional argument)
RAVENSBURGER_FACTS: dict[str, Fact] = {
    "start_carrots": lambda e, a: str(e.start_carrots(4)),
    "start_carrots_large": lambda e, a: str(e.start_carrots(6)),
    "extra_carrots_large": lambda e, a: str(e.start_carrots(6) - e.start_carrots(4)),
    "start_lettuce": lambda e, a: str(e.start_lettuce(4)),
    "cost": lambda e, a: str(hr.forward_cost(_int_arg(a, "cost"))),
    "cost_table": _cost_table,
    "back_refund": lambda e, a: str(e.back_refund_per_field),
    "carrot_exchange": lambda e, a: str(e.carrot_exchange),
    # {{lettuce_payout}} = per place; {{lettuce_payout:3}} = what place 3 receives
    "lettuce_payout": lambda e, a: str(e.lettuce_payout_per_place * _place(a, "lettuce_payout")),
    "position_payout": lambda e, a: str(e.position_payout_per_place * _place(a, "position_payout")),
    "goal_limit": lambda e, a: str(
        e.goal_limit_per_place * (1 if a is None else _int_arg(a, "goal_limit"))
    ),
    "goal_limits": _goal_limits,
    "goal_field": lambda e, a: str(e.track.goal),
    "last_field": lambda e, a: str(e.track.goal - 1),
    "hedgehog_fields": lambda e, a: _fields(e, "I"),
    "lettuce_fields": lambda e, a: _fields(e, "L"),
    "hare_fields": lambda e, a: _fields(e, "H"),
    "carrot_fields": lambda e, a: _fields(e, "C"),
    "hedgehog_count": lambda e, a: _count(e, "I"),
    "lettuce_field_count": lambda e, a: _count(e, "L"),
    "hare_field_count": lambda e, a: _count(e, "H"),
    "hare_rest_payout": lambda e, a: str(e.hare_rest_payout),  # variant no-hare-cards
    "hare_passing_fee": lambda e, a: str(e.hare_passing_fee),  # variant no-hare-cards
    "deck_size": lambda e, a: str(len(e.deck)),
    "card_kinds": lambda e, a: str(len(set(e.deck))),
    "card_count": _card,
}


def _sc_fixed(code: str) -> str:
    return ", ".join(str(i) for i, c in sorted(sc2018_boards.FIXED.items()) if c == code)


def _sc_count(code: str) -> str:
    """How many fields of a kind every 2018 board has (fixed plus shuffled blocks)."""
    fixed = sum(c == code for c in sc2018_boards.FIXED.values())
    return str(fixed + sum(codes.count(code) for _, codes in sc2018_boards.BLOCKS))


# software-challenge-2018: the engine's edition data is `hare_rules.games.software_challenge_2018.edition.SC2018`.
SC2018_FACTS: dict[str, Fact] = {
    "start_carrots": lambda e, a: str(e.start_carrots),
    "start_salads": lambda e, a: str(e.start_salads),
    "start_cards": lambda e, a: str(len(e.start_cards)),
    "cost": lambda e, a: str(hr.forward_cost(_int_arg(a, "cost"))),
    "cost_table": _cost_table,
    "back_refund": lambda e, a: str(BACK_REFUND_PER_FIELD),
    "carrot_exchange": lambda e, a: str(SC2018_EXCHANGE),
    "take_or_drop": lambda e, a: str(e.take_or_drop),
    "take_or_drop_values": lambda e, a: SEP.join(
        f"{v:+d}" if v else "0" for v in TAKE_OR_DROP_VALUES
    ),
    "goal_limit": lambda e, a: str(e.goal_max_carrots),
    "salad_payout_first": lambda e, a: str(e.salad_bonus_first),
    "salad_payout_second": lambda e, a: str(e.salad_bonus_second),
    "position_bonus_first": lambda e, a: str(e.first_bonus),
    "position_bonus_second": lambda e, a: str(e.second_bonus),
    "turn_limit": lambda e, a: str(e.turn_limit),
    "round_limit": lambda e, a: str(e.turn_limit // 2),
    "field_count": lambda e, a: str(sc2018_boards.SIZE),
    "goal_field": lambda e, a: str(sc2018_boards.SIZE - 1),
    "last_field": lambda e, a: str(sc2018_boards.SIZE - 2),
    "hedgehog_fields": lambda e, a: _sc_fixed("I"),
    "salad_fields": lambda e, a: _sc_fixed("L"),
    "hedgehog_count": lambda e, a: _sc_count("I"),
    "salad_field_count": lambda e, a: _sc_count("L"),
    "hare_field_count": lambda e, a: _sc_count("H"),
    "carrot_field_count": lambda e, a: _sc_count("C"),
    "position_1_count": lambda e, a: _sc_count("1"),
    "position_2_count": lambda e, a: _sc_count("2"),
}

FACTS_BY_EDITION: dict[str, dict[str, Fact]] = {
    edition_id: RAVENSBURGER_FACTS for edition_id in hr.EDITIONS
} | {"software-challenge-2018": SC2018_FACTS}
TABLE_NAMES = {"software-challenge-2018": "SC2018_FACTS"}  # default: RAVENSBURGER_FACTS
# Every name of every edition (used when a game's edition is unknown).
FACTS: dict[str, Fact] = {
    name: fact for table in FACTS_BY_EDITION.values() for name, fact in table.items()
}


def _table(edition: EditionAdapter | Game | str | Any | None) -> dict[str, Fact]:
    if edition is None:
        return FACTS
    return FACTS_BY_EDITION[adapter_for(edition).id]


def unknown_message(name: str, edition: EditionAdapter | Game | str | Any | None = None) -> str:
    """What to say about an unknown placeholder name: a close match, and where the list is."""
    import difflib

    table = _table(edition)
    close = difflib.get_close_matches(name, list(table), n=1)
    hint = f" (did you mean {{{{{close[0]}}}}}?)" if close else ""
    where = (
        "FACTS"
        if edition is None
        else TABLE_NAMES.get(adapter_for(edition).id, "RAVENSBURGER_FACTS")
    )
    if edition is not None and name in FACTS:
        hint = f" (this edition has no {{{{{name}}}}})" + hint
    return (
        f"unknown placeholder {{{{{name}}}}}{hint}: use a name from {where} in refresher/facts.py"
    )


def unknown_placeholders(
    text: str, edition: EditionAdapter | Game | str | Any | None = None
) -> list[str]:
    """Placeholder names in `text` that the edition's table (or no table) knows."""
    table = _table(edition)
    return [m.group(1) for m in PLACEHOLDER.finditer(text) if m.group(1) not in table]


def stray_braces(text: str) -> bool:
    """`{{` left over after removing well-formed placeholders: a typo such as `{{ cost 5}}`."""
    return "{{" in PLACEHOLDER.sub("", text) or "}}" in PLACEHOLDER.sub("", text)


T = TypeVar("T", str, Text)


def expand(text: T, game_or_edition: Game | str | Any) -> T:
    """Fill every `{{fact}}` in `text` (a str or a Text) from the engine; idempotent.

    Raises FactError for an unknown name or a bad argument.
    """
    if isinstance(text, Text):
        return text.model_copy(
            update={lang: expand(text.get(lang), game_or_edition) for lang in ("de", "en")}
        )
    adapter = adapter_for(game_or_edition)
    table, edition = FACTS_BY_EDITION[adapter.id], adapter.data

    def fill(match: re.Match[str]) -> str:
        name, arg = match.group(1), match.group(2)
        if name not in table:
            raise FactError(unknown_message(name, adapter))
        return table[name](edition, arg)

    return PLACEHOLDER.sub(fill, text)


@dataclass(frozen=True, slots=True)
class NumberRow:
    """One row of the numbers table: what, how much (engine numbers filled in), where."""

    rule_id: str
    label: Text
    value: Text
    pages: tuple[int, ...]


def numbers_table(game: Game) -> list[NumberRow]:
    """Rows for the numbers section, from the rules of section `numbers` in file order."""
    return [
        NumberRow(rule.id, rule.title, expand(rule.value or rule.text, game), rule.pages)
        for rule in game.rules_in("numbers")
    ]
