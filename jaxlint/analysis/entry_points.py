"""Entry points: functions a project's users trace although the project itself never does.

A library's public functions are jitted, vmapped and differentiated by its users, and its factories return closures
that users jit. `[tool.jaxlint] entry-points` (or `--entry-points`) names them by qualified-name patterns
(`mylib.api.*`, `mylib.models.make_*`); each matching function is then analysed as traced, as if a user had written
`jax.jit(mylib.api.f)`: its parameters without a default are traced, those with a default (or annotated `int`,
`bool`, `str`) are taken as static configuration. A pattern's wildcards match public names only (no leading
underscore), unless the pattern spells the underscore itself. A matching function that returns a function defined
inside it is a factory: the returned function is what users trace, not the factory.
"""

from __future__ import annotations

import ast
import fnmatch
import os
from typing import Iterable, Optional


def module_name(path: str) -> str:
    """The dotted module name of a file, from the `__init__.py` chain above it (`pkg/sub/mod.py` -> `pkg.sub.mod`)."""
    directory, filename = os.path.split(os.path.abspath(path))
    stem = os.path.splitext(filename)[0]
    parts = [] if stem == "__init__" else [stem]
    while os.path.isfile(os.path.join(directory, "__init__.py")):
        directory, package = os.path.split(directory)
        parts.append(package)
        if not package:
            break
    return ".".join(reversed(parts))


def _public(qualname_tail: str, pattern: str) -> bool:
    for part in qualname_tail.split("."):
        if part.startswith("_") and part != "__call__" and f".{part}" not in f".{pattern}":
            return False
    return True


def matches(qualname: str, module: str, patterns: Iterable[str]) -> bool:
    tail = qualname[len(module) + 1:] if module else qualname
    return any(fnmatch.fnmatchcase(qualname, pattern) and _public(tail, pattern) for pattern in patterns)


def candidate_names(tree: ast.Module, module: str, patterns: tuple[str, ...]) -> frozenset[str]:
    """Names of the module-level functions and methods that match (what the region planner must keep)."""
    names = set()
    for statement in tree.body:
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if matches(f"{module}.{statement.name}" if module else statement.name, module, patterns):
                names.add(statement.name)
        elif isinstance(statement, ast.ClassDef):
            for member in statement.body:
                if isinstance(member, (ast.FunctionDef, ast.AsyncFunctionDef)) and matches(
                        f"{module}.{statement.name}.{member.name}" if module else
                        f"{statement.name}.{member.name}", module, patterns):
                    names.add(member.name)
    return frozenset(names)


def entry_point_names(tree: ast.Module, path: str, patterns: tuple[str, ...]) -> frozenset[str]:
    if not patterns:
        return frozenset()
    return candidate_names(tree, module_name(path), patterns)


def qualname_of(module: str, class_name: Optional[str], name: str) -> str:
    inner = f"{class_name}.{name}" if class_name else name
    return f"{module}.{inner}" if module else inner
