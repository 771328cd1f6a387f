"""What `--fix` does for each code, in words: `jaxlint rule CODE`, the rule catalogue and README's Fixes table
show these (no libcst import: the documentation is read without the fixer)."""

from __future__ import annotations

from typing import NamedTuple


class Autofix(NamedTuple):
    applicability: str   # "safe": applied by --fix; "unsafe": also needs --unsafe-fixes
    rewrite: str


_STATIC = ("unsafe", "when the value is traced only through a defaulted parameter of the jitted function (a flag "
                     "or a size that steers Python): add it to `static_argnames` in the jit form used (`@jax.jit` -> "
                     "`@partial(jax.jit, static_argnames=(\"flag\",))`, `@partial(jax.jit, ...)`, "
                     "`jax.jit(f, ...)`, and flax's `nnx.jit` in the same forms); none under `eqx.filter_jit`, which "
                     "has no static_argnames and keeps a Python value static already (the message says so); unsafe: "
                     "each value compiles once more and must be hashable")

AUTOFIXES: dict[str, Autofix] = {
    "JXL101": Autofix(*_STATIC),
    "JXL103": Autofix("safe", "`a and b` -> `jnp.logical_and(a, b)` (`or`, `not` likewise; not when an operand is "
                              "a number, a string or another call's result, a value `or` hands back); `max(a, b)` -> "
                              "`jnp.maximum(a, b)` (`min` likewise); `lo < x < hi` -> `(lo < x) & (x < hi)` when "
                              "the middle operand is a name, attribute or constant"),
    "JXL104": Autofix(*_STATIC),
    "JXL105": Autofix(*_STATIC),
    "JXL201": Autofix("safe", "`print(\"loss\", x)` -> `jax.debug.print(\"loss {}\", x)`: literals and f-string "
                              "text become the format, traced values its placeholders, untraced values are written "
                              "in when tracing; unsafe with a format spec, a conversion or `end=`; none with "
                              "`file=`; `import jax` added when missing"),
    "JXL301": Autofix("safe", "`x[i] = v` -> `x = x.at[i].set(v)`; `+=`, `-=`, `*=`, `/=`, `**=` -> `.add`, "
                              "`.subtract`, `.multiply`, `.divide`, `.power` (slices and tuples of indices too; "
                              "`x[...] = v` never); with a traced boolean mask, `x[mask] = v` -> "
                              "`x = jnp.where(mask, v, x)`, unsafe (`v` must broadcast against `x`)"),
    "JXL302": Autofix("unsafe", "`x.at[i].set(v)` -> `x = x.at[i].set(v)` when `x` is a name; unsafe: the update "
                                "now takes effect, so everything after it computes with the updated array (check "
                                "the index and the value: code that never ran may be wrong too)"),
    "JXL501": Autofix("unsafe", "`jax.jit(lambda ...)` (or of a `partial` or a transformed function) in a `for`/"
                                "`while` loop -> `jitted = jax.jit(lambda ...)` before the loop and `jitted` in its "
                                "place; a `@jax.jit`-decorated def in the loop moves, whole, before it; when nothing "
                                "it reads is assigned in the loop; unsafe: the expression now runs once, before the "
                                "loop"),
    "JXL401": Autofix("safe", "`np.f(x)` -> `jnp.f(x)` for the functions jax.numpy has with the same meaning "
                              "(jaxlint/fixes/numpy_table.py), with the file's jax.numpy alias or a new "
                              "`import jax.numpy as jnp`"),
}


def documentation_lines(code: str) -> list[str]:
    fix = AUTOFIXES.get(code)
    if fix is None:
        return ["", "Automatic fix", "  none: the message and the fix above say what to write"]
    how = "--fix" if fix.applicability == "safe" else "--fix --unsafe-fixes"
    return ["", f"Automatic fix ({fix.applicability}, {how})", "  " + fix.rewrite]
