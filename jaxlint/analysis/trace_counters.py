"""Trace counters: closure state a test bumps inside jitted code to count how often JAX traces, then asserts on.

    n = 0
    @jax.jit
    def f(x):
        nonlocal n
        n += 1          # runs once per trace: that is the point
        return x
    f(1.0); f(2.0)
    assert n == 1

The bump runs at trace time, which is exactly what the test measures, so reporting it (JXL202) is noise. The shape
is narrow: the counter is a local of the function around the traced one (never a module global, which is how a
real "count my evaluations" bug looks), the bump adds a constant (`n += 1`) or appends a constant
(`traces.append(None)`), and the function that owns the counter asserts on it (`assert n == 1`,
`self.assertEqual(n, 2)`, `assert len(traces) == 1`). A test function (`test_*`) may record anything there
(`seen.append(helper(t))` then `assert seen == [None]`): recording what tracing saw is what it checks. A dict does
either job as well: `calls["n"] += 1` asserted as `calls["n"] == 1`, `seen["tracer"] = isinstance(x, Tracer)`
asserted after the traced call.
"""

from __future__ import annotations

from typing import Optional

import libcst as cst

from .walk import walk


def is_constant(expression: Optional[cst.BaseExpression]) -> bool:
    if isinstance(expression, (cst.Integer, cst.Float, cst.SimpleString)):
        return True
    return isinstance(expression, cst.Name) and expression.value in ("None", "True", "False")


class _Asserted(cst.CSTVisitor):
    """Names read by the `assert` statements and `assert*` calls of one function (not of nested functions)."""

    def __init__(self, root: cst.CSTNode) -> None:
        self.root = root
        self.names: set[str] = set()
        self._depth = 0
        self._assert_calls: set[int] = set()

    def _nested(self, node: cst.CSTNode) -> bool:
        return node is self.root

    visit_FunctionDef = visit_Lambda = visit_ClassDef = _nested

    def _enter(self) -> None:
        self._depth += 1

    def _leave(self) -> None:
        self._depth -= 1

    def visit_Assert(self, node: cst.Assert) -> None:
        self._enter()

    def leave_Assert(self, original_node: cst.Assert) -> None:
        self._leave()

    def visit_Call(self, node: cst.Call) -> None:
        func = node.func
        name = func.attr.value if isinstance(func, cst.Attribute) else func.value if isinstance(func, cst.Name) \
            else ""
        if name.lower().startswith("assert"):
            self._enter()
            self._assert_calls.add(id(node))

    def leave_Call(self, original_node: cst.Call) -> None:
        if id(original_node) in self._assert_calls:
            self._leave()

    def visit_Name(self, node: cst.Name) -> None:
        if self._depth:
            self.names.add(node.value)


def asserted_names(owner: cst.CSTNode) -> set[str]:
    """Names that `owner` (a function) asserts on."""
    finder = _Asserted(owner)
    walk(owner, finder)
    return finder.names


class _Binds(cst.CSTVisitor):
    def __init__(self, root: cst.CSTNode, name: str) -> None:
        self.root = root
        self.name = name
        self.found = False

    def _nested(self, node: cst.CSTNode) -> bool:
        return node is self.root

    visit_FunctionDef = visit_Lambda = visit_ClassDef = _nested

    def visit_AssignTarget(self, node: cst.AssignTarget) -> None:
        if isinstance(node.target, cst.Name) and node.target.value == self.name:
            self.found = True


def counter_owner(facts, function: cst.CSTNode, name: str) -> Optional[cst.CSTNode]:
    """The function around `function` that binds `name` (`n = 0`, `traces = []`), if one does."""
    scope = facts.parent_scope(function)
    while isinstance(scope, (cst.FunctionDef, cst.Lambda)):
        finder = _Binds(scope, name)
        walk(scope, finder)
        if finder.found:
            return scope
        scope = facts.parent_scope(scope)
    return None


def is_trace_counter(facts, function: cst.CSTNode, name: str) -> bool:
    """Is `name`, bumped in traced `function`, a local of an enclosing function that then asserts on it?"""
    owner = counter_owner(facts, function, name)
    return owner is not None and name in asserted_names(owner)


def is_trace_probe(facts, function: cst.CSTNode, name: str) -> bool:
    """Is `name`, appended to in traced `function`, a list of a test function around it that asserts on it?"""
    owner = counter_owner(facts, function, name)
    return isinstance(owner, cst.FunctionDef) and owner.name.value.startswith("test") and \
        name in asserted_names(owner)
