from functools import partial

import jax
import jax.numpy as jnp

from bpdecode.messages import max_product_sweep, pairwise_table


@partial(jax.jit, static_argnames="config")
def decode_chain(unaries, config):
    """MAP spins of a noisy Ising chain by damped max-product BP."""
    n = unaries.shape[0]
    table = pairwise_table(config.coupling)
    left = jnp.zeros((n - 1, 2))
    right = jnp.zeros((n - 1, 2))
    # Enough sweeps for the damped messages to settle below the tolerance.
    num_iters = jnp.ceil(jnp.log(config.tolerance) / jnp.log(config.damping)).astype(jnp.int32) + n
    for _ in range(num_iters):  # expect: JXL105
        left, right = max_product_sweep(left, right, unaries, table, config.damping)
    beliefs = unaries
    beliefs = beliefs.at[1:].add(right)
    beliefs = beliefs.at[:-1].add(left)
    return jnp.where(beliefs[:, 1] > beliefs[:, 0], 1, -1)
