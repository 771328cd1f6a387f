"""`[tool.jaxlint]` in pyproject.toml (or a file given with --config) -> checked, typed settings.

Every problem is a `ConfigError` whose text is one line naming the file and the key, so the CLI can print it and
exit 2 instead of linting with settings the user did not mean.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from typing import Any, Iterable, Optional

from .codes import RULE_NAMES, TESTS_MODES

PYPROJECT = "pyproject.toml"
_DOTTED_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$")
# A qualified-name pattern: dotted parts of identifier characters and fnmatch wildcards (`mylib.api.*`).
_NAME_PATTERN = re.compile(r"^[A-Za-z0-9_*?\[\]!]+(\.[A-Za-z0-9_*?\[\]!]+)*$")


class ConfigError(Exception):
    """A configuration the user must fix; str() is the whole one-line message."""


@dataclass(frozen=True)
class Config:
    path: Optional[str] = None  # the file the settings came from; None when there is none
    select: Optional[tuple[str, ...]] = None
    ignore: Optional[tuple[str, ...]] = None
    extend_select: tuple[str, ...] = ()
    extend_ignore: tuple[str, ...] = ()
    exclude: Optional[tuple[str, ...]] = None
    per_file_ignores: tuple[tuple[str, tuple[str, ...]], ...] = ()
    extra_jit_decorators: frozenset[str] = field(default_factory=frozenset)
    entry_points: tuple[str, ...] = ()
    # What is reported in test files: "quiet" (only what a passing test would not reveal) or "all"; None: not set.
    tests: Optional[str] = None


def check_tests(value: Any, where: str) -> str:
    """`tests = "quiet"` or `"all"`."""
    if value not in TESTS_MODES:
        shown = repr(value) if isinstance(value, str) else _describe(value)
        raise ConfigError(f"{where}: expected {' or '.join(repr(mode) for mode in TESTS_MODES)}, got {shown}")
    return value


def check_entry_points(patterns: Iterable[str], where: str) -> tuple[str, ...]:
    """Qualified-name patterns of functions callers trace (`mylib.api.*`, `mylib.models.make_*`)."""
    checked = []
    for pattern in patterns:
        if not _NAME_PATTERN.match(pattern):
            raise ConfigError(f"{where}: {pattern!r} is not a qualified-name pattern like 'mylib.api.*'")
        checked.append(pattern)
    return tuple(checked)


def check_codes(codes: Iterable[str], where: str) -> tuple[str, ...]:
    """Codes or prefixes (`JXL1`, `JXL101`) that name at least one rule; anything else is a typo worth an error."""
    checked = []
    for code in codes:
        upper = code.strip().upper()
        if not upper.startswith("JXL") or not any(code.startswith(upper) for code in RULE_NAMES):
            raise ConfigError(f"{where}: unknown rule code or prefix {code!r}")
        checked.append(upper)
    return tuple(checked)


def _string_list(value: Any, where: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise ConfigError(f"{where}: expected a list of strings, got {_describe(value)}")
    return value


def _describe(value: Any) -> str:
    names = {str: "a string", bool: "a boolean", int: "an integer", float: "a number", dict: "a table",
             list: "a list with non-string items"}
    return names.get(type(value), type(value).__name__)


def _anchored(pattern: str, root: str) -> str:
    """A glob with a slash is relative to the config's folder; a bare name matches a file or folder anywhere."""
    if "/" not in pattern.rstrip("/"):
        return pattern.rstrip("/")
    if os.path.isabs(pattern):
        return pattern
    return os.path.join(root, pattern.removeprefix("./")).replace(os.sep, "/")


_KEYS = ("select", "ignore", "extend-select", "extend-ignore", "exclude", "per-file-ignores",
         "extra-jit-decorators", "entry-points", "tests")


def parse_table(table: dict[str, Any], path: str, section: str) -> Config:
    prefix = f"{path}: {section}" if section else path
    unknown = [key for key in table if key not in _KEYS]
    if unknown:
        raise ConfigError(f"{prefix} unknown key {unknown[0]!r} (known keys: {', '.join(_KEYS)})")
    root = os.path.dirname(os.path.abspath(path))
    values: dict[str, Any] = {}
    for key in ("select", "ignore", "extend-select", "extend-ignore"):
        if key in table:
            where = f"{prefix} {key}"
            values[key.replace("-", "_")] = check_codes(_string_list(table[key], where), where)
    if "exclude" in table:
        values["exclude"] = tuple(_anchored(p, root) for p in _string_list(table["exclude"], f"{prefix} exclude"))
    if "per-file-ignores" in table:
        where = f"{prefix} per-file-ignores"
        ignores = table["per-file-ignores"]
        if not isinstance(ignores, dict):
            raise ConfigError(f"{where}: expected a table of glob = [codes], got {_describe(ignores)}")
        values["per_file_ignores"] = tuple(
            (_anchored(pattern, root), check_codes(_string_list(codes, f"{where} {pattern!r}"), f"{where} {pattern!r}"))
            for pattern, codes in ignores.items())
    if "extra-jit-decorators" in table:
        where = f"{prefix} extra-jit-decorators"
        names = _string_list(table["extra-jit-decorators"], where)
        for name in names:
            if not _DOTTED_NAME.match(name):
                raise ConfigError(f"{where}: {name!r} is not a dotted name like 'mylib.utils.jit_with_defaults'")
        values["extra_jit_decorators"] = frozenset(names)
    if "entry-points" in table:
        where = f"{prefix} entry-points"
        values["entry_points"] = check_entry_points(_string_list(table["entry-points"], where), where)
    if "tests" in table:
        values["tests"] = check_tests(table["tests"], f"{prefix} tests")
    return Config(path=path, **values)


def _read_toml(path: str) -> dict[str, Any]:
    # Imported here: most runs find no configuration file to read.
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        import tomli as tomllib  # type: ignore[no-redef]
    try:
        with open(path, "rb") as handle:
            return tomllib.load(handle)
    except tomllib.TOMLDecodeError as error:
        raise ConfigError(f"{path}: invalid TOML: {error}") from None
    except UnicodeDecodeError as error:
        raise ConfigError(f"{path}: invalid TOML: not UTF-8 ({error.reason})") from None
    except OSError as error:
        raise ConfigError(f"{path}: cannot read config: {error.strerror or error}") from None


def _jaxlint_table(data: dict[str, Any], path: str) -> Optional[dict[str, Any]]:
    tool = data.get("tool")
    if tool is None:
        return None
    if not isinstance(tool, dict):
        raise ConfigError(f"{path}: [tool] must be a table, got {_describe(tool)}")
    table = tool.get("jaxlint")
    if table is not None and not isinstance(table, dict):
        raise ConfigError(f"{path}: [tool.jaxlint] must be a table, got {_describe(table)}")
    return table


def load_file(path: str) -> Config:
    """An explicit --config: a pyproject.toml (its [tool.jaxlint] table) or a jaxlint.toml (top-level keys)."""
    data = _read_toml(path)
    if os.path.basename(path) == PYPROJECT:
        table = _jaxlint_table(data, path)
        return parse_table(table or {}, path, "[tool.jaxlint]")
    return parse_table(data, path, "")


def find_pyproject(start: str) -> Optional[str]:
    """The nearest pyproject.toml with a [tool.jaxlint] table, from `start` (a file or folder) upwards."""
    directory = os.path.abspath(start)
    if not os.path.isdir(directory):
        directory = os.path.dirname(directory)
    while True:
        candidate = os.path.join(directory, PYPROJECT)
        if os.path.isfile(candidate) and _jaxlint_table(_read_toml(candidate), candidate) is not None:
            return candidate
        parent = os.path.dirname(directory)
        if parent == directory:
            return None
        directory = parent


def discover(paths: Iterable[str]) -> Config:
    """The configuration for a run over `paths`: searched upwards from the folder they share."""
    absolute = [os.path.abspath(p) for p in paths] or [os.getcwd()]
    start = os.path.commonpath(absolute)
    found = find_pyproject(start)
    return load_file(found) if found else Config()
