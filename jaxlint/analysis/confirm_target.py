"""What `--confirm` must run to reproduce a finding, worked out from the static facts.

Confirm never re-runs static analysis: each finding carries a `ConfirmTarget` naming, by Python qualified name, the
functions whose execution reaches the flagged line, in the order worth trying, with how to run each one (trace it
abstractly as its JAX wrapper would, or call it with small concrete values when it is ordinary Python code that
creates the traced function itself), and which of its parameters JAX treats as static there.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import libcst as cst

from .module import FunctionNode, ModuleFacts, ScopeNode

_MAX_ENTRIES = 5
_MAX_DEPTH = 6


@dataclass(frozen=True)
class ConfirmEntry:
    """One function to run: `qualname` is importable from the module (no `<locals>`, no `<lambda>`)."""
    qualname: str
    # "trace": JAX traces it (jit, vmap, lax body, helper of those); "call": plain Python that builds jitted
    # functions or calls them, run with concrete values.
    mode: str
    wrapper: str                          # why it is traced: "jax.jit", "lax.scan body", "called from traced `f`"
    static_argnames: tuple[str, ...] = ()
    method: bool = False                  # first parameter is `self`/`cls`


@dataclass(frozen=True)
class ConfirmTarget:
    function: str                         # qualified name of the innermost function around the finding ("" at top)
    traced: bool                          # the finding is inside code JAX traces
    root: bool                            # that function is traced by a wrapper itself, not as a helper
    entries: tuple[ConfirmEntry, ...]
    # JXL5xx: the name of the function that is compiled again and again (`<lambda>`, `scale`), when known.
    compiled_name: str = ""


def qualified_name(facts: ModuleFacts, node: Optional[cst.CSTNode]) -> str:
    """Python's `__qualname__` for a def, lambda or class: `Model.__call__`, `outer.<locals>.inner`."""
    parts: list[str] = []
    current = node
    while current is not None and not isinstance(current, cst.Module):
        if isinstance(current, cst.FunctionDef):
            parts.append(current.name.value)
        elif isinstance(current, cst.ClassDef):
            parts.append(current.name.value)
        elif isinstance(current, cst.Lambda):
            parts.append("<lambda>")
        parent = facts.parent_scope(current)  # type: ignore[arg-type]
        if isinstance(parent, (cst.FunctionDef, cst.Lambda)):
            parts.append("<locals>")
        current = parent
    return ".".join(reversed(parts))


def _importable(qualname: str) -> bool:
    return bool(qualname) and "<" not in qualname


def confirm_target(facts: ModuleFacts, function: Optional[FunctionNode], node: cst.CSTNode) -> ConfirmTarget:
    traced = facts.traced.get(function) if function is not None else None  # type: ignore[arg-type]
    entries = _Entries(facts)
    entries.add(function, 0)
    unique: list[ConfirmEntry] = []
    for entry in entries.found:
        if entry.qualname not in {e.qualname for e in unique}:
            unique.append(entry)
    return ConfirmTarget(
        function=qualified_name(facts, function) if function is not None else "",
        traced=traced is not None, root=bool(traced and traced.root), entries=tuple(unique[:_MAX_ENTRIES]),
        compiled_name=_compiled_name(facts, node))


def _compiled_name(facts: ModuleFacts, node: cst.CSTNode) -> str:
    site = facts.jit_sites.get(node)
    if site is not None:
        return "<lambda>" if site.target_kind == "lambda" else site.target_name
    if isinstance(node, cst.Call) and isinstance(node.func, cst.Name):
        callable_ = facts.static_callables.get(node.func.value)
        if callable_ is not None:
            return callable_.function_name
    return ""


class _Entries:
    """What --confirm may run to reach a finding, innermost first or callers first (a class, not a recursive
    closure: that would be a reference cycle keeping the module's facts alive)."""

    def __init__(self, facts: ModuleFacts) -> None:
        self.facts = facts
        self.found: list[ConfirmEntry] = []
        self.seen: set[int] = set()

    def add(self, scope: Optional[ScopeNode], depth: int) -> None:
        if not isinstance(scope, (cst.FunctionDef, cst.Lambda)) or id(scope) in self.seen or depth > _MAX_DEPTH:
            return
        self.seen.add(id(scope))
        info = self.facts.functions.get(scope)
        if info is None:
            return
        current = self.facts.traced.get(scope)
        if current is None:
            entry = ConfirmEntry(qualified_name(self.facts, scope), "call", "called", (), info.is_method)
            names = [entry.qualname]
        else:
            static = tuple(sorted(current.static_params & set(info.all_params)))
            names = [qualified_name(self.facts, scope)]
            names += [qualified_name(self.facts, alias_scope) + "." + alias if isinstance(alias_scope, cst.ClassDef)
                      else alias for alias, alias_scope in self.facts.jit_aliases_of(scope)
                      if isinstance(alias_scope, (cst.Module, cst.ClassDef))]
            entry = ConfirmEntry(names[0], "trace", current.reason, static, info.is_method)
        own = [ConfirmEntry(name, entry.mode, entry.wrapper, entry.static_argnames, entry.method and name == names[0])
               for name in names if _importable(name)][:1]
        outward: list[ScopeNode] = list(current.entered_from) if current is not None else []
        outward.append(info.scope)
        if current is not None and not current.root:
            # A helper: what its traced callers pass it is what JAX really sees; the helper alone comes after.
            for scope_out in outward:
                self.add(scope_out, depth + 1)
            self.found.extend(own)
        else:
            self.found.extend(own)
            for scope_out in outward:
                self.add(scope_out, depth + 1)
