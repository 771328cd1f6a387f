"""Lint the real-code corpus and list what triage needs: findings per rule and project, internal errors, and the
findings to read by hand (every finding of a rule, or a fixed-seed random sample of 30 when it has more).

    python benchmarks/real_world.py                      # lint the corpus, print counts and the sample
    python benchmarks/real_world.py --findings out.json  # reuse a `jaxlint --output-format json` run
    python benchmarks/real_world.py --save out.json      # keep this run's findings for a later comparison

The triage itself (real pitfall / latent / false positive, with the reason) is written in docs/real-world.md.
"""

from __future__ import annotations

import argparse
import ast
import collections
import json
import os
import random
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus import PINNED, count_lines, ensure_corpus  # noqa: E402

SAMPLE_SIZE = 30
SEED = 5


def lint_corpus(source_root: str, jobs: int) -> tuple[list[dict], float]:
    repository = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    started = time.perf_counter()
    result = subprocess.run([sys.executable, "-m", "jaxlint", "--jobs", str(jobs), "--output-format", "json",
                             source_root], capture_output=True, text=True,
                            env=dict(os.environ, PYTHONPATH=repository))
    elapsed = time.perf_counter() - started
    if result.returncode not in (0, 1):
        raise SystemExit(f"jaxlint failed ({result.returncode}):\n{result.stderr}")
    return json.loads(result.stdout), elapsed


def project_of(path: str, source_root: str) -> str:
    return os.path.relpath(path, source_root).split(os.sep)[0]


def genuine_syntax_error(path: str) -> bool:
    with open(path, "rb") as handle:
        data = handle.read()
    try:
        ast.parse(data)
    except SyntaxError:
        return True
    return False


def sample(findings: list[dict]) -> dict[str, list[dict]]:
    """Per rule: every finding, or SAMPLE_SIZE of them drawn with a fixed seed (stable for one set of findings)."""
    by_code: dict[str, list[dict]] = collections.defaultdict(list)
    for finding in sorted(findings, key=lambda f: (f["path"], f["line"], f["col"], f["code"])):
        by_code[finding["code"]].append(finding)
    chosen = {}
    for code, group in sorted(by_code.items()):
        chosen[code] = group if len(group) <= SAMPLE_SIZE else sorted(
            random.Random(SEED).sample(group, SAMPLE_SIZE), key=lambda f: (f["path"], f["line"]))
    return chosen


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--findings", help="a saved `jaxlint --output-format json` run over the corpus")
    parser.add_argument("--save", help="write this run's findings (JSON) here")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--no-sample", action="store_true", help="counts only")
    args = parser.parse_args()
    directories = ensure_corpus()
    source_root = os.path.dirname(next(iter(directories.values())))
    if args.findings:
        with open(args.findings) as handle:
            findings = json.load(handle)
        elapsed = None
    else:
        findings, elapsed = lint_corpus(source_root, args.jobs)
    if args.save:
        with open(args.save, "w") as handle:
            json.dump(findings, handle, indent=1)

    total_lines = 0
    for name, directory in directories.items():
        files, lines = count_lines(directory)
        total_lines += lines
        print(f"{name:10s} {PINNED[name]:8s} {files:5d} files {lines:7d} lines")
    print(f"total {total_lines} lines" + (f"; jaxlint took {elapsed:.0f} s" if elapsed is not None else ""))

    internal = [f for f in findings if f["code"] == "JXL902"]
    unparsable = [f for f in findings if f["code"] == "JXL901"]
    wrong_901 = [f for f in unparsable if not genuine_syntax_error(f["path"])]
    print(f"internal errors: JXL902 {len(internal)}, JXL901 {len(unparsable)} "
          f"({len(wrong_901)} on files Python parses)")
    for finding in internal + wrong_901:
        print(f"  {finding['path']}:{finding['line']}: {finding['code']} {finding['message']}")

    counts = collections.Counter(f["code"] for f in findings)
    projects = sorted({project_of(f["path"], source_root) for f in findings})
    per_project = collections.Counter((f["code"], project_of(f["path"], source_root)) for f in findings)
    print("\nfindings per rule:", sum(counts.values()))
    print("code    total  " + " ".join(f"{p.split('-')[0][:8]:>8s}" for p in projects))
    for code in sorted(counts):
        print(f"{code}  {counts[code]:5d}  " + " ".join(f"{per_project[(code, p)]:8d}" for p in projects))
    if args.no_sample:
        return
    for code, group in sample(findings).items():
        print(f"\n## {code}: {counts[code]} findings" + (f", sample of {len(group)} (seed {SEED})"
                                                         if len(group) < counts[code] else ""))
        for finding in group:
            print(f"{os.path.relpath(finding['path'], source_root)}:{finding['line']}: {finding['message']}")


if __name__ == "__main__":
    main()
