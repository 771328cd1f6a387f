"""Leaky integrate-and-fire group driven by background Poisson input."""

from functools import partial

import jax
import jax.numpy as jnp

from neurosim.inputs import PoissonInput


class LIFGroup:
    def __init__(self, num, tau=10.0, v_threshold=1.0, background=None):
        self.num = num
        self.tau = tau
        self.v_threshold = v_threshold
        self.background = background or PoissonInput(num, rate_hz=800.0, weight=0.6)

    @partial(jax.jit, static_argnums=(0, 3))
    def step(self, v, key, dt):
        v = v + dt * (-v / self.tau) + self.background.current(key, dt)
        spikes = v >= self.v_threshold
        return jnp.where(spikes, 0.0, v), spikes

    def run(self, steps, dt=0.5, seed=0):
        v = jnp.zeros(self.num)
        key = jax.random.PRNGKey(seed)
        raster = []
        for _ in range(steps):
            key, step_key = jax.random.split(key)
            v, spikes = self.step(v, step_key, dt)
            raster.append(spikes)
        return jnp.stack(raster)
