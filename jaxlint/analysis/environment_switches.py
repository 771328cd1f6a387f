"""Environment variables a project sets while its package is imported, before the libraries that read them load.

Some libraries read a switch from the environment once, when they are first imported: SciPy's array-API support
(`SCIPY_ARRAY_API`), with which many of its functions take JAX arrays, tracers included, and compute with
`jax.numpy`. A project that relies on it sets the variable at the top of its package's `__init__.py` (or of the
script itself), before anything imports SciPy: `os.environ["SCIPY_ARRAY_API"] = "1"`, `os.environ.setdefault(...)`,
`os.environ.update({...})`. Read with `ast`; the module-level statements only (under `if`/`try` too), since a
function that sets it may run after SciPy was imported.
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional

from .ast_nodes import dotted
from .syntax_trees import syntax_tree

SCIPY_ARRAY_API = "SCIPY_ARRAY_API"


def environment_settings(tree: ast.Module) -> dict[str, str]:
    """The environment variables the module's top-level statements set to a constant string, by name."""
    environ = _environ_spellings(tree)
    found: dict[str, str] = {}
    if not environ:
        return found
    for statement in _module_level(tree.body):
        if isinstance(statement, ast.Assign):
            for target in statement.targets:
                if isinstance(target, ast.Subscript) and dotted(target.value) in environ:
                    _note(found, target.slice, statement.value)
        elif isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call):
            call = statement.value
            method = call.func
            if not isinstance(method, ast.Attribute) or dotted(method.value) not in environ:
                continue
            if method.attr == "setdefault" and len(call.args) == 2:
                _note(found, call.args[0], call.args[1])
            elif method.attr == "update":
                for argument in call.args:
                    if isinstance(argument, ast.Dict):
                        for key, value in zip(argument.keys, argument.values):
                            if key is not None:
                                _note(found, key, value)
                for keyword in call.keywords:
                    if keyword.arg is not None:
                        _note(found, ast.Constant(keyword.arg), keyword.value)
    return found


def file_environment_settings(path: str, cache: Optional[dict] = None) -> dict[str, str]:
    """`environment_settings` of a file on disk (empty when it cannot be read or parsed), kept in the run's cache."""
    key = ("environment settings", path)
    if cache is not None and key in cache:
        return cache[key]
    try:
        with open(path, encoding="utf-8") as handle:
            found = environment_settings(syntax_tree(handle.read()))
    except (OSError, UnicodeDecodeError, SyntaxError, ValueError, RecursionError, MemoryError):
        found = {}
    if cache is not None:
        cache[key] = found
    return found


def _environ_spellings(tree: ast.Module) -> set[str]:
    """How the module spells `os.environ` (`os.environ`, `environ` from `from os import environ`)."""
    spellings = set()
    for statement in _module_level(tree.body):
        if isinstance(statement, ast.Import):
            spellings.update(f"{alias.asname or 'os'}.environ" for alias in statement.names
                             if alias.name == "os" or alias.name.startswith("os.") and alias.asname is None)
        elif isinstance(statement, ast.ImportFrom) and statement.module == "os" and not statement.level:
            spellings.update(alias.asname or alias.name for alias in statement.names if alias.name == "environ")
    return spellings


def _module_level(body: list[ast.stmt]) -> Iterator[ast.stmt]:
    """The statements that run when the module is imported, those of its top-level `if` and `try` blocks too."""
    for statement in body:
        yield statement
        if isinstance(statement, ast.If):
            yield from _module_level(statement.body)
            yield from _module_level(statement.orelse)
        elif isinstance(statement, ast.Try):
            for block in (statement.body, statement.orelse, statement.finalbody):
                yield from _module_level(block)


def _note(found: dict[str, str], key: ast.AST, value: ast.AST) -> None:
    if isinstance(key, ast.Constant) and isinstance(key.value, str) and isinstance(value, ast.Constant) and \
            isinstance(value.value, str):
        found[key.value] = value.value
