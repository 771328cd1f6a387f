"""The parent side of `--confirm`: a pool of worker processes, fed one finding at a time, watched by one loop.

The parent never imports jax nor the user's code. Each worker imports jax once and then takes the findings of one
module after another (so a module is imported once per worker). A finding that runs past its timeout, or a worker
that dies (os._exit, a segfault, the memory limit), costs only that worker: it is killed and replaced, and the
findings it held become `inconclusive` with the reason.
"""

from __future__ import annotations

import collections
import json
import os
import selectors
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

OUTPUT_KEEP = 4096          # bytes of a worker's raw fd 1/2 output kept per finding (the rest is counted, dropped)
START_TIMEOUT = 120.0       # seconds a new worker may take to import jax
WORKER_MARK = "JAXLINT_CONFIRM_WORKER"      # set in the workers' environment


@dataclass
class Task:
    id: int
    path: str
    line: int
    end_line: int
    code: str
    target: dict[str, Any]

    def request(self) -> str:
        return json.dumps({"id": self.id, "path": self.path, "line": self.line, "end_line": self.end_line,
                           "code": self.code, "target": self.target}) + "\n"


@dataclass
class Result:
    verdict: str
    exception: Optional[str]
    detail: str
    seconds: float = 0.0
    import_seconds: float = 0.0


@dataclass
class RunInfo:
    jax_version: str = ""
    backend: str = ""
    workers_started: int = 0
    seconds: float = 0.0


@dataclass
class _Worker:
    process: subprocess.Popen
    requests: Any                       # file, parent -> worker
    responses_fd: int
    output_fd: int
    started: float
    ready: bool = False
    pending: bytes = b""
    group: collections.deque = field(default_factory=collections.deque)
    task: Optional[Task] = None
    deadline: float = 0.0
    imported: bool = False
    output: bytearray = field(default_factory=bytearray)
    output_total: int = 0
    closed: bool = False
    groups_taken: int = 0


def _worker_environment() -> dict[str, str]:
    package_parent = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([package_parent] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep)
                                                            if p])
    # Several workers share one accelerator: none may grab most of its memory up front.
    env.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")
    env.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    env["PYTHONUNBUFFERED"] = "1"
    # Importing the project's modules and running its tests must not leave bytecode files in the project.
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    env[WORKER_MARK] = "1"
    return env


def worker_python() -> str:
    """The interpreter workers run: the user's. `JAXLINT_CONFIRM_PYTHON` names it; else the active virtualenv's
    (jaxlint itself may be installed elsewhere, with pipx); else the one running jaxlint. The worker needs only
    jaxlint's source on its path (the standard library and jax), never jaxlint's own dependencies."""
    chosen = os.environ.get("JAXLINT_CONFIRM_PYTHON")
    if chosen:
        return chosen
    virtualenv = os.environ.get("VIRTUAL_ENV")
    if virtualenv and not os.path.realpath(sys.prefix).startswith(os.path.realpath(virtualenv)):
        candidate = os.path.join(virtualenv, "Scripts" if os.name == "nt" else "bin",
                                 "python.exe" if os.name == "nt" else "python")
        if os.path.exists(candidate):
            return candidate
    return sys.executable


class Pool:
    def __init__(self, jobs: int, timeout: float, memory_mb: int,
                 on_ready: Callable[[RunInfo], None] = lambda info: None,
                 on_result: Callable[[Task, Result], None] = lambda task, result: None) -> None:
        self.jobs = max(1, jobs)
        self.timeout = timeout
        self.memory_mb = memory_mb
        self.on_ready = on_ready
        self.on_result = on_result
        self.info = RunInfo()
        self.selector = selectors.DefaultSelector()
        self.workers: list[_Worker] = []
        self.results: dict[int, Result] = {}
        self._announced = False
        self._groups: collections.deque = collections.deque()
        self._env = _worker_environment()
        self.python = worker_python()
        # Workers run in a scratch directory: files the user's code writes with relative paths (at import or
        # while tracing) land there, not in the project being checked.
        self._scratch = tempfile.TemporaryDirectory(prefix="jaxlint-confirm-")

    # --- workers -------------------------------------------------------------------------------------------------
    def _spawn(self) -> _Worker:
        request_read, request_write = os.pipe()
        response_read, response_write = os.pipe()
        output_read, output_write = os.pipe()
        command = [self.python, "-c", "from jaxlint.confirm.worker import main; main()",
                   str(request_read), str(response_write), str(self.memory_mb)]
        try:
            process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=output_write, stderr=output_write,
                                       pass_fds=(request_read, response_write), env=self._env,
                                       start_new_session=True, close_fds=True, cwd=self._scratch.name)
        finally:
            for fd in (request_read, response_write, output_write):
                os.close(fd)
        for fd in (response_read, output_read):
            os.set_blocking(fd, False)
        worker = _Worker(process, os.fdopen(request_write, "w", encoding="utf-8"), response_read, output_read,
                         time.monotonic())
        self.selector.register(response_read, selectors.EVENT_READ, (worker, "responses"))
        self.selector.register(output_read, selectors.EVENT_READ, (worker, "output"))
        self.workers.append(worker)
        self.info.workers_started += 1
        return worker

    def _close(self, worker: _Worker, kill: bool) -> None:
        if worker.closed:
            return
        worker.closed = True
        for fd in (worker.responses_fd, worker.output_fd):
            try:
                self.selector.unregister(fd)
            except (KeyError, ValueError):
                pass
        try:
            worker.requests.close()
        except OSError:
            pass
        if kill:
            try:
                os.killpg(worker.process.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        try:
            worker.process.wait(timeout=5 if kill else 10)
        except subprocess.TimeoutExpired:
            try:
                os.killpg(worker.process.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
            worker.process.wait()
        for fd in (worker.responses_fd, worker.output_fd):
            try:
                os.close(fd)
            except OSError:
                pass
        self.workers.remove(worker)

    # --- running -------------------------------------------------------------------------------------------------
    def run(self, tasks: list[Task]) -> dict[int, Result]:
        started = time.monotonic()
        groups: collections.deque = collections.deque()
        by_path: dict[str, list[Task]] = {}
        for task in tasks:
            by_path.setdefault(task.path, []).append(task)
        # Biggest modules first: the pool ends with the small ones and finishes evenly.
        for path in sorted(by_path, key=lambda p: -len(by_path[p])):
            groups.append(collections.deque(by_path[path]))
        self._groups = groups
        try:
            self._loop(groups)
        finally:
            for worker in list(self.workers):
                self._close(worker, kill=worker.task is not None)
            self.selector.close()
            self._scratch.cleanup()
        self.info.seconds = time.monotonic() - started
        return self.results

    def _loop(self, groups: collections.deque) -> None:
        remaining = sum(len(g) for g in groups)
        failed_starts = 0
        while remaining:
            active = [w for w in self.workers if not w.closed]
            wanted = min(self.jobs, len(groups) + sum(1 for w in active if w.task is not None or w.group))
            while len(active) < wanted:
                active.append(self._spawn())
            for worker in active:
                if worker.ready and worker.task is None:
                    if not worker.group and groups and worker.groups_taken and _runs_project_code(groups[0]):
                        # The project's tests run best in a fresh process: an earlier module's experiments may
                        # have left global state behind (a library's stack of frames, a patched function).
                        self._close(worker, kill=False)
                        continue
                    if not worker.group and groups:
                        worker.group = groups.popleft()
                        worker.groups_taken += 1
                    if worker.group:
                        self._send(worker, worker.group.popleft())
            timeout = self._next_wakeup()
            for key, _ in self.selector.select(timeout):
                worker, kind = key.data
                if worker.closed:
                    continue
                if kind == "output":
                    self._drain_output(worker)
                else:
                    remaining -= self._read_responses(worker)
            now = time.monotonic()
            for worker in list(self.workers):
                if worker.closed:
                    continue
                if worker.task is not None and now > worker.deadline:
                    phase = "" if worker.imported else " while importing the module"
                    remaining -= self._fail(worker, f"timed out after {self.timeout:g} s{phase}", kill=True)
                elif not worker.ready and now - worker.started > START_TIMEOUT:
                    failed_starts += 1
                    self._close(worker, kill=True)
                elif worker.process.poll() is not None and not worker.closed:
                    self._drain_output(worker)
                    remaining -= self._read_responses(worker)
                    if worker.closed:
                        continue
                    if worker.task is not None:
                        remaining -= self._fail(worker, self._death_reason(worker), kill=False)
                    else:
                        if not worker.ready:
                            failed_starts += 1
                            if failed_starts >= 3:
                                output = worker.output.decode("utf-8", "replace").strip()
                                raise WorkerStartError(output[-2000:] or f"exit status {worker.process.returncode}")
                        self._close(worker, kill=False)

    def _next_wakeup(self) -> float:
        now = time.monotonic()
        deadlines = [w.deadline for w in self.workers if w.task is not None]
        deadlines += [w.started + START_TIMEOUT for w in self.workers if not w.ready]
        deadlines.append(now + 0.5)  # also notices worker exits that close no pipe we watch
        return max(0.0, min(deadlines) - now)

    def _send(self, worker: _Worker, task: Task) -> None:
        worker.task = task
        worker.imported = False
        worker.output = bytearray()
        worker.output_total = 0
        worker.deadline = time.monotonic() + self.timeout
        try:
            worker.requests.write(task.request())
            worker.requests.flush()
        except (BrokenPipeError, OSError):
            pass  # the death is noticed by the loop and reported for this task

    def _drain_output(self, worker: _Worker) -> None:
        while True:
            try:
                chunk = os.read(worker.output_fd, 65536)
            except BlockingIOError:
                return
            except OSError:
                return
            if not chunk:
                try:
                    self.selector.unregister(worker.output_fd)
                except (KeyError, ValueError):
                    pass
                return
            worker.output_total += len(chunk)
            room = OUTPUT_KEEP - len(worker.output)
            if room > 0:
                worker.output.extend(chunk[:room])

    def _read_responses(self, worker: _Worker) -> int:
        """Handle complete messages; returns how many tasks finished."""
        finished = 0
        while True:
            try:
                chunk = os.read(worker.responses_fd, 65536)
            except BlockingIOError:
                break
            except OSError:
                chunk = b""
            if not chunk:
                try:
                    self.selector.unregister(worker.responses_fd)
                except (KeyError, ValueError):
                    pass
                break
            worker.pending += chunk
        while b"\n" in worker.pending:
            line, worker.pending = worker.pending.split(b"\n", 1)
            try:
                message = json.loads(line)
            except ValueError:
                continue
            finished += self._handle(worker, message)
        return finished

    def _handle(self, worker: _Worker, message: dict[str, Any]) -> int:
        event = message.get("event")
        if event == "ready":
            worker.ready = True
            if not self._announced:
                self._announced = True
                self.info.jax_version = message.get("jax", "")
                self.info.backend = message.get("backend", "")
                self.on_ready(self.info)
            return 0
        task = worker.task
        if task is None or message.get("id") != task.id:
            return 0
        if event == "imported":
            worker.imported = True
            return 0
        if event != "result":
            return 0
        result = Result(message.get("verdict", "inconclusive"), message.get("exception"),
                        message.get("detail", ""), float(message.get("seconds", 0.0)),
                        float(message.get("import_seconds", 0.0)))
        worker.task = None
        finished = self._record(task, result)
        if message.get("import_failed"):
            finished += self._fail_group(worker, result.detail)
        return finished

    def _record(self, task: Task, result: Result) -> int:
        if task.id in self.results:
            return 0
        self.results[task.id] = result
        self.on_result(task, result)
        return 1

    def _fail(self, worker: _Worker, reason: str, kill: bool) -> int:
        task = worker.task
        assert task is not None
        imported = worker.imported
        self._drain_output(worker)
        output = _output_note(worker)
        worker.task = None
        finished = self._record(task, Result("inconclusive", None, reason + output))
        group = worker.group
        worker.group = collections.deque()
        self._close(worker, kill=kill)
        if not imported:
            # The module itself hangs or kills its process at import: its other findings would do the same.
            for other in group:
                finished += self._record(other, Result("inconclusive", None, reason + output))
        elif group:
            # Give the rest of this module's findings to the next free worker.
            self._groups.appendleft(group)
        return finished

    def _fail_group(self, worker: _Worker, reason: str) -> int:
        finished = 0
        while worker.group:
            finished += self._record(worker.group.popleft(), Result("inconclusive", None, reason))
        return finished

    def _death_reason(self, worker: _Worker) -> str:
        code = worker.process.returncode
        phase = " while running the flagged function" if worker.imported else " while importing the module"
        if code is not None and code < 0:
            try:
                name = signal.Signals(-code).name
            except ValueError:
                name = f"signal {-code}"
            return f"the worker process crashed ({name}){phase}"
        return f"the worker process exited with status {code}{phase} (os._exit or a crash in native code)"


def _runs_project_code(group: collections.deque) -> bool:
    return any(task.target.get("drivers") for task in group)


def _output_note(worker: _Worker) -> str:
    text = " ".join(worker.output.decode("utf-8", "replace").split())
    if not text:
        return ""
    short = text if len(text) <= 120 else text[:117] + "..."
    more = f", {worker.output_total} bytes in all" if worker.output_total > len(worker.output) else ""
    return f"; output: {short!r}{more}"


class WorkerStartError(Exception):
    """No confirm worker could start (jax fails to import in a subprocess)."""
