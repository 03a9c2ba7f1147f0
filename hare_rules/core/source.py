"""The one YAML loader: YAML 1.2 (so `en: No` stays the string "No"), line numbers kept,
duplicate keys rejected. The `check` command and the content layer both read files here;
nothing else in the engine knows YAML.

Content is data, so the loader refuses what YAML can do but content never needs: anchors
and aliases (a 400-byte alias bomb expands to gigabytes), merge keys `<<:`, tags (`!!python/...`,
`!foo`), nesting deeper than `MAX_DEPTH`, integers longer than `MAX_INT_DIGITS` digits, files
larger than `MAX_BYTES`, anything but a regular file, and characters YAML does not allow
(a NUL byte, other control characters) -- each reported at its line.

Every problem is a `SourceError` carrying `path`, `line` and a message that says how to fix
it; `str(error)` is `path:line: message`.

    >>> import tempfile, pathlib
    >>> bomb = pathlib.Path(tempfile.mkdtemp()) / "bomb.yaml"
    >>> _ = bomb.write_text("a: &a [x, x]\\nb: [*a, *a]\\n")
    >>> try:
    ...     load_yaml(bomb)
    ... except SourceError as error:
    ...     print(error.line, error.message.split(":")[0])
    1 anchor &a
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.composer import Composer
from ruamel.yaml.error import MarkedYAMLError, YAMLError
from ruamel.yaml.events import AliasEvent, ScalarEvent

from . import fast_yaml

MAX_BYTES = 1_000_000  # the largest content file is about 30 kB
MAX_DEPTH = 20  # content nests about 8 deep (a scenario's `given` inside a rule)
MAX_INT_DIGITS = 15  # no count in a rulebook is longer; Python refuses > 4300 digits anyway
# What YAML 1.2 allows in a stream (its c-printable), minus nothing: all else is refused.
NOT_PRINTABLE = re.compile(
    "[^\x09\x0a\x0d\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]"
)


class SourceError(ValueError):
    def __init__(self, path: str | Path, line: int, message: str):
        self.path, self.line, self.message = str(path), line, message
        super().__init__(f"{self.path}:{line}: {message}")


class _Refused(Exception):
    """Raised inside the composer; load_yaml turns it into a SourceError."""

    def __init__(self, mark: Any, message: str) -> None:
        self.line = mark.line + 1 if mark is not None else 1
        self.message = message
        super().__init__(message)


class _ContentComposer(Composer):
    """ruamel's composer, refusing aliases, anchors, tags, merge keys, deep nesting and
    huge integers as they are read: nothing costly is ever built."""

    def compose_node(self, parent: Any, index: Any) -> Any:
        event = self.parser.peek_event()
        if isinstance(event, AliasEvent):
            raise _Refused(event.start_mark, f"alias *{event.anchor}: anchors and aliases are "
                                             "not allowed in content: write the value out")
        if event.anchor is not None:
            raise _Refused(event.start_mark, f"anchor &{event.anchor}: anchors and aliases are "
                                             "not allowed in content: write the value out")
        tag = getattr(event, "ctag", None)
        if tag is not None:
            raise _Refused(event.start_mark, f"tag {tag}: tags are not allowed in content: "
                                             "remove it (quote the value if it is text)")
        if self.depth >= MAX_DEPTH:
            raise _Refused(event.start_mark, f"nested more than {MAX_DEPTH} levels deep: "
                                             "content never needs this; flatten it")
        if isinstance(event, ScalarEvent) and event.style is None:
            if event.value == "<<":
                raise _Refused(event.start_mark, "merge key `<<`: not allowed in content: "
                                                 "write the keys out")
        node = super().compose_node(parent, index)
        if str(node.tag).endswith(":int") and _digits(node.value) > MAX_INT_DIGITS:
            raise _Refused(node.start_mark, f"a number with more than {MAX_INT_DIGITS} digits: "
                                            "no rule needs it; quote it if it is text")
        return node


def _digits(value: Any) -> int:
    return sum(ch.isalnum() for ch in str(value))


def load_yaml(path: Path) -> Any:
    """Parse one file into ruamel's round-trip tree; raises SourceError."""
    data = _read_regular_file(Path(path))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise SourceError(path, line, f"not UTF-8 ({error.reason}): save the file as UTF-8"
                          ) from None
    bad = NOT_PRINTABLE.search(text)
    if bad is not None:
        line = text.count("\n", 0, bad.start()) + 1
        raise SourceError(path, line, f"character U+{ord(bad.group()):04X} is not allowed in "
                                      "a YAML file: delete it")
    tree = fast_yaml.compose(text)  # the same tree, or UNSURE: then ruamel reads it
    if tree is not fast_yaml.UNSURE:
        return tree
    yaml = YAML(typ="rt")
    yaml.allow_duplicate_keys = False
    yaml.Composer = _ContentComposer
    try:
        return yaml.load(text)
    except _Refused as refused:
        raise SourceError(path, refused.line, refused.message) from None
    except MarkedYAMLError as error:
        raise yaml_problem(path, error) from None
    except YAMLError as error:
        raise SourceError(path, 1, f"YAML error: {error}") from None
    except (ValueError, TypeError, RecursionError, OverflowError) as error:
        # ruamel's constructors raise plain errors on some odd input (e.g. a mapping used
        # as a key); where it was is lost, so say what it was.
        raise SourceError(path, 1, f"YAML this loader cannot read ({type(error).__name__}: "
                                   f"{str(error)[:120]}): simplify the file") from None


def link_out_of(path: Path, root: Path) -> str | None:
    """Why `path`, found under the content folder `root`, is not read: it is a link that
    leads out of the folder (a file elsewhere would be read as content unseen) - or None.
    A link within the folder is fine: it names content the folder holds anyway."""
    try:
        target = path.resolve(strict=True)
        inside = target.is_relative_to(root.resolve(strict=True))
    except (OSError, RuntimeError) as error:  # a dangling link or a loop
        return f"a link that cannot be followed ({type(error).__name__}): remove it"
    if inside:
        return None
    return (f"a link to {target}, outside the content folder {root}: content lies in the "
            "folder itself; copy the file in instead of linking to it")


def _read_regular_file(path: Path) -> bytes:
    """The bytes of a regular file of sane size; a folder, a FIFO or a device is refused
    before it is opened (reading a FIFO would block the build)."""
    try:
        info = os.stat(path)
    except OSError as error:
        raise SourceError(path, 1, f"cannot read the file: {error.strerror or error}") from None
    if stat.S_ISDIR(info.st_mode):
        raise SourceError(path, 1, "this is a folder, not a file: rename or remove it")
    if not stat.S_ISREG(info.st_mode):
        raise SourceError(path, 1, "not a regular file (a pipe, socket or device): content "
                                   "files are plain files")
    if info.st_size > MAX_BYTES:
        raise SourceError(path, 1, f"the file has {info.st_size} bytes, more than "
                                   f"{MAX_BYTES}: split it into topic files")
    try:
        with open(path, "rb") as file:
            data = file.read(MAX_BYTES + 1)
    except OSError as error:
        raise SourceError(path, 1, f"cannot read the file: {error.strerror or error}") from None
    if len(data) > MAX_BYTES:
        raise SourceError(path, 1, f"the file has more than {MAX_BYTES} bytes: split it")
    return data


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
