"""The conversions that turn a value into a host one, and the errors a tracer's conversion raises: shared by the
libcst reading of host fallbacks (host_fallback.py) and its `ast` form here, which static_members.py reads without
importing libcst (a file with no compiled region never imports it)."""

from __future__ import annotations

import ast
from typing import Optional

from .ast_nodes import ast_walk, dotted
from .ast_nodes import qualified_name as ast_qualified_name

# The errors only a tracer's conversion raises: a handler naming one says its `try` body is written to meet tracers.
TRACER_ERRORS = frozenset({"TracerArrayConversionError", "ConcretizationTypeError", "TracerIntegerConversionError",
                           "TracerBoolConversionError"})
PYTHON_CONVERSIONS = frozenset({"float", "int", "bool", "complex"})
# NumPy functions whose result is a NumPy array whatever they are handed: a tracer makes them raise instead.
HOST_CONVERSIONS = frozenset({"numpy.array", "numpy.asarray", "numpy.asanyarray", "numpy.ascontiguousarray"})


def deliberate_conversion_ast(node: ast.Try, aliases: dict[str, str]) -> Optional[tuple[int, list[ast.Call]]]:
    """host_fallback.deliberate_conversion of the `ast` form (analysis/static_members.py): the index of the body's first
    statement converting a value to a host one, and its conversions."""
    caught = [name for handler in node.handlers if handler.type is not None
              for kind in (handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type])
              for name in [(dotted(kind) or "").rpartition(".")[2]]]
    if not TRACER_ERRORS & set(caught):
        return None
    for index, statement in enumerate(node.body):
        if isinstance(statement, _AST_COMPOUND):
            return None
        conversions = [call for call in ast_walk(statement) if isinstance(call, ast.Call) and (
            isinstance(call.func, ast.Attribute) and call.func.attr in ("item", "tolist") and not call.args or
            call.args and not isinstance(call.args[0], ast.Starred) and (
                ast_qualified_name(call.func, aliases) in HOST_CONVERSIONS or
                isinstance(call.func, ast.Name) and call.func.id in PYTHON_CONVERSIONS and
                call.func.id not in aliases))]
        if conversions:
            return index, conversions
    return None


def converted_names_ast(conversions: list[ast.Call]) -> frozenset[str]:
    subjects = [call.func.value if isinstance(call.func, ast.Attribute) else call.args[0] for call in conversions]
    return frozenset(subject.id for subject in subjects if isinstance(subject, ast.Name))


_AST_COMPOUND = (ast.If, ast.For, ast.AsyncFor, ast.While, ast.With, ast.AsyncWith, ast.Try, ast.FunctionDef,
                 ast.AsyncFunctionDef, ast.ClassDef)
