"""flake8 entry point for the `JXL` codes: a thin adapter over the engine.

flake8 owns file discovery, `# noqa`, `--select`/`--extend-ignore` and per-file-ignores; the plugin lints the lines
flake8 already read (it never opens the file again) and yields what `jaxlint` itself would report. In-house jit
wrappers come from `--jaxlint-extra-jit-decorators` (or `jaxlint-extra-jit-decorators =` in flake8's config) and
from `extra-jit-decorators` in the nearest pyproject.toml's [tool.jaxlint], as for the `jaxlint` command.
"""

from __future__ import annotations

import ast
import functools
import os
import sys
from typing import Any, ClassVar, Iterator, Sequence

from . import __version__
from .engine import Settings, lint_source


@functools.lru_cache(maxsize=256)
def _pyproject_decorators(directory: str) -> frozenset[str]:
    from .config import ConfigError, find_pyproject, load_file

    try:
        found = find_pyproject(directory)
        return load_file(found).extra_jit_decorators if found else frozenset()
    except ConfigError as error:
        # A plugin cannot stop flake8's run; say why the project's wrappers are not understood, once per folder.
        print(f"jaxlint: warning: {error}; extra-jit-decorators from it are not used", file=sys.stderr)
        return frozenset()


class JaxlintChecker:
    name = "jaxlint"
    version = __version__
    extra_jit_decorators: ClassVar[frozenset[str]] = frozenset()

    # flake8 classifies a plugin by its parameters: asking for `tree` makes this an AST plugin, run once a file.
    def __init__(self, tree: ast.AST, lines: Sequence[str], filename: str) -> None:
        self.lines = lines
        self.filename = filename

    @classmethod
    def add_options(cls, manager: Any) -> None:
        manager.add_option(
            "--jaxlint-extra-jit-decorators", default="", parse_from_config=True, comma_separated_list=True,
            help="dotted names of the project's own jit-like decorators (e.g. mylib.utils.jit_with_defaults)")

    @classmethod
    def parse_options(cls, options: Any) -> None:
        cls.extra_jit_decorators = frozenset(options.jaxlint_extra_jit_decorators or ())

    def run(self) -> Iterator[tuple[int, int, str, type]]:
        directory = os.path.dirname(os.path.abspath(self.filename)) if self.filename not in ("-", "stdin") \
            else os.getcwd()
        settings = Settings(extra_jit_decorators=self.extra_jit_decorators | _pyproject_decorators(directory),
                            honour_noqa=False)  # flake8 applies `# noqa` itself (and its --disable-noqa)
        for diagnostic in lint_source("".join(self.lines), self.filename, settings):
            # flake8 columns are 0-based in the plugin protocol and shown 1-based, as jaxlint shows them.
            yield diagnostic.line, diagnostic.col - 1, f"{diagnostic.code} {diagnostic.message}", type(self)
