"""Watching JAX while the project's own code runs: what a function is called with, what a line raises, what compiles.

Shared by the confirm worker (which runs one of the project's tests as the driver of a finding) and the pytest
plugin (which watches the user's whole test run). Imports jax when a recorder is made, never at import time, so
that the plugin stays inert until its option is given.

- `CallRecorder` (sys.settrace, paid only by frames of one file): the abstract signature of each call of the
  flagged function (the pytree of its arguments with tracers replaced by their shape, dtype and weak type, static
  Python values kept), how often the flagged lines ran and which exceptions passed through them.
- `CompileLog` (jax.monitoring and JAX's cache-miss explanations): every compilation with its function name, and
  every tracing-cache miss with the function's definition site and what changed since the closest earlier trace.
"""

from __future__ import annotations

import logging
import os
import re
import sys
import types
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

MAX_CALLS = 12                      # distinct recorded signatures kept
# The JAX option the compile log turns on for the worker's whole life: the worker's own, never the user's to reset.
EXPLAIN_OPTION = "jax_explain_cache_misses"
MAX_ERRORS = 4


@dataclass
class RecordedCall:
    function_line: int              # co_firstlineno of the called function (which entry it is)
    names: list[str]                # parameter names, in order, of the positional values
    positional: list[Any]           # spec trees: inputs.Leaf for what was traced, the real object otherwise
    keywords: dict[str, Any]
    traced: bool                    # were any of the arguments tracers (the call happened under a JAX transform)
    signature: str                  # a short text of the abstract signature, for details and deduplication
    reached: bool = False           # did the flagged lines run during this call (these inputs reach them)
    identity: str = ""              # the whole description: calls alike in it are the same inputs
    function: Any = None            # for a closure: the function object the project's run created and called
    abstract: bool = False          # traced only to evaluate it abstractly (jax.eval_shape, jax.make_jaxpr)


@dataclass
class LineError:
    error: BaseException
    traced: bool                    # raised while the function was being traced


def _same_file(a: str, b: str) -> bool:
    return a == b or os.path.realpath(a) == os.path.realpath(b)


class CallRecorder:
    """Records calls of the functions whose code starts at `function_lines` in `filename`, and the executions
    and exceptions of lines [first, last] there, while active (a context manager)."""

    def __init__(self, filename: str, first: int, last: int, function_lines: set[int],
                 closure_lines: frozenset = frozenset()) -> None:
        self.filenames = {filename, os.path.realpath(filename)}
        self.first, self.last = first, last
        # Closures (`closure_lines`, a subset) are recorded with their function object: no name imports them.
        self.closure_lines = closure_lines
        self.function_lines = function_lines | closure_lines
        self.calls: list[RecordedCall] = []
        self.call_counts: dict[int, int] = {}      # first line of a recorded function -> calls seen
        self.line_hits = 0
        self.traced_hits = 0            # of line_hits, those while a JAX transform traced
        self.errors: list[LineError] = []
        self._traced_depth = 0
        self._signatures: dict[tuple[int, str], RecordedCall] = {}
        self._seen_errors: set[int] = set()
        self._foreign: set[str] = set()
        # Calls of recorded functions now running, innermost last: (frame, its RecordedCall or None).
        self._active: list[tuple[types.FrameType, Optional[RecordedCall]]] = []
        self._closures: dict[tuple, Optional[Callable]] = {}

    # The global trace function runs on every call in the process: it must decide quickly.
    def _global(self, frame: types.FrameType, event: str, arg: Any) -> Optional[Callable]:
        filename = frame.f_code.co_filename
        if filename not in self.filenames:
            if filename in self._foreign:
                return None
            if not _same_file(filename, next(iter(self.filenames))):
                self._foreign.add(filename)
                return None
            self.filenames.add(filename)
        if frame.f_code.co_firstlineno in self.function_lines:
            line = frame.f_code.co_firstlineno
            self.call_counts[line] = self.call_counts.get(line, 0) + 1
            self._active.append((frame, self._record_call(frame)))
        return self._local

    def _local(self, frame: types.FrameType, event: str, arg: Any) -> Optional[Callable]:
        if event == "return" and self._active and self._active[-1][0] is frame:
            self._active.pop()
        if self.first <= frame.f_lineno <= self.last:
            if event == "line":
                self.line_hits += 1
                if self._active and self._active[-1][1] is not None:
                    self._active[-1][1].reached = True
                if not _top_level():
                    self.traced_hits += 1
            elif event == "exception" and len(self.errors) < MAX_ERRORS:
                error = arg[1]
                if id(error) not in self._seen_errors:
                    self._seen_errors.add(id(error))
                    self.errors.append(LineError(error, _has_tracer(frame.f_locals.values())))
        return self._local

    def _record_call(self, frame: types.FrameType) -> Optional[RecordedCall]:
        if len(self.calls) >= MAX_CALLS:
            return None
        try:
            call = abstract_call(frame)
        except Exception:  # noqa: BLE001 - an argument we cannot describe only loses this record
            return None
        if call.function_line in self.closure_lines:
            if not call.traced:
                # A closure run as plain Python says nothing about tracing, and its object is not worth finding.
                return None
            # A closure traced again and again (a body made once, traced per shape) is looked up once.
            code = frame.f_code
            key = (id(code),) + tuple(id(frame.f_locals.get(name)) for name in code.co_freevars)
            if key not in self._closures:
                self._closures[key] = function_of(frame, search_heap=len(self._closures) < MAX_CALLS)
            call.function = self._closures[key]
            if call.function is None:
                return None
            call.abstract = _under_abstract_evaluation(frame)
            # Two closures of one def with the same inputs are different functions (their free variables).
            call.identity += f" #{id(call.function)}"
        key = (call.function_line, call.identity)
        if key not in self._signatures:
            self._signatures[key] = call
            self.calls.append(call)
        return self._signatures[key]

    def __enter__(self) -> "CallRecorder":
        self._previous = sys.gettrace()
        sys.settrace(self._global)
        return self

    def __exit__(self, *exc: Any) -> None:
        sys.settrace(self._previous)


def function_of(frame: types.FrameType, search_heap: bool = True) -> Optional[Callable]:
    """The function object whose call `frame` is: for a closure, the one whose free variables the frame sees
    (several closures of one def can exist at once). `search_heap`: when the callers do not hold it, look through
    the referrers of its code (a scan of every live object: not to be repeated often)."""
    import gc
    code = frame.f_code

    def matches(candidate: Any) -> bool:
        if not isinstance(candidate, types.FunctionType) or candidate.__code__ is not code:
            return False
        cells = candidate.__closure__ or ()
        try:
            return all(frame.f_locals.get(name, _MISSING) is cell.cell_contents
                       for name, cell in zip(code.co_freevars, cells))
        except ValueError:      # an empty cell: not the function this frame runs
            return False

    # The callers hold it (JAX's tracing wraps the function it was given): a few frames up is cheap.
    caller, depth = frame.f_back, 0
    while caller is not None and depth < 16:
        for value in list(caller.f_locals.values()):
            if matches(value):
                return value
            for attribute in ("f", "func", "fun", "__wrapped__"):
                try:
                    candidate = getattr(value, attribute, None)
                except Exception:  # noqa: BLE001 - a user object's __getattr__
                    continue
                if matches(candidate):
                    return candidate
        caller, depth = caller.f_back, depth + 1
    if not search_heap:
        return None
    return next((ref for ref in gc.get_referrers(code) if matches(ref)), None)


_MISSING = object()
_ABSTRACT_APIS = frozenset({"eval_shape", "make_jaxpr_f"})


def _under_abstract_evaluation(frame: types.FrameType) -> bool:
    """Is JAX tracing this call only to compute shapes or a jaxpr? Then nothing runs the traced code afterwards,
    and "runs once, not on every call" has no call to be about."""
    caller = frame.f_back
    while caller is not None:
        if caller.f_code.co_name in _ABSTRACT_APIS and "jax" in caller.f_code.co_filename:
            return True
        caller = caller.f_back
    return False


def _top_level() -> bool:
    """Is no JAX transform tracing right now? (True when unknown: an unknown is no evidence of tracing.)"""
    try:
        from jax._src import core
        return bool(core.trace_state_clean())
    except Exception:  # noqa: BLE001 - a JAX without this function
        return True


def _has_tracer(values: Any) -> bool:
    import jax
    try:
        return any(isinstance(leaf, jax.core.Tracer) for value in values
                   for leaf in jax.tree_util.tree_leaves(value))
    except Exception:  # noqa: BLE001
        return False


def abstract_call(frame: types.FrameType) -> RecordedCall:
    """The arguments of the call `frame` starts, as specs: tracers become `Leaf`s, everything else is kept."""
    import inspect

    import jax

    from .inputs import Leaf
    info = inspect.getargvalues(frame)
    # getargvalues lists keyword-only parameters with the positional ones: passed positionally, they would not fit.
    positional_count = frame.f_code.co_argcount
    names = list(info.args[:positional_count])
    values = [info.locals[name] for name in names]
    if info.varargs:
        varargs = info.locals.get(info.varargs, ())
        names += [f"*{info.varargs}[{i}]" for i in range(len(varargs))]
        values += list(varargs)
    keywords = {name: info.locals[name] for name in info.args[positional_count:]}
    if info.keywords:
        keywords.update(info.locals.get(info.keywords, {}) or {})
    traced = False

    def convert(leaf: Any) -> Any:
        nonlocal traced
        if isinstance(leaf, jax.core.Tracer):
            traced = True
            aval = leaf.aval
            shape = tuple(getattr(aval, "shape", ()))
            dtype = getattr(aval, "dtype", None)
            if dtype is None:
                raise TypeError(f"a tracer without a dtype: {aval}")
            key = jax.dtypes.issubdtype(dtype, jax.dtypes.prng_key)
            return Leaf(shape, dtype, weak=bool(getattr(aval, "weak_type", False)), key=key)
        return leaf

    positional = [jax.tree_util.tree_map(convert, value) for value in values]
    keyword_specs = {name: jax.tree_util.tree_map(convert, value) for name, value in keywords.items()}
    described = list(zip(names, positional)) + list(keyword_specs.items())
    signature = ", ".join(f"{name}={describe_spec(value)}" for name, value in described)
    # Calls are told apart by the whole description: two model traces alike in their first 80 characters are
    # different inputs (one may reach the flagged line, the other not).
    identity = ", ".join(f"{name}={describe_spec(value, None)}" for name, value in described)
    return RecordedCall(frame.f_code.co_firstlineno, names, positional, keyword_specs, traced, signature,
                        identity=identity)


def describe_spec(tree: Any, limit: Optional[int] = 80) -> str:
    """`f32[8,3]`, `{'b': f32[3], 'w': f32[2,3]}`, `2` (a static value): short (`limit` characters), for verdict
    details; whole with `limit=None`."""
    import jax
    import numpy as np

    from .inputs import Leaf

    def leaf_text(leaf: Any) -> str:
        if isinstance(leaf, Leaf):
            weak = "~" if leaf.weak else ""
            return f"{weak}{np.dtype(leaf.dtype).name if not leaf.key else 'key'}[{','.join(map(str, leaf.shape))}]"
        if isinstance(leaf, (jax.Array, np.ndarray)):
            return f"{np.dtype(leaf.dtype).name}[{','.join(map(str, leaf.shape))}]"
        text = repr(leaf)
        if limit is None:
            return text if len(text) <= 400 else f"<{type(leaf).__name__} {text[:400]}>"
        return text if len(text) <= 30 else f"<{type(leaf).__name__}>"

    leaves, treedef = jax.tree_util.tree_flatten(tree, is_leaf=lambda node: isinstance(node, Leaf))
    if len(leaves) == 1 and treedef.num_nodes == 1:
        return leaf_text(leaves[0])
    texts = [leaf_text(leaf) for leaf in leaves]
    text = str(jax.tree_util.tree_unflatten(treedef, texts)).replace("'", "")
    return text if limit is None or len(text) <= limit else text[:limit - 3] + "..."


# --- compilations and cache misses --------------------------------------------------------------------------------
@dataclass
class Compile:
    name: str                       # `jit(step)`
    seconds: float


@dataclass
class TraceMiss:
    """One tracing-cache miss as JAX explains it (jax_explain_cache_misses)."""
    function: str                   # `step`, `<lambda>`
    path: str                       # where the function is defined
    line: int
    callsite: str                   # `train.py:12:4 (fit)`: where the function was called
    change: str                     # "first", "function identity", "shape", "dtype", "weak type", "static value",
                                    # "pytree structure", "other"
    detail: str                     # JAX's words for what changed


_MISS_HEADER = re.compile(r"TRACING CACHE MISS at (?P<callsite>.*?):?\n")
_DEFINED = re.compile(r"(?:for |^\s+)(?P<name>\S+)(?: id=\d+)? defined at (?P<path>.+?):(?P<line>\d+)\s*$", re.M)
_TYPE_CHANGE = re.compile(r"now (?P<now>\S+) and before (?P<before>\S+)")


def classify_change(message: str) -> tuple[str, str]:
    """What changed between a trace and the closest earlier one: (kind, JAX's line about it)."""
    lines = [line.strip() for line in message.splitlines()[1:] if line.strip()]
    if any(line.startswith("never seen function") for line in lines):
        if any("re-defined repeatedly" in line or "same line" in line for line in lines):
            return "function identity", "a new function object defined on the same line"
        return "first", "first trace"
    detail = next((line.lstrip("* ") for line in lines if line.startswith("*")), lines[-1] if lines else "")
    if "Static(" in detail or "static" in detail.lower():
        return "static value", detail
    match = _TYPE_CHANGE.search(detail)
    if match:
        now, before = match.group("now"), match.group("before")
        if "weak_type" in now + before and now.split("(")[0] == before.split("(")[0]:
            return "weak type", detail
        now_dtype, before_dtype = now.split("[")[0], before.split("[")[0]
        if now_dtype != before_dtype:
            return "dtype", detail
        return "shape", detail
    if "pytree" in message:
        return "pytree structure", detail
    return "other", detail


class CompileLog:
    """Every compilation and tracing-cache miss from when it is started; one per process (JAX's listeners and
    the cache-miss setting are global)."""

    _instance: Optional["CompileLog"] = None

    def __init__(self) -> None:
        self.compiles: list[Compile] = []
        self.misses: list[TraceMiss] = []

    @classmethod
    def start(cls, explain: bool = True) -> "CompileLog":
        if cls._instance is not None:
            return cls._instance
        import jax
        import jax.monitoring
        log = cls()

        def on_duration(event: str, seconds: float, **kwargs: Any) -> None:
            if event.endswith("backend_compile_duration"):
                log.compiles.append(Compile(str(kwargs.get("fun_name", "")), seconds))

        jax.monitoring.register_event_duration_secs_listener(on_duration)
        if explain:
            jax.config.update(EXPLAIN_OPTION, True)
            handler = _MissHandler(log)
            logger = logging.getLogger("jax._src.interpreters.partial_eval")
            logger.addHandler(handler)
            # The explanations are ours to read: they must not reach the user's log output.
            logger.propagate = False
        cls._instance = log
        return log

    def mark(self) -> tuple[int, int]:
        return len(self.compiles), len(self.misses)

    def since(self, mark: tuple[int, int]) -> tuple[list[Compile], list[TraceMiss]]:
        return self.compiles[mark[0]:], self.misses[mark[1]:]


class _MissHandler(logging.Handler):
    def __init__(self, log: CompileLog) -> None:
        super().__init__(logging.WARNING)
        self.log = log

    def emit(self, record: logging.LogRecord) -> None:
        try:
            message = record.getMessage()
        except Exception:  # noqa: BLE001
            return
        if not message.startswith("TRACING CACHE MISS"):
            return
        header = _MISS_HEADER.match(message + "\n")
        defined = _DEFINED.search(message)
        if defined is None:
            return
        change, detail = classify_change(message)
        self.log.misses.append(TraceMiss(defined.group("name"), defined.group("path"), int(defined.group("line")),
                                         header.group("callsite") if header else "", change, detail))


@dataclass
class Recompiled:
    """A function traced more than once: where it is defined and what changed each time."""
    function: str
    path: str
    line: int
    traces: int
    changes: dict[str, int] = field(default_factory=dict)     # kind -> how many retraces it caused
    example: str = ""


def recompiled(misses: list[TraceMiss], threshold: int) -> list[Recompiled]:
    """Functions (by definition site) traced more than `threshold` times, most traced first."""
    by_site: dict[tuple[str, int, str], Recompiled] = {}
    for miss in misses:
        key = (miss.path, miss.line, miss.function)
        entry = by_site.setdefault(key, Recompiled(miss.function, miss.path, miss.line, 0))
        entry.traces += 1
        if miss.change != "first":
            entry.changes[miss.change] = entry.changes.get(miss.change, 0) + 1
            if not entry.example:
                entry.example = miss.detail
    return sorted((r for r in by_site.values() if r.traces > threshold), key=lambda r: (-r.traces, r.path, r.line))


_CALLSITE = re.compile(r"^(?P<path>.+?):(?P<line>\d+)(?::\d+)? \(")


def callsite_at(miss: TraceMiss, path: str, first: int, last: int) -> bool:
    """Was the traced function called from lines [first, last] of `path`?"""
    match = _CALLSITE.match(miss.callsite)
    return match is not None and first <= int(match.group("line")) <= last and \
        _same_file(match.group("path"), path)
