"""Instructions of a cold static run, stage by stage, counted by valgrind's callgrind (repeatable under load).

    python benchmarks/stage_instructions.py [--every N] [--limit K] [PATH ...]
                                                     # default: every 40th file of the real-code corpus (src)

On a machine shared with other jobs neither wall nor CPU time is repeatable (the same run drifts by 10-30%); the
number of instructions a run executes is. This script runs itself under `valgrind --tool=callgrind`: in the
child, the real pipeline (`engine.lint_paths`, one process, no cache) lints the chosen files with each stage's
function wrapped (the stages of `profile_stages.py`); at every entry to and exit from a stage a client request
(a small C library, built here with the system's C compiler) makes callgrind write the counts since the last one,
named by the stage that was innermost meanwhile, so a stage's count excludes the stages nested in it. Then, in the
same process, a bare `ast.parse` of every chosen file (bytes, as `benchmarks/run.py` times it): the run's
instructions over that is the static run's cost in `ast.parse`s, the figure `run.py` gives in CPU time.
Interpreter start-up and imports are outside both. Python runs about 50 times slower under callgrind: a few dozen
files take a few minutes. `--every 40` on src: 35 files.
"""

from __future__ import annotations

import argparse
import ctypes
import os
import subprocess
import sys
import tempfile
from typing import Any, Callable

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

STAGES = ["the rest", "ast parse", "region planning", "libcst trees built from ast", "module facts", "rule walk",
          "static metadata (record_members)", "once_callers", "cross-module import resolution",
          "JXL504 screen across modules", "libcst parse", "positions", "baseline ast.parse"]


def _build_library(directory: str) -> str:
    source = os.path.join(directory, "dump.c")
    with open(source, "w") as handle:
        handle.write("#include <valgrind/callgrind.h>\n"
                     "void stage_dump(const char *ended) { CALLGRIND_DUMP_STATS_AT(ended); }\n")
    library = os.path.join(directory, "libdump.so")
    subprocess.run(["cc", "-O1", "-shared", "-fPIC", "-o", library, source], check=True)
    return library


class _Stages:
    """At each entry to and exit from a stage, callgrind writes the counts since the last such moment, named by
    the stage that was innermost meanwhile: a stage's exclusive count is the sum of the dumps named by it."""

    def __init__(self, library: str) -> None:
        self.dump = ctypes.CDLL(library).stage_dump
        self.dump.argtypes = [ctypes.c_char_p]
        self.stack: list[bytes] = [b"the rest"]

    def through(self, stage: str, function: Callable) -> Callable:
        name = stage.encode()

        def staged(*args: Any, **kwargs: Any) -> Any:
            if self.stack[-1] == name:
                return function(*args, **kwargs)
            self.dump(self.stack[-1])
            self.stack.append(name)
            try:
                return function(*args, **kwargs)
            finally:
                self.dump(self.stack.pop())
        return staged


def _instrument(stages: _Stages) -> None:
    import libcst as cst

    from jaxlint import engine
    from jaxlint.analysis import from_ast, module, once_callers, project, regions, static_members, syntax_trees, walk
    from jaxlint.rules import base

    syntax_trees.compile = stages.through("ast parse", compile)  # type: ignore[attr-defined]
    engine.compile = syntax_trees.compile  # type: ignore[attr-defined]
    regions.plan_regions = stages.through("region planning", regions.plan_regions)
    cst.parse_module = stages.through("libcst parse", cst.parse_module)
    from_ast.build_module = stages.through("libcst trees built from ast", from_ast.build_module)
    project.build_module = from_ast.build_module  # type: ignore[attr-defined]
    from_ast.SourceLocator.positions = stages.through("positions", from_ast.SourceLocator.positions)
    module.ModuleFacts.__init__ = stages.through("module facts", module.ModuleFacts.__init__)
    static_members.record_members = stages.through("static metadata (record_members)", static_members.record_members)
    once_callers.read_callers = stages.through("once_callers", once_callers.read_callers)
    original_walk = walk.walk
    rule_walk = stages.through("rule walk", original_walk)

    def stage_walk(node: cst.CSTNode, visitor: cst.CSTVisitor) -> None:
        (rule_walk if isinstance(visitor, base.RuleRunner) else original_walk)(node, visitor)
    walk.walk = stage_walk
    project.ProjectIndex._outline = stages.through(  # type: ignore[method-assign]
        "cross-module import resolution", project.ProjectIndex._outline)
    project.ProjectIndex.repeated_lax_helpers = stages.through(  # type: ignore[method-assign]
        "JXL504 screen across modules", project.ProjectIndex.repeated_lax_helpers)


def _child(library: str, files: list[str], out: str) -> None:
    import ast

    sys.path.insert(0, ROOT)
    stages = _Stages(library)
    _instrument(stages)
    from jaxlint import engine

    sources = []
    for path in files:
        with open(path, "rb") as handle:
            sources.append(handle.read())
    stages.dump(b"start-up")
    diagnostics = engine.lint_paths(files, jobs=1)

    def parse_all() -> None:
        for source in sources:
            try:
                ast.parse(source)
            except (SyntaxError, ValueError):
                pass
    stages.through("baseline ast.parse", parse_all)()
    with open(out, "w") as handle:
        for diagnostic in sorted(diagnostics, key=lambda d: (d.path, d.line, d.col, d.code)):
            handle.write(f"{diagnostic.path}:{diagnostic.line}:{diagnostic.col}: {diagnostic.code}\n")


def _stage_counts(directory: str) -> dict[str, int]:
    counts = dict.fromkeys(STAGES, 0)
    for name in os.listdir(directory):
        if not name.startswith("callgrind.out."):
            continue
        stage = None
        prefix = "desc: Trigger: Client Request: "
        with open(os.path.join(directory, name)) as handle:
            for line in handle:
                if line.startswith(prefix):
                    stage = line[len(prefix):].strip()
                elif line.startswith("totals:") and stage in counts:
                    counts[stage] += int(line.split()[1])
                    break
    return counts


def _chosen_files(paths: list[str], every: int, limit: int) -> list[str]:
    sys.path.insert(0, ROOT)
    from jaxlint.files import discover

    if not paths:
        paths = [os.path.expanduser("~/.cache/jaxlint-corpus/src")]
    files = sorted(discover(paths))
    return files[::every][:limit]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*")
    parser.add_argument("--every", type=int, default=40)
    parser.add_argument("--limit", type=int, default=1000)
    parser.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        library, list_file, out = args.child
        with open(list_file) as handle:
            _child(library, handle.read().split("\n"), out)
        return
    files = _chosen_files(args.paths, args.every, args.limit)
    # Kept until callgrind has written its output: valgrind reads the trampolines' names from the library then.
    with tempfile.TemporaryDirectory() as directory:
        library = _build_library(directory)
        list_file = os.path.join(directory, "files")
        with open(list_file, "w") as handle:
            handle.write("\n".join(files))
        findings = os.path.join(directory, "findings")
        subprocess.run(["valgrind", "--tool=callgrind", "--collect-atstart=yes",
                        f"--callgrind-out-file={os.path.join(directory, 'callgrind.out')}", "--dump-line=no",
                        sys.executable, os.path.abspath(__file__),
                        "--child", library, list_file, findings], check=True, capture_output=True,
                       env=dict(os.environ, PYTHONHASHSEED="0"))
        exclusive = _stage_counts(directory)
        with open(findings) as handle:
            found = handle.read().splitlines()
    baseline = exclusive.pop("baseline ast.parse")
    total = sum(exclusive.values())
    print(f"{len(files)} files, {len(found)} findings; instructions (millions), stages exclusive:")
    for stage, count in sorted(exclusive.items(), key=lambda item: -item[1]):
        print(f"  {stage:34s} {count / 1e6:10.1f}  {100 * count / total:5.1f}%")
    print(f"  {'jaxlint run':34s} {total / 1e6:10.1f}")
    print(f"  {'ast.parse of the same files':34s} {baseline / 1e6:10.1f}")
    print(f"  run / ast.parse: {total / baseline:.2f}x")
    for line in found:
        print(f"  finding {line}")


if __name__ == "__main__":
    main()
