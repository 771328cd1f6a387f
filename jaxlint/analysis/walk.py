"""A read-only traversal of libcst trees for `cst.CSTVisitor` subclasses.

`node.visit(visitor)` rebuilds every node it passes (libcst's traversal is shared with transformers) and visits
every token and every piece of whitespace: most of a run's time went there. `walk(node, visitor)` makes the same
calls in the same order (`on_visit`, `on_visit_attribute`, `on_leave_attribute`, `on_leave`, so `visit_X`/`leave_X`
handlers and a `False` from `visit_X` work as usual) over the same children, but never rebuilds a node and skips
the token and whitespace nodes (`Comma`, `LeftParen`, `Add`, `SimpleWhitespace`, `Comment`, ...): a visitor must not
rely on seeing those, and none of ours handles them (tests/test_walk.py checks both properties)."""

from __future__ import annotations

import dataclasses
import re
import typing
from typing import Iterator

import libcst as cst

from .libcst_compat import StatementPositions, position_table, traversal_fields

# Nodes that only carry punctuation, operators or whitespace: no name, expression or statement lies below them.
_TOKEN_BASES: tuple[type, ...] = (
    cst.BaseParenthesizableWhitespace, cst.TrailingWhitespace, cst.EmptyLine, cst.Newline, cst.Comment,
    cst.BaseBinaryOp, cst.BaseBooleanOp, cst.BaseCompOp, cst.BaseUnaryOp, cst.BaseAugOp,
    cst.Comma, cst.Dot, cst.Colon, cst.Semicolon, cst.AssignEqual, cst.ImportStar, cst.Asynchronous,
    cst.LeftParen, cst.RightParen, cst.LeftSquareBracket, cst.RightSquareBracket,
    cst.LeftCurlyBrace, cst.RightCurlyBrace,
)

# Per node class: the names of its fields in the order libcst visits them (source order), learnt once per class
# from libcst itself, then the fields it did not visit on that node; for token classes, None.
_FIELDS: dict[type, "tuple[str, ...] | None"] = {}
# Per node class: the fields libcst announces with `on_visit_attribute` whatever their value. Only those: a field
# its traversal leaves out (`MatchClass.rpar` before libcst 1.5, `MatchCase.whitespace_before_colon`) is not
# announced either, though the walk reads it.
_ANNOUNCED: dict[type, frozenset[str]] = {}
# Per node class: the fields of `_FIELDS`, in the same order, whose type allows a node that is not a token.
_NODE_FIELDS: dict[type, tuple[str, ...]] = {}
# The fields libcst visits (and announces) only when they are not None (the format spec of an f-string part).
_VISITED_WHEN_SET = frozenset({"format_spec"})


def derives_from(kind: type, *bases: type) -> bool:
    """`issubclass(kind, bases)` for libcst's node classes, read from the class's own bases: libcst registers no
    virtual subclasses, and an `issubclass` on its ABCs that fails walks their whole subclass trees (a
    measurable share of a one-file run: benchmarks/PROFILE.md)."""
    return not frozenset(bases).isdisjoint(kind.__mro__)


def _fields_of(kind: type, node: cst.CSTNode) -> "tuple[str, ...] | None":
    if derives_from(kind, *_TOKEN_BASES):
        fields = None
    else:
        traversed = traversal_fields(node)
        # A field that is None on this node may be skipped by libcst's traversal (`_VISITED_WHEN_SET`, last in
        # its class): keep every field of the class.
        fields = tuple(dict.fromkeys(traversed + [field.name for field in dataclasses.fields(kind)]))
        _ANNOUNCED[kind] = frozenset(traversed) - _VISITED_WHEN_SET
        _NODE_FIELDS[kind] = _may_hold_nodes(kind, fields)
    _FIELDS[kind] = fields
    return fields


def _may_hold_nodes(kind: type, fields: tuple[str, ...]) -> tuple[str, ...]:
    """The fields whose declared type admits a node other than a token (`Name.lpar`, `Call.whitespace_after_func`
    and `Arg.star` never hold one). The types are the dataclass fields' own: libcst's modules evaluate their
    annotations, and `typing.get_type_hints` (the same types, read again through every base class) was about
    half of learning a class, once per node class in every process (a share of a one-file run)."""
    declared = {field.name: field.type for field in dataclasses.fields(kind)}
    return tuple(name for name in fields if name not in declared or _admits_node(declared[name]))


# A module function, not a closure in _may_hold_nodes: a recursive closure is a reference cycle, which the engine's
# batches (automatic garbage collection off) would leave behind once per node class.
def _admits_node(annotation: object) -> bool:
    if typing.get_origin(annotation) is not None:
        return any(_admits_node(argument) for argument in typing.get_args(annotation))
    if not isinstance(annotation, type):
        # A string is an annotation left unevaluated: it may name a node class.
        return annotation is typing.Any or isinstance(annotation, (typing.TypeVar, typing.ForwardRef, str))
    return derives_from(annotation, cst.CSTNode) and not derives_from(annotation, *_TOKEN_BASES)


# Types of field values that are not nodes (str, None, MaybeSentinel, ...): libcst's node classes are ABCs, whose
# isinstance checks are slow, so each type is classified once.
_PLAIN: set[type] = set()


def _visited(value: object) -> bool:
    """Whether a field value is a node the walk enters (not a token, not a plain value); learns its type."""
    kind = type(value)
    if kind in _FIELDS:
        return _FIELDS[kind] is not None
    if kind in _PLAIN:
        return False
    if isinstance(value, cst.CSTNode):
        return _fields_of(kind, value) is not None
    _PLAIN.add(kind)
    return False


def _node_fields(kind: type, node: cst.CSTNode) -> tuple[str, ...]:
    found = _NODE_FIELDS.get(kind)
    if found is None:
        _fields_of(kind, node)
        found = _NODE_FIELDS.get(kind, ())
    return found


def children(node: cst.CSTNode) -> Iterator[cst.CSTNode]:
    """The child nodes of `node` in source order, tokens and whitespace left out."""
    found: list[cst.CSTNode] = []
    visit_children(node, found.append)
    return iter(found)


def holds(roots: "typing.Iterable[cst.CSTNode]", found: "typing.Callable[[cst.CSTNode], bool]",
          enters: "typing.Callable[[cst.CSTNode], bool]" = lambda node: True) -> bool:
    """Is there a node for which `found` holds among `roots` and their descendants, looking inside a node only
    where `enters` holds for it?"""
    pending = list(roots)
    while pending:
        current = pending.pop()
        if found(current):
            return True
        if enters(current):
            pending.extend(children(current))
    return False


_UNSEEN = object()   # a class `_FIELDS` has not learnt yet (None there means a token class)


def loop_targets(loop: cst.CSTNode) -> frozenset[str]:
    """The names a `for` statement or a comprehension binds on each iteration."""
    if isinstance(loop, cst.For):
        targets = [loop.target]
    elif isinstance(loop, (cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp)):
        targets, clause = [], loop.for_in
        while clause is not None:
            targets.append(clause.target)
            clause = clause.inner_for_in
    else:
        return frozenset()
    return frozenset(node.value for target in targets for node in subtree(target) if isinstance(node, cst.Name))


def simple_statements(tree: cst.CSTNode, stop_at: tuple = ()) -> list[cst.CSTNode]:
    """The simple statements of `tree`, not entering the `stop_at` nodes below it (a nested loop's own steps)."""
    found: list[cst.CSTNode] = []
    pending: list[cst.CSTNode] = [tree]
    while pending:
        current = pending.pop()
        if isinstance(current, cst.SimpleStatementLine):
            found.append(current)
            continue
        if current is tree or not isinstance(current, stop_at):
            pending.extend(children(current))
    return found


def subtree(tree: cst.CSTNode) -> list[cst.CSTNode]:
    """`tree` and every node below it."""
    found, pending = [], [tree]
    while pending:
        node = pending.pop()
        found.append(node)
        pending.extend(children(node))
    return found


def visit_children(node: cst.CSTNode, visit: "typing.Callable[[cst.CSTNode], None]") -> None:
    """`visit(child)` for each of `children(node)`, without a generator (the walks' hot loop)."""
    kind = type(node)
    names = _NODE_FIELDS.get(kind)
    if names is None:
        names = _node_fields(kind, node)
    for name in names:
        value = getattr(node, name)
        kind = type(value)
        if kind is tuple or kind is list:
            for item in value:
                fields = _FIELDS.get(type(item), _UNSEEN)
                if (_visited(item) if fields is _UNSEEN else fields is not None):
                    visit(item)
        elif value is not None:
            fields = _FIELDS.get(kind, _UNSEEN)
            if (_visited(value) if fields is _UNSEEN else fields is not None):
                visit(value)


def walk(node: cst.CSTNode, visitor: cst.CSTVisitor) -> None:
    """What `node.visit(visitor)` does for a read-only visitor, without its cost (see the module docstring)."""
    kind = type(visitor)
    announced = getattr(visitor, "announced_attributes", None)
    if announced is not None:
        _SelectedAttributeWalk(visitor, announced).visit(node)
    elif kind.on_visit_attribute is not cst.CSTVisitor.on_visit_attribute or (
            kind.on_leave_attribute is not cst.CSTVisitor.on_leave_attribute):
        _AttributeWalk(visitor).visit(node)
    elif kind.on_visit is cst.CSTVisitor.on_visit and kind.on_leave is cst.CSTVisitor.on_leave:
        _HandlerWalk(visitor).visit(node)
    else:
        _Walk(visitor).visit(node)


def _entered_fields(kind: type, value: object) -> "tuple[str, ...] | None":
    """The fields a walk reads on `value`, of class `kind`; None for a value it does not enter (a token, a plain
    value)."""
    return _node_fields(kind, value) if _visited(value) else None  # type: ignore[arg-type]


# Classes no walk enters, whatever the visitor: `None`, and the others (tokens, strings...) as they turn up.
_never_entered: set[type] = {type(None)}


# The walks are small classes rather than recursive closures: a closure that calls itself is a reference cycle,
# which would keep the visitor, and through it the tree and the analysis, alive until a full garbage collection.
# Each reads a node's children inline (not through `visit_children`) and tests a child's class against `skipped`
# before calling itself on it: a call per child was most of a walk's time.
class _Walk:
    def __init__(self, visitor: cst.CSTVisitor) -> None:
        self.on_visit, self.on_leave = visitor.on_visit, visitor.on_leave

    def visit(self, current: cst.CSTNode) -> None:
        kind = type(current)
        names = _NODE_FIELDS.get(kind)
        if names is None:
            names = _entered_fields(kind, current)
            if names is None:
                _never_entered.add(kind)
                return
        if self.on_visit(current):
            skipped = _never_entered
            for name in names:
                value = getattr(current, name)
                kind = type(value)
                if kind is tuple or kind is list:
                    for item in value:
                        if type(item) not in skipped:
                            self.visit(item)
                elif kind not in skipped:
                    self.visit(value)
        self.on_leave(current)


class _HandlerWalk:
    """For a visitor with only `visit_X`/`leave_X` handlers: each node class's handlers are looked up once per
    visitor class, not on every node (libcst's `on_visit` formats the method name each time); the no-op handlers
    libcst's base class defines for every node class count as none, and the walk does not even call itself on a
    node that has no handler and no child nodes (a `Name`, for most visitors)."""

    # Per visitor class, per node class: (visit function, leave function, fields to read); None for a class never
    # entered. Visitor classes live as long as the process, as do libcst's node classes.
    _plans: dict[type, dict[type, "tuple | None"]] = {}
    # Per visitor class: the node classes a walk does not call itself on.
    _skipped: dict[type, set[type]] = {}

    def __init__(self, visitor: cst.CSTVisitor) -> None:
        self.visitor = visitor
        kind = type(visitor)
        plans = self._plans.get(kind)
        if plans is None:
            plans = self._plans[kind] = {}
            self._skipped[kind] = set(_never_entered)
        self.plans = plans
        self.skipped = self._skipped[kind]

    def _plan(self, kind: type, node: cst.CSTNode) -> "tuple | None":
        names = _entered_fields(kind, node)
        plan = None
        if names is not None:
            visitor_class = type(self.visitor)
            on_visit = getattr(visitor_class, "visit_" + kind.__name__, None)
            on_leave = getattr(visitor_class, "leave_" + kind.__name__, None)
            if on_visit is getattr(cst.CSTVisitor, "visit_" + kind.__name__, None):
                on_visit = None
            if on_leave is getattr(cst.CSTVisitor, "leave_" + kind.__name__, None):
                on_leave = None
            plan = (on_visit, on_leave, names)
        if plan is None:
            _never_entered.add(kind)
            self.skipped.add(kind)
        elif plan[0] is None and plan[1] is None and not names:
            self.skipped.add(kind)
        self.plans[kind] = plan
        return plan

    def visit(self, current: cst.CSTNode) -> None:
        kind = type(current)
        plan = self.plans[kind] if kind in self.plans else self._plan(kind, current)
        if plan is None:
            return
        on_visit, on_leave, names = plan
        if on_visit is None or on_visit(self.visitor, current) is not False:
            skipped = self.skipped
            for name in names:
                value = getattr(current, name)
                kind = type(value)
                if kind is tuple or kind is list:
                    for item in value:
                        if type(item) not in skipped:
                            self.visit(item)
                elif kind not in skipped:
                    self.visit(value)
        if on_leave is not None:
            on_leave(self.visitor, current)


class _AttributeWalk:
    def __init__(self, visitor: cst.CSTVisitor) -> None:
        self.on_visit, self.on_leave = visitor.on_visit, visitor.on_leave
        self.on_visit_attribute, self.on_leave_attribute = visitor.on_visit_attribute, visitor.on_leave_attribute
        # Per node class: (field, announced?) for each field the walk reads, in libcst's order.
        self.plans: dict[type, tuple[tuple[str, bool], ...]] = {}

    def _plan(self, kind: type, node: cst.CSTNode) -> tuple[tuple[str, bool], ...]:
        fields = _FIELDS[kind] if kind in _FIELDS else _fields_of(kind, node)
        plan = self.plans[kind] = tuple((name, True) for name in fields or ())
        return plan

    def visit(self, current: cst.CSTNode) -> None:
        if self.on_visit(current):
            kind = type(current)
            plan = self.plans.get(kind)
            if plan is None:
                plan = self._plan(kind, current)
            for name, selected in plan:
                value = getattr(current, name)
                sequence = type(value) is tuple or type(value) is list
                announced = selected and (name in _ANNOUNCED[kind] or name in _VISITED_WHEN_SET and value is not None)
                if announced:
                    self.on_visit_attribute(current, name)
                for child in value if sequence else (value,):
                    if _visited(child):
                        self.visit(child)
                if announced:
                    self.on_leave_attribute(current, name)
        self.on_leave(current)


class _SelectedAttributeWalk:
    """For a visitor that names the only attributes it wants announced (`announced_attributes`): those are
    announced exactly as `_AttributeWalk` does, and the other fields are only descended into. A visitor may also
    name the only node classes whose `on_visit`/`on_leave` it needs (`visited_types`, for which `on_visit` returns
    True); the walk descends into the others without a call, and does not even call itself on one without child
    nodes."""

    # Per (visitor class, announced attributes, visited types): per node class, (on_visit and on_leave called?,
    # (field, announced?) for each field the walk reads, in libcst's order), None for a class never entered; and
    # the node classes a walk does not call itself on. A plan depends on those three and the node class only, so
    # the walks of every module by the same kind of visitor share them (the rule walk is one per analysed tree).
    _shared: dict[tuple, tuple[dict, set]] = {}

    def __init__(self, visitor: cst.CSTVisitor, names: frozenset[str]) -> None:
        self.on_visit, self.on_leave = visitor.on_visit, visitor.on_leave
        self.on_visit_attribute, self.on_leave_attribute = visitor.on_visit_attribute, visitor.on_leave_attribute
        self.names = names
        self.visited_types: "frozenset[type] | None" = getattr(visitor, "visited_types", None)
        visited = self.visited_types
        if visited is None or type(visited) is frozenset:
            key = (type(visitor), names, visited)
            shared = self._shared.get(key)
            if shared is None:
                shared = self._shared[key] = ({}, set(_never_entered))
        else:
            shared = ({}, set(_never_entered))   # a mutable set of classes: the plan is this walk's own
        self.plans: dict[type, "tuple[bool, tuple[tuple[str, bool], ...]] | None"] = shared[0]
        self.skipped: set[type] = shared[1]

    def _plan(self, kind: type, node: cst.CSTNode) -> "tuple[bool, tuple[tuple[str, bool], ...]] | None":
        node_fields = _entered_fields(kind, node)
        if node_fields is None:
            _never_entered.add(kind)
            self.skipped.add(kind)
            self.plans[kind] = None
            return None
        called = self.visited_types is None or kind in self.visited_types
        fields = tuple((name, name in self.names) for name in _FIELDS[kind] or ()
                       if name in node_fields or name in self.names)
        if not called and not fields:
            self.skipped.add(kind)
        plan = self.plans[kind] = (called, fields)
        return plan

    def visit(self, current: cst.CSTNode) -> None:
        kind = type(current)
        plan = self.plans[kind] if kind in self.plans else self._plan(kind, current)
        if plan is None:
            return
        called, fields = plan
        if not called or self.on_visit(current):
            skipped = self.skipped
            for name, selected in fields:
                value = getattr(current, name)
                sequence = type(value) is tuple or type(value) is list
                announced = selected and (name in _ANNOUNCED[kind] or name in _VISITED_WHEN_SET and value is not None)
                if announced:
                    self.on_visit_attribute(current, name)
                if sequence:
                    for item in value:
                        if type(item) not in skipped:
                            self.visit(item)
                elif type(value) not in skipped:
                    self.visit(value)
                if announced:
                    self.on_leave_attribute(current, name)
        if called:
            self.on_leave(current)


def positions(module: cst.Module) -> dict[cst.CSTNode, "cst.metadata.CodeRange"]:
    """`PositionProvider`'s ranges for every node of `module` (without `MetadataWrapper`'s extra traversal: see
    analysis/libcst_compat.py)."""
    return position_table(module)


_NEWLINE = re.compile(r"\r\n?|\n")   # what libcst's position provider counts as a line break


def statement_positions(module: cst.Module, text: str, statements: list[cst.CSTNode]
                        ) -> dict[cst.CSTNode, "cst.metadata.CodeRange"]:
    """`positions`, for the nodes of some module-level statements only: each statement's code is generated alone,
    from the line Python's parser gives it in `text` (the source `module` was parsed from). A generated statement
    that is not found at that place in `text` gives way to `positions` of the whole module."""
    import ast

    wanted = {id(statement) for statement in statements}
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return positions(module)
    line_starts = [0] + [match.end() for match in _NEWLINE.finditer(text)]
    python_statements = iter(tree.body)
    generated = StatementPositions(module)
    for statement in module.body:
        first = next(python_statements, None)
        if isinstance(statement, cst.SimpleStatementLine):
            for _ in statement.body[1:]:
                next(python_statements, None)
        if first is None:
            return positions(module)
        if id(statement) not in wanted:
            continue
        line = min([first.lineno] + [d.lineno for d in getattr(first, "decorator_list", ())])
        line -= len(statement.leading_lines)
        if not 0 < line <= len(line_starts):
            return positions(module)
        if not text.startswith(generated.generate(statement, line), line_starts[line - 1]):
            return positions(module)
    return generated.table()
