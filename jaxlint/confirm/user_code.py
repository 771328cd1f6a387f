"""Importing the user's module in a confirm worker and finding the flagged function in it (worker side)."""

from __future__ import annotations

import ast
import importlib
import importlib.machinery
import importlib.util
import inspect
import keyword
import os
import site
import sys
import sysconfig
import traceback
import types
from dataclasses import dataclass
from typing import Any, Callable, Optional

from ..files import PROJECT_MARKERS, is_package, project_root
from .verdicts import missing_dependency, short


# --- importing the user's module -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Placement:
    """How a module file is imported: its dotted name and the folders to put first on sys.path, `root` (the folder
    whose child is the name's top part) first."""
    name: str
    root: str
    folders: tuple[str, ...]
    project: str                  # the project's root folder (pyproject.toml, .git...)


def placement(path: str) -> Placement:
    """Where Python finds the module when its project runs it. Up through the `__init__.py` folders of its package;
    then up through folders without one (namespace packages) as far as the module itself shows: a relative import
    `from ...params import Mode` needs three levels of package, and `from meshkit.shapes import Polygon` in a file
    under `meshkit/` resolves from the folder holding `meshkit/` (unless the environment has a `meshkit` of its own,
    which Python would take instead of a namespace package); and up through a regular package holding such a
    namespace folder (`tokamak/_src/physics/transport.py` is `tokamak._src.physics.transport`). A module outside
    any package also gets its own folder, as `python script.py` gives it; and every module the folder above it
    holding a package it imports by name that nothing else provides (`_import_roots`)."""
    path = os.path.abspath(path)
    directory, filename = os.path.split(path)
    stem = os.path.splitext(filename)[0]
    regular = _above_packages(directory)
    names, level = _self_references(path, directory, regular)
    root = regular
    wanted = _namespace_root(names, level, directory, regular)
    if wanted is not None and len(wanted) < len(root):
        root = _above_packages(wanted)
    parts = _parts(directory, root) + ([] if stem == "__init__" else [stem])
    if not all(part.isidentifier() and not keyword.iskeyword(part) for part in parts):
        # `meshkit/2d-tools/mesh.py` cannot be `meshkit.2d-tools.mesh`: the folder holding it still lets its
        # imports of `meshkit` resolve.
        parts = _parts(directory, regular) + ([] if stem == "__init__" else [stem])
        folders = (regular, root) if root != regular else (regular,)
        root = regular
    else:
        folders = (root,)
    if not is_package(directory) and directory not in folders:
        folders += (directory,)
    project = project_root(root)
    folders += tuple(f for f in _import_roots(names, directory, folders, project) if f not in folders)
    return Placement(".".join(parts), root, folders + ((project,) if project not in folders else ()), project)


def project_of(path: str) -> str:
    """The root folder of the project the module belongs to (see `placement`)."""
    return placement(path).project


def _import_roots(names: frozenset, directory: str, folders: tuple[str, ...], project: str) -> list[str]:
    """For each name the module imports that neither its own folders nor the environment provide, the nearest
    folder above it, up to its project's root, that holds a module or package of that name: the script
    `relaxation_runs/load_steps/ramp.py` importing `relaxation.solver` runs from the folder holding both
    (`python -m`, or that folder on PYTHONPATH); from its own folder the import would fail."""
    if not _within(directory, project):
        return []
    searched = list(folders) + _environment_paths()
    found: list[str] = []
    for name in sorted(names):
        if name in sys.builtin_module_names or _path_spec(name, searched) is not None:
            continue
        folder = directory
        while folder != project:
            folder = os.path.dirname(folder)
            if _path_spec(name, [folder]) is not None:
                if folder not in found:
                    found.append(folder)
                break
    return found


def _path_spec(name: str, paths: list[str]) -> Any:
    try:
        return importlib.machinery.PathFinder.find_spec(name, paths)
    except (ImportError, ValueError, OSError):
        return None


def _above_packages(directory: str) -> str:
    """The first folder from `directory` upwards that is no regular package (`directory` when it is none)."""
    while is_package(directory):
        parent = os.path.dirname(directory)
        if parent == directory:
            break
        directory = parent
    return directory


def _parts(directory: str, root: str) -> list[str]:
    relative = os.path.relpath(directory, root)
    return [] if relative == os.curdir else relative.split(os.sep)


def _namespace_root(names: frozenset, level: int, directory: str, regular: str) -> Optional[str]:
    """The folder above `regular` that the module's own imports need on sys.path (see `placement`), or None."""
    found: Optional[str] = None
    if level:
        needed = directory
        for _ in range(level):
            needed = os.path.dirname(needed)
        if len(needed) < len(regular):
            found = needed
    if not names:
        return found
    folder = directory if regular == directory else _top_package(directory, regular)
    beside = () if is_package(directory) else (directory,)
    while True:
        top = os.path.basename(folder)
        if top in names:
            # The nearest folder of that name is the one the import means: a regular package, or a namespace
            # package unless the environment's own module of that name answers the import first.
            if not is_package(folder) and not _namespace_resolves(top, folder, beside):
                return found
            parent = os.path.dirname(folder)
            return parent if found is None or len(parent) < len(found) else found
        parent = os.path.dirname(folder)
        if parent == folder or any(os.path.exists(os.path.join(folder, marker)) for marker in PROJECT_MARKERS):
            return found
        folder = parent


def _top_package(directory: str, regular: str) -> str:
    while os.path.dirname(directory) != regular:
        directory = os.path.dirname(directory)
    return directory


def _self_references(path: str, directory: str, regular: str) -> tuple[frozenset, int]:
    """The top names of the absolute imports the module (and the `__init__.py` files of its package, which run
    first) makes, and the deepest level of its own relative imports."""
    files = [path]
    folder = directory
    while len(folder) > len(regular):
        files.append(os.path.join(folder, "__init__.py"))
        folder = os.path.dirname(folder)
    names: set[str] = set()
    level = 0
    for index, file in enumerate(files):
        try:
            with open(file, "rb") as handle:
                tree = ast.parse(handle.read())
        except (OSError, SyntaxError, ValueError):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module.split(".")[0])
            elif isinstance(node, ast.ImportFrom) and index == 0:
                level = max(level, node.level)
    return frozenset(names), level


def _namespace_resolves(name: str, folder: str, beside: tuple[str, ...]) -> bool:
    """Would `import name` find the namespace package `folder` once its parent is on sys.path? Not when the
    module's own folder (`beside`, on sys.path for a module outside packages) or the environment has a module or
    regular package of that name (`jax` in a clone named jax/): Python takes those first, wherever they sit."""
    if name in sys.builtin_module_names:
        return False
    spec = _path_spec(name, [os.path.dirname(folder)] + list(beside) + _environment_paths())
    return spec is not None and not spec.has_location and folder in (spec.submodule_search_locations or ())


def _environment_paths() -> list[str]:
    """The entries of sys.path in the environment's own directories (see `_environment_directories`)."""
    environment = _environment_directories()
    return [p for p in sys.path if p and any(_within(os.path.abspath(p), e) for e in environment)]


_imported: dict[str, Any] = {}
# The directories earlier modules of this worker put on sys.path: the code under them belongs to other projects.
_project_directories: list[str] = []


def _within(path: str, directory: str) -> bool:
    return path == directory or path.startswith(directory.rstrip(os.sep) + os.sep)


def _environment_directories() -> list[str]:
    """Where the running interpreter's own packages live: jax, numpy, jaxlint. A virtualenv often sits inside a
    project (`.venv/`, CI's clone): its modules are in that project's directory but belong to every project."""
    directories = {sys.prefix, sys.exec_prefix, sys.base_prefix, sys.base_exec_prefix,
                   os.path.dirname(os.path.dirname(os.path.abspath(__file__)))}
    directories.update(path for key, path in sysconfig.get_paths().items() if key in ("purelib", "platlib", "stdlib"))
    try:
        directories.update(site.getsitepackages())
        directories.add(site.getusersitepackages())
    except AttributeError:  # an embedded interpreter's `site` may lack them
        pass
    return [os.path.abspath(d) for d in directories if d]


def _forget_other_projects(current: tuple[str, ...]) -> None:
    """A worker takes module after module, from any project: `sys.modules` would hand a second project's `kernels`
    package the first project's, and its own modules would be missing. Modules loaded from another project's
    directories are dropped from `sys.modules` (the module objects already handed out keep working). The
    environment's modules never are: importing jaxlib a second time in one process aborts it."""
    others = [d for d in _project_directories if not any(_within(c, d) for c in current)]
    if not others:
        return
    environment = _environment_directories()
    for name, module in list(sys.modules.items()):
        filename = getattr(module, "__file__", None)
        if not isinstance(filename, str):
            continue
        filename = os.path.abspath(filename)
        if any(_within(filename, d) for d in others) and not any(_within(filename, c) for c in current) \
                and not any(_within(filename, e) for e in environment):
            del sys.modules[name]


def _forget_shadowed() -> None:
    """A module of this project cached under a name that sys.path now resolves to another file: the second
    `examples/b/utils` after `examples/a/utils` of one project, a script folder's own `config.py` after another's.
    A fresh process would import the file sys.path finds, so the cached one (and its submodules) is dropped from
    `sys.modules`; the environment's modules never are (see `_forget_other_projects`)."""
    environment = _environment_directories()
    dropped: list[str] = []
    for name in sorted(sys.modules, key=lambda n: n.count(".")):
        module = sys.modules.get(name)
        if any(name.startswith(gone + ".") for gone in dropped):
            del sys.modules[name]
            continue
        where = _location(module)
        if where is None or getattr(getattr(module, "__spec__", None), "name", None) != name \
                or any(_within(place, e) for place in where for e in environment):
            continue
        parent = name.rpartition(".")[0]
        search = getattr(sys.modules.get(parent), "__path__", None) if parent else sys.path
        if search is None:
            continue
        spec = _find_spec(name, list(search))
        if spec is not None and _spec_location(spec) not in (None, where):
            del sys.modules[name]
            dropped.append(name)


def _location(module: Any) -> Optional[frozenset]:
    """The file a module was loaded from, or a namespace package's folders; None for a built-in."""
    filename = getattr(module, "__file__", None)
    if isinstance(filename, str):
        return frozenset((os.path.abspath(filename),))
    try:
        folders = list(getattr(module, "__path__", None) or ())
    except Exception:  # noqa: BLE001 - a namespace path recomputed from a sys.path the user's code broke
        return None
    return frozenset(os.path.abspath(folder) for folder in folders if isinstance(folder, str)) or None


def _spec_location(spec: Any) -> Optional[frozenset]:
    if spec.has_location and isinstance(spec.origin, str):
        return frozenset((os.path.abspath(spec.origin),))
    folders = [folder for folder in (spec.submodule_search_locations or ()) if isinstance(folder, str)]
    return frozenset(os.path.abspath(folder) for folder in folders) or None


def _find_spec(name: str, search: list) -> Any:
    """What `import name` would find now, asked of the import system's finders without importing anything."""
    for finder in sys.meta_path:
        find_spec = getattr(finder, "find_spec", None)
        if find_spec is None:
            continue
        try:
            spec = find_spec(name, search if "." in name else None)
        except Exception:  # noqa: BLE001 - a user's finder
            continue
        if spec is not None:
            return spec
    return None


def import_user_module(path: str) -> Any:
    path = os.path.abspath(path)
    if path in _imported:
        cached = _imported[path]
        if isinstance(cached, BaseException):
            raise cached
        return cached
    place = placement(path)
    name = place.name
    _forget_other_projects(place.folders)
    # The module's folders go first, even when an earlier module put them further back: `utils` must resolve
    # from this module's root, not from another root of the same project.
    for directory in reversed(place.folders):
        if directory in sys.path:
            sys.path.remove(directory)
        sys.path.insert(0, directory)
        if directory not in _project_directories:
            _project_directories.append(directory)
    importlib.invalidate_caches()
    _forget_shadowed()
    try:
        module = None
        if "." in name:
            try:
                module = importlib.import_module(name)
            except ModuleNotFoundError as error:
                # The name itself resolved elsewhere (a `model.py` beside the module beats the namespace package
                # `model/`): no code of the module ran, it is loaded as a script below.
                if not error.name or not (name == error.name or name.startswith(error.name + ".")):
                    raise
            if os.path.abspath(getattr(module, "__file__", "") or "") != path:
                module = None
        if module is None:
            # A top-level script: load it under a private name so it cannot clash with an installed module.
            private = f"_jaxlint_confirm_{len(_imported)}_{name.replace('.', '_')}"
            spec = importlib.util.spec_from_file_location(private, path)
            if spec is None or spec.loader is None:
                raise ImportError(f"cannot load {path}")
            module = importlib.util.module_from_spec(spec)
            sys.modules[private] = module
            spec.loader.exec_module(module)
    except BaseException as error:  # noqa: BLE001 - SystemExit and friends at import are the user's, not ours
        _imported[path] = error
        raise
    _imported[path] = module
    return module


def describe_import_failure(error: BaseException, output: str) -> str:
    if isinstance(error, SystemExit):
        reason = f"the module called sys.exit({error.code!r}) at import"
    elif isinstance(error, KeyboardInterrupt):
        reason = "the module raised KeyboardInterrupt at import"
    elif missing_dependency(error):
        reason = f"needs `{missing_dependency(error)}`: importing the module raised {type(error).__name__}: " \
                 f"{short(str(error), 100)}{_last_user_frame(error)}"
    else:
        where = _last_user_frame(error)
        reason = f"import failed: {type(error).__name__}: {short(str(error))}{where}"
    return f"{reason}; {output}" if output else reason


def _last_user_frame(error: BaseException) -> str:
    frames = [f for f in traceback.extract_tb(error.__traceback__) if "importlib" not in f.filename
              and "/jaxlint/confirm/" not in f.filename.replace(os.sep, "/")]
    return f" ({os.path.basename(frames[-1].filename)}:{frames[-1].lineno})" if frames else ""


# --- locating the function -------------------------------------------------------------------------------------
@dataclass
class Located:
    function: Callable            # the plain Python function (jit and other wrappers removed)
    owner: Optional[type]         # the class for a method
    kind: str                     # "function" | "method" | "staticmethod" | "classmethod"
    instance: Any = None          # the object of a bound method that was jitted as such


def locate(module: Any, qualname: str) -> Located:
    obj: Any = module
    owner: Optional[type] = None
    for part in qualname.split("."):
        container = obj
        obj = vars(container).get(part) if isinstance(container, (type, types.ModuleType)) else None
        if obj is None:
            obj = getattr(container, part)
        owner = container if isinstance(container, type) else None
    kind = "method" if owner is not None else "function"
    if isinstance(obj, staticmethod):
        kind, obj = "staticmethod", obj.__func__
    elif isinstance(obj, classmethod):
        kind, obj = "classmethod", obj.__func__
    elif isinstance(obj, property):
        obj = obj.fget
    if obj is None:
        # A decorator that registers the function and returns None (custom_vjp's `def_bwd`): the name is gone,
        # the function object lives on where it was registered.
        obj = _rebound(module, qualname, owner) or obj
    if not callable(obj):
        raise TypeError(f"`{qualname}` is {type(obj).__name__}, not a function")
    function = inspect.unwrap(obj)
    if inspect.ismethod(function):
        return Located(function.__func__, type(function.__self__), "method", function.__self__)
    return Located(function, owner, kind)


_rebound_found: dict[tuple[str, str], Optional[Callable]] = {}


def _rebound(module: Any, qualname: str, owner: Optional[type]) -> Optional[Callable]:
    """The function defined as `qualname` in `module`'s own file, found among live objects; None unless exactly
    one def of that name there is alive (two would leave the flagged one unknown)."""
    import gc
    if owner is not None:
        return None
    name = getattr(module, "__name__", None)
    key = (str(name), qualname)
    if key not in _rebound_found:       # a scan of every live object: once per name
        filename = os.path.realpath(getattr(module, "__file__", "") or "")
        found = {id(obj.__code__): obj for obj in gc.get_objects() if isinstance(obj, types.FunctionType)
                 and obj.__qualname__ == qualname and obj.__module__ == name
                 and os.path.realpath(obj.__code__.co_filename) == filename}
        _rebound_found[key] = next(iter(found.values())) if len(found) == 1 else None
    return _rebound_found[key]
