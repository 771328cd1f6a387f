"""Questions about a parameter's annotation that need nothing of the module around it."""

from __future__ import annotations

from typing import Optional

import libcst as cst

from .imports import dotted_name
from .walk import walk


# Containers whose annotation names the type of every element; a bare `Sequence` says nothing about them.
_ELEMENT_CONTAINERS = frozenset({"Sequence", "Tuple", "tuple", "List", "list", "Iterable", "Collection",
                                 "Set", "set", "FrozenSet", "frozenset", "AbstractSet"})


# Annotations of a dtype (`jnp.dtype`, `np.dtype`, `jax.typing.DTypeLike`): static metadata like an `int`.
_DTYPE_ANNOTATIONS = frozenset({"dtype", "DType", "DTypeLike"})


def is_python_scalar(annotation: Optional[cst.BaseExpression]) -> bool:
    """`int`, `bool`, `str`, `float`, a dtype, or one of them or None: `int | None`, `Optional[int]`,
    `Union[int, None]`; also a container of them (`Sequence[int]`, `Tuple[int, ...]`, `Optional[Sequence[int]]`):
    config such as axes or a shape, which a caller passes as Python values just as it passes an `int`."""
    if isinstance(annotation, (cst.Name, cst.Attribute)) and _last_word(annotation) in _DTYPE_ANNOTATIONS:
        return True   # `dtype: jnp.dtype`: a dtype is never a tracer, whatever array it describes
    if isinstance(annotation, cst.Name):
        return annotation.value in ("int", "bool", "str", "float")
    if isinstance(annotation, cst.Subscript) and isinstance(annotation.value, (cst.Name, cst.Attribute)) and \
            _last_word(annotation.value) in _ELEMENT_CONTAINERS:
        if not all(isinstance(element.slice, cst.Index) for element in annotation.slice):
            return False
        elements = [e.slice.value for e in annotation.slice if not isinstance(e.slice.value, cst.Ellipsis)]
        return bool(elements) and all(is_python_scalar(element) for element in elements)
    if isinstance(annotation, cst.BinaryOperation) and isinstance(annotation.operator, cst.BitOr):
        parts = [annotation.left, annotation.right]
    elif isinstance(annotation, cst.Subscript) and isinstance(annotation.value, (cst.Name, cst.Attribute)) and \
            dotted_name(annotation.value) in ("Optional", "Union", "typing.Optional", "typing.Union"):
        parts = [element.slice.value for element in annotation.slice if isinstance(element.slice, cst.Index)]
    else:
        return False
    alternatives = [part for part in parts if not (isinstance(part, cst.Name) and part.value == "None")]
    return bool(alternatives) and all(is_python_scalar(part) for part in alternatives)


def _last_word(node: cst.BaseExpression) -> str:
    return node.attr.value if isinstance(node, cst.Attribute) else node.value if isinstance(node, cst.Name) else ""


_CALLABLE_ANNOTATIONS = frozenset({"Callable", "typing.Callable", "collections.abc.Callable", "abc.Callable",
                                   "tp.Callable", "t.Callable"})


def is_callable_annotation(annotation: Optional[cst.BaseExpression], callable_classes: frozenset[str]) -> bool:
    """`Callable`, `Callable[[Array], Array]` (typing's or collections.abc's), or a class of `callable_classes` (a
    Protocol of the module declaring only `__call__`): a function is passed there, never None."""
    if isinstance(annotation, cst.Subscript):
        annotation = annotation.value
    return dotted_name(annotation) in _CALLABLE_ANNOTATIONS or (  # type: ignore[arg-type]
        isinstance(annotation, cst.Name) and annotation.value in callable_classes)


CONTAINER_ANNOTATIONS = frozenset({"Tuple", "tuple", "List", "list", "Dict", "dict", "Sequence", "Optional",
                                   "Mapping", "Iterable"})


def is_container_annotation(annotation: Optional[cst.BaseExpression]) -> bool:
    return annotation is not None and bool(annotation_words(annotation) & CONTAINER_ANNOTATIONS)


def names_only(annotation: Optional[cst.BaseExpression], classes: set[str]) -> bool:
    """Is `annotation` one of `classes` (`C`, `C[T]`, `mod.C`), or one of them or None (`C | None`, `Optional[C]`)?"""
    if annotation is None or not classes:
        return False
    if isinstance(annotation, cst.Subscript) and dotted_name(annotation.value) in ("Optional", "typing.Optional",
                                                                                   "tp.Optional"):
        return all(names_only(e.slice.value, classes) for e in annotation.slice if isinstance(e.slice, cst.Index))
    if isinstance(annotation, cst.Subscript):
        annotation = annotation.value
    if isinstance(annotation, cst.BinaryOperation) and isinstance(annotation.operator, cst.BitOr):
        parts = [annotation.left, annotation.right]
        alternatives = [p for p in parts if not (isinstance(p, cst.Name) and p.value == "None")]
        return bool(alternatives) and all(names_only(p, classes) for p in alternatives)
    if isinstance(annotation, cst.Name):
        return annotation.value in classes
    if isinstance(annotation, cst.Attribute):
        return annotation.attr.value in classes
    return False


ARRAY_ANNOTATIONS = frozenset({"Array", "ArrayLike", "ndarray", "Float", "Int", "Bool", "Num", "Shaped",
                               "Real", "Inexact", "Integer", "Complex", "UInt", "Key", "PRNGKeyArray",
                               "float", "int", "bool", "complex", "Scalar", "Numeric"})


def holds_arrays(annotation: Optional[cst.BaseExpression]) -> bool:
    """`Sequence[jnp.ndarray]`, `list[Array]`, `tuple[Array, ...]`: a sequence whose every item is an array, by its
    annotation (every item annotated as a single array, not an Optional one nor a nested container). Handed to a
    compiled function, each item is a leaf, so a tracer."""
    if not isinstance(annotation, cst.Subscript) or not isinstance(annotation.value, (cst.Name, cst.Attribute)) or \
            _last_word(annotation.value) not in _ELEMENT_CONTAINERS - {"Set", "set", "FrozenSet", "frozenset",
                                                                       "AbstractSet"}:
        return False
    if not all(isinstance(element.slice, cst.Index) for element in annotation.slice):
        return False
    elements = [e.slice.value for e in annotation.slice if not isinstance(e.slice.value, cst.Ellipsis)]
    return bool(elements) and all(
        isinstance(element, (cst.Name, cst.Attribute)) and _last_word(element) in _ARRAY_CLASSES
        for element in elements)


# The annotations of one jax array (not a Python number that may stay one).
_ARRAY_CLASSES = frozenset({"Array", "ndarray"})


def annotation_words(annotation: cst.BaseExpression) -> set[str]:
    words = _Words()
    walk(annotation, words)
    return words.found


class _Words(cst.CSTVisitor):
    def __init__(self) -> None:
        self.found: set[str] = set()

    def visit_Name(self, node: cst.Name) -> None:
        self.found.add(node.value)

    def visit_Attribute(self, node: cst.Attribute) -> None:
        self.found.add(node.attr.value)

    def visit_SimpleString(self, node: cst.SimpleString) -> None:
        self.found.update(node.value.replace("[", " ").replace("]", " ").replace(".", " ").replace(",", " ").split())
