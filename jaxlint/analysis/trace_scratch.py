"""Per-trace scratch: outer state a traced write sets that lives only within the trace (JXL202's burden of proof).

A traced write to outer state (`self.bc = bc`, `CONTEXT[tid] = ctx`) runs once, at trace time; what it stores is a
problem only when something outside that trace reads it later: untraced code after the compiled call, or a later
trace that reads the place before writing it. Two shapes say the place is scratch of the trace instead:

- the function that writes the place assigns it again in a `finally` (`before = X; try: X = new; ... finally:
  X = before`), or from a local that saved it before the write (`old = X; X = hook; out = body(); X = old`, a
  callback installed for the duration of the trace): the place ends each call, each trace included, as it began;
- every function of the file that reads the attribute is traced code that either rebinds the attribute itself,
  unconditionally, before any read of it (`self.bc = {}` at the top of the step), or runs only inside a trace (a
  helper, not an entry point of its own, or a function compiled on its own that only traced code of the file calls
  or hands on)
  and never writes it: no untraced reader, and no reader carrying the value
  from one trace to the next (`self.key, k = split(self.key)`, `if name in self._memo`).

Read from the whole file's text with Python's `ast`, like analysis/scoped_globals.py: the readers of an attribute
are usually far from the traced write, and the region planner keeps only what is near it.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Optional

from .scoped_globals import restoring_assignments

# (enclosing class name or None, function name); (None, None) for code outside any function.
FunctionKey = tuple[Optional[str], Optional[str]]


@dataclass
class PlaceUses:
    # attribute name -> the functions that read it (a load of `<anything>.name`, an augmented assignment to it).
    readers: dict[str, set[FunctionKey]] = field(default_factory=dict)
    # attribute name -> the functions that assign it (`x.name = ...`, `x.name += ...`).
    writers: dict[str, set[FunctionKey]] = field(default_factory=dict)
    # name -> the functions that load it as a plain name (`name(...)`, `lax.cond(p, name, ...)`); with `readers`,
    # what may call a function or method of that name.
    name_users: dict[str, set[FunctionKey]] = field(default_factory=dict)
    # (function, attribute or plain name) -> the first line of the function that loads it.
    first_use: dict[tuple[FunctionKey, str], int] = field(default_factory=dict)
    # function -> attributes it rebinds (`x.name = ...`) in a statement of its own body before any read of them.
    rebound_first: dict[FunctionKey, set[str]] = field(default_factory=dict)
    # function -> the places (normalised source text) it puts back: in a `finally` block, or from a saved local.
    restored: dict[FunctionKey, set[str]] = field(default_factory=dict)

    def users(self, name: str) -> set[FunctionKey]:
        """The functions that may call a function or method named `name` (load it as a name or an attribute)."""
        return self.readers.get(name, set()) | self.name_users.get(name, set())


def normalised(source: str) -> Optional[str]:
    """The canonical text of an expression (libcst and ast spell the same code alike after this), or None."""
    try:
        return ast.unparse(ast.parse(source.strip(), mode="eval").body)
    except (SyntaxError, ValueError, RecursionError):
        return None


def read_place_uses(tree: ast.Module) -> PlaceUses:
    uses = PlaceUses()
    _walk_scope(tree.body, (None, None), None, uses)
    return uses


def _walk_scope(body: list[ast.stmt], key: FunctionKey, class_name: Optional[str], uses: PlaceUses) -> None:
    """Record the reads of `body` (a module, class or function body) under `key`, recursing into nested defs."""
    pending: list[ast.AST] = list(body)
    while pending:
        node = pending.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            function_key = (class_name, node.name)
            _rebound_first(node, function_key, uses)
            _restored(node, function_key, uses)
            _walk_scope(node.body, function_key, None, uses)
            pending.extend(node.decorator_list)
            pending.extend(node.args.defaults)
            continue
        if isinstance(node, ast.ClassDef):
            _walk_scope(node.body, key, node.name, uses)
            pending.extend(node.decorator_list)
            continue
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
            uses.readers.setdefault(node.attr, set()).add(key)
            _first(uses, key, node.attr, node.lineno)
        if isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Attribute):
            uses.readers.setdefault(node.target.attr, set()).add(key)
            _first(uses, key, node.target.attr, node.lineno)
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            uses.name_users.setdefault(node.id, set()).add(key)
            _first(uses, key, node.id, node.lineno)
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            uses.writers.setdefault(node.attr, set()).add(key)
        pending.extend(ast.iter_child_nodes(node))


def _first(uses: PlaceUses, key: FunctionKey, name: str, line: int) -> None:
    known = uses.first_use.get((key, name))
    if known is None or line < known:
        uses.first_use[(key, name)] = line


def writes_before_reads(uses: PlaceUses, writer: FunctionKey, reader: FunctionKey) -> bool:
    """Does no function of the file use the reader before the writer, nor the reader call the writer? A step that
    calls `set_edges` and then `laplacian` sets the place before reading it; a `resume` that reads the flag and then
    calls `_record_state`, or a step that calls `_lookup` before `_store`, reads what an earlier call left."""
    writer_name, reader_name = writer[1] or "", reader[1] or ""
    if reader in uses.users(writer_name):
        return False
    for caller in uses.users(writer_name) & uses.users(reader_name):
        if uses.first_use[(caller, reader_name)] <= uses.first_use[(caller, writer_name)]:
            return False
    return True


def _loaded_attributes(node: ast.AST) -> set[str]:
    found = set()
    for each in ast.walk(node):
        if isinstance(each, ast.Attribute) and isinstance(each.ctx, ast.Load):
            found.add(each.attr)
        elif isinstance(each, ast.AugAssign) and isinstance(each.target, ast.Attribute):
            found.add(each.target.attr)
    return found


def _rebound_first(function: ast.AST, key: FunctionKey, uses: PlaceUses) -> None:
    """Attributes a statement of the function's own body (not under an `if`, a loop or a `try`) assigns before any
    statement of the function reads them: the function sets them afresh each time it runs."""
    seen: set[str] = set()
    rebound: set[str] = set()
    for statement in function.body:  # type: ignore[attr-defined]
        if isinstance(statement, ast.Assign):
            seen |= _loaded_attributes(statement.value)
            for target in statement.targets:
                for element in (target.elts if isinstance(target, ast.Tuple) else [target]):
                    if isinstance(element, ast.Attribute) and element.attr not in seen:
                        rebound.add(element.attr)
                    seen |= _loaded_attributes(element) - ({element.attr} if isinstance(element, ast.Attribute)
                                                           else set())
            continue
        seen |= _loaded_attributes(statement)
    if rebound:
        uses.rebound_first[key] = rebound


def _restored(function: ast.AST, key: FunctionKey, uses: PlaceUses) -> None:
    places = {ast.unparse(target) for assign in restoring_assignments(function) for target in assign.targets
              if isinstance(target, (ast.Attribute, ast.Subscript, ast.Name))}
    if places:
        uses.restored.setdefault(key, set()).update(places)
