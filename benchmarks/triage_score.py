"""Score a corpus part's findings against its triage: true / latent / intended / false, false per 50k lines.

    python -m jaxlint --no-cache --jobs 1 --output-format json --exit-zero ~/.cache/jaxlint-corpus/wide/held-out-9 \
        > out.json
    python benchmarks/triage_score.py out.json docs/triage/held-out-9-blind.tsv --lines 392074

A finding matches a triage row on (path suffix, line, code), or on the release folder and the package path inside it
when the release was unpacked from its other archive (sdist or wheel); rows come from every TSV given (a part's blind
triage and the rows added at the end of a session). Findings no row explains are listed: triage them before quoting a
number.
Internal-error codes (JXL9xx) are not findings about the code and are skipped.
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
from typing import Optional


def read_rows(paths: list[str], part: Optional[str] = None) -> dict[tuple[int, str], list[tuple[str, str, str]]]:
    """(line, code) -> [(path, verdict, cause)] over the TSVs. Columns are found by the header's names: a part's
    triage (project, path, line, code, verdict, cause, reason) or a branch's change list, which leads with the part
    and may spell the place as one `location` (path:line)."""
    rows: dict[tuple[int, str], list[tuple[str, str, str]]] = collections.defaultdict(list)
    for path in paths:
        with open(path, encoding="utf-8") as file:
            header = file.readline().rstrip("\n").split("\t")
            names = {name: index for index, name in enumerate(header)}
            verdict, cause = names.get("verdict", 4), names.get("cause", 5)
            for line in file:
                columns = line.rstrip("\n").split("\t")
                if len(columns) <= verdict or part is not None and "part" in names and columns[names["part"]] != part:
                    continue
                if "location" in names and "path" not in names:
                    where, _, number = columns[names["location"]].rpartition(":")
                else:
                    where, number = columns[names.get("path", 1)], columns[names.get("line", 2)]
                if not number.isdigit():
                    continue
                rows[(int(number), columns[names.get("code", 3)])].append(
                    (where, columns[verdict], columns[cause] if len(columns) > cause else ""))
    return rows


def same_file_of_release(path: str, suffix: str) -> bool:
    """A row's path names the release folder first (`rheedium-2026.6.16/rheedium/recon/uncertainty.py`); the same
    release unpacked from its sdist rather than its wheel keeps that folder but nests the package deeper
    (`rheedium-2026.6.16/rheedium-2026.6.16/src/rheedium/recon/uncertainty.py`). Match the folder and the package
    path inside it."""
    release, _, inside = suffix.partition("/")
    parts = path.split("/")
    return bool(inside) and release in parts and ("/".join(parts[parts.index(release):]).endswith("/" + inside))


def score(findings: list[dict], rows: dict[tuple[int, str], list[tuple[str, str, str]]]) -> tuple[
        collections.Counter, collections.Counter, list[dict]]:
    verdicts: collections.Counter = collections.Counter()
    false_causes: collections.Counter = collections.Counter()
    untriaged = []
    for finding in findings:
        if finding["code"].startswith("JXL9"):
            continue
        path = finding["path"].replace("\\", "/")
        candidates = rows.get((finding["line"], finding["code"]), ())
        match = next(((verdict, cause) for suffix, verdict, cause in candidates
                      if path.endswith("/" + suffix) or path == suffix), None)
        if match is None:
            match = next(((verdict, cause) for suffix, verdict, cause in candidates
                          if same_file_of_release(path, suffix)), None)
        if match is None:
            untriaged.append(finding)
            continue
        verdicts[match[0]] += 1
        if match[0] == "false":
            false_causes[match[1]] += 1
    return verdicts, false_causes, untriaged


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("findings", help="jaxlint's --output-format json output for one corpus part")
    parser.add_argument("triage", nargs="+", help="the part's triage TSVs")
    parser.add_argument("--lines", type=int, required=True, help="lines of Python in the part (corpus.py --stats)")
    args = parser.parse_args(argv)
    with open(args.findings, encoding="utf-8") as file:
        findings = json.load(file)
    verdicts, false_causes, untriaged = score(findings, read_rows(args.triage))
    counted = sum(verdicts.values())
    print(f"findings {counted + len(untriaged)}: true {verdicts['true']}, latent {verdicts['latent']}, "
          f"intended {verdicts['intended']}, false {verdicts['false']}, untriaged {len(untriaged)}; "
          f"false per 50k lines {verdicts['false'] * 50000 / args.lines:.2f}")
    if false_causes:
        print("false by cause:", ", ".join(f"{cause or '?'} {n}" for cause, n in false_causes.most_common()))
    for finding in untriaged:
        print(f"untriaged: {finding['path']}:{finding['line']} {finding['code']} {finding['message'][:100]}")
    return 1 if untriaged else 0


if __name__ == "__main__":
    sys.exit(main())
