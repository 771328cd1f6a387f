from functools import partial

import jax
import jax.numpy as jnp

from .bellman import bellman_update
from .storage import save_period


@partial(jax.jit, static_argnames=("n_periods", "out_dir"))
def backward_induction(wealth_grid, beta, n_periods, out_dir):
    values = jnp.log(wealth_grid)
    for period in reversed(range(n_periods)):
        values = bellman_update(values, wealth_grid, beta)
        save_period(out_dir, period, values)
    return values
