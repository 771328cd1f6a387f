from functools import partial

import jax
import jax.numpy as jnp

from annealing.landscape import double_well


@partial(jax.jit, static_argnames=("temperature",))
def langevin_step(x, key, step_size, temperature):
    drift = jax.grad(double_well)(x)
    noise = jax.random.normal(key, x.shape)
    return x - step_size * drift + jnp.sqrt(2.0 * step_size * temperature) * noise
