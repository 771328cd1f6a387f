"""Closures: what a free name of traced code holds (a value of an enclosing trace, a module-level jax array or
list constant, an outer container)."""

from __future__ import annotations

from typing import Optional

import libcst as cst

from .bindings import ScopeBindings
from .imports import ImportMap
from .records import MODELLED_LIBRARIES, ScopeNode, TracedFunction
from .tables import may_make_jax_array, planner_trigger
from .values import STATIC, Value, is_static_array_function
from .walk import walk

_SEQUENCE_DISPLAYS = (cst.List, cst.Tuple, cst.ListComp)


class FreeNames:
    """The part of `ModuleFacts` that answers questions about free names of traced code (composed into it)."""

    def closure_value(self, traced: TracedFunction, name: str) -> Optional[Value]:
        """The value a free name of `traced` has, from the enclosing traced function that binds it."""
        scope = traced.info.scope
        while scope is not None and type(scope) is not cst.Module:
            enclosing = self.traced.get(scope)  # type: ignore[arg-type]
            if enclosing is not None and (name in enclosing.local_names or name in enclosing.params):
                return enclosing.bindings.get(name, enclosing.params.get(name, STATIC))
            if type(scope) is cst.FunctionDef or type(scope) is cst.Lambda:
                info = self.functions[scope]
                if name in info.all_params or (enclosing is None and name in self._assigned_names(scope)):
                    return None
            scope = self._index.scope_parent.get(scope)
        return None

    def writes_enclosing_trace(self, traced: TracedFunction, name: str) -> bool:
        """Does `nonlocal name` in `traced` refer to a local of an enclosing traced function that runs `traced` as
        plain Python (a helper, a `tree_map` callback)? Then the write happens inside that same trace, every time it
        is traced; a lax body or an inner jit (a root) is another trace, and its tracers would leak."""
        if traced.root or not isinstance(traced.node, cst.FunctionDef):
            return False
        declared = any(isinstance(small, cst.Nonlocal) and any(n.name.value == name for n in small.names)
                       for statement in traced.node.body.body if isinstance(statement, cst.SimpleStatementLine)
                       for small in statement.body)
        return declared and self.closure_value(traced, name) is not None

    def is_module_sequence(self, traced: TracedFunction, name: str) -> bool:
        """Is free name `name` of `traced` a list/tuple constant of the module, or of the untraced function around
        it (`experts = [relu, tanh]` before `jax.vmap(lambda k, x: experts[k](x))`), not shadowed on the way out?"""
        if name in traced.global_names:
            return False
        scope: Optional[ScopeNode] = traced.info.scope
        while scope is not None and not isinstance(scope, cst.Module):
            if isinstance(scope, (cst.FunctionDef, cst.Lambda)) and name in self.functions[scope].all_params:
                return False
            if isinstance(scope, (cst.FunctionDef, cst.Lambda)) and name in self._assigned_names(scope):
                return type(scope) is cst.FunctionDef and scope not in self.traced and \
                    name in self.outer_sequences(scope)
            scope = self._index.scope_parent.get(scope)
        return name in self._index.module_sequences

    @planner_trigger("_keep_outer_bindings")
    def outer_sequences(self, scope: cst.FunctionDef) -> frozenset[str]:
        """Names that untraced function `scope` only ever binds to list/tuple displays or list comprehensions:
        Python sequences in the traced code it encloses, whose items need a Python int to be picked."""
        cached = self._outer_sequences.get(scope)
        if cached is None:
            collector = ScopeBindings()
            walk(scope.body, collector)
            cached = self._outer_sequences[scope] = frozenset(
                name for name, values in collector.assigned.items()
                if name not in collector.other and name not in self.functions[scope].all_params
                and all(type(value) in _SEQUENCE_DISPLAYS for value in values))
        return cached

    def is_captured_jax_array(self, traced: TracedFunction, name: str) -> bool:
        """Is free name `name` of `traced` a module-level jax array (of this module, or imported from another file of
        the project)? Inside traced code every jnp operation on it, indexing and comparisons included, makes a
        tracer (omnistaging), although the array itself is concrete."""
        if name in traced.global_names:
            return False
        scope: Optional[ScopeNode] = traced.info.scope
        while scope is not None and not isinstance(scope, cst.Module):
            if isinstance(scope, (cst.FunctionDef, cst.Lambda)) and (
                    name in self.functions[scope].all_params or name in self._assigned_names(scope)):
                # `N = jnp.asarray(n)` in the untraced function that builds the jitted closure.
                return isinstance(scope, cst.FunctionDef) and scope not in self.traced and \
                    name in self.host_jax_arrays(scope)
            scope = self._index.scope_parent.get(scope)
        if name in self.host_jax_arrays(self.module):
            return True
        if self._imported_array is None:
            return False
        if name in self.imports.relative:
            level, target = self.imports.relative[name]
            return self._imported_array(level, target)
        target = self.imports.aliases.get(name)
        return target is not None and not target.startswith(MODELLED_LIBRARIES) and self._imported_array(0, target)

    @planner_trigger("_keep_item_assignments")
    def host_jax_arrays(self, scope: ScopeNode) -> frozenset[str]:
        """Names that untraced code in `scope` (a function or the module) only ever binds to the result of a
        jax.numpy / jax.random array call: they hold immutable jax.Arrays even without jit."""
        cached = self._host_arrays.get(scope)
        if cached is None:
            collector = ScopeBindings()
            if isinstance(scope, cst.Module):
                walk(scope, collector)
            elif isinstance(scope, cst.FunctionDef):
                walk(scope.body, collector)
            params = set(self.functions[scope].all_params) if scope in self.functions else set()
            cached = self._host_arrays[scope] = _jax_array_bindings(collector, self.imports, params)
        return cached

    def _makes_jax_array(self, value: cst.BaseExpression) -> bool:
        return _makes_jax_array(value, self.imports)

    def is_outer_container(self, traced: TracedFunction, name: str) -> bool:
        """Is `name`, seen from `traced`, a list/dict/set bound in an enclosing scope?"""
        scope: Optional[ScopeNode] = traced.info.scope
        while scope is not None:
            if name in self._index.containers_by_scope.get(scope, ()):
                return True
            scope = self._index.scope_parent.get(scope)
        return False


def module_jax_arrays(module: cst.Module, imports: ImportMap) -> frozenset[str]:
    """`FreeNames.host_jax_arrays` of the module, for an analysis that holds no ModuleFacts."""
    collector = ScopeBindings()
    walk(module, collector)
    return _jax_array_bindings(collector, imports, set())


def _jax_array_bindings(collector: ScopeBindings, imports: ImportMap, params: set[str]) -> frozenset[str]:
    return frozenset(name for name, values in collector.assigned.items()
                     if name not in collector.other and name not in params
                     and all(_makes_jax_array(value, imports) for value in values))


def _makes_jax_array(value: cst.BaseExpression, imports: ImportMap) -> bool:
    if not isinstance(value, cst.Call):
        return False
    qualified = imports.qualified_name(value.func)
    return may_make_jax_array(qualified) and not is_static_array_function(qualified)  # type: ignore[arg-type]
