"""Host numpy arrays seen from traced code: a numpy array indexed with a tracer converts the tracer with
`np.asarray` (TracerArrayConversionError), whatever the index's shape (jax-ml/jax#7545, distrax#291).

Known numpy arrays are the results of numpy's array-making functions, names bound only to them (in the traced
function, or at module level and not shadowed on the way out), and the elements of such an array iterated by a
comprehension (`grid[index] for grid in np.indices(shape)`).
"""

from __future__ import annotations

from typing import Optional

import libcst as cst

from .bindings import ScopeBindings
from .free_names import _at_update
from .records import ScopeNode, TracedFunction
from .tables import planner_trigger
from .walk import walk
from .wrappers import returns_arrays

# numpy functions that return an ndarray (or a sequence of them: `indices`, `meshgrid`) built on the host.
NUMPY_ARRAY_MAKERS = frozenset({
    "array", "asarray", "asanyarray", "ascontiguousarray", "copy", "zeros", "ones", "empty", "full", "zeros_like",
    "ones_like", "empty_like", "full_like", "arange", "linspace", "logspace", "geomspace", "eye", "identity", "diag",
    "indices", "meshgrid", "mgrid", "ogrid", "tri", "triu", "tril", "vander", "load", "loadtxt", "genfromtxt",
    "fromfile", "frombuffer", "fromiter", "stack", "concatenate", "vstack", "hstack", "dstack", "column_stack",
    "tile", "outer", "kron", "sort", "unique", "cumsum", "cumprod", "diff",
})
_NUMPY_RANDOM_MAKERS = frozenset({"rand", "randn", "randint", "random", "normal", "uniform", "choice",
                                  "permutation", "integers", "standard_normal"})
# numpy functions that return an ndarray when their first argument is one, elementwise (`np.sqrt(alpha_bar)`).
NUMPY_ELEMENTWISE = frozenset({
    "sqrt", "cbrt", "square", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sin", "cos", "tan", "sinh",
    "cosh", "tanh", "arcsin", "arccos", "arctan", "abs", "absolute", "negative", "reciprocal", "power", "clip",
    "maximum", "minimum", "floor", "ceil", "round", "rint", "sign",
})
# How many assignments `_numpy_attribute` follows from one attribute to those its value is computed from.
_DEEPEST_ATTRIBUTE_CHAIN = 6


class HostArrays:
    """The part of `ModuleFacts` that knows which expressions of traced code are host numpy arrays (composed into
    it; reads `imports`, `functions`, `module`, `_index` and the free-name helpers of FreeNames)."""

    def is_host_numpy_array(self, traced: TracedFunction, expression: cst.BaseExpression,
                            element_names: frozenset[str] = frozenset()) -> bool:
        """Is `expression`, inside `traced`, a numpy ndarray made on the host? `element_names`: names that
        enclosing comprehensions bind to elements of one (`numpy_element_names`)."""
        if isinstance(expression, cst.Call):
            return self._makes_numpy_array(expression)
        if isinstance(expression, cst.Subscript) and self._numpy_dict(traced, expression.value):
            return True   # `self._storage["obs"]` with `self._storage = {"obs": np.empty(...), ...}`
        if isinstance(expression, cst.Attribute) and isinstance(expression.value, cst.Name) and \
                expression.value.value == "self" and traced.info.class_node is not None and \
                "self" not in traced.params:
            return self._numpy_attribute(traced.info.class_node, expression.attr.value)
        if not isinstance(expression, cst.Name):
            return False
        name = expression.value
        if name in element_names:
            return True
        if name in traced.params:
            return False
        if isinstance(traced.node, cst.FunctionDef) and name in traced.local_names:
            return name in self._numpy_names(traced.node)
        return self._is_free_module_name(traced, name) and name in self._numpy_names(self.module)

    def numpy_element_names(self, traced: TracedFunction, comprehension: cst.CompFor,
                            element_names: frozenset[str] = frozenset()) -> frozenset[str]:
        """The names `for target in iterable` binds to elements of a host numpy array (rows, or the arrays of
        `np.indices(...)`/`np.meshgrid(...)`)."""
        if isinstance(comprehension.target, cst.Name) and self.is_host_numpy_array(
                traced, comprehension.iter, element_names):
            return frozenset({comprehension.target.value})
        iterated = comprehension.iter
        if type(iterated) is cst.Call and type(iterated.func) is cst.Attribute and not iterated.args and \
                self._numpy_dict(traced, iterated.func.value):
            # `for storage in self._storage.values()`, `for name, storage in self._storage.items()`.
            target = comprehension.target
            method = iterated.func.attr.value
            if method == "values" and type(target) is cst.Name:
                return frozenset({target.value})
            if method == "items" and type(target) is cst.Tuple and len(target.elements) == 2 and \
                    type(target.elements[1].value) is cst.Name:
                return frozenset({target.elements[1].value.value})  # type: ignore[attr-defined]
        return frozenset()

    def _numpy_dict(self, traced: TracedFunction, expression: cst.BaseExpression) -> bool:
        """Is `expression` `self.<attribute>` that every method of the class binds to a dict display of numpy
        array-making calls (a replay buffer's host storage, filled in place by item assignment)?"""
        if not (type(expression) is cst.Attribute and type(expression.value) is cst.Name and
                expression.value.value == "self" and traced.info.class_node is not None and
                "self" not in traced.params):
            return False
        values = self.self_assigned_values(traced.info.class_node, expression.attr.value)
        return bool(values) and all(
            type(value) is cst.Dict and value.elements and all(
                type(element) is cst.DictElement and type(element.value) is cst.Call and
                self._makes_numpy_array(element.value) for element in value.elements)
            for value in values)

    def _makes_numpy_array(self, call: cst.Call) -> bool:
        qualified = self.imports.qualified_name(call.func) or ""
        if qualified.startswith("numpy.random."):
            return qualified.rpartition(".")[2] in _NUMPY_RANDOM_MAKERS
        return qualified.startswith("numpy.") and qualified[len("numpy."):] in NUMPY_ARRAY_MAKERS

    def _numpy_names(self, scope: ScopeNode) -> frozenset[str]:
        """Names that `scope` (a function body or the module) binds only to numpy array-making calls."""
        cached = self._numpy_arrays.get(scope)
        if cached is None:
            collector = ScopeBindings()
            walk(scope if isinstance(scope, cst.Module) else scope.body, collector)
            params = set(self.functions[scope].all_params) if scope in self.functions else set()
            cached = self._numpy_arrays[scope] = frozenset(
                name for name, values in collector.assigned.items()
                if name not in collector.other and name not in params
                and all(isinstance(v, cst.Call) and self._makes_numpy_array(v) for v in values))
        return cached

    def _numpy_attribute(self, class_node: cst.ClassDef, attribute: str, depth: int = 0) -> bool:
        """Does every method of the class that assigns `self.<attribute>` assign a host numpy array: a numpy
        array-making call, or one computed from such attributes of the class on the host (`self.alpha_bar =
        np.cumprod(1.0 - self.betas)`, `self.sqrt_alpha_bar = np.sqrt(self.alpha_bar)`, `1.0 - self.betas`)?"""
        key = (class_node, attribute)
        cached = self._numpy_attributes.get(key)
        if cached is None:
            if depth > _DEEPEST_ATTRIBUTE_CHAIN:
                return False
            self._numpy_attributes[key] = False   # an attribute computed from itself is not known to be one
            values = self.self_assigned_values(class_node, attribute)
            cached = self._numpy_attributes[key] = bool(values) and all(
                self._host_array_value(class_node, value, depth) for value in values)
        return cached

    def _host_array_value(self, class_node: cst.ClassDef, value: cst.BaseExpression, depth: int) -> bool:
        """Is `value`, assigned to an attribute in a method of the class, a numpy array made on the host: an
        array-making call, an elementwise numpy function of one, arithmetic of one with numbers or another, or
        another attribute of the class that holds one?"""
        if type(value) is cst.Call:
            if self._makes_numpy_array(value):
                return True
            qualified = self.imports.qualified_name(value.func) or ""
            return qualified.startswith("numpy.") and qualified[len("numpy."):] in NUMPY_ELEMENTWISE and \
                bool(value.args) and value.args[0].keyword is None and not value.args[0].star and \
                self._host_array_value(class_node, value.args[0].value, depth)
        if type(value) is cst.BinaryOperation:
            operands = (value.left, value.right)
            return any(self._host_array_value(class_node, operand, depth) for operand in operands) and all(
                _number(operand) or self._host_array_value(class_node, operand, depth) for operand in operands)
        if type(value) is cst.UnaryOperation:
            return self._host_array_value(class_node, value.expression, depth)
        attribute = _self_attribute(value)
        return attribute is not None and self._numpy_attribute(class_node, attribute, depth + 1)

    def python_list_attribute(self, class_node: cst.ClassDef, attribute: str) -> bool:
        """Does every method of the class that assigns `self.<attribute>` assign a list or tuple display,
        comprehension or conversion (`self._corners = [[j, i] for ...]`, `self.values = list(values)`)? Indexing it
        needs a Python int, whatever it holds."""
        values = self.self_assigned_values(class_node, attribute)
        listed: Optional[frozenset[str]] = None
        for value in values:
            if type(value) in (cst.List, cst.Tuple, cst.ListComp) or type(value) is cst.Call and \
                    self.builtin_called(value) in ("list", "tuple", "sorted"):  # type: ignore[arg-type]
                continue
            if type(value) is not cst.Name:
                return False
            if listed is None:
                listed = self._constructed_list_parameters(class_node)
            if value.value not in listed:  # type: ignore[attr-defined]
                return False
        return bool(values)

    def _constructed_list_parameters(self, class_node: cst.ClassDef) -> frozenset[str]:
        """The parameters of the module-level class's constructor that every construction of the class in the
        package passes a Python list (`self.popularity = popularity` with `Model(popularity=counts.tolist())`
        in the script): the attribute is that list (project.py `list_parameters`)."""
        if self._list_parameters is None or self._index.scope_parent.get(class_node) is not self.module or not any(
                init.params.params and isinstance(init, cst.FunctionDef)
                for init in self._method(class_node, "__init__")):
            return frozenset()
        return self._list_parameters(class_node.name.value)

    def compiled_attribute(self, class_node: cst.ClassDef, attribute: str) -> bool:
        """Does every method of the class that assigns `self.<attribute>` assign a compiled function
        (`self._step = jax.jit(self._step_impl)`, `jax.jit(jax.value_and_grad(self._loss))`)? Calling it gives
        arrays (wrappers.returns_arrays), tracers when the caller runs under a trace."""
        values = self.self_assigned_values(class_node, attribute)
        return bool(values) and all(type(value) is cst.Call and returns_arrays(self.qualified_name(value.func))
                                    for value in values)

    @planner_trigger("_keep_self_attribute_sources")
    def self_assigned_values(self, class_node: cst.ClassDef, attribute: str) -> list[cst.BaseExpression]:
        """The values the class's methods assign to `self.<attribute>`; empty when it is also bound another way."""
        collector = self._self_assignments.get(class_node)
        if collector is None:
            collector = self._self_assignments[class_node] = _SelfAssignments()
            walk(class_node.body, collector)
        return [] if attribute in collector.other else collector.values.get(attribute, [])

    @planner_trigger("_keep_self_attribute_sources")
    def jax_attribute(self, class_node: cst.ClassDef, attribute: str) -> bool:
        """Does every method of the class that assigns `self.<attribute>` assign a jax array-making call
        (`self.modes = jnp.asarray(modes)` in `__init__`)? Like a module-level jax array, the attribute is concrete,
        but every jnp operation on it in traced code makes a tracer (omnistaging)."""
        key = (class_node, attribute)
        cached = self._jax_attributes.get(key)
        if cached is None:
            values = self.self_assigned_values(class_node, attribute)
            cached = self._jax_attributes[key] = bool(values) and all(self._makes_jax_array(v) for v in values)
        return cached

    @planner_trigger("_keep_item_assignments")
    def immutable_attribute_array(self, expression: cst.BaseExpression, scope: ScopeNode) -> bool:
        """In a method of a class (untraced `scope`), is `expression` a jax array held on `self`: `self.<attribute>`
        every assignment of which in the class makes one (`jax_attribute`), or an entry `self.<attribute>[key]` of
        a dict every assignment of which is a display or comprehension of such calls (`self.data = {"obs":
        jnp.zeros(...), ...}`; a None placeholder aside) and whose entries the class rebinds only to such calls or
        `.at` updates? Then `expression[i] = v` raises the TypeError of item assignment, traced or not."""
        info = self.functions.get(scope) if isinstance(scope, cst.FunctionDef) else None
        class_node = info.class_node if info is not None else None
        if class_node is None:
            return False
        if _self_attribute(expression) is not None:
            return self.jax_attribute(class_node, _self_attribute(expression))  # type: ignore[arg-type]
        if type(expression) is not cst.Subscript or _self_attribute(expression.value) is None:
            return False
        attribute: str = _self_attribute(expression.value)  # type: ignore[assignment]
        # `self.storage = None` in `__init__`, the dict made on the first `add`: subscripting the None raises too,
        # so a write that runs writes into the dict.
        dicts = [value for value in self.self_assigned_values(class_node, attribute)
                 if not (type(value) is cst.Name and value.value == "None")]
        if not dicts or not all(self._jax_array_dict(value) for value in dicts):
            return False
        collector = self._self_assignments[class_node]
        return all(isinstance(value, cst.Call) and (_at_update(value) or self._makes_jax_array(value))
                   for value in collector.entries.get(attribute, ()))

    def _jax_array_dict(self, value: cst.BaseExpression) -> bool:
        """A dict display of jax array-making calls (`{"obs": jnp.zeros(...), ...}`), or a comprehension making one
        per key (`{name: jnp.zeros((capacity,) + jnp.shape(v)) for name, v in transition.items()}`)."""
        if type(value) is cst.DictComp:
            return self._makes_jax_array(value.value)
        return type(value) is cst.Dict and bool(value.elements) and all(
            type(element) is cst.DictElement and self._makes_jax_array(element.value) for element in value.elements)

    def _is_free_module_name(self, traced: TracedFunction, name: str) -> bool:
        """`name` in `traced` refers to the module-level binding: no enclosing function binds it."""
        if name in traced.global_names:
            return True
        scope: Optional[ScopeNode] = traced.info.scope
        while scope is not None and not isinstance(scope, cst.Module):
            if isinstance(scope, (cst.FunctionDef, cst.Lambda)) and (
                    name in self.functions[scope].all_params or name in self._assigned_names(scope)):
                return False
            scope = self._index.scope_parent.get(scope)
        return True


def _self_attribute(expression: cst.BaseExpression) -> Optional[str]:
    if type(expression) is cst.Attribute and type(expression.value) is cst.Name and expression.value.value == "self":
        return expression.attr.value
    return None


class _SelfAssignments(cst.CSTVisitor):
    """The values assigned to each `self.<attribute>` in a class body (an item of a display unpacked into attributes
    included), and the attributes bound any other way (other tuple targets, augmented assignments), in one walk."""

    def __init__(self) -> None:
        self.values: dict[str, list[cst.BaseExpression]] = {}
        self.other: set[str] = set()
        # The values assigned to entries of `self.<attribute>` (`self.data[name] = ...`).
        self.entries: dict[str, list[cst.BaseExpression]] = {}

    def visit_Assign(self, node: cst.Assign) -> None:
        for target in node.targets:
            attribute = _self_attribute(target.target)
            if attribute is not None:
                self.values.setdefault(attribute, []).append(node.value)
            elif type(target.target) is cst.Subscript and _self_attribute(target.target.value) is not None:
                self.entries.setdefault(_self_attribute(target.target.value), []).append(  # type: ignore[arg-type]
                    node.value)
            elif isinstance(target.target, (cst.Tuple, cst.List)):
                elements = target.target.elements
                items = node.value.elements if isinstance(node.value, (cst.Tuple, cst.List)) else None
                if items is not None and len(items) == len(elements) and not any(
                        isinstance(e, cst.StarredElement) for e in (*elements, *items)):
                    # `self.generator, self.critic = generator, critic`: each attribute gets its item.
                    for element, item in zip(elements, items):
                        attribute = _self_attribute(element.value)
                        if attribute is not None:
                            self.values.setdefault(attribute, []).append(item.value)
                        elif isinstance(element.value, (cst.Tuple, cst.List)):
                            self.other.update(a for a in (_self_attribute(e.value)
                                                          for e in element.value.elements) if a)
                    continue
                self.other.update(a for a in (_self_attribute(e.value) for e in elements) if a)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        attribute = _self_attribute(node.target)
        if attribute is not None:
            self.other.add(attribute)

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        attribute = _self_attribute(node.target)
        if attribute is not None and node.value is not None:
            self.values.setdefault(attribute, []).append(node.value)


def _number(expression: cst.BaseExpression) -> bool:
    """A number written in the code (`1.0`, `-2`)."""
    if type(expression) is cst.UnaryOperation and type(expression.operator) in (cst.Minus, cst.Plus):
        expression = expression.expression
    return type(expression) in (cst.Integer, cst.Float)
