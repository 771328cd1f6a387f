"""What the analysis records about one module: its functions, the traced ones and the values their parameters
hold, jit sites, and the calls that cross into other modules of the project (and come back as seeds)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, Union

import libcst as cst

from .tables import MODELLED_LIBRARIES  # noqa: F401  (the analysis imports it from here)
from .values import Value

FunctionNode = Union[cst.FunctionDef, cst.Lambda]
ScopeNode = Union[cst.Module, cst.ClassDef, cst.FunctionDef, cst.Lambda]


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
    # Locals bound to the elements of a container of instances of one class (`for layer in self.layers`,
    # `[layer.init() for layer in LAYERS]`): the expression naming that class. The objects were made elsewhere.
    element_classes: dict[str, cst.BaseExpression] = field(default_factory=dict)
    # The same for a container of instances of several classes (`for layer in LAYERS` with `LAYERS = [Dense(...),
    # Mixing(...)]`): the expressions naming each of them.
    element_class_mixes: dict[str, tuple[cst.BaseExpression, ...]] = field(default_factory=dict)
    # The same for a container of instances of classes of other files that the object was made with in another
    # file (`for op in self.ops`, `Chain(Flip(), ChannelGain())`): (level, dotted name) as this module imports each.
    imported_element_classes: dict[str, tuple[tuple[int, str], ...]] = field(default_factory=dict)
    # A method only ever called on objects made inside the same trace: writes to `self` die with the trace.
    # None until a call says.
    fresh_self: Optional[bool] = None
    # The class itself is what a transform traces (`jax.vmap(NamedArray)(data)`): its constructor fills in the
    # object the trace builds and returns, so writes to `self` there outlive nothing.
    builds_self: bool = False
    # Parameters that traced callers pass an instance of a class of this module (`sample(self, shape)` from a
    # method): the class, so that methods called on the parameter are followed.
    param_classes: dict[str, cst.ClassDef] = field(default_factory=dict)
    # Classes of this module whose methods' recorded results a call on a held instance read here
    # (`self.schedule(step)` running `LinearWarmup.__call__`): their passes change what this pass computes.
    result_classes: set[cst.ClassDef] = field(default_factory=set)
    # Those of them every such caller passes an object made inside the same trace (`sample(self, ...)` from a
    # method of a fresh object): writes to it die with the trace.
    fresh_params: set[str] = field(default_factory=set)
    # Parameters some traced caller passes a Python value for, or leaves at their default, or passes something
    # that may not be an array: they may be None in a trace. A parameter outside it holds an array in every trace.
    python_params: set[str] = field(default_factory=set)
    # Those of them some traced caller may leave None: omitted (at its default), or passed a Python value not known
    # to be true. A value that may be a tracer or a pytree is no evidence of None.
    none_params: set[str] = field(default_factory=set)
    # Seeded by another file's traced code: True when every such seed came from code JAX runs only under vmaps that
    # no jit, scan or grad encloses (`Seed.eager`), False when one did not, None when no seed reached it.
    seeded_eagerly: Optional[bool] = None
    # The scopes (by id) whose every call of this function sits in a `with jax.ensure_compile_time_eval():` or
    # `with jax.core.eval_context():` block: JAX runs it eagerly there, on concrete values except the tracers passed.
    compile_time_callers: set[int] = field(default_factory=set)
    # Attributes of `self` whose truth every trace of it knows, as (name, truth): true when made under `if
    # self.fused:` and called there (guarded_attributes.py), false when a switch turned on only inside `try` ...
    # `finally` extents that cannot run the trace (scoped_switches.py), or called on the same object by traced code
    # that knows them; None until a caller says.
    known_attributes: Optional[frozenset[tuple[str, bool]]] = None
    # What each entry knows, by the id of the scope it came from (0: a root's own): a later pass of the same caller
    # replaces its entry, so a lax body found before the jit around it knew its guard learns it.
    attribute_entries: dict[int, frozenset[tuple[str, bool]]] = field(default_factory=dict)

    @property
    def true_attributes(self) -> frozenset[str]:
        return frozenset(name for name, truth in self.known_attributes or () if truth)

    @property
    def node(self) -> FunctionNode:
        return self.info.node


@dataclass(frozen=True)
class JitSite:
    """A place that creates a compiled function: `jax.jit(target)` or a `@jax.jit` decorator."""
    node: cst.CSTNode
    wrapper_label: str
    # "lambda" | "partial" | "loop_def" (def inside a loop) | "local_def" (def inside a function) | "method" |
    # "transform" (jax.grad(f), ...) | "factory_product" (`make_step(tx)`, a factory of this module returning a
    # function it defines) | "named" (the same function object every time) | "value_equal" (a new object
    # each time but equal, for a wrapper that caches by equality: `eqx.filter_jit(self.step)`) | "equal_within_call"
    # (equal on every run during one call of the function around it, a new object on each call: an equinox
    # transform of a def of that function, `eqx.filter_jit(eqx.filter_grad(loss))` in its epoch loop)
    target_kind: str
    # How messages name the target: a function's name or "lambda"; None: the code of `target`, the expression
    # handed over, read only when a finding quotes it.
    target_name: Optional[str]
    target: Optional[cst.CSTNode] = None
    # The argument positions and keywords the wrapper declares static (`static_argnums=0`).
    static_positions: frozenset[int] = frozenset()
    static_names: frozenset[str] = frozenset()


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
    # How many positional arguments follow the only `*args` (call_params: where they land).
    trailing: int = 0
    # Handed to a tracing wrapper (`jax.jit(imported_f)`) rather than called: every parameter is traced, except
    # the static ones (positions, names).
    root: bool = False
    static: tuple[tuple[int, ...], tuple[str, ...]] = ((), ())
    # A method called on an object the caller made inside its own trace.
    fresh: bool = False
    # A property of an imported class read in traced code: its getter runs there, on the object's attributes.
    getter: bool = False
    # The call is of what the imported factory returns (`self.schedule = make_schedule(lr)`, then `self.schedule(t)`).
    product: bool = False
    # The receiver was made by calling the class with instances of imported classes (`Pipeline(RandomFlip())`):
    # (argument position or keyword, level, imported class), as this module imports them.
    arguments: tuple[tuple[str, int, str], ...] = ()
    # Of a factory's products, the element of the returned tuple called (`opt_init, opt_update, _ = momentum(lr)`,
    # then `opt_update(...)`: 1); None for the whole result.
    product_index: Optional[int] = None
    # `self.step_env(...)` in a method of class `Environment` of the calling file (the target is
    # `Environment.step_env`, level 0) that the class leaves to its subclasses: the subclasses of other project files
    # that define the method run it.
    overrides: bool = False
    # The call is of an element of the imported module-level table `target` names (`OPS[op_type](x)` with `OPS = {
    # "Relu": relu, ...}` of the file's own functions): every function in it may run.
    table: bool = False
    # Of `arguments`, the slots holding an object made inside the caller's trace (`moments = RunningMoments(n)`
    # then `loss(w, moments, x)`), not one that outlives it.
    fresh_arguments: tuple[str, ...] = ()
    # Made by code JAX runs only under vmaps that no jit, scan or grad encloses (ModuleFacts.evaluates_eagerly):
    # what the callee computes from the arguments that hold no tracer is concrete there.
    eager: bool = False
    # Of a factory's products, the field of the returned record called (`self.optimizer.update(...)` holding what
    # `muon(lr)` returned, `GradientTransformation(init, update)`): "update"; None for the whole result.
    product_field: Optional[str] = None


@dataclass(frozen=True)
class Seed:
    """A module-level function of this module that another module's traced code calls with these arguments."""
    name: str
    positional: tuple[Value, ...]
    keywords: tuple[tuple[str, Value], ...] = ()
    starred: bool = False
    reason: str = field(default="called from traced code in another module", compare=False)
    first_star: Optional[int] = None
    trailing: int = 0   # as ExternalCall.trailing
    # A method of class `name` (`__init__` for a constructor call, `__call__` for a called instance).
    method: str = ""
    root: bool = False
    static: tuple[tuple[int, ...], tuple[str, ...]] = ((), ())
    fresh: bool = False
    # Not traced: called in a loop of another module's untraced code (JXL504 asks which functions run repeatedly).
    repeated: bool = False
    # The functions `name` returns are called, not `name` itself (a factory's products).
    product: bool = False
    product_index: Optional[int] = None
    # Parameters that callers pass a pytree record instance (NamedTuple, registered dataclass): its static fields.
    records: tuple[tuple[str, frozenset[str]], ...] = ()
    # The object a method seed runs on was made with instances of these classes of this module as constructor
    # arguments: (argument position or keyword, class name).
    arguments: tuple[tuple[str, str], ...] = ()
    # The same for instances of classes of other files (`LensImage(Noise(...))` with `Noise` beside `LensImage`):
    # (argument position or keyword, level, dotted class name), as this module would import the class.
    imported_arguments: tuple[tuple[str, int, str], ...] = ()
    # Of a constructed seed's `imported_arguments`, the objects an argument's own construction was given, made right
    # there (`Trainer(model, Momentum(PiecewiseDecay(...)))`): (slot, its construction's imported arguments), the
    # classes as this module would import them. A method of the object in that slot finds them on its `self`.
    nested_arguments: tuple[tuple[str, tuple[tuple[str, int, str], ...]], ...] = ()
    # A nested argument may also be the callable a factory function of the project returned (`MomentumSGD(
    # warmup_step_decay(0.05, 5, 10))`): its dotted name then ends in tables.py's PRODUCT_MARK, and
    # calling it runs what the factory returns.
    # Arguments of that construction that are list or tuple displays of instances of classes of other files
    # (`Fitter(model, callbacks=[checkpoints])`): (slot, level, dotted class name) for each class an item is of.
    element_arguments: tuple[tuple[str, int, str], ...] = ()
    # Untraced code of another file makes an instance of class `name` with those arguments (or calls function
    # `name` with `parameter_classes`), and nothing more: the seed traces nothing itself; the transforms the class
    # applies to its own methods (`self._step = jax.jit(self._step_impl)`), or the function to the code it holds,
    # are roots, whose code calls methods of the objects it was given.
    constructed: bool = False
    # Parameters of function `name` that the calling file passes an instance of a project class: (parameter, level,
    # dotted class name as this module would import it). Methods called on them in traced code run traced.
    parameter_classes: tuple[tuple[str, int, str], ...] = ()
    # Of those parameters, the ones passed a construction given objects of project classes in turn
    # (`make_rollout(AutoReset(Corridor(...)), ...)`): (parameter, that construction's (slot, level, dotted class)).
    parameter_arguments: tuple[tuple[str, tuple[tuple[str, int, str], ...]], ...] = ()
    # Of `imported_arguments` (a function seed's), the slots every such call fills with an object made inside the
    # caller's trace: writes to it die with the trace.
    fresh_arguments: tuple[str, ...] = ()
    # Called by code JAX runs only under vmaps that no jit, scan or grad encloses (`ExternalCall.eager`).
    eager: bool = False
    # Of a product seed, the field of the record the factory returns that is called (`ExternalCall.product_field`).
    product_field: Optional[str] = None


@dataclass(frozen=True)
class StaticCallable:
    """A name bound to a compiled function with static arguments, as callers see it."""
    positions: frozenset[int]
    names: frozenset[str]
    function_name: str
    # A filtering jit (equinox's filter_jit): every argument that is a Python value (an int, a float) is static too,
    # whatever its position.
    python_values: bool = False


def parameters(node: FunctionNode) -> tuple[list[str], list[str], set[str], set[str], dict, list[str]]:
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
