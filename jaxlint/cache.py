"""Per-file results on disk, so that a second run over unchanged files costs a hash and a read.

The results of every file linted with the same jaxlint (version and own source) and the same settings live in one
table, `.jaxlint_cache/v2/<fingerprint>.json`: for each path, the hash of the content it was linted with, its
diagnostics, and the content hashes of the files the result depends on (the modules whose helpers its traced code
calls, and those whose outlines answered its questions: a module container, a record class, a re-export; see
`ProjectIndex.start_reading`). A changed file or a changed dependency is a miss. A run reads the table once and
writes it once, at its end, merged with whatever another run wrote meanwhile, through a temporary file renamed into
place: concurrent runs never see half a table (at worst one run's new results are lost, which costs the next run
time), and a corrupt table is empty. One file rather than one per result because creating many small files is slow
on some disks (benchmarks/PROFILE.md, round four). Tables of other settings or jaxlint versions are kept, the
`_TABLES_KEPT` most recently written ones.

The cache lives in `.jaxlint_cache/` beside the configuration file in use, else at the project root (the nearest
directory, from the current one up, that holds a pyproject.toml, setup.cfg, setup.py or .git; else the current
directory), or in $JAXLINT_CACHE_DIR. It writes a `.gitignore` holding `*` so that git ignores it.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import json
import os
import sys
from typing import Any, Optional

from . import __version__
from .diagnostics import Diagnostic
from .files import project_root, write_atomically

CACHE_DIRECTORY = ".jaxlint_cache"
_FORMAT = "2"
_TABLES_KEPT = 8


def default_cache_dir(config_path: Optional[str] = None) -> str:
    """$JAXLINT_CACHE_DIR, else `.jaxlint_cache/` beside the configuration file, else at the project root."""
    if os.environ.get("JAXLINT_CACHE_DIR"):
        return os.environ["JAXLINT_CACHE_DIR"]
    root = os.path.dirname(os.path.abspath(config_path)) if config_path else project_root()
    return os.path.join(root, CACHE_DIRECTORY)


def _blake2b(data: bytes) -> Any:
    # Imported on first use: `hashlib` loads OpenSSL's library (about 12M instructions, 0.6% of a one-file run),
    # which a run without the cache (`--no-cache`) never needs.
    import hashlib

    return hashlib.blake2b(data, digest_size=20)


def content_hash(data: bytes) -> str:
    return _blake2b(data).hexdigest()


def _file_hash(path: str) -> Optional[str]:
    try:
        with open(path, "rb") as handle:
            return content_hash(handle.read())
    except OSError:
        return None


_CODE_FINGERPRINT: Optional[str] = None


def parser_identity() -> bytes:
    """The Python version and the libcst release the analysis runs on: both decide how a file parses, so a result
    from another (CI's second run, on the lowest libcst the pin allows) is not reused. Read from libcst's version
    file without importing libcst: a run answered from the cache never imports it."""
    identity = f"python {sys.version_info[0]}.{sys.version_info[1]}\0".encode()
    spec = importlib.util.find_spec("libcst")
    for location in (spec.submodule_search_locations or []) if spec is not None else []:
        version_file = os.path.join(location, "_version.py")
        if os.path.isfile(version_file):
            with open(version_file, "rb") as handle:
                identity += handle.read()
    return identity


def code_fingerprint() -> str:
    """jaxlint's version and the hash of its own source (an edited checkout never reuses stale results), and the
    parser it runs on (parser_identity)."""
    global _CODE_FINGERPRINT
    if _CODE_FINGERPRINT is None:
        digest = _blake2b(__version__.encode() + b"\0" + parser_identity())
        package = os.path.dirname(os.path.abspath(__file__))
        for root, dirs, files in os.walk(package):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            for name in sorted(files):
                if name.endswith(".py"):
                    full = os.path.join(root, name)
                    digest.update(os.path.relpath(full, package).encode())
                    with open(full, "rb") as handle:
                        digest.update(handle.read())
        _CODE_FINGERPRINT = digest.hexdigest()
    return _CODE_FINGERPRINT


def _jsonable(value: Any) -> Any:
    if isinstance(value, (set, frozenset)):
        return sorted(_jsonable(v) for v in value)
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in sorted(value.items())}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    return value if isinstance(value, (str, int, float, bool, type(None))) else repr(value)


def settings_fingerprint(settings: Any) -> str:
    return json.dumps(_jsonable(settings), sort_keys=True)


def cache_entry(data: bytes, result: Any) -> dict[str, Any]:
    """What the table keeps of `result` (an engine.FileResult) for a file whose content was `data`; made where the
    file was linted (a worker process), handed to `Cache.add` in the process that saves."""
    return {
        "hash": content_hash(data),
        "diagnostics": [d.to_cache() for d in result.diagnostics],
        "dependencies": [[path, _file_hash(path)] for path in result.dependencies],
    }


class Cache:
    """The results of earlier runs with this jaxlint and these settings: a table read on first use, written by
    `save`."""

    def __init__(self, directory: str, settings: Any) -> None:
        self.directory = directory
        self.tables = os.path.join(directory, f"v{_FORMAT}")
        fingerprint = _blake2b(f"{code_fingerprint()}\0{settings_fingerprint(settings)}".encode()).hexdigest()
        self.table_path = os.path.join(self.tables, fingerprint + ".json")
        self._table: Optional[dict[str, Any]] = None
        self._added: dict[str, dict[str, Any]] = {}
        # Dependency path -> its content hash, read once a run: many files call the same helper module.
        self._dependency_hashes: dict[str, Optional[str]] = {}

    def _read(self) -> dict[str, Any]:
        try:
            with open(self.table_path, "rb") as handle:
                table = json.loads(handle.read())
        except (OSError, ValueError):
            return {}
        return table if isinstance(table, dict) else {}

    def get(self, path: str, data: bytes) -> Optional[list[Diagnostic]]:
        """The diagnostics of `path` if it was linted with the content `data` and its dependencies are unchanged."""
        if self._table is None:
            self._table = self._read()
        entry = self._table.get(path)
        try:
            if entry is None or entry["hash"] != content_hash(data):
                return None
            for dependency, stored in entry["dependencies"]:
                if dependency not in self._dependency_hashes:
                    self._dependency_hashes[dependency] = _file_hash(dependency)
                if self._dependency_hashes[dependency] != stored:
                    return None
            return [Diagnostic(**fields) for fields in entry["diagnostics"]]
        except (KeyError, TypeError, ValueError):
            return None

    def add(self, path: str, entry: dict[str, Any]) -> None:
        self._added[path] = entry

    def save(self) -> None:
        """Write the table with the entries added since the last save, merged into what is on disk now; failing
        to write (read-only tree, full disk) only costs the next run time."""
        if not self._added:
            return
        table = self._read()
        table.update(self._added)
        self._added = {}
        self._table = table
        try:
            self._prepare()
            write_atomically(self.table_path, json.dumps(table, separators=(",", ":")).encode())
            self._forget_old_tables()
        except OSError:
            pass

    def _prepare(self) -> None:
        if os.path.isdir(self.tables):
            return
        os.makedirs(self.tables, exist_ok=True)
        # Format 1 kept a file per result under v1/: thousands of files no version of today reads.
        import shutil

        shutil.rmtree(os.path.join(self.directory, "v1"), ignore_errors=True)
        ignore = os.path.join(self.directory, ".gitignore")
        if not os.path.exists(ignore):
            write_atomically(ignore, b"# Created by jaxlint: the cache is never committed.\n*\n")

    def _forget_old_tables(self) -> None:
        """Keep the `_TABLES_KEPT` most recently written tables (other settings, other jaxlint versions)."""
        tables = [entry for entry in os.scandir(self.tables) if entry.name.endswith(".json")]
        if len(tables) <= _TABLES_KEPT:
            return
        tables.sort(key=lambda entry: entry.stat().st_mtime_ns, reverse=True)
        for entry in tables[_TABLES_KEPT:]:
            if entry.path != self.table_path:
                try:
                    os.unlink(entry.path)
                except OSError:
                    pass
