"""Objects reached from traced code: pytree record classes (NamedTuple, registered dataclasses) whose fields are
traced leaves, and the functions a project's users trace although it never does (entry points, including a
factory's products). ModuleFacts asks these questions here; module.py stays about what is traced where."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import libcst as cst

from .annotations import is_python_scalar
from .entry_points import matches, qualname_of
from .imports import ImportMap, dotted_name
from .tables import RECORD_BASES, RECORD_DECORATORS, declares_static_keyword
from .walk import children
from .wrappers import StaticSpec

if TYPE_CHECKING:
    from .module import FunctionNode, ModuleFacts

# Constructors fill in a new object: writes to `self` there outlive nothing.
CONSTRUCTORS = frozenset({"__init__", "__post_init__", "__new__"})


def record_static_fields(class_node: cst.ClassDef, imports: ImportMap) -> Optional[frozenset[str]]:
    """The static fields of a NamedTuple or registered-dataclass class; None for any other class."""
    def qualified(node: cst.BaseExpression) -> str:
        node = node.func if isinstance(node, cst.Call) else node
        return imports.qualified_name(node) or dotted_name(node) or ""

    if not any(qualified(base.value) in RECORD_BASES for base in class_node.bases) and not any(
            qualified(decorator.decorator) in RECORD_DECORATORS for decorator in class_node.decorators):
        return None
    static = set()
    for statement in class_node.body.body:
        if isinstance(statement, cst.SimpleStatementLine):
            for small in statement.body:
                if isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name) and \
                        small.value is not None and declares_static(small.value):
                    static.add(small.target.value)
    return frozenset(static)


def declares_static(value: cst.BaseExpression) -> bool:
    pending: list[cst.CSTNode] = [value]
    while pending:
        node = pending.pop()
        if isinstance(node, cst.Arg) and node.keyword is not None and isinstance(node.value, cst.Name) and \
                declares_static_keyword(node.keyword.value, node.value.value):
            return True
        if isinstance(node, cst.DictElement) and isinstance(node.key, cst.SimpleString) and \
                isinstance(node.value, cst.Name) and \
                declares_static_keyword(node.key.evaluated_value, node.value.value):  # type: ignore[arg-type]
            return True   # `metadata={"static": True}`, `metadata={"pytree_node": False}`
        pending.extend(children(node))
    return False


def discover_entry_points(facts: "ModuleFacts") -> None:
    """Module-level functions and methods named by `entry-points`: traced as a user's `jax.jit` would (a
    factory's returned functions instead of the factory)."""

    for node, info in list(facts.functions.items()):
        if not isinstance(node, cst.FunctionDef) or node.name.value in CONSTRUCTORS:
            continue
        scope = info.scope
        if scope is facts.module:
            class_name = None
        elif isinstance(scope, cst.ClassDef) and facts.parent_scope(scope) is facts.module:
            class_name = scope.name.value
        else:
            continue
        existing = facts.traced.get(node)
        if existing is not None and existing.root:
            continue
        if not matches(qualname_of(facts.module_name, class_name, node.name.value), facts.module_name,
                       facts.entry_points):
            continue
        products = returned_local_defs(facts, node)
        if not products and _returns_product_of_factory(facts, node):
            continue  # `linear_schedule` returns `polynomial_schedule(...)`: that factory's product is traced
        for target in products or [node]:
            target_info = facts.functions[target]
            static = {name for name in target_info.all_params if name in target_info.defaults
                      or is_python_scalar(target_info.annotations.get(name))}
            facts.mark_entry_point(target, StaticSpec(names=static))


def returned_local_defs(facts: "ModuleFacts", node: cst.FunctionDef, position: Optional[int] = None
                        ) -> list["FunctionNode"]:
    """The functions made inside `node` that it hands back (a factory's products): a local def returned by name
    or inside the returned value (`return GradientTransformation(init_fn, update_fn)`), or a returned lambda. With
    `position`, only the element at that position of a returned tuple (`return init, update, get_params`)."""
    local = facts.local_defs(node)
    found: list[FunctionNode] = []
    for value in return_values(node):
        if position is not None:
            if type(value) not in (cst.Tuple, cst.List) or position >= len(value.elements) or \
                    type(value.elements[position]) is not cst.Element:  # type: ignore[attr-defined]
                continue
            value = value.elements[position].value  # type: ignore[attr-defined]
        pending: list[cst.CSTNode] = [value]
        while pending:
            current = pending.pop()
            if isinstance(current, cst.Lambda):
                found.append(current)
                continue
            if isinstance(current, cst.Name):
                found.extend(local.get(current.value, []))
            pending.extend(children(current))
    return found


def _returns_product_of_factory(facts: "ModuleFacts", node: cst.FunctionDef) -> bool:
    """Does `node` return the result of calling a function of this module that is itself a factory?"""
    for value in return_values(node):
        if isinstance(value, cst.Call) and isinstance(value.func, cst.Name):
            if any(returned_local_defs(facts, d) for d in facts.local_defs(facts.module).get(value.func.value, [])
                   if d is not node):
                return True
    return False


def return_values(node: cst.FunctionDef) -> list[cst.BaseExpression]:
    """The expressions `node`'s own return statements return (not those of functions nested in it)."""
    values: list[cst.BaseExpression] = []
    pending = list(children(node.body))
    while pending:
        current = pending.pop()
        if isinstance(current, (cst.FunctionDef, cst.Lambda, cst.ClassDef)):
            continue
        if isinstance(current, cst.Return) and current.value is not None:
            values.append(current.value)
        pending.extend(children(current))
    return values
