"""No import cycles in the engine and the content layer: every module's imports (also those
inside functions; not those under `if TYPE_CHECKING:`, which never run) form a graph without
a cycle. A cycle fails with its modules in order, `a → b → a`.

A module that needs something from a module that imports it takes the shared thing into a
leaf module both import (`hare_rules.core.errors`, `refresher.render.frame`), or is given it
(a game's state formats itself; its referee and picture use the rules, not the game package).
"""

from __future__ import annotations

import ast
from collections import deque
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("hare_rules", "refresher")


def module_files(root: Path, packages: tuple[str, ...]) -> dict[str, Path]:
    """Every module under the packages by dotted name (a package by its own name)."""
    found = {}
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join(parts)] = path
    return found


def _type_checking_only(tree: ast.AST) -> set[int]:
    """The ids of the nodes inside `if TYPE_CHECKING:` bodies (imports for types only)."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for statement in node.body:
                skipped.update(id(inner) for inner in ast.walk(statement))
    return skipped


def _known(name: str, modules: dict[str, Path]) -> str | None:
    """The module `name` is, or the nearest package holding it (None: outside the graph)."""
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name or None


def _targets(module: str, node: ast.Import | ast.ImportFrom,
             modules: dict[str, Path]) -> list[str]:
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    else:
        base = node.module or ""
        if node.level:  # relative: from the module's package, one level up per extra dot
            package = module.split(".")
            if modules[module].name != "__init__.py":
                package = package[:-1]
            package = package[:len(package) - (node.level - 1)]
            base = ".".join([*package, base] if base else package)
        # `from pkg import name`: the submodule pkg.name if there is one, else pkg itself
        names = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base
                 for alias in node.names]
    return [target for name in names if (target := _known(name, modules)) is not None]


def import_graph(root: Path = ROOT, packages: tuple[str, ...] = PACKAGES) -> dict[str, set[str]]:
    """module -> the modules of the packages it imports anywhere in its file."""
    modules = module_files(root, packages)
    graph: dict[str, set[str]] = {}
    for module, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        skipped = _type_checking_only(tree)
        graph[module] = {
            target
            for node in ast.walk(tree)
            if isinstance(node, ast.Import | ast.ImportFrom) and id(node) not in skipped
            for target in _targets(module, node, modules)
            if target != module
        }
    return graph


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of two or more modules that reach each other (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, edges = work[-1]
            for target in edges:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        groups.append(sorted(group))
    return groups


def cycle_in(group: list[str], graph: dict[str, set[str]]) -> list[str]:
    """A shortest cycle through the group's first module: [a, b, ..., a]."""
    start, members = group[0], set(group)
    came_from: dict[str, str] = {}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        for target in sorted(graph[node] & members):
            if target == start:
                path = [node]
                while path[-1] != start:
                    path.append(came_from[path[-1]])
                return [start, *reversed(path[:-1]), start]
            if target not in came_from:
                came_from[target] = node
                queue.append(target)
    raise AssertionError(f"no cycle through {start} in {group}")  # a group always has one


def cycles(root: Path = ROOT, packages: tuple[str, ...] = PACKAGES) -> list[str]:
    """Every import cycle, one line each: `a → b → a` (all modules of the group after it)."""
    graph = import_graph(root, packages)
    lines = []
    for group in strongly_connected(graph):
        cycle = cycle_in(group, graph)
        rest = sorted(set(group) - set(cycle))
        lines.append(" → ".join(cycle) + (f" (with {', '.join(rest)})" if rest else ""))
    return lines


def test_no_import_cycles():
    found = cycles()
    assert not found, "import cycles:\n" + "\n".join(found)


def test_the_graph_sees_the_project():
    graph = import_graph()
    assert "hare_rules.core.positions" in graph["hare_rules.core.protocol"]  # in a function
    assert "hare_rules.core.errors" in graph["hare_rules.core.positions"]
    assert "hare_rules.core.protocol" not in graph["hare_rules.core.positions"]  # types only
    assert "refresher.render.frame" in graph["refresher.render.referee"]


def test_a_cycle_is_found_and_named(tmp_path: Path):
    package = tmp_path / "toy"
    package.mkdir()
    (package / "__init__.py").write_text("from .state import State\n")
    (package / "state.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from .rules import legal\n"  # types only: no edge
        "class State:\n    def __str__(self):\n"
        "        from .notation import format_state\n        return format_state(self)\n")
    (package / "notation.py").write_text("from toy import state\nformat_state = str\n")
    (package / "rules.py").write_text("from . import state\n")
    assert cycles(tmp_path, ("toy",)) == ["toy.notation → toy.state → toy.notation"]
    (package / "notation.py").write_text("format_state = str\n")
    assert cycles(tmp_path, ("toy",)) == []
