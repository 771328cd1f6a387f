"""Resolve local names to the qualified names of what the module imported.

Rules and the trace analysis never match decorator or call text: they ask for the qualified name of an
expression (``jnp.sin`` -> ``jax.numpy.sin``), so any import alias works.
"""

from __future__ import annotations

import libcst as cst

from .import_names import bind_from_import, bind_import, bind_none_constant, qualify
from .walk import walk


def dotted_name(node: cst.BaseExpression) -> str | None:
    """`a.b.c` -> "a.b.c"; anything that is not a plain dotted name -> None."""
    # Exact classes: libcst's node classes are ABCs, whose isinstance checks are slow.
    kind = type(node)
    if kind is cst.Name:
        return node.value  # type: ignore[attr-defined]
    if kind is cst.Attribute:
        base = dotted_name(node.value)  # type: ignore[attr-defined]
        return None if base is None else f"{base}.{node.attr.value}"  # type: ignore[attr-defined]
    return None


class ImportMap:
    """Module-wide map from a local name to the qualified name it was imported as.

    Imports inside functions are merged in: shadowing an import alias with a local variable of the same name is
    rare enough in JAX code that one map per module is the right trade for speed.
    """

    def __init__(self) -> None:
        self.aliases: dict[str, str] = {}
        # `from .utils import helper` -> {"helper": (1, "utils.helper")}: resolved against the file's package on
        # disk (analysis/project.py), never by importing.
        self.relative: dict[str, tuple[int, str]] = {}

    @classmethod
    def from_module(cls, module: cst.Module) -> "ImportMap":
        imports = cls()
        collector = _ImportCollector(imports.aliases, imports.relative)
        walk(module, collector)
        for line in module.body:
            for statement in line.body if isinstance(line, cst.SimpleStatementLine) else ():
                if isinstance(statement, cst.Assign) and len(statement.targets) == 1 and \
                        isinstance(statement.targets[0].target, cst.Name):
                    bind_none_constant(imports.aliases, statement.targets[0].target.value,
                                       dotted_name(statement.value))
        return imports

    def qualified_name(self, node: cst.BaseExpression) -> str | None:
        """The canonical qualified name of `node` if it names something imported, else None."""
        return qualify(dotted_name(node), self.aliases)

    def imports_any(self, *roots: str) -> bool:
        return any(q == r or q.startswith(r + ".") for q in self.aliases.values() for r in roots)

    def project_target(self, dotted: str, libraries: tuple[str, ...]) -> tuple[int, str] | None:
        """(dots, qualified name) of what `dotted` names in another module when its head is imported from a module
        other than `libraries` (`from .layers import Dense`: `Dense.make` is (1, "layers.Dense.make")); None when
        its head is not imported, or is imported from one of `libraries`."""
        head, _, rest = dotted.partition(".")
        if head in self.relative:
            level, imported = self.relative[head]
        elif head in self.aliases and self.aliases[head].split(".")[0] not in libraries:
            level, imported = 0, self.aliases[head]
        else:
            return None
        return level, f"{imported}.{rest}" if rest else imported


class _ImportCollector(cst.CSTVisitor):
    def __init__(self, aliases: dict[str, str], relative: dict[str, tuple[int, str]]) -> None:
        self.aliases = aliases
        self.relative = relative

    def visit_Import(self, node: cst.Import) -> bool:
        for alias in node.names:
            full = dotted_name(alias.name)
            if full is not None:
                bind_import(self.aliases, full, _as_name(alias))
        return False

    def visit_ImportFrom(self, node: cst.ImportFrom) -> bool:
        if isinstance(node.names, cst.ImportStar):
            return False
        module = dotted_name(node.module) if node.module is not None else None
        if node.module is not None and module is None:
            return False
        names = [(name, _as_name(alias)) for alias in node.names
                 for name in (dotted_name(alias.name),) if name is not None]
        bind_from_import(self.aliases, self.relative, module, len(node.relative), names)
        return False


def _as_name(alias: cst.ImportAlias) -> str | None:
    return alias.asname.name.value if alias.asname is not None and isinstance(alias.asname.name, cst.Name) else None
