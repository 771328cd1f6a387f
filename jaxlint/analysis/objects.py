"""Objects reached from traced code: pytree record classes (NamedTuple, registered dataclasses) whose fields are
traced leaves, and the functions a project's users trace although it never does (entry points, including a
factory's products). ModuleFacts asks these questions here; module.py stays about what is traced where."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import libcst as cst

from .annotations import ARRAY_ANNOTATIONS, annotation_words, is_python_scalar
from .entry_points import matches, qualname_of
from .imports import ImportMap, dotted_name
from .tables import (LAX_SHAPE_ARGUMENTS, NAMED_SIZE_ARGUMENTS, RANDOM_SHAPE_POSITIONS, RECORD_BASES,
                     RECORD_DECORATORS, SHAPE_ARGUMENTS, declares_static_keyword)
from .walk import children
from .wrappers import StaticSpec

if TYPE_CHECKING:
    from .module import FunctionNode, ModuleFacts

# Constructors fill in a new object: writes to `self` there outlive nothing.
CONSTRUCTORS = frozenset({"__init__", "__post_init__", "__new__"})


def record_static_fields(class_node: cst.ClassDef, imports: ImportMap,
                         factories: frozenset[str] = frozenset()) -> Optional[frozenset[str]]:
    """The static fields of a NamedTuple or registered-dataclass class; None for any other class. `factories`: the
    module's own static-field factories (`static_field_factories`)."""
    def qualified(node: cst.BaseExpression) -> str:
        node = node.func if isinstance(node, cst.Call) else node
        return imports.qualified_name(node) or dotted_name(node) or ""

    static = set()
    # `@partial(jax.tree_util.register_dataclass, data_fields=[...], meta_fields=[...])`: the meta fields are static.
    partial_forms = [decorator.decorator for decorator in class_node.decorators
                     if type(decorator.decorator) is cst.Call and qualified(decorator.decorator) == "functools.partial"
                     and decorator.decorator.args and decorator.decorator.args[0].keyword is None
                     and qualified(decorator.decorator.args[0].value) in RECORD_DECORATORS]
    for form in partial_forms:
        for arg in form.args:  # type: ignore[attr-defined]
            if arg.keyword is not None and arg.keyword.value == "meta_fields" and type(arg.value) in (cst.List,
                                                                                                      cst.Tuple):
                static |= {element.value.evaluated_value for element in arg.value.elements
                           if type(element.value) is cst.SimpleString}
    if not partial_forms and not any(qualified(base.value) in RECORD_BASES for base in class_node.bases) and not any(
            qualified(decorator.decorator) in RECORD_DECORATORS for decorator in class_node.decorators):
        return None
    for statement in class_node.body.body:
        if isinstance(statement, cst.SimpleStatementLine):
            for small in statement.body:
                if isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name) and \
                        small.value is not None and declares_static(small.value, factories):
                    static.add(small.target.value)
    return frozenset(static)


def declares_static(value: cst.BaseExpression, factories: frozenset[str] = frozenset()) -> bool:
    """`field(static=True)`, `struct.field(pytree_node=False)`, `field(metadata={"static": True})`, or a call of one
    of the module's `factories` that return such a field."""
    pending: list[cst.CSTNode] = [value]
    while pending:
        node = pending.pop()
        if type(node) is cst.Call and type(node.func) is cst.Name and node.func.value in factories:
            return True
        if isinstance(node, cst.Arg) and node.keyword is not None and isinstance(node.value, cst.Name) and \
                declares_static_keyword(node.keyword.value, node.value.value):
            return True
        if isinstance(node, cst.DictElement) and isinstance(node.key, cst.SimpleString) and \
                isinstance(node.value, cst.Name) and \
                declares_static_keyword(node.key.evaluated_value, node.value.value):  # type: ignore[arg-type]
            return True   # `metadata={"static": True}`, `metadata={"pytree_node": False}`
        pending.extend(children(node))
    return False


def static_field_factories(module: cst.Module) -> frozenset[str]:
    """The module-level functions that only return a static field declaration (`def static_field(**kwargs): return
    field(metadata=dict(static=True), **kwargs)`): a class field they make is static just like one declared on the
    spot (`num_total: int | None = static_field(default=None)`)."""
    found = set()
    for statement in module.body:
        if type(statement) is not cst.FunctionDef or type(statement.body) is not cst.IndentedBlock:
            continue
        body = statement.body.body
        if not all(type(line) is cst.SimpleStatementLine for line in body):
            continue
        lines = [small for line in body for small in line.body]  # type: ignore[attr-defined]
        if lines and type(lines[0]) is cst.Expr and type(lines[0].value) in (cst.SimpleString,
                                                                             cst.ConcatenatedString):
            lines = lines[1:]   # the docstring
        if len(lines) == 1 and type(lines[0]) is cst.Return and type(lines[0].value) is cst.Call and \
                declares_static(lines[0].value):
            found.add(statement.name.value)
    return frozenset(found)


def discover_entry_points(facts: "ModuleFacts") -> None:
    """Module-level functions and methods named by `entry-points`: traced as a user's `jax.jit` would (a
    factory's returned functions instead of the factory)."""

    host_module: Optional[bool] = None
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
        if host_module is None:
            host_module = _computes_with_numpy_only(facts)
        if host_module:
            return
        if class_name is not None and not return_values(node) and not _yields(node):
            # A method that returns nothing is called for what it does to `self`: whether that outlives a user's
            # trace depends on where the user made the object. It is traced when the project's own traced code
            # calls it (then on an object that code made, or not).
            continue
        products = returned_local_defs(facts, node)
        if not products and _returns_product_of_factory(facts, node):
            continue  # `linear_schedule` returns `polynomial_schedule(...)`: that factory's product is traced
        for target in products or [node]:
            target_info = facts.functions[target]
            static = {name for name in target_info.all_params if name in target_info.defaults
                      or is_python_scalar(target_info.annotations.get(name))}
            # A parameter annotated as an array keeps the author's word (`d: ArrayLike` used as `jnp.arange(d)`).
            undecided = {name for name in target_info.all_params if name not in static and not (
                annotation_words(target_info.annotations[name]) & _ARRAY_WORDS
                if name in target_info.annotations else False)}
            static |= python_valued_parameters(facts, target, undecided)
            facts.mark_entry_point(target, StaticSpec(names=static))


def _computes_with_numpy_only(facts: "ModuleFacts") -> bool:
    """Does the module compute with NumPy and call nothing of JAX's but host transfers and tree utilities
    (`x = jax.device_get(x)`, then NumPy)? Its functions are host code: a user tracing one would fail on every call,
    so an entry-point pattern covering the module does not make them traced."""
    numpy = False
    pending: list[cst.CSTNode] = [facts.module]
    while pending:
        current = pending.pop()
        pending.extend(children(current))
        if type(current) is not cst.Call:
            continue
        qualified = facts.imports.qualified_name(current.func) or ""
        head = qualified.partition(".")[0]
        if head in ("jax", "jaxlib") and qualified not in _HOST_SIDE_JAX and \
                not qualified.startswith(("jax.tree.", "jax.tree_util.")):
            return False
        numpy = numpy or head == "numpy"
    return numpy


# What JAX offers eager host code that never makes it traced code: moving arrays to the host, waiting for them.
_HOST_SIDE_JAX = frozenset({"jax.device_get", "jax.block_until_ready", "jax.devices", "jax.device_count",
                            "jax.local_device_count", "jax.process_index"})

_ARRAY_WORDS = ARRAY_ANNOTATIONS - {"int", "float", "bool", "complex"}
# Methods only a Python string has (a jax or numpy array has none of them).
_STRING_METHODS = frozenset({"split", "rsplit", "splitlines", "lower", "upper", "strip", "lstrip", "rstrip",
                             "startswith", "endswith", "format", "isdigit", "isalpha", "zfill", "casefold"})


def python_valued_parameters(facts: "ModuleFacts", node: "FunctionNode", candidates: set[str]) -> set[str]:
    """The parameters of an entry point that its own body shows to be Python values, which a user's `jax.jit`
    must take as static arguments: a size (`range(n)`, `jnp.zeros(2 ** n)`, `x.reshape((2,) * n)`, `[None] * n`,
    a `jax.random` shape), alone or in arithmetic, or a string (`int(bits, 2)`, `name.lower()`). A parameter the
    body also reads as an array or object (`n.shape`, `n[0]`, `n.sum()`) is not one."""
    sizes: set[str] = set()
    strings: set[str] = set()
    objects: set[str] = set()
    pending: list[cst.CSTNode] = list(children(node.body)) if isinstance(node, cst.FunctionDef) else [node.body]
    while pending:
        current = pending.pop()
        pending.extend(children(current))
        if type(current) is cst.Attribute and type(current.value) is cst.Name:
            if current.attr.value not in _STRING_METHODS:
                objects.add(current.value.value)
        elif type(current) is cst.Subscript and type(current.value) is cst.Name:
            objects.add(current.value.value)
        elif type(current) is cst.BinaryOperation and type(current.operator) is cst.Multiply and (
                type(current.left) in (cst.List, cst.Tuple) or type(current.right) in (cst.List, cst.Tuple)):
            # `[slice(None)] * n`, `(2,) * n`: a Python sequence repeated n times.
            count = current.right if type(current.left) in (cst.List, cst.Tuple) else current.left
            sizes |= _size_names(count)
        elif type(current) is cst.Call:
            for argument in size_arguments(facts, current):
                sizes |= _size_names(argument)
            positional = [arg.value for arg in current.args if arg.keyword is None and not arg.star]
            if facts.builtin_called(current) == "int" and len(positional) == 2 and type(positional[0]) is cst.Name:
                strings.add(positional[0].value)   # `int(bits, 2)`: a base is given only with a string
            func = current.func
            if type(func) is cst.Attribute and type(func.value) is cst.Name and func.attr.value in _STRING_METHODS:
                strings.add(func.value.value)
    return (sizes | strings) & candidates - objects


def size_arguments(facts: "ModuleFacts", call: cst.Call, host_numpy: bool = False) -> list[cst.BaseExpression]:
    """The arguments of `call` that XLA (or Python) needs as concrete sizes; with `host_numpy`, numpy's array
    constructors too (`np.zeros(n)`), which take them where jax.numpy's do."""
    positional = [arg.value for arg in call.args if arg.keyword is None and not arg.star]
    keywords = {arg.keyword.value: arg.value for arg in call.args if arg.keyword is not None}
    if facts.builtin_called(call) == "range":
        return positional
    qualified = facts.qualified_name(call.func) or ""
    module, _, function = qualified.rpartition(".")
    tables = {"jax.numpy": SHAPE_ARGUMENTS, "jax.lax": LAX_SHAPE_ARGUMENTS}
    if host_numpy:
        tables["numpy"] = SHAPE_ARGUMENTS
    if module in ("jax.numpy", "numpy") and function == "arange":
        return positional[:3]
    if module in tables and function in tables[module]:
        position, keyword = tables[module][function]
    elif qualified in NAMED_SIZE_ARGUMENTS:
        position, keyword = NAMED_SIZE_ARGUMENTS[qualified]
    elif module == "jax.random" and function in RANDOM_SHAPE_POSITIONS:
        position, keyword = RANDOM_SHAPE_POSITIONS[function], "num" if function == "split" else "shape"
    elif type(call.func) is cst.Attribute and call.func.attr.value == "reshape":
        return positional + list(keywords.values())
    else:
        return []
    argument = keywords.get(keyword, positional[position] if position < len(positional) else None)
    return [argument] if argument is not None else []


def _size_names(expression: cst.BaseExpression) -> set[str]:
    """The names a size is computed from by arithmetic and tuple displays (`n - 1`, `2 ** n`, `(batch, n)`), not
    through calls, attributes or subscripts (`x.shape[0]`, `len(xs)` say nothing of `x`, `xs`)."""
    if type(expression) is cst.Name:
        return {expression.value}
    if type(expression) is cst.BinaryOperation:
        return _size_names(expression.left) | _size_names(expression.right)
    if type(expression) is cst.UnaryOperation:
        return _size_names(expression.expression)
    if type(expression) in (cst.Tuple, cst.List):
        names: set[str] = set()
        for element in expression.elements:   # type: ignore[attr-defined]
            if type(element) is cst.Element:
                names |= _size_names(element.value)
        return names
    return set()


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


def record_field_closures(facts: "ModuleFacts", node: cst.FunctionDef, field: str, depth: int = 0
                          ) -> list["FunctionNode"]:
    """The functions made inside `node` that it returns in field `field` of a record of closures (`return
    GradientTransformation(init, update)` of a NamedTuple with fields `init, update`, by position or keyword), also
    through the factories of the module it returns the product of (`return chain(scale_by_muon(beta), ...)`)."""
    local = facts.local_defs(node)
    found: list["FunctionNode"] = []
    for value in return_values(node):
        if type(value) is not cst.Call or any(arg.star for arg in value.args):
            continue
        factories = facts.local_defs(facts.module).get(value.func.value, []) \
            if type(value.func) is cst.Name and depth < 3 else []
        if factories:
            found.extend(closure for factory in factories if factory is not node
                         for closure in record_field_closures(facts, factory, field, depth + 1))
            continue
        layout = facts.record_layout(value.func)
        given = next((arg.value for arg in value.args if arg.keyword is not None and arg.keyword.value == field), None)
        if given is None and layout is not None and field in layout[0]:
            positional = [arg.value for arg in value.args if arg.keyword is None]
            index = layout[0].index(field)
            given = positional[index] if index < len(positional) else None
        if type(given) is cst.Lambda:
            found.append(given)
        elif type(given) is cst.Name:
            found.extend(local.get(given.value, []))
    return found


def returned_closure(facts: "ModuleFacts", node: cst.FunctionDef) -> list["FunctionNode"]:
    """The one function made inside `node` that every `return` of it hands back bare (`return ot_loss`, `return
    lambda x: ...`), as a list of at most one: a factory whose returns differ (a decorator's `return lambda fn_:
    ...` for one spelling of its arguments, `return wrapped` for the other) gives what the arguments choose."""
    local = facts.local_defs(node)
    found: set["FunctionNode"] = set()
    values = return_values(node)
    for value in values:
        if isinstance(value, cst.Lambda):
            found.add(value)
        elif isinstance(value, cst.Name) and len(local.get(value.value, [])) == 1:
            found.update(local[value.value])
        else:
            return []
    return list(found) if len(found) == 1 else []


def _returns_product_of_factory(facts: "ModuleFacts", node: cst.FunctionDef) -> bool:
    """Does `node` return the result of calling a function of this module that is itself a factory?"""
    for value in return_values(node):
        if isinstance(value, cst.Call) and isinstance(value.func, cst.Name):
            if any(returned_local_defs(facts, d) for d in facts.local_defs(facts.module).get(value.func.value, [])
                   if d is not node):
                return True
    return False


def _yields(node: cst.FunctionDef) -> bool:
    pending = list(children(node.body))
    while pending:
        current = pending.pop()
        if isinstance(current, (cst.FunctionDef, cst.Lambda, cst.ClassDef)):
            continue
        if isinstance(current, cst.Yield):
            return True
        pending.extend(children(current))
    return False


def return_values(node: cst.FunctionDef) -> list[cst.BaseExpression]:
    """The expressions `node`'s own return statements return (not those of functions nested in it)."""
    values: list[cst.BaseExpression] = []
    pending = list(children(node.body))
    while pending:
        current = pending.pop()
        kind = type(current)
        if kind is cst.FunctionDef or kind is cst.Lambda or kind is cst.ClassDef:
            continue
        if kind is cst.Return and current.value is not None:
            values.append(current.value)
        pending.extend(children(current))
    return values
