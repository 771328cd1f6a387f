"""The tables of JAX and Python names that both the analysis (libcst: module_index.py, free_names.py) and the region
planner (Python's `ast`: regions.py) read, so that the planner keeps exactly the statements the analysis looks at.

Node classes are named by their class name, which `ast` and libcst share (`List`, `DictComp`...). Nothing here
imports libcst. The analysis may narrow what a table says (its questions are more precise than a planner trigger),
never widen it: a statement the analysis reads must be one the planner keeps.
"""

from __future__ import annotations

from typing import Optional

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

# Calls whose result is a jax.Array even outside jit (`host_jax_arrays`, JXL301 outside traced code), except the
# PRNG key helpers (a key array is not indexed and assigned like data). The analysis also leaves out the functions
# that return Python or numpy values (values.is_static_array_function).
JAX_ARRAY_MODULES = ("jax.numpy.", "jax.random.")
NOT_JAX_ARRAYS = frozenset({"PRNGKey", "key", "split", "fold_in", "key_data"})

# Calls into these are modelled by the evaluator as library calls, never followed on disk: an import from any other
# module may be a project file's function.
MODELLED_LIBRARIES = ("jax", "jaxlib", "numpy")


def may_make_jax_array(qualified: Optional[str]) -> bool:
    """Can a call of the function with this qualified name return a new jax.Array?"""
    return qualified is not None and qualified.startswith(JAX_ARRAY_MODULES) and \
        qualified.rpartition(".")[2] not in NOT_JAX_ARRAYS


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


def names_a_step(name: str) -> bool:
    """Does the name say the function runs once per step of a run (`step`, `update_weights`, `train_epoch`)?"""
    words = set(name.strip("_").lower().split("_"))
    return bool(words & _STEP_WORDS) and not words & _PLACEHOLDER_WORDS


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
# The same for jax.lax, whose shape arguments are tuples of sizes.
LAX_SHAPE_ARGUMENTS = {
    "full": (0, "shape"), "iota": (1, "size"), "broadcast": (1, "sizes"), "broadcast_in_dim": (1, "shape"),
    "reshape": (1, "new_sizes"), "dynamic_slice": (2, "slice_sizes"), "full_like": (3, "shape"),
    "dynamic_slice_in_dim": (2, "slice_size"),
}
# Other functions with a size argument, by qualified name: (position, keyword). Only an entry point's inference
# of Python-valued parameters reads it (JXL106 does not report a traced one-hot width: a corpus finding under a
# dtype guard, reached only with concrete labels, was false).
NAMED_SIZE_ARGUMENTS = {"jax.nn.one_hot": (1, "num_classes")}
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
ARRAY_METHOD_AXIS = frozenset({"sum", "mean", "prod", "max", "min", "std", "var", "any", "all", "argmax", "argmin",
                               "cumsum", "cumprod", "squeeze", "ptp"})
# jax.random sampler -> position of its `shape` argument.
RANDOM_SHAPE_POSITIONS = {
    "normal": 1, "uniform": 1, "gumbel": 1, "laplace": 1, "logistic": 1, "cauchy": 1, "exponential": 1,
    "rademacher": 1, "bits": 1, "randint": 1, "bernoulli": 2, "choice": 2, "gamma": 2, "poisson": 2,
    "dirichlet": 2, "categorical": 3, "truncated_normal": 3, "beta": 3, "split": 1,
}
