"""Static-mode speed against the targets in README.md (Performance), measured in one run on the same files.

    python benchmarks/run.py                      # the real-code corpus (benchmarks/corpus.py downloads it once)
    python benchmarks/run.py PATH ... [--repeat 3] [--one-file FILE] [--compare]

Prints the time of a bare `ast.parse` and of `libcst.parse_module` of every file (one process), then jaxlint as a
user runs it (a fresh `python -m jaxlint` process each time): cold (an empty cache, which the run writes) with
`--jobs 1` and with all cores, warm from the cache, and one file (`--no-cache`, and warm); the peak RSS of any
jaxlint process; and the ratios against the targets. The three corpus runs must print the same findings
(checked). `--compare` also checks that the findings equal those of the whole-file analysis (no region planning),
file by file, in this process: slow, minutes on the corpus.

jaxlint's own modules are compiled to bytecode first, as `pip install` does: without it (an editable checkout under
PYTHONDONTWRITEBYTECODE, as on this project's CI machines) every run would compile them again, about 0.1 s of
start-up that no installed copy pays. So is the compiled code of the methods `dataclasses` writes for libcst's node
classes (jaxlint/dataclass_code.py), which a first run keeps beside the bytecode.

Timings on a shared machine are noisy (a VM drifts by 10-30% within minutes): the `ast.parse` baseline of the
one-process ratio is timed right before and right after that run, and `--repeat` gives medians.
"""

from __future__ import annotations

import argparse
import ast
import compileall
import gc
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "benchmarks"))

from jaxlint.files import discover  # noqa: E402

# A typical training-code file with traced functions and findings, from the corpus.
DEFAULT_ONE_FILE = os.path.join("brax-0.14.2", "brax", "training", "agents", "ppo", "train.py")

# Makes every dataclass a run with traced code makes, and a node constructor for every node class libcst exports,
# then writes their compiled code (jaxlint/dataclass_code.py; also under PYTHONDONTWRITEBYTECODE).
KEEP_GENERATED_CODE = """
import inspect
from jaxlint import dataclass_code
dataclass_code.install()   # first, as the command line does: dataclasses' exec that keeps the code
import libcst
import jaxlint.analysis.module, jaxlint.fixes, jaxlint.rules
from jaxlint.analysis.libcst_compat import unvalidated_constructor
for kind in vars(libcst).values():
    if inspect.isclass(kind) and issubclass(kind, libcst.CSTNode) and not inspect.isabstract(kind):
        unvalidated_constructor(kind)
dataclass_code.write()
"""

_MEASURE = r"""
import resource, subprocess, sys, time
start = time.perf_counter()
done = subprocess.run(sys.argv[1:], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
elapsed = time.perf_counter() - start
sys.stdout.buffer.write(done.stdout)
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
sys.stderr.write(f"@@ {elapsed} {usage.ru_maxrss} {done.returncode} {usage.ru_utime + usage.ru_stime}\n")
"""


def _run_jaxlint(args: list[str], cache_dir: str) -> tuple[float, int, str, float]:
    """Wall time, peak RSS (KB, the largest jaxlint process: main or worker), stdout and CPU time (all jaxlint
    processes) of one CLI run."""
    env = dict(os.environ, PYTHONPATH=ROOT, JAXLINT_CACHE_DIR=cache_dir)
    done = subprocess.run([sys.executable, "-c", _MEASURE, sys.executable, "-m", "jaxlint", *args],
                          capture_output=True, text=True, env=env)
    marker = [line for line in done.stderr.splitlines() if line.startswith("@@ ")][-1].split()
    if int(marker[3]) not in (0, 1):
        raise SystemExit(f"jaxlint failed: {done.stderr}")
    return float(marker[1]), int(marker[2]), done.stdout, float(marker[4])


def _read_all(files: list[str]) -> list[bytes]:
    sources = []
    for path in files:
        with open(path, "rb") as handle:
            sources.append(handle.read())
    return sources


def _ast_time(sources: list[bytes]) -> tuple[float, float]:
    gc.collect()
    start = time.perf_counter(), time.process_time()
    for source in sources:
        try:
            ast.parse(source)
        except (SyntaxError, ValueError):
            pass
    return time.perf_counter() - start[0], time.process_time() - start[1]


def _libcst_time(sources: list[bytes]) -> tuple[float, float]:
    import libcst as cst

    gc.collect()
    start = time.perf_counter(), time.process_time()
    for source in sources:
        try:
            cst.parse_module(source)
        except Exception:  # noqa: BLE001 - a file libcst cannot parse costs what it cost
            pass
    return time.perf_counter() - start[0], time.process_time() - start[1]


def _compare_with_whole_file(files: list[str]) -> int:
    from jaxlint.engine import lint_file

    mismatches = 0
    for path in files:
        planned, whole = lint_file(path), lint_file(path, regions=False)
        if planned != whole:
            mismatches += 1
            print(f"  MISMATCH {path}: planned {[(d.line, d.code) for d in planned]} "
                  f"whole {[(d.line, d.code) for d in whole]}")
    return mismatches


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*")
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--one-file", default=None)
    parser.add_argument("--one-file-runs", type=int, default=7)
    parser.add_argument("--compare", action="store_true", help="also compare with the whole-file analysis")
    args = parser.parse_args()
    paths = args.paths
    if not paths:
        from corpus import ensure_corpus

        directories = ensure_corpus()
        paths = [os.path.dirname(next(iter(directories.values())))]
    files = list(discover(paths))
    compileall.compile_dir(os.path.join(ROOT, "jaxlint"), quiet=1)
    # The code of the methods dataclasses writes for libcst's and jaxlint's classes, and of jaxlint's node
    # constructors, kept beside the bytecode: a first run writes it unless bytecode is not written
    # (jaxlint/dataclass_code.py).
    subprocess.run([sys.executable, "-c", KEEP_GENERATED_CODE], check=True, env=dict(os.environ, PYTHONPATH=ROOT))
    one_file = args.one_file or os.path.join(paths[0], DEFAULT_ONE_FILE)
    if not os.path.isfile(one_file):
        one_file = max(files, key=os.path.getsize)
    cores = os.cpu_count() or 1
    print(f"files: {len(files)}   cores: {cores}   load average: {os.getloadavg()[0]:.1f}   "
          f"python {sys.version.split()[0]}")
    rows = []
    for round_number in range(1, args.repeat + 1):
        sources = _read_all(files)
        lines = sum(source.count(b"\n") for source in sources)
        cst_wall, cst_cpu = _libcst_time(sources)
        cache_dir = tempfile.mkdtemp(prefix="jaxlint-bench-cache-")
        serial_cache_dir = tempfile.mkdtemp(prefix="jaxlint-bench-cache-")
        try:
            # The machine's speed drifts within a round: the baseline is ast.parse timed right before and right
            # after the cold one-process run, averaged.
            before = _ast_time(sources)
            # Both cold runs start from an empty cache and write it, as a user's first run does.
            serial, rss_serial, out_serial, serial_cpu = _run_jaxlint(["--jobs", "1", *paths], serial_cache_dir)
            after = _ast_time(sources)
            ast_wall, ast_cpu = (before[0] + after[0]) / 2, (before[1] + after[1]) / 2
            parallel, rss_parallel, out_parallel, parallel_cpu = _run_jaxlint(["--jobs", str(cores), *paths],
                                                                              cache_dir)
            warm, rss_warm, out_warm, warm_cpu = _run_jaxlint(["--jobs", str(cores), *paths], cache_dir)
            cold_one = [_run_jaxlint(["--no-cache", one_file], cache_dir) for _ in range(args.one_file_runs)]
            warm_one = [_run_jaxlint([one_file], cache_dir) for _ in range(args.one_file_runs)]
        finally:
            shutil.rmtree(cache_dir, ignore_errors=True)
            shutil.rmtree(serial_cache_dir, ignore_errors=True)
        same = out_serial == out_parallel == out_warm
        findings = out_serial.count("\n")
        peak_mb = max(rss_serial, rss_parallel, rss_warm) / 1024
        one_cold = statistics.median(run[0] for run in cold_one), statistics.median(run[3] for run in cold_one)
        one_warm = statistics.median(run[0] for run in warm_one), statistics.median(run[3] for run in warm_one)
        rows.append({"ast": (ast_wall, ast_cpu), "libcst": (cst_wall, cst_cpu), "cold-j1": (serial, serial_cpu),
                     f"cold-j{cores}": (parallel, parallel_cpu), "warm": (warm, warm_cpu), "one-cold": one_cold,
                     "one-warm": one_warm, "peak-mb": (peak_mb, peak_mb)})
        print(f"\nround {round_number}: {lines} lines, {findings} findings, load average "
              f"{os.getloadavg()[0]:.1f}, outputs identical across the three runs: {same}")
        print(f"  {'':40s} {'wall':>8s} {'cpu':>8s}")

        def row(name: str, wall: float, cpu: float, note: str = "") -> None:
            print(f"  {name:40s} {wall:8.2f} {cpu:8.2f}   {note}")

        row("ast.parse, every file (1 process)", ast_wall, ast_cpu,
            f"(mean of {before[0]:.2f} s before and {after[0]:.2f} s after the cold --jobs 1 run)")
        row("libcst.parse_module, every file", cst_wall, cst_cpu)
        row("jaxlint cold, --jobs 1", serial, serial_cpu,
            f"{serial / ast_wall:5.2f}x ast.parse wall, {serial_cpu / ast_cpu:5.2f}x cpu (target <= 3x); "
            f"{cst_cpu / serial_cpu:4.1f}x less cpu than libcst parsing")
        row(f"jaxlint cold, --jobs {cores}", parallel, parallel_cpu,
            f"speed-up {serial / parallel:4.2f}x wall (target >= 1.7x on 2 cores)")
        row("jaxlint warm (cache)", warm, warm_cpu, "(target < 1 s)")
        row("jaxlint one file, cold (median)", *one_cold, f"(target < 0.3 s) {os.path.relpath(one_file, paths[0])}")
        row("jaxlint one file, warm (median)", *one_warm)
        print(f"  {'peak RSS of a jaxlint process':40s} {peak_mb:8.0f} MB  (target < 500 MB)")
        if not same:
            print("  ERROR: the findings differ between --jobs 1, all cores and the cache")
            return 1
    if args.repeat > 1:
        print("\nmedian over rounds (wall, cpu):")
        for name in rows[0]:
            print(f"  {name:16s} {statistics.median(r[name][0] for r in rows):8.3f} "
                  f"{statistics.median(r[name][1] for r in rows):8.3f}")
        print(f"  cold -j1 / ast.parse, median of per-round ratios: wall "
              f"{statistics.median(r['cold-j1'][0] / r['ast'][0] for r in rows):.2f}x, cpu "
              f"{statistics.median(r['cold-j1'][1] / r['ast'][1] for r in rows):.2f}x")
        print(f"  speed-up -j1 / -j{cores}, median of per-round ratios: "
              f"{statistics.median(r['cold-j1'][0] / r[f'cold-j{cores}'][0] for r in rows):.2f}x")
    if args.compare:
        print("\ncomparing with the whole-file analysis (slow)...")
        mismatches = _compare_with_whole_file(files)
        print(f"  files whose findings differ from the whole-file analysis: {mismatches}")
        return 1 if mismatches else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
