"""Numbers the engine knows, for `{{fact}}` placeholders in content texts.

Content never types a number the engine can compute: `{{start_carrots}}` becomes the
carrots a hare race starts with, `{{cost:5}}` the cost of 5 fields. A placeholder is
`{{name}}` or `{{name:argument}}`; the names are the game's own (`Game.facts`), and an
unknown name is a load error at the text's line.

    >>> from hare_rules.games import GAMES
    >>> game = next(g for g in GAMES.values() if "cost" in g.facts)
    >>> expand("{{cost:5}} carrots", game)
    '15 carrots'
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from typing import TypeVar

from hare_rules.core import FactError, Game

from .games import game_for
from .model import Game as ContentGame
from .model import Text

# An argument is ASCII letters, digits, `_`, `-` and `:` (`{{moves:fox:3}}`), and `.` and `@`
# for the premise placeholders of questions (`{{given:A.field}}`, `{{printed:@A.field}}`,
# refresher.premises); anything else (`{{cost:²}}`) is not a placeholder and is reported as a
# malformed one.
PLACEHOLDER = re.compile(r"\{\{\s*([a-z0-9_]+)\s*(?::\s*([A-Za-z0-9_:.@-]+)\s*)?\}\}")
# Premise placeholders (refresher.premises), resolved in questions before the facts.
PREMISE_NAMES = ("given", "then", "turn")
ONLY_IN_QUESTIONS = ("works only in a question's texts (question, explanation, choices), "
                     "where it reads the question's first scenario")
MAX_ARGUMENT = 40  # characters; no fact needs a longer argument
MAX_NUMBER = 999  # no fact needs a larger number (`{{cost_table:30000000}}` would take minutes)
_NUMBER = re.compile(r"\d+")

__all__ = ["FactError", "NumberRow", "expand", "numbers_table", "stray_braces",
           "unknown_message", "unknown_placeholders"]


def unknown_message(name: str, game: Game) -> str:
    """What to say about an unknown placeholder name: a close match, and the known names."""
    if name in PREMISE_NAMES:
        return f"{{{{{name}:...}}}} {ONLY_IN_QUESTIONS}"
    close = difflib.get_close_matches(name, list(game.facts), n=1)
    hint = f" (did you mean {{{{{close[0]}}}}}?)" if close else ""
    known = ", ".join(sorted(game.facts)) or "none"
    return f"unknown placeholder {{{{{name}}}}}{hint}: {game.id} knows {known}"


def unknown_placeholders(text: str, game: Game) -> list[str]:
    """Placeholder names in `text` that the game does not know."""
    return [m.group(1) for m in PLACEHOLDER.finditer(text) if m.group(1) not in game.facts]


def stray_braces(text: str) -> bool:
    """`{{` left over after removing well-formed placeholders: a typo such as `{{ cost 5}}`."""
    rest = PLACEHOLDER.sub("", text)
    return "{{" in rest or "}}" in rest


T = TypeVar("T", str, Text)


def engine(game: Game | ContentGame | str) -> Game:
    """The engine game of an id, a content game (its `edition`) or an engine game."""
    if isinstance(game, str):
        return game_for(game)
    if isinstance(game, ContentGame):
        return game_for(game.edition)
    return game


def expand(text: T, game: Game | ContentGame | str) -> T:
    """Fill every `{{fact}}` in `text` (a str or a Text) from the engine; idempotent.

    Raises FactError for an unknown name or a bad argument.
    """
    game = engine(game)
    if isinstance(text, Text):
        return text.model_copy(update={lang: expand(text.get(lang), game) for lang in ("de", "en")})

    def fill(match: re.Match[str]) -> str:
        name, arg = match.group(1), match.group(2)
        if name not in game.facts:
            raise FactError(unknown_message(name, game))
        if arg is not None and "@" in arg:
            raise FactError(f"{{{{{name}:{arg}}}}}: an argument from the scenario (@...) "
                            f"{ONLY_IN_QUESTIONS}")
        if arg is not None:
            check_argument(name, arg)
        try:
            return game.fact(name, arg)
        except FactError:
            raise
        except (ValueError, TypeError, KeyError, IndexError, ArithmeticError) as exc:
            raise FactError(f"{{{{{name}:{arg}}}}}: not an argument {game.id} can use "
                            f"({type(exc).__name__})") from None

    return PLACEHOLDER.sub(fill, text)


def check_argument(name: str, arg: str) -> None:
    """Bound a placeholder's argument before the game computes anything from it.

    >>> check_argument("cost_table", "30000000")
    Traceback (most recent call last):
    ...
    hare_rules.core.errors.FactError: {{cost_table:30000000}}: 30000000 is larger than 999: ...
    """
    if len(arg) > MAX_ARGUMENT:
        raise FactError(f"{{{{{name}:…}}}}: the argument is longer than {MAX_ARGUMENT} "
                        "characters")
    for number in _NUMBER.findall(arg):
        if int(number) > MAX_NUMBER:
            raise FactError(f"{{{{{name}:{arg}}}}}: {number} is larger than {MAX_NUMBER}: "
                            "no rule needs such a number")


@dataclass(frozen=True, slots=True)
class NumberRow:
    """One row of the numbers table: what, how much (engine numbers filled in), where."""

    rule_id: str
    label: Text
    value: Text
    pages: tuple[int, ...]


def numbers_table(game: ContentGame) -> list[NumberRow]:
    """Rows for the numbers section, from the rules of section `numbers` in file order.
    The loader has filled in the placeholders already."""
    return [
        NumberRow(rule.id, rule.title, rule.value or rule.text, rule.pages)
        for rule in game.rules_in("numbers")
    ]
