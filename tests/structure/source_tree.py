"""The project's own modules read as text (``ast``), for the tests that hold
the code to its style rules: small modules, no import cycles. Read, never
imported, so a cycle is found even where import order happens to hide it."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: the project's packages (the bench, tests and migrations are not the site's code)
PACKAGES = ("wdd", "tournaments", "ratings")


def modules(root: Path = ROOT, packages=PACKAGES) -> dict[str, Path]:
    """{dotted name: file} of every module of ``packages`` but migrations."""
    found = {}
    for package in packages:
        for path in (root / package).rglob("*.py"):
            parts = path.relative_to(root).with_suffix("").parts
            if "migrations" in parts:
                continue
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join(parts)] = path
    return found


def _target(name: str, known: dict) -> str | None:
    """The project module an imported name lives in (``a.b.C`` -> ``a.b``)."""
    while name and name not in known:
        name = name.rpartition(".")[0]
    return name or None


def _imported(module: str, is_package: bool, node, known: dict) -> set[str]:
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    else:
        if node.level:
            base = module.split(".")[: len(module.split(".")) + is_package - node.level]
            source = ".".join([*base, node.module] if node.module else base)
        else:
            source = node.module
        submodules = [f"{source}.{a.name}" for a in node.names if f"{source}.{a.name}" in known]
        # ``from . import sibling`` needs the sibling, not the package being imported
        names = submodules if len(submodules) == len(node.names) else [source, *submodules]
    return {t for n in names if (t := _target(n, known)) and t != module}


def import_graph(known: dict[str, Path]) -> dict[str, set[str]]:
    """Each module's top-level imports of the others. Imports inside a function
    run when it is called, and ``if TYPE_CHECKING:`` ones never: neither can
    make a cycle at import time, which is the one that breaks."""
    graph = {}
    for module, path in known.items():
        deps: set[str] = set()
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.Import | ast.ImportFrom):
                deps |= _imported(module, path.name == "__init__.py", node, known)
        graph[module] = deps
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
    return found
