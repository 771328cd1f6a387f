"""The region planner's statement tree: module, class and function bodies (blocks) and their statements (units),
with the names each body defines, the lines each statement spans, and what is kept of it."""

from __future__ import annotations

import ast
import bisect
import functools
from typing import Callable, Iterable, Optional, Union

from .ast_nodes import DEFS, Statement, statement_lists, walk_ast


class Block:
    """A module, class or function body: its statements and their line ranges (decorators included)."""

    def __init__(self, statements: list[Statement], owner: Optional["Unit"], lines: list[str],
                 registry: list["Block"]) -> None:
        self.owner = owner
        registry.append(self)
        self.units = [Unit(statement, self, lines, registry) for statement in statements]
        self.starts = [unit.start for unit in self.units]
        for previous, unit in zip(self.units, self.units[1:]):
            if previous.end == unit.start:
                unit.clean_start = True   # `a = 1; b = 2`: kept or dropped together with the previous statement

    def release(self) -> None:
        """Drop the links between this body and its statements (see `_Planner.release`)."""
        for unit in self.units:
            unit.parent = None  # type: ignore[assignment]
            unit._body = None
        self.owner = None

    def _by_name(self, names_of: Callable[[Statement], Iterable[str]]) -> dict[str, list["Unit"]]:
        found: dict[str, list[Unit]] = {}
        for unit in self.units:
            for name in names_of(unit.node):
                found.setdefault(name, []).append(unit)
        return found

    @functools.cached_property
    def instances(self) -> dict[str, list["Unit"]]:
        """Names bound to a call of a plain name (`model = Model(...)`) in this body, and where."""
        return self._by_name(_instances_bound)

    @functools.cached_property
    def classes(self) -> dict[str, list["Unit"]]:
        """Classes defined directly in this body."""
        return self._by_name(lambda node: [node.name] if isinstance(node, ast.ClassDef) else [])

    @functools.cached_property
    def defs(self) -> dict[str, list["Unit"]]:
        """Function names defined in this scope (directly, or inside if/try/with blocks of it), as the analysis's
        `_lookup_defs` finds them: a class's methods are in its own body's table, not in the module's."""
        return self._by_name(lambda node: scope_level_defs(node, into_classes=False))

    @functools.cached_property
    def value_bindings(self) -> dict[str, list["Unit"]]:
        """Plain names a statement of this body assigns a value (`lr = schedule(epoch)`, `n: int = 3`), and those
        statements in order: the planner follows a name to its bindings once per name, not by reading every
        statement of the body for each."""
        return self._by_name(_value_bound_names)

    @functools.cached_property
    def names(self) -> frozenset[str]:
        """The names its functions, classes and instances are bound to (`defs`, `classes`, `instances`)."""
        return frozenset(self.defs.keys() | self.classes.keys() | self.instances.keys())

    def units_at(self, line: int) -> list["Unit"]:
        found = []
        index = bisect.bisect_right(self.starts, line) - 1
        while index >= 0 and self.units[index].end >= line:
            found.append(self.units[index])
            index -= 1
        return found

    def chain(self) -> Iterable["Block"]:
        block: Optional[Block] = self
        while block is not None:
            yield block
            block = block.owner.parent if block.owner is not None else None


def _value_bound_names(node: Statement) -> Iterable[str]:
    if isinstance(node, ast.Assign):
        targets = node.targets
    elif isinstance(node, ast.AnnAssign) and node.value is not None:
        targets = [node.target]
    else:
        return ()
    return dict.fromkeys(target.id for target in targets if isinstance(target, ast.Name))


class Unit:
    """One statement of a module, class or function body. Kept whole, dropped, or (classes and functions that
    only contain something to keep) reduced to their header and the members that matter."""

    def __init__(self, node: Statement, block: Block, lines: list[str], registry: list[Block]) -> None:
        self.node = node
        self.parent = block
        decorators = getattr(node, "decorator_list", None)
        self.start = min(node.lineno, *(d.lineno for d in decorators)) if decorators else node.lineno
        self.end = node.end_lineno or node.lineno
        self.clean_start = _starts_own_line(node, self.start, lines)
        self.whole = False          # keep every line of it
        self.header_kept = False    # keep its header and the members marked below
        self.candidate = False      # may be traced: what it names may be traced too
        # A statement handing functions to a wrapper: these expressions (its wrapper calls' arguments) may be traced.
        self.handed: Optional[list[ast.AST]] = None
        self._lines = lines
        self._registry = registry
        self._body: Union[Block, None, bool] = False   # False: not looked at yet

    @property
    def body(self) -> Optional[Block]:
        """The statements of a class or function body, as units of their own (built on first use: most
        functions are never looked into); None when it cannot be split (one-liners, other statements)."""
        if self._body is False:
            self._body = None
            node = self.node
            if isinstance(node, (ast.ClassDef, *DEFS)) and node.body:
                body = Block(node.body, self, self._lines, self._registry)
                first = body.units[0]
                if first.clean_start and first.start > node.lineno:
                    self._body = body
                else:
                    # Kept or dropped whole (`def f(...) -> T: ...`): its statements are not units of the plan.
                    self._registry.remove(body)
                    body.release()
        return self._body  # type: ignore[return-value]

    def leaves_at(self, line: int) -> list["Unit"]:
        """The innermost units holding `line` (members of members..., or this unit)."""
        if not self.whole and self.body is not None and line >= self.body.starts[0]:
            # Lines between members hold only comments and blank lines: nothing to keep there.
            return [leaf for unit in self.body.units_at(line) for leaf in unit.leaves_at(line)]
        return [self]

    def header_nodes(self) -> Iterable[ast.AST]:
        """The nodes outside the body of a split class or function, else all of them."""
        node = self.node
        if self.body is None:
            return walk_ast(node)
        if isinstance(node, ast.ClassDef):
            parts: list[ast.AST] = [*node.decorator_list, *node.bases, *node.keywords]
        else:
            parts = [*node.decorator_list, node.args] + ([node.returns] if node.returns else [])
        parts += list(getattr(node, "type_params", ()))
        return (inner for part in parts for inner in walk_ast(part))


def inside(unit: Unit, ancestor: Unit) -> bool:
    """Is `unit` a member (at any depth) of `ancestor`?"""
    block: Optional[Block] = unit.parent
    while block is not None and block.owner is not None:
        if block.owner is ancestor:
            return True
        block = block.owner.parent
    return False


def _starts_own_line(node: Statement, start: int, lines: list[str]) -> bool:
    """Does the statement (with its decorators) begin its line, so that dropping whole lines drops it exactly?"""
    if start > len(lines):
        return False
    text = lines[start - 1]
    indent = len(text) - len(text.lstrip(" \t\f"))
    decorators = getattr(node, "decorator_list", ())
    if decorators:
        return text[indent:indent + 1] == "@" and min(d.lineno for d in decorators) == start
    # The indentation is ASCII: its length in characters is the column offset in bytes.
    return node.lineno == start and node.col_offset == indent


def _instances_bound(node: Statement) -> set[str]:
    """Names a statement binds to a call of a plain name (`model = Model(...)`), in its own scope."""
    names: set[str] = set()
    stack: list[ast.AST] = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, ast.Assign) and _called_name(current.value) is not None:
            names.update(_target_names(current.targets))
        if isinstance(current, (*DEFS, ast.ClassDef)):
            continue
        for statements in statement_lists(current):
            stack.extend(statements)
    return names


def _called_name(value: ast.expr) -> Optional[str]:
    """The plain name called to make a value: `Model(...)`, or each element of `[factory(node) for node in nodes]`."""
    if isinstance(value, ast.ListComp):
        value = value.elt
    return value.func.id if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) else None


def _target_names(targets: list[ast.expr]) -> list[str]:
    """`name = ...` and the names of `a, b, c = ...` (a factory's products, unpacked)."""
    return [element.id for target in targets
            for element in (target.elts if isinstance(target, (ast.Tuple, ast.List)) else [target])
            if isinstance(element, ast.Name)]


def instance_classes(node: Statement, name: str) -> set[str]:
    """The plain names called to bind `name` in a statement (`name = Model(...)`, `init, update = factory(...)`), in
    its own scope."""
    classes: set[str] = set()
    stack: list[ast.AST] = [node]
    while stack:
        current = stack.pop()
        called = _called_name(current.value) if isinstance(current, ast.Assign) else None
        if called is not None and name in _target_names(current.targets):  # type: ignore[attr-defined]
            classes.add(called)
        if isinstance(current, (*DEFS, ast.ClassDef)):
            continue
        for statements in statement_lists(current):
            stack.extend(statements)
    return classes


def scope_level_defs(node: Statement, into_classes: bool = True) -> set[str]:
    """Functions a statement defines in its own scope (or a class inside it), as `_lookup_defs`/`self.` find
    them: through `if`/`try`/`with` blocks (and class bodies), never inside another function."""
    names: set[str] = set()
    stack: list[ast.AST] = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, DEFS):
            names.add(current.name)
            continue
        if isinstance(current, ast.ClassDef) and not into_classes:
            continue
        for statements in statement_lists(current):
            stack.extend(statements)
    return names


def shared_line_groups(units: list[Unit]) -> list[list[Unit]]:
    """Statements that share a line (`a = 1; b = 2`, or a statement ending where the next begins) go together."""
    groups: list[list[Unit]] = []
    for unit in units:
        if groups and groups[-1][-1].end >= unit.start:
            groups[-1].append(unit)
        else:
            groups.append([unit])
    return groups
