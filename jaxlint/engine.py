"""Files -> parse once -> analysis -> rules -> diagnostics. The single source of findings for every front end."""

from __future__ import annotations

import os
import traceback
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Iterable, Optional, Sequence

import libcst as cst
from libcst.metadata import MetadataWrapper, PositionProvider

from .analysis.module import ModuleFacts
from .diagnostics import Diagnostic
from .noqa import is_suppressed
from .rules import ALL_RULES, code_selected
from .rules.base import RuleRunner

# Any construct JAX can trace is spelled with one of these in the file; without them there is nothing to check.
_JAX_MARKERS = ("jax", "jit")


@dataclass(frozen=True)
class Settings:
    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    extra_jit_decorators: frozenset[str] = frozenset()
    per_file_ignores: tuple[tuple[str, tuple[str, ...]], ...] = ()
    honour_noqa: bool = True


def decode_source(data: bytes) -> str:
    """Decode like Python does (PEP 263 coding line, BOM); raises UnicodeDecodeError/SyntaxError if it can't."""
    import io
    import tokenize

    encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
    text = data.decode(encoding)
    return text[1:] if text.startswith("\ufeff") else text


def lint_source(source: str, path: str, settings: Settings = Settings()) -> list[Diagnostic]:
    """All findings for one file's text. Never raises: our own failures become a JXL902 diagnostic."""
    try:
        diagnostics = _lint(source, path, settings)
    except RecursionError:
        diagnostics = [_file_diagnostic(path, "JXL902", "file too deeply nested for jaxlint to analyse")]
    except Exception as error:  # noqa: BLE001 - one file's failure must not lose the others' results
        where = traceback.extract_tb(error.__traceback__)[-1]
        diagnostics = [_file_diagnostic(
            path, "JXL902", f"internal error: {type(error).__name__}: {error} "
                            f"({os.path.basename(where.filename)}:{where.lineno}); please report it")]
    lines = source.splitlines()
    kept = []
    for diagnostic in diagnostics:
        if not _selected(diagnostic.code, path, settings):
            continue
        if settings.honour_noqa and 0 < diagnostic.line <= len(lines) and is_suppressed(
                lines[diagnostic.line - 1], diagnostic.code):
            continue
        kept.append(diagnostic)
    return sorted(kept, key=Diagnostic.sort_key)


def _selected(code: str, path: str, settings: Settings) -> bool:
    ignore = list(settings.ignore)
    if settings.per_file_ignores:
        import fnmatch

        normalized = path.replace(os.sep, "/")
        for pattern, codes in settings.per_file_ignores:
            if fnmatch.fnmatch(normalized, pattern) or fnmatch.fnmatch(os.path.basename(normalized), pattern):
                ignore.extend(codes)
    if code.startswith("JXL9"):
        # A file we could not check is always worth saying, unless the user ignores it by name.
        return code_selected(code, [], ignore)
    return code_selected(code, list(settings.select), ignore)


def _lint(source: str, path: str, settings: Settings) -> list[Diagnostic]:
    if not any(marker in source for marker in _JAX_MARKERS):
        return _syntax_check_only(source, path)
    try:
        module = cst.parse_module(source)
    except cst.ParserSyntaxError as error:
        # Python's own parser names the error and its place better; libcst's is the fallback for syntax that
        # Python accepts but this libcst does not.
        python_error = _syntax_check_only(source, path)
        if python_error:
            return python_error
        return [Diagnostic(path, error.raw_line, error.raw_column + 1, error.raw_line, error.raw_column + 1,
                           "JXL901", f"cannot parse (libcst): {error.message}")]
    facts = ModuleFacts(module, extra_jit=settings.extra_jit_decorators)
    rules = [rule for rule in ALL_RULES if not rule.code.startswith("JXL9")
             and code_selected(rule.code, list(settings.select), list(settings.ignore))]
    runner = RuleRunner(facts, rules)
    module.visit(runner)
    if not runner.findings:
        return []
    # Positions cost a full extra pass: only pay for them when there is something to report.
    positions = MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)
    diagnostics = []
    seen = set()
    for finding in runner.findings:
        where = positions[finding.node]
        key = (where.start.line, where.start.column, finding.code)
        if key in seen:
            continue
        seen.add(key)
        diagnostics.append(Diagnostic(path, where.start.line, where.start.column + 1, where.end.line,
                                      where.end.column + 1, finding.code, _one_line(finding.message),
                                      finding.fix))
    return diagnostics


def _one_line(message: str) -> str:
    """Messages quote source code; text output (and flake8) needs one finding per line whatever the quote."""
    return " ".join(message.split()) if "\n" in message or "\r" in message else message


def _syntax_check_only(source: str, path: str) -> list[Diagnostic]:
    try:
        compile(source, path, "exec", flags=0x400, dont_inherit=True)  # ast.PyCF_ONLY_AST
    except SyntaxError as error:
        line = error.lineno or 1
        col = error.offset or 1
        return [Diagnostic(path, line, col, line, col, "JXL901", f"cannot parse: {error.msg}")]
    except (ValueError, RecursionError) as error:
        return [_file_diagnostic(path, "JXL901", f"cannot parse: {error}")]
    return []


def _file_diagnostic(path: str, code: str, message: str) -> Diagnostic:
    return Diagnostic(path, 1, 1, 1, 1, code, message)


def lint_file(path: str, settings: Settings = Settings()) -> list[Diagnostic]:
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as error:
        return [_file_diagnostic(path, "JXL901", f"cannot read file: {error.strerror or error}")]
    try:
        source = decode_source(data)
    except (UnicodeDecodeError, SyntaxError, LookupError) as error:
        reason = error.reason if isinstance(error, UnicodeDecodeError) else str(error)
        return [_file_diagnostic(path, "JXL901", f"cannot decode file: {reason}")]
    return lint_source(source, path, settings)


def _lint_many(paths: Sequence[str], settings: Settings) -> list[list[Diagnostic]]:
    return [lint_file(path, settings) for path in paths]


def lint_paths(paths: Iterable[str], settings: Settings = Settings(), jobs: Optional[int] = None
               ) -> list[Diagnostic]:
    """Lint many files, in parallel processes when there are enough of them to pay for the start-up."""
    files = list(paths)
    jobs = jobs if jobs is not None else (os.cpu_count() or 1)
    results: list[Diagnostic] = []
    if jobs <= 1 or len(files) < 16:
        for path in files:
            results.extend(lint_file(path, settings))
    else:
        chunk = max(1, len(files) // (jobs * 4))
        batches = [files[i:i + chunk] for i in range(0, len(files), chunk)]
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for batch_result in pool.map(_lint_many, batches, [settings] * len(batches)):
                for diagnostics in batch_result:
                    results.extend(diagnostics)
    return sorted(results, key=Diagnostic.sort_key)
