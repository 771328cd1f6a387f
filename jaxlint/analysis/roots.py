"""Root discovery: the functions JAX traces directly (decorated or handed to a wrapper, entry points, seeds from
other modules), which of their parameters are static, and the jit sites that compile them."""

from __future__ import annotations

import ast
import os
from typing import Callable, Optional

import libcst as cst

from .annotations import (ARRAY_ANNOTATIONS, annotation_words, is_callable_annotation, is_container_annotation,
                          is_python_scalar)
from .ast_nodes import ast_walk, qualified_name
from .imports import dotted_name
from .objects import CONSTRUCTORS, record_field_closures, return_values, returned_closure, returned_local_defs
from .records import (MODELLED_LIBRARIES, FunctionInfo, FunctionNode, JitSite, ScopeNode, Seed, StaticCallable,
                      TracedFunction)
from .tables import NAMESPACE_ONLY_FUNCTIONS, SAME_ARGUMENTS, may_make_jax_array
from .values import FALSY, NONE, TRUTHY, Value, replace
from .wrappers import (PARTIAL, VALUE_EQUAL_WRAPPERS, WRAPPERS, StaticSpec, Wrapper, WrapperUse, call_keywords,
                       call_positional, python_container_carry, resolve_wrapper, unwrap_transparent)
from .calls import call_params
from .bindings import ScopeBindings, target_names
from .walk import children, holds, loop_targets, subtree, walk


def _python_argument(value: cst.BaseExpression, python_parameters: set[str]) -> bool:
    if isinstance(value, (cst.Integer, cst.Float, cst.SimpleString)):
        return True
    return isinstance(value, cst.Name) and (value.value in python_parameters
                                            or value.value in ("True", "False", "None"))


# How many functions of one file a seed's objects are followed through (`_discover_forwarded`).
_FORWARDING_DEPTH = 4


class _CallsOf(cst.CSTVisitor):
    """The calls of `name` in a body, and how often the name occurs there at all."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.calls: list[cst.Call] = []
        self.names = 0

    def visit_Call(self, node: cst.Call) -> None:
        if isinstance(node.func, cst.Name) and node.func.value == self.name:
            self.calls.append(node)

    def visit_Name(self, node: cst.Name) -> None:
        if node.value == self.name:
            self.names += 1


class _LocalUses(cst.CSTVisitor):
    """How a function's body uses a local name: its calls, the assignments binding it, and the transforms of
    itself it is rebound to (`f = vmap(f)`), against every time the name is written."""

    def __init__(self, name: str, imports) -> None:
        self.name = name
        self.imports = imports
        self.arities: list[Optional[int]] = []
        self.accounted = 0
        self.names = 0

    def visit_Call(self, node: cst.Call) -> None:
        if type(node.func) is cst.Name and node.func.value == self.name:
            self.accounted += 1
            plain = all(arg.keyword is None and not arg.star for arg in node.args)
            self.arities.append(len(node.args) if plain else None)

    def visit_Assign(self, node: cst.Assign) -> None:
        if len(node.targets) != 1 or type(node.targets[0].target) is not cst.Name or \
                node.targets[0].target.value != self.name:
            return
        self.accounted += 1
        use = resolve_wrapper(node.value, self.imports) if type(node.value) is cst.Call else None
        if use is not None and len(use.functions) == 1 and type(use.functions[0]) is cst.Name and \
                use.functions[0].value == self.name and len(node.value.args) == 1:
            self.accounted += 1

    def visit_Name(self, node: cst.Name) -> None:
        if node.value == self.name:
            self.names += 1


class _BoundTo(cst.CSTVisitor):
    """The local name an assignment binds to a given value (`f = vmap(f)`)."""

    def __init__(self, value: cst.CSTNode) -> None:
        self.value = value
        self.name: Optional[str] = None

    def visit_Assign(self, node: cst.Assign) -> None:
        if node.value is self.value and len(node.targets) == 1 and type(node.targets[0].target) is cst.Name:
            self.name = node.targets[0].target.value


def _positional_arity(transform: cst.Call, function: cst.FunctionDef, imports) -> Optional[int]:
    """How many positional arguments the calls of the local of `function` bound to `transform` pass at most, when
    they are all it gets: the name is otherwise only bound, or rebound to a transform of itself that adds a batch
    axis (`for _ in range(x.ndim - 1): f = vmap(f)`), and no call passes a keyword or unpacks. None otherwise."""
    bound = _BoundTo(transform)
    walk(function.body, bound)
    if bound.name is None:
        return None
    uses = _LocalUses(bound.name, imports)
    walk(function.body, uses)
    if not uses.arities or None in uses.arities or uses.names != uses.accounted:
        return None
    return max(uses.arities)  # type: ignore[type-var]


def _private_call_arity(tree: Optional[ast.Module], name: str) -> Optional[int]:
    """See `_private_call_arity` of the facts: the most positional arguments the calls of `name` pass, when the
    module binds it once, at module level, and every other mention of it is the callee of a call passing positional
    arguments only."""
    if tree is None:
        return None
    bindings = [statement for statement in tree.body if isinstance(statement, ast.Assign) and
                any(isinstance(target, ast.Name) and target.id == name for target in statement.targets)]
    if len(bindings) != 1:
        return None
    arities: list[int] = []
    mentions = 0
    for node in ast_walk(tree):
        if isinstance(node, ast.Name) and node.id == name:
            mentions += 1
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == name:
            if node.keywords or any(isinstance(argument, ast.Starred) for argument in node.args):
                return None
            arities.append(len(node.args))
        elif isinstance(node, (ast.Global, ast.Nonlocal)) and name in node.names:
            return None
    return max(arities) if arities and mentions == len(arities) + 1 else None


def _transform_of(function: ast.expr, aliases: dict[str, str]) -> bool:
    """Does calling `function` (a call's callee) call the function it wraps with the call's own arguments: a jit, a
    batch map or a derivative (`jax.vmap`, `jax.grad`, `jax.checkpoint`), whose application passes what it is
    given?"""
    qualified = qualified_name(function, aliases)
    wrapper = WRAPPERS.get(qualified or "")
    return qualified in SAME_ARGUMENTS or (wrapper is not None and (wrapper.in_axes or wrapper.compiles) and
                                           wrapper.arity is None and wrapper.operands_from is None)


def _applied_call_shape(tree: Optional[ast.Module], name: str, aliases: dict[str, str]
                        ) -> Optional[tuple[int, frozenset[str]]]:
    """The most positional arguments, and every keyword, that the calls of `name` in the whole file pass to it, when
    every mention of the name is such a call: `name(a, b)`, `partial(name, a)(b)`, or a transform applied on the
    spot, `jax.grad(name)(a, b)` or `jax.vmap(partial(name, a))(bs)`; None when a mention hands it on, stores,
    rebinds or returns it, or a call unpacks arguments (`*args`, `**options`)."""
    if tree is None:
        return None
    mentions = accounted = 0
    most, keywords = 0, set()
    for node in ast_walk(tree):
        if type(node) is ast.Name and node.id == name:
            mentions += 1
            continue
        if type(node) is not ast.Call:
            continue
        bound: list[ast.Call] = [node]   # the calls whose arguments reach `name`: the application, a partial
        target = node.func
        if type(target) is ast.Call and target.args and _transform_of(target.func, aliases) and \
                len(target.args) == 1:
            target = target.args[0]   # `jax.grad(name)(...)`, `jax.vmap(partial(name, a))(...)`
        if type(target) is ast.Call and qualified_name(target.func, aliases) in PARTIAL and target.args:
            bound.append(target)
            target = target.args[0]
        if type(target) is not ast.Name or target.id != name:
            continue
        positional = len(bound[1].args) - 1 if len(bound) > 1 else 0
        for call in bound:
            if any(type(argument) is ast.Starred for argument in call.args) or \
                    any(keyword.arg is None for keyword in call.keywords):
                return None
            keywords |= {keyword.arg for keyword in call.keywords if keyword.arg is not None}
        most = max(most, positional + len(node.args))
        accounted += 1
    return (most, frozenset(keywords)) if accounted and mentions == accounted else None


# What `_BindingWalk.header_calls` looks for calls inside of: code that does not run where it is written.
_NESTED_SCOPES = frozenset({cst.FunctionDef, cst.Lambda, cst.ClassDef})

# Where a statement sits in its function: for each suite from the body down, (the suite, its index there).
_Place = tuple[tuple[int, int], ...]


class _BindingWalk:
    """The walk of a function's suites for `_reaching_call_shape`: where each binding of `alias` and each call of it
    sits, and which binding assigns each value (`alias = <value>`), for every binding of the alias asked about.
    Methods, not closures: a closure calling itself through its own cell is a reference cycle that would keep the
    syntax trees alive with automatic garbage collection off."""

    def __init__(self, alias: str) -> None:
        self.alias = alias
        self.bindings: dict[int, _Place] = {}
        self.calls: list[tuple[cst.Call, _Place]] = []
        self.assignments: dict[int, int] = {}   # id of an assigned value -> id of its assignment

    def header_calls(self, node: cst.CSTNode, place: _Place) -> bool:
        """Note the calls of the alias in `node` outside the defs, lambdas and classes below it; False when one of
        those holds a call of it. One walk: a node is visited once however deep the defs around it nest."""
        pending: list[tuple[cst.CSTNode, bool]] = [(node, False)]
        while pending:
            inner, nested = pending.pop()
            kind = type(inner)
            if kind is cst.Call and type(inner.func) is cst.Name and inner.func.value == self.alias:
                if nested:
                    return False
                self.calls.append((inner, place))
            elif kind in _NESTED_SCOPES and inner is not node:
                nested = True
            for child in children(inner):
                pending.append((child, nested))
        return True

    def suite(self, statements, place: _Place) -> bool:
        for index, statement in enumerate(statements):
            here = place + ((id(statements), index),)
            if isinstance(statement, cst.FunctionDef):
                if statement.name.value == self.alias:
                    self.bindings[id(statement)] = here
                if not self.header_calls(statement, here):
                    return False
                continue
            if isinstance(statement, cst.SimpleStatementLine):
                for small in statement.body:
                    if isinstance(small, cst.Assign) and any(
                            type(t.target) is cst.Name and t.target.value == self.alias for t in small.targets):
                        self.bindings[id(small)] = here
                        self.assignments[id(small.value)] = id(small)
                    elif isinstance(small, (cst.AugAssign, cst.AnnAssign, cst.Import, cst.ImportFrom,
                                            cst.Global, cst.Nonlocal)) and self.alias in {
                            node.value for node in subtree(small) if type(node) is cst.Name}:
                        return False
                if not self.header_calls(statement, here):
                    return False
                continue
            bound_here = [statement.target] if isinstance(statement, cst.For) else \
                [item.asname for item in statement.items if item.asname is not None] \
                if isinstance(statement, cst.With) else []
            if any(type(node) is cst.Name and node.value == self.alias
                   for part in bound_here for node in subtree(part)):
                return False
            blocks = [child for child in children(statement) if isinstance(child, (cst.IndentedBlock, cst.Else,
                      cst.Finally, cst.ExceptHandler, cst.If, cst.SimpleStatementSuite))]
            headers = [child for child in children(statement) if child not in blocks]
            if not all(self.header_calls(header, here) for header in headers):
                return False
            for block in blocks:
                if isinstance(block, cst.If):     # `elif`: one statement of its own suite
                    if not self.suite([block], here):
                        return False
                    continue
                body = block.body if isinstance(block, (cst.Else, cst.Finally, cst.ExceptHandler)) else block
                if isinstance(block, cst.ExceptHandler) and not all(
                        self.header_calls(header, here) for header in (block.type, block.name) if header is not None):
                    return False
                if not self.suite(list(body.body), here):
                    return False
        return True


class _FunctionNames:
    """What `_binding_callers` and `_reaching_call_shape` ask of a function's body whatever the name, from one walk:
    how often each name is bound by a def or as a whole assignment target (nested functions included), and the
    names written elsewhere than as a called name, an attribute, a whole assignment target or a def's name (a use
    no call shows: handed on, returned, stored)."""

    def __init__(self, function: cst.FunctionDef) -> None:
        self.bindings: dict[str, int] = {}
        # alias -> its walk and whether the walk read every suite (each binding of an alias asks the same walk).
        self.walks: dict[str, tuple[_BindingWalk, bool]] = {}
        named: set[int] = set()
        names: list[cst.Name] = []
        for node in subtree(function.body):
            kind = type(node)
            if kind is cst.Name:
                names.append(node)
            elif kind is cst.Call and type(node.func) is cst.Name:
                named.add(id(node.func))
            elif kind is cst.Attribute:
                named.add(id(node.attr))
            elif kind is cst.AssignTarget:
                named.add(id(node.target))
                if type(node.target) is cst.Name:
                    self.bindings[node.target.value] = self.bindings.get(node.target.value, 0) + 1
            elif kind is cst.FunctionDef:
                named.add(id(node.name))
                self.bindings[node.name.value] = self.bindings.get(node.name.value, 0) + 1
        self.loose: frozenset[str] = frozenset(node.value for node in names if id(node) not in named)


def _reaching_call_shape(function: cst.FunctionDef, alias: str, binding: cst.Call, imports,
                         names: _FunctionNames) -> Optional[tuple[int, frozenset[str], frozenset]]:
    """What the calls of the local `alias` that the assignment `alias = <binding>` reaches pass: the most positional
    arguments, the keywords, and the arguments given a jax array made in the call. A name bound once per branch of a
    function (`step = jax.jit(model.step)` in the `predict` branch, `@jax.jit def step(model, x)` in the `train`
    one) has calls of each binding in that branch: only those reach this one. A call reaches the latest binding
    before it in a suite around it. None when a call reaches no binding or sits in a nested function, or the name
    is bound otherwise (a loop target, an import, `+=`)."""
    if alias not in names.walks:
        walk = _BindingWalk(alias)
        names.walks[alias] = walk, isinstance(function.body, cst.IndentedBlock) and walk.suite(
            list(function.body.body), ())
    walk, walked = names.walks[alias]
    bindings, calls, target = walk.bindings, walk.calls, walk.assignments.get(id(binding))
    if not walked or target is None:
        return None
    # Every other mention of the name (handed on, returned, stored) would be a use no call here shows.
    if alias in names.loose:
        return None
    positional = 0
    keywords: set[str] = set()
    arrays: set = set()
    for call, place in calls:
        reaching = [(len(bound), bound[-1][1], key) for key, bound in bindings.items()
                    if place[:len(bound) - 1] == bound[:-1] and len(place) >= len(bound) and
                    place[len(bound) - 1][0] == bound[-1][0] and place[len(bound) - 1][1] > bound[-1][1]]
        if not reaching:
            return None
        if max(reaching)[2] != target:
            continue
        positional = max(positional, sum(1 for arg in call.args if arg.keyword is None and not arg.star))
        keywords |= {arg.keyword.value for arg in call.args if arg.keyword is not None}
        arrays |= {arg.keyword.value if arg.keyword is not None else position
                   for position, arg in enumerate(call.args) if not arg.star and type(arg.value) is cst.Call
                   and may_make_jax_array(imports.qualified_name(arg.value.func))}
    return positional, frozenset(keywords), frozenset(arrays)


def _keeps_python_values(wrapper: Wrapper) -> bool:
    """A filtering jit without static_argnames (equinox's filter_jit): handing a Python value is the only way to
    make an argument static there, so an unannotated parameter is as often a Python flag or axis as an array."""
    return wrapper.filtered and wrapper.compiles and wrapper.static_names_keyword is None


def _through_outer_vmaps(call: cst.Call, use: WrapperUse, outer_vmaps: dict[int, tuple[cst.Call, WrapperUse]]
                         ) -> tuple[StaticSpec, cst.Call, Optional[cst.Call]]:
    """The spec of a wrapper call seen from outside the vmaps that wrap it, the outermost of them and the call
    applying that one: an argument stays unbatched (the Python value passed) only where every vmap around it leaves
    it unbatched too."""
    outermost, spec, applied = call, use.spec, use.applied
    while id(outermost) in outer_vmaps and spec.unbatched:
        outer, use = outer_vmaps[id(outermost)]
        outer_unbatched = set(use.spec.unbatched) | (
            set(range(use.spec.unbatched_from, use.spec.unbatched_from + _MAX_PARAMETERS))
            if use.spec.unbatched_from is not None else set())
        spec = replace(spec, unbatched=set(spec.unbatched) & outer_unbatched)
        outermost, applied = outer, use.applied
    return spec, outermost, applied


def _is_classmethod(node: cst.FunctionDef) -> bool:
    return any(isinstance(d.decorator, cst.Name) and d.decorator.value == "classmethod" for d in node.decorators)


# More positional parameters than any function the analysis follows across modules has.
_MAX_PARAMETERS = 64


class RootDiscovery:
    """The part of `ModuleFacts` that finds traced roots (composed into it: reads its tables)."""

    def _jit_target_kind(self, expression: cst.BaseExpression, scope: ScopeNode,
                         wrapper: Optional[Wrapper] = None) -> str:
        if wrapper is not None and wrapper.caches_by_value and self._equal_on_every_call(expression, scope):
            return "value_equal"
        if wrapper is not None and wrapper.caches_by_value and isinstance(expression, cst.Call) and \
                self._equal_on_every_call(expression, scope, within_one_call=True):
            # `eqx.filter_jit(eqx.filter_value_and_grad(forward))` rebuilt every epoch around a `forward` the
            # function defined before its loop: equal across the iterations, new on each call of the function.
            return "equal_within_call"
        if isinstance(expression, cst.Call) and self.imports.qualified_name(expression.func) in PARTIAL:
            return "partial"
        if isinstance(expression, cst.Call) and (self.imports.qualified_name(expression.func) or "").startswith(
                ("jax.", "equinox.")):
            return "transform"
        if isinstance(expression, cst.Lambda):
            return "lambda"
        if isinstance(expression, cst.Call) and isinstance(expression.func, cst.Name) and \
                self._returns_fresh_closure(expression.func.value, scope):
            # `jax.jit(make_train_step(tx))`: each call of the factory makes a new function object.
            return "factory_product"
        if isinstance(expression, cst.Call) and self._imported_factory(expression.func):
            return "factory_product"   # the same, a factory of another project file (`jax.jit(nt.ntk_fn(f))`)
        if isinstance(expression, cst.Attribute) and isinstance(expression.value, cst.Name) and \
                expression.value.value in ("self", "cls"):
            return "method"
        if isinstance(expression, cst.Attribute) and isinstance(expression.value, cst.Name) and \
                self._method(self._instance_class(expression.value.value, scope) or self._annotated_class(
                    expression.value.value, scope), expression.attr.value):
            # `jax.jit(integrator.step)` on an instance of a class of this module that defines `step`: a bound
            # method, a new object each time the attribute is read. (A function stored in an object, such as
            # optax's `opt.update` or haiku's `f.init`, is the same object every time.)
            return "method"
        if isinstance(expression, cst.Attribute) and isinstance(expression.value, cst.Name) and \
                self._imported_class_defines(self._instance_class_name(expression.value.value, scope),
                                             expression.attr.value):
            # The same for a class of another file of the project (`trainer = Trainer(); jax.jit(trainer.step)`).
            return "method"
        if isinstance(expression, cst.Attribute) and isinstance(expression.value, cst.Name) and \
                self._bare_parameter(expression.value.value, scope) and self._module_method(expression.attr.value):
            # `def evaluate(model, ...)` with no annotation or default, `jax.jit(model.apply)`, and this module's
            # class defining `apply`: its instances are what the module passes (jax-ml/jax#19570).
            return "method"
        if isinstance(expression, cst.Attribute) and isinstance(expression.value, cst.Name) and \
                self._bare_parameter(expression.value.value, scope) and \
                self._passed_instance_method(expression.value.value, expression.attr.value, scope):
            # `def sample(sampler, ...)` called `sample(SGLD(...), ...)` in this file, `SGLD` a class of another
            # file defining `step`: `jax.jit(sampler.step)` is of a bound method.
            return "method"
        if isinstance(expression, cst.Name):
            defs = self._lookup_defs(expression.value, scope)
            if any(self.functions[d].in_loop for d in defs):
                return "loop_def"
            if any(self._is_fresh_def(d, scope) for d in defs):
                return "local_def"
            if not defs and self._made_in_a_loop(expression.value, scope, expression):
                return "loop_function"
            if not defs and self._bound_to_a_new_function(expression.value, scope):
                # `march = functools.partial(depth_image, ...)` then `jax.jit(march)`: a new object on every call.
                return "local_object"
        return "named"

    def _bound_to_a_new_function(self, name: str, scope: ScopeNode) -> bool:
        """Is `name` a local of the function `scope` (not a parameter, not global or nonlocal) that its own body
        binds, outside any loop and only by plain assignments, to functions made there: a `functools.partial`, a
        lambda, a transform (`jax.grad(f)`), a factory's new closure or a bound method? Each call of the function
        then holds a new object, which jit's cache (keyed on the object) has never seen; a closure of an outer
        function is one object for all calls of the inner one, so only `scope`'s own bindings count."""
        values = self._new_function_bindings(name, scope)
        return bool(values) and all(
            type(value) is cst.Lambda or type(value) in (cst.Call, cst.Attribute) and
            self._jit_target_kind(value, scope) in _NEW_FUNCTION_KINDS for value in values)

    def _new_function_bindings(self, name: str, scope: ScopeNode) -> list[cst.BaseExpression]:
        """What the function `scope`'s own body assigns to its local `name`, outside loops and by plain assignments
        only; empty when anything else binds it (a parameter, a loop, `global`, ...)."""
        if type(scope) is not cst.FunctionDef:
            return []
        parameters = scope.params
        if any(parameter.name.value == name for parameter in (
                *parameters.posonly_params, *parameters.params, *parameters.kwonly_params)) or any(
                isinstance(star, cst.Param) and star.name.value == name
                for star in (parameters.star_arg, parameters.star_kwarg)):
            return []
        finder = _LocalFunctionBindings(name)
        walk(scope.body, finder)
        return [] if finder.other else finder.values

    def _imported_factory(self, func: cst.BaseExpression) -> bool:
        """Is `func` (`empirical_ntk_fn`, `ntklite.empirical_ntk_fn`) a factory of closures of another project
        file (ProjectIndex.imported_closure_factory)?"""
        if self._imported_closure_factory is None:
            return False
        name = dotted_name(func)
        target = self.imports.project_target(name, MODELLED_LIBRARIES) if name is not None else None
        return target is not None and self._imported_closure_factory(*target)

    def _returns_fresh_closure(self, name: str, scope: ScopeNode) -> bool:
        """Is `name` a function of this module whose every definition returns a function it defines (a factory)?"""
        from .objects import returned_local_defs

        defs = self._lookup_defs(name, scope)
        return bool(defs) and all(type(d) is cst.FunctionDef and returned_local_defs(self, d) for d in defs)

    def _made_in_a_loop(self, name: str, scope: Optional[ScopeNode], read: Optional[cst.CSTNode] = None) -> bool:
        """Is `name` bound, in a loop of the function around `scope`, to a function made there: the pullback
        `jax.vjp` returns (`_, vjp_fun = jax.vjp(f, x)`) or the linearization `jax.linearize` does, a transformed
        function (`jax.grad(f)`), a lambda or a functools.partial? Each iteration then holds a new object.

        Not by the statement that reads `name` at `read` and binds the result to it, in a loop that binds `name`
        as its item (`for key, apply_fn in fns.items(): apply_fn = jax.jit(apply_fn)`): each iteration starts
        from the next item, so the jit reads the collection's function, never what the last iteration made."""
        while scope is not None and not isinstance(scope, cst.FunctionDef):
            scope = self._index.scope_parent.get(scope)
        if scope is None:
            return False
        pending: list[cst.CSTNode] = list(scope.body.body)  # type: ignore[union-attr]
        loops: list[cst.CSTNode] = []
        while pending:
            node = pending.pop()
            if isinstance(node, (cst.For, cst.While)):
                loops.append(node)
            elif isinstance(node, (cst.If, cst.With, cst.Try, cst.IndentedBlock)):
                pending.extend(child for child in children(node) if isinstance(child, (
                    cst.BaseCompoundStatement, cst.IndentedBlock, cst.BaseSuite)))
        for loop in loops:
            finder = _FreshFunctionBindings(self, name, read, name in loop_targets(loop))
            walk(loop.body, finder)
            if finder.found:
                return True
        return False

    def _bare_parameter(self, name: str, scope: Optional[ScopeNode]) -> bool:
        """Is `name` a parameter without annotation or default of the function around `scope`?"""
        while scope is not None and not isinstance(scope, (cst.FunctionDef, cst.Lambda)):
            scope = self._index.scope_parent.get(scope)
        info = self.functions.get(scope) if scope is not None else None  # type: ignore[arg-type]
        return info is not None and name in info.all_params and name not in info.annotations and \
            name not in info.defaults and name not in info.variadic and name not in ("self", "cls")

    def _passed_instance_method(self, name: str, method: str, scope: Optional[ScopeNode]) -> bool:
        """Is parameter `name` of the module-level function around `scope` given, by every call of it in this file, an
        instance of a class of another project file whose body defines `method` (`_passed_here`)?"""
        while scope is not None and not isinstance(scope, cst.FunctionDef):
            scope = self._index.scope_parent.get(scope)
        passed = self._passed_here(scope, name) if scope is not None else None  # type: ignore[attr-defined]
        return passed is not None and self._imported_method is not None and self._imported_method(*passed, method)

    def _module_method(self, name: str) -> bool:
        """Does a class of this module define method `name`, and no class of it store something under that name (a
        record field, `self.<name> = ...`), which may be a function: the same object each time it is read?"""
        classes = list(self._index.classes.values())
        if any(self.self_assigned_values(class_node, name) or any(
                type(small) is cst.AnnAssign and type(small.target) is cst.Name and small.target.value == name
                for statement in class_node.body.body if type(statement) is cst.SimpleStatementLine
                for small in statement.body) for class_node in classes):
            return False
        return any(name in self._index.defs_by_scope.get(class_node, {}) for class_node in classes)

    def _equal_on_every_call(self, expression: cst.BaseExpression, scope: ScopeNode,
                             within_one_call: bool = False) -> bool:
        """Is the callable `expression` builds equal (`==`, same hash) each time it runs, though a new object?
        `self.method` (bound to the same object: methods compare their `__self__` by identity), a function that
        is the same object every time, and `jax.tree_util.Partial`/equinox's filtered transforms of such a
        callable whose other arguments are no fresh functions. A lambda, a local def, a `functools.partial`
        (equal only to itself) and `jax.vmap(f)` (a new function) are not. `within_one_call`: each time it runs
        during one call of the function around it, so a def of that function outside any loop (one object for
        the whole call) counts as the same function."""
        if isinstance(expression, cst.Attribute) and isinstance(expression.value, cst.Name) and \
                expression.value.value in ("self", "cls"):
            return True
        if isinstance(expression, cst.Attribute) and isinstance(expression.value, cst.Name) and \
                self._equinox_module_method(expression.value.value, expression.attr.value, scope):
            return True
        if isinstance(expression, cst.Call) and self.imports.qualified_name(expression.func) in VALUE_EQUAL_WRAPPERS:
            arguments = list(expression.args)
            if not arguments or arguments[0].keyword is not None or arguments[0].star:
                return False
            fresh = ("loop_def",) if within_one_call else ("local_def", "loop_def", "local_object")
            return self._equal_on_every_call(arguments[0].value, scope, within_one_call) and not any(
                isinstance(argument.value, cst.Lambda) or self._jit_target_kind(argument.value, scope) in fresh
                for argument in arguments[1:])
        stable = ("named", "local_def", "local_object") if within_one_call else ("named",)
        kind = self._jit_target_kind(expression, scope) if isinstance(expression, (cst.Name, cst.Attribute)) else None
        if kind == "local_object" and not within_one_call:
            # `step = jax.tree_util.Partial(self.update, scale)`, then `eqx.filter_jit(step)`: equal when what the
            # local is bound to is.
            return all(self._equal_on_every_call(value, scope) for value in self._new_function_bindings(
                expression.value, scope))  # type: ignore[union-attr]
        return kind in stable

    def _equinox_module_method(self, name: str, method: str, scope: ScopeNode) -> bool:
        """Is `name.method` a method of an instance of an `equinox.Module` class of this module (`scoring_fn =
        ScoreFunction(...)`)? Equinox binds a Module's methods as pytrees (`BoundMethod`: the function static, the
        instance a subtree), so a filtering jit traces the instance's arrays as arguments and caches on the
        function and the instance's static part: a new instance of the same structure reuses the compilation."""
        class_node = self._instance_class(name, scope)
        return class_node is not None and bool(self._method(class_node, method)) and \
            self._module_base(class_node) == "equinox.Module"

    def _instance_class_name(self, name: str, scope: Optional[ScopeNode], annotated: bool = True) -> Optional[str]:
        """The dotted name of the class `name` is an instance of, seen from `scope`: `name = Trainer(...)` in an
        enclosing scope, or (`annotated`) a parameter annotated with a class."""
        function = scope
        while function is not None and not isinstance(function, (cst.FunctionDef, cst.Lambda)):
            function = self._index.scope_parent.get(function)
        info = self.functions.get(function) if function is not None else None  # type: ignore[arg-type]
        if info is not None and name in info.annotations:
            return dotted_name(info.annotations[name]) if annotated else None
        while scope is not None:
            class_name = self._index.instances_by_scope.get(scope, {}).get(name)
            if class_name is not None:
                return class_name
            scope = self._index.scope_parent.get(scope)
        return None

    def _imported_class_defines(self, class_name: Optional[str], method: str, getter: bool = False) -> bool:
        """Is `class_name` a class imported from another file of the project whose body defines `method` (with
        `getter`, as a property)?"""
        if class_name is None or self._imported_method is None:
            return False
        head, _, rest = class_name.partition(".")
        if head in self.imports.relative:
            level, target = self.imports.relative[head]
        elif head in self.imports.aliases and not self.imports.aliases[head].startswith(MODELLED_LIBRARIES):
            level, target = 0, self.imports.aliases[head]
        else:
            return False
        qualified = f"{target}.{rest}" if rest else target
        return self._imported_method(level, qualified, method, True) if getter else self._imported_method(
            level, qualified, method)

    def _annotated_class(self, name: str, scope: Optional[ScopeNode]) -> Optional[cst.ClassDef]:
        """The class of this module that parameter `name` of the function around `scope` is annotated with."""
        while scope is not None and not isinstance(scope, (cst.FunctionDef, cst.Lambda)):
            scope = self._index.scope_parent.get(scope)
        info = self.functions.get(scope) if scope is not None else None  # type: ignore[arg-type]
        annotation = info.annotations.get(name) if info is not None else None
        return self._local_class(annotation) if annotation is not None else None

    def _is_fresh_def(self, node: cst.FunctionDef, site_scope: Optional[ScopeNode] = None) -> bool:
        """A def that makes a new function object each time its enclosing code runs (each time the code at
        `site_scope` runs, when given: a closure of an outer function is one object for all calls of the inner
        one, so jitting it there hits jit's cache)."""
        info = self.functions[node]
        if info.in_loop:
            return True
        if isinstance(info.scope, (cst.Module, cst.ClassDef)):
            return False
        scope: Optional[ScopeNode] = info.scope
        while site_scope is not None and scope is not None:
            if scope is site_scope:
                return True
            scope = self._index.scope_parent.get(scope)
        return site_scope is None

    def _discover(self, extra_jit: frozenset[str]) -> None:
        for node, info in self.functions.items():
            if isinstance(node, cst.FunctionDef):
                self._discover_decorated(node, info, extra_jit)
        aliases_by_call: dict[cst.Call, list[str]] = {}
        for alias, (aliased_call, _, _) in [*self._index.jit_aliases.items(), *self._index.wrapper_aliases.items()]:
            aliases_by_call.setdefault(aliased_call, []).append(alias)
        for alias, aliased_call in self._index.replaced_wrapper_aliases:
            aliases_by_call.setdefault(aliased_call, []).append(alias)
        # Wrapper calls handed to another wrapper (`jax.jit(jax.vmap(f, in_axes=(None, 0)))`): the outer one decides
        # what reaches the function as a tracer.
        wrapped = {id(expression): use for _, use, _ in self._index.wrapper_calls for expression in use.functions}
        # But an outer vmap hands the arguments its in_axes leaves unbatched through as they are
        # (`jax.vmap(jax.vmap(f, in_axes=(None, 0)), in_axes=(None, 0))(jnp, xs)`): no tracer of its own there.
        outer_vmaps = {id(expression): (outer, use) for outer, use, _ in self._index.wrapper_calls
                       if use.wrapper.in_axes and not use.wrapper.compiles and use.spec.known
                       for expression in use.functions}
        # `jax.jit(jax.grad(f))` bound to a name: the calls of that name are the inner wrapper's callers too.
        for outer, use, _ in self._index.wrapper_calls:
            for expression in use.functions:
                if type(expression) is cst.Call and outer in aliases_by_call:
                    aliases_by_call.setdefault(expression, aliases_by_call[outer])
        unused = self._unused_wrapper_calls()
        for call, use, scope in self._index.wrapper_calls:
            if id(call) in unused or id(call) in self.unreached or self._refuses_its_arguments(use, scope):
                continue
            callers = tuple(aliases_by_call.get(call, ()))
            # (A local bound once per branch, each binding with calls of its own: `_binding_callers`.)
            keyed = tuple(self._binding_callers(alias, call) for alias in callers)
            every_call_seen = bool(callers) and all(key != alias or self._only_called_locally(alias)
                                                    for alias, key in zip(callers, keyed))
            callers = keyed
            spec = self._stored_jit_spec(call, use)
            if spec.unbatched or spec.unbatched_from is not None:
                _, outermost, _ = _through_outer_vmaps(call, use, outer_vmaps)
                outer_use = wrapped.get(id(outermost))
                if outer_use is not None and id(outermost) not in outer_vmaps:
                    # `jax.jit(jax.vmap(f, in_axes=(0, None)))`: the unbatched argument is the jit's, a tracer
                    # unless the jit keeps it static (`static_argnums=(0, 4)`).
                    unbatched = set(spec.unbatched) | (set(range(spec.unbatched_from, _MAX_PARAMETERS))
                                                       if spec.unbatched_from is not None else set())
                    spec = replace(spec, unbatched=unbatched & set(outer_use.spec.positions), unbatched_from=None,
                                   names=set(spec.names) | set(outer_use.spec.names))
            for expression in use.functions:
                targets = self._wrapped_targets(expression, scope)
                carried = python_container_carry(call, use.wrapper,
                                                 lambda name, call=call, scope=scope: _bound_before(name, call, scope))
                # `jax.vmap(f)(xs)`: applied right where it is made, by no other transform (evaluates_eagerly).
                applied_vmap = use.wrapper.in_axes and not use.wrapper.compiles and use.applied is not None and \
                    id(call) not in wrapped
                for target, offset, bound_kw, kind in targets:
                    self._mark_root(target, use.wrapper.label, spec, offset, bound_kw, use.wrapper.filtered,
                                    bound_self=kind == "method", callers=callers, via=scope, carried=carried,
                                    compiled_filter=_keeps_python_values(use.wrapper),
                                    passed_keywords=use.applied_keywords,
                                    leaves_traced=use.wrapper.leaves_traced, every_call_seen=every_call_seen,
                                    applied_vmap=applied_vmap)
                self._hand_partial_arguments(expression, scope, use.wrapper.label, targets)
                if not targets and use.spec.known and not use.wrapper.filtered:
                    spec, outermost, applied = _through_outer_vmaps(call, use, outer_vmaps)
                    if spec.scalar_defaults_kept and spec.passed is None and applied is None and \
                            id(outermost) not in wrapped and isinstance(scope, cst.FunctionDef):
                        # `f = vmap(partial(imported, n))`, later `f(x)`: the calls of the local are all the vmap
                        # gets, so the parameters past their arguments keep their defaults.
                        spec = replace(spec, passed=_positional_arity(outermost, scope, self.imports))
                    elif spec.passed is None and applied is None and outermost is call and every_call_seen and \
                            isinstance(scope, cst.Module) and use.wrapper.compiles:
                        # `_F = jax.jit(F)` of an imported `F`, called `_F(x)` only: no trace is handed the
                        # parameters past the arguments, they keep their defaults.
                        arity = max(self._private_call_arity(alias) or 0 for alias in callers)
                        spec = replace(spec, passed=arity, scalar_defaults_kept=True)
                    elif spec.passed is None and applied is None and outermost is call and every_call_seen and \
                            isinstance(scope, cst.FunctionDef) and use.wrapper.compiles:
                        # `mix = jax.jit(bank.mix)` of another file's method, called `mix(tones)` only (by the calls
                        # this binding reaches): the parameters past the arguments keep their defaults.
                        shapes = [self._caller_shapes[key][:2] if key in self._caller_shapes else
                                  self._index.calls_by_name.get(key, (0, frozenset())) for key in callers]
                        if not any(keywords for _, keywords in shapes):
                            spec = replace(spec, passed=max(count for count, _ in shapes), scalar_defaults_kept=True)
                    outer_use = wrapped.get(id(outermost))
                    if outer_use is not None and id(outermost) not in outer_vmaps:
                        # `jax.jit(jax.vmap(imported, in_axes=(0, None)), static_argnums=(1,))`: the unbatched
                        # argument the jit keeps static reaches the function as the Python value passed.
                        unbatched = set(spec.unbatched) | (set(range(spec.unbatched_from, _MAX_PARAMETERS))
                                                           if spec.unbatched_from is not None else set())
                        spec = replace(spec, positions=set(spec.positions) | (unbatched & set(
                            outer_use.spec.positions)), names=set(spec.names) | set(outer_use.spec.names))
                    self._external_root(expression, spec, scope, unwrapped=id(outermost) not in wrapped,
                                        applied=applied)
                    self._imported_stored_object_root(expression, scope, spec)
                    self._passed_object_root(expression, scope, spec)
            if use.wrapper.compiles and use.functions:
                self._record_jit_site(call, use, scope)
        for alias, (call, use, scope) in self._index.jit_aliases.items():
            if use.spec.positions or use.spec.names:
                targets = self._resolve_targets(use.functions[0], scope)
                if targets:
                    node, offset, _, _ = targets[0]
                    self._register_static_callable(alias, node, use.spec, offset)
        for (class_node, attribute), (call, use, scope) in self._index.self_jit_aliases.items():
            if use.spec.positions or use.spec.names:
                targets = self._resolve_targets(use.functions[0], scope)
                if targets:
                    node, offset, _, _ = targets[0]
                    self.self_static_callables[(class_node, attribute)] = self._static_callable(
                        node, use.spec, offset)
        for class_name, methods in self.inherited_transforms:
            # A base class of another file transforms `self.<method>`: on these instances, the override is traced.
            class_node = self._index.classes_by_scope.get(self.module, {}).get(class_name)
            for method in methods:
                for node in self._method(class_node, method):
                    self._mark_root(node, f"transformed through `self` by a base class of `{class_name}`",
                                    StaticSpec(), 0, set(), False, bound_self=True)
        for name in sorted(self.handed_functions):
            # `MAPFitter(log_posterior)` with the fitter's constructor jitting its parameter.
            defs = self.local_defs(self.module).get(name, ())
            for node in defs:
                self._mark_root(node, "handed to a function that compiles it", StaticSpec(), 0, set(), False,
                                bound_self=False)
            if not defs:
                # `panel(equity_delta)` with `equity_delta = jax.grad(equity_value)` of another file's function.
                self._hand_imported_function(cst.Name(name), self.module, "handed to a function that compiles it")
        if self.entry_points:
            from .objects import discover_entry_points

            discover_entry_points(self)

    def _discover_in_class(self, class_node: cst.ClassDef) -> None:
        """The transforms the methods of `class_node` apply to its own methods (`self._step = jax.jit(self._impl)`
        in `__init__`): roots, when another file's untraced code makes an instance (a `constructed` seed) and this
        analysis does not discover the whole file. Also its methods a compiling decorator wraps
        (`@partial(jax.jit, static_argnums=0)` over `def _transition(self, key, x)`). Once per class: several seeds
        may ask, and marking the roots again would forget the record arguments a seed gave them."""
        if class_node in self._classes_discovered:
            return
        self._classes_discovered.add(class_node)
        for methods in self._index.defs_by_scope.get(class_node, {}).values():
            for method in methods:
                use = next((found for found in (resolve_wrapper(decorator.decorator, self.imports)
                                                for decorator in method.decorators) if found is not None), None)
                if use is not None and use.wrapper.compiles:
                    self._mark_root(method, use.wrapper.label, use.spec, 0, set(), use.wrapper.filtered,
                                    bound_self=False, callers=(method.name.value,), via=None,
                                    compiled_filter=_keeps_python_values(use.wrapper))
        for call, use, scope in self._index.wrapper_calls:
            info = self.functions.get(scope) if isinstance(scope, cst.FunctionDef) else None
            if info is None or info.class_node is not class_node:
                continue
            for expression in use.functions:
                targets = self._wrapped_targets(expression, scope)
                applied_vmap = use.wrapper.in_axes and not use.wrapper.compiles and use.applied is not None
                for target, offset, bound_kw, kind in targets:
                    if kind == "method":
                        self._mark_root(target, use.wrapper.label, self._stored_jit_spec(call, use), offset, bound_kw,
                                        use.wrapper.filtered,
                                        bound_self=True, via=scope, compiled_filter=_keeps_python_values(use.wrapper),
                                        passed_keywords=use.applied_keywords, applied_vmap=applied_vmap)
                if not targets:
                    self._imported_stored_object_root(expression, scope, use.spec)

    def _imported_stored_object_root(self, expression: cst.BaseExpression, scope: ScopeNode, spec: StaticSpec
                                     ) -> None:
        """`jax.jit(jax.value_and_grad(self.loss))` with `self.loss` holding an object of a class of another
        project file: made there (`self.loss = PPOLoss(...)`) or the constructor parameter the object was made with
        (`Learner(PPOLoss(network))`, in this file or another): that class's `__call__` is traced."""
        expression = unwrap_transparent(expression, self.imports)
        if type(expression) is not cst.Attribute or type(expression.value) is not cst.Name or \
                expression.value.value != "self":
            return
        class_node = self._enclosing_class(scope)
        if class_node is None or self._method(class_node, expression.attr.value) or \
                self.stored_object_class(expression, scope) is not None:
            return
        static = (tuple(sorted(spec.positions)), tuple(sorted(spec.names)))
        stored = self.stored_instance_class(expression, scope)
        if stored is not None:
            if self._local_class(stored) is None and dotted_name(stored) is not None:
                self._record_external(None, [], {}, False, dotted=f"{dotted_name(stored)}.__call__", root=True,
                                      static=static)
            return
        values = self.self_assigned_values(class_node, expression.attr.value)
        if len(values) != 1 or type(values[0]) is not cst.Name:
            return
        given = self.constructed_with_imported.get((class_node, values[0].value)) or \
            self._constructed_here(class_node).get(values[0].value)
        if given is not None:
            self._record_external(None, [], {}, False, dotted=f"{given[1]}.__call__", origin=given[0], root=True,
                                  static=static)

    def _passed_object_root(self, expression: cst.BaseExpression, scope: ScopeNode, spec: StaticSpec) -> None:
        """`jax.jit(jax.value_and_grad(objective))` in `fit(objective, theta)`, every call of which passes an object
        of another project file's class (`fit(SIRObjective(...), theta)` here, or a seed's call from another file):
        that class's `__call__` is traced, as for `self.loss` holding one (`_imported_stored_object_root`)."""
        expression = unwrap_transparent(expression, self.imports)
        if type(expression) is not cst.Name:
            return
        name = expression.value
        function: Optional[ScopeNode] = scope
        while isinstance(function, (cst.FunctionDef, cst.Lambda)) and name not in self.functions[function].all_params:
            if self._binds_locally(function, name):
                return
            function = self._index.scope_parent.get(function)
        if not isinstance(function, cst.FunctionDef):
            return
        passed = self.parameter_classes.get((function, name)) or self._passed_here(function, name)
        if passed is not None:
            self._record_external(None, [], {}, False, dotted=f"{passed[1]}.__call__", origin=passed[0], root=True,
                                  static=(tuple(sorted(spec.positions)), tuple(sorted(spec.names))))
            return
        local = self.passed_local_class(function, name)
        for method in self._method(local, "__call__") if local is not None else ():
            # `fit(Objective(grid), theta)` of a class of this file: its `__call__`, on the object passed.
            self._mark_root(method, f"called on the `{local.name.value}` instance `{name}` that a transform in "
                                    f"`{function.name.value}` wraps", spec, 1, set(), False, bound_self=True, via=scope)

    def _discover_decorated(self, node: cst.FunctionDef, info, extra_jit: frozenset[str]) -> None:
        """A def under a transform's decorator (`@jax.jit`, `@partial(jax.jit, static_argnames=...)`): a root."""
        for decorator in node.decorators:
            use = resolve_wrapper(decorator.decorator, self.imports, extra_jit)
            if use is None:
                continue
            python_arguments = self._python_arguments(node, info) if use.wrapper.filtered else set()
            self._mark_root(node, use.wrapper.label, use.spec, 0, python_arguments, use.wrapper.filtered,
                            bound_self=False, callers=(node.name.value,), via=None,
                            compiled_filter=_keeps_python_values(use.wrapper),
                            dicts=self._dict_arguments(node, info),
                            lists=self._list_attribute_arguments(node, info) if use.wrapper.compiles else set(),
                            every_call_seen=self._every_call_in_file(node, info))
            if use.wrapper.compiles:
                kind = "loop_def" if info.in_loop else "local_def" if self._is_fresh_def(node) else "named"
                self.jit_sites[decorator] = JitSite(decorator, use.wrapper.label, kind, node.name.value)
                if use.spec.positions or use.spec.names or _keeps_python_values(use.wrapper):
                    self._register_static_callable(node.name.value, node, use.spec, 0,
                                                   python_values=_keeps_python_values(use.wrapper))
            break

    def _discover_within(self, function: FunctionNode, extra_jit: frozenset[str] = frozenset(),
                         batch_maps_only: bool = False) -> None:
        """The transforms and lax loops the code of `function` applies to the functions it defines (`return
        jax.jit(rollout)`, a `lax.scan` of a local step, a `@jax.jit` def): roots, when another file's untraced
        code calls it with project objects (a `constructed` seed) and this analysis does not discover the whole
        file. `batch_maps_only`: only the batch maps applied where they are made (`jax.vmap(trajectory_cost)(
        candidates)`), for a function another file calls in a loop (a `repeated` seed): JXL504 asks what runs
        eagerly on each of its calls."""
        for node, info in self.functions.items() if not batch_maps_only else ():
            if isinstance(node, cst.FunctionDef) and self._nested_in(self._index.scope_parent.get(node), function):
                self._discover_decorated(node, info, extra_jit)
        for call, use, scope in self._index.wrapper_calls:
            if not self._nested_in(scope, function):
                continue
            applied_vmap = use.wrapper.in_axes and not use.wrapper.compiles and use.applied is not None
            if batch_maps_only and not applied_vmap:
                continue
            carried = python_container_carry(call, use.wrapper,
                                             lambda name, call=call, scope=scope: _bound_before(name, call, scope))
            for expression in use.functions:
                targets = self._wrapped_targets(expression, scope)
                for target, offset, bound_kw, kind in targets:
                    self._mark_root(target, use.wrapper.label, use.spec, offset, bound_kw, use.wrapper.filtered,
                                    bound_self=kind == "method", via=scope, carried=carried,
                                    compiled_filter=_keeps_python_values(use.wrapper),
                                    passed_keywords=use.applied_keywords, leaves_traced=use.wrapper.leaves_traced,
                                    applied_vmap=applied_vmap)
                self._hand_partial_arguments(expression, scope, use.wrapper.label, targets)

    def _discover_forwarded(self, function: FunctionNode, extra_jit: frozenset[str]) -> None:
        """`run_epochs(params, optimizer, ...)` of a `constructed` seed handing its parameter on to a function of
        this file (`make_micro_step(optimizer)`, whose `@jax.jit` closure calls `optimizer.update`): that function's
        parameter holds the same project objects, and the transforms inside it are roots too (record_arguments.py
        `_tracing_function` follows the same calls). Followed through a few such hands."""
        pending, seen = [function], {function}
        while pending and len(seen) <= _FORWARDING_DEPTH:
            caller = pending.pop()
            for call in (node for node in subtree(caller) if type(node) is cst.Call and type(node.func) is cst.Name):
                callees = [d for d in self._index.defs_by_scope[self.module].get(call.func.value, [])  # type: ignore
                           if isinstance(d, cst.FunctionDef) and d not in seen]
                for callee in callees:
                    positional = self.functions[callee].positional
                    # Past a `*args` the positions are unknown; keywords stay known.
                    first_star = next((i for i, arg in enumerate(call.args) if arg.star), len(call.args))
                    handed = [(positional[i] if arg.keyword is None else arg.keyword.value, arg.value)
                              for i, arg in enumerate(call.args) if not arg.star and (
                                  arg.keyword is not None or i < min(len(positional), first_star))]
                    noted = False
                    for parameter, value in handed:
                        made = self.parameter_classes.get((caller, value.value)) \
                            if type(value) is cst.Name else None
                        if made is not None:
                            self.note_parameter_class((callee, parameter), made)
                            noted = True
                    if noted:
                        seen.add(callee)
                        pending.append(callee)
                        # `validate(coeffs, stopper, ...)` under `@jax.jit` itself, or transforms inside it.
                        self._discover_decorated(callee, self.functions[callee], extra_jit)
                        self._discover_within(callee, extra_jit)

    def _nested_in(self, scope: Optional[ScopeNode], function: FunctionNode) -> bool:
        """Is `scope` the function `function` or a scope defined inside it?"""
        while scope is not None and scope is not function and type(scope) is not cst.Module:
            scope = self._index.scope_parent.get(scope)
        return scope is function

    def _unused_wrapper_calls(self) -> set[int]:
        """ids of the wrapper calls bound to a name nothing reads (`vmapped_step = jax.vmap(step)` that no code
        calls, returns, exports or passes on): such a transform never runs, so it is no evidence that its function
        is traced; which callers reach the function decides. A name is read when the file's text spells it twice;
        a module-level name also when another file of the package or a script beside it spells it, or when it is
        the API of a public module (a public name of a module whose path has no private part)."""
        unused = self._wrapper_calls_in_uncalled_functions()
        for attribute, bindings in self._index.self_wrapper_bindings.items():
            # A public attribute may be API for the class's users, unless what it holds is a closure of the
            # method that stores it (`self.vec_delta = jax.vmap(delta)` with `def delta` in that method).
            if (attribute.startswith("_") or all(self._transforms_own_closure(use, scope)
                                                 for _, use, scope in bindings)) and \
                    self._attribute_unread(attribute):
                unused.update(id(call) for call, _, _ in bindings)
        aliases = [*self._index.jit_aliases.items(), *self._index.wrapper_aliases.items()]
        if not aliases:
            return unused
        from .static_members import words_counted

        counts = words_counted(self.locator.text, {alias for alias, _ in aliases})
        for alias, (call, _, scope) in aliases:
            if counts.get(alias, 0) != 1:
                continue
            if isinstance(scope, cst.Module) and not self._module_name_unread(alias):
                continue
            unused.add(id(call))
        return unused

    def _refuses_its_arguments(self, use: WrapperUse, scope: ScopeNode) -> bool:
        """Is `use` a compiler given no static argument and applied where it is made to an argument it cannot
        abstract (analysis/jit_arguments.py): a lambda, a string, a def, or a parameter of the function around
        annotated as a callable (`Callable[...]`, a Protocol declaring only `__call__`) and not rebound there? The
        call raises TypeError before tracing anything."""
        application = use.application
        if application is None or not use.wrapper.compiles or use.wrapper.filtered or use.spec.positions or \
                use.spec.names or "Partial" in self.locator.text:
            # (`jax.tree_util.Partial` makes a function a pytree a compiler takes.)
            return False
        info = self.functions.get(scope) if type(scope) is cst.FunctionDef else None
        protocols: Optional[frozenset[str]] = None
        for arg in application.args:
            value = arg.value
            if arg.star:
                continue
            if type(value) is cst.Lambda or isinstance(value, (cst.SimpleString, cst.ConcatenatedString,
                                                               cst.FormattedString)):
                return True
            if type(value) is not cst.Name:
                continue
            if info is not None and value.value in info.all_params:
                annotation = info.annotations.get(value.value)
                if annotation is None or value.value in self._assigned_names(scope):  # type: ignore[arg-type]
                    continue
                if protocols is None:
                    from .jit_arguments import callable_protocols

                    protocols = callable_protocols(self.text_tree())
                if is_callable_annotation(annotation, protocols):
                    return True
            elif not self._binds_locally(scope, value.value) and (
                    self._lookup_defs(value.value, scope) or self._module_def_in_text(value.value)):
                return True
        return False

    def _module_def_in_text(self, name: str) -> bool:
        """Is `name` a module-level def of the file's text? (A planned region may leave the def out of the tree.)"""
        from .compiling_decorators import module_function

        return module_function(self.text_tree(), name) is not None

    def _transforms_own_closure(self, use: WrapperUse, scope: ScopeNode) -> bool:
        """Does the wrapper call in the method `scope` transform a function that method defines itself?"""
        target = use.functions[0] if use.functions else None
        return isinstance(target, cst.Name) and bool(self.local_defs(scope).get(target.value))

    def _attribute_unread(self, attribute: str) -> bool:
        """Is the attribute `attribute` (`self.vec_delta = jax.vmap(compute_delta)`) read by no code: no `x.<name>`
        loaded, no name or string spelling it in the file's code (a comment does not run), and no other file that
        may use this file's objects spelling it? The transform stored there then never runs."""
        tree = self.text_tree()
        if tree is None:
            return False
        stored = False
        for node in ast_walk(tree):
            if isinstance(node, ast.Attribute) and node.attr == attribute and isinstance(node.ctx, ast.Store):
                stored = True
            elif (isinstance(node, ast.Attribute) and node.attr == attribute) or \
                    (isinstance(node, ast.Name) and node.id == attribute) or \
                    (isinstance(node, ast.Constant) and isinstance(node.value, str) and attribute in node.value):
                return False
        # Only a tree of the file's text shows its reads (one without the store is of no text: a node built alone).
        return stored and self._spelled_nowhere_else(attribute)

    def _wrapper_calls_in_uncalled_functions(self) -> set[int]:
        """ids of the wrapper calls in a private function that no code calls (its name is spelled only where it is
        defined, in this file and the package's other files), of a function that another wrapper call outside such
        code transforms too: `self._step = jax.jit(self._impl, static_argnames=[...])` in `_init_jax`, and a
        forgotten `_clear_cache` rebuilding it with other static arguments. That one never runs; the static
        arguments the function gets are the running jit's."""
        calls = self._index.wrapper_calls
        if len(calls) < 2:
            return set()
        functions_by_call: dict[int, str] = {}
        for call, use, _ in calls:
            if len(use.functions) == 1 and dotted_name(use.functions[0]):
                functions_by_call[id(call)] = dotted_name(use.functions[0])
        repeated = {name for name in functions_by_call.values()
                    if list(functions_by_call.values()).count(name) > 1}
        if not repeated:
            return set()
        from .static_members import words_counted

        dead = {id(call): self._in_uncalled_function(scope, words_counted) for call, _, scope in calls
                if functions_by_call.get(id(call)) in repeated}
        running = {functions_by_call[call] for call, uncalled in dead.items() if not uncalled}
        return {call for call, uncalled in dead.items() if uncalled and functions_by_call[call] in running}

    def _in_uncalled_function(self, scope: Optional[ScopeNode], words_counted) -> bool:
        while isinstance(scope, cst.FunctionDef):
            name = scope.name.value
            if name.startswith("_") and not name.endswith("__") and not scope.decorators and \
                    words_counted(self.locator.text, {name}).get(name, 0) == 1 and self._spelled_nowhere_else(name):
                return True
            scope = self._index.scope_parent.get(scope)
        return False

    def _spelled_nowhere_else(self, name: str) -> bool:
        """Does no other file that may call this file's code spell `name`?"""
        if not self._path or not os.path.isfile(self._path):
            return False
        from .once_callers import readers_of_project, spells

        cache = self._package_cache if self._package_cache is not None else {}
        readers = readers_of_project(self._path, cache)
        if readers is None:
            return False
        self.static_sources = tuple(self.static_sources) + tuple(f for f in readers if f not in self.static_sources)
        return not any(spells(reader, name, cache) for reader in readers)

    def _module_name_unread(self, name: str) -> bool:
        if not self._path or not os.path.isfile(self._path):
            return False
        from .once_callers import private_module, readers_of_package, spells

        cache = self._package_cache if self._package_cache is not None else {}
        if not (name.startswith("_") or private_module(self._path, cache)):
            return False
        readers = readers_of_package(self._path, cache)
        if readers is None:
            return False
        # The answer depends on what those files spell.
        self.static_sources = tuple(self.static_sources) + tuple(f for f in readers if f not in self.static_sources)
        return not any(spells(reader, name, cache) for reader in readers)

    def _python_arguments(self, node: cst.FunctionDef, info: FunctionInfo) -> set[str]:
        """The parameters of a def nested in a function to which every call there passes a Python value: a literal,
        or a parameter of the enclosing function annotated as a Python scalar (`batch_size: int`). A filtered
        transform (`eqx.filter_vmap`, `eqx.filter_jit`) leaves such arguments unmapped: Python values in the body.
        Nothing when the def is used other than called there."""
        enclosing = self.functions.get(info.scope) if isinstance(info.scope, cst.FunctionDef) else None
        if enclosing is None or not isinstance(info.scope.body, cst.IndentedBlock):
            return set()
        uses = _CallsOf(node.name.value)
        walk(info.scope.body, uses)
        if not uses.calls or uses.names != len(uses.calls) + 1:   # + 1: the def's own name
            return set()
        python_parameters = {name for name, annotation in enclosing.annotations.items()
                             if is_python_scalar(annotation)}
        static = set(info.positional) | set(info.keyword_only)
        for call in uses.calls:
            if any(arg.star for arg in call.args):
                return set()
            positional = [arg.value for arg in call.args if arg.keyword is None]
            passed = {name for name, value in zip(info.positional, positional)
                      if _python_argument(value, python_parameters)}
            passed |= {arg.keyword.value for arg in call.args
                       if arg.keyword is not None and _python_argument(arg.value, python_parameters)}
            static &= passed
        return static

    def _dict_arguments(self, node: cst.FunctionDef, info: FunctionInfo) -> set[str]:
        """The parameters of a def nested in a function to which every call there passes a name that holds a dict:
        bound only to dict displays there, or to what the def itself returns (`state = step(batch, state)` threads
        it through). Nothing when the def is used other than called there."""
        if not isinstance(info.scope, cst.FunctionDef) or not isinstance(info.scope.body, cst.IndentedBlock):
            return set()
        uses = _CallsOf(node.name.value)
        walk(info.scope.body, uses)
        if not uses.calls or uses.names != len(uses.calls) + 1:   # + 1: the def's own name
            return set()
        bindings = ScopeBindings()
        walk(info.scope.body, bindings)

        def holds_dict(argument: cst.BaseExpression) -> bool:
            if type(argument) is not cst.Name or argument.value in bindings.other:
                return False
            values = bindings.assigned.get(argument.value, [])
            threaded = [v for v in values if type(v) is cst.Call and type(v.func) is cst.Name and
                        v.func.value == node.name.value]
            made = [v for v in values if type(v) in (cst.Dict, cst.DictComp)]
            return bool(made) and len(made) + len(threaded) == len(values)

        found = set(info.positional)
        for call in uses.calls:
            if any(arg.star or arg.keyword is not None for arg in call.args):
                return set()
            found &= {name for name, arg in zip(info.positional, call.args) if holds_dict(arg.value)}
        return found

    def _container_arguments(self, node: FunctionNode, info: FunctionInfo, offset: int) -> frozenset[str]:
        """The parameters of a def nested in a function (or a private function of the module) to which every call,
        direct or through a transform applied or bound to a local there, passes a Python container or None
        (analysis/container_arguments.py, read from the whole file's `ast`)."""
        if type(node) is not cst.FunctionDef:
            return frozenset()
        if info.class_node is not None and info.scope is info.class_node:
            # A private method run as `self._per_sample`, by its class's calls and transforms.
            if offset != 1 or not info.is_method or not info.positional or info.positional[0] != "self":
                return frozenset()
            memo = self.__dict__.setdefault("_container_memo", {})
            key = (info.class_node.name.value, info.name, tuple(info.positional), tuple(info.keyword_only))
            if key not in memo:
                from .container_arguments import container_parameters

                memo[key] = container_parameters(self.text_tree(), None, info.name,
                                                 list(info.positional[1:]) + list(info.keyword_only),
                                                 owner=info.class_node.name.value,
                                                 imported=self._imported_containers)
            return memo[key]
        if offset:
            return frozenset()
        if isinstance(info.scope, cst.FunctionDef):
            outer_info = self.functions.get(info.scope)
            if outer_info is None:
                return frozenset()
            outer: Optional[tuple[Optional[str], str]] = (
                outer_info.scope.name.value if isinstance(outer_info.scope, cst.ClassDef) else None, outer_info.name)
        elif isinstance(info.scope, cst.Module):
            outer = None
        else:
            return frozenset()
        memo = self.__dict__.setdefault("_container_memo", {})
        key = (outer, info.name, tuple(info.positional), tuple(info.keyword_only))
        if key not in memo:
            from .container_arguments import container_parameters

            memo[key] = container_parameters(self.text_tree(), outer, info.name,
                                             list(info.positional) + list(info.keyword_only),
                                             imported=self._imported_containers)
        return memo[key]

    def _imported_containers(self, dotted: str, index: Optional[int]) -> bool:
        """Does every `return` of the function `dotted` names, imported from another project file, give a Python
        container (item `index` of its tuple)?"""
        target = self.imports.project_target(dotted, MODELLED_LIBRARIES)
        return target is not None and self._imported_container_returns is not None and \
            self._imported_container_returns(*target, index)

    def _list_attribute_arguments(self, node: cst.FunctionDef, info: FunctionInfo) -> set[str]:
        """The parameters of a compiled method to which every call in its class passes a Python list the class
        keeps on `self` (analysis/list_attributes.py, read from the whole file's `ast`)."""
        if not info.is_method or info.class_node is None or not info.positional or info.positional[0] != "self":
            return set()
        from .list_attributes import list_attribute_parameters

        return list_attribute_parameters(self.text_tree(), info.class_node.name.value, node.name.value,
                                         list(info.positional))

    def _record_jit_site(self, call: cst.Call, use, scope: ScopeNode) -> None:
        kind = self._jit_target_kind(use.functions[0], scope, use.wrapper)
        self.jit_sites[call] = JitSite(call, use.wrapper.label, kind, "lambda" if kind == "lambda" else None,
                                       use.functions[0], frozenset(use.spec.positions), frozenset(use.spec.names))

    def _jit_sites_in(self, function: FunctionNode) -> None:
        """The jit sites of one function, without tracing anything: a helper file's method that another module
        calls repeatedly (JXL502 asks whether it builds a jitted function on each call)."""
        for call, use, scope in self._index.wrapper_calls:
            if scope is function and use.wrapper.compiles and use.functions:
                self._record_jit_site(call, use, scope)

    def mark_entry_point(self, node: FunctionNode, spec: StaticSpec) -> None:
        """Trace `node` as a user's `jax.jit(node)` would (analysis/objects.py finds them)."""
        self._mark_root(node, "an entry point its users trace (entry-points)", spec, 0, set(), False,
                        bound_self=self.functions[node].is_method, cautious=True)

    def _external_root(self, expression: cst.BaseExpression, spec: StaticSpec, scope: Optional[ScopeNode] = None,
                       unwrapped: Optional[bool] = False, applied: Optional[cst.Call] = None,
                       bound_objects: tuple[tuple[str, int, str], ...] = ()) -> None:
        """`jax.jit(jax.value_and_grad(imported_nll))`, `jax.jit(env.reset)` with `env` an instance of an imported
        class: the function traced lives in another module of the project. `unwrapped`: the wrapper call is handed
        to no other wrapper, so an argument its in_axes leaves unbatched reaches the function as the value passed
        (`jax.vmap(imported, in_axes=(0, None))(trajectories, 5)`: a Python int) when the code calling it is not
        traced itself (None: known not to be)."""
        expression = unwrap_transparent(expression, self.imports)
        bound = self._partial_of(expression, scope)
        if bound is not None:
            # `jax.jit(partial(imported_model, data=DATA))`, or a name bound to that partial: the imported function
            # is traced with the bound arguments as the Python values they are, and the jit's own arguments after
            # them.
            positional = call_positional(bound)
            if not positional or any(arg.star for arg in bound.args):
                return
            leading = len(positional) - 1
            spec = replace(spec, positions=set(range(leading)) | {p + leading for p in spec.positions if p >= 0},
                           names=set(spec.names) | set(call_keywords(bound)),
                           unbatched={p + leading for p in spec.unbatched},
                           passed=None if spec.passed is None else spec.passed + leading,
                           unbatched_from=None if spec.unbatched_from is None else spec.unbatched_from + leading)
            self._external_root(positional[0], spec, scope, unwrapped,
                                bound_objects=self._partial_bound_objects(bound, scope))
            return
        # From a starred in_axes part on (`in_axes=(0, *nones)`), every later position stays the Python value it
        # was (the function's arity is in the other module). Explicit `None` entries are static only when no outer
        # wrapper takes the call: under `jax.jit(jax.vmap(f, in_axes=(None, 0)))` the unbatched argument is still a
        # jit argument, a tracer.
        if unwrapped and spec.unbatched - set(spec.positions):
            # Whether the call's own code is traced is known only once tracing has spread (`_settle_unbatched`).
            self._unbatched_roots.append((expression, spec, scope, applied))
            return
        positions = set(spec.positions) | (set(spec.unbatched) if unwrapped is None else set())
        if spec.passed is not None and spec.scalar_defaults_kept:
            # `jax.vmap(imported)(x)`: the parameters past the arguments passed keep their defaults (a Python
            # number could not be passed through it; under `jax.jit(imported)(x)` a later call may pass one, and
            # the defaulted finding stays, latent).
            positions |= set(range(spec.passed, spec.passed + _MAX_PARAMETERS))
        if spec.unbatched_from is not None:
            positions |= set(range(spec.unbatched_from, spec.unbatched_from + _MAX_PARAMETERS))
        static = (tuple(sorted(positions)), tuple(sorted(spec.names)))
        dotted: Optional[str] = None
        arguments: tuple[tuple[str, int, str], ...] = ()
        if isinstance(expression, cst.Call) and isinstance(expression.func, (cst.Name, cst.Attribute)) and \
                not any(arg.star for arg in expression.args) and \
                self.imports.qualified_name(expression.func) not in WRAPPERS:
            # `jax.jit(jax.vmap(make_loss(config)))` with `make_loss` of another project file: the closure it
            # returns is traced there; `jax.jit(ShellSpectrum(grid))` with `grid = SpectralGrid(n)`: the object's
            # `__call__` is, calling methods of the objects it was made with.
            self._record_external(expression.func, [], {}, False, root=True, static=static, product=True,
                                  arguments=self._bound_objects(expression, scope, 0))
            return
        if isinstance(expression, cst.Name) and scope is not None and not self._lookup_defs(expression.value, scope):
            transformed = self.outer_binding(self._index.transform_bindings, expression.value, scope)
            if transformed is not None and unwrap_transparent(transformed[0], self.imports) is not transformed[0]:
                # `dvalue = jax.grad(value)` of another file's `value`, then `jax.jit(jax.vmap(dvalue))`.
                self._external_root(transformed[0], spec, transformed[1], unwrapped, applied, bound_objects)
                return
        if isinstance(expression, cst.Name) and scope is not None:
            product = self._factory_product(expression.value, scope)
            if product is not None and not self._lookup_defs(product[0], product[2]):
                self._record_external(cst.Name(product[0]), [], {}, False, root=True, static=static, product=True,
                                      product_index=product[1])
                return
        if isinstance(expression, cst.Name):
            class_expression = self._index.module_instances.get(expression.value)
            dotted = (f"{dotted_name(class_expression)}.__call__" if class_expression is not None
                      and dotted_name(class_expression) else expression.value)
        elif isinstance(expression, cst.Attribute) and isinstance(expression.value, cst.Name):
            # `jax.jit(sim.step)` with `sim = Simulator(...)` at module level or in an enclosing function (a parameter
            # annotated with a class may be any subclass's instance, built and used elsewhere).
            class_expression = self._index.module_instances.get(expression.value.value)
            owner = self._instance_class_name(expression.value.value, scope, annotated=False) or (
                dotted_name(class_expression) if class_expression is not None else expression.value.value)
            # `env = ActionRepeat(ReacherEnv())`: what the object's methods call on its attributes.
            construction = self.construction_of(expression.value.value, scope)
            made = self._factory_construction(construction, scope) if construction is not None else None
            if made is not None:
                construction, owner = made, dotted_name(made.func)
            dotted = f"{owner}.{expression.attr.value}" if owner else None
            if construction is not None:
                arguments = self._constructor_argument_classes(construction)
        elif isinstance(expression, cst.Attribute):
            # `jax.jit(self.model.train_step)` with `self.model = ConsistencyModel(...)` of another module.
            stored = self.stored_instance_class(expression.value, scope)
            owner = dotted_name(stored) if stored is not None else None
            dotted = f"{owner}.{expression.attr.value}" if owner else None
        if dotted is not None:
            # A wrapper that fixes how many positional arguments it passes (odeint's `func(y, t)`, a lax body):
            # those parameters are passed, whatever their defaults. (The later ones are not known to keep theirs:
            # another root of the same function may pass them.)
            passed = [Value(traced=True)] * spec.passed if spec.passed is not None and \
                spec.unbatched_from is None and spec.passed <= _MAX_PARAMETERS else []
            self._record_external(None, passed, {}, False, dotted=dotted, root=True, static=static,
                                  arguments=arguments or (bound_objects if type(expression) is cst.Name else ()))

    def _factory_construction(self, call: cst.Call, scope: Optional[ScopeNode]) -> Optional[cst.Call]:
        """`zone = build_zone()` with `build_zone` a function of this module whose one return constructs an
        object of a class of another file (`return RadiativeZone(OpacityTable(...), luminosity=...)`): that
        construction, which says the object's class and what it was made with."""
        if type(call.func) is not cst.Name:
            return None
        definitions = self._lookup_defs(call.func.value, scope)
        returned = [value for definition in definitions for value in return_values(definition)] \
            if definitions and all(isinstance(d, cst.FunctionDef) for d in definitions) else []
        if len(returned) != 1 or type(returned[0]) is not cst.Call or dotted_name(returned[0].func) is None:
            return None
        made = returned[0].func
        if type(made) is cst.Name and (made.value in self._index.classes or self._lookup_defs(made.value, scope)):
            return None   # a class of this module, or another factory
        return returned[0]

    def _partial_bound_objects(self, bound: cst.Call, scope: Optional[ScopeNode]) -> tuple[tuple[str, int, str], ...]:
        """The objects of imported classes a `partial(imported, ...)` binds (`partial(run_network, layer=layer)`
        with `layer = SpikingConv(...)`), as (parameter position or keyword, level, class): methods the imported
        function calls on those parameters are those classes'."""
        return self._bound_objects(bound, scope, 1)

    def _bound_objects(self, call: cst.Call, scope: Optional[ScopeNode], first: int
                       ) -> tuple[tuple[str, int, str], ...]:
        """The objects of imported classes `call` is given from its `first` argument on, made there or bound to
        such a construction in a scope around it (`partial(run, layer=layer)`, `ShellSpectrum(grid)` with `grid =
        SpectralGrid(n)`), as (parameter position or keyword, level, class)."""
        arguments = []
        for arg in call.args[first:]:
            value = arg.value
            if type(value) is cst.Name and scope is not None:
                value = self.construction_of(value.value, scope) or value
            arguments.append(arg.with_changes(value=value))
        return self._constructor_argument_classes(call.with_changes(args=arguments))

    def _settle_unbatched(self) -> None:
        """The external roots of vmap calls with unbatched arguments, once tracing has spread: in untraced code the
        unbatched arguments are the Python values passed; in traced code (`jax.vmap(imported, in_axes=(None, 0))(
        params, x)` in a jitted loss) they may be tracers of the outer trace."""
        pending, self._unbatched_roots = self._unbatched_roots, []
        for expression, spec, scope, applied in pending:
            function = scope
            while function is not None and not isinstance(function, (cst.FunctionDef, cst.Lambda)):
                function = self._index.scope_parent.get(function)
            traced = function is not None and function in self.traced
            if traced and applied is not None:
                # `jax.vmap(imported, in_axes=(None, 0))(n_lags, xs)` applied where it is made: an unbatched
                # argument is what the traced code passes there, a Python value unless it is a tracer itself.
                arguments = call_positional(applied)
                spec = replace(spec, positions=set(spec.positions) | {
                    position for position in spec.unbatched
                    if position < len(arguments) and not self.value_of(arguments[position]).traced})
            self._external_root(expression, spec, scope, unwrapped=False if traced else None)

    def _hand_partial_arguments(self, expression: cst.BaseExpression, scope: ScopeNode, label: str,
                                targets: list[tuple[FunctionNode, int, set[str], str]]) -> None:
        """What the arguments a partial binds into a traced function hold there. The functions among them are
        handed to traced code, which calls them with its tracers (as functions handed to a call with traced
        arguments are: calls.py), whether the partial's function is of this module or another:
        `jax.jit(partial(leapfrog, dt=0.01, acceleration=acceleration))`. And an object of another file's class
        that the untraced code around was handed (`jax.jit(partial(collect, env, num_steps=n))` in a function
        another file calls with an `EpisodeStatsWrapper`) is that class's there: its methods run traced."""
        bound = self._partial_of(unwrap_transparent(expression, self.imports), scope)
        if bound is None or any(arg.star for arg in bound.args):
            return
        bound_positional = call_positional(bound)[1:]
        for arg in bound.args[1:]:
            self._hand_imported_function(arg.value, scope, label)
            for target, offset, _, _ in self._function_arguments(arg.value, scope):
                info = self.functions[target]
                params = {name: Value(traced=True, source=name, opaque=True) for name in info.all_params[offset:]
                          if name not in info.defaults}
                self._add_traced(target, f"bound by functools.partial into a function {label} traces", params,
                                 set(), root=False, via=scope)
        passed = [(position, None, value) for position, value in enumerate(bound_positional)] + \
            [(None, keyword, value) for keyword, value in call_keywords(bound).items()]
        for target, offset, _, kind in targets:
            if kind != "partial":
                continue
            info = self.functions[target]
            first = offset - len(bound_positional)
            for position, keyword, value in passed:
                parameter = keyword if keyword is not None else (
                    info.positional[first + position] if 0 <= first + position < len(info.positional) else None)
                if type(value) is not cst.Name or parameter not in info.all_params:
                    continue
                for imported in self._untraced_parameter_classes(value.value, scope):
                    self.note_parameter_class((target, parameter), imported)

    def _hand_imported_function(self, value: cst.BaseExpression, scope: ScopeNode, label: str) -> None:
        """A function of another project file that a partial binds into a traced function, by its imported name or
        through a name bound to a partial of it (`observer = partial(kinetic_energy, masses=MASSES)`, then
        `jax.jit(partial(trajectory, rhs, observer))`): the traced function calls it with its tracers, so it is a
        root of its file, the arguments that inner partial binds staying the Python values they are."""
        inner = self._partial_of(value, scope) if type(value) is cst.Name else None
        function = call_positional(inner)[0] if inner is not None and call_positional(inner) else value
        if type(function) is not cst.Name or function.value in self._index.classes or \
                self._lookup_defs(function.value, scope) or self._lookup_lambdas(function.value, scope) or \
                function.value not in self.imports.relative and function.value not in self.imports.aliases:
            return
        if inner is not None and any(arg.star for arg in inner.args):
            return
        info = self.functions.get(scope) if isinstance(scope, (cst.FunctionDef, cst.Lambda)) else None
        if info is not None and function.value in info.all_params:
            return   # a parameter of that name, no import
        bound = call_positional(inner)[1:] if inner is not None else []
        keywords = tuple(sorted(call_keywords(inner))) if inner is not None else ()
        self._record_external(function, [], {}, False, root=True,
                              static=(tuple(range(len(bound))), keywords))

    def _untraced_parameter_classes(self, name: str, scope: ScopeNode) -> tuple[tuple[int, str], ...]:
        """The classes of other project files whose objects callers pass for parameter `name` of the function
        `scope` (or of a function around it), as `_passed_parameter_classes` says of a traced function."""
        while scope is not None and type(scope) is not cst.Module:
            info = self.functions.get(scope) if isinstance(scope, (cst.FunctionDef, cst.Lambda)) else None
            if info is not None and name in info.all_params:
                first = self.parameter_classes.get((scope, name)) or self._passed_here(scope, name)
                return () if first is None else (first, *self.parameter_class_alternatives.get((scope, name), ()))
            scope = self._index.scope_parent.get(scope)
        return ()

    def _partial_of(self, expression: cst.BaseExpression, scope: Optional[ScopeNode]) -> Optional[cst.Call]:
        """The `functools.partial(...)` call `expression` is, or that the name it is was bound to in its scope."""
        if isinstance(expression, cst.Call) and self.imports.qualified_name(expression.func) in PARTIAL:
            return expression
        if isinstance(expression, cst.Name) and scope is not None:
            rebound = self._index.partial_bindings.get((scope, expression.value))
            if rebound is not None and not (isinstance(call_positional(rebound)[0], cst.Name) and
                                            call_positional(rebound)[0].value == expression.value):
                return rebound
        return None

    def _register_static_callable(self, alias: str, node: FunctionNode, spec: StaticSpec, offset: int,
                                  python_values: bool = False) -> None:
        self.static_callables[alias] = self._static_callable(node, spec, offset, python_values)

    def _static_callable(self, node: FunctionNode, spec: StaticSpec, offset: int, python_values: bool = False
                         ) -> StaticCallable:
        info = self.functions[node]
        visible = info.positional[offset:]
        positions = {p if p >= 0 else len(visible) + p for p in spec.positions}
        names = set(spec.names) | {visible[p] for p in positions if 0 <= p < len(visible)}
        positions |= {i for i, name in enumerate(visible) if name in spec.names}
        return StaticCallable(frozenset(positions), frozenset(names), info.name, python_values)

    def _own_jit_static_names(self, node: FunctionNode) -> frozenset[str]:
        """The parameters a def's own jit decorator keeps static (`@partial(jax.jit, static_argnames=("causal",))`,
        the decorator next to the def): whatever transform or caller reaches the def by its name goes through that
        jit, which hands the body the Python value it was given, or refuses a tracer at the call (ValueError:
        non-hashable static argument) before the body runs. So `jax.jit(smooth)` of such a def traces none of them."""
        if type(node) is not cst.FunctionDef or not node.decorators:
            return frozenset()
        use = resolve_wrapper(node.decorators[-1].decorator, self.imports)
        if use is None or not use.wrapper.compiles or use.wrapper.filtered or not use.spec.known or \
                not (use.spec.positions or use.spec.names):
            return frozenset()
        return self._static_callable(node, use.spec, 0).names & frozenset(self.functions[node].all_params)

    def _mark_root(self, node: FunctionNode, reason: str, spec: StaticSpec, offset: int, bound_kw: set[str],
                   filtered: bool, bound_self: bool, callers: tuple[str, ...] = (),
                   via: Optional[ScopeNode] = None, cautious: bool = False,
                   carried: Optional[tuple[int, str]] = None, compiled_filter: bool = False,
                   dicts: frozenset[str] | set[str] = frozenset(), lists: frozenset[str] | set[str] = frozenset(),
                   passed_keywords: frozenset[str] = frozenset(), passed_count: Optional[int] = None,
                   leaves_traced: bool = False, every_call_seen: bool = False, applied_vmap: bool = False) -> None:
        """`passed_count`: another file's wrapper passes that many positional arguments (a root seed's).
        `leaves_traced`: a lax body, whose traced parameters are pytrees of arrays (Wrapper.leaves_traced).
        `every_call_seen`: the compiled function is bound to local names only called where they are bound, so the
        callers are all the calls it gets. `applied_vmap`: a `jax.vmap(f)(xs)` applied where it is made and handed
        to no other transform; any other root use keeps `node` from evaluating eagerly."""
        info = self.functions.get(node)
        if info is None or id(node) in self.unreached:
            return  # (a def a module flag keeps from running is never made)
        if not applied_vmap and id(node) not in self.traced_otherwise:
            self.traced_otherwise.add(id(node))
            self._forget_eager_answers()
        if bound_self and info.is_method:
            offset = max(offset, 1)
        leading_bound = set(info.positional[:offset])
        visible = info.positional[offset:]
        static = set(leading_bound) | set(bound_kw) | (set(spec.names) & set(info.all_params))
        for position in spec.positions:
            index = position if position >= 0 else len(visible) + position
            if 0 <= index < len(visible):
                static.add(visible[index])
        static |= self._own_jit_static_names(node)
        unbatched = {visible[position] for position in spec.unbatched if 0 <= position < len(visible)}
        if spec.unbatched_from is not None:
            unbatched |= set(visible[spec.unbatched_from:])
        # `jax.vmap(f, in_axes=(None, 0))(n, xs)` applied where it is made: an unbatched argument reaches `f` as the
        # call passes it, a tracer of the trace around when that code is traced (calls.py hands it over, as to any
        # call there), the Python or concrete value it is otherwise. Elsewhere it is the Python value passed.
        passed_as_is = unbatched - static if applied_vmap else set()
        static |= unbatched - passed_as_is
        kept_defaults: set[str] = set()
        if spec.scalar_defaults_kept:
            # Unless a call of this module passes it (an array with a batch axis, then).
            passed = set(visible[:spec.passed]) if spec.passed is not None else set()
            kept_defaults = {name for name in visible + info.keyword_only
                             if name not in passed_keywords and name not in passed and
                             not self._is_passed(name, visible, callers) and
                             _python_value_default(info.node, name)}
        if every_call_seen:
            # `grad_fn = jax.jit(jax.grad(log_joint))` in a function, called `grad_fn(params, data)` only: no
            # call passes `ndims=3`, so every trace sees the default, a Python value.
            kept_defaults |= {name for name in visible + info.keyword_only if name in info.defaults and
                              name not in passed_keywords and not self._is_passed(name, visible, callers)}
        if spec.passed is not None or spec.defaults_kept:
            # lax bodies get exactly the primitive's arguments, positionally: the rest keep their defaults.
            first = len(visible) if spec.passed is None else spec.passed
            kept_defaults |= {name for name in visible[first:] + info.keyword_only if name in info.defaults}
            if spec.defaults_kept:
                kept_defaults |= {name for name in visible if name in info.defaults}
        if spec.keyword_only_defaults_kept:
            # `jax.jit(run)(consts, *args)`: its one call fills no keyword-only parameter it does not name.
            kept_defaults |= {name for name in info.keyword_only if name in info.defaults and
                              name not in passed_keywords}
        # A flag left at `False`/`None`/`True` is bound to that value below (another traced caller may pass it); any
        # other default is simply static.
        static |= {name for name in kept_defaults if _flag_default(info.node, name) is None}
        if filtered:
            static |= {name for name, annotation in info.annotations.items() if is_python_scalar(annotation)}
        if compiled_filter:
            # `def build(self, states, pad=0, add_slack=False)` under eqx.filter_jit: the default says callers pass
            # a Python number or flag, which filter_jit keeps static; only a call of this module handing it a jax
            # array made there is evidence of a tracer.
            static |= {name for name in info.defaults if name not in info.annotations and name not in static
                       and _python_value_default(info.node, name)
                       and not self._passed_array(name, visible, callers)}
        if isinstance(node, cst.FunctionDef) and info.is_method and offset == 0 and _is_classmethod(node):
            static.add(info.positional[0])
        static |= {name for name in _captured_defaults(info)
                   if name not in passed_keywords and not self._is_passed(name, visible, callers)}
        # An array namespace handed in (`xp.stack(...)`) is a Python module, no tracer; the one whose functions
        # take tracers is jax.numpy, so under tracing its calls are jnp's when the file spells it.
        namespaces = _namespaces(info.node) & set(info.all_params)
        static |= namespaces
        traced: dict[str, Value] = {}
        jax_numpy = next((alias for alias in sorted(self.array_modules)
                          if self.imports.aliases.get(alias) == "jax.numpy"), None)
        for name in namespaces if jax_numpy is not None else ():
            traced[name] = Value(module=jax_numpy)
        if spec.known:
            for name in info.all_params:
                if name in static or name in passed_as_is:
                    continue
                # A wrapper that fixes how many positional arguments it passes (a lax body, odeint's `func(y, t)`)
                # passes those parameters whatever their defaults.
                defaulted = name in info.defaults and name not in passed_keywords and \
                    not self._is_passed(name, visible, callers) and \
                    not (spec.passed is not None and name in visible[:spec.passed]) and \
                    not (passed_count is not None and name in visible[:passed_count])
                leaf_fields = None if filtered else self._record_fields(info.annotations.get(name))
                if leaf_fields is None and not filtered and not defaulted and name not in info.annotations:
                    # `def predict(params, media, config=AdstockConfig())` with a caller passing `config`: the
                    # default says which record a caller passes.
                    leaf_fields = self._record_fields(_constructor_default(info.node, name))
                if leaf_fields is None and not filtered and name not in info.annotations and \
                        name not in info.defaults:
                    leaf_fields = self._threaded_record(info.node, name)
                if leaf_fields is None and not filtered and name not in info.annotations and \
                        name not in info.defaults and callers == (info.name,):
                    # (A def its own name's calls reach through its transform decorator.)
                    leaf_fields = self._passed_record_fields(info.node, name)
                # Traced from another module or by the project's users, or annotated with a class of the package that
                # the tree does not ship: a parameter annotated with a class whose fields we cannot see (`sys:
                # System`) keeps its non-array fields static, as under filter_jit.
                unseen_class = leaf_fields is None and name in info.annotations and \
                    self._maybe_not_array(info, name) and name not in info.none_defaults and \
                    (cautious or self._unshipped_annotation(info.annotations[name]))
                # Under eqx.filter_jit an argument's non-array leaves stay Python values: an unannotated parameter
                # every caller must pass is as often a Python flag or axis as an array. (A defaulted one keeps its
                # own report: it fails only when a caller passes an array, and the message says so.) And
                # `output_scale=None` may stay None, unless the module's own calls pass it a jax array.
                # So is one whose default is a Python number, string or tuple of them (`axis=0`): the default
                # says what callers pass, and a Python value passed there stays one, unless the module's own calls
                # pass it a jax array.
                opaque = (self._maybe_not_array(info, name) and not (
                    name in info.none_defaults and name not in info.annotations and
                    (name in passed_keywords or self._passed_array(name, visible, callers)))) or (
                    compiled_filter and name not in info.annotations and name not in info.defaults) or (
                    compiled_filter and name not in info.annotations and _python_literal_default(info.node, name)
                    and not self._passed_array(name, visible, callers))
                traced[name] = Value(traced=True, source=name, defaulted=defaulted, filtered=filtered or unseen_class,
                                     opaque=opaque, leaf_fields=leaf_fields,
                                     flattened=not filtered and self._flattened_container(info, name),
                                     array_leaves=leaves_traced)
            for name in kept_defaults - static:
                # `def step(carry, verbose=False)` as a while_loop body: `if verbose:` skips its body.
                flag = _flag_default(info.node, name)
                if flag is not None:
                    traced[name] = flag
            star_keywords = info.node.params.star_kwarg if isinstance(info.node, cst.FunctionDef) else None
            by_keyword = set(spec.names) - set(info.positional) - set(info.keyword_only)
            if type(star_keywords) is cst.Param and star_keywords.name.value in traced and by_keyword:
                # `@partial(jax.jit, static_argnames=["mem_limit"]) def run(m, **hierarchy)`: a keyword argument
                # collected by `**hierarchy` is static by its name, so `hierarchy["mem_limit"]` is the Python value.
                collected = star_keywords.name.value
                traced[collected] = replace(traced[collected], concrete_fields=frozenset(by_keyword))
            for name in set(dicts) & set(traced):
                # Every call passes a dict (`update(batch, metric_values)`): writing its entries is Python's.
                traced[name] = replace(traced[name], mapping=True)
            for name in set(lists) & set(traced):
                # Every call passes a list the class keeps on `self`: jit hands it over as a Python list of tracers.
                traced[name] = replace(traced[name], sequence=True)
            for name in self._container_arguments(node, info, offset) & set(traced):
                # Every call passes a dict, list or tuple (or None): the transform rebuilds it as given, so its
                # truth and keys are Python's, its entries the leaves.
                if traced[name].traced:
                    traced[name] = replace(traced[name], container=True)
            if carried is not None and carried[0] < len(visible) and visible[carried[0]] in traced:
                # A lax loop's carry started as a Python list or dict is one in the body: item writes rebind items,
                # and its truth is the container's.
                name = visible[carried[0]]
                traced[name] = replace(traced[name], sequence=True) if carried[1] == "sequence" else \
                    replace(traced[name], mapping=True, container=True)
        self._add_traced(node, reason, traced, static, root=True, via=via)

    def _passed_records(self, node: FunctionNode, records: tuple[tuple[str, frozenset[str]], ...]) -> None:
        """Another file passes a record instance for these traced parameters (analysis/record_arguments.py): its
        fields are leaves, arrays even when they hold ints or bools, but for the static ones."""
        traced = self.traced.get(node)
        for name, static_fields in records if traced is not None else ():
            value = traced.params.get(name)
            if value is not None and value.traced and value.leaf_fields is None and not value.filtered:
                traced.params[name] = replace(value, leaf_fields=static_fields, opaque=False)

    def _forward_records(self, class_node: cst.ClassDef, method: str,
                         records: tuple[tuple[str, frozenset[str]], ...]) -> None:
        """Another file calls `method` of an instance of `class_node` with record instances (slots: a keyword, or a
        position after `self`): where the method hands such a parameter, as it is, to a method the class compiles
        (`self._generate(table, key, config)` with `self._generate = jax.jit(self._generate_tokens)`), that compiled
        method's parameter holds the record, its fields leaves but for the static ones. So does the compiled method
        itself when `method` is the attribute a constructor binds to it (`self.collect = jax.jit(self._collect)`)."""
        compiled_itself = self._index.self_jit_aliases.get((class_node, method))
        if compiled_itself is not None and compiled_itself[1].functions:
            for target, offset, _, _ in self._resolve_targets(compiled_itself[1].functions[0], compiled_itself[2]):
                parameters = self.functions[target].positional[offset:]
                self._passed_records(target, tuple(
                    (parameters[int(slot)] if slot.isdigit() else slot, fields) for slot, fields in records
                    if not slot.isdigit() or int(slot) < len(parameters)))
        for definition in self._method(class_node, method):
            info = self.functions[definition]
            held: dict[str, frozenset[str]] = {}
            for slot, fields in records:
                position = int(slot) + 1 if slot.isdigit() else None
                name = info.positional[position] if position is not None and position < len(info.positional) \
                    else slot if position is None else None
                if name is not None and name in info.all_params:
                    held[name] = fields
            for call in subtree(definition.body):
                if type(call) is not cst.Call or type(call.func) is not cst.Attribute or \
                        type(call.func.value) is not cst.Name or call.func.value.value != "self" or \
                        any(arg.star for arg in call.args):
                    continue
                compiled = self._index.self_jit_aliases.get((class_node, call.func.attr.value))
                if compiled is None or not compiled[1].functions:
                    continue
                for target, offset, _, _ in self._resolve_targets(compiled[1].functions[0], compiled[2]):
                    parameters = self.functions[target].positional[offset:]
                    passed = [(parameters[index] if index < len(parameters) else None, argument)
                              for index, argument in enumerate(call_positional(call))]
                    passed += list(call_keywords(call).items())
                    forwarded = tuple((parameter, held[argument.value]) for parameter, argument in passed
                                      if parameter is not None and type(argument) is cst.Name and
                                      argument.value in held)
                    if forwarded:
                        self._passed_records(target, forwarded)

    def _record_fields(self, annotation: Optional[cst.BaseExpression]) -> Optional[frozenset[str]]:
        """A parameter annotated with a NamedTuple or a registered dataclass (of this module or imported): the
        static fields of that class; its other fields are traced leaves. None for anything else."""
        if not isinstance(annotation, (cst.Name, cst.Attribute)):
            return None
        if isinstance(annotation, cst.Name):
            local = self._index.classes.get(annotation.value)
            if local is not None:
                from .objects import record_static_fields

                return record_static_fields(local, self.imports, self._index.static_field_factories)
        dotted = dotted_name(annotation)
        if dotted is None or self._imported_record is None:
            return None
        target = self.imports.project_target(dotted, MODELLED_LIBRARIES)
        return self._imported_record(*target) if target is not None else None

    def _passed_record_fields(self, node: FunctionNode, name: str) -> Optional[frozenset[str]]:
        """`simulate(z0, dt, NewtonParams(max_iter=8))` of a jitted module-level function, every call in the file
        passing a record of one pytree class (a NamedTuple, a registered dataclass) of this file or another for
        `name`: the static fields of that class; its other fields are traced leaves. None otherwise."""
        if type(node) is not cst.FunctionDef:
            return None
        imported = self._passed_here(node, name)
        if imported is not None:
            return self._imported_record(*imported) if self._imported_record is not None else None
        local = self.passed_local_class(node, name)
        if local is None:
            return None
        from .objects import record_static_fields

        return record_static_fields(local, self.imports, self._index.static_field_factories)

    def _threaded_record(self, node: FunctionNode, name: str) -> Optional[frozenset[str]]:
        """A state threaded through the function: every return builds one pytree record class (a NamedTuple, a
        registered dataclass) from fields of parameter `name` (`return ModelState(temp, state.sim_time + dt)`),
        so the parameter is that record (the function's result is what its callers pass back): its static
        fields; None otherwise."""
        if type(node) is not cst.FunctionDef:
            return None
        memo = self.__dict__.setdefault("_threaded_memo", {})
        if node not in memo:
            memo[node] = _returned_records(node)
        for record, reads in memo[node]:
            read = reads.get(name)
            if not read:
                continue
            # What the returns read of the parameter are fields of that record (`state.sim_time` of `ModelState`):
            # a configuration object read into a result (`Output(config.scale * x)`) is another class.
            layout = self._record_layouts(record)
            if layout is not None and read <= set(layout[0]):
                return layout[1]
        return None

    def _unshipped_annotation(self, annotation: Optional[cst.BaseExpression]) -> bool:
        """Does `annotation` name a class imported from a module of this package that is not in the tree? Its
        fields are nobody's evidence of a tracer: `model.x_dim` is as likely the int its constructor was given."""
        if self._unshipped_class is None or not isinstance(annotation, (cst.Name, cst.Attribute)):
            return False
        dotted = dotted_name(annotation)
        target = self.imports.project_target(dotted, MODELLED_LIBRARIES) if dotted is not None else None
        return target is not None and self._unshipped_class(*target)

    @staticmethod
    def _flattened_container(info: FunctionInfo, name: str) -> bool:
        """A parameter annotated as a container (`params: dict`), never None: jit flattens what a caller passes, so
        its entries are leaves."""
        annotation = info.annotations.get(name)
        return annotation is not None and name not in info.none_defaults and is_container_annotation(annotation) \
            and not annotation_words(annotation) & {"Optional", "None", "Any"}

    @staticmethod
    def _maybe_not_array(info: FunctionInfo, name: str) -> bool:
        """A parameter that is declared Optional, defaults to None or is annotated with a non-array class."""
        if name in info.none_defaults or name in info.variadic:
            return True
        annotation = info.annotations.get(name)
        if annotation is None:
            return False
        words = annotation_words(annotation)
        if words & {"Optional", "None", "Callable", "Any", "dict", "Dict", "Mapping", "list", "List", "tuple",
                    "Tuple", "Sequence", "PyTree", "str"}:
            return True
        return not words & ARRAY_ANNOTATIONS

    def _passed_array(self, name: str, visible: list[str], callers: tuple[str, ...]) -> bool:
        """Does a call in this module pass parameter `name` a jax array made in the call (`jnp.asarray(s)`)?"""
        for caller in callers:
            passed = self._caller_shapes[caller][2] if caller in self._caller_shapes else \
                self._index.array_arguments_by_name.get(caller, frozenset())
            if name in passed or (name in visible and visible.index(name) in passed):
                return True
        return False

    def _only_called_locally(self, alias: str) -> bool:
        """Is `alias` (a compiled function's name) a local of a function, only called there (never passed on,
        returned or stored)? Or a private name of the module (`_F = jax.jit(F)`, which no other module imports)
        that the module binds once and only calls?"""
        bound = self._index.jit_aliases.get(alias) or self._index.wrapper_aliases.get(alias)
        if bound is not None and isinstance(bound[2], cst.Module):
            return self._private_call_arity(alias) is not None
        if bound is None or not isinstance(bound[2], cst.FunctionDef):
            return False
        names, calls, assigned = self._name_uses(bound[2])
        called = calls.get(alias, 0)
        # Bound once, or once per branch (`init = jax.pmap(f)` on several devices, `init = jax.jit(f)` on one):
        # each binding only names the local, so the calls are all the compiled function gets.
        return called > 0 and assigned.get(alias, 0) >= 1 and names.get(alias, 0) == called + assigned[alias]

    def _every_call_in_file(self, node: cst.FunctionDef, info: FunctionInfo) -> bool:
        """Are the calls of the decorated def `node` that this file makes all the calls it gets, and do they all say
        what they pass (`_applied_call_shape`)? So for a def no other module can name: one nested in a function, a
        module-private one, or one a script's loop makes anew on each pass (`for step in range(n): @jit def
        maml_loss(..., inner_steps=k)`, which another module importing the script would get only after the script's
        own training ran). A public def of the module stays open to callers the project does not show. What the
        calls pass (also through `partial` and a transform applied on the spot) becomes `_is_passed`'s shape for
        the def's name: a parameter none of them passes keeps its default, a Python value."""
        name = node.name.value
        module_private = name.startswith("_") and not name.endswith("__")
        if isinstance(info.scope, cst.ClassDef) or not (
                isinstance(info.scope, cst.FunctionDef) or info.in_loop or module_private):
            return False
        shape = _applied_call_shape(self.text_tree(), name, self.imports.aliases)
        if shape is None:
            return False
        most, keywords = self._index.calls_by_name.get(name, (0, frozenset()))
        self._caller_shapes[name] = (max(most, shape[0]), keywords | shape[1],
                                     self._index.array_arguments_by_name.get(name, frozenset()))
        return True

    @property
    def _caller_shapes(self) -> dict[str, tuple[int, frozenset[str], frozenset]]:
        return self.__dict__.setdefault("_caller_shape_table", {})

    def _binding_callers(self, alias: str, call: cst.Call) -> str:
        """How `_is_passed` names the calls of the local `alias` bound to `call`: the name itself (every call of it in
        the module counts), or, when the function binds it more than once, a key of `_caller_shapes` holding what
        the calls this binding reaches pass (`_reaching_call_shape`)."""
        bound = self._index.jit_aliases.get(alias) or self._index.wrapper_aliases.get(alias)
        if bound is None or not isinstance(bound[2], cst.FunctionDef):
            return alias
        tables = self.__dict__.setdefault("_function_names", {})
        names = tables.get(bound[2])
        if names is None:
            names = tables[bound[2]] = _FunctionNames(bound[2])
        if names.bindings.get(alias, 0) < 2:
            return alias
        shape = _reaching_call_shape(bound[2], alias, call, self.imports, names)
        if shape is None:
            return alias
        key = f"{alias} (bound at {id(call)})"
        self._caller_shapes[key] = shape
        return key

    def _stored_jit_spec(self, call: cst.Call, use: WrapperUse) -> StaticSpec:
        """The spec of a wrapper call, with `self.sample = jax.jit(self._sample)` (the attribute bound once) called
        `trainer.sample(params, key)` only, in this file and every file that may call it: no trace is handed
        `num=64`, it keeps its default (jit traces only the arguments a call passes)."""
        spec = use.spec
        if spec.passed is not None or use.applied is not None or not use.wrapper.compiles:
            return spec
        attribute = self._jit_attributes_bound_once.get(id(call))
        arity = self._attribute_call_arity(attribute) if attribute is not None else None
        return spec if arity is None else replace(spec, passed=arity, scalar_defaults_kept=True)

    @property
    def _jit_attributes_bound_once(self) -> dict[int, str]:
        """id of the wrapper call -> the attribute `self.sample = jax.jit(self._sample)` binds it to, when the file
        binds that attribute to a wrapper only there (read once per file)."""
        if "_jit_attribute_table" not in self.__dict__:
            self.__dict__["_jit_attribute_table"] = {
                id(call): attribute for (_, attribute), (call, _, _) in self._index.self_jit_aliases.items()
                if len(self._index.self_wrapper_bindings.get(attribute, ())) == 1}
        return self.__dict__["_jit_attribute_table"]

    def _attribute_call_arity(self, attribute: str) -> Optional[int]:
        """The most positional arguments a call `<object>.attribute(...)` passes across the project, when every
        mention of the attribute is such a call (once_callers.attribute_call_arity); None otherwise."""
        if not os.path.isfile(self._path):
            return None
        from .once_callers import attribute_call_arity

        if self._package_cache is None:
            self._package_cache = {}
        return attribute_call_arity(self._path, attribute, self._package_cache)

    def _private_call_arity(self, alias: str) -> Optional[int]:
        """The most positional arguments a call of the module-private name `alias` passes, when the whole file
        (its `ast`: a call far from the traced code counts) binds it once at module level and only ever calls it,
        with positional arguments; None otherwise."""
        arities = self.__dict__.setdefault("_private_call_arities", {})
        if alias not in arities:
            arities[alias] = _private_call_arity(self.text_tree(), alias) if alias.startswith("_") and \
                not alias.startswith("__") else None
        return arities[alias]

    def _name_uses(self, function: cst.FunctionDef) -> tuple[dict[str, int], dict[str, int], dict[str, int]]:
        """How often each name is written in `function`'s body, how often it is called there (`name(...)`), and
        how often it is the whole target of an assignment (`name = ...`): one walk of the body however many of its
        compiled locals are asked about (a long training function binds several)."""
        uses_by_function = self.__dict__.setdefault("_name_uses_by_function", {})
        found = uses_by_function.get(function)
        if found is None:
            names: dict[str, int] = {}
            calls: dict[str, int] = {}
            assigned: dict[str, int] = {}
            pending: list[cst.CSTNode] = [function.body]
            while pending:
                current = pending.pop()
                kind = type(current)
                if kind is cst.Name:
                    names[current.value] = names.get(current.value, 0) + 1
                elif kind is cst.Call and type(current.func) is cst.Name:
                    calls[current.func.value] = calls.get(current.func.value, 0) + 1
                elif kind is cst.Assign and len(current.targets) == 1 and type(current.targets[0].target) is cst.Name:
                    target = current.targets[0].target.value
                    assigned[target] = assigned.get(target, 0) + 1
                pending.extend(children(current))
            found = uses_by_function[function] = (names, calls, assigned)
        return found

    def _is_passed(self, name: str, visible: list[str], callers: tuple[str, ...]) -> bool:
        """Does any call in this module pass parameter `name` to the traced function under one of its names?"""
        for caller in callers:
            most_positional, keywords = self._caller_shapes[caller][:2] if caller in self._caller_shapes else \
                self._index.calls_by_name.get(caller, (0, frozenset()))
            if name in keywords or (name in visible and visible.index(name) < most_positional):
                return True
        return False

    def _add_seed(self, seed: Seed, extra_jit: frozenset[str]) -> None:
        if seed.repeated:
            self.repeated_elsewhere.add(f"{seed.name}.{seed.method}" if seed.method else seed.name)
            self.repeated_reasons.setdefault(f"{seed.name}.{seed.method}" if seed.method else seed.name, seed.reason)
            class_node = self._index.classes_by_scope.get(self.module, {}).get(seed.name) if seed.method else None
            for method in self._method(class_node, seed.method):
                self._jit_sites_in(method)
                self._discover_within(method, extra_jit, batch_maps_only=True)
            for function in self._index.defs_by_scope[self.module].get(seed.name, []) if not seed.method else ():
                self._discover_within(function, extra_jit, batch_maps_only=True)
            return
        spec = StaticSpec(positions=set(seed.static[0]), names=set(seed.static[1]))
        if seed.method:
            class_node = self._index.classes_by_scope.get(self.module, {}).get(seed.name)
            if seed.records and not seed.root and not seed.constructed:
                if class_node is not None:
                    # The instance was made in the other file: what its class compiles of itself are roots.
                    self._discover_in_class(class_node)
                    self._forward_records(class_node, seed.method, seed.records)
                return
            if class_node is not None and (seed.arguments or seed.imported_arguments or seed.element_arguments):
                self.note_constructor_arguments(class_node, seed.arguments, seed.imported_arguments,
                                                seed.nested_arguments, seed.element_arguments)
            if seed.constructed:
                if class_node is not None:
                    self._discover_in_class(class_node)
                return
            if seed.method == "__init__" and class_node is not None and not seed.root:
                self.store_generated_fields(class_node, list(seed.positional), dict(seed.keywords), seed.starred)
            targets = self.constructor_of(class_node) if seed.method == "__init__" else \
                self._method(class_node, seed.method)
            for target in targets:
                info = self.functions[target]
                if seed.root:
                    self._mark_root(target, seed.reason, spec, 0, set(), False, bound_self=True, cautious=True,
                                    passed_count=len(seed.positional) or None)
                    if seed.method == "__init__" and target in self.traced:
                        self.traced[target].builds_self = True
                    continue
                params = call_params(info, 1 if info.is_method else 0, list(seed.positional), dict(seed.keywords),
                                     seed.starred, seed.first_star, modules=self.array_modules, trailing=seed.trailing)
                self._add_traced(target, seed.reason, params, set(), root=False)
                self._note_seeded(self.traced[target], seed)
                self._note_self(self.traced[target], seed.fresh or seed.method in CONSTRUCTORS)
            return
        if seed.product:
            for factory in self._index.defs_by_scope[self.module].get(seed.name, []):
                # What `jax.jit(factory(config))` traces is the one closure every return hands back.
                products = returned_closure(self, factory) if seed.root and seed.product_index is None else \
                    returned_local_defs(self, factory, seed.product_index)
                if seed.product_field is not None:
                    products = record_field_closures(self, factory, seed.product_field)
                    self.field_closures.update(dict.fromkeys(products, seed.product_field))
                for target in products:
                    if seed.root:  # `jax.jit(update)` with `init, update = factory(lr)` in another module
                        self._mark_root(target, seed.reason, spec, 0, set(), False, bound_self=False, cautious=True)
                        continue
                    params = call_params(self.functions[target], 0, list(seed.positional), dict(seed.keywords),
                                         seed.starred, seed.first_star, modules=self.array_modules, trailing=seed.trailing)
                    self._add_traced(target, seed.reason, params, set(), root=False)
                    self._note_seeded(self.traced[target], seed)
            return
        for target in self._index.defs_by_scope[self.module].get(seed.name, []) \
                if seed.parameter_classes or seed.imported_arguments else ():
            for parameter, level, dotted in seed.parameter_classes:
                self.note_parameter_class((target, parameter), (level, dotted))
            for parameter, given in seed.parameter_arguments:
                made = next(((level, dotted) for passed, level, dotted in seed.parameter_classes
                             if passed == parameter), None)
                if made is not None:
                    self.parameter_construction_arguments.setdefault((target, parameter), {}).setdefault(made, given)
            positional = self.functions[target].positional
            for slot, level, dotted in seed.imported_arguments:
                # Traced code of another file passes an object of a class of a third file (`linear_solve(jac, b,
                # self.solver)`): methods called on that parameter are that class's.
                parameter = positional[int(slot)] if slot.isdigit() and int(slot) < len(positional) else \
                    slot if not slot.isdigit() else None
                if parameter is not None:
                    self.note_parameter_class((target, parameter), (level, dotted), slot in seed.fresh_arguments)
            if seed.constructed:
                self._discover_within(target, extra_jit)
                self._discover_forwarded(target, extra_jit)
        if seed.constructed:
            return
        for target in self._index.defs_by_scope[self.module].get(seed.name, []):
            use = next((u for u in (resolve_wrapper(d.decorator, self.imports, extra_jit) for d in target.decorators)
                        if u is not None), None)
            if use is not None:
                # A compiled or filtered function decides itself what is traced, whatever its caller passes (the
                # first wrapping decorator, as in `_discover`): `eqx.filter_jit` keeps non-array arguments static,
                # `static_argnames` stay Python values.
                self._mark_root(target, use.wrapper.label, use.spec, 0, set(), use.wrapper.filtered,
                                bound_self=False, callers=(target.name.value,),
                                compiled_filter=_keeps_python_values(use.wrapper))
                self._passed_records(target, seed.records)
                continue
            if seed.root:
                root_spec = spec
                if not seed.keywords and not seed.starred and \
                        set(range(len(seed.positional), _MAX_PARAMETERS)) <= set(spec.positions):
                    # Every position past the arguments is static: the caller's calls are all the transform gets
                    # (`jax.vmap(f)(x)`, `_F = jax.jit(F)` called `_F(x)` only), so the parameters it passes nothing,
                    # keyword-only ones too, keep their defaults.
                    root_spec = replace(spec, passed=len(seed.positional), scalar_defaults_kept=True)
                self._mark_root(target, seed.reason, root_spec, 0, set(), False, bound_self=False, cautious=True,
                                passed_count=len(seed.positional) or None)
                self._passed_records(target, seed.records)
                continue
            params = call_params(self.functions[target], 0, list(seed.positional), dict(seed.keywords),
                                 seed.starred, seed.first_star, modules=self.array_modules, trailing=seed.trailing)
            self._add_traced(target, seed.reason, params, set(), root=False)
            self._note_seeded(self.traced[target], seed)

    def _note_seeded(self, traced: TracedFunction, seed: Seed) -> None:
        """Another file's traced code calls `traced`: it evaluates eagerly only while every such caller does."""
        self._forget_eager_answers()
        traced.seeded_eagerly = seed.eager if traced.seeded_eagerly is None else traced.seeded_eagerly and seed.eager


def _namespaces(function: FunctionNode) -> frozenset[str]:
    """Names `function` calls array-namespace functions through (`xp.stack(...)`, `xp.log(...)`, no JAX array's
    methods): a backend handed in (`xp=jnp`), which `xp.sum(a)` reads as a function of, never an array's method."""
    found: set[str] = set()
    holds([function.body] if isinstance(function, cst.FunctionDef) else [], lambda node: type(node) is cst.Call and
          type(node.func) is cst.Attribute and type(node.func.value) is cst.Name and
          node.func.attr.value in NAMESPACE_ONLY_FUNCTIONS and found.add(node.func.value.value) is not None)
    return frozenset(found)


def _returned_records(node: cst.FunctionDef) -> list[tuple[cst.BaseExpression, dict[str, set[str]]]]:
    """The class every return of `node` calls (one spelling), with the attributes of each name that every such
    call reads in its arguments (only names read by all of them); also, when every return is a tuple display of
    one length, the class each position's items call (`return TrainState(params, state.step + 1), loss`: a step
    threading its state beside what it reports). Empty when no return or position is such a call."""
    values = return_values(node)
    if not values:
        return []
    whole = _called_at(values, lambda value: value)
    if whole is not None:
        return [whole]
    lengths = {len(value.elements) if type(value) is cst.Tuple else -1 for value in values}
    if len(lengths) != 1 or -1 in lengths:
        return []
    found = []
    for position in range(lengths.pop()):
        called = _called_at(values, lambda value: value.elements[position].value)  # type: ignore[attr-defined]
        if called is not None:
            found.append(called)
    return found


def _called_at(values: list[cst.BaseExpression], part: Callable[[cst.BaseExpression], cst.BaseExpression]
               ) -> Optional[tuple[cst.BaseExpression, dict[str, set[str]]]]:
    """`_returned_records` of the part `part` picks of every return value: the one spelling they all call, with
    what every such call reads of each name; None when a part is anything else."""
    spelled: Optional[str] = None
    common: Optional[dict[str, set[str]]] = None
    for value in map(part, values):
        if type(value) is not cst.Call or not isinstance(value.func, (cst.Name, cst.Attribute)) or (
                spelled is not None and dotted_name(value.func) != spelled):
            return None
        spelled = dotted_name(value.func)
        read: dict[str, set[str]] = {}
        holds([arg.value for arg in value.args], lambda n: type(n) is cst.Attribute and type(
            n.value) is cst.Name and read.setdefault(n.value.value, set()).add(n.attr.value) is not None)
        common = read if common is None else {
            name: attrs | read[name] for name, attrs in common.items() if name in read}
    return (part(values[0]).func, common or {}) if spelled is not None else None  # type: ignore[attr-defined]


def _default(function: FunctionNode, name: str) -> Optional[cst.BaseExpression]:
    """The default of parameter `name` (not `*args`/`**kwargs`), None when it has none."""
    if not isinstance(function, (cst.FunctionDef, cst.Lambda)):
        return None
    parameters = function.params
    return next((param.default for param in (*parameters.posonly_params, *parameters.params,
                                             *parameters.kwonly_params)
                 if param.name.value == name and param.default is not None), None)


def _flag_default(function: FunctionNode, name: str) -> Optional[Value]:
    """FALSY or TRUTHY for a parameter whose default is `False`/`None` or `True`, None for any other."""
    default = _default(function, name)
    return {"False": FALSY, "None": NONE, "True": TRUTHY}.get(default.value) if type(default) is cst.Name else None


def _python_value_default(function: FunctionNode, name: str) -> bool:
    """A parameter whose default is a Python number, string or flag: what a caller leaving it out passes."""
    return _python_literal_default(function, name) or _python_flag_default(function, name)


def _python_flag_default(function: FunctionNode, name: str) -> bool:
    """A parameter whose default is `True` or `False` (not `None`, which often stands for an array left out)."""
    default = _default(function, name)
    return type(default) is cst.Name and default.value in ("True", "False")


def _python_literal_default(function: FunctionNode, name: str) -> bool:
    """A parameter whose default is a Python number, string, or a tuple of them (`axis=0`, `axes=(0, 1)`,
    `mode="same"`)."""
    default = _default(function, name)
    if type(default) is cst.UnaryOperation and type(default.operator) is cst.Minus:
        default = default.expression
    if type(default) is cst.Tuple:
        return bool(default.elements) and all(
            type(element.value) in (cst.Integer, cst.Float, cst.SimpleString) or (
                type(element.value) is cst.UnaryOperation and type(element.value.expression) is cst.Integer)
            for element in default.elements)
    return type(default) in (cst.Integer, cst.Float, cst.SimpleString) or _python_number_call(default)


# Module constants that are Python floats (`math.inf`, `np.pi`, `jnp.inf`), by the name after the module.
_PYTHON_FLOAT_CONSTANTS = frozenset({"inf", "nan", "pi", "e", "tau"})


def _python_number_call(default: Optional[cst.BaseExpression]) -> bool:
    """`float("inf")`, `int(1e6)`, `math.inf`, `np.pi`: a Python number spelled as a call or a module constant."""
    if type(default) is cst.Call and type(default.func) is cst.Name and default.func.value in ("float", "int") \
            and len(default.args) == 1 and type(default.args[0].value) in (cst.SimpleString, cst.Integer, cst.Float):
        return True
    return type(default) is cst.Attribute and type(default.value) is cst.Name and \
        default.value.value in ("math", "np", "numpy", "jnp") and default.attr.value in _PYTHON_FLOAT_CONSTANTS


def _captured_defaults(info: FunctionInfo) -> set[str]:
    """Parameters of a function made inside another function whose default is a name of the code around it
    (`jax.jit(lambda G, _n=n: solve(G, n=_n))`, `def body(x, _k=k)`): the idiom that binds the current value of a
    loop or local variable. Nobody passes them; they keep the value the default bound, never a tracer of the jit."""
    if not isinstance(info.scope, (cst.FunctionDef, cst.Lambda)):
        return set()
    parameters = info.node.params
    return {param.name.value for param in (*parameters.posonly_params, *parameters.params, *parameters.kwonly_params)
            if type(param.default) is cst.Name and param.default.value not in ("None", "True", "False")}


def _constructor_default(function: FunctionNode, name: str) -> Optional[cst.BaseExpression]:
    """The class a parameter's default constructs (`config=AdstockConfig()`), or None."""
    if not isinstance(function, (cst.FunctionDef, cst.Lambda)):
        return None
    for param in (*function.params.posonly_params, *function.params.params, *function.params.kwonly_params):
        if param.name.value == name and type(param.default) is cst.Call:
            return param.default.func
    return None


# Transforms that return, as the element at this position of a tuple, a function made for the call's arguments.
_RETURNED_FUNCTIONS = {"jax.vjp": 1, "jax.linearize": 1}


# Target kinds of an expression that makes a new function object each time it runs.
_NEW_FUNCTION_KINDS = frozenset({"lambda", "partial", "transform", "factory_product", "method"})


class _LocalFunctionBindings(cst.CSTVisitor):
    """The values a function's own body assigns to `name` outside loops by `name = value` (`values`), and whether
    anything else binds it there (`other`: a loop's or a tuple's target, an assignment in a loop, an augmented
    assignment, `with ... as`, a walrus, an import, a nested def or class, a global or nonlocal declaration)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.values: list[cst.BaseExpression] = []
        self.other = False
        self._loops = 0

    def _binds(self, target: cst.CSTNode) -> bool:
        return self.name in target_names(target)

    def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
        self.other = self.other or node.name.value == self.name
        return False

    def visit_ClassDef(self, node: cst.ClassDef) -> bool:
        self.other = self.other or node.name.value == self.name
        return False

    def visit_Lambda(self, node: cst.Lambda) -> bool:
        return False

    def visit_For(self, node: cst.For) -> None:
        self.other = self.other or self._binds(node.target)
        self._loops += 1

    def leave_For(self, original_node: cst.For) -> None:
        self._loops -= 1

    def visit_While(self, node: cst.While) -> None:
        self._loops += 1

    def leave_While(self, original_node: cst.While) -> None:
        self._loops -= 1

    def visit_Assign(self, node: cst.Assign) -> None:
        for target in node.targets:
            if type(target.target) is cst.Name and target.target.value == self.name and len(node.targets) == 1 \
                    and not self._loops:
                self.values.append(node.value)
            elif self._binds(target.target):
                self.other = True

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        self.other = self.other or self._binds(node.target)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        self.other = self.other or self._binds(node.target)

    def visit_WithItem(self, node: cst.WithItem) -> None:
        self.other = self.other or node.asname is not None and self._binds(node.asname.name)

    def visit_NamedExpr(self, node: cst.NamedExpr) -> None:
        self.other = self.other or self._binds(node.target)

    def visit_ExceptHandler(self, node: cst.ExceptHandler) -> None:
        self.other = self.other or node.name is not None and self._binds(node.name.name)

    def visit_ImportAlias(self, node: cst.ImportAlias) -> None:
        self.other = self.other or node.evaluated_alias == self.name or (
            node.evaluated_alias is None and node.evaluated_name.split(".")[0] == self.name)

    def visit_Global(self, node: cst.Global) -> None:
        self.other = self.other or any(item.name.value == self.name for item in node.names)

    def visit_Nonlocal(self, node: cst.Nonlocal) -> None:
        self.other = self.other or any(item.name.value == self.name for item in node.names)


class _FreshFunctionBindings(cst.CSTVisitor):
    """Does a loop body bind `name` to a function made there (not in a nested def)?"""

    def __init__(self, facts: "RootDiscovery", name: str, item_read: Optional[cst.CSTNode] = None,
                 an_item: bool = False) -> None:
        self.facts = facts
        self.name = name
        # A read of `name` (the jit's argument): an assignment binding what it makes from it to `name` again is
        # skipped while `name` is the item of a loop around (`an_item`, one entry per enclosing `for` here).
        self.item_read = item_read
        self.items = [an_item]
        self.found = False

    def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
        return False

    def visit_For(self, node: cst.For) -> None:
        self.items.append(self.name in loop_targets(node))

    def leave_For(self, original_node: cst.For) -> None:
        self.items.pop()

    def visit_Assign(self, node: cst.Assign) -> None:
        value = node.value
        if any(self.items) and self.item_read is not None and holds([value], lambda inner: inner is self.item_read):
            return
        for target in node.targets:
            bound = target.target
            if type(bound) is cst.Name and bound.value == self.name:
                self.found = self.found or self._makes_function(value)
            elif type(bound) in (cst.Tuple, cst.List) and type(value) is cst.Call:
                position = _RETURNED_FUNCTIONS.get(self.facts.imports.qualified_name(value.func) or "")
                elements = bound.elements  # type: ignore[attr-defined]
                if position is not None and position < len(elements) and type(
                        elements[position].value) is cst.Name and elements[position].value.value == self.name:
                    self.found = True

    def _makes_function(self, value: cst.BaseExpression) -> bool:
        if type(value) is cst.Lambda:
            return True
        if type(value) is not cst.Call:
            return False
        qualified = self.facts.imports.qualified_name(value.func) or ""
        return qualified in PARTIAL or resolve_wrapper(value, self.facts.imports) is not None


def _bound_before(name: str, call: cst.Call, scope: Optional[cst.CSTNode]) -> Optional[cst.BaseExpression]:
    """The value a statement of `scope`'s own body last assigns to `name` before the statement holding `call`
    (`current = {k: q[k] for k in keys}` ... `current = lax.fori_loop(0, n, body, current)`); None when there is
    none."""
    body = scope.body if type(scope) is cst.Module else getattr(getattr(scope, "body", None), "body", None)
    found: Optional[cst.BaseExpression] = None
    for statement in body or ():
        if holds([statement], lambda node: node is call):
            return found
        if type(statement) is cst.SimpleStatementLine:
            for small in statement.body:
                if type(small) is cst.Assign and len(small.targets) == 1 and \
                        type(small.targets[0].target) is cst.Name and small.targets[0].target.value == name:
                    found = small.value
    return None
