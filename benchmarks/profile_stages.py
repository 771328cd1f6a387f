"""Where the time of a cold static run goes, stage by stage, in one process.

    python benchmarks/profile_stages.py [PATH ...]    # default: the real-code corpus

Runs the real pipeline (`engine.lint_paths`, one process, no cache) with a CPU timer (`time.process_time`: the
machine is shared, and wall time measures its load) around each stage; a stage's time excludes the stages nested
in it (the analysis of a helper module reached across files counts under its own stages, not under the caller's). Stages: read and syntax check (`compile` to an ast), region planning, libcst
parse, the module facts (index walk and traced-value flow), the rule walk, positions of findings, import resolution
across files, the screen for helpers that JXL504 reports across modules, the static metadata each linted file
records, the callers `once_callers` reads, and whatever is left (reporting glue, freeing the trees).
`benchmarks/stage_instructions.py` counts the same stages in instructions (callgrind), which the load does not move.
"""

from __future__ import annotations

import os
import sys
import time
from collections import defaultdict
from typing import Any, Callable

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "benchmarks"))

import libcst as cst  # noqa: E402

from jaxlint import engine  # noqa: E402
from jaxlint.analysis import module, project, regions, walk  # noqa: E402
from jaxlint.files import discover  # noqa: E402
from jaxlint.rules import base  # noqa: E402

_totals: dict[str, float] = defaultdict(float)
_stack: list[list[float]] = []   # per running stage: [start, time spent in nested stages]


def _timed(stage: str, function: Callable) -> Callable:
    def timed(*args: Any, **kwargs: Any) -> Any:
        _stack.append([time.process_time(), 0.0])
        try:
            return function(*args, **kwargs)
        finally:
            start, nested = _stack.pop()
            elapsed = time.process_time() - start
            _totals[stage] += elapsed - nested
            if _stack:
                _stack[-1][1] += elapsed
    return timed


def _instrument() -> None:
    import builtins

    from jaxlint.analysis import from_ast, once_callers, static_members, syntax_trees

    # Every reader of a text parses it through analysis/syntax_trees.py; the engine compiles only what it checks.
    syntax_trees.compile = _timed("ast (syntax check)", builtins.compile)   # type: ignore[attr-defined]
    engine.compile = syntax_trees.compile                                   # type: ignore[attr-defined]
    regions.plan_regions = _timed("region planning", regions.plan_regions)
    cst.parse_module = _timed("libcst parse", cst.parse_module)
    from_ast.build_module = _timed("libcst trees built from ast", from_ast.build_module)
    project.build_module = from_ast.build_module                            # type: ignore[attr-defined]
    from_ast.SourceLocator.positions = _timed("positions", from_ast.SourceLocator.positions)
    module.ModuleFacts.__init__ = _timed("module facts", module.ModuleFacts.__init__)
    static_members.record_members = _timed("static metadata (record_members)", static_members.record_members)
    once_callers.read_callers = _timed("once_callers", once_callers.read_callers)
    original_walk = walk.walk

    def stage_walk(node: cst.CSTNode, visitor: cst.CSTVisitor) -> None:
        if isinstance(visitor, base.RuleRunner):
            _timed("rule walk", original_walk)(node, visitor)
        else:
            original_walk(node, visitor)
    walk.walk = stage_walk  # the engine imports it on use; module.py keeps its own (counted under module facts)
    project.ProjectIndex._outline = _timed("cross-module import resolution",   # type: ignore[method-assign]
                                           project.ProjectIndex._outline)
    project.ProjectIndex.repeated_lax_helpers = _timed(  # type: ignore[method-assign]
        "JXL504 screen across modules", project.ProjectIndex.repeated_lax_helpers)


def main(paths: list[str]) -> None:
    if not paths:
        from corpus import ensure_corpus

        paths = list(ensure_corpus().values())
    files = list(discover(paths))
    _instrument()
    start = time.process_time()
    diagnostics = engine.lint_paths(files, jobs=1)
    total = time.process_time() - start
    lines = 0
    for path in files:
        with open(path, "rb") as handle:
            lines += handle.read().count(b"\n")
    print(f"{len(files)} files, {lines} lines, {len(diagnostics)} findings, {total:.2f} s of CPU in one process\n")
    accounted = 0.0
    for stage, seconds in sorted(_totals.items(), key=lambda item: -item[1]):
        accounted += seconds
        print(f"  {stage:32s} {seconds:7.2f} s  {100 * seconds / total:5.1f}%")
    print(f"  {'the rest':32s} {total - accounted:7.2f} s  {100 * (total - accounted) / total:5.1f}%")


if __name__ == "__main__":
    main(sys.argv[1:])
