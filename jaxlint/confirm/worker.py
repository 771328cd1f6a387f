"""A confirm worker: imports jax once, then imports user modules and runs flagged functions, one finding at a time.

Runs in its own process (started by jaxlint.confirm.pool), talks JSON lines over two inherited pipe descriptors, and
keeps fd 1/2 for whatever the user's code writes there. Everything here may run hostile code: the parent enforces
timeouts and replaces a worker that dies.
"""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import io
import json
import os
import resource
import sys
import time
import traceback
import types
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from ..codes import CONSTANT, NO_OP, PRINTS_ONCE, RECOMPILES, ROWS, TRACE_TIME_SYMPTOMS, symptom

OUTPUT_CAP = 16 * 1024


class CappedWriter(io.TextIOBase):
    """A stand-in for sys.stdout/sys.stderr that keeps the first OUTPUT_CAP characters and counts the rest."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.kept = 0
        self.total = 0

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        text = str(text)
        self.total += len(text)
        if self.kept < OUTPUT_CAP:
            piece = text[:OUTPUT_CAP - self.kept]
            self.parts.append(piece)
            self.kept += len(piece)
        return len(text)

    def text(self) -> str:
        return "".join(self.parts)

    def summary(self) -> str:
        text = " ".join(self.text().split())
        if not text:
            return ""
        short = text if len(text) <= 120 else text[:117] + "..."
        more = f" ({self.total} characters in all)" if self.total > len(short) else ""
        return f"output: {short!r}{more}"


class Captured:
    """Swap sys.stdout/sys.stderr for capped buffers while user code runs."""

    def __enter__(self) -> CappedWriter:
        self.saved = sys.stdout, sys.stderr
        self.writer = CappedWriter()
        sys.stdout = sys.stderr = self.writer
        return self.writer

    def __exit__(self, *exc: Any) -> None:
        sys.stdout, sys.stderr = self.saved


class LineRecorder:
    """Counts executions of lines [first, last] of one file (sys.settrace, only that file's frames pay)."""

    def __init__(self, filename: str, first: int, last: int) -> None:
        self.filename, self.first, self.last = filename, first, last
        self.hits = 0

    def _global(self, frame: types.FrameType, event: str, arg: Any) -> Optional[Callable]:
        return self._local if frame.f_code.co_filename == self.filename else None

    def _local(self, frame: types.FrameType, event: str, arg: Any) -> Optional[Callable]:
        if event == "line" and self.first <= frame.f_lineno <= self.last:
            self.hits += 1
        return self._local

    def __enter__(self) -> "LineRecorder":
        self.hits = 0
        self.previous = sys.gettrace()
        sys.settrace(self._global)
        return self

    def __exit__(self, *exc: Any) -> None:
        sys.settrace(self.previous)


@dataclass
class Verdict:
    verdict: str
    exception: Optional[str] = None
    detail: str = ""

    def as_dict(self) -> dict[str, Any]:
        return {"verdict": self.verdict, "exception": self.exception, "detail": self.detail}


def inconclusive(reason: str) -> Verdict:
    return Verdict("inconclusive", None, reason)


# --- importing the user's module -------------------------------------------------------------------------------
def _project_root(start: str) -> str:
    directory = start
    while True:
        markers = (".git", "pyproject.toml", "setup.py", "setup.cfg")
        if any(os.path.exists(os.path.join(directory, marker)) for marker in markers):
            return directory
        parent = os.path.dirname(directory)
        if parent == directory:
            return start
        directory = parent


def module_name_and_root(path: str) -> tuple[str, str]:
    """`pkg.sub.mod` and the directory to put on sys.path, found by walking up `__init__.py` files."""
    directory, filename = os.path.split(os.path.abspath(path))
    stem = os.path.splitext(filename)[0]
    parts = [] if stem == "__init__" else [stem]
    while os.path.exists(os.path.join(directory, "__init__.py")):
        parts.insert(0, os.path.basename(directory))
        directory = os.path.dirname(directory)
    return ".".join(parts), directory


_imported: dict[str, Any] = {}


def import_user_module(path: str) -> Any:
    path = os.path.abspath(path)
    if path in _imported:
        cached = _imported[path]
        if isinstance(cached, BaseException):
            raise cached
        return cached
    name, package_root = module_name_and_root(path)
    for directory in (_project_root(package_root), package_root):
        if directory not in sys.path:
            sys.path.insert(0, directory)
    try:
        module = None
        if "." in name:
            module = importlib.import_module(name)
            if os.path.abspath(getattr(module, "__file__", "") or "") != path:
                module = None
        if module is None:
            # A top-level script: load it under a private name so it cannot clash with an installed module.
            private = f"_jaxlint_confirm_{len(_imported)}_{name.replace('.', '_')}"
            spec = importlib.util.spec_from_file_location(private, path)
            if spec is None or spec.loader is None:
                raise ImportError(f"cannot load {path}")
            module = importlib.util.module_from_spec(spec)
            sys.modules[private] = module
            spec.loader.exec_module(module)
    except BaseException as error:  # noqa: BLE001 - SystemExit and friends at import are the user's, not ours
        _imported[path] = error
        raise
    _imported[path] = module
    return module


def describe_import_failure(error: BaseException, output: str) -> str:
    if isinstance(error, SystemExit):
        reason = f"the module called sys.exit({error.code!r}) at import"
    elif isinstance(error, KeyboardInterrupt):
        reason = "the module raised KeyboardInterrupt at import"
    else:
        where = _last_user_frame(error)
        reason = f"import failed: {type(error).__name__}: {_short(str(error))}{where}"
    return f"{reason}; {output}" if output else reason


def _last_user_frame(error: BaseException) -> str:
    frames = [f for f in traceback.extract_tb(error.__traceback__) if "importlib" not in f.filename
              and "/jaxlint/confirm/" not in f.filename.replace(os.sep, "/")]
    return f" ({os.path.basename(frames[-1].filename)}:{frames[-1].lineno})" if frames else ""


def _short(text: str, limit: int = 160) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 3] + "..."


# --- locating the function -------------------------------------------------------------------------------------
@dataclass
class Located:
    function: Callable            # the plain Python function (jit and other wrappers removed)
    owner: Optional[type]         # the class for a method
    kind: str                     # "function" | "method" | "staticmethod" | "classmethod"
    instance: Any = None          # the object of a bound method that was jitted as such


def locate(module: Any, qualname: str) -> Located:
    obj: Any = module
    owner: Optional[type] = None
    for part in qualname.split("."):
        container = obj
        obj = vars(container).get(part) if isinstance(container, (type, types.ModuleType)) else None
        if obj is None:
            obj = getattr(container, part)
        owner = container if isinstance(container, type) else None
    kind = "method" if owner is not None else "function"
    if isinstance(obj, staticmethod):
        kind, obj = "staticmethod", obj.__func__
    elif isinstance(obj, classmethod):
        kind, obj = "classmethod", obj.__func__
    elif isinstance(obj, property):
        obj = obj.fget
    if not callable(obj):
        raise TypeError(f"`{qualname}` is {type(obj).__name__}, not a function")
    function = inspect.unwrap(obj)
    if inspect.ismethod(function):
        return Located(function.__func__, type(function.__self__), "method", function.__self__)
    return Located(function, owner, kind)


@dataclass
class Entry:
    qualname: str
    mode: str
    wrapper: str
    static_argnames: list[str] = field(default_factory=list)
    method: bool = False


# --- running one entry -----------------------------------------------------------------------------------------
@dataclass
class Flagged:
    path: str
    line: int
    end_line: int
    code: str
    compiled_name: str = ""


@dataclass
class Outcome:
    """What one attempt showed. `final` outcomes end the search over inputs."""
    verdict: Optional[Verdict] = None
    note: str = ""

    @property
    def final(self) -> bool:
        return self.verdict is not None


_compile_events: list[tuple[str, float, str]] = []


def _on_duration_event(name: str, seconds: float, **kwargs: Any) -> None:
    if name.endswith("backend_compile_duration"):
        _compile_events.append((name, seconds, str(kwargs.get("fun_name", ""))))


def _through_line(error: BaseException, flagged: Flagged) -> bool:
    """Does the traceback of `error` (or of an exception it chains to) pass through the flagged lines?"""
    target = os.path.realpath(flagged.path)
    seen: set[int] = set()
    current: Optional[BaseException] = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        tb = current.__traceback__
        while tb is not None:
            code = tb.tb_frame.f_code
            if flagged.line <= tb.tb_lineno <= flagged.end_line and os.path.realpath(code.co_filename) == target:
                return True
            tb = tb.tb_next
        current = current.__cause__ or current.__context__
    return False


def _where(error: BaseException) -> str:
    frames = [f for f in traceback.extract_tb(error.__traceback__)
              if "/jax/" not in f.filename and "/jaxlint/confirm/" not in f.filename.replace(os.sep, "/")]
    return f" at {os.path.basename(frames[-1].filename)}:{frames[-1].lineno}" if frames else ""


def _exception_name(error: BaseException) -> str:
    return type(error).__name__


class Runner:
    """Runs one entry function with one set of inputs, in the way the finding's code calls for."""

    def __init__(self, jax_module: Any, module: Any, flagged: Flagged) -> None:
        self.jax = jax_module
        self.module = module
        self.flagged = flagged
        self.filename = os.path.realpath(flagged.path)
        self.entry_name = ""
        self.make_entry: Callable[[], Callable] = lambda: None  # type: ignore[assignment,return-value]

    def recorder(self) -> LineRecorder:
        return LineRecorder(getattr(self.module, "__file__", self.flagged.path), self.flagged.line,
                            self.flagged.end_line)

    # prepared call: (dynamic leaves, rebuild) so that jit sees only arrays as arguments
    def split(self, tree: Any) -> tuple[list[Any], Callable[[list[Any]], Any]]:
        import numpy as np
        leaves, treedef = self.jax.tree_util.tree_flatten(tree)
        mask = [isinstance(leaf, (self.jax.ShapeDtypeStruct, self.jax.Array, np.ndarray)) for leaf in leaves]
        dynamic = [leaf for leaf, is_array in zip(leaves, mask) if is_array]

        def rebuild(values: list[Any]) -> Any:
            it = iter(values)
            return self.jax.tree_util.tree_unflatten(treedef, [next(it) if is_array else leaf
                                                               for leaf, is_array in zip(leaves, mask)])
        return dynamic, rebuild

    def fresh(self, function: Callable, prefix: tuple, rebuild: Callable) -> Callable:
        """A new function object each time, so no jit cache of an earlier run can hide the tracing."""
        def confirm_entry(dynamic: list[Any]) -> Any:
            self_and_prefix, positional, keywords = rebuild(dynamic)
            return function(*self_and_prefix, *positional, **keywords)
        # JAX's messages name the function they trace: the user's, not this adapter.
        confirm_entry.__wrapped__ = function  # type: ignore[attr-defined]
        confirm_entry.__name__ = getattr(function, "__name__", "confirm_entry")
        confirm_entry.__qualname__ = getattr(function, "__qualname__", "confirm_entry")
        return confirm_entry

    def run(self, function: Callable, prefix_tree: tuple, args: Any, mode: str) -> Outcome:
        from .inputs import materialize
        expected = symptom(self.flagged.code)
        concrete = mode == "call" or expected in TRACE_TIME_SYMPTOMS or expected == RECOMPILES
        tree = (tuple(materialize(p, concrete) for p in prefix_tree),
                [materialize(v, concrete) for _, v in args.positional],
                {k: materialize(v, concrete) for k, v in args.keywords.items()})
        dynamic, rebuild = self.split(tree)
        entry = self.fresh(function, (), rebuild)
        if expected == NO_OP and mode == "call":
            # Plain code: trace it anyway (its Python scalars stay static) to see where the update's result goes.
            return self.run_once(entry, dynamic, "trace")
        if expected == RECOMPILES:
            return self.run_compiles(entry, dynamic, mode)
        self.make_entry = lambda: self.fresh(function, (), rebuild)
        if expected in TRACE_TIME_SYMPTOMS:
            return self.run_twice(entry, dynamic, mode)
        return self.run_once(entry, dynamic, mode)

    def _call(self, entry: Callable, dynamic: list[Any], mode: str, jitted: Optional[Callable] = None) -> Any:
        if mode == "call":
            return self.call_and_follow(entry(dynamic))
        if jitted is not None:
            return jitted(dynamic)
        return self.jax.jit(entry).trace(dynamic)

    def call_and_follow(self, result: Any) -> Any:
        """A factory (`make_step()`) returns the functions that hold the flagged code: call them too."""
        for call in self.returned_calls(result):
            call()
        return result

    def returned_calls(self, result: Any) -> list[Callable[[], Any]]:
        from .inputs import CANDIDATES, CannotBuild, InputBuilder, materialize
        callables = [r for r in (result if isinstance(result, (tuple, list)) else (result,)) if callable(r)
                     and not isinstance(r, type)]
        calls = []
        for returned in callables[:4]:
            try:
                builder = InputBuilder(self.module, CANDIDATES[0])
                args = builder.arguments(inspect.unwrap(returned), set(), False, False)
            except (CannotBuild, TypeError, ValueError):
                continue
            positional = [materialize(v, True) for _, v in args.positional]
            keywords = {k: materialize(v, True) for k, v in args.keywords.items()}
            calls.append(lambda returned=returned, p=positional, k=keywords: returned(*p, **k))
        return calls

    def classify_error(self, error: BaseException) -> Outcome:
        if isinstance(error, SystemExit):
            return Outcome(inconclusive(f"the code called sys.exit({error.code!r})"))
        if isinstance(error, MemoryError):
            return Outcome(inconclusive("ran out of memory (the confirm memory limit)"))
        evidence_is_not_an_error = symptom(self.flagged.code) is not None
        if _through_line(error, self.flagged) and evidence_is_not_an_error:
            return Outcome(note=f"raised {_exception_name(error)} at the flagged line with these inputs: "
                                f"{_short(str(error), 100)}")
        if _through_line(error, self.flagged):
            return Outcome(Verdict("confirmed", _exception_name(error), _short(f"{error}", 200)))
        return Outcome(note=f"raised {_exception_name(error)}{_where(error)}, not at the flagged line: "
                            f"{_short(str(error), 100)}")

    def run_once(self, entry: Callable, dynamic: list[Any], mode: str) -> Outcome:
        if symptom(self.flagged.code) != NO_OP:
            # Fast path: the traceback says where an error comes from, no line tracing needed.
            with Captured():
                try:
                    self._call(entry, dynamic, mode)
                except BaseException as error:  # noqa: BLE001 - the user's code may raise anything
                    return self.classify_error(error)
            # Clean: run again (a fresh function, so no cache) watching whether the flagged line ran at all.
            entry = self.make_entry()
        with Captured(), self.recorder() as recorder:
            try:
                traced = self._call(entry, dynamic, mode)
            except BaseException as error:  # noqa: BLE001 - the user's code may raise anything
                return self.classify_error(error)
        if not recorder.hits:
            return Outcome(note="the flagged line was not reached with the inputs built")
        if symptom(self.flagged.code) == NO_OP and mode == "trace":
            return self.classify_no_op(traced)
        how = "traced" if mode == "trace" else "ran"
        return Outcome(Verdict("not-reproduced", None, f"{how} cleanly through the flagged line"))

    def classify_no_op(self, traced: Any) -> Outcome:
        from jax._src import source_info_util
        dead = []
        for jaxpr in _all_jaxprs(traced.jaxpr.jaxpr):
            used = {id(v) for eqn in jaxpr.eqns for v in eqn.invars} | {id(v) for v in jaxpr.outvars}
            for eqn in jaxpr.eqns:
                frame = source_info_util.user_frame(eqn.source_info.traceback)
                if frame is None or not (self.flagged.line <= frame.start_line <= self.flagged.end_line):
                    continue
                if os.path.realpath(frame.file_name) != self.filename:
                    continue
                if eqn.primitive.name.startswith("scatter") and not any(id(v) in used for v in eqn.outvars):
                    dead.append(eqn.primitive.name)
        if dead:
            return Outcome(Verdict("confirmed", None, f"no-op: the `{dead[0]}` this line computes is never used"))
        return Outcome(Verdict("not-reproduced", None, "the update's result is used"))

    def run_twice(self, entry: Callable, dynamic: list[Any], mode: str) -> Outcome:
        import numpy as np
        jitted = self.jax.jit(entry) if mode == "trace" else None
        calls: list[Callable[[], Any]] = []

        def thunk() -> Any:
            if calls:
                # A factory: the functions it returns are what runs twice.
                return [call() for call in calls]
            return jitted(dynamic) if jitted is not None else entry(dynamic)

        if mode == "call":
            with Captured(), self.recorder() as recorder:
                try:
                    result = entry(dynamic)
                except BaseException as error:  # noqa: BLE001
                    return self.classify_error(error)
            if not recorder.hits:
                calls.extend(self.returned_calls(result))
        results, hits, outputs = [], [], []
        for _ in range(2):
            with Captured() as output, self.recorder() as recorder:
                try:
                    results.append(thunk())
                    # Host callbacks (jax.debug.print) run asynchronously: let them finish inside the capture.
                    self.jax.effects_barrier()
                except BaseException as error:  # noqa: BLE001
                    return self.classify_error(error)
            hits.append(recorder.hits)
            outputs.append(output)
        if not hits[0]:
            return Outcome(note="the flagged line was not reached with the inputs built")
        expected = symptom(self.flagged.code)
        if hits[1]:
            return Outcome(Verdict("not-reproduced", None, "the flagged line ran again on the second call"))
        if expected == PRINTS_ONCE:
            if not outputs[0].total:
                return Outcome(Verdict("not-reproduced", None, "nothing was printed while tracing"))
            if outputs[1].total:
                return Outcome(Verdict("not-reproduced", None, "the second call printed too"))
            printed = _short(outputs[0].text(), 60)
            return Outcome(Verdict("confirmed", None, f"{expected}: printed {printed!r} while tracing; the second "
                                                      f"call printed nothing"))
        if expected == CONSTANT:
            same = _same_outputs(results[0], results[1], np)
            if mode == "trace":
                changed = self.host_state_changes_trace(dynamic)
                if changed is not None and not changed:
                    return Outcome(Verdict("not-reproduced", None, "traced twice with different host seeds and "
                                                                   "clock: the same computation"))
            tail = "two calls returned identical values" if same else "the line did not run on the second call"
            return Outcome(Verdict("confirmed", None, f"{expected}: the value was computed once, at trace time "
                                                      f"(two traces under different host seeds and clock differ); "
                                                      f"{tail}"))
        return Outcome(Verdict("confirmed", None, f"{expected}: the flagged line ran while tracing and not on the "
                                                  f"second call"))

    def host_state_changes_trace(self, dynamic: list[Any]) -> Optional[bool]:
        """Trace twice under different host random seeds and clock: do the traced computations differ?"""
        import random

        import numpy as np
        real_time = time.time
        jaxprs = []
        try:
            for seed, shift in ((0, 0.0), (1, 1.0e6)):
                np.random.seed(seed)
                random.seed(seed)
                time.time = lambda shift=shift: real_time() + shift  # type: ignore[assignment]
                with Captured():
                    traced = self.jax.jit(self.make_entry()).trace(dynamic)
                closed = traced.jaxpr
                jaxprs.append((str(closed.jaxpr), [np.asarray(c) for c in closed.consts]))
        except Exception:  # noqa: BLE001 - the line-based evidence stands on its own then
            return None
        finally:
            time.time = real_time  # type: ignore[assignment]
        (text_a, consts_a), (text_b, consts_b) = jaxprs
        return text_a != text_b or len(consts_a) != len(consts_b) or not all(
            a.shape == b.shape and np.array_equal(a, b) for a, b in zip(consts_a, consts_b))

    def run_compiles(self, entry: Callable, dynamic: list[Any], mode: str) -> Outcome:
        self.jax.clear_caches()
        first = len(_compile_events)
        started = time.perf_counter()
        # A loop shows its recompiles within one call; a jit made per call needs two calls (the registry says).
        calls = ROWS[self.flagged.code].confirm_calls
        call_words = f"{calls} call{'s' if calls != 1 else ''}"
        with Captured(), self.recorder() as recorder:
            try:
                for _ in range(calls):
                    self._call(entry, dynamic, "call")
                    self.jax.effects_barrier()
            except BaseException as error:  # noqa: BLE001
                return self.classify_error(error)
        total = time.perf_counter() - started
        if not recorder.hits:
            return Outcome(note="the flagged line was not reached with the inputs built")
        counts: dict[str, list[float]] = {}
        for _, seconds, name in _compile_events[first:]:
            counts.setdefault(name, []).append(seconds)
        wanted = f"jit({self.flagged.compiled_name})" if self.flagged.compiled_name else ""
        repeated = {name: times for name, times in counts.items() if len(times) >= 2}
        name = wanted if wanted in repeated else max(repeated, key=lambda n: len(repeated[n]), default="")
        if not name:
            seen = ", ".join(f"{n} x{len(t)}" for n, t in counts.items()) or "nothing"
            return Outcome(Verdict("not-reproduced", None, f"{call_words} compiled {seen}"))
        times = repeated[name]
        compile_total = sum(times)
        return Outcome(Verdict(
            "confirmed", None,
            f"recompiles: {name} compiled {len(times)} times in {call_words} of `{self.entry_name}`; "
            f"{1000 * compile_total / len(times):.1f} ms compile per iteration vs "
            f"{1000 * max(total - compile_total, 0.0) / len(times):.1f} ms of other work per iteration"))


def _all_jaxprs(jaxpr: Any) -> list[Any]:
    found = [jaxpr]
    for eqn in jaxpr.eqns:
        for value in eqn.params.values():
            for item in (value if isinstance(value, (tuple, list)) else (value,)):
                inner = getattr(item, "jaxpr", None)
                if inner is not None and hasattr(inner, "eqns"):
                    found.extend(_all_jaxprs(inner))
                elif hasattr(item, "eqns"):
                    found.extend(_all_jaxprs(item))
    return found


def _same_outputs(first: Any, second: Any, np: Any) -> bool:
    import jax
    try:
        a, b = jax.tree_util.tree_leaves(first), jax.tree_util.tree_leaves(second)
        return len(a) == len(b) and all(np.array_equal(np.asarray(x), np.asarray(y)) for x, y in zip(a, b))
    except Exception:  # noqa: BLE001
        return False


# --- one finding -----------------------------------------------------------------------------------------------
_RANK = {"confirmed": 3, "not-reproduced": 2, "inconclusive": 1}


def confirm_in_module(jax_module: Any, module: Any, flagged: Flagged, target: dict[str, Any]) -> Verdict:
    from .inputs import CANDIDATES, CannotBuild, InputBuilder
    entries = [Entry(**entry) for entry in target.get("entries", ())]
    if not entries:
        where = target.get("function") or "module level"
        return inconclusive(f"no importable function runs this line (it is in `{where}`)")
    notes: list[str] = []
    best: Optional[Verdict] = None
    runner = Runner(jax_module, module, flagged)
    for entry in entries:
        try:
            located = locate(module, entry.qualname)
        except Exception as error:  # noqa: BLE001
            notes.append(f"cannot find `{entry.qualname}`: {type(error).__name__}: {_short(str(error), 80)}")
            continue
        mode = entry.mode
        static = set(entry.static_argnames)
        skip_first = located.kind in ("method", "classmethod")
        fallback: Optional[Verdict] = None
        tried: set[tuple] = set()
        for candidate in CANDIDATES:
            outcome = None
            for pass_defaults in (False, True):
                builder = InputBuilder(module, candidate, plain_code=mode == "call")
                try:
                    prefix = _prefix(located, builder, static)
                    args = builder.arguments(located.function, static, skip_first, pass_defaults)
                except CannotBuild as error:
                    notes.append(f"no inputs for `{entry.qualname}`: {error}")
                    outcome = Outcome(note="cannot build")
                    break
                except Exception as error:  # noqa: BLE001 - signatures of odd callables
                    notes.append(f"no inputs for `{entry.qualname}`: {type(error).__name__}: {error}")
                    outcome = Outcome(note="cannot build")
                    break
                if pass_defaults and not args.passed_defaults:
                    break
                # A candidate that differs from a tried one only in what these arguments do not use is the same.
                signature = (pass_defaults, *(getattr(candidate, part) if part != "shape" else candidate.shape
                                              for part in ("shape", "dtype", "lists", "rest_scalar", "rest_dtype")
                                              if part in builder.used))
                signature = (pass_defaults, tuple(sorted(builder.used)), signature)
                if signature in tried:
                    continue
                tried.add(signature)
                runner.entry_name = entry.qualname
                function = located.function
                if prefix and _is_linen_module(prefix[0]):
                    # A flax.linen method runs bound: `init` binds the module (setup, params) and calls it.
                    function, prefix = _linen_caller(jax_module, prefix[0], function), ()
                attempt = runner.run(function, prefix, args, mode)
                if attempt.final:
                    assert attempt.verdict is not None
                    if pass_defaults and attempt.verdict.verdict == "confirmed":
                        passed = ", ".join(f"`{name}`" for name in args.passed_defaults)
                        attempt.verdict.detail = _short(f"{attempt.verdict.detail} (once {passed} is passed)", 300)
                    if outcome is None or not outcome.final or attempt.verdict.verdict == "confirmed":
                        outcome = attempt
                    if attempt.verdict.verdict == "confirmed":
                        break
                    # Clean with the defaults left alone: a caller passing them may still break it (latent).
                    continue
                if outcome is None or not outcome.final:
                    outcome = attempt
                notes.append(f"`{entry.qualname}`: {attempt.note}")
            if outcome is None:
                continue
            if outcome.note == "cannot build":
                break
            if not outcome.final:
                continue
            verdict = outcome.verdict
            assert verdict is not None
            if verdict.verdict == "confirmed":
                if verdict.exception and not _is_jax_error(verdict.exception, jax_module) and \
                        _shape_artefact(verdict.detail):
                    # `if x > 0` on a vector raises numpy's ValueError; a scalar shows JAX's own error. Prefer it.
                    fallback = fallback or verdict
                    continue
                return _via(verdict, entry, entries, target)
            if best is None or _RANK[verdict.verdict] > _RANK[best.verdict]:
                best = verdict
            break
        if fallback is not None:
            return _via(fallback, entry, entries, target)
    if best is not None:
        return best
    unique = list(dict.fromkeys(notes))
    return inconclusive(_short("; ".join(unique) or "nothing could be run", 300))


# Errors that only say the guessed shape was wrong for a Python conversion (`if` on a vector, `range` of a vector):
# a scalar shows the error JAX raises for the real (scalar) value.
_SHAPE_ARTEFACTS = ("truth value of an array with more than one element", "only integer scalar arrays",
                    "only length-1 arrays", "only 0-dimensional arrays", "only size-1 arrays",
                    "only scalar arrays can be converted")


def _shape_artefact(message: str) -> bool:
    lowered = message.lower()
    return any(artefact in lowered for artefact in _SHAPE_ARTEFACTS)


def _is_linen_module(obj: Any) -> bool:
    return any(base.__module__.startswith("flax.linen") and base.__name__ == "Module" for base in type(obj).__mro__)


def _linen_caller(jax_module: Any, module: Any, method: Callable) -> Callable:
    def call_bound(*args: Any, **kwargs: Any) -> Any:
        return module.init_with_output(jax_module.random.PRNGKey(0), *args, method=method, **kwargs)[0]
    call_bound.__name__ = getattr(method, "__name__", "call_bound")
    return call_bound


def _is_jax_error(name: str, jax_module: Any) -> bool:
    return isinstance(getattr(jax_module.errors, name, None), type)


def _via(verdict: Verdict, entry: Entry, entries: list[Entry], target: dict[str, Any]) -> Verdict:
    if len(entries) > 1 or entry.qualname != target.get("function"):
        verdict.detail = _short(f"{verdict.detail} (via `{entry.qualname}`)", 300)
    return verdict


def _prefix(located: Located, builder: Any, static: set[str]) -> tuple:
    """What goes before the built arguments: the object for a method, the class for a classmethod."""
    if located.kind == "classmethod":
        return (located.owner,)
    if located.kind != "method":
        return ()
    if located.instance is not None:
        return (located.instance,)
    assert located.owner is not None
    return (builder.instance(located.owner, 1),)


# --- the process -------------------------------------------------------------------------------------------------
def _send(stream: Any, message: dict[str, Any]) -> None:
    stream.write(json.dumps(message) + "\n")
    stream.flush()


def main() -> None:
    request_fd, response_fd, memory_mb = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    if memory_mb > 0:
        limit = memory_mb * 1024 * 1024
        try:
            resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
        except (ValueError, OSError):
            pass
    requests = os.fdopen(request_fd, "r", encoding="utf-8")
    responses = os.fdopen(response_fd, "w", encoding="utf-8")
    # User code must not read our protocol: stdin is /dev/null. fd 1/2 stay as the parent set them (a capped pipe).
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    sys.path[:] = [p for p in sys.path if p not in ("", os.getcwd())]
    started = time.perf_counter()
    import jax
    import jax.monitoring
    jax.monitoring.register_event_duration_secs_listener(_on_duration_event)
    backend = jax.default_backend()
    _send(responses, {"event": "ready", "jax": jax.__version__, "backend": backend,
                      "seconds": round(time.perf_counter() - started, 3)})
    for line in requests:
        request = json.loads(line)
        flagged = Flagged(request["path"], request["line"], request["end_line"], request["code"],
                          request["target"].get("compiled_name", ""))
        began = time.perf_counter()
        with Captured() as output:
            try:
                module = import_user_module(flagged.path)
                import_error: Optional[BaseException] = None
            except BaseException as error:  # noqa: BLE001 - whatever the module does at import is its business
                module, import_error = None, error
        import_seconds = time.perf_counter() - began
        if import_error is not None:
            verdict = inconclusive(describe_import_failure(import_error, output.summary()))
            _send(responses, {"event": "result", "id": request["id"], "import_failed": True, **verdict.as_dict(),
                              "import_seconds": import_seconds, "seconds": import_seconds})
            continue
        _send(responses, {"event": "imported", "id": request["id"]})
        try:
            verdict = confirm_in_module(jax, module, flagged, request["target"])
        except BaseException as error:  # noqa: BLE001 - a bug of ours must not lose the other findings
            verdict = inconclusive(f"internal error in confirm: {type(error).__name__}: {_short(str(error), 120)}"
                                   f"{_where(error)}")
        _send(responses, {"event": "result", "id": request["id"], **verdict.as_dict(),
                          "import_seconds": import_seconds, "seconds": time.perf_counter() - began})


if __name__ == "__main__":
    main()
