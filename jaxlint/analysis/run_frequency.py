"""How often a function runs, as far as recompilation findings care: once per run or test, or per call of a caller.

A jitted function created inside a function body compiles again on every call of that body (JXL502). That costs
something only when the body runs many times: an optimiser's `step`, an accessor, a per-batch helper. It costs
nothing worth a finding when the body is itself the driver of the work, which runs once per program or per test:
- a test (`test_*` functions, methods of `Test*`/`*Test`/`*Tests` classes and of `*TestCase` subclasses, their
  `setUp*` methods) and pytest fixtures: the runner calls each once per case;
- any function of a test file (`files.is_test_path`: `test_*.py`, `*_test.py`, `conftest.py`, a module in a `tests/`
  folder): its helpers run for the tests that call them, a bounded number of times;
- a program's `main` (or `_main`), and a training entry point (`train`, `train_fn`, `run_training`,
  `train_and_evaluate`, not `train_step`) that runs its own loop: called once per experiment;
- a function memoised with `functools.lru_cache`/`cache`: the jitted function is built once per distinct key;
- (for JXL502, when the module never calls it in a loop) a function named for initialising (`initialize`,
  `sharded_init`, `tables.names_an_initialiser`): it builds a model's state once per model.

The burden of proof is on repetition (`repetition_evidence`): a function that builds a jitted function counts as
run again and again only when the code says so (a loop or comprehension calling it, here, in another file of its
package, in a script beside it or in the project's script folders beside the package, or through an object of its
class; a name of one step of a run; a repeated method calling it through `self`; the function it is nested in
calling it in a loop). Anything else (a public helper nobody calls twice, a setup step, a driver) is as likely run
once, and one compile is what any jit costs. A loop over configurations written in the code (a dtype, a method,
a size: not float values; a module table, annotated or not; a command-line option whose choices or default the
script writes out, `for dtype in args.dtype`) that hands its variable to the call runs it once per configuration,
each its own program, which a hoisted jit would compile as often: no evidence.

A jitted def called only inside functions JAX traces (`called_only_in_traced_code`), directly or handed there to a
transform (`grad(loss)(p, x)`, `vmap(partial(task_loss, p))(xs)`), is inlined into their trace: it never compiles on
its own, however often it is created (in a function or in a script's module-level loop). So is a jit built inside a function a jit decorator of the
project's own compiles (`compiled_by_a_jit_decorator`: `@jit_with_docstring(...)`, named for the jit it wraps).

What a loop iterates over is evaluated once, before its first iteration (`before_first_iteration`): a `jax.jit`
in a `for` statement's tuple of variants compiles once.

A loop runs its body again only after a failure when the body is a retry (`repeats_only_after_failure`): the jitted
call sits in a `try` whose body leaves the loop on success, so each further iteration follows a caught exception
(an out-of-memory error, retried with a halved batch size) and builds a different configuration.

How many values a static argument takes in a loop (JXL503): a flag tested per item (`two_valued`: `bool(...)`, a
comparison, `not x`) at most two, so at most two compiles for the whole loop; the variable of a sweep written in
the code (`item_of_a_sweep`: `for label, learnable in METHODS` around `for seed in seeds`) the written values only;
a counter the loop steps (`stepped_places`: `self.global_step += 1`, and what the body computes from it) a new one
on every iteration. A loop that retries a call with a grown size (`retries_with_grown_sizes`: `max_boxes *= 2`) or
over candidate settings, taking the next only after the call's result was rejected (`moves_on_only_after_rejection`:
a larger queue capacity after an overflow, `break` on success), compiles once per size tried, a few in all.
"""

from __future__ import annotations

import ast
from typing import Callable, Collection, Optional, Protocol, Sequence, Union

import libcst as cst

from .ast_nodes import ast_child_nodes, ast_walk, own_nodes, self_attribute
from .bindings import ScopeBindings, all_params, names_bound_in, names_read, target_names
from .compiling_decorators import applied_name, named_for_a_jit
from .imports import dotted_name
from .objects import return_values, size_arguments
from .tables import (ARRAY_BUILDERS, FOREIGN_COMPILERS, NUMPY_DTYPES, SAME_ARGUMENTS, TRANSPARENT, is_training_driver_name,
                     names_names)
from .unread_places import functions_named
from .walk import children, holds, loop_targets, simple_statements, subtree, walk
from .wrappers import PARTIAL, resolve_wrapper

FunctionNode = Union[cst.FunctionDef, cst.Lambda]

_MEMOISERS = frozenset({"lru_cache", "cache", "functools.lru_cache", "functools.cache", "cached_property",
                        "functools.cached_property"})
_FIXTURES = frozenset({"pytest.fixture", "fixture"})

# A program's entry point: called once per run.
PROGRAM_DRIVERS = frozenset({"main", "_main"})
_TEST_SETUP = ("setUp", "setUpClass", "setup_method", "setup_class", "setup_module")


def _decorator_name(decorator: cst.Decorator) -> str:
    expression = decorator.decorator
    if isinstance(expression, cst.Call):
        expression = expression.func
    return dotted_name(expression) or ""


def _is_test_class(node: cst.ClassDef) -> bool:
    """`Test*` (pytest's convention), `*Test`/`*Tests` (unittest and absltest suites deriving from a project's own
    base class, as `class DiffusionTest(SamplerTest)`), or a direct subclass of some `*TestCase`."""
    if node.name.value.startswith("Test") or node.name.value.endswith(("Test", "Tests")):
        return True
    return any((dotted_name(base.value) or "").endswith("TestCase") for base in node.bases)


def _runs_a_loop(function: cst.FunctionDef) -> bool:
    """A `for`/`while` statement in the function's own body (not in a nested function)."""
    pending: list[cst.CSTNode] = list(function.body.body) if isinstance(function.body, cst.IndentedBlock) else []
    while pending:
        statement = pending.pop()
        if isinstance(statement, (cst.For, cst.While)):
            return True
        if isinstance(statement, (cst.If, cst.With, cst.Try)):
            pending.extend(statement.body.body)
            orelse = getattr(statement, "orelse", None)
            if isinstance(orelse, cst.If):
                pending.append(orelse)
            elif orelse is not None and hasattr(orelse, "body"):
                pending.extend(orelse.body.body)
    return False


def runs_once_reason(function: FunctionNode, enclosing_class: Optional[cst.ClassDef],
                     in_test_module: bool = False) -> Optional[str]:
    """Why `function` runs once per program or per test (a phrase for messages and docs), or None when it may run
    once per call of some caller, as far as its own text tells."""
    if not isinstance(function, cst.FunctionDef):
        return "it is in a test file, run for each test case" if in_test_module else None
    name = function.name.value
    decorators = {_decorator_name(decorator) for decorator in function.decorators}
    if decorators & _MEMOISERS:
        return "it is memoised"
    if decorators & _FIXTURES:
        return "it is a pytest fixture"
    if enclosing_class is None:
        is_test = name.startswith("test")
    else:
        is_test = _is_test_class(enclosing_class) and (name.startswith(("test", "_test")) or name in _TEST_SETUP)
    if is_test:
        return "it is a test, run once per case"
    if name in PROGRAM_DRIVERS:
        return "it is the program's main"
    if is_training_driver_name(name) and _runs_a_loop(function):
        return "it is a training run's driver"
    if in_test_module:
        return "it is in a test file, run for each test case"
    return None


# `range(n)` with a literal n up to this many is a handful of configurations (`for team in range(2)`); a longer
# literal range (`range(100)`) is a loop over steps, whose values a static argument should not take.
SHORT_RANGE = 8
# What sweep_length counts through (tables.SWEEP_BUILDERS names the ones whose bindings the planner keeps).
_SAME_LENGTH = frozenset({"enumerate", "reversed", "sorted", "list", "tuple"})
_PRODUCTS = frozenset({"product", "itertools.product"})
# What a loop over a dict display goes through: its keys, values or items, as many as it holds.
DICT_VIEWS = frozenset({"items", "values", "keys"})


def sweep_length(loop: cst.CSTNode, function: Optional[cst.CSTNode], longest_range: Optional[int] = SHORT_RANGE,
                 constants: Optional[Callable[[str], Optional[int]]] = None,
                 integers: Optional[Callable[[str], Optional[int]]] = None) -> Optional[int]:
    """How many times `loop` runs when its own text says so: a sweep over configurations written in the code (a
    tuple or list display, `itertools.product`/`zip`/`enumerate` of them, a literal `range` of at most
    `longest_range` values (None: any), or a name `function` binds only to these, or, unbound there, a constant
    of the module: `constants(name)`, the length of the display it is bound to, ModuleFacts.constant_length; a
    `range` bound may be an integer constant of the module, `integers(name)`: `range(LOG_BITS - 1)`).
    None when the count depends on values the code does not show."""
    iterables = _loop_iterables(loop)
    if not iterables:
        return None
    total = 1
    for iterable in iterables:
        length = _literal_length(iterable, function, 0, longest_range, constants, integers)
        if length is None:
            return None
        total *= length
    return total


def sweeps_floats(loop: cst.CSTNode, function: Optional[cst.CSTNode]) -> bool:
    """Does `loop` iterate over a display of float literals (`for alpha in (0.5, 1.0, 2.0)`), directly or through a
    name `function` binds to one? Those are values a compiled function could take as arguments, not configurations
    that change what is compiled."""
    pending = _loop_iterables(loop)
    while pending:
        expression = pending.pop()
        if isinstance(expression, cst.Name) and function is not None:
            pending.extend(value for value in _assigned_values(function, expression.value)
                           if isinstance(value, (cst.Tuple, cst.List, cst.Set)) or
                           isinstance(value, cst.Call) and array_of_a_sequence(value))
        elif isinstance(expression, cst.Call) and array_of_a_sequence(expression):
            pending.append(expression.args[0].value)   # `jnp.array([1.0, 0.5, 0.1])`
        elif isinstance(expression, (cst.Tuple, cst.List, cst.Set)):
            if any(isinstance(element.value, cst.Float) or
                   isinstance(element.value, cst.UnaryOperation) and isinstance(element.value.expression, cst.Float)
                   for element in expression.elements):
                return True
    return False


def sweeps_literals(loop: cst.CSTNode, function: Optional[cst.CSTNode]) -> bool:
    """Does `loop` iterate over values written out as literals (`for n in [16, 64, 256]`, `itertools.product` of
    such lists, a literal `range`, dtypes: `(jnp.float32, jnp.float64)`), directly or through names `function`
    binds only to them? Sizes and options, unlike a display of data (`(points[0], points[-1])`)."""
    pending = list(_loop_iterables(loop))
    seen = 0
    while pending:
        seen += 1
        expression = pending.pop()
        if seen > _MOST_LITERALS:
            return False
        if isinstance(expression, cst.Name) and expression.value in ("True", "False", "None"):
            continue
        if isinstance(expression, cst.Name):
            values = _assigned_values(function, expression.value) if function is not None else []
            if not values or None in values:
                return False
            pending.extend(values)  # type: ignore[arg-type]
        elif isinstance(expression, (cst.Tuple, cst.List, cst.Set)):
            pending.extend(element.value for element in expression.elements)
        elif isinstance(expression, cst.Call) and dotted_name(expression.func) in _LITERAL_SEQUENCES | {"range"}:
            pending.extend(arg.value for arg in expression.args)
        elif isinstance(expression, cst.UnaryOperation):
            pending.append(expression.expression)
        elif not isinstance(expression, (cst.Integer, cst.Float, cst.SimpleString)) and not _names_a_dtype(expression):
            return False
    return seen > 0


def _names_a_dtype(expression: cst.BaseExpression) -> bool:
    """Is `expression` a scalar type of an array module by its spelling (`jnp.float32`, `np.complex128`)? Written
    in a loop's display, like `"float32"`, a setting: each dtype makes programs of its own."""
    return isinstance(expression, cst.Attribute) and isinstance(expression.value, (cst.Name, cst.Attribute)) and \
        expression.attr.value in NUMPY_DTYPES


# How many nodes sweeps_literals reads before it gives up (a table of a few dozen configurations fits).
_MOST_LITERALS = 400
# Calls that reorder or combine what they are given: their items are its items.
_LITERAL_SEQUENCES = frozenset({"list", "tuple", "sorted", "reversed", "zip", "enumerate", "itertools.product",
                                "product"})


# Iterables that count steps: all an iteration is handed is its number (`range(epochs)`, `itertools.count()`).
_COUNTERS = frozenset({"range", "count", "itertools.count"})
# Attributes every array has: reading them does not make an item a record of settings.
_ARRAY_ATTRIBUTES = frozenset({"shape", "size", "dtype", "ndim", "T", "real", "imag", "at", "nbytes"})


def iterates_over_configurations(loop: cst.CSTNode, function: Optional[cst.CSTNode], facts=None) -> bool:
    """Does `loop` go through configurations (training phases, model names, grid sizes, excision cuts) rather than
    count steps or pass over data? A `for`, not over a `range`/`count` of a length the code does not write out
    (`range(epochs)`) nor over float literals (values a compiled function could take as arguments), whose own body
    steps nothing from one iteration to the next (stepped_places), and whose items the code shows to be settings
    (configuration_items; with the module's `facts`, also sizes: items that set the shape of an array the body
    builds, item_sized_arrays). An array of a batch or a float rate is a value a compiled function takes as an
    argument; a setting changes what is compiled."""
    if not isinstance(loop, cst.For) or sweeps_floats(loop, function):
        return False
    if counts_steps(loop, function):
        return False
    own = {id(node) for node in _own_nodes(loop, stop_at=(cst.For, cst.While))}  # type: ignore[arg-type]
    if any(id(statement) in own for statement in stepped_places(loop).values()):
        return False   # state carried from item to item; a nested loop's counters (`epoch_loss += loss`) are its own
    if sweeps_literals(loop, function) or configuration_items(loop):
        return True
    sized = item_sized_arrays(facts, loop) if facts is not None else None
    return sized is not None and bool(sized.names)


def iterates_over_axes(loop: cst.CSTNode, function: Optional[cst.CSTNode]) -> bool:
    """Does `loop` go over the axes of an array (`for axis in range(x.ndim)`, `enumerate(u.shape)`, `zip(np.arange(
    len(u.spatial_shape)), spacings)`, directly or through a name `function` binds only to such a range)? It runs
    as many times as the array has dimensions, and with the same axes on every call: a value it hands a jitted
    function as static takes those few values, each compiled once and then found in jit's cache."""
    iterables = _loop_iterables(loop)
    return bool(iterables) and all(_over_axes(iterable, function, 0) for iterable in iterables)


_AXIS_RANGES = frozenset({"range", "np.arange", "numpy.arange", "onp.arange", "jnp.arange", "jax.numpy.arange"})


def _over_axes(expression: cst.BaseExpression, function: Optional[cst.CSTNode], depth: int) -> bool:
    if depth > 3:
        return False
    if isinstance(expression, cst.Name):
        values = _assigned_values(function, expression.value) if function is not None else []
        return bool(values) and all(value is not None and _over_axes(value, function, depth + 1) for value in values)
    if _names_a_shape(expression):
        return True   # `for size in x.shape`: one item per axis
    if not isinstance(expression, cst.Call) or not expression.args or any(arg.star for arg in expression.args):
        return False
    name = dotted_name(expression.func)
    if name == "zip":   # as long as its shortest argument
        return any(_over_axes(arg.value, function, depth + 1) for arg in expression.args)
    if name in _SAME_LENGTH:
        return _over_axes(expression.args[0].value, function, depth + 1)
    return name in _AXIS_RANGES and len(expression.args) == 1 and _a_rank(expression.args[0].value)


def _a_rank(expression: cst.BaseExpression) -> bool:
    """Is `expression` the number of dimensions of an array (`x.ndim`, `len(u.shape)`), or that less a constant?"""
    if isinstance(expression, cst.BinaryOperation) and isinstance(expression.operator, cst.Subtract) and \
            isinstance(expression.right, cst.Integer):
        return _a_rank(expression.left)
    if isinstance(expression, cst.Attribute):
        return expression.attr.value == "ndim"
    return isinstance(expression, cst.Call) and dotted_name(expression.func) == "len" and \
        len(expression.args) == 1 and _names_a_shape(expression.args[0].value)


def _names_a_shape(expression: cst.BaseExpression) -> bool:
    """Is `expression` an array's shape by its name (`x.shape`, `u.spatial_shape`, `shape`)?"""
    name = expression.attr.value if isinstance(expression, cst.Attribute) else \
        expression.value if isinstance(expression, cst.Name) else None
    return name is not None and (name == "shape" or name.endswith("_shape"))


def counts_steps(loop: cst.For, function: Optional[cst.CSTNode]) -> bool:
    """Does `loop` go over a `range`/`count` of a length the code does not write out (`range(epochs)`,
    `enumerate(range(n))`): all an iteration is handed is its number?"""
    iterable = loop.iter
    while isinstance(iterable, cst.Call) and dotted_name(iterable.func) in _SAME_LENGTH and iterable.args:
        iterable = iterable.args[0].value   # `enumerate(range(n))` counts as `range(n)` does
    return isinstance(iterable, cst.Call) and dotted_name(iterable.func) in _COUNTERS and \
        sweep_length(loop, function) is None


def configuration_items(loop: cst.CSTNode) -> bool:
    """Does the body of `loop` use what it iterates over as settings: a record whose fields it reads
    (`phase.optimizer`, not an array's `x.shape`), a key it looks up (`BUILDERS[name]`), a number it converts to an
    int (`excision(int(cut))`), or are the items ints parsed from text (`[int(x) for x in args.sizes.split(",")]`)?"""
    if not isinstance(loop, cst.For):
        return False
    if isinstance(loop.iter, (cst.ListComp, cst.GeneratorExp)) and isinstance(loop.iter.elt, cst.Call) and \
            dotted_name(loop.iter.elt.func) == "int":
        return True
    items = loop_targets(loop)
    # `results[lr] = value` files a result under the item, whatever it is: only a lookup uses it as a key.
    stores = {id(target.target) for node in subtree(loop.body) if type(node) is cst.Assign
              for target in node.targets}
    for node in subtree(loop.body):
        if isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name) and node.value.value in items and \
                node.attr.value not in _ARRAY_ATTRIBUTES:
            return True
        if isinstance(node, cst.Subscript) and id(node) not in stores and len(node.slice) == 1 and \
                isinstance(node.slice[0].slice, cst.Index) and isinstance(node.slice[0].slice.value, cst.Name) and \
                node.slice[0].slice.value.value in items:
            return True
        if isinstance(node, cst.Call) and dotted_name(node.func) == "int" and len(node.args) == 1 and \
                isinstance(node.args[0].value, cst.Name) and node.args[0].value.value in items:
            return True
    return False


class ItemSizedArrays:
    """The arrays whose shape the item of a `for` loop sets (item_sized_arrays): built with a size computed from
    the item (`np.arange(nside_to_npix(nside))`, `jnp.zeros((n, 3))`) or from the length of such an array
    (`np.zeros(len(kept))`), cut to a length it gives (`basis[:count]`, not a window `x[i:i + width]` of one
    width), or selected by a comparison with it (`freqs[np.abs(freqs) <= band]`, `freqs[np.nonzero(np.abs(freqs)
    <= band)[0]]`: as many elements as pass the item's threshold), and the names the body binds from them. A jitted
    function handed one gets an input of a new shape on each item: a program per item, which a hoisted jit would
    compile as often."""

    def __init__(self, facts, loop: cst.For) -> None:
        self._facts = facts
        self._sizes = _size_carriers(loop)
        assignments = [(small.targets, small.value) for statement in simple_statements(loop.body)
                       for small in getattr(statement, "body", ()) if isinstance(small, cst.Assign)]
        self._selections = _item_selections(assignments, self._sizes)
        names: set[str] = set()
        changed = True
        while changed:
            changed = False
            for targets, value in assignments:
                if names_read(value) & names or self._builds_one(value, names):
                    bound = set().union(*(target_names(target.target) for target in targets)) - names
                    if bound:
                        names |= bound
                        changed = True
        self.names = frozenset(names)

    def holds_one(self, expression: cst.CSTNode) -> bool:
        """Is `expression` such an array, or computed from one (`test_ras + 2 * jnp.pi * test_decs`)?"""
        return bool(names_read(expression) & self.names) or self._builds_one(expression, self.names)

    def _builds_one(self, expression: cst.CSTNode, sized: Collection[str]) -> bool:
        for node in subtree(expression):
            if isinstance(node, cst.Call) and any(
                    _size_names_read(argument) & self._sizes or _length_of(argument, sized)
                    for argument in size_arguments(self._facts, node, host_numpy=True)):
                return True
            if isinstance(node, cst.Subscript) and len(node.slice) == 1 and \
                    isinstance(node.slice[0].slice, cst.Slice) and node.slice[0].slice.step is None:
                bounds = [bound for bound in (node.slice[0].slice.lower, node.slice[0].slice.upper)
                          if bound is not None]
                if len(bounds) == 1 and _size_names_read(bounds[0]) & self._sizes:
                    return True
            if isinstance(node, cst.Subscript) and len(node.slice) == 1 and \
                    isinstance(node.slice[0].slice, cst.Index) and \
                    _selects_by_threshold(node.slice[0].slice.value, self._sizes, self._selections):
                return True
        return False


# Calls that turn a mask into the indices of its true elements (`np.nonzero(mask)[0]`, `np.where(mask)[0]`).
_MASK_INDICES = frozenset({"nonzero", "where", "flatnonzero", "argwhere"})


def _selects_by_threshold(index: cst.BaseExpression, sizes: frozenset[str], selections: frozenset[str]) -> bool:
    """Is `index` a selection of elements by a comparison with a size carrier of the item (`np.abs(freqs) <=
    band`, `np.nonzero(...)[0]` of one, a name bound to one: `selections`)? A one-argument `where`/`nonzero` of a
    comparison, not `np.where(mask, a, b)`, which keeps every element."""
    if isinstance(index, cst.Name):
        return index.value in selections
    if isinstance(index, cst.Subscript) and len(index.slice) == 1 and isinstance(index.slice[0].slice, cst.Index):
        index = index.value   # `np.nonzero(mask)[0]`: the first axis's indices
    if isinstance(index, cst.Call):
        name = (dotted_name(index.func) or "").rpartition(".")[2]
        if name not in _MASK_INDICES or len(index.args) != 1:
            return False
        index = index.args[0].value
    if isinstance(index, cst.BinaryOperation) and isinstance(index.operator, (cst.BitAnd, cst.BitOr)):
        # `(np.abs(m) <= band) & (np.abs(n) <= band)`: both sides select
        return any(_selects_by_threshold(side, sizes, selections) for side in (index.left, index.right))
    return isinstance(index, cst.Comparison) and any(
        isinstance(target.operator, _THRESHOLDS) for target in index.comparisons) and bool(
        _size_names_read(index) & sizes)


# Comparisons that keep the elements on one side of a threshold: how many pass changes with the threshold.
_THRESHOLDS = (cst.LessThan, cst.LessThanEqual, cst.GreaterThan, cst.GreaterThanEqual)


def _item_selections(assignments: Sequence, sizes: frozenset[str]) -> frozenset[str]:
    """The names the loop's body binds, alone, to a selection by a comparison with the item (`keep = np.nonzero(
    np.abs(freqs) <= band)[0]`, _selects_by_threshold)."""
    return frozenset(targets[0].target.value for targets, value in assignments
                     if len(targets) == 1 and isinstance(targets[0].target, cst.Name) and
                     _selects_by_threshold(value, sizes, frozenset()))


def _length_of(argument: cst.BaseExpression, sized: Collection[str]) -> bool:
    """Is `argument` the length of an array whose shape the item sets (`len(kept)` for `kept` in `sized`)?"""
    if isinstance(argument, cst.Call) and dotted_name(argument.func) == "len" and len(argument.args) == 1:
        inner = argument.args[0].value
        return isinstance(inner, cst.Name) and inner.value in sized
    return False


def item_sized_arrays(facts, loop: cst.CSTNode) -> Optional[ItemSizedArrays]:
    """What of `loop`'s body has a shape its item sets (ItemSizedArrays), when `loop` is a `for` over values that
    are not float literals; else None."""
    if not isinstance(loop, cst.For) or sweeps_floats(loop, None):
        return None
    return ItemSizedArrays(facts, loop)


def _size_carriers(loop: cst.For) -> frozenset[str]:
    """The names bound by `loop` and those its body computes from them as sizes (`npix = 12 * nside ** 2`),
    not through what an array or a container tells of itself (`n = batch.shape[0]`, `len(batch)`)."""
    carriers = set(loop_targets(loop))
    assignments = [(node.targets[0].target.value, node.value) for node in subtree(loop.body)
                   if type(node) is cst.Assign and len(node.targets) == 1 and
                   isinstance(node.targets[0].target, cst.Name)]
    changed = True
    while changed:
        changed = False
        for name, value in assignments:
            if name not in carriers and _size_names_read(value) & carriers:
                carriers.add(name)
                changed = True
    return frozenset(carriers)


def _size_names_read(expression: cst.CSTNode) -> set[str]:
    """The names `expression` reads as values, not those whose attribute or item it reads (`x.shape[0]`) nor
    those it takes the length of (`len(xs)`): sizes those give are an array's own, the same for every batch."""
    hidden: set[int] = set()
    for node in subtree(expression):
        if isinstance(node, cst.Attribute):
            hidden.add(id(node.value))
        elif isinstance(node, cst.Subscript):
            hidden.add(id(node.value))
        elif isinstance(node, cst.Call) and dotted_name(node.func) == "len":
            hidden.update(id(inner) for argument in node.args for inner in subtree(argument.value))
    return {node.value for node in subtree(expression) if isinstance(node, cst.Name) and id(node) not in hidden}


def configuration_names(loop: cst.CSTNode, function: Optional[cst.CSTNode],
                        constants: Optional[Callable[[str], Optional[int]]] = None,
                        integers: Optional[Callable[[str], Optional[int]]] = None) -> Optional[frozenset[str]]:
    """The names that carry a configuration through `loop` when it is a sweep written in the code (sweep_length),
    else None: the names it binds, and those its body assigns from them (`env = Env(model=model)`), through either
    of which an iteration hands its configuration on. A sweep over float literals (sweeps_floats) goes through
    values a compiled function could take as arguments: only an object its body builds from them (`model =
    Battery(omega=w)`) carries a configuration, a program of its own. (once_callers.configuration_names is the
    same fact on Python's `ast`.)"""
    if sweep_length(loop, function, constants=constants, integers=integers) is None:
        return None
    targets = loop_targets(loop)
    floats = sweeps_floats(loop, function)
    derived = _derived_names(loop, targets)
    return frozenset((set() if floats else set(targets)) |
                     {name for name, built in derived.items() if built or not floats})


def _derived_names(loop: cst.CSTNode, targets: frozenset[str]) -> dict[str, bool]:
    """The names the body of `loop` assigns from `targets` or from names so assigned (to a fixed point), each with
    whether it is an object built by a call rather than a value computed from them."""
    if isinstance(loop, cst.For):
        body: cst.CSTNode = loop.body
    elif isinstance(loop, (cst.ListComp, cst.SetComp, cst.GeneratorExp)):
        body = loop.elt
    else:
        return {}
    assignments = [(node.targets[0].target.value, node.value) for node in subtree(body)
                   if isinstance(node, cst.Assign) and len(node.targets) == 1 and
                   isinstance(node.targets[0].target, cst.Name)]
    derived: dict[str, bool] = {}
    changed = True
    while changed:
        changed = False
        for name, value in assignments:
            if name not in derived and name not in targets and any(
                    isinstance(node, cst.Name) and (node.value in targets or node.value in derived)
                    for node in subtree(value)):
                derived[name] = isinstance(value, cst.Call)
                changed = True
    return derived


def array_of_a_sequence(call: cst.Call) -> bool:
    """Is `call` an array built from one sequence (`jnp.array([1.0, 0.5, 0.1])`, `np.asarray(sizes, dtype=int)`),
    whose items are that sequence's items? (ast_nodes.array_of_written_values on Python's `ast`.)"""
    return isinstance(call.func, cst.Attribute) and call.func.attr.value in ARRAY_BUILDERS and \
        bool(call.args) and call.args[0].keyword is None and not call.args[0].star and \
        all(arg.keyword is not None and arg.keyword.value == "dtype" for arg in call.args[1:])


def _loop_iterables(loop: cst.CSTNode) -> list[cst.BaseExpression]:
    """What a `for` statement or each `for` clause of a comprehension iterates over; nothing for another node."""
    if isinstance(loop, cst.For):
        return [loop.iter]
    iterables: list[cst.BaseExpression] = []
    if isinstance(loop, (cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp)):
        clause: Optional[cst.CompFor] = loop.for_in
        while clause is not None:
            iterables.append(clause.iter)
            clause = clause.inner_for_in
    return iterables


def _literal_length(expression: cst.BaseExpression, function: Optional[cst.CSTNode], depth: int,
                    longest_range: Optional[int], constants: Optional[Callable[[str], Optional[int]]] = None,
                    integers: Optional[Callable[[str], Optional[int]]] = None) -> Optional[int]:
    if depth > 4:
        return None
    if isinstance(expression, (cst.Tuple, cst.List, cst.Set)):
        # `[None, *args.ell_splits]`: a starred element adds what it unpacks.
        unpacked = [_literal_length(element.value, function, depth + 1, longest_range, constants, integers)
                    for element in expression.elements if isinstance(element, cst.StarredElement)]
        if None in unpacked:
            return None
        return len(expression.elements) - len(unpacked) + sum(unpacked)  # type: ignore[arg-type]
    if isinstance(expression, cst.Attribute) and isinstance(expression.value, cst.Name) and constants is not None:
        # `for dtype in args.dtype`: a command-line option whose choices (or default) the module writes out.
        return constants(f"{expression.value.value}.{expression.attr.value}")
    if isinstance(expression, cst.Name):
        # Bound only by assignments of sweeps (`opts = (True, False)` in one branch, `opts = (True,)` in the
        # other): at most the longest of them. (The module's own top level binds nothing a function would.)
        values = _assigned_values(function, expression.value) if function is not None else []
        if not values:
            # `for preset, (n, s) in PRESETS.items()`: the module's display
            return constants(expression.value) if constants is not None else None
        lengths = [_literal_length(value, function, depth + 1, longest_range, constants, integers)
                   if value is not None else None for value in values]
        return max(lengths) if lengths and None not in lengths else None  # type: ignore[type-var]
    if isinstance(expression, cst.Dict):
        if any(not isinstance(element, cst.DictElement) for element in expression.elements):
            return None
        return len(expression.elements)
    if isinstance(expression, (cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)):
        # `{phase: jax.jit(partial(gibbs, phase=phase)) for phase in ("cpx", "opx")}`: an item built per
        # configuration swept, as many as the sweep has when no `if` clause drops any.
        clause: Optional[cst.CompFor] = expression.for_in
        total = 1
        while clause is not None:
            length = None if clause.ifs else \
                _literal_length(clause.iter, function, depth + 1, longest_range, constants, integers)
            if length is None:
                return None
            total *= length
            clause = clause.inner_for_in
        return total
    if isinstance(expression, cst.Call) and isinstance(expression.func, cst.Attribute) and not expression.args and \
            expression.func.attr.value in DICT_VIEWS:   # `for name, env in envs.items()`
        return _literal_length(expression.func.value, function, depth + 1, longest_range, constants, integers)
    if isinstance(expression, cst.IfExp):   # `sizes = (10, 100) if quick else (10, 100, 1000)`: the longest
        lengths = [_literal_length(branch, function, depth + 1, longest_range, constants, integers)
                   for branch in (expression.body, expression.orelse)]
        return max(lengths) if None not in lengths else None  # type: ignore[type-var]
    if not isinstance(expression, cst.Call) or any(arg.star for arg in expression.args):
        return None
    if array_of_a_sequence(expression):
        return _literal_length(expression.args[0].value, function, depth + 1, longest_range, constants, integers)
    name = dotted_name(expression.func) or ""
    # `zip(panels, METHODS, strict=False)`: the keyword says how lengths are checked, not what is iterated.
    if any(arg.keyword is not None and not (name == "zip" and arg.keyword.value == "strict")
           for arg in expression.args):
        return None
    lengths = [_literal_length(arg.value, function, depth + 1, longest_range, constants, integers)
               for arg in expression.args if arg.keyword is None]
    if name == "range":
        bounds = [_integer(arg.value, integers) for arg in expression.args]
        if not bounds or None in bounds or len(bounds) > 3 or bounds[2:] == [0]:
            return None
        count = len(range(*bounds))  # type: ignore[arg-type]
        return count if longest_range is None or count <= longest_range else None
    if name in _PRODUCTS and lengths and None not in lengths:
        total = 1
        for length in lengths:
            total *= length  # type: ignore[operator]
        return total
    if name == "zip":
        known = [length for length in lengths if length is not None]
        return min(known) if known else None   # zip stops at its shortest argument
    if name in _SAME_LENGTH and len(lengths) == 1:
        return lengths[0]
    return None


_INTEGER_ARITHMETIC = {cst.Add: lambda a, b: a + b, cst.Subtract: lambda a, b: a - b,
                       cst.Multiply: lambda a, b: a * b}


def _integer(expression: cst.BaseExpression, integers: Optional[Callable[[str], Optional[int]]] = None
             ) -> Optional[int]:
    """A literal integer, or with `integers` (the module's integer constants) one of those names, or arithmetic on
    either (`LOG_BITS - 1`)."""
    if isinstance(expression, cst.Integer):
        return int(expression.evaluated_value)
    if isinstance(expression, cst.UnaryOperation) and isinstance(expression.operator, cst.Minus):
        inner = _integer(expression.expression, integers)
        return -inner if inner is not None else None
    if integers is None:
        return None
    if isinstance(expression, cst.Name):
        return integers(expression.value)
    if isinstance(expression, cst.BinaryOperation) and type(expression.operator) in _INTEGER_ARITHMETIC:
        left, right = _integer(expression.left, integers), _integer(expression.right, integers)
        if left is None or right is None:
            return None
        return _INTEGER_ARITHMETIC[type(expression.operator)](left, right)
    return None


def _assigned_values(function: cst.CSTNode, name: str) -> list[Optional[cst.BaseExpression]]:
    """The value of each statement of `function` (not of its nested functions) that binds `name`: None for a
    binding that is no plain assignment (a parameter, a loop target, an augmented assignment...)."""
    bindings = ScopeBindings()
    walk(function.body if isinstance(function, cst.FunctionDef) else function, bindings)
    values: list[Optional[cst.BaseExpression]] = list(bindings.assigned.get(name, ()))
    parameters = all_params(function.params) if isinstance(function, (cst.FunctionDef, cst.Lambda)) else []
    if name in bindings.other or any(param.name.value == name for param in parameters):
        values.append(None)
    return values


def loop_varying_names(loop: cst.CSTNode) -> frozenset[str]:
    """The names whose value changes from one iteration of `loop` to the next: those it binds, and those its body
    assigns from them (`temperature = t0 * cooling**step`)."""
    targets = loop_targets(loop) | _while_state(loop)
    return targets | frozenset(_derived_names(loop, targets))


def item_of_a_sweep(argument: cst.BaseExpression, loops: Sequence[cst.CSTNode], function: Optional[cst.CSTNode],
                    constants: Optional[Callable[[str], Optional[int]]] = None,
                    integers: Optional[Callable[[str], Optional[int]]] = None) -> bool:
    """Is `argument` a variable of a loop among `loops` (outermost first) that sweeps configurations written in the
    code (`for label, q, learnable in METHODS`, `sweep_length`), which no other of them changes? It takes the
    written values only, however often the loops inside (`for seed in seeds`) repeat the call: one compile per
    value for the whole program."""
    if type(argument) is not cst.Name:
        return False
    name = argument.value
    sweeps = [loop for loop in loops if name in loop_targets(loop)]
    return bool(sweeps) and not any(name in loop_varying_names(loop) for loop in loops if loop not in sweeps) and all(
        sweep_length(loop, function, SHORT_RANGE, constants, integers) is not None for loop in sweeps)


def named_item(argument: cst.BaseExpression, loops: Sequence[cst.CSTNode]) -> bool:
    """Is `argument` an item a loop among `loops` takes out of a collection of names, by what the code calls it: the
    loop's own variable (`for space_name in model.space_names`, `zip(spaces, space_names)`) or the collection read
    at a loop's variable (`space_names[idx]` for `idx in range(len(spaces))`), that no other of the loops changes? A
    name is a Python string, which jit takes only as a static argument, one program per name (each name selects
    its own sub-model or data set), and a collection of names holds the same few on every pass: jit's cache serves
    every later call. A counter, or a value computed from one (`f"step_{i}"`), is not such an item."""
    if type(argument) is cst.Name:
        item, carriers = argument.value, {argument.value}
        if not names_names(item):
            return False
    elif type(argument) is cst.Subscript and len(argument.slice) == 1 and \
            type(argument.slice[0].slice) is cst.Index and type(argument.slice[0].slice.value) is cst.Name:
        collection = argument.value
        identifier = collection.attr.value if type(collection) is cst.Attribute else \
            collection.value if type(collection) is cst.Name else None
        if identifier is None or not names_names(identifier):
            return False
        item, carriers = argument.slice[0].slice.value.value, names_read(argument)
    else:
        return False
    taking = [loop for loop in loops if isinstance(loop, cst.For) and item in loop_targets(loop)]
    if not taking or any(_counts_into_item(loop, item) for loop in taking if type(argument) is cst.Name):
        return False
    # Every other loop (the batches inside, the epochs around) leaves the item and its collection as they are.
    return not any(carriers & loop_varying_names(loop) for loop in loops if loop not in taking)


def function_item(argument: cst.BaseExpression, loops: Sequence[cst.CSTNode], function: Optional[cst.CSTNode],
                  is_function: Callable[[cst.BaseExpression], bool]) -> bool:
    """Is `argument` an item a loop among `loops` takes out of a collection of functions the enclosing `function`
    builds once, outside those loops (`operators = [jax.jit(op, static_argnums=2) for op in operators]`, a tuple of
    lambdas, a list of its own defs), by the loop's variable (`for op in operators`) or by a loop's index
    (`operators[i]` for `i in range(n)`), with no other of the loops changing it? A function is static under jit by
    necessity and each is a program of its own; the collection holds the same objects on every pass, so each
    compiles once and jit's cache serves every later pass (`for k in range(iterations)` around the sweep). A function
    made in the loop (`lambda x: x * scale`), or a collection rebuilt there, is new on every pass: not such an item."""
    if not isinstance(function, cst.FunctionDef):
        return False
    if type(argument) is cst.Name:
        item = argument.value
        sources = [(loop, _iterated_by(loop, item)) for loop in loops]
        taking = [loop for loop, source in sources if type(source) is cst.Name]
        collection = next((source.value for _, source in sources if type(source) is cst.Name), None)
    elif type(argument) is cst.Subscript and len(argument.slice) == 1 and \
            type(argument.slice[0].slice) is cst.Index and type(argument.slice[0].slice.value) is cst.Name and \
            type(argument.value) is cst.Name:
        item, collection = argument.slice[0].slice.value.value, argument.value.value
        taking = [loop for loop in loops if item in loop_targets(loop)]
    else:
        return False
    if not taking or collection is None:
        return False
    # Rebuilt by any of the loops (`responses = [...]` on every pass), or the index moved by another: new objects.
    if any(collection in names_bound_in(loop) for loop in loops) or \
            any(item in loop_varying_names(loop) for loop in loops if loop not in taking):
        return False
    bindings = ScopeBindings()
    walk(function.body, bindings)
    values = list(bindings.assigned.get(collection, ()))
    if not values or collection in bindings.other or \
            not all(_holds_functions(value, is_function) for value in values):
        return False
    # A parameter (`operators`) rebound by a statement of the body itself (`operators = [jax.jit(op) ...]`) holds
    # the functions from there on, whatever the caller handed.
    return not any(param.name.value == collection for param in all_params(function.params)) or any(
        type(statement) is cst.SimpleStatementLine and any(
            type(small) is cst.Assign and small.value in values for small in statement.body)
        for statement in function.body.body)


def _iterated_by(loop: cst.CSTNode, item: str) -> Optional[cst.BaseExpression]:
    """What `loop` (a `for` or a comprehension) iterates to bind the plain name `item`, or None."""
    if isinstance(loop, cst.For):
        pairs = [(loop.target, loop.iter)]
    elif isinstance(loop, (cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp)):
        pairs, clause = [], loop.for_in
        while clause is not None:
            pairs.append((clause.target, clause.iter))
            clause = clause.inner_for_in
    else:
        return None
    for target, iterable in pairs:
        if type(target) is cst.Name and target.value == item:
            return iterable
        # `for label, op in ops.items()`, `for op in ops.values()`: the dict's values.
        if type(iterable) is cst.Call and type(iterable.func) is cst.Attribute and not iterable.args and (
                iterable.func.attr.value == "values" and type(target) is cst.Name and target.value == item or
                iterable.func.attr.value == "items" and type(target) is cst.Tuple and len(target.elements) == 2 and
                type(target.elements[1].value) is cst.Name and target.elements[1].value.value == item):
            return iterable.func.value
    return None


def _holds_functions(value: cst.BaseExpression, is_function: Callable[[cst.BaseExpression], bool]) -> bool:
    """A list, tuple or comprehension whose every element is a function (`is_function`)."""
    if isinstance(value, (cst.ListComp, cst.GeneratorExp)):
        return is_function(value.elt)
    if isinstance(value, cst.DictComp):
        return is_function(value.value)
    if isinstance(value, cst.Dict):
        return bool(value.elements) and all(isinstance(element, cst.DictElement) and is_function(element.value)
                                            for element in value.elements)
    if isinstance(value, (cst.List, cst.Tuple)):
        return bool(value.elements) and all(not isinstance(element, cst.StarredElement) and
                                            is_function(element.value) for element in value.elements)
    return False


def _counts_into_item(loop: cst.For, item: str) -> bool:
    """Does `loop` bind `item` straight from a counter (`for name in range(n)`), not from a collection?"""
    return type(loop.target) is cst.Name and loop.target.value == item and type(loop.iter) is cst.Call and \
        dotted_name(loop.iter.func) in _COUNTERS


def values_derived_per_iteration(loop: cst.CSTNode,
                                 constructs: Callable[[cst.Call], bool] = lambda call: False) -> frozenset[str]:
    """The names the body of a `for` loop binds once, among its own statements, to a value computed from the loop's
    variables (`beta = anneal_beta(iteration, beta_max, warmup)`): a new value on every iteration, like the loop
    variable itself. Not a test of them (`flag = i % 2 == 0`: two values), a clamp (`min(chunk, n - i)`) nor an
    object made by a call `constructs` says builds one (`SettingsRMSProp(step_size=trial["lr"])`: whether a new
    object is a new static value depends on how its class hashes, `made_per_iteration`)."""
    if not isinstance(loop, cst.For):
        return frozenset()
    targets = loop_targets(loop)
    derived = _derived_names(loop, targets)
    bound: dict[str, list[cst.BaseExpression]] = {}
    for statement in getattr(loop.body, "body", ()):
        for small in statement.body if type(statement) is cst.SimpleStatementLine else ():
            if type(small) is cst.Assign:
                for target in small.targets:
                    if type(target.target) is cst.Name:
                        bound.setdefault(target.target.value, []).append(small.value)
    return frozenset(name for name in derived if len(bound.get(name, ())) == 1 and (_schedule_call(
        bound[name][0], targets) or _affine_in(bound[name][0], targets)) and not two_valued(bound[name][0]) and not
        clamped(bound[name][0]) and not _reads_item_size(bound[name][0]) and
        not (type(bound[name][0]) is cst.Call and constructs(bound[name][0])))  # type: ignore[arg-type]


def _schedule_call(value: cst.BaseExpression, targets: frozenset[str]) -> bool:
    """Is `value` a call handed a loop variable itself (`anneal_beta(iteration, beta_max, warmup)`): a schedule of
    the iteration? A value read out of the loop's item (`costs[i]`, a shape tuple) is a configuration of that item."""
    return type(value) is cst.Call and any(type(arg.value) is cst.Name and arg.value.value in targets
                                           for arg in value.args)


# Operators that give a new number for each new operand (given a nonzero, non-unit other operand): not `%`, `//`,
# `&`, which map many values to one.
_GROWING_OPERATORS = (cst.Add, cst.Subtract, cst.Multiply, cst.Divide, cst.Power, cst.LeftShift)
# Conversions of a number to a whole or plain number (`int(round((t_out - t0) / dt))`, `math.ceil(span / dt)`):
# a step count computed from each new value, new on every iteration as the value is.
_WHOLE_NUMBER_CONVERSIONS = frozenset({"int", "round", "float", "math.ceil", "math.floor", "math.trunc", "np.ceil",
                                       "np.floor", "np.round", "np.rint", "numpy.ceil", "numpy.floor",
                                       "numpy.round"})


def _affine_in(value: cst.BaseExpression, targets: frozenset[str]) -> bool:
    """Is `value` arithmetic on a loop variable itself (`limit = self.first_limit + stage * self.limit_step`,
    `2 ** level`, `int(round((t_out - t0) / dt))`): a new number on every iteration, as if the expression were
    written in the call? Its other operands are numbers, names or attributes, and it grows through `+`, `-`, `*`,
    `/`, `**` or `<<` only, converted to a whole number or not (`_WHOLE_NUMBER_CONVERSIONS`)."""
    if type(value) is cst.Name:
        return value.value in targets
    if type(value) is cst.Call and dotted_name(value.func) in _WHOLE_NUMBER_CONVERSIONS and value.args and \
            len(value.args) <= 2 and not any(arg.star or arg.keyword is not None for arg in value.args) and \
            all(_plain_operand(arg.value) for arg in value.args[1:]):
        return _affine_in(value.args[0].value, targets)
    if type(value) is cst.BinaryOperation and isinstance(value.operator, _GROWING_OPERATORS):
        parts = (value.left, value.right)
        return any(_affine_in(part, targets) for part in parts) and all(
            _affine_in(part, targets) or _plain_operand(part) for part in parts)
    return False


def _plain_operand(value: cst.BaseExpression) -> bool:
    """A number, a name or an attribute chain of names (`self.limit_step`): no call, item or loop item read."""
    if isinstance(value, (cst.Integer, cst.Float, cst.Name)):
        return True
    if type(value) is cst.Attribute:
        return _plain_operand(value.value)
    if type(value) is cst.BinaryOperation:
        return _plain_operand(value.left) and _plain_operand(value.right)
    return False


def _reads_item_size(value: cst.BaseExpression) -> bool:
    """Does `value` read a size of what the loop hands it (`batch["inputs"].shape[1]`, `len(batch)`)? Batches of
    one shape, padded to it as a rule, give the same size on every iteration."""
    return any(type(node) is cst.Attribute and node.attr.value in ("shape", "size", "ndim") or
               type(node) is cst.Call and type(node.func) is cst.Name and node.func.value == "len"
               for node in subtree(value))


def _while_state(loop: cst.CSTNode) -> frozenset[str]:
    """The state a `while` loop carries from one iteration to the next: the names its test reads that its body
    rebinds (`while t < t_end: ...; t = float(t_hit)`). They are its loop variables, changing every iteration."""
    if not isinstance(loop, cst.While):
        return frozenset()
    read = {node.value for node in subtree(loop.test) if isinstance(node, cst.Name)}
    bindings = ScopeBindings()
    walk(loop.body, bindings)
    return frozenset(read & (set(bindings.assigned) | bindings.other))


# Builtins that return a Python int or float.
_NUMBER_CONVERSIONS = frozenset({"float", "int", "round", "len"})
# Builtins that return one of their Python-number arguments, or a Python number computed from them.
_NUMBER_COMBINATIONS = frozenset({"min", "max", "abs", "pow"})
# The constants of the `math` module; its functions return Python numbers whatever they are handed.
_MATH_CONSTANTS = frozenset({"math.pi", "math.e", "math.tau", "math.inf"})
# How deep python_number follows expressions, names and the calls of a schedule (a factory's closure reading a
# module constant is some twelve steps from the argument).
_DEEPEST = 24
# How many expressions one question may look at, and what it is looking at (names being resolved, by scope: a name
# bound from itself is no evidence), reset by each question (depth 0).
_MOST_STEPS = 2000
_EVALUATION: dict = {}
# (id of a function or lambda, parameter name) -> whether the call being followed hands it a Python number.
_Known = dict


def python_number(expression: cst.BaseExpression, scope: cst.CSTNode, depth: int = 0, facts=None,
                  known: Optional[_Known] = None) -> bool:
    """Is `expression`, in the untraced code of `scope` (a function, a lambda or the module), a Python int or float
    on every run: a number literal, the counter of a `for ... in range(...)` (or the index of an `enumerate`), a
    parameter whose default is a number literal, a name bound only to such values, or arithmetic of them (`t0 *
    cooling**step`)? A compiling wrapper that keeps Python values static (equinox's filter_jit) compiles again
    for each new one. With `facts`, also a `math` function or constant, `min`/`max` of such numbers, a name the
    enclosing scopes bind so (a closure's variable, a module constant), and the call of a project function whose
    every return is one for what the call hands it (`schedule(epoch)`, `schedule` a def, a lambda, or the closure
    a factory returns: `calls_return_python_numbers`); `known` says which parameters the calls followed so far
    were handed Python numbers."""
    if depth == 0:
        _EVALUATION.clear()
    _EVALUATION["steps"] = _EVALUATION.get("steps", 0) + 1
    if depth > _DEEPEST or _EVALUATION["steps"] > _MOST_STEPS:
        return False
    if isinstance(expression, (cst.Integer, cst.Float)):
        return True
    if isinstance(expression, cst.UnaryOperation) and isinstance(expression.operator, (cst.Minus, cst.Plus)):
        return python_number(expression.expression, scope, depth + 1, facts, known)
    if isinstance(expression, cst.BinaryOperation) and not isinstance(expression.operator, cst.MatrixMultiply):
        return python_number(expression.left, scope, depth + 1, facts, known) and \
            python_number(expression.right, scope, depth + 1, facts, known)
    if isinstance(expression, cst.Call) and isinstance(expression.func, cst.Name) and \
            expression.func.value in _NUMBER_CONVERSIONS:
        return True   # `float(t_hit)`: a host number whatever it converts
    if facts is not None and isinstance(expression, (cst.Call, cst.Attribute)):
        return _python_number_of_call(expression, scope, depth, facts, known)
    if not isinstance(expression, cst.Name):
        return False
    name = expression.value
    if (id(scope), name) in _EVALUATION:
        return False   # `x = x + step`: a name whose value is being asked already (its other bindings decide)
    _EVALUATION[(id(scope), name)] = True
    try:
        return _python_number_name(expression, scope, depth, facts, known)
    finally:
        _EVALUATION.pop((id(scope), name), None)


def _python_number_name(expression: cst.Name, scope: cst.CSTNode, depth: int, facts, known: Optional[_Known]
                        ) -> bool:
    name = expression.value
    bindings = _scope_bindings(scope)
    kinds = []
    for param in _params_of(scope):
        if param.name.value == name:
            handed = known.get((id(scope), name)) if known is not None else None
            kinds.append(handed if handed is not None else param.default is not None and param.annotation is None
                         and python_number(param.default, scope, depth + 1, facts, known))
    kinds.extend(python_number(value, scope, depth + 1, facts, known) for value in bindings.assigned.get(name, ()))
    if name in bindings.other:
        counters = _counter_loops(scope, name)
        kinds.append(counters is not None and counters > 0)
    if not kinds and facts is not None and not isinstance(scope, cst.Module):
        # A name the scope never binds is its enclosing scope's: a closure's variable, a module constant.
        outer = facts.parent_scope(scope)
        outer = facts.module if outer is None else outer
        if isinstance(outer, (cst.FunctionDef, cst.Lambda, cst.Module)):
            return python_number(expression, outer, depth + 1, facts, known)
    return bool(kinds) and all(kinds)


def _params_of(scope: cst.CSTNode) -> list[cst.Param]:
    return list(all_params(scope.params)) if isinstance(scope, (cst.FunctionDef, cst.Lambda)) else []


def _scope_bindings(scope: cst.CSTNode) -> ScopeBindings:
    bindings = ScopeBindings()
    if isinstance(scope, cst.FunctionDef):
        walk(scope.body, bindings)
    elif isinstance(scope, cst.Module):
        walk(scope, bindings)
    return bindings


def _python_number_of_call(expression: cst.BaseExpression, scope: cst.CSTNode, depth: int, facts,
                           known: Optional[_Known]) -> bool:
    qualified = facts.qualified_name(expression.func if isinstance(expression, cst.Call) else expression)
    if isinstance(expression, cst.Attribute):
        return qualified in _MATH_CONSTANTS
    if qualified is not None and qualified.startswith("math."):
        return True   # `math.cos(math.pi * epoch / n)`: the math module computes with Python floats
    if isinstance(expression.func, cst.Name) and expression.func.value in _NUMBER_COMBINATIONS and \
            qualified in (None, expression.func.value):
        return bool(expression.args) and all(
            not argument.star and python_number(argument.value, scope, depth + 1, facts, known)
            for argument in expression.args)
    return calls_return_python_numbers(facts, expression, scope, depth + 1, known)


def calls_return_python_numbers(facts, call: cst.Call, scope: cst.CSTNode, depth: int = 0,
                                known: Optional[_Known] = None) -> bool:
    """Does `call`, in the untraced code of `scope`, call a function of this file whose every return is a Python
    number for what the call hands it: a def (`def lr_at(epoch): return base * decay ** epoch`), a lambda bound to
    a name, or the closure a factory of the file returns, kept in a local or a parameter's default
    (`schedule=exponential_decay(0.05, 0.9)`, whose `def schedule(epoch): return base_lr * rate ** epoch` reads the
    factory's parameters)? A library's schedule (`optax.exponential_decay(...)`) returns a JAX array: not read."""
    if depth > _DEEPEST:
        return False
    known = dict(known or {})
    functions = _functions_called(facts, call.func, scope, depth + 1, known)
    if not functions:
        return False
    for function, handed in functions:
        if function is IMPORTED_NUMBER_FUNCTION:
            # Another file's function computing a Python number from the Python numbers it is handed.
            if not call.args or not all(not argument.star and python_number(argument.value, scope, depth + 1, facts,
                                                                            known) for argument in call.args):
                return False
            continue
        bound = _bind_arguments(facts, function, call, scope, depth + 1, {**known, **handed})
        if bound is None:
            return False
        results = [function.body] if isinstance(function, cst.Lambda) else return_values(function)
        if not results or not all(python_number(result, function, depth + 1, facts, bound) for result in results):
            return False
        params = function.params
        positional = [param.name.value for param in (*params.posonly_params, *params.params)]
        handed = {argument.keyword.value if argument.keyword is not None else
                  positional[position] if position < len(positional) else ""
                  for position, argument in enumerate(call.args)}
        if not _reads_parameters(results, function, handed):
            return False   # `def constant(step): return base`: the same number on every call, one compile
    return True


def _reads_parameters(results: list[cst.BaseExpression], function: FunctionNode, handed: set[str]) -> bool:
    """Does what `function` returns read one of the parameters `handed` (directly, or through the locals its body
    binds): a number computed from what a call hands it, which changes when that does?"""
    assigned = _scope_bindings(function).assigned
    read: set[str] = set()
    pending = [name for result in results for name in names_read(result)]
    while pending:
        name = pending.pop()
        if name not in read:
            read.add(name)
            pending.extend(inner for value in assigned.get(name, ()) for inner in names_read(value))
    return bool(read & handed)


def _bind_arguments(facts, function: FunctionNode, call: cst.Call, scope: cst.CSTNode, depth: int,
                    known: _Known) -> Optional[_Known]:
    """`known` with each parameter of `function` that `call` hands an argument marked whether that argument is a
    Python number; None when the call spreads arguments (`*args`) or names no parameter of it."""
    params = function.params
    positional = [param.name.value for param in (*params.posonly_params, *params.params)]
    names = {param.name.value for param in all_params(params)}
    bound = dict(known)
    for position, argument in enumerate(call.args):
        if argument.star:
            return None
        if argument.keyword is not None:
            target = argument.keyword.value
            if target not in names:
                return None
        elif position < len(positional):
            target = positional[position]
        else:
            return None
        bound[(id(function), target)] = python_number(argument.value, scope, depth + 1, facts, known)
    return bound


# What `_functions_called` gives for a function of another project file (ModuleFacts.imported_number_function):
# one computing a Python number from the Python numbers it is handed, or a factory returning such a closure.
IMPORTED_NUMBER_FUNCTION = cst.Lambda(params=cst.Parameters(), body=cst.Integer("0"))
IMPORTED_NUMBER_FACTORY = cst.Lambda(params=cst.Parameters(), body=cst.Integer("1"))


def number_function_kind(source: str, aliases: dict[str, str], name: str) -> Optional[str]:
    """For the module-level function `name` of the file whose text is `source` (imports `aliases`): "function" when
    it returns a Python number computed from its parameters whenever they are Python numbers, "factory" when it
    returns closures that do (reading their own parameters), else None. What a call of it hands a filtering jit
    in another file (ProjectIndex.imported_number_function)."""
    try:
        module = cst.parse_module(source)
    except (cst.ParserSyntaxError, RecursionError):
        return None
    definition = next((statement for statement in module.body if isinstance(statement, cst.FunctionDef) and
                       statement.name.value == name and not statement.decorators), None)
    if definition is None:
        return None
    scopes = _StandaloneScopes(module, aliases)
    every_number = {(id(definition), param.name.value): True for param in all_params(definition.params)}
    results = return_values(definition)
    # Asked in the middle of another file's question (depth 1: its budget goes on).
    if results and all(python_number(result, definition, 1, scopes, every_number) for result in results) and \
            _reads_parameters(results, definition, _parameter_names(definition)):
        return "function"
    products = [] if not results else [_functions_called(scopes, result, definition, 1, every_number) if isinstance(
        result, (cst.Name, cst.Lambda)) else None for result in results]
    if not products or not all(products):
        return None
    for product, _ in (pair for found in products for pair in found):  # type: ignore[union-attr]
        own = {(id(product), param.name.value): True for param in all_params(product.params)}
        returned = [product.body] if isinstance(product, cst.Lambda) else return_values(product)
        if not returned or not all(python_number(result, product, 1, scopes, {**every_number, **own})
                                   for result in returned) or \
                not _reads_parameters(returned, product, _parameter_names(product)):
            return None
    return "factory"


def _parameter_names(function: FunctionNode) -> set[str]:
    return {param.name.value for param in all_params(function.params)}


class _StandaloneScopes:
    """The answers python_number asks of ModuleFacts (`module`, `parent_scope`, `qualified_name`), for another
    project file parsed on its own; its imports are not followed further."""

    def __init__(self, module: cst.Module, aliases: dict[str, str]) -> None:
        self.module = module
        self._aliases = aliases
        self._parents: dict[int, cst.CSTNode] = {}
        pending: list[tuple[cst.CSTNode, Optional[cst.CSTNode]]] = [(module, None)]
        while pending:
            node, scope = pending.pop()
            if isinstance(node, (cst.FunctionDef, cst.Lambda, cst.ClassDef)) and scope is not None:
                self._parents[id(node)] = scope
            inner = node if isinstance(node, (cst.FunctionDef, cst.Lambda, cst.ClassDef)) else scope
            pending.extend((child, inner if inner is not None else module) for child in children(node))

    def parent_scope(self, scope: cst.CSTNode) -> Optional[cst.CSTNode]:
        parent = self._parents.get(id(scope))
        return None if parent is self.module else parent

    def qualified_name(self, expression: cst.BaseExpression) -> Optional[str]:
        from .import_names import qualify

        return qualify(dotted_name(expression), self._aliases)


def _functions_called(facts, callee: cst.BaseExpression, scope: cst.CSTNode, depth: int, known: _Known
                      ) -> Optional[list[tuple[FunctionNode, _Known]]]:
    """The functions of this file `callee` (an expression of `scope`) may be, each with what the factory calls
    that made it handed their parameters; None when one of them is not known."""
    if depth > _DEEPEST:
        return None
    if isinstance(callee, cst.Lambda):
        return [(callee, {})]
    if isinstance(callee, cst.Call):
        return _factory_products(facts, callee, scope, depth + 1, known)
    if not isinstance(callee, cst.Name):
        return None
    name = callee.value
    for param in _params_of(scope):
        if param.name.value == name:
            # A caller may hand another function; the default is what the code shows it runs (kept-default).
            outer = facts.parent_scope(scope) or facts.module
            return _functions_called(facts, param.default, outer, depth + 1, known) \
                if param.default is not None else None
    bindings = _scope_bindings(scope)
    if name in bindings.assigned and name not in bindings.other:
        found: list[tuple[FunctionNode, _Known]] = []
        for value in bindings.assigned[name]:
            functions = _functions_called(facts, value, scope, depth + 1, known)
            if not functions:
                return None
            found.extend(functions)
        return found
    if name in bindings.other and name not in bindings.assigned:
        body = scope.body.body if isinstance(scope, cst.FunctionDef) and isinstance(
            scope.body, cst.IndentedBlock) else scope.body if isinstance(scope, cst.Module) else ()
        defs = [statement for statement in body if isinstance(statement, cst.FunctionDef) and
                statement.name.value == name]
        return [(defs[0], {})] if len(defs) == 1 and not defs[0].decorators else None
    if isinstance(scope, cst.Module) and name not in bindings.other:
        kind = getattr(facts, "imported_number_function", lambda name: None)(name)
        return [(IMPORTED_NUMBER_FUNCTION, {})] if kind == "function" else \
            [(IMPORTED_NUMBER_FACTORY, {})] if kind == "factory" else None
    if name in bindings.other or isinstance(scope, cst.Module):
        return None
    outer = facts.parent_scope(scope)
    outer = facts.module if outer is None else outer
    return _functions_called(facts, callee, outer, depth + 1, known) if isinstance(
        outer, (cst.FunctionDef, cst.Lambda, cst.Module)) else None


def _factory_products(facts, call: cst.Call, scope: cst.CSTNode, depth: int, known: _Known
                      ) -> Optional[list[tuple[FunctionNode, _Known]]]:
    """The closures a factory of this file returns (`return schedule` of its nested `def schedule`, or `return
    lambda epoch: ...`), with its parameters marked by what `call` hands them."""
    factories = _functions_called(facts, call.func, scope, depth + 1, known)
    if not factories:
        return None
    found: list[tuple[FunctionNode, _Known]] = []
    for factory, handed in factories:
        if factory is IMPORTED_NUMBER_FACTORY:
            if not all(not argument.star and python_number(argument.value, scope, depth + 1, facts, known)
                       for argument in call.args):
                return None
            found.append((IMPORTED_NUMBER_FUNCTION, {}))
            continue
        if not isinstance(factory, cst.FunctionDef):
            return None
        bound = _bind_arguments(facts, factory, call, scope, depth + 1, {**known, **handed})
        results = return_values(factory)
        if bound is None or not results:
            return None
        for result in results:
            products = _functions_called(facts, result, factory, depth + 1, bound) if isinstance(
                result, (cst.Name, cst.Lambda)) else None
            if not products:
                return None
            found.extend((product, {**bound, **made}) for product, made in products)
    return found


# Augmented assignments that move a counter on (`self.global_step += 1`, `temperature *= 0.97`).
_STEPPING = (cst.AddAssign, cst.SubtractAssign, cst.MultiplyAssign, cst.DivideAssign, cst.FloorDivideAssign,
             cst.PowerAssign)


def stepped_places(loop: cst.CSTNode) -> dict[str, cst.CSTNode]:
    """The places a `for` or `while` loop's own body steps on every iteration (`self.global_step += 1`, `step += 1`,
    or rebinds by arithmetic on itself: `self.margin = min(self.margin + growth, cap)`, by dotted name), and the
    names the body assigns from them (`temperature = self.schedule(self.step)`), each with the statement that steps
    it. Such a value is new on every iteration, though no loop variable reads it."""
    if not isinstance(loop, (cst.For, cst.While)):
        return {}
    own = _own_nodes(loop)   # type: ignore[arg-type]
    stepped: dict[str, cst.CSTNode] = {
        place: node for node in own if type(node) is cst.AugAssign and isinstance(node.operator, _STEPPING)
        for place in (dotted_name(node.target),) if place is not None}
    for node in own:
        place = dotted_name(node.targets[0].target) if type(node) is cst.Assign and len(node.targets) == 1 \
            else None
        if place is not None and place not in stepped and _steps_itself(node.value, place):
            stepped[place] = node
    assignments = [(node.targets[0].target.value, node.value) for node in own
                   if type(node) is cst.Assign and len(node.targets) == 1 and
                   isinstance(node.targets[0].target, cst.Name)]
    changed = bool(stepped)
    while changed:
        changed = False
        for name, value in assignments:
            # `warming_up = self.step < warmup`: a flag of the counter takes two values, not a new one each time;
            # `n = min(chunk, total - i)`: a chunk size, the same but for the last remainder.
            source = None if name in stepped or two_valued(value) or clamped(value) else \
                reads_a_place(value, stepped)
            if source is not None:
                stepped[name] = stepped[source]
                changed = True
    return stepped


def _steps_itself(value: cst.BaseExpression, place: str) -> bool:
    """Is `value`, assigned to `place`, arithmetic on `place` itself (`self.margin = self.margin + growth`, `lr = lr *
    decay`), or such arithmetic bounded (`min(self.margin + growth, self.max_margin)`)? Like `+=`, a new value on
    every iteration until a bound is reached; a running extreme (`best = min(best, loss)`) is not arithmetic."""
    if isinstance(value, cst.Call) and clamped(value):
        return any(_steps_itself(argument.value, place) for argument in value.args if not argument.star)
    return isinstance(value, cst.BinaryOperation) and any(
        _steps_itself(operand, place) if isinstance(operand, cst.BinaryOperation) else
        type(operand) in (cst.Name, cst.Attribute) and dotted_name(operand) == place   # type: ignore[arg-type]
        for operand in (value.left, value.right))


def clamped(expression: cst.BaseExpression) -> bool:
    """Is `expression` a `min(...)` or `max(...)` (`min(log_every, steps - i)`): a bound, or what remains of one at the
    end, rather than a new value on every iteration?"""
    return isinstance(expression, cst.Call) and dotted_name(expression.func) in ("min", "max")


def reads_a_place(expression: cst.CSTNode, places) -> Optional[str]:
    """The first of `places` (dotted names: `self.step`, `temperature`) that `expression` reads, or None."""
    for node in subtree(expression):
        if type(node) in (cst.Name, cst.Attribute):
            place = dotted_name(node)   # type: ignore[arg-type]
            if place in places:
                return place
    return None


# Calls whose result is a Python bool whatever they are given.
_BOOL_RESULTS = frozenset({"bool", "isinstance", "issubclass", "callable", "hasattr"})
_FLAG_NAMES = frozenset({"True", "False", "None"})


def two_valued(expression: cst.BaseExpression) -> bool:
    """Does `expression` take at most two values, however often it runs: `bool(...)`, a comparison (`x > 1.0`, `key
    is None`), `not x`, `isinstance(...)`, an `and`/`or` of such tests, or a conditional choosing between two
    literals? A static argument computed so from a loop's items compiles at most twice for the whole loop (then
    the cache answers), never once per iteration."""
    if isinstance(expression, cst.Comparison):
        return True
    if isinstance(expression, cst.UnaryOperation) and isinstance(expression.operator, cst.Not):
        return True
    if isinstance(expression, cst.Call) and dotted_name(expression.func) in _BOOL_RESULTS:
        return True
    if isinstance(expression, cst.BooleanOperation):
        return two_valued(expression.left) and two_valued(expression.right)
    if isinstance(expression, cst.IfExp):
        branches = (expression.body, expression.orelse)
        return all(isinstance(branch, (cst.Integer, cst.Float, cst.SimpleString)) or (
            isinstance(branch, cst.Name) and branch.value in _FLAG_NAMES) for branch in branches)
    return False


def _counter_loops(scope: cst.CSTNode, name: str) -> Optional[int]:
    """How many `for` statements of `scope`'s own code bind `name` as a counter (`for name in range(...)`, `for
    name, _ in enumerate(...)`); None when one binds it otherwise."""
    count = 0
    body = scope.body if isinstance(scope, cst.FunctionDef) else scope
    for node in subtree(body):
        if not isinstance(node, cst.For) or name not in loop_targets(node):
            continue
        iterable = dotted_name(node.iter.func) if isinstance(node.iter, cst.Call) else None
        if iterable == "range" and isinstance(node.target, cst.Name):
            count += 1
        elif iterable == "enumerate" and isinstance(node.target, cst.Tuple) and node.target.elements and \
                isinstance(node.target.elements[0].value, cst.Name) and \
                node.target.elements[0].value.value == name:
            count += 1
        else:
            return None
    return count


def before_first_iteration(loop: cst.CSTNode, node: cst.CSTNode) -> bool:
    """Is `node` in what `loop` evaluates once, before its first iteration: a `for` statement's iterable, or a
    comprehension's first one (`for grad in (jax.grad(f), jax.jit(jax.grad(f))):` builds its tuple once)?"""
    if isinstance(loop, cst.For):
        return _holds(loop.iter, node)
    if isinstance(loop, (cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp)):
        return _holds(loop.for_in.iter, node)
    return False


def _handed_to_a_lax_loop(facts, call: cst.Call, name: str) -> set[int]:
    """ids of the `name` nodes `call` hands a lax loop or a jit as the function it traces, directly or bound in a
    `partial` (`lax.scan(partial(step, shift=s), init, xs)`)."""
    use = resolve_wrapper(call, facts.imports)
    if use is None or not (use.wrapper.leaves_traced or use.wrapper.compiles):
        return set()
    return _transformed_names(facts, use.functions, name)


# The transforms that pass their function on to the trace around them (`jax.grad`, `jax.value_and_grad`,
# `jax.checkpoint`, ...): `functools.wraps(f)` only copies `f`'s metadata.
_TRACED_WITH_THE_CALLER = (TRANSPARENT | SAME_ARGUMENTS) - {"functools.wraps"}


def _handed_to_a_transform(facts, call: cst.Call, name: str) -> set[int]:
    """ids of the `name` nodes `call` hands any tracing transform as the function it transforms, directly or bound
    in a `partial` (`grad(loss)(params, x)`, `vmap(partial(maml_loss, params))(xs)`). Made inside a function JAX
    traces, the transformed function runs only inside that trace: no transform calls its function on the host."""
    use = resolve_wrapper(call, facts.imports)
    if use is not None:
        return _transformed_names(facts, use.functions, name)
    if facts.imports.qualified_name(call.func) in _TRACED_WITH_THE_CALLER and call.args and call.args[0].keyword is None \
            and not call.args[0].star:
        return _transformed_names(facts, [call.args[0].value], name)   # `grad(loss)`: traced by the trace around
    return set()


def _transformed_names(facts, functions: Sequence[cst.BaseExpression], name: str) -> set[int]:
    handed: set[int] = set()
    for function in functions:
        if isinstance(function, cst.Call) and facts.imports.qualified_name(function.func) in PARTIAL and \
                function.args and function.args[0].keyword is None and not function.args[0].star:
            function = function.args[0].value
        if isinstance(function, cst.Name) and function.value == name:
            handed.add(id(function))
    return handed


def called_only_in_traced_code(facts, scope: cst.CSTNode, name: str, handed_to_loops: bool = False) -> bool:
    """Is every use of `name` in `scope` (a function body, or a module's code: a script's training loop) a call
    from a function JAX traces (`_mse(pred, target)` inside a jitted loss), or its function handed to a transform
    there (`grad(loss)(params, x)`, `vmap(partial(maml_loss, params))(xs)` in a jitted meta-step), or, with
    `handed_to_loops`, the function a lax loop or a jit traces (`lax.scan(partial(step, shift=s), ...)`)? A jitted
    function used only there is inlined into that trace: it compiles with it, never on its own, however often it
    is created (a lax loop run eagerly compiles for each new function it is handed, which only a caller knowing
    the body is a new program each time may set aside). Where the object is called decides: the same fresh jit
    called on the host, even once besides, compiles anew each time it is made."""
    uses: list[Optional[cst.CSTNode]] = []   # the function around each use (None: the scope's own code)
    handed: set[int] = set()        # handed to a lax loop or jit wherever it is: traced by that wrapper
    transformed: set[int] = set()   # handed to a transform: traced when the code around is
    if isinstance(scope, cst.FunctionDef):
        pending: list[tuple[cst.CSTNode, Optional[cst.CSTNode]]] = [(scope.body, None)]
    elif isinstance(scope, cst.Module):
        pending = [(statement, None) for statement in scope.body]
    else:
        pending = []
    while pending:
        node, around = pending.pop()
        if id(node) in handed:
            uses.append(node)
            continue
        if id(node) in transformed:
            uses.append(around)
            continue
        if type(node) is cst.Call:
            if handed_to_loops:
                handed |= _handed_to_a_lax_loop(facts, node, name)
            if around is not None:
                transformed |= _handed_to_a_transform(facts, node, name)
        if isinstance(node, (cst.FunctionDef, cst.Lambda)):
            if isinstance(node, cst.FunctionDef):
                for decorator in node.decorators:
                    pending.append((decorator, around))
            pending.append((node.body, node))
            continue
        if isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value == name:
            uses.append(around)
            pending.extend((argument, around) for argument in node.args)
            continue
        if isinstance(node, cst.Name) and node.value == name:
            return False   # handed on, stored or returned: called who knows where
        if isinstance(node, cst.AssignTarget):
            continue
        pending.extend((child, around) for child in children(node))
    return bool(uses) and all(around is not None and (id(around) in handed or facts.traced_function(around) is not None)
                              for around in uses)


def repeats_only_after_failure(loop: cst.CSTNode, node: cst.CSTNode) -> bool:
    """Does `loop` reach `node` again only after an exception? True when `node` is in the body of a `try` of the
    loop that is a retry (`is_a_retry`: `while True: try: ...; return out` / `except MemoryError: batch_size //=
    2`), not a pass over data. Likewise when `node` is in an `except` clause of a `try` in the loop: it is reached
    only after a failure (the retry rebuilds the jitted function for a halved batch)."""
    if not isinstance(loop, (cst.For, cst.While)):
        return False
    for statement in _own_statements(loop.body.body):
        if isinstance(statement, cst.Try) and _holds(statement.body, node):
            return is_a_retry(statement.body.body, _LIBCST_BLOCKS)
        if isinstance(statement, cst.Try) and any(_holds(handler.body, node) for handler in statement.handlers):
            return True   # built in an `except` clause: only after a failure (`except OOM: halve; re-jit`)
    return False


def retries_with_grown_sizes(loop: cst.CSTNode, call: cst.Call, data: Sequence[cst.BaseExpression],
                             stepping: cst.CSTNode) -> bool:
    """Does `loop` retry `call` with a grown integer setting until an attempt is accepted, rather than step a
    computation? Its own body leaves through a `break` or `return` (the accepted attempt), `stepping` grows an
    integer (`max_boxes *= 2`, `n_warm += round(n_warm * 0.2) + 1`: a buffer or count doubled until it fits), and
    no argument in `data` (the call's traced arguments) reads what the call returned, directly or through a copy
    (`density = scf(density, ...)`, `y = candidate`: a carry makes each pass a step of one run). Each pass is then
    one more size tried on the same inputs: a compile per size, a few in all, each needed for its new shapes."""
    if not isinstance(loop, (cst.For, cst.While)) or not _integer_step(stepping):
        return False
    own = _own_nodes(loop, stop_at=(cst.For, cst.While))   # type: ignore[arg-type]
    if not any(isinstance(node, (cst.Break, cst.Return)) for node in own):
        return False
    returned = _names_holding_result(own, call)
    return not any(names_read(expression) & returned for expression in data)


def _names_holding_result(own: Sequence[cst.CSTNode], call: cst.Call) -> set[str]:
    """The names the nodes `own` bind to what `call` returned, directly or through a copy (`out = f(x)`, then
    `overflow = out.overflow`, `y = candidate`)."""
    returned: set[str] = set()
    for node in own:
        if isinstance(node, cst.Assign) and _holds(node.value, call):
            for target in node.targets:
                returned |= target_names(target.target)
    copies = [(node.targets[0].target, node.value) for node in own
              if isinstance(node, cst.Assign) and len(node.targets) == 1]
    changed = bool(returned)
    while changed:
        changed = False
        for target, value in copies:
            for name, source in _paired(target, value):
                if name not in returned and _copy_of(source, returned):
                    returned.add(name)
                    changed = True
    return returned


def moves_on_only_after_rejection(loop: cst.CSTNode, call: cst.Call, data: Sequence[cst.BaseExpression]) -> bool:
    """Does a `for` loop over candidate settings (`for capacity in candidates:`) take its next item only after
    `call`'s result was rejected, rather than sweep them? The body, run to its end, accepts and leaves the loop (a
    final `break`/`return`, or `if not overflow: return out`, `if success: break` on what the iteration computed),
    or ends with an inner loop of attempts that returns on success (the outer item changes only when every inner
    attempt failed); every `continue` stands under a test of what the iteration computed (`if bool(
    out.queue_overflow): continue`) or in the `else` of an inner loop of attempts that ran out; and no argument in
    `data` (the call's traced arguments) reads what the iteration computed from the call's result (`params =
    update(params, grads)`: a carry makes each pass a step of one run). Each further item then follows a failed
    attempt on the same inputs: a run that fits compiles once, and each retried setting (a larger buffer) is a new
    shape that has to compile."""
    if not isinstance(loop, cst.For):
        return False
    own = _own_nodes(loop)   # type: ignore[arg-type]
    returned = _names_holding_result(own, call)
    if not returned:
        return False
    assignments = [(targets, node.value) for node in own if isinstance(node, (cst.Assign, cst.AnnAssign))
                   and node.value is not None
                   for targets in [set().union(*(target_names(target.target) for target in node.targets))
                                   if isinstance(node, cst.Assign) else target_names(node.target)]]
    derived = set(returned)
    changed = True
    while changed:
        changed = False
        for targets, value in assignments:
            if not targets <= derived and names_read(value) & derived:
                derived |= targets
                changed = True
    if any(names_read(expression) & derived for expression in data):
        return False
    computed = set().union(*(targets for targets, _ in assignments)) - loop_targets(loop)
    body = loop.body.body
    return _accepts_or_exhausts(body, computed) and _continues_after_a_test(body, computed, tested=False)


def _accepts_or_exhausts(statements: Sequence, computed: set[str]) -> bool:
    """Does a loop body, run to its end, leave the loop (an accepted attempt), or fall through only when a test of
    what the iteration `computed` rejected it (`if not bool(overflow): return out`) or when an inner loop of
    attempts, each returning on success, ran out?"""
    if not statements:
        return False
    last = statements[-1]
    if _leaves_loop(statements, _LIBCST_BLOCKS):
        return True
    if isinstance(last, cst.If) and last.orelse is None:
        return bool(names_read(last.test) & computed) and _leaves_loop(last.body.body, _LIBCST_BLOCKS)
    if isinstance(last, (cst.For, cst.While)) and last.orelse is None:
        return _leaves_loop(last.body.body, _LIBCST_EXITS)
    return False


def _continues_after_a_test(statements: Sequence, computed: set[str], tested: bool) -> bool:
    """Does every `continue` of the loop whose body is `statements` stand under an `if` (or its `else`) testing a
    name of `computed` (what the iteration computed, not the loop variable), or in the `else` of an inner loop?"""
    for statement in statements:
        if isinstance(statement, cst.SimpleStatementLine):
            if not tested and any(isinstance(small, cst.Continue) for small in statement.body):
                return False
        elif isinstance(statement, cst.If):
            guarded = tested or bool(names_read(statement.test) & computed)
            blocks = [statement.body.body]
            orelse = statement.orelse
            if isinstance(orelse, cst.If):
                blocks.append([orelse])
            elif orelse is not None:
                blocks.append(orelse.body.body)
            if not all(_continues_after_a_test(block, computed, guarded) for block in blocks):
                return False
        elif isinstance(statement, (cst.For, cst.While)):
            # An inner loop's `else` runs only when its attempts ran out without an accepted one.
            orelse = statement.orelse
            if orelse is not None and not _continues_after_a_test(orelse.body.body, computed, tested=True):
                return False
        elif isinstance(statement, (cst.With, cst.Try)):
            blocks = [statement.body.body]
            if isinstance(statement, cst.Try):
                blocks += [handler.body.body for handler in statement.handlers]
                blocks += [clause.body.body for clause in (statement.orelse, statement.finalbody) if clause]
            if not all(_continues_after_a_test(block, computed, tested) for block in blocks):
                return False
    return True


def _integer_step(stepping: cst.CSTNode) -> bool:
    """Does `stepping` grow a place by integer arithmetic (`size *= 2`, `n += round(n * 0.2) + 1`, `n = n * 2`)?"""
    if isinstance(stepping, cst.AugAssign):
        return isinstance(stepping.operator, (cst.AddAssign, cst.MultiplyAssign, cst.LeftShiftAssign)) and \
            _integral(stepping.value, None)
    if isinstance(stepping, cst.Assign) and len(stepping.targets) == 1:
        return _integral(stepping.value, dotted_name(stepping.targets[0].target))
    return False


_INTEGER_OPERATORS = (cst.Add, cst.Multiply, cst.FloorDivide, cst.LeftShift, cst.Power)


def _integral(expression: cst.BaseExpression, place: Optional[str]) -> bool:
    """Is `expression` an integer whatever the values it reads: integer literals, `int(...)`, `round(x)`, `len(...)`,
    the stepped `place` itself, and integer arithmetic on them?"""
    if isinstance(expression, cst.Integer):
        return True
    if type(expression) in (cst.Name, cst.Attribute):
        return place is not None and dotted_name(expression) == place   # type: ignore[arg-type]
    if isinstance(expression, cst.Call):
        name = dotted_name(expression.func)
        return name in ("int", "len") or name == "round" and len(expression.args) == 1
    if isinstance(expression, cst.BinaryOperation) and isinstance(expression.operator, _INTEGER_OPERATORS):
        return _integral(expression.left, place) and _integral(expression.right, place)
    return False


def _paired(target: cst.BaseExpression, value: cst.BaseExpression) -> list[tuple[str, cst.BaseExpression]]:
    """The names `target = value` binds, each with the part of `value` it receives (`t, y = t + dt, candidate`)."""
    if isinstance(target, cst.Name):
        return [(target.value, value)]
    if isinstance(target, (cst.Tuple, cst.List)) and isinstance(value, (cst.Tuple, cst.List)) and \
            len(target.elements) == len(value.elements):
        return [pair for element, part in zip(target.elements, value.elements)
                for pair in _paired(element.value, part.value)]
    return []


def _copy_of(value: cst.BaseExpression, names: set[str]) -> bool:
    """Is `value` one of `names`, or an item or attribute of one (`out[0]`, `state.params`)?"""
    while isinstance(value, (cst.Subscript, cst.Attribute)):
        value = value.value
    return isinstance(value, cst.Name) and value.value in names


class BlockForm(Protocol):
    """How one tree form (libcst's, Python's `ast`) spells the statements `is_a_retry` asks about."""

    def leaves(self, statement) -> bool:
        """Is `statement` a `return`, `break` or `raise`?"""

    def branches(self, statement) -> Optional[tuple[Sequence, Optional[Sequence]]]:
        """The body and the `else` block (None without one) of an `if` statement; None for any other."""

    def continues(self, statements: Sequence) -> bool:
        """Does a `continue` of the loop around `statements` (not of a loop inside them) stand in them?"""


def is_a_retry(try_body: Sequence, form: BlockForm) -> bool:
    """Is a `try` of a loop's body a retry: its body, run to its end, leaves the loop (`_leaves_loop`) and holds no
    `continue`, so the loop comes round again only after a caught exception? Asked of either tree form (`form`:
    once_callers reads the whole file's `ast`)."""
    return _leaves_loop(try_body, form) and not form.continues(try_body)


def _leaves_loop(statements: Sequence, form: BlockForm) -> bool:
    """Does a block, run to its end, leave the loop around it: its last statement a `return`/`break`/`raise`, or an
    `if` each of whose branches does?"""
    if not statements:
        return False
    split = form.branches(statements[-1])
    if split is None:
        return form.leaves(statements[-1])
    body, orelse = split
    return orelse is not None and _leaves_loop(body, form) and _leaves_loop(orelse, form)


class _LibcstBlocks:
    def leaves(self, statement) -> bool:
        return isinstance(statement, cst.SimpleStatementLine) and \
            isinstance(statement.body[-1], (cst.Return, cst.Break, cst.Raise))

    def branches(self, statement) -> Optional[tuple[Sequence, Optional[Sequence]]]:
        if not isinstance(statement, cst.If):
            return None
        orelse = statement.orelse
        if orelse is None:
            return statement.body.body, None
        return statement.body.body, [orelse] if isinstance(orelse, cst.If) else orelse.body.body

    def continues(self, statements: Sequence) -> bool:
        return holds(statements, lambda current: isinstance(current, cst.Continue),
                     enters=lambda current: not isinstance(current, (cst.For, cst.While, cst.FunctionDef,
                                                                     cst.Lambda, cst.ClassDef)))


_LIBCST_BLOCKS = _LibcstBlocks()


class _LibcstExits(_LibcstBlocks):
    """Statements that leave the function around a loop, and so every loop around it: `return` and `raise`."""

    def leaves(self, statement) -> bool:
        return isinstance(statement, cst.SimpleStatementLine) and isinstance(statement.body[-1], (cst.Return,
                                                                                                  cst.Raise))


_LIBCST_EXITS = _LibcstExits()


def _own_statements(statements) -> list[cst.CSTNode]:
    """The compound statements of a loop body, through `if`/`with`/`try` blocks, not into nested loops or defs."""
    found: list[cst.CSTNode] = []
    pending = list(statements)
    while pending:
        statement = pending.pop()
        found.append(statement)
        if isinstance(statement, (cst.If, cst.With)):
            pending.extend(statement.body.body)
            orelse = getattr(statement, "orelse", None)
            if isinstance(orelse, cst.If):
                pending.append(orelse)
            elif isinstance(orelse, cst.Else):
                pending.extend(orelse.body.body)
        elif isinstance(statement, cst.Try):
            for handler in statement.handlers:
                pending.extend(handler.body.body)
    return found


def _holds(tree: cst.CSTNode, node: cst.CSTNode) -> bool:
    return holds([tree], lambda current: current is node)


def memoised_in_outer_scope(function: cst.CSTNode, assignment: cst.CSTNode, name: str) -> bool:
    """Is `name = <assignment>` in `function` a memo kept across its calls: `name` declared `global`/`nonlocal`
    there and bound under an `if` that tests it (`if default_device_sync is None: default_device_sync =
    jax.pmap(...)`)? The value is built on the first call and reused by every later one."""
    if not isinstance(function, cst.FunctionDef):
        return False
    declared = holds([function.body], lambda node: isinstance(node, (cst.Global, cst.Nonlocal)) and any(
        item.name.value == name for item in node.names), enters=_same_function)
    if not declared:
        return False
    return holds([function.body], lambda node: isinstance(node, cst.If) and _mentions(node.test, name) and
                 _holds(node.body, assignment), enters=_same_function)


def memoised_in_a_container(function: cst.CSTNode, assignment: cst.Assign, name: str) -> bool:
    """Is `name = <assignment>` in `function` a memo kept per key across its calls: the value also stored in an item
    of a container that outlives the call (`run = self._run_cache[key] = jax.jit(_run)`, or `cache[key] = run`
    after it, with `self._run_cache` an attribute or `cache` a module's dict), and built under an `if` that tests
    `name` or that container (`run = self._run_cache.get(key)` then `if run is None:`, `if key not in cache:`)?
    The value is built on the first call with a key and reused by every later call with it."""
    if not isinstance(function, cst.FunctionDef):
        return False
    own = _own_names(function)
    containers = [target.target.value for target in assignment.targets if isinstance(target.target, cst.Subscript)]
    containers += [target.target.value for node in subtree(function.body) if isinstance(node, cst.Assign) and
                   isinstance(node.value, cst.Name) and node.value.value == name
                   for target in node.targets if isinstance(target.target, cst.Subscript)]
    kept = [container for container in containers if _outlives_the_call(container, own)]
    if not kept:
        return False

    def tests_the_memo(test: cst.BaseExpression) -> bool:
        return _mentions(test, name) or any(holds([test], lambda part: part.deep_equals(container))
                                            for container in kept)

    return holds([function.body], lambda node: isinstance(node, cst.If) and _holds(node.body, assignment) and
                 tests_the_memo(node.test), enters=_same_function)


def _outlives_the_call(container: cst.BaseExpression, own: set[str]) -> bool:
    """Is `container` an attribute of the object or class (`self._cache`) or a name the function does not bind (a
    module's or an enclosing function's dict)?"""
    root = container
    while isinstance(root, cst.Attribute):
        root = root.value
    if not isinstance(root, cst.Name):
        return False
    return root.value in ("self", "cls") if root is not container else root.value not in own


def _same_function(node: cst.CSTNode) -> bool:
    return not isinstance(node, (cst.FunctionDef, cst.Lambda, cst.ClassDef))


def _mentions(expression: cst.CSTNode, name: str) -> bool:
    return holds([expression], lambda node: isinstance(node, cst.Name) and node.value == name)


# Transforms that map a function over a whole batch of data in one call (numpyro's Predictive runs the model once
# per sample of `num_samples` or of the posterior samples it is given). Not `pmap`: a map over devices is as often
# a per-call collective (`size()` of a sharded buffer psums over devices on every call).
_BATCH_MAPS = frozenset({"jax.vmap", "jax.numpy.vectorize", "equinox.filter_vmap",
                         "numpyro.infer.Predictive", "numpyro.infer.util.Predictive"})
# What a closure made by the call is, as roots.py names jit targets.
_MADE_PER_CALL = frozenset({"lambda", "partial", "local_def", "loop_def", "method"})


def maps_a_closure_over_a_batch(facts, site, definition: Optional[cst.FunctionDef], scope: cst.CSTNode) -> bool:
    """Is the compiled function of jit site `site` a batch map (`vmap`, `jnp.vectorize`) of a closure the
    calling function makes (over its model, its tree structure, its observation): one compiled call evaluates the
    whole batch (every posterior draw of a plot, every image of a data set), a program only this call has? A map
    of a named function of a module (`jit(vmap(line_strength))`) is the same program on every call: no."""
    if definition is not None:
        wrappers = [facts.qualified_name(decorator.decorator.func if isinstance(decorator.decorator, cst.Call)
                                         else decorator.decorator) for decorator in definition.decorators]
        if any(wrapper in _BATCH_MAPS for wrapper in wrappers):
            return bool((_names_in(definition.body) - _own_names(definition)) & _own_names(scope))
        # `@jax.jit def vmapped(): return jax.vmap(step)(states, times)`: the jitted body is one batch map.
        body = definition.body.body if isinstance(definition.body, cst.IndentedBlock) else ()
        returned = body[0].body[0] if len(body) == 1 and isinstance(body[0], cst.SimpleStatementLine) else None
        mapped = returned.value.func if isinstance(returned, cst.Return) and isinstance(returned.value, cst.Call) \
            else None
        return isinstance(mapped, cst.Call) and _closure(facts, mapped, scope, over=frozenset(
            _names_in(returned.value)))
    target = site.target
    return isinstance(target, cst.Call) and _closure(facts, target, scope)


def _closure(facts, expression: cst.BaseExpression, scope: cst.CSTNode, mapped: bool = False,
             over: frozenset = frozenset()) -> bool:
    """Is `expression` a closure made at `scope` over that function's own names (with `mapped`: under a batch
    map), or a batch map of one? A lambda reading none of them is the same program on every call. `over`: names
    the code around the map reads as well (the arguments a jitted def hands to it)."""
    if isinstance(expression, cst.Call) and facts.qualified_name(expression.func) in _BATCH_MAPS:
        return bool(expression.args) and _closure(facts, expression.args[0].value, scope, True, over)
    if not mapped or facts.jit_target_kind(expression, scope) not in _MADE_PER_CALL:
        return False
    if isinstance(expression, cst.Name):
        # A local def: what its body reads, but for its own names, and what its defaults bind (`def forces(q,
        # part=part)`, the usual way to keep a loop's item).
        read = {name for definition in facts.local_defs(scope).get(expression.value, ())
                for name in (_names_in(definition.body) - _own_names(definition)) | _default_reads(definition)}
    elif isinstance(expression, cst.Lambda):
        read = _names_in(expression.body) - _own_names(expression)
    else:
        read = _names_in(expression)
    return bool((read | over) & _own_names(scope))


def _default_reads(definition: cst.FunctionDef) -> set[str]:
    """The names the default values of `definition`'s parameters read, evaluated where the def runs."""
    return {name for param in all_params(definition.params) if param.default is not None
            for name in _names_in(param.default)}


def _names_in(node: cst.CSTNode) -> set[str]:
    """The names `node` reads (not the attribute names after a dot)."""
    found: set[str] = set()
    pending = [node]
    while pending:
        current = pending.pop()
        if isinstance(current, cst.Name):
            found.add(current.value)
        elif isinstance(current, cst.Attribute):
            pending.append(current.value)
        else:
            pending.extend(children(current))
    return found


def _own_names(function: cst.CSTNode) -> set[str]:
    """The parameters of `function` and the names its body binds (not its nested functions' own)."""
    if not isinstance(function, (cst.FunctionDef, cst.Lambda)):
        return set()
    bindings = ScopeBindings()
    if isinstance(function, cst.FunctionDef):
        walk(function.body, bindings)
    return {param.name.value for param in all_params(function.params)} | set(bindings.assigned) | bindings.other


# The statements and expressions that run their body again and again.
LOOP_NODES = (cst.For, cst.While, cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)
# How far repetition_evidence follows callers (a method called by a method called by a step).
_EVIDENCE_HOPS = 2


def repetition_evidence(facts, function: Optional[FunctionNode], hops: int = _EVIDENCE_HOPS,
                        direct_only: bool = False, by_name: bool = True) -> Optional[str]:
    """Why `function` runs many times in one program, as a clause for messages ("`update` is called in a loop at
    line 40"), or None when nothing the code shows says so. With `direct_only`, only the evidence about the
    function itself: a loop of this module (or of one importing it) calling it, its name, a loop of the function
    it is nested in; not a loop of the package's other files, nor a method calling it through `self` (what a rule
    asks before it sets aside a weaker reason to stay quiet, such as a batch map or an initialiser's name). With
    `by_name` False, a name that says "step" is no evidence: only a loop calling it is.

    A recompilation finding costs something only when the body that builds a jitted function runs again and
    again; a function with no such evidence is as likely a driver, a set-up step or a per-experiment helper, each
    run once. The evidence, from strongest to weakest:
    - this module calls it in a loop or comprehension (`loop_call_line`), or untraced code of this module or of one
      importing it calls it (or, for a method, an instance of its class) in one (lax_loops.runs_repeatedly);
    - its name says it is one unit of a run (`step`, `update_weights`, `train_epoch`: tables.names_a_part_of_a_run);
    - a method of its class with such evidence calls it through `self` (`update_weights` calls
      `self.recycle_dead_neurons`), or the function it is nested in calls it in a loop of its own.
    """
    from .lax_loops import runs_repeatedly
    from .tables import names_a_step

    if not isinstance(function, cst.FunctionDef):
        return _nested_in_loop(facts, function, None)
    name = function.name.value
    parent = facts.parent_scope(function)
    if isinstance(parent, (cst.FunctionDef, cst.Lambda)):
        return _nested_in_loop(facts, function, name) or (
            _STEP_NAME.format(name=name) if by_name and names_a_step(name) else None)
    line = facts.loop_call_line(function)
    if line is not None:
        return f"`{name}` is called in a loop at line {line}"
    if runs_repeatedly(facts, function):
        return f"`{name}` is called in a loop (by this module or one importing it)"
    if isinstance(parent, cst.ClassDef):
        return _method_evidence(facts, parent.name.value, name, 0 if direct_only else hops, direct_only,
                                by_name) if isinstance(facts.parent_scope(parent), cst.Module) else None
    elsewhere = None if direct_only else facts.loop_call_elsewhere(name, through_callers=True)
    if elsewhere is not None:
        return f"`{name}` is called in a loop in {elsewhere}"
    return _STEP_NAME.format(name=name) if by_name and names_a_step(name) else None


_STEP_NAME = "`{name}` is one step of a longer run (so its name says), called once per step"
# Methods that run while an object is built or a test is set up: their calls say nothing of repetition.
SETUP_METHODS = frozenset({"__init__", "__post_init__", "setup", "setUp", "build"})


def _method_evidence(facts, class_name: str, name: str, hops: int, direct_only: bool = False,
                     by_name: bool = True, through_callers: bool = False) -> Optional[str]:
    """repetition_evidence for method `name` of the module-level class `class_name`, read by names (the whole
    file's text, not the planner's tree, which keeps only the methods near traced code)."""
    from .lax_loops import called_repeatedly
    from .objects import CONSTRUCTORS
    from .tables import names_a_step

    if name in CONSTRUCTORS:
        return _made_repeatedly(facts, class_name, direct_only)
    if called_repeatedly(facts, f"{class_name}.{name}"):
        return f"`{name}` is called in a loop (by this module or one importing it)"
    elsewhere = None if direct_only else facts.loop_call_elsewhere(name, class_name, through_callers)
    if elsewhere is not None:
        return f"`{name}` is called in a loop in {elsewhere}"
    looping = facts.self_call_in_a_loop(class_name, name)
    if looping is not None:
        return f"`{name}` is called in a loop of `{looping[0]}` at line {looping[1]}"
    if by_name and names_a_step(name):
        return _STEP_NAME.format(name=name)
    if hops > 0:
        for caller in _self_callers(facts.text_tree(), class_name, name):
            if caller != name and caller not in SETUP_METHODS and not caller.startswith("test"):
                why = _method_evidence(facts, class_name, caller, hops - 1, by_name=by_name)
                if why is not None:
                    return f"`{name}` is called by `{caller}`, and {why}"
    return None


def rebuilt_by_callers(facts, class_name: str, name: str) -> Optional[str]:
    """For a method `name` of the module-level class `class_name` that returns a new jitted function: a method of
    the class that calls `self.<name>(...)` and keeps the result in a local name (`value_and_grad =
    self._build_functions(data)`, then its loop), when that method runs again and again (a loop calls it, here
    or in another file of the package, directly or through a function that file calls in a loop). Each of its
    calls builds and compiles a new jitted function. The clause for messages, or None."""
    import ast

    tree = facts.text_tree()
    for statement in tree.body if tree is not None else ():
        if not isinstance(statement, ast.ClassDef) or statement.name != class_name:
            continue
        for method in statement.body:
            if not isinstance(method, (ast.FunctionDef, ast.AsyncFunctionDef)) or method.name == name or \
                    method.name in SETUP_METHODS or method.name.startswith("test"):
                continue
            kept_locally = any(
                isinstance(node, ast.Assign) and all(isinstance(target, ast.Name) for target in node.targets) and
                isinstance(node.value, ast.Call) and self_attribute(node.value.func) == name
                for node in ast_walk(method))
            if not kept_locally:
                continue
            why = _method_evidence(facts, class_name, method.name, 0, by_name=False, through_callers=True)
            if why is not None:
                return f"`{method.name}` builds it anew on each of its calls, and {why}"
    return None


def _made_repeatedly(facts, class_name: str, direct_only: bool, seen: frozenset[str] = frozenset()
                     ) -> Optional[str]:
    """repetition_evidence for a constructor of the module-level class `class_name`: objects of it are made again
    and again, by a loop of this module, or (unless `direct_only`) by a loop of another file of the package or a
    script beside it, or by a function such a file calls in a loop (`solver = Minimizer(f)` in `fit_one`, which
    the script calls per item)."""
    line = facts.loop_call_line_of(class_name)
    if line is not None:
        builders = _constructors_looping_over(facts, class_name)
        if builders is None:
            return f"`{class_name}` objects are made in a loop at line {line}"
        # `self.agents = [Agent(p, ...) for p in range(num_players)]` in a solver's `__init__`: one object per part
        # of the object being built, made again only when that one is.
        for builder in builders:
            why = _made_repeatedly(facts, builder, direct_only, seen | {class_name}) if builder not in seen | {
                class_name} else None
            if why is not None:
                return f"`{class_name}` objects are made in a loop at line {line} of `{builder}`'s constructor, " \
                       f"and {why}"
    elsewhere = None if direct_only else facts.loop_call_elsewhere(class_name, through_callers=True)
    if elsewhere is not None:
        return f"`{class_name}` objects are made in a loop in {elsewhere}"
    return None


def _constructors_looping_over(facts, class_name: str) -> Optional[set[str]]:
    """When every call of `class_name` in a loop or comprehension of this module sits in the constructor of a
    module-level class (setup code: the loop goes over the parts of the object being built), those classes; None
    when some loop making one is elsewhere."""
    import ast

    tree = facts.text_tree()
    if tree is None:
        return None
    builders: set[str] = set()
    pending: list[tuple[ast.AST, Optional[str], bool]] = [(tree, None, False)]
    while pending:
        node, builder, looping = pending.pop()
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == class_name and looping:
            if builder is None:
                return None
            builders.add(builder)
        for child in ast_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                pending.append((child, None, False))
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                constructor = isinstance(node, ast.ClassDef) and node in tree.body and \
                    getattr(child, "name", "") in _CONSTRUCTOR_NAMES
                pending.append((child, node.name if constructor else None, False))  # type: ignore[attr-defined]
            else:
                pending.append((child, builder, looping or isinstance(
                    child, (ast.For, ast.AsyncFor, ast.While, ast.ListComp, ast.SetComp, ast.DictComp,
                            ast.GeneratorExp))))
    return builders


_CONSTRUCTOR_NAMES = frozenset({"__init__", "__post_init__"})


def _self_callers(tree, class_name: str, name: str) -> list[str]:
    """The methods of the module-level class `class_name` (in the file's `ast`) that call `self.<name>(...)`."""
    import ast

    if tree is None:
        return []
    found = []
    for statement in tree.body:
        if isinstance(statement, ast.ClassDef) and statement.name == class_name:
            for method in statement.body:
                if isinstance(method, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
                        isinstance(node, ast.Call) and self_attribute(node.func) == name for node in ast_walk(method)):
                    found.append(method.name)
    return found


def _nested_in_loop(facts, function: Optional[FunctionNode], name: Optional[str]) -> Optional[str]:
    """For a function nested in another: does the enclosing function call it (by the name it is bound to) inside a
    loop or comprehension of its own body?"""
    if function is None:
        return None
    parent = facts.parent_scope(function)
    if not isinstance(parent, cst.FunctionDef):
        return None
    if name is None:   # a lambda: the name it is assigned to
        name = _assigned_name(parent, function)
        if name is None:
            return None
    in_loop = holds(_own_loop_nodes(parent, LOOP_NODES),
                    lambda node: isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and
                    node.func.value == name, enters=_same_function)
    return f"`{name}` is called in a loop of `{parent.name.value}`" if in_loop else None


def _own_loop_nodes(function: cst.FunctionDef, loops: tuple) -> list[cst.CSTNode]:
    """The outermost loops of `function`'s own code (not those of the defs, lambdas and classes in it)."""
    return [node for node in _own_nodes(function, stop_at=loops) if isinstance(node, loops)]


def _assigned_name(function: cst.FunctionDef, value: cst.CSTNode) -> Optional[str]:
    """The name `function`'s body assigns `value` to (`map_check = lambda ...`), if any."""
    for node in _own_nodes(function):
        if isinstance(node, cst.Assign) and node.value is value and len(node.targets) == 1 and \
                isinstance(node.targets[0].target, cst.Name):
            return node.targets[0].target.value
    return None


def _own_nodes(function: cst.FunctionDef, stop_at: tuple = ()) -> list[cst.CSTNode]:
    """The nodes of `function`'s own code, without entering nested defs, lambdas and classes, nor the `stop_at`
    nodes (which are listed)."""
    found: list[cst.CSTNode] = []
    pending = list(children(function.body))
    while pending:
        node = pending.pop()
        kind = type(node)
        if kind is cst.FunctionDef or kind is cst.Lambda or kind is cst.ClassDef:
            continue
        found.append(node)
        if kind not in stop_at:
            pending.extend(children(node))
    return found


def compiled_by_a_jit_decorator(facts, function: Optional[FunctionNode]) -> Optional[str]:
    """The decorator (`jit_with_docstring`, `filter_jit`, a project's own `@my_jit(...)` or `@accelerated`) that
    compiles `function` or a function around it, by the `jit` its name spells or by its definition (one returning
    `jax.jit` of its argument: facts.compiling_decorator), or None. A jit, a static-argument call or an un-jitted
    lax loop inside a compiled function is traced inline into that function's one compilation: it never compiles
    on its own, however often its body runs. A project's wrapper of `jax.jit` is no known wrapper, but it compiles
    all the same."""
    scope = function
    while isinstance(scope, (cst.FunctionDef, cst.Lambda)):
        if isinstance(scope, cst.FunctionDef):
            for decorator in scope.decorators:
                expression, first = decorator.decorator, None
                if isinstance(expression, cst.Call):
                    first = dotted_name(expression.args[0].value) if expression.args else None
                    expression = expression.func
                name = applied_name(dotted_name(expression) or "", first)
                foreign = (facts.imports.qualified_name(expression) or "").partition(".")[0] in FOREIGN_COMPILERS
                if not foreign and (named_for_a_jit(name) or (name and facts.compiling_decorator(name))):
                    return name
        scope = facts.parent_scope(scope)
    return None


def transformed_and_applied(facts, call: cst.Call) -> Optional[str]:
    """The local function name `call` runs through a JAX transform applied on the spot (`eqx.filter_value_and_grad(
    loss_fn)(policy, batch)`, `jax.grad(f)(x)`), or None. Handed to such a transform, the function is called right
    there, once per call of the code around it, as a direct call would be: not handed on to code that calls it
    who knows how often."""
    from .wrappers import TRANSPARENT, WRAPPERS

    inner = call.func
    if type(inner) is not cst.Call or not inner.args or inner.args[0].keyword is not None or \
            not isinstance(inner.args[0].value, cst.Name):
        return None
    transform = facts.qualified_name(inner.func)
    return inner.args[0].value.value if transform in TRANSPARENT or transform in WRAPPERS else None


class HandedOn(cst.CSTVisitor):
    """Finds `name` passed as an argument, or called from a lambda (a callback), in a function body."""

    def __init__(self, name: str, facts) -> None:
        self.name = name
        self.facts = facts
        self.found = False
        self.lambdas = 0
        # The arguments of transforms applied on the spot (`jax.grad(f)(x)` calls `f` there): ids.
        self.applied: set[int] = set()

    def visit_Arg(self, node: cst.Arg) -> None:
        self.found = self.found or (isinstance(node.value, cst.Name) and node.value.value == self.name and
                                    id(node) not in self.applied)

    def visit_Lambda(self, node: cst.Lambda) -> None:
        self.lambdas += 1

    def leave_Lambda(self, original_node: cst.Lambda) -> None:
        self.lambdas -= 1

    def visit_Call(self, node: cst.Call) -> None:
        if transformed_and_applied(self.facts, node) == self.name:
            self.applied.add(id(node.func.args[0]))  # type: ignore[attr-defined]
        if self.facts.jit_sites.get(node) is not None:
            # `run = jax.jit(run)`: the jit of the plain function, rebound to its name, hands it to no other code.
            self.applied.update(id(argument) for argument in node.args)
        self.found = self.found or (self.lambdas > 0 and isinstance(node.func, cst.Name) and
                                    node.func.value == self.name)


def _carries_state_through(loop: cst.CSTNode, uses_the_jit) -> bool:
    """Does an assignment of `loop` whose value uses the jitted function (`uses_the_jit(value)`) also read what it
    rebinds (`w = newton(objective, w)`)? Then each iteration goes on from the last one's result: a pass over data
    stepping one state, not a set of items each run on its own."""
    for statement in simple_statements(loop.body, stop_at=(cst.For, cst.While, cst.FunctionDef, cst.ClassDef)):
        for small in statement.body:   # type: ignore[attr-defined]
            if isinstance(small, cst.Assign) and uses_the_jit(small.value):
                bound = set().union(*(target_names(target.target) for target in small.targets))
                if bound & names_read(small.value):
                    return True
    return False


class _HandedDirectly(cst.CSTVisitor):
    """Finds `node` (a jit) passed straight to a call of code outside JAX (`newton(jax.jit(lambda th: ...), x0)`),
    which calls it as often as it needs."""

    def __init__(self, node: cst.CSTNode, facts) -> None:
        self.node = node
        self.facts = facts
        self.found = False

    def visit_Call(self, node: cst.Call) -> None:
        if any(arg.value is self.node for arg in node.args):
            qualified = self.facts.qualified_name(node.func) or ""
            self.found = self.found or not qualified.startswith("jax.")


class _ReusedThroughIteration(HandedOn):
    """Finds, in a loop's body, `name` called inside a loop nested there, handed on as an argument, or called from
    a lambda (a callback a timer or solver calls): uses that go on through the iteration's work."""

    def __init__(self, name: str, facts) -> None:
        super().__init__(name, facts)
        self.loops = 0

    def on_visit(self, node: cst.CSTNode) -> bool:
        if isinstance(node, LOOP_NODES):
            self.loops += 1
        elif isinstance(node, cst.Call) and self.loops and isinstance(node.func, cst.Name) and \
                node.func.value == self.name:
            self.found = True
        return super().on_visit(node)

    def on_leave(self, original_node: cst.CSTNode) -> None:
        if isinstance(original_node, LOOP_NODES):
            self.loops -= 1
        super().on_leave(original_node)


def handed_on(facts, function: cst.CSTNode, name: str) -> bool:
    """Is the function `name` handed to other code in `function`'s body (`minimize(fun=f)`, `callback=lambda x:
    f(x)`), or kept by a closure `function` returns? That code calls it as often as it needs."""
    finder = HandedOn(name, facts)
    walk(function, finder)
    return finder.found or _kept_by_returned_closure(facts, function, name)


def _kept_by_returned_closure(facts, function: cst.CSTNode, name: str) -> bool:
    """Does `function` return a def nested in it that calls `name` (`def _run(x): return compiled_fn(x)` then
    `return _run`, after a warm-up of `compiled_fn`)? The caller keeps the closure, and with it the jitted
    function: every later call of the closure reuses that compilation, as a loop of the body would. Read on the
    whole file's `ast` (the planner keeps neither the nested def nor the `return` when no traced code is there)."""
    if not isinstance(function, cst.FunctionDef) or not hasattr(facts, "text_tree"):
        return False
    owner = facts.parent_scope(function)
    key = (owner.name.value if isinstance(owner, cst.ClassDef) else None, function.name.value)
    for definition in functions_named(facts.text_tree(), key):
        own = own_nodes(definition)
        returned = {node.value.id for node in own if isinstance(node, ast.Return) and isinstance(node.value, ast.Name)}
        nested = (child for node in [definition, *own] for child in ast_child_nodes(node)
                  if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) and child.name in returned)
        if any(isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == name
               for closure in nested for call in ast_walk(closure)):
            return True
    return False


def nests_its_own_binding(loop: cst.CSTNode, node: cst.CSTNode) -> bool:
    """Does `loop` bind the jit `node` to the very name the function it compiles reads (`fn = jax.jit(jax.vmap(fn,
    in_axes=(None, 0)))`, once per batch axis) and call that name nowhere in the loop? Each iteration wraps what the
    last one built: the loop makes one nested function, whose inner jits are traced into the outermost when that is
    called, after the loop; no iteration compiles anything."""
    name = None
    for statement in simple_statements(loop):
        for small in statement.body if isinstance(statement, cst.SimpleStatementLine) else ():
            if isinstance(small, cst.Assign) and small.value is node and len(small.targets) == 1 and \
                    isinstance(small.targets[0].target, cst.Name):
                name = small.targets[0].target.value
    if name is None or name not in names_read(node) or name in loop_targets(loop):
        # (`for key, apply_fn in fns.items(): apply_fn = jax.jit(apply_fn)`: each iteration starts from a new item.)
        return False
    return not any(type(call) is cst.Call and type(call.func) is cst.Name and call.func.value == name
                   for call in subtree(loop))


def reused_through_iteration(facts, loop: cst.CSTNode, node: cst.CSTNode, name: Optional[str]) -> bool:
    """Does each iteration of `loop` reuse what `node` builds (a jitted function, bound to `name`, or None when the
    loop hands it on unnamed) through its own work: calling it in a loop nested there, handing it to code that
    calls it (`newton(log_post, x0)`, `_timed(lambda: asm(m0))`), without going on from the last iteration's
    result (a pass stepping one state)? Then each build serves a whole item's work."""
    if name is None:
        handed = _HandedDirectly(node, facts)
        walk(loop, handed)
        return handed.found and not _carries_state_through(loop, lambda value: _holds(value, node))
    reuse = _ReusedThroughIteration(name, facts)
    walk(loop.body, reuse)   # type: ignore[attr-defined]
    return reuse.found and not _carries_state_through(loop, lambda value: name in names_read(value))


# The clocks a benchmark reads around what it times (`time.perf_counter()`, `from time import perf_counter`).
_CLOCKS = frozenset({"perf_counter", "perf_counter_ns", "monotonic", "monotonic_ns", "process_time",
                     "process_time_ns", "default_timer"})
_CLOCK_MODULES = frozenset({"time", "timeit"})


def _is_a_clock(name: Optional[str]) -> bool:
    if not name:
        return False
    module, _, function = name.rpartition(".")
    return (function in _CLOCKS and module in _CLOCK_MODULES | {""}) or name in ("time.time", "time.time_ns")


def times_through_iteration(facts, loop: cst.CSTNode, name: str) -> bool:
    """Does each iteration of `loop` time repeated calls of the jitted function `name`: a loop nested in its body
    calls it (or a function of the body that carries it: `def call(fn=name)`, a lambda), and the body reads a clock
    (`t0 = time.perf_counter()`); or the body hands it to a function of the file that does so with what it is
    handed (`bench(call)`: `for _ in range(repeat): start = perf_counter(); fn()`)? A benchmark over items (sizes,
    methods, backends) then measures each item's program, compiled once and called for all its repetitions."""
    if not isinstance(loop, cst.For):
        return False
    carriers = _carriers(loop.body, name)
    reads_a_clock = any(isinstance(node, cst.Call) and _is_a_clock(facts.qualified_name(node.func) or
                                                                   dotted_name(node.func))
                        for node in subtree(loop.body))
    timers: dict[str, bool] = {}
    for node, in_a_loop in _calls_with_depth(loop.body):
        if in_a_loop and reads_a_clock and type(node.func) is cst.Name and node.func.value in carriers:
            return True
        if type(node.func) is cst.Name and any(names_read(arg.value) & carriers for arg in node.args):
            helper = node.func.value
            if helper not in timers:
                timers[helper] = any(_times_its_parameter(definition)
                                     for definition in functions_named(facts.text_tree(), (None, helper)))
            if timers[helper]:
                return True
    return False


def times_each_candidate(facts, loop: cst.CSTNode, call: cst.Call) -> bool:
    """Does each iteration of the `for` loop call the jitted function `call` calls twice or more (a warm-up, then
    the measured run) and read a clock: an autotuner timing one program per candidate setting (`for chunk in
    candidates:` ... `t0 = time.perf_counter()` ... `best_chunk = chunk`)? The compile per candidate is what the
    warm-up pays so that the clock reads the run alone."""
    name = dotted_name(call.func)
    if not isinstance(loop, cst.For) or name is None:
        return False
    calls = reads_a_clock = 0
    for node in subtree(loop.body):
        if isinstance(node, cst.Call):
            called = dotted_name(node.func)
            calls += called == name
            reads_a_clock += _is_a_clock(facts.qualified_name(node.func) or called)
    return calls >= 2 and reads_a_clock > 0


def _carriers(body: cst.CSTNode, name: str) -> set[str]:
    """`name` and the functions `body` defines that read it, in their body or their defaults (`def call(fn=name)`,
    `run = lambda: name(x)`), to a fixed point."""
    carriers = {name}
    functions = [(node.name.value, node) for node in subtree(body) if isinstance(node, cst.FunctionDef)]
    functions += [(small.targets[0].target.value, small.value) for statement in simple_statements(body)
                  for small in getattr(statement, "body", ()) if isinstance(small, cst.Assign) and
                  isinstance(small.value, cst.Lambda) and len(small.targets) == 1 and
                  isinstance(small.targets[0].target, cst.Name)]
    changed = True
    while changed:
        changed = False
        for function_name, function in functions:
            if function_name not in carriers and names_read(function) & carriers:
                carriers.add(function_name)
                changed = True
    return carriers


def _calls_with_depth(body: cst.CSTNode) -> list[tuple[cst.Call, bool]]:
    """The calls of `body` outside the functions it defines, each with whether a loop nested in `body` holds it."""
    found: list[tuple[cst.Call, bool]] = []
    pending: list[tuple[cst.CSTNode, bool]] = [(body, False)]
    while pending:
        node, in_a_loop = pending.pop()
        if isinstance(node, (cst.FunctionDef, cst.Lambda, cst.ClassDef)):
            continue
        if isinstance(node, cst.Call):
            found.append((node, in_a_loop))
        inner = in_a_loop or isinstance(node, (cst.For, cst.While))
        pending.extend((child, inner) for child in children(node))
    return found


def _times_its_parameter(function: ast.AST) -> bool:
    """Does the `ast` def `function` call one of its parameters in a loop and read a clock (a timing helper)?"""
    if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return False
    arguments = function.args
    parameters = {argument.arg for argument in arguments.posonlyargs + arguments.args + arguments.kwonlyargs}
    reads_a_clock = calls_a_parameter = False
    for node in ast_walk(function):
        if isinstance(node, ast.Call) and _is_a_clock(_ast_dotted(node.func)):
            reads_a_clock = True
        elif isinstance(node, (ast.For, ast.While)):
            calls_a_parameter = calls_a_parameter or any(
                isinstance(inner, ast.Call) and isinstance(inner.func, ast.Name) and inner.func.id in parameters
                for statement in node.body for inner in ast_walk(statement))
    return reads_a_clock and calls_a_parameter


def _ast_dotted(expression: ast.AST) -> Optional[str]:
    parts = []
    while isinstance(expression, ast.Attribute):
        parts.append(expression.attr)
        expression = expression.value
    if not isinstance(expression, ast.Name):
        return None
    return ".".join([expression.id, *reversed(parts)])


def waited_warm_ups(facts, function: cst.FunctionDef, owner: Optional[str]) -> frozenset[str]:
    """The functions `function` (a method of the class `owner`, or None) calls outside its loops only to wait on
    what they return, nothing else reading it (`new_queue = jitted_enqueue()` then
    `jax.block_until_ready(new_queue)`): a warm-up, as much as a call whose result is thrown away. Read from the
    file's `ast`, whose function keeps the wait (the analysis tree may leave it out)."""
    found: set[str] = set()
    for definition in functions_named(facts.text_tree(), (owner, function.name.value)):
        for block in _ast_blocks(definition.body):   # type: ignore[attr-defined]
            for statement, following in zip(block, block[1:]):
                if not (isinstance(statement, ast.Assign) and isinstance(statement.value, ast.Call) and
                        isinstance(statement.value.func, ast.Name) and isinstance(following, ast.Expr)):
                    continue
                bound = {node.id for target in statement.targets for node in ast_walk(target)
                         if isinstance(node, ast.Name)} - {"_"}
                waited = _ast_waited_on(following.value)
                if isinstance(waited, ast.Name) and waited.id in bound and _read_only_by_waits(definition, bound):
                    found.add(statement.value.func.id)
    return frozenset(found)


def _ast_blocks(body: list) -> list[list]:
    """`body` and the statement lists of its `if`/`with`/`try` statements, not those of loops or nested defs."""
    blocks = [body]
    for statement in body:
        if isinstance(statement, (ast.If, ast.With, ast.Try)):
            for field in ("body", "orelse", "finalbody"):
                blocks.extend(_ast_blocks(getattr(statement, field, [])))
    return blocks


def _ast_waited_on(expression: ast.AST) -> Optional[ast.AST]:
    """What `expression` waits for: `x.block_until_ready()`, `jax.block_until_ready(x)`."""
    if not isinstance(expression, ast.Call):
        return None
    if isinstance(expression.func, ast.Attribute) and expression.func.attr == "block_until_ready":
        if not expression.args:
            return expression.func.value
        return expression.args[0] if len(expression.args) == 1 else None
    if isinstance(expression.func, ast.Name) and expression.func.id == "block_until_ready" and \
            len(expression.args) == 1:
        return expression.args[0]
    return None


def _read_only_by_waits(definition: ast.AST, names: set[str]) -> bool:
    """Is every read of `names` in `definition` the argument of a wait?"""
    waited = {id(_ast_waited_on(node)) for node in ast_walk(definition) if isinstance(node, ast.Call)}
    return all(id(node) in waited for node in ast_walk(definition)
               if isinstance(node, ast.Name) and node.id in names and isinstance(node.ctx, ast.Load))


# The wrappers whose function JAX runs once per iteration of a compiled loop, and those whose function runs only
# when a traced condition picks it.
_LOOP_BODY_WRAPPERS = frozenset({"lax.scan body", "lax.fori_loop body", "lax.while_loop", "lax.map body"})
_BRANCH_WRAPPERS = frozenset({"lax.cond branch", "lax.switch branch"})


def expected_on_every_call(facts, trace) -> Optional[str]:
    """Why a message of static text, issued unconditionally by the traced root `trace`, is one its author expects
    on every run of that function rather than once per compilation, as a clause; None when nothing says so.
    A lax loop body runs once per iteration; a lax.cond/switch branch runs when a traced condition picks it (the
    message reports that condition); a jitted function the code runs again and again (a loop calling it, a name
    of one step of a run: `repetition_evidence`) is a hot step. Anything else (a jitted converter, a per-file
    loader, a model's forward pass) narrates its static structure, which is the same at every call: once per
    compilation loses nothing."""
    if not trace.root:
        return None
    if trace.reason in _LOOP_BODY_WRAPPERS:
        return f"`{trace.info.name}` is the body of a `{trace.reason.split()[0]}` and runs on every iteration"
    if trace.reason in _BRANCH_WRAPPERS:
        return f"`{trace.info.name}` is a `{trace.reason.split()[0]}` branch: a traced condition decides when it runs"
    node = trace.info.node
    return repetition_evidence(facts, node, direct_only=True) if isinstance(node, cst.FunctionDef) else None


# Methods that record something in a container: called on one that outlives the call, they keep host state.
_RECORDING_METHODS = frozenset({"add", "update", "append", "extend", "setdefault"})


def keeps_host_state(function: FunctionNode, local_names: set[str]) -> bool:
    """Does the function record what it found in host state that outlives the call (`_SEEN.update(changed)` on a
    module-level set, `self._reported.add(key)`)? Then it is a host-side check whose outcome changes from call to
    call (what changed since the last time), and under a trace it runs once per compilation: a later change is
    never checked. A nested function's records are its own."""
    def records(node: cst.CSTNode) -> bool:
        if type(node) is not cst.Call or type(node.func) is not cst.Attribute or \
                node.func.attr.value not in _RECORDING_METHODS:
            return False
        owner = node.func.value
        return (type(owner) is cst.Name and owner.value not in local_names) or (
            type(owner) is cst.Attribute and type(owner.value) is cst.Name and owner.value.value == "self")
    body = function.body
    return holds([body], records, lambda node: not isinstance(node, (cst.FunctionDef, cst.Lambda, cst.ClassDef)))
