from dataclasses import dataclass

import jax
import jax.numpy as jnp
import numpy as np


@dataclass(frozen=True)
class LDConfig:
    timestep: float = 0.005
    kt: float = 1.0
    n_steps: int = 4000
    seed: int = 0


class OverdampedLangevin:
    """Euler-Maruyama for dx = -grad U dt + sqrt(2 kT) dW, for a batch of independent walkers."""

    def __init__(self, potential, config):
        self.potential = potential
        self.config = config
        np.random.seed(config.seed)
        self._run = jax.jit(self.run)

    def thermal_noise(self, shape):
        return np.sqrt(2.0 * self.config.kt * self.config.timestep) * np.random.normal(size=shape)  # expect: JXL402

    def step(self, x, _):
        x = x + self.config.timestep * self.potential.force(x) + self.thermal_noise(x.shape)
        return x, jnp.mean(x**2)

    def run(self, x0):
        return jax.lax.scan(self.step, x0, None, length=self.config.n_steps)
