"""Code a module flag decides never runs: the branch of `if JAX_MODE:` / `if not JAX_MODE:` that the flag's one value
(analysis/module_flags.py: a module global bound once to `True`, `False` or `None`, never rebound) never takes, and
the statements after `if JAX_MODE: ... return` in the same block. A module that serves two array back ends behind
such a constant (a NumPy substrate and its JAX copy, generated with the constant flipped) holds code for the other
back end there: it never runs in this module, traced or not, so a transform it applies traces nothing, a function it
defines is never made, and what it does to arrays happens nowhere.

Read on the libcst tree, statement by statement (expressions are not entered): a function that binds the flag's name
itself (a parameter, a local) reads its own value, not the module's."""

from __future__ import annotations

from typing import Callable, Optional

import libcst as cst

from .walk import walk

_SUITES = ("body", "orelse", "finalbody")


class UnreachedByFlags:
    """The suites (`branches`) and statements (`statements`) of `module` that its flags decide never run, and the
    ids of the functions and calls inside them (`nodes`). `binds(function, name)`: does `function` bind `name`?"""

    def __init__(self, module: cst.Module, flags: dict[str, bool],
                 binds: Callable[[cst.FunctionDef, str], bool]) -> None:
        self._flags = flags
        self._binds = binds
        self._functions: list[cst.FunctionDef] = []   # the functions around the statement walked, innermost last
        self.branches: list[cst.CSTNode] = []
        self.statements: list[cst.CSTNode] = []
        self._block(module.body)
        collector = _FunctionsAndCalls()
        for region in (*self.branches, *self.statements):
            walk(region, collector)
        self.nodes: frozenset[int] = frozenset(collector.found)

    def _block(self, statements) -> None:
        for index, statement in enumerate(statements):
            kind = type(statement)
            if kind is cst.SimpleStatementLine:
                continue
            if kind is cst.If:
                if self._if(statement):
                    # `if JAX_MODE: ... return` with the flag true: the rest of the block is the other back end's.
                    self.statements.extend(statements[index + 1:])
                    return
            elif kind is cst.FunctionDef:
                self._functions.append(statement)
                self._suite(statement.body)
                self._functions.pop()
            else:
                self._compound(statement)

    def _compound(self, statement: cst.CSTNode) -> None:
        for field in _SUITES:
            part = getattr(statement, field, None)
            if isinstance(part, (cst.Else, cst.Finally)):
                self._suite(part.body)
            elif isinstance(part, cst.BaseSuite):
                self._suite(part)
        for part in (*getattr(statement, "handlers", ()), *getattr(statement, "cases", ())):
            self._suite(part.body)

    def _suite(self, suite: cst.BaseSuite) -> None:
        if isinstance(suite, cst.IndentedBlock):
            self._block(suite.body)

    def _if(self, node: cst.If) -> bool:
        """Walk an `if` chain; whether every path the flags leave open leaves the block (the rest never runs)."""
        known = self._truth(node.test)
        orelse = node.orelse
        if known is True:
            if orelse is not None:
                self.branches.append(orelse)
            self._suite(node.body)
            return _always_exits(node.body)
        if known is False:
            self.branches.append(node.body)
            if isinstance(orelse, cst.If):
                return self._if(orelse)
            if isinstance(orelse, cst.Else):
                self._suite(orelse.body)
                return _always_exits(orelse.body)
            return False
        self._suite(node.body)
        if isinstance(orelse, cst.If):
            self._if(orelse)
        elif isinstance(orelse, cst.Else):
            self._suite(orelse.body)
        return False

    def _truth(self, test: cst.BaseExpression) -> Optional[bool]:
        """What `test` is wherever it runs: a flag, `not` of one, an `and`/`or` a flag decides."""
        kind = type(test)
        if kind is cst.Name:
            truth = self._flags.get(test.value)
            if truth is None or any(self._binds(function, test.value) for function in self._functions):
                return None
            return truth
        if kind is cst.UnaryOperation and type(test.operator) is cst.Not:
            inner = self._truth(test.expression)
            return None if inner is None else not inner
        if kind is cst.BooleanOperation:
            deciding = type(test.operator) is cst.Or
            if self._truth(test.left) is deciding or self._truth(test.right) is deciding:
                return deciding
        return None


class _FunctionsAndCalls(cst.CSTVisitor):
    def __init__(self) -> None:
        self.found: set[int] = set()

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        self.found.add(id(node))

    def visit_Call(self, node: cst.Call) -> None:
        self.found.add(id(node))


def _always_exits(body: cst.BaseSuite) -> bool:
    statements = body.body if isinstance(body, (cst.IndentedBlock, cst.SimpleStatementSuite)) else []
    if not statements:
        return False
    last = statements[-1]
    if isinstance(last, cst.SimpleStatementLine):
        return any(isinstance(small, (cst.Return, cst.Raise)) for small in last.body)
    return isinstance(last, (cst.Return, cst.Raise))
