"""Direct questions to analysis/static_members.py and to the evaluator that reads it: which field names are static
pytree metadata across a package's files, which methods, properties and helpers return Python values, and what
`model.dofs()` is inside traced code of another module. The mirror stays: a NamedTuple's bool field is a leaf."""

from __future__ import annotations

import ast
import pathlib
import textwrap

import libcst as cst

from jaxlint.analysis.module import ModuleFacts
from jaxlint.analysis import packages
from jaxlint.analysis.static_members import StaticNames, file_members, project_static_names, resolve

MODEL = """
    import jax
    import equinox as eqx
    import jax_dataclasses as jdc
    from jax_dataclasses import Static
    from flax import struct


    @jdc.pytree_dataclass
    class Joints:
        names: Static[tuple[str, ...]]
        dofs_per_joint: jdc.Static[tuple[int, ...]]
        axes: jax.Array

        def count(self) -> int:
            return len(self.names)


    @jdc.pytree_dataclass
    class Model:
        link_names: Static[tuple[str, ...]]
        joints: Joints
        masses: jax.Array
        fixed: bool = struct.field(pytree_node=False)

        def count(self) -> int:
            return self.joints.count()

        def dofs(self) -> int:
            return sum(self.joints.dofs_per_joint[1:])

        def links(self):
            n = len(self.link_names)
            if self.fixed:
                return n
            return n + 1

        @property
        def base_dofs(self):
            return 0 if self.fixed else 6

        def total_mass(self):
            return self.masses.sum()

        def scaled(self, factor):
            return factor * self.dofs()

        def first_mass(self):
            return self.masses[0]


    class Grid(eqx.Module):
        n: int = eqx.field(static=True)
        values: jax.Array

        def cells(self):
            return self.n * self.n


    class MujocoHelper:
        def count(self):
            return self.model.njnt


    def state_size(model):
        return 2 * model.dofs() + model.base_dofs


    def traced_size(model):
        return model.masses.shape[0] + model.masses[0]
"""


def _names(*sources: str) -> StaticNames:
    # With the text, as the engine calls it: the walk then reads expressions only where the text says they may count.
    texts = [textwrap.dedent(source) for source in sources]
    return resolve(file_members(ast.parse(text), text) for text in texts)


def test_static_declarations_of_every_form():
    names = _names(MODEL)
    assert {"names", "dofs_per_joint", "link_names", "fixed", "n"} <= names.fields
    assert not {"axes", "masses", "values", "joints"} & names.fields


def test_methods_properties_and_helpers_returning_python_values():
    names = _names(MODEL)
    # `count` delegates to another class's `count` (the plain MujocoHelper's `njnt` does not count: JAX never
    # hands a plain object's method a traced self).
    assert {"count", "dofs", "links", "cells", "state_size"} <= names.callables
    assert "base_dofs" in names.fields
    # A leaf, an array method, an argument, an item of an array: not Python values.
    assert not {"total_mass", "scaled", "first_mass", "traced_size"} & names.callables


def test_one_traced_definition_of_a_name_spoils_it_everywhere():
    other = """
        import jax_dataclasses as jdc

        @jdc.pytree_dataclass
        class Other:
            weights: jax.Array

            def dofs(self):
                return self.weights[0]
    """
    names = _names(MODEL, other)
    assert "dofs" not in names.callables
    assert "state_size" not in names.callables   # it needed `dofs`


def test_python_valued_attributes_of_a_distrax_jittable_are_static():
    source = """
        from distrax._src.utils import jittable
        import jax.numpy as jnp


        class Tokenizer(jittable.Jittable):
            \'\'\'
            Parameters
            ----------
            vocabulary : int
                Number of tokens.
            mode : str
            \'\'\'

            def __init__(self, vocabulary, mode, table, width=8, scale=None):
                self.vocabulary, self.size = vocabulary, vocabulary + 1
                self.mode = mode
                self.width = width
                self.table = jnp.asarray(table)
                self.scale = scale
                self.level = None

            @property
            def level(self):
                return self._level

            @level.setter
            def level(self, value):
                self._level = jnp.zeros(self.width) if value is None else value


        class Padded(Tokenizer):
            def __init__(self, table):
                self.offset = 3
                self.mode = jnp.int32(0)


        class Plain:
            def __init__(self, count=3):
                self.count = count
    """
    fields = file_members(ast.parse(textwrap.dedent(source))).static_fields
    # Documented or defaulted Python scalars and what Python makes of them; a subclass in the file splits too.
    assert {"vocabulary", "size", "width", "offset"} <= fields
    # An array, a parameter of unknown kind, a property's setter, a name another such class sets to an array, and
    # an attribute of a class that is no pytree: none of them.
    assert not {"table", "scale", "level", "mode", "count"} & fields


def test_a_field_annotated_as_an_array_elsewhere_is_not_static():
    other = """
        import equinox as eqx
        import jax

        class Other(eqx.Module):
            n: jax.Array
    """
    assert "n" not in _names(MODEL, other).fields


def _value_of(tmp_path, user: str, code: str):
    package = tmp_path / "robot"
    package.mkdir(exist_ok=True)
    (package / "__init__.py").write_text("")
    (package / "model.py").write_text(textwrap.dedent(MODEL))
    path = package / "step.py"
    path.write_text(textwrap.dedent(user))
    module = cst.parse_module(path.read_text())
    facts = ModuleFacts(module, path=str(path), static_names=project_static_names(str(path), {}))
    found = []

    class Finder(cst.CSTVisitor):
        def on_visit(self, node: cst.CSTNode) -> bool:
            if not found and isinstance(node, cst.BaseExpression) and module.code_for_node(node) == code:
                found.append(node)
            return not found

    module.visit(Finder())
    return facts.value_of(found[0])


STEP = """
    import jax
    import jax.numpy as jnp
    from typing import NamedTuple
    from .model import Model, state_size


    class Contact(NamedTuple):
        force: jax.Array
        fixed: bool


    @jax.jit
    def step(model: Model, contact: Contact, q):
        a = model.dofs() + 6
        b = model.links() > 1
        c = state_size(model)
        d = model.base_dofs
        e = model.total_mass()
        f = contact.fixed
        g = model.masses
        return q
"""


def test_traced_code_of_another_module_reads_python_values(tmp_path):
    assert not _value_of(tmp_path, STEP, "model.dofs() + 6").traced
    assert not _value_of(tmp_path, STEP, "model.links() > 1").traced
    assert not _value_of(tmp_path, STEP, "state_size(model)").traced
    assert not _value_of(tmp_path, STEP, "model.base_dofs").traced


def test_leaves_stay_traced(tmp_path):
    assert _value_of(tmp_path, STEP, "model.total_mass()").traced
    assert _value_of(tmp_path, STEP, "model.masses").traced
    # The mirror: `fixed` is static metadata of Model, but a NamedTuple's bool field is a traced leaf.
    assert _value_of(tmp_path, STEP, "contact.fixed").traced


def test_a_file_outside_packages_sees_its_own_declarations(tmp_path):
    path = tmp_path / "script.py"
    path.write_text(textwrap.dedent(MODEL))
    names = project_static_names(str(path), {})
    assert "dofs" in names.callables and "link_names" in names.fields


def test_folders_without_init_inside_a_package_see_the_package(tmp_path):
    package = tmp_path / "project" / "solver"
    (package / "_src" / "physics").mkdir(parents=True)
    (tmp_path / "project" / "pyproject.toml").write_text("")
    (package / "__init__.py").write_text("")
    (package / "params.py").write_text(textwrap.dedent(MODEL))
    (package / "_src" / "physics" / "step.py").write_text("")
    (tmp_path / "__init__.py").write_text("")  # a package above the project's root is another project's
    (tmp_path / "outer.py").write_text(textwrap.dedent(MODEL))
    (tmp_path / "project" / "scripts").mkdir()
    (tmp_path / "project" / "scripts" / "run.py").write_text("")
    assert "link_names" in project_static_names(str(package / "_src" / "physics" / "step.py"), {}).fields
    assert project_static_names(str(tmp_path / "project" / "scripts" / "run.py"), {}).fields == frozenset()


def test_a_package_too_large_to_read_gives_the_sub_package_holding_the_file(tmp_path, monkeypatch):
    monkeypatch.setattr(packages, "MAX_FILES", 3)
    package = tmp_path / "solver"
    for folder in ("sampler", "operator"):
        (package / folder).mkdir(parents=True)
        (package / folder / "__init__.py").write_text("")
    (package / "__init__.py").write_text("")
    (package / "sampler" / "base.py").write_text(textwrap.dedent(MODEL))
    (package / "sampler" / "step.py").write_text("")
    (package / "operator" / "kernels.py").write_text("")
    assert "link_names" in project_static_names(str(package / "sampler" / "step.py"), {}).fields
    assert "link_names" not in project_static_names(str(package / "operator" / "kernels.py"), {}).fields


def test_device_counts_and_unpacked_divmod_are_python_values():
    names = _names("""
        import dataclasses
        import jax

        @jax.tree_util.register_dataclass
        @dataclasses.dataclass(frozen=True)
        class Sampler:
            per_device: int = dataclasses.field(metadata={"static": True})
            sharded: bool = dataclasses.field(metadata={"static": True})

            @property
            def n_chains(self):
                if self.sharded:
                    return self.per_device * jax.device_count()
                return self.per_device

            @property
            def n_chains_per_rank(self):
                per_rank, remainder = divmod(self.n_chains, jax.process_count())
                if remainder != 0:
                    raise ValueError("uneven")
                return per_rank

            @property
            def total(self):
                return jax.numpy.sum(self.weights)
    """)
    assert {"n_chains", "n_chains_per_rank"} <= names.fields and "total" not in names.fields


def test_metadata_functions_and_comprehensions_over_leaves():
    source = """
        import jax
        import jax.numpy as jnp
        from numpy import shape

        def flat_size(tree):
            return sum(jnp.size(leaf) for leaf in jax.tree.leaves(tree))

        def first_dims(tree):
            return [shape(leaf)[0] for leaf in jax.tree.leaves(tree)]

        def flat_total(tree):
            return sum(jnp.sum(leaf) for leaf in jax.tree.leaves(tree))
    """
    names = _names(source)
    assert {"flat_size", "first_dims"} <= names.callables
    assert "flat_total" not in names.callables


def test_leaves_of_a_tree_mapped_to_metadata_are_python_values():
    source = """
        import jax
        from jax.tree_util import tree_leaves, tree_map

        def tree_size(tree) -> int:
            return sum(tree_leaves(tree_map(lambda x: x.size, tree)))

        def leaf_ranks(tree):
            return jax.tree.leaves(jax.tree.map(lambda leaf: leaf.ndim, tree))

        def tree_total(tree):
            return sum(tree_leaves(tree_map(lambda x: x.sum(), tree)))

        def shifted_leaves(tree, x=1):
            return tree_leaves(tree_map(lambda x: x + 1, tree))

        def raw_leaves(tree):
            return tree_leaves(tree)
    """
    names = _names(source)
    assert {"tree_size", "leaf_ranks"} <= names.callables
    # A leaf's sum, the leaf itself (the lambda's `x`, not the default of the same name), the tree's own leaves.
    assert not {"tree_total", "shifted_leaves", "raw_leaves"} & names.callables


def test_helpers_imported_by_absolute_or_relative_imports():
    helpers = """
        import jax.numpy as jnp

        def pytree_size(tree):
            return sum(jnp.size(leaf) for leaf in tree)
    """
    caller = """
        import jax.numpy as jnp
        from mypackage.util import pytree_size
        from . import util

        class Sampler(eqx.Module):
            position: jax.Array

            def ndim(self):
                return pytree_size(self.position)

            def ndim_twice(self):
                return 2 * util.pytree_size(self.position)

            def mean(self):
                return jnp.mean(self.position)
    """
    names = _names(helpers, caller)
    assert {"pytree_size", "ndim", "ndim_twice"} <= names.callables
    assert "mean" not in names.callables


def test_a_result_depends_on_the_files_that_declared_its_static_names(tmp_path):
    from jaxlint.engine import lint_source_result

    package = tmp_path / "robot"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "model.py").write_text(textwrap.dedent(MODEL))
    (package / "plain.py").write_text("def unrelated(x):\n    return x.masses[0]\n")
    path = package / "step.py"
    path.write_text(textwrap.dedent(STEP))
    result = lint_source_result(path.read_text(), str(path))
    assert str(package / "model.py") in result.dependencies
    assert str(package / "plain.py") not in result.dependencies
    assert not [d for d in result.diagnostics if d.line <= 22]   # dofs(), links(), state_size, base_dofs: silent


QUIET = """
    import jax
    import jax.numpy as jnp


    @jax.jit
    def scale(x):
        return 2.0 * jnp.tanh(x)
"""

BRANCHES_ON_DOFS = """
    import jax
    import jax.numpy as jnp
    from .model import Model


    @jax.jit
    def pad(model: Model, q):
        if model.dofs() > 3:
            return jnp.pad(q, (0, 1))
        return q
"""


def test_the_package_is_read_only_for_a_file_whose_findings_it_may_remove(tmp_path):
    from jaxlint.context import RunContext
    from jaxlint.engine import lint_source_result

    package = tmp_path / "robot"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "model.py").write_text(textwrap.dedent(MODEL))
    context = RunContext()
    quiet = package / "quiet.py"
    quiet.write_text(textwrap.dedent(QUIET))
    result = lint_source_result(quiet.read_text(), str(quiet), context=context)
    assert result.diagnostics == [] and result.dependencies == []
    assert not [key for key in context.static_names if key[0] == "names"]
    # Without the metadata `model.dofs() > 3` would be a traced condition: the second pass reads it and is silent.
    branches = package / "branches.py"
    branches.write_text(textwrap.dedent(BRANCHES_ON_DOFS))
    result = lint_source_result(branches.read_text(), str(branches), context=context)
    assert result.diagnostics == []
    assert str(package / "model.py") in result.dependencies
    assert [key for key in context.static_names if key[0] == "names"] == [("names", str(package))]


def test_a_custom_pytree_leaves_are_its_tree_flatten_children_and_its_other_attributes_static():
    members = file_members(ast.parse(textwrap.dedent("""
        import jax
        import numpy as np

        @jax.tree_util.register_pytree_node_class
        class Basis:
            def __init__(self, L, M):
                self.L = L
                self.M = M
                self.modes = np.arange(L * M)

            def tree_flatten(self):
                return (), (self.L, self.M)

            @classmethod
            def tree_unflatten(cls, aux, children):
                return cls(*aux)

        @jax.tree_util.register_pytree_node_class
        class Grid:
            def __init__(self, nodes, spacing):
                self.nodes = nodes
                self.spacing = spacing

            def tree_flatten(self):
                return (self.nodes,), (self.spacing,)

        @jax.tree_util.register_pytree_node_class
        class Opaque:
            def __init__(self, parts):
                self.parts = parts

            def tree_flatten(self):
                return tuple(self.parts), None
        """)))
    assert members.static_fields == {"L", "M", "modes", "spacing"}
    assert members.array_fields == {"nodes"}


def test_a_base_flattening_the_whole_object_into_aux_data_makes_its_subclasses_attributes_static():
    base = file_members(ast.parse(textwrap.dedent("""
        from jax.tree_util import register_pytree_node_class

        @register_pytree_node_class
        class Module:
            def __init_subclass__(cls):
                register_pytree_node_class(cls)

            def tree_flatten(self):
                leaves = {}
                return leaves, vars(self).copy()

        @register_pytree_node_class
        class Leafy:
            def tree_flatten(self):
                return tuple(vars(self).values()), tuple(vars(self))
        """)))
    layers = file_members(ast.parse(textwrap.dedent("""
        import tw

        class Lambda(tw.Module):
            def __init__(self, training_mode=False):
                self.training_mode = training_mode

        class Dropout(Lambda):
            def __init__(self, rate):
                super().__init__()
                self.rate = rate

        class Own(Lambda):
            def __init__(self, kernel):
                self.kernel = kernel

            def tree_flatten(self):
                return (self.kernel,), None

        class Gate(Leafy):
            def __init__(self, threshold):
                self.threshold = threshold
        """)))
    assert base.object_aux_classes == {"Module"}
    assert resolve([base, layers]).fields == {"training_mode", "rate"}


def test_a_base_registering_its_subclasses_in_init_subclass_keeps_its_aux_data_static_and_its_children_leaves():
    members = file_members(ast.parse(textwrap.dedent("""
        import jax
        from jax.tree_util import register_pytree_node_class

        class Scheme:
            def __init_subclass__(cls) -> None:
                register_pytree_node_class(cls)

            def tree_flatten(self):
                aux_data = {"dim": self.dim, "n_quads": self.n_quads}
                return [self.operator], aux_data

        class Forward(Scheme):
            def __init__(self, step):
                self.step = step

            def tree_flatten(self):
                return (self.step,), ("forward",)

        class Field:
            def __init_subclass__(cls, **kwargs):
                jax.tree_util.register_pytree_node(cls, cls._flatten, cls._unflatten)

            def _flatten(self):
                return (self.data,), (self.offset,)

        class Plain:
            def tree_flatten(self):
                return (self.values,), (self.width,)
        """)))
    assert members.static_fields == {"dim", "n_quads", "offset"}
    assert members.array_fields == {"operator", "step", "data"}


def test_attributes_every_function_sets_to_array_metadata_are_static():
    operator = """
        from typing import Optional, Tuple

        Shape = Tuple[int, ...]

        class Operator:
            def __init__(self, input_shape: Shape, output_shape: Optional[Shape] = None, dtype=None,
                         det_count: Optional[int] = None, scale=1.0):
                self.input_shape = input_shape
                if det_count is None:
                    det_count = int(np.ceil(np.linalg.norm(input_shape)))
                probe = self._eval(jnp.zeros(input_shape))
                self.output_shape = (det_count, *input_shape) if output_shape is None else output_shape
                self.output_dtype = probe.dtype
                self.shape = (self.output_shape, self.input_shape)
                self.scale = scale
                self.weights = jnp.ones(input_shape)
                self.steps = 0

            def advance(self, x):
                self.steps += 1
    """
    names = _names(operator)
    assert {"input_shape", "output_shape", "output_dtype", "shape"} <= names.fields
    # An unannotated parameter, an array, a counter moved by `+=`: any may be traced.
    assert not {"scale", "weights", "steps"} & names.fields


def test_metadata_set_from_a_traced_value_anywhere_or_declared_by_a_class_body_is_not_static():
    operator = """
        class Operator:
            def __init__(self, input_shape: tuple):
                self.input_shape = input_shape
                self.output_shape = input_shape
    """
    other = """
        import flax

        @flax.struct.dataclass
        class Layout:
            output_shape: tuple

        def reshape(op, x):
            op.input_shape = x
    """
    assert not {"input_shape", "output_shape"} & _names(operator, other).fields


def test_a_leading_tracer_guard_makes_a_helper_result_a_python_value():
    model = """
        import jax
        from jax.tree_util import tree_leaves

        from .date import SECONDS_PER_DAY

        HOURS = 24


        def _contains_tracers(tree) -> bool:
            return any(isinstance(leaf, jax.core.Tracer) for leaf in tree_leaves(tree))


        class Model:
            def window_start(self, initial_time):
                if _contains_tracers(initial_time):
                    raise ValueError("traced clock")
                return int(initial_time.delta.days) + int(initial_time.delta.seconds) / SECONDS_PER_DAY

            def hours(self, t):
                if isinstance(t, jax.core.Tracer):
                    return None
                return float(t) * HOURS

            def unguarded(self, initial_time):
                return int(initial_time.delta.days) / SECONDS_PER_DAY

            def late_guard(self, t):
                x = t * 2
                if isinstance(t, jax.core.Tracer):
                    return None
                return x

            def of_self(self):
                return self.n_steps
    """
    date = """
        SECONDS_PER_DAY = 86_400
    """
    names = _names(model, date)
    # `int(...)` of a tracer raises, so a helper that returns it and runs returns a Python number, guard or not.
    assert {"window_start", "hours", "unguarded"} <= names.callables
    # A guard after the value is computed, a plain object's attribute: may be traced.
    assert not {"late_guard", "of_self"} & names.callables
    # A constant the package never binds: an imported name may be an array.
    assert "window_start" not in _names(model).callables


def test_a_singledispatch_function_returns_what_its_registered_implementations_return():
    counts = """
        from functools import singledispatch

        @singledispatch
        def n_wires(state):
            raise NotImplementedError(type(state))

        @n_wires.register
        def _(state: Array):
            return len(state.shape)

        @n_wires.register(tuple)
        def _(state):
            return len(state[0].shape) // 2

        @singledispatch
        def n_occupied(state):
            raise NotImplementedError(type(state))

        @n_occupied.register
        def _(state: Array):
            return state.sum()
    """
    names = _names(counts)
    assert "n_wires" in names.callables
    assert "n_occupied" not in names.callables


def test_a_metadata_dict_declares_a_field_static_by_either_key():
    names = _names("""
        import dataclasses

        @struct.pytree_dataclass
        class View:
            axis_of_name: dict = dataclasses.field(metadata={"pytree_node": False})
            order: tuple = dataclasses.field(metadata={"static": True})
            leaf: jax.Array = dataclasses.field(metadata={"pytree_node": True})
    """)
    assert {"axis_of_name", "order"} <= names.fields
    assert "leaf" not in names.fields


def test_the_walk_screened_by_the_text_finds_what_the_whole_walk_finds():
    # file_members reads expressions only on the lines that may spell `setattr` or a module constant: a constant
    # rebound by `:=`, by a comprehension or under another spelling of its name (Python reads identifiers in NFKC
    # form: "ＷＩＤＴＨ" is WIDTH) is no constant, and a `setattr` in a lambda or a nested def still counts.
    source = textwrap.dedent("""
        import jax

        STEP = 1
        SCALE = 2
        LIMIT = 4
        WIDTH = 8


        def rescale(values):
            if (SCALE := len(values)) > 1:
                return values
            return [0 for LIMIT in range(STEP)]


        def widen():
            ＷＩＤＴＨ = 9
            return ＷＩＤＴＨ


        class Probe:
            def __init__(self, probe, dtype: jax.numpy.dtype):
                self.out_shape = probe.shape
                self.out_dtype = dtype

                def remember(key):
                    self.last_key = key

                self.hooks = [lambda value: setattr(self, "seen", value)]

            def reset(self):
                for name in ("seen", "last_key"):
                    setattr(self, name, None)
                setattr(self, "count", 0)
    """)
    tree = ast.parse(source)
    screened, whole = file_members(tree, source), file_members(tree)
    assert screened.constants == whole.constants == frozenset({"STEP"})
    assert sorted(screened.assignments, key=repr) == sorted(whole.assignments, key=repr)
    assert sorted((name, in_init) for name, _, in_init in screened.assignments) == [
        ("count", False), ("hooks", True), ("last_key", False), ("last_key", True), ("out_dtype", True),
        ("out_shape", True), ("seen", False)]


def test_class_variables_and_final_methods_of_a_group_base_class():
    groups = """
        import abc
        from typing import ClassVar, final

        import jax
        import jax.numpy as jnp


        class LieGroup(abc.ABC):
            tangent_dim: ClassVar[int]
            identity_table: ClassVar[jax.Array]

            @final
            def batch_axes(self):
                return self.parameters().shape[:-1]

            @final
            def n_active(self):
                return jnp.count_nonzero(self.parameters())
    """
    names = _names(groups)
    assert "tangent_dim" in names.fields and "identity_table" not in names.fields
    assert "batch_axes" in names.callables and "n_active" not in names.callables


def test_aux_data_of_a_class_registered_with_register_pytree_node_is_static():
    storage = """
        from jax import tree_util


        class Banded:
            def __init__(self, diagonals, offsets):
                self.diagonals = diagonals
                self.offsets = offsets

            def _flatten(self):
                children = (self.diagonals,)
                return children, {"offsets": self.offsets}

            @classmethod
            def _unflatten(cls, aux, children):
                return cls(children[0], aux["offsets"])


        tree_util.register_pytree_node(Banded, Banded._flatten, Banded._unflatten)
    """
    names = _names(storage)
    assert "offsets" in names.fields and "diagonals" not in names.fields


def test_aux_data_of_every_flatten_form_is_static_and_its_children_are_leaves():
    members = file_members(ast.parse(textwrap.dedent("""
        import dataclasses
        import jax
        from jax import tree_util

        @tree_util.register_pytree_node_class
        @dataclasses.dataclass(frozen=True)
        class Field:
            data: jax.Array
            offset: tuple
            grid: object

            def tree_flatten(self):
                return (self.data,), (self.offset, self.grid)

        class Chain:
            def __init__(self, bonds, n_sites, field=None):
                self.bonds, self.n_sites, self.field = bonds, n_sites, field

        def _flatten_chain(chain):
            leaves = [chain.bonds]
            if chain.field is not None:
                leaves.append(chain.field)
            aux = (chain.n_sites, chain.field is not None)
            return leaves, aux

        jax.tree_util.register_pytree_node(Chain, _flatten_chain, lambda aux, leaves: None)

        class Screen:
            pass

        tree_util.register_pytree_node(Screen, lambda s: ((s.pixels,), (s.pitch,)), lambda a, c: None)

        @tree_util.register_pytree_node_class
        class Tally:
            def __init__(self, hits, shots):
                self.hits, self.shots = hits, shots

            def tree_flatten(self):
                return (self.hits, self.shots), None

        @tree_util.register_pytree_node_class
        class Unread:
            def tree_flatten(self):
                return [getattr(self, name) for name in self.names], (self.names, self.width)
        """)))
    # A dataclass's declared fields that are not children, a module-level function's and a lambda's aux data;
    # with unreadable children, only what no child expression names; `field is not None` of a leaf stays a leaf.
    assert members.static_fields == {"offset", "grid", "n_sites", "pitch", "width"}
    # A Python int handed over as a child (`shots`) is a leaf like the arrays.
    assert members.array_fields == {"data", "bonds", "field", "pixels", "hits", "shots"}


def test_fields_a_registration_names_as_aux_data_are_static():
    names = _names("""
        from functools import partial

        import jax
        from .utils import tree_record

        @partial(tree_record, aux_fields=Ellipsis, frozen=True)
        class Settings:
            chunk: int = 8
            use_fft: bool = True

        @partial(tree_record, aux_fields=("n_bins", "dtype"))
        class Histogram:
            edges: jax.Array
            n_bins: int
            threshold: float

        @partial(tree_record, aux_fields=("weights",), aux_invert=True)
        class Mesh:
            weights: jax.Array
            cells: int

        @dataclasses.dataclass
        class Cache:
            keys: jax.Array
            length: int

        jax.tree_util.register_dataclass(Cache, data_fields=["keys"], meta_fields=["length"])
    """)
    assert {"chunk", "use_fft", "n_bins", "cells", "length"} <= names.fields
    assert not {"edges", "threshold", "weights", "keys"} & names.fields


def test_an_abstract_base_definition_leaves_the_property_to_its_subclasses():
    names = _names("""
        from functools import reduce
        from operator import mul

        import jax

        @jax.tree_util.register_pytree_node_class
        class Modal:
            def __init__(self, amplitudes, n_modes):
                self.amplitudes, self.n_modes = amplitudes, n_modes

            def tree_flatten(self):
                return (self.amplitudes,), self.n_modes

            @property
            def batch_rank(self):
                \"\"\"Leading batch axes.\"\"\"
                raise NotImplementedError

            @property
            def peak(self):
                raise NotImplementedError

            @property
            def batch_shape(self):
                return self.amplitudes.shape[: self.batch_rank]

        @jax.tree_util.register_pytree_node_class
        class Wavefunction(Modal):
            @property
            def batch_rank(self):
                return self.amplitudes.ndim - self.n_modes

            @property
            def size(self):
                return reduce(mul, self.amplitudes.shape[self.batch_rank:], 1)

            @property
            def peak(self):
                return self.amplitudes.max()
    """)
    assert {"n_modes", "batch_rank", "batch_shape", "size"} <= names.fields
    # A subclass reading the leaf's values decides for the abstract one: traced.
    assert "peak" not in names.fields


def test_tuple_results_keep_each_items_kind():
    names = dict(_names("""
        import jax
        import jax.numpy as jnp

        def as_state(tree, label):
            try:
                tree = jax.tree.map(jnp.asarray, tree)
            except TypeError as error:
                raise TypeError(label) from error
            leaves = jax.tree.leaves(tree)
            dtype = leaves[0].dtype
            for leaf in leaves[1:]:
                if leaf.dtype != dtype:
                    raise TypeError(label)
            return tree, dtype

        def sizes_of(tree):
            sizes = []
            for leaf in jax.tree.leaves(tree):
                sizes.append(leaf.size)
            return jnp.concatenate([jnp.ravel(l) for l in jax.tree.leaves(tree)]), tuple(sizes), len(sizes)

        def counted(tree):
            counts = []
            total = 0
            for leaf in jax.tree.leaves(tree):
                counts.append(jnp.sum(leaf > 0))
                total += jnp.sum(leaf)
            return tuple(counts), total, "counted"

        class Stepper:
            def split(self, y):
                return y * 2, y.shape

        class OtherStepper:
            def split(self, y):
                return y, jnp.sum(y)
    """).python_items)
    assert names["as_state"] == (False, True)
    assert names["sizes_of"] == (False, True, True)
    # Filled with or added up from values: only the literal stays a Python value.
    assert names["counted"] == (False, False, True)
    # Another definition of the name gives a tracer at that position: the name says nothing there.
    assert "split" not in names


def _members(source: str):
    source = textwrap.dedent(source)
    return file_members(ast.parse(source), source)


def test_tracer_tests_of_a_project_are_named_with_their_direction():
    utilities = _members("""
        import jax

        def is_tracer(x):
            \"\"\"Inside jit, vmap or scan.\"\"\"
            import jax.core
            return isinstance(x, jax.core.Tracer)

        def is_concrete_value(x):
            return not isinstance(x, jax.core.Tracer)

        def traced_by_name(x):
            if isinstance(x, (int, float)):
                return False
            return "Tracer" in type(x).__name__

        def compiling(x):
            if backend(x) == "jax":
                return any(word in type(x).__name__ for word in ["Jaxpr", "JVPTracer"])
            return torch_tracing()

        def is_batched(x):
            return x.ndim > 1

        def confused(x):
            if isinstance(x, jax.core.Tracer):
                return not isinstance(x, jax.core.Tracer)
            return isinstance(x, jax.core.Tracer)
    """)
    assert dict(utilities.tracer_tests) == {"is_tracer": True, "is_concrete_value": False, "traced_by_name": True,
                                            "compiling": True}
    names = resolve([utilities])
    assert names.tracer_predicates == {"is_tracer", "traced_by_name", "compiling"}
    assert names.concrete_predicates == {"is_concrete_value"}
    # Another module's `is_tracer` that tests something else: the name says nothing anywhere.
    other = _members("""
        def is_tracer(event):
            return event.kind == "trace"
    """)
    assert "is_tracer" not in resolve([utilities, other]).tracer_predicates


def test_a_tracer_test_over_a_functions_star_values_tests_every_argument():
    utilities = _members("""
        import jax
        from jax import tree_util

        def cacheable(*values):
            \"\"\"No leaf of any argument is a tracer.\"\"\"
            return not any(isinstance(leaf, jax.core.Tracer) for leaf in tree_util.tree_leaves(values))

        def traced(*values):
            return any(isinstance(v, jax.core.Tracer) for v in values)

        def never(*values):
            return isinstance(values, jax.core.Tracer)

        def is_tracer(x, *rest):
            return isinstance(x, jax.core.Tracer)
    """)
    assert dict(utilities.tracer_tests) == {"cacheable": False, "traced": True, "is_tracer": True}
    assert utilities.variadic_tests == {"cacheable", "traced"}
    names = resolve([utilities])
    assert names.variadic_predicates == {"cacheable", "traced"}
    assert names.concrete_predicates == {"cacheable"}
    # Another module's `traced` over a first parameter: not every definition tests every argument.
    other = _members("""
        import jax

        def traced(x):
            return isinstance(x, jax.core.Tracer)
    """)
    assert resolve([utilities, other]).variadic_predicates == {"cacheable"}


def test_tracer_tests_read_from_the_functions_whose_lines_spell_one():
    # Only the functions whose lines may spell a tracer test are read, the one spelling an identifier in a form
    # Python reads as ASCII (`Ｔracer`, NFKC `Tracer`) included: the same tests as reading every function.
    source = textwrap.dedent("""
        import jax

        def shape_of(x):
            return x.shape

        def is_tracer(x):
            return isinstance(x, jax.core.Tracer)

        def wide_tracer(x):
            return isinstance(x, jax.core.\uff34racer)

        def is_batched(x):
            return x.ndim > 1
    """)
    tree = ast.parse(source)
    assert file_members(tree, source).tracer_tests == file_members(tree).tracer_tests == (
        ("is_tracer", True), ("wide_tracer", True))
    # A file that spells none defines none (read without walking a function).
    plain = "def is_batched(x):\n    return x.ndim > 1\n"
    assert file_members(ast.parse(plain), plain).tracer_tests == ()


def test_a_property_is_no_record_field_unless_a_class_declares_one_of_its_name():
    records = """
        import dataclasses
        import functools
        import jax

        @functools.partial(jax.tree_util.register_dataclass, data_fields=["con"], meta_fields=[])
        @dataclasses.dataclass(frozen=True)
        class Sample:
            con: jax.Array

            @property
            def n(self) -> int:
                return self.con.shape[0]

            @property
            def width(self) -> int:
                return self.con.shape[1]

        @functools.partial(jax.tree_util.register_dataclass, data_fields=["weights", "width"], meta_fields=[])
        @dataclasses.dataclass(frozen=True)
        class Window:
            weights: jax.Array
            width: int
    """
    names = _names(records)
    assert {"n", "width"} <= names.fields
    # `Window.width` is a data field, a traced leaf: the property of the same name says nothing about it.
    assert "n" in names.properties and "width" not in names.properties


KERNELS = """
    from abc import ABC, abstractmethod
    import jax
    import jax.numpy as jnp

    class Tracer(ABC):
        @abstractmethod
        def kernel(self, cosmology, z):
            \"\"\"(W, n, a) rows.\"\"\"

        def kernel_terms(self, cosmology, z):
            terms = self.kernel(cosmology, z)
            if any(len(term) != 3 for term in terms):
                raise ValueError("rows of three")
            return terms

    class Galaxies(Tracer):
        def kernel(self, cosmology, z):
            terms = [(self.bias * z, -1, 1)]
            if self.has_density:
                terms.insert(0, (jnp.exp(-z), 0, 0))
            terms.append((z * cosmology, 2, 0))
            return terms

    class Lensing(Tracer):
        def kernel(self, cosmology, z):
            return [(z / (1.0 + z), -1, 1)]
"""


def test_rows_of_a_returned_list_of_tuples_and_the_callables_handing_it_back():
    rows = dict(_names(KERNELS).python_rows)
    assert rows == {"kernel": (False, True, True), "kernel_terms": (False, True, True)}


def test_one_traced_row_item_spoils_that_item_of_every_row():
    other = """
        import jax

        class Shear(Tracer):
            def kernel(self, cosmology, z):
                return [(z, self.order, 2)]
    """
    rows = dict(_names(KERNELS, other).python_rows)
    assert rows == {"kernel": (False, False, True), "kernel_terms": (False, False, True)}


def test_rows_added_inside_nested_blocks_and_not_by_a_nested_def():
    source = """
        import jax

        class Galaxies(Tracer):
            def kernel(self, cosmology, z):
                terms = [(self.bias * z, -1, 1)]
                try:
                    for order in range(2):
                        terms.append((z * cosmology, 2, 0))
                except ValueError:
                    terms.append((z, 0, 0))
                match self.kind:
                    case "density":
                        terms.extend([(cosmology, 1, 1)])

                def scaled(value):
                    return [(value, value)]
                return terms

        class Lensing(Tracer):
            def kernel(self, cosmology, z):
                terms = []
                with jax.named_scope("lensing"):
                    if z is not None:
                        terms.append((z, self.order, 0))
                return terms
    """
    rows = dict(_names(source).python_rows)
    assert rows == {"kernel": (False, False, True)}


PARTICLES = """
    from dataclasses import dataclass, field

    import jax


    def meta_field(*args, **kwargs):
        return field(*args, metadata=dict(static=True), **kwargs)


    def unit_field(*args, **kwargs):
        return field(*args, metadata=dict(unit="particles"), **kwargs)


    @jax.tree_util.register_dataclass
    @dataclass(kw_only=True)
    class Particles:
        pos: jax.Array
        num_total: int | None = meta_field(default=None)
        mass_total: float | None = unit_field(default=None)


    def total_count(part: Particles):
        num = getattr(part, "num_total", None)
        if num is not None:
            return num
        raise ValueError("Need num_total")


    def total_mass(part: Particles):
        return getattr(part, "mass_total", 1.0)
"""


def test_a_field_of_the_modules_own_static_field_factory_is_static():
    names = _names(PARTICLES)
    assert "num_total" in names.fields
    # The mirror: a factory whose metadata says nothing about pytrees makes a data field, a leaf.
    assert "mass_total" not in names.fields


def test_getattr_with_a_literal_name_reads_that_attribute():
    names = _names(PARTICLES)
    assert "total_count" in names.callables
    assert "total_mass" not in names.callables


def test_relative_imports_of_a_folder_without_init_name_the_files_beside_it(tmp_path):
    (tmp_path / "particles.py").write_text(textwrap.dedent(PARTICLES))
    (tmp_path / "domains.py").write_text("from .particles import Particles, total_count\n")
    names = project_static_names(str(tmp_path / "domains.py"), {})
    assert "total_count" in names.callables and "num_total" in names.fields


def test_a_lambda_calling_the_objects_own_flatten_method_registers_its_aux_data():
    names = _names("""
        import jax

        class MassDefinition:
            def __init__(self, delta, reference, weights):
                self.delta = delta
                self.reference = reference
                self.weights = weights

            def _tree_flatten(self):
                return (self.weights,), (self.delta, self.reference)

        jax.tree_util.register_pytree_node(
            MassDefinition, lambda obj: obj._tree_flatten(), lambda aux, children: MassDefinition(*aux, *children))
    """)
    assert {"delta", "reference"} <= names.fields
    assert "weights" not in names.fields


def test_a_protocol_stub_leaves_the_property_to_its_implementations():
    names = _names("""
        from typing import Protocol

        class Information(Protocol):
            @property
            def ode_dim(self) -> int:
                \"\"\"Number of ODE rows.\"\"\"
                ...

            def g(self, state):
                ...
    """, """
        import equinox as eqx
        import jax

        class Affine(eqx.Module):
            H: jax.Array

            @property
            def ode_dim(self) -> int:
                return self.H.shape[0]
    """)
    assert "ode_dim" in names.properties
    # A stub alone defines nothing: no definition that returns a value, no callable.
    assert "g" not in names.callables


def test_an_attribute_of_a_static_field_is_a_python_value():
    names = _names("""
        from typing import Any
        import equinox as eqx
        import jax

        class Lagrange(eqx.Module):
            element: Any = eqx.field(static=True)
            mass: jax.Array

            @property
            def n_basis(self) -> int:
                return self.element.dim

            @property
            def n_quadrature(self) -> int:
                return self.mass.points

        class Space(eqx.Module):
            fem: Lagrange

            @property
            def n_basis(self) -> int:
                return self.fem.n_basis
    """)
    assert {"n_basis"} <= names.properties
    # `mass` is a leaf and `points` nothing static: what an array field holds may be traced.
    assert "n_quadrature" not in names.fields


def test_a_property_that_other_classes_declare_only_as_static_fields_stays_no_leaf():
    population = """
        import flax.struct

        @flax.struct.dataclass
        class Population:
            brains: list

            def __len__(self) -> int:
                return len(self.brains)

            @property
            def n_agents(self) -> int:
                return len(self.brains)
    """
    static_elsewhere = """
        import flax.struct
        import jax

        @flax.struct.dataclass
        class Rollout:
            rewards: jax.Array
            n_agents: int = flax.struct.field(pytree_node=False)
    """
    leaf_elsewhere = """
        import flax.struct
        import jax

        @flax.struct.dataclass
        class Team:
            rewards: jax.Array
            n_agents: int
    """
    assert "n_agents" in _names(population, static_elsewhere).properties
    # A class keeping a field of that name as a leaf: `team.n_agents` may be traced, the property says nothing.
    assert "n_agents" not in _names(population, leaf_elsewhere).properties


def test_a_file_of_a_folder_without_init_reads_the_files_it_imports_relatively(tmp_path):
    folder = tmp_path / "tree"
    folder.mkdir()
    (folder / "data.py").write_text(textwrap.dedent("""
        import jax

        @jax.tree_util.register_dataclass
        @dataclasses.dataclass
        class Interactions:
            isrc: jax.Array

            def size(self):
                return self.isrc.size
    """))
    (folder / "knn.py").write_text("from .data import Interactions\n")
    (folder / "other.py").write_text("from data import Interactions\n")
    assert "size" in project_static_names(str(folder / "knn.py"), {}).callables
    # An absolute import outside a package names no file here.
    assert "size" not in project_static_names(str(folder / "other.py"), {}).callables


def test_a_namespace_package_importing_itself_by_name_reads_the_imported_files(tmp_path):
    """A release unpacked without `__init__.py` files (`meshkit/shapes.py`, `meshkit/areas.py` importing `from
    meshkit.shapes import Polygon`): the absolute import names the file of the folder the module lies in, so the
    aux data its pytree's flatten returns is static there."""
    folder = tmp_path / "meshkit"
    folder.mkdir()
    (folder / "shapes.py").write_text(textwrap.dedent("""
        from jax.tree_util import register_pytree_node_class

        @register_pytree_node_class
        class Polygon:
            def __init__(self, n_sides, vertices):
                self.n_sides = n_sides
                self.vertices = vertices

            def tree_flatten(self):
                return (self.vertices,), self.n_sides

            @classmethod
            def tree_unflatten(cls, n_sides, children):
                return cls(n_sides, *children)
    """))
    (folder / "areas.py").write_text("from meshkit.shapes import Polygon\n")
    (folder / "elsewhere.py").write_text("from geometry.shapes import Polygon\n")
    names = project_static_names(str(folder / "areas.py"), {})
    assert "n_sides" in names.fields and "vertices" not in names.fields
    # A package named by no folder around the file is not this one.
    assert "n_sides" not in project_static_names(str(folder / "elsewhere.py"), {}).fields


def test_a_namespace_package_imported_by_name_from_a_subfolder_is_read_whole(tmp_path):
    """`from orbitkit.bodies import Swarm` in `orbitkit/dynamics/step.py`, with `orbitkit/bodies/` a folder (its
    `__init__.py` missing from the release, or the only one): the names come from the folder's modules, so the
    whole namespace package is read and the shape properties of `_swarm.py` are static in `step.py`."""
    (tmp_path / "orbitkit" / "bodies").mkdir(parents=True)
    (tmp_path / "orbitkit" / "dynamics").mkdir()
    (tmp_path / "orbitkit" / "bodies" / "_swarm.py").write_text(textwrap.dedent("""
        import jax.numpy as jnp
        from jax.tree_util import register_pytree_node_class


        @register_pytree_node_class
        class Swarm:
            def __init__(self, position):
                self.position = position

            def tree_flatten(self):
                return (self.position,), None

            @classmethod
            def tree_unflatten(cls, aux, children):
                return cls(*children)

            @property
            def count(self):
                return self.position.shape[0]

            @property
            def spread(self):
                return jnp.std(self.position)
    """))
    (tmp_path / "orbitkit" / "dynamics" / "step.py").write_text("from orbitkit.bodies import Swarm\n")
    (tmp_path / "orbitkit" / "dynamics" / "other.py").write_text("from geometry.bodies import Swarm\n")
    names = project_static_names(str(tmp_path / "orbitkit" / "dynamics" / "step.py"), {})
    assert "count" in names.properties and "spread" not in names.properties
    assert "count" not in project_static_names(str(tmp_path / "orbitkit" / "dynamics" / "other.py"), {}).properties


def test_properties_of_a_mesh_read_in_traced_code_of_another_module(tmp_path):
    package = tmp_path / "meshes"
    package.mkdir()
    fixtures = pathlib.Path(__file__).parent.parent / "fixtures" / "control_flow" / "meshes"
    for name in ("__init__.py", "protocol.py", "mesh.py", "assembly.py"):
        (package / name).write_text((fixtures / name).read_text())
    path = package / "assembly.py"
    module = cst.parse_module(path.read_text())
    facts = ModuleFacts(module, path=str(path), static_names=project_static_names(str(path), {}))
    values = {}

    class Finder(cst.CSTVisitor):
        def visit_Attribute(self, node: cst.Attribute) -> None:
            values.setdefault(module.code_for_node(node), facts.value_of(node))

    module.visit(Finder())
    assert not values["mesh.n_cells"].traced and not values["mesh.n_basis"].traced
    assert values["domain.max_vertex"].traced


def test_a_helper_returning_metadata_from_a_loop_and_items_of_static_values():
    names = _names("""
        import equinox as eqx
        import jax

        class Script:
            @staticmethod
            def _batch_size(args, in_axes) -> int:
                for a, ax in zip(args, in_axes):
                    if ax is not None:
                        return a.shape[ax]
                return 1

        class Tree(eqx.Module):
            level_sizes: tuple = eqx.field(static=True)
            weights: jax.Array

            def level_size(self, level):
                return self.level_sizes[level]

            def total_weight(self):
                total = 0.0
                for weight in self.weights:
                    total += weight
                return total

            def first_weight(self, level):
                return self.weights[level]
    """)
    assert {"_batch_size", "level_size"} <= names.callables
    # Rows of a leaf summed in a loop, an item of a leaf: traced.
    assert not {"total_weight", "first_weight"} & names.callables


def test_properties_a_class_decorator_attaches_and_members_of_an_enumeration():
    kinds = """
        from enum import Enum

        class Layout(Enum):
            SINGLE = 0
            BATCHED = 1
    """
    decorators = """
        import jax.numpy as jnp
        from mypackage.kinds import Layout

        def add_layout(cls):
            def get_layout(self):
                if self.values.ndim == 1:
                    return Layout.SINGLE
                return Layout.BATCHED

            def get_is_blank(self):
                return jnp.all(self.values == 0)

            def count(self):
                return self.values.shape[0]

            setattr(cls, "layout", property(get_layout))
            setattr(cls, "is_blank", property(get_is_blank))
            cls.n = property(count)
            return cls
    """
    names = _names(kinds, decorators)
    assert {"layout", "n"} <= names.properties
    assert "is_blank" not in names.fields
    # Without the enumeration, `Layout.SINGLE` could be anything the module holds.
    assert "layout" not in _names(decorators).fields
