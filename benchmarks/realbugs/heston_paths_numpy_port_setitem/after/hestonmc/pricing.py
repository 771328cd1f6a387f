import jax
import jax.numpy as jnp

from hestonmc.paths import simulate_paths


def european_call(seed, params, S0, K, r, T, n_steps, n_paths):
    S, _ = simulate_paths(jax.random.PRNGKey(seed), params, S0, r, T, n_steps=n_steps, n_paths=n_paths)
    return jnp.exp(-r * T) * jnp.mean(jnp.maximum(S[-1] - K, 0.0))
