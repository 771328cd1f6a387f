"""What JAX traces in one module, and which values are tracers there.

The single place where jaxlint decides "this code runs under tracing" and "this expression is a tracer". Rules
only ask questions of `ModuleFacts`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable, Optional, Union

import libcst as cst

from .from_ast import SourceLocator
from .annotations import is_python_scalar
from .objects import CONSTRUCTORS
from .walk import children, walk
from .imports import ImportMap, dotted_name
from .values import (COMPILE_TIME_EVAL, FALSY, STATIC, TREE_MAPS, Evaluator, FieldKinds, Value,
                     concrete_guarded_names, element_of, is_builtin, is_static_array_function, join, merge)
from .wrappers import (PARTIAL, StaticSpec, WrapperUse, call_keywords, call_positional, resolve_wrapper,
                       unwrap_transparent)

FunctionNode = Union[cst.FunctionDef, cst.Lambda]
ScopeNode = Union[cst.Module, cst.ClassDef, cst.FunctionDef, cst.Lambda]

_MAX_ROUNDS = 6

HOST_CALLBACKS = frozenset({"jax.debug.callback", "jax.pure_callback", "jax.experimental.io_callback",
                            "jax.experimental.host_callback.call", "jax.experimental.host_callback.id_tap",
                            "jax.debug.print", "jax.experimental.io_callback.io_callback"})


@dataclass
class FunctionInfo:
    node: FunctionNode
    scope: ScopeNode                     # where the def statement (or lambda) is
    class_node: Optional[cst.ClassDef]   # set for methods
    in_loop: bool                        # defined inside a loop or comprehension of its scope
    positional: list[str]
    keyword_only: list[str]
    defaults: set[str]
    none_defaults: set[str]
    annotations: dict[str, cst.BaseExpression]
    variadic: list[str]

    @property
    def name(self) -> str:
        return self.node.name.value if isinstance(self.node, cst.FunctionDef) else "<lambda>"

    @property
    def is_method(self) -> bool:
        if self.class_node is None or not isinstance(self.node, cst.FunctionDef):
            return False
        return not any(isinstance(d.decorator, cst.Name) and d.decorator.value == "staticmethod"
                       for d in self.node.decorators)

    @property
    def all_params(self) -> list[str]:
        return self.positional + self.keyword_only + self.variadic


@dataclass
class TracedFunction:
    """A function whose body runs under JAX tracing, with the values its parameters hold there."""
    info: FunctionInfo
    reason: str
    params: dict[str, Value] = field(default_factory=dict)
    static_params: set[str] = field(default_factory=set)
    # Names assigned anywhere in the body (Python's rule for what is local).
    local_names: set[str] = field(default_factory=set)
    global_names: set[str] = field(default_factory=set)
    # Every value each local name is bound to somewhere in the body, merged: what a closure sees.
    bindings: dict[str, Value] = field(default_factory=dict)
    # Traced directly by a wrapper (jit, vmap, lax body...) rather than as a helper called from traced code.
    root: bool = True
    # The library owns `self` here (flax.linen `setup`): attribute writes on it are how modules are built.
    self_managed: bool = False
    # Scopes whose code makes JAX trace this function: callers of a helper, where a wrapper is applied to it.
    entered_from: list[ScopeNode] = field(default_factory=list)
    # Locals bound to an instance made here (`moment = FactoredMoment(...)`): the expression naming its class.
    instance_classes: dict[str, cst.BaseExpression] = field(default_factory=dict)
    # A method only ever called on objects made inside the same trace: writes to `self` die with the trace.
    # None until a call says.
    fresh_self: Optional[bool] = None

    @property
    def node(self) -> FunctionNode:
        return self.info.node


@dataclass(frozen=True)
class JitSite:
    """A place that creates a compiled function: `jax.jit(target)` or a `@jax.jit` decorator."""
    node: cst.CSTNode
    wrapper_label: str
    # "lambda" | "partial" | "loop_def" (def inside a loop) | "local_def" (def inside a function) | "method" |
    # "transform" (jax.grad(f), ...) | "named" (the same function object every time)
    target_kind: str
    # How messages name the target: a function's name or "lambda"; None: the code of `target`, the expression
    # handed over, read only when a finding quotes it.
    target_name: Optional[str]
    target: Optional[cst.CSTNode] = None


@dataclass(frozen=True)
class ExternalCall:
    """A call from traced code to a function imported from another module: where it comes from (`level` 0 for an
    absolute import, else the number of leading dots) and the abstract values of its arguments."""
    level: int
    target: str
    positional: tuple[Value, ...]
    keywords: tuple[tuple[str, Value], ...]
    starred: bool
    # The position of the first `*args` among the positional arguments (the ones before it land on known
    # parameters); None when there is none.
    first_star: Optional[int] = None
    # Handed to a tracing wrapper (`jax.jit(imported_f)`) rather than called: every parameter is traced, except
    # the static ones (positions, names).
    root: bool = False
    static: tuple[tuple[int, ...], tuple[str, ...]] = ((), ())
    # A method called on an object the caller made inside its own trace.
    fresh: bool = False


@dataclass(frozen=True)
class Seed:
    """A module-level function of this module that another module's traced code calls with these arguments."""
    name: str
    positional: tuple[Value, ...]
    keywords: tuple[tuple[str, Value], ...] = ()
    starred: bool = False
    reason: str = field(default="called from traced code in another module", compare=False)
    first_star: Optional[int] = None
    # A method of class `name` (`__init__` for a constructor call, `__call__` for a called instance).
    method: str = ""
    root: bool = False
    static: tuple[tuple[int, ...], tuple[str, ...]] = ((), ())
    fresh: bool = False


_STATIC_FIELD_FACTORIES = frozenset({"equinox.static_field"})
_REGISTER_STATIC = frozenset({"jax.tree_util.register_static"})
_NNX_VARIABLES = frozenset({"flax.nnx.Param", "flax.nnx.Variable", "flax.nnx.BatchStat", "flax.nnx.Cache",
                            "flax.nnx.Intermediate"})
_PYTHON_SCALARS = frozenset({"int", "float", "bool", "str", "complex"})
_CONTAINER_WORDS = frozenset({"list", "List", "tuple", "Tuple", "dict", "Dict", "Sequence", "Optional", "Callable",
                              "PyTree", "Any", "None"})
# Base classes whose instances JAX code calls: how the methods see `self` under tracing.
_MODULE_BASES = {"equinox.Module": "pytree", "flax.nnx.Module": "pytree", "flax.linen.Module": "linen",
                 "flax.nnx.Object": "pytree"}
_TREE_MAPS_WITH_PATH = frozenset({"jax.tree_util.tree_map_with_path", "jax.tree.map_with_path"})

# Calls into these are modelled by the evaluator as library calls, never followed on disk.
_MODELLED_LIBRARIES = ("jax", "jaxlib", "numpy")


@dataclass(frozen=True)
class StaticCallable:
    """A name bound to a compiled function with static arguments, as callers see it."""
    positions: frozenset[int]
    names: frozenset[str]
    function_name: str


def _parameters(node: FunctionNode) -> tuple[list[str], list[str], set[str], set[str], dict, list[str]]:
    params = node.params
    positional = [p.name.value for p in (*params.posonly_params, *params.params)]
    keyword_only = [p.name.value for p in params.kwonly_params]
    defaults = {p.name.value for p in (*params.posonly_params, *params.params, *params.kwonly_params)
                if p.default is not None}
    none_defaults = {p.name.value for p in (*params.posonly_params, *params.params, *params.kwonly_params)
                     if type(p.default) is cst.Name and p.default.value == "None"}
    annotations = {p.name.value: p.annotation.annotation
                   for p in (*params.posonly_params, *params.params, *params.kwonly_params)
                   if p.annotation is not None}
    variadic = [p.name.value for p in (params.star_arg, params.star_kwarg) if type(p) is cst.Param]
    return positional, keyword_only, defaults, none_defaults, annotations, variadic


_CONTAINER_CONSTRUCTORS = frozenset({"collections.defaultdict", "collections.deque", "collections.OrderedDict",
                                     "collections.Counter"})
_CONTAINER_LITERALS = frozenset({cst.List, cst.Dict, cst.Set, cst.ListComp, cst.DictComp, cst.SetComp})


class _ModuleIndex(cst.CSTVisitor):
    """One pass over the module: scopes, function definitions, wrapper uses, static pytree fields."""

    def __init__(self, imports: ImportMap, extra_jit: frozenset[str]) -> None:
        self.imports = imports
        self.extra_jit = extra_jit
        self.functions: dict[FunctionNode, FunctionInfo] = {}
        self.defs_by_scope: dict[ScopeNode, dict[str, list[cst.FunctionDef]]] = {}
        self.scope_parent: dict[ScopeNode, Optional[ScopeNode]] = {}
        self.wrapper_calls: list[tuple[cst.Call, WrapperUse, ScopeNode]] = []
        self.static_fields: set[str] = set()
        self.classes: dict[str, cst.ClassDef] = {}
        # jax.custom_jvp/custom_vjp functions with their nondiff_argnums, and (primal name, "jvp"|"fwd"|"bwd",
        # rule name, scope) for their rules.
        self.custom_derivatives: dict[cst.FunctionDef, frozenset[int]] = {}
        self.derivative_rules: list[tuple[str, str, str, ScopeNode]] = []
        # Fields annotated as arrays (traced even on a filtered pytree), and what class an attribute or a module
        # name holds (`mlp: MLP`, `self.dense = Dense(...)`, `model = MLP(...)`), as the expression naming it.
        self.array_fields: set[str] = set()
        self.param_fields: set[str] = set()
        self.attribute_types: dict[tuple[cst.ClassDef, str], cst.BaseExpression] = {}
        self.module_instances: dict[str, cst.BaseExpression] = {}
        self.jit_aliases: dict[str, tuple[cst.Call, WrapperUse, ScopeNode]] = {}
        # `batched = jax.vmap(f)` and other non-compiling wrappers bound to a name (what --confirm can import).
        self.wrapper_aliases: dict[str, tuple[cst.Call, WrapperUse, ScopeNode]] = {}
        # Names bound to a list/dict/set (literal or constructor) in each scope: mutable containers.
        self.containers_by_scope: dict[ScopeNode, set[str]] = {}
        # Module-level names bound only to list/tuple literals (lookup tables): indexing them needs a Python int.
        self.module_sequences: set[str] = set()
        self.classes_by_scope: dict[ScopeNode, dict[str, cst.ClassDef]] = {}
        # `model = Model(...)`: name -> the called class name, per scope (an instance of a class of this module).
        self.instances_by_scope: dict[ScopeNode, dict[str, str]] = {}
        self._module_other_bindings: set[str] = set()
        # Callee name (plain or attribute) -> (most positional arguments, keywords) over the module's calls.
        self.calls_by_name: dict[str, tuple[int, frozenset[str]]] = {}
        # (scope, name) -> the `functools.partial(name, ...)` call that `name = ...` rebinds the name to.
        self.partial_rebindings: dict[tuple[ScopeNode, str], cst.Call] = {}
        # Classes registered with `jax.tree_util.register_static`: their instances are never tracers.
        self.static_classes: set[str] = set()
        self._scopes: list[ScopeNode] = []
        self._loop_depth: list[int] = [0]

    # scopes
    def visit_Module(self, node: cst.Module) -> None:
        self._enter(node)

    def _enter(self, node: ScopeNode) -> None:
        self.scope_parent[node] = self._scopes[-1] if self._scopes else None
        self.defs_by_scope.setdefault(node, {})
        self._scopes.append(node)
        self._loop_depth.append(0)

    def _leave(self) -> None:
        self._scopes.pop()
        self._loop_depth.pop()

    def _record_function(self, node: FunctionNode) -> None:
        scope = self._scopes[-1]
        positional, keyword_only, defaults, none_defaults, annotations, variadic = _parameters(node)
        self.functions[node] = FunctionInfo(
            node=node, scope=scope, class_node=scope if isinstance(scope, cst.ClassDef) else None,
            in_loop=self._loop_depth[-1] > 0, positional=positional, keyword_only=keyword_only,
            defaults=defaults, none_defaults=none_defaults, annotations=annotations, variadic=variadic)

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        self._record_function(node)
        self.defs_by_scope[self._scopes[-1]].setdefault(node.name.value, []).append(node)
        for decorator in node.decorators:
            self._record_custom_derivative(node, decorator.decorator)
        self._enter(node)

    def _record_custom_derivative(self, node: cst.FunctionDef, decorator: cst.BaseExpression) -> None:
        """`@jax.custom_jvp` / `@partial(jax.custom_vjp, nondiff_argnums=...)` functions, `@f.defjvp` rules."""
        if isinstance(decorator, cst.Attribute) and decorator.attr.value == "defjvp" and isinstance(
                decorator.value, cst.Name):
            self.derivative_rules.append((decorator.value.value, "jvp", node.name.value, self._scopes[-1]))
            return
        keywords: dict[str, cst.BaseExpression] = {}
        qualified = self.imports.qualified_name(decorator)
        if isinstance(decorator, cst.Call):
            callee = self.imports.qualified_name(decorator.func)
            positional = call_positional(decorator)
            keywords = call_keywords(decorator)
            qualified = self.imports.qualified_name(positional[0]) if callee in PARTIAL and positional else callee
        if qualified in ("jax.custom_jvp", "jax.custom_vjp"):
            nondiff = set()
            for element in (_literal_tuple(keywords["nondiff_argnums"]) if "nondiff_argnums" in keywords else []):
                if isinstance(element, cst.Integer):
                    nondiff.add(int(element.value, 0))
            self.custom_derivatives[node] = frozenset(nondiff)

    def leave_FunctionDef(self, original_node: cst.FunctionDef) -> None:
        self._leave()

    def visit_Lambda(self, node: cst.Lambda) -> None:
        self._record_function(node)
        self._enter(node)

    def leave_Lambda(self, original_node: cst.Lambda) -> None:
        self._leave()

    def visit_ClassDef(self, node: cst.ClassDef) -> None:
        self.classes_by_scope.setdefault(self._scopes[-1], {})[node.name.value] = node
        self.classes.setdefault(node.name.value, node)
        if any(self.imports.qualified_name(d.decorator) in _REGISTER_STATIC for d in node.decorators):
            self.static_classes.add(node.name.value)
        self._enter(node)

    def leave_ClassDef(self, original_node: cst.ClassDef) -> None:
        self._leave()

    # loops
    def _loop(self, node: cst.CSTNode) -> None:
        self._loop_depth[-1] += 1

    def _unloop(self, original_node: cst.CSTNode) -> None:
        self._loop_depth[-1] -= 1

    visit_For = visit_While = visit_ListComp = visit_SetComp = visit_DictComp = visit_GeneratorExp = _loop
    leave_For = leave_While = leave_ListComp = leave_SetComp = leave_DictComp = leave_GeneratorExp = _unloop

    # wrappers and static fields
    def visit_Call(self, node: cst.Call) -> None:
        if type(node.func) is cst.Attribute and node.func.attr.value == "defvjp" and type(
                node.func.value) is cst.Name:
            for kind, arg in zip(("fwd", "bwd"), call_positional(node)):
                if isinstance(arg, cst.Name):
                    self.derivative_rules.append((node.func.value.value, kind, arg.value, self._scopes[-1]))
        use = resolve_wrapper(node, self.imports, self.extra_jit)
        if use is not None and use.functions:
            self.wrapper_calls.append((node, use, self._scopes[-1]))
        if self.imports.qualified_name(node.func) in _REGISTER_STATIC and node.args and isinstance(
                node.args[0].value, cst.Name):
            self.static_classes.add(node.args[0].value.value)
        name = node.func.value if type(node.func) is cst.Name else (
            node.func.attr.value if type(node.func) is cst.Attribute else None)
        if name is not None:
            count, keywords = self.calls_by_name.get(name, (0, frozenset()))
            positional = sum(1 for arg in node.args if arg.keyword is None and not arg.star)
            self.calls_by_name[name] = (max(count, positional), keywords | {
                arg.keyword.value for arg in node.args if arg.keyword is not None})

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        scope = self._scopes[-1]
        if not isinstance(scope, cst.ClassDef) or not isinstance(node.target, cst.Name):
            return
        field_name = node.target.value
        static = False
        if isinstance(node.value, cst.Call):
            if self.imports.qualified_name(node.value.func) in _STATIC_FIELD_FACTORIES:
                static = True
            for arg in node.value.args:
                keyword = arg.keyword.value if arg.keyword else ""
                flag = arg.value.value if isinstance(arg.value, cst.Name) else None
                if (keyword == "pytree_node" and flag == "False") or (keyword == "static" and flag == "True"):
                    static = True
        if static:
            self.static_fields.add(field_name)
            return
        annotation = node.annotation.annotation
        words = _annotation_words(annotation)
        if words & _ARRAY_ANNOTATIONS and not words & _PYTHON_SCALARS and not words & _CONTAINER_WORDS:
            self.array_fields.add(field_name)
        if isinstance(annotation, (cst.Name, cst.Attribute)):
            self.attribute_types[(scope, field_name)] = annotation

    def visit_Assign(self, node: cst.Assign) -> None:
        self._record_instances(node)
        self._record_containers_and_aliases(node)

    def _record_instances(self, node: cst.Assign) -> None:
        """`model = MLP(...)` at module level, `self.block = Block(...)` in a method: what class a name holds."""
        if type(node.value) is not cst.Call or len(node.targets) != 1:
            return
        target = node.targets[0].target
        scope = self._scopes[-1]
        if type(target) is cst.Name and type(scope) is cst.Module:
            self.module_instances[target.value] = node.value.func
        elif type(target) is cst.Attribute and type(target.value) is cst.Name and \
                target.value.value == "self" and type(scope) is cst.FunctionDef:
            class_node = self.functions[scope].class_node
            func = node.value.func
            if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value == "self" \
                    and func.attr.value == "param":
                self.param_fields.add(target.attr.value)  # flax.linen `self.w = self.param(...)` in setup
            elif self.imports.qualified_name(func) in _NNX_VARIABLES:
                self.array_fields.add(target.attr.value)  # `self.w = nnx.Param(...)`: state, traced under nnx.jit
            elif class_node is not None:
                self.attribute_types.setdefault((class_node, target.attr.value), node.value.func)

    def _is_container(self, value: cst.BaseExpression) -> bool:
        if type(value) in _CONTAINER_LITERALS:
            return True
        if type(value) is cst.Call:
            if type(value.func) is cst.Name and value.func.value in ("list", "dict", "set"):
                return True
            return self.imports.qualified_name(value.func) in _CONTAINER_CONSTRUCTORS
        return False

    def _record_containers_and_aliases(self, node: cst.Assign) -> None:
        if type(self._scopes[-1]) is cst.Module:
            for target in node.targets:
                if type(target.target) is cst.Name:
                    name = target.target.value
                    if isinstance(node.value, (cst.List, cst.Tuple)) and name not in self._module_other_bindings:
                        self.module_sequences.add(name)
                    else:
                        self._module_other_bindings.add(name)
                        self.module_sequences.discard(name)
        if type(node.value) is cst.Call and type(node.value.func) is cst.Name:
            for target in node.targets:
                if type(target.target) is cst.Name:
                    self.instances_by_scope.setdefault(self._scopes[-1], {})[target.target.value] = \
                        node.value.func.value
        if self._is_container(node.value):
            for target in node.targets:
                if isinstance(target.target, cst.Name):
                    self.containers_by_scope.setdefault(self._scopes[-1], set()).add(target.target.value)
        if isinstance(node.value, cst.Call) and len(node.targets) == 1 and isinstance(node.targets[0].target,
                                                                                      cst.Name):
            name = node.targets[0].target.value
            arguments = call_positional(node.value)
            if self.imports.qualified_name(node.value.func) in PARTIAL and arguments and isinstance(
                    arguments[0], cst.Name) and arguments[0].value == name:
                self.partial_rebindings[(self._scopes[-1], name)] = node.value
            use = resolve_wrapper(node.value, self.imports, self.extra_jit)
            if use is not None and use.functions and use.wrapper.compiles:
                self.jit_aliases[node.targets[0].target.value] = (node.value, use, self._scopes[-1])
            elif use is not None and use.functions:
                self.wrapper_aliases[node.targets[0].target.value] = (node.value, use, self._scopes[-1])


class ModuleFacts:
    """Answers, for one parsed module: is this function traced, is this expression a tracer, what does this name
    refer to."""

    def __init__(self, module: cst.Module, extra_jit: frozenset[str] = frozenset(),
                 seeds: tuple[Seed, ...] = (), discover: bool = True, imports: Optional[ImportMap] = None,
                 locator: Optional[SourceLocator] = None,
                 imported_array: Optional[Callable[[int, str], bool]] = None,
                 entry_points: tuple[str, ...] = (), module_name: str = "",
                 imported_record: Optional[Callable[[int, str], Optional[frozenset[str]]]] = None) -> None:
        self.module = module
        # The static fields of an imported pytree record class (NamedTuple, registered dataclass); None if it is none.
        self._imported_record = imported_record
        # Qualified-name patterns of functions the project's users trace, and this module's dotted name.
        self.entry_points = entry_points
        self.module_name = module_name
        # Is an imported name a module-level jax array of another project file? (None: not known, e.g. stdin.)
        self._imported_array = imported_array
        # Where the code of a node comes from (a tree built from Python's ast cannot print itself).
        self.locator = locator if locator is not None else SourceLocator(module, "")
        # The engine may hand over the import table of the whole file when `module` is only part of it.
        self.imports = imports if imports is not None else ImportMap.from_module(module)
        index = _ModuleIndex(self.imports, extra_jit)
        walk(module, index)
        self._index = index
        self.functions = index.functions
        self.fields = FieldKinds(frozenset(index.static_fields), frozenset(index.array_fields),
                                 frozenset(index.param_fields))
        self.traced: dict[FunctionNode, TracedFunction] = {}
        self.jit_sites: dict[cst.CSTNode, JitSite] = {}
        self.static_callables: dict[str, StaticCallable] = {}
        self._name_values: dict[cst.Name, Value] = {}
        self._host_arrays: dict[ScopeNode, frozenset[str]] = {}
        self._assigned_cache: dict[FunctionNode, set[str]] = {}
        # Calls from traced code to functions imported from other modules, for analysis/project.py to follow.
        self.external_calls: dict[ExternalCall, None] = {}
        self.concrete_calls: set[cst.Call] = set()
        # What a constructor traced with tracers stores on `self` (`self.mass = mass`): (class, attribute) -> value,
        # read by the class's methods; and the value each such `self.attr` read was found to have.
        self.attribute_values: dict[tuple[cst.ClassDef, str], Value] = {}
        self._attribute_reads: dict[cst.Attribute, Value] = {}
        # Suites of an `if` that run only when a guard proved no tracing is going on (`not isinstance(x, Tracer)`).
        self.concrete_branches: set[cst.CSTNode] = set()
        self.returns_python_value = _PythonResults(module, index, self.imports, self.fields)
        self._evaluator = Evaluator(self.imports, self._name_values.get, fields=self.fields,
                                    concrete_calls=self.concrete_calls, python_result=self.returns_python_value,
                                    attribute_lookup=self._attribute_reads.get)
        if discover:
            self._discover(extra_jit)
        for seed in seeds:
            self._add_seed(seed, extra_jit)
        self._propagate()

    # --- public questions ----------------------------------------------------------------------------------------
    def value_of(self, expression: cst.BaseExpression) -> Value:
        """The abstract value of an expression inside traced code (STATIC elsewhere)."""
        return self._evaluator.value(expression)

    def element_value(self, expression: cst.BaseExpression) -> Value:
        """The abstract value of the items of an iterable expression (what `any(...)` or a loop sees)."""
        return element_of(self._evaluator.value(expression))

    def qualified_name(self, expression: cst.BaseExpression) -> Optional[str]:
        return self.imports.qualified_name(expression)

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

    def builtin_called(self, call: cst.Call) -> Optional[str]:
        """`len` for `len(x)` when `len` is Python's builtin (not imported, not a local of traced code)."""
        func = call.func
        if (type(func) is cst.Name and is_builtin(func.value) and func.value not in self.imports.aliases
                and func not in self._name_values and func.value not in self._index.defs_by_scope[self.module]):
            return func.value
        return None

    def parent_scope(self, scope: ScopeNode) -> Optional[ScopeNode]:
        """The scope a function, lambda or class is defined in (None for the module)."""
        return self._index.scope_parent.get(scope)

    def runs_once_reason(self, function: FunctionNode) -> Optional[str]:
        """Why `function` runs once per program or per test, or None (analysis/run_frequency.py)."""
        from .run_frequency import runs_once_reason

        parent = self.parent_scope(function)
        return runs_once_reason(function, parent if isinstance(parent, cst.ClassDef) else None)

    def jit_aliases_of(self, node: FunctionNode) -> list[tuple[str, ScopeNode]]:
        """Names bound to `jax.jit(node)`-like wrappers (`step = jax.jit(_step)`), with the scope that binds them."""
        found = []
        for alias, (call, use, scope) in [*self._index.jit_aliases.items(), *self._index.wrapper_aliases.items()]:
            if use.functions and any(target is node for target, _, _, _ in self._resolve_targets(use.functions[0],
                                                                                                 scope)):
                found.append((alias, scope))
        return found

    def is_bound_locally(self, name: cst.Name) -> bool:
        """A name with a recorded binding: a parameter or local of traced code."""
        return name in self._name_values

    # --- discovery of traced functions -------------------------------------------------------------------------
    def _lookup_defs(self, name: str, scope: Optional[ScopeNode]) -> list[cst.FunctionDef]:
        first = True
        while scope is not None:
            # A method body does not see its class's names, but the class body itself does.
            if type(scope) is not cst.ClassDef or first:
                found = self._index.defs_by_scope.get(scope, {}).get(name)
                if found:
                    return found
            first = False
            scope = self._index.scope_parent.get(scope)
        return []

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
                # `jax.jit(model)` traces `Model.__call__` of an instance of a class defined here.
                return [(d, 1, set(), "method")
                        for d in self._method(self._instance_class(expression.value, scope), "__call__")]
            return [(d, 0, set(), "def") for d in defs]
        if isinstance(expression, cst.Attribute) and isinstance(expression.value, cst.Name) and \
                expression.value.value in ("self", "cls"):
            return [(d, 1, set(), "method")
                    for d in self._method(self._enclosing_class(scope), expression.attr.value)]
        if isinstance(expression, cst.Attribute) and isinstance(expression.value, cst.Name):
            instance_class = self._instance_class(expression.value.value, scope)
            return [(d, 1, set(), "method") for d in self._method(instance_class, expression.attr.value)]
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

    def _jit_target_kind(self, expression: cst.BaseExpression, scope: ScopeNode) -> str:
        if isinstance(expression, cst.Call) and self.imports.qualified_name(expression.func) in PARTIAL:
            return "partial"
        if isinstance(expression, cst.Call) and (self.imports.qualified_name(expression.func) or "").startswith(
                ("jax.", "equinox.")):
            return "transform"
        if isinstance(expression, cst.Lambda):
            return "lambda"
        if isinstance(expression, cst.Attribute) and isinstance(expression.value, cst.Name) and \
                expression.value.value in ("self", "cls"):
            return "method"
        if isinstance(expression, cst.Attribute) and isinstance(expression.value, cst.Name) and \
                self._method(self._instance_class(expression.value.value, scope) or self._annotated_class(
                    expression.value.value, scope), expression.attr.value):
            # `jax.jit(integrator.step)` on an instance of a class of this module that defines `step`: a bound
            # method, a new object each time the attribute is read. (A function stored in an object, such as
            # optax's `opt.update` or haiku's `f.init`, is the same object every time.)
            return "method"
        if isinstance(expression, cst.Name):
            defs = self._lookup_defs(expression.value, scope)
            if any(self.functions[d].in_loop for d in defs):
                return "loop_def"
            if any(self._is_fresh_def(d, scope) for d in defs):
                return "local_def"
        return "named"

    def _annotated_class(self, name: str, scope: Optional[ScopeNode]) -> Optional[cst.ClassDef]:
        """The class of this module that parameter `name` of the function around `scope` is annotated with."""
        while scope is not None and not isinstance(scope, (cst.FunctionDef, cst.Lambda)):
            scope = self._index.scope_parent.get(scope)
        info = self.functions.get(scope) if scope is not None else None  # type: ignore[arg-type]
        annotation = info.annotations.get(name) if info is not None else None
        return self._local_class(annotation) if annotation is not None else None

    def _is_fresh_def(self, node: cst.FunctionDef, site_scope: Optional[ScopeNode] = None) -> bool:
        """A def that makes a new function object each time its enclosing code runs (each time the code at
        `site_scope` runs, when given: a closure of an outer function is one object for all calls of the inner
        one, so jitting it there hits jit's cache)."""
        info = self.functions[node]
        if info.in_loop:
            return True
        if isinstance(info.scope, (cst.Module, cst.ClassDef)):
            return False
        scope: Optional[ScopeNode] = info.scope
        while site_scope is not None and scope is not None:
            if scope is site_scope:
                return True
            scope = self._index.scope_parent.get(scope)
        return site_scope is None

    def _discover(self, extra_jit: frozenset[str]) -> None:
        for node, info in self.functions.items():
            if not isinstance(node, cst.FunctionDef):
                continue
            for decorator in node.decorators:
                use = resolve_wrapper(decorator.decorator, self.imports, extra_jit)
                if use is None:
                    continue
                self._mark_root(node, use.wrapper.label, use.spec, 0, set(), use.wrapper.filtered,
                                bound_self=False, callers=(node.name.value,), via=None)
                if use.wrapper.compiles:
                    kind = "loop_def" if info.in_loop else "local_def" if self._is_fresh_def(node) else "named"
                    self.jit_sites[decorator] = JitSite(decorator, use.wrapper.label, kind, node.name.value)
                    if use.spec.positions or use.spec.names:
                        self._register_static_callable(node.name.value, node, use.spec, 0)
                break
        aliases_by_call: dict[cst.Call, list[str]] = {}
        for alias, (aliased_call, _, _) in self._index.jit_aliases.items():
            aliases_by_call.setdefault(aliased_call, []).append(alias)
        for call, use, scope in self._index.wrapper_calls:
            callers = tuple(aliases_by_call.get(call, ()))
            for expression in use.functions:
                targets = self._resolve_targets(expression, scope)
                for target, offset, bound_kw, kind in targets:
                    self._mark_root(target, use.wrapper.label, use.spec, offset, bound_kw, use.wrapper.filtered,
                                    bound_self=kind == "method", callers=callers, via=scope)
                if not targets and use.spec.known and not use.wrapper.filtered:
                    self._external_root(expression, use.spec)
            if use.wrapper.compiles and use.functions:
                kind = self._jit_target_kind(use.functions[0], scope)
                self.jit_sites[call] = JitSite(call, use.wrapper.label, kind, "lambda" if kind == "lambda" else None,
                                               use.functions[0])
        for alias, (call, use, scope) in self._index.jit_aliases.items():
            if use.spec.positions or use.spec.names:
                targets = self._resolve_targets(use.functions[0], scope)
                if targets:
                    node, offset, _, _ = targets[0]
                    self._register_static_callable(alias, node, use.spec, offset)
        if self.entry_points:
            from .objects import discover_entry_points

            discover_entry_points(self)

    def local_defs(self, scope: ScopeNode) -> dict[str, list[cst.FunctionDef]]:
        """The functions defined directly in `scope` (a module, class or function), by name."""
        return self._index.defs_by_scope.get(scope, {})

    def mark_entry_point(self, node: FunctionNode, spec: StaticSpec) -> None:
        """Trace `node` as a user's `jax.jit(node)` would (analysis/objects.py finds them)."""
        self._mark_root(node, "an entry point its users trace (entry-points)", spec, 0, set(), False,
                        bound_self=self.functions[node].is_method, cautious=True)

    def _external_root(self, expression: cst.BaseExpression, spec: StaticSpec) -> None:
        """`jax.jit(jax.value_and_grad(imported_nll))`, `jax.jit(env.reset)` with `env` an instance of an imported
        class: the function traced lives in another module of the project."""
        expression = unwrap_transparent(expression, self.imports)
        static = (tuple(sorted(spec.positions)), tuple(sorted(spec.names)))
        dotted: Optional[str] = None
        if isinstance(expression, cst.Name):
            class_expression = self._index.module_instances.get(expression.value)
            dotted = (f"{dotted_name(class_expression)}.__call__" if class_expression is not None
                      and dotted_name(class_expression) else expression.value)
        elif isinstance(expression, cst.Attribute) and isinstance(expression.value, cst.Name):
            class_expression = self._index.module_instances.get(expression.value.value)
            owner = dotted_name(class_expression) if class_expression is not None else expression.value.value
            dotted = f"{owner}.{expression.attr.value}" if owner else None
        if dotted is not None:
            self._record_external(None, [], {}, False, dotted=dotted, root=True, static=static)

    def _register_static_callable(self, alias: str, node: FunctionNode, spec: StaticSpec, offset: int) -> None:
        info = self.functions[node]
        visible = info.positional[offset:]
        positions = {p if p >= 0 else len(visible) + p for p in spec.positions}
        names = set(spec.names) | {visible[p] for p in positions if 0 <= p < len(visible)}
        positions |= {i for i, name in enumerate(visible) if name in spec.names}
        self.static_callables[alias] = StaticCallable(frozenset(positions), frozenset(names), info.name)

    def _mark_root(self, node: FunctionNode, reason: str, spec: StaticSpec, offset: int, bound_kw: set[str],
                   filtered: bool, bound_self: bool, callers: tuple[str, ...] = (),
                   via: Optional[ScopeNode] = None, cautious: bool = False) -> None:
        info = self.functions.get(node)
        if info is None:
            return
        if bound_self and info.is_method:
            offset = max(offset, 1)
        leading_bound = set(info.positional[:offset])
        visible = info.positional[offset:]
        static = set(leading_bound) | set(bound_kw) | (set(spec.names) & set(info.all_params))
        for position in spec.positions:
            index = position if position >= 0 else len(visible) + position
            if 0 <= index < len(visible):
                static.add(visible[index])
        for position in spec.unbatched:
            if 0 <= position < len(visible):
                static.add(visible[position])
        if spec.passed is not None:
            # lax bodies get exactly the primitive's arguments, positionally: the rest keep their defaults.
            static |= {name for name in visible[spec.passed:] + info.keyword_only if name in info.defaults}
        if filtered:
            static |= {name for name, annotation in info.annotations.items() if is_python_scalar(annotation)}
        if isinstance(node, cst.FunctionDef) and info.is_method and offset == 0 and _is_classmethod(node):
            static.add(info.positional[0])
        traced: dict[str, Value] = {}
        if spec.known:
            for name in info.all_params:
                if name in static:
                    continue
                defaulted = name in info.defaults and not self._is_passed(name, visible, callers)
                leaf_fields = None if filtered else self._record_fields(info.annotations.get(name))
                # Traced from another module or by the project's users: a parameter annotated with a class whose
                # fields we cannot see (`sys: System`) keeps its non-array fields static, as under filter_jit.
                unseen_class = cautious and leaf_fields is None and name in info.annotations and \
                    self._maybe_not_array(info, name) and name not in info.none_defaults
                traced[name] = Value(traced=True, source=name, defaulted=defaulted, filtered=filtered or unseen_class,
                                     opaque=self._maybe_not_array(info, name), leaf_fields=leaf_fields)
        self._add_traced(node, reason, traced, static, root=True, via=via)

    def _record_fields(self, annotation: Optional[cst.BaseExpression]) -> Optional[frozenset[str]]:
        """A parameter annotated with a NamedTuple or a registered dataclass (of this module or imported): the
        static fields of that class; its other fields are traced leaves. None for anything else."""
        if not isinstance(annotation, (cst.Name, cst.Attribute)):
            return None
        if isinstance(annotation, cst.Name):
            local = self._index.classes.get(annotation.value)
            if local is not None:
                from .objects import record_static_fields

                return record_static_fields(local, self.imports)
        dotted = dotted_name(annotation)
        if dotted is None or self._imported_record is None:
            return None
        head, _, rest = dotted.partition(".")
        if head in self.imports.relative:
            level, imported = self.imports.relative[head]
        elif head in self.imports.aliases:
            level, imported = 0, self.imports.aliases[head]
            if imported.split(".")[0] in _MODELLED_LIBRARIES:
                return None
        else:
            return None
        return self._imported_record(level, f"{imported}.{rest}" if rest else imported)

    @staticmethod
    def _maybe_not_array(info: FunctionInfo, name: str) -> bool:
        """A parameter that is declared Optional, defaults to None or is annotated with a non-array class."""
        if name in info.none_defaults or name in info.variadic:
            return True
        annotation = info.annotations.get(name)
        if annotation is None:
            return False
        words = _annotation_words(annotation)
        if words & {"Optional", "None", "Callable", "Any", "dict", "Dict", "Mapping", "list", "List", "tuple",
                    "Tuple", "Sequence", "PyTree", "str"}:
            return True
        return not words & _ARRAY_ANNOTATIONS

    def _is_passed(self, name: str, visible: list[str], callers: tuple[str, ...]) -> bool:
        """Does any call in this module pass parameter `name` to the traced function under one of its names?"""
        for caller in callers:
            most_positional, keywords = self._index.calls_by_name.get(caller, (0, frozenset()))
            if name in keywords or (name in visible and visible.index(name) < most_positional):
                return True
        return False

    def _add_traced(self, node: FunctionNode, reason: str, params: dict[str, Value], static: set[str],
                    root: bool, via: Optional[ScopeNode] = None) -> bool:
        """Record that `node` is traced with these parameter values; True if that added anything."""
        annotations = self.functions[node].annotations
        # A parameter declared as an instance of a static pytree class (`graphdef: GraphDef[Node]`) holds no tracer.
        params = {name: value for name, value in params.items()
                  if not _names_only(annotations.get(name), self._index.static_classes)}
        existing = self.traced.get(node)
        if existing is None:
            existing = TracedFunction(self.functions[node], reason, static_params=set(static), root=root)
            _collect_locals(existing)
            self.traced[node] = existing
            changed = True
        else:
            changed = False
            if root and not existing.root:
                existing.root, existing.reason = True, reason
        if via is not None and via is not node and via not in existing.entered_from:
            existing.entered_from.append(via)
        for name, value in params.items():
            if name in existing.static_params and existing.root and not root:
                continue
            merged = merge(existing.params.get(name), value)
            if merged != existing.params.get(name):
                existing.params[name] = merged
                changed = True
        for name, value in list(existing.params.items()):
            if value.falsy and name not in params:
                existing.params[name] = STATIC  # another caller leaves the flag to its default
                changed = True
        return changed

    # --- propagation -------------------------------------------------------------------------------------------
    def _propagate(self) -> None:
        last_inputs: dict[int, tuple] = {}   # id of a traced function's node -> what its last flow pass read
        for _ in range(_MAX_ROUNDS):
            self._trace_derivative_rules()
            before = self._snapshot()
            for traced in list(self.traced.values()):
                inputs = self._flow_inputs(traced)
                if last_inputs.get(id(traced.node)) == inputs:
                    # The pass would read what it read last time, and all it does is merge its findings into
                    # the facts: it would change nothing (most passes of the later rounds).
                    continue
                last_inputs[id(traced.node)] = inputs
                flow = _FunctionFlow(self, traced)
                flow.run()
                # Its evaluator calls back into it: without this the pair (and the module it reads) would wait for
                # a full garbage collection instead of being freed now.
                flow.evaluator = None  # type: ignore[assignment]
            if self._snapshot() == before:
                break

    def _flow_inputs(self, traced: TracedFunction) -> tuple:
        """What the flow pass of `traced` reads that other passes change: its parameters' values, the values the
        traced functions around it bind (`closure_value`), and the calls found concrete so far."""
        enclosing = []
        scope = traced.info.scope
        while scope is not None and type(scope) is not cst.Module:
            around = self.traced.get(scope)  # type: ignore[arg-type]
            enclosing.append(None if around is None else (dict(around.params), dict(around.bindings)))
            scope = self._index.scope_parent.get(scope)
        class_node = traced.info.class_node
        attributes = tuple((name, value) for (owner, name), value in self.attribute_values.items()
                           if owner is class_node) if class_node is not None else ()
        return dict(traced.params), enclosing, len(self.concrete_calls), attributes

    def _snapshot(self) -> tuple:
        return tuple((id(t.node), tuple(sorted(t.params.items(), key=lambda kv: kv[0])),
                      tuple(sorted(t.bindings.items(), key=lambda kv: kv[0])))
                     for t in self.traced.values()) + tuple(
            (id(owner), name, value) for (owner, name), value in self.attribute_values.items())

    def closure_value(self, traced: TracedFunction, name: str) -> Optional[Value]:
        """The value a free name of `traced` has, from the enclosing traced function that binds it."""
        scope = traced.info.scope
        while scope is not None and type(scope) is not cst.Module:
            enclosing = self.traced.get(scope)  # type: ignore[arg-type]
            if enclosing is not None and (name in enclosing.local_names or name in enclosing.params):
                return enclosing.bindings.get(name, enclosing.params.get(name, STATIC))
            if type(scope) is cst.FunctionDef or type(scope) is cst.Lambda:
                info = self.functions[scope]
                if name in info.all_params or (enclosing is None and name in self._assigned_names(scope)):
                    return None
            scope = self._index.scope_parent.get(scope)
        return None

    def writes_enclosing_trace(self, traced: TracedFunction, name: str) -> bool:
        """Does `nonlocal name` in `traced` refer to a local of an enclosing traced function that runs `traced` as
        plain Python (a helper, a `tree_map` callback)? Then the write happens inside that same trace, every time it
        is traced; a lax body or an inner jit (a root) is another trace, and its tracers would leak."""
        if traced.root or not isinstance(traced.node, cst.FunctionDef):
            return False
        declared = any(isinstance(small, cst.Nonlocal) and any(n.name.value == name for n in small.names)
                       for statement in traced.node.body.body if isinstance(statement, cst.SimpleStatementLine)
                       for small in statement.body)
        return declared and self.closure_value(traced, name) is not None

    def _assigned_names(self, scope: FunctionNode) -> set[str]:
        # One walk per function, not one per free-name lookup (that walk dominated the run time).
        names = self._assigned_cache.get(scope)
        if names is None:
            names = self._assigned_cache[scope] = _assigned_names(scope)
        return names

    def is_module_sequence(self, traced: TracedFunction, name: str) -> bool:
        """Is free name `name` of `traced` a module-level list/tuple constant (not shadowed on the way out)?"""
        if name not in self._index.module_sequences or name in traced.global_names:
            return False
        scope: Optional[ScopeNode] = traced.info.scope
        while scope is not None and not isinstance(scope, cst.Module):
            if isinstance(scope, (cst.FunctionDef, cst.Lambda)) and (
                    name in self.functions[scope].all_params or name in self._assigned_names(scope)):
                return False
            scope = self._index.scope_parent.get(scope)
        return True

    def is_captured_jax_array(self, traced: TracedFunction, name: str) -> bool:
        """Is free name `name` of `traced` a module-level jax array (of this module, or imported from another file of
        the project)? Inside traced code every jnp operation on it, indexing and comparisons included, makes a
        tracer (omnistaging), although the array itself is concrete."""
        if name in traced.global_names:
            return False
        scope: Optional[ScopeNode] = traced.info.scope
        while scope is not None and not isinstance(scope, cst.Module):
            if isinstance(scope, (cst.FunctionDef, cst.Lambda)) and (
                    name in self.functions[scope].all_params or name in self._assigned_names(scope)):
                return False
            scope = self._index.scope_parent.get(scope)
        if name in self.host_jax_arrays(self.module):
            return True
        if self._imported_array is None:
            return False
        if name in self.imports.relative:
            level, target = self.imports.relative[name]
            return self._imported_array(level, target)
        target = self.imports.aliases.get(name)
        return target is not None and not target.startswith(_MODELLED_LIBRARIES) and self._imported_array(0, target)

    def host_jax_arrays(self, scope: ScopeNode) -> frozenset[str]:
        """Names that untraced code in `scope` (a function or the module) only ever binds to the result of a
        jax.numpy / jax.random array call: they hold immutable jax.Arrays even without jit."""
        cached = self._host_arrays.get(scope)
        if cached is None:
            collector = _ScopeBindings()
            if isinstance(scope, cst.Module):
                walk(scope, collector)
            elif isinstance(scope, cst.FunctionDef):
                walk(scope.body, collector)
            params = set(self.functions[scope].all_params) if scope in self.functions else set()
            arrays = {name for name, values in collector.assigned.items()
                      if name not in collector.other and name not in params
                      and all(self._makes_jax_array(value) for value in values)}
            cached = self._host_arrays[scope] = frozenset(arrays)
        return cached

    def _makes_jax_array(self, value: cst.BaseExpression) -> bool:
        if not isinstance(value, cst.Call):
            return False
        qualified = self.imports.qualified_name(value.func) or ""
        return qualified.startswith(("jax.numpy.", "jax.random.")) and not is_static_array_function(qualified) \
            and qualified.rpartition(".")[2] not in ("PRNGKey", "key", "split", "fold_in", "key_data")

    def is_outer_container(self, traced: TracedFunction, name: str) -> bool:
        """Is `name`, seen from `traced`, a list/dict/set bound in an enclosing scope?"""
        scope: Optional[ScopeNode] = traced.info.scope
        while scope is not None:
            if name in self._index.containers_by_scope.get(scope, ()):
                return True
            scope = self._index.scope_parent.get(scope)
        return False

    def record(self, name: cst.Name, value: Value) -> None:
        self._name_values[name] = merge(self._name_values.get(name), value)

    def on_call(self, caller: TracedFunction, call: cst.Call, positional: list[Value],
                keywords: dict[str, Value]) -> None:
        """A call inside traced code: helpers called with tracers are traced too."""
        scope = caller.node
        func = call.func
        targets: list[tuple[FunctionNode, int, set[str], str]] = []
        callee: cst.BaseExpression = func
        if type(func) is cst.Name:
            targets = [(d, 0, set(), "def") for d in self._lookup_defs(func.value, scope)]
        elif type(func) is cst.Attribute and type(func.value) is cst.Name and func.value.value in (
                "self", "cls"):
            targets = [(d, 1, set(), "method")
                       for d in self._method(caller.info.class_node or self._enclosing_class(scope),
                                             func.attr.value)]
        elif type(func) is cst.Call:
            use = resolve_wrapper(func, self.imports)
            inner = use.functions[0] if use is not None and use.functions else func
            targets = self._resolve_targets(inner, scope)
            callee = unwrap_transparent(inner, self.imports)
        starred = any(arg.star == "*" for arg in call.args)
        # Arguments before the first `*args` land on known parameters; from there on, any parameter may get any.
        positional_args = [arg for arg in call.args if arg.keyword is None and arg.star != "**"]
        first_star = next((i for i, arg in enumerate(positional_args) if arg.star == "*"), len(positional))
        for target, offset, bound_kw, _ in targets:
            info = self.functions[target]
            if info.is_method and offset == 0 and isinstance(func, cst.Attribute):
                offset = 1
            params = _call_params(info, offset, positional, keywords, starred, first_star)
            # Called from traced code it runs while JAX traces, traced arguments or not: its prints, writes and
            # host calls happen once, and its jnp operations make tracers even on constants.
            self._add_traced(target, f"called from traced `{caller.info.name}`", params, bound_kw, root=False,
                             via=caller.node)
        if not targets:
            self._call_methods(caller, callee, call, positional, keywords, starred)
            self._record_external(callee, positional, keywords, starred, first_star if starred else None)
        # Functions handed to a call that also receives tracers (tree_map, vjp, custom wrappers) see tracers;
        # host callbacks are the exception: they run later, on concrete values.
        if self.imports.qualified_name(func) in HOST_CALLBACKS:
            return
        mapped = self.imports.qualified_name(func)
        if mapped in TREE_MAPS and positional:
            # tree_map(f, tree, *rest): f's parameters see the leaves of the trees, position by position.
            leaves = positional[1:]
            if mapped in _TREE_MAPS_WITH_PATH:
                leaves = [STATIC, *leaves]
            mapped_function = call_positional(call)[0]
            if isinstance(mapped_function, cst.Attribute) and isinstance(mapped_function.value, cst.Name):
                # `tree_map(moment.init, params)`: the method gets the leaves.
                leaf_values = [Value(traced=True, opaque=True) if v.traced else STATIC for v in leaves]
                class_node = self._class_of(mapped_function.value, caller)
                if class_node is None:
                    self._external_method_call(mapped_function.value, mapped_function.attr.value, caller,
                                               leaf_values, {}, False)
                for method in self._method(class_node, mapped_function.attr.value):
                    params = _call_params(self.functions[method], 1, leaf_values, {}, False)
                    self._add_traced(method, f"mapped over traced leaves in `{caller.info.name}`", params, set(),
                                     root=False, via=caller.node)
            for target, offset, _, _ in self._function_arguments(mapped_function, scope):
                info = self.functions[target]
                # Leaves of a pytree may be Python values (a filter tree's bools, static metadata).
                params = {name: Value(traced=True, source=name, defaulted=value.defaulted, filtered=value.filtered,
                                      opaque=True)
                          for name, value in zip(info.positional[offset:], leaves) if value.traced}
                if params:
                    self._add_traced(target, f"mapped over traced leaves in `{caller.info.name}`", params, set(),
                                     root=False, via=caller.node)
            return
        traced_arguments = [v for v in (*positional, *keywords.values()) if v.traced]
        if traced_arguments:
            # Parts of filtered pytrees (equinox.filter_jit) keep their non-array leaves static: `eqx.tree_at(...,
            # replace_fn=lambda n: max(n, 1))` gets the Python int field.
            filtered = all(v.filtered for v in traced_arguments)
            for arg in call.args:
                for target, offset, _, kind in self._function_arguments(arg.value, scope):
                    info = self.functions[target]
                    # They get pytree leaves or subtrees, which may be Python values (a filter tree's bools).
                    params = {name: Value(traced=True, source=name, filtered=filtered, opaque=True)
                              for name in info.all_params[offset:]}
                    self._add_traced(target, f"passed to a call with traced arguments in `{caller.info.name}`",
                                     params, set(), root=False, via=caller.node)

    def _trace_derivative_rules(self) -> None:
        """A traced custom_jvp/custom_vjp function has its rules traced too once it is differentiated (under
        `jit(grad(...))`); their nondiff arguments come first and stay static."""
        for primal_name, kind, rule_name, scope in self._index.derivative_rules:
            primals = [d for d in self._lookup_defs(primal_name, scope) if d in self._index.custom_derivatives]
            primal = next((self.traced[d] for d in primals if d in self.traced), None)
            if primal is None:
                continue
            nondiff = self._index.custom_derivatives[primal.node]  # type: ignore[index]
            for rule in self._lookup_defs(rule_name, scope):
                info = self.functions[rule]
                if kind == "fwd":
                    # fwd takes the primal's arguments, nondiff ones included, in the same order.
                    static = {name for index, name in enumerate(info.positional) if index in nondiff}
                else:
                    static = set(info.positional[:len(nondiff)])
                params = {name: Value(traced=True, source=name, sequence=kind == "jvp",
                                      opaque=kind != "jvp" and self._maybe_not_array(info, name))
                          for name in info.all_params if name not in static}
                self._add_traced(rule, f"{kind} rule of traced custom-derivative `{primal_name}`", params, static,
                                 root=False)

    # --- module classes (equinox, flax) ----------------------------------------------------------------------
    def _module_kind(self, class_node: cst.ClassDef, depth: int = 0) -> Optional[str]:
        """"pytree" for equinox/nnx modules, "linen" for flax.linen modules, None for other classes."""
        for base in class_node.bases:
            qualified = self.imports.qualified_name(base.value)
            if qualified in _MODULE_BASES:
                return _MODULE_BASES[qualified]
            parent = self._local_class(base.value)
            if parent is not None and parent is not class_node and depth < 8:
                kind = self._module_kind(parent, depth + 1)
                if kind is not None:
                    return kind
        return None

    def _local_class(self, expression: Optional[cst.BaseExpression]) -> Optional[cst.ClassDef]:
        if type(expression) is cst.Name:
            return self._index.classes.get(expression.value)
        if type(expression) is cst.SimpleString:
            value = expression.evaluated_value
            return self._index.classes.get(value) if isinstance(value, str) else None
        return None

    def _class_of(self, expression: cst.BaseExpression, caller: TracedFunction) -> Optional[cst.ClassDef]:
        """The class of this module whose instance `expression` is: `MLP(...)`, a parameter annotated `MLP`, a
        module-level `model = MLP(...)`, or `self.block` declared `block: Block` / set to `Block(...)`."""
        if type(expression) is cst.Call:
            return self._local_class(expression.func)
        if type(expression) is cst.Name:
            annotation = caller.info.annotations.get(expression.value)
            if annotation is not None:
                return self._local_class(annotation)
            made = caller.instance_classes.get(expression.value)
            if made is not None:
                return self._local_class(made)
            if expression.value not in caller.local_names:
                return self._local_class(self._index.module_instances.get(expression.value))
            return None
        if isinstance(expression, cst.Attribute) and isinstance(expression.value, cst.Name) and \
                expression.value.value == "self" and caller.info.class_node is not None:
            return self._local_class(self._index.attribute_types.get((caller.info.class_node, expression.attr.value)))
        return None

    def _call_methods(self, caller: TracedFunction, func: cst.BaseExpression, call: cst.Call,
                      positional: list[Value], keywords: dict[str, Value], starred: bool) -> None:
        """`model(x)`, `model.encode(x)`, `Block(...)(x)`, linen's `model.apply(variables, x, method=...)`."""
        methods: list[cst.FunctionDef] = []
        class_node: Optional[cst.ClassDef] = None
        arguments = positional
        constructed = self._constructed_class(func, caller)
        if constructed is not None:
            # `Potential(params["m"], ...)` in traced code: its `__init__` runs there, on those arguments.
            for method in self._method(constructed, "__init__"):
                params = _call_params(self.functions[method], 1, positional, keywords, starred)
                self._add_traced(method, f"constructor of `{constructed.name.value}` called in traced "
                                         f"`{caller.info.name}`", params, set(), root=False, via=caller.node)
                self._note_self(self.traced[method], True)
            return
        if isinstance(func, cst.Attribute):
            class_node = self._class_of(func.value, caller)
            if class_node is None:
                self._external_method_call(func.value, func.attr.value, caller, positional, keywords, starred)
                return
            name = func.attr.value
            if name == "apply" and self._module_kind(class_node) == "linen":
                name = self._applied_method(call) or "__call__"
                arguments = positional[1:]  # the variables come first
            methods = self._method(class_node, name)
        else:
            class_node = self._class_of(func, caller)
            if class_node is None:
                self._external_method_call(func, "__call__", caller, positional, keywords, starred)
                return
            methods = self._method(class_node, "__call__")
        kind = self._module_kind(class_node)
        if not methods:
            return
        for method in methods:
            info = self.functions[method]
            params = _call_params(info, 1, arguments, keywords, starred)
            if kind == "pytree" and info.positional:
                # The module is a pytree argument: array fields are traced, the rest (static=True, Python
                # values under filter_jit) stays static.
                params[info.positional[0]] = Value(traced=True, source=info.positional[0], filtered=True,
                                                   opaque=True)
            self._add_traced(method, f"called on a `{class_node.name.value}` instance in traced "
                                     f"`{caller.info.name}`", params, set(), root=False, via=caller.node)
            receiver = func.value if isinstance(func, cst.Attribute) else func
            self._note_self(self.traced[method], type(receiver) is cst.Name and
                            receiver.value in caller.instance_classes)
        if kind == "linen":
            for setup in self._method(class_node, "setup"):
                self._add_traced(setup, f"run by `{class_node.name.value}.apply` in traced `{caller.info.name}`",
                                 {}, set(), root=False)
                self.traced[setup].self_managed = True

    @staticmethod
    def _note_self(traced: TracedFunction, fresh: bool) -> None:
        traced.fresh_self = fresh if traced.fresh_self is None else traced.fresh_self and fresh

    def _constructed_class(self, func: cst.BaseExpression, caller: TracedFunction) -> Optional[cst.ClassDef]:
        """The class of this module that a call `func(...)` in `caller` instantiates (`Grid(r_max, 0.5)`)."""
        if type(func) is not cst.Name or func.value in caller.local_names or func.value in caller.params:
            return None
        if self._lookup_defs(func.value, caller.node) or func.value in self._index.module_instances:
            return None
        return self._index.classes_by_scope.get(self.module, {}).get(func.value)

    def _instance_class_expression(self, expression: cst.BaseExpression, caller: Optional[TracedFunction]
                                   ) -> Optional[cst.BaseExpression]:
        """What names the class of the instance `expression` when it is no class of this module: a parameter's
        annotation, or the class called to make a module-level instance (`model = Waveform(...)`)."""
        if type(expression) is not cst.Name:
            return None
        if caller is not None:
            annotation = caller.info.annotations.get(expression.value)
            if annotation is not None:
                return annotation if isinstance(annotation, (cst.Name, cst.Attribute)) else None
            if expression.value in caller.local_names:
                return caller.instance_classes.get(expression.value)
        return self._index.module_instances.get(expression.value)

    def _external_method_call(self, instance: cst.BaseExpression, method: str, caller: TracedFunction,
                              positional: list[Value], keywords: dict[str, Value], starred: bool) -> None:
        """`model.strain(x)` or `model(x)` on an instance of a class imported from another module of the project."""
        class_expression = self._instance_class_expression(instance, caller)
        if class_expression is not None:
            dotted = dotted_name(class_expression)
            if dotted is not None:
                fresh = type(instance) is cst.Name and instance.value in caller.instance_classes
                self._record_external(None, positional, keywords, starred, dotted=f"{dotted}.{method}", fresh=fresh)

    @staticmethod
    def _applied_method(call: cst.Call) -> Optional[str]:
        method = call_keywords(call).get("method")
        if isinstance(method, cst.Attribute):
            return method.attr.value
        if isinstance(method, cst.SimpleString) and isinstance(method.evaluated_value, str):
            return method.evaluated_value
        return None

    def _record_external(self, func: Optional[cst.BaseExpression], positional: list[Value],
                         keywords: dict[str, Value], starred: bool, first_star: Optional[int] = None,
                         dotted: Optional[str] = None, root: bool = False,
                         static: tuple[tuple[int, ...], tuple[str, ...]] = ((), ()), fresh: bool = False) -> None:
        if dotted is None:
            dotted = dotted_name(func) if func is not None else None
        if dotted is None:
            return
        head, _, rest = dotted.partition(".")
        if head in self._index.defs_by_scope[self.module] or head in self._index.classes:
            return
        if head in self.imports.relative:
            level, imported = self.imports.relative[head]
        elif head in self.imports.aliases:
            level, imported = 0, self.imports.aliases[head]
            if imported.split(".")[0] in _MODELLED_LIBRARIES:
                return
        else:
            return
        call = ExternalCall(level, f"{imported}.{rest}" if rest else imported,
                            tuple(_pattern_value(v) for v in positional),
                            tuple(sorted((k, _pattern_value(v)) for k, v in keywords.items())), starred, first_star,
                            root, static, fresh)
        self.external_calls[call] = None

    def _add_seed(self, seed: Seed, extra_jit: frozenset[str]) -> None:
        spec = StaticSpec(positions=set(seed.static[0]), names=set(seed.static[1]))
        if seed.method:
            class_node = self._index.classes_by_scope.get(self.module, {}).get(seed.name)
            for target in self._method(class_node, seed.method):
                info = self.functions[target]
                if seed.root:
                    self._mark_root(target, seed.reason, spec, 0, set(), False, bound_self=True, cautious=True)
                    continue
                params = _call_params(info, 1 if info.is_method else 0, list(seed.positional), dict(seed.keywords),
                                      seed.starred, seed.first_star)
                self._add_traced(target, seed.reason, params, set(), root=False)
                self._note_self(self.traced[target], seed.fresh or seed.method in CONSTRUCTORS)
            return
        for target in self._index.defs_by_scope[self.module].get(seed.name, []):
            use = next((u for u in (resolve_wrapper(d.decorator, self.imports, extra_jit) for d in target.decorators)
                        if u is not None), None)
            if use is not None:
                # A compiled or filtered function decides itself what is traced, whatever its caller passes (the
                # first wrapping decorator, as in `_discover`): `eqx.filter_jit` keeps non-array arguments static,
                # `static_argnames` stay Python values.
                self._mark_root(target, use.wrapper.label, use.spec, 0, set(), use.wrapper.filtered,
                                bound_self=False, callers=(target.name.value,))
                continue
            if seed.root:
                self._mark_root(target, seed.reason, spec, 0, set(), False, bound_self=False, cautious=True)
                continue
            params = _call_params(self.functions[target], 0, list(seed.positional), dict(seed.keywords),
                                  seed.starred, seed.first_star)
            self._add_traced(target, seed.reason, params, set(), root=False)

    def _function_arguments(self, expression: cst.BaseExpression, scope: ScopeNode
                            ) -> list[tuple[FunctionNode, int, set[str], str]]:
        if type(expression) is cst.Lambda:
            return [(expression, 0, set(), "lambda")]
        if type(expression) is cst.Name:
            defs = self._lookup_defs(expression.value, scope)
            return [(d, 0, set(), "def") for d in defs if self.functions[d].scope is scope]
        return []


def _straight_line(statements, found: list) -> bool:
    """Collect the simple statements of a body made of simple statements and `if`s only."""
    for statement in statements:
        if isinstance(statement, cst.SimpleStatementLine):
            found.extend(statement.body)
        elif isinstance(statement, cst.If):
            if not _straight_line(statement.body.body, found):
                return False
            orelse = statement.orelse
            if isinstance(orelse, cst.If) and not _straight_line([orelse], found):
                return False
            if isinstance(orelse, cst.Else) and not _straight_line(orelse.body.body, found):
                return False
            found.append(statement.test)
        else:
            return False
    return True


_SIMPLE_STATEMENTS = (cst.Assign, cst.AnnAssign, cst.AugAssign, cst.Expr, cst.Assert, cst.Return, cst.Raise,
                      cst.Pass)


class _PythonResults:
    """Does calling the module-level function `name` give a Python value whatever its arguments are (tracers
    included): every `return` of its straight-line body is static with all parameters traced, as in
    `return len(match.group(0)) // 6` or `return x.shape[-1]`? Only undecorated functions without loops, `try`,
    `with`, nested definitions or `yield`, and a name no other scope of the module defines. (Kept apart from
    ModuleFacts, which holds an evaluator holding this: no reference cycle.)"""

    def __init__(self, module: cst.Module, index: _ModuleIndex, imports: ImportMap, fields: FieldKinds) -> None:
        self.module = module
        self.index = index
        self.imports = imports
        self.fields = fields
        self.known: dict[str, bool] = {}

    def __call__(self, name: str) -> bool:
        known = self.known.get(name)
        if known is not None:
            return known
        self.known[name] = False  # recursion (direct or mutual) stays unknown
        defs = self.index.defs_by_scope[self.module].get(name, [])
        result = len(defs) == 1 and not defs[0].decorators and not any(
            name in by_name for scope, by_name in self.index.defs_by_scope.items() if scope is not self.module) \
            and _returns_python_value(defs[0], self.index.functions[defs[0]], self)
        self.known[name] = result
        return result


def _holds_yield(expression: cst.CSTNode) -> bool:
    pending = [expression]
    while pending:
        node = pending.pop()
        if isinstance(node, cst.Yield):
            return True
        pending.extend(children(node))
    return False


def _returns_python_value(node: cst.FunctionDef, info: FunctionInfo, results: _PythonResults) -> bool:
    if not isinstance(node.body, cst.IndentedBlock):
        return False
    statements: list = []
    if not _straight_line(node.body.body, statements) or not all(
            isinstance(s, (*_SIMPLE_STATEMENTS, cst.BaseExpression)) for s in statements):
        return False
    if any(isinstance(s, (cst.Expr, cst.Assign, cst.AugAssign, cst.AnnAssign, cst.Return)) and s.value is not None
           and _holds_yield(s.value) for s in statements):
        return False
    env: dict[str, Value] = {name: Value(traced=True, source=name) for name in info.all_params}
    returns: Value = STATIC
    # Bindings merged in text order, twice: an `if` may bind a name that a later statement reads.
    for _ in range(2):
        evaluator = Evaluator(results.imports, lambda n: env.get(n.value), fields=results.fields,
                              python_result=results)
        returns = STATIC
        for statement in statements:
            if isinstance(statement, cst.Return):
                returns = merge(returns, evaluator.value(statement.value) if statement.value else STATIC)
            elif isinstance(statement, (cst.Assign, cst.AnnAssign)) and statement.value is not None:
                value = evaluator.value(statement.value)
                scope: dict[str, Value] = {}
                targets = [t.target for t in statement.targets] if isinstance(statement, cst.Assign) else \
                    [statement.target]
                for target in targets:
                    evaluator.bind_target(target, value, scope)
                for bound_name, bound in scope.items():
                    env[bound_name] = merge(env.get(bound_name), bound)
            elif isinstance(statement, cst.AugAssign) and isinstance(statement.target, cst.Name):
                name = statement.target.value
                env[name] = merge(env.get(name), join([env.get(name, STATIC), evaluator.value(statement.value)]))
    return not returns.traced


def _literal_tuple(node: cst.BaseExpression) -> list[cst.BaseExpression]:
    if isinstance(node, (cst.Tuple, cst.List)):
        return [element.value for element in node.elements]
    return [node]


def _call_params(info: FunctionInfo, offset: int, positional: list[Value], keywords: dict[str, Value],
                 starred: bool, first_star: Optional[int] = None) -> dict[str, Value]:
    """The traced parameters of `info` when called with these argument values (`offset` bound positionals).

    Arguments before the first `*args` (`first_star`, the position of the first starred argument; 0 when only
    `starred` is known) land on known parameters; from there on, any parameter may get any of them."""
    if first_star is None:
        first_star = 0 if starred else len(positional)
    visible = info.positional[offset:]
    params: dict[str, Value] = {}
    # Python lists and tuples handed to a traced helper stay sequences there (indexing them needs an int).
    for index, value in enumerate(positional[:first_star]):
        if index < len(visible) and (value.traced or value.sequence or value.falsy):
            params[visible[index]] = replace(value, source=visible[index], items=None)
    for name, value in keywords.items():
        if name in info.all_params and (value.traced or value.sequence or value.falsy):
            params[name] = replace(value, source=name, items=None)
    # A helper's `int`/`bool`/`str` annotation says what its callers really pass (static config), and a
    # container one (`Tuple[...]`, `Optional[...]`) that its truth value is a Python question.
    params = {name: value if not value.traced or not _is_container_annotation(info.annotations.get(name))
              else replace(value, opaque=True)
              for name, value in params.items() if not is_python_scalar(info.annotations.get(name))}
    if any(v.traced for v in positional[first_star:]):
        for name in visible[first_star:]:
            params.setdefault(name, Value(traced=True, source=name))
    if not starred and first_star >= len(positional):
        # A flag the caller leaves at its `False`/`None` default stays that Python value: `if debug:` skips its
        # body under tracing, whatever the body would do.
        passed = set(visible[:len(positional)]) | set(keywords)
        for param in (*info.node.params.params, *info.node.params.kwonly_params):
            if param.name.value not in passed and type(param.default) is cst.Name and \
                    param.default.value in ("False", "None"):
                params.setdefault(param.name.value, FALSY)
    star = info.node.params.star_arg
    if type(star) is cst.Param and (any(v.traced for v in positional[len(visible):]) or
                                    (first_star < len(positional) and any(v.traced for v in positional))):
        # `def log(*args)` called with tracers: `args` is a tuple holding them.
        params[star.name.value] = Value(traced=True, sequence=True, source=star.name.value, opaque=True)
    return params


_CONTAINER_ANNOTATIONS = frozenset({"Tuple", "tuple", "List", "list", "Dict", "dict", "Sequence", "Optional",
                                    "Mapping", "Iterable"})


def _is_container_annotation(annotation: Optional[cst.BaseExpression]) -> bool:
    return annotation is not None and bool(_annotation_words(annotation) & _CONTAINER_ANNOTATIONS)


def _pattern_value(value: Value) -> Value:
    """An argument's value as the callee sees it: what it is, not where it came from."""
    if not value.traced:
        return Value(sequence=value.sequence, falsy=value.falsy)
    return Value(traced=True, mask=value.mask, sequence=value.sequence, defaulted=value.defaulted,
                 filtered=value.filtered, opaque=value.opaque)


def _names_only(annotation: Optional[cst.BaseExpression], classes: set[str]) -> bool:
    """Is `annotation` one of `classes` (`C`, `C[T]`, `mod.C`), or one of them or None (`C | None`, `Optional[C]`)?"""
    if annotation is None or not classes:
        return False
    if isinstance(annotation, cst.Subscript) and dotted_name(annotation.value) in ("Optional", "typing.Optional",
                                                                                   "tp.Optional"):
        return all(_names_only(e.slice.value, classes) for e in annotation.slice if isinstance(e.slice, cst.Index))
    if isinstance(annotation, cst.Subscript):
        annotation = annotation.value
    if isinstance(annotation, cst.BinaryOperation) and isinstance(annotation.operator, cst.BitOr):
        parts = [annotation.left, annotation.right]
        alternatives = [p for p in parts if not (isinstance(p, cst.Name) and p.value == "None")]
        return bool(alternatives) and all(_names_only(p, classes) for p in alternatives)
    if isinstance(annotation, cst.Name):
        return annotation.value in classes
    if isinstance(annotation, cst.Attribute):
        return annotation.attr.value in classes
    return False


_ARRAY_ANNOTATIONS = frozenset({"Array", "ArrayLike", "ndarray", "Float", "Int", "Bool", "Num", "Shaped",
                                "Real", "Inexact", "Integer", "Complex", "UInt", "Key", "PRNGKeyArray",
                                "float", "int", "bool", "complex", "Scalar", "Numeric"})


def _annotation_words(annotation: cst.BaseExpression) -> set[str]:
    words = _Words()
    walk(annotation, words)
    return words.found


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


class _Words(cst.CSTVisitor):
    def __init__(self) -> None:
        self.found: set[str] = set()

    def visit_Name(self, node: cst.Name) -> None:
        self.found.add(node.value)

    def visit_Attribute(self, node: cst.Attribute) -> None:
        self.found.add(node.attr.value)

    def visit_SimpleString(self, node: cst.SimpleString) -> None:
        self.found.update(node.value.replace("[", " ").replace("]", " ").replace(".", " ").replace(",", " ").split())


def _is_classmethod(node: cst.FunctionDef) -> bool:
    return any(isinstance(d.decorator, cst.Name) and d.decorator.value == "classmethod" for d in node.decorators)


def _assigned_names(node: FunctionNode) -> set[str]:
    collector = _LocalNames()
    if isinstance(node, cst.FunctionDef):
        walk(node.body, collector)
    return collector.names


class _LocalNames(cst.CSTVisitor):
    """Names a function body binds (its locals), and the ones it declares global/nonlocal."""

    def __init__(self) -> None:
        self.names: set[str] = set()
        self.globals: set[str] = set()

    def _bind(self, target: cst.CSTNode) -> None:
        if isinstance(target, cst.Name):
            self.names.add(target.value)
        elif isinstance(target, (cst.Tuple, cst.List)):
            for element in target.elements:
                self._bind(element.value)
        elif isinstance(target, cst.StarredElement):
            self._bind(target.value)

    def visit_AssignTarget(self, node: cst.AssignTarget) -> None:
        self._bind(node.target)

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        self._bind(node.target)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        self._bind(node.target)

    def visit_For(self, node: cst.For) -> None:
        self._bind(node.target)

    def visit_WithItem(self, node: cst.WithItem) -> None:
        if node.asname is not None:
            self._bind(node.asname.name)

    def visit_NamedExpr(self, node: cst.NamedExpr) -> None:
        self._bind(node.target)

    def visit_ExceptHandler(self, node: cst.ExceptHandler) -> None:
        if node.name is not None:
            self._bind(node.name.name)

    def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
        self.names.add(node.name.value)
        return False

    def visit_ClassDef(self, node: cst.ClassDef) -> bool:
        self.names.add(node.name.value)
        return False

    def visit_Lambda(self, node: cst.Lambda) -> bool:
        return False

    def visit_CompFor(self, node: cst.CompFor) -> bool:
        return True

    def visit_Import(self, node: cst.Import) -> None:
        for alias in node.names:
            name = alias.asname.name if alias.asname else alias.name
            self._bind(name if isinstance(name, cst.Name) else cst.Name(self._head(name)))

    def visit_ImportFrom(self, node: cst.ImportFrom) -> None:
        if isinstance(node.names, cst.ImportStar):
            return
        for alias in node.names:
            name = alias.asname.name if alias.asname else alias.name
            if isinstance(name, cst.Name):
                self._bind(name)

    @staticmethod
    def names_in(target: cst.CSTNode) -> set[str]:
        collector = _LocalNames()
        collector._bind(target)
        return collector.names

    @staticmethod
    def _head(node: cst.CSTNode) -> str:
        while isinstance(node, cst.Attribute):
            node = node.value
        return node.value if isinstance(node, cst.Name) else ""

    def visit_Global(self, node: cst.Global) -> None:
        self.globals.update(n.name.value for n in node.names)

    def visit_Nonlocal(self, node: cst.Nonlocal) -> None:
        self.globals.update(n.name.value for n in node.names)


class _ScopeBindings(cst.CSTVisitor):
    """Every binding of each name in one scope (nested functions and classes are other scopes): plain
    `name = value` assignments, and names bound any other way (loops, unpacking, augmented assignment, ...)."""

    def __init__(self) -> None:
        self.assigned: dict[str, list[cst.BaseExpression]] = {}
        self.other: set[str] = set()

    def visit_Assign(self, node: cst.Assign) -> None:
        for target in node.targets:
            if isinstance(target.target, cst.Name):
                self.assigned.setdefault(target.target.value, []).append(node.value)
            else:
                self.other.update(_LocalNames.names_in(target.target))

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        if isinstance(node.target, cst.Name) and node.value is not None:
            self.assigned.setdefault(node.target.value, []).append(node.value)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        self.other.update(_LocalNames.names_in(node.target))

    def visit_For(self, node: cst.For) -> None:
        self.other.update(_LocalNames.names_in(node.target))

    def visit_WithItem(self, node: cst.WithItem) -> None:
        if node.asname is not None:
            self.other.update(_LocalNames.names_in(node.asname.name))

    def visit_NamedExpr(self, node: cst.NamedExpr) -> None:
        self.other.update(_LocalNames.names_in(node.target))

    def visit_Global(self, node: cst.Global) -> None:
        self.other.update(n.name.value for n in node.names)

    def visit_Nonlocal(self, node: cst.Nonlocal) -> None:
        self.other.update(n.name.value for n in node.names)

    def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
        self.other.add(node.name.value)
        return False

    def visit_ClassDef(self, node: cst.ClassDef) -> bool:
        self.other.add(node.name.value)
        return False

    def visit_Lambda(self, node: cst.Lambda) -> bool:
        return False


def _collect_locals(traced: TracedFunction) -> None:
    collector = _LocalNames()
    node = traced.node
    if isinstance(node, cst.FunctionDef):
        walk(node.body, collector)
    traced.global_names = collector.globals
    traced.local_names = (collector.names - collector.globals) | set(traced.info.all_params)


class _FunctionFlow:
    """Walks one traced function's body in order, binding names to abstract values."""

    def __init__(self, facts: ModuleFacts, traced: TracedFunction) -> None:
        self.facts = facts
        self.traced = traced
        self.env: dict[str, Value] = {name: STATIC for name in traced.info.all_params}
        self.env.update(traced.params)
        self.evaluator = Evaluator(facts.imports, self._lookup, on_call=self._on_call,
                                   fields=facts.fields, concrete_calls=facts.concrete_calls,
                                   python_result=facts.returns_python_value, attribute_lookup=self._attribute)
        info = traced.info
        self._class = info.class_node if info.is_method and info.positional[:1] == ["self"] else None

    def _attribute(self, node: cst.Attribute) -> Optional[Value]:
        """`self.mass` in a method, when a constructor traced with tracers stored one there."""
        if self._class is None or "self" in self.traced.params:
            return None
        value = self.facts.attribute_values.get((self._class, node.attr.value))
        if value is not None:
            self.facts._attribute_reads[node] = value
        return value

    def _lookup(self, name: cst.Name) -> Optional[Value]:
        identifier = name.value
        if identifier in self.traced.local_names:
            value = self.env.get(identifier, STATIC)
        else:
            value = self.facts.closure_value(self.traced, identifier)
            if value is None:
                if self.facts.is_captured_jax_array(self.traced, identifier):
                    value = Value(traced=True, source=identifier, opaque=True)
                elif not self.facts.is_module_sequence(self.traced, identifier):
                    return None
                else:
                    value = Value(sequence=True)
        self.facts.record(name, value)
        return value

    def _on_call(self, call: cst.Call, positional: list[Value], keywords: dict[str, Value]) -> None:
        self.facts.on_call(self.traced, call, positional, keywords)

    def _bind(self, target: cst.BaseExpression, value: Value) -> None:
        scope: dict[str, Value] = {}
        self.evaluator.bind_target(target, value, scope)
        for name, bound in scope.items():
            self.env[name] = bound
            self.traced.bindings[name] = merge(self.traced.bindings.get(name), bound)
        self._record_targets(target)

    def _record_targets(self, target: cst.BaseExpression) -> None:
        if isinstance(target, cst.Name) and target.value in self.env:
            self.facts.record(target, self.env[target.value])
        elif isinstance(target, (cst.Tuple, cst.List)):
            for element in target.elements:
                self._record_targets(element.value)
        elif isinstance(target, cst.StarredElement):
            self._record_targets(target.value)

    def value(self, expression: Optional[cst.BaseExpression]) -> Value:
        return STATIC if expression is None else self.evaluator.value(expression)

    def run(self) -> None:
        node = self.traced.node
        for name, value in self.env.items():
            self.traced.bindings[name] = merge(self.traced.bindings.get(name), value)
        if isinstance(node, cst.Lambda):
            self.value(node.body)
        else:
            self.block(node.body)

    # statements
    def block(self, body: Union[cst.BaseSuite, list, tuple]) -> None:
        statements = body.body if isinstance(body, (cst.IndentedBlock, cst.SimpleStatementSuite)) else body
        for statement in statements:
            self.statement(statement)

    def statement(self, node: cst.CSTNode) -> None:
        if isinstance(node, cst.SimpleStatementLine):
            for small in node.body:
                self.small_statement(small)
        elif isinstance(node, cst.If):
            if type(node.test) is cst.Name and self.value(node.test).falsy:
                # `if validate_args:` with every caller passing False: the body never runs.
                self.facts.concrete_branches.add(node.body)
                if node.orelse is not None:
                    self.statement(node.orelse) if isinstance(node.orelse, cst.If) else self.block(node.orelse.body)
                return
            self.value(node.test)
            when_true, when_false = self.evaluator.narrowed(node.test)
            concrete_side = self.evaluator.proves_concrete(node.test)
            if concrete_side is not None:
                self.facts.concrete_branches.add(
                    node.body if concrete_side else (node.orelse if node.orelse is not None else node))
            before = dict(self.env)
            self._concrete(when_true | concrete_guarded_names(node.test))
            self.block(node.body)
            body_exits = _always_exits(node.body)
            after_body, self.env = self.env, before
            self._concrete(when_false)
            if node.orelse is not None:
                self._concrete(concrete_guarded_names(node.test, holds=False))
                self.statement(node.orelse) if isinstance(node.orelse, cst.If) else self.block(node.orelse.body)
            # `if isinstance(x, Tracer): return ...`: after the `if`, x is concrete.
            self.env = self.env if body_exits else _merge_envs(after_body, self.env)
        elif isinstance(node, (cst.For, cst.While)):
            before = dict(self.env)
            for _ in range(2):
                if isinstance(node, cst.For):
                    iterable = self.value(node.iter)
                    self._bind(node.target, self.evaluator.iteration_value(node.iter, iterable))
                else:
                    self.value(node.test)
                self.block(node.body)
                self.env = _merge_envs(before, self.env)
            if node.orelse is not None:
                self.block(node.orelse.body)
        elif isinstance(node, cst.Try) or type(node).__name__ == "TryStar":
            before = dict(self.env)
            self.block(node.body)
            for handler in node.handlers:
                self.env = _merge_envs(before, self.env)
                self.value(handler.type)
                self.block(handler.body)
            if node.orelse is not None:
                self.block(node.orelse.body)
            if node.finalbody is not None:
                self.block(node.finalbody.body)
        elif isinstance(node, cst.With):
            compile_time = False
            for item in node.items:
                value = self.value(item.item)
                if item.asname is not None:
                    self._bind(item.asname.name, value)
                if isinstance(item.item, cst.Call) and self.facts.qualified_name(item.item.func) in COMPILE_TIME_EVAL:
                    compile_time = True
            outer, self.evaluator.compile_time_eval = self.evaluator.compile_time_eval, (
                compile_time or self.evaluator.compile_time_eval)
            try:
                self.block(node.body)
            finally:
                self.evaluator.compile_time_eval = outer
        elif isinstance(node, cst.FunctionDef):
            for decorator in node.decorators:
                self.value(decorator.decorator)
            self.env[node.name.value] = STATIC
        elif isinstance(node, cst.ClassDef):
            self.env[node.name.value] = STATIC
        elif isinstance(node, cst.Match):
            self.value(node.subject)
            before = dict(self.env)
            merged = dict(self.env)
            for case in node.cases:
                self.env = dict(before)
                self.block(case.body)
                merged = _merge_envs(merged, self.env)
            self.env = merged

    def _record_attribute(self, target: cst.BaseExpression, value: Value) -> None:
        """`self.mass = mass` in a constructor traced with tracers: the class's methods read a tracer there."""
        if self._class is not None and value.traced and self.traced.info.name in ("__init__", "__post_init__") \
                and type(target) is cst.Attribute and type(target.value) is cst.Name and target.value.value == "self":
            key = (self._class, target.attr.value)
            self.facts.attribute_values[key] = merge(self.facts.attribute_values.get(key), value)

    def _concrete(self, names: set[str]) -> None:
        """A guard proved these names hold Python values here."""
        for name in names:
            if name in self.traced.local_names:
                self.env[name] = STATIC

    def small_statement(self, node: cst.BaseSmallStatement) -> None:
        kind = type(node)
        if kind is cst.Assign:
            value = self.value(node.value)
            for target in node.targets:
                self._bind(target.target, value)
                self._record_attribute(target.target, value)
                if type(target.target) is cst.Name and type(node.value) is cst.Call and isinstance(
                        node.value.func, (cst.Name, cst.Attribute)):
                    self.traced.instance_classes[target.target.value] = node.value.func
        elif kind is cst.AnnAssign:
            if node.value is not None:
                self._bind(node.target, self.value(node.value))
        elif kind is cst.AugAssign:
            current = self.value(node.target)
            update = self.value(node.value)
            if isinstance(node.target, cst.Name):
                combined = merge(current, update) if current.traced or update.traced else STATIC
                if current.traced and update.traced:
                    combined = Value(traced=True, source=current.source or update.source,
                                     defaulted=current.defaulted and update.defaulted)
                self._bind(node.target, combined)
        elif kind is cst.Expr:
            self.value(node.value)
        elif kind is cst.Return:
            self.value(node.value)
        elif kind is cst.Assert:
            self.value(node.test)
            self.value(node.msg)
        elif kind is cst.Raise:
            self.value(node.exc)
        elif kind is cst.Del:
            self.value(node.target)


def _always_exits(body: cst.BaseSuite) -> bool:
    statements = body.body if isinstance(body, (cst.IndentedBlock, cst.SimpleStatementSuite)) else []
    if not statements:
        return False
    last = statements[-1]
    if isinstance(last, cst.SimpleStatementLine):
        return any(isinstance(small, (cst.Return, cst.Raise)) for small in last.body)
    return isinstance(last, (cst.Return, cst.Raise))


def _merge_envs(a: dict[str, Value], b: dict[str, Value]) -> dict[str, Value]:
    merged = dict(a)
    for name, value in b.items():
        merged[name] = merge(a.get(name), value)
    return merged
