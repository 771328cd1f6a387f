"""`pytest -p jaxlint` or `pytest --jaxlint`: the runtime view of the user's own test run.

At the end of the run it reports
- jitted functions traced more often than a threshold, with what changed between traces (shape, dtype, weak type,
  static value, pytree structure, function identity), as JAX's cache-miss explanations say;
- tracer errors raised in tests, with the jaxlint codes that predict them and the line that raised.

Installed as a pytest11 entry point, so it is loaded into every pytest run of an environment that has jaxlint: until
its option is given it only adds its options, and imports neither jax nor jaxlint's analysis.
"""

from __future__ import annotations

import os
from typing import Any, Optional

DEFAULT_THRESHOLD = 2
_EXCLUDED_FRAMES = (f"{os.sep}jax{os.sep}", f"{os.sep}jaxlib{os.sep}", f"{os.sep}_pytest{os.sep}",
                    f"{os.sep}pluggy{os.sep}", f"{os.sep}jaxlint{os.sep}confirm{os.sep}")


def pytest_addoption(parser: Any) -> None:
    group = parser.getgroup("jaxlint", "jaxlint: recompilations and tracer errors during the run")
    group.addoption("--jaxlint", action="store_true", default=False,
                    help="report jitted functions that retrace often and tracer errors raised in tests "
                         "(same as -p jaxlint)")
    group.addoption("--jaxlint-retraces", type=int, default=DEFAULT_THRESHOLD, metavar="N",
                    help=f"report functions traced more than N times (default {DEFAULT_THRESHOLD})")


def _requested(config: Any) -> bool:
    if config.getoption("jaxlint", default=False):
        return True
    plugins = getattr(config.known_args_namespace, "plugins", None) or getattr(config.option, "plugins", None)
    return "jaxlint" in (plugins or [])


def pytest_configure(config: Any) -> None:
    if _requested(config) and not config.pluginmanager.has_plugin("jaxlint-watcher"):
        config.pluginmanager.register(Watcher(config.getoption("jaxlint_retraces", default=DEFAULT_THRESHOLD)),
                                      "jaxlint-watcher")


class Watcher:
    """Registered only when asked for: starts the recorder and reports at the end of the run."""

    def __init__(self, threshold: int) -> None:
        self.threshold = threshold
        self.log: Any = None
        self.errors: list[tuple[str, str, str, str]] = []     # (node id, exception, where, codes)

    def pytest_sessionstart(self, session: Any) -> None:
        from .recorder import CompileLog
        self.log = CompileLog.start()

    def pytest_runtest_makereport(self, item: Any, call: Any) -> None:
        if call.excinfo is None:
            return
        found = tracer_error(call.excinfo.value)
        if found is not None:
            name, where, codes = found
            self.errors.append((item.nodeid, name, where, codes))

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        from .recorder import recompiled
        lines = []
        for entry in recompiled(self.log.misses if self.log is not None else [], self.threshold):
            changes = ", ".join(f"{kind} x{count}" for kind, count in sorted(entry.changes.items(),
                                                                            key=lambda item: -item[1]))
            lines.append(f"{_show(entry.path)}:{entry.line}: `{entry.function}` traced {entry.traces} times "
                         f"(threshold {self.threshold}); changed: {changes or 'nothing JAX could name'}"
                         + (f"; e.g. {entry.example}" if entry.example else ""))
        for node, name, where, codes in self.errors:
            lines.append(f"{where}: {name} in {node} ({codes})")
        if lines:
            terminalreporter.write_sep("=", "jaxlint")
            for line in lines:
                terminalreporter.write_line(line)


def tracer_error(error: BaseException) -> Optional[tuple[str, str, str]]:
    """(class name, `file:line` of the user code that raised, the codes predicting it) for a tracer error."""
    from ..codes import REGISTRY
    name = type(error).__name__
    module = type(error).__module__ or ""
    is_jax_error = module.startswith("jax")
    immutable = isinstance(error, TypeError) and "immutable" in str(error) and "JAX" in str(error)
    if not (is_jax_error or immutable):
        return None
    codes = [f"{row.code} {row.name}" for row in REGISTRY if name in row.raises]
    if not codes:
        return None
    if immutable:
        codes = [code for code in codes if code.startswith("JXL301")] or codes
    return name, _user_frame(error), ", ".join(codes)


def _user_frame(error: BaseException) -> str:
    import traceback
    frames = [frame for frame in traceback.extract_tb(error.__traceback__)
              if not any(part in frame.filename for part in _EXCLUDED_FRAMES)]
    return f"{_show(frames[-1].filename)}:{frames[-1].lineno}" if frames else "?"


def _show(path: str) -> str:
    try:
        relative = os.path.relpath(path)
    except ValueError:
        return path
    return relative if not relative.startswith("..") else path
