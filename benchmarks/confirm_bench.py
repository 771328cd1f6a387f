"""How much `--confirm` costs: total time on fixtures/, and per finding against a bare `jax.jit(f).trace`.

    python benchmarks/confirm_bench.py [PATH ...] [--jobs N] [--repeat 3]

1. The whole CLI run, `jaxlint --confirm PATH` (wall time, as a user sees it), next to the static-only run.
2. In this process (acting as one worker: jax imported once, each module imported once, import time excluded):
   for every finding that confirm traces abstractly (the exception-raising rules), the time of confirm's whole
   procedure for that finding (locate, build inputs, try candidates, trace, classify) against the time of one bare
   `jax.jit(f).trace(*ShapeDtypeStructs)` of the same function with the first inputs confirm builds. Target: at
   most 2x. Symptom and recompile findings call the code for real (two jitted calls, compiles), and so do findings
   with project drivers (confirm runs the project's own calls first): they are listed apart.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import statistics
import subprocess
import sys
import time
from typing import Any, Iterable, Optional

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


@dataclasses.dataclass
class FindingTiming:
    path: str
    line: int
    code: str
    confirm_seconds: float             # median over the repeats of confirm's whole procedure for the finding
    bare_seconds: Optional[float]      # median of one bare trace; None when confirm calls the code instead
    verdict: Any                       # jaxlint.confirm.verdicts.Verdict of the last repeat
    bare_raised: str = ""              # what the bare trace raised ("" when it traced cleanly)

    @property
    def label(self) -> str:
        return f"{os.path.relpath(self.path, ROOT)}:{self.line} {self.code}"


def cli_seconds(args: list[str]) -> float:
    env = dict(os.environ, PYTHONPATH=ROOT)
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "jaxlint", *args], env=env, capture_output=True, check=False)
    return time.perf_counter() - started


def import_jax() -> tuple[Any, float]:
    """jax, imported as a worker imports it (with the compile listener confirm reads), and the seconds it took."""
    started = time.perf_counter()
    import jax
    import jax.monitoring
    from jaxlint.confirm.experiments import on_duration_event
    seconds = time.perf_counter() - started
    jax.monitoring.register_event_duration_secs_listener(on_duration_event)
    return jax, seconds


def time_findings(jax: Any, paths: Iterable[str], repeat: int = 1
                  ) -> tuple[list[FindingTiming], dict[str, float], dict[str, str]]:
    """Per finding with a confirm target under `paths`: confirm's time, and a bare trace's for abstract findings.

    Also returns the seconds each module took to import (once, as a worker imports it), and the modules that could
    not be imported (a library missing here), whose findings are left out, with the error."""
    from jaxlint.codes import symptom
    from jaxlint.confirm.capture import Captured
    from jaxlint.confirm.driven import reset_jax_state
    from jaxlint.confirm.experiments import Flagged
    from jaxlint.confirm.search import confirm_in_module
    from jaxlint.confirm.user_code import import_user_module
    from jaxlint.engine import lint_file
    from jaxlint.files import discover

    findings = [d for path in discover(list(paths)) for d in lint_file(path) if d.confirm_target is not None]
    imports: dict[str, float] = {}
    failed: dict[str, str] = {}
    rows: list[FindingTiming] = []
    for diagnostic in findings:
        path = os.path.abspath(diagnostic.path)
        if path in failed:
            continue
        if path not in imports:
            began = time.perf_counter()
            with Captured():
                try:
                    import_user_module(path)
                except BaseException as error:  # noqa: BLE001 - as a worker does: the module's failure, not ours
                    failed[path] = f"{type(error).__name__}: {error}"
                    continue
            imports[path] = time.perf_counter() - began
        module = import_user_module(path)
        target = dataclasses.asdict(diagnostic.confirm_target)
        flagged = Flagged(path, diagnostic.line, diagnostic.end_line, diagnostic.code,
                          target.get("compiled_name", ""))
        confirm_times = []
        verdict = None
        for _ in range(repeat):
            began = time.perf_counter()
            verdict = confirm_in_module(jax, module, flagged, dict(target))
            confirm_times.append(time.perf_counter() - began)
            reset_jax_state()
        entry = target["entries"][0] if target["entries"] else None
        abstract = (entry is not None and entry["mode"] == "trace" and symptom(diagnostic.code) is None
                    and not target.get("drivers"))
        bare, bare_raised = None, ""
        if abstract:
            bare_runs = [bare_trace(jax, module, entry) for _ in range(repeat)]
            bare, bare_raised = statistics.median(seconds for seconds, _ in bare_runs), bare_runs[-1][1]
        rows.append(FindingTiming(path, diagnostic.line, diagnostic.code, statistics.median(confirm_times), bare,
                                  verdict, bare_raised))
    return rows, imports, failed


def bare_trace(jax: Any, module: Any, entry: dict[str, Any]) -> tuple[float, str]:
    """One `jax.jit(f).trace(...)` of the entry function with a fresh function object (no cache hit), on the first
    inputs confirm builds: its seconds, and the class of what it raised ("" when clean)."""
    from jaxlint.confirm.capture import Captured
    from jaxlint.confirm.inputs import CANDIDATES, InputBuilder, materialize
    from jaxlint.confirm.search import receiver_prefix
    from jaxlint.confirm.user_code import locate

    located = locate(module, entry["qualname"])
    builder = InputBuilder(module, CANDIDATES[0])
    static = set(entry["static_argnames"])
    prefix = tuple(materialize(p, False) for p in receiver_prefix(located, builder, static))
    args = builder.arguments(located.function, static, located.kind in ("method", "classmethod"), False)
    positional = [materialize(v, False) for _, v in args.positional]
    keywords = {k: materialize(v, False) for k, v in args.keywords.items()}
    function = located.function
    static_numbers = tuple(i for i, (name, _) in enumerate(args.positional) if name in args.static)

    def fresh(*a: Any, **k: Any) -> Any:
        return function(*prefix, *a, **k)

    raised = ""
    began = time.perf_counter()
    with Captured():
        try:
            jax.jit(fresh, static_argnums=static_numbers).trace(*positional, **keywords)
        except Exception as error:  # noqa: BLE001 - the flagged error is what a bare trace of this code raises
            raised = type(error).__name__
    return time.perf_counter() - began, raised


def summary(ratios: list[float]) -> str:
    ratios = sorted(ratios)
    return f"ratio median {statistics.median(ratios):.2f}x, max {ratios[-1]:.2f}x"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("paths", nargs="*", default=[os.path.join(ROOT, "fixtures")])
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--no-cli", action="store_true", help="only the in-process part (2.)")
    options = parser.parse_args()

    if not options.no_cli:
        static = cli_seconds([*options.paths])
        total = cli_seconds(["--confirm", "--jobs", str(options.jobs), *options.paths])
        single = cli_seconds(["--confirm", "--jobs", "1", *options.paths])
        print(f"CLI wall time: static {static:.2f} s; --confirm --jobs {options.jobs} {total:.2f} s; "
              f"--confirm --jobs 1 {single:.2f} s ({os.cpu_count()} cores)")

    jax, jax_import = import_jax()
    print(f"import jax (once per worker): {jax_import:.2f} s")
    rows, imports, failed = time_findings(jax, options.paths, options.repeat)
    traced_rows = [row for row in rows if row.bare_seconds is not None]
    called_rows = [row for row in rows if row.bare_seconds is None]

    print(f"module imports (once per worker per module): {len(imports)} modules, {sum(imports.values()):.2f} s")
    for path, error in failed.items():
        print(f"not imported (its findings left out): {os.path.relpath(path, ROOT)}: {error[:100]}")
    print(f"\n{len(traced_rows)} findings confirmed by abstract tracing (median of {options.repeat}):")
    print(f"{'finding':64} {'confirm ms':>10} {'bare ms':>8} {'ratio':>6}  verdict; what the bare trace raised")
    for row in traced_rows:
        print(f"{row.label:64} {1000 * row.confirm_seconds:10.1f} {1000 * row.bare_seconds:8.1f} "
              f"{row.confirm_seconds / row.bare_seconds:6.2f}  {row.verdict.verdict}: {row.verdict.exception or ''}; "
              f"{row.bare_raised or 'clean'}")
    if traced_rows:
        total_confirm = sum(row.confirm_seconds for row in traced_rows)
        total_bare = sum(row.bare_seconds for row in traced_rows)
        ratios = sorted(row.confirm_seconds / row.bare_seconds for row in traced_rows)
        same = [row for row in traced_rows if row.bare_raised == (row.verdict.exception or "")]
        print(f"the bare trace on the first inputs raised what confirm reported for {len(same)} of "
              f"{len(traced_rows)} (the others needed more candidates or a defaulted argument passed)")
        if same:
            print(f"  those {len(same)}: {summary([row.confirm_seconds / row.bare_seconds for row in same])}; "
                  f"total confirm {1000 * sum(row.confirm_seconds for row in same):.0f} ms vs bare "
                  f"{1000 * sum(row.bare_seconds for row in same):.0f} ms")
        print(f"total: confirm {1000 * total_confirm:.0f} ms vs bare trace {1000 * total_bare:.0f} ms = "
              f"{total_confirm / total_bare:.2f}x; per finding median {statistics.median(ratios):.2f}x, "
              f"max {ratios[-1]:.2f}x")
    print(f"\n{len(called_rows)} findings confirmed by calling the code (symptoms: two jitted calls; JXL5: "
          f"compiles; project drivers), median ms:")
    for row in called_rows:
        print(f"{row.label:64} {1000 * row.confirm_seconds:10.1f}  {row.verdict.verdict}")


if __name__ == "__main__":
    main()
