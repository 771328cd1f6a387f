"""Call semantics: what a call inside traced code traces (local helpers, functions handed to tree maps and other
calls with traced arguments) and which calls leave the module for analysis/project.py to follow."""

from __future__ import annotations

from typing import Iterator, Optional

import libcst as cst


from .annotations import is_container_annotation, is_python_scalar
from .host_callbacks import CALLABLE_KEYWORDS, HOST_CALLBACK_WORDS, HOST_CALLBACKS, host_only_parameters
from .imports import dotted_name
from .objects import CONSTRUCTORS, returned_local_defs
from .records import MODELLED_LIBRARIES, ExternalCall, FunctionInfo, FunctionNode, ScopeNode, TracedFunction
from .tables import ELEMENTS_MARK, PARTIAL, SAME_ARGUMENTS, WRAPPERS, Wrapper, planner_trigger
from .values import (FALSY, NONE, STATIC, TREE_MAPS, TREE_REDUCES, TRUTHY, Value, certain_array, element_of, merge,
                     replace)
from .walk import children, subtree
from .wrappers import call_keywords, call_positional, resolve_wrapper, unwrap_transparent

_MEMOISING_DECORATORS = frozenset({"functools.lru_cache", "functools.cache"})
_TREE_MAPS_WITH_PATH = frozenset({"jax.tree_util.tree_map_with_path", "jax.tree.map_with_path"})


# What an argument naming or making a function looks like (`show`, `self.show`, `lambda v: ...`).
_CALLABLE_EXPRESSIONS = (cst.Name, cst.Attribute, cst.Lambda)
# Builtins that compare what their `key` function returns.
_ORDERING_BUILTINS = frozenset({"sorted", "max", "min"})


class CallSemantics:
    """The part of `ModuleFacts` that follows calls made in traced code (composed into it)."""

    def on_call(self, caller: TracedFunction, call: cst.Call, positional: list[Value],
                keywords: dict[str, Value], receiver: Optional[Value] = None, at_compile_time: bool = False) -> None:
        """A call inside traced code: helpers called with tracers are traced too. `receiver` is what `self` holds
        in the caller, for `self.method(...)`; `at_compile_time`: the call sits in a `jax.ensure_compile_time_eval()`
        block, where JAX evaluates eagerly."""
        # The calls it sends to other files say whether the caller evaluates eagerly (ExternalCall.eager).
        outer = self._calling_eagerly, self._calling_at_compile_time
        self._calling_eagerly = at_compile_time or self.evaluates_eagerly(caller)
        self._calling_at_compile_time = at_compile_time
        try:
            self._traced_call(caller, call, positional, keywords, receiver)
        finally:
            self._calling_eagerly, self._calling_at_compile_time = outer

    def _traced_call(self, caller: TracedFunction, call: cst.Call, positional: list[Value],
                     keywords: dict[str, Value], receiver: Optional[Value]) -> None:
        scope = caller.node
        func = call.func
        targets: list[tuple[FunctionNode, int, set[str], str]] = []
        callee: cst.BaseExpression = func
        product: Optional[tuple[str, Optional[int], ScopeNode]] = None
        left_to_subclasses: Optional[cst.ClassDef] = None
        abstract: list[FunctionNode] = []
        if type(func) is cst.Name and func.value in _ORDERING_BUILTINS and self.builtin_called(call) is not None:
            # `sorted(range(n), key=lambda i: energies[i])`: the key function runs in the trace, on the items; what
            # it returns is compared with Python's `<` (the items' own values are the call's argument's).
            # With one iterable, the key's parameter holds its items (`sorted(candidates, key=lambda c: c[0])` of
            # (score, tokens) pairs: the traced scores are what is compared).
            items = element_of(positional[0]) if len(positional) == 1 and not any(
                argument.star for argument in call.args) else STATIC
            for argument in call.args:
                if argument.keyword is not None and argument.keyword.value == "key" and \
                        type(argument.value) is cst.Lambda and argument.value in self.functions:
                    parameters = self.functions[argument.value].all_params
                    self._add_traced(argument.value, f"key of `{func.value}()` in traced `{caller.info.name}`",
                                     {name: items if index == 0 else STATIC for index, name in enumerate(parameters)},
                                     set(), root=False, via=scope)
        if type(func) is cst.Name:
            targets = [(d, 0, set(), "def") for d in self._lookup_defs(func.value, scope)]
            if not targets and func.value not in caller.local_names and func.value not in caller.info.all_params:
                product = self._factory_product(func.value, scope)
                if product is not None:
                    # `opt_update(step, grads, state)` with `opt_init, opt_update, get_params = momentum(lr)`: the
                    # factory's local def at that position of what it returns.
                    factory, position, factory_scope = product
                    factories = self._lookup_defs(factory, factory_scope)
                    targets = [(d, 0, set(), "def") for factory_def in factories
                               for d in returned_local_defs(self, factory_def, position)]
                    if factories or position is None:
                        # A factory of this module (its products, if any, are the targets), or a single name bound
                        # to a call of something else (`model = Model(...)`): the usual ways below.
                        product = None
            if not targets and product is None and func.value not in caller.info.all_params:
                targets, positional, keywords = self._call_through_partial(func.value, caller, positional, keywords,
                                                                           call)
            if not targets and product is None and func.value in caller.local_names:
                product = self._looped_factory_product(func.value, caller)
                if product is not None:
                    # `for thunk in thunks: x = thunk(x)` with `thunks = [jax_funcify(node) for node in nodes]`.
                    factories = self._lookup_defs(product[0], product[2])
                    targets = [(d, 0, set(), "def") for factory_def in factories
                               for d in returned_local_defs(self, factory_def)]
                    if factories:
                        product = None
            if not targets and product is None:
                transformed = self.outer_binding(self._index.transform_bindings, func.value, scope)
                if transformed is not None and self.imports.qualified_name(transformed[0].func) in SAME_ARGUMENTS:
                    # `grad_fn(params, batch)` with `grad_fn = jax.value_and_grad(loss)` bound here or around:
                    # calling it runs `loss` on the same arguments, in this trace.
                    targets = self._resolve_targets(transformed[0], transformed[1])
                    callee = unwrap_transparent(transformed[0], self.imports)
        elif type(func) is cst.Attribute and type(func.value) is cst.Name and func.value.value in (
                "self", "cls"):
            # A closure in a method (`jax.vmap(lambda k: self.enclosed_mass(m, k))`) sees the method's `self`.
            owner = caller.info.class_node or self._enclosing_class(scope) or self._self_class(caller)
            # `self.helper(a, b)` of a @staticmethod binds nothing: `a` is its first parameter.
            targets = [(d, self._bound_leading(d), set(), "method") for d in self._method(owner, func.attr.value)]
            bound = self._index.self_transform_bindings.get((owner, func.attr.value)) if owner is not None and \
                not targets else None
            if bound is not None and len(bound) == 1 and self.imports.qualified_name(bound[0][0].func) in PARTIAL:
                # `self.grad_log_density(q)` with `self.grad_log_density = partial(finite_difference_grad, f)`
                # bound in `__init__`: the partial's function runs in this trace, after the arguments it binds.
                targets, positional, keywords = self._partial_targets(bound[0][0], bound[0][1], positional, keywords,
                                                                      call)
            elif bound is not None and len(bound) == 1:
                # `self._acceleration(x)` with `self._acceleration = jax.grad(lambda x: -field.potential(x))` bound
                # in `__init__`: the function inside runs on the same arguments, in this trace.
                targets = self._resolve_targets(bound[0][0], bound[0][1])
                callee = unwrap_transparent(bound[0][0], self.imports)
            elif owner is not None and all(is_abstract(d) for d, _, _, _ in targets):
                left_to_subclasses = owner
                abstract = [d for d, _, _, _ in targets]
                # The subclasses of this file that define it run it too (those of other files: `_record_overrides`).
                targets += [(d, self._bound_leading(d), set(), "method") for d in self._local_overrides(
                    owner, func.attr.value)]
        elif type(func) is cst.Attribute and _is_super_call(func.value):
            # `super().__init__(loc=loc)`, `super().log_prob(x)`: the method of the nearest base class that
            # defines it runs, on the caller's own object; a base of another project file is followed there.
            owner = caller.info.class_node or self._enclosing_class(scope) or self._self_class(caller)
            found, imported_base = self._super_method(owner, func.attr.value) if owner is not None else ([], None)
            targets = [(d, self._bound_leading(d), set(), "super") for d in found]
            if imported_base is not None:
                self._record_external(None, positional, keywords, any(arg.star == "*" for arg in call.args),
                                      dotted=f"{imported_base}.{func.attr.value}",
                                      fresh=self._fresh_receiver(cst.Name("self"), caller))
        elif type(func) is cst.Subscript and type(func.value) is cst.Name and \
                func.value.value not in caller.local_names and func.value.value not in caller.info.all_params and \
                not _selected_by_caller(func, caller):
            # `OPS[op_type](x)` over a program's ops: each function of the module-level table may be the one called.
            targets = [(d, 0, set(), "def") for name in self._table_functions(func.value.value)
                       for d in self._lookup_defs(name, self.module)]
            if not targets and func.value.value not in self._index.defs_by_scope[self.module]:
                imported = self.imports.relative.get(func.value.value)
                if imported is None and func.value.value in self.imports.aliases and not \
                        self.imports.aliases[func.value.value].startswith(MODELLED_LIBRARIES):
                    imported = (0, self.imports.aliases[func.value.value])
                if imported is not None:
                    self.external_calls[ExternalCall(
                        imported[0], imported[1], tuple(_pattern_value(v) for v in positional),
                        tuple(sorted((k, _pattern_value(v)) for k, v in keywords.items())), False, table=True,
                        eager=self._calling_eagerly)] = None
        elif type(func) is cst.Call:
            use = resolve_wrapper(func, self.imports)
            inner = use.functions[0] if use is not None and use.functions else func
            targets = self._resolve_targets(inner, scope)
            callee = unwrap_transparent(inner, self.imports)
        starred = any(arg.star == "*" for arg in call.args)
        # Arguments before the first `*args` land on known parameters; from there on, any parameter may get any.
        positional_args = [arg for arg in call.args if arg.keyword is None and arg.star != "**"]
        first_star = next((i for i, arg in enumerate(positional_args) if arg.star == "*"), len(positional))
        unpacked = _unpacked_tuples(positional_args, positional) if starred else None
        if unpacked is not None:
            # `build(*args)` with `args = (x, chunk is None, plan)`: each item lands on its own parameter, as if
            # written out (a Python flag among them stays one).
            positional, positional_args, starred, first_star = unpacked, [], False, len(unpacked)
        if left_to_subclasses is not None:
            self._record_overrides(left_to_subclasses, func.attr.value, positional, keywords,  # type: ignore
                                   starred, first_star if starred else None, abstract)
        if targets:
            # `self._unique(jnp, values)`: the helper's parameter holds that array module (`np_.unique(...)` is
            # jnp's, and `if np_ is jnp: return ...` decides which path the trace takes).
            def module_named(argument: cst.BaseExpression, value: Value) -> Value:
                return Value(module=argument.value) if type(argument) is cst.Name and \
                    argument.value in self.array_modules and argument.value not in caller.local_names and \
                    argument.value not in caller.info.all_params and not value.traced else value

            positional = [module_named(arg.value, value) for arg, value in zip(positional_args, positional)] + \
                positional[len(positional_args):]
            # The same for a keyword (`self.apply_operator(F, xp=jnp)`).
            keywords = {**keywords, **{arg.keyword.value: module_named(arg.value, keywords[arg.keyword.value])
                                       for arg in call.args
                                       if arg.keyword is not None and arg.keyword.value in keywords}}
        for target, offset, bound_kw, kind in targets:
            info = self.functions[target]
            if info.is_method and offset == 0 and isinstance(func, cst.Attribute):
                offset = 1
            params = call_params(info, offset, positional, keywords, starred, first_star, modules=self.array_modules,
                                 trailing=_trailing(positional_args))
            if kind == "method" and offset == 1 and receiver is not None and receiver.traced and receiver.filtered \
                    and info.positional:
                # `self.helper(agent)` in a method equinox.filter_jit traces: the helper's `self` is the same
                # filtered pytree, whose Python fields stay static there too, and whose copy it may return
                # (`return agent, self.replace(force=f)`).
                params[info.positional[0]] = replace(receiver, source=info.positional[0], items=None)
            if self._memoised_on_arguments(target):
                # `@functools.lru_cache` hashes every argument and a jax array is unhashable: in a run that works,
                # what the traced caller hands it is a Python value (a plan's ints and tuples), unless it is an
                # array for sure, which fails right there.
                params = {name: value for name, value in params.items() if not value.traced or certain_array(value)}
            if self._filters_arguments(target):
                # `@eqx.filter_jit def _build(basis, plan=None)` called inline from a traced function (under
                # `jax.grad`): the decorator still splits the arguments, so each reaches the body as a part of a
                # filtered pytree, its non-array leaves the Python values passed. An argument the caller knows only
                # as maybe no array (`plan_pairs(basis)` of another module: a plan object, a flag) is read as when
                # the decorated function is the root of its own trace; one known as an array, or by its items or
                # fields, stays what the caller knows.
                params = {name: replace(value, filtered=True) if _maybe_python_part(value) else value
                          for name, value in params.items()}
            # Called from traced code it runs while JAX traces, traced arguments or not: its prints, writes and
            # host calls happen once, and its jnp operations make tracers even on constants.
            self._add_traced(target, f"called from traced `{caller.info.name}`", params, bound_kw, root=False,
                             via=caller.node, known_attributes=self._shared_known_attributes(caller, target, func))
            if kind == "method" and type(func) is cst.Attribute:
                self._note_self(self.traced[target], self._fresh_receiver(func.value, caller))
            elif kind == "super":
                self._note_self(self.traced[target], self._fresh_receiver(cst.Name("self"), caller))
            if not starred:
                self._pass_instances(caller, call, self.traced[target], offset)
        if not targets and product is not None:
            # A factory imported from another project file: its product there.
            self._record_external(cst.Name(product[0]), positional, keywords, starred,
                                  first_star if starred else None, product=True, product_index=product[1])
        elif not targets and not (type(func) is cst.Attribute and _is_super_call(func.value)):
            self._call_methods(caller, callee, call, positional, keywords, starred)
            self._record_external(callee, positional, keywords, starred, first_star if starred else None,
                                  trailing=_trailing(positional_args), arguments=self._constructor_argument_classes(call, caller),
                                  fresh_arguments=self._fresh_argument_slots(call, caller))
        # Functions handed to a call that also receives tracers (tree_map, vjp, custom wrappers) see tracers;
        # host callbacks are the exception: they run later, on concrete values.
        if self._host_callback(func, scope):
            return
        mapped = self.imports.qualified_name(func)
        if mapped in TREE_MAPS and positional:
            # tree_map(f, tree, *rest): f's parameters see the leaves of the trees, position by position.
            leaves = positional[1:]
            if mapped in _TREE_MAPS_WITH_PATH:
                leaves = [STATIC, *leaves]
            mapped_function = call_positional(call)[0]
            if isinstance(mapped_function, cst.Attribute) and isinstance(mapped_function.value, cst.Name):
                # `tree_map(moment.init, params)`: the method gets the leaves.
                leaf_values = [Value(traced=True, opaque=True) if v.traced else STATIC for v in leaves]
                class_node = self._class_of(mapped_function.value, caller)
                if class_node is None:
                    self._external_method_call(mapped_function.value, mapped_function.attr.value, caller,
                                               leaf_values, {}, False)
                for method in self._method(class_node, mapped_function.attr.value):
                    params = call_params(self.functions[method], 1, leaf_values, {}, False)
                    self._add_traced(method, f"mapped over traced leaves in `{caller.info.name}`", params, set(),
                                     root=False, via=caller.node)
            for target, offset, _, _ in self._function_arguments(mapped_function, scope):
                info = self.functions[target]
                # Leaves of a pytree may be Python values (a filter tree's bools, static metadata).
                # A parameter annotated as a Python scalar or a dtype (`dtype: jnp.dtype`) is mapped over a tree
                # of such values (`jax.tree.map(lambda x: x.dtype, outputs)`).
                # A tree whose leaves are arrays (what a staged tree map returned) hands each function an array.
                params = {name: Value(traced=True, source=name, defaulted=value.defaulted, filtered=value.filtered,
                                      opaque=not value.array_leaves or value.filtered)
                          for name, value in zip(info.positional[offset:], leaves)
                          if value.traced and not is_python_scalar(info.annotations.get(name))}
                if params:
                    self._add_traced(target, f"mapped over traced leaves in `{caller.info.name}`", params, set(),
                                     root=False, via=caller.node)
            return
        reduced = positional[1] if mapped in TREE_REDUCES and len(positional) >= 2 else None
        if reduced is not None and reduced.array_leaves and not reduced.filtered:
            # tree_reduce(f, tree) over a tree whose leaves are arrays: f compares or combines arrays, the first
            # accumulated value a leaf too unless an initializer is given.
            initializer = positional[2] if len(positional) > 2 else keywords.get("initializer")
            for target, offset, _, _ in self._function_arguments(call_positional(call)[0], scope):
                info = self.functions[target]
                names = info.positional[offset:offset + 2]
                if len(names) < 2:
                    continue
                accumulated = Value(traced=True, source=names[0]) if initializer is None else initializer
                params = {names[0]: accumulated, names[1]: Value(traced=True, source=names[1])}
                self._add_traced(target, f"reduces the array leaves of a pytree in `{caller.info.name}`",
                                 {name: value for name, value in params.items() if value.traced}, set(),
                                 root=False, via=caller.node)
            return
        traced_arguments = [v for v in (*positional, *keywords.values()) if v.traced]
        if traced_arguments:
            # Parts of filtered pytrees (equinox.filter_jit) keep their non-array leaves static: `eqx.tree_at(...,
            # replace_fn=lambda n: max(n, 1))` gets the Python int field.
            filtered = all(v.filtered for v in traced_arguments)
            primitive = WRAPPERS.get(mapped or "")
            ordering = type(func) is cst.Name and func.value in _ORDERING_BUILTINS and \
                self.builtin_called(call) is not None
            for index, arg in enumerate(call.args):
                if ordering and arg.keyword is not None and arg.keyword.value == "key" and \
                        type(arg.value) is cst.Lambda:
                    continue  # given the items above
                if type(arg.value) in _CALLABLE_EXPRESSIONS and not arg.star and (
                        arg.keyword is not None or not starred) and self._handed_to_host(targets, product, index, arg,
                                                                                         func):
                    # `emit(flag, show, total)` whose body runs `jax.debug.callback(func, *args)`: `show` runs on
                    # the host, on concrete values.
                    continue
                handed_to = self._called_parameter(targets, index, arg) if not starred else None
                functions = self._function_arguments(arg.value, scope, handed_to)
                if not functions and handed_to is not None:
                    # `rk4_step(system.derivatives, state, ...)`: the helper calls the object's method.
                    handed = self._arguments_given_parameter(targets, handed_to, positional, keywords)
                    if handed is not None:
                        self._hand_bound_method(arg.value, caller, *handed)
                for target, offset, _, kind in functions:
                    info = self.functions[target]
                    # They get pytree leaves or subtrees, which may be Python values (a filter tree's bools).
                    params = {name: Value(traced=True, source=name, filtered=filtered, opaque=True)
                              for name in info.all_params[offset:]}
                    if primitive is not None and primitive.leaves_traced and arg.keyword is None and \
                            not starred and any(index == position for position, _ in primitive.function_args):
                        # A lax body: what the loop starts or scans as an array reaches it as one.
                        for position, value in _lax_body_arrays(mapped, primitive, positional, keywords).items():
                            if position + offset < len(info.positional):
                                name = info.positional[position + offset]
                                params[name] = replace(value, source=name)
                    self._add_traced(target, f"passed to a call with traced arguments in `{caller.info.name}`",
                                     params, set(), root=False, via=caller.node,
                                     known_attributes=self._shared_known_attributes(caller, target, arg.value))

    def _shared_known_attributes(self, caller: TracedFunction, target: FunctionNode, func: cst.BaseExpression
                                 ) -> frozenset[tuple[str, bool]]:
        """What the caller knows of `self` (guarded_attributes.py, scoped_switches.py) that holds in `target` too: a
        method called on the caller's own `self` (`self._refresh(...)`), or a closure of the method whose `self` the
        caller reads."""
        if not caller.known_attributes:
            return frozenset()
        owner = self.self_owner(caller.node)  # type: ignore[attr-defined]
        if owner is None:
            return frozenset()
        if self._binds_self(target):  # type: ignore[attr-defined]
            shared = type(func) is cst.Attribute and type(func.value) is cst.Name and func.value.value == "self"
        else:   # a closure, called by name or handed to `lax.scan`
            shared = self.self_owner(target) is owner  # type: ignore[attr-defined]
        return caller.known_attributes if shared else frozenset()

    def _call_through_partial(self, name: str, caller: TracedFunction, positional: list[Value],
                              keywords: dict[str, Value], call: cst.Call
                              ) -> tuple[list[tuple[FunctionNode, int, set[str], str]], list[Value], dict[str, Value]]:
        """`potential(r, t)` in traced code, with `potential = partial(model_potential, orbit=orbit, mass=0.1)`
        bound by the untraced function around it, or by the traced one (`swap = partial(swap_step, energy_fn,
        betas)` in a jitted sampler, called there or in a scan body it defines): the partial's function runs
        traced, the arguments the partial binds being the values they have where it was made, and the call's own
        after them. The targets of this module with the arguments they receive (`_partial_targets`); a function
        imported from another project file is followed there."""
        bound = self.outer_binding(self._index.partial_bindings, name, caller.node)
        if bound is None:
            return [], positional, keywords
        return self._partial_targets(bound[0], bound[1], positional, keywords, call)

    def _partial_targets(self, partial_call: cst.Call, binding_scope: ScopeNode, positional: list[Value],
                         keywords: dict[str, Value], call: cst.Call
                         ) -> tuple[list[tuple[FunctionNode, int, set[str], str]], list[Value], dict[str, Value]]:
        """What `call` of a `partial(f, ...)` that `binding_scope` made runs: `f` of this module (the targets), or
        `f` of another project file, recorded as a call there. Made by untraced code, the partial's own arguments
        are Python values (or constants): the targets skip them, the call's arguments landing after them. Made by
        traced code, they are what the evaluator says they are there (a traced array, a static function): the
        targets are handed them first, then the call's (the positional and keyword values returned)."""
        if any(arg.star for arg in partial_call.args):
            return [], positional, keywords
        traced_binding = binding_scope in self.traced
        bound_positional = call_positional(partial_call)[1:]
        bound_keywords = call_keywords(partial_call)
        if traced_binding:
            positional = [self._evaluator.value(argument) for argument in bound_positional] + positional
            keywords = {**{keyword: self._evaluator.value(argument) for keyword, argument in bound_keywords.items()},
                        **keywords}
            targets = [(target, offset - len(bound_positional), set(), kind) for target, offset, _, kind in
                       self._resolve_targets(partial_call, binding_scope) if offset >= len(bound_positional)]
        else:
            targets = self._resolve_targets(partial_call, binding_scope)
        function = call_positional(partial_call)[0]
        if not targets and not any(arg.star for arg in call.args) and \
                type(function) in (cst.Name, cst.Attribute) and not self._lookup_defs(
                    dotted_name(function) or "", binding_scope):
            if traced_binding:
                self._record_external(function, positional, keywords, False)
            else:
                self._record_external(function, [STATIC] * len(bound_positional) + positional,
                                      {**dict.fromkeys(bound_keywords, STATIC), **keywords}, False)
        return targets, positional, keywords

    def _super_method(self, class_node: cst.ClassDef, name: str, depth: int = 0
                      ) -> tuple[list[cst.FunctionDef], Optional[str]]:
        """What `super().name` of a method of `class_node` finds, in the order of its bases: the definitions of
        the nearest base class of this module that has one, or else the dotted name, as this module imports it,
        of the first base class of another project file (which defines it, or whose own bases do)."""
        for base in class_node.bases:
            parent = self._local_class(base.value)
            if parent is not None and parent is not class_node and depth < 8:
                own = self._method(parent, name)
                if own:
                    return own, None
                found, imported = self._super_method(parent, name, depth + 1)
                if found or imported is not None:
                    return found, imported
                continue
            dotted = dotted_name(base.value)
            head = dotted.partition(".")[0] if dotted is not None else None
            if head is not None and (head in self.imports.relative or (
                    head in self.imports.aliases and
                    not self.imports.aliases[head].startswith(MODELLED_LIBRARIES))):
                return [], dotted
        return [], None

    def _host_callback(self, func: cst.BaseExpression, scope: ScopeNode) -> bool:
        """Is a call of `func` a host callback (`jax.debug.callback`, `io_callback`...), the second call of one's
        two-call form, `jax.debug.callback(ordered=True)(f, x)`, or a name bound to a partial of one that leaves
        the callable to the call (`callback = functools.partial(jax.pure_callback, vmap_method="sequential")` at
        module level, then `callback(host_fn, shapes, x)`)?"""
        if self.imports.qualified_name(func) in HOST_CALLBACKS:
            return True
        bound = self.outer_binding(self._index.partial_bindings, func.value, scope) if type(func) is cst.Name \
            else None
        if bound is not None and not any(arg.star for arg in bound[0].args):
            partial_positional = call_positional(bound[0])
            callback = self.imports.qualified_name(partial_positional[0]) if len(partial_positional) == 1 else None
            return callback in CALLABLE_KEYWORDS and CALLABLE_KEYWORDS[callback] not in call_keywords(bound[0])
        return type(func) is cst.Call and not any(arg.keyword is None for arg in func.args) and \
            self.imports.qualified_name(func.func) == "jax.debug.callback"

    def _handed_to_host(self, targets: list, product: Optional[tuple], index: int, arg: cst.Arg,
                        func: cst.BaseExpression) -> bool:
        """Does the callee hand argument `index` (`arg`) of a call only to a JAX host callback (analysis/
        host_callbacks.py)? Every target a def of this module that does, or (no target) the call names a function of
        another project file that does."""
        if targets:
            for target, offset, _, _ in targets:
                if type(target) is not cst.FunctionDef:
                    return False
                info = self.functions[target]
                visible = info.positional[offset:]
                name = arg.keyword.value if arg.keyword is not None else \
                    visible[index] if index < len(visible) else None
                if name is None or name not in self._host_only_parameters(target):
                    return False
            return True
        dotted = dotted_name(func) if product is None else None
        imported = self.imports.project_target(dotted, MODELLED_LIBRARIES) if dotted is not None else None
        found = self._imported_host_parameters(*imported) if imported is not None and \
            self._imported_host_parameters is not None else None  # type: ignore[attr-defined]
        if found is None:
            return False
        positional, host = found
        name = arg.keyword.value if arg.keyword is not None else positional[index] if index < len(positional) else None
        return name in host

    def _host_only_parameters(self, function: cst.FunctionDef) -> frozenset[str]:
        """The parameters the def `function` hands only to a host callback, read from the file's `ast` (every def of
        its name and class must agree)."""
        memo = self.__dict__.setdefault("_host_only_memo", {})
        found = memo.get(function)
        if found is None and not any(word in self.locator.text for word in HOST_CALLBACK_WORDS):
            found = memo[function] = frozenset()
        if found is None:
            from .unread_places import functions_named

            info = self.functions[function]
            owner = info.scope.name.value if type(info.scope) is cst.ClassDef else None
            definitions = functions_named(self.text_tree(), (owner, info.name))  # type: ignore[attr-defined]
            found = frozenset.intersection(*(host_only_parameters(definition, self.imports.aliases)
                                             for definition in definitions)) if definitions else frozenset()
            memo[function] = found
        return found

    def _called_parameter(self, targets: list, index: int, arg: cst.Arg) -> Optional[str]:
        """The parameter that argument `index` of a call lands on when every target is a def of this module whose
        own body calls that parameter (`def penalised(loss, penalty, w): ... penalty(w)`); else None."""
        found: Optional[str] = None
        for target, offset, _, _ in targets:
            if type(target) is not cst.FunctionDef:
                return None
            info = self.functions[target]
            visible = info.positional[offset:]
            name = arg.keyword.value if arg.keyword is not None else visible[index] if index < len(visible) else None
            if name is None or name not in self._names_called_in(target) or (found is not None and name != found):
                return None
            found = name
        return found

    def _arguments_given_parameter(self, targets: list, name: str, positional: list[Value],
                                   keywords: dict[str, Value]) -> Optional[tuple[list[Value], dict[str, Value]]]:
        """What the defs among `targets`, called with these arguments, pass when they call their parameter `name`
        (`derivatives(state + 0.5 * dt * k1, control)` in `rk4_step`), merged over their calls of it: a parameter
        passed as it is holds what the call gave it, a literal is a Python value, an expression reading a traced
        parameter is a tracer, anything else may be one. None when a call unpacks `*`/`**` arguments."""
        given: list[Optional[Value]] = []
        named: dict[str, Value] = {}
        for target, offset, _, _ in targets:
            params = call_params(self.functions[target], offset, positional, keywords, False)
            pending: list[cst.CSTNode] = [target.body]
            while pending:
                current = pending.pop()
                pending.extend(children(current))
                if type(current) is not cst.Call or type(current.func) is not cst.Name or current.func.value != name:
                    continue
                if any(arg.star for arg in current.args):
                    return None
                for index, arg in enumerate(current.args):
                    value = _argument_value(arg.value, params, self.functions[target].all_params)
                    if arg.keyword is not None:
                        named[arg.keyword.value] = merge(named.get(arg.keyword.value), value)
                    elif index < len(given):
                        given[index] = merge(given[index], value)
                    else:
                        given.append(value)
        return [value or STATIC for value in given], named

    def _names_called_in(self, function: cst.FunctionDef) -> frozenset:
        """The names `function`'s body (or a def or lambda in it) calls, `name(...)`: asked for every argument of
        every traced call, so walked once per function."""
        memo = self.__dict__.setdefault("_called_names_memo", {})
        names = memo.get(function)
        if names is None:
            names = memo[function] = _called_names(function)
        return names

    def _filters_arguments(self, function: FunctionNode) -> bool:
        """Is the first tracing decorator of `function` a filtering transform (`@eqx.filter_jit`, `@nnx.jit`), which
        hands non-array leaves to the body as they are, whoever calls it?"""
        if type(function) is not cst.FunctionDef:
            return False
        use = next((u for u in (resolve_wrapper(d.decorator, self.imports) for d in function.decorators)
                    if u is not None), None)
        return use is not None and use.wrapper.filtered

    def _memoised_on_arguments(self, function: FunctionNode) -> bool:
        """Is `function` decorated with `functools.lru_cache` or `functools.cache` (which hash its arguments)?"""
        return type(function) is cst.FunctionDef and any(
            self.imports.qualified_name(d.decorator.func if type(d.decorator) is cst.Call else d.decorator)
            in _MEMOISING_DECORATORS for d in function.decorators)

    def _pass_instances(self, caller: TracedFunction, call: cst.Call, callee: TracedFunction, offset: int) -> None:
        """`sample(self, shape)`, `step(model, x)` with `model = Model(...)`: the callee's parameter holds an
        instance of that class of this module, whose methods it may call."""
        visible = callee.info.positional[offset:]
        for index, arg in enumerate(call.args):
            if arg.star:
                return
            name = arg.keyword.value if arg.keyword is not None else visible[index] if index < len(visible) else None
            if name is None or name not in callee.info.all_params:
                continue
            kept = type(arg.value) is cst.Attribute and type(arg.value.value) is cst.Name and \
                arg.value.value.value == "self"
            class_node = self._class_of(arg.value, caller) if type(arg.value) is cst.Name or kept else None
            if class_node is None:
                # An object of another file's class that the caller was handed (`episode_cost(policy, seed)` in a
                # lambda closing over `policy`): the callee holds the same object.
                for imported in self._passed_parameter_classes(arg.value.value, caller) \
                        if type(arg.value) is cst.Name else ():
                    self.note_parameter_class((callee.node, name), imported,
                                              self._fresh_parameter(arg.value.value, caller))
                # `self.catalogue.neg_log_posterior(z, self.cosmology)` with the object made as `MAPFitter(catalogue,
                # FlatLambdaCDM())` in another file: the callee's parameter holds that object.
                imported = self._imported_constructed_class(arg.value, caller) if kept else None
                if imported is not None:
                    self.note_parameter_class((callee.node, name), imported)
                continue
            fresh = fresh_receiver(arg.value, caller)
            if name not in callee.param_classes:
                callee.param_classes[name] = class_node
                if fresh:
                    callee.fresh_params.add(name)
            elif not fresh:
                callee.fresh_params.discard(name)

    def _looped_factory_product(self, name: str, caller: TracedFunction
                                ) -> Optional[tuple[str, Optional[int], ScopeNode]]:
        """`thunk` in `for thunk in thunks:` of the traced function, where `thunks` is a list of one factory's
        products bound in it or around it: that factory, and the scope of the binding."""
        iterables = {node.iter.value if type(node.iter) is cst.Name else None for node in self.own_loops(caller.node)
                     if type(node) is cst.For and type(node.target) is cst.Name and node.target.value == name}
        if len(iterables) != 1 or None in iterables:
            return None
        iterable = iterables.pop()
        scope: Optional[ScopeNode] = caller.node
        while scope is not None:
            factory = self._index.factory_elements.get((scope, iterable))
            if factory is not None:
                return factory, None, scope
            scope = self._index.scope_parent.get(scope)
        return None

    def _factory_product(self, name: str, scope: Optional[ScopeNode]) -> Optional[tuple[str, Optional[int], ScopeNode]]:
        """The factory call that binds `name`, seen from `scope`, with the element of its result (None: all of it)
        and the scope of that binding: `opt_update` in `opt_init, opt_update, get_params = momentum(0.1)`."""
        while scope is not None:
            found = self._index.factory_products.get((scope, name))
            if found is not None:
                return found[0], found[1], scope
            scope = self._index.scope_parent.get(scope)
        return None

    def _record_external(self, func: Optional[cst.BaseExpression], positional: list[Value],
                         keywords: dict[str, Value], starred: bool, first_star: Optional[int] = None,
                         trailing: int = 0, dotted: Optional[str] = None, root: bool = False,
                         static: tuple[tuple[int, ...], tuple[str, ...]] = ((), ()), fresh: bool = False,
                         getter: bool = False, product: bool = False,
                         arguments: tuple[tuple[str, int, str], ...] = (), product_index: Optional[int] = None,
                         origin: Optional[int] = None, fresh_arguments: tuple[str, ...] = (),
                         product_field: Optional[str] = None) -> None:
        """`origin`: `dotted` is already the target as this module would import it with that level (a class of
        another file that no import of this module names)."""
        if dotted is None:
            dotted = dotted_name(func) if func is not None else None
        if dotted is None:
            return
        head, _, rest = dotted.partition(".")
        if origin is not None:
            level, imported, rest = origin, dotted, ""
        elif head in self._index.defs_by_scope[self.module] or head in self._index.classes:
            return
        elif head in self.imports.relative:
            level, imported = self.imports.relative[head]
        elif head in self.imports.aliases:
            level, imported = 0, self.imports.aliases[head]
            if imported.split(".")[0] in MODELLED_LIBRARIES:
                return
        else:
            return
        call = ExternalCall(level, f"{imported}.{rest}" if rest else imported,
                            tuple(_pattern_value(v) for v in positional),
                            tuple(sorted((k, _pattern_value(v)) for k, v in keywords.items())), starred, first_star,
                            trailing, root, static, fresh, getter, product, arguments, product_index,
                            fresh_arguments=fresh_arguments if arguments else (),
                            eager=self._calling_eagerly and not root, product_field=product_field)
        self.external_calls[call] = None

    @planner_trigger("_take_references")
    def _table_functions(self, name: str) -> list[str]:
        """The functions of this module a module-level table display holds (`OPS = {"Relu": relu, "NonZero":
        nonzero}`, `STEPS = [warmup, decay]`), by name; empty unless `name` is bound once, to such a display."""
        found: list[cst.BaseExpression] = [
            small.value for statement in self.module.body if type(statement) is cst.SimpleStatementLine
            for small in statement.body if type(small) is cst.Assign and any(
                type(target.target) is cst.Name and target.target.value == name for target in small.targets)]
        if len(found) != 1:
            return []
        table = found[0]
        if type(table) is cst.Dict:
            values = [element.value for element in table.elements if type(element) is cst.DictElement]
        elif type(table) in (cst.List, cst.Tuple):
            values = [element.value for element in table.elements if type(element) is cst.Element]  # type: ignore
        else:
            return []
        return list(dict.fromkeys(value.value for value in values if type(value) is cst.Name))

    def _local_overrides(self, owner: cst.ClassDef, method: str) -> list[FunctionNode]:
        """The definitions of `method` in the module's classes deriving from `owner` (an abstract base leaving it
        to them: `AbstractEnv.step` calling `self._dynamics(...)` on a `MountainCar` of the same file)."""
        return [definition for subclass in self._index.classes.values()
                if subclass is not owner and owner in self.local_bases(subclass)
                for definition in self._method(subclass, method) if not is_abstract(definition)]

    def _record_overrides(self, owner: cst.ClassDef, method: str, positional: list[Value], keywords: dict[str, Value],
                          starred: bool, first_star: Optional[int], abstract: list[FunctionNode]) -> None:
        """`self.step_env(...)` in traced code of a module-level class that leaves `step_env` to its subclasses
        (undefined, or abstract): the definitions of its subclasses in other project files run there. The abstract
        definition's Python-scalar annotations (`n: int`) are the contract the overrides get those arguments by."""
        if self._index.classes.get(owner.name.value) is not owner or any(
                self._method(base, method) for base in self.local_bases(owner)):
            return
        for definition in abstract:
            info = self.functions[definition]
            visible = info.positional[1:]
            scalars = {name for name in info.all_params if is_python_scalar(info.annotations.get(name))}
            positional = [STATIC if index < len(visible) and visible[index] in scalars else value
                          for index, value in enumerate(positional)]
            keywords = {name: STATIC if name in scalars else value for name, value in keywords.items()}
        call = ExternalCall(0, f"{owner.name.value}.{method}", tuple(_pattern_value(v) for v in positional),
                            tuple(sorted((k, _pattern_value(v)) for k, v in keywords.items())), starred, first_star,
                            overrides=True, eager=self._calling_eagerly)
        self.external_calls[call] = None

    def _constructor_argument_classes(self, made: cst.BaseExpression, caller: Optional[TracedFunction] = None
                                      ) -> tuple[tuple[str, int, str], ...]:
        """For `Pipeline(RandomFlip(seed=42))`: the arguments that are instances of imported classes, made right
        there, as (position or keyword, level, imported name). With `caller`, also a name the traced caller bound
        to such an instance (`term = SHOTerm(...)` then `GaussianProcess(term, t)`)."""
        if type(made) is not cst.Call:
            return ()
        found = []
        for slot, value in _argument_slots(made):
            if caller is not None and type(value) is cst.Name and value.value in caller.instance_classes:
                value = cst.Call(func=caller.instance_classes[value.value])
            elif caller is not None and type(value) is cst.Name:
                # An object that outlives the trace, handed on: the module's own (`keygen = KeyGen(0)` at module
                # level, then `jitter(points, keygen)`), or one another file passed the caller for a parameter.
                passed = self._passed_parameter_classes(value.value, caller)
                if passed:
                    found += [(slot, *imported) for imported in passed]
                    continue
                if value.value not in caller.local_names and not self._lookup_defs(value.value, caller.node) and \
                        value.value in self._index.module_instances:
                    value = cst.Call(func=self._index.module_instances[value.value])
                elif value.value not in caller.local_names and value.value not in caller.info.all_params:
                    # `jax.jit(lambda key: play(agent, bandit, key, horizon))` with `agent = UCB1Agent(...)` bound
                    # by the untraced function around the lambda: an object of that class, handed on.
                    made = self._instance_class_expression(value, caller)
                    if made is not None:
                        value = cst.Call(func=made)
            elif caller is not None and type(value) is cst.Attribute and type(value.value) is cst.Name and \
                    value.value.value == "self" and caller.info.class_node is not None:
                # `self.solver` that the constructor sets to `solver or LU()`: an object of that class.
                held = self._index.attribute_types.get((caller.info.class_node, value.attr.value))
                if held is not None:
                    value = cst.Call(func=held)
                else:
                    # `self.system` holding the object of another file's class the constructor was given
                    # (`TrajectoryOptimizer(CartPole())`): handed on, the callee's parameter holds it.
                    given = self._imported_constructed_class(value, caller)
                    if given is not None:
                        found.append((slot, *given))
                        continue
            mark = ""
            if type(value) in (cst.List, cst.Tuple) and value.elements and all(  # type: ignore[attr-defined]
                    type(item) is cst.Element and type(item.value) is cst.Call
                    for item in value.elements):   # type: ignore[attr-defined]
                # `SeriesLine([Pipe(120.0, 0.15), Pipe(80.0, 0.1)])`: a list display of instances of one class.
                made = {dotted_name(item.value.func) for item in value.elements}  # type: ignore[attr-defined]
                if len(made) == 1 and None not in made:
                    value, mark = value.elements[0].value, ELEMENTS_MARK  # type: ignore[attr-defined]
            dotted = dotted_name(value.func) if type(value) is cst.Call else None
            if dotted is not None:
                # `Noise(...)`, or `linsolve.LU()` through an imported module.
                head, _, rest = dotted.partition(".")
                if head in self.imports.relative:
                    level, target = self.imports.relative[head]
                elif head in self.imports.aliases and not self.imports.aliases[head].startswith(MODELLED_LIBRARIES):
                    level, target = 0, self.imports.aliases[head]
                else:
                    continue
                found.append((slot, level, (f"{target}.{rest}" if rest else target) + mark))
        return tuple(found)

    def _fresh_argument_slots(self, call: cst.Call, caller: TracedFunction) -> tuple[str, ...]:
        """The arguments of `call` (position or keyword, as `_constructor_argument_classes` names them) that hold an
        object made inside the caller's trace: made right there, bound to one the caller made, or a parameter every
        caller fills with one."""
        found = []
        for slot, value in _argument_slots(call):
            if type(value) is cst.Call or type(value) is cst.Name and (
                    value.value in caller.instance_classes or self._fresh_parameter(value.value, caller)):
                found.append(slot)
        return tuple(found)

    def _function_arguments(self, expression: cst.BaseExpression, scope: ScopeNode,
                            handed_to: Optional[str] = None) -> list[tuple[FunctionNode, int, set[str], str]]:
        """The functions `expression` names or makes: a lambda, a def of `scope`, or (`handed_to`: the parameter
        of a helper of this module that calls it) one of the module's functions, `penalised(loss, log_barrier, w)`.
        """
        if type(expression) is cst.Lambda:
            return [(expression, 0, set(), "lambda")]
        if type(expression) is cst.Name:
            defs = self._lookup_defs(expression.value, scope)
            if not defs:
                # `loop_body = lambda state: step(params, state)`, then `lax.while_loop(cond, loop_body, init)`.
                return [(node, 0, set(), "lambda") for node in self._lookup_lambdas(expression.value, scope)
                        if self.functions[node].scope is scope]
            # A def of the caller's own scope or of a function around it (`tree_map(orthogonalise, tree)` in a
            # factory's `update` closure, beside its sibling def), or one of the module's functions handed over by
            # name (`apply_twice(penalty, x)`): the callee runs it while JAX traces.
            return [(d, 0, set(), "def") for d in defs if self._scope_or_enclosing(self.functions[d].scope, scope) or (
                handed_to is not None and self.functions[d].scope is self.module)]
        return []

    def _scope_or_enclosing(self, defined_in: ScopeNode, scope: ScopeNode) -> bool:
        """Is `defined_in` the function scope `scope` or a function around it (not the module)?"""
        current: Optional[ScopeNode] = scope
        while current is not None and type(current) is not cst.Module:
            if current is defined_in:
                return True
            current = self._index.scope_parent.get(current)
        return False


def _argument_value(argument: cst.BaseExpression, params: dict[str, Value], parameters: list[str]) -> Value:
    """Roughly what a helper passes on in a call of a callable it was handed (`_arguments_given_parameter`)."""
    if type(argument) is cst.Name and argument.value in parameters:
        return params.get(argument.value, STATIC)
    if isinstance(argument, (cst.Integer, cst.Float, cst.SimpleString)) or (
            type(argument) is cst.Name and argument.value in ("True", "False", "None")):
        return STATIC
    read = {node.value for node in subtree(argument) if type(node) is cst.Name}
    if any(params.get(parameter, STATIC).traced for parameter in read & set(parameters)):
        return Value(traced=True)
    return Value(traced=True, opaque=True)


def _is_super_call(expression: cst.BaseExpression) -> bool:
    """`super()` or `super(Class, self)`."""
    return type(expression) is cst.Call and type(expression.func) is cst.Name and expression.func.value == "super"


def _selected_by_caller(subscript: cst.Subscript, caller: TracedFunction) -> bool:
    """`_FFT_FUNCTIONS[method](x)` with `method` a parameter, or a literal key: a dispatch on a choice the caller
    (or the code) makes, not a run over the table; which entry runs under tracing is that choice's, not every one."""
    if len(subscript.slice) != 1 or type(subscript.slice[0].slice) is not cst.Index:
        return True
    key = subscript.slice[0].slice.value
    return isinstance(key, (cst.SimpleString, cst.ConcatenatedString, cst.FormattedString)) or (
        type(key) is cst.Name and key.value in caller.info.all_params)


def is_abstract(function: FunctionNode) -> bool:
    """A method left to subclasses: its body only raises NotImplementedError (after a docstring), or is `...` or
    `pass`."""
    if not isinstance(function, cst.FunctionDef) or not isinstance(function.body, cst.IndentedBlock):
        return False
    statements = [s for s in function.body.body if not (
        type(s) is cst.SimpleStatementLine and len(s.body) == 1 and type(s.body[0]) is cst.Expr and
        isinstance(s.body[0].value, (cst.SimpleString, cst.ConcatenatedString)))]
    if len(statements) != 1 or type(statements[0]) is not cst.SimpleStatementLine:
        return not statements
    small = statements[0].body[0]
    if type(small) is cst.Pass or (type(small) is cst.Expr and type(small.value) is cst.Ellipsis):
        return True
    raised = small.exc if type(small) is cst.Raise else None
    if type(raised) is cst.Call:
        raised = raised.func
    return type(raised) is cst.Name and raised.value == "NotImplementedError"


def _unpacked_tuples(positional_args: list[cst.Arg], positional: list[Value]) -> Optional[list[Value]]:
    """The argument values of a call whose every `*` argument is a tuple or list of known items (a display, or a
    name bound to one), spread out; None when any starred argument's length is unknown."""
    if len(positional_args) != len(positional):
        return None
    spread: list[Value] = []
    for arg, value in zip(positional_args, positional):
        if arg.star != "*":
            spread.append(value)
        elif value.items is None:
            return None
        else:
            spread.extend(value.items)
    return spread


def _as_parameter(value: Value, name: str) -> Value:
    """An argument's value as the parameter `name` holds it: a tuple display keeps what each item is (`(count, rows)`
    with `count` a static Python int: `count, _ = labels` unpacks that int in the helper); the helper's messages
    name its own parameter."""
    # Only a display mixing Python values and traced ones says more than "traced": a pytree of traced parts
    # (`(params, state)` of a jitted function's parameters) may hold lists whose items the helper replaces.
    # A tuple whose items JAX abstracted one by one (a lax carry started as a tuple of arrays) holds arrays there.
    items = None if value.items is None or all(item.traced for item in value.items) and not any(
        item.array_leaves and certain_array(item) for item in value.items) else tuple(
        replace(item, source=name) if item.traced else item for item in value.items)
    return replace(value, source=name, items=items)


def _trailing(positional_args: list[cst.Arg]) -> int:
    """How many positional arguments follow the only `*args` of a call (0 with none, or more than one)."""
    stars = [index for index, arg in enumerate(positional_args) if arg.star == "*"]
    return len(positional_args) - 1 - stars[0] if len(stars) == 1 else 0


def _starred_lengths(info: FunctionInfo, visible: list[str], first_star: int, trailing: int,
                     keywords: dict[str, Value]) -> Optional[tuple[int, int]]:
    """The fewest and most items the only starred argument of a call may spread into, when `trailing` positional
    arguments follow it and the function has no `*args`: its positional parameters from `first_star` on, up to the
    first one the call passes by keyword, hold the spread items and then the trailing arguments, and every one
    without a default is filled. None when the function takes `*args` or no length fits."""
    if type(info.node.params.star_arg) is cst.Param:
        return None
    limit = next((index for index in range(first_star, len(visible)) if visible[index] in keywords), len(visible))
    required = [index for index in range(first_star, limit) if visible[index] not in info.defaults]
    longest = limit - first_star - trailing
    shortest = max(0, (required[-1] + 1 if required else first_star) - first_star - trailing)
    return (shortest, longest) if shortest <= longest else None


def _tells_the_callee(value: Value) -> bool:
    """Does an argument's value say more than "some Python value" (a tracer, a sequence, a flag, an array module, no
    None, outer state, known strings or member, a callback that reads nothing)? Only such land on a parameter."""
    return value.traced or value.sequence or value.falsy or value.truthy or value.module is not None or \
        value.not_none or value.outer_state or value.text is not None or value.member is not None or \
        value.discards_arguments


def call_params(info: FunctionInfo, offset: int, positional: list[Value], keywords: dict[str, Value],
                starred: bool, first_star: Optional[int] = None, modules: frozenset[str] = frozenset(),
                trailing: int = 0) -> dict[str, Value]:
    """The traced parameters of `info` when called with these argument values (`offset` bound positionals);
    `modules` are the names the module binds to imported modules (a parameter left at one as its default holds it).

    Arguments before the first `*args` (`first_star`, the position of the first starred argument; 0 when only
    `starred` is known) land on known parameters; from there on, any parameter may get any of them, but for the
    `trailing` arguments after the only starred one, which land on the last parameters of a function that has no
    `*args` nor defaults there (`log_density(params, *model_args, reference_index)`)."""
    if first_star is None:
        first_star = 0 if starred else len(positional)
    visible = info.positional[offset:]
    params: dict[str, Value] = {}
    # Python lists and tuples handed to a traced helper stay sequences there (indexing them needs an int).
    for index, value in enumerate(positional[:first_star]):
        if index < len(visible) and _tells_the_callee(value):
            params[visible[index]] = _as_parameter(value, visible[index])
    for name, value in keywords.items():
        if name in info.all_params and _tells_the_callee(value):
            params[name] = _as_parameter(value, name)
    tail: dict[str, Value] = {}
    lengths = _starred_lengths(info, visible, first_star, trailing, keywords) if trailing and \
        len(positional) == first_star + 1 + trailing else None
    if lengths is not None:
        shortest, longest = lengths
        for index, value in enumerate(positional[first_star + 1:]):
            if shortest == longest:
                tail[visible[first_star + shortest + index]] = value
            elif value.traced:
                # The starred argument's length is not known, only its bounds: the argument may land on any
                # parameter of its range (`render(*rays, config, near, far, rng)` of `def render(origins,
                # directions, config, near, far, rng=None)`: `config` gets `config` or `near`, never a ray).
                for length in range(shortest, longest + 1):
                    name = visible[first_star + length + index]
                    params.setdefault(name, _as_parameter(value, name))
        positional = positional[:first_star + 1]
        visible_filled = visible[:first_star + longest]
    else:
        visible_filled = visible
    for name, value in tail.items():
        if _tells_the_callee(value):
            params[name] = _as_parameter(value, name)
    if any(v.traced for v in positional[first_star:]):
        # A `*args` of unknown length may fill any parameter from there on, but one whose default is `True` or
        # `False` is a flag: a forward of unknown contents (`filter(*args, **kwargs)`) is no evidence that a
        # tracer lands there.
        flags = {param.name.value for param in info.node.params.params
                 if type(param.default) is cst.Name and param.default.value in ("True", "False")}
        for name in visible_filled[first_star:]:
            if name not in flags:
                params.setdefault(name, Value(traced=True, source=name))
    # A helper's `int`/`bool`/`str` annotation says what its callers really pass (static config), and a
    # container one (`Tuple[...]`, `Optional[...]`) that its truth value is a Python question,
    # also for the parameters a `*args` argument fills (`vmap(update)(j, *parts)`).
    params = {name: value if not value.traced or not is_container_annotation(info.annotations.get(name))
              else replace(value, opaque=True)
              for name, value in params.items()
              if not is_python_scalar(info.annotations.get(name)) or value.falsy or value.truthy or
              value.text is not None or value.not_none and not value.traced}
    if not starred and first_star >= len(positional):
        # A flag the caller leaves at its `False`/`None` default stays that Python value: `if debug:` skips its
        # body under tracing, whatever the body would do.
        passed = set(visible[:len(positional)]) | set(keywords)
        for param in (*info.node.params.params, *info.node.params.kwonly_params):
            if type(param.default) is cst.Name and param.default.value in ("False", "None"):
                # A caller passing a Python value that may be true (`check_finite=True`) runs the body: the
                # parameter is no known-false flag, whichever caller comes first.
                left_out = NONE if param.default.value == "None" else FALSY
                params.setdefault(param.name.value, left_out if param.name.value not in passed else STATIC)
            elif type(param.default) is cst.Name and param.default.value == "True":
                # `use_jax=True` left at its default: `if not use_jax:` skips its body, `if use_jax:` its `else`.
                params.setdefault(param.name.value, TRUTHY if param.name.value not in passed else STATIC)
            elif type(param.default) is cst.SimpleString and isinstance(param.default.evaluated_value, str):
                # `backend: str = "jax"` left at its default: `if backend == "cpu":` skips its body. A caller
                # passing another string (or one not known) makes it unknown, whichever caller comes first.
                params.setdefault(param.name.value, Value(text=frozenset((param.default.evaluated_value,)))
                                  if param.name.value not in passed else STATIC)
            elif type(param.default) is cst.Name and param.default.value in modules:
                # `def convert(x, xnp=np)` called without `xnp`: `xnp.stack(...)` is numpy's, on tracers too. A
                # caller passing another module (`xnp=jnp`) makes it unknown, whichever caller comes first.
                params.setdefault(param.name.value, Value(module=param.default.value)
                                  if param.name.value not in passed else STATIC)
    star = info.node.params.star_arg
    if type(star) is cst.Param and any(v.traced for v in positional[min(first_star, len(visible)):]):
        # `def log(*args)` called with tracers: `args` is a tuple holding them. Only the arguments past the named
        # parameters land there, and with a `*rest` argument those from it on: `split(i, arr, *strides)` with Python
        # strides gives `*strides` no tracer, whatever `arr` is.
        params[star.name.value] = Value(traced=True, sequence=True, source=star.name.value, opaque=True,
                                        element=_spread_rows(positional[len(visible):]) if first_star >= len(
                                            positional) else None)
    star_keywords = info.node.params.star_kwarg
    named = set(info.positional) | set(info.keyword_only)
    if type(star_keywords) is cst.Param and any(
            value.traced for name, value in keywords.items() if name not in named and name != "**"):
        # `def __init__(self, **params)` called with `loc=x`: `params` is a dict holding that tracer. A forwarded
        # `**config` is not evidence: a jitted caller's own `**config` holds its static_argnames too.
        params[star_keywords.name.value] = Value(traced=True, source=star_keywords.name.value, opaque=True)
    return params


def _spread_rows(landed: list[Value]) -> Optional[Value]:
    """What each item of a `*groups` parameter is when every argument landing there is a tuple or list display of
    one length (`grid_dispatch(f, ((0,), (x,)), ((1, 0), (y, x)))`): a row whose positions keep their own kind, the
    Python ints of the first position apart from the arrays of the second; a display holding no tracer (`((0,),
    (self.order,))` of a static field) adds none to any position. None for any other arguments (the parameter then
    holds opaque items, as before)."""
    rows = [value for value in landed if value.traced]
    if not rows or any(value.items is None for value in rows) or any(
            not value.sequence for value in landed if not value.traced):
        return None
    row = element_of(Value(traced=True, sequence=True, items=tuple(rows)))
    # Opaque: where callers' rows differ in length, the merged row keeps no items, and its parts may be anything.
    return replace(row, opaque=True) if row.items is not None else None


# lax primitives that hand their body slices of an operand: (position, keyword) of the operand, the body's parameter.
_SLICED_OPERANDS = {"jax.lax.scan": ((2, "xs"), 1)}
# lax loops whose body's first parameter is the loop's integer counter, a tracer.
_COUNTED_LOOPS = frozenset({"jax.lax.fori_loop"})


def _lax_body_arrays(qualified: str, primitive: Wrapper, positional: list[Value], keywords: dict[str, Value]
                     ) -> dict[int, Value]:
    """The positional parameters of the body a lax primitive (`qualified`) traces that hold an array in every trace:
    the carry the loop starts as one (`lax.scan(step, jnp.asarray(t0), None)`: `step`'s carry is that array, as JAX
    keeps the carry's structure), the slice of an array it scans, and a `fori_loop`'s counter."""
    def operand(position: int, keyword: str) -> Optional[Value]:
        return keywords.get(keyword) or (positional[position] if position < len(positional) else None)

    arrays: dict[int, Value] = {}
    if primitive.carry is not None:
        position, keyword, parameter = primitive.carry
        carried = _abstracted(operand(position, keyword))
        if carried is not None:
            arrays[parameter] = carried
    if qualified in _SLICED_OPERANDS:
        (position, keyword), parameter = _SLICED_OPERANDS[qualified]
        sliced = _abstracted(operand(position, keyword))
        if sliced is not None:
            arrays[parameter] = sliced
    if qualified in _COUNTED_LOOPS:
        arrays[0] = Value(traced=True, array_leaves=True)
    return arrays


def _abstracted(operand: Optional[Value]) -> Optional[Value]:
    """What a lax body receives for an operand the loop carries or scans: JAX abstracts each leaf of the pytree, so
    its parts are arrays or containers of them, never Python numbers (as a lax body root's parameters are); an
    array for an array, and for a tuple or list display (`(storage, jnp.zeros(n))`) a tuple or list of that length
    whose items are arrays where the display's are, since JAX keeps the structure. None for no operand or None."""
    if operand is None or not operand.traced and operand.none:
        return None
    if certain_array(operand):
        return Value(traced=True, array_leaves=True)
    if operand.traced and operand.sequence and operand.items and not operand.opaque and \
            any(certain_array(item) for item in operand.items):
        items = tuple(Value(traced=True, array_leaves=True) if certain_array(item) else
                      item if not item.traced and item.none else Value(traced=True, opaque=True, array_leaves=True)
                      for item in operand.items)
        return Value(traced=True, sequence=True, items=items, opaque=True,
                     array_leaves=not any(item.none for item in items))
    return Value(traced=True, opaque=True, array_leaves=True)


def _maybe_python_part(value: Value) -> bool:
    """Is `value` a traced argument known only as maybe no array (an unknown function's result), with no items,
    fields or elements the caller knows?"""
    return value.traced and value.opaque and value.items is None and value.field_values is None and \
        value.leaf_fields is None and value.element is None and not value.sequence and not value.mapping


def _pattern_value(value: Value) -> Value:
    """An argument's value as the callee sees it: what it is, not where it came from."""
    if not value.traced:
        return Value(sequence=value.sequence, falsy=value.falsy, truthy=value.truthy, not_none=value.not_none,
                     outer_state=value.outer_state, text=value.text, discards_arguments=value.discards_arguments)
    return Value(traced=True, mask=value.mask, sequence=value.sequence, defaulted=value.defaulted,
                 filtered=value.filtered, opaque=value.opaque,
                 leaf_fields=value.leaf_fields, captured=value.captured,
                 concrete_fields=value.concrete_fields, entry=value.entry,
                 flattened=value.flattened, array_leaves=value.array_leaves, container=value.container,
                 field_values=None if value.field_values is None else tuple(
                     (name, _pattern_value(field)) for name, field in value.field_values),
                 record_class=value.record_class,
                 items=None if value.items is None else tuple(_pattern_value(item) for item in value.items))


def fresh_receiver(receiver: cst.BaseExpression, caller: TracedFunction) -> bool:
    """Was the object a method runs on made inside the same trace (its writes to `self` outlive nothing)? A local
    instance, one made right there (`Handler(key)(shape)`), `self` of a constructor or of a method itself running
    on such an object, or a parameter every traced caller passes such an object."""
    if type(receiver) is cst.Call:
        return True
    if type(receiver) is not cst.Name:
        return False
    if receiver.value == "self" and caller.info.is_method:
        return caller.info.name in CONSTRUCTORS or bool(caller.fresh_self)
    return receiver.value in caller.instance_classes or receiver.value in caller.fresh_params


def _called_names(function: cst.FunctionDef) -> frozenset:
    names = set()
    pending: list[cst.CSTNode] = [function.body]
    while pending:
        current = pending.pop()
        if type(current) is cst.Call and type(current.func) is cst.Name:
            names.add(current.func.value)
        pending.extend(children(current))
    return frozenset(names)


def _argument_slots(call: cst.Call) -> Iterator[tuple[str, cst.BaseExpression]]:
    """The arguments of `call` up to the first starred one, each with its slot: its keyword, or its position among
    the positional ones ("0", "1", ...)."""
    position = 0
    for arg in call.args:
        if arg.star:
            return
        yield (arg.keyword.value if arg.keyword is not None else str(position)), arg.value
        position += arg.keyword is None
