"""The project's own inputs: run one of its drivers (a test node, a `__main__` block) while recording the flagged
function, then judge the finding from what happened and from tracing with exactly the recorded inputs (worker side).

A driver is narrower than the whole suite: one pytest node id, selected by the code of its test function (so
parameterised pytest and absltest names, fixtures and unittest classes all work through pytest's own runner), under
a time budget. What it shows, in the order it counts as evidence:

1. the flagged line raised, under the driver, the exception class the registry predicts: confirmed;
2. the flagged function was called: its recorded inputs are traced again, exactly (shapes, dtypes, weak types,
   pytree structure, static values), by the same experiments as guessed inputs;
3. for a recompilation finding: the compilations of the flagged jit site while the driver ran.

A driver that fails for another reason, or never reaches the function, is reported as such and the guesses follow.
"""

from __future__ import annotations

import inspect
import os
import runpy
import signal
import sys
import time
from dataclasses import dataclass, field
from typing import Any, Optional

from ..codes import RECOMPILES, ROWS, TRACE_TIME_SYMPTOMS, symptom
from .capture import Captured
from .drivers import nested_def_line
from .experiments import Flagged, Runner, _where, predicted_exception
from .recorder import EXPLAIN_OPTION, CallRecorder, CompileLog, RecordedCall, callsite_at
from .verdicts import Outcome, Verdict, missing_dependency, missing_dependency_in, short

MAX_TEST_ITEMS = 2          # parameterised cases run per test function
MAX_RETRACED = 4            # recorded calls traced again per driver run
DEFAULT_BUDGET = 15.0       # seconds one driver may run


class DriverTimeout(BaseException):
    """Raised in the driver by the budget's alarm (a BaseException: user code catching Exception cannot eat it)."""


@dataclass
class DriverRun:
    description: str
    recorder: CallRecorder
    outcome: str = "not run"            # "passed", "failed", "error", "no test selected", "timed out"
    failure: Optional[BaseException] = None
    failure_text: str = ""
    compiles: list = field(default_factory=list)
    misses: list = field(default_factory=list)


# --- running a driver --------------------------------------------------------------------------------------------
class _Selector:
    """A pytest plugin: keep only the items whose test function is the driver's, observe how they end."""

    def __init__(self, path: str, lines: set[int], max_items: int = MAX_TEST_ITEMS) -> None:
        self.path = os.path.realpath(path)
        self.max_items = max_items
        self.lines = lines
        self.selected = 0
        self.failure: Optional[BaseException] = None
        self.failure_text = ""
        self.outcomes: list[str] = []
        self.collect_error = ""

    def _matches(self, item: Any) -> bool:
        function = getattr(item, "obj", None)
        function = getattr(function, "__func__", function)
        try:
            function = inspect.unwrap(function) if function is not None else None
        except ValueError:
            return False
        code = getattr(function, "__code__", None)
        return code is not None and code.co_firstlineno in self.lines and \
            os.path.realpath(code.co_filename) == self.path

    def pytest_collection_modifyitems(self, session: Any, config: Any, items: list) -> None:
        keep = [item for item in items if self._matches(item)][:self.max_items]
        dropped = [item for item in items if item not in keep]
        if dropped:
            config.hook.pytest_deselected(items=dropped)
        items[:] = keep
        self.selected = len(keep)

    def pytest_collectreport(self, report: Any) -> None:
        if report.failed and not self.collect_error:
            text = (getattr(report, "longreprtext", "") or "").strip().splitlines()
            errors = [line for line in text if line.startswith("E ")]
            self.collect_error = short((errors[-1][1:] if errors else text[-1] if text else "an error"), 160)

    def pytest_runtest_makereport(self, item: Any, call: Any) -> None:
        if call.excinfo is not None and self.failure is None and not call.excinfo.errisinstance(
                __import__("_pytest.outcomes", fromlist=["Skipped"]).Skipped):
            self.failure = call.excinfo.value

    def pytest_runtest_logreport(self, report: Any) -> None:
        if report.failed or report.skipped or report.when == "call":
            self.outcomes.append("error" if report.failed and report.when != "call" else report.outcome)
            if report.failed and not self.failure_text:
                self.failure_text = short(getattr(report, "longreprtext", "") or "", 2000)


class _Budget:
    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.fired = False

    def _alarm(self, signum: int, frame: Any) -> None:
        self.fired = True
        raise DriverTimeout(f"the driver ran past its budget of {self.seconds:g} s")

    def __enter__(self) -> "_Budget":
        self.previous = signal.signal(signal.SIGALRM, self._alarm)
        signal.setitimer(signal.ITIMER_REAL, self.seconds)
        return self

    def __exit__(self, *exc: Any) -> None:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, self.previous)


def run_driver(driver: dict[str, Any], recorder: CallRecorder, budget: float,
               max_items: int = MAX_TEST_ITEMS) -> DriverRun:
    kind, path = driver["kind"], driver["path"]
    description = (f"test `{os.path.basename(path)}::{driver['qualname'].replace('.', '::')}`" if kind == "test"
                   else f"docstring examples of `{driver['qualname']}`" if kind == "doctest"
                   else f"`__main__` of `{os.path.basename(path)}`")
    run = DriverRun(description, recorder)
    log = CompileLog.start()
    mark = log.mark()
    saved_argv, saved_path = sys.argv[:], sys.path[:]
    selector = _Selector(path, {driver["line"], driver["def_line"]}, max_items)
    timer = _Budget(budget)
    try:
        with Captured(), timer, recorder:
            if kind == "test":
                _run_pytest(path, selector)
            elif kind == "doctest":
                failed = _run_doctest(path, driver["qualname"])
                if failed:
                    raise DoctestFailed(failed)
            else:
                sys.argv = [path]
                runpy.run_path(path, run_name="__main__")
        run.outcome = "passed"
    except DriverTimeout:
        run.outcome = "timed out"
    except DoctestFailed as failed:
        # An example whose printed output differs still ran: what it called is recorded all the same.
        run.outcome, run.failure_text = "failed", str(failed)
    except SystemExit as error:
        run.outcome = "passed" if error.code in (0, None) else "failed"
        run.failure_text = f"exited with status {error.code!r}"
    except BaseException as error:  # noqa: BLE001 - the driver is the user's code
        run.outcome, run.failure = "failed", error
        run.failure_text = f"{type(error).__name__}{_where(error)}: {short(str(error), 120)}"
    finally:
        sys.argv = saved_argv
        sys.path[:] = saved_path
        reset_jax_state()
    if kind == "test" and run.outcome == "passed":
        if timer.fired or isinstance(selector.failure, DriverTimeout):
            run.outcome = "timed out"
        elif not selector.selected and selector.collect_error:
            run.outcome, run.failure_text = "not collected", selector.collect_error
        elif not selector.selected:
            run.outcome = "no test selected"
        elif selector.failure is not None or "failed" in selector.outcomes or "error" in selector.outcomes:
            run.outcome, run.failure = "failed", selector.failure
            error = selector.failure
            run.failure_text = (f"{type(error).__name__}{_where(error)}: {short(str(error), 120)}" if error
                                is not None else short(selector.failure_text.splitlines()[-1]
                                                       if selector.failure_text else "", 120))
        elif selector.outcomes and all(outcome == "skipped" for outcome in selector.outcomes):
            run.outcome = "skipped"
    run.compiles, run.misses = log.since(mark)
    return run


class DoctestFailed(Exception):
    """Some examples of a docstring did not print what they show."""


def _doctest_runner_class() -> type:
    import doctest

    class Runner(doctest.DocTestRunner):
        """doctest reports whatever an example raises, the budget's alarm too: that one must stop the run."""

        def report_unexpected_exception(self, out: Any, test: Any, example: Any, exc_info: Any) -> None:
            if isinstance(exc_info[1], DriverTimeout):
                raise exc_info[1]
            super().report_unexpected_exception(out, test, example, exc_info)

    return Runner


def _run_doctest(path: str, qualname: str) -> str:
    """Run the `>>>` examples of one docstring in the module's namespace; returns what failed, or ""."""
    import doctest

    from .user_code import import_user_module, locate
    _DocTestRunner = _doctest_runner_class()
    module = import_user_module(path)
    try:
        obj = locate(module, qualname).function
    except Exception:  # noqa: BLE001 - a class: its own docstring
        obj = module
        for part in qualname.split("."):
            obj = getattr(obj, part)
    tests = doctest.DocTestFinder(recurse=False).find(obj, qualname, module=module, globs=dict(vars(module)))
    runner = _DocTestRunner(verbose=False, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    for test in tests:
        runner.run(test, out=lambda text: None)
    results = runner.summarize(verbose=False)
    return f"{results.failed} of {results.attempted} examples failed" if results.failed else ""


def jax_options(jax: Any) -> dict[str, Any]:
    """JAX's global configuration (`jax.config.update` options) as it stands; empty on a JAX without `values`."""
    return dict(getattr(jax.config, "values", None) or {})


def restore_jax_options(jax: Any, saved: dict[str, Any]) -> None:
    """Put back the options another project's code changed at import (`jax.config.update("jax_disable_jit",
    True)` in a debugging script, `jax_enable_x64`): the next project's code runs as it would in its own process.
    The compile log's own option stays on."""
    current = jax_options(jax)
    for name, value in saved.items():
        if name != EXPLAIN_OPTION and name in current and current[name] != value:
            try:
                jax.config.update(name, value)
            except Exception:  # noqa: BLE001 - an option JAX fixes once its backend is up
                pass


def reset_jax_state() -> None:
    """A driver stopped by its budget in the middle of a trace leaves JAX's trace state dirty: the next test would
    run under a stale trace and fail for no reason of its own."""
    try:
        from jax._src import core
        core.reset_trace_state()
    except Exception:  # noqa: BLE001 - a JAX without it
        pass


def _run_pytest(path: str, selector: _Selector) -> None:
    import pytest
    # jaxlint's own plugin stays out of the user's run; so do warnings about exceptions ignored in `__del__` and
    # callbacks (a driver stopped by its budget inside a garbage-collection callback leaves one, which a project
    # turning warnings into errors would blame on the next test); and jaxlint, imported by this worker before
    # pytest starts, cannot be assertion-rewritten: pytest's warning about it is no failure of the user's test.
    arguments = [path, "-q", "--no-header", "-p", "no:cacheprovider", "-p", "no:randomly", "-p", "no:xdist",
                 "-p", "no:cov", "-p", "no:jaxlint", "-p", "no:unraisableexception", "-o", "addopts=", "-x",
                 "-W", "ignore::pytest.PytestAssertRewriteWarning"]
    pytest.main(arguments, plugins=[selector])


# --- judging ---------------------------------------------------------------------------------------------------
def judge(runner: Runner, flagged: Flagged, run: DriverRun, functions: dict[int, tuple[Any, str, str]]) \
        -> tuple[Optional[Verdict], str]:
    """A verdict from one driver run, or None and a note saying why it gave none.

    `functions` maps the first line of each entry function to (the function, its qualname, its mode)."""
    recorder = run.recorder
    expected = symptom(flagged.code)
    if run.outcome in ("no test selected", "skipped"):
        return None, f"{run.description}: {run.outcome}"
    if run.outcome == "not collected":
        needs = missing_dependency_in(run.failure_text)
        lead = f"needs `{needs}`: " if needs else ""
        return None, f"{lead}{run.description} could not be collected: {run.failure_text}"
    if expected is None:
        for line_error in recorder.errors:
            if predicted_exception(line_error.error, flagged.code):
                error = line_error.error
                expects = " (the test expects it: it passed)" if run.outcome == "passed" else ""
                return Verdict("confirmed", type(error).__name__,
                               short(f"raised while the project's {run.description} ran{expects}: {error}", 300)), ""
    if expected == RECOMPILES:
        # Only what the driver itself compiled counts: calling the enclosing function again here would count
        # compilations per call of it, which the project may never repeat.
        verdict = _judge_recompiles(flagged, run, functions)
        return verdict, "" if verdict is not None else _what_happened(run, recorder, [])
    tried = []
    # Calls during which the flagged lines ran first: their inputs are known to reach them.
    for call in sorted(recorder.calls, key=lambda call: not call.reached)[:MAX_RETRACED]:
        found = functions.get(call.function_line)
        if found is None and call.function is not None:
            # A closure, as the project's run created it: traced (only traced calls of closures are recorded).
            name = getattr(call.function, "__qualname__", "?")
            if call.abstract and expected in TRACE_TIME_SYMPTOMS:
                # `jax.eval_shape(extractor, ...)` on a closure made per call: each call traces a new one, so its
                # side effect does run every time; jitting it here would show what the project never does.
                tried.append(Outcome(note=f"the project's run only evaluated `{name.split('.')[-1]}` abstractly "
                                          f"(jax.eval_shape or make_jaxpr): nothing calls it again"))
                continue
            found = (call.function, name, "trace")
        if found is None:
            continue
        function, qualname, mode = found
        runner.entry_name = qualname
        outcome = _trace_recorded(runner, function, call, mode)
        tried.append(outcome)
        if outcome.final:
            assert outcome.verdict is not None
            verdict = outcome.verdict
            verdict.detail = short(f"{verdict.detail} (inputs of the project's {run.description}: "
                                   f"{call.signature})", 300)
            return verdict, ""
    times = f"{recorder.line_hits} time{'s' if recorder.line_hits != 1 else ''}"
    if expected is None and recorder.traced_hits and not recorder.errors and run.outcome != "timed out":
        # The line ran while JAX traced it and raised nothing: with the project's own inputs it is fine.
        return Verdict("not-reproduced", None, f"the project's {run.description} ran the flagged line {times} "
                                               f"while JAX traced it, and it raised nothing"), ""
    if recorder.line_hits and not recorder.traced_hits and not tried:
        # Run as plain Python, the line cannot raise what JAX raises while tracing: no evidence either way, unless
        # its recorded inputs, traced again above, gave some.
        return None, f"{run.description} ran the flagged line {times}, never while JAX traced it"
    what = _what_happened(run, recorder, tried)
    return None, what


def _trace_recorded(runner: Runner, function: Any, call: RecordedCall, mode: str) -> Outcome:
    from .inputs import Arguments
    arguments = Arguments(list(zip(call.names, call.positional)), dict(call.keywords), set(), [])
    try:
        return runner.run(function, (), arguments, mode)
    except Exception as error:  # noqa: BLE001 - recorded objects the experiments cannot take
        return Outcome(note=f"could not reuse the recorded inputs: {type(error).__name__}: {short(str(error), 80)}")


def _judge_recompiles(flagged: Flagged, run: DriverRun, functions: dict[int, tuple[Any, str, str]]) \
        -> Optional[Verdict]:
    recorder = run.recorder
    if not recorder.line_hits:
        return None
    name = flagged.compiled_name
    # Without a name: functions defined on the flagged lines or inside the enclosing entry functions.
    spans = [(flagged.line, flagged.end_line)] + [_span(function) for function, _, _ in functions.values()]
    if name == "<lambda>":
        # Every lambda compiles as jit(<lambda>): only the one defined on the flagged lines is this site's.
        name, spans = "", [(flagged.line, flagged.end_line)]
    compiled = [c for c in run.compiles if name and c.name == f"jit({name})"]
    # ... or, whatever its name, a function jitted and called on the flagged lines (`jax.jit(mod.f)(x)`).
    traces = [m for m in run.misses if (m.function == name if name else (
        os.path.realpath(m.path) == os.path.realpath(flagged.path) and any(a <= m.line <= b for a, b in spans)))
        or callsite_at(m, flagged.path, flagged.line, flagged.end_line)]
    count = max(len(compiled), len(traces))
    enclosing_calls = max(recorder.call_counts.values(), default=0)
    if count < 2 and ROWS[flagged.code].confirm_calls > 1 and enclosing_calls == 1 and run.outcome == "passed":
        # A jit made per call of the enclosing function recompiles only when that function runs again.
        return Verdict("not-reproduced", None, f"the project's {run.description} calls the enclosing function "
                                               f"once: a jit made per call compiles once per call")
    if count == 0:
        return None     # nothing attributable to this site compiled: no evidence either way
    label = f"jit({name or traces[0].function})" if name or traces else "the jitted function"
    if count >= 2:
        changes = [m.change for m in traces if m.change != "first"]
        why = f"; what changed: {changes[0]}" if changes else ""
        seconds = sum(c.seconds for c in compiled)
        cost = f", {1000 * seconds / max(len(compiled), 1):.1f} ms each" if compiled else ""
        return Verdict("confirmed", None, f"recompiles: {label} compiled {count} times while the project's "
                                          f"{run.description} ran{cost}{why}")
    if run.outcome == "passed":
        return Verdict("not-reproduced", None, f"the project's {run.description} ran the flagged line and compiled "
                                               f"{label} {count} time{'s' if count != 1 else ''}")
    return None


def _span(function: Any) -> tuple[int, int]:
    code = function.__code__
    lines = [line for _, _, line in code.co_lines() if line is not None]
    return code.co_firstlineno, max(lines, default=code.co_firstlineno)


def _what_happened(run: DriverRun, recorder: CallRecorder, tried: list[Outcome]) -> str:
    if run.outcome == "timed out":
        return f"{run.description} ran past its time budget"
    if run.outcome == "failed" and not recorder.calls and not recorder.line_hits:
        needs = missing_dependency(run.failure) if run.failure is not None else ""
        lead = f"needs `{needs}`: " if needs else ""
        return f"{lead}{run.description} failed before reaching the function: {run.failure_text}"
    if not recorder.calls and not recorder.line_hits:
        return f"{run.description} {run.outcome} without calling the function"
    notes = [o.note for o in tried if o.note]
    if notes:
        return f"{run.description}: {notes[0]}"
    if run.outcome == "failed":
        return f"{run.description} failed: {run.failure_text}"
    return f"{run.description} ran the function but gave no evidence"


def confirm_with_drivers(runner: Runner, flagged: Flagged, target: dict[str, Any],
                         functions: dict[int, tuple[Any, str, str]]) -> tuple[Optional[Verdict], list[str]]:
    """Try each driver in order; the first verdict wins. Returns (verdict or None, notes)."""
    notes: list[str] = []
    budget = float(target.get("driver_budget") or DEFAULT_BUDGET)      # for all of this finding's drivers
    module_file = getattr(runner.module, "__file__", None) or flagged.path
    deadline = time.monotonic() + budget
    uncollectable: set[str] = set()
    # Recompilations are judged per call of the enclosing entry function, not of a closure inside it.
    closure = nested_def_line(module_file, flagged.line, flagged.end_line) \
        if symptom(flagged.code) != RECOMPILES else None
    for driver in target.get("drivers", ()):
        if driver["path"] in uncollectable:
            continue
        lines = set(functions)
        if driver["kind"] == "test" and driver["qualname"] == target.get("function") and \
                os.path.realpath(driver["path"]) == os.path.realpath(module_file):
            # The finding's own test (its calls are counted even when a parameterised class renamed it).
            lines |= {driver["line"], driver["def_line"]}
        remaining = deadline - time.monotonic()
        if remaining < 1.0:
            notes.append("no time left for the project's other drivers")
            break
        if symptom(flagged.code) == RECOMPILES:
            # A jit cache filled by an earlier finding's driver would hide this driver's compilations.
            runner.jax.clear_caches()
        recorder = CallRecorder(module_file, flagged.line, flagged.end_line, lines,
                                frozenset({closure} - lines) if closure is not None else frozenset())
        # Compilations are counted per run of the test: one parameterised case, or the cases would add up.
        run = run_driver(driver, recorder, remaining, 1 if symptom(flagged.code) == RECOMPILES else MAX_TEST_ITEMS)
        verdict, note = judge(runner, flagged, run, functions)
        if verdict is not None:
            return verdict, notes
        if note:
            notes.append(note)
        if run.outcome == "not collected":
            uncollectable.add(driver["path"])
    return None, notes
