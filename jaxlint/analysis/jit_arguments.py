"""Arguments a compiler refuses before it traces anything.

`jax.jit(f)(args)` turns every argument it is not told is static into an abstract array; a Python function, a lambda
or a string is none, and the call raises TypeError ("Error interpreting argument ... as an abstract array") before
`f` runs (checked under jax 0.10.2; a `jax.tree_util.Partial`, which is a pytree, is the documented way to hand a
function over). A jit applied where it is made to such an argument (`jax.jit(self.evsi)(model_func, prior)` with
`model_func: Callable[...]`) never traces its function: it is no evidence that the function runs under a trace.
"""

from __future__ import annotations

import ast
from typing import Optional

from .ast_nodes import dotted

_PROTOCOL_BASES = frozenset({"Protocol", "typing.Protocol", "typing_extensions.Protocol"})


def callable_protocols(tree: Optional[ast.Module]) -> frozenset[str]:
    """The module-level `typing.Protocol` classes of `tree` declaring `__call__` and nothing else (a docstring
    aside): what a parameter annotated with one is handed is a function."""
    found: set[str] = set()
    for statement in tree.body if tree is not None else ():
        if not isinstance(statement, ast.ClassDef) or not any(
                dotted(base) in _PROTOCOL_BASES for base in statement.bases):
            continue
        members = [member for member in statement.body if not (
            isinstance(member, ast.Pass) or isinstance(member, ast.Expr) and isinstance(member.value, ast.Constant))]
        if members and all(isinstance(member, (ast.FunctionDef, ast.AsyncFunctionDef)) and member.name == "__call__"
                           for member in members):
            found.add(statement.name)
    return frozenset(found)
