"""Across modules: follow calls from traced code into functions imported from other files of the same project.

`from .utils import helper`, `from mypkg.utils import helper` and `import mypkg.utils as u; u.helper(x)` are
resolved on disk from the package layout (the `__init__.py` chain above the calling file, or the calling file's own
folder for scripts), never by importing. The helper's module is then analysed with the helper seeded as traced with
the caller's argument pattern; its findings carry the helper file's path. Each (file, seeds) analysis is memoised
per process, and a chain stops at a cycle or after `MAX_DEPTH` hops, so mutual imports and deep helper chains
terminate quickly. The result names every file it read so that a cache can key on their contents.
"""

from __future__ import annotations

import ast
import functools
import os
import re
from collections import OrderedDict
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable, Iterable, Iterator, Optional

import libcst as cst

from .from_ast import SourceLocator, Unsupported, analysis_trees
from .imports import ImportMap
from .module import ExternalCall, ModuleFacts, Seed

MAX_DEPTH = 8
# Re-exports followed from a package's `__init__.py` to the module that defines the function.
_MAX_REEXPORTS = 4
_OUTLINE_CACHE_SIZE = 64


@dataclass
class Linked:
    """What following one file's external calls found: findings in other files, and the files it read."""
    diagnostics: list = field(default_factory=list)
    dependencies: set[str] = field(default_factory=set)
    # False when a cycle cut the analysis short: such a partial result is not memoised.
    complete: bool = True


# (path, source, module, facts, line_map) -> diagnostics for that file, filtered as the user asked. `module` may be
# a skeleton of the file (analysis/regions.py), `line_map` then gives the file's line of each of its lines.
Analyse = Callable[[str, str, cst.Module, ModuleFacts, Optional[list[int]]], list]


@dataclass(frozen=True)
class _Outline:
    """What resolving imports needs from a file, from Python's own parser (libcst only parses what is analysed).
    The syntax tree itself is not kept here: many cached trees would make every garbage collection slow (the few
    most recent ones are in `_recent_trees`)."""
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


def _signature(path: str) -> Optional[tuple[str, int, int]]:
    try:
        status = os.stat(path)
    except OSError:
        return None
    return os.path.realpath(path), status.st_mtime_ns, status.st_size


_outlines: "OrderedDict[tuple, Optional[_Outline]]" = OrderedDict()
_memo: dict[tuple, Linked] = {}
# Source text -> its syntax tree, for the last few outlines read: a helper's module is planned soon after its
# outline resolved the import (`_parse_for`), and parsing it again cost as much as the outline itself.
_recent_trees: "OrderedDict[str, ast.Module]" = OrderedDict()
_RECENT_TREES_SIZE = 8


def _remember_tree(source: str, tree: ast.Module) -> None:
    _recent_trees[source] = tree
    _recent_trees.move_to_end(source)
    if len(_recent_trees) > _RECENT_TREES_SIZE:
        _recent_trees.popitem(last=False)


def _syntax_tree(source: str) -> ast.Module:
    tree = _recent_trees.get(source)
    if tree is None:
        tree = compile(source, "<helper>", "exec", flags=ast.PyCF_ONLY_AST, dont_inherit=True)
        _remember_tree(source, tree)
    else:
        _recent_trees.move_to_end(source)
    return tree


def _outline(path: str) -> Optional[_Outline]:
    signature = _signature(path)
    if signature is None:
        return None
    if signature in _outlines:
        _outlines.move_to_end(signature)
        return _outlines[signature]
    outline: Optional[_Outline] = None
    try:
        from ..engine import decode_source
        from .regions import _Text, file_imports

        with open(path, "rb") as handle:
            source = decode_source(handle.read())
        tree = compile(source, path, "exec", flags=ast.PyCF_ONLY_AST, dont_inherit=True)
        aliases, relative = file_imports(_Text(source), tree)
        _remember_tree(source, tree)
        defs = frozenset(s.name for s in tree.body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)))
        classes = frozenset(s.name for s in tree.body if isinstance(s, ast.ClassDef))
        instances = tuple((s.targets[0].id, _dotted(s.value.func)) for s in tree.body
                          if isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Name)
                          and isinstance(s.value, ast.Call) and _dotted(s.value.func))
        outline = _Outline(source, aliases, relative, defs, classes, instances, _jax_arrays(tree, aliases),
                           _records(tree, aliases))
    except (OSError, UnicodeDecodeError, SyntaxError, ValueError, LookupError, RecursionError, MemoryError):
        outline = None  # the file's own lint reports why it cannot be read
    _outlines[signature] = outline
    if len(_outlines) > _OUTLINE_CACHE_SIZE:
        _outlines.popitem(last=False)
    return outline


def _trees_for(outline: _Outline, names: frozenset[str], extra_jit: frozenset[str]
               ) -> Iterator[tuple[cst.Module, Optional[list[int]], ImportMap, SourceLocator]]:
    """The trees to analyse with the functions `names` seeded, best first (`analysis_trees`): the skeleton that
    holds them and whatever they reach, with its line table, the file's imports and its locator."""
    from .regions import plan_regions

    tree = _syntax_tree(outline.source)
    plan = plan_regions(outline.source, tree, extra_jit, names)
    if plan.skeleton is None:
        return
    for module, line_map, locator in analysis_trees(outline.source, tree, plan):
        imports = ImportMap()
        imports.aliases, imports.relative = dict(outline.aliases), dict(outline.relative)
        yield module, line_map, imports, locator


@lru_cache(maxsize=4096)
def _module_file(base: str, parts: tuple[str, ...]) -> Optional[str]:
    """`base/a/b.py` or `base/a/b/__init__.py` for parts ("a", "b"); `base/__init__.py` for no parts."""
    stem = os.path.join(base, *parts) if parts else base
    if parts and os.path.isfile(stem + ".py"):
        return stem + ".py"
    init = os.path.join(stem, "__init__.py")
    return init if os.path.isfile(init) else None


@lru_cache(maxsize=1024)
def _search_roots(directory: str) -> tuple[str, ...]:
    """Where absolute imports of a file in `directory` may resolve: above its top package, and its own folder."""
    top = directory
    while os.path.isfile(os.path.join(top, "__init__.py")):
        parent = os.path.dirname(top)
        if parent == top:
            break
        top = parent
    return tuple(dict.fromkeys((top, directory)))


_NOT_ARRAYS = frozenset({"PRNGKey", "key", "split", "fold_in", "key_data", "dtype", "shape", "ndim", "size",
                         "result_type", "iinfo", "finfo", "issubdtype", "promote_types"})


def _jax_arrays(tree: ast.Module, aliases: dict[str, str]) -> frozenset[str]:
    bound: dict[str, int] = {}
    arrays: set[str] = set()
    for statement in tree.body:
        targets = statement.targets if isinstance(statement, ast.Assign) else (
            [statement.target] if isinstance(statement, (ast.AnnAssign, ast.AugAssign)) else [])
        for target in targets:
            if isinstance(target, ast.Name):
                bound[target.id] = bound.get(target.id, 0) + 1
        if isinstance(statement, ast.Assign) and len(statement.targets) == 1 and isinstance(
                statement.targets[0], ast.Name) and isinstance(statement.value, ast.Call):
            called = _dotted(statement.value.func) or ""
            head, _, rest = called.partition(".")
            qualified = f"{aliases[head]}.{rest}" if head in aliases and rest else aliases.get(head, "")
            if qualified.startswith(("jax.numpy.", "jax.random.")) and \
                    qualified.rpartition(".")[2] not in _NOT_ARRAYS:
                arrays.add(statement.targets[0].id)
    return frozenset(name for name in arrays if bound.get(name) == 1)


_RECORD_DECORATORS = frozenset({"jax.tree_util.register_dataclass", "flax.struct.dataclass", "chex.dataclass",
                                "jax.tree_util.register_pytree_node_class"})
_RECORD_BASES = frozenset({"typing.NamedTuple", "NamedTuple", "flax.struct.PyTreeNode"})


def _qualified(node: ast.AST, aliases: dict[str, str]) -> str:
    called = _dotted(node.func if isinstance(node, ast.Call) else node) or ""
    head, _, rest = called.partition(".")
    return (f"{aliases[head]}.{rest}" if rest else aliases[head]) if head in aliases else called


def _records(tree: ast.Module, aliases: dict[str, str]) -> tuple[tuple[str, frozenset[str]], ...]:
    """NamedTuples and dataclasses registered as pytrees: JAX traces their fields as leaves."""
    found = []
    for statement in tree.body:
        if not isinstance(statement, ast.ClassDef):
            continue
        record = any(_qualified(base, aliases) in _RECORD_BASES for base in statement.bases) or any(
            _qualified(decorator, aliases) in _RECORD_DECORATORS for decorator in statement.decorator_list)
        if not record or any(_qualified(decorator, aliases) == "jax.tree_util.register_pytree_node_class"
                             for decorator in statement.decorator_list):
            continue
        static = {member.target.id for member in statement.body
                  if isinstance(member, ast.AnnAssign) and isinstance(member.target, ast.Name)
                  and member.value is not None and _declares_static(member.value)}
        found.append((statement.name, frozenset(static)))
    return tuple(found)


def _declares_static(value: ast.AST) -> bool:
    """`field(static=True)`, `field(pytree_node=False)`, `field(metadata=dict(static=True))` or `{"static": True}`."""
    for node in ast.walk(value):
        if isinstance(node, ast.keyword) and isinstance(node.value, ast.Constant) and (
                (node.arg == "static" and node.value.value is True) or
                (node.arg == "pytree_node" and node.value.value is False)):
            return True
        if isinstance(node, ast.Dict):
            for key, item in zip(node.keys, node.values):
                if isinstance(key, ast.Constant) and key.value == "static" and isinstance(
                        item, ast.Constant) and item.value is True:
                    return True
    return False


def imported_record(path: str, level: int, target: str) -> Optional[frozenset[str]]:
    """The static fields of `target`, imported into `path`, when it is a pytree record class of another project
    file (a NamedTuple or a registered dataclass); None otherwise."""
    module_file, name = _imported_module(path, level, target)
    if module_file is None:
        return None
    outline = _outline(module_file)
    return dict(outline.records).get(name) if outline is not None else None


def _imported_module(path: str, level: int, target: str) -> tuple[Optional[str], str]:
    head, _, name = target.rpartition(".")
    if not head and not level:
        return None, name
    parts = tuple(head.split(".")) if head else ()
    directory = os.path.dirname(os.path.abspath(path))
    if level:
        base = directory
        for _ in range(level - 1):
            base = os.path.dirname(base)
        candidates = [_module_file(base, parts)]
    else:
        candidates = [_module_file(root, parts) for root in _search_roots(directory)]
    return next((c for c in candidates if c is not None), None), name


def imported_jax_array(path: str, level: int, target: str) -> bool:
    """Is `target`, imported into `path`, a module-level jax array of another project file (`SPECIES =
    jnp.array([...])`)?"""
    head, _, name = target.rpartition(".")
    if not head and not level:
        return False
    parts = tuple(head.split(".")) if head else ()
    directory = os.path.dirname(os.path.abspath(path))
    if level:
        base = directory
        for _ in range(level - 1):
            base = os.path.dirname(base)
        candidates = [_module_file(base, parts)]
    else:
        candidates = [_module_file(root, parts) for root in _search_roots(directory)]
    for module_file in candidates:
        if module_file is not None:
            outline = _outline(module_file)
            return outline is not None and name in outline.jax_arrays
    return False


def _dotted(node: ast.AST) -> Optional[str]:
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(node.id)
    return ".".join(reversed(parts))


def _resolve(path: str, level: int, target: str, hops: int = 0
             ) -> Optional[tuple[str, str, str, tuple[str, ...]]]:
    """(file, function or class name, method name or "", the re-exporting files passed through) that `target`,
    imported with `level` leading dots into `path`, refers to: a function, a class (called: its `__init__`), a
    class's method (`Model.create`), or a method of a module-level instance (`model.apply`, `model(x)`)."""
    found = _resolve_name(path, level, target, hops)
    if found is not None:
        return found
    head, _, method = target.rpartition(".")
    if not head or hops >= _MAX_REEXPORTS:
        return None
    owner = _resolve_name(path, level, head, hops)
    if owner is None:
        return None
    found_file, name, owner_method, via = owner
    if owner_method not in ("__init__", "__call__"):
        return None
    # `head` is a class (its constructor was found) or an instance of one (its `__call__`): `method` is theirs.
    return found_file, name, method, via


def _resolve_name(path: str, level: int, target: str, hops: int = 0
                  ) -> Optional[tuple[str, str, str, tuple[str, ...]]]:
    parts = tuple(target.split("."))
    directory = os.path.dirname(os.path.abspath(path))
    if level:
        base = directory
        for _ in range(level - 1):
            base = os.path.dirname(base)
        bases: Iterable[str] = (base,)
        smallest = 0
    else:
        bases = _search_roots(directory)
        smallest = 1
    for base in bases:
        # The function is the last part; the module is the longest prefix that exists as a file.
        module_file = _module_file(base, parts[:-1]) if len(parts) - 1 >= smallest else None
        if module_file is None:
            continue
        name = parts[-1]
        outline = _outline(module_file)
        if outline is None:
            return None
        if name in outline.top_level_defs:
            return module_file, name, "", ()
        if name in outline.top_level_classes:
            return module_file, name, "__init__", ()
        instance_class = dict(outline.instances).get(name)
        if instance_class is not None:
            if instance_class in outline.top_level_classes:
                return module_file, instance_class, "__call__", ()
            class_head = instance_class.partition(".")[0]
            if hops < _MAX_REEXPORTS and (class_head in outline.relative or class_head in outline.aliases):
                further = _resolve_imported(module_file, outline, instance_class, hops + 1)
                if further is not None and further[2] == "__init__":
                    return further[0], further[1], "__call__", (module_file, *further[3])
            return None
        further = None
        if hops < _MAX_REEXPORTS:
            # `from .core import helper` in a package's __init__.py: the function lives one import further.
            further = _resolve_imported(module_file, outline, name, hops + 1)
        if further is None:
            return None
        return further[0], further[1], further[2], (module_file, *further[3])
    return None


def _resolve_imported(module_file: str, outline: _Outline, dotted: str, hops: int
                      ) -> Optional[tuple[str, str, str, tuple[str, ...]]]:
    """`dotted` (a name or `name.attr`) as imported into `module_file`."""
    head, _, rest = dotted.partition(".")
    if head in outline.relative:
        next_level, next_target = outline.relative[head]
        return _resolve(module_file, next_level, f"{next_target}.{rest}" if rest else next_target, hops)
    if head in outline.aliases:
        return _resolve(module_file, 0, f"{outline.aliases[head]}.{rest}" if rest else outline.aliases[head], hops)
    return None


def _display_path(found: str, caller_path: str) -> str:
    """Spell the helper's path the way the caller's was given (relative paths stay relative to the cwd)."""
    if os.path.isabs(caller_path):
        return os.path.normpath(found)
    return os.path.normpath(os.path.relpath(found))


def follow(path: str, calls: Iterable[ExternalCall], extra_jit: frozenset[str], analyse: Analyse,
           settings_key: object = None, depth: int = 0, active: frozenset = frozenset()) -> Linked:
    """Analyse the helpers that `path`'s traced code calls in other project files, recursively."""
    seeds_by_file: dict[str, dict[Seed, None]] = {}
    linked = Linked()
    for call in calls:
        resolved = _resolve(path, call.level, call.target)
        if resolved is None:
            continue
        found, name, method, via = resolved
        if not (call.root or call.fresh or _carries_tracers(call)) and not _may_act_at_trace_time(found, name, method):
            continue  # called without tracers and without effects of its own: nothing to report there
        linked.dependencies.update(_display_path(reexport, path) for reexport in via)
        reason = (f"traced by a transform in {os.path.basename(path)}" if call.root
                  else f"called from traced code in {os.path.basename(path)}")
        seed = Seed(name, call.positional, call.keywords, call.starred, reason=reason, first_star=call.first_star,
                    method=method, root=call.root, static=call.static, fresh=call.fresh)
        seeds_by_file.setdefault(_display_path(found, path), {})[seed] = None
    for helper_path, seeds in sorted(seeds_by_file.items()):
        linked.dependencies.add(helper_path)
        signature = _signature(helper_path)
        key = (signature, frozenset(seeds), extra_jit, settings_key)
        if key in active:
            linked.complete = False  # a cycle: this very analysis is already under way further up the chain
            continue
        result = _memo.get(key)
        if result is None:
            result = _analyse_seeded(helper_path, tuple(seeds), extra_jit, analyse, settings_key, depth,
                                     active | {key})
            if result.complete:
                _memo[key] = result
        linked.diagnostics.extend(result.diagnostics)
        linked.dependencies |= result.dependencies
        linked.complete = linked.complete and result.complete
    return linked


# What a function called without tracers can still do wrong at trace time, spotted in its text: print, write to
# state that outlives the call, read the clock or host randomness, log, warn or open files.
_TRACE_TIME_EFFECT = re.compile(r"\bprint\(|\bglobal\s|\bnonlocal\s|\.(?:append|extend|insert|appendleft|update|"
                                r"add|setdefault)\(|\bself\.\w+(?:\[[^\]]*\])?\s*(?:[-+*/|&]|//)?=(?!=)|"
                                r"\b(?:time|random|datetime|logging|logger|log|warnings|os|sys)\.\w|\bopen\(")


@lru_cache(maxsize=4096)
def _may_act_at_trace_time(path: str, name: str, method: str) -> bool:
    """Does the function (or the class's method) hold a trace-time effect in its text? Functions called from traced
    code without tracers are followed only then: most such calls are configuration helpers, and following them all
    cost more than the rest of the analysis."""
    outline = _outline(path)
    if outline is None:
        return False
    tree = _syntax_tree(outline.source)
    lines = outline.source.splitlines()
    for statement in tree.body:
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)) and not method and statement.name == name:
            return bool(_TRACE_TIME_EFFECT.search("\n".join(lines[statement.lineno - 1:statement.end_lineno])))
        if isinstance(statement, ast.ClassDef) and statement.name == name and method:
            for member in statement.body:
                if isinstance(member, (ast.FunctionDef, ast.AsyncFunctionDef)) and member.name == method:
                    text = "\n".join(lines[member.lineno - 1:member.end_lineno])
                    if method == "__init__":
                        text = re.sub(r"\bself\.\w+\s*=", "", text)  # filling in the new object
                    return bool(_TRACE_TIME_EFFECT.search(text))
    return False


def _carries_tracers(call: ExternalCall) -> bool:
    return any(value.traced for value in call.positional) or any(value.traced for _, value in call.keywords)


def _analyse_seeded(path: str, seeds: tuple[Seed, ...], extra_jit: frozenset[str], analyse: Analyse,
                    settings_key: object, depth: int, active: frozenset) -> Linked:
    outline = _outline(path)
    if outline is None:
        return Linked()
    for module, line_map, imports, locator in _trees_for(outline, frozenset(seed.method or seed.name
                                                                            for seed in seeds), extra_jit):
        facts = ModuleFacts(module, extra_jit=extra_jit, seeds=seeds, discover=False, imports=imports,
                            locator=locator, imported_array=functools.partial(imported_jax_array, path),
                            imported_record=functools.partial(imported_record, path))
        try:
            result = Linked(list(analyse(path, outline.source, module, facts, line_map)), {path})
        except Unsupported:
            continue  # the built tree could not answer a question: the next one
        break
    else:
        return Linked()
    # Beyond the first hop only calls that carry tracers are followed: a helper's own static calls (configuration,
    # logging set-up) are many and rarely matter, and following them all cost more than the rest of the run.
    calls = [call for call in facts.external_calls if call.root or call.fresh or _carries_tracers(call)]
    if calls and depth + 1 < MAX_DEPTH:
        further = follow(path, calls, extra_jit, analyse, settings_key, depth + 1, active)
        result.diagnostics.extend(further.diagnostics)
        result.dependencies |= further.dependencies
        result.complete = further.complete
    return result
