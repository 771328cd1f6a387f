"""Values built before a trace that are certainly no None: a plan, a table or an instance that untraced code makes
and then hands the traced code (a closure's free name, an attribute the class sets in its constructor), so that a
traced helper's `if plan is None: plan = build_plan(...)` fallback never runs in the trace.

    def build_plan(grid):                 # every return gives a value, never None
        order = np.argsort(np.asarray(grid.spacing))
        return tuple(int(i) for i in order)

    class Solver:
        def __init__(self, grid):
            self.plan = build_plan(grid)  # the only binding of `self.plan`: no None
            self.step = jax.jit(self._step)

Read with Python's `ast` from the whole file's text (or another project file's, through project.py): the functions
and constructors are usually far from the traced code the region planner keeps. The answer is "no None" only when
every way out of the function is a `return` of such a value or a `raise`; a function that may fall off its end, or
return a value that may be None (an unknown call, a parameter), is not.
"""

from __future__ import annotations

import ast
import functools
import re
from typing import Callable, Optional

from .ast_nodes import ast_walk, only_binding, own_nodes

# Builtins whose call gives a value (never None), unless the module rebinds the name.
VALUE_BUILTINS = frozenset({
    "tuple", "list", "dict", "set", "frozenset", "int", "float", "complex", "str", "bytes", "bool", "len", "sorted",
    "range", "zip", "enumerate", "reversed", "abs", "round", "sum", "repr", "format", "object", "slice", "divmod"})
# Displays and operations whose value is never None (arithmetic on a None raises instead of giving one).
_VALUE_NODES = (ast.Tuple, ast.List, ast.Dict, ast.Set, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp,
                ast.JoinedStr, ast.Lambda, ast.BinOp, ast.UnaryOp, ast.Compare)
# Decorators that keep a function's results as they are (a memo of them).
_KEEPING_DECORATORS = frozenset({"lru_cache", "cache", "functools.lru_cache", "functools.cache"})
# A line of a `global` statement (`    global _CACHE`).
_GLOBAL_STATEMENT = re.compile(r"^[ \t]*global[ \t]", re.MULTILINE)
# How many calls deep a value is followed (`return _finish(build(grid))` through `_finish`).
_MAX_DEPTH = 3

# Whether a call of a plain name gives a value that is never None (a class of the file, a function of the project
# whose every return does), asked with the depth already followed.
CallGivesValue = Callable[[ast.Call, int], bool]


def never_none(value: ast.expr, scope: ast.AST, gives_value: CallGivesValue, depth: int = 0) -> bool:
    """Is `value`, evaluated in `scope`, certainly not None: a literal other than None, a display, an operation, a
    call of a builtin that makes a value or of a name `gives_value` vouches for, or a local bound once to such?"""
    if isinstance(value, ast.Constant):
        return value.value is not None
    if isinstance(value, _VALUE_NODES):
        return True
    if isinstance(value, ast.IfExp):
        return never_none(value.body, scope, gives_value, depth) and never_none(value.orelse, scope, gives_value, depth)
    if isinstance(value, ast.Name) and depth < _MAX_DEPTH:
        bound = only_binding(scope, value.id)
        return bound is not None and never_none(bound, scope, gives_value, depth + 1)
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name):
        if value.func.id in VALUE_BUILTINS and not _binds(scope, value.func.id):
            return True
        return depth < _MAX_DEPTH and gives_value(value, depth + 1)
    return False


def returns_value(function: ast.FunctionDef, gives_value: CallGivesValue, depth: int = 0) -> bool:
    """Does every way out of `function` return a value that is certainly not None (or raise)?"""
    if any(_decorator_name(decorator) not in _KEEPING_DECORATORS for decorator in function.decorator_list):
        return False
    if not _always_leaves(function.body):
        return False
    nodes = own_nodes(function)
    if any(isinstance(node, (ast.Yield, ast.YieldFrom)) for node in nodes):
        return False
    returns = [node for node in nodes if isinstance(node, ast.Return)]
    return bool(returns) and all(node.value is not None and never_none(node.value, function, gives_value, depth)
                                 for node in returns)


def sole_module_function(tree: ast.Module, name: str) -> Optional[ast.FunctionDef]:
    """The module-level def `name` of `tree` when the module binds the name only there; None otherwise."""
    found = [node for node in tree.body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
             and node.name == name]
    if len(found) != 1 or not isinstance(found[0], ast.FunctionDef) or _binds(tree, name, definitions=False):
        return None
    return found[0]


def module_class(tree: ast.Module, name: str) -> bool:
    """Is `name` a class the module defines (and binds nowhere else)?"""
    found = [node for node in tree.body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
             and node.name == name]
    return len(found) == 1 and isinstance(found[0], ast.ClassDef) and not _binds(tree, name, definitions=False)


def attributes_never_none(tree: ast.Module, chain: list[str], gives_value: CallGivesValue) -> frozenset[str]:
    """Attributes `self.x` that the constructor of class `chain[0]` (its own `__init__`, or the nearest base's of
    `chain`, its bases nearest first, followed through top-level `super().__init__(...)` calls) sets in its top-level
    code, and that no method of the chain or of a class of the module deriving from `chain[0]` sets to a value that
    may be None (`self.plan = build_plan(grid)` in `__init__`, never `self.plan = None` in a `reset`); no class of the
    chain gives a class attribute of that name."""
    classes = {node.name: node for node in tree.body if isinstance(node, ast.ClassDef)}
    if not chain or any(name not in classes for name in chain):
        return frozenset()
    set_first: set[str] = set()
    for name in chain:
        constructor = next((statement for statement in classes[name].body
                            if isinstance(statement, ast.FunctionDef) and statement.name == "__init__"), None)
        if constructor is None:
            continue
        set_first.update(target.attr for statement in constructor.body
                         if isinstance(statement, (ast.Assign, ast.AnnAssign))
                         for target in (statement.targets if isinstance(statement, ast.Assign) else [statement.target])
                         if _self_attribute(target))
        if not any(_calls_super_init(statement) for statement in constructor.body):
            break
    refused: set[str] = set()
    for name in chain:
        refused.update(target.id for statement in classes[name].body
                       if isinstance(statement, (ast.Assign, ast.AnnAssign))
                       for target in (statement.targets if isinstance(statement, ast.Assign) else [statement.target])
                       if isinstance(target, ast.Name))
    for class_node in _related_classes(classes, chain):
        for method in class_node.body:
            if not isinstance(method, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            maybe_none = _maybe_none_attributes(method, gives_value)
            if maybe_none is None:
                return frozenset()  # `setattr(self, name, ...)`: any attribute may be set to anything
            refused.update(maybe_none)
    return frozenset(set_first - refused)


def _related_classes(classes: dict[str, ast.ClassDef], chain: list[str]) -> list[ast.ClassDef]:
    """The classes whose methods may run on an instance of `chain[0]`'s kind: the chain itself and the module's
    classes deriving from `chain[0]`, directly or not."""
    related = set(chain)
    derived = {chain[0]}
    grown = True
    while grown:
        grown = False
        for name, node in classes.items():
            if name not in derived and any(isinstance(base, ast.Name) and base.id in derived for base in node.bases):
                derived.add(name)
                grown = True
    return [classes[name] for name in sorted(related | derived)]


def _maybe_none_attributes(method: ast.AST, gives_value: CallGivesValue) -> Optional[set[str]]:
    """The `self.x` attributes `method` may set to None (or to a value not known to be none other), deletes, or binds
    otherwise than by a plain assignment; None when it calls `setattr`/`delattr`."""
    refused: set[str] = set()
    for inner in ast_walk(method):
        if isinstance(inner, ast.Assign):
            for target in inner.targets:
                if _self_attribute(target):
                    if not never_none(inner.value, method, gives_value):
                        refused.add(target.attr)  # type: ignore[attr-defined]
                else:
                    refused.update(_stored_attributes(target))
        elif isinstance(inner, ast.AnnAssign) and _self_attribute(inner.target):
            if inner.value is None or not never_none(inner.value, method, gives_value):
                refused.add(inner.target.attr)  # type: ignore[union-attr]
        elif isinstance(inner, (ast.AugAssign, ast.For, ast.AsyncFor)):
            refused.update(_stored_attributes(inner.target))
        elif isinstance(inner, ast.withitem) and inner.optional_vars is not None:
            refused.update(_stored_attributes(inner.optional_vars))
        elif isinstance(inner, ast.Delete):
            refused.update(target.attr for target in inner.targets if _self_attribute(target))  # type: ignore
        elif isinstance(inner, ast.Call) and isinstance(inner.func, ast.Name) and \
                inner.func.id in ("setattr", "delattr"):
            return None
    return refused


def _calls_super_init(statement: ast.stmt) -> bool:
    """`super().__init__(...)` as a statement of its own."""
    if not isinstance(statement, ast.Expr) or not isinstance(statement.value, ast.Call):
        return False
    func = statement.value.func
    return isinstance(func, ast.Attribute) and func.attr == "__init__" and isinstance(func.value, ast.Call) and \
        isinstance(func.value.func, ast.Name) and func.value.func.id == "super"


def call_gives_value(tree: ast.Module, imported: Optional[Callable[[str, int], bool]], call: ast.Call,
                     depth: int) -> bool:
    """Does the call of a plain name in module `tree` give a value that is certainly not None? (`name_gives_value`)"""
    return name_gives_value(tree, imported, call.func.id, depth)  # type: ignore[attr-defined]


def name_gives_value(tree: ast.Module, imported: Optional[Callable[[str, int], bool]], name: str, depth: int) -> bool:
    """Does calling `name` in module `tree` give a value that is certainly not None: a class of the module, a def
    of the module whose every return does, or a name the module imports that `imported` (given the name and the
    depth followed) vouches for?"""
    if module_class(tree, name):
        return True
    function = sole_module_function(tree, name)
    if function is not None:
        return returns_value(function, functools.partial(call_gives_value, tree, imported), depth)
    return imported is not None and not _binds(tree, name, imports=False) and imported(name, depth)


def module_bindings(tree: ast.Module, text: Optional[str] = None) -> dict[str, ast.expr]:
    """The module-level names `tree` binds exactly once, by a plain assignment in its own top-level code, that no
    function declares `global` (which might rebind them), with the value each is bound to. The functions are walked
    only when the module's `text` (if given) has a line starting with a `global` statement."""
    declared = {name for node in ast_walk(tree) if isinstance(node, ast.Global) for name in node.names} \
        if text is None or _GLOBAL_STATEMENT.search(text) else set()
    values: dict[str, list[Optional[ast.expr]]] = {}
    plain_targets = set()
    nodes = own_nodes(tree)
    for node in nodes:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            values.setdefault(node.targets[0].id, []).append(node.value)
            plain_targets.add(id(node.targets[0]))
    for node in nodes:
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store) and id(node) not in plain_targets:
            values.setdefault(node.id, []).append(None)
    return {name: bound[0] for name, bound in values.items()
            if len(bound) == 1 and bound[0] is not None and name not in declared}


def _self_attribute(target: ast.AST) -> bool:
    return isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) and target.value.id == "self"


def _stored_attributes(node: ast.AST) -> set[str]:
    """The `self.x` attributes stored anywhere in `node` (a tuple target, a loop variable, `with ... as self.x`)."""
    return {inner.attr for inner in ast_walk(node)
            if isinstance(inner, ast.Attribute) and isinstance(inner.ctx, ast.Store) and _self_attribute(inner)}


def _always_leaves(statements: list[ast.stmt]) -> bool:
    """Does running `statements` always end in a `return` or `raise` (never by falling off their end)?"""
    if not statements:
        return False
    last = statements[-1]
    if isinstance(last, (ast.Return, ast.Raise)):
        return True
    if isinstance(last, ast.If):
        return _always_leaves(last.body) and _always_leaves(last.orelse)
    if isinstance(last, (ast.With, ast.AsyncWith)):
        return _always_leaves(last.body)
    if isinstance(last, ast.Try):
        return (_always_leaves(last.orelse) if last.orelse else _always_leaves(last.body)) and \
            all(_always_leaves(handler.body) for handler in last.handlers) or _always_leaves(last.finalbody)
    return False


def _binds(scope: ast.AST, name: str, definitions: bool = True, imports: bool = True) -> bool:
    """Does `scope`'s own code bind `name` (an assignment, with `imports` an import, with `definitions` a def or
    class)?"""
    for node in own_nodes(scope):
        if isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Store):
            return True
        if imports and isinstance(node, (ast.Import, ast.ImportFrom)) and any(
                (alias.asname or alias.name.split(".")[0]) == name for alias in node.names):
            return True
    body = getattr(scope, "body", [])
    return definitions and any(isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and
                               node.name == name for node in body)


def _decorator_name(decorator: ast.expr) -> str:
    target = decorator.func if isinstance(decorator, ast.Call) else decorator
    parts = []
    while isinstance(target, ast.Attribute):
        parts.append(target.attr)
        target = target.value
    if isinstance(target, ast.Name):
        parts.append(target.id)
    return ".".join(reversed(parts))
