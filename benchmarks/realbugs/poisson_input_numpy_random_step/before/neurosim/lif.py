"""Leaky integrate-and-fire group driven by background Poisson input."""

from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from neurosim.inputs import PoissonInput


class LIFGroup:
    def __init__(self, num, tau=10.0, v_threshold=1.0, background=None):
        self.num = num
        self.tau = tau
        self.v_threshold = v_threshold
        self.background = background or PoissonInput(num, rate_hz=800.0, weight=0.6)

    @partial(jax.jit, static_argnums=(0, 2))
    def step(self, v, dt):
        v = v + dt * (-v / self.tau) + self.background.current(dt)
        spikes = v >= self.v_threshold
        return jnp.where(spikes, 0.0, v), spikes

    def run(self, steps, dt=0.5, seed=0):
        np.random.seed(seed)
        v = jnp.zeros(self.num)
        raster = []
        for _ in range(steps):
            v, spikes = self.step(v, dt)
            raster.append(spikes)
        return jnp.stack(raster)
