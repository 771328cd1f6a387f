"""Arguments a compiling jit hands its trace as its own copy, rebuilt from the leaves.

`jax.jit` flattens each argument that is not static into its leaves and unflattens them into a new object for the
trace: inside `@jax.jit def train_step(model, batch)` (or a jitted method's `self` of a registered pytree class),
`model` is that copy, not the caller's object. Setting one of its attributes never reaches the caller: the update
lives on only if the copy goes out as (part of) the result, `return model, loss` or a pytree dataclass's `return
self` (the caller takes the new object), or is handed on to code that may return it. A step that writes
`model.embed = ...` and returns only the loss loses the update silently (the training never changes the model).

Filtered transforms (equinox.filter_jit, nnx.jit) are not asked here: nnx.jit carries module updates out of the
trace, and equinox modules are frozen.
"""

from __future__ import annotations

from typing import Optional

import libcst as cst

from .records import TracedFunction
from .tables import WRAPPERS
from .walk import children, subtree

# The transforms that compile a function and hand it copies of its pytree arguments.
_COPYING_TRANSFORMS = frozenset(wrapper.label for wrapper in WRAPPERS.values()
                                if wrapper.compiles and not wrapper.filtered)


def jit_argument_copy(trace: TracedFunction, name: str) -> bool:
    """Is `name` a parameter that a compiling jit traces `trace` with as its own copy of a pytree argument (not a
    static argument, not a method's bound `self`)?"""
    return trace.root and trace.reason in _COPYING_TRANSFORMS and name in trace.info.all_params and \
        name not in trace.static_params


def hands_on(function: cst.CSTNode, name: str, after: Optional[cst.CSTNode] = None) -> bool:
    """Does `function` (not its nested defs) return the object `name` holds (`return self`, `return model, loss`,
    `return replace(model)`), or, after the statement `after`, hand it whole to a call (`return finish(model)` or
    `out = finish(model)`)? Either way the object may go out with the result."""
    order = _in_source_order(function)
    start = next((index for index, node in enumerate(order) if node is after), -1) if after is not None else -1
    for index, node in enumerate(order):
        if isinstance(node, cst.Return) and node.value is not None and _holds_whole(node.value, name):
            return True
        if index > start and isinstance(node, cst.Call) and any(
                isinstance(argument.value, cst.Name) and argument.value.value == name for argument in node.args):
            return True
    return False


def observed_after(function: cst.CSTNode, target: cst.Attribute, statement: cst.CSTNode) -> bool:
    """Does code after `statement` (nested defs and lambdas included) read what `target` sets on the copy: the written
    attribute itself, a part of it, or an object that holds it (`return data.rng` after `data.rng._state = ...`,
    `lax.scan(step, (state, carry))` after `state.gms = ...`)? The copy then serves the function's own computation,
    a scratch object the caller is not meant to see: nothing is lost."""
    written = _chain(target)
    if written is None:
        return False
    order = _in_source_order(function, into_nested=True)
    start = next((index for index, node in enumerate(order) if node is statement), None)
    if start is None:
        return False
    inside = {id(node) for node in subtree(statement)}
    bases = {id(node.value) for node in order if isinstance(node, cst.Attribute)}
    for node in order[start + 1:]:
        if id(node) in inside or id(node) in bases or not isinstance(node, (cst.Name, cst.Attribute)):
            continue
        read = _chain(node)
        if read is not None and (read[:len(written)] == written or written[:len(read)] == read):
            return True
    return False


def _chain(expression: cst.BaseExpression) -> Optional[tuple[str, ...]]:
    """`model.embed.weight` -> ("model", "embed", "weight"); None for anything but names and attributes."""
    parts: list[str] = []
    while isinstance(expression, cst.Attribute):
        parts.append(expression.attr.value)
        expression = expression.value
    if not isinstance(expression, cst.Name):
        return None
    parts.append(expression.value)
    return tuple(reversed(parts))


def _holds_whole(expression: cst.BaseExpression, name: str) -> bool:
    """Is the object `name` itself in `expression`: the name, an element of a tuple/list/dict display, or an
    argument of a call (not only read through an attribute, `self.total`)?"""
    if isinstance(expression, cst.Name):
        return expression.value == name
    if isinstance(expression, (cst.Tuple, cst.List)):
        return any(_holds_whole(element.value, name) for element in expression.elements)
    if isinstance(expression, cst.Dict):
        return any(isinstance(element, cst.DictElement) and _holds_whole(element.value, name)
                   for element in expression.elements)
    if isinstance(expression, cst.Call):
        return any(_holds_whole(argument.value, name) for argument in expression.args)
    return False


def _in_source_order(function: cst.CSTNode, into_nested: bool = False) -> list[cst.CSTNode]:
    """The nodes of `function`'s body in source order, nested defs and lambdas left out unless `into_nested`."""
    found: list[cst.CSTNode] = []
    pending = list(reversed(list(children(function))))
    while pending:
        node = pending.pop()
        if not into_nested and isinstance(node, (cst.FunctionDef, cst.Lambda, cst.ClassDef)):
            continue
        found.append(node)
        pending.extend(reversed(list(children(node))))
    return found
