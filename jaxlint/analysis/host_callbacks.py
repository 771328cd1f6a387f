"""Callables JAX runs on the host, never while it traces.

The function handed to a host callback (`jax.debug.callback(f, *args)`, its two-call form `jax.debug.callback(
ordered=True)(f, *args)`, `jax.pure_callback(f, shape, *args)`, `io_callback`, the old `host_callback.call` and
`id_tap`) is called later, by the running program, on concrete arrays: its `print`, `.item()` and `int(x)` work. A
helper that hands its parameter only there (`def emit(flag, func, *args)` running `jax.debug.callback(func, *args)`
in a `lax.cond` branch; through `partial(func, step)`, `lambda v: func(v)` or a nested def calling it) makes the
function a traced caller passes it a host function too, wherever that helper is defined: in the file or in another
project file (ProjectIndex.imported_host_parameters).

Read on Python's `ast`: the helper's body, nested defs included, once per helper.
"""

from __future__ import annotations

import ast
from typing import Optional

from .ast_nodes import ast_child_nodes, ast_walk, dotted, named_parameters
from .import_names import qualify

# The host callbacks, each with the keyword its callable may be given by.
CALLABLE_KEYWORDS = {
    "jax.debug.callback": "callback",
    "jax.pure_callback": "callback",
    "jax.experimental.io_callback": "callback",
    "jax.experimental.io_callback.io_callback": "callback",
    "jax.experimental.host_callback.call": "callback_func",
    "jax.experimental.host_callback.id_tap": "tap_func",
}
# Calls whose arguments JAX hands to the host: the callbacks, and `jax.debug.print` (a format string).
HOST_CALLBACKS = frozenset(CALLABLE_KEYWORDS) | {"jax.debug.print"}
# A file calling a host callback holds one of these words.
HOST_CALLBACK_WORDS = ("callback", "id_tap")
# The callbacks taking their options in a first call (`jax.debug.callback(ordered=True)(f, *args)`).
_TWO_CALL_FORMS = frozenset({"jax.debug.callback"})


def host_callback_name(func: ast.expr, aliases: dict[str, str]) -> Optional[str]:
    """The host callback a call of `func` is (`jax.debug.callback`, or `jax.debug.callback(ordered=True)`, the
    options of its two-call form), else None."""
    name = qualify(dotted(func), aliases)
    if name in HOST_CALLBACKS:
        return name
    if isinstance(func, ast.Call) and not func.args:
        name = qualify(dotted(func.func), aliases)
        return name if name in _TWO_CALL_FORMS else None
    return None


def host_callable(call: ast.Call, aliases: dict[str, str]) -> Optional[ast.expr]:
    """The callable that `call`, a host callback, hands JAX to run on the host; None for any other call."""
    name = host_callback_name(call.func, aliases)
    if name not in CALLABLE_KEYWORDS:
        return None
    if call.args and not isinstance(call.args[0], ast.Starred):
        return call.args[0]
    return next((keyword.value for keyword in call.keywords if keyword.arg == CALLABLE_KEYWORDS[name]), None)


def host_only_parameters(function: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda, aliases: dict[str, str]
                         ) -> frozenset[str]:
    """The parameters of `function` that it hands to a host callback and uses nowhere else: every read of one lies
    in the callable a host callback is given (`func`, `partial(func, step)`, `lambda v: func(v)`), or in the body of
    a nested def only ever handed to host callbacks, or tests it (`callable(func)`, `func is None`, `if func:`)."""
    parameters = named_parameters(function.args)
    if not parameters:
        return frozenset()
    parents: dict[int, ast.AST] = {}
    host: set[int] = set()
    handed_names: set[str] = set()
    nested: dict[str, list[ast.AST]] = {}
    for node in ast_walk(function):
        for child in ast_child_nodes(node):
            parents[id(child)] = node
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node is not function:
            nested.setdefault(node.name, []).append(node)
        elif isinstance(node, ast.Call):
            handed = host_callable(node, aliases)
            if handed is not None:
                host.update(id(part) for part in ast_walk(handed))
                if isinstance(handed, ast.Name):
                    handed_names.add(handed.id)
    for name in handed_names & nested.keys():
        # `def host(v): func(v)` handed as `jax.debug.callback(host, x)`: its body runs on the host, when every read
        # of its name is such a handing.
        if all(id(node) in host for node in ast_walk(function)
               if isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Load)):
            host.update(id(part) for definition in nested[name] for part in ast_walk(definition))
    found: set[str] = set()
    for parameter in parameters:
        reads = [node for node in ast_walk(function)
                 if isinstance(node, ast.Name) and node.id == parameter and not isinstance(node.ctx, ast.Store)]
        if any(id(read) in host for read in reads) and all(
                id(read) in host or _only_tested(read, parents) for read in reads):
            found.add(parameter)
    return frozenset(found)


def _only_tested(read: ast.Name, parents: dict[int, ast.AST]) -> bool:
    """Is `read` only tested, its value not used: `callable(func)`, `func is None`, `if func:`, `not func`?"""
    parent = parents.get(id(read))
    if isinstance(parent, ast.UnaryOp) and isinstance(parent.op, ast.Not):
        read, parent = parent, parents.get(id(parent))  # type: ignore[assignment]
    if isinstance(parent, ast.Call):
        return isinstance(parent.func, ast.Name) and parent.func.id == "callable" and parent.args == [read]
    if isinstance(parent, ast.Compare):
        return all(isinstance(op, (ast.Is, ast.IsNot)) for op in parent.ops) and all(
            isinstance(side, ast.Constant) and side.value is None or side is read
            for side in (parent.left, *parent.comparators))
    if isinstance(parent, (ast.If, ast.While, ast.IfExp, ast.Assert)):
        return parent.test is read
    return isinstance(parent, ast.BoolOp) and isinstance(parents.get(id(parent)), (ast.If, ast.While, ast.Assert))
