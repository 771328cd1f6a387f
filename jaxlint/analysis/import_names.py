"""How import statements bind names, and the canonical spelling of the qualified names they give.

Both trees read these: the analysis's libcst collector (imports.py) and the region planner's `ast` one
(ast_nodes.py). Nothing here imports libcst: the planner runs on files that never build a libcst tree.
"""

from __future__ import annotations

import ast
import functools
from typing import Optional

from .tables import MODELLED_LIBRARIES

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
    # jax.numpy re-exports NumPy's own file writers: `jnp.save(f, x)` converts `x` with NumPy.
    "jax.numpy.save": "numpy.save",
    "jax.numpy.savez": "numpy.savez",
    "jax.experimental.checkify.checkify": "jax.experimental.checkify.checkify",
}


# Memoised: a project names the same few hundred qualified names again and again.
@functools.lru_cache(maxsize=100_000)
def canonical(qualified: str) -> str:
    for prefix, replacement in _CANONICAL_PREFIXES.items():
        if qualified == prefix or qualified.startswith(prefix + "."):
            return replacement + qualified[len(prefix):]
    return qualified


# How import statements bind names, for both trees: the libcst collector (imports.py) and the region planner's `ast`
# one (ast_nodes.py) fill their tables with these.
# Host libraries a module falls back on when JAX is missing, under the name it gave JAX's counterpart.
_HOST_FALLBACKS = ("numpy", "scipy")


def _bind(aliases: dict[str, str], local: str, qualified: str) -> None:
    """Bind `local` to `qualified`, except that a name already bound to JAX keeps it against a NumPy or SciPy
    binding: `try: import jax.numpy as jnp / except ImportError: import numpy as jnp` (or the two branches of an
    `if use_jax:`) gives the module a back end for machines without JAX, and code that JAX traces only runs where
    the JAX import succeeded."""
    if qualified.split(".")[0] in _HOST_FALLBACKS and aliases.get(local, "").split(".")[0] == "jax":
        return
    aliases[local] = qualified


def bind_import(aliases: dict[str, str], name: str, asname: str | None) -> None:
    """`import a.b as c` binds `c` to a.b; `import a.b` binds `a` (attribute access then spells the rest)."""
    if asname is not None:
        _bind(aliases, asname, name)
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
            _bind(aliases, asname or name, f"{module}.{name}")


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


def project_import(name: str, relative: dict[str, tuple[int, str]], aliases: dict[str, str]
                   ) -> Optional[tuple[int, str]]:
    """(leading dots, dotted target) of `name` when a file imports it from another file of its project: by a relative
    import, or by an absolute one of no library the analysis models; else None."""
    if name in relative:
        return relative[name]
    if name in aliases and not aliases[name].startswith(MODELLED_LIBRARIES):
        return 0, aliases[name]
    return None


def imported_from_jax(tree: ast.Module, name: str) -> bool:
    """Does some import of the module, at any depth, bind `name` to a name of jax? A module written for two back ends
    imports `cho_factor` from `jax.scipy.linalg` on one branch and from `scipy.linalg` on the other (`if use_jax:
    ... else: ...`): the import tables keep the last one, which need not be the one that runs."""
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and not node.level and (node.module or "").split(".")[0] == "jax":
            if any((alias.asname or alias.name) == name for alias in node.names):
                return True
        elif isinstance(node, ast.Import) and any(
                alias.name.split(".")[0] == "jax" and (alias.asname or alias.name.split(".")[0]) == name
                for alias in node.names):
            return True
    return False
