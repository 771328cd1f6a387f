"""The shape of the package: no import cycle among jaxlint's modules, counting imports inside functions."""

from __future__ import annotations

import ast
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = os.path.join(ROOT, "jaxlint")


def _module_names() -> dict[str, str]:
    """Dotted module name -> file, for every module of the package."""
    found = {}
    for base, directories, names in os.walk(PACKAGE):
        directories[:] = [d for d in directories if d != "__pycache__"]
        for name in names:
            if name.endswith(".py"):
                path = os.path.join(base, name)
                dotted = os.path.relpath(path[:-3], ROOT).replace(os.sep, ".")
                found[dotted.removesuffix(".__init__")] = path
    return found


def _runtime_nodes(tree: ast.AST):
    pending = [tree]
    while pending:
        node = pending.pop()
        yield node
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            pending.extend(node.orelse)
        else:
            pending.extend(ast.iter_child_nodes(node))


def import_graph() -> dict[str, set[str]]:
    """Each module -> the jaxlint modules it imports anywhere in its text (top level, in functions): `from . import
    x` names module x, `from .m import f` names module m. Imports under `if TYPE_CHECKING:` never run: a helper
    module that takes `ModuleFacts` names its type there without depending on it."""
    modules = _module_names()
    graph: dict[str, set[str]] = {}
    for module, path in modules.items():
        with open(path, encoding="utf-8") as handle:
            tree = ast.parse(handle.read(), path)
        package = module if path.endswith("__init__.py") else module.rpartition(".")[0]
        imported: set[str] = set()
        for node in _runtime_nodes(tree):
            if isinstance(node, ast.Import):
                imported.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    parts = package.split(".")
                    base = ".".join(parts[:len(parts) - node.level + 1])
                    source = f"{base}.{node.module}" if node.module else base
                else:
                    source = node.module or ""
                for alias in node.names:
                    submodule = f"{source}.{alias.name}"
                    imported.add(submodule if submodule in modules else source)
        graph[module] = {name for name in imported if name in modules and name != module}
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str]:
    """One cycle as [a, b, ..., a], or [] when the graph has none."""
    state: dict[str, int] = {}   # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        path.append(node)
        for neighbour in sorted(graph.get(node, ())):
            if state.get(neighbour) == 1:
                return path[path.index(neighbour):] + [neighbour]
            if neighbour not in state:
                cycle = visit(neighbour)
                if cycle:
                    return cycle
        path.pop()
        state[node] = 2
        return []

    for start in sorted(graph):
        if start not in state:
            cycle = visit(start)
            if cycle:
                return cycle
    return []


def test_the_graph_sees_relative_and_function_level_imports():
    graph = import_graph()
    assert "jaxlint.analysis.module" in graph["jaxlint.rules.base"]           # from ..analysis.module import
    assert "jaxlint.rules.control_flow" in graph["jaxlint.rules"]             # from . import control_flow
    assert "jaxlint.analysis.regions" in graph["jaxlint.engine"]              # imported inside a function
    assert "jaxlint.analysis.project" in graph["jaxlint.context"]             # imported inside a method


def test_the_cycle_finder_finds_a_cycle_through_a_function_level_import():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) == []


def test_no_import_cycle_in_jaxlint():
    cycle = find_cycle(import_graph())
    assert cycle == [], "import cycle: " + " -> ".join(cycle)


# Each layer and the jaxlint modules it may import: nothing imports upwards (the front ends and the engine drive
# the analysis and the rules, never the other way round).
_LAYERS = {
    # dataclass_code (the kept code of generated methods and constructors) is a leaf like files and codes.
    "jaxlint.analysis": ("jaxlint.analysis", "jaxlint.files", "jaxlint.codes", "jaxlint.dataclass_code"),
    # A rule offers its fix through the fix builders and documents it from the catalogue: both are leaves.
    "jaxlint.rules": ("jaxlint.rules", "jaxlint.analysis", "jaxlint.codes", "jaxlint.fixes.builders",
                      "jaxlint.fixes.catalog"),
    "jaxlint.fixes.builders": ("jaxlint.fixes.numpy_table",),
    "jaxlint.fixes.catalog": (),
    "jaxlint.fixes.numpy_table": (),
    "jaxlint.report": ("jaxlint.report", "jaxlint.diagnostics", "jaxlint.codes", "jaxlint.files", "jaxlint.rules",
                       "jaxlint"),
}


def test_no_layer_imports_upwards():
    graph = import_graph()
    wrong = []
    for module, imported in sorted(graph.items()):
        for layer, allowed in _LAYERS.items():
            if module == layer or module.startswith(layer + "."):
                wrong += [(module, name) for name in sorted(imported)
                          if not any(name == a or name.startswith(a + ".") for a in allowed if a != "jaxlint")
                          and not ("jaxlint" in allowed and name == "jaxlint")]
    assert wrong == []
