"""A cache of passing results, keyed by the content of every file they depend on.

`./run.sh check` needs no work for content that has not changed since its last passing run:
refresher.check keeps one entry per game folder (kind `check-game`: the game's id, its
line of the output and its count of passed scenarios) under `.build-cache/` (the build's
own folder, never committed), so an edit of one game's file checks only that game again.
`--check --mutate` keeps its whole output (kind `check`).  A key hashes

- every file under the content folder it covers (one game's folder, or all of them; path
  and bytes; any entry that is not a plain file or folder turns the cache off for that run,
  the loader judges it);
- every file of the code that produces the result (`refresher/`, `hare_rules/`, the build
  script, the folders of `HARE_RULES_GAME_PATH`), `pyproject.toml` and the lock file (the
  versions of every library), the Python version (`code_key`, hashed once a run) and the
  command's arguments.

So an edit of content or code never serves a stale verdict.  Only passing results are
stored (`store` refuses anything else): a failing check always runs again and prints its
problems afresh.  `REFRESHER_CACHE=0` turns the cache off (benchmarks of the cold path).

This module imports nothing heavy: a hit costs the interpreter's start and the hashing.

    >>> import tempfile, pathlib
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> _ = (folder / "a.yaml").write_text("x: 1\\n")
    >>> key = content_key("check", [folder])
    >>> key == content_key("check", [folder])
    True
    >>> _ = (folder / "a.yaml").write_text("x: 2\\n")
    >>> key == content_key("check", [folder])
    False
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import stat
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CACHE_DIR = ROOT / ".build-cache"  # REFRESHER_CACHE_DIR names another (the tests' own)
VERSION = "1"  # bump when what is stored changes shape
KEEP = 16  # entries kept per kind (quiz/ and single game folders alternate)
KEEP_PER_KIND = {"check-game": 64,  # one entry per game folder and version of it
                 "referee-answers": 4}  # a few MB each: two languages, two code versions
# The code behind a result: folders (every file in them) and single files, under ROOT.
CODE = ("refresher", "hare_rules", "scripts/build_site.py", "hooks", "mkdocs.yml",
        "pyproject.toml", "requirements/lock.txt")


class _Unusual(Exception):
    """An entry the cache does not judge (a link, a pipe, an unreadable file)."""


def enabled() -> bool:
    return os.environ.get("REFRESHER_CACHE", "1") != "0"


def cache_dir() -> Path:
    return Path(os.environ.get("REFRESHER_CACHE_DIR") or CACHE_DIR)


def _hash_tree(digest: Any, root: Path, label: str) -> None:
    """Feed the path and bytes of every file under `root` (or `root` itself) to `digest`."""
    try:
        info = os.lstat(root)
    except OSError:
        digest.update(f"missing {label}\0".encode())
        return
    if stat.S_ISREG(info.st_mode):
        _hash_file(digest, root, label)
        return
    if not stat.S_ISDIR(info.st_mode):
        raise _Unusual(root)
    for folder, dirs, files in os.walk(root, onerror=_raise):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in dirs:  # a link to a folder shows up here too
            if not stat.S_ISDIR(os.lstat(os.path.join(folder, name)).st_mode):
                raise _Unusual(name)
        rel = os.path.relpath(folder, root)
        digest.update(f"dir {label}/{rel}\0".encode())
        for name in sorted(files):
            path = Path(folder, name)
            if name.endswith((".pyc", ".pyo")):
                continue
            if not stat.S_ISREG(os.lstat(path).st_mode):
                raise _Unusual(path)
            _hash_file(digest, path, f"{label}/{rel}/{name}")


def _raise(error: OSError) -> None:
    raise _Unusual(error)


def _hash_file(digest: Any, path: Path, label: str) -> None:
    with open(path, "rb") as file:
        data = file.read()
    digest.update(f"file {label} {len(data)}\0".encode())
    digest.update(data)


def content_key(kind: str, inputs: list[Path], args: Sequence[str] = (),
                code: str | None = None) -> str | None:
    """The key of a result of `kind` over the content `inputs` and the code; None when the
    cache must not be used (turned off, or an entry it does not judge).  `code` is
    `code_key()` when the caller has it already (one hash of the code for many keys)."""
    if not enabled():
        return None
    code = code_key() if code is None else code
    if code is None:
        return None
    digest = hashlib.sha256(f"{VERSION}\0{kind}\0code {code}\0".encode())
    digest.update(json.dumps(list(args)).encode())
    try:
        for index, path in enumerate(inputs):
            digest.update(f"input {index} {Path(path).resolve()}\0".encode())
            _hash_tree(digest, Path(path), f"input{index}")
    except (_Unusual, OSError):
        return None
    return digest.hexdigest()


def code_key() -> str | None:
    """A hash of everything besides the content a result depends on: every file of `CODE`
    and of the folders of `HARE_RULES_GAME_PATH` (and that variable), the Python version;
    None when the cache is off or the code holds an entry it does not judge."""
    if not enabled():
        return None
    digest = hashlib.sha256(f"{VERSION}\0{sys.version}\0".encode())
    game_path = os.environ.get("HARE_RULES_GAME_PATH", "")
    digest.update(f"\0HARE_RULES_GAME_PATH={game_path}\0".encode())
    try:
        for name in CODE:
            _hash_tree(digest, ROOT / name, name)
        for folder in filter(None, game_path.split(os.pathsep)):
            _hash_tree(digest, Path(folder), f"game-path {folder}")
    except (_Unusual, OSError):
        return None
    return digest.hexdigest()


def load(kind: str, key: str | None) -> dict | None:
    """The stored passing result of `key`, or None."""
    if key is None:
        return None
    try:
        with open(cache_dir() / kind / f"{key}.json", encoding="utf-8") as file:
            entry = json.load(file)
    except (OSError, ValueError):
        return None
    if not isinstance(entry, dict) or entry.get("key") != key or entry.get("status") != 0:
        return None
    with contextlib.suppress(OSError):  # recently used entries are the ones kept
        os.utime(cache_dir() / kind / f"{key}.json")
    return entry


def store(kind: str, key: str | None, status: int, **values: object) -> None:
    """Keep a passing result (status 0) under `key`; anything else is never stored.  A cache
    that cannot be written is skipped silently: it only saves time."""
    if key is None or status != 0:
        return
    import tempfile

    folder = cache_dir() / kind
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, tmp = tempfile.mkstemp(dir=folder, prefix=".tmp-", suffix=".json")
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            json.dump({"key": key, "status": status, **values}, file)
        os.replace(tmp, folder / f"{key}.json")
        entries = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
        for old in entries[KEEP_PER_KIND.get(kind, KEEP):]:
            old.unlink(missing_ok=True)
    except OSError:
        return
