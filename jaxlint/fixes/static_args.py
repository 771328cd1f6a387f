"""JXL101/JXL104/JXL105 on a defaulted parameter of a jitted function: declare it in `static_argnames`, in the jit
form the file uses. Unsafe: each value of a static argument compiles the function once more, and it must be
hashable."""

from __future__ import annotations

from typing import Optional

import libcst as cst

from .builders import UNSAFE, Rewrite

PARTIAL = "functools.partial"


def _is_jit(expression: cst.BaseExpression) -> bool:
    if isinstance(expression, cst.Name):
        return expression.value == "jit"
    return isinstance(expression, cst.Attribute) and expression.attr.value == "jit"


def _is_partial(expression: cst.BaseExpression) -> bool:
    if isinstance(expression, cst.Name):
        return expression.value == "partial"
    return isinstance(expression, cst.Attribute) and expression.attr.value == "partial" and isinstance(
        expression.value, cst.Name) and expression.value.value == "functools"


def _with_static(call: cst.Call, param: str) -> Optional[cst.Call]:
    """`call` with `param` added to its static_argnames keyword (created when missing)."""
    new_name = cst.SimpleString(f'"{param}"')
    for index, arg in enumerate(call.args):
        if arg.keyword is None or arg.keyword.value != "static_argnames":
            continue
        value = arg.value
        if isinstance(value, cst.SimpleString):
            names = cst.Tuple([cst.Element(value), cst.Element(new_name)])
        elif isinstance(value, (cst.Tuple, cst.List)):
            elements = list(value.elements)
            if elements:
                elements[-1] = elements[-1].with_changes(comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" ")))
            trailing = cst.Comma() if isinstance(value, cst.Tuple) and not elements else cst.MaybeSentinel.DEFAULT
            names = value.with_changes(elements=[*elements, cst.Element(new_name, comma=trailing)])
        else:
            return None   # a name or an expression: not ours to edit
        args = list(call.args)
        args[index] = arg.with_changes(value=names)
        return call.with_changes(args=args)
    args = list(call.args)
    trailing: cst.Comma | cst.MaybeSentinel = cst.MaybeSentinel.DEFAULT
    if args and args[-1].comma is cst.MaybeSentinel.DEFAULT:
        args[-1] = args[-1].with_changes(comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" ")))
    elif args:
        # One argument a line (black): the new one goes on its own line, as indented as the ones before.
        trailing = args[-1].comma
        if len(args) > 1:
            args[-1] = args[-1].with_changes(comma=args[-2].comma)
    keyword = cst.Arg(cst.Tuple([cst.Element(new_name, comma=cst.Comma())]), keyword=cst.Name("static_argnames"),
                      equal=cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace("")), comma=trailing)
    return call.with_changes(args=[*args, keyword])


def static_argument(function: cst.FunctionDef, module: cst.Module, param: str, partial_name: str
                    ) -> Optional[tuple[cst.CSTNode, Rewrite]]:
    """(the node to replace, its rewrite): the function's jit decorator, or the one `jax.jit(function, ...)` call
    of the module."""
    message = f"Declare `{param}` static (static_argnames): every value compiles once"
    for decorator in function.decorators:
        expression = decorator.decorator
        if _is_jit(expression):
            new = cst.Call(cst.parse_expression(partial_name), args=[
                cst.Arg(expression, comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" "))),
                cst.Arg(cst.Tuple([cst.Element(cst.SimpleString(f'"{param}"'), comma=cst.Comma())]),
                        keyword=cst.Name("static_argnames"),
                        equal=cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace("")))])
            imports = (PARTIAL,) if partial_name == "partial" else ()
            return expression, Rewrite(new, UNSAFE, message, imports)
        if isinstance(expression, cst.Call) and _is_jit(expression.func):
            new = _with_static(expression, param)
            return (expression, Rewrite(new, UNSAFE, message)) if new is not None else None
        if isinstance(expression, cst.Call) and _is_partial(expression.func) and expression.args and _is_jit(
                expression.args[0].value):
            new = _with_static(expression, param)
            return (expression, Rewrite(new, UNSAFE, message)) if new is not None else None
    if function.decorators:
        return None
    calls = _JitCalls(function.name.value)
    module.visit(calls)
    if len(calls.found) != 1:
        return None
    new = _with_static(calls.found[0], param)
    return (calls.found[0], Rewrite(new, UNSAFE, message)) if new is not None else None


class _JitCalls(cst.CSTVisitor):
    def __init__(self, name: str) -> None:
        self.name = name
        self.found: list[cst.Call] = []

    def visit_Call(self, node: cst.Call) -> None:
        if _is_jit(node.func) and node.args and node.args[0].keyword is None and isinstance(
                node.args[0].value, cst.Name) and node.args[0].value.value == self.name:
            self.found.append(node)
