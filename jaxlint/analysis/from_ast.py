"""libcst trees built from Python's own syntax tree, for the analysis.

`libcst.parse_module` costs 10-15x `ast.parse` per line, most of it in building a node for every token and every
piece of whitespace, which the analysis never reads (analysis/walk.py skips them). `build_module` makes the libcst
nodes the analysis does read (names, expressions, statements, arguments, parameters...) in the shape libcst's parser
gives them, from the `ast` of the same text, with placeholder whitespace. Constructs that are rare in traced code and
costly to rebuild exactly (f-strings, implicitly concatenated strings, `match`, star-expressions in subscripts, type
parameters) are parsed from their own text by libcst.

Such a tree cannot print itself: `SourceLocator` gives the code of a node and the positions of findings by parsing,
with libcst, only the module-level statements that hold them, and mapping each built node to its counterpart there
(the two trees have the same nodes, in the same order, once tokens and whitespace are left out).

tests/test_from_ast.py compares the built trees with libcst's own on every fixture and on generated programs.
"""

from __future__ import annotations

import ast
import bisect
import itertools
import re
from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator, Optional

import libcst as cst
from libcst.metadata import CodeRange

from .libcst_compat import unvalidated_constructor
from .walk import children, positions, statement_positions, visit_children

if TYPE_CHECKING:
    from .regions import RegionPlan

# Line ends as Python counts them, and the characters str.splitlines also breaks at.
_PYTHON_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z")
_OTHER_LINE_BREAKS = re.compile("[\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")


class Unsupported(Exception):
    """The text holds something the builder does not rebuild (the caller parses the whole text with libcst)."""


# --- node construction without libcst's per-node validation (see analysis/libcst_compat.py) ------------------
class _Constructors:
    """`_build.Name(value=...)`: the constructor of a libcst node class, generated on first use."""

    def __getattr__(self, name: str) -> Callable[..., Any]:
        made = unvalidated_constructor(getattr(cst, name))
        setattr(self, name, made)
        return made


_build = _Constructors()
_SINGLETONS: dict[type, Any] = {}


def _token(kind: type) -> Any:
    found = _SINGLETONS.get(kind)
    if found is None:
        found = _SINGLETONS[kind] = getattr(_build, kind.__name__)()
    return found


_BINARY = {ast.Add: cst.Add, ast.Sub: cst.Subtract, ast.Mult: cst.Multiply, ast.Div: cst.Divide,
           ast.FloorDiv: cst.FloorDivide, ast.Mod: cst.Modulo, ast.Pow: cst.Power, ast.LShift: cst.LeftShift,
           ast.RShift: cst.RightShift, ast.BitOr: cst.BitOr, ast.BitAnd: cst.BitAnd, ast.BitXor: cst.BitXor,
           ast.MatMult: cst.MatrixMultiply}
_AUGMENTED = {ast.Add: cst.AddAssign, ast.Sub: cst.SubtractAssign, ast.Mult: cst.MultiplyAssign,
              ast.Div: cst.DivideAssign, ast.FloorDiv: cst.FloorDivideAssign, ast.Mod: cst.ModuloAssign,
              ast.Pow: cst.PowerAssign, ast.LShift: cst.LeftShiftAssign, ast.RShift: cst.RightShiftAssign,
              ast.BitOr: cst.BitOrAssign, ast.BitAnd: cst.BitAndAssign, ast.BitXor: cst.BitXorAssign,
              ast.MatMult: cst.MatrixMultiplyAssign}
_UNARY = {ast.USub: cst.Minus, ast.UAdd: cst.Plus, ast.Invert: cst.BitInvert, ast.Not: cst.Not}
_BOOLEAN = {ast.And: cst.And, ast.Or: cst.Or}
_COMPARE = {ast.Eq: cst.Equal, ast.NotEq: cst.NotEqual, ast.Lt: cst.LessThan, ast.LtE: cst.LessThanEqual,
            ast.Gt: cst.GreaterThan, ast.GtE: cst.GreaterThanEqual, ast.Is: cst.Is, ast.IsNot: cst.IsNot,
            ast.In: cst.In, ast.NotIn: cst.NotIn}
_NAMED_CONSTANTS = {True: "True", False: "False", None: "None"}
_SIMPLE = (ast.Expr, ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Return, ast.Raise, ast.Assert, ast.Delete, ast.Pass,
           ast.Break, ast.Continue, ast.Global, ast.Nonlocal, ast.Import, ast.ImportFrom)


class _Builder:
    def __init__(self, text: str, kept: Optional[bytearray] = None) -> None:
        self.text = text
        # The lines of a region plan's skeleton (analysis/regions.py): statements starting elsewhere are left out.
        self.kept = kept
        # str.splitlines also breaks at form feeds and other control characters, which Python's tokenizer does
        # not count as line ends; bytes.splitlines breaks only where Python does.
        self.ascii = text.isascii() and not _OTHER_LINE_BREAKS.search(text)
        self.encoded = text if self.ascii else text.encode("utf-8")
        self.blank = " \t\f" if self.ascii else b" \t\f"
        # id of each built statement (a SimpleStatementLine or a compound statement) -> its first and last line.
        self.spans: dict[int, tuple[int, int]] = {}
        self.line_starts = [0, *itertools.accumulate(map(len, self.encoded.splitlines(keepends=True)))]

    # source text
    def _offset(self, line: int, column: int) -> int:
        return self.line_starts[line - 1] + column

    def segment(self, node: ast.AST) -> str:
        start = self._offset(node.lineno, node.col_offset)  # type: ignore[attr-defined]
        end = self._offset(node.end_lineno, node.end_col_offset)  # type: ignore[attr-defined]
        found = self.encoded[start:end]
        return found if self.ascii else found.decode("utf-8")  # type: ignore[return-value]

    def start(self, node: ast.AST) -> int:
        """Where a statement begins in `encoded`: its first decorator's `@` (which may stand lines before the
        decorator's expression, `@(\n  jax.jit\n)`), or its first token."""
        offset = self._offset(node.lineno, node.col_offset)  # type: ignore[attr-defined]
        decorators = getattr(node, "decorator_list", None)
        if not decorators:
            return offset
        offset = self._offset(decorators[0].lineno, decorators[0].col_offset) - 1
        skipped = " \t\f\r\n(" if self.ascii else b" \t\f\r\n("
        while offset > 0 and self.encoded[offset:offset + 1] in skipped:  # type: ignore[operator]
            offset -= 1
        if self.encoded[offset:offset + 1] != ("@" if self.ascii else b"@"):
            raise Unsupported("a comment between a decorator's @ and its expression")
        return offset

    def line_of(self, offset: int) -> int:
        return bisect.bisect_right(self.line_starts, offset)

    def _starts_line(self, node: ast.AST) -> bool:
        """Does the statement (its first decorator) begin its line?"""
        offset = self.start(node)
        line_start = self.line_starts[self.line_of(offset) - 1]
        return not self.encoded[line_start:offset].strip(self.blank)

    def _parsed_expression(self, node: ast.AST) -> Any:
        """libcst's own tree for an expression, parsed from its text."""
        try:
            parsed = cst.parse_expression("(" + self.segment(node) + "\n)")
        except cst.ParserSyntaxError as error:
            raise Unsupported(str(error)) from None
        return parsed.with_changes(lpar=parsed.lpar[1:], rpar=parsed.rpar[:-1])

    # expressions
    def expression(self, node: ast.AST) -> Any:
        build = _EXPRESSIONS.get(type(node))
        if build is None:
            return self._parsed_expression(node)
        return build(self, node)

    def optional(self, node: Optional[ast.AST]) -> Any:
        return None if node is None else self.expression(node)

    def _name(self, node: ast.Name) -> Any:
        return _build.Name(value=node.id, lpar=(), rpar=())

    def _plain_name(self, value: str) -> Any:
        return _build.Name(value=value, lpar=(), rpar=())

    def _attribute(self, node: ast.Attribute) -> Any:
        return _build.Attribute(value=self.expression(node.value), attr=self._plain_name(node.attr),
                                lpar=(), rpar=())

    def _constant(self, node: ast.Constant) -> Any:
        value = node.value
        if value is None or value is True or value is False:
            return self._plain_name(_NAMED_CONSTANTS[value])
        if value is Ellipsis:
            return _build.Ellipsis(lpar=(), rpar=())
        if isinstance(value, (str, bytes)):
            text = self.segment(node)
            if _single_string_literal(text):
                return _build.SimpleString(value=text, lpar=(), rpar=())
            return self._parsed_expression(node)   # implicit concatenation
        text = self.segment(node)
        if isinstance(value, complex):
            return _build.Imaginary(value=text, lpar=(), rpar=())
        if isinstance(value, float):
            return _build.Float(value=text, lpar=(), rpar=())
        return _build.Integer(value=text, lpar=(), rpar=())

    def _arguments(self, positional: Iterable[ast.AST], keywords: Iterable[ast.keyword]) -> list:
        """`Arg`s in source order (a keyword may come before a `*args`)."""
        found = []
        for argument in positional:
            if type(argument) is ast.Starred:
                found.append((argument.lineno, argument.col_offset,
                              _build.Arg(value=self.expression(argument.value), star="*")))
            else:
                found.append((argument.lineno, argument.col_offset,  # type: ignore[attr-defined]
                              _build.Arg(value=self.expression(argument))))
        for keyword in keywords:
            if keyword.arg is None:
                arg = _build.Arg(value=self.expression(keyword.value), star="**")
            else:
                arg = _build.Arg(value=self.expression(keyword.value), keyword=self._plain_name(keyword.arg))
            found.append((keyword.lineno, keyword.col_offset, arg))
        found.sort(key=lambda item: (item[0], item[1]))
        return [arg for _, _, arg in found]

    def _call(self, node: ast.Call) -> Any:
        return _build.Call(func=self.expression(node.func), args=self._arguments(node.args, node.keywords),
                           lpar=(), rpar=())

    def _subscript(self, node: ast.Subscript) -> Any:
        index = node.slice
        if type(index) is ast.Tuple and index.elts and not self._parenthesized(index):
            parts = index.elts
        else:
            parts = [index]
        elements = []
        for part in parts:
            if type(part) is ast.Slice:
                inner = _build.Slice(lower=self.optional(part.lower), upper=self.optional(part.upper),
                                     step=self.optional(part.step))
            elif type(part) is ast.Starred:
                return self._parsed_expression(node)
            else:
                inner = _build.Index(value=self.expression(part))
            elements.append(_build.SubscriptElement(slice=inner))
        return _build.Subscript(value=self.expression(node.value), slice=elements, lpar=(), rpar=())

    def _parenthesized(self, node: ast.Tuple) -> bool:
        """Is this tuple written in its own parentheses (`x[(a, b)]`, not `x[(a), b]`)?"""
        text = self.segment(node)
        if not (text.startswith("(") and text.endswith(")")):
            return False
        depth = 0
        quote = ""
        index = 0
        while index < len(text):
            character = text[index]
            if quote:
                if character == "\\":
                    index += 1
                elif text.startswith(quote, index):
                    index += len(quote) - 1
                    quote = ""
            elif character in "\"'":
                quote = character * 3 if text.startswith(character * 3, index) else character
                index += len(quote) - 1
            elif character == "#":
                newline = text.find("\n", index)
                index = len(text) if newline < 0 else newline
            elif character in "([{":
                depth += 1
            elif character in ")]}":
                depth -= 1
                if depth == 0:
                    return index == len(text) - 1
            index += 1
        return False

    def _binary(self, node: ast.BinOp) -> Any:
        return _build.BinaryOperation(left=self.expression(node.left), operator=_token(_BINARY[type(node.op)]),
                                      right=self.expression(node.right), lpar=(), rpar=())

    def _unary(self, node: ast.UnaryOp) -> Any:
        return _build.UnaryOperation(operator=_token(_UNARY[type(node.op)]),
                                     expression=self.expression(node.operand), lpar=(), rpar=())

    def _boolean(self, node: ast.BoolOp) -> Any:
        operator = _token(_BOOLEAN[type(node.op)])
        left = self.expression(node.values[0])
        for value in node.values[1:]:
            left = _build.BooleanOperation(left=left, operator=operator, right=self.expression(value),
                                           lpar=(), rpar=())
        return left

    def _compare(self, node: ast.Compare) -> Any:
        targets = [_build.ComparisonTarget(operator=_token(_COMPARE[type(op)]), comparator=self.expression(c))
                   for op, c in zip(node.ops, node.comparators)]
        return _build.Comparison(left=self.expression(node.left), comparisons=targets, lpar=(), rpar=())

    def _elements(self, values: list) -> list:
        return [_build.StarredElement(value=self.expression(value.value), lpar=(), rpar=())
                if type(value) is ast.Starred else _build.Element(value=self.expression(value))
                for value in values]

    def _starred_element(self, node: ast.Starred) -> Any:
        return _build.StarredElement(value=self.expression(node.value), lpar=(), rpar=())

    def _tuple(self, node: ast.Tuple) -> Any:
        if not node.elts:   # `()`: libcst requires its parentheses
            return _build.Tuple(elements=(), lpar=(_token(cst.LeftParen),), rpar=(_token(cst.RightParen),))
        return _build.Tuple(elements=self._elements(node.elts), lpar=(), rpar=())

    def _list(self, node: ast.List) -> Any:
        return _build.List(elements=self._elements(node.elts), lpar=(), rpar=())

    def _set(self, node: ast.Set) -> Any:
        return _build.Set(elements=self._elements(node.elts), lpar=(), rpar=())

    def _dict(self, node: ast.Dict) -> Any:
        elements = [_build.StarredDictElement(value=self.expression(value)) if key is None
                    else _build.DictElement(key=self.expression(key), value=self.expression(value))
                    for key, value in zip(node.keys, node.values)]
        return _build.Dict(elements=elements, lpar=(), rpar=())

    def _if_expression(self, node: ast.IfExp) -> Any:
        return _build.IfExp(test=self.expression(node.test), body=self.expression(node.body),
                            orelse=self.expression(node.orelse), lpar=(), rpar=())

    def _lambda(self, node: ast.Lambda) -> Any:
        return _build.Lambda(params=self._parameters(node.args, annotated=False),
                             body=self.expression(node.body), lpar=(), rpar=())

    def _comprehension_for(self, generators: list) -> Any:
        inner = None
        for generator in reversed(generators):
            inner = _build.CompFor(target=self.expression(generator.target), iter=self.expression(generator.iter),
                                   ifs=[_build.CompIf(test=self.expression(test)) for test in generator.ifs],
                                   inner_for_in=inner,
                                   asynchronous=_token(cst.Asynchronous) if generator.is_async else None)
        return inner

    def _list_comprehension(self, node: ast.ListComp) -> Any:
        return _build.ListComp(elt=self.expression(node.elt), for_in=self._comprehension_for(node.generators),
                               lpar=(), rpar=())

    def _set_comprehension(self, node: ast.SetComp) -> Any:
        return _build.SetComp(elt=self.expression(node.elt), for_in=self._comprehension_for(node.generators),
                              lpar=(), rpar=())

    def _generator(self, node: ast.GeneratorExp) -> Any:
        return _build.GeneratorExp(elt=self.expression(node.elt),
                                   for_in=self._comprehension_for(node.generators), lpar=(), rpar=())

    def _dict_comprehension(self, node: ast.DictComp) -> Any:
        return _build.DictComp(key=self.expression(node.key), value=self.expression(node.value),
                               for_in=self._comprehension_for(node.generators), lpar=(), rpar=())

    def _named(self, node: ast.NamedExpr) -> Any:
        return _build.NamedExpr(target=self.expression(node.target), value=self.expression(node.value),
                                lpar=(), rpar=())

    def _await(self, node: ast.Await) -> Any:
        return _build.Await(expression=self.expression(node.value), lpar=(), rpar=())

    def _yield(self, node: ast.Yield) -> Any:
        return _build.Yield(value=self.optional(node.value), lpar=(), rpar=())

    def _yield_from(self, node: ast.YieldFrom) -> Any:
        return _build.Yield(value=_build.From(item=self.expression(node.value)), lpar=(), rpar=())

    # parameters
    def _parameter(self, argument: ast.arg, default: Optional[ast.AST], annotated: bool, star: str = "") -> Any:
        annotation = None
        if annotated and argument.annotation is not None:
            annotation = _build.Annotation(annotation=self.expression(argument.annotation))
        return _build.Param(name=self._plain_name(argument.arg), annotation=annotation,
                            default=self.optional(default), star=star)

    def _parameters(self, arguments: ast.arguments, annotated: bool = True) -> Any:
        positional = [*arguments.posonlyargs, *arguments.args]
        defaults: list[Optional[ast.AST]] = [None] * (len(positional) - len(arguments.defaults))
        defaults += arguments.defaults
        built = [self._parameter(argument, default, annotated) for argument, default in zip(positional, defaults)]
        posonly = len(arguments.posonlyargs)
        if arguments.vararg is not None:
            star_arg: Any = self._parameter(arguments.vararg, None, annotated, "*")
        elif arguments.kwonlyargs:
            star_arg = _build.ParamStar()
        else:
            star_arg = cst.MaybeSentinel.DEFAULT
        keyword_only = [self._parameter(argument, default, annotated)
                        for argument, default in zip(arguments.kwonlyargs, arguments.kw_defaults)]
        star_kwarg = None if arguments.kwarg is None else self._parameter(arguments.kwarg, None, annotated, "**")
        return _build.Parameters(params=built[posonly:], star_arg=star_arg, kwonly_params=keyword_only,
                                 star_kwarg=star_kwarg, posonly_params=built[:posonly],
                                 posonly_ind=_build.ParamSlash() if posonly else cst.MaybeSentinel.DEFAULT)

    # statements
    def body(self, statements: list) -> list:
        """Statements as libcst groups them: simple statements sharing a line (`a = 1; b = 2`) make one
        `SimpleStatementLine`. Records the lines of each."""
        built: list = []
        line: list = []
        first_line = last_line = -1
        kept = self.kept
        for statement in statements:
            if kept is not None and not kept[_first_line(statement)]:
                continue
            compound = _COMPOUND.get(type(statement))
            if compound is None and not isinstance(statement, _SIMPLE):
                compound = _Builder._parsed_statement
            if compound is not None:
                if line:
                    built.append(self._line(line, first_line, last_line))
                    line = []
                node = compound(self, statement)
                self.spans[id(node)] = (self.line_of(self.start(statement)), statement.end_lineno)
                built.append(node)
                continue
            if line and statement.lineno != last_line:
                built.append(self._line(line, first_line, last_line))
                line = []
            if not line:
                first_line = statement.lineno
            line.append(self._small(statement))
            last_line = statement.end_lineno
        if line:
            built.append(self._line(line, first_line, last_line))
        return built

    def _line(self, statements: list, first: int, last: int) -> Any:
        node = _build.SimpleStatementLine(body=statements)
        self.spans[id(node)] = (first, last)
        return node

    def _small(self, statement: ast.stmt) -> Any:
        build = _SMALL.get(type(statement))
        if build is None:
            raise Unsupported(type(statement).__name__)
        return build(self, statement)

    def _parsed_statement(self, node: ast.stmt) -> Any:
        """libcst's own tree for a compound statement (`match`, `try`/`except*`), parsed from its lines."""
        start = self.line_starts[node.lineno - 1]
        end = self.line_starts[node.end_lineno] if node.end_lineno < len(self.line_starts) else len(self.encoded)
        lines = self.encoded[start:end]
        return _parse_statement(lines if self.ascii else lines.decode("utf-8"))[1]  # type: ignore[union-attr]

    def suite(self, statements: list) -> Any:
        """An indented block, or the statements after the colon on the header's own line."""
        if self._starts_line(statements[0]):
            # A class or function whose members the skeleton leaves out holds a `pass` there.
            return _build.IndentedBlock(body=self.body(statements) or (
                _build.SimpleStatementLine(body=(_build.Pass(),)),))
        return _build.SimpleStatementSuite(body=[self._small(statement) for statement in statements])

    def _decorators(self, node: Any) -> list:
        return [_build.Decorator(decorator=self.expression(decorator)) for decorator in node.decorator_list]

    def _function(self, node: Any) -> Any:
        if getattr(node, "type_params", None):
            raise Unsupported("type parameters")
        returns = None if node.returns is None else _build.Annotation(annotation=self.expression(node.returns))
        return _build.FunctionDef(name=self._plain_name(node.name), params=self._parameters(node.args),
                                  body=self.suite(node.body), decorators=self._decorators(node), returns=returns,
                                  asynchronous=_token(cst.Asynchronous) if type(node) is ast.AsyncFunctionDef else None)

    def _class(self, node: ast.ClassDef) -> Any:
        if getattr(node, "type_params", None):
            raise Unsupported("type parameters")
        bases = [_build.Arg(value=self.expression(base.value), star="*") if type(base) is ast.Starred
                 else _build.Arg(value=self.expression(base)) for base in node.bases]
        keywords = [_build.Arg(value=self.expression(k.value), star="**") if k.arg is None
                    else _build.Arg(value=self.expression(k.value), keyword=self._plain_name(k.arg))
                    for k in node.keywords]
        return _build.ClassDef(name=self._plain_name(node.name), body=self.suite(node.body), bases=bases,
                               keywords=keywords, decorators=self._decorators(node))

    def _else(self, statements: list) -> Any:
        return _build.Else(body=self.suite(statements)) if statements else None

    def _if(self, node: ast.If) -> Any:
        orelse: Any = None
        if len(node.orelse) == 1 and type(node.orelse[0]) is ast.If and self._is_elif(node.orelse[0]):
            orelse = self._if(node.orelse[0])
        elif node.orelse:
            orelse = self._else(node.orelse)
        return _build.If(test=self.expression(node.test), body=self.suite(node.body), orelse=orelse)

    def _is_elif(self, node: ast.If) -> bool:
        start = self._offset(node.lineno, node.col_offset)
        return self.encoded[start:start + 4] == ("elif" if self.ascii else b"elif")

    def _for(self, node: Any) -> Any:
        return _build.For(target=self.expression(node.target), iter=self.expression(node.iter),
                          body=self.suite(node.body), orelse=self._else(node.orelse),
                          asynchronous=_token(cst.Asynchronous) if type(node) is ast.AsyncFor else None)

    def _while(self, node: ast.While) -> Any:
        return _build.While(test=self.expression(node.test), body=self.suite(node.body),
                            orelse=self._else(node.orelse))

    def _with(self, node: Any) -> Any:
        items = [_build.WithItem(item=self.expression(item.context_expr),
                                 asname=None if item.optional_vars is None else _build.AsName(
                                     name=self.expression(item.optional_vars)))
                 for item in node.items]
        return _build.With(items=items, body=self.suite(node.body),
                           asynchronous=_token(cst.Asynchronous) if type(node) is ast.AsyncWith else None)

    def _try(self, node: ast.Try) -> Any:
        handlers = [_build.ExceptHandler(body=self.suite(handler.body), type=self.optional(handler.type),
                                         name=None if handler.name is None else _build.AsName(
                                             name=self._plain_name(handler.name)))
                    for handler in node.handlers]
        final = _build.Finally(body=self.suite(node.finalbody)) if node.finalbody else None
        return _build.Try(body=self.suite(node.body), handlers=handlers, orelse=self._else(node.orelse),
                          finalbody=final)

    def _expression_statement(self, node: ast.Expr) -> Any:
        return _build.Expr(value=self.expression(node.value))

    def _assign(self, node: ast.Assign) -> Any:
        return _build.Assign(targets=[_build.AssignTarget(target=self.expression(t)) for t in node.targets],
                             value=self.expression(node.value))

    def _augmented(self, node: ast.AugAssign) -> Any:
        return _build.AugAssign(target=self.expression(node.target),
                                operator=_token(_AUGMENTED[type(node.op)]), value=self.expression(node.value))

    def _annotated(self, node: ast.AnnAssign) -> Any:
        return _build.AnnAssign(target=self.expression(node.target),
                                annotation=_build.Annotation(annotation=self.expression(node.annotation)),
                                value=self.optional(node.value))

    def _return(self, node: ast.Return) -> Any:
        return _build.Return(value=self.optional(node.value))

    def _raise(self, node: ast.Raise) -> Any:
        cause = None if node.cause is None else _build.From(item=self.expression(node.cause))
        return _build.Raise(exc=self.optional(node.exc), cause=cause)

    def _assert(self, node: ast.Assert) -> Any:
        return _build.Assert(test=self.expression(node.test), msg=self.optional(node.msg))

    def _delete(self, node: ast.Delete) -> Any:
        if len(node.targets) == 1:
            target = self.expression(node.targets[0])
        else:
            target = _build.Tuple(elements=self._elements(node.targets), lpar=(), rpar=())
        return _build.Del(target=target)

    def _pass(self, node: ast.Pass) -> Any:
        return _build.Pass()

    def _break(self, node: ast.Break) -> Any:
        return _build.Break()

    def _continue(self, node: ast.Continue) -> Any:
        return _build.Continue()

    def _global(self, node: ast.Global) -> Any:
        return _build.Global(names=[_build.NameItem(name=self._plain_name(n)) for n in node.names])

    def _nonlocal(self, node: ast.Nonlocal) -> Any:
        return _build.Nonlocal(names=[_build.NameItem(name=self._plain_name(n)) for n in node.names])

    def _dotted(self, dotted: str) -> Any:
        parts = dotted.split(".")
        built = self._plain_name(parts[0])
        for part in parts[1:]:
            built = _build.Attribute(value=built, attr=self._plain_name(part), lpar=(), rpar=())
        return built

    def _aliases(self, names: list) -> list:
        return [_build.ImportAlias(name=self._dotted(alias.name),
                                   asname=None if alias.asname is None else _build.AsName(
                                                                             name=self._plain_name(alias.asname)))
                for alias in names]

    def _import(self, node: ast.Import) -> Any:
        return _build.Import(names=self._aliases(node.names))

    def _import_from(self, node: ast.ImportFrom) -> Any:
        names: Any = _build.ImportStar() if node.names[0].name == "*" else self._aliases(node.names)
        return _build.ImportFrom(module=None if node.module is None else self._dotted(node.module),
                                 names=names, relative=[_token(cst.Dot)] * (node.level or 0))


# Which method builds each kind of node (plain functions: bound methods kept on the builder would make it a
# reference cycle).
_EXPRESSIONS: dict[type, Callable[[Any, Any], Any]] = {
    ast.Name: _Builder._name, ast.Attribute: _Builder._attribute, ast.Call: _Builder._call,
    ast.Constant: _Builder._constant, ast.Subscript: _Builder._subscript, ast.BinOp: _Builder._binary,
    ast.UnaryOp: _Builder._unary, ast.BoolOp: _Builder._boolean, ast.Compare: _Builder._compare,
    ast.Tuple: _Builder._tuple, ast.List: _Builder._list, ast.Set: _Builder._set, ast.Dict: _Builder._dict,
    ast.IfExp: _Builder._if_expression, ast.Lambda: _Builder._lambda, ast.ListComp: _Builder._list_comprehension,
    ast.SetComp: _Builder._set_comprehension, ast.GeneratorExp: _Builder._generator,
    ast.DictComp: _Builder._dict_comprehension, ast.NamedExpr: _Builder._named, ast.Await: _Builder._await,
    ast.Yield: _Builder._yield, ast.YieldFrom: _Builder._yield_from, ast.Starred: _Builder._starred_element,
}
_COMPOUND: dict[type, Callable[[Any, Any], Any]] = {
    ast.FunctionDef: _Builder._function, ast.AsyncFunctionDef: _Builder._function, ast.ClassDef: _Builder._class,
    ast.If: _Builder._if, ast.For: _Builder._for, ast.AsyncFor: _Builder._for, ast.While: _Builder._while,
    ast.With: _Builder._with, ast.AsyncWith: _Builder._with, ast.Try: _Builder._try,
}
_SMALL: dict[type, Callable[[Any, Any], Any]] = {
    ast.Expr: _Builder._expression_statement, ast.Assign: _Builder._assign, ast.AugAssign: _Builder._augmented,
    ast.AnnAssign: _Builder._annotated, ast.Return: _Builder._return, ast.Raise: _Builder._raise,
    ast.Assert: _Builder._assert, ast.Delete: _Builder._delete, ast.Pass: _Builder._pass, ast.Break: _Builder._break,
    ast.Continue: _Builder._continue, ast.Global: _Builder._global, ast.Nonlocal: _Builder._nonlocal,
    ast.Import: _Builder._import, ast.ImportFrom: _Builder._import_from,
}


def _first_line(statement: ast.stmt) -> int:
    """The line where the region planner starts a statement (its first decorator's)."""
    decorators = getattr(statement, "decorator_list", None)
    if decorators:
        return min(statement.lineno, *(decorator.lineno for decorator in decorators))
    return statement.lineno


def _single_string_literal(text: str) -> bool:
    """Is `text` one string literal (prefix, quotes, body), not several written side by side?"""
    start = len(text) - len(text.lstrip("rRbBuUfF"))
    if start >= len(text) or text[start] not in "\"'":
        return False
    quote = text[start] * 3 if text.startswith(text[start] * 3, start) else text[start]
    index = start + len(quote)
    while True:
        end = text.find(quote, index)
        if end < 0:
            return False
        escapes = end - len(text[index:end].rstrip("\\")) - index   # backslashes right before the quote
        if escapes % 2 == 0:
            return end + len(quote) == len(text)
        index = end + 1


class SourceLocator:
    """The code and the positions of the nodes of a module, whether libcst parsed it or `build_module` built it.

    For a built module, each question parses (with libcst) the innermost statement that holds the node, alone,
    and maps the node to its counterpart there."""

    def __init__(self, module: cst.Module, text: str, spans: Optional[dict[int, tuple[int, int]]] = None) -> None:
        self.module = module
        self.text = text
        # For a built module: id of each statement -> its (first, last) line in `text`.
        self.spans = spans
        self._lines: Optional[list[str]] = None
        self._parsed: dict[int, tuple[Any, Any, int]] = {}

    def code_for_node(self, node: cst.CSTNode) -> str:
        if self.spans is None:
            return self.module.code_for_node(node)
        snippet, counterpart, _ = self._counterpart(node)
        return snippet.code_for_node(counterpart)

    def positions(self, nodes: list[cst.CSTNode], statements: list[cst.CSTNode]) -> dict[cst.CSTNode, CodeRange]:
        """Positions (in lines of `text`) of `nodes`, which lie in the module-level `statements`."""
        if self.spans is None:
            return statement_positions(self.module, self.text, statements)
        found: dict[cst.CSTNode, CodeRange] = {}
        snippet_positions: dict[int, dict] = {}
        for node in nodes:
            snippet, counterpart, offset = self._counterpart(node)
            table = snippet_positions.get(id(snippet))
            if table is None:
                table = snippet_positions[id(snippet)] = positions(snippet)
            where = table[counterpart]
            found[node] = CodeRange((where.start.line + offset, where.start.column),
                                    (where.end.line + offset, where.end.column))
        return found

    def _counterpart(self, node: cst.CSTNode) -> tuple[Any, Any, int]:
        """libcst's module of the innermost statement holding `node`, the node's counterpart in it, and the number
        of lines of `text` before the module's first line."""
        path = _path_to(self.module, node)
        if path is None:
            raise Unsupported("node not in this module")
        spans = self.spans
        assert spans is not None
        depth = len(path) - 1
        while depth > 0 and (id(path[depth]) not in spans or _is_elif(path, depth)):
            depth -= 1
        if depth == 0:
            raise Unsupported("a node outside every statement")
        statement = path[depth]
        found = self._parsed.get(id(statement))
        if found is None:
            found = self._parsed[id(statement)] = self._parse(statement)
        snippet, parsed, offset = found
        current = parsed
        for built, child in zip(path[depth:], path[depth + 1:]):
            index = next(i for i, candidate in enumerate(children(built)) if candidate is child)
            kids = list(children(current))
            if index >= len(kids):
                raise Unsupported("libcst's tree differs from the built one")
            current = kids[index]
        if type(current) is not type(node):
            raise Unsupported("libcst's tree differs from the built one")
        return snippet, current, offset

    def _parse(self, statement: cst.CSTNode) -> tuple[Any, Any, int]:
        if self._lines is None:
            self._lines = _PYTHON_LINE.findall(self.text)
        first, last = self.spans[id(statement)]  # type: ignore[index]
        snippet, parsed, added = _parse_statement("".join(self._lines[first - 1:last]))
        return snippet, parsed, first - 1 - added


def _parse_statement(text: str) -> tuple[cst.Module, cst.CSTNode, int]:
    """libcst's tree of one statement alone, from its whole lines: the module parsed, the statement, and the
    number of lines the parse put before them. An indented statement is parsed as the body of a block, which keeps
    its indentation and so its columns."""
    try:
        if text[:1] in (" ", "\t", "\f"):
            snippet = cst.parse_module("if 1:\n" + text)
            return snippet, snippet.body[0].body.body[0], 1  # type: ignore[attr-defined]
        snippet = cst.parse_module(text)
        return snippet, snippet.body[0], 0
    except (cst.ParserSyntaxError, IndexError, AttributeError, RecursionError) as error:
        raise Unsupported(f"libcst does not parse the statement alone: {error}") from None


def _is_elif(path: list, depth: int) -> bool:
    """Is path[depth] the `elif` of the `if` above it (whose text does not parse alone)?"""
    return depth > 0 and isinstance(path[depth], cst.If) and isinstance(path[depth - 1], cst.If) and (
        path[depth - 1].orelse is path[depth])


def _path_to(root: cst.CSTNode, target: cst.CSTNode) -> Optional[list]:
    """The nodes from `root` down to `target` (as `walk.children` descends, depth first, last child first).

    The walk of the whole module (a built one is searched for each node a finding names): the nodes pending and
    the trail to each (its parent's trail, shared by the siblings) are two lists, the children appended straight
    from the node's fields, without a list, iterator and tuple per child."""
    pending: list[cst.CSTNode] = [root]
    trails: list[Any] = [None]
    pop_node, pop_trail, add_node, add_trails = pending.pop, trails.pop, pending.append, trails.extend
    while pending:
        node = pop_node()
        trail = pop_trail()
        if node is target:
            path = []
            while trail is not None:
                path.append(trail[0])
                trail = trail[1]
            return [*reversed(path), node]
        before = len(pending)
        visit_children(node, add_node)
        if len(pending) > before:
            add_trails([(node, trail)] * (len(pending) - before))
    return None


def build_module(text: str, tree: ast.Module, kept: Optional[bytearray] = None) -> tuple[cst.Module, SourceLocator]:
    """The libcst module of `text` (already parsed by Python into `tree`), for the analysis to read; only the
    statements that start on `kept` lines when given (a region plan's skeleton, with its line numbers those of
    `text`). Raises `Unsupported` when the text holds something only libcst's parser rebuilds exactly."""
    builder = _Builder(text, kept)
    module = _build.Module(body=builder.body(tree.body))
    return module, SourceLocator(module, text, builder.spans)


def parse_with_libcst(text: str) -> Optional[tuple[cst.Module, SourceLocator]]:
    """libcst's own tree of `text` (where a built tree cannot answer), or None when libcst cannot parse it."""
    try:
        module = cst.parse_module(text)
    except (cst.ParserSyntaxError, RecursionError):
        return None
    return module, SourceLocator(module, text)


def analysis_trees(source: str, tree: ast.Module, plan: RegionPlan
                   ) -> Iterator[tuple[cst.Module, Optional[list[int]], SourceLocator]]:
    """The trees to analyse for a planned file, best first, each with its line table (None: the file's own lines)
    and locator: the one built from its `ast`, then libcst's parse of the skeleton (or of the whole file where
    libcst does not parse the skeleton). A caller whose analysis of one raises `Unsupported` takes the next."""
    try:
        module, locator = build_module(source, tree, plan.kept)
    except Unsupported:
        pass  # something only libcst's parser rebuilds exactly
    else:
        yield module, None, locator
    yield from parsed_trees(source, plan)


def parsed_trees(source: str, plan: RegionPlan) -> Iterator[tuple[cst.Module, Optional[list[int]], SourceLocator]]:
    """The trees `analysis_trees` gives after the built one: libcst's parse of the skeleton, else of the file."""
    parsed = parse_with_libcst(plan.skeleton)  # type: ignore[arg-type]
    if parsed is not None:
        yield parsed[0], plan.line_map, parsed[1]
        return
    parsed = parse_with_libcst(source)
    if parsed is not None:
        yield parsed[0], None, parsed[1]
