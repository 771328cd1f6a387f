"""`--confirm`: prove each finding by running JAX on the flagged function, in sandboxed worker processes.

This package's parent side (this module, pool.py) never imports jax nor the user's code; worker.py and inputs.py
run inside the workers.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import os
import time
from typing import Optional, Sequence, TextIO

from ..diagnostics import Diagnostic
from .drivers import Projects
from .reasons import summary_lines
from .pool import WORKER_MARK, Pool, Result, RunInfo, Task, WorkerStartError

INSTALL_HINT = "pip install 'jaxlint[confirm]'"
VERDICTS = ("confirmed", "not-reproduced", "inconclusive")
DEFAULT_TIMEOUT = 30.0
DEFAULT_MEMORY_MB = 4096
DRIVER_SHARE = 0.5          # of a finding's timeout, for each of the project's drivers it runs
GUESS_SHARE = 0.75          # of a finding's timeout, after which the worker stops trying more inputs


def jax_available() -> bool:
    """Is jax importable here? (Looks the package up without importing it.)"""
    try:
        return importlib.util.find_spec("jax") is not None and importlib.util.find_spec("jaxlib") is not None
    except (ImportError, ValueError):
        return False


def _called_as(qualname: str) -> str:
    """The name code calls a function by: a constructor or `__call__` by its class (`Predictive(...)`)."""
    parts = qualname.split(".")
    if len(parts) > 1 and parts[-1] in ("__init__", "__call__", "__new__", "__post_init__"):
        return parts[-2]
    return parts[-1]


def _names(target: object) -> list[str]:
    """The names a driver may call the flagged function by: its own, then its entry functions' (callers first)."""
    names = [_called_as(str(getattr(target, "function", "")))]
    names += [_called_as(entry.qualname) for entry in getattr(target, "entries", ())]
    return [name for name in names if name and not name.startswith("<")]


def _qualnames(target: object) -> list[str]:
    return [str(getattr(target, "function", ""))] + [entry.qualname for entry in getattr(target, "entries", ())]


class ConfirmError(Exception):
    """--confirm could not run at all."""


def confirm(diagnostics: Sequence[Diagnostic], jobs: Optional[int] = None, timeout: float = DEFAULT_TIMEOUT,
            memory_mb: int = DEFAULT_MEMORY_MB, stderr: Optional[TextIO] = None,
            progress: Optional[bool] = None, use_drivers: bool = True) -> dict[str, int]:
    """Fill `diagnostic.confirm` for every finding that has something to run; returns the verdict counts.

    With `use_drivers`, a finding is first confirmed with what the project itself runs (its tests, `__main__`
    blocks), which executes those tests in the worker; guessed inputs follow."""
    tasks: list[Task] = []
    owners: dict[int, Diagnostic] = {}
    projects = Projects()
    if os.environ.get(WORKER_MARK):
        # A project test that itself runs `jaxlint --confirm`, run as a driver: no drivers of drivers.
        use_drivers = False
    for diagnostic in diagnostics:
        target = diagnostic.confirm_target
        if target is None:
            continue
        path = os.path.abspath(diagnostic.path)
        request = dataclasses.asdict(target)
        if use_drivers:
            request["drivers"] = [driver.as_dict() for driver in projects.drivers(
                path, _names(target), _qualnames(target), (diagnostic.line, diagnostic.end_line))]
            request["driver_budget"] = timeout * DRIVER_SHARE
        # The worker stops guessing a little before the parent's limit: it reports what it tried, rather than the
        # parent killing it (and restarting a worker) with nothing to say but "timed out".
        request["time_budget"] = timeout * GUESS_SHARE
        task = Task(len(tasks), path, diagnostic.line, diagnostic.end_line, diagnostic.code, request)
        tasks.append(task)
        owners[task.id] = diagnostic
    counts = {verdict: 0 for verdict in VERDICTS}
    if not tasks:
        return counts
    jobs = jobs if jobs is not None and jobs > 0 else (os.cpu_count() or 1)
    jobs = min(jobs, len({task.path for task in tasks}))
    show_progress = progress if progress is not None else bool(stderr is not None and stderr.isatty())
    done = 0
    started = time.monotonic()

    def on_ready(info: RunInfo) -> None:
        if stderr is not None:
            stderr.write(f"jaxlint --confirm: jax {info.jax_version}, backend {info.backend}; "
                         f"{len(tasks)} finding{'s' if len(tasks) != 1 else ''}, {jobs} worker"
                         f"{'s' if jobs != 1 else ''}, timeout {timeout:g} s each. This imports and runs the code "
                         f"of the modules it checks.\n")
            stderr.flush()

    def on_result(task: Task, result: Result) -> None:
        nonlocal done
        done += 1
        if show_progress and stderr is not None:
            stderr.write(f"\rjaxlint --confirm: {done}/{len(tasks)} findings checked")
            stderr.flush()

    pool = Pool(jobs, timeout, memory_mb, on_ready=on_ready, on_result=on_result)
    try:
        results = pool.run(tasks)
    except WorkerStartError as error:
        raise ConfirmError(f"the confirm worker could not start (does `import jax` work?): {error}") from None
    if show_progress and stderr is not None:
        stderr.write("\n")
    backend = f"{pool.info.backend} (jax {pool.info.jax_version})" if pool.info.backend else None
    for task in tasks:
        result = results.get(task.id) or Result("inconclusive", None, "no result from the worker")
        owners[task.id].confirm = {"verdict": result.verdict, "exception": result.exception,
                                   "detail": result.detail, "backend": backend}
        counts[result.verdict] = counts.get(result.verdict, 0) + 1
    if stderr is not None:
        summary = ", ".join(f"{counts[v]} {v}" for v in VERDICTS)
        stderr.write(f"jaxlint --confirm: {summary} in {time.monotonic() - started:.1f} s\n")
        details = [(owners[task.id].confirm["verdict"], owners[task.id].confirm["detail"] or "") for task in tasks]
        for line in summary_lines(details, VERDICTS):
            stderr.write(line + "\n")
    return counts
