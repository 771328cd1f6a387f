"""Per-file results on disk, so that a second run over unchanged files costs a hash and a read.

An entry is keyed by the file's path and content, jaxlint's version and own source, and the settings of the run.
A result may declare dependency files (the modules whose helpers the file's traced code calls): their content
hashes are stored with it and a changed dependency makes the entry stale, exactly as if they were part of the key.

The cache lives in `.jaxlint_cache/` beside the configuration file in use, else at the project root (the nearest
directory, from the current one up, that holds a pyproject.toml, setup.cfg, setup.py or .git; else the current
directory), or in $JAXLINT_CACHE_DIR. It
writes a `.gitignore` holding `*` so that git ignores it. Every write goes to a temporary file that is renamed into
place, so parallel workers and concurrent runs never see half an entry; a corrupt or unreadable entry is a miss.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
from typing import Any, Optional

from . import __version__
from .diagnostics import Diagnostic

CACHE_DIRECTORY = ".jaxlint_cache"
_PROJECT_MARKERS = ("pyproject.toml", "setup.cfg", "setup.py", ".git")
_FORMAT = "1"


def project_root(start: Optional[str] = None) -> str:
    directory = os.path.abspath(start or os.getcwd())
    while True:
        if any(os.path.exists(os.path.join(directory, marker)) for marker in _PROJECT_MARKERS):
            return directory
        parent = os.path.dirname(directory)
        if parent == directory:
            return os.path.abspath(start or os.getcwd())
        directory = parent


def default_cache_dir(config_path: Optional[str] = None) -> str:
    """$JAXLINT_CACHE_DIR, else `.jaxlint_cache/` beside the configuration file, else at the project root."""
    if os.environ.get("JAXLINT_CACHE_DIR"):
        return os.environ["JAXLINT_CACHE_DIR"]
    root = os.path.dirname(os.path.abspath(config_path)) if config_path else project_root()
    return os.path.join(root, CACHE_DIRECTORY)


def content_hash(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=20).hexdigest()


def _file_hash(path: str) -> Optional[str]:
    try:
        with open(path, "rb") as handle:
            return content_hash(handle.read())
    except OSError:
        return None


_CODE_FINGERPRINT: Optional[str] = None


def code_fingerprint() -> str:
    """jaxlint's version and the hash of its own source: an edited checkout never reuses stale results."""
    global _CODE_FINGERPRINT
    if _CODE_FINGERPRINT is None:
        digest = hashlib.blake2b(__version__.encode(), digest_size=20)
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


class Cache:
    """Results of earlier runs, one small JSON file per (file, content, jaxlint, settings)."""

    def __init__(self, directory: str, settings: Any) -> None:
        self.directory = directory
        self.entries = os.path.join(directory, f"v{_FORMAT}")
        self._salt = f"{code_fingerprint()}\0{settings_fingerprint(settings)}"

    def key(self, path: str, data: bytes) -> str:
        digest = hashlib.blake2b(self._salt.encode(), digest_size=20)
        digest.update(b"\0" + path.encode("utf-8", "surrogateescape") + b"\0")
        digest.update(data)
        return digest.hexdigest()

    def _entry_path(self, key: str) -> str:
        return os.path.join(self.entries, key[:2], key + ".json")

    def get(self, key: str) -> Optional[list[Diagnostic]]:
        try:
            with open(self._entry_path(key), "rb") as handle:
                entry = json.loads(handle.read())
            for dependency, stored in entry["dependencies"]:
                if _file_hash(dependency) != stored:
                    return None
            return [Diagnostic(**fields) for fields in entry["diagnostics"]]
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def put(self, key: str, result: Any) -> None:
        """Store `result` (an engine.FileResult: diagnostics, dependencies) atomically; failing to write
        (read-only tree, full disk) only costs the next run time."""
        entry = {
            "diagnostics": [d.to_dict() for d in result.diagnostics],
            "dependencies": [[path, _file_hash(path)] for path in result.dependencies],
        }
        target = self._entry_path(key)
        try:
            self._prepare(os.path.dirname(target))
            _atomic_write(target, json.dumps(entry).encode())
        except OSError:
            pass

    def _prepare(self, directory: str) -> None:
        if os.path.isdir(directory):
            return
        os.makedirs(directory, exist_ok=True)
        ignore = os.path.join(self.directory, ".gitignore")
        if not os.path.exists(ignore):
            _atomic_write(ignore, b"# Created by jaxlint: the cache is never committed.\n*\n")


def _atomic_write(target: str, data: bytes) -> None:
    import tempfile   # only a run that writes results pays for it

    handle, temporary = tempfile.mkstemp(dir=os.path.dirname(target), prefix=".tmp-")
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        os.chmod(temporary, 0o644)  # mkstemp makes it private; the cache is as readable as the project
        os.replace(temporary, target)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise
