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
# Per node class: the fields libcst announces with `on_visit_attribute` whatever their value.
_ANNOUNCED: dict[type, frozenset[str]] = {}
# Per node class: the fields of `_FIELDS`, in the same order, whose type allows a node that is not a token.
_NODE_FIELDS: dict[type, tuple[str, ...]] = {}
# The fields libcst visits (and announces) only when they are not None (the format spec of an f-string part).
_VISITED_WHEN_SET = frozenset({"format_spec"})


class _FieldOrder(cst.CSTVisitor):
    """Records which fields the root node's own traversal visits, without descending further."""

    def __init__(self) -> None:
        self.fields: list[str] = []

    def on_visit(self, node: cst.CSTNode) -> bool:
        return False

    def on_leave(self, original_node: cst.CSTNode) -> None:
        pass

    def on_visit_attribute(self, node: cst.CSTNode, attribute: str) -> None:
        self.fields.append(attribute)

    def on_leave_attribute(self, original_node: cst.CSTNode, attribute: str) -> None:
        pass


def _fields_of(kind: type, node: cst.CSTNode) -> "tuple[str, ...] | None":
    if issubclass(kind, _TOKEN_BASES):
        fields = None
    else:
        recorder = _FieldOrder()
        node._visit_and_replace_children(recorder)
        # A field that is None on this node may be skipped by libcst's traversal (`_VISITED_WHEN_SET`, last in
        # its class): keep every field of the class.
        fields = tuple(dict.fromkeys(recorder.fields + [field.name for field in dataclasses.fields(kind)]))
        _ANNOUNCED[kind] = frozenset(recorder.fields) - _VISITED_WHEN_SET
        _NODE_FIELDS[kind] = _may_hold_nodes(kind, fields)
    _FIELDS[kind] = fields
    return fields


def _may_hold_nodes(kind: type, fields: tuple[str, ...]) -> tuple[str, ...]:
    """The fields whose declared type admits a node other than a token (`Name.lpar`, `Call.whitespace_after_func`
    and `Arg.star` never hold one)."""
    try:
        hints = typing.get_type_hints(kind)
    except Exception:  # noqa: BLE001 - an annotation this Python cannot evaluate: read every field
        return fields

    def admits_node(annotation: object) -> bool:
        if typing.get_origin(annotation) is not None:
            return any(admits_node(argument) for argument in typing.get_args(annotation))
        if not isinstance(annotation, type):
            return annotation is typing.Any or isinstance(annotation, (typing.TypeVar, typing.ForwardRef))
        return issubclass(annotation, cst.CSTNode) and not issubclass(annotation, _TOKEN_BASES)

    return tuple(name for name in fields if name not in hints or admits_node(hints[name]))


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
    _visit_children(node, found.append)
    return iter(found)


_UNSEEN = object()   # a class `_FIELDS` has not learnt yet (None there means a token class)


def _visit_children(node: cst.CSTNode, visit: "typing.Callable[[cst.CSTNode], None]") -> None:
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


# The walks are small classes rather than recursive closures: a closure that calls itself is a reference cycle,
# which would keep the visitor, and through it the tree and the analysis, alive until a full garbage collection.
class _Walk:
    def __init__(self, visitor: cst.CSTVisitor) -> None:
        self.on_visit, self.on_leave = visitor.on_visit, visitor.on_leave

    def visit(self, current: cst.CSTNode) -> None:
        if self.on_visit(current):
            _visit_children(current, self.visit)
        self.on_leave(current)


class _HandlerWalk:
    """For a visitor with only `visit_X`/`leave_X` handlers: each node type's handlers are looked up once, not on
    every node (libcst's `on_visit` formats the method name each time)."""

    def __init__(self, visitor: cst.CSTVisitor) -> None:
        self.visitor = visitor
        self.handlers: dict[type, tuple] = {}

    def visit(self, current: cst.CSTNode) -> None:
        kind = type(current)
        found = self.handlers.get(kind)
        if found is None:
            found = self.handlers[kind] = (getattr(self.visitor, "visit_" + kind.__name__, None),
                                           getattr(self.visitor, "leave_" + kind.__name__, None))
        on_visit, on_leave = found
        if on_visit is None or on_visit(current) is not False:
            _visit_children(current, self.visit)
        if on_leave is not None:
            on_leave(current)


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
                announced = selected and (name in _ANNOUNCED[kind] or sequence or _visited(value))
                if announced:
                    self.on_visit_attribute(current, name)
                for child in value if sequence else (value,):
                    if _visited(child):
                        self.visit(child)
                if announced:
                    self.on_leave_attribute(current, name)
        self.on_leave(current)


class _SelectedAttributeWalk(_AttributeWalk):
    """For a visitor that names the only attributes it wants announced (`announced_attributes`): those are
    announced exactly as `_AttributeWalk` does, and the other fields are only descended into."""

    def __init__(self, visitor: cst.CSTVisitor, names: frozenset[str]) -> None:
        super().__init__(visitor)
        self.names = names

    def _plan(self, kind: type, node: cst.CSTNode) -> tuple[tuple[str, bool], ...]:
        node_fields = set(_node_fields(kind, node))
        plan = self.plans[kind] = tuple((name, name in self.names) for name in _FIELDS[kind] or ()
                                        if name in node_fields or name in self.names)
        return plan


def positions(module: cst.Module) -> dict[cst.CSTNode, "cst.metadata.CodeRange"]:
    """`PositionProvider`'s ranges for every node of `module`.

    `MetadataWrapper(module).resolve(PositionProvider)` first walks the whole tree with libcst's traversal (for
    batchable providers, of which this is none), doubling the cost: the provider's own code generation pass is all
    it takes."""
    from libcst.metadata import PositionProvider

    provider = PositionProvider()
    provider._gen_impl(module)
    return provider._computed  # type: ignore[return-value]


_NEWLINE = re.compile(r"\r\n?|\n")   # what libcst's position provider counts as a line break


def statement_positions(module: cst.Module, text: str, statements: list[cst.CSTNode]
                        ) -> dict[cst.CSTNode, "cst.metadata.CodeRange"]:
    """`positions`, for the nodes of some module-level statements only: each statement's code is generated alone,
    from the line Python's parser gives it in `text` (the source `module` was parsed from). A generated statement
    that is not found at that place in `text` gives way to `positions` of the whole module."""
    import ast

    from libcst.metadata import PositionProvider
    from libcst.metadata.position_provider import PositionProvidingCodegenState

    wanted = {id(statement) for statement in statements}
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return positions(module)
    line_starts = [0] + [match.end() for match in _NEWLINE.finditer(text)]
    python_statements = iter(tree.body)
    provider = PositionProvider()
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
        state = PositionProvidingCodegenState(default_indent=module.default_indent,
                                              default_newline=module.default_newline, provider=provider, line=line)
        statement._codegen(state)
        if not text.startswith("".join(state.tokens), line_starts[line - 1]):
            return positions(module)
    return provider._computed  # type: ignore[return-value]
