"""Scoped globals: a module global that a function of the module sets for a block and puts back in a `finally`
(`saved = _counter; _counter = 0; try: yield finally: _counter = saved`, a context manager numbering what is made
inside it), or from a local that saved it before (`old = CALLBACK; CALLBACK = hook; out = body(); CALLBACK = old`, a
hook installed for the duration of one call). Its value belongs to that dynamic scope: a traced bump (`_counter +=
1` to label a new variable) numbers things within the scope, and the end of the scope restores what was there, as a
stack pushed and popped by one function ends each trace as it began.

Read from the whole file's text with Python's `ast`, not from the analysis tree: the function restoring the global
is usually far from the traced code, and the region planner keeps only what is near it.
"""

from __future__ import annotations

import ast
from typing import Iterator

from .ast_nodes import ast_walk


def restored_globals(tree: ast.Module) -> frozenset[str]:
    """The module globals some function of the module declares `global` and puts back (`restoring_assignments`)."""
    found: set[str] = set()
    for function in ast_walk(tree):
        if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        declared = {name for node in ast_walk(function) if isinstance(node, ast.Global) for name in node.names}
        if not declared:
            continue
        found |= declared & {target.id for assign in restoring_assignments(function) for each in assign.targets
                             for target in ast_walk(each) if isinstance(target, ast.Name)}
    return frozenset(found)


def finally_assignments(function: ast.AST) -> Iterator[ast.Assign]:
    """The assignments in the `finally` blocks of `function` (nested blocks included): what it puts back."""
    for node in ast_walk(function):
        if isinstance(node, ast.Try) and node.finalbody:
            for statement in node.finalbody:
                for assign in ast_walk(statement):
                    if isinstance(assign, ast.Assign):
                        yield assign


def restoring_assignments(function: ast.AST) -> Iterator[ast.Assign]:
    """The assignments of `function` that put a place back as the call found it: those of its `finally` blocks, and
    `place = saved` where `saved` is a local the function bound to that same place before (`old = nn.CALLBACK`
    ... `nn.CALLBACK = old`): the place is set for the stretch between, a trace-scoped context."""
    yield from finally_assignments(function)
    saved: dict[str, set[str]] = {}  # local name -> the places it was bound to (`old = place`)
    for assign in sorted((node for node in ast_walk(function) if isinstance(node, ast.Assign)),
                         key=lambda node: (node.lineno, node.col_offset)):
        if len(assign.targets) != 1:
            continue
        target, value = assign.targets[0], assign.value
        if isinstance(value, ast.Name) and isinstance(target, (ast.Name, ast.Attribute, ast.Subscript)) and \
                ast.unparse(target) in saved.get(value.id, ()):
            yield assign
        elif isinstance(target, ast.Name) and isinstance(value, (ast.Name, ast.Attribute, ast.Subscript)):
            saved.setdefault(target.id, set()).add(ast.unparse(value))
