import jax.numpy as jnp

from mcpricer.shocks import standard_normals


def simulate_gbm_paths(key, s0, r, sigma, T, steps, n_paths):
    """Exact log-Euler paths of risk-neutral GBM, shape (n_paths, steps + 1)."""
    dt = T / steps
    drift = (r - 0.5 * sigma ** 2) * dt
    vol = sigma * jnp.sqrt(dt)
    increments = drift + vol * standard_normals(key, (n_paths, steps))
    log_paths = jnp.cumsum(jnp.concatenate([jnp.zeros((n_paths, 1)), increments], axis=1), axis=1)
    return s0 * jnp.exp(log_paths)
