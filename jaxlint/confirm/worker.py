"""A confirm worker: imports jax once, then imports user modules and runs flagged functions, one finding at a time.

Runs in its own process (started by jaxlint.confirm.pool), talks JSON lines over two inherited pipe descriptors, and
keeps fd 1/2 for whatever the user's code writes there. Everything here may run hostile code: the parent enforces
timeouts and replaces a worker that dies.

The work is split by concern: capture.py (output and line counting), user_code.py (importing the module, locating
the function), experiments.py (one run and what it showed), search.py (guessed inputs), driven.py (the project's
own drivers and the recorder).
"""

from __future__ import annotations

import json
import os
import resource
import sys
import threading
import time
from dataclasses import dataclass
from typing import Any, Optional

from .capture import Captured
from .driven import jax_options, reset_jax_state, restore_jax_options
from .experiments import Flagged, _where, on_duration_event
from .search import confirm_in_module
from .user_code import describe_import_failure, import_user_module, project_of
from .verdicts import Verdict, inconclusive, short

__all__ = ["Flagged", "Verdict", "confirm_in_module", "import_user_module", "main"]


# --- the process -------------------------------------------------------------------------------------------------
def _send(stream: Any, message: dict[str, Any]) -> None:
    stream.write(json.dumps(message) + "\n")
    stream.flush()


ORPHAN_CHECK_SECONDS = 0.5


def _exit_when_orphaned(parent: int) -> None:
    """The worker runs in its own session, so a parent killed outright (a CI timeout, SIGKILL) cannot take it down,
    and user code stuck in a loop never reads the closed request pipe: leave as soon as the parent is gone."""
    while os.getppid() == parent:
        time.sleep(ORPHAN_CHECK_SECONDS)
    os._exit(3)


@dataclass(frozen=True)
class _Start:
    """What the process was before any user code ran."""
    options: dict[str, Any]        # JAX's options
    folder: str                    # the working directory (the pool's scratch folder)
    path: tuple[str, ...]          # sys.path


def _start_module(jax: Any, path: str, previous: Optional[tuple[str, str]], start: _Start) -> tuple[str, str]:
    """Before the first finding of a module: back to the worker's own folder (a module before it may have changed
    directory at import, `os.chdir(os.path.dirname(__file__))`, and the next would write its files there), and,
    for a module of another project, back to JAX's options and sys.path as the worker started (a debugging
    script's `jax_disable_jit`, a `sys.path.insert` of its vendored folder). A project's modules keep what its
    other modules set: its package's `__init__.py` setting `jax_enable_x64` runs once per process.
    Returns (path, project) for the next call."""
    try:
        os.chdir(start.folder)
    except OSError:
        pass
    project = project_of(path)
    if previous is not None and previous[1] != project:
        restore_jax_options(jax, start.options)
        sys.path[:] = start.path
    return path, project


def main() -> None:
    request_fd, response_fd, memory_mb = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    threading.Thread(target=_exit_when_orphaned, args=(os.getppid(),), daemon=True,
                     name="jaxlint-orphan-watch").start()
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
    jax.monitoring.register_event_duration_secs_listener(on_duration_event)
    backend = jax.default_backend()
    _send(responses, {"event": "ready", "jax": jax.__version__, "backend": backend,
                      "seconds": round(time.perf_counter() - started, 3)})
    # What one module's code may change for the whole process, as its own process would start it.
    start = _Start(jax_options(jax), os.getcwd(), tuple(sys.path))
    previous: Optional[tuple[str, str]] = None
    for line in requests:
        request = json.loads(line)
        flagged = Flagged(request["path"], request["line"], request["end_line"], request["code"],
                          request["target"].get("compiled_name", ""))
        if previous is None or previous[0] != flagged.path:
            previous = _start_module(jax, flagged.path, previous, start)
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
        budget = request["target"].get("time_budget")
        if budget:
            request["target"]["stop_at"] = time.monotonic() + max(0.0, float(budget) - import_seconds)
        try:
            verdict = confirm_in_module(jax, module, flagged, request["target"])
        except BaseException as error:  # noqa: BLE001 - a bug of ours must not lose the other findings
            verdict = inconclusive(f"internal error in confirm: {type(error).__name__}: {short(str(error), 120)}"
                                   f"{_where(error)}")
        reset_jax_state()
        _send(responses, {"event": "result", "id": request["id"], **verdict.as_dict(),
                          "import_seconds": import_seconds, "seconds": time.perf_counter() - began})


if __name__ == "__main__":
    main()
