"""requirements/lock.txt agrees with pyproject.toml: every pinned dependency (and the build
backend) is locked at the same version, and every locked package carries hashes."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[2]
LOCK = (ROOT / "requirements/lock.txt").read_text(encoding="utf-8")
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def locked() -> dict[str, tuple[str, int]]:
    """name -> (version, number of hashes)."""
    found = {}
    for block in re.split(r"\n(?=[A-Za-z0-9])", LOCK):
        match = re.match(r"([A-Za-z0-9._-]+)==(\S+)", block)
        if match:
            found[canonicalize_name(match[1])] = (match[2], block.count("--hash=sha256:"))
    return found


def test_every_pin_of_pyproject_is_locked_at_its_version():
    project = PYPROJECT["project"]
    pins = [*project["dependencies"], *project["optional-dependencies"]["test"],
            *PYPROJECT["build-system"]["requires"]]
    lock = locked()
    for text in pins:
        requirement = Requirement(text)
        (pin,) = [s.version for s in requirement.specifier if s.operator == "=="]
        name = canonicalize_name(requirement.name)
        assert name in lock, f"{name} is not in the lock: run scripts/update_lock.sh"
        assert lock[name][0] == pin, (f"{name}: pyproject pins {pin}, the lock has "
                                      f"{lock[name][0]}: run scripts/update_lock.sh")


def test_every_locked_package_has_hashes():
    lock = locked()
    assert len(lock) > 20
    assert not [name for name, (_, hashes) in lock.items() if hashes == 0]
