"""What a function's body does with each parameter, read from its source (worker side, `ast` only): the shape of
a pytree to guess for a parameter without annotation (`p["w"]`: a dict with key "w"; `p.mean`: a record with field
`mean`; `a, b = p` or `p[0]`: a tuple; `for x in p`: a sequence; `p(x)` or `jax.vmap(p)`: a function)."""

from __future__ import annotations

import ast
import inspect
import textwrap
from dataclasses import dataclass, field
from typing import Callable, Optional

# Attributes and methods of an array: a parameter used only through these is an array.
ARRAY_ATTRIBUTES = frozenset({
    "shape", "dtype", "ndim", "size", "T", "mT", "at", "real", "imag", "itemsize", "nbytes", "weak_type",
    "sum", "mean", "max", "min", "prod", "std", "var", "all", "any", "argmax", "argmin", "cumsum", "cumprod",
    "reshape", "astype", "transpose", "squeeze", "ravel", "flatten", "clip", "round", "dot", "conj", "copy",
    "item", "tolist", "view", "swapaxes", "take", "repeat", "sort", "argsort", "nonzero", "block_until_ready",
    "addressable_data", "sharding", "devices", "aval",
})


# Functions that take functions: the positions of their function arguments and how many arguments each is
# called with (`lax.scan(f, init, xs)` calls `f(carry, x)`). A parameter passed there is a function.
FUNCTION_ARGUMENTS = {
    **{name: {0: 1} for name in ("jit", "vmap", "pmap", "grad", "value_and_grad", "jacfwd", "jacrev", "hessian",
                                 "checkpoint", "remat", "eval_shape", "make_jaxpr", "map", "filter_jit",
                                 "filter_vmap", "filter_grad", "filter_value_and_grad", "associative_scan")},
    "scan": {0: 2}, "fori_loop": {2: 2}, "while_loop": {0: 1, 1: 1}, "cond": {1: 1, 2: 1},
}


@dataclass
class Use:
    keys: list[str] = field(default_factory=list)       # string subscripts, in order of first use
    fields: list[str] = field(default_factory=list)     # attributes read (not array attributes, not called)
    methods: set[str] = field(default_factory=set)      # attributes called (`p.apply(...)`)
    unpacked: int = 0                                   # `a, b = p`: how many
    indexed: int = 0                                    # `p[2]`: the highest integer index plus one
    iterated: bool = False                              # `for x in p`, `zip(p, ...)` (not `len(p)`: arrays too)
    called: int = -1                                    # `p(x, y)`: with how many arguments (-1: never)

    def structure(self) -> str:
        """"dict", "record", "tuple", "sequence", "callable" or "" (an array, or nothing tells)."""
        if self.called >= 0:
            return "callable"
        if self.keys:
            return "dict"
        if self.fields and not self.methods:
            return "record"
        if self.unpacked or self.indexed:
            return "tuple"
        if self.iterated:
            return "sequence"
        return ""


def parameter_uses(function: Callable) -> dict[str, Use]:
    """For each parameter of `function`, how its body uses it ({} when the source cannot be read)."""
    try:
        source = textwrap.dedent(inspect.getsource(function))
        tree = ast.parse(source)
    except (OSError, TypeError, SyntaxError, ValueError, IndentationError):
        return {}
    definition = next((node for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef,
                                                                             ast.AsyncFunctionDef))), None)
    if definition is None:
        return {}
    arguments = definition.args
    names = {a.arg for a in arguments.posonlyargs + arguments.args + arguments.kwonlyargs}
    uses = {name: Use() for name in names}
    parents: dict[int, ast.AST] = {}
    for node in ast.walk(definition):
        for child in ast.iter_child_nodes(node):
            parents[id(child)] = node
    for node in ast.walk(definition):
        if not (isinstance(node, ast.Name) and node.id in uses and isinstance(node.ctx, ast.Load)):
            continue
        parent = parents.get(id(node))
        _record(uses[node.id], node, parent, parents.get(id(parent)) if parent is not None else None)
    return uses


def _record(use: Use, node: ast.Name, parent: Optional[ast.AST], grandparent: Optional[ast.AST]) -> None:
    if isinstance(parent, ast.Subscript) and parent.value is node:
        index = parent.slice
        if isinstance(index, ast.Constant) and isinstance(index.value, str):
            if index.value not in use.keys:
                use.keys.append(index.value)
        elif isinstance(index, ast.Constant) and type(index.value) is int and 0 <= index.value < 8:
            use.indexed = max(use.indexed, index.value + 1)
    elif isinstance(parent, ast.Attribute) and parent.value is node:
        if parent.attr in ARRAY_ATTRIBUTES or parent.attr.startswith("__"):
            return
        if isinstance(grandparent, ast.Call) and grandparent.func is parent:
            use.methods.add(parent.attr)
        elif parent.attr not in use.fields:
            use.fields.append(parent.attr)
    elif isinstance(parent, ast.Call) and parent.func is node:
        use.called = max(use.called, len(parent.args))
    elif isinstance(parent, ast.Call) and node in parent.args and _callee_name(parent.func) in FUNCTION_ARGUMENTS:
        arity = FUNCTION_ARGUMENTS[_callee_name(parent.func)].get(parent.args.index(node))
        if arity is not None:
            use.called = max(use.called, arity)
    elif isinstance(parent, ast.Call) and isinstance(parent.func, ast.Name) and \
            parent.func.id in ("zip", "enumerate", "list", "tuple", "reversed", "sorted"):
        use.iterated = True
    elif isinstance(parent, (ast.For, ast.comprehension)) and parent.iter is node:
        use.iterated = True
    elif isinstance(parent, ast.Assign) and parent.value is node and len(parent.targets) == 1 and \
            isinstance(parent.targets[0], (ast.Tuple, ast.List)) and \
            not any(isinstance(e, ast.Starred) for e in parent.targets[0].elts):
        use.unpacked = len(parent.targets[0].elts)


def _callee_name(function: ast.expr) -> str:
    """`jax.lax.scan` and `scan` alike: the last name."""
    if isinstance(function, ast.Attribute):
        return function.attr
    return function.id if isinstance(function, ast.Name) else ""
