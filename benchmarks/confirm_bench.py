"""How much `--confirm` costs: total time on fixtures/, and per finding against a bare `jax.jit(f).trace`.

    python benchmarks/confirm_bench.py [PATH ...] [--jobs N] [--repeat 3]

1. The whole CLI run, `jaxlint --confirm PATH` (wall time, as a user sees it), next to the static-only run.
2. In this process (acting as one worker: jax imported once, each module imported once, import time excluded):
   for every finding that confirm traces abstractly (the exception-raising rules), the time of confirm's whole
   procedure for that finding (locate, build inputs, try candidates, trace, classify) against the time of one bare
   `jax.jit(f).trace(*ShapeDtypeStructs)` of the same function with the first inputs confirm builds. Target: at
   most 2x. Symptom and recompile findings call the code for real (two jitted calls, compiles) and are listed apart.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


def cli_seconds(args: list[str]) -> float:
    env = dict(os.environ, PYTHONPATH=ROOT)
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "jaxlint", *args], env=env, capture_output=True, check=False)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("paths", nargs="*", default=[os.path.join(ROOT, "fixtures")])
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--repeat", type=int, default=3)
    options = parser.parse_args()

    static = cli_seconds([*options.paths])
    total = cli_seconds(["--confirm", "--jobs", str(options.jobs), *options.paths])
    single = cli_seconds(["--confirm", "--jobs", "1", *options.paths])
    print(f"CLI wall time: static {static:.2f} s; --confirm --jobs {options.jobs} {total:.2f} s; "
          f"--confirm --jobs 1 {single:.2f} s ({os.cpu_count()} cores)")

    from jaxlint.engine import lint_file
    from jaxlint.files import discover

    started = time.perf_counter()
    import jax
    from jaxlint.confirm import worker
    from jaxlint.confirm.inputs import CANDIDATES, InputBuilder, materialize
    jax_import = time.perf_counter() - started
    jax.monitoring.register_event_duration_secs_listener(worker._on_duration_event)
    print(f"import jax (once per worker): {jax_import:.2f} s")

    findings = [d for path in discover(options.paths) for d in lint_file(path) if d.confirm_target is not None]
    imports: dict[str, float] = {}
    traced_rows, called_rows = [], []
    for diagnostic in findings:
        path = os.path.abspath(diagnostic.path)
        if path not in imports:
            began = time.perf_counter()
            with worker.Captured():
                module = worker.import_user_module(path)
            imports[path] = time.perf_counter() - began
        module = worker.import_user_module(path)
        target = dataclasses.asdict(diagnostic.confirm_target)
        flagged = worker.Flagged(path, diagnostic.line, diagnostic.end_line, diagnostic.code,
                                 target.get("compiled_name", ""))
        confirm_times = []
        verdict = None
        for _ in range(options.repeat):
            began = time.perf_counter()
            verdict = worker.confirm_in_module(jax, module, flagged, target)
            confirm_times.append(time.perf_counter() - began)
        entry = target["entries"][0] if target["entries"] else None
        abstract = entry is not None and entry["mode"] == "trace" and diagnostic.code not in worker.SYMPTOM_CODES
        label = f"{os.path.relpath(path, ROOT)}:{diagnostic.line} {diagnostic.code}"
        if not abstract:
            called_rows.append((label, statistics.median(confirm_times), verdict))
            continue
        bare_times = []
        for _ in range(options.repeat):
            bare_times.append(bare_trace_seconds(jax, worker, module, entry, InputBuilder, CANDIDATES[0],
                                                 materialize))
        traced_rows.append((label, statistics.median(confirm_times), statistics.median(bare_times), verdict))

    print(f"module imports (once per worker per module): {len(imports)} modules, {sum(imports.values()):.2f} s")
    print(f"\n{len(traced_rows)} findings confirmed by abstract tracing (median of {options.repeat}):")
    print(f"{'finding':58} {'confirm ms':>10} {'bare ms':>8} {'ratio':>6}  verdict")
    for label, confirm_s, bare_s, verdict in traced_rows:
        print(f"{label:58} {1000 * confirm_s:10.1f} {1000 * bare_s:8.1f} {confirm_s / bare_s:6.2f}  "
              f"{verdict.verdict}: {verdict.exception or ''}")
    if traced_rows:
        total_confirm = sum(row[1] for row in traced_rows)
        total_bare = sum(row[2] for row in traced_rows)
        ratios = sorted(row[1] / row[2] for row in traced_rows)
        print(f"total: confirm {1000 * total_confirm:.0f} ms vs bare trace {1000 * total_bare:.0f} ms = "
              f"{total_confirm / total_bare:.2f}x; per finding median {statistics.median(ratios):.2f}x, "
              f"max {ratios[-1]:.2f}x")
    print(f"\n{len(called_rows)} findings confirmed by calling the code (symptoms: two jitted calls; JXL5: "
          f"compiles), median ms:")
    for label, confirm_s, verdict in called_rows:
        print(f"{label:58} {1000 * confirm_s:10.1f}  {verdict.verdict}")


def bare_trace_seconds(jax, worker, module, entry, InputBuilder, candidate, materialize) -> float:
    """One `jax.jit(f).trace(...)` of the entry function with a fresh function object (no cache hit)."""
    located = worker.locate(module, entry["qualname"])
    builder = InputBuilder(module, candidate)
    static = set(entry["static_argnames"])
    prefix = worker._prefix(located, builder, static)
    args = builder.arguments(located.function, static, located.kind in ("method", "classmethod"), False)
    positional = [materialize(v, False) for _, v in args.positional]
    keywords = {k: materialize(v, False) for k, v in args.keywords.items()}
    function = located.function
    statics = {name for name, _ in args.positional if name in args.static}
    static_numbers = tuple(i for i, (name, _) in enumerate(args.positional) if name in statics)

    def fresh(*a, **k):
        return function(*prefix, *a, **k)

    began = time.perf_counter()
    with worker.Captured():
        try:
            jax.jit(fresh, static_argnums=static_numbers).trace(*positional, **keywords)
        except Exception:  # noqa: BLE001 - the flagged error is what a bare trace of this code raises
            pass
    return time.perf_counter() - began


if __name__ == "__main__":
    main()
