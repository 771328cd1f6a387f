"""The JAX entry points that trace a Python function, and how each one treats the function's arguments."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional

import libcst as cst

from .import_names import NONE_CONSTANTS
from .imports import ImportMap
# The wrapper table is read by the region planner too, which never imports libcst: it lives in tables.py.
from .tables import PARTIAL, TRANSFORM_PARTIALS, TRANSPARENT, VALUE_EQUAL_WRAPPERS, WRAPPERS, Wrapper  # noqa: F401

# A decorator the settings name as an extra jit (`extra_jit_decorators`) compiles as jax.jit does.
_JIT = WRAPPERS["jax.jit"]


def returns_arrays(qualified: Optional[str]) -> bool:
    """Does calling what this wrapper makes give arrays only (`jax.jit(f)(x)`, a `self.step = jax.jit(...)`)? A
    compiled function's outputs are jax arrays whatever `f` returns (a Python number included), and tracers of the
    enclosing trace when it is called inside one. (equinox's and nnx's filtered wrappers return non-array leaves as
    they are.)"""
    wrapper = WRAPPERS.get(qualified) if qualified is not None else None
    return wrapper is not None and wrapper.compiles and not wrapper.filtered


@dataclass
class StaticSpec:
    """Static arguments declared at a wrapper call; `known` is False when they are not literals."""
    positions: set[int] = field(default_factory=set)
    names: set[str] = field(default_factory=set)
    unbatched: set[int] = field(default_factory=set)
    # The index of a starred part of in_axes: the positions from there on are taken as unbatched.
    unbatched_from: Optional[int] = None
    known: bool = True
    # Positional arguments JAX passes to the traced function, when the wrapper fixes them (see Wrapper.arity).
    passed: Optional[int] = None
    # Defaulted parameters keep Python (or concrete) values (Wrapper.defaults_unmapped).
    defaults_kept: bool = False
    # vmap maps every argument along an axis (in_axes an int, or left out), and a Python number, string or flag
    # has none: passing one fails at the vmap, so a parameter whose default is one keeps it.
    scalar_defaults_kept: bool = False
    # Applied once where it is made, with positional (also starred) arguments and no `**`: a keyword-only
    # parameter the application does not name keeps its default.
    keyword_only_defaults_kept: bool = False


def _int_literal(node: cst.BaseExpression) -> Optional[int]:
    if isinstance(node, cst.Integer):
        return int(node.value, 0)
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus) and isinstance(
            node.expression, cst.Integer):
        return -int(node.expression.value, 0)
    return None


def _literal_elements(node: cst.BaseExpression) -> Optional[list[cst.BaseExpression]]:
    if isinstance(node, (cst.Tuple, cst.List, cst.Set)):
        return [e.value for e in node.elements]
    return [node]


def _unmapped(entry: cst.BaseExpression, imports: Optional[ImportMap]) -> bool:
    """An in_axes entry that is None: spelled `None`, or a library constant that is None (`jnp.newaxis`, also
    through a module alias `na = jnp.newaxis`)."""
    if isinstance(entry, cst.Name) and entry.value == "None":
        return True
    return imports is not None and imports.qualified_name(entry) in NONE_CONSTANTS


def parse_static_spec(wrapper: Wrapper, keywords: dict[str, cst.BaseExpression],
                      positional: Optional[list[cst.BaseExpression]] = None,
                      imports: Optional[ImportMap] = None) -> StaticSpec:
    positional = positional or []
    spec = StaticSpec(defaults_kept=wrapper.defaults_unmapped)
    if wrapper.static_nums_keyword and wrapper.static_nums_keyword in keywords:
        for element in _literal_elements(keywords[wrapper.static_nums_keyword]) or []:
            number = _int_literal(element)
            if number is None:
                spec.known = False
            else:
                spec.positions.add(number)
    if wrapper.static_names_keyword and wrapper.static_names_keyword in keywords:
        for element in _literal_elements(keywords[wrapper.static_names_keyword]) or []:
            if isinstance(element, cst.SimpleString):
                spec.names.add(element.evaluated_value)
            else:
                spec.known = False
    signature = keywords.get(wrapper.signature_keyword) if wrapper.signature_keyword else None
    if type(signature) is cst.SimpleString and wrapper.static_nums_keyword not in keywords:
        # `signature="()->()"`: the vectorized function takes that many arguments; the rest keep their defaults.
        spec.passed = str(signature.evaluated_value).partition("->")[0].count("(")
    axes = keywords.get("in_axes")
    if wrapper.in_axes and axes is None and len(positional) > 1:
        axes = positional[1]  # jax.vmap(fun, in_axes, out_axes)
    spec.scalar_defaults_kept = wrapper.in_axes and (axes is None or _int_literal(axes) is not None)
    if wrapper.in_axes and axes is not None:
        if isinstance(axes, (cst.Tuple, cst.List)):
            for index, element in enumerate(axes.elements):
                if isinstance(element, cst.StarredElement):
                    # `(0, 0, *nones, None)`: where each later argument lands is not known; jaxlint takes them
                    # as unbatched rather than guess (a starred part is how code spells "the rest are None").
                    spec.unbatched_from = index
                    break
                if _unmapped(element.value, imports):
                    spec.unbatched.add(index)
            else:
                # vmap passes exactly one positional argument per in_axes entry (another raises ValueError), and
                # maps every keyword argument along axis 0, which a Python number, string or flag has not: later
                # parameters keep defaults.
                spec.passed = len(axes.elements)
                spec.scalar_defaults_kept = True
        else:
            entries = _spelled_out(axes)
            if entries is not None:
                spec.unbatched = {index for index, entry in enumerate(entries) if _unmapped(entry, imports)}
                spec.passed = len(entries)
                spec.scalar_defaults_kept = True
    return spec


def _spelled_out(node: cst.BaseExpression) -> Optional[list[cst.BaseExpression]]:
    """The entries of an in_axes sequence built with `+` and `*` of literals (ott's `[0] + [None] * 9`, one mapped
    argument and nine unbatched), or None when its length is not written out."""
    if isinstance(node, (cst.Tuple, cst.List)):
        if any(isinstance(element, cst.StarredElement) for element in node.elements):
            return None
        return [element.value for element in node.elements]
    if not isinstance(node, cst.BinaryOperation):
        return None
    if isinstance(node.operator, cst.Add):
        left, right = _spelled_out(node.left), _spelled_out(node.right)
        return None if left is None or right is None else left + right
    if isinstance(node.operator, cst.Multiply):
        for sequence, count in ((node.left, node.right), (node.right, node.left)):
            entries, times = _spelled_out(sequence), _int_literal(count)
            if entries is not None and times is not None and 0 <= times <= 256:
                return entries * times
    return None


def call_keywords(call: cst.Call) -> dict[str, cst.BaseExpression]:
    return {arg.keyword.value: arg.value for arg in call.args if arg.keyword is not None}


def call_positional(call: cst.Call) -> list[cst.BaseExpression]:
    return [arg.value for arg in call.args if arg.keyword is None and not arg.star]


@dataclass
class WrapperUse:
    """A wrapper applied somewhere: `jax.jit(f, static_argnums=1)`, `@partial(jax.jit, ...)`, `lax.scan(body,...)`."""
    wrapper: Wrapper
    spec: StaticSpec
    # The expressions that are the traced functions (None for a decorator, where the function is the def).
    functions: list[cst.BaseExpression]
    # `jax.vmap(f, in_axes=(None, 0))(n, xs)`: the call that applies the transformed function right where it is
    # made, with positional arguments only (None elsewhere).
    applied: Optional[cst.Call] = None
    # The keywords of the call that applies the transformed function where it is made (`jax.checkpoint(block)(x,
    # skip=flag)`): JAX traces keyword arguments like positional ones, so those parameters are passed, not defaulted.
    applied_keywords: frozenset[str] = frozenset()
    # The call that applies the transformed function where it is made, whatever its arguments (`jax.jit(self.evsi)(
    # model_func, prior, **kwargs)`); None elsewhere.
    application: Optional[cst.Call] = None


def resolve_wrapper(node: cst.BaseExpression, imports: ImportMap,
                    extra_jit: frozenset[str] = frozenset()) -> Optional[WrapperUse]:
    """If `node` applies (call) or is (decorator) a tracing wrapper, describe it."""
    qualified = imports.qualified_name(node)
    if qualified is not None:
        wrapper = WRAPPERS.get(qualified) or (_JIT if qualified in extra_jit else None)
        return WrapperUse(wrapper, StaticSpec(defaults_kept=wrapper.defaults_unmapped,
                                              scalar_defaults_kept=wrapper.in_axes), []) if wrapper else None
    if type(node) is not cst.Call:
        return None
    callee = imports.qualified_name(node.func)
    if callee in TRANSFORM_PARTIALS:
        positional = call_positional(node)
        if positional:
            # partial(jax.jit, static_argnums=...) used as a decorator or applied to a function later.
            inner = imports.qualified_name(positional[0])
            wrapper = WRAPPERS.get(inner or "") or (_JIT if inner in extra_jit else None)
            if wrapper is None:
                return None
            return WrapperUse(wrapper, parse_static_spec(wrapper, call_keywords(node), imports=imports), list(positional[1:2]))
    wrapper = WRAPPERS.get(callee or "") or (_JIT if callee in extra_jit else None)
    if wrapper is None:
        if type(node.func) is cst.Call:
            # partial(jax.jit, static_argnums=1)(f)
            outer = resolve_wrapper(node.func, imports, extra_jit)
            if outer is not None and not outer.functions:
                positional = call_positional(node)
                if positional:
                    return WrapperUse(outer.wrapper, outer.spec, positional[:1])
        return None
    # Most calls wrap nothing: their arguments are read only here.
    keywords = call_keywords(node)
    positional = call_positional(node)
    functions: list[cst.BaseExpression] = []
    for position, keyword in wrapper.function_args:
        if keyword in keywords:
            functions.append(keywords[keyword])
        elif position < len(positional):
            functions.append(positional[position])
    if wrapper.sequence_of_functions:
        functions = [e for f in functions for e in (_literal_elements(f) or [])]
    spec = parse_static_spec(wrapper, keywords, positional, imports)
    if spec.passed is None or wrapper.arity is not None:
        spec.passed = wrapper.arity
    operands = _counted_positional(node)
    if wrapper.operands_from is not None and operands is not None and operands >= wrapper.operands_from:
        spec.passed = max(operands - wrapper.operands_from, wrapper.least_passed)
    return WrapperUse(wrapper, spec, functions)


def _counted_positional(call: cst.Call) -> Optional[int]:
    """How many positional arguments `call` passes, a starred tuple or list display counted item by item
    (`lax.cond(pred, f, g, *(x, key))` passes the branches two operands); None when a starred name or a `**`
    leaves the count to run time, or a star comes before a plain positional argument (their positions are not
    the written ones)."""
    count, starred = 0, False
    for arg in call.args:
        if arg.star == "**":
            return None
        if arg.star == "*":
            if type(arg.value) not in (cst.Tuple, cst.List) or any(
                    type(element) is cst.StarredElement for element in arg.value.elements):
                return None
            count, starred = count + len(arg.value.elements), True
        elif arg.keyword is None:
            if starred:
                return None
            count += 1
    return count


def python_container_carry(call: cst.Call, wrapper: Wrapper,
                           bound: Optional[Callable[[str], Optional[cst.BaseExpression]]] = None
                           ) -> Optional[tuple[int, str]]:
    """A lax loop started on a list/tuple display (`fori_loop(0, n, body, [total, term])`) or a dict display
    (`{"x": x}`, `dict(x=x)`), or on a name `bound` says was last set to one before the loop (`current = {k: q[k]
    for k in keys}`): the carry parameter's position and "sequence" or "dict"; None otherwise."""
    if wrapper.carry is None:
        return None
    position, keyword, parameter = wrapper.carry
    init = call_keywords(call).get(keyword)
    positional = call_positional(call)
    if init is None and not any(arg.star for arg in call.args) and position < len(positional):
        init = positional[position]
    if type(init) is cst.Name and bound is not None:
        init = bound(init.value)
    if type(init) in (cst.List, cst.Tuple) and not any(type(e) is cst.StarredElement for e in init.elements):
        return parameter, "sequence"
    made_by_dict = type(init) is cst.Call and type(init.func) is cst.Name and init.func.value == "dict"
    if type(init) in (cst.Dict, cst.DictComp) or made_by_dict:
        return parameter, "dict"
    return None


def unwrap_transparent(node: cst.BaseExpression, imports: ImportMap) -> cst.BaseExpression:
    """`jax.grad(jax.vmap(f))` -> what the outer wrapper really traces, as far as grad-like layers go."""
    while isinstance(node, cst.Call) and imports.qualified_name(node.func) in TRANSPARENT:
        positional = call_positional(node)
        if not positional:
            break
        node = positional[0]
    return node
