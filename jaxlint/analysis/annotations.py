"""Questions about a parameter's annotation that need nothing of the module around it."""

from __future__ import annotations

from typing import Optional

import libcst as cst

from .imports import dotted_name


def is_python_scalar(annotation: Optional[cst.BaseExpression]) -> bool:
    """`int`, `bool`, `str`, `float`, or one of them or None: `int | None`, `Optional[int]`, `Union[int, None]`."""
    if isinstance(annotation, cst.Name):
        return annotation.value in ("int", "bool", "str", "float")
    if isinstance(annotation, cst.BinaryOperation) and isinstance(annotation.operator, cst.BitOr):
        parts = [annotation.left, annotation.right]
    elif isinstance(annotation, cst.Subscript) and isinstance(annotation.value, (cst.Name, cst.Attribute)) and \
            dotted_name(annotation.value) in ("Optional", "Union", "typing.Optional", "typing.Union"):
        parts = [element.slice.value for element in annotation.slice if isinstance(element.slice, cst.Index)]
    else:
        return False
    alternatives = [part for part in parts if not (isinstance(part, cst.Name) and part.value == "None")]
    return bool(alternatives) and all(is_python_scalar(part) for part in alternatives)
