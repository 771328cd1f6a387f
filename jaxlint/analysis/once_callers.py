"""Drivers that run once but are not named like one: a module-level function whose only callers, in its module, are
the module's top level (its `if __name__ == "__main__":` block included) or functions that run once themselves,
never from a loop, a comprehension or a nested function (or handed to a program runner there: `app.run(f)`). A
script's `_run_example()` called from its main block, or `initialized()` called once by `create_train_state()`,
called once by `train_and_evaluate()`.

Read from the whole file's text with Python's `ast`, not from the analysis tree: the region planner keeps only the
statements near traced code, and a driver's callers are usually far from it.
"""

from __future__ import annotations

import ast
import os
from typing import Optional

from ..files import read_source
from .packages import package_files, readable_package
from .run_frequency import PROGRAM_DRIVERS
from .static_members import words

# Named drivers that start a chain of run-once calls (run_frequency.py says why these run once); `train`, which
# run_frequency counts only when it runs its own loop, is too often a step to start a chain.
_ROOT_DRIVERS = PROGRAM_DRIVERS | {"train_and_evaluate"}
# A function handed to a program runner at the top level (`app.run(main)`, `multiprocess.main(shard_main=f)`,
# `fire.Fire(cli)`) runs once per program, like one called there.
_RUNNERS = frozenset({"run", "main", "Fire"})
_LOOPS = (ast.For, ast.AsyncFor, ast.While, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
_REPEATING = (*_LOOPS, ast.Lambda, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


class _Sites(ast.NodeVisitor):
    """For each name: the places it is called from ((caller, repeated)), and whether it is used other than called."""

    def __init__(self) -> None:
        self.calls: dict[str, list[tuple[Optional[str], bool]]] = {}
        self.other_uses: set[str] = set()
        # For each name: the first line that calls it inside a loop or comprehension of this module.
        self.loop_call_lines: dict[str, int] = {}
        self.caller: Optional[str] = None
        self.repeated = False
        self.in_loop = False
        self.visited_first: set[int] = set()   # loop iterables already visited outside their loop

    def visit(self, node: ast.AST) -> None:
        if id(node) not in self.visited_first:
            super().visit(node)

    def scan(self, nodes: list[ast.stmt], caller: Optional[str]) -> None:
        self.caller, self.repeated, self.in_loop = caller, False, False
        for node in nodes:
            self.visit(node)

    def generic_visit(self, node: ast.AST) -> None:
        if isinstance(node, _REPEATING):
            outer, self.repeated = self.repeated, True
            outer_loop = self.in_loop
            # A loop's iterable is evaluated once, before the loop: `for batch in batches(data)` calls it once.
            first = node.iter if isinstance(node, (ast.For, ast.AsyncFor)) else \
                node.generators[0].iter if isinstance(node, _LOOPS) and not isinstance(node, ast.While) else None
            if first is not None:
                self.visit(first)
                self.visited_first.add(id(first))
            self.in_loop = isinstance(node, _LOOPS) or (
                outer_loop and not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)))
            super().generic_visit(node)
            self.repeated, self.in_loop = outer, outer_loop
        else:
            super().generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        if isinstance(node.func, ast.Name):
            self.calls.setdefault(node.func.id, []).append((self.caller, self.repeated))
            if self.in_loop:
                self.loop_call_lines.setdefault(node.func.id, node.lineno)
        else:
            self.visit(node.func)
        callee = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        for argument in [*node.args, *(keyword.value for keyword in node.keywords)]:
            if self.caller is None and callee in _RUNNERS and isinstance(argument, ast.Name):
                self.calls.setdefault(argument.id, []).append((None, self.repeated))
            else:
                self.visit(argument)

    def visit_Name(self, node: ast.Name) -> None:
        self.other_uses.add(node.id)


def functions_run_once(text: str) -> frozenset[str]:
    """Names of the module-level functions of `text` that run once per program, as far as the module tells."""
    return read_callers(text)[0]


def read_callers(text: str, path: str = "", cache: Optional[dict] = None
                 ) -> tuple[frozenset[str], dict[str, int], tuple[str, ...]]:
    """The names `functions_run_once` gives, and for each name the module calls inside a loop or comprehension the
    first such line (messages say how often a function runs: "`evaluate` is called in a loop at line 40"). With the
    file's `path`, a function the module never calls runs once too when the other files of its package that import
    it call it only once per program (`dqn_run` called by `train.py`'s `main()`); the third item lists them.
    `cache` is the run's (RunContext.static_names): what the package's files say is read once per run."""
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError):
        return frozenset(), {}, ()
    once, sites = _once(tree)
    sources: set[str] = set()
    if path:
        cache = cache if cache is not None else {}
        for name in sorted(set(_defs(tree)) - once - set(sites.calls) - sites.other_uses):
            callers = _called_once_elsewhere(path, name, cache)
            if callers:
                once, sources = once | {name}, sources | set(callers)
        if sources:  # what those run-once drivers call alone runs once as well
            once, _ = _once(tree, frozenset(once))
    return frozenset(once), sites.loop_call_lines, tuple(sorted(sources))


def _defs(tree: ast.Module) -> dict[str, ast.AST]:
    return {node.name: node for node in tree.body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}


def _once(tree: ast.Module, known: frozenset[str] = frozenset()) -> tuple[set[str], _Sites]:
    defs = _defs(tree)
    sites = _Sites()
    sites.scan([node for node in tree.body if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))], None)
    for name, node in defs.items():
        for decorator in node.decorator_list:
            sites.scan([ast.Expr(decorator)], "")
        sites.scan(node.body, name)
    once: set[str] = set(known)
    changed = True
    while changed:
        changed = False
        for name in defs:
            calls = sites.calls.get(name)
            if name in once or not calls or name in sites.other_uses:
                continue
            if _calls_run_once(calls, once):
                once.add(name)
                changed = True
    return once, sites


def _calls_run_once(calls: list[tuple[Optional[str], bool]], once: set[str]) -> bool:
    return all(not repeated and (caller is None or caller in once or caller in _ROOT_DRIVERS)
               for caller, repeated in calls)


def _called_once_elsewhere(path: str, name: str, cache: dict) -> tuple[str, ...]:
    """The other files of `path`'s package that import `name` and call it, when each calls it only from its top
    level or a function that runs once (by name or by its own callers), never in a loop and never hands it on;
    empty when one may call it repeatedly, or none calls it. `module.name(...)` anywhere in the package, or a star
    import, counts as a call that may repeat (not followed)."""
    package = readable_package(path, cache)
    own = os.path.abspath(path)
    callers = []
    for other in package_files(package, cache) if package is not None else ():
        if other == own or name not in _words_of(other, cache):
            continue
        read = _read_callers_of(other, cache)
        if read is None:
            return ()
        imported, attributes, once, sites = read
        if "*" in imported or name in attributes:
            return ()
        for local in imported.get(name, ()):
            calls = sites.calls.get(local)
            if local in sites.other_uses or (calls and not _calls_run_once(calls, once)):
                return ()
            if calls:
                callers.append(other)
    return tuple(callers)


def _words_of(path: str, cache: dict) -> frozenset[str]:
    key = ("words", path)
    if key not in cache:
        text = read_source(path)
        cache[key] = frozenset(words(text)) if text is not None else frozenset()
    return cache[key]


def _read_callers_of(path: str, cache: dict):
    """What a file imports by name (name -> local names; "*" for a star import), the attribute names it reads, and
    its run-once functions and call sites; None when it cannot be parsed."""
    key = ("callers", path)
    if key not in cache:
        try:
            tree = ast.parse(read_source(path) or "")
        except (SyntaxError, ValueError, RecursionError):
            cache[key] = None
            return None
        imported: dict[str, set[str]] = {}
        attributes: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                for alias in node.names:
                    imported.setdefault(alias.name, set()).add(alias.asname or alias.name)
            elif isinstance(node, ast.Attribute):
                attributes.add(node.attr)
        once, sites = _once(tree)
        cache[key] = (imported, attributes, once, sites)
    return cache[key]
