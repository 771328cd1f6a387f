"""The tables of JAX and Python names that both the analysis (libcst: module_index.py, free_names.py) and the region
planner (Python's `ast`: regions.py) read, so that the planner keeps exactly the statements the analysis looks at.

Node classes are named by their class name, which `ast` and libcst share (`List`, `DictComp`...). Nothing here
imports libcst. The analysis may narrow what a table says (its questions are more precise than a planner trigger),
never widen it: a statement the analysis reads must be one the planner keeps.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

# Attributes of an array that are Python values even on a tracer: what it says of itself without its values
# (values.STATIC_ATTRIBUTES' core).
ARRAY_METADATA = frozenset({"shape", "ndim", "dtype", "size"})

# Calls and literals that make a new mutable container (`is_outer_container`, JXL202).
CONTAINER_BUILTINS = frozenset({"list", "dict", "set"})
CONTAINER_CONSTRUCTORS = frozenset({"collections.defaultdict", "collections.deque", "collections.OrderedDict",
                                    "collections.Counter"})
CONTAINER_LITERALS = ("List", "Dict", "Set", "ListComp", "DictComp", "SetComp")

# Literals a module-level lookup table is bound to (`is_module_sequence`: indexing it needs a Python int).
SEQUENCE_LITERALS = ("List", "Tuple")
# Calls that build an iterable whose length the code spells out when their arguments do (run_frequency.py's
# sweep_length: `itertools.product((4, 8), (1024, 2048))`); the planner keeps a kept function's bindings of them,
# and of tuple displays.
SWEEP_BUILDERS = frozenset({"itertools.product", "zip", "enumerate", "reversed", "sorted", "range"})
# Methods building an array from one sequence (`jnp.array([1.0, 0.5, 0.1])`, `np.asarray(sizes)`): a loop over it
# goes through that sequence's items, a sweep when they are written in the code.
ARRAY_BUILDERS = frozenset({"array", "asarray"})

# Calls whose result is a jax.Array even outside jit (`host_jax_arrays`, JXL301 outside traced code), except the
# PRNG key helpers (a key array is not indexed and assigned like data). The analysis also leaves out the functions
# that return Python or numpy values (is_static_array_function).
JAX_ARRAY_MODULES = ("jax.numpy.", "jax.random.")
NOT_JAX_ARRAYS = frozenset({"PRNGKey", "key", "split", "fold_in", "key_data"})

# Calls into these are modelled by the evaluator as library calls, never followed on disk: an import from any other
# module may be a project file's function.
MODELLED_LIBRARIES = ("jax", "jaxlib", "numpy")

# Libraries whose own `jit` compiles for another framework (a CUDA or GPU kernel DSL, numba, PyTorch): a decorator of
# theirs named for a jit (`@cute.jit`, `@numba.njit`, `@triton.jit`) never runs its function under a JAX trace, and
# what its body writes or branches on is that framework's business.
FOREIGN_COMPILERS = frozenset({"cutlass", "numba", "triton", "torch", "taichi", "cupy", "cupyx", "tensorflow", "mlx",
                               "warp", "pythran", "tilelang", "tvm"})


def may_make_jax_array(qualified: Optional[str]) -> bool:
    """Can a call of the function with this qualified name return a new jax.Array?"""
    return qualified is not None and qualified.startswith(JAX_ARRAY_MODULES) and \
        qualified.rpartition(".")[2] not in NOT_JAX_ARRAYS


# The methods of `x.at[i]`: the updates (`x.at[i].set(v)`) and the read `x.at[i].get(mode=...)`. Only a jax.Array
# has `.at[...]` with them, and each gives a new jax.Array, so `y = x.at[0].set(v)` binds a jax array outside jit as
# `jnp.zeros(n)` does (`host_jax_arrays`); only an update's result is the changed array, which a discarded read is not.
AT_UPDATE_METHODS = frozenset({"set", "add", "multiply", "mul", "divide", "div", "power", "min", "max", "apply"})
AT_METHODS = AT_UPDATE_METHODS | {"get"}

# `@primal.defjvp` and `primal.defvjp(fwd, bwd)` register the rules of a custom_jvp/custom_vjp function: the rules
# are traced with the primal.
DEFJVP, DEFVJP = "defjvp", "defvjp"
DERIVATIVE_RULE_METHODS = (DEFJVP, DEFVJP)

# Static pytree declarations: a field keyword with the value that makes it static (`flax.struct.field(
# pytree_node=False)`, `equinox.field(static=True)`), the factories that always do, and class registration.
STATIC_FIELD_KEYWORDS = {"pytree_node": "False", "static": "True"}
STATIC_FIELD_FACTORIES = frozenset({"equinox.static_field"})
REGISTER_STATIC = frozenset({"jax.tree_util.register_static"})
# Annotations that make a field static (jax_dataclasses' `Static[int]`, spelled with any module prefix): read by
# analysis/static_members.py from the files' whole text, so the planner needs no trigger for them.
STATIC_ANNOTATIONS = frozenset({"Static"})

# Static pytree fields of the dataclasses of libraries users import but rarely lint with their code (a vendored
# copy of part of one, or the library installed): by the library's top module, the fields its own classes declare
# with `static_field()`. A module importing the library reads them as Python values (`nbrs.format ==
# partition.Dense` on a jax_md NeighborList is an enum comparison under jit).
LIBRARY_STATIC_FIELDS = {
    # partition.NeighborList/CellList/*Fns, simulate.NoseHooverChain, tpu.TPUGrid (jax_md 0.2)
    "jax_md": frozenset({"format", "max_occupancy", "cell_list_capacity", "cell_size", "cell_capacity", "update_fn",
                         "cell_list_fn", "allocate", "degrees_of_freedom", "box_size_in_cells", "max_grid_distance",
                         "num_dims", "topology", "factors"}),
    # jaxdf's Domain (grid size and spacing) and its discretizations' settings, `eqx.field(static=True)` (0.3).
    "jaxdf": frozenset({"N", "dx", "get_fun", "accuracy"}),
    # mjx's PyTreeNode keeps every field not typed jax.Array as metadata: Data's constraint counts and Model's sizes
    # (mujoco.mjx 3.x, `_src/types.py`; brax's System is an mjx Model).
    "mujoco.mjx": frozenset({"ne", "nf", "nl", "nefc", "ncon", "nq", "nv", "nu", "na", "nbody", "njnt", "ngeom",
                             "nsite", "ncam", "nlight", "nmesh", "neq", "ntendon", "nwrap", "nsensor", "nsensordata",
                             "nmocap", "nkey", "npair", "nexclude", "nuserdata", "nM", "nB", "nC", "nD"}),
}


# Library base classes whose flatten splits the object's attributes by value: JAX data (arrays) are the children,
# Python scalars, strings and None the aux data (distrax's `Jittable.tree_flatten` over `self.__dict__`, with
# `_is_jax_data`), so under jit an attribute holding a Python int is static. By the full name an import gives.
VALUE_SPLIT_PYTREE_BASES = frozenset({"distrax.Jittable", "distrax._src.utils.jittable.Jittable"})


def library_static_fields(imports) -> frozenset:
    """The static fields of the libraries of LIBRARY_STATIC_FIELDS that `imports` (an ImportMap) imports."""
    fields: frozenset = frozenset()
    for library, names in LIBRARY_STATIC_FIELDS.items():
        if imports.imports_any(library):
            fields |= names
    return fields


def declares_static_keyword(keyword: Optional[str], literal: Optional[str]) -> bool:
    """`static=True`, `pytree_node=False`: `literal` is how the argument's value is spelled (`True`, `False`)."""
    return literal is not None and keyword is not None and STATIC_FIELD_KEYWORDS.get(keyword) == literal


# Context managers a test wraps a call in to assert that it fails: what runs inside has no result to keep.
EXPECTED_FAILURE_CONTEXTS = frozenset({"pytest.raises", "numpy.testing.assert_raises",
                                       "numpy.testing.assert_raises_regex"})
EXPECTED_FAILURE_METHODS = frozenset({"assertRaises", "assertRaisesRegex", "assertRaisesRegexp"})

# Pytree record classes (their fields are leaves, traced one by one), by decorator or base class; read for this
# module's classes (objects.py) and for those imported from other project files (project.py's outlines).
RECORD_DECORATORS = frozenset({"jax.tree_util.register_dataclass", "flax.struct.dataclass", "chex.dataclass"})
RECORD_BASES = frozenset({"typing.NamedTuple", "NamedTuple", "flax.struct.PyTreeNode"})
# Ends the dotted name of a project factory function in a seed's (slot, level, dotted) constructor argument: the
# argument is the callable the factory returned (`MomentumSGD(warmup_step_decay(0.05, 5, 10))`), and calling it runs
# what the factory returns (record_arguments.py `_factory_products`, module_classes.py `_call_given_instance`).
PRODUCT_MARK = "()"
# Ends the dotted class name of such an argument when it is a list or tuple display of instances of that class among
# others (`Classifier(Sequential([Dense(8, 4), Dropout(0.5)]))`: the `Sequential` was given elements of `Dropout`), so
# the class that keeps the container finds the classes of its elements (record_arguments.py `_construction_seed`).
ELEMENTS_MARK = "[]"
# Ends `Class.method` in such an argument when it is that method bound to an instance of the class (`Trainer(
# on_step=writer.log)` with `writer = LineWriter(path)`): calling the attribute that holds it runs the method
# (record_arguments.py `_bound_method_argument`, module_classes.py `_call_given_instance`).
BOUND_METHOD_MARK = "@"
# Methods by which a dataclass makes its attributes something other than the arguments its constructor was given.
OWN_CONSTRUCTOR_METHODS = frozenset({"__init__", "__post_init__", "__new__", "__setattr__", "__getattr__",
                                     "__getattribute__"})


def planner_trigger(keeps: str):
    """Mark a `ModuleFacts` question that reads statements of the module itself (not only the index's tables) with
    the region planner's method that keeps those statements (see `ModuleIndex.PLANNER_TRIGGERS`)."""
    def mark(question):
        question.planner_trigger = keeps
        return question
    return mark


# A training entry point that runs its own loop (`def train(env, num_timesteps): ... for it in range(...)`,
# `train_fn`, `run_training`) is called once per experiment (run_frequency.py); the planner keeps its loop. A
# `train(state, batch)` step without a loop is not taken as one, nor a name that says it is one part of the run
# (`train_step`, `train_epoch`).
_TRAINING_WORDS = frozenset({"train", "training"})
_PART_OF_A_RUN = frozenset({"step", "steps", "update", "batch", "minibatch", "epoch", "iteration", "iter", "one",
                            "single", "inner"})


def is_training_driver_name(name: str) -> bool:
    words = set(name.strip("_").lower().split("_"))
    return name == "train_and_evaluate" or bool(words & _TRAINING_WORDS) and not names_a_part_of_a_run(name)


# A function named for initialising (`initialize`, `sharded_init`, `init_params`) builds a model's or a run's state:
# called once per model, not per step (`initial_state`, an episode's start, is not one of these words). Not a
# constructor (`__init__`): objects are built as often as their callers need them.
_INITIALISING_WORDS = frozenset({"init", "initialize", "initialise"})


def names_an_initialiser(name: str) -> bool:
    return not name.startswith("__") and bool(set(name.strip("_").lower().split("_")) & _INITIALISING_WORDS) and \
        not names_a_part_of_a_run(name)


# The words of a name that say, by themselves, that a function runs once per step of a loop somewhere (evidence
# of repetition for recompilation findings): not "one", "single" or "inner", which as often name one whole run
# (`single_run`, `_denoise_single_device`) as a part of one.
_STEP_WORDS = frozenset({"step", "steps", "update", "batch", "minibatch", "epoch", "iteration", "iter"})


# Words that say a function builds placeholder data, for a model's initialisation or shape inference, once per
# set-up: a step word beside them names what is built (`mock_batch_from_spec`, `dummy_step_inputs`), not a step.
_PLACEHOLDER_WORDS = frozenset({"mock", "dummy", "fake", "placeholder"})


# Verbs that open the name of a factory: what follows names what it makes (`make_train_step`, `build_update_fn`),
# built once per set-up or configuration, not run once per step.
_MAKING_VERBS = frozenset({"make", "build", "create", "construct"})


# Words that make the step word after them a count (`find_num_iter`, `max_steps`, `n_epochs`): a function so named
# works out or reads how many steps a run takes, once before it, not one step of it.
_COUNT_WORDS = frozenset({"num", "n", "max", "min", "total", "count"})


def names_a_step(name: str) -> bool:
    """Does the name say the function runs once per step of a run (`step`, `update_weights`, `train_epoch`)? Not a
    factory's (`make_train_step`): it makes the step; nor one naming a count of steps (`auto_find_num_iter`)."""
    ordered = name.strip("_").lower().split("_")
    words = {word for index, word in enumerate(ordered) if index == 0 or ordered[index - 1] not in _COUNT_WORDS}
    return bool(words & _STEP_WORDS) and not words & _PLACEHOLDER_WORDS and ordered[0] not in _MAKING_VERBS


# The words of a name that say it holds names (`space_name`, `head_names`): Python strings, which jit takes only as
# static arguments, each one naming a configuration (a sub-model, a data set), not a step.
_NAME_WORDS = frozenset({"name", "names"})


def names_names(name: str) -> bool:
    """Does the identifier say it holds a name or names (`input_space_name`, `model.sensor_names`)?"""
    return bool(set(name.strip("_").lower().split("_")) & _NAME_WORDS)


def names_a_part_of_a_run(name: str) -> bool:
    """Does the name say the function is one unit of a longer run (`step`, `update_params`, `train_epoch`), called
    again and again?"""
    return bool(set(name.strip("_").lower().split("_")) & _PART_OF_A_RUN)


# The arguments of jax.numpy, jax.lax and jax.random that are shapes or sizes, which XLA fixes at compile time
# (JXL106 reports traced ones; an entry point's parameter used as one is a Python int its users pass).
SHAPE_ARGUMENTS = {
    # function -> (position, keyword) of the argument that must be static
    "zeros": (0, "shape"), "ones": (0, "shape"), "empty": (0, "shape"), "full": (0, "shape"),
    "eye": (0, "N"), "identity": (0, "n"), "tri": (0, "N"), "tril_indices": (0, "n"), "triu_indices": (0, "n"),
    "linspace": (2, "num"), "logspace": (2, "num"), "geomspace": (2, "num"),
    "reshape": (1, "shape"), "broadcast_to": (1, "shape"), "tile": (1, "reps"),
}
# The same for jax.lax, whose shape arguments are tuples of sizes; and the count of its top-k selections, which is
# the length of their results (`lax.top_k(x, k)` with a traced `k` raises a TypeError or ConcretizationTypeError).
LAX_SHAPE_ARGUMENTS = {
    "full": (0, "shape"), "iota": (1, "size"), "broadcast": (1, "sizes"), "broadcast_in_dim": (1, "shape"),
    "reshape": (1, "new_sizes"), "dynamic_slice": (2, "slice_sizes"), "full_like": (3, "shape"),
    "dynamic_slice_in_dim": (2, "slice_size"), "top_k": (1, "k"), "approx_max_k": (1, "k"),
    "approx_min_k": (1, "k"),
    # The number of iterations of a scan without `xs` (measured with JAX 0.10.2: a traced `length=` raises
    # ConcretizationTypeError, "The `length` argument to `scan` expects a concrete `int` value").
    "scan": (3, "length"),
}
# Other functions with a size argument, by qualified name: (position, keyword). Only an entry point's inference
# of Python-valued parameters reads it (JXL106 does not report a traced one-hot width: a corpus finding under a
# dtype guard, reached only with concrete labels, was false).
# The segment reductions' output length: JAX needs `num_segments` concrete (ConcretizationTypeError), and JXL106
# reports a traced one (`num_segments=jnp.max(segment_ids) + 1` in a graph readout).
SEGMENT_COUNT_ARGUMENTS = dict.fromkeys(
    ("jax.ops.segment_sum", "jax.ops.segment_max", "jax.ops.segment_min", "jax.ops.segment_prod"),
    (2, "num_segments"))
NAMED_SIZE_ARGUMENTS = {"jax.nn.one_hot": (1, "num_classes"), **SEGMENT_COUNT_ARGUMENTS}
# jax.numpy functions whose `axis` may be passed by position -> that position (`jnp.sum(x, axis)`); an array
# method of the same name takes it first (`x.sum(axis)`). The axis decides the result's shape, so it must be static.
AXIS_POSITIONS = {
    **dict.fromkeys(("sum", "mean", "prod", "max", "min", "amax", "amin", "std", "var", "median", "any", "all",
                     "argmax", "argmin", "cumsum", "cumprod", "nansum", "nanmean", "nanmax", "nanmin", "nanstd",
                     "nanvar", "ptp", "count_nonzero", "expand_dims", "squeeze", "flip", "sort", "argsort",
                     "concatenate", "stack", "average"), 1),
    **dict.fromkeys(("roll", "take", "diff", "repeat", "split", "array_split", "delete"), 2),
    "insert": 3,
}
# Functions of an array namespace (jax.numpy, numpy) that a JAX array has no method for: `xp.stack(...)` says `xp`
# is the namespace a backend-generic function was handed, not an array.
NAMESPACE_ONLY_FUNCTIONS = frozenset({
    "stack", "concatenate", "vstack", "hstack", "log", "log1p", "exp", "expm1", "sqrt", "sin", "cos", "tan", "tanh",
    "arctan2", "where", "zeros", "ones", "zeros_like", "ones_like", "full", "eye", "array", "asarray", "arange",
    "linspace", "einsum", "maximum", "minimum", "abs", "square", "outer", "isfinite", "isnan", "logaddexp",
})
ARRAY_METHOD_AXIS = frozenset({"sum", "mean", "prod", "max", "min", "std", "var", "any", "all", "argmax", "argmin",
                               "cumsum", "cumprod", "squeeze", "ptp"})
# jax.random sampler -> position of its `shape` argument.
RANDOM_SHAPE_POSITIONS = {
    "normal": 1, "uniform": 1, "gumbel": 1, "laplace": 1, "logistic": 1, "cauchy": 1, "exponential": 1,
    "rademacher": 1, "bits": 1, "randint": 1, "bernoulli": 2, "choice": 2, "gamma": 2, "poisson": 2,
    "dirichlet": 2, "categorical": 3, "truncated_normal": 3, "beta": 3, "split": 1,
}


# What a library call gives, for the evaluator (values.py) and the outlines of other project files (project.py).
# jax.numpy / numpy helpers that only look at shapes and dtypes.
STATIC_ARRAY_FUNCTIONS = frozenset({
    "shape", "ndim", "size", "result_type", "dtype", "issubdtype", "iinfo", "finfo", "promote_types", "can_cast",
    "isdtype", "isscalar", "iscomplexobj", "isrealobj", "broadcast_shapes", "common_type",
})
MASK_FUNCTIONS = frozenset({
    "isnan", "isinf", "isfinite", "isneginf", "isposinf", "logical_and", "logical_or", "logical_not", "logical_xor",
    "greater", "greater_equal", "less", "less_equal", "equal", "not_equal", "isclose", "signbit", "isin",
    "isreal", "iscomplex",
})
# The boolean dtype, as a `dtype=` argument spells it (`bool`, `jnp.bool_`, `"bool"`): an array made with it inside
# traced code (`~jnp.eye(n, dtype=bool)`, `jnp.zeros(n, dtype=jnp.bool_).at[i].set(True)`) is a boolean mask, a
# tracer by omnistaging though its values follow from static sizes.
BOOLEAN_DTYPES = frozenset({"bool", "jax.numpy.bool_", "jax.numpy.bool", "numpy.bool_", "numpy.bool"})
STATIC_JAX_FUNCTIONS = frozenset({
    "jax.devices", "jax.local_devices", "jax.device_count", "jax.local_device_count", "jax.process_index",
    "jax.process_count", "jax.default_backend", "jax.tree_util.tree_structure", "jax.tree.structure",
    "jax.named_scope", "jax.ShapeDtypeStruct", "jax.eval_shape", "jax.typeof", "jax.lax.axis_size",
    "jax.lax.broadcast_shapes", "jax.tree_util.keystr",
    # The numpy dtype of an array, a Python object even for a tracer (like `x.dtype`).
    "jax.lax.dtype",
    # jax.dtypes' helpers give numpy dtypes and their properties, never arrays, whatever they are handed.
    "jax.dtypes.result_type", "jax.dtypes.canonicalize_dtype", "jax.dtypes.issubdtype", "jax.dtypes.finfo",
    "jax.dtypes.iinfo", "jax.dtypes.promote_types", "jax.dtypes.is_weakly_typed",
    # Abstract values (ShapedArray: a shape and a dtype), never tracers, even of a traced argument.
    "jax.api_util.shaped_abstractify", "jax._src.api_util.shaped_abstractify", "jax.core.get_aval",
    "jax._src.core.get_aval",
})
# Library functions whose result inside traced code is a tracer whatever their arguments (but see staged_call).
ALWAYS_TRACED_PREFIXES = ("jax.numpy.", "jax.lax.", "jax.random.", "jax.nn.", "jax.scipy.", "jax.image.")

# Loops and tree maps: their results have the structure of what the user passes.
PYTREE_RESULTS = frozenset({
    "jax.lax.scan", "jax.lax.fori_loop", "jax.lax.while_loop", "jax.lax.cond", "jax.lax.switch", "jax.lax.map",
    "jax.lax.associative_scan", "jax.tree_util.tree_map", "jax.tree.map", "jax.tree_util.tree_unflatten",
    "jax.tree.unflatten",
})

# jax.numpy functions returning a Python list of arrays (checked under jax 0.10.2; `jnp.unstack` gives a tuple).
LISTS_OF_ARRAYS = frozenset(f"jax.numpy.{name}" for name in (
    "split", "array_split", "hsplit", "vsplit", "dsplit", "meshgrid", "broadcast_arrays"))

# Scalar types of jax.numpy, callable as constructors (`jnp.float32(2)`).
NUMPY_DTYPES = frozenset({
    "float16", "float32", "float64", "bfloat16", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
    "uint64", "bool_", "complex64", "complex128", "float_", "int_",
})


def is_static_array_function(qualified: str) -> bool:
    head, _, name = qualified.rpartition(".")
    return head in ("jax.numpy", "numpy") and name in STATIC_ARRAY_FUNCTIONS


def is_dtype_constructor(qualified: str) -> bool:
    """`jnp.float32(2)`: taken for the Python-side scalar it is mostly used as (a static value)."""
    return qualified.startswith("jax.numpy.") and qualified.rpartition(".")[2] in NUMPY_DTYPES


def staged_call(qualified: str) -> Optional[bool]:
    """A jax.numpy/lax/random... function whose result inside traced code is a tracer even from Python arguments
    (omnistaging): whether that result is a boolean mask; None for any other function, for those that read only
    shapes and dtypes or make a dtype's scalar, and for loops and tree maps (their results have the user's
    structure)."""
    if not qualified.startswith(ALWAYS_TRACED_PREFIXES) or is_static_array_function(qualified) or \
            qualified in STATIC_JAX_FUNCTIONS or is_dtype_constructor(qualified) or qualified in PYTREE_RESULTS \
            or qualified == "jax.lax.psum":   # `lax.psum(1, axis)` is a Python number
        return None
    return qualified.rpartition(".")[2] in MASK_FUNCTIONS


def is_static_jax_function(qualified: str) -> bool:
    """`jax.device_count()`, `jax.process_index()`, `jax.eval_shape(...)`: Python values even inside a trace."""
    return qualified in STATIC_JAX_FUNCTIONS


# The JAX entry points that trace the functions they are given, and how each treats its arguments (the analysis
# resolves their calls in wrappers.py; the planner keeps the statements that name them).
@dataclass(frozen=True)
class Wrapper:
    """A callable that traces the function(s) it is given."""
    label: str
    # Where the traced functions are passed: (position, keyword). A position of -1 means "the only argument".
    function_args: tuple[tuple[int, str], ...] = ((0, "fun"),)
    # Keywords naming static positions / names (jit: static_argnums / static_argnames).
    static_nums_keyword: Optional[str] = None
    static_names_keyword: Optional[str] = None
    # Non-array arguments are static (equinox.filter_jit, flax.nnx.jit).
    filtered: bool = False
    # Compiles and caches per function object: making one in a loop recompiles (JXL5).
    compiles: bool = False
    # Caches by the callable's equality instead (equinox's filter_jit keys its cache on the static part of the
    # function's pytree): an equal callable made anew, such as `self.method`, reuses the compiled code.
    caches_by_value: bool = False
    # vmap-like: positions whose in_axes entry is None stay unbatched Python values.
    in_axes: bool = False
    # lax.switch: the argument is a sequence of functions.
    sequence_of_functions: bool = False
    # How many positional arguments JAX passes to the traced function (lax bodies: fixed by the primitive, or the
    # operands after the first `operands_from` arguments of the call); None when the user's call decides.
    # Parameters beyond them keep their defaults: Python values, never tracers.
    arity: Optional[int] = None
    operands_from: Optional[int] = None
    # At least this many positional arguments reach the function whatever the call spells positionally: odeint
    # passes `func(y, t, *args)` also when the call names `t=` by keyword.
    least_passed: int = 0
    # lax loops: where the call passes the initial carry (position, keyword) and which positional parameter of the
    # traced function receives the carry. The carry keeps the structure of the initial value: a Python list stays a
    # list in the body.
    carry: Optional[tuple[int, str, int]] = None
    # jnp.vectorize: the keyword of a gufunc signature (`"(n),()->(n)"`), whose inputs are all the function gets.
    signature_keyword: Optional[str] = None
    # jnp.vectorize maps only the arguments whose broadcast shape has a non-unit dimension: a scalar a caller passes
    # for a defaulted option (`k=0`) reaches the function as a concrete array, so defaulted parameters stay static.
    defaults_unmapped: bool = False

    @property
    def leaves_traced(self) -> bool:
        """A lax primitive's body (a scan step, a loop body, a cond branch): JAX abstracts every leaf of the pytrees
        it passes, so the parts of a carry or of the scanned `xs` are arrays, never Python numbers."""
        return (self.arity is not None or self.operands_from is not None) and not self.filtered


_JIT = Wrapper("jax.jit", static_nums_keyword="static_argnums", static_names_keyword="static_argnames",
               compiles=True)

WRAPPERS: dict[str, Wrapper] = {
    "jax.jit": _JIT,
    "jax.pmap": Wrapper("jax.pmap", static_nums_keyword="static_broadcasted_argnums", compiles=True),
    "jax.vmap": Wrapper("jax.vmap", in_axes=True),
    "jax.checkpoint": Wrapper("jax.checkpoint", static_nums_keyword="static_argnums"),
    "jax.shard_map": Wrapper("shard_map", function_args=((0, "f"),)),
    "jax.eval_shape": Wrapper("jax.eval_shape"),
    "jax.make_jaxpr": Wrapper("jax.make_jaxpr", static_nums_keyword="static_argnums"),
    "jax.lax.scan": Wrapper("lax.scan body", function_args=((0, "f"),), arity=2, carry=(1, "init", 0)),
    "jax.lax.fori_loop": Wrapper("lax.fori_loop body", function_args=((2, "body_fun"),), arity=2,
                                 carry=(3, "init_val", 1)),
    "jax.lax.while_loop": Wrapper("lax.while_loop", function_args=((0, "cond_fun"), (1, "body_fun")), arity=1,
                                  carry=(2, "init_val", 0)),
    "jax.lax.cond": Wrapper("lax.cond branch", function_args=((1, "true_fun"), (2, "false_fun")), operands_from=3),
    "jax.lax.switch": Wrapper("lax.switch branch", function_args=((1, "branches"),), sequence_of_functions=True,
                              operands_from=2),
    "jax.lax.map": Wrapper("lax.map body", function_args=((0, "f"),), arity=1),
    "jax.lax.associative_scan": Wrapper("lax.associative_scan", function_args=((0, "fn"),), arity=2),
    # odeint compiles the dynamics `func(y, t, *args)`: the state, the time and the extra operands are tracers
    # (jitted or not), while parameters past them keep their defaults.
    "jax.experimental.ode.odeint": Wrapper("odeint dynamics", function_args=((0, "func"),), operands_from=1,
                                           least_passed=2),
    # jnp's batch maps trace their function with vmap, with or without a jit around them.
    "jax.numpy.vectorize": Wrapper("jnp.vectorize", function_args=((0, "pyfunc"),), static_nums_keyword="excluded",
                                   signature_keyword="signature", defaults_unmapped=True),
    "jax.numpy.apply_along_axis": Wrapper("jnp.apply_along_axis", function_args=((0, "func1d"),), arity=1),
    "equinox.filter_jit": Wrapper("equinox.filter_jit", filtered=True, compiles=True, caches_by_value=True),
    "equinox.filter_vmap": Wrapper("equinox.filter_vmap", filtered=True),
    "equinox.filter_pmap": Wrapper("equinox.filter_pmap", filtered=True, compiles=True),
    "flax.nnx.jit": Wrapper("nnx.jit", filtered=True, compiles=True, static_nums_keyword="static_argnums",
                            static_names_keyword="static_argnames"),
    "flax.nnx.vmap": Wrapper("nnx.vmap", filtered=True),
    "flax.nnx.scan": Wrapper("nnx.scan", filtered=True),
    "flax.nnx.remat": Wrapper("nnx.remat", filtered=True),
}

# Compiling wrappers that keep every Python value they are passed static, with no keyword to say otherwise
# (equinox's filter_jit): each new int or float compiles again.
PYTHON_VALUES_STATIC = frozenset(name for name, wrapper in WRAPPERS.items()
                                 if wrapper.filtered and wrapper.compiles and wrapper.static_names_keyword is None)

# Transformations that do not trace abstractly on their own (grad runs on concrete values) but pass the function
# through to an outer tracer unchanged: `jax.jit(jax.grad(f))` traces f.
TRANSPARENT = frozenset({
    "jax.grad", "jax.value_and_grad", "jax.jacfwd", "jax.jacrev", "jax.jacobian", "jax.hessian", "jax.named_call",
    "jax.custom_jvp", "jax.custom_vjp", "jax.experimental.checkify.checkify", "jax.checkify.checkify",
    "equinox.filter_grad", "equinox.filter_value_and_grad", "functools.wraps", "jax.vjp", "jax.jvp",
    "jax.linearize",
})
# Of TRANSPARENT, the wrappers whose result, called, does not run the wrapped function on the call's own arguments: a
# decorator factory, and the linearisations, which take the primals themselves and return a (value, function) pair.
NOT_THE_FUNCTION_CALLED = frozenset({"functools.wraps", "jax.vjp", "jax.jvp", "jax.linearize"})
# Transforms whose result, called, runs the wrapped function on the call's own arguments in the caller's trace:
# `jax.value_and_grad(loss)(params, batch)` runs `loss(params, batch)`, `jax.checkpoint(block)(x)` runs `block(x)`.
SAME_ARGUMENTS = (TRANSPARENT - NOT_THE_FUNCTION_CALLED) | {"jax.checkpoint", "jax.remat"}

PARTIAL = frozenset({"functools.partial"})
# Partials that bind a transform's options when used as a decorator (`@partial(jax.jit, static_argnames=[...])`):
# `jax.tree_util.Partial` subclasses functools.partial, so calling it calls the transform the same way.
TRANSFORM_PARTIALS = PARTIAL | {"jax.tree_util.Partial"}
# Callables that are pytrees whose function is static data and compare equal when their parts do (a
# functools.partial compares by identity): `jax.tree_util.Partial`, and equinox's filtered transforms, modules
# holding the function and their literal options.
VALUE_EQUAL_WRAPPERS = frozenset({"jax.tree_util.Partial", "equinox.filter_vmap", "equinox.filter_grad",
                                  "equinox.filter_value_and_grad", "equinox.filter_jit", "equinox.filter_pmap"})

# Collectives over a named mapped axis: outside a `shard_map`, `pmap` or named `vmap` the name is unbound and they
# raise, so code calling them runs only while such a transform traces it (analysis/lax_loops.py).
NAMED_AXIS_COLLECTIVES = frozenset({
    "jax.lax.psum", "jax.lax.pmean", "jax.lax.pmax", "jax.lax.pmin", "jax.lax.ppermute", "jax.lax.all_to_all",
    "jax.lax.all_gather", "jax.lax.axis_index", "jax.lax.psum_scatter", "jax.lax.pshuffle", "jax.lax.pswapaxes",
})

# The lax loops and the positions of the bodies they run (analysis/lax_loops.py).
LAX_LOOPS = {"jax.lax.fori_loop": (2,), "jax.lax.while_loop": (0, 1), "jax.lax.scan": (0,), "jax.lax.map": (0,)}

# `tree_map(f, tree)`: a pytree of what `f` returns for each leaf (`lambda x: x.size` gives Python ints).
# (`tree_multimap`, removed in jax 0.3.16, was tree_map over several trees: code written for older releases uses it.)
TREE_MAPS = frozenset({"jax.tree_util.tree_map", "jax.tree.map", "jax.tree_map", "jax.tree_util.tree_map_with_path",
                       "jax.tree.map_with_path", "jax.tree_multimap", "jax.tree_util.tree_multimap"})
# `tree_leaves(tree)`: the list of the tree's leaves, Python values when the tree holds only those.
TREE_LEAVES = frozenset({"jax.tree_util.tree_leaves", "jax.tree.leaves", "jax.tree_leaves"})


# SciPy's namespaces that convert their array arguments with NumPy (measured with JAX 0.10.2 / SciPy 1.17: a
# traced argument raises TracerArrayConversionError in every one of them), and where JAX's own version lives.
HOST_SCIPY_MODULES = {
    "scipy.special.": "jax.scipy.special.", "scipy.signal.": "jax.scipy.signal.", "scipy.linalg.": "jax.scipy.linalg.",
    "scipy.stats.": "jax.scipy.stats.", "scipy.integrate.": "jax.scipy.integrate.", "scipy.fft.": "jax.numpy.fft.",
    "scipy.ndimage.": "jax.scipy.ndimage.", "scipy.interpolate.": "jax.scipy.interpolate.",
    "scipy.spatial.": None,
}


# The standard library's logger makers: a logger they give writes its records when the call runs (under a trace,
# once per compilation).
STANDARD_LOGGER_MAKERS = frozenset({"logging.getLogger", "logging.Logger"})
