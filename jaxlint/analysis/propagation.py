"""Propagation: traced roots make the helpers they call traced too, round after round, until nothing changes (or
the budget of flow passes is spent); custom-derivative rules are traced with their primal."""

from __future__ import annotations

from typing import Optional

import libcst as cst

from .annotations import names_only
from .bindings import collect_locals
from .function_flow import FunctionFlow
from .guarded_attributes import assigned_attributes, guarded_attributes
from .records import FunctionNode, ScopeNode, TracedFunction
from .values import STATIC, Value, is_host_function, merge, replace
from .walk import children

# What propagation may spend: at most this many flow passes per traced function on average (the bound six rounds
# over every function gave), and at most `_MAX_ROUNDS` rounds (each round asks every traced function what its pass
# would read). A round only follows one more call level down a chain of newly traced helpers, so a deep chain (a
# jitted runner, its scan body, a closure, the methods it calls) needs more rounds than functions need passes.
_PASSES_PER_FUNCTION = 6
_MAX_ROUNDS = 16


def _calls_in(node: cst.CSTNode) -> list[cst.Call]:
    """The calls in `node`, those of nested functions and lambdas left out."""
    found: list[cst.Call] = []
    pending: list[cst.CSTNode] = [node]
    while pending:
        current = pending.pop()
        if type(current) is cst.Call:
            found.append(current)
        pending.extend(child for child in children(current)
                       if not isinstance(child, (cst.FunctionDef, cst.Lambda, cst.ClassDef)))
    return found


class Propagation:
    """The part of `ModuleFacts` that spreads tracing through the module (composed into it)."""

    def _add_traced(self, node: FunctionNode, reason: str, params: dict[str, Value], static: set[str],
                    root: bool, via: Optional[ScopeNode] = None,
                    known_attributes: frozenset[tuple[str, bool]] = frozenset()) -> bool:
        """Record that `node` is traced with these parameter values; True if that added anything.
        `known_attributes`: the attributes of its `self` this entry knows true or false, as (name, truth)
        (guarded_attributes.py, scoped_switches.py); every entry must know one."""
        annotations = self.functions[node].annotations
        # A parameter declared as an instance of a static pytree class (`graphdef: GraphDef[Node]`) holds no tracer.
        params = {name: value for name, value in params.items()
                  if not names_only(annotations.get(name), self._index.static_classes)}
        if node in self._index.custom_derivatives and node not in self._index.unread_nondiff:
            params = self._custom_derivative_params(node, params)
        if not root:
            params = self._threaded_records(node, params)
        existing = self.traced.get(node)
        if existing is None:
            existing = TracedFunction(self.functions[node], reason, static_params=set(static), root=root)
            bound, declared = self.local_bindings(node) if type(node) is cst.FunctionDef else (set(), set())
            collect_locals(existing, bound, declared)
            self.traced[node] = existing
            changed = True
            self._forget_eager_answers()
        else:
            changed = False
            if root and not existing.root:
                existing.root, existing.reason = True, reason
                self._forget_eager_answers()
        if root:
            known_attributes = known_attributes | self._root_known_attributes(node)
            around = self.traced.get(via) if via is not None else None  # type: ignore[arg-type]
            if around is not None and around.known_attributes and self.self_owner(node) is not None and \
                    self.self_owner(node) is self.self_owner(via):  # type: ignore[arg-type]
                # A lax body or mapped function applied in a traced function runs inside that trace.
                known_attributes = known_attributes | around.known_attributes
        if known_attributes:
            assigned = self._assigned_self_attributes(node)
            contradicted = {name for name, truth in known_attributes if (name, not truth) in known_attributes}
            known_attributes = frozenset(known for known in known_attributes
                                         if known[0] not in assigned and known[0] not in contradicted)
        existing.attribute_entries[0 if via is None or via is node else id(via)] = known_attributes
        known = frozenset.intersection(*existing.attribute_entries.values())
        if known != existing.known_attributes:
            existing.known_attributes = known
            changed = True
        if via is not None and via is not node and via not in existing.entered_from:
            existing.entered_from.append(via)
            self._forget_eager_answers()
            if self._calling_at_compile_time:
                existing.compile_time_callers.add(id(via))
        elif via is not None and not self._calling_at_compile_time and id(via) in existing.compile_time_callers:
            existing.compile_time_callers.discard(id(via))
            self._forget_eager_answers()
        for name, value in params.items():
            if name in existing.static_params and existing.root and not root:
                continue
            merged = merge(existing.params.get(name), value)
            if merged != existing.params.get(name):
                existing.params[name] = merged
                changed = True
        for name in existing.info.all_params:
            passed = params.get(name)
            if (passed is None or not passed.traced or passed.opaque) and name not in existing.python_params:
                existing.python_params.add(name)
                changed = True
            if (passed is None or not passed.traced and not passed.truthy and not passed.not_none) and \
                    name not in existing.none_params:
                existing.none_params.add(name)
                changed = True
        for name, value in list(existing.params.items()):
            if (value.falsy or value.truthy or value.module is not None or value.outer_state or
                    value.text is not None or value.member is not None) and \
                    name not in params:
                # another caller may pass a true flag, another module or its own container (`helper(*args)`)
                existing.params[name] = STATIC
                changed = True
        return changed

    def _root_known_attributes(self, node: FunctionNode) -> frozenset[tuple[str, bool]]:
        """The attributes of `self` the `if` statements around the root `node` prove true in its traces
        (guarded_attributes.py), and the switches off in them (scoped_switches.py)."""
        known = self._guard_memo.get(node)
        if known is None:
            true = guarded_attributes(node, self._index.scope_parent.get, self._binds_self)
            known = self._guard_memo[node] = frozenset(
                [(name, True) for name in true] + [(name, False) for name in self._switches_off(node)])
        return known

    def _switches_off(self, node: FunctionNode) -> frozenset[str]:
        """The switches of the file off in every trace of the root `node`, a def nested in a method
        (scoped_switches.py)."""
        method = self.self_owner(node)
        if method is None or method is node or type(node) is not cst.FunctionDef:
            return frozenset()
        chain: list[str] = []
        current: Optional[cst.CSTNode] = node
        while current is not method:
            if type(current) is not cst.FunctionDef:
                return frozenset()   # a lambda on the way: no name to follow it by
            chain.append(current.name.value)  # type: ignore[union-attr]
            current = self._index.scope_parent.get(current)  # type: ignore[arg-type]
        return self.switches_off_in_trace(method, tuple(reversed(chain)))  # type: ignore[attr-defined]

    def _assigned_self_attributes(self, node: FunctionNode) -> frozenset[str]:
        known = self._self_assignment_memo.get(node)
        if known is None:
            known = self._self_assignment_memo[node] = frozenset(assigned_attributes(node))
        return known

    def _binds_self(self, node: cst.CSTNode) -> bool:
        return type(node) is cst.FunctionDef and node in self.functions and "self" in self.functions[node].all_params

    def self_owner(self, node: cst.CSTNode) -> Optional[cst.CSTNode]:
        """The method whose `self` the function `node` reads: itself, or the method its def is nested in when no
        function on the way binds a `self` of its own; None when there is none."""
        current: Optional[cst.CSTNode] = node
        while type(current) in (cst.FunctionDef, cst.Lambda):
            if self._binds_self(current):  # type: ignore[arg-type]
                return current
            traced = self.traced.get(current)  # type: ignore[arg-type]
            if traced is not None and "self" in traced.local_names:
                return None
            current = self._index.scope_parent.get(current)  # type: ignore[arg-type]
        return None

    def _threaded_records(self, node: FunctionNode, params: dict[str, Value]) -> dict[str, Value]:
        """A helper that threads a state record (every return builds one pytree record class from fields of a
        parameter, `return BufferState(rows, state.count + 1)`) is handed that record, as a root's parameter is
        (`_threaded_record`): its fields are leaves, arrays, though the caller passed it as any pytree (an item
        of a lax carry, a parameter of a method another file calls)."""
        info = self.functions[node]
        threaded = {}
        for name, value in params.items():
            if not value.traced or value.leaf_fields is not None or value.filtered or value.sequence or \
                    value.mapping or name in info.annotations or name in info.defaults:
                continue
            fields = self._threaded_record(node, name)  # type: ignore[attr-defined]
            if fields is not None:
                threaded[name] = replace(value, leaf_fields=fields, opaque=False, items=None, entry=False)
        return {**params, **threaded} if threaded else params

    def _custom_derivative_params(self, node: FunctionNode, params: dict[str, Value]) -> dict[str, Value]:
        """A custom_jvp/custom_vjp function traces every argument outside its `nondiff_argnums`, whatever its
        caller passes: a Python int the enclosing jit keeps static arrives as an int32 tracer (jax#11646). `None`
        stays `None` (an empty pytree)."""
        nondiff = self._index.custom_derivatives[node]  # type: ignore[index]
        converted = dict(params)
        for index, name in enumerate(self.functions[node].positional):
            passed = params.get(name)
            if index in nondiff or (passed is not None and (passed.falsy or passed.traced)):
                continue
            converted[name] = Value(traced=True, source=name, array_leaves=True, opaque=True)
        return converted

    # --- propagation -------------------------------------------------------------------------------------------
    def _propagate(self) -> None:
        last_inputs: dict[int, tuple] = {}   # id of a traced function's node -> what its last flow pass read
        passes = 0
        for _ in range(_MAX_ROUNDS):
            if passes > (_PASSES_PER_FUNCTION - 1) * len(self.traced):
                break   # one more round of a pass each would overspend the budget
            self._trace_derivative_rules()
            before = self._snapshot()
            for traced in list(self.traced.values()):
                inputs = self._flow_inputs(traced)
                if last_inputs.get(id(traced.node)) == inputs:
                    # The pass would read what it read last time, and all it does is merge its findings into
                    # the facts: it would change nothing (most passes of the later rounds).
                    continue
                last_inputs[id(traced.node)] = inputs
                passes += 1
                flow = FunctionFlow(self, traced)
                flow.run()
                # Its evaluator calls back into it: without this the pair (and the module it reads) would wait for
                # a full garbage collection instead of being freed now.
                flow.evaluator = None  # type: ignore[assignment]
            if self._snapshot() == before:
                break

    def _flow_inputs(self, traced: TracedFunction) -> tuple:
        """What the flow pass of `traced` reads that other passes change: its parameters' values, the values the
        traced functions around it bind (`closure_value`), and the calls found concrete so far."""
        enclosing = []
        scope = traced.info.scope
        while scope is not None and type(scope) is not cst.Module:
            around = self.traced.get(scope)  # type: ignore[arg-type]
            enclosing.append(None if around is None else (dict(around.params), dict(around.bindings)))
            scope = self._index.scope_parent.get(scope)
        class_node = traced.info.class_node
        # A base class's constructor stores attributes its subclasses' methods read.
        owners = [class_node, *self.local_bases(class_node)] if class_node is not None else []
        owners += traced.result_classes
        attributes = tuple((name, value) for (owner, name), value in self.attribute_values.items()
                           if any(owner is candidate for candidate in owners))
        return dict(traced.params), enclosing, len(self.concrete_calls), attributes, len(traced.param_classes), \
            self.evaluates_eagerly(traced), traced.known_attributes

    def _snapshot(self) -> tuple:
        # A caller found in a round can end a helper's eager evaluation without changing any value.
        return tuple((id(t.node), tuple(sorted(t.params.items(), key=lambda kv: kv[0])),
                      tuple(sorted(t.bindings.items(), key=lambda kv: kv[0])), len(t.param_classes),
                      self.evaluates_eagerly(t), t.known_attributes)
                     for t in self.traced.values()) + tuple(
            (id(owner), name, value) for (owner, name), value in self.attribute_values.items())

    def record(self, name: cst.Name, value: Value) -> None:
        self._name_values[name] = merge(self._name_values.get(name), value)

    def _forward_runs_on_host(self, primal_name: str, primal: FunctionNode, nondiff: frozenset[int],
                              scope: ScopeNode) -> bool:
        """Does the forward pass of a custom_vjp function hand its differentiable arguments to host code (NumPy,
        SciPy, ctypes, math or a library outside JAX and this package: `_vhf.incore(eri, dms)` of a C extension)?
        Under a trace that call fails before the backward rule could ever run, so the bwd sees tracers never: the
        custom_vjp gives host code a gradient under eager differentiation (`jax.grad` outside jit), where residuals
        and cotangents are concrete. The forward pass is the fwd rule, and the primal when the fwd calls it."""
        forwards = [rule for name, kind, rule, rule_scope in self._index.derivative_rules
                    if name == primal_name and kind == "fwd" and rule_scope is scope]
        if not forwards:
            return False
        for forward_name in forwards:
            for forward in self._lookup_defs(forward_name, scope):
                info = self.functions[forward]
                differentiable = {name for index, name in enumerate(info.positional) if index not in nondiff}
                if self._hands_to_host(forward, differentiable):
                    continue
                primal_info = self.functions[primal]
                primal_differentiable = {name for index, name in enumerate(primal_info.positional)
                                         if index not in nondiff}
                if self._calls_name(forward, primal_name) and self._hands_to_host(primal, primal_differentiable):
                    continue
                return False
        return True

    def _hands_to_host(self, function: FunctionNode, parameters: set[str]) -> bool:
        """Does the function's body call host code with one of `parameters` as an argument?"""
        if type(function) is not cst.FunctionDef or not parameters:
            return False
        package = self.own_package()
        for call in _calls_in(function.body):
            if any(type(arg.value) is cst.Name and arg.value.value in parameters for arg in call.args) and \
                    is_host_function(self.imports.qualified_name(call.func), package):
                return True
        return False

    @staticmethod
    def _calls_name(function: FunctionNode, name: str) -> bool:
        return any(type(call.func) is cst.Name and call.func.value == name for call in _calls_in(function.body))

    def _trace_derivative_rules(self) -> None:
        """A traced custom_jvp/custom_vjp function has its rules traced too once it is differentiated (under
        `jit(grad(...))`); their nondiff arguments come first and stay static."""
        for primal_name, kind, rule_name, scope in self._index.derivative_rules:
            primals = [d for d in self._lookup_defs(primal_name, scope) if d in self._index.custom_derivatives]
            primal = next((self.traced[d] for d in primals if d in self.traced), None)
            if primal is None:
                continue
            nondiff = self._index.custom_derivatives[primal.node]  # type: ignore[index]
            if kind == "bwd" and self._forward_runs_on_host(primal_name, primal.node, nondiff, scope):
                continue
            for rule in self._lookup_defs(rule_name, scope):
                info = self.functions[rule]
                if kind == "fwd":
                    # fwd takes the primal's arguments, nondiff ones included, in the same order.
                    static = {name for index, name in enumerate(info.positional) if index in nondiff}
                else:
                    static = set(info.positional[:len(nondiff)])
                params = {name: Value(traced=True, source=name, sequence=kind == "jvp",
                                      opaque=kind != "jvp" and self._maybe_not_array(info, name))
                          for name in info.all_params if name not in static}
                self._add_traced(rule, f"{kind} rule of traced custom-derivative `{primal_name}`", params, static,
                                 root=False)
