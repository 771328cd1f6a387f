"""Lint the corpus parts with one jaxlint tree, keep the findings under a tag, and compare two tags part by part.

    python benchmarks/measure.py lint base13                      # every part, this checkout's jaxlint
    python benchmarks/measure.py lint new --tree /tmp/snap --parts held-out-21 held-out-22
    python benchmarks/measure.py diff base13 new                  # per part: findings gone and findings new
    python benchmarks/measure.py score new held-out-22            # against the part's triage (docs/triage)

The corpus comes from benchmarks/corpus.py (`--wide` for the parts); run it once first. Each part is linted by a
fresh `python -m jaxlint --no-cache --jobs 1 --output-format json --exit-zero` with PYTHONPATH set to the tree, so a
tag measures exactly that tree (lint a `git archive` snapshot, not a checkout that changes under the run). Findings
are kept in $JAXLINT_MEASURE_DIR (default ~/.cache/jaxlint-measure)/TAG/PART.json; nothing here is committed.

A finding is identified across two tags by (path, line, code): a finding that only moved lines shows as one gone and
one new. `score` reads docs/triage/PART-blind.tsv plus every row of docs/triage/*-changes.tsv for that part (and any
TSV given with --tsv) and counts lines with corpus.count_lines.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import glob
import json
import os
import re
import signal
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPOSITORY = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from corpus import cache_dir, count_lines  # noqa: E402
from triage_score import read_rows, score  # noqa: E402


def measure_dir() -> str:
    return os.environ.get("JAXLINT_MEASURE_DIR", os.path.expanduser("~/.cache/jaxlint-measure"))


def part_directory(part: str) -> str:
    return os.path.join(cache_dir(), "src") if part == "src" else os.path.join(cache_dir(), "wide", part)


def every_part() -> list[str]:
    wide = os.path.join(cache_dir(), "wide")
    parts = [name for name in os.listdir(wide) if os.path.isdir(os.path.join(wide, name))
             and re.fullmatch(r"library|user|held-out(-\d+)?", name)]

    def order(name: str) -> tuple[int, int]:
        fixed = {"library": -3, "user": -2, "held-out": -1}
        if name in fixed:
            return (0, fixed[name])
        return (1, int(name.rsplit("-", 1)[1]))

    return sorted(parts, key=order) + ["src"]


def lint_part(tree: str, part: str, target: str) -> tuple[str, int, str]:
    result = subprocess.run([sys.executable, "-m", "jaxlint", "--no-cache", "--jobs", "1", "--output-format", "json",
                             "--exit-zero", part_directory(part)], capture_output=True, text=True,
                            env=dict(os.environ, PYTHONPATH=tree), cwd=tree)  # `-m` puts the cwd first on the path
    if result.returncode == 0:
        with open(target, "w", encoding="utf-8") as file:
            file.write(result.stdout)
    return part, result.returncode, result.stderr[-2000:]


def load(tag: str, part: str) -> list[dict]:
    with open(os.path.join(measure_dir(), tag, f"{part}.json"), encoding="utf-8") as file:
        # A `.partial` folder is a release an interrupted download left half unpacked: not part of the corpus.
        return [finding for finding in json.load(file)
                if not finding["code"].startswith("JXL9") and ".partial" + os.sep not in finding["path"]]


def relative(path: str, part: str) -> str:
    return os.path.relpath(path, part_directory(part))


def command_lint(args: argparse.Namespace) -> int:
    tree = os.path.abspath(args.tree)
    target_dir = os.path.join(measure_dir(), args.tag)
    os.makedirs(target_dir, exist_ok=True)
    parts = args.parts or every_part()
    failed = 0
    with concurrent.futures.ThreadPoolExecutor(args.streams) as pool:
        futures = [pool.submit(lint_part, tree, part, os.path.join(target_dir, f"{part}.json")) for part in parts]
        for future in concurrent.futures.as_completed(futures):
            part, code, stderr = future.result()
            if code:
                failed += 1
                print(f"{part}: jaxlint exited {code}\n{stderr}", file=sys.stderr)
            else:
                print(f"{part}: {len(load(args.tag, part))} findings", flush=True)
    return 1 if failed else 0


def command_diff(args: argparse.Namespace) -> int:
    parts = args.parts or [os.path.basename(path)[:-5]
                           for path in sorted(glob.glob(os.path.join(measure_dir(), args.new, "*.json")))]
    for part in parts:
        try:
            before = {(relative(f["path"], part), f["line"], f["code"]): f for f in load(args.base, part)}
            after = {(relative(f["path"], part), f["line"], f["code"]): f for f in load(args.new, part)}
        except FileNotFoundError as missing:
            print(f"== {part}: {missing.filename} missing")
            continue
        gone, new = sorted(set(before) - set(after)), sorted(set(after) - set(before))
        print(f"== {part}: {len(before)} -> {len(after)} (-{len(gone)} +{len(new)})")
        for sign, keys, source in (("-", gone, before), ("+", new, after)):
            for key in keys:
                print(f"{sign} {key[0]}:{key[1]} {key[2]} {source[key]['message'][:args.width]}")
    return 0


def command_score(args: argparse.Namespace) -> int:
    triage = os.path.join(REPOSITORY, "docs", "triage")
    tsvs = [path for path in [os.path.join(triage, f"{args.part}-blind.tsv")] if os.path.exists(path)]
    changes = sorted(glob.glob(os.path.join(triage, "*-changes.tsv")))
    rows = read_rows(tsvs + changes + list(args.tsv), part=args.part)
    verdicts, false_causes, untriaged = score(load(args.tag, args.part), rows)
    lines = args.lines or count_lines(part_directory(args.part))[1]
    counted = sum(verdicts.values())
    print(f"{args.part} {args.tag}: findings {counted + len(untriaged)}: true {verdicts['true']}, latent "
          f"{verdicts['latent']}, intended {verdicts['intended']}, false {verdicts['false']}, untriaged "
          f"{len(untriaged)}; false per 50k lines {verdicts['false'] * 50000 / lines:.2f} ({lines} lines)")
    if false_causes:
        print("false by cause:", ", ".join(f"{cause or '?'} {n}" for cause, n in false_causes.most_common()))
    for finding in untriaged:
        print(f"untriaged: {relative(finding['path'], args.part)}:{finding['line']} {finding['code']} "
              f"{finding['message'][:100]}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    lint = commands.add_parser("lint", help="lint parts into a tag")
    lint.add_argument("tag")
    lint.add_argument("--tree", default=REPOSITORY, help="the jaxlint source tree to run (default: this checkout)")
    lint.add_argument("--parts", nargs="*", help="corpus parts (default: every part on disk, then src)")
    lint.add_argument("--streams", type=int, default=2, help="parts linted at once")
    diff = commands.add_parser("diff", help="findings gone and new between two tags")
    diff.add_argument("base")
    diff.add_argument("new")
    diff.add_argument("--parts", nargs="*")
    diff.add_argument("--width", type=int, default=110, help="message characters shown")
    scoring = commands.add_parser("score", help="a tag's findings in one part against the part's triage")
    scoring.add_argument("tag")
    scoring.add_argument("part")
    scoring.add_argument("--tsv", nargs="*", default=[], help="more triage TSVs (a branch's change list)")
    scoring.add_argument("--lines", type=int, help="lines of Python in the part (default: counted)")
    args = parser.parse_args(argv)
    if hasattr(signal, "SIGPIPE"):  # `measure.py diff ... | head` ends quietly
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    return {"lint": command_lint, "diff": command_diff, "score": command_score}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
