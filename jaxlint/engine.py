"""Files -> parse once -> analysis -> rules -> diagnostics. The single source of findings for every front end.

The engine owns the order of work: which file next, which of a file's trees answers, which helpers in other files
to analyse after it (analysis/project.py answers where they are), and what a run memoises (its RunContext).
"""

from __future__ import annotations

import ast
import os
import re
import sys
import traceback
import warnings
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Iterable, Optional, Sequence, TypeVar

from .context import RunContext
from .diagnostics import Diagnostic
from .files import decode_source, is_test_path, path_matches
from .noqa import is_suppressed

if TYPE_CHECKING:
    import libcst as cst

    from .analysis.from_ast import SourceLocator
    from .analysis.imports import ImportMap
    from .analysis.module import ExternalCall, ModuleFacts, Seed
    from .analysis.project import HelperTree

_T = TypeVar("_T")

# libcst and the analysis are imported on first use: a run answered from the cache, or over files without JAX
# code, never pays for importing them (most of a one-file run: benchmarks/PROFILE.md).

# Any construct JAX can trace is spelled with one of these in the file; without them there is nothing to check.
_JAX_MARKERS = ("jax", "jit")


@dataclass(frozen=True)
class Settings:
    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    extra_jit_decorators: frozenset[str] = frozenset()
    per_file_ignores: tuple[tuple[str, tuple[str, ...]], ...] = ()
    honour_noqa: bool = True
    # Qualified-name patterns of functions the project's users trace (`[tool.jaxlint] entry-points`).
    entry_points: tuple[str, ...] = ()
    # What is reported in test files (`[tool.jaxlint] tests`, `--tests`): "quiet" (the rules whose registry row
    # says `in_tests`) or "all".
    tests: str = "quiet"


@dataclass
class FileResult:
    """One file's lint result. `diagnostics` may lie in other files (helpers its traced code calls);
    `dependencies` lists those other files, whose contents the result depends on (for a result cache)."""
    path: str
    diagnostics: list[Diagnostic]
    dependencies: list[str] = field(default_factory=list)


def lint_source(source: str, path: str, settings: Settings = Settings(), regions: bool = True,
                context: Optional[RunContext] = None) -> list[Diagnostic]:
    """All findings for one file's text (and for the helpers in other files that its traced code calls).

    With `regions` (the default) only the statements that can hold a finding are parsed with libcst (see
    analysis/regions.py); `regions=False` parses the whole file, the reference the planner is tested against."""
    return lint_source_result(source, path, settings, regions, context).diagnostics


def lint_source_result(source: str, path: str, settings: Settings = Settings(), regions: bool = True,
                       context: Optional[RunContext] = None) -> FileResult:
    """Never raises: our own failures become a JXL902 diagnostic."""
    dependencies: list[str] = []
    try:
        diagnostics, dependencies = _lint(source, path, settings, regions, context or RunContext())
    except RecursionError:
        diagnostics = [_file_diagnostic(path, "JXL902", "file too deeply nested for jaxlint to analyse")]
    except Exception as error:  # noqa: BLE001 - one file's failure must not lose the others' results
        where = traceback.extract_tb(error.__traceback__)[-1]
        diagnostics = [_file_diagnostic(
            path, "JXL902", f"internal error: {type(error).__name__}: {error} "
                            f"({os.path.basename(where.filename)}:{where.lineno}); please report it")]
    own = [d for d in diagnostics if d.path == path]
    linked = [d for d in diagnostics if d.path != path]
    kept = _kept(own, source, path, settings) + linked
    return FileResult(path, sorted(kept, key=Diagnostic.sort_key), dependencies)


def _kept(diagnostics: list[Diagnostic], source: str, path: str, settings: Settings) -> list[Diagnostic]:
    """The diagnostics of one file that the user's selection and `# noqa` comments let through."""
    lines = source.splitlines() if diagnostics else []
    kept = []
    for diagnostic in diagnostics:
        if not _selected(diagnostic.code, path, settings):
            continue
        if settings.honour_noqa and 0 < diagnostic.line <= len(lines) and is_suppressed(
                lines[diagnostic.line - 1], diagnostic.code):
            continue
        kept.append(diagnostic)
    return kept


def _selected(code: str, path: str, settings: Settings) -> bool:
    from .codes import about_the_file, code_selected, reported_in_tests

    if not reported_in_tests(code, settings.tests) and is_test_path(path):
        # What a passing test reveals anyway (codes.RuleRow.in_tests): like a per-file ignore of the test files.
        return False
    if settings.per_file_ignores and any(path_matches(path, (pattern,)) and code.startswith(tuple(prefixes))
                                         for pattern, prefixes in settings.per_file_ignores):
        # Like ruff: a per-file ignore removes the code whatever select says, even a more specific select.
        return False
    if about_the_file(code):
        # A file we could not check is always worth saying, unless the user ignores it by name.
        return code_selected(code, [], list(settings.ignore))
    return code_selected(code, list(settings.select), list(settings.ignore))


def _lint(source: str, path: str, settings: Settings, regions: bool, context: RunContext
          ) -> tuple[list[Diagnostic], list[str]]:
    """`_lint_pass` without the project's static pytree metadata first, and again with it only when that found
    something and a name the metadata knows occurs in the code it read.

    The metadata (analysis/static_members.py) means reading every file of the package, a cost in the order of the
    file's own analysis, and it can only make values static: findings it would remove need findings to be there.
    Most files have none, and keep no dependency on the package's other files either."""
    first = context.deferred.get(path) if not context.defer_metadata else None
    if first is None:
        context.project_metadata = False
        try:
            first = _lint_pass_recording_reads(source, path, settings, regions, context)
        finally:
            context.project_metadata = True
        if not first[0]:
            return first
        if context.defer_metadata:
            context.deferred[path] = first
            return first
    if not _metadata_names_occur(path, source, first[1], context):
        return first
    return _lint_pass_recording_reads(source, path, settings, regions, context)


def _lint_pass_recording_reads(source: str, path: str, settings: Settings, regions: bool, context: RunContext
                               ) -> tuple[list[Diagnostic], list[str]]:
    """`_lint_pass`, whose dependencies also name the other project files whose outlines answered its questions
    (module containers, record classes, re-exports): a change to one of them can change the findings."""
    read = context.project.start_reading()
    try:
        diagnostics, dependencies = _lint_pass(source, path, settings, regions, context)
    finally:
        context.project.stop_reading(read)
    known = {os.path.abspath(file) for file in (path, *dependencies)}
    return diagnostics, sorted(set(dependencies) | {file for file in read if os.path.abspath(file) not in known})


def _metadata_names_occur(path: str, source: str, dependencies: list[str], context: RunContext) -> bool:
    """Does a name the project's static metadata knows occur in the text of the file or of a file its analysis read
    (its helpers)? The analysis asks about the names it meets in code, so where none occurs the metadata changes
    nothing."""
    return _names_occur(path, source, context) or _names_occur_in_files(
        [file for file in dependencies if file != path], context)


def _names_occur_in_files(files: Iterable[str], context: RunContext) -> bool:
    from .files import read_source

    for file in files:
        # A file's answer holds all run (its package's names are read once per run), and the second pass asks
        # about the same helper files again and again (_memoised_helper).
        key = ("names occur", file)
        if key not in context.static_names:
            context.static_names[key] = _names_occur(file, read_source(file), context)
        if context.static_names[key]:
            return True
    return False


def _names_occur(path: str, text: Optional[str], context: RunContext) -> bool:
    from .analysis.static_members import project_static_names, words

    if text is None:
        return True
    names = project_static_names(path, context.static_names, text)
    known = names.fields | names.callables | {name for name, _ in names.python_items + names.python_rows} | \
        names.tracer_predicates | names.concrete_predicates
    return bool(known) and not words(text).isdisjoint(known)


def _memoised_helper(helper_path: str, seeds: Sequence[Seed], settings: Settings, context: RunContext, depth: int
                     ) -> HelperFindings:
    """What analysing a helper file with these seeds finds, with the helpers it reaches in turn up to `MAX_DEPTH`
    files from the linted one (none at `depth` `MAX_DEPTH`): once a run per (helper, seeds, depth).

    A pure function of its arguments and the files' texts, whatever order the run meets them in: each helper's own
    analysis is memoised apart from the depth (`_own_helper_analysis`), and a chain that comes back to a helper
    already on it just adds what that helper found again, until the depth runs out (the files a chain can reach
    from its first occurrence include all it reaches from a later one)."""
    from .analysis.project import MAX_DEPTH

    key = _helper_key(helper_path, seeds, settings, context)
    result = context.helper_findings.get((key, depth))
    if result is None and context.project_metadata:
        # The metadata can only make values static, so it only removes findings (_lint), and it changes nothing
        # where no name it knows occurs in the files the analysis read: in either case what the pass without it
        # found stands. (Its files may be more than the pass with the metadata would read: a cached result then
        # depends on more files, never on fewer.)
        without = context.helper_findings.get((key[:-1] + (False,), depth))
        if without is not None and (not without.diagnostics or not _names_occur_in_files(
                sorted(without.dependencies | {helper_path}), context)):
            result = without
    if result is None:
        own = _own_helper_analysis(helper_path, tuple(seeds), settings, context, key)
        result = HelperFindings(list(own.diagnostics), {helper_path} if own.analysed else set())
        if own.calls and depth + 1 < MAX_DEPTH:
            helpers, passed_through = own.helpers(helper_path, context)
            result.dependencies |= passed_through
            seen = {_diagnostic_identity(diagnostic) for diagnostic in result.diagnostics}
            for further_path, further_seeds in helpers:
                result.dependencies.add(further_path)
                further = _memoised_helper(further_path, further_seeds, settings, context, depth + 1)
                # A chain through a cycle reaches the same findings again: each is kept once.
                for diagnostic in further.diagnostics:
                    identity = _diagnostic_identity(diagnostic)
                    if identity not in seen:
                        seen.add(identity)
                        result.diagnostics.append(diagnostic)
                result.dependencies |= further.dependencies
    context.helper_findings[(key, depth)] = result
    return result


def _helper_key(helper_path: str, seeds: Sequence[Seed], settings: Settings, context: RunContext) -> tuple:
    """What a helper's own findings depend on besides the file's text: the seeds, the settings and whether the
    project's static metadata is read."""
    return (context.project.signature(helper_path), frozenset(seeds), settings.extra_jit_decorators, settings,
            context.project_metadata)


def _diagnostic_identity(diagnostic: Diagnostic) -> tuple:
    return (diagnostic.path, diagnostic.line, diagnostic.col, diagnostic.end_line, diagnostic.end_col,
            diagnostic.code, diagnostic.message)


def _lint_pass(source: str, path: str, settings: Settings, regions: bool, context: RunContext
               ) -> tuple[list[Diagnostic], list[str]]:
    """The order of work for one file: plan, analyse this file on its first tree that answers, then the helpers its
    traced code calls in other files."""
    # Imported functions of other project files, returning jax arrays, whose results a file without JAX text
    # assigns items of: the planner keeps those assignments although the file imports no jax.
    jax_results_imported: frozenset[str] = frozenset()
    # The files whose functions' results were asked about: the answer changes with them.
    asked_files: set[str] = set()
    if not any(marker in source for marker in _JAX_MARKERS) and not _declares_entry_points(source, path, settings,
                                                                                           context):
        parsed = _syntax_tree(source, path)
        if not _calls_static_jitted_import_in_loop(source, path, parsed, context):
            jax_results_imported = _imported_jax_results_assigned_items(source, path, parsed, context, asked_files)
            if not jax_results_imported:
                found, dependencies = _records_passed_without_jax(source, path, settings, regions, context, parsed)
                return found, sorted(set(dependencies) | asked_files)
    analysed: Optional[tuple[ModuleFacts, list[Diagnostic]]] = None
    tree: Optional[ast.Module] = None
    if regions:
        from .analysis.regions import plan_regions

        try:
            # The project index's cache of recent trees: the other readers of this text (its outline, the classes
            # whose base transforms their methods) then parse it no more.
            tree = context.project._syntax_tree(source)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            tree = None  # the whole-file path below names the error exactly as before
        if tree is not None:
            candidates: frozenset[str] = frozenset()
            if settings.entry_points:
                from .analysis.entry_points import entry_point_names

                candidates = entry_point_names(tree, path, settings.entry_points)
            if os.path.isfile(path):
                context.project.note_linted_tree(path, source, tree)
                # Methods a base class of another file transforms through `self`: roots of this file.
                candidates = candidates | frozenset(method for _, methods in
                                                    context.project.inherited_transformed_methods(path, source)
                                                    for method in methods)
                # Functions it hands to a function or class that compiles them: roots of this file.
                candidates = candidates | context.project.functions_handed_to_compilers(path, source)
            if not context.project_metadata:
                # What this file declares as static metadata, from the tree at hand: a later question about its
                # package reads it from here instead of parsing the file again.
                from .analysis.static_members import record_members

                record_members(context.static_names, path, tree, source)
            plan = plan_regions(source, tree, settings.extra_jit_decorators, candidates,
                                array_results=jax_results_imported)
            static_callers = context.project.static_jitted_imports(path, source, plan.aliases, plan.relative) \
                if os.path.isfile(path) else frozenset()
            # Imported factories of new jitted functions: the calls of what they return matter too (JXL502).
            factories = context.project.imported_jit_factories(path, source, plan.aliases, plan.relative) \
                if os.path.isfile(path) and "def " in source else frozenset()
            if static_callers or factories:
                # Calls of imported functions compiled with static arguments matter like the file's own (JXL503).
                plan = plan_regions(source, tree, settings.extra_jit_decorators, candidates,
                                    static_callers | factories, jax_results_imported, factories)
            if plan.skeleton is None:
                repeated = _repeated_lax_helpers(path, source, tree, plan.aliases, plan.relative, settings, context)
                passed = _record_argument_helpers(path, source, tree, plan.aliases, plan.relative, settings, context)
                return repeated.diagnostics + passed.diagnostics, sorted(repeated.dependencies | passed.dependencies
                                                                         | asked_files)
            from .analysis.from_ast import analysis_trees
            from .analysis.imports import ImportMap

            imports = ImportMap()
            imports.aliases, imports.relative = dict(plan.aliases), dict(plan.relative)
            analysed = _first_answer(analysis_trees(source, tree, plan), lambda module, line_map, locator:
                                     _analyse_tree(module, source, path, settings, context, imports, line_map,
                                                   locator))
            # None: libcst and Python disagree somewhere: parse the whole file below, which names the error
    if analysed is None:
        import libcst as cst

        from .analysis.from_ast import SourceLocator

        try:
            module = cst.parse_module(source)
        except cst.ParserSyntaxError as error:
            # Python's own parser names the error and its place better; libcst's is the fallback for syntax that
            # Python accepts but this libcst does not.
            python_error = _syntax_check_only(source, path)
            if python_error:
                return python_error, []
            return [Diagnostic(path, error.raw_line, error.raw_column + 1, error.raw_line, error.raw_column + 1,
                               "JXL901", f"cannot parse (libcst): {error.message}")], []
        analysed = _analyse_tree(module, source, path, settings, context, None, None,
                                 SourceLocator(module, source))
    facts, diagnostics = analysed
    if not os.path.isfile(path):
        return diagnostics, []
    linked = _follow(path, facts.external_calls, settings, context) if facts.external_calls \
        else HelperFindings()
    # The project's static metadata came from these files (analysis/static_members.py): a cached result is stale
    # once one of them changes.
    linked.dependencies |= set(facts.static_sources) - {os.path.abspath(path)}
    linked.dependencies |= asked_files
    if tree is None:
        try:
            tree = compile(source, path, "exec", flags=ast.PyCF_ONLY_AST, dont_inherit=True)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            tree = None
    if tree is not None:
        repeated = _repeated_lax_helpers(path, source, tree, facts.imports.aliases, facts.imports.relative, settings,
                                         context)
        linked.diagnostics.extend(repeated.diagnostics)
        linked.dependencies |= repeated.dependencies
        passed = _record_argument_helpers(path, source, tree, facts.imports.aliases, facts.imports.relative,
                                          settings, context)
        linked.diagnostics.extend(passed.diagnostics)
        linked.dependencies |= passed.dependencies
    return diagnostics + linked.diagnostics, sorted(linked.dependencies)


def _repeated_lax_helpers(path: str, source: str, tree: ast.Module, aliases: dict[str, str],
                          relative: dict[str, tuple[int, str]], settings: Settings, context: RunContext
                          ) -> HelperFindings:
    """JXL504 in other project files: the functions this file calls in a loop that run an un-jitted lax loop on a
    body they define, analysed with that fact seeded."""
    from .analysis.project import MAX_DEPTH

    found = HelperFindings()
    if not os.path.isfile(path):
        return found
    for helper_path, seeds in context.project.repeated_lax_helpers(path, source, tree, aliases, relative):
        found.dependencies.add(helper_path)
        # Only the helper's own findings about running repeatedly matter here (JXL504, and JXL502 for a method
        # storing a new jitted function on `self`): its calls into further files are not followed.
        result = _memoised_helper(helper_path, seeds, settings, context, MAX_DEPTH)
        found.diagnostics.extend(d for d in result.diagnostics if d.code in ("JXL504", "JXL502"))
        found.dependencies |= result.dependencies
    return found


def _declares_entry_points(source: str, path: str, settings: Settings, context: RunContext) -> bool:
    """Does `entry-points` name a function of this file? Users trace it although its text never spells JAX (a
    library's plain-Python mask helpers that a caller's `jax.jit` reaches), so the file is analysed all the same."""
    if not settings.entry_points:
        return False
    from .analysis.entry_points import entry_point_names

    try:
        tree = context.project._syntax_tree(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return bool(entry_point_names(tree, path, settings.entry_points))


def _records_passed_without_jax(source: str, path: str, settings: Settings, regions: bool, context: RunContext,
                                parsed: tuple[list[Diagnostic], Optional[ast.Module]]
                                ) -> tuple[list[Diagnostic], list[str]]:
    """A file that never names jax may still hand a project factory's pytree record to a compiled function of
    another file (a benchmark script: `replay(make_scenario())`), or call, in a loop or comprehension, a project
    function or method that runs an un-jitted lax loop (`{rate: solver.solve(y0, rate) for rate in rates}`, JXL504):
    only those calls are read, and only when Python's parse (`parsed`: `_syntax_tree`) shows one that may be such
    (so most such files still never import libcst)."""
    checked, tree = parsed
    if checked:
        # Syntax newer than this interpreter's (PEP 695 generics read by Python 3.11) is no error of the file:
        # libcst's grammar accepts it, and a file that never names jax has nothing else to report.
        return ([] if _newer_python_syntax(source) else checked), []
    if not regions or not os.path.isfile(path) or tree is None or "import" not in source:
        return [], []
    records = _passes_built_value_to_imported(source, tree)
    # A loop here, or a function here that another file's loop may run (`learner.learn(batch)` per unroll, reaching
    # this file's `self.targets(...)` and through it an imported helper's lax loop).
    repeats = _REPEATING_WORD.search(source) is not None or "def " in source
    if not records and not repeats:
        return [], []
    context.project.note_linted_tree(path, source, tree)
    outline = context.project._outline(path)
    if outline is None or outline.source != source or not (outline.relative or outline.aliases):
        return [], []
    found = HelperFindings()
    if repeats:
        found = _repeated_lax_helpers(path, source, tree, outline.aliases, outline.relative, settings, context)
    if records:
        passed = _record_argument_helpers(path, source, tree, outline.aliases, outline.relative, settings, context)
        found.diagnostics.extend(passed.diagnostics)
        found.dependencies |= passed.dependencies
    return found.diagnostics, sorted(found.dependencies)


# A loop statement or a comprehension: where a file may call something again and again.
_REPEATING_WORD = re.compile(r"\b(?:for|while)\b")


def _newer_python_syntax(source: str) -> bool:
    """Does libcst, whose grammar follows newer Pythons than the one running, parse what Python's parser rejected?"""
    import libcst as cst

    try:
        cst.parse_module(source)
    except (cst.ParserSyntaxError, RecursionError, ValueError):
        return False
    return True


def _calls_static_jitted_import_in_loop(source: str, path: str, parsed: tuple[list[Diagnostic], Optional[ast.Module]],
                                        context: RunContext) -> bool:
    """Does a file that never names jax call, inside a loop, an imported function that another project file
    compiles with static arguments (a training loop over `train_step(params, x, y, epoch=epoch)`)? Each new static
    value compiles again (JXL503), so the file is analysed like one that names jax. Python's parse decides first,
    so most files without such a call still never import libcst."""
    if "import" not in source or not os.path.isfile(path) or not _LOOP_STATEMENT.search(source):
        return False
    checked, tree = parsed
    if checked or tree is None or not _imported_name_called_in_loop(tree):
        return False
    context.project.note_linted_tree(path, source, tree)
    outline = context.project._outline(path)
    if outline is None or outline.source != source or not (outline.relative or outline.aliases):
        return False
    return bool(context.project.static_jitted_imports(path, source, outline.aliases, outline.relative))


def _imported_jax_results_assigned_items(source: str, path: str,
                                         parsed: tuple[list[Diagnostic], Optional[ast.Module]], context: RunContext,
                                         asked_files: set[str]) -> frozenset[str]:
    """The imported functions of other project files, returning a jax array whatever their arguments, whose result
    a file that never names jax binds to a name it assigns items of (`se = delta_standard_errors(...)`, then
    `se[se == 0] = np.nan`). JAX arrays are immutable with or without jit (JXL301), so such a file is analysed like
    one that names jax. Python's parse decides first, so most files without such an assignment still never import
    libcst. The files of the functions asked about go to `asked_files`."""
    checked, tree = parsed
    if checked or tree is None or "import" not in source or not os.path.isfile(path):
        return frozenset()
    called = _imported_results_assigned_items(tree)
    if not called:
        return frozenset()
    from .analysis.tables import MODELLED_LIBRARIES

    context.project.note_linted_tree(path, source, tree)
    outline = context.project._outline(path)
    if outline is None or outline.source != source:
        return frozenset()
    found = set()
    for name in sorted(called):
        if name in outline.relative:
            level, target = outline.relative[name]
        elif name in outline.aliases and not outline.aliases[name].startswith(MODELLED_LIBRARIES):
            level, target = 0, outline.aliases[name]
        else:
            continue
        resolved = context.project.resolve(path, level, target)
        if resolved is not None:
            asked_files.update((resolved[0], *resolved[3]))
        if context.project.imported_array_result(path, level, target) is not None:
            found.add(name)
    return frozenset(found)


def _imported_results_assigned_items(tree: ast.Module) -> set[str]:
    """The names imported with `from ... import` whose call's result the file binds to a name it later assigns items
    of (`x = helper(...)` and `x[i] = v`, in any of its scopes: the analysis tells the scopes apart)."""
    from .analysis.ast_nodes import ast_walk

    nodes = list(ast_walk(tree))
    subscripted = {target.value.id for node in nodes if isinstance(node, (ast.Assign, ast.AugAssign))
                   for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
                   if isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name)}
    if not subscripted:
        return set()
    imported = {alias.asname or alias.name for node in nodes if isinstance(node, ast.ImportFrom)
                for alias in node.names}
    return {node.value.func.id for node in nodes
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)
            and isinstance(node.value.func, ast.Name) and node.value.func.id in imported
            and any(isinstance(target, ast.Name) and target.id in subscripted for target in node.targets)}


_LOOP_STATEMENT = re.compile(r"^\s*(?:for|while)\b", re.MULTILINE)


def _imported_name_called_in_loop(tree: ast.Module) -> bool:
    """Does a `for`/`while` loop of the file call a name the file imports with `from ... import`?"""
    from .analysis.ast_nodes import ast_walk

    imported = {alias.asname or alias.name for node in ast_walk(tree) if isinstance(node, ast.ImportFrom)
                for alias in node.names}
    if not imported:
        return False
    return any(isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in imported
               for loop in ast_walk(tree) if isinstance(loop, (ast.For, ast.While)) for node in ast_walk(loop))


def _passes_built_value_to_imported(source: str, tree: ast.Module) -> bool:
    """Does the file (`source`, parsed: `tree`) call a name it imports with `from ... import` passing it a call of a
    plain name, or a name it binds to one (`run(make_state())`, `state = State(...); run(state)`), or another name
    it imports so (`fit_profile(lorentzian, grid, y)`: a function handed to a compiler)? What
    `_record_argument_helpers` can resolve needs that."""
    if "import" not in source:
        return False
    from .analysis.ast_nodes import ast_walk, element_call

    nodes = list(ast_walk(tree))   # one walk for both questions
    imported = {alias.asname or alias.name for node in nodes if isinstance(node, ast.ImportFrom)
                for alias in node.names}
    built = {target.id for node in nodes if isinstance(node, ast.Assign) and (
        isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Name) or element_call(node.value))
        for target in node.targets if isinstance(target, ast.Name)}
    # `for star in stars` over `stars = [Star(m) for m in masses]` (element_instances).
    built |= {loop.target.id for node in nodes if isinstance(node, (ast.For, ast.comprehension))
              for loop in [node] if isinstance(loop.target, ast.Name) and isinstance(loop.iter, ast.Name)
              and loop.iter.id in built}
    for node in nodes:
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in imported:
            for argument in (*node.args, *(keyword.value for keyword in node.keywords)):
                if isinstance(argument, ast.Call) and isinstance(argument.func, ast.Name) or \
                        isinstance(argument, ast.Name) and (argument.id in built or argument.id in imported):
                    return True
    return False


def _record_argument_helpers(path: str, source: str, tree: ast.Module, aliases: dict[str, str],
                             relative: dict[str, tuple[int, str]], settings: Settings, context: RunContext
                             ) -> HelperFindings:
    """Compiled functions of other project files that this file calls with a pytree record for an unannotated
    parameter (analysis/record_arguments.py), analysed with the record's fields traced, and what they reach."""
    from .analysis.record_arguments import record_argument_seeds

    found = HelperFindings()
    if not os.path.isfile(path):
        return found
    for helper_path, seeds in record_argument_seeds(context.project, path, source, tree, aliases, relative):
        found.dependencies.add(helper_path)
        result = _memoised_helper(helper_path, seeds, settings, context, 0)
        found.diagnostics.extend(result.diagnostics)
        found.dependencies |= result.dependencies
    return found


def _first_answer(trees: Iterable[tuple], analyse: Callable[..., _T]) -> Optional[_T]:
    """`analyse` on the first of a file's trees that can answer every question asked about it, best first.

    A tree built from `ast` may hold a node whose source text or position only libcst's own parse gives (the
    locator raises `Unsupported`), and a rule may ask for those while it reports (`Rule.describe`). The facts
    are about that tree's nodes, so the next tree needs its own facts: the retry covers exactly one file's facts,
    rules and positions, never the helpers in other files (analysed after a tree has answered)."""
    from .analysis.from_ast import Unsupported

    for tree in trees:
        try:
            return analyse(*tree)
        except Unsupported:
            continue
    return None


def _analyse_tree(module: cst.Module, source: str, path: str, settings: Settings, context: RunContext,
                  imports: Optional[ImportMap], line_map: Optional[list[int]], locator: SourceLocator,
                  seeds: Sequence[Seed] = ()) -> tuple[ModuleFacts, list[Diagnostic]]:
    """Facts and findings for one tree of a file: the whole file, or its skeleton (`line_map` gives the original
    line of each skeleton line), with the import table of the whole file; a helper file has the functions other
    modules call seeded as traced. What the file imports from other project files (module-level jax arrays,
    pytree record classes) is read from the run's project index."""
    from .analysis.module import ModuleFacts

    from .analysis.project import ProjectFacts

    static_names = package_cache = None
    project = ProjectFacts()
    inherited_transforms: tuple[tuple[str, tuple[str, ...]], ...] = ()
    handed_functions: frozenset[str] = frozenset()
    if os.path.isfile(path):
        package_cache = context.static_names
        if context.project_metadata:
            from .analysis.static_members import project_static_names

            static_names = project_static_names(path, context.static_names, source)
        project = context.project.facts_for(path)
        inherited_transforms = context.project.inherited_transformed_methods(path, source)
        handed_functions = context.project.functions_handed_to_compilers(path, source)
    if seeds:
        facts = ModuleFacts(module, extra_jit=settings.extra_jit_decorators, seeds=tuple(seeds), discover=False,
                            imports=imports, locator=locator, project=project, path=path,
                            static_names=static_names, package_cache=package_cache)
    else:
        module_name = ""
        if settings.entry_points:
            from .analysis.entry_points import module_name as dotted_module_name

            module_name = dotted_module_name(path)
        facts = ModuleFacts(module, extra_jit=settings.extra_jit_decorators, imports=imports, locator=locator,
                            project=project, entry_points=settings.entry_points, module_name=module_name,
                            path=path, static_names=static_names, package_cache=package_cache,
                            inherited_transforms=inherited_transforms, handed_functions=handed_functions)
    return facts, _diagnostics(module, facts, path, settings, line_map)


@dataclass
class HelperFindings:
    """What following one file's calls into other project files found: findings in those files, and the files
    read (a result cache keys on their contents)."""
    diagnostics: list[Diagnostic] = field(default_factory=list)
    dependencies: set[str] = field(default_factory=set)


def _follow(path: str, calls: Iterable[ExternalCall], settings: Settings, context: RunContext) -> HelperFindings:
    """Analyse the helpers that `path`'s traced code calls in other project files, and what they reach in turn
    (`_memoised_helper`)."""
    helpers, passed_through = context.project.helper_seeds(path, calls)
    found = HelperFindings(dependencies=set(passed_through))
    for helper_path, seeds in helpers:
        found.dependencies.add(helper_path)
        result = _memoised_helper(helper_path, seeds, settings, context, 0)
        found.diagnostics.extend(result.diagnostics)
        found.dependencies |= result.dependencies
    return found


@dataclass
class _OwnHelperAnalysis:
    """One helper file analysed with some seeds, without what it calls in turn: its findings, and the helpers its
    traced code calls (with the re-exporting files read to resolve them)."""
    diagnostics: list[Diagnostic]
    calls: tuple[ExternalCall, ...]
    analysed: bool = True   # False: no tree of the file could answer (or it is gone)
    # helper_seeds of the calls, resolved when a chain first follows them.
    _helpers: Optional[tuple[list[tuple[str, tuple[Seed, ...]]], set[str]]] = None

    def helpers(self, path: str, context: RunContext) -> tuple[list[tuple[str, tuple[Seed, ...]]], set[str]]:
        if self._helpers is None:
            self._helpers = context.project.helper_seeds(path, self.calls)
        return self._helpers


def _own_helper_analysis(path: str, seeds: tuple[Seed, ...], settings: Settings, context: RunContext, key: tuple
                         ) -> _OwnHelperAnalysis:
    own = context.helper_analyses.get(key)
    if own is None:
        if context.project_metadata:
            without = context.helper_analyses.get(key[:-1] + (False,))
            if without is not None and not _names_occur_in_files([path], context):
                # No name the metadata knows occurs in the file: its analysis asks about none of them.
                own = context.helper_analyses[key] = without
                return own
        own = context.helper_analyses[key] = _analyse_helper(path, seeds, settings, context)
    return own


def _analyse_helper(path: str, seeds: tuple[Seed, ...], settings: Settings, context: RunContext
                    ) -> _OwnHelperAnalysis:
    def analyse(analysis: HelperTree) -> tuple[ModuleFacts, list[Diagnostic]]:
        facts, diagnostics = _analyse_tree(analysis.module, analysis.source, path, settings, context,
                                           analysis.imports, analysis.line_map, analysis.locator, seeds)
        return facts, _kept(diagnostics, analysis.source, path, settings)

    trees = ((analysis,) for analysis in context.project.seeded_trees(path, seeds, settings.extra_jit_decorators))
    analysed = _first_answer(trees, analyse)
    if analysed is None:
        return _OwnHelperAnalysis([], (), analysed=False)
    facts, diagnostics = analysed
    return _OwnHelperAnalysis(diagnostics, tuple(facts.external_calls))


def _diagnostics(module: cst.Module, facts: ModuleFacts, path: str, settings: Settings,
                 line_map: Optional[list[int]] = None) -> list[Diagnostic]:
    from .analysis.walk import walk
    from .codes import about_the_file, code_selected
    from .rules import ALL_RULES
    from .rules.base import RuleRunner

    rules = [rule for rule in ALL_RULES if not about_the_file(rule.code)
             and code_selected(rule.code, list(settings.select), list(settings.ignore))]
    runner = RuleRunner(facts, rules)
    walk(module, runner)
    if not runner.findings:
        return []
    # Positions cost a full extra pass: only pay for them when there is something to report.
    positions = facts.locator.positions([finding.node for finding in runner.findings], runner.context.statements)
    diagnostics = []
    seen = set()
    for finding in runner.findings:
        where = positions[finding.node]
        start, end = where.start.line, where.end.line
        if line_map is not None:
            start, end = line_map[start - 1], line_map[end - 1]
        key = (start, where.start.column, finding.code)
        if key in seen:
            continue
        seen.add(key)
        diagnostics.append(Diagnostic(path, start, where.start.column + 1, end, where.end.column + 1, finding.code,
                                      _one_line(finding.message), help=finding.fix, fix_data=finding.fix_data,
                                      confirm_target=finding.confirm_target))
    return diagnostics


def _one_line(message: str) -> str:
    """Messages quote source code; text output (and flake8) needs one finding per line whatever the quote."""
    return " ".join(message.split()) if "\n" in message or "\r" in message else message


def _syntax_check_only(source: str, path: str) -> list[Diagnostic]:
    return _syntax_tree(source, path)[0]


def _syntax_tree(source: str, path: str) -> tuple[list[Diagnostic], Optional[ast.Module]]:
    """Python's parse of `source`: no diagnostics and its tree, or the syntax error and None."""
    try:
        with warnings.catch_warnings():
            # Python's own warnings about the user's code (`"a" "b"()`, invalid escapes) are not ours to print.
            warnings.simplefilter("ignore")
            return [], compile(source, path, "exec", flags=0x400, dont_inherit=True)  # ast.PyCF_ONLY_AST
    except SyntaxError as error:
        line = error.lineno or 1
        col = error.offset or 1
        return [Diagnostic(path, line, col, line, col, "JXL901", f"cannot parse: {error.msg}")], None
    except (ValueError, RecursionError) as error:
        return [_file_diagnostic(path, "JXL901", f"cannot parse: {error}")], None


def _file_diagnostic(path: str, code: str, message: str) -> Diagnostic:
    return Diagnostic(path, 1, 1, 1, 1, code, message)


def lint_file(path: str, settings: Settings = Settings(), regions: bool = True,
              context: Optional[RunContext] = None) -> list[Diagnostic]:
    return lint_file_result(path, settings, regions=regions, context=context).diagnostics


def lint_file_result(path: str, settings: Settings = Settings(), data: Optional[bytes] = None,
                     regions: bool = True, context: Optional[RunContext] = None) -> FileResult:
    if data is None:
        try:
            with open(path, "rb") as handle:
                data = handle.read()
        except OSError as error:
            return FileResult(path, [_file_diagnostic(path, "JXL901",
                                                      f"cannot read file: {error.strerror or error}")])
    try:
        source = decode_source(data)
    except (UnicodeDecodeError, SyntaxError, LookupError) as error:
        reason = error.reason if isinstance(error, UnicodeDecodeError) else str(error)
        return FileResult(path, [_file_diagnostic(path, "JXL901", f"cannot decode file: {reason}")])
    return lint_source_result(source, path, settings, regions, context)


# The context of a `--jobs` pool process: made when the process starts, it lives as long as the process, which
# serves one run (lint_paths).
_pool_context: Optional[RunContext] = None


def _start_pool_process() -> None:
    global _pool_context
    _pool_context = RunContext()


def _lint_pool_batch(batch: Sequence[tuple[int, str]], settings: Settings, keep_entries: bool, regions: bool,
                     ready: Sequence[tuple[int, str]] = (), first_passes: Optional[dict[str, tuple]] = None,
                     members: Optional[dict] = None
                     ) -> tuple[list[tuple[int, list[Diagnostic], Optional[dict]]], dict[str, tuple], dict]:
    """`_lint_batch`, with the files that need the project's static metadata left for later: the batch's results,
    those files' first passes, and the metadata this batch's files gave (engine._lint). Before the batch, the files
    set aside earlier whose packages every process has linted by now (`ready`, `_lint_pool_deferred`)."""
    assert _pool_context is not None, "started without _start_pool_process"
    done = _lint_pool_deferred(ready, settings, keep_entries, regions, first_passes or {}, members or {}) \
        if ready else []
    known = set(_pool_context.static_names)
    deferred: dict[str, tuple] = {}
    batch_done = _lint_batch(batch, settings, keep_entries, regions, _pool_context, deferred)
    given = {key: value for key, value in _pool_context.static_names.items()
             if key not in known and key[0] == "file"}
    paths = dict(batch)
    return done + [item for item in batch_done if paths[item[0]] not in deferred], deferred, given


def _lint_pool_deferred(batch: Sequence[tuple[int, str]], settings: Settings, keep_entries: bool, regions: bool,
                        first_passes: dict[str, tuple], members: dict
                        ) -> list[tuple[int, list[Diagnostic], Optional[dict]]]:
    """The files that need the static metadata, once every process has given what its files declare: a process
    that read only its share of a package would otherwise parse the rest of it again."""
    from .cache import cache_entry

    assert _pool_context is not None, "started without _start_pool_process"
    for key, value in members.items():
        _pool_context.static_names.setdefault(key, value)
    _pool_context.deferred.update(first_passes)
    done = []
    try:
        for index, path in batch:
            data = _read(path)
            result = lint_file_result(path, settings, data, regions, _pool_context)
            done.append((index, result.diagnostics,
                         cache_entry(data, result) if keep_entries and data is not None else None))
    finally:
        _pool_context.deferred.clear()
    return done


def _lint_batch(batch: Sequence[tuple[int, str]], settings: Settings, keep_entries: bool, regions: bool,
                context: RunContext, deferred_out: Optional[dict[str, tuple]] = None
                ) -> list[tuple[int, list[Diagnostic], Optional[dict]]]:
    """Lint some files (in a worker process or not): each file's diagnostics, and with `keep_entries` what the cache
    keeps of its result under the content read (None for a file that could not be read)."""
    import gc
    import sys

    from .cache import cache_entry

    done = []
    frozen = False
    # The analysis leaves no reference cycles behind (tests/test_parallel_runs.py checks it), so each file's trees
    # are freed as soon as it is done; automatic collections would only rescan the trees of the file at hand, over
    # and over (benchmarks/PROFILE.md, round two). Collect between files now and then in case some path does leave
    # a cycle.
    automatic = gc.isenabled()
    gc.disable()
    batch_paths = dict(batch)
    context.defer_metadata = True
    # A file of the batch that another file's reader parses first keeps that tree for its own lint.
    from .analysis.syntax_trees import awaiting_lint, release, release_all

    awaiting_lint(os.path.abspath(path) for _, path in batch)
    try:
        for count, (index, path) in enumerate(batch, 1):
            data = _read(path)
            result = lint_file_result(path, settings, data, regions, context)
            release(os.path.abspath(path))
            if not frozen and "libcst" in sys.modules:
                # libcst and the analysis are imported now (on the first file with JAX code): they live as long
                # as the process, so no collection needs to scan their objects again.
                gc.freeze()
                frozen = True
            elif count % _FILES_PER_COLLECTION == 0:
                from .analysis.syntax_trees import forget_recent_trees

                # The recent trees are parsed again if asked for, which costs less than scanning them now and
                # keeping them frozen once dropped.
                forget_recent_trees()
                gc.collect()
                # What survives is the run's memos and kept trees (analysis/project.py), freed by reference counts
                # when dropped: the next collection need not scan them again (a pool process freezes them at its
                # next batch anyway).
                gc.freeze()
            entry = cache_entry(data, result) if keep_entries and data is not None else None
            done.append((index, result.diagnostics, entry))
        # The files whose findings the project's static metadata may remove, now that the batch's own files have
        # given theirs (engine._lint); or left to the caller, with their first passes, in `deferred_out`.
        if deferred_out is not None:
            deferred_out.update(context.deferred)
            return done
        context.defer_metadata = False
        for position, (index, _, _) in enumerate(done):
            path = batch_paths[index]
            if path in context.deferred:
                data = _read(path)
                result = lint_file_result(path, settings, data, regions, context)
                entry = cache_entry(data, result) if keep_entries and data is not None else None
                done[position] = (index, result.diagnostics, entry)
    finally:
        release_all()
        context.defer_metadata = False
        context.deferred.clear()
        if automatic:
            gc.enable()
    return done


def _read(path: str) -> Optional[bytes]:
    try:
        with open(path, "rb") as handle:
            return handle.read()
    except OSError:
        return None


_FILES_PER_COLLECTION = 200   # a safety net only: the analysis leaves no cycles (test_parallel_runs)


class _PackageOrder:
    """The order in which the processes of a pool take a run's files: in batches of a few files of one package,
    biggest first, and a process that finishes a batch takes the next one of the same package. The helper files a
    package's files call are then analysed, and their outlines, plans and trees made, in one process rather than in
    each (benchmarks/PROFILE.md, round six). A process whose package is done takes the package with the most left
    that no process is on, or, when every package left is taken, shares the one with the most left."""

    def __init__(self, todo: Sequence[tuple[int, str]], jobs: int) -> None:
        from collections import deque

        from .analysis.packages import readable_package

        self._sizes = sizes = {path: _size(path) for _, path in todo}
        packages: dict[str, str] = {}
        grouped: dict[str, list[tuple[int, str]]] = {}
        listings: dict = {}
        self._package_of: dict[str, str] = {}
        self._index = {path: index for index, path in todo}
        for item in todo:
            folder = os.path.dirname(os.path.abspath(item[1]))
            if folder not in packages:
                # A package too large to read whole (jax) is shared by sub-package, as the analysis reads it.
                packages[folder] = readable_package(item[1], listings) or folder
            grouped.setdefault(packages[folder], []).append(item)
            self._package_of[os.path.abspath(item[1])] = packages[folder]
        size = max(1, min(8, len(todo) // (jobs * 8)))
        self._batches: dict[str, deque] = {}
        self._left: dict[str, int] = {}
        for package, items in sorted(grouped.items()):
            # Biggest files first: no process is left with one large file at the end.
            items.sort(key=lambda item: -sizes[item[1]])
            self._batches[package] = deque(items[i:i + size] for i in range(0, len(items), size))
            self._left[package] = sum(sizes[path] for _, path in items)
        self.batches = sum(len(batches) for batches in self._batches.values())
        # Batches not yet done, by package.
        self._unfinished = {package: len(batches) for package, batches in self._batches.items()}

    def package_of(self, path: str) -> Optional[str]:
        """The package a file of the run is linted with; None for a file the run does not lint."""
        return self._package_of.get(os.path.abspath(path))

    def finished(self, package: Optional[str]) -> None:
        """A batch of `package` is done (None: a task without a batch)."""
        if package is not None:
            self._unfinished[package] -= 1

    def ready(self, waiting: dict[str, tuple]) -> list[tuple[int, str]]:
        """The set-aside files (path -> first pass: its diagnostics and the files it read) whose package and whose
        helpers' packages are done: what those declare is known."""
        return [(self._index[path], path) for path in sorted(waiting)
                if all(not self._unfinished.get(package) for package in self._needs(path, waiting[path]))]

    def packages_of(self, ready: Sequence[tuple[int, str]], waiting: dict[str, tuple]) -> set[Optional[str]]:
        return {package for _, path in ready for package in self._needs(path, waiting[path])}

    def _needs(self, path: str, first_pass: tuple) -> set[Optional[str]]:
        return {self.package_of(file) for file in (path, *first_pass[1])}

    def take(self, package: Optional[str], taken: set) -> Optional[tuple[str, list[tuple[int, str]]]]:
        """The next batch for a process that was linting `package` (None: none yet), with its package; None when
        every batch is taken. `taken`: the packages the other processes are on."""
        if package is None or not self._batches.get(package):
            left = [name for name, batches in self._batches.items() if batches]
            if not left:
                return None
            free = [name for name in left if name not in taken] or left
            package = max(free, key=lambda name: (self._left[name], name))
        batch = self._batches[package].popleft()
        self._left[package] -= sum(self._sizes[path] for _, path in batch)
        return package, batch


def _lint_in_pool(pool, order: _PackageOrder, workers: int, settings: Settings, keep_entries: bool, regions: bool
                  ) -> list[tuple[int, list[Diagnostic], Optional[dict]]]:
    """The pool's share of `lint_paths`. One batch per process at a time: the process that finishes a batch is the
    one free to take the next, which comes from the package it was linting. A file whose findings the project's
    static metadata may remove (engine._lint) comes back with its first pass, and goes out again, with what the
    processes' files declare, with the next batch after the last batch of its package and of its helpers' packages
    is done: mostly to the process that linted that package, which has its helpers' analyses at hand."""
    from concurrent.futures import FIRST_COMPLETED, wait

    results: list[tuple[int, list[Diagnostic], Optional[dict]]] = []
    running: dict = {}
    waiting: dict[str, tuple] = {}   # set-aside path -> first pass
    members: dict = {}

    def submit(package: Optional[str]) -> None:
        ready = order.ready(waiting)
        chosen = order.take(package, set(running.values()))
        if chosen is None and not ready:
            return
        package, batch = chosen if chosen is not None else (None, [])
        given: dict = {}
        if ready:
            needed = order.packages_of(ready, waiting)
            given = {key: value for key, value in members.items() if order.package_of(key[1]) in needed}
        passes = {path: waiting.pop(path) for _, path in ready}
        running[pool.submit(_lint_pool_batch, batch, settings, keep_entries, regions, ready, passes, given)] = \
            package

    for _ in range(workers):
        submit(None)
    while running:
        finished, _ = wait(running, return_when=FIRST_COMPLETED)
        for future in finished:
            package = running.pop(future)
            done, first_passes, given = future.result()
            results.extend(done)
            waiting.update(first_passes)
            members.update(given)
            order.finished(package)
            submit(package)
    return results


def lint_paths(paths: Iterable[str], settings: Settings = Settings(), jobs: Optional[int] = None,
               context: Optional[RunContext] = None, regions: bool = True) -> list[Diagnostic]:
    """Lint many files: answers from the context's result cache first, the rest in `jobs` processes (default:
    all cores).

    The output is sorted and does not depend on `jobs` nor on which results came from the cache."""
    context = context or RunContext()
    cache = context.results
    files = list(paths)
    jobs = jobs if jobs is not None else (os.cpu_count() or 1)
    found: list[list[Diagnostic]] = [[] for _ in files]
    todo: list[tuple[int, str]] = []
    for index, path in enumerate(files):
        cached = None
        if cache is not None:
            try:
                with open(path, "rb") as handle:
                    cached = cache.get(path, handle.read())
            except OSError:
                cached = None
        if cached is not None:
            found[index] = cached
        else:
            todo.append((index, path))
    results: list[tuple[int, list[Diagnostic], Optional[dict]]] = []
    if jobs <= 1 or len(todo) < 8:
        results = _lint_batch(todo, settings, cache is not None, regions, context)
    else:
        # Imported here: it brings multiprocessing, which a one-file run never needs (benchmarks/PROFILE.md).
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        order = _PackageOrder(todo, jobs)
        workers = min(jobs, order.batches)
        # A process that imported jax runs its threads: forking it may deadlock the children (JAX warns so), so
        # the workers then start from a fresh interpreter. The command line never imports jax in static mode.
        start = multiprocessing.get_context("forkserver") if "jax" in sys.modules else None
        with ProcessPoolExecutor(max_workers=workers, initializer=_start_pool_process, mp_context=start) as pool:
            results = _lint_in_pool(pool, order, workers, settings, cache is not None, regions)
    for index, diagnostics, entry in results:
        found[index] = diagnostics
        if cache is not None and entry is not None:
            cache.add(files[index], entry)
    if cache is not None:
        cache.save()
    return _deduplicated([d for diagnostics in found for d in diagnostics])


def _size(path: str) -> int:
    try:
        return os.path.getsize(path)
    except OSError:
        return 0


def _deduplicated(diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    """A helper reached from traced code in several files is reported once."""
    unique: dict[tuple, Diagnostic] = {}
    for diagnostic in sorted(diagnostics, key=lambda d: (*d.sort_key(), d.message)):
        unique.setdefault((os.path.normpath(diagnostic.path), diagnostic.line, diagnostic.col, diagnostic.code),
                          diagnostic)
    return list(unique.values())
