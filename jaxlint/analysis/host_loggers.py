"""Project loggers that print through a JAX host callback (JXL203's burden of proof for a `log.info(...)` call).

A name such as `log` or `logger` in traced code is usually Python's logging, whose records are made once, while
JAX traces. Some projects build their own logger (`log = logger.new_logger(obj)` with `logger` a module of the
project) whose writes go through `jax.debug.callback` or `io_callback` when handed tracers: those lines print on
every call and every loop iteration, at run time. The module the logger comes from says which: it is read from
disk (never imported), and a module that hands work to a host callback is taken to be such a logger's.
"""

from __future__ import annotations

import ast
import os
from typing import Iterable

from ..files import package_root, read_source
from .ast_nodes import ast_walk, dotted as dotted_name

_CALLBACKS = ("debug.callback", "io_callback", "pure_callback")
# The keywords a `logging.Logger` method accepts (`logger.info(msg, *args, exc_info=..., extra=...)`).
_LOGGING_KEYWORDS = frozenset({"exc_info", "stack_info", "stacklevel", "extra"})


def takes_logging_keywords(keywords: Iterable[str]) -> bool:
    """Could a call `logger.log(...)` with these keyword arguments be Python's logging? A project's own metrics
    logger (`logger.log(step, loss=loss)`) takes keywords that `logging.Logger` refuses."""
    return all(keyword in _LOGGING_KEYWORDS for keyword in keywords)


def logger_sources(tree: ast.Module, name: str, aliases: dict[str, str], relative: dict[str, tuple[int, str]]
                   ) -> list[tuple[int, str]]:
    """(import level, dotted module or name) of what the file binds `name` from: the module or function its
    assignments call (`log = logger.new_logger(obj)`, `logger = get_logger(__name__)`), or the import of `name`
    itself (`from .lib import logger as log`)."""
    found: list[tuple[int, str]] = []
    heads = {name}
    for node in ast_walk(tree):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and any(
                isinstance(target, ast.Name) and target.id == name for target in node.targets):
            func = node.value.func
            dotted = dotted_name(func)
            if dotted is not None:
                heads.add(dotted)
    for dotted in heads:
        head, _, rest = dotted.partition(".")
        if head in relative:
            level, imported = relative[head]
            found.append((level, f"{imported}.{rest}" if rest else imported))
        elif head in aliases:
            found.append((0, f"{aliases[head]}.{rest}" if rest else aliases[head]))
    return found


def routes_through_callback(path: str, sources: Iterable[tuple[int, str]], cache: dict) -> tuple[bool, list[str]]:
    """Does a project module among `sources` (as imported into `path`) hand work to a JAX host callback? Also the
    files read, which the result depends on. A module or function outside the project (logging, absl) is no
    evidence."""
    read: list[str] = []
    for level, dotted in sources:
        for module_file in _module_files(path, level, dotted):
            key = ("host callback module", module_file)
            if key not in cache:
                text = read_source(module_file) or ""
                cache[key] = any(callback in text for callback in _CALLBACKS)
            read.append(module_file)
            if cache[key]:
                return True, read
    return False, read


def _module_files(path: str, level: int, dotted: str) -> list[str]:
    """The project files `dotted` (a module, or a name in a module) imported with `level` dots into `path` may be."""
    directory = os.path.dirname(os.path.abspath(path))
    if level:
        bases = [directory]
        for _ in range(level - 1):
            bases = [os.path.dirname(bases[0])]
    else:
        bases = list(dict.fromkeys((package_root(directory), directory)))
    parts = dotted.split(".")
    found = []
    for base in bases:
        for size in (len(parts), len(parts) - 1):
            if size < 1:
                continue
            stem = os.path.join(base, *parts[:size])
            for candidate in (stem + ".py", os.path.join(stem, "__init__.py")):
                if os.path.isfile(candidate) and os.path.abspath(candidate) != os.path.abspath(path):
                    found.append(candidate)
                    break
            else:
                continue
            break
    return found
