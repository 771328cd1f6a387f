"""Functions of a module that only ever run while a Pallas kernel or a primitive's lowering is traced.

`pl.pallas_call(kernel, ...)` traces `kernel` (on Refs) into one kernel program, and `mlir.lower_fun(impl)` traces
`impl` into the primitive's lowering: neither calls its function eagerly. A module function whose every use in the
module is a call from such a kernel (directly, through a lambda or `functools.partial` handed over, from a def nested
in it, or from another function of this kind) therefore runs only inside that trace: a loop there unrolls into the
one program, and a lax loop it runs is traced with it, never compiled on its own per call.

Only the kernel question is answered here; the traced regions of jit and the lax loops are regions.py's.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, Optional

from .ast_nodes import ast_child_nodes, qualified_name
from .tables import PARTIAL

if TYPE_CHECKING:
    from .module import ModuleFacts

# The last part of the calls that trace the function they get first into a kernel or a lowering, never running it.
_KERNEL_TRACERS = frozenset({"pallas_call", "lower_fun"})
_KERNEL_MODULES = ("jax.experimental.pallas", "jax.interpreters.mlir", "jax._src.interpreters.mlir", "jax._src.pallas")

_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)


def functions_run_only_in_kernels(facts: "ModuleFacts") -> frozenset[str]:
    """The names of the module-level functions that only run while a Pallas kernel or a lowering is traced (module
    docstring): those handed to `pl.pallas_call`/`mlir.lower_fun` (by name, in a `functools.partial`), and the
    private ones (`_block_solve`: no other module is meant to call it) every use of which in this module is inside
    one of them or inside a lambda handed to a kernel tracer. Read on the whole file's tree: the callers sit far from
    the traced statements the analysis keeps."""
    if facts.kernel_only_functions is None:
        tree = facts.text_tree()
        source = facts.locator.text if facts.locator is not None else ""
        facts.kernel_only_functions = frozenset() if tree is None or not any(
            word in source for word in _KERNEL_TRACERS) else _kernel_only(tree, facts.imports.aliases)
    return facts.kernel_only_functions


def _kernel_only(tree: ast.Module, aliases: dict[str, str]) -> frozenset[str]:
    defs = {statement.name: statement for statement in tree.body
            if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef))}
    kernels: set[str] = set()
    kernel_lambdas: set[ast.Lambda] = set()
    handed: set[int] = set()    # the names handed to a kernel tracer: not a use that runs the function
    uses: dict[str, list[tuple[ast.AST, ...]]] = {}
    pending: list[tuple[ast.AST, tuple[ast.AST, ...]]] = [(tree, ())]
    while pending:
        node, scopes = pending.pop()
        if isinstance(node, ast.Name) and node.id in defs and id(node) not in handed:
            uses.setdefault(node.id, []).append(scopes)
        elif isinstance(node, ast.Call):
            kernel = _kernel_handed(node, aliases)
            if isinstance(kernel, ast.Name):
                kernels.add(kernel.id)
                handed.add(id(kernel))
            elif isinstance(kernel, ast.Lambda):
                kernel_lambdas.add(kernel)
        inner = scopes + (node,) if isinstance(node, _SCOPES) else scopes
        pending.extend((child, inner) for child in ast_child_nodes(node))
    if not kernels and not kernel_lambdas:
        return frozenset()
    found: set[str] = set()
    inside: set[ast.AST] = set(kernel_lambdas)
    changed = True
    while changed:
        changed = False
        for name, node in defs.items():
            if name in found:
                continue
            chains = uses.get(name, ())
            # A kernel handed by name may be run nowhere else; any other function must be private and used.
            if name not in kernels and (not name.startswith("_") or not chains):
                continue
            if all(any(scope in inside for scope in chain) for chain in chains):
                found.add(name)
                inside.add(node)
                changed = True
    return frozenset(found)


def _kernel_handed(call: ast.Call, aliases: dict[str, str]) -> Optional[ast.AST]:
    """What `call` hands a kernel tracer to trace (`pl.pallas_call(kernel, ...)`), or None."""
    module, _, last = (qualified_name(call.func, aliases) or "").rpartition(".")
    if last not in _KERNEL_TRACERS or not module.startswith(_KERNEL_MODULES) or not call.args:
        return None
    kernel = call.args[0]
    if isinstance(kernel, ast.Call) and qualified_name(kernel.func, aliases) in PARTIAL and kernel.args:
        kernel = kernel.args[0]   # `pl.pallas_call(functools.partial(_kernel, block=b), ...)`
    return kernel
