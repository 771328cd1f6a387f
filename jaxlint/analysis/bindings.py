"""Which names a scope binds: a function's locals (Python's rule), and every binding of each name in a scope."""

from __future__ import annotations

from typing import Optional

import libcst as cst

from .records import FunctionNode, TracedFunction
from .walk import walk


class BoundNames(cst.CSTVisitor):
    """Names a piece of code binds (assignment, loop, `with` and walrus targets, imports, `def` and `class` names)
    and the ones it declares global or nonlocal.

    `own_scope`: only the bindings of its own scope, Python's rule for a function body's locals: nested functions,
    classes and lambdas are scopes of their own (their names are bound, their bodies not entered), and so are
    comprehensions (their targets are not bound); `except ... as e` binds `e`. Otherwise every name bound anywhere
    in it, nested code included (apart from the function `skip`): what a loop rebinds. `imports`: names bound by
    `import` statements count."""

    def __init__(self, own_scope: bool, imports: bool = True, skip: cst.CSTNode | None = None) -> None:
        self.own_scope = own_scope
        self.imports = imports
        self.skip = skip
        self.bound: set[str] = set()
        self.declared: set[str] = set()

    def _bind(self, target: cst.CSTNode) -> None:
        self.bound |= target_names(target)

    def visit_AssignTarget(self, node: cst.AssignTarget) -> None:
        self._bind(node.target)

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        self._bind(node.target)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        self._bind(node.target)

    def visit_For(self, node: cst.For) -> None:
        self._bind(node.target)

    def visit_CompFor(self, node: cst.CompFor) -> None:
        if not self.own_scope:
            self._bind(node.target)

    def visit_WithItem(self, node: cst.WithItem) -> None:
        if node.asname is not None:
            self._bind(node.asname.name)

    def visit_NamedExpr(self, node: cst.NamedExpr) -> None:
        self._bind(node.target)

    def visit_ExceptHandler(self, node: cst.ExceptHandler) -> None:
        if self.own_scope and node.name is not None:
            self._bind(node.name.name)

    def visit_ImportAlias(self, node: cst.ImportAlias) -> None:
        if self.imports:
            self.bound.add(node.asname.name.value if node.asname and isinstance(node.asname.name, cst.Name)
                           else cst.Module([]).code_for_node(node.name).split(".")[0])

    def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
        if node is self.skip:
            return False
        self.bound.add(node.name.value)
        return not self.own_scope

    def visit_ClassDef(self, node: cst.ClassDef) -> bool:
        self.bound.add(node.name.value)
        return not self.own_scope

    def visit_Lambda(self, node: cst.Lambda) -> bool:
        return not self.own_scope

    def visit_Global(self, node: cst.Global) -> None:
        self.declared.update(n.name.value for n in node.names)

    def visit_Nonlocal(self, node: cst.Nonlocal) -> None:
        self.declared.update(n.name.value for n in node.names)


def import_only_locals(traced: TracedFunction) -> frozenset[str]:
    """Locals of a traced function bound only by its own `import` statements (`from concurrent.futures import
    ThreadPoolExecutor` under a lazy set-up's `if`): each holds what its import names, as the module's would."""
    if not isinstance(traced.node, cst.FunctionDef):
        return frozenset()
    otherwise = BoundNames(own_scope=True, imports=False)
    walk(traced.node.body, otherwise)
    return frozenset(traced.local_names - otherwise.bound - set(traced.info.all_params))


def all_params(params: cst.Parameters) -> list[cst.Param]:
    """Every parameter a function or lambda declares, `*args` and `**kwargs` included."""
    star = [params.star_arg] if isinstance(params.star_arg, cst.Param) else []
    kwargs = [params.star_kwarg] if params.star_kwarg is not None else []
    return [*params.posonly_params, *params.params, *star, *params.kwonly_params, *kwargs]


class ScopeBindings(cst.CSTVisitor):
    """Every binding of each name in one scope (nested functions and classes are other scopes): plain
    `name = value` assignments, and names bound any other way (loops, unpacking, augmented assignment, ...)."""

    def __init__(self, unpack_displays: bool = False) -> None:
        self.assigned: dict[str, list[cst.BaseExpression]] = {}
        self.other: set[str] = set()
        # With it, `u, v = jnp.zeros(n), jnp.zeros(n)` binds each name to its item, as two assignments would.
        self.unpack_displays = unpack_displays

    def visit_Assign(self, node: cst.Assign) -> None:
        for target in node.targets:
            if isinstance(target.target, cst.Name):
                self.assigned.setdefault(target.target.value, []).append(node.value)
            elif self.unpack_displays and displayed_items(target.target, node.value) is not None:
                for name, item in displayed_items(target.target, node.value):  # type: ignore[union-attr]
                    self.assigned.setdefault(name, []).append(item)
            else:
                self.other.update(target_names(target.target))

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        if isinstance(node.target, cst.Name) and node.value is not None:
            self.assigned.setdefault(node.target.value, []).append(node.value)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        self.other.update(target_names(node.target))

    def visit_For(self, node: cst.For) -> None:
        self.other.update(target_names(node.target))

    def visit_WithItem(self, node: cst.WithItem) -> None:
        if node.asname is not None:
            self.other.update(target_names(node.asname.name))

    def visit_NamedExpr(self, node: cst.NamedExpr) -> None:
        self.other.update(target_names(node.target))

    def visit_Global(self, node: cst.Global) -> None:
        self.other.update(n.name.value for n in node.names)

    def visit_Nonlocal(self, node: cst.Nonlocal) -> None:
        self.other.update(n.name.value for n in node.names)

    def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
        self.other.add(node.name.value)
        return False

    def visit_ClassDef(self, node: cst.ClassDef) -> bool:
        self.other.add(node.name.value)
        return False

    def visit_Lambda(self, node: cst.Lambda) -> bool:
        return False


def collect_locals(traced: TracedFunction, bound: set[str], declared: set[str]) -> None:
    """A traced function's locals and global/nonlocal declarations, from what its body binds and declares
    (`BoundNames`; nothing for a lambda)."""
    traced.global_names = set(declared)
    traced.local_names = (bound - declared) | set(traced.info.all_params)


def string_keyed_names(node: FunctionNode) -> set[str]:
    """The names a function body (its nested functions aside) indexes with a string literal (`state["count"]`): no
    array takes a string index, so each holds a mapping there."""
    collector = _StringKeyed()
    if isinstance(node, cst.FunctionDef):
        walk(node.body, collector)
    return collector.names


class _StringKeyed(cst.CSTVisitor):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_Subscript(self, node: cst.Subscript) -> None:
        if type(node.value) is cst.Name and len(node.slice) == 1 and type(node.slice[0].slice) is cst.Index and \
                type(node.slice[0].slice.value) in (cst.SimpleString, cst.ConcatenatedString):
            self.names.add(node.value.value)

    def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
        return False

    def visit_Lambda(self, node: cst.Lambda) -> bool:
        return False


class NameUses(BoundNames):
    """Names a piece of code binds anywhere in it (`BoundNames`, nested code included) or reads."""

    def __init__(self, skip: cst.CSTNode | None = None) -> None:
        super().__init__(own_scope=False, skip=skip)
        self.read: set[str] = set()
        self.parameters: set[str] = set()
        # Names read by parameter defaults, evaluated where the function is made (`lambda x, rhs=rhs: ...` reads
        # the `rhs` of the loop around it, whatever the parameter is called).
        self.default_reads: set[str] = set()

    def visit_Param(self, node: cst.Param) -> None:
        self.parameters.add(node.name.value)
        if node.default is not None:
            self.default_reads |= names_read(node.default)

    def visit_Name(self, node: cst.Name) -> None:
        self.read.add(node.value)

    def visit_Attribute(self, node: cst.Attribute) -> bool:
        walk(node.value, self)
        return False   # `.attr` is not a name read


def displayed_items(target: cst.BaseExpression, value: cst.BaseExpression
                    ) -> Optional[list[tuple[str, cst.BaseExpression]]]:
    """Each name of a flat tuple target with its item of a display of the same length (`u, v = jnp.zeros(n),
    jnp.ones(n)`); None for any other shape (a starred part, a nested target, a value that is no display)."""
    if not isinstance(target, (cst.Tuple, cst.List)) or not isinstance(value, (cst.Tuple, cst.List)) or \
            len(target.elements) != len(value.elements) or not all(
                type(element) is cst.Element and type(element.value) is cst.Name for element in target.elements) or \
            not all(type(item) is cst.Element for item in value.elements):
        return None
    return [(element.value.value, item.value)  # type: ignore[attr-defined]
            for element, item in zip(target.elements, value.elements)]


def target_names(target: cst.CSTNode) -> set[str]:
    if isinstance(target, cst.Name):
        return {target.value}
    if isinstance(target, (cst.Tuple, cst.List)):
        return set().union(*(target_names(element.value) for element in target.elements)) if target.elements else set()
    if isinstance(target, cst.StarredElement):
        return target_names(target.value)
    return set()


def names_bound_in(loop: cst.CSTNode, skip: cst.CSTNode | None = None) -> set[str]:
    """The names `loop` binds, apart from the statement `skip` (and what it binds inside)."""
    bindings = NameUses(skip)
    walk(loop, bindings)
    return bindings.bound


def names_read(expression: cst.CSTNode) -> set[str]:
    """The free names an expression reads (a lambda's own parameters are not free)."""
    bindings = NameUses()
    walk(expression, bindings)
    return (bindings.read - bindings.parameters) | bindings.default_reads
