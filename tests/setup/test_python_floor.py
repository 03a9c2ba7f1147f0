"""Setup works on Debian 12's own Python, 3.11.2: every package the project installs
(pyproject.toml's dependencies and the `test` extra, and what they pull in) admits it.

Reads the installed distributions' `Requires-Python` metadata, so it checks the versions
this environment actually got, not what a registry says today.  (pymdown-extensions 13.x
needs >= 3.11.5: pinned to 12.3.)
"""

from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet
from packaging.utils import canonicalize_name

FLOOR = "3.11.2"  # Debian 12 (bookworm)
ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
EXTRAS = ("test",)  # what run.sh installs: -e ".[test]"


def applies(requirement: Requirement, extras: tuple[str, ...]) -> bool:
    """Whether pip would install `requirement` on Python FLOOR (Linux) with `extras` asked for."""
    if requirement.marker is None:
        return True
    environment = {"python_version": "3.11", "python_full_version": FLOOR}
    return any(requirement.marker.evaluate({**environment, "extra": extra})
               for extra in (*extras, ""))


def direct_requirements() -> list[Requirement]:
    texts = list(PYPROJECT["dependencies"])
    for extra in EXTRAS:
        texts += PYPROJECT["optional-dependencies"][extra]
    return [Requirement(t) for t in texts]


def installed_closure() -> dict[str, metadata.Distribution]:
    """Every distribution the project's requirements reach, by canonical name."""
    found: dict[str, metadata.Distribution] = {}
    todo = [(r, tuple(sorted(r.extras))) for r in direct_requirements()]
    seen: set[tuple[str, tuple[str, ...]]] = set()
    while todo:
        requirement, extras = todo.pop()
        key = (canonicalize_name(requirement.name), extras)
        if key in seen:
            continue
        seen.add(key)
        try:
            dist = metadata.distribution(requirement.name)
        except metadata.PackageNotFoundError:
            pytest.fail(f"{requirement.name} is required but not installed: "
                        "pip install -e '.[test]'")
        found[key[0]] = dist
        for text in dist.requires or []:
            sub = Requirement(text)
            if applies(sub, extras):
                todo.append((sub, tuple(sorted(sub.extras))))
    return found


def test_the_project_itself_admits_the_floor():
    assert FLOOR in SpecifierSet(PYPROJECT["requires-python"])


def test_every_direct_dependency_is_pinned_and_installed_as_pinned():
    for requirement in direct_requirements():
        pins = [s for s in requirement.specifier if s.operator == "=="]
        assert len(pins) == 1, f"{requirement}: pin one version (==) in pyproject.toml"
        installed = metadata.version(requirement.name)
        assert installed == pins[0].version, (
            f"{requirement.name} {installed} is installed, pyproject.toml pins "
            f"{pins[0].version}: pip install -e '.[test]'")


def test_every_installed_requirement_admits_python_3_11_2():
    closure = installed_closure()
    assert {"mkdocs", "mkdocs-material", "pymdown-extensions", "pytest"} <= closure.keys()
    refused = {
        f"{name} {dist.version}: Requires-Python {dist.metadata['Requires-Python']}"
        for name, dist in closure.items()
        if dist.metadata["Requires-Python"]
        and FLOOR not in SpecifierSet(dist.metadata["Requires-Python"])
    }
    assert not refused, f"do not install on Python {FLOOR}:\n" + "\n".join(sorted(refused))
