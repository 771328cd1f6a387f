"""Module flags: a module global bound once, at module level, to `True`, `False` or `None` and never rebound in the
file (`DEBUG_CHECKS: bool = False` above the code it switches on). Every trace reads the one value it has, so
`if DEBUG_CHECKS:` decides in the trace which branch runs: the host checks under a disabled flag never run traced.
The same for a global bound once to a union or tuple of classes (`Scalar = np.generic | bool | int`): `isinstance(x,
Scalar)` tests those classes. And for a module function whose one statement returns such a constant (`def
is_debug_enabled() -> bool: return False`, a switch the release hard-codes): `if is_debug_enabled():` and a local
bound to its call are decided in every trace.

A flag that says whether JAX can be imported (`try: import jax ...; HAS_JAX = True` / `except ImportError: HAS_JAX =
False`, or `JAX_AVAILABLE = importlib.util.find_spec("jax") is not None`) is bound twice, or to a call, yet has one
value wherever JAX pitfalls can happen: tracing, compiling and JAX arrays all need JAX imported, so there the flag
holds what it says when JAX is installed (`jax_import_flags`). Code under `if not HAS_JAX:` is the fallback of an
installation without JAX: it never runs on a tracer. A file that imports such a flag from another project file (`from
.backend import HAS_JAX`) reads it there (`imported_flag_names`, project.py `ProjectIndex.imported_jax_flag`).

Read from the whole file's text with Python's `ast`, like analysis/scoped_globals.py: the binding and whatever
rebinds it (a function declaring it `global`, a second module-level assignment under an `if`) are usually far from
the traced code, and the region planner keeps only what is near it.
"""

from __future__ import annotations

import ast
import functools
import re
from typing import Optional

from .ast_nodes import ast_walk, body_past_docstring, named_parameters, nested_statements

_CONSTANTS = (True, False, None)
# A line binding a name to a bare constant (`JAX_MODE = False`, `DEBUG: bool = True  # comment`): a file without one
# has no flag.
_FLAG_BINDING = re.compile(r"^[ \t]*[A-Za-z_]\w*[ \t]*(?::[^=\n]*)?=[ \t]*(?:True|False|None)[ \t]*(?:#.*)?$", re.M)


# A module global bound to whether a module can be found (`HAS_JAX = importlib.util.find_spec("jax") is not None`).
_FOUND_BINDING = re.compile(r"^[ \t]*[A-Za-z_]\w*[ \t]*(?::[^=\n]*)?=[^=\n]*\bfind_spec\(", re.M)
# The modules whose import cannot fail where `import jax` succeeds: JAX itself and what it requires.
_JAX_AND_ITS_REQUIREMENTS = frozenset({"jax", "jaxlib", "numpy", "scipy", "ml_dtypes", "opt_einsum"})
_IMPORT_ERRORS = frozenset({"ImportError", "ModuleNotFoundError", "Exception", "BaseException"})
# A name read as a test (`if not HAS_JAX:`, `use_jax and HAS_JAX`): where an imported flag could decide a branch.
# The name is looked ahead at, not consumed: `if not HAS_JAX` reads `not` after `if`, then `HAS_JAX` after `not`.
# Each keyword starts at a word boundary, `\b(?:if|...)`, written as its first letter not preceded by a word
# character, `i(?<!\w.)f`: a pattern that starts with letters lets the regex engine skip to the positions holding one
# of them instead of trying every position (40% less time over the corpus, the same matches on its 66k files).
_TESTED_NAME = re.compile(r"(?:i(?<!\w.)f|e(?<!\w.)lif|n(?<!\w.)ot|a(?<!\w.)nd|o(?<!\w.)r)[ \t(]+(?=([A-Za-z_]\w*))")


# A file's text is asked about again for each analysis of it (a helper module once per set of seeds it is given).
_TEXTS_KEPT = 64


@functools.lru_cache(maxsize=_TEXTS_KEPT)
def may_bind_flag(text: str) -> bool:
    """Can the file bind a module flag? (A cheap test of its text before its tree is read.)"""
    return _FLAG_BINDING.search(text) is not None or _FOUND_BINDING.search(text) is not None


@functools.lru_cache(maxsize=_TEXTS_KEPT)
def tested_names(text: str) -> frozenset[str]:
    """The names the file's text reads right after `if`, `elif`, `not`, `and` or `or`: those an imported flag must
    be among to decide anything (a cheap test of the text before imported modules are read)."""
    return frozenset(_TESTED_NAME.findall(text))


def module_flags(tree: ast.Module, text: Optional[str] = None) -> dict[str, bool]:
    """The truth of each module global bound exactly once in the file, at module level, to `True`, `False` or
    `None`; a name bound anywhere else in the file (again at module level, or in a function that declares it
    `global`) is left out: its value depends on what ran before. `text`: the file's text, when the caller has it."""
    constant: dict[str, bool] = {}
    bindings: dict[str, int] = {}
    for statement in _module_statements(tree.body):
        for name in _bound_names(statement):
            bindings[name] = bindings.get(name, 0) + 1
        value = statement.value if isinstance(statement, (ast.Assign, ast.AnnAssign)) else None
        targets = statement.targets if isinstance(statement, ast.Assign) else \
            [statement.target] if isinstance(statement, ast.AnnAssign) else []
        if isinstance(value, ast.Constant) and any(value.value is each for each in _CONSTANTS) and \
                len(targets) == 1 and isinstance(targets[0], ast.Name):
            constant[targets[0].id] = bool(value.value)
    rebound = _declared_global(tree, text)
    return {name: truth for name, truth in constant.items() if bindings.get(name) == 1 and name not in rebound}


def jax_import_flags(tree: ast.Module, text: Optional[str] = None) -> dict[str, bool]:
    """The value, wherever JAX is imported, of each module global that says whether it can be: bound to `True`
    (or `False`) in the body or `else` of a module-level `try` that imports JAX and nothing that could fail where JAX
    imports, and to the other constant in a handler catching its `ImportError` or at module level before the `try`
    (`HAS_JAX = False` then `try: import jax; HAS_JAX = True` / `except ImportError: pass`); or bound once to
    whether the module is found (`importlib.util.find_spec("jax") is not None`, `... is None`). A name bound
    anywhere else, or declared `global` by a function (a switch a test or a setter flips), is left out."""
    if text is not None and "jax" not in text:
        return {}
    guarded: dict[str, bool] = {}     # the flag's value where JAX imported
    ruled_out: set[str] = set()
    bindings: dict[str, int] = {}
    expected: dict[str, int] = {}     # the bindings each guarded flag accounts for
    before: dict[str, list[bool]] = {}    # the constants a name was bound to at module level so far
    for statement in _module_statements(tree.body):
        for name in _bound_names(statement):
            bindings[name] = bindings.get(name, 0) + 1
        constant = _constant_binding(statement)
        if constant is not None:
            before.setdefault(constant[0], []).append(constant[1])
        found = _found_binding(statement)
        if found is not None:
            guarded[found[0]] = found[1]
            expected[found[0]] = expected.get(found[0], 0) + 1
        if not isinstance(statement, ast.Try) or not _imports_only_jax(statement.body):
            continue
        imported = {name: truth for each in (*statement.body, *statement.orelse)
                    for name, truth in [_constant_binding(each) or ("", False)] if name}
        for name, truth in imported.items():
            handled = [_constant_binding(each) for handler in statement.handlers if _catches_import_error(handler)
                       for each in handler.body]
            otherwise = [value for bound, value in (each for each in handled if each) if bound == name] + \
                before.get(name, [])
            if not otherwise or any(value is truth for value in otherwise) or name in guarded:
                ruled_out.add(name)
                continue
            guarded[name] = truth
            expected[name] = expected.get(name, 0) + 1 + len(otherwise)
    if not guarded:
        return {}
    rebound = _declared_global(tree, text)
    return {name: truth for name, truth in guarded.items()
            if name not in ruled_out and name not in rebound and bindings.get(name) == expected[name]}


def imported_flag_names(tree: ast.Module, text: Optional[str] = None) -> dict[str, tuple[int, str]]:
    """The module globals bound exactly once, by a module-level `from X import NAME` (or `... as NAME`) from a
    module that may be the project's, read as tests in the file: (dots, `X.NAME`), to ask whether X makes it a
    flag (`jax_import_flags`)."""
    tested = tested_names(text) if text is not None else None
    imported: dict[str, tuple[int, str]] = {}
    bindings: dict[str, int] = {}
    for statement in _module_statements(tree.body):
        for name in _bound_names(statement):
            bindings[name] = bindings.get(name, 0) + 1
        if isinstance(statement, ast.ImportFrom) and (statement.level or statement.module) and \
                (statement.module or "").partition(".")[0] not in _JAX_AND_ITS_REQUIREMENTS:
            for alias in statement.names:
                name = alias.asname or alias.name
                if alias.name != "*" and (tested is None or name in tested):
                    module = f"{statement.module}." if statement.module else ""
                    imported[name] = (statement.level, f"{module}{alias.name}")
    if not imported:
        return {}
    rebound = _declared_global(tree, text)
    return {name: found for name, found in imported.items() if bindings.get(name) == 1 and name not in rebound}


def _constant_binding(statement: ast.stmt) -> Optional[tuple[str, bool]]:
    """(name, value) of `NAME = True` / `NAME: bool = False`; None for any other statement."""
    value = statement.value if isinstance(statement, (ast.Assign, ast.AnnAssign)) else None
    targets = statement.targets if isinstance(statement, ast.Assign) else \
        [statement.target] if isinstance(statement, ast.AnnAssign) else []
    if isinstance(value, ast.Constant) and isinstance(value.value, bool) and len(targets) == 1 and \
            isinstance(targets[0], ast.Name):
        return targets[0].id, value.value
    return None


def _found_binding(statement: ast.stmt) -> Optional[tuple[str, bool]]:
    """(name, its value where JAX imports) of `NAME = importlib.util.find_spec("jax") is not None` (or `is None`);
    None for any other statement."""
    if not isinstance(statement, (ast.Assign, ast.AnnAssign)):
        return None
    targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
    found = _jax_found(statement.value) if len(targets) == 1 and isinstance(targets[0], ast.Name) else None
    return None if found is None else (targets[0].id, found)  # type: ignore[union-attr]


def _jax_found(test: Optional[ast.expr]) -> Optional[bool]:
    """What `importlib.util.find_spec("jax") is not None` (or `is None`) is wherever JAX imports; None for any
    other expression."""
    if not isinstance(test, ast.Compare) or len(test.ops) != 1 or not isinstance(test.ops[0], (ast.Is, ast.IsNot)) \
            or not (isinstance(test.comparators[0], ast.Constant) and test.comparators[0].value is None):
        return None
    call = test.left
    if not isinstance(call, ast.Call) or _dotted(call.func).rpartition(".")[2] != "find_spec" or \
            len(call.args) != 1 or call.keywords or not isinstance(call.args[0], ast.Constant) or \
            call.args[0].value not in ("jax", "jaxlib"):
        return None
    return isinstance(test.ops[0], ast.IsNot)


def _jax_import_answer(function: ast.FunctionDef) -> Optional[bool]:
    """What a module function answers wherever JAX imports when all it does is ask whether JAX can be imported
    (`try: import jax; return True` / `except ImportError: return False`, or `return importlib.util.find_spec("jax")
    is not None`), undecorated or cached (`functools.cache`/`lru_cache`: the one answer kept); None otherwise."""
    if function.args.args or function.args.posonlyargs or function.args.kwonlyargs or function.args.vararg or \
            function.args.kwarg or not all(_dotted(decorator.func if isinstance(decorator, ast.Call) else decorator)
                                           .rpartition(".")[2] in ("cache", "lru_cache")
                                           for decorator in function.decorator_list):
        return None
    body = body_past_docstring(function)
    if len(body) != 1:
        return None
    if isinstance(body[0], ast.Return):
        return _jax_found(body[0].value)
    attempt = body[0]
    if not isinstance(attempt, ast.Try) or attempt.orelse or attempt.finalbody or \
            not _imports_only_jax(attempt.body[:-1]) or not isinstance(attempt.body[-1], ast.Return):
        return None
    answer = attempt.body[-1].value
    if not isinstance(answer, ast.Constant) or not isinstance(answer.value, bool):
        return None
    for handler in attempt.handlers:
        last = handler.body[-1] if handler.body else None
        if not _catches_import_error(handler) or not isinstance(last, ast.Return) or \
                not isinstance(last.value, ast.Constant) or last.value.value is not (not answer.value):
            return None
    return answer.value


def _imports_only_jax(body: list[ast.stmt]) -> bool:
    """Does a `try` body import JAX, and import nothing whose import could fail where JAX's succeeds?"""
    modules = [alias.name for statement in body if isinstance(statement, ast.Import) for alias in statement.names]
    modules += [statement.module or "." for statement in body if isinstance(statement, ast.ImportFrom)
                if not statement.level]
    modules += ["." for statement in body if isinstance(statement, ast.ImportFrom) and statement.level]
    tops = {module.partition(".")[0] for module in modules}
    return bool(tops & {"jax", "jaxlib"}) and tops <= _JAX_AND_ITS_REQUIREMENTS


def _catches_import_error(handler: ast.ExceptHandler) -> bool:
    caught = handler.type
    if caught is None:
        return True
    names = caught.elts if isinstance(caught, ast.Tuple) else [caught]
    return any(_dotted(name).rpartition(".")[2] in _IMPORT_ERRORS for name in names)


def constant_functions(tree: ast.Module, text: Optional[str] = None) -> dict[str, bool]:
    """The truth of what each module function returns whose body, past its docstring, is a single `return True`,
    `return False` or `return None` (`def is_debug_enabled() -> bool: return False`), or returns a module flag
    (`def debug_enabled(): return _DEBUG` with `_DEBUG = False`, or one saying whether JAX imports): a call of one is
    that constant whatever it is given. So is a function that only asks whether JAX imports (`_jax_import_answer`),
    at its answer wherever JAX does, the only place a trace calls it. Left out: a decorated function (the decorator
    may return another callable), one with a parameter named like the flag it returns, and a name bound anywhere else
    in the file (again at module level, or in a function declaring it `global`: a switch set at run time)."""
    returns: dict[str, ast.expr] = {}
    answers: dict[str, bool] = {}     # functions asking whether JAX imports: their answer wherever it does
    bindings: dict[str, int] = {}
    jax_named = text is None or "jax" in text
    for statement in _module_statements(tree.body):
        for name in _bound_names(statement):
            bindings[name] = bindings.get(name, 0) + 1
        if isinstance(statement, ast.FunctionDef) and not statement.decorator_list:
            returned = _only_return(statement)
            if isinstance(returned, (ast.Constant, ast.Name)):
                returns[statement.name] = returned
        if jax_named and isinstance(statement, ast.FunctionDef):
            answer = _jax_import_answer(statement)
            if answer is not None:
                answers[statement.name] = answer
    if not returns and not answers:
        return {}
    flags: dict[str, bool] = {}
    if any(isinstance(value, ast.Name) for value in returns.values()):
        # `def has_jax(): return HAS_JAX` returns the flag's value where JAX imports, as a trace sees it.
        flags = {**module_flags(tree, text), **jax_import_flags(tree, text)}
    rebound = _declared_global(tree, text)
    constant: dict[str, bool] = {}
    for name, value in (*returns.items(), *answers.items()):
        if bindings.get(name) != 1 or name in rebound:
            continue
        if isinstance(value, bool):
            constant[name] = value
        elif isinstance(value, ast.Constant) and any(value.value is each for each in _CONSTANTS):
            constant[name] = bool(value.value)
        elif isinstance(value, ast.Name) and value.id in flags:
            constant[name] = flags[value.id]
    return constant


def _only_return(function: ast.FunctionDef) -> Optional[ast.expr]:
    """What a function whose one statement, past its docstring, is a `return` returns; None for any other body, or
    where the value is a name the function binds itself (a parameter or a local)."""
    body = body_past_docstring(function)
    if len(body) != 1 or not isinstance(body[0], ast.Return) or body[0].value is None:
        return None
    value = body[0].value
    parameters = named_parameters(function.args) | {
        each.arg for each in (function.args.vararg, function.args.kwarg) if each is not None}
    return None if isinstance(value, ast.Name) and value.id in parameters else value


def _module_statements(statements: list[ast.stmt]):
    """The statements that run at module level, those nested in `if`/`try`/`with`/loops included."""
    for statement in statements:
        yield statement
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            continue
        for field in ("body", "orelse", "finalbody"):
            yield from _module_statements(getattr(statement, field, None) or [])
        for handler in getattr(statement, "handlers", None) or []:
            yield from _module_statements(handler.body)
        for case in getattr(statement, "cases", None) or []:
            yield from _module_statements(case.body)


def _bound_names(statement: ast.stmt) -> list[str]:
    """The names a module-level statement binds (not those of the functions or classes it defines the body of)."""
    if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [statement.name]
    if isinstance(statement, (ast.Import, ast.ImportFrom)):
        return [(alias.asname or alias.name).split(".")[0] for alias in statement.names]
    targets: list[ast.AST] = []
    if isinstance(statement, ast.Assign):
        targets = list(statement.targets)
    elif isinstance(statement, (ast.AnnAssign, ast.AugAssign)):
        targets = [statement.target] if isinstance(statement, ast.AugAssign) or statement.value is not None else []
    elif isinstance(statement, (ast.For, ast.AsyncFor)):
        targets = [statement.target]
    elif isinstance(statement, (ast.With, ast.AsyncWith)):
        targets = [item.optional_vars for item in statement.items if item.optional_vars is not None]
    elif isinstance(statement, ast.Delete):
        targets = list(statement.targets)
    names = [node.id for target in targets for node in ast_walk(target) if isinstance(node, ast.Name)]
    if isinstance(statement, (ast.Expr, ast.Assign, ast.AnnAssign, ast.AugAssign)):
        # `(FLAG := ...)` in a module-level expression rebinds it too.
        names += [node.target.id for node in ast_walk(statement)
                  if isinstance(node, ast.NamedExpr) and isinstance(node.target, ast.Name)]
    return names


_ENUM_BASES = frozenset({"Enum", "IntEnum", "StrEnum", "Flag", "IntFlag"})


def may_define_enumeration(text: str) -> bool:
    """Can the file define an enumeration? (A cheap test of its text before its tree is read.)"""
    return "Enum" in text or "Flag" in text


def enum_members(tree: ast.Module) -> frozenset[str]:
    """The members of the module-level enumerations (`class Backend(StrEnum)` binding `JAX = "jax"`), as
    `Backend.JAX`: Python values, one object each, so `backend is Backend.PYTHON` is decided wherever `backend` is
    known to hold a member. Left out: a class whose members are not all bound once to distinct constants or `auto()`
    (an alias is the member it repeats), one rebound at module level."""
    bindings: dict[str, int] = {}
    for statement in _module_statements(tree.body):
        for name in _bound_names(statement):
            bindings[name] = bindings.get(name, 0) + 1
    found: set[str] = set()
    for statement in tree.body:
        if not isinstance(statement, ast.ClassDef) or bindings.get(statement.name) != 1 or not any(
                _dotted(base).rpartition(".")[2] in _ENUM_BASES for base in statement.bases):
            continue
        members: list[str] = []
        values: list[object] = []
        for member in statement.body:
            if isinstance(member, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Pass)) or \
                    isinstance(member, ast.Expr) and isinstance(member.value, ast.Constant):
                continue
            if not isinstance(member, ast.Assign) or len(member.targets) != 1 or \
                    not isinstance(member.targets[0], ast.Name):
                members = []
                break
            value = member.value
            if isinstance(value, ast.Constant):
                values.append(value.value)
            elif not (isinstance(value, ast.Call) and _dotted(value.func).rpartition(".")[2] == "auto"
                      and not value.args and not value.keywords):
                members = []
                break
            members.append(member.targets[0].id)
        if members and len(set(members)) == len(members) and len(set(map(repr, values))) == len(values):
            found.update(f"{statement.name}.{member}" for member in members)
    return frozenset(found)


def class_aliases(tree: ast.Module, text: Optional[str] = None) -> dict[str, tuple[str, ...]]:
    """Module globals bound exactly once, at module level, to a union of classes (`Scalar = np.generic | bool |
    int`, `typing.Union[int, float]`) or a tuple of them (`NUMBERS = (int, float)`), never rebound: the classes
    `isinstance(x, Scalar)` tests, spelled as in the source, with an alias of another such alias expanded."""
    spelled: dict[str, list[str]] = {}
    bindings: dict[str, int] = {}
    for statement in _module_statements(tree.body):
        for name in _bound_names(statement):
            bindings[name] = bindings.get(name, 0) + 1
        if isinstance(statement, ast.Assign) and len(statement.targets) == 1 and \
                isinstance(statement.targets[0], ast.Name):
            members = _union_members(statement.value)
            if members:
                spelled[statement.targets[0].id] = members
    kept = {name: members for name, members in spelled.items() if bindings.get(name) == 1}
    if kept:
        # The whole-tree walk only where an alias is a candidate: most modules bind none.
        rebound = _declared_global(tree, text)
        kept = {name: members for name, members in kept.items() if name not in rebound}
    return {name: _expanded(kept, name, frozenset({name})) for name in kept}


def _declared_global(tree: ast.Module, text: Optional[str]) -> set[str]:
    """The names a `global` statement of the file declares. A file whose text never spells the keyword declares
    none: the whole-tree walk only where one may."""
    if text is not None and "global" not in text:
        return set()
    # A statement holds no statement in its expressions: the walk reads statement lists only, not the expressions.
    return {name for statement in tree.body for node in nested_statements(statement) if isinstance(node, ast.Global)
            for name in node.names}


def _expanded(aliases: dict[str, list[str]], name: str, seen: frozenset[str]) -> tuple[str, ...]:
    """The classes alias `name` spells, the aliases among them replaced by theirs (a module-level function: a
    recursive closure would be a reference cycle, which the engine's runs without automatic collection keep)."""
    return tuple(leaf for member in aliases[name] for leaf in (
        _expanded(aliases, member, seen | {member}) if member in aliases and member not in seen else (member,)))


def _union_members(node: ast.expr) -> list[str]:
    """The dotted class names a union or tuple of classes spells; [] for anything else."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        left, right = _union_members(node.left), _union_members(node.right)
        return left + right if left and right else []
    if isinstance(node, ast.Subscript) and _dotted(node.value).rpartition(".")[2] == "Union":
        return _union_members(node.slice if isinstance(node.slice, ast.Tuple) else ast.Tuple(elts=[node.slice]))
    if isinstance(node, ast.Tuple) and node.elts:
        members = [_union_members(element) for element in node.elts]
        return [leaf for member in members for leaf in member] if all(members) else []
    dotted = _dotted(node)
    return [dotted] if dotted else []


def _dotted(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        inner = _dotted(node.value)
        return f"{inner}.{node.attr}" if inner else ""
    return ""
