"""`--fix` / `--diff` over files: fix each file's findings, then write it (atomically, in its own encoding and line
endings) or print the unified diff; the summary line counts what was fixed and what needs `--unsafe-fixes`."""

from __future__ import annotations

import dataclasses
import difflib
import os
import tokenize
from dataclasses import dataclass, field
from io import BytesIO
from typing import Any, Optional, Sequence, TextIO

from ..diagnostics import Diagnostic
from ..files import write_atomically
from .builders import SAFE
from .plan import FileFixResult, fix_source


@dataclass
class FixRun:
    results: list[FileFixResult] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    @property
    def fixed(self) -> int:
        return sum(len(result.applied) for result in self.results if result.changed)

    @property
    def changed(self) -> list[FileFixResult]:
        return [result for result in self.results if result.changed]


def read_file(path: str) -> tuple[bytes, str]:
    from ..files import decode_source

    with open(path, "rb") as handle:
        data = handle.read()
    return data, decode_source(data)


def encode_like(text: str, original: bytes) -> bytes:
    """`text` in the encoding of the file it came from (its coding line or BOM kept)."""
    encoding, _ = tokenize.detect_encoding(BytesIO(original).readline)
    if encoding == "utf-8-sig" or original.startswith(b"\xef\xbb\xbf"):
        return b"\xef\xbb\xbf" + text.encode("utf-8")
    return text.encode(encoding)


def fix_files(diagnostics: Sequence[Diagnostic], settings: Any, unsafe: bool,
              sources: Optional[dict[str, str]] = None) -> FixRun:
    """The fixed text of every file with a finding that offers a fix (nothing is written here). `sources` holds
    text that cannot be read again (stdin)."""
    run = FixRun()
    by_file: dict[str, list[Diagnostic]] = {}
    for diagnostic in diagnostics:
        by_file.setdefault(os.path.normpath(diagnostic.path), []).append(diagnostic)
    for found in by_file.values():
        path = found[0].path
        if not any(d.fix_data and (unsafe or d.fixable == SAFE) for d in found):
            continue
        if sources is not None and path in sources:
            source = sources[path]
        else:
            try:
                _, source = read_file(path)
            except (OSError, UnicodeDecodeError, SyntaxError, LookupError) as error:
                run.errors.append(f"{path}: cannot read: {error}")
                continue
        result = fix_source(source, path, settings, unsafe, found)
        if result.error:
            run.errors.append(f"{path}: {result.error}")
        run.results.append(result)
    return run


def write_fixed(run: FixRun) -> None:
    for result in run.changed:
        try:
            original, current = read_file(result.path)
        except (OSError, UnicodeDecodeError, SyntaxError, LookupError) as error:
            run.errors.append(f"{result.path}: not written: {error}")
            continue
        if current != result.original:
            run.errors.append(f"{result.path}: not written: the file changed while it was being fixed")
            continue
        try:
            write_atomically(result.path, encode_like(result.fixed, original))
        except (OSError, UnicodeEncodeError) as error:
            run.errors.append(f"{result.path}: not written: {error}")


def write_diff(run: FixRun, out: TextIO) -> None:
    for result in run.changed:
        out.writelines(difflib.unified_diff(result.original.splitlines(keepends=True),
                                            result.fixed.splitlines(keepends=True),
                                            fromfile=result.path, tofile=result.path))
        if result.fixed and not result.fixed.endswith(("\n", "\r")):
            out.write("\n\\ No newline at end of file\n")


def remaining_after(run: FixRun, diagnostics: Sequence[Diagnostic], settings: Any) -> list[Diagnostic]:
    """The findings left once the fixes are made: a fixed file is linted again; the findings in it that only a
    whole-project run reports (a caller in another module makes the value traced) and that no fix removed are
    carried over to their lines in the fixed text."""
    from ..engine import lint_source
    from .plan import same_file, settle_offers
    from .verify import line_map

    fixed = {os.path.normpath(result.path): result for result in run.changed}
    remaining = [d for d in diagnostics if os.path.normpath(d.path) not in fixed]
    for result in fixed.values():
        path = result.path
        again = [d for d in lint_source(result.fixed, path, settings) if d.path == path]
        alone = {_identity(d) for d in lint_source(result.original, path, settings) if d.path == path}
        applied = {id(fix.diagnostic) for fix in result.applied}
        mapping = line_map(result.original, result.fixed)
        seen = {_identity(d) for d in again}
        for d in diagnostics:
            if not same_file(d.path, path) or id(d) in applied or _identity(d) in alone or d.line > len(mapping) - 1:
                continue
            offset = mapping[d.line - 1] - d.line
            moved = dataclasses.replace(d, line=d.line + offset, end_line=d.end_line + offset, fix=None)
            if _identity(moved) not in seen:
                again.append(moved)
        remaining += again
    settle_offers(remaining, {result.path: result.fixed for result in fixed.values()})
    remaining.sort(key=Diagnostic.sort_key)
    return remaining


def _identity(diagnostic: Diagnostic) -> tuple:
    return diagnostic.code, diagnostic.line, diagnostic.col, diagnostic.message


def summary(run: FixRun, remaining: Sequence[Diagnostic], unsafe: bool, would: bool) -> str:
    """`Fixed 12 of 15 findings (3 need unsafe fixes)`: as ruff counts, the findings are the ones fixed (some only
    appear once another fix is made: `not a < b < c`) and the ones left."""
    verb = "Would fix" if would else "Fixed"
    found = run.fixed + len(remaining)
    text = f"{verb} {run.fixed} of {found} finding{'s' if found != 1 else ''}"
    hidden = 0 if unsafe else sum(1 for d in remaining if d.fixable and d.fixable != SAFE)
    if hidden:
        text += f" ({hidden} need{'s' if hidden == 1 else ''} unsafe fixes)"
    return text
