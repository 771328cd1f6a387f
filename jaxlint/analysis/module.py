"""What JAX traces in one module, and which values are tracers there.

The single place where jaxlint decides "this code runs under tracing" and "this expression is a tracer". Rules
only ask questions of `ModuleFacts`.
"""

from __future__ import annotations

import ast
import functools
import os
from typing import Callable, Optional

import libcst as cst

from .ast_nodes import ast_walk, self_attribute
from .bindings import BoundNames, ScopeBindings, all_params, string_keyed_names
from .calls import CallSemantics
from .free_names import FreeNames, module_jax_arrays
from .host_arrays import HostArrays
from .host_files import opens_for_writing
from .from_ast import SourceLocator
from .imports import ImportMap, dotted_name, qualify
from .objects import returned_closure, returned_local_defs
from .module_classes import ModuleClasses
from .module_index import ModuleIndex
from .project import ImportedPythonResult, ProjectFacts
from .propagation import Propagation
from .python_results import ArrayResults, ProjectArrays, PythonResults
from .static_members import StaticNames
from .syntax_trees import syntax_tree
# The records are part of this module's interface: rules and the engine import them from here.
from .records import (ExternalCall, FunctionNode, JitSite, ScopeNode, Seed,  # noqa: F401
                      MODELLED_LIBRARIES, StaticCallable, TracedFunction)
from .roots import RootDiscovery
from .tables import (EXPECTED_FAILURE_CONTEXTS, EXPECTED_FAILURE_METHODS, OWN_CONSTRUCTOR_METHODS,
                     STANDARD_LOGGER_MAKERS, library_static_fields, planner_trigger)
from .values import (Evaluator, FieldKinds, Value, concrete_guarded_names, element_of, is_builtin, refuses_tracer,
                     tracer_test)
from .walk import children, holds, walk
from .wrappers import WRAPPERS, unwrap_transparent, PARTIAL, call_keywords, call_positional

# The standard library's modules of types and annotations: no other distribution's classes.
_STANDARD_TYPES = frozenset({"typing", "typing_extensions", "collections", "builtins", "abc", "numbers", "types",
                             "dataclasses", "enum", "os", "pathlib"})


# Modules of Python's standard library whose functions give numbers or strings (`secrets.randbelow`, `time.time`,
# `os.getpid`): a fallback drawn from them says the `or`'s left operand is one too, not an object left out.
_PYTHON_SCALAR_MODULES = frozenset({"secrets", "random", "time", "os", "math", "uuid", "hashlib", "sys"})


# What makes a standard library logger (`standard_logger_attribute`).

# The wrapper a root's `reason` names (its label), the first of those sharing one.
_WRAPPERS_BY_LABEL = {wrapper.label: wrapper for wrapper in reversed(list(WRAPPERS.values()))}



class ImportedPythonResults:
    """What the module-level function of another project file that a callee expression names through this file's
    imports gives whatever its arguments (project.py `imported_python_result`), asked once per function. Its own
    object, not a method of ModuleFacts: the evaluator keeps it, and a bound method would make a reference cycle
    holding the file's trees (the analysis frees them by reference counting alone)."""

    def __init__(self, imports: ImportMap,
                 ask: Optional[Callable[[int, str], Optional[ImportedPythonResult]]]) -> None:
        self._imports = imports
        self._ask = ask
        self._known: dict[tuple[int, str], Optional[ImportedPythonResult]] = {}

    def __call__(self, func: cst.BaseExpression) -> Optional[ImportedPythonResult]:
        """None: not known, or no such function."""
        dotted = dotted_name(func) if self._ask is not None else None
        target = self._imports.project_target(dotted, MODELLED_LIBRARIES) if dotted is not None else None
        if target is None:
            return None
        if target not in self._known:
            self._known[target] = self._ask(*target)  # type: ignore[misc]
        return self._known[target]


class ModuleFacts(RootDiscovery, Propagation, FreeNames, CallSemantics, ModuleClasses, HostArrays):
    """Answers, for one parsed module: is this function traced, is this expression a tracer, what does this name
    refer to.

    This class holds the state, the public questions and name resolution. The work is split by concern, one base
    class per module, each reading the state set up here: roots.py (which functions JAX traces directly, and the jit
    sites), propagation.py (tracing spreads to helpers, round after round), function_flow.py (the pass over one
    traced body), calls.py (what a call in traced code traces, and calls leaving the module), free_names.py (what a
    closure sees), module_classes.py (equinox/flax modules and other instances), host_arrays.py (host numpy arrays
    seen from traced code). The tables come from one pass over
    the module (module_index.py)."""

    def __init__(self, module: cst.Module, extra_jit: frozenset[str] = frozenset(),
                 seeds: tuple[Seed, ...] = (), discover: bool = True, imports: Optional[ImportMap] = None,
                 locator: Optional[SourceLocator] = None, project: ProjectFacts = ProjectFacts(),
                 entry_points: tuple[str, ...] = (), module_name: str = "", path: str = "",
                 static_names: Optional[StaticNames] = None, package_cache: Optional[dict] = None,
                 inherited_transforms: tuple[tuple[str, tuple[str, ...]], ...] = (),
                 handed_functions: frozenset[str] = frozenset()) -> None:
        from ..files import is_test_path

        self.module = module
        # What the other files of the project say about the names this one imports (ProjectFacts says what each
        # question asks; None: not known, e.g. stdin).
        self._imported_compiling_decorator = project.imported_compiling_decorator
        self._imported_closure_factory = project.imported_closure_factory
        self._imported_jit_factory = project.imported_jit_factory
        self._imported_number_function = project.imported_number_function
        self._imported_host_parameters = project.imported_host_parameters
        self._imported_never_none = project.imported_never_none
        self._imported_method = project.imported_method
        self._imported_record = project.imported_record
        self._imported_record_layout = project.imported_record_layout
        self._imported_static_arguments = project.imported_static_arguments
        self._identity_hashed = project.identity_hashed
        self._unshipped_class = project.unshipped_class
        self._list_parameters = project.list_parameters
        self._logger_parameters = project.logger_parameters
        self._imported_stored_parameter = project.imported_stored_parameter
        self._imported_array = project.imported_array
        self._imported_container = project.imported_container
        self._imported_jax_flag = project.imported_jax_flag
        self._imported_array_result = project.imported_array_result
        self._imported_method_record = project.imported_method_record
        self._imported_array_items = project.imported_array_items
        self._imported_container_returns = project.imported_container_returns
        self._record_method_array = project.record_method_array
        self._compiling_decorators: dict[str, bool] = {}
        self._constant_lengths: Optional[dict[str, int]] = None
        self._constant_integers: Optional[dict[str, int]] = None
        # A test file (files.is_test_path): each of its functions runs once per test case.
        self.in_test_module = is_test_path(path)
        self._path = path
        self._own_package_name: Optional[str] = None   # asked once, by a parameter annotation
        # The run's cache of what the files of this module's package say (RunContext.static_names); None: this
        # analysis's own.
        self._package_cache = package_cache
        # Module-level classes whose base in another project file transforms these methods of theirs through
        # `self` (`jax.jit(self.call)`): ProjectIndex.inherited_transformed_methods.
        self.inherited_transforms = inherited_transforms
        # Module-level functions this file hands to a function or class that compiles them
        # (`MAPFitter(log_posterior)`: analysis/handed_functions.py), every parameter traced.
        self.handed_functions = handed_functions
        # Qualified-name patterns of functions the project's users trace, and this module's dotted name.
        self.entry_points = entry_points
        self.module_name = module_name
        # Where the code of a node comes from (a tree built from Python's ast cannot print itself).
        self.locator = locator if locator is not None else SourceLocator(module, "")
        # The engine may hand over the import table of the whole file when `module` is only part of it.
        self.imports = imports if imports is not None else ImportMap.from_module(module)
        # Names of the array modules (`np`, `jnp`): a parameter defaulting to one holds that module.
        self.array_modules = frozenset(name for name, target in self.imports.aliases.items()
                                       if target in ("numpy", "jax.numpy"))
        index = ModuleIndex(self.imports, extra_jit)
        walk(module, index)
        self._index = index
        self.functions = index.functions
        self._assigned: dict[cst.FunctionDef, set[str]] = {}   # a function's local names (Python's rule), as asked
        # How many statements of a function's own scope bind each name (function_flow.py `_binding_counts`), as asked.
        self.binding_counts: dict[cst.FunctionDef, dict[str, int]] = {}
        # Per function: the names its body binds, and those it declares global or nonlocal (one walk of the body,
        # asked for its locals when it is traced and for the names it shadows when a name is looked up).
        self._bindings: dict[FunctionNode, tuple[set[str], set[str]]] = {}
        # Per function: the names its body indexes with a string (each of its flows asks).
        self._string_keyed: dict[FunctionNode, set[str]] = {}
        # The project's static metadata (analysis/static_members.py) joins the module's own declarations.
        metadata = static_names if static_names is not None else StaticNames()
        self.static_sources = metadata.sources
        module_functions = {info.node.name.value: info.node for info in index.functions.values()
                            if isinstance(info.node, cst.FunctionDef) and isinstance(info.scope, cst.Module)}
        tests = {name: tracer_test(node) for name, node in module_functions.items()}
        tracer_predicates = frozenset(name for name, test in tests.items() if test is True) | \
            metadata.tracer_predicates
        self.fields = FieldKinds(frozenset(index.static_fields) | metadata.fields | library_static_fields(self.imports),
                                 frozenset(index.array_fields),
                                 frozenset(index.param_fields), metadata.callables,
                                 tracer_predicates,
                                 frozenset(name for name, test in tests.items() if test is False)
                                 | metadata.concrete_predicates,
                                 metadata.python_items, frozenset(index.sequence_fields),
                                 frozenset(info.node.name.value for info in index.functions.values()
                                           if isinstance(info.node, cst.FunctionDef) and
                                           isinstance(info.scope, cst.Module) and
                                           refuses_tracer(info.node, tracer_predicates)),
                                 metadata.properties, metadata.python_rows, frozenset(index.container_fields),
                                 frozenset(name for name, test in tests.items() if test is not None and not
                                           module_functions[name].params.params) | metadata.variadic_predicates,
                                 self._enum_members())
        self.traced: dict[FunctionNode, TracedFunction] = {}
        self.jit_sites: dict[cst.CSTNode, JitSite] = {}
        self.static_callables: dict[str, StaticCallable] = {}
        # Jitted functions with static arguments bound to an attribute of `self` (`self._update = jax.jit(
        # self._update_fn, static_argnames=("beta",))`), by class and attribute.
        self.self_static_callables: dict[tuple[cst.ClassDef, str], StaticCallable] = {}
        self._name_values: dict[cst.Name, Value] = {}
        # Reads in traced code of a name its function binds (a parameter, a local): no module import reaches them.
        self.local_reads: set[cst.Name] = set()
        self._host_arrays: dict[ScopeNode, frozenset[str]] = {}
        # A root def's attributes of `self` that the `if` statements around it prove true (guarded_attributes.py),
        # or that are switches off in its traces (scoped_switches.py): (name, truth).
        self._guard_memo: dict[FunctionNode, frozenset[tuple[str, bool]]] = {}
        self._self_assignment_memo: dict[FunctionNode, frozenset[str]] = {}   # ... and those a function assigns
        self._scoped_switches: Optional[tuple] = None   # (the file's ScopedSwitches or None,) once asked
        self._immutable_host_arrays: dict[ScopeNode, frozenset[str]] = {}
        self._scope_bindings: dict[ScopeNode, ScopeBindings] = {}  # free_names._bindings_of
        self._outer_sequences: dict[cst.FunctionDef, frozenset[str]] = {}
        # (id of a traced function's scope, free name) -> the function around it binding the name (free_names).
        self._binding_functions: dict[tuple[int, str], Optional[ScopeNode]] = {}
        self._outer_instances: dict[cst.FunctionDef, frozenset[str]] = {}
        # Module-level names whose call gives a value that is no None, and class -> its attributes every binding of
        # which does (free_names.py `makes_value`, `attribute_never_none`).
        self._values_made: dict[str, bool] = {}
        self._never_none_attributes: dict[str, frozenset[str]] = {}
        self._module_values_made: dict[str, bool] = {}
        self._module_bindings: Optional[dict[str, ast.expr]] = None  # never_none.module_bindings of the text
        self._guarded_not_none: dict[cst.FunctionDef, frozenset[str]] = {}
        self._transforms_past_numpy: dict[cst.FunctionDef, frozenset[str]] = {}
        self._numpy_arrays: dict[ScopeNode, frozenset[str]] = {}
        self._numpy_attributes: dict[tuple[cst.ClassDef, str], bool] = {}
        self._jax_attributes: dict[tuple[cst.ClassDef, str], bool] = {}
        self._self_assignments: dict[cst.ClassDef, object] = {}
        self._own_loops: dict[int, tuple[cst.CSTNode, ...]] = {}
        # Calls from traced code to functions imported from other modules, for analysis/project.py to follow.
        self.external_calls: dict[ExternalCall, None] = {}
        # Whether the traced function whose call is being followed evaluates eagerly (calls.py).
        self._calling_eagerly = False
        # Whether that call sits in a `with jax.ensure_compile_time_eval():` block (calls.py, propagation.py).
        self._calling_at_compile_time = False
        # ids of the functions some root use other than a `jax.vmap(f)(xs)` applied where it is made traces
        # (roots.py `_mark_root`): they never evaluate eagerly.
        self.traced_otherwise: set[int] = set()
        # (question, id of a traced function) -> (it, the answer): runs_eagerly and its sisters, memoised.
        self._eager_answers: dict[tuple[str, int], tuple[TracedFunction, bool]] = {}
        self.concrete_calls: set[cst.Call] = set()
        # Calls in traced code of a Python callable the traced function has as a parameter (function_flow.py).
        self.handed_calls: set[cst.Call] = set()
        # Of those, the ones each eager pass found (FunctionFlow.eager), by the id of the function's node.
        self.eager_concrete_calls: dict[int, set[cst.Call]] = {}
        # id of a traced body -> the branches and statements its last flow pass added to `concrete_branches` and
        # `concrete_statements` (function_flow.py `run` replaces them on the next pass).
        self.flow_concrete_marks: dict[int, tuple[set[cst.CSTNode], set[cst.CSTNode]]] = {}
        # What a constructor traced with tracers stores on `self` (`self.mass = mass`): (class, attribute) -> value,
        # read by the class's methods; and the value each such `self.attr` read was found to have.
        self.attribute_values: dict[tuple[cst.ClassDef, str], Value] = {}
        self._attribute_reads: dict[cst.Attribute, Value] = {}
        # `leaf.times` reads a guard of the project's tracer test proved concrete (analysis/function_flow.py).
        self.narrowed_attribute_reads: set[cst.Attribute] = set()
        self._call_results: dict[cst.Call, Value] = {}  # `self.method()` calls whose method returns a tracer
        # (class, constructor parameter) -> (class of this module its instances were made with, whether the
        # parameter is `*args` holding such instances): from another file, `Pipeline(RandomFlip())`.
        self.constructed_with: dict[tuple[cst.ClassDef, str], tuple[cst.ClassDef, bool]] = {}
        # The same for a `**metrics` parameter every keyword it collected was an instance of one class of this
        # module (`MultiMetric(loss=Average(), error=Average())`): its `.values()` are those instances.
        self.constructed_with_keywords: dict[tuple[cst.ClassDef, str], cst.ClassDef] = {}
        # The same for an instance of a class of another file: (level, dotted class name) as this module would
        # import it.
        self.constructed_with_imported: dict[tuple[cst.ClassDef, str], tuple[int, str]] = {}
        # A parameter given one value of a registry of instances of several such classes (`Decoder(model,
        # SAMPLERS[strategy])` with `SAMPLERS = {"greedy": Greedy(), "top_k": TopK(5)}`): the classes after the first.
        self.constructed_with_alternatives: dict[tuple[cst.ClassDef, str], tuple[tuple[int, str], ...]] = {}
        # Of those, the objects of project classes that object's own construction was given (module_classes.py),
        # for each class of object given (`HeatSolver(board, ProbeHook(recorder))` here, `HeatSolver(board,
        # DeferredProbeHook(path))` there: the recorder is the ProbeHook's).
        self.constructed_with_nested: dict[tuple[cst.ClassDef, str],
                                           dict[tuple[int, str], tuple[tuple[str, int, str], ...]]] = {}
        # Closures traced as the field of a record of closures a factory of this module returns (`update` of
        # `GradientTransformation(init, update)`): that field's name (objects.py `record_field_closures`).
        self.field_closures: dict[FunctionNode, str] = {}
        # A constructor parameter given what a factory function of another file returned (`MomentumSGD(
        # warmup_step_decay(0.05, 5, 10))`): (level, dotted factory name + tables.PRODUCT_MARK) for each.
        self.constructed_with_products: dict[tuple[cst.ClassDef, str], tuple[tuple[int, str], ...]] = {}
        # One given a method bound to an instance of a class of another file (`Trainer(on_step=writer.log)`):
        # (level, dotted `Class.method` + tables.BOUND_METHOD_MARK) for each.
        self.constructed_with_bound_methods: dict[tuple[cst.ClassDef, str], tuple[tuple[int, str], ...]] = {}
        # A constructor parameter that collected instances of classes of other files (`*ops` of `Chain(Flip(),
        # ChannelGain())`, or `callbacks=[checkpoints]`): each class, (level, dotted name) as this module would
        # import it; `for op in self.ops: op(key, x)` runs each one's method.
        self.constructed_with_imported_elements: dict[tuple[cst.ClassDef, str], tuple[tuple[int, str], ...]] = {}
        # Parameters another file's untraced code passes an instance of a project class (record_arguments.py): the
        # class as (level, dotted name) this module would import it.
        self.parameter_classes: dict[tuple[FunctionNode, str], tuple[int, str]] = {}
        # Of those, the objects of project classes that the instance's own construction was given, as (slot, level,
        # dotted name) (`make_rollout(AutoReset(Corridor(...)))` in another file: Seed.parameter_arguments).
        self.parameter_construction_arguments: dict[tuple[FunctionNode, str],
                                                    dict[tuple[int, str], tuple[tuple[str, int, str], ...]]] = {}
        # The other classes callers pass for such a parameter (`policy_loss(w, running, ...)` and `policy_loss(w,
        # calibrated, ...)`): methods called on it may be any of theirs.
        self.parameter_class_alternatives: dict[tuple[FunctionNode, str], list[tuple[int, str]]] = {}
        # Those parameters every such caller fills with an object made inside its own trace (True) or not.
        self.fresh_parameter_objects: dict[tuple[FunctionNode, str], bool] = {}
        # What this file's own calls of each class pass its constructor (module_classes._constructed_here).
        self._constructions: dict[cst.ClassDef, dict[str, tuple[int, str]]] = {}
        # What this file's own calls of each class pass its constructor of this file's classes (_local_constructions).
        self._local_constructions_known: dict[cst.ClassDef, dict[str, cst.ClassDef]] = {}
        # module_classes.py `_local_element_constructions`: the classes a constructor parameter's items hold, by kind.
        self._local_element_known: dict[cst.ClassDef, dict[tuple[str, str], tuple[str, ...]]] = {}
        # What this file's own calls of each module-level function pass it (module_classes._passed_here).
        self._passings: dict[str, dict[str, tuple[int, str]]] = {}
        # (function, parameter) pairs whose passed class is being worked out: a cycle of forwarding functions.
        self._forwarding: set[tuple[cst.FunctionDef, str]] = set()
        self._text_tree: Optional[tuple[Optional[ast.Module]]] = None  # the whole file's `ast`, parsed when asked
        self._flattening_calls: Optional[dict[str, frozenset[str]]] = None  # per class: what tree_flatten calls
        # Suites of an `if` that run only when a guard proved no tracing is going on (`not isinstance(x, Tracer)`).
        self.concrete_branches: set[cst.CSTNode] = set()
        # Statements of traced functions that run only on concrete values (after a host fallback's conversion).
        self.concrete_statements: set[cst.CSTNode] = set()
        # once_callers.py, read from the file's text when asked: the run-once functions, and lines calling in loops.
        self._callers: Optional[tuple[frozenset[str], dict[str, int], tuple[str, ...], frozenset[str]]] = None
        self._memos: Optional[frozenset[tuple[str, str]]] = None
        self._scoped_globals: Optional[frozenset[str]] = None
        self._module_flags: Optional[dict[str, bool]] = None
        self._constant_functions: Optional[dict[str, bool]] = None
        self._class_aliases: Optional[dict[str, tuple[str, ...]]] = None
        self._place_uses: Optional[tuple] = None
        # kernel_callees.py, read from the whole file's tree when asked: functions only a kernel trace runs.
        self.kernel_only_functions: Optional[frozenset[str]] = None
        self.returns_python_value = PythonResults(module, index, self.imports, self.fields)
        self.imported_python_result = ImportedPythonResults(self.imports, project.imported_python_result)
        self.returns_python_value.imported_python = self.imported_python_result
        # What a call of a project function that always gives a jax array gives in traced code.
        self.array_result = ProjectArrays(self.imports, ArrayResults(
            self.returns_python_value, functools.partial(module_jax_arrays, module, self.imports)),
            project.imported_array_result, project.imported_array_rows)
        self._record_layouts = RecordLayouts(index.classes, self.imports, project.imported_record_layout,
                                             project.imported_stored_record, path, project.imported_record_factory,
                                             index.static_field_factories, project.closed_record_fields)
        self._record_layouts.imported_dict_factory = project.imported_dict_factory
        self.returns_python_value.record_layouts = self._record_layouts
        self._evaluator = Evaluator(self.imports, self._name_values.get, fields=self.fields,
                                    concrete_calls=self.concrete_calls, python_result=self.returns_python_value,
                                    attribute_lookup=self._attribute_reads.get,
                                    call_result=self._call_results.get, array_result=self.array_result,
                                    array_rows=self.array_result.rows,
                                    narrowed_attribute=self.narrowed_attribute_reads.__contains__,
                                    record_layout=self._record_layouts, handed_calls=self.handed_calls,
                                    imported_python=self.imported_python_result)
        # Module-level functions that another module calls in a loop of its untraced code (seeded by the engine).
        self.repeated_elsewhere: set[str] = set()
        # Why each of those runs again and again, as its seed says (`called by `target`, handed to ...`).
        self.repeated_reasons: dict[str, str] = {}
        # vmap calls of imported functions with unbatched arguments, settled after propagation (roots.py).
        self._unbatched_roots: list = []
        # Classes whose own transforms of their methods were made roots (roots.py `_discover_in_class`).
        self._classes_discovered: set[cst.ClassDef] = set()
        # Code a module flag decides never runs (analysis/flag_branches.py): no root there, nothing traced.
        self.unreached = self._unreached_by_flags()
        # False: a helper analysis of the file with only the engine's seeds traced; the functions the file's own
        # jit sites and decorators trace look untraced in it (lax_loops.fresh_loop_body asks).
        self.discovered = discover
        if discover:
            self._discover(extra_jit)
        for seed in seeds:
            self._add_seed(seed, extra_jit)
        self._propagate()
        self._settle_unbatched()

    # --- public questions ----------------------------------------------------------------------------------------
    def static_callable(self, name: str) -> Optional[StaticCallable]:
        """The static arguments of the jitted function `name` calls: one of this module (`static_callables`), or
        one imported from another project file and declared with literal static arguments there."""
        local = self.static_callables.get(name)
        if local is not None or self._imported_static_arguments is None or name in self._index.classes or \
                name in self._index.defs_by_scope.get(self.module, {}):
            return local
        target = self.imports.project_target(name, MODELLED_LIBRARIES)
        found = self._imported_static_arguments(*target) if target is not None else None
        return StaticCallable(found[0], found[1], name, found[2]) if found is not None else None

    def called_static_callable(self, func: cst.BaseExpression, function: Optional[cst.CSTNode]
                               ) -> Optional[StaticCallable]:
        """The static arguments of the jitted function a call in `function` reaches through `func`: a name
        (`static_callable`), or `self.<attribute>` in a method of a class that binds a jit there."""
        if type(func) is cst.Name:
            return self.static_callable(func.value)
        if type(func) is cst.Attribute and type(func.value) is cst.Name and func.value.value == "self" and \
                function is not None and function in self.functions:
            class_node = self.functions[function].class_node  # type: ignore[index]
            return self.self_static_callables.get((class_node, func.attr.value)) if class_node is not None else None
        return None

    def sweep_targets(self, loop: cst.CSTNode, function: Optional[cst.CSTNode]) -> Optional[frozenset[str]]:
        """The names that carry a configuration through `loop` when it is a sweep over configurations written in
        the code (run_frequency.configuration_names), else None."""
        from .run_frequency import configuration_names

        return configuration_names(loop, function, self.constant_length, self.constant_integer)

    def constant_length(self, name: str) -> Optional[int]:
        """How many items the module constant `name` holds, when the module binds it once, at its top level, to a
        display (`PRESETS = {"short": (8, 0.15), "long": (2, 0.4)}`, `CONFIGS = [...]`): configurations written in
        the code, which a loop over it sweeps; `args.dtype`, how many values the option the module's parser declares
        (`add_argument("--dtype", nargs="+", choices=[...])`) chooses among. Read from the whole file's text, once."""
        if self._constant_lengths is None:
            from .once_callers import module_constants, module_options

            self._constant_lengths = module_constants(self.text_tree())
            # `args.dtype`: the values the module's command line chooses among (`choices=[...]`, or the default).
            self._constant_lengths.update(module_options(self.text_tree()))
        return self._constant_lengths.get(name)

    def constant_integer(self, name: str) -> Optional[int]:
        """The integer the module constant `name` holds, when the module binds it once, at its top level, to one
        computed from literals (`LOG_BITS = int(math.log2(BITS))`): a `range` over it is a count fixed in the
        code. Read from the whole file's text, once."""
        if self._constant_integers is None:
            from .once_callers import module_integers

            self._constant_integers = module_integers(self.text_tree())
        return self._constant_integers.get(name)

    def compiling_decorator(self, name: str) -> bool:
        """Does the decorator `name` (dotted, as written) compile the function it decorates, by its definition: a
        def of this module or of another project file returning `jax.jit` of its argument, directly or through
        the decorator a factory makes (compiling_decorators.py)? Read once per name."""
        if name not in self._compiling_decorators:
            from .compiling_decorators import compiles_its_argument, module_function

            target = self.imports.project_target(name, MODELLED_LIBRARIES)
            if target is not None:
                found = self._imported_compiling_decorator is not None and \
                    self._imported_compiling_decorator(*target)
            else:   # read from the whole file's text: the planner keeps no def far from traced code
                function = module_function(self.text_tree(), name) if "." not in name else None
                found = function is not None and compiles_its_argument(function, self.imports.aliases)
            self._compiling_decorators[name] = found
        return self._compiling_decorators[name]

    def set_up_by_flatten(self, class_node: Optional[cst.ClassDef], method: str) -> bool:
        """Does the class's own `tree_flatten` call `self.<method>()`? Flattening runs when the object is handed to
        a jitted function, before tracing: a lazy set-up it runs is done by then, and the object rebuilt inside the
        trace comes marked as set up. Read from the file's text (the planner keeps no untraced `tree_flatten`)."""
        if class_node is None or "tree_flatten" not in self.locator.text:
            return False
        if self._flattening_calls is None:
            self._flattening_calls = {}
            tree = self.text_tree()
            for statement in tree.body if tree is not None else ():
                if not isinstance(statement, ast.ClassDef):
                    continue
                for member in statement.body:
                    if isinstance(member, ast.FunctionDef) and member.name == "tree_flatten":
                        self._flattening_calls[statement.name] = frozenset(
                            node.func.attr for node in ast_walk(member) if isinstance(node, ast.Call) and
                            self_attribute(node.func) is not None)
        return method in self._flattening_calls.get(class_node.name.value, frozenset())

    @planner_trigger("_jitted_call_lines")
    def made_per_iteration(self, loop: cst.CSTNode, value: cst.BaseExpression) -> Optional[str]:
        """The class of the object `value` is, when `loop` makes it anew on each iteration (called right there, or
        bound to the name by a statement of the loop's body) and it hashes by identity."""
        if type(value) is cst.Name:
            body = getattr(getattr(loop, "body", None), "body", ())
            bound = [small.value for statement in body if type(statement) is cst.SimpleStatementLine
                     for small in statement.body if type(small) is cst.Assign and any(
                         type(target.target) is cst.Name and target.target.value == value.value
                         for target in small.targets)]
            value = bound[0] if len(bound) == 1 else value
        return self._identity_hashed_kind(value)

    @planner_trigger("_keep_number_sources")
    def python_number(self, expression: cst.BaseExpression, scope: cst.CSTNode) -> bool:
        """Is `expression`, in the untraced code of `scope`, a Python int or float on every run, following calls of
        the file's own functions and closures (run_frequency.python_number: `lr = schedule(epoch)`)?"""
        from .run_frequency import python_number

        return python_number(expression, scope, facts=self)

    @planner_trigger("_jitted_call_lines")
    def made_per_call(self, function: cst.CSTNode, value: cst.BaseExpression) -> Optional[str]:
        """The class of the object `value` is, when `function` makes it anew on each of its calls (called right
        there, or bound once to the name by a statement of the function's own body, outside any loop) and it hashes
        by identity: a static argument that is a different key of the jit cache for every call of `function`."""
        if type(value) is cst.Name and isinstance(function, cst.FunctionDef) and \
                isinstance(function.body, cst.IndentedBlock):
            if any(param.name.value == value.value for param in all_params(function.params)):
                return None
            bindings = _bindings_of(function, value.value)
            own = {id(small) for statement in function.body.body if type(statement) is cst.SimpleStatementLine
                   for small in statement.body}
            if len(bindings) != 1 or type(bindings[0]) is not cst.Assign or id(bindings[0]) not in own:
                return None
            value = bindings[0].value
        return self._identity_hashed_kind(value)

    def bound_in_loop(self, loop: cst.CSTNode, name: str) -> Optional[cst.BaseExpression]:
        """The value of the one plain assignment to `name` among the statements of `loop`'s own body, or None."""
        body = getattr(getattr(loop, "body", None), "body", ())
        bound = [small.value for statement in body if type(statement) is cst.SimpleStatementLine
                 for small in statement.body if type(small) is cst.Assign and any(
                     type(target.target) is cst.Name and target.target.value == name for target in small.targets)]
        return bound[0] if len(bound) == 1 else None

    def makes_new_functions(self, value: cst.BaseExpression) -> bool:
        """Is `value` a new function object (or a record of them) each time it runs: a lambda, a functools.partial,
        a call of a factory of closures of this module or of another project file?"""
        if type(value) is cst.Lambda:
            return True
        if type(value) is not cst.Call:
            return False
        if self.imports.qualified_name(value.func) in PARTIAL:
            return True
        if type(value.func) is cst.Name and self._returns_fresh_closure(value.func.value, self.module):
            return True
        if type(value.func) is cst.Name and value.func.value not in self.imports.aliases and \
                value.func.value not in self.imports.relative:
            # A factory of this module the region plan left out (called only by untraced code): from the text.
            from .ast_nodes import returns_a_closure
            from .compiling_decorators import module_function

            function = module_function(self.text_tree(), value.func.value)
            return function is not None and returns_a_closure(function)
        return self._imported_factory(value.func)

    def imported_number_function(self, name: str) -> Optional[str]:
        """What the imported function `name` of another project file computes (ProjectIndex.imported_number_function):
        "function" (a Python number from Python numbers), "factory" (a closure doing so), or None."""
        target = self.imports.project_target(name, MODELLED_LIBRARIES)
        return None if target is None or self._imported_number_function is None else \
            self._imported_number_function(*target)

    def returns_new_jit(self, call: cst.Call) -> bool:
        """Does `call` return a new jitted function each time it runs: a call of a factory of this module or of
        another project file (ProjectIndex.imported_jit_factory) that returns `jax.jit` of a function it defines?
        Read from the file's text: the factory runs untraced, and the region plan may leave it out."""
        func = call.func
        if type(func) is cst.Name and func.value not in self.imports.aliases and func.value not in \
                self.imports.relative:
            from .ast_nodes import returns_a_new_jit
            from .compiling_decorators import module_function

            function = module_function(self.text_tree(), func.value)
            return function is not None and returns_a_new_jit(function, self.imports.aliases)
        if self._imported_jit_factory is None:
            return False
        name = dotted_name(func)
        target = self.imports.project_target(name, MODELLED_LIBRARIES) if name is not None else None
        return target is not None and self._imported_jit_factory(*target)

    def _identity_hashed_kind(self, value: cst.BaseExpression) -> Optional[str]:
        """What `value` makes, when it is a new object equal only to itself: an instance of a class that hashes by
        identity (hashed_by_identity), a `functools.partial` (which defines no `__eq__`, so two partials of the
        same function and arguments differ) or a lambda."""
        if type(value) is cst.Lambda:
            return "lambda"
        if type(value) is cst.Call and self.imports.qualified_name(value.func) in PARTIAL:
            return "functools.partial"
        if type(value) is cst.Call and self.hashed_by_identity(value):
            return value.func.value  # type: ignore[attr-defined]
        return None

    def constructs_object(self, call: cst.Call) -> bool:
        """Does `call` make an instance of a class of this module, or of a record class of another project file?"""
        if type(call.func) is cst.Name and call.func.value in self._index.classes:
            return True
        return self.hashed_by_identity(call) or self.record_layout(call.func) is not None

    def hashed_by_identity(self, call: cst.Call) -> bool:
        """Does `call` make an instance of a class (of this module, or imported from another project file) that
        hashes by identity: no bases, decorators, `__eq__` or `__hash__`? Two such objects made with the same
        values are different static arguments."""
        if type(call.func) is not cst.Name:
            return False
        class_node = self._index.classes.get(call.func.value)
        if class_node is not None:
            return not class_node.bases and not class_node.decorators and not class_node.keywords and not any(
                name in self._index.defs_by_scope.get(class_node, {}) for name in ("__eq__", "__hash__"))
        if self._identity_hashed is None or call.func.value in self._index.defs_by_scope.get(self.module, {}):
            return False
        target = self.imports.project_target(call.func.value, MODELLED_LIBRARIES)
        return target is not None and self._identity_hashed(*target)

    def record_layout(self, func: cst.BaseExpression) -> Optional[tuple[tuple[str, ...], frozenset[str]]]:
        """The annotated fields in order and the static fields of the pytree record class `func` names (a
        NamedTuple or registered dataclass of this module, or imported from another project file); None for any
        other callee."""
        return self._record_layouts(func)

    def value_of(self, expression: cst.BaseExpression) -> Value:
        """The abstract value of an expression inside traced code (STATIC elsewhere)."""
        return self._evaluator.value(expression)

    def optional_fallback(self, node: cst.BooleanOperation) -> bool:
        """`opt_state or optimizer.init(params)`: an `or` whose fallback builds something no array (an object, a
        pytree, an unknown function's result) says the left operand is one of those or None, so its truth is a None
        test, not an array's. A fallback that is an array (`key or jax.random.PRNGKey(0)`) or a number (`scale or
        1.0`) says nothing of the kind."""
        if type(node.operator) is not cst.Or or type(node.right) is not cst.Call:
            return False
        func = node.right.func
        if type(func) is cst.Name and is_builtin(func.value) and self.imports.qualified_name(func) is None:
            return False   # `n or int(default)`: a number
        if (self.imports.qualified_name(func) or "").partition(".")[0] in _PYTHON_SCALAR_MODULES:
            return False   # `seed or secrets.randbelow(2**31)`, `t or time.time()`: a number or a string
        fallback = self._evaluator.value(node.right)
        return fallback.opaque or not fallback.traced and not fallback.sequence and \
            (self.imports.qualified_name(func) or "").partition(".")[0] not in MODELLED_LIBRARIES

    def proved_concrete(self, test: cst.BaseExpression, holds: bool) -> set[str]:
        """Names that `test` being true (`holds`) or false proves to hold Python values, not tracers."""
        when_true, when_false = self._evaluator.narrowed(test)
        return (when_true if holds else when_false) | concrete_guarded_names(test, holds)

    def element_value(self, expression: cst.BaseExpression) -> Value:
        """The abstract value of the items of an iterable expression (what `any(...)` or a loop sees)."""
        return element_of(self._evaluator.value(expression))

    def qualified_name(self, expression: cst.BaseExpression) -> Optional[str]:
        head = _dotted_head(expression)
        if head is not None:
            held = self._name_values.get(head)
            if held is not None and held.module is not None:
                # `xnp.linalg.norm` with `xnp` a parameter left at its `np` default in traced code.
                return qualify(held.module + (dotted_name(expression) or "")[len(head.value):], self.imports.aliases)
        if (expression if type(expression) is cst.Name else head) in self.local_reads:
            # `def dX(V, exp=jnp.exp): exp(V)` in a module that does `from numpy import exp`: Python looks the
            # parameter up first, so the call is whatever the parameter holds, not the module's import.
            return None
        return self.imports.qualified_name(expression)

    def module_parameter(self, expression: cst.BaseExpression) -> Optional[str]:
        """`xnp` for `xnp.stack` in traced code where the parameter `xnp` is left at its module default (`xnp=np`):
        the call is that module's."""
        head = _dotted_head(expression)
        held = self._name_values.get(head) if head is not None else None
        return head.value if held is not None and held.module is not None else None

    def imported_from_jax(self, name: str) -> bool:
        """Does an import of the file, on any branch, bind `name` to jax's (import_names.imported_from_jax)?"""
        from .import_names import imported_from_jax

        tree = self.text_tree()
        return tree is not None and imported_from_jax(tree, name)

    def code_for_node(self, node: cst.CSTNode) -> str:
        """The source code of a node, as messages quote it."""
        return self.locator.code_for_node(node)

    def jit_target_name(self, site: JitSite) -> str:
        """How a message names what a jit site compiles: `f`, `lambda`, `partial(f, 1)`."""
        if site.target_name is not None:
            return site.target_name
        code = " ".join(self.code_for_node(site.target).split())  # type: ignore[arg-type]
        return code if len(code) <= 48 else code[:45] + "..."

    def traced_function(self, node: cst.CSTNode) -> Optional[TracedFunction]:
        return self.traced.get(node)  # type: ignore[arg-type]

    def traced_names(self, expression: cst.BaseExpression) -> list[str]:
        """The names inside `expression` that hold tracers, in source order (for messages)."""
        names = _TracedNames(self._name_values)
        walk(expression, names)
        return names.found

    def expects_failure(self, statement: cst.With) -> bool:
        """`with pytest.raises(E):` (or `self.assertRaises(E)`, numpy's `assert_raises`): the test asserts that its
        body fails, so the body's results are not meant to be kept."""
        for item in statement.items:
            call = item.item
            if type(call) is not cst.Call:
                continue
            if self.qualified_name(call.func) in EXPECTED_FAILURE_CONTEXTS or (
                    type(call.func) is cst.Attribute and call.func.attr.value in EXPECTED_FAILURE_METHODS):
                return True
        return False

    @planner_trigger("_keep_builtin_shadows")
    def builtin_called(self, call: cst.Call) -> Optional[str]:
        """`len` for `len(x)` when `len` is Python's builtin (not imported, not a local of traced code)."""
        func = call.func
        if (type(func) is cst.Name and is_builtin(func.value) and func.value not in self.imports.aliases
                and func not in self._name_values and func.value not in self._index.defs_by_scope[self.module]):
            return func.value
        return None

    def own_loops(self, function: FunctionNode) -> tuple[cst.CSTNode, ...]:
        """The `for` statements and comprehension `for`s under a function's body (a lambda's: under its body
        expression), not in the defs, lambdas and classes in it, in the order a stack walk meets them. The flow of
        a traced body asks for them at every round of propagation, and its calls of loop variables again."""
        if id(function) not in self._index.looping_scopes:
            return ()
        found = self._own_loops.get(id(function))
        if found is None:
            loops = []
            pending: list[cst.CSTNode] = list(children(function.body))
            while pending:
                node = pending.pop()
                kind = type(node)
                if kind is cst.FunctionDef or kind is cst.Lambda or kind is cst.ClassDef:
                    continue
                if kind is cst.For or kind is cst.CompFor:
                    loops.append(node)
                pending.extend(children(node))
            found = self._own_loops[id(function)] = tuple(loops)
        return found

    def parent_scope(self, scope: ScopeNode) -> Optional[ScopeNode]:
        """The scope a function, lambda or class is defined in (None for the module)."""
        return self._index.scope_parent.get(scope)

    def is_reference(self, expression: cst.BaseExpression) -> bool:
        """Does `expression` hold a JAX Ref or a flax nnx Variable, which `v[...] = x` writes (references.py)?"""
        from .references import is_reference

        return is_reference(self, expression)

    def tracks_own_value(self, class_node: cst.ClassDef) -> bool:
        """Does the class derive from a library state class whose `self.value` writes its transforms track?"""
        from .references import tracks_own_value

        return tracks_own_value(self, class_node)

    def is_trace_counter(self, function: FunctionNode, name: str) -> bool:
        """Is `name`, bumped in traced `function`, a test's trace counter (trace_counters.py)?"""
        from .trace_counters import is_trace_counter

        return is_trace_counter(self, function, name)

    def is_trace_probe(self, function: FunctionNode, name: str) -> bool:
        """Is `name`, appended to in traced `function`, what a test records from the trace (trace_counters.py)?"""
        from .trace_counters import is_trace_probe

        return is_trace_probe(self, function, name)

    def runs_once_reason(self, function: FunctionNode) -> Optional[str]:
        """Why `function` runs once per program or per test, or None (analysis/run_frequency.py)."""
        from .run_frequency import runs_once_reason

        parent = self.parent_scope(function)
        reason = runs_once_reason(function, parent if isinstance(parent, cst.ClassDef) else None, self.in_test_module)
        if reason is None and isinstance(parent, cst.Module) and isinstance(function, cst.FunctionDef):
            if function.name.value in self._module_callers()[3]:
                reason = "it runs once per object construction (called only from `__init__`)"
            elif function.name.value in self._module_callers()[0]:
                reason = "it runs once per program (called only from the module's top level or a driver)"
        return reason

    def jit_target_kind(self, expression: cst.BaseExpression, scope: ScopeNode) -> str:
        """What a function handed to a jit at `scope` is: a lambda, a partial, a local def, a bound method, a
        transformed function, or a named function that is the same object on every call (roots.py)."""
        return self._jit_target_kind(expression, scope)

    def runs_at_construction(self, function: FunctionNode) -> bool:
        """Does `function` run only while an object is constructed: a constructor of a module-level class, or a
        module-level function called only from those (once_callers.py)? Its loops go over the object's
        configuration (the maps of an environment), not over steps."""
        from .objects import CONSTRUCTORS

        if not isinstance(function, cst.FunctionDef):
            return False
        parent = self.parent_scope(function)
        if isinstance(parent, cst.ClassDef):
            return function.name.value in CONSTRUCTORS and isinstance(self.parent_scope(parent), cst.Module)
        return isinstance(parent, cst.Module) and function.name.value in self._module_callers()[3]

    def loop_call_line(self, function: FunctionNode) -> Optional[int]:
        """A line of this module that calls the module-level `function` inside a loop or comprehension, or None."""
        if not isinstance(function, cst.FunctionDef) or not isinstance(self.parent_scope(function), cst.Module):
            return None
        return self._module_callers()[1].get(function.name.value)

    def calls_own_attribute(self, class_name: str, attribute: str) -> bool:
        """Does a method of the module-level class `class_name` call `self.<attribute>(...)`? Read from the whole
        file's `ast` (the planner keeps no untraced method far from traced code)."""
        tree = self.text_tree()
        for statement in tree.body if tree is not None else ():
            if isinstance(statement, ast.ClassDef) and statement.name == class_name:
                return any(isinstance(node, ast.Call) and self_attribute(node.func) == attribute
                           for node in ast_walk(statement))
        return False

    def loop_call_line_of(self, name: str) -> Optional[int]:
        """A line of this module that calls `name` (a module-level function or class) inside a loop or
        comprehension, or None."""
        return self._module_callers()[1].get(name)

    def loop_call_elsewhere(self, name: str, class_name: Optional[str] = None,
                            through_callers: bool = False) -> Optional[str]:
        """The base name of another file of the package (or a script beside it) that calls the module-level function
        `name` (with `class_name`: that module-level class's method, through an object) inside a loop or
        comprehension, or (`through_callers`) in a function it calls so, or None
        (once_callers.called_in_loop_elsewhere)."""
        if not os.path.isfile(self._path):
            return None
        from .once_callers import called_in_loop_elsewhere

        if self._package_cache is None:
            self._package_cache = {}
        return called_in_loop_elsewhere(self._path, name, self._package_cache, class_name, through_callers)

    def self_call_in_a_loop(self, class_name: str, name: str) -> Optional[tuple[str, int]]:
        """(method, line) of a method of the module-level class `class_name` that calls `self.<name>(...)` in a loop
        of its own body, read from the whole file's tree (once_callers.self_call_in_a_loop); or None."""
        from .once_callers import self_call_in_a_loop

        return self_call_in_a_loop(self.text_tree(), class_name, name)

    def runs_only_under_a_trace(self, name: str) -> bool:
        """Does every call of the module-level function `name`, in this file and the other files of its package,
        run while JAX traces its caller (once_callers.runs_only_under_a_trace): in a jitted def, a lax body, a
        lambda handed to `jax.jit`, or a function itself called only so?"""
        if not os.path.isfile(self._path):
            return False
        from .once_callers import runs_only_under_a_trace

        if self._package_cache is None:
            self._package_cache = {}
        return runs_only_under_a_trace(self._path, name, self._package_cache)

    def other_distribution_class(self, annotation: cst.BaseExpression) -> bool:
        """Does a parameter annotation name a class imported from another distribution (`th: TreeHierarchy` with
        `from jztree.data import TreeHierarchy` in jzfmm), neither JAX's nor NumPy's nor the file's own top
        package's? No code this run reads defines its methods. False outside a package (a script, a test folder),
        where an absolute import is as likely the project's own."""
        spelled = dotted_name(annotation)
        qualified = self.imports.qualified_name(annotation)
        if spelled is None or qualified is None or "." not in qualified or \
                spelled.partition(".")[0] in self.imports.relative:
            return False
        head = qualified.partition(".")[0]
        if head in MODELLED_LIBRARIES or head in _STANDARD_TYPES:
            return False
        if self._own_package_name is None:
            self._own_package_name = self.own_package() or ""
        return bool(self._own_package_name) and head != self._own_package_name

    def own_package(self) -> Optional[str]:
        """The name of the top package the file belongs to (`pyscfad` for pyscfad/scf/_vhf.py); None outside
        packages, or for a buffer that is no file."""
        if not os.path.isfile(self._path):
            return None
        from .packages import top_package

        if self._package_cache is None:
            self._package_cache = {}
        top = top_package(self._path, self._package_cache)
        return os.path.basename(top) if top is not None else None

    def text_tree(self) -> Optional[ast.Module]:
        """The whole file's `ast`, for the questions the region planner's tree cannot answer (code far from the
        traced statements); parsed once, on the first such question. None when Python cannot parse it."""
        if self._text_tree is None:
            try:
                # The text's tree parsed for its region plan or outline moments ago, most often.
                self._text_tree = (syntax_tree(self.locator.text),)
            except (SyntaxError, ValueError, RecursionError, MemoryError):
                self._text_tree = (None,)
        return self._text_tree[0]

    def logs_through_callback(self, name: str) -> bool:
        """Is `name` (`log` in `log.info(...)`) a logger the project builds from a module of its own that hands
        work to a JAX host callback (analysis/host_loggers.py)? Then its lines print at run time."""
        from .host_loggers import logger_sources, routes_through_callback

        tree = self.text_tree()
        if tree is None or not os.path.isfile(self._path):
            return False
        if self._package_cache is None:
            self._package_cache = {}
        found, read = routes_through_callback(
            self._path, logger_sources(tree, name, self.imports.aliases, self.imports.relative), self._package_cache)
        self.static_sources = tuple(self.static_sources) + tuple(f for f in read if f not in self.static_sources)
        return found

    def standard_logger_attribute(self, traced: TracedFunction, expression: cst.BaseExpression) -> bool:
        """Is `expression` `self.<attribute>` that every method of the class binds to `logging.getLogger(...)`
        (`self._log = logging.getLogger(f"lmtrain.{run_name}")` in a constructor), or to the constructor's parameter
        that every construction of the module-level class in the package passes such a logger (`self.logger =
        logger` with `GradientMonitorCallback(logger)` in the script, project.py `logger_parameters`)? Its records
        are made while JAX traces, as Python's logging always does."""
        if not (type(expression) is cst.Attribute and type(expression.value) is cst.Name and
                expression.value.value == "self" and traced.info.class_node is not None and
                "self" not in traced.params):
            return False
        class_node = traced.info.class_node
        values = self.self_assigned_values(class_node, expression.attr.value)
        given: Optional[frozenset[str]] = None
        for value in values:
            if type(value) is cst.Call and self.qualified_name(value.func) in STANDARD_LOGGER_MAKERS:
                continue
            if type(value) is not cst.Name:
                return False
            if given is None:
                given = self._constructed_logger_parameters(class_node)
            if value.value not in given:
                return False
        return bool(values)

    def _constructed_logger_parameters(self, class_node: cst.ClassDef) -> frozenset[str]:
        """The constructor parameters of the module-level class that every construction in the package passes a
        standard library logger (none for a nested class, or without a project)."""
        if self._logger_parameters is None or self._index.scope_parent.get(class_node) is not self.module:
            return frozenset()
        return self._logger_parameters(class_node.name.value)

    def written_file_attribute(self, traced: TracedFunction, expression: cst.BaseExpression) -> bool:
        """Is `expression` `self.<attribute>` that every method of the class binds to a file it opens for writing
        (`self._file = open(self.path, "a")` in a constructor)? Its `write` in traced code writes while JAX traces
        (once per compilation, tracers printed for values), not at every call."""
        if not (type(expression) is cst.Attribute and type(expression.value) is cst.Name and
                expression.value.value == "self" and traced.info.class_node is not None and
                "self" not in traced.params):
            return False
        values = self.self_assigned_values(traced.info.class_node, expression.attr.value)
        return bool(values) and all(type(value) is cst.Call and self.builtin_called(value) == "open" and
                                    opens_for_writing(value) for value in values)

    def _note_local_construction(self, class_node: cst.ClassDef, name: str, scope: Optional[cst.CSTNode]) -> None:
        """`jax.jit(model.init)` with `model = Sequential(Dense(4, 16), Dense(16, 1))`: the instances of this
        module's classes the object was made with are what its methods find in the attributes it keeps them in
        (`self.layers = layers`, the `*layers` of its constructor)."""
        construction = self.construction_of(name, scope)
        if construction is None:
            return
        arguments, position = [], 0
        for arg in construction.args:
            if arg.star:
                break
            slot = arg.keyword.value if arg.keyword is not None else str(position)
            position += arg.keyword is None
            if type(arg.value) is cst.Call and type(arg.value.func) is cst.Name and \
                    self._local_class(arg.value.func) is not None:
                arguments.append((slot, arg.value.func.value))
        if arguments:
            self.note_constructor_arguments(class_node, tuple(arguments))

    def exported_by_package(self, class_name: str) -> bool:
        """Does the top package's `__init__.py` import this module's `class_name` (its public API, which users
        build and call as they like)? False outside a package and for stdin."""
        init = self._top_package_init()
        if init is None:
            return False
        key = ("package exports", init)
        if key not in self._package_cache:
            self._package_cache[key] = _imported_from_modules(init)
        stem = os.path.splitext(os.path.basename(self._path))[0]
        names = self._package_cache[key].get(stem, frozenset())
        return class_name in names or "*" in names

    def environment_setting(self, name: str) -> Optional[str]:
        """The value the project gives environment variable `name` while its package is imported, before any library
        reads it: set at the top of the file itself or of its top package's `__init__.py` (analysis/
        environment_switches.py); None when neither sets it."""
        from .environment_switches import environment_settings, file_environment_settings

        tree = self.text_tree()
        own = environment_settings(tree) if tree is not None else {}
        if name in own:
            return own[name]
        init = self._top_package_init()
        return file_environment_settings(init, self._package_cache).get(name) if init is not None else None

    def _top_package_init(self) -> Optional[str]:
        """The `__init__.py` of this file's top package (not the file itself), recorded among the sources the
        findings depend on; None outside a package and for stdin."""
        from .packages import top_package

        if not os.path.isfile(self._path):
            return None
        if self._package_cache is None:
            self._package_cache = {}
        top = top_package(self._path, self._package_cache)
        init = os.path.join(top, "__init__.py") if top is not None else None
        if init is None or os.path.abspath(init) == os.path.abspath(self._path) or not os.path.isfile(init):
            return None
        if init not in self.static_sources:
            self.static_sources = tuple(self.static_sources) + (init,)
        return init

    def scoped_global(self, name: str) -> bool:
        """Is `name` a module global that a function of the module restores in a `finally` (a context manager's
        scoped counter, analysis/scoped_globals.py)?"""
        if self._scoped_globals is None:
            from .scoped_globals import restored_globals

            tree = self.text_tree()
            self._scoped_globals = restored_globals(tree) if tree is not None else frozenset()
        return name in self._scoped_globals

    def _shadowed_on_the_way_out(self, traced: TracedFunction, name: str) -> bool:
        """Does a function around `traced` (itself included) bind `name`, hiding the module global?"""
        scope: Optional[ScopeNode] = traced.info.scope
        while scope is not None and not isinstance(scope, cst.Module):
            if isinstance(scope, (cst.FunctionDef, cst.Lambda)) and (
                    name in self.functions[scope].all_params or name in self._assigned_names(scope)):  # type: ignore
                return True
            scope = self._index.scope_parent.get(scope)
        return False

    def module_flag(self, traced: TracedFunction, name: str) -> Optional[bool]:
        """The truth of free name `name` of `traced` when it is a module flag (bound once to `True`, `False` or
        `None` and never rebound, analysis/module_flags.py) that no scope on the way out shadows; None otherwise."""
        if self._shadowed_on_the_way_out(traced, name):
            return None
        return self._flags().get(name)

    def constant_function(self, traced: TracedFunction, name: str) -> Optional[bool]:
        """The truth of what a call of free name `name` of `traced` returns when it names a module function whose
        one statement returns `True`, `False` or `None`, never rebound (analysis/module_flags.py), that no scope
        on the way out shadows; None otherwise."""
        if self._shadowed_on_the_way_out(traced, name):
            return None
        if self._constant_functions is None:
            from .module_flags import constant_functions

            tree = self.text_tree()
            self._constant_functions = constant_functions(tree, self.locator.text) if tree is not None else {}
        return self._constant_functions.get(name)

    def _enum_members(self) -> frozenset[str]:
        """The members of the file's enumerations (analysis/module_flags.py `enum_members`), read from its text:
        the planner's tree may leave the class out."""
        from .module_flags import enum_members, may_define_enumeration

        if not may_define_enumeration(self.locator.text):
            return frozenset()
        try:
            # Asked while the facts are set up, before `text_tree` can be: the recent trees hold this one.
            return enum_members(syntax_tree(self.locator.text))
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            return frozenset()

    def _flags(self) -> dict[str, bool]:
        """The module flags of the file (analysis/module_flags.py), read from its text once: its constants, and the
        flags saying whether JAX can be imported, its own or imported from another project file, at the value they
        hold wherever JAX is imported (the only place a trace runs)."""
        if self._module_flags is None:
            from .module_flags import imported_flag_names, jax_import_flags, module_flags

            tree = self.text_tree()
            text = self.locator.text
            flags = module_flags(tree, text) if tree is not None else {}
            if tree is not None:
                flags.update(jax_import_flags(tree, text))
            if tree is not None and self._imported_jax_flag is not None:
                for name, (level, target) in imported_flag_names(tree, text).items():
                    truth = self._imported_jax_flag(level, target)
                    if truth is not None:
                        flags[name] = truth
            self._module_flags = flags
        return self._module_flags

    def _unreached_by_flags(self) -> frozenset[int]:
        """Mark the code the module's flags decide never runs (analysis/flag_branches.py) as untraced, and give the
        ids of the functions and calls in it. A file whose text binds no name to a bare `True`/`False`/`None` has
        no flag: its tree is not read."""
        from .module_flags import may_bind_flag, tested_names

        text = self.locator.text
        if not may_bind_flag(text) and not (self._imported_jax_flag is not None and any(
                name in self.imports.relative or name in self.imports.aliases for name in tested_names(text))):
            return frozenset()
        flags = self._flags()
        if not flags:
            return frozenset()
        from .flag_branches import UnreachedByFlags

        def binds(function: cst.FunctionDef, name: str) -> bool:
            info = self.functions.get(function)
            return info is None or name in info.all_params or name in self._assigned_names(function)

        found = UnreachedByFlags(self.module, flags, binds)
        self.concrete_branches.update(found.branches)
        self.concrete_statements.update(found.statements)
        return found.nodes

    def module_predicate(self, traced: TracedFunction, func: cst.BaseExpression
                         ) -> Optional[tuple[str, cst.BaseExpression]]:
        """For a call of `func` in `traced` (`self._is_jax`, `is_jax_namespace`): when it names one function of
        this module taking one argument whose body (past its docstring) is a single `return <test>`, that
        parameter and the test (function_flow.py asks whether it says which array module it is given)."""
        if type(func) is cst.Name:
            found = self._lookup_defs(func.value, traced.info.scope)
        elif type(func) is cst.Attribute and type(func.value) is cst.Name and func.value.value in ("self", "cls"):
            found = self._method(traced.info.class_node, func.attr.value)
        else:
            return None
        if len(found) != 1:
            return None
        info = self.functions.get(found[0])
        if info is None:
            return None
        parameters = info.positional[self._bound_leading(found[0]) if type(func) is cst.Attribute else 0:]
        body = [statement for statement in found[0].body.body if not _is_docstring(statement)] \
            if isinstance(found[0].body, cst.IndentedBlock) else list(found[0].body.body)
        if len(parameters) != 1 or len(body) != 1:
            return None
        statement = body[0]
        small = statement.body[0] if type(statement) is cst.SimpleStatementLine and len(statement.body) == 1 \
            else statement if type(statement) is cst.Return else None
        if type(small) is not cst.Return or small.value is None:
            return None
        return parameters[0], small.value

    def class_alias(self, traced: TracedFunction, name: str) -> Optional[tuple[str, ...]]:
        """The classes free name `name` of `traced` spells when it is a module global bound once to a union or
        tuple of classes (analysis/module_flags.py) that no scope on the way out shadows; None otherwise."""
        if self._shadowed_on_the_way_out(traced, name):
            return None
        if self._class_aliases is None:
            from .module_flags import class_aliases

            tree = self.text_tree()
            self._class_aliases = class_aliases(tree, self.locator.text) if tree is not None else {}
        return self._class_aliases.get(name)

    def global_read_only_by_its_writer(self, traced: TracedFunction, name: str) -> bool:
        """Is the global `name` that `traced` assigns read only by `traced` itself, which binds it afresh before any
        read, and no part of the module's interface (analysis/trace_scratch.py)? The tracer a trace stores there is
        then read only within that same trace, and by nobody after it."""
        from .trace_scratch import global_read_only_by_its_writer

        tree = self.text_tree()
        uses = self._uses_of_places()
        return tree is not None and uses is not None and \
            global_read_only_by_its_writer(tree, uses, _function_key(traced.info), name)

    def per_trace_scratch(self, traced: TracedFunction, target: cst.BaseExpression) -> bool:
        """Does the outer place `target` that traced code writes live only within the trace (analysis/
        trace_scratch.py)? Restored in a `finally` of the writing function, assigned again after every call that
        runs the writer, or an attribute that only traced code reads, each reader running inside a trace or
        rebinding it before reading it."""
        from .trace_scratch import normalised, overwritten_after_each_call, writes_before_reads

        uses = self._uses_of_places()
        if uses is None:
            return False
        writer = _function_key(traced.info)
        place = normalised(self.code_for_node(target))
        if place is not None and place in uses.restored(writer):
            return True
        if isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name) and \
                overwritten_after_each_call(uses, writer, target.value.value, target.attr.value):
            return True
        container = target.value if isinstance(target, cst.Subscript) else target
        if not isinstance(container, cst.Attribute):
            return False
        attribute = container.attr.value
        readers = uses.readers.get(attribute, set())
        if not readers - {writer}:
            # A private memo only its writer reads, in a compiled function whose every argument is static (a
            # method jitted with `self` static and nothing else): it traces once per object, so no later trace
            # reads what the first one stored. Or an attribute only its writer sets and reads, binding it afresh
            # before any read (`self.loss, self.grads = value_and_grad(...)(...)` then `update(self.grads)`): no
            # constructor or other code of the file defines it, so it is no part of what the object offers its
            # users, and each run reads only what it stored itself. Otherwise whatever reads it is elsewhere,
            # outside what we see.
            text = self.locator.text
            if readers == {writer} and uses.writers.get(attribute, set()) == {writer} and \
                    isinstance(target, cst.Attribute) and attribute in uses.rebound_first(writer) and \
                    f"'{attribute}'" not in text and f'"{attribute}"' not in text:
                return True  # (named in a string, it may be read by `getattr`)
            return attribute.startswith("_") and readers == {writer} and self._traced_once_per_static(traced)
        helpers: dict[tuple, bool] = {}
        for function in self.traced.values():
            key = _function_key(function.info)
            helpers[key] = helpers.get(key, True) and not function.root

        def runs_inside_a_trace(reader: tuple) -> bool:
            if reader not in helpers:
                return False
            callers = uses.users(reader[1] or "")
            return (helpers[reader] or bool(callers) and all(caller in helpers for caller in callers)) and \
                writes_before_reads(uses, writer, reader)

        writers = uses.writers.get(attribute, set())
        return all(attribute in uses.rebound_first(reader) or (
            reader not in writers and runs_inside_a_trace(reader)) for reader in readers)

    def also_runs_untraced(self, traced: TracedFunction) -> bool:
        """Is helper `traced` (no root) also named by code of the file that no trace runs: a loader or set-up
        function the driver calls eagerly before a jitted function calls it again? What it prints for its own
        progress then reads the same under a trace, once per compilation. Read from the whole file's `ast`
        (analysis/trace_scratch.py's table of names used), since the planner drops untraced callers."""
        if traced.root or traced.info.is_method:
            return False
        uses = self._uses_of_places()
        if uses is None:
            return False
        own = _function_key(traced.info)
        others = [user for user in uses.name_users.get(traced.info.name, ()) if user != own]
        if not others:
            return False
        traced_keys = {_function_key(function.info) for function in self.traced.values()}
        return any(user not in traced_keys for user in others)

    def nonlocal_rebound_after_trace(self, traced: TracedFunction, name: str) -> bool:
        """Is `nonlocal name` that `traced` writes overwritten by the function around it before anything reads it:
        `traced` binds it before reading it, and every statement of the enclosing function that uses `traced` binds
        `name` again from what that call gives (analysis/trace_scratch.py, read from the whole file's `ast`)?"""
        from .trace_scratch import rebound_before_read

        outer = traced.info.scope
        if not isinstance(traced.node, cst.FunctionDef) or not isinstance(outer, cst.FunctionDef):
            return False
        return rebound_before_read(self.text_tree(), outer.name.value, traced.info.name, name)

    def _uses_of_places(self):
        """Who reads and writes each attribute of the file (analysis/trace_scratch.py), read once per file."""
        if self._place_uses is None:
            from .trace_scratch import read_place_uses

            tree = self.text_tree()
            self._place_uses = (read_place_uses(tree) if tree is not None else None,)
        return self._place_uses[0]

    def feeds_only_unread_parameters(self, traced: TracedFunction, name: str, depth: int = 0) -> bool:
        """Is every read of the local `name` in the code the trace of `traced` runs one that hands its value to
        nothing? A direct argument of a call of a traced function of the module whose parameter it lands on is read
        only that way (or only where that function runs eagerly); an argument, or arithmetic in one, of a call of a
        function that returns before reading its arguments in the trace (`discards_arguments`); or an operand of an
        `is None` test. `stage_t0 = time.perf_counter()` handed to `_record_stage("m2m", stage_t0, out)`, a recorder
        that returns first when no timing callback is set in the trace (`if timing_callback is None: return out`),
        or that hands `float(time.perf_counter() - start)` to a callback another file made whose switch is off
        there: the clock's value reaches nothing the trace computes (analysis/unread_places.py)."""
        from .unread_places import traced_reads

        if type(traced.node) is not cst.FunctionDef or name in traced.global_names:
            return False
        reads = traced_reads(traced.node.body, name, self._runs_only_eagerly)
        return bool(reads) and all(self._read_reaches_nothing(read, around, traced, depth) for read, around in reads)

    def _read_reaches_nothing(self, read: cst.Name, around: tuple[cst.CSTNode, ...], traced: TracedFunction,
                              depth: int) -> bool:
        from .unread_places import argument_position, enclosing_arguments, none_test_operand

        if none_test_operand(read, around[-1] if around else None):
            return True
        arguments = enclosing_arguments(around)
        if self.handed_only_to_discarding(arguments, read):
            return True
        if not arguments or arguments[-1][0].value is not read:
            return False
        argument, call = arguments[-1]
        if type(call.func) is not cst.Name or depth >= 2:
            return False
        position = argument_position(call, argument)
        callees = self._lookup_defs(call.func.value, traced.node)
        callee = self.traced.get(callees[0]) if len(callees) == 1 else None
        if position is None or callee is None:
            return False
        index, keyword = position
        info = callee.info
        parameter = keyword if keyword is not None else (
            info.positional[index] if index is not None and index < len(info.positional) else None)
        if parameter is None or parameter not in info.all_params:
            return False
        return not self._reads_in_trace(callee, parameter) or self.feeds_only_unread_parameters(
            callee, parameter, depth + 1)

    def _reads_in_trace(self, traced: TracedFunction, name: str) -> bool:
        from .unread_places import traced_reads

        return bool(traced_reads(traced.node.body, name, self._runs_only_eagerly))   # type: ignore[union-attr]

    def handed_only_to_discarding(self, arguments: "list[tuple[cst.Arg, Optional[cst.Call]]]", node: cst.CSTNode
                                  ) -> bool:
        """Does `node`'s value go, through arithmetic and conversions only, into an argument of a call of a function
        that returns before reading its arguments in the trace (`timing_callback(name, float(time.perf_counter() -
        start))` with the recorder another file handed in, its switch off there: values.py `discards_arguments`)?
        `arguments`: the arguments around `node` with their calls, the innermost last."""
        from .unread_places import computed_from, value_conversion

        for argument, call in reversed(arguments):
            if call is None or not computed_from(argument.value, node):
                return False
            if value_conversion(call):
                node = call
                continue
            return type(call.func) is cst.Name and self.value_of(call.func).discards_arguments
        return False

    def _runs_only_eagerly(self, node: cst.CSTNode) -> bool:
        """Code a flow pass found the traces never run (a branch their flags decide, what follows a decided
        return)."""
        return node in self.concrete_statements or node in self.concrete_branches

    def switches_off_in_trace(self, method: FunctionNode, chain: tuple[str, ...]) -> frozenset[str]:
        """The switches of the file (analysis/scoped_switches.py) off in every trace of the def `chain[-1]`, nested
        through the defs `chain` names in `method`."""
        from .scoped_switches import ScopedSwitches
        from .unread_places import functions_named

        if self._scoped_switches is None:
            tree = self.text_tree()
            self._scoped_switches = (ScopedSwitches(tree) if tree is not None else None,)
        switches = self._scoped_switches[0]
        if switches is None or not switches.reach:
            return frozenset()
        methods = functions_named(self.text_tree(), _function_key(self.functions[method]))
        return switches.off_in_trace(methods[0], chain) if len(methods) == 1 else frozenset()

    def stored_only_where_unread(self, traced: TracedFunction, assign: cst.Assign, value: cst.CSTNode) -> bool:
        """Does `value`, part of what `assign` in traced code stores, end only in private attributes that nothing in
        the file reads (analysis/unread_places.py)? Its targets are such attributes (`self._runtime =
        perf_counter() - start`), or it binds one local name whose every read is in the value of such a store
        (`start = perf_counter()`)."""
        from .unread_places import feeds_only_unread, functions_named, unread_attribute

        if not holds([assign.value], lambda node: node is value):
            return False
        uses = self._uses_of_places()
        if uses is None:
            return False
        text = self.locator.text

        def unread(name: str) -> bool:
            return unread_attribute(uses, text, name)

        targets = [target.target for target in assign.targets]
        if all(type(target) is cst.Attribute for target in targets):
            return all(unread(target.attr.value) for target in targets)
        if len(targets) != 1 or type(targets[0]) is not cst.Name or targets[0].value not in traced.local_names or \
                targets[0].value in traced.global_names:
            return False
        functions = functions_named(self.text_tree(), _function_key(traced.info))
        return bool(functions) and all(feeds_only_unread(function, targets[0].value, unread)
                                       for function in functions)

    @staticmethod
    def _traced_once_per_static(traced: TracedFunction) -> bool:
        """A function a compiling wrapper traces whose parameters are all static: JAX traces it once per distinct
        static value and serves every later call from its cache."""
        wrapper = _WRAPPERS_BY_LABEL.get(traced.reason)
        return traced.root and wrapper is not None and wrapper.compiles and bool(traced.info.all_params) and \
            set(traced.info.all_params) <= traced.static_params

    def prefilled_memo(self, class_node: cst.ClassDef, method: FunctionNode) -> bool:
        """Is `method` a memo method its class's constructor fills for every argument the class's other methods
        pass it (analysis/eager_memos.py)? Then under tracing it returns at its membership test."""
        if self._memos is None:
            from .eager_memos import prefilled_memos

            self._memos = prefilled_memos(self.locator.text)
        return isinstance(method, cst.FunctionDef) and (class_node.name.value, method.name.value) in self._memos

    def _module_callers(self) -> tuple[frozenset[str], dict[str, int], tuple[str, ...], frozenset[str]]:
        if self._callers is None:
            from .once_callers import read_callers

            self._callers = read_callers(self.locator.text, self._path if os.path.isfile(self._path) else "",
                                         self._package_cache)
            # Drivers called once from other files of the package: the result depends on those files too.
            self.static_sources = tuple(self.static_sources) + self._callers[2]
        return self._callers

    # --- JAX runs it without compiling ---------------------------------------------------------------------------
    # Three questions about how a traced function runs, asked of one walk over its roots and callers (`_eager_walk`):
    # "direct" (`runs_eagerly`), "traced" (`traced_only_eagerly`) and "evaluated" (`evaluates_eagerly`). Rules and
    # the flow passes ask them on every call they follow; the answers hold until tracing reaches a new function, a
    # function gets a new caller or becomes a root, or a root use other than an applied vmap is found
    # (`_forget_eager_answers`, called where those change).

    def runs_eagerly(self, trace: TracedFunction) -> bool:
        """Is `trace` a function only a transform that does not compile traces, from untraced code
        (`jax.vmap(apply_data)(batch)` in a plain method)? JAX runs it on every call, and what it computes from
        values other than the mapped arguments is concrete there."""
        return self._eagerly("direct", trace)

    def traced_only_eagerly(self, trace: TracedFunction) -> bool:
        """Is `trace` run only by transforms that do not compile (`runs_eagerly`): a root of one, or a helper every
        traced caller of which is? JAX traces it again on every call, so what it does runs on every call (once
        per call for the whole batch, not per element)."""
        return self._eagerly("traced", trace)

    def evaluates_eagerly(self, trace: TracedFunction) -> bool:
        """Does JAX run `trace` only under `jax.vmap`s that no jit, scan or grad encloses, as this code calls it (a
        vmap applied in untraced code, a helper only such code calls, a seed only such code of another file made)?
        vmap's batching hands a primitive whose operands are all unbatched to the trace around it, here the eager
        one: what the body computes from values no mapped argument reaches (a closed-over array, a slice of it at a
        fixed start, `self`'s arrays) is concrete, and `float()`, NumPy or an `if` on it run as they would outside
        JAX."""
        return self._eagerly("evaluated", trace)

    def _forget_eager_answers(self) -> None:
        self._eager_answers.clear()

    def _eagerly(self, question: str, trace: TracedFunction) -> bool:
        key = (question, id(trace))
        known = self._eager_answers.get(key)
        if known is None or known[0] is not trace:
            known = (trace, self._eager_walk(question, trace, set()))
            self._eager_answers[key] = known
        return known[1]

    def _eager_walk(self, question: str, trace: TracedFunction, seen: set[int]) -> bool:
        if id(trace) in seen:
            return True  # a cycle adds no caller of its own
        seen.add(id(trace))
        if question == "evaluated" and trace.seeded_eagerly is False:
            return False
        if trace.root:
            # Applied in untraced code, or (but for "direct") inside a function that itself runs so.
            return self._eager_root(question, trace) and all(self._eager_entry(question, scope, seen)
                                                             for scope in trace.entered_from)
        if question == "direct":
            return False
        if not trace.entered_from:
            # A seed of another file's code that evaluates eagerly.
            return question == "evaluated" and trace.seeded_eagerly is True
        # A caller that calls it only in a `jax.ensure_compile_time_eval()` block evaluates it eagerly, traced or not.
        return all(question == "evaluated" and id(scope) in trace.compile_time_callers or
                   scope in self.traced and self._eager_walk(question, self.traced[scope], seen)
                   for scope in trace.entered_from)

    def _eager_root(self, question: str, trace: TracedFunction) -> bool:
        """Does the transform that makes `trace` a root run it without compiling, as `question` asks?"""
        wrapper = _WRAPPERS_BY_LABEL.get(trace.reason)
        if wrapper is None or wrapper.compiles or not trace.entered_from:
            return False
        if question == "traced":
            # A lax loop runs its body's one trace on every iteration, jitted or not; a name bound to `jax.jit(f)`
            # compiles it.
            return wrapper.carry is None and wrapper.label != "lax.map body" and \
                not self.jit_aliases_of(trace.node, include_wrappers=False)
        if question == "evaluated" and (not wrapper.in_axes or id(trace.node) in self.traced_otherwise):
            return False
        return not self.jit_aliases_of(trace.node)

    def _eager_entry(self, question: str, scope: ScopeNode, seen: set[int]) -> bool:
        """Does a root's transform applied in `scope` leave it running eagerly? Not in the code of a flax/equinox
        module, for "evaluated": its methods run inside the library's `apply` or a filtered jit, which the module's
        users compile."""
        traced = self.traced.get(scope)  # type: ignore[arg-type]
        if traced is not None:
            return question != "direct" and self._eager_walk(question, traced, seen)
        return question != "evaluated" or not self._in_library_module(scope)

    def _in_library_module(self, scope: ScopeNode) -> bool:
        """Is `scope` code of a method of a flax or equinox module class (nested functions included)?"""
        while scope is not None and type(scope) is not cst.Module:
            info = self.functions.get(scope)  # type: ignore[arg-type]
            if info is not None and info.class_node is not None:
                return self._module_kind(info.class_node) is not None
            scope = self._index.scope_parent.get(scope)
        return False

    @staticmethod
    def reads_own_names(trace: TracedFunction, expression: cst.BaseExpression) -> bool:
        """Does `expression` read a parameter or local of the traced function (what a transform maps over, or
        something computed from it), rather than only state from outside it (`self._rng`)?"""
        own = set(trace.info.all_params) | set(trace.local_names)
        return holds([expression], lambda node: type(node) is cst.Name and node.value in own)

    def jit_aliases_of(self, node: FunctionNode, include_wrappers: bool = True) -> list[tuple[str, ScopeNode]]:
        """Names bound to `jax.jit(node)`-like wrappers (`step = jax.jit(_step)`), with the scope that binds them;
        `include_wrappers`: to other wrappers' results too (`step = jax.vmap(_step)`)."""
        found = []
        aliases = [*self._index.jit_aliases.items(), *self._index.wrapper_aliases.items()] if include_wrappers else \
            list(self._index.jit_aliases.items())
        for alias, (call, use, scope) in aliases:
            if use.functions and any(target is node for target, _, _, _ in self._resolve_targets(use.functions[0],
                                                                                                 scope)):
                found.append((alias, scope))
        return found

    # --- name resolution: what a name or expression refers to --------------------------------------------------
    def _lookup_defs(self, name: str, scope: Optional[ScopeNode]) -> list[cst.FunctionDef]:
        first = True
        while scope is not None:
            # A method body does not see its class's names, but the class body itself does.
            if type(scope) is not cst.ClassDef or first:
                found = self._index.defs_by_scope.get(scope, {}).get(name)
                if found:
                    return found
                if self._binds_locally(scope, name):
                    # `passthru = unitary(...)` inside `def passthru(...)`, or a parameter `smooth: Callable` of
                    # `def smooth(...)`: the local name shadows every def of the enclosing scopes, itself included.
                    return []
            first = False
            scope = self._index.scope_parent.get(scope)
        return []

    def _binds_locally(self, scope: ScopeNode, name: str) -> bool:
        """Does the function or lambda `scope` bind `name` as a parameter or a local (not `global`/`nonlocal`)?"""
        if type(scope) is cst.FunctionDef:
            return name in self.functions[scope].all_params or name in self._assigned_names(scope)
        return type(scope) is cst.Lambda and scope in self.functions and name in self.functions[scope].all_params

    def _assigned_names(self, function: cst.FunctionDef) -> set[str]:
        names = self._assigned.get(function)
        if names is None:
            bound, declared = self.local_bindings(function)
            names = self._assigned[function] = bound - declared
        return names

    def local_bindings(self, function: FunctionNode) -> tuple[set[str], set[str]]:
        """The names the body of `function` binds, and those it declares global or nonlocal (`BoundNames`)."""
        found = self._bindings.get(function)
        if found is None:
            collector = BoundNames(own_scope=True)
            walk(function.body, collector)
            found = self._bindings[function] = (collector.bound, collector.declared)
        return found

    def string_keyed_names(self, function: FunctionNode) -> set[str]:
        """`bindings.string_keyed_names`, once per function."""
        found = self._string_keyed.get(function)
        if found is None:
            found = self._string_keyed[function] = string_keyed_names(function)
        return found

    def _lookup_lambdas(self, name: str, scope: Optional[ScopeNode]) -> list[cst.Lambda]:
        """The lambdas `name = lambda ...` binds in the nearest function or module scope that binds it so."""
        while scope is not None:
            if type(scope) is not cst.ClassDef:
                found = self._index.lambda_bindings.get((scope, name))
                if found:
                    return found
                if self._index.defs_by_scope.get(scope, {}).get(name) or self._binds_locally(scope, name):
                    return []
            scope = self._index.scope_parent.get(scope)
        return []

    def outer_binding(self, table: dict[tuple[ScopeNode, str], cst.Call], name: str, scope: Optional[ScopeNode]
                      ) -> Optional[tuple[cst.Call, ScopeNode]]:
        """The call that `table` (`partial_bindings`, `transform_bindings`) records `name` bound to in the nearest
        function or module scope around `scope` that binds it, with that scope; None when that nearest binding of
        the name is another one (a def, or a parameter or local bound otherwise)."""
        while scope is not None:
            if type(scope) is not cst.ClassDef:
                found = table.get((scope, name))
                if found is not None:
                    return found, scope
                if self._index.defs_by_scope.get(scope, {}).get(name):
                    return None
                if self._binds_locally(scope, name):
                    return None
            scope = self._index.scope_parent.get(scope)
        return None

    def _enclosing_class(self, scope: ScopeNode) -> Optional[cst.ClassDef]:
        info = self.functions.get(scope)  # type: ignore[arg-type]
        return info.class_node if info is not None else None

    def _method(self, class_node: Optional[cst.ClassDef], name: str) -> list[cst.FunctionDef]:
        if class_node is None:
            return []
        return self._index.defs_by_scope.get(class_node, {}).get(name, [])

    def _resolve_targets(self, expression: cst.BaseExpression, scope: ScopeNode, _resolving: bool = False
                         ) -> list[tuple[FunctionNode, int, set[str], str]]:
        """Functions an expression refers to: (node, bound leading positionals, bound keywords, kind)."""
        expression = unwrap_transparent(expression, self.imports)
        if isinstance(expression, cst.Lambda):
            return [(expression, 0, set(), "lambda")]
        if isinstance(expression, cst.Name):
            rebound = self._index.partial_rebindings.get((scope, expression.value))
            if rebound is not None and not _resolving:
                # `f = functools.partial(f, flag=True)` then `jax.jit(f)`: the partial is what gets traced.
                return self._resolve_targets(rebound, scope, _resolving=True)
            defs = self._lookup_defs(expression.value, scope)
            if not defs:
                lambdas = self._lookup_lambdas(expression.value, scope)
                if lambdas:
                    return [(node, 0, set(), "lambda") for node in lambdas]
                transformed = self.outer_binding(self._index.transform_bindings, expression.value, scope)
                if transformed is not None and not _resolving:
                    # `force = jax.grad(lambda r: -potential(r))`, then `jax.jit(jax.vmap(force))`.
                    return self._resolve_targets(transformed[0], transformed[1], _resolving=True)
                partial = self.outer_binding(self._index.partial_bindings, expression.value, scope)
                if partial is not None and not _resolving:
                    # `kernel = functools.partial(gibbs_kernel, X=X, y=y)`, then `lax.scan(kernel, ...)`.
                    return self._resolve_targets(partial[0], partial[1], _resolving=True)
                product = self._factory_product(expression.value, scope)
                if product is not None:
                    # `update = make_update(lr)` or `init, update = make_optimizer(lr)`, then `jax.jit(update)`: the
                    # factory's local def at that position of what it returns.
                    products = [(d, 0, set(), "def") for factory in self._lookup_defs(product[0], product[2])
                                for d in returned_local_defs(self, factory, product[1])]
                    if products:
                        return products
                # `jax.jit(model)` traces `Model.__call__` of an instance of a class defined here.
                return [(d, 1, set(), "method")
                        for d in self._method(self._instance_class(expression.value, scope), "__call__")]
            if len(defs) > 1:
                defs = _defs_reaching(defs, expression, scope)
            return [(d, 0, set(), "def") for d in defs]
        if isinstance(expression, cst.Attribute) and isinstance(expression.value, cst.Name) and \
                expression.value.value in ("self", "cls"):
            return [(d, self._bound_leading(d), set(), "method")
                    for d in self._method(self._enclosing_class(scope), expression.attr.value)]
        if isinstance(expression, cst.Attribute) and isinstance(expression.value, cst.Name):
            instance_class = self._instance_class(expression.value.value, scope)
            if instance_class is not None:
                self._note_local_construction(instance_class, expression.value.value, scope)
            return [(d, self._bound_leading(d), set(), "method")
                    for d in self._method(instance_class, expression.attr.value)]
        stored = self.stored_instance_class(expression.value, scope) if isinstance(expression, cst.Attribute) \
            else None
        if stored is not None:
            # `jax.jit(self.model.train_step)`: a method of the object the class keeps on `self.model`.
            return [(d, self._bound_leading(d), set(), "method")
                    for d in self._method(self._local_class(stored), expression.attr.value)]  # type: ignore
        if isinstance(expression, cst.Attribute) and isinstance(expression.value, cst.Call) and \
                isinstance(expression.value.func, cst.Name):
            # `jax.jit(RandomPerspective().__call__)`: the method of an instance made right there.
            made_class = self._local_class(expression.value.func)
            return [(d, 1, set(), "method") for d in self._method(made_class, expression.attr.value)]
        if isinstance(expression, cst.Call) and self.imports.qualified_name(expression.func) in PARTIAL:
            positional = call_positional(expression)
            if positional:
                bound_kw = set(call_keywords(expression))
                # `partial(f, **config)` may bind any keyword; the keyword-only ones cannot be passed by a
                # wrapper that calls positionally, so they are the configuration.
                double_star = any(arg.star == "**" for arg in expression.args)
                return [(node, offset + len(positional) - 1,
                         kws | bound_kw | (set(self.functions[node].keyword_only) if double_star else set()),
                         "partial")
                        for node, offset, kws, _ in self._resolve_targets(positional[0], scope, _resolving)]
        return []

    def _bound_leading(self, method: FunctionNode) -> int:
        """Positionals an attribute access binds: `self`/`cls` of a method, none of a `@staticmethod`
        (`vmap(self.get_tril, [0, None])` maps the static method's own first parameter)."""
        info = self.functions.get(method)
        return 0 if info is not None and not info.is_method else 1

    def _wrapped_targets(self, expression: cst.BaseExpression, scope: ScopeNode
                         ) -> list[tuple[FunctionNode, int, set[str], str]]:
        """What a wrapper (`jax.jit(...)`) given `expression` traces: `_resolve_targets`, and the `__call__` of an
        instance made right there (`jax.jit(DotProductAttention())`)."""
        targets = self._resolve_targets(expression, scope)
        if not targets and isinstance(expression, cst.Call) and isinstance(expression.func, cst.Name):
            made_class = self._local_class(expression.func)
            targets = [(d, 1, set(), "method") for d in self._method(made_class, "__call__")]
            if made_class is None:
                # `jax.jit(jax.vmap(make_loss(config)))`: the closure the factory returns is what gets traced.
                targets = [(d, 0, set(), "def") for factory in self._lookup_defs(expression.func.value, scope)
                           if type(factory) is cst.FunctionDef for d in returned_closure(self, factory)]
        if type(expression) is cst.Attribute and type(expression.value) is cst.Name and \
                expression.value.value == "self":
            # `jax.jit(self.call)` in a base class: on an instance of a subclass, the subclass's `call` is traced.
            owner = self._enclosing_class(scope)
            targets = targets + [(d, 1, set(), "method") for d in self.overrides_of(owner, expression.attr.value)]
        unwrapped = unwrap_transparent(expression, self.imports)
        if not targets and type(unwrapped) is cst.Attribute and type(unwrapped.value) is cst.Name and \
                unwrapped.value.value == "self":
            # `jax.jit(jax.value_and_grad(self.loss))` with `self.loss` holding an object of a class of this
            # module: calling the object runs its `__call__`.
            held = self.stored_object_class(unwrapped, scope)
            targets = [(d, 1, set(), "method") for d in self._method(held, "__call__")]
        return targets

    def stored_object_class(self, expression: cst.Attribute, scope: ScopeNode) -> Optional[cst.ClassDef]:
        """`self.loss` in a method of a class that keeps no method of that name, the attribute holding an instance
        of a class of this module: made there (`self.loss = Loss(...)`) or the constructor parameter every
        construction passes such an instance (`Learner(Loss(...))`, in this file or, through its seed, another)."""
        class_node = self._enclosing_class(scope)
        if class_node is None or self._method(class_node, expression.attr.value):
            return None
        stored = self._local_class(self.stored_instance_class(expression, scope))
        return stored or self._constructed_class_of(class_node, expression, elements=False)

    @planner_trigger("_take_references")
    def overrides_of(self, class_node: Optional[cst.ClassDef], name: str) -> list[cst.FunctionDef]:
        """The definitions of method `name` in this module's subclasses of `class_node`."""
        if class_node is None:
            return []
        return [d for subclass in self._index.classes.values() if subclass is not class_node and
                class_node in self.local_bases(subclass) for d in self._method(subclass, name)]

    def stored_instance_class(self, expression: cst.BaseExpression, scope: Optional[ScopeNode]
                              ) -> Optional[cst.BaseExpression]:
        """`self.model` in a method of a class that stores an instance there (`self.model = Model(...)`, `self.model =
        model or Model()`, `model: Model`): the expression naming that class."""
        if type(expression) is not cst.Attribute or type(expression.value) is not cst.Name or \
                expression.value.value != "self" or scope is None:
            return None
        class_node = self._enclosing_class(scope)
        return self._index.attribute_types.get((class_node, expression.attr.value)) if class_node else None

    def _instance_class(self, name: str, scope: Optional[ScopeNode]) -> Optional[cst.ClassDef]:
        """The class of this module that `name` was made from (`name = Model(...)`), seen from `scope`."""
        while scope is not None:
            class_name = self._index.instances_by_scope.get(scope, {}).get(name)
            if class_name is not None:
                class_scope: Optional[ScopeNode] = scope
                while class_scope is not None:
                    found = self._index.classes_by_scope.get(class_scope, {}).get(class_name)
                    if found is not None:
                        return found
                    class_scope = self._index.scope_parent.get(class_scope)
                return None
            scope = self._index.scope_parent.get(scope)
        return None

    def python_valued_function(self, expression: cst.BaseExpression, scope: ScopeNode) -> bool:
        """Is `expression` the name of the one def it reaches from `scope` (its own, an enclosing function's or the
        module's) whose every return gives a Python value whatever its arguments (PythonResults.definition)?"""
        if type(expression) is not cst.Name:
            return False
        current: ScopeNode = scope
        while True:
            # A class body's defs are no names of the functions inside it.
            found = self.local_defs(current).get(expression.value) if type(current) is not cst.ClassDef else None
            if found:
                return len(found) == 1 and self.returns_python_value.definition(found[0])
            if current is self.module:
                return False
            current = self.parent_scope(current) or self.module

    def local_defs(self, scope: ScopeNode) -> dict[str, list[cst.FunctionDef]]:
        """The functions defined directly in `scope` (a module, class or function), by name."""
        return self._index.defs_by_scope.get(scope, {})


# Visitors are module-level classes: a class made inside a function on every call is garbage with reference
# cycles, and would keep what its methods close over (the module) alive until a full collection.
class _TracedNames(cst.CSTVisitor):
    def __init__(self, name_values: dict[cst.Name, Value]) -> None:
        self.name_values = name_values
        self.found: list[str] = []

    def visit_Name(self, node: cst.Name) -> None:
        value = self.name_values.get(node)
        if value is not None and value.traced and node.value not in self.found:
            self.found.append(node.value)

    def visit_Lambda(self, node: cst.Lambda) -> bool:
        return False


def _defs_reaching(defs: list[cst.FunctionDef], use: cst.CSTNode, scope: Optional[ScopeNode]
                   ) -> list[cst.FunctionDef]:
    """The defs of one name that can be what `use` sees: not those in the other branch of an `if` around `use`
    (`if bkg: def model(...)` ... `return jax.jit(model, static_argnums=2)` / `else: def model(...)`)."""
    if scope is None:
        return defs
    targets = {id(d) for d in defs} | {id(use)}
    paths: dict[int, dict[int, str]] = {}
    try:
        _branch_paths(scope, {}, targets, paths)
    except RecursionError:
        return defs
    seen = paths.get(id(use))
    if seen is None:
        return defs
    reaching = [d for d in defs if id(d) in paths and not any(
        branch in seen and seen[branch] != side for branch, side in paths[id(d)].items())]
    return reaching or defs


def _branch_paths(node: cst.CSTNode, path: dict[int, str], targets: set[int], paths: dict[int, dict[int, str]]
                  ) -> None:
    """For each node of `targets` under `node`: the `if` statements around it and the side it is on."""
    if id(node) in targets:
        paths[id(node)] = path
    if isinstance(node, cst.If):
        _branch_paths(node.test, path, targets, paths)
        _branch_paths(node.body, {**path, id(node): "body"}, targets, paths)
        if node.orelse is not None:
            _branch_paths(node.orelse, {**path, id(node): "orelse"}, targets, paths)
        return
    for child in children(node):
        _branch_paths(child, path, targets, paths)


def _dotted_head(expression: cst.BaseExpression) -> Optional[cst.Name]:
    """`xnp` of `xnp.linalg.norm`; None for a plain name or anything but a dotted name."""
    if type(expression) is not cst.Attribute:
        return None
    while type(expression) is cst.Attribute:
        expression = expression.value  # type: ignore[attr-defined]
    return expression if type(expression) is cst.Name else None


class RecordLayouts:
    """`ModuleFacts.record_layout`, as an object of its own: the evaluators hold it, and a bound method of the facts
    there would make a reference cycle (the facts hold their evaluator), which only a garbage collection frees."""

    def __init__(self, classes: dict[str, cst.ClassDef], imports: ImportMap,
                 imported: Optional[Callable[[int, str], Optional[tuple[tuple[str, ...], frozenset[str]]]]],
                 imported_stored: Optional[Callable[[int, str], Optional[tuple[str, tuple[str, ...]]]]] = None,
                 path: str = "", imported_factory: Optional[Callable[[int, str], Optional[tuple]]] = None,
                 static_field_factories: frozenset[str] = frozenset(),
                 imported_closed: Optional[Callable[[str], Optional[tuple[str, ...]]]] = None) -> None:
        self.classes = classes
        self.imported_closed = imported_closed
        self.static_field_factories = static_field_factories
        self.imports = imports
        self.imported = imported
        self.imported_stored = imported_stored
        self.imported_factory = imported_factory
        # `ProjectIndex.imported_dict_factory` of this file (set by the facts).
        self.imported_dict_factory: Optional[Callable[[int, str], Optional[tuple]]] = None
        # How another file names this file's classes (`path:Name`); none for a text without a file.
        self.own_file = os.path.realpath(path) if path else ""

    def __call__(self, func: cst.BaseExpression) -> Optional[tuple[tuple[str, ...], frozenset[str]]]:
        if type(func) is cst.Name and func.value in self.classes:
            from .objects import record_static_fields

            class_node = self.classes[func.value]
            static = record_static_fields(class_node, self.imports, self.static_field_factories)
            if static is None:
                return None
            fields = tuple(small.target.value for statement in class_node.body.body
                           if type(statement) is cst.SimpleStatementLine for small in statement.body
                           if type(small) is cst.AnnAssign and type(small.target) is cst.Name)
            return fields, static
        dotted = dotted_name(func)
        if dotted is None or self.imported is None:
            return None
        target = self.imports.project_target(dotted, MODELLED_LIBRARIES)
        return self.imported(*target) if target is not None else None

    def stored_fields(self, func: cst.BaseExpression) -> Optional[tuple[str, tuple[str, ...]]]:
        """The class `func` names (`path:Name`, see `class_identity`) and its fields in order, when it is a plain
        dataclass that stores its arguments as they are (no constructor of its own, no bases; not a pytree):
        `System(basis=b, nelec=n).basis` is `b`."""
        if type(func) is cst.Name and func.value in self.classes:
            class_node = self.classes[func.value]
            if not self.own_file or class_node.bases or not any(self.imports.qualified_name(
                    decorator.decorator.func if type(decorator.decorator) is cst.Call else decorator.decorator)
                    == "dataclasses.dataclass" for decorator in class_node.decorators):
                return None
            members = list(class_node.body.body)
            if any(type(member) is cst.FunctionDef and member.name.value in OWN_CONSTRUCTOR_METHODS
                   for member in members):
                return None
            return f"{self.own_file}:{func.value}", tuple(
                small.target.value for statement in members if type(statement) is cst.SimpleStatementLine
                for small in statement.body if type(small) is cst.AnnAssign and type(small.target) is cst.Name)
        dotted = dotted_name(func)
        if dotted is None or self.imported_stored is None:
            return None
        target = self.imports.project_target(dotted, MODELLED_LIBRARIES)
        return self.imported_stored(*target) if target is not None else None

    def record_factory(self, func: cst.BaseExpression) -> Optional[tuple]:
        """What `func` builds when it names a function of another project file that returns a plain dataclass of
        its parameters (`ProjectIndex.imported_record_factory`): the class as `path:Name`, the function's positional
        parameters, all its parameters, and the parameter each given field is set to (None: a constant)."""
        dotted = dotted_name(func)
        if dotted is None or self.imported_factory is None:
            return None
        target = self.imports.project_target(dotted, MODELLED_LIBRARIES)
        return self.imported_factory(*target) if target is not None else None

    def dict_factory(self, func: cst.BaseExpression) -> Optional[tuple]:
        """What `func` builds when it names a function of another project file that returns a dict built from its
        parameters (`ProjectIndex.imported_dict_factory`): its positional parameters, all its parameters, and the
        entries known (key, parameter or None for a constant, item of the parameter unpacked or None)."""
        dotted = dotted_name(func)
        if dotted is None or self.imported_dict_factory is None:
            return None
        target = self.imports.project_target(dotted, MODELLED_LIBRARIES)
        return self.imported_dict_factory(*target) if target is not None else None

    def closed_fields(self, identity: str) -> Optional[tuple[str, ...]]:
        """The fields of the plain dataclass `identity` (`path:Name`, see `stored_fields`) when it is frozen and its
        class body binds nothing but them (no method, property or class attribute): an instance of it has no other
        attribute, so `getattr(spec, "screen", None)` of one without that field gives the default."""
        path, _, name = identity.rpartition(":")
        if self.own_file and path == self.own_file:
            class_node = self.classes.get(name)
            stored = self.stored_fields(cst.Name(name)) if class_node is not None else None
            frozen = any(type(decorator.decorator) is cst.Call and any(
                arg.keyword is not None and arg.keyword.value == "frozen" and type(arg.value) is cst.Name and
                arg.value.value == "True" for arg in decorator.decorator.args) for decorator in class_node.decorators)
            if stored is None or not frozen or not all(
                    type(statement) is cst.SimpleStatementLine and all(
                        type(small) is cst.AnnAssign and type(small.target) is cst.Name or type(small) is cst.Pass
                        or type(small) is cst.Expr and isinstance(small.value, cst.BaseString)
                        for small in statement.body)
                    for statement in class_node.body.body):  # type: ignore[union-attr]
                return None
            return stored[1]
        return self.imported_closed(identity) if self.imported_closed is not None else None

    def class_identity(self, expression: cst.BaseExpression) -> Optional[str]:
        """`path:Name` of a plain dataclass `expression` names, a class of this file or one imported from another
        project file: what `isinstance` compares a record built from such a class with."""
        stored = self.stored_fields(expression)
        return stored[0] if stored is not None else None


def _function_key(info) -> tuple:
    """How analysis/trace_scratch.py names a function: its class when it is a method, and its name."""
    owner = info.scope.name.value if isinstance(info.scope, cst.ClassDef) else None
    return owner, info.name


def _imported_from_modules(path: str) -> dict[str, frozenset[str]]:
    """What a package's `__init__.py` imports from each module, by the module's last dotted component
    (`from pkg.models.llama import Rope` -> {"llama": {"Rope"}})."""
    try:
        with open(path, encoding="utf-8") as handle:
            tree = ast.parse(handle.read())
    except (OSError, UnicodeDecodeError, SyntaxError, ValueError, RecursionError, MemoryError):
        return {}
    found: dict[str, set[str]] = {}
    for node in ast_walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.setdefault(node.module.rpartition(".")[2], set()).update(alias.name for alias in node.names)
    return {module: frozenset(names) for module, names in found.items()}


def _bindings_of(function: cst.FunctionDef, name: str) -> list[cst.CSTNode]:
    """The statements and loops of `function` (not of functions nested in it) that bind `name`."""
    found: list[cst.CSTNode] = []
    pending: list[cst.CSTNode] = list(children(function.body))
    while pending:
        node = pending.pop()
        if isinstance(node, (cst.FunctionDef, cst.ClassDef, cst.Lambda)):
            continue
        targets: list[cst.CSTNode] = []
        if isinstance(node, cst.Assign):
            targets = [target.target for target in node.targets]
        elif isinstance(node, (cst.AnnAssign, cst.AugAssign, cst.For, cst.CompFor, cst.NamedExpr, cst.AsName)):
            targets = [node.target] if not isinstance(node, cst.AsName) else [node.name]
        if holds(targets, lambda leaf: type(leaf) is cst.Name and leaf.value == name):
            found.append(node)
        pending.extend(children(node))
    return found


def _is_docstring(statement: cst.CSTNode) -> bool:
    return type(statement) is cst.SimpleStatementLine and len(statement.body) == 1 and \
        type(statement.body[0]) is cst.Expr and type(statement.body[0].value) in (cst.SimpleString,
                                                                                  cst.ConcatenatedString)
