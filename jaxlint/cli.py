"""`jaxlint PATH...`: arguments -> a run -> a report and an exit status (0 clean, 1 findings, 2 error)."""

from __future__ import annotations

import argparse
import sys
from typing import Optional, Sequence

from . import __version__
from .cache import Cache, default_cache_dir
from .engine import Settings, lint_paths
from .files import MissingPathError, discover
from .report import REPORTERS

EXIT_CLEAN, EXIT_FINDINGS, EXIT_ERROR = 0, 1, 2


def _codes(text: str) -> list[str]:
    return [c.strip().upper() for c in text.split(",") if c.strip()]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="jaxlint", description="Find jax.jit pitfalls: tracer errors, trace-time side effects, recompiles.")
    parser.add_argument("paths", nargs="*", metavar="PATH", help="files or directories to lint")
    parser.add_argument("--select", type=_codes, default=None, help="comma-separated codes or prefixes to report")
    parser.add_argument("--ignore", type=_codes, default=None, help="comma-separated codes or prefixes to skip")
    parser.add_argument("--exclude", action="append", default=[], metavar="GLOB",
                        help="skip files and directories matching this glob (repeatable)")
    parser.add_argument("--output-format", choices=sorted(REPORTERS), default="text")
    parser.add_argument("--jobs", "-j", type=int, default=None, help="worker processes (default: all cores)")
    parser.add_argument("--no-cache", action="store_true",
                        help="neither read nor write the result cache (.jaxlint_cache/ at the project root)")
    parser.add_argument("--disable-noqa", action="store_true", help="report findings on `# noqa` lines too")
    parser.add_argument("--version", action="version", version=f"jaxlint {__version__}")
    return parser


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not args.paths:
        parser.print_usage(sys.stderr)
        print("jaxlint: error: no paths given", file=sys.stderr)
        return EXIT_ERROR
    settings = Settings(select=tuple(args.select or ()), ignore=tuple(args.ignore or ()),
                        honour_noqa=not args.disable_noqa)
    try:
        files = list(discover(args.paths, args.exclude))
    except MissingPathError as error:
        print(f"jaxlint: error: {error}: no such file or directory", file=sys.stderr)
        return EXIT_ERROR
    cache = None if args.no_cache else Cache(default_cache_dir(), settings)
    diagnostics = lint_paths(files, settings, jobs=args.jobs, cache=cache)
    REPORTERS[args.output_format](diagnostics, sys.stdout)
    sys.stdout.flush()
    count = len(diagnostics)
    print(f"jaxlint: {count} finding{'s' if count != 1 else ''} in {len(files)} file{'s' if len(files) != 1 else ''}",
          file=sys.stderr)
    return EXIT_FINDINGS if diagnostics else EXIT_CLEAN
