"""The fast path of the one YAML loader: libyaml's C parser (through PyYAML's `CParser`)
produces the events, and this module builds from them exactly the tree that ruamel's
round-trip loader builds (`CommentedMap` / `CommentedSeq` with the same line and column
of every key, value and item), resolving plain scalars with ruamel's own YAML 1.2 table
(so `en: No` stays the text "No").

It handles the plain data that content files are made of: mappings, sequences, strings,
booleans, null and small decimal integers. Anything else - a syntax error, a duplicate key,
an anchor or alias, a tag, a merge key, an empty value, a float or date, an integer of more than 15
digits, nesting deeper than `MAX_DEPTH`, a tab, a control character or NUL byte, a byte
order mark, a directive, not exactly one document, a key that is not a plain string or
integer - makes `compose` return `UNSURE`, and `source.load_yaml` reads the file with
ruamel instead, which gives the same tree or the error message (with its line) that it
always gave. So the fast path can only be faster, never different;
tests/engine/test_fast_yaml.py compares both on every YAML file of the repository and on
the unusual cases.

    >>> tree = compose("title: {de: Nein, en: No}\\npages: [3, 4]\\n")
    >>> tree["title"]["en"], tree["pages"], tree.lc.key("pages"), tree["pages"].lc.item(1)
    ('No', [3, 4], (1, 0), (1, 11))
    >>> compose("a: 1\\na: 2\\n") is UNSURE
    True
"""

from __future__ import annotations

import re
from collections import OrderedDict
from typing import Any

from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.resolver import implicit_resolvers
from ruamel.yaml.scalarint import ScalarInt
from ruamel.yaml.scalarstring import FoldedScalarString, LiteralScalarString

try:  # PyYAML with libyaml; without it every file goes through ruamel
    from yaml import events as _events
    from yaml._yaml import CParser  # = yaml.cyaml.CParser, which its stubs do not export

    _CParser: type[CParser] | None = CParser
except ImportError:  # pragma: no cover - PyYAML comes with mkdocs
    _CParser = None


class _Unsure(Exception):
    """Raised inside the composer: leave this file to ruamel."""


UNSURE: Any = _Unsure  # the sentinel `compose` returns
MAX_DEPTH = 16  # deeper documents go through ruamel (and the nesting limit of source.py)
MAX_INT_DIGITS = 15

# What ruamel does not handle the way libyaml does, or what the fast path leaves alone.
_ODD_TEXT = re.compile("[\x00-\x08\x09\x0b\x0c\x0e-\x1f\x7f-\x9f\ufeff\ufffe\uffff\u2028\u2029]")
_DECIMAL = re.compile(rf"-?(?:0|[1-9][0-9]{{0,{MAX_INT_DIGITS - 1}}})\Z")

STR, BOOL, NULL, INT = (f"tag:yaml.org,2002:{t}" for t in ("str", "bool", "null", "int"))


def _resolvers() -> dict[str, list[tuple[str, re.Pattern]]]:
    """ruamel's implicit resolvers of YAML 1.2, by first character (as its resolver), each
    expression compiled here (ruamel wraps them in a lazy proxy that is slow to call)."""
    table: dict[str, list[tuple[str, re.Pattern]]] = {}
    for versions, tag, regexp, first in implicit_resolvers:
        if (1, 2) in versions:
            compiled = re.compile(regexp.pattern, regexp.flags)
            for ch in first:
                table.setdefault(ch, []).append((tag, compiled))
    return table


_RESOLVERS = _resolvers()
# The C methods under ruamel's containers (theirs add merge-key support, in Python);
# CommentedMap is an OrderedDict, whose own __setitem__ keeps the order.
_setitem, _contains, _extend = OrderedDict.__setitem__, dict.__contains__, list.extend
_TRUE = frozenset(("true", "True", "TRUE"))


def _plain(value: str) -> Any:
    """A plain scalar as ruamel's round-trip loader reads it under YAML 1.2."""
    if not value:
        raise _Unsure  # an empty value: ruamel places it elsewhere than libyaml
    for tag, regexp in _RESOLVERS.get(value[:1], ()):
        if regexp.match(value):
            if tag == BOOL:
                return value in _TRUE
            if tag == NULL:
                return None
            if tag == INT and _DECIMAL.match(value):
                if value in ("0", "-0"):
                    return ScalarInt(0, width=1)  # ruamel keeps the width of a zero
                return int(value)
            raise _Unsure  # floats, dates, merge keys, hex, octal, underscores, ...
    return value


def compose(text: str) -> Any:
    """The round-trip tree of `text` as ruamel would build it, or `UNSURE`."""
    if _CParser is None or _ODD_TEXT.search(text):
        return UNSURE
    parser = _CParser(text)
    try:
        return _Composer(parser).document()
    except Exception:  # any error or doubt: ruamel decides, and words the error
        return UNSURE
    finally:
        parser.dispose()


class _Composer:
    __slots__ = ("get", "depth")

    def __init__(self, parser: Any) -> None:
        self.get = parser.get_event
        self.depth = 0

    def document(self) -> Any:
        if type(self.get()) is not _events.StreamStartEvent:
            raise _Unsure
        start = self.get()
        if type(start) is not _events.DocumentStartEvent or start.explicit or start.version \
                or start.tags:
            raise _Unsure  # a `---`, `%YAML` or `%TAG` line: ruamel's business
        root = self.node(self.get())
        end = self.get()
        if type(end) is not _events.DocumentEndEvent or end.explicit:
            raise _Unsure
        if type(self.get()) is not _events.StreamEndEvent:
            raise _Unsure  # more than one document
        return root

    def node(self, event: Any) -> Any:
        kind = type(event)
        if event.anchor is not None or kind is _events.AliasEvent:
            raise _Unsure
        if kind is _events.ScalarEvent:
            if event.tag is not None:
                raise _Unsure
            style = event.style
            if not style:
                return _plain(event.value)
            if style == "|":
                return LiteralScalarString(event.value)
            if style == ">":
                return FoldedScalarString(event.value)
            return event.value
        if event.tag is not None:
            raise _Unsure
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise _Unsure
        if kind is _events.MappingStartEvent:
            result: CommentedMap | CommentedSeq = self.mapping(event)
        elif kind is _events.SequenceStartEvent:
            result = self.sequence(event)
        else:
            raise _Unsure
        self.depth -= 1
        return result

    def mapping(self, start: Any) -> CommentedMap:
        data = CommentedMap()
        lc = data.lc
        mark = start.start_mark
        lc.line, lc.col = mark.line, mark.column  # = data._yaml_set_line_col
        lines: dict = {}  # what ruamel's _yaml_set_kv_line_col fills, one key at a time
        get, node = self.get, self.node
        own = data._ok  # CommentedMap.__setitem__ = the dict's own, plus the key in `_ok`
        ScalarEvent, MappingEndEvent = _events.ScalarEvent, _events.MappingEndEvent
        while True:
            event = get()
            kind = type(event)
            if kind is MappingEndEvent:
                break
            if kind is not ScalarEvent or event.anchor is not None or event.tag is not None:
                raise _Unsure
            style = event.style
            key = _plain(event.value) if not style else event.value
            if type(key) is not str and (not isinstance(key, int) or isinstance(key, bool)) \
                    or _contains(data, key):
                raise _Unsure  # odd keys, and duplicates: ruamel words the error
            if style == "|" or style == ">":
                raise _Unsure
            key_mark = event.start_mark
            value_event = get()
            value_mark = value_event.start_mark
            _setitem(data, key, node(value_event))
            own.add(key)
            lines[key] = [key_mark.line, key_mark.column, value_mark.line, value_mark.column]
        if data:
            data.lc.data = lines
            if start.flow_style:
                data.fa.set_flow_style()
            else:
                data.fa.set_block_style()
        return data

    def sequence(self, start: Any) -> CommentedSeq:
        data = CommentedSeq()
        lc = data.lc
        mark = start.start_mark
        lc.line, lc.col = mark.line, mark.column
        lines: dict = {}  # what ruamel's _yaml_set_idx_line_col fills
        get, node = self.get, self.node
        SequenceEndEvent = _events.SequenceEndEvent
        index = 0
        items = []
        while True:
            event = get()
            if type(event) is SequenceEndEvent:
                break
            items.append(node(event))
            item_mark = event.start_mark
            lines[index] = [item_mark.line, item_mark.column]
            index += 1
        _extend(data, items)
        if data:
            data.lc.data = lines
            if start.flow_style:
                data.fa.set_flow_style()
            else:
                data.fa.set_block_style()
        return data
