"""The one YAML loader: YAML 1.2 (so `en: No` stays the string "No"), line numbers kept,
duplicate keys rejected. The `check` command and the content layer both read files here;
nothing else in the engine knows YAML.

Every problem is a `SourceError` carrying `path`, `line` and a message that says how to fix
it; `str(error)` is `path:line: message`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import MarkedYAMLError, YAMLError

from . import fast_yaml


class SourceError(ValueError):
    def __init__(self, path: str | Path, line: int, message: str):
        self.path, self.line, self.message = str(path), line, message
        super().__init__(f"{self.path}:{line}: {message}")


def load_yaml(path: Path) -> Any:
    """Parse one file into ruamel's round-trip tree; raises SourceError."""
    try:
        data = path.read_bytes()
    except IsADirectoryError:
        raise SourceError(path, 1, "this is a folder, not a file") from None
    except OSError as error:
        raise SourceError(path, 1, f"cannot read the file: {error.strerror or error}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise SourceError(path, line, f"not UTF-8 ({error.reason}): save the file as UTF-8"
                          ) from None
    tree = fast_yaml.compose(text)  # the same tree, or UNSURE: then ruamel reads it
    if tree is not fast_yaml.UNSURE:
        return tree
    yaml = YAML(typ="rt")
    yaml.allow_duplicate_keys = False
    try:
        return yaml.load(text)
    except MarkedYAMLError as error:
        raise yaml_problem(path, error) from None
    except YAMLError as error:
        raise SourceError(path, 1, f"YAML error: {error}") from None


def yaml_problem(path: Path, exc: MarkedYAMLError) -> SourceError:
    mark = exc.problem_mark or exc.context_mark
    line = mark.line + 1 if mark is not None else 1
    what = (exc.problem or "").strip()
    if type(exc).__name__ == "DuplicateKeyError":
        key = what.split('"')[1] if what.count('"') >= 2 else "?"
        start = exc.context_mark.line + 1 if exc.context_mark is not None else line
        return SourceError(
            path, line,
            f"duplicate key {key!r} in the mapping that starts at line {start}: keep only one",
        )
    context = (exc.context or "").strip()
    if context and exc.context_mark is not None and exc.context_mark.line + 1 != line:
        context += f" that starts at line {exc.context_mark.line + 1}"
    detail = f"{what} ({context})" if context else what
    hint = "fix the indentation or quoting"
    if "{" in detail:
        hint += " (in {de: ..., en: ...} put texts with {{placeholders}} in quotes)"
    return SourceError(path, line, f"YAML syntax error: {detail}: {hint}")


def line_of(raw: Any, loc: tuple[Any, ...], base: int = 1) -> int:
    """1-based line of `loc` inside the ruamel node `raw`, or of its nearest existing parent.

    A key holding a mapping or list points at the key; a scalar points at its value.
    """
    node, line = raw, base
    for part in loc:
        if isinstance(node, CommentedMap) and part in node:
            child = node[part]
            is_node = isinstance(child, (CommentedMap, CommentedSeq))
            pos = node.lc.key(part) if is_node else node.lc.value(part)
            line, node = pos[0] + 1, child
        elif isinstance(node, CommentedSeq) and isinstance(part, int) and 0 <= part < len(node):
            line, node = node.lc.item(part)[0] + 1, node[part]
        else:
            break
    return line
