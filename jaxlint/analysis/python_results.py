"""Module-level functions whose result is a Python value whatever their arguments (`return x.shape[-1]`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import libcst as cst

from .imports import ImportMap
from .records import FunctionInfo
from .values import STATIC, Evaluator, FieldKinds, Value, join, merge
from .walk import children

if TYPE_CHECKING:
    from .module_index import ModuleIndex


def _straight_line(statements, found: list) -> bool:
    """Collect the simple statements of a body made of simple statements and `if`s only."""
    for statement in statements:
        if isinstance(statement, cst.SimpleStatementLine):
            found.extend(statement.body)
        elif isinstance(statement, cst.If):
            if not _straight_line(statement.body.body, found):
                return False
            orelse = statement.orelse
            if isinstance(orelse, cst.If) and not _straight_line([orelse], found):
                return False
            if isinstance(orelse, cst.Else) and not _straight_line(orelse.body.body, found):
                return False
            found.append(statement.test)
        else:
            return False
    return True


_SIMPLE_STATEMENTS = (cst.Assign, cst.AnnAssign, cst.AugAssign, cst.Expr, cst.Assert, cst.Return, cst.Raise,
                      cst.Pass)


class PythonResults:
    """Does calling the module-level function `name` give a Python value whatever its arguments are (tracers
    included): every `return` of its straight-line body is static with all parameters traced, as in
    `return len(match.group(0)) // 6` or `return x.shape[-1]`? Only undecorated functions without loops, `try`,
    `with`, nested definitions or `yield`, and a name no other scope of the module defines. (Kept apart from
    ModuleFacts, which holds an evaluator holding this: no reference cycle.)"""

    def __init__(self, module: cst.Module, index: ModuleIndex, imports: ImportMap, fields: FieldKinds) -> None:
        self.module = module
        self.index = index
        self.imports = imports
        self.fields = fields
        self.known: dict[str, Optional[list[Value]]] = {}

    def __call__(self, name: str) -> bool:
        returned = self._returned(name)
        return returned is not None and not any(value.traced for value in returned)

    def tuple_items(self, name: str) -> Optional[tuple[Value, ...]]:
        """What each item of the tuple the function returns holds, when every `return` gives a tuple display of
        one length (`return jnp.var(means), means.size`: a tracer and a Python int); None otherwise."""
        returned = self._returned(name)
        if not returned or any(value.items is None for value in returned) or \
                len({len(value.items) for value in returned}) != 1:  # type: ignore[arg-type]
            return None
        return tuple(join([value.items[i] for value in returned])  # type: ignore[index]
                     if any(value.items[i].traced for value in returned) else STATIC  # type: ignore[index]
                     for i in range(len(returned[0].items)))  # type: ignore[arg-type]

    def _returned(self, name: str) -> Optional[list[Value]]:
        """The value of each `return` of the module-level function `name` with all its parameters traced, or None
        when the function is not one this reads (see the class)."""
        if name in self.known:
            return self.known[name]
        self.known[name] = None  # recursion (direct or mutual) stays unknown
        defs = self.index.defs_by_scope[self.module].get(name, [])
        result = None
        if len(defs) == 1 and not defs[0].decorators and not any(
                name in by_name for scope, by_name in self.index.defs_by_scope.items() if scope is not self.module):
            result = _returned_values(defs[0], self.index.functions[defs[0]], self)
        self.known[name] = result
        return result


def _holds_yield(expression: cst.CSTNode) -> bool:
    pending = [expression]
    while pending:
        node = pending.pop()
        if isinstance(node, cst.Yield):
            return True
        pending.extend(children(node))
    return False


def _returned_values(node: cst.FunctionDef, info: FunctionInfo, results: PythonResults) -> Optional[list[Value]]:
    if not isinstance(node.body, cst.IndentedBlock):
        return None
    statements: list = []
    if not _straight_line(node.body.body, statements) or not all(
            isinstance(s, (*_SIMPLE_STATEMENTS, cst.BaseExpression)) for s in statements):
        return None
    if any(isinstance(s, (cst.Expr, cst.Assign, cst.AugAssign, cst.AnnAssign, cst.Return)) and s.value is not None
           and _holds_yield(s.value) for s in statements):
        return None
    env: dict[str, Value] = {name: Value(traced=True, source=name) for name in info.all_params}
    returns: list[Value] = []
    # Bindings merged in text order, twice: an `if` may bind a name that a later statement reads.
    for _ in range(2):
        evaluator = Evaluator(results.imports, lambda n: env.get(n.value), fields=results.fields,
                              python_result=results)
        returns = []
        for statement in statements:
            if isinstance(statement, cst.Return):
                returns.append(evaluator.value(statement.value) if statement.value else STATIC)
            elif isinstance(statement, (cst.Assign, cst.AnnAssign)) and statement.value is not None:
                value = evaluator.value(statement.value)
                scope: dict[str, Value] = {}
                targets = [t.target for t in statement.targets] if isinstance(statement, cst.Assign) else \
                    [statement.target]
                for target in targets:
                    evaluator.bind_target(target, value, scope)
                for bound_name, bound in scope.items():
                    env[bound_name] = merge(env.get(bound_name), bound)
            elif isinstance(statement, cst.AugAssign) and isinstance(statement.target, cst.Name):
                name = statement.target.value
                env[name] = merge(env.get(name), join([env.get(name, STATIC), evaluator.value(statement.value)]))
    return returns
