import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("reps", "n_steps"))
def gbm_paths(key, reps, n_steps, s0, mu, sigma, dt):
    """reps price paths of GBM(mu, sigma) on n_steps intervals of length dt, the first column the initial price."""
    shocks = jax.random.normal(key, (reps, n_steps))
    growth = jnp.exp((mu - 0.5 * sigma ** 2) * dt + sigma * jnp.sqrt(dt) * shocks)
    paths = jnp.zeros((reps, n_steps + 1))
    paths = paths.at[:, 0].set(s0)
    paths = paths.at[:, 1:].set(s0 * jnp.cumprod(growth, axis=1))
    return paths
