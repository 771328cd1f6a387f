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
import collections
import functools
import os
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Iterable, Iterator, Optional

from ..files import is_test_path, package_root, read_source
from .ast_nodes import (ast_child_nodes, ast_walk, dotted, is_alternate_constructor, named_parameters, only_binding,
                        own_nodes, qualified_name, returns_a_closure, returns_a_new_jit, self_attribute)
from .import_names import qualify
from .never_none import call_gives_value, returns_value, sole_module_function
from .syntax_trees import hold_for_lint, syntax_tree
from .tables import (BOOLEAN_DTYPES, ELEMENTS_MARK, MODELLED_LIBRARIES, OWN_CONSTRUCTOR_METHODS, PRODUCT_MARK,
                     PYTHON_VALUES_STATIC, RECORD_BASES, RECORD_DECORATORS, STANDARD_LOGGER_MAKERS, TRANSFORM_PARTIALS,
                     WRAPPERS, is_static_array_function, may_make_jax_array, staged_call)

# The modules that build or read libcst trees are imported where a tree is built or a seed made: the engine asks
# the index about files that need no libcst tree, and those never import libcst (benchmarks/PROFILE.md).
if TYPE_CHECKING:
    import libcst as cst

    from .from_ast import SourceLocator
    from .imports import ImportMap
    from .module import ExternalCall, Seed
    from .regions import RegionPlan

# How many files deep a chain of helpers is followed from the linted file.
MAX_DEPTH = 8
# Re-exports followed from a package's `__init__.py` to the module that defines the function.
_MAX_REEXPORTS = 4
# How many calls deep `ImportedPythonResult` follows the helpers a function's result rests on.
_MAX_PYTHON_RESULT_DEPTH = 6
# What a run keeps of the helper files it reads: outlines (the file's text and tables), plans and built trees (per
# seeded names) are small and asked for again and again (a corpus run reads about 180 files for 350 analyses); an
# `ast` of a whole file is large, and only the recent ones are kept.
_OUTLINES_KEPT = 1024
_PLANNED_HELPERS_KEPT = 1024
_BUILT_HELPERS_KEPT = 256


# The parameter of a factory each field of the record it returns is set to (None: a constant).
_FieldSources = tuple[tuple[str, Optional[str]], ...]
_EntrySources = tuple[tuple[str, Optional[str], Optional[int]], ...]


@dataclass(frozen=True)
class _Outline:
    """What resolving imports needs from a file, from Python's own parser (libcst only parses what is analysed).
    The syntax tree itself is not kept here: many cached trees would make every garbage collection slow (the few
    most recent ones are kept by `ProjectIndex._syntax_tree`)."""
    source: str
    aliases: dict[str, str]
    relative: dict[str, tuple[int, str]]
    top_level_defs: frozenset[str]
    # Module-level classes, and module-level names bound to an instance (`model = Model(...)`): the dotted name of
    # the class called.
    top_level_classes: frozenset[str] = frozenset()
    instances: tuple[tuple[str, str], ...] = ()
    # Module-level names bound (once) to a jax.numpy / jax.random array: traced code that uses them makes tracers.
    jax_arrays: frozenset[str] = frozenset()
    # Module-level pytree record classes (NamedTuple, registered dataclasses): name -> their static fields.
    records: tuple[tuple[str, frozenset[str]], ...] = ()
    # Their annotated fields, in order (what a call of the class fills, position by position).
    record_fields: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # Module-level plain dataclasses that store their arguments as they are (no `__init__`, `__post_init__` or
    # `__new__` of their own), not pytrees: their annotated fields, in order.
    stored_records: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # Module-level functions that return one of those, built from their parameters (`def df(aux, *, chunk="auto"):
    # return DFSpec(auxbasis=aux, chunk=chunk)`): (function, class, its positional parameters, every parameter,
    # the parameter each field given is set to, or None for a field given a constant).
    record_factories: tuple[tuple[str, str, tuple[str, ...], frozenset[str], _FieldSources], ...] = ()
    # Module-level names bound once, to a list/dict/set made empty or from a display (`params = {}`): the module's
    # shared state, which other files fill and read through the module (`utils.params["lr"]`).
    containers: frozenset[str] = frozenset()
    # Those of the stored records that are frozen and whose class body binds nothing but its annotated fields (no
    # method, property or class attribute): an instance has no attribute beyond them.
    closed_records: frozenset[str] = frozenset()
    # Module-level functions that return a dict they build in their `return` from their parameters (`def join(meta,
    # arrays): order, scale = meta; return dict(order=order, weights=arrays["w"])`): (function, its positional
    # parameters, every parameter, the entries known: key, the parameter it holds (None: a constant) and the item of
    # that parameter unpacked into it (None: the parameter itself)).
    dict_factories: tuple[tuple[str, tuple[str, ...], frozenset[str], _EntrySources], ...] = ()


@dataclass(frozen=True)
class HelperTree:
    """One tree of a helper file to analyse: the file's text, the tree (a skeleton when `line_map` is given: the
    file's line of each of its lines), the file's imports and the tree's locator."""
    source: str
    module: cst.Module
    line_map: Optional[list[int]]
    imports: ImportMap
    locator: SourceLocator


def file_signature(path: str, real_paths: Optional[dict[str, str]] = None) -> Optional[tuple[str, int, int]]:
    """(real path, mtime, size): what a memo of a file's analysis is keyed on; None for a missing file. A run
    passes its `real_paths` memo: `os.path.realpath` reads every folder of the path (ten times a `stat`), and a run
    asks for the same few hundred files thousands of times."""
    try:
        status = os.stat(path)
    except OSError:
        return None
    if real_paths is None:
        return os.path.realpath(path), status.st_mtime_ns, status.st_size
    return memoised_real_path(path, real_paths), status.st_mtime_ns, status.st_size


def memoised_real_path(path: str, real_paths: dict[str, str]) -> str:
    """`os.path.realpath(path)` looked up in, or added to, a run's `real_paths` memo."""
    real = real_paths.get(path)
    if real is None:
        real = real_paths[path] = os.path.realpath(path)
    return real


@dataclass(frozen=True)
class ImportedPythonResult:
    """What calling a module-level function of another project file gives whatever its arguments (tracers
    included): a Python value (`whole`), or a tuple display of one length every `return` gives, with which of its
    items are Python values (`items`; None: not such a function)."""
    whole: bool
    items: Optional[tuple[bool, ...]] = None


@dataclass(frozen=True)
class ProjectFacts:
    """What the rest of the project tells one file's analysis (ModuleFacts): questions about a name the file imports
    (its relative `level` and dotted `target`, as the import table gives them), answered by the run's ProjectIndex
    (`ProjectIndex.facts_for`). A field left None: not known, e.g. stdin, where no other file can be read."""

    # Is the name a module-level jax array of another project file?
    imported_array: Optional[Callable[[int, str], bool]] = None
    # Is `module.name`, the module imported from the project, a module-level list/dict/set of that file?
    imported_container: Optional[Callable[[int, str], bool]] = None
    # What a flag of another project file says wherever JAX is imported (`from .backend import HAS_JAX`,
    # analysis/module_flags.py `jax_import_flags`); None: it is no such flag.
    imported_jax_flag: Optional[Callable[[int, str], Optional[bool]]] = None
    # The static fields of an imported pytree record class (NamedTuple, registered dataclass); None if it is none.
    imported_record: Optional[Callable[[int, str], Optional[frozenset[str]]]] = None
    # Its annotated fields in order, with the static ones (what a call of the class in traced code fills).
    imported_record_layout: Optional[Callable[[int, str], Optional[tuple[tuple[str, ...], frozenset[str]]]]] = None
    # A record instance another file stores at module level, a function of another file that builds a record from
    # its parameters, and a record class's fields by identity (`path:Name`).
    imported_stored_record: Optional[Callable[[int, str], Optional[tuple[str, tuple[str, ...]]]]] = None
    imported_record_factory: Optional[Callable[[int, str], Optional[tuple]]] = None
    # A function of another project file that returns a dict built from its parameters (`_Outline.dict_factories`).
    imported_dict_factory: Optional[Callable[[int, str], Optional[tuple]]] = None
    closed_record_fields: Optional[Callable[[str], Optional[tuple[str, ...]]]] = None
    # The static arguments of a jitted function of another project file, and whether a class of another file
    # hashes its instances by identity.
    imported_static_arguments: Optional[Callable[[int, str], Optional[tuple[frozenset[int], frozenset[str]]]]] = None
    identity_hashed: Optional[Callable[[int, str], bool]] = None
    # Is the name one of this package's modules the tree does not hold?
    unshipped_class: Optional[Callable[[int, str], bool]] = None
    # Does a class of another project file define this method (`getter`: as a property)?
    imported_method: Optional[Callable[..., bool]] = None
    # Does a function of another project file return a jax array whatever its arguments, and is it a mask?
    imported_array_result: Optional[Callable[[int, str], Optional[bool]]] = None
    # What a method of another file's class returns when every return builds one pytree record class (its identity
    # and static fields), and whether a method of such a record class gives a jax array whenever its array fields
    # are arrays.
    imported_method_record: Optional[Callable[[int, str], Optional[tuple[str, frozenset[str]]]]] = None
    # Which items of the tuple every return of a method of another file's class gives are jax arrays (masks).
    imported_array_items: Optional[Callable[[int, str], Optional[tuple[Optional[bool], ...]]]] = None
    # The same for each row of the list comprehension of tuples every return of another file's function gives.
    imported_array_rows: Optional[Callable[[int, str], Optional[tuple[Optional[bool], ...]]]] = None
    # What a module-level function of another project file gives whatever its arguments: a Python value, or a tuple
    # some items of which are (`ImportedPythonResult`); None: neither is known.
    imported_python_result: Optional[Callable[[int, str], Optional["ImportedPythonResult"]]] = None
    record_method_array: Optional[Callable[[str, str], Optional[bool]]] = None
    # Does every `return` of a function of another project file give a Python container or None (item `index` of
    # the tuple it returns; None: the value itself)? analysis/container_arguments.py
    imported_container_returns: Optional[Callable[[int, str, Optional[int]], bool]] = None
    # Does a function of another project file compile the function it decorates, return a closure it defines, or
    # return `jax.jit` of a function it defines?
    imported_compiling_decorator: Optional[Callable[[int, str], bool]] = None
    imported_closure_factory: Optional[Callable[[int, str], bool]] = None
    imported_jit_factory: Optional[Callable[[int, str], bool]] = None
    # Which constructor parameter (index after `self`, name) of a class of another project file its `__init__`
    # stores, as given, in an attribute (`self.quantizer = quantizer`)?
    imported_stored_parameter: Optional[Callable[[int, str, str], Optional[tuple[int, str]]]] = None
    # The constructor parameters of a class of this file that every construction in the package passes a Python
    # list (`ProjectIndex.list_parameters`).
    list_parameters: Optional[Callable[[str], frozenset[str]]] = None
    # ... passes a standard library logger (`ProjectIndex.logger_parameters`).
    logger_parameters: Optional[Callable[[str], frozenset[str]]] = None
    # Does a function of another project file return Python numbers computed from the Python numbers it is handed
    # ("function"), or return a closure that does ("factory")? (run_frequency.number_function_kind)
    imported_number_function: Optional[Callable[[int, str], Optional[str]]] = None
    # The positional parameters of a function of another project file, and those it hands only to a JAX host
    # callback (analysis/host_callbacks.py): a function passed there runs on the host, not in the trace.
    imported_host_parameters: Optional[Callable[[int, str], Optional[tuple[tuple[str, ...], frozenset[str]]]]] = None
    # Does a call of a class or function of another project file give a value that is certainly not None (a class's
    # instance, a plan every return of the function builds), followed the given calls deep? (never_none.py)
    imported_never_none: Optional[Callable[[int, str, int], bool]] = None


class ProjectIndex:
    """What one run has read of the project's files to resolve imports: outlines of the files and which paths are
    modules (with the process's recent syntax trees, analysis/syntax_trees.py). Owned by the run's context
    (jaxlint/context.py), never shared between runs."""

    def __init__(self) -> None:
        # A helper's module is planned soon after its outline resolved the import: the tree parsed for the outline
        # is still among the recent ones (parsing it again cost as much as the outline itself).
        self._syntax_tree: Callable[[str], ast.Module] = syntax_tree
        self._outline_of = _Outlines(self._syntax_tree)
        self.module_files: dict[tuple[str, tuple[str, ...]], Optional[str]] = {}
        self.search_roots: dict[str, tuple[str, ...]] = {}
        self.trace_time_effects: dict[tuple[str, str, str], bool] = {}
        self.fresh_lax_loops: dict[tuple[str, str], bool] = {}
        self.fresh_lax_loop_methods: dict[tuple[str, str], frozenset[str]] = {}
        # (file signature, extra jit wrappers, seeded names) -> the helper's plan.
        self._plan_of: Callable[[tuple, frozenset[str], frozenset[str]], RegionPlan] = functools.lru_cache(
            maxsize=_PLANNED_HELPERS_KEPT)(functools.partial(_plan_helper, self._outline_of, self._syntax_tree))
        # The same key -> the tree built from that plan (`analysis_trees`' first), or None when it cannot be built.
        self._built_of: Callable[[tuple, frozenset[str], frozenset[str]], Optional[tuple]] = functools.lru_cache(
            maxsize=_BUILT_HELPERS_KEPT)(functools.partial(_build_helper, self._outline_of, self._syntax_tree,
                                                           self._plan_of))
        # (path, function) -> the positional and the unannotated parameters of a compiled function
        # (record_arguments.py).
        self.compiled_parameters: dict[tuple[str, str], tuple[tuple[str, ...], frozenset[str]]] = {}
        # Module-level functions that trace code with their parameters (compiled, or transforming inside): their
        # positional parameters and whether they are compiled themselves (analysis/record_arguments.py); under the
        # function name "", whether a class of the file transforms its own methods.
        self.tracing_functions: dict[tuple[str, str], Optional[tuple[tuple[str, ...], bool]]] = {}
        # (path, function) -> the static fields of the record class a project function returns (or None).
        self.record_results: dict[tuple[str, str], Optional[frozenset[str]]] = {}
        self.defined_methods: dict[tuple[str, str, str, bool], bool] = {}
        self.alternate_constructors: dict[tuple[str, str, str], bool] = {}
        self.stored_parameters: dict[tuple[str, str, str], Optional[tuple[int, str]]] = {}
        # (path, function) -> the class of the file every return of the module-level function constructs (or None).
        self.factory_classes: dict[tuple[str, str], Optional[str]] = {}
        # (file, class, method) -> the subclasses of other package files that define the method; and the package
        # listings read for it.
        self.overrides: dict[tuple[str, str, str], tuple[tuple[str, str], ...]] = {}
        # (file, class) -> the constructor parameters every construction of the class in its package passes a
        # Python list; (file, function) -> whether every return of the module-level function gives one.
        self.constructed_lists: dict[tuple[str, str], frozenset[str]] = {}
        self.list_functions: dict[tuple[str, str], bool] = {}
        # (file, class) -> the constructor parameters every construction of the class in its package passes a
        # standard library logger.
        self.constructed_loggers: dict[tuple[str, str], frozenset[str]] = {}
        # (path, dots, target, depth) -> whether calling what `target` names gives a value certainly not None.
        self.never_none_calls: dict[tuple[str, int, str, int], bool] = {}
        # (file, class, method) -> the (file, class) of the nearest class in its bases that defines the method.
        self.method_owners: dict[tuple[str, str, str], Optional[tuple[str, str]]] = {}
        # path -> its classes deriving from a class of another project file that transforms its own method
        # (`jax.jit(self.call)`), with their methods so transformed; (file, class) -> the methods it transforms.
        self.inherited_transforms: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {}
        self.self_transforms: dict[tuple[str, str], dict[str, Optional[str]]] = {}
        # (file, function or class) -> its positional parameters and those it compiles (handed_functions.py); path
        # -> the functions of that file it hands to such a parameter.
        self.parameters_compiled_by_callee: dict[tuple[str, str],
                                                 tuple[tuple[str, ...], frozenset[tuple[str, str]]]] = {}
        self.handed_to_compilers: dict[str, frozenset[str]] = {}
        # (file, function) -> its positional parameters and those it hands only to a host callback, or None.
        self.host_parameters: dict[tuple[str, str], Optional[tuple[tuple[str, ...], frozenset[str]]]] = {}
        self.package_listings: dict = {}
        self.array_functions: dict[tuple[str, str], Optional[bool]] = {}
        self.array_results_asked: dict[tuple[str, int, str], Optional[bool]] = {}
        self.method_records: dict[tuple[str, str, str], Optional[tuple[str, frozenset[str]]]] = {}
        self.method_array_items: dict[tuple[str, str, str], Optional[tuple[Optional[bool], ...]]] = {}
        self.function_array_rows: dict[tuple[str, str], Optional[tuple[Optional[bool], ...]]] = {}
        # (file, function) -> what the module-level function gives whatever its arguments (None: not known; also
        # while it is being read, so that recursion stays unknown).
        self.python_functions: dict[tuple[str, str], Optional[ImportedPythonResult]] = {}
        self.record_method_arrays: dict[tuple[str, str], Optional[bool]] = {}
        # (path, dots, `module.NAME`) -> what the flag imported so says wherever JAX is imported (None: no such
        # flag); file -> its own such flags (analysis/module_flags.py `jax_import_flags`).
        self.jax_flags_asked: dict[tuple[str, int, str], Optional[bool]] = {}
        self.jax_flags_of_file: dict[str, dict[str, bool]] = {}
        self._last_called_names: Optional[tuple[str, frozenset[str]]] = None
        self.real_paths: dict[str, str] = {}
        # The files whose outlines each lint under way has read (innermost last), and the files each remembered
        # answer was computed from (`remember`): a result cache hashes them beside the linted file, since a change
        # to one of them can change the findings (a module container `params = {}` becoming an object).
        self._readers: list[set[str]] = []
        self._answer_reads: dict[tuple[int, object], frozenset[str]] = {}

    # --- which files a lint read ---------------------------------------------------------------------------------
    def start_reading(self) -> set[str]:
        """Collect, until `stop_reading`, the files whose outlines are read (answers remembered from earlier lints
        count with the files they were computed from)."""
        read: set[str] = set()
        self._readers.append(read)
        return read

    def stop_reading(self, read: set[str]) -> None:
        self._readers[:] = [reader for reader in self._readers if reader is not read]

    def note_read(self, paths: Iterable[str]) -> None:
        for read in self._readers:
            read.update(paths)

    def remember(self, table: dict, key: object, compute: Callable[[], object]):
        """`table[key]`, computed once per run; every asker notes the files the computation read."""
        reads_key = (id(table), key)
        if key in table:
            self.note_read(self._answer_reads.get(reads_key, ()))
            return table[key]
        read = self.start_reading()
        try:
            table[key] = value = compute()
        finally:
            self.stop_reading(read)
        # The lints under way saw the computation's reads as it made them (`note_read` feeds every reader).
        self._answer_reads[reads_key] = frozenset(read)
        return value

    # --- what a run reads once -------------------------------------------------------------------------------
    def signature(self, path: str) -> Optional[tuple[str, int, int]]:
        return file_signature(path, self.real_paths)

    def real_path(self, path: str) -> str:
        """`os.path.realpath(path)`, once per run: the package questions key their memos on it and compare files
        by it thousands of times a run, and each call reads every folder of the path (`file_signature`)."""
        return memoised_real_path(path, self.real_paths)

    def _outline(self, path: str) -> Optional[_Outline]:
        if self._readers:
            self.note_read((path,))
        signature = self.signature(path)
        return self._outline_of(signature) if signature is not None else None

    def _outline_spelling(self, path: str, words: tuple[str, ...]) -> Optional[_Outline]:
        """`_outline(path)` when the file's text holds each of `words`, else None (for a question that skips a file
        whose text does not: its outline is not read for it, most of a package's files)."""
        if self._readers:
            self.note_read((path,))
        signature = self.signature(path)
        return self._outline_of.spelling(signature, words) if signature is not None else None

    def note_linted_tree(self, path: str, source: str, tree: ast.Module) -> None:
        """The lint's own parse of `path`: its outline, when another file's imports ask for it later, is read from
        this tree instead of parsing the file again (by then the tree has left the recent ones)."""
        signature = self.signature(path)
        if signature is not None:
            self._outline_of.read_from(signature, source, tree)

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
                ) -> Optional[tuple[str, str, str, tuple[str, ...]]]:
        """(file, function or class name, method name or "", the re-exporting files passed through) that `target`,
        imported with `level` leading dots into `path`, refers to: a function, a class (called: its `__init__`), a
        class's method (`Model.create`), or a method of a module-level instance (`model.apply`, `model(x)`)."""
        found = self._resolve_name(path, level, target, hops)
        if found is not None:
            return found
        head, _, method = target.rpartition(".")
        if not head or hops >= _MAX_REEXPORTS:
            return None
        owner = self._resolve_name(path, level, head, hops)
        if owner is None:
            return None
        found_file, name, owner_method, via = owner
        if owner_method not in ("__init__", "__call__"):
            return None
        # `head` is a class (its constructor was found) or an instance of one (its `__call__`): `method` is theirs.
        return found_file, name, method, via

    def _bases(self, path: str, level: int) -> tuple[Iterable[str], int]:
        """Where a module imported with `level` leading dots into `path` may lie, and the fewest parts it needs."""
        directory = os.path.dirname(os.path.abspath(path))
        if not level:
            return self._search_roots(directory), 1
        base = directory
        for _ in range(level - 1):
            base = os.path.dirname(base)
        return (base,), 0

    def _resolve_name(self, path: str, level: int, target: str, hops: int = 0
                      ) -> Optional[tuple[str, str, str, tuple[str, ...]]]:
        parts = tuple(target.split("."))
        bases, smallest = self._bases(path, level)
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
                return module_file, name, "", ()
            if name in outline.top_level_classes:
                return module_file, name, "__init__", ()
            instance_class = dict(outline.instances).get(name)
            if instance_class is not None:
                class_head = instance_class.partition(".")[0]
                if instance_class in outline.top_level_classes or class_head in outline.top_level_classes:
                    # `FLAT = Plane(...)`, or made by the class's own factory (`FLAT = Plane.build(...)`).
                    return module_file, class_head, "__call__", ()
                if hops < _MAX_REEXPORTS and (class_head in outline.relative or class_head in outline.aliases):
                    further = self._resolve_imported(module_file, outline, instance_class, hops + 1)
                    if further is not None and further[2] == "__init__":
                        return further[0], further[1], "__call__", (module_file, *further[3])
                return None
            further = None
            if hops < _MAX_REEXPORTS:
                # `from .core import helper` in a package's __init__.py: the function lives one import further.
                further = self._resolve_imported(module_file, outline, name, hops + 1)
            if further is None:
                return None
            return further[0], further[1], further[2], (module_file, *further[3])
        return None

    def _resolve_imported(self, module_file: str, outline: _Outline, dotted: str, hops: int
                          ) -> Optional[tuple[str, str, str, tuple[str, ...]]]:
        """`dotted` (a name or `name.attr`) as imported into `module_file`."""
        head, _, rest = dotted.partition(".")
        if head in outline.relative:
            next_level, next_target = outline.relative[head]
            return self.resolve(module_file, next_level, f"{next_target}.{rest}" if rest else next_target, hops)
        if head in outline.aliases:
            return self.resolve(module_file, 0, f"{outline.aliases[head]}.{rest}" if rest else outline.aliases[head],
                                hops)
        return None

    def _imported_outline(self, path: str, level: int, target: str) -> tuple[Optional[_Outline], str]:
        """The outline of the project module `target` (`module.name`) is imported from into `path`, and the name."""
        module_file, name = self.imported_module_file(path, level, target)
        return (self._outline(module_file) if module_file is not None else None), name

    def imported_module_file(self, path: str, level: int, target: str) -> tuple[Optional[str], str]:
        """The project file the module-level name `target` (`module.name`) is imported from into `path`, and the
        name (None for no project file)."""
        head, _, name = target.rpartition(".")
        if not head and not level:
            return None, name
        parts = tuple(head.split(".")) if head else ()
        bases, _ = self._bases(path, level)
        for base in bases:
            module_file = self._module_file(base, parts)
            if module_file is not None:
                return module_file, name
        return None, name

    def imported_record(self, path: str, level: int, target: str) -> Optional[frozenset[str]]:
        """The static fields of `target`, imported into `path`, when it is a pytree record class of another project
        file (a NamedTuple or a registered dataclass); None otherwise."""
        outline, name = self._imported_outline(path, level, target)
        if outline is None:
            return None
        if name in outline.top_level_classes or name in outline.top_level_defs:
            return dict(outline.records).get(name)
        # `from odekit import SolverConfig`, which the package's __init__.py imports from the module defining it.
        resolved = self.resolve(path, level, target)
        if resolved is None or resolved[2] != "__init__":
            return None
        defining = self._outline(resolved[0])
        return dict(defining.records).get(resolved[1]) if defining is not None else None

    def imported_record_result(self, path: str, level: int, target: str) -> Optional[frozenset[str]]:
        """The static fields of the one pytree record class whose instance every `return` of `target` builds, when
        `target`, imported into `path`, is an undecorated function of another project file (`make_state(...)`
        returning `State(...)`); None otherwise. A factory's record is as much a record as one built in place."""
        resolved = self.resolve(path, level, target)
        if resolved is None or resolved[2]:
            return None
        key = resolved[:2]
        return self.remember(self.record_results, key, lambda: self._record_result(*key))

    def _record_result(self, module_file: str, function: str) -> Optional[frozenset[str]]:
        outline = self._outline(module_file)
        if outline is None or function not in outline.top_level_defs:
            return None
        definition = next((s for s in self._syntax_tree(outline.source).body
                           if isinstance(s, ast.FunctionDef) and s.name == function), None)
        from .compiling_decorators import decorator_applies

        # `@jax.jit` hands back the pytree its function returns: a record of the same class.
        if definition is None or any(qualify(decorator_applies(decorator), outline.aliases) != "jax.jit"
                                     for decorator in definition.decorator_list):
            return None
        class_name = _only_class_built(definition)
        if class_name is None:
            return None
        local = dict(outline.records)
        if class_name in local:
            return local[class_name]
        imported = _import_of(outline, class_name)
        return None if imported is None else self.imported_record(module_file, *imported)

    def imported_container_returns(self, path: str, level: int, target: str, index: Optional[int]) -> bool:
        """Does every `return` of `target`, imported into `path` from another project file's module-level function,
        give a Python container or None (item `index` of the tuple it returns)?"""
        resolved = self.resolve(path, level, target)
        if resolved is None or resolved[2]:
            return False
        outline = self._outline(resolved[0])
        if outline is None or resolved[1] not in outline.top_level_defs:
            return False
        from .container_arguments import function_returns_container

        return function_returns_container(self._syntax_tree(outline.source), resolved[1], index)

    def imported_static_arguments(self, path: str, level: int, target: str
                                  ) -> Optional[tuple[frozenset[int], frozenset[str], bool]]:
        """The static positions and names of `target`, imported into `path`, when it is a function of another
        project file decorated `@partial(jax.jit, static_argnums=..., static_argnames=...)` or `@jax.jit(...)` with
        literal static arguments, and whether every Python value it is passed is static too (`@eqx.filter_jit`);
        None otherwise."""
        resolved = self.resolve(path, level, target)
        outline = self._outline(resolved[0]) if resolved is not None and resolved[2] == "" else None
        if outline is None or ("static_arg" not in outline.source and "filter_jit" not in outline.source):
            return None
        function = next((s for s in self._syntax_tree(outline.source).body if isinstance(
            s, (ast.FunctionDef, ast.AsyncFunctionDef)) and s.name == resolved[1]), None)  # type: ignore[index]
        for decorator in function.decorator_list if function is not None else ():
            if _qualified(decorator, outline.aliases) in PYTHON_VALUES_STATIC:
                return frozenset(), frozenset(), True
            if not isinstance(decorator, ast.Call):
                continue
            called = _qualified(decorator, outline.aliases)
            if called in TRANSFORM_PARTIALS and decorator.args and \
                    _qualified(decorator.args[0], outline.aliases) == "jax.jit" or called == "jax.jit":
                positions: set[int] = set()
                names: set[str] = set()
                for keyword in decorator.keywords:
                    values = keyword.value.elts if isinstance(keyword.value, (ast.Tuple, ast.List)) else [
                        keyword.value]
                    literals = [v.value for v in values if isinstance(v, ast.Constant)]
                    if keyword.arg == "static_argnums":
                        positions.update(v for v in literals if isinstance(v, int))
                    elif keyword.arg == "static_argnames":
                        names.update(v for v in literals if isinstance(v, str))
                # `static_argnames` also names a position: `rmh_kernel(key, x, logdensity, step)` passes it there.
                parameters = [argument.arg for argument in function.args.posonlyargs + function.args.args]
                positions.update(parameters.index(name) for name in names if name in parameters)
                names.update(parameters[position] for position in positions if 0 <= position < len(parameters))
                return (frozenset(positions), frozenset(names), False) if positions or names else None
        return None

    def imported_compiling_decorator(self, path: str, level: int, target: str) -> bool:
        """Is `target`, imported into `path`, a function of another project file that compiles the function it
        decorates (compiling_decorators.compiles_its_argument: `wrap_jit` returning `jax.jit(fun)`)?"""
        from .compiling_decorators import compiles_its_argument, module_function

        resolved = self.resolve(path, level, target)
        outline = self._outline(resolved[0]) if resolved is not None and resolved[2] == "" else None
        if outline is None or not any(name in outline.source for name in ("jit", "pmap")):
            return False
        function = module_function(self._syntax_tree(outline.source), resolved[1])  # type: ignore[index]
        return function is not None and compiles_its_argument(function, outline.aliases)

    def imported_closure_factory(self, path: str, level: int, target: str) -> bool:
        """Is `target`, imported into `path`, a module-level function of another project file that returns a
        function it defines (`def empirical_ntk_fn(f): def ntk_fn(...): ...; return ntk_fn`)? Each call of it is a
        new function object, which a jit of its result compiles again."""
        resolved = self.resolve(path, level, target)
        outline = self._outline(resolved[0]) if resolved is not None and resolved[2] == "" else None
        if outline is None or "def " not in outline.source:
            return False
        from .compiling_decorators import module_function

        function = module_function(self._syntax_tree(outline.source), resolved[1])  # type: ignore[index]
        return function is not None and returns_a_closure(function)

    def imported_jit_factory(self, path: str, level: int, target: str) -> bool:
        """Is `target`, imported into `path`, a module-level function of another project file that returns a new
        jitted function on each call (`def make_eval_step(apply_fn, n): def eval_step(...): ...; return
        jax.jit(eval_step)`)? Each call's product compiles again on its first call."""
        resolved = self.resolve(path, level, target)
        outline = self._outline(resolved[0]) if resolved is not None and resolved[2] == "" else None
        if outline is None or "jit" not in outline.source:
            return False
        from .compiling_decorators import module_function

        function = module_function(self._syntax_tree(outline.source), resolved[1])  # type: ignore[index]
        return function is not None and returns_a_new_jit(function, outline.aliases)

    def imported_host_parameters(self, path: str, level: int, target: str
                                 ) -> Optional[tuple[tuple[str, ...], frozenset[str]]]:
        """For `target`, imported into `path`, a module-level function of another project file that hands a
        parameter only to a JAX host callback (`def observe(values, *, callback): ... jax.debug.callback(callback,
        count)`): its positional parameters and those it so hands (analysis/host_callbacks.py); else None."""
        resolved = self.resolve(path, level, target)
        if resolved is None or resolved[2] != "":
            return None
        return self.remember(self.host_parameters, (self.real_path(resolved[0]), resolved[1]),
                             lambda: self._host_parameters(resolved[0], resolved[1]))  # type: ignore[index]

    def _host_parameters(self, path: str, name: str) -> Optional[tuple[tuple[str, ...], frozenset[str]]]:
        from .host_callbacks import HOST_CALLBACK_WORDS, host_only_parameters

        outline = self._outline(path)
        if outline is None or not any(word in outline.source for word in HOST_CALLBACK_WORDS) or \
                name not in outline.top_level_defs:
            return None
        from .compiling_decorators import module_function

        function = module_function(self._syntax_tree(outline.source), name)
        found = host_only_parameters(function, outline.aliases) if function is not None else frozenset()
        if not found:
            return None
        arguments = function.args  # type: ignore[union-attr]
        return tuple(a.arg for a in (*arguments.posonlyargs, *arguments.args)), found

    def imported_number_function(self, path: str, level: int, target: str) -> Optional[str]:
        """For `target`, imported into `path`, a module-level function of another project file: "function" when
        every return is a Python number computed from its parameters whenever they are Python numbers (`def
        lr_at(epoch): return BASE * DECAY ** epoch`), "factory" when it returns a closure that is such a function
        (`def geometric(start, ratio): def rate(i): return start * ratio ** i; return rate`), else None
        (run_frequency.number_function_kind). Read only when a filtering jit is handed what a call of it returns."""
        resolved = self.resolve(path, level, target)
        outline = self._outline(resolved[0]) if resolved is not None and resolved[2] == "" else None
        if outline is None or "return" not in outline.source or \
                resolved[1] not in outline.top_level_defs:  # type: ignore[index]
            return None
        from .run_frequency import number_function_kind

        return number_function_kind(outline.source, outline.aliases, resolved[1])  # type: ignore[index]

    def imported_jit_factories(self, path: str, source: str, aliases: dict[str, str],
                               relative: dict[str, tuple[int, str]]) -> frozenset[str]:
        """The imported names `source` calls that are functions of other project files returning a new jitted
        function on each call (`imported_jit_factory`)."""
        imported = set(relative) | {name for name, target in aliases.items()
                                    if not target.startswith(MODELLED_LIBRARIES)}
        found = set()
        called_names = self.called_names(source)
        for name in sorted(imported.intersection(called_names) | _handed_names(source, imported - called_names)):
            level, target = relative[name] if name in relative else (0, aliases[name])
            if self.imported_jit_factory(path, level, target):
                found.add(name)
        return frozenset(found)

    def static_jitted_imports(self, path: str, source: str, aliases: dict[str, str],
                              relative: dict[str, tuple[int, str]]) -> frozenset[str]:
        """The imported names `source` calls (in a file with a loop) that are functions of other project files
        compiled with literal static arguments (`imported_static_arguments`)."""
        if not _LOOP_WORDS.search(source):
            return frozenset()
        imported = set(relative) | {name for name, target in aliases.items()
                                    if not target.startswith(MODELLED_LIBRARIES)}
        found = set()
        called_names = self.called_names(source)
        for name in sorted(imported.intersection(called_names) | _handed_names(source, imported - called_names)):
            level, target = relative[name] if name in relative else (0, aliases[name])
            if self.imported_static_arguments(path, level, target) is not None:
                found.add(name)
        return frozenset(found)

    def identity_hashed(self, path: str, level: int, target: str) -> bool:
        """Is `target`, imported into `path`, a plain class of another project file (no bases, no decorators, no
        `__eq__` or `__hash__`), whose instances hash by identity: two made with the same values differ?"""
        resolved = self.resolve(path, level, target)
        outline = self._outline(resolved[0]) if resolved is not None and resolved[2] == "__init__" else None
        if outline is None:
            return False
        class_node = next((s for s in self._syntax_tree(outline.source).body if isinstance(s, ast.ClassDef)
                           and s.name == resolved[1]), None)  # type: ignore[index]
        return class_node is not None and _plain_class(class_node)

    def imported_record_layout(self, path: str, level: int, target: str
                               ) -> Optional[tuple[tuple[str, ...], frozenset[str]]]:
        """The annotated fields in order and the static fields of `target`, imported into `path` (through the
        package's re-exports), when it is a pytree record class of another project file; None otherwise."""
        resolved = self.resolve(path, level, target)
        if resolved is None or resolved[2] != "__init__":
            return None
        outline, name = self._outline(resolved[0]), resolved[1]
        if outline is None or name not in dict(outline.records):
            return None
        return dict(outline.record_fields).get(name, ()), dict(outline.records)[name]

    def imported_stored_record(self, path: str, level: int, target: str
                               ) -> Optional[tuple[str, tuple[str, ...]]]:
        """`target`, imported into `path`, when it is a plain dataclass of another project file that stores its
        arguments as they are (`_Outline.stored_records`): the class as `path:Name` of its real file, and its
        annotated fields in order; None otherwise."""
        resolved = self.resolve(path, level, target)
        if resolved is None or resolved[2] != "__init__":
            return None
        outline = self._outline(resolved[0])
        fields = dict(outline.stored_records).get(resolved[1]) if outline is not None else None
        return (f"{self.real_path(resolved[0])}:{resolved[1]}", fields) if fields is not None else None

    def closed_record_fields(self, identity: str) -> Optional[tuple[str, ...]]:
        """The fields of the plain dataclass `identity` names (`path:Name`, `imported_stored_record`), when its
        class body binds nothing but them (`_Outline.closed_records`): an instance has no other attribute."""
        path, _, name = identity.rpartition(":")
        outline = self._outline(path) if path else None
        if outline is None or name not in outline.closed_records:
            return None
        return dict(outline.stored_records).get(name)

    def imported_record_factory(self, path: str, level: int, target: str
                                ) -> Optional[tuple[str, tuple[str, ...], frozenset[str], _FieldSources]]:
        """`target`, imported into `path`, when it is a function of another project file that returns a plain
        dataclass of its own file built from its parameters (`_Outline.record_factories`): the class as `path:Name`,
        the function's positional parameters, all its parameters, and the parameter each given field is set to."""
        file, factory = self._imported_factory(path, level, target, "record_factories")
        if factory is None:
            return None
        return f"{self.real_path(file)}:{factory[1]}", factory[2], factory[3], factory[4]

    def imported_dict_factory(self, path: str, level: int, target: str
                              ) -> Optional[tuple[tuple[str, ...], frozenset[str], _EntrySources]]:
        """`target`, imported into `path`, when it is a function of another project file that returns a dict built
        in its `return` from its parameters (`_Outline.dict_factories`): its positional parameters, all its
        parameters, and the entries known (key, parameter or None for a constant, item unpacked or None)."""
        _, factory = self._imported_factory(path, level, target, "dict_factories")
        return factory[1:] if factory is not None else None

    def _imported_factory(self, path: str, level: int, target: str, table: str) -> tuple[str, Optional[tuple]]:
        """The file `target` (imported into `path`) resolves to, and its row in that file's outline table `table`
        (rows keyed by function name) when `target` is a module-level function there."""
        resolved = self.resolve(path, level, target)
        if resolved is None or resolved[2]:
            return "", None
        outline = self._outline(resolved[0])
        rows = getattr(outline, table) if outline is not None else ()
        return resolved[0], next((row for row in rows if row[0] == resolved[1]), None)

    def unshipped_class(self, path: str, level: int, target: str) -> bool:
        """Is `target`, imported into `path`, a name of the linted file's own package whose module is not in the
        tree (an sdist that does not ship it, a module generated at build time)? Nothing can say which of its
        fields are pytree leaves."""
        parts = tuple(target.split("."))
        directory = os.path.dirname(os.path.abspath(path))
        if level:
            bases: Iterable[str] = self._bases(path, level)[0]
            if len(parts) < 2:
                return False
        else:
            root = package_root(directory)
            top = os.path.join(root, parts[0])
            if len(parts) < 3 or not os.path.isfile(os.path.join(top, "__init__.py")) or not (
                    directory == top or directory.startswith(top + os.sep)):
                return False
            bases = (root,)
        return all(self._module_file(base, parts[:-1]) is None and self._module_file(base, parts) is None
                   for base in bases)

    def imported_jax_array(self, path: str, level: int, target: str) -> bool:
        """Is `target`, imported into `path`, a module-level jax array of another project file (`SPECIES =
        jnp.array([...])`)?"""
        outline, name = self._imported_outline(path, level, target)
        return outline is not None and name in outline.jax_arrays

    def imported_container(self, path: str, level: int, target: str) -> bool:
        """Is `target` (`module.name`, the module imported into `path`) a module-level list/dict/set of another
        project file (`params = {}` in `utils.py`, filled through `utils.params[...]`)?"""
        outline, name = self._imported_outline(path, level, target)
        return outline is not None and name in outline.containers

    def imported_jax_flag(self, path: str, level: int, target: str) -> Optional[bool]:
        """What `target` (`module.NAME`, imported into `path` with `level` dots) holds wherever JAX is imported, when
        the project module binds it to whether JAX can be imported (`HAS_JAX = True` under `try: import jax`, `False`
        in its `except ImportError:`; analysis/module_flags.py `jax_import_flags`), also through a package's
        re-export (`from .backend import HAS_JAX` in its `__init__.py`); None otherwise."""
        return self.remember(self.jax_flags_asked, (path, level, target),
                             lambda: self._jax_flag_of(path, level, target, 0))

    def _jax_flag_of(self, path: str, level: int, target: str, hops: int) -> Optional[bool]:
        head, _, name = target.rpartition(".")
        if not head and not level:
            return None
        parts = tuple(head.split(".")) if head else ()
        bases, _ = self._bases(path, level)
        for base in bases:
            module_file = self._module_file(base, parts)
            if module_file is None:
                continue
            outline = self._outline(module_file)
            if outline is None:
                return None
            flags = self.jax_flags_of_file.get(module_file)
            if flags is None:
                from .module_flags import jax_import_flags

                flags = self.jax_flags_of_file[module_file] = jax_import_flags(
                    self._syntax_tree(outline.source), outline.source) if "jax" in outline.source else {}
            if name in flags:
                return flags[name]
            if hops >= _MAX_REEXPORTS:
                return None
            imported = _import_of(outline, name)
            return None if imported is None else self._jax_flag_of(module_file, *imported, hops + 1)
        return None

    def imported_array_result(self, path: str, level: int, target: str) -> Optional[bool]:
        """Does `target`, imported into `path`, name a function of another project file that gives a jax array
        whatever its arguments (`return jnp.arange(length) < n_valid`), and is that a mask? None: it does not."""
        return self.remember(self.array_results_asked, (path, level, target),
                             lambda: self._array_result_of(path, level, target))

    def _array_result_of(self, path: str, level: int, target: str) -> Optional[bool]:
        """`_array_result` of the function `target` resolves to, or of a method its class defines in its own body
        (`policies.UCB1.select`, asked for `self.policy.select(...)` on an object made as `UCB1(...)`)."""
        resolved = self.resolve(path, level, target)
        if resolved is None or resolved[2] in ("__init__", "__call__") and not target.endswith("." + resolved[2]):
            return None
        key = (resolved[0], f"{resolved[1]}.{resolved[2]}" if resolved[2] else resolved[1])
        if key not in self.array_functions:
            outline = self._outline(key[0])
            found = None
            if outline is not None and resolved[2]:
                method = self._own_method(outline, resolved[1], resolved[2])
                found = _array_result(method, outline.aliases, outline.jax_arrays) if method is not None else None
            elif outline is not None and "return" in outline.source:
                definition = next((s for s in self._syntax_tree(outline.source).body
                                   if isinstance(s, ast.FunctionDef) and s.name == key[1]), None)
                if definition is not None and not definition.decorator_list:
                    found = _array_result(definition, outline.aliases, outline.jax_arrays)
            self.array_functions[key] = found
        else:
            self.note_read((key[0],))
        return self.array_functions[key]

    def imported_method_record(self, path: str, level: int, target: str) -> Optional[tuple[str, frozenset[str]]]:
        """For `mod.Class.method` imported into `path` (`self.env.step(...)` on an object made as `GoalGrid(...)`):
        when every `return` of that method builds one pytree record class (`return Timestep(t, position, ...)` of
        a NamedTuple), that class as `path:Name` of its real file and its static fields; None otherwise. Not when a
        construction gives a field a literal (`Timestep(0, ...)`): that field would be a Python value, no leaf."""
        resolved = self.resolve(path, level, target)
        if resolved is None or not resolved[2] or resolved[2] in ("__init__", "__call__") and \
                not target.endswith("." + resolved[2]):
            return None
        key = (resolved[0], resolved[1], resolved[2])
        return self.remember(self.method_records, key, lambda: self._method_record(*key))

    def imported_array_items(self, path: str, level: int, target: str) -> Optional[tuple[Optional[bool], ...]]:
        """For `mod.Class.method` imported into `path` (`next_state, reward, done = self.env.step(state, action)` on
        an object made as `Corridor(...)`): when every `return` of that method's straight-line body is a tuple
        display of one length, whether each item is a jax array made with jnp/lax whatever the arguments (True: a
        mask, False: another array, None: not known); None when no item is known to be one."""
        resolved = self.resolve(path, level, target)
        if resolved is None or not resolved[2] or resolved[2] in ("__init__", "__call__") and \
                not target.endswith("." + resolved[2]):
            return None
        key = (resolved[0], resolved[1], resolved[2])

        def items() -> Optional[tuple[Optional[bool], ...]]:
            outline = self._outline(key[0])
            definition = self._own_method(outline, key[1], key[2]) if outline is not None else None
            return _array_items(definition, outline.aliases, outline.jax_arrays) \
                if definition is not None else None   # type: ignore[union-attr]
        return self.remember(self.method_array_items, key, items)

    def imported_array_rows(self, path: str, level: int, target: str) -> Optional[tuple[Optional[bool], ...]]:
        """For a module-level function of another project file imported into `path` whose every `return` of its
        straight-line body is a list comprehension of tuple displays of one length (`return [(score + top[i],
        seq + [tokens[i]]) for i in range(k)]`): whether each item of a row is a jax array made with jnp/lax whatever
        the arguments (True: a mask, False: another array, None: not known); None when no item is known to be one."""
        resolved = self.resolve(path, level, target)
        if resolved is None or resolved[2]:
            return None
        key = (resolved[0], resolved[1])

        def rows() -> Optional[tuple[Optional[bool], ...]]:
            outline = self._outline(key[0])
            if outline is None or "return [" not in outline.source:
                return None
            definition = next((statement for statement in self._syntax_tree(outline.source).body
                               if isinstance(statement, ast.FunctionDef) and statement.name == key[1]), None)
            return _array_items(definition, outline.aliases, outline.jax_arrays, rows=True) \
                if definition is not None and not definition.decorator_list else None
        return self.remember(self.function_array_rows, key, rows)

    def imported_python_result(self, path: str, level: int, target: str) -> Optional[ImportedPythonResult]:
        """For a module-level function of another project file imported into `path` (`from .planning import
        make_plan`, or inside the calling function): what it gives whatever its arguments, a Python value or a tuple
        some items of which are (`ImportedPythonResult`); None when neither is known. Resolved through `path`'s
        own import, and the functions it calls through its file's imports, so that two files' helpers of one name
        (`_shells` here and there) stay apart."""
        resolved = self.resolve(path, level, target)
        if resolved is None or resolved[2]:
            return None
        return self._python_result(resolved[0], resolved[1], 0)

    def _python_result(self, module_file: str, name: str, depth: int) -> Optional[ImportedPythonResult]:
        key = (module_file, name)
        if key in self.python_functions:
            self.note_read((module_file,))
            return self.python_functions[key]
        self.python_functions[key] = None   # a recursive call reads as unknown
        found = self.python_functions[key] = self._read_python_result(module_file, name, depth)
        return found

    def _read_python_result(self, module_file: str, name: str, depth: int) -> Optional[ImportedPythonResult]:
        outline = self._outline(module_file)
        if outline is None or name not in outline.top_level_defs or "return" not in outline.source:
            return None
        tree = self._syntax_tree(outline.source)
        definitions = [statement for statement in tree.body
                       if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)) and statement.name == name]
        if len(definitions) != 1 or not isinstance(definitions[0], ast.FunctionDef) or \
                definitions[0].decorator_list:
            return None
        from .static_members import module_function_needs

        function = definitions[0]
        whole_needs, item_needs = module_function_needs(tree, function)

        def holds(needs) -> bool:
            # Attributes needed (a record's static field) would need the class of the object read: not known here.
            return needs is not None and not needs[1] and all(
                self._python_callable(module_file, tree, function, callee, depth) for callee in needs[0])
        whole = holds(whole_needs)
        items = None if item_needs is None else tuple(holds(needs) for needs in item_needs)
        if not whole and not (items and any(items)):
            return None
        return ImportedPythonResult(whole, items)

    def _python_callable(self, module_file: str, tree: ast.Module, function: ast.FunctionDef, callee: str,
                         depth: int) -> bool:
        """Does `callee` (`helper`, or `helper[1]`: item 1 of the tuple it returns), as module-level `function` of
        `module_file` calls it by name, give a Python value whatever its arguments? Found through the import that
        binds the name in the function or its module, or the module's own def; a method or an attribute of
        that name called anywhere in the function is no such call."""
        name, _, index = callee.partition("[")
        if depth >= _MAX_PYTHON_RESULT_DEPTH or any(
                isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == name
                for node in ast.walk(function)):
            return False
        found = _function_import(function, name) or _function_import(tree, name)
        if found is not None:
            resolved = self.resolve(module_file, *found)
            if resolved is None:
                return False
            if resolved[2] == "__init__":
                outline = self._outline(resolved[0])
                return outline is not None and _plain_record_class(self._syntax_tree(outline.source), resolved[1])
            result = None if resolved[2] else self._python_result(resolved[0], resolved[1], depth + 1)
        elif any(isinstance(s, ast.FunctionDef) and s.name == name for s in tree.body):
            result = self._python_result(module_file, name, depth + 1)
        else:
            # `MeshPlan(cells, halo)` of the module's NamedTuple: a Python object holding what it was given.
            return _plain_record_class(tree, name)
        if result is None:
            return False
        if not index:
            return result.whole
        position = int(index.rstrip("]"))
        return result.whole or result.items is not None and position < len(result.items) and result.items[position]

    def _method_record(self, module_file: str, class_name: str, method: str
                       ) -> Optional[tuple[str, frozenset[str]]]:
        outline = self._outline(module_file)
        definition = self._own_method(outline, class_name, method) if outline is not None else None
        if definition is None:
            return None
        record = _only_class_built(definition, fields_from_names=True)
        if record is None:
            return None
        if record in dict(outline.records):   # type: ignore[union-attr]
            found, name = module_file, record
        else:
            imported = _import_of(outline, record)  # type: ignore[arg-type]
            made = self.resolve(module_file, *imported) if imported is not None else None
            if made is None or made[2] != "__init__":
                return None
            found, name = made[0], made[1]
        defining = self._outline(found)
        static = dict(defining.records).get(name) if defining is not None else None
        return None if static is None else (f"{self.real_path(found)}:{name}", static)

    def record_method_array(self, identity: str, method: str) -> Optional[bool]:
        """Does `method` of the pytree record class `identity` (`path:Name`, `imported_method_record`) give a jax
        array whenever its array fields are arrays (`def is_last(self): return self.step_type != StepType.MID`),
        and is that a mask? None: not known to."""
        return self.remember(self.record_method_arrays, (identity, method),
                             lambda: self._record_method_array(identity, method))

    def _record_method_array(self, identity: str, method: str) -> Optional[bool]:
        path, _, name = identity.rpartition(":")
        outline = self._outline(path) if path else None
        definition = self._own_method(outline, name, method) if outline is not None else None
        if definition is None or not definition.args.args:
            return None
        fields = dict(outline.record_fields).get(name, ())  # type: ignore[union-attr]
        static = dict(outline.records).get(name, frozenset())  # type: ignore[union-attr]
        receiver = definition.args.args[0].arg
        return _array_result(definition, outline.aliases, outline.jax_arrays,  # type: ignore[union-attr]
                             {f"{receiver}.{field}" for field in fields if field not in static})

    def _own_method(self, outline: _Outline, class_name: str, method: str) -> Optional[ast.FunctionDef]:
        """The one undecorated def of `method` in the body of module-level class `class_name`."""
        if "return" not in outline.source:
            return None
        owner = next((s for s in self._syntax_tree(outline.source).body
                      if isinstance(s, ast.ClassDef) and s.name == class_name), None)
        definitions = [s for s in owner.body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef))
                       and s.name == method] if owner is not None else []
        if len(definitions) != 1 or not isinstance(definitions[0], ast.FunctionDef) or \
                definitions[0].decorator_list:
            return None
        return definitions[0]

    def may_act_at_trace_time(self, path: str, name: str, method: str) -> bool:
        """Does the function (or the class's method) hold a trace-time effect in its text? Functions called from
        traced code without tracers are followed only then: most such calls are configuration helpers, and
        following them all costs more than the rest of the analysis."""
        return self.remember(self.trace_time_effects, (path, name, method),
                             lambda: self._holds_trace_time_effect(path, name, method))

    def _holds_trace_time_effect(self, path: str, name: str, method: str) -> bool:
        outline = self._outline(path)
        return outline is not None and (
            _holds_trace_time_effect(outline.source, self._syntax_tree(outline.source), name, method)
            or self._uses_stateful_instance(outline, name, method)
            or self._has_stateful_sibling(outline, name, method))

    def _has_stateful_sibling(self, outline: _Outline, class_name: str, method: str) -> bool:
        """Is `method` a method of a class whose other methods (but the constructor) have trace-time effects? It
        may reach them through `self`, directly or by handing `self` to a helper (`sample(self, shape)` calling
        `handler.next_key()`, which rebinds `self.rng_key`)."""
        if not method or method == "__init__":
            return False
        tree = self._syntax_tree(outline.source)
        owner = next((s for s in tree.body if isinstance(s, ast.ClassDef) and s.name == class_name), None)
        return owner is not None and any(
            isinstance(member, (ast.FunctionDef, ast.AsyncFunctionDef)) and member.name not in ("__init__", method)
            and _holds_trace_time_effect(outline.source, tree, class_name, member.name) for member in owner.body)

    def _uses_stateful_instance(self, outline: _Outline, name: str, method: str) -> bool:
        """Does the function name a module-level instance of a class of its file whose methods have trace-time
        effects (`def uniform(shape, generator=DEFAULT_GENERATOR)` with `Generator.__call__` rebinding
        `self.key`)? Calling that object runs the effect."""
        if method or not outline.instances:
            return False
        tree = self._syntax_tree(outline.source)
        function = next((s for s in tree.body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef))
                         and s.name == name), None)
        if function is None:
            return False
        used = {node.id for node in ast_walk(function) if isinstance(node, ast.Name)}
        for instance, class_name in outline.instances:
            if instance not in used or class_name not in outline.top_level_classes:
                continue
            owner = next(s for s in tree.body if isinstance(s, ast.ClassDef) and s.name == class_name)
            if any(isinstance(member, (ast.FunctionDef, ast.AsyncFunctionDef)) and member.name != "__init__"
                   and _holds_trace_time_effect(outline.source, tree, class_name, member.name)
                   for member in owner.body):
                return True
        return False

    def imported_class_method(self, path: str, level: int, target: str, method: str, getter: bool = False) -> bool:
        """Is `target`, imported into `path`, a class of another project file whose body defines `method` (with
        `getter`, as a property)?"""
        resolved = self.resolve(path, level, target)
        return (resolved is not None and resolved[2] == "__init__"
                and self.defines_method(resolved[0], resolved[1], method, getter))

    def table_functions(self, path: str, level: int, target: str) -> tuple[tuple[str, str], ...]:
        """The module-level functions that the module-level table `target` (imported into `path` with `level`
        leading dots) holds: `OPS = {"Relu": relu, ...}` or `[warmup, decay]` bound once in its file, as (file,
        function name)."""
        parts = tuple(target.split("."))
        bases, smallest = self._bases(path, level)
        for base in bases:
            module_file = self._module_file(base, parts[:-1]) if len(parts) - 1 >= smallest else None
            outline = self._outline(module_file) if module_file is not None else None
            if outline is None or parts[-1] not in outline.source:
                continue
            bound = [statement.value for statement in self._syntax_tree(outline.source).body
                     if isinstance(statement, ast.Assign) and any(
                         isinstance(t, ast.Name) and t.id == parts[-1] for t in statement.targets)]
            if len(bound) != 1:
                return ()
            table = bound[0]
            values = table.values if isinstance(table, ast.Dict) else table.elts if isinstance(
                table, (ast.List, ast.Tuple)) else []
            return tuple((module_file, name) for name in dict.fromkeys(
                value.id for value in values if isinstance(value, ast.Name))
                if name in outline.top_level_defs)  # type: ignore[misc]
        return ()

    def overriding_classes(self, path: str, class_name: str, method: str) -> tuple[tuple[str, str], ...]:
        """The module-level classes of other files of `path`'s package that derive directly from its class
        `class_name` (imported from `path`) and define `method` in their own body: (file, class name)."""
        return self.remember(self.overrides, (path, class_name, method),
                             lambda: self._overriding_classes(path, class_name, method))

    def _overriding_classes(self, path: str, class_name: str, method: str) -> tuple[tuple[str, str], ...]:
        from .packages import package_files, readable_package

        found: list[tuple[str, str]] = []
        folder = readable_package(path, self.package_listings)
        here = self.real_path(path)
        for other in package_files(folder, self.package_listings) if folder is not None else ():
            outline = self._outline_spelling(other, (class_name, method))
            if outline is None or self.real_path(other) == here:
                continue
            for statement in self._syntax_tree(outline.source).body:
                if not isinstance(statement, ast.ClassDef) or not any(
                        isinstance(member, (ast.FunctionDef, ast.AsyncFunctionDef)) and member.name == method
                        for member in statement.body):
                    continue
                for base in statement.bases:
                    named = self._base_class(other, outline.relative, outline.aliases, base, libraries=True)
                    if named is not None and named[1] == class_name and self.real_path(named[0]) == here:
                        found.append((other, statement.name))
                        break
        return tuple(found)

    def method_owner(self, path: str, class_name: str, method: str) -> Optional[tuple[str, str]]:
        """The module-level class that runs `method` on an instance of `class_name` of `path`: the class itself
        when it defines it, else the nearest of its bases that does, in the same file or another project file
        (`MountainCar(AbstractEnv)` inheriting `step`), depth first in the order Python's MRO starts with; (file,
        class name), or None when no class of the project defines it."""
        return self.remember(self.method_owners, (path, class_name, method),
                             lambda: self._method_owner(path, class_name, method, 0))

    def _method_owner(self, path: str, class_name: str, method: str, depth: int) -> Optional[tuple[str, str]]:
        if self.defines_method(path, class_name, method):
            return path, class_name
        outline = self._outline(path)
        if outline is None or depth >= _MAX_REEXPORTS:
            return None
        statement = next((s for s in self._syntax_tree(outline.source).body
                          if isinstance(s, ast.ClassDef) and s.name == class_name), None)
        for base in statement.bases if statement is not None else ():
            base_name = dotted(base)
            found = (path, base_name) if base_name in outline.top_level_classes and base_name != class_name else \
                self._base_class(path, outline.relative, outline.aliases, base)
            owner = self._method_owner(*found, method, depth + 1) if found is not None else None
            if owner is not None:
                return owner
        return None

    def _base_class(self, path: str, relative: dict[str, tuple[int, str]], aliases: dict[str, str], base: ast.expr,
                    libraries: bool = False) -> Optional[tuple[str, str]]:
        """The project class (file, class name) that the base expression `base` of a class of `path` names through
        the file's imports (`relative`, `aliases`); names of the modelled libraries are not looked up unless
        `libraries` (a library's own tree defines them)."""
        base_name = dotted(base)
        head = base_name.partition(".")[0] if base_name else ""
        if head in relative:
            level, target = relative[head]
        elif head in aliases and (libraries or not aliases[head].startswith(MODELLED_LIBRARIES)):
            level, target = 0, aliases[head]
        else:
            return None
        resolved = self.resolve(path, level, target + base_name[len(head):])  # type: ignore[index]
        return (resolved[0], resolved[1]) if resolved is not None and resolved[2] == "__init__" else None

    def list_parameters(self, path: str, class_name: str) -> frozenset[str]:
        """The constructor parameters of the module-level class `class_name` of `path` that every construction of
        the class in its package, this file included, passes a Python list (`MatrixFactorization(...,
        popularity=item_popularity(items))` with `item_popularity` returning `(...).tolist()`): a list display or
        comprehension, `list(...)`, `.tolist()`, a local bound once to one, or a call of a project function every
        return of which is one. Empty when a construction is not read (starred arguments, another spelling of the
        class) or none is found."""
        return self.remember(self.constructed_lists, (self.real_path(path), class_name),
                             lambda: self._agreed_parameters(path, class_name, self._python_list))

    def logger_parameters(self, path: str, class_name: str) -> frozenset[str]:
        """The constructor parameters of the module-level class `class_name` of `path` that every construction of
        the class in its package, this file and the scripts beside it included, passes a standard library logger:
        `logging.getLogger(...)` written there, or a name the calling function or its module binds only to one
        (`GradientMonitorCallback(logger)` with `logger = logging.getLogger("train")` at module level)."""
        return self.remember(self.constructed_loggers, (self.real_path(path), class_name),
                             lambda: self._agreed_parameters(path, class_name, self._standard_logger))

    def _standard_logger(self, path: str, outline: _Outline, scope: ast.AST, value: ast.expr, depth: int = 0
                         ) -> bool:
        """Is `value`, in `scope` of `path`, a logger `logging.getLogger` (or `logging.Logger`) made?"""
        if isinstance(value, ast.Name) and depth == 0:
            bound = only_binding(scope, value.id)
            if bound is None and not isinstance(scope, ast.Module) and not _binds(scope, value.id):
                bound = only_binding(self._syntax_tree(outline.source), value.id)  # a module-level logger
            return bound is not None and self._standard_logger(path, outline, scope, bound, depth + 1)
        return isinstance(value, ast.Call) and qualified_name(value.func, outline.aliases) in STANDARD_LOGGER_MAKERS

    def _agreed_parameters(self, path: str, class_name: str,
                           kind: Callable[[str, _Outline, ast.AST, ast.expr], bool]) -> frozenset[str]:
        """The constructor parameters of the module-level class `class_name` of `path` for which every construction
        of the class in its package (the scripts beside it included) passes a value of the `kind` asked; empty
        when a construction is not read (starred arguments) or none is found."""
        from .packages import beside_package, package_files, readable_package

        outline = self._outline(path)
        if outline is None:
            return frozenset()
        class_node = next((s for s in self._syntax_tree(outline.source).body
                           if isinstance(s, ast.ClassDef) and s.name == class_name), None)
        init = next((s for s in class_node.body if isinstance(s, ast.FunctionDef) and s.name == "__init__"),
                    None) if class_node is not None else None
        if init is None or init.args.vararg is not None or init.args.kwarg is not None:
            return frozenset()
        positional = [argument.arg for argument in (*init.args.posonlyargs, *init.args.args)][1:]
        every = set(positional) | {argument.arg for argument in init.args.kwonlyargs}
        here = self.real_path(path)
        folder = readable_package(path, self.package_listings)
        files = package_files(folder, self.package_listings) if folder is not None else (path,)
        if folder is not None:
            # The scripts beside the package (`train.py` next to `model/`) make its objects as often as it does.
            files = (*files, *beside_package(folder, self.package_listings))
        found: Optional[set[str]] = None
        for other in files:
            other_outline = self._outline(other) if self.real_path(other) != here else outline
            if other_outline is None or class_name not in other_outline.source:
                continue
            names = {class_name} if self.real_path(other) == here else {
                name for name, (level, target) in other_outline.relative.items()
                if target.rpartition(".")[2] == class_name} | {
                name for name, target in other_outline.aliases.items() if target.rpartition(".")[2] == class_name}
            names = {name for name in names if self.real_path(other) == here or self._names_class(
                other, other_outline, name, here, class_name)}
            if not names:
                continue
            tree = self._syntax_tree(other_outline.source)
            for scope in [tree, *(node for node in ast_walk(tree) if isinstance(node, ast.FunctionDef))]:
                for node in own_nodes(scope):
                    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in names):
                        continue
                    if any(isinstance(argument, ast.Starred) for argument in node.args) or \
                            any(keyword.arg is None for keyword in node.keywords):
                        return frozenset()
                    given = {**dict(zip(positional, node.args)),
                             **{keyword.arg: keyword.value for keyword in node.keywords if keyword.arg in every}}
                    agreed = {name for name, value in given.items() if kind(other, other_outline, scope, value)}
                    found = agreed if found is None else found & agreed
        return frozenset(found or ())

    def _names_class(self, path: str, outline: _Outline, name: str, owner: str, class_name: str) -> bool:
        """Does `name`, imported into `path`, refer to the class `class_name` of file `owner`?"""
        level, target = outline.relative[name] if name in outline.relative else (0, outline.aliases[name])
        resolved = self.resolve(path, level, target)
        return resolved is not None and resolved[1] == class_name and resolved[2] == "__init__" and \
            self.real_path(resolved[0]) == owner

    def _python_list(self, path: str, outline: _Outline, scope: ast.AST, value: ast.expr, depth: int = 0) -> bool:
        """Is `value`, in `scope` of `path`, a Python list for sure?"""
        if isinstance(value, (ast.List, ast.ListComp)):
            return True
        if isinstance(value, ast.Name) and depth < 3:
            bound = only_binding(scope, value.id)
            return bound is not None and self._python_list(path, outline, scope, bound, depth + 1)
        if not isinstance(value, ast.Call):
            return False
        if isinstance(value.func, ast.Attribute):
            return value.func.attr == "tolist" and not value.args
        if not isinstance(value.func, ast.Name):
            return False
        name = value.func.id
        if name in ("list", "sorted") and name not in outline.top_level_defs:
            return True
        if depth >= 2:
            return False
        if name in outline.top_level_defs:
            return self.returns_list(path, name)
        if name in outline.relative or name in outline.aliases and \
                not outline.aliases[name].startswith(MODELLED_LIBRARIES):
            level, target = outline.relative[name] if name in outline.relative else (0, outline.aliases[name])
            resolved = self.resolve(path, level, target)
            return resolved is not None and resolved[2] == "" and self.returns_list(resolved[0], resolved[1])
        return False

    def returns_list(self, path: str, function: str) -> bool:
        """Does every `return` of the module-level function `function` of `path` give a Python list (its value
        one `_python_list` accepts), and is there one?"""
        return self.remember(self.list_functions, (self.real_path(path), function),
                             lambda: self._returns_list(path, function))

    def _returns_list(self, path: str, function: str) -> bool:
        outline = self._outline(path)
        if outline is None:
            return False
        node = next((s for s in self._syntax_tree(outline.source).body
                     if isinstance(s, ast.FunctionDef) and s.name == function), None)
        if node is None or node.decorator_list:
            return False
        returns = [statement for statement in own_nodes(node) if isinstance(statement, ast.Return)]
        return bool(returns) and all(statement.value is not None and self._python_list(
            path, outline, node, statement.value, depth=2) for statement in returns)

    def imported_never_none(self, path: str, level: int, target: str, depth: int) -> bool:
        """Does calling `target`, imported into `path` with `level` dots, give a value certainly not None: a class of
        the project, or a module-level function of another project file every way out of which returns such a
        value (never_none.py `returns_value`), the calls there followed `depth` calls deep already?"""
        return self.remember(self.never_none_calls, (self.real_path(path), level, target, depth),
                             lambda: self._never_none_call(path, level, target, depth))

    def _never_none_call(self, path: str, level: int, target: str, depth: int) -> bool:
        resolved = self.resolve(path, level, target)
        if resolved is None:
            return False
        file, name, member, _ = resolved
        if member == "__init__":
            return True  # a class called: its instance
        outline = self._outline(file)
        if member or outline is None or name not in outline.top_level_defs:
            return False
        tree = self._syntax_tree(outline.source)
        function = sole_module_function(tree, name)
        imported = functools.partial(self._never_none_name, file, outline)
        return function is not None and returns_value(function, functools.partial(call_gives_value, tree, imported),
                                                      depth)

    def _never_none_name(self, path: str, outline: _Outline, name: str, depth: int) -> bool:
        """`imported_never_none` of a name `path` imports (`outline` its outline)."""
        if name in outline.relative:
            level, target = outline.relative[name]
        elif name in outline.aliases and not outline.aliases[name].startswith(MODELLED_LIBRARIES):
            level, target = 0, outline.aliases[name]
        else:
            return False
        return self.imported_never_none(path, level, target, depth)

    def facts_for(self, path: str) -> ProjectFacts:
        """What this index answers `path`'s analysis about the names it imports."""
        return ProjectFacts(
            imported_array=functools.partial(self.imported_jax_array, path),
            imported_container=functools.partial(self.imported_container, path),
            imported_jax_flag=functools.partial(self.imported_jax_flag, path),
            imported_record=functools.partial(self.imported_record, path),
            imported_record_layout=functools.partial(self.imported_record_layout, path),
            imported_stored_record=functools.partial(self.imported_stored_record, path),
            imported_record_factory=functools.partial(self.imported_record_factory, path),
            imported_dict_factory=functools.partial(self.imported_dict_factory, path),
            closed_record_fields=self.closed_record_fields,
            imported_static_arguments=functools.partial(self.imported_static_arguments, path),
            identity_hashed=functools.partial(self.identity_hashed, path),
            unshipped_class=functools.partial(self.unshipped_class, path),
            imported_method=functools.partial(self.imported_class_method, path),
            imported_array_result=functools.partial(self.imported_array_result, path),
            imported_method_record=functools.partial(self.imported_method_record, path),
            imported_array_items=functools.partial(self.imported_array_items, path),
            imported_array_rows=functools.partial(self.imported_array_rows, path),
            imported_python_result=functools.partial(self.imported_python_result, path),
            record_method_array=self.record_method_array,
            imported_container_returns=functools.partial(self.imported_container_returns, path),
            imported_compiling_decorator=functools.partial(self.imported_compiling_decorator, path),
            imported_closure_factory=functools.partial(self.imported_closure_factory, path),
            imported_jit_factory=functools.partial(self.imported_jit_factory, path),
            list_parameters=functools.partial(self.list_parameters, path),
            logger_parameters=functools.partial(self.logger_parameters, path),
            imported_stored_parameter=functools.partial(self.imported_stored_parameter, path),
            imported_number_function=functools.partial(self.imported_number_function, path),
            imported_host_parameters=functools.partial(self.imported_host_parameters, path),
            imported_never_none=functools.partial(self.imported_never_none, path))

    def inherited_transformed_methods(self, path: str, source: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """The module-level classes of `path` (whose text is `source`: the file itself is not read again) whose
        base, a class of another project file, transforms its own method (`jax.jit(self.call)` in a Keras-like
        `predict`), with the methods of theirs it so traces: on their instances, `self.call` is their override.
        (class name, methods)."""
        return self.remember(self.inherited_transforms, self.real_path(path),
                             lambda: self._inherited_transformed_methods(path, source))

    def _inherited_transformed_methods(self, path: str, source: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
        here = self.real_path(path)
        found: list[tuple[str, tuple[str, ...]]] = []
        try:
            tree = self._syntax_tree(source)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            tree = ast.Module(body=[], type_ignores=[])
        tables: Optional[tuple[dict[str, str], dict[str, tuple[int, str]]]] = None
        for statement in tree.body if "class " in source else ():
            if not isinstance(statement, ast.ClassDef) or not statement.bases:
                continue
            if tables is None:
                # Read once a class has a base to resolve (most files have none): the region plan asks for the
                # same tables next (ast_nodes.source_imports keeps the recent ones).
                from .ast_nodes import source_imports

                try:
                    tables = source_imports(source, tree)
                except (SyntaxError, ValueError, RecursionError, MemoryError):
                    break
            aliases, relative = tables
            own = {member.name for member in statement.body if isinstance(member, (ast.FunctionDef,
                                                                                   ast.AsyncFunctionDef))}
            transformed: set[str] = set()
            # `jax.jit(self.call) if self.jit_compile else self.call`: an instance made with the flag false here
            # (`PrefixRepeat(jit_compile=False)`) is not transformed. Read only for a guarded transform: it walks
            # the whole file.
            switched_off: Optional[frozenset[str]] = None
            for base in statement.bases:
                named = self._base_class(path, relative, aliases, base)
                if named is not None and self.real_path(named[0]) != here:
                    for method, guard in self._self_transformed(*named).items():
                        if guard is not None and switched_off is None:
                            switched_off = _flags_made_false(tree, statement.name)
                        if guard is None or guard not in switched_off:  # type: ignore[operator]
                            transformed.add(method)
            if transformed & own:
                found.append((statement.name, tuple(sorted(transformed & own))))
        return tuple(found)

    def functions_handed_to_compilers(self, path: str, source: str) -> frozenset[str]:
        """The module-level functions of `path` (whose text is `source`) that its calls hand to a parameter a function
        or class of the file or of another project file compiles (`MAPFitter(log_posterior)`): analysis/
        handed_functions.py."""
        return self.remember(self.handed_to_compilers, self.real_path(path),
                             lambda: self._functions_handed_to_compilers(path, source))

    def _functions_handed_to_compilers(self, path: str, source: str) -> frozenset[str]:
        if "def " not in source:
            return frozenset()
        from .ast_nodes import source_imports
        from .handed_functions import handed_functions

        try:
            tree = self._syntax_tree(source)
            aliases, relative = source_imports(source, tree)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            return frozenset()
        return handed_functions(self, path, source, tree, aliases, relative)

    def parameters_compiled_by(self, path: str, name: str) -> tuple[tuple[str, ...], frozenset[tuple[str, str]]]:
        """The positional parameters of the module-level function or class (its constructor, after `self`) `name` of
        `path`, and those of its parameters it compiles, each with the method compiled ("": the parameter itself;
        analysis/handed_functions.py)."""
        return self.remember(self.parameters_compiled_by_callee, (self.real_path(path), name),
                             lambda: self._parameters_compiled_by(path, name))

    def _parameters_compiled_by(self, path: str, name: str) -> tuple[tuple[str, ...], frozenset[tuple[str, str]]]:
        from .handed_functions import parameters_compiled_by

        outline = self._outline(path)
        if outline is None or not any(word in outline.source for word in ("jit", "vmap", "pmap")):
            return (), frozenset()
        return parameters_compiled_by(self._syntax_tree(outline.source), name, outline.aliases)

    def _self_transformed(self, path: str, class_name: str) -> dict[str, Optional[str]]:
        """The methods the module-level class `class_name` of `path` hands to a tracing wrapper through `self`
        (`jax.jit(self.call)`, `jax.vmap(self.score)`), each with the attribute of `self` that switches the
        transform on when one does (`... if self.jit_compile else self.call`), else None."""
        return self.remember(self.self_transforms, (self.real_path(path), class_name),
                             lambda: self._self_transformed_of(path, class_name))

    def _self_transformed_of(self, path: str, class_name: str) -> dict[str, Optional[str]]:
        found: dict[str, Optional[str]] = {}
        outline = self._outline(path)
        if outline is not None and "self." in outline.source:
            owner = next((s for s in self._syntax_tree(outline.source).body
                          if isinstance(s, ast.ClassDef) and s.name == class_name), None)
            guards: dict[int, str] = {}
            for node in ast_walk(owner) if owner is not None else ():
                if isinstance(node, (ast.If, ast.IfExp)) and self_attribute(node.test) is not None:
                    body = node.body if isinstance(node.body, list) else [node.body]
                    guards.update((id(inner), node.test.attr) for part in body for inner in ast_walk(part))
                if isinstance(node, ast.Call) and node.args and self_attribute(node.args[0]) is not None and \
                        qualify(dotted(node.func), outline.aliases) in WRAPPERS:
                    method = node.args[0].attr
                    guard = guards.get(id(node))
                    found[method] = guard if method not in found or found[method] == guard else None
        return found

    def defines_method(self, path: str, class_name: str, method: str, getter: bool = False) -> bool:
        """Does the module-level class `class_name` of `path` define `method` in its own body (with `getter`, as a
        `@property` or `@cached_property`)?"""
        return self.remember(self.defined_methods, (path, class_name, method, getter),
                             lambda: self._defines_method(path, class_name, method, getter))

    def _defines_method(self, path: str, class_name: str, method: str, getter: bool) -> bool:
        outline = self._outline(path)
        return outline is not None and method in outline.source and any(
            isinstance(statement, ast.ClassDef) and statement.name == class_name and any(
                isinstance(member, (ast.FunctionDef, ast.AsyncFunctionDef)) and member.name == method
                and (not getter or any(_names_property(d) for d in member.decorator_list))
                for member in statement.body) for statement in self._syntax_tree(outline.source).body)

    def imported_stored_parameter(self, path: str, level: int, target: str, attribute: str
                                  ) -> Optional[tuple[int, str]]:
        """For the class `target` imported into `path` and one of its attributes: the constructor parameter (index
        after `self`, name) its `__init__` stores there as given (`self.quantizer = quantizer`), when that is the
        class body's only binding of the attribute; None otherwise."""
        resolved = self.resolve(path, level, target)
        if resolved is None or resolved[2] != "__init__":
            return None
        key = (resolved[0], resolved[1], attribute)
        return self.remember(self.stored_parameters, key, lambda: self._stored_parameter(*key))

    def _stored_parameter(self, path: str, class_name: str, attribute: str) -> Optional[tuple[int, str]]:
        outline = self._outline(path)
        if outline is None or attribute not in outline.source:
            return None
        owner = next((s for s in self._syntax_tree(outline.source).body
                      if isinstance(s, ast.ClassDef) and s.name == class_name), None)
        if owner is None:
            return None
        stores = [(member, node) for member in owner.body if isinstance(member, (ast.FunctionDef, ast.AsyncFunctionDef))
                  for node in ast_walk(member) if isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign))
                  and any(isinstance(target, ast.Attribute) and target.attr == attribute and
                          isinstance(target.value, ast.Name) and target.value.id == "self"
                          for target in (node.targets if isinstance(node, ast.Assign) else [node.target]))]
        if len(stores) != 1:
            return None
        member, store = stores[0]
        if member.name != "__init__" or not isinstance(store, ast.Assign) or len(store.targets) != 1 or \
                not isinstance(store.value, ast.Name):
            return None
        parameters = [argument.arg for argument in (*member.args.posonlyargs, *member.args.args)][1:]
        name = store.value.id
        if name in parameters:
            return parameters.index(name), name
        return (-1, name) if name in [argument.arg for argument in member.args.kwonlyargs] else None

    def alternate_constructor(self, path: str, class_name: str, method: str) -> bool:
        """Is `method` of the module-level class `class_name` of `path` a classmethod that returns only instances of
        the class (`TabulatedEOS.polytrope(k=1.0, gamma=5 / 3)`: an instance; ast_nodes.is_alternate_constructor)?"""
        return self.remember(self.alternate_constructors, (path, class_name, method),
                             lambda: self._alternate_constructor(path, class_name, method))

    def factory_class(self, path: str, function: str) -> Optional[str]:
        """The module-level class of `path` that every return of its module-level function `function` constructs
        (`def synthetic_library(n): ... return ClipLibrary(list(clips))`): its call makes an instance of that class."""
        return self.remember(self.factory_classes, (path, function), lambda: self._factory_class(path, function))

    def _factory_class(self, path: str, function: str) -> Optional[str]:
        outline = self._outline(path)
        if outline is None or function not in outline.source:
            return None
        body = self._syntax_tree(outline.source).body
        classes = {statement.name for statement in body if isinstance(statement, ast.ClassDef)}
        definitions = [statement for statement in body if getattr(statement, "name", None) == function]
        if len(definitions) != 1 or not isinstance(definitions[0], ast.FunctionDef):
            return None
        returns = [node for node in own_nodes(definitions[0]) if isinstance(node, ast.Return)]
        made = {node.value.func.id for node in returns if isinstance(node.value, ast.Call) and
                isinstance(node.value.func, ast.Name) and node.value.func.id in classes}
        return made.pop() if returns and len(made) == 1 and all(
            isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Name) for node in returns) else None

    def _alternate_constructor(self, path: str, class_name: str, method: str) -> bool:
        outline = self._outline(path)
        return outline is not None and method in outline.source and any(
            isinstance(statement, ast.ClassDef) and statement.name == class_name and any(
                getattr(member, "name", None) == method and is_alternate_constructor(member)
                for member in statement.body) for statement in self._syntax_tree(outline.source).body)

    def repeated_lax_helpers(self, path: str, source: str, tree: ast.Module, aliases: dict[str, str],
                             relative: dict[str, tuple[int, str]]) -> list[tuple[str, tuple[Seed, ...]]]:
        """Functions of other project files that `path` calls inside a loop or comprehension and that run an
        un-jitted lax loop on a body they define (JXL504 reports those at the loop): each file with its seeds."""
        imported = set(relative) | {name for name, target in aliases.items()
                                    if not target.startswith(MODELLED_LIBRARIES)}
        if not imported or is_test_path(path):
            return []  # a test's loop over cases: compiled again per case, at test time only
        # Cheapest question first: most files call no imported helper that runs a lax loop, and walking the whole
        # tree for loops costs more than the rest of this file's analysis; the text screen keeps every name the
        # source could call (an `ast.Call` of a `Name` spells the name, then only blanks before the parenthesis).
        helpers: dict[str, tuple[str, str]] = {}
        # Imported classes with a method that runs such a loop: `solver = LineSearch(f)`, then `solver.update(...)`
        # in a loop.
        classes: dict[str, tuple[str, str, frozenset[str]]] = {}
        called_names = self.called_names(source)
        for name in sorted(imported.intersection(called_names) | _handed_names(source, imported - called_names)):
            level, target = relative[name] if name in relative else (0, aliases[name])
            resolved = self.resolve(path, level, target)
            if resolved is None:
                continue
            found, function, method, _ = resolved
            if method == "__init__":
                methods = self._fresh_lax_loop_methods(found, function)
                if methods:
                    classes[name] = (found, function, methods)
            elif not method and self._runs_fresh_lax_loop(found, function):
                helpers[name] = (found, function)
        if not helpers and not classes:
            return []
        called: set[str] = set()
        if helpers:
            from .once_callers import runs_only_under_a_trace

            _loop_calls(tree.body, set(helpers), called, in_loop=False, runs_under_a_trace=lambda name: (
                runs_only_under_a_trace(path, name, self.package_listings)))
            called |= _repeated_method_calls(tree, set(helpers))
        reasons = {name: f"called in a loop in {os.path.basename(path)}" for name in called}
        if set(helpers) - called:
            reasons.update(self._called_by_repeated_functions(path, tree, {
                name: helper for name, helper in helpers.items() if name not in called}, aliases, relative))
        from .records import Seed   # libcst: only a file that calls such a helper makes seeds

        seeds_by_file: dict[str, dict[Seed, None]] = {}
        for name in sorted(reasons):
            found, function = helpers[name]
            seed = Seed(function, (), reason=reasons[name], repeated=True)
            seeds_by_file.setdefault(_display_path(found, path), {})[seed] = None
        for class_name, method in sorted(_loop_method_calls(tree, set(classes)) |
                                         _self_attribute_loop_calls(tree, set(classes))):
            found, class_function, methods = classes[class_name]
            if method in methods:
                seed = Seed(class_function, (), reason=f"called in a loop in {os.path.basename(path)}",
                            method=method, repeated=True)
                seeds_by_file.setdefault(_display_path(found, path), {})[seed] = None
        return [(helper, tuple(seeds)) for helper, seeds in sorted(seeds_by_file.items())]

    def _called_by_repeated_functions(self, path: str, tree: ast.Module, helpers: dict[str, tuple[str, str]],
                                      aliases: dict[str, str], relative: dict[str, tuple[int, str]]
                                      ) -> dict[str, str]:
        """The `helpers` (imported names) that a module-level function of `path` calls outside any loop of its own,
        when that function runs again and again (once_callers.functions_run_repeatedly: called in a loop of the
        file, or handed to a def of this or another project file that calls it in a loop): `def target(theta):
        return log_posterior(theta, data)` handed to a sampler's loop runs `log_posterior` once per proposal.
        Each with why. A function run only while its callers are traced unrolls into their one program."""
        from .once_callers import called_in_loop_elsewhere, functions_run_repeatedly, runs_only_under_a_trace

        def runner_definition(name: str) -> Optional[tuple[str, str]]:
            if name not in relative and (name not in aliases or aliases[name].startswith(MODELLED_LIBRARIES)):
                return None
            level, target = relative[name] if name in relative else (0, aliases[name])
            resolved = self.resolve(path, level, target)
            return (resolved[0], resolved[1]) if resolved is not None and not resolved[2] else None

        repeated, handed = functions_run_repeatedly(path, self.package_listings, runner_definition, set(helpers))
        found: dict[str, str] = {name: why for name, why in handed.items() if name in helpers}
        for statement in tree.body:
            if isinstance(statement, ast.ClassDef):
                for method, why in self._repeated_methods_calling(path, statement, set(helpers) - set(found),
                                                                  aliases):
                    for name in sorted(method - set(found)):
                        found[name] = why
                continue
            if not isinstance(statement, ast.FunctionDef) or statement.decorator_list or \
                    statement.name.startswith("test"):
                continue
            called: set[str] = set()
            _loop_calls(statement.body, set(helpers) - set(found), called, in_loop=True)
            if not called:
                continue
            # Called outside the file's loops by a function another file of the package calls in a loop, or from a
            # function it calls so (`steady_state(...)` in `bound_fraction`, run per dose): asked only of a
            # function calling a helper, since it reads the package's other files.
            why = repeated.get(statement.name) or _in_a_loop_elsewhere(
                called_in_loop_elsewhere(path, statement.name, self.package_listings, through_callers=True))
            if why is None or runs_only_under_a_trace(path, statement.name, self.package_listings):
                continue
            for name in sorted(called - set(found)):
                found[name] = f"called by `{statement.name}`, {why}"
        return found

    def _repeated_methods_calling(self, path: str, class_node: ast.ClassDef, helpers: set[str],
                                  aliases: dict[str, str]) -> Iterator[tuple[set[str], str]]:
        """The `helpers` each method of the module-level class `class_node` calls outside loops of its own, when the
        method runs again and again, with why: its class calls `self.<method>(...)` in a loop of another method
        (`self.step(v, t)` per time step of `run`), or a file of the package calls it through an object in a loop
        or in a function called in one (`server.handle(prompt)` per request). Only a plain class (no bases, no
        class decorator): a library's module class (flax, equinox) is traced by its framework, and a base class of
        the project may jit a method for all its subclasses (`cls.step = jax.jit(cls.step)`), tracing the helpers
        it calls with it. Nor decorated methods, nor tests."""
        from .once_callers import called_in_loop_elsewhere

        if not helpers or class_node.name.startswith("Test") or class_node.decorator_list or any(
                dotted(base) != "object" for base in class_node.bases):
            return
        methods = [member for member in class_node.body if isinstance(member, ast.FunctionDef) and
                   not member.decorator_list and not member.name.startswith("test") and
                   member.name not in OWN_CONSTRUCTOR_METHODS]
        for method in methods:
            called: set[str] = set()
            _loop_calls(method.body, helpers, called, in_loop=True)
            if not called:
                continue
            why = self._method_repetition(path, class_node, methods, method.name)
            if why is not None:
                yield called, f"called by `{class_node.name}.{method.name}`, {why}"

    def _method_repetition(self, path: str, class_node: ast.ClassDef, methods: list[ast.FunctionDef], name: str,
                           depth: int = 0) -> Optional[str]:
        """Why method `name` of `class_node` runs again and again, or None: its class calls `self.<name>(...)` in a
        loop of another method, a file of the package calls it through an object in a loop, or (a few levels) a
        method that runs again and again calls it through `self` outside loops (`self.targets(trajectory)` in
        `learn`, which the training script calls per unroll)."""
        from .once_callers import called_in_loop_elsewhere

        others = [other for other in methods if other.name != name and other.name not in _SETUP_METHOD_NAMES]
        looping = next((other.name for other in others if _calls_self_method_in_loop(other, name)), None)
        if looping is not None:
            return f"called in a loop of `{looping}`"
        why = _in_a_loop_elsewhere(called_in_loop_elsewhere(path, name, self.package_listings, class_node.name,
                                                            through_callers=True))
        if why is not None or depth >= 2:
            return why
        for other in others:
            # A caller handed to a transform (`jax.jit(self.learn)`) runs it inside that trace: not counted.
            if _calls_self_method(other, name) and not _self_method_handed_on(class_node, other.name):
                why = self._method_repetition(path, class_node, methods, other.name, depth + 1)
                if why is not None:
                    return f"called by `{other.name}`, {why}"
        return None

    def _fresh_lax_loop_methods(self, path: str, class_name: str) -> frozenset[str]:
        """The methods of module-level class `class_name` of `path` that run an un-jitted lax loop on a body they
        define."""
        return self.remember(self.fresh_lax_loop_methods, (path, f"{class_name}."),
                             lambda: self._fresh_lax_loop_methods_of(path, class_name))

    def _fresh_lax_loop_methods_of(self, path: str, class_name: str) -> frozenset[str]:
        outline = self._outline(path)
        methods: frozenset[str] = frozenset()
        if outline is not None and class_name in outline.source and (
                _LAX_LOOP_WORDS.search(outline.source) or "jit" in outline.source):
            tree = self._syntax_tree(outline.source)
            class_node = next((s for s in tree.body if isinstance(s, ast.ClassDef) and s.name == class_name),
                              None)
            if class_node is not None:
                methods = frozenset(s.name for s in class_node.body if isinstance(s, (
                    ast.FunctionDef, ast.AsyncFunctionDef)) and (_runs_fresh_lax_loop(class_node, s.name)
                                                                 or _stores_fresh_jit(s)))
        return methods

    def called_names(self, source: str) -> frozenset[str]:
        """The names `source` may call (`_called_names`), for the file whose untraced calls are being read: both
        readers of one file share one scan of its text."""
        last = self._last_called_names
        if last is None or last[0] is not source:
            last = self._last_called_names = (source, frozenset(_called_names(source)))
        return last[1]

    def _runs_fresh_lax_loop(self, path: str, function: str) -> bool:
        def compute() -> bool:
            outline = self._outline(path)
            return outline is not None and _runs_fresh_lax_loop(self._syntax_tree(outline.source), function)

        return self.remember(self.fresh_lax_loops, (path, function), compute)

    def helper_seeds(self, path: str, calls: Iterable[ExternalCall]
                     ) -> tuple[list[tuple[str, tuple[Seed, ...]]], set[str]]:
        """The project files that `path`'s traced code calls into, each with its called functions as seeds (in
        path order), and the re-exporting files the resolution read on the way. A call without tracers is followed
        only when the callee's text holds a trace-time effect (a helper's static calls are many and rarely matter;
        `fresh_key()` reading the clock two modules away from the jit still runs once per compilation)."""
        from .records import Seed

        seeds_by_file: dict[str, dict[Seed, None]] = {}
        passed_through: set[str] = set()
        calls = list(calls)
        resolutions = [None if call.overrides or call.table else self.resolve(path, call.level, call.target)
                       for call in calls]
        # Classes whose methods run on an object made in the trace: what its constructor is given fixes its flags.
        made_in_trace = {(resolved[0], resolved[1]) for call, resolved in zip(calls, resolutions)
                         if resolved is not None and call.fresh and resolved[2] != "__init__"}
        for call, resolved in zip(calls, resolutions):
            if call.table:
                for found, function in self.table_functions(path, call.level, call.target):
                    seed = Seed(function, call.positional, call.keywords, call.starred,
                                reason=f"called from a table in traced code in {os.path.basename(path)}",
                                eager=call.eager)
                    seeds_by_file.setdefault(_display_path(found, path), {})[seed] = None
                continue
            if call.overrides:
                if not _carries_tracers(call):
                    # `self._setup()`: a hook called without tracers is mostly lazy set-up of static data (a memo
                    # under `if not self._initialized`), like the static helper calls left unfollowed.
                    continue
                base, _, method = call.target.partition(".")
                for found, subclass in self.overriding_classes(path, base, method):
                    seed = Seed(subclass, call.positional, call.keywords, call.starred,
                                reason=f"called on `self` by `{base}` in {os.path.basename(path)}",
                                first_star=call.first_star, trailing=call.trailing, method=method, eager=call.eager)
                    seeds_by_file.setdefault(_display_path(found, path), {})[seed] = None
                continue
            # A property read has no arguments, but its getter works on the object's own arrays.
            carries = call.root or call.fresh or call.getter or _carries_tracers(call)
            if resolved is None:
                continue
            found, name, method, via = resolved
            # `Bisection(f, lo, hi, check_bracket=False)` then `.run(x)`: `if self.check_bracket:` in `run` is
            # decided by the flag the constructor stored.
            carries = carries or (method == "__init__" and (found, name) in made_in_trace and _carries_flags(call))
            if method == "__str__" and not self.defines_method(found, name, method):
                method = "__repr__"  # print(obj) / f"{obj}" on a class without __str__ runs its __repr__
            if method not in ("", "__init__") and not call.product and not call.getter and \
                    not self.defines_method(found, name, method):
                # `env.step(state, a)` on an instance whose class inherits `step`: the base defining it runs, its
                # `self.m()` calls reaching the subclass's overrides (calls.py `left_to_subclasses`).
                owner = self.method_owner(found, name, method)
                if owner is not None:
                    found, name = owner
            product = call.product
            if product and method == "__init__":
                # The "factory" is a class (`self.attention = BlockLocalAttention(...)`, then `self.attention(q)`):
                # its product is an instance, and calling that runs `__call__`, not `__init__`.
                method, product = "__call__", False
            if not carries and not self.may_act_at_trace_time(found, name, method):
                continue  # called without tracers and without effects of its own: nothing to report there
            passed_through.update(_display_path(reexport, path) for reexport in via)
            reason = (f"traced by a transform in {os.path.basename(path)}" if call.root
                      else f"called from traced code in {os.path.basename(path)}")
            arguments, imported_arguments, element_arguments = [], [], []
            for slot, level, target in call.arguments:
                if target.endswith(ELEMENTS_MARK):
                    # An item of the list display the object was made with (`Sequential([Dense(8, 4), Dropout()])`).
                    made = self.resolve(path, level, target[:-len(ELEMENTS_MARK)])
                    if made is not None and made[2] == "__init__" and made[0] == found:
                        arguments.append((slot, made[1] + ELEMENTS_MARK))   # a class of the callee's own file
                    elif made is not None and made[2] == "__init__":
                        element_arguments.append((slot, *_relative_import(found, made[0], made[1])))
                    continue
                if target.endswith(PRODUCT_MARK):
                    # What a factory of the project returned (`MomentumSGD(warmup_step_decay(...))`).
                    made = self.resolve(path, level, target[:-len(PRODUCT_MARK)])
                    if made is not None and not made[2] and made[0] != found:
                        level, target = _relative_import(found, made[0], made[1])
                        imported_arguments.append((slot, level, target + PRODUCT_MARK))
                    continue
                made = self.resolve(path, level, target)
                if made is not None and not made[2]:
                    # `TrackingEnv(synthetic_library(8))`: a factory of another file making one class's instance.
                    made_class = self.factory_class(made[0], made[1])
                    made = (made[0], made_class, "__init__", made[3]) if made_class is not None else None
                if made is None or made[2] != "__init__":
                    continue
                if made[0] == found:
                    arguments.append((slot, made[1]))  # a class of the callee's own file
                else:
                    imported_arguments.append((slot, *_relative_import(found, made[0], made[1])))
            seed = Seed(name, call.positional, call.keywords, call.starred, reason=reason,
                        first_star=call.first_star, trailing=call.trailing, method=method, root=call.root,
                        static=call.static,
                        fresh=call.fresh, product=product, arguments=tuple(arguments),
                        imported_arguments=tuple(imported_arguments), element_arguments=tuple(element_arguments),
                        fresh_arguments=tuple(slot for slot, _, _ in imported_arguments
                                              if slot in call.fresh_arguments),
                        product_index=call.product_index if product else None, eager=call.eager,
                        product_field=call.product_field if product else None)
            seeds_by_file.setdefault(_display_path(found, path), {})[seed] = None
        return [(helper, tuple(seeds)) for helper, seeds in sorted(seeds_by_file.items())], passed_through

    def seeded_trees(self, path: str, seeds: tuple[Seed, ...], extra_jit: frozenset[str]) -> Iterator[HelperTree]:
        """The trees of `path` to analyse with `seeds` traced, best first (`analysis_trees`): the skeleton that
        holds the seeded functions and whatever they reach; the engine takes the first that answers."""
        signature = self.signature(path)
        outline = self._outline_of(signature) if signature is not None else None
        if outline is None:
            return
        # The plan depends on the seeded functions' names only, and a helper is often called with the same names
        # and other argument patterns: the plan and the tree built from it are kept for the next analysis (the
        # analysis only reads the tree). Kept trees would make each garbage collection between files several times
        # slower than the building they save, but the engine freezes what survives a collection.
        names = frozenset(seed.method or seed.name for seed in seeds)
        plan = self._plan_of(signature, extra_jit, names)
        if plan.skeleton is None:
            return
        built = self._built_of(signature, extra_jit, names)
        if built is not None:
            yield self._helper_tree(outline, *built)
        from .from_ast import parsed_trees

        for module, line_map, locator in parsed_trees(outline.source, plan):
            yield self._helper_tree(outline, module, line_map, locator)

    @staticmethod
    def _helper_tree(outline: _Outline, module: cst.Module, line_map: Optional[list[int]], locator: SourceLocator
                     ) -> HelperTree:
        from .imports import ImportMap

        imports = ImportMap()
        imports.aliases, imports.relative = dict(outline.aliases), dict(outline.relative)
        return HelperTree(outline.source, module, line_map, imports, locator)


def _carries_flags(call: ExternalCall) -> bool:
    """Does the call pass a Python value known true or false (`check_bracket=False`, `None`)?"""
    return any(value.falsy or value.truthy for value in (*call.positional, *(v for _, v in call.keywords)))


def _flags_made_false(tree: ast.Module, class_name: str) -> frozenset[str]:
    """The keywords that every construction of `class_name` in the file passes as a false literal
    (`PrefixRepeat(jit_compile=False)`); nothing when the file makes none."""
    made = [node for node in ast_walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id == class_name]
    falsy: Optional[set[str]] = None
    for call in made:
        these = {keyword.arg for keyword in call.keywords if keyword.arg is not None and
                 isinstance(keyword.value, ast.Constant) and keyword.value.value in (False, None, 0)}
        falsy = these if falsy is None else falsy & these
    return frozenset(falsy or ())


class _Outlines:
    """The outlines of the run's files by signature, the most recent `_OUTLINES_KEPT`; read from the file, or from
    the tree its lint parsed (about half the files a run outlines are ones it also lints)."""

    def __init__(self, syntax_tree: Callable[[str], ast.Module]) -> None:
        self._syntax_tree = syntax_tree
        self._kept: collections.OrderedDict[tuple, Optional[_Outline]] = collections.OrderedDict()
        # The texts of files read but not outlined (`spelling`), the most recent `_OUTLINES_KEPT`.
        self._texts: collections.OrderedDict[tuple, Optional[str]] = collections.OrderedDict()

    def __call__(self, signature: tuple) -> Optional[_Outline]:
        try:
            self._kept.move_to_end(signature)
            return self._kept[signature]
        except KeyError:
            pass
        return self._keep(signature, _read_outline(self._syntax_tree, signature, self._texts.pop(signature, None)))

    def spelling(self, signature: tuple, words: tuple[str, ...]) -> Optional[_Outline]:
        """The outline when the file's text holds each of `words`, else None; the text alone is read to tell (an
        outline parses the file)."""
        if signature in self._kept:
            outline = self(signature)
            return outline if outline is not None and all(word in outline.source for word in words) else None
        try:
            self._texts.move_to_end(signature)
            source = self._texts[signature]
        except KeyError:
            source = self._texts[signature] = read_source(signature[0])
            if len(self._texts) > _OUTLINES_KEPT:
                self._texts.popitem(last=False)
        if source is None or not all(word in source for word in words):
            return None
        return self(signature)

    def read_from(self, signature: tuple, source: str, tree: ast.Module) -> None:
        if signature not in self._kept:
            self._keep(signature, _outline_of_tree(source, tree))

    def _keep(self, signature: tuple, outline: Optional[_Outline]) -> Optional[_Outline]:
        self._kept[signature] = outline
        if len(self._kept) > _OUTLINES_KEPT:
            self._kept.popitem(last=False)
        return outline


def _read_outline(syntax_tree: Callable[[str], ast.Module], signature: tuple[str, int, int],
                  source: Optional[str] = None) -> Optional[_Outline]:
    """The outline of the file `signature` names (its real path first), or None when it cannot be read or parsed
    (the file's own lint reports why). `source`: its text when already read."""
    if source is None:
        source = read_source(signature[0])
    if source is None:
        return None
    try:
        tree = syntax_tree(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    # Kept for the file's own lint when the run is still to lint it: by then it has left the recent trees.
    hold_for_lint(signature[0], source, tree)
    return _outline_of_tree(source, tree)


def _outline_of_tree(source: str, tree: ast.Module) -> Optional[_Outline]:
    from .ast_nodes import source_imports

    try:
        aliases, relative = source_imports(source, tree)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    defs = frozenset(s.name for s in tree.body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)))
    classes = frozenset(s.name for s in tree.body if isinstance(s, ast.ClassDef))
    instances = tuple((s.targets[0].id, dotted(s.value.func)) for s in tree.body
                      if isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Name)
                      and isinstance(s.value, ast.Call) and dotted(s.value.func))
    records = _records(tree, aliases)
    named = dict(records)
    fields = tuple((s.name, tuple(member.target.id for member in s.body if isinstance(member, ast.AnnAssign)
                                  and isinstance(member.target, ast.Name)))
                   for s in tree.body if isinstance(s, ast.ClassDef) and s.name in named)
    stored = tuple((s.name, _annotated_fields(s)) for s in tree.body if isinstance(s, ast.ClassDef)
                   and s.name not in named and _stores_its_arguments(s, aliases))
    closed = frozenset(s.name for s in tree.body if isinstance(s, ast.ClassDef) and s.name in dict(stored)
                       and _only_annotated_fields(s))
    return _Outline(source, aliases, relative, defs, classes, instances, _jax_arrays(tree, aliases), records, fields,
                    stored, _record_factories(tree, dict(stored)), _module_containers(tree), closed,
                    _dict_factories(tree))


def _only_annotated_fields(class_node: ast.ClassDef) -> bool:
    """Is the class a frozen dataclass (no attribute can be set on an instance) whose body binds nothing but
    annotated fields (past a docstring, `pass`)?"""
    frozen = any(isinstance(decorator, ast.Call) and any(
        keyword.arg == "frozen" and isinstance(keyword.value, ast.Constant) and keyword.value.value is True
        for keyword in decorator.keywords) for decorator in class_node.decorator_list)
    return frozen and all(isinstance(member, ast.AnnAssign) and isinstance(member.target, ast.Name) or isinstance(
        member, ast.Pass) or isinstance(member, ast.Expr) and isinstance(member.value, ast.Constant)
        for member in class_node.body)


def _annotated_fields(class_node: ast.ClassDef) -> tuple[str, ...]:
    return tuple(member.target.id for member in class_node.body
                 if isinstance(member, ast.AnnAssign) and isinstance(member.target, ast.Name))


def _stores_its_arguments(class_node: ast.ClassDef, aliases: dict[str, str]) -> bool:
    """A `@dataclass` without bases nor a constructor of its own: each attribute is the argument given for it."""
    dataclass = any(_qualified(decorator, aliases) == "dataclasses.dataclass"
                    for decorator in class_node.decorator_list)
    return dataclass and not class_node.bases and not any(
        isinstance(member, (ast.FunctionDef, ast.AsyncFunctionDef)) and member.name in OWN_CONSTRUCTOR_METHODS
        for member in class_node.body)


def _record_factories(tree: ast.Module, stored: dict[str, tuple[str, ...]]
                      ) -> tuple[tuple[str, str, tuple[str, ...], frozenset[str], _FieldSources], ...]:
    """`_Outline.record_factories`: functions whose body, past its docstring and `if ...: raise` checks of its
    arguments, is `return Record(field=parameter, ...)` of a plain dataclass of the module that stores its arguments
    as they are: each field of the result is the argument given for that parameter, or its default."""
    found = []
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef) or node.decorator_list or node.args.vararg or node.args.kwarg:
            continue
        body = node.body[1:] if node.body and isinstance(node.body[0], ast.Expr) and isinstance(
            node.body[0].value, ast.Constant) else node.body
        if not body or not all(isinstance(statement, ast.If) and not statement.orelse and all(
                isinstance(raised, ast.Raise) for raised in statement.body) for statement in body[:-1]):
            continue
        returned = body[-1].value if isinstance(body[-1], ast.Return) else None
        if not isinstance(returned, ast.Call) or not isinstance(returned.func, ast.Name) or \
                returned.func.id not in stored:
            continue
        positional = tuple(arg.arg for arg in (*node.args.posonlyargs, *node.args.args))
        parameters = frozenset(positional) | {arg.arg for arg in node.args.kwonlyargs}
        fields = stored[returned.func.id]
        given = list(zip(fields, returned.args)) + [(keyword.arg, keyword.value) for keyword in returned.keywords]
        if len(returned.args) > len(fields) or any(isinstance(arg, ast.Starred) for arg in returned.args) or any(
                field is None or field not in fields for field, _ in given):
            continue
        sources = tuple((field, value.id if isinstance(value, ast.Name) and value.id in parameters else None)
                        for field, value in given)
        if all(isinstance(value, ast.Constant) or source is not None
               for (_, value), (_, source) in zip(given, sources)):
            found.append((node.name, returned.func.id, positional, parameters, sources))
    return tuple(found)


def _dict_factories(tree: ast.Module) -> tuple[tuple[str, tuple[str, ...], frozenset[str], _EntrySources], ...]:
    """`_Outline.dict_factories`: functions whose body, past its docstring, `if ...: raise` checks and unpackings of
    its parameters (`order, scale = meta`), is `return dict(key=value, ...)` or `return {"key": value, ...}`; each
    entry written as a parameter, an item unpacked from one, or a constant is known (a display's entries before a
    `**` unpacking are not: the unpacked mapping may replace them)."""
    found = []
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef) or node.decorator_list or node.args.vararg or node.args.kwarg:
            continue
        positional = tuple(arg.arg for arg in (*node.args.posonlyargs, *node.args.args))
        parameters = frozenset(positional) | {arg.arg for arg in node.args.kwonlyargs}
        body = node.body[1:] if node.body and isinstance(node.body[0], ast.Expr) and isinstance(
            node.body[0].value, ast.Constant) else node.body
        unpacked: dict[str, tuple[str, Optional[int]]] = {}
        for statement in body[:-1]:
            if isinstance(statement, ast.If) and not statement.orelse and all(
                    isinstance(raised, ast.Raise) for raised in statement.body):
                continue
            if isinstance(statement, ast.Assign) and len(statement.targets) == 1 and isinstance(
                    statement.value, ast.Name) and statement.value.id in parameters and isinstance(
                    statement.targets[0], (ast.Tuple, ast.List)) and all(
                    isinstance(element, ast.Name) for element in statement.targets[0].elts):
                unpacked.update((element.id, (statement.value.id, index))  # type: ignore[attr-defined]
                                for index, element in enumerate(statement.targets[0].elts))
                continue
            break
        else:
            entries = _returned_entries(body[-1] if body else None)
            if entries is None:
                continue
            known = []
            for key, value in entries:
                if isinstance(value, ast.Constant):
                    known.append((key, None, None))
                elif isinstance(value, ast.Name) and value.id in unpacked and value.id not in parameters:
                    known.append((key, *unpacked[value.id]))
                elif isinstance(value, ast.Name) and value.id in parameters:
                    known.append((key, value.id, None))
            if known:
                found.append((node.name, positional, parameters, tuple(known)))
    return tuple(found)


def _returned_entries(statement: Optional[ast.stmt]) -> Optional[list[tuple[str, ast.expr]]]:
    """The string-keyed entries `return {...}` or `return dict(...)` surely holds, each with its expression."""
    if not isinstance(statement, ast.Return):
        return None
    value = statement.value
    if isinstance(value, ast.Dict):
        entries: list[tuple[str, ast.expr]] = []
        for key, item in zip(value.keys, value.values):
            if key is None:
                entries = []   # `**other` may replace what came before
            elif isinstance(key, ast.Constant) and isinstance(key.value, str):
                entries.append((key.value, item))
        return entries
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "dict":
        return [(keyword.arg, keyword.value) for keyword in value.keywords if keyword.arg is not None]
    return None


def _display_path(found: str, caller_path: str) -> str:
    """Spell the helper's path the way the caller's was given (relative paths stay relative to the cwd)."""
    if os.path.isabs(caller_path):
        return os.path.normpath(found)
    return os.path.normpath(os.path.relpath(found))


def _module_containers(tree: ast.Module) -> frozenset[str]:
    return _bound_once_to(tree, lambda value: isinstance(value, (ast.Dict, ast.List, ast.Set)) or isinstance(
        value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id in _CONTAINER_MAKERS)


_CONTAINER_MAKERS = frozenset({"dict", "list", "set", "defaultdict", "OrderedDict", "deque"})


def _jax_arrays(tree: ast.Module, aliases: dict[str, str]) -> frozenset[str]:
    def makes_a_jax_array(value: ast.expr) -> bool:
        # The same question as `host_jax_arrays`, for another file's module-level names.
        qualified = qualify(dotted(value.func), aliases) if isinstance(value, ast.Call) else None
        return qualified is not None and may_make_jax_array(qualified) and not is_static_array_function(qualified)
    return _bound_once_to(tree, makes_a_jax_array, annotated=False)


def _bound_once_to(tree: ast.Module, holds: Callable[[ast.expr], bool], annotated: bool = True) -> frozenset[str]:
    """The module-level names bound exactly once, by a one-name assignment (annotated too, if `annotated`) of a value
    `holds` accepts."""
    bound: dict[str, int] = {}
    chosen: set[str] = set()
    for statement in tree.body:
        targets = statement.targets if isinstance(statement, ast.Assign) else (
            [statement.target] if isinstance(statement, (ast.AnnAssign, ast.AugAssign)) else [])
        for target in targets:
            if isinstance(target, ast.Name):
                bound[target.id] = bound.get(target.id, 0) + 1
        kinds = (ast.Assign, ast.AnnAssign) if annotated else ast.Assign
        value = statement.value if isinstance(statement, kinds) else None
        if len(targets) == 1 and isinstance(targets[0], ast.Name) and value is not None and holds(value):
            chosen.add(targets[0].id)
    return frozenset(name for name in chosen if bound.get(name) == 1)


def _array_result(function: ast.FunctionDef, aliases: dict[str, str], module_arrays: frozenset[str] = frozenset(),
                  array_attributes: Iterable[str] = ()) -> Optional[bool]:
    """ArrayResults' question (analysis/python_results.py) for another file's function, on Python's own tree: is
    every `return` of its straight-line body a jax array made with jnp/lax from whatever the parameters are, and is
    each a mask? None when not. The file's module-level jax arrays (`FREQUENCIES = jnp.linspace(...)`) are concrete,
    but inside traced code every jnp operation on them is staged: they count as arrays made with jnp.
    `array_attributes`: attributes known to hold arrays (`self.step_type` of a traced record), spelled so."""
    returns = _staged_returns(function, aliases, module_arrays, array_attributes)
    if not returns or any(mask is None for mask in returns):
        return None
    return all(returns)   # type: ignore[arg-type]


def _array_items(function: ast.FunctionDef, aliases: dict[str, str], module_arrays: frozenset[str] = frozenset(),
                 rows: bool = False) -> Optional[tuple[Optional[bool], ...]]:
    """The same question for each item of a function whose every `return` is a tuple display of one length
    (`return next_state, reward, terminated | truncated`): per item, True for a mask, False for another array,
    None when not known to be an array (in one return or more); None when no item is known to be one. `rows`: of
    each row of a list comprehension of such displays every return gives (`return [(score + top[i], i) for i in
    range(k)]`)."""
    returns = _staged_returns(function, aliases, module_arrays, (), items=True, rows=rows)
    if not returns or any(not isinstance(found, tuple) for found in returns) or \
            len({len(found) for found in returns}) != 1:   # type: ignore[arg-type]
        return None
    merged = tuple(None if any(found[index] is None for found in returns)   # type: ignore[index]
                   else all(found[index] for found in returns)   # type: ignore[index]
                   for index in range(len(returns[0])))   # type: ignore[arg-type]
    return merged if any(item is not None for item in merged) else None


def _staged_returns(function: ast.FunctionDef, aliases: dict[str, str], module_arrays: frozenset[str],
                    array_attributes: Iterable[str], items: bool = False, rows: bool = False) -> Optional[list]:
    """`_staged` of each `return` of `function`'s straight-line body (of each item of a returned tuple display,
    `items`: a tuple per return, None for a return of anything else; with `rows`, of the tuple display a returned
    list comprehension builds, its own names unknown); None when the body is not straight-line. With `rows`, an
    assignment unpacking a jnp/lax call (`top_scores, top_tokens = jax.lax.top_k(...)`) binds arrays."""
    arguments = function.args
    parameters = {a.arg for a in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs,
                                  *(a for a in (arguments.vararg, arguments.kwarg) if a is not None))}
    captured = set(module_arrays - parameters)
    locals_: dict[str, Optional[bool]] = dict.fromkeys(captured, False)
    locals_.update(dict.fromkeys(array_attributes, False))   # no plain name has a dot: read only by `_staged`

    def staged(value: ast.expr) -> Optional[bool]:
        # The module's array itself, handed on untouched, is still the concrete array.
        return None if isinstance(value, ast.Name) and value.id in captured else \
            _staged(value, locals_, aliases, subscripts=rows)
    returns: list = []
    statements = function.body[1:] if function.body and isinstance(function.body[0], ast.Expr) and isinstance(
        function.body[0].value, ast.Constant) else function.body   # the docstring
    for statement in statements:
        target = statement.targets[0] if isinstance(statement, ast.Assign) and len(statement.targets) == 1 else None
        if isinstance(target, ast.Name):
            name = target.id
            made = staged(statement.value)
            captured.discard(name)
            locals_[name] = None if name in locals_ and locals_[name] != made else made
        elif rows and isinstance(target, ast.Tuple) and all(isinstance(e, ast.Name) for e in target.elts) and \
                isinstance(statement.value, ast.Call) and staged(statement.value) is False:
            for element in target.elts:
                captured.discard(element.id)   # type: ignore[attr-defined]
                locals_[element.id] = None if element.id in locals_ else False   # type: ignore[attr-defined]
        elif rows and isinstance(statement, ast.Return) and isinstance(statement.value, ast.ListComp):
            built = statement.value
            bound = {name.id for generator in built.generators for name in ast_walk(generator.target)
                     if isinstance(name, ast.Name)}
            if isinstance(built.elt, ast.Tuple) and not any(isinstance(item, ast.Starred) for item in built.elt.elts) \
                    and not bound & set(locals_):
                returns.append(tuple(staged(item) for item in built.elt.elts))
            else:
                returns.append(None)
        elif isinstance(statement, ast.Return) and statement.value is not None and items:
            returns.append(tuple(staged(item) for item in statement.value.elts)
                           if isinstance(statement.value, ast.Tuple) and not any(
                               isinstance(item, ast.Starred) for item in statement.value.elts) else None)
        elif isinstance(statement, ast.Return) and statement.value is not None:
            returns.append(staged(statement.value))
        else:
            return None
    return returns


def _boolean_dtype(dtype: ast.expr, aliases: dict[str, str]) -> bool:
    """Does `dtype` spell the boolean dtype (`bool`, `jnp.bool_`, `"bool"`)?"""
    if isinstance(dtype, ast.Constant):
        return dtype.value == "bool"
    return (qualify(dotted(dtype), aliases) or dotted(dtype)) in BOOLEAN_DTYPES


def _staged(node: ast.expr, locals_: dict[str, Optional[bool]], aliases: dict[str, str], subscripts: bool = False
            ) -> Optional[bool]:
    """Is `node` a jax array inside traced code whatever the parameters are (and a mask)? None: not known to be.
    `subscripts`: an item or slice of such an array is one too."""
    if isinstance(node, ast.Name):
        return locals_.get(node.id)
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        return locals_.get(f"{node.value.id}.{node.attr}")
    if isinstance(node, ast.Call):
        staged = staged_call(qualify(dotted(node.func), aliases) or "")
        if staged is False and any(keyword.arg == "dtype" and _boolean_dtype(keyword.value, aliases)
                                   for keyword in node.keywords):
            return True   # `return jnp.ones((n, n), dtype=bool)`: a mask, made in the trace from static sizes
        return staged
    if isinstance(node, ast.Compare):
        if len(node.ops) != 1 or isinstance(node.ops[0], (ast.Is, ast.IsNot, ast.In, ast.NotIn)):
            return None
        return True if any(_staged(v, locals_, aliases, subscripts) is not None
                           for v in (node.left, *node.comparators)) else None
    if isinstance(node, ast.BinOp):
        parts = [_staged(v, locals_, aliases, subscripts) for v in (node.left, node.right)]
        if all(part is None for part in parts):
            return None
        return isinstance(node.op, (ast.BitAnd, ast.BitOr, ast.BitXor)) and any(parts)
    if isinstance(node, ast.UnaryOp) and not isinstance(node.op, ast.Not):
        return _staged(node.operand, locals_, aliases, subscripts)
    if subscripts and isinstance(node, ast.Subscript) and \
            _staged(node.value, locals_, aliases, subscripts) is not None:
        return False   # an item or slice of a jax array: a jax array (a mask's item is no mask to index with)
    return None


# A class with its own flatten rule: its fields are not known leaves.
_CUSTOM_PYTREE = "jax.tree_util.register_pytree_node_class"


def _qualified(node: ast.AST, aliases: dict[str, str]) -> str:
    called = dotted(node.func if isinstance(node, ast.Call) else node) or ""
    head, _, rest = called.partition(".")
    return (f"{aliases[head]}.{rest}" if rest else aliases[head]) if head in aliases else called


def _records(tree: ast.Module, aliases: dict[str, str]) -> tuple[tuple[str, frozenset[str]], ...]:
    """NamedTuples and dataclasses registered as pytrees: JAX traces their fields as leaves."""
    from .static_members import declares_static, static_field_factories

    registered = _registration_calls(tree, aliases)
    factories = static_field_factories(tree)
    found = []
    for statement in tree.body:
        if not isinstance(statement, ast.ClassDef):
            continue
        decorators = [_qualified(decorator, aliases) for decorator in statement.decorator_list]
        # `@partial(jax.tree_util.register_dataclass, data_fields=[...], meta_fields=[...])`: meta fields are static.
        partial_forms = [decorator for decorator in statement.decorator_list
                         if isinstance(decorator, ast.Call) and _qualified(decorator, aliases) == "functools.partial"
                         and decorator.args and _qualified(decorator.args[0], aliases) in RECORD_DECORATORS]
        partial_forms += registered.get(statement.name, [])
        record = any(_qualified(base, aliases) in RECORD_BASES for base in statement.bases) or any(
            decorator in RECORD_DECORATORS or decorator == _CUSTOM_PYTREE for decorator in decorators) or \
            bool(partial_forms)
        if not record or _CUSTOM_PYTREE in decorators:
            continue
        static = {member.target.id for member in statement.body
                  if isinstance(member, ast.AnnAssign) and isinstance(member.target, ast.Name)
                  and member.value is not None and declares_static(member.value, factories)}
        static |= {element.value for form in partial_forms for keyword in form.keywords
                   if keyword.arg == "meta_fields" and isinstance(keyword.value, (ast.List, ast.Tuple))
                   for element in keyword.value.elts
                   if isinstance(element, ast.Constant) and isinstance(element.value, str)}
        found.append((statement.name, frozenset(static)))
    return tuple(found)


def _registration_calls(tree: ast.Module, aliases: dict[str, str]) -> dict[str, list[ast.Call]]:
    """Module-level `jax.tree_util.register_dataclass(Cls, data_fields=[...], meta_fields=[...])` calls, by the
    class they register: like the decorator, they make the class a pytree whose data fields are traced leaves."""
    found: dict[str, list[ast.Call]] = {}
    for statement in tree.body:
        call = statement.value if isinstance(statement, ast.Expr) else None
        if isinstance(call, ast.Call) and call.args and isinstance(call.args[0], ast.Name) and \
                _qualified(call, aliases) in RECORD_DECORATORS and all(
                    isinstance(keyword.value, (ast.List, ast.Tuple)) for keyword in call.keywords
                    if keyword.arg == "meta_fields"):   # computed meta fields: which fields are leaves is unknown
            found.setdefault(call.args[0].id, []).append(call)
    return found


# What a function called without tracers can still do wrong at trace time, spotted in its text: print, write to
# state that outlives the call (an attribute of `self` or of an object it holds: `self.count.value += 1`), read the
# clock or host randomness, log, warn or open files.
_TRACE_TIME_EFFECT = re.compile(r"\bprint\(|\bglobal\s|\bnonlocal\s|\.(?:append|extend|insert|appendleft|update|"
                                r"add|setdefault)\(|\bself(?:\.\w+)+(?:\[[^\]]*\])?\s*(?:[-+*/|&]|//)?=(?!=)|"
                                r"^\s*[\w.]+\s*,[^=\n]*\bself\.\w+\s*=(?!=)|^\s*self\.\w+\s*,[^=\n]*=(?!=)|"
                                r"\b(?:time|random|datetime|logging|logger|log|warnings|os|sys)\.\w|\bopen\(",
                                re.MULTILINE)


# A Python conversion in a function that computes with jax.numpy: under tracing (omnistaging) `jnp.log(0.5)` is a
# tracer though its arguments are Python numbers, so `float(...)` of it fails with no tracer passed in.
_PYTHON_CONVERSION = re.compile(r"\b(?:float|int|bool)\(")
_JAX_NUMPY_CALL = re.compile(r"\bjnp\.\w+\(")


def _holds_trace_time_effect(source: str, tree: ast.Module, name: str, method: str) -> bool:
    lines = source.splitlines()
    for statement in tree.body:
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)) and not method and statement.name == name:
            return _acts_at_trace_time("\n".join(lines[statement.lineno - 1:statement.end_lineno]))
        if isinstance(statement, ast.ClassDef) and statement.name == name and method:
            for member in statement.body:
                if isinstance(member, (ast.FunctionDef, ast.AsyncFunctionDef)) and member.name == method:
                    text = "\n".join(lines[member.lineno - 1:member.end_lineno])
                    if method == "__init__":
                        text = re.sub(r"\bself\.\w+\s*=", "", text)  # filling in the new object
                    return _acts_at_trace_time(text)
    return False


def _acts_at_trace_time(text: str) -> bool:
    return bool(_TRACE_TIME_EFFECT.search(text) or _PYTHON_CONVERSION.search(text) and _JAX_NUMPY_CALL.search(text))


_LOOPS = (ast.For, ast.AsyncFor, ast.While, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
_LAX_LOOP_NAMES = frozenset({"fori_loop", "while_loop", "scan", "map"})
_LAX_LOOP_WORDS = re.compile(r"\b(?:fori_loop|while_loop|scan|map)\b")
_COMPILING_DECORATORS = frozenset({"jit", "pmap", "filter_jit", "filter_pmap", "pjit"})


def _plan_helper(outline_of: Callable[[tuple], Optional[_Outline]], syntax_tree: Callable[[str], ast.Module],
                 signature: tuple, extra_jit: frozenset[str], names: frozenset[str]) -> RegionPlan:
    from .regions import plan_regions

    outline = outline_of(signature)
    assert outline is not None  # seeded_trees asks only for files it has an outline of
    return plan_regions(outline.source, syntax_tree(outline.source), extra_jit, names)


def _build_helper(outline_of: Callable[[tuple], Optional[_Outline]], syntax_tree: Callable[[str], ast.Module],
                  plan_of: Callable[[tuple, frozenset[str], frozenset[str]], RegionPlan], signature: tuple,
                  extra_jit: frozenset[str], names: frozenset[str]) -> Optional[tuple[cst.Module, None, SourceLocator]]:
    from .from_ast import Unsupported, build_module

    outline = outline_of(signature)
    assert outline is not None  # seeded_trees asks only for files it has an outline of
    try:
        module, locator = build_module(outline.source, syntax_tree(outline.source),
                                       plan_of(signature, extra_jit, names).kept)
    except Unsupported:
        return None  # something only libcst's parser rebuilds exactly: the parsed trees answer
    return module, None, locator


# A name and then only blanks (or line continuations) before a parenthesis: how an `ast.Call` of a `Name` is spelled,
# read backwards. A pattern that starts with a literal is scanned for quickly, one that starts with a class of
# characters (a word) is tried at every offset of the text (benchmarks/PROFILE.md): the text is searched reversed,
# from each parenthesis back to the word before it, which must not follow a dot (an attribute).
_CALLED_NAME_REVERSED = re.compile(r"\([\s\\]*+(\w++)(?![\w.])")


def _called_names(source: str) -> set[str]:
    """The words of `source` followed by a call's parenthesis (a superset of the names it calls: a word that starts
    with a digit is never a name)."""
    return {word[::-1] for word in _CALLED_NAME_REVERSED.findall(source[::-1])}


def _handed_names(source: str, names: set[str]) -> set[str]:
    """The `names` that `source` may hand to a call as a value (`run(log_posterior, x0)`, `partial(f, k)`,
    `fn=f`): spelled after an opening parenthesis, a comma or an equals sign and followed by a comma or a closing
    parenthesis. A text screen: the callers' reader then checks the calls."""
    # Only the names the text spells: a name it does not hold never matches, so the matches are those of every
    # name's pattern, and most calls compile no pattern (each set of names is a new one: 333 compiled patterns over
    # brax and optax, about 1% of a run).
    spelled = [name for name in sorted(names) if name in source]
    if not spelled:
        return set()
    pattern = re.compile(r"[(,=]\s*(%s)\s*[,)]" % "|".join(re.escape(name) for name in spelled))
    return {match.group(1) for match in pattern.finditer(source)}


def _loop_calls(statements: list, imported: set[str], found: set[str], in_loop: bool,
                receivers: frozenset[str] | set[str] = frozenset(), loops: Optional[list] = None,
                scope: Optional[tuple[dict, dict]] = None,
                runs_under_a_trace: Optional[Callable[[str], bool]] = None) -> None:
    """Imported names called directly in a loop or comprehension of untraced code: not inside a lambda or a def
    nested in the loop (called later, maybe once), not in test functions nor in functions with a decorator that
    compiles or transforms them (their loops are unrolled while tracing), nor handed a configuration by loops that
    all sweep configurations written in the code (once_callers.handed_a_configuration: one program per
    configuration). Methods called on `receivers` are found as `receiver.method`. `loops`: the configuration names
    of the loops around `statements` (None for a loop that sweeps none); `scope`: the assignments of the function
    they are in and the module's returned values. `runs_under_a_trace`: asked of a module-level function whose
    loops call one, whether it runs only while its callers are traced (its loops unroll into their trace)."""
    from .once_callers import ModuleReturns, _assignments, configuration_names, handed_a_configuration

    loops = [] if loops is None else loops
    if scope is None:
        scope = (_assignments(statements), ModuleReturns(ast.Module(body=statements, type_ignores=[])))
    for statement in statements:
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if statement.name.startswith("test") or statement.decorator_list:
                continue
            if not receivers:  # (a function's own loops: with receivers, function_scopes hands each scope)
                own: set[str] = set()
                _loop_calls(statement.body, imported, own, False, loops=[],
                            scope=(_assignments(statement.body), scope[1]))
                if own - found and (runs_under_a_trace is None or not runs_under_a_trace(statement.name)):
                    found |= own
            continue
        if isinstance(statement, ast.ClassDef):
            if not statement.name.startswith("Test") and not receivers:
                _loop_calls(statement.body, imported, found, False, loops=[], scope=scope)
            continue
        looping = in_loop or isinstance(statement, (ast.For, ast.AsyncFor, ast.While))
        stack: list[tuple[ast.AST, bool, list]] = [(statement, looping, loops)]
        while stack:
            node, in_loop_here, around = stack.pop()
            if isinstance(node, (ast.Lambda, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                continue
            if in_loop_here and isinstance(node, ast.Call) and not handed_a_configuration(node, around):
                if isinstance(node.func, ast.Name) and node.func.id in imported:
                    found.add(node.func.id)
                elif receivers and isinstance(node.func, ast.Attribute) and dotted(node.func.value) in receivers:
                    found.add(f"{dotted(node.func.value)}.{node.func.attr}")
            comprehension = isinstance(node, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp))
            in_loop_below = in_loop_here or comprehension
            below = [*around, configuration_names(node, *scope)] if comprehension else around
            for child in ast_child_nodes(node):
                if isinstance(child, ast.stmt) and isinstance(node, (ast.For, ast.AsyncFor, ast.While, ast.If,
                                                                     ast.With, ast.AsyncWith, ast.Try)):
                    continue  # nested statements are walked below, with their own loop state
                stack.append((child, in_loop_below, below))
        inner = [*loops, configuration_names(statement, *scope) if isinstance(statement, (ast.For, ast.AsyncFor))
                 else None] if isinstance(statement, (ast.For, ast.AsyncFor, ast.While)) else loops
        for body in _bodies(statement):
            _loop_calls(body, imported, found, looping, receivers,
                        inner if body is not getattr(statement, "orelse", None) else loops, scope)


def _bodies(statement: ast.AST) -> list[list]:
    if isinstance(statement, (ast.For, ast.AsyncFor, ast.While, ast.If)):
        return [statement.body, statement.orelse]
    if isinstance(statement, (ast.With, ast.AsyncWith)):
        return [statement.body]
    if isinstance(statement, ast.Try):
        return [statement.body, *(h.body for h in statement.handlers), statement.orelse, statement.finalbody]
    return []


def _loop_method_calls(tree: ast.Module, classes: set[str]) -> set[tuple[str, str]]:
    """(class, method) for `obj.method(...)` called directly in a loop or comprehension of untraced code, where the
    same scope binds `obj` only to an instance of one of `classes` (`solver = LineSearch(f)`), or `obj` is a
    parameter every call of the function in the file passes such an instance (`_parameters_passed_instances`)."""
    from .ast_nodes import function_scopes, scope_instances
    from .once_callers import ModuleReturns, _assignments

    found: set[tuple[str, str]] = set()
    returned = ModuleReturns(tree)

    def instances_of(scope: ast.AST) -> dict[str, str]:
        bound = ((name, _made_class(made, classes, returned)) for name, made in scope_instances(scope).items())
        return {name: made for name, made in bound if made is not None}

    module_instances = instances_of(tree)
    scopes = function_scopes(tree)
    passed = _parameters_passed_instances(tree, scopes, instances_of)
    for scope in scopes:
        if isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef)) and (
                scope.name.startswith("test") or scope.decorator_list):
            continue  # a test's loop over cases; a compiled function's loops unroll while tracing
        instances = {**passed.get(scope, {}), **instances_of(scope)}
        if scope is not tree and module_instances:
            # `solver = GradientDescent(f)` at module level, `solver.run(...)` in a loop of a function that does not
            # bind `solver` itself: the module's instance.
            bound = _bound_names(scope)
            instances.update((name, made) for name, made in module_instances.items() if name not in bound)
        if not instances:
            continue
        called: set[str] = set()
        body = list(scope.body)  # type: ignore[attr-defined]
        _loop_calls(body, set(), called, in_loop=False, receivers=set(instances),
                    scope=(_assignments(body), returned))
        for receiver, _, method in (name.partition(".") for name in called):
            found.add((instances[receiver], method))
    for class_node in (node for node in ast_walk(tree) if isinstance(node, ast.ClassDef)):
        found |= _repeated_attribute_calls(class_node, classes)
    return found


def _parameters_passed_instances(tree: ast.Module, scopes: list[ast.AST],
                                 instances_of: Callable[[ast.AST], dict[str, str]]
                                 ) -> dict[ast.AST, dict[str, str]]:
    """For each module-level def of the file, its parameters that every call of it in the file (by its plain name,
    at least one) passes a name the calling scope binds only to an instance of the same class (`solver =
    EulerSolver(f)`, then `final_values(solver, rates)`): parameter -> that class, as `instances_of` names it."""
    functions = {statement.name: statement for statement in tree.body
                 if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef))}
    if not functions:
        return {}
    agreed: dict[str, dict[str, Optional[str]]] = {}
    for scope in scopes:
        calls = [node for node in own_nodes(scope) if isinstance(node, ast.Call) and
                 isinstance(node.func, ast.Name) and node.func.id in functions]
        if not calls:
            continue
        instances = instances_of(scope)
        for call in calls:
            function = functions[call.func.id]  # type: ignore[attr-defined]
            positional = [a.arg for a in (*function.args.posonlyargs, *function.args.args)]
            named = (*positional, *(a.arg for a in function.args.kwonlyargs))
            if any(isinstance(argument, ast.Starred) for argument in call.args) or \
                    any(keyword.arg is None for keyword in call.keywords):
                agreed[function.name] = {name: None for name in named}
                continue
            given = dict(zip(positional, call.args))
            given.update((keyword.arg, keyword.value) for keyword in call.keywords)  # type: ignore[misc]
            site = agreed.setdefault(function.name, {})
            for name in named:
                argument = given.get(name)
                made = instances.get(argument.id) if isinstance(argument, ast.Name) else None
                site[name] = made if site.get(name, made) == made else None
    return {functions[name]: {parameter: made for parameter, made in parameters.items() if made is not None}
            for name, parameters in agreed.items()}


def _made_class(called: str, classes: set[str], returned) -> Optional[str]:
    """The one of `classes` whose instance a call of `called` makes: the class itself, or a module function of the
    file that returns only instances of it (`sampler = make_sampler()`, `def make_sampler(): return
    MALASampler(log_density, step_size=0.1)`)."""
    if called in classes:
        return called
    if called not in returned:
        return None
    made = {value.func.id if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) else None
            for value in returned[called]}
    return made.pop() if len(made) == 1 and next(iter(made)) in classes else None


def _self_attribute_loop_calls(tree: ast.Module, classes: set[str]) -> set[tuple[str, str]]:
    """(class, method) for `self.proposal.sample(...)` called in a loop or comprehension of a method of a
    module-level class whose methods bind `self.proposal` only to instances of one of `classes`
    (`self.proposal = FlowProposal(...)` in `__init__`)."""
    from .ast_nodes import own_nodes
    from .once_callers import ModuleReturns, _assignments

    found: set[tuple[str, str]] = set()
    returned = ModuleReturns(tree)
    for class_node in tree.body:
        if not isinstance(class_node, ast.ClassDef) or class_node.name.startswith("Test"):
            continue
        methods = [m for m in class_node.body if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef))]
        made: dict[str, Optional[str]] = {}
        for method in methods:
            for node in own_nodes(method):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
                    node, (ast.AnnAssign, ast.AugAssign)) else []
                for target in targets:
                    if self_attribute(target) is not None:
                        value = getattr(node, "value", None)
                        called = value.func.id if isinstance(node, ast.Assign) and isinstance(value, ast.Call) and \
                            isinstance(value.func, ast.Name) else None
                        key = f"self.{target.attr}"
                        made[key] = called if made.get(key, called) == called else None
        instances = {name: made_class for name, made_class in (
            (name, _made_class(class_name, classes, returned)) for name, class_name in made.items()
            if class_name is not None) if made_class is not None}
        if not instances:
            continue
        called_methods: set[str] = set()
        for method in methods:
            if not method.name.startswith("test") and not method.decorator_list:
                _loop_calls(list(method.body), set(), called_methods, in_loop=False, receivers=set(instances),
                            scope=(_assignments(method.body), returned))
        for receiver, _, method_name in (name.rpartition(".") for name in called_methods):
            found.add((instances[receiver], method_name))
    return found


def _repeated_attribute_calls(class_node: ast.ClassDef, classes: set[str]) -> set[tuple[str, str]]:
    """(class, method) for `self.objective.build()` in a method of `class_node` that stores an instance of one of
    `classes` on `self.objective`, where the call runs repeatedly: in a loop of that method, or anywhere in a method
    the class calls in a loop of its own (`for _ in range(n): x = self.step(x)`)."""
    methods = [node for node in class_node.body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))]
    held: dict[str, str] = {}
    for method in methods:
        for node in ast_walk(method):
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and isinstance(
                    node.value.func, ast.Name) and node.value.func.id in classes:
                for target in node.targets:
                    if self_attribute(target) is not None:
                        held[target.attr] = node.value.func.id
    if not held:
        return set()
    repeated_methods: set[str] = set()
    in_loops: list[ast.Call] = []
    for method in methods:
        if method.name.startswith("test") or method.decorator_list:
            continue
        for loop in (node for node in ast_walk(method) if isinstance(node, _LOOPS)):
            for node in ast_walk(loop):
                if isinstance(node, ast.Call):
                    in_loops.append(node)
                    if self_attribute(node.func) is not None:
                        repeated_methods.add(node.func.attr)
    calls = in_loops + [node for method in methods if method.name in repeated_methods
                        for node in ast_walk(method) if isinstance(node, ast.Call)]
    found: set[tuple[str, str]] = set()
    for call in calls:
        func = call.func
        if isinstance(func, ast.Attribute) and self_attribute(func.value) in held:
            found.add((held[func.value.attr], func.attr))
    return found


# Methods that run while an object is built or set up: a loop in them goes over the object's parts, once per object.
_SETUP_METHOD_NAMES = frozenset({"__init__", "__post_init__", "setup", "setUp", "build"})


def _calls_self_method_in_loop(method: ast.FunctionDef, name: str) -> bool:
    """Does `method` call `self.<name>(...)` inside a loop or comprehension of its own code?"""
    from .ast_nodes import own_nodes

    return any(isinstance(node, ast.Call) and self_attribute(node.func) == name
               for loop in own_nodes(method) if isinstance(loop, _LOOPS) for node in ast_walk(loop))


def _calls_self_method(method: ast.FunctionDef, name: str) -> bool:
    """Does `method` call `self.<name>(...)` in its own code?"""
    return any(isinstance(node, ast.Call) and self_attribute(node.func) == name for node in own_nodes(method))


def _self_method_handed_on(class_node: ast.ClassDef, name: str) -> bool:
    """Does the class read `self.<name>` other than to call it (`self.step = jax.jit(self._step)`, a callback)?"""
    called = {id(node.func) for node in ast.walk(class_node) if isinstance(node, ast.Call)}
    return any(isinstance(node, ast.Attribute) and id(node) not in called and self_attribute(node) == name
               for node in ast.walk(class_node))


def _in_a_loop_elsewhere(where: Optional[str]) -> Optional[str]:
    """The clause for a caller another file runs in a loop (once_callers.called_in_loop_elsewhere's answer)."""
    return f"called in a loop in {where}" if where is not None else None


def _repeated_method_calls(tree: ast.Module, imported: set[str]) -> set[str]:
    """Imported names called anywhere in `__call__` of a class that calls itself in a loop or comprehension
    (`[self(k, x) for k, x in zip(keys, batches)]` runs `__call__` again and again, and with it every helper it
    calls)."""
    from .ast_nodes import own_nodes

    found: set[str] = set()
    for class_node in tree.body:
        if not isinstance(class_node, ast.ClassDef) or class_node.name.startswith("Test"):
            continue
        methods = {node.name: node for node in class_node.body
                   if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and not node.decorator_list}
        repeated: set[str] = set()
        for method in methods.values():
            if method.name.startswith("test"):
                continue
            for loop in (node for node in own_nodes(method) if isinstance(node, (
                    ast.For, ast.AsyncFor, ast.While, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp))):
                for node in ast_walk(loop):
                    if not isinstance(node, ast.Call):
                        continue
                    # Only `self(...)`: a named step method called in a loop is often the one the framework
                    # jits (evorl's `enable_jit` rebinds `cls.step = jax.jit(cls.step)` in a base class of
                    # another module), and then the helpers it calls are traced with it.
                    if isinstance(node.func, ast.Name) and node.func.id == "self":
                        repeated.add("__call__")
        for name in repeated & set(methods):
            found.update(node.func.id for node in own_nodes(methods[name]) if isinstance(node, ast.Call) and
                         isinstance(node.func, ast.Name) and node.func.id in imported)
    return found


def _bound_names(function: ast.AST) -> set[str]:
    """The names a function binds in its own scope: its parameters and its assignment, loop and import targets."""
    from .ast_nodes import named_parameters, own_nodes

    arguments = function.args  # type: ignore[attr-defined]
    bound = named_parameters(arguments)
    bound.update(a.arg for a in (arguments.vararg, arguments.kwarg) if a is not None)
    for node in own_nodes(function):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            bound.add(node.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            bound.update((alias.asname or alias.name).split(".")[0] for alias in node.names)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(node.name)
    return bound


def _stores_fresh_jit(method: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """Does a method (not a constructor) store a new jitted function on `self` in a statement of its own body, not
    under a condition (`self._compute = jax.jit(self.compute)` in `build`)? Called again, it compiles again: JXL502
    reports it when this is called repeatedly. A cheap screen: the method's own analysis decides."""
    if method.name in ("__init__", "__post_init__", "__new__", "setup"):
        return False
    for statement in method.body:
        if isinstance(statement, ast.Assign) and isinstance(statement.value, ast.Call) and any(
                self_attribute(target) is not None for target in statement.targets):
            func = statement.value.func
            if (func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else "") \
                    in _COMPILING_DECORATORS:
                return True
    return False


def _runs_fresh_lax_loop(tree: ast.Module | ast.ClassDef, name: str) -> bool:
    """Does function `name` of the module (or method of the class) call a lax loop and define a function (def,
    lambda, partial) inside it?
    A cheap screen: the helper's own analysis decides what JXL504 reports."""
    function = next((s for s in tree.body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef))
                     and s.name == name), None)
    if function is None or any(
            (node.attr if isinstance(node, ast.Attribute) else node.id) in _COMPILING_DECORATORS
            for decorator in function.decorator_list for node in ast_walk(decorator)
            if isinstance(node, (ast.Attribute, ast.Name))):
        return False  # jitted: the loop is traced with the function, once per compilation
    loops = nested = False
    for node in ast_walk(function):
        if isinstance(node, ast.Call):
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            loops = loops or called in _LAX_LOOP_NAMES
            nested = nested or called == "partial"
        elif node is not function and isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            nested = True
    return loops and nested


def _relative_import(importer: str, module_file: str, name: str) -> tuple[int, str]:
    """How file `importer` would import `name` of `module_file` relatively: (leading dots, dotted target)."""
    directory = os.path.dirname(os.path.abspath(importer))
    stem = os.path.splitext(os.path.abspath(module_file))[0]
    if os.path.basename(stem) == "__init__":
        stem = os.path.dirname(stem)
    common = os.path.commonpath([directory, stem])
    level = 1 + len(os.path.relpath(directory, common).split(os.sep)) if directory != common else 1
    parts = [part for part in os.path.relpath(stem, common).split(os.sep) if part != "."]
    return level, ".".join([*parts, name])


_LOOP_WORDS = re.compile(r"^\s*(?:for|while)\b", re.MULTILINE)


def _plain_class(class_node: ast.ClassDef) -> bool:
    """A class without bases (but `object`), decorators or keywords that defines neither `__eq__` nor `__hash__`:
    its instances are equal and hash only by identity."""
    return not class_node.decorator_list and not class_node.keywords and all(
        isinstance(base, ast.Name) and base.id == "object" for base in class_node.bases) and not any(
        isinstance(member, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Assign)) and (
            getattr(member, "name", None) in ("__eq__", "__hash__") or isinstance(member, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id in ("__eq__", "__hash__") for t in member.targets))
        for member in class_node.body)


def _carries_tracers(call: ExternalCall) -> bool:
    return any(value.traced for value in call.positional) or any(value.traced for _, value in call.keywords)


def _names_property(decorator: ast.expr) -> bool:
    """`@property`, `@functools.cached_property`, `@cached_property`."""
    name = decorator.attr if isinstance(decorator, ast.Attribute) else decorator.id if isinstance(
        decorator, ast.Name) else ""
    return name in ("property", "cached_property")


def _only_class_built(definition: ast.AST, fields_from_names: bool = False) -> Optional[str]:
    """The one name every `return` of `definition` calls (`return Record(...)`), None when a return gives anything
    else, when returns call different names, or for a generator. With `fields_from_names`, also None when a return
    passes a literal, `*args` or `**kwargs`: a field given a literal is a Python value, not a traced leaf."""
    built = set()
    for node in own_nodes(definition):
        if isinstance(node, (ast.Yield, ast.YieldFrom)):
            return None
        if isinstance(node, ast.Return):
            value = node.value
            if not (isinstance(value, ast.Call) and isinstance(value.func, ast.Name)):
                return None
            if fields_from_names and (any(isinstance(argument, (ast.Constant, ast.Starred)) for argument in (
                    *value.args, *(keyword.value for keyword in value.keywords))) or any(
                    keyword.arg is None for keyword in value.keywords)):
                return None
            built.add(value.func.id)
    return built.pop() if len(built) == 1 else None


def _import_of(outline: _Outline, name: str) -> Optional[tuple[int, str]]:
    """(dots, dotted target) of a module-level name the outline's file imports (`from .shapes import Box`, `import
    numpy as np`); None for a name it does not import."""
    if name in outline.relative:
        return outline.relative[name]
    return (0, outline.aliases[name]) if name in outline.aliases else None


def _binds(function: ast.AST, name: str) -> bool:
    """Does the function bind `name` itself (a parameter, an assignment, a loop variable), hiding the module's?"""
    return isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)) and name in named_parameters(
        function.args) or any(isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Store)
                              for node in own_nodes(function))


def _function_import(scope: ast.AST, name: str) -> Optional[tuple[int, str]]:
    """(level, dotted target) of the `from ... import` that binds `name` in `scope` (a module's top level, or
    anywhere in a function's body: `from geo.records import shell_records` inside the function calling it); None
    when none does."""
    statements = scope.body if isinstance(scope, ast.Module) else ast.walk(scope)
    for statement in statements:
        if isinstance(statement, ast.ImportFrom):
            for alias in statement.names:
                if (alias.asname or alias.name) == name and alias.name != "*":
                    module = statement.module or ""
                    return statement.level, f"{module}.{alias.name}" if module else alias.name
    return None


def _plain_record_class(tree: ast.Module, name: str) -> bool:
    """Is `name` a module-level NamedTuple or dataclass of `tree` without a constructor, `__post_init__` or `__new__`
    of its own: an instance holds what its construction was given, so one given Python values is a Python value?"""
    for statement in tree.body:
        if isinstance(statement, ast.ClassDef) and statement.name == name:
            record = any((dotted(base) or "").rpartition(".")[2] == "NamedTuple" for base in statement.bases) or \
                any((dotted(d.func if isinstance(d, ast.Call) else d) or "").rpartition(".")[2] == "dataclass"
                    for d in statement.decorator_list)
            return record and not any(isinstance(member, (ast.FunctionDef, ast.AsyncFunctionDef)) and member.name in
                                      ("__init__", "__new__", "__post_init__") for member in statement.body)
    return False
