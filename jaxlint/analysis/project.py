"""Across modules: which functions in other files of the same project traced code calls, and the analysis of
those files with the called functions seeded as traced.

`from .utils import helper`, `from mypkg.utils import helper` and `import mypkg.utils as u; u.helper(x)` are
resolved on disk from the package layout (the `__init__.py` chain above the calling file, or the calling file's own
folder for scripts), never by importing. The helper's module is then analysed with the helper seeded as traced with
the caller's argument pattern. The engine decides the order of that work (which helper next, how deep, what is
memoised); this module answers its questions, and a `ProjectIndex` keeps what it read for the rest of the run.
"""

from __future__ import annotations

import ast
import functools
import os
from dataclasses import dataclass
from typing import Callable, Iterable, Iterator, Optional

import libcst as cst

from ..files import package_root, read_source
from .from_ast import SourceLocator, analysis_trees
from .imports import ImportMap
from .module import ExternalCall, Seed

# How many files deep a chain of helpers is followed from the linted file.
MAX_DEPTH = 8
# Re-exports followed from a package's `__init__.py` to the module that defines the function.
_MAX_REEXPORTS = 4
_OUTLINES_KEPT = 64
_RECENT_TREES_KEPT = 8


@dataclass(frozen=True)
class _Outline:
    """What resolving imports needs from a file, from Python's own parser (libcst only parses what is analysed).
    The syntax tree itself is not kept here: many cached trees would make every garbage collection slow (the few
    most recent ones are kept by `ProjectIndex._syntax_tree`)."""
    source: str
    aliases: dict[str, str]
    relative: dict[str, tuple[int, str]]
    top_level_defs: frozenset[str]


@dataclass(frozen=True)
class HelperTree:
    """One tree of a helper file to analyse: the file's text, the tree (a skeleton when `line_map` is given: the
    file's line of each of its lines), the file's imports and the tree's locator."""
    source: str
    module: cst.Module
    line_map: Optional[list[int]]
    imports: ImportMap
    locator: SourceLocator


def file_signature(path: str) -> Optional[tuple[str, int, int]]:
    """(real path, mtime, size): what a memo of a file's analysis is keyed on; None for a missing file."""
    try:
        status = os.stat(path)
    except OSError:
        return None
    return os.path.realpath(path), status.st_mtime_ns, status.st_size


class ProjectIndex:
    """What one run has read of the project's files to resolve imports: outlines of the files, a few recent syntax
    trees, and which paths are modules. Owned by the run's context (jaxlint/context.py), never shared between runs."""

    def __init__(self) -> None:
        # A helper's module is planned soon after its outline resolved the import: the tree parsed for the outline
        # is still among the recent ones (parsing it again cost as much as the outline itself).
        self._syntax_tree: Callable[[str], ast.Module] = functools.lru_cache(maxsize=_RECENT_TREES_KEPT)(_parse)
        self._outline_of: Callable[[tuple], Optional[_Outline]] = functools.lru_cache(maxsize=_OUTLINES_KEPT)(
            functools.partial(_read_outline, self._syntax_tree))
        self.module_files: dict[tuple[str, tuple[str, ...]], Optional[str]] = {}
        self.search_roots: dict[str, tuple[str, ...]] = {}

    # --- what a run reads once -------------------------------------------------------------------------------
    def _outline(self, path: str) -> Optional[_Outline]:
        signature = file_signature(path)
        return self._outline_of(signature) if signature is not None else None

    def _module_file(self, base: str, parts: tuple[str, ...]) -> Optional[str]:
        """`base/a/b.py` or `base/a/b/__init__.py` for parts ("a", "b"); `base/__init__.py` for no parts."""
        key = (base, parts)
        if key not in self.module_files:
            stem = os.path.join(base, *parts) if parts else base
            init = os.path.join(stem, "__init__.py")
            if parts and os.path.isfile(stem + ".py"):
                self.module_files[key] = stem + ".py"
            else:
                self.module_files[key] = init if os.path.isfile(init) else None
        return self.module_files[key]

    def _search_roots(self, directory: str) -> tuple[str, ...]:
        """Where absolute imports of a file in `directory` may resolve: above its top package, and its own
        folder."""
        roots = self.search_roots.get(directory)
        if roots is None:
            roots = self.search_roots[directory] = tuple(dict.fromkeys((package_root(directory), directory)))
        return roots

    # --- the questions the engine asks -----------------------------------------------------------------------
    def resolve(self, path: str, level: int, target: str, hops: int = 0
                ) -> Optional[tuple[str, str, tuple[str, ...]]]:
        """(file, function name, the re-exporting files passed through) that `target`, imported with `level`
        leading dots into `path`, refers to."""
        parts = tuple(target.split("."))
        directory = os.path.dirname(os.path.abspath(path))
        if level:
            base = directory
            for _ in range(level - 1):
                base = os.path.dirname(base)
            bases: Iterable[str] = (base,)
            smallest = 0
        else:
            bases = self._search_roots(directory)
            smallest = 1
        for base in bases:
            # The function is the last part; the module is the longest prefix that exists as a file.
            module_file = self._module_file(base, parts[:-1]) if len(parts) - 1 >= smallest else None
            if module_file is None:
                continue
            name = parts[-1]
            outline = self._outline(module_file)
            if outline is None:
                return None
            if name in outline.top_level_defs:
                return module_file, name, ()
            further = None
            if hops < _MAX_REEXPORTS:
                # `from .core import helper` in a package's __init__.py: the function lives one import further.
                if name in outline.relative:
                    next_level, next_target = outline.relative[name]
                    further = self.resolve(module_file, next_level, next_target, hops + 1)
                elif name in outline.aliases:
                    further = self.resolve(module_file, 0, outline.aliases[name], hops + 1)
            if further is None:
                return None
            return further[0], further[1], (module_file, *further[2])
        return None

    def helper_seeds(self, path: str, calls: Iterable[ExternalCall]
                     ) -> tuple[list[tuple[str, tuple[Seed, ...]]], set[str]]:
        """The project files that `path`'s traced code calls into, each with its called functions as seeds (in
        path order), and the re-exporting files the resolution read on the way."""
        seeds_by_file: dict[str, dict[Seed, None]] = {}
        passed_through: set[str] = set()
        for call in calls:
            resolved = self.resolve(path, call.level, call.target)
            if resolved is None:
                continue
            found, name, via = resolved
            passed_through.update(_display_path(reexport, path) for reexport in via)
            seed = Seed(name, call.positional, call.keywords, call.starred,
                        reason=f"called from traced code in {os.path.basename(path)}", first_star=call.first_star)
            seeds_by_file.setdefault(_display_path(found, path), {})[seed] = None
        return [(helper, tuple(seeds)) for helper, seeds in sorted(seeds_by_file.items())], passed_through

    def seeded_trees(self, path: str, seeds: tuple[Seed, ...], extra_jit: frozenset[str]) -> Iterator[HelperTree]:
        """The trees of `path` to analyse with `seeds` traced, best first (`analysis_trees`): the skeleton that
        holds the seeded functions and whatever they reach; the engine takes the first that answers."""
        outline = self._outline(path)
        if outline is None:
            return
        from .regions import plan_regions

        tree = self._syntax_tree(outline.source)
        plan = plan_regions(outline.source, tree, extra_jit, frozenset(seed.name for seed in seeds))
        if plan.skeleton is None:
            return
        for module, line_map, locator in analysis_trees(outline.source, tree, plan):
            imports = ImportMap()
            imports.aliases, imports.relative = dict(outline.aliases), dict(outline.relative)
            yield HelperTree(outline.source, module, line_map, imports, locator)


def _parse(source: str) -> ast.Module:
    return compile(source, "<helper>", "exec", flags=ast.PyCF_ONLY_AST, dont_inherit=True)


def _read_outline(syntax_tree: Callable[[str], ast.Module], signature: tuple[str, int, int]) -> Optional[_Outline]:
    """The outline of the file `signature` names (its real path first), or None when it cannot be read or parsed
    (the file's own lint reports why)."""
    source = read_source(signature[0])
    if source is None:
        return None
    try:
        from .regions import _Text, file_imports

        tree = syntax_tree(source)
        aliases, relative = file_imports(_Text(source), tree)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    defs = frozenset(s.name for s in tree.body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)))
    return _Outline(source, aliases, relative, defs)


def _display_path(found: str, caller_path: str) -> str:
    """Spell the helper's path the way the caller's was given (relative paths stay relative to the cwd)."""
    if os.path.isabs(caller_path):
        return os.path.normpath(found)
    return os.path.normpath(os.path.relpath(found))
