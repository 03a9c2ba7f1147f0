"""Sentences with the numbers filled in, in German and English, with real plural forms.

A sentence table maps a code to a (German, English) template pair. Templates are
`str.format` strings with one extension: a field whose format spec holds a `|` picks a word
form by the value, so a count of 1 reads in the singular:

    >>> render("Du brauchst {needed:#Karotte|Karotten}.", needed=1)
    'Du brauchst 1 Karotte.'
    >>> render("You need {needed:#carrot|carrots} for {n:#field|fields}.", needed=15, n=5)
    'You need 15 carrots for 5 fields.'
    >>> render("{n:Spieler|Spielern} hinter dir", n=2)   # without '#': the word alone
    'Spielern hinter dir'

`Reason` (why an action is illegal) and `Effect` (what an action did) are the same for every
game; each game brings its own table.

    >>> table = {"too_far": ("{n:#Feld|Felder} zu weit.", "{n:#field|fields} too far.")}
    >>> Reason.from_table(table, "too_far", n=1).en
    '1 field too far.'
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from dataclasses import dataclass, field

Templates = Mapping[str, tuple[str, str]]


class _PluralFormatter(string.Formatter):
    def format_field(self, value: object, format_spec: str) -> str:
        if "|" not in format_spec:
            return super().format_field(value, format_spec)
        with_number = format_spec.startswith("#")
        one, other = format_spec.lstrip("#").split("|", 1)
        word = one if value == 1 else other
        return f"{value} {word}" if with_number else word


_FORMATTER = _PluralFormatter()


def render(template: str, **values: object) -> str:
    """Fill a template; `{n:#one|other}` gives the number and its word form."""
    return _FORMATTER.vformat(template, (), values)


def check_table(templates: Templates, name: str) -> None:
    """Raise ValueError if a template of the table is not a (de, en) pair of strings."""
    for code, pair in templates.items():
        if len(pair) != 2 or not all(isinstance(t, str) for t in pair):
            raise ValueError(f"{name}: {code!r} needs a (German, English) pair of templates")


@dataclass(frozen=True, slots=True)
class Reason:
    """Why an action is illegal: a stable code and its sentences, formatted when read (so a
    move generator can reject thousands of candidates cheaply)."""

    code: str
    params: tuple[tuple[str, object], ...] = ()
    templates: Templates = field(default_factory=dict, compare=False, hash=False, repr=False)

    @classmethod
    def from_table(cls, templates: Templates, code: str, **params: object) -> Reason:
        if code not in templates:
            raise KeyError(f"unknown reason code {code!r}")
        return cls(code, tuple(params.items()), templates)

    @property
    def de(self) -> str:
        return render(self.templates[self.code][0], **dict(self.params))

    @property
    def en(self) -> str:
        return render(self.templates[self.code][1], **dict(self.params))

    def message(self, lang: str) -> str:
        return self.de if lang == "de" else self.en

    def __str__(self) -> str:
        return f"{self.code}: {self.en}"


@dataclass(frozen=True, slots=True)
class Effect:
    """One thing an action did, as data: its kind, whom it concerns, the signed change of
    that player's main number (carrots, points, steps: the game says which), and details.

    `{player}` and `{amount}` (the absolute change) are always available to the templates."""

    kind: str
    player: str
    change: int = 0
    details: tuple[tuple[str, object], ...] = ()
    templates: Templates = field(default_factory=dict, compare=False, hash=False, repr=False)

    @classmethod
    def from_table(
        cls, templates: Templates, kind: str, player: str = "", change: int = 0, **details: object
    ) -> Effect:
        if kind not in templates:
            raise KeyError(f"unknown effect kind {kind!r}")
        return cls(kind, player, change, tuple(details.items()), templates)

    @property
    def carrots(self) -> int:
        """The change, named as the hare races name it."""
        return self.change

    def detail(self, key: str, default: object = None) -> object:
        return dict(self.details).get(key, default)

    def _values(self) -> dict[str, object]:
        return {"player": self.player, "amount": abs(self.change), **dict(self.details)}

    @property
    def de(self) -> str:
        return render(self.templates[self.kind][0], **self._values())

    @property
    def en(self) -> str:
        return render(self.templates[self.kind][1], **self._values())

    def message(self, lang: str) -> str:
        return self.de if lang == "de" else self.en

    def __str__(self) -> str:
        return self.en
