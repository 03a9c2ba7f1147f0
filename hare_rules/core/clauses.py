"""Rules as named clauses (a Catala habit): each clause of a rulebook is a named number or
condition that the rules code reads, and a test can switch it to a wrong variant without
editing code. A content claim names the clauses it rests on; `check --mutate` breaks each in
turn and demands that one of the claim's scenarios fails.

    >>> book = Clauses()
    >>> limit = book.define("goal-limit", 10, "10 carrots per place at most in the goal",
    ...                     off_by_one_less=9, off_by_one_more=11)
    >>> limit.value
    10
    >>> with book.broken("goal-limit", "off_by_one_more"):
    ...     limit.value
    11
    >>> limit.value
    10

Function clauses are called like the function they hold (`clause(args)`). `version` counts
the switches, so that a fast path may keep the values it read until the next switch:

    >>> before = book.version
    >>> with book.broken("goal-limit", "off_by_one_less"):
    ...     book.version > before
    True
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any


class Clause:
    """One clause: its name, the rulebook's words, the value the rules use, wrong variants."""

    __slots__ = ("name", "text", "value", "correct", "variants")

    def __init__(self, name: str, value: Any, text: str, variants: dict[str, Any]):
        if not variants:
            raise ValueError(f"clause {name!r} needs at least one wrong variant")
        self.name, self.text, self.value, self.correct = name, text, value, value
        self.variants = variants

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.value(*args, **kwargs)

    def __repr__(self) -> str:
        return f"<Clause {self.name}>"


class Clauses:
    """A game's clause book."""

    def __init__(self) -> None:
        self._by_name: dict[str, Clause] = {}
        self.version = 0  # grows with every switch (into a variant and back)

    def define(self, name: str, value: Any, text: str, **variants: Any) -> Clause:
        if name in self._by_name:
            raise ValueError(f"clause {name!r} is defined twice")
        clause = Clause(name, value, text, variants)
        self._by_name[name] = clause
        return clause

    def __getitem__(self, name: str) -> Clause:
        return self._by_name[name]

    def __contains__(self, name: object) -> bool:
        return name in self._by_name

    def __iter__(self) -> Iterator[Clause]:
        return iter(self._by_name.values())

    def __len__(self) -> int:
        return len(self._by_name)

    def names(self) -> list[str]:
        return sorted(self._by_name)

    def variants(self) -> Iterator[tuple[str, str]]:
        """(clause, variant) for every wrong variant of every clause."""
        for clause in self._by_name.values():
            for variant in clause.variants:
                yield clause.name, variant

    @contextmanager
    def broken(self, name: str, variant: str) -> Iterator[Clause]:
        """Switch one clause to a wrong variant for the duration of the block."""
        clause = self._by_name[name]
        clause.value = clause.variants[variant]
        self.version += 1
        try:
            yield clause
        finally:
            clause.value = clause.correct
            self.version += 1
