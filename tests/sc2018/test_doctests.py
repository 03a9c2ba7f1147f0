"""The examples in the edition's docstrings run."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import hare_rules.games.software_challenge_2018 as package

MODULES = [m.name for m in pkgutil.iter_modules(package.__path__, package.__name__ + ".")]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0
