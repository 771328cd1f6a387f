import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("n",))
def simulate_path(key, params, dt, n):
    """One Euler-Maruyama path of the Ornstein-Uhlenbeck process, started at 0, stored in a preallocated vector."""
    sigma_bis = params.sigma * jnp.sqrt(2.0 / params.tau)
    sqrtdt = jnp.sqrt(dt)
    noise = jax.random.normal(key, (n - 1,))
    x = jnp.zeros(n)

    def body(i, x):
        x[i + 1] = x[i] + dt * (-(x[i] - params.mu) / params.tau) + sigma_bis * sqrtdt * noise[i]  # expect: JXL301
        return x

    return jax.lax.fori_loop(0, n - 1, body, x)
