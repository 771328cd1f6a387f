"""Host fallbacks: `try: host = np.asarray(x) ... except TypeError: return <jax path>`.

Converting a tracer to a host value raises (TracerArrayConversionError for numpy, ConcretizationTypeError for
`int`/`float`/`.item()`), and both derive from TypeError. When the handler that catches it is the jax path, a
traced call always takes the handler: the rest of the `try` body (and its `else`) only ever sees concrete values,
and so does the code after the `try` when that handler leaves the function. A handler that names the tracer's own
errors (`except (TracerArrayConversionError, ConcretizationTypeError): pass  # skip under jit`) says the body is
written to meet a tracer: its first statement converting one, in any branch, is where a trace leaves it.
"""

from __future__ import annotations

from typing import Callable, Optional

import libcst as cst

from .host_conversions import HOST_CONVERSIONS, PYTHON_CONVERSIONS, TRACER_ERRORS
from .imports import dotted_name
from .walk import children

# Everything a tracer's conversion error is an instance of (jax.errors: JAXTypeError and its subclasses).
_CATCHING = frozenset({"TypeError", "Exception", "BaseException", "JAXTypeError"}) | TRACER_ERRORS
_CONVERTING_METHODS = frozenset({"item", "tolist", "__array__"})


def catches_conversion(handler: cst.ExceptHandler) -> bool:
    """Whether the handler catches the error a tracer's host conversion raises."""
    return handler.type is None or bool(_caught_names(handler) & _CATCHING)


def names_tracer_error(handler: cst.ExceptHandler) -> bool:
    """Whether the handler names an error only a tracer raises (`except (TracerArrayConversionError,
    ConcretizationTypeError):`), not just any TypeError."""
    return bool(_caught_names(handler) & TRACER_ERRORS)


def _caught_names(handler: cst.ExceptHandler) -> set[str]:
    """The last parts of the exception names the handler lists (`jax.errors.ConcretizationTypeError` ->
    `ConcretizationTypeError`); empty for a bare `except:`."""
    kind = handler.type
    if kind is None:
        return set()
    kinds = [element.value for element in kind.elements] if isinstance(kind, cst.Tuple) else [kind]
    return {(dotted_name(each) or "").rsplit(".", 1)[-1] for each in kinds}


def _calls(node: cst.CSTNode):
    if isinstance(node, (cst.FunctionDef, cst.ClassDef, cst.Lambda)):
        return
    if isinstance(node, cst.Call):
        yield node
    for child in children(node):
        yield from _calls(child)


def converts_tracer(statement: cst.CSTNode, qualified_name: Callable[[cst.BaseExpression], Optional[str]],
                    is_traced: Callable[[cst.BaseExpression], bool], anywhere: bool = False,
                    tests: bool = False) -> bool:
    """Whether the statement converts a traced value to a host value (and so raises under tracing); of a compound
    statement, only its header (`if int(np.asarray(k)) <= 0:`) is certain to run, unless `anywhere` (the `try`
    names the tracer's own errors: its author expects the conversion, whichever branch makes it). With `tests`, an
    `if`, `while` or `assert` testing a traced value converts it to a bool (TracerBoolConversionError)."""
    if tests and _tests_tracer(statement, is_traced, anywhere):
        return True
    if anywhere:
        header: cst.CSTNode = statement
    elif isinstance(statement, (cst.If, cst.While)):
        header: cst.CSTNode = statement.test
    elif isinstance(statement, cst.For):
        header = statement.iter
    elif isinstance(statement, cst.SimpleStatementLine):
        header = statement
    else:
        return False
    for call in _calls(header):
        function = call.func
        if isinstance(function, cst.Attribute) and function.attr.value in _CONVERTING_METHODS:
            if is_traced(function.value):
                return True
            continue
        if not call.args or call.args[0].star:
            continue
        qualified = qualified_name(function) or ""
        host = (qualified.startswith("numpy.") and not qualified.startswith("numpy.random.")) or (
            isinstance(function, cst.Name) and function.value in PYTHON_CONVERSIONS)
        if host and is_traced(call.args[0].value):
            return True
    return False


def _tests_tracer(statement: cst.CSTNode, is_traced: Callable[[cst.BaseExpression], bool], anywhere: bool) -> bool:
    """Is `statement` (its header; with `anywhere`, any statement nested in it) an `if`/`while`/`assert` on a traced
    value?"""
    pending = [statement]
    while pending:
        current = pending.pop()
        if isinstance(current, (cst.If, cst.While)) and is_traced(current.test):
            return True
        if isinstance(current, cst.SimpleStatementLine) and any(
                isinstance(small, cst.Assert) and is_traced(small.test) for small in current.body):
            return True
        if anywhere and not isinstance(current, (cst.FunctionDef, cst.ClassDef, cst.Lambda)):
            pending.extend(child for child in children(current) if isinstance(child, cst.BaseStatement) or
                           isinstance(child, (cst.IndentedBlock, cst.Else)))
    return False


def falls_back(handler: cst.ExceptHandler) -> bool:
    """Is the handler's body a fallback of its own: it returns a value or binds one (`return simplex_volume(v)`,
    `volume = shoelace(v)`), not only passing, logging, or raising again?"""
    body = handler.body.body if isinstance(handler.body, cst.IndentedBlock) else []
    for statement in body:
        for small in statement.body if isinstance(statement, cst.SimpleStatementLine) else ():
            if isinstance(small, cst.Return) and small.value is not None or \
                    isinstance(small, (cst.Assign, cst.AugAssign, cst.AnnAssign)):
                return True
    return False


def _host_conversions(statement: cst.CSTNode, qualified_name: Callable[[cst.BaseExpression], Optional[str]]
                      ) -> list[cst.Call]:
    """The calls in `statement` that hand back a host value or raise on a tracer (`onp.array(values)`,
    `float(x)`, `x.item()`)."""
    found = []
    for call in _calls(statement):
        function = call.func
        if isinstance(function, cst.Attribute) and function.attr.value in ("item", "tolist") and not call.args:
            found.append(call)
        elif call.args and not call.args[0].star and call.args[0].keyword is None and (
                qualified_name(function) in HOST_CONVERSIONS or
                isinstance(function, cst.Name) and function.value in PYTHON_CONVERSIONS):
            found.append(call)
    return found


def deliberate_conversion(node: cst.Try, qualified_name: Callable[[cst.BaseExpression], Optional[str]]
                          ) -> Optional[tuple[int, list[cst.Call]]]:
    """`try: return onp.array(values) except TracerArrayConversionError: return None`: a handler names the error
    only a tracer's conversion raises, so the body from its first simple statement converting a value to a host
    one runs only where that value was concrete, and what the conversions give is a host value. The index of that
    statement in the body and its conversions; None for another `try`."""
    if not any(names_tracer_error(handler) for handler in node.handlers) or \
            not isinstance(node.body, cst.IndentedBlock):
        return None
    for index, statement in enumerate(node.body.body):
        if not isinstance(statement, cst.SimpleStatementLine):
            return None
        conversions = _host_conversions(statement, qualified_name)
        if conversions:
            return index, conversions
    return None


def converted_names(conversions: list[cst.Call]) -> frozenset[str]:
    """The names the conversions were handed (`values` of `onp.array(values)`, `x` of `x.item()`): concrete past
    them."""
    subjects = [call.func.value if isinstance(call.func, cst.Attribute) else call.args[0].value
                for call in conversions]
    return frozenset(subject.value for subject in subjects if isinstance(subject, cst.Name))
