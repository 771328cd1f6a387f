"""Resolve local names to the qualified names of what the module imported.

Rules and the trace analysis never match decorator or call text: they ask for the qualified name of an
expression (``jnp.sin`` -> ``jax.numpy.sin``), so any import alias works.
"""

from __future__ import annotations

import functools

import libcst as cst

from .walk import walk

# Public aliases of the same object, folded so that callers check one spelling.
_CANONICAL_PREFIXES = {
    "jax.experimental.shard_map.shard_map": "jax.shard_map",
    "jax.experimental.shard.shard_map": "jax.shard_map",
    "jax.remat": "jax.checkpoint",
    "jax.ad_checkpoint.checkpoint": "jax.checkpoint",
    "jax.api.jit": "jax.jit",
    "jax.experimental.pjit.pjit": "jax.jit",
    "jax.experimental.pjit": "jax.jit",
    "jax.pjit": "jax.jit",
    "flax.linen.jit": "flax.linen.jit",
    "numpy.core.numeric": "numpy",
    "jax._src.numpy": "jax.numpy",
    "jax.experimental.checkify.checkify": "jax.experimental.checkify.checkify",
}


# Memoised: a project names the same few hundred qualified names again and again.
@functools.lru_cache(maxsize=100_000)
def canonical(qualified: str) -> str:
    for prefix, replacement in _CANONICAL_PREFIXES.items():
        if qualified == prefix or qualified.startswith(prefix + "."):
            return replacement + qualified[len(prefix):]
    return qualified


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


# How import statements bind names, for both trees: the libcst collector above and the region planner's `ast` one
# (analysis/ast_nodes.py) fill their tables with these.
def bind_import(aliases: dict[str, str], name: str, asname: str | None) -> None:
    """`import a.b as c` binds `c` to a.b; `import a.b` binds `a` (attribute access then spells the rest)."""
    if asname is not None:
        aliases[asname] = name
    else:
        head = name.split(".")[0]
        aliases[head] = head


def bind_from_import(aliases: dict[str, str], relative: dict[str, tuple[int, str]], module: str | None, level: int,
                     names: list[tuple[str, str | None]]) -> None:
    """`from module import name [as local], ...` (`level` leading dots; `names` without `*`): absolute imports go
    to `aliases`, relative ones to `relative` as (level, dotted name), resolved on disk by analysis/project.py."""
    if level:
        for name, asname in names:
            relative[asname or name] = (level, f"{module}.{name}" if module else name)
    elif module is not None:
        for name, asname in names:
            aliases[asname or name] = f"{module}.{name}"


# Library constants that are None: `jnp.newaxis` in an `in_axes` entry leaves that argument unmapped.
NONE_CONSTANTS = frozenset({"numpy.newaxis", "jax.numpy.newaxis"})


def bind_none_constant(aliases: dict[str, str], name: str, dotted: str | None) -> None:
    """`na = jnp.newaxis` at module level: `na` names the constant as an import alias would (read after the
    imports, for both trees)."""
    qualified = qualify(dotted, aliases)
    if qualified in NONE_CONSTANTS:
        aliases[name] = qualified


def qualify(dotted: str | None, aliases: dict[str, str]) -> str | None:
    """The canonical qualified name a dotted name `head.rest` spells when `head` is imported, else None."""
    if dotted is None:
        return None
    head, _, rest = dotted.partition(".")
    imported = aliases.get(head)
    if imported is None:
        return None
    return canonical(f"{imported}.{rest}" if rest else imported)
