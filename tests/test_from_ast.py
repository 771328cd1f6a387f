"""analysis/from_ast.py must build the tree libcst's parser gives (tokens and whitespace left out), and its locator
must quote and place nodes exactly as libcst's own tree does."""

from __future__ import annotations

import ast
import dataclasses
import pathlib
import sys

import libcst as cst
import pytest

from jaxlint.analysis.from_ast import Unsupported, build_module
from jaxlint.analysis.walk import _TOKEN_BASES, children, positions
from jaxlint.engine import lint_source
from tests.sources import syntax_covering_fixtures

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCES = [ROOT / path for path in syntax_covering_fixtures()]   # the fixtures that hold all of fixtures/' syntax

# Every statement and expression form, with the layouts whose shape in libcst differs from the ast's.
_FORMS = '''
import a.b.c as d, e
from . import x
from ..pkg.mod import (y as z, w)
from .b import *
x0 = 1; f0 = jax.jit(lambda v: v if v > 0 else -v)
s = "a" "b" 'c'
t = b"\\x00" rb"\\d"; t2 = f"{value!r:>{width}} {other=}" "tail"
u = """multi
line"""; v = 'it\\'s'
n = (1_000, 0x1F, 1.5e-3, 2j, -3, ~4, +5, not 6, ..., None, True, False)
@(
    jax.jit
)
@functools.partial(jax.jit, static_argnums=(0,))
def g(a, /, b: int = 1, *args: float, c, d=2, **kw: "T") -> list[int]:
    """Docstring."""
    global G
    x[(a, b)] = x[(a), b] + x[a, b:c, ::2, 1:] + x[()] + x[i][j]
    del x[0], y.z
    y = [i for i in range(3) if i for j in z if j > i] + {k: v for k, v in d.items()} + {*s, *t}
    q = {**d, "k": 1}; w = (i async for i in h())
    if (n := len(a)) > 1 and b or not c:
        pass
    elif a < b <= c != d is not e in f not in g is h:
        return
    elif a:
        ...
    else:
        while True: break
    for i, *rest in enumerate(x): continue
    else: pass
    try:
        raise ValueError("m") from None
    except (TypeError, ValueError) as error:
        assert error, "msg"
    except Exception:
        pass
    else:
        a @= b; a **= 2; a //= 3; a >>= 1; a <<= 1; a ^= 1; a |= 1; a &= 1; a %= 2; a -= 1; a /= 2; a *= 3
    finally:
        print(*a, sep="", **kw)
    with open(p) as f, lock:
        yield from f
    f(x=1, *args, y=2, **kw)
    return lambda *, z=1: z

class C(Base, *mixins, metaclass=M, **options):
    x: int
    y: int = 0
    def m(self): return 1

async def h():
    async with ctx() as (p, q):
        async for i in aiter():
            await i
    yield

def k(x):
    match x:
        case {"k": [1, *rest]} if rest:
            pass
        case _:
            pass

class Café:
    def naïve(self, x):  # non-ASCII names: columns count characters, the ast counts bytes
        return "é" + x[1:]
'''


def _difference(built: object, parsed: object, path: str) -> str | None:
    """Where the two trees differ, apart from tokens, whitespace and parentheses."""
    if isinstance(parsed, cst.CSTNode):
        if type(built) is not type(parsed):
            return f"{path}: built {type(built).__name__}, libcst {type(parsed).__name__}"
        if isinstance(parsed, _TOKEN_BASES):
            return None
        for field in dataclasses.fields(parsed):
            name = field.name
            if name in ("lpar", "rpar", "first_colon", "second_colon") or name.startswith(("whitespace", "lines_")) \
                    or name in ("leading_lines", "header", "footer", "indent", "default_indent", "default_newline",
                                "encoding", "has_trailing_newline", "comma", "semicolon", "equal", "colon", "dot"):
                continue
            left, right = getattr(built, name), getattr(parsed, name)
            if isinstance(right, tuple):
                if type(left) is not tuple:
                    return f"{path}.{name}: built a {type(left).__name__}, libcst a tuple"
                left = [item for item in left if not isinstance(item, _TOKEN_BASES)]
                right = [item for item in right if not isinstance(item, _TOKEN_BASES)]
                if len(left) != len(right):
                    return f"{path}.{name}: {len(left)} items built, {len(right)} in libcst's"
                for index, (a, b) in enumerate(zip(left, right)):
                    found = _difference(a, b, f"{path}.{name}[{index}]")
                    if found:
                        return found
            else:
                found = _difference(left, right, f"{path}.{name}")
                if found:
                    return found
        return None
    if isinstance(parsed, cst.MaybeSentinel) and isinstance(built, cst.MaybeSentinel):
        return None
    return None if built == parsed else f"{path}: built {built!r}, libcst {parsed!r}"


def _assert_same_tree(source: str) -> None:
    module, _ = build_module(source, ast.parse(source))
    assert _difference(module, cst.parse_module(source), "module") is None
    pending = [module]
    while pending:
        node = pending.pop()
        node._validate()   # libcst's own checks hold for every built node
        pending.extend(children(node))


def test_every_form_is_built_as_libcst_parses_it() -> None:
    _assert_same_tree(_FORMS)


@pytest.mark.skipif(sys.version_info < (3, 12), reason="type parameter syntax is Python 3.12+")
def test_type_parameters_are_parsed_by_libcst() -> None:
    _assert_same_tree("type Alias[T] = list[T]\ndef first[T](xs: list[T]) -> T:\n    return xs[0]\n")


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT / "fixtures")))
def test_fixture_trees_are_built_as_libcst_parses_them(path: pathlib.Path) -> None:
    _assert_same_tree(path.read_text(encoding="utf-8"))


def _pairs(built: cst.CSTNode, parsed: cst.CSTNode) -> list[tuple[cst.CSTNode, cst.CSTNode]]:
    found = [(built, parsed)]
    for left, right in zip(children(built), children(parsed)):
        found.extend(_pairs(left, right))
    return found


@pytest.mark.parametrize("source", [_FORMS, *(p.read_text(encoding="utf-8") for p in SOURCES[::5])],
                         ids=["forms", *(str(p.relative_to(ROOT / "fixtures")) for p in SOURCES[::5])])
def test_locator_quotes_and_places_nodes_as_libcst_does(source: str) -> None:
    module, locator = build_module(source, ast.parse(source))
    parsed = cst.parse_module(source)
    expected = positions(parsed)
    pairs = [(b, p) for b, p in _pairs(module, parsed)
             if isinstance(p, (cst.BaseExpression, cst.BaseSmallStatement)) and not isinstance(p, cst.Module)]
    sample = pairs[::max(1, len(pairs) // 60)] + pairs[-12:]   # the end of _FORMS: non-ASCII columns
    found = locator.positions([built for built, _ in sample], [])
    for built, original in sample:
        assert locator.code_for_node(built) == parsed.code_for_node(original)
        assert found[built] == expected[original]


def test_a_comment_inside_a_parenthesized_decorator_falls_back_to_libcst() -> None:
    source = "import jax\n\n@(  # compiled\n    jax.jit\n)\ndef f(x):\n    if x > 0:\n        return x\n    return -x\n"
    with pytest.raises(Unsupported):
        build_module(source, ast.parse(source))
    assert [(d.line, d.col, d.code) for d in lint_source(source, "example.py")] == [(7, 8, "JXL101")]


def test_line_breaks_python_does_not_count_keep_lines_and_columns() -> None:
    # A form feed between sections, and control characters inside strings: str.splitlines would break there.
    source = ("import jax\n\x0c\n\n@jax.jit\ndef f(x):\n    label = 'a\x0bb\x1cc'  \x0c\n"
              "    if x > 0:\n        return x\n    return -x\n")
    _assert_same_tree(source)
    expected = [(7, 8, "JXL101")]
    assert [(d.line, d.col, d.code) for d in lint_source(source, "example.py")] == expected
    assert [(d.line, d.col, d.code) for d in lint_source(source, "example.py", regions=False)] == expected
