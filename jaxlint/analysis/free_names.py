"""Closures: what a free name of traced code holds (a value of an enclosing trace, a module-level jax array or
list constant, an outer container)."""

from __future__ import annotations

import functools
from typing import Callable, Optional

import libcst as cst

from .bindings import ScopeBindings
from .imports import ImportMap, dotted_name
from .never_none import attributes_never_none, call_gives_value, module_bindings, name_gives_value, never_none
from .records import MODELLED_LIBRARIES, ScopeNode, TracedFunction
from .tables import AT_METHODS, may_make_jax_array, planner_trigger
from .values import STATIC, Value, is_static_array_function
from .walk import subtree, walk

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
        while scope is not None and type(scope) is not cst.Module:
            if (type(scope) is cst.FunctionDef or type(scope) is cst.Lambda) and \
                    name in self.functions[scope].all_params:
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
            cached = self._outer_sequences[scope] = _bound_only_to(
                self._bindings_of(scope), set(self.functions[scope].all_params),
                lambda value: type(value) in _SEQUENCE_DISPLAYS)
        return cached

    def is_outer_not_none(self, traced: TracedFunction, name: str) -> bool:
        """Is free name `name` of `traced`, bound in the untraced function around it, certainly not None where that
        code is traced? Either that function only ever binds it to an instance made by calling a class (`grid =
        GridInfo(n=int(counts[0]))` before `jax.jit(loss)`), or it is a parameter and every
        transform there sits under a test proving it is not None (`if grid is not None: lax.scan(step, ...)`, or a
        flag bound to that test): the traced code's own `if grid is None:` fallback is for eager callers."""
        if name in traced.global_names:
            return False
        scope = self._binding_function(traced, name)
        if scope is None:
            return self.module_value_never_none(name)
        if type(scope) is not cst.FunctionDef or scope in self.traced:
            return False
        if name in self.outer_instances(scope):
            return True
        return name in self.transforms_guarded_not_none(scope) and self._traced_only_from(traced, scope, set())

    def _binding_function(self, traced: TracedFunction, name: str) -> Optional[ScopeNode]:
        """The function or lambda around `traced` (itself included) that binds free name `name`, as a parameter or
        by assignment; None when only the module can. (Asked for every free name the traced code reads, by each
        of the questions above: answered once per scope and name.)"""
        key = (id(traced.info.scope), name)
        if key in self._binding_functions:
            return self._binding_functions[key]
        scope: Optional[ScopeNode] = traced.info.scope
        while scope is not None and type(scope) is not cst.Module:
            if (type(scope) is cst.FunctionDef or type(scope) is cst.Lambda) and (
                    name in self.functions[scope].all_params or name in self._assigned_names(scope)):
                break
            scope = self._index.scope_parent.get(scope)
        else:
            scope = None
        self._binding_functions[key] = scope
        return scope

    def _traced_only_from(self, traced: TracedFunction, outer: cst.FunctionDef, seen: set) -> bool:
        """Is `traced` (nested in untraced function `outer`) traced only through transforms applied in `outer`: a
        root that one of them names, or a helper whose every traced caller is?"""
        if id(traced.node) in seen:
            return True
        seen.add(id(traced.node))
        if traced.root:
            name = traced.info.name
            return any(type(function) is cst.Name and function.value == name
                       for call, use, scope in self._index.wrapper_calls if scope is outer
                       for function in use.functions)
        callers = [self.traced.get(caller) for caller in traced.entered_from]  # type: ignore[call-overload]
        return bool(callers) and all(caller is not None and self._nested_in(caller.node, outer) and
                                     self._traced_only_from(caller, outer, seen) for caller in callers)

    def _nested_in(self, node: ScopeNode, outer: cst.FunctionDef) -> bool:
        scope: Optional[ScopeNode] = self._index.scope_parent.get(node)
        while scope is not None and scope is not outer:
            scope = self._index.scope_parent.get(scope)
        return scope is outer

    @planner_trigger("_keep_outer_bindings")
    def transforms_guarded_not_none(self, scope: cst.FunctionDef) -> frozenset[str]:
        """Parameters of untraced function `scope` (never rebound there) that a test proves not None around every
        transform the function applies (`if grid is not None:`, `diff_mode = grid is not None` then `if
        diff_mode:`); empty when it applies none."""
        cached = self._guarded_not_none.get(scope)
        if cached is None:
            collector = self._bindings_of(scope)
            parameters = {name for name in self.functions[scope].all_params
                          if name not in collector.assigned and name not in collector.other}
            flags = {flag: values[0].left.value for flag, values in collector.assigned.items()
                     if len(values) == 1 and flag not in collector.other and _not_none_subject(values[0], True)}
            transforms = {id(call) for call, _, where in self._index.wrapper_calls if where is scope}
            proven: list[frozenset[str]] = []
            if parameters and transforms:   # otherwise nothing is proven of a parameter: no walk
                _guards_of(scope.body.body, frozenset(), transforms, flags, proven)
            found: frozenset[str] = frozenset.intersection(*proven) if proven else frozenset()
            cached = self._guarded_not_none[scope] = found & parameters
        return cached

    def outer_array_module(self, traced: TracedFunction, name: str) -> Optional[str]:
        """The alias of jax.numpy (`jnp`) when free name `name` of `traced` is an array-module parameter of the
        untraced function around it (`xp=np`, never rebound there) that a test proves is not numpy around every
        transform the function applies (`if xp is np: return ...` before `jax.vmap(single)`): the NumPy path
        leaves before anything is traced, so the traced code sees jax.numpy. None otherwise."""
        if name in traced.global_names:
            return None
        scope = self._binding_function(traced, name)
        if type(scope) is not cst.FunctionDef or scope in self.traced or \
                name not in self.transforms_past_numpy(scope) or not self._traced_only_from(traced, scope, set()):
            return None
        return next((alias for alias in sorted(self.array_modules)
                     if self.imports.aliases.get(alias) == "jax.numpy"), None)

    @planner_trigger("_keep_outer_bindings")
    def transforms_past_numpy(self, scope: cst.FunctionDef) -> frozenset[str]:
        """Parameters of untraced function `scope` defaulting to an array module (`xp=np`), never rebound there,
        that a test proves is not numpy around every transform the function applies: under `if xp is not np:`,
        in the `else` of `if xp is np:`, or after `if xp is np: ... return`; empty when it applies none."""
        cached = self._transforms_past_numpy.get(scope)
        if cached is None:
            collector = self._bindings_of(scope)
            parameters = {param.name.value for param in (*scope.params.params, *scope.params.kwonly_params)
                          if type(param.default) is cst.Name and param.default.value in self.array_modules
                          and param.name.value not in collector.assigned and param.name.value not in collector.other}
            transforms = {id(call) for call, _, where in self._index.wrapper_calls if where is scope}
            proven: list[frozenset[str]] = []
            if parameters and transforms:
                numpy = frozenset(alias for alias in self.array_modules if self.imports.aliases.get(alias) == "numpy")
                _guards_of(scope.body.body, frozenset(), transforms, {}, proven,
                           lambda test, truth: _proven_not_numpy(test, truth, numpy))
            found: frozenset[str] = frozenset.intersection(*proven) if proven else frozenset()
            cached = self._transforms_past_numpy[scope] = found & parameters
        return cached

    @planner_trigger("_take_references")
    def outer_instances(self, scope: cst.FunctionDef) -> frozenset[str]:
        """Names that untraced function `scope` only ever binds to an instance of a class made there, or to what a
        function returns that never returns None (`makes_value`)."""
        cached = self._outer_instances.get(scope)
        if cached is None:
            cached = self._outer_instances[scope] = _bound_only_to(
                self._bindings_of(scope), set(self.functions[scope].all_params),
                lambda value: self.makes_value(value, scope))
        return cached

    def makes_value(self, expression: cst.BaseExpression, scope: Optional[ScopeNode] = None) -> bool:
        """Is `expression`, run by untraced code, certainly no None: an instance of a class, or the call of a
        function of this file or of another project file every way out of which returns a value that is no None
        (`table = build_table(grid)` before `jax.jit(step)`; never_none.py)?"""
        if type(expression) is not cst.Call:
            return False
        if self.constructs_instance(expression):
            return True
        func = expression.func
        if type(func) is not cst.Name or scope is not None and self.binds_around(scope, func.value):
            return False
        known = self._values_made.get(func.value)  # type: ignore[attr-defined]
        if known is None:
            tree = self.text_tree()  # type: ignore[attr-defined]
            known = self._values_made[func.value] = tree is not None and name_gives_value(  # type: ignore
                tree, self._never_none_import, func.value, 1)
        return known

    def module_value_never_none(self, name: str) -> bool:
        """Is `name` a module-level name bound once, at the top of the module, to a value that is no None (`PLAN =
        plan_reaches(SURVEY)`, a class's instance, a display; never_none.py), and declared `global` by no function
        that might rebind it?"""
        known = self._module_values_made.get(name)  # type: ignore[attr-defined]
        if known is None:
            tree = self.text_tree()  # type: ignore[attr-defined]
            if self._module_bindings is None:  # type: ignore[has-type]
                text = self.locator.text  # type: ignore[attr-defined]
                self._module_bindings = module_bindings(tree, text) if tree is not None else {}
            bound = self._module_bindings.get(name)
            known = self._module_values_made[name] = bound is not None and never_none(  # type: ignore[attr-defined]
                bound, tree, functools.partial(call_gives_value, tree, self._never_none_import))
        return known

    def binds_around(self, scope: ScopeNode, name: str) -> bool:
        """Does function `scope` (or a function around it) bind `name` itself, shadowing the module's?"""
        while scope is not None and not isinstance(scope, cst.Module):
            if isinstance(scope, (cst.FunctionDef, cst.Lambda)) and (
                    name in self.functions[scope].all_params or name in self._assigned_names(scope) or
                    name in self._index.defs_by_scope.get(scope, {})):
                return True
            scope = self._index.scope_parent.get(scope)
        return False

    def _never_none_import(self, name: str, depth: int) -> bool:
        """Does calling `name`, which this file imports from another project file, give a value that is no None?"""
        target = self.imports.project_target(name, MODELLED_LIBRARIES)  # type: ignore[attr-defined]
        return target is not None and self._imported_never_none is not None and \
            self._imported_never_none(*target, depth)  # type: ignore[attr-defined]

    def attribute_never_none(self, class_node: cst.ClassDef, name: str) -> bool:
        """Does every binding of `self.<name>` in the methods of the module's classes give a value that is no None,
        the constructor `class_node` runs (its own or a base's of the module) binding it (`self.table =
        build_table(grid)`; never_none.py)? A traced method's `if self.table is None:` fallback then never runs, nor
        does a helper's it hands `self.table`."""
        class_name = class_node.name.value
        attributes = self._never_none_attributes.get(class_name)  # type: ignore[attr-defined]
        if attributes is None:
            tree = self.text_tree()  # type: ignore[attr-defined]
            chain = [class_name, *(base.name.value for base in self.local_bases(class_node))]  # type: ignore
            attributes = frozenset() if tree is None else attributes_never_none(
                tree, chain, functools.partial(call_gives_value, tree, self._never_none_import))
            self._never_none_attributes[class_name] = attributes  # type: ignore[attr-defined]
        return name in attributes

    def constructs_instance(self, expression: cst.Call) -> bool:
        """Is `expression` a call of a class of this module or of a pytree record class imported from another
        project file: an instance, certainly not None?"""
        func = expression.func
        if type(func) is cst.Name and func.value in self._index.classes:
            return True
        return self._record_layouts(func) is not None

    def is_captured_jax_array(self, traced: TracedFunction, name: str) -> bool:
        """Is free name `name` of `traced` a module-level jax array (of this module, or imported from another file of
        the project)? Inside traced code every jnp operation on it, indexing and comparisons included, makes a
        tracer (omnistaging), although the array itself is concrete."""
        if name in traced.global_names:
            return False
        scope = self._binding_function(traced, name)
        if scope is not None:
            # `N = jnp.asarray(n)` in the untraced function that builds the jitted closure.
            return isinstance(scope, cst.FunctionDef) and scope not in self.traced and \
                name in self.host_jax_arrays(scope)
        if name in self.host_jax_arrays(self.module):
            return True
        if self._imported_array is None:
            return False
        if name in self.imports.relative:
            level, target = self.imports.relative[name]
            return self._imported_array(level, target)
        target = self.imports.aliases.get(name)
        return target is not None and not target.startswith(MODELLED_LIBRARIES) and self._imported_array(0, target)

    def imported_module_container(self, traced: TracedFunction, expression: cst.BaseExpression) -> bool:
        """Is `expression`, seen from `traced`, a module-level list/dict/set of another project module reached
        through its import (`utils.params` with `from armfit import utils` and `params = {}` in utils.py)? Traced
        code that fills it writes into state that outlives the trace, as with a global of its own module."""
        if self._imported_container is None or type(expression) is not cst.Attribute or \
                type(expression.value) is not cst.Name:
            return False
        name = expression.value.value
        if name in traced.local_names or self._binding_function(traced, name) is not None:
            return False
        if name in self.imports.relative:
            level, target = self.imports.relative[name]
        elif name in self.imports.aliases and not self.imports.aliases[name].startswith(MODELLED_LIBRARIES):
            level, target = 0, self.imports.aliases[name]
        else:
            return False
        return self._imported_container(level, f"{target}.{expression.attr.value}")

    @planner_trigger("_keep_item_assignments")
    def host_jax_arrays(self, scope: ScopeNode) -> frozenset[str]:
        """Names that untraced code in `scope` (a function or the module) only ever binds to the result of a
        jax.numpy / jax.random array call: they hold immutable jax.Arrays even without jit."""
        cached = self._host_arrays.get(scope)
        if cached is None:
            params = set(self.functions[scope].all_params) if scope in self.functions else set()
            cached = self._host_arrays[scope] = _bound_only_to(self._bindings_of(scope), params,
                                                               self._makes_jax_array)
        return cached

    @planner_trigger("_keep_item_assignments")
    def immutable_host_arrays(self, scope: ScopeNode) -> frozenset[str]:
        """`host_jax_arrays`, and the names untraced `scope` binds only to those, to `.at[i]` updates (`x =
        jnp.zeros(n).at[0].set(v)`) or to arithmetic on such a name (`u = 0.3 * u` after `u = jnp.zeros(n)`): a jax
        array, so `x[i] = v` raises there, before the rebinding as after it. (The readers of captured and
        module-level arrays, for omnistaging, keep to `host_jax_arrays`.)"""
        cached = self._immutable_host_arrays.get(scope)
        if cached is None:
            params = set(self.functions[scope].all_params) if scope in self.functions else set()
            cached = self._immutable_host_arrays[scope] = _bound_to_arrays(
                self._bindings_of(scope), params,
                lambda value: isinstance(value, cst.Call) and _at_update(value) or self._makes_jax_array(value))
        return cached

    def _bindings_of(self, scope: ScopeNode) -> ScopeBindings:
        """What untraced `scope` binds (a function's body, the whole module; nothing for a lambda): one walk for
        every question asked of it."""
        found = self._scope_bindings.get(scope)
        if found is None:
            found = self._scope_bindings[scope] = ScopeBindings(unpack_displays=True)
            if isinstance(scope, cst.Module):
                walk(scope, found)
            elif isinstance(scope, cst.FunctionDef):
                walk(scope.body, found)
        return found

    def _makes_jax_array(self, value: cst.BaseExpression) -> bool:
        if _makes_jax_array(value, self.imports):
            return True
        if not isinstance(value, cst.Call):
            return False
        # A function of another project file that returns a jax array whatever its arguments (`return
        # jnp.sqrt(...)`): its result is one outside jit too. (A function of this file may be one the region
        # planner dropped: only another file's is asked.)
        dotted = dotted_name(value.func)
        if dotted is None or self.imports.project_target(dotted, MODELLED_LIBRARIES) is None:
            return False
        result = self.array_result(value.func)
        return result is not None and not result.opaque and not result.sequence

    def is_outer_container(self, traced: TracedFunction, name: str, annotated: bool = False) -> bool:
        """Is `name`, seen from `traced`, a list/dict/set bound in an enclosing scope (with `annotated`, bound with
        an annotation too: `_PLAN_CACHE: dict = {}`)?"""
        scope: Optional[ScopeNode] = traced.info.scope
        while scope is not None:
            if name in self._index.containers_by_scope.get(scope, ()) or \
                    annotated and name in self._index.annotated_containers_by_scope.get(scope, ()):
                return True
            scope = self._index.scope_parent.get(scope)
        return False


def _not_none_subject(test: cst.BaseExpression, truth: bool) -> Optional[str]:
    """The name `test` proves not None when it is `truth` (`x is not None` true, `x is None` false)."""
    if type(test) is not cst.Comparison or len(test.comparisons) != 1 or type(test.left) is not cst.Name:
        return None
    comparison = test.comparisons[0]
    if type(comparison.comparator) is not cst.Name or comparison.comparator.value != "None":
        return None
    operator = type(comparison.operator)
    if (operator is cst.IsNot and truth) or (operator is cst.Is and not truth):
        return test.left.value
    return None


def _proven_not_none(test: cst.BaseExpression, truth: bool, flags: dict[str, str]) -> frozenset[str]:
    """The names `test` being `truth` proves not None."""
    if type(test) is cst.Name:
        return frozenset({flags[test.value]}) if truth and test.value in flags else frozenset()
    if type(test) is cst.UnaryOperation and type(test.operator) is cst.Not:
        return _proven_not_none(test.expression, not truth, flags)
    if type(test) is cst.BooleanOperation and (type(test.operator) is cst.And) == truth:
        return _proven_not_none(test.left, truth, flags) | _proven_not_none(test.right, truth, flags)
    subject = _not_none_subject(test, truth)
    return frozenset({subject}) if subject is not None else frozenset()


def _proven_not_numpy(test: cst.BaseExpression, truth: bool, numpy: frozenset[str]) -> frozenset[str]:
    """The names `test` being `truth` proves are not numpy (`xp is np` false, `xp is not np` true)."""
    if type(test) is cst.UnaryOperation and type(test.operator) is cst.Not:
        return _proven_not_numpy(test.expression, not truth, numpy)
    if type(test) is cst.BooleanOperation and (type(test.operator) is cst.And) == truth:
        return _proven_not_numpy(test.left, truth, numpy) | _proven_not_numpy(test.right, truth, numpy)
    if type(test) is not cst.Comparison or len(test.comparisons) != 1 or type(test.left) is not cst.Name:
        return frozenset()
    comparison = test.comparisons[0]
    operator = type(comparison.operator)
    if type(comparison.comparator) is cst.Name and comparison.comparator.value in numpy and (
            (operator is cst.IsNot and truth) or (operator is cst.Is and not truth)):
        return frozenset({test.left.value})
    return frozenset()


def _guards_of(statements, proven: frozenset[str], transforms: set[int], flags: dict[str, str],
               found: list[frozenset[str]], prove: Optional[Callable[[cst.BaseExpression, bool], frozenset[str]]] = None
               ) -> None:
    """For each call in `transforms` among `statements`, what the `if` tests around it prove (`prove(test,
    truth)`; by default, not None). After `if <test>: ... return` the rest of the block has the test false."""
    if prove is None:
        prove = functools.partial(_proven_not_none, flags=flags)
    for statement in statements:
        if type(statement) is cst.If:
            found.extend(proven for node in subtree(statement.test) if id(node) in transforms)
            _guards_of(statement.body.body, proven | prove(statement.test, True), transforms, flags, found, prove)
            orelse = statement.orelse
            if orelse is not None:
                negated = proven | prove(statement.test, False)
                _guards_of([orelse] if type(orelse) is cst.If else orelse.body.body, negated, transforms, flags,
                           found, prove)
            elif _leaves(statement.body):
                proven = proven | prove(statement.test, False)
        elif type(statement) in (cst.For, cst.While, cst.With, cst.Try):
            headers = (statement.iter,) if type(statement) is cst.For else \
                (statement.test,) if type(statement) is cst.While else \
                tuple(item.item for item in statement.items) if type(statement) is cst.With else ()
            found.extend(proven for header in headers for node in subtree(header) if id(node) in transforms)
            blocks = [statement.body, *getattr(statement, "handlers", ()), getattr(statement, "orelse", None),
                      getattr(statement, "finalbody", None)]
            for block in blocks:
                if block is not None:
                    _guards_of(block.body.body if hasattr(block.body, "body") else block.body, proven,
                               transforms, flags, found, prove)
        else:
            found.extend(proven for node in subtree(statement) if id(node) in transforms)


def _leaves(body: cst.BaseSuite) -> bool:
    """Does the suite end in `return` or `raise`?"""
    statements = body.body if isinstance(body, (cst.IndentedBlock, cst.SimpleStatementSuite)) else []
    last = statements[-1] if statements else None
    if type(last) is cst.SimpleStatementLine:
        return any(type(small) in (cst.Return, cst.Raise) for small in last.body)
    return type(last) in (cst.Return, cst.Raise)


def module_jax_arrays(module: cst.Module, imports: ImportMap) -> frozenset[str]:
    """`FreeNames.host_jax_arrays` of the module, for an analysis that holds no ModuleFacts."""
    collector = ScopeBindings()
    walk(module, collector)
    return _bound_only_to(collector, set(), lambda value: _makes_jax_array(value, imports))


def _bound_only_to(collector: ScopeBindings, params: set[str], kind: Callable[[cst.BaseExpression], bool]
                   ) -> frozenset[str]:
    """The names a scope binds only by plain assignments, every value of the `kind` asked, and not parameters."""
    return frozenset(name for name, values in collector.assigned.items()
                     if name not in collector.other and name not in params and all(kind(value) for value in values))


def _bound_to_arrays(collector: ScopeBindings, params: set[str], makes: Callable[[cst.BaseExpression], bool]
                     ) -> frozenset[str]:
    """The names a scope binds only by plain assignments, each value one that `makes` an array or arithmetic on
    such a name (`u = 0.3 * u`: a jax array in an operation gives a jax array), at least one of the first kind."""
    arrays = {name: values for name, values in collector.assigned.items()
              if name not in collector.other and name not in params and any(makes(value) for value in values)}
    removed = True
    while removed:
        removed = False
        for name, values in list(arrays.items()):
            if not all(makes(value) or _arithmetic_on(value, arrays) for value in values):
                del arrays[name]
                removed = True
    return frozenset(arrays)


def _arithmetic_on(value: cst.BaseExpression, arrays: dict[str, list[cst.BaseExpression]]) -> bool:
    """A unary or binary operation one operand of which is a name of `arrays` or such an operation."""
    if type(value) is cst.UnaryOperation:
        value = value.expression
        return type(value) is cst.Name and value.value in arrays or _arithmetic_on(value, arrays)
    if type(value) is not cst.BinaryOperation or isinstance(
            value.left, (cst.SimpleString, cst.ConcatenatedString, cst.FormattedString)):
        return False  # `"%s" % u` is a string
    return any(type(operand) is cst.Name and operand.value in arrays or _arithmetic_on(operand, arrays)
               for operand in (value.left, value.right))


def _makes_jax_array(value: cst.BaseExpression, imports: ImportMap) -> bool:
    if not isinstance(value, cst.Call):
        return False
    qualified = imports.qualified_name(value.func)
    return may_make_jax_array(qualified) and not is_static_array_function(qualified)  # type: ignore[arg-type]


def _at_update(call: cst.Call) -> bool:
    """`x.at[i].set(v)` (any update method): a new jax array, whatever `x` is spelled as."""
    func = call.func
    return type(func) is cst.Attribute and func.attr.value in AT_METHODS and \
        type(func.value) is cst.Subscript and type(func.value.value) is cst.Attribute and \
        func.value.value.attr.value == "at"
