"""Files and folders: which files a run looks at, how their bytes become text, and where their package and
project begin. Imports nothing of the analysis (nor libcst), so every layer may use it."""

from __future__ import annotations

import fnmatch
import functools
import os
from typing import Iterable, Iterator, Optional

DEFAULT_EXCLUDES = (".git", ".hg", ".svn", ".tox", ".nox", "__pycache__",
                    "build", "dist", "site-packages", "node_modules", ".mypy_cache", ".pytest_cache",
                    ".ruff_cache", "*.egg-info", ".eggs")
# Folder names of virtualenvs; RL projects also name a package `env`, which is linted (it holds an __init__.py).
ENVIRONMENT_NAMES = frozenset({".venv", "venv", ".env", "env"})
PROJECT_MARKERS = ("pyproject.toml", "setup.cfg", "setup.py", ".git")


class MissingPathError(Exception):
    pass


def decode_source(data: bytes) -> str:
    """Decode like Python does (PEP 263 coding line, BOM); raises UnicodeDecodeError/SyntaxError if it can't."""
    import io
    import tokenize

    encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
    text = data.decode(encoding)
    return text[1:] if text.startswith("\ufeff") else text


def read_source(path: str) -> Optional[str]:
    """A file's text, or None when it cannot be read or decoded (its own lint says why)."""
    try:
        with open(path, "rb") as handle:
            return decode_source(handle.read())
    except (OSError, UnicodeDecodeError, SyntaxError, LookupError):
        return None


def is_package(directory: str) -> bool:
    return os.path.isfile(os.path.join(directory, "__init__.py"))


def package_root(directory: str, through_plain_folders: bool = False) -> str:
    """The folder above the top package holding `directory` (`directory` itself when it is no package): where
    absolute imports of the package's modules resolve from. With `through_plain_folders`, a folder without
    `__init__.py` inside a package (optax/_src) counts as part of that package."""
    top = directory
    while is_package(top) or (through_plain_folders and is_package(os.path.dirname(top))):
        parent = os.path.dirname(top)
        if parent == top:
            break
        top = parent
    return top


def project_root(start: Optional[str] = None) -> str:
    """The nearest folder from `start` (default: the working directory) upwards that holds a project marker
    (pyproject.toml, setup.cfg, setup.py, .git); `start` itself when there is none."""
    start = os.path.abspath(start or os.getcwd())
    directory = start
    while True:
        if any(os.path.exists(os.path.join(directory, marker)) for marker in PROJECT_MARKERS):
            return directory
        parent = os.path.dirname(directory)
        if parent == directory:
            return start
        directory = parent


# A folder of these names holds a project's tests and what they share (helpers, runners, reference data).
TEST_FOLDERS = frozenset({"tests", "test"})


def is_test_path(path: str) -> bool:
    """A test file: one pytest collects by default (`test_*.py`, `*_test.py`), a `conftest.py`, or any module in a
    `tests`/`test` folder of the project (below the nearest folder with a pyproject.toml, setup.cfg, setup.py or
    .git: `project_root`; without one, the folders of the path as given). The one definition: run frequency,
    `once_callers`, the project's helper search and what is reported in test files (`[tool.jaxlint] tests`) ask
    here."""
    name = os.path.basename(path)
    if not name.endswith(".py"):
        return False
    if name.startswith("test_") or name.endswith("_test.py") or name == "conftest.py":
        return True
    directory = os.path.dirname(path)
    return not TEST_FOLDERS.isdisjoint(_project_folders(os.path.abspath(directory), directory))


@functools.lru_cache(maxsize=4096)
def _project_folders(absolute: str, directory: str) -> tuple[str, ...]:
    """The names of the folders from the project's root (excluded) down to `directory`; without a root, those the
    path names as given (a file in /tmp, an unsaved buffer)."""
    root = project_root(absolute)
    if root == absolute and not any(os.path.exists(os.path.join(root, marker)) for marker in PROJECT_MARKERS):
        return tuple(part for part in os.path.normpath(directory).split(os.sep) if part not in ("", ".", ".."))
    return tuple(part for part in os.path.relpath(absolute, root).split(os.sep) if part != ".")


def path_matches(path: str, patterns: Iterable[str], folders: bool = False) -> bool:
    """Does a glob in `patterns` match `path`: its name, the path as given, or its absolute path (patterns from a
    config file are anchored at its folder)? With `folders`, a pattern naming a folder also matches what is in it."""
    normalized = path.replace(os.sep, "/").removeprefix("./")
    name = os.path.basename(normalized)
    absolute = os.path.abspath(path).replace(os.sep, "/")
    return any(fnmatch.fnmatch(name, p) or fnmatch.fnmatch(normalized, p) or fnmatch.fnmatch(absolute, p)
               or (folders and fnmatch.fnmatch(normalized, p.rstrip("/") + "/*")) for p in patterns)


def is_virtualenv(folder: str) -> bool:
    """A virtualenv (its `pyvenv.cfg`), or a folder named like one that is not a Python package."""
    if os.path.exists(os.path.join(folder, "pyvenv.cfg")):
        return True
    return os.path.basename(folder) in ENVIRONMENT_NAMES and not os.path.exists(os.path.join(folder, "__init__.py"))


def discover(paths: Iterable[str], exclude: Iterable[str] = ()) -> Iterator[str]:
    """Python files under `paths`, recursively, skipping VCS, virtualenv and build folders and `exclude` globs.

    A file named explicitly is always linted, whatever its suffix (as flake8 and ruff do)."""
    patterns = tuple(DEFAULT_EXCLUDES) + tuple(exclude)
    user_patterns = tuple(exclude)
    for path in paths:
        if os.path.isfile(path):
            if not path_matches(path, user_patterns, folders=True):
                yield path
            continue
        if not os.path.isdir(path):
            raise MissingPathError(path)
        for root, dirs, files in os.walk(path):
            dirs[:] = sorted(d for d in dirs if not path_matches(os.path.join(root, d), patterns, folders=True)
                             and not is_virtualenv(os.path.join(root, d)))
            for name in sorted(files):
                full = os.path.join(root, name)
                if name.endswith((".py", ".pyi")) and not path_matches(full, patterns, folders=True):
                    yield full


def write_atomically(path: str, data: bytes) -> None:
    """Replace `path` by `data` in one step: a reader sees the old file or the new one, never a part. The file keeps
    its mode; a new one is as readable as the project (mkstemp makes its temporary private)."""
    import tempfile   # only a run that writes a file pays for it

    handle, temporary = tempfile.mkstemp(dir=os.path.dirname(os.path.abspath(path)), prefix=".jaxlint-tmp-")
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        try:
            mode = os.stat(path).st_mode & 0o7777
        except OSError:
            mode = 0o644
        os.chmod(temporary, mode)
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise
