"""A random walk driven from Python, one proposal per step."""
from functools import partial

import jax
import jax.numpy as jnp


def log_density(x):
    return -0.5 * jnp.sum(x ** 2)


@partial(jax.jit, static_argnums=2)
def _draw(proposal, key, shape):
    return proposal.draw(key, shape)


def random_walk(proposal, key, x0, n_steps):
    x = x0
    accepted = 0
    for _ in range(n_steps):
        key, draw_key, accept_key = jax.random.split(key, 3)
        candidate = x + _draw(proposal, draw_key, x0.shape)
        log_ratio = log_density(candidate) - log_density(x)
        if jnp.log(jax.random.uniform(accept_key)) < log_ratio:
            x = candidate
            accepted += 1
    return x, accepted / n_steps
