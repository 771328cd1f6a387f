"""Recall and precision on the real-bug set: before/after pairs modelled on public bug reports and their fixes.

    python benchmarks/realbugs.py                    # every case, then totals for the tuning and held-out parts
    python benchmarks/realbugs.py --split tuning     # only one part
    python benchmarks/realbugs.py --show             # also list each missed and each unexpected finding
    python benchmarks/realbugs.py --json out.json    # keep the per-case results
    python benchmarks/realbugs.py --under-jax        # run each case's `check` under JAX (needs jax installed)

Each case is a folder of benchmarks/realbugs/ with `before/` (the buggy project, the offending lines marked
`# expect: CODE` as in fixtures/), `after/` (the fix, which must lint clean) and `case.json` (its shape, its part of
the split and the public issue it is modelled on). A case with a `pyproject.toml` is linted with that configuration,
every other case with `--isolated`. A finding counts as found when its file, line and code match a marker; every
other finding, in `before/` or `after/`, counts against precision. Which cases are held out was fixed before the
analysis was tuned on the rest (see benchmarks/realbugs/README.md): never tune on the held-out part.

Second-round cases (`"round": 2`) also carry a `check`: Python code run under JAX in each variant's folder. It must fail
on `before/` (the bug: an exception, or an assertion about the symptom) and pass on `after/`. The code can call
`backend_compiles(fn, *args)`, the number of XLA compilations one call makes. `--under-jax` runs the checks;
`--check-split` verifies that every second-round case is in the part its name's hash puts it in, and that every case of
a round that was measured blind and then read (READ_ROUNDS: rounds 3 to 72, read in sessions 3, 4, 5, 5, 6, 7, 7, 8, 8,
9, 9, 10, 10, 11, 11, 12, 12, 13, 13, 14, 14, 15, 15, 15, 16, 16, 17, 17, 18, 18, 19, 19, 20, 20, 21, 21, 22, 22, 23,
23, 24, 24, 25, 25, 26, 26, 27, 27, 28, 28, 29, 29, 30, 30, 31, 31, 32, 32, 33, 33, 34, 34, 35, 35, 36, 36, 37,
37, 38 and 38) is a tuning case (`r3-tuning`, ...), and that every case of the rounds written only to measure and not
read yet (HELDOUT_ROUNDS: rounds 73 and 74) is held out.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import hashlib
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPOSITORY = os.path.dirname(HERE)
CASES_DIR = os.path.join(HERE, "realbugs")

_EXPECT = re.compile(r"#\s*expect:\s*(?P<codes>JXL\d+(?:\s*,\s*JXL\d+)*)")


def expected_in(variant_dir: str) -> set[tuple[str, int, str]]:
    found = set()
    for folder, _, names in os.walk(variant_dir):
        for name in names:
            if not name.endswith(".py"):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as handle:
                for number, line in enumerate(handle, start=1):
                    match = _EXPECT.search(line)
                    if match:
                        for code in re.findall(r"JXL\d+", match.group("codes")):
                            found.add((os.path.relpath(path, variant_dir), number, code))
    return found


def lint(variant_dir: str) -> tuple[set[tuple[str, int, str]], str]:
    """The findings jaxlint reports on one variant, and its error text when it failed (exit 2)."""
    config = os.path.join(variant_dir, "pyproject.toml")
    options = ["--config", config] if os.path.exists(config) else ["--isolated"]
    result = subprocess.run([sys.executable, "-m", "jaxlint", "--no-cache", "--jobs", "1", "--output-format", "json",
                             *options, variant_dir], capture_output=True, text=True,
                            env=dict(os.environ, PYTHONPATH=REPOSITORY), cwd=variant_dir)
    if result.returncode not in (0, 1):
        return set(), result.stderr.strip().splitlines()[-1] if result.stderr.strip() else f"exit {result.returncode}"
    findings = {(os.path.relpath(f["path"], variant_dir), f["line"], f["code"]) for f in json.loads(result.stdout)}
    return findings, ""


CHECK_PRELUDE = """
import jax
from jax import monitoring

_COMPILES = []
monitoring.register_event_duration_secs_listener(
    lambda event, duration, **kwargs: _COMPILES.append(event) if event.endswith("backend_compile_duration") else None)


def backend_compiles(fn, *args, **kwargs):
    before = len(_COMPILES)
    jax.block_until_ready(fn(*args, **kwargs))
    return len(_COMPILES) - before
"""


def run_check(variant_dir: str, code: str) -> tuple[bool, str]:
    """Whether the case's check passes in one variant, and the last line of its error when it does not."""
    result = subprocess.run([sys.executable, "-c", CHECK_PRELUDE + code], capture_output=True, text=True,
                            env=dict(os.environ, PYTHONPATH=variant_dir, JAX_PLATFORMS="cpu"), cwd=variant_dir)
    lines = result.stderr.strip().splitlines()
    errors = [line for line in lines if re.match(r"[\w.]+(Error|Exception)\b", line)]
    return result.returncode == 0, (errors or lines or [""])[-1]


def heldout_by_hash(name: str) -> bool:
    """The second round's split, fixed before any of its cases was linted."""
    return int(hashlib.sha256(name.encode("utf-8")).hexdigest(), 16) % 3 == 0


def score_case(name: str) -> dict:
    case_dir = os.path.join(CASES_DIR, name)
    with open(os.path.join(case_dir, "case.json"), encoding="utf-8") as handle:
        meta = json.load(handle)
    expected = expected_in(os.path.join(case_dir, "before"))
    before, before_error = lint(os.path.join(case_dir, "before"))
    after, after_error = lint(os.path.join(case_dir, "after"))
    return {
        "case": name, **meta,
        "expected": sorted(expected),
        "found": sorted(expected & before),
        "missed": sorted(expected - before),
        "unexpected_before": sorted(before - expected),
        "unexpected_after": sorted(after),
        "errors": [e for e in (before_error, after_error) if e],
    }


# Rounds written only to measure, measured blind, then read (their misses studied) in the named session: from then on
# every case of them is a tuning case.
READ_ROUNDS = {3: "session 3", 4: "session 4", 5: "session 5", 6: "session 5", 7: "session 6", 8: "session 7",
               9: "session 7", 10: "session 8", 11: "session 8", 12: "session 9",
               13: "session 9", 14: "session 10", 15: "session 10",
               16: "session 11", 17: "session 11", 18: "session 12", 19: "session 12",
               20: "session 13", 21: "session 13", 22: "session 14", 23: "session 14",
               24: "session 15", 25: "session 15", 26: "session 15",
               27: "session 16", 28: "session 16", 29: "session 17", 30: "session 17",
               31: "session 18", 32: "session 18", 33: "session 19", 34: "session 19",
               35: "session 20", 36: "session 20",
               37: "session 21", 38: "session 21", 39: "session 22", 40: "session 22",
               41: "session 23", 42: "session 23", 43: "session 24", 44: "session 24",
               45: "session 25", 46: "session 25", 47: "session 26", 48: "session 26",
               49: "session 27", 50: "session 27", 51: "session 28", 52: "session 28",
               53: "session 29", 54: "session 29",
               55: "session 30", 56: "session 30",
               57: "session 31", 58: "session 31",
               59: "session 32", 60: "session 32",
               61: "session 33", 62: "session 33",
               63: "session 34", 64: "session 34", 65: "session 35",
               66: "session 35", 67: "session 36", 68: "session 36",
               69: "session 37", 70: "session 37",
               71: "session 38", 72: "session 38"}
# Rounds written only to measure and not read yet: every case of them is held out.
HELDOUT_ROUNDS = (73, 74)

PARTS = ("tuning", "heldout", "r2-tuning", "r2-heldout") + tuple(f"r{rnd}-tuning" for rnd in READ_ROUNDS) + tuple(
    f"r{rnd}-heldout" for rnd in HELDOUT_ROUNDS)


def part_of(result: dict) -> str:
    """First-round cases report as `tuning`/`heldout`, later rounds' as `r2-tuning`, `r2-heldout`, `r3-tuning`,
    `r4-tuning`, ..., `r72-tuning`, `r73-heldout`, `r74-heldout`."""
    rnd = result.get("round", 1)
    return (f"r{rnd}-" if rnd > 1 else "") + result["split"]


def totals(results: list[dict]) -> dict:
    expected = sum(len(r["expected"]) for r in results)
    found = sum(len(r["found"]) for r in results)
    wrong = sum(len(r["unexpected_before"]) + len(r["unexpected_after"]) for r in results)
    reported = found + wrong
    return {"cases": len(results), "expected": expected, "found": found, "false": wrong,
            "recall": found / expected if expected else 1.0,
            "precision": found / reported if reported else 1.0,
            "cases_fully_found": sum(1 for r in results if not r["missed"]),
            "after_clean": sum(1 for r in results if not r["unexpected_after"])}


def check_cases(names: list[str], under_jax: bool, jobs: int) -> int:
    failures = 0
    metas = {}
    for name in names:
        with open(os.path.join(CASES_DIR, name, "case.json"), encoding="utf-8") as handle:
            metas[name] = json.load(handle)
    for name, meta in metas.items():
        if meta.get("round") == 2 and (meta["split"] == "heldout") != heldout_by_hash(name):
            print(f"{name}: split {meta['split']} does not follow the hash rule")
            failures += 1
        if meta.get("round") in READ_ROUNDS and meta["split"] != "tuning":
            print(f"{name}: every round-{meta['round']} case is a tuning case (measured blind, then read in "
                  f"{READ_ROUNDS[meta['round']]}), not {meta['split']}")
            failures += 1
        if meta.get("round") in HELDOUT_ROUNDS and meta["split"] != "heldout":
            print(f"{name}: every round-{meta['round']} case is held out, not {meta['split']}")
            failures += 1
    if not under_jax:
        print(f"split checked: {failures} wrong")
        return 1 if failures else 0

    def check_one(name: str) -> tuple[str, tuple[bool, str], tuple[bool, str]]:
        code = metas[name]["check"]
        return (name, run_check(os.path.join(CASES_DIR, name, "before"), code),
                run_check(os.path.join(CASES_DIR, name, "after"), code))

    checked = [n for n in names if "check" in metas[n]]
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        for name, (before_ok, before_error), (after_ok, after_error) in pool.map(check_one, checked):
            ok = not before_ok and after_ok
            failures += not ok
            print(f"{name:38} {'ok' if ok else 'WRONG':6} before: {'passes' if before_ok else before_error[:90]}")
            if not after_ok:
                print(f"{'':45} after: {after_error[:90]}")
    print(f"{len(checked)} checked, {failures} wrong")
    return 1 if failures else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("tuning", "heldout", "all"), default="all",
                        help="only this part of both rounds")
    parser.add_argument("--show", action="store_true", help="list missed and unexpected findings")
    parser.add_argument("--json", metavar="FILE", help="write the per-case results and totals")
    parser.add_argument("--jobs", type=int, default=2, help="cases linted at once")
    parser.add_argument("--under-jax", action="store_true", help="run each case's check under JAX instead")
    parser.add_argument("--check-split", action="store_true",
                        help="verify the round-2 hash split, round 3's tuning mark and the later rounds' held-out mark")
    parser.add_argument("cases", nargs="*", help="only these cases")
    args = parser.parse_args()

    names = sorted(n for n in os.listdir(CASES_DIR) if os.path.isfile(os.path.join(CASES_DIR, n, "case.json")))
    if args.cases:
        names = [n for n in names if n in args.cases]
    if args.check_split or args.under_jax:
        return check_cases(names, under_jax=args.under_jax, jobs=args.jobs)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(score_case, names))
    if args.split != "all":
        results = [r for r in results if r["split"] == args.split]

    print(f"{'case':38} {'part':10} {'shape':15} found  false  recall")
    for r in results:
        n_expected = len(r["expected"])
        recall = len(r["found"]) / n_expected if n_expected else 1.0
        false = len(r["unexpected_before"]) + len(r["unexpected_after"])
        print(f"{r['case']:38} {part_of(r):10} {r['shape']:15} {len(r['found'])}/{n_expected:<3} {false:5}  {recall:5.2f}")
        if args.show:
            for path, line, code in r["missed"]:
                print(f"    missed      before/{path}:{line} {code}")
            for path, line, code in r["unexpected_before"]:
                print(f"    unexpected  before/{path}:{line} {code}")
            for path, line, code in r["unexpected_after"]:
                print(f"    unexpected  after/{path}:{line} {code}")
        for error in r["errors"]:
            print(f"    error: {error}")
    summary = {}
    for part in PARTS:
        chosen = [r for r in results if part_of(r) == part]
        if chosen:
            summary[part] = totals(chosen)
    for split in ("tuning", "heldout"):
        chosen = [r for r in results if r["split"] == split]
        if chosen and len(chosen) != len(results):
            summary[f"{split}-all"] = totals(chosen)
    summary["all"] = totals(results)
    print()
    for part, t in summary.items():
        print(f"{part:12} cases {t['cases']:3}  expected {t['expected']:3}  found {t['found']:3}  false {t['false']:3}  "
              f"recall {t['recall']:.2f}  precision {t['precision']:.2f}  "
              f"(all found in {t['cases_fully_found']}, after clean in {t['after_clean']})")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump({"cases": results, "totals": summary}, handle, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
