"""flake8 entry point for the `JXL` codes: a thin adapter over the engine.

flake8 owns file discovery, `# noqa`, `--select`/`--extend-ignore` and per-file-ignores; the plugin lints the lines
flake8 already read (it does not open the file again to lint it) and yields what `jaxlint` itself would report. In-house jit
wrappers come from `--jaxlint-extra-jit-decorators` (or `jaxlint-extra-jit-decorators =` in flake8's config) and
from `extra-jit-decorators` in the nearest pyproject.toml's [tool.jaxlint], as for the `jaxlint` command; what is
reported in test files from `--jaxlint-tests` (`jaxlint-tests =`), else from `tests` in that table.

flake8 checks one file at a time, but a helper is traced when another module's jitted code calls it: `jaxlint DIR`
reports such findings in the helper's file. So the plugin also lints, once per flake8 process, the project around
the file (the folder above its top package) and adds the findings that other modules' traced calls put in this file;
that analysis reads the other modules, and this one as their callee, from disk.
"""

from __future__ import annotations

import ast
import os
import sys
from dataclasses import dataclass, field
from typing import Any, ClassVar, Iterator, Optional, Sequence

from . import __version__
from .codes import TESTS_MODES, TESTS_QUIET
from .context import RunContext
from .diagnostics import Diagnostic
from .engine import Settings, lint_file_result, lint_source
from .files import discover, is_package, package_root


@dataclass
class PluginRun(RunContext):
    """One flake8 run's context: the engine's caches, and what the plugin learns once per folder or file."""
    # folder -> the extra-jit-decorators and `tests` of its nearest pyproject.toml
    folder_settings: dict[str, tuple[frozenset[str], Optional[str]]] = field(default_factory=dict)
    # project folder -> the modules in it that can import from it
    scope_files: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # (module, settings) -> the findings its traced code puts in other files
    linked_from: dict[tuple[str, Settings], tuple[Diagnostic, ...]] = field(default_factory=dict)

    def pyproject_settings(self, directory: str) -> tuple[frozenset[str], Optional[str]]:
        if directory not in self.folder_settings:
            self.folder_settings[directory] = _pyproject_settings(directory)
        return self.folder_settings[directory]

    def linked_into(self, path: str, settings: Settings) -> list[Diagnostic]:
        """What traced code in the other modules of `path`'s project puts in `path` (never reading `path` as a
        root: its own findings come from flake8's lines)."""
        target = os.path.realpath(path)
        scope = package_root(os.path.dirname(os.path.abspath(path)), through_plain_folders=True)
        if scope not in self.scope_files:
            self.scope_files[scope] = _scope_files(scope)
        return [d for root in self.scope_files[scope] if root != target
                for d in self._linked_from(root, settings) if os.path.realpath(d.path) == target]

    def _linked_from(self, root: str, settings: Settings) -> tuple[Diagnostic, ...]:
        """The findings `root`'s traced code puts in other files (each root is linted once per flake8 run)."""
        key = (root, settings)
        if key not in self.linked_from:
            result = lint_file_result(root, settings, context=self)
            self.linked_from[key] = tuple(d for d in result.diagnostics if not _same_file(d.path, result.path))
        return self.linked_from[key]


def _pyproject_settings(directory: str) -> tuple[frozenset[str], Optional[str]]:
    """The extra-jit-decorators and `tests` of the nearest pyproject.toml with a [tool.jaxlint] table."""
    from .config import ConfigError, find_pyproject, load_file

    try:
        found = find_pyproject(directory)
        config = load_file(found) if found else None
    except ConfigError as error:
        # A plugin cannot stop flake8's run; say why the project's settings are not understood, once per folder.
        print(f"jaxlint: warning: {error}; extra-jit-decorators and tests from it are not used", file=sys.stderr)
        return frozenset(), None
    return (config.extra_jit_decorators, config.tests) if config is not None else (frozenset(), None)


def _scope_files(scope: str) -> tuple[str, ...]:
    """The modules that can import from `scope`: its own .py files and the packages in it (never every folder
    below it: a script in a home directory must not make flake8 walk the whole home)."""
    try:
        entries = sorted(os.scandir(scope), key=lambda entry: entry.name)
    except OSError:
        return ()
    roots = [entry.path for entry in entries if entry.is_file() and entry.name.endswith(".py")]
    roots += [entry.path for entry in entries if entry.is_dir() and is_package(entry.path)]
    return tuple(os.path.realpath(path) for path in discover(roots)) if roots else ()


def _same_file(first: str, second: str) -> bool:
    return os.path.normpath(first) == os.path.normpath(second)


class JaxlintChecker:
    name = "jaxlint"
    version = __version__
    extra_jit_decorators: ClassVar[frozenset[str]] = frozenset()
    # `--jaxlint-tests`; None: the pyproject.toml's `tests`, else "quiet".
    tests: ClassVar[Optional[str]] = None
    # This flake8 run's context: flake8 calls parse_options once a run (in each of its processes, or before
    # forking them), before any file.
    run_context: ClassVar[Optional[PluginRun]] = None

    # flake8 classifies a plugin by its parameters: asking for `tree` makes this an AST plugin, run once a file.
    def __init__(self, tree: ast.AST, lines: Sequence[str], filename: str) -> None:
        self.lines = lines
        self.filename = filename

    @classmethod
    def add_options(cls, manager: Any) -> None:
        manager.add_option(
            "--jaxlint-extra-jit-decorators", default="", parse_from_config=True, comma_separated_list=True,
            help="dotted names of the project's own jit-like decorators (e.g. mylib.utils.jit_with_defaults)")
        manager.add_option(
            "--jaxlint-tests", default=None, parse_from_config=True, choices=list(TESTS_MODES),
            help="what to report in test files: `quiet` (default: only what a passing test would not reveal) or "
                 "`all` (overrides `tests` in pyproject.toml's [tool.jaxlint])")

    @classmethod
    def parse_options(cls, options: Any) -> None:
        cls.extra_jit_decorators = frozenset(options.jaxlint_extra_jit_decorators or ())
        # Another host may hand options without ours (the plugin's own tests do): then the pyproject.toml decides.
        cls.tests = getattr(options, "jaxlint_tests", None)
        cls.run_context = PluginRun()

    def run(self) -> Iterator[tuple[int, int, str, type]]:
        on_disk = self.filename not in ("-", "stdin") and os.path.isfile(self.filename)
        directory = os.path.dirname(os.path.abspath(self.filename)) if on_disk else os.getcwd()
        if type(self).run_context is None:
            type(self).run_context = PluginRun()  # used without flake8's option parsing (another host)
        run = type(self).run_context
        project_jit, project_tests = run.pyproject_settings(directory)
        # flake8 applies `# noqa` itself.
        settings = Settings(extra_jit_decorators=self.extra_jit_decorators | project_jit, honour_noqa=False,
                            tests=self.tests or project_tests or TESTS_QUIET)
        # Findings the engine follows into other files belong to those files' own flake8 runs.
        found = [d for d in lint_source("".join(self.lines), self.filename, settings, context=run)
                 if _same_file(d.path, self.filename)]
        if on_disk:
            found += run.linked_into(self.filename, settings)
        seen = set()
        for diagnostic in sorted(found, key=Diagnostic.sort_key):
            key = (diagnostic.line, diagnostic.col, diagnostic.code)
            if key in seen:
                continue
            seen.add(key)
            # flake8 columns are 0-based in the plugin protocol and shown 1-based, as jaxlint shows them.
            yield diagnostic.line, diagnostic.col - 1, f"{diagnostic.code} {diagnostic.message}", type(self)
