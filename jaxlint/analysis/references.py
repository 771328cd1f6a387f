"""Mutable references: values that accept `v[...] = x` inside jit.

JAX's own references (`jax.new_ref(x)`, `jax.empty_ref`, the older `mutable_array`) and flax nnx variables
(`nnx.Variable`, `nnx.Param`, `nnx.BatchStat`, `nnx.Cache`, ..., and classes deriving from them) support item
assignment in traced code: `ref[...] += 1` writes the reference, it is not the TypeError of `array[i] = v`. What a
module knows of them, from its own text:
- a name or attribute assigned a reference constructor (`v = nnx.Param(w)`, `self.mean = nnx.BatchStat(m)`,
  `nnx.Dict(count=nnx.Variable(0))`), or a list of them (`[nnx.Variable(x) for x in xs]`);
- a parameter or class field annotated with a reference type (`m: nnx.Param[jax.Array]`, `n: nnx.BatchStat[int]`);
- a parameter named as a reference the enclosing code holds and hands over (`v = nnx.Param(w); jax.jit(f)(v)` with
  `def f(v)`, a scan carry `lax.scan(body, v, ...)` with `def body(v, _)`).
An element of a list of references handed to a scan under another name is not known.

A library state class (brainstate's `State`, an nnx `Variable`) and its subclasses write their own `self.value` in
their methods (`RandomState.split_key`): the library's transforms track that write (`tracks_own_value`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import libcst as cst

from .imports import dotted_name
from .walk import walk

if TYPE_CHECKING:
    from .module import ModuleFacts

_JAX_REFERENCES = frozenset({"jax.new_ref", "jax.ref", "jax.empty_ref", "jax.array_ref", "jax.Ref",
                             "jax.experimental.mutable_array", "jax._src.core.mutable_array"})
_NNX_VARIABLES = frozenset({"Variable", "Param", "BatchStat", "Cache", "Intermediate", "Perturbation",
                            "VariableState", "RngState", "RngKey", "RngCount", "OptState", "OptArray"})
_NNX_MODULES = ("flax.nnx", "flax.experimental.nnx")


class _ReferenceIndex(cst.CSTVisitor):
    def __init__(self, facts: "ModuleFacts") -> None:
        self.facts = facts
        self.variable_classes: set[str] = set()
        self.names: set[str] = set()           # names bound to a reference somewhere in the module
        self.attributes: set[str] = set()      # attribute / keyword names holding a reference

    def is_reference_type(self, expression: Optional[cst.BaseExpression]) -> bool:
        if expression is None:
            return False
        if isinstance(expression, cst.Subscript):   # nnx.Param[jax.Array]
            return self.is_reference_type(expression.value)
        qualified = self.facts.qualified_name(expression) or dotted_name(expression) or ""
        if qualified in _JAX_REFERENCES:
            return True
        module, _, name = qualified.rpartition(".")
        if name in _NNX_VARIABLES and (module in _NNX_MODULES or module == "nnx"):
            return True
        return qualified in self.variable_classes

    def makes_reference(self, expression: cst.BaseExpression) -> bool:
        return isinstance(expression, cst.Call) and self.is_reference_type(expression.func)

    def visit_ClassDef(self, node: cst.ClassDef) -> None:
        if any(self.is_reference_type(base.value) for base in node.bases):
            self.variable_classes.add(node.name.value)

    def _bind(self, target: cst.BaseExpression, value: cst.BaseExpression) -> None:
        if self.makes_reference(value):
            if isinstance(target, cst.Name):
                self.names.add(target.value)
            elif isinstance(target, cst.Attribute):
                self.attributes.add(target.attr.value)

    def visit_Assign(self, node: cst.Assign) -> None:
        for target in node.targets:
            self._bind(target.target, node.value)

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        if node.value is not None:
            self._bind(node.target, node.value)
        if isinstance(node.target, cst.Name) and self.is_reference_type(node.annotation.annotation):
            self.attributes.add(node.target.value)   # a class field: `n: nnx.BatchStat[int]`

    def visit_Call(self, node: cst.Call) -> None:
        for argument in node.args:   # `nnx.Dict(count=nnx.Variable(0))`, `Foo(n=nnx.BatchStat(0))`
            if argument.keyword is not None and self.makes_reference(argument.value):
                self.attributes.add(argument.keyword.value)

    def visit_Param(self, node: cst.Param) -> None:
        if node.annotation is not None and self.is_reference_type(node.annotation.annotation):
            self.names.add(node.name.value)


def _index(facts: "ModuleFacts") -> _ReferenceIndex:
    cached = getattr(facts, "_reference_index", None)
    if cached is None:
        cached = _ReferenceIndex(facts)
        walk(facts.module, cached)
        cached.facts = None  # type: ignore[assignment]  # no cycle through the facts: reference counting frees them
        facts._reference_index = cached  # type: ignore[attr-defined]
    return cached


# Library state classes whose `value` a transform of the library tracks: writing `self.value` in a method of one of
# them (or of a subclass) is how the library records state, collected and returned by its own jit (brainstate's
# transforms, flax nnx's). Whether the caller traces under such a transform is the caller's business.
_TRACKED_STATE_MODULES = ("brainstate", "flax.nnx", "flax.experimental.nnx", "nnx")
_TRACKED_STATE_CLASSES = _NNX_VARIABLES | frozenset({"State", "ParamState", "ShortTermState", "LongTermState",
                                                     "HiddenState", "BatchState", "TreefyState", "RandomState"})
TRACKED_VALUE = "value"


def tracks_own_value(facts: "ModuleFacts", class_node: cst.ClassDef) -> bool:
    """Does `class_node` derive (directly or through classes of this module) from a library state class whose
    `value` the library's transforms track (`class RandomState(brainstate.State)`, `class Count(nnx.Variable)`)?"""
    for node in (class_node, *facts.local_bases(class_node)):
        for base in node.bases:
            qualified = facts.qualified_name(base.value) or dotted_name(base.value) or ""
            module, _, name = qualified.rpartition(".")
            if name in _TRACKED_STATE_CLASSES and (module + ".").startswith(
                    tuple(prefix + "." for prefix in _TRACKED_STATE_MODULES)):
                return True
    return False


def is_reference(facts: "ModuleFacts", expression: cst.BaseExpression) -> bool:
    """Does `expression` hold a mutable reference (a JAX Ref or an nnx Variable), which `[...] =` writes? A name
    counts when the module binds that name to a reference (the code that makes it and the function it is handed to
    use one name), an attribute when the module stores a reference under that attribute name."""
    index = _index(facts)
    if isinstance(expression, cst.Name):
        return expression.value in index.names
    if isinstance(expression, cst.Attribute):
        return expression.attr.value in index.attributes
    return False
