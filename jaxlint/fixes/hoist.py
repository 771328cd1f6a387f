"""JXL501: create the jitted function once, before the loop that made a new one on every iteration.

`jax.jit(lambda ...)` in a loop becomes `jitted = jax.jit(lambda ...)` before the loop and `jitted` in its place; a
`@jax.jit`-decorated def in a loop moves, whole, before the loop. The rule has checked that nothing the expression or
the def reads is assigned in the loops it leaves (`levels`); this module only moves text, and refuses where moving
would change a string's value or the loop does not start its line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import libcst as cst

from .edits import Edit

if TYPE_CHECKING:
    from .plan import _Module


def hoist(parsed: "_Module", node: cst.CSTNode, levels: int) -> Optional[list[Edit]]:
    """The edits that move the jit expression (or the decorated def of the decorator `node`) out of `levels`
    enclosing loops; None when the code does not allow it."""
    moved: Optional[cst.CSTNode] = node
    if isinstance(node, cst.Decorator):
        moved = parsed._parent(node)
        if not isinstance(moved, cst.FunctionDef):
            return None
    loop: Optional[cst.CSTNode] = moved
    for _ in range(levels):
        loop = parsed._parent(loop)
        while loop is not None and not isinstance(loop, (cst.For, cst.While)):
            if isinstance(loop, (cst.FunctionDef, cst.Lambda, cst.ClassDef, cst.BaseComp)):
                return None
            loop = parsed._parent(loop)
        if loop is None:
            return None
    where = parsed.positions[loop].start
    indent = parsed.lines[where.line - 1][:where.column]
    if indent.strip():
        return None   # the loop does not start its line
    # Before the comment lines that introduce the loop: they stay with it.
    before = where.line - _comment_lines_above(loop)
    if isinstance(moved, cst.FunctionDef):
        return _move_definition(parsed, moved, before, indent)
    return _move_expression(parsed, moved, before, indent)


def _comment_lines_above(statement: cst.CSTNode) -> int:
    """How many comment lines directly above `statement` belong to it (its leading lines after the last blank)."""
    count = 0
    for line in reversed(getattr(statement, "leading_lines", ())):
        if line.comment is None:
            break
        count += 1
    return count


def _free_name(parsed: "_Module") -> str:
    name = "jitted"
    number = 1
    taken = parsed.names_used()
    while name in taken or name in parsed.hoisted_names:
        number += 1
        name = f"jitted_{number}"
    parsed.hoisted_names.add(name)
    return name


class _MultilineStrings(cst.CSTVisitor):
    """Strings written over several lines: re-indenting their lines would change their value."""

    def __init__(self, docstring: Optional[cst.CSTNode]) -> None:
        self.docstring = docstring
        self.found = False

    def visit_SimpleString(self, node: cst.SimpleString) -> None:
        if node is not self.docstring and ("\n" in node.value or "\r" in node.value):
            self.found = True

    def visit_FormattedString(self, node: cst.FormattedString) -> None:
        if "\n" in cst.Module([]).code_for_node(node):
            self.found = True


def _reindent(lines: list[str], old: str, new: str) -> Optional[str]:
    """`lines` with the leading `old` indentation of each replaced by `new`; None when a line is indented less."""
    out = []
    for line in lines:
        if not line.strip():
            out.append(line[len(line.rstrip("\r\n")):])   # a blank line keeps only its line ending
        elif line.startswith(old):
            out.append(new + line[len(old):])
        else:
            return None
    return "".join(out)


def _statement_indent(parsed: "_Module", line: int) -> str:
    text = parsed.lines[line - 1]
    return text[:len(text) - len(text.lstrip(" \t"))]


def _move_expression(parsed: "_Module", call: cst.CSTNode, before: int, indent: str) -> Optional[list[Edit]]:
    span = parsed.positions[call]
    code = parsed.text_of(span)
    if span.end.line > span.start.line:
        # Continuation lines move left with the statement when they are indented under it, as in the loop.
        finder = _MultilineStrings(None)
        call.visit(finder)
        old = _statement_indent(parsed, span.start.line)
        lines = code.splitlines(keepends=True)
        tail = _reindent(lines[1:], old, indent) if not finder.found else None
        if tail is not None:
            code = lines[0] + tail
    name = _free_name(parsed)
    newline = parsed.module.default_newline
    return [Edit(span.start.line, span.start.column, span.end.line, span.end.column, name),
            Edit(before, 0, before, 0, f"{indent}{name} = {code}{newline}")]


def _move_definition(parsed: "_Module", definition: cst.FunctionDef, before: int, indent: str
                     ) -> Optional[list[Edit]]:
    block = parsed._parent(definition)
    if isinstance(block, cst.IndentedBlock) and len(block.body) == 1:
        return None   # the loop's body would be empty
    docstring = None
    body = definition.body
    if isinstance(body, cst.IndentedBlock) and body.body and isinstance(body.body[0], cst.SimpleStatementLine) \
            and isinstance(body.body[0].body[0], cst.Expr) \
            and isinstance(body.body[0].body[0].value, cst.SimpleString):
        docstring = body.body[0].body[0].value   # its indentation is not part of what inspect.getdoc returns
    finder = _MultilineStrings(docstring)
    definition.visit(finder)
    if finder.found:
        return None
    start = parsed.positions[definition.decorators[0] if definition.decorators else definition].start
    first = start.line - _comment_lines_above(definition)
    last = parsed.positions[definition].end.line
    own_indent = parsed.lines[start.line - 1][:start.column]
    if own_indent.strip() or parsed.noqa_in(first, last):
        return None
    # The blank lines that separated it from the next statement go with it.
    end = last
    while end < len(parsed.lines) and not parsed.lines[end].strip():
        end += 1
    text = _reindent(parsed.lines[first - 1:last], own_indent, indent)
    if text is None:
        return None
    if end > last:
        text += parsed.module.default_newline   # it was set apart by a blank line: it stays so
    return [Edit(first, 0, end + 1, 0, ""), Edit(before, 0, before, 0, text)]
