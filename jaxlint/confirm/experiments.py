"""Running one entry function with one set of inputs, as the finding's code calls for, and reading what happened:
the exception and where it passed, the symptom (printed once, constant, a discarded update), the compilations
(worker side)."""

from __future__ import annotations

import inspect
import os
import time
import traceback
from dataclasses import dataclass
from typing import Any, Callable, Optional

from ..codes import CONSTANT, NO_OP, PRINTS_ONCE, RECOMPILES, ROWS, TRACE_TIME_SYMPTOMS, symptom
from .capture import Captured, LineRecorder
from .verdicts import Outcome, Verdict, inconclusive, missing_dependency, short

# --- running one entry -----------------------------------------------------------------------------------------
@dataclass
class Flagged:
    path: str
    line: int
    end_line: int
    code: str
    compiled_name: str = ""


_compile_events: list[tuple[str, float, str]] = []


def on_duration_event(name: str, seconds: float, **kwargs: Any) -> None:
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


def predicted_exception(error: BaseException, code: str) -> bool:
    """Is `error` of a class the registry says JAX raises for `code` (exactly that class, not a relative)?"""
    row = ROWS.get(code)
    return row is not None and type(error).__name__ in row.raises


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
    def split(self, tree: Any, static: frozenset = frozenset()) -> tuple[list[Any], Callable[[list[Any]], Any]]:
        """`tree` is (prefix, positional values, keyword values); `static` names the arguments jit keeps static.
        Arrays are dynamic, and so are the Python numbers held in the fields of a pytree object (a registered
        dataclass's `horizon: int`, a NamedTuple's flag): jit traces every leaf of a non-static argument, and a
        caller's object carries its numbers there, while a number passed as a whole argument is left to the
        parameter's own spec."""
        import numpy as np
        tree_util = self.jax.tree_util
        with_paths, treedef = tree_util.tree_flatten_with_path(tree)
        leaves = [leaf for _, leaf in with_paths]
        mask = [isinstance(leaf, (self.jax.ShapeDtypeStruct, self.jax.Array, np.ndarray))
                or (_is_python_number(leaf) and _in_object_field(path, static, tree_util)) for path, leaf in with_paths]
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
            arguments = (*self_and_prefix, *positional)
            result = function(*arguments, **keywords)
            if result is None and getattr(function, "__name__", "") == "__init__" and arguments:
                # What a constructor computes it leaves on the object: its stored numbers are the trace's output.
                return _stored_numbers(arguments[0])
            return result
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
        static_names = frozenset(args.static)
        static = frozenset(f"{i}" for i, (name, _) in enumerate(args.positional) if name in static_names) | static_names
        dynamic, rebuild = self.split(tree, static)
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
        name = _exception_name(error)
        if not _through_line(error, self.flagged):
            needs = missing_dependency(error)
            lead = f"needs `{needs}`: " if needs else ""
            return Outcome(note=f"{lead}raised {name}{_where(error)}, not at the flagged line: "
                                f"{short(str(error), 100)}")
        if symptom(self.flagged.code) is not None:
            needs = missing_dependency(error)
            lead = f"needs `{needs}`: " if needs else ""
            return Outcome(note=f"{lead}raised {name} at the flagged line with these inputs: "
                                f"{short(str(error), 100)}")
        if predicted_exception(error, self.flagged.code):
            return Outcome(Verdict("confirmed", name, short(f"{error}", 200)))
        # The flagged line raised, but not what JAX raises for this pitfall: the inputs did not fit the code (a
        # guessed vector where the code indexes a matrix). Only the predicted class is evidence.
        return Outcome(note=f"inputs did not fit: {name}{_where(error)}: {short(str(error), 100)}")

    def run_once(self, entry: Callable, dynamic: list[Any], mode: str) -> Outcome:
        if symptom(self.flagged.code) != NO_OP:
            # Fast path: the traceback says where an error comes from, no line tracing needed.
            with Captured():
                try:
                    self._call(entry, dynamic, mode)
                except BaseException as error:  # noqa: BLE001 - the user's code may raise anything
                    return self.classify_error(error)
            lowering_failure = self.lowering_failure(entry, dynamic, mode)
            if lowering_failure is not None:
                return lowering_failure
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

    def lowering_failure(self, entry: Callable, dynamic: list[Any], mode: str) -> Optional[Outcome]:
        """A clean trace of a finding whose failure may wait for lowering: lower it; an error there that JAX's
        stack trace places at the flagged line is the predicted failure."""
        row = ROWS.get(self.flagged.code)
        if mode != "trace" or row is None or not row.fails_when_lowered:
            return None
        with Captured():
            try:
                self.jax.jit(entry).trace(dynamic).lower()
            except BaseException as error:  # noqa: BLE001 - lowering the user's computation may raise anything
                if _through_line(error, self.flagged):
                    return Outcome(Verdict("confirmed", _exception_name(error),
                                           short(f"fails when jit lowers the trace: {error}", 200)))
                return self.classify_error(error)
        return None

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
            printed = short(outputs[0].text(), 60)
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

        def compiled_names() -> dict[str, list[float]]:
            counts: dict[str, list[float]] = {}
            for _, seconds, name in _compile_events[first:]:
                counts.setdefault(name, []).append(seconds)
            return counts

        with Captured(), self.recorder() as recorder:
            try:
                for _ in range(calls):
                    self._call(entry, dynamic, "call")
                    self.jax.effects_barrier()
                # A static argument built per call (JXL503 outside a loop) shows only on the second call too.
                if calls == 1 and recorder.hits and not any(len(t) >= 2 for t in compiled_names().values()):
                    calls = 2
                    self._call(entry, dynamic, "call")
                    self.jax.effects_barrier()
            except BaseException as error:  # noqa: BLE001
                return self.classify_error(error)
        call_words = f"{calls} call{'s' if calls != 1 else ''}"
        total = time.perf_counter() - started
        if not recorder.hits:
            return Outcome(note="the flagged line was not reached with the inputs built")
        counts = compiled_names()
        if not counts:
            # The line ran and nothing compiled: the jitted function it builds was not called here (a `build` that
            # stores it on `self` for its caller's later calls). These calls cannot show how often it compiles.
            return Outcome(note=f"nothing compiled in {call_words}: the jitted function built there is called later")
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
            f"{1000 * max(total - compile_total, 0.0) / len(times):.1f} ms of other work per iteration"
            + (f"; that is once per call of `{self.entry_name}`, which confirm called {calls} times: whether the "
               f"program calls it more than once, nothing here shows" if calls > 1 else "")))


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


def _is_python_number(leaf: Any) -> bool:
    return isinstance(leaf, (bool, int, float, complex))


def _stored_numbers(instance: Any) -> dict[str, Any]:
    """The attributes of `instance` that are numbers or arrays (what a traced constructor can hand out), by name."""
    import jax
    import numpy as np
    return {name: value for name, value in sorted(getattr(instance, "__dict__", {}).items())
            if _is_python_number(value) or isinstance(value, (np.ndarray, np.generic, jax.Array))}


def _in_object_field(path: tuple, static: frozenset, tree_util: Any) -> bool:
    """Is the leaf at `path` (in (prefix, positional, keywords)) a field of an object in a non-static argument?"""
    if len(path) < 3 or not isinstance(path[0], tree_util.SequenceKey) or path[0].idx == 0:
        return False
    argument = path[1]
    name = str(argument.idx) if isinstance(argument, tree_util.SequenceKey) else getattr(argument, "key", None)
    if name in static:
        return False
    return any(isinstance(key, (tree_util.GetAttrKey, tree_util.FlattenedIndexKey)) for key in path[2:])
