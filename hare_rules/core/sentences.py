"""Sentences with the values filled in, in German and English, whole and typed.

A sentence table maps a code to its templates: `(German, English)`, or
`(German, English, German to "du", English to "you")` where the sentence is about a player
and a question may speak to that player. Templates are `str.format` strings with one
extension: a field whose format spec holds a `|` picks a word form by the value, so a count
of 1 reads in the singular:

    >>> render("Du brauchst {needed:#Karotte|Karotten}.", "de", needed=1)
    'Du brauchst 1 Karotte.'
    >>> render("You need {needed:#carrot|carrots} for {n:#field|fields}.", "en", needed=15, n=5)
    'You need 15 carrots for 5 fields.'
    >>> render("{n:Spieler|Spielern} hinter dir", "de", n=2)   # without '#': the word alone
    'Spielern hinter dir'
    >>> render("{n:Die eine Karte wird|Alle {n} Karten werden} gemischt.", "de", n=1)
    'Die eine Karte wird gemischt.'

Values are typed: a number, a plain name (`"A"`, field numbers), `Text` (a move, a card, a
die result: a phrase the game wrote in both languages) or `Listing` (several values with real
list grammar). The table renders them; nobody rewrites a sentence afterwards.

    >>> render("{who} {who:zahlt|zahlen}.", "de", who=Listing(("B", "C")))
    'B und C zahlen.'
    >>> render("{what}", "en", what=Listing((Text("eat", "eat"), Text("back", "move back")),
    ...                                       "or"))
    'eat or move back'

`Reason` (why an action is illegal) and `Effect` (what an action did) are the same for every
game; each game brings its own table.

    >>> table = {"too_far": ("{n:#Feld|Felder} zu weit.", "{n:#field|fields} too far.")}
    >>> Reason.from_table(table, "too_far", n=1).en
    '1 field too far.'
    >>> table = {"pays": ("{who} zahlt {amount}.", "{who} pays {amount}.",
    ...                   "Du zahlst {amount}.", "You pay {amount}.")}
    >>> paid = Effect.from_table(table, "pays", "A", -3, who="A")
    >>> paid.message("de"), paid.message("de", you="A"), paid.message("en", you="B")
    ('A zahlt 3.', 'Du zahlst 3.', 'A pays 3.')
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

Templates = Mapping[str, tuple[str, ...]]
LANGS = ("de", "en")


@dataclass(frozen=True, slots=True)
class Text:
    """A text in both languages: a move, a card, a die result the game names, or an error's
    sentence."""

    de: str
    en: str

    def get(self, lang: str) -> str:
        return self.de if lang == "de" else self.en


AND, OR = "and", "or"
_JOIN = {("de", AND): "und", ("de", OR): "oder", ("en", AND): "and", ("en", OR): "or"}


@dataclass(frozen=True, slots=True)
class Listing:
    """Several values as a list a reader writes: "B", "B und C", "B, C und D".

    A `|` format spec picks its word form by the number of items ("{who:zahlt|zahlen}")."""

    items: tuple[object, ...]
    conjunction: str = AND

    def get(self, lang: str) -> str:
        words = [str(say(item, lang)) for item in self.items]
        if len(words) <= 1:
            return "".join(words)
        return f"{', '.join(words[:-1])} {_JOIN[lang, self.conjunction]} {words[-1]}"

    def __len__(self) -> int:
        return len(self.items)


def say(value: object, lang: str) -> object:
    """A value in `lang`: `Text` and `Listing` become text, anything else stays."""
    return value.get(lang) if isinstance(value, (Text, Listing)) else value


class _Formatter(string.Formatter):
    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: object, format_spec: str) -> str:
        if "|" not in format_spec:
            return super().format_field(say(value, self.lang), format_spec)
        with_number = format_spec.startswith("#")
        one, other = format_spec.lstrip("#").split("|", 1)
        count = len(value) if isinstance(value, Listing) else value
        word = one if count == 1 else other
        return f"{say(value, self.lang)} {word}" if with_number else word


_FORMATTERS = {lang: _Formatter(lang) for lang in LANGS}


def render(template: str, lang: str = "en", /, **values: object) -> str:
    """Fill a template in `lang`; `{n:#one|other}` gives the number and its word form."""
    return _FORMATTERS["de" if lang == "de" else "en"].vformat(template, (), values)


def template_for(pair: tuple[str, ...], lang: str, you: bool) -> str:
    """The template of `lang`, in the second person where asked for and written."""
    index = 0 if lang == "de" else 1
    if you and len(pair) == 4:
        index += 2
    return pair[index]


def check_table(templates: Templates, name: str) -> None:
    """Raise ValueError if an entry of the table is not (de, en) or (de, en, de-du, en-you)
    strings."""
    for code, pair in templates.items():
        if len(pair) not in (2, 4) or not all(isinstance(t, str) for t in pair):
            raise ValueError(f"{name}: {code!r} needs (German, English) templates, or "
                             f"(German, English, German to 'du', English to 'you')")


@dataclass(frozen=True, slots=True)
class Reason:
    """Why an action is illegal: a stable code and its sentences, formatted when read (so a
    move generator can reject thousands of candidates cheaply).

    `subject` is the player the sentence is about (the one who may not act); where the table
    has second-person templates, `message(lang, you=subject)` speaks to that player."""

    code: str
    params: tuple[tuple[str, object], ...] = ()
    templates: Templates = field(default_factory=dict, compare=False, hash=False, repr=False)
    subject: str = ""

    @classmethod
    def from_table(cls, templates: Templates, code: str, *, subject: str = "",
                   **params: object) -> Reason:
        if code not in templates:
            raise KeyError(f"unknown reason code {code!r}")
        return cls(code, tuple(params.items()), templates, subject)

    def param(self, key: str, default: object = None) -> object:
        return dict(self.params).get(key, default)

    def message(self, lang: str, you: str | None = None) -> str:
        you_form = bool(you) and you == self.subject
        return render(template_for(self.templates[self.code], lang, you_form), lang,
                      **dict(self.params))

    @property
    def de(self) -> str:
        return self.message("de")

    @property
    def en(self) -> str:
        return self.message("en")

    def __str__(self) -> str:
        return f"{self.code}: {self.en}"


@dataclass(frozen=True, slots=True)
class Effect:
    """One thing an action did, as data: its kind, whom it concerns, the signed change of
    that player's main number (carrots, points, steps: the game says which), and details.

    `{player}` and `{amount}` (the absolute change) are always available to the templates;
    `message(lang, you=player)` speaks to that player where the table says how."""

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

    @property
    def subject(self) -> str:
        return self.player

    def detail(self, key: str, default: object = None) -> Any:  # a value of any kind
        return dict(self.details).get(key, default)

    def _values(self) -> dict[str, object]:
        return {"player": self.player, "amount": abs(self.change), **dict(self.details)}

    def message(self, lang: str, you: str | None = None) -> str:
        you_form = bool(you) and you == self.player
        return render(template_for(self.templates[self.kind], lang, you_form), lang,
                      **self._values())

    @property
    def de(self) -> str:
        return self.message("de")

    @property
    def en(self) -> str:
        return self.message("en")

    def __str__(self) -> str:
        return self.en
