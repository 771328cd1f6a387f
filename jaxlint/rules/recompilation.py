"""JXL5xx: compiled functions re-created or re-specialised so often that every call compiles again."""

from __future__ import annotations

from typing import Callable

import libcst as cst

from ..analysis.bindings import NameUses, names_bound_in, names_read, target_names
from ..analysis.imports import dotted_name
from ..analysis.lax_loops import (compiles_code_each_call_is_handed, eager_mapping_caller, fresh_loop_body,
                                  jits_whole_loop, runs_a_lax_loop, runs_repeatedly)
from ..analysis.objects import CONSTRUCTORS
from ..analysis.tables import names_an_initialiser
from ..analysis.module import JitSite
from ..analysis.run_frequency import (LOOP_NODES, SHORT_RANGE, before_first_iteration, called_only_in_traced_code,
                                      nests_its_own_binding,
                                      clamped, compiled_by_a_jit_decorator, counts_steps, handed_on,
                                      function_item, item_of_a_sweep, item_sized_arrays, iterates_over_axes,
                                      iterates_over_configurations,
                                      loop_varying_names, maps_a_closure_over_a_batch, memoised_in_a_container,
                                      named_item,
                                      memoised_in_outer_scope, reads_a_place, rebuilt_by_callers,
                                      moves_on_only_after_rejection, repeats_only_after_failure, repetition_evidence,
                                      retries_with_grown_sizes,
                                      reused_through_iteration, stepped_places, sweep_length, sweeps_floats,
                                      sweeps_literals, times_each_candidate, times_through_iteration,
                                      transformed_and_applied, two_valued,
                                      values_derived_per_iteration, waited_warm_ups)
from ..analysis.walk import simple_statements, walk
from .base import Rule

# Targets that are a new Python object each time the `jax.jit(...)` expression runs; jit caches per object.
_FRESH_TARGETS = {
    "lambda": "a lambda",
    "partial": "a functools.partial",
    "loop_def": "a function defined in the loop",
    "local_def": "a function defined here",
    "method": "a bound method",
    "transform": "a freshly transformed function",
    "loop_function": "a function made in the loop",
    "factory_product": "the new closure a factory returns",
    "equal_within_call": "a freshly transformed function",
    "local_object": "a function object made in this body",
}
# Targets that are one object, or equal ones, on every iteration of a loop in the function that builds them (a new
# one per call of that function): a def outside the loop, an equinox transform of it (compared by its fields).
_STABLE_IN_LOOPS = frozenset({"local_def", "equal_within_call", "local_object"})


# Ahead-of-time steps of a jitted function (`jax.jit(f).trace(x).lower().compile()`).
_AOT_STEPS = frozenset({"trace", "lower", "compile"})
# Methods that store their argument in a container (`samplers.append(jax.jit(...))`).
_KEEPING_METHODS = frozenset({"append", "add", "insert", "setdefault"})


class JitInLoop(Rule):
    code = "JXL501"
    summary = "`jax.jit` of a lambda / partial / fresh function inside a loop or comprehension"
    what = ("Flags `jax.jit(...)` (and `@jax.jit` defs) inside a loop or comprehension when the jitted target is a "
            "new object every iteration: a lambda, a `functools.partial`, a function defined in the loop, a bound "
            "method, a transformed function such as `jax.grad(f)`, or the closure a factory of the module returns "
            "(`jax.jit(make_step(tx))`). Not reported: a jitted function kept per key "
            "(`{k: jax.jit(...) for k in ks}`, `cache[k] = jax.jit(f).lower(x).compile()`, or named and stored: "
            "`kernel = jax.jit(...)` then `kernels.append(kernel)`, or `@jax.jit def stage` then "
            "`plans.append((stage, rank))`), a run-once "
            "driver's sweep over configurations written in the code (a display, a module constant bound once to "
            "one, or a comprehension over either: `fns = {p: partial(g, phase=p) for p in PHASES}`), each "
            "jitting a program of its own or calling the jitted function with inputs built from "
            "literal sizes (`for n in [16, 64]: x = jnp.ones(n)`), a loop whose item sets the shape of what it "
            "hands the jitted function (`for nside in NSIDES: m = np.arange(npix(nside))`, `tangents = "
            "jnp.eye(n)[:count]`) in a test, or in a run-once function reusing the jit through the item's work "
            "(a new input shape per item compiles as often with the jit hoisted), and a "
            "retry loop, whose `try` leaves the loop on success (it comes round again only after a caught "
            "exception, say with a halved batch size), and a jit in an `except` clause, rebuilt only after a "
            "failure. Nor a jit in a function a jit decorator of the project's own compiles: the loop unrolls into "
            "one trace. Nor a jit in what the loop iterates over (`for grad in "
            "(jax.grad(f), jax.jit(jax.grad(f))):`): that tuple is built once, before the first iteration. Nor a "
            "jitted def called only inside other traced functions (a jitted loss's `_mse`), or reading what the "
            "iteration binds and handed only to a lax loop (`lax.scan(partial(amend_level, shift=s), init, xs)`): "
            "it is inlined into their trace and never compiles on its own. Nor `eqx.filter_jit` of an equinox "
            "transform of a def outside the loop (`eqx.filter_value_and_grad(forward)` rebuilt every epoch): a "
            "Module equal to the last iteration's, and filter_jit caches by value. Nor a loop over configurations, "
            "not "
            "steps (training phases whose fields it reads, model names it looks up, sizes it converts with "
            "`int`), in a function "
            "nothing says runs again and again, that jits a program reading its item and then reuses it through "
            "the item's work (calls it in a loop of its own or hands it to a solver or timer: `for phase in "
            "phases: @jax.jit def train_step...; for batch in data: train_step(...)`): one compile per "
            "configuration, each a program of its own; a pass over batches or an epoch count is still reported. "
            "Nor a benchmark over items (not a count of trials) that jits a program reading its item and times "
            "repeated calls of it, in a loop of the iteration around a clock read (`time.perf_counter()`) or "
            "through a timing helper of the file it hands it to (`bench(call)`): one compile per item, measured "
            "apart from the timed calls. Nor, in such a loop over objects (a robot's actuators, whose fields it "
            "reads), a batch map of a closure over the item (`def forces(q, u, part=part)`) jitted and called once "
            "over a whole batch: that item's own program, its one call covering the batch.")
    why = ("jit caches compiled code per function object. A new object every iteration misses the cache, so each "
           "iteration traces and compiles again, often far slower than the work itself.")
    fix_hint = "create the jitted function once, before the loop, and pass changing values as arguments"
    use_instead = """
step = jax.jit(lambda x, s: x * s)
for scale in scales:
    x = step(x, scale)
"""
    valid = (
        """
import jax

def double(x):
    return x * 2

def run(xs):
    out = []
    for x in xs:
        out.append(jax.jit(double)(x))
    return out
""",
    )
    invalid = (
        """
import jax

def run(xs, scales):
    for scale in scales:
        xs = jax.jit(lambda x: x * scale)(xs)  # expect: JXL501
    return xs
""",
        """
import jax

def train(w, epochs):
    for epoch in range(epochs):
        @jax.jit  # expect: JXL501
        def update(w):
            return w * 0.9
        w = update(w)
    return w
""",
        """
import functools
import jax

def loss(w, x):
    return (w * x).sum()

def fit(w, batches):
    for x in batches:
        g = jax.jit(jax.grad(loss))(w, x)  # expect: JXL501
        w = w - 0.1 * g
    return w
""",
    )

    def __init__(self, context) -> None:
        super().__init__(context)
        # Jit sites whose compiled function the loop keeps per key rather than calls: one compile per entry.
        self._kept: set[int] = set()
        # The call applying a jit site's result right away, by the site's id.
        self._applied: dict[int, cst.Call] = {}

    @staticmethod
    def _compiled(expression: cst.BaseExpression) -> cst.BaseExpression:
        # `cache[k] = jax.jit(f).lower(x).compile()` keeps the compiled function as much as `jax.jit(f)` does.
        while isinstance(expression, cst.Call) and isinstance(expression.func, cst.Attribute) and \
                expression.func.attr.value in _AOT_STEPS:
            expression = expression.func.value
        return expression

    def _keep(self, expression: cst.BaseExpression) -> None:
        self._kept.add(id(self._compiled(expression)))

    def visit_Assign(self, node: cst.Assign) -> None:
        if all(type(target.target) is cst.Subscript for target in node.targets):
            self._keep(node.value)
            if isinstance(node.value, (cst.Tuple, cst.List)):
                for element in node.value.elements:   # `functions[name] = jax.jit(complete), args`
                    self._keep(element.value)
        elif len(node.targets) == 1 and isinstance(node.targets[0].target, cst.Name) and self.context.loops and \
                self._compiled(node.value) in self.facts.jit_sites and \
                _kept_in(self.context.loops[-1].node, node.targets[0].target.value):
            # `kernel = jax.jit(...)` then `self.kernels.append(kernel)`: kept per item through a name. (Only a
            # jit site is ever checked: for any other value the loop is not searched.)
            self._keep(node.value)

    def visit_DictComp(self, node: cst.DictComp) -> None:
        self._keep(node.value)

    def visit_ListComp(self, node: cst.ListComp) -> None:
        self._keep(node.elt)

    def _check(self, node: cst.CSTNode, definition: cst.FunctionDef | None = None) -> None:
        site: JitSite | None = self.facts.jit_sites.get(node)
        if site is None or not self.context.loops or self.trace is not None:
            return
        if all(before_first_iteration(loop.node, node) for loop in self.context.loops):
            return  # `for grad in (jax.grad(f), jax.jit(jax.grad(f))):` builds the tuple once, before the loop
        if id(node) in self._kept:
            return  # one jitted function per key (`{agent: jax.jit(...) for agent in agents}`), compiled once each
        if nests_its_own_binding(self.context.loops[-1].node, node):
            return  # `fn = jax.jit(jax.vmap(fn))` once per axis: one nested function, compiled when called after
        if definition is not None and _kept_in(self.context.loops[-1].node, definition.name.value):
            return  # `@jax.jit def stage(...)` then `plans.append((stage, rank))`: kept per item, like a named jit
        if len(self.context.loops) == 1 and repeats_only_after_failure(self.context.loops[0].node, node):
            return  # a retry: the loop comes round again only after a failure, with a new configuration
        if self.facts.in_test_module and self._new_program_per_case(node, definition):
            return  # a test's loop over cases, each jitting a different program: one compile per case
        if self._configuration_sweep() is not None and self._new_program_per_case(node, definition) and (
                self.context.function is None or self.facts.runs_once_reason(self.context.function) is not None or
                repetition_evidence(self.facts, self.context.function) is None):
            # A sweep over configurations written in the code, in a function nothing says runs again and again:
            # one compile per configuration, each its own program.
            return
        if self._compiled_once_per_item(node, definition):
            # A loop over items (training phases, model names, grid sizes) jitting a program that reads its item,
            # then reusing it through the iteration's own work: one compile per item, each a program of its own.
            return
        if self._maps_each_item_once(node, definition):
            # A loop over items (the parts of a model) jitting a batch map of a closure over its item and calling it
            # once: one compiled call evaluates the item's whole batch, a program only that item has.
            return
        if self._timed_per_item(node, definition):
            # A benchmark over items (sizes, backends, methods) jitting each item's own program and timing repeated
            # calls of it: one compile per item, which a hoisted jit would pay as well.
            return
        if compiled_by_a_jit_decorator(self.facts, self.context.function) is not None:
            return  # the loop runs while a project's jit decorator traces the function: unrolled, compiled once
        if definition is not None and called_only_in_traced_code(
                self.facts, self.context.function if self.context.function is not None else self.facts.module,
                definition.name.value, handed_to_loops=self.context.function is not None and
                self._new_program_per_case(node, definition)):
            # `@jax.jit def _mse` called only inside another jitted function (also in a script's training loop, or
            # handed to `grad` there): compiled with it; or, in a function, a body reading the iteration's level,
            # handed only to its scan: inlined into that level's own program. (A script's loop handing its fresh
            # body to an eager `lax.scan` compiles that scan on every pass: reported.)
            return
        description = _FRESH_TARGETS.get(site.target_kind)
        # A def outside the loop is one object for all iterations, and equinox's transforms of it are equal: the
        # jit's cache hits.
        if description is not None and site.target_kind not in _STABLE_IN_LOOPS:
            iterations = _configuration_sweep(self.context, longest_range=None)
            how_often = "on every iteration" if iterations is None else f"on each of its {iterations} iterations"
            if iterations is not None and self.context.function is not None and \
                    self.facts.runs_once_reason(self.context.function) is None:
                how_often += f", on every call of `{_function_name(self.context.function)}`"
            self.report(node, f"`{site.wrapper_label}` of {description} (`{self.facts.jit_target_name(site)}`) "
                              f"inside a loop compiles again {how_often}",
                        fix_data=self._hoist_fix(node, site, definition))

    def _hoist_fix(self, node: cst.CSTNode, site: JitSite, definition: cst.FunctionDef | None) -> dict | None:
        """Offer to create the jitted function once, before the loop, when nothing it reads changes in the loop
        (for a decorated def: nothing its decorators, defaults and body read from outside, and its name is bound
        by nothing else in the loop)."""
        if definition is not None and site.target_kind == "loop_def":
            bindings = NameUses()
            walk(definition, bindings)
            read = bindings.read - bindings.parameters - (bindings.bound - {definition.name.value})
            read |= bindings.default_reads
        elif type(node) is cst.Call and site.target_kind in ("lambda", "partial", "transform", "factory_product"):
            read = names_read(node)
        else:
            return None
        levels = 0
        # Out of as many enclosing loops as leave what it reads unchanged (a comprehension ends the climb).
        for loop in reversed(self.context.loops):
            if not isinstance(loop.node, (cst.For, cst.While)):
                break
            bound = names_bound_in(loop.node, skip=definition)
            if read & bound or (definition is not None and definition.name.value in bound):
                break
            levels += 1
        return {"hoist": levels} if levels else None

    def visit_Call(self, node: cst.Call) -> None:
        if isinstance(node.func, cst.Attribute) and node.func.attr.value in _KEEPING_METHODS:
            for argument in node.args:
                self._keep(argument.value)
        if type(node.func) is cst.Call:
            self._applied[id(node.func)] = node   # `jax.jit(f, static_argnums=0)(obj, x)`: seen before the jit
        self._check(node)

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        # Seen from the def statement, not from inside the function: the loop is around the def.
        for decorator in node.decorators:
            self._check(decorator, node)

    def _configuration_sweep(self) -> int | None:
        """How many iterations the loops around us run, when each is a sweep written in the code."""
        return _configuration_sweep(self.context)

    def _new_program_per_case(self, node: cst.CSTNode, definition: cst.FunctionDef | None) -> bool:
        """Does the jitted function read what each iteration rebinds (the case: `output_fields`, `layer`), or is it
        called right away with a static argument each iteration rebinds (`jit(grad(loss), static_argnums=0)(
        likelihood, ...)` with a new `likelihood` per profile)? Either way each iteration is another program."""
        if definition is not None:
            read = names_read(definition) - names_bound_in(definition)
            bound = names_bound_in(self.context.loops[-1].node) - {definition.name.value}
        else:
            read = names_read(node)
            bound = names_bound_in(self.context.loops[-1].node)
            site = self.facts.jit_sites.get(node)
            applied = self._applied.get(id(node))
            if site is not None and applied is not None:
                positional = [arg.value for arg in applied.args if arg.keyword is None and not arg.star]
                read |= {name for position in site.static_positions if 0 <= position < len(positional)
                         for name in names_read(positional[position])}
                read |= {name for arg in applied.args if arg.keyword is not None and
                         arg.keyword.value in site.static_names for name in names_read(arg.value)}
        return bool(read & bound) or self._fed_the_configuration(node, definition)

    def _compiled_once_per_item(self, node: cst.CSTNode, definition: cst.FunctionDef | None) -> bool:
        """Is the jit in loops over configurations (run_frequency.iterates_over_configurations), of a function reading
        what the item rebinds (a program of its own per item: hoisting the jit would not save its compile), which
        the iteration then calls in a loop of its own or hands to code that calls it (`newton(log_post, x0)`,
        `_timed(lambda: asm(m0))`), without going on from the last item's result, in a function nothing says
        runs again and again? Then each compile serves a whole item's work."""
        function = self.context.function
        if not all(iterates_over_configurations(loop.node, function, self.facts) for loop in self.context.loops):
            return False
        if function is not None and self.facts.runs_once_reason(function) is None and \
                repetition_evidence(self.facts, function) is not None:
            return False
        if not self._new_program_per_case(node, definition):
            return False
        loop = self.context.loops[-1].node
        if definition is not None:
            name: str | None = definition.name.value
        elif id(node) in self._applied:
            return False   # called once, right where it is made
        else:
            name = self._assigned_name(loop, node)
        return reused_through_iteration(self.facts, loop, node, name)

    def _maps_each_item_once(self, node: cst.CSTNode, definition: cst.FunctionDef | None) -> bool:
        """Is the jit in loops over configurations (run_frequency.iterates_over_configurations), in a function nothing
        says runs again and again, of a batch map of a closure over what the item rebinds (`jax.vmap(forces)` with
        `def forces(q, u, part=part)`: run_frequency.maps_a_closure_over_a_batch), called once right where it is
        made? Hoisting the jit would not save that item's compile, and its one call covers the whole batch."""
        function = self.context.function
        if id(node) not in self._applied or not all(
                iterates_over_configurations(loop.node, function, self.facts) for loop in self.context.loops):
            return False
        if not self._new_program_per_case(node, definition):
            return False
        if function is not None and self.facts.runs_once_reason(function) is None and \
                repetition_evidence(self.facts, function) is not None:
            return False
        scope = function if function is not None else self.facts.module
        return maps_a_closure_over_a_batch(self.facts, self.facts.jit_sites[node], definition, scope)

    def _timed_per_item(self, node: cst.CSTNode, definition: cst.FunctionDef | None) -> bool:
        """Is the innermost loop a `for` over items (not a count of steps, not float values a compiled function
        could take as arguments) whose iteration jits a program reading its item and times repeated calls of it
        (run_frequency.times_through_iteration), in a function nothing says runs again and again?"""
        loop = self.context.loops[-1].node
        function = self.context.function
        if not isinstance(loop, cst.For) or counts_steps(loop, function) or sweeps_floats(loop, function):
            return False
        # The iteration's own program is asked first: how often the function runs reads its callers across the
        # package.
        if id(node) in self._applied or not self._new_program_per_case(node, definition):
            return False
        if function is not None and self.facts.runs_once_reason(function) is None and \
                repetition_evidence(self.facts, function) is not None:
            return False
        name = definition.name.value if definition is not None else self._assigned_name(loop, node)
        return name is not None and times_through_iteration(self.facts, loop, name)

    def _fed_the_configuration(self, node: cst.CSTNode, definition: cst.FunctionDef | None) -> bool:
        """In a sweep over literals written in the code (sizes, options), is the jitted function called with what
        carries the configuration (`x = mat(dim)` for `dim in dims`, `jax_conv2d(x, w)`)? Each configuration hands it
        inputs of its own (a new shape): a program of its own, compiled once per configuration with the jit hoisted
        too."""
        loop = self.context.loops[-1].node
        carried = self.facts.sweep_targets(loop, self.context.function)
        carries: Callable[[cst.CSTNode], bool]
        if carried and sweeps_literals(loop, self.context.function):
            through = _carried_through(loop, carried)
            carries = lambda expression: bool(names_read(expression) & through)  # noqa: E731
        else:
            # A display of data (`(points[0], points[-1])`) may hand the same shapes each time; an input whose
            # shape the item sets (`np.arange(npix(nside))` for `nside in NSIDES`) is new on every item.
            sized = item_sized_arrays(self.facts, loop)
            if sized is None:
                return False
            carries = sized.holds_one
        if definition is not None:
            name = definition.name.value
        else:
            applied = self._applied.get(id(node))
            if applied is not None:
                return any(carries(arg.value) for arg in applied.args)
            name = self._assigned_name(loop, node)
            if name is None:
                return False
        finder = _CallsWith(name, carries)
        walk(loop, finder)
        return finder.found

    @staticmethod
    def _assigned_name(loop: cst.CSTNode, node: cst.CSTNode) -> str | None:
        """The name a statement of `loop` binds the jit `node` to (`project = jax.jit(...)`), or None."""
        for statement in simple_statements(loop):
            for small in statement.body if isinstance(statement, cst.SimpleStatementLine) else ():
                if isinstance(small, cst.Assign) and small.value is node and len(small.targets) == 1 and \
                        isinstance(small.targets[0].target, cst.Name):
                    return small.targets[0].target.value
        return None


def _carried_through(loop: cst.CSTNode, carried: frozenset[str]) -> frozenset[str]:
    """`carried` and every name the loop's body binds, by any assignment (`G, tau = make_data(n, k)`), from what
    reads them, to a fixed point."""
    assignments = [(small.targets, small.value) for statement in simple_statements(loop)
                   for small in statement.body if isinstance(small, cst.Assign)]  # type: ignore[attr-defined]
    found = set(carried)
    changed = True
    while changed:
        changed = False
        for targets, value in assignments:
            if names_read(value) & found:
                bound = set().union(*(target_names(target.target) for target in targets)) - found
                if bound:
                    found |= bound
                    changed = True
    return frozenset(found)


class _CallsWith(cst.CSTVisitor):
    """Finds a call of `name` with an argument that `carries` the configuration, or a call handing `name` on with
    such an argument (`bench(qr_dense, (G, tau))`)."""

    def __init__(self, name: str, carries: Callable[[cst.CSTNode], bool]) -> None:
        self.name = name
        self.carries = carries
        self.found = False

    def visit_Call(self, node: cst.Call) -> None:
        if self.found:
            return
        reads = any(self.carries(arg.value) for arg in node.args)
        if isinstance(node.func, cst.Name) and node.func.value == self.name:
            self.found = reads
        elif reads and any(isinstance(arg.value, cst.Name) and arg.value.value == self.name for arg in node.args):
            self.found = True


class JitCreatedPerCall(Rule):
    code = "JXL502"
    summary = "`jax.jit(lambda/partial/...)` created and called inside a function body"
    what = ("Flags a function body that builds `jax.jit(...)` of a fresh object (lambda, partial, nested function, "
            "bound method, transformed function) and calls it in the same body, when the code shows that the "
            "function runs again and again: called in a loop or comprehension (in its module, in another file of "
            "its package or of the project's script folders beside it (`applications/`, `examples/`), or as a "
            "method of an instance a loop drives, or handed (a bound method, a function, a `partial` or a lambda "
            "calling it) to a function that calls it in a loop, or reached through an object that holds the "
            "instance and whose method runs so; not a loop over configurations written in the code that hands "
            "its variable, or an object it builds from it, on (`for dtype in (\"float32\", \"float64\")`, "
            "`for name, model in settings.items(): env = Env(model); env.rollout(a)`, or over an option whose "
            "choices the script's command line writes out: `for dtype in args.dtype` with `add_argument(\"--dtype\", "
            "nargs=\"+\", choices=[...])`), each its own program), "
            "named as one "
            "unit of a run (`step`, "
            "`update_weights`), or called through `self` by a method with such evidence or in a loop of another "
            "method of its class (`fit` calling `self.validate(params)` once per epoch); and a method that stores "
            "such a "
            "jitted function on `self` unconditionally (`self._compute = jax.jit(self.compute)` in `build`) when "
            "another module calls that method repeatedly (in a loop, or in a method its class runs in a loop). "
            "Also: a jitted closure the body builds once and reuses in its own loop, when a loop calls the body "
            "itself (an estimator run per repetition, an evaluation per epoch); a jit a constructor stores on "
            "`self` and the class's methods call, when objects of the class are made in a loop (or in a function "
            "another file calls in one); a method returning a new jit that another method of its class builds "
            "anew on each of its calls, when that method runs again and again. Not reported when every loop "
            "calling the function hands it other code each time (an operator, an objective it differentiates: "
            "`newton(log_post, x0)` jitting `jax.grad(log_post)`, called once per model), or a Python setting the body "
            "builds the jitted object from (a class it calls, a flag it tests, a parameter annotated `bool`/`str`/"
            "`int`: `model = model_class(center, backend=backend)`, `jax.vmap(model.gram)`), by a loop over items or "
            "a lambda it hands a call there (`timeit(lambda backend=backend: run(..., backend=backend))`), not by a "
            "count of steps: one program per call "
            "anyway. Nor a benchmark body that warms its jitted closure up (a call whose result is thrown away, "
            "or only waited on: `out = run(); jax.block_until_ready(out)`) and then calls it in its own timed "
            "loop: a measurement, compiled once per configuration it is called for.")
    why = ("Each call of the enclosing function creates a new jitted function and compiles it again. A function with "
           "no evidence of repetition (a public helper nothing calls twice, a set-up step, a driver) is not "
           "reported: run once, it compiles once, as a module-level jit would. Nor a function compiled by a jit "
           "decorator of the project's own (`@jit_with_docstring(...)`): the inner jit is traced into its one "
           "compilation. Bodies that run "
           "once per program or test (tests, pytest fixtures, `main`, memoised functions) are not reported, nor a "
           "jitted function kept per key in a container that outlives the call and built only when the look-up "
           "misses (`run = self._cache.get(key)`, `if run is None: run = self._cache[key] = jax.jit(_run)`), nor a "
           "jitted closure built once and then called in a loop of the same body (a warm-up call before the loop, "
           "its result discarded, included): it compiles once per call of that body, and each iteration reuses it. "
           "Nor is a driver's jitted whole lax loop over code its caller "
           "supplies (`jax.jit(partial(lax.scan, one_step))` where `one_step` calls `algorithm.step`): it compiles "
           "once per run of many steps, as any jit of a new step function must. Nor a jit of code the function "
           "is handed (`jax.vmap(op.diagonal_weight)`, a closure calling `op.get_rates`) when every loop of its "
           "module calling it hands a different object there (`for name, op in operators.items()`, or a def the "
           "loop over objects makes around its item: `jax.vmap(curve)` of `def curve(w, part=part)`): a program "
           "per operator, jitted once or not. Nor a jitted function the body "
           "hands to code that calls it (`minimize(fun=f)`), nor `eqx.filter_jit` of a callable equal on every "
           "call (`self.method`, `jax.tree_util.Partial(self.method, x)`, `score.aux` of an `eqx.Module` instance, "
           "whose arrays it traces): filter_jit caches by value. Nor a batch "
           "map (`vmap`, `jnp.vectorize`, numpyro `Predictive`) of a closure the function makes over its own "
           "objects, which evaluates a whole batch in one compiled call (every posterior draw of a plot), when the "
           "module never calls that function in a loop and its name is no unit of a run (`step`, `update`). Nor a "
           "function named for initialising (`initialize`, `sharded_init`), which builds a model's state once per "
           "model, when the module never calls it in a loop.")
    fix_hint = "jit once at module level (or cache the jitted function) and pass the changing values as arguments"
    valid = (
        """
import jax

def _predict(params, x):
    return params * x

predict = jax.jit(_predict)

def evaluate(params, xs):
    return predict(params, xs)

def make_step(scale):
    return jax.jit(lambda x: x * scale)

def make_update(lr):
    @jax.jit
    def update(w, g):
        return w - lr * g

    return update
""",
        """
import jax

def fit(w, batches, lr):
    update = jax.jit(lambda w, b: w - lr * b)
    for b in batches:
        w = update(w, b)
    return w

def test_shifted():
    shifted = jax.jit(lambda x: x + 1.0)
    assert shifted(1.0) == 2.0

def main():
    evaluate = jax.jit(lambda x: x * 2.0)
    print(evaluate(1.0))
""",
        """
import functools

import jax

@functools.lru_cache(maxsize=None)
def make_eval_step(n_classes):
    def eval_step(logits, labels):
        return (logits.argmax(-1) == labels).mean() * n_classes
    return jax.jit(eval_step)

def evaluate(batches, n_classes):
    eval_step = make_eval_step(n_classes)  # memoised: the same jitted function on every call
    return [eval_step(logits, labels) for logits, labels in batches]

def sweep(batches):
    return [evaluate(batches, 10) for _ in range(5)]
""",
    )
    invalid = (
        """
import jax

def evaluate(params, xs):
    predict = jax.jit(lambda x: params * x)  # expect: JXL502
    return predict(xs)

def evaluate_all(params, batches):
    return [evaluate(params, xs) for xs in batches]
""",
        """
import functools
import jax

def simulate(state, steps):
    @functools.partial(jax.jit, static_argnums=1)  # expect: JXL502
    def run(state, steps):
        return state * steps

    return run(state, steps)

def rollouts(states, steps):
    return [simulate(state, steps) for state in states]
""",
    )

    def __init__(self, context) -> None:
        super().__init__(context)
        self._created: dict[tuple[int, str], JitSite] = {}
        self._reported: set[int] = set()
        # Calls whose result is discarded, a statement of their own (a warm-up): ids of the call nodes.
        self._warm_ups: set[int] = set()
        # (function id, name) of the jitted functions a body warms up outside its loops: a measurement that
        # compiles once and then times its loop, run once per configuration.
        self._warmed_up: set[tuple[int, str]] = set()
        # The functions each function (by id) warms up by waiting on what they return (waited_warm_ups).
        self._waited_of: dict[int, frozenset[str]] = {}
        # Why each function (by id, and whether only direct evidence counts) runs again and again
        # (run_frequency.repetition_evidence), None when nothing says.
        self._evidence_of: dict[tuple, str | None] = {}
        # (function id, name) -> the call a name is bound to outside loops (`eval_step = make_eval_step(...)`):
        # a jit factory's product when `returns_new_jit` says so, asked once the name is called.
        self._bound_calls: dict[tuple[int, str], cst.Call] = {}

    def _fresh_site(self, node: cst.CSTNode, definition: cst.FunctionDef | None = None) -> JitSite | None:
        site = self.facts.jit_sites.get(node)
        if site is None or site.target_kind not in _FRESH_TARGETS or self.trace is not None:
            return None
        if self.context.function is None or self.context.loops:
            return None  # module level runs once; loops are JXL501
        if self.facts.runs_once_reason(self.context.function) is not None:
            return None  # built once per program or test: one compile, as a module-level jit would cost
        if compiled_by_a_jit_decorator(self.facts, self.context.function) is not None:
            return None  # `@jit_with_docstring() def f`: the inner jit is traced into f's one compilation
        if jits_whole_loop(self.facts, definition if definition is not None else site.target, self.context.function):
            return None  # a whole run's loop, compiled once per run of many steps
        if maps_a_closure_over_a_batch(self.facts, site, definition, self.context.function) and \
                self._evidence(self.context.function, direct_only=True) is None:
            return None  # one compiled call over the whole batch, per plot or check: its own program each time
        if isinstance(self.context.function, cst.FunctionDef) and \
                names_an_initialiser(self.context.function.name.value) and \
                self._evidence(self.context.function, direct_only=True) is None:
            return None  # `sharded_init`, `initialize`: builds a model's state, once per model
        if self._evidence(self.context.function) is None:
            return None  # nothing says the body runs again and again: a driver or set-up step compiles once
        if compiles_code_each_call_is_handed(self.facts, self.context.function,
                                             definition if definition is not None else site.target):
            return None  # the loops calling it hand each call another operator: one program per call anyway
        return site

    def _evidence(self, function, direct_only: bool = False, by_name: bool = True) -> str | None:
        key = (id(function), direct_only, by_name)
        if key not in self._evidence_of:
            self._evidence_of[key] = repetition_evidence(self.facts, function, direct_only=direct_only,
                                                         by_name=by_name)
        return self._evidence_of[key]

    def _called_in_loops(self, function) -> str | None:
        """A loop calling `function` itself (in its module, another file of its package or a script beside it),
        not its name nor a method calling it through `self`: a body reusing its jit in a loop of its own is a
        whole run (`fit` training for many steps), often called once per round of a longer process."""
        key = (id(function), "loops")
        if key not in self._evidence_of:
            self._evidence_of[key] = repetition_evidence(self.facts, function, hops=0, by_name=False)
        return self._evidence_of[key]

    def _report(self, site: JitSite, evidence: str | None = None) -> None:
        if id(site.node) not in self._reported:
            name = _function_name(self.context.function)
            evidence = evidence or self._evidence(self.context.function)
            self._report_site(site, f"is created and called on every call of `{name}`, and {evidence}: it compiles "
                                    f"again each time")

    def _report_site(self, site: JitSite, what_happens: str) -> None:
        """One finding per jit site: "`jax.jit` of <its target> (`name`) <what_happens>"."""
        if id(site.node) not in self._reported:
            self._reported.add(id(site.node))
            self.report(site.node, f"`{site.wrapper_label}` of {_FRESH_TARGETS[site.target_kind]} "
                                   f"(`{self.facts.jit_target_name(site)}`) {what_happens}")

    def visit_Assign(self, node: cst.Assign) -> None:
        function = self.context.function
        if type(node.value) is cst.Call and len(node.targets) == 1 and type(node.targets[0].target) is cst.Name \
                and isinstance(function, cst.FunctionDef) and not self.context.loops and \
                isinstance(function.body, cst.IndentedBlock) and any(
                    type(statement) is cst.SimpleStatementLine and any(small is node for small in statement.body)
                    for statement in function.body.body):
            # A statement of the body itself: under a condition (`if step is None: step = make_step(...)`) the
            # caller may hand one in, built once.
            self._bound_calls[(id(self.context.function), node.targets[0].target.value)] = node.value
        site = self._fresh_site(node.value)
        if site is not None:
            for target in node.targets:
                if isinstance(target.target, cst.Name) and not self._handed_on(target.target.value) and \
                        not memoised_in_outer_scope(self.context.function, node, target.target.value) and \
                        not memoised_in_a_container(self.context.function, node, target.target.value):
                    self._created[(id(self.context.function), target.target.value)] = site
            self._stored_anew(node, site)

    def _stored_anew(self, node: cst.Assign, site: JitSite) -> None:
        """`self._compute = jax.jit(self.compute)` as a statement of its own in a method (`build`) that other code
        calls over and over: every call replaces the compiled function, and its next call compiles again. Under a
        condition (`if self._compute is None:`) it is built once and kept."""
        function = self.context.function
        stored = [target.target for target in node.targets if isinstance(target.target, cst.Attribute) and
                  isinstance(target.target.value, cst.Name) and target.target.value.value == "self"]
        if not stored or not isinstance(function, cst.FunctionDef) or not isinstance(function.body, cst.IndentedBlock):
            return
        if not any(isinstance(statement, cst.SimpleStatementLine) and any(small is node for small in statement.body)
                   for statement in function.body.body):
            return
        if function.name.value in CONSTRUCTORS:
            self._stored_per_object(node, site, function, stored[0].attr.value)
            return
        if not runs_repeatedly(self.facts, function):
            return
        self._report_site(site, f"is stored on `self.{stored[0].attr.value}` anew on every call of "
                                f"`{function.name.value}`, which is called repeatedly: each new jitted function "
                                f"compiles again on its first call")

    def _stored_per_object(self, node: cst.Assign, site: JitSite, constructor: cst.FunctionDef, attribute: str
                           ) -> None:
        """`self._value_and_grad = jax.jit(jax.value_and_grad(self.fun))` in a constructor, the class's methods
        calling `self._value_and_grad(...)`, and objects of the class made again and again (a solver per item):
        every object compiles its own jitted function on its first call."""
        parent = self.facts.parent_scope(constructor)
        if not isinstance(parent, cst.ClassDef) or not self.facts.calls_own_attribute(parent.name.value, attribute):
            return
        evidence = self._evidence(constructor)
        if evidence is not None:
            self._report_site(site, f"is stored on `self.{attribute}` by every new `{parent.name.value}`, and "
                                    f"{evidence}: each object compiles it again on its first call")

    def visit_Return(self, node: cst.Return) -> None:
        """`return jax.jit(jax.value_and_grad(cost))` in a method (`_build_functions`) that another method of its
        class calls on each of its own calls, keeping the result only locally, when that method runs again and
        again (`solve` per control tick): a new jitted function, compiled again, per call."""
        function = self.context.function
        site = self.facts.jit_sites.get(node.value) if node.value is not None else None
        if site is None or site.target_kind not in _FRESH_TARGETS or self.trace is not None or \
                not isinstance(function, cst.FunctionDef) or self.context.loops or id(site.node) in self._reported:
            return
        parent = self.facts.parent_scope(function)
        if not isinstance(parent, cst.ClassDef) or not isinstance(self.facts.parent_scope(parent), cst.Module) or \
                function.name.value in CONSTRUCTORS or self.facts.runs_once_reason(function) is not None:
            return
        why = rebuilt_by_callers(self.facts, parent.name.value, function.name.value)
        if why is not None:
            self._report_site(site, f"is returned by `{function.name.value}`; {why}: it compiles again each time")

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        # `@jax.jit def inner(...)` nested in a function body is a new jitted function on every call of that
        # function, like `inner = jax.jit(lambda ...)`: seen from the def, whose scope is the enclosing function.
        for decorator in node.decorators:
            site = self._fresh_site(decorator, node)
            if site is not None and site.target_kind == "local_def" and not self._handed_on(node.name.value):
                self._created[(id(self.context.function), node.name.value)] = site

    def _handed_on(self, name: str) -> bool:
        """Is the jitted function `name` handed to other code in the body that built it (`minimize(fun=f)`,
        `callback=lambda x: f(x)`)? That code calls it as often as it needs, all on one compilation, like a loop
        of the body: the cost is one compile per call of the body, shared by the whole optimisation."""
        return handed_on(self.facts, self.context.function, name)

    def visit_Call(self, node: cst.Call) -> None:
        site = self._fresh_site(node.func)
        called = node.func.value if type(node.func) is cst.Name else transformed_and_applied(self.facts, node)
        if site is not None:
            self._report(site)
        elif called is not None and self.context.function is not None:
            created = self._created.get((id(self.context.function), called))
            # Called in a loop of the body that built it: built once, reused by every iteration (the way to jit a
            # closure); a call outside any loop is what rebuilds it per call. A warm-up before that loop, whose
            # result is thrown away (`f(x).block_until_ready()`), says the body is a measurement that compiles
            # once and then times the loop: not a step called over and over. A call whose result the body uses
            # (`R = assemble(dofs)` before the solver's loop) is a first step of work run once per call.
            # Reused by a loop of the body is built once per call of the body all the same: when a loop calls the
            # body itself (an estimator run once per repetition, an evaluation once per epoch), each of those
            # calls compiles again.
            # The wait may be on what the warm-up returned (`out = f(); jax.block_until_ready(out)`), nothing
            # else reading it: run_frequency.waited_warm_ups.
            if created is not None and not self.context.loops and not (
                    (id(node) in self._warm_ups or called in self._waited_warm_ups()) and
                    self._reused_in_loop(called)):
                self._report(created)
            elif created is not None and self.context.loops and \
                    (id(self.context.function), called) not in self._warmed_up and \
                    called not in self._waited_warm_ups() and \
                    self._called_in_loops(self.context.function):
                self._report(created, self._called_in_loops(self.context.function))
            elif created is None and (id(self.context.function), called) in self._bound_calls:
                self._factory_product_called(self._bound_calls[(id(self.context.function), called)], called)

    def _factory_product_called(self, factory_call: cst.Call, name: str) -> None:
        """`eval_step = make_eval_step(apply_fn, n)` with a factory (of this module or another project file) that
        returns `jax.jit(eval_step)`, then `eval_step(...)`: the body gets a new jitted function on each of its
        calls, as if it jitted a closure itself; reported at the factory's call under the same evidence."""
        function = self.context.function
        # Whether the call returns a new jit is asked first: it reads one function's text, where the questions of
        # how often the body runs read its callers across the package (benchmarks/PROFILE.md, session 27).
        if id(factory_call) in self._reported or self.trace is not None or \
                not self.facts.returns_new_jit(factory_call) or \
                self.facts.runs_once_reason(function) is not None or \
                compiled_by_a_jit_decorator(self.facts, function) is not None or self._handed_on(name):
            return
        if self.context.loops:
            if (id(function), name) in self._warmed_up or name in self._waited_warm_ups():
                return
            evidence = self._called_in_loops(function)
        else:
            evidence = None if isinstance(function, cst.FunctionDef) and names_an_initialiser(
                function.name.value) and self._evidence(function, direct_only=True) is None else self._evidence(
                function)
        if evidence is None:
            return
        self._reported.add(id(factory_call))
        self.report(factory_call, f"`{self.facts.locator.code_for_node(factory_call.func)}(...)` returns a new "
                                  f"jitted function on every call of `{_function_name(function)}`, and {evidence}: "
                                  f"it compiles again each time (build it once and pass it in)")

    def _waited_on(self, expression: cst.BaseExpression) -> cst.BaseExpression | None:
        """What `expression` waits for, when it is a wait (`x.block_until_ready()`, `jax.block_until_ready(x)`)."""
        if type(expression) is cst.Call and type(expression.func) is cst.Attribute and \
                expression.func.attr.value == "block_until_ready" and not expression.args:
            return expression.func.value
        if type(expression) is cst.Call and self.facts.qualified_name(expression.func) == "jax.block_until_ready" \
                and len(expression.args) == 1:
            return expression.args[0].value
        return None

    def visit_Expr(self, node: cst.Expr) -> None:
        call = self._waited_on(node.value) or node.value   # `f(x).block_until_ready()`, `jax.block_until_ready(f(x))`
        if type(call) is cst.Call:
            self._warm_up(call)

    def _warm_up(self, call: cst.Call) -> None:
        self._warm_ups.add(id(call))
        if type(call.func) is cst.Name and not self.context.loops and self.context.function is not None:
            self._warmed_up.add((id(self.context.function), call.func.value))

    def _waited_warm_ups(self) -> frozenset[str]:
        function = self.context.function
        if not isinstance(function, cst.FunctionDef):
            return frozenset()
        if id(function) not in self._waited_of:
            scopes = [scope.node for scope in self.context.scopes]
            owner = scopes[-2].name.value if len(scopes) > 1 and isinstance(scopes[-2], cst.ClassDef) else None
            self._waited_of[id(function)] = waited_warm_ups(self.facts, function, owner)
        return self._waited_of[id(function)]

    def _reused_in_loop(self, name: str) -> bool:
        finder = _CalledInLoop(name)
        walk(self.context.function, finder)
        return finder.found


class ChangingStaticArgument(Rule):
    code = "JXL503"
    summary = "jitted function called in a loop with a static argument that changes every iteration"
    what = ("Flags a call, inside a loop, of a function jitted with static_argnums/static_argnames (in this file, "
            "or in another file of the project with literal static arguments) when a static argument is computed "
            "from the loop variable or from a counter the loop steps (`step=self.global_step` with "
            "`self.global_step += 1` in the loop, or `self.margin = min(self.margin + growth, cap)`, or a temperature "
            "computed from it), or is an object the loop "
            "makes anew of a class that hashes by identity (no "
            "`__eq__`/`__hash__`), or that an outer loop makes anew and the inner loop only reads (an "
            "optimizer per population member, stepped by the inner loop: one compile per member); also, "
            "loop or not, such an object made once per call of a function the code "
            "shows called again and again (in a loop, by this module or one importing it), a `functools.partial` or "
            "a lambda among them (equal only to themselves); also a Python int or "
            "float that changes with the loop (`t0 * decay**step`, a `range` counter, a `while` loop's state rebound "
            "to `float(t_hit)`) passed to a function under "
            "`eqx.filter_jit`, which keeps every Python value static, and an object the loop builds around new "
            "functions (`Optimizer(model, adam(1e-3))`, `adam` a factory of closures) passed to one.")
    why = ("jit compiles once per distinct static value: a value that changes every iteration compiles every time, "
           "and so does a new object equal only to itself, even when made from the same settings. "
           "A sweep over values written in the code (`for causal in (False, True)`, `range(2)`, a module constant "
           "`PRESETS = {...}`, a short `range(LOG_BITS - 1)` over integer constants of the module) compiles once "
           "per written value for the whole program and is not reported, also when loops over data run inside it "
           "(`for label, learnable in METHODS:` around `for seed in seeds:` with `learnable` static); nor is a "
           "flag computed per item as a test (`bool(frame.max() > 1.0)`, `i in chosen`, `not x`, `x is None`), which "
           "takes two values and so compiles at most twice for the whole loop; nor a loop over an array's axes "
           "(`for axis in range(x.ndim)`: the same few axes on every call, each compiled once), nor an item of a "
           "collection of names (`for space_name in model.space_names`, `space_names[idx]` over `range(len(...))`): "
           "a string, which jit takes only static, one program per name, the same names on every pass; nor an item "
           "of a collection of functions the function builds once, before the loops (`ops = [jax.jit(op) for op in "
           "operators]`, `ops[i]` for `i in range(n)`): the same objects on every pass, each compiled once; nor a "
           "retry that grows an integer size until the result fits (`max_boxes *= 2` after an overflow, on the "
           "same inputs: one compile per size tried), or that walks candidate sizes and takes the next only after "
           "the result was rejected (`for capacity in candidates:` with `if overflow: continue` and `break` on "
           "success); nor an autotuner's loop over candidate settings (`for chunk in candidates:`) that calls the "
           "function twice per candidate, a warm-up and a run it times with a clock: one compile per candidate is "
           "what it pays to measure each.")
    fix_hint = "pass the changing value as a traced (non-static) argument, or move it out of static_argnums"
    valid = (
        """
from functools import partial
import jax

@partial(jax.jit, static_argnames="training")
def step(x, training):
    return x * 2 if training else x

def run(xs):
    for x in xs:
        x = step(x, training=True)
    return xs
""",
    )
    invalid = (
        """
from functools import partial
import jax

@partial(jax.jit, static_argnums=1)
def scale(x, factor):
    return x * factor

def run(x):
    for i in range(100):
        x = scale(x, i)  # expect: JXL503
    return x
""",
    )

    def visit_Call(self, node: cst.Call) -> None:
        if (type(node.func) is not cst.Name and type(node.func) is not cst.Attribute) or not (
                self.context.loops or self.context.function is not None):
            return
        spec = self.facts.called_static_callable(node.func, self.context.function)
        if spec is None:
            return
        if self.context.loops and _configuration_sweep(self.context) is not None:
            return  # values written in the code: one compile each, cached for the rest of the program
        if self.trace is not None or compiled_by_a_jit_decorator(self.facts, self.context.function) is not None:
            # The loop runs while JAX traces the function around it (jitted, or reached from traced code, as a
            # helper analysed for another file's trace): the inner calls are traced into that computation.
            return
        if not self.context.loops:
            self._check_made_per_call(node, spec)
            return
        # The loop variables, and what the body computes from them before the call (`beta = anneal(i, ...)`); not
        # those of a loop over an array's axes, which hands the same few values on every call (jit's cache answers).
        # Nor those of a loop over candidate settings that moves on only after the call's result was rejected (a
        # larger buffer after an overflow): a run that fits compiles once.
        statics, starred = _static_arguments(node, spec)
        data = [other.value for other in node.args if all(other is not static for static, _ in statics)]
        loop_names = set().union(*(loop.targets | values_derived_per_iteration(loop.node, self.facts.constructs_object)
                                   for loop in self.context.loops
                                   if not iterates_over_axes(loop.node, self.context.function)
                                   and not moves_on_only_after_rejection(loop.node, node, data)))
        for arg, name in statics:
            if _uses_any(arg.value, loop_names):
                if two_valued(arg.value):
                    continue   # `bool(frame.max() > 1.0)`: two compiles at most, whatever the loop's length
                if item_of_a_sweep(arg.value, [loop.node for loop in self.context.loops], self.context.function,
                                   self.facts.constant_length, self.facts.constant_integer):
                    continue   # `for label, learnable in METHODS:` around `for seed in seeds:`: one compile per row
                if named_item(arg.value, [loop.node for loop in self.context.loops]):
                    continue   # `for space_name in model.space_names`: a string, one program per name, then cached
                if function_item(arg.value, [loop.node for loop in self.context.loops], self.context.function,
                                 self._is_function):
                    continue   # `operators[i]` of `operators = [jax.jit(op) for op in ops]`: one program each
                loop = self.context.loops[-1].node
                if isinstance(loop, cst.For) and not counts_steps(loop, self.context.function) and \
                        times_each_candidate(self.facts, loop, node):
                    continue   # an autotuner warming up and timing each candidate's program: one compile each
                values = _configuration_sweep(self.context, longest_range=None)
                how_many = f" ({values} values)" if values is not None else ""
                self.report(node, f"static argument {name} of jitted `{spec.function_name}` changes with the loop "
                                  f"variable: every new value compiles again{how_many}")
                return
            stepped = self._stepped_place(arg.value)
            if stepped is not None:
                place, statement, loop_node = stepped
                if retries_with_grown_sizes(loop_node, node, data, statement):
                    continue   # `mb *= 2` until the result fits: one compile per size tried, on the same inputs
                stepping = self.facts.locator.code_for_node(statement).strip()
                self.report(node, f"static argument {name} of jitted `{spec.function_name}` reads `{place}`, which "
                                  f"changes on every iteration of the loop (`{stepping}`): every iteration compiles "
                                  f"again "
                                  f"(pass it as a traced argument)")
                return
            made, which_loop = self._made_per_iteration(arg.value)
            if made is not None:
                self.report(node, f"static argument {name} of jitted `{spec.function_name}` is a new `{made}` object "
                                  f"on every iteration{which_loop}, and `{made}` hashes by identity: every such "
                                  f"iteration compiles again (define __eq__ and __hash__, use a frozen dataclass, or "
                                  f"make it once)")
                return
        if spec.python_values and (self._python_value_changes(node, spec) or self._rebuilt_around_new_functions(
                node, spec)):
            return
        if not starred:
            self._check_made_per_call(node, spec)

    def _is_function(self, value: cst.BaseExpression) -> bool:
        """A function object: a jitted or transformed function, a lambda, a partial, a closure a factory returns, or
        a def of this module by its name."""
        return value in self.facts.jit_sites or self.facts.makes_new_functions(value) or (
            type(value) is cst.Name and bool(self.facts.local_defs(self.facts.module).get(value.value)))

    def _made_per_iteration(self, argument: cst.BaseExpression) -> tuple[str | None, str]:
        """The identity-hashed class of the object a static argument is when a loop around the call makes it anew
        on each iteration, with which loop for the message. A name bound in an outer loop's body and only read in
        the inner one (`optimizer = Momentum(...)` per population member, `train_step(..., optimizer)` per step) is
        one new cache key per outer iteration: every member compiles again. The innermost loop that binds the name
        decides; an object made in the call itself is new on every iteration of the innermost loop."""
        loops = list(reversed(self.context.loops))
        for depth, loop in enumerate(loops):
            made = self.facts.made_per_iteration(loop.node, argument)
            if made is not None:
                return made, "" if depth == 0 else " of the outer loop"
            if type(argument) is not cst.Name or self.facts.bound_in_loop(loop.node, argument.value) is not None:
                break
        return None, ""

    def _stepped_place(self, argument: cst.BaseExpression) -> tuple[str, cst.CSTNode, cst.CSTNode] | None:
        """The counter a static argument reads that a loop around the call steps on every iteration (`step=
        self.global_step` with `self.global_step += 1` in the loop), with the stepping statement and that loop; None
        for a flag tested from it (`self.step < warmup`), which takes two values, or a chunk size clamped to what
        remains (`min(chunk, steps - i)`)."""
        if two_valued(argument) or clamped(argument):
            return None
        for loop in reversed(self.context.loops):
            places = stepped_places(loop.node)
            place = reads_a_place(argument, places) if places else None
            if place is not None:
                return place, places[place], loop.node
        return None

    def _python_value_changes(self, node: cst.Call, spec) -> bool:
        """`step(chain, key, t0 * cooling**i, i)` in a `for i in range(n)` loop, `step` under `eqx.filter_jit`: the
        wrapper keeps every Python int and float static, so each iteration's new value compiles again."""
        scope = self.context.function if self.context.function is not None else self.facts.module
        varying = loop_varying_names(self.context.loops[-1].node)
        for position, arg in enumerate(node.args):
            if arg.star:
                return False
            if _uses_any(arg.value, set(varying)) and self.facts.python_number(arg.value, scope):
                name = arg.keyword.value if arg.keyword is not None else f"#{position}"
                self.report(node, f"argument {name} of `{spec.function_name}`, compiled by a filtering jit that "
                                  f"keeps Python values static, is a Python number that changes with the loop "
                                  f"variable: every new value compiles again (pass it as a JAX array)")
                return True
        return False

    def _rebuilt_around_new_functions(self, node: cst.Call, spec) -> bool:
        """`train_epoch(gen, dis, gen_opt, dis_opt, ...)` under `eqx.filter_jit`, `dis_opt = Optimizer(dis,
        adam(4e-3))` made in the loop: the object holds the new closures the factory returns, functions that the
        filtering jit keeps static and compares by identity, so every iteration is a new compilation."""
        loop = self.context.loops[-1].node
        for position, arg in enumerate(node.args):
            if arg.star:
                return False
            if not isinstance(arg.value, cst.Name):
                continue
            made = self.facts.bound_in_loop(loop, arg.value.value)
            if not isinstance(made, cst.Call) or not _makes_an_object(made):
                continue   # `tree_map(lambda a: a[i], batches)` uses its function and keeps only arrays
            maker = next((inner for inner in made.args if self.facts.makes_new_functions(inner.value)), None)
            if maker is not None:
                name = arg.keyword.value if arg.keyword is not None else f"#{position}"
                self.report(node, f"argument {name} of `{spec.function_name}`, compiled by a filtering jit that keeps "
                                  f"functions static, is rebuilt on every iteration around new functions "
                                  f"(`{self.facts.locator.code_for_node(maker.value)[:40]}`), equal only to "
                                  f"themselves: every iteration compiles again (build it once, before the loop)")
                return True
        return False

    def _check_made_per_call(self, node: cst.Call, spec) -> None:
        """A static argument the enclosing function makes anew on each of its calls, of a class that hashes by
        identity, when the code shows that function called again and again (run_frequency.repetition_evidence):
        every call of it is a new key of the jit cache, so every call compiles again, loop or no loop inside it."""
        function = self.context.function
        if not isinstance(function, cst.FunctionDef):
            return
        for arg, name in _static_arguments(node, spec)[0]:
            made = self.facts.made_per_call(function, arg.value)
            if made is None:
                continue
            # Asked once an argument is made per call: it reads the function's callers across the package.
            if self.facts.runs_once_reason(function) is not None:
                return
            why = repetition_evidence(self.facts, function)
            if why is None:
                return
            # At the argument: the object made anew, which a multi-line call shows on its own line.
            self.report(arg.value, f"static argument {name} of jitted `{spec.function_name}` is a new `{made}` "
                                   f"object on every call of `{function.name.value}`, and `{made}` hashes by "
                                   f"identity; {why}, so every call compiles again (define __eq__ and __hash__, use a "
                                   f"frozen dataclass, or make it once)")
            return


def _makes_an_object(call: cst.Call) -> bool:
    """Is `call` a class's constructor by its name (`Optimizer(...)`, `eqx_models.Schedule(...)`): an object that
    keeps what it is handed, not a function that uses it?"""
    name = dotted_name(call.func)
    return name is not None and name.rpartition(".")[2][:1].isupper()


def _static_arguments(node: cst.Call, spec) -> tuple[list[tuple[cst.Arg, str]], bool]:
    """The call's arguments the jit keeps static, in order, each with its name for a message (`#n` by position, else
    the keyword), up to a `*args` that hides the positions after it; and whether there was one."""
    statics, position = [], 0
    for arg in node.args:
        if arg.star:
            return statics, True
        if arg.keyword is None:
            if position in spec.positions:
                statics.append((arg, f"#{position}"))
            position += 1
        elif arg.keyword.value in spec.names:
            statics.append((arg, arg.keyword.value))
    return statics, False


def _configuration_sweep(context, longest_range: int | None = SHORT_RANGE) -> int | None:
    """The number of iterations of all the loops around the walk in its function, when every one is a sweep over
    configurations written in the code (run_frequency.sweep_length), else None."""
    total = 1
    for loop in context.loops:
        length = sweep_length(loop.node, context.function, longest_range, context.facts.constant_length,
                              context.facts.constant_integer)
        if length is None:
            return None
        total *= length
    return total


def _uses_any(expression: cst.BaseExpression, names: set[str]) -> bool:
    finder = _NameFinder(names)
    walk(expression, finder)
    return finder.found


class _NameFinder(cst.CSTVisitor):
    def __init__(self, names: set[str]) -> None:
        self.names = names
        self.found = False

    def visit_Name(self, node: cst.Name) -> None:
        self.found = self.found or node.value in self.names


def _kept_in(loop: cst.CSTNode, name: str) -> bool:
    """Does the loop store what `name` holds in a container (`kernels.append(name)`, `table[key] = name`)?"""
    finder = _KeptName(name)
    walk(loop, finder)
    return finder.found


class _KeptName(cst.CSTVisitor):
    def __init__(self, name: str) -> None:
        self.name = name
        self.found = False

    def _is_name(self, expression: cst.BaseExpression) -> bool:
        return isinstance(expression, cst.Name) and expression.value == self.name

    def _holds_name(self, expression: cst.BaseExpression) -> bool:
        """`name` itself, or an object or display built around it (`NonlinearConstraint(fun=name)`, `(k, name)`):
        what is stored keeps the jitted function, not a result of calling it."""
        if self._is_name(expression):
            return True
        if isinstance(expression, cst.Call):
            return any(self._holds_name(argument.value) for argument in expression.args)
        if isinstance(expression, (cst.Tuple, cst.List)):
            return any(self._holds_name(element.value) for element in expression.elements)
        if isinstance(expression, cst.Dict):
            return any(isinstance(element, cst.DictElement) and self._holds_name(element.value)
                       for element in expression.elements)
        return False

    def visit_Call(self, node: cst.Call) -> None:
        if isinstance(node.func, cst.Attribute) and node.func.attr.value in _KEEPING_METHODS and any(
                self._holds_name(argument.value) for argument in node.args):
            self.found = True

    def visit_Assign(self, node: cst.Assign) -> None:
        if self._holds_name(node.value) and all(isinstance(target.target, cst.Subscript) for target in node.targets):
            self.found = True


class _CalledInLoop(cst.CSTVisitor):
    """Finds a call of `name` inside a `for`/`while` loop or a comprehension of a function body (not of a function
    nested in it, whose own calls are its business)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.found = False
        self.loops = 0
        self.functions = 0

    def on_visit(self, node: cst.CSTNode) -> bool:
        if isinstance(node, (cst.FunctionDef, cst.Lambda)):
            self.functions += 1
        elif isinstance(node, LOOP_NODES):
            self.loops += 1
        elif isinstance(node, cst.Call) and self.loops and self.functions <= 1:
            self.found = self.found or (isinstance(node.func, cst.Name) and node.func.value == self.name)
        return True

    def on_leave(self, original_node: cst.CSTNode) -> None:
        if isinstance(original_node, (cst.FunctionDef, cst.Lambda)):
            self.functions -= 1
        elif isinstance(original_node, LOOP_NODES):
            self.loops -= 1


def _function_name(node) -> str:
    return node.name.value if isinstance(node, cst.FunctionDef) else "<lambda>"


class LaxLoopRecompiledPerCall(Rule):
    code = "JXL504"
    summary = "un-jitted `lax` loop whose body is defined anew on every call, in a function called repeatedly"
    what = ("Flags `lax.fori_loop`, `lax.while_loop`, `lax.scan` and `lax.map` outside jit when their body (or "
            "condition) is a function defined inside the calling function, a lambda or a `functools.partial`, and "
            "this module calls that function in a loop or comprehension, or in `__call__` of a class that calls "
            "itself in a loop (`[self(k, x) for k, x in zip(keys, batches)]` runs `__call__` per batch). Not "
            "reported in a function a decorator compiles, known by its name (`@filter_jit`) or by its definition "
            "(the project's `@wrap_jit(...)` returning `jax.jit(fun)`): the loop is traced into that compilation.")
    why = ("Outside jit a lax loop is compiled for the function objects it gets, and cached per object. A body "
           "defined in the function is a new object on each call, so every call compiles the loop again: often "
           "far slower than running it. A function of another module counts when this module calls it in a loop, "
           "directly or as a method of an instance it makes (`solver = GradientDescent(f)`, locally or at module "
           "level), or calls it once from a function that runs again and again: a module function this module, or "
           "another file of the package through a function of its own, calls in a loop (`equilibrium(dose)` run "
           "per dose by `bound_fraction`), or a method of a plain class (no bases, no class decorator) that its "
           "class calls through `self` in a loop (`self.step(v, t)` per time step of `run`) or another file calls "
           "through an object in one (`server.handle(prompt)` per request). Not a call in a loop that hands it a function made from the loop's variable (`newton("
           "residual_at(fraction), w)`): each call is a different program, jitted or not. Nor a call returned from "
           "the loop (`return solve(x, lr=lr / 3)`, a retry), which runs once per call of its function. "
           "Not a call in a loop over configurations written in the code (a display, a dict display's "
           "items, a comprehension over one, a module function returning one, an array of one, a `zip` with "
           "one) that hands it the loop's variable or an object the iteration "
           "builds from it (`env = Env(model=m); env.rollout(a)`; over numbers, `for lr in jnp.array([1.0, "
           "0.1])`, only such an object, `opt = optax.adam(lr)`, since a number is a value one program could "
           "take): each configuration is its own program, compiled once, as a jitted version would be. Nor a loop in a function that runs only while its "
           "callers are traced (every call of it in the package sits in a jitted def or a def handed to a lax loop "
           "or transform), or that calls a collective over a named axis (`lax.ppermute(x, axis_name, perm)`, which "
           "raises outside `shard_map`), or that only a Pallas kernel or a primitive's lowering runs (handed to "
           "`pl.pallas_call`/`mlir.lower_fun`, or a private function used only inside one): the loop unrolls into "
           "that one trace.")
    fix_hint = ("jit the function that runs the loop (its body is then traced once with it), or define the body "
                "at module level and pass the changing values in the carry")
    use_instead = """
@functools.partial(jax.jit, static_argnums=2)
def random_walk(key, x0, n_steps):
    def body(i, carry):
        ...
    return lax.fori_loop(0, n_steps, body, (x0, key))
"""
    valid = (
        """
import jax
from jax import lax

@jax.jit
def total(xs):
    def body(i, acc):
        return acc + xs[i]
    return lax.fori_loop(0, xs.shape[0], body, 0.0)

def decay_step(i, x):
    return x * 0.9

def decay(x, n):
    return lax.fori_loop(0, n, decay_step, x)

def run(xs):
    return [total(x) + decay(x, 10) for x in xs]
""",
        """
from jax import lax

def cumulative(xs):
    return lax.scan(lambda c, x: (c + x, c), 0.0, xs)

result = cumulative([1.0, 2.0])
""",
        """
import jax.numpy as jnp
from jax import lax

def trajectory(x0, steps):
    def step(x, _):
        x = x + 0.1 * jnp.sin(x)
        return x, x
    _, xs = lax.scan(step, x0, None, length=steps)
    return xs

def report(x0):
    for x in trajectory(x0, 100):  # the iterable is evaluated once, before the loop
        print(float(x.sum()))
    return [float(x.mean()) for x in trajectory(x0, 50)]
""",
    )
    invalid = (
        """
import jax
from jax import lax

def random_walk(key, x0, n_steps):
    def body(i, carry):
        x, key = carry
        key, sub = jax.random.split(key)
        return x + jax.random.normal(sub, x.shape), key
    x, _ = lax.fori_loop(0, n_steps, body, (x0, key))  # expect: JXL504
    return x

def many(x0, seeds):
    return [random_walk(jax.random.PRNGKey(s), x0, 100) for s in seeds]
""",
    )

    def visit_Call(self, node: cst.Call) -> None:
        if self.facts.in_test_module:
            return  # a test file's functions run for each test case, not again and again
        if not runs_a_lax_loop(self.facts, node):
            return  # (asked first: it settles most calls, and the questions below read the whole file)
        function = self.context.function
        if self.trace is not None and not self.facts.also_runs_untraced(self.trace):
            # Traced with its caller (a helper the file's eager loops also call keeps its question below), unless
            # `jax.vmap(trajectory_cost)(candidates)` maps it in a plain method: the mapped function is traced on
            # every call of the method, and its lax loop compiled again when its body is new each time.
            function = eager_mapping_caller(self.facts, self.trace)
            if function is None or self.trace.node is not self.context.function:
                return
        if compiled_by_a_jit_decorator(self.facts, function) is not None:
            return  # `@wrap_jit() def chebval`: the loop is traced into the decorated function's one compilation
        found = fresh_loop_body(self.facts, node, function)
        if found is not None:
            name = _function_name(function)
            why = self.facts.repeated_reasons.get(name) or "called in a loop"
            self.report(node, f"un-jitted `{found.loop}` with {found.body} defined in `{name}`, which is {why}: "
                              f"each call of `{name}` compiles the loop again")


RULES = [JitInLoop, JitCreatedPerCall, ChangingStaticArgument, LaxLoopRecompiledPerCall]
