"""Compiled code of the methods `dataclasses` generates for libcst's and jaxlint's classes, kept across runs.

`@dataclass` writes each class's `__init__`, `__repr__`, `__eq__`, `__hash__`, `__setattr__` and `__delattr__` as
source text and compiles it with `exec` when the class is made. libcst's 229 node classes are dataclasses: compiling
those texts is about half of `import libcst` (about 530M of its 980M instructions, a quarter of a one-file run),
and the texts are the same in every run. This module gives `dataclasses` an `exec` that compiles each text once and
keeps the code object beside jaxlint's bytecode (`__pycache__/dataclass_code.<package>.<tag>.marshal`), as Python
keeps a module's bytecode: a text seen before runs from its stored code object, compiled from the same text with the
same flags, so the classes made are the same.

jaxlint's own generated code (`libcst_compat.unvalidated_constructor`: a constructor per node class a tree is built
with) is kept the same way (`kept_code`), in a file of its own. Only the texts of libcst's modules and of jaxlint's
analysis, rules and fixes are kept: a user's dataclasses (imported under `--confirm`) are compiled as the builtin
`exec` compiles them, and not kept. New code objects are written when the process exits, unless Python was told not
to write bytecode (`-B`, `PYTHONDONTWRITEBYTECODE`): `write()`, called after the imports, writes them regardless, as `compileall`
does for bytecode (`benchmarks/run.py` does so). A file that cannot be read (other Python, damaged) is ignored and replaced when written.
"""

from __future__ import annotations

import __future__
import dataclasses
import marshal
import os
import sys
from typing import Any, Optional

# The packages whose dataclasses' code is kept, and the file each is kept in: what a run imports for a file with JAX
# code. The modules every run imports (configuration, diagnostics) make few small dataclasses: compiling their texts
# costs less than reading a file.
_KEPT_PACKAGES = {"libcst": "libcst", "jaxlint.analysis": "jaxlint", "jaxlint.rules": "jaxlint",
                  "jaxlint.fixes": "jaxlint"}

# The `__future__` flags a compilation inherits from the module it runs in (`CO_NESTED`, the flag of
# `nested_scopes`, is a code flag no compilation inherits).
_FUTURE_FLAGS = 0
for _feature in __future__.all_feature_names:
    _FUTURE_FLAGS |= getattr(__future__, _feature).compiler_flag
_FUTURE_FLAGS &= ~__future__.CO_NESTED
del _feature


def future_flags(function: Any) -> int:
    """The `__future__` flags of the module that defines `function`: what a text it hands to the builtin `exec`
    is compiled with."""
    return function.__code__.co_flags & _FUTURE_FLAGS


_DATACLASSES_FLAGS = future_flags(dataclasses.dataclass)
_CODE = type(future_flags.__code__)

# Per kept package: (flags, text) -> code object, read from that package's file at its first text.
_codes: dict[str, dict[tuple[int, str], Any]] = {}
_added: set[str] = set()   # the packages with a code object compiled in this process, not yet written
_written_at_exit = False


# Where the files are: jaxlint's own `__pycache__` (a test points it elsewhere before libcst is imported).
directory = os.path.join(os.path.dirname(os.path.abspath(__file__)), "__pycache__")


def cache_path(package: str) -> Optional[str]:
    tag = sys.implementation.cache_tag
    if tag is None:
        return None
    return os.path.join(directory, f"dataclass_code.{package}.{tag}.marshal")


def _magic() -> bytes:
    # importlib.util's MAGIC_NUMBER is this one, but importing importlib.util brings tempfile into a one-file run;
    # the import system's own module is loaded in every process.
    from importlib import _bootstrap_external

    return _bootstrap_external.MAGIC_NUMBER


def _read(package: str) -> dict[tuple[int, str], Any]:
    path = cache_path(package)
    if path is None:
        return {}
    try:
        with open(path, "rb") as handle:
            magic, codes = marshal.loads(handle.read())
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    if magic != _magic() or type(codes) is not dict:
        return {}
    return codes


def _kept_package(module_globals: Any) -> Optional[str]:
    if type(module_globals) is not dict:
        return None
    name = module_globals.get("__name__")
    if type(name) is not str:
        return None
    parts = name.split(".", 2)
    return _KEPT_PACKAGES.get(parts[0]) or _KEPT_PACKAGES.get(".".join(parts[:2]))


def _exec(source: Any, module_globals: Any = None, namespace: Any = None) -> None:
    """`exec` as `dataclasses` calls it (`exec(text, globals, ns)`), a kept text's code compiled once. A text is
    compiled with the `__future__` flags of `dataclasses` (the builtin `exec` would take this module's)."""
    if type(source) is not str:
        exec(source, module_globals, namespace)
        return
    package = _kept_package(module_globals)
    if package is None:
        exec(_compiled(source, _DATACLASSES_FLAGS), module_globals, namespace)
    else:
        exec(kept_code(source, _DATACLASSES_FLAGS, package), module_globals, namespace)


def kept_code(source: str, flags: int, package: str) -> Any:
    """The code of `source` as `exec(source)` compiles it in a module with the `__future__` `flags`, compiled once
    and kept in the file named by `package`."""
    global _written_at_exit
    codes = _codes.get(package)
    if codes is None:
        codes = _codes[package] = _read(package)
    key = (flags, source)
    code = codes.get(key)
    if type(code) is not _CODE:   # not kept yet (or a file that loaded but holds something else there)
        code = codes[key] = _compiled(source, flags)
        if not _written_at_exit and not sys.dont_write_bytecode:
            import atexit   # only a process that compiled a new text writes
            atexit.register(write)
            _written_at_exit = True
        _added.add(package)
    return code


def _compiled(source: str, flags: int) -> Any:
    return compile(source, "<string>", "exec", flags=flags, dont_inherit=True)


def write() -> None:
    """Store the code objects compiled so far with those already stored (a file that cannot be written is left)."""
    from .files import write_atomically

    for package in sorted(_added):
        path = cache_path(package)
        if path is None:
            continue
        codes = _read(package)
        codes.update(_codes[package])
        try:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            write_atomically(path, marshal.dumps((_magic(), codes)))
        except OSError:
            continue
    _added.clear()


def install() -> None:
    """Give `dataclasses` the caching `exec` (once; not if something else already replaced its `exec`)."""
    if "exec" not in vars(dataclasses):
        dataclasses.exec = _exec  # type: ignore[attr-defined]
