"""Premises from the scenario: the numbers a question states about its situation come from
its first scenario (the situation), never typed a second time.

In a question's texts (`question`, `explanation`, every choice's `text`, both languages):

- `{{given:PATH}}` - a number of the situation's `given`, e.g. `{{given:A.carrots}}`,
  `{{given:played.lamb}}`, `{{given:A.pawns.1}}`. PATH is dot-separated: a key of `given`
  or a player's name (its `name`, else A, B, C... by seat; or the key of a `players`
  mapping), then keys or 0-based list positions;
- `{{then:PATH}}` - a number the situation's `then` claims (so the engine has checked it),
  e.g. `{{then:place.A}}` or `{{then:A.place}}` (a player's name stands for `players.NAME`);
- `{{fact:@PATH}}` - a fact of the game whose argument is a number of `given`, e.g.
  `{{printed:@A.field}}` (a derived number, computed by the game);
- `{{turn:N}}` - the number N as the turn itself states it, for a number that is not a
  premise but happens to equal one: the size of the move played or offered (`+3`,
  "3 Fuchskarten spielen"). N must occur in a turn of the situation's `when` or a choice's
  move (for a choice's own text: in its move), as written or in the game's own words.

The loader resolves them before the fact placeholders (`refresher.facts`), so the model's
texts are plain and every page shows the scenario's numbers in both languages. An unknown
path is a `path:line: message` problem.

The rule sticks through `premise_problems`: a number typed into a question's text that
equals a number of its situation's `given` is reported with the placeholder to write
instead. The only way to keep such a literal is `{{turn:N}}`, which is checked against the
turn; nothing else silences it.

    >>> given = {"players": [{"field": 13, "carrots": 40}, {"name": "B", "field": 11}]}
    >>> lookup(given, "A.carrots"), lookup(given, "B.field"), lookup(given, "players.1.field")
    (40, 11, 11)
    >>> [(n, paths) for n, paths in premise_numbers(given).items()]
    [('13', ['A.field']), ('40', ['A.carrots']), ('11', ['B.field'])]
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from ruamel.yaml.comments import CommentedMap, CommentedSeq

from .model import Problem

NAMES = ("given", "then", "turn")  # reserved placeholder names (no game fact may use them)
# {{given:PATH}}, {{then:PATH}}, {{turn:N}}: a path of letters, digits, `_`, `-` and dots.
PREMISE = re.compile(r"\{\{\s*(given|then|turn)\s*:\s*([A-Za-z0-9_.-]+)\s*\}\}")
# A fact with a premise as (part of) its argument: {{printed:@A.field}},
# {{moves:lamb:@played.lamb}}.
FACT_AT = re.compile(r"\{\{\s*([a-z0-9_]+)\s*:\s*([A-Za-z0-9_:.@-]*@[A-Za-z0-9_:.@-]*)\s*\}\}")
AT_PATH = re.compile(r"@([A-Za-z0-9_.-]+)")
_MIGHT_HOLD = re.compile(r"given|then|turn|@")  # a cheap test before the two substitutions
# Any {{...}}: what is inside is no typed number.
ANY_PLACEHOLDER = re.compile(r"\{\{[^{}]*\}\}")
# A number, also as an English ordinal ("3rd"); the same pattern as the loader's.
LITERAL_NUMBER = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)?(?=(?:st|nd|rd|th)\b|(?!\w))")
DIGITS = re.compile(r"\d+")
TEXT_KEYS = ("question", "explanation")  # plus every choice's `text`
SEAT_NAMES = string.ascii_uppercase


class PremiseError(ValueError):
    """A placeholder that does not resolve; the message says how to fix it."""


# --- paths into given / then ------------------------------------------------------------


def _players(mapping: Mapping) -> dict[str, Any]:
    """The players of a `given` or `then` mapping by name."""
    players = mapping.get("players")
    if isinstance(players, dict):
        return {str(k): v for k, v in players.items()}
    if isinstance(players, list):
        out: dict[str, Any] = {}
        for seat, player in enumerate(players):
            if isinstance(player, dict):
                default = SEAT_NAMES[seat] if seat < len(SEAT_NAMES) else str(seat)
                out[str(player.get("name", default))] = player
        return out
    return {}


def lookup(mapping: Mapping, path: str) -> Any:
    """The value at dot-separated `path` (see the module docstring); PremiseError if none."""
    parts = path.split(".")
    if not all(parts):
        raise PremiseError(f"{path!r} is not a path: write keys separated by single dots")
    node: Any = mapping
    first = parts[0]
    if first not in mapping:
        players = _players(mapping)
        if first not in players:
            keys = sorted({*map(str, mapping), *players})
            raise PremiseError(f"{first!r} is neither a key nor a player there "
                               f"(there are: {', '.join(keys) or 'none'})")
        node, parts = players[first], parts[1:]
    for index, part in enumerate(parts):
        done = ".".join([first, *parts[:index]]) if index else first
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            has = (", ".join(map(str, node)) if isinstance(node, dict)
                   else f"positions 0-{len(node) - 1}" if isinstance(node, list) and node
                   else "nothing below it")
            raise PremiseError(f"{done!r} has no {part!r} (it has {has})")
    return node


def number_at(mapping: Mapping | None, source: str, path: str) -> int:
    """The whole number at `path` of the situation's `given` or `then`."""
    if not isinstance(mapping, dict) or not mapping:
        raise PremiseError(f"the situation (first scenario) has no `{source}`")
    try:
        value = lookup(mapping, path)
    except PremiseError as error:
        raise PremiseError(f"{{{{{source}:{path}}}}}: the situation's `{source}` has no "
                           f"{path}: {error}") from None
    if isinstance(value, bool) or not isinstance(value, int):
        hint = (f" (state it in the scenario's `{source}`, e.g. `carrots: 68`)"
                if isinstance(value, dict) else "")
        raise PremiseError(f"{{{{{source}:{path}}}}} is {_show(value)}, not a number: point "
                           f"the path at a number{hint}")
    return value


def _show(value: Any) -> str:
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return repr(value)


def premise_numbers(given: Mapping) -> dict[str, list[str]]:
    """Every whole number of `given` (as text) -> the paths that hold it, players by name."""
    out: dict[str, list[str]] = {}
    players = _players(given)
    by_id = {id(p): name for name, p in players.items()}

    def walk(node: Any, path: str) -> None:
        if isinstance(node, bool):
            return
        if isinstance(node, int):
            out.setdefault(str(node), []).append(path)
        elif isinstance(node, dict):
            for key, value in node.items():
                walk(value, f"{path}.{key}" if path else str(key))
        elif isinstance(node, list):
            for index, value in enumerate(node):
                if path == "players" and id(value) in by_id:
                    walk(value, by_id[id(value)])
                else:
                    walk(value, f"{path}.{index}")

    for key, value in given.items():
        if key == "players" and isinstance(value, dict):
            for name, player in value.items():
                walk(player, str(name))
        else:
            walk(value, str(key))
    return out


def _plain(node: Any) -> Any:
    """ruamel's containers as plain dicts and lists (much faster to read)."""
    if isinstance(node, dict):
        return {str(k): _plain(v) for k, v in dict.items(node)}
    if isinstance(node, list):
        return [_plain(v) for v in list.__iter__(node)]
    return node


# --- one question -----------------------------------------------------------------------


class Situation:
    """What a question's texts may draw on: its first scenario's given, then and turns."""

    def __init__(self, item: Mapping, describe: Callable[[str, str], str] | None) -> None:
        scenarios = item.get("scenarios")
        first = scenarios[0] if isinstance(scenarios, list) and scenarios else {}
        first = first if isinstance(first, dict) else {}
        given, then = first.get("given"), first.get("then")
        self.given = _plain(given) if isinstance(given, dict) else {}
        self.then = _plain(then) if isinstance(then, dict) else {}
        when = first.get("when")
        self.turns = [when] if isinstance(when, str) else [
            t for t in (when if isinstance(when, list) else []) if isinstance(t, str)]
        choices = item.get("choices")
        self.moves = [c["move"] for c in (choices if isinstance(choices, list) else [])
                      if isinstance(c, dict) and isinstance(c.get("move"), str)]
        self.describe = describe
        self._premises: dict[str, list[str]] | None = None
        self._turn_numbers: dict[tuple[str, str | None], set[str]] = {}

    @property
    def premises(self) -> dict[str, list[str]]:
        if self._premises is None:
            self._premises = premise_numbers(self.given)
        return self._premises

    def turn_numbers(self, lang: str, own_move: str | None) -> set[str]:
        """Numbers the turns state: digits of the tokens and of the game's words for them."""
        key = (lang, own_move)
        if key not in self._turn_numbers:
            self._turn_numbers[key] = self._numbers_of_turns(lang, own_move)
        return self._turn_numbers[key]

    def _numbers_of_turns(self, lang: str, own_move: str | None) -> set[str]:
        turns = [own_move] if own_move is not None else [*self.turns, *self.moves]
        words = list(turns)
        if self.describe is not None:
            for turn in turns:
                try:
                    words.append(self.describe(turn, lang))
                except Exception:  # noqa: BLE001 - a bad move is reported by the schema
                    continue
        return {n for text in words for n in DIGITS.findall(text)}

    def fill(self, text: str, lang: str, own_move: str | None) -> str:
        """`text` with its premise placeholders resolved; PremiseError for the first bad one."""

        def premise(match: re.Match[str]) -> str:
            name, arg = match.group(1), match.group(2)
            if name == "turn":
                if not arg.isdigit():
                    raise PremiseError(f"{{{{turn:{arg}}}}}: write the number itself, "
                                       "e.g. {{turn:3}}")
                if arg not in self.turn_numbers(lang, own_move):
                    where = (f"its move {own_move!r}" if own_move is not None else
                             "the situation's turns and the choices' moves")
                    raise PremiseError(f"{{{{turn:{arg}}}}}: {where} state no {arg}: "
                                       "{{turn:N}} is only for a number of the turn itself")
                return arg
            return str(number_at(self.given if name == "given" else self.then, name, arg))

        def fact_at(match: re.Match[str]) -> str:
            arg = AT_PATH.sub(lambda m: str(number_at(self.given, "given", m.group(1))),
                              match.group(2))
            return f"{{{{{match.group(1)}:{arg}}}}}"

        if not _MIGHT_HOLD.search(text):
            return text
        return FACT_AT.sub(fact_at, PREMISE.sub(premise, text))

    def typed_premises(self, text: str) -> Iterator[tuple[str, list[str]]]:
        """(number, paths) for each number typed into `text` that the `given` holds."""
        if not DIGITS.search(text):
            return
        rest = ANY_PLACEHOLDER.sub(" ", text) if "{{" in text else text
        seen: set[str] = set()
        for number in LITERAL_NUMBER.findall(rest):
            if number in self.premises and number not in seen:
                seen.add(number)
                yield number, self.premises[number]


def _suggest(number: str, paths: list[str], turn_says_it: bool) -> str:
    shown = paths[:3]
    says = " and ".join(f"{p} = {number}" for p in shown)
    write = " or ".join(f"{{{{given:{p}}}}}" for p in shown)
    turn = (f" (or {{{{turn:{number}}}}} where it is the number of the turn itself)"
            if turn_says_it else "")
    return f"the text types {number} where the scenario says {says}: write {write}{turn}"


def _texts(item: CommentedMap) -> Iterator[tuple[str, CommentedMap, str | None]]:
    """(field name, the {de, en} mapping, the choice's own move or None) of a question."""
    for key in TEXT_KEYS:
        node = item.get(key)
        if isinstance(node, CommentedMap):
            yield key, node, None
    choices = item.get("choices")
    if isinstance(choices, CommentedSeq):
        for index, choice in enumerate(choices):
            if isinstance(choice, CommentedMap) and isinstance(choice.get("text"), CommentedMap):
                move = choice.get("move")
                yield (f"choices[{index}].text", choice["text"],
                       move if isinstance(move, str) else None)


class _Line:
    """The line of a text, looked up only when a problem needs it."""

    __slots__ = ("pair", "lang")

    def __init__(self, pair: CommentedMap, lang: str) -> None:
        self.pair, self.lang = pair, lang

    def __int__(self) -> int:
        return self.pair.lc.value(self.lang)[0] + 1


def resolve_questions(raw: Any, path: str, describe: Callable[[str, str], str] | None,
                      problems: list[Problem]) -> None:
    """Check and resolve the premise placeholders of every question of a topic file, in
    place (before the fact placeholders). `describe(move, lang)` is the game's words for a
    move (`Game.describe_action`), or None when the game is unknown."""
    questions = raw.get("questions") if isinstance(raw, CommentedMap) else None
    if not isinstance(questions, CommentedSeq):
        return
    for item in questions:
        if isinstance(item, CommentedMap):
            _resolve_question(item, path, describe, problems)


def _resolve_question(item: CommentedMap, path: str,
                      describe: Callable[[str, str], str] | None,
                      problems: list[Problem]) -> None:
    situation = Situation(item, describe)
    qid = item.get("id", "?")
    for field, pair, own_move in _texts(item):
        filled: dict[str, str] = {}
        failed = False
        for lang in ("de", "en"):
            text = pair.get(lang)
            if not isinstance(text, str):
                continue  # the schema reports it
            line = _Line(pair, lang)
            for number, paths in situation.typed_premises(text):
                said = number in situation.turn_numbers(lang, own_move)
                problems.append(Problem(path, int(line), f"question {qid!r} {field}.{lang}: "
                                                         f"{_suggest(number, paths, said)}"))
            if "{{" not in text or not _MIGHT_HOLD.search(text):
                continue
            try:
                filled[lang] = situation.fill(text, lang, own_move)
            except PremiseError as error:
                problems.append(Problem(path, int(line),
                                        f"question {qid!r} {field}.{lang}: {error}"))
                failed = True
        for lang in ("de", "en"):
            text = pair.get(lang)
            if failed and isinstance(text, str):
                # Reported once here: not again as an unknown fact, nor as numbers that
                # differ between the languages.
                pair[lang] = FACT_AT.sub("?", PREMISE.sub("?", text))
            elif lang in filled:
                pair[lang] = filled[lang]
