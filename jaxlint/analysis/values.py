"""Abstract values: is an expression a tracer inside traced code, and what else we know about it.

One evaluator serves both the flow pass (which binds names while walking a function) and the rules (which ask
about an expression afterwards, through the bindings the flow pass recorded).
"""

from __future__ import annotations

import builtins
from dataclasses import dataclass, fields
from dataclasses import replace as replace_fields
from typing import TYPE_CHECKING, Callable, Iterable, Optional, Protocol, Sequence, TypeVar

import libcst as cst

from .imports import ImportMap, dotted_name, qualify
from .tables import (ALWAYS_TRACED_PREFIXES, ARRAY_METADATA, BOOLEAN_DTYPES, HOST_SCIPY_MODULES, LISTS_OF_ARRAYS,
                     MASK_FUNCTIONS, PYTREE_RESULTS, STATIC_JAX_FUNCTIONS, TREE_MAPS, is_dtype_constructor,
                     is_static_array_function, staged_call)
from .walk import children, derives_from
from .wrappers import call_keywords, returns_arrays

if TYPE_CHECKING:
    from .project import ImportedPythonResult

_T = TypeVar("_T")


@dataclass(frozen=True)
class Value:
    traced: bool = False
    # A traced boolean array, e.g. `x > 0`: indexing with it needs a data-dependent output shape.
    mask: bool = False
    # A Python list/tuple/range: indexing it needs a concrete integer.
    sequence: bool = False
    # Items of a tuple/list literal, so that `a, b = x.shape, y` binds each name precisely.
    items: Optional[tuple["Value", ...]] = None
    # The traced name this value derives from, for messages.
    source: Optional[str] = None
    # Derives only from parameters that have a default: traced only once a caller passes them.
    defaulted: bool = False
    # A pytree whose non-array leaves stay static (equinox.filter_jit, nnx.jit): attributes are not traced, except
    # the ones its class makes arrays and the fields `field_values` lists.
    filtered: bool = False
    # Holds tracers but may not be an array itself: a pytree part (`state.scale`), an Optional parameter, the
    # result of an unknown function. Its truthiness is often a Python question (`if state.scale:` with None).
    opaque: bool = False
    # A Python value known to be false (`False`, `None` passed for a flag): `if flag:` skips its body.
    falsy: bool = False
    # Python's None itself (passed, or left at a `None` default): `if callback is not None:` skips its body.
    none: bool = False
    # A Python value known to be true (`True` passed for a flag, or left at its `True` default): `if flag:` skips
    # its `else`, `if not flag:` its body.
    truthy: bool = False
    # A traced pytree record (NamedTuple, registered dataclass) whose attributes are array leaves, except the
    # static fields named here.
    leaf_fields: Optional[frozenset[str]] = None
    # A concrete jax array captured by traced code (a module-level table, one stored on `self`): `int(N)` or a
    # shape of `N` still works, but under omnistaging every operation on it (`N + 1`, `N[i]`, `-N`) is staged
    # and gives a tracer, an array for sure.
    captured: bool = False
    # A parameter left at a module default (`xnp=np`), spelled as the default is (`np`): calls through it
    # (`xnp.stack(...)`) are that module's.
    module: Optional[str] = None
    # Attributes a guard in the caller proved concrete before passing this pytree on (`if _is_traced((leaf.times,
    # leaf.mode)): continue` then `check(leaf)`): `ts.times` holds no tracer in the callee. For a jitted function's
    # `**kwargs`, the entries its static_argnames name (`kwargs["mem_limit"]`).
    concrete_fields: Optional[frozenset[str]] = None
    # A Python dict of arrays (a lax carry started as a dict, a name the code indexes with string keys): `d[k] = v`
    # rebinds an entry, while `d[k]` is what the dict holds, an array as often as not.
    mapping: bool = False
    # A string-keyed entry of a value that may be a Python dict (`sections["domain"]["n_points"]` of an Optional
    # parameter or an unknown function's result), what a method no jax array has returns (`tree.size()`), or a
    # tuple of such values: configuration as often as an array.
    # A shape built of entries may be a Python shape, and an entry compared with a number a Python bool.
    entry: bool = False
    # A container argument a jit call flattens (a root parameter annotated `dict`, `Mapping`...): its entries are
    # its leaves, tracers whatever Python values the caller put there.
    flattened: bool = False
    # A pytree JAX has abstracted leaf by leaf (a lax body's carry or scanned `xs`, a compiled function's result):
    # whatever its structure, its leaves are arrays, so its parts are arrays or containers of them, never Python
    # numbers.
    array_leaves: bool = False
    # A parameter annotated with a class of another distribution (`th: TreeHierarchy` from jztree): the code of its
    # methods is none this run reads.
    foreign: bool = False
    # A Python value that is certainly not None (an instance of a class built by calling it, a literal): `if grid is
    # None:` in a helper every traced caller passes one to is decided in the trace, its fallback never runs there.
    not_none: bool = False
    # A list, dict or set that outlives the trace, handed to a helper by traced code (`record(HISTORY, "loss",
    # loss)` with a module-level `HISTORY = {}`): the helper's writes to it run once, at trace time (JXL202).
    outer_state: bool = False
    # A record whose fields are known one by one (read them with `known_field`): each field named holds its value.
    # A field not named is what `filtered` says. On a filtered pytree, a copy given tracers for some fields
    # (`self = self.replace(force=f)`, `eqx.tree_at(lambda m: m.w, m, w)`), it is what its class makes it (an
    # array leaf or a Python value); on any other record (`eqx.tree_at(lambda b: b.centers, template, x)` of an
    # untraced `template`, `System(basis=basis, nelec=n)` of a dataclass that stores its arguments as they are) it
    # holds what the untraced record held, no tracer.
    field_values: Optional[tuple[tuple[str, "Value"], ...]] = None
    # The class of a record known field by field when it is a plain dataclass without bases (`path:Name` of the
    # file defining it): `isinstance(system, System)` is decided in the trace.
    record_class: Optional[str] = None
    # A Python list built by a comprehension whose every element is this Python list or tuple (`[[zero] * n for _
    # in range(n)]`, `[(w, 0, 0) for w in ws]`): an element keeps its own kind, a row's item writes are Python's.
    element: Optional["Value"] = None
    # The Python strings this may be in every trace (`"jax"` passed for `backend`, or left at that default; one
    # traced caller passing `"forward"` and another `"transpose"`): `if backend == "cpu":` is decided there when
    # every string says the same, its eager-only branch never runs in a trace.
    text: Optional[frozenset[str]] = None
    # A member of one of the module's enumerations known in every trace (`ResolvedBackend.JAX` passed for `backend`,
    # as `"ResolvedBackend.JAX"`): `if backend is ResolvedBackend.PYTHON:` is decided there, as a string test is.
    member: Optional[str] = None
    # A Python container (dict, list, tuple) or None in every trace: every call of a transformed function passes
    # one there (`vm(x, extras or None)` with `vm = jax.vmap(per_sample, ...)`: analysis/container_arguments.py),
    # and JAX rebuilds a pytree argument with the structure it was given. Its truth, `len()`, `in` and keys are
    # Python's; its entries are leaves, arrays (`if extras["mask"]:` still needs a tracer's truth).
    container: bool = False
    # The index-update helper of a traced array, `x.at[i]` (also once bound to a name: `ref = x.at[i]`): its
    # methods are updates whose argument is the values (`ref.max(v)` is a scatter-max), never an axis.
    index_update: bool = False
    # A function that, called in this trace, returns before it reads any parameter (`def _record(name, elapsed):
    # if not timing_active: return ...` with the switch off there): what a call of it is handed reaches nothing.
    # Carried to other files with the arguments it is passed as (`prepare(x, timing_callback=_record)`), and kept
    # by a merge with None or another false value (`callback = None` on a branch, another caller passing None):
    # a false value is never called, so either way no call of it reads what it is given.
    discards_arguments: bool = False

    @property
    def not_python_number(self) -> bool:
        """A tracer, or a part of a pytree of tracers: whatever it is, no Python number, so `int()`, `range()` or a
        shape made of it needs a concrete value it does not have (an opaque value may be a Python number)."""
        return self.traced and (not self.opaque or self.array_leaves)

    def known_field(self, name: str) -> Optional["Value"]:
        """What field `name` of this record holds, when `field_values` says; None when it does not (a field of a
        filtered pytree it does not name, a value not known field by field)."""
        if self.field_values is None:
            return None
        listed = dict(self.field_values).get(name)
        if not self.filtered:
            return STATIC if listed is None else listed
        if listed is None:
            return None
        # An array leaf of the filtered pytree: a tracer named after it, traced once its parameters are.
        return replace(listed, source=f"{self.source}.{name}" if self.source else name, defaulted=self.defaulted)


_VALUE_FIELDS = frozenset(field.name for field in fields(Value))


def replace(value: _T, /, **changes: object) -> _T:
    """`dataclasses.replace`. A `Value` (made anew some 40k times over a few hundred files: every evaluation that
    renames, narrows or flags a value) is copied field by field, without the per-field loop and the keyword call
    of the generated frozen `__init__` that cost several times more (benchmarks/PROFILE.md, session 32): it has no
    `__post_init__` and no field left out of `__init__`, so the copy is the same value."""
    if type(value) is not Value:
        return replace_fields(value, **changes)  # type: ignore[type-var]
    if not _VALUE_FIELDS.issuperset(changes):
        raise TypeError(f"Value has no field {sorted(set(changes) - _VALUE_FIELDS)}")
    copy = object.__new__(Value)
    state = copy.__dict__
    state.update(value.__dict__)
    state.update(changes)
    return copy  # type: ignore[return-value]


STATIC = Value()
# A field of a filtered pytree given a tracer: an array leaf of it (`Value.known_field` names it after the pytree).
_ARRAY_LEAF = Value(traced=True)
# What a compiled function returns inside a trace (wrappers.returns_arrays): an array, or a pytree of them (a tuple
# whose truth is Python's).
COMPILED_RESULT = Value(traced=True, opaque=True, array_leaves=True)
FALSY = Value(falsy=True)
NONE = Value(falsy=True, none=True)
TRUTHY = Value(truthy=True)


def join(values: Iterable[Value]) -> Value:
    """The value of something computed from all of `values` (traced if any of them is)."""
    traced_parts = [v for v in values if v.traced]
    if not traced_parts:
        return STATIC
    return Value(
        traced=True,
        source=next((v.source for v in traced_parts if v.source), None),
        defaulted=all(v.defaulted for v in traced_parts),
        # Computed only from filtered pytrees (equinox.filter_jit, nnx.jit): their non-array leaves stay static
        # through `eqx.tree_at`, `jtu.tree_map`, arithmetic..., so the result's non-array parts do too.
        filtered=all(v.filtered for v in traced_parts),
        field_values=_fields_of(traced_parts, either=False),
        # Arithmetic on values that may be Python numbers (pytree metadata) may be a Python number too.
        opaque=all(v.opaque and not v.captured for v in traced_parts),
        # `2 * n` of configuration entries or of counts another library's method gave is one as well.
        entry=all(v.entry and v.opaque for v in traced_parts),
    )


def _tree_at_fields(where: cst.BaseExpression) -> Optional[list[tuple[str, bool]]]:
    """The fields of its argument that `lambda m: m.w` or `lambda m: (m.w, m.b.x)` selects, in order, each with
    whether the lambda selects the field itself rather than a part nested in it (`m.b` for `m.b.x`); None for any
    other `where`."""
    if type(where) is not cst.Lambda or len(where.params.params) != 1 or where.params.posonly_params or \
            isinstance(where.params.star_arg, cst.Param) or where.params.kwonly_params or where.params.star_kwarg:
        return None
    argument = where.params.params[0].name.value
    body = where.body
    selected = [element.value for element in body.elements] if type(body) in (cst.Tuple, cst.List) else [body]
    fields = []
    for part in selected:
        field, depth = None, 0
        while type(part) is cst.Attribute:
            field, part, depth = part.attr.value, part.value, depth + 1
        if type(part) is not cst.Name or part.value != argument or field is None:
            return None
        fields.append((field, depth == 1))
    return fields


def _literal_rows(iterable: cst.BaseExpression) -> Optional[list[list[cst.BaseExpression]]]:
    """The rows of a tuple or list literal whose elements are all tuple or list literals of one length, without
    starred parts; None for any other iterable."""
    if type(iterable) not in (cst.Tuple, cst.List) or not iterable.elements:  # type: ignore[attr-defined]
        return None
    rows = []
    for element in iterable.elements:  # type: ignore[attr-defined]
        row = element.value
        if type(element) is not cst.Element or type(row) not in (cst.Tuple, cst.List) or not row.elements or any(
                type(inner) is not cst.Element for inner in row.elements):
            return None
        rows.append([inner.value for inner in row.elements])
    return rows if len({len(row) for row in rows}) == 1 else None


def merge(a: Optional[Value], b: Optional[Value]) -> Value:
    """Either of two bindings of one name may reach a use (branches, loop iterations)."""
    if a is None:
        return b or STATIC
    if b is None or a == b:
        return a
    sequence = a.sequence and b.sequence
    traced = [v for v in (a, b) if v.traced]
    if not traced:
        return Value(sequence=sequence, falsy=a.falsy and b.falsy, truthy=a.truthy and b.truthy,
                     none=a.none and b.none, not_none=a.not_none and b.not_none,
                     outer_state=a.outer_state and b.outer_state, text=_either_text(a.text, b.text),
                     member=a.member if a.member == b.member else None,
                     discards_arguments=(a.discards_arguments or b.discards_arguments) and
                     (a.discards_arguments or a.falsy) and (b.discards_arguments or b.falsy))
    return Value(
        traced=True,
        mask=all(v.mask for v in traced),
        sequence=sequence,
        source=next((v.source for v in traced if v.source), None),
        defaulted=all(v.defaulted for v in traced),
        filtered=all(v.filtered for v in traced),
        # A Python list of arrays on one side, something else on the other (a helper's result rebinding the
        # list in a loop): the value may be no array, and its item writes and truth may be Python operations.
        opaque=all(v.opaque for v in traced) or (a.sequence != b.sequence and any(v.sequence for v in traced)),
        captured=all(v.captured for v in traced),
        mapping=any(v.mapping for v in traced),
        entry=all(v.entry for v in traced),
        # A Python container on every traced side (an untraced side's truth is Python's anyway).
        container=all(v.container for v in traced),
        # A pytree we know nothing about (opaque) says nothing against the other side's abstracted leaves.
        array_leaves=any(v.array_leaves for v in traced) and all(v.array_leaves or v.opaque for v in traced),
        items=_structure_kept(traced),
        concrete_fields=a.concrete_fields & b.concrete_fields
        if a.concrete_fields is not None and b.concrete_fields is not None and a.traced and b.traced else None,
        field_values=_fields_of(traced, either=True),
        record_class=a.record_class if a.record_class == b.record_class else None,
        element=_rows_kept(a, b, traced),
    )


def _rows_kept(a: Value, b: Value, traced: list[Value]) -> Optional[Value]:
    """The rows of a Python list of rows on every traced side (`candidates` grown from `[]` in a loop: the empty
    display on the other side holds no row), merged; None when a side may hold anything else."""
    if not (a.sequence and b.sequence) or any(v.element is None for v in traced) or any(
            not v.traced and v.items != () for v in (a, b)):
        return None
    rows = [v.element for v in traced]
    return rows[0] if len(rows) == 1 or rows[0] == rows[1] else merge(rows[0], rows[1])


def _either_text(a: Optional[frozenset[str]], b: Optional[frozenset[str]]) -> Optional[frozenset[str]]:
    """The strings a name may hold when either binding reaches it (two traced callers passing `"forward"` and
    `"transpose"`): both sides' strings, or unknown when one side may be any value."""
    return None if a is None or b is None else a | b


def _structure_kept(traced: list[Value]) -> Optional[tuple[Value, ...]]:
    """The items of a tuple or list JAX abstracted leaf by leaf that one side knows (calls.py `_abstracted`), when
    the other side knows nothing of its structure (a traced value or Python sequence without items, fields or
    mapping kind, as a lax body's carry is before the loop's initial value is known, or as a lax body root's
    parameter is): it says nothing against them, as for `array_leaves`; the items both sides know, merged one by
    one."""
    known = [v for v in traced if v.items is not None]
    if len(traced) != 2 or not known:
        return None
    if len(known) == 2:
        first, second = known[0].items, known[1].items
        return tuple(merge(a, b) for a, b in zip(first, second)) if len(first) == len(second) else None
    other = traced[0] if traced[1] is known[0] else traced[1]
    if any(item.array_leaves for item in known[0].items) and not (
            other.mapping or other.entry or other.flattened or other.filtered) and \
            other.field_values is None and other.leaf_fields is None and other.element is None:
        return known[0].items
    return None


def _returned_items(returned: list[Value], any_traced: Value) -> Value:
    """`basis, coords, nelec = _resolve_system(system)` of a module function whose every `return` gives a tuple
    display of one length for these arguments: each item what the function puts there (a record's field, a Python
    count), merged over the returns."""
    merged = (_merged(value.items[position] for value in returned)  # type: ignore[index]
              for position in range(len(returned[0].items)))  # type: ignore[arg-type]
    # A traced item is what an unknown function's result holds (opaque), as before; an untraced one stays Python.
    return Value(traced=True, opaque=True, sequence=True, source=any_traced.source, items=tuple(
        replace(item, opaque=True) if item.traced else item for item in merged))


def _returned_record(returned: list[Value]) -> Optional[Value]:
    """`setup = _make_setup(sizes, profiles)` of a module function whose every `return` builds one dataclass in
    the trace (`Setup(n_modes=sizes.n_modes, weights=profiles["weights"])`): that record, known field by field, so a
    field filled from a static argument stays the Python value it is and one filled from a tracer holds it. So does
    a function returning the record it was handed, known field by field though not by class (`return spec` of
    `_resolve_coulomb(spec, symbols)`, given the caller's `spec = coulomb` or `spec = df(aux_b)`, an `eqx.tree_at`
    copy): what it was handed, its fields kept."""
    if all(value.traced and value.leaf_fields is not None for value in returned):
        # A pytree record (`Inputs(src=src, pair_count=int(src.shape[0]))` of a NamedTuple): a field that no return
        # gives a tracer stays the Python value it was given.
        return Value(traced=True, opaque=True, leaf_fields=frozenset.intersection(
            *(value.leaf_fields for value in returned)))  # type: ignore[misc]
    if not all(value.field_values is not None and not value.filtered for value in returned) or \
            len({value.record_class for value in returned}) != 1:
        return None
    return _merged(returned)


def _fields_of(traced: list[Value], either: bool) -> Optional[tuple[tuple[str, Value], ...]]:
    """The fields known one by one of a value computed from the traced values `traced`, or (`either`: branches,
    loop iterations) that is either of them. Filtered pytrees give one: a field any of them gives a tracer may hold
    one (a field another does not name is what its class makes it, which a tracer merges into). Two other records
    known field by field with the same fields, either of them, give each field either of the two values."""
    if all(value.filtered for value in traced):
        named = {name: field for value in traced for name, field in value.field_values or ()}
        return tuple(sorted(named.items())) or None
    if either and len(traced) == 1:
        # A record on one side, a Python value on the other (`spec = None` or the caller's spec, then `spec =
        # Spec(aux=a)` under an `if`): an attribute of the Python value is a Python value, so each field is the
        # record's.
        return traced[0].field_values
    if not either or len(traced) != 2 or any(value.filtered or value.field_values is None for value in traced):
        return None
    first, second = (dict(value.field_values) for value in traced)  # type: ignore[arg-type]
    if first.keys() != second.keys():
        return None
    return tuple((name, merge(value, second[name])) for name, value in first.items())


def _merged(values: Iterable[Value]) -> Value:
    found: Optional[Value] = None
    for value in values:
        found = merge(found, value)
    return found or STATIC


def certain_tracer_key(index: Value) -> bool:
    """Is an index or key certainly a tracer, so that writing an item with it fails whatever the container is (an
    array is immutable, a list needs a concrete index, a dict a hashable key)? A tuple display is that only when one
    of its items is: `projectors[(x, y)] = p` with `x, y` an unknown object's coordinates (maybe Python ints) is a
    Python key of a Python mapping as often as not."""
    if index.sequence and index.items is not None:
        return any(certain_tracer_key(item) for item in index.items)
    return index.not_python_number


def holds_called_items(container: Value) -> bool:
    """Is `container`, indexed and its item called (`self.phases[k](step)`, `self.layers[i](x)`), a Python list,
    tuple or dict? Its items are callables, which no jax array holds: a container that is no tracer is Python's,
    and indexing it needs a concrete index or a hashable key."""
    return not container.traced and container.items is None and container.element is None


def certain_array(value: Value) -> bool:
    """A tracer that is an array, not a pytree or a Python container of them."""
    return value.traced and not (value.opaque or value.sequence or value.mapping or value.entry or value.container
                                 or value.items is not None or value.leaf_fields is not None)


def element_of(container: Value) -> Value:
    """What iterating over, or indexing into, `container` gives."""
    if container.element is not None:
        return container.element
    if container.items is not None:
        rows = container.items
        if rows and all(row.items is not None for row in rows) and len({len(row.items) for row in rows}) == 1:
            # `for row, lo, c in [(0, 0, a[0]), (n - 1, n - 2, a[-1])]`: each position keeps its own kind.
            columns = tuple(_merged(row.items[i] for row in rows)  # type: ignore[index]
                            for i in range(len(rows[0].items)))  # type: ignore[arg-type]
            return Value(traced=any(v.traced for v in columns), sequence=True, items=columns,
                         source=next((v.source for v in columns if v.source), None))
        return join(container.items) if not container.items or any(v.traced for v in container.items) else STATIC
    if not container.traced:
        return STATIC
    return Value(traced=True, source=container.source, defaulted=container.defaulted, filtered=container.filtered,
                 opaque=container.opaque)


# Attributes of an array that are static Python values even on a tracer.
STATIC_ATTRIBUTES = frozenset({
    "shape", "ndim", "dtype", "size", "itemsize", "nbytes", "weak_type", "sharding", "aval", "named_shape",
    "__class__", "__name__",
    # A sparse array's layout (jax.experimental.sparse BCOO/BCSR): Python ints and flags, its pytree's aux data.
    "n_sparse", "n_batch", "n_dense", "nse", "indices_sorted", "unique_indices",
})
# Attributes that are the same array or a view of it.
ARRAY_ATTRIBUTES = frozenset({"T", "mT", "real", "imag", "at", "flat"})

_STATIC_BUILTINS = frozenset({
    "len", "isinstance", "issubclass", "type", "id", "callable", "hasattr", "repr", "str", "format", "hash",
    "int", "float", "bool", "complex", "print", "vars", "dir", "chr", "ord", "object", "super", "open",
    "NotImplemented", "Ellipsis", "slice",
})
_SEQUENCE_BUILTINS = frozenset({"list", "tuple", "sorted", "reversed", "enumerate", "zip", "map", "filter", "set",
                                "frozenset"})

# `jax.make_jaxpr(f)(x)` gives a jaxpr (and with return_shape, ShapeDtypeStructs): a description of the
# computation, never a tracer, even called inside a trace.
_ABSTRACT_EVALUATIONS = frozenset({"jax.make_jaxpr"})
# A jitted function's ahead-of-time stages: `f.trace(x)`, `.lower(x)`, `.compile()`.
_AHEAD_OF_TIME_STAGES = frozenset({"trace", "lower", "compile"})
# `tree_reduce(f, tree[, initializer])`: f(accumulated, leaf), the first accumulated value the initializer or the
# first leaf.
TREE_REDUCES = frozenset({"jax.tree_util.tree_reduce", "jax.tree.reduce"})
# Functions that hand back a concrete Python value or raise ConcretizationTypeError with the caller's message.
CONCRETE_GUARDS = frozenset({
    f"{module}.{name}" for module in ("jax.core", "jax._src.core", "jax.extend.core")
    for name in ("concrete_or_error", "concrete_dim_or_error", "concrete_aval")
})
COMPILE_TIME_EVAL = frozenset({"jax.ensure_compile_time_eval", "jax.core.ensure_compile_time_eval",
                               "jax._src.core.ensure_compile_time_eval", "jax.core.eval_context",
                               "jax._src.core.eval_context"})
# isinstance(x, C) true for one of these: x is a Python/NumPy value, not a tracer.
_CONCRETE_CLASSES = frozenset({"int", "float", "bool", "complex", "str", "bytes", "numpy.ndarray", "numpy.generic",
                               "numpy.number", "numbers.Number", "numbers.Integral", "numbers.Real"})
# Python containers: no tracer is one, but one may hold tracers (so a test for them proves no value concrete).
_CONTAINER_CLASSES = frozenset({"list", "tuple", "dict", "set", "frozenset"})
_SILENT_PREFIXES = ("jax.debug.", "logging.", "warnings.")


def concrete_guard_subject(call: cst.Call, qualified: Optional[str]) -> Optional[str]:
    """The name a JAX concreteness check raises for unless it is concrete (`concrete_or_error(None, x, "...")`,
    `concrete_dim_or_error(n)`, `concrete_aval(x)`): code after the call sees a Python value there."""
    if qualified not in CONCRETE_GUARDS:
        return None
    position, keyword = (1, "val") if qualified.endswith(".concrete_or_error") else (0, None)
    positional = [arg for arg in call.args if arg.keyword is None and not arg.star]
    checked = positional[position].value if len(positional) > position else next(
        (arg.value for arg in call.args if arg.keyword is not None and arg.keyword.value == keyword), None)
    return checked.value if type(checked) is cst.Name else None


# Libraries the evaluator models itself: a call into them is never a project function.
_LIBRARY_PREFIXES = ("jax.", "jaxlib.", "numpy.")


# Host libraries other than NumPy (whose calls on tracers JXL401 reports): their results are never tracers.
_HOST_RESULT_LIBRARIES = frozenset({"scipy", "pandas", "ctypes", "cmath", "torch"})
# Libraries whose functions compute on the host, never on tracers (`np.asarray(x)` of one raises).
_HOST_LIBRARIES = frozenset({"numpy", "scipy", "ctypes", "math", "cmath", "pandas", "torch"})
# `math` functions of real numbers whose `jnp` namesake computes the same float on an array (not the integer ones,
# `ceil`/`floor`/`prod`, nor the predicates, `isnan`, whose fix is often a value known before the trace).
_MATH_REAL_FUNCTIONS = frozenset(f"math.{name}" for name in (
    "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sqrt", "cbrt", "pow", "sin", "cos", "tan", "asin",
    "acos", "atan", "atan2", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "erf", "erfc", "lgamma", "hypot",
    "fabs", "copysign", "fmod", "degrees", "radians"))
# Libraries that work on jax arrays and tracers, and modules of the standard library that do not compute on arrays.
_TRACER_LIBRARIES = frozenset({
    "jax", "jaxlib", "flax", "equinox", "optax", "chex", "haiku", "numpyro", "diffrax", "lineax", "optimistix",
    "jaxtyping", "jraph", "distrax", "blackjax", "einops", "tensorflow_probability", "orbax", "jmp", "oryx",
    "functools", "itertools", "operator", "typing", "dataclasses", "collections", "contextlib", "logging",
    "warnings", "abc", "enum", "inspect", "types", "builtins", "copy",
})


def is_host_function(qualified: Optional[str], own_package: Optional[str]) -> bool:
    """Does calling `qualified` with an array compute on the host: a NumPy/SciPy/ctypes/math function (not one
    that reads only shapes and dtypes), or one of an installed library outside JAX and `own_package` (a C
    extension's wrapper)? False when unknown (`own_package` None: no other library counts)."""
    if not qualified or "." not in qualified:
        return False
    head = qualified.split(".", 1)[0]
    if head in _HOST_LIBRARIES:
        return not is_static_array_function(qualified) and not is_dtype_constructor(qualified)
    return own_package is not None and head != own_package and head not in _TRACER_LIBRARIES and \
        not head.startswith("_")


def is_builtin(name: str) -> bool:
    return hasattr(builtins, name)


# Library predicates that are true only for concrete (non-tracer) values: numpyro's `not_jax_tracer`, ...
_CONCRETE_PREDICATES = frozenset({"not_jax_tracer", "is_concrete", "is_concrete_value"})


def concrete_guarded_names(test: cst.BaseExpression, holds: bool = True) -> set[str]:
    """Names that an `if` test proves concrete where it `holds` (the body) or fails (the `else`, holds=False):
    `if not_jax_tracer(x):`, `if not isinstance(x, jax.core.Tracer):`, `and` chains of them; and in the
    `else` of `if isinstance(x, jax.core.Tracer)` or `if hasattr(x, "shape")` (every tracer has a shape)."""
    kind = type(test)
    if kind is cst.UnaryOperation and type(test.operator) is cst.Not:
        return concrete_guarded_names(test.expression, not holds)
    if kind is cst.BooleanOperation and type(test.operator) is (cst.And if holds else cst.Or):
        return concrete_guarded_names(test.left, holds) | concrete_guarded_names(test.right, holds)
    if kind is not cst.Call or not test.args or type(test.args[0].value) is not cst.Name:
        return set()
    name = test.args[0].value.value
    function = (dotted_name(test.func) or "").rpartition(".")[2]
    if holds and function in _CONCRETE_PREDICATES:
        return {name}
    if not holds and function == "isinstance" and len(test.args) == 2 and _names_tracer_class(test.args[1].value):
        return {name}
    if not holds and function == "hasattr" and len(test.args) == 2 and isinstance(
            test.args[1].value, cst.SimpleString) and test.args[1].value.evaluated_value in _TRACER_ATTRIBUTES:
        return {name}
    return set()


_TRACER_ATTRIBUTES = frozenset({"shape", "dtype", "ndim", "aval"})
# Classes every tracer is an instance of: `isinstance(x, jax.Array)` is true for a tracer, so its `else` (or what
# follows an `if` that returns) sees no tracer in `x`.
_TRACER_SUPERCLASSES = frozenset({"jax.Array", "jnp.ndarray", "jax.numpy.ndarray"})


def _names_tracer_class(classes: cst.BaseExpression) -> bool:
    """`jax.core.Tracer`, `jax.Array`, `jnp.ndarray`, or a tuple holding one of them."""
    if isinstance(classes, cst.Tuple):
        return any(_names_tracer_class(element.value) for element in classes.elements)
    spelled = dotted_name(classes) or ""
    return spelled.endswith("Tracer") or spelled in _TRACER_SUPERCLASSES


Lookup = Callable[[cst.Name], Optional[Value]]
CallHook = Callable[[cst.Call, list[Value], dict[str, Value]], None]
# (node, method name or attribute read, receiver, argument values; None for an attribute read)
# A comparison operator's method on its left operand and the reflected one Python tries on its right operand.
_COMPARISON_METHODS: dict[type, tuple[str, str]] = {
    cst.Equal: ("__eq__", "__eq__"), cst.NotEqual: ("__ne__", "__ne__"), cst.LessThan: ("__lt__", "__gt__"),
    cst.GreaterThan: ("__gt__", "__lt__"), cst.LessThanEqual: ("__le__", "__ge__"),
    cst.GreaterThanEqual: ("__ge__", "__le__"),
}
ProtocolHook = Callable[[cst.CSTNode, str, cst.BaseExpression, Optional[list[Value]]], None]


@dataclass(frozen=True)
class FieldKinds:
    """What a module's classes declare about attribute names: static configuration (`eqx.field(static=True)`,
    `pytree_node=False`), arrays even on a filtered pytree (`w: jax.Array`, `nnx.Param`), and flax.linen
    parameters (`self.w = self.param(...)`)."""
    static: frozenset[str] = frozenset()
    arrays: frozenset[str] = frozenset()
    params: frozenset[str] = frozenset()
    # Methods and functions of the project whose every definition returns a Python value whatever the arguments
    # (`def dofs(self): return len(self.joint_names)`), by name (analysis/static_members.py).
    callables: frozenset[str] = frozenset()
    # The module's own tracer tests (`def _is_traced(v): return isinstance(v, jax.core.Tracer)`), by name: true
    # exactly when the first argument is a tracer, and (`return not isinstance(...)`) exactly when it is not.
    tracer_predicates: frozenset[str] = frozenset()
    concrete_predicates: frozenset[str] = frozenset()
    # Project callables whose every definition returns a tuple display of one length, by name, with which items
    # are Python values whatever the arguments (analysis/static_members.py): `value, dtype = as_state(x)`.
    python_items: tuple[tuple[str, tuple[bool, ...]], ...] = ()
    # Fields annotated as a Python list or tuple (`members: list`): the container stays a Python one in a pytree.
    sequences: frozenset[str] = frozenset()
    # The module's functions that raise when their first argument is a tracer (`_ensure_not_traced(x)`), by name.
    tracer_refusals: frozenset[str] = frozenset()
    # Project properties whose every definition returns a Python value (`def n(self): return self.con.shape[0]`), by
    # name: on a traced record they are computed from its static parts, not leaves of it.
    properties: frozenset[str] = frozenset()
    # Project callables whose every definition returns a Python list of tuple displays of one length, by name, with
    # which items of a row are Python values (analysis/static_members.py): `for w, n, a in tracer.kernel(z)`.
    python_rows: tuple[tuple[str, tuple[bool, ...]], ...] = ()
    # Fields annotated as a Python container or None (`stats: dict[str, Array]`, `ids: Sequence[int] | None`): on a
    # traced record the container holds the leaves, and its truth value is a Python question.
    containers: frozenset[str] = frozenset()
    # Those of `tracer_predicates` and `concrete_predicates` that test every argument they are given, through a
    # generator over their `*values` (`def _cacheable(*values): return not any(isinstance(leaf, Tracer) for leaf in
    # tree_leaves(values))`): `_cacheable(a, b)` and `_cacheable(*pair)` are about every item.
    variadic_predicates: frozenset[str] = frozenset()
    # The members of the module's enumerations, as `Class.MEMBER` (a class deriving from `Enum`, `StrEnum`...,
    # whose members are bound to distinct constants: no member is another's alias): each a Python value.
    enum_members: frozenset[str] = frozenset()


def tracer_test(function: cst.FunctionDef) -> Optional[bool]:
    """True when `function` returns whether its first parameter is, or holds, a tracer (`return isinstance(v,
    Tracer)`, `return any(isinstance(leaf, Tracer) for leaf in tree_leaves(tree))`), False when it returns whether
    it is not, None for anything else. A function of `*values` alone tests every argument it is given, through the
    generator over them (`return not any(isinstance(leaf, Tracer) for leaf in tree_leaves(values))`)."""
    body = function.body.body if isinstance(function.body, cst.IndentedBlock) else []
    statements = [line for statement in body if isinstance(statement, cst.SimpleStatementLine)
                  for line in statement.body]
    subject = tested_parameter(function)
    if len(statements) != len(body) or not statements or subject is None:
        return None
    # `import jax` inside the helper, to keep the module importable without it.
    statements = [line for line in statements if not isinstance(line, (cst.Import, cst.ImportFrom))]
    if isinstance(statements[0], cst.Expr) and isinstance(statements[0].value, (cst.SimpleString,
                                                                                cst.ConcatenatedString)):
        statements = statements[1:]   # the docstring
    if len(statements) != 1 or not isinstance(statements[0], cst.Return) or statements[0].value is None:
        return None
    test, negated = statements[0].value, False
    if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        test, negated = test.expression, True
    if function.params.params and is_tracer_isinstance(test, subject):
        return not negated   # (a `*values` tuple is never a tracer itself)
    # `any(isinstance(leaf, Tracer) for leaf in tree_leaves(tree))`: false only when no part of `tree` is a tracer.
    items = tracer_generator(test)
    if items is not None and any(isinstance(node, cst.Name) and node.value == subject for node in _names_in(items)):
        return not negated
    return None


def tested_parameter(function: cst.FunctionDef) -> Optional[str]:
    """The parameter a tracer test is about: the first, or, in a function of `*values` alone, that tuple."""
    if function.params.params:
        return function.params.params[0].name.value
    star = function.params.star_arg
    return star.name.value if isinstance(star, cst.Param) else None


def tracer_generator(test: cst.BaseExpression, reducer: str = "any") -> Optional[cst.BaseExpression]:
    """For `any(isinstance(t, jax.core.Tracer) for t in <items>)` (`all(...)` with `reducer="all"`), `<items>`;
    None for any other expression."""
    if type(test) is not cst.Call or type(test.func) is not cst.Name or test.func.value != reducer or \
            len(test.args) != 1 or type(test.args[0].value) is not cst.GeneratorExp:
        return None
    generator = test.args[0].value
    loop = generator.for_in
    if loop.inner_for_in is not None or loop.ifs or type(loop.target) is not cst.Name or \
            not is_tracer_isinstance(generator.elt, loop.target.value):
        return None
    return loop.iter


def refuses_tracer(function: cst.FunctionDef, tracer_predicates: frozenset[str] = frozenset()) -> bool:
    """Does `function` raise whenever its first parameter is a tracer, before anything else it does (`def
    _ensure_not_traced(x): if isinstance(x, Tracer): raise RuntimeError(...)`, or the test spelled with one of the
    project's `tracer_predicates`, `if is_tracer(x): raise`)? A call of it with a tracer ends every trace there:
    what follows the call runs only on concrete values."""
    body = function.body.body if isinstance(function.body, cst.IndentedBlock) else []
    if not function.params.params:
        return False
    first = function.params.params[0].name.value
    for statement in body:
        if isinstance(statement, cst.SimpleStatementLine) and all(
                isinstance(line, (cst.Import, cst.ImportFrom)) or isinstance(line, cst.Expr) and isinstance(
                    line.value, (cst.SimpleString, cst.ConcatenatedString)) for line in statement.body):
            continue   # the docstring, `import jax` kept inside the helper
        if not isinstance(statement, cst.If) or statement.orelse is not None or \
                not isinstance(statement.body, cst.IndentedBlock) or not statement.body.body:
            return False
        last = statement.body.body[-1]
        test = statement.test
        tests_first = is_tracer_isinstance(test, first) or type(test) is cst.Call and type(
            test.func) is cst.Name and test.func.value in tracer_predicates and len(test.args) == 1 and type(
            test.args[0].value) is cst.Name and test.args[0].value.value == first and not test.args[0].keyword
        return tests_first and isinstance(last, cst.SimpleStatementLine) and isinstance(last.body[-1], cst.Raise)
    return False


# Tests of JAX's own trace state, true only outside every trace: code they guard runs on concrete values.
_EAGER_ONLY_TESTS = frozenset({"jax.core.trace_ctx.is_top_level", "jax._src.core.trace_ctx.is_top_level",
                               "jax.core.trace_state_clean", "jax._src.core.trace_state_clean"})


def _any_leaf_is_tracer(test: cst.BaseExpression) -> Optional[set[str]]:
    """For `any(isinstance(leaf, Tracer) for leaf in <leaves>)`, the names its leaves come from (`x`, `(x, y)`,
    `tree_leaves((x, y))`, `jax.tree.leaves(x)`), which hold no tracer where it is false; None for any other test."""
    source = tracer_generator(test)
    if source is None:
        return None
    if type(source) is cst.Call and len(source.args) == 1 and \
            (dotted_name(source.func) or "").rpartition(".")[2] in ("leaves", "tree_leaves"):
        source = source.args[0].value
    elements = [element.value for element in source.elements] if type(source) in (cst.Tuple, cst.List) else [source]
    return {_guarded_spelling(element) for element in elements} - {""}


def _guarded_spelling(expression: cst.BaseExpression) -> str:
    """`x` or `leaf.times` (a local's attribute, narrowed as the flow pass reads it), "" for anything else."""
    if type(expression) is cst.Name:
        return expression.value
    if type(expression) is cst.Attribute and type(expression.value) is cst.Name:
        return f"{expression.value.value}.{expression.attr.value}"
    return ""


def is_tracer_isinstance(test: cst.BaseExpression, subject: str) -> bool:
    """`isinstance(subject, jax.core.Tracer)`."""
    return isinstance(test, cst.Call) and isinstance(test.func, cst.Name) and test.func.value == "isinstance" and \
        len(test.args) == 2 and isinstance(test.args[0].value, cst.Name) and \
        test.args[0].value.value == subject and (dotted_name(test.args[1].value) or "").endswith("Tracer")


def _names_in(expression: cst.BaseExpression) -> list[cst.Name]:
    found: list[cst.Name] = []
    pending: list[cst.CSTNode] = [expression]
    while pending:
        node = pending.pop()
        if isinstance(node, cst.Name):
            found.append(node)
        pending.extend(children(node))
    return found


class PythonResultsQuestion(Protocol):
    """What the module's own functions return whatever their arguments (analysis/python_results.py)."""

    def __call__(self, name: str) -> bool:
        """A Python value?"""

    def tuple_items(self, name: str) -> Optional[tuple[Value, ...]]:
        """A tuple display: what each item holds?"""

    def returned_for(self, name: str, positional: list[Value], keywords: dict[str, Value]
                     ) -> Optional[list[Value]]:
        """What each `return` gives for these argument values?"""

    def method(self, name: str) -> bool:
        """A Python value, called on a static `self`?"""

    def static_method_returned_for(self, name: str, positional: list[Value], keywords: dict[str, Value]
                                   ) -> Optional[list[Value]]:
        """What each `return` of the class's `@staticmethod` gives for these argument values?"""


class Evaluator:
    """Computes the abstract value of an expression.

    `lookup` gives the value bound to a name at this point (None: not a local of traced code, e.g. a module
    constant or a builtin). With `visit_all`, every sub-expression is evaluated, so that a flow pass records
    every name use; rules evaluate lazily and reuse the recorded bindings.
    """

    def __init__(self, imports: ImportMap, lookup: Lookup, on_call: Optional[CallHook] = None,
                 fields: FieldKinds = FieldKinds(), concrete_calls: Optional[set] = None,
                 python_result: Optional["PythonResultsQuestion"] = None,
                 attribute_lookup: Optional[Callable[[cst.Attribute], Optional[Value]]] = None,
                 on_protocol: Optional[ProtocolHook] = None,
                 call_result: Optional[Callable[[cst.Call], Optional[Value]]] = None,
                 record_local: Optional[Callable[[cst.Name, Value], None]] = None,
                 array_result: Optional[Callable[[cst.BaseExpression], Optional[Value]]] = None,
                 narrowed_attribute: Optional[Callable[[cst.Attribute], bool]] = None,
                 record_layout: Optional[Callable[[cst.BaseExpression], Optional[
                     tuple[tuple[str, ...], frozenset[str]]]]] = None,
                 handed_calls: Optional[set] = None,
                 array_rows: Optional[Callable[[cst.BaseExpression], Optional[Value]]] = None,
                 imported_python: Optional[Callable[[cst.BaseExpression], Optional[ImportedPythonResult]]] = None
                 ) -> None:
        self.imports = imports
        # What a module-level function of another project file, called by the name the file imports it as, gives
        # whatever its arguments (project.py `imported_python_result`): a Python value, or a tuple some items of
        # which are (`shells, _ = _shells(basis.angular, ...)`, `make_plan(n)` returning a plan of ints).
        self.imported_python = imported_python
        # A function of another project file returning a list of tuples some items of which are jax arrays
        # (`expand_beam` returning `[(score + top[i], seq + [tokens[i]]) for i in range(k)]`): that list.
        self.array_rows = array_rows
        # Calls in traced code of a function the traced function was handed (`f(q + e)` with `f` a parameter
        # holding a Python callable), which the flow pass records: applied to a jax array, such a function
        # computes with it and gives arrays (a pytree of them), no Python number.
        self.handed_calls: set = handed_calls if handed_calls is not None else set()
        # The annotated fields (in order) and static fields of the pytree record class a call's callee names
        # (NamedTuple, registered dataclass, of this module or imported); None for anything else.
        self.record_layout = record_layout
        # `leaf.mode` read where a guard proved it holds no tracer (`name.attr` of a local name).
        self.narrowed_attribute = narrowed_attribute
        # A project function called by this name that gives a jax array whatever its arguments (None: not known to).
        self.array_result = array_result
        # The flow pass records what a comprehension's own names hold at each use when they run over a tuple or
        # list display (`t` in `[t.reshape(s) for t in (q, k)]`), or over an array for sure (`r` in `[r.item() for
        # r in jnp.linspace(0, p, n)]`: its rows are tracers), for the rules, which evaluate the use without the
        # comprehension around it. Not over other traced values: a pytree or an unknown result may hold Python
        # objects.
        self.record_local = record_local
        self._display_bound: dict[int, set[str]] = {}  # id of a comprehension's scope -> names bound from a display
        # `self.method(...)`: what the class's method returns when its traced pass found a tracer there (None: not
        # known).
        self.call_result = call_result
        # The flow pass hears of the methods Python calls implicitly: `obj[i]` (`__getitem__`), `obj.attr` (a
        # property), `print(obj)` / `str(obj)` / `f"{obj}"` (`__str__`), `repr(obj)` / `f"{obj!r}"` (`__repr__`).
        self.on_protocol = on_protocol
        # `self.attr` of a plain object whose constructor stored a tracer there (None: not known).
        self.attribute_lookup = attribute_lookup
        self.lookup = lookup
        self.on_call = on_call
        # The flow pass decides a conditional expression whose test its trace fixes (True/False: the branch taken;
        # None: either may run), and records the branch left out.
        self.decided_condition: Optional[Callable[[cst.IfExp], Optional[bool]]] = None
        # Does calling the module's own function of this name always give a Python value (`len(...) // 6`)?
        self.python_result = python_result
        self.fields = fields
        self.local_scopes: list[dict[str, Value]] = []
        # Locals the flow pass saw bound to a tracer test (`is_tracer = isinstance(x, Tracer)`, `traced =
        # any(isinstance(leaf, Tracer) for leaf in leaves)`), by name: `if not is_tracer:` guards as the test does.
        self.test_aliases: dict[str, cst.BaseExpression] = {}
        # The classes a module-level alias spells (`Scalar = np.generic | bool | int`), by its name; None: not one.
        self.class_alias: Callable[[str], Optional[tuple[str, ...]]] = lambda name: None
        # Is this free name a list/dict/set bound around the traced code (the module, an untraced enclosing
        # function)? `_PLAN_CACHE.get(key)` then gives what the code filling the memo stored there.
        self.outer_container: Callable[[cst.Name], bool] = lambda name: False
        # Does this name call a def of the code around (a helper nested beside the traced code included) that gives
        # a Python value whatever its arguments (python_results.PythonResults.definition)? `jax.tree.map` of it
        # over any leaves gives a tree of such values.
        self.python_function: Callable[[cst.BaseExpression], bool] = lambda expression: False
        self.cache: dict[int, Value] = {}
        # Inside `with jax.ensure_compile_time_eval():` JAX computes on constants eagerly; the flow pass records the
        # calls it found concrete there, so that the rules' evaluation agrees.
        self.compile_time_eval = False
        self.concrete_calls: set = concrete_calls if concrete_calls is not None else set()

    def value(self, node: cst.BaseExpression) -> Value:
        # Keyed by id: the nodes outlive the evaluator, and libcst's __hash__ is a Python-level call.
        cached = self.cache.get(id(node))
        if cached is None:
            cached = self._value(node)
            if self.on_call is None:
                self.cache[id(node)] = cached
        return cached

    # --- names -------------------------------------------------------------------------------------------------
    def name_value(self, node: cst.Name) -> Optional[Value]:
        for scope in reversed(self.local_scopes):
            if node.value in scope:
                if self.record_local is not None and node.value in self._display_bound.get(id(scope), ()):
                    self.record_local(node, scope[node.value])
                return scope[node.value]
        return self.lookup(node)

    def _value(self, node: cst.BaseExpression) -> Value:
        kind = type(node)
        method = _METHODS[kind] if kind in _METHODS else _method_for(kind)
        if method is not None:
            return method(self, node)
        # Literals, f-strings, lambdas, yields...: static, but still look inside for name uses.
        self._children(node)
        return STATIC

    def _children(self, node: cst.CSTNode) -> list[Value]:
        values = []
        for child in children(node):
            kind = type(child)
            role = _CHILD_ROLES[kind] if kind in _CHILD_ROLES else _child_role(kind)
            if role is _EVALUATED:
                values.append(self.value(child))
            elif role is _SEARCHED:
                values.extend(self._children(child))
        return values

    def _Name(self, node: cst.Name) -> Value:
        bound = self.name_value(node)
        if bound is None and node.value == "None":
            return NONE
        if bound is None and node.value == "False":
            return FALSY
        if bound is None and node.value == "True":
            return TRUTHY
        return bound if bound is not None else STATIC

    def _SimpleString(self, node: cst.SimpleString) -> Value:
        spelled = node.evaluated_value
        return Value(text=frozenset((spelled,))) if isinstance(spelled, str) else STATIC

    def _FormattedString(self, node: cst.FormattedString) -> Value:
        for part in node.parts:
            if isinstance(part, cst.FormattedStringExpression):
                self.value(part.expression)
                if part.format_spec:
                    for spec_part in part.format_spec:
                        if isinstance(spec_part, cst.FormattedStringExpression):
                            self.value(spec_part.expression)
                if self.on_protocol is not None:
                    method = "__repr__" if part.conversion == "r" else "__str__"
                    self.on_protocol(part.expression, method, part.expression, [])
        return STATIC

    def _Attribute(self, node: cst.Attribute) -> Value:
        base = self.value(node.value)
        attr = node.attr.value
        if type(node.value) is cst.Name and f"{node.value.value}.{attr}" in self.fields.enum_members and \
                self.lookup(node.value) is None:
            return Value(member=f"{node.value.value}.{attr}")   # `ResolvedBackend.JAX`, a class no local shadows
        if self.on_protocol is not None:
            self.on_protocol(node, attr, node.value, None)
        if self.narrowed_attribute is not None and type(node.value) is cst.Name and self.narrowed_attribute(node):
            return STATIC   # after `if _is_traced((leaf.times, leaf.mode)): continue`
        if base.concrete_fields is not None and attr in base.concrete_fields:
            return STATIC   # the caller's guard proved it concrete
        # What a record known field by field holds there (the `shape`, `dtype`... of one not filtered are the
        # static attributes any value has).
        # A record's own array field named like an array's metadata (`size: jax.Array` of a replay buffer's state):
        # on the record, `state.size` is that leaf, not a size.
        metadata = attr in STATIC_ATTRIBUTES and not (
            base.traced and base.leaf_fields is not None and attr not in base.leaf_fields and
            attr in self.fields.arrays and attr not in self.fields.properties)
        known = base.known_field(attr) if base.filtered or base.traced and not metadata else None
        if known is not None:
            return known
        if attr in self.fields.params and isinstance(node.value, cst.Name) and node.value.value == "self" and \
                self.lookup(node.value) is not None:
            return Value(traced=True, source=f"self.{attr}")  # a linen parameter created in setup
        if not base.traced and self.attribute_lookup is not None and type(node.value) is cst.Name:
            stored = self.attribute_lookup(node)
            if stored is not None:
                return stored
        if base.traced and base.leaf_fields is not None and not metadata:
            # A field of a NamedTuple or registered dataclass passed through jit: a leaf, an array (a bool or int
            # field included), unless the class declares it static.
            if attr in base.leaf_fields or attr.startswith("_") or attr in self.fields.properties:
                return STATIC
            return Value(traced=True, source=f"{base.source}.{attr}" if base.source else attr,
                         defaulted=base.defaulted,
                         opaque=attr in self.fields.containers and attr not in self.fields.arrays)
        if not base.traced or attr in STATIC_ATTRIBUTES or attr in self.fields.static:
            return self._sequence_field(node)
        if base.filtered and attr in self.fields.arrays:
            return Value(traced=True, source=attr, defaulted=base.defaulted)
        if base.filtered and attr not in ARRAY_ATTRIBUTES:
            return self._sequence_field(node)
        array_view = attr in ARRAY_ATTRIBUTES
        return Value(traced=True, source=base.source, defaulted=base.defaulted, mask=base.mask and array_view,
                     opaque=(base.opaque and not base.captured) or not array_view,
                     # A field of a pytree JAX abstracted leaf by leaf (a lax carry's record) that no class of
                     # the project or its libraries declares static or computes as a Python value: a part of it.
                     array_leaves=base.array_leaves and base.opaque and not array_view and
                     attr not in self.fields.properties and attr not in self.fields.callables)

    def _sequence_field(self, node: cst.Attribute) -> Value:
        """`self.members` of a class that annotates `members: list`: a Python list even on a traced pytree (its
        items are the leaves), so `self.members[i]` needs a Python int."""
        if node.attr.value in self.fields.sequences and type(node.value) is cst.Name and \
                node.value.value == "self":
            return Value(sequence=True)
        return STATIC

    def _Subscript(self, node: cst.Subscript) -> Value:
        base = self.value(node.value)
        indices = [value for element in node.slice for value in self._children(element)]
        if self.on_protocol is not None and len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index):
            self.on_protocol(node, "__getitem__", node.value, indices[:1])
        if base.items is not None and len(node.slice) == 1:
            index = node.slice[0].slice
            if isinstance(index, cst.Index) and isinstance(index.value, cst.Integer):
                position = int(index.value.value, 0)
                if position < len(base.items):
                    return base.items[position]
        if base.element is not None and len(node.slice) == 1:
            # A row of a comprehension of Python lists or tuples (a slice of it is such a list too).
            return base.element if isinstance(node.slice[0].slice, cst.Index) else base
        if not base.traced:
            return self._static_base_at_tracer(node, base)
        if base.concrete_fields is not None and len(node.slice) == 1 and type(node.slice[0].slice) is cst.Index \
                and type(node.slice[0].slice.value) is cst.SimpleString and \
                node.slice[0].slice.value.evaluated_value in base.concrete_fields:
            return STATIC   # a static keyword argument collected by `**kwargs`
        # Indexing by a tracer (`packed.batch_sizes[i]` in a fori_loop body) gives a tracer whatever the base is:
        # a Python container or a numpy array indexed by one raises instead of giving a Python value.
        by_tracer = any(type(element.slice) is cst.Index and self._definitely_traced(element.slice.value)
                        for element in node.slice)
        if base.opaque and not base.captured and not base.flattened and len(node.slice) == 1 and type(node.slice[0].slice) is cst.Index \
                and type(node.slice[0].slice.value) is cst.SimpleString:
            return Value(traced=True, source=base.source, defaulted=base.defaulted, filtered=base.filtered,
                         opaque=True, entry=True)
        return Value(traced=True, source=base.source, defaulted=base.defaulted, mask=base.mask,
                     filtered=base.filtered, opaque=base.opaque and not base.captured and not by_tracer,
                     entry=base.entry and not by_tracer, array_leaves=base.array_leaves,
                     index_update=type(node.value) is cst.Attribute and node.value.attr.value == "at")

    def _boolean_dtype(self, dtype: Optional[cst.BaseExpression]) -> bool:
        """Does `dtype` spell the boolean dtype: the builtin `bool` (not rebound here), `jnp.bool_`, `"bool"`?"""
        if type(dtype) is cst.SimpleString:
            return dtype.evaluated_value == "bool"
        if type(dtype) is cst.Name and dtype.value == "bool":
            return self.name_value(dtype) is None
        return dtype is not None and self.imports.qualified_name(dtype) in BOOLEAN_DTYPES

    def _static_base_at_tracer(self, node: cst.Subscript, base: Value) -> Value:
        """An item of a value no trace made (`self.log_probs[tokens]` in a method jitted with `self` static): at an
        index that is certainly a tracer it is a tracer, whatever the base holds, when the code runs at all (a jax
        array gives a staged gather; a list, a NumPy array or a dict raises instead). A Python container known as
        one stays the static value its other readers see: indexing it with a tracer is a finding of its own. So does
        a local or global name (a NumPy array the function computed, `pa[keep]` of `np.tril_indices`): only an
        object's attribute, whose value the function cannot see, is read as the table it indexes; not an array's
        `.at` updater, whose item is the array's own (a static array under an un-jitted `vmap` that leaves it
        unmapped stays concrete: `indices.at[k - 1, 0].get()`)."""
        if base.sequence or base.mapping or base.items is not None or type(node.value) is not cst.Attribute or \
                node.value.attr.value == "at":
            return STATIC
        for element in node.slice:
            if type(element.slice) is cst.Index and self._definitely_traced(element.slice.value):
                index = self.value(element.slice.value)
                if not index.sequence:   # a tuple is a dict's key of several parts as often as a multi-index
                    return Value(traced=True, source=index.source, defaulted=index.defaulted)
        return STATIC

    def _definitely_traced(self, node: cst.BaseExpression) -> bool:
        value = self.value(node)
        return value.traced and not value.opaque

    # --- operators ---------------------------------------------------------------------------------------------
    def _BinaryOperation(self, node: cst.BinaryOperation) -> Value:
        left, right = self.value(node.left), self.value(node.right)
        result = join((left, right))
        if result.opaque and (left.traced and left.array_leaves or right.traced and right.array_leaves):
            # An operand from a pytree JAX abstracted leaf by leaf (a lax carry's item, a scanned slice) is an
            # array or a container of arrays: `w @ x` of two such is an array too, never a Python number.
            result = replace(result, array_leaves=True)
        operator = type(node.operator)
        if (operator is cst.BitAnd or operator is cst.BitOr or operator is cst.BitXor) and (left.mask or right.mask):
            result = replace(result, mask=True)
        if not result.traced and left.sequence and (operator is cst.Add or operator is cst.Multiply):
            result = Value(sequence=True)
        elif operator is cst.Multiply and (display := _repeated_display(node)) is not None:
            # `[jnp.zeros(())] * 3` repeats a Python list of arrays: item writes on it are Python's. A traced count
            # raises TypeError right there (a list or tuple times a tracer, either way round), so wherever the code
            # goes on the count was a Python int and the list holds what the display holds: `[None] * n_args`.
            shown = left if display is node.left else right
            result = Value(traced=shown.traced, sequence=True, source=shown.source, defaulted=shown.defaulted)
        elif operator is cst.Add and self._joined_displays(node, left, right):
            # `[None for _ in range(depth)] + [ident]` joins two Python lists: item writes on it are Python's.
            items = left.items + right.items if left.items is not None and right.items is not None else None
            result = Value(traced=result.traced, sequence=True, items=items, source=result.source,
                           defaulted=result.defaulted)
        return result

    @staticmethod
    def _joined_displays(node: cst.BinaryOperation, left: Value, right: Value) -> bool:
        """A list or tuple display (or comprehension) concatenated with another Python list or tuple."""
        displays = (cst.List, cst.Tuple, cst.ListComp)
        return (type(node.left) in displays or type(node.right) in displays) and \
            all(side.sequence and not side.opaque for side in (left, right))

    def _UnaryOperation(self, node: cst.UnaryOperation) -> Value:
        operand = self.value(node.expression)
        if isinstance(node.operator, cst.Not):
            return STATIC
        if operand.captured:
            return replace(operand, items=None, sequence=False, captured=False, opaque=False)
        return replace(operand, items=None, sequence=False)

    def _Comparison(self, node: cst.Comparison) -> Value:
        values = [self.value(node.left)] + [self.value(t.comparator) for t in node.comparisons]
        if self.on_protocol is not None:
            # `ground == FLAT` runs `ground.__eq__(FLAT)`, and `FLAT.__eq__(ground)` when that gives NotImplemented.
            left, left_value = node.left, values[0]
            for target, right_value in zip(node.comparisons, values[1:]):
                methods = _COMPARISON_METHODS.get(type(target.operator))
                if methods is not None:
                    self.on_protocol(node, methods[0], left, [right_value])
                    self.on_protocol(node, methods[1], target.comparator, [left_value])
                left, left_value = target.comparator, right_value
        identity = all(isinstance(t.operator, (cst.Is, cst.IsNot, cst.In, cst.NotIn)) for t in node.comparisons)
        if identity or len(node.comparisons) > 1:
            return STATIC  # `is` is static; `in` and chains need bool() and fail before producing a value.
        if any(isinstance(operand, (cst.SimpleString, cst.ConcatenatedString, cst.FormattedString))
               for operand in [node.left] + [t.comparator for t in node.comparisons]):
            return STATIC  # arrays never equal strings: `site["type"] == "sample"` compares Python objects
        if type(node.comparisons[0].operator) in (cst.Equal, cst.NotEqual) and any(
                type(operand) is cst.Name and operand.value == "None" and self.name_value(operand) is None
                for operand in (node.left, node.comparisons[0].comparator)):
            # `x == None`: a jax array (a tracer included) answers NotImplemented for None, so Python falls back to
            # identity and gives a bool, whatever x holds (a list of arrays, an array, None).
            return STATIC
        if any(self._empty_container(operand) for operand in [node.left] + [t.comparator for t in node.comparisons]):
            # `args == ()`, `dim_to_name == OrderedDict()` check a Python container (a tracer compared with `()`
            # raises TypeError).
            return STATIC

        result = join(values)
        operands = (node.left, node.comparisons[0].comparator)
        if result.traced and isinstance(node.comparisons[0].operator, (cst.Equal, cst.NotEqual)) and (all(
                value.traced and value.opaque for value in values) or (result.filtered and all(
                (value.traced and value.opaque) or self._number_constant(operand) or
                (not value.traced and type(operand) in (cst.Name, cst.Attribute))
                for value, operand in zip(values, operands)))):
            # Equality of two values that may both be Python objects (treedefs, shapes, graph definitions, site
            # metadata): a Python bool unless both turn out to be arrays. So is a leaf of a pytree under a filtering
            # jit compared with a number (`order == 2` of a boundary condition tuple) or a named constant (`frame ==
            # BCRS`, a frozen dataclass of enums), or with a number spelled as a call (`clip != float("inf")`, a
            # Python float passed there is no leaf): its non-array leaves stay the Python values they were.
            return replace(result, mask=False)
        if result.traced and all(value.entry for value in values if value.traced):
            # `sections["grid"]["n_points_y"] == 0`, `entry.shape == (config["n"], 3)`: entries of a dict that may
            # hold Python configuration compare as Python values unless they turn out to be arrays.
            return replace(result, mask=False, opaque=True)
        # A comparison with a traced side is a boolean array as soon as either side is one: stay conservative.
        return replace(result, mask=True, opaque=False) if result.traced else result

    def _number_constant(self, node: cst.BaseExpression) -> bool:
        """A Python number written in place: a literal, its negation, or the builtin `float`/`int` of literals
        (`float("inf")`, `-float("inf")`), the builtin not rebound in the module."""
        if type(node) is cst.UnaryOperation and type(node.operator) in (cst.Minus, cst.Plus):
            node = node.expression
        if type(node) in (cst.Integer, cst.Float):
            return True
        return type(node) is cst.Call and type(node.func) is cst.Name and node.func.value in ("float", "int") and \
            self.name_value(node.func) is None and len(node.args) == 1 and node.args[0].keyword is None and \
            not node.args[0].star and type(node.args[0].value) in (cst.SimpleString, cst.Integer, cst.Float)

    def _empty_container(self, node: cst.BaseExpression) -> bool:
        """`()`, `[]`, `{}`, `dict()`, `collections.OrderedDict()`."""
        kind = type(node)
        if kind is cst.Tuple or kind is cst.List or kind is cst.Dict:
            return not node.elements
        if kind is cst.Call and not node.args:
            if type(node.func) is cst.Name and node.func.value in ("dict", "list", "tuple") and \
                    self.name_value(node.func) is None and node.func.value not in self.imports.aliases:
                return True
            return self.imports.qualified_name(node.func) == "collections.OrderedDict"
        return False

    def _BooleanOperation(self, node: cst.BooleanOperation) -> Value:
        # `a and b` / `a or b` evaluate to one of the operands themselves, not to something computed from both:
        # a Python flag `or` a pytree field stays what it is (`saveat.dense or event is not None`).
        left = self.value(node.left)
        # `not_jax_tracer(x) and x > 0` / `isinstance(x, Tracer) or x > 0`: the right operand only runs when x is
        # concrete.
        is_and = isinstance(node.operator, cst.And)
        when_true, when_false = self.narrowed(node.left)
        concrete = (when_true if is_and else when_false) | concrete_guarded_names(node.left, is_and)
        right = self._narrowed_value(node.right, concrete)
        return replace(merge(left, right), items=None, sequence=False)

    def _IfExp(self, node: cst.IfExp) -> Value:
        self.value(node.test)
        decided = self.decided_condition(node) if self.decided_condition is not None else None
        if decided is None:
            decided = self.none_test(node.test)
        if decided is not None:
            # `time.perf_counter() if timing_enabled else 0.0` with the flag fixed by every traced caller: only the
            # branch the trace selects runs there, and it is the value.
            return self.value(node.body if decided else node.orelse)
        when_true, when_false = self.narrowed(node.test)
        return merge(self._narrowed_value(node.body, when_true | concrete_guarded_names(node.test)),
                     self._narrowed_value(node.orelse, when_false | concrete_guarded_names(node.test, holds=False)))

    def none_test(self, test: cst.BaseExpression) -> Optional[bool]:
        """`screen is None` / `screen is not None` / `screen == "auto"` on a value that is None in every call
        (`Value.none`: a None passed, a default of None): decided. None when the test is of another form or the
        value may be something else."""
        if type(test) is not cst.Comparison or len(test.comparisons) != 1:
            return None
        comparison = test.comparisons[0]
        operator, other = type(comparison.operator), comparison.comparator
        if operator in (cst.Is, cst.IsNot) and type(other) is cst.Name and other.value == "None":
            return (operator is cst.Is) if self.value(test.left).none else None
        if operator in (cst.Equal, cst.NotEqual) and isinstance(other, (cst.SimpleString, cst.Integer, cst.Float)):
            return (operator is cst.NotEqual) if self.value(test.left).none else None
        return None

    def _narrowed_value(self, node: cst.BaseExpression, concrete: set[str]) -> Value:
        """The value of `node` where the names in `concrete` are known not to be tracers."""
        if not concrete:
            return self.value(node)
        self.local_scopes.append({name: STATIC for name in concrete})
        try:
            return self._value(node)
        finally:
            self.local_scopes.pop()

    def proves_concrete(self, test: cst.BaseExpression) -> Optional[bool]:
        """True/False when `test` being true/false means "we are not tracing here" (`not isinstance(x, Tracer)`,
        `is_concrete(x)`): code on that side runs only on concrete values. None otherwise."""
        if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
            inner = self.proves_concrete(test.expression)
            return None if inner is None else not inner
        if isinstance(test, cst.BooleanOperation):
            # `is_tracer(x) or x.ndim != 3` false needs `is_tracer(x)` false; `not is_tracer(x) and ...` true needs
            # its first operand true.
            deciding = isinstance(test.operator, cst.And)
            if deciding in (self.proves_concrete(test.left), self.proves_concrete(test.right)):
                return deciding
            return None
        if type(test) is cst.Name and test.value in self.test_aliases:
            return self.proves_concrete(self.test_aliases[test.value])
        if not isinstance(test, cst.Call):
            return None
        if type(test.func) is cst.Name and test.func.value == "bool" and len(test.args) == 1 and \
                not test.args[0].star and test.args[0].keyword is None:
            return self.proves_concrete(test.args[0].value)  # `bool(_contains_tracer(x))`: the same test
        qualified = self.imports.qualified_name(test.func) or ""
        if qualified.rpartition(".")[2] == "is_concrete" or qualified in _EAGER_ONLY_TESTS:
            return True
        if _any_leaf_is_tracer(test) is not None:
            return False
        if isinstance(test.func, cst.Name) and test.args:
            # The project's own tests (`if is_tracer(x): return x`, `if has_concrete_value(x):`), imported or not.
            if test.func.value in self.fields.tracer_predicates:
                return False
            if test.func.value in self.fields.concrete_predicates:
                return True
        if isinstance(test.func, cst.Name) and test.func.value == "isinstance" and len(test.args) == 2 and \
                self._class_name(test.args[1].value).endswith("Tracer"):
            return False
        return None

    def isinstance_in_trace(self, test: cst.BaseExpression,
                            as_passed: Optional[Callable[[cst.BaseExpression], bool]] = None) -> Optional[bool]:
        """What `isinstance(x, classes)` is in a trace where `x` is certainly a tracer (an array the trace passed
        or computed: not a Python container, a defaulted or filtered parameter, nor a value that may be a Python
        object): false for host classes (`np.ndarray`, `int`, `float`...), true for `jax.Array`/`jnp.ndarray`.
        None for any other test. Type dispatch (`if isinstance(x, np.ndarray): np.where(...)`) picks the jax path
        for every traced call. The project's own tracer tests (`is_tracer(x)`, `has_concrete_value(x)`) are
        decided the same way. `as_passed`: is an expression a compiled function's own parameter as its caller
        passed it? jit hands a tuple or list argument over as a tuple or list of tracers, so a container test on
        it decides nothing."""
        if type(test) is not cst.Call or type(test.func) is not cst.Name or \
                any(arg.keyword is not None or arg.star for arg in test.args):
            return None
        predicate = test.func.value
        if len(test.args) == 1 and (predicate in self.fields.tracer_predicates or
                                    predicate in self.fields.concrete_predicates):
            subject = self.value(test.args[0].value)
            if not subject.traced or subject.sequence or subject.mapping or subject.defaulted or \
                    subject.filtered or subject.opaque or subject.leaf_fields is not None:
                return None
            return predicate in self.fields.tracer_predicates
        if predicate != "isinstance" or len(test.args) != 2:
            return None
        subject = self.value(test.args[0].value)
        if not subject.traced or subject.sequence or subject.mapping or subject.defaulted or subject.filtered:
            return None
        kind = test.args[1].value
        classes = [e.value for e in kind.elements] if isinstance(kind, (cst.Tuple, cst.List)) else [kind]
        names = [name for c in classes for name in self._class_names(c)]
        if any(name in _TRACER_SUPERCLASSES or name.endswith("Tracer") for name in names):
            # Only a value that is an array for certain: an Optional or pytree part may be None or a record.
            return True if not subject.opaque and subject.leaf_fields is None else None
        if names and all(name in _CONCRETE_CLASSES or name in _CONTAINER_CLASSES for name in names) and \
                (not set(names) & _CONTAINER_CLASSES or not subject.opaque and subject.leaf_fields is None and
                 not (as_passed is not None and as_passed(test.args[0].value))):
            # The host path of a type dispatch (`isinstance(sig, np.ndarray)`): a value the trace may hand a tracer
            # takes it only when the caller passed a host value, which the code there is written for. A Python
            # container only when the value is an array for certain: an Optional or pytree part may be a tuple.
            return False
        return None

    def narrowed(self, test: cst.BaseExpression) -> tuple[set[str], set[str]]:
        """Names a test proves to hold Python values, not tracers: (when it is true, when it is false).

        `isinstance(x, jax.core.Tracer)` false, `isinstance(x, (int, np.ndarray))` true, `hasattr(x, "shape")`
        false, `jax.core.is_concrete(x)` true: the guards libraries write around code that needs concrete values.
        """
        if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
            when_true, when_false = self.narrowed(test.expression)
            return when_false, when_true
        if isinstance(test, cst.BooleanOperation):
            left, right = self.narrowed(test.left), self.narrowed(test.right)
            if isinstance(test.operator, cst.And):
                return left[0] | right[0], left[1] & right[1]
            return left[0] & right[0], left[1] | right[1]
        if type(test) is cst.Comparison and len(test.comparisons) == 1 and type(test.left) is cst.Name and \
                type(test.comparisons[0].comparator) is cst.Name and test.comparisons[0].comparator.value == "None":
            # `x is None` holds where x is None, a Python value: the false side of `x is not None and ...`.
            operator = type(test.comparisons[0].operator)
            if operator is cst.Is:
                return {test.left.value}, set()
            if operator is cst.IsNot:
                return set(), {test.left.value}
        if type(test) is cst.Name and test.value in self.test_aliases:
            return self.narrowed(self.test_aliases[test.value])
        if not isinstance(test, cst.Call) or not test.args:
            return set(), set()
        leaves = _any_leaf_is_tracer(test)
        if leaves is not None:
            # `any(isinstance(leaf, Tracer) for leaf in jax.tree.leaves((value, ok)))` is false only when no part
            # of `value` or `ok` is a tracer.
            return set(), leaves
        func = test.func
        if type(func) is cst.Name and func.value in self.fields.variadic_predicates:
            # `_cacheable(*values)`, `_cacheable(a, b)` of a test over its `*args`: every argument is tested, the
            # items of one passed with `*`.
            subjects = {_guarded_spelling(arg.value) for arg in test.args if arg.keyword is None} - {""}
            return (set(), subjects) if func.value in self.fields.tracer_predicates else (subjects, set())
        if test.args[0].star and type(func) is cst.Name and (func.value in self.fields.tracer_predicates or
                                                             func.value in self.fields.concrete_predicates):
            return set(), set()   # `is_tracer(*values)` tests the first item only
        if isinstance(func, cst.Name) and func.value in self.fields.tracer_predicates and \
                isinstance(test.args[0].value, (cst.Tuple, cst.List)):
            # `_is_traced((times, mode))`: the project's test over a whole tree is false only when no item is a
            # tracer.
            return set(), {_guarded_spelling(element.value) for element in test.args[0].value.elements} - {""}
        if not isinstance(test.args[0].value, cst.Name):
            return set(), set()
        subject = {test.args[0].value.value}
        if isinstance(func, cst.Name) and func.value in self.fields.tracer_predicates:
            return set(), subject
        if isinstance(func, cst.Name) and func.value in self.fields.concrete_predicates:
            return subject, set()
        qualified = self.imports.qualified_name(func) or ""
        if qualified.rpartition(".")[2] in ("is_concrete", "is_constant_dim"):
            return subject, set()
        if not isinstance(func, cst.Name) or func.value not in ("isinstance", "hasattr") or len(test.args) < 2:
            return set(), set()
        kind = test.args[1].value
        if func.value == "hasattr":
            attribute = kind.evaluated_value if isinstance(kind, cst.SimpleString) else None
            return (set(), subject) if attribute in STATIC_ATTRIBUTES | ARRAY_ATTRIBUTES else (set(), set())
        classes = [e.value for e in kind.elements] if isinstance(kind, (cst.Tuple, cst.List)) else [kind]
        names = [self._class_name(c) for c in classes]
        if any(name.endswith("Tracer") for name in names):
            return (set(), subject) if len(names) == 1 else (set(), set())
        if any(name in _TRACER_SUPERCLASSES for name in names):
            # Every tracer is a `jax.Array`: where `isinstance(x, jax.Array)` fails, `x` is no tracer.
            return set(), subject
        if names and all(name in _CONCRETE_CLASSES for name in names):
            return subject, set()
        return set(), set()

    def _class_names(self, node: cst.BaseExpression) -> list[str]:
        """The classes `node` names in an isinstance test: those of a module-level alias of a union or tuple of
        classes (`isinstance(data, Scalar)` with `Scalar = np.generic | bool | int`), else its own name."""
        aliased = self.class_alias(node.value) if type(node) is cst.Name and \
            self.imports.qualified_name(node) is None else None
        if aliased is None:
            return [self._class_name(node)]
        return [self._class_name(cst.parse_expression(spelled)) for spelled in aliased]

    def _class_name(self, node: cst.BaseExpression) -> str:
        qualified = self.imports.qualified_name(node)
        if qualified is not None:
            return qualified
        return node.value if isinstance(node, cst.Name) else ""

    def _NamedExpr(self, node: cst.NamedExpr) -> Value:
        value = self.value(node.value)
        if self.local_scopes and isinstance(node.target, cst.Name):
            self.local_scopes[-1][node.target.value] = value
        return value

    def _Starred(self, node: cst.StarredElement) -> Value:
        return self.value(node.value)

    _StarredElement = _Starred

    def _sequence(self, node: cst.CSTNode) -> Value:
        items = []
        for element in node.elements:
            items.append(self.value(element.value))
        starred = any(isinstance(e, cst.StarredElement) for e in node.elements)
        combined = join(items)
        entries = combined.traced and all(item.entry and item.opaque for item in items if item.traced)
        # A display of filtered values that may be Python numbers (`(batch_size,)` of an eqx.filter_jit argument,
        # static there unless it is an array) is a Python shape as often as not.
        opaque = entries or combined.traced and all(item.opaque and item.filtered for item in items if item.traced)
        return Value(traced=combined.traced, sequence=True, items=None if starred else tuple(items),
                     source=combined.source, defaulted=combined.defaulted, opaque=opaque, entry=entries)

    _Tuple = _List = _sequence

    def _Set(self, node: cst.CSTNode) -> Value:
        # Members of a set are hashable, and tracers are not (as for `set(...)`): what a set holds is static.
        self._sequence(node)
        return Value(sequence=True)

    def _Dict(self, node: cst.Dict) -> Value:
        values = []
        for element in node.elements:
            values.extend(self._children(element))
        combined = join(values)
        # A Python dict: its truth value and item writes are Python operations, whatever it holds.
        return replace(combined, items=None, opaque=combined.traced, mapping=combined.traced,
                       container=combined.traced)

    def _comprehension(self, node: cst.CSTNode) -> Value:
        scope: dict[str, Value] = {}
        self.local_scopes.append(scope)
        try:
            clause = node.for_in
            while clause is not None:
                iterated = self.value(clause.iter)
                self.bind_target(clause.target, self.iteration_value(clause.iter, iterated), scope)
                if self.record_local is not None and type(clause.target) is cst.Name and (
                        type(clause.iter) in (cst.Tuple, cst.List) or certain_array(iterated)):
                    self._display_bound.setdefault(id(scope), set()).add(clause.target.value)
                for condition in clause.ifs:
                    self.value(condition.test)
                clause = clause.inner_for_in
            if isinstance(node, cst.DictComp):
                result = join((self.value(node.key), self.value(node.value)))
            else:
                result = self.value(node.elt)
        finally:
            self.local_scopes.pop()
            self._display_bound.pop(id(scope), None)
        if isinstance(node, cst.DictComp):
            # A dict, like a dict display: indexed by its keys, not by position; its truth value and item writes
            # are Python operations.
            return replace(result, opaque=result.traced)
        row = result if result.sequence and not result.opaque else None
        return Value(traced=result.traced, sequence=True, source=result.source, defaulted=result.defaulted,
                     filtered=result.filtered, opaque=result.opaque, element=row)

    _ListComp = _DictComp = _GeneratorExp = _comprehension

    def _SetComp(self, node: cst.SetComp) -> Value:
        # `{(c, p) for c, p in state.paths()}`: a set's members are hashable, so no tracer is one of them.
        self._comprehension(node)
        return Value(sequence=True)

    def _Lambda(self, node: cst.Lambda) -> Value:
        return STATIC

    def _Await(self, node: cst.Await) -> Value:
        return self.value(node.expression)

    # --- calls -------------------------------------------------------------------------------------------------
    def _Call(self, node: cst.Call) -> Value:
        func = node.func
        callee_value = STATIC
        if type(func) is cst.Attribute:
            callee_value = self.value(func.value)
        elif type(func) is not cst.Name:
            callee_value = self.value(func)
        positional: list[Value] = []
        keywords: dict[str, Value] = {}
        for arg in node.args:
            value = self.value(arg.value)
            if arg.keyword is not None:
                keywords[arg.keyword.value] = value
            elif arg.star == "**":
                keywords["**"] = value
            else:
                positional.append(value)
        if self.on_call is not None:
            self.on_call(node, positional, keywords)
        if self.on_protocol is not None and type(func) is cst.Name and func.value in _TEXT_BUILTINS and \
                self.name_value(func) is None:
            method = "__repr__" if func.value == "repr" else "__str__"
            for arg in node.args:
                if arg.keyword is None and not arg.star:
                    self.on_protocol(arg.value, method, arg.value, [])
        arguments = positional + list(keywords.values())
        any_traced = join(arguments)
        if node in self.concrete_calls:
            return STATIC
        if any_traced.traced and self.record_layout is not None and isinstance(func, (cst.Name, cst.Attribute)) \
                and "**" not in keywords and not any(arg.star for arg in node.args):
            made = self._record_made(func, positional, keywords) or self._record_stored(func, positional, keywords) \
                or self._record_from_factory(func, positional, keywords) \
                or self._dict_from_factory(func, positional, keywords, any_traced)
            if made is not None:
                return made
        copy = self._record_copy(node, callee_value, positional, keywords)
        if copy is not None:
            return copy
        if type(func) is cst.Attribute and func.attr.value == "get" and type(func.value) is cst.Name and \
                1 <= len(positional) <= 2 and not keywords and not any(arg.star for arg in node.args) and \
                self.outer_container(func.value):
            # A memo's lookup (`hit = _PLAN_CACHE.get(key)`): the entry the untraced code or an earlier call stored,
            # or the default, never a value computed from the key. `get` hashes the key, which a tracer cannot be
            # in a run that works (as for an lru_cache'd function's arguments).
            return merge(STATIC, positional[1]) if len(positional) == 2 else STATIC
        if type(func) is cst.Attribute and func.attr.value in _AHEAD_OF_TIME_STAGES and type(func.value) is cst.Call \
                and type(func.value.func) is cst.Attribute and func.value.func.attr.value in _AHEAD_OF_TIME_STAGES:
            # `plain_fn.lower(*args).compile()`, `step.trace(x).lower()`: a jitted function's ahead-of-time stages
            # (a Lowered, a Compiled), a description of a program that holds no tracer, even made inside a trace.
            return STATIC
        if self.call_result is not None and (type(func) is cst.Attribute or type(func) is cst.Name and
                                             any_traced.traced):
            returned = self.call_result(node)
            if returned is not None:
                return returned

        qualified = self.imports.qualified_name(func)
        if type(func) is cst.Attribute:
            qualified = self._through_module_parameter(func) or qualified
            if callee_value.captured and callee_value.traced:
                # `EXCITATORY.sum()` of an array imported by name from a project module: the array's own method,
                # not a function of that module.
                qualified = None
        if type(func) is cst.Attribute and type(func.value) is cst.Name and func.value.value == "self" \
                and func.attr.value == "param" and self.lookup(func.value) is not None:
            return Value(traced=True, source="self.param")  # flax.linen: the parameter array, under apply
        if self.fields.callables and self._project_python_call(func, qualified):
            return STATIC
        if self.imported_python is not None and any_traced.traced and (
                type(func) is cst.Name and self._module_callable(func) or
                type(func) is cst.Attribute and not callee_value.traced) and \
                not (qualified or "").startswith(_LIBRARY_PREFIXES):
            python = self.imported_python(func)
            if python is not None and python.whole:
                return STATIC   # `plan = make_plan(coords)` of a planner counting with `int`, `len` and shapes
            if python is not None and python.items is not None:
                # `shells, angular = _shells(basis.angular, basis.exponents)`: the Python rows stay Python values,
                # the other items what an unknown function's result holds.
                unknown = _unknown_result(any_traced)
                return replace(unknown, sequence=True, items=tuple(
                    STATIC if item else element_of(unknown) for item in python.items))
        if self.fields.python_items and any_traced.traced and type(func) is cst.Name and qualified is None and \
                self.python_result is not None and self.name_value(func) is None and \
                not any(arg.star for arg in node.args):
            returned = self.python_result.returned_for(func.value, positional, keywords)
            if returned and all(value.items is not None for value in returned) and \
                    len({len(value.items) for value in returned}) == 1:  # type: ignore[arg-type]
                return _returned_items(returned, any_traced)
        if self.fields.python_rows and any_traced.traced:
            python = self._project_python_items(func, qualified, self.fields.python_rows)
            if python is not None:
                # `terms = tracer.kernel(cosmology, z)`: a Python list of (W, n, a) rows, each n and a the Python
                # int it is, each W what an unknown function's result holds.
                unknown = _unknown_result(any_traced)
                row = replace(unknown, sequence=True, items=tuple(
                    STATIC if static else element_of(unknown) for static in python))
                return replace(unknown, sequence=True, element=row)
        if self.fields.python_items and any_traced.traced:
            python = self._project_python_items(func, qualified)
            if python is not None:
                # `state, dtype = as_state(x)`: the dtype stays the Python value it is, the state what an unknown
                # function's result holds.
                unknown = _unknown_result(any_traced)
                return replace(unknown, sequence=True, items=tuple(
                    STATIC if static else element_of(unknown) for static in python))
        if type(func) is cst.Attribute and type(func.value) is cst.Name and func.value.value in ("self", "cls") \
                and self.python_result is not None and any_traced.traced and self.lookup(func.value) is not None \
                and not any(arg.star for arg in node.args):
            returned = self.python_result.static_method_returned_for(func.attr.value, positional, keywords)
            if returned and not any(value.traced for value in returned):
                return STATIC
            if returned and all(value.items is not None for value in returned) and \
                    len({len(value.items) for value in returned}) == 1:  # type: ignore[arg-type]
                return _returned_items(returned, any_traced)
        if type(func) is cst.Attribute and type(func.value) is cst.Name and func.value.value == "self" and \
                self.python_result is not None and not callee_value.traced and self.lookup(func.value) is not None \
                and self.python_result.method(func.attr.value):
            return STATIC   # a counting method of a static `self` (`self.num_param_linear(kwargs_list)`)
        if type(func) is cst.Name and qualified is None and self.name_value(func) is None:
            if self.python_result is not None and any(value.none for value in (*positional, *keywords.values())) \
                    and not any(arg.star for arg in node.args):
                # `_resolve_screen(None, n)` returning `None if screen is None else float(screen)`: None.
                given_none = self.python_result.returned_for(func.value, positional, keywords)
                if given_none and all(value.none for value in given_none):
                    return NONE
            if self.python_result is not None and self.python_result(func.value):
                return STATIC
            returned = self.python_result.returned_for(func.value, positional, keywords) \
                if self.python_result is not None and any_traced.traced and not any(arg.star for arg in node.args) \
                else None
            if returned and not any(value.traced for value in returned):
                return STATIC   # a Python value for the arguments this call passes
            if returned and all(value.items is not None for value in returned) and \
                    len({len(value.items) for value in returned}) == 1:  # type: ignore[arg-type]
                return _returned_items(returned, any_traced)
            record = _returned_record(returned) if returned else None
            if record is not None:
                return record
            if returned and all(value.concrete_fields is not None for value in returned):
                # A dict every `return` builds in place: its entries filled from Python values stay Python values.
                return replace(join(returned), concrete_fields=frozenset.intersection(
                    *(value.concrete_fields for value in returned if value.traced)))  # type: ignore[misc]
            staged = self._project_array(node, any_traced)
            if staged is not None:
                return staged
            rows = self.array_rows(func) if self.array_rows is not None and any_traced.traced else None
            if rows is not None:
                return replace(rows, source=any_traced.source)
            items = self.python_result.tuple_items(func.value) \
                if self.python_result is not None and any_traced.traced else None
            if items is not None and not all(item.traced for item in items):
                # `batch_var, n_batches = _batch_variance(data)`: the Python int of the pair stays one; the other
                # items are what an unknown function's result holds, as before.
                unknown = _unknown_result(any_traced)
                return replace(unknown, sequence=True, items=tuple(
                    element_of(unknown) if item.traced else STATIC for item in items))
            if is_builtin(func.value):
                if func.value == "map" and node.args and type(node.args[0].value) is cst.Name and \
                        node.args[0].value.value in _STATIC_BUILTINS and self.name_value(node.args[0].value) is None:
                    return Value(sequence=True)   # `map(len, groups)`: Python ints whatever the items are
                if func.value == "getattr" and _literal_attribute(node) in STATIC_ATTRIBUTES:
                    # `getattr(x, "shape", ())` is `x.shape` (static) or the default.
                    return positional[2] if len(positional) > 2 else STATIC
                if func.value == "getattr" and len(positional) == 3 and not self._may_have_attribute(
                        positional[0], _literal_attribute(node)):
                    # `getattr(grid, "screen", None)` of a plain dataclass that defines no such attribute: the
                    # default.
                    return positional[2]
                if func.value == "getattr" and any_traced.traced and _python_constant_default(node):
                    # `getattr(src, "_is_collection", False)` probes for an attribute a tracer does not have: a
                    # class marker or the Python default. Only a record known to hold a leaf by that name gives one.
                    owner, name = positional[0], _literal_attribute(node)
                    if owner.leaf_fields is not None and name is not None and name not in owner.leaf_fields and \
                            not name.startswith("_"):
                        return Value(traced=True, source=f"{owner.source}.{name}" if owner.source else name,
                                     defaulted=owner.defaulted)
                    return STATIC
                attribute = _literal_attribute(node) if func.value == "getattr" else None
                if attribute is not None and attribute.isidentifier() and len(positional) in (2, 3) and \
                        not any(arg.keyword is not None or arg.star for arg in node.args):
                    # `getattr(state, "chunk", None)` reads `state.chunk` (a static field of a filtered module
                    # stays static) or gives the default.
                    read = self._Attribute(cst.Attribute(value=node.args[0].value, attr=cst.Name(attribute)))
                    return merge(read, positional[2]) if len(positional) > 2 else read
                return self._builtin_call(func.value, arguments, any_traced)
            return _unknown_result(any_traced)
        if type(func) is cst.Call and self.imports.qualified_name(func.func) in _ABSTRACT_EVALUATIONS:
            return STATIC
        if type(func) is cst.Call and returns_arrays(self.imports.qualified_name(func.func)):
            if self.compile_time_eval and not any_traced.traced:
                # `jax.jit(f)(x)` on constants, evaluated eagerly: the concrete arrays it computes.
                self.concrete_calls.add(node)
                return STATIC
            return replace(COMPILED_RESULT, source=any_traced.source)   # `jax.jit(f)(x)`
        if qualified is not None:
            if qualified in TREE_MAPS and node.args and (
                    self.imports.qualified_name(node.args[0].value) in STATIC_JAX_FUNCTIONS or
                    is_static_array_function(self.imports.qualified_name(node.args[0].value) or "")):
                # `jax.tree.map(shaped_abstractify, args)`: abstract values; `jax.tree.map(jnp.shape, params)`:
                # the shapes, Python tuples even of tracers.
                return Value(sequence=True)
            if qualified in TREE_MAPS and node.args and type(node.args[0].value) is cst.Name and \
                    self.python_function(node.args[0].value):
                # `tree_map(identity_of, args)` with `def identity_of(a): return onp.identity(a.shape[0])`: NumPy
                # arrays made from each leaf's metadata, Python values even of tracers.
                return Value(sequence=True)
            if qualified in TREE_MAPS and node.args and type(node.args[0].value) is cst.Lambda:
                # `jax.tree.map(lambda x: x // 2, halo_sizes)` over Python ints gives Python ints, and
                # `jax.tree.map(lambda x: x.shape[0], batch)` gives them over any leaves.
                python = python_lambda_result(node.args[0].value)
                if python or (python is False and not any_traced.traced):
                    return Value(sequence=True)
                if _stages_its_result(node.args[0].value, self.imports.qualified_name):
                    # `jax.tree.map(lambda a, b: jnp.max(a - b), old, new)`: every leaf is what a staged jnp call
                    # returns, an array, whatever the trees held.
                    return Value(traced=True, opaque=True, array_leaves=True, source=any_traced.source)
            if qualified in CONCRETE_GUARDS:
                return STATIC  # returns a concrete value, or raises JAX's own clear error: the check is the point
            staged = None if qualified.startswith(_LIBRARY_PREFIXES) else self._project_array(node, any_traced)
            if staged is not None:
                return staged
            rows = self.array_rows(func) if self.array_rows is not None and any_traced.traced and \
                not qualified.startswith(_LIBRARY_PREFIXES) else None
            if rows is not None:
                return replace(rows, source=any_traced.source)
            result = self._library_call(qualified, arguments, any_traced)
            if self.compile_time_eval and result.traced and not any_traced.traced:
                self.concrete_calls.add(node)
                return STATIC
            if result.traced and not result.mask and qualified.startswith(ALWAYS_TRACED_PREFIXES) and \
                    self._boolean_dtype(call_keywords(node).get("dtype")):
                return replace(result, mask=True)   # `~jnp.eye(2 * n, dtype=bool)`: a traced boolean mask
            return result
        if isinstance(func, cst.Attribute) and callee_value.traced:
            method = func.attr.value
            if method in ("item", "tolist", "__index__", "__int__", "__float__", "__bool__"):
                return STATIC  # concrete conversions: the rules flag them
            if method == "keys" and not positional and not keywords:
                return Value(sequence=True)  # the keys of a dict of arrays are its static structure (hashable)
            # A method no jax array has, of a parameter annotated with another distribution's class (`th.size()`
            # with `th: TreeHierarchy` of jztree): what that library's code returns is unknown to this run, a Python
            # count or shape as often as an array.
            foreign = callee_value.foreign and method not in _JAX_ARRAY_METHODS and not method.startswith("__")
            result = replace(join([callee_value, any_traced]), entry=foreign,
                             opaque=foreign or callee_value.opaque and not (
                                 callee_value.captured and method in _ARRAY_METHODS))
            if method == "astype" and len(node.args) == 1 and self._boolean_dtype(node.args[0].value):
                result = replace(result, mask=True)   # `(labels == k).astype(bool)`, `weights.astype(jnp.bool_)`
            if callee_value.filtered:
                result = replace(result, traced=any_traced.traced or method in _ARRAY_METHODS)
            return result
        if type(func) is cst.Attribute and qualified is None and not callee_value.traced and \
                (dotted_name(func) or ".").partition(".")[0] in self.imports.relative:
            # `dsp.rms(clip)` with `from . import dsp`: a function of a sibling module, as `from .dsp import rms`
            # would name it.
            staged = self._project_array(node, any_traced)
            if staged is not None:
                return staged
        if type(func) is cst.Name and node in self.handed_calls and not self.value(func).traced and \
                any(certain_array(value) for value in arguments):
            # `float(f(q + e))` with `f` the log density a sampler was handed: arrays in, arrays out.
            return Value(traced=True, opaque=True, array_leaves=True, source=any_traced.source)
        return _unknown_result(join([callee_value, any_traced]))

    def _record_copy(self, node: cst.Call, callee_value: Value, positional: list[Value],
                     keywords: dict[str, Value]) -> Optional[Value]:
        """`self.replace(force=f)`, `dataclasses.replace(state, step=n)`, `eqx.tree_at(lambda m: m.w, model, w)`: a
        copy of a record with the fields named given new values and the others keeping what they held, known field
        by field (`Value.field_values`); None for any other call, or a record whose fields this does not follow."""
        if any(arg.star for arg in node.args):
            return None
        func = node.func
        if type(func) is cst.Attribute and func.attr.value == "replace" and not positional:
            base, given = callee_value, keywords
        else:
            qualified = self.imports.qualified_name(func)
            if qualified == "dataclasses.replace" and len(positional) == 1:
                base, given = positional[0], keywords
            elif qualified == "equinox.tree_at" and len(positional) in (2, 3) and set(keywords) <= {"replace"}:
                fields = _tree_at_fields(node.args[0].value)
                replacement = positional[2] if len(positional) == 3 else keywords.get("replace")
                if fields is None or replacement is None:
                    return None
                base = positional[1]
                if not base.traced or not base.filtered:
                    return _fields_replaced(base, fields, replacement)
                # A tracer replacing a part of a field makes the whole field suspect.
                given = {name: replacement for name, _ in fields}
            else:
                return None
        return _filtered_copy(base, given)

    def _record_made(self, func: cst.BaseExpression, positional: list[Value], keywords: dict[str, Value]
                     ) -> Optional[Value]:
        """`Profiles(rho=rho, density=peak * base)` in traced code: a record whose fields given a tracer are array
        leaves, and whose other fields (given Python values, left at their defaults, declared static) are not."""
        layout = self.record_layout(func)  # type: ignore[misc]
        if layout is None:
            return None
        fields, static = layout
        if len(positional) > len(fields) or not set(keywords) <= set(fields):
            return None
        given = dict(zip(fields, positional))
        given.update(keywords)
        arrays = {name for name, value in given.items() if value.traced and not value.opaque and name not in static}
        # Opaque: a record is a Python object (`if profiles:` asks a tuple's length, not a tracer's truth).
        return Value(traced=True, opaque=True, leaf_fields=frozenset(fields) - arrays)

    def _record_stored(self, func: cst.BaseExpression, positional: list[Value], keywords: dict[str, Value]
                       ) -> Optional[Value]:
        """`System(basis=basis, coords=coords, nelec=n)` of a plain dataclass in traced code: each attribute holds
        the value given for it, and one left at its default a Python value (no pytree: nothing is traced through)."""
        stored_fields = getattr(self.record_layout, "stored_fields", None)
        stored = stored_fields(func) if stored_fields is not None else None
        if stored is None:
            return None
        identity, fields = stored
        if len(positional) > len(fields) or not set(keywords) <= set(fields):
            return None
        given = dict(zip(fields, positional))
        given.update(keywords)
        return Value(traced=True, opaque=True, not_none=True, source=next(
            (value.source for value in given.values() if value.traced and value.source), None),
            field_values=_stored(given), record_class=identity)

    def _record_from_factory(self, func: cst.BaseExpression, positional: list[Value], keywords: dict[str, Value]
                             ) -> Optional[Value]:
        """`spec = df(aux, chunk=n)` of another project file's `def df(auxbasis, *, chunk="auto"): return
        DFSpec(auxbasis=auxbasis, chunk=chunk)`: the plain dataclass `_record_stored` would build, each field the
        argument given for its parameter, and one the factory fills from a default or a constant a Python value."""
        record_factory = getattr(self.record_layout, "record_factory", None)
        factory = record_factory(func) if record_factory is not None else None
        if factory is None:
            return None
        identity, parameters, every_parameter, sources = factory
        if len(positional) > len(parameters) or not set(keywords) <= every_parameter or \
                set(parameters[:len(positional)]) & set(keywords):
            return None
        passed = dict(zip(parameters, positional))
        passed.update(keywords)
        given = {field: passed.get(parameter, STATIC) if parameter is not None else STATIC
                 for field, parameter in sources}
        return Value(traced=True, opaque=True, not_none=True, source=next(
            (value.source for value in given.values() if value.traced and value.source), None),
            field_values=_stored(given), record_class=identity)

    def _dict_from_factory(self, func: cst.BaseExpression, positional: list[Value], keywords: dict[str, Value],
                           any_traced: Value) -> Optional[Value]:
        """`setup = join(meta, arrays)` of another project file's `def join(meta, arrays): order, scale = meta;
        return dict(order=order, scale=scale, weights=arrays["w"])`: a dict whose entries given a Python value (a
        static argument, an item unpacked from one, a default, a constant) stay Python values."""
        dict_factory = getattr(self.record_layout, "dict_factory", None)
        factory = dict_factory(func) if dict_factory is not None else None
        if factory is None:
            return None
        parameters, every_parameter, entries = factory
        if len(positional) > len(parameters) or not set(keywords) <= every_parameter or \
                set(parameters[:len(positional)]) & set(keywords):
            return None
        passed = dict(zip(parameters, positional))
        passed.update(keywords)
        static = set()
        for key, parameter, index in entries:
            given = passed.get(parameter, STATIC) if parameter is not None else STATIC
            if index is not None and given.traced:
                given = given.items[index] if given.items is not None and index < len(given.items) else given
            if not given.traced:
                static.add(key)
        return replace(_unknown_result(any_traced), concrete_fields=frozenset(static)) if static else None

    def _may_have_attribute(self, owner: Value, name: Optional[str]) -> bool:
        """May `owner` have attribute `name`? Not when it is a record built from a plain dataclass whose class body
        binds nothing but its annotated fields (`RecordLayouts.closed_fields`), none of them `name`."""
        closed_fields = getattr(self.record_layout, "closed_fields", None)
        if name is None or owner.record_class is None or owner.field_values is None or owner.filtered or \
                closed_fields is None or name.startswith("__"):
            return True
        fields = closed_fields(owner.record_class)
        return fields is None or name in fields

    def record_isinstance(self, test: cst.BaseExpression) -> Optional[bool]:
        """`isinstance(system, System)` of a record built in the trace from a plain dataclass without bases: true
        when a class the test names is that class. None when it does not say (another class may be an alias)."""
        if type(test) is not cst.Call or type(test.func) is not cst.Name or test.func.value != "isinstance" or \
                len(test.args) != 2 or any(arg.keyword is not None or arg.star for arg in test.args) or \
                self.name_value(test.func) is not None:
            return None
        subject = self.value(test.args[0].value)
        identify = getattr(self.record_layout, "class_identity", None)
        if subject.record_class is None or identify is None:
            return None
        kind = test.args[1].value
        classes = [e.value for e in kind.elements] if isinstance(kind, (cst.Tuple, cst.List)) else [kind]
        return True if any(identify(c) == subject.record_class for c in classes) else None

    def _through_module_parameter(self, func: cst.Attribute) -> Optional[str]:
        """`numpy.linalg.norm` for `xnp.linalg.norm` with `xnp` a parameter left at its `np` default."""
        head: cst.BaseExpression = func
        while type(head) is cst.Attribute:
            head = head.value
        if type(head) is not cst.Name:
            return None
        held = self.name_value(head)
        if held is None or held.module is None:
            return None
        return qualify(held.module + (dotted_name(func) or "")[len(head.value):], self.imports.aliases)

    def _project_array(self, node: cst.Call, any_traced: Value) -> Optional[Value]:
        """`prefix_mask(n, k)` with `def prefix_mask(length, k): return jnp.arange(length) < k` in the project: a
        tracer even from Python arguments (omnistaging), and a mask when every return is one."""
        if self.array_result is None:
            return None
        staged = self.array_result(node.func)
        if staged is None:
            return None
        if self.compile_time_eval and not any_traced.traced:
            self.concrete_calls.add(node)
            return STATIC
        return replace(staged, source=any_traced.source)

    def _project_python_call(self, func: cst.BaseExpression, qualified: Optional[str]) -> bool:
        """`model.dofs()`, `helpers.n_links(model)`: a project callable whose every definition returns a Python
        value. JAX's and NumPy's own functions are never taken for one."""
        if qualified is not None and qualified.split(".", 1)[0] in ("jax", "jaxlib", "numpy"):
            return False
        if type(func) is cst.Attribute:
            return func.attr.value in self.fields.callables
        return type(func) is cst.Name and func.value in self.fields.callables and self._module_callable(func)

    def _module_callable(self, func: cst.Name) -> bool:
        """Does `func` name a function of a module, not a value the code bound: no local binding, or an import
        (`from geo.records import shell_records` inside the function calling it binds the name there; a local
        variable shadowing an imported name is the trade ImportMap makes anyway)."""
        return self.name_value(func) is None or func.value in self.imports.relative or (
            func.value in self.imports.aliases and not self.imports.aliases[func.value].startswith(
                ("jax", "numpy")))

    def _project_python_items(self, func: cst.BaseExpression, qualified: Optional[str],
                              known: Optional[tuple[tuple[str, tuple[bool, ...]], ...]] = None
                              ) -> Optional[tuple[bool, ...]]:
        """Which items of the tuple a project callable returns are Python values (FieldKinds.python_items; of each
        row of the list it returns, with `known` FieldKinds.python_rows), when `func` names one; None otherwise."""
        if qualified is not None and qualified.split(".", 1)[0] in ("jax", "jaxlib", "numpy"):
            return None
        if type(func) is cst.Attribute:
            name = func.attr.value
        elif type(func) is cst.Name and self._module_callable(func):
            name = func.value
        else:
            return None
        return next((python for callable_name, python in (self.fields.python_items if known is None else known)
                     if callable_name == name), None)

    def _builtin_call(self, name: str, arguments: list[Value], any_traced: Value) -> Value:
        if name in _STATIC_BUILTINS:
            return STATIC
        if name == "range":
            return Value(sequence=True)
        if name == "dict":
            return replace(any_traced, opaque=any_traced.traced)
        if name in ("any", "all") and len(arguments) == 1:
            # The truth of the elements: Python bools when they are (`any(eqx.is_array(x) for x in leaves)`).
            element = element_of(arguments[0])
            return Value(traced=element.traced, source=element.source, defaulted=element.defaulted,
                         opaque=element.opaque) if element.traced else STATIC
        if name in ("set", "frozenset"):
            # Members of a set are hashable, and tracers are not: what a set holds is static.
            return Value(sequence=True)
        if name in _SEQUENCE_BUILTINS:
            return Value(traced=any_traced.traced, sequence=True, source=any_traced.source,
                         defaulted=any_traced.defaulted, opaque=any_traced.traced)
        if any_traced.traced and all(v.opaque for v in arguments if v.traced):
            # any()/max()/sum() of values that may be Python objects (`any(is_array(l) for l in leaves)`).
            return replace(any_traced, opaque=True)
        return any_traced

    def _library_call(self, qualified: str, arguments: list[Value], any_traced: Value) -> Value:
        if is_static_array_function(qualified) or qualified in STATIC_JAX_FUNCTIONS:
            return STATIC
        if qualified == "jax.lax.psum" and not any_traced.traced:
            return STATIC  # `lax.psum(1, axis)` of a Python value is the Python value times the axis size
        if qualified in _ARRAY_SPLIT_COMBINES and any_traced.traced:
            # `eqx.combine(params, static)` in traced code: the array half came in through the transform, the rest
            # was split off outside it (`eqx.partition(state, eqx.is_array)`): its non-array leaves (an environment,
            # a config object) are the Python values they were, as under filter_jit.
            return Value(traced=True, opaque=True, source=any_traced.source, filtered=True,
                         defaulted=any_traced.defaulted)
        if qualified in PYTREE_RESULTS:
            # The carry/outputs of loops and tree maps have the user's structure: maybe a dict, not an array.
            # A filtered pytree in gives one out: its non-array leaves stay static.
            return Value(traced=True, opaque=True, source=any_traced.source, filtered=any_traced.filtered,
                         defaulted=any_traced.defaulted and any_traced.traced)
        if qualified in _MATH_REAL_FUNCTIONS and any_traced.traced and \
                not all(v.captured for v in arguments if v.traced):
            # `math.exp` of a tracer raises (JXL104), and its fix, `jnp.exp`, gives a tracer: what the code after it
            # does with the value (`min(1.0, ratio)`) is as wrong once that line is fixed, as after `np.exp`. The
            # integer functions (`math.ceil`, `math.prod`) stay Python values: their fix is a static input.
            return Value(traced=True, source=any_traced.source, defaulted=any_traced.defaulted)
        if qualified.startswith(_SILENT_PREFIXES) or qualified.startswith(("math.", "numpy.random.", "random.",
                                                                          "time.", "datetime.", "os.")):
            return STATIC
        if any_traced.traced and qualified.startswith(tuple(HOST_SCIPY_MODULES)) and \
                not all(v.captured for v in arguments if v.traced):
            # SciPy's array functions raise on a tracer, as NumPy's do; the fix computes them with `jax.scipy`,
            # whose result is traced: `cho_solve(cho_factor(cov), r)` needs both calls replaced. What it is (an
            # array, a tuple like `cho_factor`'s, a result object) the name does not say.
            return Value(traced=True, opaque=True, source=any_traced.source, defaulted=any_traced.defaulted)
        if qualified.split(".", 1)[0] in _HOST_RESULT_LIBRARIES:
            # SciPy, pandas, ctypes compute on the host: handed a tracer they raise, so what they return is a host
            # value (`pd.Timedelta(duration) / timestep`, a step count worked out before any trace).
            return STATIC
        name = qualified.rpartition(".")[2]
        if qualified in LISTS_OF_ARRAYS and any_traced.traced:
            # `splits = jnp.split(x, n)`: a Python list of arrays, whose items `splits[k] = ...` replaces.
            return Value(traced=True, sequence=True, source=any_traced.source, defaulted=any_traced.defaulted,
                         element=Value(traced=True, source=any_traced.source, defaulted=any_traced.defaulted))
        if qualified.startswith(ALWAYS_TRACED_PREFIXES):
            # Inside traced code every jnp/lax result is staged out, constants included.
            if is_dtype_constructor(qualified) and not any_traced.traced:
                return STATIC
            return Value(traced=True, mask=name in MASK_FUNCTIONS, source=any_traced.source,
                         defaulted=any_traced.defaulted and any_traced.traced)
        if qualified.startswith("numpy."):
            if not any_traced.traced:
                return Value(sequence=False)
            if all(v.captured for v in arguments if v.traced):
                # A captured jax array is concrete: NumPy reads it on the host and gives a NumPy array, which no
                # operation after that stages into the trace.
                return STATIC
            return replace(any_traced, mask=name in MASK_FUNCTIONS)
        if qualified in TREE_MAPS:
            # A pytree of whatever the mapped function returns: masks and Python objects as often as arrays.
            return _unknown_result(any_traced)
        if qualified in _TREE_FLATTENS:
            # (leaves, treedef): the treedef is the static structure, never a tracer.
            leaves = Value(traced=any_traced.traced, sequence=True, opaque=any_traced.traced,
                           source=any_traced.source, filtered=any_traced.filtered)
            return Value(traced=any_traced.traced, sequence=True, items=(leaves, STATIC), source=any_traced.source)
        if qualified.startswith("jax."):
            return any_traced
        return _unknown_result(any_traced)

    # --- binding -----------------------------------------------------------------------------------------------
    def iteration_value(self, iterable: cst.BaseExpression, value: Value) -> Value:
        """The value bound to a loop target: range counters are static, enumerate/zip pair things up."""
        if isinstance(iterable, cst.Call) and isinstance(iterable.func, cst.Name) and \
                self.name_value(iterable.func) is None and self.imports.qualified_name(iterable.func) is None \
                and is_builtin(iterable.func.value):
            builtin = iterable.func.value
            nodes = [a.value for a in iterable.args if a.keyword is None]
            args = [self.value(node) for node in nodes]
            if builtin == "range":
                return STATIC
            # Each source iterated as a loop over it alone would be: `enumerate(zip(keys, widths[:-1]))` pairs the
            # index with the zip's items, a tracer key beside the Python widths of a static `hidden` tuple.
            if builtin == "enumerate" and args:
                counted = self.iteration_value(nodes[0], args[0])
                return Value(sequence=True, items=(STATIC, counted), traced=counted.traced)
            if builtin == "zip":
                items = tuple(self.iteration_value(node, arg) for node, arg in zip(nodes, args))
                return Value(sequence=True, items=items, traced=any(i.traced for i in items))
            if builtin in ("reversed", "sorted", "list", "tuple") and args:
                # `sorted(params.items())` iterates like `params.items()`.
                return self.iteration_value(nodes[0], args[0])
        if isinstance(iterable, cst.Call) and isinstance(iterable.func, cst.Attribute) and \
                iterable.func.attr.value == "items":
            container = self.value(iterable.func.value)
            return Value(sequence=True, items=(STATIC, element_of(container)), traced=container.traced)
        if value.mapping:
            # `for k in powers` over a dict of arrays: iterating a dict gives its keys, and a key is hashable, so
            # no tracer (`k == int(k)` compares Python numbers).
            return STATIC
        rows = _literal_rows(iterable)
        if rows is not None:
            # `for param, ndim in ((params.w, 2), (params.b, 1)):` each target takes its own column's values.
            columns = tuple(_merged(self.value(row[i]) for row in rows) for i in range(len(rows[0])))
            return Value(sequence=True, items=columns, traced=any(column.traced for column in columns))
        return element_of(value)

    def bind_target(self, target: cst.BaseExpression, value: Value, scope: dict[str, Value]) -> None:
        if type(target) is cst.Name:
            scope[target.value] = value
        elif type(target) is cst.Tuple or type(target) is cst.List:
            for element, item in zip(target.elements, unpacked_items(target.elements, value)):
                self.bind_target(element.value, item, scope)
        elif isinstance(target, cst.StarredElement):
            self.bind_target(target.value, value, scope)
        else:
            # `obj.attr = v` / `x[i] = v` bind nothing, but their parts are name uses.
            self.value(target)


def unpacked_items(elements: Sequence[cst.BaseElement], value: Value) -> list[Value]:
    """What each element of a tuple or list target receives when `value` is unpacked into it."""
    exact = value.items is not None and len(value.items) == len(elements) and not any(
        isinstance(e, cst.StarredElement) for e in elements)
    items = []
    for index, element in enumerate(elements):
        item = value.items[index] if exact else element_of(value)  # type: ignore[index]
        if not exact and item.traced:
            # Unpacking a traced value: a pytree (a scan carry, a tuple of results) whose parts may be
            # lists, dicts or Python numbers as well as arrays, unless JAX abstracted each of its leaves.
            # Their parts may still be lists or dicts of arrays (a carry keeps the structure it started
            # with), but no Python number: converting one to a number fails (not_python_number).
            item = replace(item, opaque=True, array_leaves=value.array_leaves)
        if isinstance(element, cst.StarredElement):
            item = Value(traced=item.traced, sequence=True, source=item.source)
        items.append(item)
    return items


def _literal_attribute(call: cst.Call) -> Optional[str]:
    """The attribute name of `getattr(obj, "name", ...)` when it is a string literal."""
    if len(call.args) >= 2 and isinstance(call.args[1].value, cst.SimpleString) and call.args[1].keyword is None:
        name = call.args[1].value.evaluated_value
        return name if isinstance(name, str) else None
    return None


def _python_constant_default(call: cst.Call) -> bool:
    """`getattr(obj, "name", default)` with a literal name and a Python constant default (`False`, `None`, `0`,
    `""`, `()`)."""
    if len(call.args) != 3 or _literal_attribute(call) is None or call.args[2].keyword is not None:
        return False
    default = call.args[2].value
    if type(default) is cst.Name:
        return default.value in ("False", "True", "None")
    if type(default) in (cst.Tuple, cst.List, cst.Dict):
        return not default.elements  # type: ignore[attr-defined]
    return type(default) in (cst.Integer, cst.Float, cst.SimpleString)


# What a lambda may apply to its arguments and still give Python values for Python values.
_PYTHON_ARITHMETIC_BUILTINS = frozenset({"int", "float", "bool", "abs", "round", "min", "max", "len", "divmod"})
_PYTHON_EXPRESSIONS = (cst.BinaryOperation, cst.UnaryOperation, cst.Comparison, cst.BooleanOperation, cst.IfExp,
                       cst.Tuple, cst.List, cst.Element, cst.Integer, cst.Float, cst.SimpleString, cst.Call, cst.Arg,
                       cst.Name, cst.Subscript, cst.SubscriptElement, cst.Index)


def _stages_its_result(function: cst.Lambda, qualified_name: Callable[[cst.BaseExpression], Optional[str]]) -> bool:
    """Is the lambda's body a call of a jax.numpy/lax... function whose result is staged in a trace (`lambda a, b:
    jnp.max(b - a)`), so that it returns an array for any arguments?"""
    body = function.body
    if type(body) is not cst.Call:
        return False
    qualified = qualified_name(body.func)
    return qualified is not None and staged_call(qualified) is not None


def python_lambda_result(function: cst.Lambda) -> Optional[bool]:
    """Does the lambda give Python values? Its body must be plain Python: operators, literals, displays, indexing
    and arithmetic builtins, no other attribute, library call or free name. True: whatever its arguments, as it
    reads them only through their metadata (`lambda x: x.shape[0]`, `lambda x: x.size`, `len(x)`); False: when its
    arguments are Python values (`lambda x: x // 2`); None: it may give arrays."""
    parameters = {param.name.value for param in function.params.params}
    reads_values = False
    pending: list[cst.CSTNode] = [function.body]
    while pending:
        node = pending.pop()
        if type(node) is cst.Attribute:
            if not (type(node.value) is cst.Name and node.value.value in parameters
                    and node.attr.value in ARRAY_METADATA):
                return None
            continue   # `x.shape` is a Python value even on a tracer
        if not isinstance(node, _PYTHON_EXPRESSIONS) and not isinstance(
                node, (cst.BaseBinaryOp, cst.BaseUnaryOp, cst.BaseCompOp, cst.BaseBooleanOp, cst.ComparisonTarget)):
            return None
        if type(node) is cst.Call:
            if not (type(node.func) is cst.Name and node.func.value in _PYTHON_ARITHMETIC_BUILTINS) or any(
                    arg.star or arg.keyword is not None for arg in node.args):
                return None
            if node.func.value == "len" and len(node.args) == 1 and type(node.args[0].value) is cst.Name and \
                    node.args[0].value.value in parameters:
                continue   # a tracer's length is static too
            pending.extend(arg.value for arg in node.args)
            continue
        if type(node) is cst.Name:
            if node.value in parameters:
                reads_values = True
            elif node.value not in ("None", "True", "False"):
                return None
        pending.extend(children(node))
    return not reads_values


def _filtered_copy(base: Value, given: dict[str, Value]) -> Optional[Value]:
    """A copy of a filtered pytree (equinox.filter_jit) given new values for some fields: a field given a tracer
    holds an array leaf, the others keep what they held (a Python value stays one). A Python object (a static
    `self`, a configuration) given tracers reads as such a pytree. None for a record of unknown parts."""
    traced = {name for name, value in given.items() if value.traced and not value.filtered}
    if not base.traced:
        return Value(traced=True, opaque=True, filtered=True, field_values=_array_leaves(traced),
                     source=next(given[name].source for name in sorted(traced))) if traced else STATIC
    if not base.filtered:
        return None
    kept = {name for name, _ in base.field_values or ()} - set(given)
    return replace(base, field_values=_array_leaves(kept | traced))


def _array_leaves(names: set[str]) -> Optional[tuple[tuple[str, Value], ...]]:
    return tuple((name, _ARRAY_LEAF) for name in sorted(names)) or None


def _fields_replaced(record: Value, fields: list[tuple[str, bool]], replacement: Value) -> Optional[Value]:
    """`eqx.tree_at(lambda b: b.centers, template, coords[idx])` in traced code, `template` untraced or a record
    known field by field (not filtered): the copy holds the new values in the fields the lambda names, and whatever
    the record held in the others (a template's numpy metadata stays host data). None for a selector reaching
    deeper than one attribute, or a record of unknown parts."""
    if record.traced and record.field_values is None or not all(whole for _, whole in fields):
        return None
    names = [name for name, _ in fields]
    if len(names) == 1:
        new_values = [replacement]
    elif replacement.items is not None and len(replacement.items) == len(names):
        new_values = list(replacement.items)
    else:
        new_values = [replacement] * len(names)
    fields = dict(record.field_values or ())
    fields.update(_stored(dict(zip(names, new_values))))
    if not any(value.traced for value in fields.values()):
        return STATIC
    return Value(traced=True, opaque=True, source=next((v.source for v in fields.values() if v.source), None),
                 field_values=tuple(sorted(fields.items())))


def _stored(given: dict[str, Value]) -> tuple[tuple[str, Value], ...]:
    """The fields of a record known field by field: a traced one is what a part of a record is (`opaque`: maybe
    no array, as an attribute of a record known as a whole is), an untraced one stays the Python value it is."""
    return tuple(sorted((name, replace(value, opaque=True) if value.traced else value)
                        for name, value in given.items()))


def _unknown_result(value: Value) -> Value:
    """What a function we know nothing about returns from traced inputs: tracers, maybe not an array."""
    return replace(value, opaque=True) if value.traced else value


_ARRAY_METHODS = frozenset({
    "sum", "mean", "max", "min", "prod", "std", "var", "any", "all", "argmax", "argmin", "astype", "reshape",
    "transpose", "squeeze", "ravel", "flatten", "dot", "cumsum", "clip", "round", "conj", "take", "swapaxes",
})

# Every method of a jax array, and of the `x.at[i]` it hands out: a traced receiver with any other method is no array.
_JAX_ARRAY_METHODS = _ARRAY_METHODS | frozenset({
    "addressable_data", "argpartition", "argsort", "block_until_ready", "byteswap", "choose", "clone", "compress",
    "conjugate", "copy", "copy_to_host_async", "cumprod", "delete", "devices", "diagonal", "is_deleted", "is_ready",
    "item", "nonzero", "on_device_size_in_bytes", "platform", "ptp", "repeat", "searchsorted", "sort", "to_device",
    "tobytes", "tolist", "trace", "unsafe_buffer_pointer", "view", "set", "add", "multiply", "mul", "divide",
    "power", "apply", "get",
})

_TREE_FLATTENS = frozenset({"jax.tree_util.tree_flatten", "jax.tree.flatten", "jax.tree_util.tree_flatten_with_path",
                            "jax.tree.flatten_with_path"})

# Rebuild a pytree from its array half and the non-array half split off it (equinox's partition/combine idiom; flax
# nnx's split/merge, whose graphdef holds a module's plain Python attributes and whose state its Variables and arrays).
_ARRAY_SPLIT_COMBINES = frozenset({"equinox.combine", "flax.nnx.merge", "flax.nnx.graph.merge",
                                   "flax.experimental.nnx.merge"})

# Builtins that turn their arguments into text through `__str__` / `__repr__`.
_TEXT_BUILTINS = frozenset({"print", "str", "repr", "format"})


# Per node class, learnt once (libcst's classes are ABCs: isinstance on them is slow, and `_value` would otherwise
# format a method name for every node): the Evaluator method for it, and what `_children` does with a child of it.
_METHODS: dict[type, Optional[Callable[[Evaluator, cst.CSTNode], Value]]] = {}
_CHILD_ROLES: dict[type, str] = {}
_EVALUATED, _SEARCHED, _SKIPPED = "evaluated", "searched", "skipped"   # a child expression; inside it; neither


def _method_for(kind: type) -> Optional[Callable[[Evaluator, cst.CSTNode], Value]]:
    method = _METHODS[kind] = getattr(Evaluator, "_" + kind.__name__, None)
    return method


def _child_role(kind: type) -> str:
    if derives_from(kind, cst.Lambda):
        role = _SKIPPED
    elif derives_from(kind, cst.BaseExpression):
        role = _EVALUATED
    else:
        role = _SEARCHED
    _CHILD_ROLES[kind] = role
    return role


def _repeated_display(node: cst.BinaryOperation) -> Optional[cst.BaseExpression]:
    """The list or tuple display a multiplication repeats (either way round), or None."""
    return next((side for side in (node.left, node.right) if type(side) in (cst.List, cst.Tuple)), None)
