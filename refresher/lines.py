"""Lines of keys inside a ruamel.yaml round-trip tree (1-based)."""

from __future__ import annotations

from typing import Any

from ruamel.yaml.comments import CommentedMap, CommentedSeq


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
