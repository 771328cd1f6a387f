"""A pytest plugin: the CPU time of each test (this process and the subprocesses it waited for), which a loaded
machine changes far less than the wall time `--durations` reports; optionally only one test in N of each file.

    PYTHONPATH=benchmarks python -m pytest -q -p no:cacheprovider -p suite_cpu --cpu-sample 10 \\
        --cpu-out /tmp/cpu.jsonl tests/test_fixtures_under_jax.py
    python benchmarks/suite_cpu.py /tmp/cpu.jsonl          # the sum by test function, the costliest tests

Each test appends one JSON line `{"id", "own", "children"}` (seconds, setup to teardown) to `--cpu-out` (in /tmp,
never in the checkout). Run it without `-n`: under pytest-xdist each worker writes its own lines, but a module- or
session-scoped fixture is charged to whichever test first needs it there. A module-scoped fixture stays whole under
`--cpu-sample N` (the first test of each file is kept), so tests/test_confirm.py's `--confirm` run is measured whole.
"""

from __future__ import annotations

import collections
import json
import os
import sys

import pytest


def pytest_addoption(parser) -> None:
    group = parser.getgroup("suite_cpu", "CPU time of each test (benchmarks/suite_cpu.py)")
    group.addoption("--cpu-sample", type=int, default=1, metavar="N", help="keep one test in N of each file")
    group.addoption("--cpu-out", default=os.path.join("/tmp", "suite-cpu.jsonl"), metavar="PATH",
                    help="the JSON lines written, one a test (appended)")


def pytest_collection_modifyitems(config, items) -> None:
    every = config.getoption("cpu_sample")
    if every <= 1:
        return
    seen: collections.Counter = collections.Counter()
    kept, dropped = [], []
    for item in items:
        path = item.nodeid.split("::", 1)[0]
        (kept if seen[path] % every == 0 else dropped).append(item)
        seen[path] += 1
    items[:] = kept
    config.hook.pytest_deselected(items=dropped)


def _cpu() -> tuple[float, float]:
    times = os.times()
    return times.user + times.system, times.children_user + times.children_system


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    own, children = _cpu()
    yield
    own_after, children_after = _cpu()
    with open(item.config.getoption("cpu_out"), "a", encoding="utf-8") as handle:
        handle.write(json.dumps({"id": item.nodeid, "own": round(own_after - own, 3),
                                 "children": round(children_after - children, 3)}) + "\n")


def summary(path: str, costliest: int = 15) -> None:
    with open(path, encoding="utf-8") as handle:
        rows = [json.loads(line) for line in handle]
    by_function: dict[str, list[float]] = collections.defaultdict(list)
    for row in rows:
        by_function[row["id"].split("[", 1)[0]].append(row["own"] + row["children"])
    print(f"{len(rows)} tests, {sum(sum(costs) for costs in by_function.values()):.1f} s of CPU")
    for function, costs in sorted(by_function.items(), key=lambda pair: -sum(pair[1])):
        print(f"{sum(costs):8.1f} s {len(costs):5d} tests  mean {sum(costs) / len(costs):.3f}  {function}")
    print("costliest tests:")
    for row in sorted(rows, key=lambda row: -(row["own"] + row["children"]))[:costliest]:
        print(f"{row['own']:8.2f} + {row['children']:.2f} s  {row['id']}")


if __name__ == "__main__":
    summary(sys.argv[1])
