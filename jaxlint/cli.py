"""`jaxlint PATH...`: arguments -> a run -> a report and an exit status (0 clean, 1 findings, 2 error).

`jaxlint rule JXL101` prints a rule's documentation; `jaxlint -` lints a buffer read from stdin.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Optional, Sequence

from . import __version__
from . import config as config_module
from . import dataclass_code
from .cache import Cache, default_cache_dir
from .config import Config, ConfigError, check_codes
from .diagnostics import Diagnostic
from .files import write_atomically
from .context import RunContext
from .engine import Settings, lint_paths, lint_source
from .files import MissingPathError, decode_source, discover, is_test_path
from .report import REPORTERS, ReportContext
from .codes import RULE_NAMES, TESTS_MODES, TESTS_QUIET, codes_reported_in_quiet_tests

EXIT_CLEAN, EXIT_FINDINGS, EXIT_ERROR = 0, 1, 2
STDIN = "-"


def _codes(text: str) -> list[str]:
    codes = [c.strip().upper() for c in text.split(",") if c.strip()]
    try:
        return list(check_codes(codes, "option"))
    except ConfigError as error:
        raise argparse.ArgumentTypeError(str(error).removeprefix("option: ")) from None


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="jaxlint", description="Find jax.jit pitfalls: tracer errors, trace-time side effects, recompiles.",
        epilog="`jaxlint rule JXL101` explains a rule; `jaxlint rule --all` lists them all.")
    parser.add_argument("paths", nargs="*", metavar="PATH", help="files or directories to lint; `-` reads stdin")
    parser.add_argument("--select", type=_codes, default=None,
                        help="comma-separated codes or prefixes to report (replaces the config's)")
    parser.add_argument("--extend-select", type=_codes, default=None, help="add to the selected codes")
    parser.add_argument("--ignore", type=_codes, default=None,
                        help="comma-separated codes or prefixes to skip (replaces the config's)")
    parser.add_argument("--extend-ignore", type=_codes, default=None, help="add to the ignored codes")
    parser.add_argument("--exclude", action="append", default=None, metavar="GLOB",
                        help="skip files and directories matching this glob (repeatable; replaces the config's)")
    parser.add_argument("--extend-exclude", action="append", default=[], metavar="GLOB",
                        help="skip these globs as well as the config's")
    parser.add_argument("--config", metavar="FILE",
                        help="settings file: a pyproject.toml ([tool.jaxlint]) or a jaxlint.toml; default: the "
                             "nearest pyproject.toml with [tool.jaxlint] above the linted paths")
    parser.add_argument("--isolated", action="store_true", help="ignore every configuration file")
    parser.add_argument("--output-format", choices=list(REPORTERS), default="text",
                        help="text (full on a terminal, concise when piped), concise, full, json, json-lines, "
                             "sarif, github, junit")
    parser.add_argument("--statistics", action="store_true",
                        help="print how many findings each rule has instead of the findings")
    parser.add_argument("--exit-zero", action="store_true", help="exit 0 even when there are findings")
    parser.add_argument("--quiet", "-q", action="store_true", help="print the findings and nothing else")
    parser.add_argument("--stdin-filename", metavar="PATH",
                        help="the path reported (and matched by per-file-ignores) for source read from stdin")
    parser.add_argument("--jobs", "-j", type=int, default=None, help="worker processes (default: all cores)")
    parser.add_argument("--no-cache", action="store_true",
                        help="neither read nor write the result cache (.jaxlint_cache/ at the project root)")
    parser.add_argument("--disable-noqa", action="store_true", help="report findings on `# noqa` lines too")
    parser.add_argument("--confirm", action="store_true",
                        help="prove each finding by tracing it with JAX (imports and runs the checked modules' code; "
                             "needs jaxlint[confirm])")
    parser.add_argument("--confirm-timeout", type=float, default=30.0, metavar="SECONDS",
                        help="time limit for confirming one finding (default: 30)")
    parser.add_argument("--confirm-memory", type=int, default=4096, metavar="MB",
                        help="address-space limit of each confirm worker, 0 for none (default: 4096)")
    parser.add_argument("--fix", action="store_true",
                        help="apply the safe fixes to the files (`-`: print the fixed source)")
    parser.add_argument("--unsafe-fixes", action="store_true",
                        help="also apply (with --fix, --diff) or mark fixable the fixes that change behaviour")
    parser.add_argument("--diff", action="store_true",
                        help="print the fixes as a unified diff and change no file (exit 1 when there is a diff)")
    parser.add_argument("--exit-non-zero-on-fix", action="store_true",
                        help="with --fix, exit 1 when a file was changed even if no finding is left (pre-commit)")
    parser.add_argument("--entry-points", metavar="PATTERNS",
                        help="comma-separated qualified-name patterns of functions your users trace (jit, vmap, grad) "
                             "although this code never does, e.g. 'mylib.api.*': analysed as traced (overrides "
                             "entry-points in the configuration)")
    parser.add_argument("--tests", choices=list(TESTS_MODES), default=None,
                        help="what to report in test files (test_*.py, *_test.py, conftest.py, modules in a tests/ or "
                             "test/ folder): `quiet` (default) reports only what a passing test would not reveal "
                             "(discarded updates, host randomness, recompilation); `all` reports every rule "
                             "(overrides `tests` in the configuration)")
    parser.add_argument("--version", action="version", version=f"jaxlint {__version__}")
    return parser


def _load_config(args: argparse.Namespace) -> Config:
    if args.isolated:
        return Config()
    if args.config:
        return config_module.load_file(args.config)
    if args.paths == [STDIN]:
        start = [os.path.dirname(os.path.abspath(args.stdin_filename))] if args.stdin_filename else []
    else:
        start = args.paths
    return config_module.discover(start)


def build_settings(args: argparse.Namespace, config: Config) -> tuple[Settings, list[str]]:
    """The run's settings and exclude globs: command-line options override the configuration file."""
    select = list(args.select if args.select is not None else config.select or ())
    extend_select = [*config.extend_select, *(args.extend_select or ())]
    if extend_select:
        # An empty select means every rule; "JXL" keeps that while letting the extra codes outrank ignores.
        select = [*(select or ["JXL"]), *extend_select]
    ignore = [*(args.ignore if args.ignore is not None else config.ignore or ()), *config.extend_ignore,
              *(args.extend_ignore or ())]
    exclude = [*(args.exclude if args.exclude is not None else config.exclude or ()), *args.extend_exclude]
    entry_points = config.entry_points
    if args.entry_points is not None:
        entry_points = config_module.check_entry_points(
            [p.strip() for p in args.entry_points.split(",") if p.strip()], "--entry-points")
    settings = Settings(select=tuple(select), ignore=tuple(ignore),
                        extra_jit_decorators=config.extra_jit_decorators,
                        per_file_ignores=config.per_file_ignores, honour_noqa=not args.disable_noqa,
                        entry_points=entry_points, tests=args.tests or config.tests or TESTS_QUIET)
    return settings, exclude


def _lint_stdin(path: str, settings: Settings, run: RunContext) -> tuple[list[Diagnostic], str]:
    data = sys.stdin.buffer.read()
    try:
        source = decode_source(data)
    except (UnicodeDecodeError, SyntaxError, LookupError) as error:
        reason = error.reason if isinstance(error, UnicodeDecodeError) else str(error)
        return [Diagnostic(path, 1, 1, 1, 1, "JXL901", f"cannot decode file: {reason}")], ""
    return lint_source(source, path, settings, context=run), source


def _write_statistics(diagnostics: Sequence[Diagnostic], output_format: str) -> None:
    counts: dict[str, int] = {}
    for diagnostic in diagnostics:
        counts[diagnostic.code] = counts.get(diagnostic.code, 0) + 1
    rows = [(code, RULE_NAMES.get(code, ""), counts[code]) for code in sorted(counts)]
    if output_format == "json":
        json.dump([{"code": code, "name": name, "count": count} for code, name, count in rows], sys.stdout, indent=2)
        sys.stdout.write("\n")
        return
    width = max((len(str(count)) for _, _, count in rows), default=1)
    for code, name, count in rows:
        sys.stdout.write(f"{str(count).rjust(width)}  {code}  {name}\n")


def _color_wanted() -> bool:
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("FORCE_COLOR"):
        return True
    try:
        return sys.stdout.isatty() and os.environ.get("TERM") != "dumb"
    except (AttributeError, ValueError):
        return False


def main(argv: Optional[Sequence[str]] = None) -> int:
    # Before anything imports libcst (nothing above does): jaxlint's own process keeps the code `dataclasses`
    # generates for libcst's node classes (dataclass_code.py). Only here: a process that merely imports jaxlint
    # (flake8 or pytest loading its plugin, a user's program) keeps the standard `dataclasses`.
    dataclass_code.install()
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        return rule_main(argv[1:]) if argv[:1] == ["rule"] else lint_main(argv)
    except BrokenPipeError:
        # `jaxlint ... | head`: the reader has gone; the exit status still tells the result.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_FINDINGS


def lint_main(argv: Sequence[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not args.paths:
        parser.print_usage(sys.stderr)
        print("jaxlint: error: no paths given (use `-` to read stdin)", file=sys.stderr)
        return EXIT_ERROR
    if STDIN in args.paths and len(args.paths) > 1:
        print("jaxlint: error: `-` (stdin) cannot be combined with other paths", file=sys.stderr)
        return EXIT_ERROR
    if args.statistics and args.output_format not in ("text", "concise", "full", "json"):
        print("jaxlint: error: --statistics prints text or json only", file=sys.stderr)
        return EXIT_ERROR
    if args.confirm:
        from .confirm import INSTALL_HINT, jax_available

        if not jax_available():
            print(f"jaxlint: error: --confirm needs jax, which is not installed here; install it with: "
                  f"{INSTALL_HINT}", file=sys.stderr)
            return EXIT_ERROR
        if args.confirm_timeout <= 0:
            print("jaxlint: error: --confirm-timeout must be positive", file=sys.stderr)
            return EXIT_ERROR
    try:
        config = _load_config(args)
        settings, exclude = build_settings(args, config)
    except ConfigError as error:
        print(f"jaxlint: error: {error}", file=sys.stderr)
        return EXIT_ERROR
    context = ReportContext(color=_color_wanted())
    # --confirm needs what each finding must run, which the cache does not keep.
    use_cache = not args.no_cache and not args.confirm and args.paths != [STDIN]
    run = RunContext(results=Cache(default_cache_dir(config.path), settings) if use_cache else None)
    if args.paths == [STDIN]:
        path = args.stdin_filename or STDIN
        files = [path]
        diagnostics, context.sources[path] = _lint_stdin(path, settings, run)
    else:
        try:
            files = list(discover(args.paths, exclude))
        except MissingPathError as error:
            print(f"jaxlint: error: {error}: no such file or directory", file=sys.stderr)
            return EXIT_ERROR
        diagnostics = lint_paths(files, settings, jobs=args.jobs, context=run)
    if args.confirm and args.fix and not _confirmed(args, diagnostics):
        # The findings are proven on the code as it is, then each fix on the fixed code (jaxlint/fixes/verify.py).
        return EXIT_ERROR
    if (args.fix or args.diff or args.unsafe_fixes) and any(d.fix_data for d in diagnostics):
        # Offers made away from the finding are all unsafe: they show only with these options.
        from .fixes.plan import settle_offers

        settle_offers(diagnostics, context.sources)
    if args.fix or args.diff:
        outcome = _fix(args, settings, diagnostics, context)
        if outcome is not None:
            return outcome
        diagnostics = context.remaining
    if args.confirm and not args.fix and not _confirmed(args, diagnostics):
        return EXIT_ERROR
    context.files = files
    context.show_fixes = ("safe", "unsafe") if args.unsafe_fixes else ("safe",)
    if args.output_format in ("json", "json-lines", "sarif") and not args.statistics:
        from .fixes.plan import attach_public_fixes

        attach_public_fixes(diagnostics, context.sources)
    if args.statistics:
        _write_statistics(diagnostics, args.output_format)
    else:
        REPORTERS[args.output_format](diagnostics, sys.stdout, context)
    sys.stdout.flush()
    count = len(diagnostics)
    if not args.quiet:
        print(f"jaxlint: {count} finding{'s' if count != 1 else ''} in {len(files)} "
              f"file{'s' if len(files) != 1 else ''}{_quiet_tests_note(files, settings)}", file=sys.stderr)
        if args.fix:
            print(context.fix_summary, file=sys.stderr)
    if args.fix and args.exit_non_zero_on_fix and context.files_fixed:
        return EXIT_FINDINGS
    return EXIT_FINDINGS if diagnostics and not args.exit_zero else EXIT_CLEAN


def _confirmed(args: argparse.Namespace, diagnostics: list[Diagnostic]) -> bool:
    """Trace every finding under JAX (`--confirm`, verdicts stored on the findings); False when confirm mode cannot run
    at all (the error said on stderr)."""
    from .confirm import ConfirmError, confirm

    try:
        confirm(diagnostics, jobs=args.jobs, timeout=args.confirm_timeout, memory_mb=args.confirm_memory,
                stderr=sys.stderr)
    except ConfirmError as error:
        print(f"jaxlint: error: {error}", file=sys.stderr)
        return False
    return True


def _quiet_tests_note(files: Sequence[str], settings: Settings) -> str:
    """The summary's word on test files when some were checked under `tests = "quiet"`, so that a quiet test
    folder is not taken for a clean one."""
    if settings.tests != TESTS_QUIET:
        return ""
    tests = sum(1 for path in files if path != STDIN and is_test_path(path))
    if not tests:
        return ""
    codes = ", ".join(codes_reported_in_quiet_tests())
    return (f" ({tests} test file{'s' if tests != 1 else ''} checked for {codes} only; "
            f"--tests=all reports every rule there)")


def _fix(args: argparse.Namespace, settings: Settings, diagnostics: list[Diagnostic],
         context: ReportContext) -> Optional[int]:
    """--fix / --diff. Returns the exit status when the run ends here (--diff, or --fix of stdin, which prints the
    fixed source); otherwise leaves the findings left after fixing in `context.remaining`."""
    from .fixes import run as fixing

    fix_run = fixing.fix_files(diagnostics, settings, args.unsafe_fixes, context.sources)
    fixed = {result.path: result for result in fix_run.changed}
    remaining = fixing.remaining_after(fix_run, diagnostics, settings)
    would = args.diff
    context.fix_summary = fixing.summary(fix_run, remaining, args.unsafe_fixes, would)
    if would:
        for error in fix_run.errors:
            print(f"jaxlint: error: {error}", file=sys.stderr)
    if args.diff:
        fixing.write_diff(fix_run, sys.stdout)
        sys.stdout.flush()
        if not args.quiet:
            print(context.fix_summary, file=sys.stderr)
        return EXIT_FINDINGS if fix_run.changed else EXIT_CLEAN
    if args.paths == [STDIN]:
        path = args.stdin_filename or STDIN
        result = fixed.get(path)
        sys.stdout.write(result.fixed if result else context.sources.get(path, ""))
        sys.stdout.flush()
        if not args.quiet:
            print(context.fix_summary, file=sys.stderr)
        return EXIT_FINDINGS if remaining and not args.exit_zero else EXIT_CLEAN
    fixing.write_fixed(fix_run)
    if args.confirm:
        remaining, proofs = _verify_fixes(args, settings, fix_run, diagnostics, remaining)
        context.fix_summary = fixing.summary(fix_run, remaining, args.unsafe_fixes, would) + proofs
    for error in fix_run.errors:
        print(f"jaxlint: error: {error}", file=sys.stderr)
    context.files_fixed = len(fix_run.changed)
    context.remaining = remaining
    return None


def _verify_fixes(args: argparse.Namespace, settings: Settings, fix_run, diagnostics: list[Diagnostic],
                  remaining: list[Diagnostic]) -> tuple[list[Diagnostic], str]:
    """--fix --confirm: trace each written fix; take the failing ones back out of their files. Returns the findings
    left (with the verdicts the original code got) and the summary's proof count."""
    from .fixes import run as fixing
    from .fixes.verify import VERIFIED, verify

    options = {"jobs": args.jobs, "timeout": args.confirm_timeout, "memory_mb": args.confirm_memory}
    verifications, redone = verify(fix_run.changed, settings, args.unsafe_fixes, options, sys.stderr)
    for again in redone:
        first = next(result for result in fix_run.results if result.path == again.path)
        try:
            data, current = fixing.read_file(again.path)
            if current == first.fixed:
                write_atomically(again.path, fixing.encode_like(again.fixed, data))
                first.fixed, first.applied = again.fixed, again.applied
        except (OSError, UnicodeError, SyntaxError, LookupError) as error:
            fix_run.errors.append(f"{again.path}: could not take back a failing fix: {error}")
    if not args.quiet:
        for verification in verifications:
            d = verification.fix.diagnostic
            print(f"{d.path}:{d.line}:{d.col}: {d.code} {verification.verdict}", file=sys.stderr)
    verdicts = {(d.path, d.code, d.message): d.confirm for d in diagnostics}
    redone_paths = {again.path for again in redone}
    left = [d for d in remaining if d.path not in redone_paths]
    for again in redone:
        left += [d for d in lint_source(again.fixed, again.path, settings) if d.path == again.path]
    for d in left:
        if d.confirm is None:
            d.confirm = verdicts.get((d.path, d.code, d.message))
    verified = sum(1 for v in verifications if v.verdict == VERIFIED)
    reverted = sum(1 for v in verifications if v.reverted)
    proofs = f"; {verified} verified by tracing" + (f", {reverted} reverted" if reverted else "")
    return sorted(left, key=Diagnostic.sort_key), proofs


def build_rule_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="jaxlint rule", description="Explain jaxlint's rules.")
    parser.add_argument("codes", nargs="*", metavar="CODE", help="rule codes, e.g. JXL101")
    parser.add_argument("--all", action="store_true", help="every rule, in code order")
    parser.add_argument("--output-format", choices=["text", "json"], default="text")
    return parser


def rule_record(rule) -> dict:
    row = rule.row
    return {"code": rule.code, "name": rule.name, "family": row.family, "severity": row.severity,
            "confirm": {"raises": list(row.raises), "symptom": row.symptom},
            "in_tests": row.in_tests,
            "summary": rule.summary, "what": rule.what, "why": rule.why, "fix": rule.fix_hint,
            "example": rule.example_code(), "use_instead": rule.use_instead.strip("\n"),
            "autofix": _autofix(rule.code), "documentation": rule.documentation()}


def _autofix(code: str) -> Optional[dict]:
    from .fixes.catalog import AUTOFIXES

    fix = AUTOFIXES.get(code)
    return {"applicability": fix.applicability, "rewrite": fix.rewrite} if fix else None


def rule_main(argv: Sequence[str]) -> int:
    parser = build_rule_parser()
    args = parser.parse_args(argv)
    if args.all == bool(args.codes):
        parser.print_usage(sys.stderr)
        print("jaxlint rule: error: give rule codes or --all", file=sys.stderr)
        return EXIT_ERROR
    from .rules import ALL_RULES, RULES_BY_CODE

    if args.all:
        rules = list(ALL_RULES)
    else:
        unknown = [code for code in args.codes if code.upper() not in RULES_BY_CODE]
        if unknown:
            print(f"jaxlint rule: error: unknown rule {unknown[0]!r} (`jaxlint rule --all` lists them)",
                  file=sys.stderr)
            return EXIT_ERROR
        rules = [RULES_BY_CODE[code.upper()] for code in args.codes]
    if args.output_format == "json":
        records = [rule_record(rule) for rule in rules]
        json.dump(records if args.all or len(records) > 1 else records[0], sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        sys.stdout.write("\n".join(rule.documentation() for rule in rules))
    return EXIT_CLEAN
