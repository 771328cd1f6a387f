"""Un-jitted `lax` loops whose body is a new function object on every call, in functions called again and again.

Outside `jax.jit`, `lax.fori_loop`/`while_loop`/`scan`/`map` compile their loop for the function objects they are
given, and cache the result per object. A body defined inside the calling function (a nested def, a lambda, a
`functools.partial`) is a new object on each call, so every call compiles the loop again (jax-ml/jax#587; measured
in benchmarks/PROFILE.md). Inside traced code the loop is traced once with its caller, and a body defined at module
level is one object: neither recompiles.

Only functions called repeatedly (in a loop or a comprehension of untraced code) by this module, or by another
module of the project that imports them (the engine seeds those), are reported: a library function that its users
are meant to jit is not wrong by itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Optional, Union

import libcst as cst

from .bindings import all_params
from .kernel_callees import functions_run_only_in_kernels
from .tables import LAX_LOOPS, NAMED_AXIS_COLLECTIVES, WRAPPERS
from .walk import children, loop_targets, subtree, walk
from .wrappers import PARTIAL, TRANSPARENT

# `jax.grad(f)`, `partial(f, ...)`, `jax.vmap(f)`: their first argument is code, compiled when the result is jitted.
_CODE_TAKING_TRANSFORMS = TRANSPARENT | PARTIAL | frozenset({"jax.vmap", "jax.numpy.vectorize", "equinox.filter_vmap",
                                                             "flax.nnx.vmap"})

if TYPE_CHECKING:
    from .module import ModuleFacts
    from .records import TracedFunction

FunctionNode = Union[cst.FunctionDef, cst.Lambda]


@dataclass(frozen=True)
class FreshLoopBody:
    """A lax loop call whose body is made anew each time the enclosing function runs."""
    loop: str                    # "lax.fori_loop"
    body: str                    # how a message names the body: `body`, "a lambda", "a functools.partial"


def runs_a_lax_loop(facts: "ModuleFacts", call: cst.Call) -> bool:
    """Is `call` one of the lax loops (`lax.fori_loop(...)`, `lax.scan(...)`)? `fresh_loop_body` answers None for any
    other call: a rule asks this first, before the questions about the function around it."""
    return (facts.qualified_name(call.func) or "") in LAX_LOOPS


def fresh_loop_body(facts: "ModuleFacts", call: cst.Call, function: Optional[FunctionNode]) -> Optional[FreshLoopBody]:
    """What makes `call`, in untraced `function`, compile its lax loop again on each call; None if nothing does."""
    qualified = facts.qualified_name(call.func)
    positions = LAX_LOOPS.get(qualified or "")
    if positions is None or not isinstance(function, cst.FunctionDef):
        return None
    arguments = [arg.value for arg in call.args if arg.keyword is None and not arg.star]
    described = None
    for position in positions:
        if position < len(arguments):
            described = described or _fresh(facts, arguments[position], function)
    if described is None or runs_only_in_a_mapped_trace(facts, function):
        return None
    if not _called_repeatedly(facts, function.name.value, True):
        class_node = facts.functions[function].class_node
        if class_node is None or not _called_repeatedly(facts, f"{class_node.name.value}.{function.name.value}",
                                                        True):
            return None
    return FreshLoopBody(qualified.replace("jax.", "", 1), described)


def eager_mapping_caller(facts: "ModuleFacts", trace: "TracedFunction") -> Optional[cst.FunctionDef]:
    """The untraced function that applies the batch map running `trace` without compiling it (`costs =
    jax.vmap(trajectory_cost)(candidates)` in a plain method, no jit around): each of its calls traces `trace` anew,
    and a lax loop there runs eagerly, compiled for the body it is handed that time, like a loop written in that
    function itself. None when `trace` is no such root, or more than one function applies it."""
    wrapper = next((w for w in WRAPPERS.values() if w.label == trace.reason), None)
    if wrapper is None or not wrapper.in_axes or wrapper.compiles or not trace.root or \
            len(trace.entered_from) != 1 or not facts.runs_eagerly(trace):
        return None
    scope = trace.entered_from[0]
    return scope if type(scope) is cst.FunctionDef and facts.traced_function(scope) is None else None


def runs_only_in_a_mapped_trace(facts: "ModuleFacts", function: cst.FunctionDef) -> bool:
    """Does `function`, or a def around it, call a collective over a named axis (`lax.ppermute(x, axis_name,
    ...)`, `lax.axis_index("devices")`)? Outside a `shard_map`/`pmap` trace the axis is unbound and the call raises,
    so the function only ever runs traced: a lax loop in it is traced into that program, never compiled alone. An
    empty tuple of axes (`lax.psum(x, ())`) reduces over nothing and runs eagerly too."""
    scope: Optional[cst.CSTNode] = function
    while isinstance(scope, cst.FunctionDef):
        for node in subtree(scope.body):
            if type(node) is cst.Call and facts.qualified_name(node.func) in NAMED_AXIS_COLLECTIVES:
                axes = node.args[1].value if len(node.args) > 1 else None
                if not (isinstance(axes, cst.Tuple) and not axes.elements):
                    return True
        scope = facts.parent_scope(scope)
    return False


def _fresh(facts: "ModuleFacts", expression: cst.BaseExpression, function: cst.FunctionDef) -> Optional[str]:
    if isinstance(expression, cst.Lambda):
        return "a lambda"
    if isinstance(expression, cst.Call) and facts.qualified_name(expression.func) in PARTIAL:
        return "a functools.partial"
    if isinstance(expression, cst.Name):
        for node, info in facts.functions.items():
            if isinstance(node, cst.FunctionDef) and node.name.value == expression.value and _inside(
                    facts, info.scope, function):
                return f"`{expression.value}`"
    return None


def _inside(facts: "ModuleFacts", scope, function: cst.FunctionDef) -> bool:
    while scope is not None:
        if scope is function:
            return True
        scope = facts.parent_scope(scope)
    return False


def runs_repeatedly(facts: "ModuleFacts", function: FunctionNode) -> bool:
    """Does untraced code of this module, or of a module using it, call `function` over and over: a module
    function in a loop, or a method through an instance (`Class.method`) in a loop or in a method run in one?"""
    if not isinstance(function, cst.FunctionDef):
        return False
    class_node = facts.functions[function].class_node
    name = function.name.value
    return _called_repeatedly(facts, f"{class_node.name.value}.{name}" if class_node is not None else name)


def called_repeatedly(facts: "ModuleFacts", name: str) -> bool:
    """Does untraced code of this module, or of a module importing it, call the function `name` (`Class.method` for a
    method) inside a loop or comprehension, outside code run only while an object is constructed?"""
    return _called_repeatedly(facts, name)


def _called_repeatedly(facts: "ModuleFacts", name: str, own_loops_only_discovered: bool = False) -> bool:
    """Does untraced code of this module, or of a module importing it, call the function `name` inside a loop or
    comprehension, outside code that runs only while an object is constructed? With `own_loops_only_discovered`,
    the module's own loops count only in an analysis that discovered what the module traces: a helper analysis
    traces only the engine's seeds, so a function the file's own jit traces (`merge_many(arrays)` called by its
    `@jax.jit def merge_sort`) looks untraced there; the file's own analysis answers for its loops."""
    calls, elsewhere = _repeated_calls(facts)
    if name in elsewhere:
        # Asked here, for the few names a rule asks about: for a module-level function it reads the package's callers.
        return True
    if not calls.get(name) or (own_loops_only_discovered and not facts.discovered):
        return False
    # A loop in a function run only while a Pallas kernel or a lowering is traced unrolls into that one program; so
    # does one in a function every caller of which, in the package, is traced (`merge_all` called only by the
    # `@jax.jit def merge_sort` of another file), which this module's own analysis cannot see.
    kernel_only = functions_run_only_in_kernels(facts)
    return any(not any(facts.runs_at_construction(scope) or _in_a_kernel(facts, scope, kernel_only) for scope in scopes)
               and not _called_only_under_a_trace(facts, scopes) for scopes in calls[name])


def _called_only_under_a_trace(facts: "ModuleFacts", scopes: tuple[cst.CSTNode, ...]) -> bool:
    outermost = scopes[0] if scopes else None
    return type(outermost) is cst.FunctionDef and facts.parent_scope(outermost) is facts.module and \
        facts.runs_only_under_a_trace(outermost.name.value)


def _in_a_kernel(facts: "ModuleFacts", scope: cst.CSTNode, kernel_only: frozenset[str]) -> bool:
    return type(scope) is cst.FunctionDef and scope.name.value in kernel_only and facts.parent_scope(scope) is \
        facts.module


def _repeated_calls(facts: "ModuleFacts") -> tuple[dict[str, list[tuple[cst.CSTNode, ...]]], frozenset[str]]:
    """The functions untraced code of this module calls inside a loop or comprehension, each with the functions
    enclosing every such call, and those a module importing them calls so (computed once per module)."""
    cached = getattr(facts, "_repeated_calls_cache", None)
    if cached is None:
        finder = _RepeatedCalls(facts)
        walk(facts.module, finder)
        cached = (finder.found, frozenset(facts.repeated_elsewhere))
        facts._repeated_calls_cache = cached  # type: ignore[attr-defined]
    return cached


class _RepeatedCalls(cst.CSTVisitor):
    """Handler methods only (no `on_visit`): the walk then calls it for these node classes alone."""

    def __init__(self, facts: "ModuleFacts") -> None:
        self.facts = facts
        self.loops = 0
        self.traced = 0
        self.found: dict[str, list[tuple[cst.CSTNode, ...]]] = {}
        self.scopes: list[cst.CSTNode] = [facts.module]
        # The loops around the visit in the current function: the names each binds when it is a sweep over
        # configurations written in the code (run_frequency.sweep_length), else None.
        self.sweeps: list[list[Optional[frozenset[str]]]] = [[]]
        self.loop_nodes: list[cst.CSTNode] = []
        self.returned_calls: set[int] = set()
        # Calls in the iterable of a loop outside every other loop: evaluated once, before the loop runs.
        self.before_the_loop: set[int] = set()

    def _enter_function(self, node: cst.CSTNode) -> None:
        self.traced += 1 if self.facts.traced_function(node) is not None else 0
        self.scopes.append(node)
        if isinstance(node, cst.FunctionDef):
            self.sweeps.append([])

    def _leave_function(self, node: cst.CSTNode) -> None:
        self.traced -= 1 if self.facts.traced_function(node) is not None else 0
        self.scopes.pop()
        if isinstance(node, cst.FunctionDef):
            self.sweeps.pop()

    def _enter_loop(self, node: cst.CSTNode) -> None:
        if not self.loops:
            # `for batch in batches(data)`, `[f(x) for x in rollout(x0)]`: the first iterable is evaluated once
            # (once_callers: the same on ast).
            first = node.iter if isinstance(node, cst.For) else getattr(getattr(node, "for_in", None), "iter", None)
            if first is not None:
                self.before_the_loop.update(id(call) for call in subtree(first) if type(call) is cst.Call)
        self.loops += 1
        function = next((scope for scope in reversed(self.scopes) if isinstance(scope, cst.FunctionDef)), None)
        self.sweeps[-1].append(self.facts.sweep_targets(node, function))
        self.loop_nodes.append(node)

    def _leave_loop(self, node: cst.CSTNode) -> None:
        self.loops -= 1
        self.sweeps[-1].pop()
        self.loop_nodes.pop()

    def _hands_a_new_function(self, call: cst.Call) -> bool:
        """Does `call` hand its callee a function made for this iteration from what the loop changes (`newton(
        residual_at(fraction, fixed), w)` for `fraction in continuation`, `solve(lambda x: f(x, t), ...)`)? Each
        call then gets a different function, and compiles its own program whatever the callee does, jitted or
        not: the calls could not share one compilation, so they are no evidence of avoidable recompilation."""
        loop = self.loop_nodes[-1] if self.loop_nodes else None
        if loop is None:
            return False
        changing: Optional[set[str]] = None
        for argument in call.args:
            value = argument.value
            made = isinstance(value, cst.Lambda) or (isinstance(value, cst.Call) and (
                self.facts.qualified_name(value.func) in PARTIAL or (
                    isinstance(value.func, cst.Name) and
                    self.facts._returns_fresh_closure(value.func.value, self.scopes[-1]))))
            if not made:
                continue
            if changing is None:
                changing = _loop_bound_names(loop)
            if any(node.value in changing for node in _names_of(value)):
                return True
        return False

    def _once_per_configuration(self, call: cst.Call) -> bool:
        """Is `call` in loops that are all sweeps over configurations written in the code, handing on their
        variable or an object built from it (`[validate(dtype) for dtype in ("float32", "float64")]`)? Once per
        configuration, each its own program: no evidence that one program compiles again and again."""
        loops = self.sweeps[-1]
        if not loops or any(targets is None for targets in loops):
            return False
        swept = frozenset().union(*loops)  # type: ignore[arg-type]
        received = [argument.value for argument in call.args]
        if isinstance(call.func, cst.Attribute):
            received.append(call.func.value)   # `env.rollout(actions)`, `env` built from the loop's model
        return any(isinstance(node, cst.Name) and node.value in swept
                   for value in received for node in _names_of(value))

    visit_FunctionDef = visit_Lambda = _enter_function
    leave_FunctionDef = leave_Lambda = _leave_function
    visit_For = visit_While = visit_ListComp = visit_SetComp = visit_DictComp = visit_GeneratorExp = _enter_loop
    leave_For = leave_While = leave_ListComp = leave_SetComp = leave_DictComp = leave_GeneratorExp = _leave_loop

    def visit_Return(self, node: cst.Return) -> None:
        # `return fit(data, lr=lr / 3)` in a loop (a retry after a diverged fit): returning leaves the function, so
        # the loop runs that call at most once per call of the function around it (once_callers: the same on ast).
        if type(node.value) is cst.Call:
            self.returned_calls.add(id(node.value))

    def visit_Call(self, node: cst.Call) -> None:
        if not self.loops or self.traced or id(node) in self.returned_calls or id(node) in self.before_the_loop or \
                self._once_per_configuration(node) or self._hands_a_new_function(node):
            return
        if isinstance(node.func, cst.Name):
            name = node.func.value
        elif isinstance(node.func, cst.Attribute) and isinstance(node.func.value, cst.Name):
            # `solver.update(...)` with `solver = LineSearch(f)`: that class's method runs again and again.
            class_node = self.facts._instance_class(node.func.value.value, self.scopes[-1])
            if class_node is None:
                return
            name = f"{class_node.name.value}.{node.func.attr.value}"
        else:
            return
        # Setup code (run only while an object is constructed) loops over the object's configuration, once per
        # object: _called_repeatedly asks that of the enclosing functions when a rule asks about `name`.
        self.found.setdefault(name, []).append(tuple(self.scopes[1:]))


def _loop_bound_names(loop: cst.CSTNode) -> set[str]:
    """The names a loop binds on each iteration: its targets, and what its body assigns."""
    found = set(loop_targets(loop))
    body = loop.body if isinstance(loop, (cst.For, cst.While)) else None
    pending: list[cst.CSTNode] = [body] if body is not None else []
    while pending:
        node = pending.pop()
        if isinstance(node, (cst.FunctionDef, cst.ClassDef, cst.Lambda)):
            continue
        if isinstance(node, cst.AssignTarget):
            found.update(name.value for name in _names_of(node.target) if isinstance(node.target, (
                cst.Name, cst.Tuple, cst.List)))
        elif isinstance(node, (cst.AugAssign, cst.AnnAssign)) and isinstance(node.target, cst.Name):
            found.add(node.target.value)
        pending.extend(children(node))
    return found


def _names_of(expression: cst.BaseExpression) -> list[cst.Name]:
    found: list[cst.Name] = []
    pending: list[cst.CSTNode] = [expression]
    while pending:
        node = pending.pop()
        if isinstance(node, cst.Name):
            found.append(node)
        elif isinstance(node, cst.Attribute):
            pending.append(node.value)
        else:
            pending.extend(children(node))
    return found


def jits_whole_loop(facts: "ModuleFacts", target: Optional[cst.CSTNode], driver: FunctionNode) -> bool:
    """Is the jitted `target`, built in `driver`, a whole run of a lax loop over code the run brings along?

    `jax.jit(partial(lax.scan, one_step))`, a lambda returning a lax loop, or a nested def whose body runs one,
    where the loop's steps call something bound in the driver or a function around it (a parameter, a local
    variable), not at module level: `algorithm.step(...)` of a parameter, a `kernel` built for this run,
    `self.m_step(...)`. Such a driver (`run_inference(key, algorithm, ...)`, `fit_em(...)`) compiles once per run,
    and a module-level jit could not do better, since each run brings its own step function. A whole loop that
    only calls module-level code (`simulate` over a fixed model) is the per-call recompile JXL502 reports."""
    if not _is_whole_loop(facts, target):
        return False
    local: dict[str, list[cst.FunctionDef]] = {}
    scope: Optional[cst.CSTNode] = driver
    while isinstance(scope, (cst.FunctionDef, cst.Lambda)):
        for name, definitions in facts.local_defs(scope).items():
            local.setdefault(name, list(definitions))
        scope = facts.parent_scope(scope)
    return bool(_called_roots(facts, target, local, depth=3) & _enclosing_bindings(facts, driver))


class _FunctionBindings(cst.CSTVisitor):
    """Names a function binds in its own body (assignments, loop and `with` targets), not in nested scopes."""

    def __init__(self, root: cst.CSTNode) -> None:
        self.root = root
        self.names: set[str] = set()

    def _nested(self, node: cst.CSTNode) -> bool:
        return node is self.root

    visit_FunctionDef = visit_Lambda = visit_ClassDef = _nested

    def _bind(self, target: cst.CSTNode) -> None:
        if isinstance(target, cst.Name):
            self.names.add(target.value)
        elif isinstance(target, (cst.Tuple, cst.List)):
            for element in target.elements:
                self._bind(element.value)

    def visit_AssignTarget(self, node: cst.AssignTarget) -> None:
        self._bind(node.target)

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        self._bind(node.target)

    def visit_For(self, node: cst.For) -> None:
        self._bind(node.target)

    def visit_WithItem(self, node: cst.WithItem) -> None:
        if node.asname is not None:
            self._bind(node.asname.name)


def _enclosing_bindings(facts: "ModuleFacts", driver: FunctionNode) -> set[str]:
    """Parameters and local variables of `driver` and of the functions around it."""
    names: set[str] = set()
    scope: Optional[cst.CSTNode] = driver
    while isinstance(scope, (cst.FunctionDef, cst.Lambda)):
        names |= {param.name.value for param in all_params(scope.params)}
        finder = _FunctionBindings(scope)
        walk(scope, finder)
        names |= finder.names
        scope = facts.parent_scope(scope)
    return names


def _is_whole_loop(facts: "ModuleFacts", target: Optional[cst.CSTNode]) -> bool:
    if isinstance(target, cst.Call) and facts.qualified_name(target.func) in PARTIAL:
        arguments = [arg.value for arg in target.args if arg.keyword is None and not arg.star]
        return bool(arguments) and facts.qualified_name(arguments[0]) in LAX_LOOPS
    if isinstance(target, cst.Lambda):
        return _is_loop_call(facts, target.body)
    if isinstance(target, cst.FunctionDef) and isinstance(target.body, cst.IndentedBlock):
        for statement in target.body.body:
            if isinstance(statement, cst.SimpleStatementLine):
                for small in statement.body:
                    value = getattr(small, "value", None)
                    if isinstance(small, (cst.Return, cst.Assign, cst.AnnAssign, cst.Expr)) and value is not None \
                            and _is_loop_call(facts, value):
                        return True
    return False


def _is_loop_call(facts: "ModuleFacts", expression: cst.BaseExpression) -> bool:
    while isinstance(expression, cst.Subscript):   # `lax.scan(...)[0]`
        expression = expression.value
    return isinstance(expression, cst.Call) and facts.qualified_name(expression.func) in LAX_LOOPS


class _CalledRoots(cst.CSTVisitor):
    """The root names of what a piece of code calls (`algorithm` in `algorithm.step(x)`) and the names it reads."""

    def __init__(self) -> None:
        self.called: set[str] = set()
        self.read: set[str] = set()

    def visit_Call(self, node: cst.Call) -> None:
        root = node.func
        while isinstance(root, (cst.Attribute, cst.Subscript, cst.Call)):
            root = root.value if not isinstance(root, cst.Call) else root.func
        if isinstance(root, cst.Name):
            self.called.add(root.value)

    def visit_Name(self, node: cst.Name) -> None:
        self.read.add(node.value)


def _called_roots(facts: "ModuleFacts", node: cst.CSTNode, local: dict[str, list[cst.FunctionDef]],
                  depth: int) -> set[str]:
    """The root names `node` calls, looking through the driver's own step functions it hands to the loop."""
    finder = _CalledRoots()
    walk(node, finder)
    called = set(finder.called)
    if depth > 0:
        for name in finder.read | finder.called:
            for definition in local.get(name, ()):
                if definition is not node:
                    called |= _called_roots(facts, definition, local, depth - 1)
    return {name for name in called if name not in local}


def compiles_code_each_call_is_handed(facts, function: Optional[FunctionNode], target: cst.CSTNode) -> bool:
    """Does the jitted `target`, built in the module function `function`, run code `function` is handed (a
    parameter called or differentiated, `jax.grad(log_post)`, or a method of it called or transformed:
    `jax.vmap(op.diagonal_weight)`, a local def calling `op.get_rates(c)`), while every loop of the module that
    calls `function` hands it a different object there (once_callers.loops_hand_new_code)? Each call is then another
    program: compiling once per call is inherent."""
    if not isinstance(function, cst.FunctionDef) or facts.functions.get(function) is None or \
            facts.functions[function].class_node is not None:
        return False
    parameters = [param.name.value for param in function.params.params]
    if not parameters:
        return False
    code = [target]
    local = facts.local_defs(function)
    code.extend(definition for node in subtree(target) if isinstance(node, cst.Name)
                for definition in local.get(node.value, ()))
    used_as_code = set()
    for tree in code:
        for node in subtree(tree):
            # `op(c)`, `op.get_rates(c)`, `jax.vmap(op.diagonal_weight)`: not `model(v, batch)`, whose batch is data.
            base = node.func if isinstance(node, cst.Call) else \
                node.value if isinstance(node, cst.Arg) and isinstance(node.value, cst.Attribute) else None
            if isinstance(base, cst.Attribute):
                base = base.value
            if isinstance(base, cst.Name) and base.value in parameters:
                used_as_code.add(base.value)
            if isinstance(node, cst.Call) and facts.qualified_name(node.func) in _CODE_TAKING_TRANSFORMS:
                # `jax.jit(jax.grad(log_post))`: the parameter is the function differentiated, code compiled.
                used_as_code.update(arg.value.value for arg in node.args[:1]
                                    if isinstance(arg.value, cst.Name) and arg.value.value in parameters)
    from .ast_nodes import loops_hand_new_code, loops_hand_new_configurations

    tree = facts.text_tree()
    if any(loops_hand_new_code(tree, function.name.value, parameters.index(name), name)
           for name in sorted(used_as_code)):
        return True
    configuring = _parameters_building_objects(function, code, set(parameters)) - used_as_code
    return bool(configuring) and loops_hand_new_configurations(
        tree, function.name.value, [(parameters.index(name), name) for name in sorted(configuring)], over_items=True)


def _parameters_building_objects(function: cst.FunctionDef, code: list[cst.CSTNode], parameters: set[str]
                                 ) -> set[str]:
    """The parameters of `function` that configure an object its compiled `code` runs: a local the code reads
    (`jax.vmap(model.gram)`, a closure calling `env.step`) that every binding in `function`'s own body makes by
    calling a class (`model = Solver(tol=tol, backend=backend)`, `mesh = Mesh(devices[:count], axes)`) or a class
    it is handed (`model = model_class(...)`). Each new configuration is an object of its own, whose methods and
    fields the trace bakes in: a new program per configuration, hoisted jit or not."""
    read = {node.value for tree in code for node in subtree(tree) if isinstance(node, cst.Name)}
    bindings: dict[str, list[cst.BaseExpression]] = {}
    for node in _own_code(function):
        if isinstance(node, cst.Assign):
            for target in node.targets:
                if isinstance(target.target, cst.Name) and target.target.value in read:
                    bindings.setdefault(target.target.value, []).append(node.value)
        elif isinstance(node, (cst.AugAssign, cst.AnnAssign)) and isinstance(node.target, cst.Name):
            bindings.setdefault(node.target.value, []).append(node.value if node.value is not None else node)
    configuring: set[str] = set()
    for name, values in bindings.items():
        if name in parameters or not all(_constructs_an_object(value, parameters) for value in values):
            continue
        configuring |= {node.value for value in values for node in subtree(value)
                        if isinstance(node, cst.Name) and node.value in parameters}
    return {name for name in configuring if _python_setting(function, name)}


# Annotations of a Python setting: a flag, a name, a size, a class (not `float`, a value a jit could take traced).
_SETTING_ANNOTATIONS = frozenset({"bool", "str", "int", "type", "Type", "Literal"})


def _python_setting(function: cst.FunctionDef, name: str) -> bool:
    """Is the parameter `name` a Python setting rather than data: a class the function calls (`model_class(...)`),
    a value its own code branches on (`if backend == "jax":`, `if wall_class is KilnWall`, `x if damped else y`),
    or one annotated as a flag, a name, a size or a class? An object built from data (an operator around the
    run's arrays) closes a jit over that data, which one jit taking it as an argument would share across calls."""
    parameter = next((param for param in all_params(function.params) if param.name.value == name), None)
    if parameter is not None and parameter.annotation is not None:
        annotation = parameter.annotation.annotation
        words = {node.value for node in subtree(annotation) if isinstance(node, cst.Name)}
        if words & _SETTING_ANNOTATIONS:
            return True
    for node in _own_code(function):
        if isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value == name:
            return True
        test = node.test if isinstance(node, (cst.If, cst.IfExp, cst.While)) else None
        if test is not None and name in _tested_names(test):
            return True
    return False


def _tested_names(test: cst.BaseExpression) -> set[str]:
    """The names a test compares or takes as truth values itself (`backend == "jax"`, `not damped`, `cls is
    Wall`), not through what they hold (`d.shape[-1] != n`, `len(xs) > 2`)."""
    found: set[str] = set()
    pending: list[cst.CSTNode] = [test]
    while pending:
        node = pending.pop()
        if isinstance(node, cst.Name):
            found.add(node.value)
        elif isinstance(node, (cst.Comparison, cst.BooleanOperation, cst.UnaryOperation)):
            pending.extend(children(node))
        elif isinstance(node, cst.ComparisonTarget):
            pending.append(node.comparator)
    return found


def _constructs_an_object(value: cst.CSTNode, parameters: set[str]) -> bool:
    """`Solver(...)`, `models.Solver(...)`, `model_class(...)` with `model_class` a parameter."""
    if not isinstance(value, cst.Call):
        return False
    callee = value.func
    if isinstance(callee, cst.Name) and callee.value in parameters:
        return True
    last = callee.attr.value if isinstance(callee, cst.Attribute) else \
        callee.value if isinstance(callee, cst.Name) else ""
    return last[:1].isupper() and not last.isupper()


def _own_code(function: cst.FunctionDef) -> list[cst.CSTNode]:
    """The nodes of `function`'s body outside the defs, lambdas and classes it makes."""
    found: list[cst.CSTNode] = []
    pending: list[cst.CSTNode] = [function.body]
    while pending:
        node = pending.pop()
        found.append(node)
        pending.extend(child for child in children(node)
                       if not isinstance(child, (cst.FunctionDef, cst.Lambda, cst.ClassDef)))
    return found
