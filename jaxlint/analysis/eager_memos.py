"""Memo methods filled eagerly: a method that returns at once when its argument is already a key of a container on
`self` (`if color in self.color_to_id: return`), and writes the container (or calls on) only below that test, where
the constructor calls it for every argument the class's other methods pass it. In a trace those methods only pass
arguments the constructor has registered, so the method returns at the test and what follows runs only eagerly:

    def __init__(self, consts):
        for color in (tuple(consts.WALL), (0, 0, 0)):
            self._ensure_color(color)

    def _color_id(self, color):          # called from the jitted render with the same expressions
        self._ensure_color(color)
        return self.color_to_id[color]

Read from the whole file's text with Python's `ast`, not from the analysis tree: the region planner keeps only the
statements near traced code, and the constructor's calls are usually far from it. An argument counts as the same
when it is spelled the same (`tuple(self.consts.WALL)` in both places); an argument that is a parameter of the
calling method is followed to that method's own callers in the class.
"""

from __future__ import annotations

import ast
from typing import Optional

from .ast_nodes import ast_walk, self_attribute

_CONSTRUCTOR = "__init__"
# How many forwarding methods (`_color_id(color)` passing its parameter on) an argument is followed through.
_MAX_FORWARDS = 3


def prefilled_memos(text: str) -> frozenset[tuple[str, str]]:
    """(class name, method name) of the memo methods of the module whose every call from another method of the
    class passes an argument the constructor passes too."""
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return frozenset()
    found = set()
    uses = _uses(tree)
    for cls in ast_walk(tree):
        if not isinstance(cls, ast.ClassDef):
            continue
        methods = {m.name: m for m in cls.body if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef))}
        if _CONSTRUCTOR not in methods:
            continue
        for method in methods.values():
            position = memo_parameter(method)
            if position is not None and _prefilled(method.name, position, methods, uses):
                found.add((cls.name, method.name))
    return frozenset(found)


def _uses(tree: ast.Module) -> dict[str, int]:
    """For each attribute name: how many times the module reads it other than as `self.name(...)` (a bound method
    handed on, a call on another object): callers the class's own calls do not show."""
    uses: dict[str, int] = {}
    for node in ast_walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
            uses[node.attr] = uses.get(node.attr, 0) + 1
        if isinstance(node, ast.Call) and self_attribute(node.func) is not None:
            uses[node.func.attr] = uses.get(node.func.attr, 0) - 1
    return uses


def memo_parameter(method: ast.FunctionDef) -> Optional[int]:
    """The position (after `self`) of the parameter the method's first statement tests as a key of a container on
    `self` before returning: `if key in self.cache: return`; None when it does not start so (a docstring and
    plain assignments of locals may come first)."""
    parameters = [a.arg for a in (*method.args.posonlyargs, *method.args.args)]
    if parameters[:1] != ["self"]:
        return None
    for statement in method.body:
        if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant):
            continue   # the docstring
        if isinstance(statement, ast.Assign) and all(isinstance(t, ast.Name) for t in statement.targets):
            continue   # `key = (*rgb, 255)`
        if not isinstance(statement, ast.If) or statement.orelse or not statement.body or \
                not isinstance(statement.body[-1], ast.Return):
            return None
        return _tested_key(statement.test, parameters)
    return None


def _tested_key(test: ast.AST, parameters: list[str]) -> Optional[int]:
    if isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.In) and \
            isinstance(test.left, ast.Name) and test.left.id in parameters[1:] and \
            self_attribute(test.comparators[0]) is not None:
        return parameters.index(test.left.id) - 1
    return None


def _prefilled(name: str, position: int, methods: dict[str, ast.FunctionDef], uses: dict[str, int]) -> bool:
    registered = {ast.dump(argument) for argument in _arguments(name, position, methods, _CONSTRUCTOR)
                  if argument is not None}
    if not registered:
        return False
    passed = _arguments_outside_constructor(name, position, methods, uses, _MAX_FORWARDS)
    return passed is not None and all(ast.dump(argument) in registered for argument in passed)


def _arguments_outside_constructor(name: str, position: int, methods: dict[str, ast.FunctionDef],
                                   uses: dict[str, int], forwards: int) -> Optional[list[ast.AST]]:
    """What the class's methods other than the constructor pass `self.name` at `position`, a forwarded parameter
    replaced by what that method's callers pass; None when something else may reach it (a method nobody in the
    class calls forwarding its parameter, too deep a chain, a call without that argument)."""
    if uses.get(name, 0) > 0:
        return None
    found: list[ast.AST] = []
    for caller, method in methods.items():
        if caller in (_CONSTRUCTOR, name):
            continue
        for argument in _arguments(name, position, methods, caller):
            if argument is None:
                return None
            forwarded = _parameter_position(method, argument)
            if forwarded is None:
                found.append(argument)
                continue
            if forwards == 0:
                return None
            outer = _arguments_outside_constructor(caller, forwarded, methods, uses, forwards - 1)
            if not outer:
                return None
            found.extend(outer)
    return found


def _parameter_position(method: ast.FunctionDef, argument: ast.AST) -> Optional[int]:
    parameters = [a.arg for a in (*method.args.posonlyargs, *method.args.args)]
    if isinstance(argument, ast.Name) and argument.id in parameters[1:]:
        return parameters.index(argument.id) - 1
    return None


def _arguments(name: str, position: int, methods: dict[str, ast.FunctionDef], caller: str) -> list:
    """The arguments at `position` of the calls `self.name(...)` in the method `caller`: a name a `for` binds from a
    literal tuple or list is each of its items; None for a call that does not pass it positionally."""
    found: list = []
    loops: dict[str, list[ast.AST]] = {}
    for node in ast_walk(methods[caller]):
        if isinstance(node, ast.For) and isinstance(node.target, ast.Name) and \
                isinstance(node.iter, (ast.Tuple, ast.List)):
            loops[node.target.id] = list(node.iter.elts)
    for node in ast_walk(methods[caller]):
        if not (isinstance(node, ast.Call) and self_attribute(node.func) == name):
            continue
        if len(node.args) <= position or any(isinstance(a, ast.Starred) for a in node.args):
            found.append(None)
            continue
        argument = node.args[position]
        if isinstance(argument, ast.Name) and argument.id in loops:
            found.extend(loops[argument.id])
        else:
            found.append(argument)
    return found
