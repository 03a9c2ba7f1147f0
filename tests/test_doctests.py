"""The examples in every docstring of the engine and the content layer run (doctest), one
test per module, and every module has been looked at (a module without examples passes)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import hare_rules
import refresher


def modules() -> list[str]:
    names = []
    for package in (hare_rules, refresher):
        names.append(package.__name__)
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            if not info.name.endswith("__main__"):
                names.append(info.name)
    return sorted(names)


def test_the_examples_cover_the_core_and_the_games():
    names = modules()
    assert "hare_rules.core.clauses" in names and "hare_rules.games" in names
    assert any(name.startswith("hare_rules.games.") for name in names)


@pytest.mark.parametrize("name", modules())
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} docstring example(s) of {name} fail"
