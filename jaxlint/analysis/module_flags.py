"""Module flags: a module global bound once, at module level, to `True`, `False` or `None` and never rebound in the
file (`DEBUG_CHECKS: bool = False` above the code it switches on). Every trace reads the one value it has, so
`if DEBUG_CHECKS:` decides in the trace which branch runs: the host checks under a disabled flag never run traced.

Read from the whole file's text with Python's `ast`, like analysis/scoped_globals.py: the binding and whatever
rebinds it (a function declaring it `global`, a second module-level assignment under an `if`) are usually far from
the traced code, and the region planner keeps only what is near it.
"""

from __future__ import annotations

import ast

_CONSTANTS = (True, False, None)


def module_flags(tree: ast.Module) -> dict[str, bool]:
    """The truth of each module global bound exactly once in the file, at module level, to `True`, `False` or
    `None`; a name bound anywhere else in the file (again at module level, or in a function that declares it
    `global`) is left out: its value depends on what ran before."""
    constant: dict[str, bool] = {}
    bindings: dict[str, int] = {}
    for statement in _module_statements(tree.body):
        for name in _bound_names(statement):
            bindings[name] = bindings.get(name, 0) + 1
        value = statement.value if isinstance(statement, (ast.Assign, ast.AnnAssign)) else None
        targets = statement.targets if isinstance(statement, ast.Assign) else \
            [statement.target] if isinstance(statement, ast.AnnAssign) else []
        if isinstance(value, ast.Constant) and any(value.value is each for each in _CONSTANTS) and \
                len(targets) == 1 and isinstance(targets[0], ast.Name):
            constant[targets[0].id] = bool(value.value)
    rebound = {name for node in ast.walk(tree) if isinstance(node, ast.Global) for name in node.names}
    return {name: truth for name, truth in constant.items() if bindings.get(name) == 1 and name not in rebound}


def _module_statements(statements: list[ast.stmt]):
    """The statements that run at module level, those nested in `if`/`try`/`with`/loops included."""
    for statement in statements:
        yield statement
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            continue
        for field in ("body", "orelse", "finalbody"):
            yield from _module_statements(getattr(statement, field, None) or [])
        for handler in getattr(statement, "handlers", None) or []:
            yield from _module_statements(handler.body)
        for case in getattr(statement, "cases", None) or []:
            yield from _module_statements(case.body)


def _bound_names(statement: ast.stmt) -> list[str]:
    """The names a module-level statement binds (not those of the functions or classes it defines the body of)."""
    if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [statement.name]
    if isinstance(statement, (ast.Import, ast.ImportFrom)):
        return [(alias.asname or alias.name).split(".")[0] for alias in statement.names]
    targets: list[ast.AST] = []
    if isinstance(statement, ast.Assign):
        targets = list(statement.targets)
    elif isinstance(statement, (ast.AnnAssign, ast.AugAssign)):
        targets = [statement.target] if isinstance(statement, ast.AugAssign) or statement.value is not None else []
    elif isinstance(statement, (ast.For, ast.AsyncFor)):
        targets = [statement.target]
    elif isinstance(statement, (ast.With, ast.AsyncWith)):
        targets = [item.optional_vars for item in statement.items if item.optional_vars is not None]
    elif isinstance(statement, ast.Delete):
        targets = list(statement.targets)
    names = [node.id for target in targets for node in ast.walk(target) if isinstance(node, ast.Name)]
    if isinstance(statement, (ast.Expr, ast.Assign, ast.AnnAssign, ast.AugAssign)):
        # `(FLAG := ...)` in a module-level expression rebinds it too.
        names += [node.target.id for node in ast.walk(statement)
                  if isinstance(node, ast.NamedExpr) and isinstance(node.target, ast.Name)]
    return names
