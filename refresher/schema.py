"""Turn pydantic's schema errors into messages that say what is wrong and how to fix it.

The schema itself is `refresher.model` (the same classes the site renders); this module
only words its complaints for authors.

    >>> describe(("title", "en"), {"type": "missing", "msg": ""}, prefix=("rules", 0))
    'rules[0].title.en: the English text is missing: add `en: ...`'
"""

from __future__ import annotations

import types
import typing
from typing import Any

from pydantic import BaseModel

LANG_NAMES = {"de": "German", "en": "English"}

# Fields whose type is a union: one message instead of one per branch.
UNION_HINTS = {
    "answer": "the answer must be `yes` or `no` (yes-no), a whole number (number) "
    'or a list of moves like ["+3", back] (choice)',
    "when": '`when` must be one turn as text ("+3") or a list of turns',
}


def format_loc(loc: tuple[Any, ...]) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _is_union_tag(part: Any) -> bool:
    # pydantic names union branches by type: 'int', 'str', "literal['yes','no']", 'tuple[str, ...]'
    return isinstance(part, str) and (
        part in {"str", "int", "bool", "float", "none"}
        or "[" in part
        or part.startswith("function-")
    )


def allowed_keys(model: type[BaseModel] | None, loc: tuple[Any, ...]) -> list[str]:
    """The keys allowed at `loc` (the mapping that holds the unknown key), if known."""
    current: Any = model
    for part in loc:
        if isinstance(part, int) or _is_union_tag(part):
            continue
        if not (isinstance(current, type) and issubclass(current, BaseModel)):
            return []
        field = current.model_fields.get(part)
        if field is None:
            return []
        current = _model_in(field.annotation)
    if isinstance(current, type) and issubclass(current, BaseModel):
        return list(current.model_fields)
    return []


def _model_in(annotation: Any) -> Any:
    """The first BaseModel class inside a type such as `tuple[Rule, ...] | None`."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    origin = typing.get_origin(annotation)
    if origin is typing.Annotated:
        return _model_in(typing.get_args(annotation)[0])
    if origin is not None or isinstance(annotation, types.UnionType):
        for arg in typing.get_args(annotation):
            found = _model_in(arg)
            if found is not None:
                return found
    return None


def describe(
    loc: tuple[Any, ...],
    error: Any,
    model: type[BaseModel] | None = None,
    prefix: tuple[Any, ...] = (),
) -> str:
    """`loc: what is wrong: how to fix it` for one pydantic error of `model`.

    `prefix` says where the validated item sits in its file, e.g. ("rules", 2).
    """
    from_union = any(_is_union_tag(p) for p in loc)
    inner = tuple(p for p in loc if not _is_union_tag(p))
    clean = prefix + inner
    where = format_loc(clean) or "file"
    key = clean[-1] if clean else ""
    kind = error["type"]
    value = error.get("input")
    got = f"{type(value).__name__} {value!r}"
    if from_union and key in UNION_HINTS:
        return f"{where}: {UNION_HINTS[key]}, got {value!r}"
    if kind == "missing":
        if key in LANG_NAMES:
            return f"{where}: the {LANG_NAMES[key]} text is missing: add `{key}: ...`"
        return f"{where}: required key `{key}` is missing: add it"
    if kind == "extra_forbidden":
        allowed = allowed_keys(model, inner[:-1]) if model is not None else []
        hint = f" (allowed here: {', '.join(allowed)})" if allowed else ""
        return f"{where}: unknown key `{key}`: remove it or correct its spelling{hint}"
    if kind == "value_error":
        return f"{where}: {error['msg'].removeprefix('Value error, ')}"
    if kind in {"string_type", "string_sub_type"}:
        return f"{where}: expected text, got {got}: quote it"
    if kind in {"int_type", "int_parsing", "int_from_float"}:
        return f"{where}: expected a whole number, got {got}"
    if kind == "literal_error":
        return f"{where}: {value!r} is not allowed: use one of {error['ctx']['expected']}"
    if kind == "string_pattern_mismatch":
        return (
            f"{where}: {value!r} is not a valid id: use lowercase letters, digits and single "
            "hyphens, e.g. back-to-hedgehog"
        )
    if kind == "too_short":
        what = "scenario" if key == "scenarios" else "entry"
        return f"{where}: needs at least one {what}: add one"
    if kind in {"tuple_type", "list_type"}:
        return f"{where}: expected a list, got {got}: write it as [..] or as `- ` items"
    if kind in {"model_type", "dict_type", "model_attributes_type"}:
        return f"{where}: expected a mapping (key: value), got {got}"
    if kind == "greater_than_equal":
        return f"{where}: must be at least {error['ctx']['ge']}, got {value!r}"
    return f"{where}: {error['msg']}"
