"""Random-walk Metropolis moves applied to every particle at once."""

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("logdensity_fn",))
def rmh_kernel(rng_key, positions, logdensity_fn, step_size, logdensity_params=()):
    """`logdensity_fn(x, *logdensity_params)`: the function is static, its parameters are traced."""
    move_key, accept_key = jax.random.split(rng_key)
    proposals = positions + step_size * jax.random.normal(move_key, positions.shape)

    def logdensity(x):
        return logdensity_fn(x, *logdensity_params)

    log_ratio = jax.vmap(logdensity)(proposals) - jax.vmap(logdensity)(positions)
    accept = jnp.log(jax.random.uniform(accept_key, log_ratio.shape)) < log_ratio
    return jnp.where(accept[:, None], proposals, positions)
