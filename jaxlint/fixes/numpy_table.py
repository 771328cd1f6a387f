"""The numpy functions whose jax.numpy namesake computes the same thing from the same arguments: JXL401's fix
swaps `np.` for `jnp.` only for these. Left out on purpose: functions that write into an argument (`np.copyto`,
`np.put`, `np.place`, `np.fill_diagonal`), whose results depend on the data's size (`np.nonzero`, `np.unique`,
`np.where` with one argument, `np.argwhere`), and those jax.numpy lacks or spells differently. A test checks every
name against jax.numpy's own namespace."""

from __future__ import annotations

JAX_NUMPY_EQUIVALENTS = frozenset({
    # elementwise math
    "abs", "absolute", "add", "arccos", "arccosh", "arcsin", "arcsinh", "arctan", "arctan2", "arctanh", "cbrt",
    "ceil", "clip", "cos", "cosh", "deg2rad", "degrees", "divide", "exp", "exp2", "expm1", "fabs", "floor",
    "floor_divide", "fmax", "fmin", "fmod", "hypot", "isfinite", "isinf", "isnan", "log", "log10", "log1p", "log2",
    "logaddexp", "logical_and", "logical_not", "logical_or", "logical_xor", "maximum", "minimum", "mod",
    "multiply", "negative", "power", "rad2deg", "radians", "reciprocal", "remainder", "rint", "round", "sign",
    "sin", "sinh", "sqrt", "square", "subtract", "tan", "tanh", "true_divide", "trunc", "where",
    # reductions
    "all", "any", "argmax", "argmin", "average", "count_nonzero", "cumprod", "cumsum", "max", "mean", "median",
    "min", "nanmax", "nanmean", "nanmin", "nansum", "prod", "ptp", "std", "sum", "var",
    # shapes and construction from arrays
    "array", "asarray", "atleast_1d", "atleast_2d", "atleast_3d", "broadcast_to", "concatenate", "diag",
    "diagonal", "expand_dims", "flip", "full_like", "hstack", "moveaxis", "ones_like", "pad", "ravel",
    "repeat", "reshape", "roll", "squeeze", "stack", "swapaxes", "take", "take_along_axis", "tile", "transpose",
    "tril", "triu", "vstack", "zeros_like",
    # products and linear algebra
    "cross", "dot", "einsum", "inner", "kron", "matmul", "outer", "tensordot", "trace", "vdot",
    "linalg.det", "linalg.eigh", "linalg.inv", "linalg.norm", "linalg.pinv", "linalg.slogdet", "linalg.solve",
    "linalg.svd",
    # comparisons and sorting
    "allclose", "argsort", "array_equal", "equal", "greater", "greater_equal", "isclose", "less", "less_equal",
    "not_equal", "searchsorted", "sort",
})
