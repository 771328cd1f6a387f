"""analysis/walk.py must make the calls libcst's own traversal makes, minus tokens and whitespace."""

from __future__ import annotations

import functools
import inspect
import pathlib

import libcst as cst
import pytest

from jaxlint.analysis import walk as walk_module
from jaxlint.analysis.walk import children, positions, walk
from tests.sources import syntax_covering_fixtures

ROOT = pathlib.Path(__file__).resolve().parent.parent
# The fixtures that hold all of fixtures/' syntax (tests/sources.py); package markers (`__init__.py`) hold a docstring
# and an import or two: too little to check positions on.
SOURCES = [ROOT / path for path in syntax_covering_fixtures() if not path.endswith("__init__.py")]

_TRICKY = '''
from . import a
from .b import *
x = f"{value!r:>{width}} {other=}"
y = f"{plain}"
@decorator(arg)
async def g(a, /, b: int = 1, *args, c, d=2, **kw) -> "T":
    async with ctx() as (p, q):
        async for i in range(3):
            yield [j async for j in h() if j]
    match a:
        case {"k": [1, *rest]} if rest:
            pass
        case Point(x=0) | None:
            pass
    return lambda *, z=1: z
type Alias[T] = list[T]
'''


class _Recorder(cst.CSTVisitor):
    """Every call a traversal makes, except on tokens and whitespace and inside them."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, int, str]] = []
        self.inside_token = 0

    def on_visit(self, node: cst.CSTNode) -> bool:
        if isinstance(node, walk_module._TOKEN_BASES):
            self.inside_token += 1
        else:
            self.calls.append(("visit", id(node), type(node).__name__))
        return True

    def on_leave(self, original_node: cst.CSTNode) -> None:
        if isinstance(original_node, walk_module._TOKEN_BASES):
            self.inside_token -= 1
        else:
            self.calls.append(("leave", id(original_node), type(original_node).__name__))

    def on_visit_attribute(self, node: cst.CSTNode, attribute: str) -> None:
        if not self.inside_token:
            self.calls.append(("attribute", id(node), attribute))

    def on_leave_attribute(self, original_node: cst.CSTNode, attribute: str) -> None:
        if not self.inside_token:
            self.calls.append(("left attribute", id(original_node), attribute))


@functools.lru_cache(maxsize=None)
def _parsed(source: str) -> cst.Module:
    """A fixture's tree, parsed once for the module's tests (up to five of them read each fixture). Trees are
    immutable and nothing here keeps state on them, so each test still compares its own walk with libcst's."""
    return cst.parse_module(source)


@pytest.fixture(scope="module", autouse=True)
def _release_parsed_trees():
    yield
    _parsed.cache_clear()   # ~40 MB of trees: not kept alive (nor traversed by the collector) for later modules


def _sources() -> list[tuple[str, str]]:
    return [("tricky", _TRICKY)] + [(str(path.relative_to(ROOT)), path.read_text(encoding="utf-8"))
                                    for path in SOURCES]


@pytest.mark.parametrize("name,source", _sources(), ids=lambda value: value if "\n" not in value else "")
def test_walk_makes_the_calls_of_libcst_visit(name: str, source: str) -> None:
    module = _parsed(source)
    ours, reference = _Recorder(), _Recorder()
    walk(module, ours)
    module.visit(reference)
    assert ours.calls == reference.calls


class _SelectedRecorder(_Recorder):
    announced_attributes = frozenset({"test", "body", "orelse"})


@pytest.mark.parametrize("name,source", _sources()[::3], ids=lambda value: value if "\n" not in value else "")
def test_a_visitor_naming_its_attributes_gets_the_calls_of_libcst_visit_for_those(name: str, source: str) -> None:
    module = _parsed(source)
    ours, reference = _SelectedRecorder(), _Recorder()
    walk(module, ours)
    module.visit(reference)
    expected = [call for call in reference.calls
                if call[0] in ("visit", "leave") or call[2] in _SelectedRecorder.announced_attributes]
    assert ours.calls == expected
    assert any(call[0] == "attribute" for call in expected)


class _TypeSelectedRecorder(_SelectedRecorder):
    visited_types = frozenset({cst.FunctionDef, cst.Call, cst.If, cst.Name})


@pytest.mark.parametrize("name,source", _sources()[::2], ids=lambda value: value if "\n" not in value else "")
def test_a_visitor_naming_its_node_classes_gets_visits_of_those_only(name: str, source: str) -> None:
    module = _parsed(source)
    ours, reference = _TypeSelectedRecorder(), _Recorder()
    walk(module, ours)
    module.visit(reference)
    expected = [call for call in reference.calls
                if call[2] in _SelectedRecorder.announced_attributes
                or (call[0] in ("visit", "leave") and call[2] in {"FunctionDef", "Call", "If", "Name"})]
    assert ours.calls == expected


def test_children_are_libcst_children_without_tokens() -> None:
    module = cst.parse_module(_TRICKY)
    stack: list[cst.CSTNode] = [module]
    seen = 0
    while stack:
        node = stack.pop()
        expected = [c for c in node.children if not isinstance(c, walk_module._TOKEN_BASES)]
        assert list(children(node)) == expected, type(node).__name__
        stack.extend(expected)
        seen += 1
    assert seen > 100


def test_a_false_visit_skips_the_children_and_still_leaves() -> None:
    module = cst.parse_module("def f(x):\n    return g(x)\n\ny = h(1)\n")
    names: list[str] = []
    left: list[str] = []

    class _TopLevelNames(cst.CSTVisitor):
        def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
            return False

        def leave_FunctionDef(self, original_node: cst.FunctionDef) -> None:
            left.append(original_node.name.value)

        def visit_Name(self, node: cst.Name) -> None:
            names.append(node.value)

    walk(module, _TopLevelNames())
    assert names == ["y", "h"]
    assert left == ["f"]


def test_no_visitor_of_ours_handles_a_token() -> None:
    """The walk skips tokens and whitespace: a handler for one would silently never run."""
    token_names = {kind.__name__ for kind in vars(cst).values()
                   if inspect.isclass(kind) and issubclass(kind, walk_module._TOKEN_BASES)}
    handlers = set()
    for path in (ROOT / "jaxlint").rglob("*.py"):
        for line in path.read_text(encoding="utf-8").splitlines():
            stripped = line.strip()
            if stripped.startswith(("def visit_", "def leave_")):
                handlers.add(stripped[len("def visit_"):].split("(")[0])
    assert len(token_names) > 40
    assert not handlers & token_names


def test_derives_from_answers_as_issubclass_does() -> None:
    classes = [kind for kind in vars(cst).values() if inspect.isclass(kind)]
    node_classes = [kind for kind in classes if issubclass(kind, cst.CSTNode)]
    assert len(node_classes) > 150
    for bases in (walk_module._TOKEN_BASES, (cst.BaseExpression,), (cst.BaseStatement,), (cst.Lambda,),
                  (cst.CSTNode,)):
        assert [kind.__name__ for kind in classes
                if walk_module.derives_from(kind, *bases) != issubclass(kind, bases)] == [], bases


# Files of a few lines test little: every fourth fixture of at least ten lines.
@pytest.mark.parametrize("path", [path for path in SOURCES if path.read_text(encoding="utf-8").count("\n") >= 10][::4],
                         ids=lambda path: path.name)
def test_positions_are_those_of_the_position_provider(path: pathlib.Path) -> None:
    from libcst.metadata import MetadataWrapper, PositionProvider

    module = _parsed(path.read_text(encoding="utf-8"))
    expected = MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)
    found = positions(module)
    assert len(found) == len(expected) > 50
    assert all(found[node] == where for node, where in expected.items())


def test_handler_only_visitors_get_the_calls_of_libcst_visit() -> None:
    module = cst.parse_module(_TRICKY)

    class _Handlers(cst.CSTVisitor):
        def __init__(self) -> None:
            self.calls: list[tuple[str, str]] = []

        def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
            self.calls.append(("visit", node.name.value))

        def leave_FunctionDef(self, original_node: cst.FunctionDef) -> None:
            self.calls.append(("leave", original_node.name.value))

        def visit_Lambda(self, node: cst.Lambda) -> bool:
            self.calls.append(("lambda", ""))
            return False

        def visit_Name(self, node: cst.Name) -> None:
            self.calls.append(("name", node.value))

    ours, reference = _Handlers(), _Handlers()
    walk(module, ours)
    module.visit(reference)
    assert ours.calls == reference.calls
    assert ("lambda", "") in ours.calls and ("name", "z") not in ours.calls


@pytest.mark.parametrize("path", SOURCES, ids=lambda path: path.name)
def test_statement_positions_are_those_of_the_whole_module(path: pathlib.Path, monkeypatch) -> None:
    source = path.read_text(encoding="utf-8")
    module = _parsed(source)
    expected = positions(module)
    chosen = list(module.body[::2])

    def no_fallback(module: cst.Module) -> None:
        raise AssertionError("fell back to the whole module")

    monkeypatch.setattr(walk_module, "positions", no_fallback)
    found = walk_module.statement_positions(module, source, chosen)
    inside = [node for statement in chosen for node in _subtree(statement)]
    assert len(inside) > 0
    assert all(found[node] == expected[node] for node in inside)


def test_statement_positions_fall_back_when_the_text_is_not_the_module() -> None:
    source = "import jax\n\n\n@jax.jit\ndef f(x):\n    return x\n"
    module = cst.parse_module(source)
    # The generated statement is not in the text at the line Python gives it: the whole module is generated.
    other = source.replace("return x", "return (x)")
    found = walk_module.statement_positions(module, other, [module.body[1]])
    assert found[module.body[1]] == positions(module)[module.body[1]]
    assert found[module.body[0]] == positions(module)[module.body[0]]


def _subtree(node: cst.CSTNode) -> list[cst.CSTNode]:
    found, stack = [], [node]
    while stack:
        current = stack.pop()
        found.append(current)
        stack.extend(current.children)
    return found
