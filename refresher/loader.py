"""Load `quiz/<game>/*.yaml` into the content model, collecting every problem with its line.

YAML 1.2 via ruamel.yaml (so `en: No` stays the text "No", and a duplicated key is an
error instead of silently winning), the pydantic schema of `refresher.model`, then the
checks that span files (`refresher.checks`).  Items are validated one by one, so one bad
rule does not hide the problems of the others.

    >>> content, problems = read_content("quiz/no-such-folder")
    >>> [str(p) for p in problems]
    ["quiz/no-such-folder:1: content folder not found: give quiz/ or one game's folder"]
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from pydantic import ValidationError
from ruamel.yaml.comments import CommentedMap, CommentedSeq

from hare_rules.core import Game as Engine
from hare_rules.core.source import SourceError, line_of, link_out_of, load_yaml

from . import facts, premises
from .checks import check_game
from .games import UnknownGameError, game_for
from .model import Content, ContentError, Game, Problem, Question, Rule, TopicFile, _Node
from .schema import describe

GAME_FILE = "game.yaml"


def load_content(root: str | Path) -> Content:
    """All games under `root`; raises ContentError listing every problem."""
    content, problems = read_content(root)
    if problems:
        raise ContentError(problems)
    return content


def read_content(root: str | Path) -> tuple[Content, list[Problem]]:
    """Whatever loads cleanly, plus every problem found (for `--check`, which goes on to
    verify the good parts)."""
    root = Path(root)
    problems: list[Problem] = []
    games: list[Game] = []
    if not root.is_dir():
        return Content(), [
            Problem(str(root), 1, "content folder not found: give quiz/ or one game's folder")
        ]
    # One game's folder (it has a game.yaml), or a folder of game folders.
    folders = [root] if (root / GAME_FILE).is_file() else sorted(
        p for p in root.iterdir() if p.is_dir()
    )
    for folder in folders:
        if (why := link_out_of(folder, root)) is not None:
            problems.append(Problem(str(folder), 1, why))
            continue
        if not (folder / GAME_FILE).is_file():
            if any(folder.glob("*.yaml")):
                problems.append(
                    Problem(
                        str(folder / GAME_FILE), 1, "missing game.yaml: every game folder needs one"
                    )
                )
            continue
        game = _load_game(folder, root, problems)
        if game is not None:
            games.append(game)
    if not games and not problems:
        problems.append(Problem(str(root), 1, "no game here: a game folder needs a game.yaml "
                                              "(see any game's folder in quiz/)"))
    seen: dict[str, Game] = {}
    for game in games:
        if game.id in seen:
            problems.append(Problem(game.path, game.line_of("id"),
                                    f"game id {game.id!r} is used by {seen[game.id].path} too: "
                                    "every game needs its own id"))
        seen.setdefault(game.id, game)
    games = list(seen.values())
    return Content(games=tuple(games)), problems


def read_topic(game: Game, path: str | Path) -> tuple[Game, list[Problem]]:
    """One topic file read against an already loaded `game` (its game.yaml): the game with
    only that file's rules and questions, and every problem found (the file's own and the
    cross-file checks).  For tools that re-read one file often, such as the fuzz test.

        >>> game = load_content("quiz/hase-und-igel").games[0]
        >>> one, problems = read_topic(game, "quiz/hase-und-igel/variant.yaml")
        >>> problems == [] or all(p.line >= 1 for p in problems)
        True
    """
    path = Path(path)
    problems: list[Problem] = []
    try:
        edition = game_for(game.edition)
    except UnknownGameError:
        edition = None
    rules: list[Rule] = []
    questions: list[Question] = []
    failed = _load_topic(path, edition, _context(edition), rules, questions, problems)
    game = game.model_copy(update={"rules": tuple(rules), "questions": tuple(questions)})
    problems.extend(check_game(game, None if failed is None else frozenset(failed)))
    return _number_sections(game), problems


# --- one game folder -------------------------------------------------------------------


def _load_game(folder: Path, root: Path, problems: list[Problem]) -> Game | None:
    path = folder / GAME_FILE
    if (why := link_out_of(path, root)) is not None:
        problems.append(Problem(str(path), 1, why))
        return None
    raw = parse_yaml(path, problems)
    if raw is None:
        return None
    if not isinstance(raw, CommentedMap):
        problems.append(
            Problem(str(path), 1, "game.yaml must be a mapping (id, edition, title, ...)")
        )
        return None
    for key in ("rules", "questions"):
        if key in raw:
            line = raw.lc.key(key)[0] + 1
            problems.append(
                Problem(
                    str(path), line, f"`{key}` belongs in a topic file, not in game.yaml: move it"
                )
            )
            del raw[key]
    edition = _edition(raw, path, problems)
    _expand_facts(raw, path, edition, problems)
    game = validate(Game, raw, path, (), problems)
    if game is None:
        return None
    context = _context(edition)

    rules: list[Rule] = []
    questions: list[Question] = []
    unloaded: set[str] | None = set()  # ids whose items failed; None: a whole file failed
    for topic in sorted(folder.glob("*.yaml")):
        if topic.name != GAME_FILE and (why := link_out_of(topic, root)) is not None:
            problems.append(Problem(str(topic), 1, why))
            unloaded = None  # as for a file that failed: its rules are missing
        elif topic.name != GAME_FILE:
            failed = _load_topic(topic, edition, context, rules, questions, problems)
            if failed is None or unloaded is None:
                unloaded = None
            else:
                unloaded |= failed
    game = game.model_copy(update={"rules": tuple(rules), "questions": tuple(questions)})
    problems.extend(check_game(game, None if unloaded is None else frozenset(unloaded)))
    return _number_sections(game)


def _number_sections(game: Game) -> Game:
    """For a `citations: sections` game: `pages` of every item = the 1-based numbers of its
    cited sections, and `Game.pages` = the number of sections (see refresher.model)."""
    if game.citations != "sections":
        return game
    number = {s.name: n for n, s in enumerate(game.rulebook_sections, start=1)}

    def numbered(item: Any) -> Any:
        pages = tuple(number[name] for name in item.cites if name in number)
        return item.model_copy(update={"pages": pages})  # keeps path and lines

    return game.model_copy(
        update={
            "pages": len(game.rulebook_sections) or None,
            "rules": tuple(numbered(r) for r in game.rules),
            "questions": tuple(numbered(q) for q in game.questions),
        }
    )


def _edition(raw: CommentedMap, path: Path, problems: list[Problem]) -> Engine | None:
    """The engine game named in game.yaml (`edition:`, or its synonym `game:`), or None
    (then placeholders stay unfilled)."""
    key = "edition" if "edition" in raw else "game"
    edition_id = raw.get(key)
    if not isinstance(edition_id, str):
        return None  # the schema reports it
    try:
        return game_for(edition_id)
    except UnknownGameError as exc:
        line = raw.lc.value(key)[0] + 1
        problems.append(Problem(str(path), line, f"edition: {exc}: use a game the engine knows"))
        return None


def _context(engine: Engine | None) -> dict[str, Any]:
    """Validation context: actions and quantities are checked against the game, or against
    a scenario's own `edition` where it names one."""

    def action_problem(action: str, override: str | None = None) -> str | None:
        game = engine
        if override is not None:
            try:
                game = game_for(override)
            except UnknownGameError:
                return None  # the engine's scenario parser reports the unknown game
        return None if game is None else game.action_problem(action)

    def quantity_problem(asks: str) -> str | None:
        if engine is None or asks.split(":", 1)[0] in engine.quantities:
            return None
        known = ", ".join(sorted(engine.quantities)) or "none"
        return f"unknown quantity {asks!r}: {engine.id} can be asked for {known}"

    return {"action_problem": action_problem, "quantity_problem": quantity_problem}


def _load_topic(
    path: Path,
    edition: Any,
    context: dict[str, Any],
    rules: list[Rule],
    questions: list[Question],
    problems: list[Problem],
) -> set[str] | None:
    """Add the file's valid items; return the ids of invalid ones (None: file unusable)."""
    raw = parse_yaml(path, problems)
    if raw is None:
        return None
    if not isinstance(raw, CommentedMap):
        problems.append(
            Problem(
                str(path), 1, "a topic file must be a mapping with `rules:` and/or `questions:`"
            )
        )
        return None
    _resolve_premises(raw, path, edition, problems)
    _expand_facts(raw, path, edition, problems)
    if validate(TopicFile, raw, path, (), problems) is None:
        return None
    failed: set[str] = set()
    for key, model, into in (("rules", Rule, rules), ("questions", Question, questions)):
        items = raw.get(key) or []
        for index, item in enumerate(items):
            node = validate(model, item, path, (key, index), problems, context)
            if node is not None:
                into.append(node)
            elif isinstance(item, dict) and isinstance(item.get("id"), str):
                failed.add(item["id"])
    return failed


# --- YAML and schema -----------------------------------------------------------------


def parse_yaml(path: Path, problems: list[Problem]) -> Any | None:
    """The engine's one YAML loader (hare_rules.core.source); problems collected here."""
    try:
        data = load_yaml(path)
    except SourceError as error:
        problems.append(Problem(error.path, error.line, error.message))
        return None
    if data is None:
        problems.append(Problem(str(path), 1, "the file is empty: add content or delete it"))
    elif (cut := _cut_off_line(path)) is not None:
        problems.append(Problem(str(path), cut, "the file does not end with a line break: it "
                                                "may have been cut off (a lost end drops rules "
                                                "silently); check its end, then add a new line"))
        return None
    return data


def _cut_off_line(path: Path) -> int | None:
    """The last line's number if the file does not end with a line break (else None)."""
    with open(path, "rb") as file:
        text = file.read()
    return None if not text or text.endswith(b"\n") else text.count(b"\n") + 1


def validate(
    model: type[_Node],
    raw: Any,
    path: Path,
    prefix: tuple[Any, ...],
    problems: list[Problem],
    context: dict[str, Any] | None = None,
) -> Any | None:
    """`model.model_validate(raw)` with every error turned into a located Problem."""
    data = plain(raw)
    try:
        node = model.model_validate(data, context=context)
    except ValidationError as exc:
        seen: set[tuple[int, str]] = set()
        errors = exc.errors()
        for error in errors:
            loc = tuple(error["loc"])
            if error["type"] == "too_short" and any(
                len(e["loc"]) > len(loc) and tuple(e["loc"][: len(loc)]) == loc for e in errors
            ):
                continue  # a list emptied by its own bad items: those items are reported
            line = line_of(raw, loc, base=_base_line(raw))
            message = describe(loc, error, model, prefix)
            if (line, message) not in seen:  # unions repeat the same complaint per branch
                seen.add((line, message))
                problems.append(Problem(str(path), line, message))
        return None
    _locate(node, raw, str(path), problems=None)
    return node


def _base_line(raw: Any) -> int:
    return raw.lc.line + 1 if isinstance(raw, (CommentedMap, CommentedSeq)) else 1


# ruamel's containers answer item access, iteration and `in` in Python (to serve merge keys,
# which the loader refuses); the walks below use the underlying C methods of dict and list.
_items, _get, _iter_list = dict.items, dict.get, list.__iter__


def plain(raw: Any) -> Any:
    """ruamel containers -> dict / list / str, so pydantic sees ordinary data."""
    kind = type(raw)
    if kind is str or kind is int or kind is bool or raw is None:
        return raw
    if isinstance(raw, dict):
        return {k if type(k) is str or isinstance(k, (int, bool)) else str(k): plain(v)
                for k, v in _items(raw)}
    if isinstance(raw, list):
        return [plain(v) for v in _iter_list(raw)]
    if isinstance(raw, str):
        return str(raw)  # drop ruamel's scalar-string subclasses
    return raw


_FIELDS: dict[type, tuple[str, ...]] = {}


def _fields(model: type[_Node]) -> tuple[str, ...]:
    names = _FIELDS.get(model)
    if names is None:
        names = _FIELDS[model] = tuple(model.model_fields)
    return names


def _locate(node: _Node, raw: Any, path: str, problems: None) -> None:
    """Record path and lines on `node` and, walking alongside `raw`, on every child node."""
    node._path = path
    is_map = isinstance(raw, CommentedMap)
    if is_map:
        lc = raw.lc
        node._line = lc.line + 1
        lines = lc.data or {}
        node._key_lines = {str(k): lines[k][0] + 1 for k in raw}
        node._raw = raw
    for name in _fields(type(node)):
        value = getattr(node, name)
        if isinstance(value, _Node):
            _locate(value, _get(raw, name) if is_map else None, path, problems)
        elif isinstance(value, tuple) and value:
            child_raw = _get(raw, name) if is_map else None
            seq = list(_iter_list(child_raw)) if isinstance(child_raw, CommentedSeq) else ()
            for index, item in enumerate(value):
                if isinstance(item, _Node):
                    item_raw = seq[index] if index < len(seq) else None
                    _locate(item, item_raw, item._path or path, problems)


def _resolve_premises(raw: Any, path: Path, edition: Any, problems: list[Problem]) -> None:
    """{{given:...}}, {{then:...}}, {{turn:N}} in questions' texts (refresher.premises)."""
    describe = None if edition is None else edition.describe_action
    premises.resolve_questions(raw, str(path), describe, problems)


# --- {{fact}} placeholders ---------------------------------------------------------------


# A number, also as an English ordinal ("3rd"); German ordinals ("3.") end in a dot anyway.
LITERAL_NUMBER = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)?(?=(?:st|nd|rd|th)\b|(?!\w))")


def literal_numbers(text: str) -> list[str]:
    """The distinct numbers typed into a text, outside its placeholders."""
    found = set(LITERAL_NUMBER.findall(facts.PLACEHOLDER.sub(" ", text)))
    return sorted(found, key=lambda n: (len(n), n))


def _same_numbers(raw: CommentedMap, path: Path, problems: list[Problem]) -> None:
    """A `{de, en}` pair must state the same typed numbers: "1–12 Felder" and "1–6 fields"
    cannot both be right (numbers the engine knows come in as placeholders)."""
    de, en = raw.get("de"), raw.get("en")
    if not (isinstance(de, str) and isinstance(en, str)):
        return
    in_de, in_en = literal_numbers(de), literal_numbers(en)
    if in_de != in_en:
        problems.append(Problem(
            str(path), raw.lc.value("en")[0] + 1,
            f"the German text states the numbers {', '.join(in_de) or 'none'} and the English "
            f"text {', '.join(in_en) or 'none'}: say the same in both (or use a placeholder)"))


def _expand_facts(raw: Any, path: Path, edition: Any, problems: list[Problem]) -> None:
    """Fill placeholders in every text of `raw`, in place; report bad ones at their line."""
    if isinstance(raw, CommentedMap):
        items = list(_items(raw))
        if len(items) == 2 and set(raw) == {"de", "en"}:
            _same_numbers(raw, path, problems)
        for key, value in items:
            if isinstance(value, str):
                if _has_braces(value):
                    raw[key] = _expand_one(value, raw.lc.value(key)[0] + 1, path, edition,
                                           problems)
            elif isinstance(value, (CommentedMap, CommentedSeq)):
                _expand_facts(value, path, edition, problems)
    elif isinstance(raw, CommentedSeq):
        for index, value in enumerate(list(_iter_list(raw))):
            if isinstance(value, str):
                if _has_braces(value):
                    raw[index] = _expand_one(value, raw.lc.item(index)[0] + 1, path, edition,
                                             problems)
            elif isinstance(value, (CommentedMap, CommentedSeq)):
                _expand_facts(value, path, edition, problems)


def _has_braces(text: str) -> bool:
    """Only a text with braces can hold a placeholder (or a malformed one)."""
    return "{{" in text or "}}" in text


def _expand_one(text: str, line: int, path: Path, edition: Any, problems: list[Problem]) -> str:
    if "{{" not in text and "}}" not in text:
        return text
    if edition is None:
        return text
    for name in facts.unknown_placeholders(text, edition):
        problems.append(Problem(str(path), line, facts.unknown_message(name, edition)))
    if facts.stray_braces(text):
        problems.append(
            Problem(str(path), line, "malformed placeholder: write {{name}} or {{name:argument}}")
        )
    if edition is None or facts.unknown_placeholders(text, edition):
        return text
    try:
        return facts.expand(text, edition)
    except facts.FactError as exc:
        problems.append(Problem(str(path), line, str(exc)))
        return text
