"""The standard library the referee pages serve: Pyodide's, with what starts as bytecode.

Pyodide ships `python_stdlib.zip` as source. Starting Python in the browser imports about
190 modules from it (and the engine a few more), each compiled from source in WebAssembly
first: most of the referee's cold start (issue 26). The build serves the same archive with
those modules as bytecode, compiled by that Pyodide's own CPython under Node
(scripts/compile_stdlib.mjs); every other file stays as Pyodide ships it.

Compiling takes Node and Pyodide some seconds, so the result is kept under
`.build-cache/pyodide/`, keyed by the archive, the script and the modules the engine
imports: a product of the pinned package, so it is kept whatever REFRESHER_CACHE says.
"""

from __future__ import annotations

import ast
import functools
import hashlib
import logging
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "compile_stdlib.mjs"
CACHE = ROOT / ".build-cache" / "pyodide"
log = logging.getLogger("mkdocs.hooks.refresher_site")


class StdlibError(Exception):
    """Why the archive could not be made, as one `path:line: message` line."""


def engine_imports(package: Path) -> list[str]:
    """The standard library's top-level modules that the engine's files import, sorted.

    >>> "json" in engine_imports(ROOT / "hare_rules")
    True
    """
    found: set[str] = set()
    for path in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_bytes(), str(path))):
            if isinstance(node, ast.Import):
                found.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                found.add(node.module.split(".")[0])
    return sorted(found & sys.stdlib_module_names - {"__future__"})


@functools.cache
def stdlib_archive(pyodide: Path, package: Path) -> bytes:
    """The archive for node_modules/pyodide `pyodide`, with what `package` imports compiled."""
    source = pyodide / "python_stdlib.zip"
    modules = engine_imports(package)
    digest = hashlib.sha256(source.read_bytes() + SCRIPT.read_bytes()
                            + " ".join(modules).encode()).hexdigest()[:12]
    kept = CACHE / f"python_stdlib-{digest}.zip"
    if kept.is_file():
        return kept.read_bytes()
    if shutil.which("node") is None:
        raise StdlibError("scripts/compile_stdlib.mjs:1: the referee pages need Node to "
                          "compile Pyodide's standard library (install Node 20)")
    log.info("compiling Pyodide's standard library for the referee (once, kept in %s)",
             kept.parent.relative_to(ROOT))
    CACHE.mkdir(parents=True, exist_ok=True)
    result = subprocess.run(["node", str(SCRIPT), str(pyodide), str(kept), *modules],
                            capture_output=True, text=True, check=False)
    if result.returncode != 0 or not kept.is_file():
        lines = (result.stderr.strip() or "scripts/compile_stdlib.mjs:1: failed").splitlines()
        raise StdlibError(lines[-1] if lines[-1].startswith("scripts/") else
                          f"scripts/compile_stdlib.mjs:1: {lines[-1]}")
    return kept.read_bytes()
