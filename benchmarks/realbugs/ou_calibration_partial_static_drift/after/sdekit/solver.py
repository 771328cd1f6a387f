from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("diffusion", "n_steps"))
def euler_maruyama(key, x0, dt, drift, diffusion, n_steps):
    def step(x, noise):
        x_next = x + drift(x) * dt + diffusion(x) * jnp.sqrt(dt) * noise
        return x_next, x_next

    noises = jax.random.normal(key, (n_steps,) + x0.shape)
    _, path = jax.lax.scan(step, x0, noises)
    return path
