"""The trees analysis/from_ast.py builds, compared with libcst's own parse on every file of a tree (default: the
real-code corpus), with the check tests/test_from_ast.py runs on the fixtures.

    python benchmarks/compare_trees.py [PATH ...]
"""

from __future__ import annotations

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tests"))
sys.path.insert(0, os.path.join(ROOT, "benchmarks"))

import libcst as cst  # noqa: E402

from jaxlint.analysis.from_ast import Unsupported  # noqa: E402
from jaxlint.files import discover  # noqa: E402
from test_from_ast import _assert_same_tree  # noqa: E402


def main(paths: list[str]) -> int:
    if not paths:
        from corpus import ensure_corpus

        paths = list(ensure_corpus().values())
    same = unsupported = differ = skipped = 0
    for path in discover(paths):
        with open(path, encoding="utf-8", errors="surrogateescape") as handle:
            source = handle.read()
        try:
            compile(source, path, "exec", dont_inherit=True)
            cst.parse_module(source)
        except Exception:  # noqa: BLE001 - a file one of the parsers rejects is not comparable
            skipped += 1
            continue
        try:
            _assert_same_tree(source)
            same += 1
        except Unsupported as error:
            unsupported += 1
            print(f"unsupported (libcst parses it): {path}: {error}")
        except AssertionError as error:
            differ += 1
            print(f"DIFFERENT: {path}: {str(error).splitlines()[0]}")
    print(f"{same} files built as libcst parses them, {differ} different, {unsupported} left to libcst, "
          f"{skipped} not parsed by both")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
