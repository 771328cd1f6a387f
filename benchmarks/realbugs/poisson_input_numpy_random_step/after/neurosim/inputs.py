"""Background input to a neuron group: independent Poisson spike counts per neuron."""

import jax
import jax.numpy as jnp


class PoissonInput:
    def __init__(self, num, rate_hz, weight):
        self.num = num
        self.rate_hz = rate_hz
        self.weight = weight

    def current(self, key, dt_ms):
        counts = jax.random.poisson(key, self.rate_hz * dt_ms / 1000.0, shape=(self.num,))
        return self.weight * counts.astype(jnp.float32)
