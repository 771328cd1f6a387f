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

import libcst as cst

from .ast_nodes import ast_child_nodes, ast_walk
from .tables import ARRAY_METADATA
from .trace_scratch import PlaceUses
from .walk import children, holds


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
        for child in ast_child_nodes(node):
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
    for node in ast_walk(function):
        if isinstance(node, ast.Assign) and all(isinstance(target, ast.Attribute) and unread(target.attr)
                                                for target in node.targets):
            sunk.update(id(each) for each in ast_walk(node.value) if isinstance(each, ast.Name))
        elif isinstance(node, ast.Name) and node.id == name and not isinstance(node.ctx, ast.Store):
            loads.append(node)
        elif isinstance(node, (ast.Global, ast.Nonlocal)) and name in node.names:
            return False
    return all(id(load) in sunk for load in loads)


def updated_array_escapes(function: cst.FunctionDef, name: str) -> bool:
    """Does the array bound to local `name` reach anything outside the function's own updates of it: a return, a
    yield, a store, a call argument, a closure, an operator? A JAX array is a value: `x = x.at[i].add(v)` binds a
    new array to the local name, and if every later read of `x` is only another `x.at[...]` update or its metadata
    (`x.shape[0]`, `len(x)`), the updates are lost when the function returns (the pattern of a kernel ported from
    numba, which wrote into its argument). `global`/`nonlocal` names escape by definition."""
    return _escapes(function.body, name)


def _escapes(node: cst.CSTNode, name: str) -> bool:
    """updated_array_escapes of `name` within `node` (module level: a recursive closure is a reference cycle)."""
    kind = type(node)
    if kind is cst.Name:
        return node.value == name
    if kind in (cst.Global, cst.Nonlocal):
        return any(item.name.value == name for item in node.names)
    if kind is cst.Attribute:
        if type(node.value) is cst.Name and node.value.value == name:
            # `other = x.at[i].set(v)` hands the update on: only the metadata reads keep nothing.
            return node.attr.value not in ARRAY_METADATA
        return _escapes(node.value, name)  # `other.x` names an attribute, not the local
    if kind is cst.Expr and _feeds_itself(node.value, name):
        return False  # `x.at[i].set(v)` as a statement: thrown away (the other JXL302)
    if kind is cst.Call and type(node.func) is cst.Name and node.func.value == "len" and len(node.args) == 1 \
            and type(node.args[0].value) is cst.Name:
        return False
    if kind is cst.Assign:
        # `x = ...` rebinds the name: only the value (and a subscript or attribute target) is read. What
        # `x = x.at[i].add(x[i - 1])` reads of `x` feeds only the new `x`.
        if any(type(target.target) is cst.Name and target.target.value == name for target in node.targets):
            return any(type(target.target) is not cst.Name for target in node.targets) or (
                not _feeds_itself(node.value, name) and _escapes(node.value, name))
        return _escapes(node.value, name) or any(
            type(target.target) is not cst.Name and _escapes(target.target, name) for target in node.targets)
    if kind is cst.AugAssign and type(node.target) is cst.Name:
        return node.target.value != name and _escapes(node.value, name)
    return any(_escapes(child, name) for child in children(node))


def _feeds_itself(value: cst.BaseExpression, name: str) -> bool:
    # An update of the name itself whose arguments are plain arithmetic of arrays (no call that could keep one).
    return type(value) is cst.Call and type(value.func) is cst.Attribute and \
        type(value.func.value) is cst.Subscript and type(value.func.value.value) is cst.Attribute and \
        type(value.func.value.value.value) is cst.Name and value.func.value.value.value.value == name and \
        not holds([*value.func.value.slice, *value.args], lambda part: type(part) is cst.Call and not (
            type(part.func) is cst.Attribute and type(part.func.value) is cst.Name and
            part.func.value.value in ("jnp", "np", "jax", "math")))


def names_callers_array(function: cst.FunctionDef, name: str) -> bool:
    """Is local `name` the caller's array (a parameter) or an alias of an object's (`grid = self.grid`)? Those are
    what an in-place kernel meant to update; a local the function made itself (`jnp.zeros(...)`) and never used
    is dead code, whose lost update changes nothing."""
    parameters = [*function.params.posonly_params, *function.params.params, *function.params.kwonly_params]
    if any(parameter.name.value == name for parameter in parameters):
        return True

    def aliases(node: cst.CSTNode) -> bool:
        return type(node) is cst.Assign and type(node.value) in (cst.Attribute, cst.Subscript) and any(
            type(target.target) is cst.Name and target.target.value == name for target in node.targets)
    return holds([function.body], aliases,
                 lambda node: type(node) is not cst.FunctionDef and type(node) is not cst.Lambda)


def traced_reads(body: cst.CSTNode, name: str, eager: Callable[[cst.CSTNode], bool]
                 ) -> list[tuple[cst.Name, tuple[cst.CSTNode, ...]]]:
    """Every read of `name` under `body` outside the code `eager` says runs only eagerly: (the name, the nodes
    around it from `body` down to its parent). A plain name an assignment binds is no read; a `global`/`nonlocal`
    of it counts as one (its reader is elsewhere)."""
    found: list[tuple[cst.Name, tuple[cst.CSTNode, ...]]] = []
    pending: list[tuple[cst.CSTNode, tuple[cst.CSTNode, ...]]] = [(body, ())]
    while pending:
        node, around = pending.pop()
        kind = type(node)
        if eager(node):
            continue
        if kind is cst.Name:
            if node.value == name:   # type: ignore[attr-defined]
                found.append((node, around))   # type: ignore[arg-type]
            continue
        if kind in (cst.Global, cst.Nonlocal) and any(item.name.value == name for item in node.names):  # type: ignore
            found.append((cst.Name(name), (*around, node)))
            continue
        if kind in (cst.FunctionDef, cst.Lambda) and any(
                parameter.name.value == name for parameter in _parameters(node.params)):   # type: ignore
            continue   # a nested function whose own parameter has the name: its reads are of that
        if kind is cst.Attribute:
            kids: list[cst.CSTNode] = [node.value]   # type: ignore[attr-defined]
        elif kind is cst.Arg:
            kids = [node.value]   # type: ignore[attr-defined]
        elif kind is cst.AssignTarget and type(node.target) is cst.Name:   # type: ignore[attr-defined]
            kids = []
        else:
            kids = list(children(node))
        inner = (*around, node)
        pending.extend((child, inner) for child in kids)
    return found


def none_test_operand(read: cst.Name, parent: Optional[cst.CSTNode]) -> bool:
    """Is `read` an operand of `read is None` / `read is not None` (either way round)? The test says only whether
    the value is None: nothing of a number held there reaches the result."""
    if type(parent) is not cst.Comparison or len(parent.comparisons) != 1 or \
            type(parent.comparisons[0].operator) not in (cst.Is, cst.IsNot):
        return False
    operands = (parent.left, parent.comparisons[0].comparator)
    return any(operand is read for operand in operands) and any(
        type(operand) is cst.Name and operand.value == "None" for operand in operands)


# Builtins that compute a new value from their one argument and keep nothing of it.
_VALUE_CONVERSIONS = frozenset({"float", "int", "abs", "round", "bool", "str"})


def computed_from(expression: cst.BaseExpression, node: cst.CSTNode) -> bool:
    """Is `node` `expression` itself, or reached from it only through arithmetic and conversions
    (`float(time.perf_counter() - start)` of `start`)? Then what `expression` gives is a number computed from
    `node`, and nothing else along the way keeps it."""
    pending: list[cst.CSTNode] = [expression]
    while pending:
        current = pending.pop()
        if current is node:
            return True
        kind = type(current)
        if kind is cst.BinaryOperation:
            pending += [current.left, current.right]   # type: ignore[attr-defined]
        elif kind is cst.UnaryOperation:
            pending.append(current.expression)   # type: ignore[attr-defined]
        elif value_conversion(current):
            pending.append(current.args[0].value)   # type: ignore[attr-defined]
    return False


def value_conversion(node: cst.CSTNode) -> bool:
    """`float(x)`, `int(x)`, `abs(x)`...: a builtin computing a number or a text from its one argument."""
    return type(node) is cst.Call and type(node.func) is cst.Name and node.func.value in _VALUE_CONVERSIONS and \
        len(node.args) == 1 and not node.args[0].star and node.args[0].keyword is None


def enclosing_arguments(around: tuple[cst.CSTNode, ...]) -> list[tuple[cst.Arg, cst.Call]]:
    """The arguments around a node with their calls, the innermost last, from the nodes around it (outermost
    first)."""
    return [(node, around[index - 1]) for index, node in enumerate(around)   # type: ignore[misc]
            if type(node) is cst.Arg and index > 0 and type(around[index - 1]) is cst.Call]


def argument_position(call: cst.Call, argument: cst.Arg) -> Optional[tuple[Optional[int], Optional[str]]]:
    """(index, None) of a positional argument before any `*args`, (None, keyword) of a keyword one; None for an
    argument that cannot be matched to one parameter."""
    if argument.keyword is not None:
        return None, argument.keyword.value
    index = 0
    for each in call.args:
        if each.star or each.keyword is not None:
            return None
        if each is argument:
            return index, None
        index += 1
    return None


def _parameters(parameters: cst.Parameters) -> list[cst.Param]:
    found = [*parameters.posonly_params, *parameters.params, *parameters.kwonly_params]
    for star in (parameters.star_arg, parameters.star_kwarg):
        if type(star) is cst.Param:
            found.append(star)
    return found
