"""Un-jitted `lax` loops whose body is a new function object on every call, in functions called again and again.

Outside `jax.jit`, `lax.fori_loop`/`while_loop`/`scan`/`map` compile their loop for the function objects they are
given, and cache the result per object. A body defined inside the calling function (a nested def, a lambda, a
`functools.partial`) is a new object on each call, so every call compiles the loop again (jax-ml/jax#587; measured
in benchmarks/PROFILE.md). Inside traced code the loop is traced once with its caller, and a body defined at module
level is one object: neither recompiles.

Only functions called repeatedly (in a loop or a comprehension of untraced code) by this module, or by another
module of the project that imports them (the engine seeds those), are reported: a library function that its users
are meant to jit is not wrong by itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Optional, Union

import libcst as cst

from .walk import walk
from .wrappers import PARTIAL

if TYPE_CHECKING:
    from .module import ModuleFacts

LAX_LOOPS = {"jax.lax.fori_loop": (2,), "jax.lax.while_loop": (0, 1), "jax.lax.scan": (0,), "jax.lax.map": (0,)}

FunctionNode = Union[cst.FunctionDef, cst.Lambda]


@dataclass(frozen=True)
class FreshLoopBody:
    """A lax loop call whose body is made anew each time the enclosing function runs."""
    loop: str                    # "lax.fori_loop"
    body: str                    # how a message names the body: `body`, "a lambda", "a functools.partial"


def fresh_loop_body(facts: "ModuleFacts", call: cst.Call, function: Optional[FunctionNode]) -> Optional[FreshLoopBody]:
    """What makes `call`, in untraced `function`, compile its lax loop again on each call; None if nothing does."""
    qualified = facts.qualified_name(call.func)
    positions = LAX_LOOPS.get(qualified or "")
    if positions is None or not isinstance(function, cst.FunctionDef):
        return None
    arguments = [arg.value for arg in call.args if arg.keyword is None and not arg.star]
    described = None
    for position in positions:
        if position < len(arguments):
            described = described or _fresh(facts, arguments[position], function)
    if described is None:
        return None
    if function.name.value not in _repeated_calls(facts):
        return None
    return FreshLoopBody(qualified.replace("jax.", "", 1), described)


def _fresh(facts: "ModuleFacts", expression: cst.BaseExpression, function: cst.FunctionDef) -> Optional[str]:
    if isinstance(expression, cst.Lambda):
        return "a lambda"
    if isinstance(expression, cst.Call) and facts.qualified_name(expression.func) in PARTIAL:
        return "a functools.partial"
    if isinstance(expression, cst.Name):
        for node, info in facts.functions.items():
            if isinstance(node, cst.FunctionDef) and node.name.value == expression.value and _inside(
                    facts, info.scope, function):
                return f"`{expression.value}`"
    return None


def _inside(facts: "ModuleFacts", scope, function: cst.FunctionDef) -> bool:
    while scope is not None:
        if scope is function:
            return True
        scope = facts.parent_scope(scope)
    return False


def _repeated_calls(facts: "ModuleFacts") -> set[str]:
    """Names of functions that untraced code of this module, or of a module importing them, calls inside a loop or
    comprehension (computed once per module)."""
    cached = getattr(facts, "_repeated_calls_cache", None)
    if cached is None:
        finder = _RepeatedCalls(facts)
        walk(facts.module, finder)
        cached = finder.found | facts.repeated_elsewhere
        facts._repeated_calls_cache = cached  # type: ignore[attr-defined]
    return cached


class _RepeatedCalls(cst.CSTVisitor):
    """Handler methods only (no `on_visit`): the walk then calls it for these node classes alone."""

    def __init__(self, facts: "ModuleFacts") -> None:
        self.facts = facts
        self.loops = 0
        self.traced = 0
        self.found: set[str] = set()

    def _enter_function(self, node: cst.CSTNode) -> None:
        self.traced += 1 if self.facts.traced_function(node) is not None else 0

    def _leave_function(self, node: cst.CSTNode) -> None:
        self.traced -= 1 if self.facts.traced_function(node) is not None else 0

    def _enter_loop(self, node: cst.CSTNode) -> None:
        self.loops += 1

    def _leave_loop(self, node: cst.CSTNode) -> None:
        self.loops -= 1

    visit_FunctionDef = visit_Lambda = _enter_function
    leave_FunctionDef = leave_Lambda = _leave_function
    visit_For = visit_While = visit_ListComp = visit_SetComp = visit_DictComp = visit_GeneratorExp = _enter_loop
    leave_For = leave_While = leave_ListComp = leave_SetComp = leave_DictComp = leave_GeneratorExp = _leave_loop

    def visit_Call(self, node: cst.Call) -> None:
        if self.loops and not self.traced and isinstance(node.func, cst.Name):
            self.found.add(node.func.value)
