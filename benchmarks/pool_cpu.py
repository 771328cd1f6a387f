"""CPU time of each process of a lint run, which a loaded machine changes far less than wall time.

    python benchmarks/pool_cpu.py [--jobs N] [--root CHECKOUT] [PATH ...]    # default: the src corpus, --jobs 2

Runs `engine.lint_paths` (no result cache) in this process and prints one JSON line: the findings, this process's
CPU, each pool process's CPU (read at the end of its last task), the wall time and the load average. With `--root`,
the jaxlint of another checkout is measured (alternate two checkouts to compare them). `--jobs 1` CPU divided by the
busier pool process's CPU is the speed-up the pool would give on an idle machine (benchmarks/PROFILE.md, round six).
"""

from __future__ import annotations

import argparse
import functools
import glob
import json
import os
import resource
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--root", default=ROOT)
    parser.add_argument("paths", nargs="*")
    options = parser.parse_args()
    sys.path.insert(0, options.root)
    from jaxlint import engine
    from jaxlint.context import RunContext
    from jaxlint.files import discover

    marker = os.path.join(tempfile.gettempdir(), f"jaxlint-pool-cpu-{os.getpid()}")

    def reporting(task):
        @functools.wraps(task)
        def run(*args, **kwargs):
            result = task(*args, **kwargs)
            usage = resource.getrusage(resource.RUSAGE_SELF)
            with open(f"{marker}-{os.getpid()}.json", "w") as handle:
                json.dump(usage.ru_utime + usage.ru_stime, handle)
            return result
        return run

    # The pool pickles its tasks by name: the wrappers replace them in the module (a forked process inherits them).
    for name in ("_lint_pool_batch", "_lint_pool_deferred"):
        setattr(engine, name, reporting(getattr(engine, name)))
    paths = options.paths or [os.path.expanduser("~/.cache/jaxlint-corpus/src")]
    files = list(discover(paths))
    cpu, wall = time.process_time(), time.perf_counter()
    found = engine.lint_paths(files, jobs=options.jobs, context=RunContext())
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    processes = []
    for report in glob.glob(f"{marker}-*.json"):
        with open(report) as handle:
            processes.append(round(json.load(handle), 3))
        os.remove(report)
    print(json.dumps({"root": options.root, "jobs": options.jobs, "findings": len(found), "cpu": round(cpu, 3),
                      "pool_processes": sorted(processes), "wall": round(wall, 2),
                      "load": round(os.getloadavg()[0], 1)}))


if __name__ == "__main__":
    main()
