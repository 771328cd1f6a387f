"""How many `ast` parses a cold static run makes, of how many distinct texts, and which reader parsed them.

    python benchmarks/parse_counts.py [--every N] [PATH ...]   # default: every 6th file of the corpus's library

Runs the real pipeline (`engine.lint_paths`, one process, `--jobs 1`) with the parses of analysis/syntax_trees.py
and of the engine counted: the parses, the distinct texts and their characters, the texts parsed again (a reader
asked for a tree the recent trees had forgotten) by the reader that parsed them again, and the peak RSS. Counts,
not times: repeatable on a loaded machine.
"""

from __future__ import annotations

import argparse
import collections
import hashlib
import os
import resource
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--every", type=int, default=6)
    parser.add_argument("paths", nargs="*", default=[os.path.expanduser("~/.cache/jaxlint-corpus/wide/library")])
    args = parser.parse_args()
    sys.path.insert(0, ROOT)
    from jaxlint import engine
    from jaxlint.analysis import syntax_trees
    from jaxlint.files import discover

    files = sorted(discover(args.paths))[::args.every]
    parses: list[tuple[str, int, str]] = []   # (digest of the text, its characters, the reader)

    def counted(source, *rest, **options):
        if isinstance(source, str):
            frame = sys._getframe(1)
            while frame.f_back and os.path.basename(frame.f_code.co_filename) == "syntax_trees.py":
                frame = frame.f_back
            reader = f"{os.path.basename(frame.f_code.co_filename)}:{frame.f_code.co_name}"
            parses.append((hashlib.md5(source.encode("utf-8", "surrogatepass")).hexdigest(), len(source), reader))
        return compile(source, *rest, **options)

    syntax_trees.compile = counted   # type: ignore[attr-defined]
    engine.compile = counted         # type: ignore[attr-defined]
    found = engine.lint_paths(files, jobs=1)
    sizes = {digest: size for digest, size, _ in parses}
    print(f"{len(files)} files, {len(found)} findings")
    print(f"parses {len(parses)} ({sum(size for _, size, _ in parses):,} characters) of {len(sizes)} distinct texts "
          f"({sum(sizes.values()):,} characters)")
    again: collections.Counter[str] = collections.Counter()
    parsed_again: collections.Counter[str] = collections.Counter()
    seen: set[str] = set()
    for digest, size, reader in parses:
        if digest in seen:
            again[reader] += size
            parsed_again[reader] += 1
        seen.add(digest)
    print(f"parsed again: {sum(parsed_again.values())} parses, {sum(again.values()):,} characters, by reader:")
    for reader, size in again.most_common(10):
        print(f"  {size:>12,} {parsed_again[reader]:>5} {reader}")
    print(f"peak RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.1f} MB")


if __name__ == "__main__":
    main()
