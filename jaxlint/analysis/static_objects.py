"""Python objects built in traced code from static values only: a function (a lambda, a JAX transform of a
method) or an object a non-JAX library makes from static configuration. Storing one on a static `self` while
tracing leaks no tracer, and doing it again on the next trace stores an equivalent object: nothing is lost when
cached calls skip it (jaxagents' `self._actor_minibatch_fn = lambda x, y: ...` before its scan, its replay buffer
made from `self.config`)."""

from __future__ import annotations

import libcst as cst

from .bindings import all_params
from .walk import walk
from .trace_counters import is_constant

# Transformations returning a function of the function they get (no array of their own).
_FUNCTION_TRANSFORMS = frozenset({"jax.grad", "jax.value_and_grad", "jax.vmap", "jax.jit", "jax.jacfwd",
                                  "jax.jacrev", "jax.hessian", "jax.checkpoint", "functools.partial"})
# Libraries whose calls may make arrays (tracers, in traced code) or objects holding them.
_ARRAY_LIBRARIES = ("jax", "numpy", "flax", "equinox", "haiku", "optax")


def built_from_static(facts, trace, expression: cst.BaseExpression) -> bool:
    """Is `expression` (in the traced function `trace`) a literal constant (`None`, `True`, `0`, a string), or a
    function or a library object made from static values only?"""
    if is_constant(expression):
        return True
    if isinstance(expression, cst.Lambda):
        parameters = {param.name.value for param in all_params(expression.params)}
        names = _Names()
        walk(expression.body, names)
        return not any(_name_traced(facts, trace, name.value) for name in names.found if name.value not in parameters)
    if not isinstance(expression, cst.Call):
        return False
    qualified = facts.qualified_name(expression.func)
    if qualified is None:
        return False
    if qualified not in _FUNCTION_TRANSFORMS and qualified.split(".")[0] in _ARRAY_LIBRARIES:
        return False
    return not any(facts.value_of(argument.value).traced for argument in expression.args)


def _name_traced(facts, trace, name: str) -> bool:
    """Does the free name of a lambda made in `trace` hold a traced value there?"""
    value = trace.bindings.get(name, trace.params.get(name))
    if value is None:
        value = facts.closure_value(trace, name)
    return value is not None and value.traced


class _Names(cst.CSTVisitor):
    def __init__(self) -> None:
        self.found: list[cst.Name] = []

    def visit_Name(self, node: cst.Name) -> None:
        self.found.append(node)

    def visit_Attribute(self, node: cst.Attribute) -> bool:
        node.value.visit(self)
        return False   # `.attr` names no variable
