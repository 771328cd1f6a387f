from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_steps", "n_paths"))
def simulate_paths(key, params, S0, r, T, n_steps, n_paths):
    """Euler full-truncation scheme, ported from the NumPy version of the notebook."""
    dt = T / n_steps
    z = jax.random.normal(key, (n_steps, n_paths, 2))
    z_var = params.rho * z[..., 0] + jnp.sqrt(1.0 - params.rho**2) * z[..., 1]
    S = jnp.full((n_steps + 1, n_paths), S0)
    v = jnp.full((n_steps + 1, n_paths), params.v0)
    for i in range(1, n_steps + 1):
        S[i] = S[i - 1] * jnp.exp((r - 0.5 * v[i - 1]) * dt + jnp.sqrt(v[i - 1] * dt) * z[i - 1, :, 0])  # expect: JXL301
        v[i] = jnp.maximum(v[i - 1] + params.kappa * (params.theta - v[i - 1]) * dt  # expect: JXL301
                           + params.sigma * jnp.sqrt(v[i - 1] * dt) * z_var[i - 1], 0.0)
    return S, v
