"""The flow pass: one traced function's body walked in order, binding names to abstract values."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Optional, Union


import libcst as cst

from .annotations import holds_arrays
from .calls import is_abstract
from .guarded_attributes import bool_argument, self_attribute
from .host_fallback import catches_conversion, converts_tracer, falls_back, names_tracer_error
from .never_none import VALUE_BUILTINS
from .records import TracedFunction
from .values import (COMPILE_TIME_EVAL, COMPILED_RESULT, FALSY, STATIC, TRUTHY, Evaluator, Value, certain_array,
                     concrete_guard_subject, concrete_guarded_names, element_of, is_builtin, merge, tracer_generator,
                     replace, unpacked_items)
from .bindings import target_names
from .walk import children, holds

if TYPE_CHECKING:
    from .module import ModuleFacts


# Comparisons whose result is an array when an operand is one (`in` and `is` are Python's).
_ARRAY_COMPARISONS = (cst.LessThan, cst.LessThanEqual, cst.GreaterThan, cst.GreaterThanEqual, cst.Equal, cst.NotEqual)
_PLAIN_OPERANDS = (cst.Name, cst.Integer, cst.Float)
# Expressions a local may be bound to that test whether a value is a tracer.
_TEST_SHAPES = (cst.Call, cst.BooleanOperation, cst.UnaryOperation)
# The tests a flag local is bound to (`enabled = callback is not None`, `quiet = not verbose and not debug`).
_FLAG_SHAPES = (cst.Comparison, cst.BooleanOperation, cst.UnaryOperation)


class FunctionFlow:
    """Walks one traced function's body in order, binding names to abstract values."""

    def __init__(self, facts: ModuleFacts, traced: TracedFunction) -> None:
        self.facts = facts
        self.traced = traced
        self.env: dict[str, Value] = {name: STATIC for name in traced.info.all_params}
        self.env.update(traced.params)
        self._mappings = facts.string_keyed_names(traced.node)
        for name in self._mappings & set(self.env):
            if self.env[name].traced:
                self.env[name] = replace(self.env[name], mapping=True)
        # Per enclosing loop, the envs at its `continue`/`break` statements (`if _is_traced(t): continue`), merged
        # in where the loop's paths meet.
        self._loop_jumps: list[list[dict[str, Value]]] = []
        # The branches and statements this pass finds run only eagerly (`run` hands them to the facts).
        self._concrete_branches: set[cst.CSTNode] = set()
        self._concrete_statements: set[cst.CSTNode] = set()
        self._call_arguments: tuple[Optional[cst.Call], tuple[Value, ...]] = (None, ())
        self.evaluator = Evaluator(facts.imports, self._lookup, on_call=self._on_call,
                                   fields=facts.fields, concrete_calls=facts.concrete_calls,
                                   python_result=facts.returns_python_value, attribute_lookup=self._attribute,
                                   on_protocol=self._on_protocol, call_result=self._method_result,
                                   record_local=facts.record, array_result=facts.array_result,
                                   narrowed_attribute=self._narrowed_attribute, record_layout=facts._record_layouts,
                                   handed_calls=facts.handed_calls, array_rows=facts.array_result.rows,
                                   imported_python=facts.imported_python_result)
        # Run only under vmaps that nothing compiles: JAX computes eagerly on what holds no mapped value, as inside
        # `jax.ensure_compile_time_eval()`, and the arrays the body captures are the concrete arrays themselves.
        self.eager = facts.evaluates_eagerly(traced)
        self.evaluator.compile_time_eval = self.eager
        self.evaluator.class_alias = lambda name: facts.class_alias(traced, name)
        self.evaluator.outer_container = lambda name: self._outer_container(name, annotated=True)
        self.evaluator.python_function = lambda expression: facts.python_valued_function(expression, traced.node)
        self.evaluator.decided_condition = self._decided_condition
        info = traced.info
        self._class = info.class_node if info.is_method and info.positional[:1] == ["self"] else None
        self._bind_element_classes()
        self._note_foreign_receivers()

    def _note_foreign_receivers(self) -> None:
        """Traced parameters annotated with another distribution's class (its methods' results are unknown)."""
        parameters = self.traced.node.params
        for parameter in (*parameters.posonly_params, *parameters.params, *parameters.kwonly_params):
            held = self.env.get(parameter.name.value)
            if parameter.annotation is not None and held is not None and held.traced and \
                    type(parameter.annotation.annotation) in (cst.Name, cst.Attribute) and \
                    self.facts.other_distribution_class(parameter.annotation.annotation):
                self.env[parameter.name.value] = replace(held, foreign=True)

    def _bind_element_classes(self) -> None:
        """Loop and comprehension targets that run over a container of instances of one class (`for layer in
        self.layers`, `[layer.init(k) for layer, k in zip(LAYERS, keys)]`): methods called on them are followed."""
        node = self.traced.node
        for loop in self.facts.own_loops(node) if isinstance(node, cst.FunctionDef) else ():
            for target, iterable in _paired_targets(loop.target, loop.iter):  # type: ignore[attr-defined]
                made = self.facts.element_class_expression(iterable, self.traced)
                if made is not None:
                    self.traced.element_classes.setdefault(target, made)
                    continue
                mix = self.facts.element_class_mix(iterable, self.traced)
                if mix:
                    self.traced.element_class_mixes.setdefault(target, mix)
                    continue
                imported = self.facts.imported_element_classes(iterable, self.traced)
                if imported:
                    self.traced.imported_element_classes.setdefault(target, imported)

    def _attribute(self, node: cst.Attribute) -> Optional[Value]:
        """`self.mass` in a method, when a constructor traced with tracers stored one there, or when the class only
        ever stores jax arrays there (concrete, but jnp operations on them make tracers); the same for `GRID.edges`
        with `GRID` a module-level instance of a class of this module."""
        receiver = node.value.value  # type: ignore[attr-defined]
        if receiver != "self":
            if receiver in self.traced.local_names or receiver in self.traced.params:
                return None
            class_node = self.facts._local_class(self.facts._index.module_instances.get(receiver))
            if class_node is None or not self.facts.jax_attribute(class_node, node.attr.value):
                return None
            value = STATIC if self.eager else Value(traced=True, source=f"{receiver}.{node.attr.value}", opaque=True,
                                                    captured=True)
            self.facts._attribute_reads[node] = value
            return value
        if self._class is None or "self" in self.traced.params:
            return None
        value = self.facts.attribute_values.get((self._class, node.attr.value))
        for base in self.facts.local_bases(self._class) if value is None else ():
            # `self.phase` stored by the base class's constructor (`Rx(p)` runs `Rotation.__init__`).
            value = self.facts.attribute_values.get((base, node.attr.value))
            if value is not None:
                break
        if value is None and self.facts.jax_attribute(self._class, node.attr.value):
            value = STATIC if self.eager else Value(traced=True, source=f"self.{node.attr.value}", opaque=True,
                                                    captured=True)
        if value is None and self.facts.attribute_never_none(self._class, node.attr.value):
            # `self.table` built by the constructor and never set to None: handed on (`helper(x, self.table)`, or
            # through a local), a helper's `if table is None:` fallback never runs in the trace.
            value = Value(not_none=True)
        if self.facts.python_list_attribute(self._class, node.attr.value):
            value = replace(value or STATIC, sequence=True, items=None)
        if value is not None:
            self.facts._attribute_reads[node] = value
        return value

    def _narrowed_attribute(self, node: cst.Attribute) -> bool:
        """Did a guard prove `leaf.times` concrete here (the env keeps such proofs under the dotted spelling)?"""
        if f"{node.value.value}.{node.attr.value}" not in self.env:  # type: ignore[attr-defined]
            return False
        self.facts.narrowed_attribute_reads.add(node)
        return True

    def _method_result(self, call: cst.Call) -> Optional[Value]:
        """`self.num_blocks()` in a method: the tracer the class's method returns (`(self.max_length + b - 1) // b`
        with `max_length` a jax array stored on `self`), whatever the call's arguments."""
        func = call.func
        if type(func) is cst.Name:
            # `schedule(step)` with `schedule` an instance: what its class's `__call__` gives.
            return self._held_instance_result(call, func, "__call__") \
                if func.value in self.traced.local_names or func.value in self.traced.info.all_params or \
                self.facts._index.module_instances.get(func.value) is not None else None
        if type(func) is cst.Attribute and not (type(func.value) is cst.Name and func.value.value == "self"):
            return self._imported_method_array(call, func) or self._held_instance_result(
                call, func.value, func.attr.value)
        if self._class is None or type(func) is not cst.Attribute or type(func.value) is not cst.Name or \
                func.value.value != "self":
            return None
        value = self.facts.attribute_values.get((self._class, f"{func.attr.value}()"))
        if value is None and self.facts.compiled_attribute(self._class, func.attr.value) and not (
                self.eager and not any(self.evaluator.value(arg.value).traced for arg in call.args)):
            # (Evaluated eagerly, the compiled method called on constants gives concrete arrays.)
            value = replace(COMPILED_RESULT, source=f"self.{func.attr.value}(...)")
        receiver = self.env.get("self", STATIC)
        defined = self.facts._method(self._class, func.attr.value)
        if value is None and (receiver.filtered or not receiver.traced) and defined and \
                all(self._returns_recorded(method) for method in defined):
            # The method runs traced with this same `self`, a Python object or a filtered pytree (calls.py), and
            # what it returns is recorded under `name()` once its pass has run: until then, and for a method that
            # returns no tracer, nothing traced (a copy `self.replace(force=f)` keeps the other fields static).
            value = STATIC
        if value is None and not defined and (self._class, func.attr.value) not in \
                self.facts._index.self_transform_bindings:
            # `self.schedule(state.step)` with `self.schedule` holding an instance: its `__call__` runs.
            return self._held_instance_result(call, func, "__call__")
        if value is not None:
            self.facts._call_results[call] = value
        return value

    def _held_instance_result(self, call: cst.Call, instance: cst.BaseExpression, method: str) -> Optional[Value]:
        """`self.schedule(state.step)`, `policy.select(stats, t)`, `loss_fn(params)` on an object of a project class
        (built here, handed to the constructor or passed for a parameter, in this file or another): what the class's
        `method` returns. Another file's method: a tracer when every `return` computes a jax array with jnp/lax
        (project.py `_array_result_of`). A method of this file: what its traced passes return (recorded under
        `method()` of its class), asked only of a call handed a tracer, as those passes were."""
        if self.eager or type(instance) not in (cst.Name, cst.Attribute) or type(instance) is cst.Name and \
                instance.value == "self":
            return None
        class_node = self.facts._class_of(instance, self.traced)
        if class_node is None:
            imported = self.facts._imported_constructed_class(instance, self.traced)
            if imported is None or self.facts._imported_array_result is None:
                return None
            mask = self.facts._imported_array_result(imported[0], f"{imported[1]}.{method}")
            if mask is None:
                return None
            value = Value(traced=True, mask=mask)
        else:
            given = self._call_arguments[1] if self._call_arguments[0] is call else ()
            self.traced.result_classes.add(class_node)
            recorded = self.facts.attribute_values.get((class_node, f"{method}()"))
            if recorded is None or not any(argument.traced for argument in given) or \
                    self.facts._module_kind(class_node) is not None:
                return None
            value = recorded
        self.facts._call_results[call] = value
        return value

    def _imported_method_array(self, call: cst.Call, func: cst.Attribute) -> Optional[Value]:
        """`self.policy.select(totals, counts, t)` on an object of another project file's class (made as
        `UCB1(...)` and handed to this class's constructor, or passed for a parameter): a tracer, and a mask when
        every return is one, when every `return` of that method is computed with jnp/lax (`return
        jnp.argmax(...)`), whatever its arguments (project.py `_array_result_of`)."""
        if type(func.value) not in (cst.Name, cst.Attribute) or self.facts._imported_array_result is None or \
                self.eager:   # (evaluated eagerly, the method may compute concrete arrays from constants)
            return None
        if type(func.value) is cst.Name and func.value.value in self.traced.local_names:
            found = self._record_method_result(call, func)
            if found is not None or func.value.value not in self.traced.info.all_params:
                return found
        imported = self.facts._imported_constructed_class(func.value, self.traced)
        if imported is None:
            return None
        method = f"{imported[1]}.{func.attr.value}"
        mask = self.facts._imported_array_result(imported[0], method)
        if mask is not None:
            value = Value(traced=True, mask=mask)
        else:
            # `timestep = self.env.step(timestep, action)` of a method that returns only `Timestep(...)` of a
            # NamedTuple of the project: a traced record of that class, its fields leaves but the static ones.
            given = self._call_arguments[1] if self._call_arguments[0] is call else ()
            record = self.facts._imported_method_record(imported[0], method) \
                if self.facts._imported_method_record is not None and any(v.traced for v in given) else None
            # `next_state, reward, done = self.env.step(state, action)` of a method whose every return is a
            # tuple display: the items it computes with jnp/lax are tracers (masks), the others may be.
            items = self.facts._imported_array_items(imported[0], method) \
                if record is None and self.facts._imported_array_items is not None else None
            if record is None and items is None:
                return None
            value = Value(traced=True, opaque=True, leaf_fields=record[1], record_class=record[0]) \
                if record is not None else Value(traced=True, opaque=True, sequence=True, items=tuple(
                    Value(traced=True, opaque=True) if mask is None else Value(traced=True, mask=mask)
                    for mask in items))   # type: ignore[union-attr]
        self.facts._call_results[call] = value
        return value

    def _record_method_result(self, call: cst.Call, func: cst.Attribute) -> Optional[Value]:
        """`timestep.is_last()` on a traced record of a project class known by its identity (a method of another
        file returned it: `_imported_method_record`), whose method computes a jax array from the record's array
        fields (`return self.step_type != StepType.MID`): a tracer, a mask when every return is one."""
        receiver = self.env.get(func.value.value)  # type: ignore[attr-defined]
        if receiver is None or not receiver.traced or receiver.record_class is None or \
                self.facts._record_method_array is None:
            return None
        mask = self.facts._record_method_array(receiver.record_class, func.attr.value)
        if mask is None:
            return None
        value = Value(traced=True, mask=mask, source=receiver.source, defaulted=receiver.defaulted)
        self.facts._call_results[call] = value
        return value

    def _returns_recorded(self, method: cst.FunctionDef) -> bool:
        """Does the pass over `method` record what it returns under `name()`: an instance method taking `self`,
        neither abstract, asynchronous nor a generator."""
        info = self.facts.functions.get(method)
        return info is not None and info.is_method and info.positional[:1] == ["self"] and \
            not is_abstract(method) and method.asynchronous is None and not holds(
                [method.body], lambda node: type(node) is cst.Yield,
                lambda node: type(node) not in (cst.FunctionDef, cst.Lambda, cst.ClassDef))

    def _lookup(self, name: cst.Name) -> Optional[Value]:
        identifier = name.value
        if identifier in self.traced.local_names:
            value = self.env.get(identifier, STATIC)
            if not value.traced and not value.discards_arguments and self._returns_first(identifier):
                value = replace(value, discards_arguments=True, not_none=True)
        else:
            value = self.facts.closure_value(self.traced, identifier)
            if value is None:
                if self.facts.is_captured_jax_array(self.traced, identifier):
                    value = Value(traced=True, source=identifier, opaque=True, captured=True)
                elif self.facts.is_module_sequence(self.traced, identifier):
                    value = Value(sequence=True)
                elif self.facts.is_outer_not_none(self.traced, identifier):
                    value = Value(not_none=True)
                else:
                    # `xp` of the function around, whose NumPy path returned before the transform: jax.numpy.
                    module = self.facts.outer_array_module(self.traced, identifier)
                    if module is None:
                        return None
                    value = Value(module=module)
        if self.eager and value.captured:
            value = STATIC
        self.facts.record(name, value)
        return value

    def _returns_first(self, name: str) -> bool:
        """Is `name` the one def nested in this function (nothing else binding the name) whose first statement is
        `if <test>: return` with a test the trace decides true, reading none of the def's own names? A recorder
        handed to another function (`prepare(x, timing_callback=_record_stage)`) with `def _record_stage(name,
        elapsed): if not timing_active: return` and the switch off in this trace: called there, it reads none of
        its arguments. The test's names are this function's (one binding each, so the closure sees what the trace
        sees when it runs) or `self`'s attributes known in the trace (guarded_attributes.py, scoped_switches.py)."""
        defs = self.facts._index.defs_by_scope.get(self.traced.node, {}).get(name)
        if not defs or len(defs) != 1 or type(self.traced.node) is not cst.FunctionDef:
            return False
        test = _leading_return_test(defs[0])
        if test is None:
            return False
        read = _names_read(test)
        own = set(self.facts.functions[defs[0]].all_params) | self.facts._assigned_names(defs[0])
        counts = self.facts.binding_counts.get(self.traced.node)
        if counts is None:
            counts = self.facts.binding_counts[self.traced.node] = _binding_counts(self.traced.node)
        if read & own or counts.get(name, 0) != 1 or any(
                counts.get(each, 0) > 1 for each in read if each in self.traced.local_names):
            return False
        return self._known_truth(test) is True

    def _on_call(self, call: cst.Call, positional: list[Value], keywords: dict[str, Value]) -> None:
        # What the call is given, for `_method_result`, which the evaluator asks next about this same call.
        self._call_arguments = (call, (*positional, *keywords.values()))
        head = call.func
        while type(head) is cst.Attribute:
            head = head.value
        if type(head) is cst.Name and head.value in self.traced.local_names:
            self.facts.local_reads.add(head)
        if type(call.func) is cst.Name and call.func.value in self.traced.info.all_params and \
                not _builtin_default(self.traced.node, call.func.value):
            held = self.env.get(call.func.value, STATIC)
            if not held.traced and held.module is None and not held.none:
                # `f(q + e)` with `f` a function the caller handed in (Evaluator.handed_calls).
                self.facts.handed_calls.add(call)
        if any(not value.traced and not value.not_none for value in (*positional, *keywords.values())):
            # `helper(x, grid=GridInfo(n))`: an instance made right there is no None.
            positional, keywords = _refined_by_argument(call, positional, keywords, self._never_none)
        if any(type(a.value) is cst.Name for a in call.args):
            positional, keywords = _refined_by_argument(call, positional, keywords, self._outer_state)
        if any("." in name for name in self.env):
            positional, keywords = _refined_by_argument(call, positional, keywords, self._with_concrete_fields)
        if any(type(a.value) in _TEST_SHAPES for a in call.args):
            positional, keywords = _refined_by_argument(call, positional, keywords, self._decided_tracer_test)
        receiver = None
        if type(call.func) is cst.Attribute and type(call.func.value) is cst.Name and \
                call.func.value.value == "self" and "self" in self.traced.params:
            receiver = self.env.get("self")
        self.facts.on_call(self.traced, call, positional, keywords, receiver,
                           at_compile_time=self.evaluator.compile_time_eval)
        for method in self._dispatched_methods(call):
            # `getattr(callback, event)(*args)` with `event` a string the traced callers give: that method runs.
            self.facts.on_call(self.traced, call.with_changes(func=method), positional, keywords, None,
                               at_compile_time=self.evaluator.compile_time_eval)

    def _dispatched_methods(self, call: cst.Call) -> list[cst.Attribute]:
        """For `getattr(obj, name)(...)`, `obj.<name>` for each string `name` holds (a literal, or a parameter the
        traced callers pass strings: `Value.text`); nothing when the name is unknown."""
        func = call.func
        if type(func) is not cst.Call or len(func.args) not in (2, 3) or any(
                argument.keyword is not None or argument.star for argument in func.args) or \
                self.facts.builtin_called(func) != "getattr":
            return []
        names = self.value(func.args[1].value).text or ()
        return [cst.Attribute(value=func.args[0].value, attr=cst.Name(name))
                for name in sorted(names) if name.isidentifier()]

    def _decided_tracer_test(self, expression: cst.BaseExpression, value: Value) -> Value:
        """`_validate(x, not isinstance(x, Tracer))` with `x` a tracer in every trace: the helper's flag is the
        Python bool the trace decided, so its `if concrete:` body runs only eagerly (a local bound to the test
        holds that bool already: `_decided_local`)."""
        if value.traced or value.falsy or value.truthy:
            return value
        if self.evaluator.proves_concrete(expression) is None and bool_argument(expression) is None and not (
                type(expression) is cst.UnaryOperation and type(expression.operator) is cst.Not):
            return value
        known = self._known_truth(expression)
        return value if known is None else TRUTHY if known else FALSY

    def _outer_container(self, name: cst.Name, annotated: bool = False) -> bool:
        """Is `name` a list/dict/set bound around the trace (the module, an untraced enclosing function)?"""
        return name.value not in self.traced.local_names and \
            self.facts.closure_value(self.traced, name.value) is None and \
            self.facts.is_outer_container(self.traced, name.value, annotated)

    def _outer_state(self, expression: cst.BaseExpression, value: Value) -> Value:
        """`record(HISTORY, "loss", loss)` with `HISTORY = {}` bound around the trace (the module, an untraced
        enclosing function): the helper writes to state that outlives the trace."""
        if value.traced or value.outer_state or type(expression) is not cst.Name:
            return value
        if not self._outer_container(expression):
            return value
        return replace(value, outer_state=True)

    def _never_none(self, expression: cst.BaseExpression, value: Value) -> Value:
        """`helper(x, grid=GridInfo(n))` or `helper(x, self.table)` with `self.table` an attribute the class only
        binds to values that are no None (built by its constructor): the helper's `if table is None:` fallback is
        for other callers."""
        if value.traced or value.not_none:
            return value
        if type(expression) in _VALUE_EXPRESSIONS or self._self_attribute_never_none(expression) or \
                type(expression) is cst.Call and self._makes_value(expression):
            return replace(value, not_none=True)
        return value

    def _makes_value(self, call: cst.Call) -> bool:
        """`int(leaf_cap)`, `tuple(rows)`, `GridInfo(n)` or `build_plan(grid)` of a project function that never
        returns None (free_names.py `makes_value`): whatever the arguments, the result is no None."""
        func = call.func
        if type(func) is cst.Name and func.value in VALUE_BUILTINS:
            return not self.facts.binds_around(self.traced.node, func.value) and \
                func.value not in self.facts._index.defs_by_scope.get(self.facts.module, {})
        return self.facts.makes_value(call, self.traced.node)

    def _self_attribute_never_none(self, expression: cst.BaseExpression) -> bool:
        """Is `expression` `self.<name>` of this method's untraced `self`, not rebound here, an attribute its class
        binds only to values that are no None (free_names.py `attribute_never_none`)?"""
        if type(expression) is not cst.Attribute or type(expression.value) is not cst.Name or \
                expression.value.value != "self" or self._class is None or \
                "self" not in self.traced.info.all_params or self.value(expression.value).traced:
            return False
        dotted = f"self.{expression.attr.value}"
        return dotted not in self.env and dotted not in self.traced.local_names and \
            self.facts.attribute_never_none(self._class, expression.attr.value)

    def _with_concrete_fields(self, expression: cst.BaseExpression, value: Value) -> Value:
        """A pytree passed on after a guard proved some of its attributes concrete (`leaf.times` after `if
        _is_traced((leaf.times, leaf.mode)): continue`): the callee's reads of them are concrete too."""
        if not value.traced or type(expression) is not cst.Name:
            return value
        prefix = f"{expression.value}."
        proven = frozenset(name[len(prefix):] for name in self.env if name.startswith(prefix))
        return replace(value, concrete_fields=proven | (value.concrete_fields or frozenset())) if proven else value

    def _on_protocol(self, node: cst.CSTNode, method: str, receiver: cst.BaseExpression,
                     arguments: Optional[list[Value]]) -> None:
        self.facts.on_protocol(self.traced, method, receiver, arguments)

    def _bind(self, target: cst.BaseExpression, value: Value) -> None:
        scope: dict[str, Value] = {}
        self.evaluator.bind_target(target, value, scope)
        for name, bound in scope.items():
            self.evaluator.test_aliases.pop(name, None)
            if bound.traced and name in self._mappings:
                bound = replace(bound, mapping=True)
            self.env[name] = bound
            for proved in [key for key in self.env if key.startswith(f"{name}.")]:
                del self.env[proved]   # a guard's proof about the old object's attributes
            self.traced.bindings[name] = merge(self.traced.bindings.get(name), bound)
        self._record_targets(target)

    def _record_targets(self, target: cst.BaseExpression) -> None:
        if isinstance(target, cst.Name) and target.value in self.env:
            self.facts.record(target, self.env[target.value])
        elif isinstance(target, (cst.Tuple, cst.List)):
            for element in target.elements:
                self._record_targets(element.value)
        elif isinstance(target, cst.StarredElement):
            self._record_targets(target.value)

    def value(self, expression: Optional[cst.BaseExpression]) -> Value:
        return STATIC if expression is None else self.evaluator.value(expression)

    def run(self) -> None:
        node = self.traced.node
        for name, value in self.env.items():
            self.traced.bindings[name] = merge(self.traced.bindings.get(name), value)
        # Calls an earlier eager pass over this body found concrete: a caller found since may have made it traced.
        stale = self.facts.eager_concrete_calls.pop(id(node), None)
        if stale:
            self.facts.concrete_calls.difference_update(stale)
        known = set(self.facts.concrete_calls) if self.eager else None
        if isinstance(node, cst.Lambda):
            self.value(node.body)
        else:
            self.block(node.body)
        if known is not None:
            self.facts.eager_concrete_calls[id(node)] = self.facts.concrete_calls - known
        # What this pass found runs only eagerly replaces what the last pass over this body found: a caller found
        # since may pass the flag or the table the earlier callers fixed (`if table is None:` decided then).
        stale = self.facts.flow_concrete_marks.pop(id(node), None)
        if stale:
            self.facts.concrete_branches.difference_update(stale[0])
            self.facts.concrete_statements.difference_update(stale[1])
        branches = self._concrete_branches - self.facts.concrete_branches
        statements = self._concrete_statements - self.facts.concrete_statements
        self.facts.concrete_branches.update(branches)
        self.facts.concrete_statements.update(statements)
        if branches or statements:
            self.facts.flow_concrete_marks[id(node)] = (branches, statements)

    # statements
    def block(self, body: Union[cst.BaseSuite, list, tuple]) -> None:
        statements = body.body if isinstance(body, (cst.IndentedBlock, cst.SimpleStatementSuite)) else body
        for index, statement in enumerate(statements):
            fallback = self._host_fallback(statement) if type(statement) is cst.Try else None
            if fallback:
                # The fallback left the function: what follows runs only when the conversion succeeded.
                self._concrete_statements.update(statements[index + 1:])
                return
            if fallback is None:
                self.statement(statement)
            if index + 1 < len(statements) and type(statement) is cst.SimpleStatementLine and any(
                    type(small) in _JUMPS for small in statement.body):
                # Code after a `return`, `raise`, `break` or `continue` of its block never runs (an old version of
                # the function left below its new `return`): no trace reaches it.
                self._concrete_statements.update(statements[index + 1:])
                return
            if type(statement) is cst.If and self._known_truth(statement.test) is True and (
                    _always_exits(statement.body) or self._loop_jumps and _always_jumps(statement.body)):
                # `if key is not None: return ...` with every trace passing a key: the rest runs only eagerly. In
                # a loop, `if isinstance(bound, Tracer): continue` with every item a tracer leaves the rest of the
                # body to the eager runs.
                self._concrete_statements.update(statements[index + 1:])
                return
            if type(statement) is cst.If and statement.orelse is None and _always_exits(statement.body) and \
                    self.evaluator.proves_concrete(statement.test) is False:
                # `if is_tracer(x): return x`: the guard leaves every trace here, as its `else` would (the code
                # after it is the eager check it protects: `bool(jax.device_get(bad))`).
                self._concrete_statements.update(statements[index + 1:])
                return
            if type(statement) in (cst.If, cst.While) and self._truth_raises_in_every_trace(statement.test):
                # `if err <= tol:` with `err` a jax array in every trace: bool() of it raises
                # TracerBoolConversionError there (JXL101 reports the test), so nothing after it in this block runs
                # traced; the code there runs only eagerly, on concrete values. (Its own branches stay analysed: an
                # `elif` chain's tests are each reported, as a fix of the first one reaches them.)
                self._concrete_statements.update(statements[index + 1:])
                return
            if self._refuses_tracer(statement):
                # `_ensure_not_traced(action)` with `action` an array in every trace: the helper raises there, so
                # the rest of the block (the host frame capture it protects) runs only eagerly.
                self._concrete_statements.update(statements[index + 1:])
                return
            if type(statement) is cst.If and self._returns_at_memo_test(statement):
                # Every argument a trace passes was registered eagerly by the constructor: the method returns here.
                self._concrete_statements.update(statements[index + 1:])
                return

    def _truth_raises_in_every_trace(self, test: cst.BaseExpression) -> bool:
        """Is `test` an order or equality comparison of a local that holds a jax array in every trace (`err <= tol`
        with `err = jnp.max(...)`) with plain names or numbers? Its truth needs a concrete value no trace has. A
        parameter (a Python value in some trace), an Optional or pytree part (opaque), a value traced only when a
        caller passes a defaulted argument, or a captured concrete array: not this."""
        while type(test) is cst.UnaryOperation and type(test.operator) is cst.Not:
            test = test.expression
        if type(test) is not cst.Comparison or not all(
                type(comparison.operator) in _ARRAY_COMPARISONS for comparison in test.comparisons):
            return False
        operands = [test.left, *(comparison.comparator for comparison in test.comparisons)]
        if not all(type(operand) in _PLAIN_OPERANDS for operand in operands) or any(
                type(operand) is cst.Name and operand.value in ("None", "True", "False") for operand in operands):
            return False
        return any(type(operand) is cst.Name and self._array_in_every_trace(operand) for operand in operands) and \
            not any(self.value(operand).sequence for operand in operands)

    def _array_in_every_trace(self, name: cst.Name) -> bool:
        held = self.env.get(name.value)
        return held is not None and name.value in self.traced.local_names and \
            name.value not in self.traced.info.all_params and held.traced and not (
                held.opaque or held.defaulted or held.entry or held.foreign or held.captured or held.sequence or
                held.mapping or held.items is not None)

    def _refuses_tracer(self, statement: cst.CSTNode) -> bool:
        """Is `statement` a call of one of the module's functions that raise on a tracer (`_ensure_not_traced(x)`)
        with an argument that is a jax array in every trace? Or `x.block_until_ready()` on what is a tracer, or a
        pytree of them, in every trace (a jax array's method: a tracer raises AttributeError, as does a pytree
        container)? Or an `if` each of whose branches does so before it ends?"""
        if type(statement) is cst.If:
            orelse = statement.orelse
            return type(orelse) is cst.Else and all(
                isinstance(suite, cst.IndentedBlock) and any(self._refuses_tracer(inner) for inner in suite.body)
                for suite in (statement.body, orelse.body))
        if type(statement) is not cst.SimpleStatementLine or len(statement.body) != 1 or \
                type(statement.body[0]) is not cst.Expr:
            return False
        call = statement.body[0].value
        if type(call) is cst.Call and type(call.func) is cst.Attribute and \
                call.func.attr.value == "block_until_ready" and not call.args:
            # A local the trace computed (`final_state = integrate_jit(state, ...)`) holds tracers, or a pytree or
            # None around them: none has the method. A parameter may be a concrete array some caller passes.
            # So does a part of one (`final_state.final_state`).
            waited = self.value(call.func.value)
            subject = call.func.value
            while type(subject) is cst.Attribute:
                subject = subject.value
            computed = type(subject) is cst.Name and subject.value in self.traced.local_names and \
                subject.value not in self.traced.info.all_params
            return (certain_array(waited) or waited.array_leaves or computed) and waited.traced and not (
                waited.defaulted or waited.filtered or waited.captured or waited.foreign or waited.entry)
        if type(call) is not cst.Call or type(call.func) is not cst.Name or \
                call.func.value not in self.evaluator.fields.tracer_refusals or not call.args or \
                call.args[0].keyword is not None or call.args[0].star:
            return False
        subject = self.value(call.args[0].value)
        return certain_array(subject) and not (subject.defaulted or subject.filtered)

    def _returns_at_memo_test(self, node: cst.If) -> bool:
        """`if key in self.cache: return` in a memo method the constructor fills for every traced argument."""
        test = node.test
        if self._class is None or node.orelse is not None or type(test) is not cst.Comparison or \
                len(test.comparisons) != 1 or type(test.comparisons[0].operator) is not cst.In:
            return False
        container = test.comparisons[0].comparator
        return type(test.left) is cst.Name and type(container) is cst.Attribute and \
            type(container.value) is cst.Name and container.value.value == "self" and _always_exits(node.body) and \
            self.facts.prefilled_memo(self._class, self.traced.node)

    def _host_fallback(self, node: cst.Try) -> Optional[bool]:
        """`try: host = np.asarray(x) ... except TypeError: <jax path>` with x traced: under tracing the conversion
        always raises, so the rest of the body and the `else` see concrete values only. Returns whether the code
        after the `try` does too (every handler that catches the conversion error leaves the function); None, with
        nothing done, when the `try` is not such a fallback."""
        caught = [handler for handler in node.handlers if catches_conversion(handler)]
        if not caught:
            return None
        statements = node.body.body if isinstance(node.body, cst.IndentedBlock) else []
        expected = any(names_tracer_error(handler) for handler in caught)
        # A test of a tracer raises TracerBoolConversionError: caught where the handler names it, or where every
        # broad handler that catches it is a fallback of its own (not a `pass` that silently skips the branch, nor
        # one that converts a tracer in turn: `return jnp.array(float(traced))`).
        tests = expected or all(falls_back(handler) and not any(
            converts_tracer(statement, self.facts.qualified_name, lambda e: self.value(e).traced, tests=True)
            for statement in handler.body.body) for handler in caught)
        split = next((index for index, statement in enumerate(statements)
                      if converts_tracer(statement, self.facts.qualified_name, lambda e: self.value(e).traced,
                                         anywhere=expected, tests=tests)), None)
        if split is None and tests:
            split = self._traced_test_after(statements, expected)
        if split is None:
            return None
        before = dict(self.env)
        self.block(statements[:split])
        self._concrete_statements.update(statements[split:])
        if node.orelse is not None:
            self._concrete_branches.add(node.orelse)
        raised, outcomes = self.env, []
        for handler in node.handlers:
            self.env = _merge_envs(before, raised)
            self.value(handler.type)
            self.block(handler.body)
            outcomes.append((handler, self.env))
        stays = [env for handler, env in outcomes if handler not in caught or not _always_exits(handler.body)]
        self.env = stays[0] if stays else raised
        for env in stays[1:]:
            self.env = _merge_envs(self.env, env)
        if node.finalbody is not None:
            self.block(node.finalbody.body)
        return not stays

    def _traced_test_after(self, statements: list, anywhere: bool) -> Optional[int]:
        """The index of the first statement of a `try` body that tests a tracer once the statements before it have
        bound their locals (`diff = jnp.abs(a - b)` then `if diff < 0.1:`), or None; the walk leaves no binding."""
        before = dict(self.env)
        try:
            for index, statement in enumerate(statements):
                if converts_tracer(statement, self.facts.qualified_name, lambda e: self.value(e).traced,
                                   anywhere=anywhere, tests=True):
                    return index
                self.block([statement])
            return None
        finally:
            self.env = before

    def _root_parameter_as_passed(self, expression: cst.BaseExpression) -> bool:
        """A parameter of a function a transform traces directly, still bound to what the caller passed: its kind
        (an array, a tuple of arrays) is the caller's, which the trace does not change."""
        return self.traced.root and type(expression) is cst.Name and expression.value in self.traced.params and \
            self.env.get(expression.value) is self.traced.params[expression.value]

    def _known_truth(self, test: cst.BaseExpression) -> Optional[bool]:
        """What a flag test (`flag`, `not flag`) is in every trace of this function, when its callers fix the
        flag to a Python value; None when it may be either."""
        inner = bool_argument(test)
        if inner is not None and "bool" not in self.traced.local_names and "bool" not in self.traced.global_names:
            return self._known_truth(inner)   # `bool(fused)` is as true as `fused`
        attribute = self_attribute(test)
        if attribute is not None and self.traced.known_attributes and \
                ("self" not in self.traced.local_names or "self" in self.traced.info.all_params):
            # `self.fused` under the guard the jitted def was made in (guarded_attributes.py), `self._timing_active`
            # turned on only in `try`/`finally` extents that cannot run this trace (scoped_switches.py)
            if (attribute, True) in self.traced.known_attributes:
                return True
            if (attribute, False) in self.traced.known_attributes:
                return False
        if type(test) is cst.UnaryOperation and type(test.operator) is cst.Not:
            inner = self._known_truth(test.expression)
            return None if inner is None else not inner
        if type(test) is cst.BooleanOperation:
            # `not skip_checks and len(x) > 1` is false whenever one side is; `use_jax or x` true whenever one is;
            # `atol is None and rtol is None` true when both are.
            deciding = type(test.operator) is cst.Or
            left = self._known_truth(test.left)
            if left is deciding:
                return deciding
            right = self._known_truth(test.right)
            if right is deciding:
                return deciding
            return None if left is None or right is None else left
        if type(test) is cst.Comparison:
            known = self._known_none_test(test)
            if known is None:
                known = self._known_text_test(test)
            if known is None:
                known = self._known_member_test(test)
            return known if known is not None else self._known_module_test(test)
        if type(test) is cst.Call:
            known = self.evaluator.isinstance_in_trace(test, as_passed=self._root_parameter_as_passed)
            if known is None:
                known = self._known_module_predicate(test)
            if known is None:
                known = self._known_constant_call(test)
            if known is None:
                known = self._every_item_traced(test)
            return known if known is not None else self.evaluator.record_isinstance(test)
        if type(test) is not cst.Name and not (
                type(test) is cst.Attribute and type(test.value) is cst.Name and test.value.value == "self"):
            return None
        if type(test) is cst.Name and test.value in self.evaluator.test_aliases and \
                self._decided_alias(self.evaluator.test_aliases[test.value]) is False:
            # `bucketed = use_shared and whiten`, `whiten` implying `whitenable` past its raise: a flag true only
            # where a test the trace decided false holds is false in the trace too (an alias may only be implied
            # by its test, so a test decided true says nothing of it).
            return False
        value = self.value(test)
        if type(test) is cst.Name and not value.falsy and not value.truthy and \
                test.value not in self.traced.local_names and test.value not in self.traced.global_names:
            # `if DEBUG_CHECKS:` on a module constant that nothing rebinds: decided the same in every trace.
            return self.facts.module_flag(self.traced, test.value)
        return False if value.falsy else True if value.truthy else None

    def _decided_alias(self, test: cst.BaseExpression) -> Optional[bool]:
        """What the test a flag aliases is in the trace, from the locals bound to tests the trace decided where
        they were bound (`whitenable`), through `not`/`and`/`or` only: a tracer test written in the alias is not
        asked again here, as its subject may have been rebound since (`x = jnp.asarray(x)` after the test)."""
        if type(test) is cst.UnaryOperation and type(test.operator) is cst.Not:
            inner = self._decided_alias(test.expression)
            return None if inner is None else not inner
        if type(test) is cst.BooleanOperation:
            deciding = type(test.operator) is cst.Or
            if deciding in (self._decided_alias(test.left), self._decided_alias(test.right)):
                return deciding
            return None
        if type(test) is not cst.Name:
            return None
        held = self.env.get(test.value)
        if held is not None and (held.truthy or held.falsy):
            return held.truthy  # a local bound to a test the trace decided (`_decided_local`)
        aliased = self.evaluator.test_aliases.get(test.value)
        return False if aliased is not None and self._decided_alias(aliased) is False else None

    def _decided_condition(self, node: cst.IfExp) -> Optional[bool]:
        """`time.perf_counter() if timing_enabled else 0.0` with `timing_enabled` false in every trace: the branch
        the trace never takes runs only eagerly (as an `if` statement's would)."""
        known = self._known_truth(node.test)
        if known is not None:
            self._concrete_branches.add(node.orelse if known else node.body)
        return known

    def _decided_local(self, expression: cst.BaseExpression, value: Value) -> Value:
        """What a local bound to `expression` holds when the test is decided in every trace of this function: the
        Python bool. A tracer test (`concrete = not isinstance(x, Tracer)` with `x` a tracer in every trace, whatever
        `x` is rebound to before a helper is handed the flag) or a flag test (`timing_enabled = timing_callback is
        not None` with every traced caller leaving the callback out): `if timing_enabled:`, `t0 =
        time.perf_counter() if timing_enabled else None` and a helper's `if concrete:` are decided as the test
        itself would be."""
        if value.traced or value.falsy or value.truthy:
            return value
        shapes = _FLAG_SHAPES if self.evaluator.proves_concrete(expression) is None else _TEST_SHAPES
        flag = type(expression) in shapes or bool_argument(expression) is not None
        known = self._known_truth(expression) if flag else None
        if known is None and type(expression) is cst.Call:
            # `in_debug_mode = is_debug_enabled()` of a module function returning a constant.
            known = self._known_constant_call(expression)
        return value if known is None else TRUTHY if known else FALSY

    def _every_item_traced(self, call: cst.Call) -> Optional[bool]:
        """`all(isinstance(t, jax.core.Tracer) for t in tensors)` over a container whose every item is an array of
        the trace: true in every trace (an empty one included), so `not all(...)` guards code for eager callers."""
        items = tracer_generator(call, "all")
        if items is None or "all" in self.env:
            return None
        if self._root_parameter_as_passed(items) and \
                holds_arrays(self.traced.info.annotations.get(items.value)):  # type: ignore[attr-defined]
            return True   # `tensors: Sequence[jnp.ndarray]` handed to jit: every item a leaf, so a tracer
        item = self.evaluator.iteration_value(items, self.value(items))
        return True if certain_array(item) and not (item.defaulted or item.filtered) else None

    def _known_constant_call(self, call: cst.Call) -> Optional[bool]:
        """`is_debug_enabled()` naming a module function whose one statement returns `False` (or `True`, `None`)
        and that nothing rebinds: the same value in every trace, so `if is_debug_enabled():` is decided."""
        func = call.func
        if type(func) is not cst.Name or func.value in self.traced.local_names or \
                func.value in self.traced.global_names or func.value in self.env:
            return None
        return self.facts.constant_function(self.traced, func.value)

    def _is_tracer_test(self, test: cst.BaseExpression) -> bool:
        """Does `test` say whether we are tracing (`isinstance(x, Tracer) or isinstance(y, Tracer)`, `any(isinstance(
        leaf, Tracer) for leaf in leaves)`, `is_concrete(x)`), so that a local bound to it guards as it does?"""
        if self.evaluator.proves_concrete(test) is not None:
            return True
        when_true, when_false = self.evaluator.narrowed(test)
        return bool(when_true or when_false)

    def _skip_unreached_operands(self, test: cst.BaseExpression) -> None:
        """`not is_tracer(x) and bool(jnp.any(x < 0))` with x a tracer in every trace: Python never evaluates the
        operands after one that decides an `and` / `or` chain, so nothing there runs in the trace. Nor, where the
        operands before say we are not tracing (`not traced and not bool(ok)`), does it run on a tracer."""
        if type(test) is not cst.BooleanOperation:
            return
        self._skip_unreached_operands(test.left)
        deciding = type(test.operator) is cst.Or
        if self._known_truth(test.left) is deciding or self.evaluator.proves_concrete(test.left) is (not deciding):
            self._concrete_statements.add(test.right)
        else:
            self._skip_unreached_operands(test.right)

    def _known_text_test(self, test: cst.Comparison) -> Optional[bool]:
        """`backend == "cpu"`, `mode in ("scipy", "numpy")` on a name every traced caller gives a known string
        (passed as a literal, or left at its default): decided in the trace, as the caller chose the jax path. With
        several traced callers each passing its own (`"forward"`, `"transpose"`), a test naming none of them
        (`direction == "inverse"`) is decided too."""
        if len(test.comparisons) != 1 or type(test.left) is not cst.Name:
            return None
        comparison = test.comparisons[0]
        operator = type(comparison.operator)
        held = self.value(test.left).text
        if held is None or operator not in _TEXT_COMPARISONS:
            return None
        options = comparison.comparator
        spelled = [element.value for element in options.elements] if type(options) in (cst.Tuple, cst.List, cst.Set) \
            else [options]
        if operator in (cst.Equal, cst.NotEqual) and type(options) is not cst.SimpleString or \
                not all(type(option) is cst.SimpleString and isinstance(option.evaluated_value, str)
                        for option in spelled):
            return None
        named = {option.evaluated_value for option in spelled}
        if held <= named or not held & named:
            # Every string a traced caller may give is named, or none is: the same answer in every trace.
            found = held <= named
            return found if operator in (cst.Equal, cst.In) else not found
        return None

    def _known_member_test(self, test: cst.Comparison) -> Optional[bool]:
        """`backend is ResolvedBackend.PYTHON` (or `==`, `is not`, `!=`) on a name every traced caller gives one
        member of the module's enumeration (`backend=ResolvedBackend.JAX`): decided in the trace, as the caller
        chose its path. Members are bound to distinct values (values.FieldKinds.enum_members): none is another."""
        if len(test.comparisons) != 1 or type(test.left) is not cst.Name:
            return None
        comparison = test.comparisons[0]
        operator = type(comparison.operator)
        held = self.value(test.left).member
        spelled = self.value(comparison.comparator).member
        if held is None or spelled is None or operator not in (cst.Is, cst.IsNot, cst.Equal, cst.NotEqual):
            return None
        return (held == spelled) is (operator in (cst.Is, cst.Equal))

    def _known_module_test(self, test: cst.Comparison) -> Optional[bool]:
        """`np_ is jnp` on a parameter every traced caller passes an array module for: decided in the trace."""
        if len(test.comparisons) != 1 or type(test.left) is not cst.Name or \
                type(test.comparisons[0].comparator) is not cst.Name:
            return None
        operator = type(test.comparisons[0].operator)
        held = self.env.get(test.left.value)
        spelled = test.comparisons[0].comparator.value
        if operator not in (cst.Is, cst.IsNot) or held is None or held.module is None or \
                spelled not in self.facts.array_modules or spelled in self.env:
            return None
        same = self.facts.imports.aliases.get(held.module) == self.facts.imports.aliases.get(spelled)
        return same if operator is cst.Is else not same

    def _known_module_predicate(self, test: cst.Call) -> Optional[bool]:
        """`self._is_jax(xp)` on a parameter every traced caller passes an array module for, where the helper of
        the module only returns a test of which module it is given (`return xp.__name__.startswith("jax")`,
        `return xp is jnp`): decided in the trace, as `xp is jnp` would be."""
        if len(test.args) != 1 or test.args[0].keyword is not None or test.args[0].star or \
                type(test.args[0].value) is not cst.Name:
            return None
        held = self.env.get(test.args[0].value.value)
        module = self.facts.imports.aliases.get(held.module) if held is not None and held.module else None
        predicate = self.facts.module_predicate(self.traced, test.func) if module is not None else None
        if predicate is None:
            return None
        parameter, returned = predicate
        return _tells_module(returned, parameter, module, self.facts.imports.aliases)

    def _known_none_test(self, test: cst.Comparison) -> Optional[bool]:
        """`seed is None` / `seed is not None` on a parameter every traced caller passes an array for (not rebound
        since): a tracer is never None, so the `None` branch (drawing a host seed, building a default) never runs
        in a trace. The same for a Python value no caller leaves out or passes as None (`grid=GridInfo(...)` built
        before tracing, in the function around the traced closure): the host fallback is for eager callers."""
        if len(test.comparisons) != 1:
            return None
        comparison = test.comparisons[0]
        operator = type(comparison.operator)
        if operator not in (cst.Is, cst.IsNot) or type(comparison.comparator) is not cst.Name or \
                comparison.comparator.value != "None":
            return None
        if type(test.left) is cst.Call:
            # `getattr(grid, "screen", None) is not None` of a record whose class has no such attribute, or a
            # module helper that gives None for the arguments passed: None in every trace.
            return (operator is cst.Is) if self.value(test.left).none else None
        if self._self_attribute_never_none(test.left):
            # `if self.table is None: self.table = build(...)` with the constructor building the table: the
            # fallback is for other code paths.
            return operator is cst.IsNot
        if type(test.left) is not cst.Name:
            return None
        name = test.left.value
        passed = self.traced.params.get(name)
        if passed is not None and passed.none and self.env.get(name) is passed:
            # `if timing_callback is not None:` with every traced caller leaving the callback out or passing None:
            # the branch is for eager callers (a timing or logging hook), it never runs in a trace.
            return operator is cst.Is
        if passed is None and name not in self.traced.local_names and name not in self.traced.global_names:
            around = self.facts.closure_value(self.traced, name)
            if around is not None and around.none:
                # `if timing_recorder is None: return value` in a closure of a traced function whose every traced
                # caller leaves the recorder out or passes None, and which never rebinds it: decided as there.
                return operator is cst.Is
        if passed is None or not (passed.traced or passed.not_none and not self.traced.root) or passed.defaulted or \
                name in self.traced.none_params or self.env.get(name) is not passed:
            return None
        if passed.opaque and self.traced.root:
            # A compiled function's users may leave an Optional argument out; only the module's own traced
            # callers, each passing something that is no Python None, say the `None` branch never runs.
            return None
        return operator is cst.IsNot

    def statement(self, node: cst.CSTNode) -> None:
        if isinstance(node, cst.SimpleStatementLine):
            for small in node.body:
                self.small_statement(small)
        elif isinstance(node, cst.If):
            self._skip_unreached_operands(node.test)
            known = self._known_truth(node.test)
            if known is False:
                # `if validate_args:` with every caller passing False: the body never runs.
                self._concrete_branches.add(node.body)
                if node.orelse is not None:
                    self.statement(node.orelse) if isinstance(node.orelse, cst.If) else self.block(node.orelse.body)
                else:
                    self._python_kind_of_passed(node)
                return
            if known is True:
                # `if use_jax:` / `if not skip_checks:` with every traced caller passing the flag that selects the
                # traced path: the other branch never runs in a trace.
                if node.orelse is not None:
                    self._concrete_branches.add(node.orelse)
                self.block(node.body)
                return
            self.value(node.test)
            when_true, when_false = self.evaluator.narrowed(node.test)
            concrete_side = self.evaluator.proves_concrete(node.test)
            if concrete_side is not None:
                self._concrete_branches.add(
                    node.body if concrete_side else (node.orelse if node.orelse is not None else node))
            before = dict(self.env)
            aliases_before = dict(self.evaluator.test_aliases)
            self._concrete(when_true | concrete_guarded_names(node.test))
            self.block(node.body)
            # A body that runs only where the guard's names are concrete (`if bucketed:` with `bucketed = whiten and
            # ...`, `whiten` implying `not isinstance(coords, Tracer)`): a flag it rebinds (`bucketed = not
            # ready(key)`) still implies that after the `if`, on either path.
            body_exits = _always_exits(node.body)
            if concrete_side is True:
                self.evaluator.test_aliases.update(
                    (name, test) for name, test in aliases_before.items() if name not in self.evaluator.test_aliases)
            if not body_exits and self._loop_jumps and _always_jumps(node.body):
                self._loop_jumps[-1].append(self.env)
                body_exits = True
            after_body, self.env = self.env, before
            self._concrete(when_false)
            if node.orelse is not None:
                self._concrete(concrete_guarded_names(node.test, holds=False))
                self.statement(node.orelse) if isinstance(node.orelse, cst.If) else self.block(node.orelse.body)
            # `if isinstance(x, Tracer): return ...`: after the `if`, x is concrete.
            self.env = self.env if body_exits else _merge_envs(after_body, self.env)
            if not body_exits and node.orelse is None:
                self._python_fallback(node.test, before, after_body)
            if body_exits:
                self._implied_guard(node)
        elif isinstance(node, (cst.For, cst.While)):
            before = dict(self.env)
            self._loop_jumps.append([])
            # Python evaluates a for loop's iterable once, before the body runs: `range(state.steps_left)` sees the
            # `state` the loop starts with, not what the body rebinds it to.
            each_item = self.evaluator.iteration_value(node.iter, self.value(node.iter)) if isinstance(
                node, cst.For) else STATIC
            for _ in range(2):
                if isinstance(node, cst.For):
                    self._bind(node.target, each_item)
                    if type(node.target) is cst.Name and self._class is not None:
                        # `for transform in self.transforms:` over instances the constructor was given.
                        element = self.facts.constructed_element_class(self._class, node.iter)
                        if element is not None:
                            self.traced.param_classes.setdefault(node.target.value, element)
                else:
                    self.value(node.test)
                self.block(node.body)
                for jumped in self._loop_jumps[-1]:
                    self.env = _merge_envs(self.env, jumped)
                self.env = _merge_envs(before, self.env)
            self._loop_jumps.pop()
            if node.orelse is not None:
                self.block(node.orelse.body)
        elif isinstance(node, cst.Try) or type(node).__name__ == "TryStar":
            before = dict(self.env)
            self.block(node.body)
            for handler in node.handlers:
                self.env = _merge_envs(before, self.env)
                self.value(handler.type)
                self.block(handler.body)
            if node.orelse is not None:
                self.block(node.orelse.body)
            if node.finalbody is not None:
                self.block(node.finalbody.body)
        elif isinstance(node, cst.With):
            compile_time = False
            for item in node.items:
                value = self.value(item.item)
                if item.asname is not None:
                    self._bind(item.asname.name, value)
                if isinstance(item.item, cst.Call) and self.facts.qualified_name(item.item.func) in COMPILE_TIME_EVAL:
                    compile_time = True
            outer, self.evaluator.compile_time_eval = self.evaluator.compile_time_eval, (
                compile_time or self.evaluator.compile_time_eval)
            try:
                self.block(node.body)
            finally:
                self.evaluator.compile_time_eval = outer
        elif isinstance(node, cst.FunctionDef):
            for decorator in node.decorators:
                self.value(decorator.decorator)
            self.env[node.name.value] = STATIC
        elif isinstance(node, cst.ClassDef):
            self.env[node.name.value] = STATIC
        elif isinstance(node, cst.Match):
            self.value(node.subject)
            before = dict(self.env)
            merged = dict(self.env)
            for case in node.cases:
                self.env = dict(before)
                self.block(case.body)
                merged = _merge_envs(merged, self.env)
            self.env = merged

    def _record_attributes(self, target: cst.BaseExpression, value: Value) -> None:
        """`_record_attribute` for each attribute a target binds: `self.mean, self.logvar = jnp.split(moments, 2)`
        stores an item of the value in each, as `bind_target` unpacks it for names."""
        if type(target) not in (cst.Tuple, cst.List):
            self._record_attribute(target, value)
            return
        elements = target.elements  # type: ignore[attr-defined]
        for element, item in zip(elements, unpacked_items(elements, value)):
            self._record_attributes(element.value, item)

    def _record_attribute(self, target: cst.BaseExpression, value: Value) -> None:
        """`self.mass = mass` in a constructor traced with tracers: the class's methods read a tracer there. And
        `self.check_bracket = check_bracket`, a flag every traced construction fixes (`check_bracket=False`) and
        nothing else assigns: `if self.check_bracket:` in a method is decided the same way in every trace."""
        if self._class is not None and self.traced.info.name in ("__init__", "__post_init__") \
                and type(target) is cst.Attribute and type(target.value) is cst.Name and target.value.value == "self":
            flag = not value.traced and (value.falsy or value.truthy) and \
                len(self.facts.self_assigned_values(self._class, target.attr.value)) == 1
            if not value.traced and not flag:
                return
            key = (self._class, target.attr.value)
            self.facts.attribute_values[key] = merge(self.facts.attribute_values.get(key), value)

    def _record_appended(self, expression: cst.BaseExpression) -> None:
        """`self._losses.append(loss)` with a tracer in a traced method: the list on `self` holds tracers, which the
        class's other methods read (`for loss in self._losses`)."""
        if self._class is None or type(expression) is not cst.Call or type(expression.func) is not cst.Attribute \
                or expression.func.attr.value not in _LIST_GROWERS or not expression.args:
            return
        owner = expression.func.value
        if type(owner) is not cst.Attribute or type(owner.value) is not cst.Name or owner.value.value != "self":
            return
        added = self.value(expression.args[-1].value)
        if expression.func.attr.value == "extend":
            added = element_of(added) if added.sequence else added
        if added.traced and not added.opaque:
            key = (self._class, owner.attr.value)
            held = Value(traced=True, sequence=True, source=f"self.{owner.attr.value}")
            self.facts.attribute_values[key] = merge(self.facts.attribute_values.get(key), held)

    def _record_grown(self, expression: cst.BaseExpression) -> None:
        """`candidates.extend(expand_beam(...))` or `outs.append(x)` in traced code, on a local list the function
        made itself (`candidates = []`): the list now holds those items, rows keeping their structure (`sorted(
        candidates, key=lambda c: c[0])` compares the rows' traced scores). Items that may be Python values (an
        unknown function's result) leave the list as opaque as a comprehension of them would be."""
        if type(expression) is not cst.Call or type(expression.func) is not cst.Attribute or \
                expression.func.attr.value not in ("append", "extend") or len(expression.args) != 1 or \
                expression.args[0].keyword is not None or expression.args[0].star:
            return
        owner = expression.func.value
        held = self.env.get(owner.value) if type(owner) is cst.Name and owner.value in self.traced.local_names \
            else None
        if held is None or not held.sequence or held.opaque or held.items is None and not held.traced:
            return
        added = self.value(expression.args[0].value)
        if expression.func.attr.value == "extend":
            if not added.sequence:
                return
            added = element_of(added)
        if not added.traced:
            return
        element = added if not held.traced else merge(element_of(held), added)
        self.env[owner.value] = Value(traced=True, sequence=True, source=added.source, opaque=element.opaque,
                                      element=element if element.sequence and not element.opaque else None)

    def _concrete_after_check(self, expression: cst.BaseExpression) -> None:
        """`concrete_or_error(None, x, "offsets must be static")`: the call raises for a tracer, so past it x holds
        a Python value."""
        if type(expression) is cst.Call:
            name = concrete_guard_subject(expression, self.facts.qualified_name(expression.func))
            if name is not None:
                self._concrete({name})

    def _concrete(self, names: set[str]) -> None:
        """A guard proved these names hold Python values here."""
        for name in names:
            if name in self.traced.local_names or name.partition(".")[0] in self.traced.local_names:
                # A callback that reads none of its arguments stays one past `if callback is not None:`.
                self.env[name] = _CALLED_FOR_NOTHING if self.env.get(name, STATIC).discards_arguments else STATIC

    def _python_kind_of_passed(self, node: cst.If) -> None:
        """`if plan is None: plan = plan_pairs(basis)` that never runs in the trace (every traced caller passes a
        plan), on a part of a filtered pytree (equinox.filter_jit): the fallback says what kind of value the
        parameter holds. When it builds a Python value (a plan of Python ints), the callers' plan is one too, and
        filter_jit hands a non-array argument to the function as it is: `plan` is a Python value. The fallback is
        only read, never analysed as traced code (it does not run)."""
        test = node.test
        body = node.body.body if isinstance(node.body, cst.IndentedBlock) else ()
        if len(body) != 1 or not isinstance(body[0], cst.SimpleStatementLine) or len(body[0].body) != 1:
            return
        assignment = body[0].body[0]
        if type(assignment) is not cst.Assign or len(assignment.targets) != 1 or \
                type(assignment.targets[0].target) is not cst.Name or type(test) is not cst.Comparison or \
                type(test.left) is not cst.Name or test.left.value != assignment.targets[0].target.value:
            return
        self._python_fallback(test, self.env, {test.left.value: self._read_without_tracing(assignment.value)})

    def _read_without_tracing(self, expression: cst.BaseExpression) -> Value:
        """The value of an expression of a branch no trace runs: its calls are read for what they return, never
        handed to the propagation as traced calls (the helpers a skipped fallback calls run on the host only)."""
        hook, cache = self.evaluator.on_call, self.evaluator.cache
        self.evaluator.on_call, self.evaluator.cache = None, {}
        try:
            return self.evaluator.value(expression)
        finally:
            self.evaluator.on_call, self.evaluator.cache = hook, cache

    def _python_fallback(self, test: cst.BaseExpression, before: dict[str, Value], after_body: dict[str, Value]
                         ) -> None:
        """`if plan is None: plan = plan_pairs(basis)` on a part of a filtered pytree (equinox.filter_jit): the
        fallback builds a Python value (a plan of Python ints), so that is the kind of value the parameter holds, and
        filter_jit hands a non-array argument to the function as it is. Past the `if`, `plan` is a Python value on
        both paths. A fallback that builds arrays (or converts a tracer into one) leaves the merge as it was."""
        if type(test) is not cst.Comparison or len(test.comparisons) != 1 or type(test.left) is not cst.Name:
            return
        comparison = test.comparisons[0]
        if type(comparison.operator) is not cst.Is or type(comparison.comparator) is not cst.Name or \
                comparison.comparator.value != "None":
            return
        name = test.left.value
        passed, built = before.get(name), after_body.get(name)
        if passed is None or built is None or built is passed or not passed.traced or not passed.filtered or \
                built.traced or built.module is not None:
            return
        self.env[name] = built

    def _implied_guard(self, node: cst.If) -> None:
        """`if whiten and not whitenable: raise ...` with `whitenable` true only where nothing is traced: past it,
        `whiten` true implies `whitenable`, so `if whiten:` guards as `if whitenable:` does."""
        test = node.test
        if node.orelse is not None or type(test) is not cst.BooleanOperation or type(test.operator) is not cst.And \
                or type(test.left) is not cst.Name or type(test.right) is not cst.UnaryOperation or \
                type(test.right.operator) is not cst.Not or test.left.value in self.evaluator.test_aliases:
            return
        implied = test.right.expression
        if self.evaluator.proves_concrete(implied) is True and not self.evaluator.narrowed(implied)[1]:
            self.evaluator.test_aliases[test.left.value] = implied

    def small_statement(self, node: cst.BaseSmallStatement) -> None:
        kind = type(node)
        if kind is cst.Assign:
            value = self.value(node.value)
            self._concrete_after_check(node.value)
            value = self._decided_local(node.value, value)
            for target in node.targets:
                self._bind(target.target, value)
                self._record_attributes(target.target, value)
                if type(target.target) is cst.Name and type(node.value) in _TEST_SHAPES and \
                        self._is_tracer_test(node.value):
                    self.evaluator.test_aliases[target.target.value] = node.value
                if type(target.target) is cst.Name and type(node.value) is cst.Call and isinstance(
                        node.value.func, (cst.Name, cst.Attribute)):
                    self.traced.instance_classes[target.target.value] = node.value.func
        elif kind is cst.AnnAssign:
            if node.value is not None:
                self._bind(node.target, self.value(node.value))
        elif kind is cst.AugAssign:
            current = self.value(node.target)
            update = self.value(node.value)
            if isinstance(node.target, cst.Name):
                combined = merge(current, update) if current.traced or update.traced else STATIC
                if current.traced and update.traced:
                    combined = Value(traced=True, source=current.source or update.source,
                                     defaulted=current.defaulted and update.defaulted)
                self._bind(node.target, combined)
        elif kind is cst.Expr:
            self.value(node.value)
            self._concrete_after_check(node.value)
            self._record_appended(node.value)
            self._record_grown(node.value)
        elif kind is cst.Return:
            value = self.value(node.value)
            if value.traced and self._class is not None and self.facts.is_property(self.traced.node):
                # What the getter returns is what `self.<name>` reads in the class's methods.
                key = (self._class, self.traced.info.name)
                self.facts.attribute_values[key] = merge(self.facts.attribute_values.get(key), value)
            elif value.traced and self._class is not None:
                # What a method returns is what `self.<name>(...)` gives in the class's methods (key `name()`).
                key = (self._class, f"{self.traced.info.name}()")
                self.facts.attribute_values[key] = merge(self.facts.attribute_values.get(key), value)
        elif kind is cst.Assert:
            self.value(node.test)
            self.value(node.msg)
        elif kind is cst.Raise:
            self.value(node.exc)
        elif kind is cst.Del:
            self.value(node.target)


def _leading_return_test(function: cst.FunctionDef) -> Optional[cst.BaseExpression]:
    """The test of `if <test>: return` (or `return None`), the first statement of `function` past its docstring and
    `nonlocal` declarations, with no `else`; None when it starts otherwise."""
    statements = list(function.body.body) if isinstance(function.body, cst.IndentedBlock) else []
    while statements and type(statements[0]) is cst.SimpleStatementLine and all(
            type(small) is cst.Nonlocal or type(small) is cst.Expr and isinstance(small.value, cst.SimpleString)
            for small in statements[0].body):
        statements.pop(0)
    if not statements or type(statements[0]) is not cst.If or statements[0].orelse is not None:
        return None
    body = statements[0].body.body
    if len(body) != 1 or type(body[0]) is not cst.SimpleStatementLine or len(body[0].body) != 1:
        return None
    returned = body[0].body[0]
    if type(returned) is not cst.Return or not (
            returned.value is None or type(returned.value) is cst.Name and returned.value.value == "None"):
        return None
    return statements[0].test


def _names_read(expression: cst.BaseExpression) -> set[str]:
    """The plain names an expression reads (not attribute names, keywords or a lambda's own)."""
    found: set[str] = set()
    pending: list[cst.CSTNode] = [expression]
    while pending:
        node = pending.pop()
        kind = type(node)
        if kind is cst.Name:
            found.add(node.value)   # type: ignore[attr-defined]
        elif kind is cst.Attribute:
            pending.append(node.value)   # type: ignore[attr-defined]
        elif kind is cst.Arg:
            pending.append(node.value)   # type: ignore[attr-defined]
        elif kind is not cst.Lambda:
            pending.extend(children(node))
    return found


def _binding_counts(function: cst.FunctionDef) -> dict[str, int]:
    """How many statements of `function`'s own scope (not its nested defs, classes or lambdas) bind each name:
    assignments, loop and `with` targets, walruses, defs and classes; `global`/`nonlocal` counts twice (something
    else binds it too)."""
    counts: dict[str, int] = {}

    def count(target: cst.CSTNode, times: int = 1) -> None:
        for bound in target_names(target):
            counts[bound] = counts.get(bound, 0) + times

    pending: list[cst.CSTNode] = list(function.body.body) if isinstance(function.body, cst.IndentedBlock) else []
    while pending:
        node = pending.pop()
        kind = type(node)
        if kind is cst.FunctionDef or kind is cst.ClassDef:
            count(node.name)   # type: ignore[attr-defined]
            continue
        if kind is cst.Lambda:
            continue
        if kind is cst.AssignTarget:
            count(node.target)   # type: ignore[attr-defined]
        elif kind in (cst.AugAssign, cst.AnnAssign, cst.For, cst.NamedExpr):
            count(node.target)   # type: ignore[attr-defined]
        elif kind is cst.WithItem and node.asname is not None:   # type: ignore[attr-defined]
            count(node.asname.name)   # type: ignore[attr-defined]
        elif kind in (cst.Global, cst.Nonlocal):
            for item in node.names:   # type: ignore[attr-defined]
                count(item.name, 2)
        pending.extend(children(node))
    return counts


# A function known to be one (no None) that returns before reading its arguments in the trace.
_CALLED_FOR_NOTHING = Value(not_none=True, discards_arguments=True)

# Methods that add items to a Python list (or deque) in place.
_LIST_GROWERS = frozenset({"append", "extend", "insert", "appendleft"})


def _ends_in(body: cst.BaseSuite, kinds: tuple[type, ...]) -> bool:
    statements = body.body if isinstance(body, (cst.IndentedBlock, cst.SimpleStatementSuite)) else []
    if not statements:
        return False
    last = statements[-1]
    if isinstance(last, cst.SimpleStatementLine):
        return any(isinstance(small, kinds) for small in last.body)
    return isinstance(last, kinds)


_TEXT_COMPARISONS = (cst.Equal, cst.NotEqual, cst.In, cst.NotIn)


def _tells_module(test: cst.BaseExpression, parameter: str, module: str, aliases: dict[str, str]) -> Optional[bool]:
    """What `test` is when `parameter` holds the array module `module` (its qualified name): `parameter is jnp`,
    `parameter.__name__.startswith("jax")`, `"jax" in parameter.__name__`, `not` of one; None for anything else."""
    kind = type(test)
    if kind is cst.UnaryOperation and type(test.operator) is cst.Not:
        inner = _tells_module(test.expression, parameter, module, aliases)
        return None if inner is None else not inner
    if kind is cst.Call and type(test.func) is cst.Attribute and test.func.attr.value in ("startswith", "endswith") \
            and _module_name_of(test.func.value, parameter) and len(test.args) == 1 and \
            type(test.args[0].value) is cst.SimpleString and isinstance(test.args[0].value.evaluated_value, str):
        affix = test.args[0].value.evaluated_value
        return module.startswith(affix) if test.func.attr.value == "startswith" else module.endswith(affix)
    if kind is not cst.Comparison or len(test.comparisons) != 1:
        return None
    operator, right = type(test.comparisons[0].operator), test.comparisons[0].comparator
    if operator in (cst.Is, cst.IsNot) and type(test.left) is cst.Name and test.left.value == parameter and \
            type(right) is cst.Name and aliases.get(right.value) in ("numpy", "jax.numpy"):
        return (aliases[right.value] == module) == (operator is cst.Is)
    if operator in (cst.Equal, cst.NotEqual) and _module_name_of(test.left, parameter) and \
            type(right) is cst.SimpleString and isinstance(right.evaluated_value, str):
        return (right.evaluated_value == module) == (operator is cst.Equal)
    if operator in (cst.In, cst.NotIn) and _module_name_of(right, parameter) and \
            type(test.left) is cst.SimpleString and isinstance(test.left.evaluated_value, str):
        return (test.left.evaluated_value in module) == (operator is cst.In)
    return None


def _module_name_of(expression: cst.BaseExpression, parameter: str) -> bool:
    """Is `expression` `parameter.__name__`?"""
    return type(expression) is cst.Attribute and expression.attr.value == "__name__" and \
        type(expression.value) is cst.Name and expression.value.value == parameter


# Statements leaving the function, and those leaving the loop's body: after either, the rest of a block never runs.
_EXITS = (cst.Return, cst.Raise)
_LOOP_JUMPS = (cst.Continue, cst.Break)
_JUMPS = _EXITS + _LOOP_JUMPS


def _always_exits(body: cst.BaseSuite) -> bool:
    return _ends_in(body, _EXITS)


def _always_jumps(body: cst.BaseSuite) -> bool:
    """Does the suite end in `continue` or `break` (leaving the rest of the loop's body)?"""
    return _ends_in(body, _LOOP_JUMPS)


def _merge_envs(a: dict[str, Value], b: dict[str, Value]) -> dict[str, Value]:
    merged = dict(a)
    for name, value in b.items():
        merged[name] = merge(a.get(name), value)
    # A proof about an attribute (`leaf.times` concrete) holds after the merge only if both paths made it.
    return {name: value for name, value in merged.items() if "." not in name or (name in a and name in b)}


def _paired_targets(target: cst.BaseExpression, iterable: cst.BaseExpression
                    ) -> list[tuple[str, cst.BaseExpression]]:
    """Each name a loop target binds with the iterable its values come from: `layer` from `LAYERS`; `layer` and `k`
    from `zip(LAYERS, keys)`; `layer` from `enumerate(LAYERS)` for `i, layer`, and from
    `enumerate(zip(LAYERS, params))` for `i, (layer, p)`; `head` from `HEADS.values()` for `name, head` over
    `HEADS.items()`."""
    if type(target) is cst.Name:
        return [(target.value, iterable)]
    if type(target) in (cst.Tuple, cst.List) and len(target.elements) == 2 and type(iterable) is cst.Call and \
            not iterable.args and type(iterable.func) is cst.Attribute and iterable.func.attr.value == "items":
        # `for name, head in self.heads.items()`: `head` runs over the dict's values.
        values = cst.Call(func=cst.Attribute(value=iterable.func.value, attr=cst.Name("values")))
        return _paired_targets(target.elements[1].value, values)
    if type(target) not in (cst.Tuple, cst.List) or type(iterable) is not cst.Call or \
            type(iterable.func) is not cst.Name or any(arg.star or arg.keyword for arg in iterable.args):
        return []
    names = [element.value for element in target.elements]  # type: ignore[attr-defined]
    sources = [arg.value for arg in iterable.args]
    if iterable.func.value == "enumerate" and len(sources) == 1 and len(names) == 2:
        names = names[1:]
    elif iterable.func.value != "zip" or len(sources) != len(names):
        return []
    return [pair for name, source in zip(names, sources) for pair in _paired_targets(name, source)]


# Expressions whose value is never None: literals, displays, comprehensions, lambdas.
_VALUE_EXPRESSIONS = (cst.Integer, cst.Float, cst.Imaginary, cst.SimpleString, cst.ConcatenatedString,
                      cst.FormattedString, cst.Tuple, cst.List, cst.Dict, cst.Set, cst.ListComp, cst.SetComp,
                      cst.DictComp, cst.GeneratorExp, cst.Lambda)


def _refined_by_argument(call: cst.Call, positional: list[Value], keywords: dict[str, Value],
                         refine: Callable[[cst.BaseExpression, Value], Value]) -> tuple[list[Value], dict[str, Value]]:
    """The call's parameter values, each refined by what its argument expression shows (`refine(expression, value)`);
    positional ones only when every positional argument is written out (no star)."""
    plain = [a.value for a in call.args if a.keyword is None and not a.star]
    if len(plain) == len(positional):
        positional = [refine(expression, value) for expression, value in zip(plain, positional)]
    passed = {a.keyword.value: a.value for a in call.args if a.keyword is not None}
    keywords = {name: refine(passed[name], value) if name in passed else value for name, value in keywords.items()}
    return positional, keywords


def _builtin_default(function: cst.CSTNode, name: str) -> bool:
    """Does parameter `name` of `function` default to a Python builtin (`size=len`)? Applied to an array, such a
    function may give a Python number."""
    parameters = function.params if isinstance(function, (cst.FunctionDef, cst.Lambda)) else None
    for parameter in (*parameters.params, *parameters.kwonly_params, *parameters.posonly_params) if parameters else ():
        if parameter.name.value == name:
            return type(parameter.default) is cst.Name and is_builtin(parameter.default.value)
    return False
