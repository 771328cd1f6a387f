from functools import partial

import jax
import jax.numpy as jnp

from numdiff.stencils import eval_points, step_sizes


@partial(jax.jit, static_argnames=("f", "n_terms"))
def derivative(f, x, h0, n_terms=4):
    h = step_sizes(h0, n_terms)
    points = eval_points(x, h)
    values = f(points)
    table = (values[:, :n_terms] - values[:, n_terms:]) / (2.0 * h[None, :])
    for level in range(1, n_terms):
        weight = 4.0 ** level
        table = (weight * table[:, 1:] - table[:, :-1]) / (weight - 1.0)
    return table[:, 0]
