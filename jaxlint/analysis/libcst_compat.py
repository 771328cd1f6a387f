"""Every use of libcst's private names, in one place.

The analysis reads libcst trees, but skips three costly parts of libcst's public API: its traversal, metadata
resolution and per-node validation. The four functions below do it with what libcst does not make public:
`_`-prefixed attributes, a class that `libcst.metadata` does not export, and the layout of its node classes
(frozen dataclasses with slots). Nothing else in `jaxlint/` touches a private libcst name: tests/test_libcst_compat.py
scans the package and fails if another module does, and the test files named below fail if a libcst release changes
what these functions rely on. The dependency pin in pyproject.toml is the range of libcst releases this module is
tested on; CI runs the suite on its lowest and highest release (docs/architecture.md, "libcst compatibility").

1. `traversal_fields(node)`: `CSTNode._visit_and_replace_children(visitor)`, the method behind `node.visit()` that
   visits a node's fields in source order. analysis/walk.py walks trees without `node.visit()`, which rebuilds every
   node it passes and enters every token and piece of whitespace; to make the same calls in the same order it
   learns each node class's field order once, by running this method on the first node of the class with a
   visitor that records the fields announced and enters none of them. If libcst renames it, every walk raises
   AttributeError; if it stops announcing fields through `on_visit_attribute`, walks still read every field but
   in the dataclass's order, and announce none to visitors that ask (tests/test_walk.py compares the walk's calls
   with `node.visit()`'s on every fixture).

2. `position_table(module)`: `PositionProvider._gen_impl(module)` and `BaseMetadataProvider._computed`. The public
   road, `MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)`, runs the same code generation
   pass, but first walks the whole tree with libcst's traversal to feed batchable providers, even when none is
   asked for (without `unsafe_skip_copy` it also deep-copies the module, and its ranges are keyed by the copy's
   nodes). The table the pass fills (`_computed`) is all the analysis needs. If either name changes, finding
   positions raises AttributeError (tests/test_walk.py checks every node's position against `MetadataWrapper`'s).

3. `StatementPositions`: `PositionProvidingCodegenState` (not exported by `libcst.metadata`), `CSTNode._codegen`
   and `_computed`. Findings lie in a few module-level statements; generating the code of those statements alone,
   each from its own first line, gives the positions of their nodes without generating the whole module (2.).
   If the state's constructor or `_codegen`'s signature changes, finding positions raises TypeError or
   AttributeError (tests/test_walk.py and tests/test_region_planning.py check the positions).

4. `unvalidated_constructor(kind)`: a function that makes a node of class `kind` without its `__init__`, which
   runs libcst's per-node validation (`CSTNode.__post_init__` calls `_validate`) on every node built; analysis/
   from_ast.py builds a whole module's nodes from Python's `ast`, whose shapes Python's parser already checked.
   It relies on each node class being a frozen dataclass with `__slots__` (the class attribute of each field is
   the slot's descriptor) whose `__init__` does nothing but set the fields and validate. If a libcst release
   stops using slots, the constructor falls back to `kind(**fields)` (validated, slower, still right); if it adds
   state that `__init__` computes, built trees lack it (tests/test_from_ast.py compares built trees with libcst's
   parser's on every fixture and on generated programs).

5. `hash_nodes_in_c()`: libcst nodes are equal only when identical, and hash by identity, but through a Python
   method (`CSTNode.__hash__` returns `id(self)`), which `__init_subclass__` copies into every node class. The
   analysis keys dictionaries and sets by node (jit sites, traced functions, scopes...) and looks them up about a
   million times over a corpus run (benchmarks/PROFILE.md, round eight): each lookup was a Python call. Replaced by
   `object.__hash__`, the same identity hash in C, on every node class libcst defines (and, through `CSTNode`, on
   those defined later). Equality, and so every lookup, is unchanged; only the hash numbers differ, and nothing in
   jaxlint or libcst reads those (sets of nodes were ordered by memory addresses before, and still are).
   If a libcst release hashes nodes otherwise, this leaves its classes alone (tests/test_libcst_compat.py).
"""

from __future__ import annotations

import dataclasses
from typing import Any, Callable

import libcst as cst
from libcst.metadata import CodeRange, PositionProvider
from libcst.metadata.position_provider import PositionProvidingCodegenState

from ..dataclass_code import future_flags, kept_code


class _FieldRecorder(cst.CSTVisitor):
    """Records the fields a node's own traversal announces, without entering any of them."""

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


def traversal_fields(node: cst.CSTNode) -> list[str]:
    """The fields `node.visit(visitor)` announces (`on_visit_attribute`) on `node`, in its order."""
    recorder = _FieldRecorder()
    node._visit_and_replace_children(recorder)
    return recorder.fields


def position_table(module: cst.Module) -> dict[cst.CSTNode, CodeRange]:
    """`PositionProvider`'s range of every node of `module`, as `MetadataWrapper` would resolve it."""
    provider = PositionProvider()
    provider._gen_impl(module)
    return provider._computed  # type: ignore[return-value]


class StatementPositions:
    """`PositionProvider`'s ranges for the nodes of some statements of a module, each statement's code generated
    alone from a given first line."""

    def __init__(self, module: cst.Module) -> None:
        self._module = module
        self._provider = PositionProvider()

    def generate(self, statement: cst.CSTNode, line: int) -> str:
        """The code of `statement` (of the module) generated from `line`; records its nodes' ranges."""
        state = PositionProvidingCodegenState(default_indent=self._module.default_indent,
                                              default_newline=self._module.default_newline,
                                              provider=self._provider, line=line)
        statement._codegen(state)
        return "".join(state.tokens)

    def table(self) -> dict[cst.CSTNode, CodeRange]:
        """The ranges of the nodes of every statement generated so far."""
        return self._provider._computed  # type: ignore[return-value]


def validated_constructor(kind: type) -> Callable[..., Any]:
    """`kind(**fields)`, sequences made tuples as libcst's parser gives them: for a node class without slots."""

    def make(**fields: Any) -> Any:
        return kind(**{name: tuple(value) if type(value) is list else value for name, value in fields.items()})

    return make


def unvalidated_constructor(kind: type) -> Callable[..., Any]:
    """A function that makes a `kind` node from keyword arguments, every other field at its default (one shared
    instance of each default whitespace or token: nodes are immutable, and nothing reads these), without libcst's
    validation. Generated, as dataclasses generate `__init__`, so that a node costs one call; it sets each slot
    through the slot's own descriptor, the cheapest way around the frozen class's `__setattr__`. (Its own names
    start with `_`, which no field name does.)"""
    fields = dataclasses.fields(kind)
    if not all(hasattr(getattr(kind, field.name, None), "__set__") for field in fields):
        return validated_constructor(kind)
    namespace: dict[str, Any] = {"_new": object.__new__, "_kind": kind, "_tuple": tuple, "_type": type,
                                 "_list": list}
    parameters, assignments = [], []
    for number, field in enumerate(fields):
        if field.default is not dataclasses.MISSING:
            namespace[f"_default{number}"] = field.default
            parameters.append(f"{field.name}=_default{number}")
        elif field.default_factory is not dataclasses.MISSING:
            namespace[f"_default{number}"] = field.default_factory()
            parameters.append(f"{field.name}=_default{number}")
        else:
            parameters.append(field.name)
        namespace[f"_set{number}"] = getattr(kind, field.name).__set__
        # libcst's parser gives tuples for every sequence.
        value = (f"_tuple({field.name}) if _type({field.name}) is _list else {field.name}"
                 if "Sequence" in str(field.type) else field.name)
        assignments.append(f"    _set{number}(_made, {value})")
    signature = "*, " + ", ".join(parameters) if parameters else ""
    code = f"def _make({signature}):\n    _made = _new(_kind)\n" + "".join(line + "\n" for line in assignments) + \
        "    return _made\n"
    # Code generated from libcst's own field names; compiled as `exec(code)` here would, once, and kept across runs
    # (a text per node class, the same in every run: jaxlint/dataclass_code.py).
    exec(kept_code(code, _OWN_FUTURE_FLAGS, "constructors"), namespace)  # noqa: S102
    return namespace["_make"]


_OWN_FUTURE_FLAGS = future_flags(unvalidated_constructor)


def hash_nodes_in_c() -> None:
    """Nodes hash by identity in C instead of through libcst's Python `__hash__` (5. above); idempotent."""
    python_hash = cst.CSTNode.__dict__.get("__hash__")
    if python_hash is None or python_hash is object.__hash__:
        return
    pending: list[type] = [cst.CSTNode]
    while pending:
        kind = pending.pop()
        if kind.__dict__.get("__hash__") is python_hash:
            kind.__hash__ = object.__hash__  # type: ignore[method-assign,assignment]
        pending.extend(kind.__subclasses__())


hash_nodes_in_c()
