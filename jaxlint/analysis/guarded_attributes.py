"""Attributes of `self` that every trace of a function sees true, because the jitted def was made under a guard.

    def run(self, x):
        self.fused_active = self._fused_allowed(x)
        if self.fused_active:
            @jax.jit
            def fused_runner(x):
                return self._refresh(x, fused=bool(self.fused_active))
            return fused_runner(x)
        ...

JAX traces `fused_runner` when it is called, and every call of it sits in the `if self.fused_active:` block that
made it: the attribute is true while the trace runs (nothing in the block rebinds it). So is it in the helpers the
trace calls on the same object (`self._refresh`, closures of the same method): `fused=bool(self.fused_active)` is a
true flag, and a helper's `if not fused:` host-side branch (NumPy packing, diagnostics counters, clocks) is code the
trace never takes. The fact is per traced function (`TracedFunction.known_attributes`), the attributes every traced
caller on the same `self` knows true (an intersection), and never holds an attribute the function itself assigns.
"""

from __future__ import annotations

from typing import Callable, Optional

import libcst as cst

from .walk import children


def self_attribute(expression: cst.BaseExpression) -> Optional[str]:
    """`self.name` or `getattr(self, "name"[, default])`: the attribute's name; None for anything else."""
    if type(expression) is cst.Attribute and type(expression.value) is cst.Name and \
            expression.value.value == "self":
        return expression.attr.value
    if type(expression) is cst.Call and type(expression.func) is cst.Name and expression.func.value == "getattr" and \
            len(expression.args) in (2, 3) and not any(arg.keyword or arg.star for arg in expression.args):
        owner, name = expression.args[0].value, expression.args[1].value
        if type(owner) is cst.Name and owner.value == "self" and type(name) is cst.SimpleString and \
                name.value[:1] in "'\"" and name.value[1:-1].isidentifier():
            return name.value[1:-1]
    return None


def bool_argument(expression: cst.BaseExpression) -> Optional[cst.BaseExpression]:
    """`bool(flag)`: `flag`, whose truth is the call's; None for anything else."""
    if type(expression) is cst.Call and type(expression.func) is cst.Name and expression.func.value == "bool" and \
            len(expression.args) == 1 and not expression.args[0].keyword and not expression.args[0].star:
        return expression.args[0].value
    return None


def true_attributes_of(test: cst.BaseExpression, holds: bool) -> set[str]:
    """The attributes of `self` that are true wherever `test` is `holds`: `self.a`, `bool(self.a)`, `getattr(self,
    "a", False)`, through `not` and, when the test holds, every operand of an `and`."""
    inner = bool_argument(test)
    if inner is not None:
        return true_attributes_of(inner, holds)
    if type(test) is cst.UnaryOperation and type(test.operator) is cst.Not:
        return true_attributes_of(test.expression, not holds)
    if type(test) is cst.BooleanOperation and type(test.operator) is cst.And and holds:
        return true_attributes_of(test.left, True) | true_attributes_of(test.right, True)
    if type(test) is cst.BooleanOperation and type(test.operator) is cst.Or and not holds:
        return set()   # `not (a or b)` says both are false: no attribute is known true
    name = self_attribute(test)
    return {name} if name is not None and holds else set()


def assigned_attributes(node: cst.CSTNode) -> set[str]:
    """The attributes of `self` that code under `node` assigns (`self.a = ...`, `self.a += ...`, `setattr(self,
    "a", ...)`), nested defs included: one of them may change between the guard and the trace."""
    found: set[str] = set()
    pending: list[cst.CSTNode] = [node]
    while pending:
        current = pending.pop()
        targets: list[cst.BaseExpression] = []
        if type(current) is cst.Assign:
            targets = [target.target for target in current.targets]
        elif type(current) in (cst.AugAssign, cst.AnnAssign):
            targets = [current.target]  # type: ignore[attr-defined]
        elif type(current) is cst.Call and type(current.func) is cst.Name and current.func.value == "setattr" and \
                len(current.args) >= 2:
            targets = [cst.Call(func=cst.Name("getattr"), args=current.args[:2])]
        for target in targets:
            pending_targets = [target]
            while pending_targets:
                each = pending_targets.pop()
                if type(each) in (cst.Tuple, cst.List):
                    pending_targets.extend(element.value for element in each.elements)  # type: ignore[attr-defined]
                    continue
                name = self_attribute(each)
                if name is not None:
                    found.add(name)
        pending.extend(children(current))
    return found


def _guards_within(function: cst.FunctionDef, inner: cst.CSTNode) -> set[str]:
    """The attributes of `self` true where `inner` (a def of `function`'s body, or a def around the traced one) was
    made, by the `if` statements around it in `function`, when every use of the def's name in `function` lies in
    the same branch and that branch assigns none of them."""
    parents: dict[int, cst.CSTNode] = {}
    uses: list[cst.Name] = []
    name = inner.name.value if type(inner) is cst.FunctionDef else None
    pending: list[cst.CSTNode] = [function.body]
    found = False
    while pending:
        current = pending.pop()
        if current is inner:
            found = True
            continue   # what the def says of its own name is not a use
        if name is not None and type(current) is cst.Name and current.value == name:
            uses.append(current)
        for child in children(current):
            parents[id(child)] = current
            pending.append(child)
    if not found or name is None:
        return set()
    known: set[str] = set()
    child: cst.CSTNode = inner
    parent = parents.get(id(child))
    while parent is not None:
        if type(parent) is cst.If and child is not parent.test:
            branch = parent.body if child is parent.body else parent.orelse
            truths = true_attributes_of(parent.test, child is parent.body) - assigned_attributes(branch)
            if truths and all(_lies_in(use, branch, parents) for use in uses):
                known |= truths
        child, parent = parent, parents.get(id(parent))
    return known


def _lies_in(node: cst.CSTNode, block: Optional[cst.CSTNode], parents: dict[int, cst.CSTNode]) -> bool:
    current: Optional[cst.CSTNode] = node
    while current is not None:
        if current is block:
            return True
        current = parents.get(id(current))
    return False


def guarded_attributes(node: cst.CSTNode, scope_parent: Callable[[cst.CSTNode], Optional[cst.CSTNode]],
                       binds_self: Callable[[cst.CSTNode], bool]) -> frozenset[str]:
    """The attributes of `self` true in every trace of the root `node` (a def): those the `if` statements around
    it, or around the defs it is nested in, prove true, up to the method whose `self` it is (`binds_self`)."""
    if type(node) is not cst.FunctionDef or binds_self(node):
        return frozenset()
    # The defs around `node`, each with the def of it holding `node`, up to the method: found first, because a
    # def of a module's function (most nested jitted defs: a training function's steps) has no `self` to guard, and
    # each `_guards_within` walks its whole outer function.
    around: list[tuple[cst.CSTNode, cst.CSTNode]] = []
    inner: cst.CSTNode = node
    outer = scope_parent(node)
    while type(outer) is cst.FunctionDef:
        around.append((outer, inner))
        if binds_self(outer):
            known: set[str] = set()
            for function, held in around:
                known |= _guards_within(function, held)   # type: ignore[arg-type]
            return frozenset(known - assigned_attributes(node))
        inner, outer = outer, scope_parent(outer)
    return frozenset()
