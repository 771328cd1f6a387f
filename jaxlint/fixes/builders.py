"""One rewrite per fixable code: a finding's node -> the node to put in its place.

A builder only looks at syntax. Whether the rewrite is right for the program (the name is a traced array, the
argument only steers Python) is the rule's call: the rule offers a fix (`fix_data`) only where it is. The same
builder runs on the analysis's tree, to decide whether to offer a fix at all (`offer`), and on the file's own
libcst parse, where the edit is made (jaxlint/fixes/plan.py): both are libcst nodes of the same code.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import Callable, Optional, Sequence

import libcst as cst

from .numpy_table import JAX_NUMPY_EQUIVALENTS

SAFE, UNSAFE = "safe", "unsafe"
JAX, JAX_NUMPY = "jax", "jax.numpy"


@dataclass(frozen=True)
class Names:
    """How the file spells the modules a rewrite uses (`jnp`, `np_`, `jax.numpy`)."""
    jax: str = "jax"
    jnp: str = "jnp"


@dataclass(frozen=True)
class Rewrite:
    node: cst.CSTNode             # replaces the finding's node (its own parentheses are kept around it)
    applicability: str
    message: str
    imports: tuple[str, ...] = ()  # modules the new code names: JAX, JAX_NUMPY


Builder = Callable[[cst.CSTNode, dict, Names], Optional[Rewrite]]

_AT_METHOD_OF_AUGMENTED = {
    cst.AddAssign: "add", cst.SubtractAssign: "subtract", cst.MultiplyAssign: "multiply",
    cst.DivideAssign: "divide", cst.PowerAssign: "power",
}


def _bare(node: cst.CSTNode) -> cst.CSTNode:
    """The node without its own parentheses: positions (and so edits) exclude them, the source keeps them."""
    if getattr(node, "lpar", None):
        return node.with_changes(lpar=[], rpar=[])
    return node


def _dotted(text: str) -> cst.BaseExpression:
    return cst.parse_expression(text)


def _at_update(statement: cst.CSTNode, data: dict, names: Names) -> Optional[Rewrite]:
    """JXL301: `x[i] = v` -> `x = x.at[i].set(v)`; `x[i] += v` -> `x = x.at[i].add(v)` (and -, *, /, **)."""
    if isinstance(statement, cst.Assign):
        if len(statement.targets) != 1:
            return None
        target, value, method = statement.targets[0].target, statement.value, "set"
        equal = statement.targets[0].whitespace_before_equal, statement.targets[0].whitespace_after_equal
    elif isinstance(statement, cst.AugAssign):
        method = _AT_METHOD_OF_AUGMENTED.get(type(statement.operator))
        target, value = statement.target, statement.value
        equal = statement.operator.whitespace_before, statement.operator.whitespace_after
        if method is None:
            return None
    else:
        return None
    if not isinstance(target, cst.Subscript) or not isinstance(target.value, cst.Name) or target.lpar:
        return None
    elements = target.slice
    if len(elements) == 1 and isinstance(elements[0].slice, cst.Index) and isinstance(
            elements[0].slice.value, cst.Ellipsis):
        return None  # `ref[...] = v` writes a mutable reference: never an array update
    name = target.value.value
    if data.get("mask"):
        return _masked_update(statement, name, elements, value, method, equal, names)
    update = cst.Call(
        func=cst.Attribute(value=cst.Subscript(value=cst.Attribute(cst.Name(name), cst.Name("at")), slice=elements,
                                               lbracket=target.lbracket, rbracket=target.rbracket),
                           attr=cst.Name(method)),
        args=[cst.Arg(value)])
    new = cst.Assign(targets=[cst.AssignTarget(cst.Name(name), whitespace_before_equal=equal[0],
                                               whitespace_after_equal=equal[1])],
                     value=update, semicolon=statement.semicolon)
    return Rewrite(new, SAFE, f"Use `{name} = {name}.at[...].{method}(...)`")


_OPERATOR_OF_AT_METHOD = {"add": "+", "subtract": "-", "multiply": "*", "divide": "/", "power": "**"}


def _masked_update(statement: cst.CSTNode, name: str, elements: Sequence[cst.SubscriptElement],
                   value: cst.BaseExpression, method: str, equal: tuple, names: Names) -> Optional[Rewrite]:
    """`x[mask] = v` -> `x = jnp.where(mask, v, x)` (`x[mask] += v` -> `jnp.where(mask, x + v, x)`). Unsafe: `v`
    must broadcast against `x` (a scalar does), where `x[mask] = v` took one value per True element."""
    if len(elements) != 1 or not isinstance(elements[0].slice, cst.Index):
        return None
    mask = elements[0].slice.value
    if method != "set":
        value = cst.BinaryOperation(cst.Name(name), _binary_operator(_OPERATOR_OF_AT_METHOD[method]),
                                    value.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
                                    if isinstance(value, (cst.BinaryOperation, cst.BooleanOperation,
                                                          cst.Comparison, cst.IfExp, cst.Lambda)) else value)
    update = cst.Call(_dotted(f"{names.jnp}.where"), args=[cst.Arg(mask), cst.Arg(value), cst.Arg(cst.Name(name))])
    new = cst.Assign(targets=[cst.AssignTarget(cst.Name(name), whitespace_before_equal=equal[0],
                                               whitespace_after_equal=equal[1])],
                     value=update, semicolon=statement.semicolon)
    return Rewrite(new, UNSAFE, f"Use `{name} = jnp.where(mask, ..., {name})`", (JAX_NUMPY,))


def _binary_operator(symbol: str) -> cst.BaseBinaryOp:
    return {"+": cst.Add, "-": cst.Subtract, "*": cst.Multiply, "/": cst.Divide, "**": cst.Power}[symbol]()


def _assign_discarded(statement: cst.CSTNode, data: dict, names: Names) -> Optional[Rewrite]:
    """JXL302: a discarded `x.at[i].set(v)` -> `x = x.at[i].set(v)` when `x` is a name."""
    if not isinstance(statement, cst.Expr) or not isinstance(statement.value, cst.Call):
        return None
    call = statement.value
    if not (isinstance(call.func, cst.Attribute) and isinstance(call.func.value, cst.Subscript)
            and isinstance(call.func.value.value, cst.Attribute) and call.func.value.value.attr.value == "at"
            and isinstance(call.func.value.value.value, cst.Name)):
        return None
    name = call.func.value.value.value.value
    new = cst.Assign(targets=[cst.AssignTarget(cst.Name(name))], value=call, semicolon=statement.semicolon)
    # Unsafe: the code ran without the update until now, so assigning it changes what the function computes.
    return Rewrite(new, UNSAFE, f"Assign the result to `{name}`")


def _string_value(node: cst.CSTNode) -> Optional[str]:
    """The text of a plain (not bytes, not f-) string literal, implicit concatenations included."""
    if isinstance(node, cst.SimpleString) and "b" not in node.prefix.lower():
        return ast.literal_eval(node.value)
    if isinstance(node, cst.ConcatenatedString):
        left, right = _string_value(node.left), _string_value(node.right)
        return None if left is None or right is None else left + right
    return None


def _escape_braces(text: str) -> str:
    return text.replace("{", "{{").replace("}", "}}")


def _literal(text: str) -> str:
    """A double-quoted Python literal for `text` (repr's escapes)."""
    quoted = repr(text)
    if quoted.startswith("'") and '"' not in text:
        quoted = '"' + quoted[1:-1].replace("\\'", "'") + '"'
    return quoted


def _format_literal(body: str, inline: bool, values_at_trace: list[str]) -> Optional[str]:
    """The format's literal: a plain string, or an f-string when untraced values are written in at trace time."""
    if not inline:
        return _literal(body)
    code = " ".join(values_at_trace)
    quote = '"' if '"' not in code else "'" if "'" not in code else None
    if quote is None or any(character in code for character in "\\\n\r#"):
        return None   # an expression an f-string cannot hold on every Python jax supports
    escaped = body.replace("\\", "\\\\").replace(quote, "\\" + quote).replace("\n", "\\n").replace(
        "\r", "\\r").replace("\t", "\\t")
    return "f" + quote + escaped + quote


def _debug_print(call: cst.CSTNode, data: dict, names: Names) -> Optional[Rewrite]:
    """JXL201: `print("loss", loss, f"at {step}")` -> `jax.debug.print("loss {} at {}", loss, step)`.

    String literals and the text of f-strings become the format; each traced value (data["traced"], in order) a
    placeholder; an untraced one (a Python value, fixed when tracing) is written into the format when tracing, as
    print did. Format specs and conversions (`{x:.2f}`, `{x!r}`) are kept but make the fix unsafe (jax.debug.print
    formats the runtime array: a spec that suits a float can fail on an array), as does an `end=` other than a
    newline (jax.debug.print always ends the line)."""
    if not isinstance(call, cst.Call) or not isinstance(call.func, cst.Name):
        return None
    traced = list(data.get("traced", ()))
    applicability = SAFE
    separator = " "
    pieces: list[str] = []
    kept: list[cst.Arg] = []
    at_trace: list[str] = []
    inline = False
    code = cst.Module([]).code_for_node

    def value_piece(expression: cst.BaseExpression, spec: str, original: Optional[cst.Arg]) -> str:
        nonlocal inline
        is_traced = traced.pop(0) if traced else True
        if is_traced:
            kept.append(original if original is not None else cst.Arg(expression))
            return "{" + spec + "}"
        inline = True
        text = code(expression)
        at_trace.append(text)
        return "\0{" + text + spec + "}\0"

    for arg in call.args:
        if arg.star:
            return None
        if arg.keyword is not None:
            keyword = arg.keyword.value
            is_none = isinstance(arg.value, cst.Name) and arg.value.value == "None"
            literal = None if is_none else _string_value(arg.value)
            if keyword == "sep" and (literal is not None or is_none):
                separator = literal if literal is not None else " "
            elif keyword == "end" and (literal is not None or is_none):
                if literal not in (None, "\n"):
                    applicability = UNSAFE
            elif keyword != "flush":
                return None  # file=, or a separator only known at run time
            continue
        text = _string_value(arg.value)
        if text is not None:
            pieces.append(_escape_braces(text))
            continue
        if isinstance(arg.value, cst.ConcatenatedString):
            return None
        if isinstance(arg.value, cst.FormattedString):
            converted = _formatted_pieces(arg.value)
            if converted is None:
                return None
            parts, spec_used = converted
            if spec_used:
                applicability = UNSAFE
            pieces.append("".join(part if isinstance(part, str) else value_piece(part[0], part[1], None)
                                  for part in parts))
            continue
        pieces.append(value_piece(arg.value, "", arg.with_changes(comma=cst.MaybeSentinel.DEFAULT)))
    joined = _escape_braces(separator).join(pieces)
    if inline:
        # Outside the untraced values' own placeholders, braces are doubled once more for the f-string.
        chunks = joined.split("\0")
        joined = "".join(chunk if index % 2 else _escape_braces(chunk) for index, chunk in enumerate(chunks))
    literal = _format_literal(joined, inline, at_trace)
    if literal is None:
        return None
    if call.args and kept and call.args[-1].comma is not cst.MaybeSentinel.DEFAULT:
        kept[-1] = kept[-1].with_changes(comma=call.args[-1].comma)   # keep a trailing comma (black's layout)
    first_comma = call.args[0].comma if call.args and call.args[0].comma is not cst.MaybeSentinel.DEFAULT \
        and not isinstance(call.args[0].comma.whitespace_after, cst.SimpleWhitespace) else cst.MaybeSentinel.DEFAULT
    format_arg = cst.Arg(cst.SimpleString(literal) if not inline else cst.parse_expression(literal),
                         comma=first_comma if kept else cst.MaybeSentinel.DEFAULT)
    new = call.with_changes(func=_dotted(f"{names.jax}.debug.print"), args=[format_arg, *kept])
    return Rewrite(_bare(new), applicability, "Use `jax.debug.print`, which prints the runtime values", (JAX,))


def _formatted_pieces(string: cst.FormattedString) -> Optional[tuple[list, bool]]:
    """An f-string -> its parts (str.format text, or (expression, ":spec"/"!r" suffix)) and whether a spec or
    conversion is used."""
    prefix = string.prefix.lower().replace("f", "")
    if "b" in prefix:
        return None
    quote = string.start[len(string.prefix):]
    parts: list = []
    spec_used = False
    for part in string.parts:
        if isinstance(part, cst.FormattedStringText):
            # The text as a plain literal of the same prefix and quotes: `{{` stays `{{`, str.format's own escape.
            try:
                parts.append(ast.literal_eval(prefix + quote + part.value + quote))
            except (SyntaxError, ValueError):
                return None
            continue
        if part.equal is not None:
            return None  # `{x=}` prints the expression's text: no placeholder says that
        suffix = ""
        if part.conversion:
            suffix += "!" + part.conversion
            spec_used = True
        if part.format_spec:
            spec = []
            for spec_part in part.format_spec:
                if not isinstance(spec_part, cst.FormattedStringText):
                    return None  # a nested placeholder in the spec
                spec.append(spec_part.value)
            suffix += ":" + "".join(spec)
            spec_used = True
        parts.append((_bare(part.expression), suffix))
    return parts, spec_used


def _numpy_to_jax(call: cst.CSTNode, data: dict, names: Names) -> Optional[Rewrite]:
    """JXL401: `np.f(x)` -> `jnp.f(x)` for the functions jax.numpy has with the same meaning."""
    function = data.get("function")
    if not isinstance(call, cst.Call) or function not in JAX_NUMPY_EQUIVALENTS:
        return None
    new = call.with_changes(func=_dotted(f"{names.jnp}.{function}"))
    return Rewrite(_bare(new), SAFE, f"Use `jnp.{function}`", (JAX_NUMPY,))


_LOGICAL = {cst.And: "logical_and", cst.Or: "logical_or"}
_SIMPLE_OPERANDS = (cst.Name, cst.Attribute, cst.Integer, cst.Float, cst.SimpleString)


def _simple(expression: cst.BaseExpression) -> bool:
    """Evaluating it twice costs nothing and changes nothing (a chained comparison's middle operand is repeated)."""
    if isinstance(expression, cst.Attribute):
        return _simple(expression.value)
    return isinstance(expression, _SIMPLE_OPERANDS)


_BOOLEAN_FUNCTIONS = frozenset({"logical_and", "logical_or", "logical_not", "logical_xor", "isnan", "isinf",
                                "isfinite", "isneginf", "isposinf", "any", "all", "bool", "isclose", "allclose",
                                "array_equal", "isinstance"})


def _boolean_valued(expression: cst.BaseExpression) -> bool:
    """Not known to be anything but a truth value: a comparison, a `not`, a name or attribute (a flag, as far as the
    code says), a logical function's call, or an `and`/`or` of those; `jnp.logical_and`/`logical_or` computes what
    `and`/`or` of them does. A number, a string or another call's result (`seed or secrets.randbelow(n)`, `scale or
    jnp.ones_like(x)`) is a value `or` hands back, which the logical function would turn into a bool."""
    if isinstance(expression, cst.BooleanOperation):
        return _boolean_valued(expression.left) and _boolean_valued(expression.right)
    if isinstance(expression, (cst.Comparison, cst.Name, cst.Attribute, cst.Subscript)):
        return True
    if isinstance(expression, cst.UnaryOperation):
        return isinstance(expression.operator, cst.Not)
    if isinstance(expression, cst.Call):
        function = expression.func
        name = function.attr.value if isinstance(function, cst.Attribute) else getattr(function, "value", None)
        return name in _BOOLEAN_FUNCTIONS
    return False


def _array_logic(node: cst.CSTNode, data: dict, names: Names) -> Optional[Rewrite]:
    """JXL103: `a and b` -> `jnp.logical_and(a, b)`, `not a` -> `jnp.logical_not(a)`, `max(a, b)` ->
    `jnp.maximum(a, b)`, `lo < x < hi` -> `(lo < x) & (x < hi)`."""
    if isinstance(node, cst.BooleanOperation):
        if not (_boolean_valued(node.left) and _boolean_valued(node.right)):
            return None   # `seed or default` picks a value: `jnp.logical_or` would turn it into a bool
        function = _LOGICAL[type(node.operator)]
        # A line break (and its comment) around the operator moves after the comma.
        before, after = node.operator.whitespace_before, node.operator.whitespace_after
        broken = [w for w in (after, before) if isinstance(w, cst.ParenthesizedWhitespace)]
        if len(broken) > 1:
            return None   # breaks on both sides: no single place keeps both
        comma = cst.Comma(whitespace_after=broken[0] if broken else cst.SimpleWhitespace(" "))
        new = cst.Call(_dotted(f"{names.jnp}.{function}"), args=[cst.Arg(node.left, comma=comma),
                                                                  cst.Arg(node.right)])
        return Rewrite(new, SAFE, f"Use `jnp.{function}`", (JAX_NUMPY,))
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Not):
        new = cst.Call(_dotted(f"{names.jnp}.logical_not"), args=[cst.Arg(node.expression)])
        return Rewrite(new, SAFE, "Use `jnp.logical_not`", (JAX_NUMPY,))
    if isinstance(node, cst.Comparison) and len(node.comparisons) > 1:
        operands = [node.left, *(c.comparator for c in node.comparisons)]
        if not all(_simple(operand) for operand in operands[1:-1]):
            return None
        parts = [cst.Comparison(left=_bare(operands[i]), comparisons=[
            node.comparisons[i].with_changes(comparator=_bare(operands[i + 1]))],
            lpar=[cst.LeftParen()], rpar=[cst.RightParen()]) for i in range(len(node.comparisons))]
        new: cst.BaseExpression = parts[0]
        for part in parts[1:]:
            new = cst.BinaryOperation(new, cst.BitAnd(), part)
        return Rewrite(new, SAFE, "Use `(lo < x) & (x < hi)`")
    if isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value in ("max", "min"):
        if len(node.args) != 2 or any(arg.star or arg.keyword for arg in node.args):
            return None
        function = "maximum" if node.func.value == "max" else "minimum"
        new = node.with_changes(func=_dotted(f"{names.jnp}.{function}"))
        return Rewrite(_bare(new), SAFE, f"Use `jnp.{function}`", (JAX_NUMPY,))
    return None


BUILDERS: dict[str, Builder] = {
    "JXL103": _array_logic,
    "JXL201": _debug_print,
    "JXL301": _at_update,
    "JXL302": _assign_discarded,
    "JXL401": _numpy_to_jax,
}


def build(code: str, node: cst.CSTNode, data: dict, names: Names = Names()) -> Optional[Rewrite]:
    builder = BUILDERS.get(code)
    if builder is None:
        return None
    try:
        return builder(node, data, names)
    except (cst.CSTValidationError, cst.ParserSyntaxError, SyntaxError, ValueError):
        return None  # a construct the rewrite cannot express: no fix, the advice in words stays


def offer(code: str, node: cst.CSTNode, data: dict) -> Optional[dict]:
    """The rule's fix offer completed with its applicability, or None when the syntax at hand has no rewrite."""
    if "param" in data or "hoist" in data:
        # Edits away from the finding (the jit decorator, before the loop): made on the file's parse (plan.py).
        return {**data, "applicability": UNSAFE}
    rewrite = build(code, node, data)
    if rewrite is None:
        return None
    return {**data, "applicability": rewrite.applicability}
