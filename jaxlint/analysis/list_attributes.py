"""Python lists a class keeps on `self` and hands to a compiled method of its own.

`self.regrets = [jnp.zeros(...) for pl in range(players)]` in the constructor, `self.regrets, self.averages =
self.jit_step(self.regrets, self.averages, ...)` in the driver: every call of the jitted method passes, for that
parameter, an attribute the class binds only to list displays or comprehensions or to what the method itself
returns. jit flattens the list into its leaves and the method gets a Python list of tracers, so `regrets[pl] = v`
rebinds an item of that list (Python's), never an item of an array.

Read from the whole file's `ast`: the constructor and the driver are untraced code far from the method, which the
region planner need not keep.
"""

from __future__ import annotations

import ast
from typing import Optional

from .ast_nodes import ast_walk, self_attribute

_LIST_DISPLAYS = (ast.List, ast.ListComp)


def list_attribute_parameters(tree: Optional[ast.Module], class_name: str, method: str,
                              parameters: list[str]) -> set[str]:
    """The parameters of `class_name.method` (`self` first in `parameters`) to which every `self.method(...)` call
    of every class of that name passes such a list attribute; empty when the method is used other than called so,
    or nothing calls it."""
    found: Optional[set[str]] = None
    for node in ast_walk(tree) if tree is not None else ():
        if isinstance(node, ast.ClassDef) and node.name == class_name:
            here = _in_class(node, method, parameters[1:])
            found = here if found is None else found & here
    return found or set()


def _in_class(class_node: ast.ClassDef, method: str, parameters: list[str]) -> set[str]:
    calls: list[ast.Call] = []
    mentions = 0
    for node in ast_walk(class_node):
        if isinstance(node, ast.Attribute) and node.attr == method:
            mentions += 1
        if isinstance(node, ast.Call) and self_attribute(node.func) == method:
            calls.append(node)
    if not calls or mentions != len(calls):
        return set()   # the method is handed on or read, not only called: its other callers are unknown
    lists = _list_attributes(class_node, method)
    found = set(parameters)
    for call in calls:
        if call.keywords or any(isinstance(argument, ast.Starred) for argument in call.args):
            return set()
        found &= {name for name, argument in zip(parameters, call.args) if self_attribute(argument) in lists}
    return found


def _list_attributes(class_node: ast.ClassDef, method: str) -> set[str]:
    """Attributes of `self` the class binds only to a list display or comprehension, or to an item of what
    `self.method(...)` returns (the method threads them), at least once to a list."""
    made: set[str] = set()
    other: set[str] = set()
    for node in ast_walk(class_node):
        if isinstance(node, ast.Assign):
            threaded = isinstance(node.value, ast.Call) and self_attribute(node.value.func) == method
            for target in node.targets:
                elements = target.elts if isinstance(target, (ast.Tuple, ast.List)) else [target]
                for element in elements:
                    attribute = self_attribute(element)
                    if attribute is None:
                        continue
                    if isinstance(node.value, _LIST_DISPLAYS) and element is target:
                        made.add(attribute)
                    elif not (threaded and element is not target):
                        other.add(attribute)
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)) and self_attribute(node.target) is not None:
            other.add(self_attribute(node.target))  # type: ignore[arg-type]
        elif isinstance(node, (ast.For, ast.With, ast.comprehension)):
            targets = [node.target] if not isinstance(node, ast.With) else [
                item.optional_vars for item in node.items if item.optional_vars is not None]
            other.update(attribute for target in targets for each in ast_walk(target)
                         if (attribute := self_attribute(each)) is not None)
    return made - other
