"""What analysing each helper file once, with the seeds of all its callers merged, would save and change.

    python benchmarks/helper_seeds.py [PATH ...]          # default: the real-code corpus (src)

A helper file (a project file that other files' traced code calls) is analysed once per distinct set of seeds its
callers hand it (`engine._memoised_helper`). This runs the real pipeline (`engine.lint_paths`, one process, no
cache, `--jobs 1`) and records every such analysis: its CPU time, split into the stages that repeat per analysis
(planning and building the skeleton, module facts, the rule walk), and its own findings. Then, in the same process
(project index and outlines warm, the garbage collector's survivors frozen as the engine freezes them), each file
analysed more than once is analysed again once with the union of all its seed sets, and the two are compared: CPU
time, and findings by (path, line, column, code), then with the message too (a seed's `reason`, the calling file,
is quoted in messages), the passes without and with the project's static metadata apart (`engine._lint`). Only a
helper's own findings are compared, not those of the helpers it reaches in turn.

CPU time on a shared machine drifts by 10-30%: read the merged/separate ratio, not the seconds.
"""

from __future__ import annotations

import collections
import gc
import os
import sys
import time
from typing import Any, Callable

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from jaxlint import engine  # noqa: E402
from jaxlint.analysis import module, project  # noqa: E402
from jaxlint.context import RunContext  # noqa: E402
from jaxlint.files import discover  # noqa: E402

_phase = ["separate"]
_helper_depth = [0]
_stage_seconds: dict[tuple[str, str], float] = collections.defaultdict(float)
_running: list[list[float]] = []   # per running stage: [start, time spent in nested stages]


def _timed(stage: str, function: Callable) -> Callable:
    def timed(*args: Any, **kwargs: Any) -> Any:
        _running.append([time.process_time(), 0.0])
        try:
            return function(*args, **kwargs)
        finally:
            start, nested = _running.pop()
            elapsed = time.process_time() - start
            if _helper_depth[0]:
                _stage_seconds[(_phase[0], stage)] += elapsed - nested
            if _running:
                _running[-1][1] += elapsed
    return timed


def _identity(diagnostic: engine.Diagnostic, with_message: bool) -> tuple:
    return (diagnostic.path, diagnostic.line, diagnostic.col, diagnostic.code) + (
        (diagnostic.message,) if with_message else ())


def main() -> None:
    paths = sys.argv[1:] or [os.path.expanduser("~/.cache/jaxlint-corpus/src")]
    facts_class = module.ModuleFacts
    module.ModuleFacts = _timed("module facts", lambda *args, **kwargs: facts_class(*args, **kwargs))
    engine._diagnostics = _timed("rule walk", engine._diagnostics)
    project._plan_helper = _timed("plan", project._plan_helper)
    project._build_helper = _timed("build", project._build_helper)
    timed_helper = _timed("the rest", engine._analyse_helper)

    def analyse_helper(*args: Any) -> Any:
        _helper_depth[0] += 1
        try:
            return timed_helper(*args)
        finally:
            _helper_depth[0] -= 1

    # By (file, whether the pass reads the project's static metadata): the engine lints without it first and again
    # with it only where that found something (`engine._lint`), and the metadata removes findings.
    analyses: dict[tuple[str, bool], list[tuple[tuple, float, Any]]] = collections.defaultdict(list)

    def recorded(path: str, seeds: tuple, settings: engine.Settings, context: RunContext) -> Any:
        start = time.process_time()
        own = analyse_helper(path, seeds, settings, context)
        analyses[(path, context.project_metadata)].append((seeds, time.process_time() - start, own))
        return own

    engine._analyse_helper = recorded
    context, settings = RunContext(), engine.Settings()
    start = time.process_time()
    engine.lint_paths(list(discover(paths)), settings, jobs=1, context=context)
    run_seconds = time.process_time() - start
    engine._analyse_helper = analyse_helper
    gc.collect()
    gc.freeze()
    _phase[0] = "merged"

    count = sum(len(found) for found in analyses.values())
    helper_seconds = sum(seconds for found in analyses.values() for _, seconds, _ in found)
    separate = merged = 0.0
    repeated = gone = new = gone_messages = new_messages = 0
    changed = []
    for (path, metadata), found in sorted(analyses.items()):
        if len(found) < 2:
            continue
        context.project_metadata = metadata
        repeated += len(found)
        separate += sum(seconds for _, seconds, _ in found)
        seeds = tuple(dict.fromkeys(seed for these, _, _ in found for seed in these))
        start = time.process_time()
        union = analyse_helper(path, seeds, settings, context)
        merged += time.process_time() - start
        for with_message in (False, True):
            before = {_identity(d, with_message) for _, _, own in found for d in own.diagnostics}
            after = {_identity(d, with_message) for d in union.diagnostics}
            if with_message:
                gone_messages, new_messages = gone_messages + len(before - after), new_messages + len(after - before)
            else:
                gone, new = gone + len(before - after), new + len(after - before)
                if before != after:
                    changed.append((f"{path} (metadata read: {metadata})", sorted(before - after),
                                    sorted(after - before)))
    distinct = {_identity(d, True) for found in analyses.values() for _, _, own in found for d in own.diagnostics}
    print(f"run {run_seconds:.2f} s CPU; helper analyses: {count} of {len(analyses)} files, {helper_seconds:.2f} s "
          f"({100 * helper_seconds / run_seconds:.1f}% of the run), {len(distinct)} distinct findings of their own")
    print(f"files analysed more than once (per metadata pass): {sum(len(found) > 1 for found in analyses.values())} "
          f"({repeated} analyses, {separate:.2f} s); one merged analysis each: {merged:.2f} s "
          f"(saves {100 * (separate - merged) / run_seconds:.1f}% of the run)")
    print(f"findings of the merged analyses (path, line, column, code): gone {gone}, new {new}; "
          f"with the message: gone {gone_messages}, new {new_messages}")
    for path, lost, added in changed:
        print(f"  {path}: gone {[(line, code) for _, line, _, code in lost]} "
              f"new {[(line, code) for _, line, _, code in added]}")
    for phase, label in (("separate", f"stages, all {count} analyses"), ("merged", "stages, the merged ones")):
        print(f"{label}: " + ", ".join(f"{stage} {seconds:.2f} s" for (which, stage), seconds
                                       in sorted(_stage_seconds.items()) if which == phase))


if __name__ == "__main__":
    main()
