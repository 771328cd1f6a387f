"""Static-mode speed against the targets in README.md (Performance).

    python benchmarks/bench.py [PATH ...]     # default: fixtures/ and jaxlint/

Prints, for the files under PATH: bare `ast.parse` time, single-process jaxlint time and their ratio (target <= 3x),
the parallel CLI time, and the wall time of `jaxlint one_file.py` in a fresh process (target well under 0.5 s).
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from jaxlint.engine import Settings, lint_file, lint_paths  # noqa: E402
from jaxlint.files import discover  # noqa: E402


def _timed(function) -> float:
    start = time.perf_counter()
    function()
    return time.perf_counter() - start


def main(paths: list[str]) -> None:
    files = list(discover(paths or [os.path.join(ROOT, "fixtures"), os.path.join(ROOT, "jaxlint")]))
    sources = []
    for path in files:
        with open(path, "rb") as handle:
            sources.append(handle.read())
    lines = sum(source.count(b"\n") for source in sources)

    def parse_all() -> None:
        for source, path in zip(sources, files):
            try:
                ast.parse(source, path)
            except SyntaxError:
                pass

    parse = min(_timed(parse_all) for _ in range(3))
    serial = min(_timed(lambda: [lint_file(p, Settings()) for p in files]) for _ in range(2))
    parallel = _timed(lambda: lint_paths(files, Settings()))
    findings = len(lint_paths(files, Settings(), jobs=1))
    single = files[0]
    env = dict(os.environ, PYTHONPATH=ROOT)
    cli_runs = []
    for _ in range(5):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "jaxlint", single], capture_output=True, env=env)
        cli_runs.append(time.perf_counter() - start)
    print(f"files: {len(files)}  lines: {lines}  findings: {findings}")
    print(f"ast.parse (1 process):        {parse:8.3f} s")
    print(f"jaxlint   (1 process):        {serial:8.3f} s   ratio {serial / parse:5.1f}x  (target <= 3x)")
    print(f"jaxlint   ({os.cpu_count()} processes):      {parallel:8.3f} s")
    print(f"jaxlint one file (fresh CLI): {min(cli_runs):8.3f} s   ({os.path.relpath(single, os.getcwd())})")


if __name__ == "__main__":
    main(sys.argv[1:])
