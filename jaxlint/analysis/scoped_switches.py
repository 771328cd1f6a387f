"""Switches of an object turned on only for the extent of a `try` ... `finally`, so off in a trace that starts
outside every such extent.

    def profile_refresh(self, state):           # an eager entry that times the refresh
        was_active = bool(getattr(self, "_timing_active", False))
        self._timing_active = True
        try:
            return self._refresh(state)
        finally:
            self._timing_active = was_active

    def run(self, state):
        @jax.jit
        def runner(state):
            return self._refresh(state)          # `_timing_active` is off in this trace
        return runner(state)

    def _refresh(self, state):
        timing = bool(getattr(self, "_timing_active", False))
        started = time.perf_counter() if timing else 0.0
        ...

The attribute is a switch when every write of it in the file stores a false constant (`False`, `None`, `0`), or
turns it on right before (or at the top of) a `try` whose `finally` puts it back (to the value saved before, or to
a false constant), and every `getattr` of it defaults to a false constant. It is private (`_timing_active`: by
convention only its own file writes it) and its name appears in no other string (a `setattr(self, name, True)` of
a computed name could not spell it from a literal). Outside the extents it is false, on every object.

JAX traces a jitted def when it is called. A def made in a method (`runner` in `run`) that the method neither
returns nor stores where another method could call it is traced while the method runs. So when no extent can run
that method (nor call the def by name), following the file's functions by name from the extent's code (`self.m()`,
`m()`, `obj.m()`, `Cls()` running `Cls.__init__`, a function handed on by name), the switch is off in that trace.
Calls into other files are not followed: a private switch of this file is turned on by this file's code, and code
elsewhere calling back into the method from inside an extent is not modelled.

Read from the whole file's `ast`, like analysis/eager_memos.py: the extents are far from the traced code.
"""

from __future__ import annotations

import ast
from typing import Optional

from .ast_nodes import walk_ast

_FALSE_CONSTANTS = (False, None, 0, 0.0, "")
_CONSTRUCTION_METHODS = ("__init__", "__post_init__", "__call__", "__new__")


def _false_constant(node: Optional[ast.expr]) -> bool:
    return type(node) is ast.Constant and any(node.value is constant or (
        type(node.value) is type(constant) and node.value == constant) for constant in _FALSE_CONSTANTS)


def _written_attribute(statement: ast.stmt) -> Optional[tuple[str, str]]:
    """`self._on = ...` (one target): (receiver name, attribute name)."""
    if type(statement) is not ast.Assign or len(statement.targets) != 1:
        return None
    target = statement.targets[0]
    if type(target) is ast.Attribute and type(target.value) is ast.Name:
        return target.value.id, target.attr
    return None


def _restores(final: list[ast.stmt], written: tuple[str, str]) -> list[ast.Assign]:
    """The statements of a `finally` that put the attribute back: to a saved local or a false constant."""
    return [statement for statement in final if _written_attribute(statement) == written and (
        type(statement.value) is ast.Name or _false_constant(statement.value))]   # type: ignore[attr-defined]


class _Extents:
    """One pass over the file: the writes of each private attribute, and the scoped ones with their extents."""

    def __init__(self, tree: ast.Module) -> None:
        self.writes: dict[str, list[ast.AST]] = {}      # attribute -> every statement storing it (class bodies too)
        self.allowed: set[int] = set()                  # ids of the writes a switch may have
        self.extents: dict[str, list[list[ast.AST]]] = {}
        self.strings: dict[str, int] = {}               # string constants, by value: how often they occur
        self.getattr_names: dict[str, int] = {}         # ... of them, those naming a getattr with a false default
        self.refused: set[str] = set()                  # read with a getattr whose default is not false
        for node in walk_ast(tree):
            kind = type(node)
            if kind is ast.Constant and type(node.value) is str:   # type: ignore[attr-defined]
                self.strings[node.value] = self.strings.get(node.value, 0) + 1   # type: ignore[attr-defined]
            elif kind is ast.Call:
                self._note_getattr(node)   # type: ignore[arg-type]
            elif kind in (ast.Assign, ast.AugAssign, ast.AnnAssign):
                self._note_writes(node)   # type: ignore[arg-type]
            elif kind is ast.ClassDef:
                for statement in node.body:   # type: ignore[attr-defined]
                    targets = statement.targets if type(statement) is ast.Assign else [statement.target] if type(
                        statement) is ast.AnnAssign else []
                    for target in targets:
                        if type(target) is ast.Name and target.id.startswith("_"):
                            self.writes.setdefault(target.id, []).append(statement)
                            if statement.value is None or _false_constant(statement.value):
                                self.allowed.add(id(statement))
            for statements in _statement_lists(node):
                self._note_scopes(statements)

    def _note_getattr(self, call: ast.Call) -> None:
        if type(call.func) is not ast.Name or call.func.id not in ("getattr", "hasattr") or len(call.args) < 2 or \
                type(call.args[1]) is not ast.Constant or type(call.args[1].value) is not str:
            return
        name = call.args[1].value
        if call.func.id == "getattr" and len(call.args) == 3 and not _false_constant(call.args[2]):
            self.refused.add(name)
        self.getattr_names[name] = self.getattr_names.get(name, 0) + 1

    def _note_writes(self, statement: ast.stmt) -> None:
        targets = statement.targets if type(statement) is ast.Assign else [statement.target]  # type: ignore
        pending = list(targets)
        while pending:
            target = pending.pop()
            if type(target) in (ast.Tuple, ast.List):
                pending.extend(target.elts)   # type: ignore[attr-defined]
            elif type(target) is ast.Attribute:
                self.writes.setdefault(target.attr, []).append(statement)   # type: ignore[attr-defined]
                if type(statement) is not ast.AugAssign and _false_constant(statement.value) and len(targets) == 1:
                    self.allowed.add(id(statement))

    def _note_scopes(self, statements: list) -> None:
        """`self._on = True` right before a `try` (or first in its body) whose `finally` restores it."""
        for index, statement in enumerate(statements):
            if type(statement) is not ast.Try:
                continue
            opening = [statements[index - 1]] if index else []
            opening += statement.body[:1]
            for setter in opening:
                written = _written_attribute(setter)
                if written is None or not written[1].startswith("_"):
                    continue
                restores = _restores(statement.finalbody, written)
                if not restores:
                    continue
                self.allowed.add(id(setter))
                self.allowed.update(id(restore) for restore in restores)
                extent = [*statement.body, *statement.handlers, *statement.orelse]
                self.extents.setdefault(written[1], []).append(extent)

    def switches(self) -> dict[str, list[list[ast.AST]]]:
        return {name: extents for name, extents in self.extents.items()
                if not name.startswith("__") and name not in self.refused and
                all(id(write) in self.allowed for write in self.writes.get(name, ())) and
                self.strings.get(name, 0) == self.getattr_names.get(name, 0)}


def _statement_lists(node: ast.AST) -> list[list]:
    found = []
    for field in ("body", "orelse", "finalbody"):
        statements = getattr(node, field, None)
        if type(statements) is list and statements and isinstance(statements[0], ast.stmt):
            found.append(statements)
    return found


def _references(nodes: list[ast.AST]) -> set[str]:
    """The names the code reads and the attributes it touches: whatever it may call, by name."""
    found: set[str] = set()
    for root in nodes:
        for node in walk_ast(root):
            if type(node) is ast.Name:
                found.add(node.id)   # type: ignore[attr-defined]
            elif type(node) is ast.Attribute:
                found.add(node.attr)   # type: ignore[attr-defined]
    return found


class ScopedSwitches:
    """The file's switches, and what each switch's extents may run (names of the file's functions and classes)."""

    def __init__(self, tree: ast.Module) -> None:
        self._tree = tree
        switches = _Extents(tree).switches()
        self._defs: dict[str, list[ast.AST]] = {}
        if switches:
            for node in walk_ast(tree):
                if type(node) in (ast.FunctionDef, ast.AsyncFunctionDef):
                    self._defs.setdefault(node.name, []).append(node)   # type: ignore[attr-defined]
                elif type(node) is ast.ClassDef:
                    self._defs.setdefault(node.name, []).extend(
                        method for method in node.body   # type: ignore[attr-defined]
                        if type(method) is ast.FunctionDef and method.name in _CONSTRUCTION_METHODS)
        self.reach = {name: self._closure(_references([node for extent in extents for node in extent]))
                      for name, extents in switches.items()}
        self._escapes: dict[tuple, bool] = {}

    def _closure(self, names: set[str]) -> frozenset[str]:
        seen: set[str] = set()
        pending = [name for name in names if name in self._defs]
        while pending:
            name = pending.pop()
            if name in seen:
                continue
            seen.add(name)
            pending.extend(found for found in _references(self._defs[name]) if found in self._defs and
                           found not in seen)
        return frozenset(seen)

    def off_in_trace(self, method: ast.AST, chain: tuple[str, ...]) -> frozenset[str]:
        """The switches off in every trace of the def `chain[-1]`, nested (through the defs `chain` names, from
        outermost) in `method` of the file: those none of whose extents can run the method or those defs."""
        if not self.reach or not chain:
            return frozenset()
        key = (id(method), chain)
        escapes = self._escapes.get(key)
        if escapes is None:
            escapes = self._escapes[key] = _escapes(method, chain, self._tree)
        if escapes:
            return frozenset()
        names = {method.name, *chain}   # type: ignore[attr-defined]
        return frozenset(switch for switch, reach in self.reach.items() if not names & reach)


def _escapes(method: ast.AST, chain: tuple[str, ...], tree: ast.Module) -> bool:
    """Can a def of `chain` be called after its parent returns: returned, handed to a call, stored in an attribute
    that code outside `method` reads? (A local or a dict of the method holding it, called there, is no escape.)"""
    parent = method
    for name in chain:
        inner = [node for node in parent.body if type(node) in (ast.FunctionDef, ast.AsyncFunctionDef) and  # type: ignore
                 node.name == name]
        inner = inner or [node for node in walk_ast(parent) if node is not parent and type(node) in (
            ast.FunctionDef, ast.AsyncFunctionDef) and node.name == name]   # type: ignore[attr-defined]
        if len(inner) != 1 or _escapes_from(parent, name, method, tree):
            return True
        parent = inner[0]
    return False


def _escapes_from(parent: ast.AST, name: str, method: ast.AST, tree: ast.Module) -> bool:
    holders = {name}

    def carries(expression: Optional[ast.AST]) -> bool:
        """Is a holder in `expression` other than as the function it calls (`runner(x)` gives no function)?"""
        if expression is None:
            return False
        called = {id(node.func) for node in walk_ast(expression) if type(node) is ast.Call}
        return any(type(node) is ast.Name and node.id in holders and id(node) not in called   # type: ignore
                   for node in walk_ast(expression))

    statements = [node for node in walk_ast(parent) if isinstance(node, (ast.stmt, ast.Call))]
    changed = True
    while changed:   # a local bound to the def, to a transform of it, or a dict storing it holds it too
        changed = False
        for statement in statements:
            if type(statement) is not ast.Assign or not carries(statement.value):
                continue
            for target in statement.targets:
                holder = target.value if type(target) is ast.Subscript else target
                if type(holder) is ast.Name and holder.id not in holders:
                    holders.add(holder.id)
                    changed = True
    assigned_calls = {id(statement.value) for statement in statements if type(statement) is ast.Assign}
    for statement in statements:
        kind = type(statement)
        if kind in (ast.Return, ast.Expr) and type(statement.value) in (ast.Yield, ast.YieldFrom):  # type: ignore
            statement = statement.value   # type: ignore[attr-defined]
            kind = type(statement)
        if kind in (ast.Return, ast.Yield, ast.YieldFrom) and carries(statement.value):   # type: ignore
            return True
        if kind is ast.Call and id(statement) not in assigned_calls and any(
                carries(argument) for argument in [*statement.args, *statement.keywords]):  # type: ignore
            return True
        if kind is ast.Assign and carries(statement.value):   # type: ignore[attr-defined]
            for target in statement.targets:   # type: ignore[attr-defined]
                stored = target.value if type(target) is ast.Subscript else target
                if type(stored) is ast.Attribute and _read_outside(stored.attr, method, tree):
                    return True
    return False


def _read_outside(attribute: str, method: ast.AST, tree: ast.Module) -> bool:
    inside = {id(node) for node in walk_ast(method)}
    return any(id(node) not in inside and (
        type(node) is ast.Attribute and node.attr == attribute and type(node.ctx) is ast.Load or  # type: ignore
        type(node) is ast.Constant and node.value == attribute)   # type: ignore[attr-defined]
        for node in walk_ast(tree))
