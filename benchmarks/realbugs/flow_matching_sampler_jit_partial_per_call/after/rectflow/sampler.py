import functools

import jax
import jax.numpy as jnp

from .velocity import velocity


def euler_integrate(params, x0, num_steps):
    dt = 1.0 / num_steps

    def step(k, x):
        t = jnp.full((x.shape[0],), k * dt)
        return x + dt * velocity(params, x, t)

    return jax.lax.fori_loop(0, num_steps, step, x0)


class EulerSampler:
    """Draws samples by integrating dx/dt = v_theta(x, t) from noise at t=0 to data at t=1."""

    def __init__(self, dim, num_steps=20):
        self.dim = dim
        self.num_steps = num_steps
        self._integrate = jax.jit(functools.partial(euler_integrate, num_steps=num_steps))

    def sample(self, params, key, num_samples):
        x0 = jax.random.normal(key, (num_samples, self.dim))
        return self._integrate(params, x0)
