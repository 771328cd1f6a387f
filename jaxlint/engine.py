"""Files -> parse once -> analysis -> rules -> diagnostics. The single source of findings for every front end."""

from __future__ import annotations

import os
import traceback
import warnings
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


@dataclass
class FileResult:
    """One file's lint result. `diagnostics` may lie in other files (helpers its traced code calls);
    `dependencies` lists those other files, whose contents the result depends on (for a result cache)."""
    path: str
    diagnostics: list[Diagnostic]
    dependencies: list[str] = field(default_factory=list)


def lint_source(source: str, path: str, settings: Settings = Settings()) -> list[Diagnostic]:
    """All findings for one file's text (and for the helpers in other files that its traced code calls)."""
    return lint_source_result(source, path, settings).diagnostics


def lint_source_result(source: str, path: str, settings: Settings = Settings()) -> FileResult:
    """Never raises: our own failures become a JXL902 diagnostic."""
    dependencies: list[str] = []
    try:
        diagnostics, dependencies = _lint(source, path, settings)
    except RecursionError:
        diagnostics = [_file_diagnostic(path, "JXL902", "file too deeply nested for jaxlint to analyse")]
    except Exception as error:  # noqa: BLE001 - one file's failure must not lose the others' results
        where = traceback.extract_tb(error.__traceback__)[-1]
        diagnostics = [_file_diagnostic(
            path, "JXL902", f"internal error: {type(error).__name__}: {error} "
                            f"({os.path.basename(where.filename)}:{where.lineno}); please report it")]
    own = [d for d in diagnostics if d.path == path]
    linked = [d for d in diagnostics if d.path != path]
    kept = _kept(own, source, path, settings) + linked
    return FileResult(path, sorted(kept, key=Diagnostic.sort_key), dependencies)


def _kept(diagnostics: list[Diagnostic], source: str, path: str, settings: Settings) -> list[Diagnostic]:
    """The diagnostics of one file that the user's selection and `# noqa` comments let through."""
    lines = source.splitlines()
    kept = []
    for diagnostic in diagnostics:
        if not _selected(diagnostic.code, path, settings):
            continue
        if settings.honour_noqa and 0 < diagnostic.line <= len(lines) and is_suppressed(
                lines[diagnostic.line - 1], diagnostic.code):
            continue
        kept.append(diagnostic)
    return kept


def _selected(code: str, path: str, settings: Settings) -> bool:
    if settings.per_file_ignores and _ignored_for_file(code, path, settings.per_file_ignores):
        # Like ruff: a per-file ignore removes the code whatever select says, even a more specific select.
        return False
    if code.startswith("JXL9"):
        # A file we could not check is always worth saying, unless the user ignores it by name.
        return code_selected(code, [], list(settings.ignore))
    return code_selected(code, list(settings.select), list(settings.ignore))


def _ignored_for_file(code: str, path: str, per_file_ignores: tuple[tuple[str, tuple[str, ...]], ...]) -> bool:
    import fnmatch

    normalized = path.replace(os.sep, "/")
    # Patterns from a config file are anchored at its folder, so they also match the absolute path.
    absolute = os.path.abspath(path).replace(os.sep, "/")
    for pattern, codes in per_file_ignores:
        if (fnmatch.fnmatch(normalized, pattern) or fnmatch.fnmatch(absolute, pattern)
                or fnmatch.fnmatch(os.path.basename(normalized), pattern)):
            if any(code.startswith(prefix) for prefix in codes):
                return True
    return False


def _lint(source: str, path: str, settings: Settings) -> tuple[list[Diagnostic], list[str]]:
    if not any(marker in source for marker in _JAX_MARKERS):
        return _syntax_check_only(source, path), []
    try:
        module = cst.parse_module(source)
    except cst.ParserSyntaxError as error:
        # Python's own parser names the error and its place better; libcst's is the fallback for syntax that
        # Python accepts but this libcst does not.
        python_error = _syntax_check_only(source, path)
        if python_error:
            return python_error, []
        return [Diagnostic(path, error.raw_line, error.raw_column + 1, error.raw_line, error.raw_column + 1,
                           "JXL901", f"cannot parse (libcst): {error.message}")], []
    facts = ModuleFacts(module, extra_jit=settings.extra_jit_decorators)
    diagnostics = _diagnostics(module, facts, path, settings)
    if not facts.external_calls or not os.path.isfile(path):
        return diagnostics, []
    from .analysis.project import follow

    def analyse(helper_path: str, helper_source: str, helper: cst.Module, helper_facts: ModuleFacts
                ) -> list[Diagnostic]:
        return _kept(_diagnostics(helper, helper_facts, helper_path, settings), helper_source, helper_path,
                     settings)

    linked = follow(path, facts.external_calls, settings.extra_jit_decorators, analyse, settings)
    return diagnostics + linked.diagnostics, sorted(linked.dependencies)


def _diagnostics(module: cst.Module, facts: ModuleFacts, path: str, settings: Settings) -> list[Diagnostic]:
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
                                      finding.fix, confirm_target=finding.confirm_target))
    return diagnostics


def _one_line(message: str) -> str:
    """Messages quote source code; text output (and flake8) needs one finding per line whatever the quote."""
    return " ".join(message.split()) if "\n" in message or "\r" in message else message


def _syntax_check_only(source: str, path: str) -> list[Diagnostic]:
    try:
        with warnings.catch_warnings():
            # Python's own warnings about the user's code (`"a" "b"()`, invalid escapes) are not ours to print.
            warnings.simplefilter("ignore")
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
    return lint_file_result(path, settings).diagnostics


def lint_file_result(path: str, settings: Settings = Settings()) -> FileResult:
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as error:
        return FileResult(path, [_file_diagnostic(path, "JXL901", f"cannot read file: {error.strerror or error}")])
    try:
        source = decode_source(data)
    except (UnicodeDecodeError, SyntaxError, LookupError) as error:
        reason = error.reason if isinstance(error, UnicodeDecodeError) else str(error)
        return FileResult(path, [_file_diagnostic(path, "JXL901", f"cannot decode file: {reason}")])
    return lint_source_result(source, path, settings)


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
    return _deduplicated(results)


def _deduplicated(diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    """A helper reached from traced code in several files is reported once."""
    unique: dict[tuple, Diagnostic] = {}
    for diagnostic in sorted(diagnostics, key=lambda d: (*d.sort_key(), d.message)):
        unique.setdefault((os.path.normpath(diagnostic.path), diagnostic.line, diagnostic.col, diagnostic.code),
                          diagnostic)
    return list(unique.values())
