"""analysis/ast_nodes.ast_walk and ast_child_nodes must give the nodes `ast.walk` and `ast.iter_child_nodes` give, in
the same order: the analysis reads them in their place (benchmarks/PROFILE.md, session 34), and what a question
finds first may depend on that order."""

from __future__ import annotations

import ast
import pathlib

from jaxlint.analysis.ast_nodes import ast_child_nodes, ast_walk

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCES = sorted([*(ROOT / "fixtures").rglob("*.py"), *(ROOT / "jaxlint").rglob("*.py")])

_TRICKY = '''
from . import a
from .b import *
global g
x = f"{value!r:>{width}} {other=}"
d = {**rest, "k": v}
@decorator(arg)
async def g(a, /, b: int = 1, *args, c, d=2, e, **kw) -> "T":
    nonlocal n
    async with ctx() as (p, q):
        async for i in range(3):
            yield [j async for j in h() if j]
    match a:
        case {"k": [1, *rest], **others} if rest:
            pass
        case Point(1, x=0) | None | True:
            pass
    try:
        pass
    except ValueError as error:
        del error
    return lambda *, z=1: z if z else -z
'''


def _same_walk(tree: ast.AST) -> None:
    assert [id(node) for node in ast_walk(tree)] == [id(node) for node in ast.walk(tree)]
    for node in ast.walk(tree):
        assert [id(child) for child in ast_child_nodes(node)] == [id(child) for child in ast.iter_child_nodes(node)]


def test_same_nodes_in_the_same_order_as_ast_walk() -> None:
    for path in SOURCES:
        tree = ast.parse(path.read_bytes())
        _same_walk(tree)
        for statement in tree.body:   # most readers walk a part of a tree
            assert [id(node) for node in ast_walk(statement)] == [id(node) for node in ast.walk(statement)], path


def test_every_kind_of_node() -> None:
    _same_walk(ast.parse(_TRICKY))


def test_trees_the_analysis_builds() -> None:
    """Nodes made by hand (static_members, module_classes, record_arguments build a few): a field left unset is
    skipped, as `ast.iter_fields` skips it; a tuple where a list belongs is not entered, as `ast.iter_child_nodes`
    does not enter it."""
    for node in [ast.Name(id="x"), ast.Call(func=ast.Name(id="f"), args=[ast.Name(id="a")], keywords=[]),
                 ast.Call(func=ast.Name(id="f"), args=(ast.Name(id="a"),), keywords=[]),
                 ast.Module(body=[], type_ignores=[]), ast.Constant("text"),
                 ast.Attribute(value=ast.Name(id="m", ctx=ast.Load()), attr="run", ctx=ast.Load()),
                 ast.Dict(keys=[None, ast.Name("k")], values=[ast.Name("v"), ast.Name("w")])]:
        _same_walk(node)
