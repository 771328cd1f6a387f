"""Values traced code stores only where nothing reads them (JXL402's burden of proof for a clock read).

A clock read in traced code is a problem when its value reaches something: the computation (it is baked in as a
constant) or the host code after the call (a timing that means the trace, not the run). A value that ends only in
a private attribute (`self._runtime = perf_counter() - start`) that no code of the file loads, by attribute or by
name (`getattr(self, "_runtime")`), reaches neither: a timing attribute nobody reads costs nothing. Private names
are read, by convention, only by the module that defines them, so the file's text is where their readers are.

Read from the whole file's `ast`, like analysis/trace_scratch.py (whose table of attribute readers this reuses):
the readers of an attribute are usually far from the traced write.
"""

from __future__ import annotations

import ast
from typing import Callable, Optional

from .trace_scratch import PlaceUses


def unread_attribute(uses: PlaceUses, text: str, name: str) -> bool:
    """A private attribute (`_runtime`, not a dunder) that no code of the file reads, nor names in a string."""
    return name.startswith("_") and not name.startswith("__") and name not in uses.readers and \
        f"'{name}'" not in text and f'"{name}"' not in text


def functions_named(tree: Optional[ast.Module], key: tuple[Optional[str], Optional[str]]) -> list[ast.AST]:
    """The defs of the file named as analysis/trace_scratch.py names a function: (its class or None, its name)."""
    if tree is None:
        return []
    owner, name = key
    found: list[ast.AST] = []
    pending: list[tuple[ast.AST, Optional[str]]] = [(tree, None)]
    while pending:
        node, class_name = pending.pop()
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                pending.append((child, child.name))
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                if child.name == name and class_name == owner:
                    found.append(child)
                pending.append((child, None))
            elif isinstance(child, ast.stmt):
                pending.append((child, class_name))
    return found


def feeds_only_unread(function: ast.AST, name: str, unread: Callable[[str], bool]) -> bool:
    """Is every read of the local `name` in `function` (nested defs included) inside the value of an assignment
    whose targets are all attributes `unread` accepts?"""
    sunk: set[int] = set()
    loads: list[ast.Name] = []
    for node in ast.walk(function):
        if isinstance(node, ast.Assign) and all(isinstance(target, ast.Attribute) and unread(target.attr)
                                                for target in node.targets):
            sunk.update(id(each) for each in ast.walk(node.value) if isinstance(each, ast.Name))
        elif isinstance(node, ast.Name) and node.id == name and not isinstance(node.ctx, ast.Store):
            loads.append(node)
        elif isinstance(node, (ast.Global, ast.Nonlocal)) and name in node.names:
            return False
    return all(id(load) in sunk for load in loads)
