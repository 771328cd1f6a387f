"""A random walk driven from Python, one proposal per step."""
import jax
import jax.numpy as jnp


def log_density(x):
    return -0.5 * jnp.sum(x ** 2)


def random_walk(proposal, key, x0, n_steps):
    x = x0
    accepted = 0
    for _ in range(n_steps):
        key, draw_key, accept_key = jax.random.split(key, 3)
        candidate = x + jax.jit(proposal.draw, static_argnums=1)(draw_key, x0.shape)  # expect: JXL501
        log_ratio = log_density(candidate) - log_density(x)
        if jnp.log(jax.random.uniform(accept_key)) < log_ratio:
            x = candidate
            accepted += 1
    return x, accepted / n_steps
