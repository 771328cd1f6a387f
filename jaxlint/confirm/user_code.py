"""Importing the user's module in a confirm worker and finding the flagged function in it (worker side)."""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import os
import site
import sys
import sysconfig
import traceback
import types
from dataclasses import dataclass
from typing import Any, Callable, Optional

from ..files import project_root
from .verdicts import missing_dependency, short


# --- importing the user's module -------------------------------------------------------------------------------
def module_name_and_root(path: str) -> tuple[str, str]:
    """`pkg.sub.mod` and the directory to put on sys.path, found by walking up `__init__.py` files."""
    directory, filename = os.path.split(os.path.abspath(path))
    stem = os.path.splitext(filename)[0]
    parts = [] if stem == "__init__" else [stem]
    while os.path.exists(os.path.join(directory, "__init__.py")):
        parts.insert(0, os.path.basename(directory))
        directory = os.path.dirname(directory)
    return ".".join(parts), directory


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


def import_user_module(path: str) -> Any:
    path = os.path.abspath(path)
    if path in _imported:
        cached = _imported[path]
        if isinstance(cached, BaseException):
            raise cached
        return cached
    name, package_root = module_name_and_root(path)
    directories = (project_root(package_root), package_root)
    _forget_other_projects(directories)
    for directory in directories:
        if directory not in sys.path:
            sys.path.insert(0, directory)
        if directory not in _project_directories:
            _project_directories.append(directory)
    try:
        module = None
        if "." in name:
            module = importlib.import_module(name)
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
