"""Which files make up the package of a linted file, for the analyses that read a whole package once per run (the
static pytree metadata of static_members.py, the callers of a driver in once_callers.py).

The package is the outermost package folder holding the file, or, when that holds more files than a run reads
whole (jax, netket), the sub-package holding the file. The listings are kept in the run's cache
(RunContext.static_names), under ("files", folder).
"""

from __future__ import annotations

import os
from typing import Optional

from ..files import PROJECT_MARKERS, is_package, package_root

# More files than this in a package: it is not read whole (the cost of parsing it all once per run).
MAX_FILES = 400


def top_package(path: str, cache: Optional[dict] = None) -> Optional[str]:
    """The outermost package folder that holds `path`; None outside packages. Folders without `__init__.py` inside
    a package (torax/_src/core_profiles, optax/_src: namespace packages) belong to it: their fields are its fields.
    `cache`: the run's, where the answer is kept per folder (each costs a few `stat` calls per folder above)."""
    directory = os.path.dirname(os.path.abspath(path))
    key = ("top package", directory)
    if cache is not None and key in cache:
        return cache[key]
    root = package_root(_enclosing_package(directory), through_plain_folders=True)
    top = None if root == directory else os.path.join(root, os.path.relpath(directory, root).split(os.sep)[0])
    if cache is not None:
        cache[key] = top
    return top


def readable_package(path: str, cache: dict) -> Optional[str]:
    """The outermost package folder holding `path` that is small enough to read once per run: the top package, or
    when it is too large (netket, jax) the sub-package holding the file, where its own classes mostly live."""
    directory = os.path.dirname(os.path.abspath(path))
    key = ("readable package", directory)
    if key not in cache:
        folder = top_package(path, cache)
        while folder is not None and not package_files(folder, cache):
            folder = None if folder == directory else os.path.join(
                folder, os.path.relpath(directory, folder).split(os.sep)[0])
        cache[key] = folder
    return cache[key]


def package_files(folder: str, cache: dict) -> tuple[str, ...]:
    """The Python files under a package folder, in a stable order; empty when there are more than `MAX_FILES`."""
    key = ("files", folder)
    if key not in cache:
        cache[key] = _listed(folder)
    return cache[key]


def beside_package(folder: str, cache: dict) -> tuple[str, ...]:
    """The Python files directly in the folder holding a package folder (the scripts that use the package), in a
    stable order; empty when there are more than `MAX_FILES`."""
    parent = os.path.dirname(os.path.abspath(folder))
    key = ("beside", parent)
    if key not in cache:
        try:
            names = sorted(name for name in os.listdir(parent) if name.endswith(".py"))
        except OSError:
            names = []
        cache[key] = tuple(os.path.join(parent, name) for name in names) if len(names) <= MAX_FILES else ()
    return cache[key]


def namespace_root(path: str, first_part: str) -> Optional[str]:
    """Where an absolute import `first_part.<...>` of the file at `path` resolves when the file lies in a folder
    named `first_part` (or below one) that no `__init__.py` makes a package: a namespace package, as a release
    unpacked without its `__init__.py` files imports itself (`from orbitkit.shells.basis import Shell` in
    `orbitkit/shells/overlap.py`). The folder above the nearest such ancestor; None when no ancestor has that name,
    or past a project's root (pyproject.toml...)."""
    folder = os.path.dirname(os.path.abspath(path))
    while True:
        if os.path.basename(folder) == first_part:
            return os.path.dirname(folder)
        if any(os.path.exists(os.path.join(folder, marker)) for marker in PROJECT_MARKERS):
            return None
        parent = os.path.dirname(folder)
        if parent == folder:
            return None
        folder = parent


def _enclosing_package(directory: str) -> str:
    """The nearest package folder from `directory` upwards through plain folders, never past a project's root
    (pyproject.toml...); `directory` itself when there is none."""
    folder = directory
    while not is_package(folder):
        parent = os.path.dirname(folder)
        if parent == folder or any(os.path.exists(os.path.join(folder, marker)) for marker in PROJECT_MARKERS):
            return directory
        folder = parent
    return folder


def _listed(top: str) -> tuple[str, ...]:
    found: list[str] = []
    for root, folders, names in os.walk(top):
        folders[:] = sorted(f for f in folders if not f.startswith("."))
        for name in sorted(names):
            if name.endswith(".py"):
                found.append(os.path.join(root, name))
                if len(found) > MAX_FILES:
                    return ()
    return tuple(found)
