"""Where the time of a cold static run goes, stage by stage, in one process.

    python benchmarks/profile_stages.py [PATH ...]    # default: the real-code corpus

Stages: read+decode, bare ast.parse, libcst parse, ModuleFacts (import map, index, flow), the rule walk and
PositionProvider; also how many files and lines hold a tracing wrapper at all.
"""

from __future__ import annotations

import ast
import os
import sys
import time
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import libcst as cst  # noqa: E402
from libcst.metadata import MetadataWrapper, PositionProvider  # noqa: E402

from jaxlint.analysis.module import ModuleFacts  # noqa: E402
from jaxlint.engine import decode_source  # noqa: E402
from jaxlint.files import discover  # noqa: E402
from jaxlint.rules import ALL_RULES  # noqa: E402
from jaxlint.rules.base import RuleRunner  # noqa: E402


def main(paths: list[str]) -> None:
    if not paths:
        sys.path.insert(0, os.path.join(ROOT, "benchmarks"))
        from corpus import ensure_corpus
        paths = sorted(ensure_corpus().values())
    files = list(discover(paths))
    totals: dict[str, float] = defaultdict(float)
    lines_total = lines_jax = files_jax = files_traced = lines_traced = 0
    rules = [rule for rule in ALL_RULES if not rule.code.startswith("JXL9")]
    for path in files:
        start = time.perf_counter()
        with open(path, "rb") as handle:
            source = decode_source(handle.read())
        totals["read+decode"] += time.perf_counter() - start
        lines = source.count("\n") + 1
        lines_total += lines
        start = time.perf_counter()
        try:
            ast.parse(source)
        except SyntaxError:
            pass
        totals["ast.parse"] += time.perf_counter() - start
        if "jax" not in source and "jit" not in source:
            continue
        files_jax += 1
        lines_jax += lines
        start = time.perf_counter()
        try:
            module = cst.parse_module(source)
        except Exception:
            continue
        totals["libcst parse"] += time.perf_counter() - start
        start = time.perf_counter()
        facts = ModuleFacts(module)
        totals["ModuleFacts"] += time.perf_counter() - start
        if facts.traced:
            files_traced += 1
            lines_traced += lines
        start = time.perf_counter()
        runner = RuleRunner(facts, rules)
        module.visit(runner)
        totals["rule walk"] += time.perf_counter() - start
        if runner.findings:
            start = time.perf_counter()
            MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)
            totals["positions"] += time.perf_counter() - start
    print(f"files {len(files)}  lines {lines_total}  files mentioning jax/jit {files_jax} ({lines_jax} lines)  "
          f"files with traced code {files_traced} ({lines_traced} lines)")
    for stage, seconds in totals.items():
        print(f"{stage:14s} {seconds:8.2f} s")


if __name__ == "__main__":
    main(sys.argv[1:])
