"""JXL2xx: Python side effects that run once, while JAX traces, and never on later calls."""

from __future__ import annotations

from typing import Optional

import libcst as cst

from ..analysis.argument_copies import hands_on, jit_argument_copy, observed_after
from ..analysis.host_files import opens_for_reading
from ..analysis.host_loggers import takes_logging_keywords
from ..analysis.imports import dotted_name
from ..analysis.objects import CONSTRUCTORS
from ..analysis.static_objects import (binds_static_value, built_from_static, constructs_own_class, holds_tracer,
                                       builds_no_array, initialises_once, made_without_jax)
from ..analysis.references import TRACKED_VALUE
from ..analysis.run_frequency import expected_on_every_call, keeps_host_state
from ..analysis.trace_counters import is_constant
from ..analysis.walk import children, holds
from .base import Rule

# Methods that only containers have, and ones that many other objects share (`opt.update(...)` is optax's
# pure update function): the latter count only on names bound to a list/dict/set.
_CONTAINER_ONLY_METHODS = frozenset({"append", "extend", "insert", "setdefault", "popitem", "appendleft",
                                     "extendleft"})
_SHARED_MUTATING_METHODS = frozenset({"pop", "remove", "clear", "update", "add", "discard"})
_LOGGER_METHODS = frozenset({"debug", "info", "warning", "warn", "error", "exception", "critical", "log"})
_IO_FUNCTIONS = frozenset({"open", "input"})
# What writes to a file object.
_FILE_METHODS = frozenset({"write", "writelines"})
# Library calls that write a file: at trace time, once per compilation.
# (`jnp.save` is NumPy's own: import_names.canonical spells it `numpy.save`.)
_FILE_WRITERS = frozenset({"numpy.save", "numpy.savez", "numpy.savez_compressed", "numpy.savetxt", "pickle.dump",
                           "json.dump"})


class _TraceTimeMessage:
    """(Mixed into a Rule.) What a trace-time message rule asks: is the walk under a static condition of the traced
    function, and does a message carry a traced value. A message of static values under a static condition, or a
    deprecation notice, is meant to appear once per compilation. (Test files: codes.RuleRow.in_tests.)"""

    def __init__(self, context) -> None:
        super().__init__(context)
        # Per enclosing scope node: how many `if` statements and `except` handlers of that scope the walk is inside.
        self._guards: dict[int, int] = {}
        # The suites the walk is inside: (scope, the "already warned" tests of the suite, whether one was passed).
        self._suites: list[tuple[int, set[int], list[bool]]] = []
        self._traced_tests: set[int] = set()
        # Per enclosing scope node: how many `if` statements with a traced test (JXL101) the walk is inside.
        self._traced_guards: dict[int, int] = {}

    def _scope(self) -> int:
        return id(self.context.scopes[-1].node) if self.context.scopes else 0

    def visit_If(self, node: cst.If) -> None:
        # Under a traced test (JXL101) the message is still issued at trace time only, whatever replaces the `if`
        # (`lax.cond`, `jnp.where`): that condition does not make it a once-per-compilation message.
        if self.truthiness_fails(node.test):
            self._traced_tests.add(id(node))
            self._traced_guards[self._scope()] = self._traced_guards.get(self._scope(), 0) + 1
        else:
            self._guards[self._scope()] = self._guards.get(self._scope(), 0) + 1

    def leave_If(self, original_node: cst.If) -> None:
        if id(original_node) not in self._traced_tests:
            self._guards[self._scope()] -= 1
        else:
            self._traced_guards[self._scope()] -= 1
        if self._suites and id(original_node) in self._suites[-1][1]:
            self._suites[-1][2][0] = True

    # A message in an `except` handler appears only when the handled call failed: a condition like an `if`'s.
    def visit_ExceptHandler(self, node: cst.ExceptHandler) -> None:
        self._guards[self._scope()] = self._guards.get(self._scope(), 0) + 1

    def leave_ExceptHandler(self, original_node: cst.ExceptHandler) -> None:
        self._guards[self._scope()] -= 1

    def visit_IndentedBlock(self, node: cst.IndentedBlock) -> None:
        self._suites.append((self._scope(), _already_warned_tests(node), [False]))

    def leave_IndentedBlock(self, original_node: cst.IndentedBlock) -> None:
        self._suites.pop()

    def _guarded(self) -> bool:
        """Inside an `if` of the traced function (its test is static: a traced one fails as JXL101 first), or past
        an "already warned" test of its suite (`if key in _WARNED: continue` ... `_WARNED.add(key)`)."""
        scope = self._scope()
        return bool(self.context.scopes) and (self._guards.get(scope, 0) > 0 or any(
            passed[0] for suite_scope, _, passed in self._suites if suite_scope == scope))

    def _under_traced_test(self) -> bool:
        return bool(self.context.scopes) and self._traced_guards.get(self._scope(), 0) > 0

    def _carries_traced(self, expression: cst.BaseExpression, certain: bool = False) -> bool:
        """A traced value, or a message formatted from one (f-string, `.format(...)`, `%`). With `certain`, only a
        value known to be an array counts: not one that may be a Python object (an unknown call's result, a name
        iterated out of one, a pytree's part)."""
        if self.traced(expression):
            value = self.facts.value_of(expression)
            # A concrete jax array the traced code captured is no tracer: the message shows its value.
            return not value.captured and not (certain and value.opaque)
        if isinstance(expression, cst.FormattedString):
            return any(isinstance(part, cst.FormattedStringExpression) and
                       self._carries_traced(part.expression, certain) for part in expression.parts)
        if isinstance(expression, cst.Call) and isinstance(expression.func, cst.Attribute) \
                and expression.func.attr.value == "format":
            return any(self._carries_traced(argument.value, certain) for argument in expression.args)
        if isinstance(expression, cst.BinaryOperation) and isinstance(expression.operator, cst.Modulo):
            return self._carries_traced(expression.right, certain)
        if isinstance(expression, (cst.Tuple, cst.List)):
            return any(self._carries_traced(element.value, certain) for element in expression.elements)
        return False

    def _message_traced(self, node: cst.Call, certain: bool = False) -> bool:
        return any(self._carries_traced(argument.value, certain) for argument in node.args
                   if argument.keyword is None or argument.keyword.value not in ("category", "stacklevel"))

    def _meant_once(self, node: cst.Call, deprecation: bool) -> bool:
        """A message meant to appear once per compilation: one without traced values, under a static condition or
        announcing a deprecation."""
        return not self._message_traced(node) and (self._guarded() or deprecation)

    def _says_static_facts(self, node: cst.Call, deprecation: bool) -> bool:
        """A warning or log line meant to appear once per compilation, by what it carries and when it is issued.
        It is lost at run time when it shows a traced value (under a static condition, one known to be an array: a
        name that may be a Python object is no evidence there), when a traced condition decides whether it is
        issued, when a helper issues it after a host-side check it records (run_frequency.keeps_host_state), or
        when it is static text issued on every run of a hot traced function (run_frequency.expected_on_every_call).
        Any other message (static text under a static condition, a deprecation, static text of a helper or of a
        jitted function run once per input structure) says the same thing at every call."""
        guarded = self._guarded()
        if self._message_traced(node, certain=guarded) or self._under_traced_test():
            return False
        if guarded or deprecation:
            return True
        if keeps_host_state(self.trace.node, self.trace.local_names):
            return False  # a host-side check of what changed since its last run: under a trace it runs once
        return expected_on_every_call(self.facts, self.trace) is None


def _already_warned_tests(suite: cst.IndentedBlock) -> set[int]:
    """The `if key in seen: continue` (or return, break, raise) statements of a suite that also records the key
    (`seen.add(key)`): what follows them runs once per key, a message deduplicated on purpose."""
    recorded = {dotted_name(small.value.func.value) for statement in suite.body
                if type(statement) is cst.SimpleStatementLine for small in statement.body
                if type(small) is cst.Expr and type(small.value) is cst.Call and
                type(small.value.func) is cst.Attribute and small.value.func.attr.value == "add"}
    found = set()
    for statement in suite.body:
        test = statement.test if type(statement) is cst.If else None
        if test is not None and statement.orelse is None and type(test) is cst.Comparison and \
                len(test.comparisons) == 1 and type(test.comparisons[0].operator) is cst.In and \
                dotted_name(test.comparisons[0].comparator) in recorded - {None} and \
                _ends_in_jump(statement.body):
            found.add(id(statement))
    return found


def _ends_in_jump(body: cst.BaseSuite) -> bool:
    statements = body.body if isinstance(body, cst.IndentedBlock) else []
    last = statements[-1] if statements else None
    return type(last) is cst.SimpleStatementLine and isinstance(
        last.body[-1], (cst.Continue, cst.Return, cst.Break, cst.Raise))


class PrintInTracedCode(_TraceTimeMessage, Rule):
    code = "JXL201"
    summary = "`print()` in traced code"
    what = ("Flags calls to the builtin `print` inside a function JAX traces. A print whose values hold no traced "
            "value is not reported under a static condition (a debug flag, a shape check) or when it announces a "
            "deprecation: those are meant to print once per compilation; nor in a helper the file's untraced "
            "code also calls (a loader's progress text, the same line on every eager run); nor in code that only "
            "`jax.vmap`s nothing compiles run (`jax.vmap(f)(xs)` in plain code), which prints on every call.")
    why = ("print runs while JAX traces the function, once per compilation, and shows tracers such as "
           "JitTracer(float32[3]) instead of values; cached calls print nothing.")
    fix_hint = "use jax.debug.print(\"x = {}\", x), which prints the runtime value on every call"
    use_instead = """
@jax.jit
def step(x):
    jax.debug.print("x = {}", x)
    return x * 2
"""
    valid = (
        """
import jax

@jax.jit
def step(x):
    jax.debug.print("x = {x}", x=x)
    return x * 2

def report(x):
    print("result", step(x))
""",
    )
    invalid = (
        """
import jax

@jax.jit
def step(x):
    print("x =", x)  # expect: JXL201
    return x * 2
""",
        """
import jax

class Encoder:
    def __call__(self, x):
        print("encoding", x.shape)  # expect: JXL201
        return x * 2

    def encode(self, x):
        print("encode", x)  # expect: JXL201
        return x

encoder = Encoder()
run = jax.jit(encoder)
run_encode = jax.jit(encoder.encode)
""",
    )

    def visit_Call(self, node: cst.Call) -> None:
        if self.trace is not None and self.facts.builtin_called(node) == "print":
            if self._meant_once(node, _says_deprecated(node)):
                return  # a static diagnostic or deprecation notice, meant to print once per compilation
            if not any(self._printed_values_traced(node)) and self.facts.also_runs_untraced(self.trace):
                return  # a helper's progress text, printed on each eager run too: the same line at trace time
            shows_tracer = any(self.traced(arg.value) for arg in node.args)
            if self.facts.evaluates_eagerly(self.trace) and not any(self._printed_values_traced(node)):
                return  # a vmap that nothing compiles runs the body, and the print of concrete values, on every call
            detail = "prints a tracer, not the value, and " if shows_tracer else ""
            # Under jit that is once per compilation; a bare vmap traces (and prints) on every call.
            self.report(node, f"`print()` in traced `{self.trace.info.name}` {detail}runs only while JAX traces "
                              f"it (under jit once per compilation, not on every call)",
                        fix_data={"traced": self._printed_values_traced(node)})

    def _printed_values_traced(self, call: cst.Call) -> list[bool]:
        """Whether each value print() shows is traced, in order (f-strings' placeholders included): the fix prints
        traced values at run time and writes the others into the format when tracing (jax.debug.print takes
        arrays only)."""
        traced = []
        for arg in call.args:
            if arg.keyword is not None or isinstance(arg.value, (cst.SimpleString, cst.ConcatenatedString)):
                continue
            if isinstance(arg.value, cst.FormattedString):
                traced += [self.traced(part.expression) for part in arg.value.parts
                           if isinstance(part, cst.FormattedStringExpression)]
            else:
                traced.append(self.traced(arg.value))
        return traced


class OuterStateMutation(Rule):
    code = "JXL202"
    summary = "traced code writes to global, nonlocal, `self` or outer-container state"
    what = ("Flags writes from traced code to state that outlives the call: assignments to `global`/`nonlocal` "
            "names, `self.attr = ...`, item assignment and mutating methods (`append`, `update`, ...) on "
            "containers defined outside the function (a module-level one of another project file included, "
            "filled through its import: `utils.params[\"warm_start\"] = q`; also in a helper, of this module or "
            "another, that traced "
            "code hands such a container: `record(HISTORY, \"loss\", loss)`; and writes to `self` in a method of an "
            "object that outlives the trace, a module-level instance included, called by a helper of another module "
            "traced code hands it: `policy_loss(w, running_stats, x)`), and `next()` on an iterator made "
            "outside it (a generator of batches or noise), which advances once, while tracing. An attribute set on "
            "an argument `jax.jit` rebuilt from its leaves (`model.embed = ...` in a jitted `train_step(model, "
            "batch)`) is reported when the function neither returns that object nor hands it on: the write lands on "
            "jit's copy and the caller's object never changes. One the function reads again after setting it (the "
            "attribute, a part of it, or an object holding it) is scratch for its own computation, not reported. "
            "A jitted method of a pytree class that sets fields "
            "on `self` and returns `self` (jit's copy, the new object) is not reported.")
    why = ("The write happens once, while tracing; later calls reuse the compiled code and skip it. A tracer stored "
           "outside the trace leaks and raises UnexpectedTracerError when used later. A stack one function both "
           "pushes to and pops from (a context manager, an effect handler's `__call__`) ends each trace as it began:"
           " neither call is reported. Storing a literal constant on `self` (`self.ready = True`) leaks no tracer "
           "and stores the same value on every call: it is not reported; nor is a list or dict a test function "
           "asserts on that its traced closure appends to or writes items of (recording what tracing saw, or "
           "counting traces, is what the test checks), nor an entry that holds no tracer stored under a key "
           "(`self._cache[key] = jax.make_jaxpr(f)(x)`, an executable `f.lower(x).compile()`, a shape, a name; "
           "a key that held a tracer would not hash): the same on every trace, a memo's, nor "
           "`self.value = ...` in a method of a library state class (brainstate `State`, nnx `Variable`), which the "
           "library's transforms track, nor a bump of a module global that a function of the module restores in a "
           "`finally` (a context manager's scoped counter numbering what is made inside it). Scratch of one trace is"
           " not reported either: a place the writing function puts back in a `finally` (the active context of the "
           "current thread) or from a local it saved the place in first (a hook installed for the duration of the "
           "trace: `old = P; P = hook; out = body(); P = old`), or an attribute that only traced code of the file "
           "reads, each reader rebinding it before reading it or running inside the trace that set it (a helper, a "
           "branch compiled on its own) and never writing it; an attribute some untraced method reads, or that a "
           "reader carries from one trace to the next (`self.key, k = split(self.key)`, a memo), still is. Nor is "
           "`self.attr = value` of a value that holds no tracer (a fresh layer built from static configuration, a "
           "Python number from a shape, an array the caller captured) unless the value or an enclosing test reads "
           "that attribute (`self.n = self.n + 1`, a memo key), or it comes from a call given a traced argument or "
           "from a method of the object: every trace stores the same thing again; nor is a global or nonlocal name "
           "bound to such a value without reading the name (`nonlocal out_tree; leaves, out_tree = tree_flatten(out)`"
           " in a function its caller stages with `jax.make_jaxpr` and reads the structure of right after, `_WARNED ="
           " True`), while `_CALLS = _CALLS + 1` and a traced value still are; nor a nonlocal a jitted lax body binds"
           " from its carry before reading it when the function around it rebinds the name from the loop's outputs"
           " wherever it runs the body (`(regret, step), _ = lax.scan(body, (regret, 0))`): the tracer is overwritten"
           " before any read. Nor is appending values that hold "
           "no tracer (shapes, names) to an outer list, nor a write to an object a flax.linen module's `setup` "
           "builds (linen runs `setup` again on each `apply`, so the object lives in one trace) when the package "
           "does not export its class, nor a private memo (`self._basis`) that only its writer reads when that "
           "writer is jitted with every argument static (`self` alone): it is traced once per object.")
    fix_hint = "return the new value from the function (and carry it explicitly) instead of storing it"
    valid = (
        """
import jax

@jax.jit
def step(x, history):
    history = history + [x]
    cache = {}
    cache["last"] = x
    return x * 2, history, cache
""",
    )
    invalid = (
        """
import jax

calls = 0

@jax.jit
def step(x):
    global calls
    calls += 1  # expect: JXL202
    return x * 2
""",
        """
import jax

seen = []

@jax.jit
def step(x):
    seen.append(x)  # expect: JXL202
    return x * 2
""",
        """
import jax

class Tracker:
    def __init__(self):
        self.count = 0

    def update(self, x):
        self.count += 1  # expect: JXL202
        return x.mean()

tracker = Tracker()
update = jax.jit(tracker.update)
""",
    )

    def __init__(self, context) -> None:
        super().__init__(context)
        self._statement_calls: set[cst.CSTNode] = set()  # calls whose result is thrown away
        self._guards: list[cst.If] = []  # the `if` statements the walk is inside
        self._undone: dict[int, tuple[set[str], set[str]]] = {}

    def visit_If(self, node: cst.If) -> None:
        self._guards.append(node)

    def leave_If(self, original_node: cst.If) -> None:
        self._guards.pop()

    def _set_up_before_tracing(self) -> bool:
        function = self.context.function
        return self.trace is not None and isinstance(function, cst.FunctionDef) and self.facts.set_up_by_flatten(
            self.trace.info.class_node, function.name.value)

    def _outer_name(self, expression: cst.BaseExpression) -> Optional[str]:
        """The root name of `expression` if it refers to state defined outside the traced function."""
        root = expression
        holder: Optional[cst.BaseExpression] = None   # what the root name's first attribute or item is
        while isinstance(root, (cst.Attribute, cst.Subscript)):
            root, holder = root.value, root
        if not isinstance(root, cst.Name) or self.trace is None:
            return None
        name = root.value
        if holder is not None and self.facts.imported_module_container(self.trace, holder):
            return dotted_name(holder)   # `utils.params["warm_start"] = q`: another module's shared state
        if name in self.trace.global_names:
            return name
        if name in ("self", "cls") and self.trace.info.is_method and root is not expression and \
                self.trace.info.positional[:1] == [name]:
            # (The receiver only: a classmethod's `self = cls()` is an object it makes, a local like any other.)
            # A constructor called from traced code (or the class a transform traces) fills in a new object, and a
            # method called only on objects made in the same trace writes to them: nothing outlives the trace.
            if self.trace.builds_self or not self.trace.root and (self.trace.info.name in CONSTRUCTORS or
                                                                  self.trace.fresh_self):
                return None
            if jit_argument_copy(self.trace, name) and hands_on(self.trace.node, name):
                return None  # jit's own copy of a pytree `self`, set and returned as the new object
            return name
        if name in self.trace.local_names and self.value(root).outer_state:
            return name  # a parameter every traced caller passes a container that outlives the trace
        if name in self.trace.local_names or self.facts.closure_value(self.trace, name) is not None:
            return None  # the function's own state, or state of the enclosing traced function: same trace
        if self.facts.qualified_name(root) is not None or name in _BUILTIN_NAMES:
            return None
        return name

    def _check_target(self, target: cst.BaseExpression, statement: cst.CSTNode) -> None:
        if type(target) is cst.Tuple or type(target) is cst.List:
            for element in target.elements:
                self._check_target(element.value, statement)
            return
        if type(target) is cst.Name:
            if type(statement) is cst.AugAssign and is_constant(statement.value) and \
                    self.context.function is not None and \
                    self.facts.is_trace_counter(self.context.function, target.value):
                return  # `nonlocal n; n += 1` asserted on later: a test counting traces, on purpose
            if self.trace is not None and target.value in self.trace.global_names and \
                    not self.facts.writes_enclosing_trace(self.trace, target.value) and \
                    not self.facts.nonlocal_rebound_after_trace(self.trace, target.value) and \
                    not self.facts.scoped_global(target.value) and \
                    not self.facts.global_read_only_by_its_writer(self.trace, target.value) and \
                    not self._lazy_global(target.value, statement) and \
                    not self._stores_a_static_name(target.value, statement):
                self.report(statement, f"traced `{self.trace.info.name}` assigns global/nonlocal `{target.value}`"
                                       f": this runs once at trace time, not on every call")
            return
        if isinstance(target, cst.Subscript) and self.facts.is_reference(target.value):
            return  # writing a JAX Ref or an nnx Variable (`self.total[...] += x`) is a tracked runtime effect
        if isinstance(target, cst.Subscript) and isinstance(target.value, cst.Name) and \
                self.context.function is not None and self._records_the_trace(target.value.value, statement):
            return
        if isinstance(target, cst.Subscript) and isinstance(statement, cst.Assign) and \
                self._stores_a_static_entry(target, statement.value):
            return
        if isinstance(target, cst.Attribute) and self._sets_a_lost_copy(target, statement):
            return
        name = self._outer_name(target)
        if name is not None and isinstance(target, cst.Subscript) and isinstance(target.value, cst.Name) and \
                name not in self.trace.global_names and not self.facts.is_outer_container(self.trace, name) and \
                not self.value(target.value).outer_state:
            return  # not a known list/dict: a mutable Ref of a Pallas kernel or `run_state` (`o_ref[...] = v`)
        if name == "self" and isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name) and \
                target.attr.value == TRACKED_VALUE and self.trace.info.class_node is not None and \
                self.facts.tracks_own_value(self.trace.info.class_node):
            return  # `self.value = key` in a brainstate State / nnx Variable subclass: the state its library tracks
        if name in ("self", "cls") and isinstance(target, cst.Attribute) and isinstance(statement, cst.Assign) and \
                not holds_tracer(self.facts, self.trace, statement.value) and not _reads_place(
                    [statement.value, *(_beyond_presence(guard.test, target) if builds_no_array(
                        self.facts, statement.value) else guard.test for guard in self._guards)], target):
            # No tracer to leak, and nothing carried from the previous trace (`self.n = self.n + 1`, a memo key
            # tested before it is set): a value of the static signature (a shape, a fresh layer, a captured
            # array), the same on every call compiled with it. A test of whether the place is set at all (`if
            # self.step is None or rebuild:`) only decides whether to build that same value again, when building
            # it makes no array: a lazily cached jnp result is a tracer once filled inside a trace.
            return
        if name in ("self", "cls") and isinstance(target, cst.Attribute) and isinstance(statement, cst.Assign) and \
                built_from_static(self.facts, self.trace, statement.value):
            return  # a constant or an object made from static values: no tracer, the same on every trace
        if name == "self" and isinstance(target, cst.Attribute) and isinstance(statement, cst.Assign) and \
                self._lazily_set_up("self") and (self._set_up_before_tracing() or (
                    not self.traced(statement.value) and made_without_jax(self.facts, statement.value))):
            # Lazy set-up under `if not self._initialized:` of Python or numpy data, or done by the pytree's own
            # flattening before any trace: made once per object, holding no tracer. (Data from a function that
            # may call jnp, `self.plates = {n: plate(n, k) ...}` on first call under jit, is a tracer.)
            return
        if name == "cls" and isinstance(target, cst.Attribute) and isinstance(statement, cst.Assign) and \
                self._lazily_set_up("cls") and not self.traced(statement.value) and (
                    made_without_jax(self.facts, statement.value) or
                    constructs_own_class(self.facts, statement.value)):
            # A class's lazy singleton (`if cls._instance is None: cls._instance = cls()`): made once per process
            # from nothing the trace computed, which is what the guard is for.
            return
        if name is not None and name not in ("self", "cls") and name not in self.trace.global_names and \
                isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name) and \
                isinstance(statement, cst.Assign) and self._lazily_set_up(name) and \
                not self.traced(statement.value) and made_without_jax(self.facts, statement.value):
            # A module object's attribute made on first use (`if not hasattr(_local, "stack"): _local.stack = []`,
            # a threading.local's per-thread stack): made once, holding no tracer, what the guard is for.
            return
        if name is not None and self.facts.per_trace_scratch(self.trace, target):
            return  # scratch of the trace: restored in a `finally`, or read only by traced code that runs after it
        if name is not None and isinstance(statement, cst.Assign) and self._concrete_under_eager_vmap(statement):
            return  # an un-jitted vmap runs the body on every call: a value not mapped over is concrete there
        if name is not None and not (name in ("self", "cls") and self._state_is_propagated()):
            what = "attribute" if isinstance(target, cst.Attribute) else "item"
            self.report(statement, f"traced `{self.trace.info.name}` sets an {what} of outer `{name}`: this runs "
                                   f"once at trace time and can leak a tracer")

    def _sets_a_lost_copy(self, target: cst.Attribute, statement: cst.CSTNode) -> bool:
        """`model.embed = ...` on an argument jit rebuilt from its leaves for the trace, which the function neither
        returns nor hands on afterwards: the caller's object never changes (reported here; True when reported)."""
        root = target.value
        while isinstance(root, (cst.Attribute, cst.Subscript)):
            root = root.value
        if not isinstance(root, cst.Name) or root.value in ("self", "cls") or \
                not jit_argument_copy(self.trace, root.value) or hands_on(self.trace.node, root.value, statement) or \
                observed_after(self.trace.node, target, statement):
            return False
        self.report(statement, f"traced `{self.trace.info.name}` sets an attribute of argument `{root.value}`, the "
                               f"copy jit rebuilt from its leaves: the caller's object never changes (return the "
                               f"updated `{root.value}`)")
        return True

    def _concrete_under_eager_vmap(self, statement: cst.Assign) -> bool:
        """Is the value `statement` stores concrete because only un-jitted vmaps run the code: it reads nothing of
        the vmapped function's own, or it holds no tracer where the code evaluates eagerly?"""
        if self.facts.runs_eagerly(self.trace) and not self.facts.reads_own_names(self.trace, statement.value):
            return True
        return self.facts.evaluates_eagerly(self.trace) and not self.traced(statement.value)

    def _lazily_set_up(self, root: str) -> bool:
        """Is the walk inside a lazy initialisation of a place of `root` (`self`, `cls`, a global's name)?"""
        return any(initialises_once(guard) == root for guard in self._guards)

    def _lazy_global(self, name: str, statement: cst.CSTNode) -> bool:
        """`if _POOL is None: _POOL = ThreadPoolExecutor(max_workers=1)`: a module's object made on first use, once
        per process by design, from static values only (no tracer to leak, nothing a later call would redo)."""
        return isinstance(statement, cst.Assign) and self._lazily_set_up(name) and \
            not self.traced(statement.value) and (made_without_jax(self.facts, statement.value) or
                                                  built_from_static(self.facts, self.trace, statement.value))

    def _stores_a_static_name(self, name: str, statement: cst.CSTNode) -> bool:
        """`nonlocal out_tree; leaves, out_tree = tree_flatten(out)`, `_WARNED = True`: a value that holds no tracer,
        made without reading the name (no counter, no key split, no memo tested first), is stored again by every
        trace, the same for every call compiled with it; and a trace the function around runs on the spot
        (`jax.make_jaxpr(flat)(...)`) hands it what that trace saw."""
        return binds_static_value(self.facts, statement, name) and not holds(
            [statement.value, *(guard.test for guard in self._guards)],  # type: ignore[attr-defined]
            lambda node: type(node) is cst.Name and node.value == name)

    def _check_advanced_iterator(self, node: cst.Call) -> None:
        """`next(batches)` on an iterator made outside the traced function (a generator the factory was given, a
        module's stream): it advances once, while tracing, and the item it gave is baked into the compiled code."""
        iterator = node.args[0].value
        name = self._outer_name(iterator)
        if name is None or name in ("self", "cls") and self._state_is_propagated() or \
                self.facts.traced_only_eagerly(self.trace):
            return  # an un-jitted vmap traces on every call: the iterator advances on every call too
        self.report(node, f"traced `{self.trace.info.name}` calls `next()` on outer `{name}`: the iterator advances "
                          f"once at trace time, and the compiled code reuses the item it gave then on every call")

    def _stores_a_static_entry(self, target: cst.Subscript, value: cst.BaseExpression) -> bool:
        """`self._cache[key] = compiled` with no tracer in the value (a jaxpr, a shape, a Python object) under a
        key: the same entry on every trace, a memo's or a registry's, which leaks nothing. A key that held a tracer
        would raise (a tracer is unhashable, and neither a list nor a NumPy array takes one as an index), so in a run
        that works the key is a Python value, whatever the analysis knows of it (as for a memo's `get`). Not a value
        read from the container itself (`counts[k] = counts.get(k, 0) + 1`): that counts traces."""
        if self.value(value).traced:
            return False
        container = dotted_name(target.value)
        if not is_constant(value) and (not container or holds([value], lambda node: dotted_name(node) == container)):
            # A constant (`self.walls[i]["absorption"] = 1.0`) reads nothing, wherever it is stored.
            return False
        return any(isinstance(element.slice, cst.Index) for element in target.slice)

    def _records_the_trace(self, name: str, statement: cst.CSTNode) -> bool:
        """An item write to a dict a test owns and asserts on: `calls["n"] += 1` counting traces, or `seen["x"] =
        is_tracer(x)` recording what the trace saw, checked after the traced call (the counter and the probe of the
        module docstring of analysis/trace_counters.py, kept in a dict instead of a name or a list)."""
        if isinstance(statement, cst.AugAssign):
            return is_constant(statement.value) and self.facts.is_trace_counter(self.context.function, name)
        return isinstance(statement, cst.Assign) and self.facts.is_trace_probe(self.context.function, name)

    def _stack_calls(self) -> tuple[set[str], set[str]]:
        """Outer containers the current function pushes to and pops from (`STACK.append(c)` ... `STACK.pop()`)."""
        function = self.context.function
        cached = self._undone.get(id(function))
        if cached is None:
            cached = (set(), set())
            pending: list[cst.CSTNode] = [function.body] if function is not None else []
            while pending:
                current = pending.pop()
                if isinstance(current, cst.Call) and isinstance(current.func, cst.Attribute):
                    method = current.func.attr.value
                    if method in _PUSHES or (method in _POPS and _undoes_a_push(current)):
                        cached[method in _POPS].add(dotted_name(current.func.value) or "")
                pending.extend(children(current))
            self._undone[id(function)] = cached
        return cached

    def _state_is_propagated(self) -> bool:
        """flax.nnx transforms carry module attribute updates out of the trace: `self.count = ...` is fine."""
        return self.trace.self_managed or any(value.filtered for value in self.trace.params.values())

    def visit_Assign(self, node: cst.Assign) -> None:
        if self.trace is not None:
            for target in node.targets:
                self._check_target(target.target, node)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        if self.trace is not None:
            self._check_target(node.target, node)

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        if self.trace is not None and node.value is not None:
            self._check_target(node.target, node)

    def visit_Expr(self, node: cst.Expr) -> None:
        self._statement_calls.add(node.value)

    def visit_Call(self, node: cst.Call) -> None:
        if self.trace is None:
            return
        if self.facts.builtin_called(node) == "next" and node.args:
            self._check_advanced_iterator(node)
            return
        if not isinstance(node.func, cst.Attribute):
            return
        method = node.func.attr.value
        if method not in _CONTAINER_ONLY_METHODS and method not in _SHARED_MUTATING_METHODS:
            return
        if method in _RETURN_NONE_METHODS and node not in self._statement_calls and not (
                isinstance(node.func.value, cst.Name) and self.facts.is_outer_container(
                    self.trace, node.func.value.value)):
            return  # its result is used, so it is no list.insert(): `state = replay_buffer.insert(state, x)`
        name = self._outer_name(node.func.value)
        if name is None:
            return
        if method == "append" and all(is_constant(argument.value) for argument in node.args) and \
                isinstance(node.func.value, cst.Name) and self.context.function is not None and \
                self.facts.is_trace_counter(self.context.function, name):
            return  # `traces.append(None)` asserted on later: a test counting traces, on purpose
        if method == "append" and isinstance(node.func.value, cst.Name) and self.context.function is not None and \
                self.facts.is_trace_probe(self.context.function, name):
            return  # `seen.append(helper(t))` in a test asserting on `seen`: recording the trace, on purpose
        if (method in _PUSHES or (method in _POPS and _undoes_a_push(node))) and dotted_name(node.func.value) in \
                self._stack_calls()[method in _PUSHES]:
            # A stack pushed and popped by the same function (a context manager, an effect handler's `__call__`):
            # it ends each trace as it began, the push and the pop alike.
            return
        if method == "setdefault" and node.args and node in self._statement_calls and not any(
                self.value(argument.value).traced for argument in node.args):
            # A default that holds no tracer, set only where the key is missing: the same on every trace (not one
            # whose result is filled next, `history.setdefault(name, []).append(loss)`).
            return
        if method in _STORING_METHODS and node.args and not any(
                is_constant(argument.value) or self.value(argument.value).traced for argument in node.args):
            return  # stores values that hold no tracer (shapes, names, jaxprs): nothing of the trace escapes it
        if method in _CONTAINER_ONLY_METHODS or (
                node.func.value is not None and isinstance(node.func.value, cst.Name)
                and (self.facts.is_outer_container(self.trace, name) or self.value(node.func.value).outer_state)):
            self.report(node, f"traced `{self.trace.info.name}` calls `.{node.func.attr.value}()` on outer "
                              f"`{name}`: this runs once at trace time and can leak a tracer")


# Container methods that return None: code using their result is calling something else of the same name.
_RETURN_NONE_METHODS = frozenset({"append", "extend", "insert", "appendleft", "extendleft"})
# Container methods whose arguments become elements of the container.
_STORING_METHODS = frozenset({"append", "extend", "insert", "appendleft", "extendleft", "add"})
_BUILTIN_NAMES = frozenset({"print", "len", "range", "super", "object", "type"})
_PUSHES = frozenset({"append", "appendleft", "add"})
_POPS = frozenset({"pop", "popleft", "remove", "discard"})


def _reads_place(expressions: list[cst.BaseExpression], place: cst.Attribute) -> bool:
    """Does one of `expressions` read the attribute `place` (`self.count` in `self.count + 1`)?"""
    wanted = dotted_name(place)
    return wanted is not None and holds(expressions, lambda node: type(node) is cst.Attribute and
                                        node.attr.value == place.attr.value and dotted_name(node) == wanted)


def _beyond_presence(test: cst.BaseExpression, place: cst.Attribute) -> cst.BaseExpression:
    """`test` without its tests of whether `place` is set (`place is None`, `place is not None`, `not place`, the
    bare `place`, also as operands of `and`/`or`): what is left reads the place's value (`place > 5`), which a
    memo's lazy set-up does not."""
    wanted = dotted_name(place)
    if wanted is None or _tests_presence(test, wanted):
        return cst.Name("None")
    if type(test) is cst.BooleanOperation:
        return test.with_changes(left=_beyond_presence(test.left, place), right=_beyond_presence(test.right, place))
    return test


# Module-level, not closures: a recursive closure is a reference cycle, and the engine frees trees by reference
# counting alone (tests/test_parallel_runs.py).
def _is_place(node: cst.BaseExpression, wanted: str) -> bool:
    return type(node) is cst.Attribute and dotted_name(node) == wanted


def _tests_presence(node: cst.BaseExpression, wanted: str) -> bool:
    """Is `node` a test of whether the attribute spelt `wanted` is set (`x.a`, `not x.a`, `x.a is None`, `x.a is
    not None`)?"""
    if _is_place(node, wanted):
        return True
    if type(node) is cst.UnaryOperation and type(node.operator) is cst.Not:
        return _tests_presence(node.expression, wanted)
    return type(node) is cst.Comparison and _is_place(node.left, wanted) and len(node.comparisons) == 1 and \
        type(node.comparisons[0].operator) in (cst.Is, cst.IsNot) and \
        type(node.comparisons[0].comparator) is cst.Name and node.comparisons[0].comparator.value == "None"


def _undoes_a_push(call: cst.Call) -> bool:
    """`stack.pop()`, `stack.pop(-1)`, `items.remove(x)`: takes back what a push added. `queue.pop(0)` after
    `queue.append(x)` turns the queue over instead."""
    if call.func.attr.value != "pop" or not call.args:  # type: ignore[attr-defined]
        return True
    index = call.args[0].value
    return isinstance(index, cst.UnaryOperation) and isinstance(index.operator, cst.Minus) and \
        isinstance(index.expression, cst.Integer) and index.expression.value == "1"


_DEPRECATIONS = ("DeprecationWarning", "FutureWarning")


class TraceTimeIO(_TraceTimeMessage, Rule):
    code = "JXL203"
    summary = "logging, warnings or file I/O in traced code"
    what = ("Flags `logging`/logger calls (a logger named so, or kept on `self` from `logging.getLogger`), "
            "`warnings.warn`, `open()` for writing (on the first write of a traced value in its `with` block, "
            "where the tracer's repr replaces the value), `input()`, "
            "`sys.stdout/stderr.write` and file writes (`np.save`, `np.savetxt`, `pickle.dump`, `json.dump`) in "
            "traced code. A warning or log line is reported by what it carries and when it is issued: when its "
            "message shows a traced value (under a static condition, a value known to be an array), when a traced "
            "condition decides whether it is issued (a traced `if`, a `lax.cond` branch), when a helper issues it "
            "after a host-side check it records (`_SEEN.update(changed)`: what changed since the last call, "
            "checked only at trace time), or when it is static text issued on every run of a hot traced function "
            "(a lax loop body, a jitted function the code calls in a loop or names as one step of a run). A message "
            "of static facts (text, static arguments, names, dtypes) under a static condition, a deprecation, and "
            "any static message of a helper or of a jitted function run once per input structure (a converter, a "
            "loader keyed by a static path) say the same at every call: once per compilation loses nothing; so do "
            "a warning past an \"already warned\" test (`if key in _WARNED: continue` ... `_WARNED.add(key)`) or in "
            "an `except` handler. Reading a file (`open(path)`, mode \"r\"/\"rb\") at trace time makes its contents "
            "constants of the program and is not reported, nor is host I/O in code JAX evaluates eagerly (under a "
            "vmap nothing compiles, or a helper called only in a `jax.ensure_compile_time_eval()` or "
            "`jax.core.eval_context()` block, whose host work runs eagerly by request). Nor is `log.info(...)` on a "
            "logger the project builds from a module of its own that prints through `jax.debug.callback` or "
            "`io_callback` (its lines appear at run time), nor a call with keywords `logging.Logger` refuses "
            "(`logger.log(step, loss=loss)`: a project's own logger, analysed where its class is defined).")
    why = "They run while JAX traces the function, once per compilation, with tracers for values; cached calls skip them."
    fix_hint = "use jax.debug.print or jax.debug.callback(fn, x) to run host code with runtime values"
    valid = (
        """
import logging
import jax

logger = logging.getLogger(__name__)

@jax.jit
def step(x):
    jax.debug.callback(lambda v: logger.info("x=%s", v), x)
    return x * 2

def train(x):
    logger.info("starting")
    return step(x)
""",
        """
import warnings
import jax

@jax.jit
def smooth(x, window=None):
    if window is not None:
        warnings.warn("`window=` is deprecated", DeprecationWarning)
    if x.ndim > 1:
        warnings.warn("smoothing along the last axis only")
    return x
""",
        """
import logging
import jax

logger = logging.getLogger(__name__)

@jax.jit
def integrate(values):
    logger.debug("Computing areas.")
    return values.sum()
""",
        """
import functools
import logging
import jax

@functools.partial(jax.jit, static_argnames="table")
def apply_table(x, table):
    logging.info("Using lookup table %s", table)
    return x * len(table)
""",
    )
    invalid = (
        """
import logging
import jax

logger = logging.getLogger(__name__)

@jax.jit
def step(x):
    logger.info("x=%s", x)  # expect: JXL203
    return x * 2
""",
        """
import warnings
import jax

@jax.jit
def safe_log(x):
    warnings.warn("clamping inputs")  # expect: JXL203
    return x

def log_all(batches):
    return [safe_log(batch) for batch in batches]
""",
    )

    @staticmethod
    def _is_deprecation(node: cst.Call) -> bool:
        for position, argument in enumerate(node.args):
            if (argument.keyword is None and position == 1) or (
                    argument.keyword is not None and argument.keyword.value == "category"):
                if (dotted_name(argument.value) or "").endswith(_DEPRECATIONS):
                    return True
        return _says_deprecated(node)

    def __init__(self, context) -> None:
        super().__init__(context)
        # `open(...)` calls of `with open(...) as handle:` items: the handle's name and the block using it.
        self._with_handles: dict[cst.Call, tuple[str, cst.BaseSuite]] = {}

    def visit_With(self, node: cst.With) -> None:
        if self.trace is None:
            return
        for item in node.items:
            if type(item.item) is cst.Call and item.asname is not None and type(item.asname.name) is cst.Name:
                self._with_handles[item.item] = (item.asname.name.value, node.body)

    def _traced_write(self, opened: cst.Call) -> Optional[cst.Call]:
        """The first `handle.write(...)` of a `with open(...) as handle:` block that writes a traced value (an
        f-string of one): the line where the tracer's repr goes to the file in place of the value."""
        handle = self._with_handles.get(opened)
        if handle is None:
            return None
        name, body = handle
        pending: list[cst.CSTNode] = [body]
        while pending:
            current = pending.pop()
            if type(current) is cst.Call and type(current.func) is cst.Attribute and \
                    current.func.attr.value in _FILE_METHODS and type(current.func.value) is cst.Name and \
                    current.func.value.value == name and self._message_traced(current):
                return current
            if not isinstance(current, (cst.FunctionDef, cst.Lambda, cst.ClassDef)):
                pending.extend(reversed(list(children(current))))
        return None

    def visit_Call(self, node: cst.Call) -> None:
        if self.trace is None:
            return
        qualified = self.facts.qualified_name(node.func) or ""
        builtin = self.facts.builtin_called(node)
        what = None
        message_only = False   # a warning or log line, whose only effect is its message
        if qualified.startswith("logging.") and qualified.rpartition(".")[2] in _LOGGER_METHODS | {"log"}:
            what, message_only = f"`{qualified}`", True
        elif qualified == "warnings.warn":
            what, message_only = f"`{qualified}`", True
        elif qualified in ("sys.stdout.write", "sys.stderr.write") or qualified in _FILE_WRITERS:
            what = f"`{qualified}`"
        elif builtin in _IO_FUNCTIONS:
            what = f"`{builtin}()`"
        elif isinstance(node.func, cst.Attribute) and node.func.attr.value in _LOGGER_METHODS and isinstance(
                node.func.value, cst.Name) and node.func.value.value in ("logger", "log", "_logger", "LOGGER",
                                                                        "_LOGGER", "logging") \
                and node.func.value.value not in self.trace.local_names \
                and takes_logging_keywords(arg.keyword.value for arg in node.args if arg.keyword is not None):
            if self.facts.logs_through_callback(node.func.value.value):
                return  # the project's logger prints through jax.debug.callback: at run time, on every call
            what, message_only = f"`{node.func.value.value}.{node.func.attr.value}()`", True
        elif isinstance(node.func, cst.Attribute) and node.func.attr.value in _LOGGER_METHODS | {"log"} and \
                self.facts.standard_logger_attribute(self.trace, node.func.value):
            what, message_only = f"`{self.facts.code_for_node(node.func)}()`", True
        elif isinstance(node.func, cst.Attribute) and node.func.attr.value in _FILE_METHODS and \
                self.facts.written_file_attribute(self.trace, node.func.value):
            what = f"`{self.facts.code_for_node(node.func)}()`"   # a file the constructor opened for writing
        if what is None:
            return
        if message_only and self._says_static_facts(node, qualified == "warnings.warn" and self._is_deprecation(node)):
            return  # a message about the static program says the same at every call: once per compilation is enough
        if builtin == "open" and opens_for_reading(node):
            return  # read at trace time, the file's contents become constants of the program: nothing is lost
        if self.facts.evaluates_eagerly(self.trace) and not any(self.traced(arg.value) for arg in node.args):
            # Under a vmap nothing compiles it runs on every call; under `jax.ensure_compile_time_eval()` the code
            # asked for its host work to run once, eagerly, while tracing.
            return
        write = self._traced_write(node) if builtin == "open" else None
        if write is not None:
            # Opening the file is harmless; what is lost is the value the block writes, once, as a tracer's repr.
            node, what = write, f"`{self.facts.code_for_node(write.func)}()` to a file opened"
        self.report(node, f"{what} in traced `{self.trace.info.name}` runs only while tracing, not on every call")


def _says_deprecated(node: cst.Call) -> bool:
    """The call's first argument is a string saying "deprecated"."""
    first = node.args[0].value if node.args else None
    text = first.evaluated_value if isinstance(first, (cst.SimpleString, cst.ConcatenatedString)) else None
    return isinstance(text, str) and "deprecat" in text.lower()


RULES = [PrintInTracedCode, OuterStateMutation, TraceTimeIO]
