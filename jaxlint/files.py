"""Which files a run looks at."""

from __future__ import annotations

import fnmatch
import os
from typing import Iterable, Iterator

DEFAULT_EXCLUDES = (".git", ".hg", ".svn", ".venv", "venv", ".env", "env", ".tox", ".nox", "__pycache__",
                    "build", "dist", "site-packages", "node_modules", ".mypy_cache", ".pytest_cache",
                    ".ruff_cache", "*.egg-info", ".eggs")


class MissingPathError(Exception):
    pass


def _excluded(path: str, patterns: Iterable[str]) -> bool:
    normalized = path.replace(os.sep, "/").removeprefix("./")
    name = os.path.basename(normalized)
    # Patterns from a config file are anchored at its folder: match the absolute path too.
    absolute = os.path.abspath(path).replace(os.sep, "/")
    return any(fnmatch.fnmatch(name, p) or fnmatch.fnmatch(normalized, p) or fnmatch.fnmatch(absolute, p)
               or fnmatch.fnmatch(normalized, p.rstrip("/") + "/*") for p in patterns)


def discover(paths: Iterable[str], exclude: Iterable[str] = ()) -> Iterator[str]:
    """Python files under `paths`, recursively, skipping VCS, virtualenv and build folders and `exclude` globs.

    A file named explicitly is always linted, whatever its suffix (as flake8 and ruff do)."""
    patterns = tuple(DEFAULT_EXCLUDES) + tuple(exclude)
    user_patterns = tuple(exclude)
    for path in paths:
        if os.path.isfile(path):
            if not _excluded(path, user_patterns):
                yield path
            continue
        if not os.path.isdir(path):
            raise MissingPathError(path)
        for root, dirs, files in os.walk(path):
            dirs[:] = sorted(d for d in dirs if not _excluded(os.path.join(root, d), patterns)
                             and not os.path.exists(os.path.join(root, d, "pyvenv.cfg")))
            for name in sorted(files):
                full = os.path.join(root, name)
                if name.endswith((".py", ".pyi")) and not _excluded(full, patterns):
                    yield full
