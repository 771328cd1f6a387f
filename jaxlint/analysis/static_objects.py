"""Python objects built in traced code from static values only: a function (a lambda, a JAX transform of a
method) or an object a non-JAX library makes from static configuration. Storing one on a static `self` while
tracing leaks no tracer, and doing it again on the next trace stores an equivalent object: nothing is lost when
cached calls skip it (jaxagents' `self._actor_minibatch_fn = lambda x, y: ...` before its scan, its replay buffer
made from `self.config`)."""

from __future__ import annotations

from typing import Optional

import libcst as cst

from .bindings import all_params, import_only_locals
from .walk import children, holds, walk
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
    if qualified is None and _head_name(expression.func) in import_only_locals(trace):
        # `from concurrent.futures import ThreadPoolExecutor` in the function itself, under its lazy set-up's `if`.
        qualified = facts.imports.qualified_name(expression.func)
    if qualified is None:
        return False
    if qualified not in _FUNCTION_TRANSFORMS and qualified.split(".")[0] in _ARRAY_LIBRARIES:
        return False
    return not any(facts.value_of(argument.value).traced for argument in expression.args)


def _head_name(expression: cst.BaseExpression) -> Optional[str]:
    while type(expression) is cst.Attribute:
        expression = expression.value
    return expression.value if type(expression) is cst.Name else None


def holds_tracer(facts, trace, expression: cst.BaseExpression) -> bool:
    """Does the value of `expression` (in the traced function `trace`) hold a tracer: a traced value, or a lambda
    closing over one?"""
    if isinstance(expression, cst.Lambda):
        return not built_from_static(facts, trace, expression)
    if facts.value_of(expression).traced:
        return True
    # A call handed a traced value may return it, or something made from it, whatever its known returns say
    # (a memo method returning the tables it stored on `self` from the argument).
    methods = _method_names(trace.info.class_node)
    return holds([expression], lambda node: type(node) is cst.Call and (any(
        facts.value_of(argument.value).traced for argument in node.args) or _calls_own_method(node, methods)))


def binds_static_value(facts, statement: cst.CSTNode, name: str) -> bool:
    """Does the assignment `statement` bind the plain name `name` (a global or a nonlocal: `out_tree = treedef`,
    `leaves, out_tree = tree_flatten(out)`, `_WARNED = True`) to a value that holds no tracer? The item a tuple
    unpacking gives the name is read from the value's known items (the treedef of `tree_flatten`); a call given a
    traced argument may return it, so its result counts as traced, unless it is a builtin that makes a Python
    value of it (`len(leaves)`, `isinstance(x, jax.Array)`) or a comprehension only iterates over it. A value the
    evaluator cannot split item by item counts whole."""
    if type(statement) is cst.Assign:
        targets = [target.target for target in statement.targets]
    elif type(statement) is cst.AnnAssign and statement.value is not None:
        targets = [statement.target]
    else:
        return False
    value = statement.value
    whole = facts.value_of(value)
    for target in targets:
        bound = _bound_item(target, whole, name)
        if bound is None:
            continue
        item, exact = bound
        if item.traced:
            return False
        if not exact and holds([value], lambda node: type(node) is cst.Call and facts.builtin_called(node) is None
                               and any(facts.value_of(argument.value).traced for argument in node.args),
                               # What a comprehension iterates over is not what it keeps: `tuple(a is b for a, b
                               # in zip(leaves(x), leaves(y)))` holds Python bools.
                               enters=lambda node: type(node) is not cst.CompFor):
            return False
        return True
    return False


def _bound_item(target: cst.BaseExpression, value, name: str) -> Optional[tuple]:
    """(the value `target` binds to `name`, whether it was told item by item), or None when it binds no `name`."""
    if type(target) is cst.Name:
        return (value, False) if target.value == name else None
    if type(target) is not cst.Tuple and type(target) is not cst.List:
        return None
    elements = target.elements
    exact = value.items is not None and len(value.items) == len(elements) and not any(
        isinstance(element, cst.StarredElement) for element in elements)
    for index, element in enumerate(elements):
        found = _bound_item(element.value, value.items[index] if exact else value, name)
        if found is not None:
            return (found[0], exact or found[1])
    return None


def _method_names(class_node: Optional[cst.ClassDef]) -> frozenset[str]:
    if class_node is None or not isinstance(class_node.body, cst.IndentedBlock):
        return frozenset()
    return frozenset(statement.name.value for statement in class_node.body.body
                     if isinstance(statement, cst.FunctionDef))


def _calls_own_method(call: cst.Call, methods: frozenset[str]) -> bool:
    """`self.tables_for(x)`: a method of the object may return what it stored on it in this trace."""
    func = call.func
    return isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and \
        func.value.value in ("self", "cls") and func.attr.value in methods


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


def initialises_once(guard: cst.If) -> Optional[str]:
    """If `guard` is the test of a lazy initialisation, the root of the place it sets up: `self` for `if not
    self._ready:` whose body sets `self._ready`, `if self._index is None:` or `if not hasattr(self, "_index"):`
    whose body sets `self._index`; `cls` for a class's lazy singleton (`if cls._instance is None: cls._instance =
    cls()`); the global's name for a module's lazily made object (`if _POOL is None: _POOL = ThreadPoolExecutor()`).
    Its body runs on the first use only; what it stores there is set-up, made once (`if force or not self._ready:`
    too: a forced set-up redoes it on request; and `if x.dtype == jnp.float16 and not _WARNED:`, a set-up only some
    calls need). None for any other test."""
    tests = [guard.test]
    while tests:
        test = tests.pop()
        while type(test) is cst.BooleanOperation and type(test.operator) is cst.Or:
            test = test.right
        if type(test) is cst.BooleanOperation:
            tests.extend((test.left, test.right))
            continue
        root = _initialised_place(guard, test)
        if root is not None:
            return root
    return None


def _initialised_place(guard: cst.If, test: cst.BaseExpression) -> Optional[str]:
    """The root of the place `test` (one condition of `guard`) finds not yet made, when `guard`'s body makes it."""
    place: Optional[cst.BaseExpression] = None
    if type(test) is cst.UnaryOperation and type(test.operator) is cst.Not:
        inner = test.expression
        if _lazy_place(inner):
            place = inner
        elif type(inner) is cst.Call and type(inner.func) is cst.Name and inner.func.value == "hasattr" and \
                len(inner.args) == 2 and type(inner.args[0].value) is cst.Name and \
                type(inner.args[1].value) is cst.SimpleString:
            named = inner.args[1].value.evaluated_value
            if isinstance(named, str):
                place = cst.Attribute(value=inner.args[0].value, attr=cst.Name(named))
    elif type(test) is cst.Comparison and len(test.comparisons) == 1 and type(
            test.comparisons[0].operator) is cst.Is and type(test.comparisons[0].comparator) is cst.Name and \
            test.comparisons[0].comparator.value == "None" and _lazy_place(test.left):
        place = test.left
    if place is None:
        return None
    pending: list[cst.CSTNode] = [guard.body]
    while pending:
        node = pending.pop()
        if type(node) is cst.Assign and any(_same_place(target.target, place) for target in node.targets):
            return _place_root(place)
        if not isinstance(node, (cst.FunctionDef, cst.Lambda, cst.ClassDef)):
            pending.extend(children(node))
    return None


def _lazy_place(node: cst.CSTNode) -> bool:
    """A place a lazy set-up may test: an attribute of a named object (`self`, `cls`, a module's object), or a
    plain name (a module global)."""
    return (type(node) is cst.Attribute and type(node.value) is cst.Name) or type(node) is cst.Name


def _same_place(node: cst.CSTNode, place: cst.BaseExpression) -> bool:
    if type(node) is cst.Name and type(place) is cst.Name:
        return node.value == place.value
    return type(node) is cst.Attribute and type(place) is cst.Attribute and type(node.value) is cst.Name and \
        node.value.value == place.value.value and node.attr.value == place.attr.value  # type: ignore[attr-defined]


def _place_root(place: cst.BaseExpression) -> str:
    return place.value.value if type(place) is cst.Attribute else place.value  # type: ignore[attr-defined]


def constructs_own_class(facts, expression: cst.BaseExpression) -> bool:
    """`cls()` (or `cls(name, size)`) in a class method, given no traced value: the class's singleton or default
    object, built from nothing the trace computed (a registry, a configuration)."""
    return type(expression) is cst.Call and type(expression.func) is cst.Name and expression.func.value == "cls" \
        and not any(facts.value_of(argument.value).traced for argument in expression.args)


# Methods of Python's containers and numpy arrays that make no jax array.
_PLAIN_METHODS = frozenset({"tolist", "copy", "items", "keys", "values", "get", "astype", "reshape", "flatten",
                            "ravel", "sum", "prod", "cumsum", "cumprod", "max", "min", "index", "count", "split",
                            "join", "format", "lower", "upper", "strip"})


def made_without_jax(facts, expression: cst.BaseExpression) -> bool:
    """Is `expression` made without any call that could make a jax array under tracing: only literals, names,
    attributes, comprehensions and calls of numpy, of Python's builtins and of container or numpy methods? A
    project or library function (`plate(name, size)`) may call `jnp` and make a tracer even from static inputs."""
    calls = _Calls()
    walk(expression, calls)
    for call in calls.found:
        func = call.func
        qualified = facts.qualified_name(func)
        if qualified is not None:
            if not qualified.startswith("numpy."):
                return False
        elif type(func) is cst.Name:
            if facts.builtin_called(call) is None:
                return False
        elif not (type(func) is cst.Attribute and func.attr.value in _PLAIN_METHODS):
            return False
    return True


def builds_no_array(facts, expression: cst.BaseExpression) -> bool:
    """`made_without_jax`, or a function bound to such arguments (`functools.partial(update, order=self.order)`,
    `jax.tree_util.Partial(...)`): binding arguments computes nothing. Under tracing every jax operation makes a
    tracer, even on a captured array (`apply_symmetries(self._dofs)` in a lazily filled property)."""
    if type(expression) is cst.Call and facts.qualified_name(expression.func) in _BINDERS:
        return all(made_without_jax(facts, argument.value) for argument in expression.args)
    return made_without_jax(facts, expression)


_BINDERS = frozenset({"functools.partial", "jax.tree_util.Partial"})


class _Calls(cst.CSTVisitor):
    def __init__(self) -> None:
        self.found: list[cst.Call] = []

    def visit_Call(self, node: cst.Call) -> None:
        self.found.append(node)
