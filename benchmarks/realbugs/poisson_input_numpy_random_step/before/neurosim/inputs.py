"""Background input to a neuron group: independent Poisson spike counts per neuron."""

import jax.numpy as jnp
import numpy as np


class PoissonInput:
    def __init__(self, num, rate_hz, weight):
        self.num = num
        self.rate_hz = rate_hz
        self.weight = weight

    def current(self, dt_ms):
        counts = np.random.poisson(self.rate_hz * dt_ms / 1000.0, size=self.num)  # expect: JXL402
        return self.weight * jnp.asarray(counts, dtype=jnp.float32)
