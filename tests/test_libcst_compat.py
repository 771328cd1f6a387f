"""Every use of a private libcst name lives in jaxlint/analysis/libcst_compat.py, and what it does there holds."""

from __future__ import annotations

import ast
import functools
import importlib
import pathlib

import libcst as cst
import pytest

from jaxlint.analysis import from_ast, libcst_compat
from jaxlint.analysis.walk import positions

ROOT = pathlib.Path(__file__).resolve().parent.parent
COMPAT = ROOT / "jaxlint" / "analysis" / "libcst_compat.py"
# libcst's documented packages; each lists its public names in `__all__`.
PUBLIC_MODULES = ("libcst", "libcst.metadata", "libcst.matchers", "libcst.helpers", "libcst.codemod",
                  "libcst.codemod.visitors", "libcst.display")


@functools.lru_cache(maxsize=None)
def _public_names(module: str) -> frozenset[str]:
    names = set(importlib.import_module(module).__all__)
    names.update(public.rpartition(".")[2] for public in PUBLIC_MODULES if public.rpartition(".")[0] == module)
    return frozenset(names)


def _defined_private_names(root: pathlib.Path, skipped: tuple[pathlib.Path, ...] = ()) -> frozenset[str]:
    """The `_`-prefixed (not dunder) names the code under `root` defines on its classes or objects: methods, class
    attributes and attributes it sets on `self`/`cls`."""
    names: set[str] = set()
    for path in root.rglob("*.py"):
        if "tests" in path.relative_to(root).parts or path in skipped:
            continue
        for node in ast.walk(ast.parse(path.read_bytes())):
            if isinstance(node, ast.ClassDef):
                for item in node.body:
                    if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                        names.add(item.name)
                    elif isinstance(item, ast.Assign):
                        names.update(target.id for target in item.targets if isinstance(target, ast.Name))
                    elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                        names.add(item.target.id)
            elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
                for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
                    if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) and (
                            target.value.id in ("self", "cls")):
                        names.add(target.attr)
    return frozenset(name for name in names if name.startswith("_") and not name.endswith("__"))


@functools.lru_cache(maxsize=None)
def _libcst_private_attributes() -> frozenset[str]:
    """Private attributes of libcst's objects that jaxlint does not also define on its own (`_index`, `_name`...:
    an access to one of those is taken for jaxlint's own)."""
    libcst_names = _defined_private_names(pathlib.Path(cst.__file__).parent)
    return libcst_names - _defined_private_names(ROOT / "jaxlint", skipped=(COMPAT,))


def private_libcst_uses(source: str) -> list[tuple[int, str]]:
    """(line, name) of each private libcst name `source` touches: an import from a libcst module that is not public
    or of a name it does not export, an attribute of a libcst module that it does not export, and an attribute
    (or a constant `getattr` name) that only libcst's objects have."""
    found: list[tuple[int, str]] = []
    modules: dict[str, str] = {}   # local name -> the libcst module it is bound to
    private = _libcst_private_attributes()

    def module_of(node: ast.expr) -> "str | None":
        if isinstance(node, ast.Name):
            return modules.get(node.id)
        if isinstance(node, ast.Attribute):
            parent = module_of(node.value)
            if parent is not None and f"{parent}.{node.attr}" in PUBLIC_MODULES:
                return f"{parent}.{node.attr}"
        return None

    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] != "libcst":
                    continue
                if alias.name not in PUBLIC_MODULES:
                    found.append((node.lineno, alias.name))
                elif alias.asname:
                    modules[alias.asname] = alias.name
                else:
                    modules["libcst"] = "libcst"
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and (node.module or "").split(".")[0] == "libcst":
            if node.module not in PUBLIC_MODULES:
                found.extend((node.lineno, f"{node.module}.{alias.name}") for alias in node.names)
                continue
            for alias in node.names:
                if alias.name not in _public_names(node.module):
                    found.append((node.lineno, f"{node.module}.{alias.name}"))
                elif f"{node.module}.{alias.name}" in PUBLIC_MODULES:
                    modules[alias.asname or alias.name] = f"{node.module}.{alias.name}"
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            module = module_of(node.value)
            if module is not None and node.attr not in _public_names(module):
                found.append((node.lineno, f"{module}.{node.attr}"))
            elif node.attr in private:
                found.append((node.lineno, node.attr))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in (
                "getattr", "setattr", "hasattr", "delattr") and len(node.args) >= 2 and isinstance(
                node.args[1], ast.Constant) and node.args[1].value in private:
            found.append((node.lineno, node.args[1].value))
    return sorted(found)


def test_no_module_but_the_compat_module_touches_a_private_libcst_name() -> None:
    modules = sorted((ROOT / "jaxlint").rglob("*.py"))
    assert len(modules) > 30
    found = {str(path.relative_to(ROOT)): uses for path in modules if path != COMPAT
             for uses in [private_libcst_uses(path.read_text(encoding="utf-8"))] if uses}
    assert found == {}


def test_the_scan_finds_each_private_name_the_compat_module_uses() -> None:
    names = {name for _, name in private_libcst_uses(COMPAT.read_text(encoding="utf-8"))}
    assert names == {"_visit_and_replace_children", "_gen_impl", "_computed", "_codegen",
                     "libcst.metadata.position_provider.PositionProvidingCodegenState"}


@pytest.mark.parametrize("source,expected", [
    ("import libcst._nodes.base\n", [(1, "libcst._nodes.base")]),
    ("from libcst._nodes.internal import visit_required\n", [(1, "libcst._nodes.internal.visit_required")]),
    ("from libcst import _nodes\n", [(1, "libcst._nodes")]),
    ("from libcst.metadata.position_provider import PositionProvidingCodegenState\n",
     [(1, "libcst.metadata.position_provider.PositionProvidingCodegenState")]),
    ("import libcst as cst\nstate = cst.CodegenState\n", [(2, "libcst.CodegenState")]),
    ("import libcst\nbase = libcst.metadata.base_provider\n", [(2, "libcst.metadata.base_provider")]),
    ("from libcst import metadata as m\nm.position_provider\n", [(2, "libcst.metadata.position_provider")]),
    ("def code(node, state):\n    node._codegen(state)\n", [(2, "_codegen")]),
    ("def table(provider):\n    return getattr(provider, '_computed')\n", [(2, "_computed")]),
    ("def check(node):\n    node._validate()\n", [(2, "_validate")]),
    # Public names and jaxlint's own private attributes pass.
    ("import libcst as cst\nfrom libcst.metadata import PositionProvider\nname = cst.Name\n"
     "wrapper = cst.metadata.MetadataWrapper\n", []),
    ("class Index:\n    def __init__(self):\n        self._index = {}\n\n    def get(self):\n"
     "        return self._index\n", []),
])
def test_the_scan_flags_every_form_of_a_private_use(source: str, expected: list) -> None:
    assert private_libcst_uses(source) == expected


def test_positions_of_generated_statements_are_those_of_the_whole_module() -> None:
    source = "import jax\n\n\n@jax.jit\ndef f(x):\n    return x + 1\n\ny = f(2)\n"
    module = cst.parse_module(source)
    generated = libcst_compat.StatementPositions(module)
    # The decorated function's code starts with its two leading blank lines, on line 2.
    assert generated.generate(module.body[1], 2) == "\n\n@jax.jit\ndef f(x):\n    return x + 1\n"
    whole = positions(module)
    table = generated.table()
    assert table[module.body[1]] == whole[module.body[1]]
    assert (table[module.body[1]].start.line, table[module.body[1]].end.line) == (5, 6)   # from `def`, as libcst counts
    assert module.body[0] not in table


def test_traversal_fields_are_those_node_visit_announces_in_its_order() -> None:
    call = cst.parse_expression("f(a, b=1)")
    assert libcst_compat.traversal_fields(call) == [
        "lpar", "func", "whitespace_after_func", "whitespace_before_args", "args", "rpar"]


@pytest.mark.parametrize("path", sorted((ROOT / "fixtures").rglob("*.py"))[::7], ids=lambda path: path.name)
def test_trees_built_with_libcst_validation_are_the_same(path: pathlib.Path, monkeypatch) -> None:
    """The fallback for node classes without slots builds the same trees, and libcst's validation accepts them."""
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    if not tree.body:
        pytest.skip("an empty file (a package's __init__.py): no statement to compare")
    try:
        fast, _ = from_ast.build_module(source, tree)
    except from_ast.Unsupported:
        pytest.skip("a form only libcst's parser rebuilds")
    monkeypatch.setattr(from_ast, "unvalidated_constructor", libcst_compat.validated_constructor)
    monkeypatch.setattr(from_ast, "_build", from_ast._Constructors())
    monkeypatch.setattr(from_ast, "_SINGLETONS", {})
    validated, _ = from_ast.build_module(source, tree)
    assert validated.deep_equals(fast)
    assert validated.body and type(validated.body[0]) is type(fast.body[0])


def test_libcst_is_pinned_to_a_tested_range_and_the_installed_release_is_in_it() -> None:
    """An untested libcst minor release must not be installed silently: the pin has an upper bound, and CI's
    lowest run installs the lower bound (.ci/run reads it from pyproject.toml)."""
    import importlib.metadata
    import re

    from packaging.requirements import Requirement

    try:
        import tomllib
    except ImportError:  # Python 3.10
        import tomli as tomllib
    with open(ROOT / "pyproject.toml", "rb") as file:
        dependencies = tomllib.load(file)["project"]["dependencies"]
    pins = [Requirement(spec) for spec in dependencies if re.match(r"libcst\b", spec)]
    assert len(pins) == 1
    operators = sorted(specifier.operator for specifier in pins[0].specifier)
    assert operators == ["<", ">="]
    assert pins[0].specifier.contains(importlib.metadata.version("libcst"))


_PARENTHESIZED_CLASS_PATTERN = '''import jax


class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y


def describe(shape):
    match shape:
        case (Point(x=0)):
            return "on the y axis"
        case _:
            return "elsewhere"


@jax.jit
def step(x):
    print("x is", x)
    return x + 1
'''


def test_libcst_traversal_keeps_a_parenthesized_class_pattern() -> None:
    """Before libcst 1.5, `node.visit()` rebuilt `case (Point(x=0)):` without its right parenthesis and raised
    CSTValidationError, so every fix (a libcst transformation, `MetadataWrapper`) and the JSON output's fix edits
    crashed on such a file: the pin's lower bound leaves those releases out."""
    module = cst.parse_module(_PARENTHESIZED_CLASS_PATTERN)
    assert module.visit(cst.CSTTransformer()).code == _PARENTHESIZED_CLASS_PATTERN


def test_a_file_with_a_parenthesized_class_pattern_is_fixed() -> None:
    from jaxlint.engine import Settings
    from jaxlint.fixes.plan import fix_source

    result = fix_source(_PARENTHESIZED_CLASS_PATTERN, "shapes.py", Settings(), False)
    assert result.fixed == _PARENTHESIZED_CLASS_PATTERN.replace('print("x is", x)', 'jax.debug.print("x is {}", x)')


def _node_classes(kind: type) -> list[type]:
    found = [kind]
    for subclass in kind.__subclasses__():
        found.extend(_node_classes(subclass))
    return found


def test_nodes_hash_by_identity_in_c() -> None:
    """Every libcst node class, and one defined after jaxlint's import, hashes with `object.__hash__`: lookups keyed
    by node stay identity lookups, without a Python call each."""
    assert all(kind.__hash__ is object.__hash__ for kind in _node_classes(cst.CSTNode))

    class Marked(cst.Name):
        pass

    first, twin = cst.Name("x"), cst.Name("x")
    table = {first: "first", Marked("x"): "marked"}
    assert Marked.__hash__ is object.__hash__
    assert table.get(first) == "first" and twin not in table and first == first and first != twin
