"""Decorators of a project's own that compile the function they decorate, known by their definition.

A decorator compiles by its spelling too: `@jax.jit`, `@eqx.filter_jit(...)`, `@partial(jax.jit, static_argnums=...)`
(what the partial applies), or a name that says the jit it applies (`@jit_with_docs`): `named_for_a_jit`, asked of
libcst's tree (run_frequency.compiled_by_a_jit_decorator) and of Python's `ast` (`compiling_decorator`).

A project often wraps `jax.jit` in a decorator of its own (to copy the docstring, fix keyword arguments, add a
profiling name): `@wrap_jit(static_argnames=("tensor",))`, `@accelerated`. Whatever it is called, its definition
says what it does: it returns a compilation of its argument (`jax.jit(fun, ...)`, through `functools.wraps(fun)(...)`
or a local name), directly or through the decorator it makes (a factory returning its nested `wrapper`). A function
so decorated runs its body only while JAX traces it: a jit, an un-jitted lax loop or a static-argument call inside
it is traced into its one compilation.

Read on Python's `ast` of the defining file (this module's whole text, or another project file the engine
resolves), so the decorator's body need not be near any traced code.
"""

from __future__ import annotations

import ast
from typing import Optional

from .ast_nodes import ast_child_nodes, dotted
from .tables import FOREIGN_COMPILERS

# What compiles a function it is given (its first positional argument).
COMPILERS = frozenset({"jax.jit", "jax.pmap", "equinox.filter_jit", "equinox.filter_pmap",
                       "jax.experimental.pjit.pjit"})
# What hands back the function it is given, dressed up (`functools.wraps(fun)(compiled)`).
_DRESSERS = frozenset({"functools.wraps", "functools.update_wrapper"})
# How deep a factory may nest (`def wrap_jit(**kw): def wrapper(fun): return jax.jit(fun, **kw)`).
_FACTORY_DEPTH = 2


def applied_name(decorator: str, first_argument: Optional[str]) -> str:
    """The dotted name of what a decorator applies, from the name it is spelled with (`jax.jit`, or `eqx.filter_jit`
    of `@eqx.filter_jit(...)`) and the name of its call's first argument: `partial(jax.jit, ...)` applies `jax.jit`."""
    if decorator.rpartition(".")[2] == "partial" and first_argument:
        return first_argument
    return decorator


def named_for_a_jit(name: str) -> bool:
    """Does a decorator's dotted name say it compiles (`jax.jit`, `filter_jit`, `jit_with_docs`)?"""
    return "jit" in name.rpartition(".")[2].lower()


def compiles_for_another_framework(name: str, aliases: dict[str, str]) -> bool:
    """Does the dotted name a decorator applies resolve, through the file's imports (`aliases`: local name to dotted
    import), to a library compiling for another framework (`cute.jit` with `import cutlass.cute as cute`)?"""
    imported = aliases.get(name.partition(".")[0], "")
    return imported.partition(".")[0] in FOREIGN_COMPILERS


def compiling_decorator(decorator: ast.expr, aliases: Optional[dict[str, str]] = None) -> bool:
    """`@jax.jit`, `@eqx.filter_jit(...)`, `@partial(jax.jit, static_argnums=...)`, or a decorator named for the jit
    it applies (`@jit_with_docs`), on Python's `ast`; not a jit of another framework imported as `aliases` say."""
    name = decorator_applies(decorator)
    return named_for_a_jit(name) and not (aliases and compiles_for_another_framework(name, aliases))


def decorator_applies(decorator: ast.expr) -> str:
    """The dotted name of what a decorator applies (`jax.jit` of `@partial(jax.jit, ...)`), on Python's `ast`."""
    called = decorator.func if isinstance(decorator, ast.Call) else decorator
    first = dotted(decorator.args[0]) if isinstance(decorator, ast.Call) and decorator.args else None
    return applied_name(dotted(called) or "", first)


def module_function(tree: Optional[ast.Module], name: str) -> Optional[ast.FunctionDef]:
    """The module-level def `name` of `tree` (the last one, as Python binds it), or None."""
    found = None
    for statement in tree.body if tree is not None else ():
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)) and statement.name == name:
            found = statement
    return found


def compiles_its_argument(function: ast.AST, aliases: dict[str, str], depth: int = _FACTORY_DEPTH) -> bool:
    """Does the decorator `function` return a compilation of its function argument, or (a decorator factory)
    return a nested def that does?"""
    if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)) or depth < 0:
        return False
    parameters = {argument.arg for argument in function.args.posonlyargs + function.args.args}
    assigned: dict[str, list[ast.expr]] = {}
    nested: dict[str, ast.AST] = {}
    returned: list[ast.expr] = []
    for node in _own_nodes(function):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    assigned.setdefault(target.id, []).append(node.value)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            nested[node.name] = node
        elif isinstance(node, ast.Return) and node.value is not None:
            returned.append(node.value)
    for value in returned:
        if _compiled(value, parameters, assigned, aliases, 3):
            return True
        if isinstance(value, ast.Name) and value.id in nested and \
                compiles_its_argument(nested[value.id], aliases, depth - 1):
            return True
    return False


def _compiled(expression: ast.expr, parameters: set[str], assigned: dict[str, list[ast.expr]],
              aliases: dict[str, str], depth: int) -> bool:
    """Is `expression` a compilation of one of `parameters` (through names the body binds to one)?"""
    if depth < 0:
        return False
    if isinstance(expression, ast.Name):
        return any(_compiled(value, parameters, assigned, aliases, depth - 1)
                   for value in assigned.get(expression.id, ()))
    if not isinstance(expression, ast.Call):
        return False
    called = _qualified(expression.func, aliases)
    if called in COMPILERS:
        return bool(expression.args) and isinstance(expression.args[0], ast.Name) and \
            expression.args[0].id in parameters
    if isinstance(expression.func, ast.Call) and _qualified(expression.func.func, aliases) in _DRESSERS and \
            expression.args:
        return _compiled(expression.args[0], parameters, assigned, aliases, depth - 1)   # wraps(fun)(compiled)
    if called in _DRESSERS and expression.args:
        return _compiled(expression.args[0], parameters, assigned, aliases, depth - 1)   # update_wrapper(c, fun)
    return False


def _own_nodes(function: ast.AST) -> list[ast.AST]:
    """The statements and expressions of `function`'s body, with its nested defs but not their bodies."""
    found: list[ast.AST] = []
    pending: list[ast.AST] = list(function.body)  # type: ignore[attr-defined]
    while pending:
        node = pending.pop()
        found.append(node)
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            pending.extend(ast_child_nodes(node))
    return found


def _qualified(node: ast.AST, aliases: dict[str, str]) -> str:
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return ""
    parts.append(aliases.get(node.id, node.id))
    return ".".join(reversed(parts))
