from dataclasses import dataclass

import jax
import jax.numpy as jnp


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
        self._run = jax.jit(self.run)

    def thermal_noise(self, key, shape):
        return jnp.sqrt(2.0 * self.config.kt * self.config.timestep) * jax.random.normal(key, shape)

    def step(self, x, key):
        x = x + self.config.timestep * self.potential.force(x) + self.thermal_noise(key, x.shape)
        return x, jnp.mean(x**2)

    def run(self, x0):
        keys = jax.random.split(jax.random.PRNGKey(self.config.seed), self.config.n_steps)
        return jax.lax.scan(self.step, x0, keys)
